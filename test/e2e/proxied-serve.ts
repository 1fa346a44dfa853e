// `calev serve` over a temp home, with an admin user, behind a holding proxy
// (test/support/holding-proxy.ts): what the e2e tests of imports over HTTP talk to.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { removeDir, tempDir } from '../cli/harness.js';
import { startHoldingProxy, type HoldingProxy } from '../support/holding-proxy.js';
import { assertBuilt, startServe } from './calev.js';

export interface ProxiedServe {
  home: string;
  server: Awaited<ReturnType<typeof startServe>>;
  proxy: HoldingProxy;
  /** the environment of a calev that talks to the server through the proxy, as admin */
  env: Record<string, string>;
  stop: () => Promise<void>;
}

export async function startProxiedServe(prefix: string): Promise<ProxiedServe> {
  assertBuilt();
  const home = tempDir(prefix);
  const base = { HOME: home, XDG_CONFIG_HOME: `${home}/config`, XDG_STATE_HOME: `${home}/state` };
  const server = await startServe(
    ['--port', '0', '--data-dir', `${home}/data`, '--user', 'admin:admin-pass:administrator'],
    base,
  );
  const proxy = await startHoldingProxy(server.base);
  return {
    home,
    server,
    proxy,
    env: { ...base, CALEV_URL: proxy.url, CALEV_USER: 'admin', CALEV_PASSWORD: 'admin-pass' },
    stop: async () => {
      await proxy.close();
      if (server.child.exitCode === null) server.child.kill('SIGTERM');
      await server.exited;
      removeDir(home);
    },
  };
}

/**
 * Writes `<dir>/<name>.ndjson`: `n` events titled `<name> <i>`, on a day of `year` that varies
 * with i (found again by title and start), or all on `day` with the slug `<name>-<i>` (found
 * again by it); with `cost: i` when asked.
 */
export function eventRowsFile(
  dir: string,
  name: string,
  n: number,
  opts: { year?: number; day?: string; cost?: boolean } = {},
): string {
  const file = join(dir, `${name}.ndjson`);
  const two = (v: number) => String(v).padStart(2, '0');
  const dayOf = (i: number) => opts.day ?? `${opts.year ?? 2031}-${two((i % 12) + 1)}-${two((i % 28) + 1)}`;
  writeFileSync(
    file,
    Array.from({ length: n }, (_, i) =>
      JSON.stringify({
        title: `${name} ${i}`,
        ...(opts.day ? { slug: `${name}-${i}` } : {}),
        start_date: `${dayOf(i)} 10:00`,
        end_date: `${dayOf(i)} 11:00`,
        ...(opts.cost ? { cost: i } : {}),
      }),
    ).join('\n'),
  );
  return file;
}
