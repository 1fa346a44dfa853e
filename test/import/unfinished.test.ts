import { appendFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type * as NodeFs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnfinishedRows, type ImportIdentity } from '../../src/cli/import/unfinished.js';
import { removeDir, tempDir } from '../cli/harness.js';

// the real writeSync, counted: how many system calls the entries took
const writes = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof NodeFs>();
  const writeSync = ((...args: Parameters<typeof fs.writeSync>) => {
    writes.count++;
    return (fs.writeSync as (...a: unknown[]) => number)(...args);
  }) as typeof fs.writeSync;
  return { ...fs, default: { ...fs, writeSync }, writeSync };
});

const ID: ImportIdentity = { resource: 'events', file: '/data/events.csv', target: 'https://example.org/wp-json x' };

describe('rows an import left unfinished (src/cli/import/unfinished.ts)', () => {
  let dir: string;
  const warnings: string[] = [];
  // the runs of a test, whose files are let go after it as a killed process's are (no close())
  const runs: UnfinishedRows[] = [];
  const open = async (id = ID, writes = true, byTurn = false) => {
    const run = await UnfinishedRows.open(dir, id, { writes, warn: (l) => warnings.push(l), byTurn });
    runs.push(run);
    return run;
  };
  const files = () =>
    existsSync(join(dir, 'imports')) && statSync(join(dir, 'imports')).isDirectory()
      ? readdirSync(join(dir, 'imports'))
      : [];
  beforeEach(() => {
    dir = tempDir('calev-unfinished-');
    warnings.length = 0;
  });
  afterEach(async () => {
    for (const run of runs.splice(0)) await (run as unknown as { handle?: FileHandle }).handle?.close();
    removeDir(dir);
  });

  it('a row begun and never answered (kill -9) is unfinished for the next run of the same import only', async () => {
    const run = await open();
    await run.begin({ key: 'a-2026-01-01', line: 2 });
    await run.begin({ key: 'b-2026-01-02', line: 3 });
    await run.settle('a-2026-01-01', 'done');
    // no close(): the process was killed
    const next = await open();
    expect(next.earlierCount).toBe(1);
    expect(next.leftByEarlierRun('b-2026-01-02')).toBe(true);
    expect(next.leftByEarlierRun('a-2026-01-01')).toBe(false);
    const otherTarget = await open({ ...ID, target: 'data dir /tmp/x' });
    expect(otherTarget.earlierCount).toBe(0);
    const otherFile = await open({ ...ID, file: '/data/other.csv' });
    expect(otherFile.earlierCount).toBe(0);
  });

  it('rows begun and answered side by side (one write for those in flight) are each on disk when their call resolves', async () => {
    const run = await open();
    const path = () => join(dir, 'imports', files()[0]);
    const keys = Array.from({ length: 12 }, (_, i) => `row-${i}`);
    // all begun in one tick, as the rows in flight of an import are
    await Promise.all(
      keys.map(async (key, i) => {
        await run.begin({ key, line: i + 2 });
        // once begin resolves, a kill -9 must find the row written down
        expect(readFileSync(path(), 'utf8')).toContain(`{"begin":"${key}","line":${i + 2}}`);
        // every other row is answered; the begins of later rows are still being written meanwhile
        if (i % 2 === 0) await run.settle(key, 'done');
      }),
    );
    const lines = readFileSync(path(), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1 + 12 + 6);
    // no close(): the process was killed
    const next = await open();
    expect(next.earlierCount).toBe(6);
    for (const [i, key] of keys.entries()) expect(next.leftByEarlierRun(key)).toBe(i % 2 === 1);
  });

  it("into calev's own store in-process: rows begun in one turn, each at the end of its own chain of answers, take one write", async () => {
    const run = await open(ID, true, true);
    await run.begin({ key: 'first', line: 1 });
    writes.count = 0;
    // as the embedded import's rows: each begins once its lookup's answer came, one after another
    // within the turn (chains of promises of different lengths), not all in one tick
    const keys = Array.from({ length: 30 }, (_, i) => `row-${i}`);
    await Promise.all(
      keys.map(async (key, i) => {
        for (let k = 0; k < 3 * i; k++) await Promise.resolve();
        await run.begin({ key, line: i + 2 });
      }),
    );
    expect(writes.count).toBe(1);
    const next = await open();
    expect(next.earlierCount).toBe(31);
  });

  it('into a site: a row begun is written down within its turn, so that its write leaves at once', async () => {
    const run = await open();
    await run.begin({ key: 'first', line: 1 });
    let turnEnded = false;
    setImmediate(() => (turnEnded = true));
    await run.begin({ key: 'second', line: 2 });
    await run.settle('second', 'done');
    // the rows' writes are not held back to leave together (The Events Calendar failed such bursts)
    expect(turnEnded).toBe(false);
    const next = await open();
    expect(next.earlierCount).toBe(1);
  });

  it('a re-save that is done clears the row; the file goes once nothing is unfinished', async () => {
    const first = await open();
    await first.begin({ key: 'b', line: 3 });
    expect(first.cutOff()).toEqual([{ key: 'b', line: 3 }]);
    await first.close(false);
    expect(files()).toHaveLength(1);
    const second = await open();
    await second.begin({ key: 'b', line: 3 });
    await second.settle('b', 'done');
    expect(second.cutOff()).toEqual([]);
    await second.close(true);
    expect(files()).toEqual([]);
    expect((await open()).earlierCount).toBe(0);
  });

  it('a refused re-save (4xx) leaves the row unfinished; a refused new write is just refused', async () => {
    const first = await open();
    await first.begin({ key: 'half', line: 2 });
    await first.close(false);
    const second = await open();
    await second.begin({ key: 'half', line: 2 });
    await second.settle('half', 'refused');
    await second.begin({ key: 'new', line: 3 });
    await second.settle('new', 'refused');
    await second.close(true);
    const third = await open();
    expect(third.leftByEarlierRun('half')).toBe(true);
    expect(third.leftByEarlierRun('new')).toBe(false);
  });

  it('an interrupted run keeps the earlier rows it did not reach; a complete run drops those it never tried', async () => {
    const first = await open();
    await first.begin({ key: 'x', line: 2 });
    await first.begin({ key: 'y', line: 3 });
    await first.close(false);
    const interrupted = await open();
    await interrupted.close(false);
    expect((await open()).earlierCount).toBe(2);
    const complete = await open();
    await complete.close(true);
    expect(files()).toEqual([]);
  });

  it('a torn last line (killed while appending) is ignored', async () => {
    const first = await open();
    await first.begin({ key: 'whole', line: 2 });
    const [name] = files();
    appendFileSync(join(dir, 'imports', name), '{"begin":"torn","li');
    const next = await open();
    expect(next.leftByEarlierRun('whole')).toBe(true);
    expect(next.leftByEarlierRun('torn')).toBe(false);
  });

  it('a dry run reads the earlier rows and records nothing', async () => {
    const first = await open();
    await first.begin({ key: 'k', line: 2 });
    await first.close(false);
    const before = readFileSync(join(dir, 'imports', files()[0]), 'utf8');
    const dry = await open(ID, false);
    expect(dry.leftByEarlierRun('k')).toBe(true);
    await dry.begin({ key: 'other', line: 5 });
    await dry.close(true);
    expect(readFileSync(join(dir, 'imports', files()[0]), 'utf8')).toBe(before);
  });

  it('a state folder that cannot be written is said once, and the import goes on', async () => {
    // a file where the folder should be: no permission bit lets even root write under it
    writeFileSync(join(dir, 'imports'), 'not a folder');
    const run = await open();
    await run.begin({ key: 'a', line: 2 });
    await run.begin({ key: 'b', line: 3 });
    await run.close(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^cannot record unfinished rows in .*imports.*: a row cut off now will not be re-saved/,
    );
    expect(run.cutOff()).toHaveLength(2);
  });
});
