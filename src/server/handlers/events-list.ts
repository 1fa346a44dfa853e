// GET /events (API.md §4.2): default window, inclusive/strict dates, filters, order, envelope.
import { defaultWindow, parseDateInput } from '../../domain/dates.js';
import { eventListItem } from '../../domain/event-view.js';
import { localized } from '../../domain/localized.js';
import { canRead, defaultListStatuses } from '../../domain/permissions.js';
import { matchesAllWords } from '../../domain/text.js';
import type { EventRecord } from '../../store/records.js';
import { ApiError, invalidParam } from '../errors.js';
import { findFilterTerm, withDescendants } from '../lookups.js';
import type { HandlerContext, HandlerResult } from './context.js';
import { effectiveQuery, pageLinks, pagingOf, totalPages, totalsHeaders } from './paging.js';

type DateFilter = 'start_date' | 'end_date' | 'starts_before' | 'starts_after' | 'ends_before' | 'ends_after';
const RANGE_ONLY: DateFilter[] = ['starts_before', 'starts_after', 'ends_before', 'ends_after'];

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
  for (const name of ['start_date', 'end_date', ...RANGE_ONLY] as DateFilter[]) {
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

function inBounds(e: EventRecord, b: Map<DateFilter, string>): boolean {
  const test: Record<DateFilter, (bound: string) => boolean> = {
    start_date: (x) => e.start >= x,
    end_date: (x) => e.end <= x,
    starts_before: (x) => e.start < x,
    starts_after: (x) => e.start > x,
    ends_before: (x) => e.end < x,
    ends_after: (x) => e.end > x,
  };
  for (const [name, bound] of b) if (!test[name](bound)) return false;
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

function filters(ctx: HandlerContext, bounds: Map<DateFilter, string>): Predicate[] {
  const v = ctx.params.values;
  const lang = ctx.lang;
  const def = ctx.site.language;
  const preds: Predicate[] = [(e) => !e.hideFromListings && canRead(ctx.caller, e)];
  const statuses = ((v.get('status') as string[] | undefined)?.map((s) => s.toLowerCase()) ?? defaultListStatuses(ctx.caller)) as string[];
  preds.push((e) => statuses.includes(e.status));
  if (bounds.size) preds.push((e) => inBounds(e, bounds));
  const search = v.get('search') as string | undefined;
  if (search !== undefined) {
    preds.push((e) => matchesAllWords(search, [localized(e, 'title', lang, def), localized(e, 'description', lang, def), localized(e, 'excerpt', lang, def)]));
  }
  for (const tax of ['categories', 'tags'] as const) {
    const items = v.get(tax) as string[] | undefined;
    if (!items) continue;
    const ids = items.map((i) => findFilterTerm(ctx.store, tax, i, lang, def)!.id);
    const set = tax === 'categories' ? withDescendants(ctx.store, ids) : new Set(ids);
    preds.push((e) => e[tax].some((id) => set.has(id)));
  }
  // ids compare as numbers: `venue=007` names venue 7, as its validation said
  const venues = idSet(v.get('venue'));
  if (venues) preds.push((e) => venues.has(e.venue));
  const organizers = idSet(v.get('organizer'));
  if (organizers) preds.push((e) => e.organizers.some((id) => organizers.has(id)));
  if (v.has('featured')) preds.push((e) => e.featured === v.get('featured'));
  const include = idSet(v.get('include'));
  if (include) preds.push((e) => include.has(e.id));
  if (v.has('post_parent')) preds.push((e) => e.postParent === v.get('post_parent'));
  if (ctx.site.premium) preds.push(...premiumFilters(ctx));
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

export async function listEvents(ctx: HandlerContext): Promise<HandlerResult> {
  const v = ctx.params.values;
  const paging = pagingOf(v);
  // include ignores strict_dates like every date argument (§4.2.5), so it is not written in links
  const strict = v.get('strict_dates') === true && !v.has('include');
  const bounds = dateBounds(ctx, strict);
  const preds = filters(ctx, bounds);
  const items = ctx.store.all('events').filter((e) => preds.every((p) => p(e)));
  if (v.has('include')) items.sort((a, b) => (a.dateUtc < b.dateUtc ? -1 : a.dateUtc > b.dateUtc ? 1 : a.id - b.id));
  else items.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id));
  const total = items.length;
  const pages = totalPages(total, paging.perPage);
  if (paging.page > 1 && paging.page > pages) throw new ApiError('event-archive-page-not-found');
  const slice = items.slice((paging.page - 1) * paging.perPage, paging.page * paging.perPage);
  const overrides = new Map<string, string | null>([['strict_dates', strict ? 'true' : null]]);
  for (const name of ['start_date', 'end_date', ...RANGE_ONLY] as DateFilter[]) overrides.set(name, bounds.get(name) ?? null);
  const links = pageLinks(`${ctx.nsUrl}/events`, effectiveQuery(ctx.endpoint, v, ctx.params.raw, paging, overrides), paging, pages);
  return {
    status: 200,
    headers: totalsHeaders(total, pages),
    body: { events: slice.map((e) => eventListItem(ctx, e)), ...links, total, total_pages: pages },
  };
}
