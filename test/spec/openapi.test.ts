import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv } from 'ajv';
import { describe, expect, it, vi } from 'vitest';
import { buildOpenApi, DOC_TEXTS, SCHEMA_NAMES } from '../../src/spec/openapi.js';
import { ROUTES } from '../../src/spec/routes.js';

// A marking translator: every non-English text comes back as "<lang>:<English>", so the tests see
// which strings went through translate() without depending on the catalogues' contents.
vi.mock('../../src/spec/catalogues/index.js', () => ({
  translate: (text: string, lang: string) => (lang === 'en' ? text : `${lang}:${text}`),
}));

const NS = 'http://127.0.0.1:8080/wp-json/calendar/events/v1';

type Obj = Record<string, any>;
const doc = (premium = true, lang: 'en' | 'fr' = 'en'): Obj => buildOpenApi({ nsUrl: NS, lang, premium });
const ON = doc(true);
const OFF = doc(false);

const PATHS = [
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
];

function operations(d: Obj): Array<[string, string, Obj]> {
  return Object.entries(d.paths as Obj).flatMap(([path, item]) =>
    Object.entries(item as Obj).map(([m, op]) => [path, m, op as Obj] as [string, string, Obj]),
  );
}

const bodySchema = (d: Obj, path: string, method: string): Obj =>
  d.paths[path][method].requestBody.content['application/json'].schema;
const paramNames = (d: Obj, path: string, method: string): string[] =>
  d.paths[path][method].parameters.map((p: Obj) => p.name);

async function validate(d: Obj): Promise<{ valid: boolean; errors?: unknown }> {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(d));
  if (result.valid) validator.resolveRefs(); // throws on a dangling $ref
  return result;
}

describe('GET /doc (OpenAPI, API.md §1.5)', () => {
  it('has the top-level keys openapi, info, components, servers, paths and the info of §1.5', () => {
    expect(Object.keys(ON)).toEqual(['openapi', 'info', 'components', 'servers', 'paths']);
    expect(ON.openapi).toBe('3.0.3');
    expect(ON.info).toEqual({
      version: '1.0.0',
      title: 'Calendar Events REST API',
      description: 'Read and manage calendar events, venues, organizers, event categories and event tags.',
    });
    expect(Object.keys(ON.info)).toEqual(['version', 'title', 'description']);
    expect(ON.servers).toEqual([{ url: `${NS}/` }]);
  });

  it('GET /fr/wp-json/.../doc keeps the language segment and the port in servers', () => {
    const d = buildOpenApi({ nsUrl: 'http://127.0.0.1:8080/fr/wp-json/calendar/events/v1', lang: 'fr', premium: true });
    expect(d.servers).toEqual([{ url: 'http://127.0.0.1:8080/fr/wp-json/calendar/events/v1/' }]);
  });

  it('declares components.schemas in the order ImageSize, CostDetails, Term, Image, DateDetails, Event, Venue, Organizer, Error', () => {
    expect(Object.keys(ON.components)).toEqual(['schemas']);
    expect(Object.keys(ON.components.schemas)).toEqual([
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
    expect([...SCHEMA_NAMES]).toEqual(Object.keys(ON.components.schemas));
    for (const schema of Object.values(ON.components.schemas as Obj)) expect(schema.type).toBe('object');
  });

  it('lists the paths of §1.5 in order, without the namespace root', () => {
    expect(Object.keys(ON.paths)).toEqual(PATHS);
  });

  it('documents exactly the methods of §1.1 per path, in the order get, post, put, patch, delete', () => {
    const methods = Object.fromEntries(Object.entries(ON.paths as Obj).map(([p, item]) => [p, Object.keys(item)]));
    const single = ['get', 'post', 'put', 'patch', 'delete'];
    expect(methods).toEqual({
      '/doc': ['get'],
      '/events': ['get', 'post'],
      '/events/{id}': single,
      '/events/by-slug/{slug}': single,
      '/venues': ['get', 'post'],
      '/venues/{id}': single,
      '/venues/by-slug/{slug}': single,
      '/organizers': ['get', 'post'],
      '/organizers/{id}': single,
      '/organizers/by-slug/{slug}': single,
      '/categories': ['get', 'post'],
      '/categories/{id}': single,
      '/tags': ['get', 'post'],
      '/tags/{id}': single,
    });
  });

  it('names operations verb + resource, BySlug on by-slug routes, getDoc for /doc', () => {
    const ids = operations(ON).map(([, , op]) => op.operationId);
    const single = (r: string, s = '') => [
      `get${r}${s}`,
      `update${r}${s}`,
      `replace${r}${s}`,
      `patch${r}${s}`,
      `delete${r}${s}`,
    ];
    expect(ids).toEqual([
      'getDoc',
      'listEvents',
      'createEvent',
      ...single('Event'),
      ...single('Event', 'BySlug'),
      'listVenues',
      'createVenue',
      ...single('Venue'),
      ...single('Venue', 'BySlug'),
      'listOrganizers',
      'createOrganizer',
      ...single('Organizer'),
      ...single('Organizer', 'BySlug'),
      'listCategories',
      'createCategory',
      ...single('Category'),
      'listTags',
      'createTag',
      ...single('Tag'),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every operation summary, operationId, parameters[, requestBody], responses with English summaries', () => {
    for (const [path, method, op] of operations(ON)) {
      const keys = ['post', 'put', 'patch'].includes(method)
        ? ['summary', 'operationId', 'parameters', 'requestBody', 'responses']
        : ['summary', 'operationId', 'parameters', 'responses'];
      expect(Object.keys(op), `${method} ${path}`).toEqual(keys);
    }
    const summary = (p: string, m: string) => ON.paths[p][m].summary;
    expect(summary('/events', 'get')).toBe('List events');
    expect(summary('/events', 'post')).toBe('Create an event');
    expect(summary('/events/{id}', 'put')).toBe('Update an event');
    expect(summary('/organizers/by-slug/{slug}', 'delete')).toBe('Delete an organizer by slug');
    expect(summary('/categories/{id}', 'get')).toBe('Get a category');
    expect(summary('/doc', 'get')).toBe('Get the API documentation');
  });

  it('answers list get 200/400/404, single get 200/400/403/404, create 201/400/401/403, update 200/400/401/403/404, delete 200/400/401/403/404/410, /doc 200', () => {
    const codes = (p: string, m: string) => Object.keys(ON.paths[p][m].responses);
    for (const r of ['events', 'venues', 'organizers', 'categories', 'tags']) {
      expect(codes(`/${r}`, 'get')).toEqual(['200', '400', '404']);
      expect(codes(`/${r}`, 'post')).toEqual(['201', '400', '401', '403']);
      expect(codes(`/${r}/{id}`, 'get')).toEqual(['200', '400', '403', '404']);
      for (const m of ['post', 'put', 'patch'])
        expect(codes(`/${r}/{id}`, m)).toEqual(['200', '400', '401', '403', '404']);
      expect(codes(`/${r}/{id}`, 'delete')).toEqual(['200', '400', '401', '403', '404', '410']);
    }
    expect(codes('/events/by-slug/{slug}', 'get')).toEqual(['200', '400', '403', '404']);
    expect(codes('/venues/by-slug/{slug}', 'delete')).toEqual(['200', '400', '401', '403', '404', '410']);
    expect(codes('/doc', 'get')).toEqual(['200']);
  });

  it('describes responses OK, Created, Bad request, Authentication required, Forbidden, Not found, Gone; errors reference Error', () => {
    const words: Record<string, string> = {
      '200': 'OK',
      '201': 'Created',
      '400': 'Bad request',
      '401': 'Authentication required',
      '403': 'Forbidden',
      '404': 'Not found',
      '410': 'Gone',
    };
    for (const [path, method, op] of operations(ON)) {
      for (const [code, response] of Object.entries(op.responses as Obj)) {
        expect(response.description, `${method} ${path} ${code}`).toBe(words[code]);
        const schema = response.content['application/json'].schema;
        if (Number(code) >= 400) expect(schema).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
  });

  it('references the resource schemas in success responses and wraps lists in the envelopes of §4.1', () => {
    const ok = (p: string, m: string, code = '200') =>
      ON.paths[p][m].responses[code].content['application/json'].schema;
    expect(ok('/events/{id}', 'get')).toEqual({ $ref: '#/components/schemas/Event' });
    expect(ok('/events', 'post', '201')).toEqual({ $ref: '#/components/schemas/Event' });
    expect(ok('/venues/by-slug/{slug}', 'patch')).toEqual({ $ref: '#/components/schemas/Venue' });
    expect(ok('/organizers/{id}', 'delete')).toEqual({ $ref: '#/components/schemas/Organizer' });
    expect(ok('/tags/{id}', 'get')).toEqual({ $ref: '#/components/schemas/Term' });
    expect(Object.keys(ok('/events', 'get').properties)).toEqual([
      'events',
      'rest_url',
      'next_rest_url',
      'previous_rest_url',
      'total',
      'total_pages',
    ]);
    expect(ok('/events', 'get').properties.events.items).toEqual({ $ref: '#/components/schemas/Event' });
    expect(Object.keys(ok('/categories', 'get').properties)).toEqual([
      'rest_url',
      'total',
      'total_pages',
      'categories',
      'next_rest_url',
      'previous_rest_url',
    ]);
    expect(ok('/tags', 'get').properties.tags.items).toEqual({ $ref: '#/components/schemas/Term' });
  });

  it('GET /events takes every list argument as a query parameter; lists use style form, explode false', () => {
    const params: Obj[] = ON.paths['/events'].get.parameters;
    const listArgs = ROUTES.find((r) => r.pattern === '/events')!.endpoints[0].args.map((a) => a.name);
    expect(params.map((p) => p.name)).toEqual(listArgs);
    for (const p of params) expect(p.in).toBe('query');
    const byName = Object.fromEntries(params.map((p) => [p.name, p]));
    expect(byName.categories).toEqual({
      name: 'categories',
      in: 'query',
      description: 'Only events in any of these categories (ids or slugs).',
      required: false,
      schema: { type: 'array', items: { anyOf: [{ type: 'integer' }, { type: 'string' }] } },
      style: 'form',
      explode: false,
    });
    expect(byName.include.schema).toEqual({ type: 'array', items: { type: 'integer' } });
    expect(byName.status.schema).toEqual({ type: 'array', items: { type: 'string' } });
    for (const name of ['categories', 'tags', 'venue', 'organizer', 'status', 'include']) {
      expect([byName[name].style, byName[name].explode], name).toEqual(['form', false]);
    }
    expect(byName.page.schema).toEqual({ type: 'integer', default: 1 });
    expect(byName.per_page.schema).toEqual({ type: 'integer', default: 10 });
    expect(byName.featured.schema).toEqual({ type: 'boolean' });
    expect(byName.geoloc_lat.schema).toEqual({ type: 'number', format: 'double' });
    expect(byName.strict_dates.schema).toEqual({ type: 'string', default: 'false' });
    expect(byName.start_date.schema).toEqual({ type: 'string' });
    expect(byName.translation_language.schema).toEqual({
      type: 'string',
      enum: ['bg', 'zh-hans', 'en', 'fr', 'de', 'ja', 'pt-br', 'es'],
    });
    expect(byName.page.style).toBeUndefined();
    expect(ON.paths['/categories'].get.parameters.find((p: Obj) => p.name === 'hide_empty').schema).toEqual({
      type: 'boolean',
      default: true,
    });
  });

  it('puts required path parameters first, then for get/delete every other argument in the query', () => {
    for (const [path, method, op] of operations(ON)) {
      const params: Obj[] = op.parameters;
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(
        params.slice(0, inPath.length).map((p) => [p.name, p.in, p.required]),
        `${method} ${path}`,
      ).toEqual(inPath.map((name) => [name, 'path', true]));
      for (const p of params.slice(inPath.length)) expect(p.in).toBe('query');
      expect(params.at(-1)!.name).toBe('translation_language');
    }
    expect(paramNames(ON, '/events/{id}', 'get')).toEqual(['id', 'password', 'translation_language']);
    expect(paramNames(ON, '/events/{id}', 'delete')).toEqual(['id', 'password', 'translation_language']);
    expect(paramNames(ON, '/venues/by-slug/{slug}', 'get')).toEqual(['slug', 'translation_language']);
    expect(paramNames(ON, '/doc', 'get')).toEqual(['translation_language']);
  });

  it('POST/PUT/PATCH take only path parameters and translation_language as parameters; the rest is the body', () => {
    expect(paramNames(ON, '/events', 'post')).toEqual(['translation_language']);
    expect(paramNames(ON, '/events/{id}', 'patch')).toEqual(['id', 'translation_language']);
    expect(paramNames(ON, '/tags/{id}', 'put')).toEqual(['id', 'translation_language']);
    const body = bodySchema(ON, '/events', 'post');
    expect(Object.keys(body.properties)).toEqual([
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
    ]);
    expect(Object.keys(bodySchema(ON, '/events/{id}', 'post').properties)).toContain('password');
    expect(Object.keys(bodySchema(ON, '/events/{id}', 'post').properties)).not.toContain('id');
    expect(Object.keys(bodySchema(ON, '/categories/{id}', 'patch').properties)).toEqual([
      'name',
      'description',
      'slug',
      'parent',
    ]);
    expect(Object.keys(bodySchema(ON, '/tags', 'post').properties)).toEqual(['name', 'description', 'slug']);
  });

  it('sends the body as JSON or form, with a required array on create only', () => {
    for (const [path, method, op] of operations(ON)) {
      if (!op.requestBody) continue;
      const content = op.requestBody.content;
      expect(Object.keys(content), `${method} ${path}`).toEqual([
        'application/json',
        'application/x-www-form-urlencoded',
      ]);
      expect(content['application/x-www-form-urlencoded'].schema).toEqual(content['application/json'].schema);
      expect(content['application/json'].schema.type).toBe('object');
      const isCreate = op.operationId.startsWith('create');
      expect(content['application/json'].schema.required === undefined, `${method} ${path}`).toBe(!isCreate);
    }
    expect(bodySchema(ON, '/events', 'post').required).toEqual(['title', 'start_date', 'end_date']);
    expect(bodySchema(ON, '/venues', 'post').required).toEqual(['venue']);
    expect(bodySchema(ON, '/organizers', 'post').required).toEqual(['organizer']);
    expect(bodySchema(ON, '/categories', 'post').required).toEqual(['name']);
    expect(ON.paths['/events'].post.requestBody.required).toBe(true);
  });

  it('types body properties by kind: any has no type, truthy takes strings, booleans and numbers, "" clears post_parent', () => {
    const event = bodySchema(ON, '/events', 'post').properties;
    expect(event.cost).toEqual({ description: 'Cost of the event.' });
    expect(event.venue).toEqual({ description: 'Venue: id or venue data.' });
    expect(event.all_day).toEqual({ description: 'Whether the event lasts all day.', type: 'boolean', default: false });
    expect(event.categories.type).toBe('array');
    expect(event.post_parent).toEqual({
      description: 'Parent event id (event series).',
      oneOf: [{ type: 'integer' }, { type: 'string', enum: [''] }],
    });
    const venue = bodySchema(ON, '/venues', 'post').properties;
    expect(venue.show_map).toEqual({
      description: 'Whether linked events show a map.',
      anyOf: [{ type: 'string' }, { type: 'boolean' }, { type: 'number' }],
    });
    expect(venue.geo_lat.oneOf[0]).toEqual({ type: 'number' });
    // an omitted field keeps its value on update (§5.2), so update bodies show no defaults
    expect(bodySchema(ON, '/events/{id}', 'patch').properties.all_day).toEqual({
      description: 'Whether the event lasts all day.',
      type: 'boolean',
    });
  });

  it('POST /events/by-slug/{slug} takes the slug from the path and a new slug in the body', () => {
    expect(ON.paths['/events/by-slug/{slug}'].post.parameters[0]).toEqual({
      name: 'slug',
      in: 'path',
      description: 'Event slug.',
      required: true,
      schema: { type: 'string' },
    });
    expect(bodySchema(ON, '/events/by-slug/{slug}', 'post').properties.slug).toEqual({
      description: 'Event slug.',
      type: 'string',
    });
    expect(bodySchema(ON, '/venues/by-slug/{slug}', 'post').properties.slug).toBeUndefined();
  });

  it('--no-premium leaves geo_lat, geo_lng, post_parent and ticketed out of bodies but in the Venue and Event schemas; recurrence out of both', () => {
    const premiumArgs = ['post_parent', 'ticketed', 'recurrence', 'geo_lat', 'geo_lng'];
    for (const [path, method, op] of operations(OFF)) {
      if (!op.requestBody) continue;
      const names = Object.keys(op.requestBody.content['application/json'].schema.properties);
      for (const name of premiumArgs) expect(names, `${method} ${path}`).not.toContain(name);
    }
    expect(Object.keys(bodySchema(ON, '/events/{id}', 'put').properties)).toEqual(
      expect.arrayContaining(['post_parent', 'ticketed']),
    );
    expect(Object.keys(bodySchema(ON, '/venues/{id}', 'put').properties)).toEqual(
      expect.arrayContaining(['geo_lat', 'geo_lng']),
    );
    // the same schemas, but for §7.1's recurrence, which such a server has nowhere (README)
    const { recurrence, ...eventOn } = ON.components.schemas.Event.properties;
    expect(recurrence).toBeDefined();
    expect(OFF.components.schemas.Event.properties).toEqual(eventOn);
    expect({ ...OFF.components.schemas, Event: undefined }).toEqual({ ...ON.components.schemas, Event: undefined });
    expect(Object.keys(OFF.components.schemas.Event.properties)).toEqual(
      expect.arrayContaining(['post_parent', 'ticketed']),
    );
    expect(Object.keys(OFF.components.schemas.Venue.properties)).toEqual(
      expect.arrayContaining(['geo_lat', 'geo_lng']),
    );
    // the list filters stay, except §7.1's hide_subsequent_recurrences, which is premium only
    expect(paramNames(OFF, '/events', 'get')).toEqual(
      paramNames(ON, '/events', 'get').filter((name: string) => name !== 'hide_subsequent_recurrences'),
    );
  });

  it('declares the output keys of §3 in their order', () => {
    const keys = (name: string) => Object.keys(ON.components.schemas[name].properties);
    expect(keys('Event')).toEqual([
      'id',
      'global_id',
      'global_id_lineage',
      'author',
      'status',
      'date',
      'date_utc',
      'modified',
      'modified_utc',
      'url',
      'rest_url',
      'title',
      'description',
      'excerpt',
      'slug',
      'image',
      'all_day',
      'start_date',
      'start_date_details',
      'end_date',
      'end_date_details',
      'utc_start_date',
      'utc_start_date_details',
      'utc_end_date',
      'utc_end_date_details',
      'timezone',
      'timezone_abbr',
      'cost',
      'cost_details',
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
      'custom_fields',
      'post_parent',
      'recurrence',
      'ticketed',
      'json_ld',
    ]);
    expect(keys('Venue')).toEqual([
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
      'json_ld',
      'show_map',
      'show_map_link',
      'global_id',
      'global_id_lineage',
    ]);
    expect(keys('Organizer')).toEqual([
      'id',
      'author',
      'status',
      'date',
      'date_utc',
      'modified',
      'modified_utc',
      'url',
      'organizer',
      'description',
      'slug',
      'image',
      'phone',
      'website',
      'email',
      'json_ld',
      'global_id',
      'global_id_lineage',
    ]);
    expect(keys('DateDetails')).toEqual(['year', 'month', 'day', 'hour', 'minutes', 'seconds']);
    expect(keys('Image')).toEqual(['url', 'id', 'extension']);
    expect(ON.components.schemas.Event.properties.author.type).toBe('string');
  });

  it('is a valid OpenAPI 3.0.3 document with premium on and off, in English and French', async () => {
    for (const d of [ON, OFF, doc(true, 'fr'), doc(false, 'fr')]) {
      const result = await validate(d);
      expect(result.errors).toBeUndefined();
      expect(result.valid).toBe(true);
    }
  });

  it('the validator rejects a broken document (a path parameter that is not required)', async () => {
    const broken = structuredClone(ON);
    broken.paths['/events/{id}'].get.parameters[0].required = false;
    expect((await validate(broken)).valid).toBe(false);
  });

  it('localizes info, summaries, response and property descriptions and keeps everything else identical', () => {
    const fr = doc(true, 'fr');
    const texts: string[] = [];
    const strip = (d: Obj) =>
      JSON.parse(JSON.stringify(d), (key, value: unknown) => {
        if (['title', 'summary', 'description'].includes(key) && typeof value === 'string') {
          texts.push(value);
          return undefined;
        }
        return value;
      }) as unknown;
    expect(strip(fr)).toEqual(strip(ON));
    const frTexts = texts.splice(0, texts.length / 2);
    expect(frTexts.length).toBeGreaterThan(500);
    for (const text of frTexts) expect(text.startsWith('fr:'), text).toBe(true);
  });

  it('collects every English text it introduces in DOC_TEXTS, and uses every entry', () => {
    const argTexts = new Set(ROUTES.flatMap((r) => r.endpoints.flatMap((e) => e.args.map((a) => a.description))));
    const known = new Set<string | undefined>([...DOC_TEXTS, ...argTexts]);
    const seen = new Set<string>();
    JSON.stringify(ON, (key, value: unknown) => {
      if (['title', 'summary', 'description'].includes(key) && typeof value === 'string') seen.add(value);
      return value;
    });
    for (const text of seen) expect(known.has(text), text).toBe(true);
    for (const text of DOC_TEXTS) expect(seen.has(text), text).toBe(true);
    expect(new Set(DOC_TEXTS).size).toBe(DOC_TEXTS.length);
  });
});

// ---- the schemas describe the real output of §3 --------------------------------------------------

const details = (date: string) => {
  const [y, mo, d, h, mi, s] = date.split(/[- :]/);
  return { year: y, month: mo, day: d, hour: h, minutes: mi, seconds: s };
};
const urls = (tax: string, id: number) => ({ self: `${NS}/${tax}/${id}`, collection: `${NS}/${tax}` });

const VENUE_57 = {
  id: 57,
  author: '1',
  status: 'publish',
  date: '2024-07-10 15:30:00',
  date_utc: '2024-07-10 15:30:00',
  modified: '2024-07-10 15:42:10',
  modified_utc: '2024-07-10 15:42:10',
  url: 'http://127.0.0.1:8080/venue/blue-room/',
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
  json_ld: { '@context': 'http://schema.org', '@type': 'Place', name: 'Blue Room' },
  show_map: true,
  show_map_link: true,
  global_id: '127.0.0.1?id=57',
  global_id_lineage: ['127.0.0.1?id=57'],
};

const ORGANIZER_12 = {
  id: 12,
  author: '1',
  status: 'publish',
  date: '2024-05-02 09:12:40',
  date_utc: '2024-05-02 09:12:40',
  modified: '2024-05-02 09:12:40',
  modified_utc: '2024-05-02 09:12:40',
  url: 'http://127.0.0.1:8080/organizer/city-arts-council/',
  organizer: 'City Arts Council',
  slug: 'city-arts-council',
  phone: '+1 617 555 0100',
  website: 'https://arts.example',
  json_ld: { '@context': 'http://schema.org', '@type': 'Person', name: 'City Arts Council' },
  global_id: '127.0.0.1?id=12',
  global_id_lineage: ['127.0.0.1?id=12'],
};

const EMBEDDED_TERM = {
  name: 'music',
  slug: 'music',
  term_group: 0,
  term_taxonomy_id: 3,
  taxonomy: 'tribe_events_cat',
  description: 'Concerts and gigs',
  parent: 0,
  count: 4,
  filter: 'raw',
  id: 3,
  urls: urls('categories', 3),
};

const EVENT_60 = {
  id: 60,
  global_id: '127.0.0.1?id=60',
  global_id_lineage: ['127.0.0.1?id=60'],
  author: '1',
  status: 'publish',
  date: '2024-07-10 15:30:00',
  date_utc: '2024-07-10 15:30:00',
  modified: '2024-07-10 15:30:00',
  modified_utc: '2024-07-10 15:30:00',
  url: 'http://127.0.0.1:8080/event/jazz-night/',
  rest_url: `${NS}/events/60`,
  title: 'Jazz Night',
  description: '<p>Three sets.</p>',
  excerpt: '',
  slug: 'jazz-night',
  image: { url: 'https://cdn.example.com/img/jazz.jpg', id: 59, extension: 'jpg' },
  all_day: false,
  start_date: '2024-07-11 19:00:00',
  start_date_details: details('2024-07-11 19:00:00'),
  end_date: '2024-07-11 22:00:00',
  end_date_details: details('2024-07-11 22:00:00'),
  utc_start_date: '2024-07-11 23:00:00',
  utc_start_date_details: details('2024-07-11 23:00:00'),
  utc_end_date: '2024-07-12 02:00:00',
  utc_end_date_details: details('2024-07-12 02:00:00'),
  timezone: 'America/New_York',
  timezone_abbr: 'EDT',
  cost: '$15 – $25',
  cost_details: { currency_symbol: '$', currency_code: '', currency_position: 'prefix', values: ['15', '25'] },
  website: 'http://127.0.0.1:8080/event/jazz-night/',
  show_map: false,
  show_map_link: false,
  hide_from_listings: false,
  sticky: false,
  featured: false,
  categories: [EMBEDDED_TERM],
  tags: [
    {
      ...EMBEDDED_TERM,
      taxonomy: 'post_tag',
      name: 'jazz',
      slug: 'jazz',
      id: 8,
      term_taxonomy_id: 8,
      urls: urls('tags', 8),
    },
  ],
  venue: VENUE_57,
  organizer: [ORGANIZER_12],
  custom_fields: [],
  post_parent: 0,
  recurrence: null,
  ticketed: false,
  json_ld: { '@context': 'http://schema.org', '@type': 'Event', name: 'Jazz Night' },
};

/** A.4: a password-protected event as a list item */
const EVENT_61_MASKED = {
  ...EVENT_60,
  id: 61,
  description: '',
  excerpt: '',
  image: false,
  all_day: null,
  cost: '',
  cost_details: { currency_symbol: '', currency_position: '', currency_code: '', values: [] },
  website: '',
  show_map: null,
  show_map_link: null,
  hide_from_listings: null,
  sticky: null,
  featured: null,
  categories: [],
  tags: [],
  venue: [],
  organizer: [],
  custom_fields: [],
  ticketed: null,
} as Obj;
delete EVENT_61_MASKED.json_ld;

const CATEGORY_3 = {
  id: 3,
  count: 4,
  description: 'Concerts and gigs',
  name: 'music',
  slug: 'music',
  taxonomy: 'tribe_events_cat',
  parent: 0,
  meta: [],
  url: 'http://127.0.0.1:8080/events/category/music/',
  urls: urls('categories', 3),
};

const ERRORS = [
  {
    code: 'event-archive-page-not-found',
    message: 'The requested event archive page does not exist',
    data: { status: 404 },
  },
  {
    code: 'rest_invalid_param',
    message: 'Invalid parameter(s): per_page, featured',
    data: {
      status: 400,
      params: { per_page: 'Invalid parameter.', featured: 'featured is not of type boolean.' },
      details: {
        featured: {
          code: 'rest_invalid_type',
          message: 'featured is not of type boolean.',
          data: { param: 'featured' },
        },
      },
    },
  },
  {
    code: 'rest_missing_callback_param',
    message: 'Missing parameter(s): title',
    data: { status: 400, params: ['title'] },
  },
  {
    code: 'term_exists',
    message: 'A term with the name provided already exists in this taxonomy.',
    data: { status: 400, term_id: 3 },
  },
];

/** Closed copies of the schemas (no undeclared keys), so an output key the schema lacks fails. */
function closed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(closed);
  if (value === null || typeof value !== 'object') return value;
  const out: Obj = {};
  for (const [k, v] of Object.entries(value))
    out[k] =
      k === 'properties' ? Object.fromEntries(Object.entries(v as Obj).map(([pk, pv]) => [pk, closed(pv)])) : closed(v);
  if ('properties' in out) out.additionalProperties = false;
  return out;
}

function compiler(d: Obj) {
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema({ $id: 'doc', components: closed(d.components), paths: closed(d.paths) });
  return (pointer: string) => ajv.getSchema(`doc#${pointer}`)!;
}

describe('the /doc schemas against sample output of §3 and §4.1', () => {
  const at = compiler(ON);
  const schema = (name: string) => at(`/components/schemas/${name}`);
  const ok = (fn: ReturnType<typeof schema>, value: unknown) => {
    const valid = fn(value);
    expect(fn.errors ?? [], JSON.stringify(fn.errors)).toEqual([]);
    return valid;
  };

  it('accepts the event of §3.2, its embedded venue, organizer and terms', () => {
    expect(ok(schema('Event'), EVENT_60)).toBe(true);
    expect(ok(schema('Venue'), VENUE_57)).toBe(true);
    expect(ok(schema('Organizer'), ORGANIZER_12)).toBe(true);
    expect(ok(schema('Term'), EMBEDDED_TERM)).toBe(true);
  });

  it('accepts the password-masked list item of A.4 (nulls, image false, venue [])', () => {
    expect(ok(schema('Event'), EVENT_61_MASKED)).toBe(true);
  });

  it('accepts standalone category and tag representations of §3.5', () => {
    expect(ok(schema('Term'), CATEGORY_3)).toBe(true);
    const { parent: _parent, ...tag } = {
      ...CATEGORY_3,
      id: 8,
      taxonomy: 'post_tag',
      url: 'http://127.0.0.1:8080/tag/jazz/',
      urls: urls('tags', 8),
    };
    expect(ok(schema('Term'), tag)).toBe(true);
  });

  it('accepts the error bodies of §1.12 and A.3', () => {
    for (const body of ERRORS) expect(ok(schema('Error'), body)).toBe(true);
  });

  it('accepts the list envelopes of GET /events and GET /categories', () => {
    const events = at('/paths/~1events/get/responses/200/content/application~1json/schema');
    expect(
      ok(events, {
        events: [EVENT_61_MASKED],
        rest_url: `${NS}/events/?page=2&per_page=1`,
        previous_rest_url: `${NS}/events/?per_page=1`,
        total: 2,
        total_pages: 2,
      }),
    ).toBe(true);
    const categories = at('/paths/~1categories/get/responses/200/content/application~1json/schema');
    expect(
      ok(categories, {
        rest_url: `${NS}/categories/?page=1&per_page=10`,
        total: 1,
        total_pages: 1,
        categories: [CATEGORY_3],
      }),
    ).toBe(true);
  });

  it('rejects output that breaks the declared types', () => {
    const event = schema('Event');
    expect(event({ ...EVENT_60, author: 1 })).toBe(false);
    expect(event({ ...EVENT_60, image: true })).toBe(false);
    expect(event({ ...EVENT_60, venue: [VENUE_57] })).toBe(false);
    expect(event({ ...EVENT_60, start_date_details: { ...details('2024-07-11 19:00:00'), year: 2024 } })).toBe(false);
    expect(event({ ...EVENT_60, undeclared: 1 })).toBe(false);
    expect(schema('Venue')({ ...VENUE_57, show_map: null })).toBe(false);
  });
});
