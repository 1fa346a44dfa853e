// The HTML of one event as lists and the month grid show it, built once per stored version of
// the event (records are replaced, never changed, on write) and per page variant, and used while
// the venue it shows (a published one, shown.ts) is the same record. A list page is then mostly a
// join of kept fragments. They are kept for the events shown most recently (record-memo.ts): kept for every event ever
// shown, a crawl of the list pages in three languages held ~250 MB more for 43k events.
import { eventCost, eventUrl } from '../domain/event-view.js';
import { localized, type Translatable } from '../domain/localized.js';
import { RecordMemo } from '../domain/record-memo.js';
import { decodeEntities } from '../domain/text.js';
import { isoAt, localToUtc, timezoneAbbr } from '../domain/timezones.js';
import type { EventRecord, VenueRecord } from '../store/records.js';
import { formatTime, formatWhen } from './calendar-dates.js';
import type { PageContext } from './context.js';
import { html, type Html } from './html.js';
import { shownVenue } from './shown.js';

interface Kept {
  venue: VenueRecord | undefined;
  html: Html;
}

const kept = new RecordMemo<EventRecord, Map<string, Kept>>();

function variantOf(ctx: PageContext, kind: string): string {
  return `${kind}|${ctx.lang}|${ctx.siteUrl}|${ctx.site.language}|${ctx.site.timezone}`;
}

function keptFragment(ctx: PageContext, e: EventRecord, kind: string, build: (venue?: VenueRecord) => Html): Html {
  const venue = shownVenue(ctx, e);
  const key = variantOf(ctx, kind);
  let variants = kept.get(e);
  const hit = variants?.get(key);
  if (hit && hit.venue === venue) return hit.html;
  const built = build(venue);
  if (!variants) kept.set(e, (variants = new Map<string, Kept>()));
  variants.set(key, { venue, html: built });
  return built;
}

/**
 * A stored title or name in the page language, as the text it stands for: WordPress keeps titles
 * and names as HTML text (`Q&#038;A`), and pages escape what they show themselves.
 */
export function shownText<T extends Translatable>(ctx: PageContext, record: T, field: keyof T & string): string {
  return decodeEntities(localized(record, field, ctx.lang, ctx.site.language));
}

/** the event's title in the page language */
export function eventTitle(ctx: PageContext, e: EventRecord): string {
  return shownText(ctx, e, 'title');
}

/** protected and so masked for every visitor (pages are anonymous) */
export function isProtected(e: EventRecord): boolean {
  return e.password !== '';
}

/** `datetime` of a <time>: the day of an all-day event, else the instant with its offset */
export function machineTime(e: EventRecord, wall: string): string {
  if (e.allDay) return wall.slice(0, 10);
  return isoAt(localToUtc(wall, e.timezone), e.timezone);
}

/** 'Thursday, July 11, 2024, 7:00 – 10:00 PM EDT' */
export function eventWhen(ctx: PageContext, e: EventRecord): Html {
  const abbr = e.allDay ? '' : timezoneAbbr(e.timezone, localToUtc(e.start, e.timezone));
  return html`<time datetime="${machineTime(e, e.start)}">${formatWhen(ctx.lang, e, abbr)}</time>`;
}

/** the venue's name and address on one line */
export function venueLine(ctx: PageContext, v: VenueRecord): string {
  const name = shownText(ctx, v, 'name');
  return [name, v.address, v.city, v.stateprovince, v.zip, v.country].filter((part) => part.trim() !== '').join(', ');
}

/** An event in a list: title and link, when, where, cost (a protected event: title and when only). */
export function listEntry(ctx: PageContext, e: EventRecord): Html {
  return keptFragment(ctx, e, 'list', (venue) => {
    const open = !isProtected(e);
    const cost = open ? eventCost(ctx, e).cost : '';
    return html`<li class="event">
      <article>
        <h3><a href="${eventUrl(ctx, e)}">${eventTitle(ctx, e)}</a></h3>
        <p class="when">${eventWhen(ctx, e)}</p>
        ${open && venue ? html`<p class="where">${venueLine(ctx, venue)}</p>` : ''}
        ${cost ? html`<p class="cost">${cost}</p>` : ''}
      </article>
    </li> `;
  });
}

/** An event in a day cell of the month grid: its title and, unless all-day, its start time. */
export function monthEntry(ctx: PageContext, e: EventRecord): Html {
  return keptFragment(ctx, e, 'month', () =>
    e.allDay
      ? html`<li><a href="${eventUrl(ctx, e)}">${eventTitle(ctx, e)}</a></li>`
      : html`<li>
          <span class="time"><time datetime="${machineTime(e, e.start)}">${formatTime(ctx.lang, e.start)}</time></span
          ><a href="${eventUrl(ctx, e)}">${eventTitle(ctx, e)}</a>
        </li>`,
  );
}
