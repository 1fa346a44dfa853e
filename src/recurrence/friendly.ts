// The friendlier spelling of a rule (CLI.md §2: --repeat, --every, --on, --until, --count,
// --except) as RFC 5545 text, so that every way of writing a series ends in the one field.
import { parseDateInput } from '../domain/dates.js';

export const REPEATS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type Repeat = (typeof REPEATS)[number];

export interface RepeatSpec {
  repeat: Repeat;
  /** every N days/weeks/months/years (1 when absent) */
  every?: number;
  /** weekdays (`mo`, `2tu`, `-1fr`) or days of the month (`15`, `-1`) */
  on?: string[];
  /** last day (or moment) of the series, §5.6 text read in the event's zone */
  until?: string;
  count?: number;
  /** the month of the series' start (1–12): a yearly --on is a day of that month */
  month?: number;
}

/** A mistake in the spelling of a rule: the CLI reports it as a usage error. */
export class RepeatError extends Error {}

const WEEKDAY = /^([+-]?\d{1,2})?(mo|tu|we|th|fr|sa|su)$/i;

/** The RRULE of a repeat spec; `until` is a date (through the end of its day in the event's zone)
 * or a wall clock there, or an instant when the text has a zone. */
export function ruleOfRepeat(spec: RepeatSpec, now: Date): string {
  const parts = [`FREQ=${spec.repeat.toUpperCase()}`];
  if (spec.every !== undefined) {
    if (!Number.isInteger(spec.every) || spec.every < 1) throw new RepeatError('--every needs a whole number from 1');
    if (spec.every > 1) parts.push(`INTERVAL=${spec.every}`);
  }
  // RFC 5545 reads FREQ=YEARLY;BYDAY=4TH as the fourth Thursday of the year (late January) and
  // BYMONTHDAY=25 as the 25th of every month: a yearly --on is a day of the start's month, as
  // "every year on the fourth Thursday" of a series starting in November means
  if (spec.on?.length && spec.repeat === 'yearly' && spec.month !== undefined) parts.push(`BYMONTH=${spec.month}`);
  if (spec.on?.length) parts.push(onPart(spec.on, spec.repeat));
  if (spec.count !== undefined && spec.until !== undefined)
    throw new RepeatError('--count and --until cannot both be given (a series ends one way)');
  if (spec.count !== undefined) {
    if (!Number.isInteger(spec.count) || spec.count < 1) throw new RepeatError('--count needs a whole number from 1');
    parts.push(`COUNT=${spec.count}`);
  }
  if (spec.until !== undefined) parts.push(`UNTIL=${untilValue(spec.until, now)}`);
  return parts.join(';');
}

/**
 * A stored rule with another end: `--until` or `--count` alone on a series' update ends it
 * otherwise and keeps the rest of the rule ("this series ends on 10 April").
 */
export function ruleWithEnd(rule: string, end: { until?: string; count?: number }, now: Date): string {
  if (end.count !== undefined && end.until !== undefined)
    throw new RepeatError('--count and --until cannot both be given (a series ends one way)');
  const parts = rule.split(';').filter((p) => p !== '' && !/^(?:UNTIL|COUNT)=/i.test(p));
  if (end.count !== undefined) {
    if (!Number.isInteger(end.count) || end.count < 1) throw new RepeatError('--count needs a whole number from 1');
    parts.push(`COUNT=${end.count}`);
  }
  if (end.until !== undefined) parts.push(`UNTIL=${untilValue(end.until, now)}`);
  return parts.join(';');
}

function onPart(items: string[], repeat: Repeat): string {
  const days = items.map((i) => i.trim()).filter(Boolean);
  if (days.every((d) => /^-?\d{1,2}$/.test(d))) {
    if (repeat !== 'monthly' && repeat !== 'yearly')
      throw new RepeatError(`--on ${days.join(',')}: days of the month need --repeat monthly or yearly`);
    if (days.some((d) => Number(d) === 0 || Math.abs(Number(d)) > 31))
      throw new RepeatError(`--on ${days.join(',')}: a day of the month is 1 to 31 (or -1 for the last)`);
    return `BYMONTHDAY=${days.join(',')}`;
  }
  const codes: string[] = [];
  for (const d of days) {
    const m = WEEKDAY.exec(d);
    if (!m)
      throw new RepeatError(`--on ${d}: expected a weekday (mo, tu, we, th, fr, sa, su), 2tu, -1fr, or a day number`);
    if (m[1] !== undefined && repeat !== 'monthly' && repeat !== 'yearly')
      throw new RepeatError(`--on ${d}: "the 2nd tuesday" needs --repeat monthly or yearly`);
    codes.push(`${m[1] ? String(Number(m[1])) : ''}${m[2].toUpperCase()}`);
  }
  return `BYDAY=${codes.join(',')}`;
}

/** a zone after a time of day (§5.6): `…19:00Z`, `… 19:00 UTC`, `…19:00-04:00` */
const ZONED = /\d:\d{2}(?::\d{2}(?:\.\d+)?)?\s?(?:z|utc|gmt|[+-]\d{2}(?::?\d{2})?)$/i;

/** UNTIL as RFC 5545 writes it: a date, a floating date-time (the event's zone reads it), or UTC. */
function untilValue(text: string, now: Date): string {
  // naive text keeps its wall clock in any zone; text with a zone is an instant, read in UTC
  const wall = parseDateInput(text, 'UTC', now);
  if (wall === null)
    throw new RepeatError(`--until ${text}: not a date (e.g. 2027-03-01, "1 March 2027", "+6 months")`);
  const compact = wall.replace(/[-:]/g, '').replace(' ', 'T');
  if (ZONED.test(text.trim())) return `${compact}Z`;
  return !/\d:\d/.test(text) && wall.endsWith('00:00:00') ? compact.slice(0, 8) : compact;
}

/** --except dates as occurrence starts: a date alone takes the series' time of day. */
export function exceptStarts(dates: readonly string[], start: string, now: Date): string[] {
  return dates.map((text) => {
    const wall = parseDateInput(text, 'UTC', now);
    if (wall === null) throw new RepeatError(`--except ${text}: not a date`);
    const dateOnly = !/\d:\d/.test(text) && wall.endsWith('00:00:00');
    return dateOnly ? `${wall.slice(0, 10)} ${start.slice(11)}` : wall;
  });
}
