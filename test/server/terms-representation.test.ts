// Category and tag representations, standalone and embedded (API.md §3.5), and count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');

let srv: TestServer;
const cat: Record<string, number> = {};
const tag: Record<string, number> = {};

async function term(tax: 'categories' | 'tags', json: Record<string, unknown>): Promise<number> {
  const res = await srv.call('POST', `/${tax}`, { as: 'admin', json });
  expect(res.status).toBe(201);
  return res.json.id;
}

async function event(json: Record<string, unknown>) {
  const res = await srv.call('POST', '/events', {
    as: 'admin',
    json: { title: 'T', start_date: '2024-08-01 10:00', end_date: '2024-08-01 12:00', ...json },
  });
  expect(res.status).toBe(201);
  return res.json;
}

beforeAll(async () => {
  srv = await startTestServer({ clock });
  cat.music = await term('categories', { name: 'music', description: 'Concerts and gigs' });
  cat.live = await term('categories', { name: 'Live Shows' });
  cat.jazzcat = await term('categories', { name: 'Jazz', parent: cat.music });
  tag.jazz = await term('tags', { name: 'jazz' });
  tag.Alpha = await term('tags', { name: 'Alpha' });
  // counts: music 2 published (a draft, a trashed and a future event do not count); the child's event does not count for music
  await event({ categories: [cat.music] });
  await event({ categories: [cat.music, cat.live], tags: [tag.jazz] });
  await event({ categories: [cat.music], status: 'draft' });
  await event({ categories: [cat.music], date: '2024-12-01 00:00:00' });
  const trashed = await event({ categories: [cat.music] });
  await srv.call('DELETE', `/events/${trashed.id}`, { as: 'admin' });
  await event({ categories: [cat.jazzcat] });
});
afterAll(() => srv.stop());

describe('standalone terms', () => {
  it('GET /categories/{id} matches the §3.5 category example shape exactly', async () => {
    const res = await srv.call('GET', `/categories/${cat.music}`);
    expect(res.status).toBe(200);
    expect(res.text).toBe(
      JSON.stringify({
        id: cat.music,
        count: 2,
        description: 'Concerts and gigs',
        name: 'music',
        slug: 'music',
        taxonomy: 'tribe_events_cat',
        parent: 0,
        meta: [],
        url: `${srv.base}/events/category/music/`,
        urls: { self: `${srv.ns}/categories/${cat.music}`, collection: `${srv.ns}/categories` },
      }),
    );
  });

  it('GET /tags/{id} matches the §3.5 tag example shape exactly (no parent)', async () => {
    const res = await srv.call('GET', `/tags/${tag.jazz}`);
    expect(res.text).toBe(
      JSON.stringify({
        id: tag.jazz,
        count: 1,
        description: '',
        name: 'jazz',
        slug: 'jazz',
        taxonomy: 'post_tag',
        meta: [],
        url: `${srv.base}/tag/jazz/`,
        urls: { self: `${srv.ns}/tags/${tag.jazz}`, collection: `${srv.ns}/tags` },
      }),
    );
  });

  it('a child category has urls.up and its own count', async () => {
    const res = await srv.call('GET', `/categories/${cat.jazzcat}`);
    expect(res.json.parent).toBe(cat.music);
    expect(res.json.count).toBe(1);
    expect(res.json.urls).toEqual({
      self: `${srv.ns}/categories/${cat.jazzcat}`,
      collection: `${srv.ns}/categories`,
      up: `${srv.ns}/categories/${cat.music}`,
    });
  });

  it('a category id on /tags is 400, and vice versa', async () => {
    const res = await srv.call('GET', `/tags/${cat.music}`);
    expect(res.status).toBe(400);
    expect(res.json.data.params).toEqual({ id: 'Invalid parameter.' });
    expect((await srv.call('GET', `/categories/${tag.jazz}`)).status).toBe(400);
  });

  it('a language segment is repeated in url and urls', async () => {
    const res = await srv.call('GET', `/de/wp-json/calendar/events/v1/categories/${cat.jazzcat}`, { raw: true });
    expect(res.json.url).toBe(`${srv.base}/de/events/category/jazz/`);
    expect(res.json.urls.up).toBe(`${srv.base}/de/wp-json/calendar/events/v1/categories/${cat.music}`);
  });

  it('non-ASCII slugs are percent-encoded in url only', async () => {
    const id = await term('tags', { name: '夏祭り' });
    const res = await srv.call('GET', `/tags/${id}`);
    expect(res.json.slug).toBe('夏祭り');
    expect(res.json.url).toBe(`${srv.base}/tag/%E5%A4%8F%E7%A5%AD%E3%82%8A/`);
  });

  it('count follows publication: publishing the draft event raises it', async () => {
    const e = await event({ categories: [cat.live], status: 'draft' });
    expect((await srv.call('GET', `/categories/${cat.live}`)).json.count).toBe(1);
    await srv.call('PATCH', `/events/${e.id}`, { as: 'admin', json: { status: 'publish' } });
    expect((await srv.call('GET', `/categories/${cat.live}`)).json.count).toBe(2);
    await srv.call('DELETE', `/events/${e.id}`, { as: 'admin' });
    expect((await srv.call('GET', `/categories/${cat.live}`)).json.count).toBe(1);
  });
});

describe('terms embedded in an event', () => {
  it('keys in the embedded order, tags with parent 0, sorted by name case-insensitively then id', async () => {
    const e = await event({ categories: [cat.music, cat.jazzcat, cat.live], tags: [tag.jazz, tag.Alpha] });
    const got = await srv.call('GET', `/events/${e.id}`);
    expect(got.json.categories.map((t: { name: string }) => t.name)).toEqual(['Jazz', 'Live Shows', 'music']);
    expect(got.json.categories[0]).toEqual({
      name: 'Jazz',
      slug: 'jazz',
      term_group: 0,
      term_taxonomy_id: cat.jazzcat,
      taxonomy: 'tribe_events_cat',
      description: '',
      parent: cat.music,
      count: 2,
      filter: 'raw',
      id: cat.jazzcat,
      urls: {
        self: `${srv.ns}/categories/${cat.jazzcat}`,
        collection: `${srv.ns}/categories`,
        up: `${srv.ns}/categories/${cat.music}`,
      },
    });
    expect(Object.keys(got.json.categories[2])).toEqual([
      'name',
      'slug',
      'term_group',
      'term_taxonomy_id',
      'taxonomy',
      'description',
      'parent',
      'count',
      'filter',
      'id',
      'urls',
    ]);
    expect(got.json.categories[2].description).toBe('Concerts and gigs');
    expect(got.json.tags.map((t: { name: string }) => t.name)).toEqual(['Alpha', 'jazz']);
    expect(got.json.tags[1]).toEqual({
      name: 'jazz',
      slug: 'jazz',
      term_group: 0,
      term_taxonomy_id: tag.jazz,
      taxonomy: 'post_tag',
      description: '',
      parent: 0,
      count: 2,
      filter: 'raw',
      id: tag.jazz,
      urls: { self: `${srv.ns}/tags/${tag.jazz}`, collection: `${srv.ns}/tags` },
    });
  });

  it('an embedded term follows its count through writes, its text as a term view built anew', async () => {
    // a description holding what the count's place in the text could be mistaken for
    const id = await term('categories', { name: 'Recount', description: 'say "count": 1, {"count":1}' });
    const a = await event({ categories: [id] });
    const embedded = async (path: string) => {
      const res = await srv.call('GET', path, { raw: true });
      expect(res.status).toBe(200);
      const view = res.json.categories[0];
      // the answer's text holds the term as JSON.stringify writes its view (keys in their order)
      expect(res.text).toContain(JSON.stringify(view));
      return view;
    };
    const first = await embedded(`/wp-json/calendar/events/v1/events/${a.id}`);
    expect(first).toMatchObject({ id, count: 1, description: 'say "count": 1, {"count":1}' });
    const b = await event({ categories: [id] });
    const second = await embedded(`/wp-json/calendar/events/v1/events/${a.id}`);
    expect(second).toEqual({ ...first, count: 2 });
    expect(Object.keys(second)).toEqual(Object.keys(first));
    // the answer of a write and another language's variant follow it too
    expect((await event({ categories: [id], status: 'draft' })).categories[0]).toEqual({ ...first, count: 2 });
    const german = await embedded(`/de/wp-json/calendar/events/v1/events/${a.id}`);
    expect(german).toMatchObject({
      id,
      count: 2,
      urls: { self: `${srv.base}/de/wp-json/calendar/events/v1/categories/${id}` },
    });
    await srv.call('DELETE', `/events/${b.id}`, { as: 'admin' });
    expect(await embedded(`/wp-json/calendar/events/v1/events/${a.id}`)).toEqual(first);
    expect((await embedded(`/de/wp-json/calendar/events/v1/events/${a.id}`)).count).toBe(1);
    // a renamed term is a new version: its view is built anew, with the count it has
    await srv.call('POST', `/categories/${id}`, { as: 'admin', json: { name: 'Recounted' } });
    expect(await embedded(`/wp-json/calendar/events/v1/events/${a.id}`)).toMatchObject({ name: 'Recounted', count: 1 });
  });

  it('equal names (other case, other parent) are ordered by id', async () => {
    const a = await term('categories', { name: 'Same', parent: cat.live });
    const b = await term('categories', { name: 'same' });
    const e = await event({ categories: [b, a] });
    expect(e.categories.map((t: { id: number }) => t.id)).toEqual([a, b]);
  });
});
