// calev's state folder for the runs of one test process (an interrupted import keeps rows there):
// a temp dir removed at exit, so that no test writes to the user's ~/.local/state.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let stateHome: string | undefined;

export function testStateHome(): string {
  if (!stateHome) {
    const dir = mkdtempSync(join(tmpdir(), 'calev-test-state-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    stateHome = dir;
  }
  return stateHome;
}
