// The `calev serve` that holds a data dir: commands on that dir go to it over HTTP (CLI.md §1), as
// its local administrator (the token in its lock file).
import type { LockInfo } from '../store/lock.js';
import type { OpenOptions } from './target.js';
import type { Transport } from './transport.js';

/** LOCAL_LOGIN of src/server/app.ts, written out so commands against a site never load the server. */
const LOCAL_LOGIN = 'calev-local';

/** The API root path of the server at `url` (`/wp-json` for a `calev serve` at an origin). */
export function servedRootPath(url: string): string {
  const path = new URL(url).pathname.replace(/\/+$/, '');
  return path.endsWith('/wp-json') ? path : `${path.replace(/\/wp-json\/.*$/, '')}/wp-json`;
}

export async function openServedTransport(
  dataDir: string,
  lock: LockInfo & { url: string },
  opts: OpenOptions,
): Promise<Transport> {
  opts.trace?.(`data dir ${dataDir} is served by pid ${lock.pid} at ${lock.url}`);
  const auth = lock.token ? { user: LOCAL_LOGIN, password: lock.token } : undefined;
  const { openHttpTransport } = await import('./http-transport.js');
  return openHttpTransport({ ...opts.http, url: lock.url, auth, trace: opts.trace, userAgent: opts.userAgent });
}
