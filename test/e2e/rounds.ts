// Imports interrupted at random moments (seeded) by SIGINT, two SIGINTs, SIGTERM and kill -9,
// several rounds, then one full run: every row of the file is listed with its dates exactly
// once, and every interrupted run said how far it got (issue 20). The same rounds run on the
// embedded store, on `calev serve` (test/e2e/interrupt-rounds.test.ts) and on the real site
// (test/tec/interrupt.test.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { seededRandom } from '../support/random.js';
import { calev, startCalev } from './calev.js';

const ROUNDS = ['SIGINT', 'SIGKILL', 'SIGINT SIGINT', 'SIGTERM', 'SIGKILL', 'SIGINT'] as const;
const RANGE = ['--start-date', '2000-01-01', '--end-date', '2099-12-31'];

export interface RoundsOptions {
  /** where the file goes */
  dir: string;
  /** the file's name and the title of its rows (`<name> 7`): each target gets its own */
  name: string;
  env: Record<string, string>;
  rows: number;
  seed: number;
  /** each signal comes between these many milliseconds after the start */
  delayMs: [number, number];
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

const COUNTS = /: (\d+) created, (\d+) updated, (\d+) skipped, (\d+) failed\n/;

export async function interruptedRounds(opts: RoundsOptions): Promise<void> {
  const { dir, name, env, rows: N } = opts;
  const [least, most] = opts.delayMs;
  const file = join(dir, `${name}.ndjson`);
  const expected = writeRows(file, name, N);
  const random = seededRandom(opts.seed);
  for (const round of ROUNDS) {
    const run = startCalev(['events', 'import', file, '--concurrency', '4'], { env });
    await new Promise((r) => setTimeout(r, least + random() * (most - least)));
    const signals = round.split(' ') as NodeJS.Signals[];
    for (const [i, signal] of signals.entries()) {
      if (i > 0) await new Promise((r) => setTimeout(r, random() * 300));
      run.child.kill(signal);
    }
    const res = await run.done;
    const context = `${round}: exit ${res.code} (${res.signal})\n${res.stderr}`;
    if (res.code === 0) continue; // it was done before the signal came
    const done = COUNTS.exec(res.stderr)
      ?.slice(1)
      .map(Number)
      .reduce((x, y) => x + y, 0);
    const summary = new RegExp(
      `^interrupted: (\\d+) of ${N} rows done(, \\d+ cut off in flight \\(named above: the next run re-saves them\\))?; run the same command again to continue$`,
      'm',
    ).exec(res.stderr);
    if (res.signal !== null) {
      // Node's own handling ended it: kill -9; or the signal came before the import listened for
      // it (nothing sent, nothing said) or once it was over and exiting (all done, or its summary
      // written and a further SIGINT came); shells show 130 or 143 either way
      expect(res.signal, context).toBe(signals[0]);
      if (round !== 'SIGKILL' && res.stderr !== '') expect(done === N || summary !== null, context).toBe(true);
      continue;
    }
    expect(res.code, context).toBe(round === 'SIGTERM' ? 143 : 130);
    expect(summary, context).not.toBeNull();
    expect(done, context).toBe(Number(summary![1]));
  }
  const full = await calev(['events', 'import', file], { env });
  expect(full.code, full.stderr).toBe(0);
  const counts = COUNTS.exec(full.stderr)!.slice(1).map(Number);
  expect(counts[0] + counts[1] + counts[2]).toBe(N);
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
}
