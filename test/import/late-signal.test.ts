// A Ctrl+C that comes while an import is ending (every row done, its summary being written):
// the import still says how far it got, "nothing is left to do", as any interrupted import does
// (issue 20), and exits 130; the next run finds nothing unfinished. The interrupt rounds
// (test/e2e/rounds.ts) met this moment on Node 22 at one seed.
import { EventEmitter } from 'node:events';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { removeDir, run, tempDir } from '../cli/harness.js';

let dir: string;
let env: Record<string, string>;

beforeEach(() => {
  dir = tempDir('calev-late-signal-');
  env = { CALEV_DATA_DIR: join(dir, 'data'), XDG_CONFIG_HOME: join(dir, 'config'), XDG_STATE_HOME: join(dir, 'state') };
});
afterEach(() => removeDir(dir));

it('a SIGINT while the import writes its summary: "3 of 3 rows done, nothing is left to do", exit 130', async () => {
  const file = join(dir, 'events.ndjson');
  const rows = [1, 2, 3].map((i) => ({
    title: `Late ${i}`,
    start_date: `2031-02-0${i} 10:00:00`,
    end_date: `2031-02-0${i} 11:00:00`,
  }));
  writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n'));
  const signals = new EventEmitter();
  const res = await run(['events', 'import', file], {
    env,
    signals,
    onStderr: (chunk) => {
      if (chunk.endsWith(': 3 created, 0 updated, 0 skipped, 0 failed\n')) signals.emit('SIGINT', 'SIGINT');
    },
  });
  expect(res.code, res.stderr).toBe(130);
  expect(res.stderr).toContain(
    ': 3 created, 0 updated, 0 skipped, 0 failed\ninterrupted: 3 of 3 rows done, nothing is left to do\n',
  );
  expect(res.stderr).not.toContain('requests in flight');
  // every row was done: the next run skips the three and re-saves none
  const again = await run(['events', 'import', file], { env });
  expect(again.code, again.stderr).toBe(0);
  expect(again.stderr).toContain(': 0 created, 0 updated, 3 skipped, 0 failed\n');
  expect(again.stderr).not.toContain('re-saved');
});
