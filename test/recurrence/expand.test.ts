// The rule arithmetic of src/recurrence (API.md §7.1): RFC 5545's own examples, DST in New York
// and Berlin, Feb 29 and day 31, COUNT against UNTIL, BYSETPOS, RDATE/EXDATE, the horizon and
// the cap.
import { describe, expect, it } from 'vitest';
import { localToUtc } from '../../src/domain/timezones.js';
import {
  expandSeries,
  firstStarts,
  horizonWall,
  MAX_OCCURRENCES,
  ruleStarts,
  seriesStartProblem,
  startOnRule,
  startProblem,
  type SeriesRule,
} from '../../src/recurrence/expand.js';
import { formatPhrase } from '../../src/spec/catalogues/index.js';
import { RFC_EXAMPLES } from './rfc5545-examples.js';

const NY = 'America/New_York';
const FAR = '9999-12-31 23:59:59';

/** the series' starts, DTSTART first, as 'YYYY-MM-DD HH:mm' */
function starts(start: string, rule: string, zone = NY, limit = 200): string[] {
  const wall = `${start}:00`;
  const later = ruleStarts(rule, wall, zone, { from: wall, to: FAR, limit }).starts;
  return [wall, ...later].map((s) => s.slice(0, 16));
}

describe('RFC 5545 §3.8.5.3 examples (DTSTART;TZID=America/New_York)', () => {
  it.each(RFC_EXAMPLES.map((e) => [e.name, e] as const))('%s', (_name, example) => {
    const got = starts(example.start, example.rule).filter((s) => !example.exdate?.includes(s));
    if (example.expect) {
      expect(got.slice(0, example.expect.length)).toEqual(example.expect);
      if (example.complete) expect(got).toHaveLength(example.expect.length);
    }
    if (example.count !== undefined) expect(got).toHaveLength(example.count);
    if (example.last !== undefined) expect(got.at(-1)).toBe(example.last);
  });
});

describe('wall-clock evaluation across DST', () => {
  it('a daily 19:00 series in New York stays at 19:00 local and changes its UTC hour at the transitions', () => {
    const s = firstStarts(series('2024-03-08 19:00:00', ['FREQ=DAILY;COUNT=4'], NY), 10);
    expect(s).toEqual(['2024-03-08 19:00:00', '2024-03-09 19:00:00', '2024-03-10 19:00:00', '2024-03-11 19:00:00']);
    expect(s.map((w) => localToUtc(w, NY))).toEqual([
      '2024-03-09 00:00:00',
      '2024-03-10 00:00:00',
      '2024-03-10 23:00:00',
      '2024-03-11 23:00:00',
    ]);
    const fall = firstStarts(series('2024-11-02 19:00:00', ['FREQ=DAILY;COUNT=2'], NY), 10);
    expect(fall.map((w) => localToUtc(w, NY))).toEqual(['2024-11-02 23:00:00', '2024-11-04 00:00:00']);
  });

  it('a 02:30 series keeps the day the New York spring gap skips, moved forward by the gap', () => {
    const s = firstStarts(series('2024-03-09 02:30:00', ['FREQ=DAILY;COUNT=3'], NY), 10);
    expect(s).toEqual(['2024-03-09 02:30:00', '2024-03-10 02:30:00', '2024-03-11 02:30:00']);
    // 02:30 does not exist on 10 March: read with the offset before the gap, i.e. 03:30 EDT
    expect(localToUtc(s[1], NY)).toBe('2024-03-10 07:30:00');
  });

  it('Berlin: the spring gap moves 02:30 to 03:30 CEST, the autumn overlap takes the earlier 02:30 (CEST)', () => {
    const berlin = 'Europe/Berlin';
    const spring = firstStarts(series('2024-03-30 02:30:00', ['FREQ=DAILY;COUNT=3'], berlin), 10);
    expect(spring.map((w) => localToUtc(w, berlin))).toEqual([
      '2024-03-30 01:30:00',
      '2024-03-31 01:30:00',
      '2024-04-01 00:30:00',
    ]);
    const autumn = firstStarts(series('2024-10-26 02:30:00', ['FREQ=DAILY;COUNT=3'], berlin), 10);
    expect(autumn.map((w) => localToUtc(w, berlin))).toEqual([
      '2024-10-26 00:30:00',
      '2024-10-27 00:30:00',
      '2024-10-28 01:30:00',
    ]);
  });

  it('a weekly Berlin series keeps its wall clock through both transitions of a year', () => {
    const s = firstStarts(series('2024-01-01 20:00:00', ['FREQ=WEEKLY;BYDAY=MO'], 'Europe/Berlin'), 53);
    expect(new Set(s.map((w) => w.slice(11)))).toEqual(new Set(['20:00:00']));
    expect(new Set(s.map((w) => localToUtc(w, 'Europe/Berlin').slice(11)))).toEqual(new Set(['19:00:00', '18:00:00']));
  });

  it('UNTIL in UTC is compared with the instant, not the wall clock (New York, UTC-4)', () => {
    // 2024-07-15 23:30 UTC is 19:30 in New York: the 19:00 start that day is included
    expect(firstStarts(series('2024-07-13 19:00:00', ['FREQ=DAILY;UNTIL=20240715T233000Z'], NY), 10)).toHaveLength(3);
    // 22:30 UTC is 18:30 there: it is not
    expect(firstStarts(series('2024-07-13 19:00:00', ['FREQ=DAILY;UNTIL=20240715T223000Z'], NY), 10)).toHaveLength(2);
  });
});

describe('calendar edge cases', () => {
  it('a yearly series from Feb 29 occurs on Feb 29 only (RFC 5545: invalid dates are ignored)', () => {
    expect(firstStarts(series('2024-02-29 10:00:00', ['FREQ=YEARLY;COUNT=3']), 5)).toEqual([
      '2024-02-29 10:00:00',
      '2028-02-29 10:00:00',
      '2032-02-29 10:00:00',
    ]);
  });

  it('a monthly series from the 31st skips the months without one; BYMONTHDAY=-1 takes every last day', () => {
    expect(firstStarts(series('2024-01-31 10:00:00', ['FREQ=MONTHLY;COUNT=4']), 5).map((s) => s.slice(0, 10))).toEqual([
      '2024-01-31',
      '2024-03-31',
      '2024-05-31',
      '2024-07-31',
    ]);
    expect(
      firstStarts(series('2024-01-31 10:00:00', ['FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=4']), 5).map((s) => s.slice(0, 10)),
    ).toEqual(['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30']);
  });

  it('COUNT counts the master; UNTIL includes a start on it', () => {
    expect(firstStarts(series('2024-07-01 09:00:00', ['FREQ=WEEKLY;COUNT=3']), 10)).toHaveLength(3);
    expect(firstStarts(series('2024-07-01 09:00:00', ['FREQ=WEEKLY;UNTIL=20240715T090000']), 10)).toHaveLength(3);
    expect(firstStarts(series('2024-07-01 09:00:00', ['FREQ=WEEKLY;UNTIL=20240715']), 10)).toHaveLength(3);
  });

  it('BYSETPOS picks from the set: the first and last weekday of each month, Thanksgiving', () => {
    expect(
      firstStarts(series('2024-01-01 10:00:00', ['FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1,-1;COUNT=4']), 5),
    ).toEqual(['2024-01-01 10:00:00', '2024-01-31 10:00:00', '2024-02-01 10:00:00', '2024-02-29 10:00:00']);
    expect(
      firstStarts(series('2024-11-28 18:00:00', ['FREQ=YEARLY;BYMONTH=11;BYDAY=TH;BYSETPOS=4;COUNT=3']), 5),
    ).toEqual(['2024-11-28 18:00:00', '2025-11-27 18:00:00', '2026-11-26 18:00:00']);
  });

  it('BYDAY=MO,2TU is every Monday and the second Tuesday, as RFC 5545 says (rrule alone gave no day at all)', () => {
    const days = (start: string, rule: string, n = 10) =>
      firstStarts(series(start, [rule]), n).map((s) => s.slice(0, 10));
    expect(days('2027-01-04 09:30:00', 'FREQ=MONTHLY;BYDAY=MO,2TU')).toEqual([
      '2027-01-04',
      '2027-01-11',
      '2027-01-12', // the second Tuesday
      '2027-01-18',
      '2027-01-25',
      '2027-02-01',
      '2027-02-08',
      '2027-02-09', // the second Tuesday
      '2027-02-15',
      '2027-02-22',
    ]);
    // every second month: January and March; yearly: the Mondays and the second Tuesday of November
    expect(days('2027-01-04 09:30:00', 'FREQ=MONTHLY;INTERVAL=2;BYDAY=-1FR,MO;UNTIL=20270331', 20)).toEqual([
      '2027-01-04',
      '2027-01-11',
      '2027-01-18',
      '2027-01-25',
      '2027-01-29',
      '2027-03-01',
      '2027-03-08',
      '2027-03-15',
      '2027-03-22',
      '2027-03-26',
      '2027-03-29',
    ]);
    expect(days('2027-11-01 09:30:00', 'FREQ=YEARLY;BYMONTH=11;BYDAY=MO,2TU', 8)).toEqual([
      '2027-11-01',
      '2027-11-08',
      '2027-11-09',
      '2027-11-15',
      '2027-11-22',
      '2027-11-29',
      '2028-11-06',
      '2028-11-13',
    ]);
  });

  it('COUNT counts the days of both kinds of a mixed BYDAY together; the horizon and the next start hold', () => {
    expect(firstStarts(series('2027-01-04 09:30:00', ['FREQ=MONTHLY;BYDAY=MO,2TU;COUNT=4']), 10)).toEqual([
      '2027-01-04 09:30:00',
      '2027-01-11 09:30:00',
      '2027-01-12 09:30:00',
      '2027-01-18 09:30:00',
    ]);
    const e = expandSeries(series('2027-01-04 09:30:00', ['FREQ=MONTHLY;BYDAY=MO,2TU']), '2027-01-31 23:59:59');
    expect(e.starts.map((s) => s.slice(0, 10))).toEqual(['2027-01-11', '2027-01-12', '2027-01-18', '2027-01-25']);
    expect(e.next).toBe('2027-02-01 09:30:00');
    const counted = expandSeries(series('2027-01-04 09:30:00', ['FREQ=MONTHLY;BYDAY=MO,2TU;COUNT=6']), FAR);
    expect(counted.starts.map((s) => s.slice(0, 10))).toEqual([
      '2027-01-11',
      '2027-01-12',
      '2027-01-18',
      '2027-01-25',
      '2027-02-01',
    ]);
    expect(counted.next).toBeNull();
  });

  it('BYWEEKNO=53 and -1 follow ISO weeks', () => {
    expect(firstStarts(series('2026-12-28 10:00:00', ['FREQ=YEARLY;BYWEEKNO=53;BYDAY=MO;COUNT=2']), 3)).toEqual([
      '2026-12-28 10:00:00',
      '2032-12-27 10:00:00',
    ]);
  });
});

describe('expandSeries: rules, rdates, exdates, horizon, cap', () => {
  it('gives the starts after the master up to the horizon, rdates merged, exdates removed, and the next one', () => {
    const s = series('2026-12-07 19:00:00', ['FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20270301T235959Z'], NY, {
      rdates: ['2026-12-24 19:00:00'],
      exdates: ['2026-12-28 19:00:00'],
    });
    const e = expandSeries(s, '2026-12-31 23:59:59');
    expect(e.starts).toEqual([
      '2026-12-09 19:00:00',
      '2026-12-14 19:00:00',
      '2026-12-16 19:00:00',
      '2026-12-21 19:00:00',
      '2026-12-23 19:00:00',
      '2026-12-24 19:00:00',
      '2026-12-30 19:00:00',
    ]);
    expect(e.next).toBe('2027-01-04 19:00:00');
    expect(e.overCap).toBe(false);
  });

  it('next is null once the rule has ended', () => {
    const e = expandSeries(series('2024-07-01 09:00:00', ['FREQ=DAILY;COUNT=3']), '2030-01-01 00:00:00');
    expect(e.starts).toHaveLength(2);
    expect(e.next).toBeNull();
  });

  it(`stops at ${MAX_OCCURRENCES} occurrences (the master included) and says so`, () => {
    const e = expandSeries(series('2024-01-01 09:00:00', ['FREQ=DAILY']), '2030-01-01 00:00:00');
    expect(e.overCap).toBe(true);
    expect(e.starts).toHaveLength(MAX_OCCURRENCES - 1);
    expect(e.next).toBe('2026-09-27 09:00:00');
  });

  it('the horizon is 24 months after now, on the wall clock of the zone', () => {
    expect(horizonWall(new Date('2024-07-10T15:30:00Z'), NY)).toBe('2026-07-10 11:30:00');
    expect(horizonWall(new Date('2024-02-29T12:00:00Z'), 'UTC')).toBe('2026-02-28 12:00:00');
  });
});

function series(
  start: string,
  rules: string[],
  timezone = 'UTC',
  more: { rdates?: string[]; exdates?: string[] } = {},
): SeriesRule {
  return { start, timezone, rules, rdates: more.rdates ?? [], exdates: more.exdates ?? [] };
}

describe('startOnRule: the start a series has', () => {
  const paris = (start: string, rules: string[], more: Partial<SeriesRule> = {}): SeriesRule => ({
    start,
    timezone: 'Europe/Paris',
    rules,
    rdates: [],
    exdates: [],
    ...more,
  });

  it('a start its rule gives stays; a start off it moves to the rule first date after it, at the time of the rule', () => {
    // 7 March 2027 is a Sunday
    expect(startOnRule(paris('2027-03-07 10:00:00', ['FREQ=WEEKLY;COUNT=4']))).toBe('2027-03-07 10:00:00');
    expect(startOnRule(paris('2027-03-07 10:00:00', ['FREQ=WEEKLY;BYDAY=SA;COUNT=4']))).toBe('2027-03-13 10:00:00');
    expect(startOnRule(paris('2027-03-07 10:00:00', ['FREQ=MONTHLY;BYMONTHDAY=15']))).toBe('2027-03-15 10:00:00');
    expect(startOnRule(paris('2027-03-07 10:00:00', ['FREQ=DAILY;BYHOUR=20;BYMINUTE=0;BYSECOND=0']))).toBe(
      '2027-03-07 20:00:00',
    );
  });

  it('a start one of its rules or an rdate gives stays; an excluded first date gives way to the next', () => {
    const sunday = '2027-03-07 10:00:00';
    expect(startOnRule(paris(sunday, ['FREQ=WEEKLY;BYDAY=SA', 'FREQ=MONTHLY;BYMONTHDAY=7']))).toBe(sunday);
    expect(startOnRule(paris(sunday, ['FREQ=WEEKLY;BYDAY=SA'], { rdates: [sunday] }))).toBe(sunday);
    expect(startOnRule(paris(sunday, [], { rdates: ['2027-03-20 10:00:00'] }))).toBe(sunday);
    expect(startOnRule(paris(sunday, ['FREQ=WEEKLY;BYDAY=SA'], { exdates: ['2027-03-13 10:00:00'] }))).toBe(
      '2027-03-20 10:00:00',
    );
    // of two rules off the start, the earlier first date
    expect(startOnRule(paris(sunday, ['FREQ=WEEKLY;BYDAY=SA', 'FREQ=WEEKLY;BYDAY=WE']))).toBe('2027-03-10 10:00:00');
  });

  it('COUNT then counts from the moved start: four Saturdays, the master the first of them', () => {
    const moved = paris(startOnRule(paris('2027-03-07 10:00:00', ['FREQ=WEEKLY;BYDAY=SA;COUNT=4'])), [
      'FREQ=WEEKLY;BYDAY=SA;COUNT=4',
    ]);
    expect(firstStarts(moved, 10).map((s) => s.slice(0, 10))).toEqual([
      '2027-03-13',
      '2027-03-20',
      '2027-03-27',
      '2027-04-03',
    ]);
  });
});

describe('a rule of months or years that gives no date from its start', () => {
  const NO_DATE = 'has a date the rule asks for (the calendar repeats every 400 years): the rule gives no date';
  const problem = (rule: string, start: string) => {
    const p = startProblem(rule, start);
    return p && formatPhrase(p, 'en');
  };
  const first = (rule: string, start: string, n = 2) =>
    firstStarts({ start, timezone: 'UTC', rules: [rule], rdates: [], exdates: [] }, n);

  it.each([
    // the first Wednesday of a month is never its 31st (rrule: month by month to 9999, ~1 s)
    ['FREQ=MONTHLY;BYDAY=1WE;BYMONTHDAY=31', '2027-03-03 10:00:00'],
    // February, on the start's day: the 31st
    ['FREQ=MONTHLY;BYMONTH=2', '2027-01-31 10:00:00'],
    ['FREQ=YEARLY;BYMONTH=2', '2027-01-30 10:00:00'],
    // every fourth year from 2027: never a leap year
    ['FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYMONTHDAY=29', '2027-03-01 10:00:00'],
    // both halves of a rule of weekdays and ordinals
    ['FREQ=MONTHLY;BYDAY=1TU,2WE;BYMONTHDAY=30', '2027-03-01 10:00:00'],
  ])('%s from %s: refused, saying why, and expanded to nothing', (rule, start) => {
    expect(problem(rule, start)).toBe(
      `no month or year from ${start} (${['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][new Date(`${start.replace(' ', 'T')}Z`).getUTCDay()]}) ${NO_DATE}`,
    );
    expect(first(rule, start)).toEqual([start]);
    const series = seriesStartProblem(['FREQ=WEEKLY', rule], start);
    expect(series && formatPhrase(series, 'en')).toMatch(/^rule 2: no month or year from /);
  });

  it.each([
    ['FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYMONTHDAY=29', '2028-02-29 10:00:00', '2032-02-29 10:00:00'],
    // a Monday the 29th of February: 2044
    ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO', '2027-03-01 10:00:00', '2044-02-29 10:00:00'],
    // the Fridays the 31st of a rule whose other half (the first Wednesday) is never the 31st
    ['FREQ=MONTHLY;BYDAY=FR,1WE;BYMONTHDAY=31', '2027-12-31 10:00:00', '2028-03-31 10:00:00'],
    ['FREQ=MONTHLY;BYMONTH=2', '2027-01-28 10:00:00', '2027-02-28 10:00:00'],
    // an INTERVAL the 400-year cycle does not divide: 4,801 months on is February 2427, without a
    // 31st; 9,602 months on, March 2827
    ['FREQ=MONTHLY;INTERVAL=4801;BYMONTHDAY=31', '2027-01-31 10:00:00', '2827-03-31 10:00:00'],
  ])('%s from %s gives dates: the next is %s', (rule, start, next) => {
    expect(problem(rule, start)).toBeUndefined();
    expect(first(rule, start)[1]).toBe(next);
  });
});
