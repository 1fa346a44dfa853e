// An event's dates that name no day of their own (`21:00`, `10pm`, `+2 hours`), as flags of
// create and update: an end is read from the start, as the interactive prompt reads it, not from
// now (a time before the start's is the next day's); on update a date given alone is read from
// the stored start (`events update 42 --end-date 23:30`: that event's day), and a start given
// alone past the stored end moves the end along. An end before the start is refused (the server
// would end the event when it starts).
import type { Params } from '../../api/client.js';
import { dateKind, parseDateInput } from '../../domain/dates.js';
import { instantFromWall, normalizeTimezone, toLuxonZone } from '../../domain/timezones.js';
import { UsageError } from '../../setup/errors.js';
import { givenTrue } from '../../server/coerce.js';
import { DateTime } from 'luxon';
import { DAY_MS } from '../../store/wall-clock.js';
import type { Language } from '../../spec/types.js';

const WALL = 'yyyy-MM-dd HH:mm:ss';
const isDate = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';

/** What the dates of an event may need, asked only where they do. */
export interface EventDates {
  /** the event's timezone: the stored one, or the site's */
  zone(): Promise<string | undefined>;
  /** update: the stored start and end, wall clocks in the event's timezone, and whether it is all day */
  stored?(): Promise<{ start: string; end: string; allDay: boolean } | undefined>;
}

/** `input` (naming no day) read from `wall`; an end's time of day before the wall's is the next day's. */
function fromWall(input: string, wall: string, end: boolean, time: boolean): string | null {
  // naive wall clocks: the same arithmetic in any zone
  const at = instantFromWall(wall, toLuxonZone('UTC'));
  const read = parseDateInput(input, 'UTC', new Date(at));
  return end && time && read !== null && read < wall ? parseDateInput(input, 'UTC', new Date(at + DAY_MS)) : read;
}

/**
 * `--start-date "demain 19h"`: a date in the user's language, which the API's grammar (English,
 * §5.6) cannot read, is read on the client as the interactive prompts read it (chrono-node in that
 * language), into a wall clock of the event's zone. Whatever the API reads keeps its meaning, so
 * English always works and a value means one thing in every language.
 */
export async function readPhrasesInLanguage(body: Params, now: Date, lang: Language, event: EventDates): Promise<void> {
  if (lang === 'en') return;
  let zone: Promise<string> | undefined;
  for (const key of ['start_date', 'end_date'] as const) {
    const value = body[key];
    if (typeof value !== 'string' || value.trim() === '' || dateKind(value) !== null) continue;
    // the event's zone once for both dates (on a site, a read of its index)
    zone ??= (async () => {
      const given = typeof body.timezone === 'string' && body.timezone !== '' ? normalizeTimezone(body.timezone) : null;
      return given ?? (await event.zone()) ?? 'UTC';
    })();
    const { resolveDateText } = await import('../interactive/dates.js');
    const read = resolveDateText(value, await zone, now, lang);
    if (read) body[key] = read.hasTime ? read.wall : read.wall.slice(0, 10);
  }
}

/**
 * Rewrites `body.start_date` and `body.end_date` where they name no day, as wall clocks read from
 * the start (given, or stored on update); refuses an end before the start.
 */
export async function readDaylessDates(body: Params, now: Date, event: EventDates): Promise<void> {
  const start = isDate(body.start_date) ? body.start_date : undefined;
  const end = isDate(body.end_date) ? body.end_date : undefined;
  const s = start === undefined ? undefined : dateKind(start);
  const e = end === undefined ? undefined : dateKind(end);
  if (s === null || e === null) return; // the server names the bad date
  const given = typeof body.timezone === 'string' && body.timezone !== '' ? normalizeTimezone(body.timezone) : null;
  // update: the stored start, where a start names no day or the end comes alone (to read it from,
  // or to compare it with)
  const kept = event.stored && (s?.dayless || (s === undefined && e !== undefined)) ? await event.stored() : undefined;
  const stored = kept?.start;

  // The start as a wall clock, where the end needs it: read from the stored start, or as given.
  let startWall: string | null | undefined;
  let zone: string | undefined;
  if (start !== undefined && s?.dayless && stored !== undefined) {
    startWall = fromWall(String(start), stored, false, false);
    if (startWall !== null) body.start_date = startWall;
  } else if (start === undefined) {
    startWall = stored;
    // an end read from now or naming an instant, as a wall clock in the event's zone
    if (e && !e.dayless && e.kind !== 'wall' && stored !== undefined) zone = given ?? (await event.zone());
  } else if (e) {
    // wall clocks without a zone, or both read from the same now, keep their order in any zone
    zone =
      given ??
      (e.dayless && s!.kind !== 'wall'
        ? await event.zone()
        : e.dayless || (s!.kind === e.kind && s!.kind !== 'instant')
          ? 'UTC'
          : undefined);
    startWall = zone === undefined ? undefined : parseDateInput(start, zone, now);
  }
  if (end === undefined || !e || startWall === undefined || startWall === null) return;

  let endWall: string | null;
  if (e.dayless) {
    endWall = fromWall(String(end), startWall, true, e.dayless === 'time');
    if (endWall !== null) body.end_date = endWall;
  } else if (e.kind === 'wall' || zone !== undefined) {
    endWall = parseDateInput(end, zone ?? 'UTC', now);
  } else {
    return; // read from now or naming an instant, against a wall clock: the server compares them
  }
  if (endWall === null) return;
  const allDay = body.all_day === undefined ? kept?.allDay === true : givenTrue('all_day', body.all_day);
  const before = allDay ? endWall.slice(0, 10) < startWall.slice(0, 10) : endWall < startWall;
  if (before)
    throw new UsageError(
      `--end-date ${endWall} is before ${start === undefined ? 'the start' : '--start-date'} ${startWall}${zone && zone !== 'UTC' ? ` (${zone})` : ''}`,
      e.dayless
        ? 'a time alone or an offset (--end-date 21:00, --end-date "+2 hours") is read from the start'
        : undefined,
    );
}

/**
 * update: a start given alone that comes after the stored end moves the end along, keeping the
 * event's length (the server would end the event when it starts). A start before the end keeps
 * the end where it is, as the API does.
 */
export async function keepLengthPastEnd(body: Params, now: Date, event: EventDates): Promise<void> {
  const start = body.start_date;
  if (!isDate(start) || body.end_date !== undefined || !event.stored) return;
  const kind = dateKind(start);
  // a start naming no day was read from the stored one already (readDaylessDates)
  if (kind === null || kind.dayless) return;
  const stored = await event.stored();
  if (!stored) return;
  const given = typeof body.timezone === 'string' && body.timezone !== '' ? normalizeTimezone(body.timezone) : null;
  // a wall clock needs no zone; a start read from now or naming an instant, the event's
  const zone = kind.kind === 'wall' ? 'UTC' : (given ?? (await event.zone()));
  if (zone === undefined) return;
  const startWall = parseDateInput(start, zone, now);
  if (startWall === null || startWall <= stored.end) return;
  const wall = (w: string) => DateTime.fromFormat(w, WALL, { zone: 'utc' });
  // all day (stored, or made so by this update): as many days, to the last one's end
  const allDay = body.all_day === undefined ? stored.allDay : givenTrue('all_day', body.all_day);
  if (allDay) {
    const days = wall(stored.end).startOf('day').diff(wall(stored.start).startOf('day'), 'days').days;
    body.end_date = `${wall(startWall).plus({ days }).toFormat('yyyy-MM-dd')} 23:59:59`;
    return;
  }
  body.end_date = wall(startWall)
    .plus(wall(stored.end).diff(wall(stored.start)))
    .toFormat(WALL);
}
