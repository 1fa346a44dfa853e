// Validation rules of the route table (API.md §4, §5, §7), checked after the kind check.
import { costEntries } from '../domain/cost.js';
import { parseDateInput } from '../domain/dates.js';
import { imageType } from '../domain/images.js';
import { canUploadImages, canWritePosts } from '../domain/permissions.js';
import { normalizeTimezone, utcInRange } from '../domain/timezones.js';
import { parseRecurrence, reason } from '../recurrence/rule-text.js';
import type { Phrase } from '../spec/catalogues/index.js';
import { PARAM_MESSAGES } from '../spec/errors.js';
import { findEndpoint, LIST_STATUSES, POST_STATUSES, ROUTES } from '../spec/routes.js';
import type { ArgSpec, EndpointSpec, RouteSpec, RuleName } from '../spec/types.js';
import type { EventRecord } from '../store/records.js';
import type { ParamFailure } from './errors.js';
import { parseOrganizerLinks, parseVenueLink, type LinkItem } from './links.js';
import { findFilterTerm, findIdOrSlugTerm, isDescendant, type Taxonomy } from './lookups.js';
import { coerce, type Coerced } from './coerce.js';
import type { RequestContext } from './site.js';

export interface RuleContext extends RequestContext {
  route: RouteSpec;
  endpoint: EndpointSpec;
  pathParams: Record<string, string>;
  arg: ArgSpec;
  values: Map<string, Coerced>;
  raw: Map<string, unknown>;
}

type Rule = (value: Coerced, ctx: RuleContext) => boolean | ParamFailure;

const INVALID: ParamFailure = { message: PARAM_MESSAGES.invalid };

const isList = (v: Coerced): v is string[] => Array.isArray(v);
const everyItem = (v: Coerced, test: (item: string) => boolean) => isList(v) && v.every(test);

function isHttpUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

export function isImageUrl(s: string): boolean {
  if (!isHttpUrl(s)) return false;
  return imageType(new URL(s).pathname) !== undefined;
}

function liveVenue(ctx: RuleContext, id: number): boolean {
  const v = ctx.store.get('venues', id);
  return v !== undefined && v.status !== 'trash';
}

function liveOrganizer(ctx: RuleContext, id: number): boolean {
  const o = ctx.store.get('organizers', id);
  return o !== undefined && o.status !== 'trash';
}

/** The event a write targets (by path id or slug), if it exists. */
function targetEvent(ctx: RuleContext): EventRecord | undefined {
  if (ctx.route.resource !== 'events') return undefined;
  if (ctx.pathParams.id !== undefined) return ctx.store.get('events', Number(ctx.pathParams.id));
  if (ctx.pathParams.slug !== undefined) return ctx.store.findBySlug('events', ctx.pathParams.slug);
  return undefined;
}

/**
 * §5.6 reference zone of a write date: `date_utc` UTC; venue and organizer dates the site
 * timezone; event dates the timezone sent in the same request, else the event's, else the site's.
 */
function referenceZone(ctx: RuleContext): string {
  if (ctx.arg.name === 'date_utc') return 'UTC';
  if (ctx.route.resource !== 'events') return ctx.site.timezone;
  const sent = ctx.raw.get('timezone');
  const zone = typeof sent === 'string' && sent !== '' ? normalizeTimezone(sent) : null;
  if (zone) return zone;
  if (sent === '') return ctx.site.timezone;
  return targetEvent(ctx)?.timezone ?? ctx.site.timezone;
}

/** Nested venue/organizer data validated with the create rules of §4.7. */
function nestedValid(kind: 'venues' | 'organizers', item: LinkItem, ctx: RuleContext): boolean {
  if (item.kind === 'invalid') return false;
  if (item.kind === 'id') return kind === 'venues' ? liveVenue(ctx, item.id) : liveOrganizer(ctx, item.id);
  const endpoint = findEndpoint(kind, 'create')!;
  const values = new Map<string, Coerced>();
  const raw = new Map<string, unknown>();
  const args = endpoint.args.filter((a) => !a.premium || ctx.site.premium);
  for (const a of args) {
    const v = item.fields[a.name];
    if (v === undefined || v === null) {
      if (a.required) return false;
      continue;
    }
    raw.set(a.name, v);
    const r = coerce(a, v);
    if (!r.ok) return false;
    values.set(a.name, r.value);
  }
  // the nested item is checked as a POST to its own collection
  const route = ROUTES.find((r) => r.resource === kind && r.shape === 'collection')!;
  for (const a of args) {
    if (!values.has(a.name) || !a.rule) continue;
    if (checkRule(a.rule, { ...ctx, arg: a, values, raw, route, endpoint, pathParams: {} }) !== undefined) return false;
  }
  return true;
}

function termFilter(tax: Taxonomy): Rule {
  return (v, ctx) =>
    everyItem(v, (item) => findFilterTerm(ctx.store, tax, item, ctx.lang, ctx.site.language) !== undefined);
}

/** §7: with premium emulation off the geoloc filters are kind-checked only (no range, no pair). */
function latLng(limit: number, other: string): Rule {
  return (v, ctx) => !ctx.site.premium || (typeof v === 'number' && Math.abs(v) <= limit && ctx.raw.has(other));
}

function pathExists(col: 'venues' | 'organizers', by: 'id' | 'slug'): Rule {
  return (v, ctx) =>
    by === 'id' ? ctx.store.get(col, Number(v)) !== undefined : ctx.store.findBySlug(col, String(v)) !== undefined;
}

/**
 * parseDateInput, remembered for the current clock reading: a write's dates are parsed by
 * validation and again by its handler, in the same zone and at the same `now` (the result
 * depends on nothing else).
 */
const parsedDates = new Map<string, string | null>();
let parsedAt = NaN;

export function parseDateOnce(input: string | number, zone: string, now: Date): string | null {
  if (typeof input !== 'string') return parseDateInput(input, zone, now);
  const at = now.getTime();
  if (at !== parsedAt) {
    parsedDates.clear();
    parsedAt = at;
  }
  const key = `${zone}\n${input}`;
  const known = parsedDates.get(key);
  if (known !== undefined) return known;
  const parsed = parseDateInput(input, zone, now);
  if (parsedDates.size < 16) parsedDates.set(key, parsed);
  return parsed;
}

const RULES: Record<RuleName, Rule> = {
  atLeast1: (v) => typeof v === 'number' && v >= 1,
  perPage: (v) => typeof v === 'number' && v >= 1,
  // Parsed in the zone the handler will use: a value valid in UTC can still leave the years
  // 0000–9999 there, and that must be a validation failure (step 5), not a handler error.
  // An event's date must also have a UTC form in those years (its utc_start_date): 9999-12-31 23:00
  // at UTC-12 is 10000-01-01 11:00 UTC.
  parsableDate: (v, ctx) => {
    const zone = referenceZone(ctx);
    const wall = parseDateOnce(v as string, zone, ctx.now);
    return wall !== null && (ctx.route.resource !== 'events' || utcInRange(wall, zone));
  },
  listDate: (v, ctx) => parseDateInput(v as string | number, ctx.site.timezone, ctx.now) !== null,
  nonEmptyTrimmed: (v) => typeof v === 'string' && v.trim() !== '',
  nonEmpty: (_v, ctx) => ctx.raw.get(ctx.arg.name) !== '',
  categoryList: termFilter('categories'),
  tagList: termFilter('tags'),
  venueIdList: (v, ctx) => everyItem(v, (i) => /^\d+$/.test(i) && liveVenue(ctx, Number(i))),
  organizerIdList: (v, ctx) => everyItem(v, (i) => /^\d+$/.test(i) && liveOrganizer(ctx, Number(i))),
  listStatus: (v, ctx) => {
    if (!isList(v) || v.length === 0) return false;
    const lower = v.map((s) => s.toLowerCase());
    if (!lower.every((s) => (LIST_STATUSES as readonly string[]).includes(s))) return false;
    return canWritePosts(ctx.caller) || lower.every((s) => s === 'publish');
  },
  latitudeFilter: latLng(90, 'geoloc_lng'),
  longitudeFilter: latLng(180, 'geoloc_lat'),
  positiveIntList: (v) => everyItem(v, (i) => /^\d+$/.test(i) && Number(i) > 0),
  existingEvent: (v, ctx) => ctx.store.get('events', v as number) !== undefined,
  ticketedFilter: (v, ctx) =>
    ctx.site.premium || v !== true || { message: PARAM_MESSAGES.ticketsInactive, code: 'event-tickets-not-active' },
  existingUser: (v, ctx) => ctx.store.get('users', v as number) !== undefined,
  writeStatus: (v) => (POST_STATUSES as readonly string[]).includes(v as string),
  timezone: (v) => v === '' || normalizeTimezone(v as string) !== null,
  image: (v, ctx) => {
    const s = v as string;
    if (s === '' || s === '0') return true;
    if (/^\d+$/.test(s)) return ctx.store.get('images', Number(s)) !== undefined;
    return isImageUrl(s) && canUploadImages(ctx.caller);
  },
  cost: (v) => costEntries(v) !== null,
  website: (v) => v === '' || isHttpUrl(v as string),
  eventTerms: () => true,
  venueLink: (v, ctx) => {
    const link = parseVenueLink(v);
    return link === null || nestedValid('venues', link, ctx);
  },
  organizerLink: (v, ctx) => parseOrganizerLinks(v).every((item) => nestedValid('organizers', item, ctx)),
  postParent: (v, ctx) => {
    if (v === '' || v === 0) return true;
    const parent = ctx.store.get('events', v as number);
    if (!parent || parent.status === 'trash' || parent.postParent) return false;
    const self = targetEvent(ctx);
    // §7.1: a series' master has no parent; its occurrences have theirs already
    if (self?.recurrence || self?.recurrenceId !== undefined) return false;
    if (!self) return true;
    if (self.id === parent.id) return false;
    return ctx.store.indexes.linkedEvents('parents', self.id).size === 0;
  },
  recurrence: (v, ctx) => recurrenceFailure(v, ctx) ?? true,
  latitude: (v) => v === '' || (typeof v === 'number' && Math.abs(v) <= 90),
  longitude: (v) => v === '' || (typeof v === 'number' && Math.abs(v) <= 180),
  termList: (v, ctx) =>
    everyItem(v, (i) => findIdOrSlugTerm(ctx.store, ctx.route.resource as Taxonomy, i) !== undefined),
  categoryParentFilter: (v, ctx) => v === 0 || ctx.store.get('categories', v as number) !== undefined,
  categoryParentWrite: (v, ctx) => {
    if (v === 0) return true;
    if (ctx.store.get('categories', v as number) === undefined) return false;
    const self = ctx.pathParams.id === undefined ? undefined : Number(ctx.pathParams.id);
    return self === undefined || (v !== self && !isDescendant(ctx.store, v as number, self));
  },
  eventPathId: () => true,
  eventPathSlug: (v, ctx) => ctx.store.findBySlug('events', String(v)) !== undefined,
  venuePathId: pathExists('venues', 'id'),
  venuePathSlug: pathExists('venues', 'slug'),
  organizerPathId: pathExists('organizers', 'id'),
  organizerPathSlug: pathExists('organizers', 'slug'),
  termPathId: (v, ctx) => ctx.store.get(ctx.route.resource as Taxonomy, v as number) !== undefined,
};

/** §7.1: why a `recurrence` value cannot be written, with the reason in data.details */
function recurrenceFailure(v: Coerced, ctx: RuleContext): ParamFailure | undefined {
  const fail = (detail: Phrase): ParamFailure => ({ ...INVALID, code: 'rest_invalid_param', detail });
  const single = v === null || v === '';
  const self = targetEvent(ctx);
  if (!single && self && (self.postParent || self.recurrenceId !== undefined))
    return fail(reason('an occurrence of a series (or an event with a parent) cannot have a recurrence of its own'));
  const parent = ctx.raw.get('post_parent');
  if (!single && parent !== undefined && parent !== '' && parent !== 0 && parent !== '0')
    return fail(reason('an event with a recurrence cannot have a parent event'));
  const r = parseRecurrence(v, referenceZone(ctx), ctx.now);
  return r.ok ? undefined : fail(r.reason);
}

/** undefined = the value passes */
export function checkRule(name: RuleName, ctx: RuleContext): ParamFailure | undefined {
  const value = ctx.values.get(ctx.arg.name);
  const result = RULES[name](value, ctx);
  if (result === true) return undefined;
  return result === false ? INVALID : result;
}
