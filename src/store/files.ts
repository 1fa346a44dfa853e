// The readable half of the data dir: one pretty-printed JSON array per collection plus meta.json.
// Reading is strict (a hand edit gone wrong is reported with file, line and column, never
// silently replaced by an empty collection); writing is atomic (temp file, fsync, rename).
import { chmod, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { StoreError } from './errors.js';
import { lineAndColumn, locateArrayItem, locateJsonProblem } from './json-location.js';
import type { CollectionName, Sequences } from './records.js';
import { SEQUENCE_NAMES } from './tables.js';
import type { AnyRecord } from './tables.js';

export const META_FILE = 'meta.json';
/** Bumped if the layout of the data dir ever changes incompatibly. */
const META_FORMAT = 1;

export function collectionPath(dir: string, col: CollectionName): string {
  return join(dir, `${col}.json`);
}

/** The file's text, or undefined when it does not exist. */
export async function readTextIfExists(path: string): Promise<string | undefined> {
  try {
    // A BOM is what some editors add on save; it is not a reason to refuse the file.
    return (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new StoreError(`cannot read ${path}: ${(err as Error).message}`);
  }
}

/** Error message for a problem at `offset` of `text`; `what` names the file or file and line. */
export function describeProblemAt(what: string, text: string, offset: number | undefined, reason: string): string {
  if (offset === undefined) return `${what}: ${reason}`;
  const { line, column } = lineAndColumn(text, offset);
  return `${what}: line ${line}, column ${column}: ${reason}`;
}

const FIX_HINT = 'fix the file by hand or restore it from a backup (calev does not reset it)';

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
export async function readCollectionFile(dir: string, col: CollectionName): Promise<AnyRecord[] | undefined> {
  const path = collectionPath(dir, col);
  const text = await readTextIfExists(path);
  if (text === undefined) return undefined;
  const data = parseJsonText(path, text);
  const fail = (index: number | undefined, reason: string): never => {
    const offset = index === undefined ? 0 : locateArrayItem(text, index);
    throw new StoreError(`${describeProblemAt(path, text, offset, reason)}; ${FIX_HINT}`);
  };
  if (!Array.isArray(data)) return fail(undefined, 'expected an array of records');
  const seen = new Set<number>();
  data.forEach((item: unknown, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) fail(index, `record ${index + 1} is not an object`);
    const id = (item as { id?: unknown }).id;
    if (!isPositiveInteger(id)) return fail(index, `record ${index + 1} has no positive integer "id"`);
    if (seen.has(id)) fail(index, `record ${index + 1} repeats id ${id}`);
    seen.add(id);
  });
  return data as AnyRecord[];
}

/** The sequences saved in meta.json, or undefined when the file does not exist. */
export async function readMetaFile(dir: string): Promise<Partial<Sequences> | undefined> {
  const path = join(dir, META_FILE);
  const text = await readTextIfExists(path);
  if (text === undefined) return undefined;
  const data = parseJsonText(path, text) as { sequences?: Record<string, unknown> } | null;
  const seq = data?.sequences;
  const valid = typeof seq === 'object' && seq !== null && SEQUENCE_NAMES.every((n) => seq[n] === undefined || isPositiveInteger(seq[n]));
  if (!valid) throw new StoreError(`${path}: expected {"sequences": {"post": n, "term": n, "user": n}} with positive integers; ${FIX_HINT}`);
  return seq as Partial<Sequences>;
}

export function formatCollection(records: readonly AnyRecord[]): string {
  return `${JSON.stringify(records, null, 2)}\n`;
}

/** Records serialized per chunk: a few milliseconds of work between two chances for requests to run. */
const CHUNK_RECORDS = 200;

/**
 * Writes a collection file atomically with the text formatCollection gives, built and written a
 * chunk of records at a time, so that a large collection never holds the event loop for long
 * (reads go on while it is written). `records` must not change meanwhile: the tables hand out
 * frozen arrays of frozen records.
 */
export async function writeCollectionFile(dir: string, col: CollectionName, records: readonly AnyRecord[]): Promise<void> {
  const path = collectionPath(dir, col);
  if (records.length === 0) return writeFileAtomically(path, '[]\n');
  const temp = `${path}.${process.pid}.tmp`;
  const fh = await open(temp, 'w', FILE_MODE);
  try {
    for (let from = 0; from < records.length; from += CHUNK_RECORDS) {
      let text = from === 0 ? '[\n' : ',\n';
      const to = Math.min(records.length, from + CHUNK_RECORDS);
      for (let i = from; i < to; i++) {
        // the pretty form of an array element: its own pretty form, indented one level (newlines
        // inside strings are escaped, so every raw newline is a line break of the layout)
        text += `${i === from ? '' : ',\n'}  ${JSON.stringify(records[i], null, 2).replace(/\n/g, '\n  ')}`;
      }
      if (to === records.length) text += '\n]\n';
      await fh.write(text, null, 'utf8');
    }
    await fh.sync();
  } catch (err) {
    await fh.close();
    await rm(temp, { force: true });
    throw err;
  }
  await fh.close();
  await rename(temp, path);
}

export function formatMeta(seq: Sequences): string {
  return `${JSON.stringify({ format: META_FORMAT, sequences: seq }, null, 2)}\n`;
}

/** Replaces `path` atomically: readers and a crash see the old or the new content, never a mix.
 * The caller fsyncs the directory once after all renames. */
export async function writeFileAtomically(path: string, text: string, mode = FILE_MODE): Promise<void> {
  const temp = `${path}.${process.pid}.tmp`;
  const fh = await open(temp, 'w', mode);
  try {
    await fh.writeFile(text, 'utf8');
    await fh.sync();
  } catch (err) {
    await fh.close();
    await rm(temp, { force: true });
    throw err;
  }
  await fh.close();
  await rename(temp, path);
}

/** Data files hold password hashes and event passwords: readable by their owner only. */
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

/**
 * Takes group and other access away from the data files (made by an older calev with 0644, or
 * copied in by hand). Only the lock holder calls this; a file it cannot chmod is left alone.
 */
export async function tightenModes(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (!/^(?:[a-z]+\.json|journal\.ndjson)$/.test(name)) continue;
    const path = join(dir, name);
    const st = await stat(path).catch(() => undefined);
    if (st?.isFile() && (st.mode & 0o077) !== 0) await chmod(path, st.mode & FILE_MODE).catch(() => undefined);
  }
}

/** Removes temp files of a compaction or lock update that a crash interrupted; only the lock
 * holder may call this, since nobody else writes temp files in the dir. */
export async function removeLeftoverTempFiles(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (/^(?:[a-z]+\.json|calev\.lock)\.\d+\.tmp$/.test(name)) await rm(join(dir, name), { force: true });
  }
}

/** Makes renames and file creations in `dir` survive a power cut. */
export async function syncDir(dir: string): Promise<void> {
  let fh;
  try {
    fh = await open(dir, 'r');
    await fh.sync();
  } catch (err) {
    // Some platforms (Windows) cannot open or fsync a directory; there is nothing more to do there.
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EINVAL' && code !== 'EACCES') throw err;
  } finally {
    await fh?.close();
  }
}
