// The write forms of `recurrence` (API.md §7.1): an object {rules, rdates, exdates}, RFC 5545 lines
// (RRULE/RDATE/EXDATE), or "" / null for a single event. Rules are checked part by part here, so
// that a bad rule gets a reason a person can act on; the arithmetic is rrule's (expand.ts).
import { parseDateInput } from '../domain/dates.js';
import { localToUtc, normalizeTimezone, utcToLocal } from '../domain/timezones.js';
import type { Phrase } from '../spec/catalogues/index.js';

/** What a write asks for; null makes the event single again. */
export interface RecurrenceInput {
  rules: string[];
  rdates: string[];
  exdates: string[];
}

export type RecurrenceParse = { ok: true; value: RecurrenceInput | null } | { ok: false; reason: Phrase };

export const MAX_RULES = 10;

/**
 * Every English source text of a refused recurrence's reason (API.md §7.1 data.details), here and
 * in the server's own checks of a series (the catalogues translate each; see catalogues.test.ts).
 * RFC 5545 names and values stay as they are in every language.
 */
export const REASON_TEXTS = [
  '"%s" is not NAME=VALUE',
  '%s is given twice',
  'FREQ is missing',
  'FREQ=%1$s is not one of %2$s',
  'COUNT and UNTIL cannot both be given',
  'BYSETPOS needs another BY part to choose from',
  'no day of any year has %s: the rule gives no date',
  '%1$s from %2$s never reaches %3$s: the rule gives no date',
  'no month or year from %s has a date the rule asks for (the calendar repeats every 400 years): the rule gives no date',
  'BYSETPOS=%1$s picks past what each %3$s period holds (at most %2$d): the rule gives no date',
  '%s has no value',
  '%1$s=%2$s is not a whole number from 1',
  'UNTIL=%s is not a date (YYYYMMDD or YYYYMMDDTHHMMSS[Z])',
  'WKST=%s is not a weekday (MO…SU)',
  '%s is not a part of an RFC 5545 rule',
  'BYWEEKNO needs FREQ=YEARLY',
  'BYYEARDAY cannot be used with FREQ=%s',
  'BYMONTHDAY cannot be used with FREQ=WEEKLY',
  '%1$s=%2$s: %3$s is out of range',
  'BYDAY=%1$s: %2$s is not a weekday (MO…SU, optionally with an ordinal such as 2TU or -1FR)',
  'BYDAY=%1$s: the ordinal of %2$s is out of range',
  'BYDAY=%1$s: an ordinal (%2$s) needs FREQ=MONTHLY or FREQ=YEARLY',
  'the JSON text of the recurrence does not parse',
  'unknown key %s (use rules, rdates, exdates)',
  'rules, rdates and exdates must be lists of strings',
  'expected an object {rules, rdates, exdates} or RFC 5545 text',
  'each rule must be a string',
  'rule %1$d: %2$s',
  'at most %d rules',
  'rdate %s is not a date',
  'exdate %s is not a date',
  'line "%s" is not RRULE:, RDATE: or EXDATE:',
  '%1$s: VALUE=%2$s is not supported',
  '%1$s: unknown TZID %2$s',
  '%1$s: %2$s is not a date',
  'an occurrence of a series (or an event with a parent) cannot have a recurrence of its own',
  'an event with a recurrence cannot have a parent event',
  'the series would have more than %1$d occurrences before %2$s (the 24-month horizon); end it with COUNT or UNTIL, or repeat less often',
  'the rule ends (UNTIL %1$s) before the series starts (%2$s): nothing would repeat; end it later or start it earlier',
] as const;

export type ReasonText = (typeof REASON_TEXTS)[number];

/** A reason, translated where the answer is built (formatPhrase). */
export function reason(text: ReasonText, ...values: Array<string | number | Phrase>): Phrase {
  return { text, values };
}

const FREQS = ['SECONDLY', 'MINUTELY', 'HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
const INT_LISTS: Readonly<Record<string, { min: number; max: number; signed: boolean }>> = {
  BYSECOND: { min: 0, max: 60, signed: false },
  BYMINUTE: { min: 0, max: 59, signed: false },
  BYHOUR: { min: 0, max: 23, signed: false },
  BYMONTHDAY: { min: 1, max: 31, signed: true },
  BYYEARDAY: { min: 1, max: 366, signed: true },
  BYWEEKNO: { min: 1, max: 53, signed: true },
  BYMONTH: { min: 1, max: 12, signed: false },
  BYSETPOS: { min: 1, max: 366, signed: true },
};
const BYDAY_ITEM = /^([+-]?)(\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/;
const UNTIL_VALUE = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/;

/** Why an RRULE value is not acceptable, or undefined when it is (RFC 5545 §3.3.10). */
export function ruleProblem(rule: string): Phrase | undefined {
  const parts = new Map<string, string>();
  for (const part of rule.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return reason('"%s" is not NAME=VALUE', part);
    const name = part.slice(0, eq);
    if (parts.has(name)) return reason('%s is given twice', name);
    parts.set(name, part.slice(eq + 1));
  }
  const freq = parts.get('FREQ');
  if (freq === undefined) return reason('FREQ is missing');
  if (!(FREQS as readonly string[]).includes(freq))
    return reason('FREQ=%1$s is not one of %2$s', freq, FREQS.join(', '));
  if (parts.has('COUNT') && parts.has('UNTIL')) return reason('COUNT and UNTIL cannot both be given');
  for (const [name, value] of parts) {
    const problem = partProblem(name, value, freq);
    if (problem) return problem;
  }
  if (parts.has('BYSETPOS') && ![...parts.keys()].some((n) => n.startsWith('BY') && n !== 'BYSETPOS'))
    return reason('BYSETPOS needs another BY part to choose from');
  const pickedPast = setSizeOfPeriod(parts, freq);
  if (pickedPast !== undefined)
    return reason(
      'BYSETPOS=%1$s picks past what each %3$s period holds (at most %2$d): the rule gives no date',
      parts.get('BYSETPOS')!,
      pickedPast,
      freq,
    );
  if (!someDayMatches(parts)) {
    const named = DAY_PARTS.filter((n) => parts.has(n)).map((n) => `${n}=${parts.get(n)}`);
    return reason('no day of any year has %s: the rule gives no date', named.join(', '));
  }
  return undefined;
}

/** The finer parts that make a period of each frequency hold more than one date. */
const FINER: Readonly<Record<string, readonly string[]>> = {
  SECONDLY: [],
  MINUTELY: ['BYSECOND'],
  HOURLY: ['BYMINUTE', 'BYSECOND'],
  DAILY: ['BYHOUR', 'BYMINUTE', 'BYSECOND'],
  WEEKLY: ['BYDAY', 'BYHOUR', 'BYMINUTE', 'BYSECOND'],
};

/**
 * How many days a month's or a year's period holds at most, by its day parts: each part keeps
 * only some (RFC 5545 intersects them), so the fewest any of them allows. A plain weekday is at
 * most 5 in a month and 53 in a year, an ordinal one (2TU) one; without a part of days, a period
 * has the start's day (in each BYMONTH, for YEARLY).
 */
function daysOfPeriod(parts: Map<string, string>, freq: 'MONTHLY' | 'YEARLY'): number {
  const count = (name: string) => parts.get(name)?.split(',').length;
  const months = count('BYMONTH');
  const perMonth = freq === 'MONTHLY' ? 1 : (months ?? 12);
  const weekdays = parts.get('BYDAY')?.split(',');
  const bounds = [
    count('BYYEARDAY'),
    count('BYWEEKNO') === undefined ? undefined : count('BYWEEKNO')! * 7,
    count('BYMONTHDAY') === undefined ? undefined : count('BYMONTHDAY')! * perMonth,
    weekdays?.reduce((n, d) => {
      const ordinal = /\d/.test(d);
      if (freq === 'MONTHLY' || months !== undefined) return n + (ordinal ? 1 : 5) * perMonth;
      return n + (ordinal ? 1 : 53);
    }, 0),
  ].filter((n) => n !== undefined);
  return bounds.length > 0 ? Math.min(...bounds) : freq === 'YEARLY' ? (months ?? 1) : 1;
}

/**
 * How many dates a period of the rule holds at most, when every BYSETPOS picks past that many:
 * such a rule gives no date, and rrule tries each of its periods up to the year 9999
 * (FREQ=DAILY;BYMONTHDAY=1;BYSETPOS=2 ran for more than 25 s, FREQ=MONTHLY;BYDAY=MO;BYSETPOS=6
 * 0.85 s). Undefined otherwise.
 */
function setSizeOfPeriod(parts: Map<string, string>, freq: string): number | undefined {
  const positions = parts.get('BYSETPOS')?.split(',').map(Number);
  if (!positions) return undefined;
  const several = (names: readonly string[]) =>
    names.reduce((n, name) => n * (parts.get(name)?.split(',').length ?? 1), 1);
  const size =
    freq === 'MONTHLY' || freq === 'YEARLY'
      ? daysOfPeriod(parts, freq) * several(['BYHOUR', 'BYMINUTE', 'BYSECOND'])
      : several(FINER[freq]);
  return positions.every((p) => Math.abs(p) > size) ? size : undefined;
}

/** The parts that pick days by the calendar alone (someDayMatches). */
const DAY_PARTS = ['BYMONTH', 'BYMONTHDAY', 'BYYEARDAY', 'BYDAY'] as const;

/**
 * Whether some day has what the rule's BYMONTH, BYMONTHDAY, BYYEARDAY and plain BYDAY weekdays
 * ask for together (ordinals, BYWEEKNO and BYSETPOS only narrow that down, so they are left out).
 * A rule of no such day (`FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30`) gives no date, which rrule learns
 * by trying every period up to the year 9999: 31 s of a server's time for one write. Four
 * hundred years hold every calendar there is (leap years and weekdays), so this looks through
 * 2000–2399, and stops at the first day that has them (at once, for a rule with a date).
 */
function someDayMatches(parts: Map<string, string>): boolean {
  const ints = (name: string) => parts.get(name)?.split(',').map(Number);
  const months = ints('BYMONTH');
  const monthDays = ints('BYMONTHDAY');
  const yearDays = ints('BYYEARDAY');
  if (!months && !monthDays && !yearDays) return true; // weekdays alone: every week has them
  const byday = parts.get('BYDAY')?.split(',');
  const weekdays = byday?.every((d) => /^[A-Z]{2}$/.test(d))
    ? byday.map((d) => (WEEKDAYS as readonly string[]).indexOf(d))
    : undefined;
  let weekday = 5; // 1 January 2000 was a Saturday (MO = 0)
  for (let year = 2000; year < 2400; year++) {
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    const yearLength = leap ? 366 : 365;
    let yearDay = 0;
    for (let month = 1; month <= 12; month++) {
      const length = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
      for (let day = 1; day <= length; day++, yearDay++, weekday = (weekday + 1) % 7) {
        if (months && !months.includes(month)) continue;
        if (monthDays && !monthDays.includes(day) && !monthDays.includes(day - length - 1)) continue;
        if (yearDays && !yearDays.includes(yearDay + 1) && !yearDays.includes(yearDay - yearLength)) continue;
        if (weekdays && !weekdays.includes(weekday)) continue;
        return true;
      }
    }
  }
  return false;
}

/** The seconds of one period of each frequency a week holds a whole number of. */
const PERIOD_SECONDS: Readonly<Record<string, number>> = { SECONDLY: 1, MINUTELY: 60, HOURLY: 3600, DAILY: 86400 };
/** The parts that keep or drop a whole period of such a frequency by its place in the week. */
const WEEK_LIMITS: Readonly<Record<string, readonly string[]>> = {
  DAILY: ['BYDAY'],
  HOURLY: ['BYDAY', 'BYHOUR'],
  MINUTELY: ['BYDAY', 'BYHOUR', 'BYMINUTE'],
  SECONDLY: ['BYDAY', 'BYHOUR', 'BYMINUTE', 'BYSECOND'],
};
const WEEK = 7 * 86400;

export function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** weekday code (MO…SU) of a wall clock's date */
export function weekdayOf(wall: string): string {
  const [y, m, d] = wall.slice(0, 10).split('-').map(Number);
  return ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
}

/**
 * Why a checked rule gives no date from `start` (a wall clock), or undefined: one of DAILY or
 * shorter periods here, a MONTHLY one by its months (monthsReached). Its periods step INTERVAL
 * at a time from the start, so they only ever fall on the places in the week (weekday and time)
 * the start's place plus multiples of that step reaches:
 * FREQ=HOURLY;INTERVAL=24 from 10:00 is always at 10:00, FREQ=DAILY;INTERVAL=7 always on the
 * start's weekday. A rule whose BYDAY, BYHOUR, BYMINUTE or BYSECOND keep none of those places
 * (BYHOUR=5; BYDAY=MO from a Tuesday) gives no date, which rrule learns period by period to the
 * year 9999 (3 s for DAILY;INTERVAL=7), holding calev serve's one thread. A place that is reached
 * is on dates of every kind: the days BYMONTH, BYMONTHDAY and BYYEARDAY keep fall on every
 * weekday in four hundred years (ruleProblem has made sure that there are such days). A week has
 * at most 604,800 places (SECONDLY): this looks through those reached up to the first it keeps.
 */
export function reachProblem(rule: string, start: string): Phrase | undefined {
  const parts = new Map(rule.split(';').map((p) => p.split('=', 2) as [string, string]));
  const freq = parts.get('FREQ') ?? '';
  if (freq === 'MONTHLY') return monthsReached(parts, start);
  const unit = PERIOD_SECONDS[freq];
  const limits = WEEK_LIMITS[freq]?.filter((n) => parts.has(n));
  if (unit === undefined || !limits || limits.length === 0) return undefined;
  const ints = (name: string) => new Set(parts.get(name)?.split(',').map(Number));
  const day = new Set(
    parts
      .get('BYDAY')
      ?.split(',')
      .map((d) => (WEEKDAYS as readonly string[]).indexOf(d)),
  );
  const [hour, minute, second] = [ints('BYHOUR'), ints('BYMINUTE'), ints('BYSECOND')];
  const step = gcd(unit * Number(parts.get('INTERVAL') ?? 1), WEEK);
  const [h = 0, mi = 0, s = 0] = start.slice(11).split(':').map(Number);
  const weekday = (WEEKDAYS as readonly string[]).indexOf(weekdayOf(start)); // MO = 0
  for (let at = (weekday * 86400 + h * 3600 + mi * 60 + s) % step; at < WEEK; at += step) {
    if (limits.includes('BYDAY') && !day.has(Math.floor(at / 86400))) continue;
    if (limits.includes('BYHOUR') && !hour.has(Math.floor(at / 3600) % 24)) continue;
    if (limits.includes('BYMINUTE') && !minute.has(Math.floor(at / 60) % 60)) continue;
    if (limits.includes('BYSECOND') && !second.has(at % 60)) continue;
    return undefined;
  }
  const interval = parts.has('INTERVAL') ? `;INTERVAL=${parts.get('INTERVAL')}` : '';
  return reason(
    '%1$s from %2$s never reaches %3$s: the rule gives no date',
    `FREQ=${freq}${interval}`,
    `${start} (${weekdayOf(start)})`,
    limits.map((n) => `${n}=${parts.get(n)}`).join(', '),
  );
}

/**
 * reachProblem of a MONTHLY rule: its periods step INTERVAL months from the start's month, so
 * they only reach the months of the start's month plus multiples of that step, a year round;
 * FREQ=MONTHLY;INTERVAL=2;BYMONTH=2 from a March is never in February (rrule: 0.2 s to 9999).
 */
function monthsReached(parts: Map<string, string>, start: string): Phrase | undefined {
  const months = parts.get('BYMONTH')?.split(',').map(Number);
  if (!months) return undefined;
  const step = gcd(Number(parts.get('INTERVAL') ?? 1), 12);
  const first = Number(start.slice(5, 7)) - 1;
  if (months.some((m) => (m - 1 - first) % step === 0)) return undefined;
  return reason(
    '%1$s from %2$s never reaches %3$s: the rule gives no date',
    `FREQ=MONTHLY;INTERVAL=${parts.get('INTERVAL')}`,
    `${start} (${weekdayOf(start)})`,
    `BYMONTH=${parts.get('BYMONTH')}`,
  );
}

function partProblem(name: string, value: string, freq: string): Phrase | undefined {
  if (value === '') return reason('%s has no value', name);
  switch (name) {
    case 'FREQ':
      return undefined;
    case 'INTERVAL':
    case 'COUNT':
      return /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 100_000
        ? undefined
        : reason('%1$s=%2$s is not a whole number from 1', name, value);
    case 'UNTIL':
      return untilWall(value, 'UTC') === null
        ? reason('UNTIL=%s is not a date (YYYYMMDD or YYYYMMDDTHHMMSS[Z])', value)
        : undefined;
    case 'WKST':
      return (WEEKDAYS as readonly string[]).includes(value)
        ? undefined
        : reason('WKST=%s is not a weekday (MO…SU)', value);
    case 'BYDAY':
      return bydayProblem(value, freq);
    default: {
      const spec = INT_LISTS[name];
      if (!spec) return reason('%s is not a part of an RFC 5545 rule', name);
      if (name === 'BYWEEKNO' && freq !== 'YEARLY') return reason('BYWEEKNO needs FREQ=YEARLY');
      if (name === 'BYYEARDAY' && ['DAILY', 'WEEKLY', 'MONTHLY'].includes(freq))
        return reason('BYYEARDAY cannot be used with FREQ=%s', freq);
      if (name === 'BYMONTHDAY' && freq === 'WEEKLY') return reason('BYMONTHDAY cannot be used with FREQ=WEEKLY');
      for (const item of value.split(',')) {
        const m = /^([+-]?)(\d{1,3})$/.exec(item);
        const n = m ? Number(m[2]) : NaN;
        if (!m || n < spec.min || n > spec.max || (!spec.signed && m[1] === '-'))
          return reason('%1$s=%2$s: %3$s is out of range', name, value, item);
      }
      return undefined;
    }
  }
}

function bydayProblem(value: string, freq: string): Phrase | undefined {
  for (const item of value.split(',')) {
    const m = BYDAY_ITEM.exec(item);
    if (!m)
      return reason(
        'BYDAY=%1$s: %2$s is not a weekday (MO…SU, optionally with an ordinal such as 2TU or -1FR)',
        value,
        item,
      );
    if (m[2] !== undefined) {
      const n = Number(m[2]);
      if (n < 1 || n > 53) return reason('BYDAY=%1$s: the ordinal of %2$s is out of range', value, item);
      if (freq !== 'MONTHLY' && freq !== 'YEARLY')
        return reason('BYDAY=%1$s: an ordinal (%2$s) needs FREQ=MONTHLY or FREQ=YEARLY', value, item);
    }
  }
  return undefined;
}

/**
 * UNTIL as a wall clock in the event's zone: UTC (`…Z`) converted into it, a local date-time as
 * it is, a date alone through the end of that day.
 */
export function untilWall(value: string, zone: string): string | null {
  const m = UNTIL_VALUE.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, z] = m;
  const day = `${y}-${mo}-${d}`;
  const wall = h === undefined ? `${day} 23:59:59` : `${day} ${h}:${mi}:${s}`;
  const probe = parseDateInput(h === undefined ? day : `${day} ${h}:${mi}:${s}`, 'UTC', new Date(0));
  if (probe === null) return null;
  return z === 'Z' ? utcToLocal(wall, zone) : wall;
}

/** A rule as stored: upper case, without an `RRULE:` prefix or blanks. */
export function normalizeRule(text: string): string {
  return text
    .trim()
    .replace(/^RRULE:/i, '')
    .replace(/\s+/g, '')
    .replace(/;+$/, '')
    .toUpperCase();
}

/** Parses a write value of `recurrence` for an event in `zone` (dates of §5.6 read there). */
export function parseRecurrence(value: unknown, zone: string, now: Date): RecurrenceParse {
  if (value === null || value === '') return { ok: true, value: null };
  let input: { rules: unknown[]; rdates: unknown[]; exdates: unknown[] };
  if (typeof value === 'string' && /^\s*\{/.test(value)) {
    // the object form as JSON text (a CSV cell, a form field)
    try {
      return parseRecurrence(JSON.parse(value) as unknown, zone, now);
    } catch {
      return { ok: false, reason: reason('the JSON text of the recurrence does not parse') };
    }
  }
  if (typeof value === 'string') {
    const lines = parseLines(value, zone, now);
    if ('reason' in lines) return { ok: false, reason: lines.reason };
    input = lines;
  } else if (typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    const unknown = Object.keys(o).filter((k) => !['rules', 'rdates', 'exdates', 'description'].includes(k));
    if (unknown.length) return { ok: false, reason: reason('unknown key %s (use rules, rdates, exdates)', unknown[0]) };
    const list = (k: string): unknown[] | null => {
      const v = o[k];
      if (v === undefined || v === null || v === '') return [];
      if (typeof v === 'string') return [v];
      return Array.isArray(v) ? v : null;
    };
    const rules = list('rules');
    const rdates = list('rdates');
    const exdates = list('exdates');
    if (!rules || !rdates || !exdates)
      return { ok: false, reason: reason('rules, rdates and exdates must be lists of strings') };
    input = { rules, rdates, exdates };
  } else {
    return { ok: false, reason: reason('expected an object {rules, rdates, exdates} or RFC 5545 text') };
  }
  return checked(input, zone, now);
}

function checked(
  input: { rules: unknown[]; rdates: unknown[]; exdates: unknown[] },
  zone: string,
  now: Date,
): RecurrenceParse {
  const rules: string[] = [];
  for (const r of input.rules) {
    if (typeof r !== 'string') return { ok: false, reason: reason('each rule must be a string') };
    const rule = normalizeRule(r);
    const problem = ruleProblem(rule);
    if (problem) return { ok: false, reason: reason('rule %1$d: %2$s', rules.length + 1, problem) };
    if (!rules.includes(rule)) rules.push(rule);
  }
  if (rules.length > MAX_RULES) return { ok: false, reason: reason('at most %d rules', MAX_RULES) };
  const dates = (list: unknown[], notADate: ReasonText): string[] | Phrase => {
    const out = new Set<string>();
    for (const d of list) {
      const wall = typeof d === 'string' ? parseDateInput(d, zone, now) : null;
      if (wall === null) return reason(notADate, JSON.stringify(d));
      out.add(wall);
    }
    return [...out].sort();
  };
  const rdates = dates(input.rdates, 'rdate %s is not a date');
  if (!Array.isArray(rdates)) return { ok: false, reason: rdates };
  const exdates = dates(input.exdates, 'exdate %s is not a date');
  if (!Array.isArray(exdates)) return { ok: false, reason: exdates };
  if (rules.length === 0 && rdates.length === 0) return { ok: true, value: null };
  return { ok: true, value: { rules, rdates, exdates } };
}

/** RFC 5545 lines (unfolded): RRULE, RDATE and EXDATE with optional TZID and VALUE=DATE. */
function parseLines(
  text: string,
  zone: string,
  now: Date,
): { rules: string[]; rdates: string[]; exdates: string[] } | { reason: Phrase } {
  const out = { rules: [] as string[], rdates: [] as string[], exdates: [] as string[] };
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    const colon = line.indexOf(':');
    const [first, ...params] = (colon < 0 ? line : line.slice(0, colon)).split(';');
    const name = first.toUpperCase();
    if (colon < 0 || !['RRULE', 'RDATE', 'EXDATE'].includes(name)) {
      // a bare rule (FREQ=…) is the common short form
      if (/^FREQ=|;FREQ=/i.test(line)) {
        out.rules.push(line);
        continue;
      }
      return { reason: reason('line "%s" is not RRULE:, RDATE: or EXDATE:', line) };
    }
    const value = line.slice(colon + 1);
    if (name === 'RRULE') {
      out.rules.push(value);
      continue;
    }
    const dates = lineDates(name, params, value, zone, now);
    if (!Array.isArray(dates)) return { reason: dates };
    (name === 'RDATE' ? out.rdates : out.exdates).push(...dates);
  }
  return out;
}

/** The dates of an RDATE/EXDATE line (`name`), as §5.6 date strings the event's zone reads right. */
function lineDates(name: string, params: string[], value: string, zone: string, now: Date): string[] | Phrase {
  let tzid: string | undefined;
  for (const p of params) {
    const [k, v = ''] = p.split('=');
    if (k.toUpperCase() === 'TZID') tzid = v;
    else if (k.toUpperCase() === 'VALUE' && !['DATE', 'DATE-TIME'].includes(v.toUpperCase()))
      return reason('%1$s: VALUE=%2$s is not supported', name, v);
  }
  const out: string[] = [];
  for (const item of value.split(',')) {
    const m = UNTIL_VALUE.exec(item.trim().toUpperCase());
    if (!m) {
      out.push(item.trim());
      continue;
    }
    const [, y, mo, d, h, mi, s, z] = m;
    const wall = `${y}-${mo}-${d} ${h ?? '00'}:${mi ?? '00'}:${s ?? '00'}`;
    if (z === 'Z') out.push(`${wall}Z`);
    else if (tzid !== undefined) {
      // the same instant, read in the event's zone
      const from = normalizeTimezone(tzid.replace(/^"|"$/g, ''));
      if (from === null) return reason('%1$s: unknown TZID %2$s', name, tzid);
      if (parseDateInput(wall, from, now) === null) return reason('%1$s: %2$s is not a date', name, item);
      out.push(from === zone ? wall : utcToLocal(localToUtc(wall, from), zone));
    } else out.push(wall);
  }
  return out;
}

/** A recurrence as RFC 5545 lines (RRULE, RDATE, EXDATE; dates as floating local times): the
 * text form of the field, which parseRecurrence reads back. */
export function recurrenceText(rec: {
  rules: readonly string[];
  rdates: readonly string[];
  exdates: readonly string[];
}): string {
  const stamp = (wall: string) => wall.replace(/[-:]/g, '').replace(' ', 'T');
  const lines = rec.rules.map((r) => `RRULE:${r}`);
  if (rec.rdates.length) lines.push(`RDATE:${rec.rdates.map(stamp).join(',')}`);
  if (rec.exdates.length) lines.push(`EXDATE:${rec.exdates.map(stamp).join(',')}`);
  return lines.join('\n');
}
