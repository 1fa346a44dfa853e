// Single events: read, create, update, trash (API.md §2.3, §2.4, §4.5, §4.6, §5).
import { isLocked } from '../../domain/event-view.js';
import { canEdit, canRead, canWritePosts } from '../../domain/permissions.js';
import { localToUtc, normalizeTimezone, utcInRange } from '../../domain/timezones.js';
import { costEntries } from '../../domain/cost.js';
import { PARAM_MESSAGES } from '../../spec/errors.js';
import { defaultEventRecord } from '../../store/records.js';
import type { EventRecord, PostStatus, TermRecord } from '../../store/records.js';
import type { Transaction } from '../../store/store.js';
import { ApiError, forbidden, invalidParam, type ParamFailure } from '../errors.js';
import { parseOrganizerLinks, parseVenueLink, type LinkItem } from '../links.js';
import { asksOnlyForId } from '../fields.js';
import { findWriteTerm, type Taxonomy } from '../lookups.js';
import type { Coerced } from '../coerce.js';
import type { RawJson } from '../raw-json.js';
import { parseDateOnce } from '../rules.js';
import type { RequestContext } from '../site.js';
import type { HandlerContext, HandlerResult } from './context.js';
import { createOrReuse, nestedValues } from './linked.js';
import { applyTexts, decideStatus, freeSlug, resolveImage, restored, sentPubDate } from './post-writes.js';
import { afterEventWrite, recurrenceOf, trashEventWithSeries } from './series.js';

type Values = Map<string, Coerced>;

/** The event a by-id or by-slug route names; by id it may not exist (404) or not be an event (400). */
function findTarget(ctx: HandlerContext): EventRecord | undefined {
  if (ctx.pathParams.slug !== undefined) return ctx.store.findBySlug('events', ctx.pathParams.slug);
  return ctx.store.get('events', Number(ctx.pathParams.id));
}

function missingEvent(ctx: HandlerContext): ApiError {
  const id = Number(ctx.pathParams.id);
  const other = ctx.store.get('venues', id) ?? ctx.store.get('organizers', id) ?? ctx.store.get('images', id);
  // the id as given, exactly (digits past 2^53 would be rounded as a number)
  const given = BigInt(ctx.pathParams.id ?? 0).toString();
  return other ? new ApiError('rest-invalid-event-id') : new ApiError('rest-event-not-found', { values: [given] });
}

export async function getEvent(ctx: HandlerContext): Promise<HandlerResult> {
  const e = findTarget(ctx);
  if (!e) throw missingEvent(ctx);
  if (e.status === 'trash') throw new ApiError('event-no-longer-available');
  if (!canRead(ctx.caller, e)) throw new ApiError('event-not-accessible');
  if (isLocked(ctx, e) && ctx.params.values.get('password') !== e.password)
    throw new ApiError('event-password-protected');
  return { status: 200, body: ctx.views.eventJson(ctx, e, 'single') };
}

/** Permission for update/delete (§2.2): per object, or the general capability for a missing id. */
function authorizeWrite(ctx: HandlerContext): EventRecord {
  const e = findTarget(ctx);
  if (!e) {
    if (!canWritePosts(ctx.caller)) throw forbidden(ctx.caller === null);
    throw missingEvent(ctx);
  }
  if (!canEdit(ctx.caller, e)) throw forbidden(ctx.caller === null);
  return e;
}

export async function deleteEvent(ctx: HandlerContext): Promise<HandlerResult> {
  const e = authorizeWrite(ctx);
  if (e.status === 'trash') throw new ApiError('event-is-in-trash');
  const tx = ctx.store.begin();
  trashEventWithSeries(ctx, tx, e);
  try {
    await ctx.views.commit(tx, ctx);
  } catch {
    throw new ApiError('could-not-delete-event');
  }
  return { status: 200, body: ctx.views.eventJson(ctx, ctx.store.get('events', e.id)!, 'plain') };
}

export async function createEvent(ctx: HandlerContext): Promise<HandlerResult> {
  if (!canWritePosts(ctx.caller)) throw forbidden(ctx.caller === null);
  const tx = ctx.store.begin();
  const e = afterEventWrite(ctx, tx, undefined, writeEvent(ctx, tx, undefined, ctx.params.values));
  // the response is built while the journal write is under way (view-cache.ts commitThen)
  const body = await ctx.views.commitThen(tx, ctx, () => writtenJson(ctx, e.id));
  return { status: 201, body };
}

export async function updateEvent(ctx: HandlerContext): Promise<HandlerResult> {
  const values = new Map(ctx.params.values);
  if (ctx.pathParams.slug !== undefined) {
    // on by-slug updates the path names the event and a sent `slug` renames it (§1.9); it is
    // validated here, before the permission check, as step 5 of §1.11 would have done
    values.delete('slug');
    const renamed = ctx.merged.get('slug');
    if (renamed !== undefined) {
      if (typeof renamed !== 'string')
        throw invalidParam('slug', {
          message: PARAM_MESSAGES.type,
          values: ['slug', 'string'],
          code: 'rest_invalid_type',
        });
      if (renamed === '') throw invalidParam('slug');
      values.set('slug', renamed);
    }
  }
  const current = authorizeWrite(ctx);
  const tx = ctx.store.begin();
  const e = afterEventWrite(ctx, tx, current, writeEvent(ctx, tx, current, values));
  const body = await ctx.views.commitThen(tx, ctx, () => writtenJson(ctx, e.id));
  return { status: 200, body };
}

/** The write response of an event (its stored version), with its byte length measured now:
 * built during the journal write, so that less is left to do once the write is on disk. Only
 * its id when `_fields` asks for nothing else: the representation waits for a read. */
function writtenJson(ctx: HandlerContext, id: number): RawJson | { id: number } {
  if (asksOnlyForId(ctx.merged.get('_fields'))) return { id };
  const json = ctx.views.eventJson(ctx, ctx.store.get('events', id)!, 'plain');
  void json.byteLength;
  return json;
}

function blankEvent(ctx: RequestContext): EventRecord {
  return defaultEventRecord({
    id: 0,
    author: ctx.caller?.id ?? 0,
    status: 'draft',
    dateUtc: ctx.nowUtc,
    slug: '',
    start: '',
    end: '',
    timezone: ctx.site.timezone,
  });
}

const FLAGS = [
  ['all_day', 'allDay'],
  ['show_map', 'showMap'],
  ['show_map_link', 'showMapLink'],
  ['hide_from_listings', 'hideFromListings'],
  ['sticky', 'sticky'],
  ['featured', 'featured'],
  ['ticketed', 'ticketed'],
] as const;

/** Applies the sent values to a new (current undefined) or existing event, staging everything in tx. */
function writeEvent(ctx: RequestContext, tx: Transaction, current: EventRecord | undefined, v: Values): EventRecord {
  const creating = current === undefined;
  const str = (k: string) => v.get(k) as string | undefined;
  // ids: nested venue, nested organizers, image, then the event (§5.1)
  const venue = v.has('venue') ? linkVenue(ctx, tx, v.get('venue')) : undefined;
  const organizers = v.has('organizer') ? linkOrganizers(ctx, tx, v.get('organizer')) : undefined;
  const image = v.has('image') ? resolveImage(ctx, tx, str('image')!) : undefined;
  let e: EventRecord = current ? { ...current } : { ...blankEvent(ctx), id: tx.nextId('post') };

  const tzSent = str('timezone');
  if (tzSent !== undefined) e.timezone = tzSent === '' ? ctx.site.timezone : normalizeTimezone(tzSent)!;
  applyDates(ctx, e, v);

  const pub = sentPubDate(ctx, v, e.timezone);
  if (pub) e.dateUtc = pub;
  if (v.has('author')) e.author = v.get('author') as number;
  const requested = str('status');
  if (creating) e.status = decideStatus(ctx, requested, undefined, e.dateUtc);
  else if (requested !== undefined) {
    e = restored(tx, 'events', e, v.has('slug'));
    e.status = decideStatus(ctx, requested, current.status, e.dateUtc);
  } else if (pub && e.status !== 'trash') e.status = decideStatus(ctx, undefined, e.status, e.dateUtc);

  for (const [arg, key] of FLAGS)
    if (v.has(arg) && (arg !== 'ticketed' || ctx.site.premium)) e[key] = v.get(arg) as boolean;
  if (v.has('cost')) e.cost = costEntries(v.get('cost'))!;
  if (v.has('website')) e.website = str('website')!;
  if (v.has('password')) e.password = str('password')!;
  if (v.has('post_parent') && ctx.site.premium)
    e.postParent = v.get('post_parent') === '' ? 0 : (v.get('post_parent') as number);
  if (v.has('recurrence') && ctx.site.premium) {
    const rec = recurrenceOf(ctx, v.get('recurrence'), e.timezone);
    if (rec) e.recurrence = { ...rec, next: current?.recurrence?.next ?? null };
    else delete e.recurrence;
  }
  if (image !== undefined) e.image = image;
  if (venue !== undefined) e.venue = venue;
  if (organizers !== undefined) e.organizers = organizers;
  for (const tax of ['categories', 'tags'] as const)
    if (v.has(tax)) e[tax] = resolveTerms(ctx, tx, tax, v.get(tax) as string[]);

  const title = str('title')?.trim();
  e = applyTexts(ctx, e, { title, description: str('description'), excerpt: str('excerpt') }, creating);
  if (v.has('slug')) e.slug = freeSlug(tx, 'events', str('slug')!, e.id);
  else if (creating) e.slug = freeSlug(tx, 'events', e.title, e.id);
  e.modifiedUtc = ctx.nowUtc;
  tx.put('events', e);
  return e;
}

/** §5.6: local wall clocks, end not before start, all-day normalization. */
function applyDates(ctx: RequestContext, e: EventRecord, v: Values): void {
  // validation parsed the dates in UTC; converted into the event timezone they can still leave
  // the years 0000–9999, which is as invalid as any other impossible date
  const failed = new Map<string, ParamFailure>();
  const parse = (k: string) => {
    const raw = v.get(k) as string | undefined;
    if (raw === undefined) return undefined;
    const wall = parseDateOnce(raw, e.timezone, ctx.now);
    if (wall === null) failed.set(k, { message: PARAM_MESSAGES.invalid });
    return wall ?? undefined;
  };
  const start = parse('start_date');
  const end = parse('end_date');
  if (failed.size) throw new ApiError('rest_invalid_param', { invalid: failed });
  if (start !== undefined) e.start = start;
  if (end !== undefined) e.end = end;
  if (v.has('all_day')) e.allDay = v.get('all_day') as boolean;
  // compared as instants: 02:30–03:00 on a spring-forward night ends (03:00) before it starts (03:30)
  if (e.end < e.start || localToUtc(e.end, e.timezone) < localToUtc(e.start, e.timezone)) e.end = e.start;
  if (e.allDay) {
    const startDay = e.start.slice(0, 10);
    let endDay = e.end.slice(0, 10);
    if (endDay < startDay) endDay = startDay;
    e.start = `${startDay} 00:00:00`;
    e.end = `${endDay} 23:59:59`;
  }
  // the event's UTC dates (`utc_start_date`, their details) must fit the years 0000–9999 too; the
  // validation checked the dates as sent (rules.ts parsableDate), this the all-day day's bounds
  for (const [k, wall] of [
    ['start_date', e.start],
    ['end_date', e.end],
  ] as const)
    if (!utcInRange(wall, e.timezone)) failed.set(k, { message: PARAM_MESSAGES.invalid });
  if (failed.size) throw new ApiError('rest_invalid_param', { invalid: failed });
}

function linkVenue(ctx: RequestContext, tx: Transaction, value: unknown): number {
  const link = parseVenueLink(value);
  if (link === null) return 0;
  return linkOne(ctx, tx, 'venues', link, []);
}

function linkOne(
  ctx: RequestContext,
  tx: Transaction,
  kind: 'venues' | 'organizers',
  link: LinkItem,
  pending: never[],
): number {
  if (link.kind === 'id') return link.id;
  if (link.kind === 'new') {
    const rec = createOrReuse(ctx, tx, kind, nestedValues(ctx, kind, link.fields), pending, true);
    (pending as unknown[]).push(rec);
    return rec.id;
  }
  throw invalidParam(kind === 'venues' ? 'venue' : 'organizer');
}

function linkOrganizers(ctx: RequestContext, tx: Transaction, value: unknown): number[] {
  const pending: never[] = [];
  const ids: number[] = [];
  for (const link of parseOrganizerLinks(value)) {
    const id = linkOne(ctx, tx, 'organizers', link, pending);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * §5.3: ids (unknown ones skipped), slugs, names, or new terms. Lookups also see the terms this
 * list has just created, so `['Night Owls', 'night-owls']` links one new term, not two.
 */
function resolveTerms(ctx: RequestContext, tx: Transaction, tax: Taxonomy, items: string[]): number[] {
  const ids: number[] = [];
  const created: TermRecord[] = [];
  const reader = {
    get: (col: Taxonomy, id: number) => tx.get(col, id),
    findBySlug: (col: Taxonomy, slug: string) => tx.findBySlug(col, slug),
    // by name only when no slug matched: the copy is made for those lookups only
    all: (col: Taxonomy) => (created.length === 0 ? ctx.store.all(col) : [...ctx.store.all(col), ...created]),
  } as unknown as Parameters<typeof findWriteTerm>[0];
  for (const item of items) {
    const found = findWriteTerm(reader, tax, item, ctx.lang, ctx.site.language);
    let id: number | undefined;
    if (found.kind === 'id') id = found.term?.id;
    else if (found.kind === 'found') id = found.term.id;
    else {
      const term = newTerm(tx, tax, item.trim());
      created.push(term);
      id = term.id;
    }
    if (id !== undefined && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

function newTerm(tx: Transaction, tax: Taxonomy, name: string): TermRecord {
  const id: number = tx.nextId('term');
  const term: TermRecord = { id, name, slug: freeSlug(tx, tax, name, id), description: '', parent: 0, i18n: {} };
  tx.put(tax, term);
  return term;
}

export type { PostStatus };
