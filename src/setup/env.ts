// The environment variables a command reads; tests pass their own instead of process.env.
import { homedir } from 'node:os';
import { join } from 'node:path';

export type Env = Record<string, string | undefined>;

/**
 * calev's folder under an XDG base directory: `$XDG_CONFIG_HOME/calev` when the variable holds
 * an absolute path (the spec ignores relative ones), else `~/<fallback>/calev`.
 */
export function xdgDir(env: Env, variable: string, fallback: string): string {
  const given = env[variable];
  const base = given && given.startsWith('/') ? given : join(env.HOME || homedir(), fallback);
  return join(base, 'calev');
}
