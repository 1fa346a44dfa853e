// Reading a data dir into memory: collection files, meta.json and the journal replayed on top.
//
// A compaction (store.ts) first renames the journal to journal.sealed.ndjson and starts a new
// one, whose lines carry the next generation; beside the writes it writes the collection files of
// what the sealed journal holds, then meta.json with that next generation, then removes the
// sealed journal. So a dir holds the files of generation M or (some of them) of M+1, meta.json
// with M, the sealed journal's lines of M and the journal's lines of M+1; lines older than
// meta.json's generation are in the files already and are skipped. Replaying lines over files
// that already hold them gives the same records (every put carries the whole record), so a crash
// at any point of this loses nothing.
//
// A reader without the lock (an embedded read, a writer before it writes) may read while another
// process compacts. So meta.json is read before and after everything else, and the read counts
// only when its generation did not change and the lines are of one state: the journal is read
// before the sealed journal (a journal read before it was sealed is then the beginning of the
// sealed one, which is used alone), each holds lines of one generation (a journal emptied and
// refilled during the read gives two, or a line cut in two), and lines of the next generation
// come with a sealed journal. Compaction writes meta.json last and removes journals only after it.
import { join } from 'node:path';
import type { Disk } from './disk.js';
import { StoreError } from './errors.js';
import { collectionPath, META_FILE, readCollectionFile, readMetaFile, type Meta } from './files.js';
import { readJournal, SEALED_FILE, type JournalContents, type JournalEntry } from './journal.js';
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
  /** the journal appended to */
  journal: JournalContents;
  /** the sealed journal of a compaction that did not finish (a crash, a failed write) */
  sealed: JournalContents;
  /** the generation the journal's lines are of: meta.json's, or the one after it while a
   * compaction is not finished */
  lineGeneration: number;
}

interface DirRead {
  files: Array<AnyRecord[] | undefined>;
  meta: Meta | undefined;
  /** meta.json's generation, or the journals' when it is missing (generationWithoutMeta) */
  generation: number;
  journal: JournalContents;
  sealed: JournalContents;
  /** the lines to replay, in order */
  entries: JournalEntry[];
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
  const [files, meta, [journal, sealed], dataBytes] = await inOrder([
    Promise.allSettled(COLLECTION_NAMES.map((col) => readCollectionFile(dir, col, disk))),
    Promise.resolve(metaBefore).then(settledValue),
    // the journal first: one read before it was sealed is then the beginning of the sealed one
    readJournal(dir, disk).then(async (j) => [j, await readJournal(dir, disk, 0, SEALED_FILE)] as const),
    dataSize(dir, disk),
  ] as const);
  const records = files.map(settledValue);
  const generation = meta ? meta.generation : generationWithoutMeta(dir, journal, sealed);
  if (meta || generation > 0) missingCollection(dir, records, meta);
  const lines = linesToReplay(journal, sealed, generation);
  let consistent = true;
  if (!locked) consistent = lines.consistent && (await readMetaFile(dir, disk))?.generation === meta?.generation;
  return { files: records, meta, generation, journal, sealed, entries: lines.entries, dataBytes, consistent };
}

/**
 * A collection file that is not there though the dir was saved: meta.json is written only after
 * every collection file (the first compaction writes them all, empty ones too), so its absence is
 * damage (a file removed by hand, a restore that missed it). Starting that collection empty would
 * lose its records for good at the next compaction, so calev stops.
 */
function missingCollection(dir: string, records: Array<AnyRecord[] | undefined>, meta: Meta | undefined): void {
  const missing = COLLECTION_NAMES.find((_, i) => records[i] === undefined);
  if (missing === undefined) return;
  const saved = meta
    ? `${join(dir, META_FILE)} (generation ${meta.generation}) says the data dir was saved`
    : 'the journal says the data dir was saved before';
  throw new StoreError(
    `${collectionPath(dir, missing)} is missing, though ${saved}; calev does not start it empty: restore it from a backup (if it was empty, write [] into it)`,
  );
}

/**
 * The generation of a dir whose meta.json is missing (removed, or lost with a restore), told from
 * the journals' lines, or why it cannot be told safely. Replaying a line over files that already
 * hold it gives the same records (every put carries the whole record and the sequences after it),
 * so the lines are replayed all, whatever the files' generation, when nothing newer than the
 * lines can be in the files: with journal lines, the files hold at most what the lines hold
 * (compaction writes the files of the sealed journal, or on close of both, and empties the
 * journals only after meta.json). A sealed journal with lines beside an empty journal is not
 * such a case once the dir had a meta.json (lines of generation 1 or more): a close may have
 * emptied the journal after writing its changes into the files, and the sealed journal's older
 * versions would then overwrite them; so calev stops there. Sealed lines of generation 0 are
 * those of the first compaction, cut short before its meta.json: the files hold no more than
 * they do (the other way there needs two crashes in a row and then meta.json removed). Files
 * without any journal line (made by hand, or meta.json lost after the journal was folded) are
 * read as they are, the ids going on after the highest one stored.
 */
function generationWithoutMeta(dir: string, journal: JournalContents, sealed: JournalContents): number {
  const s = generationOf(sealed);
  const j = generationOf(journal);
  if (s !== undefined && s > 0 && j === undefined) {
    const meta = join(dir, META_FILE);
    throw new StoreError(
      `${meta} is missing, and ${join(dir, SEALED_FILE)} holds changes that the JSON files may hold newer versions of (a compaction was cut short), so calev cannot tell what to keep; restore ${META_FILE} from a backup; without one, {"generation": ${s}, "sequences": {}} in ${META_FILE} replays that journal over the files, {"generation": ${s + 1}, "sequences": {}} keeps the files as they are`,
    );
  }
  return s ?? j ?? 0;
}

/** The generation of a journal's lines (all of one when it is at rest), undefined when it has none. */
function generationOf(journal: JournalContents): number | undefined {
  return journal.entries.length === 0 ? undefined : (journal.entries[0].gen ?? 0);
}

/**
 * The lines to replay over files of `generation`: the sealed journal's, then the journal's, less
 * those older than the files; and whether the two reads are of one state (see above).
 */
function linesToReplay(
  journal: JournalContents,
  sealed: JournalContents,
  generation: number,
): { entries: JournalEntry[]; consistent: boolean } {
  const oneGeneration = (j: JournalContents) => j.entries.every((e) => (e.gen ?? 0) === generationOf(j));
  const s = generationOf(sealed);
  const j = generationOf(journal);
  const consistent =
    oneGeneration(journal) &&
    oneGeneration(sealed) &&
    (s === undefined || s <= generation) &&
    (j === undefined || j <= generation || (j === generation + 1 && sealed.exists));
  // read before it was sealed: the sealed journal holds these lines and those after them
  const current = s !== undefined && j === s ? [] : journal.entries;
  const entries = [...sealed.entries, ...current].filter((e) => (e.gen ?? 0) >= generation);
  return { entries, consistent };
}

/**
 * The generation of the lines a writer appends: meta.json's, or the next while a compaction is
 * unfinished (lines of meta.json's generation in the sealed journal: the journal's must differ).
 */
function lineGenerationOf(journal: JournalContents, sealed: JournalContents, generation: number): number {
  const j = generationOf(journal);
  return (j !== undefined && j > generation) || generationOf(sealed) === generation ? generation + 1 : generation;
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
  for (const entry of read.entries) {
    tables.apply(entry.ops);
    tables.raiseSequences(entry.seq);
    for (const op of entry.ops) unsaved.add(op.col);
  }
  return {
    tables,
    generation: read.generation,
    dataBytes: read.dataBytes,
    unsaved,
    metaUnsaved: read.meta === undefined || read.entries.length > 0,
    journal: read.journal,
    sealed: read.sealed,
    lineGeneration: lineGenerationOf(read.journal, read.sealed, read.generation),
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
  // a compaction that did not finish (its writer crashed): what it sealed is read with the rest
  const sealed = await disk.stat(join(dir, SEALED_FILE)).then(
    () => true,
    (err: NodeJS.ErrnoException) => err.code !== 'ENOENT',
  );
  if (sealed) return null;
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
