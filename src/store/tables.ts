// The in-memory state: one Map per collection, a slug index per slugged collection, the id
// sequences. Loading, journal replay and commits all change it through `apply`, so there is one
// code path that keeps the indexes right.
import { Indexes } from './indexes.js';
import { COLLECTION_NAMES } from './records.js';
import type { AnyRecord, CollectionName, Sequences } from './records.js';

export type SluggedCollection = 'events' | 'venues' | 'organizers' | 'categories' | 'tags';

const SLUGGED_NAMES: readonly SluggedCollection[] = ['events', 'venues', 'organizers', 'categories', 'tags'];

export function isSlugged(col: CollectionName): col is SluggedCollection {
  return (SLUGGED_NAMES as readonly string[]).includes(col);
}

/** Which id sequence each collection draws from (API.md: posts share one, terms another). */
export const SEQUENCE_OF: Readonly<Record<CollectionName, keyof Sequences>> = {
  events: 'post',
  venues: 'post',
  organizers: 'post',
  images: 'post',
  categories: 'term',
  tags: 'term',
  users: 'user',
};

export const SEQUENCE_NAMES: readonly (keyof Sequences)[] = ['post', 'term', 'user'];

export type Op =
  { op: 'put'; col: CollectionName; record: AnyRecord } | { op: 'remove'; col: CollectionName; id: number };

export function slugKey(slug: string): string {
  return slug.toLowerCase();
}

function slugOf(record: AnyRecord | undefined): string {
  return record && 'slug' in record && typeof record.slug === 'string' ? slugKey(record.slug) : '';
}

/** Freezing makes an accidental in-place edit of a stored record throw instead of silently
 * changing what readers see without a journal line behind it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  // no Object.values: loading 100k records would allocate an array per object
  if (Array.isArray(value)) {
    for (const child of value) if (typeof child === 'object' && child !== null) deepFreeze(child);
  } else {
    for (const key in value) {
      const child = (value as Record<string, unknown>)[key];
      if (typeof child === 'object' && child !== null) deepFreeze(child);
    }
  }
  return Object.freeze(value);
}

/** the last version handed out to any tables of this process */
let lastVersion = 0;

function emptyMaps<V>(names: readonly string[]): Record<string, Map<number | string, V>> {
  return Object.fromEntries(names.map((n) => [n, new Map()]));
}

export class Tables {
  private readonly records = emptyMaps<AnyRecord>(COLLECTION_NAMES) as Record<CollectionName, Map<number, AnyRecord>>;
  private readonly slugs = emptyMaps<number>(SLUGGED_NAMES) as Record<SluggedCollection, Map<string, number>>;
  private readonly sorted = new Map<CollectionName, AnyRecord[]>();
  readonly seq: Sequences = { post: 1, term: 1, user: 1 };
  readonly indexes = new Indexes();
  /** raised by every change of a record (load, commit, replay, take-back): whatever was derived
   * from the records at one version still holds while the version is the same. Drawn from one
   * counter for the process, so tables loaded afresh never repeat a version of the ones before. */
  version = ++lastVersion;
  /** while loading files, indexes wait for one bulk build (finishLoading) */
  private loading = true;
  /** deep-freeze every record put in (see deepFreeze); off for a read-only snapshot, whose
   * records nothing ever replaces: it is short-lived, and freezing 1k events costs ~13 ms */
  private readonly freeze: (record: AnyRecord) => AnyRecord;

  constructor(opts: { freeze?: boolean } = {}) {
    this.freeze = (opts.freeze ?? true) ? deepFreeze : (record) => record;
  }

  get(col: CollectionName, id: number): AnyRecord | undefined {
    return this.records[col].get(id);
  }

  all(col: CollectionName): AnyRecord[] {
    let list = this.sorted.get(col);
    if (!list) {
      // Maps keep insertion order, which is id order except after explicit-id puts; sorting an
      // almost sorted array is linear, and the result is cached until the collection changes.
      list = Object.freeze([...this.records[col].values()].sort((a, b) => a.id - b.id)) as AnyRecord[];
      this.sorted.set(col, list);
    }
    return list;
  }

  count(col: CollectionName): number {
    return this.records[col].size;
  }

  /** `key` must already be lower-cased (slugKey). */
  slugId(col: SluggedCollection, key: string): number | undefined {
    return this.slugs[col].get(key);
  }

  raiseSequences(seq: Partial<Sequences>): void {
    for (const name of SEQUENCE_NAMES) this.seq[name] = Math.max(this.seq[name], seq[name] ?? 1);
  }

  load(col: CollectionName, records: readonly AnyRecord[]): void {
    if (!this.loading) {
      for (const record of records) this.put(col, this.freeze(record));
      return;
    }
    // put() for a whole file, with what does not change per record looked up once
    const map = this.records[col];
    const slugs = isSlugged(col) ? this.slugs[col] : undefined;
    let maxId = 0;
    const freeze = this.freeze;
    for (const record of records) {
      freeze(record);
      const old = map.get(record.id);
      if (old !== undefined) this.unindexSlug(col, old);
      map.set(record.id, record);
      if (slugs) {
        const key = slugOf(record);
        if (key !== '') slugs.set(key, record.id);
      }
      if (record.id > maxId) maxId = record.id;
    }
    const seq = SEQUENCE_OF[col];
    this.seq[seq] = Math.max(this.seq[seq], maxId + 1);
    this.sorted.delete(col);
    this.version = ++lastVersion;
  }

  /** Builds the indexes over what was loaded; from now on every change keeps them right. */
  finishLoading(): void {
    if (!this.loading) return;
    this.loading = false;
    this.indexes.build(this.records);
  }

  /** Applies the operations in order; returns the record each one replaced or removed. */
  apply(ops: readonly Op[]): Array<AnyRecord | undefined> {
    const previous: Array<AnyRecord | undefined> = [];
    for (const op of ops) {
      if (op.op === 'put') {
        previous.push(this.records[op.col].get(op.record.id));
        this.put(op.col, this.freeze(op.record));
      } else {
        previous.push(this.records[op.col].get(op.id));
        this.remove(op.col, op.id);
      }
    }
    return previous;
  }

  /** Sets the sequences back (taking back changes whose journal write failed). */
  resetSequences(seq: Sequences): void {
    Object.assign(this.seq, seq);
  }

  private put(col: CollectionName, record: AnyRecord): void {
    const map = this.records[col];
    const old = map.get(record.id);
    this.unindexSlug(col, old);
    map.set(record.id, record);
    if (!this.loading) this.indexes.update(col, old, record);
    if (isSlugged(col)) {
      const key = slugOf(record);
      // Empty slugs (e.g. some drafts) are not addressable by slug.
      if (key !== '') this.slugs[col].set(key, record.id);
    }
    const seq = SEQUENCE_OF[col];
    this.seq[seq] = Math.max(this.seq[seq], record.id + 1);
    this.sorted.delete(col);
    this.version = ++lastVersion;
  }

  private remove(col: CollectionName, id: number): void {
    const map = this.records[col];
    const old = map.get(id);
    if (!old) return;
    this.unindexSlug(col, old);
    map.delete(id);
    if (!this.loading) this.indexes.update(col, old, undefined);
    this.sorted.delete(col);
    this.version = ++lastVersion;
  }

  private unindexSlug(col: CollectionName, old: AnyRecord | undefined): void {
    if (!old || !isSlugged(col)) return;
    const key = slugOf(old);
    if (this.slugs[col].get(key) === old.id) this.slugs[col].delete(key);
  }
}
