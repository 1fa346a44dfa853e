// A real WordPress + The Events Calendar site for the integration suite, started with the kit's
// `start.sh DIR PORT` (CALEV_TEC_SITE, default ../shared/tec-site beside the repository), and the
// two ways the suite talks to it: the built `calev` (its `main()`, run in the test's process: what a
// command does against the plugin does not hang on the process around it) and the site's own API.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, type TestContext } from 'vitest';
import { assertBuilt, calevInProcess, type Result } from '../e2e/calev.js';
import { freePort, KIT, missingPrerequisite, sh } from './kit.js';

export const ROLES = ['admin', 'editor', 'author', 'contributor', 'subscriber'] as const;
export type Role = (typeof ROLES)[number];

export interface Site {
  url: string;
  passwords: Record<Role, string>;
  /** `calev ARGS` as this user, with a config dir of its own */
  cli(role: Role | 'anonymous', ...args: string[]): Promise<Result>;
  /** the environment `cli` runs calev with (for a calev the test starts itself) */
  env(role: Role | 'anonymous'): Record<string, string>;
  /** A request to the site's API (`/events?per_page=50`, relative to tribe/events/v1). */
  api(method: string, path: string, opts?: { as?: Role | 'anonymous'; body?: unknown }): Promise<ApiAnswer>;
  /** Sets a WordPress option in the site's database (what WordPress's API does not offer: `gmt_offset`). */
  setOption(name: string, value: string): Promise<void>;
  stop(): Promise<void>;
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  json: any;
}

/** Starts an empty site (about 90 s on a new machine, a few seconds after that). */
export async function startSite(): Promise<Site> {
  const dir = mkdtempSync(join(tmpdir(), 'calev-tec-site-'));
  const port = await freePort();
  const started = await sh(join(KIT, 'start.sh'), [join(dir, 'site'), String(port)], 300_000);
  const stop = async () => {
    await sh(join(KIT, 'stop.sh'), [join(dir, 'site'), '--drop'], 60_000);
    rmSync(dir, { recursive: true, force: true });
  };
  if (started.code !== 0) {
    await stop();
    throw new Error(`start.sh failed (${started.code}): ${started.err.trim().split('\n').slice(-5).join(' | ')}`);
  }
  const url = started.out.trim().split('\n').pop()!;
  const passwords = JSON.parse(readFileSync(join(dir, 'site', 'app-passwords.json'), 'utf8')) as Record<Role, string>;
  const home = join(dir, 'home');
  const auth = (role: Role) => `Basic ${Buffer.from(`${role}:${passwords[role]}`).toString('base64')}`;
  try {
    await warmUp(url, auth('admin'));
  } catch (err) {
    await stop();
    throw err;
  }
  const env = (role: Role | 'anonymous') => ({
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_DATA_HOME: join(home, '.local', 'share'),
    NO_COLOR: '1',
    CALEV_URL: url,
    CALEV_NAMESPACE: 'tribe/events/v1',
    ...(role === 'anonymous' ? {} : { CALEV_USER: role, CALEV_PASSWORD: passwords[role] }),
  });
  return {
    url,
    passwords,
    env,
    cli: (role, ...args) => calevInProcess(args, { env: env(role) }),
    async setOption(name, value) {
      // the kit's database is tec_PORT, reached as root over the local socket
      const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
      const sql = `UPDATE tec_${port}.wp_options SET option_value = ${quote(value)} WHERE option_name = ${quote(name)}`;
      const res = await sh('mysql', ['-e', sql], 30_000);
      if (res.code !== 0) throw new Error(`mysql: ${res.err.trim()}`);
    },
    async api(method, path, opts = {}) {
      const role = opts.as ?? 'admin';
      const res = await fetch(`${url}/wp-json/tribe/events/v1${path}`, {
        method,
        headers: {
          ...(role === 'anonymous' ? {} : { authorization: auth(role) }),
          ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      const text = await res.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = text;
      }
      return { status: res.status, headers: res.headers, json };
    },
    stop,
  };
}

/**
 * The kit's stand-in for the plugin's build step rewrites its prefixed packages into a cache the
 * first time each class loads, with a plain write: a PHP worker that loads the same class at that
 * moment can read a half-written file (PHP Fatal "Class … not found", answered as a 500: seen when
 * an import's concurrent rows made the site's first categories, whose insert regenerates the
 * category colours' CSS through those packages). The real plugin ships those files built. One
 * category made and deleted before any test, one request at a time, fills that part of the cache.
 */
async function warmUp(url: string, authorization: string): Promise<void> {
  const api = `${url}/wp-json/tribe/events/v1/categories`;
  const made = await fetch(api, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'calev kit warm-up' }),
  });
  const { id } = (await made.json()) as { id?: number };
  if (made.status !== 201 || typeof id !== 'number')
    throw new Error(`the warm-up category was refused (${made.status})`);
  const deleted = await fetch(`${api}/${id}`, { method: 'DELETE', headers: { authorization } });
  if (deleted.status !== 200) throw new Error(`the warm-up category was not deleted (${deleted.status})`);
}

/**
 * The site of one test file: started before its tests, stopped and dropped after them. Where it
 * cannot run here (no kit, no root, start.sh failed) the file says why in one line and `get`
 * skips each test; with CALEV_SITE_REQUIRED=1, as in CI, that is a failure instead.
 */
export function siteOfFile(what: string): { get(ctx: TestContext): Site } {
  let site: Site | undefined;
  let unavailable = missingPrerequisite();
  beforeAll(async () => {
    assertBuilt();
    if (!unavailable) {
      try {
        site = await startSite();
      } catch (err) {
        unavailable = `the site did not start: ${(err as Error).message}`;
      }
    }
    if (unavailable && process.env.CALEV_SITE_REQUIRED === '1')
      throw new Error(`the real-site suite must run here, but: ${unavailable}`);
    if (unavailable) console.log(`${what} skipped: ${unavailable}`);
  }, 330_000);
  afterAll(async () => {
    await site?.stop();
  }, 60_000);
  return {
    get(ctx) {
      if (!site) return ctx.skip(unavailable ?? 'no site');
      return site;
    },
  };
}
