// Odd JSON values for every venue, organizer, term and link argument: always a 2xx or a 400, never a 500,
// and a 400 stores nothing (API.md §1.10, §1.11, §5.1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');

const ODD: unknown[] = [
  '',
  ' ',
  '0',
  0,
  -1,
  1.5,
  true,
  false,
  [],
  [''],
  [null],
  [[]],
  {},
  { a: 1 },
  '💥',
  'x'.repeat(5000),
  '1e3',
  '0x10',
  [1, 'a', {}],
];

let srv: TestServer;
let venueId: number;
let eventId: number;
let categoryId: number;

beforeAll(async () => {
  srv = await startTestServer({ clock });
  venueId = (await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Odd Venue' } })).json.id;
  eventId = (
    await srv.call('POST', '/events', {
      as: 'admin',
      json: { title: 'Odd', start_date: '2024-08-01', end_date: '2024-08-01' },
    })
  ).json.id;
  categoryId = (await srv.call('POST', '/categories', { as: 'admin', json: { name: 'Odd Category' } })).json.id;
});
afterAll(() => srv.stop());

function snapshot() {
  const store = srv.server.app.store;
  return JSON.stringify({
    seq: store.sequences(),
    v: store.all('venues'),
    o: store.all('organizers'),
    e: store.all('events'),
    c: store.all('categories'),
    t: store.all('tags'),
  });
}

async function expectNo500(method: string, path: string, json: Record<string, unknown>) {
  const before = snapshot();
  const res = await srv.call(method, path, { as: 'admin', json });
  expect([path, JSON.stringify(json).slice(0, 80), res.status < 500]).toEqual([
    path,
    JSON.stringify(json).slice(0, 80),
    true,
  ]);
  if (res.status === 400) expect(snapshot()).toBe(before);
  return res;
}

describe('odd values never give a 500', () => {
  const venueArgs = [
    'venue',
    'description',
    'status',
    'show_map',
    'address',
    'country',
    'stateprovince',
    'website',
    'image',
    'geo_lat',
    'author',
    'date',
  ];
  it.each(venueArgs)('PATCH /venues/{id} with odd %s', async (name) => {
    for (const value of ODD) await expectNo500('PATCH', `/venues/${venueId}`, { [name]: value });
  });

  it.each(['organizer', 'phone', 'email', 'website', 'status'])('POST /organizers with odd %s', async (name) => {
    for (const value of ODD) await expectNo500('POST', '/organizers', { organizer: 'Odd Org', [name]: value });
  });

  it.each(['name', 'slug', 'description', 'parent'])('PATCH /categories/{id} with odd %s', async (name) => {
    for (const value of ODD) await expectNo500('PATCH', `/categories/${categoryId}`, { [name]: value });
  });

  it.each(['venue', 'organizer', 'categories', 'tags'])(
    'PATCH /events/{id} with odd %s, bare and nested',
    async (name) => {
      const nameKey = name === 'organizer' ? 'organizer' : 'venue';
      for (const value of ODD) {
        await expectNo500('PATCH', `/events/${eventId}`, { [name]: value });
        await expectNo500('PATCH', `/events/${eventId}`, { [name]: { [nameKey]: value } });
        await expectNo500('PATCH', `/events/${eventId}`, { [name]: [{ [nameKey]: 'Nested Odd', id: value }] });
      }
    },
  );

  it.each(['search', 'event', 'has_events', 'only_with_upcoming', 'status', 'page', 'per_page'])(
    'GET /venues and /organizers with odd %s',
    async (name) => {
      for (const value of ODD) {
        for (const path of ['/venues', '/organizers']) {
          const res = await srv.call('POST', path, {
            as: 'admin',
            headers: { 'x-http-method-override': 'GET' },
            json: { [name]: value },
          });
          expect([path, name, res.status < 500]).toEqual([path, name, true]);
          if (res.status === 200) expect(Object.keys(res.json)[0]).toBe(path.slice(1));
        }
      }
    },
  );

  it.each(['search', 'include', 'exclude', 'order', 'orderby', 'hide_empty', 'parent', 'post', 'event', 'slug'])(
    'GET /categories with odd %s',
    async (name) => {
      for (const value of ODD) {
        const res = await srv.call('POST', '/categories', {
          as: 'admin',
          headers: { 'x-http-method-override': 'GET' },
          json: { [name]: value },
        });
        expect([name, res.status < 500]).toEqual([name, true]);
        if (res.status === 200) expect(res.json.categories).toBeInstanceOf(Array);
      }
    },
  );
});
