// `<id|slug>` arguments: digits mean an id, anything else a slug (CLI.md §2).
import type { ApiClient, ApiResult, Params, ParamValue } from '../../api/client.js';
import { ApiError } from '../../api/errors.js';
import type { Resource } from '../../spec/types.js';
import { ROUTES } from '../../spec/routes.js';
import { UsageError } from '../../setup/errors.js';
import { slugSegment } from '../../domain/slugs.js';

export { slugSegment };

export const SINGULAR: Record<Resource, string> = {
  events: 'event',
  venues: 'venue',
  organizers: 'organizer',
  categories: 'category',
  tags: 'tag',
};

/**
 * An event's venue or organizer given by one word of text: digits are its id, other text its name,
 * sent as its data (`{"venue": "Blue Room"}`), which the servers link to the one of that name or
 * create. The caller leaves empty text out.
 */
export function linkedRef(text: string, key: 'venue' | 'organizer'): ParamValue {
  const t = text.trim();
  return /^\d+$/.test(t) ? t : { [key]: t };
}

export { NAME_FIELD } from '../../spec/routes.js';

/** Does the resource have a by-slug route (events, venues, organizers)? */
export function hasSlugRoute(resource: Resource): boolean {
  return ROUTES.some((r) => r.resource === resource && r.shape === 'bySlug');
}

export interface ItemTarget {
  resource: Resource;
  /** the `<id|slug>` as given */
  ref: string;
  /** `event`, `venue`, … */
  word: string;
  path: string;
  shape: 'single' | 'bySlug';
  /** names the item in messages: `event 42`, `event "jazz-night"` */
  subject: string;
}

export function itemTarget(resource: Resource, ref: string, bySlug = false): ItemTarget {
  const word = SINGULAR[resource];
  if (ref === '') throw new UsageError(`give the ${word}'s id${hasSlugRoute(resource) ? ' or slug' : ''}`);
  const isId = /^\d+$/.test(ref);
  if (!hasSlugRoute(resource)) {
    if (!isId || bySlug) {
      throw new UsageError(
        `${resource} are addressed by id, not by slug ("${ref}")`,
        `find the id with: calev ${resource} list --slug ${ref} --no-hide-empty --format ids`,
      );
    }
    return { resource, ref, word, path: `/${resource}/${ref}`, shape: 'single', subject: `${word} ${ref}` };
  }
  if (isId && !bySlug)
    return { resource, ref, word, path: `/${resource}/${ref}`, shape: 'single', subject: `${word} ${ref}` };
  const path = `/${resource}/by-slug/${slugSegment(ref)}`;
  return { resource, ref, word, path, shape: 'bySlug', subject: `${word} "${ref}"` };
}

/**
 * The target a write goes to: by id where the site checks the user's rights on the item only
 * there (SiteQuirks.slugWritesUnchecked), the slug read first for it. `whole`: the item is read
 * whole (with `query`), for an update that merges with it (its `view`), else its id only.
 */
export async function writeTarget(
  target: ItemTarget,
  client: ApiClient,
  read: { whole?: boolean; query?: Params } = {},
): Promise<ItemTarget & { view?: Record<string, unknown> }> {
  if (target.shape !== 'bySlug' || !client.site.slugWritesUnchecked) return target;
  const query = read.whole ? (read.query ?? {}) : { _fields: 'id' };
  const { data } = await readItem(target, client, query);
  const view = (data ?? {}) as Record<string, unknown>;
  if (typeof view.id !== 'number') return target;
  return { ...target, path: `/${target.resource}/${view.id}`, shape: 'single', ...(read.whole ? { view } : {}) };
}

/**
 * An item read by its target; on a site where an unpublished event has no slug (WordPress gives a
 * draft or pending event its slug when it is published: drafts-without-slugs.json), an event's
 * slug that finds nothing is looked for among those, as the slug its title would get.
 */
export async function readItem(target: ItemTarget, client: ApiClient, query: Params = {}): Promise<ApiResult> {
  try {
    return await client.call('GET', target.path, { query, subject: target.subject });
  } catch (err) {
    const id = await unpublishedBySlug(target, client, err);
    if (id === undefined) throw err;
    return client.call('GET', `/events/${id}`, { query, subject: target.subject });
  }
}

async function unpublishedBySlug(target: ItemTarget, client: ApiClient, err: unknown): Promise<number | undefined> {
  const missing = err instanceof ApiError && err.status === 400 && 'slug' in (asRecord(err.data.params) ?? {});
  if (!missing || target.shape !== 'bySlug' || target.resource !== 'events' || !client.site.slugsDiffer) return;
  const slug = target.ref.toLowerCase();
  const query = { status: 'draft,pending', search: slug.replace(/-/g, ' '), starts_after: '1000-01-01', per_page: 50 };
  const res = await client.call('GET', '/events', { query, subject: target.subject }).catch(() => undefined);
  const events = (asRecord(res?.data)?.events ?? []) as Array<Record<string, unknown>>;
  const named = events.filter(
    (e) =>
      !e.slug && typeof e.title === 'string' && client.site.titleSlug(client.site.comparableText(e.title)) === slug,
  );
  return named.length === 1 && typeof named[0].id === 'number' ? named[0].id : undefined;
}

const asRecord = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
