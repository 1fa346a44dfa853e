// Venue representation (API.md §3.3, §3.7, §1.2 url forms, §7 geo), through real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');

describe('venue representation with premium on', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ clock });
  });
  afterAll(() => srv.stop());

  it('GET /venues/{id} returns the §3.3 example exactly, geo included', async () => {
    const created = await srv.call('POST', '/venues', {
      as: 'admin',
      json: {
        venue: 'Blue Room',
        address: '1 Main St',
        city: 'Boston',
        country: 'United States',
        state: 'MA',
        zip: '02108',
      },
    });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    const upd = await srv.call('POST', `/venues/${id}`, { as: 'admin', form: 'geo_lat=42.3555&geo_lng=-71.0605' });
    expect(upd.status).toBe(200);
    const got = await srv.call('GET', `/venues/${id}`);
    expect(got.status).toBe(200);
    const url = `${srv.base}/venue/blue-room/`;
    const expected = {
      id,
      author: '1',
      status: 'publish',
      date: '2024-07-10 15:30:00',
      date_utc: '2024-07-10 15:30:00',
      modified: '2024-07-10 15:30:00',
      modified_utc: '2024-07-10 15:30:00',
      url,
      venue: 'Blue Room',
      slug: 'blue-room',
      address: '1 Main St',
      city: 'Boston',
      country: 'United States',
      state: 'MA',
      zip: '02108',
      stateprovince: 'MA',
      geo_lat: 42.3555,
      geo_lng: -71.0605,
      json_ld: {
        '@context': 'http://schema.org',
        '@type': 'Place',
        name: 'Blue Room',
        url,
        address: {
          '@type': 'PostalAddress',
          streetAddress: '1 Main St',
          addressLocality: 'Boston',
          addressRegion: 'MA',
          postalCode: '02108',
          addressCountry: 'United States',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 42.3555, longitude: -71.0605 },
      },
      show_map: true,
      show_map_link: true,
      global_id: `127.0.0.1?id=${id}`,
      global_id_lineage: [`127.0.0.1?id=${id}`],
    };
    expect(got.text).toBe(JSON.stringify(expected));
  });

  it('POST /venues with every field builds the keys in §3.3 order and has no json_ld', async () => {
    const img = 'https://cdn.example.com/img/hall.PNG';
    const res = await srv.call('POST', '/venues', {
      as: 'admin',
      json: {
        venue: 'Full Hall',
        description: '<p>Big  hall</p>',
        image: img,
        address: '2 Side St',
        city: 'Lyon',
        country: 'France',
        province: 'Rhône',
        state: 'ARA',
        zip: '69001',
        phone: '+33 4 00 00 00 00',
        website: 'https://hall.example',
        geo_lat: 45.76,
        geo_lng: 4.83,
      },
    });
    expect(res.status).toBe(201);
    const id = res.json.id as number;
    expect(Object.keys(res.json)).toEqual([
      'id',
      'author',
      'status',
      'date',
      'date_utc',
      'modified',
      'modified_utc',
      'url',
      'venue',
      'description',
      'slug',
      'image',
      'address',
      'city',
      'country',
      'province',
      'state',
      'zip',
      'phone',
      'website',
      'stateprovince',
      'geo_lat',
      'geo_lng',
      'show_map',
      'show_map_link',
      'global_id',
      'global_id_lineage',
    ]);
    // like an event's (§5.1), the item's own image attachment takes its id before the item
    expect(res.json.image).toEqual({ url: img, id: id - 1, extension: 'png' });
    expect(res.json.stateprovince).toBe('Rhône');
    expect(res.json.description).toBe('<p>Big  hall</p>');
    const single = await srv.call('GET', `/venues/${id}`);
    expect(single.json.json_ld).toEqual({
      '@context': 'http://schema.org',
      '@type': 'Place',
      name: 'Full Hall',
      description: 'Big hall',
      url: `${srv.base}/venue/full-hall/`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '2 Side St',
        addressLocality: 'Lyon',
        addressRegion: 'Rhône',
        postalCode: '69001',
        addressCountry: 'France',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 45.76, longitude: 4.83 },
      telephone: '+33 4 00 00 00 00',
      sameAs: 'https://hall.example',
    });
    expect(Object.keys(single.json).slice(-5)).toEqual([
      'json_ld',
      'show_map',
      'show_map_link',
      'global_id',
      'global_id_lineage',
    ]);
  });

  it('a venue with only a name drops every empty key but keeps the appended ones', async () => {
    const res = await srv.call('POST', '/venues', { as: 'admin', json: { venue: '  Bare  ' } });
    expect(res.status).toBe(201);
    const id = res.json.id as number;
    expect(res.json).toEqual({
      id,
      author: '1',
      status: 'publish',
      date: '2024-07-10 15:30:00',
      date_utc: '2024-07-10 15:30:00',
      modified: '2024-07-10 15:30:00',
      modified_utc: '2024-07-10 15:30:00',
      url: `${srv.base}/venue/bare/`,
      venue: 'Bare',
      slug: 'bare',
      show_map: true,
      show_map_link: true,
      global_id: `127.0.0.1?id=${id}`,
      global_id_lineage: [`127.0.0.1?id=${id}`],
    });
    // json_ld without an address: only @context, @type, name, url
    const single = await srv.call('GET', `/venues/${id}`);
    expect(single.json.json_ld).toEqual({
      '@context': 'http://schema.org',
      '@type': 'Place',
      name: 'Bare',
      url: `${srv.base}/venue/bare/`,
    });
  });

  it('show_map false and show_map_link false are appended, never removed', async () => {
    const res = await srv.call('POST', '/venues', { as: 'admin', form: 'venue=No+Map&show_map=no&show_map_link=0' });
    expect(res.status).toBe(201);
    expect(res.json.show_map).toBe(false);
    expect(res.json.show_map_link).toBe(false);
    expect(Object.keys(res.json).slice(-4)).toEqual(['show_map', 'show_map_link', 'global_id', 'global_id_lineage']);
  });

  it('text fields "0" are removed from the output like empty ones', async () => {
    const res = await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Zero Zip', zip: '0', city: 'Oslo' } });
    expect(res.status).toBe(201);
    expect(res.json.zip).toBeUndefined();
    expect(res.json.city).toBe('Oslo');
  });

  it('geo_lat/geo_lng of 0 count as set and are kept', async () => {
    const res = await srv.call('POST', '/venues', {
      as: 'admin',
      json: { venue: 'Null Island', geo_lat: 0, geo_lng: 0 },
    });
    expect(res.status).toBe(201);
    expect(res.json.geo_lat).toBe(0);
    expect(res.json.geo_lng).toBe(0);
    expect(Object.keys(res.json).indexOf('geo_lat')).toBe(Object.keys(res.json).indexOf('slug') + 1);
    const single = await srv.call('GET', `/venues/${res.json.id}`);
    expect(single.json.json_ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 0, longitude: 0 });
  });

  it('only one of geo_lat/geo_lng set: neither is shown, nor json_ld geo', async () => {
    const res = await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Half Geo', geo_lat: 10 } });
    expect(res.status).toBe(201);
    expect('geo_lat' in res.json).toBe(false);
    expect('geo_lng' in res.json).toBe(false);
    const single = await srv.call('GET', `/venues/${res.json.id}`);
    expect('geo' in single.json.json_ld).toBe(false);
  });

  it('geo_lat="" clears the stored coordinate', async () => {
    const res = await srv.call('POST', '/venues', {
      as: 'admin',
      json: { venue: 'Clear Geo', geo_lat: 1.5, geo_lng: 2.5 },
    });
    expect(res.json.geo_lat).toBe(1.5);
    const upd = await srv.call('PATCH', `/venues/${res.json.id}`, { as: 'admin', json: { geo_lat: '' } });
    expect(upd.status).toBe(200);
    expect('geo_lat' in upd.json).toBe(false);
    expect('geo_lng' in upd.json).toBe(false);
  });

  it('geo_lat out of range is 400 rest_invalid_param', async () => {
    const res = await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Far', geo_lat: 91, geo_lng: 0 } });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('rest_invalid_param');
    expect(res.json.data.params).toEqual({ geo_lat: 'Invalid parameter.' });
  });

  it('a draft venue has the plain url form; pending too; publish uses the permalink', async () => {
    const draft = await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Draft Place', status: 'draft' } });
    expect(draft.json.status).toBe('draft');
    expect(draft.json.url).toBe(`${srv.base}/?post_type=tribe_venue&p=${draft.json.id}`);
    const pending = await srv.call('POST', '/venues', {
      as: 'admin',
      json: { venue: 'Pending Place', status: 'pending' },
    });
    expect(pending.json.url).toBe(`${srv.base}/?post_type=tribe_venue&p=${pending.json.id}`);
    const priv = await srv.call('POST', '/venues', {
      as: 'admin',
      json: { venue: 'Private Place', status: 'private' },
    });
    expect(priv.json.url).toBe(`${srv.base}/venue/private-place/`);
    const single = await srv.call('GET', `/venues/${draft.json.id}`, { as: 'admin' });
    expect(single.json.json_ld.url).toBe(`${srv.base}/?post_type=tribe_venue&p=${draft.json.id}`);
  });

  it('a language segment is repeated in url; non-ASCII slugs are percent-encoded in url only', async () => {
    const res = await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Зала' } });
    expect(res.json.slug).toBe('зала');
    expect(res.json.url).toBe(`${srv.base}/venue/%D0%B7%D0%B0%D0%BB%D0%B0/`);
    const fr = await srv.call('GET', `/fr/wp-json/calendar/events/v1/venues/${res.json.id}`, { raw: true });
    expect(fr.json.url).toBe(`${srv.base}/fr/venue/%D0%B7%D0%B0%D0%BB%D0%B0/`);
    expect(fr.json.global_id).toBe(`127.0.0.1?id=${res.json.id}`);
  });

  it('GET /venues/by-slug/{slug} returns the same body as by id (case-insensitive slug)', async () => {
    const res = await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Slug Hall', city: 'Rome' } });
    const byId = await srv.call('GET', `/venues/${res.json.id}`);
    const bySlug = await srv.call('GET', '/venues/by-slug/SLUG-HALL');
    expect(bySlug.status).toBe(200);
    expect(bySlug.text).toBe(byId.text);
  });

  it('list items and update/delete responses have no json_ld', async () => {
    const res = await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'No LD', city: 'Rome' } });
    const list = await srv.call('GET', '/venues', { query: { search: 'No LD' } });
    expect(list.json.venues).toHaveLength(1);
    expect('json_ld' in list.json.venues[0]).toBe(false);
    const upd = await srv.call('PUT', `/venues/${res.json.id}`, { as: 'admin', json: { city: 'Milan' } });
    expect('json_ld' in upd.json).toBe(false);
    const del = await srv.call('DELETE', `/venues/${res.json.id}`, { as: 'admin' });
    expect('json_ld' in del.json).toBe(false);
  });
});

describe('venue representation with --no-premium', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ clock, premium: false });
  });
  afterAll(() => srv.stop());

  it('geo_lat/geo_lng are ignored on write and never output', async () => {
    const res = await srv.call('POST', '/venues', {
      as: 'admin',
      json: { venue: 'Plain', geo_lat: 'not a number', geo_lng: 4 },
    });
    expect(res.status).toBe(201);
    expect('geo_lat' in res.json).toBe(false);
    expect('geo_lng' in res.json).toBe(false);
    const single = await srv.call('GET', `/venues/${res.json.id}`);
    expect('geo' in single.json.json_ld).toBe(false);
  });
});

describe('venue dates in a site timezone', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ clock, timezone: 'America/New_York' });
  });
  afterAll(() => srv.stop());

  it('date and modified are site-time wall clocks, *_utc are UTC', async () => {
    const res = await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'NY Hall' } });
    expect(res.json.date).toBe('2024-07-10 11:30:00');
    expect(res.json.date_utc).toBe('2024-07-10 15:30:00');
    expect(res.json.modified).toBe('2024-07-10 11:30:00');
    expect(res.json.modified_utc).toBe('2024-07-10 15:30:00');
  });

  it('a sent naive date is read in the site timezone; date_utc in UTC', async () => {
    const a = await srv.call('POST', '/venues', {
      as: 'admin',
      json: { venue: 'Dated Hall', date: '2024-07-01 09:00:00' },
    });
    expect(a.json.date).toBe('2024-07-01 09:00:00');
    expect(a.json.date_utc).toBe('2024-07-01 13:00:00');
    const b = await srv.call('POST', '/venues', {
      as: 'admin',
      json: { venue: 'Dated Hall UTC', date_utc: '2024-07-01 09:00:00' },
    });
    expect(b.json.date).toBe('2024-07-01 05:00:00');
    expect(b.json.date_utc).toBe('2024-07-01 09:00:00');
  });

  it('a future publication date gives status future', async () => {
    const res = await srv.call('POST', '/venues', {
      as: 'admin',
      json: { venue: 'Later Hall', date: '2024-08-01 10:00' },
    });
    expect(res.json.status).toBe('future');
    expect(res.json.date).toBe('2024-08-01 10:00:00');
  });
});
