// `calev profile add|list|use|show|remove`: named targets kept in the config file (0600); their
// passwords are in the system keyring or that file (src/setup/credentials.ts).
import type { Context } from '../context.js';
import type { ConfigData, Profile } from '../setup/config.js';
import { forgetPassword, passwordPlace } from '../setup/credentials.js';
import { UsageError } from '../setup/errors.js';
import { Output } from './output/output.js';
import {
  apiRootInUrl,
  defaultDataDir,
  normalizeNamespace,
  normalizeUrl,
  parseFormat,
  parseLanguage,
} from '../setup/settings.js';

export interface ProfileOptions {
  name: string;
  /** make it the active profile */
  use?: boolean;
}

function existing(data: ConfigData, name: string): Profile {
  const profile = data.profiles[name];
  if (!profile) throw new UsageError(`no profile named "${name}"`, 'list them with: calev profile list');
  return profile;
}

/** What `show` and `list` print: the password is never shown, only where it is kept. */
function view(name: string, profile: Profile, current: string | undefined): Record<string, unknown> {
  const { password: _password, keyring: _keyring, ...rest } = profile;
  return { name, ...rest, password: passwordPlace(profile), current: name === current };
}

/** The columns of `list` as a table or CSV: every key of CLI.md §1 (the password as where it is kept). */
const LIST_FIELDS = ['name', 'url', 'user', 'namespace', 'api_root', 'lang', 'format', 'password', 'current'];
/** `show` as CSV: every setting the profile keeps. */
const SHOW_FIELDS = [...LIST_FIELDS, 'allow_http'];

/**
 * Creates the profile or changes the settings given (--url, --api-root, --namespace, --user,
 * --lang, --format, --allow-http). A saved password belongs to the site and user it was saved
 * for: when either changes, it is removed.
 */
export async function runProfileAdd(opts: ProfileOptions, ctx: Context): Promise<void> {
  if (!/^[\w.-]+$/.test(opts.name))
    throw new UsageError(`profile names use letters, digits, '.', '_' and '-' ("${opts.name}")`);
  const f = ctx.flags;
  const given: Profile = {};
  if (f.url !== undefined) {
    given.url = normalizeUrl(f.url);
    // the API's address given as the site's: saved, every command and login would fail on it
    const api = /^(.*?)\/wp-json(?:\/.*)?$/i.exec(given.url);
    if (api)
      throw new UsageError(
        `--url is the site's address, not its API's`,
        `calev profile add ${opts.name} --url ${api[1] || new URL(given.url).origin}`,
      );
  }
  const apiRoot = f.apiRoot ?? (f.url === undefined ? undefined : apiRootInUrl(f.url));
  if (apiRoot !== undefined) given.api_root = apiRoot;
  if (f.namespace !== undefined) given.namespace = normalizeNamespace(f.namespace);
  if (f.user?.length) given.user = f.user.at(-1);
  if (f.lang !== undefined) given.lang = parseLanguage(f.lang);
  if (f.format !== undefined) given.format = parseFormat(f.format);
  if (f.allowHttp) given.allow_http = true;
  const config = await ctx.config();
  const data = config.read();
  const before = data.profiles[opts.name];
  if (!before && given.url === undefined) throw new UsageError('a new profile needs --url');
  let kept = before;
  const moved = (given.url ?? before?.url) !== before?.url || (given.user ?? before?.user) !== before?.user;
  if (before && moved && passwordPlace(before)) {
    const forgotten = await forgetPassword(ctx, opts.name, before);
    kept = forgotten.profile;
    ctx.io.stderr.write(
      forgotten.problem
        ? `note: the password of ${before.user} at ${before.url} stays in the system keyring, which did not answer (${forgotten.problem})\n`
        : `removed the saved password of ${before.user} at ${before.url}: it was for that site and user\n`,
    );
  }
  // the API root and namespace found for the old site are not the new one's (login finds them)
  if (kept && given.url !== undefined && given.url !== before?.url) {
    const { api_root: _root, namespace: _namespace, ...rest } = kept;
    kept = rest;
  }
  data.profiles[opts.name] = { ...kept, ...given };
  if (opts.use || data.current === undefined || !data.profiles[data.current]) data.current = opts.name;
  await config.write(data);
  if (!ctx.flags.quiet) {
    ctx.io.stderr.write(
      `${before ? 'updated' : 'added'} profile ${opts.name}${data.current === opts.name ? ' (active)' : ''}\n`,
    );
    if (!passwordPlace(data.profiles[opts.name]))
      ctx.io.stderr.write(`save its application password with: calev login --profile ${opts.name}\n`);
  }
}

export async function runProfileList(ctx: Context): Promise<void> {
  const data = (await ctx.config()).read();
  const output = await Output.for(ctx, undefined, LIST_FIELDS, 'name');
  const writer = output.list();
  await writer.add(Object.entries(data.profiles).map(([name, p]) => view(name, p, data.current)));
  await writer.end();
}

/** `profile use NAME`, or `profile use --none`: no profile active, the local data dir again. */
export async function runProfileUse(opts: { name?: string; none?: boolean }, ctx: Context): Promise<void> {
  if (opts.none && opts.name !== undefined) throw new UsageError('give a profile or --none, not both');
  if (!opts.none && opts.name === undefined)
    throw new UsageError('give the profile to use', 'for the local data dir again: calev profile use --none');
  const config = await ctx.config();
  const data = config.read();
  if (opts.name !== undefined) existing(data, opts.name);
  if (opts.name === undefined) delete data.current;
  else data.current = opts.name;
  await config.write(data);
  if (ctx.flags.quiet) return;
  if (opts.name !== undefined) {
    ctx.io.stderr.write(`active profile: ${opts.name}\n`);
    return;
  }
  ctx.io.stderr.write(`no active profile: commands use the local data dir ${localDataDir(ctx)}\n`);
  // what still picks a site in this shell, before the config file (CLI.md §1)
  for (const name of ['CALEV_PROFILE', 'CALEV_URL'] as const)
    if (ctx.env[name]) ctx.io.stderr.write(`note: ${name}=${ctx.env[name]} still picks a site where it is set\n`);
}

function localDataDir(ctx: Context): string {
  return ctx.env.CALEV_DATA_DIR || defaultDataDir(ctx.env);
}

export async function runProfileShow(opts: Partial<ProfileOptions>, ctx: Context): Promise<void> {
  const data = (await ctx.config()).read();
  const name = opts.name ?? ctx.flags.profile ?? ctx.env.CALEV_PROFILE ?? data.current;
  if (name === undefined) throw new UsageError('no active profile', 'add one with: calev profile add NAME --url URL');
  await (await Output.for(ctx, undefined, SHOW_FIELDS, 'name')).item(view(name, existing(data, name), data.current));
}

export async function runProfileRemove(opts: ProfileOptions, ctx: Context): Promise<void> {
  const config = await ctx.config();
  const data = config.read();
  const profile = existing(data, opts.name);
  const { problem } = await forgetPassword(ctx, opts.name, profile);
  if (problem)
    ctx.io.stderr.write(
      `note: the password of ${profile.user} at ${profile.url} stays in the system keyring, which did not answer (${problem}); delete its entry (service calev) with the keyring's own tool\n`,
    );
  delete data.profiles[opts.name];
  const wasActive = data.current === opts.name;
  if (wasActive) delete data.current;
  await config.write(data);
  if (ctx.flags.quiet) return;
  ctx.io.stderr.write(`removed profile ${opts.name}\n`);
  // the commands that went to its site go to the local data dir from now on: said, not silent
  if (wasActive && !ctx.env.CALEV_URL && !ctx.env.CALEV_PROFILE) {
    const others = Object.keys(data.profiles);
    ctx.io.stderr.write(
      `note: no profile is active now: commands use the local data dir ${localDataDir(ctx)}${others.length ? `; pick a site with: calev profile use ${others.length === 1 ? others[0] : 'NAME'}` : ''}\n`,
    );
  }
}
