// An import into the embedded default keeps concurrency × batch-size rows in flight, as one over
// HTTP does, so that their writes share fsyncs (group commits): the built binary on a data dir
// whose writer lock this test holds, so that the rows' writes wait where they can be counted
// (each row in flight is written down in calev's state folder before its write goes).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../../src/store/store.js';
import { removeDir, tempDir } from '../cli/harness.js';
import { assertBuilt, startCalev } from './calev.js';

let home: string;
beforeAll(() => {
  assertBuilt();
  home = tempDir('calev-e2e-embedded-import-');
});
afterAll(() => removeDir(home));

/** rows begun and not yet answered, as the state folder's record of unfinished rows says */
function rowsInFlight(state: string): number {
  const dir = join(state, 'calev', 'imports');
  let open = 0;
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return 0;
  }
  for (const f of files)
    for (const line of readFileSync(join(dir, f), 'utf8').split('\n').filter(Boolean)) {
      const entry = JSON.parse(line) as object;
      if ('begin' in entry) open++;
      if ('end' in entry) open--;
    }
  return open;
}

async function until(test: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!test() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
}

describe('import into the embedded default', () => {
  it.each([
    { batchSize: 25, inFlight: 25 },
    { batchSize: 1, inFlight: 1 },
  ])(
    'with --concurrency 1 --batch-size $batchSize, $inFlight row(s) wait for the writer lock at once; all are stored once it is free',
    async ({ batchSize, inFlight }) => {
      const dataDir = join(home, `data-${batchSize}`);
      const state = join(home, `state-${batchSize}`);
      const file = join(home, `rows-${batchSize}.ndjson`);
      writeFileSync(
        file,
        Array.from({ length: 60 }, (_, i) =>
          JSON.stringify({
            title: `Embedded ${i}`,
            slug: `embedded-${batchSize}-${i}`,
            start_date: '2034-02-02 10:00',
            end_date: '2034-02-02 11:00',
          }),
        ).join('\n'),
      );
      // another writer holds the data dir's lock, as a second calev process would
      const other = await Store.open(dataDir, { lock: 'on-write', idleMs: 0 });
      const end = await other.hold();
      const run = startCalev(
        ['events', 'import', file, '--concurrency', '1', '--batch-size', String(batchSize), '--data-dir', dataDir],
        { env: { HOME: home, XDG_CONFIG_HOME: join(home, 'config'), XDG_STATE_HOME: state } },
      );
      try {
        await until(() => rowsInFlight(state) >= inFlight);
        // and no more than that, however long the lock is held
        await new Promise((r) => setTimeout(r, 500));
        expect(rowsInFlight(state)).toBe(inFlight);
      } finally {
        end();
        await other.close();
      }
      const res = await run.done;
      expect([res.code, res.stderr]).toEqual([0, `${file}: 60 created, 0 updated, 0 skipped, 0 failed\n`]);
      const after = await Store.open(dataDir, { lock: false });
      expect(after.all('events').length).toBe(60);
      await after.close();
    },
  );
});
