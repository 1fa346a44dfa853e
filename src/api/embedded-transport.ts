// In-process transport: the same handlers `calev serve` runs, over the local data dir, acting as
// an administrator. Nothing listens on a port.
import type { ApiApp } from '../server/app.js';
import type { Trace, Transport, TransportRequest, TransportResponse } from './transport.js';

export interface EmbeddedTransportOptions {
  dataDir: string;
  trace?: Trace;
  /** tests may pass an app they opened themselves */
  app?: ApiApp;
}

export async function openEmbeddedTransport(opts: EmbeddedTransportOptions): Promise<Transport> {
  const app = opts.app ?? (await (await import('../server/app.js')).openApp({ dataDir: opts.dataDir }));
  const trace = opts.trace;
  return {
    label: `embedded:${opts.dataDir}`,
    async send(req: TransportRequest): Promise<TransportResponse> {
      const started = Date.now();
      trace?.(`> ${req.method} ${req.target} (embedded)`);
      const res = await app.handle({ method: req.method, path: req.target, headers: req.headers, body: req.body }, { asAdministrator: true });
      trace?.(`< ${res.status} (${Date.now() - started} ms)`);
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(res.headers)) headers[k.toLowerCase()] = v;
      return { status: res.status, headers, body: res.body };
    },
    async close() {
      await app.close();
    },
  };
}
