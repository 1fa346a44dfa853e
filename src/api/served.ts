// The `calev serve` that holds a data dir: commands on that dir go to it over HTTP (CLI.md §1), as
// its local administrator (the token in its lock file).
import { join } from 'node:path';
import type { LockInfo } from '../store/lock.js';
import { DataDirError, NetworkError } from './errors.js';
import type { OpenOptions } from './target.js';
import type { Transport, TransportRequest, TransportResponse } from './transport.js';

/** The server the lock named has stopped (or died) since: the request goes to the data dir itself. */
export class ServerGoneError extends Error {
  override readonly name = 'ServerGoneError';
}

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
  const http = await openHttpTransport({
    ...opts.http,
    url: lock.url,
    auth,
    trace: opts.trace,
    userAgent: opts.userAgent,
  });
  return {
    ...http,
    send: (req) => sendChecked(http, req, dataDir, lock),
    close: () => http.close(),
  };
}

/**
 * Sends to the server; when it refuses the connection (nothing was sent), reads calev.lock again:
 * a server that stopped or died (kill -9) after the lock was read leaves its dir to the caller
 * (ServerGoneError), as does a lock now judged stale (its pid since given to another process);
 * a lock that still names a live holder there is said to be wrong, naming the file.
 */
async function sendChecked(
  http: Transport,
  req: TransportRequest,
  dataDir: string,
  lock: LockInfo & { url: string },
): Promise<TransportResponse> {
  try {
    return await http.send(req);
  } catch (err) {
    if (!(err instanceof NetworkError && err.refused)) throw err;
    const { readLock, LOCK_FILE } = await import('../store/lock.js');
    const now = await readLock(dataDir);
    if (now?.pid !== lock.pid || now.url !== lock.url)
      throw new ServerGoneError(`calev serve (process ${lock.pid}) at ${lock.url} has stopped`);
    const path = join(dataDir, LOCK_FILE);
    throw new DataDirError(
      `${path} names calev serve (process ${lock.pid}) at ${lock.url}, which refuses connections`,
      `if no calev serve runs on ${dataDir}, remove ${path}`,
    );
  }
}
