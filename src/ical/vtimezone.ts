// VTIMEZONE components (RFC 5545 §3.6.5) generated from the runtime's zone rules (luxon over
// Intl) for the years an export spans: the offset in force when the span begins, then every
// transition inside it, each as its own dated observance. Fixed `UTC±N` zones get one. A span
// with a series in it has no last year: the zone's rule as it stands after the span is added as
// yearly observances (RRULE), which a calendar follows for every later occurrence.
import { DateTime, IANAZone } from 'luxon';
import { abbreviationAt } from '../domain/timezones.js';
import { DAY_MS } from '../store/wall-clock.js';

const MINUTE_MS = 60_000;

/** `+0200`, `-0330` for an offset in minutes. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

function localStamp(instant: number, offsetMinutes: number): string {
  return DateTime.fromMillis(instant + offsetMinutes * MINUTE_MS, { zone: 'utc' }).toFormat("yyyyMMdd'T'HHmmss");
}

function observance(zone: IANAZone, instant: number, from: number, to: number): string[] {
  const at = DateTime.fromMillis(instant, { zone, locale: 'en-US' });
  const kind = at.isInDST ? 'DAYLIGHT' : 'STANDARD';
  return [
    `BEGIN:${kind}`,
    `DTSTART:${localStamp(instant, from)}`,
    `TZOFFSETFROM:${formatOffset(from)}`,
    `TZOFFSETTO:${formatOffset(to)}`,
    // the name the API gives the event's time zone then (timezone_abbr: CET, CEST, +0530)
    `TZNAME:${abbreviationAt(zone.name, new Date(instant)) || formatOffset(to)}`,
    `END:${kind}`,
  ];
}

/** The instants in [from, to) where the zone's offset changes. */
function transitions(zone: IANAZone, from: number, to: number): number[] {
  const found: number[] = [];
  let previous = zone.offset(from);
  for (let t = from + DAY_MS; t <= to; t += DAY_MS) {
    const offset = zone.offset(t);
    if (offset === previous) continue;
    // The change happened within the last day: narrow it down to the minute.
    let lo = t - DAY_MS;
    let hi = t;
    while (hi - lo > MINUTE_MS) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
      if (zone.offset(mid) === previous) lo = mid;
      else hi = mid;
    }
    found.push(hi);
    previous = offset;
  }
  return found;
}

/** per zone and year: its transitions, found once (feeds span ever other years) */
const yearTransitions = new Map<string, number[]>();

/** `transitions` over whole years, a year at a time: the same instants, each year searched once */
function transitionsOfYears(zone: IANAZone, fromYear: number, toYear: number): number[] {
  const found: number[] = [];
  for (let year = fromYear; year <= toYear; year++) {
    const key = `${zone.name} ${year}`;
    let list = yearTransitions.get(key);
    if (list === undefined) {
      if (yearTransitions.size >= 5_000) yearTransitions.clear();
      yearTransitions.set(key, (list = transitions(zone, Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1))));
    }
    found.push(...list);
  }
  return found;
}

/** Zone rules only change with the runtime's data: each VTIMEZONE is worked out once (a day-by-day
 * search for transitions costs milliseconds per year, too much for every feed request). */
const generated = new Map<string, readonly string[]>();
const MAX_GENERATED = 500;

/**
 * The lines of a VTIMEZONE for `tzid` (IANA name or `UTC±N`) covering the years fromYear…toYear,
 * and every year after them too when `openEnded` (a series runs on).
 */
export function vtimezoneLines(tzid: string, fromYear: number, toYear: number, openEnded = false): string[] {
  const key = `${tzid} ${fromYear} ${toYear} ${openEnded}`;
  let lines = generated.get(key);
  if (lines === undefined) {
    if (generated.size >= MAX_GENERATED) generated.clear();
    generated.set(key, (lines = generateVtimezone(tzid, fromYear, toYear, openEnded)));
  }
  return [...lines];
}

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
/** years a yearly rule is checked against the zone's transitions before it stands for all later ones */
const RULE_CHECK_YEARS = 30;

/** A transition's local time as a yearly rule: its month, and its weekday counted from the
 * month's start (`2SU`) or, in the month's last week, from its end (`-1SU`). */
function yearlyRule(t: number, from: number): { month: number; byday: string; time: string } {
  const local = new Date(t + from * MINUTE_MS);
  const day = local.getUTCDate();
  const last = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).getUTCDate();
  const nth = day + 7 > last ? -1 : Math.ceil(day / 7);
  return {
    month: local.getUTCMonth() + 1,
    byday: `${nth}${WEEKDAYS[local.getUTCDay()]}`,
    time: localStamp(t, from).slice(8),
  };
}

/**
 * The zone's transitions after `year` as yearly observances, when each year from year+1 on (as
 * far as checked) has the same ones by the same rule; null when the zone has no such rule.
 */
function ruleObservances(zone: IANAZone, year: number): string[] | null {
  const first = transitionsOfYears(zone, year + 1, year + 1);
  if (first.length === 0) return [];
  let previous = zone.offset(Date.UTC(year + 1, 0, 1));
  const rules = first.map((t) => {
    const to = zone.offset(t);
    const rule = { t, from: previous, to, ...yearlyRule(t, previous) };
    previous = to;
    return rule;
  });
  for (let y = year + 2; y <= year + RULE_CHECK_YEARS; y++) {
    const found = transitionsOfYears(zone, y, y);
    if (found.length !== rules.length) return null;
    for (const [i, t] of found.entries()) {
      const r = rules[i];
      const again = yearlyRule(t, r.from);
      if (zone.offset(t) !== r.to || again.month !== r.month || again.byday !== r.byday || again.time !== r.time)
        return null;
    }
  }
  return rules.flatMap((r) => {
    const [begin, ...rest] = observance(zone, r.t, r.from, r.to);
    const end = rest.pop()!;
    return [begin, ...rest, `RRULE:FREQ=YEARLY;BYMONTH=${r.month};BYDAY=${r.byday}`, end];
  });
}

function generateVtimezone(tzid: string, fromYear: number, toYear: number, openEnded: boolean): string[] {
  const fixed = /^UTC([+-])(\d+(?:\.\d+)?)$/.exec(tzid);
  if (fixed) {
    const minutes = (fixed[1] === '-' ? -1 : 1) * Math.round(Number(fixed[2]) * 60);
    return [
      'BEGIN:VTIMEZONE',
      `TZID:${tzid}`,
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${formatOffset(minutes)}`,
      `TZOFFSETTO:${formatOffset(minutes)}`,
      `TZNAME:${tzid}`,
      'END:STANDARD',
      'END:VTIMEZONE',
    ];
  }
  const zone = IANAZone.create(tzid);
  const start = Date.UTC(fromYear, 0, 1);
  const initial = zone.offset(start);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${tzid}`, ...observance(zone, start, initial, initial)];
  let previous = initial;
  // without a rule (a zone whose transitions shift), the checked years as dated observances
  const rule = openEnded ? ruleObservances(zone, toYear) : [];
  const lastYear = rule === null ? toYear + RULE_CHECK_YEARS : toYear;
  for (const t of transitionsOfYears(zone, fromYear, lastYear)) {
    const offset = zone.offset(t);
    lines.push(...observance(zone, t, previous, offset));
    previous = offset;
  }
  lines.push(...(rule ?? []), 'END:VTIMEZONE');
  return lines;
}
