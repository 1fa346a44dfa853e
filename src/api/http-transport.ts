// HTTP transport over undici: one keep-alive Agent per process, connect and request timeouts,
// bounded retries with exponential backoff for idempotent methods, HTTP Basic auth, and redirects
// followed without ever taking the credentials to another origin.
import { createRequire } from 'node:module';
import type { Agent, Dispatcher } from 'undici';
import { NetworkError, retryAfterMs, UnansweredWrite, withheldNote } from './errors.js';
import { withoutPhpNotices } from './php-notices.js';
import {
  targetName,
  traceHeaders,
  type Trace,
  type Transport,
  type TransportRequest,
  type TransportResponse,
} from './transport.js';

export interface HttpTransportOptions {
  /** the site URL; only its origin is used, targets carry the path */
  url: string;
  auth?: { user: string; password: string };
  connectTimeoutMs?: number;
  /** time allowed for the response headers, and again between body chunks */
  requestTimeoutMs?: number;
  /** retries after the first attempt */
  retries?: number;
  retryBaseMs?: number;
  /** a Retry-After longer than this is not waited for: the answer is returned as it is */
  maxRetryAfterMs?: number;
  /** tests pass an undici MockAgent */
  dispatcher?: Dispatcher;
  sleep?: (ms: number) => Promise<void>;
  trace?: Trace;
  /** tells the user one line (on stderr): said once, when a redirect kept the credentials back */
  note?: (line: string) => void;
  userAgent?: string;
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
const RETRY_STATUSES = new Set([429, 502, 503, 504]);
/** connections dropped mid-request; a refused or timed-out connect fails at once */
const RETRY_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/** The parts of undici the transport uses: its Agent, and the request of its Dispatcher API. */
export interface HttpClient {
  Agent: typeof Agent;
  /** `dispatcher.request(options)` (undici's Dispatcher API: origin and path given apart) */
  request(this: Dispatcher, options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData>;
}

let client: HttpClient | undefined;

/**
 * undici's Agent and request, loaded on first use; callers may start it early, beside other slow
 * work (the keyring). Not `import('undici')`: its index loads all undici has (fetch, WebSocket,
 * EventSource, caches, mocks, HTTP/2), about 140 ms of a command's start on a small machine,
 * where these two files and theirs take a third of it. Dispatcher.prototype gains `request` only
 * in that index, so it is called on the dispatcher here. The lockfile pins undici's layout; a
 * version that moves these files fails every HTTP test at once.
 */
export function loadUndici(): Promise<HttpClient> {
  if (!client) {
    const require = createRequire(import.meta.url);
    client = {
      Agent: require('undici/lib/dispatcher/agent.js') as typeof Agent,
      request: require('undici/lib/api/api-request.js') as HttpClient['request'],
    };
  }
  return Promise.resolve(client);
}

export async function openHttpTransport(opts: HttpTransportOptions): Promise<Transport> {
  const undici = await loadUndici();
  const origin = new URL(opts.url).origin;
  const connectTimeout = opts.connectTimeoutMs ?? 10_000;
  const requestTimeout = opts.requestTimeoutMs ?? 30_000;
  const ownAgent = opts.dispatcher
    ? undefined
    : new undici.Agent({
        keepAliveTimeout: 10_000,
        keepAliveMaxTimeout: 60_000,
        connect: { timeout: connectTimeout },
        connections: 8,
      });
  const dispatcher: Dispatcher = opts.dispatcher ?? ownAgent!;
  const retries = opts.retries ?? 3;
  const base = opts.retryBaseMs ?? 500;
  const maxRetryAfter = opts.maxRetryAfterMs ?? 30_000;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const trace = opts.trace;
  const authorization = opts.auth
    ? `Basic ${Buffer.from(`${opts.auth.user}:${opts.auth.password}`, 'utf8').toString('base64')}`
    : undefined;

  /**
   * One exchange, with the redirects it is allowed to follow. `progress.sent` says whether the
   * last request went out on an open connection: a write then may have reached the site.
   */
  async function attempt(req: TransportRequest, progress: { sent: boolean }): Promise<TransportResponse> {
    let url = new URL(`${origin}${req.target}`);
    let method = req.method;
    let body = req.body;
    let extra = req.headers;
    // Credentials go to the configured origin only. Once a redirect has left it they are not sent
    // again, not even back on it: the other site chose where the request goes next.
    let credentials = authorization !== undefined;
    let withheldAt: string | undefined;
    for (let hop = 0; ; hop++) {
      const headers: Record<string, string> = {
        accept: 'application/json',
        'user-agent': opts.userAgent ?? 'calev',
        ...extra,
      };
      if (credentials && url.origin === origin) headers.authorization = authorization!;
      const started = Date.now();
      trace?.(`> ${method} ${url.origin}${redactQuery(url.pathname + url.search)}`);
      for (const line of traceHeaders(headers)) trace?.(`>   ${line}`);
      progress.sent = false;
      const res = await undici.request.call(markingSent(dispatcher, progress), {
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method,
        headers,
        body,
        signal: req.signal,
        headersTimeout: requestTimeout,
        bodyTimeout: requestTimeout,
      });
      const shown = withoutPhpNotices(await res.body.text());
      trace?.(`< ${res.statusCode} (${Date.now() - started} ms)`);
      if (shown.notice !== undefined) phpNotice(shown.notice);
      const answer: TransportResponse = {
        status: res.statusCode,
        headers: flattenHeaders(res.headers),
        body: shown.body,
        ...(headers.authorization === undefined ? {} : { credentialsSent: true }),
      };
      const next = redirectTarget(answer, url, method, hop);
      if (next === undefined) return withheldAt === undefined ? answer : withheld(answer, withheldAt);
      if (credentials && next.origin !== origin) {
        credentials = false;
        withheldAt = next.origin;
      }
      trace?.(
        `! ${answer.status} to ${next.origin}${next.origin === origin ? '' : ', another origin: no credentials'}`,
      );
      if (answer.status === 303 && method !== 'HEAD') {
        // See Other: the answer is to be fetched with GET; what was sent has been received.
        method = 'GET';
        body = undefined;
        extra = withoutContentType(extra);
      }
      url = next;
    }
  }

  let noticed = false;
  /** PHP's messages before an answer's JSON, skipped (php-notices.ts): said once. */
  function phpNotice(notice: string): void {
    trace?.(`! skipped PHP's message before the JSON: ${notice}`);
    if (noticed) return;
    noticed = true;
    opts.note?.(
      `the site printed PHP's messages before its answers (${notice.length > 160 ? `${notice.slice(0, 157)}...` : notice}); calev read the answers after them: turn off display_errors in the site's PHP settings`,
    );
  }

  let noted = false;
  /** The answer got without the credentials: said once where it succeeded (errors carry a hint). */
  function withheld(answer: TransportResponse, at: string): TransportResponse {
    if (!noted && answer.status >= 200 && answer.status < 300) {
      noted = true;
      opts.note?.(withheldNote(at));
    }
    return { ...answer, credentialsWithheldAt: at };
  }

  async function send(req: TransportRequest): Promise<TransportResponse> {
    const retryable = IDEMPOTENT.has(req.method.toUpperCase());
    for (let n = 0; ; n++) {
      let res: TransportResponse;
      const progress = { sent: false };
      try {
        res = await attempt(req, progress);
      } catch (err) {
        const code = errorCode(err);
        if (retryable && n < retries && RETRY_CODES.has(code)) {
          const wait = backoff(base, n);
          trace?.(`! ${code}, retrying in ${wait} ms (${n + 1}/${retries})`);
          await sleep(wait);
          continue;
        }
        // an http request closed unread by a TLS server: it could not have been read, let alone done
        const tlsPort = await answeredByTls(err, code, origin, connectTimeout);
        throw toNetworkError(err, code, origin, req, progress.sent && !tlsPort, {
          requestTimeout,
          connectTimeout,
          tlsPort,
        });
      }
      if (!retryable || n >= retries || !RETRY_STATUSES.has(res.status)) return res;
      const after = retryAfterMs(res.headers['retry-after'], Date.now());
      if (after !== undefined && after > maxRetryAfter) return res;
      const wait = after ?? backoff(base, n);
      trace?.(`! ${res.status}, retrying in ${wait} ms (${n + 1}/${retries})`);
      await sleep(wait);
    }
  }

  return {
    label: origin,
    origin,
    send,
    async close() {
      await ownAgent?.close();
    },
  };
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;

/**
 * Where a redirect answer sends the request next, or undefined when it is not followed: reads
 * follow every redirect; writes only 303 (fetch the outcome) and 307/308 (which keep the method
 * and the body), since a 301/302 would turn them into a GET and lose what they carry. Nothing
 * goes from https down to http, and a chain stops after 5 hops.
 */
export function redirectTarget(res: TransportResponse, from: URL, method: string, hop: number): URL | undefined {
  const location = res.headers.location;
  if (!REDIRECTS.has(res.status) || !location || hop >= MAX_REDIRECTS) return undefined;
  const read = method === 'GET' || method === 'HEAD';
  if (!read && res.status !== 303 && res.status !== 307 && res.status !== 308) return undefined;
  let next: URL;
  try {
    next = new URL(location, from);
  } catch {
    return undefined;
  }
  if (next.protocol !== 'https:' && next.protocol !== 'http:') return undefined;
  if (from.protocol === 'https:' && next.protocol === 'http:') return undefined;
  return next;
}

/**
 * The dispatcher of one request, which sets `progress.sent` when undici puts the request on a
 * connection that is open (TLS handshake done): before that nothing of it reached the site.
 */
function markingSent(dispatcher: Dispatcher, progress: { sent: boolean }): Dispatcher {
  return dispatcher.compose(
    (dispatch) => (opts, handler) =>
      dispatch(opts, {
        onRequestStart(controller, context) {
          progress.sent = true;
          handler.onRequestStart?.(controller, context);
        },
        onRequestUpgrade: (controller, status, headers, socket) =>
          handler.onRequestUpgrade?.(controller, status, headers, socket),
        onResponseStart: (controller, status, headers, message) =>
          handler.onResponseStart?.(controller, status, headers, message),
        onResponseData: (controller, chunk) => handler.onResponseData?.(controller, chunk),
        onResponseEnd: (controller, trailers) => handler.onResponseEnd?.(controller, trailers),
        onResponseError: (controller, error) => handler.onResponseError?.(controller, error),
      }),
  );
}

function withoutContentType(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-type'));
}

/** The target as the trace shows it: an event password sent as a query argument is not repeated. */
export function redactQuery(target: string): string {
  return target.replace(/([?&]password=)[^&#]*/gi, '$1***');
}

/** base × 2^n plus up to 10 % jitter so parallel clients do not retry in step. */
export function backoff(base: number, n: number): number {
  const delay = base * 2 ** n;
  return Math.round(delay + Math.random() * delay * 0.1);
}

export { retryAfterMs } from './errors.js';

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) {
    if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}

function errorCode(err: unknown): string {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  if (typeof e?.code === 'string') return e.code;
  if (typeof e?.cause?.code === 'string') return e.cause.code;
  return 'ERROR';
}

/** A TLS client meeting a server that speaks plain http (OpenSSL reads its answer as a record). */
const NOT_TLS = new Set(['EPROTO', 'ERR_SSL_WRONG_VERSION_NUMBER']);
/** A certificate no authority Node trusts has signed (a self-signed one, a private CA's). */
const UNTRUSTED = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
]);

/**
 * Was a plain http request closed unread by a server that speaks TLS (`--url http://` on an
 * https port)? A TLS server closes such a connection without a byte; a handshake then tells.
 */
async function answeredByTls(err: unknown, code: string, origin: string, connectTimeout: number): Promise<boolean> {
  const socket = (err as { socket?: { bytesRead?: number } }).socket;
  if (code !== 'UND_ERR_SOCKET' || socket?.bytesRead !== 0 || !origin.startsWith('http:')) return false;
  const { connect } = await import('node:tls');
  const { hostname, port } = new URL(origin);
  const host = hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve) => {
    // only whether it answers TLS: its certificate is not checked, and nothing is sent
    const probe = connect({ host, port: Number(port || 80), rejectUnauthorized: false, timeout: connectTimeout });
    const done = (tls: boolean) => {
      probe.destroy();
      resolve(tls);
    };
    probe.once('secureConnect', () => done(true));
    probe.once('error', () => done(false));
    probe.once('timeout', () => done(false));
  });
}

/** A hint for a failure whose cause can be told: the wrong scheme, a certificate not trusted. */
function tlsHint(err: unknown, code: string, origin: string, sent: boolean, tlsPort: boolean): string | undefined {
  const url = new URL(origin);
  if (tlsPort) return `the site speaks https there: --url https://${url.host}`;
  const notTls = NOT_TLS.has(code) || /wrong version number/i.test(err instanceof Error ? err.message : '');
  if (url.protocol === 'https:' && !sent && (notTls || code === 'ECONNRESET'))
    return `it does not answer https there: is the site http://${url.host}?`;
  if (UNTRUSTED.has(code))
    return "the site's certificate is not signed by an authority Node trusts: if you trust it, give Node its CA with NODE_EXTRA_CA_CERTS=/path/to/ca.pem";
  return undefined;
}

/** Methods that change nothing on the site: failing, they leave nothing to check. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function toNetworkError(
  err: unknown,
  code: string,
  origin: string,
  req: TransportRequest,
  sent: boolean,
  timeouts: { requestTimeout: number; connectTimeout: number; tlsPort: boolean },
): NetworkError {
  const what = `${req.method} ${origin}${targetName(req.target)}`;
  const seconds = (ms: number) => `${ms / 1000} s`;
  const reasons: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ENOTFOUND: 'host not found',
    EAI_AGAIN: 'host not found',
    ECONNRESET: 'connection reset',
    EPROTO: 'the answer is not TLS',
    ERR_SSL_WRONG_VERSION_NUMBER: 'the answer is not TLS',
    UND_ERR_CONNECT_TIMEOUT: `no connection within ${seconds(timeouts.connectTimeout)}`,
    UND_ERR_HEADERS_TIMEOUT: `no answer within ${seconds(timeouts.requestTimeout)}`,
    UND_ERR_BODY_TIMEOUT: `the answer stalled for ${seconds(timeouts.requestTimeout)}`,
  };
  const reason = reasons[code] ?? (err instanceof Error ? err.message : String(err));
  const timedOut = code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
  const longer = `the site may need longer than ${seconds(timeouts.requestTimeout)}: CALEV_TIMEOUT=SECONDS waits longer`;
  // The site may have saved what it was sent and then failed to answer (PHP goes on after its
  // client has gone): running the command again would do it twice.
  if (sent && !READS.has(req.method.toUpperCase()))
    return new UnansweredWrite(what, reason, origin, timedOut ? longer : undefined, { cause: err });
  const hint = tlsHint(err, code, origin, sent, timeouts.tlsPort);
  return new NetworkError(
    `cannot reach ${origin}: ${reason} (${what})`,
    origin,
    hint ??
      (timedOut
        ? `${longer}; or check the site URL (--url, CALEV_URL or the profile) and your network`
        : SITE_URL_HINT),
    { cause: err },
  );
}

const SITE_URL_HINT = 'check the site URL (--url, CALEV_URL or the profile) and your network';
