// `calev serve` over a temp home, with an admin user, behind a holding proxy
// (test/support/holding-proxy.ts): what the e2e tests of imports over HTTP talk to.
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
