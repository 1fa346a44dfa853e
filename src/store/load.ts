// Reading a data dir into memory: collection files, meta.json and the journal replayed on top.
//
// A reader without the lock (an embedded read, a writer before it writes) may read while another
// process compacts: renames new collection files in, writes meta.json one generation higher, then
// empties the journal and appends to it again. Read across that, the files and the journal could
// be of two states (new files with an emptied journal loses nothing, but old files with an
// emptied journal lose what it held). So meta.json is read before and after everything else, and
// the read counts only when its generation did not change and the journal lines are all of one
// generation (a journal emptied and refilled during the read gives lines of two, or a line cut in
// two); otherwise it is read again. Compaction writes meta.json last and empties the journal only
// after it, so files read under an unchanged generation are of that generation or the one before,
// and replaying a journal over files that already hold its lines gives the same records.
import type { Disk } from './disk.js';
import { StoreError } from './errors.js';
import { collectionPath, readCollectionFile, readMetaFile, type Meta } from './files.js';
import { readJournal, type JournalContents } from './journal.js';
import { COLLECTION_NAMES } from './records.js';
import type { CollectionName } from './records.js';
import { Tables } from './tables.js';
import type { AnyRecord } from './records.js';

export interface LoadedState {
  tables: Tables;
  /** the generation of meta.json the files were read under (0: none yet) */
  generation: number;
  /** bytes of the collection files */
  dataBytes: number;
  /** collections (and meta.json) the next compaction must write */
  unsaved: Set<CollectionName>;
  metaUnsaved: boolean;
  journal: JournalContents;
}

interface DirRead {
  files: Array<AnyRecord[] | undefined>;
  meta: Meta | undefined;
  journal: JournalContents;
  dataBytes: number;
  /** the reads are of one state (see above) */
  consistent: boolean;
}

/** reads of a dir that another process keeps compacting, before giving up */
const MAX_READS = 10;

/**
 * Reads the dir. With the lock held (`locked`), nobody else writes it; without, the read is
 * repeated until it is of one state (see above). A read-only snapshot (`writable` false) does not
 * freeze its records (tables.ts).
 */
export async function loadState(
  dir: string,
  opts: { writable: boolean; locked: boolean; disk: Disk },
): Promise<LoadedState> {
  for (let attempt = 1; ; attempt++) {
    try {
      const read = await readDir(dir, opts.locked, opts.disk);
      if (read.consistent) return build(read, opts.writable);
      if (attempt >= MAX_READS)
        throw new StoreError(
          `${dir} changed during each of ${MAX_READS} reads (other calev processes compacting it); try again`,
        );
    } catch (err) {
      // without the lock, a damaged-looking journal line may be one cut by a compaction mid-read
      if (opts.locked || attempt >= MAX_READS || !(err instanceof StoreError)) throw err;
    }
    await new Promise((resolve) => setTimeout(resolve, attempt * 5));
  }
}

async function readDir(dir: string, locked: boolean, disk: Disk): Promise<DirRead> {
  const metaBefore = await settle(readMetaFile(dir, disk));
  // Every file is read at once (their I/O overlaps); the first failure in the order collections,
  // meta, journal is the one reported, as when they were read one after the other.
  const [files, meta, journal, dataBytes] = await inOrder([
    Promise.allSettled(COLLECTION_NAMES.map((col) => readCollectionFile(dir, col, disk))),
    Promise.resolve(metaBefore).then(settledValue),
    readJournal(dir, disk),
    dataSize(dir, disk),
  ] as const);
  const generation = meta?.generation ?? 0;
  let consistent = true;
  if (!locked) {
    const metaAfter = await readMetaFile(dir, disk);
    consistent = (metaAfter?.generation ?? 0) === generation && journalOfOneGeneration(journal, generation);
  }
  return { files: files.map(settledValue), meta, journal, dataBytes, consistent };
}

/** All lines of one generation, not newer than the files': what a journal at rest holds. */
export function journalOfOneGeneration(journal: JournalContents, generation: number): boolean {
  const first = journal.entries[0]?.gen ?? 0;
  return first <= generation && journal.entries.every((e) => (e.gen ?? 0) === first);
}

function build(read: DirRead, writable: boolean): LoadedState {
  // A read-only snapshot never changes its records, so it need not freeze them (tables.ts).
  const tables = new Tables({ freeze: writable });
  const unsaved = new Set<CollectionName>();
  COLLECTION_NAMES.forEach((col, i) => {
    const records = read.files[i];
    if (records) tables.load(col, records);
    else unsaved.add(col);
  });
  tables.raiseSequences(read.meta?.sequences ?? {});
  tables.finishLoading();
  for (const entry of read.journal.entries) {
    tables.apply(entry.ops);
    tables.raiseSequences(entry.seq);
    for (const op of entry.ops) unsaved.add(op.col);
  }
  return {
    tables,
    generation: read.meta?.generation ?? 0,
    dataBytes: read.dataBytes,
    unsaved,
    metaUnsaved: read.meta === undefined || read.journal.entries.length > 0,
    journal: read.journal,
  };
}

/**
 * Under the lock: what other processes appended to the journal since this process last held the
 * lock (`from` bytes, in `generation`). Null when it cannot be caught up that way (compacted
 * since, or not readable from there): the caller loads the dir again.
 */
export async function readAppended(
  dir: string,
  generation: number,
  from: number,
  disk: Disk,
): Promise<JournalContents | null> {
  const meta = await readMetaFile(dir, disk);
  if ((meta?.generation ?? 0) !== generation) return null;
  const appended = await readJournal(dir, disk, from).catch(() => null);
  if (!appended?.entries.every((e) => (e.gen ?? 0) === generation)) return null;
  return appended;
}

async function settle<T>(p: Promise<T>): Promise<PromiseSettledResult<T>> {
  return (await Promise.allSettled([p]))[0];
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

export async function dataSize(dir: string, disk: Disk): Promise<number> {
  const sizes = await Promise.all(
    COLLECTION_NAMES.map((col) =>
      disk.stat(collectionPath(dir, col)).then(
        (s) => s.size,
        () => 0,
      ),
    ),
  );
  return sizes.reduce((a, b) => a + b, 0);
}
