// A transaction stages whole records; nothing is visible to the store until Store.commit has
// written its journal line. Ids come from the sequences as they will be once every commit already
// queued is applied, and are only consumed when the transaction commits, so a failed request
// leaves no gap in the ids.
import { StoreError } from './errors.js';
import type { CollectionName, Collections, Sequences } from './records.js';
import { deepFreeze, slugKey } from './tables.js';
import type { AnyRecord } from './records.js';
import type { Op, SluggedCollection } from './tables.js';

/** What a transaction needs to read from its store. */
export interface StoreView {
  get(col: CollectionName, id: number): AnyRecord | undefined;
  /** `key` lower-cased */
  slugId(col: SluggedCollection, key: string): number | undefined;
  /** next free id of a sequence, counting commits queued but not yet applied */
  nextFree(seq: keyof Sequences): number;
}

export interface Allocation {
  /** the sequence's next free id when this transaction first drew from it */
  base: number;
  count: number;
}

export class Transaction {
  private readonly staged = new Map<CollectionName, Map<number, AnyRecord | null>>();
  private readonly allocs = new Map<keyof Sequences, Allocation>();
  private sealed = false;

  constructor(private readonly view: StoreView) {}

  /** allocates the next id of a sequence (only consumed if the transaction commits) */
  nextId(seq: keyof Sequences): number {
    this.assertOpen();
    let alloc = this.allocs.get(seq);
    if (!alloc) {
      alloc = { base: this.view.nextFree(seq), count: 0 };
      this.allocs.set(seq, alloc);
    }
    return alloc.base + alloc.count++;
  }

  /** stage a whole record (insert or replace); records are treated as immutable: callers put new
   * objects, and this one is frozen. What the tables get is its journal line read back (Store) */
  put<C extends CollectionName>(col: C, record: Collections[C]): void {
    this.assertOpen();
    if (!Number.isSafeInteger(record.id) || record.id <= 0)
      throw new StoreError(`cannot store a ${col} record with id ${String(record.id)}: ids are positive integers`);
    this.stagedOf(col).set(record.id, deepFreeze(record));
  }

  remove(col: CollectionName, id: number): void {
    this.assertOpen();
    this.stagedOf(col).set(id, null);
  }

  /** read through the staged changes */
  get<C extends CollectionName>(col: C, id: number): Collections[C] | undefined {
    const staged = this.staged.get(col)?.get(id);
    if (staged !== undefined) return (staged ?? undefined) as Collections[C] | undefined;
    return this.view.get(col, id) as Collections[C] | undefined;
  }

  /** sees staged changes too */
  findBySlug<C extends SluggedCollection>(col: C, slug: string): Collections[C] | undefined {
    const key = slugKey(slug);
    const staged = this.staged.get(col);
    for (const record of staged?.values() ?? []) {
      if (record && 'slug' in record && slugKey(record.slug) === key) return record as Collections[C];
    }
    const id = this.view.slugId(col, key);
    // A staged version of that record (changed slug or removed) was checked above.
    if (id === undefined || staged?.has(id)) return undefined;
    return this.view.get(col, id) as Collections[C] | undefined;
  }

  get empty(): boolean {
    for (const changes of this.staged.values()) if (changes.size > 0) return false;
    return true;
  }

  /** For Store.commit: is this transaction one of `view`'s? */
  belongsTo(view: StoreView): boolean {
    return view === this.view;
  }

  /** For Store.commit: ends the transaction and hands over its changes and id allocations. */
  seal(): { ops: Op[]; allocations: ReadonlyMap<keyof Sequences, Allocation> } {
    if (this.sealed) throw new StoreError('this transaction was already committed; begin a new one');
    this.sealed = true;
    const ops: Op[] = [];
    for (const [col, changes] of this.staged) {
      for (const [id, record] of changes) ops.push(record ? { op: 'put', col, record } : { op: 'remove', col, id });
    }
    return { ops, allocations: this.allocs };
  }

  private stagedOf(col: CollectionName): Map<number, AnyRecord | null> {
    let changes = this.staged.get(col);
    if (!changes) {
      changes = new Map();
      this.staged.set(col, changes);
    }
    return changes;
  }

  private assertOpen(): void {
    if (this.sealed) throw new StoreError('this transaction was already committed; begin a new one');
  }
}
