// The system keyring (Secret Service on Linux, Keychain on macOS, Credential Manager on Windows)
// through @napi-rs/keyring. Each operation runs in a child process (src/setup/keyring-child.ts):
// the library connects to D-Bus synchronously, so a bus that never answers would freeze calev for
// good (a worker thread would not help: Node waits for it at exit). A child that is late is killed
// and the operation reports the keyring as absent, which the callers turn into the file fallback.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from '../context.js';

/** What the child is asked: one operation on one entry of the service. */
export interface KeyringRequest {
  op: 'get' | 'set' | 'delete';
  service: string;
  account: string;
  password?: string;
}

/** The child's answer: get gives the password or null, delete whether there was one to delete. */
export type KeyringReply = { ok: true; value: string | boolean | null } | { ok: false; reason: string };

export type KeyringResult<T> = { ok: true; value: T } | { ok: false; reason: string };

export interface Keyring {
  get(account: string): Promise<KeyringResult<string | null>>;
  set(account: string, password: string): Promise<KeyringResult<null>>;
  /** true when an entry was removed, false when there was none */
  delete(account: string): Promise<KeyringResult<boolean>>;
}

export interface KeyringOptions {
  env: Env;
  /** a keyring that has not answered by then counts as absent */
  timeoutMs: number;
  /** called once if the keyring is still silent after `slowMs` (an unlock dialog may be open) */
  onSlow?: () => void;
  slowMs?: number;
}

/** The service name of every calev entry; the account names profile, user and site. */
export const KEYRING_SERVICE = 'calev';

// Beside this file in dist/, and from src/ (the tests) the built one: the child must be plain JS.
const CHILD = fileURLToPath(new URL('../../dist/setup/keyring-child.js', import.meta.url));

export function systemKeyring(opts: KeyringOptions): Keyring {
  const run = (req: KeyringRequest) => runChild(req, opts);
  return {
    get: async (account) => narrow(await run({ op: 'get', service: KEYRING_SERVICE, account }), asPassword),
    set: async (account, password) =>
      narrow(await run({ op: 'set', service: KEYRING_SERVICE, account, password }), () => null),
    delete: async (account) =>
      narrow(await run({ op: 'delete', service: KEYRING_SERVICE, account }), (v) => v === true),
  };
}

function asPassword(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function narrow<T>(reply: KeyringReply, pick: (value: unknown) => T): KeyringResult<T> {
  return reply.ok ? { ok: true, value: pick(reply.value) } : reply;
}

/**
 * The D-Bus session bus the Secret Service would be on: DBUS_SESSION_BUS_ADDRESS, else the
 * systemd user bus. Undefined means there is no keyring to ask (a server, CI, a container), which
 * is known without starting anything.
 */
export function sessionBus(env: Env): string | undefined {
  if (env.DBUS_SESSION_BUS_ADDRESS) return env.DBUS_SESSION_BUS_ADDRESS;
  const runtime = env.XDG_RUNTIME_DIR;
  if (runtime && existsSync(join(runtime, 'bus'))) return `unix:path=${join(runtime, 'bus')}`;
  return undefined;
}

function runChild(req: KeyringRequest, opts: KeyringOptions): Promise<KeyringReply> {
  let env: Env = opts.env;
  if (process.platform === 'linux') {
    const bus = sessionBus(opts.env);
    if (bus === undefined) return Promise.resolve({ ok: false, reason: 'no D-Bus session bus' });
    env = { ...opts.env, DBUS_SESSION_BUS_ADDRESS: bus };
  }
  return new Promise((resolve) => {
    let settled = false;
    const timers: NodeJS.Timeout[] = [];
    const finish = (reply: KeyringReply) => {
      if (settled) return;
      settled = true;
      for (const t of timers) clearTimeout(t);
      resolve(reply);
    };
    const child = spawn(process.execPath, [CHILD], { env, stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    child.on('error', (e) => finish({ ok: false, reason: `cannot start the keyring helper: ${e.message}` }));
    child.on('close', () => finish(parseReply(out, err)));
    // the password goes through a pipe, never the command line (which `ps` shows)
    child.stdin.on('error', () => undefined);
    child.stdin.end(JSON.stringify(req));
    timers.push(
      setTimeout(() => {
        child.kill('SIGKILL');
        finish({ ok: false, reason: `no answer within ${opts.timeoutMs / 1000} s` });
      }, opts.timeoutMs),
    );
    if (opts.onSlow) timers.push(setTimeout(opts.onSlow, opts.slowMs ?? 2_000));
  });
}

function parseReply(out: string, err: string): KeyringReply {
  try {
    const reply = JSON.parse(out) as KeyringReply;
    if (typeof reply === 'object' && reply !== null && typeof reply.ok === 'boolean') return reply;
  } catch {
    // reported below
  }
  const line = err.split('\n').find((l) => l.trim() !== '');
  return { ok: false, reason: `the keyring helper failed${line ? `: ${line.trim()}` : ''}` };
}
