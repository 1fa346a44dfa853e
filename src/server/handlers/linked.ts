// Venues and organizers (API.md §3.3, §3.4, §4.3, §4.5, §4.7, §5.3, §5.9).
import { linksVisible } from '../../domain/event-view.js';
import { localized } from '../../domain/localized.js';
import { canEdit, canRead, canWritePosts, defaultListStatuses } from '../../domain/permissions.js';
import { organizerView, venueView } from '../../domain/post-views.js';
import { localToUtc } from '../../domain/timezones.js';
import { findEndpoint } from '../../spec/routes.js';
import type { EventRecord, OrganizerRecord, PostStatus, VenueRecord } from '../../store/records.js';
import type { Transaction } from '../../store/store.js';
import { ApiError, forbidden } from '../errors.js';
import { coerce, type Coerced } from '../coerce.js';
import type { RequestContext } from '../site.js';
import type { HandlerContext, HandlerResult } from './context.js';
import { effectiveQuery, pageLinks, pagingOf, totalPages, totalsHeaders } from './paging.js';
import { applyTexts, decideStatus, freeSlug, resolveImage, restored, sentPubDate, trashed } from './post-writes.js';
import { scalarText } from '../../domain/text.js';

export type LinkedKind = 'venues' | 'organizers';
type LinkedRecord = VenueRecord | OrganizerRecord;
type Values = Map<string, Coerced>;

const NAME_KEY = { venues: 'venue', organizers: 'organizer' } as const;
const VENUE_TEXT = [
  'address',
  'city',
  'country',
  'province',
  'state',
  'zip',
  'phone',
  'stateprovince',
  'website',
] as const;
const ORGANIZER_TEXT = ['phone', 'email', 'website'] as const;
const US = new Set(['', 'us', 'usa', 'united states']);

function view(ctx: RequestContext, kind: LinkedKind, rec: LinkedRecord, withLd: boolean) {
  return kind === 'venues'
    ? venueView(ctx, rec as VenueRecord, withLd)
    : organizerView(ctx, rec as OrganizerRecord, withLd);
}

/** Nested venue/organizer data (already validated) coerced with the create rules of §4.7. */
export function nestedValues(ctx: RequestContext, kind: LinkedKind, fields: Record<string, unknown>): Values {
  const values: Values = new Map();
  for (const arg of findEndpoint(kind, 'create')!.args) {
    if (arg.premium && !ctx.site.premium) continue;
    const raw = fields[arg.name];
    if (raw === undefined || raw === null) continue;
    const r = coerce(arg, raw);
    if (r.ok) values.set(arg.name, r.value);
  }
  return values;
}

function blank(kind: LinkedKind, id: number, ctx: RequestContext): LinkedRecord {
  const common = {
    id,
    author: ctx.caller?.id ?? 0,
    status: 'draft' as PostStatus,
    dateUtc: ctx.nowUtc,
    modifiedUtc: ctx.nowUtc,
    slug: '',
    i18n: {},
    name: '',
    description: '',
    image: 0,
  };
  if (kind === 'organizers') return { ...common, phone: '', website: '', email: '' };
  return {
    ...common,
    address: '',
    city: '',
    country: '',
    province: '',
    state: '',
    zip: '',
    phone: '',
    stateprovince: '',
    website: '',
    showMap: true,
    showMapLink: true,
    geoLat: null,
    geoLng: null,
  };
}

/** Writes the sent fields onto a record with the partial-update rules (§5.2). */
function applyFields(
  ctx: RequestContext,
  tx: Transaction,
  kind: LinkedKind,
  rec: LinkedRecord,
  values: Values,
  creating: boolean,
): LinkedRecord {
  const str = (k: string) => values.get(k) as string | undefined;
  let out = { ...rec } as Record<string, unknown>;
  for (const key of kind === 'venues' ? VENUE_TEXT : ORGANIZER_TEXT) if (values.has(key)) out[key] = str(key);
  if (values.has('image')) out.image = resolveImage(ctx, tx, str('image')!);
  if (values.has('author')) out.author = values.get('author');
  if (kind === 'venues') {
    if (values.has('show_map')) out.showMap = values.get('show_map');
    if (values.has('show_map_link')) out.showMapLink = values.get('show_map_link');
    for (const [arg, key] of [
      ['geo_lat', 'geoLat'],
      ['geo_lng', 'geoLng'],
    ] as const) {
      if (values.has(arg)) out[key] = values.get(arg) === '' ? null : values.get(arg);
    }
    const derive =
      !values.has('stateprovince') && (creating || ['state', 'province', 'country'].some((k) => values.has(k)));
    if (derive) out.stateprovince = US.has(String(out.country).trim().toLowerCase()) ? out.state : out.province;
  }
  const name = str(NAME_KEY[kind]);
  out = applyTexts(
    ctx,
    out as unknown as LinkedRecord,
    { name: name?.trim(), description: str('description') },
    creating,
  ) as unknown as Record<string, unknown>;
  const sentDate = sentPubDate(ctx, values, ctx.site.timezone);
  if (sentDate) out.dateUtc = sentDate;
  const requested = str('status');
  if (creating) out.status = decideStatus(ctx, requested, undefined, out.dateUtc as string);
  else if (requested !== undefined) {
    out = { ...restored(tx, kind, out as unknown as LinkedRecord, false) };
    out.status = decideStatus(ctx, requested, rec.status, out.dateUtc as string);
  } else if (sentDate && rec.status !== 'trash')
    out.status = decideStatus(ctx, undefined, rec.status, out.dateUtc as string);
  out.modifiedUtc = ctx.nowUtc;
  return out as unknown as LinkedRecord;
}

/**
 * Create a venue/organizer, or reuse a duplicate (§5.3): a non-trashed item the caller may edit
 * with the same name (and description, if sent), ignoring case; lowest id wins. `pending` holds
 * items created earlier in the same transaction. `linking`: the data of an event's venue or
 * organizer, which names the item to link: a duplicate keeps its own spelling of the name (`blue
 * room` linked "Blue Room" and renamed it for every event that shows it; the real plugin, through
 * calev's client, links it as it is); the other fields sent are written onto it.
 */
export function createOrReuse(
  ctx: RequestContext,
  tx: Transaction,
  kind: LinkedKind,
  values: Values,
  pending: LinkedRecord[] = [],
  linking = false,
): LinkedRecord {
  const name = (values.get(NAME_KEY[kind]) as string).trim().toLowerCase();
  const description = values.get('description') as string | undefined;
  const named = ctx.store.indexes.namedIds(kind, name, ctx.lang).map((id) => ctx.store.get<LinkedKind>(kind, id));
  const candidates = [...named.filter((p): p is LinkedRecord => p !== undefined), ...pending];
  const dup = candidates
    .map((p) => tx.get(kind, p.id) ?? p)
    .filter(
      (p) =>
        p.status !== 'trash' &&
        canEdit(ctx.caller, p) &&
        localized(p, 'name', ctx.lang, ctx.site.language).toLowerCase() === name &&
        (description === undefined ||
          localized(p, 'description', ctx.lang, ctx.site.language).toLowerCase() === description.toLowerCase()),
    )
    .sort((a, b) => a.id - b.id)[0];
  if (dup) {
    const written = new Map(values);
    if (linking) written.delete(NAME_KEY[kind]);
    // linked by its name alone: nothing of it changes (nor its modified time)
    if (written.size === 0) return dup;
    const updated = applyFields(ctx, tx, kind, dup, written, false);
    tx.put(kind, updated);
    return updated;
  }
  // As for events (§5.1), the item's own image attachment takes its id before the item.
  const sent = new Map(values);
  if (sent.has('image')) sent.set('image', String(resolveImage(ctx, tx, sent.get('image') as string)));
  const id = tx.nextId('post');
  const rec = applyFields(ctx, tx, kind, blank(kind, id, ctx), sent, true);
  rec.slug = freeSlug(tx, kind, rec.name, id);
  tx.put(kind, rec);
  return rec;
}

function target(ctx: HandlerContext, kind: LinkedKind): LinkedRecord {
  const rec =
    ctx.pathParams.id !== undefined
      ? ctx.store.get(kind, Number(ctx.pathParams.id))
      : ctx.store.findBySlug(kind, ctx.pathParams.slug);
  return rec!; // validated at step 5
}

const NOT_ACCESSIBLE = { venues: 'venue-not-accessible', organizers: 'organizer-not-accessible' } as const;
const IN_TRASH = { venues: 'venue-is-in-trash', organizers: 'organizer-is-in-trash' } as const;
const PAGE_NOT_FOUND = {
  venues: 'venue-archive-page-not-found',
  organizers: 'organizer-archive-page-not-found',
} as const;

export async function getLinked(ctx: HandlerContext, kind: LinkedKind): Promise<HandlerResult> {
  const rec = target(ctx, kind);
  if (rec.status !== 'publish' && !canRead(ctx.caller, rec)) throw new ApiError(NOT_ACCESSIBLE[kind]);
  return { status: 200, body: view(ctx, kind, rec, true) };
}

export async function createLinked(ctx: HandlerContext, kind: LinkedKind): Promise<HandlerResult> {
  if (!canWritePosts(ctx.caller)) throw forbidden(ctx.caller === null);
  const tx = ctx.store.begin();
  const rec = createOrReuse(ctx, tx, kind, ctx.params.values);
  await ctx.views.commit(tx, ctx);
  return { status: 201, body: view(ctx, kind, ctx.store.get(kind, rec.id)!, false) };
}

export async function updateLinked(ctx: HandlerContext, kind: LinkedKind): Promise<HandlerResult> {
  const rec = target(ctx, kind);
  if (!canEdit(ctx.caller, rec)) throw forbidden(ctx.caller === null);
  const tx = ctx.store.begin();
  tx.put(kind, applyFields(ctx, tx, kind, rec, ctx.params.values, false));
  await ctx.views.commit(tx, ctx);
  return { status: 200, body: view(ctx, kind, ctx.store.get(kind, rec.id)!, false) };
}

export async function deleteLinked(ctx: HandlerContext, kind: LinkedKind): Promise<HandlerResult> {
  const rec = target(ctx, kind);
  if (!canEdit(ctx.caller, rec)) throw forbidden(ctx.caller === null);
  if (rec.status === 'trash') throw new ApiError(IN_TRASH[kind]);
  const tx = ctx.store.begin();
  tx.put(kind, trashed(ctx, tx, kind, rec));
  for (const e of linkedEvents(ctx, kind, rec.id)) {
    if (kind === 'venues' && e.venue === rec.id) tx.put('events', { ...e, venue: 0 });
    if (kind === 'organizers' && e.organizers.includes(rec.id))
      tx.put('events', { ...e, organizers: e.organizers.filter((o) => o !== rec.id) });
  }
  try {
    await ctx.views.commit(tx, ctx);
  } catch {
    throw new ApiError(kind === 'venues' ? 'could-not-delete-venue' : 'could-not-delete-organizer');
  }
  return { status: 200, body: view(ctx, kind, ctx.store.get(kind, rec.id)!, false) };
}

const SEARCHED: Record<LinkedKind, readonly string[]> = {
  venues: ['address', 'city', 'province', 'state', 'stateprovince', 'zip', 'phone'],
  organizers: ['phone', 'email', 'website'],
};

export async function listLinked(ctx: HandlerContext, kind: LinkedKind): Promise<HandlerResult> {
  const v = ctx.params.values;
  const paging = pagingOf(v);
  const statuses =
    (v.get('status') as string[] | undefined)?.map((s) => s.toLowerCase()) ?? defaultListStatuses(ctx.caller);
  const search = (v.get('search') as string | undefined)?.trim().toLowerCase();
  const eventId = v.get('event') as number | undefined;
  const hasEvents = v.get('has_events') as boolean | undefined;
  const upcoming = v.get('only_with_upcoming') === true;
  const readableStatuses = new Set(defaultListStatuses(ctx.caller));
  // a locked or unreadable event has no links for this caller (§2.4)
  const eventShown = eventId === undefined || linksVisible(ctx, ctx.store.get('events', eventId));
  const items = (ctx.store.all(kind) as LinkedRecord[]).filter((p) => {
    if (!statuses.includes(p.status) || !canRead(ctx.caller, p)) return false;
    if (search !== undefined) {
      const texts = [
        localized(p, 'name', ctx.lang, ctx.site.language),
        localized(p, 'description', ctx.lang, ctx.site.language),
      ];
      for (const key of SEARCHED[kind]) texts.push(scalarText((p as unknown as Record<string, unknown>)[key]));
      if (!texts.some((t) => t.toLowerCase().includes(search))) return false;
    }
    const events = linkedEvents(ctx, kind, p.id);
    if (eventId !== undefined && (!eventShown || !events.some((e) => e.id === eventId))) return false;
    if (hasEvents !== undefined) {
      const linked = events.some((e) => e.status === 'publish' || e.status === 'future' || e.status === 'private');
      if (linked !== hasEvents) return false;
    }
    if (
      upcoming &&
      !events.some(
        (e) =>
          readableStatuses.has(e.status) && canRead(ctx.caller, e) && localToUtc(e.start, e.timezone) >= ctx.nowUtc,
      )
    )
      return false;
    return true;
  });
  items.sort((a, b) => (a.dateUtc < b.dateUtc ? 1 : a.dateUtc > b.dateUtc ? -1 : b.id - a.id));
  const total = items.length;
  const pages = totalPages(total, paging.perPage);
  if (paging.page > 1 && paging.page > pages) throw new ApiError(PAGE_NOT_FOUND[kind]);
  const slice = items.slice((paging.page - 1) * paging.perPage, paging.page * paging.perPage);
  const links = pageLinks(
    `${ctx.nsUrl}/${kind}`,
    effectiveQuery(ctx.endpoint, v, ctx.params.raw, paging),
    paging,
    pages,
  );
  return {
    status: 200,
    headers: totalsHeaders(total, pages),
    body: { [kind]: slice.map((p) => view(ctx, kind, p, false)), ...links, total, total_pages: pages },
  };
}

/** every event linked to the venue/organizer `id`, in id order (the order a scan of all events gave) */
function linkedEvents(ctx: RequestContext, kind: LinkedKind, id: number): EventRecord[] {
  return [...ctx.store.indexes.linkedEvents(kind, id).range()].sort((a, b) => a.id - b.id);
}
