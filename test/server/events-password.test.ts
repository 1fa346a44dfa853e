// Reading, protecting, trashing and restoring single events through real HTTP (API.md §2.3, §2.4,
// §5.9, A.3, A.4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type Who } from '../support/server.js';

type Json = Record<string, any>;

let srv: TestServer;
let clock = new Date('2024-07-10T15:30:00Z');

const WHEN = { start_date: '2024-07-20 10:00', end_date: '2024-07-20 12:00' };

async function create(body: Json, as: Who = 'admin'): Promise<Json> {
  const res = await srv.call('POST', '/events', { as, json: { ...WHEN, ...body } });
  expect(res.status, res.text).toBe(201);
  return res.json;
}

const get = (path: string, as: Who = 'anonymous', query?: Record<string, string>) =>
  srv.call('GET', path, { as, query });

const error = (code: string, message: string, status: number) => JSON.stringify({ code, message, data: { status } });

beforeAll(async () => {
  srv = await startTestServer({ clock: () => clock });
});
afterAll(() => srv.stop());

describe('single event errors (§2.3, A.3)', () => {
  it('GET /events/987654 is 404 rest-event-not-found naming the id, in English and in French', async () => {
    const en = await get('/events/987654');
    expect(en.status).toBe(404);
    expect(en.text).toBe(error('rest-event-not-found', 'Event with ID 987654 does not exist.', 404));
    const fr = await srv.call('GET', '/fr/wp-json/calendar/events/v1/events/987654', { raw: true });
    expect(fr.text).toBe(error('rest-event-not-found', 'L’événement avec l’ID 987654 n’existe pas.', 404));
  });

  it('GET /events/{id} of a venue, an organizer or an image is 400 rest-invalid-event-id', async () => {
    const venue = (await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Read probe hall' } })).json.id;
    const organizer = (await srv.call('POST', '/organizers', { as: 'admin', json: { organizer: 'Read probe club' } }))
      .json.id;
    const image = (await create({ title: 'Read probe image', image: 'https://img.example.com/read.png' })).image.id;
    for (const id of [venue, organizer, image]) {
      const res = await get(`/events/${id}`);
      expect(res.status).toBe(400);
      expect(res.text).toBe(error('rest-invalid-event-id', 'The specified ID is not a valid event.', 400));
      expect((await srv.call('DELETE', `/events/${id}`, { as: 'admin' })).json.code).toBe('rest-invalid-event-id');
    }
  });

  it('a draft is 403 event-not-accessible to anonymous, subscribers and other authors; readable by its owner and editors', async () => {
    const draft = await create({ title: 'Author draft read', status: 'draft' }, 'author');
    for (const who of ['anonymous', 'subscriber', 'contributor'] as const) {
      const res = await get(`/events/${draft.id}`, who);
      expect(res.status).toBe(403);
      expect(res.text).toBe(error('event-not-accessible', 'The requested event is not accessible', 403));
    }
    for (const who of ['author', 'editor', 'admin'] as const)
      expect((await get(`/events/${draft.id}`, who)).status).toBe(200);
    expect((await get('/events/by-slug/author-draft-read')).json.code).toBe('event-not-accessible');
  });

  it('an unknown slug is 400 rest_invalid_param on GET and DELETE', async () => {
    const res = await get('/events/by-slug/no-such-slug-here');
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('rest_invalid_param');
    expect((await srv.call('DELETE', '/events/by-slug/no-such-slug-here', { as: 'admin' })).status).toBe(400);
  });
});

describe('DELETE, trash and restore (§5.9)', () => {
  it('DELETE moves to trash: 200 with the trashed event; again 410; GET 403 for everyone', async () => {
    const e = await create({ title: 'Trash me' });
    clock = new Date('2024-07-10T15:40:00Z');
    const del = await srv.call('DELETE', `/events/${e.id}`, { as: 'admin', query: { force: 'true' } });
    expect(del.status).toBe(200);
    expect(del.json).toMatchObject({
      id: e.id,
      status: 'trash',
      slug: 'trash-me__trashed',
      modified: '2024-07-10 15:40:00',
      date: '2024-07-10 15:30:00',
    });
    expect(del.json).not.toHaveProperty('json_ld');
    expect(del.json.url).toBe(`${srv.base}/event/trash-me__trashed/`);
    const again = await srv.call('DELETE', `/events/${e.id}`, { as: 'admin' });
    expect(again.status).toBe(410);
    expect(again.text).toBe(error('event-is-in-trash', 'The event is already trashed', 410));
    for (const who of ['anonymous', 'admin'] as const) {
      const res = await get(`/events/${e.id}`, who);
      expect(res.status).toBe(403);
      expect(res.text).toBe(error('event-no-longer-available', 'This event is no longer available', 403));
    }
    clock = new Date('2024-07-10T15:30:00Z');
  });

  it('DELETE of a missing id is 404; anonymous is 401; a subscriber is 403', async () => {
    expect((await srv.call('DELETE', '/events/987654', { as: 'admin' })).text).toBe(
      error('rest-event-not-found', 'Event with ID 987654 does not exist.', 404),
    );
    const e = await create({ title: 'Not deletable by them' });
    expect((await srv.call('DELETE', `/events/${e.id}`)).status).toBe(401);
    expect((await srv.call('DELETE', `/events/${e.id}`, { as: 'subscriber' })).status).toBe(403);
    expect((await get(`/events/${e.id}`)).status).toBe(200);
  });

  it('DELETE by slug trashes; the trashed event is then found by its __trashed slug', async () => {
    const e = await create({ title: 'Trash by slug' });
    const del = await srv.call('DELETE', '/events/by-slug/trash-by-slug', { as: 'admin' });
    expect([del.status, del.json.id, del.json.slug]).toEqual([200, e.id, 'trash-by-slug__trashed']);
    expect((await srv.call('DELETE', '/events/by-slug/trash-by-slug__trashed', { as: 'admin' })).status).toBe(410);
  });

  it('a contributor may trash an own draft but not an own published event', async () => {
    const draft = await create({ title: 'Contributor trash draft' }, 'contributor');
    expect((await srv.call('DELETE', `/events/${draft.id}`, { as: 'contributor' })).status).toBe(200);
    const pub = await create({ title: 'Contributor trash published' }, 'contributor');
    await srv.call('POST', `/events/${pub.id}`, { as: 'admin', json: { status: 'publish' } });
    expect((await srv.call('DELETE', `/events/${pub.id}`, { as: 'contributor' })).status).toBe(403);
  });

  it('an update with a status restores the event and its slug', async () => {
    const e = await create({ title: 'Restore me', status: 'draft' });
    await srv.call('DELETE', `/events/${e.id}`, { as: 'admin' });
    const kept = await srv.call('POST', `/events/${e.id}`, { as: 'admin', json: { excerpt: 'still trashed' } });
    expect([kept.json.status, kept.json.slug]).toEqual(['trash', 'restore-me__trashed']);
    const back = await srv.call('POST', `/events/${e.id}`, { as: 'admin', json: { status: 'publish' } });
    expect(back.status).toBe(200);
    expect([back.json.status, back.json.slug, back.json.excerpt]).toEqual(['publish', 'restore-me', 'still trashed']);
    expect((await get(`/events/${e.id}`)).status).toBe(200);
    expect((await srv.call('DELETE', `/events/${e.id}`, { as: 'admin' })).status).toBe(200);
  });

  it('a contributor restores an own trashed draft (checks use the pre-trash status) but cannot publish it', async () => {
    const e = await create({ title: 'Contributor restores' }, 'contributor');
    await srv.call('DELETE', `/events/${e.id}`, { as: 'contributor' });
    expect((await get(`/events/${e.id}`, 'contributor')).json.code).toBe('event-no-longer-available');
    const back = await srv.call('POST', `/events/${e.id}`, { as: 'contributor', json: { status: 'publish' } });
    expect(back.status).toBe(200);
    expect([back.json.status, back.json.slug]).toEqual(['pending', 'contributor-restores']);
  });

  it('a restored slug taken meanwhile is suffixed; a slug sent with the status wins', async () => {
    const a = await create({ title: 'Slug reclaimed' });
    await srv.call('DELETE', `/events/${a.id}`, { as: 'admin' });
    expect((await create({ title: 'Slug reclaimed' })).slug).toBe('slug-reclaimed');
    const restored = await srv.call('POST', `/events/${a.id}`, { as: 'admin', json: { status: 'draft' } });
    expect([restored.json.status, restored.json.slug]).toEqual(['draft', 'slug-reclaimed-2']);
    const b = await create({ title: 'Slug chosen' });
    await srv.call('DELETE', `/events/${b.id}`, { as: 'admin' });
    const chosen = await srv.call('POST', `/events/${b.id}`, {
      as: 'admin',
      json: { status: 'publish', slug: 'my-chosen-slug' },
    });
    expect(chosen.json.slug).toBe('my-chosen-slug');
  });

  it('venue and organizer links survive trashing the event', async () => {
    const e = await create({
      title: 'Trash keeps links',
      venue: { venue: 'Trash link hall' },
      organizer: { organizer: 'Trash link club' },
    });
    const del = await srv.call('DELETE', `/events/${e.id}`, { as: 'admin' });
    expect([del.json.venue.id, del.json.organizer.map((o: Json) => o.id)]).toEqual([
      e.venue.id,
      e.organizer.map((o: Json) => o.id),
    ]);
  });
});

// Appendix A.4's list item, copied verbatim; only the id is replaced by the one the server gives.
const A4_ITEM = `{"id":61,"global_id":"127.0.0.1?id=61","global_id_lineage":["127.0.0.1?id=61"],"author":"1","status":"publish",
 "date":"2024-07-10 15:35:00","date_utc":"2024-07-10 15:35:00","modified":"2024-07-10 15:36:00","modified_utc":"2024-07-10 15:36:00",
 "url":"http://127.0.0.1:8080/event/members-rehearsal/","rest_url":"http://127.0.0.1:8080/wp-json/calendar/events/v1/events/61",
 "title":"Members' Rehearsal","description":"","excerpt":"","slug":"members-rehearsal","image":false,"all_day":null,
 "start_date":"2024-07-12 18:00:00","start_date_details":{"year":"2024","month":"07","day":"12","hour":"18","minutes":"00","seconds":"00"},
 "end_date":"2024-07-12 20:00:00","end_date_details":{"year":"2024","month":"07","day":"12","hour":"20","minutes":"00","seconds":"00"},
 "utc_start_date":"2024-07-12 18:00:00","utc_start_date_details":{"year":"2024","month":"07","day":"12","hour":"18","minutes":"00","seconds":"00"},
 "utc_end_date":"2024-07-12 20:00:00","utc_end_date_details":{"year":"2024","month":"07","day":"12","hour":"20","minutes":"00","seconds":"00"},
 "timezone":"UTC","timezone_abbr":"UTC",
 "cost":"","cost_details":{"currency_symbol":"","currency_position":"","currency_code":"","values":[]},
 "website":"","show_map":null,"show_map_link":null,"hide_from_listings":null,"sticky":null,"featured":null,
 "categories":[],"tags":[],"venue":[],"organizer":[],"custom_fields":[],"post_parent":0,"recurrence":null,"ticketed":null}`;

describe('password-protected events (§2.4, A.4)', () => {
  let rehearsal: number;
  let expectedItem: Json;
  beforeAll(async () => {
    clock = new Date('2024-07-10T15:35:00Z');
    rehearsal = (
      await create({ title: "Members' Rehearsal", start_date: '2024-07-12 18:00', end_date: '2024-07-12 20:00' })
    ).id;
    clock = new Date('2024-07-10T15:36:00Z');
    const res = await srv.call('POST', `/events/${rehearsal}`, { as: 'admin', json: { password: 's3cret' } });
    expect(res.status).toBe(200);
    expect(res.json).not.toHaveProperty('password');
    clock = new Date('2024-07-10T15:30:00Z');
    expectedItem = JSON.parse(
      A4_ITEM.replaceAll('http://127.0.0.1:8080', srv.base)
        .replaceAll('id=61', `id=${rehearsal}`)
        .replace('"id":61', `"id":${rehearsal}`)
        .replace('/events/61"', `/events/${rehearsal}"`),
    );
  });

  const listItem = async (as: Who, id: number) => {
    const res = await srv.call('GET', '/events', { as, query: { include: String(id) } });
    expect(res.status).toBe(200);
    return { json: res.json.events[0] as Json, text: JSON.stringify(res.json.events[0]) };
  };

  it('an anonymous list shows the A.4 item byte for byte (masked cost_details in its own key order)', async () => {
    const item = await listItem('anonymous', rehearsal);
    expect(item.json).toEqual(expectedItem);
    expect(item.text).toBe(JSON.stringify(expectedItem));
  });

  it('the same list for an editor shows the item unmasked', async () => {
    const item = await listItem('editor', rehearsal);
    expect(item.json).toMatchObject({
      all_day: false,
      website: `${srv.base}/event/members-rehearsal/`,
      featured: false,
      ticketed: false,
    });
    expect(JSON.stringify(item.json.cost_details)).toBe(
      '{"currency_symbol":"","currency_code":"","currency_position":"","values":[]}',
    );
    expect(item.json).not.toHaveProperty('json_ld');
  });

  it('anonymous GET /events/{id} is 403 event-password-protected; a wrong password too', async () => {
    const locked = await get(`/events/${rehearsal}`);
    expect(locked.status).toBe(403);
    expect(locked.text).toBe(
      error('event-password-protected', 'The requested event is not accessible without a password', 403),
    );
    expect((await get(`/events/${rehearsal}`, 'anonymous', { password: 'S3CRET' })).status).toBe(403);
    expect((await get(`/events/${rehearsal}`, 'subscriber')).status).toBe(403);
    expect((await get(`/events/${rehearsal}`, 'author')).status).toBe(403);
  });

  it('GET /events/{id}?password=s3cret unlocks the full event without json_ld', async () => {
    const res = await get(`/events/${rehearsal}`, 'anonymous', { password: 's3cret' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: rehearsal,
      all_day: false,
      website: `${srv.base}/event/members-rehearsal/`,
      ticketed: false,
    });
    expect(res.json).not.toHaveProperty('json_ld');
    expect(res.json).not.toHaveProperty('password');
    expect(Object.keys(res.json)).toHaveLength(43);
  });

  it('the password unlocks only GET /events/{id}, not the by-slug route', async () => {
    const res = await get('/events/by-slug/members-rehearsal', 'anonymous', { password: 's3cret' });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('event-password-protected');
  });

  it('an editor reads it unlocked (departure 9), still without json_ld', async () => {
    const res = await get(`/events/${rehearsal}`, 'editor');
    expect(res.status).toBe(200);
    expect(res.json.all_day).toBe(false);
    expect(res.json).not.toHaveProperty('json_ld');
  });

  it('masking hides every linked and descriptive field of a richly filled event', async () => {
    const rich = await create({
      title: 'Rich protected',
      description: 'secret plans',
      excerpt: 'secret',
      cost: '$5',
      image: 'https://img.example.com/rich.png',
      categories: ['Rich cat'],
      tags: ['rich-tag'],
      venue: { venue: 'Rich hall' },
      organizer: [{ organizer: 'Rich club' }],
      featured: true,
      website: 'https://rich.example/',
    });
    await srv.call('POST', `/events/${rich.id}`, { as: 'admin', json: { password: 'pw' } });
    const masked = (await listItem('contributor', rich.id)).json;
    expect(masked).toMatchObject({
      title: 'Rich protected',
      description: '',
      excerpt: '',
      image: false,
      cost: '',
      website: '',
      featured: null,
      categories: [],
      tags: [],
      venue: [],
      organizer: [],
      slug: 'rich-protected',
    });
    expect(Object.keys(masked)).toEqual(Object.keys(rich));
  });

  it('a filter on what the mask hides never finds a locked event (it would tell the value); unlocked, it does', async () => {
    const locked = await create({
      title: 'Filtered protected',
      start_date: '2024-07-25 10:00',
      end_date: '2024-07-25 11:00',
      categories: ['Hidden cat'],
      tags: ['hidden-tag'],
      venue: { venue: 'Hidden hall', geo_lat: 10, geo_lng: 10 },
      organizer: [{ organizer: 'Hidden club' }],
      featured: true,
      ticketed: true,
    });
    await srv.call('POST', `/events/${locked.id}`, { as: 'admin', json: { password: 'pw' } });
    const venue = String(locked.venue.id);
    const organizer = String(locked.organizer[0].id);
    const filters: Array<Record<string, string>> = [
      { categories: 'hidden-cat' },
      { tags: 'hidden-tag' },
      { venue },
      { organizer },
      { featured: 'true' },
      { featured: 'false' },
      { ticketed: 'true' },
      { geoloc: 'true' },
      { geoloc_lat: '10', geoloc_lng: '10' },
      { categories: 'hidden-cat', start_date: '2024-07-01', end_date: '2024-07-31' },
    ];
    const found = async (as: Who, query: Record<string, string>) => {
      const res = await srv.call('GET', '/events', { as, query: { start_date: '2024-07-01', ...query } });
      expect(res.status, res.text).toBe(200);
      return [res.json.events.map((e: Json) => e.id), res.json.total];
    };
    for (const query of filters) {
      for (const who of ['anonymous', 'subscriber', 'author'] as const) {
        const [ids, total] = await found(who, query);
        expect(ids, `${who} ${JSON.stringify(query)}`).not.toContain(locked.id);
        // counted as listed (a filter to one category is counted from its index otherwise)
        expect(total, `${who} ${JSON.stringify(query)}`).toBe(ids.length);
      }
      if (query.featured !== 'false')
        expect((await found('editor', query))[0], JSON.stringify(query)).toContain(locked.id);
    }
    // the event itself is listed (masked) without those filters
    expect((await found('anonymous', { search: 'Filtered protected' }))[0]).toEqual([locked.id]);
  });

  it('password="" removes the protection; json_ld is back', async () => {
    const e = await create({ title: 'Briefly protected' });
    await srv.call('POST', `/events/${e.id}`, { as: 'admin', json: { password: 'x' } });
    expect((await get(`/events/${e.id}`)).status).toBe(403);
    const cleared = await srv.call('POST', `/events/${e.id}`, { as: 'admin', json: { password: '' } });
    expect(cleared.status).toBe(200);
    const res = await get(`/events/${e.id}`);
    expect(res.status).toBe(200);
    expect(res.json.json_ld['@type']).toBe('Event');
  });

  it('password is not an argument of create or of updates by slug (ignored there)', async () => {
    const created = await create({ title: 'Create ignores password', password: 'nope' });
    expect((await get(`/events/${created.id}`)).status).toBe(200);
    await srv.call('POST', '/events/by-slug/create-ignores-password', { as: 'admin', json: { password: 'nope' } });
    expect((await get(`/events/${created.id}`)).status).toBe(200);
  });
});
