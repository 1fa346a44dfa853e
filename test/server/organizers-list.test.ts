// GET /organizers (API.md §4.1, §4.3) and organizer trash/permissions (§2.2, §5.9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type Who } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');

let srv: TestServer;
const ids: Record<string, number> = {};
const events: Record<string, number> = {};

async function organizer(key: string, json: Record<string, unknown>, as: Who = 'admin'): Promise<number> {
  const res = await srv.call('POST', '/organizers', { as, json });
  expect(res.status).toBe(201);
  ids[key] = res.json.id;
  return res.json.id;
}

async function event(key: string, json: Record<string, unknown>): Promise<number> {
  const res = await srv.call('POST', '/events', {
    as: 'admin',
    json: { title: key, start_date: '2024-08-01 10:00', end_date: '2024-08-01 12:00', ...json },
  });
  expect(res.status).toBe(201);
  events[key] = res.json.id;
  return res.json.id;
}

const names = (body: { organizers: Array<{ organizer: string }> }) => body.organizers.map((o) => o.organizer);

beforeAll(async () => {
  srv = await startTestServer({ clock });
  await organizer('jazz', { organizer: 'Jazz Society', email: 'info@jazz.example', date: '2024-01-01' });
  await organizer('arts', {
    organizer: 'City Arts Council',
    phone: '+1 617 555 0100',
    website: 'https://arts.example',
    date: '2024-02-01',
  });
  await organizer('choir', { organizer: 'Choir', description: 'Sings JAZZ standards', date: '2024-03-01' });
  await organizer('lonely', { organizer: 'Lonely', date: '2024-04-01' });
  await organizer('draft', { organizer: 'Draft Org', status: 'draft', date: '2024-05-01' });
  await event('upcoming', { organizer: [ids.jazz, ids.arts] });
  await event('past', { organizer: ids.choir, start_date: '2024-07-01 10:00', end_date: '2024-07-01 11:00' });
  await event('hidden', { organizer: `${ids.choir}`, hide_from_listings: true, status: 'draft' });
});
afterAll(() => srv.stop());

describe('GET /organizers', () => {
  it('lists published organizers by publication date desc; envelope keys in order', async () => {
    const res = await srv.call('GET', '/organizers');
    expect(res.status).toBe(200);
    expect(names(res.json)).toEqual(['Lonely', 'Choir', 'City Arts Council', 'Jazz Society']);
    expect(Object.keys(res.json)).toEqual(['organizers', 'rest_url', 'total', 'total_pages']);
    expect(res.json.rest_url).toBe(`${srv.ns}/organizers/?page=1&per_page=10`);
    expect('json_ld' in res.json.organizers[0]).toBe(false);
  });

  it.each([
    ['name and description', 'jazz', ['Choir', 'Jazz Society']],
    ['email', '@JAZZ.example', ['Jazz Society']],
    ['phone', '555 0100', ['City Arts Council']],
    ['website', 'arts.example', ['City Arts Council']],
    ['slug (not searched)', 'city-arts', []],
  ])('search on %s', async (_label, search, expected) => {
    const res = await srv.call('GET', '/organizers', { query: { search } });
    expect(names(res.json)).toEqual(expected);
    expect(res.json.total).toBe(expected.length);
  });

  it('event filter, has_events and only_with_upcoming', async () => {
    expect(names((await srv.call('GET', '/organizers', { query: { event: events.upcoming } })).json)).toEqual([
      'City Arts Council',
      'Jazz Society',
    ]);
    expect(names((await srv.call('GET', '/organizers', { query: { has_events: 'true' } })).json)).toEqual([
      'Choir',
      'City Arts Council',
      'Jazz Society',
    ]);
    expect(names((await srv.call('GET', '/organizers', { query: { has_events: 'false' } })).json)).toEqual(['Lonely']);
    expect(names((await srv.call('GET', '/organizers', { query: { only_with_upcoming: 'true' } })).json)).toEqual([
      'City Arts Council',
      'Jazz Society',
    ]);
    // the administrator also reads the draft upcoming (hidden) event linked to Choir
    expect(
      names((await srv.call('GET', '/organizers', { as: 'admin', query: { only_with_upcoming: 'true' } })).json),
    ).toEqual(['Choir', 'City Arts Council', 'Jazz Society']);
  });

  it('paging links keep search and false flags; page beyond the last is 404 organizer-archive-page-not-found', async () => {
    const res = await srv.call('GET', '/organizers', {
      query: { search: 'o', has_events: '0', only_with_upcoming: 'off', per_page: 1 },
    });
    expect(names(res.json)).toEqual(['Lonely']);
    expect(res.json.rest_url).toBe(
      `${srv.ns}/organizers/?page=1&per_page=1&search=o&has_events=false&only_with_upcoming=false`,
    );
    const beyond = await srv.call('GET', '/organizers', {
      query: { search: 'o', has_events: '0', page: 2, per_page: 1 },
    });
    expect(beyond.status).toBe(404);
    expect(beyond.json).toEqual({
      code: 'organizer-archive-page-not-found',
      message: 'The requested organizer archive page does not exist',
      data: { status: 404 },
    });
  });

  it('status filter: draft for the administrator, 400 for anonymous callers', async () => {
    expect(names((await srv.call('GET', '/organizers', { as: 'admin', query: { status: 'draft' } })).json)).toEqual([
      'Draft Org',
    ]);
    expect((await srv.call('GET', '/organizers', { query: { status: 'draft' } })).status).toBe(400);
    expect((await srv.call('GET', '/organizers', { query: { status: 'PUBLISH' } })).status).toBe(200);
  });
});

describe('DELETE /organizers/{id}', () => {
  it('trashes, unlinks from events (others keep their order), 410 again, restore does not relink', async () => {
    const a = await organizer('a', { organizer: 'Del A' });
    const b = await organizer('b', { organizer: 'Del B' });
    const c = await organizer('c', { organizer: 'Del C' });
    const e = await event('three', { organizer: [c, a, b] });
    const del = await srv.call('DELETE', `/organizers/${a}`, { as: 'admin' });
    expect(del.status).toBe(200);
    expect(del.json.status).toBe('trash');
    expect(del.json.slug).toBe('del-a__trashed');
    expect((await srv.call('GET', `/events/${e}`)).json.organizer.map((o: { id: number }) => o.id)).toEqual([c, b]);
    const again = await srv.call('DELETE', `/organizers/${a}`, { as: 'admin' });
    expect(again.status).toBe(410);
    expect(again.json).toEqual({
      code: 'organizer-is-in-trash',
      message: 'The organizer is already trashed',
      data: { status: 410 },
    });
    const restored = await srv.call('PATCH', `/organizers/${a}`, { as: 'admin', json: { status: 'publish' } });
    expect(restored.json.status).toBe('publish');
    expect(restored.json.slug).toBe('del-a');
    expect((await srv.call('GET', `/events/${e}`)).json.organizer.map((o: { id: number }) => o.id)).toEqual([c, b]);
  });

  it('missing organizer: 400 for everyone', async () => {
    for (const who of ['admin', 'anonymous'] as const) {
      const res = await srv.call('DELETE', '/organizers/987654', { as: who });
      expect(res.status).toBe(400);
      expect(res.json.data.params).toEqual({ id: 'Invalid parameter.' });
    }
  });

  it('a trashed organizer is readable by the administrator and 403 organizer-not-accessible anonymously', async () => {
    const id = await organizer('t', { organizer: 'Trash Read' });
    await srv.call('DELETE', `/organizers/${id}`, { as: 'admin' });
    expect((await srv.call('GET', `/organizers/${id}`, { as: 'admin' })).json.status).toBe('trash');
    expect((await srv.call('GET', `/organizers/${id}`)).json.code).toBe('organizer-not-accessible');
  });
});

describe('organizer permissions (§2.2)', () => {
  it.each<[Who, number, number]>([
    ['admin', 200, 200],
    ['editor', 200, 200],
    ['author', 403, 200],
    ['contributor', 403, 403],
    ['subscriber', 403, 403],
    ['anonymous', 401, 401],
  ])("%s: others' published organizer → %i, own published organizer → %i", async (who, others, own) => {
    const theirs = await organizer(`p-${who}`, { organizer: `Perm Theirs ${who}` }, 'admin');
    expect((await srv.call('PATCH', `/organizers/${theirs}`, { as: who, json: { phone: '1' } })).status).toBe(others);
    expect((await srv.call('DELETE', `/organizers/${theirs}`, { as: who })).status).toBe(others);
    if (who === 'subscriber' || who === 'anonymous') return;
    const mine = await organizer(`m-${who}`, { organizer: `Perm Mine ${who}` }, who);
    // a contributor's own organizer is a draft: publish it to test "only while draft or pending"
    if (who === 'contributor')
      await srv.call('PATCH', `/organizers/${mine}`, { as: 'admin', json: { status: 'publish' } });
    expect((await srv.call('PATCH', `/organizers/${mine}`, { as: who, json: { phone: '2' } })).status).toBe(own);
    expect((await srv.call('DELETE', `/organizers/${mine}`, { as: who })).status).toBe(own);
  });

  it('a contributor edits and trashes their own pending organizer', async () => {
    const id = await organizer('cp', { organizer: 'Contrib Pending', status: 'pending' }, 'contributor');
    expect((await srv.call('PATCH', `/organizers/${id}`, { as: 'contributor', json: { phone: '3' } })).status).toBe(
      200,
    );
    expect((await srv.call('DELETE', `/organizers/${id}`, { as: 'contributor' })).status).toBe(200);
  });
});
