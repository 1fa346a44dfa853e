// API.md §1.10 (parameter kinds and coercion, exact data.params messages and details) and §1.11
// (order of checks), through real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicHeader, rawRequest } from '../support/raw-http.js';
import { startTestServer, type TestServer } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');
const NS_PATH = '/wp-json/calendar/events/v1';
const WINDOW = 'start_date=2024-07-09+00%3A00%3A00&end_date=2026-07-10+23%3A59%3A59';
const DATES = { start_date: '2024-07-11 19:00', end_date: '2024-07-11 22:00' };

let srv: TestServer;
let base: string;

function invalid(params: Record<string, string>, details: Record<string, { code: string; message: string }> | [] = []) {
  return {
    code: 'rest_invalid_param',
    message: `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
    data: {
      status: 400,
      params,
      details: Array.isArray(details)
        ? []
        : Object.fromEntries(Object.entries(details).map(([k, d]) => [k, { ...d, data: { param: k } }])),
    },
  };
}

const typeError = (name: string, type: string) =>
  invalid(
    { [name]: `${name} is not of type ${type}.` },
    { [name]: { code: 'rest_invalid_type', message: `${name} is not of type ${type}.` } },
  );

beforeAll(async () => {
  srv = await startTestServer({ clock });
  base = srv.base;
});

afterAll(() => srv.stop());

describe('§1.10 kinds', () => {
  // Each row: argument on GET /events, value (JSON body), accepted?, link value in rest_url when accepted.
  const listJson = (args: Record<string, unknown>) =>
    rawRequest(base, 'GET', `${NS_PATH}/events`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(args),
    });

  describe('int (per_page)', () => {
    it.each([
      [5, '5'],
      ['5', '5'],
      ['+5', '5'],
      ['05', '5'],
      [5.0, '5'],
      [1e1, '10'],
      [99, '50'],
    ])('%j is accepted as %s', async (value, link) => {
      const r = await listJson({ per_page: value });
      expect(r.status).toBe(200);
      expect(r.json.rest_url).toBe(`${base}${NS_PATH}/events/?page=1&per_page=${link}&${WINDOW}`);
    });
    it.each([[5.5], ['5.5'], [''], ['abc'], [' 5'], ['5 '], [true], [[5]], [{ a: 1 }], ['1e2'], ['0x10']])(
      '%j fails the kind check',
      async (value) => {
        expect((await listJson({ per_page: value })).json).toEqual(typeError('per_page', 'integer'));
      },
    );
    it.each([[0], ['-1'], ['0']])(
      '%j passes the kind but fails the rule: Invalid parameter., no details',
      async (value) => {
        expect((await listJson({ per_page: value })).json).toEqual(invalid({ per_page: 'Invalid parameter.' }));
      },
    );
  });

  describe('bool (featured)', () => {
    it.each([
      [true, 'true'],
      [false, 'false'],
      [1, 'true'],
      [0, 'false'],
      ['TRUE', 'true'],
      ['False', 'false'],
      ['1', 'true'],
      ['0', 'false'],
    ])('%j is accepted as %s', async (value, link) => {
      const r = await listJson({ featured: value });
      expect(r.json.rest_url).toBe(`${base}${NS_PATH}/events/?page=1&per_page=10&${WINDOW}&featured=${link}`);
    });
    it.each([['yes'], [''], [2], ['2'], [[true]], [{}], ['on'], [-1]])('%j is not of type boolean', async (value) => {
      expect((await listJson({ featured: value })).json).toEqual(typeError('featured', 'boolean'));
    });
  });

  describe('number (geoloc_lat, sent with geoloc_lng)', () => {
    it.each([['42.5'], ['.5'], ['1e1'], ['-3'], [42], ['+4.'], ['4.5E-1'], [0]])('%j is accepted', async (value) => {
      const r = await listJson({ geoloc_lat: value, geoloc_lng: 0 });
      expect(r.status).toBe(200);
    });
    it.each([['abc'], [''], ['4,5'], [true], ['0x10'], ['1e'], ['.'], [[1]], ['NaN'], ['Infinity']])(
      '%j is not of type number',
      async (value) => {
        expect((await listJson({ geoloc_lat: value, geoloc_lng: 0 })).json).toEqual(typeError('geoloc_lat', 'number'));
      },
    );
    it('91 passes the kind but fails the range: Invalid parameter.', async () => {
      expect((await listJson({ geoloc_lat: 91, geoloc_lng: 0 })).json).toEqual(
        invalid({ geoloc_lat: 'Invalid parameter.' }),
      );
    });
  });

  describe('string (search)', () => {
    it.each([[5], [true], [['a']], [{ a: 'b' }]])('%j is not of type string', async (value) => {
      expect((await listJson({ search: value })).json).toEqual(typeError('search', 'string'));
    });
    it('"" is Invalid parameter. (non-empty)', async () => {
      expect((await listJson({ search: '' })).json).toEqual(invalid({ search: 'Invalid parameter.' }));
    });
    it('a string is accepted as sent', async () => {
      const r = await listJson({ search: 'jazz night' });
      expect(r.json.rest_url).toBe(`${base}${NS_PATH}/events/?page=1&per_page=10&${WINDOW}&search=jazz+night`);
    });
  });

  describe('truthy (has_events on /venues, strict_dates on /events)', () => {
    it.each([
      ['yes', 'true'],
      ['ON', 'true'],
      [' Enabled ', 'true'],
      ['y', 'true'],
      ['1', 'true'],
      [true, 'true'],
      [1, 'true'],
      ['no', 'false'],
      ['0', 'false'],
      ['maybe', 'false'],
      [false, 'false'],
      [0, 'false'],
      [2, 'false'],
      ['', 'false'],
    ])('has_events=%j is %s', async (value, link) => {
      const r = await rawRequest(base, 'GET', `${NS_PATH}/venues`, {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ has_events: value }),
      });
      expect(r.json.rest_url).toBe(`${base}${NS_PATH}/venues/?page=1&per_page=10&has_events=${link}`);
    });
    it.each([[[]], [{}], [['yes']]])('has_events=%j is not of type string', async (value) => {
      const r = await rawRequest(base, 'GET', `${NS_PATH}/venues`, {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ has_events: value }),
      });
      expect(r.json).toEqual(typeError('has_events', 'string'));
    });
    it('strict_dates="" fails (non-empty); strict_dates=yes turns strict mode on', async () => {
      expect((await listJson({ strict_dates: '' })).json).toEqual(invalid({ strict_dates: 'Invalid parameter.' }));
      const r = await listJson({ strict_dates: 'yes' });
      expect(r.json.rest_url).toBe(
        `${base}${NS_PATH}/events/?page=1&per_page=10&start_date=2024-07-09+23%3A59%3A00&end_date=2026-07-10+15%3A30%3A00&strict_dates=true`,
      );
    });
  });

  describe('list (include)', () => {
    it.each([
      ['5,7', '5,7'],
      [[5, 7], '5,7'],
      [['5', ' 7 '], '5,7'],
      [5, '5'],
      ['5,,7,', '5,7'],
      [' 5 , 7', '5,7'],
    ])('%j is accepted as %s', async (value, link) => {
      const r = await listJson({ include: value });
      expect(r.json.rest_url).toBe(`${base}${NS_PATH}/events/?page=1&per_page=10&include=${encodeURIComponent(link)}`);
    });
    it.each([[true], [{ a: 1 }], [[[1]]], [[true]], [[{ id: 1 }]], ['a,b'], ['0'], ['-5']])(
      '%j is Invalid parameter. with no details',
      async (value) => {
        expect((await listJson({ include: value })).json).toEqual(invalid({ include: 'Invalid parameter.' }));
      },
    );
  });

  describe('date (start_date)', () => {
    it('a JSON number is a Unix timestamp for list filters', async () => {
      const r = await listJson({ start_date: 1721487600 });
      expect(r.json.rest_url).toBe(
        `${base}${NS_PATH}/events/?page=1&per_page=10&start_date=2024-07-20+00%3A00%3A00&end_date=2026-07-10+23%3A59%3A59`,
      );
    });
    it.each([['before my birthday'], [''], ['2024-02-30'], ['25:00'], [true], [['2024-07-11']]])(
      '%j is Invalid parameter.',
      async (value) => {
        expect((await listJson({ start_date: value })).json).toEqual(invalid({ start_date: 'Invalid parameter.' }));
      },
    );
    it('a JSON number is not a date on event writes', async () => {
      const r = await srv.call('POST', '/events', {
        as: 'admin',
        json: { title: 'Numeric Date', start_date: 1721487600, end_date: '2024-07-20 18:00' },
      });
      expect(r.json).toEqual(invalid({ start_date: 'Invalid parameter.' }));
    });
  });

  describe('enum (translation_language)', () => {
    const MSG = 'translation_language is not one of bg, zh-hans, en, fr, de, ja, pt-br, es.';
    it.each([['FR'], ['xx'], [''], ['fr-FR'], [5], [['fr']]])(
      '%j is not one of the codes (rest_not_in_enum)',
      async (value) => {
        expect((await listJson({ translation_language: value })).json).toEqual(
          invalid({ translation_language: MSG }, { translation_language: { code: 'rest_not_in_enum', message: MSG } }),
        );
      },
    );
  });

  describe('any (cost on event create)', () => {
    it.each([
      ['$20', '$20'],
      [20, '$20'],
      [['$10', 30], '$10 – $30'],
      ['', ''],
    ])('%j is accepted: cost %j', async (value, cost) => {
      const r = await srv.call('POST', '/events', { as: 'admin', json: { title: 'Cost Kind', ...DATES, cost: value } });
      expect(r.status).toBe(201);
      expect(r.json.cost).toBe(cost);
    });
    it.each([[{ a: 1 }], [true], [[['1']]], [[{}]]])('%j is Invalid parameter.', async (value) => {
      const r = await srv.call('POST', '/events', { as: 'admin', json: { title: 'Cost Kind', ...DATES, cost: value } });
      expect(r.json).toEqual(invalid({ cost: 'Invalid parameter.' }));
    });
  });

  it('A.3: GET /events?per_page=0&start_date=before+my+birthday&featured=maybe is exactly the documented answer', async () => {
    const r = await srv.call('GET', '/events?per_page=0&start_date=before+my+birthday&featured=maybe');
    expect(r.status).toBe(400);
    expect(r.text).toBe(
      '{"code":"rest_invalid_param","message":"Invalid parameter(s): per_page, start_date, featured",' +
        '"data":{"status":400,' +
        '"params":{"per_page":"Invalid parameter.","start_date":"Invalid parameter.","featured":"featured is not of type boolean."},' +
        '"details":{"featured":{"code":"rest_invalid_type","message":"featured is not of type boolean.","data":{"param":"featured"}}}}}',
    );
  });

  it('all failures are listed in table order whatever the query order', async () => {
    const r = await srv.call('GET', '/events?ticketed=x&featured=x&search=&page=0&translation_language=zz&per_page=x');
    expect(Object.keys(r.json.data.params)).toEqual([
      'page',
      'per_page',
      'search',
      'featured',
      'ticketed',
      'translation_language',
    ]);
    expect(r.json.message).toBe(
      'Invalid parameter(s): page, per_page, search, featured, ticketed, translation_language',
    );
    expect(Object.keys(r.json.data.details)).toEqual(['per_page', 'featured', 'ticketed', 'translation_language']);
  });
});

describe('§1.11 order of checks', () => {
  it('A.3: anonymous POST /events without title is 400; with valid arguments 401', async () => {
    const missing = await srv.call('POST', '/events', { json: { description: 'x' } });
    expect(missing.json).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): title, start_date, end_date',
      data: { status: 400, params: ['title', 'start_date', 'end_date'] },
    });
    const valid = await srv.call('POST', '/events', { json: { title: 'Anon', ...DATES } });
    expect(valid.status).toBe(401);
    expect(valid.json).toEqual({
      code: 'rest_forbidden',
      message: 'Sorry, you are not allowed to do that.',
      data: { status: 401 },
    });
  });

  it('admin POST /events with {"description":"x"} is the A.3 missing-parameters answer exactly', async () => {
    const r = await srv.call('POST', '/events', { as: 'admin', json: { description: 'x' } });
    expect(r.text).toBe(
      '{"code":"rest_missing_callback_param","message":"Missing parameter(s): title, start_date, end_date","data":{"status":400,"params":["title","start_date","end_date"]}}',
    );
  });

  it('anonymous DELETE /venues/987654 is 400 (validation before permission)', async () => {
    const r = await srv.call('DELETE', '/venues/987654');
    expect(r.json).toEqual(invalid({ id: 'Invalid parameter.' }));
  });

  it('anonymous POST /events with an invalid argument is 400 before 401; a subscriber’s is 400 before 403', async () => {
    const anon = await srv.call('POST', '/events', { json: { title: 'x', ...DATES, featured: 'maybe' } });
    expect(anon.json).toEqual(typeError('featured', 'boolean'));
    const sub = await srv.call('POST', '/events', {
      as: 'subscriber',
      json: { title: 'x', ...DATES, featured: 'maybe' },
    });
    expect(sub.status).toBe(400);
    const subValid = await srv.call('POST', '/events', { as: 'subscriber', json: { title: 'x', ...DATES } });
    expect(subValid.json).toEqual({
      code: 'rest_forbidden',
      message: 'Sorry, you are not allowed to do that.',
      data: { status: 403 },
    });
  });

  it('missing arguments come before invalid ones', async () => {
    const r = await srv.call('POST', '/events', { as: 'admin', json: { title: '', status: 'bogus', featured: 'x' } });
    expect(r.json).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): start_date, end_date',
      data: { status: 400, params: ['start_date', 'end_date'] },
    });
  });

  it('the body is checked before the required arguments', async () => {
    const r = await rawRequest(base, 'POST', `${NS_PATH}/events`, {
      headers: { 'content-type': 'application/json' },
      body: '{"title":',
    });
    expect(r.json.code).toBe('rest_invalid_json');
  });

  it('the route is checked before the body, the credentials before the route', async () => {
    const route = await rawRequest(base, 'POST', `${NS_PATH}/nothing`, {
      headers: { 'content-type': 'application/json' },
      body: '{bad',
    });
    expect(route.json.code).toBe('rest_no_route');
    const creds = await rawRequest(base, 'POST', `${NS_PATH}/nothing`, {
      headers: { authorization: basicHeader('ghost', 'x'), 'content-type': 'application/json' },
      body: '{bad',
    });
    expect(creds.json).toEqual({
      code: 'invalid_username',
      message: 'Unknown username. Check again or try your email address.',
      data: { status: 401 },
    });
    const wrong = await rawRequest(base, 'GET', '/nothing-at-all', {
      headers: { authorization: basicHeader('admin', 'wrong') },
    });
    expect(wrong.json).toEqual({
      code: 'incorrect_password',
      message: 'The provided password is an invalid application password.',
      data: { status: 401 },
    });
  });

  it('on an event update by slug, a sent slug is validated at step 5, in table order, before permission', async () => {
    await srv.call('POST', '/events', { as: 'admin', json: { title: 'Step Five', ...DATES } });
    const both = await srv.call('PATCH', '/events/by-slug/step-five', { json: { slug: '', title: '', featured: 'x' } });
    expect(both.json).toEqual(
      invalid(
        { slug: 'Invalid parameter.', title: 'Invalid parameter.', featured: 'featured is not of type boolean.' },
        { featured: { code: 'rest_invalid_type', message: 'featured is not of type boolean.' } },
      ),
    );
    const typed = await srv.call('PATCH', '/events/by-slug/step-five', { json: { slug: ['a'] } });
    expect(typed.json).toEqual(typeError('slug', 'string'));
    expect((await srv.call('PATCH', '/events/by-slug/step-five', { json: { slug: 'renamed' } })).status).toBe(401);
  });

  it('dates are validated in the zone the handler uses: out of 0000–9999 there is 400 at step 5, never 500', async () => {
    const late = '9999-12-31 20:00:00+00:00';
    const kiritimati = await startTestServer({ clock, timezone: 'Pacific/Kiritimati' });
    try {
      for (const name of ['start_date', 'end_date', 'starts_before', 'starts_after', 'ends_before', 'ends_after']) {
        const r = await kiritimati.call('GET', '/events', { query: { [name]: late } });
        expect(r.json, name).toEqual(invalid({ [name]: 'Invalid parameter.' }));
      }
      const venue = await kiritimati.call('POST', '/venues', { json: { venue: 'Late Hall', date: late } });
      expect(venue.json).toEqual(invalid({ date: 'Invalid parameter.' }));
      const utc = await kiritimati.call('POST', '/venues', {
        as: 'admin',
        json: { venue: 'UTC Hall', date_utc: '9999-12-31 20:00:00' },
      });
      expect(utc.status).toBe(201);
      const event = await kiritimati.call('POST', '/events', {
        json: { title: 'Late', start_date: '2024-07-11', end_date: '2024-07-11', date: late },
      });
      expect(event.json).toEqual(invalid({ date: 'Invalid parameter.' }));
    } finally {
      await kiritimati.stop();
    }
    const sentZone = await srv.call('POST', '/events', {
      json: { title: 'Late', start_date: late, end_date: '2024-07-11', timezone: 'Pacific/Kiritimati' },
    });
    expect(sentZone.json).toEqual(invalid({ start_date: 'Invalid parameter.' }));
    const e = (
      await srv.call('POST', '/events', {
        as: 'admin',
        json: { title: 'Stored Zone', ...DATES, timezone: 'Pacific/Kiritimati' },
      })
    ).json;
    const stored = await srv.call('PATCH', `/events/${e.id}`, { json: { end_date: late } });
    expect(stored.json).toEqual(invalid({ end_date: 'Invalid parameter.' }));
    const reset = await srv.call('PATCH', `/events/${e.id}`, { json: { end_date: late, timezone: '' } });
    expect(reset.status).toBe(401);
  });

  it('permission comes before the handler: anonymous PATCH /events/987654 is 401, a contributor’s 404', async () => {
    expect((await srv.call('PATCH', '/events/987654', { json: { title: 'x' } })).status).toBe(401);
    expect((await srv.call('PATCH', '/events/987654', { as: 'subscriber', json: { title: 'x' } })).status).toBe(403);
    const c = await srv.call('PATCH', '/events/987654', { as: 'contributor', json: { title: 'x' } });
    expect(c.json).toEqual({
      code: 'rest-event-not-found',
      message: 'Event with ID 987654 does not exist.',
      data: { status: 404 },
    });
  });
});
