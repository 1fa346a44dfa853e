// The config file: named profiles (targets and credentials) and the active one. Kept with conf
// in the XDG config dir, mode 0600 because it holds application passwords where no system keyring
// answers (src/setup/credentials.ts).
import { chmodSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Conf from 'conf';
import { xdgDir, type Env } from './env.js';
import { CommandError } from './errors.js';

export const PROFILE_KEYS = ['url', 'api_root', 'namespace', 'user', 'password', 'lang', 'format'] as const;
export type ProfileKey = (typeof PROFILE_KEYS)[number];
export type Profile = Partial<Record<ProfileKey, string>> & {
  /** credentials may go over plain http to this profile's site (src/setup/credentials.ts) */
  allow_http?: boolean;
  /** the password is kept in the system keyring, not in `password` */
  keyring?: boolean;
};

/**
 * The system keyring entry of a profile's password: one per profile, site and user, so that a
 * profile pointed at another site or user never finds the old password.
 */
export function keyringAccount(profile: string, url: string, user: string): string {
  return `${profile}:${user}@${url}`;
}

export interface ConfigData {
  current?: string;
  profiles: Record<string, Profile>;
}

export interface ConfigStore {
  readonly path: string;
  read(): ConfigData;
  write(data: ConfigData): Promise<void>;
}

/** `$XDG_CONFIG_HOME/calev`, else `~/.config/calev`. */
export function configDir(env: Env): string {
  return xdgDir(env, 'XDG_CONFIG_HOME', '.config');
}

/** The stop signals calev handles itself once a command listens (src/setup/interrupt.ts). */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * Loads a module, then takes off the SIGINT and SIGTERM listeners it added. conf's file writer
 * (atomically) hooks both, through when-exit, to clean its temporary files and then send the
 * signal to the process again: a command stopping on the first Ctrl+C took that second signal
 * for a second Ctrl+C and gave up its requests in flight, leaving half-written events on a
 * WordPress site. Without them a signal does what calev makes it do; the temporary file of a
 * config write cut short by one may stay beside the config.
 */
async function withoutSignalHooks<T>(load: () => Promise<T>): Promise<T> {
  const before = new Map(STOP_SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  const loaded = await load();
  for (const s of STOP_SIGNALS)
    for (const listener of process.listeners(s)) if (!before.get(s)!.has(listener)) process.off(s, listener);
  return loaded;
}

/**
 * The config file that is not JSON, named with the line and column of its problem, as a damaged
 * file of the data dir is (conf's own error names neither the file nor where).
 */
async function damagedConfig(path: string, err: SyntaxError): Promise<CommandError> {
  const [{ readFile }, { describeProblemAt, FIX_HINT }, { locateJsonProblem }] = await Promise.all([
    import('node:fs/promises'),
    import('../store/files.js'),
    import('../store/json-location.js'),
  ]);
  const text = await readFile(path, 'utf8').catch(() => '');
  const problem = locateJsonProblem(text);
  return new CommandError(
    describeProblemAt(path, text, problem?.offset, `not valid JSON: ${problem?.reason ?? err.message}`),
    FIX_HINT,
  );
}

/**
 * What the config file holds, read as conf reads it (JSON) but without loading conf, which takes
 * longer than the rest of `calev --help`: every command reads the file for the user's language.
 */
async function readConfig(path: string): Promise<ConfigData> {
  if (!existsSync(path)) return { profiles: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw err instanceof SyntaxError ? await damagedConfig(path, err) : err;
  }
  const stored = (parsed ?? {}) as Partial<ConfigData>;
  return { current: stored.current, profiles: { ...stored.profiles } };
}

/**
 * Opens the config. Conf is loaded only when the file is written, so commands that never change
 * profiles neither load it nor create a file.
 */
export async function openConfig(env: Env): Promise<ConfigStore> {
  const cwd = configDir(env);
  const path = join(cwd, 'config.json');
  let conf: Conf<ConfigData> | undefined;
  const load = async () => {
    if (!conf) {
      const { default: Conf } = await withoutSignalHooks(() => import('conf'));
      try {
        conf = new Conf<ConfigData>({
          cwd,
          configName: 'config',
          projectSuffix: '',
          configFileMode: 0o600,
          accessPropertiesByDotNotation: false,
          defaults: { profiles: {} },
          clearInvalidConfig: false,
        });
      } catch (err) {
        throw err instanceof SyntaxError ? await damagedConfig(path, err) : err;
      }
    }
    return conf;
  };
  let data = await readConfig(path);
  return {
    path,
    read: () => structuredClone(data),
    async write(next) {
      const c = await load();
      c.set('profiles', next.profiles);
      if (next.current === undefined) c.delete('current');
      else c.set('current', next.current);
      // conf sets the mode only when it creates the file; a file made earlier keeps its own.
      chmodSync(c.path, 0o600);
      data = structuredClone(next);
    },
  };
}
