// Robustness through real HTTP (API.md §1.6–§1.12, §8): random and malformed requests never get a
// 5xx, every 4xx has the documented error shape, and stored data changes only through writes the
// caller was allowed to make. Bounded and seeded, so a failure reproduces.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../src/spec/errors.js';
import { findEndpoint } from '../../src/spec/routes.js';
import { COLLECTION_NAMES } from '../../src/store/records.js';
import { basicHeader, rawRequest, type RawResult } from '../support/raw-http.js';
import { startTestServer, type TestServer } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');
const CODES = new Set(Object.keys(ERRORS));
const SEED_TOKEN = 'Seed-7f3a';

let srv: TestServer;

function storeSnapshot(): string {
  const store = srv.server.app.store;
  return JSON.stringify(COLLECTION_NAMES.map((col) => [col, store.all(col)]));
}

/** §1.12: {code, message, data: {status, [params], [details], [term_id]}} with status = HTTP status. */
function expectErrorShape(r: RawResult, label: string): void {
  expect(r.json, `${label}: ${r.text.slice(0, 300)}`).toBeTypeOf('object');
  expect(Object.keys(r.json), label).toEqual(['code', 'message', 'data']);
  expect(CODES.has(r.json.code), `${label}: unknown code ${r.json.code}`).toBe(true);
  expect(typeof r.json.message === 'string' && r.json.message.length > 0, label).toBe(true);
  expect(r.json.data.status, label).toBe(r.status);
  expect(ERRORS[r.json.code as keyof typeof ERRORS][0] === r.status || r.json.code === 'rest_forbidden', label).toBe(
    true,
  );
  for (const key of Object.keys(r.json.data))
    expect(['status', 'params', 'details', 'term_id'], `${label}: data.${key}`).toContain(key);
  if (r.json.code === 'rest_invalid_param') {
    const params = r.json.data.params as Record<string, string>;
    expect(Object.keys(params).length, label).toBeGreaterThan(0);
    expect(r.json.message.endsWith(Object.keys(params).join(', ')), label).toBe(true);
    for (const m of Object.values(params)) expect(typeof m, label).toBe('string');
    const details = r.json.data.details;
    expect(Array.isArray(details) ? details.length === 0 : typeof details === 'object', label).toBe(true);
  }
  if (r.json.code === 'rest_missing_callback_param') expect(Array.isArray(r.json.data.params), label).toBe(true);
}

function checkAnswer(r: RawResult, method: string, label: string): void {
  expect(r.status, `${label}: ${r.text.slice(0, 300)}`).toBeLessThan(500);
  expect(r.headers['content-type'], `${label}: ${r.status} ${JSON.stringify(r.headers)} ${r.text.slice(0, 200)}`).toBe(
    'application/json; charset=UTF-8',
  );
  if (method === 'HEAD') {
    expect(r.text, label).toBe('');
    return;
  }
  expect(() => JSON.parse(r.text), `${label}: ${r.text.slice(0, 200)}`).not.toThrow();
  if (r.status >= 400) expectErrorShape(r, label);
}

/** A GET or HEAD outside the API may be one of the calendar's pages or feeds (src/pages): never a
 * 5xx, and an answer of a page type when it is not the API's JSON. */
function checkPageOrApiAnswer(r: RawResult, method: string, label: string): void {
  const type = r.headers['content-type'] ?? '';
  if (type.startsWith('application/json') || r.status === 304) return checkAnswer(r, method, label);
  expect(r.status, `${label}: ${r.text.slice(0, 300)}`).toBeLessThan(500);
  expect(type, label).toMatch(/^text\/(html|calendar|css|plain); charset=UTF-8$/);
  if (method === 'HEAD') expect(r.text, label).toBe('');
}

/** Node refuses request lines with characters outside 0x21–0xFF; everything else is sent as is. */
function wire(path: string): string {
  return [...path].map((c) => (/[\x21-\x7e]/.test(c) ? c : encodeURIComponent(c))).join('');
}

// ---- arbitraries -------------------------------------------------------------------------------

const argNames = [
  ...new Set(
    (['events', 'venues', 'organizers', 'categories', 'tags'] as const).flatMap((r) =>
      [...findEndpoint(r, 'create')!.args, ...findEndpoint(r, 'list')!.args].map((a) => a.name),
    ),
  ),
];

const nasty = fc.constantFrom(
  '',
  ' ',
  '%',
  '%%',
  '%ZZ',
  '%E0%A4%A',
  '%00',
  '%C3',
  '+',
  '&',
  '=',
  '[]',
  '[',
  ']',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '..',
  '.',
  '//',
  'caf%C3%A9',
  '夏祭り',
  '\u0000',
  '0',
  '-1',
  '1e3',
  '99999999999999999999',
  'null',
  'true',
  '2024-02-30',
  'tomorrow 9am',
  'https://x.example/a.jpg',
  'javascript:alert(1)',
  'UTC+99',
  'Mars/Olympus',
);
const text = fc.oneof(nasty, fc.string({ maxLength: 16 }), fc.nat({ max: 200 }).map(String));

const deep = (depth: number, leaf: string) => '['.repeat(depth) + leaf + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const jsonValueText = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
  fc.constantFrom(
    '-0',
    '1e308',
    '-1e308',
    '0.1',
    '1.0',
    '123456789012345678901234567890',
    '""',
    '"\\u0000"',
    '{}',
    '[]',
    '[[]]',
    '[{}]',
    '{"__proto__":{"venue":"x"}}',
    '{"constructor":{"prototype":{}}}',
    '{"id":"0"}',
    '{"venue":""}',
    '{"organizer":["x"]}',
  ),
  fc.constantFrom(deep(64, '1'), deep(2000, '"x"'), deepObject(64), deepObject(1500)),
  text.map((s) => JSON.stringify(s)),
);

const jsonBody = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...argNames, '__proto__', 'constructor', 'prototype', '_method', '_fields', 'id', 'slug'),
        text,
      ),
      jsonValueText,
    ),
    { maxLength: 8 },
  )
  .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`);

const bracketKey = fc.oneof(
  fc.constantFrom(...argNames),
  fc.constantFrom(
    'venue[venue]',
    'venue[city]',
    'organizer[0][organizer]',
    'organizer[]',
    'categories[]',
    'a[][]',
    '[x]',
    'x]',
    'x[',
    'venue%5Bcity%5D',
    '__proto__[polluted]',
    'constructor[prototype][x]',
    'a[__proto__]',
    '_method',
    '_fields',
    'rest_route',
    'translation_language',
    'a' + '[b]'.repeat(40),
  ),
  text,
);
const pairs = fc
  .array(fc.tuple(bracketKey, text), { maxLength: 8 })
  .map((ps) => ps.map(([k, v]) => `${k}=${v}`).join('&'));

const segment = fc.oneof(
  fc.constantFrom(
    'events',
    'venues',
    'organizers',
    'categories',
    'tags',
    'doc',
    'by-slug',
    'EVENTS',
    'Tags',
    '1',
    '2',
    '3',
    '12',
    '0',
    '999999999999999999999',
    '-1',
  ),
  text,
);
const prefix = fc.constantFrom(
  '/wp-json/calendar/events/v1',
  '/fr/wp-json/calendar/events/v1',
  '/ZH-HANS/wp-json/calendar/events/v1',
  '/wp-json',
  '/?rest_route=/calendar/events/v1',
  '/index.php?rest_route=/calendar/events/v1',
  '/xx/wp-json/calendar/events/v1',
  '',
  '/wp-json/calendar/events/v1/events/by-slug',
);

const request = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'PURGE', 'get'),
  prefix,
  segments: fc.array(segment, { maxLength: 4 }),
  trailingSlash: fc.boolean(),
  query: fc.option(pairs, { nil: undefined }),
  contentType: fc.constantFrom(
    undefined,
    'application/json',
    'application/json; charset=utf-8',
    'APPLICATION/JSON',
    'application/x-www-form-urlencoded',
    'text/plain',
    'multipart/form-data',
  ),
  body: fc.option(
    fc.oneof(jsonBody, pairs, text, fc.constantFrom('{', '[1,2]', 'null', '"x"', '{"a":1}garbage', '\uFEFF{}')),
    { nil: undefined },
  ),
  auth: fc.constantFrom(undefined, 'subscriber', 'garbage', 'wrong', 'unknown', 'bearer'),
  override: fc.option(fc.constantFrom('DELETE', 'PATCH', 'post', 'HEAD', 'OPTIONS', 'TRACE', ''), { nil: undefined }),
});

type Req = typeof request extends fc.Arbitrary<infer T> ? T : never;

const AUTH: Record<string, string | undefined> = {
  subscriber: basicHeader('subscriber', 'subscriber-pass'),
  garbage: 'Basic !!!',
  wrong: basicHeader('admin', 'not-the-password'),
  unknown: basicHeader('nobody', 'x'),
  bearer: 'Bearer abc',
};

function send(req: Req): Promise<RawResult> {
  let path = req.prefix + req.segments.map((s) => `/${s}`).join('') + (req.trailingSlash ? '/' : '');
  if (!path.startsWith('/')) path = `/${path}`; // origin-form: Node itself answers anything else with a bare 400
  if (req.query !== undefined) path += (path.includes('?') ? '&' : '?') + req.query;
  const headers: Record<string, string> = {};
  if (req.contentType) headers['content-type'] = req.contentType;
  const auth = req.auth ? AUTH[req.auth] : undefined;
  if (auth) headers.authorization = auth;
  if (req.override !== undefined) headers['x-http-method-override'] = req.override;
  return rawRequest(srv.base, req.method, wire(path), { headers, body: req.body });
}

// ---- the properties --------------------------------------------------------------------------

beforeAll(async () => {
  srv = await startTestServer({ clock });
  const make = async (path: string, json: Record<string, unknown>) => {
    const r = await srv.call('POST', path, { as: 'admin', json });
    expect(r.status, r.text).toBe(201);
    return r.json;
  };
  const cat = await make('/categories', { name: `${SEED_TOKEN} cat` });
  await make('/tags', { name: `${SEED_TOKEN} tag` });
  const e = await make('/events', {
    title: `${SEED_TOKEN} event`,
    start_date: '2024-07-11 19:00',
    end_date: '2024-07-11 22:00',
    categories: [String(cat.id)],
    venue: { venue: `${SEED_TOKEN} hall`, geo_lat: 1, geo_lng: 2 },
    organizer: [{ organizer: `${SEED_TOKEN} org` }],
    cost: '$5',
  });
  await make('/events', {
    title: `${SEED_TOKEN} draft`,
    status: 'draft',
    start_date: '2024-07-12',
    end_date: '2024-07-12',
  });
  await srv.call('PATCH', `/events/${e.id}`, { as: 'admin', json: { password: 'pw' } });
  const t = await make('/events', { title: `${SEED_TOKEN} trashed`, start_date: '2024-07-12', end_date: '2024-07-12' });
  await srv.call('DELETE', `/events/${t.id}`, { as: 'admin' });
});

afterAll(() => srv.stop());

describe('random and malformed requests', () => {
  it('from callers who may not write: never a 5xx, errors in the documented shape, the store unchanged', async () => {
    const before = storeSnapshot();
    await fc.assert(
      fc.asyncProperty(request, async (req) => {
        const r = await send(req);
        const method = req.method.toUpperCase();
        const label = JSON.stringify(req).slice(0, 400);
        if (req.prefix === '' && (method === 'GET' || method === 'HEAD')) checkPageOrApiAnswer(r, method, label);
        else checkAnswer(r, method, label);
      }),
      { numRuns: 300, seed: 20240710, endOnFailure: true },
    );
    expect(storeSnapshot()).toBe(before);
    expect((await srv.call('GET', '/events')).status).toBe(200);
  });

  it('administrator creates with wrongly typed arguments: 201 or a documented 4xx, never a 5xx; existing records unchanged', async () => {
    const store = srv.server.app.store;
    const seedIds = new Map(COLLECTION_NAMES.map((col) => [col, new Set(store.all(col).map((r) => r.id))]));
    const seeded = () =>
      JSON.stringify(COLLECTION_NAMES.map((col) => [col, store.all(col).filter((r) => seedIds.get(col)!.has(r.id))]));
    const before = seeded();
    const create = fc.record({
      resource: fc.constantFrom('events', 'venues', 'organizers', 'categories', 'tags'),
      body: fc.oneof(
        jsonBody,
        pairs.map((p) => ({ form: p })),
      ),
      lang: fc.constantFrom('', '/fr', '/ja'),
    });
    await fc.assert(
      fc.asyncProperty(create, async ({ resource, body, lang }) => {
        const form = typeof body === 'object';
        const r = await rawRequest(srv.base, 'POST', wire(`${lang}/wp-json/calendar/events/v1/${resource}`), {
          headers: {
            authorization: basicHeader('admin', 'admin-pass'),
            'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
          },
          body: form ? body.form : body,
        });
        const label = `${resource} ${JSON.stringify(body).slice(0, 400)}`;
        checkAnswer(r, 'POST', label);
        expect([201, 400], label).toContain(r.status);
      }),
      { numRuns: 300, seed: 7, endOnFailure: true },
    );
    expect(seeded()).toBe(before);
  });
});

describe('every argument of every create route with wrongly typed values', () => {
  const REQUIRED: Record<string, Record<string, unknown>> = {
    events: { title: 'Typed', start_date: '2024-07-11 10:00', end_date: '2024-07-11 11:00' },
    venues: { venue: 'Typed Hall' },
    organizers: { organizer: 'Typed Org' },
    categories: { name: 'Typed Category' },
    tags: { name: 'Typed Tag' },
  };
  const WRONG: Array<[string, string]> = [
    ['a fraction', '12.5'],
    ['true', 'true'],
    ['an empty array', '[]'],
    ['a mixed array', '[1,"a",null]'],
    ['an object', '{"a":1}'],
    ['a __proto__ object', '{"__proto__":{"polluted":1},"constructor":{"prototype":{}}}'],
    ['a deep array', deep(500, '1')],
    ['an empty string', '""'],
  ];
  const cases = (['events', 'venues', 'organizers', 'categories', 'tags'] as const).flatMap((resource) =>
    findEndpoint(resource, 'create')!.args.map((arg) => [resource, arg.name] as const),
  );

  it.each(cases)('POST /%s with %s wrongly typed: 201, or 400 naming only that argument', async (resource, name) => {
    let n = 0;
    for (const [, value] of WRONG) {
      n += 1;
      // the name gets a suffix so that terms never collide (term_exists) and venues are never reused
      const required = Object.entries(REQUIRED[resource]).map(([k, v], i) => [
        k,
        JSON.stringify(i === 0 ? `${String(v)} ${name} ${n}` : v),
      ]);
      const entries = [...required.filter(([k]) => k !== name), [name, value]];
      const body = `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
      const r = await rawRequest(srv.base, 'POST', `/wp-json/calendar/events/v1/${resource}`, {
        headers: { authorization: basicHeader('admin', 'admin-pass'), 'content-type': 'application/json' },
        body,
      });
      const label = `${resource} ${name}=${value.slice(0, 40)}`;
      checkAnswer(r, 'POST', label);
      if (r.status === 400) {
        expect(r.json.code, label).toBe('rest_invalid_param');
        expect(Object.keys(r.json.data.params), label).toEqual([name]);
      } else {
        expect(r.status, label).toBe(201);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
