// The starts of a rule of HOURLY, MINUTELY or SECONDLY periods (RFC 5545 §3.3.10), on floating
// wall clocks as expand.ts has them (milliseconds of a Date whose UTC fields are the wall clock).
// rrule's own loop for these is wrong where a BYHOUR or BYMINUTE limits the periods: carrying
// minutes into hours, it steps the hours by the carry until one is in BYHOUR, so
// FREQ=MINUTELY;INTERVAL=30;BYHOUR=9,10;BYDAY=MO,WE from a Sunday skips the first Monday and
// Wednesday (jkbrzt/rrule#373, #600), and where no step of the carry reaches a BYHOUR it never
// returns (#468): calev serve's one thread, held for ever by one write. The arithmetic here is
// the RFC's, a day at a time: the days the calendar parts keep, then in each the periods of the
// rule's step that its time parts keep, each period expanded by the finer parts.

const DAY = 86_400_000;
const LAST = Date.UTC(9999, 11, 31, 23, 59, 59);
const SECONDS: Readonly<Record<string, number>> = { HOURLY: 3600, MINUTELY: 60, SECONDLY: 1 };
const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/** Whether a checked rule has periods shorter than a day (its starts come from subDailyStarts). */
export function isSubDaily(rule: string): boolean {
  return /(?:^|;)FREQ=(?:HOURLY|MINUTELY|SECONDLY)(?:;|$)/.test(rule);
}

interface Parts {
  freq: string;
  step: number;
  count: number;
  months?: Set<number>;
  monthDays?: number[];
  yearDays?: number[];
  weekdays?: Set<number>;
  hours?: number[];
  minutes?: number[];
  seconds?: number[];
  setPos?: number[];
}

function partsOf(rule: string): Parts {
  const parts = new Map(rule.split(';').map((p) => p.split('=', 2) as [string, string]));
  const ints = (name: string) => parts.get(name)?.split(',').map(Number);
  const sorted = (name: string) => ints(name)?.sort((a, b) => a - b);
  const freq = parts.get('FREQ')!;
  const months = ints('BYMONTH');
  const weekdays = parts.get('BYDAY')?.split(',');
  return {
    freq,
    step: SECONDS[freq] * Number(parts.get('INTERVAL') ?? 1) * 1000,
    count: Number(parts.get('COUNT') ?? Infinity),
    months: months && new Set(months),
    monthDays: ints('BYMONTHDAY'),
    yearDays: ints('BYYEARDAY'),
    weekdays: weekdays && new Set(weekdays.map((d) => WEEKDAYS.indexOf(d))),
    hours: sorted('BYHOUR'),
    minutes: sorted('BYMINUTE'),
    seconds: sorted('BYSECOND'),
    setPos: ints('BYSETPOS'),
  };
}

/** Whether the calendar parts (BYMONTHDAY, BYYEARDAY, BYDAY; BYMONTH is the caller's) keep the day `d`. */
function keepsDay(p: Parts, d: Date): boolean {
  const day = d.getTime();
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + 1;
  if (p.weekdays && !p.weekdays.has((d.getUTCDay() + 6) % 7)) return false;
  if (p.monthDays) {
    const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const dom = d.getUTCDate();
    if (!p.monthDays.includes(dom) && !p.monthDays.includes(dom - length - 1)) return false;
  }
  if (p.yearDays) {
    const yearDay = Math.round((day - Date.UTC(year, 0, 1)) / DAY) + 1;
    const length = Math.round((Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / DAY);
    if (!p.yearDays.includes(yearDay) && !p.yearDays.includes(yearDay - length - 1)) return false;
  }
  return true;
}

const ALL_HOURS = Array.from({ length: 24 }, (_, i) => i);
const ALL_SIXTY = Array.from({ length: 60 }, (_, i) => i);

/**
 * The periods of the rule that start on the day at `day` (at or after `dtstart`, a whole number
 * of steps from it) and that its time parts keep: BYHOUR limits each frequency here, BYMINUTE
 * MINUTELY and SECONDLY, BYSECOND SECONDLY. Walked step by step, or, when the limits allow fewer
 * times of day than the day has steps (SECONDLY;BYHOUR=9), through those times.
 */
function periodsOn(p: Parts, day: number, dtstart: number): number[] {
  const start = new Date(dtstart);
  const hours = p.hours ?? ALL_HOURS;
  const minutes = p.freq === 'HOURLY' ? [start.getUTCMinutes()] : (p.minutes ?? ALL_SIXTY);
  const seconds = p.freq === 'SECONDLY' ? (p.seconds ?? ALL_SIXTY) : [start.getUTCSeconds()];
  const out: number[] = [];
  if (hours.length * minutes.length * seconds.length < DAY / p.step) {
    for (const h of hours)
      for (const m of minutes)
        for (const s of seconds) {
          const t = day + h * 3_600_000 + m * 60_000 + s * 1000;
          if (t >= dtstart && (t - dtstart) % p.step === 0) out.push(t);
        }
    return out;
  }
  const first = Math.max(0, Math.ceil((day - dtstart) / p.step));
  for (let t = dtstart + first * p.step; t < day + DAY; t += p.step) {
    const d = new Date(t);
    if (p.hours && !p.hours.includes(d.getUTCHours())) continue;
    if (p.freq !== 'HOURLY' && p.minutes && !p.minutes.includes(d.getUTCMinutes())) continue;
    if (p.freq === 'SECONDLY' && p.seconds && !p.seconds.includes(d.getUTCSeconds())) continue;
    out.push(t);
  }
  return out;
}

/** The dates of one period: expanded by BYMINUTE and BYSECOND (HOURLY) or BYSECOND (MINUTELY), in order. */
function datesOf(p: Parts, period: number): number[] {
  if (p.freq === 'SECONDLY' || (p.freq === 'MINUTELY' ? !p.seconds : !p.minutes && !p.seconds)) return [period];
  const d = new Date(period);
  const hour = period - d.getUTCMinutes() * 60_000 - d.getUTCSeconds() * 1000;
  const minutes = p.freq === 'HOURLY' ? (p.minutes ?? [d.getUTCMinutes()]) : [d.getUTCMinutes()];
  const seconds = p.seconds ?? [d.getUTCSeconds()];
  return minutes.flatMap((m) => seconds.map((s) => hour + m * 60_000 + s * 1000)).sort((a, b) => a - b);
}

/** BYSETPOS's choice among a period's dates (1 the first, -1 the last), in order. */
function chosen(setPos: number[], dates: number[]): number[] {
  const picked = new Set<number>();
  for (const n of setPos) {
    const at = n > 0 ? n - 1 : dates.length + n;
    if (at >= 0 && at < dates.length) picked.add(dates[at]);
  }
  return [...picked].sort((a, b) => a - b);
}

/**
 * Every start of a checked sub-daily rule from `dtstart` on, in order, as rrule gives them
 * (COUNT counts from `dtstart`; a date before it is not one), up to `until` when given and to
 * the end of the year 9999. The caller stops taking when it has what it needs.
 */
export function* subDailyStarts(rule: string, dtstart: number, until: number | null): Generator<number> {
  const p = partsOf(rule);
  const end = until === null ? LAST : Math.min(until, LAST);
  let given = 0;
  // on to the first day from `from` on that a period starts on (a step may be longer than a day)
  const dayOfPeriodFrom = (from: number) =>
    Math.floor((dtstart + Math.max(0, Math.ceil((from - dtstart) / p.step)) * p.step) / DAY) * DAY;
  for (let day = dayOfPeriodFrom(dtstart); day <= end; day = dayOfPeriodFrom(day + DAY)) {
    const d = new Date(day);
    if (p.months && !p.months.has(d.getUTCMonth() + 1)) {
      day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - DAY; // on to the next month
      continue;
    }
    if (!keepsDay(p, d)) continue;
    for (const period of periodsOn(p, day, dtstart)) {
      const dates = datesOf(p, period);
      for (const t of p.setPos ? chosen(p.setPos, dates) : dates) {
        if (t < dtstart) continue;
        if (t > end) return;
        yield t;
        if (++given >= p.count) return;
      }
    }
  }
}
