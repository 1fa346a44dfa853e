// API.md §1.4: the site index and the namespace index, through real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');
const NO_ROUTE = {
  code: 'rest_no_route',
  message: 'No route was found matching the URL and request method.',
  data: { status: 404 },
};

let srv: TestServer;
let base: string;

beforeAll(async () => {
  srv = await startTestServer({ clock });
  base = srv.base;
});

afterAll(() => srv.stop());

describe('§1.4 site index', () => {
  it('GET /wp-json/ on a UTC site is exactly the documented object, routes equal to the namespace index routes', async () => {
    const r = await srv.call('GET', '/wp-json/', { raw: true });
    const ns = await srv.call('GET', '');
    expect(r.status).toBe(200);
    expect(Object.keys(r.json)).toEqual([
      'name',
      'description',
      'url',
      'home',
      'gmt_offset',
      'timezone_string',
      'namespaces',
      'authentication',
      'routes',
    ]);
    expect({ ...r.json, routes: undefined }).toEqual({
      name: 'calev',
      description: '',
      url: base,
      home: base,
      gmt_offset: 0,
      timezone_string: 'UTC',
      namespaces: ['calendar/events/v1'],
      authentication: [],
      routes: undefined,
    });
    expect(r.json.routes).toEqual(ns.json.routes);
    expect(JSON.stringify(Object.keys(r.json.routes))).toBe(JSON.stringify(Object.keys(ns.json.routes)));
  });

  it('/wp-json (no slash) and /WP-JSON/ are the site index too', async () => {
    for (const path of ['/wp-json', '/WP-JSON/']) {
      const r = await srv.call('GET', path, { raw: true });
      expect(r.json.name, path).toBe('calev');
    }
  });

  it.each([
    ['America/New_York', -4, 'America/New_York'],
    ['UTC+5.5', 5.5, ''],
    ['UTC-3.5', -3.5, ''],
    ['Asia/Kolkata', 5.5, 'Asia/Kolkata'],
    ['Europe/London', 1, 'Europe/London'],
  ])('a %s site has gmt_offset %d and timezone_string %j (now = 2024-07-10 15:30 UTC)', async (tz, offset, name) => {
    const s = await startTestServer({ clock, timezone: tz });
    try {
      const r = await s.call('GET', '/wp-json/', { raw: true });
      expect(r.json.gmt_offset).toBe(offset);
      expect(r.json.timezone_string).toBe(name);
    } finally {
      await s.stop();
    }
  });

  it('an America/New_York site reports -5 in winter', async () => {
    const s = await startTestServer({ clock: () => new Date('2024-01-10T15:30:00Z'), timezone: 'America/New_York' });
    try {
      expect((await s.call('GET', '/wp-json/', { raw: true })).json.gmt_offset).toBe(-5);
    } finally {
      await s.stop();
    }
  });

  it('POST /wp-json/ is 404 rest_no_route', async () => {
    const r = await srv.call('POST', '/wp-json/', { raw: true, as: 'admin' });
    expect(r.json).toEqual(NO_ROUTE);
  });
});

describe('§1.4 namespace index', () => {
  const KEYS = [
    '',
    '/doc',
    '/events',
    '/events/(?P<id>\\d+)',
    '/events/by-slug/(?P<slug>[^/]+)',
    '/venues',
    '/venues/(?P<id>\\d+)',
    '/venues/by-slug/(?P<slug>[^/]+)',
    '/organizers',
    '/organizers/(?P<id>\\d+)',
    '/organizers/by-slug/(?P<slug>[^/]+)',
    '/categories',
    '/categories/(?P<id>\\d+)',
    '/tags',
    '/tags/(?P<id>\\d+)',
  ].map((k) => `/calendar/events/v1${k}`);

  it('GET {ns} has namespace, routes, _links in that order and the route keys of §1.4 in order', async () => {
    for (const path of ['', '/']) {
      const r = await srv.call('GET', path);
      expect(r.status).toBe(200);
      expect(Object.keys(r.json)).toEqual(['namespace', 'routes', '_links']);
      expect(r.json.namespace).toBe('calendar/events/v1');
      expect(Object.keys(r.json.routes)).toEqual(KEYS);
      expect(r.json._links).toEqual({ up: [{ href: `${base}/wp-json/` }] });
    }
  });

  it('the namespace root route object is exactly the one of §1.4', async () => {
    const r = await srv.call('GET', '');
    expect(JSON.stringify(r.json.routes['/calendar/events/v1'])).toBe(
      JSON.stringify({
        namespace: 'calendar/events/v1',
        methods: ['GET'],
        endpoints: [
          {
            methods: ['GET'],
            args: {
              namespace: { default: 'calendar/events/v1', required: false },
              context: { default: 'view', required: false },
              translation_language: {
                description: 'Content language code.',
                type: 'string',
                enum: ['bg', 'zh-hans', 'en', 'fr', 'de', 'ja', 'pt-br', 'es'],
                required: false,
              },
            },
          },
        ],
        _links: { self: [{ href: `${base}/wp-json/calendar/events/v1` }] },
      }),
    );
  });

  it('endpoint methods follow §1.4, a route’s methods concatenate them, and _links.self only on routes without a path parameter', async () => {
    const routes = (await srv.call('GET', '')).json.routes;
    const methods = (k: string) => routes[`/calendar/events/v1${k}`].endpoints.map((e: any) => e.methods.join(','));
    for (const c of ['/events', '/venues', '/organizers', '/categories', '/tags'])
      expect(methods(c), c).toEqual(['GET', 'POST']);
    for (const s of ['/events', '/venues', '/organizers']) {
      expect(methods(`${s}/(?P<id>\\d+)`)).toEqual(['GET', 'DELETE', 'POST,PUT,PATCH']);
      expect(methods(`${s}/by-slug/(?P<slug>[^/]+)`)).toEqual(['GET', 'DELETE', 'POST,PUT,PATCH']);
    }
    for (const t of ['/categories', '/tags'])
      expect(methods(`${t}/(?P<id>\\d+)`)).toEqual(['GET', 'POST,PUT,PATCH', 'DELETE']);
    for (const [key, route] of Object.entries<any>(routes)) {
      expect(route.methods, key).toEqual(route.endpoints.flatMap((e: any) => e.methods));
      expect('_links' in route, key).toBe(!key.includes('(?P<'));
    }
  });

  it('argument objects have only description, type, format, items, enum, default, required, in that order', async () => {
    const ORDER = ['description', 'type', 'format', 'items', 'enum', 'default', 'required'];
    const routes = (await srv.call('GET', '')).json.routes;
    for (const route of Object.values<any>(routes)) {
      for (const ep of route.endpoints) {
        for (const [name, a] of Object.entries<any>(ep.args)) {
          const keys = Object.keys(a);
          expect(
            keys.every((k) => ORDER.includes(k)),
            name,
          ).toBe(true);
          expect(keys, name).toEqual(ORDER.filter((k) => keys.includes(k)));
          expect(typeof a.required).toBe('boolean');
        }
      }
    }
    const list = routes['/calendar/events/v1/events'].endpoints[0].args;
    expect(list.page).toEqual({
      description: 'Page of results to return.',
      type: 'integer',
      default: 1,
      required: false,
    });
    expect(list.per_page).toEqual({
      description: 'Number of events per page.',
      type: 'integer',
      default: '10',
      required: false,
    });
    expect(list.geoloc_lat).toEqual({
      description: 'Latitude of the centre of the search area. Requires the premium extension.',
      type: 'number',
      format: 'double',
      required: false,
    });
    expect(list.categories).toEqual({
      description: 'Only events in any of these categories (ids or slugs).',
      type: 'array',
      items: { type: 'integer' },
      required: false,
    });
    const create = routes['/calendar/events/v1/events'].endpoints[1].args;
    expect(create.title).toEqual({ description: 'Event title.', type: 'string', required: true });
    expect(Object.keys(create).at(-1)).toBe('translation_language');
  });

  it('the events list start_date / end_date defaults show the current window bounds A and B (§4.2.2)', async () => {
    const args = (await srv.call('GET', '')).json.routes['/calendar/events/v1/events'].endpoints[0].args;
    expect(args.start_date).toEqual({
      description: 'Only events that start on or after this date.',
      default: '2024-07-09 23:59:00',
      required: false,
    });
    expect(args.end_date).toEqual({
      description: 'Only events that end on or before this date.',
      default: '2026-07-10 15:30:00',
      required: false,
    });
    const tokyo = await startTestServer({ clock, timezone: 'Asia/Tokyo' });
    try {
      const t = (await tokyo.call('GET', '')).json.routes['/calendar/events/v1/events'].endpoints[0].args;
      expect([t.start_date.default, t.end_date.default]).toEqual(['2024-07-10 08:59:00', '2026-07-11 00:30:00']);
    } finally {
      await tokyo.stop();
    }
  });

  it.each([['other'], ['calendar/events/v2'], ['CALENDAR/EVENTS/V1'], ['']])(
    'GET {ns}?namespace=%j is 404 rest_invalid_namespace',
    async (ns) => {
      const r = await srv.call('GET', '', { query: { namespace: ns } });
      expect(r.status).toBe(404);
      expect(r.json).toEqual({
        code: 'rest_invalid_namespace',
        message: 'The specified namespace could not be found.',
        data: { status: 404 },
      });
    },
  );

  it('namespace=calendar/events/v1 and any context are accepted', async () => {
    const r = await srv.call('GET', '', { query: { namespace: 'calendar/events/v1', context: 'edit' } });
    expect(r.status).toBe(200);
    expect(r.json.namespace).toBe('calendar/events/v1');
  });
});
