// Categories and tags (API.md §3.5, §4.4, §4.8, §5.4, §5.9).
import { linksVisible } from '../../domain/event-view.js';
import { localized } from '../../domain/localized.js';
import { canManageTerms } from '../../domain/permissions.js';
import { termView } from '../../domain/post-views.js';
import { sanitizeSlug } from '../../domain/slugs.js';
import type { TermRecord } from '../../store/records.js';
import { ApiError, forbidden, termExists } from '../errors.js';
import { findIdOrSlugTerm, type Taxonomy } from '../lookups.js';
import type { HandlerContext, HandlerResult } from './context.js';
import { effectiveQuery, pageLinks, pagingOf, totalPages, totalsHeaders } from './paging.js';
import { applyTexts, freeSlug } from './post-writes.js';

function taxonomy(ctx: HandlerContext): Taxonomy {
  return ctx.route.resource as Taxonomy;
}

function authorize(ctx: HandlerContext): Taxonomy {
  const tax = taxonomy(ctx);
  if (!canManageTerms(ctx.caller, tax)) throw forbidden(ctx.caller === null);
  return tax;
}

function nameOf(ctx: HandlerContext, t: TermRecord): string {
  return localized(t, 'name', ctx.lang, ctx.site.language);
}

/** §5.4: another term of the taxonomy (categories: same parent) with this name, ignoring case. */
function sameName(
  ctx: HandlerContext,
  tax: Taxonomy,
  name: string,
  parent: number,
  selfId: number,
): TermRecord | undefined {
  const wanted = name.toLowerCase();
  return ctx.store
    .all(tax)
    .find((t) => t.id !== selfId && (tax === 'tags' || t.parent === parent) && nameOf(ctx, t).toLowerCase() === wanted);
}

export async function getTerm(ctx: HandlerContext): Promise<HandlerResult> {
  const tax = taxonomy(ctx);
  return { status: 200, body: termView(ctx, tax, ctx.store.get(tax, Number(ctx.pathParams.id))!) };
}

export async function createTerm(ctx: HandlerContext): Promise<HandlerResult> {
  const tax = authorize(ctx);
  const v = ctx.params.values;
  const name = (v.get('name') as string).trim();
  const parent = (v.get('parent') as number | undefined) ?? 0;
  const dup = sameName(ctx, tax, name, parent, 0);
  if (dup) throw termExists(tax, dup.id);
  const tx = ctx.store.begin();
  const id = tx.nextId('term');
  let term: TermRecord = { id, name, slug: '', description: '', parent: tax === 'categories' ? parent : 0, i18n: {} };
  term = applyTexts(ctx, term, { name, description: v.get('description') as string | undefined }, true);
  term.slug = freeSlug(tx, tax, (v.get('slug') as string | undefined) ?? name, id);
  tx.put(tax, term);
  await ctx.views.commit(tx, ctx);
  return { status: 201, body: termView(ctx, tax, ctx.store.get(tax, id)!) };
}

export async function updateTerm(ctx: HandlerContext): Promise<HandlerResult> {
  const tax = authorize(ctx);
  const v = ctx.params.values;
  const current = ctx.store.get(tax, Number(ctx.pathParams.id))!;
  let term: TermRecord = { ...current };
  if (v.has('parent') && tax === 'categories') term.parent = v.get('parent') as number;
  const name = (v.get('name') as string | undefined)?.trim();
  if (name !== undefined || v.has('parent')) {
    const dup = sameName(ctx, tax, name ?? nameOf(ctx, current), term.parent, current.id);
    if (dup) throw termExists(tax, dup.id);
  }
  term = applyTexts(ctx, term, { name, description: v.get('description') as string | undefined }, false);
  const tx = ctx.store.begin();
  if (v.has('slug')) {
    const slug = sanitizeSlug(v.get('slug') as string) || String(current.id);
    const holder = ctx.store.findBySlug(tax, slug);
    if (holder && holder.id !== current.id) throw new ApiError('duplicate_term_slug', { values: [slug] });
    term.slug = slug;
  }
  tx.put(tax, term);
  await ctx.views.commit(tx, ctx);
  return { status: 200, body: termView(ctx, tax, ctx.store.get(tax, current.id)!) };
}

export async function deleteTerm(ctx: HandlerContext): Promise<HandlerResult> {
  const tax = authorize(ctx);
  const term = ctx.store.get(tax, Number(ctx.pathParams.id))!;
  const body = termView(ctx, tax, term);
  const tx = ctx.store.begin();
  tx.remove(tax, term.id);
  for (const e of ctx.store.indexes.linkedEvents(tax, term.id).range())
    tx.put('events', { ...e, [tax]: e[tax].filter((id) => id !== term.id) });
  if (tax === 'categories')
    for (const c of ctx.store.all('categories'))
      if (c.parent === term.id) tx.put('categories', { ...c, parent: term.parent });
  await ctx.views.commit(tx, ctx);
  return { status: 200, body };
}

const ORDER_KEYS: Record<string, (ctx: HandlerContext, t: TermRecord) => string | number> = {
  id: (_c, t) => t.id,
  term_id: (_c, t) => t.id,
  none: (_c, t) => t.id,
  name: (c, t) => nameOf(c, t).toLowerCase(),
  slug: (_c, t) => t.slug,
  description: (c, t) => localized(t, 'description', c.lang, c.site.language).toLowerCase(),
  count: (c, t) => c.termCounts(taxonomy(c)).get(t.id) ?? 0,
  parent: (_c, t) => t.parent,
  term_group: () => 0,
};

export async function listTerms(ctx: HandlerContext): Promise<HandlerResult> {
  const tax = taxonomy(ctx);
  const v = ctx.params.values;
  const paging = pagingOf(v);
  const counts = ctx.termCounts(tax);
  const ids = (name: string) =>
    (v.get(name) as string[] | undefined)?.map((i) => findIdOrSlugTerm(ctx.store, tax, i)!.id);
  const include = ids('include');
  const exclude = ids('exclude');
  const search = (v.get('search') as string | undefined)?.toLowerCase();
  const slug = (v.get('slug') as string | undefined)?.toLowerCase();
  const eventId = (v.get('event') ?? v.get('post')) as number | undefined;
  const event = eventId === undefined ? undefined : ctx.store.get('events', eventId);
  // a locked or unreadable event has no terms for this caller (§2.4)
  const linked = eventId === undefined ? undefined : new Set(linksVisible(ctx, event) ? event[tax] : []);
  const hideEmpty = v.get('hide_empty') !== false;
  const items = ctx.store.all(tax).filter((t) => {
    if (hideEmpty && !(counts.get(t.id) ?? 0)) return false;
    if (
      search !== undefined &&
      !nameOf(ctx, t).toLowerCase().includes(search) &&
      !t.slug.toLowerCase().includes(search)
    )
      return false;
    if (include && !include.includes(t.id)) return false;
    if (exclude?.includes(t.id)) return false;
    if (v.has('parent') && t.parent !== v.get('parent')) return false;
    if (linked && !linked.has(t.id)) return false;
    if (slug !== undefined && t.slug.toLowerCase() !== slug) return false;
    return true;
  });
  sortTerms(ctx, items, include);
  const total = items.length;
  const pages = totalPages(total, paging.perPage);
  const slice = items.slice((paging.page - 1) * paging.perPage, paging.page * paging.perPage);
  const links = pageLinks(
    `${ctx.nsUrl}/${tax}`,
    effectiveQuery(ctx.endpoint, v, ctx.params.raw, paging),
    paging,
    pages,
  );
  const { rest_url, ...more } = links;
  return {
    status: 200,
    headers: totalsHeaders(total, pages),
    body: { rest_url, total, total_pages: pages, [tax]: slice.map((t) => termView(ctx, tax, t)), ...more },
  };
}

function sortTerms(ctx: HandlerContext, items: TermRecord[], include: number[] | undefined): void {
  const orderby = ((ctx.params.values.get('orderby') as string | undefined) ?? 'name').toLowerCase();
  const order = ctx.params.values.get('order') as string | undefined;
  const dir = order === undefined || order.toLowerCase() === 'asc' ? 1 : -1;
  const key =
    orderby === 'include' && include
      ? (_c: HandlerContext, t: TermRecord) => include.indexOf(t.id)
      : (ORDER_KEYS[orderby] ?? ORDER_KEYS.name);
  items.sort((a, b) => {
    const ka = key(ctx, a);
    const kb = key(ctx, b);
    if (ka < kb) return -dir;
    if (ka > kb) return dir;
    return a.id - b.id;
  });
}
