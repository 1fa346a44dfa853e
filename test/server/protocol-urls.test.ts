// API.md §1.2: base URL, language segment and the plain-permalink form, through real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../support/raw-http.js';
import { startTestServer, type TestServer } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');
const NS_PATH = '/wp-json/calendar/events/v1';
const NO_ROUTE = {
  code: 'rest_no_route',
  message: 'No route was found matching the URL and request method.',
  data: { status: 404 },
};

let srv: TestServer;
let base: string;
let ids: {
  event: number;
  event2: number;
  venue: number;
  organizer: number;
  category: number;
  child: number;
  tag: number;
};

beforeAll(async () => {
  srv = await startTestServer({ clock });
  base = srv.base;
  const cat = await srv.call('POST', '/categories', { as: 'admin', json: { name: 'Music' } });
  const child = await srv.call('POST', '/categories', { as: 'admin', json: { name: 'Jazz', parent: cat.json.id } });
  const tag = await srv.call('POST', '/tags', { as: 'admin', json: { name: 'Late' } });
  const ev = await srv.call('POST', '/events', {
    as: 'admin',
    json: {
      title: 'Jazz Night',
      start_date: '2024-07-11 19:00',
      end_date: '2024-07-11 22:00',
      categories: [String(child.json.id)],
      tags: ['late'],
      venue: { venue: 'Blue Room', city: 'Boston' },
      organizer: [{ organizer: 'Jazz Society' }],
    },
  });
  const ev2 = await srv.call('POST', '/events', {
    as: 'admin',
    json: {
      title: 'Blues Night',
      start_date: '2024-07-12 19:00',
      end_date: '2024-07-12 22:00',
      categories: [String(child.json.id)],
    },
  });
  expect([cat.status, child.status, tag.status, ev.status, ev2.status]).toEqual([201, 201, 201, 201, 201]);
  ids = {
    event: ev.json.id,
    event2: ev2.json.id,
    venue: ev.json.venue.id,
    organizer: ev.json.organizer[0].id,
    category: cat.json.id,
    child: child.json.id,
    tag: tag.json.id,
  };
});

afterAll(() => srv.stop());

describe('§1.2 language segment', () => {
  it('GET /FR/wp-json/…/events/{id} repeats /fr (lower case) in url, rest_url, venue, organizer and term urls; global_id has no segment', async () => {
    const r = await srv.call('GET', `/FR/wp-json/calendar/events/v1/events/${ids.event}`, { raw: true });
    expect(r.status).toBe(200);
    const e = r.json;
    expect(e.url).toBe(`${base}/fr/event/jazz-night/`);
    expect(e.rest_url).toBe(`${base}/fr${NS_PATH}/events/${ids.event}`);
    expect(e.website).toBe(`${base}/fr/event/jazz-night/`);
    expect(e.global_id).toBe(`127.0.0.1?id=${ids.event}`);
    expect(e.venue.url).toBe(`${base}/fr/venue/blue-room/`);
    expect(e.organizer[0].url).toBe(`${base}/fr/organizer/jazz-society/`);
    expect(e.categories[0].urls).toEqual({
      self: `${base}/fr${NS_PATH}/categories/${ids.child}`,
      collection: `${base}/fr${NS_PATH}/categories`,
      up: `${base}/fr${NS_PATH}/categories/${ids.category}`,
    });
    expect(e.tags[0].urls).toEqual({
      self: `${base}/fr${NS_PATH}/tags/${ids.tag}`,
      collection: `${base}/fr${NS_PATH}/tags`,
    });
    expect(e.json_ld.url).toBe(`${base}/fr/event/jazz-night/`);
  });

  it('non-ASCII slugs are percent-encoded as UTF-8 in url; by-slug routes take the encoded slug', async () => {
    const e = await srv.call('POST', '/events', {
      as: 'admin',
      json: { title: '夏祭り', start_date: '2024-07-13 10:00', end_date: '2024-07-13 12:00' },
    });
    expect(e.json.slug).toBe('夏祭り');
    expect(e.json.url).toBe(`${base}/event/%E5%A4%8F%E7%A5%AD%E3%82%8A/`);
    const r = await srv.call('GET', `/fr${NS_PATH}/events/by-slug/%E5%A4%8F%E7%A5%AD%E3%82%8A`, { raw: true });
    expect(r.status).toBe(200);
    expect(r.json.url).toBe(`${base}/fr/event/%E5%A4%8F%E7%A5%AD%E3%82%8A/`);
    const v = await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Café Été' } });
    expect(v.json.url).toBe(`${base}/venue/cafe-ete/`);
  });

  it('draft and pending items use the ?post_type=…&p={id} form, after the segment', async () => {
    const e = await srv.call('POST', '/events', {
      as: 'admin',
      json: { title: 'Draft Url', status: 'draft', start_date: '2024-07-13 10:00', end_date: '2024-07-13 12:00' },
    });
    const r = await srv.call('GET', `/de${NS_PATH}/events/${e.json.id}`, { raw: true, as: 'admin' });
    expect(r.json.url).toBe(`${base}/de/?post_type=tribe_events&p=${e.json.id}`);
    const v = await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Pending Hall', status: 'pending' } });
    expect((await srv.call('GET', `/de${NS_PATH}/venues/${v.json.id}`, { raw: true, as: 'admin' })).json.url).toBe(
      `${base}/de/?post_type=tribe_venue&p=${v.json.id}`,
    );
    const o = await srv.call('POST', '/organizers', { as: 'admin', json: { organizer: 'Draft Org', status: 'draft' } });
    expect(o.json.url).toBe(`${base}/?post_type=tribe_organizer&p=${o.json.id}`);
  });

  it('without a segment nothing carries one', async () => {
    const r = await srv.call('GET', `/events/${ids.event}`);
    expect(r.json.url).toBe(`${base}/event/jazz-night/`);
    expect(r.json.rest_url).toBe(`${base}${NS_PATH}/events/${ids.event}`);
  });

  it('GET /Pt-BR/wp-json/…/events?per_page=1 repeats /pt-br in rest_url and next_rest_url', async () => {
    const r = await srv.call('GET', `/Pt-BR${NS_PATH}/events?per_page=1`, { raw: true });
    expect(r.status).toBe(200);
    const q = 'per_page=1&start_date=2024-07-09+00%3A00%3A00&end_date=2026-07-10+23%3A59%3A59';
    expect(r.json.rest_url).toBe(`${base}/pt-br${NS_PATH}/events/?page=1&${q}`);
    expect(r.json.next_rest_url).toBe(`${base}/pt-br${NS_PATH}/events/?page=2&${q}`);
    const p2 = await srv.call('GET', `/pt-br${NS_PATH}/events?per_page=1&page=2`, { raw: true });
    expect(p2.json.previous_rest_url).toBe(`${base}/pt-br${NS_PATH}/events/?${q}`);
  });

  it('GET /de/wp-json/…/categories?hide_empty=false repeats /de in list links and term url/urls', async () => {
    const r = await srv.call('GET', `/de${NS_PATH}/categories?hide_empty=false&per_page=1`, { raw: true });
    expect(r.json.rest_url).toBe(`${base}/de${NS_PATH}/categories/?page=1&per_page=1&hide_empty=false`);
    expect(r.json.next_rest_url).toBe(`${base}/de${NS_PATH}/categories/?page=2&per_page=1&hide_empty=false`);
    const jazz = await srv.call('GET', `/de${NS_PATH}/categories/${ids.child}`, { raw: true });
    expect(jazz.json.url).toBe(`${base}/de/events/category/jazz/`);
    expect(jazz.json.urls.up).toBe(`${base}/de${NS_PATH}/categories/${ids.category}`);
    const tag = await srv.call('GET', `/de${NS_PATH}/tags/${ids.tag}`, { raw: true });
    expect(tag.json.url).toBe(`${base}/de/tag/late/`);
  });

  it('GET /ja/wp-json/…/venues and /organizers repeat /ja in rest_url and item urls', async () => {
    const v = await srv.call('GET', `/ja${NS_PATH}/venues`, { raw: true });
    expect(v.json.rest_url).toBe(`${base}/ja${NS_PATH}/venues/?page=1&per_page=10`);
    const blue = v.json.venues.find((x: any) => x.id === ids.venue);
    expect(blue.url).toBe(`${base}/ja/venue/blue-room/`);
    const o = await srv.call('GET', `/ja${NS_PATH}/organizers/by-slug/jazz-society`, { raw: true });
    expect(o.json.url).toBe(`${base}/ja/organizer/jazz-society/`);
  });

  it('the namespace index under /es repeats /es in every _links href', async () => {
    const r = await srv.call('GET', `/es${NS_PATH}`, { raw: true });
    expect(r.json._links).toEqual({ up: [{ href: `${base}/es/wp-json/` }] });
    for (const [key, route] of Object.entries<any>(r.json.routes)) {
      if (route._links) expect(route._links.self[0].href, key).toBe(`${base}/es/wp-json${key}`);
    }
  });

  it('the site index under /zh-hans has url and home with the segment and a Link header to its root', async () => {
    const r = await srv.call('GET', '/zh-hans/wp-json/', { raw: true });
    expect(r.json.url).toBe(`${base}/zh-hans`);
    expect(r.json.home).toBe(`${base}/zh-hans`);
    expect(r.headers.get('link')).toBe(`<${base}/zh-hans/wp-json/>; rel="https://api.w.org/"`);
  });

  it('/doc under /bg has servers [{url: {base}/bg/wp-json/calendar/events/v1/}]', async () => {
    const r = await srv.call('GET', `/bg${NS_PATH}/doc`, { raw: true });
    expect(r.json.servers).toEqual([{ url: `${base}/bg${NS_PATH}/` }]);
    const plain = await srv.call('GET', '/doc');
    expect(plain.json.servers).toEqual([{ url: `${base}${NS_PATH}/` }]);
  });

  it('the segment is the response language; an explicit translation_language wins', async () => {
    const fr = await srv.call('GET', `/fr${NS_PATH}/events/987654`, { raw: true });
    expect(fr.json.message).toBe('L’événement avec l’ID 987654 n’existe pas.');
    const de = await srv.call('GET', `/fr${NS_PATH}/events/987654?translation_language=de`, { raw: true });
    expect(de.json.message).toBe('Die Veranstaltung mit der ID 987654 existiert nicht.');
    expect(de.status).toBe(404);
  });

  it('an explicit translation_language does not add a segment to emitted URLs; it is kept in list links', async () => {
    const r = await srv.call('GET', '/events?translation_language=fr&per_page=1');
    expect(r.json.rest_url).toBe(
      `${base}${NS_PATH}/events/?page=1&per_page=1&start_date=2024-07-09+00%3A00%3A00&end_date=2026-07-10+23%3A59%3A59&translation_language=fr`,
    );
    expect(r.json.events[0].url).toBe(`${base}/event/jazz-night/`);
  });

  it.each([
    ['/xx/wp-json/calendar/events/v1/events'],
    ['/it/wp-json/calendar/events/v1/events'],
    ['/en-us/wp-json/calendar/events/v1/events'],
    ['/blog/wp-json/'],
    // `/event/jazz-night/` and `/` are the calendar's pages now (test/pages/)
    ['/calendars/jazz-night/'],
    ['/wp-json-x/calendar/events/v1/events'],
    ['/wp-json/wp/v2/posts'],
    ['/wp-json/calendar/events/v2/events'],
  ])('GET %s is 404 rest_no_route', async (path) => {
    const r = await srv.call('GET', path, { raw: true });
    expect(r.status).toBe(404);
    expect(r.json).toEqual(NO_ROUTE);
  });

  it.each([['/fr/fr/wp-json/calendar/events/v1/events'], ['/fr/calendars/jazz-night/'], ['/fr/xx/wp-json/']])(
    'GET %s is 404 rest_no_route, in French (the segment still sets the language)',
    async (path) => {
      const r = await srv.call('GET', path, { raw: true });
      expect(r.status).toBe(404);
      expect(r.json).toEqual({
        code: 'rest_no_route',
        message: 'Aucune route ne correspond à l’URL et à la méthode de la requête.',
        data: { status: 404 },
      });
    },
  );
});

describe('§1.2 plain-permalink form ?rest_route=', () => {
  const expected = async () => (await srv.call('GET', '/events?per_page=1&page=2')).json;

  it.each([
    ['/?rest_route=/calendar/events/v1/events&per_page=1&page=2'],
    ['/index.php?rest_route=/calendar/events/v1/events&per_page=1&page=2'],
    ['/INDEX.PHP?rest_route=/calendar/events/v1/events&per_page=1&page=2'],
    ['/?rest_route=%2Fcalendar%2Fevents%2Fv1%2Fevents%2F&per_page=1&page=2'],
    ['/?per_page=1&rest_route=/CALENDAR/events/v1/Events&page=2'],
  ])('GET %s reaches the events list; emitted URLs use /wp-json/ and never rest_route', async (path) => {
    const r = await srv.call('GET', path, { raw: true });
    expect(r.status).toBe(200);
    expect(r.json).toEqual(await expected());
    expect(r.text).not.toContain('rest_route');
  });

  it('/fr/?rest_route= and /fr/index.php?rest_route= keep the segment', async () => {
    for (const path of [
      `/fr/?rest_route=/calendar/events/v1/events/${ids.event}`,
      `/fr/index.php?rest_route=/calendar/events/v1/events/${ids.event}`,
    ]) {
      const r = await srv.call('GET', path, { raw: true });
      expect(r.status, path).toBe(200);
      expect(r.json.rest_url).toBe(`${base}/fr${NS_PATH}/events/${ids.event}`);
    }
  });

  it('rest_route=/ is the site index and rest_route=/calendar/events/v1 the namespace index', async () => {
    const site = await srv.call('GET', '/?rest_route=/', { raw: true });
    expect(site.json.name).toBe('calev');
    const ns = await srv.call('GET', '/?rest_route=/calendar/events/v1', { raw: true });
    expect(ns.json.namespace).toBe('calendar/events/v1');
  });

  it('POST /?rest_route=/calendar/events/v1/tags creates through the same handler', async () => {
    const r = await srv.call('POST', '/?rest_route=/calendar/events/v1/tags', {
      raw: true,
      as: 'admin',
      json: { name: 'Plain Form' },
    });
    expect(r.status).toBe(201);
    expect(r.json.urls.self).toBe(`${base}${NS_PATH}/tags/${r.json.id}`);
  });

  it('rest_route to an unknown path, or on another path than / or /index.php, is 404 rest_no_route', async () => {
    for (const path of [
      '/?rest_route=/calendar/events/v1/nope',
      '/other.php?rest_route=/calendar/events/v1/events',
      '/xx/?rest_route=/calendar/events/v1/events',
    ]) {
      const r = await srv.call('GET', path, { raw: true });
      expect(r.json, path).toEqual(NO_ROUTE);
    }
  });
});

describe('§1.2 the Host header never changes emitted URLs', () => {
  it('GET with Host: evil.example:9999 still emits {base} URLs and the 127.0.0.1 global_id', async () => {
    const r = await rawRequest(base, 'GET', `${NS_PATH}/events/${ids.event}`, {
      headers: { host: 'evil.example:9999' },
    });
    expect(r.status).toBe(200);
    expect(r.json.url).toBe(`${base}/event/jazz-night/`);
    expect(r.json.rest_url).toBe(`${base}${NS_PATH}/events/${ids.event}`);
    expect(r.json.global_id).toBe(`127.0.0.1?id=${ids.event}`);
    expect(r.headers.link).toBe(`<${base}/wp-json/>; rel="https://api.w.org/"`);
    const idx = await rawRequest(base, 'GET', '/wp-json/', { headers: { host: 'evil.example' } });
    expect(idx.json.url).toBe(base);
  });
});

describe('§1.2 base URL', () => {
  it('a wildcard listen host 0.0.0.0 is written 127.0.0.1 with the port actually bound', async () => {
    const wild = await startTestServer({ clock, host: '0.0.0.0' });
    try {
      const port = new URL(wild.base).port;
      expect(wild.base).toBe(`http://127.0.0.1:${port}`);
      expect(Number(port)).toBeGreaterThan(0);
      const tag = await wild.call('POST', '/tags', { as: 'admin', json: { name: 'wild' } });
      expect(tag.json.urls.self).toBe(`http://127.0.0.1:${port}${NS_PATH}/tags/${tag.json.id}`);
      const idx = await wild.call('GET', '/wp-json/', { raw: true });
      expect(idx.json.url).toBe(`http://127.0.0.1:${port}`);
    } finally {
      await wild.stop();
    }
  });
});
