// The starts of a series (API.md §7.1). rrule does the RFC 5545 arithmetic on floating wall
// clocks (a wall clock carried in a Date's UTC fields, so no zone and no DST rule ever enters
// it): a 19:00 series stays at 19:00 across DST, and a time a DST gap skips is kept as the wall
// clock it is, which the event's zone then moves forward by the gap, like any event date (§5.6).
// Why rrule: see README "Recurring events".
import { createRequire } from 'node:module';
import type rrulePkg from 'rrule';
import type { Options } from 'rrule';
import { nowWall } from '../domain/dates.js';
import { formatWall, parseWall } from '../domain/timezones.js';
import type { Phrase } from '../spec/catalogues/index.js';
import { gcd, reachProblem, reason, untilWall, weekdayOf } from './rule-text.js';
import { isSubDaily, subDailyStarts } from './sub-daily.js';

// rrule is loaded on first use, through require: most commands never expand a rule, and its
// CommonJS bundle imported as ESM costs ~23 ms of every start (~8 ms required).
const require = createRequire(import.meta.url);
let rrule: typeof rrulePkg | undefined;
const RRule = (): typeof rrulePkg.RRule => (rrule ??= require('rrule') as typeof rrulePkg).RRule;

/** At most this many occurrences per series, the master included (§7.1). */
export const MAX_OCCURRENCES = 1000;
/** Occurrences are materialised this far ahead of now (§7.1). */
export const HORIZON_MONTHS = 24;

export interface SeriesRule {
  /** the master's start: the first occurrence, a wall clock in `timezone` */
  start: string;
  timezone: string;
  rules: readonly string[];
  rdates: readonly string[];
  exdates: readonly string[];
}

export interface Expansion {
  /** starts after the master's own, in order, up to the horizon */
  starts: string[];
  /** the first start beyond the horizon, or null when the series has none */
  next: string | null;
  /** the series would hold more than MAX_OCCURRENCES up to the horizon (starts is cut there) */
  overCap: boolean;
}

/** The wall clock, in `timezone`, up to which occurrences exist at `now`. */
export function horizonWall(now: Date, timezone: string): string {
  return formatWall(parseWall(nowWall(timezone, now)).plus({ months: HORIZON_MONTHS }));
}

/** A wall clock as a floating Date (its UTC fields are the wall clock's). */
function floating(wall: string): Date {
  return new Date(`${wall.replace(' ', 'T')}Z`);
}

function wallOf(d: Date): string {
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

/** rrule options of a checked rule, evaluated from `start` with UNTIL read in `timezone`. */
function ruleOptions(rule: string, start: string, timezone: string): Partial<Options> {
  const until = /(?:^|;)UNTIL=([^;]+)/.exec(rule);
  const options = RRule().parseString(until ? rule.replace(/(^|;)UNTIL=[^;]+/, '') : rule);
  options.dtstart = floating(start);
  if (until) {
    const wall = untilWall(until[1], timezone);
    if (wall !== null) options.until = floating(wall);
  }
  return options;
}

/**
 * The starts one rule gives after `from` (exclusive) up to `to` (inclusive), at most `limit`,
 * and the first one after `to`. COUNT counts from the rule's own start, as RFC 5545 says.
 */
export function ruleStarts(
  rule: string,
  start: string,
  timezone: string,
  range: { from: string; to: string; limit: number },
): { starts: string[]; next: string | null } {
  const halves = mixedWeekdays(rule);
  return halves ? unionStarts(halves, rule, start, timezone, range) : rruleStarts(rule, start, timezone, range);
}

/**
 * A rule whose BYDAY mixes weekdays and ordinals (`BYDAY=MO,2TU`: every Monday and the second
 * Tuesday) as two rules, one of each, which give the same days together. RFC 5545 means every
 * day BYDAY names; rrule keeps only the days that are both a Monday and the second Tuesday, i.e.
 * none (jkbrzt/rrule#71), so such a series had no occurrence after its first. Null for any other
 * rule, and with BYSETPOS, which chooses among the days of both.
 */
function mixedWeekdays(rule: string): [string, string] | null {
  const byday = /(?:^|;)BYDAY=([^;]+)/.exec(rule);
  if (!byday || /(?:^|;)BYSETPOS=/.test(rule)) return null;
  const items = byday[1].split(',');
  const ordinal = items.filter((d) => /\d/.test(d));
  const plain = items.filter((d) => !/\d/.test(d));
  if (ordinal.length === 0 || plain.length === 0) return null;
  const withDays = (days: string[]) => rule.replace(/(^|;)BYDAY=[^;]+/, `$1BYDAY=${days.join(',')}`);
  return [withDays(plain), withDays(ordinal)];
}

/** The starts of the two halves of a mixed rule, as ruleStarts gives those of one rule. */
function unionStarts(
  halves: [string, string],
  rule: string,
  start: string,
  timezone: string,
  range: { from: string; to: string; limit: number },
): { starts: string[]; next: string | null } {
  const count = /(?:^|;)COUNT=(\d+)/.exec(rule);
  // COUNT counts the days of both from the start: each half's first COUNT, merged, cut to COUNT
  const within = count
    ? { from: '0000-01-01 00:00:00', to: '9999-12-31 23:59:59', limit: Number(count[1]) }
    : { ...range, limit: range.limit + 1 };
  const all = new Set<string>();
  let next: string | null = null;
  for (const half of halves) {
    const r = rruleStarts(half, start, timezone, within);
    for (const s of r.starts) all.add(s);
    if (r.next !== null && (next === null || r.next < next)) next = r.next;
  }
  let merged = [...all].sort();
  if (count) {
    merged = merged.slice(0, Number(count[1])).filter((s) => s > range.from);
    next = null;
  }
  const starts: string[] = [];
  for (const s of merged) {
    if (s > range.to || starts.length >= range.limit) {
      if (next === null || s < next) next = s;
      break;
    }
    starts.push(s);
  }
  return { starts, next };
}

function rruleStarts(
  rule: string,
  start: string,
  timezone: string,
  range: { from: string; to: string; limit: number },
): { starts: string[]; next: string | null } {
  const starts: string[] = [];
  let next: string | null = null;
  // rrule would look for a date of such a rule for ever, or to the year 9999
  if (reachProblem(rule, start) !== undefined || !calendarGivesADate(rule, start)) return { starts, next };
  const take = (d: Date): boolean => {
    const wall = wallOf(d);
    if (wall <= range.from) return true;
    if (wall > range.to || starts.length >= range.limit) {
      next = wall;
      return false;
    }
    starts.push(wall);
    return true;
  };
  if (isSubDaily(rule)) {
    const until = /(?:^|;)UNTIL=([^;]+)/.exec(rule);
    const wall = until ? untilWall(until[1], timezone) : null;
    const dates = subDailyStarts(rule, floating(start).getTime(), wall === null ? null : floating(wall).getTime());
    for (const t of dates) if (!take(new Date(t))) break;
  } else new (RRule())(ruleOptions(rule, start, timezone)).all(take);
  return { starts, next };
}

/** calendarGivesADate's answers: a write expands its series two or three times, the same probe each. */
const probed = new Map<string, boolean>();

/**
 * Whether a checked MONTHLY or YEARLY rule gives a date at all from `start` (COUNT and UNTIL
 * aside); true for any other. rrule looks for the first date of a rule whose months or years
 * hold none (FREQ=MONTHLY;BYDAY=1WE;BYMONTHDAY=31, a half of BYDAY=FR,1WE;BYMONTHDAY=31;
 * FREQ=MONTHLY;BYMONTH=2 from a 31st) month by month to the year 9999: ~1 s of calev serve's
 * thread per expansion, and a write expands a series two or three times. The calendar, weekdays
 * and leap years included, repeats every 400 years, 4,800 months; the periods of an INTERVAL of
 * n reach the same months of that cycle as an INTERVAL of gcd(n, 4800) (of years: gcd(n, 400)).
 * So the rule with that INTERVAL is evaluated from the start moved by whole cycles to 401–800
 * years before 9999, where rrule's own end comes after one cycle at most: a rule that gives no
 * date there gives none ever (~0.1 s at most, once: the answer is kept).
 */
function calendarGivesADate(rule: string, start: string): boolean {
  const parts = rule.split(';');
  const freq = /^FREQ=(MONTHLY|YEARLY)$/.exec(parts.find((p) => p.startsWith('FREQ=')) ?? '')?.[1];
  if (!freq) return true;
  const interval = Number(parts.find((p) => p.startsWith('INTERVAL='))?.slice(9) ?? 1);
  const step = gcd(interval, freq === 'MONTHLY' ? 4800 : 400);
  const probe = [...parts.filter((p) => !/^(COUNT|UNTIL|INTERVAL)=/.test(p)), `INTERVAL=${step}`].join(';');
  const year = Number(start.slice(0, 4));
  const moved = `${9199 + ((((year - 9199) % 400) + 400) % 400)}${start.slice(4)}`;
  const key = `${probe}|${moved}`;
  const known = probed.get(key);
  if (known !== undefined) return known;
  let found = false;
  new (RRule())(ruleOptions(probe, moved, 'UTC')).all(() => {
    found = true;
    return false;
  });
  if (probed.size >= 1000) probed.clear();
  probed.set(key, found);
  return found;
}

/**
 * Why a checked rule gives no date from `start`, or undefined: its steps never meet its BY parts
 * (reachProblem), or no month or year it steps on has what it asks for (calendarGivesADate, of
 * each half of a rule that mixes weekdays and ordinals).
 */
export function startProblem(rule: string, start: string): Phrase | undefined {
  const unreached = reachProblem(rule, start);
  if (unreached) return unreached;
  if ((mixedWeekdays(rule) ?? [rule]).some((r) => calendarGivesADate(r, start))) return undefined;
  return reason(
    'no month or year from %s has a date the rule asks for (the calendar repeats every 400 years): the rule gives no date',
    `${start} (${weekdayOf(start)})`,
  );
}

/** The first rule of a series that gives no date from its start (startProblem), as `rule N: …`. */
export function seriesStartProblem(rules: readonly string[], start: string): Phrase | undefined {
  for (const [i, rule] of rules.entries()) {
    const problem = startProblem(rule, start);
    if (problem) return reason('rule %1$d: %2$s', i + 1, problem);
  }
  return undefined;
}

/** Every start of the series after its master's, up to `horizon` (a wall clock in its zone). */
export function expandSeries(series: SeriesRule, horizon: string): Expansion {
  const excluded = new Set(series.exdates);
  const limit = MAX_OCCURRENCES; // one more than may be kept: the master is one of them
  const all = new Set<string>();
  let next: string | null = null;
  const consider = (wall: string | null) => {
    if (wall !== null && !excluded.has(wall) && (next === null || wall < next)) next = wall;
  };
  for (const rule of series.rules) {
    const r = ruleStarts(rule, series.start, series.timezone, { from: series.start, to: horizon, limit });
    for (const s of r.starts) if (!excluded.has(s)) all.add(s);
    consider(r.next);
  }
  for (const d of series.rdates) {
    if (d <= series.start || excluded.has(d)) continue;
    if (d <= horizon) all.add(d);
    else consider(d);
  }
  const starts = [...all].sort();
  const overCap = starts.length > MAX_OCCURRENCES - 1;
  if (overCap) {
    next = starts[MAX_OCCURRENCES - 1];
    starts.length = MAX_OCCURRENCES - 1;
  }
  return { starts, next, overCap };
}

/** The first `n` starts of a series from its master's (included), whatever the horizon. */
export function firstStarts(series: SeriesRule, n: number): string[] {
  const far = '9999-12-31 23:59:59';
  const excluded = new Set(series.exdates);
  const all = new Set<string>([series.start]);
  for (const rule of series.rules)
    for (const s of ruleStarts(rule, series.start, series.timezone, {
      from: series.start,
      to: far,
      limit: n + excluded.size,
    }).starts)
      if (!excluded.has(s)) all.add(s);
  for (const d of series.rdates) if (d > series.start && !excluded.has(d)) all.add(d);
  return [...all].sort().slice(0, n);
}

/**
 * The start a series has: its master's own when a rule gives it (or an rdate, or there is no rule),
 * else the first start its rules give after it that no exdate takes. RFC 5545 leaves a start off
 * the rule undefined (a series "on Saturdays" that starts on a Sunday): calendars show that first
 * date or not and count it in COUNT or not, and calev listed it as a date beyond COUNT's. Moved to
 * the rule's first date, as Google Calendar does, the series is the same set everywhere.
 */
export function startOnRule(series: SeriesRule): string {
  const { start, timezone, rules, rdates, exdates } = series;
  if (rules.length === 0 || rdates.includes(start)) return start;
  const before = wallOf(new Date(floating(start).getTime() - 1000));
  const excluded = new Set(exdates);
  let first: string | null = null;
  for (const rule of rules) {
    const { starts } = ruleStarts(rule, start, timezone, {
      from: before,
      to: '9999-12-31 23:59:59',
      limit: excluded.size + 1,
    });
    if (starts[0] === start) return start;
    const next = starts.find((s) => !excluded.has(s));
    if (next !== undefined && (first === null || next < first)) first = next;
  }
  return first ?? start;
}

/** Every start of the series up to `to` (inclusive), its master's included, exdates ignored. */
function instancesUpTo(series: SeriesRule, to: string): string[] {
  const all = new Set<string>([series.start]);
  const range = { from: series.start, to, limit: Number.MAX_SAFE_INTEGER };
  for (const rule of series.rules)
    for (const s of ruleStarts(rule, series.start, series.timezone, range).starts) all.add(s);
  for (const d of series.rdates) if (d > series.start && d <= to) all.add(d);
  return [...all].sort();
}

/**
 * The exdates that follow a change of the series' start from `before` to `after` (its exdates
 * are `after`'s): one that was a start of the series and no longer is moves to the new start of
 * the same day, as the occurrence of that day does (syncSeries), so that a deleted or moved date
 * stays deleted or moved when the series' time changes. Returns old → new for those that move;
 * an exdate that excluded nothing before, or still excludes a start, stays as it is.
 */
export function followingExdates(before: SeriesRule, after: SeriesRule): Map<string, string> {
  const moved = new Map<string, string>();
  const exdates = [...after.exdates].sort();
  if (exdates.length === 0) return moved;
  const to = `${exdates[exdates.length - 1].slice(0, 10)} 23:59:59`;
  const was = new Set(instancesUpTo(before, to));
  const now = instancesUpTo(after, to);
  const taken = new Set(exdates);
  for (const x of exdates) {
    if (!was.has(x) || now.includes(x)) continue;
    const day = x.slice(0, 10);
    const target = now.find((s) => s.startsWith(day) && !was.has(s) && !taken.has(s));
    if (target === undefined) continue;
    moved.set(x, target);
    taken.add(target);
  }
  return moved;
}
