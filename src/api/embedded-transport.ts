// In-process transport: the same handlers `calev serve` runs, over the local data dir, acting as
// an administrator. Nothing listens on a port.
//
// The store opens read-only first (no lock file, no journal, nothing written: reads cost less
// and leave the dir as it was). The first request that would write (a method other than GET, or
// a `future` item due for promotion) makes the app throw WritableStoreNeeded before it changes
// anything; the transport then reopens the app writable, taking the lock as before, and sends
// that request again. From then on every request goes to the writable app.
import type { ApiApp, AppOptions } from '../server/app.js';
import type { Trace, Transport, TransportRequest, TransportResponse } from './transport.js';

export interface EmbeddedTransportOptions {
  dataDir: string;
  trace?: Trace;
  /** tests may pass an app they opened themselves (used as it is, never reopened) */
  app?: ApiApp;
  /** take the lock from the start (default: open read-only, take it on the first write) */
  writable?: boolean;
}

export async function openEmbeddedTransport(opts: EmbeddedTransportOptions): Promise<Transport> {
  // The data dir is read while the server's modules load (the store's modules are few).
  const readOnly = !opts.writable;
  const store = opts.app
    ? undefined
    : import('../store/store.js').then((m) => m.Store.open(opts.dataDir, { lock: !readOnly }));
  store?.catch(() => undefined);
  const server = await import('../server/app.js').catch(async (err: unknown) => {
    await store?.then(
      (s) => s.close(),
      () => undefined,
    );
    throw err;
  });
  const open = (o: Partial<AppOptions>) => server.openApp({ dataDir: opts.dataDir, ...o });
  let app: Promise<ApiApp> = opts.app ? Promise.resolve(opts.app) : open({ readOnly, store });
  await app;
  let upgraded = opts.app !== undefined || opts.writable === true;
  const trace = opts.trace;

  /** the writable app, opened once whatever the number of requests that ask for it */
  function writable(): Promise<ApiApp> {
    if (!upgraded) {
      upgraded = true;
      const snapshot = app;
      trace?.(`reopening ${opts.dataDir} writable`);
      app = (async () => {
        await (await snapshot).close();
        return open({});
      })();
    }
    return app;
  }

  async function handle(req: TransportRequest): Promise<Awaited<ReturnType<ApiApp['handle']>>> {
    const call = async (a: ApiApp) =>
      a.handle(
        { method: req.method, path: req.target, headers: req.headers, body: req.body },
        { asAdministrator: true },
      );
    const current = await app;
    try {
      return await call(current);
    } catch (err) {
      if (!(err instanceof server.WritableStoreNeeded)) throw err;
      return call(await writable());
    }
  }

  return {
    label: `embedded:${opts.dataDir}`,
    async send(req: TransportRequest): Promise<TransportResponse> {
      const started = Date.now();
      trace?.(`> ${req.method} ${req.target} (embedded)`);
      const res = await handle(req);
      trace?.(`< ${res.status} (${Date.now() - started} ms)`);
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(res.headers)) headers[k.toLowerCase()] = v;
      return { status: res.status, headers, body: res.body };
    },
    async close() {
      // a writable reopen that failed (the dir locked meanwhile) was reported by its request
      const current = await app.catch(() => undefined);
      await current?.close();
    },
  };
}
