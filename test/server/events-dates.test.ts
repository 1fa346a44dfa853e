// Event dates through real HTTP with the fixed clock (now = Wednesday 2024-07-10 15:30:00 UTC):
// the §5.6 grammar, offsets converted into the event timezone, the end and all-day rules,
// timezone changes, DST gaps and ambiguities, abbreviations (API.md §3.2 rows 18–27, §3.7, §5.6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';

type Json = Record<string, any>;

let srv: TestServer;

async function create(body: Json): Promise<Json> {
  const res = await srv.call('POST', '/events', { as: 'admin', json: { title: 'Date probe', ...body } });
  expect(res.status, res.text).toBe(201);
  return res.json;
}

/** Creates an event whose start and end are both `input`, in `timezone`; returns its start. */
async function startOf(input: string | number, timezone = 'UTC'): Promise<string> {
  return (await create({ start_date: input, end_date: input, timezone })).start_date;
}

async function update(id: number, body: Json): Promise<Json> {
  const res = await srv.call('POST', `/events/${id}`, { as: 'admin', json: body });
  expect(res.status, res.text).toBe(200);
  return res.json;
}

const pick = (e: Json, ...keys: string[]) => keys.map((k) => e[k]);

beforeAll(async () => {
  srv = await startTestServer({ clock: () => new Date('2024-07-10T15:30:00Z') });
});
afterAll(() => srv.stop());

describe('accepted input (§5.6), read in the event timezone relative to now', () => {
  it.each([
    ['tomorrow 7pm', 'America/New_York', '2024-07-11 19:00:00'],
    ['now', 'America/New_York', '2024-07-10 11:30:00'],
    ['now', 'Asia/Tokyo', '2024-07-11 00:30:00'],
    ['today', 'Asia/Tokyo', '2024-07-11 00:00:00'],
    ['+2 days', 'America/New_York', '2024-07-12 11:30:00'],
    ['now', 'UTC+5:30', '2024-07-10 21:00:00'],
    ['today noon', 'UTC', '2024-07-10 12:00:00'],
    ['midnight', 'UTC', '2024-07-10 00:00:00'],
    ['12am', 'UTC', '2024-07-10 00:00:00'],
    ['7:30 pm', 'UTC', '2024-07-10 19:30:00'],
    ['yesterday', 'UTC', '2024-07-09 00:00:00'],
    ['friday', 'UTC', '2024-07-12 00:00:00'],
    ['this wednesday', 'UTC', '2024-07-10 00:00:00'],
    ['next wednesday', 'UTC', '2024-07-17 00:00:00'],
    ['next friday 7pm', 'UTC', '2024-07-12 19:00:00'],
    ['last monday', 'UTC', '2024-07-08 00:00:00'],
    ['next week', 'UTC', '2024-07-17 15:30:00'],
    ['last month', 'UTC', '2024-06-10 15:30:00'],
    ['+1 week 2 days', 'UTC', '2024-07-19 15:30:00'],
    ['3 days ago', 'UTC', '2024-07-07 15:30:00'],
    ['-3 hours', 'UTC', '2024-07-10 12:30:00'],
    ['+1 fortnight', 'UTC', '2024-07-24 15:30:00'],
    ['+5 days 11:00', 'UTC', '2024-07-15 11:00:00'],
    ['2024-07-11 +1 day', 'UTC', '2024-07-12 00:00:00'],
    ['2024-01-31 +1 month', 'UTC', '2024-02-29 00:00:00'],
    ['2024-07-11', 'UTC', '2024-07-11 00:00:00'],
    ['2024/07/11', 'UTC', '2024-07-11 00:00:00'],
    ['07/11/2024', 'UTC', '2024-07-11 00:00:00'],
    ['11.07.2024', 'UTC', '2024-07-11 00:00:00'],
    ['11 July 2024', 'UTC', '2024-07-11 00:00:00'],
    ['July 11, 2024 7:30pm', 'UTC', '2024-07-11 19:30:00'],
    ['Jul 11 2024', 'UTC', '2024-07-11 00:00:00'],
    ['  2024-07-11T19:00:00.250  ', 'UTC', '2024-07-11 19:00:00'],
    ['1720717200', 'UTC', '2024-07-11 17:00:00'],
    ['@1720717200', 'America/New_York', '2024-07-11 13:00:00'],
  ])('start_date=%j in %s is %s', async (input, timezone, expected) => {
    expect(await startOf(input, timezone)).toBe(expected);
  });

  it.each(['2024-02-30', '25:00', '13pm', 'before my birthday', 'tomorrow today', '11 July', ''])(
    'start_date=%j is 400 Invalid parameter.',
    async (input) => {
      const res = await srv.call('POST', '/events', {
        as: 'admin',
        json: { title: 'Bad date', start_date: input, end_date: '2024-07-11' },
      });
      expect(res.status).toBe(400);
      expect(res.json.data.params).toEqual({ start_date: 'Invalid parameter.' });
    },
  );

  it('a JSON number is not accepted as an event date (only list filters take timestamps as numbers)', async () => {
    const res = await srv.call('POST', '/events', {
      as: 'admin',
      json: { title: 'Numeric date', start_date: 1720717200, end_date: '2024-07-11' },
    });
    expect(res.status).toBe(400);
    expect(res.json.data.params).toEqual({ start_date: 'Invalid parameter.' });
  });
});

describe('dates that leave the years 0000–9999 once converted', () => {
  it('a start valid in UTC but in the year 10000 in Pacific/Kiritimati is 400, not 500', async () => {
    const input = '9999-12-31 20:00:00+00:00';
    const res = await srv.call('POST', '/events', {
      as: 'admin',
      json: { title: 'Too late', start_date: input, end_date: input, timezone: 'Pacific/Kiritimati' },
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('rest_invalid_param');
    expect(Object.keys(res.json.data.params)).toEqual(['start_date', 'end_date']);
  });

  it('that failure is a validation error (step 5), so an anonymous caller gets 400 too, not 401', async () => {
    const input = '9999-12-31 20:00:00+00:00';
    const res = await srv.call('POST', '/events', {
      json: { title: 'Too late', start_date: input, end_date: '2024-07-11', timezone: 'Pacific/Kiritimati' },
    });
    expect(res.status).toBe(400);
    expect(res.json.data.params).toEqual({ start_date: 'Invalid parameter.' });
  });
});

describe('dates whose UTC form leaves the years 0000–9999', () => {
  it('9999-12-31 23:00 at UTC-12 (10000-01-01 11:00 UTC) is 400 for anyone, as 0000-01-01 00:30 at UTC+14 is', async () => {
    for (const [start, zone] of [
      ['9999-12-31 23:00', 'UTC-12'],
      ['0000-01-01 00:30', 'UTC+14'],
    ] as const)
      for (const as of ['admin', 'anonymous'] as const) {
        const res = await srv.call('POST', '/events', {
          as,
          json: { title: 'Edge', start_date: start, end_date: start, timezone: zone },
        });
        expect(res.status, `${start} ${zone} as ${as}`).toBe(400);
        expect(res.json.data.params).toEqual({ start_date: 'Invalid parameter.', end_date: 'Invalid parameter.' });
      }
  });

  it('an all-day event whose last day ends past 9999 in UTC is 400; the day before is stored with four-digit details', async () => {
    const late = await srv.call('POST', '/events', {
      as: 'admin',
      json: { title: 'Last day', start_date: '9999-12-31', end_date: '9999-12-31', all_day: true, timezone: 'UTC-12' },
    });
    expect(late.status).toBe(400);
    expect(Object.keys(late.json.data.params)).toEqual(['end_date']);
    const ok = await srv.call('POST', '/events', {
      as: 'admin',
      json: { title: 'Late', start_date: '9999-12-31 10:00', end_date: '9999-12-31 11:30', timezone: 'UTC-12' },
    });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.json.utc_end_date).toBe('9999-12-31 23:30:00');
    expect(ok.json.utc_end_date_details).toEqual({
      year: '9999',
      month: '12',
      day: '31',
      hour: '23',
      minutes: '30',
      seconds: '00',
    });
  });
});

describe('explicit offsets are instants converted into the event timezone (§5.6 departure)', () => {
  it.each([
    '2024-07-11T23:00:00Z',
    '2024-07-11 19:00:00-04:00',
    '2024-07-11 19:00 -0400',
    '2024-07-12 04:30:00+0530',
    '2024-07-12T01:00:00+02',
    '2024-07-11 23:00 UTC',
    '2024-07-11 23:00:00 GMT',
    '1720738800',
  ])('%s becomes 2024-07-11 19:00:00 in America/New_York', async (input) => {
    const e = await create({ start_date: input, end_date: input, timezone: 'America/New_York' });
    expect(pick(e, 'start_date', 'utc_start_date')).toEqual(['2024-07-11 19:00:00', '2024-07-11 23:00:00']);
  });

  it('the timezone sent in the same request is the reference zone, else the stored one', async () => {
    const e = await create({
      start_date: '2024-07-11T23:00:00Z',
      end_date: '2024-07-11T23:30:00Z',
      timezone: 'Asia/Tokyo',
    });
    expect(pick(e, 'start_date', 'end_date')).toEqual(['2024-07-12 08:00:00', '2024-07-12 08:30:00']);
    const moved = await update(e.id, { end_date: '2024-07-12T00:00:00Z' });
    expect(pick(moved, 'start_date', 'end_date', 'utc_end_date')).toEqual([
      '2024-07-12 08:00:00',
      '2024-07-12 09:00:00',
      '2024-07-12 00:00:00',
    ]);
    const both = await update(e.id, {
      timezone: 'Europe/London',
      start_date: '2024-07-12T00:00:00Z',
      end_date: '2024-07-12T01:00:00Z',
    });
    expect(pick(both, 'start_date', 'end_date', 'timezone_abbr')).toEqual([
      '2024-07-12 01:00:00',
      '2024-07-12 02:00:00',
      'BST',
    ]);
  });

  it('the publication date is read in the event timezone; date_utc in UTC', async () => {
    const e = await create({
      start_date: '2024-07-11',
      end_date: '2024-07-11',
      timezone: 'America/New_York',
      date: '2024-07-01 10:00',
    });
    expect(pick(e, 'date', 'date_utc')).toEqual(['2024-07-01 14:00:00', '2024-07-01 14:00:00']);
    const u = await create({
      start_date: '2024-07-11',
      end_date: '2024-07-11',
      timezone: 'America/New_York',
      date_utc: '2024-07-01 10:00',
    });
    expect(pick(u, 'date', 'date_utc')).toEqual(['2024-07-01 10:00:00', '2024-07-01 10:00:00']);
  });
});

describe('the end rule and all-day normalization (§5.6)', () => {
  it('end before start becomes start', async () => {
    const e = await create({ start_date: '2024-07-11 19:00', end_date: '2024-07-11 18:00' });
    expect(pick(e, 'start_date', 'end_date', 'utc_end_date')).toEqual([
      '2024-07-11 19:00:00',
      '2024-07-11 19:00:00',
      '2024-07-11 19:00:00',
    ]);
  });

  it('all_day=true sets 00:00:00 and 23:59:59 and keeps multi-day spans', async () => {
    const e = await create({
      start_date: '2024-07-11 19:00',
      end_date: '2024-07-13 08:00',
      all_day: true,
      timezone: 'America/New_York',
    });
    expect(pick(e, 'all_day', 'start_date', 'end_date', 'utc_start_date', 'utc_end_date')).toEqual([
      true,
      '2024-07-11 00:00:00',
      '2024-07-13 23:59:59',
      '2024-07-11 04:00:00',
      '2024-07-14 03:59:59',
    ]);
    expect(e.end_date_details).toEqual({
      year: '2024',
      month: '07',
      day: '13',
      hour: '23',
      minutes: '59',
      seconds: '59',
    });
  });

  it('all_day with the end day before the start day ends on the start day at 23:59:59', async () => {
    const e = await create({ start_date: '2024-07-13 10:00', end_date: '2024-07-11 10:00', all_day: '1' });
    expect(pick(e, 'start_date', 'end_date')).toEqual(['2024-07-13 00:00:00', '2024-07-13 23:59:59']);
  });

  it('an update sending all_day=true re-normalizes the stored times; later date updates stay all-day', async () => {
    const e = await create({ start_date: '2024-07-11 19:00', end_date: '2024-07-11 21:00' });
    const allDay = await update(e.id, { all_day: true });
    expect(pick(allDay, 'start_date', 'end_date')).toEqual(['2024-07-11 00:00:00', '2024-07-11 23:59:59']);
    const moved = await update(e.id, { start_date: '2024-07-15 09:00', end_date: '2024-07-16 09:00' });
    expect(pick(moved, 'start_date', 'end_date')).toEqual(['2024-07-15 00:00:00', '2024-07-16 23:59:59']);
    const timed = await update(e.id, { all_day: false, start_date: '2024-07-15 09:00', end_date: '2024-07-15 10:00' });
    expect(pick(timed, 'all_day', 'start_date', 'end_date')).toEqual([
      false,
      '2024-07-15 09:00:00',
      '2024-07-15 10:00:00',
    ]);
  });
});

describe('timezone values and changes (§5.6, §3.2 rows 26–27)', () => {
  it('changing only timezone keeps the local wall clocks and recomputes the UTC ones', async () => {
    const e = await create({
      start_date: '2024-07-11 19:00',
      end_date: '2024-07-11 22:00',
      timezone: 'America/New_York',
    });
    expect(pick(e, 'utc_start_date', 'timezone_abbr')).toEqual(['2024-07-11 23:00:00', 'EDT']);
    const tokyo = await update(e.id, { timezone: 'Asia/Tokyo' });
    expect(
      pick(tokyo, 'start_date', 'end_date', 'utc_start_date', 'utc_end_date', 'timezone', 'timezone_abbr'),
    ).toEqual([
      '2024-07-11 19:00:00',
      '2024-07-11 22:00:00',
      '2024-07-11 10:00:00',
      '2024-07-11 13:00:00',
      'Asia/Tokyo',
      '+09',
    ]);
  });

  it.each([
    ['UTC', 'UTC', 'UTC', '2024-07-11 19:00:00'],
    ['utc', 'UTC', 'UTC', '2024-07-11 19:00:00'],
    ['UTC+5:30', 'UTC+5.5', 'UTC+5.5', '2024-07-11 13:30:00'],
    ['UTC-3.5', 'UTC-3.5', 'UTC-3.5', '2024-07-11 22:30:00'],
    ['UTC+0', 'UTC+0', 'UTC+0', '2024-07-11 19:00:00'],
    ['UTC+14', 'UTC+14', 'UTC+14', '2024-07-11 05:00:00'],
    ['america/new_york', 'america/new_york', 'EDT', '2024-07-11 23:00:00'],
    ['Europe/Paris', 'Europe/Paris', 'CEST', '2024-07-11 17:00:00'],
    ['Europe/London', 'Europe/London', 'BST', '2024-07-11 18:00:00'],
    ['Asia/Kolkata', 'Asia/Kolkata', '+0530', '2024-07-11 13:30:00'],
    ['Asia/Hong_Kong', 'Asia/Hong_Kong', '+08', '2024-07-11 11:00:00'],
  ])('timezone=%j is stored %j, abbreviated %j', async (timezone, stored, abbr, utc) => {
    const e = await create({ start_date: '2024-07-11 19:00', end_date: '2024-07-11 19:00', timezone });
    expect(pick(e, 'timezone', 'timezone_abbr', 'utc_start_date')).toEqual([stored, abbr, utc]);
  });

  it('winter dates abbreviate EST and GMT', async () => {
    const ny = await create({
      start_date: '2024-12-11 19:00',
      end_date: '2024-12-11 19:00',
      timezone: 'America/New_York',
    });
    const london = await create({
      start_date: '2024-12-11 19:00',
      end_date: '2024-12-11 19:00',
      timezone: 'Europe/London',
    });
    expect([ny.timezone_abbr, london.timezone_abbr, ny.utc_start_date]).toEqual(['EST', 'GMT', '2024-12-12 00:00:00']);
  });

  it.each(['EST', 'Mars/Olympus', 'UTC+15', 'UTC+5:15', 'GMT+2', 'Europe'])('timezone=%j is 400', async (timezone) => {
    const res = await srv.call('POST', '/events', {
      as: 'admin',
      json: { title: 'Bad zone', start_date: '2024-07-11', end_date: '2024-07-11', timezone },
    });
    expect(res.status).toBe(400);
    expect(res.json.data.params).toEqual({ timezone: 'Invalid parameter.' });
  });

  it('a local time in the spring-forward gap is kept as written and moves forward by the gap in UTC', async () => {
    const e = await create({
      start_date: '2024-03-10 02:30',
      end_date: '2024-03-10 03:30',
      timezone: 'America/New_York',
    });
    expect(pick(e, 'start_date', 'utc_start_date', 'utc_end_date', 'timezone_abbr')).toEqual([
      '2024-03-10 02:30:00',
      '2024-03-10 07:30:00',
      '2024-03-10 07:30:00',
      'EDT',
    ]);
  });

  it('a gap start whose end comes before it in real time ends as it starts; json_ld shows the time the gap moved it to', async () => {
    const e = await create({
      start_date: '2027-03-14 02:30',
      end_date: '2027-03-14 03:00',
      timezone: 'America/New_York',
    });
    expect(pick(e, 'start_date', 'end_date', 'utc_start_date', 'utc_end_date')).toEqual([
      '2027-03-14 02:30:00',
      '2027-03-14 02:30:00',
      '2027-03-14 07:30:00',
      '2027-03-14 07:30:00',
    ]);
    const single = (await srv.call('GET', `/events/${e.id}`)).json;
    expect([single.json_ld.startDate, single.json_ld.endDate]).toEqual([
      '2027-03-14T03:30:00-04:00',
      '2027-03-14T03:30:00-04:00',
    ]);
  });

  it('a single event written 02:30–02:30 on the night the clocks go back ends as it starts: both are the earlier instant (§3.2)', async () => {
    const e = await create({ start_date: '2027-10-31 02:30', end_date: '2027-10-31 02:30', timezone: 'Europe/Paris' });
    expect(pick(e, 'utc_start_date', 'utc_end_date')).toEqual(['2027-10-31 00:30:00', '2027-10-31 00:30:00']);
  });

  it('an ambiguous fall-back local time takes the earlier instant (json_ld shows its offset)', async () => {
    const e = await create({
      start_date: '2024-11-03 01:30',
      end_date: '2024-11-03 02:30',
      timezone: 'America/New_York',
    });
    expect(pick(e, 'utc_start_date', 'utc_end_date', 'timezone_abbr')).toEqual([
      '2024-11-03 05:30:00',
      '2024-11-03 07:30:00',
      'EDT',
    ]);
    const single = (await srv.call('GET', `/events/${e.id}`)).json;
    expect([single.json_ld.startDate, single.json_ld.endDate]).toEqual([
      '2024-11-03T01:30:00-04:00',
      '2024-11-03T02:30:00-05:00',
    ]);
  });

  it('json_ld dates of a UTC event end in +00:00', async () => {
    const e = await create({ start_date: '2024-07-11 19:00', end_date: '2024-07-11 20:00' });
    const single = (await srv.call('GET', `/events/${e.id}`)).json;
    expect([single.json_ld.startDate, single.json_ld.endDate]).toEqual([
      '2024-07-11T19:00:00+00:00',
      '2024-07-11T20:00:00+00:00',
    ]);
  });
});

describe('site timezone as the default event timezone (§1.3, §5.1)', () => {
  it('a New York site reads naive and relative dates in New York and shows date in site time', async () => {
    const ny = await startTestServer({ clock: () => new Date('2024-07-10T15:30:00Z'), timezone: 'America/New_York' });
    try {
      const res = await ny.call('POST', '/events', {
        as: 'admin',
        json: { title: 'NY default', start_date: 'tomorrow 7pm', end_date: 'tomorrow 10pm' },
      });
      expect(pick(res.json, 'timezone', 'start_date', 'utc_start_date', 'date', 'date_utc')).toEqual([
        'America/New_York',
        '2024-07-11 19:00:00',
        '2024-07-11 23:00:00',
        '2024-07-10 11:30:00',
        '2024-07-10 15:30:00',
      ]);
    } finally {
      await ny.stop();
    }
  });
});
