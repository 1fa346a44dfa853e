// iCalendar feeds (`?ical=1`), as The Events Calendar's src/Tribe/iCal.php writes them where that
// is sound: text/calendar, a download file name, X-WR-CALNAME, X-WR-CALDESC, X-ORIGINAL-URL, one
// VTIMEZONE per zone, 30 upcoming events by default, "Content is protected." for protected
// events, the full address as LOCATION. Better: ?limit=, start_date/end_date windows, UIDs that
// survive a move and match `calev events export --format ics` (the same writer), RFC 5545
// folding, REFRESH-INTERVAL / X-PUBLISHED-TTL.
import { createHash } from 'node:crypto';
import { parseDateInput, wallDayEnd, wallDayStart } from '../domain/dates.js';
import { CalendarWriter, escapeText } from '../ical/ics.js';
import { addRecurrence } from '../recurrence/view.js';
import type { EventRecord } from '../store/records.js';
import type { PageContext, PageRequest } from './context.js';
import { isProtected } from './fragments.js';
import { SITE_NAME } from './layout.js';
import type { FeedKind } from './paths.js';
import { visitorView } from './shown.js';
import { storedOccurrences } from './memo.js';
import { word } from './words.js';

/** list feeds carry this many events unless ?limit= says otherwise (the plugin's count) */
export const FEED_DEFAULT_COUNT = 30;
export const FEED_MAX_COUNT = 1000;
/** how often subscribers should poll (RFC 7986 REFRESH-INTERVAL, Outlook's X-PUBLISHED-TTL) */
export const REFRESH_INTERVAL = 'PT1H';

export class FeedArgumentError extends Error {}

export interface FeedWindowArgs {
  limit: number;
  start?: string;
  end?: string;
}

function single(query: PageRequest['query'], name: string): string | undefined {
  const v = query[name];
  return typeof v === 'string' ? v : undefined;
}

/** ?limit=N (1–1000) and start_date/end_date (any form the API takes, read in the site timezone, whole days, end not before start). */
export function feedWindowArgs(ctx: PageContext, query: PageRequest['query']): FeedWindowArgs {
  const limitText = single(query, 'limit');
  let limit = FEED_DEFAULT_COUNT;
  if (limitText !== undefined) {
    if (!/^\d{1,4}$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > FEED_MAX_COUNT)
      throw new FeedArgumentError(`limit takes a whole number from 1 to ${FEED_MAX_COUNT}.`);
    limit = Number(limitText);
  }
  const day = (name: string, edge: (wall: string) => string): string | undefined => {
    const text = single(query, name);
    if (text === undefined) return undefined;
    const wall = parseDateInput(text, ctx.site.timezone, ctx.now);
    if (wall === null) throw new FeedArgumentError(word(ctx.lang, 'badFeedDate'));
    return edge(wall);
  };
  const start = day('start_date', wallDayStart);
  const end = day('end_date', wallDayEnd);
  // an inverted window holds no event: a mistake in the address rather than an empty calendar
  if (start !== undefined && end !== undefined && end < start)
    throw new FeedArgumentError(`end_date (${end.slice(0, 10)}) is before start_date (${start.slice(0, 10)}).`);
  return { limit, start, end };
}

export interface Feed {
  body: string;
  fileName: string;
}

/**
 * `events` with each series they touch made whole for iCalendar (API.md §7.1): the master (which
 * carries the rule) in front of its first listed occurrence, then its occurrences edited on their
 * own (the exceptions to the rule), wherever their dates fall. A feed then carries a series as
 * one rule rather than as the dates its window happens to hold. Only what an anonymous visitor
 * may read is added; an occurrence whose master is not readable is written on its own.
 */
export function withSeries(ctx: PageContext, events: readonly EventRecord[]): EventRecord[] {
  const out: EventRecord[] = [];
  const seen = new Set<number>();
  const put = (e: EventRecord) => {
    if (!seen.has(e.id)) {
      seen.add(e.id);
      out.push(e);
    }
  };
  const putSeries = (master: EventRecord) => {
    if (seen.has(master.id)) return;
    put(master);
    const occurrences = ctx.store.indexes.listableLinkedEvents('parents', master.id, 'publish');
    for (let i = 0; i < occurrences.size; i++) {
      const o = occurrences.at(i);
      if (o.detached || o.start !== o.recurrenceId) put(o);
    }
  };
  for (const e of events) {
    const master = e.postParent ? ctx.store.get('events', e.postParent) : undefined;
    if (master?.recurrence && master.status === 'publish') putSeries(master);
    else if (e.recurrence) putSeries(e);
    put(e);
  }
  return out;
}

/**
 * A master's rule gives every date of its series, also those of occurrences a visitor may not read
 * (made drafts, pending or private on their own): they are excluded (EXDATE), as trashed ones are.
 */
function hideUnlisted(ctx: PageContext, master: EventRecord, view: Record<string, unknown>): void {
  const recurrence = view.recurrence as { exdates: string[] } | null | undefined;
  if (!recurrence) return;
  const hidden = storedOccurrences(ctx, master)
    .filter((o) => o.status !== 'publish')
    .map((o) => o.recurrenceId!);
  if (hidden.length) recurrence.exdates = [...new Set([...recurrence.exdates, ...hidden])].sort();
}

/** The calendar of `events`: `name` the scope's title (X-WR-CALNAME), `pageUrl` the page it comes from (X-ORIGINAL-URL). */
export function renderFeed(
  ctx: PageContext,
  events: readonly EventRecord[],
  feed: { kind: FeedKind; name?: string; pageUrl: string },
): Feed {
  const properties: string[] = [];
  // as the plugin: the Outlook variant has no X-WR-CALNAME (Outlook would name the calendar by it)
  if (feed.kind === 'ical')
    properties.push(`X-WR-CALNAME:${escapeText(feed.name ? `${SITE_NAME} – ${feed.name}` : SITE_NAME)}`);
  properties.push(
    `X-ORIGINAL-URL:${feed.pageUrl}`,
    `X-WR-CALDESC:${escapeText(word(ctx.lang, 'eventsFor', SITE_NAME))}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH_INTERVAL}`,
    `X-PUBLISHED-TTL:${REFRESH_INTERVAL}`,
  );
  const writer = new CalendarWriter({ properties, location: 'address' });
  // a series goes out once, as its master with RRULE/RDATE/EXDATE; occurrences the rule gives
  // are left out and those edited on their own follow with a RECURRENCE-ID (ics-series.ts)
  writer.addEvents(
    events.map((e) => {
      const view = visitorView(ctx, e, 'list');
      addRecurrence(view, e, ctx.lang);
      if (e.recurrence) hideUnlisted(ctx, e, view);
      if (isProtected(e)) view.description = word(ctx.lang, 'protectedContent');
      return view;
    }),
  );
  const hash = createHash('md5')
    .update(`${feed.kind}${events.map((e) => e.id).join('')}`)
    .digest('hex')
    .slice(0, 11);
  return { body: writer.toString(), fileName: `${SITE_NAME}-${hash}.ics` };
}
