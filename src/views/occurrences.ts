// Events as the views read them from API items (calendar/events/v1 and tribe/events/v1 alike,
// password-masked items too), and the piece each one makes on each day of the display zone: an
// event that runs over several days has a piece on every one of them, numbered "day 2 of 3".
import {
  instantFromWall,
  millisToWall,
  normalizeTimezone,
  readableZone,
  timezoneAbbr,
  toLuxonZone,
  wallToMillis,
} from '../domain/timezones.js';
import { displayText } from './display-text.js';
import { addDays, daysBetween, wallAt } from './days.js';

export interface CategoryRef {
  /** what its colour is chosen by: the slug, else the name */
  key: string;
  name: string;
}

export interface ViewEvent {
  id: string;
  title: string;
  allDay: boolean;
  /** wall clocks in the event's own zone */
  start: string;
  end: string;
  /** the event's own zone, when the item names one a runtime knows */
  zone?: string;
  /** its abbreviation at the start (`EDT`) */
  abbr: string;
  startMs: number;
  endMs: number;
  /** `Hall One, Lyon` */
  place: string;
  categories: CategoryRef[];
  status: string;
  /** the API item it was read from */
  item: unknown;
}

type Json = Record<string, unknown>;

const WALL = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function text(value: unknown): string {
  return typeof value === 'string' ? displayText(value) : typeof value === 'number' ? String(value) : '';
}

function wallOf(value: unknown): string | undefined {
  return typeof value === 'string' && WALL.test(value) ? value : undefined;
}

/** The instant of a wall clock: from the item's UTC twin when it has one, else through the zone. */
function instantOf(wall: string, utcWall: string | undefined, zone: string | undefined): number {
  try {
    if (utcWall) return wallToMillis(utcWall);
    return instantFromWall(wall, toLuxonZone(zone ?? 'UTC'));
  } catch {
    return instantFromWall(wall, toLuxonZone('UTC'));
  }
}

function placeOf(venue: unknown): string {
  if (!venue || typeof venue !== 'object' || Array.isArray(venue)) return '';
  const name = text((venue as Json).venue);
  const city = text((venue as Json).city);
  return city === '' || name.includes(city) ? name : name === '' ? city : `${name}, ${city}`;
}

function categoriesOf(value: unknown): CategoryRef[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((c): c is Json => Boolean(c) && typeof c === 'object')
    .map((c) => {
      const name = text(c.name);
      const slug = typeof c.slug === 'string' ? c.slug : '';
      return { key: slug || name.toLowerCase(), name };
    })
    .filter((c) => c.name !== '');
}

/** An API event item as the views need it; null when it has no readable start. */
export function readEvent(item: unknown): ViewEvent | null {
  if (!item || typeof item !== 'object') return null;
  const e = item as Json;
  const start = wallOf(e.start_date);
  if (!start) return null;
  const end = wallOf(e.end_date) ?? start;
  const zone = typeof e.timezone === 'string' ? (normalizeTimezone(e.timezone) ?? undefined) : undefined;
  const startMs = instantOf(start, wallOf(e.utc_start_date), zone);
  const endMs = Math.max(startMs, instantOf(end, wallOf(e.utc_end_date), zone));
  const abbr = readableZone(
    typeof e.timezone_abbr === 'string' && e.timezone_abbr !== ''
      ? e.timezone_abbr
      : zone
        ? timezoneAbbr(zone, millisToWall(startMs))
        : '',
  );
  return {
    id: text(e.id),
    title: text(e.title),
    allDay: e.all_day === true,
    start,
    end,
    zone,
    abbr,
    startMs,
    endMs,
    place: placeOf(e.venue),
    categories: categoriesOf(e.categories),
    status: typeof e.status === 'string' ? e.status : '',
    item,
  };
}

/** The days an event is on in `zone`. All-day events keep their own dates in every zone. */
export function daysOf(e: ViewEvent, zone: string): { first: string; last: string } {
  if (e.allDay) {
    const first = e.start.slice(0, 10);
    let last = e.end.slice(0, 10);
    // an end at midnight closes the day before
    if (e.end.endsWith(' 00:00:00') && e.end > e.start) last = addDays(last, -1);
    return { first, last: last < first ? first : last };
  }
  const first = wallAt(e.startMs, zone).slice(0, 10);
  // an event that ends at midnight is not on the next day
  const last = e.endMs > e.startMs ? wallAt(e.endMs - 1, zone).slice(0, 10) : first;
  return { first, last };
}

export interface DayPiece {
  event: ViewEvent;
  day: string;
  /** this is day `index` of the `count` days the event is on */
  index: number;
  count: number;
  /** it fills the day: an all-day event, or a middle day of a longer one */
  wholeDay: boolean;
  /** display-zone `HH:mm` of the start and end on this day; '' where it runs on from or into another day */
  from: string;
  to: string;
  /** `10:00 JST`: the event's own start, on its first day, when its zone shows another time */
  own?: string;
}

function pieceOf(e: ViewEvent, day: string, first: string, last: string, zone: string): DayPiece {
  const index = daysBetween(first, day) + 1;
  const count = daysBetween(first, last) + 1;
  if (e.allDay) return { event: e, day, index, count, wholeDay: true, from: '', to: '' };
  const startWall = wallAt(e.startMs, zone);
  const from = day === first ? startWall.slice(11, 16) : '';
  const endWall = wallAt(e.endMs, zone);
  // an end at midnight is the end of this day, not the start of the next
  const to = day !== last ? '' : endWall.startsWith(day) ? endWall.slice(11, 16) : '24:00';
  const piece: DayPiece = { event: e, day, index, count, wholeDay: from === '' && to === '', from, to };
  // its own clock at its instant: a start in a DST gap (02:30 the night clocks go forward) is
  // 03:30 there, which the display zone shows already when it is the event's own
  const own = e.zone === undefined ? undefined : wallAt(e.startMs, e.zone);
  if (day === first && own !== undefined && own.slice(0, 16) !== startWall.slice(0, 16))
    piece.own = `${own.slice(11, 16)} ${e.abbr || readableZone(e.zone!)}`;
  return piece;
}

/** Whole days first, then what runs on from the day before, then by start, title and id. */
function comparePieces(a: DayPiece, b: DayPiece): number {
  const rank = (p: DayPiece) => (p.wholeDay ? 0 : p.from === '' ? 1 : 2);
  return (
    rank(a) - rank(b) ||
    a.event.startMs - b.event.startMs ||
    a.event.title.localeCompare(b.event.title) ||
    a.event.id.localeCompare(b.event.id, undefined, { numeric: true })
  );
}

/**
 * The pieces of `events` on each of `days` (consecutive, in order) in `zone`, each day's in the
 * order a day is read: whole days, then by time. An event twice in the list counts once.
 */
export function piecesByDay(
  events: readonly ViewEvent[],
  days: readonly string[],
  zone: string,
): Map<string, DayPiece[]> {
  const byDay = new Map<string, DayPiece[]>(days.map((d) => [d, []]));
  if (days.length === 0) return byDay;
  const seen = new Set<string>();
  for (const e of events) {
    if (e.id !== '' && seen.has(e.id)) continue;
    seen.add(e.id);
    const { first, last } = daysOf(e, zone);
    const from = first > days[0] ? first : days[0];
    const to = last < days[days.length - 1] ? last : days[days.length - 1];
    for (let day = from; day <= to; day = addDays(day, 1)) byDay.get(day)?.push(pieceOf(e, day, first, last, zone));
  }
  for (const pieces of byDay.values()) pieces.sort(comparePieces);
  return byDay;
}
