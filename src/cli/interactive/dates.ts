// Loose date phrases typed at the interactive prompts ("next friday 8pm", "July 20 3pm") turned
// into the fixed `YYYY-MM-DD HH:mm:ss` wall clock the API stores, in the event's timezone. The
// server itself only reads the grammar of API.md §5.6; chrono-node reads far more on the client,
// and what it understood is echoed back before anything is sent.
import * as chrono from 'chrono-node';
import { DateTime } from 'luxon';
import { parseDateInput } from '../../domain/dates.js';
import { instantFromWall, toLuxonZone } from '../../domain/timezones.js';

const WALL = 'yyyy-MM-dd HH:mm:ss';

export interface ResolvedDate {
  /** `YYYY-MM-DD HH:mm:ss` in the zone */
  wall: string;
  /** the phrase named a time of day (not just a day) */
  hasTime: boolean;
}

/**
 * Resolves `text` to a wall clock in `zone` (IANA, `UTC` or `UTC±N`), relative to `reference`
 * (an instant). chrono-node first; the API's own grammar (`+2 days 11:00`) as a fallback. Text
 * with an explicit zone or offset is converted into `zone`. null: not a date.
 */
export function resolveDateText(text: string, zone: string, reference: Date): ResolvedDate | null {
  const read = readDateText(text, zone, reference);
  // to the minute, as it is shown and confirmed (`in 2 hours` is not 13:24:08), unless the
  // seconds were written
  if (!read || /\d:\d{2}:\d{2}/.test(text)) return read;
  return { ...read, wall: `${read.wall.slice(0, 17)}00` };
}

function readDateText(text: string, zone: string, reference: Date): ResolvedDate | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const luxonZone = toLuxonZone(zone);
  const offset = luxonZone.offset(reference.getTime());
  const [result] = chrono.parse(trimmed, { instant: reference, timezone: offset }, { forwardDate: true });
  // Words chrono skipped ("meeting tomorrow") would be silently dropped: only whole phrases count.
  const rest = result ? trimmed.slice(0, result.index) + trimmed.slice(result.index + result.text.length) : trimmed;
  if (result && !/[\p{L}\p{N}]/u.test(rest)) {
    const start = result.start;
    const hasTime = start.isCertain('hour');
    if (start.isCertain('timezoneOffset')) {
      return { wall: DateTime.fromJSDate(start.date(), { zone: luxonZone }).toFormat(WALL), hasTime };
    }
    const wall = DateTime.fromObject(
      {
        year: start.get('year')!,
        month: start.get('month')!,
        day: start.get('day')!,
        hour: hasTime ? start.get('hour')! : 0,
        minute: hasTime ? (start.get('minute') ?? 0) : 0,
        second: hasTime ? (start.get('second') ?? 0) : 0,
      },
      { zone: 'utc' },
    );
    if (wall.isValid) return { wall: wall.toFormat(WALL), hasTime };
  }
  const wall = parseDateInput(trimmed, zone, reference);
  if (wall === null) return null;
  return { wall, hasTime: !wall.endsWith(' 00:00:00') || /\d:\d|am\b|pm\b|noon|midnight/i.test(trimmed) };
}

/** The instant a wall clock in `zone` stands for. */
export function wallInstant(wall: string, zone: string): Date {
  return new Date(instantFromWall(wall, toLuxonZone(zone)));
}

/** `wall` plus `minutes` (calendar arithmetic on the wall clock). */
export function addMinutes(wall: string, minutes: number): string {
  return DateTime.fromFormat(wall, WALL, { zone: 'utc' }).plus({ minutes }).toFormat(WALL);
}

/** The last second of the wall clock's day. */
export function endOfDay(wall: string): string {
  return `${wall.slice(0, 10)} 23:59:59`;
}

/** `Thursday 11 July 2024, 19:00 (Europe/Paris, CEST)`; the day alone when all-day. */
export function describeWall(wall: string, zone: string, allDay = false): string {
  const luxonZone = toLuxonZone(zone);
  const local = DateTime.fromMillis(instantFromWall(wall, luxonZone), { zone: luxonZone, locale: 'en-US' });
  if (allDay) return local.toFormat('cccc d LLLL yyyy');
  const abbr = local.offsetNameShort;
  return `${local.toFormat('cccc d LLLL yyyy, HH:mm')} (${zone}${abbr && abbr !== zone ? `, ${abbr}` : ''})`;
}
