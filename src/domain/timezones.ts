// Time-zone rules of API.md §1.4, §3.2 (rows 22–27), §3.7 and §5.6. A zone string reaching these
// functions is already normalized: an IANA name, 'UTC', or a fixed offset in decimal hours
// ('UTC+5.5'). Wall clocks are 'YYYY-MM-DD HH:mm:ss' strings with no zone of their own.
import { DateTime, FixedOffsetZone, IANAZone, type Zone } from 'luxon';

const WALL_FORMAT = 'yyyy-MM-dd HH:mm:ss';
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const FIXED_INPUT = /^utc([+-])(\d{1,2})(?::(\d{2})|\.(\d+))?$/i;
const FIXED_STORED = /^UTC[+-]/;
const GMT_OFFSET_NAME = /^GMT([+-])(\d{1,2})(?::(\d{2}))?$/;

/** §5.6 `timezone` values; the returned string is what gets stored. */
export function normalizeTimezone(value: string): string | null {
  if (/^utc$/i.test(value)) return 'UTC';
  if (/^utc[+-]/i.test(value)) return normalizeFixedZone(value);
  return value.includes('/') && intlAcceptsZone(value) ? value : null;
}

function normalizeFixedZone(value: string): string | null {
  const m = FIXED_INPUT.exec(value);
  if (!m) return null;
  const minutes = m[3] !== undefined ? Number(m[3]) : m[4] !== undefined ? Number(`0.${m[4]}`) * 60 : 0;
  if (minutes !== 0 && minutes !== 30 && minutes !== 45) return null;
  const hours = (m[1] === '-' ? -1 : 1) * (Number(m[2]) + minutes / 60);
  if (hours < -12 || hours > 14) return null;
  // `hours < 0` keeps 'UTC-0' (negative zero) written as 'UTC+0'
  return `UTC${hours < 0 ? '-' : '+'}${Math.abs(hours)}`;
}

function intlAcceptsZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The luxon zone for a normalized zone string; 'UTC±N' becomes a fixed offset. */
export function toLuxonZone(tz: string): Zone {
  if (tz === 'UTC') return FixedOffsetZone.utcInstance;
  if (FIXED_STORED.test(tz)) return FixedOffsetZone.instance(Math.round(Number(tz.slice(3)) * 60));
  return IANAZone.create(tz);
}

/** A wall clock read as if it were UTC, so calendar arithmetic never meets a DST rule. */
export function parseWall(wall: string): DateTime {
  return DateTime.fromMillis(wallToMillis(wall), { zone: 'utc' });
}

export function formatWall(naive: DateTime): string {
  return naive.toFormat(WALL_FORMAT);
}

const WALL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** A wall clock's fields as milliseconds of a UTC clock; throws on anything that is not a real
 * date and time. Hand-written: luxon's format parser dominated the cost of every representation. */
export function wallToMillis(wall: string): number {
  const m = WALL.exec(wall);
  if (m) {
    const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(Number) as [number, number, number, number, number, number];
    const d = new Date(0);
    d.setUTCFullYear(year, month - 1, day);
    d.setUTCHours(hour, minute, second, 0);
    const ms = d.getTime();
    // Date rolls over impossible values (Feb 30, 24:00); a real wall clock reads back the same.
    if (hour < 24 && minute < 60 && second < 60 && d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day) return ms;
  }
  throw new RangeError(`not a wall clock: ${wall}`);
}

/** 'YYYY-MM-DD HH:mm:ss' of a UTC clock at `ms` (years 0000–9999). */
export function millisToWall(ms: number): string {
  const d = new Date(ms);
  const year = d.getUTCFullYear();
  return `${String(year).padStart(4, '0')}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
}

export function wallFromInstant(ms: number, zone: Zone): string {
  return millisToWall(ms + offsetOf(zone, ms) * MINUTE_MS);
}

/** Per IANA zone: UTC day number -> the zone's offset all that day, or null when it changes that day. */
const uniformDays = new Map<string, Map<number, number | null>>();
const MAX_CACHED_DAYS = 200_000;
let cachedDays = 0;

/**
 * A zone's offset in minutes at `ms`. Luxon asks Intl for every IANA offset, which costs
 * microseconds each; a day whose offset is the same at its start, middle and end has no
 * transition (tzdb never has two that cancel within hours), so one answer serves the whole day.
 */
export function offsetOf(zone: Zone, ms: number): number {
  if (zone.isUniversal) return zone.offset(ms);
  return uniformOffset(zone, ms) ?? zone.offset(ms);
}

/** the zone's offset all through the UTC day of `ms`, or null when it changes that day */
function uniformOffset(zone: Zone, ms: number): number | null {
  let days = uniformDays.get(zone.name);
  if (!days) uniformDays.set(zone.name, (days = new Map()));
  const day = Math.floor(ms / DAY_MS);
  let uniform = days.get(day);
  if (uniform === undefined) {
    const first = zone.offset(day * DAY_MS);
    const uniformDay = first === zone.offset(day * DAY_MS + DAY_MS / 2) && first === zone.offset(day * DAY_MS + DAY_MS - 1);
    uniform = uniformDay ? first : null;
    if (cachedDays >= MAX_CACHED_DAYS) {
      uniformDays.clear();
      cachedDays = 0;
      uniformDays.set(zone.name, (days = new Map()));
    }
    days.set(day, uniform);
    cachedDays++;
  }
  return uniform;
}

/**
 * §3.2: a wall clock in a DST gap moves forward by the gap (it is read with the offset in force
 * before the transition); an ambiguous one takes the earlier instant. Luxon alone would pick the
 * later instant for ambiguous times, hence the explicit candidates.
 */
export function instantFromWall(wall: string, zone: Zone): number {
  const naive = wallToMillis(wall);
  const candidates = [offsetOf(zone, naive - DAY_MS), offsetOf(zone, naive + DAY_MS)].map(
    (offset) => naive - offset * MINUTE_MS,
  );
  const exact = candidates.filter((t) => t + offsetOf(zone, t) * MINUTE_MS === naive);
  return exact.length > 0 ? Math.min(...exact) : candidates[0]!;
}

/** local wall clock 'YYYY-MM-DD HH:mm:ss' in tz -> UTC wall clock; a time in a DST gap moves forward by the gap, an ambiguous one takes the earlier instant */
export function localToUtc(wall: string, tz: string): string {
  if (tz === 'UTC') return wall;
  return wallFromInstant(instantFromWall(wall, toLuxonZone(tz)), FixedOffsetZone.utcInstance);
}

export function utcToLocal(utcWall: string, tz: string): string {
  if (tz === 'UTC') return utcWall;
  return wallFromInstant(wallToMillis(utcWall), toLuxonZone(tz));
}

/** '+HH:MM' / '-04:00' / '+00:00' at that UTC instant (for json_ld startDate) */
export function offsetAt(tz: string, utcWall: string): string {
  const minutes = offsetOf(toLuxonZone(tz), wallToMillis(utcWall));
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/** §3.2 row 27 exactly (en-US short name; GMT±… -> en-GB; still GMT±h[:mm] -> '+08' / '+0530'; 'UTC' -> 'UTC'; 'UTC±N' zones -> the zone string itself) */
export function timezoneAbbr(tz: string, utcWall: string): string {
  if (tz === 'UTC' || FIXED_STORED.test(tz)) return tz;
  const ms = wallToMillis(utcWall);
  // one answer for a whole day without an offset change: the name follows the offset
  const key = uniformOffset(toLuxonZone(tz), ms) === null ? undefined : `${tz}|${Math.floor(ms / DAY_MS)}`;
  let abbr = key === undefined ? undefined : abbreviations.get(key);
  if (abbr === undefined) {
    abbr = abbreviationAt(tz, new Date(ms));
    if (key !== undefined) {
      if (abbreviations.size >= MAX_CACHED_DAYS) abbreviations.clear();
      abbreviations.set(key, abbr);
    }
  }
  return abbr;
}

const abbreviations = new Map<string, string>();

function abbreviationAt(tz: string, at: Date): string {
  const us = shortZoneName('en-US', tz, at);
  if (!us.startsWith('GMT+') && !us.startsWith('GMT-')) return us;
  const gb = shortZoneName('en-GB', tz, at);
  const m = GMT_OFFSET_NAME.exec(gb);
  return m ? `${m[1]}${pad2(Number(m[2]))}${m[3] ?? ''}` : gb;
}

// Lists call timezoneAbbr once per event; building an Intl formatter is the expensive part.
const formatters = new Map<string, Intl.DateTimeFormat>();

function shortZoneName(locale: string, tz: string, at: Date): string {
  const key = `${locale}|${tz}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone: tz, timeZoneName: 'short' });
    formatters.set(key, formatter);
  }
  return formatter.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** site index gmt_offset: current offset in hours (-4, 5.5, 0) */
export function gmtOffsetHours(tz: string, now: Date): number {
  return toLuxonZone(tz).offset(now.getTime()) / 60;
}

/** site index timezone_string: IANA name (or 'UTC'), '' for 'UTC±N' */
export function timezoneString(tz: string): string {
  return FIXED_STORED.test(tz) ? '' : tz;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
