// `calev serve`: the API application on node:http (API.md §1.2, §1.9 body limit).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Role } from '../store/records.js';
import { MAX_BODY, openApp, type ApiApp, type ApiRequest, type AppOptions } from './app.js';
import { upsertUser } from './users.js';

export interface ServeOptions extends AppOptions {
  host: string;
  port: number;
  users: Array<{ login: string; password: string; role: Role }>;
}

export interface RunningServer {
  url: string;
  apiUrl: string;
  dataDir: string;
  app: ApiApp;
  close(): Promise<void>;
}

/** §1.2: a wildcard host is written 127.0.0.1; IPv6 literals in brackets. */
export function baseUrlFor(host: string, port: number): string {
  const h = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${h.includes(':') ? `[${h}]` : h}:${port}`;
}

function readBody(req: http.IncomingMessage): Promise<{ body: Buffer; tooLarge: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY) {
      tooLarge = true;
      req.resume();
      resolve({ body: Buffer.alloc(0), tooLarge });
      return;
    }
    req.on('data', (chunk: Buffer) => {
      if (tooLarge) return;
      size += chunk.length;
      if (size > MAX_BODY) {
        tooLarge = true;
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve({ body: Buffer.concat(chunks), tooLarge }));
    req.on('error', reject);
  });
}

export async function startServer(opts: ServeOptions): Promise<RunningServer> {
  const app = await openApp({ ...opts, baseUrl: baseUrlFor(opts.host, opts.port || 1) });
  try {
    for (const u of opts.users) await upsertUser(app.store, u);
  } catch (err) {
    await app.close();
    throw err;
  }
  const server = http.createServer(
    { maxHeaderSize: 16 * 1024, requestTimeout: 30_000, headersTimeout: 10_000, keepAliveTimeout: 5_000 },
    (req, res) => void serveOne(app, req, res),
  );
  server.maxConnections = 512;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  }).catch(async (err) => {
    await app.close();
    throw err;
  });
  const port = (server.address() as AddressInfo).port;
  const url = baseUrlFor(opts.host, port);
  app.site.baseUrl = url;
  app.site.host = new URL(url).hostname;
  await app.store.setLockInfo({ url, token: app.localToken });
  let closing: Promise<void> | null = null;
  return {
    url,
    apiUrl: `${url}/wp-json/calendar/events/v1/`,
    dataDir: app.store.dir,
    app,
    close: () =>
      (closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        await app.close();
      })()),
  };
}

async function serveOne(app: ApiApp, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  try {
    const { body, tooLarge } = await readBody(req);
    const request: ApiRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers as Record<string, string | undefined>,
      body,
      bodyTooLarge: tooLarge,
    };
    const out = await app.handle(request);
    if (tooLarge) out.headers.Connection = 'close';
    res.writeHead(out.status, out.headers);
    res.end(out.body);
  } catch {
    if (!res.headersSent) {
      res.writeHead(500, { 'Content-Type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify({ code: 'internal_server_error', message: 'There has been a critical error on this website.', data: { status: 500 } }));
    } else res.destroy();
  }
}
