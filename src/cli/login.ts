// `calev login`: asks for the application password (or reads it from stdin), checks it against the
// site with an authenticated request, and saves it for the profile: in the system keyring where
// one answers, else in the config file (0600). `calev logout` removes it from wherever it is.
import type { ApiClient } from '../api/client.js';
import { ApiError, ResponseError } from '../api/errors.js';
import { readSiteIndex } from '../api/site-index.js';
import type { Context } from '../context.js';
import { NAMESPACE, TEC_NAMESPACE } from '../spec/types.js';
import { forgetPassword, inClearOffMachine, refuseClearCredentials, storePassword } from '../setup/credentials.js';
import { AuthError, CommandError, UsageError } from '../setup/errors.js';
import {
  DEFAULT_API_ROOT,
  defaultDataDir,
  envSwitch,
  normalizeApiRoot,
  normalizeNamespace,
  normalizeUrl,
} from '../setup/settings.js';
import { CREDENTIALS_DROPPED, withheldHint } from './hints.js';
import { readStdinLine } from './stdin.js';

export interface LoginOptions {
  /** read the password from the first line of stdin */
  passwordStdin?: boolean;
}

export async function runLogin(opts: LoginOptions, ctx: Context): Promise<void> {
  const config = await ctx.config();
  const data = config.read();
  const name = ctx.flags.profile ?? ctx.env.CALEV_PROFILE ?? data.current ?? 'default';
  const profile = data.profiles[name] ?? {};
  const f = ctx.flags;
  const need = async (flag: 'url' | 'user', label: string): Promise<string> => {
    if (!ctx.interactive()) throw new UsageError(`login needs --${flag}`);
    return ctx.prompter.input(label);
  };
  const url = normalizeUrl(f.url ?? ctx.env.CALEV_URL ?? profile.url ?? (await need('url', 'Site URL')));
  const user = f.user?.at(-1) ?? ctx.env.CALEV_USER ?? profile.user ?? (await need('user', 'User'));
  // the active profile, not named: a login to another site or as another user would replace it
  const named = f.profile ?? ctx.env.CALEV_PROFILE;
  const sameSite = profile.url === undefined || normalizeUrl(profile.url) === url;
  if (
    named === undefined &&
    data.profiles[name] &&
    (!sameSite || (profile.user !== undefined && profile.user !== user))
  )
    throw new UsageError(
      `the active profile ${name} is for ${profile.user ?? 'no user'} at ${profile.url ?? 'no site'}: this login would replace it`,
      `save it as a profile of its own: calev login --profile NAME --url ${url} --user ${user} (or replace that one: --profile ${name})`,
    );
  const allowHttp =
    f.allowHttp ?? envSwitch(ctx.env, 'CALEV_ALLOW_HTTP') ?? (profile.url === url && profile.allow_http === true);
  // before the password is asked for: it could not be sent
  refuseClearCredentials({ url, user, allowHttp });
  const password = await askPassword(opts, ctx, user, url);
  // what the profile found for its own site; another site's are found anew
  let apiRoot = f.apiRoot ?? ctx.env.CALEV_API_ROOT ?? (sameSite ? profile.api_root : undefined);
  // none given: where the default root is not the API, WordPress names it on its pages
  const discover = apiRoot === undefined;
  const givenNamespace = f.namespace ?? ctx.env.CALEV_NAMESPACE ?? (sameSite ? profile.namespace : undefined);
  let namespace = givenNamespace === undefined ? undefined : normalizeNamespace(givenNamespace);
  const connect = (ns: string) =>
    ctx.connect({
      url,
      user,
      password,
      allowHttp,
      apiRoot: normalizeApiRoot(apiRoot ?? DEFAULT_API_ROOT),
      namespace: ns,
      dataDir: defaultDataDir(ctx.env),
    });
  let client = await connect(namespace ?? NAMESPACE);
  /** On a site whose API is not at the default root: the root its pages name, connected to; else false. */
  const moveToAdvertisedRoot = async (): Promise<boolean> => {
    const advertised = discover && apiRoot === undefined ? await advertisedApiRoot(client, url) : undefined;
    if (advertised === undefined) return false;
    apiRoot = advertised;
    await client.close();
    client = await connect(namespace ?? NAMESPACE);
    if (!f.quiet) ctx.io.stderr.write(`${url} serves its REST API at ${advertised} (as its pages say)\n`);
    return true;
  };
  try {
    if (namespace === undefined) {
      // none given: the calendar API the site's REST index lists (The Events Calendar's on most sites)
      let found = await calendarNamespace(client, url);
      if (found === NOT_AN_INDEX)
        found = (await moveToAdvertisedRoot()) ? await calendarNamespace(client, url) : undefined;
      if (found === NOT_AN_INDEX) found = undefined;
      if (found !== undefined && found !== NAMESPACE) {
        await client.close();
        client = await connect(found);
        namespace = found;
        if (!f.quiet) ctx.io.stderr.write(`${url} serves The Events Calendar's API (namespace ${found})\n`);
      }
    }
    // With credentials, a wrong user or password is refused on every route (401).
    await client.call('GET', '', { subject: `login to ${url}` }).catch(async (err: unknown) => {
      if (!notTheApi(err) || !(await moveToAdvertisedRoot())) throw err;
      return client.call('GET', '', { subject: `login to ${url}` });
    });
    // WordPress answers reads as it would anyone's when the credentials never reach it
    if ((namespace ?? NAMESPACE) === TEC_NAMESPACE) await credentialsArrive(client, url, user, name);
  } catch (err) {
    if (err instanceof ApiError && err.refusedCaller && err.credentialsWithheldAt !== undefined)
      throw withheldError(err, url, user, name);
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
      throw new AuthError(
        `${url} refused user ${user}: ${err.apiMessage} (${err.status} ${err.code})`,
        'check the user name and create an application password in the site’s user profile',
      );
    }
    throw err;
  } finally {
    await client.close();
  }
  const { allow_http: _allowed, api_root: _root, namespace: _namespace, ...rest } = profile;
  const { profile: saved, stored } = await storePassword(
    ctx,
    name,
    profile,
    {
      ...rest,
      url,
      user,
      ...(apiRoot ? { api_root: apiRoot } : {}),
      ...(namespace ? { namespace } : {}),
      // the user said http is fine for this site: the profile remembers it
      ...(allowHttp && inClearOffMachine(url) ? { allow_http: true } : {}),
    },
    password,
  );
  data.profiles[name] = saved;
  if (data.current === undefined || !data.profiles[data.current]) data.current = name;
  await config.write(data);
  if (stored.where === 'keyring') {
    if (!f.quiet)
      ctx.io.stderr.write(`logged in to ${url} as ${user}; saved in the system keyring for profile ${name}\n`);
    return;
  }
  if (!f.quiet) ctx.io.stderr.write(`logged in to ${url} as ${user}; saved in profile ${name}\n`);
  // said even with --quiet: the user must know that the password sits in a file
  ctx.io.stderr.write(
    `note: no system keyring answered (${stored.reason}), so the password is in ${config.path} (mode 0600)\n`,
  );
}

/** The answer at the API root was a page, or none: not WordPress's REST API. */
const NOT_AN_INDEX = Symbol('not an index');

function notTheApi(err: unknown): boolean {
  return err instanceof ResponseError || (err instanceof ApiError && err.status === 404 && err.code === 'http_404');
}

/**
 * The API root WordPress names in the `Link: <…>; rel="https://api.w.org/"` header of its pages
 * (`/index.php?rest_route=` on a site without pretty permalinks, whose `/wp-json/` is a page),
 * relative to the site URL; undefined where the home page names none, another site, or the
 * default root.
 */
async function advertisedApiRoot(client: ApiClient, url: string): Promise<string | undefined> {
  const base = new URL(url);
  const path = base.pathname.replace(/\/+$/, '');
  let link: string | undefined;
  try {
    link = (await client.send('GET', `${path}/`)).headers.link;
  } catch {
    return undefined;
  }
  const href = link && /<([^>]+)>\s*;\s*rel="?https:\/\/api\.w\.org\/"?/.exec(link)?.[1];
  if (!href) return undefined;
  let api: URL;
  try {
    api = new URL(href, base);
  } catch {
    return undefined;
  }
  const route = api.searchParams.has('rest_route') ? `${api.pathname}?rest_route=` : api.pathname;
  if (api.origin !== base.origin || !route.startsWith(path)) return undefined;
  const root = normalizeApiRoot(route.slice(path.length));
  return root === DEFAULT_API_ROOT ? undefined : root;
}

/**
 * Did the credentials reach WordPress? A web server that drops the Authorization header (Apache
 * with CGI or FastCGI), or a site whose application passwords are off, lets the reads through as
 * anyone's and refuses every write (401): asked of WordPress's own user route, which says who is
 * logged in. A site that closes that route (a security plugin) is not refused for it.
 */
async function credentialsArrive(client: ApiClient, url: string, user: string, profile: string): Promise<void> {
  try {
    await client.callRoute('GET', '/wp/v2/users/me', { query: { _fields: 'id' }, subject: `login to ${url}` });
  } catch (err) {
    // wrong credentials were refused before; a route closed to its users by a security plugin
    // (403, 404) says nothing of them
    if (!(err instanceof ApiError && err.status === 401 && err.code === 'rest_not_logged_in')) return;
    if (err.credentialsWithheldAt !== undefined) throw withheldError(err, url, user, profile);
    throw new AuthError(
      `${url} did not get the credentials of user ${user}: WordPress answered as if none were sent (${err.status} ${err.code})`,
      CREDENTIALS_DROPPED,
    );
  }
}

/** A refusal by the site a redirect sent the login to, which calev gave no credentials. */
function withheldError(err: ApiError, url: string, user: string, profile: string): AuthError {
  const to = err.credentialsWithheldAt!;
  return new AuthError(
    `${url} did not get the credentials of user ${user}: it sends the requests on to ${to} (${err.status} ${err.code})`,
    withheldHint(to, profile),
  );
}

/**
 * The calendar API a site's REST index (API.md §1.4) lists: calev's own namespace, else The
 * Events Calendar's. Undefined where the index says nothing of its namespaces (not a WordPress
 * index, or not readable there): the namespace check that follows says what is wrong.
 */
async function calendarNamespace(client: ApiClient, url: string): Promise<string | typeof NOT_AN_INDEX | undefined> {
  let namespaces: unknown;
  try {
    namespaces = (await readSiteIndex(client, ['namespaces'])).namespaces;
  } catch (err) {
    // a wrong user or password is refused here too
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) throw err;
    return notTheApi(err) ? NOT_AN_INDEX : undefined;
  }
  if (!Array.isArray(namespaces)) return undefined;
  for (const ns of [NAMESPACE, TEC_NAMESPACE]) if (namespaces.includes(ns)) return ns;
  throw new CommandError(
    `${url} has no calendar API: its REST API lists neither ${NAMESPACE} nor ${TEC_NAMESPACE}`,
    'is The Events Calendar active on the site? If its API is under another namespace, give --namespace',
  );
}

/** --password-stdin, else CALEV_PASSWORD, else a question on the terminal. */
async function askPassword(opts: LoginOptions, ctx: Context, user: string, url: string): Promise<string> {
  if (opts.passwordStdin) {
    const line = await readStdinLine(ctx);
    if (line === '')
      throw new UsageError(
        'no password on standard input',
        `pipe it in: printf '%s\\n' "$PASSWORD" | calev login --password-stdin`,
      );
    return line;
  }
  const fromEnv = ctx.env.CALEV_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!ctx.interactive())
    throw new UsageError(
      'no terminal to ask for the application password',
      'pipe it in with --password-stdin, or set CALEV_PASSWORD',
    );
  return ctx.prompter.password(`Application password for ${user} at ${url}`);
}

/** `calev logout [--profile P]`: the profile stays, its saved password goes. */
export async function runLogout(ctx: Context): Promise<void> {
  const config = await ctx.config();
  const data = config.read();
  const name = ctx.flags.profile ?? (ctx.env.CALEV_PROFILE || undefined) ?? data.current;
  if (name === undefined)
    throw new UsageError('no profile to log out of', 'name one with --profile; list them with: calev profile list');
  const profile = data.profiles[name];
  if (!profile) throw new UsageError(`no profile named "${name}"`, 'list them with: calev profile list');
  const { profile: kept, removed, problem } = await forgetPassword(ctx, name, profile);
  if (removed.length > 0 || kept.keyring !== profile.keyring) {
    data.profiles[name] = kept;
    await config.write(data);
  }
  const whose = `the password of ${profile.user ?? '?'} at ${profile.url ?? '?'}`;
  if (!ctx.flags.quiet) {
    if (removed.includes('keyring'))
      ctx.io.stderr.write(`removed ${whose} from the system keyring (profile ${name})\n`);
    if (removed.includes('file')) ctx.io.stderr.write(`removed ${whose} from ${config.path} (profile ${name})\n`);
    if (removed.length === 0 && !problem) ctx.io.stderr.write(`profile ${name} has no saved password\n`);
  }
  if (problem)
    throw new CommandError(
      `${whose} stays in the system keyring, which did not answer (${problem})`,
      `run calev logout --profile ${name} where the keyring answers, or delete its entry (service calev) with the keyring's own tool`,
    );
}
