// An event's `venue` (API.md §5.3 venue forms, §5.1 atomic writes and id order, §5.2 unlinking).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type Who } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');

let srv: TestServer;
let blue: number;
let red: number;
let trashedVenue: number;
let otherEvent: number;

const DATES = { start_date: '2024-08-01 19:00', end_date: '2024-08-01 22:00' };

/** What a failed write must leave untouched: every collection's size and every id sequence. */
function snapshot() {
  const store = srv.server.app.store;
  return {
    counts: (['events', 'venues', 'organizers', 'images', 'categories', 'tags'] as const).map((c) => store.count(c)),
    seq: { ...store.sequences() },
  };
}

const createEvent = (json: Record<string, unknown>, as: Who = 'admin') =>
  srv.call('POST', '/events', { as, json: { title: 'Linked', ...DATES, ...json } });

beforeAll(async () => {
  srv = await startTestServer({ clock });
  blue = (await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Blue Room', city: 'Boston' } })).json.id;
  red = (await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Red Room' } })).json.id;
  trashedVenue = (await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Old Barn' } })).json.id;
  await srv.call('DELETE', `/venues/${trashedVenue}`, { as: 'admin' });
  otherEvent = (await createEvent({ title: 'Other' })).json.id;
});
afterAll(() => srv.stop());

describe('venue values that link an existing venue', () => {
  it.each<[string, () => unknown]>([
    ['an integer id', () => blue],
    ['a digit string', () => String(blue)],
    ['{"id": N}', () => ({ id: blue })],
    ['{"id": "N"}', () => ({ id: String(blue) })],
    ['a one-item list [N]', () => [blue]],
    ['a one-item list [{"id": N}]', () => [{ id: blue }]],
    ['an object with id and venue data (id wins)', () => ({ id: blue, venue: 'Ignored Name', city: 'Ignored' })],
    // §1.10 / §9 #10: the same list rules everywhere, so empty items of a list are dropped
    ['a list with empty items around one id', () => ['', blue, ' ']],
  ])('venue as %s', async (_label, value) => {
    const before = snapshot();
    const res = await createEvent({ venue: value() });
    expect(res.status).toBe(201);
    expect(res.json.venue.id).toBe(blue);
    expect(res.json.venue.venue).toBe('Blue Room');
    expect(res.json.venue.city).toBe('Boston');
    expect('json_ld' in res.json.venue).toBe(false);
    const after = snapshot();
    expect(after.counts[1]).toBe(before.counts[1]);
  });

  it('form bodies: venue=N', async () => {
    const res = await srv.call('POST', '/events', {
      as: 'admin',
      form: `title=Form&start_date=2024-08-01&end_date=2024-08-01&venue=${blue}`,
    });
    expect(res.json.venue.id).toBe(blue);
  });

  it('a single event GET embeds the venue with its json_ld', async () => {
    const e = await createEvent({ venue: blue });
    const got = await srv.call('GET', `/events/${e.json.id}`);
    expect(got.json.venue.json_ld).toEqual({
      '@context': 'http://schema.org',
      '@type': 'Place',
      name: 'Blue Room',
      url: `${srv.base}/venue/blue-room/`,
      address: { '@type': 'PostalAddress', addressLocality: 'Boston' },
    });
  });
});

describe('venue values meaning "no venue"', () => {
  it.each<[string, unknown]>([
    ['""', ''],
    ['0', 0],
    ['"0"', '0'],
    ['[]', []],
    ['[""] (a list of empty items)', ['', ' ']],
  ])('venue=%s on create gives venue []', async (_label, value) => {
    const res = await createEvent({ venue: value });
    expect(res.status).toBe(201);
    expect(res.json.venue).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['""', ''],
    ['0', 0],
    ['"0"', '0'],
    ['[]', []],
  ])('venue=%s on update unlinks the venue', async (_label, value) => {
    const e = await createEvent({ venue: blue });
    const res = await srv.call('PATCH', `/events/${e.json.id}`, { as: 'admin', json: { venue: value } });
    expect(res.status).toBe(200);
    expect(res.json.venue).toEqual([]);
    expect((await srv.call('GET', '/venues', { query: { event: e.json.id } })).json.total).toBe(0);
  });

  it('form venue= (empty) unlinks; an update without venue keeps it', async () => {
    const e = await createEvent({ venue: red });
    const kept = await srv.call('PATCH', `/events/${e.json.id}`, { as: 'admin', json: { title: 'Renamed' } });
    expect(kept.json.venue.id).toBe(red);
    const res = await srv.call('POST', `/events/${e.json.id}`, { as: 'admin', form: 'venue=' });
    expect(res.json.venue).toEqual([]);
  });

  it('an update replaces the venue', async () => {
    const e = await createEvent({ venue: red });
    const res = await srv.call('PUT', `/events/${e.json.id}`, { as: 'admin', json: { venue: { id: blue } } });
    expect(res.json.venue.id).toBe(blue);
  });
});

describe('invalid venue values: 400 naming venue, nothing stored', () => {
  it.each<[string, () => unknown]>([
    ['a two-item list', () => [blue, red]],
    ['a two-item list of the same id', () => [blue, blue]],
    ['a trashed venue id', () => trashedVenue],
    ['{"id": trashed}', () => ({ id: trashedVenue })],
    ['an unknown id', () => 987654],
    ['an event id', () => otherEvent],
    ['a name string', () => 'Blue Room'],
    ['a negative number', () => -1],
    ['a fraction', () => 1.5],
    ['true', () => true],
    ['an object without venue or id', () => ({ city: 'Nowhere' })],
    ['{"id": 0}', () => ({ id: 0 })],
    ['{"id": "abc"}', () => ({ id: 'abc' })],
    ['a nested blank name', () => ({ venue: '  ' })],
    ['a nested bad website', () => ({ venue: 'Fresh Venue', website: 'nope' })],
    ['a nested bad image', () => ({ venue: 'Fresh Venue', image: 'https://x.example/file.txt' })],
    ['a nested array show_map', () => ({ venue: 'Fresh Venue', show_map: ['1'] })],
    ['a nested bad status', () => ({ venue: 'Fresh Venue', status: 'trash' })],
    ['a nested non-string city', () => ({ venue: 'Fresh Venue', city: 12 })],
    ['a nested unknown author', () => ({ venue: 'Fresh Venue', author: 999 })],
    ['a nested bad date', () => ({ venue: 'Fresh Venue', date: 'the day after never' })],
    ['a nested latitude out of range', () => ({ venue: 'Fresh Venue', geo_lat: 100, geo_lng: 0 })],
    ['a list holding a bad nested venue', () => [{ venue: 'Fresh Venue', website: 'ftp://x' }]],
  ])('venue as %s', async (_label, value) => {
    const before = snapshot();
    const res = await createEvent({
      venue: value(),
      organizer: { organizer: 'Would Be Created' },
      image: 'https://cdn.example.com/new.png',
      categories: ['Brand New Category'],
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): venue',
      data: { status: 400, params: { venue: 'Invalid parameter.' }, details: [] },
    });
    expect(snapshot()).toEqual(before);
  });

  it('an invalid venue on update leaves the event unchanged', async () => {
    const e = await createEvent({ venue: red });
    const before = snapshot();
    const res = await srv.call('PATCH', `/events/${e.json.id}`, {
      as: 'admin',
      json: { title: 'Changed', venue: [red, blue] },
    });
    expect(res.status).toBe(400);
    expect(snapshot()).toEqual(before);
    const got = await srv.call('GET', `/events/${e.json.id}`);
    expect(got.json.title).toBe('Linked');
    expect(got.json.venue.id).toBe(red);
  });

  it('a contributor may not create a nested venue with an image URL', async () => {
    const before = snapshot();
    const res = await createEvent(
      { venue: { venue: 'Contrib Venue', image: 'https://cdn.example.com/v.jpg' } },
      'contributor',
    );
    expect(res.status).toBe(400);
    expect(res.json.data.params).toEqual({ venue: 'Invalid parameter.' });
    expect(snapshot()).toEqual(before);
  });
});

describe('nested venue data', () => {
  it('creates the venue with the POST /venues rules, ids before the event', async () => {
    const before = snapshot();
    const res = await createEvent({
      venue: { venue: 'Nested Hall', country: 'Canada', province: 'Quebec', state: 'QC', show_map: 'no' },
    });
    expect(res.status).toBe(201);
    const v = res.json.venue;
    expect(v.id).toBe(before.seq.post);
    expect(res.json.id).toBe(before.seq.post + 1);
    expect(v).toMatchObject({
      venue: 'Nested Hall',
      slug: 'nested-hall',
      stateprovince: 'Quebec',
      show_map: false,
      show_map_link: true,
      status: 'publish',
    });
  });

  it('form bodies: venue[venue]=X&venue[city]=Y', async () => {
    const res = await srv.call('POST', '/events', {
      as: 'admin',
      form: 'title=Form+Nested&start_date=2024-08-01&end_date=2024-08-01&venue%5Bvenue%5D=Form+Hall&venue[city]=Lisbon',
    });
    expect(res.status).toBe(201);
    expect(res.json.venue).toMatchObject({ venue: 'Form Hall', city: 'Lisbon' });
  });

  it('a nested venue with its own image: that image, the venue, the event image, then the event', async () => {
    const before = snapshot();
    const res = await createEvent({
      venue: { venue: 'Pictured Hall', image: 'https://cdn.example.com/hall.gif' },
      image: 'https://cdn.example.com/event.gif',
    });
    expect(res.status).toBe(201);
    const ids = [res.json.venue.image.id, res.json.venue.id, res.json.image.id, res.json.id];
    expect(ids).toEqual([before.seq.post, before.seq.post + 1, before.seq.post + 2, before.seq.post + 3]);
  });

  it('one image URL used by the nested venue and the event makes one attachment', async () => {
    const before = snapshot();
    const url = 'https://cdn.example.com/shared-once.jpg';
    const res = await createEvent({ venue: { venue: 'Shared Image Hall', image: url }, image: url });
    expect(res.status).toBe(201);
    expect(res.json.image.id).toBe(res.json.venue.image.id);
    expect(srv.server.app.store.count('images')).toBe(before.counts[3] + 1);
  });

  it('a nested venue duplicating an existing one is reused and the sent fields are written onto it, its name as it was', async () => {
    const res = await createEvent({ venue: { venue: 'blue room', zip: '02108' } });
    expect(res.json.venue.id).toBe(blue);
    expect(res.json.venue.zip).toBe('02108');
    // linking by name never re-spells the venue every other event shows
    expect(res.json.venue.venue).toBe('Blue Room');
    expect((await srv.call('GET', `/venues/${blue}`)).json.zip).toBe('02108');
  });

  it('a nested venue named alone in another letter case is linked as it is: nothing of it is written', async () => {
    const store = srv.server.app.store;
    const before = store.get('venues', blue);
    const res = await createEvent({ venue: { venue: 'BLUE ROOM' } });
    expect([res.status, res.json.venue.id, res.json.venue.venue]).toEqual([201, blue, 'Blue Room']);
    // records are replaced on write: the same object is the same version
    expect(store.get('venues', blue)).toBe(before);
  });

  it('the nested venue gets its status from the caller, not from the event', async () => {
    const draftEvent = await createEvent({ status: 'draft', venue: { venue: 'Published Anyway' } });
    expect(draftEvent.json.status).toBe('draft');
    expect(draftEvent.json.venue.status).toBe('publish');
    const contrib = await createEvent({ status: 'publish', venue: { venue: 'Contributor Nested' } }, 'contributor');
    expect(contrib.json.status).toBe('pending');
    expect(contrib.json.venue.status).toBe('draft');
    expect(contrib.json.venue.author).toBe('4');
    expect(contrib.json.venue.url).toBe(`${srv.base}/?post_type=tribe_venue&p=${contrib.json.venue.id}`);
  });

  it("a contributor's nested venue does not reuse the administrator's venue of that name", async () => {
    const res = await createEvent({ venue: { venue: 'Red Room' } }, 'contributor');
    expect(res.status).toBe(201);
    expect(res.json.venue.id).not.toBe(red);
    expect(res.json.venue.slug).toBe('red-room-2');
  });

  it('a contributor links an existing published venue by id', async () => {
    const res = await createEvent({ venue: blue }, 'contributor');
    expect(res.json.venue.id).toBe(blue);
  });
});
