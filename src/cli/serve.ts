// `calev serve`: the API over HTTP on the data dir until SIGINT/SIGTERM (CLI.md §2, API.md §1.3).
import type { Context } from '../context.js';
import type { Language } from '../spec/types.js';
import { UsageError } from './errors.js';

export interface ServeOptions {
  host: string;
  port: number;
  timezone?: string;
  language?: Language;
  geofence?: number;
  premium: boolean;
  /** `login:password[:role]` */
  users: string[];
}

/** Serves until `stop` settles, then closes the server and the store. */
export async function runServe(opts: ServeOptions, ctx: Context, stop: Promise<unknown>): Promise<void> {
  const { dataDir } = await ctx.settings();
  const [{ startServer }, { SettingsError }, { parseUserSpec, UserSpecError }] = await Promise.all([
    import('../server/http.js'),
    import('../server/app.js'),
    import('../server/users.js'),
  ]);
  let server;
  try {
    const users = opts.users.map(parseUserSpec);
    server = await startServer({ ...opts, dataDir, users });
  } catch (err) {
    if (err instanceof SettingsError || err instanceof UserSpecError) throw new UsageError(err.message);
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new UsageError(`port ${opts.port} on ${opts.host} is in use`, 'choose another with --port (0 picks a free one)');
    throw err;
  }
  ctx.io.stdout.write(`API: ${server.apiUrl}\nData: ${server.dataDir}\n`);
  if (ctx.io.stderr.isTTY) ctx.io.stderr.write('Press Ctrl+C to stop.\n');
  await stop;
  await server.close();
}
