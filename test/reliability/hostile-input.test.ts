// Hostile input, where protocol-fuzz.test.ts stops: bytes that are not UTF-8 in paths, queries,
// bodies and credentials; percent-encoded and dot-dot slugs; numbers past every range; absurd
// paging. Written byte for byte on raw sockets. Never a 5xx, every answer fast, errors in the
// documented shape, the store unchanged by callers who may not write, and what an administrator
// did write reloads identically after a restart. Bounded and seeded.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../src/spec/errors.js';
import { COLLECTION_NAMES } from '../../src/store/records.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { basicAuth, rawRequestBytes, report, type ParsedResponse } from './support.js';

const clock = () => new Date('2024-07-10T15:30:00Z');
const CODES = new Set(Object.keys(ERRORS));
const NS = '/wp-json/calendar/events/v1';
/** every answer, even to the most absurd request, comes within this */
const ANSWER_MS = 2_000;

let srv: TestServer;
let dir: string;
const tally = { requests: 0, fromApp: 0, refusedByHttpParser: 0, serverErrors: 0, slowest: 0 };

/** users are left out: every test server start writes new password hashes for them */
function snapshot(server = srv): string {
  const store = server.server.app.store;
  return JSON.stringify(COLLECTION_NAMES.filter((col) => col !== 'users').map((col) => [col, store.all(col)]));
}

/** Never a 5xx; the app's answers are JSON, and its errors have the §1.12 shape. */
function checkAnswer(r: ParsedResponse & { elapsed: number }, method: string, label: string): void {
  tally.requests += 1;
  tally.slowest = Math.max(tally.slowest, r.elapsed);
  if (r.status >= 500) tally.serverErrors += 1;
  expect(r.status, `${label}: ${r.body.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
  expect(r.status, `${label}: ${r.body.slice(0, 300)}`).toBeLessThan(500);
  expect(r.elapsed, `${label}: answered in ${r.elapsed} ms`).toBeLessThan(ANSWER_MS);
  if (r.headers['content-type'] === undefined) {
    // Node's HTTP parser refused the request line itself (a bare 400, before calev saw it)
    expect(r.status, label).toBe(400);
    tally.refusedByHttpParser += 1;
    return;
  }
  tally.fromApp += 1;
  expect(r.headers['content-type'], label).toBe('application/json; charset=UTF-8');
  if (method === 'HEAD') return;
  let json: any;
  expect(() => (json = JSON.parse(r.body)), `${label}: ${r.body.slice(0, 200)}`).not.toThrow();
  if (r.status >= 400) {
    expect(Object.keys(json), label).toEqual(['code', 'message', 'data']);
    expect(CODES.has(json.code), `${label}: unknown code ${json.code}`).toBe(true);
    expect(json.data.status, label).toBe(r.status);
    expect(typeof json.message === 'string' && json.message.length > 0, label).toBe(true);
  }
}

// ---- arbitraries -------------------------------------------------------------------------------

/** percent-escapes of byte sequences that are not UTF-8 (lone continuation, overlong, surrogate, truncated) */
const badEscapes = fc.constantFrom(
  '%FF',
  '%C3%28',
  '%E2%82',
  '%ED%A0%80',
  '%C0%AF',
  '%C0%AE%C0%AE',
  '%F8%88%80%80%80',
  '%80',
  '%FE%FF',
  '%F4%90%80%80',
  '%E0%80%AF',
);
const traversal = fc.constantFrom(
  '..',
  '.',
  '%2E%2E',
  '%2e%2e%2f',
  '..%2F..%2Fusers.json',
  '%252E%252E%252F',
  '..%5C..%5Cusers.json',
  '....%2F%2F',
  '%2F',
  'a%2Fb',
  '%00',
  '..%00',
  '.%2E',
  '%2E.',
  'users.json',
  '..%2Fcalev.lock',
  '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
  'CON',
  'nul',
  '~',
  '%7E',
  'a%20b',
  '%0D%0ASet-Cookie:x',
);
const hugeNumber = fc.constantFrom(
  '1e400',
  '-1e400',
  '1e308',
  '9007199254740993',
  '99999999999999999999999999999',
  '-0',
  '0x1F',
  '1_000',
  'Infinity',
  '-Infinity',
  'NaN',
  '١٢٣',
  '１２',
  '1.0',
  '01',
  '+1',
  '1e-400',
  '2147483648',
  '9007199254740992',
  '-9007199254740993',
  '4294967296',
  '0.0000001',
  '1e21',
);
const word = fc.stringMatching(/^[a-z0-9-]{0,12}$/);
const segment = fc.oneof(
  badEscapes,
  traversal,
  hugeNumber,
  fc.tuple(word, badEscapes, word).map(([a, b, c]) => a + b + c),
  fc.tuple(traversal, traversal).map(([a, b]) => `${a}/${b}`),
);
const resource = fc.constantFrom('events', 'venues', 'organizers', 'categories', 'tags');
const path = fc.oneof(
  fc.tuple(resource, segment).map(([r, s]) => `${NS}/${r}/${s}`),
  fc.tuple(fc.constantFrom('events', 'venues', 'organizers'), segment).map(([r, s]) => `${NS}/${r}/by-slug/${s}`),
  fc.tuple(resource, segment, segment).map(([r, a, b]) => `${NS}/${r}/${a}/${b}`),
  fc.tuple(badEscapes, resource).map(([b, r]) => `/${b}${NS}/${r}`),
  fc.tuple(resource, badEscapes).map(([r, b]) => `/?rest_route=/calendar/events/v1/${r}/${b}`),
  resource.map((r) => `${NS}/${r}`),
);
const absurdPaging = fc.constantFrom(
  '0',
  '-1',
  '1e9',
  '999999999',
  '2147483648',
  '99999999999999999999',
  '1.5',
  '',
  'all',
  '-0',
  '1e400',
  'NaN',
);
const queryKey = fc.constantFrom(
  'page',
  'per_page',
  'page[]',
  'per_page[x]',
  'include',
  'include[]',
  'venue',
  'organizer',
  'categories',
  'tags',
  'post',
  'event',
  'parent',
  'exclude',
  'start_date',
  'end_date',
  'geoloc_lat',
  'geoloc_lng',
  'search',
  'slug',
  'password',
  'featured',
  'status',
  '_fields',
  'translation_language',
  'id',
);
const queryValue = fc.oneof(
  absurdPaging,
  hugeNumber,
  badEscapes,
  traversal,
  fc.tuple(hugeNumber, hugeNumber).map(([a, b]) => `${a},${b}`),
);
const query = fc
  .array(fc.tuple(queryKey, queryValue), { maxLength: 6 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));

/** Inserts bytes that are not UTF-8 into a text at a random place (often inside a JSON string). */
const withBadBytes = (text: string) =>
  fc
    .tuple(
      fc.nat({ max: Math.max(0, text.length) }),
      fc.constantFrom([0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0x80, 0x80], [0xf4, 0x90, 0x80, 0x80]),
    )
    .map(([at, bytes]) => {
      const b = Buffer.from(text, 'utf8');
      const cut = Math.min(at, b.length);
      return Buffer.concat([b.subarray(0, cut), Buffer.from(bytes), b.subarray(cut)]);
    });

const hugeJson = fc.constantFrom(
  '1e400',
  '-1e400',
  '9007199254740993',
  '1e308',
  '-0',
  '123456789012345678901234567890',
  '0.1e-400',
  '[1e400]',
  '{"venue":1e400}',
  '"1e400"',
  '"9007199254740993"',
);
const bodyKey = fc.constantFrom(
  'id',
  'title',
  'name',
  'venue',
  'organizer',
  'categories',
  'tags',
  'start_date',
  'end_date',
  'geo_lat',
  'geo_lng',
  'page',
  'per_page',
  'author',
  'image',
  'cost',
  'parent',
  'slug',
  'date',
  'description',
  'password',
  'post_parent',
);
const jsonBody = fc
  .array(
    fc.tuple(
      bodyKey,
      fc.oneof(
        hugeJson,
        traversal.map((t) => JSON.stringify(decodeURIComponentSafe(t))),
        fc.constant('"x"'),
      ),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`);
const body = fc.oneof(
  jsonBody.chain((text) => withBadBytes(text)).map((buf) => ({ type: 'application/json', buf })),
  jsonBody.map((text) => ({ type: 'application/json', buf: Buffer.from(text) })),
  fc
    .tuple(queryKey, queryValue, badEscapes)
    .map(([k, v, b]) => ({ type: 'application/x-www-form-urlencoded', buf: Buffer.from(`${k}=${v}${b}&title=${b}`) })),
);

/** Characters outside printable ASCII percent-encoded as UTF-8; the escapes already there stay. */
function wire(target: string): string {
  return [...target].map((c) => (/[\x21-\x7e]/.test(c) ? c : encodeURIComponent(c))).join('');
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Credentials: none, a known user who may not write, a wrong password, and Basic values whose
 * decoded bytes are not UTF-8 or hold no colon. */
const AUTH: Record<string, string | undefined> = {
  none: undefined,
  subscriber: basicAuth('subscriber', 'subscriber-pass'),
  wrong: basicAuth('admin', 'wrong'),
  badUtf8: `Basic ${Buffer.from([0x61, 0x64, 0xff, 0x3a, 0xfe, 0x80]).toString('base64')}`,
  noColon: `Basic ${Buffer.from('admin').toString('base64')}`,
  latin1: 'Basic \u00ff\u00fe',
};

const request = fc.record({
  method: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
  path,
  query: fc.option(query, { nil: undefined }),
  body: fc.option(body, { nil: undefined }),
  auth: fc.constantFrom(...Object.keys(AUTH)),
});

// ---- the properties --------------------------------------------------------------------------

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'calev-hostile-'));
  srv = await startTestServer({ clock }, dir);
  const make = async (p: string, json: Record<string, unknown>) => {
    const r = await srv.call('POST', p, { as: 'admin', json });
    expect(r.status, r.text).toBe(201);
    return r.json;
  };
  const venue = await make('/venues', { venue: 'Hostile Hall' });
  const cat = await make('/categories', { name: 'Hostile Cat' });
  await make('/tags', { name: 'Hostile Tag' });
  await make('/organizers', { organizer: 'Hostile Org' });
  for (let i = 0; i < 3; i++)
    await make('/events', {
      title: `Hostile ${i}`,
      start_date: '2024-07-11 19:00',
      end_date: '2024-07-11 22:00',
      venue: venue.id,
      categories: [String(cat.id)],
    });
});

afterAll(async () => {
  await srv?.stop();
  await rm(dir, { recursive: true, force: true });
  report('hostile input', tally);
});

describe('hostile bytes and values through real HTTP', () => {
  it('from callers who may not write: never a 5xx, answers within 2 s, errors in the documented shape, store unchanged', async () => {
    const before = snapshot();
    await fc.assert(
      fc.asyncProperty(request, async (req) => {
        const target = wire(
          req.query === undefined ? req.path : `${req.path}${req.path.includes('?') ? '&' : '?'}${req.query}`,
        );
        const headers: Record<string, string> = {};
        if (AUTH[req.auth]) headers.Authorization = AUTH[req.auth]!;
        if (req.body) headers['Content-Type'] = req.body.type;
        const r = await rawRequestBytes(srv.base, req.method, target, { headers, body: req.body?.buf });
        checkAnswer(
          r,
          req.method,
          `${req.method} ${target} [${req.auth}] ${req.body?.buf.toString('latin1').slice(0, 200) ?? ''}`,
        );
        // §1.11: credentials first, before the route (unless Node's parser refused the request line)
        if (req.auth === 'wrong' && r.headers['content-type'] !== undefined)
          expect(r.status, `${target} ${r.body}`).toBe(401);
      }),
      { numRuns: 500, seed: 4242, endOnFailure: true },
    );
    expect(snapshot()).toBe(before);
  });

  it("raw bytes that are not UTF-8 (or not even ASCII) in the request line, refused by Node's HTTP parser, get the API's JSON 400 (rest_bad_request)", async () => {
    for (const bytes of [[0xff], [0xc3, 0x28], [0x80], [0x00], [0x7f]]) {
      const p = Buffer.concat([Buffer.from(`${NS}/events/by-slug/a`), Buffer.from(bytes), Buffer.from('b')]);
      const r = await rawRequestBytes(srv.base, 'GET', p);
      checkAnswer(r, 'GET', `raw bytes ${bytes.join(',')}`);
      expect(r.status).toBe(400);
      expect(JSON.parse(r.body).code).toBe('rest_bad_request');
    }
    expect((await srv.call('GET', '/events')).status).toBe(200);
  });

  it("a method Node's parser does not know is 404 rest_no_route, as one it knows that no route has", async () => {
    for (const method of ['FOO', 'PROPFIND']) {
      const r = await rawRequestBytes(srv.base, method, Buffer.from(`${NS}/events`));
      checkAnswer(r, method, method);
      expect([r.status, JSON.parse(r.body)], method).toEqual([
        404,
        {
          code: 'rest_no_route',
          message: 'No route was found matching the URL and request method.',
          data: { status: 404 },
        },
      ]);
    }
    expect((await srv.call('GET', '/events')).status).toBe(200);
  });

  it('an administrator writing hostile values gets 2xx or a documented 4xx; what was written reloads identically', async () => {
    const writes = fc.record({
      resource,
      method: fc.constantFrom('POST', 'PATCH'),
      body,
      lang: fc.constantFrom('', '/fr'),
    });
    const existing = {
      events: srv.server.app.store.all('events')[0].id,
      venues: srv.server.app.store.all('venues')[0].id,
      organizers: srv.server.app.store.all('organizers')[0].id,
      categories: srv.server.app.store.all('categories')[0].id,
      tags: srv.server.app.store.all('tags')[0].id,
    };
    let written = 0;
    await fc.assert(
      fc.asyncProperty(writes, async (w) => {
        const target = wire(`${w.lang}${NS}/${w.resource}${w.method === 'PATCH' ? `/${existing[w.resource]}` : ''}`);
        const r = await rawRequestBytes(srv.base, w.method, target, {
          headers: { Authorization: basicAuth('admin', 'admin-pass'), 'Content-Type': w.body.type },
          body: w.body.buf,
        });
        checkAnswer(r, w.method, `${w.method} ${target} ${w.body.buf.toString('latin1').slice(0, 300)}`);
        if (r.status < 300) written += 1;
      }),
      { numRuns: 300, seed: 99, endOnFailure: true },
    );
    const before = snapshot();
    await srv.server.close();
    const again = await startTestServer({ clock }, dir);
    const reloaded = snapshot(again);
    const served = await again.call('GET', '/events', {
      as: 'admin',
      query: { per_page: 50, start_date: '2000-01-01', end_date: '2100-01-01' },
    });
    await again.server.close();
    srv = await startTestServer({ clock }, dir);
    expect(reloaded).toBe(before);
    expect(served.status).toBe(200);
    report('hostile input, administrator writes', { writesAccepted: written });
  });
});
