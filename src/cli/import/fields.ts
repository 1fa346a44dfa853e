// Items in our own field names (JSON/NDJSON objects as the API shows them or as write input,
// CSV rows with API field names as headers) turned into write arguments of the route table.
import type { Params, ParamValue } from '../../api/client.js';
import { costAsStored } from '../../domain/cost.js';
import { decodeSlug } from '../../domain/slugs.js';
import { isTecView, tecViewAsStored } from '../../api/tec-site.js';
import { findEndpoint } from '../../spec/routes.js';
import type { ArgSpec, Resource } from '../../spec/types.js';
import { isListColumn, parseListCell } from '../export/columns.js';
import { linkedRef, NAME_FIELD } from '../resource/ref.js';
import type { ImportItem } from './item.js';

/**
 * Write arguments an import never sends: ids and dates of another site (but the publication date
 * of a scheduled item: publicationDate), the caller's identity.
 */
const NOT_IMPORTED = new Set([
  'author',
  'date',
  'date_utc',
  'post_parent',
  'password',
  'translation_language',
  'id',
  'slug',
]);

/** The write arguments of a resource (create and update together), by name. */
export function writeArgs(resource: Resource): Map<string, ArgSpec> {
  const args = new Map<string, ArgSpec>();
  for (const endpoint of [findEndpoint(resource, 'create'), findEndpoint(resource, 'update')]) {
    for (const arg of endpoint?.args ?? []) if (!arg.path && !args.has(arg.name)) args.set(arg.name, arg);
  }
  return args;
}

const VENUE_FIELDS = [
  'venue',
  'address',
  'city',
  'country',
  'province',
  'state',
  'zip',
  'phone',
  'website',
  'stateprovince',
];
const ORGANIZER_FIELDS = ['organizer', 'email', 'phone', 'website'];

function pick(obj: Record<string, unknown>, keys: readonly string[]): Record<string, ParamValue> {
  const out: Record<string, ParamValue> = {};
  for (const k of keys) {
    const v = obj[k];
    if (typeof v === 'string' ? v !== '' : typeof v === 'number' || typeof v === 'boolean') out[k] = v as ParamValue;
  }
  return out;
}

/** A slug a file gives (an export's), in the letters WordPress gives percent-encoded; none for "". */
function slugIn(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? decodeSlug(value.trim()) : undefined;
}

/**
 * A venue or organizer an event names with its data: its name and fields, and the slug an export
 * gives it (`LINKED_SLUG`), by which the import links the one it is (src/cli/import/upsert.ts):
 * the name alone would link another of the same name.
 */
function linkedData(o: Record<string, unknown>, fields: readonly string[]): Record<string, ParamValue> {
  const slug = slugIn(o.slug);
  return { ...pick(o, fields), ...(slug ? { [LINKED_SLUG]: slug } : {}) };
}

/** The key of a venue's or organizer's slug in an event's input, taken out before anything is sent. */
export const LINKED_SLUG = 'slug';

/** A field's value the import cannot read: the item fails with it, rather than go without the field. */
class Unreadable extends Error {}

/** A value as the file gives it, for a message (cut after 40 characters). */
const quoted = (v: unknown) => {
  const text = JSON.stringify(v);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
};

/** A venue as the API shows it, an id, or a name -> what an event write takes. */
function venueValue(v: unknown): ParamValue | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return v.trim() === '' ? undefined : linkedRef(v, 'venue');
  if (Array.isArray(v)) {
    // The Events Calendar shows "no venue" as []
    if (v.length > 1) throw new Unreadable(`an event has one venue, not ${v.length}`);
    return v.length === 1 ? venueValue(v[0]) : undefined;
  }
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    // Linked by slug where the file gives one, else by name (the server reuses a venue of that
    // name): ids differ between sites.
    if (typeof o.venue === 'string' && o.venue.trim() !== '') return linkedData(o, VENUE_FIELDS);
    if (typeof o.id === 'number') return o.id;
    throw new Unreadable(`${quoted(v)} names no venue (give "venue": "its name", or "id")`);
  }
  throw new Unreadable(`${quoted(v)} is not a venue (a name, an id or {"venue": "its name", ...})`);
}

/** Organizers: a list, or one text of comma-separated names (a name in a list is one name, commas and all). */
function organizerValue(v: unknown, inList = false): ParamValue[] {
  if (Array.isArray(v) && !inList) return v.flatMap((o) => organizerValue(o, true));
  if (typeof v === 'number') return [v];
  if (typeof v === 'string') {
    return (inList ? [v] : v.split(','))
      .map((s) => s.trim())
      .filter((s) => s !== '')
      .map((s) => linkedRef(s, 'organizer'));
  }
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o.organizer === 'string' && o.organizer.trim() !== '') return [linkedData(o, ORGANIZER_FIELDS)];
    if (typeof o.id === 'number') return [o.id];
    throw new Unreadable(`${quoted(v)} names no organizer (give "organizer": "its name", or "id")`);
  }
  throw new Unreadable(`${quoted(v)} is not an organizer (a name, an id or {"organizer": "its name", ...})`);
}

/**
 * Terms by name (ids differ between sites; the API matches names and creates missing ones): a
 * list, or one text of comma-separated names (a name in a list is one name, commas and all).
 */
function termsValue(v: unknown, inList = false): ParamValue[] {
  if (Array.isArray(v) && !inList) return v.flatMap((t) => termsValue(t, true));
  if (typeof v === 'number' && Number.isInteger(v)) return [v];
  if (typeof v === 'string') return inList ? (v.trim() === '' ? [] : [v.trim()]) : parseListCell(v);
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const name = o.name ?? o.slug;
    // an export's term: by its slug (two categories of one name under different parents), its
    // name for a term the target lacks (src/cli/import/upsert.ts)
    const slug = slugIn(o.slug);
    if (slug && typeof o.name === 'string' && o.name.trim() !== '') return [{ name: o.name, [LINKED_SLUG]: slug }];
    if (typeof name === 'string' && name.trim() !== '') return [name];
    if (typeof o.id === 'number') return [o.id];
    throw new Unreadable(`${quoted(v)} names no term (give "name", "slug" or "id")`);
  }
  throw new Unreadable(`${quoted(v)} is not a term (a name, a slug, an id or {"name": ...})`);
}

function scalar(v: unknown): v is string | number | boolean {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

const KIND_SIGNS: Record<Resource, string> = {
  events: 'a title and a start_date',
  venues: 'a venue name and no title',
  organizers: 'an organizer name and no title',
  categories: 'the taxonomy tribe_events_cat',
  tags: 'the taxonomy post_tag',
};

/** What an item of a file is, where it shows it (a list or export of another resource). */
function resourceOfItem(obj: Record<string, unknown>): Resource | undefined {
  if (typeof obj.title === 'string' || (obj.title && typeof obj.title === 'object'))
    return obj.start_date !== undefined ? 'events' : undefined;
  if (typeof obj.venue === 'string') return 'venues';
  if (typeof obj.organizer === 'string') return 'organizers';
  if (obj.taxonomy === 'tribe_events_cat') return 'categories';
  if (obj.taxonomy === 'post_tag') return 'tags';
  return undefined;
}

/**
 * An object from a JSON or NDJSON file -> the item to write, or why it cannot be. An item The
 * Events Calendar's API wrote (`list`, `get` or a download of a site; `fromTec`: its file's
 * envelope says so) has its names as the site stores them, not as it shows them for HTML.
 */
export function itemFromObject(
  resource: Resource,
  value: unknown,
  line: number,
  opts: { fromTec?: boolean } = {},
): ImportItem {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { line, error: 'not a JSON object' };
  const obj = (opts.fromTec || isTecView(value) ? tecViewAsStored(resource, value) : value) as Record<string, unknown>;
  const slug = slugIn(obj.slug);
  const kind = resourceOfItem(obj);
  if (kind !== undefined && kind !== resource)
    return {
      line,
      slug,
      error: `an item of ${kind}, not of ${resource} (it has ${KIND_SIGNS[kind]}): calev ${kind} import`,
    };
  // A password-protected event as listed to a user who may not read it (API.md §2.4: `all_day`
  // null, description, cost, venue and terms emptied): written back, it would empty the event.
  if (resource === 'events' && obj.all_day === null)
    return {
      line,
      slug,
      skip: 'a password-protected event, as listed to a user who may not read it (its fields are masked)',
    };
  const args = writeArgs(resource);
  const input: Params = {};
  const unreadable: string[] = [];
  for (const [key, raw] of Object.entries(obj)) {
    if (raw === null || raw === undefined || NOT_IMPORTED.has(key) || !args.has(key)) continue;
    let v: ParamValue | undefined;
    try {
      v = fieldValue(resource, key, raw, obj, args.get(key)!.kind);
    } catch (err) {
      if (!(err instanceof Unreadable)) throw err;
      unreadable.push(`${key}: ${err.message}`);
      continue;
    }
    if (v !== undefined && !(Array.isArray(v) && v.length === 0 && (key === 'venue' || key === 'organizer')))
      input[key] = v;
  }
  const published = publicationDate(obj, input);
  Object.assign(input, published);
  const nameValue = input[NAME_FIELD[resource]];
  const name = typeof nameValue === 'string' ? nameValue.trim() : undefined;
  if (unreadable.length) return { line, slug, name, error: unreadable.join('; ') };
  // a list's CSV of its default columns has the status and no publication date
  if (input.status === 'future' && Object.keys(published).length === 0)
    return {
      line,
      slug,
      name,
      error:
        'status future without its publication date (date_utc): the target would publish it at once (`export` writes date_utc)',
    };
  const exported = resource === 'events' ? exportedIds(obj) : undefined;
  return {
    line,
    input,
    slug,
    name,
    ...(exported ? { exported } : {}),
    ...(resource === 'categories' ? parentOf(obj, input) : {}),
  };
}

/**
 * A scheduled item's publication date: without it the target publishes the item at once (API.md
 * §5.5: `future` with no date in the future is `publish`). As `date_utc`, the instant, which
 * means the same whatever the target's timezone; `date` where the file has no `date_utc`.
 */
function publicationDate(obj: Record<string, unknown>, input: Params): Params {
  if (input.status !== 'future') return {};
  for (const key of ['date_utc', 'date'] as const) {
    const value = obj[key];
    // a date WordPress never fixed (a draft's) reads 0000-00-00 00:00:00
    if (typeof value === 'string' && value.trim() !== '' && !value.startsWith('0000-00-00')) return { [key]: value };
  }
  return {};
}

/** An exported event's id and `post_parent` (a number, or digits as a CSV cell holds them). */
function exportedIds(obj: Record<string, unknown>): ImportItem['exported'] {
  const id = positive(obj.id);
  const parent = positive(obj.post_parent);
  return id === undefined && parent === undefined ? undefined : { id, parent };
}

function positive(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** One field of a JSON item as the write takes it; undefined: not written (as shown for "none"). */
function fieldValue(
  resource: Resource,
  key: string,
  raw: unknown,
  obj: Record<string, unknown>,
  kind: string,
): ParamValue | undefined {
  if (key === 'image') {
    // an attachment id goes as text, as both servers take it
    if (typeof raw === 'string' || typeof raw === 'number') return String(raw);
    // The Events Calendar shows "no image" as false
    if (raw === false) return undefined;
    const url = raw && typeof raw === 'object' ? (raw as Record<string, unknown>).url : undefined;
    if (typeof url === 'string') return url;
    throw new Unreadable(`${quoted(raw)} is not an image (an id, a URL or {"url": ...})`);
  }
  if (resource === 'events' && key === 'venue') return venueValue(raw);
  if (resource === 'events' && key === 'organizer') return organizerValue(raw);
  if (resource === 'events' && (key === 'categories' || key === 'tags')) return termsValue(raw);
  if (resource === 'events' && key === 'recurrence') return recurrenceValue(raw);
  // A cost shown with the site's currency symbol, not one of its own: its values, not the `$12` shown.
  if (resource === 'events' && key === 'cost' && typeof raw === 'string') return costAsStored(obj);
  // A website that only repeats the item's own page was never set: leave it following the page.
  if (key === 'website' && raw === obj.url) return undefined;
  if (key === 'status' && raw === 'trash') return undefined;
  // a number where the API takes text (`"zip": 2108`, a numeric title) or a date (a Unix
  // timestamp, as `--start-date 1893456000` takes it): both servers refuse a JSON number there
  if (typeof raw === 'number' && (kind === 'string' || kind === 'date')) return String(raw);
  // "true", "no", "1" where the API takes a boolean, as a CSV cell is read
  if (typeof raw === 'string' && kind === 'bool') return booleanCell(raw);
  if (scalar(raw)) return raw;
  if (Array.isArray(raw) && raw.every(scalar)) return raw;
  throw new Unreadable(`${quoted(raw)} is not ${Array.isArray(raw) ? 'a list of values' : 'a value'} this field takes`);
}

/**
 * A category's parent as ids cannot carry it to another site: by the parent's slug (the
 * `parent_slug` an export writes beside the id, which then wins; `""`: top level) or by a
 * `parent` that is a slug or name rather than an id. A `parent` that is an id is the row of the
 * file of that `id`, else the target's (where the file came from no other site). Resolved by the
 * import (src/cli/import/upsert.ts).
 */
function parentOf(obj: Record<string, unknown>, input: Params): Pick<ImportItem, 'parentRef' | 'fileIds'> {
  const given = typeof obj.parent_slug === 'string' ? decodeSlug(obj.parent_slug.trim()) : undefined;
  const ref =
    given ?? (typeof input.parent === 'string' && !/^\s*\d+\s*$/.test(input.parent) ? input.parent.trim() : undefined);
  const id = positive(obj.id);
  const parent = ref === undefined ? positive(input.parent) : undefined;
  const urls = obj.urls && typeof obj.urls === 'object' ? (obj.urls as Record<string, unknown>) : {};
  const site = apiRootOf(urls.self) ?? apiRootOf(obj.rest_url);
  const fileIds = id === undefined && parent === undefined ? {} : { fileIds: { id, parent, site } };
  if (ref === undefined) return fileIds;
  delete input.parent;
  if (ref === '') {
    input.parent = 0;
    return fileIds;
  }
  return { parentRef: ref, ...fileIds };
}

/**
 * The API root a term's URL names (`http://host/wp-json/tribe/events/v1/categories/2` ->
 * `http://host/wp-json/tribe/events/v1`; `?rest_route=` as written), lower-case; undefined for
 * anything else.
 */
export function apiRootOf(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  let text = url.trim();
  try {
    text = decodeURIComponent(text);
  } catch {
    // a stray `%`: as it is
  }
  const root = /^(https?:\/\/.*?)\/(?:categories|tags)(?:[/?#&]|$)/i.exec(text)?.[1];
  return root?.toLowerCase();
}

/** A series' rule as the API shows it (without its description) or as text; none for single events. */
function recurrenceValue(v: unknown): ParamValue | undefined {
  if (typeof v === 'string') return v.trim() === '' ? undefined : v;
  if (!v || typeof v !== 'object' || Array.isArray(v))
    throw new Unreadable(`${quoted(v)} is not a series (a rule as text, or {"rules": [...], "rdates", "exdates"})`);
  const o = v as Record<string, unknown>;
  const list = (k: string): string[] => {
    const value = o[k] ?? [];
    if (!Array.isArray(value) || !value.every((x) => typeof x === 'string'))
      throw new Unreadable(`${k} ${quoted(value)} is not a list of texts`);
    return value;
  };
  return { rules: list('rules'), rdates: list('rdates'), exdates: list('exdates') };
}

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'y', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'n', 'off']);

/** A CSV cell for a boolean argument; other text is left for the API to refuse. */
export function booleanCell(cell: string): boolean | string {
  const v = cell.trim().toLowerCase();
  return TRUE_WORDS.has(v) ? true : FALSE_WORDS.has(v) ? false : cell;
}

/** A CSV row with API field names as headers (dotted for nested: `venue.city`) -> the item. */
export function itemFromRow(resource: Resource, row: Record<string, string>, line: number): ImportItem {
  const args = writeArgs(resource);
  const obj: Record<string, unknown> = {};
  const lists: Record<string, Record<string, string[]>> = {};
  for (const [header, cell] of Object.entries(row)) {
    if (cell === undefined || cell.trim() === '') continue;
    const [base, key] = header.split('.', 2) as [string, string | undefined];
    if (isListColumn(resource, header)) {
      // organizer.organizer, organizer.email, … are parallel lists: one entry per organizer.
      (lists[base] ??= {})[key ?? ''] = parseListCell(cell);
    } else if (key !== undefined) {
      const nested = (obj[base] && typeof obj[base] === 'object' ? obj[base] : {}) as Record<string, unknown>;
      nested[key] = cell;
      obj[base] = base === 'image' ? cell : nested;
    } else {
      const kind = args.get(header)?.kind;
      obj[header] =
        kind === 'bool' || kind === 'truthy'
          ? booleanCell(cell)
          : kind === 'int' && /^\d+$/.test(cell.trim())
            ? Number(cell)
            : cell;
    }
  }
  for (const [base, columns] of Object.entries(lists)) {
    const nameKey = base === 'organizer' ? 'organizer' : 'name';
    const names = columns[nameKey] ?? columns[''] ?? columns.slug ?? [];
    obj[base] = names.map((n, i) => {
      // a term of the name column with its slug (an export's), linked by it as a JSON term is
      if (base !== 'organizer')
        return columns.name && n.trim() !== '' && columns.slug?.[i] ? { name: n, slug: columns.slug[i] } : n;
      const o: Record<string, string> = { organizer: n };
      for (const [k, values] of Object.entries(columns)) if (k !== nameKey && k !== '' && values[i]) o[k] = values[i]!;
      return o;
    });
  }
  return itemFromObject(resource, obj, line);
}
