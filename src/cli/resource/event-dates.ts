// An event's dates that name no day of their own (`21:00`, `10pm`, `+2 hours`), as flags of
// create and update: an end is read from the start, as the interactive prompt reads it, not from
// now (a time before the start's is the next day's); on update a date given alone is read from
// the stored start (`events update 42 --end-date 23:30`: that event's day). An end before the
// start is refused (the server would end the event when it starts).
import type { Params } from '../../api/client.js';
import { dateKind, parseDateInput } from '../../domain/dates.js';
import { instantFromWall, normalizeTimezone, toLuxonZone } from '../../domain/timezones.js';
import { UsageError } from '../../setup/errors.js';

const DAY = 86_400_000;
const isDate = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';

/** What the dates of an event may need, asked only where they do. */
export interface EventDates {
  /** the event's timezone: the stored one, or the site's */
  zone(): Promise<string | undefined>;
  /** update: the stored start, a wall clock in the event's timezone */
  storedStart?(): Promise<string | undefined>;
}

/** `input` (naming no day) read from `wall`; an end's time of day before the wall's is the next day's. */
function fromWall(input: string, wall: string, end: boolean, time: boolean): string | null {
  // naive wall clocks: the same arithmetic in any zone
  const at = instantFromWall(wall, toLuxonZone('UTC'));
  const read = parseDateInput(input, 'UTC', new Date(at));
  return end && time && read !== null && read < wall ? parseDateInput(input, 'UTC', new Date(at + DAY)) : read;
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
  const stored =
    event.storedStart && (s?.dayless || (s === undefined && e?.dayless)) ? await event.storedStart() : undefined;

  // The start as a wall clock, where the end needs it: read from the stored start, or as given.
  let startWall: string | null | undefined;
  let zone: string | undefined;
  if (start !== undefined && s?.dayless && stored !== undefined) {
    startWall = fromWall(String(start), stored, false, false);
    if (startWall !== null) body.start_date = startWall;
  } else if (start === undefined) {
    startWall = stored;
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
  const before = body.all_day === true ? endWall.slice(0, 10) < startWall.slice(0, 10) : endWall < startWall;
  if (before)
    throw new UsageError(
      `--end-date ${endWall} is before ${start === undefined ? 'the start' : '--start-date'} ${startWall}${zone && zone !== 'UTC' ? ` (${zone})` : ''}`,
      e.dayless
        ? 'a time alone or an offset (--end-date 21:00, --end-date "+2 hours") is read from the start'
        : undefined,
    );
}
