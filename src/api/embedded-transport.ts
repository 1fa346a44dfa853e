// In-process transport: the same handlers `calev serve` runs, over the local data dir, acting as
// an administrator. Nothing listens on a port.
//
// The store is read without the lock (no lock file, no journal, nothing written: reads never
// wait and leave the dir as it was). A request that writes (a method other than GET, or a
// `future` item due for promotion) takes the data dir's writer lock for as long as this process
// writes, waiting for another calev process that holds it, and catches up with what that one
// wrote first (Store, lock: 'on-write'). When the holder is a `calev serve`, the request, and
// every one after it, goes to that server over HTTP instead (CLI.md §1), once it listens.
import type { ApiApp, AppOptions } from '../server/app.js';
import { StoreLockedError, StoreUnavailableError, StoreWaitStoppedError } from '../store/errors.js';
import type { LockWait } from '../store/lock.js';
import { DataDirError, StoppedError } from './errors.js';
import { ServerGoneError } from './served.js';
import type { OpenOptions } from './target.js';
import type { Trace, Transport, TransportRequest, TransportResponse } from './transport.js';

export interface EmbeddedTransportOptions {
  dataDir: string;
  trace?: Trace;
  /** tests may pass an app they opened themselves */
  app?: ApiApp;
  /** how long a write waits for another calev process that holds the dir, and whom to tell */
  wait?: LockWait;
  /** what this process runs, for the messages of those that wait for it */
  command?: string;
  /** how to reach a `calev serve` that holds the dir (user agent, test transports) */
  served?: OpenOptions;
}

/** A `calev serve` that came and went this often during one request: give up. */
const MAX_SERVER_CHANGES = 3;

export async function openEmbeddedTransport(opts: EmbeddedTransportOptions): Promise<Transport> {
  // The data dir is read while the server's modules load (the store's modules are few).
  const store = opts.app
    ? undefined
    : import('../store/store.js').then((m) =>
        m.Store.open(opts.dataDir, { lock: 'on-write', wait: opts.wait, command: opts.command }),
      );
  store?.catch(() => undefined);
  const server = await import('../server/app.js').catch(async (err: unknown) => {
    await store?.then(
      (s) => s.close(),
      () => undefined,
    );
    throw err;
  });
  const open = (o: Partial<AppOptions>) => server.openApp({ dataDir: opts.dataDir, ...o });
  const app = await (opts.app ?? open({ store }));
  const trace = opts.trace;
  let served: Promise<Transport> | undefined;

  async function handle(req: TransportRequest): Promise<TransportResponse> {
    for (let changes = 0; ; changes++) {
      if (served)
        try {
          return await (await served).send(req);
        } catch (err) {
          // the server stopped since: the request is tried here again
          if (!(err instanceof ServerGoneError) || changes >= MAX_SERVER_CHANGES) throw err;
          served = undefined;
          continue;
        }
      try {
        const res = await app.handle(
          { method: req.method, path: req.target, headers: req.headers, body: req.body },
          { asAdministrator: true },
        );
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) headers[k.toLowerCase()] = v;
        return { status: res.status, headers, body: res.body };
      } catch (err) {
        // Ctrl+C while the write waited for another process's lock: it never reached the data dir
        if (err instanceof StoreWaitStoppedError) throw stoppedBefore(req, err);
        if (!(err instanceof StoreLockedError && err.server) || changes >= MAX_SERVER_CHANGES) throw dataDirError(err);
        // nothing was written: the server that holds the dir takes the request (once it listens)
        served ??= toServer();
        try {
          await served;
        } catch (failure) {
          served = undefined;
          // Ctrl+C while the server was starting: the request was sent nowhere
          if (failure instanceof StoreWaitStoppedError) throw stoppedBefore(req, failure);
          if (failure instanceof DataDirError) throw failure;
        }
      }
    }
  }

  async function toServer(): Promise<Transport> {
    const { awaitServer } = await import('../store/lock.js');
    const lock = await awaitServer(opts.dataDir, opts.wait).catch((err: unknown) => {
      throw err instanceof StoreWaitStoppedError ? err : dataDirError(err);
    });
    // gone meanwhile: the request is tried here again
    if (!lock?.url) throw new Error('the server went away');
    const { openServedTransport } = await import('./served.js');
    return openServedTransport(opts.dataDir, { ...lock, url: lock.url }, { ...opts.served, trace });
  }

  return {
    label: `embedded:${opts.dataDir}`,
    async send(req: TransportRequest): Promise<TransportResponse> {
      const started = Date.now();
      trace?.(`> ${req.method} ${req.target} (embedded)`);
      const res = await handle(req);
      trace?.(`< ${res.status} (${Date.now() - started} ms)`);
      return res;
    },
    async close() {
      await app.close();
      await (await served?.catch(() => undefined))?.close();
    },
  };
}

/** A wait before `req` reached anyone given up by Ctrl+C or SIGTERM: nothing of it was written. */
function stoppedBefore(req: TransportRequest, stopped: StoreWaitStoppedError): StoppedError {
  return new StoppedError(`${req.method} ${req.target.split('?')[0]}`, stopped.message);
}

/** The store's "cannot write now" as the CLI's error, with what to do about it. */
function dataDirError(err: unknown): unknown {
  if (!(err instanceof StoreUnavailableError)) return err;
  const hint =
    err instanceof StoreLockedError && !err.server
      ? 'wait for it to finish, or wait longer with --lock-timeout SECONDS (CALEV_LOCK_TIMEOUT)'
      : err.hint;
  return new DataDirError(err.message, hint);
}
