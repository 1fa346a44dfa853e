// The event representation (API.md §3.2), password masking (§2.4) and json_ld (§3.7).
import { FREE } from '../spec/errors.js';
import { translate } from '../spec/catalogues/index.js';
import { isOccurrence, type EventRecord, type TermRecord } from '../store/records.js';
import { parseCost, type ParsedCost } from './cost.js';
import { dateDetails } from './dates.js';
import { localized } from './localized.js';
import { canEdit, canRead } from './permissions.js';
import {
  cachedEmbeddedTermView,
  cachedOrganizerPerson,
  cachedVenuePlace,
  globalId,
  imageView,
  organizerView,
  postHead,
  postUrl,
  venueView,
} from './post-views.js';
import { endToUtc, isoAt, localToUtc, timezoneAbbr } from './timezones.js';
import { RecordMemo } from './record-memo.js';
import { plainText } from './text.js';
import type { ViewContext } from './view-context.js';

type Json = Record<string, unknown>;

export type EventMode =
  /** single GET: json_ld on the event and its embedded venue/organizers */
  | 'single'
  /** lists and write responses */
  | 'plain';

/** Locked for this caller: protected and not editable by them (§2.4). */
export function isLocked(ctx: ViewContext, e: EventRecord): boolean {
  return e.password !== '' && !canEdit(ctx.caller, e);
}

/**
 * The event's venue, organizers and terms may be shown to this caller: it can read the event and
 * it is not locked. Linked-item filters (`/venues?event=`, `/categories?post=`, …) use this, so
 * they never hand out what the event's masked list item hides (§2.4).
 */
export function linksVisible(ctx: ViewContext, e: EventRecord | undefined): e is EventRecord {
  return e !== undefined && canRead(ctx.caller, e) && !isLocked(ctx, e);
}

function sortedTerms(ctx: ViewContext, tax: 'categories' | 'tags', ids: readonly number[]): Json[] {
  const terms = ids.map((id) => ctx.store.get(tax, id)).filter((t): t is TermRecord => t !== undefined);
  const name = (t: TermRecord) => localized(t, 'name', ctx.lang, ctx.site.language).toLowerCase();
  terms.sort((a, b) => (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : a.id - b.id));
  return terms.map((t) => cachedEmbeddedTermView(ctx, tax, t));
}

const UNLISTED = new Set(['draft', 'pending']);

/** §7.1: an occurrence's URL is its master's with the date appended (/event/{master}/{Y-m-d}/). */
export function eventUrl(ctx: ViewContext, e: EventRecord): string {
  const master = isOccurrence(e) ? ctx.store.get('events', e.postParent) : undefined;
  if (master && !UNLISTED.has(e.status) && !UNLISTED.has(master.status))
    return `${postUrl(ctx, 'events', master.id, master.slug, master.status)}${e.start.slice(0, 10)}/`;
  return postUrl(ctx, 'events', e.id, e.slug, e.status);
}

/** What an event's representation derives from the record alone (and the site timezone): built
 * once per stored version of the record, since records are replaced, never changed, on write,
 * and kept for the records shown most recently (record-memo.ts). */
interface EventDerived {
  siteTimezone: string;
  utcStart: string;
  utcEnd: string;
  abbr: string;
  startDetails: Json;
  endDetails: Json;
  utcStartDetails: Json;
  utcEndDetails: Json;
}

const derivedOf = new RecordMemo<EventRecord, EventDerived>();

function details(wall: string): Json {
  return Object.freeze(dateDetails(wall));
}

/** `keep` false: not kept for the record (the answer of a write, see eventView) */
function derived(ctx: ViewContext, e: EventRecord, keep = true): EventDerived {
  let d = derivedOf.get(e);
  if (d && d.siteTimezone === ctx.site.timezone) return d;
  const utcStart = localToUtc(e.start, e.timezone);
  // §3.2: an ambiguous wall clock is its earlier instant; only an occurrence's end may be the
  // later one, where that keeps the master's length (§7.1: a one-hour 02:30 occurrence on the
  // night the clocks go back ends at the second 02:30)
  const utcEnd = isOccurrence(e) ? endToUtc(e.start, e.end, e.timezone) : localToUtc(e.end, e.timezone);
  d = {
    siteTimezone: ctx.site.timezone,
    utcStart,
    utcEnd,
    abbr: timezoneAbbr(e.timezone, utcStart),
    startDetails: details(e.start),
    endDetails: details(e.end),
    utcStartDetails: details(utcStart),
    utcEndDetails: details(utcEnd),
  };
  if (keep) derivedOf.set(e, d);
  return d;
}

/** The event's parsed cost in the caller's language (its word for 0) */
export function eventCost(ctx: ViewContext, e: EventRecord): ParsedCost {
  return sharedCost(e.cost, translate(FREE, ctx.lang));
}

/** parsed costs by their entries and word for 0: events repeat a few costs ('Free', '$10'), so
 * most events share a frozen parse instead of each parsing (and keeping) its own */
const parsedCosts = new Map<string, ParsedCost>();
const MAX_PARSED_COSTS = 10_000;

function sharedCost(entries: readonly string[], free: string): ParsedCost {
  const key = entries.length === 1 ? `${free}\u0000${entries[0]}` : `${free}\u0001${JSON.stringify(entries)}`;
  let cost = parsedCosts.get(key);
  if (cost === undefined) {
    if (parsedCosts.size >= MAX_PARSED_COSTS) parsedCosts.clear();
    cost = deepFreeze(parseCost(entries, free));
    parsedCosts.set(key, cost);
  }
  return cost;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/**
 * `keep` false for the answer of a write: what the view derives from the record is not kept for
 * it (it is shown once; the next write replaces the record), so a stream of writes leaves no
 * derived data behind for every record it wrote.
 */
export function eventView(ctx: ViewContext, e: EventRecord, mode: EventMode, keep = true): Json {
  const url = eventUrl(ctx, e);
  const d = derived(ctx, e, keep);
  const { utcStart, utcEnd } = d;
  const cost = eventCost(ctx, e);
  const withLd = mode === 'single' && e.password === '';
  const venue = e.venue ? ctx.store.get('venues', e.venue) : undefined;
  const organizers = e.organizers.map((id) => ctx.store.get('organizers', id)).filter((o) => o !== undefined);
  const out: Json = {
    id: e.id,
    global_id: globalId(ctx, e.id),
    global_id_lineage: [globalId(ctx, e.id)],
    ...postHead(ctx, e, keep),
    url,
    rest_url: `${ctx.nsUrl}/events/${e.id}`,
    title: localized(e, 'title', ctx.lang, ctx.site.language),
    description: localized(e, 'description', ctx.lang, ctx.site.language),
    excerpt: localized(e, 'excerpt', ctx.lang, ctx.site.language),
    slug: e.slug,
    image: imageView(ctx, e.image),
    all_day: e.allDay,
    start_date: e.start,
    start_date_details: d.startDetails,
    end_date: e.end,
    end_date_details: d.endDetails,
    utc_start_date: utcStart,
    utc_start_date_details: d.utcStartDetails,
    utc_end_date: utcEnd,
    utc_end_date_details: d.utcEndDetails,
    timezone: e.timezone,
    timezone_abbr: d.abbr,
    cost: cost.cost,
    cost_details: cost.details,
    website: e.website ?? url,
    show_map: e.showMap,
    show_map_link: e.showMapLink,
    hide_from_listings: e.hideFromListings,
    sticky: e.sticky,
    featured: e.featured,
    categories: sortedTerms(ctx, 'categories', e.categories),
    tags: sortedTerms(ctx, 'tags', e.tags),
    venue: venue ? venueView(ctx, venue, withLd) : [],
    organizer: organizers.map((o) => organizerView(ctx, o, withLd)),
    custom_fields: [],
  };
  if (ctx.site.premium) {
    out.post_parent = e.postParent;
    // §7.1: a master's rule is filled in by the server (src/recurrence is a layer above this one)
    out.recurrence = null;
    out.ticketed = e.ticketed;
  }
  if (withLd) out.json_ld = eventJsonLd(ctx, e, url, utcStart, utcEnd, cost.details.values);
  return out;
}

function eventJsonLd(
  ctx: ViewContext,
  e: EventRecord,
  url: string,
  utcStart: string,
  utcEnd: string,
  values: string[],
): Json {
  const excerpt = plainText(localized(e, 'excerpt', ctx.lang, ctx.site.language));
  const img = imageView(ctx, e.image);
  const venue = e.venue ? ctx.store.get('venues', e.venue) : undefined;
  const organizers = e.organizers.map((id) => ctx.store.get('organizers', id)).filter((o) => o !== undefined);
  const ld: Json = {
    '@context': 'http://schema.org',
    '@type': 'Event',
    name: plainText(localized(e, 'title', ctx.lang, ctx.site.language)),
    description: excerpt !== '' ? excerpt : plainText(localized(e, 'description', ctx.lang, ctx.site.language)),
  };
  if (img) ld.image = img.url;
  Object.assign(ld, {
    url,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    startDate: isoAt(utcStart, e.timezone),
    endDate: isoAt(utcEnd, e.timezone),
  });
  if (venue) ld.location = cachedVenuePlace(ctx, venue);
  if (organizers.length) ld.organizer = organizers.map((o) => cachedOrganizerPerson(ctx, o));
  const numeric = values.filter((v) => /^\d/.test(v));
  if (numeric.length) ld.offers = { '@type': 'Offer', url, price: numeric[0] };
  ld.performer = 'Organization';
  if (ld.name === '') delete ld.name;
  return ld;
}

const MASKED: Json = {
  description: '',
  excerpt: '',
  image: false,
  all_day: null,
  cost: '',
  cost_details: { currency_symbol: '', currency_position: '', currency_code: '', values: [] },
  website: '',
  show_map: null,
  show_map_link: null,
  hide_from_listings: null,
  sticky: null,
  featured: null,
  categories: [],
  tags: [],
  venue: [],
  organizer: [],
  custom_fields: [],
  ticketed: null,
};

/** A list item: masked when the event is protected and locked for the caller (§2.4). */
export function eventListItem(ctx: ViewContext, e: EventRecord): Json {
  const view = eventView(ctx, e, 'plain');
  if (!isLocked(ctx, e)) return view;
  for (const key of Object.keys(MASKED)) if (key in view) view[key] = structuredClone(MASKED[key]);
  return view;
}
