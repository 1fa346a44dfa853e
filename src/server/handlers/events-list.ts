// GET /events (API.md §4.2): default window, inclusive/strict dates, filters, order, envelope.
import { defaultWindow, parseDateInput } from '../../domain/dates.js';
import { isLocked } from '../../domain/event-view.js';
import { boundLeastRecent } from '../../domain/least-recent.js';
import { localized } from '../../domain/localized.js';
import { canRead, defaultListStatuses, editsAll, readsAllWithStatus } from '../../domain/permissions.js';
import { matchesAllWords } from '../../domain/text.js';
import type { EventRecord, PostStatus } from '../../store/records.js';
import type { EventLink, SortedEvents, Store } from '../../store/store.js';
import { mergeSorted } from '../../store/sorted-events.js';
import { queryWords } from '../../store/text-index.js';
import { ApiError, invalidParam } from '../errors.js';
import { RawJson } from '../raw-json.js';
import { findFilterTerm, withDescendants } from '../lookups.js';
import type { Language } from '../../spec/types.js';
import type { SiteSettings } from '../site.js';
import type { HandlerContext, HandlerResult } from './context.js';
import { effectiveQuery, pageLinks, pagingOf, totalPages, totalsHeaders, type Paging } from './paging.js';

type DateFilter = 'start_date' | 'end_date' | 'starts_before' | 'starts_after' | 'ends_before' | 'ends_after';
const RANGE_ONLY: DateFilter[] = ['starts_before', 'starts_after', 'ends_before', 'ends_after'];
/** every date argument of the list (the default window's two, then the range-only ones) */
const DATE_FILTERS: readonly DateFilter[] = ['start_date', 'end_date', ...RANGE_ONLY];

/** §4.2.3 inclusive normalization: start_date from 00:00:00, every other filter to 23:59:59. */
function normalize(name: DateFilter, wall: string, strict: boolean): string {
  if (strict) return wall;
  return `${wall.slice(0, 10)} ${name === 'start_date' ? '00:00:00' : '23:59:59'}`;
}

/** The effective date bounds: sent filters resolved in the site timezone, plus the default window. */
function dateBounds(ctx: HandlerContext, strict: boolean): Map<DateFilter, string> {
  const v = ctx.params.values;
  const bounds = new Map<DateFilter, string>();
  if (v.has('include')) return bounds;
  for (const name of DATE_FILTERS) {
    const raw = v.get(name) as string | number | undefined;
    if (raw === undefined) continue;
    // validation parsed it in UTC; in the site timezone it can still leave the years 0000–9999
    const wall = parseDateInput(raw, ctx.site.timezone, ctx.now);
    if (wall === null) throw invalidParam(name);
    bounds.set(name, normalize(name, wall, strict));
  }
  if (!RANGE_ONLY.some((n) => v.has(n))) {
    const w = defaultWindow(ctx.now, ctx.site.timezone);
    if (!bounds.has('start_date')) bounds.set('start_date', normalize('start_date', w.a, strict));
    if (!bounds.has('end_date')) bounds.set('end_date', normalize('end_date', w.b, strict));
  }
  return bounds;
}

function withinBound(e: EventRecord, name: DateFilter, x: string): boolean {
  switch (name) {
    case 'start_date':
      return e.start >= x;
    case 'end_date':
      return e.end <= x;
    case 'starts_before':
      return e.start < x;
    case 'starts_after':
      return e.start > x;
    case 'ends_before':
      return e.end < x;
    case 'ends_after':
      return e.end > x;
  }
}

function inBounds(e: EventRecord, b: Map<DateFilter, string>): boolean {
  for (const [name, bound] of b) if (!withinBound(e, name, bound)) return false;
  return true;
}

const EARTH_KM = 6371;

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

type Predicate = (e: EventRecord) => boolean;

function idSet(items: unknown): Set<number> | undefined {
  return Array.isArray(items) ? new Set(items.map(Number)) : undefined;
}

function listStatuses(ctx: HandlerContext): PostStatus[] {
  const sent = ctx.params.values.get('status') as string[] | undefined;
  return [...new Set(sent?.map((s) => s.toLowerCase() as PostStatus) ?? defaultListStatuses(ctx.caller))];
}

/** §4.2.5 `search`: ids of the events whose texts in the response language hold every word,
 * from the store's word index (locked events are checked again by searchPredicate) */
function searchMatches(ctx: HandlerContext, search: string): Set<number> {
  const lang = ctx.lang;
  const def = ctx.site.language;
  const index = ctx.store.indexes.textIndex(searchKey(lang, def), searchTexts(lang, def));
  return index.matchAll(queryWords(search), (id) => ctx.store.get('events', id));
}

/** the word index of each response language: its key, and the texts it holds */
const searchKey = (lang: Language, def: Language): string => (lang === def ? '' : lang);
const searchTexts =
  (lang: Language, def: Language) =>
  (e: EventRecord): string[] => [
    localized(e, 'title', lang, def),
    localized(e, 'description', lang, def),
    localized(e, 'excerpt', lang, def),
  ];

/**
 * Builds the site language's word index in slices after `calev serve` starts, between requests,
 * instead of during the first search (1.5 s at 100k events). A search that comes first finishes
 * it at once.
 */
export function warmSearch(store: Store, site: SiteSettings): Promise<void> {
  return store.indexes.warmTextIndex(
    searchKey(site.language, site.language),
    searchTexts(site.language, site.language),
  );
}

function searchPredicate(ctx: HandlerContext, search: string, matches: Set<number>): Predicate {
  // the hidden texts of a locked event must not be probed: only its title may match (§2.4)
  return (e) =>
    matches.has(e.id) &&
    (!isLocked(ctx, e) || matchesAllWords(search, [localized(e, 'title', ctx.lang, ctx.site.language)]));
}

/** term ids a categories/tags filter matches (categories: with their descendants) */
function termFilterIds(ctx: HandlerContext, tax: 'categories' | 'tags'): Set<number> | undefined {
  const items = ctx.params.values.get(tax) as string[] | undefined;
  if (!items) return undefined;
  const ids = items.map((i) => findFilterTerm(ctx.store, tax, i, ctx.lang, ctx.site.language)!.id);
  return tax === 'categories' ? withDescendants(ctx.store, ids) : new Set(ids);
}

function filters(
  ctx: HandlerContext,
  bounds: Map<DateFilter, string>,
  statuses: readonly PostStatus[],
  found: Set<number> | undefined,
): Predicate[] {
  const v = ctx.params.values;
  // hidden events only when asked for (a calev addition: exports hold them too)
  const hidden = v.get('hide_from_listings') === true;
  const preds: Predicate[] = [
    (e) => e.hideFromListings === hidden && statuses.includes(e.status) && canRead(ctx.caller, e),
  ];
  if (bounds.size) preds.push((e) => inBounds(e, bounds));
  // a filter on what a locked event's list item hides (§2.4) never matches it: `categories=secret`
  // or `featured=true` would tell what the mask leaves out
  const shown =
    (match: Predicate): Predicate =>
    (e) =>
      !isLocked(ctx, e) && match(e);
  for (const tax of ['categories', 'tags'] as const) {
    const set = termFilterIds(ctx, tax);
    if (set) preds.push(shown((e) => e[tax].some((id) => set.has(id))));
  }
  // ids compare as numbers: `venue=007` names venue 7, as its validation said
  const venues = idSet(v.get('venue'));
  if (venues) preds.push(shown((e) => venues.has(e.venue)));
  const organizers = idSet(v.get('organizer'));
  if (organizers) preds.push(shown((e) => e.organizers.some((id) => organizers.has(id))));
  if (v.has('featured')) preds.push(shown((e) => e.featured === v.get('featured')));
  const include = idSet(v.get('include'));
  if (include) preds.push((e) => include.has(e.id));
  if (v.has('post_parent')) preds.push((e) => e.postParent === v.get('post_parent'));
  if (ctx.site.premium) preds.push(...premiumFilters(ctx).map(shown));
  if (found) preds.push(searchPredicate(ctx, v.get('search') as string, found));
  return preds;
}

function premiumFilters(ctx: HandlerContext): Predicate[] {
  const v = ctx.params.values;
  const preds: Predicate[] = [];
  const coords = (e: EventRecord) => {
    const venue = e.venue ? ctx.store.get('venues', e.venue) : undefined;
    return venue && venue.geoLat !== null && venue.geoLng !== null ? { lat: venue.geoLat, lng: venue.geoLng } : null;
  };
  if (v.has('geoloc')) preds.push((e) => (coords(e) !== null) === v.get('geoloc'));
  if (v.has('geoloc_lat') && v.has('geoloc_lng')) {
    const lat = v.get('geoloc_lat') as number;
    const lng = v.get('geoloc_lng') as number;
    preds.push((e) => {
      const c = coords(e);
      return c !== null && distanceKm(lat, lng, c.lat, c.lng) <= ctx.site.geofence;
    });
  }
  if (v.has('ticketed')) preds.push((e) => e.ticketed === v.get('ticketed'));
  return preds;
}

/** Where the matching events come from: sorted lists, merged in list order, or a loose set. */
type Source = { sorted: SortedEvents[] } | { loose: EventRecord[] };

function eventsWithIds(ctx: HandlerContext, ids: Iterable<number>): EventRecord[] {
  return [...ids].map((id) => ctx.store.get('events', id)).filter((e): e is EventRecord => e !== undefined);
}

/** The smallest index that holds every match (a linked-item filter, the search words, `include`), or the status lists. */
function candidates(ctx: HandlerContext, statuses: readonly PostStatus[], found: Set<number> | undefined): Source {
  const v = ctx.params.values;
  const idx = ctx.store.indexes;
  const include = idSet(v.get('include'));
  if (include) return { loose: eventsWithIds(ctx, include) };
  // the listable lists leave hidden events out: they are few, found by a look at every event
  if (v.get('hide_from_listings') === true) return { loose: ctx.store.all('events').filter((e) => e.hideFromListings) };
  const options: SortedEvents[][] = [];
  const linked = (link: EventLink, ids: Iterable<number> | undefined) => {
    if (ids) options.push([...ids].map((id) => idx.linkedEvents(link, id)));
  };
  linked('categories', termFilterIds(ctx, 'categories'));
  linked('tags', termFilterIds(ctx, 'tags'));
  linked('venues', idSet(v.get('venue')));
  linked('organizers', idSet(v.get('organizer')));
  if (v.has('post_parent')) linked('parents', [v.get('post_parent') as number]);
  options.push(statuses.map((s) => idx.listableEvents(s)));
  const size = (lists: SortedEvents[]) => lists.reduce((n, l) => n + l.size, 0);
  const best = options.reduce((b, o) => (size(o) < size(b) ? o : b));
  if (found && found.size < size(best)) return { loose: eventsWithIds(ctx, found) };
  return { sorted: best };
}

/** The part of a list that the start-date bounds leave: [from, to). */
function startRange(list: SortedEvents, bounds: Map<DateFilter, string>): [number, number] {
  let from = 0;
  let to = list.size;
  const startDate = bounds.get('start_date');
  if (startDate !== undefined) from = Math.max(from, list.startBound(startDate, false));
  const after = bounds.get('starts_after');
  if (after !== undefined) from = Math.max(from, list.startBound(after, true));
  const before = bounds.get('starts_before');
  if (before !== undefined) to = Math.min(to, list.startBound(before, false));
  // what ends after x started at most the list's longest span before x (`calev agenda` asks this)
  const endsAfter = bounds.get('ends_after');
  if (endsAfter !== undefined) from = Math.max(from, list.endAfterBound(endsAfter));
  // an event never ends before it starts, so end <= x needs start <= x
  const endDate = bounds.get('end_date');
  if (endDate !== undefined && !list.backwards) to = Math.min(to, list.startBound(endDate, true));
  return [from, Math.max(from, to)];
}

/**
 * The default list, plain date windows, and those narrowed to one category, tag, venue,
 * organizer or parent: totals from binary searches on per-status lists, and only the page itself
 * read. Only when every listed status is readable in full by the caller and no other filter than
 * start_date/end_date/starts_before/starts_after (and that one link) is sent.
 */
const PLAIN_LIST_ARGS = new Set([
  'page',
  'per_page',
  'start_date',
  'end_date',
  'starts_before',
  'starts_after',
  'strict_dates',
  'status',
  'translation_language',
  'hide_subsequent_recurrences',
]);
const LINK_FILTERS: Readonly<Record<string, EventLink>> = {
  categories: 'categories',
  tags: 'tags',
  venue: 'venues',
  organizer: 'organizers',
  post_parent: 'parents',
};

/** the one linked item a plain list is narrowed to; null: none; undefined: not a plain list */
function plainScope(ctx: HandlerContext): { link: EventLink; id: number } | null | undefined {
  let scope: { link: EventLink; id: number } | null = null;
  for (const [name, value] of ctx.params.values) {
    if (PLAIN_LIST_ARGS.has(name)) continue;
    const link = LINK_FILTERS[name];
    if (!link || scope) return undefined;
    const ids =
      name === 'categories' || name === 'tags'
        ? termFilterIds(ctx, name)!
        : name === 'post_parent'
          ? new Set([value as number])
          : idSet(value)!;
    if (ids.size !== 1) return undefined;
    scope = { link, id: [...ids][0] };
  }
  return scope;
}

function plainWindow(
  ctx: HandlerContext,
  statuses: readonly PostStatus[],
  bounds: Map<DateFilter, string>,
  paging: Paging,
): { total: number; page: EventRecord[] } | undefined {
  if (bounds.has('ends_before') || bounds.has('ends_after')) return undefined;
  if (!statuses.every((s) => readsAllWithStatus(ctx.caller, s))) return undefined;
  const scope = plainScope(ctx);
  if (scope === undefined) return undefined;
  const idx = ctx.store.indexes;
  // a locked event's categories, tags, venue and organizers match no filter (filters): counted
  // one by one where there may be one
  if (scope && scope.link !== 'parents' && idx.hasPasswordedEvents() && !editsAll(ctx.caller)) return undefined;
  const lists = statuses.map((s) =>
    scope ? idx.listableLinkedEvents(scope.link, scope.id, s) : idx.listableEvents(s),
  );
  if (lists.some((l) => l.backwards)) return undefined;
  const ranges = lists.map((l) => startRange(l, bounds));
  const endDate = bounds.get('end_date');
  let total = 0;
  lists.forEach((list, i) => {
    const [from, to] = ranges[i];
    total += to - from - (endDate === undefined ? 0 : list.countEndingAfter(from, to, endDate));
  });
  const page: EventRecord[] = [];
  const skip = (paging.page - 1) * paging.perPage;
  let n = 0;
  for (const e of mergeSorted(lists, ranges, (e) => endDate === undefined || e.end <= endDate)) {
    if (n++ < skip) continue;
    page.push(e);
    if (page.length === paging.perPage) break;
  }
  return { total, page };
}

function matching(
  ctx: HandlerContext,
  statuses: readonly PostStatus[],
  bounds: Map<DateFilter, string>,
): EventRecord[] {
  const search = ctx.params.values.get('search') as string | undefined;
  // a search of white space alone has no word to miss: every event holds all of none (§4.2.5),
  // as every venue matches it (§4.3)
  const found = search === undefined || queryWords(search).length === 0 ? undefined : searchMatches(ctx, search);
  const preds = filters(ctx, bounds, statuses, found);
  const keep: Predicate = (e) => preds.every((p) => p(e));
  const source = candidates(ctx, statuses, found);
  if ('loose' in source) {
    const items = source.loose.filter(keep);
    // §4.2.5: with include, publication date then id; otherwise list order
    if (ctx.params.values.has('include'))
      return items.sort((a, b) => (a.dateUtc < b.dateUtc ? -1 : a.dateUtc > b.dateUtc ? 1 : a.id - b.id));
    return items.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id));
  }
  const ranges = source.sorted.map((l) => startRange(l, bounds));
  return [...mergeSorted(source.sorted, ranges, keep)];
}

export async function listEvents(ctx: HandlerContext): Promise<HandlerResult> {
  const v = ctx.params.values;
  const paging = pagingOf(v);
  // include ignores strict_dates like every date argument (§4.2.5), so it is not written in links
  const strict = v.get('strict_dates') === true && !v.has('include');
  const bounds = dateBounds(ctx, strict);
  const statuses = listStatuses(ctx);
  let total: number;
  let slice: EventRecord[];
  // §7.1: the first occurrence of each series the query lists (premium only)
  const firstOfSeries = ctx.site.premium && v.get('hide_subsequent_recurrences') === true;
  const plain = firstOfSeries ? undefined : plainWindow(ctx, statuses, bounds, paging);
  if (plain) {
    total = plain.total;
    slice = plain.page;
  } else {
    let items = matching(ctx, statuses, bounds);
    if (firstOfSeries) items = firstOfEachSeries(items);
    total = items.length;
    slice = items.slice((paging.page - 1) * paging.perPage, paging.page * paging.perPage);
  }
  const pages = totalPages(total, paging.perPage);
  if (paging.page > 1 && paging.page > pages) throw new ApiError('event-archive-page-not-found');
  const overrides = new Map<string, string | null>([['strict_dates', strict ? 'true' : null]]);
  for (const name of DATE_FILTERS) overrides.set(name, bounds.get(name) ?? null);
  const links = pageLinks(
    `${ctx.nsUrl}/events`,
    effectiveQuery(ctx.endpoint, v, ctx.params.raw, paging, overrides),
    paging,
    pages,
  );
  return {
    status: 200,
    headers: totalsHeaders(total, pages),
    body: listBody(
      slice.map((e) => ctx.views.eventJson(ctx, e, 'item')),
      { ...links, total, total_pages: pages },
    ),
  };
}

/** The first item of each series (master and occurrences share the master's id), in list order. */
function firstOfEachSeries(items: EventRecord[]): EventRecord[] {
  const seen = new Set<number>();
  return items.filter((e) => {
    const series = e.postParent || e.id;
    if (seen.has(series)) return false;
    seen.add(series);
    return true;
  });
}

/**
 * The text of `{ events, ...rest }` spliced from the cached item texts, with its byte length
 * summed from theirs: serializing the envelope around them with a replacer, then measuring the
 * whole text again, cost more than building the page.
 */
function listBody(items: RawJson[], rest: Record<string, unknown>): RawJson {
  const tail = `]${JSON.stringify(rest).replace(/^\{/, ',')}`;
  const last = recentPages.get(tail);
  if (last && sameItems(last.items, items)) return last.body;
  let bytes = '{"events":['.length + Buffer.byteLength(tail) + Math.max(0, items.length - 1);
  for (const item of items) bytes += item.byteLength;
  const body = new RawJson(`{"events":[${items.map((item) => item.json).join(',')}${tail}`, bytes);
  recentPages.delete(tail);
  recentPages.set(tail, { items, body });
  boundLeastRecent(recentPages, RECENT_PAGES);
  return body;
}

/**
 * The last page texts by envelope text (links and totals), oldest first. A page text is a pure
 * function of its envelope and the item texts, and cached item texts are the same objects while
 * valid, so a page whose envelope and items are unchanged is the same text: the busiest pages
 * (the default list) are then not copied together again on every request.
 */
const recentPages = new Map<string, { items: RawJson[]; body: RawJson }>();
const RECENT_PAGES = 64;

function sameItems(a: readonly RawJson[], b: readonly RawJson[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
