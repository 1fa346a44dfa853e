// Pages and feeds: what `calev serve` answers at the addresses the API hands out (`url` of events,
// venues, organizers and terms) and at the plugin's views. The server application calls
// `servePage` for every GET or HEAD that is not an API request; null means "not a page address".
import { localized } from '../domain/localized.js';
import { formatDay, formatMonth } from './calendar-dates.js';
import type { PageContext, PageRequest, PageResponse } from './context.js';
import { deliver, type Representation } from './delivery.js';
import { eventPage } from './event-page.js';
import { descriptionBlock, organizerFacts, venueFacts } from './details.js';
import { FeedArgumentError, feedWindowArgs, renderFeed } from './feeds.js';
import { html, type Html } from './html.js';
import { renderPage, subscribeBlock, type Shell } from './layout.js';
import { dateForm, renderDay, renderList } from './list-page.js';
import { monthEvents, renderMonth } from './month-page.js';
import { parsePagePath, viewUrl, type FeedKind, type PageTarget, type Scope, type View } from './paths.js';
import { feedWindow, overlapping, resolveScope, scopeLists, type ScopeItem } from './selection.js';
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
      return word(ctx.lang, 'eventsIn', localized(item.term, 'name', ctx.lang, ctx.site.language));
    case 'tag':
      return word(ctx.lang, 'eventsTagged', localized(item.term, 'name', ctx.lang, ctx.site.language));
    case 'venue':
      return localized(item.venue, 'name', ctx.lang, ctx.site.language);
    case 'organizer':
      return localized(item.organizer, 'name', ctx.lang, ctx.site.language);
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

function viewPage(
  ctx: PageContext,
  req: PageRequest,
  scope: Scope,
  item: ScopeItem,
  view: View,
): Representation | null {
  const lists = scopeLists(ctx, item);
  const title = scopeTitle(ctx, item) ?? word(ctx.lang, 'events');
  const pageUrl = viewUrl(ctx.siteUrl, scope, view);
  let content: Html | null;
  let subtitle: string;
  let form: Html;
  let current: Shell['current'];
  if (view.kind === 'list') {
    content = renderList(ctx, scope, lists, view);
    subtitle = word(ctx.lang, view.past ? 'past' : 'upcoming');
    form = dateForm(ctx, scope, view.from ?? ctx.nowWall.slice(0, 10), 'date');
    current = 'list';
    if (content)
      content = html`<p class="muted">${subtitle}</p>
        ${content}`;
  } else if (view.kind === 'month') {
    const month = view.month ?? ctx.nowWall.slice(0, 7);
    content = renderMonth(ctx, scope, lists, month);
    subtitle = formatMonth(ctx.lang, month);
    form = dateForm(ctx, scope, month, 'month');
    current = 'month';
  } else {
    content = renderDay(ctx, scope, lists, view);
    subtitle = formatDay(ctx.lang, view.day ?? ctx.nowWall.slice(0, 10));
    form = dateForm(ctx, scope, view.day ?? ctx.nowWall.slice(0, 10), 'date');
    current = 'day';
  }
  if (content === null) return null;
  const feed = pageUrl.replace(/\?.*$/, '');
  const main = html`${scopeIntro(ctx, item)}
    <div class="bar">${form}${subscribeBlock(ctx, feed, title)}</div>
    ${content}`;
  return page(ctx, {
    title,
    subtitle,
    here: req.here,
    current: scope.kind === 'all' ? current : undefined,
    feed: `${feed}?ical=1`,
    main,
  });
}

function calendar(
  ctx: PageContext,
  events: Parameters<typeof renderFeed>[1],
  feed: Parameters<typeof renderFeed>[2],
): Representation {
  const { body, fileName } = renderFeed(ctx, events, feed);
  return {
    status: 200,
    contentType: 'text/calendar; charset=UTF-8',
    body,
    headers: { 'Content-Disposition': `attachment; filename="${fileName}"` },
  };
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
  const pageUrl = viewUrl(ctx.siteUrl, scope, view).replace(/\?.*$/, '');
  const name = scopeTitle(ctx, item);
  if (view.kind === 'month')
    return calendar(ctx, monthEvents(lists, view.month ?? ctx.nowWall.slice(0, 7)).events, { kind, name, pageUrl });
  if (view.kind === 'day') {
    const day = view.day ?? ctx.nowWall.slice(0, 10);
    return calendar(ctx, overlapping(lists, `${day} 00:00:00`, `${day} 23:59:59`), { kind, name, pageUrl });
  }
  const args = feedWindowArgs(ctx, req.query);
  // as the plugin: a tribe-bar-date is observed only when it is in the future
  const barDay = view.from && view.from > ctx.nowWall.slice(0, 10) ? `${view.from} 00:00:00` : undefined;
  const events = feedWindow(lists, { start: args.start ?? barDay, end: args.end, now: ctx.nowWall }, args.limit);
  return calendar(ctx, events, { kind, name, pageUrl });
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
      const e = ctx.store.findBySlug('events', target.slug);
      if (!e || e.status !== 'publish') return notFound(ctx, req);
      if (target.feed)
        return calendar(ctx, [e], {
          kind: target.feed,
          name: undefined,
          pageUrl: `${ctx.siteUrl}/event/${target.slug}/`,
        });
      return page(ctx, eventPage(ctx, e, req.here));
    }
    case 'view': {
      const item = resolveScope(ctx, target.scope);
      if (!item) return notFound(ctx, req);
      if (target.feed) return viewFeed(ctx, req, target.scope, item, target.view, target.feed);
      return viewPage(ctx, req, target.scope, item, target.view) ?? notFound(ctx, req);
    }
  }
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
