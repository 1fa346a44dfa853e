// The JSON-file store. Reads are served from memory. A commit appends one journal line and fsyncs
// it before it resolves and before anyone can read its changes; the journal is folded into the
// readable JSON files (compaction) when it grows and on close. When it grows, the compaction runs
// beside the writes: the journal is sealed (renamed) and a new one started, and the files of what
// the sealed journal holds are written while the commits go on into the new one (load.ts).
//
// Several calev processes may open one data dir; one writes at a time, under its lock (lock.ts).
// `calev serve` holds the lock from open to close (`lock: true`). The embedded CLI holds it only
// while it writes (`lock: 'on-write'`, lease.ts): it loads the dir without the lock, and each time
// it takes the lock it first brings its tables up to what the others committed meanwhile, so a
// write is never applied on a stale state. A read-only snapshot (`lock: false`) never writes.
import { join, resolve } from 'node:path';
import { nodeDisk, type Disk } from './disk.js';
import { StoreError, StoreWriteError } from './errors.js';
import {
  DIR_MODE,
  FILE_MODE,
  formatMeta,
  META_FILE,
  removeLeftoverTempFiles,
  syncDir,
  tightenModes,
  writeCollectionFile,
  writeFileAtomically,
} from './files.js';
import { encodeJournalBody, Journal, JOURNAL_FILE, journalLine, SEALED_FILE } from './journal.js';
import type { JournalContents, JournalEntry } from './journal.js';
import type { Indexes } from './indexes.js';
import { Lease } from './lease.js';
import { dataSize, loadState, readAppended } from './load.js';
import type { LoadedState } from './load.js';
import { acquireLock, othersWaiting, releaseLock, unwritableDir, updateLock } from './lock.js';
import type { HeldLock, LockWait } from './lock.js';
import { COLLECTION_NAMES } from './records.js';
import type { CollectionName, Collections, Sequences } from './records.js';
import type { AnyRecord } from './records.js';
import { SEQUENCE_OF, slugKey } from './tables.js';
import type { Op, SluggedCollection, Tables } from './tables.js';
import { Transaction } from './transaction.js';
import type { StoreView } from './transaction.js';

export {
  StoreError,
  StoreLockedError,
  StoreUnavailableError,
  StoreWaitStoppedError,
  StoreWriteError,
} from './errors.js';
export { awaitServer, DEFAULT_LOCK_TIMEOUT_MS, isServer, readLock } from './lock.js';
export type { LockInfo, LockWait } from './lock.js';
export type { Disk } from './disk.js';
export type { SluggedCollection } from './tables.js';
export type { EventLink, Indexes } from './indexes.js';
export type { SortedEvents } from './sorted-events.js';
export { Transaction } from './transaction.js';

export interface StoreOptions {
  /**
   * true (default): take the data dir's lock at open and keep it until close (`calev serve`,
   * `calev users`). 'on-write': open without it and take it around writes only (hold()); the
   * embedded CLI. false: a read-only snapshot that never writes to the dir.
   */
  lock?: boolean | 'on-write';
  /** this store serves HTTP (`calev serve`): other calev processes send it their writes */
  server?: boolean;
  /** what this process runs, for the messages of the processes that wait for it */
  command?: string;
  /** how long to wait for another calev process that holds the lock, and whom to tell */
  wait?: LockWait;
  /** 'on-write': how long the lock is kept after the last write when nobody waits (default 100 ms) */
  idleMs?: number;
  /** compaction thresholds; defaults 1000 transactions or 8 MiB of journal */
  compactAfter?: { transactions?: number; bytes?: number };
  /** the file system calls (tests inject faults) */
  disk?: Disk;
}

interface PendingCommit {
  /** null for an empty transaction: nothing to write, but it still resolves in call order */
  entry: JournalEntry | null;
  /** the journal line without its generation (added when it is written: journalLine) */
  body: string;
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

const HELD: Promise<() => void> = Promise.resolve(() => undefined);

/**
 * The entry with the records it puts as a load of its journal line gives them: JSON.parse lays an
 * object's properties out inside it and sizes its arrays exactly, and its strings are flat, while
 * a record built by a handler (properties added one by one, arrays grown by push, strings cut
 * from a request body) kept ~0.7 KB more per event than the same record loaded (heap snapshots
 * after 20k creates against a restart on the same data). So a written record costs what a
 * loaded one does, has its hidden classes, and reads back after a restart exactly as it is now.
 */
function asLoaded(entry: JournalEntry, body: string): JournalEntry {
  const parsed = (JSON.parse(body) as { ops: Op[] }).ops;
  return { seq: entry.seq, ops: entry.ops.map((op, i) => (op.op === 'put' ? parsed[i] : op)) };
}

export class Store {
  private tables!: Tables;
  /** the generation of meta.json the tables are of (load.ts) */
  private generation!: number;
  /** the generation the journal's lines are written in: `generation`, or the one after it from
   * the moment a compaction seals the journal until it has written meta.json */
  private lineGeneration!: number;
  /** journal.sealed.ndjson exists: a compaction sealed the journal and has not finished */
  private sealed = false;
  /** the compaction running beside the writes (fold) */
  private folding: Promise<void> | undefined;
  /** collections (and meta.json) changed since the last compaction */
  private unsaved!: Set<CollectionName>;
  private metaUnsaved!: boolean;
  /** open while this process holds the lock */
  private journal: Journal | null = null;
  private lock: HeldLock | null = null;
  /** 'on-write': when this process holds the lock */
  private readonly lease: Lease | undefined;
  /** 'on-write', between two holds: where the journal stood when this process let the lock go;
   * what others append after it is theirs to catch up with (undefined: load everything again) */
  private known: { generation: number; length: number } | undefined;
  /** after a journal write or truncation failed: the length the journal must be cut back to
   * before anything else is appended (the next write tries again) */
  private repairTo: number | undefined;
  private readonly queue: PendingCommit[] = [];
  private draining = false;
  private drained: Promise<void> = Promise.resolve();
  /** sequences once every queued commit is applied: where new ids come from */
  private tip!: Sequences;
  /** compaction thresholds: given ones, or by default growing with the data (see limits()) */
  private readonly thresholds: { transactions?: number; bytes?: number };
  private txLimit = 0;
  private bytesLimit = 0;
  private txSinceCompaction = 0;
  /** raised after a failed compaction so that it is not retried on every commit */
  private compactAtBytes = 0;
  private closing: Promise<void> | undefined;
  /** queued entries that wait for their journal write to be applied */
  private unapplied = 0;
  /** a compaction is due: nothing is applied ahead of its journal write until it has begun */
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
    private readonly mode: 'hold' | 'on-write' | 'never',
    private readonly opts: StoreOptions,
    private readonly disk: Disk,
  ) {
    this.thresholds = opts.compactAfter ?? {};
    this.useState(state);
    if (mode === 'on-write')
      this.lease = new Lease(
        {
          take: (afterOthers) => this.take(afterOthers),
          give: () => this.give(),
          othersWaiting: () => othersWaiting(this.dir, this.disk),
        },
        opts.idleMs ?? 100,
      );
  }

  static async open(dir: string, opts: StoreOptions = {}): Promise<Store> {
    const abs = resolve(dir);
    const disk = opts.disk ?? nodeDisk;
    const mode = opts.lock === false ? 'never' : opts.lock === 'on-write' ? 'on-write' : 'hold';
    if (mode !== 'hold') {
      // not frozen: an 'on-write' store loads again under the lock before its first write (take)
      const state = await loadState(abs, { writable: false, locked: false, disk });
      return new Store(abs, state, mode, opts, disk);
    }
    await disk.mkdir(abs, { recursive: true, mode: DIR_MODE }).catch((err: Error) => {
      throw new StoreError(`cannot create data dir ${abs}: ${err.message}`);
    });
    const lock = await acquireLock(abs, { command: opts.command, server: opts.server }, opts.wait, disk);
    try {
      await removeLeftoverTempFiles(abs, disk);
      await tightenModes(abs, disk);
      const state = await loadState(abs, { writable: true, locked: true, disk });
      const store = new Store(abs, state, mode, opts, disk);
      await store.attach(lock, state.journal);
      return store;
    } catch (err) {
      await releaseLock(abs, lock, disk);
      throw err;
    }
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

  /** raised by every change of the records (also one applied ahead of its journal write, and
   * its taking back): a value derived at one version holds while the version is the same */
  get version(): number {
    return this.tables.version;
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
    let body: string;
    try {
      entry = this.prepare(tx);
      body = entry ? encodeJournalBody(entry) : '';
    } catch (err) {
      const failed = Promise.reject(err instanceof Error ? err : new Error(String(err)));
      failed.catch(() => undefined);
      return { applied: failed, durable: failed };
    }
    const pending: PendingCommit = { entry, body, resolve: () => undefined, reject: () => undefined };
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
    // what the tables get is the line read back (asLoaded), also made while the disk works
    if (entry) pending.entry = entry = asLoaded(entry, body);
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

  /**
   * Holds the lock for a write: every commit must be made inside a hold. For a store opened with
   * `lock: 'on-write'` this takes the lock if this process does not hold it (waiting for another
   * calev process that does, see StoreOptions.wait) and first brings the tables up to what the
   * others committed; it throws StoreLockedError when a `calev serve` holds the dir or the wait
   * runs out, StoreUnavailableError when the dir cannot be written. Resolves to the function that
   * ends the hold.
   */
  hold(): Promise<() => void> {
    if (this.lease) return this.lease.hold();
    if (this.mode === 'never') return Promise.reject(this.readOnlyError());
    return HELD;
  }

  /** the lock file (to add url/token once the server listens) */
  async setLockInfo(info: { url: string; token: string }): Promise<void> {
    if (!this.lock || this.mode !== 'hold') throw new StoreError(`the store of ${this.dir} does not hold its lock`);
    this.lock = await updateLock(this.dir, this.lock, { ...this.lock.info, ...info }, this.disk);
  }

  /** Resolves once the commits queued so far are written and a compaction beside them is done. */
  async idle(): Promise<void> {
    await this.drained;
    await this.folding;
  }

  /** Waits for queued commits, compacts, releases the lock. Safe to call more than once. */
  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  private readOnlyError(): StoreError {
    return new StoreError(`the store of ${this.dir} was opened without its lock and is read-only`);
  }

  private useState(state: LoadedState): void {
    this.tables = state.tables;
    this.generation = state.generation;
    this.lineGeneration = state.lineGeneration;
    this.sealed = state.sealed.exists;
    this.unsaved = state.unsaved;
    this.metaUnsaved = state.metaUnsaved;
    this.tip = { ...state.tables.seq };
    this.txSinceCompaction = state.journal.entries.length;
    this.setLimits(state.dataBytes);
  }

  /** Opens the journal for appending, now that this process holds `lock`. */
  private async attach(lock: HeldLock, contents: JournalContents): Promise<void> {
    // Lines older than meta.json's generation are in the files already: a compaction stopped
    // (crashed) between writing meta.json and emptying the journal. They go before anything of
    // this generation is appended after them (a journal holds lines of one generation: load.ts).
    const stale = contents.entries.length > 0 && contents.entries.every((e) => (e.gen ?? 0) < this.generation);
    if (stale) this.txSinceCompaction = 0;
    this.journal = await Journal.open(this.dir, stale ? { ...contents, goodLength: 0 } : contents, this.disk);
    this.lock = lock;
    this.repairTo = undefined;
    // A compaction that did not finish (its writer crashed, or its writes failed) is finished
    // before anything is appended: the journal may even be the sealed one under both names.
    if (this.sealed)
      await this.compact().catch(async (err: Error) => {
        await this.journal?.close().catch(() => undefined);
        this.journal = null;
        this.lock = null;
        throw new StoreError(`cannot finish the unfinished compaction of ${this.dir}: ${err.message}`);
      });
  }

  /** 'on-write': takes the lock and catches up with what other processes committed meanwhile. */
  private async take(afterOthers: boolean): Promise<void> {
    if (this.closing) throw new StoreError(`the store of ${this.dir} is closed`);
    await this.disk.mkdir(this.dir, { recursive: true, mode: DIR_MODE }).catch((err: unknown) => {
      throw unwritableDir(this.dir, err);
    });
    const lock = await acquireLock(
      this.dir,
      { command: this.opts.command },
      { ...this.opts.wait, letOthersFirstMs: afterOthers ? 200 : 0 },
      this.disk,
    );
    try {
      await removeLeftoverTempFiles(this.dir, this.disk);
      await tightenModes(this.dir, this.disk);
      const known = this.known;
      const appended = known && (await readAppended(this.dir, known.generation, known.length, this.disk));
      if (appended) {
        for (const entry of appended.entries) this.applyEntry(entry);
        this.tip = { ...this.tables.seq };
        await this.attach(lock, appended);
      } else {
        // First write of this process (what it loaded without the lock may hold the lines of a
        // write that failed and was cut off since), or the dir was compacted since: load again.
        const state = await loadState(this.dir, { writable: true, locked: true, disk: this.disk });
        this.useState(state);
        await this.attach(lock, state.journal);
      }
    } catch (err) {
      await releaseLock(this.dir, lock, this.disk);
      throw err instanceof StoreError ? err : unwritableDir(this.dir, err);
    }
  }

  /** 'on-write': lets the lock go once the commits in progress (and a compaction) are done. */
  private async give(): Promise<void> {
    await this.idle();
    const { journal, lock } = this;
    if (!journal || !lock) return;
    this.journal = null;
    this.lock = null;
    // a journal that could not be cut back after a failed write is cut by the next holder (its
    // tail is torn there), so nothing after this length is read as written; after a compaction
    // that failed, the dir is loaded again
    this.known = this.sealed ? undefined : { generation: this.generation, length: this.repairTo ?? journal.bytes };
    await journal.close().catch(() => undefined);
    await releaseLock(this.dir, lock, this.disk).catch(() => undefined);
  }

  private prepare(tx: Transaction): JournalEntry | null {
    if (!tx.belongsTo(this.view)) throw new StoreError('this transaction was begun on another store');
    if (this.closing) throw new StoreError(`the store of ${this.dir} is closed`);
    if (this.mode === 'never') throw this.readOnlyError();
    if (!this.journal) throw new StoreError(`the store of ${this.dir} does not hold its lock: commit inside hold()`);
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
        if (!this.compacting) continue;
        // Compaction writes the files from the tables as they are when it seals the journal:
        // changes applied ahead of their journal write must be in the sealed journal first (a
        // failed write takes them back out of the tables, but not out of files written).
        while (this.queue.some((p) => p.undo)) await this.writeBatch(this.queue.splice(0));
        await this.beginCompaction();
      }
    } finally {
      this.draining = false;
    }
  }

  private async writeBatch(batch: PendingCommit[]): Promise<void> {
    const gen = this.lineGeneration;
    const text =
      batch.length === 1 ? journalLine(batch[0].body, gen) : batch.map((p) => journalLine(p.body, gen)).join('');
    if (text !== '') {
      const before = this.repairTo ?? this.journal!.bytes;
      try {
        if (this.repairTo !== undefined) await this.journal!.truncate(this.repairTo);
        this.repairTo = undefined;
        await this.journal!.append(text);
      } catch (err) {
        const failure = new StoreWriteError(
          `cannot write ${join(this.dir, JOURNAL_FILE)}: ${(err as Error).message}; nothing was saved`,
          (err as NodeJS.ErrnoException).code,
        );
        // changes applied ahead of this write, and those applied after them (built on them), go
        const lost = new Set([...batch, ...this.queue].filter((p) => p.undo));
        this.takeBack(lost);
        for (const p of batch) if (p.entry && !p.undo) this.unapplied--;
        this.queue.splice(0, this.queue.length, ...this.queue.filter((p) => !lost.has(p)));
        await this.undoAppend(before);
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
    }
    // decided before the commits resolve, so that no change is applied ahead of its journal
    // write from now until the compaction is done
    if (!this.folding && this.compactionDue()) this.compacting = true;
    for (const p of batch) {
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

  /**
   * After a failed append: cut the journal back (when that fails too, as on a disk that returns
   * I/O errors, the next write tries again before it appends) and forget the ids of the lost
   * transactions.
   */
  private async undoAppend(length: number): Promise<void> {
    await this.journal!.truncate(length).catch(() => {
      this.repairTo = length;
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
   * Called after a load and after each compaction.
   */
  private setLimits(dataBytes: number): void {
    const records = COLLECTION_NAMES.reduce((n, col) => n + this.tables.count(col), 0);
    this.txLimit = this.thresholds.transactions ?? Math.max(1000, Math.ceil(records / 4));
    this.bytesLimit = this.thresholds.bytes ?? Math.max(8 * 1024 * 1024, Math.ceil(dataBytes / 4));
    this.compactAtBytes = this.bytesLimit;
  }

  /** after a compaction that failed: try again after as much growth again (the journal holds everything) */
  private retryCompactionLater(): void {
    this.txSinceCompaction = 0;
    this.compactAtBytes = this.journal!.bytes + this.bytesLimit;
  }

  private compactionDue(): boolean {
    return this.txSinceCompaction >= this.txLimit || this.journal!.bytes >= this.compactAtBytes;
  }

  /**
   * Seals the journal and starts folding it into the files beside the writes (fold). Runs between
   * two journal writes, with nothing applied ahead of its write: the tables are then exactly what
   * the sealed journal holds, and their frozen lists of records are what the files get.
   */
  private async beginCompaction(): Promise<void> {
    try {
      // the tail of a failed write must be cut off before the journal is sealed with it
      if (this.repairTo !== undefined) throw new StoreError('the journal is not cut back yet');
      // a sealed journal older than meta.json (its removal failed) goes first
      if (this.sealed && this.lineGeneration === this.generation) await this.removeSealed();
      if (!this.sealed) await this.sealJournal();
      const snapshot = [...this.unsaved].map((col) => [col, this.tables.all(col)] as const);
      const seq = { ...this.tables.seq };
      this.unsaved.clear();
      this.metaUnsaved = false;
      this.txSinceCompaction = 0;
      this.folding = this.fold(snapshot, seq);
    } catch {
      // The journal is as it was and keeps every change; let close() report the problem if it persists.
      this.retryCompactionLater();
    } finally {
      this.compacting = false;
    }
  }

  /**
   * The journal becomes the sealed journal and an empty one takes its place, whose lines are of
   * the next generation. A hard link, then a rename over the journal's name: at every step the
   * dir holds every line under the journal's name or the sealed one's (load.ts).
   */
  private async sealJournal(): Promise<void> {
    const temp = `${JOURNAL_FILE}.${process.pid}.tmp`;
    const next = await Journal.open(this.dir, { goodLength: 0, fileLength: 0, exists: true }, this.disk, temp);
    try {
      await this.disk.link(join(this.dir, JOURNAL_FILE), join(this.dir, SEALED_FILE));
      this.sealed = true;
      await this.disk.rename(join(this.dir, temp), join(this.dir, JOURNAL_FILE));
    } catch (err) {
      await next.close().catch(() => undefined);
      await this.disk.rm(join(this.dir, temp), { force: true }).catch(() => undefined);
      // the journal is still the same file; a second name of it left behind goes later
      if (this.sealed) await this.removeSealed().catch(() => undefined);
      throw err;
    }
    const sealed = this.journal!;
    this.journal = next;
    this.lineGeneration = this.generation + 1;
    await sealed.close().catch(() => undefined);
    await syncDir(this.dir, this.disk);
  }

  /**
   * Beside the writes: the files of the records as the journal was sealed (written a chunk at a
   * time, see writeCollectionFile), then meta.json of the journal's generation, then the sealed
   * journal goes. If anything fails, the dir is still whole (load.ts) and the collections are
   * written again by the next compaction.
   */
  private async fold(
    snapshot: ReadonlyArray<readonly [CollectionName, readonly AnyRecord[]]>,
    seq: Sequences,
  ): Promise<void> {
    try {
      for (const [col, records] of snapshot)
        await writeCollectionFile(this.dir, col, records, this.disk, { besideWrites: true });
      await syncDir(this.dir, this.disk);
      const generation = this.lineGeneration;
      await writeFileAtomically(join(this.dir, META_FILE), formatMeta(seq, generation), FILE_MODE, this.disk);
      await syncDir(this.dir, this.disk);
      this.generation = generation;
      await this.removeSealed();
      this.setLimits(await dataSize(this.dir, this.disk));
    } catch {
      for (const [col] of snapshot) this.unsaved.add(col);
      this.metaUnsaved = true;
      this.retryCompactionLater();
    } finally {
      this.folding = undefined;
    }
  }

  private async removeSealed(): Promise<void> {
    await this.disk.rm(join(this.dir, SEALED_FILE), { force: true });
    this.sealed = false;
  }

  /**
   * Folds everything into the JSON files at once, with no commit being written (on close, and to
   * finish a compaction a crash interrupted). The files first, then meta.json one generation
   * above the journal's lines, then the journals are emptied (load.ts relies on this order).
   */
  private async compact(): Promise<void> {
    for (const col of this.unsaved) await writeCollectionFile(this.dir, col, this.tables.all(col), this.disk);
    await syncDir(this.dir, this.disk);
    const generation = this.lineGeneration + 1;
    await writeFileAtomically(join(this.dir, META_FILE), formatMeta(this.tables.seq, generation), FILE_MODE, this.disk);
    await syncDir(this.dir, this.disk);
    this.generation = generation;
    this.lineGeneration = generation;
    // Only now may the journal go: the renamed files are durable. Until it is cut, nothing may
    // be appended after the lines of the generation before (repairTo).
    this.repairTo = 0;
    await this.journal!.truncate(0);
    this.repairTo = undefined;
    if (this.sealed) await this.removeSealed();
    this.unsaved.clear();
    this.metaUnsaved = false;
    this.txSinceCompaction = 0;
    this.setLimits(await dataSize(this.dir, this.disk));
  }

  private async shutdown(): Promise<void> {
    const held = this.lease ? await this.lease.close() : this.mode === 'hold';
    await this.idle();
    const { journal, lock } = this;
    if (!held || !journal || !lock) return;
    try {
      if (journal.bytes > 0 || this.unsaved.size > 0 || this.metaUnsaved || this.sealed) await this.compact();
    } catch (err) {
      // The embedded CLI's writes were answered: the journal keeps them for the next writer.
      if (this.mode === 'hold')
        throw new StoreError(
          `could not save ${this.dir} into its JSON files (${(err as Error).message}); the journal keeps every change and is replayed at the next start`,
        );
    } finally {
      this.journal = null;
      this.lock = null;
      await journal.close();
      await releaseLock(this.dir, lock, this.disk);
    }
  }
}
