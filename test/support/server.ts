// Starts the real server on port 0 over a temp dir, and a small HTTP client for it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer, type ServeOptions } from '../../src/server/http.js';

export const USERS = {
  admin: 'admin-pass',
  editor: 'editor-pass',
  author: 'author-pass',
  contributor: 'contributor-pass',
  subscriber: 'subscriber-pass',
} as const;
export type Who = keyof typeof USERS | 'anonymous';

export interface TestServer {
  server: RunningServer;
  base: string;
  ns: string;
  dir: string;
  call(method: string, path: string, opts?: CallOptions): Promise<CallResult>;
  stop(): Promise<void>;
}

export interface CallOptions {
  as?: Who;
  json?: unknown;
  form?: string;
  query?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
  /** path is from the server root, not the namespace */
  raw?: boolean;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

export async function startTestServer(opts: Partial<ServeOptions> = {}, dir?: string): Promise<TestServer> {
  const dataDir = dir ?? (await mkdtemp(join(tmpdir(), 'calev-test-')));
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    dataDir,
    users: (Object.keys(USERS) as Array<keyof typeof USERS>).map((login) => ({
      login,
      password: USERS[login],
      role: login === 'admin' ? 'administrator' : login,
    })),
    ...opts,
  });
  const ns = `${server.url}/wp-json/calendar/events/v1`;
  return {
    server,
    base: server.url,
    ns,
    dir: dataDir,
    call: (method, path, o = {}) => call(o.raw ? server.url : ns, method, path, o),
    async stop() {
      await server.close();
      if (!dir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function basic(who: Who): Record<string, string> {
  if (who === 'anonymous') return {};
  return { authorization: `Basic ${Buffer.from(`${who}:${USERS[who]}`).toString('base64')}` };
}

async function call(root: string, method: string, path: string, o: CallOptions): Promise<CallResult> {
  let url = `${root}${path}`;
  if (o.query)
    url +=
      (url.includes('?') ? '&' : '?') +
      new URLSearchParams(Object.entries(o.query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const headers: Record<string, string> = { ...basic(o.as ?? 'anonymous'), ...o.headers };
  let body: string | undefined;
  if (o.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(o.json);
  } else if (o.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = o.form;
  }
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}
