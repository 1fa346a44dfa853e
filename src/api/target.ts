// Chooses the transport for a command: a site over HTTP, the `calev serve` that holds the data
// dir, or the data dir in-process (CLI.md §1). Each transport loads only when it is chosen.
import { NAMESPACE } from '../spec/types.js';
import type { LockInfo } from '../store/lock.js';
import { ApiClient } from './client.js';
import { StoppedError } from './errors.js';
import { gateTransport, type RequestGate } from './gate.js';
import type { HttpTransportOptions } from './http-transport.js';
import type { Trace, Transport } from './transport.js';

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
  /** how long an embedded write waits for another calev process that holds the data dir (ms) */
  lockTimeoutMs?: number;
}

export interface OpenOptions {
  trace?: Trace;
  userAgent?: string;
  /** tests pass a MockAgent and short delays */
  http?: Partial<HttpTransportOptions>;
  /** tells the user one line on stderr (a site answering without the credentials: src/api/http-transport.ts) */
  note?: (line: string) => void;
  /** told once when an embedded write has waited a second for another calev process */
  onLockWait?: (holder: LockInfo, timeoutMs: number) => void;
  /** what this process runs, for the messages of the calev processes that wait for it */
  command?: string;
  /** every request passes it: a command that is stopping sends no new one (src/api/gate.ts) */
  gate?: RequestGate;
}

export class MissingPasswordError extends Error {
  override readonly name = 'MissingPasswordError';
  constructor(readonly user: string) {
    super(`no application password for user "${user}"`);
  }
}

export async function openClient(s: TargetSettings, opts: OpenOptions = {}): Promise<ApiClient> {
  const gated = (transport: Transport) => (opts.gate ? gateTransport(transport, opts.gate) : transport);
  if (s.url !== undefined) {
    if (s.user !== undefined && s.password === undefined) throw new MissingPasswordError(s.user);
    const auth = s.user !== undefined && s.password !== undefined ? { user: s.user, password: s.password } : undefined;
    const { openHttpTransport } = await import('./http-transport.js');
    const transport = await openHttpTransport({
      ...opts.http,
      url: s.url,
      auth,
      trace: opts.trace,
      note: opts.note,
      userAgent: opts.userAgent,
    });
    return new ApiClient({
      transport: gated(transport),
      rootPath: `${new URL(s.url).pathname.replace(/\/+$/, '')}${s.apiRoot}`,
      namespace: s.namespace,
      lang: s.lang,
      trace: opts.trace,
    });
  }
  const { readLock, isServer } = await import('../store/lock.js');
  let lock = await readLock(s.dataDir);
  // a `calev serve` that has taken the dir but does not listen yet: wait for its URL
  if (lock && isServer(lock) && !lock.url) lock = await startingServer(s, opts);
  if (lock?.url) {
    // One writer at a time: a running `calev serve` owns the data dir, so talk to it.
    const { openServedTransport, servedRootPath, ServerGoneError } = await import('./served.js');
    const served = await openServedTransport(s.dataDir, { ...lock, url: lock.url }, opts);
    // the server stopped since its lock was read: the data dir in-process, from then on
    let local: Promise<Transport> | undefined;
    const transport: Transport = {
      ...served,
      send: async (req) => {
        if (!local)
          try {
            return await served.send(req);
          } catch (err) {
            if (!(err instanceof ServerGoneError)) throw err;
            local = openEmbedded(s, opts);
          }
        return (await local).send(req);
      },
      close: async () => {
        await served.close();
        await (await local?.catch(() => undefined))?.close();
      },
    };
    return new ApiClient({
      transport: gated(transport),
      rootPath: servedRootPath(lock.url),
      namespace: NAMESPACE,
      lang: s.lang,
    });
  }
  const transport = await openEmbedded(s, opts);
  return new ApiClient({ transport: gated(transport), rootPath: '/wp-json', namespace: NAMESPACE, lang: s.lang });
}

/**
 * The `calev serve` that holds the data dir once it listens (null: it went away). The command
 * listens for Ctrl+C and SIGTERM meanwhile, even if it does not yet: either ends the wait at once,
 * before anything was sent (StoppedError).
 */
async function startingServer(s: TargetSettings, opts: OpenOptions): Promise<LockInfo | null> {
  const { awaitServer } = await import('../store/lock.js');
  const { StoreWaitStoppedError } = await import('../store/errors.js');
  const wait = (stopped?: AbortSignal) =>
    awaitServer(s.dataDir, { timeoutMs: s.lockTimeoutMs, onWait: opts.onLockWait, signal: stopped });
  try {
    return await (opts.gate?.listenWhile ? opts.gate.listenWhile(wait) : wait());
  } catch (err) {
    if (err instanceof StoreWaitStoppedError) throw new StoppedError(undefined, err.message);
    throw err;
  }
}

async function openEmbedded(s: TargetSettings, opts: OpenOptions): Promise<Transport> {
  const { openEmbeddedTransport } = await import('./embedded-transport.js');
  // Reads need no lock; writes take it while they write (waiting for another calev process that
  // holds it), or go to a `calev serve` that took the dir meanwhile.
  return openEmbeddedTransport({
    dataDir: s.dataDir,
    trace: opts.trace,
    wait: { timeoutMs: s.lockTimeoutMs, onWait: opts.onLockWait, signal: opts.gate?.stopped },
    command: opts.command,
    served: opts,
  });
}
