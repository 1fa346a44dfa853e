// The single event page: when and where, organizers, cost, categories and tags, the description,
// "Add to Google Calendar" and ".ics" links, and the event's JSON-LD exactly as the API's json_ld.
import { eventCost, eventUrl } from '../domain/event-view.js';
import { localized } from '../domain/localized.js';
import { termUrl } from '../domain/post-views.js';
import { plainText } from '../domain/text.js';
import { localToUtc } from '../domain/timezones.js';
import type { EventRecord, TermRecord } from '../store/records.js';
import { addDays } from './calendar-dates.js';
import type { PageContext } from './context.js';
import { descriptionBlock, organizersSection, safeHref, venueSection } from './details.js';
import { eventTitle, eventWhen, isProtected, shownText, venueLine } from './fragments.js';
import { html, type Html } from './html.js';
import { feedUrl } from './paths.js';
import type { Shell } from './layout.js';
import { shownOrganizers, shownVenue, visitorView } from './shown.js';
import { word } from './words.js';

const stamp = (wall: string) => wall.replace(/[-:]/g, '').replace(' ', 'T');

/** Google Calendar's "add event" template link, as the plugin builds it. */
export function googleEventLink(ctx: PageContext, e: EventRecord): string {
  let dates: string;
  const params = new URLSearchParams({ action: 'TEMPLATE' });
  if (e.allDay) dates = `${stamp(e.start).slice(0, 8)}/${stamp(addDays(e.end.slice(0, 10), 1)).slice(0, 8)}`;
  // Google's ctz takes IANA names only: UTC and fixed UTC±N zones go as UTC times
  else if (e.timezone === 'UTC' || e.timezone.startsWith('UTC+') || e.timezone.startsWith('UTC-'))
    dates = `${stamp(localToUtc(e.start, e.timezone))}Z/${stamp(localToUtc(e.end, e.timezone))}Z`;
  else {
    dates = `${stamp(e.start)}/${stamp(e.end)}`;
    params.set('ctz', e.timezone);
  }
  params.set('dates', dates);
  params.set('text', plainText(eventTitle(ctx, e)));
  const details = plainText(localized(e, 'description', ctx.lang, ctx.site.language));
  if (details) params.set('details', details.length > 996 ? `${details.slice(0, 996)}… ${eventUrl(ctx, e)}` : details);
  const venue = shownVenue(ctx, e);
  if (venue) params.set('location', venueLine(ctx, venue));
  params.set('trp', 'false');
  params.set('sprop', `website:${ctx.siteUrl}`);
  return `https://www.google.com/calendar/event?${params.toString()}`;
}

function termLinks(ctx: PageContext, tax: 'categories' | 'tags', ids: readonly number[]): Html | null {
  const terms = ids.map((id) => ctx.store.get(tax, id)).filter((t): t is TermRecord => t !== undefined);
  if (terms.length === 0) return null;
  return html`${terms.map(
    (t, i) => html`${i ? ', ' : ''}<a href="${termUrl(ctx, tax, t.slug)}" rel="tag">${shownText(ctx, t, 'name')}</a>`,
  )}`;
}

function facts(ctx: PageContext, e: EventRecord): Html {
  const rows: Array<[string, Html | string | null]> = [
    [word(ctx.lang, 'cost'), eventCost(ctx, e).cost || null],
    [word(ctx.lang, 'categories'), termLinks(ctx, 'categories', e.categories)],
    [word(ctx.lang, 'tags'), termLinks(ctx, 'tags', e.tags)],
  ];
  const website = e.website ? safeHref(e.website) : null;
  if (website) rows.push([word(ctx.lang, 'website'), html`<a href="${website}" rel="nofollow">${e.website}</a>`]);
  const shown = rows.filter(([, value]) => value !== null);
  if (shown.length === 0) return html``;
  return html`<dl class="facts">
    ${shown.map(
      ([name, value]) =>
        html`<dt>${name}</dt>
          <dd>${value}</dd>`,
    )}
  </dl>`;
}

/** The page of a published event (protected: its title and when only, as the plugin shows it before the password). */
export function eventPage(ctx: PageContext, e: EventRecord, here: string): Shell {
  const title = eventTitle(ctx, e);
  const when = html`<p class="when">${eventWhen(ctx, e)}</p>`;
  const back = html`<p><a href="${ctx.siteUrl}/events/">← ${word(ctx.lang, 'allEvents')}</a></p>`;
  if (isProtected(e))
    return {
      title,
      here,
      main: html`${when}
        <p>${word(ctx.lang, 'protectedEvent')}</p>
        ${back}`,
    };
  const ics = feedUrl(eventUrl(ctx, e));
  const venue = shownVenue(ctx, e);
  const main = html`${when}
    <ul class="links">
      <li><a href="${googleEventLink(ctx, e)}" rel="nofollow">${word(ctx.lang, 'addGoogle')}</a></li>
      <li><a href="${ics}" rel="nofollow">${word(ctx.lang, 'addIcal')}</a></li>
    </ul>
    ${descriptionBlock(localized(e, 'description', ctx.lang, ctx.site.language))} ${facts(ctx, e)}
    ${venue ? venueSection(ctx, venue) : ''} ${organizersSection(ctx, shownOrganizers(ctx, e))} ${back}`;
  return { title, here, main, feed: ics, jsonLd: visitorView(ctx, e, 'single').json_ld };
}
