// API.md §1.5 (/doc validates), §1.6 (routing, HEAD, OPTIONS, method override), §1.7 (_fields)
// and §1.8 (headers, CORS, encoding), through real HTTP.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicHeader, rawRequest } from '../support/raw-http.js';
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
let eventId: number;
let tagId: number;

async function newEvent(title: string): Promise<number> {
  const r = await srv.call('POST', '/events', {
    as: 'admin',
    json: { title, start_date: '2024-07-11 19:00', end_date: '2024-07-11 22:00' },
  });
  expect(r.status).toBe(201);
  return r.json.id;
}

beforeAll(async () => {
  srv = await startTestServer({ clock });
  base = srv.base;
  const r = await srv.call('POST', '/events', {
    as: 'admin',
    json: {
      title: 'Jazz Night',
      start_date: '2024-07-11 19:00',
      end_date: '2024-07-11 22:00',
      venue: { venue: 'Blue Room', city: 'Boston' },
    },
  });
  eventId = r.json.id;
  await newEvent('Blues Night');
  tagId = (await srv.call('POST', '/tags', { as: 'admin', json: { name: 'late' } })).json.id;
});

afterAll(() => srv.stop());

describe('§1.5 GET /doc through HTTP', () => {
  it('is an OpenAPI 3.0.3 document that @seriousme/openapi-schema-validator accepts, with resolvable $refs', async () => {
    const r = await srv.call('GET', '/doc');
    expect(r.status).toBe(200);
    expect(Object.keys(r.json)).toEqual(['openapi', 'info', 'components', 'servers', 'paths']);
    expect(r.json.openapi).toBe('3.0.3');
    const validator = new Validator();
    const result = await validator.validate(r.json);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.0');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('the premium-off and French documents validate too', async () => {
    const off = await startTestServer({ clock, premium: false });
    try {
      for (const [s, path] of [
        [off, '/doc'],
        [srv, '/fr/wp-json/calendar/events/v1/doc'],
      ] as const) {
        const r = await s.call('GET', path, { raw: path.startsWith('/fr') });
        const result = await new Validator().validate(r.json);
        expect(result.valid, path).toBe(true);
      }
    } finally {
      await off.stop();
    }
  });

  it('info, paths order and servers are those of §1.5', async () => {
    const r = await srv.call('GET', '/doc');
    expect(r.json.info).toEqual({
      version: '1.0.0',
      title: 'Calendar Events REST API',
      description: 'Read and manage calendar events, venues, organizers, event categories and event tags.',
    });
    expect(Object.keys(r.json.paths)).toEqual([
      '/doc',
      '/events',
      '/events/{id}',
      '/events/by-slug/{slug}',
      '/venues',
      '/venues/{id}',
      '/venues/by-slug/{slug}',
      '/organizers',
      '/organizers/{id}',
      '/organizers/by-slug/{slug}',
      '/categories',
      '/categories/{id}',
      '/tags',
      '/tags/{id}',
    ]);
    expect(Object.keys(r.json.paths['/events/{id}'])).toEqual(['get', 'post', 'put', 'patch', 'delete']);
    expect(Object.keys(r.json.components.schemas)).toEqual([
      'ImageSize',
      'CostDetails',
      'Term',
      'Image',
      'DateDetails',
      'Event',
      'Venue',
      'Organizer',
      'Error',
    ]);
    expect(r.json.servers).toEqual([{ url: `${base}${NS_PATH}/` }]);
  });
});

describe('§1.6 routing', () => {
  it.each([['/EVENTS'], ['/Events/'], ['/events/'], ['/VENUES/'], ['/Categories']])(
    'GET %s matches case-insensitively with one trailing slash',
    async (path) => {
      const r = await srv.call('GET', path);
      expect(r.status).toBe(200);
    },
  );

  it('GET /EVENTS/{id}/ and /Events/By-Slug/JAZZ-NIGHT/ reach the event', async () => {
    expect((await srv.call('GET', `/EVENTS/${eventId}/`)).json.id).toBe(eventId);
    expect((await srv.call('GET', '/Events/By-Slug/JAZZ-NIGHT/')).json.id).toBe(eventId);
  });

  it.each([
    ['GET', '/venues/foo'],
    ['GET', '/events/by-slug/'],
    ['DELETE', '/events'],
    ['PUT', '/venues'],
    ['PATCH', '/tags'],
    ['GET', '/events//'],
    ['GET', '/events/12/extra'],
    ['GET', '/events/-1'],
    ['GET', '/events/1.5'],
    ['GET', '/nothing'],
    ['POST', '/doc'],
    ['DELETE', ''],
    ['PURGE', '/events'],
    ['GET', '/events/by-slug/a/b'],
  ])('%s %s is 404 rest_no_route', async (method, path) => {
    const r = await srv.call(method, path, { as: 'admin' });
    expect(r.status).toBe(404);
    expect(r.json).toEqual(NO_ROUTE);
  });

  it('an unknown route has no Allow header; a route without the method is still 404 rest_no_route', async () => {
    const r = await srv.call('GET', '/nothing');
    expect(r.headers.get('allow')).toBeNull();
    const d = await srv.call('DELETE', '/events', { as: 'admin' });
    expect(d.status).toBe(404);
  });

  describe('HEAD', () => {
    it.each([['/events'], [`/events/${1}`], ['/events/987654'], ['/nothing'], ['']])(
      'HEAD %s has the status and headers of GET and no body',
      async (path) => {
        const p = `${NS_PATH}${path}`;
        const get = await rawRequest(base, 'GET', p);
        const head = await rawRequest(base, 'HEAD', p);
        expect(head.status).toBe(get.status);
        expect(head.text).toBe('');
        const strip = (h: Record<string, unknown>) => {
          const { date: _d, ...rest } = h;
          return rest;
        };
        expect(strip(head.headers)).toEqual(strip(get.headers));
        expect(head.headers['content-length']).toBe(String(Buffer.byteLength(get.text)));
      },
    );
  });

  describe('OPTIONS', () => {
    it('OPTIONS /events is 200 with the route object of the namespace index and Allow: GET, POST', async () => {
      const r = await srv.call('OPTIONS', '/events');
      const index = await srv.call('GET', '');
      expect(r.status).toBe(200);
      expect(r.json).toEqual(index.json.routes['/calendar/events/v1/events']);
      expect(r.headers.get('allow')).toBe('GET, POST');
    });

    it.each([
      [`/events/987654`, '/calendar/events/v1/events/(?P<id>\\d+)', 'GET, DELETE, POST, PUT, PATCH'],
      [
        '/venues/by-slug/nowhere',
        '/calendar/events/v1/venues/by-slug/(?P<slug>[^/]+)',
        'GET, DELETE, POST, PUT, PATCH',
      ],
      ['/tags/5', '/calendar/events/v1/tags/(?P<id>\\d+)', 'GET, POST, PUT, PATCH, DELETE'],
      ['/doc', '/calendar/events/v1/doc', 'GET'],
      ['', '/calendar/events/v1', 'GET'],
    ])(
      'OPTIONS %s answers the route object of %s with Allow: %s (existence is not checked)',
      async (path, key, allow) => {
        const r = await srv.call('OPTIONS', path);
        const index = await srv.call('GET', '');
        expect(r.status).toBe(200);
        expect(r.json).toEqual(index.json.routes[key]);
        expect(r.headers.get('allow')).toBe(allow);
      },
    );

    it('OPTIONS with an Origin carries the CORS headers', async () => {
      const r = await srv.call('OPTIONS', '/events', {
        headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
      });
      expect(r.status).toBe(200);
      expect(r.headers.get('access-control-allow-origin')).toBe('https://app.example');
      expect(r.headers.get('access-control-allow-methods')).toBe('OPTIONS, GET, POST, PUT, PATCH, DELETE');
      expect(r.headers.get('access-control-allow-credentials')).toBe('true');
      expect(r.headers.get('vary')).toBe('Origin');
    });

    it('OPTIONS on an unknown route is 404 rest_no_route', async () => {
      const r = await srv.call('OPTIONS', '/nothing');
      expect(r.json).toEqual(NO_ROUTE);
    });

    it('OPTIONS does not run the handler: no auth needed and nothing changes', async () => {
      const r = await srv.call('OPTIONS', `/events/${eventId}`, { json: { title: 'changed' } });
      expect(r.status).toBe(200);
      expect((await srv.call('GET', `/events/${eventId}`)).json.title).toBe('Jazz Night');
    });
  });

  describe('method override', () => {
    it('POST /events/{id}?_method=DELETE trashes the event', async () => {
      const id = await newEvent('Override Delete');
      const r = await srv.call('POST', `/events/${id}?_method=DELETE`, { as: 'admin' });
      expect(r.status).toBe(200);
      expect(r.json.status).toBe('trash');
    });

    it('_method is case-insensitive and honoured on GET: GET /tags?_method=post creates', async () => {
      const r = await srv.call('GET', '/tags?_method=post&name=Override+Tag', { as: 'admin' });
      expect(r.status).toBe(201);
      expect(r.json.name).toBe('Override Tag');
    });

    it('X-HTTP-Method-Override: PATCH on a POST updates; X-HTTP-Method-Override: DELETE on GET deletes', async () => {
      const id = await newEvent('Header Override');
      const r = await srv.call('POST', `/events/${id}`, {
        as: 'admin',
        json: { title: 'Patched' },
        headers: { 'x-http-method-override': 'patch' },
      });
      expect(r.status).toBe(200);
      expect(r.json.title).toBe('Patched');
      const d = await srv.call('GET', `/events/${id}`, {
        as: 'admin',
        headers: { 'X-HTTP-Method-Override': 'DELETE' },
      });
      expect(d.json.status).toBe('trash');
    });

    it('the query _method wins over the header', async () => {
      const id = await newEvent('Both Overrides');
      const r = await srv.call('POST', `/events/${id}?_method=GET`, {
        as: 'admin',
        headers: { 'x-http-method-override': 'DELETE' },
      });
      expect(r.status).toBe(200);
      expect(r.json.status).toBe('publish');
    });

    it('_method in a form or JSON body is not an override (and is an ignored parameter)', async () => {
      const id = await newEvent('Body Override');
      const f = await srv.call('POST', `/events/${id}`, { as: 'admin', form: '_method=DELETE&title=Still+Here' });
      expect(f.status).toBe(200);
      expect(f.json.status).toBe('publish');
      expect(f.json.title).toBe('Still Here');
      const j = await srv.call('POST', `/events/${id}`, { as: 'admin', json: { _method: 'DELETE' } });
      expect(j.json.status).toBe('publish');
    });

    it('an override to a method the route lacks is 404 rest_no_route', async () => {
      const r = await srv.call('GET', '/events?_method=DELETE', { as: 'admin' });
      expect(r.json).toEqual(NO_ROUTE);
      const h = await srv.call('GET', '/events', { headers: { 'x-http-method-override': 'BREW' } });
      expect(h.json).toEqual(NO_ROUTE);
    });
  });
});

describe('§1.7 _fields', () => {
  it('GET /events?_fields=events.id,total keeps the id of every event and the total', async () => {
    const r = await srv.call('GET', '/events?_fields=events.id,total');
    expect(r.status).toBe(200);
    expect(r.text).toMatch(/^\{"events":\[\{"id":\d+\}(,\{"id":\d+\})*\],"total":\d+\}$/);
    expect(r.json.total).toBe(r.json.events.length);
    expect(r.headers.get('x-tec-total')).toBe(String(r.json.total));
  });

  it('keys keep the body’s order, not the _fields order; nested paths and unknown keys work', async () => {
    const r = await srv.call('GET', `/events/${eventId}?_fields=venue.city,title,id,nope,venue.venue`);
    expect(JSON.stringify(r.json)).toBe(
      JSON.stringify({ id: eventId, title: 'Jazz Night', venue: { venue: 'Blue Room', city: 'Boston' } }),
    );
  });

  it('_fields as a bracket list and as a JSON array', async () => {
    const q = await srv.call('GET', `/events/${eventId}?_fields[]=id&_fields[]=slug`);
    expect(q.json).toEqual({ id: eventId, slug: 'jazz-night' });
    const j = await srv.call('PATCH', `/events/${eventId}`, { as: 'admin', json: { _fields: ['id', 'status'] } });
    expect(j.json).toEqual({ id: eventId, status: 'publish' });
  });

  it('only unknown keys give {}', async () => {
    const r = await srv.call('GET', `/events/${eventId}?_fields=nope`);
    expect(r.text).toBe('{}');
  });

  it('error bodies are never filtered', async () => {
    const r = await srv.call('GET', '/events/987654?_fields=code');
    expect(r.json).toEqual({
      code: 'rest-event-not-found',
      message: 'Event with ID 987654 does not exist.',
      data: { status: 404 },
    });
  });

  it('applies to the site index, the namespace index and OPTIONS', async () => {
    expect((await srv.call('GET', '/wp-json/?_fields=name,namespaces', { raw: true })).json).toEqual({
      name: 'calev',
      namespaces: ['calendar/events/v1'],
    });
    expect((await srv.call('GET', '?_fields=namespace')).json).toEqual({ namespace: 'calendar/events/v1' });
    expect((await srv.call('OPTIONS', '/events?_fields=methods')).json).toEqual({ methods: ['GET', 'POST'] });
  });

  it('_envelope, _embed, _jsonp and _pretty are ignored (compact JSON, no envelope)', async () => {
    const plain = await srv.call('GET', `/events/${eventId}`);
    const r = await srv.call('GET', `/events/${eventId}?_envelope=1&_embed=1&_jsonp=cb&_pretty=1`);
    expect(r.text).toBe(plain.text);
    expect(r.headers.get('content-type')).toBe('application/json; charset=UTF-8');
  });
});

describe('§1.8 headers, CORS, encoding', () => {
  const BASE_HEADERS = (root: string) => ({
    'content-type': 'application/json; charset=UTF-8',
    'x-content-type-options': 'nosniff',
    'x-robots-tag': 'noindex',
    'cache-control': 'no-cache, must-revalidate, max-age=0, no-store, private',
    link: `<${root}/>; rel="https://api.w.org/"`,
    'access-control-expose-headers': 'X-WP-Total, X-WP-TotalPages, Link, X-TEC-Total, X-TEC-TotalPages',
    'access-control-allow-headers': 'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
  });
  const CORS = [
    'access-control-allow-origin',
    'access-control-allow-methods',
    'access-control-allow-credentials',
    'vary',
  ];

  it.each([
    ['GET', '/events', 'anonymous', 200],
    ['GET', '/events/987654', 'anonymous', 404],
    ['GET', '/nothing', 'anonymous', 404],
    ['POST', '/tags', 'anonymous', 400],
    ['POST', '/tags', 'subscriber', 400],
    ['GET', '/doc', 'anonymous', 200],
  ] as const)('%s %s (%s → %d) carries every base header exactly', async (method, path, as, status) => {
    const r = await srv.call(method, path, { as });
    expect(r.status).toBe(status);
    for (const [k, v] of Object.entries(BASE_HEADERS(`${base}/wp-json`))) expect(r.headers.get(k), k).toBe(v);
    for (const k of CORS) expect(r.headers.get(k), k).toBeNull();
    for (const k of ['location', 'etag', 'last-modified', 'www-authenticate']) expect(r.headers.get(k), k).toBeNull();
  });

  it('a 201 create has no Location, ETag or Last-Modified header', async () => {
    const r = await srv.call('POST', '/tags', { as: 'admin', json: { name: 'No Location' } });
    expect(r.status).toBe(201);
    for (const k of ['location', 'etag', 'last-modified']) expect(r.headers.get(k), k).toBeNull();
    expect(r.headers.get('allow')).toBe('GET, POST');
  });

  it('401 answers carry no WWW-Authenticate (rest_forbidden, invalid_username, incorrect_password)', async () => {
    const forbidden = await srv.call('POST', '/tags', { json: { name: 'x' } });
    const unknown = await srv.call('GET', '/events', { headers: { authorization: basicHeader('ghost', 'x') } });
    const wrong = await srv.call('GET', '/events', { headers: { authorization: basicHeader('admin', 'nope') } });
    for (const r of [forbidden, unknown, wrong]) {
      expect(r.status).toBe(401);
      expect(r.headers.get('www-authenticate')).toBeNull();
    }
  });

  it('with an Origin header, every answer (errors included) adds the four CORS headers echoing the origin', async () => {
    for (const path of ['/events', '/nothing', '/events/987654']) {
      const r = await srv.call('GET', path, { headers: { origin: 'http://localhost:3000' } });
      expect(r.headers.get('access-control-allow-origin'), path).toBe('http://localhost:3000');
      expect(r.headers.get('access-control-allow-methods')).toBe('OPTIONS, GET, POST, PUT, PATCH, DELETE');
      expect(r.headers.get('access-control-allow-credentials')).toBe('true');
      expect(r.headers.get('vary')).toBe('Origin');
    }
  });

  it('matched routes add Allow: single event, venue by slug, tag, namespace root, doc', async () => {
    const cases: Array<[string, string]> = [
      [`/events/${eventId}`, 'GET, DELETE, POST, PUT, PATCH'],
      ['/venues/by-slug/blue-room', 'GET, DELETE, POST, PUT, PATCH'],
      [`/tags/${tagId}`, 'GET, POST, PUT, PATCH, DELETE'],
      ['', 'GET'],
      ['/doc', 'GET'],
      ['/organizers', 'GET, POST'],
    ];
    for (const [path, allow] of cases) expect((await srv.call('GET', path)).headers.get('allow'), path).toBe(allow);
  });

  it('lists add X-TEC-Total and X-TEC-TotalPages; single reads do not', async () => {
    const list = await srv.call('GET', '/events?per_page=1');
    expect(list.headers.get('x-tec-total')).toBe(String(list.json.total));
    expect(list.headers.get('x-tec-totalpages')).toBe(String(list.json.total_pages));
    expect(Number(list.headers.get('x-tec-totalpages'))).toBe(list.json.total);
    const venues = await srv.call('GET', '/venues');
    expect(venues.headers.get('x-tec-total')).toBe('1');
    const tags = await srv.call('GET', '/tags?hide_empty=0');
    expect(tags.headers.get('x-tec-total')).toBe(String(tags.json.total));
    const single = await srv.call('GET', `/events/${eventId}`);
    expect(single.headers.get('x-tec-total')).toBeNull();
    expect(single.headers.get('x-tec-totalpages')).toBeNull();
  });

  it('bodies are compact JSON.stringify output: "/" and non-ASCII unescaped', async () => {
    const title = 'Café/Bar – 夏祭り "quoted" <b>&</b>';
    const r = await srv.call('POST', '/events', {
      as: 'admin',
      json: { title, start_date: '2024-07-11 10:00', end_date: '2024-07-11 11:00' },
    });
    expect(r.text).toBe(JSON.stringify(r.json));
    expect(r.text).toContain(`"title":${JSON.stringify(title)}`);
    expect(r.text).toContain('"title":"Café/Bar – 夏祭り \\"quoted\\" <b>&</b>"');
    expect(r.text).not.toContain('\\/');
    expect(r.text).not.toMatch(/\\u[0-9a-f]{4}/i);
    expect(r.text).toContain(`"rest_url":"${base}${NS_PATH}/events/${r.json.id}"`);
    const list = await srv.call('GET', '/events');
    expect(list.text).toBe(JSON.stringify(list.json));
  });
});
