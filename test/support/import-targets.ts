// The targets an import test moves a file into: a data dir (the embedded default) and a
// `calev serve` over HTTP, both empty.
import { join } from 'node:path';
import { startTestServer, USERS, type TestServer } from './server.js';

export type Target = [name: string, env: Record<string, string>];

/** A new data dir `dataDir` under `dir` and a new `calev serve` (stop it after the test), with the config folder of `dir`. */
export async function importTargets(dir: string, dataDir = 'data'): Promise<{ targets: Target[]; server: TestServer }> {
  const server = await startTestServer();
  const config = join(dir, 'config');
  return {
    server,
    targets: [
      ['embedded', { CALEV_DATA_DIR: join(dir, dataDir), XDG_CONFIG_HOME: config }],
      [
        'calev serve',
        { CALEV_URL: server.base, CALEV_USER: 'admin', CALEV_PASSWORD: USERS.admin, XDG_CONFIG_HOME: config },
      ],
    ],
  };
}
