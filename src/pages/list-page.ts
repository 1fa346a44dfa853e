// The list view (upcoming events 10 a page, or past ones, or from a tribe-bar-date day) and the
// day view, for any scope: month headings, one entry per event, and the pager.
import type { SortedEvents } from '../store/sorted-events.js';
import { addDays, formatDay, formatMonth, isDay } from './calendar-dates.js';
import type { PageContext } from './context.js';
import { listEntry } from './fragments.js';
import { html, type Html } from './html.js';
import { viewUrl, type Scope, type View } from './paths.js';
import { endedBefore, overlapping, runningFrom, type Slice } from './selection.js';
import type { EventRecord } from '../store/records.js';
import { word } from './words.js';

export const PER_PAGE = 10;

type ListView = Extract<View, { kind: 'list' }>;
type DayView = Extract<View, { kind: 'day' }>;

/** Events under a heading per month of their start, as the plugin's list separates them. */
function byMonth(ctx: PageContext, events: readonly EventRecord[]): Html {
  const groups: Array<[string, EventRecord[]]> = [];
  for (const e of events) {
    const month = e.start.slice(0, 7);
    const last = groups.at(-1);
    if (last && last[0] === month) last[1].push(e);
    else groups.push([month, [e]]);
  }
  return html`${groups.map(
    ([month, list]) =>
      html`<h2>${formatMonth(ctx.lang, month)}</h2>
        <ul class="events">
          ${list.map((e) => listEntry(ctx, e))}
        </ul> `,
  )}`;
}

function pager(ctx: PageContext, previous: string | null, next: string | null, labels: [string, string]): Html {
  if (!previous && !next) return html``;
  return html`<nav class="pager" aria-label="${word(ctx.lang, 'events')}">
    <ul>
      <li>${previous ? html`<a rel="prev" href="${previous}">← ${labels[0]}</a>` : ''}</li>
      <li>${next ? html`<a rel="next" href="${next}">${labels[1]} →</a>` : ''}</li>
    </ul>
  </nav>`;
}

/**
 * A date field that opens the same view at that date (the plugin's tribe-bar-date): the list from
 * that day, that month's grid, that day's events.
 */
export function dateForm(ctx: PageContext, scope: Scope, value: string, view: View['kind']): Html {
  const action = viewUrl(ctx.siteUrl, scope, view === 'list' ? { kind: 'list', page: 1, past: false } : { kind: view });
  const input = view === 'month' ? 'month' : 'date';
  // the view's address without its query: the form sends tribe-bar-date itself
  return html`<form method="get" action="${action.split('?')[0]}" role="search">
    <label>${word(ctx.lang, 'date')}<input type="${input}" name="tribe-bar-date" value="${value}" /></label>
    <button type="submit">${word(ctx.lang, 'findEvents')}</button>
  </form>`;
}

export interface ListSelection {
  slice: Slice;
  /** the first page of upcoming events links to the past ones when there are some */
  hasPast: boolean;
}

/** The events of one page of the list view. */
export function selectList(ctx: PageContext, lists: SortedEvents[], view: ListView): ListSelection {
  const skip = (view.page - 1) * PER_PAGE;
  const from = view.from ? `${view.from} 00:00:00` : ctx.nowWall;
  const slice = view.past ? endedBefore(lists, ctx.nowWall, skip, PER_PAGE) : runningFrom(lists, from, skip, PER_PAGE);
  const hasPast =
    !view.past && view.page === 1 && !view.from && endedBefore(lists, ctx.nowWall, 0, 1).events.length > 0;
  return { slice, hasPast };
}

/** The list view, or null when the page is past the last one. */
export function renderList(
  ctx: PageContext,
  scope: Scope,
  view: ListView,
  { slice, hasPast }: ListSelection,
): Html | null {
  if (slice.events.length === 0 && view.page > 1) return null;
  const at = (page: number, past: boolean) =>
    viewUrl(ctx.siteUrl, scope, { kind: 'list', page, past, from: view.from });
  let previous: string | null = null;
  let next: string | null = null;
  if (view.past) {
    previous = slice.more ? at(view.page + 1, true) : null;
    next = view.page > 1 ? at(view.page - 1, true) : at(1, false);
  } else {
    next = slice.more ? at(view.page + 1, false) : null;
    if (view.page > 1) previous = at(view.page - 1, false);
    else if (hasPast) previous = at(1, true);
  }
  const empty = html`<p class="muted">${word(ctx.lang, view.past ? 'noneFound' : 'noUpcoming')}</p>`;
  return html`${slice.events.length ? byMonth(ctx, slice.events) : empty}
  ${pager(ctx, previous, next, [word(ctx.lang, 'previousEvents'), word(ctx.lang, 'nextEvents')])}`;
}

/** The day a day view shows and every event that touches it. */
export function selectDay(
  ctx: PageContext,
  lists: SortedEvents[],
  view: DayView,
): { day: string; events: EventRecord[] } {
  const day = view.day ?? ctx.nowWall.slice(0, 10);
  return { day, events: overlapping(lists, `${day} 00:00:00`, `${day} 23:59:59`) };
}

/** The day view, with links to the days around it. */
export function renderDay(
  ctx: PageContext,
  scope: Scope,
  { day, events }: { day: string; events: EventRecord[] },
): Html {
  // no link past the days a page has (years 1000–9999)
  const link = (d: string) => (isDay(d) ? viewUrl(ctx.siteUrl, scope, { kind: 'day', day: d }) : null);
  const [before, after] = [addDays(day, -1), addDays(day, 1)];
  return html`<h2>${formatDay(ctx.lang, day)}</h2>
    ${
      events.length
        ? html`<ul class="events">
            ${events.map((e) => listEntry(ctx, e))}
          </ul>`
        : html`<p class="muted">${word(ctx.lang, 'noneFound')}</p>`
    }
    ${pager(ctx, link(before), link(after), [formatDay(ctx.lang, before), formatDay(ctx.lang, after)])}`;
}
