// The rows of an import whose write left without an answer (a second Ctrl+C, kill -9, a dropped
// connection, a timeout) or got a server error (5xx). Such a row may be half-written (on a The
// Events Calendar site: the post saved, the plugin's event tables not), and looks unchanged to
// the next run, which would skip it. So a row is written down before its write is sent and crossed out once an
// answer came; the next import of the same file into the same target re-saves what is left.
//
// One small file per import (resource + file + target) in calev's state folder, appended to
// (`{"begin":key,"line":n,"item":title}`, `{"end":key}`), so that a process killed at any moment leaves what
// it had sent. The run that ends rewrites it with only the rows still unfinished, or removes it.
import { createHash } from 'node:crypto';
import { writeSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
// resolves in the check phase of the event loop's current turn (after its I/O callbacks)
import { setImmediate as endOfTurn } from 'node:timers/promises';
import { join } from 'node:path';

export interface ImportIdentity {
  resource: string;
  /** the file's absolute path, or `-` for stdin */
  file: string;
  /** the site (URL and namespace) or the data dir */
  target: string;
}

export interface Row {
  /** what the row is (its slug, or title and start): the same in the next run */
  key: string;
  /** where it was in the file */
  line: number;
  /** the name results give it (a title), for people */
  item?: string;
}

export class UnfinishedRows {
  /** rows this run began writing and got no answer for (yet) */
  private readonly open = new Map<string, Row>();
  /** rows whose write this run got a server error for (5xx): they may be half-written too */
  private readonly failed = new Map<string, Row>();
  /** earlier rows this run tried to re-save and the target refused */
  private readonly retried = new Set<string>();
  private handle: FileHandle | undefined;
  private appended: Promise<void> = Promise.resolve();
  /** entries waiting for the write after the one on its way, and that write */
  private queued: string[] = [];
  private queuedWrite: Promise<void> | undefined;

  private constructor(
    private readonly path: string,
    private readonly header: string,
    /** rows an earlier run left unfinished, still to be re-saved */
    private readonly earlier: Map<string, Row>,
    private writes: boolean,
    private readonly warn: (line: string) => void,
    /** gather entries until the end of the event loop's turn (see append) */
    private readonly byTurn: boolean,
  ) {}

  /**
   * The rows earlier runs of this import left unfinished. `writes: false` (dry run) records
   * nothing; a state folder that cannot be written is said once (`warn`) and the import goes on.
   * `byTurn`: the rows write to calev's own store in this process (see append).
   */
  static async open(
    dir: string,
    id: ImportIdentity,
    opts: { writes: boolean; warn: (line: string) => void; byTurn?: boolean },
  ): Promise<UnfinishedRows> {
    const name = createHash('sha256').update(`${id.resource}\n${id.file}\n${id.target}`).digest('hex').slice(0, 24);
    const path = join(dir, 'imports', `${name}.ndjson`);
    const header = JSON.stringify({ calev: 'unfinished import rows', ...id });
    let earlier = new Map<string, Row>();
    try {
      earlier = await readRows(path);
    } catch (err) {
      opts.warn(`cannot read ${path}: ${(err as Error).message}`);
    }
    return new UnfinishedRows(path, header, earlier, opts.writes, opts.warn, opts.byTurn ?? false);
  }

  /** How many rows earlier runs left unfinished. */
  get earlierCount(): number {
    return this.earlier.size;
  }

  /** Was this row's write cut off in an earlier run (and not finished since)? */
  leftByEarlierRun(key: string): boolean {
    return this.earlier.has(key);
  }

  /** Before a row's write is sent: on disk once this resolves, so even kill -9 leaves it here. */
  async begin(row: Row): Promise<void> {
    this.open.set(row.key, row);
    if (this.writes) await this.append(beginEntry(row));
  }

  /**
   * The row's write was answered: `done`, `refused` (a 4xx: nothing was written) or `failed` (a
   * 5xx: the target may have stopped halfway through the save, so the next run re-saves it; the
   * import reports it as failed, not as cut off). A refused re-save of a row an earlier run left
   * unfinished leaves it as unfinished as it was.
   */
  async settle(key: string, outcome: 'done' | 'refused' | 'failed'): Promise<void> {
    const row = this.open.get(key);
    if (!row) return;
    this.open.delete(key);
    if (outcome === 'failed') {
      this.failed.set(key, row);
      return;
    }
    if (outcome === 'refused' && this.earlier.has(key)) {
      this.retried.add(key);
      return;
    }
    this.earlier.delete(key);
    if (this.writes) await this.append({ end: key });
  }

  /** This run's rows whose write got no answer: they may be half-written. */
  cutOff(): Row[] {
    return [...this.open.values()].sort((a, b) => a.line - b.line);
  }

  /** Did this row's write get a server error, so that the next run re-saves it? */
  failedHalfway(key: string): boolean {
    return this.failed.has(key);
  }

  /**
   * Rewrites the file with the rows still unfinished, or removes it. After a complete run the
   * earlier rows it did not try to write again are dropped: the file no longer has them, or they
   * cannot be written (in the trash, invalid), and saying so is the import's job.
   */
  async close(complete: boolean): Promise<void> {
    await this.appended;
    await this.handle?.close().catch(() => undefined);
    this.handle = undefined;
    if (!this.writes) return;
    const earlier = complete ? [...this.earlier].filter(([key]) => this.retried.has(key)) : [...this.earlier];
    const rows = new Map([...earlier, ...this.failed, ...this.open]);
    try {
      if (rows.size === 0) {
        await rm(this.path, { force: true });
        return;
      }
      const lines = [this.header, ...[...rows.values()].map((row) => JSON.stringify(beginEntry(row)))];
      const temp = `${this.path}.${process.pid}.tmp`;
      await writeFile(temp, `${lines.join('\n')}\n`);
      await rename(temp, this.path);
    } catch (err) {
      this.warn(`cannot write ${this.path}: ${(err as Error).message}`);
    }
  }

  /**
   * Appends one entry after the ones before it; a failure is said once and recording stops. Each
   * resolves once its own is written, before the row's write is sent. Entries that come while a
   * write is on its way go together in the next write (one system call for the rows in flight
   * instead of one per entry).
   *
   * `byTurn` (an import into calev's own store, in this process): entries also wait for the end of
   * the event loop's turn they come in, so the rows the answers of one turn set going take one
   * write. Written a microtask later, an embedded import of 10k rows made 11,388 writes instead of
   * 1,477 and took 4.34-4.81 s instead of 3.74-3.99 s here (four alternated pairs). The system
   * calls themselves took 90 against 42 ms (strace); the rest of the gain is spread thinly over
   * every function of a CPU profile (not shown more closely than that). Not for a site: the rows'
   * writes then leave together, and The Events Calendar (4 PHP workers, MariaDB) answered some of
   * such simultaneous creates with 500 "critical error", or left one that the next run updated, in
   * 2 of 5 runs of the real-site suite's re-import test (0 of 6 a microtask later).
   */
  private append(entry: Record<string, unknown>): Promise<void> {
    this.queued.push(`${JSON.stringify(entry)}\n`);
    this.queuedWrite ??= this.appended = this.byTurn
      ? this.appended.then(() => endOfTurn()).then(() => this.writeQueued())
      : this.appended.then(() => this.writeQueued());
    return this.queuedWrite;
  }

  private async writeQueued(): Promise<void> {
    const text = this.queued.join('');
    this.queued = [];
    this.queuedWrite = undefined;
    if (!this.writes) return;
    try {
      if (!this.handle) {
        await mkdir(join(this.path, '..'), { recursive: true });
        this.handle = await open(this.path, 'a');
        if ((await this.handle.stat()).size === 0) await this.handle.write(`${this.header}\n`);
      }
      // a short synchronous append: handing ~100 bytes to the thread pool costs more than writing them
      writeSync(this.handle.fd, text);
    } catch (err) {
      this.writes = false;
      this.warn(
        `cannot record unfinished rows in ${this.path} (${(err as Error).message}): a row cut off now will not be re-saved by the next run`,
      );
    }
  }
}

/** The line that writes a row down as begun (and, after a run, as still unfinished). */
function beginEntry(row: Row): Record<string, unknown> {
  return { begin: row.key, line: row.line, ...(row.item === undefined ? {} : { item: row.item }) };
}

/** Replays the file: a row begun and not ended is unfinished. A torn last line is ignored. */
async function readRows(path: string): Promise<Map<string, Row>> {
  const rows = new Map<string, Row>();
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return rows;
    throw err;
  }
  for (const line of text.split('\n')) {
    let entry: { begin?: unknown; end?: unknown; line?: unknown; item?: unknown };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    if (typeof entry.begin === 'string')
      rows.set(entry.begin, {
        key: entry.begin,
        line: Number(entry.line) || 0,
        ...(typeof entry.item === 'string' ? { item: entry.item } : {}),
      });
    else if (typeof entry.end === 'string') rows.delete(entry.end);
  }
  return rows;
}
