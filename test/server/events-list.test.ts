// GET /events through real HTTP: envelope, totals, paging links, per_page clamp, filters, status
// rules by role, hide_from_listings, include and ordering (API.md §2.3, §4.1, §4.2, A.2). The date
// filters and the default window are in events-list-dates.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type Who } from '../support/server.js';

type Json = Record<string, any>;

let srv: TestServer;
let ns: string;

async function create(body: Json, as: Who = 'admin'): Promise<Json> {
  const res = await srv.call('POST', '/events', {
    as,
    json: { start_date: '2024-07-20 10:00', end_date: '2024-07-20 12:00', ...body },
  });
  expect(res.status, res.text).toBe(201);
  return res.json;
}

async function list(query: Record<string, string | number | boolean>, as: Who = 'anonymous') {
  return srv.call('GET', '/events', { as, query });
}

async function ids(query: Record<string, string | number | boolean>, as: Who = 'anonymous'): Promise<number[]> {
  const res = await list(query, as);
  expect(res.status, res.text).toBe(200);
  return res.json.events.map((e: Json) => e.id);
}

const WINDOW = 'start_date=2024-07-09+00%3A00%3A00&end_date=2026-07-10+23%3A59%3A59';

beforeAll(async () => {
  srv = await startTestServer({ clock: () => new Date('2024-07-10T15:30:00Z') });
  ns = srv.ns;
});
afterAll(() => srv.stop());

describe('GET /events envelope and paging (§4.1, A.2)', () => {
  let jazz: number[];
  beforeAll(async () => {
    jazz = [];
    for (const day of [12, 13, 14, 15, 16])
      jazz.push(
        (
          await create({
            title: `Jazz evening ${day}`,
            start_date: `2024-07-${day} 20:00`,
            end_date: `2024-07-${day} 22:00`,
          })
        ).id,
      );
  });

  it('GET /events?search=jazz&per_page=2&page=2 is A.2 byte for byte', async () => {
    const res = await list({ search: 'jazz', per_page: 2, page: 2 });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-tec-total')).toBe('5');
    expect(res.headers.get('x-tec-totalpages')).toBe('3');
    expect(Object.keys(res.json)).toEqual([
      'events',
      'rest_url',
      'next_rest_url',
      'previous_rest_url',
      'total',
      'total_pages',
    ]);
    expect(res.json.events.map((e: Json) => e.id)).toEqual([jazz[2], jazz[3]]);
    expect(res.json.rest_url).toBe(`${ns}/events/?page=2&per_page=2&${WINDOW}&search=jazz`);
    expect(res.json.next_rest_url).toBe(`${ns}/events/?page=3&per_page=2&${WINDOW}&search=jazz`);
    expect(res.json.previous_rest_url).toBe(`${ns}/events/?per_page=2&${WINDOW}&search=jazz`);
    expect([res.json.total, res.json.total_pages]).toEqual([5, 3]);
  });

  it('GET /events?search=jazz&per_page=2&page=4 beyond the last page is 404 event-archive-page-not-found', async () => {
    const res = await list({ search: 'jazz', per_page: 2, page: 4 });
    expect(res.status).toBe(404);
    expect(res.text).toBe(
      '{"code":"event-archive-page-not-found","message":"The requested event archive page does not exist","data":{"status":404}}',
    );
  });

  it('the last page has previous_rest_url but no next_rest_url', async () => {
    const res = await list({ search: 'jazz', per_page: 2, page: 3 });
    expect(Object.keys(res.json)).toEqual(['events', 'rest_url', 'previous_rest_url', 'total', 'total_pages']);
    expect(res.json.events.map((e: Json) => e.id)).toEqual([jazz[4]]);
    expect(res.json.previous_rest_url).toBe(`${ns}/events/?page=2&per_page=2&${WINDOW}&search=jazz`);
  });

  it('page 1 of an empty result is 200 with [] and total_pages 0; page 2 of it is 404', async () => {
    const res = await list({ search: 'nothing-matches-this' });
    expect(res.status).toBe(200);
    expect(res.text).toBe(
      `{"events":[],"rest_url":"${ns}/events/?page=1&per_page=10&${WINDOW}&search=nothing-matches-this","total":0,"total_pages":0}`,
    );
    expect(res.headers.get('x-tec-total')).toBe('0');
    expect(res.headers.get('x-tec-totalpages')).toBe('0');
    expect((await list({ search: 'nothing-matches-this', page: 2 })).status).toBe(404);
  });

  it('anonymous GET /events has the rest_url of the §4.1 example', async () => {
    const res = await list({});
    expect(res.json.rest_url).toBe(`${ns}/events/?page=1&per_page=10&${WINDOW}`);
  });

  it('GET /events?per_page=100 is clamped to 50, in the paging and in the URLs', async () => {
    const res = await list({ per_page: 100, search: 'jazz' });
    expect(res.status).toBe(200);
    expect(res.json.rest_url).toBe(`${ns}/events/?page=1&per_page=50&${WINDOW}&search=jazz`);
    expect(res.json.total_pages).toBe(1);
  });

  it.each(['0', '-1', 'foo', ''])('GET /events?per_page=%j is 400 rest_invalid_param', async (perPage) => {
    const res = await list({ per_page: perPage });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('rest_invalid_param');
    expect(Object.keys(res.json.data.params)).toEqual(['per_page']);
  });

  it('GET /events?page=0 is 400', async () => {
    expect((await list({ page: 0 })).status).toBe(400);
  });

  it('A.3: per_page=0, an unparsable start_date and featured=maybe are reported together', async () => {
    const res = await list({ per_page: 0, start_date: 'before my birthday', featured: 'maybe' });
    expect(res.status).toBe(400);
    expect(res.text).toBe(
      '{"code":"rest_invalid_param","message":"Invalid parameter(s): per_page, start_date, featured","data":{"status":400,' +
        '"params":{"per_page":"Invalid parameter.","start_date":"Invalid parameter.","featured":"featured is not of type boolean."},' +
        '"details":{"featured":{"code":"rest_invalid_type","message":"featured is not of type boolean.","data":{"param":"featured"}}}}}',
    );
  });
});

describe('status filter and visibility by role (§2.3, §4.2.4)', () => {
  const made: Record<string, number> = {};
  beforeAll(async () => {
    made.published = (await create({ title: 'visprobe published' })).id;
    made.draft = (await create({ title: 'visprobe admin draft', status: 'draft' })).id;
    made.pending = (await create({ title: 'visprobe admin pending', status: 'pending' })).id;
    made.private = (await create({ title: 'visprobe admin private', status: 'private' })).id;
    made.future = (await create({ title: 'visprobe future', date: '2024-08-01 00:00' })).id;
    made.authorDraft = (await create({ title: 'visprobe author draft', status: 'draft' }, 'author')).id;
    made.contribDraft = (await create({ title: 'visprobe contributor draft' }, 'contributor')).id;
    made.trashed = (await create({ title: 'visprobe trashed' })).id;
    expect((await srv.call('DELETE', `/events/${made.trashed}`, { as: 'admin' })).status).toBe(200);
    made.hidden = (await create({ title: 'visprobe hidden', hide_from_listings: true })).id;
  });
  const v = (who: Who, extra: Record<string, string> = {}) => ids({ search: 'visprobe', ...extra }, who);

  it('anonymous and subscribers see only published events', async () => {
    expect(await v('anonymous')).toEqual([made.published]);
    expect(await v('subscriber')).toEqual([made.published]);
    expect(await v('anonymous', { status: 'publish' })).toEqual([made.published]);
  });

  it.each(['anonymous', 'subscriber'] as const)(
    '%s GET /events?status=draft is 400 rest_invalid_param',
    async (who) => {
      for (const status of ['draft', 'publish,draft', 'trash']) {
        const res = await list({ status }, who);
        expect(res.status).toBe(400);
        expect(res.json.data.params).toEqual({ status: 'Invalid parameter.' });
      }
    },
  );

  it('status=any is 400 even for an administrator', async () => {
    expect((await list({ status: 'any' }, 'admin')).status).toBe(400);
  });

  it('administrators and editors see every non-trashed status by default', async () => {
    const all = [
      made.published,
      made.draft,
      made.pending,
      made.private,
      made.future,
      made.authorDraft,
      made.contribDraft,
    ].sort((a, b) => a - b);
    expect(await v('admin')).toEqual(all);
    expect(await v('editor')).toEqual(all);
  });

  it("authors and contributors see published items plus their own, never others' drafts", async () => {
    expect(await v('author')).toEqual([made.published, made.authorDraft]);
    expect(await v('contributor')).toEqual([made.published, made.contribDraft]);
    expect(await v('contributor', { status: 'draft' })).toEqual([made.contribDraft]);
  });

  it('trashed events are listed only with status=trash', async () => {
    expect(await v('admin', { status: 'trash' })).toEqual([made.trashed]);
    const res = await list({ search: 'visprobe', status: 'Draft,PENDING' }, 'admin');
    expect(res.json.events.map((e: Json) => e.id)).toEqual([
      made.draft,
      made.pending,
      made.authorDraft,
      made.contribDraft,
    ]);
    expect(res.json.rest_url).toBe(`${ns}/events/?page=1&per_page=10&${WINDOW}&search=visprobe&status=draft%2Cpending`);
  });

  it('hide_from_listings events are never listed, not even with include or for an admin, but stay readable', async () => {
    expect(await v('admin', { include: String(made.hidden) })).toEqual([]);
    expect(await ids({ include: `${made.hidden},${made.published}` }, 'admin')).toEqual([made.published]);
    expect((await srv.call('GET', `/events/${made.hidden}`)).status).toBe(200);
  });

  it('hide_from_listings=true lists them alone (a calev addition: exports hold them), with the same status rules; false is the default', async () => {
    made.hiddenDraft = (await create({ title: 'visprobe hidden draft', hide_from_listings: true, status: 'draft' })).id;
    expect(await v('anonymous', { hide_from_listings: 'true' })).toEqual([made.hidden]);
    expect(await v('admin', { hide_from_listings: 'true' })).toEqual([made.hidden, made.hiddenDraft]);
    expect(await v('admin', { hide_from_listings: 'true', include: `${made.hidden},${made.published}` })).toEqual([
      made.hidden,
    ]);
    expect(await v('anonymous', { hide_from_listings: 'false' })).toEqual(await v('anonymous'));
    const res = await list({ search: 'visprobe', hide_from_listings: 'true' }, 'admin');
    expect([res.json.total, res.json.rest_url]).toEqual([
      2,
      `${ns}/events/?page=1&per_page=10&${WINDOW}&search=visprobe&hide_from_listings=true`,
    ]);
    expect((await list({ hide_from_listings: 'maybe' })).status).toBe(400);
  });

  it('a defaulted status is never written in the links', async () => {
    const res = await list({ search: 'visprobe' }, 'admin');
    expect(res.json.rest_url).toBe(`${ns}/events/?page=1&per_page=10&${WINDOW}&search=visprobe`);
  });
});

describe('include (§4.2.5)', () => {
  it('ignores every date filter and orders by publication date, then id', async () => {
    const far = await create({
      title: 'incprobe far future',
      date: '2024-03-01 00:00',
      start_date: '2031-01-01 10:00',
      end_date: '2031-01-01 11:00',
    });
    const past = await create({
      title: 'incprobe long past',
      date: '2024-01-01 00:00',
      start_date: '2020-01-01 10:00',
      end_date: '2020-01-01 11:00',
    });
    const same = await create({
      title: 'incprobe same pubdate',
      date: '2024-03-01 00:00',
      start_date: '2020-06-01 10:00',
      end_date: '2020-06-01 11:00',
    });
    const venue = await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'incprobe venue' } });
    const query = {
      include: `${same.id},${far.id},${past.id},${venue.json.id},999999`,
      start_date: '2025-01-01',
      strict_dates: 'true',
    };
    const res = await list(query);
    expect(res.status).toBe(200);
    expect(res.json.events.map((e: Json) => e.id)).toEqual([past.id, far.id, same.id]);
    expect(res.json.rest_url).toBe(
      `${ns}/events/?page=1&per_page=10&include=${same.id}%2C${far.id}%2C${past.id}%2C${venue.json.id}%2C999999`,
    );
  });

  it('other filters still apply with include', async () => {
    const a = await create({ title: 'incfilter featured', featured: true });
    const b = await create({ title: 'incfilter plain' });
    expect(await ids({ include: `${a.id},${b.id}`, featured: 'true' })).toEqual([a.id]);
    expect(await ids({ include: `${a.id},${b.id}`, search: 'plain' })).toEqual([b.id]);
  });

  it('include=0 or include=abc is 400', async () => {
    expect((await list({ include: '0' })).status).toBe(400);
    expect((await list({ include: 'abc' })).status).toBe(400);
  });
});

describe('search, terms, venue, organizer, featured and order (§4.2.5)', () => {
  it('search needs every word, case-insensitively, in title, description or excerpt', async () => {
    const both = await create({ title: 'Blue skies', description: 'under a full MOON' });
    const excerpt = await create({ title: 'Night walk', excerpt: 'blue moon rising' });
    await create({ title: 'Blue only' });
    expect(await ids({ search: 'moon   BLUE' })).toEqual([both.id, excerpt.id]);
  });

  it('categories match by slug, id or name, and include descendant categories', async () => {
    const cat = async (name: string, parent = 0) =>
      (await srv.call('POST', '/categories', { as: 'admin', json: { name, parent } })).json.id as number;
    const arts = await cat('Catprobe Arts');
    const theatre = await cat('Catprobe Theatre', arts);
    const opera = await cat('Catprobe Opera', theatre);
    const other = await cat('Catprobe Other');
    const e1 = await create({ title: 'catprobe opera night', categories: [opera] });
    const e2 = await create({ title: 'catprobe arts fair', categories: [arts] });
    await create({ title: 'catprobe other', categories: [other] });
    expect(await ids({ search: 'catprobe', categories: 'catprobe-arts' })).toEqual([e1.id, e2.id]);
    expect(await ids({ search: 'catprobe', categories: String(theatre) })).toEqual([e1.id]);
    expect(await ids({ search: 'catprobe', categories: 'Catprobe Opera' })).toEqual([e1.id]);
    const bad = await list({ categories: 'no-such-category' });
    expect(bad.status).toBe(400);
    expect(bad.json.data.params).toEqual({ categories: 'Invalid parameter.' });
  });

  it('tags match any listed tag by slug or id; an existing tag without events gives an empty 200', async () => {
    const t1 = await create({ title: 'tagprobe one', tags: ['tagprobe-red'] });
    const t2 = await create({ title: 'tagprobe two', tags: ['tagprobe-blue'] });
    const blueId = t2.tags[0].id;
    expect(await ids({ search: 'tagprobe', tags: `tagprobe-red,${blueId}` })).toEqual([t1.id, t2.id]);
    const empty = await srv.call('POST', '/tags', { as: 'admin', json: { name: 'tagprobe-unused' } });
    expect(await ids({ tags: String(empty.json.id) })).toEqual([]);
  });

  it('venue and organizer filters match any of the listed ids; a trashed venue is 400', async () => {
    const v1 = (await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Linkprobe hall' } })).json.id;
    const v2 = (await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Linkprobe barn' } })).json.id;
    const o1 = (await srv.call('POST', '/organizers', { as: 'admin', json: { organizer: 'Linkprobe club' } })).json.id;
    const a = await create({ title: 'linkprobe a', venue: v1, organizer: [o1] });
    const b = await create({ title: 'linkprobe b', venue: v2 });
    await create({ title: 'linkprobe c' });
    expect(await ids({ search: 'linkprobe', venue: `${v1},${v2}` })).toEqual([a.id, b.id]);
    expect(await ids({ search: 'linkprobe', venue: String(v2) })).toEqual([b.id]);
    expect(await ids({ search: 'linkprobe', organizer: String(o1) })).toEqual([a.id]);
    expect((await srv.call('DELETE', `/venues/${v2}`, { as: 'admin' })).status).toBe(200);
    expect((await list({ venue: String(v2) })).status).toBe(400);
    expect((await list({ organizer: String(a.id) })).status).toBe(400);
  });

  it('a list filter left with no item (categories=, include=,, an empty multi-select) filters nothing, as on WordPress', async () => {
    const a = await create({ title: 'emptyprobe a', categories: ['emptyprobe-cat'], tags: ['emptyprobe-tag'] });
    const b = await create({ title: 'emptyprobe b' });
    const all = await ids({ search: 'emptyprobe' });
    expect(all).toEqual([a.id, b.id]);
    for (const name of ['categories', 'tags', 'venue', 'organizer', 'include', 'status'])
      for (const value of ['', ',', ' , '])
        expect(await ids({ search: 'emptyprobe', [name]: value }), `${name}=${JSON.stringify(value)}`).toEqual(all);
    const bracket = await srv.call('GET', '/events?search=emptyprobe&categories[]=', { as: 'anonymous' });
    expect(bracket.json.events.map((e: Json) => e.id)).toEqual(all);
    // the categories list reads an empty include the same way
    const terms = await srv.call('GET', '/categories', { as: 'anonymous', query: { hide_empty: 0 } });
    const emptyInclude = await srv.call('GET', '/categories', {
      as: 'anonymous',
      query: { hide_empty: 0, include: '' },
    });
    expect(emptyInclude.json.total).toBe(terms.json.total);
    expect(terms.json.total).toBeGreaterThan(0);
    // on a write an empty list keeps its meaning: the categories are cleared
    const cleared = await srv.call('POST', `/events/${a.id}`, { as: 'admin', json: { categories: '' } });
    expect(cleared.json.categories).toEqual([]);
  });

  it('ids with leading zeros name the same venue, organizer or event (venue=007 is venue 7)', async () => {
    const v = (await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Zeroprobe hall' } })).json.id;
    const o = (await srv.call('POST', '/organizers', { as: 'admin', json: { organizer: 'Zeroprobe club' } })).json.id;
    const e = await create({ title: 'zeroprobe event', venue: v, organizer: o });
    expect(await ids({ venue: `00${v}` })).toEqual([e.id]);
    expect(await ids({ organizer: `0${o}` })).toEqual([e.id]);
    expect(await ids({ include: `0${e.id}` })).toEqual([e.id]);
    const res = await list({ venue: ` 00${v} ` });
    expect(res.json.rest_url).toBe(`${ns}/events/?page=1&per_page=10&${WINDOW}&venue=00${v}`);
  });

  it('featured=true and featured=false split the events', async () => {
    const f = await create({ title: 'featprobe yes', featured: true });
    const n = await create({ title: 'featprobe no' });
    expect(await ids({ search: 'featprobe', featured: 'true' })).toEqual([f.id]);
    expect(await ids({ search: 'featprobe', featured: '0' })).toEqual([n.id]);
    const res = await list({ search: 'featprobe', featured: 'false' });
    expect(res.json.rest_url).toBe(`${ns}/events/?page=1&per_page=10&${WINDOW}&search=featprobe&featured=false`);
  });

  it('orders by local start_date ascending, then id ascending', async () => {
    const late = await create({
      title: 'orderprobe late',
      start_date: '2024-09-01 10:00',
      end_date: '2024-09-01 11:00',
    });
    const early = await create({
      title: 'orderprobe early',
      start_date: '2024-08-01 10:00',
      end_date: '2024-08-01 11:00',
    });
    const tie = await create({ title: 'orderprobe tie', start_date: '2024-08-01 10:00', end_date: '2024-08-01 10:30' });
    expect(await ids({ search: 'orderprobe' })).toEqual([early.id, tie.id, late.id]);
  });
});
