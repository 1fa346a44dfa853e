// The rounds of test/e2e/rounds.ts (imports interrupted at random moments, then one full run:
// every row listed once) on the embedded store and on `calev serve`.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { removeDir, tempDir } from '../cli/harness.js';
import { assertBuilt, startServe } from './calev.js';
import { interruptedRounds } from './rounds.js';

const SEED = 20;
const ROWS = 600;
/** a write here takes a few milliseconds: the signal comes within a few writes of the chosen one */
const WITHIN_MS = 50;

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

describe(`imports interrupted at random moments (seed ${SEED}), then one full run: every row listed once`, () => {
  it('on the embedded store', async () => {
    const env = {
      HOME: home,
      XDG_CONFIG_HOME: `${home}/config`,
      XDG_STATE_HOME: `${home}/state`,
      CALEV_DATA_DIR: `${home}/embedded-data`,
    };
    const outcome = await interruptedRounds({
      dir: home,
      name: 'embedded',
      env,
      rows: ROWS,
      seed: SEED,
      withinMs: WITHIN_MS,
    });
    console.log(`embedded store: ${outcome.rounds.join('; ')}; re-saved ${outcome.resaved.length}`);
  });

  it('on calev serve', async () => {
    const base = { HOME: home, XDG_CONFIG_HOME: `${home}/config`, XDG_STATE_HOME: `${home}/state` };
    server = await startServe(
      ['--port', '0', '--data-dir', `${home}/served-data`, '--user', 'admin:admin-pass:administrator'],
      base,
    );
    const env = { ...base, CALEV_URL: server.base, CALEV_USER: 'admin', CALEV_PASSWORD: 'admin-pass' };
    const outcome = await interruptedRounds({
      dir: home,
      name: 'served',
      env,
      rows: ROWS,
      seed: SEED,
      withinMs: WITHIN_MS,
    });
    console.log(`calev serve: ${outcome.rounds.join('; ')}; re-saved ${outcome.resaved.length}`);
  });
});
