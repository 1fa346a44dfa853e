// API.md §1.9 (request bodies, bracket nesting, parameter sources and precedence), through real
// HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicHeader, rawRequest } from '../support/raw-http.js';
import { startTestServer, type TestServer } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');
const NS_PATH = '/wp-json/calendar/events/v1';
const ADMIN = basicHeader('admin', 'admin-pass');
const WINDOW = 'start_date=2024-07-09+00%3A00%3A00&end_date=2026-07-10+23%3A59%3A59';
const DATES = { start_date: '2024-07-11 19:00', end_date: '2024-07-11 22:00' };

let srv: TestServer;
let base: string;
let organizerId: number;

beforeAll(async () => {
  srv = await startTestServer({ clock });
  base = srv.base;
  organizerId = (await srv.call('POST', '/organizers', { as: 'admin', json: { organizer: 'City Arts Council' } })).json
    .id;
});

afterAll(() => srv.stop());

describe('§1.9 content types', () => {
  it.each([
    ['application/json; charset=utf-8'],
    ['Application/JSON'],
    ['application/json;charset=UTF-8'],
    ['  application/json  ; foo=bar'],
  ])('Content-Type %j is read as JSON', async (type) => {
    const w = await rawRequest(base, 'POST', `${NS_PATH}/tags`, {
      headers: { authorization: ADMIN, 'content-type': type },
      body: JSON.stringify({ name: `Tag ${type}` }),
    });
    expect(w.status).toBe(201);
    expect(w.json.name).toBe(`Tag ${type}`);
  });

  it('application/x-www-form-urlencoded (any case, with charset) is parsed like a query string', async () => {
    const r = await rawRequest(base, 'POST', `${NS_PATH}/tags`, {
      headers: { authorization: ADMIN, 'content-type': 'Application/X-WWW-Form-Urlencoded; charset=UTF-8' },
      body: 'name=Form+Tag%21&description=a%2Bb',
    });
    expect(r.status).toBe(201);
    expect([r.json.name, r.json.description]).toEqual(['Form Tag!', 'a+b']);
  });

  it.each([['text/plain'], ['multipart/form-data; boundary=x'], ['application/xml'], ['text/json'], ['']])(
    'a %j body is ignored',
    async (type) => {
      const headers: Record<string, string> = { authorization: ADMIN };
      if (type) headers['content-type'] = type;
      const r = await rawRequest(base, 'POST', `${NS_PATH}/tags?description=q`, {
        headers,
        body: '{"name":"Ignored"}',
      });
      expect(r.json).toEqual({
        code: 'rest_missing_callback_param',
        message: 'Missing parameter(s): name',
        data: { status: 400, params: ['name'] },
      });
    },
  );

  it('a JSON body that starts with a UTF-8 byte order mark is read (RFC 8259 §8.1)', async () => {
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"name":"With BOM"}')]);
    const r = await rawRequest(base, 'POST', `${NS_PATH}/tags`, {
      headers: { authorization: ADMIN, 'content-type': 'application/json' },
      body,
    });
    expect(r.status).toBe(201);
    expect(r.json.name).toBe('With BOM');
  });

  it('an empty JSON body means no parameters (PATCH changes nothing)', async () => {
    const tag = (await srv.call('POST', '/tags', { as: 'admin', json: { name: 'Empty Body' } })).json;
    const r = await rawRequest(base, 'PATCH', `${NS_PATH}/tags/${tag.id}`, {
      headers: { authorization: ADMIN, 'content-type': 'application/json' },
      body: '  ',
    });
    expect(r.status).toBe(200);
    expect(r.json).toEqual(tag);
  });

  it.each([['[]'], ['[{"name":"x"}]'], ['"name"'], ['42'], ['null'], ['true']])(
    'a JSON body %s that is not an object is 400 rest_invalid_json',
    async (body) => {
      const r = await rawRequest(base, 'POST', `${NS_PATH}/tags`, {
        headers: { authorization: ADMIN, 'content-type': 'application/json' },
        body,
      });
      expect(r.status).toBe(400);
      expect(r.json).toEqual({
        code: 'rest_invalid_json',
        message: 'Invalid JSON body passed.',
        data: { status: 400 },
      });
    },
  );

  it.each([['{"name":'], ['{name:"x"}'], ["{'name':'x'}"], ['{"name":"x"} trailing'], ['\u00ff\u00fe']])(
    'a malformed JSON body %j is 400 rest_invalid_json',
    async (body) => {
      const r = await rawRequest(base, 'POST', `${NS_PATH}/tags`, {
        headers: { authorization: ADMIN, 'content-type': 'application/json' },
        body,
      });
      expect(r.json).toEqual({
        code: 'rest_invalid_json',
        message: 'Invalid JSON body passed.',
        data: { status: 400 },
      });
    },
  );

  it('bodies are read on every method: GET /events with a JSON body applies per_page', async () => {
    const r = await rawRequest(base, 'GET', `${NS_PATH}/events`, {
      headers: { 'content-type': 'application/json' },
      body: '{"per_page":3}',
    });
    expect(r.json.rest_url).toBe(`${base}${NS_PATH}/events/?page=1&per_page=3&${WINDOW}`);
    const bad = await rawRequest(base, 'GET', `${NS_PATH}/events`, {
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(bad.json.code).toBe('rest_invalid_json');
  });

  describe('1 MiB limit', () => {
    const MiB = 1024 * 1024;
    const TOO_LARGE = {
      code: 'rest_payload_too_large',
      message: 'The request body is too large.',
      data: { status: 413 },
    };

    it('a JSON body of 1 MiB + 1 byte is 413 rest_payload_too_large; the server keeps serving', async () => {
      const body = `{"name":"${'x'.repeat(MiB - 10)}"}`;
      expect(Buffer.byteLength(body)).toBe(MiB + 1);
      const r = await rawRequest(base, 'POST', `${NS_PATH}/tags`, {
        headers: { authorization: ADMIN, 'content-type': 'application/json' },
        body,
      });
      expect(r.status).toBe(413);
      expect(r.json).toEqual(TOO_LARGE);
      const after = await srv.call('GET', '/tags?hide_empty=0&search=xxxx');
      expect(after.status).toBe(200);
      expect(after.json.total).toBe(0);
    });

    it('a body of exactly 1 MiB is accepted', async () => {
      const head = '{"name":"Exactly One MiB","description":"';
      const description = 'd'.repeat(MiB - head.length - 2);
      const padded = `${head}${description}"}`;
      expect(Buffer.byteLength(padded)).toBe(MiB);
      const r = await rawRequest(base, 'POST', `${NS_PATH}/tags`, {
        headers: { authorization: ADMIN, 'content-type': 'application/json' },
        body: padded,
      });
      expect(r.status).toBe(201);
      expect(r.json.description.length).toBe(description.length);
    });

    it('the limit also applies to form bodies, to garbage, to GET, and without Content-Length (chunked)', async () => {
      const big = 'a'.repeat(MiB + 10);
      const form = await rawRequest(base, 'POST', `${NS_PATH}/tags`, {
        headers: { authorization: ADMIN, 'content-type': 'application/x-www-form-urlencoded' },
        body: `name=${big}`,
      });
      expect(form.json).toEqual(TOO_LARGE);
      const garbage = await rawRequest(base, 'POST', `${NS_PATH}/tags`, {
        headers: { authorization: ADMIN, 'content-type': 'application/json' },
        body: `{${big}`,
      });
      expect(garbage.json).toEqual(TOO_LARGE);
      const get = await rawRequest(base, 'GET', `${NS_PATH}/events`, {
        body: big,
        headers: { 'content-type': 'text/plain' },
      });
      expect(get.json).toEqual(TOO_LARGE);
      const chunked = await rawRequest(base, 'POST', `${NS_PATH}/tags`, {
        headers: { authorization: ADMIN, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        body: `{"name":"${big}"}`,
      });
      expect(chunked.json).toEqual(TOO_LARGE);
      expect((await srv.call('GET', '')).status).toBe(200);
    });

    it('route and credentials are checked before the size: unknown route 404, wrong password 401', async () => {
      const big = 'a'.repeat(MiB + 10);
      const nope = await rawRequest(base, 'POST', `${NS_PATH}/nothing`, {
        headers: { authorization: ADMIN },
        body: big,
      });
      expect(nope.json.code).toBe('rest_no_route');
      const wrong = await rawRequest(base, 'POST', `${NS_PATH}/tags`, {
        headers: { authorization: basicHeader('admin', 'bad') },
        body: big,
      });
      expect(wrong.json.code).toBe('incorrect_password');
    });
  });
});

describe('§1.9 bracket nesting in forms and query strings', () => {
  it('POST /events form with venue[…], organizer[0][…] and organizer[1]=id nests as §1.9 says', async () => {
    const form = [
      'title=Form+Event',
      'start_date=2024-07-11+19%3A00',
      'end_date=2024-07-11+22%3A00',
      'venue[venue]=Form+Hall',
      'venue%5Bcity%5D=Lyon',
      'venue[country]=France',
      'venue[province]=Rh%C3%B4ne',
      'organizer[0][organizer]=Form+Org',
      'organizer[0][email]=org%40example.com',
      `organizer[1]=${organizerId}`,
      'categories[]=alpha',
      'categories[]=beta',
    ].join('&');
    const r = await srv.call('POST', '/events', { as: 'admin', form });
    expect(r.status).toBe(201);
    expect(r.json.venue).toMatchObject({
      venue: 'Form Hall',
      city: 'Lyon',
      country: 'France',
      province: 'Rhône',
      stateprovince: 'Rhône',
    });
    expect(r.json.organizer.map((o: any) => o.organizer)).toEqual(['Form Org', 'City Arts Council']);
    expect(r.json.organizer[0].email).toBe('org@example.com');
    expect(r.json.categories.map((c: any) => c.name)).toEqual(['alpha', 'beta']);
  });

  it('a later plain a=2 replaces a=1; malformed % sequences stay literal; + is a space', async () => {
    const r = await srv.call('POST', '/tags?name=first&name=Second+%ZZ+100%', { as: 'admin' });
    expect(r.status).toBe(201);
    expect(r.json.name).toBe('Second %ZZ 100%');
  });

  it('query strings nest too: include[]=a&include[]=b is a list', async () => {
    const r = await srv.call('GET', '/events?include[]=5&include[]=7');
    expect(r.json.rest_url).toBe(`${base}${NS_PATH}/events/?page=1&per_page=10&include=5%2C7`);
  });
});

describe('§1.9 precedence and sources', () => {
  it('JSON body > query string per top-level name', async () => {
    const r = await srv.call('POST', '/tags?name=FromQuery&description=query-desc', {
      as: 'admin',
      json: { name: 'FromJson' },
    });
    expect([r.json.name, r.json.description]).toEqual(['FromJson', 'query-desc']);
  });

  it('form body > query string', async () => {
    const r = await srv.call('POST', '/tags?name=FromQuery2', { as: 'admin', form: 'name=FromForm' });
    expect(r.json.name).toBe('FromForm');
  });

  it('no deep merge: a JSON venue object replaces a query venue[...] object whole', async () => {
    const r = await srv.call('POST', '/events?venue[venue]=Query+Hall&venue[city]=Paris', {
      as: 'admin',
      json: { title: 'No Merge', ...DATES, venue: { venue: 'Json Hall' } },
    });
    expect(r.status).toBe(201);
    expect(r.json.venue.venue).toBe('Json Hall');
    expect(r.json.venue.city).toBeUndefined();
  });

  it('a JSON null counts as absent: the query value applies, and a null required argument is missing', async () => {
    const r = await srv.call('POST', '/tags?name=QueryName', { as: 'admin', json: { name: null } });
    expect(r.json.name).toBe('QueryName');
    const m = await srv.call('POST', '/tags', { as: 'admin', json: { name: null, description: 'x' } });
    expect(m.json).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): name',
      data: { status: 400, params: ['name'] },
    });
    const e = (
      await srv.call('POST', '/events', { as: 'admin', json: { title: 'Null Fields', ...DATES, description: 'kept' } })
    ).json;
    const u = await srv.call('PATCH', `/events/${e.id}`, {
      as: 'admin',
      json: { title: null, description: null, featured: null, venue: null },
    });
    expect(u.status).toBe(200);
    expect([u.json.title, u.json.description, u.json.featured]).toEqual(['Null Fields', 'kept', false]);
  });

  it('path id is never shadowed by a body or query id', async () => {
    const a = (await srv.call('POST', '/tags', { as: 'admin', json: { name: 'Path A' } })).json;
    const b = (await srv.call('POST', '/tags', { as: 'admin', json: { name: 'Path B' } })).json;
    const r = await srv.call('PATCH', `/tags/${a.id}?id=${b.id}`, {
      as: 'admin',
      json: { id: b.id, description: 'changed' },
    });
    expect(r.json.id).toBe(a.id);
    expect((await srv.call('GET', `/tags/${b.id}`)).json.description).toBe('');
    const g = await srv.call('GET', `/tags/${a.id}?id=abc`);
    expect(g.json.id).toBe(a.id);
  });

  it('path slug is never shadowed; on an event by-slug update a body slug renames the event', async () => {
    const e = (await srv.call('POST', '/events', { as: 'admin', json: { title: 'Slug Source', ...DATES } })).json;
    const get = await srv.call('GET', '/events/by-slug/slug-source?slug=other');
    expect(get.json.id).toBe(e.id);
    const r = await srv.call('POST', '/events/by-slug/slug-source', { as: 'admin', json: { slug: 'slug-target' } });
    expect(r.status).toBe(200);
    expect(r.json.slug).toBe('slug-target');
    expect((await srv.call('GET', '/events/by-slug/slug-target')).json.id).toBe(e.id);
  });

  it('undeclared parameters are ignored: parent on /tags, foo on /events', async () => {
    const t = await srv.call('POST', '/tags', {
      as: 'admin',
      json: { name: 'Tag With Parent', parent: 12345, foo: 'bar' },
    });
    expect(t.status).toBe(201);
    expect('parent' in t.json).toBe(false);
    const e = await srv.call('POST', '/events', {
      as: 'admin',
      json: { title: 'Extra Keys', ...DATES, foo: { deep: [1] }, id: 999999, rest_url: 'x', timezone_abbr: 'Z' },
    });
    expect(e.status).toBe(201);
    expect(e.json.id).not.toBe(999999);
    expect(e.json.timezone_abbr).toBe('UTC');
  });
});
