// The readable half of the data dir: one pretty-printed JSON array per collection plus meta.json.
// Reading is strict (a hand edit gone wrong is reported with file, line and column, never
// silently replaced by an empty collection); writing is atomic (temp file, fsync, rename).
import { isAscii } from 'node:buffer';
import { constants } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { nodeDisk, type Disk } from './disk.js';
import { StoreError } from './errors.js';
import { lineAndColumn, locateArrayItem, locateJsonProblem } from './json-location.js';
import { recordFieldProblem } from './record-checks.js';
import type { CollectionName, Sequences } from './records.js';
import { SEQUENCE_NAMES } from './tables.js';
import type { AnyRecord } from './records.js';

export const META_FILE = 'meta.json';
/** Bumped if the layout of the data dir ever changes incompatibly. */
const META_FORMAT = 1;

export function collectionPath(dir: string, col: CollectionName): string {
  return join(dir, `${col}.json`);
}

/** The file's text, or undefined when it does not exist. */
export async function readTextIfExists(path: string, disk: Disk = nodeDisk): Promise<string | undefined> {
  let buf: Buffer;
  try {
    buf = await disk.readFile(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new StoreError(`cannot read ${path}: ${(err as Error).message}`);
  }
  return decodeText(buf);
}

/**
 * UTF-8 text of a file read whole, decoded in one step into one flat string (no chunked decoding
 * and no whole-text regex afterwards: the collection files can be 100+ MB). A BOM is what some
 * editors add on save; it is not a reason to refuse the file.
 */
export function decodeText(buf: Buffer): string {
  const from = buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? 3 : 0;
  const body = from === 0 ? buf : buf.subarray(from);
  // pure ASCII (the usual case: JSON.stringify output of ASCII texts) decodes as Latin-1, a plain
  // copy; anything else takes the UTF-8 decoder (invalid sequences become U+FFFD either way)
  return body.toString(isAscii(body) ? 'latin1' : 'utf8');
}

/** Error message for a problem at `offset` of `text`; `what` names the file or file and line. */
export function describeProblemAt(what: string, text: string, offset: number | undefined, reason: string): string {
  if (offset === undefined) return `${what}: ${reason}`;
  const { line, column } = lineAndColumn(text, offset);
  return `${what}: line ${line}, column ${column}: ${reason}`;
}

/** What to do about a damaged file calev keeps (the config file's too: src/setup/config.ts). */
export const FIX_HINT = 'fix the file by hand or restore it from a backup (calev does not reset it)';

/** JSON.parse with an error that points at the line and column of the syntax error. */
export function parseJsonText(what: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    const problem = locateJsonProblem(text);
    const reason = problem?.reason ?? (err as Error).message;
    throw new StoreError(`${describeProblemAt(what, text, problem?.offset, `not valid JSON: ${reason}`)}; ${FIX_HINT}`);
  }
}

export function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** The records of a collection file, or undefined when the file does not exist. */
export async function readCollectionFile(
  dir: string,
  col: CollectionName,
  disk: Disk = nodeDisk,
): Promise<AnyRecord[] | undefined> {
  const path = collectionPath(dir, col);
  const sliced = await parseArrayInSlices(path, disk);
  if (sliced === null) return undefined;
  // Anything the slices cannot take (not calev's layout, or not valid JSON) is read and parsed
  // whole, which also gives the error with line and column.
  let text = sliced === undefined ? await readTextIfExists(path, disk) : undefined;
  if (sliced === undefined && text === undefined) return undefined;
  const data = sliced ?? parseJsonText(path, text!);
  const fail = async (index: number | undefined, reason: string): Promise<never> => {
    text ??= (await readTextIfExists(path, disk)) ?? '';
    const offset = index === undefined ? 0 : locateArrayItem(text, index);
    throw new StoreError(`${describeProblemAt(path, text, offset, reason)}; ${FIX_HINT}`);
  };
  const problem = recordsProblem(data) ?? fieldsProblem(col, data as Array<Record<string, unknown>>);
  if (problem) return fail(problem.index, problem.reason);
  return data as AnyRecord[];
}

/** Why parsed collection data is not an array of records with unique positive integer ids. */
function recordsProblem(data: unknown): { index: number | undefined; reason: string } | undefined {
  if (!Array.isArray(data)) return { index: undefined, reason: 'expected an array of records' };
  // Files calev writes hold ids in ascending order, which alone rules out a repeat; a set of the
  // ids seen is only needed (and built) from the first record out of order on.
  let seen: Set<number> | undefined;
  let lastId = 0;
  for (let index = 0; index < data.length; index++) {
    const item: unknown = data[index];
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      return { index, reason: `record ${index + 1} is not an object` };
    const id = (item as { id?: unknown }).id;
    if (!isPositiveInteger(id)) return { index, reason: `record ${index + 1} has no positive integer "id"` };
    if (id > lastId && seen === undefined) {
      lastId = id;
      continue;
    }
    if (seen === undefined) {
      seen = new Set<number>();
      for (let j = 0; j < index; j++) seen.add((data[j] as { id: number }).id);
    }
    if (seen.has(id)) return { index, reason: `record ${index + 1} repeats id ${id}` };
    seen.add(id);
  }
  return undefined;
}

/** The first record whose fields the code cannot use (record-checks.ts), once the ids are right. */
function fieldsProblem(
  col: CollectionName,
  records: ReadonlyArray<Record<string, unknown>>,
): { index: number; reason: string } | undefined {
  for (let index = 0; index < records.length; index++) {
    const problem = recordFieldProblem(col, records[index]);
    if (problem) return { index, reason: `record ${index + 1} (id ${String(records[index].id)}): ${problem}` };
  }
  return undefined;
}

/** Between two records of the layout formatCollection writes: a raw newline is always layout
 * (JSON escapes it inside strings), so this is where one top-level element ends and the next begins. */
const RECORD_SEPARATOR = Buffer.from('\n  },\n  {', 'latin1');
/** bytes read per step; the text of a slice stays under V8's external-string size */
const READ_BYTES = 960 * 1024;
const WHITE = new Set([0x20, 0x0a, 0x0d, 0x09]);
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * A collection file's array parsed a slice (about a MB) at a time, cut between records where the
 * layout formatCollection writes allows it: no string of the whole file (100+ MB for 100k events)
 * and no buffer of it either. null when the file does not exist; undefined when this way does
 * not apply (not an array, another layout, or a slice that is not valid JSON): the caller then
 * parses the whole text, which gives the same value or the located error. A cut in the wrong
 * place cannot go unnoticed: both sides of it would have a bracket or string left open, so they
 * do not parse.
 */
async function parseArrayInSlices(path: string, disk: Disk): Promise<unknown[] | null | undefined> {
  let fh;
  try {
    fh = await disk.open(path, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new StoreError(`cannot read ${path}: ${(err as Error).message}`);
  }
  try {
    const out: unknown[] = [];
    // one working buffer for the whole file: [0] is the '[' of the slice being read, then the
    // bytes carried over from the last read, then the new ones
    let work = Buffer.allocUnsafe(2 * READ_BYTES + 1);
    work[0] = OPEN_BRACKET;
    let filled = 1;
    let opened = false;
    /** parses work[from, to) that holds "[" + elements + "]" */
    const take = (from: number, to: number): boolean => {
      const slice = work.subarray(from, to);
      let items: unknown;
      try {
        items = JSON.parse(slice.toString(isAscii(slice) ? 'latin1' : 'utf8'));
      } catch {
        return false;
      }
      for (const item of items as unknown[]) out.push(item);
      return true;
    };
    for (;;) {
      if (work.length - filled < READ_BYTES) {
        // another layout (e.g. one line) that gives no place to cut: parsed whole by the caller
        if (filled > 8 * READ_BYTES) return undefined;
        const bigger = Buffer.allocUnsafe(2 * work.length);
        work.copy(bigger, 0, 0, filled);
        work = bigger;
      }
      let bytesRead: number;
      try {
        ({ bytesRead } = await fh.read(work, filled, READ_BYTES, null));
      } catch {
        return undefined;
      }
      filled += bytesRead;
      const eof = bytesRead === 0;
      let from = 0;
      if (!opened) {
        let i = 1;
        if (filled >= 4 && work[1] === 0xef && work[2] === 0xbb && work[3] === 0xbf) i = 4;
        while (i < filled && WHITE.has(work[i])) i++;
        if (i === filled) {
          if (eof) return undefined;
          continue;
        }
        if (work[i] !== OPEN_BRACKET) return undefined;
        opened = true;
        from = i;
      }
      if (eof) {
        let end = filled;
        while (end > from + 1 && WHITE.has(work[end - 1])) end--;
        if (end <= from + 1 || work[end - 1] !== CLOSE_BRACKET) return undefined;
        return take(from, end) ? out : undefined;
      }
      const cut = work.lastIndexOf(RECORD_SEPARATOR, filled - RECORD_SEPARATOR.length);
      if (cut < from) continue;
      // the slice ends with the '}' of a record, its ',' becomes the closing ']'; the rest (from
      // the newline after the comma) moves to the front, after the '[' of the next slice
      work[cut + 4] = CLOSE_BRACKET;
      if (!take(from, cut + 5)) return undefined;
      work.copy(work, 1, cut + 5, filled);
      work[0] = OPEN_BRACKET;
      filled = 1 + filled - (cut + 5);
    }
  } finally {
    await fh.close();
  }
}

/** What meta.json holds: the id sequences as of the last compaction, and its generation. */
export interface Meta {
  sequences: Partial<Sequences>;
  /**
   * Counts the compactions: each one writes it, one higher, after the collection files and before
   * it empties the journal, so that a reader which finds the same number before and after its
   * reads has read files and journal of one state (see load.ts). 0 for a dir never compacted.
   */
  generation: number;
}

/** meta.json, or undefined when the file does not exist. */
export async function readMetaFile(dir: string, disk: Disk = nodeDisk): Promise<Meta | undefined> {
  const path = join(dir, META_FILE);
  const text = await readTextIfExists(path, disk);
  if (text === undefined) return undefined;
  const data = parseJsonText(path, text) as { sequences?: Record<string, unknown>; generation?: unknown } | null;
  const seq = data?.sequences;
  const valid =
    typeof seq === 'object' &&
    seq !== null &&
    SEQUENCE_NAMES.every((n) => seq[n] === undefined || isPositiveInteger(seq[n]));
  const generation = data?.generation ?? 0;
  if (!valid || !(generation === 0 || isPositiveInteger(generation)))
    throw new StoreError(
      `${path}: expected {"sequences": {"post": n, "term": n, "user": n}} with positive integers; ${FIX_HINT}`,
    );
  return { sequences: seq, generation };
}

export function formatCollection(records: readonly AnyRecord[]): string {
  return `${JSON.stringify(records, null, 2)}\n`;
}

/** Records serialized per chunk: a few milliseconds of work between two chances for requests to run. */
const CHUNK_RECORDS = 100;

/**
 * Writes a collection file atomically with the text formatCollection gives, built and written a
 * chunk of records at a time, so that a large collection never holds the event loop for long
 * (reads go on while it is written). `records` must not change meanwhile: the tables hand out
 * frozen arrays of frozen records. `besideWrites`: commits go on meanwhile, so each chunk is
 * written through to the disk (SYNCED_WRITES); otherwise (on close) it is synced once at the end.
 */
export async function writeCollectionFile(
  dir: string,
  col: CollectionName,
  records: readonly AnyRecord[],
  disk: Disk = nodeDisk,
  opts: { besideWrites?: boolean } = {},
): Promise<void> {
  const path = collectionPath(dir, col);
  if (records.length === 0) return writeFileAtomically(path, '[]\n', FILE_MODE, disk);
  await replaceAtomically(
    path,
    FILE_MODE,
    disk,
    async (fh) => {
      for (let from = 0; from < records.length; from += CHUNK_RECORDS) {
        const to = Math.min(records.length, from + CHUNK_RECORDS);
        // the pretty form of a slice of the array is "[\n" + its elements as formatCollection lays
        // them out (indented one level, joined by ",\n") + "\n]": those elements are what is written
        const pretty = JSON.stringify(records.slice(from, to), null, 2);
        let text = `${from === 0 ? '[\n' : ',\n'}${pretty.slice(2, -2)}`;
        if (to === records.length) text += '\n]\n';
        await writeWhole(fh, text);
      }
    },
    opts.besideWrites ? SYNCED_WRITES : 'w',
  );
}

/**
 * Writes all of `text` at the handle's offset. A write may take only part of it without an error
 * (a nearly full disk takes what fits and says how much): the rest is written again, so that the
 * next write fails (ENOSPC) instead of a cut file being synced and renamed over a whole one.
 */
async function writeWhole(fh: FileHandle, text: string): Promise<void> {
  const buf = Buffer.from(text, 'utf8');
  for (let offset = 0; offset < buf.length;) {
    const { bytesWritten } = await fh.write(buf, offset, buf.length - offset, null);
    if (bytesWritten <= 0) throw Object.assign(new Error(`ENOSPC: no space left on device, write`), { code: 'ENOSPC' });
    offset += bytesWritten;
  }
}

/**
 * Flags for a collection file written beside the commits: each chunk is on disk when its write
 * returns. Left to the page cache, a compaction at 100k events had ~290 MB dirty when it synced
 * at the end, and every journal write meanwhile (O_DSYNC: the file system commits its journal,
 * with the data written before it) waited for part of that: single creates took up to 100 ms
 * (journal writes beside a 300 MB unsynced writer: p99 1.14 ms, max 97 ms; beside one written
 * with O_DSYNC: p99 0.86 ms, max 4.9 ms).
 */
const SYNCED_WRITES =
  constants.O_DSYNC === undefined
    ? 'w'
    : constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_DSYNC;

export function formatMeta(seq: Sequences, generation: number): string {
  return `${JSON.stringify({ format: META_FORMAT, generation, sequences: seq }, null, 2)}\n`;
}

/** Replaces `path` atomically: readers and a crash see the old or the new content, never a mix.
 * The caller fsyncs the directory once after all renames. */
export async function writeFileAtomically(
  path: string,
  text: string,
  mode = FILE_MODE,
  disk: Disk = nodeDisk,
): Promise<void> {
  await replaceAtomically(path, mode, disk, (fh) => fh.writeFile(text, 'utf8'));
}

/** The temp file of `replaceAtomically` beside `path` for process `pid`. */
function tempOf(path: string, pid: number): string {
  return `${path}.${pid}.tmp`;
}

/** The process whose temp file of `path` is `name` (a file beside it), if it is one. */
export function tempPid(path: string, name: string): number | undefined {
  const prefix = `${basename(path)}.`;
  if (!name.startsWith(prefix) || !name.endsWith('.tmp')) return undefined;
  const pid = name.slice(prefix.length, -'.tmp'.length);
  return /^[1-9]\d*$/.test(pid) ? Number(pid) : undefined;
}

/** Writes a temp file beside `path` with `write`, syncs it and renames it over `path`; on failure
 * the temp file goes and `path` is left as it was. */
export async function replaceAtomically(
  path: string,
  mode: number,
  disk: Disk,
  write: (fh: FileHandle) => Promise<void>,
  flags: string | number = 'w',
): Promise<void> {
  const temp = tempOf(path, process.pid);
  const fh = await disk.open(temp, flags, mode);
  try {
    await write(fh);
    await fh.sync();
  } catch (err) {
    await fh.close();
    await disk.rm(temp, { force: true });
    throw err;
  }
  await fh.close();
  await disk.rename(temp, path);
}

/** Data files hold password hashes and event passwords: readable by their owner only. */
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

/**
 * Takes group and other access away from the data files (made by an older calev with 0644, or
 * copied in by hand). Only the lock holder calls this; a file it cannot chmod is left alone.
 */
export async function tightenModes(dir: string, disk: Disk = nodeDisk): Promise<void> {
  for (const name of await disk.readdir(dir)) {
    if (!/^(?:[a-z]+\.json|journal(?:\.sealed)?\.ndjson)$/.test(name)) continue;
    const path = join(dir, name);
    const st = await disk.stat(path).catch(() => undefined);
    if (st?.isFile() && (st.mode & 0o077) !== 0) await disk.chmod(path, st.mode & FILE_MODE).catch(() => undefined);
  }
}

/** Removes temp files of a compaction or lock update that a crash interrupted, and the marks of
 * lock take-overs that a crash interrupted (lock.ts); only the lock holder may call this, since
 * nobody else writes temp files in the dir. */
export async function removeLeftoverTempFiles(dir: string, disk: Disk = nodeDisk): Promise<void> {
  for (const name of await disk.readdir(dir)) {
    if (/^(?:(?:[a-z]+\.json|journal\.ndjson|calev\.lock)\.\d+\.tmp|calev\.lock\.\d+-\d+\.takeover)$/.test(name))
      await disk.rm(join(dir, name), { force: true });
  }
}

/** Makes renames and file creations in `dir` survive a power cut. */
export async function syncDir(dir: string, disk: Disk = nodeDisk): Promise<void> {
  let fh;
  try {
    fh = await disk.open(dir, 'r');
    await fh.sync();
  } catch (err) {
    // Some platforms (Windows) cannot open or fsync a directory; there is nothing more to do there.
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EINVAL' && code !== 'EACCES') throw err;
  } finally {
    await fh?.close();
  }
}
