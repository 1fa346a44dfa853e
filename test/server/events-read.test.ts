// The event representation through real HTTP: Appendix A.1 reproduced id for id, and compared with
// the §3.2 example key by key and byte for byte (API.md §3.2, §3.7, A.1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';

const SPEC_BASE = 'http://127.0.0.1:8080';

// §3.2: `GET /events/60` for the event of Appendix A.1 (copied verbatim from API.md).
const EXAMPLE_GET_60 = String.raw`{"id":60,"global_id":"127.0.0.1?id=60","global_id_lineage":["127.0.0.1?id=60"],"author":"1",
 "status":"publish","date":"2024-07-10 15:30:00","date_utc":"2024-07-10 15:30:00",
 "modified":"2024-07-10 15:30:00","modified_utc":"2024-07-10 15:30:00",
 "url":"http://127.0.0.1:8080/event/jazz-night/",
 "rest_url":"http://127.0.0.1:8080/wp-json/calendar/events/v1/events/60",
 "title":"Jazz Night","description":"<p>Three sets.</p>","excerpt":"","slug":"jazz-night",
 "image":{"url":"https://cdn.example.com/img/jazz.jpg","id":59,"extension":"jpg"},
 "all_day":false,
 "start_date":"2024-07-11 19:00:00","start_date_details":{"year":"2024","month":"07","day":"11","hour":"19","minutes":"00","seconds":"00"},
 "end_date":"2024-07-11 22:00:00","end_date_details":{"year":"2024","month":"07","day":"11","hour":"22","minutes":"00","seconds":"00"},
 "utc_start_date":"2024-07-11 23:00:00","utc_start_date_details":{"year":"2024","month":"07","day":"11","hour":"23","minutes":"00","seconds":"00"},
 "utc_end_date":"2024-07-12 02:00:00","utc_end_date_details":{"year":"2024","month":"07","day":"12","hour":"02","minutes":"00","seconds":"00"},
 "timezone":"America/New_York","timezone_abbr":"EDT",
 "cost":"$15 – $25","cost_details":{"currency_symbol":"$","currency_code":"","currency_position":"prefix","values":["15","25"]},
 "website":"http://127.0.0.1:8080/event/jazz-night/",
 "show_map":false,"show_map_link":false,"hide_from_listings":false,"sticky":false,"featured":false,
 "categories":[
  {"name":"Live Shows","slug":"live-shows","term_group":0,"term_taxonomy_id":7,"taxonomy":"tribe_events_cat","description":"","parent":0,"count":1,"filter":"raw","id":7,
   "urls":{"self":"http://127.0.0.1:8080/wp-json/calendar/events/v1/categories/7","collection":"http://127.0.0.1:8080/wp-json/calendar/events/v1/categories"}},
  {"name":"music","slug":"music","term_group":0,"term_taxonomy_id":3,"taxonomy":"tribe_events_cat","description":"Concerts and gigs","parent":0,"count":4,"filter":"raw","id":3,
   "urls":{"self":"http://127.0.0.1:8080/wp-json/calendar/events/v1/categories/3","collection":"http://127.0.0.1:8080/wp-json/calendar/events/v1/categories"}}],
 "tags":[{"name":"jazz","slug":"jazz","term_group":0,"term_taxonomy_id":8,"taxonomy":"post_tag","description":"","parent":0,"count":1,"filter":"raw","id":8,
   "urls":{"self":"http://127.0.0.1:8080/wp-json/calendar/events/v1/tags/8","collection":"http://127.0.0.1:8080/wp-json/calendar/events/v1/tags"}}],
 "venue":{"id":57,"author":"1","status":"publish","date":"2024-07-10 15:30:00","date_utc":"2024-07-10 15:30:00","modified":"2024-07-10 15:30:00","modified_utc":"2024-07-10 15:30:00",
   "url":"http://127.0.0.1:8080/venue/blue-room/","venue":"Blue Room","slug":"blue-room","address":"1 Main St","city":"Boston",
   "country":"United States","state":"MA","zip":"02108","stateprovince":"MA",
   "json_ld":{"@context":"http://schema.org","@type":"Place","name":"Blue Room","url":"http://127.0.0.1:8080/venue/blue-room/",
     "address":{"@type":"PostalAddress","streetAddress":"1 Main St","addressLocality":"Boston","addressRegion":"MA","postalCode":"02108","addressCountry":"United States"}},
   "show_map":true,"show_map_link":true,"global_id":"127.0.0.1?id=57","global_id_lineage":["127.0.0.1?id=57"]},
 "organizer":[
  {"id":58,"author":"1","status":"publish","date":"2024-07-10 15:30:00","date_utc":"2024-07-10 15:30:00","modified":"2024-07-10 15:30:00","modified_utc":"2024-07-10 15:30:00",
   "url":"http://127.0.0.1:8080/organizer/jazz-society/","organizer":"Jazz Society","slug":"jazz-society","email":"info@jazz.example",
   "json_ld":{"@context":"http://schema.org","@type":"Person","name":"Jazz Society","url":"http://127.0.0.1:8080/organizer/jazz-society/","email":"info@jazz.example"},
   "global_id":"127.0.0.1?id=58","global_id_lineage":["127.0.0.1?id=58"]},
  {"id":12,"author":"1","status":"publish","date":"2024-05-02 09:12:40","date_utc":"2024-05-02 09:12:40","modified":"2024-05-02 09:12:40","modified_utc":"2024-05-02 09:12:40",
   "url":"http://127.0.0.1:8080/organizer/city-arts-council/","organizer":"City Arts Council","slug":"city-arts-council","phone":"+1 617 555 0100","website":"https://arts.example",
   "json_ld":{"@context":"http://schema.org","@type":"Person","name":"City Arts Council","url":"http://127.0.0.1:8080/organizer/city-arts-council/","telephone":"+1 617 555 0100","sameAs":"https://arts.example"},
   "global_id":"127.0.0.1?id=12","global_id_lineage":["127.0.0.1?id=12"]}],
 "custom_fields":[],"post_parent":0,"recurrence":null,"ticketed":false,
 "json_ld":{"@context":"http://schema.org","@type":"Event","name":"Jazz Night","description":"Three sets.",
   "image":"https://cdn.example.com/img/jazz.jpg","url":"http://127.0.0.1:8080/event/jazz-night/",
   "eventAttendanceMode":"https://schema.org/OfflineEventAttendanceMode","eventStatus":"https://schema.org/EventScheduled",
   "startDate":"2024-07-11T19:00:00-04:00","endDate":"2024-07-11T22:00:00-04:00",
   "location":{"@type":"Place","name":"Blue Room","url":"http://127.0.0.1:8080/venue/blue-room/",
     "address":{"@type":"PostalAddress","streetAddress":"1 Main St","addressLocality":"Boston","addressRegion":"MA","postalCode":"02108","addressCountry":"United States"}},
   "organizer":[{"@type":"Person","name":"Jazz Society","url":"http://127.0.0.1:8080/organizer/jazz-society/","email":"info@jazz.example"},
     {"@type":"Person","name":"City Arts Council","url":"http://127.0.0.1:8080/organizer/city-arts-council/","telephone":"+1 617 555 0100","sameAs":"https://arts.example"}],
   "offers":{"@type":"Offer","url":"http://127.0.0.1:8080/event/jazz-night/","price":"15"},
   "performer":"Organization"}}`;

// Appendix A.1, verbatim (the line breaks of the appendix removed).
const A1_FORM = [
  'title=Jazz+Night&description=%3Cp%3EThree+sets.%3C%2Fp%3E',
  '&start_date=tomorrow+7pm&end_date=tomorrow+10pm&timezone=America%2FNew_York',
  '&image=https%3A%2F%2Fcdn.example.com%2Fimg%2Fjazz.jpg&cost=%2415+-+%2425',
  '&categories=music%2CLive+Shows&tags=jazz',
  '&venue[venue]=Blue+Room&venue[address]=1+Main+St&venue[city]=Boston',
  '&venue[country]=United+States&venue[state]=MA&venue[zip]=02108',
  '&organizer[0][organizer]=Jazz+Society&organizer[0][email]=info%40jazz.example&organizer[1]=12',
].join('');

type Json = Record<string, any>;

/** Deletes json_ld keys at every depth (the create response has none, §3.2 / A.1). */
function withoutJsonLd(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutJsonLd);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'json_ld')
        .map(([k, v]) => [k, withoutJsonLd(v)]),
    );
  }
  return value;
}

let srv: TestServer;
let clock = new Date('2024-05-02T09:12:40Z');
let expected: Json;
let created: { status: number; text: string; json: Json };

async function ok(method: string, path: string, body: Json, status = 201): Promise<Json> {
  const res = await srv.call(method, path, { as: 'admin', json: body });
  expect(res.status, res.text).toBe(status);
  return res.json;
}

/** Builds the store A.1 assumes: music = category 3 with 3 other published events, organizer 12. */
async function seedAppendixStore(): Promise<void> {
  for (const name of ['seed-1', 'seed-2']) await ok('POST', '/tags', { name });
  expect((await ok('POST', '/categories', { name: 'music', description: 'Concerts and gigs' })).id).toBe(3);
  for (const name of ['seed-4', 'seed-5', 'seed-6']) await ok('POST', '/tags', { name });
  for (let i = 1; i <= 11; i++) await ok('POST', '/venues', { venue: `Seed venue ${i}` });
  const council = await ok('POST', '/organizers', {
    organizer: 'City Arts Council',
    phone: '+1 617 555 0100',
    website: 'https://arts.example',
  });
  expect(council.id).toBe(12);
  for (let i = 1; i <= 3; i++) {
    await ok('POST', '/events', {
      title: `Seed concert ${i}`,
      start_date: '2024-06-01 20:00',
      end_date: '2024-06-01 22:00',
      categories: ['music'],
    });
  }
  for (let i = 16; i <= 56; i++) await ok('POST', '/venues', { venue: `Seed venue ${i}` });
}

beforeAll(async () => {
  srv = await startTestServer({ clock: () => clock });
  expected = JSON.parse(EXAMPLE_GET_60.replaceAll(SPEC_BASE, srv.base));
  await seedAppendixStore();
  clock = new Date('2024-07-10T15:30:00Z');
  created = await srv.call('POST', '/events', { as: 'admin', form: A1_FORM });
});
afterAll(() => srv.stop());

describe('POST /events with the form body of Appendix A.1', () => {
  it('is 201 and creates venue 57, organizer 58, image 59, Live Shows 7, jazz 8 and event 60', () => {
    expect(created.status, created.text).toBe(201);
    const e = created.json;
    expect([e.id, e.venue.id, e.organizer[0].id, e.image.id]).toEqual([60, 57, 58, 59]);
    expect(e.categories.map((t: Json) => [t.name, t.id])).toEqual([
      ['Live Shows', 7],
      ['music', 3],
    ]);
    expect(e.tags.map((t: Json) => [t.name, t.id])).toEqual([['jazz', 8]]);
  });

  it('answers the §3.2 example without any json_ld, byte for byte', () => {
    expect(created.json).toEqual(withoutJsonLd(expected));
    expect(created.text).toBe(JSON.stringify(withoutJsonLd(expected)));
  });
});

describe('GET /events/60 after Appendix A.1', () => {
  let res: Awaited<ReturnType<TestServer['call']>>;
  beforeAll(async () => {
    res = await srv.call('GET', '/events/60');
  });

  it('is 200 with the §3.2 example, key by key', () => {
    expect(res.status).toBe(200);
    expect(res.json).toEqual(expected);
  });

  it('keeps the §3.2 key order (44 keys with the recurrence of §7.1, json_ld last) and is byte-identical to the example', () => {
    expect(Object.keys(res.json)).toEqual(Object.keys(expected));
    expect(Object.keys(res.json)).toHaveLength(44);
    expect(res.text).toBe(JSON.stringify(expected));
  });

  it('embeds the venue and the organizers with their own json_ld on a single GET', () => {
    expect(res.json.venue.json_ld['@type']).toBe('Place');
    expect(res.json.organizer.map((o: Json) => o.json_ld['@type'])).toEqual(['Person', 'Person']);
  });

  it('GET /events/by-slug/jazz-night gives the same body as GET /events/60', async () => {
    const bySlug = await srv.call('GET', '/events/by-slug/JAZZ-NIGHT');
    expect(bySlug.status).toBe(200);
    expect(bySlug.text).toBe(res.text);
  });

  it('a list item of the same event has no json_ld anywhere', async () => {
    const list = await srv.call('GET', '/events', { query: { include: '60' } });
    expect(list.json.events).toEqual([withoutJsonLd(expected)]);
  });
});

describe('sending Appendix A.1 again', () => {
  it('creates jazz-night-2 and reuses venue 57, organizer 58 and image 59', async () => {
    const again = await srv.call('POST', '/events', { as: 'admin', form: A1_FORM });
    expect(again.status).toBe(201);
    expect(again.json.id).toBe(61);
    expect(again.json.slug).toBe('jazz-night-2');
    expect(again.json.url).toBe(`${srv.base}/event/jazz-night-2/`);
    expect(again.json.website).toBe(`${srv.base}/event/jazz-night-2/`);
    expect(again.json.venue.id).toBe(57);
    expect(again.json.organizer.map((o: Json) => o.id)).toEqual([58, 12]);
    expect(again.json.image).toEqual({ url: 'https://cdn.example.com/img/jazz.jpg', id: 59, extension: 'jpg' });
    const music = again.json.categories.find((t: Json) => t.slug === 'music');
    expect(music.count).toBe(5);
  });

  it('the same request as JSON (categories and organizer as arrays) gives the same representation', async () => {
    const res = await srv.call('POST', '/events', {
      as: 'admin',
      json: {
        title: 'Jazz Night',
        description: '<p>Three sets.</p>',
        start_date: 'tomorrow 7pm',
        end_date: 'tomorrow 10pm',
        timezone: 'America/New_York',
        image: 'https://cdn.example.com/img/jazz.jpg',
        cost: '$15 - $25',
        categories: ['music', 'Live Shows'],
        tags: ['jazz'],
        venue: {
          venue: 'Blue Room',
          address: '1 Main St',
          city: 'Boston',
          country: 'United States',
          state: 'MA',
          zip: '02108',
        },
        organizer: [{ organizer: 'Jazz Society', email: 'info@jazz.example' }, 12],
      },
    });
    expect(res.status).toBe(201);
    expect(res.json.id).toBe(62);
    // everything but the id-, slug- and count-dependent keys equals the first creation
    const perEvent = new Set([
      'id',
      'global_id',
      'global_id_lineage',
      'url',
      'rest_url',
      'slug',
      'website',
      'categories',
      'tags',
    ]);
    const strip = (e: Json) => Object.fromEntries(Object.entries(e).filter(([k]) => !perEvent.has(k)));
    expect(strip(res.json)).toEqual(strip(withoutJsonLd(expected) as Json));
    expect(res.json.slug).toBe('jazz-night-3');
  });
});
