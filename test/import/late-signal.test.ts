// A Ctrl+C that comes while an import is ending (every row done, its summary being written):
// the import still says how far it got, "nothing is left to do", as any interrupted import does
// (issue 20), and exits 130; the next run finds nothing unfinished. The interrupt rounds
// (test/e2e/rounds.ts) met this moment on Node 22 at one seed.
import { EventEmitter } from 'node:events';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { main } from '../../src/main.js';
import { Interrupt } from '../../src/setup/interrupt.js';
import { removeDir, run, tempDir } from '../cli/harness.js';

let dir: string;
let env: Record<string, string>;

beforeEach(() => {
  dir = tempDir('calev-late-signal-');
  env = { CALEV_DATA_DIR: join(dir, 'data'), XDG_CONFIG_HOME: join(dir, 'config'), XDG_STATE_HOME: join(dir, 'state') };
});
afterEach(() => removeDir(dir));

/** An output stream that remembers what was written and calls `onWrite` with each chunk. */
function sink(onWrite: (chunk: string) => void = () => {}) {
  return {
    text: '',
    isTTY: false,
    write(chunk: string): boolean {
      this.text += chunk;
      onWrite(chunk);
      return true;
    },
  };
}

it('a SIGINT while the import writes its summary: "3 of 3 rows done, nothing is left to do", exit 130', async () => {
  const file = join(dir, 'events.ndjson');
  const rows = [1, 2, 3].map((i) => ({
    title: `Late ${i}`,
    start_date: `2031-02-0${i} 10:00:00`,
    end_date: `2031-02-0${i} 11:00:00`,
  }));
  writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n'));
  const signals = new EventEmitter();
  const stderr = sink((chunk) => {
    if (chunk.endsWith(': 3 created, 0 updated, 0 skipped, 0 failed\n')) signals.emit('SIGINT', 'SIGINT');
  });
  const stdin = new PassThrough();
  stdin.end('');
  const code = await main(['events', 'import', file], {
    io: { stdin, stdout: sink(), stderr },
    env,
    interrupt: new Interrupt({ stderr, source: signals }),
  });
  expect(code, stderr.text).toBe(130);
  expect(stderr.text).toContain(
    ': 3 created, 0 updated, 0 skipped, 0 failed\ninterrupted: 3 of 3 rows done, nothing is left to do\n',
  );
  expect(stderr.text).not.toContain('requests in flight');
  // every row was done: the next run skips the three and re-saves none
  const again = await run(['events', 'import', file], { env });
  expect(again.code, again.stderr).toBe(0);
  expect(again.stderr).toContain(': 0 created, 0 updated, 3 skipped, 0 failed\n');
  expect(again.stderr).not.toContain('re-saved');
});
