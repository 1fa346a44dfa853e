// API.md §7: premium extension emulation on and off (--no-premium), through real HTTP: the index,
// writes ignored but stored values kept, output, and the geoloc / ticketed / post_parent filters.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');
const DATES = { start_date: '2024-07-11 19:00', end_date: '2024-07-11 22:00' };
const BOSTON = { geo_lat: 42.3555, geo_lng: -71.0605 };
const NEW_YORK = { geo_lat: 40.7128, geo_lng: -74.006 };
const ns = (k: string) => `/calendar/events/v1${k}`;

async function eventIds(s: TestServer, query: Record<string, string | number | boolean>): Promise<number[]> {
  const r = await s.call('GET', '/events', { query: { per_page: 50, ...query } });
  expect(r.status, r.text).toBe(200);
  return r.json.events.map((e: { id: number }) => e.id);
}

describe('§7 the namespace index and /doc', () => {
  let on: TestServer;
  let off: TestServer;

  beforeAll(async () => {
    [on, off] = await Promise.all([startTestServer({ clock }), startTestServer({ clock, premium: false })]);
  });

  afterAll(async () => {
    await Promise.all([on.stop(), off.stop()]);
  });

  const writeArgs = (routes: any, key: string) =>
    Object.keys(routes[ns(key)].endpoints.find((e: any) => e.methods.includes('POST')).args);

  it('premium on: event writes list post_parent and ticketed before translation_language; venue writes geo_lat, geo_lng', async () => {
    const routes = (await on.call('GET', '')).json.routes;
    for (const key of ['/events', '/events/(?P<id>\\d+)', '/events/by-slug/(?P<slug>[^/]+)']) {
      expect(writeArgs(routes, key).slice(-4), key).toEqual([
        'post_parent',
        'ticketed',
        'recurrence',
        'translation_language',
      ]);
    }
    for (const key of ['/venues', '/venues/(?P<id>\\d+)', '/venues/by-slug/(?P<slug>[^/]+)']) {
      expect(writeArgs(routes, key).slice(-3), key).toEqual(['geo_lat', 'geo_lng', 'translation_language']);
    }
    const create = routes[ns('/events')].endpoints[1].args;
    expect(create.ticketed).toEqual({
      description: 'Whether the event sells tickets.',
      type: 'boolean',
      default: false,
      required: false,
    });
    expect(create.post_parent).toEqual({
      description: 'Parent event id (event series).',
      type: 'integer',
      required: false,
    });
  });

  it('premium off: the premium write arguments are not in the index; the list filters stay', async () => {
    const routes = (await off.call('GET', '')).json.routes;
    for (const key of ['/events', '/events/(?P<id>\\d+)', '/events/by-slug/(?P<slug>[^/]+)']) {
      const args = writeArgs(routes, key);
      expect(args, key).not.toContain('post_parent');
      expect(args, key).not.toContain('ticketed');
      expect(args, key).not.toContain('recurrence');
    }
    for (const key of ['/venues', '/venues/(?P<id>\\d+)', '/venues/by-slug/(?P<slug>[^/]+)']) {
      const args = writeArgs(routes, key);
      expect(args, key).not.toContain('geo_lat');
      expect(args, key).not.toContain('geo_lng');
    }
    const list = Object.keys(routes[ns('/events')].endpoints[0].args);
    expect(list).toEqual(expect.arrayContaining(['geoloc', 'geoloc_lat', 'geoloc_lng', 'post_parent', 'ticketed']));
    const onList = Object.keys((await on.call('GET', '')).json.routes[ns('/events')].endpoints[0].args);
    // §7.1: hide_subsequent_recurrences does not exist without the premium extension
    expect(list).toEqual(onList.filter((name) => name !== 'hide_subsequent_recurrences'));
  });

  it('/doc declares Venue geo_lat/geo_lng and Event post_parent/ticketed whatever the setting; request bodies follow the index', async () => {
    for (const s of [on, off]) {
      const d = (await s.call('GET', '/doc')).json;
      expect(Object.keys(d.components.schemas.Venue.properties)).toEqual(
        expect.arrayContaining(['geo_lat', 'geo_lng']),
      );
      expect(Object.keys(d.components.schemas.Event.properties)).toEqual(
        expect.arrayContaining(['post_parent', 'ticketed']),
      );
    }
    const body = (s: any) =>
      Object.keys(s.paths['/events'].post.requestBody.content['application/json'].schema.properties);
    expect(body((await on.call('GET', '/doc')).json)).toContain('ticketed');
    expect(body((await off.call('GET', '/doc')).json)).not.toContain('ticketed');
  });
});

describe('§7 writes and output across a premium switch on the same data dir', () => {
  let dir: string;
  const made: Record<string, number> = {};

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'calev-premium-'));
    const on = await startTestServer({ clock }, dir);
    try {
      const venue = await on.call('POST', '/venues', { as: 'admin', json: { venue: 'Geo Hall', ...BOSTON } });
      expect([venue.json.geo_lat, venue.json.geo_lng]).toEqual([42.3555, -71.0605]);
      made.venue = venue.json.id;
      const parent = await on.call('POST', '/events', {
        as: 'admin',
        json: { title: 'Series', ...DATES, ticketed: true, venue: made.venue },
      });
      made.parent = parent.json.id;
      const child = await on.call('POST', '/events', {
        as: 'admin',
        json: { title: 'Episode', ...DATES, post_parent: made.parent },
      });
      expect(child.json.post_parent).toBe(made.parent);
      expect(parent.json.ticketed).toBe(true);
      made.child = child.json.id;
    } finally {
      await on.stop();
    }
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('premium off: no geo_lat/geo_lng, post_parent or ticketed in any output; writes of them are ignored, even invalid values', async () => {
    const off = await startTestServer({ clock, premium: false }, dir);
    try {
      expect(await eventIds(off, { post_parent: made.parent })).toEqual([made.child]);
      const v = await off.call('GET', `/venues/${made.venue}`);
      expect(v.json).not.toHaveProperty('geo_lat');
      expect(v.json).not.toHaveProperty('geo_lng');
      expect(v.json.json_ld).not.toHaveProperty('geo');
      const e = await off.call('GET', `/events/${made.child}`);
      expect(e.json).not.toHaveProperty('post_parent');
      expect(e.json).not.toHaveProperty('ticketed');
      expect(Object.keys(e.json).slice(-2)).toEqual(['custom_fields', 'json_ld']);
      const list = await off.call('GET', '/events');
      for (const item of list.json.events) {
        expect(item).not.toHaveProperty('ticketed');
        expect(item).not.toHaveProperty('post_parent');
        expect(item.venue === undefined || !('geo_lat' in item.venue)).toBe(true);
      }
      const pv = await off.call('PATCH', `/venues/${made.venue}`, {
        as: 'admin',
        json: { geo_lat: 'not a number', geo_lng: '', city: 'Boston' },
      });
      expect(pv.status).toBe(200);
      expect(pv.json.city).toBe('Boston');
      const pe = await off.call('PATCH', `/events/${made.parent}`, {
        as: 'admin',
        json: { ticketed: false, post_parent: 'x' },
      });
      expect(pe.status).toBe(200);
      const ce = await off.call('POST', '/events', {
        as: 'admin',
        json: { title: 'Created Off', ...DATES, ticketed: 'maybe', post_parent: 987654 },
      });
      expect(ce.status).toBe(201);
      made.createdOff = ce.json.id;
      const nested = await off.call('POST', '/events', {
        as: 'admin',
        json: { title: 'Nested Off', ...DATES, venue: { venue: 'Nested Geo', geo_lat: 'bad' } },
      });
      expect(nested.status).toBe(201);
      expect(nested.json.venue).not.toHaveProperty('geo_lat');
    } finally {
      await off.stop();
    }
  });

  it('premium back on: the values stored before are kept (geo, ticketed, post_parent)', async () => {
    const on = await startTestServer({ clock }, dir);
    try {
      const v = await on.call('GET', `/venues/${made.venue}`);
      expect([v.json.geo_lat, v.json.geo_lng]).toEqual([42.3555, -71.0605]);
      expect(v.json.json_ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 42.3555, longitude: -71.0605 });
      const p = await on.call('GET', `/events/${made.parent}`);
      expect(p.json.ticketed).toBe(true);
      expect((await on.call('GET', `/events/${made.child}`)).json.post_parent).toBe(made.parent);
      const c = await on.call('GET', `/events/${made.createdOff}`);
      expect([c.json.ticketed, c.json.post_parent]).toEqual([false, 0]);
    } finally {
      await on.stop();
    }
  });
});

describe('§7 list filters', () => {
  let on: TestServer;
  let off: TestServer;
  const ev: Record<string, number> = {};

  async function seed(s: TestServer): Promise<Record<string, number>> {
    const ids: Record<string, number> = {};
    const make = async (title: string, extra: Record<string, unknown>) => {
      const r = await s.call('POST', '/events', { as: 'admin', json: { title, ...DATES, ...extra } });
      expect(r.status, r.text).toBe(201);
      return r.json.id as number;
    };
    const boston = (await s.call('POST', '/venues', { as: 'admin', json: { venue: 'Boston Hall', ...BOSTON } })).json
      .id;
    const nyc = (await s.call('POST', '/venues', { as: 'admin', json: { venue: 'NYC Hall', ...NEW_YORK } })).json.id;
    const nowhere = (await s.call('POST', '/venues', { as: 'admin', json: { venue: 'No Coordinates' } })).json.id;
    const halfway = (await s.call('POST', '/venues', { as: 'admin', json: { venue: 'Only Lat', geo_lat: 10 } })).json
      .id;
    ids.boston = await make('In Boston', { venue: boston, ticketed: true });
    ids.nyc = await make('In New York', { venue: nyc });
    ids.nowhere = await make('Without Coordinates', { venue: nowhere });
    ids.halfway = await make('Half Coordinates', { venue: halfway });
    ids.noVenue = await make('No Venue', { post_parent: ids.boston });
    return ids;
  }

  beforeAll(async () => {
    [on, off] = await Promise.all([startTestServer({ clock }), startTestServer({ clock, premium: false })]);
    Object.assign(ev, await seed(on));
    await seed(off);
  });

  afterAll(async () => {
    await Promise.all([on.stop(), off.stop()]);
  });

  it('geoloc=true keeps events whose venue has both coordinates; false the others', async () => {
    expect((await eventIds(on, { geoloc: true })).sort()).toEqual([ev.boston, ev.nyc].sort());
    expect((await eventIds(on, { geoloc: false })).sort()).toEqual([ev.nowhere, ev.halfway, ev.noVenue].sort());
  });

  it('geoloc_lat + geoloc_lng keep events within the 25 km geofence', async () => {
    expect(await eventIds(on, { geoloc_lat: 42.36, geoloc_lng: -71.06 })).toEqual([ev.boston]);
    expect(await eventIds(on, { geoloc_lat: 40.7, geoloc_lng: -74 })).toEqual([ev.nyc]);
    expect(await eventIds(on, { geoloc_lat: 0, geoloc_lng: 0 })).toEqual([]);
  });

  it('--geofence 400 reaches both cities from Boston', async () => {
    const wide = await startTestServer({ clock, geofence: 400 });
    try {
      const ids = await seed(wide);
      expect((await eventIds(wide, { geoloc_lat: 42.36, geoloc_lng: -71.06 })).sort()).toEqual(
        [ids.boston, ids.nyc].sort(),
      );
    } finally {
      await wide.stop();
    }
  });

  it.each([['geoloc_lat'], ['geoloc_lng']])('%s alone is 400 rest_invalid_param naming it', async (name) => {
    const r = await on.call('GET', '/events', { query: { [name]: 10 } });
    expect(r.status).toBe(400);
    expect(r.json).toEqual({
      code: 'rest_invalid_param',
      message: `Invalid parameter(s): ${name}`,
      data: { status: 400, params: { [name]: 'Invalid parameter.' }, details: [] },
    });
  });

  it('ticketed=true keeps ticketed events, false the others', async () => {
    expect(await eventIds(on, { ticketed: true })).toEqual([ev.boston]);
    expect((await eventIds(on, { ticketed: false })).length).toBe(4);
  });

  it('post_parent filters with premium on; with premium off the write was ignored, so nothing has a parent', async () => {
    expect(await eventIds(on, { post_parent: ev.boston })).toEqual([ev.noVenue]);
    const offIds = await eventIds(off, {});
    expect(await eventIds(off, { post_parent: offIds[0] })).toEqual([]);
    expect((await off.call('GET', '/events', { query: { post_parent: 987654 } })).json.data.params).toEqual({
      post_parent: 'Invalid parameter.',
    });
  });

  it('premium off: geoloc, geoloc_lat/lng and ticketed=false are kind-checked only and have no effect', async () => {
    const all = (await eventIds(off, {})).sort();
    expect(all.length).toBe(5);
    expect((await eventIds(off, { geoloc: true })).sort()).toEqual(all);
    expect((await eventIds(off, { geoloc: false })).sort()).toEqual(all);
    expect((await eventIds(off, { geoloc_lat: 42.36, geoloc_lng: -71.06 })).sort()).toEqual(all);
    expect((await eventIds(off, { geoloc_lat: 42.36 })).sort()).toEqual(all);
    expect((await eventIds(off, { geoloc_lng: 500 })).sort()).toEqual(all);
    expect((await eventIds(off, { ticketed: false })).sort()).toEqual(all);
    const bad = await off.call('GET', '/events', { query: { geoloc: 'maybe', geoloc_lat: 'north' } });
    expect(bad.json.data.params).toEqual({
      geoloc: 'geoloc is not of type boolean.',
      geoloc_lat: 'geoloc_lat is not of type number.',
    });
  });

  it('premium off: ticketed=true is 400 with the event-tickets-not-active detail', async () => {
    const r = await off.call('GET', '/events?ticketed=true');
    expect(r.text).toBe(
      '{"code":"rest_invalid_param","message":"Invalid parameter(s): ticketed","data":{"status":400,"params":{"ticketed":"Event Tickets plugin is not activated."},' +
        '"details":{"ticketed":{"code":"event-tickets-not-active","message":"Event Tickets plugin is not activated.","data":{"param":"ticketed"}}}}}',
    );
  });
});

describe('§7 post_parent and geo writes (premium on)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ clock });
  });
  afterAll(() => s.stop());

  const create = async (extra: Record<string, unknown> = {}) => {
    const r = await s.call('POST', '/events', { as: 'admin', json: { title: 'Series item', ...DATES, ...extra } });
    return r;
  };

  it('post_parent must be an existing, non-trashed event without a parent, not the event itself, and the event must have no children', async () => {
    const parent = (await create()).json.id;
    const child = (await create({ post_parent: parent })).json.id;
    const invalid = {
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): post_parent',
      data: { status: 400, params: { post_parent: 'Invalid parameter.' }, details: [] },
    };
    expect((await create({ post_parent: child })).json).toEqual(invalid);
    expect((await create({ post_parent: 987654 })).json).toEqual(invalid);
    expect((await s.call('PATCH', `/events/${parent}`, { as: 'admin', json: { post_parent: parent } })).json).toEqual(
      invalid,
    );
    const other = (await create()).json.id;
    expect((await s.call('PATCH', `/events/${parent}`, { as: 'admin', json: { post_parent: other } })).json).toEqual(
      invalid,
    );
    const trashed = (await create()).json.id;
    await s.call('DELETE', `/events/${trashed}`, { as: 'admin' });
    expect((await create({ post_parent: trashed })).json).toEqual(invalid);
    const venue = (await s.call('POST', '/venues', { as: 'admin', json: { venue: 'Not an event' } })).json.id;
    expect((await create({ post_parent: venue })).json).toEqual(invalid);
    expect((await create({ post_parent: 'abc' })).json.data.params).toEqual({
      post_parent: 'post_parent is not of type integer.',
    });
  });

  it('post_parent "" or 0 clears; trashing a parent leaves its children unchanged', async () => {
    const parent = (await create()).json.id;
    const a = (await create({ post_parent: parent })).json.id;
    const b = (await create({ post_parent: String(parent) })).json.id;
    expect((await s.call('PATCH', `/events/${a}`, { as: 'admin', json: { post_parent: '' } })).json.post_parent).toBe(
      0,
    );
    expect((await s.call('PATCH', `/events/${b}`, { as: 'admin', form: 'post_parent=0' })).json.post_parent).toBe(0);
    const c = (await create({ post_parent: parent })).json.id;
    await s.call('DELETE', `/events/${parent}`, { as: 'admin' });
    expect((await s.call('GET', `/events/${c}`)).json.post_parent).toBe(parent);
  });

  it('venue geo_lat/geo_lng: ranges checked, "" clears, shown only when both are set (0 counts)', async () => {
    const v = (await s.call('POST', '/venues', { as: 'admin', json: { venue: 'Equator', geo_lat: 0, geo_lng: 0 } }))
      .json;
    expect([v.geo_lat, v.geo_lng]).toEqual([0, 0]);
    const cleared = await s.call('PATCH', `/venues/${v.id}`, { as: 'admin', json: { geo_lat: '' } });
    expect(cleared.json).not.toHaveProperty('geo_lat');
    expect(cleared.json).not.toHaveProperty('geo_lng');
    const bad = await s.call('PATCH', `/venues/${v.id}`, { as: 'admin', json: { geo_lat: 91, geo_lng: -181 } });
    expect(bad.json.data.params).toEqual({ geo_lat: 'Invalid parameter.', geo_lng: 'Invalid parameter.' });
  });
});
