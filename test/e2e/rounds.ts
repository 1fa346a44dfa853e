// Imports interrupted at random moments (seeded) by SIGINT, two SIGINTs, SIGTERM and kill -9,
// several rounds, then one full run: every row of the file is listed with its dates exactly
// once, and every interrupted run said how far it got (issue 20). The same rounds run on the
// embedded store, on `calev serve` (test/e2e/interrupt-rounds.test.ts) and on the real site
// (test/tec/interrupt.test.ts).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { seededRandom } from '../support/random.js';
import { calev, startCalev, until } from './calev.js';

const ROUNDS = ['SIGINT', 'SIGKILL', 'SIGINT SIGINT', 'SIGTERM', 'SIGKILL', 'SIGINT'] as const;
const RANGE = ['--start-date', '2000-01-01', '--end-date', '2099-12-31'];

export interface RoundsOptions {
  /** where the file goes */
  dir: string;
  /** the file's name and the title of its rows (`<name> 7`): each target gets its own */
  name: string;
  /** calev's environment (XDG_STATE_HOME defaults to a folder in `dir`) */
  env: Record<string, string>;
  rows: number;
  seed: number;
  /** the signal comes at a random moment within this many milliseconds of a random row's write */
  withinMs: number;
}

/** What the rounds saw, for the caller's own checks and for the record. */
export interface RoundsOutcome {
  /** per round: `SIGINT: exit 130, 12 of 40 rows done, 0 cut off` and the like */
  rounds: string[];
  /** how many rows the rounds left unfinished, round after round (each is re-saved by a later run) */
  leftUnfinished: number;
  /** the rows the state folder held as unfinished before the full run */
  unfinished: string[];
  /** the rows the full run re-saved for that reason */
  resaved: string[];
}

/** title -> start date of the rows of the file */
function writeRows(file: string, name: string, n: number): Map<string, string> {
  const rows = Array.from({ length: n }, (_, i) => {
    const day = `2033-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
    const hour = String(8 + (i % 10)).padStart(2, '0');
    return { title: `${name} ${i}`, start_date: `${day} ${hour}:00:00`, end_date: `${day} ${hour}:45:00` };
  });
  writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n'));
  return new Map(rows.map((r) => [r.title, r.start_date]));
}

/** The lines of the state files (one may go as it is read: a run that ends rewrites or removes it). */
function stateLines(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ndjson'))
    .flatMap((f) => {
      try {
        return readFileSync(join(dir, f), 'utf8').split('\n');
      } catch {
        return [];
      }
    });
}

/** How many row writes imports began (each is written down before it is sent). */
function begun(dir: string): number {
  return stateLines(dir).filter((l) => l.startsWith('{"begin"')).length;
}

/** The rows written down as begun and never crossed out: they may be half-written. */
function unfinishedRows(dir: string): string[] {
  const open = new Map<string, string>();
  for (const line of stateLines(dir)) {
    const entry = (line.startsWith('{') ? JSON.parse(line) : {}) as { begin?: string; end?: string; item?: string };
    if (entry.begin) open.set(entry.begin, entry.item ?? entry.begin);
    else if (entry.end) open.delete(entry.end);
  }
  return [...open.values()].sort();
}

const COUNTS = /: (\d+) created, (\d+) updated, (\d+) skipped, (\d+) failed\n/;
const CUT_OFF =
  /^line \d+: (.+): cut off in flight, it may be half-written; the next import of this file re-saves it$/gm;

export async function interruptedRounds(opts: RoundsOptions): Promise<RoundsOutcome> {
  const { dir, name, rows: N } = opts;
  // calev's record of unfinished import rows (README "The next run repairs"), in a state folder
  // the test knows
  const env = { XDG_STATE_HOME: join(dir, `${name}-state`), ...opts.env };
  const state = join(env.XDG_STATE_HOME, 'calev', 'imports');
  const file = join(dir, `${name}.ndjson`);
  const expected = writeRows(file, name, N);
  const random = seededRandom(opts.seed);
  const rounds: string[] = [];
  let leftUnfinished = 0;
  for (const round of ROUNDS) {
    // the moment: once a random number of this run's writes began (the run is listening for
    // signals by then, and it does not depend on the machine's speed), then a random delay
    const writes = begun(state) + 1 + Math.floor((random() * N) / 10);
    const run = startCalev(['events', 'import', file, '--concurrency', '4'], { env });
    let over = false;
    void run.done.then(() => (over = true));
    await until(`the import to begin ${writes} writes`, () => over || begun(state) >= writes, 300_000);
    await new Promise((r) => setTimeout(r, random() * opts.withinMs));
    const signals = round.split(' ') as NodeJS.Signals[];
    for (const [i, signal] of signals.entries()) {
      // a second Ctrl+C soon after the first, while the rows in flight are still being written
      if (i > 0) await new Promise((r) => setTimeout(r, (random() * opts.withinMs) / 10));
      run.child.kill(signal);
    }
    const res = await run.done;
    const context = `${round}: exit ${res.code} (${res.signal})\n${res.stderr}`;
    const done = COUNTS.exec(res.stderr)
      ?.slice(1)
      .map(Number)
      .reduce((x, y) => x + y, 0);
    const summary = new RegExp(
      `^interrupted: (\\d+) of ${N} rows done(, (\\d+) cut off in flight \\(named above: the next run re-saves them\\))?(; run the same command again to continue|, nothing is left to do)$`,
      'm',
    ).exec(res.stderr);
    const cut = [...res.stderr.matchAll(CUT_OFF)].map((m) => m[1]);
    const left = unfinishedRows(state).filter((item) => expected.has(item));
    const resaved = /^re-saved (\d+) rows? left unfinished by an earlier run$/m.exec(res.stderr)?.[1] ?? 0;
    rounds.push(
      `${round}: exit ${res.code}${res.signal ? ` (${res.signal})` : ''}, ${done ?? '?'} done, ${cut.length} cut off, ${resaved} re-saved, ${left.length} left unfinished`,
    );
    leftUnfinished += left.length;
    // the rows named are those the state folder keeps for the next run
    expect(left, context).toEqual(expect.arrayContaining(cut));
    if (res.code === 0) {
      // the import was over before the signal came
      expect(done, context).toBe(N);
      continue;
    }
    if (round === 'SIGKILL') {
      expect(res.signal, context).toBe('SIGKILL');
      continue;
    }
    if (res.signal !== null) {
      // the signal found Node's own handling: the import was over and exiting (all done, or its
      // summary written and the second SIGINT came after it)
      expect(done === N || summary !== null, context).toBe(true);
      continue;
    }
    expect(res.code, context).toBe(round === 'SIGTERM' ? 143 : 130);
    expect(summary, context).not.toBeNull();
    expect(done, context).toBe(Number(summary![1]));
    // each row cut off is named, as many as the summary counts; one signal cuts nothing off
    expect(cut.length, context).toBe(Number(summary![3] ?? 0));
    if (signals.length === 1) expect(cut, context).toEqual([]);
  }
  // at least one round stopped an import partway, or the rounds proved nothing
  expect(rounds.filter((r) => /exit 1(30|43),/.test(r)).length, rounds.join('\n')).toBeGreaterThan(0);

  const unfinished = unfinishedRows(state).filter((item) => expected.has(item));
  const full = await calev(['events', 'import', file], { env });
  expect(full.code, full.stderr).toBe(0);
  const counts = COUNTS.exec(full.stderr)!.slice(1).map(Number);
  expect(counts[0] + counts[1] + counts[2]).toBe(N);
  // the rows left unfinished are written again, even those that look unchanged, and said so
  const report = JSON.parse(full.stdout) as Array<{ item: string; action: string; note?: string }>;
  const resaved = report.filter((r) => r.note?.includes('re-saved')).map((r) => r.item);
  expect(
    resaved.every((item) => unfinished.includes(item)),
    `${resaved.join(', ')} of ${unfinished.join(', ')}`,
  ).toBe(true);
  for (const r of report.filter((x) => unfinished.includes(x.item))) expect(r.action, r.item).not.toBe('skipped');
  if (resaved.length)
    expect(full.stderr).toContain(
      `re-saved ${resaved.length} ${resaved.length === 1 ? 'row' : 'rows'} left unfinished by an earlier run`,
    );
  // a complete run leaves nothing unfinished behind
  expect(unfinishedRows(state).filter((item) => expected.has(item))).toEqual([]);

  const listed = await calev(
    ['events', 'list', '--all', ...RANGE, '--search', name, '--format', 'ndjson', '--fields', 'title,start_date'],
    { env },
  );
  const items = listed.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { title: string; start_date: string });
  expect(items).toHaveLength(N);
  expect(new Map(items.map((e) => [e.title, e.start_date]))).toEqual(expected);
  return { rounds, leftUnfinished, unfinished, resaved: resaved.sort() };
}
