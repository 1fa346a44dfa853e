// An event's --start-date and --end-date given together (create, update): an end that names no
// day of its own (`21:00`, `10pm`, `+2 hours`) is read from the start, as the interactive prompt
// reads it, not from now (a time before the start's is the next day's); and an end before the
// start is refused (the server would end the event when it starts).
import type { Params } from '../../api/client.js';
import { dateKind, parseDateInput } from '../../domain/dates.js';
import { instantFromWall, normalizeTimezone, toLuxonZone } from '../../domain/timezones.js';
import { UsageError } from '../../setup/errors.js';

const DAY = 86_400_000;
const isDate = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';

/**
 * Rewrites `body.end_date` as the wall clock it names from the start, where it names no day.
 * `eventZone` (the stored timezone, or the site's) is asked only where a start read from now or
 * naming an instant needs it and no `timezone` is given.
 */
export async function readEndFromStart(
  body: Params,
  now: Date,
  eventZone: () => Promise<string | undefined>,
): Promise<void> {
  const { start_date: start, end_date: end } = body;
  if (!isDate(start) || !isDate(end)) return;
  const [s, e] = [dateKind(start), dateKind(end)];
  if (s === null || e === null) return; // the server names the bad date
  const fromStart = e.dayless !== false;
  const given = typeof body.timezone === 'string' && body.timezone !== '' ? normalizeTimezone(body.timezone) : null;
  // wall clocks without a zone, or both read from the same now, keep their order in any zone
  const zone =
    given ??
    (fromStart && s.kind !== 'wall'
      ? await eventZone()
      : fromStart || (s.kind === e.kind && s.kind !== 'instant')
        ? 'UTC'
        : undefined);
  if (zone === undefined) return;
  const startWall = parseDateInput(start, zone, now);
  if (startWall === null) return;
  const startInstant = instantFromWall(startWall, toLuxonZone(zone));
  let endWall = parseDateInput(end, zone, fromStart ? new Date(startInstant) : now);
  if (endWall === null) return;
  // a time of day before the start's is the next day's (`--start-date "friday 22:00" --end-date 1am`)
  if (e.dayless === 'time' && endWall < startWall) endWall = parseDateInput(end, zone, new Date(startInstant + DAY));
  if (endWall === null) return;
  if (fromStart) body.end_date = endWall;
  const before = body.all_day === true ? endWall.slice(0, 10) < startWall.slice(0, 10) : endWall < startWall;
  if (before)
    throw new UsageError(
      `--end-date ${endWall} is before --start-date ${startWall}${given || zone !== 'UTC' ? ` (${zone})` : ''}`,
      fromStart
        ? 'a time alone or an offset (--end-date 21:00, --end-date "+2 hours") is read from the start'
        : undefined,
    );
}
