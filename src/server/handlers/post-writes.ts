// Rules shared by event, venue and organizer writes: publication dates, status, slugs, images,
// translations (API.md §3.1, §5.4, §5.5, §5.8, §6).
import { parseDateInput } from '../../domain/dates.js';
import { scaleStatus, timeStatus } from '../../domain/permissions.js';
import { sanitizeSlug, uniqueSlug } from '../../domain/slugs.js';
import { localToUtc } from '../../domain/timezones.js';
import type { PostCommon, PostStatus, Translations } from '../../store/records.js';
import type { Transaction } from '../../store/store.js';
import type { Coerced } from '../coerce.js';
import type { RequestContext } from '../site.js';

type Values = Map<string, Coerced>;

/** Publication date from `date_utc` (UTC) or `date` (reference zone), as a UTC wall clock. */
export function sentPubDate(ctx: RequestContext, values: Values, refZone: string): string | undefined {
  const utc = values.get('date_utc');
  if (typeof utc === 'string') return parseDateInput(utc, 'UTC', ctx.now) ?? undefined;
  const local = values.get('date');
  if (typeof local === 'string') {
    const wall = parseDateInput(local, refZone, ctx.now);
    return wall === null ? undefined : localToUtc(wall, refZone);
  }
  return undefined;
}

/** §5.5: the stored status for a create (current undefined) or an update. */
export function decideStatus(
  ctx: RequestContext,
  requested: string | undefined,
  current: PostStatus | undefined,
  dateUtc: string,
): PostStatus {
  let status: PostStatus;
  if (requested !== undefined) status = scaleStatus(ctx.caller, requested as PostStatus);
  else if (current === undefined) status = scaleStatus(ctx.caller, undefined);
  else status = current;
  return status === 'trash' ? status : timeStatus(status, dateUtc, ctx.nowUtc);
}

type Slugged = 'events' | 'venues' | 'organizers' | 'categories' | 'tags';

/** A free slug of the collection for `text` (the item's id when nothing is left), ignoring `selfId`. */
export function freeSlug(tx: Transaction, col: Slugged, text: string, id: number): string {
  const base = sanitizeSlug(text) || String(id);
  return uniqueSlug(base, (s) => {
    const holder = tx.findBySlug(col, s);
    return holder !== undefined && holder.id !== id;
  });
}

/** Attachments created by a transaction not yet committed, so that one request never creates two for one URL. */
const stagedImages = new WeakMap<Transaction, Map<string, number>>();

/** §5.8: the attachment id for an `image` value (validated before), creating it on first sight. */
export function resolveImage(ctx: RequestContext, tx: Transaction, value: string): number {
  if (value === '' || value === '0') return 0;
  if (/^\d+$/.test(value)) return Number(value);
  const staged = stagedImages.get(tx) ?? new Map<string, number>();
  stagedImages.set(tx, staged);
  const known = staged.get(value) ?? ctx.store.indexes.imageWithUrl(value);
  if (known !== undefined) return known;
  const id = tx.nextId('post');
  const ext = /\.([a-z0-9]+)$/i.exec(new URL(value).pathname)?.[1]?.toLowerCase() ?? '';
  tx.put('images', { id, url: value, extension: ext });
  staged.set(value, id);
  return id;
}

/**
 * §6: sent translatable values. Create: they become the default-language values, and also the
 * response language's when that is not the default. Update in another language: only that
 * language's values change; an empty description/excerpt removes its value.
 */
export function applyTexts<T extends { i18n: Translations }>(
  ctx: RequestContext,
  rec: T,
  sent: Partial<Record<keyof T & string, string>>,
  creating: boolean,
): T {
  const entries = Object.entries(sent).filter(([, v]) => v !== undefined) as Array<[string, string]>;
  if (!entries.length) return rec;
  const out = { ...rec, i18n: { ...rec.i18n } };
  const other = ctx.lang !== ctx.site.language;
  if (creating || !other) for (const [k, v] of entries) (out as Record<string, unknown>)[k] = v;
  if (other) {
    const own = { ...(out.i18n[ctx.lang] ?? {}) };
    for (const [k, v] of entries) {
      if (v === '' && !creating && k !== 'title' && k !== 'name') delete own[k];
      else own[k] = v;
    }
    out.i18n[ctx.lang] = own;
  }
  return out;
}

export function now(ctx: RequestContext): string {
  return ctx.nowUtc;
}

/** Trash a post: status trash, slug `…__trashed`, remembering what to restore. */
export function trashed<T extends PostCommon>(
  ctx: RequestContext,
  tx: Transaction,
  col: 'events' | 'venues' | 'organizers',
  rec: T,
): T {
  const slug = freeSlug(tx, col, `${rec.slug}__trashed`, rec.id);
  return { ...rec, status: 'trash', trashedFrom: rec.status, trashedSlug: rec.slug, slug, modifiedUtc: ctx.nowUtc };
}

/** Restore a trashed post on an update that sends a status (§5.9). */
export function restored<T extends PostCommon>(
  tx: Transaction,
  col: 'events' | 'venues' | 'organizers',
  rec: T,
  slugSent: boolean,
): T {
  if (rec.status !== 'trash') return rec;
  const { trashedFrom: _from, trashedSlug, ...rest } = rec;
  const slug = slugSent ? rec.slug : freeSlug(tx, col, trashedSlug ?? rec.slug, rec.id);
  return { ...rest, slug } as T;
}
