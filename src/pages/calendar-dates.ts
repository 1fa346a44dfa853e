// Dates as pages show them, in the page's language (Intl, the runtime's full ICU data), and the
// day arithmetic of the month grid. Wall clocks ('YYYY-MM-DD HH:mm:ss') are formatted as written:
// they become instants in UTC and are formatted in UTC, so no zone rule can move them.
import { LOCALES } from '../spec/locales.js';
import type { Language } from '../spec/types.js';
import { DAY_MS } from '../store/wall-clock.js';

/** The BCP 47 tag of a language (`lang` attributes, Intl). */
export function localeOf(lang: Language): string {
  return LOCALES[lang];
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Language, kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${kind}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: 'UTC' })));
  return f;
}

const FULL_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };
const DAY_AND_TIME: Intl.DateTimeFormatOptions = { ...FULL_DAY, hour: 'numeric', minute: '2-digit' };

/** a wall clock (or a day 'YYYY-MM-DD') as a Date whose UTC fields are the wall clock's */
export function wallDate(wall: string): Date {
  return new Date(
    Date.UTC(
      Number(wall.slice(0, 4)),
      Number(wall.slice(5, 7)) - 1,
      Number(wall.slice(8, 10)),
      Number(wall.slice(11, 13) || 0),
      Number(wall.slice(14, 16) || 0),
      Number(wall.slice(17, 19) || 0),
    ),
  );
}

/** formatted days and months: a month page names 42 days, and Intl formatting is not cheap */
const formatted = new Map<string, string>();

function keptFormat(key: string, format: () => string): string {
  let text = formatted.get(key);
  if (text === undefined) {
    if (formatted.size >= 20_000) formatted.clear();
    formatted.set(key, (text = format()));
  }
  return text;
}

/** 'Thursday, July 11, 2024' */
export function formatDay(lang: Language, day: string): string {
  return keptFormat(`d ${lang} ${day}`, () => formatter(lang, 'day', FULL_DAY).format(wallDate(day)));
}

/** 'July 2024' */
export function formatMonth(lang: Language, month: string): string {
  return keptFormat(`m ${lang} ${month}`, () =>
    formatter(lang, 'month', { year: 'numeric', month: 'long' }).format(wallDate(`${month}-01`)),
  );
}

/** '7:00 PM' */
export function formatTime(lang: Language, wall: string): string {
  return formatter(lang, 'time', { hour: 'numeric', minute: '2-digit' }).format(wallDate(wall));
}

/** When an event takes place, in its own zone: a day range for all-day events, else a time range and the zone's abbreviation. */
export function formatWhen(
  lang: Language,
  e: { allDay: boolean; start: string; end: string },
  abbreviation: string,
): string {
  if (e.allDay) {
    const f = formatter(lang, 'day', FULL_DAY);
    return e.start.slice(0, 10) === e.end.slice(0, 10)
      ? f.format(wallDate(e.start))
      : f.formatRange(wallDate(e.start.slice(0, 10)), wallDate(e.end.slice(0, 10)));
  }
  const f = formatter(lang, 'dayTime', DAY_AND_TIME);
  const range = e.end > e.start ? f.formatRange(wallDate(e.start), wallDate(e.end)) : f.format(wallDate(e.start));
  return abbreviation ? `${range} ${abbreviation}` : range;
}

/** Monday … Sunday: [short, long] names */
export function weekdayNames(lang: Language): Array<[string, string]> {
  const short = formatter(lang, 'weekdayShort', { weekday: 'short' });
  const long = formatter(lang, 'weekdayLong', { weekday: 'long' });
  // 2024-01-01 was a Monday
  return [1, 2, 3, 4, 5, 6, 7].map((d) => {
    const date = new Date(Date.UTC(2024, 0, d));
    return [short.format(date), long.format(date)];
  });
}

/** 'YYYY-MM-DD' of a UTC millisecond count */
function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, n: number): string {
  return dayOf(wallDate(day).getTime() + n * DAY_MS);
}

/** 'YYYY-MM' n months after `month` */
export function addMonths(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Monday = 0 … Sunday = 6 */
export function weekdayIndex(day: string): number {
  return (wallDate(day).getUTCDay() + 6) % 7;
}

/**
 * The days the month grid shows: from the Monday on or before the 1st to the Sunday on or after
 * the last day (weeks start on Monday, WordPress's default), but for those before 1000 or after
 * 9999, which no page has (the grid of January 1000 starts on the 1st).
 */
export function monthGrid(month: string): string[] {
  let days = grids.get(month);
  if (days === undefined) {
    if (grids.size >= 1_000) grids.clear();
    grids.set(month, (days = buildGrid(month)));
  }
  return days;
}

const grids = new Map<string, string[]>();

function buildGrid(month: string): string[] {
  const first = `${month}-01`;
  // day 0 of the next month: the month's last day, also for December 9999
  const last = dayOf(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0));
  const before = weekdayIndex(first);
  const count = before + Number(last.slice(8, 10)) + 6 - weekdayIndex(last);
  const days: string[] = [];
  for (let i = 0; i < count; i++) {
    const day = addDays(first, i - before);
    if (isDay(day)) days.push(day);
  }
  return days;
}

/** a real calendar day 'YYYY-MM-DD' (years 1000–9999) */
export function isDay(text: string): boolean {
  if (!/^[1-9]\d{3}-\d{2}-\d{2}$/.test(text)) return false;
  const date = wallDate(text);
  return !Number.isNaN(date.getTime()) && dayOf(date.getTime()) === text;
}

/** a real month 'YYYY-MM' */
export function isMonth(text: string): boolean {
  return /^[1-9]\d{3}-\d{2}$/.test(text) && isDay(`${text}-01`);
}
