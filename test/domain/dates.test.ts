import { describe, expect, it } from 'vitest';
import {
  dateKind,
  dateDetails,
  defaultWindow,
  nowWall,
  parseDateInput,
  wallDayEnd,
  wallDayStart,
} from '../../src/domain/dates.js';
import { localToUtc } from '../../src/domain/timezones.js';

// The spec's reference instant: Wednesday 2024-07-10 15:30:00 UTC.
const NOW = new Date('2024-07-10T15:30:00Z');

describe('parseDateInput: every example of API.md §5.6 (site UTC, now Wed 2024-07-10 15:30 UTC)', () => {
  const table: Array<[string | number, string]> = [
    // Unix timestamps
    ['1720717200', '2024-07-11 17:00:00'],
    ['@1720717200', '2024-07-11 17:00:00'],
    [1720717200, '2024-07-11 17:00:00'],
    [1720717200.9, '2024-07-11 17:00:00'],
    // dates
    ['2024-07-11', '2024-07-11 00:00:00'],
    ['2024/07/11', '2024-07-11 00:00:00'],
    ['07/11/2024', '2024-07-11 00:00:00'],
    ['11.07.2024', '2024-07-11 00:00:00'],
    ['11 July 2024', '2024-07-11 00:00:00'],
    ['July 11, 2024', '2024-07-11 00:00:00'],
    ['Jul 11 2024', '2024-07-11 00:00:00'],
    ['11 sept 2024', '2024-09-11 00:00:00'],
    ['2024-7-1', '2024-07-01 00:00:00'],
    // date + time
    ['2024-07-11 19:00', '2024-07-11 19:00:00'],
    ['2024-07-11 19:00:00', '2024-07-11 19:00:00'],
    ['2024-07-11T19:00:00', '2024-07-11 19:00:00'],
    ['2024-07-11T19:00:00.250', '2024-07-11 19:00:00'],
    ['July 11, 2024 7:30pm', '2024-07-11 19:30:00'],
    ['11.07.2024 7 pm', '2024-07-11 19:00:00'],
    // zones after the time, read as instants
    ['2024-07-11T23:00:00Z', '2024-07-11 23:00:00'],
    ['2024-07-11T19:00:00.250-04:00', '2024-07-11 23:00:00'],
    ['2024-07-11 19:00:00-04:00', '2024-07-11 23:00:00'],
    ['2024-07-11 19:00:00-0400', '2024-07-11 23:00:00'],
    ['2024-07-11 19:00:00-04', '2024-07-11 23:00:00'],
    ['2024-07-11 19:00:00 -04:00', '2024-07-11 23:00:00'],
    ['2024-07-12 04:30:00+0530', '2024-07-11 23:00:00'],
    ['2024-07-12 04:00:00+05', '2024-07-11 23:00:00'],
    ['2024-07-11 23:00 UTC', '2024-07-11 23:00:00'],
    ['2024-07-11 23:00:00 GMT', '2024-07-11 23:00:00'],
    ['2024-07-11 23:00:00z', '2024-07-11 23:00:00'],
    // time of day alone: today
    ['19:00', '2024-07-10 19:00:00'],
    ['7pm', '2024-07-10 19:00:00'],
    ['7 pm', '2024-07-10 19:00:00'],
    ['7:30 pm', '2024-07-10 19:30:00'],
    ['12am', '2024-07-10 00:00:00'],
    ['12:30am', '2024-07-10 00:30:00'],
    ['12pm', '2024-07-10 12:00:00'],
    ['noon', '2024-07-10 12:00:00'],
    ['midnight', '2024-07-10 00:00:00'],
    // relative
    ['now', '2024-07-10 15:30:00'],
    ['today', '2024-07-10 00:00:00'],
    ['tomorrow', '2024-07-11 00:00:00'],
    ['yesterday', '2024-07-09 00:00:00'],
    ['friday', '2024-07-12 00:00:00'],
    ['this friday', '2024-07-12 00:00:00'],
    ['next friday', '2024-07-12 00:00:00'],
    ['last monday', '2024-07-08 00:00:00'],
    ['next week', '2024-07-17 15:30:00'],
    ['last month', '2024-06-10 15:30:00'],
    ['+2 days', '2024-07-12 15:30:00'],
    ['-3 hours', '2024-07-10 12:30:00'],
    ['2 weeks', '2024-07-24 15:30:00'],
    ['+1 week 2 days', '2024-07-19 15:30:00'],
    ['3 days ago', '2024-07-07 15:30:00'],
    ['+1 fortnight', '2024-07-24 15:30:00'],
    // relative + time
    ['tomorrow 9am', '2024-07-11 09:00:00'],
    ['next friday 7pm', '2024-07-12 19:00:00'],
    ['+5 days 11:00', '2024-07-15 11:00:00'],
    ['today noon', '2024-07-10 12:00:00'],
    ['2024-07-11 +1 day', '2024-07-12 00:00:00'],
  ];
  it.each(table)('%j resolves to %s', (input, expected) => {
    expect(parseDateInput(input, 'UTC', NOW)).toBe(expected);
  });
});

describe('parseDateInput: weekdays (today is Wednesday 2024-07-10)', () => {
  const table: Array<[string, string]> = [
    ['wednesday', '2024-07-10 00:00:00'],
    ['this wednesday', '2024-07-10 00:00:00'],
    ['next wednesday', '2024-07-17 00:00:00'],
    ['last wednesday', '2024-07-03 00:00:00'],
    ['tuesday', '2024-07-16 00:00:00'],
    ['tue', '2024-07-16 00:00:00'],
    ['tues', '2024-07-16 00:00:00'],
    ['thu', '2024-07-11 00:00:00'],
    ['thur', '2024-07-11 00:00:00'],
    ['thurs', '2024-07-11 00:00:00'],
    ['mon', '2024-07-15 00:00:00'],
    ['sat', '2024-07-13 00:00:00'],
    ['sun', '2024-07-14 00:00:00'],
    ['last sunday', '2024-07-07 00:00:00'],
    ['next thursday', '2024-07-11 00:00:00'],
    ['last thursday', '2024-07-04 00:00:00'],
  ];
  it.each(table)('%j resolves to %s', (input, expected) => {
    expect(parseDateInput(input, 'UTC', NOW)).toBe(expected);
  });
});

describe('parseDateInput: offsets, order and arithmetic', () => {
  const table: Array<[string, string]> = [
    // month and year additions clamp the day to the month's length
    ['2024-01-31 +1 month', '2024-02-29 00:00:00'],
    ['2024-03-31 -1 month', '2024-02-29 00:00:00'],
    ['2024-05-31 next month', '2024-06-30 00:00:00'],
    ['2024-02-29 +1 year', '2025-02-28 00:00:00'],
    ['2024-02-29 last year', '2023-02-28 00:00:00'],
    // units in every spelling
    ['+30 sec', '2024-07-10 15:30:30'],
    ['+1 second', '2024-07-10 15:30:01'],
    ['+2 mins', '2024-07-10 15:32:00'],
    ['+1 minute', '2024-07-10 15:31:00'],
    ['next hour', '2024-07-10 16:30:00'],
    ['+2 fortnights', '2024-08-07 15:30:00'],
    ['+1 year', '2025-07-10 15:30:00'],
    ['2days', '2024-07-12 15:30:00'],
    // ago negates every offset, including next/last ones
    ['1 week 2 days ago', '2024-07-01 15:30:00'],
    ['-2 days ago', '2024-07-12 15:30:00'],
    ['next week ago', '2024-07-03 15:30:00'],
    // components in any order
    ['9am tomorrow', '2024-07-11 09:00:00'],
    ['+1 day tomorrow', '2024-07-12 00:00:00'],
    ['7pm next friday', '2024-07-12 19:00:00'],
    ['19:00 2024-07-11', '2024-07-11 19:00:00'],
    ['2024-07-11 +1 day 9am', '2024-07-12 09:00:00'],
    ['now 9am', '2024-07-10 09:00:00'],
    // a base with its own time is the start for hour offsets
    ['2024-07-11 19:00 +3 hours', '2024-07-11 22:00:00'],
    ['2024-07-11 19:00 -04 hours', '2024-07-11 15:00:00'],
    ['2024-07-11T19:00:00Z +1 day', '2024-07-12 19:00:00'],
    // a separate time of day is applied last, after the offsets
    ['today 19:00 +3 hours', '2024-07-10 19:00:00'],
    ['tomorrow +2 hours', '2024-07-11 02:00:00'],
    // case-insensitive, trimmed, inner white space collapsed
    ['  TOMORROW   9AM ', '2024-07-11 09:00:00'],
    ['Next\tFriday\n7PM', '2024-07-12 19:00:00'],
    ['JULY 11, 2024', '2024-07-11 00:00:00'],
    ['2024-07-11t19:00:00z', '2024-07-11 19:00:00'],
  ];
  it.each(table)('%j resolves to %s', (input, expected) => {
    expect(parseDateInput(input, 'UTC', NOW)).toBe(expected);
  });
});

describe('parseDateInput: reference zones', () => {
  const table: Array<[string | number, string, string]> = [
    // naive text is a wall clock in the reference zone
    ['2024-07-11 19:00', 'America/New_York', '2024-07-11 19:00:00'],
    ['2024-07-11 19:00', 'UTC+5.5', '2024-07-11 19:00:00'],
    // explicit zones and timestamps are instants converted into it (§3.2 example)
    ['2024-07-11T23:00:00Z', 'America/New_York', '2024-07-11 19:00:00'],
    ['2024-07-11 19:00:00-04:00', 'Asia/Tokyo', '2024-07-12 08:00:00'],
    ['2024-07-11 23:00:00+0530', 'UTC-3.5', '2024-07-11 14:00:00'],
    ['1720717200', 'America/New_York', '2024-07-11 13:00:00'],
    [1720717200, 'UTC+5.5', '2024-07-11 22:30:00'],
    [1721487600, 'UTC', '2024-07-20 15:00:00'],
    // relative text is relative to now in the reference zone
    ['now', 'America/New_York', '2024-07-10 11:30:00'],
    ['now', 'Asia/Tokyo', '2024-07-11 00:30:00'],
    ['today', 'Asia/Tokyo', '2024-07-11 00:00:00'],
    ['tomorrow 9am', 'Asia/Tokyo', '2024-07-12 09:00:00'],
    ['friday', 'Asia/Tokyo', '2024-07-12 00:00:00'],
    ['next thursday', 'Asia/Tokyo', '2024-07-18 00:00:00'],
    ['19:00', 'UTC-3.5', '2024-07-10 19:00:00'],
    // a zone on a time of day reads the whole phrase in that zone
    ['tomorrow 9am UTC', 'America/New_York', '2024-07-11 05:00:00'],
    ['19:00z', 'Asia/Tokyo', '2024-07-11 04:00:00'],
  ];
  it.each(table)('%j in %s resolves to %s', (input, zone, expected) => {
    expect(parseDateInput(input, zone, NOW)).toBe(expected);
  });
});

describe('parseDateInput across DST transitions (wall clocks are kept as written)', () => {
  it('+1 day from Saturday noon before the New York spring-forward is Sunday noon', () => {
    expect(parseDateInput('+1 day', 'America/New_York', new Date('2024-03-09T17:00:00Z'))).toBe('2024-03-10 12:00:00');
  });
  it('tomorrow 2:30am in the New York gap stays 02:30 and converts forward to 07:30 UTC', () => {
    const wall = parseDateInput('tomorrow 2:30am', 'America/New_York', new Date('2024-03-09T17:00:00Z'));
    expect(wall).toBe('2024-03-10 02:30:00');
    expect(localToUtc(wall!, 'America/New_York')).toBe('2024-03-10 07:30:00');
  });
  it('now during the repeated Berlin hour is the wall clock of that instant', () => {
    expect(parseDateInput('now', 'Europe/Berlin', new Date('2024-10-27T00:30:00Z'))).toBe('2024-10-27 02:30:00');
    expect(parseDateInput('now', 'Europe/Berlin', new Date('2024-10-27T01:30:00Z'))).toBe('2024-10-27 02:30:00');
  });
  it('a timestamp in the New York fall-back hour gives 01:30 for both instants', () => {
    expect(parseDateInput(1730611800, 'America/New_York', NOW)).toBe('2024-11-03 01:30:00');
    expect(parseDateInput(1730615400, 'America/New_York', NOW)).toBe('2024-11-03 01:30:00');
  });
});

describe('parseDateInput rejects what §5.6 does not accept', () => {
  const invalid: Array<string | number> = [
    '',
    '   ',
    // impossible dates and times
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '31.04.2024',
    '02/30/2024',
    '31 feb 2024',
    '25:00',
    '24:00',
    '19:60',
    '19:00:60',
    '13pm',
    '0am',
    '00:30am',
    '2024-07-11 25:00',
    // forms outside the grammar
    'July 11',
    '11 July',
    '11th July 2024',
    '2024-07',
    'soon',
    'a week',
    'in 2 days',
    'tomorrow at 9am',
    'next',
    'this week',
    'this',
    'ago',
    'today ago',
    '3 days ago tomorrow',
    'day',
    '+2',
    '2 fortnite',
    'EST',
    'Mars/Olympus',
    'T19:00',
    '2024-07-11T',
    '2024-07-11T 19:00',
    '2024-07-1119:00',
    // zones only after a time, written Z/UTC/GMT or a sign with two or four digits
    '2024-07-11 UTC',
    '2024-07-11 -04:00',
    '2024-07-11 19:00 +5',
    '2024-07-11 19:00 +053',
    '2024-07-11 19:00 EST',
    '2024-07-11 19:00 GMT+2',
    '2024-07-11 19:00 +25:00',
    '2024-07-11 19:00 +04:60',
    '2024-07-11 19:00  Z Z',
    // more than one base or time of day
    'tomorrow today',
    'friday monday',
    '2024-07-11 2024-07-12',
    '9am 10am',
    '2024-07-11 19:00 20:00',
    '2024-07-11T19:00 noon',
    // malformed timestamps and numbers
    '@',
    '@-1',
    '-1720717200',
    '1e9',
    '@1720717200 +1 day',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    // results outside years 0000–9999
    '9999-12-31 +1 day',
    '99999999999999',
  ];
  it.each(invalid)('%j is invalid', (input) => {
    expect(parseDateInput(input, 'UTC', NOW)).toBeNull();
  });
});

describe("dateKind 'instant': input that names an instant of its own, whatever the reference zone", () => {
  it('timestamps and times with a zone do; wall clocks, days and relative dates do not', () => {
    for (const text of [
      '1720717200',
      '@1720717200',
      '2024-07-11T23:00:00Z',
      '2024-07-11 19:00:00-04:00',
      '2024-07-11 19:00 utc',
      'tomorrow 9am gmt',
      'July 11, 2024 7:30pm +0530',
    ])
      expect([text, dateKind(text)?.kind === 'instant']).toEqual([text, true]);
    expect(dateKind(1720717200)?.kind).toBe('instant');
    for (const text of [
      '2024-07-11 19:00',
      '2024-07-11T19:00:00',
      '2024-07-11',
      'tomorrow 9am',
      '+2 hours',
      'now',
      'next friday 7pm',
      'not a date',
      '',
    ])
      expect([text, dateKind(text)?.kind === 'instant']).toEqual([text, false]);
  });
});

describe('dateKind: what a wall clock depends on, and input that names no day of its own', () => {
  it('instants, wall clocks, phrases read from now; a time alone or offsets alone are dayless', () => {
    const kinds: Array<[string | number, ReturnType<typeof dateKind>]> = [
      [1720717200, { kind: 'instant', dayless: false }],
      ['@1720717200', { kind: 'instant', dayless: false }],
      ['2024-07-11 19:00-04:00', { kind: 'instant', dayless: false }],
      ['21:00 utc', { kind: 'instant', dayless: false }],
      ['2024-07-11 19:00', { kind: 'wall', dayless: false }],
      ['2024-07-11', { kind: 'wall', dayless: false }],
      ['2024-07-11 +1 day', { kind: 'wall', dayless: false }],
      ['July 11, 2024 7:30pm', { kind: 'wall', dayless: false }],
      ['tomorrow 9pm', { kind: 'now', dayless: false }],
      ['now', { kind: 'now', dayless: false }],
      ['next friday', { kind: 'now', dayless: false }],
      ['21:00', { kind: 'now', dayless: 'time' }],
      ['9pm', { kind: 'now', dayless: 'time' }],
      ['+2 hours', { kind: 'now', dayless: 'offsets' }],
      ['21:00 +1 day', { kind: 'now', dayless: 'offsets' }],
      ['not a date', null],
      ['', null],
    ];
    for (const [input, kind] of kinds) expect([input, dateKind(input)]).toEqual([input, kind]);
  });
});

describe('dateDetails', () => {
  it('splits 2024-07-11 19:00:00 into zero-padded strings in §3.1 key order', () => {
    const details = dateDetails('2024-07-11 19:00:00');
    expect(details).toEqual({ year: '2024', month: '07', day: '11', hour: '19', minutes: '00', seconds: '00' });
    expect(Object.keys(details)).toEqual(['year', 'month', 'day', 'hour', 'minutes', 'seconds']);
  });
  it('keeps the digits of 2026-01-02 03:04:05', () => {
    expect(dateDetails('2026-01-02 03:04:05')).toEqual({
      year: '2026',
      month: '01',
      day: '02',
      hour: '03',
      minutes: '04',
      seconds: '05',
    });
  });
});

describe('defaultWindow (§4.2.2, now 2024-07-10 15:30:00 UTC)', () => {
  const table: Array<[string, string, string, string, string]> = [
    // zone, A, B, inclusive start, inclusive end
    ['UTC', '2024-07-09 23:59:00', '2026-07-10 15:30:00', '2024-07-09 00:00:00', '2026-07-10 23:59:59'],
    ['America/New_York', '2024-07-09 19:59:00', '2026-07-10 11:30:00', '2024-07-09 00:00:00', '2026-07-10 23:59:59'],
    ['Asia/Tokyo', '2024-07-10 08:59:00', '2026-07-11 00:30:00', '2024-07-10 00:00:00', '2026-07-11 23:59:59'],
    ['UTC+5.5', '2024-07-10 05:29:00', '2026-07-10 21:00:00', '2024-07-10 00:00:00', '2026-07-10 23:59:59'],
  ];
  it.each(table)('site %s: A %s, B %s, window %s … %s', (zone, a, b, start, end) => {
    const window = defaultWindow(NOW, zone);
    expect(window).toEqual({ a, b });
    expect(wallDayStart(window.a)).toBe(start);
    expect(wallDayEnd(window.b)).toBe(end);
  });
  it('B clamps the day: now 2024-02-29 plus 24 months is 2026-02-28', () => {
    expect(defaultWindow(new Date('2024-02-29T12:00:00Z'), 'UTC').b).toBe('2026-02-28 12:00:00');
  });
  it('A uses the UTC calendar date even when the site is already on the next day', () => {
    expect(defaultWindow(new Date('2024-07-10T23:30:00Z'), 'Asia/Tokyo').a).toBe('2024-07-10 08:59:00');
  });
});

describe('nowWall', () => {
  const table: Array<[string, string]> = [
    ['UTC', '2024-07-10 15:30:00'],
    ['America/New_York', '2024-07-10 11:30:00'],
    ['Asia/Tokyo', '2024-07-11 00:30:00'],
    ['UTC-3.5', '2024-07-10 12:00:00'],
  ];
  it.each(table)('now in %s is %s', (zone, expected) => {
    expect(nowWall(zone, NOW)).toBe(expected);
  });
  it('drops milliseconds', () => {
    expect(nowWall('UTC', new Date('2024-07-10T15:30:00.999Z'))).toBe('2024-07-10 15:30:00');
  });
});
