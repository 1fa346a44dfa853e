// Calendar days (`YYYY-MM-DD`, no zone of their own) and the instants that bound them in a zone.
// A day in a zone is not always 24 hours (DST): its bounds are found from the zone's rules, never
// by adding hours.
import { instantFromWall, toLuxonZone, wallFromInstant } from '../domain/timezones.js';
import { DAY_MS } from '../store/wall-clock.js';

function dayNumber(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
}

function dayOfNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, n: number): string {
  return dayOfNumber(dayNumber(day) + n);
}

/** Whole days from `a` to `b` (negative when b is before a). */
export function daysBetween(a: string, b: string): number {
  return dayNumber(b) - dayNumber(a);
}

/** `count` days from `first` on. */
export function dayRange(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function weekday(day: string): number {
  return ((((dayNumber(day) + 3) % 7) + 7) % 7) + 1;
}

/** The first day of the week holding `day`, weeks starting on `weekStart` (1 Monday, 7 Sunday). */
export function weekStartOf(day: string, weekStart: number): string {
  return addDays(day, -((weekday(day) - weekStart + 7) % 7));
}

export function firstOfMonth(day: string): string {
  return `${day.slice(0, 8)}01`;
}

export function lastOfMonth(day: string): string {
  const [y, m] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return dayOfNumber(Date.UTC(y, m, 1) / DAY_MS - 1);
}

/** The instant `day` begins in `zone` (a day that starts in a DST gap begins at the gap's end). */
export function dayStartMs(day: string, zone: string): number {
  return instantFromWall(`${day} 00:00:00`, toLuxonZone(zone));
}

/** The wall clock of instant `ms` in `zone`: `YYYY-MM-DD HH:mm:ss`. */
export function wallAt(ms: number, zone: string): string {
  return wallFromInstant(ms, toLuxonZone(zone));
}

/** A day as a Date at noon UTC, for Intl formatting with timeZone UTC (nothing can shift it). */
export function dayAsDate(day: string): Date {
  return new Date(dayNumber(day) * DAY_MS + DAY_MS / 2);
}
