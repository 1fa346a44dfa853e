// Time-zone rules of API.md §1.4, §3.2 (rows 22–27), §3.7 and §5.6. A zone string reaching these
// functions is already normalized: an IANA name, 'UTC', or a fixed offset in decimal hours
// ('UTC+5.5'). Wall clocks are 'YYYY-MM-DD HH:mm:ss' strings with no zone of their own.
import { DateTime, FixedOffsetZone, IANAZone, type Zone } from 'luxon';
import { DAY_MS, daysFromCivil, readWall } from '../store/wall-clock.js';

const WALL_FORMAT = 'yyyy-MM-dd HH:mm:ss';
const MINUTE_MS = 60_000;
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

/** names Intl accepted or refused: building a formatter to find out costs ~0.1 ms, and every
 * event write with a timezone asks (validation, then the handler) */
const zoneVerdicts = new Map<string, boolean>();

function intlAcceptsZone(name: string): boolean {
  let ok = zoneVerdicts.get(name);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      ok = true;
    } catch {
      ok = false;
    }
    // bounded: names come from requests
    if (zoneVerdicts.size >= 1000) zoneVerdicts.clear();
    zoneVerdicts.set(name, ok);
  }
  return ok;
}

/** A zone name as people read it: the stored fixed offsets in decimal hours ('UTC+5.5',
 * 'UTC-3.5', 'UTC+5.75') as hours and minutes ('UTC+5:30'); any other name as it is. */
export function readableZone(name: string): string {
  const m = /^UTC([+-])(\d{1,2})\.(\d+)$/.exec(name);
  if (!m) return name;
  return `UTC${m[1]}${m[2]}:${String(Math.round(Number(`0.${m[3]}`) * 60)).padStart(2, '0')}`;
}

/** The luxon zone for a normalized zone string; 'UTC±N' becomes a fixed offset. */
export function toLuxonZone(tz: string): Zone {
  let zone = zones.get(tz);
  if (zone === undefined) {
    if (tz === 'UTC') zone = FixedOffsetZone.utcInstance;
    else if (FIXED_STORED.test(tz)) zone = FixedOffsetZone.instance(Math.round(Number(tz.slice(3)) * 60));
    else zone = IANAZone.create(tz);
    // luxon zones are immutable: one instance per zone string serves every caller
    if (zones.size >= 1000) zones.clear();
    zones.set(tz, zone);
  }
  return zone;
}

const zones = new Map<string, Zone>();

/** A wall clock read as if it were UTC, so calendar arithmetic never meets a DST rule. */
export function parseWall(wall: string): DateTime {
  return DateTime.fromMillis(wallToMillis(wall), { zone: 'utc' });
}

export function formatWall(naive: DateTime): string {
  return naive.toFormat(WALL_FORMAT);
}

const WALL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** A wall clock's fields as milliseconds of a UTC clock; throws on anything that is not a real
 * date and time. Hand-written: luxon's format parser dominated the cost of every representation;
 * no regex or Date for the exact 'YYYY-MM-DD HH:mm:ss' shape. */
export function wallToMillis(wall: string): number {
  const f = readWall(wall);
  if (
    f &&
    f.month >= 1 &&
    f.month <= 12 &&
    f.day >= 1 &&
    f.day <= daysInMonth(f.year, f.month) &&
    f.hour < 24 &&
    f.minute < 60 &&
    f.second < 60
  ) {
    return daysFromCivil(f.year, f.month, f.day) * DAY_MS + f.hour * 3_600_000 + f.minute * MINUTE_MS + f.second * 1000;
  }
  return slowWallToMillis(wall);
}

/** the former regex and Date reading (the reference for wallToMillis; also what throws) */
function slowWallToMillis(wall: string): number {
  const m = WALL.exec(wall);
  if (m) {
    const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(Number) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const d = new Date(0);
    d.setUTCFullYear(year, month - 1, day);
    d.setUTCHours(hour, minute, second, 0);
    const ms = d.getTime();
    // Date rolls over impossible values (Feb 30, 24:00); a real wall clock reads back the same.
    if (
      hour < 24 &&
      minute < 60 &&
      second < 60 &&
      d.getUTCFullYear() === year &&
      d.getUTCMonth() === month - 1 &&
      d.getUTCDate() === day
    )
      return ms;
  }
  throw new RangeError(`not a wall clock: ${wall}`);
}

/** ms of 0000-01-01 00:00:00 and of 10000-01-01 00:00:00 UTC: the years millisToWall writes by hand */
const YEAR_0_MS = daysFromCivil(0, 1, 1) * DAY_MS;
const YEAR_10000_MS = daysFromCivil(10000, 1, 1) * DAY_MS;
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));

/** 'YYYY-MM-DD HH:mm:ss' of a UTC clock at `ms` (years 0000–9999). */
export function millisToWall(ms: number): string {
  if (!(ms >= YEAR_0_MS && ms < YEAR_10000_MS)) return slowMillisToWall(ms);
  // as Date does: a fractional instant (offsets of local mean time have seconds) is cut toward zero
  ms = Math.trunc(ms);
  const days = Math.floor(ms / DAY_MS);
  let rest = ms - days * DAY_MS;
  const hour = Math.floor(rest / 3_600_000);
  rest -= hour * 3_600_000;
  const minute = Math.floor(rest / MINUTE_MS);
  const second = Math.floor((rest - minute * MINUTE_MS) / 1000);
  // civil_from_days (H. Hinnant)
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const y = year >= 1000 ? String(year) : String(year).padStart(4, '0');
  return `${y}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]} ${TWO_DIGITS[hour]}:${TWO_DIGITS[minute]}:${TWO_DIGITS[second]}`;
}

/** the former Date-based writing (the reference for millisToWall; used outside years 0000–9999) */
function slowMillisToWall(ms: number): string {
  const d = new Date(ms);
  const year = d.getUTCFullYear();
  return `${String(year).padStart(4, '0')}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
}

export function wallFromInstant(ms: number, zone: Zone): string {
  return millisToWall(ms + offsetOf(zone, ms) * MINUTE_MS);
}

/**
 * Offset transitions of one IANA zone, found once per block of BLOCK_MS from Intl (sampleOffset)
 * and then read by a lookup: the offset at the block's start plus the instants (and new offsets)
 * of the transitions inside it. Offsets are sampled every STEP_MS and each change is narrowed down
 * to the exact millisecond by bisection, so the table says what luxon says at every instant, as
 * long as no two transitions fall within STEP_MS of each other and cancel out (tzdb has none; the
 * former per-day cache assumed 12 hours). Blocks are built on first use, so far past and future
 * years cost the same as any other.
 */
interface Block {
  /** offset (minutes) from the block's start until the first transition */
  first: number;
  /** instants of the transitions inside the block, ascending */
  at: number[];
  /** offset from at[i] on */
  offsets: number[];
}

const BLOCK_MS = 32 * DAY_MS;
const STEP_MS = 6 * 3_600_000;
const MAX_CACHED_BLOCKS = 100_000;
let cachedBlocks = 0;
/** zone name -> block number -> block */
const zoneBlocks = new Map<string, Map<number, Block>>();

/** an offset as Intl writes it, at the end of a formatted date: 'GMT+05:30', 'GMT-03:00', a
 * local mean time's 'GMT+00:09:21', 'GMT' alone for UTC */
const OFFSET_NAME = /GMT(?:([+-])(\d\d):(\d\d)(?::(\d\d))?)?$/;
/** per zone name, a formatter that writes the offset in force (Intl's 'longOffset') */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * `zone.offset(ms)` of a valid IANA zone, read from the offset Intl writes: what luxon says (both
 * come from ICU; luxon reads it back from the parts of the local date and time, which costs ~4
 * times as long), checked against luxon for every zone (timezone-table.test.ts). A block takes
 * some 130 of them, so the first events of each month and zone no longer pay ~0.5 ms each.
 */
function sampleOffset(zone: Zone, ms: number): number {
  let format = offsetFormats.get(zone.name);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone.name, timeZoneName: 'longOffset', year: 'numeric' });
    // bounded like the luxon zones (toLuxonZone)
    if (offsetFormats.size >= 1000) offsetFormats.clear();
    offsetFormats.set(zone.name, format);
  }
  const m = OFFSET_NAME.exec(format.format(ms));
  if (m === null) return zone.offset(ms);
  if (m[1] === undefined || (m[2] === '00' && m[3] === '00' && m[4] === undefined)) return 0;
  const seconds = Number(m[2]) * 3600 + Number(m[3]) * 60 + (m[4] === undefined ? 0 : Number(m[4]));
  // luxon's (local - instant) / 60 000, with seconds: the same division, so the same number
  return (m[1] === '-' ? -seconds : seconds) / 60;
}

function buildBlock(zone: Zone, start: number): Block {
  const block: Block = { first: sampleOffset(zone, start), at: [], offsets: [] };
  const last = start + BLOCK_MS - 1;
  let p = start;
  let offP = block.first;
  while (p < last) {
    const q = Math.min(p + STEP_MS, last);
    const offQ = sampleOffset(zone, q);
    if (offQ !== offP) transitionsBetween(zone, p, offP, q, offQ, block);
    p = q;
    offP = offQ;
  }
  return block;
}

/** records the transitions in (p, q], where the offset is offP at p and offQ at q (offP !== offQ) */
function transitionsBetween(zone: Zone, p: number, offP: number, q: number, offQ: number, block: Block): void {
  for (;;) {
    let lo = p;
    let hi = q;
    let offHi = offQ;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      const offMid = sampleOffset(zone, mid);
      if (offMid === offP) lo = mid;
      else {
        hi = mid;
        offHi = offMid;
      }
    }
    block.at.push(hi);
    block.offsets.push(offHi);
    if (offHi === offQ) return;
    // a second transition between this one and q
    p = hi;
    offP = offHi;
  }
}

/** the block holding `ms` of a valid IANA zone */
function blockOf(zone: Zone, ms: number): Block {
  let blocks = zoneBlocks.get(zone.name);
  if (!blocks) zoneBlocks.set(zone.name, (blocks = new Map<number, Block>()));
  const n = Math.floor(ms / BLOCK_MS);
  let block = blocks.get(n);
  if (block === undefined) {
    if (cachedBlocks >= MAX_CACHED_BLOCKS) {
      zoneBlocks.clear();
      cachedBlocks = 0;
      zoneBlocks.set(zone.name, (blocks = new Map<number, Block>()));
    }
    block = buildBlock(zone, n * BLOCK_MS);
    blocks.set(n, block);
    cachedBlocks++;
  }
  return block;
}

/** instants a Date can hold, with a block to spare on either side */
const TABLE_LIMIT_MS = 8.64e15 - 2 * BLOCK_MS;

/** whether the transition table answers for this zone and instant (luxon itself says NaN otherwise) */
function tabled(zone: Zone, ms: number): boolean {
  return zone.isValid && ms >= -TABLE_LIMIT_MS && ms <= TABLE_LIMIT_MS;
}

function blockOffset(block: Block, ms: number): number {
  const at = block.at;
  if (at.length === 0 || ms < at[0]) return block.first;
  let i = 0;
  while (i + 1 < at.length && at[i + 1] <= ms) i++;
  return block.offsets[i];
}

/**
 * A zone's offset in minutes at `ms`: what `zone.offset(ms)` says. Luxon asks Intl for every IANA
 * offset, which costs microseconds each; the transition table answers with a map lookup.
 */
export function offsetOf(zone: Zone, ms: number): number {
  if (zone.isUniversal || !tabled(zone, ms)) return zone.offset(ms);
  return blockOffset(blockOf(zone, ms), ms);
}

/**
 * §3.2: a wall clock in a DST gap moves forward by the gap (it is read with the offset in force
 * before the transition); an ambiguous one takes the earlier instant. Luxon alone would pick the
 * later instant for ambiguous times, hence the explicit candidates.
 */
export function instantFromWall(wall: string, zone: Zone): number {
  const naive = wallToMillis(wall);
  // the instants the offsets a day before and a day after would give; the earlier exact one wins
  const before = naive - offsetOf(zone, naive - DAY_MS) * MINUTE_MS;
  const after = naive - offsetOf(zone, naive + DAY_MS) * MINUTE_MS;
  const beforeExact = before + offsetOf(zone, before) * MINUTE_MS === naive;
  const afterExact = after === before ? beforeExact : after + offsetOf(zone, after) * MINUTE_MS === naive;
  if (beforeExact && afterExact) return Math.min(before, after);
  if (beforeExact) return before;
  if (afterExact) return after;
  return before;
}

/** local wall clock 'YYYY-MM-DD HH:mm:ss' in tz -> UTC wall clock; a time in a DST gap moves forward by the gap, an ambiguous one takes the earlier instant */
export function localToUtc(wall: string, tz: string): string {
  if (tz === 'UTC') return wall;
  return wallFromInstant(instantFromWall(wall, toLuxonZone(tz)), FixedOffsetZone.utcInstance);
}

/** The wall clock's UTC form stays in the years 0000–9999 (9999-12-31 23:00 at UTC-12 does not). */
export function utcInRange(wall: string, tz: string): boolean {
  return /^\d{4}-/.test(localToUtc(wall, tz));
}

/**
 * The UTC wall clock an event ends at (`end`, a wall clock in tz, not before `start`): its
 * localToUtc, except that an end in a repeated hour whose first pass is not after the start is
 * its second pass. An occurrence of a one-hour 02:30 series on the night the clocks go back
 * starts at the first 02:30 and ends at the second: no other wall clock names that instant.
 */
export function endToUtc(start: string, end: string, tz: string): string {
  if (tz === 'UTC') return end;
  const zone = toLuxonZone(tz);
  const first = instantFromWall(end, zone);
  if (first > instantFromWall(start, zone)) return wallFromInstant(first, FixedOffsetZone.utcInstance);
  const naive = wallToMillis(end);
  const second = naive - offsetOf(zone, naive + DAY_MS) * MINUTE_MS;
  const repeated = second > first && second + offsetOf(zone, second) * MINUTE_MS === naive;
  return wallFromInstant(repeated ? second : first, FixedOffsetZone.utcInstance);
}

/** A UTC wall clock as the local time in tz with its offset, 'YYYY-MM-DDTHH:mm:ss+02:00' (json_ld,
 * <time datetime>): read from the instant, so a start in a DST gap shows the time it moved to. */
export function isoAt(utcWall: string, tz: string): string {
  return `${utcToLocal(utcWall, tz).replace(' ', 'T')}${offsetAt(tz, utcWall)}`;
}

export function utcToLocal(utcWall: string, tz: string): string {
  if (tz === 'UTC') return utcWall;
  return wallFromInstant(wallToMillis(utcWall), toLuxonZone(tz));
}

/** '+HH:MM' / '-04:00' / '+00:00' at that UTC instant (for json_ld startDate) */
export function offsetAt(tz: string, utcWall: string): string {
  const minutes = offsetOf(toLuxonZone(tz), wallToMillis(utcWall));
  const abs = Math.abs(minutes);
  const h = Math.floor(abs / 60);
  const m = abs % 60;
  return `${minutes < 0 ? '-' : '+'}${h < 60 ? TWO_DIGITS[h] : pad2(h)}:${Number.isInteger(m) ? TWO_DIGITS[m] : pad2(m)}`;
}

/** §3.2 row 27 exactly (en-US short name; GMT±… -> en-GB; still GMT±h[:mm] -> '+08' / '+0530'; 'UTC' -> 'UTC'; 'UTC±N' zones -> the zone string itself) */
export function timezoneAbbr(tz: string, utcWall: string): string {
  if (tz === 'UTC' || FIXED_STORED.test(tz)) return tz;
  const ms = wallToMillis(utcWall);
  const zone = toLuxonZone(tz);
  if (!tabled(zone, ms)) return abbreviationAt(tz, new Date(ms));
  // one answer per offset in force within a block of the transition table: a zone's name
  // changes with its offset (EST/EDT, CET/CEST, GMT±h), so Intl is asked once per offset and
  // block, not once per event (events spread over years fall on as many different days)
  const key = `${tz} ${Math.floor(ms / BLOCK_MS)} ${offsetOf(zone, ms)}`;
  let abbr = abbreviations.get(key);
  if (abbr === undefined) {
    if (abbreviations.size >= MAX_CACHED_ABBREVIATIONS) abbreviations.clear();
    abbr = abbreviationAt(tz, new Date(ms));
    abbreviations.set(key, abbr);
  }
  return abbr;
}

/** 'zone block offset' -> the zone's name at that offset within that block */
const abbreviations = new Map<string, string>();
const MAX_CACHED_ABBREVIATIONS = 100_000;

/** the name Intl gives now, uncached (what timezoneAbbr keeps) */
export function abbreviationAt(tz: string, at: Date): string {
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
