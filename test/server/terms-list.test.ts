// GET /categories and GET /tags (API.md §4.1 envelope and links, §4.4 filters and order, A.2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');

let srv: TestServer;
const c: Record<string, number> = {};
const t: Record<string, number> = {};
const e: Record<string, number> = {};

async function term(tax: 'categories' | 'tags', json: Record<string, unknown>): Promise<number> {
  const res = await srv.call('POST', `/${tax}`, { as: 'admin', json });
  expect(res.status).toBe(201);
  return res.json.id;
}

async function event(json: Record<string, unknown>): Promise<number> {
  const res = await srv.call('POST', '/events', {
    as: 'admin',
    json: { title: 'T', start_date: '2024-08-01 10:00', end_date: '2024-08-01 12:00', ...json },
  });
  expect(res.status).toBe(201);
  return res.json.id;
}

const cats = async (query: Record<string, string | number>) => {
  const res = await srv.call('GET', '/categories', { query });
  expect(res.status).toBe(200);
  return res.json.categories.map((x: { name: string }) => x.name);
};

beforeAll(async () => {
  srv = await startTestServer({ clock });
  c.Music = await term('categories', { name: 'Music', description: 'b-desc' });
  c.art = await term('categories', { name: 'art', slug: 'zz-art', description: 'a-desc' });
  c.Jazz = await term('categories', { name: 'Jazz', parent: c.Music, description: 'c' });
  c.empty = await term('categories', { name: 'empty' });
  c.Blues = await term('categories', { name: 'Blues', parent: c.Music });
  c.Bebop = await term('categories', { name: 'Bebop', parent: c.Jazz });
  t.red = await term('tags', { name: 'red' });
  t.green = await term('tags', { name: 'green' });
  t.unused = await term('tags', { name: 'unused' });
  e.one = await event({ categories: [c.Music, c.Jazz], tags: [t.red] });
  e.two = await event({ categories: [c.Music, c.art, c.Jazz], tags: [t.red, t.green] });
  e.three = await event({ categories: [c.Jazz, c.Blues, c.Bebop] });
});
afterAll(() => srv.stop());

describe('GET /categories', () => {
  it('default: hide_empty true, ordered by name ascending (case-insensitive); envelope keys in §4.1 order', async () => {
    const res = await srv.call('GET', '/categories');
    expect(Object.keys(res.json)).toEqual(['rest_url', 'total', 'total_pages', 'categories']);
    expect(res.json.categories.map((x: { name: string }) => x.name)).toEqual([
      'art',
      'Bebop',
      'Blues',
      'Jazz',
      'Music',
    ]);
    expect(res.json.total).toBe(5);
    expect(res.json.total_pages).toBe(1);
    expect(res.json.rest_url).toBe(`${srv.ns}/categories/?page=1&per_page=10`);
    expect(res.headers.get('x-tec-total')).toBe('5');
    expect(res.headers.get('x-tec-totalpages')).toBe('1');
    expect(Object.keys(res.json.categories[0])).toEqual([
      'id',
      'count',
      'description',
      'name',
      'slug',
      'taxonomy',
      'parent',
      'meta',
      'url',
      'urls',
    ]);
  });

  it('hide_empty=false (and 0) shows terms without published events', async () => {
    expect(await cats({ hide_empty: 'false' })).toEqual(['art', 'Bebop', 'Blues', 'empty', 'Jazz', 'Music']);
    expect(await cats({ hide_empty: '0' })).toContain('empty');
    expect(await cats({ hide_empty: 'TRUE' })).not.toContain('empty');
    const bad = await srv.call('GET', '/categories', { query: { hide_empty: 'maybe' } });
    expect(bad.status).toBe(400);
    expect(bad.json.data.params).toEqual({ hide_empty: 'hide_empty is not of type boolean.' });
  });

  it.each<[string, Record<string, string>, string[]]>([
    ['id', { orderby: 'id' }, ['Music', 'art', 'Jazz', 'Blues', 'Bebop']],
    ['term_id', { orderby: 'term_id' }, ['Music', 'art', 'Jazz', 'Blues', 'Bebop']],
    ['none', { orderby: 'none' }, ['Music', 'art', 'Jazz', 'Blues', 'Bebop']],
    ['ID (any case)', { orderby: 'ID', order: 'desc' }, ['Bebop', 'Blues', 'Jazz', 'art', 'Music']],
    ['slug', { orderby: 'slug' }, ['Bebop', 'Blues', 'Jazz', 'Music', 'art']],
    ['description (ties by id)', { orderby: 'description' }, ['Blues', 'Bebop', 'art', 'Music', 'Jazz']],
    ['count', { orderby: 'count' }, ['art', 'Blues', 'Bebop', 'Music', 'Jazz']],
    [
      'count desc (ties still by id ascending)',
      { orderby: 'count', order: 'desc' },
      ['Jazz', 'Music', 'art', 'Blues', 'Bebop'],
    ],
    ['parent', { orderby: 'parent' }, ['Music', 'art', 'Jazz', 'Blues', 'Bebop']],
    ['term_group', { orderby: 'term_group' }, ['Music', 'art', 'Jazz', 'Blues', 'Bebop']],
    ['name DESC', { orderby: 'NAME', order: 'DESC' }, ['Music', 'Jazz', 'Blues', 'Bebop', 'art']],
    ['unknown → name', { orderby: 'popularity' }, ['art', 'Bebop', 'Blues', 'Jazz', 'Music']],
    ['order=Asc', { order: 'Asc' }, ['art', 'Bebop', 'Blues', 'Jazz', 'Music']],
    ['order other than asc → descending', { order: 'sideways' }, ['Music', 'Jazz', 'Blues', 'Bebop', 'art']],
  ])('orderby %s', async (_label, query, expected) => {
    expect(await cats(query)).toEqual(expected);
  });

  it('orderby=include follows the include list (ids and slugs mixed)', async () => {
    expect(await cats({ include: `${c.Blues},music,${c.art}`, orderby: 'include' })).toEqual(['Blues', 'Music', 'art']);
    expect(await cats({ include: `${c.Blues},music,${c.art}`, orderby: 'include', order: 'desc' })).toEqual([
      'art',
      'Music',
      'Blues',
    ]);
  });

  it('order="" and orderby="" are 400 (non-empty)', async () => {
    const res = await srv.call('GET', '/categories', { query: { order: '', orderby: '' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.data.params)).toEqual(['order', 'orderby']);
  });

  it('search matches name or slug, case-insensitively', async () => {
    expect(await cats({ search: 'A' })).toEqual(['art', 'Jazz']);
    expect(await cats({ search: 'zz-' })).toEqual(['art']);
    expect(await cats({ search: 'MUS' })).toEqual(['Music']);
  });

  it('include and exclude take ids or slugs; unknown items are 400', async () => {
    expect(await cats({ include: `music, ${c.art}` })).toEqual(['art', 'Music']);
    expect(await cats({ exclude: `jazz,${c.Blues}` })).toEqual(['art', 'Bebop', 'Music']);
    const bad = await srv.call('GET', '/categories', { query: { include: 'music,nope', exclude: String(t.red) } });
    expect(bad.status).toBe(400);
    expect(bad.json.data.params).toEqual({ exclude: 'Invalid parameter.', include: 'Invalid parameter.' });
  });

  it('include by name is not a thing (id or slug only)', async () => {
    const res = await srv.call('GET', '/categories', { query: { include: 'zz art' } });
    expect(res.status).toBe(400);
  });

  it('parent=0 lists top-level categories; parent=N its direct children only', async () => {
    expect(await cats({ parent: 0 })).toEqual(['art', 'Music']);
    expect(await cats({ parent: c.Music })).toEqual(['Blues', 'Jazz']);
    expect(await cats({ parent: c.Jazz })).toEqual(['Bebop']);
    expect(await cats({ parent: c.empty, hide_empty: 'false' })).toEqual([]);
  });

  it('parent of an unknown category is 400; parent="" is 400 not of type integer', async () => {
    const res = await srv.call('GET', '/categories', { query: { parent: 999 } });
    expect(res.json.data.params).toEqual({ parent: 'Invalid parameter.' });
    const blank = await srv.call('GET', '/categories', { query: { parent: '' } });
    expect(blank.status).toBe(400);
    expect(blank.json.data.params).toEqual({ parent: 'parent is not of type integer.' });
    expect((await srv.call('GET', '/categories', { query: { parent: t.red } })).status).toBe(400);
  });

  it('post lists the terms of an event; event wins over post', async () => {
    expect(await cats({ post: e.one })).toEqual(['Jazz', 'Music']);
    expect(await cats({ post: e.one, event: e.three })).toEqual(['Bebop', 'Blues', 'Jazz']);
    const bad = await srv.call('GET', '/categories', { query: { post: 987654 } });
    expect(bad.status).toBe(400);
    expect(bad.json.data.params).toEqual({ post: 'Invalid parameter.' });
  });

  it('slug is exact and case-insensitive; an unknown slug is 200 with no terms', async () => {
    expect(await cats({ slug: 'JAZZ' })).toEqual(['Jazz']);
    expect(await cats({ slug: 'jaz' })).toEqual([]);
    const res = await srv.call('GET', '/categories', { query: { slug: 'nope' } });
    expect(res.json).toEqual({
      rest_url: `${srv.ns}/categories/?page=1&per_page=10&slug=nope`,
      total: 0,
      total_pages: 0,
      categories: [],
    });
  });

  it('paging: next and previous links; a page beyond the last is 200 empty with previous pointing at the last page (A.2)', async () => {
    const p1 = await srv.call('GET', '/categories', { query: { per_page: 2 } });
    expect(Object.keys(p1.json)).toEqual(['rest_url', 'total', 'total_pages', 'categories', 'next_rest_url']);
    expect(p1.json.total_pages).toBe(3);
    expect(p1.json.next_rest_url).toBe(`${srv.ns}/categories/?page=2&per_page=2`);
    const p2 = await srv.call('GET', '/categories', { query: { per_page: 2, page: 2 } });
    expect(Object.keys(p2.json)).toEqual([
      'rest_url',
      'total',
      'total_pages',
      'categories',
      'next_rest_url',
      'previous_rest_url',
    ]);
    expect(p2.json.previous_rest_url).toBe(`${srv.ns}/categories/?per_page=2`);
    const p9 = await srv.call('GET', '/categories', { query: { per_page: 2, page: 9 } });
    expect(p9.status).toBe(200);
    expect(p9.json).toEqual({
      rest_url: `${srv.ns}/categories/?page=9&per_page=2`,
      total: 5,
      total_pages: 3,
      categories: [],
      previous_rest_url: `${srv.ns}/categories/?page=3&per_page=2`,
    });
  });

  it('a page beyond an empty result points previous at page 1', async () => {
    const res = await srv.call('GET', '/categories', { query: { slug: 'nope', page: 3 } });
    expect(res.status).toBe(200);
    expect(res.json.previous_rest_url).toBe(`${srv.ns}/categories/?per_page=10&slug=nope`);
  });

  it('links carry every sent filter in table order, normalized (false kept, lists trimmed)', async () => {
    const res = await srv.call('GET', '/categories', {
      query: {
        slug: 'music',
        event: e.one,
        post: e.two,
        parent: 0,
        hide_empty: '0',
        orderby: 'count',
        order: 'desc',
        include: ' music , 2 ',
        exclude: 'jazz',
        search: 'a b',
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.rest_url).toBe(
      `${srv.ns}/categories/?page=1&per_page=10&search=a+b&exclude=jazz&include=music%2C2&order=desc&orderby=count&hide_empty=false&parent=0&post=${e.two}&event=${e.one}&slug=music`,
    );
  });

  it('translation_language is kept in links; per_page above 50 is clamped', async () => {
    const res = await srv.call('GET', '/categories', { query: { per_page: 99, translation_language: 'fr' } });
    expect(res.json.rest_url).toBe(`${srv.ns}/categories/?page=1&per_page=50&translation_language=fr`);
  });
});

describe('GET /tags', () => {
  it('envelope uses tags; hide_empty hides unused tags; parent is undeclared and ignored', async () => {
    const res = await srv.call('GET', '/tags', { query: { parent: 'abc' } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json)).toEqual(['rest_url', 'total', 'total_pages', 'tags']);
    expect(res.json.tags.map((x: { name: string }) => x.name)).toEqual(['green', 'red']);
    expect(res.json.rest_url).toBe(`${srv.ns}/tags/?page=1&per_page=10`);
    const all = await srv.call('GET', '/tags', { query: { hide_empty: 'false', orderby: 'count', order: 'desc' } });
    expect(all.json.tags.map((x: { name: string; count: number }) => [x.name, x.count])).toEqual([
      ['red', 2],
      ['green', 1],
      ['unused', 0],
    ]);
  });

  it('include of a category id on /tags is 400; event filter works', async () => {
    expect((await srv.call('GET', '/tags', { query: { include: String(c.Music) } })).status).toBe(400);
    const res = await srv.call('GET', '/tags', { query: { event: e.two } });
    expect(res.json.tags.map((x: { name: string }) => x.name)).toEqual(['green', 'red']);
  });

  it('a page beyond the last is 200 with an empty tags list', async () => {
    const res = await srv.call('GET', '/tags', { query: { page: 2 } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      rest_url: `${srv.ns}/tags/?page=2&per_page=10`,
      total: 2,
      total_pages: 1,
      tags: [],
      previous_rest_url: `${srv.ns}/tags/?per_page=10`,
    });
  });
});
