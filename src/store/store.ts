// The JSON-file store. Reads are served from memory. A commit appends one journal line and fsyncs
// it before it resolves and before anyone can read its changes; the journal is folded into the
// readable JSON files (compaction) when it grows and on close.
import { mkdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { StoreError } from './errors.js';
import {
  collectionPath,
  DIR_MODE,
  formatMeta,
  META_FILE,
  readCollectionFile,
  readMetaFile,
  removeLeftoverTempFiles,
  syncDir,
  tightenModes,
  writeCollectionFile,
  writeFileAtomically,
} from './files.js';
import { encodeJournalEntry, Journal, JOURNAL_FILE, readJournal } from './journal.js';
import type { JournalContents, JournalEntry } from './journal.js';
import type { Indexes } from './indexes.js';
import { acquireLock, releaseLock, updateLock } from './lock.js';
import type { LockInfo } from './lock.js';
import { COLLECTION_NAMES } from './records.js';
import type { CollectionName, Collections, Sequences } from './records.js';
import { SEQUENCE_OF, slugKey, Tables } from './tables.js';
import type { AnyRecord } from './records.js';
import type { SluggedCollection } from './tables.js';
import { Transaction } from './transaction.js';
import type { StoreView } from './transaction.js';

export { StoreError, StoreLockedError } from './errors.js';
export { readLock } from './lock.js';
export type { LockInfo } from './lock.js';
export type { SluggedCollection } from './tables.js';
export type { EventLink, Indexes } from './indexes.js';
export type { SortedEvents } from './sorted-events.js';
export { Transaction } from './transaction.js';

export interface StoreOptions {
  /** take the data dir's lock (default true); without it the store is a read-only snapshot that
   * never writes to the dir, so it is safe to open while a server runs */
  lock?: boolean;
  /** compaction thresholds; defaults 1000 transactions or 8 MiB of journal */
  compactAfter?: { transactions?: number; bytes?: number };
}

interface PendingCommit {
  /** null for an empty transaction: nothing to write, but it still resolves in call order */
  entry: JournalEntry | null;
  line: string;
  /** set when the entry was applied to the tables before its journal write (see commitStaged) */
  undo?: Undo;
  resolve(): void;
  reject(err: Error): void;
}

/** What takes an entry applied ahead of its journal write back out of the tables. */
interface Undo {
  previous: Array<AnyRecord | undefined>;
  seq: Sequences;
}

/** A commit seen from the writer: visible to later transactions, then on disk. */
export interface StagedCommit {
  /** the changes are in the tables: later transactions read them */
  applied: Promise<void>;
  /** the changes are on disk (the commit is acknowledged); rejects if the write failed */
  durable: Promise<void>;
}

interface LoadedState {
  tables: Tables;
  /** bytes of the collection files */
  dataBytes: number;
  /** collections (and meta.json) the next compaction must write */
  unsaved: Set<CollectionName>;
  metaUnsaved: boolean;
  journal: JournalContents;
}

async function loadState(dir: string, writable: boolean): Promise<LoadedState> {
  // A read-only snapshot never changes its records, so it need not freeze them (tables.ts).
  const tables = new Tables({ freeze: writable });
  const unsaved = new Set<CollectionName>();
  // Every file is read at once (their I/O overlaps), then loaded in order; the first failure in
  // that order is the one reported, as when they were read one after the other.
  const [files, meta, journal, dataBytes] = await inOrder([
    Promise.allSettled(COLLECTION_NAMES.map((col) => readCollectionFile(dir, col))),
    readMetaFile(dir),
    readJournal(dir),
    dataSize(dir),
  ] as const);
  COLLECTION_NAMES.forEach((col, i) => {
    const records = settledValue(files[i]);
    if (records) tables.load(col, records);
    else unsaved.add(col);
  });
  tables.raiseSequences(meta ?? {});
  tables.finishLoading();
  for (const entry of journal.entries) {
    tables.apply(entry.ops);
    tables.raiseSequences(entry.seq);
    for (const op of entry.ops) unsaved.add(op.col);
  }
  return { tables, dataBytes, unsaved, metaUnsaved: meta === undefined || journal.entries.length > 0, journal };
}

function settledValue<T>(r: PromiseSettledResult<T>): T {
  if (r.status === 'rejected') throw r.reason;
  return r.value;
}

/** Awaits every promise; throws the first rejection in list order (collections first). */
async function inOrder<T extends readonly unknown[]>(list: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(list);
  const files = settled[0];
  if (files.status === 'fulfilled') for (const r of files.value as PromiseSettledResult<unknown>[]) settledValue(r);
  return settled.map(settledValue) as unknown as T;
}

async function dataSize(dir: string): Promise<number> {
  const sizes = await Promise.all(
    COLLECTION_NAMES.map((col) =>
      stat(collectionPath(dir, col)).then(
        (s) => s.size,
        () => 0,
      ),
    ),
  );
  return sizes.reduce((a, b) => a + b, 0);
}

export class Store {
  private readonly tables: Tables;
  /** collections (and meta.json) changed since the last compaction */
  private readonly unsaved: Set<CollectionName>;
  private metaUnsaved: boolean;
  private readonly queue: PendingCommit[] = [];
  private draining = false;
  private drained: Promise<void> = Promise.resolve();
  /** sequences once every queued commit is applied: where new ids come from */
  private readonly tip: Sequences;
  /** compaction thresholds: given ones, or by default growing with the data (see limits()) */
  private readonly thresholds: { transactions?: number; bytes?: number };
  private txLimit = 0;
  private bytesLimit = 0;
  private txSinceCompaction: number;
  /** raised after a failed compaction so that it is not retried on every commit */
  private compactAtBytes: number;
  /** set when the journal could not be restored after a failed append: further writes could
   * land after a half-written line, so none are accepted */
  private broken: Error | undefined;
  private closing: Promise<void> | undefined;
  /** queued entries that wait for their journal write to be applied */
  private unapplied = 0;
  private compacting = false;
  /** entries applied ahead of their journal write, oldest first, with what their settling says */
  private readonly ahead: Array<{ outcome: Promise<boolean>; settle(ok: boolean): void }> = [];
  private readonly view: StoreView = {
    get: (col, id) => this.tables.get(col, id),
    slugId: (col, key) => this.tables.slugId(col, key),
    nextFree: (seq) => this.tip[seq],
  };

  private constructor(
    readonly dir: string,
    state: LoadedState,
    private readonly journal: Journal | null,
    private lock: LockInfo | null,
    opts: StoreOptions,
  ) {
    this.tables = state.tables;
    this.unsaved = state.unsaved;
    this.metaUnsaved = state.metaUnsaved;
    this.tip = { ...state.tables.seq };
    this.thresholds = opts.compactAfter ?? {};
    this.setLimits(state.dataBytes);
    this.compactAtBytes = this.bytesLimit;
    this.txSinceCompaction = state.journal.entries.length;
  }

  static async open(dir: string, opts: StoreOptions = {}): Promise<Store> {
    const abs = resolve(dir);
    const writable = opts.lock ?? true;
    if (writable) {
      await mkdir(abs, { recursive: true, mode: DIR_MODE }).catch((err: Error) => {
        throw new StoreError(`cannot create data dir ${abs}: ${err.message}`);
      });
    }
    const lock = writable ? await acquireLock(abs) : null;
    try {
      if (writable) {
        await removeLeftoverTempFiles(abs);
        await tightenModes(abs);
      }
      const state = await loadState(abs, writable);
      const journal = writable ? await Journal.open(abs, state.journal) : null;
      return new Store(abs, state, journal, lock, opts);
    } catch (err) {
      if (lock) await releaseLock(abs, lock);
      throw err;
    }
  }

  /** opened without the lock: a snapshot that never writes (every commit is refused) */
  get readOnly(): boolean {
    return this.journal === null;
  }

  get<C extends CollectionName>(col: C, id: number): Collections[C] | undefined {
    return this.tables.get(col, id) as Collections[C] | undefined;
  }

  /** records in id order; a cached, frozen array: callers must not mutate it */
  all<C extends CollectionName>(col: C): Collections[C][] {
    return this.tables.all(col) as Collections[C][];
  }

  count(col: CollectionName): number {
    return this.tables.count(col);
  }

  /** secondary indexes over the committed records (see indexes.ts) */
  get indexes(): Indexes {
    return this.tables.indexes;
  }

  /** case-insensitive slug lookup (slugs are compared lower-cased) */
  findBySlug<C extends SluggedCollection>(col: C, slug: string): Collections[C] | undefined {
    const id = this.tables.slugId(col, slugKey(slug));
    return id === undefined ? undefined : this.get(col, id);
  }

  sequences(): Readonly<Sequences> {
    return Object.freeze({ ...this.tables.seq });
  }

  begin(): Transaction {
    return new Transaction(this.view);
  }

  /** Resolves once the transaction is on disk and visible; commits apply in call order. */
  commit(tx: Transaction): Promise<void> {
    return this.commitStaged(tx).durable;
  }

  /**
   * Commits in two steps, so that a writer can begin its next transaction while this one is
   * being written (pipelining: one fsync then serves several commits). When nothing queued is
   * still unapplied and no compaction runs, the changes go into the tables at once, ahead of the
   * journal write; readers that must see only what is on disk wait for `settle()`. A failed write
   * takes every change applied ahead of it back out, and rejects those commits.
   */
  commitStaged(tx: Transaction): StagedCommit {
    let entry: JournalEntry | null;
    let line: string;
    try {
      entry = this.prepare(tx);
      line = entry ? encodeJournalEntry(entry) : '';
    } catch (err) {
      const failed = Promise.reject(err instanceof Error ? err : new Error(String(err)));
      failed.catch(() => undefined);
      return { applied: failed, durable: failed };
    }
    const pending: PendingCommit = { entry, line, resolve: () => undefined, reject: () => undefined };
    const durable = new Promise<void>((resolve, reject) => {
      pending.resolve = resolve;
      pending.reject = reject;
    });
    const ahead = entry !== null && this.unapplied === 0 && !this.compacting;
    if (entry && !ahead) this.unapplied++;
    this.queue.push(pending);
    // The journal write starts before the changes go into the tables, so that (asynchronously
    // written) the table work overlaps the disk wait. Its outcome is only handled once this
    // function has returned, by when `undo` is set: a failed write takes the changes back out.
    this.kick();
    let applied: Promise<void>;
    if (ahead) {
      pending.undo = this.applyAhead(entry!);
      applied = Promise.resolve();
    } else {
      applied = durable;
    }
    return { applied, durable };
  }

  /**
   * Resolves once everything applied so far is on disk: true, or false when some of it was
   * taken back out after a failed write (what was read since then must be read again).
   */
  settle(): Promise<boolean> {
    if (this.ahead.length === 0) return Promise.resolve(true);
    const last = this.ahead[this.ahead.length - 1];
    return last.outcome;
  }

  /** the lock file (to add url/token once the server listens) */
  async setLockInfo(info: { url: string; token: string }): Promise<void> {
    if (!this.lock) throw new StoreError(`the store of ${this.dir} was opened without its lock`);
    this.lock = { ...this.lock, url: info.url, token: info.token };
    await updateLock(this.dir, this.lock);
  }

  /** Waits for queued commits, compacts, releases the lock. Safe to call more than once. */
  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  private prepare(tx: Transaction): JournalEntry | null {
    if (!tx.belongsTo(this.view)) throw new StoreError('this transaction was begun on another store');
    if (this.closing) throw new StoreError(`the store of ${this.dir} is closed`);
    if (!this.journal) throw new StoreError(`the store of ${this.dir} was opened without its lock and is read-only`);
    if (this.broken)
      throw new StoreError(
        `the store of ${this.dir} refuses writes since a journal write failed (${this.broken.message}); restart calev`,
      );
    const { ops, allocations } = tx.seal();
    if (ops.length === 0) return null;
    const seq = { ...this.tip };
    for (const [name, alloc] of allocations) {
      // Another transaction drew the same ids and committed first; storing both would give two
      // records one id.
      if (this.tip[name] > alloc.base)
        throw new StoreError(`a concurrent transaction took ${name} id ${alloc.base} first; retry the operation`);
      seq[name] = Math.max(seq[name], alloc.base + alloc.count);
    }
    for (const op of ops) {
      if (op.op === 'put') seq[SEQUENCE_OF[op.col]] = Math.max(seq[SEQUENCE_OF[op.col]], op.record.id + 1);
    }
    Object.assign(this.tip, seq);
    return { seq, ops };
  }

  private kick(): void {
    if (this.draining) return;
    this.draining = true;
    this.drained = this.drain();
  }

  /** Writes everything queued meanwhile with one write and one fsync (group commit). */
  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        await this.writeBatch(this.queue.splice(0));
        if (this.compactionDue()) await this.compactInBackground();
      }
    } finally {
      this.draining = false;
    }
  }

  private async writeBatch(batch: PendingCommit[]): Promise<void> {
    const text = batch.length === 1 ? batch[0].line : batch.map((p) => p.line).join('');
    if (text !== '') {
      const before = this.journal!.bytes;
      try {
        await this.journal!.append(text);
      } catch (err) {
        const failure = new StoreError(
          `cannot write ${join(this.dir, JOURNAL_FILE)}: ${(err as Error).message}; nothing was saved`,
        );
        // changes applied ahead of this write, and those applied after them (built on them), go
        const lost = new Set([...batch, ...this.queue].filter((p) => p.undo));
        this.takeBack(lost);
        for (const p of batch) if (p.entry && !p.undo) this.unapplied--;
        this.queue.splice(0, this.queue.length, ...this.queue.filter((p) => !lost.has(p)));
        await this.undoAppend(before, err as Error);
        for (const p of batch) p.reject(failure);
        for (const p of lost) if (!batch.includes(p)) p.reject(failure);
        return;
      }
    }
    for (const p of batch) {
      if (p.entry && !p.undo) {
        this.unapplied--;
        this.applyEntry(p.entry);
      }
      if (p.undo) this.ahead.shift()!.settle(true);
      p.resolve();
    }
  }

  private applyEntry(entry: JournalEntry): Undo {
    const undo: Undo = { previous: [], seq: { ...this.tables.seq } };
    undo.previous = this.tables.apply(entry.ops);
    this.tables.raiseSequences(entry.seq);
    for (const op of entry.ops) this.unsaved.add(op.col);
    this.metaUnsaved = true;
    this.txSinceCompaction++;
    return undo;
  }

  private applyAhead(entry: JournalEntry): Undo {
    const undo = this.applyEntry(entry);
    let settle!: (ok: boolean) => void;
    const outcome = new Promise<boolean>((resolve) => (settle = resolve));
    this.ahead.push({ outcome, settle });
    return undo;
  }

  /** Takes entries applied ahead of their failed journal write back out of the tables, newest first. */
  private takeBack(lost: ReadonlySet<PendingCommit>): void {
    const entries = [...lost];
    for (let i = entries.length - 1; i >= 0; i--) {
      const p = entries[i];
      const ops = p.entry!.ops;
      for (let j = ops.length - 1; j >= 0; j--) {
        const op = ops[j];
        const previous = p.undo!.previous[j];
        const id = op.op === 'put' ? op.record.id : op.id;
        this.tables.apply([
          previous ? { op: 'put', col: op.col, record: previous } : { op: 'remove', col: op.col, id },
        ]);
      }
      this.txSinceCompaction--;
    }
    if (entries.length > 0) this.tables.resetSequences(entries[0].undo!.seq);
    for (const a of this.ahead.splice(0)) a.settle(false);
  }

  /** After a failed append: cut the journal back and forget the ids of the lost transactions. */
  private async undoAppend(length: number, cause: Error): Promise<void> {
    await this.journal!.truncate(length).catch(() => {
      this.broken = cause;
    });
    Object.assign(this.tip, this.tables.seq);
    for (const p of this.queue) {
      if (p.entry)
        for (const name of Object.keys(this.tip) as (keyof Sequences)[])
          this.tip[name] = Math.max(this.tip[name], p.entry.seq[name]);
    }
  }

  /**
   * Compaction rewrites every changed collection, which costs time in proportion to the data, so
   * by default it waits for a journal of a quarter of the data's size (at least 1000 commits or
   * 8 MiB): the work per write stays the same whatever the size, and so does a restart's replay.
   */
  private setLimits(dataBytes: number): void {
    const records = COLLECTION_NAMES.reduce((n, col) => n + this.tables.count(col), 0);
    this.txLimit = this.thresholds.transactions ?? Math.max(1000, Math.ceil(records / 4));
    this.bytesLimit = this.thresholds.bytes ?? Math.max(8 * 1024 * 1024, Math.ceil(dataBytes / 4));
  }

  private compactionDue(): boolean {
    return this.txSinceCompaction >= this.txLimit || this.journal!.bytes >= this.compactAtBytes;
  }

  private async compactInBackground(): Promise<void> {
    try {
      this.compacting = true;
      await this.compact();
    } catch {
      // Every change is still in the journal, so nothing is lost; try again after as much growth
      // again, and let close() report the problem if it persists.
      this.txSinceCompaction = 0;
      this.compactAtBytes = this.journal!.bytes + this.bytesLimit;
    } finally {
      this.compacting = false;
    }
  }

  /** Folds the journal into the JSON files; runs only while no commit is being written. */
  private async compact(): Promise<void> {
    for (const col of this.unsaved) await writeCollectionFile(this.dir, col, this.tables.all(col));
    if (this.metaUnsaved) await writeFileAtomically(join(this.dir, META_FILE), formatMeta(this.tables.seq));
    await syncDir(this.dir);
    // Only now may the journal go: the renamed files are durable.
    await this.journal!.truncate(0);
    this.unsaved.clear();
    this.metaUnsaved = false;
    this.txSinceCompaction = 0;
    this.setLimits(await dataSize(this.dir));
    this.compactAtBytes = this.bytesLimit;
  }

  private async shutdown(): Promise<void> {
    await this.drained;
    if (!this.journal) return;
    try {
      if (this.journal.bytes > 0 || this.unsaved.size > 0 || this.metaUnsaved) await this.compact();
    } catch (err) {
      throw new StoreError(
        `could not save ${this.dir} into its JSON files (${(err as Error).message}); the journal keeps every change and is replayed at the next start`,
      );
    } finally {
      await this.journal.close();
      if (this.lock) await releaseLock(this.dir, this.lock);
    }
  }
}
