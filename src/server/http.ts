// `calev serve`: the API application on node:http (API.md §1.2, §1.9 body limit), with the limits
// that keep one slow or hostile client from holding the server: header and request timeouts, an
// idle-socket timeout, a header size limit and a cap on open connections.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Role } from '../store/records.js';
import { BASE_HEADERS, MAX_BODY, openApp, type ApiApp, type ApiRequest, type AppOptions } from './app.js';
import { warmSearch } from './handlers/events-list.js';
import { ERRORS } from '../spec/errors.js';
import { IdleCollector, type IdleCollectorOptions } from './idle-gc.js';
import { isLoopbackHost } from './loopback.js';
import { upsertUser } from './users.js';

export interface ServerLimits {
  /** the whole request head must arrive within this (slowloris); answered 408 */
  headersTimeoutMs: number;
  /** the whole request, body included, must arrive within this; answered 408 */
  requestTimeoutMs: number;
  /** an idle keep-alive connection is closed after this */
  keepAliveTimeoutMs: number;
  /** a socket with no traffic either way (a client that stopped reading) is destroyed after this */
  idleTimeoutMs: number;
  /** open connections at most; further ones are closed at once */
  maxConnections: number;
  /** request line and headers at most; answered 431 */
  maxHeaderBytes: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 60_000,
  maxConnections: 512,
  maxHeaderBytes: 16 * 1024,
};

/** How often `calev serve` looks for scheduled work (the series horizon moves once a day). */
const MAINTENANCE_MS = 3_600_000;

/** How long a stopping server lets requests in progress finish before it cuts their connections. */
const SHUTDOWN_GRACE_MS = 3_000;

export interface ServeOptions extends AppOptions {
  host: string;
  port: number;
  users: Array<{ login: string; password: string; role: Role }>;
  limits?: Partial<ServerLimits>;
  /** the address visitors reach the server at (behind a proxy or tunnel): the base of every
   * URL in pages, feeds and API answers; the listen address otherwise */
  publicUrl?: string;
  /** when a full collection runs after a burst (tests shorten it) */
  idleGc?: IdleCollectorOptions;
}

export interface RunningServer {
  /** the listen address (what local clients connect to) */
  url: string;
  /** the base of the URLs the server hands out: --public-url, else `url` */
  publicUrl: string;
  apiUrl: string;
  dataDir: string;
  app: ApiApp;
  close(): Promise<void>;
}

/** Serving beyond this machine with nobody able to log in: refused unless public read-only. */
export class ExposureError extends Error {
  readonly hint =
    'add a user with --user login:password[:role] (or calev users add), or pass --public-read-only to serve anonymous reads only';
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
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) refuse();
      else chunks.push(chunk);
    };
    const onEnd = () => resolve({ body: Buffer.concat(chunks), tooLarge: false });
    // Over the limit: answer 413 at once and let the rest of the body drain (bounded by the
    // request timeout) instead of waiting for a body that may never end.
    const refuse = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.resume();
      chunks.length = 0;
      resolve({ body: Buffer.alloc(0), tooLarge: true });
    };
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY) {
      refuse();
      return;
    }
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', reject);
  });
}

function createHttpServer(app: ApiApp, limits: ServerLimits, idle: IdleCollector): http.Server {
  const server = http.createServer(
    {
      maxHeaderSize: limits.maxHeaderBytes,
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // Node checks the two timeouts above only this often (default 30 s).
      connectionsCheckingInterval: Math.max(
        25,
        Math.min(1_000, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4)),
      ),
    },
    (req, res) => void serveOne(app, req, res, idle),
  );
  server.maxConnections = limits.maxConnections;
  server.setTimeout(limits.idleTimeoutMs, (socket) => socket.destroy());
  server.on('clientError', answerUnreadable);
  return server;
}

/** What Node's parser refused, by its error code, as the API's error (§1.12 body); others are 400. */
const UNREADABLE: Record<string, keyof typeof ERRORS> = {
  HPE_HEADER_OVERFLOW: 'rest_request_headers_too_large',
  ERR_HTTP_REQUEST_TIMEOUT: 'rest_request_timeout',
  // a method Node's parser does not know (`FOO`): no route has it (§1.6), as for one it knows
  // (`PROPFIND`), not a URL to percent-encode
  HPE_INVALID_METHOD: 'rest_no_route',
};

/**
 * A request Node's HTTP parser refuses before calev sees it (a URL with raw UTF-8 bytes, headers
 * over the limit, a request that never finishes) got a bare status line with no body: it gets
 * the API's JSON error instead, and the connection closes, as Node's own answer does.
 */
function answerUnreadable(err: Error & { code?: string }, socket: Duplex): void {
  const answering = (socket as Duplex & { _httpMessage?: http.ServerResponse })._httpMessage;
  if (!socket.writable || answering?.headersSent || err.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const code = UNREADABLE[err.code ?? ''] ?? 'rest_bad_request';
  const [status, message] = ERRORS[code];
  const body = JSON.stringify({ code, message, data: { status } });
  const headers = { ...BASE_HEADERS, 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' };
  const head = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\n${body}`);
}

export async function startServer(opts: ServeOptions): Promise<RunningServer> {
  const limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const publicUrl = opts.publicUrl === undefined ? undefined : checkPublicUrl(opts.publicUrl);
  const app = await openApp({
    ...opts,
    baseUrl: publicUrl ?? baseUrlFor(opts.host, opts.port || 1),
    storeOptions: { ...opts.storeOptions, server: true },
  });
  const idle = new IdleCollector(opts.idleGc);
  const server = createHttpServer(app, limits, idle);
  try {
    for (const u of opts.users) await upsertUser(app.store, u);
    await checkExposure(opts, app);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port, opts.host, () => resolve());
    });
  } catch (err) {
    idle.stop();
    await app.close();
    throw err;
  }
  const port = (server.address() as AddressInfo).port;
  const url = baseUrlFor(opts.host, port);
  app.site.baseUrl = publicUrl ?? url;
  app.site.host = new URL(app.site.baseUrl).hostname;
  await app.store.setLockInfo({ url, token: app.localToken });
  // the first search should not pay for building the word index (between requests from now on)
  void warmSearch(app.store, app.site);
  // §7.1: the series horizon moves daily, also while no request comes (hourly checks; a request
  // does the same check first)
  await app.maintain();
  const maintenance = setInterval(() => void app.maintain().catch(() => undefined), MAINTENANCE_MS);
  maintenance.unref();
  let closing: Promise<void> | null = null;
  return {
    url,
    publicUrl: app.site.baseUrl,
    apiUrl: `${url}/wp-json/calendar/events/v1/`,
    dataDir: app.store.dir,
    app,
    close: () => {
      clearInterval(maintenance);
      idle.stop();
      return (closing ??= stopServer(server, app));
    },
  };
}

export class PublicUrlError extends Error {}

/** An http(s) URL with no query, fragment or credentials, without its trailing slash. */
export function checkPublicUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new PublicUrlError(`--public-url: "${text}" is not a URL (e.g. https://events.example.org)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new PublicUrlError(`--public-url: "${text}" must start with http:// or https://`);
  if (url.search || url.hash || url.username || url.password)
    throw new PublicUrlError(`--public-url: "${text}" may not have a query, a fragment or credentials`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

async function checkExposure(opts: ServeOptions, app: ApiApp): Promise<void> {
  if (opts.publicReadOnly || (await isLoopbackHost(opts.host))) return;
  if (app.store.count('users') > 0) return;
  throw new ExposureError(
    `refusing to serve ${app.store.dir} on ${opts.host}, which other machines can reach, with no user who could log in`,
  );
}

/** Stops accepting, lets requests in progress finish (their writes are acknowledged), then
 * closes the store, which compacts the journal and releases the lock. */
async function stopServer(server: http.Server, app: ApiApp): Promise<void> {
  const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  force.unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  clearTimeout(force);
  await app.close();
}

const NO_BODY = { body: Buffer.alloc(0), tooLarge: false };

/** A request that announces no body (no Transfer-Encoding, no or a zero Content-Length) has
 * none: most requests are such GETs, and waiting for their 'end' costs a promise and listeners.
 * node:http discards whatever such a request might still carry once the response is sent. */
function hasNoBody(req: http.IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] === undefined && (length === undefined || length === '0');
}

async function serveOne(
  app: ApiApp,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  idle: IdleCollector,
): Promise<void> {
  idle.begin();
  try {
    // a kept answer of an anonymous read goes out at once, without a turn of the event loop
    const noBody = hasNoBody(req);
    const keptLookedUp = req.method === 'GET' && noBody;
    if (keptLookedUp) {
      const kept = app.keptAnswer({
        method: 'GET',
        path: req.url ?? '/',
        headers: req.headers as Record<string, string | undefined>,
        lowerCaseHeaders: true,
      });
      if (kept) {
        res.writeHead(kept.status, kept.headers);
        res.end(kept.bytes ?? kept.body);
        return;
      }
    }
    const { body, tooLarge } = noBody ? NO_BODY : await readBody(req);
    const request: ApiRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers as Record<string, string | undefined>,
      lowerCaseHeaders: true,
      body,
      bodyTooLarge: tooLarge,
      remoteAddress: req.socket.remoteAddress,
    };
    const out = await app.handle(request, { keptLookedUp });
    // (a kept answer's headers are shared and frozen)
    res.writeHead(out.status, tooLarge ? { ...out.headers, Connection: 'close' } : out.headers);
    res.end(out.bytes ?? out.body);
  } catch {
    if (!res.headersSent) {
      res.writeHead(500, { 'Content-Type': 'application/json; charset=UTF-8', Connection: 'close' });
      res.end(
        JSON.stringify({
          code: 'internal_server_error',
          message: 'There has been a critical error on this website.',
          data: { status: 500 },
        }),
      );
    } else res.destroy();
  } finally {
    idle.end();
  }
}
