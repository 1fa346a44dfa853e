// The page and feed addresses The Events Calendar answers (its rewrite rules, Views v2 query
// arguments) and the addresses pages link to. Paths are what follows the language segment.
import { slugForUrl } from '../domain/slugs.js';
import { isDay, isMonth } from './calendar-dates.js';

export type Scope = { kind: 'all' } | { kind: 'category' | 'tag' | 'venue' | 'organizer'; slug: string };

export type View =
  /** upcoming events (or past ones), 10 a page; `from`: the tribe-bar-date day */
  | { kind: 'list'; page: number; past: boolean; from?: string }
  /** the month grid; undefined: this month */
  | { kind: 'month'; month?: string }
  /** the events of one day; undefined: today */
  | { kind: 'day'; day?: string };

export type FeedKind = 'ical' | 'outlook';

export type PageTarget =
  | { kind: 'home' }
  | { kind: 'stylesheet' }
  /** `day`: an occurrence of a series, at its master's address with its date (API.md §7.1) */
  | { kind: 'event'; slug: string; day?: string; feed: FeedKind | null }
  | { kind: 'view'; scope: Scope; view: View; feed: FeedKind | null }
  | { kind: 'notFound' };

export const STYLESHEET_PATH = '/calev-assets/style.css';

type Query = Readonly<Record<string, unknown>>;

function text(query: Query, name: string): string | undefined {
  const v = query[name];
  return typeof v === 'string' ? v : undefined;
}

function decodeSlug(segment: string): string | null {
  try {
    const slug = decodeURIComponent(segment);
    return slug === '' || slug.includes('/') ? null : slug;
  } catch {
    return null;
  }
}

function feedOf(query: Query, last: string | undefined): FeedKind | null {
  if (text(query, 'outlook-ical') !== undefined) return 'outlook';
  if (text(query, 'ical') !== undefined || last === 'ical') return 'ical';
  return null;
}

/** The view of the segments after a scope's base (`/events/`, `/events/category/jazz/`, …). */
function viewOf(rest: string[], query: Query, scope: Scope): View | null {
  const barDate = text(query, 'tribe-bar-date');
  const past = text(query, 'eventDisplay') === 'past';
  const page = (n: string | undefined): number | null =>
    n !== undefined && /^[1-9]\d{0,5}$/.test(n) ? Number(n) : null;
  const list = (p: number | null): View | null =>
    p === null ? null : { kind: 'list', page: p, past, from: barDate && isDay(barDate) ? barDate : undefined };
  const [a, b, c] = rest;
  const linked = scope.kind === 'venue' || scope.kind === 'organizer';
  if (rest.length === 0) return list(1);
  if (a === 'page' && rest.length === 2) return list(page(b));
  if (linked) return null;
  if (a === 'list' && rest.length === 1) return list(1);
  if (a === 'list' && b === 'page' && rest.length === 3) return list(page(c));
  const monthParam = barDate?.slice(0, 7);
  if (a === 'month' && rest.length === 1)
    return { kind: 'month', month: monthParam && isMonth(monthParam) ? monthParam : undefined };
  if (a === 'month' && rest.length === 2) return isMonth(b) ? { kind: 'month', month: b } : null;
  if (rest.length === 1 && isMonth(a)) return { kind: 'month', month: a };
  if (a === 'today' && rest.length === 1) return { kind: 'day', day: barDate && isDay(barDate) ? barDate : undefined };
  if (rest.length === 1 && isDay(a)) return { kind: 'day', day: a };
  if (a === 'day' && rest.length === 2) return isDay(b) ? { kind: 'day', day: b } : null;
  return null;
}

/** the first segment of every page address but the home and the stylesheet */
const PAGE_HEADS: ReadonlySet<string> = new Set(['events', 'event', 'venue', 'organizer', 'tag', 'events.ics']);

/** a segment in the place of a language segment (`xx`, `fr`, `pt-pt`): the server took none, or took one before it */
const LANGUAGE_LIKE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

/**
 * A page address behind segments in the place of a language (`/xx/events/`, the language twice in
 * `/fr/fr/events/`): no page is there, and a browser is shown the page 404 rather than the API's.
 */
function underUnknownLanguage(segments: readonly string[]): boolean {
  const after = segments.findIndex((s) => !LANGUAGE_LIKE.test(s));
  return after > 0 && PAGE_HEADS.has(segments[after]);
}

/** What a GET of `path` (after the language segment, without the query) asks for; null: not a page address (the API answers). */
export function parsePagePath(path: string, query: Query): PageTarget | null {
  if (path === '/' || path === '') return { kind: 'home' };
  if (path === STYLESHEET_PATH) return { kind: 'stylesheet' };
  if (path === '/events.ics')
    return { kind: 'view', scope: { kind: 'all' }, view: { kind: 'list', page: 1, past: false }, feed: 'ical' };
  const segments = path.split('/').filter((s) => s !== '');
  const [head] = segments;
  if (head !== 'events' && head !== 'event' && head !== 'venue' && head !== 'organizer' && head !== 'tag')
    return underUnknownLanguage(segments) ? { kind: 'notFound' } : null;
  let rest = segments.slice(1);
  const feedSegment = rest.at(-1) === 'ical';
  if (feedSegment) rest = rest.slice(0, -1);
  const feed = feedOf(query, feedSegment ? 'ical' : undefined);
  const notFound: PageTarget = { kind: 'notFound' };
  let scope: Scope = { kind: 'all' };
  if (head === 'event') {
    const slug = rest.length === 1 || rest.length === 2 ? decodeSlug(rest[0]) : null;
    if (slug === null) return notFound;
    if (rest.length === 1) return { kind: 'event', slug, feed };
    return isDay(rest[1]) ? { kind: 'event', slug, day: rest[1], feed } : notFound;
  }
  if (head === 'events' && (rest[0] === 'category' || rest[0] === 'tag')) {
    const slug = rest.length >= 2 ? decodeSlug(rest[1]) : null;
    if (slug === null) return notFound;
    scope = { kind: rest[0], slug };
    rest = rest.slice(2);
  } else if (head !== 'events') {
    const slug = rest.length >= 1 ? decodeSlug(rest[0]) : null;
    if (slug === null) return notFound;
    scope = { kind: head, slug };
    rest = rest.slice(1);
  }
  const view = viewOf(rest, query, scope);
  return view ? { kind: 'view', scope, view, feed } : notFound;
}

/** The address of a scope's default view: `{site}/events/`, `{site}/events/category/jazz/`, `{site}/venue/blue-room/`, … */
export function scopeUrl(siteUrl: string, scope: Scope): string {
  switch (scope.kind) {
    case 'all':
      return `${siteUrl}/events/`;
    case 'category':
    case 'tag':
      return `${siteUrl}/events/${scope.kind}/${slugForUrl(scope.slug)}/`;
    case 'venue':
    case 'organizer':
      return `${siteUrl}/${scope.kind}/${slugForUrl(scope.slug)}/`;
  }
}

/** The address of a view of a scope (venues and organizers have their list only). */
export function viewUrl(siteUrl: string, scope: Scope, view: View): string {
  const base = scopeUrl(siteUrl, scope);
  const listBase = scope.kind === 'venue' || scope.kind === 'organizer' ? base : `${base}list/`;
  switch (view.kind) {
    case 'list': {
      const path = view.page > 1 ? `${listBase}page/${view.page}/` : view.past || view.from ? listBase : base;
      const query = [view.past ? 'eventDisplay=past' : '', view.from ? `tribe-bar-date=${view.from}` : ''].filter(
        Boolean,
      );
      return query.length ? `${path}?${query.join('&')}` : path;
    }
    case 'month':
      return view.month ? `${base}month/${view.month}/` : `${base}month/`;
    case 'day':
      return view.day ? `${base}${view.day}/` : `${base}today/`;
  }
}

/** The feed of a view: `?ical=1` on its address, as the plugin writes it. */
export function feedUrl(pageUrl: string, kind: FeedKind = 'ical'): string {
  return `${pageUrl}${pageUrl.includes('?') ? '&' : '?'}${kind === 'outlook' ? 'outlook-ical' : 'ical'}=1`;
}
