// Imports interrupted at random moments (seeded: the seed is in the test name) by SIGINT, two
// SIGINTs, SIGTERM and kill -9, several rounds, then one full run: every row of the file is
// listed with its dates exactly once, and every interrupted run said how far it got. On the
// embedded store and on `calev serve`; the real site's rounds are in test/tec-site/.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from '../cli/harness.js';
import { seededRandom } from '../support/random.js';
import { assertBuilt, calev, spawnCalev, startServe } from './calev.js';

const N = 150;
const SEED = 20;
const ROUNDS = ['SIGINT', 'SIGKILL', 'SIGINT SIGINT', 'SIGTERM', 'SIGKILL', 'SIGINT'] as const;
const RANGE = ['--start-date', '2000-01-01', '--end-date', '2099-12-31'];

let home: string;
let server: Awaited<ReturnType<typeof startServe>> | undefined;

beforeAll(() => {
  assertBuilt();
  home = tempDir('calev-e2e-rounds-');
});
afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
  await server?.exited;
  removeDir(home);
});

/** title -> start date of the rows of the file */
function writeRows(file: string, name: string): Map<string, string> {
  const rows = Array.from({ length: N }, (_, i) => {
    const day = `2033-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
    const hour = String(8 + (i % 10)).padStart(2, '0');
    return { title: `${name} ${i}`, start_date: `${day} ${hour}:00:00`, end_date: `${day} ${hour}:45:00` };
  });
  writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n'));
  return new Map(rows.map((r) => [r.title, r.start_date]));
}

const COUNTS = /: (\d+) created, (\d+) updated, (\d+) skipped, (\d+) failed\n/;

async function rounds(name: string, env: Record<string, string>): Promise<void> {
  const file = join(home, `${name}.ndjson`);
  const expected = writeRows(file, name);
  const random = seededRandom(SEED);
  for (const round of ROUNDS) {
    const run = spawnCalev(['events', 'import', file, '--concurrency', '4'], env);
    await new Promise((r) => setTimeout(r, 400 + random() * 1600));
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

describe(`imports interrupted at random moments (seed ${SEED}), then one full run: every row listed once`, () => {
  it('on the embedded store', async () => {
    await rounds('embedded', {
      HOME: home,
      XDG_CONFIG_HOME: `${home}/config`,
      XDG_STATE_HOME: `${home}/state`,
      CALEV_DATA_DIR: `${home}/embedded-data`,
    });
  });

  it('on calev serve', async () => {
    const base = { HOME: home, XDG_CONFIG_HOME: `${home}/config`, XDG_STATE_HOME: `${home}/state` };
    server = await startServe(
      ['--port', '0', '--data-dir', `${home}/served-data`, '--user', 'admin:admin-pass:administrator'],
      base,
    );
    await rounds('served', { ...base, CALEV_URL: server.base, CALEV_USER: 'admin', CALEV_PASSWORD: 'admin-pass' });
  });
});
