// An import whose every row the site refuses to this user (a subscriber, a contributor's rows
// on another's events): a matter of rights, exit 4 with the role hint, as `create` says; a file
// of which only some rows are refused is a batch partly failed (exit 3).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { removeDir, run, tempDir } from '../cli/harness.js';
import { startTestServer, USERS, type TestServer } from '../support/server.js';

let dir: string;
let server: TestServer;
const as = (who: keyof typeof USERS) => ({
  CALEV_URL: server.base,
  CALEV_USER: who,
  CALEV_PASSWORD: USERS[who],
  XDG_CONFIG_HOME: join(dir, 'config'),
  XDG_STATE_HOME: join(dir, 'state'),
});

beforeEach(async () => {
  dir = tempDir('calev-import-refused-');
  server = await startTestServer();
});
afterEach(async () => {
  await server.stop();
  removeDir(dir);
});

const row = (n: number) =>
  JSON.stringify({ title: `Row ${n}`, slug: `row-${n}`, start_date: '2027-05-01 10:00', end_date: '2027-05-01 11:00' });

it('every row refused to this user: exit 4 with the role hint; some rows only: exit 3', async () => {
  const file = join(dir, 'rows.ndjson');
  writeFileSync(file, [1, 2, 3].map(row).join('\n'));
  const refused = await run(['events', 'import', file, '--format', 'json'], { env: as('subscriber') });
  expect(refused.code).toBe(4);
  expect(refused.stderr).toMatch(
    /error: none of the 3 events from .*rows\.ndjson could be imported: the site refused this user each one\nhint: your user role is not allowed to do this\n$/,
  );
  // the admin writes row 1; an author may not update the admin's event, but may create the others
  expect((await run(['events', 'import', file, '--format', 'json'], { env: as('admin') })).code).toBe(0);
  writeFileSync(file, [1, 4].map((n) => row(n).replace('"Row', '"Changed row')).join('\n'));
  const partly = await run(['events', 'import', file, '--format', 'json'], { env: as('author') });
  expect(partly.code).toBe(3);
});
