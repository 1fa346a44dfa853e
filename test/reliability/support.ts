// Shared pieces of the reliability tests: the built binary as a server, raw sockets for clients
// that fetch cannot be (slow, oversized, malformed), and the one-line figures they report.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertBuilt, type startServe } from '../e2e/calev.js';

export { assertBuilt, calev, startCalev, startServe, until } from '../e2e/calev.js';

export type Served = Awaited<ReturnType<typeof startServe>>;

export function tempHome(prefix: string): { home: string; env: Record<string, string>; remove(): void } {
  assertBuilt();
  const home = mkdtempSync(join(tmpdir(), prefix));
  return {
    home,
    env: { HOME: home, XDG_CONFIG_HOME: join(home, 'config'), XDG_DATA_HOME: join(home, 'xdg') },
    remove: () => rmSync(home, { recursive: true, force: true }),
  };
}

export async function stopServed(s: Served | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (!s) return null;
  if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill(signal);
  return s.exited;
}

export function basicAuth(login: string, password: string): string {
  return `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
}

/** The figures a test reports, printed as one line so they show in the test output. */
export function report(what: string, figures: Record<string, number | string>): void {
  console.log(
    `[reliability] ${what}: ${Object.entries(figures)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`,
  );
}

export interface RawExchange {
  /** everything the server sent before it closed (or before the wait ended) */
  bytes: Buffer;
  /** the same, one character per byte */
  text: string;
  /** the status of the first response, 0 when none came */
  status: number;
  /** the server closed the connection */
  closed: boolean;
  /** ms from connecting to the close (or to the end of the wait) */
  elapsed: number;
}

/**
 * Opens a TCP connection to `base`, writes `chunks` (pausing `gapMs` between them) and collects the
 * answer until the server closes or `waitMs` passes after the last chunk.
 */
export function rawExchange(
  base: string,
  chunks: Array<string | Buffer>,
  opts: { gapMs?: number; waitMs?: number; localAddress?: string } = {},
): Promise<RawExchange> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const started = Date.now();
    const received: Buffer[] = [];
    let closed = false;
    let finished = false;
    const socket = net.connect({ host: url.hostname, port: Number(url.port), localAddress: opts.localAddress });
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.destroy();
      const bytes = Buffer.concat(received);
      const text = bytes.toString('latin1');
      const m = /^HTTP\/1\.1 (\d{3})/.exec(text);
      resolve({ bytes, text, status: m ? Number(m[1]) : 0, closed, elapsed: Date.now() - started });
    };
    let timer: NodeJS.Timeout = setTimeout(finish, 60_000);
    socket.on('data', (d: Buffer) => received.push(d));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed = true;
      finish();
    });
    const send = async () => {
      for (const [i, chunk] of chunks.entries()) {
        if (closed) break;
        if (i > 0 && opts.gapMs) await new Promise((r) => setTimeout(r, opts.gapMs));
        if (!socket.destroyed) socket.write(chunk);
      }
      clearTimeout(timer);
      timer = setTimeout(finish, opts.waitMs ?? 2_000);
    };
    socket.on('connect', () => void send());
  });
}

export { seededRandom } from '../support/random.js';

export interface ParsedResponse {
  status: number;
  /** lower-case names */
  headers: Record<string, string>;
  body: string;
}

/** The first response of a raw exchange (our server always frames with Content-Length). */
export function parseResponse(bytes: Buffer): ParsedResponse {
  const end = bytes.indexOf('\r\n\r\n');
  const head = bytes
    .subarray(0, end === -1 ? bytes.length : end)
    .toString('latin1')
    .split('\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head[0] ?? '')?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of head.slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = end === -1 ? Buffer.alloc(0) : bytes.subarray(end + 4);
  const length = headers['content-length'] === undefined ? rest.length : Number(headers['content-length']);
  return { status, headers, body: rest.subarray(0, length).toString('utf8') };
}

/** One request written byte for byte (any path bytes, any body bytes), Connection: close. */
export async function rawRequestBytes(
  base: string,
  method: string,
  path: string | Buffer,
  opts: { headers?: Record<string, string>; body?: Buffer | string; localAddress?: string } = {},
): Promise<ParsedResponse & { elapsed: number }> {
  const body =
    opts.body === undefined ? undefined : Buffer.isBuffer(opts.body) ? opts.body : Buffer.from(opts.body, 'utf8');
  const lines = [`Host: ${new URL(base).host}`, 'Connection: close'];
  for (const [k, v] of Object.entries(opts.headers ?? {})) lines.push(`${k}: ${v}`);
  if (body) lines.push(`Content-Length: ${body.length}`);
  const head = Buffer.concat([
    Buffer.from(`${method} `, 'latin1'),
    Buffer.isBuffer(path) ? path : Buffer.from(path, 'latin1'),
    Buffer.from(` HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`, 'latin1'),
  ]);
  const ex = await rawExchange(base, [body ? Buffer.concat([head, body]) : head], {
    waitMs: 10_000,
    localAddress: opts.localAddress,
  });
  return { ...parseResponse(ex.bytes), elapsed: ex.elapsed };
}
