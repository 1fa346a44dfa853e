// Representations of venues, organizers, terms and images (API.md §3.3–§3.6) and their json_ld (§3.7).
import type { ImageRecord, OrganizerRecord, PostStatus, TermRecord, VenueRecord } from '../store/records.js';
import { utcToLocal } from './timezones.js';
import { localized } from './localized.js';
import { RecordMemo } from './record-memo.js';
import { slugForUrl } from './slugs.js';
import { plainText } from './text.js';
import type { ViewContext } from './view-context.js';

type Json = Record<string, unknown>;

const POST_TYPE = { events: 'tribe_events', venues: 'tribe_venue', organizers: 'tribe_organizer' } as const;
const PERMALINK = { events: 'event', venues: 'venue', organizers: 'organizer' } as const;

/** §1.2 permalink of a post (plain form for drafts and pending items). */
export function postUrl(
  ctx: ViewContext,
  kind: keyof typeof POST_TYPE,
  id: number,
  slug: string,
  status: PostStatus,
): string {
  if (status === 'draft' || status === 'pending') return `${ctx.siteUrl}/?post_type=${POST_TYPE[kind]}&p=${id}`;
  return `${ctx.siteUrl}/${PERMALINK[kind]}/${slugForUrl(slug)}/`;
}

export function globalId(ctx: ViewContext, id: number): string {
  return `${ctx.site.host}?id=${id}`;
}

/** id, author, status, date, date_utc, modified, modified_utc: the common head of post views. */
type PostHeadSource = { id: number; author: number; status: PostStatus; dateUtc: string; modifiedUtc: string };

/** Site-timezone publication and modification dates per stored record version (records are
 * replaced, never changed, so the record object tells a version), for the records shown most
 * recently (record-memo.ts). */
const localDates = new RecordMemo<PostHeadSource, { timezone: string; date: string; modified: string }>();

/** `keep` false: the local dates are not kept for the record (the answer of a write) */
export function postHead(ctx: ViewContext, rec: PostHeadSource, keep = true): Json {
  let local = localDates.get(rec);
  if (!local || local.timezone !== ctx.site.timezone) {
    local = {
      timezone: ctx.site.timezone,
      date: utcToLocal(rec.dateUtc, ctx.site.timezone),
      modified: utcToLocal(rec.modifiedUtc, ctx.site.timezone),
    };
    if (keep) localDates.set(rec, local);
  }
  return {
    id: rec.id,
    author: String(rec.author),
    status: rec.status,
    date: local.date,
    date_utc: rec.dateUtc,
    modified: local.modified,
    modified_utc: rec.modifiedUtc,
  };
}

export function imageView(ctx: ViewContext, id: number): Json | false {
  const img: ImageRecord | undefined = id ? ctx.store.get('images', id) : undefined;
  return img ? { url: img.url, id: img.id, extension: img.extension } : false;
}

function isEmpty(v: unknown): boolean {
  return v === '' || v === '0' || v === 0 || v === false || v === null || (Array.isArray(v) && v.length === 0);
}

/** Drop keys with empty values (§3.3), except those listed as kept. */
function dropEmpty(obj: Json, keep: ReadonlySet<string> = new Set()): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(obj)) if (keep.has(k) || !isEmpty(v)) out[k] = v;
  return out;
}

/** Omit keys whose value is '' (json_ld rule). */
function dropBlank(obj: Json, keep: ReadonlySet<string> = new Set()): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(obj)) if (keep.has(k) || (v !== '' && v !== undefined)) out[k] = v;
  return out;
}

export function hasGeo(ctx: ViewContext, v: VenueRecord): boolean {
  return ctx.site.premium && v.geoLat !== null && v.geoLng !== null;
}

export function venuePlace(ctx: ViewContext, v: VenueRecord, withContext: boolean): Json {
  const address = dropBlank({
    '@type': 'PostalAddress',
    streetAddress: v.address,
    addressLocality: v.city,
    addressRegion: v.stateprovince,
    postalCode: v.zip,
    addressCountry: v.country,
  });
  const place: Json = withContext ? { '@context': 'http://schema.org' } : {};
  Object.assign(place, {
    '@type': 'Place',
    name: plainText(localized(v, 'name', ctx.lang, ctx.site.language)),
    description: plainText(localized(v, 'description', ctx.lang, ctx.site.language)),
    url: postUrl(ctx, 'venues', v.id, v.slug, v.status),
    address: Object.keys(address).length > 1 ? address : '',
    geo: hasGeo(ctx, v) ? { '@type': 'GeoCoordinates', latitude: v.geoLat, longitude: v.geoLng } : '',
    telephone: v.phone,
    sameAs: v.website,
  });
  return dropBlank(place);
}

export function organizerPerson(ctx: ViewContext, o: OrganizerRecord, withContext: boolean): Json {
  const person: Json = withContext ? { '@context': 'http://schema.org' } : {};
  Object.assign(person, {
    '@type': 'Person',
    name: plainText(localized(o, 'name', ctx.lang, ctx.site.language)),
    description: plainText(localized(o, 'description', ctx.lang, ctx.site.language)),
    url: postUrl(ctx, 'organizers', o.id, o.slug, o.status),
    telephone: o.phone,
    email: o.email,
    sameAs: o.website,
  });
  return dropBlank(person);
}

const ALWAYS_KEPT = new Set(['geo_lat', 'geo_lng', 'json_ld']);

interface Variant {
  lang: string;
  siteUrl: string;
  nsUrl: string;
  host: string;
  timezone: string;
  premium: boolean;
  language: string;
  /** the key of each kind of view in this variant */
  keys: Map<string, string>;
}

/** the last request variant asked for, with its keys: requests ask for the same one again and
 * again, and a key made anew for each view would be hashed anew at each lookup (most of a cached
 * view's cost) */
let lastVariant: Variant | undefined;

/** The key of the views of `kind` in the request variant of `ctx` (language, URLs, site settings). */
function variantKey(ctx: ViewContext, kind: string): string {
  let v = lastVariant;
  const { site } = ctx;
  if (
    v === undefined ||
    v.lang !== ctx.lang ||
    v.siteUrl !== ctx.siteUrl ||
    v.nsUrl !== ctx.nsUrl ||
    v.host !== site.host ||
    v.timezone !== site.timezone ||
    v.premium !== site.premium ||
    v.language !== site.language
  ) {
    const { lang, siteUrl, nsUrl } = ctx;
    const { host, timezone, premium, language } = site;
    v = lastVariant = { lang, siteUrl, nsUrl, host, timezone, premium, language, keys: new Map() };
  }
  let key = v.keys.get(kind);
  if (key === undefined) {
    key = `${kind}|${v.lang}|${v.siteUrl}|${v.nsUrl}|${v.host}|${v.timezone}|${v.premium}|${v.language}`;
    v.keys.set(kind, key);
  }
  return key;
}

/**
 * Venue and organizer views per stored record version and request variant (language, site URL,
 * json_ld): many events embed the same few venues. The image is the one other record a view
 * shows; a cached view is used only while it is the same object. Views are frozen: callers copy.
 * Kept for the venues and organizers shown most recently (record-memo.ts; they share the post ids).
 */
const linkedViews = new RecordMemo<VenueRecord | OrganizerRecord, Map<string, { image: unknown; view: Json }>>();

function cachedView<T extends VenueRecord | OrganizerRecord>(
  ctx: ViewContext,
  rec: T,
  variant: string,
  build: () => Json,
): Json {
  const key = variantKey(ctx, variant);
  const image = rec.image ? ctx.store.get('images', rec.image) : undefined;
  let variants = linkedViews.get(rec);
  const hit = variants?.get(key);
  if (hit && hit.image === image) return hit.view;
  const view = Object.freeze(build());
  if (!variants) linkedViews.set(rec, (variants = new Map<string, { image: unknown; view: Json }>()));
  variants.set(key, { image, view });
  return view;
}

export function venueView(ctx: ViewContext, v: VenueRecord, withJsonLd: boolean): Json {
  return cachedView(ctx, v, String(withJsonLd), () => buildVenueView(ctx, v, withJsonLd));
}

export function organizerView(ctx: ViewContext, o: OrganizerRecord, withJsonLd: boolean): Json {
  return cachedView(ctx, o, String(withJsonLd), () => buildOrganizerView(ctx, o, withJsonLd));
}

/** `venuePlace(ctx, v, false)` (an event's json_ld location), cached and frozen like the views */
export function cachedVenuePlace(ctx: ViewContext, v: VenueRecord): Json {
  return cachedView(ctx, v, 'place', () => venuePlace(ctx, v, false));
}

/** `organizerPerson(ctx, o, false)` (an event's json_ld organizer), cached and frozen like the views */
export function cachedOrganizerPerson(ctx: ViewContext, o: OrganizerRecord): Json {
  return cachedView(ctx, o, 'person', () => organizerPerson(ctx, o, false));
}

function buildVenueView(ctx: ViewContext, v: VenueRecord, withJsonLd: boolean): Json {
  const built: Json = {
    ...postHead(ctx, v),
    url: postUrl(ctx, 'venues', v.id, v.slug, v.status),
    venue: localized(v, 'name', ctx.lang, ctx.site.language),
    description: localized(v, 'description', ctx.lang, ctx.site.language),
    slug: v.slug,
    image: imageView(ctx, v.image),
    address: v.address,
    city: v.city,
    country: v.country,
    province: v.province,
    state: v.state,
    zip: v.zip,
    phone: v.phone,
    website: v.website,
    stateprovince: v.stateprovince,
  };
  if (hasGeo(ctx, v)) {
    built.geo_lat = v.geoLat;
    built.geo_lng = v.geoLng;
  }
  if (withJsonLd) built.json_ld = venuePlace(ctx, v, true);
  return {
    ...dropEmpty(built, ALWAYS_KEPT),
    show_map: v.showMap,
    show_map_link: v.showMapLink,
    global_id: globalId(ctx, v.id),
    global_id_lineage: [globalId(ctx, v.id)],
  };
}

function buildOrganizerView(ctx: ViewContext, o: OrganizerRecord, withJsonLd: boolean): Json {
  const built: Json = {
    ...postHead(ctx, o),
    url: postUrl(ctx, 'organizers', o.id, o.slug, o.status),
    organizer: localized(o, 'name', ctx.lang, ctx.site.language),
    description: localized(o, 'description', ctx.lang, ctx.site.language),
    slug: o.slug,
    image: imageView(ctx, o.image),
    phone: o.phone,
    website: o.website,
    email: o.email,
  };
  if (withJsonLd) built.json_ld = organizerPerson(ctx, o, true);
  built.global_id = globalId(ctx, o.id);
  built.global_id_lineage = [globalId(ctx, o.id)];
  return dropEmpty(built, ALWAYS_KEPT);
}

const TAXONOMY = { categories: 'tribe_events_cat', tags: 'post_tag' } as const;

function termUrls(ctx: ViewContext, tax: 'categories' | 'tags', t: TermRecord): Json {
  const urls: Json = { self: `${ctx.nsUrl}/${tax}/${t.id}`, collection: `${ctx.nsUrl}/${tax}` };
  if (tax === 'categories' && t.parent) urls.up = `${ctx.nsUrl}/${tax}/${t.parent}`;
  return urls;
}

export function termUrl(ctx: ViewContext, tax: 'categories' | 'tags', slug: string): string {
  return tax === 'categories'
    ? `${ctx.siteUrl}/events/category/${slugForUrl(slug)}/`
    : `${ctx.siteUrl}/tag/${slugForUrl(slug)}/`;
}

/** Standalone term (§3.5). */
export function termView(ctx: ViewContext, tax: 'categories' | 'tags', t: TermRecord): Json {
  const out: Json = {
    id: t.id,
    count: ctx.termCounts(tax).get(t.id) ?? 0,
    description: localized(t, 'description', ctx.lang, ctx.site.language),
    name: localized(t, 'name', ctx.lang, ctx.site.language),
    slug: t.slug,
    taxonomy: TAXONOMY[tax],
  };
  if (tax === 'categories') out.parent = t.parent;
  out.meta = [];
  out.url = termUrl(ctx, tax, t.slug);
  out.urls = termUrls(ctx, tax, t);
  return out;
}

interface EmbeddedVariant {
  count: number;
  view: Json;
  /** the first view built for this term version and variant */
  first: Json;
}

/** Embedded term views per stored term version, request variant and count: every event
 * embeds a few of the same terms. Views are frozen: callers copy. Kept for the terms shown most
 * recently (record-memo.ts; categories and tags share the term ids). */
const embeddedViews = new RecordMemo<TermRecord, Map<string, EmbeddedVariant>>();

/** on a view that is the first view of its term version and variant with another `count`: that
 * first view (a property JSON.stringify, Object.keys and spreads do not see) */
const RECOUNT_OF = Symbol('recount of');

/**
 * The view that `view` equals but for its `count`, when `view` was made from it because only the
 * term's count changed: the first view of its term version and variant, whose keys come in the
 * same order. A published event's write changes the counts of its terms, so
 * each write makes such views; their JSON text can be the first one's with the count replaced
 * (src/server/event-json.ts).
 */
export function recountOf(view: object): Json | undefined {
  return (view as { [RECOUNT_OF]?: Json })[RECOUNT_OF];
}

/** Term embedded in an event (§3.5), cached (see embeddedViews). */
export function cachedEmbeddedTermView(ctx: ViewContext, tax: 'categories' | 'tags', t: TermRecord): Json {
  const key = variantKey(ctx, 'term');
  const count = ctx.termCounts(tax).get(t.id) ?? 0;
  let variants = embeddedViews.get(t);
  const hit = variants?.get(key);
  if (hit && hit.count === count) return hit.view;
  let view: Json;
  if (hit) {
    // the same term version and variant: only the count differs (it keeps its place)
    view = { ...hit.first, count };
    Object.defineProperty(view, RECOUNT_OF, { value: hit.first });
    Object.freeze(view);
  } else view = Object.freeze(embeddedTermView(ctx, tax, t));
  if (!variants) embeddedViews.set(t, (variants = new Map<string, EmbeddedVariant>()));
  variants.set(key, { count, view, first: hit?.first ?? view });
  return view;
}

/** Term embedded in an event (§3.5). */
export function embeddedTermView(ctx: ViewContext, tax: 'categories' | 'tags', t: TermRecord): Json {
  return {
    name: localized(t, 'name', ctx.lang, ctx.site.language),
    slug: t.slug,
    term_group: 0,
    term_taxonomy_id: t.id,
    taxonomy: TAXONOMY[tax],
    description: localized(t, 'description', ctx.lang, ctx.site.language),
    parent: tax === 'categories' ? t.parent : 0,
    count: ctx.termCounts(tax).get(t.id) ?? 0,
    filter: 'raw',
    id: t.id,
    urls: termUrls(ctx, tax, t),
  };
}
