// Where a command goes and how it prints: every setting resolved as flag > environment variable >
// active profile > default (CLI.md §1).
import type { TargetSettings } from '../api/target.js';
import { xdgDir, type Env } from './env.js';
import { LANGUAGES, NAMESPACE, type Language } from '../spec/types.js';
import { keyringAccount, type ConfigData, type Profile, type ProfileKey } from './config.js';
import { UsageError } from './errors.js';

import { FORMATS, type Format } from './formats.js';

export { FORMATS, type Format } from './formats.js';

/** The global flags (see src/cli/program.ts), as commander collects them. */
export interface GlobalFlags {
  profile?: string;
  url?: string;
  apiRoot?: string;
  namespace?: string;
  /** repeatable: the API user (last one), or the users of `calev serve` */
  user?: string[];
  dataDir?: string;
  /** seconds, as given */
  lockTimeout?: string;
  lang?: string;
  format?: string;
  fields?: string[];
  raw?: boolean;
  quiet?: boolean;
  verbose?: boolean;
  color?: boolean;
  /** credentials may go over plain http to a host that is not this machine */
  allowHttp?: boolean;
}

export interface Settings extends TargetSettings {
  /** the active profile's name, if any */
  profileName?: string;
  profile?: Profile;
  lang?: Language;
  format?: Format;
  /** the keyring entry to read the password from (src/setup/credentials.ts); set when no password was given */
  keyringAccount?: string;
  /** the profile's credentials are for this target: its site, and its user or none given */
  ownCredentials: boolean;
  /** the password came from CALEV_PASSWORD, which beats a saved one */
  passwordFromEnv?: boolean;
  /** the profile keeps a password for this target (in its file or the keyring) */
  passwordSaved?: boolean;
}

export const DEFAULT_API_ROOT = '/wp-json';

/** `$XDG_DATA_HOME/calev`, else `~/.local/share/calev`. */
export function defaultDataDir(env: Env): string {
  return xdgDir(env, 'XDG_DATA_HOME', '.local/share');
}

/** `$XDG_STATE_HOME/calev`, else `~/.local/state/calev`: what a command leaves for the next run. */
export function stateDir(env: Env): string {
  return xdgDir(env, 'XDG_STATE_HOME', '.local/state');
}

/** The profile a command uses: --profile > CALEV_PROFILE > the one marked current. */
export function activeProfileName(flags: GlobalFlags, env: Env, config: ConfigData): string | undefined {
  const named = flags.profile ?? nonEmpty(env.CALEV_PROFILE);
  if (named !== undefined) {
    if (!config.profiles[named])
      throw new UsageError(`no profile named "${named}"`, 'list them with: calev profile list');
    return named;
  }
  return config.current && config.profiles[config.current] ? config.current : undefined;
}

/**
 * The `lang` of the active profile, for the user's language (src/setup/i18n.ts) before the
 * command runs; a --profile or CALEV_PROFILE that names no profile has none here, and the command
 * reports it when it resolves its settings.
 */
export function profileLanguage(flags: GlobalFlags, env: Env, config: ConfigData): string | undefined {
  try {
    const name = activeProfileName(flags, env, config);
    return name === undefined ? undefined : nonEmpty(config.profiles[name].lang);
  } catch {
    return undefined;
  }
}

export function resolveSettings(flags: GlobalFlags, env: Env, config: ConfigData): Settings {
  const profileName = activeProfileName(flags, env, config);
  const profile = profileName ? config.profiles[profileName] : undefined;
  const pick = (flag: string | undefined, envName: string, key: ProfileKey): string | undefined =>
    flag ?? nonEmpty(env[envName]) ?? nonEmpty(profile?.[key]);
  // what the profile says of its own site (its API root and namespace), for that site only
  const pickForSite = (flag: string | undefined, envName: string, key: ProfileKey): string | undefined =>
    flag ?? nonEmpty(env[envName]) ?? (profileSite ? nonEmpty(profile?.[key]) : undefined);

  // `--data-dir` names this command's target: the local data dir, even when the environment or
  // the profile in use names a site (a flag beats both); beside a site named by a flag too, the
  // command line contradicts itself.
  const localFlag = flags.dataDir !== undefined;
  if (localFlag && flags.url !== undefined)
    throw new UsageError('--data-dir names a local data dir and --url a site: give one of them');
  if (localFlag && flags.profile !== undefined && nonEmpty(profile?.url) !== undefined)
    throw new UsageError(
      `--data-dir names a local data dir and --profile ${flags.profile} the site ${profile!.url}: give one of them`,
    );
  const rawUrl = localFlag ? undefined : pick(flags.url, 'CALEV_URL', 'url');
  const url = rawUrl === undefined ? undefined : normalizeUrl(rawUrl);
  // The profile's credentials belong to the profile's site: never send them to another one.
  const profileSite = profile?.url === undefined || (url !== undefined && normalizeUrl(profile.url) === url);
  const user = flags.user?.at(-1) ?? nonEmpty(env.CALEV_USER) ?? (profileSite ? nonEmpty(profile?.user) : undefined);
  // ... and to the profile's user: another user given by --user or CALEV_USER goes without them
  const profileUser = nonEmpty(profile?.user);
  const ownCredentials = profileSite && (profileUser === undefined || user === undefined || user === profileUser);
  // CALEV_PASSWORD, then the system keyring (read by the caller: it is slow), then the file.
  const envPassword = nonEmpty(env.CALEV_PASSWORD);
  const password = envPassword ?? (ownCredentials ? nonEmpty(profile?.password) : undefined);
  const inKeyring = envPassword === undefined && ownCredentials && profile?.keyring === true;
  const allowHttp =
    flags.allowHttp ?? envSwitch(env, 'CALEV_ALLOW_HTTP') ?? (profileSite && profile?.allow_http === true);

  return {
    profileName,
    profile,
    ownCredentials,
    ...(envPassword === undefined ? {} : { passwordFromEnv: true }),
    ...(ownCredentials && (nonEmpty(profile?.password) !== undefined || profile?.keyring === true)
      ? { passwordSaved: true }
      : {}),
    url,
    apiRoot: normalizeApiRoot(
      pickForSite(flags.apiRoot, 'CALEV_API_ROOT', 'api_root') ??
        (rawUrl === undefined ? undefined : apiRootInUrl(rawUrl)) ??
        DEFAULT_API_ROOT,
    ),
    namespace: normalizeNamespace(pickForSite(flags.namespace, 'CALEV_NAMESPACE', 'namespace') ?? NAMESPACE),
    user,
    password,
    allowHttp,
    ...(inKeyring && profileName && url !== undefined && user !== undefined
      ? { keyringAccount: keyringAccount(profileName, url, user) }
      : {}),
    dataDir: flags.dataDir ?? nonEmpty(env.CALEV_DATA_DIR) ?? defaultDataDir(env),
    lockTimeoutMs:
      parseLockTimeout(flags.lockTimeout, '--lock-timeout') ??
      parseLockTimeout(nonEmpty(env.CALEV_LOCK_TIMEOUT), 'CALEV_LOCK_TIMEOUT'),
    lang: parseLanguage(pick(flags.lang, 'CALEV_LANG', 'lang')),
    format: parseFormat(pick(flags.format, 'CALEV_FORMAT', 'format')),
  };
}

/** The longest wait for the data dir's lock: a day (a longer one is a typo, or a wish to never give up). */
const MAX_LOCK_TIMEOUT_S = 86_400;

/**
 * Seconds, written as a plain decimal number from 0 to a day (`30`, `1.5`), as milliseconds.
 * Number() alone took `0x10` as 16 and `1e9` as 31 years.
 */
export function parseLockTimeout(value: string | undefined, source: string): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  const seconds = Number(text);
  if (!/^\d+(?:\.\d+)?$/.test(text) || seconds > MAX_LOCK_TIMEOUT_S)
    throw new UsageError(
      `${source}: "${value}" is not a number of seconds (a decimal number from 0 to ${MAX_LOCK_TIMEOUT_S})`,
    );
  return Math.round(seconds * 1000);
}

/**
 * How long a site may take to answer a request (CALEV_TIMEOUT, seconds, more than 0), in
 * milliseconds; undefined when unset (the transport's own 30 s).
 */
export function answerTimeoutMs(env: Env): number | undefined {
  const value = nonEmpty(env.CALEV_TIMEOUT);
  if (value === undefined) return undefined;
  const seconds = Number(value.trim());
  if (value.trim() === '' || !Number.isFinite(seconds) || seconds <= 0)
    throw new UsageError(`CALEV_TIMEOUT: "${value}" is not a number of seconds (more than 0)`);
  return Math.round(seconds * 1000);
}

export function parseLanguage(value: string | undefined): Language | undefined {
  if (value === undefined) return undefined;
  const v = value.toLowerCase();
  if (!(LANGUAGES as readonly string[]).includes(v))
    throw new UsageError(`unknown language "${value}" (one of ${LANGUAGES.join(', ')})`);
  return v as Language;
}

export function parseFormat(value: string | undefined): Format | undefined {
  if (value === undefined) return undefined;
  if (!(FORMATS as readonly string[]).includes(value))
    throw new UsageError(`unknown format "${value}" (one of ${FORMATS.join(', ')})`);
  return value as Format;
}

/** `https://example.org/blog/` -> `https://example.org/blog`; anything but http(s) is a usage error. */
export function normalizeUrl(value: string): string {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw new UsageError(`not a URL: "${value}"`, 'give the site address, e.g. --url https://example.org');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new UsageError(`not an http(s) URL: "${value}"`);
  if (u.username || u.password)
    throw new UsageError('put credentials in the profile or CALEV_USER/CALEV_PASSWORD, not in the URL');
  // the address of WordPress's dashboard or login page, as a browser shows it, names the site
  // before it (a site in a folder too: https://example.org/blog/wp-admin/)
  let site = u.pathname.replace(/\/wp-(?:admin(?:\/.*)?|login\.php)$/i, '');
  // a plain-permalink API address names the site before its index.php (its root: apiRootInUrl)
  if (u.searchParams.has('rest_route')) site = site.replace(/\/index\.php$/i, '');
  return `${u.origin}${site.replace(/\/+$/, '')}`;
}

const PLAIN_API_ROOT = '/index.php?rest_route=';

/**
 * The API root a pasted address names, which normalizeUrl leaves out of the site's address: a
 * plain-permalink site's `https://example.org/?rest_route=/` (as WordPress's Link header gives
 * it) or `…/index.php?rest_route=/tribe/events/v1`.
 */
export function apiRootInUrl(value: string): string | undefined {
  try {
    return new URL(value).searchParams.has('rest_route') ? PLAIN_API_ROOT : undefined;
  } catch {
    return undefined;
  }
}

/** `wp-json/` -> `/wp-json`; the plain-permalink form `/index.php?rest_route=` is kept as given. */
export function normalizeApiRoot(value: string): string {
  // WordPress names it `/index.php?rest_route=/` (its Link header): the routes add their own slash
  if (value.includes('rest_route='))
    return (value.startsWith('/') ? value : `/${value}`).replace(/(rest_route=)\/+$/, '$1');
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

/** An on/off variable: `1`/`true`/`yes` and `0`/`false`/`no`; unset or empty: undefined. */
export function envSwitch(env: Env, name: string): boolean | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  const v = value.toLowerCase();
  if (['1', 'true', 'yes'].includes(v)) return true;
  if (['0', 'false', 'no'].includes(v)) return false;
  throw new UsageError(`${name} must be 1 or 0, not "${value}"`);
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}

/**
 * A namespace as WordPress matches it: without its outer slashes, in lower case (its routes match
 * in any case, so `Tribe/Events/v1` reaches The Events Calendar, and must be known as it).
 */
export function normalizeNamespace(namespace: string): string {
  return namespace.replace(/^\/+|\/+$/g, '').toLowerCase();
}
