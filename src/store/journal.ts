// journal.ndjson: one line per committed transaction, appended and fsynced before the commit is
// acknowledged. Line format:
//   {"gen":4,"seq":{"post":13,"term":4,"user":2},"ops":[{"op":"put","col":"events","record":{...}},{"op":"remove","col":"tags","id":7}]}
// `gen` is the generation of the collection files the line applies to (meta.json; lines of
// older calev versions have none and count as 0). `seq` holds the sequences after the
// transaction and every put carries the whole record, so replaying a line twice gives the same
// state: a crash between compaction's renames and the journal truncation is harmless.
//
// Past its last line the file is padded with newlines (blank lines, which every reader skips):
// a line is written over padding that is already on disk, so its O_DSYNC write has only the data
// to flush, not the file's new size as an append has (p50 0.25 ms against 0.34 ms on this
// project's machine, ext4: bench/journal.js). The padding is written with the line that runs
// past it (64 KiB at first, then doubling to 1 MiB), and is cut off when the journal is opened
// for writing again.
import { constants } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { nodeDisk, type Disk } from './disk.js';
import { StoreError } from './errors.js';
import { FILE_MODE, isPositiveInteger, syncDir } from './files.js';
import { locateJsonProblem } from './json-location.js';
import { recordFieldProblem } from './record-checks.js';
import { COLLECTION_NAMES } from './records.js';
import type { CollectionName, Sequences } from './records.js';
import { SEQUENCE_NAMES } from './tables.js';
import type { Op } from './tables.js';

export const JOURNAL_FILE = 'journal.ndjson';
/** The journal being folded into the collection files beside the writes (store.ts): renamed from
 * JOURNAL_FILE when a compaction begins, removed once meta.json has the generation after it. */
export const SEALED_FILE = 'journal.sealed.ndjson';

const DSYNC: number | undefined = constants.O_DSYNC;

export interface JournalEntry {
  /** the generation the line was written in (absent: 0) */
  gen?: number;
  seq: Sequences;
  ops: Op[];
}

export interface JournalContents {
  entries: JournalEntry[];
  /** bytes up to and including the last good line (not blank lines or padding after it) */
  goodLength: number;
  /** bytes of the file, including a torn tail and padding */
  fileLength: number;
  /** the file exists */
  exists: boolean;
}

/** An entry as JSON text without its generation: `{"seq":...,"ops":[...]}` (one line: JSON.stringify
 * escapes newlines inside strings). */
export function encodeJournalBody(entry: JournalEntry): string {
  return JSON.stringify({ seq: entry.seq, ops: entry.ops });
}

/** The journal line of an encoded entry, written in generation `gen` (known only when it is written). */
export function journalLine(body: string, gen: number): string {
  return body === '' ? '' : `{"gen":${gen},${body.slice(1)}\n`;
}

function isCollection(value: unknown): value is CollectionName {
  return (COLLECTION_NAMES as readonly unknown[]).includes(value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function opProblem(op: unknown, n: number): string | undefined {
  if (!isObject(op) || !isCollection(op.col)) return `operation ${n} names no known collection`;
  if (op.op === 'put') {
    if (!isObject(op.record) || !isPositiveInteger(op.record.id))
      return `operation ${n} puts a record without a positive integer id`;
    const problem = recordFieldProblem(op.col, op.record);
    return problem && `operation ${n} puts ${op.col} id ${op.record.id}: ${problem}`;
  }
  if (op.op === 'remove') return isPositiveInteger(op.id) ? undefined : `operation ${n} removes no positive integer id`;
  return `operation ${n} is neither "put" nor "remove"`;
}

/** Why a parsed line is not a journal entry, or undefined when it is one. */
function entryProblem(value: unknown): string | undefined {
  if (!isObject(value) || !isObject(value.seq) || !Array.isArray(value.ops))
    return 'expected {"seq": {...}, "ops": [...]}';
  if (value.gen !== undefined && value.gen !== 0 && !isPositiveInteger(value.gen))
    return '"gen" must be a non-negative integer';
  const seq = value.seq;
  if (!SEQUENCE_NAMES.every((name) => isPositiveInteger(seq[name])))
    return '"seq" needs positive integers post, term and user';
  for (const [i, op] of value.ops.entries()) {
    const problem = opProblem(op, i + 1);
    if (problem) return problem;
  }
  return undefined;
}

function corruptLine(path: string, lineNo: number, reason: string, offset?: number): StoreError {
  const column = offset === undefined ? '' : `, column ${offset + 1}`;
  return new StoreError(
    `${path}: line ${lineNo}${column}: ${reason}; this is not a torn last write, so calev stops: repair or remove that line by hand`,
  );
}

/** a byte of padding: a newline, or a zero (a padding write cut short by a power cut may leave
 * zeros where the file had grown) */
function isPadding(byte: number): boolean {
  return byte === 10 || byte === 0;
}

/** the position of the first byte from `i` on that is not padding (buf.length if none) */
function skipPadding(buf: Buffer, i: number): number {
  while (i < buf.length && isPadding(buf[i])) i++;
  return i;
}

/**
 * Reads and checks the journal, from byte `from` on (a writer catching up reads only what others
 * appended since it last held the lock; line numbers in errors then count from there). The tail
 * written by an unacknowledged commit (a last line without '\n', or a last line that is not JSON,
 * as a power cut leaves it, before padding or none) is left out, and so are blank lines.
 */
export async function readJournal(
  dir: string,
  disk: Disk = nodeDisk,
  from = 0,
  file = JOURNAL_FILE,
): Promise<JournalContents> {
  const path = join(dir, file);
  let buf: Buffer;
  try {
    buf = from === 0 ? await disk.readFile(path) : await readFrom(path, from, disk);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT')
      return { entries: [], goodLength: 0, fileLength: 0, exists: false };
    throw new StoreError(`cannot read ${path}: ${(err as Error).message}`);
  }
  const entries: JournalEntry[] = [];
  let goodLength = 0;
  for (let start = 0, lineNo = 1; ; lineNo++) {
    // blank lines (padding) are skipped whole, counted for the line numbers of errors
    while (buf[start] === 10) {
      start++;
      lineNo++;
    }
    const end = buf.indexOf(10, start);
    if (end === -1) break; // an unterminated fragment (or zeros) at the end: torn
    const line = buf.toString('utf8', start, end);
    let value: unknown;
    try {
      value = line.trim() === '' ? undefined : JSON.parse(line);
    } catch (err) {
      // torn by the same interrupted write: nothing after it but padding, or an unterminated fragment
      const after = skipPadding(buf, end);
      if (after === buf.length || buf.indexOf(10, after) === -1) break;
      const problem = locateJsonProblem(line);
      throw corruptLine(path, lineNo, `not valid JSON: ${problem?.reason ?? (err as Error).message}`, problem?.offset);
    }
    if (value !== undefined) {
      const problem = entryProblem(value);
      if (problem) throw corruptLine(path, lineNo, problem);
      entries.push(value as JournalEntry);
      goodLength = end + 1;
    }
    start = end + 1;
  }
  return { entries, goodLength: from + goodLength, fileLength: from + buf.length, exists: true };
}

/** The bytes of the file from `from` to its end. */
async function readFrom(path: string, from: number, disk: Disk): Promise<Buffer> {
  const fh = await disk.open(path, 'r');
  try {
    const size = (await fh.stat()).size;
    if (size < from) throw new Error(`it is shorter (${size} bytes) than what was read before (${from} bytes)`);
    const buf = Buffer.alloc(size - from);
    let filled = 0;
    while (filled < buf.length) {
      const { bytesRead } = await fh.read(buf, filled, buf.length - filled, from + filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return buf.subarray(0, filled);
  } finally {
    await fh.close();
  }
}

/** The padding written first after an open, doubled with every padding write up to PAD_MAX. */
const PAD_FIRST = 64 * 1024;
const PAD_MAX = 1024 * 1024;

/** The open journal of a writable store. */
export class Journal {
  /** bytes of padding the next padding write adds */
  private pad = PAD_FIRST;

  private constructor(
    private readonly fh: FileHandle,
    /** length in bytes of its lines (the file may hold padding after them) */
    public bytes: number,
    /** bytes of the file: lines and padding */
    private size: number,
  ) {}

  /** Opens for writing after its lines, cutting off a torn tail and padding found by readJournal.
   * `file`: another name in `dir` (a new journal is made under a temporary name, then renamed
   * into place). */
  static async open(
    dir: string,
    contents: Omit<JournalContents, 'entries'>,
    disk: Disk = nodeDisk,
    file = JOURNAL_FILE,
  ): Promise<Journal> {
    // With O_DSYNC each write returns once its data is on disk: one system call per commit batch
    // instead of a write and an fdatasync (where the platform has no O_DSYNC, append syncs itself).
    const fh = await disk.open(join(dir, file), constants.O_WRONLY | constants.O_CREAT | (DSYNC ?? 0), FILE_MODE);
    try {
      if (contents.fileLength > contents.goodLength) {
        await fh.truncate(contents.goodLength);
        await fh.datasync();
      }
      // A fresh journal's directory entry must be durable before the first acknowledged commit.
      if (!contents.exists) await syncDir(dir, disk);
    } catch (err) {
      await fh.close();
      throw err;
    }
    return new Journal(fh, contents.goodLength, contents.goodLength);
  }

  /** Writes whole lines after the last ones and returns once they are on disk. */
  async append(text: string): Promise<void> {
    const lines = Buffer.from(text, 'utf8');
    const length = lines.length;
    if (this.bytes + length <= this.size) await this.writeAt(lines);
    else {
      // the lines and new padding after them in one write
      const padded = Buffer.alloc(length + this.pad, 10);
      lines.copy(padded);
      try {
        await this.writeAt(padded);
        this.size = this.bytes + padded.length;
        this.pad = Math.min(PAD_MAX, this.pad * 2);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
        // no room for the padding on a full disk: the lines alone, which may still fit (what
        // part of the padded write reached the file lies where they go, or is padding after them)
        await this.writeAt(lines);
        this.size = Math.max(this.size, this.bytes + length);
      }
    }
    if (DSYNC === undefined) await this.fh.datasync();
    this.bytes += length;
  }

  /** writes `buf` at the end of the lines */
  private async writeAt(buf: Buffer): Promise<void> {
    for (let offset = 0; offset < buf.length;) {
      const { bytesWritten } = await this.fh.write(buf, offset, buf.length - offset, this.bytes + offset);
      offset += bytesWritten;
    }
  }

  /** Cuts the file (padding included) to `length` bytes. */
  async truncate(length = 0): Promise<void> {
    await this.fh.truncate(length);
    await this.fh.datasync();
    this.bytes = length;
    this.size = length;
  }

  async close(): Promise<void> {
    await this.fh.close();
  }
}
