// An event's `categories` and `tags` on write (API.md §5.3) and the term list filters of GET /events (§4.2.1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type Who } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');

let srv: TestServer;
const cat: Record<string, number> = {};
const tag: Record<string, number> = {};

async function term(tax: 'categories' | 'tags', json: Record<string, unknown>): Promise<number> {
  const res = await srv.call('POST', `/${tax}`, { as: 'admin', json });
  expect(res.status).toBe(201);
  return res.json.id;
}

const createEvent = (json: Record<string, unknown>, as: Who = 'admin') =>
  srv.call('POST', '/events', {
    as,
    json: { title: 'Termed', start_date: '2024-08-01 19:00', end_date: '2024-08-01 22:00', ...json },
  });
const termIds = (list: Array<{ id: number }>) => list.map((t) => t.id).sort((x, y) => x - y);

beforeAll(async () => {
  srv = await startTestServer({ clock });
  cat.first = await term('categories', { name: 'First' }); // id 1
  cat.music = await term('categories', { name: 'Music', slug: 'music' });
  // slug "1" equals the id of "First"; its name is another term's slug
  cat.digits = await term('categories', { name: 'music-lovers', slug: String(cat.first) });
  cat.lovers = await term('categories', { name: 'Lovers', slug: 'music-lovers' });
  tag.jazz = await term('tags', { name: 'jazz' });
  tag.year = await term('tags', { name: 'Year', slug: '2024' });
});
afterAll(() => srv.stop());

describe('categories and tags on event writes', () => {
  it('ids link the terms; unknown ids (and ids of the other taxonomy) are skipped silently', async () => {
    const res = await createEvent({ categories: [cat.music, 987654, tag.jazz], tags: `${tag.jazz},${cat.music}` });
    expect(res.status).toBe(201);
    expect(termIds(res.json.categories)).toEqual([cat.music]);
    expect(termIds(res.json.tags)).toEqual([tag.jazz]);
  });

  it('an all-digit item is always an id on write, never a slug, and never creates a term', async () => {
    const before = srv.server.app.store.count('tags');
    const res = await createEvent({ categories: [String(cat.first)], tags: ['2024', '999'] });
    expect(termIds(res.json.categories)).toEqual([cat.first]);
    expect(res.json.tags).toEqual([]);
    expect(srv.server.app.store.count('tags')).toBe(before);
  });

  it('other items resolve by slug (case-insensitive) before name (case-insensitive)', async () => {
    // "music-lovers" is the slug of Lovers and the name of the category whose slug is "1"
    const res = await createEvent({ categories: ['MUSIC-LOVERS'], tags: ['JAZZ'] });
    expect(termIds(res.json.categories)).toEqual([cat.lovers]);
    expect(termIds(res.json.tags)).toEqual([tag.jazz]);
    const byName = await createEvent({ categories: ['lovers', 'FIRST'], tags: ['year'] });
    expect(termIds(byName.json.categories)).toEqual([cat.first, cat.lovers]);
    expect(termIds(byName.json.tags)).toEqual([tag.year]);
  });

  it('an unknown name creates a new term (slug from name, parent 0, empty description), even for a contributor', async () => {
    const before = { ...srv.server.app.store.sequences() };
    const res = await createEvent({ categories: 'Brand New, Another One ', tags: ['Fresh Tag'] }, 'contributor');
    expect(res.status).toBe(201);
    const names = res.json.categories.map((t: { name: string }) => t.name);
    expect(names).toEqual(['Another One', 'Brand New']);
    const brandNew = res.json.categories.find((t: { name: string }) => t.name === 'Brand New');
    expect(brandNew.id).toBe(before.term);
    const got = await srv.call('GET', `/categories/${brandNew.id}`);
    expect(got.json).toMatchObject({ name: 'Brand New', slug: 'brand-new', parent: 0, description: '', count: 0 });
    const tagRes = await srv.call('GET', `/tags/${res.json.tags[0].id}`);
    expect(tagRes.json).toMatchObject({ name: 'Fresh Tag', slug: 'fresh-tag', count: 0 });
    // the contributor's event is a draft, so the new terms have no published events
    expect(res.json.status).toBe('draft');
  });

  it('the same new name twice in one list creates one term', async () => {
    const before = srv.server.app.store.count('tags');
    const res = await createEvent({ tags: ['Twice', 'twice', ' TWICE '] });
    expect(res.json.tags).toHaveLength(1);
    expect(srv.server.app.store.count('tags')).toBe(before + 1);
  });

  it('a new name and the slug it will get, in one list, give one term', async () => {
    const before = srv.server.app.store.count('tags');
    const res = await createEvent({ tags: ['Night Owls', 'night-owls'] });
    expect(res.status).toBe(201);
    expect(res.json.tags).toHaveLength(1);
    expect(res.json.tags[0].slug).toBe('night-owls');
    expect(srv.server.app.store.count('tags')).toBe(before + 1);
  });

  it('a repeated term is linked once', async () => {
    const res = await createEvent({ categories: [cat.music, 'music', 'Music', String(cat.music)] });
    expect(termIds(res.json.categories)).toEqual([cat.music]);
  });

  it('the sent list replaces the terms; "" and [] remove them all; omitted keeps them', async () => {
    const e = await createEvent({ categories: [cat.music, cat.first], tags: [tag.jazz] });
    const id = e.json.id as number;
    const kept = await srv.call('PATCH', `/events/${id}`, { as: 'admin', json: { title: 'Kept' } });
    expect(termIds(kept.json.categories)).toEqual([cat.first, cat.music]);
    const replaced = await srv.call('PATCH', `/events/${id}`, { as: 'admin', json: { categories: [cat.lovers] } });
    expect(termIds(replaced.json.categories)).toEqual([cat.lovers]);
    expect(termIds(replaced.json.tags)).toEqual([tag.jazz]);
    const cleared = await srv.call('PATCH', `/events/${id}`, { as: 'admin', json: { categories: '', tags: [] } });
    expect(cleared.json.categories).toEqual([]);
    expect(cleared.json.tags).toEqual([]);
  });

  it('form bodies: categories=music%2CLive+Shows and bracket lists', async () => {
    const res = await srv.call('POST', '/events', {
      as: 'admin',
      form: `title=Form&start_date=2024-08-01&end_date=2024-08-01&categories=music%2CLive+Shows&tags[]=jazz&tags[]=${tag.year}`,
    });
    expect(res.status).toBe(201);
    expect(res.json.categories.map((t: { name: string }) => t.name)).toEqual(['Live Shows', 'Music']);
    expect(termIds(res.json.tags)).toEqual([tag.jazz, tag.year].sort((x, y) => x - y));
  });

  it('an invalid item kind (an object) is 400 categories, nothing stored', async () => {
    const before = { ...srv.server.app.store.sequences() };
    const res = await createEvent({ categories: [{ name: 'x' }], tags: ['Never Created'] });
    expect(res.status).toBe(400);
    expect(res.json.data.params).toEqual({ categories: 'Invalid parameter.' });
    expect(srv.server.app.store.sequences()).toEqual(before);
  });

  it('event terms resolve names in the response language', async () => {
    const id = await term('categories', { name: 'Theatre' });
    await srv.call('PATCH', `/fr/wp-json/calendar/events/v1/categories/${id}`, {
      raw: true,
      as: 'admin',
      json: { name: 'Théâtre' },
    });
    const res = await srv.call('POST', '/fr/wp-json/calendar/events/v1/events', {
      raw: true,
      as: 'admin',
      json: { title: 'Pièce', start_date: '2024-08-01', end_date: '2024-08-01', categories: ['théâtre'] },
    });
    expect(res.status).toBe(201);
    expect(res.json.categories.map((t: { id: number; name: string }) => [t.id, t.name])).toEqual([[id, 'Théâtre']]);
  });
});

describe('term filters of GET /events resolve by slug, then id, then name', () => {
  const ev: Record<string, number> = {};
  beforeAll(async () => {
    ev.first = (await createEvent({ title: 'In First', categories: [cat.first] })).json.id;
    ev.digits = (await createEvent({ title: 'In Digits', categories: [cat.digits] })).json.id;
    ev.lovers = (await createEvent({ title: 'In Lovers', categories: [cat.lovers] })).json.id;
    ev.year = (await createEvent({ title: 'Tagged Year', tags: [tag.year] })).json.id;
  });

  const listed = async (query: Record<string, string>) => {
    const res = await srv.call('GET', '/events', { query: { ...query, per_page: '50' } });
    expect(res.status).toBe(200);
    return res.json.events.map((e: { id: number }) => e.id).filter((id: number) => Object.values(ev).includes(id));
  };

  it('categories=1 is the category whose slug is "1", not category id 1', async () => {
    expect(await listed({ categories: String(cat.first) })).toEqual([ev.digits]);
  });

  it('categories=<id of a category whose slug is not digits> matches by id', async () => {
    expect(await listed({ categories: String(cat.lovers) })).toEqual([ev.lovers]);
  });

  it('categories=music-lovers is the slug of Lovers, not the name of the other category', async () => {
    expect(await listed({ categories: 'MUSIC-LOVERS' })).toEqual([ev.lovers]);
  });

  it('categories by name (case-insensitive) when no slug or id matches', async () => {
    expect(await listed({ categories: 'first' })).toEqual([ev.first]);
    expect(await listed({ categories: 'LOVERS,First' })).toEqual([ev.first, ev.lovers]);
  });

  it('tags=2024 is the tag whose slug is 2024; tags by name too', async () => {
    expect(await listed({ tags: '2024' })).toEqual([ev.year]);
    expect(await listed({ tags: 'year' })).toEqual([ev.year]);
  });

  it('a category filter also matches events of its descendant categories', async () => {
    const parent = await term('categories', { name: 'Performing Arts' });
    const child = await term('categories', { name: 'Opera', parent });
    const grandchild = await term('categories', { name: 'Operetta', parent: child });
    const inGrandchild = (await createEvent({ title: 'Deep', categories: [grandchild] })).json.id;
    ev.deep = inGrandchild;
    expect(await listed({ categories: 'performing-arts' })).toEqual([inGrandchild]);
    expect(await listed({ categories: 'Opera' })).toEqual([inGrandchild]);
  });

  it('an unknown term in a filter is 400; an existing one without events is an empty 200', async () => {
    const res = await srv.call('GET', '/events', { query: { categories: 'music,no-such-thing' } });
    expect(res.status).toBe(400);
    expect(res.json.data.params).toEqual({ categories: 'Invalid parameter.' });
    const tags = await srv.call('GET', '/events', { query: { tags: String(cat.music) } });
    expect(tags.status).toBe(400);
    const empty = await srv.call('GET', '/events', { query: { categories: 'Brand New' } });
    expect(empty.status).toBe(200);
    expect(empty.json.total).toBe(0);
  });
});
