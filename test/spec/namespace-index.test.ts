import { describe, expect, it, vi } from 'vitest';
import {
  buildNamespaceIndex,
  buildRouteObject,
  buildRoutes,
  type IndexOptions,
} from '../../src/spec/namespace-index.js';

// A marking translator: every non-English text comes back as "<lang>:<English>", so the tests see
// which strings went through translate() without depending on the catalogues' contents.
vi.mock('../../src/spec/catalogues/index.js', () => ({
  translate: (text: string, lang: string) => (lang === 'en' ? text : `${lang}:${text}`),
}));

const NS = 'http://127.0.0.1:8080/wp-json/calendar/events/v1';
const OPTS: IndexOptions = {
  nsUrl: NS,
  rootUrl: 'http://127.0.0.1:8080/wp-json/',
  lang: 'en',
  premium: true,
  windowDefaults: { start: '2024-07-09 00:00:00', end: '2026-07-10 23:59:59' },
};

type Arg = Record<string, unknown>;
type Endpoint = { methods: string[]; args: Record<string, Arg> };
type RouteObject = {
  namespace: string;
  methods: string[];
  endpoints: Endpoint[];
  _links?: { self: Array<{ href: string }> };
};

const P = '/calendar/events/v1';
const ROUTE_KEYS = [
  P,
  `${P}/doc`,
  `${P}/events`,
  `${P}/events/(?P<id>\\d+)`,
  `${P}/events/by-slug/(?P<slug>[^/]+)`,
  `${P}/venues`,
  `${P}/venues/(?P<id>\\d+)`,
  `${P}/venues/by-slug/(?P<slug>[^/]+)`,
  `${P}/organizers`,
  `${P}/organizers/(?P<id>\\d+)`,
  `${P}/organizers/by-slug/(?P<slug>[^/]+)`,
  `${P}/categories`,
  `${P}/categories/(?P<id>\\d+)`,
  `${P}/tags`,
  `${P}/tags/(?P<id>\\d+)`,
];

function routes(opts: Partial<IndexOptions> = {}): Record<string, RouteObject> {
  return buildRoutes({ ...OPTS, ...opts }) as Record<string, RouteObject>;
}

function args(key: string, method: string, opts: Partial<IndexOptions> = {}): Record<string, Arg> {
  const route = routes(opts)[`${P}${key}`];
  const endpoint = route.endpoints.find((e) => e.methods.includes(method));
  if (!endpoint) throw new Error(`no ${method} endpoint on ${key}`);
  return endpoint.args;
}

/** JSON text keeps key order, so equal strings mean equal keys in equal order. */
const json = (v: unknown) => JSON.stringify(v);

const LANGS = ['bg', 'zh-hans', 'en', 'fr', 'de', 'ja', 'pt-br', 'es'];

describe('GET {ns} (namespace index, API.md §1.4)', () => {
  it('GET /wp-json/calendar/events/v1 has the keys namespace, routes, _links and links up to the API root', () => {
    const index = buildNamespaceIndex(OPTS);
    expect(Object.keys(index)).toEqual(['namespace', 'routes', '_links']);
    expect(index.namespace).toBe('calendar/events/v1');
    expect(index._links).toEqual({ up: [{ href: 'http://127.0.0.1:8080/wp-json/' }] });
    expect(index.routes).toEqual(buildRoutes(OPTS));
  });

  it('lists the fifteen routes in the order of §1.4', () => {
    expect(Object.keys(routes())).toEqual(ROUTE_KEYS);
  });

  it('gives every route the keys namespace, methods, endpoints[, _links] and methods = the endpoints concatenated', () => {
    for (const [key, route] of Object.entries(routes())) {
      const expected = route._links
        ? ['namespace', 'methods', 'endpoints', '_links']
        : ['namespace', 'methods', 'endpoints'];
      expect(Object.keys(route), key).toEqual(expected);
      expect(route.namespace).toBe('calendar/events/v1');
      expect(route.methods, key).toEqual(route.endpoints.flatMap((e) => e.methods));
      for (const endpoint of route.endpoints) expect(Object.keys(endpoint)).toEqual(['methods', 'args']);
    }
  });

  it('orders endpoints: collections GET, POST; post singles GET, DELETE, POST+PUT+PATCH; term singles GET, POST+PUT+PATCH, DELETE', () => {
    const shape = (key: string) => routes()[`${P}${key}`].endpoints.map((e) => e.methods.join(','));
    expect(shape('')).toEqual(['GET']);
    expect(shape('/doc')).toEqual(['GET']);
    for (const resource of ['events', 'venues', 'organizers']) {
      expect(shape(`/${resource}`)).toEqual(['GET', 'POST']);
      expect(shape(`/${resource}/(?P<id>\\d+)`)).toEqual(['GET', 'DELETE', 'POST,PUT,PATCH']);
      expect(shape(`/${resource}/by-slug/(?P<slug>[^/]+)`)).toEqual(['GET', 'DELETE', 'POST,PUT,PATCH']);
    }
    for (const resource of ['categories', 'tags']) {
      expect(shape(`/${resource}`)).toEqual(['GET', 'POST']);
      expect(shape(`/${resource}/(?P<id>\\d+)`)).toEqual(['GET', 'POST,PUT,PATCH', 'DELETE']);
    }
    expect(routes()[`${P}/events/(?P<id>\\d+)`].methods).toEqual(['GET', 'DELETE', 'POST', 'PUT', 'PATCH']);
  });

  it('has _links.self only on routes without a path parameter, pointing at {ns} + the route', () => {
    const withSelf = Object.entries(routes())
      .filter(([, r]) => r._links)
      .map(([key, r]) => [key, r._links]);
    expect(withSelf).toEqual([
      [P, { self: [{ href: NS }] }],
      [`${P}/doc`, { self: [{ href: `${NS}/doc` }] }],
      [`${P}/events`, { self: [{ href: `${NS}/events` }] }],
      [`${P}/venues`, { self: [{ href: `${NS}/venues` }] }],
      [`${P}/organizers`, { self: [{ href: `${NS}/organizers` }] }],
      [`${P}/categories`, { self: [{ href: `${NS}/categories` }] }],
      [`${P}/tags`, { self: [{ href: `${NS}/tags` }] }],
    ]);
  });

  it('GET /fr/wp-json/calendar/events/v1 repeats the language segment in every _links href', () => {
    const nsUrl = 'http://127.0.0.1:8080/fr/wp-json/calendar/events/v1';
    const index = buildNamespaceIndex({ ...OPTS, nsUrl, rootUrl: 'http://127.0.0.1:8080/fr/wp-json/' }) as {
      routes: Record<string, RouteObject>;
      _links: unknown;
    };
    expect(index._links).toEqual({ up: [{ href: 'http://127.0.0.1:8080/fr/wp-json/' }] });
    const hrefs = Object.values(index.routes).flatMap((r) => r._links?.self.map((s) => s.href) ?? []);
    expect(hrefs).toHaveLength(7);
    for (const href of hrefs) expect(href.startsWith(nsUrl)).toBe(true);
  });

  it('describes the namespace root exactly as the example of §1.4', () => {
    expect(json(routes()[P])).toBe(
      json({
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
                enum: LANGS,
                required: false,
              },
            },
          },
        ],
        _links: { self: [{ href: NS }] },
      }),
    );
  });

  it('describes /doc with translation_language only', () => {
    expect(json(args('/doc', 'GET'))).toBe(
      json({
        translation_language: { description: 'Content language code.', type: 'string', enum: LANGS, required: false },
      }),
    );
  });

  it('GET /events lists the arguments of §4.2.1 in table order with their index shapes', () => {
    const a = args('/events', 'GET');
    expect(Object.keys(a)).toEqual([
      'page',
      'per_page',
      'start_date',
      'end_date',
      'starts_before',
      'starts_after',
      'ends_before',
      'ends_after',
      'strict_dates',
      'search',
      'categories',
      'tags',
      'venue',
      'organizer',
      'featured',
      'status',
      'geoloc',
      'geoloc_lat',
      'geoloc_lng',
      'include',
      'post_parent',
      'hide_subsequent_recurrences',
      'ticketed',
      'hide_from_listings',
      'translation_language',
    ]);
    const expected: Record<string, Arg> = {
      page: { description: 'Page of results to return.', type: 'integer', default: 1, required: false },
      per_page: { description: 'Number of events per page.', type: 'integer', default: '10', required: false },
      start_date: {
        description: 'Only events that start on or after this date.',
        default: '2024-07-09 00:00:00',
        required: false,
      },
      end_date: {
        description: 'Only events that end on or before this date.',
        default: '2026-07-10 23:59:59',
        required: false,
      },
      starts_before: { description: 'Only events that start before this date.', required: false },
      strict_dates: {
        description: 'Apply the dates at the exact times given instead of whole days.',
        default: 'false',
        required: false,
      },
      search: {
        description: 'Only events whose title, description or excerpt contain these words.',
        type: 'string',
        required: false,
      },
      categories: {
        description: 'Only events in any of these categories (ids or slugs).',
        type: 'array',
        items: { type: 'integer' },
        required: false,
      },
      featured: {
        description: 'Only featured (true) or only non-featured (false) events.',
        type: 'boolean',
        required: false,
      },
      status: { description: 'Only events with these post statuses.', type: 'string', required: false },
      geoloc_lat: {
        description: 'Latitude of the centre of the search area. Requires the premium extension.',
        type: 'number',
        format: 'double',
        required: false,
      },
      include: {
        description: 'Only the events with these ids; date filters are ignored.',
        type: 'array',
        items: { type: 'integer' },
        required: false,
      },
      post_parent: { description: 'Only events whose parent event is this one.', type: 'integer', required: false },
      ticketed: {
        description: 'Only events with (true) or without (false) tickets.',
        type: 'boolean',
        required: false,
      },
      hide_from_listings: {
        description:
          'Only events hidden from listings (true), which lists leave out otherwise, or only the others (false).',
        type: 'boolean',
        required: false,
      },
      translation_language: { description: 'Content language code.', type: 'string', enum: LANGS, required: false },
    };
    for (const [name, shape] of Object.entries(expected)) expect(json(a[name]), name).toBe(json(shape));
  });

  it('shows the current default window of GET /events, and no default on the event write dates', () => {
    const window = { start: '2030-01-01 00:00:00', end: '2031-12-31 23:59:59' };
    const list = args('/events', 'GET', { windowDefaults: window });
    expect(list.start_date.default).toBe('2030-01-01 00:00:00');
    expect(list.end_date.default).toBe('2031-12-31 23:59:59');
    const create = args('/events', 'POST', { windowDefaults: window });
    expect(json(create.start_date)).toBe(json({ description: 'Start date and time.', type: 'string', required: true }));
  });

  it('GET /venues, /organizers and /categories show integer per_page 10, only_with_upcoming default false and hide_empty default "1"', () => {
    expect(args('/venues', 'GET').per_page).toEqual({
      description: 'Number of items per page.',
      type: 'integer',
      default: 10,
      required: false,
    });
    expect(json(args('/organizers', 'GET').has_events)).toBe(
      json({ description: 'true: only items linked to events; false: only items without.', required: false }),
    );
    expect(json(args('/venues', 'GET').only_with_upcoming)).toBe(
      json({ description: 'Only items linked to upcoming events.', default: false, required: false }),
    );
    expect(json(args('/categories', 'GET').hide_empty)).toBe(
      json({
        description: 'Hide terms not linked to any published event.',
        type: 'boolean',
        default: '1',
        required: false,
      }),
    );
    expect(Object.keys(args('/categories', 'GET'))).toContain('parent');
    expect(Object.keys(args('/tags', 'GET'))).not.toContain('parent');
  });

  it('POST /events marks title, start_date and end_date required and shows null defaults', () => {
    const a = args('/events', 'POST');
    expect(Object.keys(a)).toEqual([
      'author',
      'date',
      'date_utc',
      'title',
      'description',
      'slug',
      'excerpt',
      'status',
      'timezone',
      'all_day',
      'start_date',
      'end_date',
      'image',
      'cost',
      'website',
      'show_map',
      'show_map_link',
      'hide_from_listings',
      'sticky',
      'featured',
      'categories',
      'tags',
      'venue',
      'organizer',
      'post_parent',
      'ticketed',
      'recurrence',
      'translation_language',
    ]);
    expect(
      Object.entries(a)
        .filter(([, v]) => v.required)
        .map(([k]) => k),
    ).toEqual(['title', 'start_date', 'end_date']);
    expect(json(a.title)).toBe(json({ description: 'Event title.', type: 'string', required: true }));
    expect(json(a.cost)).toBe(json({ description: 'Cost of the event.', required: false }));
    expect(json(a.website)).toBe(
      json({ description: 'Event website URL.', type: 'string', default: null, required: false }),
    );
    expect(json(a.venue)).toBe(
      json({
        description: 'Venue: id or venue data.',
        type: 'array',
        items: { type: 'integer' },
        default: null,
        required: false,
      }),
    );
    expect(json(a.ticketed)).toBe(
      json({ description: 'Whether the event sells tickets.', type: 'boolean', default: false, required: false }),
    );
  });

  it('POST /events/{id} puts the required id first and password after organizer; by slug the slug is not required', () => {
    const byId = Object.keys(args('/events/(?P<id>\\d+)', 'POST'));
    expect(byId[0]).toBe('id');
    expect(byId.indexOf('password')).toBe(byId.indexOf('organizer') + 1);
    expect(args('/events/(?P<id>\\d+)', 'PATCH').id).toEqual({
      description: 'Event id.',
      type: 'integer',
      required: true,
    });
    expect(args('/events/by-slug/(?P<slug>[^/]+)', 'PUT').slug).toEqual({
      description: 'Event slug.',
      type: 'string',
      required: false,
    });
    expect(args('/events/by-slug/(?P<slug>[^/]+)', 'GET').slug).toEqual({
      description: 'Event slug.',
      type: 'string',
      required: true,
    });
  });

  it('writes every argument object with keys in the order description, type, format, items, enum, default, required', () => {
    const order = ['description', 'type', 'format', 'items', 'enum', 'default', 'required'];
    let count = 0;
    for (const route of Object.values(routes())) {
      for (const endpoint of route.endpoints) {
        for (const [name, arg] of Object.entries(endpoint.args)) {
          const keys = Object.keys(arg);
          expect(keys.at(-1), name).toBe('required');
          expect(keys, name).toEqual(order.filter((k) => keys.includes(k)));
          expect(typeof arg.required).toBe('boolean');
          count++;
        }
      }
    }
    expect(count).toBeGreaterThan(300);
  });

  it('--no-premium hides geo_lat, geo_lng, post_parent and ticketed from write endpoints but keeps the list filters', () => {
    const off = { premium: false };
    for (const key of ['/events', '/events/(?P<id>\\d+)', '/events/by-slug/(?P<slug>[^/]+)']) {
      const method = key === '/events' ? 'POST' : 'PATCH';
      expect(Object.keys(args(key, method))).toEqual(expect.arrayContaining(['post_parent', 'ticketed']));
      expect(Object.keys(args(key, method, off))).not.toContain('post_parent');
      expect(Object.keys(args(key, method, off))).not.toContain('ticketed');
      expect(Object.keys(args(key, method, off))).not.toContain('recurrence');
      expect(Object.keys(args(key, method, off)).at(-1)).toBe('translation_language');
    }
    for (const key of ['/venues', '/venues/(?P<id>\\d+)', '/venues/by-slug/(?P<slug>[^/]+)']) {
      const method = key === '/venues' ? 'POST' : 'PUT';
      expect(Object.keys(args(key, method))).toEqual(expect.arrayContaining(['geo_lat', 'geo_lng']));
      expect(Object.keys(args(key, method, off))).not.toContain('geo_lat');
      expect(Object.keys(args(key, method, off))).not.toContain('geo_lng');
    }
    expect(Object.keys(args('/events', 'GET', off))).toEqual(
      expect.arrayContaining(['geoloc', 'geoloc_lat', 'geoloc_lng', 'post_parent', 'ticketed']),
    );
    const { hide_subsequent_recurrences: premiumOnly, ...listOn } = args('/events', 'GET');
    expect(premiumOnly).toBeDefined();
    expect(args('/events', 'GET', off)).toEqual(listOn);
  });

  it('?translation_language=fr localizes every description and nothing else', () => {
    const en = routes();
    const fr = routes({ lang: 'fr' });
    let described = 0;
    const strip = (r: Record<string, RouteObject>) =>
      JSON.parse(JSON.stringify(r), (key, value: unknown) => (key === 'description' ? undefined : value)) as unknown;
    for (const key of ROUTE_KEYS) {
      fr[key].endpoints.forEach((endpoint, i) => {
        for (const [name, arg] of Object.entries(endpoint.args)) {
          const english = en[key].endpoints[i].args[name].description;
          if (english === undefined) {
            expect(arg.description).toBeUndefined();
          } else {
            expect(arg.description).toBe(`fr:${english as string}`);
            described++;
          }
        }
      });
    }
    expect(described).toBeGreaterThan(300);
    expect(strip(fr)).toEqual(strip(en));
  });

  it('OPTIONS on a route gives that route object of the index', () => {
    const all = routes();
    expect(buildRouteObject('/events/(?P<id>\\d+)', OPTS)).toEqual(all[`${P}/events/(?P<id>\\d+)`]);
    expect(buildRouteObject('', OPTS)).toEqual(all[P]);
    expect(buildRouteObject('/tags', { ...OPTS, premium: false })).toEqual(routes({ premium: false })[`${P}/tags`]);
    expect(() => buildRouteObject('/nope', OPTS)).toThrow(/no route/);
  });

  it('produces plain JSON (no undefined values, survives a JSON round trip)', () => {
    const index = buildNamespaceIndex(OPTS);
    expect(JSON.parse(JSON.stringify(index))).toStrictEqual(index);
  });
});
