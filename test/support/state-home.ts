// calev's state folder for the runs of one test process (an interrupted import keeps rows there),
// and a home for the runs whose test gives none: a temp dir removed at exit, so that no test
// reads the user's own calev config (a default profile of theirs would send a test's commands to
// their site) or writes to ~/.config, ~/.local/share or ~/.local/state.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
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

/** HOME and XDG_STATE_HOME for a calev run: a test's own env given after them wins. */
export function testHomeEnv(): { HOME: string; XDG_STATE_HOME: string } {
  const state = testStateHome();
  const home = join(state, 'home');
  mkdirSync(home, { recursive: true });
  return { HOME: home, XDG_STATE_HOME: state };
}
