// What `calev agenda` and `calev calendar` share: the display zone, the first day read from a
// loose WHEN phrase (as the interactive flow reads dates), the events of a window of days fetched
// page by page with date filters, and the terminal's size, colour and language.
import type { ApiClient, Params } from '../api/client.js';
import type { Context } from '../context.js';
import { normalizeTimezone } from '../domain/timezones.js';
import { UsageError } from '../setup/errors.js';
import { addDays, wallAt } from '../views/days.js';
import { viewLabels, viewTexts, type Labels } from '../views/labels.js';
import { piecesByDay, readEvent, type DayPiece, type ViewEvent } from '../views/occurrences.js';
import { createPalette, type Palette } from '../views/palette.js';
import { loadWidthsFor } from '../views/text-width.js';
import { siteTimezone } from '../api/site-index.js';
import { colourWanted } from './output/style.js';
import { positiveInteger, terminalWidth } from './output/width.js';
import { linkedFilterIds } from './resource/linked-filters.js';
import type { Language } from '../spec/types.js';

export interface WindowOptions {
  /** WHEN: a day or a loose phrase (`tomorrow`, `next monday`, `2026-12-01`, `2026-12`) */
  when?: string;
  /** --timezone: the display zone */
  timezone?: string;
  /** the list filters, by route argument name */
  params: Params;
}

/** The longest window a view fetches. */
export const MAX_DAYS = 366;

/** The page size the API allows at most: fewer requests. */
const PER_PAGE = 50;

/** The terminal the views draw on: width, height, colour, language, today. */
export interface ViewSurface {
  client: ApiClient;
  zone: string;
  today: string;
  width: number;
  /** lines of the terminal, when known */
  rows?: number;
  labels: Labels;
  palette: Palette;
  /** the user's language: phrases naming a day are read in it too (`demain`) */
  lang: Language;
}

/** The zone times are shown in: --timezone, else the site's, else UTC. */
async function displayZone(opts: WindowOptions, client: ApiClient): Promise<string> {
  if (opts.timezone !== undefined) {
    const zone = normalizeTimezone(opts.timezone);
    if (!zone)
      throw new UsageError(
        `unknown timezone "${opts.timezone}" (use an IANA name such as Europe/Paris, UTC, or UTC+2)`,
      );
    return zone;
  }
  const site = await siteTimezone(client);
  return (site && normalizeTimezone(site)) || 'UTC';
}

export async function viewSurface(opts: WindowOptions, ctx: Context): Promise<ViewSurface> {
  const client = await ctx.client();
  const zone = await displayZone(opts, client);
  const out = ctx.io.stdout as typeof ctx.io.stdout & { rows?: number };
  return {
    client,
    zone,
    today: wallAt(ctx.clock.now().getTime(), zone).slice(0, 10),
    width: terminalWidth(ctx.env, out),
    rows: positiveInteger(ctx.env.LINES) ?? (out.isTTY ? out.rows : undefined),
    labels: viewLabels(ctx.ui),
    lang: ctx.ui.lang,
    palette: await createPalette(colourWanted(ctx.flags.color, ctx.env, ctx.io.stdout)),
  };
}

/** The first day WHEN names, in the display zone; today without one. */
export async function readWhen(
  when: string | undefined,
  surface: Pick<ViewSurface, 'zone' | 'today' | 'lang'>,
  now: Date,
): Promise<string> {
  const text = when?.trim() ?? '';
  if (text === '') return surface.today;
  // a plain date (scripts write them) needs no phrase reader; `2026-12` is the month's first day;
  // one that is no day (`2026-13-01`, `2026-02-30`) is refused (chrono would read it otherwise)
  const iso = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(text);
  if (iso) {
    const day = `${iso[1]}-${iso[2]}-${iso[3] ?? '01'}`;
    if (addDays(day, 0) === day) return day;
    throw new UsageError(
      `"${text}" is not a ${iso[3] ? 'day' : 'month'} of the calendar (write 2026-12-01 or 2026-12)`,
    );
  }
  // chrono-node loads only for a phrase to read (it costs more than the rest of a view)
  const { resolveDateText } = await import('./interactive/dates.js');
  const resolved = resolveDateText(text, surface.zone, now, surface.lang);
  if (!resolved)
    throw new UsageError(`cannot read "${text}" as a day (e.g. today, tomorrow, next monday, 2026-12-01, 2026-12)`);
  return resolved.wall.slice(0, 10);
}

/**
 * Every event that is on one of `days` (consecutive) in the zone, page after page. The API
 * compares each event's own wall clock with the filter dates, so the asked range is wider than
 * the window by the largest gap between two zones (26 hours); the pieces are then cut exactly.
 */
export async function fetchWindow(
  surface: ViewSurface,
  params: Params,
  days: readonly string[],
): Promise<{ events: ViewEvent[]; byDay: Map<string, DayPiece[]> }> {
  const query: Params = {
    ...(await linkedFilterIds(params, surface.client)),
    per_page: PER_PAGE,
    // inclusive filters: `ends_after` D means an end after D 23:59:59, `starts_before` D a start before it
    ends_after: addDays(days[0], -3),
    starts_before: addDays(days[days.length - 1], 2),
  };
  const events: ViewEvent[] = [];
  for await (const page of surface.client.pages('/events', query, 'events', 'events')) {
    for (const item of page.items) {
      const event = readEvent(item);
      if (event) events.push(event);
    }
  }
  const byDay = piecesByDay(events, days, surface.zone);
  await loadWidthsFor(viewTexts(events, days, surface.labels, surface.zone));
  const shown = new Set([...byDay.values()].flatMap((pieces) => pieces.map((p) => p.event)));
  return { events: events.filter((e) => shown.has(e)), byDay };
}
