// Lookups shared by validation rules and handlers: terms by id/slug/name, linked posts.
import { localized } from '../domain/localized.js';
import type { Language } from '../spec/types.js';
import type { TermRecord } from '../store/records.js';
import type { Store, Transaction } from '../store/store.js';

export { withDescendants } from '../domain/categories.js';

export type Taxonomy = 'categories' | 'tags';

type Reader = Pick<Store, 'get' | 'findBySlug' | 'all'>;

function byName(
  store: Reader,
  tax: Taxonomy,
  name: string,
  lang: Language,
  defaultLang: Language,
): TermRecord | undefined {
  const wanted = name.toLowerCase();
  return store.all(tax).find((t) => localized(t, 'name', lang, defaultLang).toLowerCase() === wanted);
}

const DIGITS = /^\d+$/;

/** List filters (§4.2.1): slug, then id, then name. */
export function findFilterTerm(
  store: Reader,
  tax: Taxonomy,
  item: string,
  lang: Language,
  defaultLang: Language,
): TermRecord | undefined {
  return (
    store.findBySlug(tax, item) ??
    (DIGITS.test(item) ? store.get(tax, Number(item)) : undefined) ??
    byName(store, tax, item, lang, defaultLang)
  );
}

/** Event terms on write (§5.3): digits are ids only; otherwise slug, then name. */
export function findWriteTerm(
  store: Reader,
  tax: Taxonomy,
  item: string,
  lang: Language,
  defaultLang: Language,
): { kind: 'id'; term: TermRecord | undefined } | { kind: 'found'; term: TermRecord } | { kind: 'new' } {
  if (DIGITS.test(item)) return { kind: 'id', term: store.get(tax, Number(item)) };
  const term = store.findBySlug(tax, item) ?? byName(store, tax, item, lang, defaultLang);
  return term ? { kind: 'found', term } : { kind: 'new' };
}

/** Term-list include/exclude (§4.4): id or slug of this taxonomy. */
export function findIdOrSlugTerm(store: Reader, tax: Taxonomy, item: string): TermRecord | undefined {
  return DIGITS.test(item) ? store.get(tax, Number(item)) : store.findBySlug(tax, item);
}

export function isDescendant(store: Reader, candidate: number, ancestor: number): boolean {
  let cur = store.get('categories', candidate);
  const seen = new Set<number>();
  while (cur && cur.parent && !seen.has(cur.id)) {
    if (cur.parent === ancestor) return true;
    seen.add(cur.id);
    cur = store.get('categories', cur.parent);
  }
  return false;
}

export type { Transaction };
