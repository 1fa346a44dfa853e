// Pages and feeds: what `calev serve` answers at the addresses the API hands out (`url` of events,
// venues, organizers and terms) and at the plugin's views. The server application calls
// `servePage` for every GET or HEAD that is not an API request; null means "not a page address".
import { localized } from '../domain/localized.js';
import { formatDay, formatMonth } from './calendar-dates.js';
import type { PageContext, PageRequest, PageResponse } from './context.js';
import { deliver, type Representation } from './delivery.js';
import { eventPage } from './event-page.js';
import { descriptionBlock, organizerFacts, organizerName, venueFacts, venueName } from './details.js';
import { shownText } from './fragments.js';
import { FeedArgumentError, feedWindowArgs, renderFeed, withSeries } from './feeds.js';
import { html, type Html } from './html.js';
import { renderPage, subscribeBlock, type Shell } from './layout.js';
import { dateForm, renderDay, renderList, selectDay, selectList } from './list-page.js';
import { monthEvents, renderMonth } from './month-page.js';
import { parsePagePath, viewUrl, type FeedKind, type PageTarget, type Scope, type View } from './paths.js';
import { feedWindow, resolveScope, scopeLists, type ScopeItem } from './selection.js';
import { eventInputs, Memo, storedOccurrences } from './memo.js';
import { eventUrl } from '../domain/event-view.js';
import type { EventRecord } from '../store/records.js';
import { STYLESHEET, STYLESHEET_VERSION } from './stylesheet.js';
import { word } from './words.js';

const HTML_TYPE = 'text/html; charset=UTF-8';

function page(ctx: PageContext, shell: Shell, status = 200): Representation {
  return { status, contentType: HTML_TYPE, body: renderPage(ctx, shell) };
}

function notFound(ctx: PageContext, req: PageRequest): Representation {
  const main = html`<p>${word(ctx.lang, 'notFoundText')}</p>
    <p><a href="${ctx.siteUrl}/events/">${word(ctx.lang, 'allEvents')}</a></p>`;
  return page(ctx, { title: word(ctx.lang, 'notFound'), here: req.here, main }, 404);
}

function scopeTitle(ctx: PageContext, item: ScopeItem): string | undefined {
  switch (item.kind) {
    case 'all':
      return undefined;
    case 'category':
      return word(ctx.lang, 'eventsIn', shownText(ctx, item.term, 'name'));
    case 'tag':
      return word(ctx.lang, 'eventsTagged', shownText(ctx, item.term, 'name'));
    case 'venue':
      return venueName(ctx, item.venue);
    case 'organizer':
      return organizerName(ctx, item.organizer);
  }
}

/** what a venue, organizer or term page shows above its events */
function scopeIntro(ctx: PageContext, item: ScopeItem): Html {
  switch (item.kind) {
    case 'all':
      return html``;
    case 'category':
    case 'tag':
      return descriptionBlock(localized(item.term, 'description', ctx.lang, ctx.site.language));
    case 'venue':
      return html`${venueFacts(ctx, item.venue)}${descriptionBlock(localized(item.venue, 'description', ctx.lang, ctx.site.language))}`;
    case 'organizer':
      return html`${organizerFacts(ctx, item.organizer)}${descriptionBlock(localized(item.organizer, 'description', ctx.lang, ctx.site.language))}`;
  }
}

/** the record a scope names: part of what its pages are built from */
function scopeRecord(item: ScopeItem): unknown {
  switch (item.kind) {
    case 'all':
      return undefined;
    case 'category':
    case 'tag':
      return item.term;
    case 'venue':
      return item.venue;
    case 'organizer':
      return item.organizer;
  }
}

/** pages and feeds by address, language and site (`memo.ts`) */
const representations = new Memo<Representation | null>(1_000);

function memoKey(ctx: PageContext, req: PageRequest, kind: string): string {
  return `${kind} ${ctx.lang} ${ctx.site.language} ${ctx.site.timezone} ${ctx.siteUrl}${req.here}`;
}

function viewPage(
  ctx: PageContext,
  req: PageRequest,
  scope: Scope,
  item: ScopeItem,
  view: View,
): Representation | null {
  const lists = scopeLists(ctx, item);
  const today = ctx.nowWall.slice(0, 10);
  let inputs: unknown[];
  let content: () => Html | null;
  let subtitle: string;
  let form: () => Html;
  let current: Shell['current'];
  if (view.kind === 'list') {
    const selection = selectList(ctx, lists, view);
    inputs = eventInputs(ctx, selection.slice.events, [selection.slice.more, selection.hasPast]);
    subtitle = word(ctx.lang, view.past ? 'past' : 'upcoming');
    content = () => {
      const list = renderList(ctx, scope, view, selection);
      return (
        list &&
        html`<p class="muted">${subtitle}</p>
          ${list}`
      );
    };
    form = () => dateForm(ctx, scope, view.from ?? today, 'list');
    current = 'list';
  } else if (view.kind === 'month') {
    const month = view.month ?? today.slice(0, 7);
    const selection = monthEvents(lists, month);
    inputs = eventInputs(ctx, selection.events, [month]);
    content = () => renderMonth(ctx, scope, month, selection);
    subtitle = formatMonth(ctx.lang, month);
    form = () => dateForm(ctx, scope, month, 'month');
    current = 'month';
  } else {
    const selection = selectDay(ctx, lists, view);
    inputs = eventInputs(ctx, selection.events, [selection.day]);
    content = () => renderDay(ctx, scope, selection);
    subtitle = formatDay(ctx.lang, selection.day);
    form = () => dateForm(ctx, scope, selection.day, 'day');
    current = 'day';
  }
  inputs.push(today, scopeRecord(item));
  return representations.get(memoKey(ctx, req, 'page'), inputs, () => {
    const shown = content();
    if (shown === null) return null;
    const title = scopeTitle(ctx, item) ?? word(ctx.lang, 'events');
    const feed = viewUrl(ctx.siteUrl, scope, view).replace(/\?.*$/, '');
    const main = html`${scopeIntro(ctx, item)}
      <div class="bar">${form()}${subscribeBlock(ctx, feed, title)}</div>
      ${shown}`;
    return page(ctx, {
      title,
      subtitle,
      here: req.here,
      current: scope.kind === 'all' ? current : undefined,
      feed: `${feed}?ical=1`,
      main,
    });
  });
}

function calendar(
  ctx: PageContext,
  req: PageRequest,
  listed: readonly EventRecord[],
  feed: { kind: FeedKind; name?: string; pageUrl: string },
  series = true,
): Representation {
  const events = series ? withSeries(ctx, listed) : listed;
  const inputs = eventInputs(ctx, events, [feed.kind, feed.name, feed.pageUrl]);
  // a master's rule depends on its occurrences too: one made a draft leaves its date out (feeds.ts)
  for (const e of events) if (e.recurrence) inputs.push(...storedOccurrences(ctx, e));
  return representations.get(memoKey(ctx, req, 'feed'), inputs, () => {
    const { body, fileName } = renderFeed(ctx, events, feed);
    return {
      status: 200,
      contentType: 'text/calendar; charset=UTF-8',
      body,
      headers: { 'Content-Disposition': `attachment; filename="${fileName}"` },
    };
  })!;
}

function viewFeed(
  ctx: PageContext,
  req: PageRequest,
  scope: Scope,
  item: ScopeItem,
  view: View,
  kind: FeedKind,
): Representation {
  const lists = scopeLists(ctx, item);
  const feed = { kind, name: scopeTitle(ctx, item), pageUrl: viewUrl(ctx.siteUrl, scope, view).replace(/\?.*$/, '') };
  if (view.kind === 'month')
    return calendar(ctx, req, monthEvents(lists, view.month ?? ctx.nowWall.slice(0, 7)).events, feed);
  if (view.kind === 'day') return calendar(ctx, req, selectDay(ctx, lists, view).events, feed);
  const args = feedWindowArgs(ctx, req.query);
  // as the plugin: a tribe-bar-date is observed only when it is in the future
  const barDay = view.from && view.from > ctx.nowWall.slice(0, 10) ? `${view.from} 00:00:00` : undefined;
  const events = feedWindow(lists, { start: args.start ?? barDay, end: args.end, now: ctx.nowWall }, args.limit);
  return calendar(ctx, req, events, feed);
}

function represent(ctx: PageContext, req: PageRequest, target: PageTarget): Representation {
  switch (target.kind) {
    case 'home':
      return {
        status: 302,
        contentType: 'text/plain; charset=UTF-8',
        body: '',
        headers: { Location: `${ctx.siteUrl}/events/` },
      };
    case 'stylesheet':
      return {
        status: 200,
        contentType: 'text/css; charset=UTF-8',
        body: STYLESHEET,
        cacheControl:
          req.query.v === STYLESHEET_VERSION ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      };
    case 'notFound':
      return notFound(ctx, req);
    case 'event': {
      const found = ctx.store.findBySlug('events', target.slug);
      const e = found && target.day !== undefined ? occurrenceOn(ctx, found, target.day) : found;
      if (!e || e.status !== 'publish') return notFound(ctx, req);
      // one event's feed: a master with its series, an occurrence alone (that one date)
      if (target.feed)
        return calendar(ctx, req, [e], { kind: target.feed, pageUrl: eventUrl(ctx, e) }, e.recurrence !== undefined);
      return representations.get(memoKey(ctx, req, 'page'), eventInputs(ctx, [e]), () =>
        page(ctx, eventPage(ctx, e, req.here)),
      )!;
    }
    case 'view': {
      const item = resolveScope(ctx, target.scope);
      if (!item) return notFound(ctx, req);
      if (target.feed) return viewFeed(ctx, req, target.scope, item, target.view, target.feed);
      return viewPage(ctx, req, target.scope, item, target.view) ?? notFound(ctx, req);
    }
  }
}

/** The event of a series that starts on `day` (its master for the first date), at `/event/{master}/{day}/`. */
function occurrenceOn(ctx: PageContext, master: EventRecord, day: string): EventRecord | undefined {
  if (!master.recurrence || master.status !== 'publish') return undefined;
  if (master.start.startsWith(day)) return master;
  const onDay = storedOccurrences(ctx, master).filter((o) => o.start.startsWith(day));
  return onDay.find((o) => o.status === 'publish') ?? onDay[0];
}

/** The page or feed at `req.path`, or null when the path is not one (the API then answers). */
export function servePage(req: PageRequest, ctx: PageContext): PageResponse | null {
  const target = parsePagePath(req.path, req.query);
  if (target === null) return null;
  let rep: Representation;
  try {
    rep = represent(ctx, req, target);
  } catch (err) {
    if (!(err instanceof FeedArgumentError)) throw err;
    rep = { status: 400, contentType: 'text/plain; charset=UTF-8', body: `${err.message}\n` };
  }
  return deliver(req, rep, `${ctx.siteUrl}${req.here}`, ctx.now);
}
