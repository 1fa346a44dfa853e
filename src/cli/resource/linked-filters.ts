// Arguments the API takes as ids, given by name or slug as users name things: the event list's
// `venue` and `organizer` filters (API.md §4.2; `create` takes a venue or an organizer by name,
// but `events list --venue "Blue Hall"` was refused, 400, on both targets), and a category's
// `parent` (`categories create --parent jazz`). Looked up first, as the user would look them up.
import type { ApiClient, Params, ParamValue } from '../../api/client.js';
import { ApiError } from '../../api/errors.js';
import { hasOtherLetters, scalarText } from '../../domain/text.js';
import { CommandError } from '../../setup/errors.js';
import { findEndpoint } from '../../spec/routes.js';
import type { RuleName } from '../../spec/types.js';
import { sameName } from '../import/compare.js';
import { NAME_FIELD, SINGULAR, slugSegment } from './ref.js';

type Linked = 'venues' | 'organizers';
/** The route table's rules of the event list arguments that name venues or organizers by id. */
const LINKED_BY_RULE: Partial<Record<RuleName, Linked>> = { venueIdList: 'venues', organizerIdList: 'organizers' };
/** The event list's arguments that take venue or organizer ids, and which. */
const filters = (): Array<[key: string, resource: Linked]> =>
  (findEndpoint('events', 'list')?.args ?? []).flatMap((a) => {
    const resource = a.rule === undefined ? undefined : LINKED_BY_RULE[a.rule];
    return resource ? [[a.name, resource] as [string, Linked]] : [];
  });
/** pages a name's search reads at most (50 each) */
const MAX_PAGES = 20;

type View = Record<string, unknown>;

/**
 * The venues or organizers of that name (case-insensitive, as shown), lowest id first: the list
 * searched for it, with `query` (statuses) added.
 */
export async function postsNamed(
  client: ApiClient,
  resource: Linked,
  name: string,
  query: Params = {},
): Promise<View[]> {
  // names-in-other-scripts-not-searched.json: The Events Calendar's search finds no name in other
  // letters than Latin (`Зал Москва`, `東京ホール`), which calev would search for among every
  // item; the one of that name has the slug the site gives the name: one read
  if (client.site.searchesLatinOnly(resource) && hasOtherLetters(name)) {
    const slug = client.site.titleSlug(name);
    const view = slug ? await viewBySlug(client, resource, slug, query) : undefined;
    return view && sameName(name, view[NAME_FIELD[resource]], client.site.comparableText) ? [view] : [];
  }
  const matches: View[] = [];
  let pages = 0;
  for await (const page of client.pages(`/${resource}`, { ...query, search: name, per_page: 50 }, resource)) {
    for (const raw of page.items) {
      const view = raw as View;
      if (sameName(name, view[NAME_FIELD[resource]], client.site.comparableText)) matches.push(view);
    }
    if (++pages >= MAX_PAGES) break;
  }
  return matches.sort((a, b) => Number(a.id) - Number(b.id));
}

/** The venue or organizer of a slug, if any (and of the statuses `query` asks for). */
async function viewBySlug(client: ApiClient, resource: Linked, slug: string, query: Params): Promise<View | undefined> {
  try {
    const view = (await client.call('GET', `/${resource}/by-slug/${slugSegment(slug)}`)).data as View | undefined;
    const statuses = typeof query.status === 'string' ? query.status.split(',') : ['publish'];
    return view && statuses.includes(scalarText(view.status)) ? view : undefined;
  } catch (err) {
    // The Events Calendar answers 400 for a slug it lacks
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return undefined;
    throw err;
  }
}

/** The ids a filter item names: digits are an id; other text every venue of that name, else the one of that slug. */
async function idsOf(client: ApiClient, resource: Linked, item: string): Promise<string[]> {
  if (/^\d+$/.test(item)) return [item];
  const named = await postsNamed(client, resource, item);
  if (named.length > 0) return named.map((view) => String(view.id));
  // WordPress slugs are lower case, without spaces; The Events Calendar answers 400 for a slug it lacks
  if (/^[\p{Ll}\p{N}%_-]+$/u.test(item)) {
    try {
      const res = await client.call('GET', `/${resource}/by-slug/${slugSegment(item)}`, {
        query: { _fields: 'id' },
        subject: `${SINGULAR[resource]} "${item}"`,
      });
      const id = (res.data as View | undefined)?.id;
      if (typeof id === 'number' || typeof id === 'string') return [String(id)];
    } catch (err) {
      if (!(err instanceof ApiError && (err.status === 404 || err.status === 400))) throw err;
    }
  }
  throw new CommandError(
    `no ${SINGULAR[resource]} "${item}" (by name or slug) for --${SINGULAR[resource]}`,
    `find it with: calev ${resource} list --search "${item}"`,
  );
}

function itemsOf(value: ParamValue): string[] {
  const list = Array.isArray(value) ? value : scalarText(value).split(',');
  return list.map((v) => scalarText(v).trim()).filter((v) => v !== '');
}

/** The event list query with the venues and organizers its filters name by name or slug given by id. */
export async function linkedFilterIds(query: Params, client: ApiClient): Promise<Params> {
  let out = query;
  for (const [key, resource] of filters()) {
    const value = query[key];
    if (value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value))) continue;
    const items = itemsOf(value);
    if (items.every((item) => /^\d+$/.test(item))) continue;
    const ids: string[] = [];
    for (const item of items) ids.push(...(await idsOf(client, resource, item)));
    out = { ...out, [key]: [...new Set(ids)] };
  }
  return out;
}

/** The category of that slug, else of that name (case-insensitive, as shown), if any. */
export async function categoryNamed(client: ApiClient, ref: string): Promise<View | undefined> {
  for (const query of [{ slug: ref }, { search: ref }]) {
    for await (const page of client.pages('/categories', { ...query, hide_empty: false, per_page: 50 }, 'categories')) {
      for (const raw of page.items) {
        const view = raw as View;
        if (query.slug !== undefined || sameName(ref, view.name, client.site.comparableText)) return view;
      }
    }
  }
  return undefined;
}

/** A category write or list with its `parent` given by slug or name given by id. */
export async function parentCategoryId(params: Params, client: ApiClient): Promise<Params> {
  const ref = params.parent;
  if (typeof ref !== 'string' || /^\d+$/.test(ref.trim())) return params;
  const found = await categoryNamed(client, ref.trim());
  const id = found?.id;
  if (typeof id !== 'number' && typeof id !== 'string')
    throw new CommandError(
      `no category "${ref}" (by slug or name) for --parent`,
      `find it with: calev categories list --search "${ref}" --no-hide-empty`,
    );
  return { ...params, parent: Number(id) };
}

/**
 * An event's `--venue` or `--organizer` written as a slug (`--venue blue-room`, lower case with
 * hyphens): the venue or organizer of that slug, linked by id. The servers take other text as a
 * name, so a slug made a new venue named after it; a slug no item has stays a name.
 */
export async function linkedBySlug(body: Params, client: ApiClient): Promise<void> {
  const bySlug = async (value: ParamValue, resource: Linked): Promise<ParamValue> => {
    const key = NAME_FIELD[resource];
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const keys = Object.keys(value);
    const text = keys.length === 1 && keys[0] === key ? scalarText(value[key]).trim() : '';
    if (!/^[\p{Ll}\p{N}_]+(?:-[\p{Ll}\p{N}_]+)+$/u.test(text)) return value;
    const view = await viewBySlug(client, resource, text, { status: 'publish,future,draft,pending,private' });
    return view && typeof view.id === 'number' ? String(view.id) : value;
  };
  if (body.venue !== undefined) body.venue = await bySlug(body.venue, 'venues');
  if (Array.isArray(body.organizer))
    body.organizer = await Promise.all(body.organizer.map((o) => bySlug(o, 'organizers')));
  else if (body.organizer !== undefined) body.organizer = await bySlug(body.organizer, 'organizers');
}
