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
  const dt = DateTime.fromFormat(wall, WALL_FORMAT, { zone: 'utc' });
  if (!dt.isValid) throw new RangeError(`not a wall clock: ${wall}`);
  return dt;
}

export function formatWall(naive: DateTime): string {
  return naive.toFormat(WALL_FORMAT);
}

export function wallFromInstant(ms: number, zone: Zone): string {
  return formatWall(DateTime.fromMillis(ms, { zone }));
}

/**
 * §3.2: a wall clock in a DST gap moves forward by the gap (it is read with the offset in force
 * before the transition); an ambiguous one takes the earlier instant. Luxon alone would pick the
 * later instant for ambiguous times, hence the explicit candidates.
 */
export function instantFromWall(wall: string, zone: Zone): number {
  const naive = parseWall(wall).toMillis();
  const candidates = [zone.offset(naive - DAY_MS), zone.offset(naive + DAY_MS)].map(
    (offset) => naive - offset * MINUTE_MS,
  );
  const exact = candidates.filter((t) => t + zone.offset(t) * MINUTE_MS === naive);
  return exact.length > 0 ? Math.min(...exact) : candidates[0]!;
}

/** local wall clock 'YYYY-MM-DD HH:mm:ss' in tz -> UTC wall clock; a time in a DST gap moves forward by the gap, an ambiguous one takes the earlier instant */
export function localToUtc(wall: string, tz: string): string {
  return wallFromInstant(instantFromWall(wall, toLuxonZone(tz)), FixedOffsetZone.utcInstance);
}

export function utcToLocal(utcWall: string, tz: string): string {
  return wallFromInstant(parseWall(utcWall).toMillis(), toLuxonZone(tz));
}

/** '+HH:MM' / '-04:00' / '+00:00' at that UTC instant (for json_ld startDate) */
export function offsetAt(tz: string, utcWall: string): string {
  const minutes = toLuxonZone(tz).offset(parseWall(utcWall).toMillis());
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/** §3.2 row 27 exactly (en-US short name; GMT±… -> en-GB; still GMT±h[:mm] -> '+08' / '+0530'; 'UTC' -> 'UTC'; 'UTC±N' zones -> the zone string itself) */
export function timezoneAbbr(tz: string, utcWall: string): string {
  if (tz === 'UTC' || FIXED_STORED.test(tz)) return tz;
  const at = new Date(parseWall(utcWall).toMillis());
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
