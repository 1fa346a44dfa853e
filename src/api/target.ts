// Chooses the transport for a command: a site over HTTP, the `calev serve` that holds the data
// dir, or the data dir in-process (CLI.md §1). Each transport loads only when it is chosen.
import { NAMESPACE } from '../spec/types.js';
import { ApiClient } from './client.js';
import type { HttpTransportOptions } from './http-transport.js';
import type { Trace } from './transport.js';

export interface TargetSettings {
  /** a site; undefined means the data dir (through the `calev serve` holding it, if any) */
  url?: string;
  apiRoot: string;
  namespace: string;
  user?: string;
  password?: string;
  /** the user let credentials go over plain http off this machine (checked by src/setup/credentials.ts) */
  allowHttp?: boolean;
  dataDir: string;
  lang?: string;
}

export interface OpenOptions {
  trace?: Trace;
  userAgent?: string;
  /** tests pass a MockAgent and short delays */
  http?: Partial<HttpTransportOptions>;
}

export class MissingPasswordError extends Error {
  override readonly name = 'MissingPasswordError';
  constructor(readonly user: string) {
    super(`no application password for user "${user}"`);
  }
}

export async function openClient(s: TargetSettings, opts: OpenOptions = {}): Promise<ApiClient> {
  if (s.url !== undefined) {
    if (s.user !== undefined && s.password === undefined) throw new MissingPasswordError(s.user);
    const auth = s.user !== undefined && s.password !== undefined ? { user: s.user, password: s.password } : undefined;
    const { openHttpTransport } = await import('./http-transport.js');
    const transport = await openHttpTransport({
      ...opts.http,
      url: s.url,
      auth,
      trace: opts.trace,
      userAgent: opts.userAgent,
    });
    return new ApiClient({
      transport,
      rootPath: `${new URL(s.url).pathname.replace(/\/+$/, '')}${s.apiRoot}`,
      namespace: s.namespace,
      lang: s.lang,
    });
  }
  const lock = await (await import('../store/lock.js')).readLock(s.dataDir);
  if (lock?.url) {
    // One writer at a time: a running `calev serve` owns the data dir, so talk to it.
    opts.trace?.(`data dir ${s.dataDir} is served by pid ${lock.pid} at ${lock.url}`);
    // LOCAL_LOGIN of src/server/app.ts, written out so commands against a site never load the server.
    const auth = lock.token ? { user: 'calev-local', password: lock.token } : undefined;
    const { openHttpTransport } = await import('./http-transport.js');
    const transport = await openHttpTransport({
      ...opts.http,
      url: lock.url,
      auth,
      trace: opts.trace,
      userAgent: opts.userAgent,
    });
    const path = new URL(lock.url).pathname.replace(/\/+$/, '');
    const rootPath = path.endsWith('/wp-json') ? path : `${path.replace(/\/wp-json\/.*$/, '')}/wp-json`;
    return new ApiClient({ transport, rootPath, namespace: NAMESPACE, lang: s.lang });
  }
  const { openEmbeddedTransport } = await import('./embedded-transport.js');
  // Reads open the store read-only and take the lock only when a request writes. A dir locked by
  // another calev (not a server) is opened writable at once, so that it is reported as before.
  const transport = await openEmbeddedTransport({ dataDir: s.dataDir, trace: opts.trace, writable: lock !== null });
  return new ApiClient({ transport, rootPath: '/wp-json', namespace: NAMESPACE, lang: s.lang });
}
