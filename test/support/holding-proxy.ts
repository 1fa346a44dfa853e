// An HTTP proxy in front of a real server that holds chosen requests in flight until the test
// lets them go: what a slow site looks like from the client, at the moment the test picks. A
// held request has reached the server already (`answer`: its write is done, the answer waits) or
// not yet (`request`: it waits before the server sees it).
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HoldingProxy {
  /** http://127.0.0.1:PORT */
  url: string;
  /** requests being held now */
  held(): number;
  /** requests the proxy saw, as `METHOD path` */
  seen: string[];
  /** the batches (POST …/batch/v1) it saw, each as the methods of its requests */
  batches: string[][];
  /** resolves once `n` requests are held */
  waitForHeld(n: number, ms?: number): Promise<void>;
  /** lets every held request go (and the ones that come later, until hold() again) */
  release(): void;
  /** closes the connections of the held requests without an answer (a dropped connection) */
  drop(): void;
  /** answers the held requests with a WordPress error of this status instead (a site that failed midway) */
  fail(status: number): void;
  /** holds the requests `which` picks from now on */
  hold(which: (method: string, path: string, body: Buffer) => boolean, where: 'request' | 'answer'): void;
  /** answers a request itself when this returns an answer (a site that differs from calev serve) */
  answer?: (method: string, path: string, body: Buffer) => { status: number; json: unknown } | undefined;
  /** the most requests that were in flight at once (sent on, not yet answered) */
  maxInFlight: number;
  close(): Promise<void>;
}

/** The methods of the requests of a batch (POST …/batch/v1 with a JSON body), or undefined. */
export function batchMethods(method: string, path: string, body: Buffer): string[] | undefined {
  if (method !== 'POST' || !/\/batch\/v1(\/?$|&)/.test(path)) return undefined;
  try {
    const { requests } = JSON.parse(body.toString('utf8')) as { requests?: Array<{ method?: string }> };
    return Array.isArray(requests) ? requests.map((r) => r.method ?? 'POST') : undefined;
  } catch {
    return undefined;
  }
}

export async function startHoldingProxy(target: string): Promise<HoldingProxy> {
  const origin = new URL(target);
  let pick: (method: string, path: string, body: Buffer) => boolean = () => false;
  let where: 'request' | 'answer' = 'request';
  let waiting: Array<{ go: () => void; res: ServerResponse }> = [];
  const seen: string[] = [];
  const batches: string[][] = [];

  let inFlight = 0;
  const forward = (req: IncomingMessage, body: Buffer, res: ServerResponse, holdAnswer: boolean) => {
    const out = request(
      { host: origin.hostname, port: origin.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const send = () => {
            if (res.destroyed) return;
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            res.end(Buffer.concat(chunks));
          };
          if (holdAnswer) waiting.push({ go: send, res });
          else send();
        });
      },
    );
    out.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
    });
    out.end(body);
  };

  const server: Server = createServer((req, res) => {
    inFlight++;
    proxy.maxInFlight = Math.max(proxy.maxInFlight, inFlight);
    res.on('close', () => inFlight--);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const method = req.method ?? 'GET';
      seen.push(`${method} ${req.url ?? ''}`);
      const methods = batchMethods(method, req.url ?? '', body);
      if (methods) batches.push(methods);
      const own = proxy.answer?.(method, req.url ?? '', body);
      if (own) {
        res.writeHead(own.status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(own.json));
        return;
      }
      const held = pick(method, req.url ?? '', body);
      if (held && where === 'request') waiting.push({ go: () => forward(req, body, res, false), res });
      else forward(req, body, res, held);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const proxy: HoldingProxy = {
    url: `http://127.0.0.1:${port}`,
    seen,
    batches,
    maxInFlight: 0,
    held: () => waiting.length,
    async waitForHeld(n, ms = 15_000) {
      const until = Date.now() + ms;
      while (waiting.length < n) {
        if (Date.now() > until) throw new Error(`${waiting.length} requests held, not ${n}; seen: ${seen.join(', ')}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    release() {
      pick = () => false;
      const go = waiting;
      waiting = [];
      for (const held of go) held.go();
    },
    drop() {
      pick = () => false;
      const gone = waiting;
      waiting = [];
      for (const held of gone) held.res.socket?.destroy();
    },
    fail(status) {
      pick = () => false;
      const failed = waiting;
      waiting = [];
      const body = JSON.stringify({
        code: 'internal_server_error',
        message: 'There has been a critical error.',
        data: { status },
      });
      for (const held of failed) held.res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    },
    hold(which, at) {
      pick = which;
      where = at;
    },
    async close() {
      proxy.release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}
