// Index-backed event lists and cached representations through real HTTP: the answers must be
// exactly what a scan of every event gives (API.md §4.2), a locked event's hidden texts must not
// be searchable (§2.4), and a cached event must change as soon as anything it shows changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type Who } from '../support/server.js';

type Json = Record<string, any>;

let srv: TestServer;
const clock = new Date('2024-07-10T15:30:00Z');

async function create(body: Json, as: Who = 'admin'): Promise<Json> {
  const res = await srv.call('POST', '/events', { as, json: body });
  expect(res.status, res.text).toBe(201);
  return res.json;
}

const list = (query: Record<string, string | number | boolean>, as: Who = 'anonymous') =>
  srv.call('GET', '/events', { as, query });

beforeAll(async () => {
  srv = await startTestServer({ clock: () => clock });
});
afterAll(() => srv.stop());

describe('GET /events?search= on a password-protected event (§2.4)', () => {
  beforeAll(async () => {
    const e = await create({
      title: 'Members rehearsal',
      description: 'The secret setlist: zanzibar',
      excerpt: 'quokka notes',
      start_date: '2024-07-12 18:00',
      end_date: '2024-07-12 20:00',
    });
    expect((await srv.call('POST', `/events/${e.id}`, { as: 'admin', json: { password: 's3cret' } })).status).toBe(200);
  });

  it('GET /events?search=zanzibar as anonymous does not find the locked event by its hidden description', async () => {
    const res = await list({ search: 'zanzibar' });
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(0);
  });

  it('GET /events?search=quokka as anonymous does not find it by its hidden excerpt either', async () => {
    expect((await list({ search: 'quokka' })).json.total).toBe(0);
  });

  it('GET /events?search=rehearsal as anonymous finds it by its title, masked', async () => {
    const res = await list({ search: 'rehearsal' });
    expect(res.json.events.map((e: Json) => e.title)).toEqual(['Members rehearsal']);
    expect(res.json.events[0].description).toBe('');
  });

  it('GET /events?search=members zanzibar as anonymous needs every word in the title', async () => {
    expect((await list({ search: 'members zanzibar' })).json.total).toBe(0);
  });

  it('GET /events?search= of white space alone lists what no search lists (no word to miss), as /venues does', async () => {
    const all = await list({ start_date: '2024-07-01' });
    expect(all.json.total).toBeGreaterThan(0);
    const blank = await list({ start_date: '2024-07-01', search: '  ' });
    expect([blank.status, blank.json.total]).toEqual([200, all.json.total]);
    expect(blank.json.events.map((e: Json) => e.id)).toEqual(all.json.events.map((e: Json) => e.id));
  });

  it('GET /events?search=zanzibar as an editor (who unlocks it) finds it by its description', async () => {
    const res = await list({ search: 'zanzibar' }, 'editor');
    expect(res.json.events.map((e: Json) => e.title)).toEqual(['Members rehearsal']);
    expect(res.json.events[0].description).toBe('The secret setlist: zanzibar');
  });
});

describe('cached event representations follow every change they show', () => {
  it('GET /events/{id} shows a renamed category, an edited venue, a new count and a new organizer name', async () => {
    const cat = (await srv.call('POST', '/categories', { as: 'admin', json: { name: 'Cache probe' } })).json;
    const venue = (await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Cache hall', city: 'Lyon' } }))
      .json;
    const org = (await srv.call('POST', '/organizers', { as: 'admin', json: { organizer: 'Cache club' } })).json;
    const e = await create({
      title: 'Cache probe event',
      start_date: '2024-08-01 10:00',
      end_date: '2024-08-01 11:00',
      categories: [cat.id],
      venue: venue.id,
      organizer: [org.id],
    });
    const read = async () => (await srv.call('GET', `/events/${e.id}`)).json;
    const listed = async () => (await list({ categories: cat.slug })).json.events[0];
    expect((await read()).categories[0]).toMatchObject({ name: 'Cache probe', count: 1 });
    expect((await listed()).venue.city).toBe('Lyon');

    await srv.call('POST', `/categories/${cat.id}`, { as: 'admin', json: { name: 'Cache renamed' } });
    expect((await read()).categories[0].name).toBe('Cache renamed');
    expect((await listed()).categories[0].name).toBe('Cache renamed');

    await srv.call('POST', `/venues/${venue.id}`, { as: 'admin', json: { city: 'Paris' } });
    expect((await read()).venue.city).toBe('Paris');
    expect((await listed()).venue.city).toBe('Paris');

    await create({
      title: 'Second in cache probe',
      start_date: '2024-08-02 10:00',
      end_date: '2024-08-02 11:00',
      categories: [cat.id],
    });
    expect((await read()).categories[0].count).toBe(2);
    expect((await listed()).categories[0].count).toBe(2);

    await srv.call('POST', `/organizers/${org.id}`, { as: 'admin', json: { organizer: 'Cache society' } });
    expect((await read()).organizer[0].organizer).toBe('Cache society');

    await srv.call('DELETE', `/venues/${venue.id}`, { as: 'admin' });
    expect((await read()).venue).toEqual([]);
  });

  it('GET /events/{id} in French after GET in English gives the French texts (one cache entry per language)', async () => {
    const e = await create({ title: 'Bilingual probe', start_date: '2024-08-03 10:00', end_date: '2024-08-03 11:00' });
    await srv.call('POST', `/events/${e.id}`, {
      as: 'admin',
      json: { title: 'Sonde bilingue', translation_language: 'fr' },
    });
    expect((await srv.call('GET', `/events/${e.id}`)).json.title).toBe('Bilingual probe');
    expect((await srv.call('GET', `/events/${e.id}`, { query: { translation_language: 'fr' } })).json.title).toBe(
      'Sonde bilingue',
    );
    const fr = await srv.call('GET', `/fr/wp-json/calendar/events/v1/events/${e.id}`, { raw: true });
    expect(fr.json.url).toContain('/fr/event/');
  });
});

describe('GET /events from the indexes agrees with a scan of every event', () => {
  const titles: string[] = [];
  const events: Json[] = [];

  beforeAll(async () => {
    const music = (await srv.call('POST', '/categories', { as: 'admin', json: { name: 'Index music' } })).json;
    const jazz = (
      await srv.call('POST', '/categories', { as: 'admin', json: { name: 'Index jazz', parent: music.id } })
    ).json;
    const venue = (await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Index hall' } })).json;
    // days around the default window's edges (yesterday … two years ahead), one long festival
    // that starts before the window and ends inside it, drafts, hidden and protected events
    const plan: Array<[string, string, Json]> = [
      ['2024-07-08 10:00', '2024-07-08 11:00', {}],
      ['2024-07-09 00:00', '2024-07-09 01:00', { categories: [jazz.id] }],
      ['2024-07-09 23:00', '2024-07-11 02:00', { categories: [music.id], venue: venue.id }],
      ['2024-07-05 10:00', '2024-07-20 10:00', { categories: [jazz.id] }],
      ['2024-07-15 10:00', '2024-07-15 12:00', { status: 'draft', categories: [jazz.id] }],
      ['2024-07-15 10:00', '2024-07-15 12:00', { hide_from_listings: true, categories: [jazz.id] }],
      ['2024-07-16 10:00', '2024-07-16 12:00', { venue: venue.id, featured: true }],
      ['2026-07-10 23:00', '2026-07-10 23:59', { categories: [jazz.id] }],
      ['2026-07-10 23:00', '2026-07-11 00:30', { categories: [jazz.id] }],
      ['2026-07-11 00:00', '2026-07-11 01:00', {}],
      ['2024-07-16 10:00', '2024-07-16 12:00', { status: 'private' }],
    ];
    for (const [i, [start_date, end_date, extra]] of plan.entries()) {
      const title = `Index probe ${String(i).padStart(2, '0')}`;
      titles.push(title);
      events.push(await create({ title, start_date, end_date, ...extra }));
    }
  });

  /** what a full scan answers: the §4.2 filters applied to every event, in list order */
  function expected(filter: (e: Json) => boolean): string[] {
    return events
      .filter((e) => !e.hide_from_listings && filter(e))
      .sort((a, b) => (a.start_date < b.start_date ? -1 : a.start_date > b.start_date ? 1 : a.id - b.id))
      .map((e) => e.title);
  }

  const inWindow = (e: Json, from = '2024-07-09 00:00:00', to = '2026-07-10 23:59:59') =>
    e.start_date >= from && e.end_date <= to;
  const probes = (res: { json: Json }) =>
    res.json.events.map((e: Json) => e.title).filter((t: string) => titles.includes(t));

  it('GET /events (anonymous, default window) lists published events starting in the window and ending by its end', async () => {
    const res = await list({ per_page: 50, search: 'index probe' });
    expect(probes(res)).toEqual(expected((e) => e.status === 'publish' && inWindow(e)));
    const plain = await list({ per_page: 50 });
    expect(probes(plain)).toEqual(expected((e) => e.status === 'publish' && inWindow(e)));
  });

  it('GET /events as an editor lists every status but trash; totals match the pages', async () => {
    const all = await list({ per_page: 50 }, 'editor');
    expect(probes(all)).toEqual(expected((e) => e.status !== 'trash' && inWindow(e)));
    const first = await list({ per_page: 3 }, 'editor');
    expect(first.json.total).toBe(all.json.total);
    expect(first.json.total_pages).toBe(Math.ceil(all.json.total / 3));
    const pages: string[] = [];
    for (let page = 1; page <= first.json.total_pages; page++)
      pages.push(...(await list({ per_page: 3, page }, 'editor')).json.events.map((e: Json) => e.title));
    expect(pages).toEqual(all.json.events.map((e: Json) => e.title));
  });

  it('GET /events?categories=<parent> includes descendants; a single category uses its own lists', async () => {
    const music = events[2].categories[0];
    const jazz = events[1].categories[0];
    expect(probes(await list({ categories: music.slug, per_page: 50 }))).toEqual(
      expected((e) => e.status === 'publish' && inWindow(e) && e.categories.length > 0),
    );
    const onlyJazz = await list({ categories: jazz.slug, per_page: 2 }, 'editor');
    const jazzAll = expected(
      (e) => e.status !== 'trash' && inWindow(e) && e.categories.some((c: Json) => c.id === jazz.id),
    );
    expect(onlyJazz.json.total).toBe(jazzAll.length);
    expect(onlyJazz.json.events.map((e: Json) => e.title)).toEqual(jazzAll.slice(0, 2));
  });

  it('GET /events?venue=…&start_date=…&end_date=…&strict_dates=1 and starts_before/after bounds', async () => {
    const venue = events[2].venue.id;
    const res = await list({ venue, start_date: '2024-07-09 22:00', end_date: '2024-07-16 12:00', strict_dates: 1 });
    expect(res.json.events.map((e: Json) => e.title)).toEqual(
      expected(
        (e) =>
          e.status === 'publish' && e.venue?.id === venue && inWindow(e, '2024-07-09 22:00:00', '2024-07-16 12:00:00'),
      ),
    );
    const after = await list({ starts_after: '2024-07-09', starts_before: '2024-07-16', per_page: 50 }, 'editor');
    expect(probes(after)).toEqual(
      expected(
        (e) => e.status !== 'trash' && e.start_date > '2024-07-09 23:59:59' && e.start_date < '2024-07-16 23:59:59',
      ),
    );
  });

  it('GET /events?page beyond the last is 404; page 1 of an empty window is 200', async () => {
    expect((await list({ start_date: '2030-01-01', end_date: '2030-01-02' })).json).toMatchObject({
      events: [],
      total: 0,
      total_pages: 0,
    });
    expect((await list({ start_date: '2030-01-01', end_date: '2030-01-02', page: 2 })).status).toBe(404);
  });
});
