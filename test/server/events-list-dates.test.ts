// GET /events date filters through real HTTP: the default window on UTC, New York and Tokyo sites,
// inclusive vs strict filters with the §4.2.3 worked examples (API.md §4.2.2, §4.2.3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type Who } from '../support/server.js';

type Json = Record<string, any>;

let srv: TestServer;
let ns: string;

async function create(body: Json, as: Who = 'admin'): Promise<Json> {
  const res = await srv.call('POST', '/events', {
    as,
    json: { start_date: '2024-07-20 10:00', end_date: '2024-07-20 12:00', ...body },
  });
  expect(res.status, res.text).toBe(201);
  return res.json;
}

async function list(query: Record<string, string | number | boolean>, as: Who = 'anonymous') {
  return srv.call('GET', '/events', { as, query });
}

async function ids(query: Record<string, string | number | boolean>, as: Who = 'anonymous'): Promise<number[]> {
  const res = await list(query, as);
  expect(res.status, res.text).toBe(200);
  return res.json.events.map((e: Json) => e.id);
}

const WINDOW = 'start_date=2024-07-09+00%3A00%3A00&end_date=2026-07-10+23%3A59%3A59';

beforeAll(async () => {
  srv = await startTestServer({ clock: () => new Date('2024-07-10T15:30:00Z') });
  ns = srv.ns;
});
afterAll(() => srv.stop());

describe('the default window (§4.2.2) on a UTC site', () => {
  let inside: number[];
  beforeAll(async () => {
    const w = (title: string, start: string, end: string) =>
      create({ title: `windowprobe ${title}`, start_date: start, end_date: end });
    inside = [
      (await w('yesterday morning', '2024-07-09 08:00', '2024-07-09 09:00')).id,
      (await w('last day', '2026-07-10 20:00', '2026-07-10 23:59:59')).id,
    ];
    await w('the day before yesterday', '2024-07-08 23:00', '2024-07-08 23:30');
    await w('running since before the window', '2024-07-08 10:00', '2024-07-12 10:00');
    await w('ends after the window', '2026-07-10 22:00', '2026-07-11 00:30');
  });

  it('lists events starting yesterday and ending on the last day, not those outside', async () => {
    expect(await ids({ search: 'windowprobe' })).toEqual(inside);
  });

  it('strict mode uses A = yesterday 23:59:00 and B = now + 24 months exactly', async () => {
    const res = await list({ search: 'windowprobe', strict_dates: '1' });
    expect(res.json.rest_url).toBe(
      `${ns}/events/?page=1&per_page=10&start_date=2024-07-09+23%3A59%3A00&end_date=2026-07-10+15%3A30%3A00&strict_dates=true&search=windowprobe`,
    );
    expect(res.json.events).toEqual([]);
  });

  it('strict_dates=no is inclusive and is not written in the links', async () => {
    const res = await list({ search: 'windowprobe', strict_dates: 'no' });
    expect(res.json.rest_url).toBe(`${ns}/events/?page=1&per_page=10&${WINDOW}&search=windowprobe`);
    expect(res.json.events.map((e: Json) => e.id)).toEqual(inside);
  });

  it('a sent start_date keeps the default end_date; a range filter drops both defaults', async () => {
    const a = await list({ search: 'windowprobe', start_date: '2024-07-08' });
    expect(a.json.rest_url).toBe(
      `${ns}/events/?page=1&per_page=10&start_date=2024-07-08+00%3A00%3A00&end_date=2026-07-10+23%3A59%3A59&search=windowprobe`,
    );
    expect(a.json.total).toBe(4);
    const b = await list({ search: 'windowprobe', ends_after: '2024-07-09' });
    expect(b.json.rest_url).toBe(
      `${ns}/events/?page=1&per_page=10&ends_after=2024-07-09+23%3A59%3A59&search=windowprobe`,
    );
    expect(b.json.total).toBe(3);
  });
});

describe('the default window on other site timezones (§4.2.2)', () => {
  it.each([
    [
      'America/New_York',
      '2024-07-09+00%3A00%3A00',
      '2026-07-10+23%3A59%3A59',
      '2024-07-09+19%3A59%3A00',
      '2026-07-10+11%3A30%3A00',
    ],
    [
      'Asia/Tokyo',
      '2024-07-10+00%3A00%3A00',
      '2026-07-11+23%3A59%3A59',
      '2024-07-10+08%3A59%3A00',
      '2026-07-11+00%3A30%3A00',
    ],
  ])('site %s: inclusive %s … %s, strict %s … %s', async (timezone, start, end, a, b) => {
    const other = await startTestServer({ clock: () => new Date('2024-07-10T15:30:00Z'), timezone });
    try {
      const inclusive = await other.call('GET', '/events');
      expect(inclusive.json.rest_url).toBe(
        `${other.ns}/events/?page=1&per_page=10&start_date=${start}&end_date=${end}`,
      );
      const strict = await other.call('GET', '/events', { query: { strict_dates: 'true' } });
      expect(strict.json.rest_url).toBe(
        `${other.ns}/events/?page=1&per_page=10&start_date=${a}&end_date=${b}&strict_dates=true`,
      );
    } finally {
      await other.stop();
    }
  });

  it('a filter that is valid in UTC but past year 9999 in the site timezone is 400, not 500', async () => {
    const other = await startTestServer({
      clock: () => new Date('2024-07-10T15:30:00Z'),
      timezone: 'Pacific/Kiritimati',
    });
    try {
      const res = await other.call('GET', '/events', { query: { start_date: '9999-12-31 20:00Z' } });
      expect(res.status).toBe(400);
      expect(res.json.data.params).toEqual({ start_date: 'Invalid parameter.' });
    } finally {
      await other.stop();
    }
  });

  it('a Tokyo site does not list an event that started yesterday in Tokyo', async () => {
    const other = await startTestServer({ clock: () => new Date('2024-07-10T15:30:00Z'), timezone: 'Asia/Tokyo' });
    try {
      const make = (title: string, start: string) =>
        other.call('POST', '/events', { as: 'admin', json: { title, start_date: start, end_date: start } });
      expect((await make('tokyo yesterday', '2024-07-09 20:00')).json.timezone).toBe('Asia/Tokyo');
      const today = (await make('tokyo today', '2024-07-10 01:00')).json.id;
      const res = await other.call('GET', '/events');
      expect(res.json.events.map((e: Json) => e.id)).toEqual([today]);
    } finally {
      await other.stop();
    }
  });
});

describe('date filters, inclusive and strict (§4.2.3 worked examples)', () => {
  let jul13: number, jul20: number, jul27: number;
  beforeAll(async () => {
    const weekly = (d: string) =>
      create({ title: 'Weekly pilates', start_date: `2024-07-${d} 10:00`, end_date: `2024-07-${d} 12:00` });
    jul13 = (await weekly('13')).id;
    jul20 = (await weekly('20')).id;
    jul27 = (await weekly('27')).id;
  });
  const q = (extra: Record<string, string | number>) => ids({ search: 'pilates', ...extra });

  it('start_date=2024-07-20 15:00 → Jul 20, 27; strict → Jul 27', async () => {
    expect(await q({ start_date: '2024-07-20 15:00' })).toEqual([jul20, jul27]);
    expect(await q({ start_date: '2024-07-20 15:00', strict_dates: 'true' })).toEqual([jul27]);
  });

  it('end_date=2024-07-20 08:00 → Jul 13, 20; strict → Jul 13', async () => {
    expect(await q({ end_date: '2024-07-20 08:00' })).toEqual([jul13, jul20]);
    expect(await q({ end_date: '2024-07-20 08:00', strict_dates: 'true' })).toEqual([jul13]);
  });

  it('starts_after=2024-07-20 → Jul 27 only', async () => {
    expect(await q({ starts_after: '2024-07-20' })).toEqual([jul27]);
  });

  it('starts_before=2024-07-20 → Jul 13, 20', async () => {
    expect(await q({ starts_before: '2024-07-20' })).toEqual([jul13, jul20]);
  });

  it('ends_before=2024-07-20 → Jul 13, 20; strict ends_before=2024-07-20 12:00 → Jul 13 (the end is not before itself)', async () => {
    expect(await q({ ends_before: '2024-07-20' })).toEqual([jul13, jul20]);
    expect(await q({ ends_before: '2024-07-20 12:00', strict_dates: '1' })).toEqual([jul13]);
  });

  it('start_date=1721487600 (a Unix timestamp) reads as 2024-07-20 15:00:00 UTC', async () => {
    expect(await q({ start_date: '1721487600' })).toEqual([jul20, jul27]);
    expect(await q({ start_date: '1721487600', strict_dates: 'true' })).toEqual([jul27]);
    const res = await list({ search: 'pilates', start_date: '1721487600', strict_dates: 'true' });
    expect(res.json.rest_url).toBe(
      `${ns}/events/?page=1&per_page=10&start_date=2024-07-20+15%3A00%3A00&end_date=2026-07-10+15%3A30%3A00&strict_dates=true&search=pilates`,
    );
  });

  it('a JSON number start_date in the body is a Unix timestamp too', async () => {
    // fetch cannot send a GET body, so the body rides on a POST overridden to GET (§1.6)
    const res = await srv.call('POST', '/events?_method=GET', { json: { search: 'pilates', start_date: 1721487600 } });
    expect(res.status).toBe(200);
    expect(res.json.events.map((e: Json) => e.id)).toEqual([jul20, jul27]);
  });

  it('a value with an explicit offset is converted into the site timezone before normalizing', async () => {
    // 2024-07-21 01:00 +09:00 is 2024-07-20 16:00 UTC: inclusive → from 2024-07-20 00:00:00
    expect(await q({ start_date: '2024-07-21T01:00:00+09:00' })).toEqual([jul20, jul27]);
    // strict: 2024-07-20T13:00+05:00 = 08:00 UTC → the Jul 20 10:00 event is included
    expect(await q({ start_date: '2024-07-20T13:00:00+05:00', strict_dates: 'true' })).toEqual([jul20, jul27]);
  });

  it('relative text is relative to now in the site timezone', async () => {
    // next saturday from Wednesday 2024-07-10 is 2024-07-13
    expect(await q({ starts_before: 'next saturday' })).toEqual([jul13]);
    expect(await q({ start_date: '+10 days' })).toEqual([jul20, jul27]);
  });

  it('ends_after=2040-12-31&starts_before=2041-01-01 lists every event touching 1 January 2041', async () => {
    const mk = (title: string, start: string, end: string) =>
      create({ title: `newyear2041 ${title}`, start_date: start, end_date: end });
    const overnight = (await mk('overnight', '2040-12-31 20:00', '2041-01-01 02:00')).id;
    await mk('new year eve', '2040-12-31 10:00', '2040-12-31 12:00');
    const multi = (await mk('multi-day', '2040-12-30 10:00', '2041-01-03 10:00')).id;
    const noon = (await mk('new year noon', '2041-01-01 12:00', '2041-01-01 13:00')).id;
    await mk('second', '2041-01-02 10:00', '2041-01-02 12:00');
    expect(await ids({ search: 'newyear2041', ends_after: '2040-12-31', starts_before: '2041-01-01' })).toEqual([
      multi,
      overnight,
      noon,
    ]);
  });

  it('compares local wall clocks: a Tokyo 09:00 event sorts and filters after a UTC 05:00 event', async () => {
    const tokyo = (
      await create({
        title: 'wallclock tokyo',
        timezone: 'Asia/Tokyo',
        start_date: '2025-03-03 09:00',
        end_date: '2025-03-03 10:00',
      })
    ).id;
    const utc = (await create({ title: 'wallclock utc', start_date: '2025-03-03 05:00', end_date: '2025-03-03 06:00' }))
      .id;
    // by instant the Tokyo event (00:00 UTC) comes first; the contract compares local wall clocks
    expect(await ids({ search: 'wallclock', start_date: '2025-03-03' })).toEqual([utc, tokyo]);
    expect(await ids({ search: 'wallclock', start_date: '2025-03-03 08:00', strict_dates: 'true' })).toEqual([tokyo]);
  });
});

describe('ends_after over the sorted lists (no search)', () => {
  let own: TestServer;
  beforeAll(async () => {
    own = await startTestServer({ clock: () => new Date('2024-07-10T15:30:00Z') });
  });
  afterAll(() => own.stop());

  it('ends_after&starts_before finds a year-long event that started long before, among short ones', async () => {
    const make = async (title: string, start: string, end: string, timezone = 'UTC') => {
      const res = await own.call('POST', '/events', {
        as: 'admin',
        json: { title, start_date: start, end_date: end, timezone },
      });
      expect(res.status, res.text).toBe(201);
      return res.json.id as number;
    };
    const year = await make('year-long', '2030-01-01 10:00', '2030-12-31 10:00');
    for (let m = 1; m <= 9; m++) await make(`short ${m}`, `2030-0${m}-10 10:00`, `2030-0${m}-10 11:00`);
    const tokyo = await make('tokyo', '2030-11-30 23:00', '2030-12-01 01:00', 'Asia/Tokyo');
    const inside = await make('inside', '2030-11-30 09:00', '2030-12-02 09:00');
    await make('after', '2030-12-03 09:00', '2030-12-03 10:00');
    const res = await own.call('GET', '/events', {
      as: 'admin',
      query: { ends_after: '2030-11-30', starts_before: '2030-12-02', per_page: 50 },
    });
    expect(res.json.events.map((e: Json) => e.id)).toEqual([year, inside, tokyo]);
    expect(res.json.total).toBe(3);
  });
});
