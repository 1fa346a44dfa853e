// `calev serve`: the API over HTTP on the data dir until SIGINT/SIGTERM (CLI.md §2, API.md §1.3).
import type { Context, Env } from '../context.js';
import type { Language } from '../spec/types.js';
import { StoreLockedError, StoreUnavailableError } from '../store/errors.js';
import { CommandError, UsageError } from '../setup/errors.js';

export interface ServeOptions {
  host: string;
  port: number;
  timezone?: string;
  language?: Language;
  geofence?: number;
  premium: boolean;
  /** `login:password[:role]` */
  users: string[];
  /** anonymous reads only: credentials are ignored, so every write over HTTP is refused */
  publicReadOnly?: boolean;
  /** the base URL visitors reach the server at (proxy, tunnel) */
  publicUrl?: string;
}

/**
 * CALEV_SERVE_LIMITS, e.g. `headers_timeout_ms=500,max_connections=8`: the server's limits and the
 * login throttle, for tests and for operators who need other values. Not a documented flag: the
 * defaults are what a local server wants.
 */
const LIMIT_KEYS = {
  headers_timeout_ms: 'headersTimeoutMs',
  request_timeout_ms: 'requestTimeoutMs',
  keep_alive_timeout_ms: 'keepAliveTimeoutMs',
  idle_timeout_ms: 'idleTimeoutMs',
  max_connections: 'maxConnections',
  max_header_bytes: 'maxHeaderBytes',
  login_failures: 'maxFailures',
  login_window_ms: 'windowMs',
} as const;

type LimitName = (typeof LIMIT_KEYS)[keyof typeof LIMIT_KEYS];

export function parseServeLimits(env: Env): Partial<Record<LimitName, number>> {
  const text = env.CALEV_SERVE_LIMITS?.trim();
  const out: Partial<Record<LimitName, number>> = {};
  if (!text) return out;
  for (const item of text.split(',')) {
    const [key = '', value = ''] = item.split('=').map((s) => s.trim());
    const name = (LIMIT_KEYS as Record<string, LimitName>)[key];
    if (!name || !/^\d+$/.test(value) || Number(value) < 1) {
      throw new UsageError(
        `CALEV_SERVE_LIMITS: "${item.trim()}" is not name=positive integer with a name among ${Object.keys(LIMIT_KEYS).join(', ')}`,
      );
    }
    out[name] = Number(value);
  }
  return out;
}

/** Serves until `stop` settles, then closes the server and the store. */
export async function runServe(opts: ServeOptions, ctx: Context, stop: Promise<unknown>): Promise<void> {
  const settings = await ctx.settings();
  const { dataDir } = settings;
  const [
    { startServer, ExposureError, PublicUrlError },
    { SettingsError },
    { parseUserSpec, UserSpecError },
    { DEFAULT_LOGIN_THROTTLE },
  ] = await Promise.all([
    import('../server/http.js'),
    import('../server/app.js'),
    import('../server/users.js'),
    import('../server/throttle.js'),
  ]);
  if (opts.publicReadOnly && opts.users.length > 0) {
    throw new UsageError(
      '--public-read-only ignores every login, so --user would have no effect',
      'drop --user, or drop --public-read-only to let users log in',
    );
  }
  const { maxFailures, windowMs, ...limits } = parseServeLimits(ctx.env);
  let server;
  try {
    const users = opts.users.map(parseUserSpec);
    server = await startServer({
      ...opts,
      dataDir,
      // a `calev events create` or import that holds the dir is waited for; another server is not
      storeOptions: { server: true, command: ctx.command, wait: ctx.lockWait(settings) },
      users,
      limits,
      loginThrottle: {
        ...DEFAULT_LOGIN_THROTTLE,
        ...(maxFailures ? { maxFailures } : {}),
        ...(windowMs ? { windowMs } : {}),
      },
    });
  } catch (err) {
    if (err instanceof ExposureError) throw new UsageError(err.message, err.hint);
    if (err instanceof SettingsError || err instanceof UserSpecError || err instanceof PublicUrlError)
      throw new UsageError(err.message);
    if (err instanceof StoreLockedError) {
      throw new CommandError(
        err.message,
        err.server
          ? 'only one calev serve per data dir: use that one, stop it first, or serve another --data-dir'
          : 'stop that process first, wait longer with --lock-timeout SECONDS, or serve another --data-dir',
      );
    }
    if (err instanceof StoreUnavailableError) throw new CommandError(err.message, err.hint);
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new UsageError(
        `port ${opts.port} on ${opts.host} is in use`,
        'choose another with --port (0 picks a free one)',
      );
    throw err;
  }
  ctx.io.stdout.write(
    `API: ${server.apiUrl}\nCalendar: ${server.publicUrl}/events/ (feed: ${server.publicUrl}/events.ics)\nData: ${server.dataDir}\n`,
  );
  if (opts.publicReadOnly)
    ctx.io.stderr.write(
      'Public read-only: logins are ignored, HTTP callers can only read (the calev CLI on this data dir still writes).\n',
    );
  if (ctx.io.stderr.isTTY) ctx.io.stderr.write('Press Ctrl+C to stop.\n');
  await stop;
  await server.close();
}
