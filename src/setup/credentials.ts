// Where an application password may go and where it is kept. It goes over plain http only to this
// machine unless the user says otherwise (anyone on the network between could read it: HTTP Basic
// is the password itself, base64-encoded). It is kept in the system keyring where one answers,
// else in the config file (0600), and read from CALEV_PASSWORD, the keyring, the file, in that order.
import type { TargetSettings } from '../api/target.js';
import type { Context } from '../context.js';
import { isLoopbackName } from '../server/loopback.js';
import { keyringAccount, type Profile } from './config.js';
import { UsageError } from './errors.js';
import type { Keyring } from './keyring.js';
import type { Settings } from './settings.js';

/**
 * Refuses, before any connection, a target that would carry credentials over plain http to a host
 * that is not this machine. Anonymous requests and --allow-http pass.
 */
export function refuseClearCredentials(target: Pick<TargetSettings, 'url' | 'user' | 'allowHttp'>): void {
  if (target.url === undefined || target.user === undefined || target.allowHttp) return;
  if (!inClearOffMachine(target.url)) return;
  const url = new URL(target.url);
  throw new UsageError(
    `refusing to send the password of ${target.user} over plain http to ${url.host}: anyone on the network between could read it`,
    `use https://${url.host}${url.pathname === '/' ? '' : url.pathname} if the site has it; on a network you trust, pass --allow-http (or CALEV_ALLOW_HTTP=1, or allow_http in the profile)`,
  );
}

/** Plain http to a host that is not this machine: what travels there can be read on the way. */
export function inClearOffMachine(siteUrl: string): boolean {
  const url = new URL(siteUrl);
  return url.protocol === 'http:' && !isLoopbackName(url.hostname);
}

/**
 * The keyring of this command. Without a terminal a silent keyring is given up after 3 s; on one
 * it may be showing an unlock dialog, so calev says it is waiting and gives it 20 s.
 */
export async function openKeyring(ctx: Context): Promise<Keyring> {
  const { systemKeyring } = await import('./keyring.js');
  const patient = ctx.interactive();
  return systemKeyring({
    env: ctx.env,
    timeoutMs: patient ? 20_000 : 3_000,
    onSlow: patient
      ? () => ctx.io.stderr.write('waiting for the system keyring (it may be asking to be unlocked)...\n')
      : undefined,
  });
}

/** The settings with the password the keyring keeps for them; `problem` says why there was none. */
export async function withKeyringPassword(
  settings: Settings,
  ctx: Context,
): Promise<{ target: Settings; problem?: string }> {
  if (settings.keyringAccount === undefined) return { target: settings };
  const got = await (await openKeyring(ctx)).get(settings.keyringAccount);
  if (got.ok && got.value !== null) return { target: { ...settings, password: got.value } };
  return {
    target: settings,
    problem: got.ok
      ? 'the system keyring has no entry for it'
      : `it is kept in the system keyring, which did not answer (${got.reason})`,
  };
}

/** Where a saved password went; `reason` says why the keyring was not used. */
export type Stored = { where: 'keyring' } | { where: 'file'; reason: string };

/**
 * Saves a profile's password: in the system keyring when one answers, else in the profile itself
 * (the config file, 0600). Returns the profile to write; the caller writes the config.
 */
export async function storePassword(
  ctx: Context,
  name: string,
  before: Profile,
  next: Profile & { url: string; user: string },
  password: string,
): Promise<{ profile: Profile; stored: Stored }> {
  const keyring = await openKeyring(ctx);
  const account = keyringAccount(name, next.url, next.user);
  const set = await keyring.set(account, password);
  const { password: _file, keyring: _marker, ...rest } = next;
  if (!set.ok) return { profile: { ...rest, password }, stored: { where: 'file', reason: set.reason } };
  const old = savedAccount(name, before);
  // the entry of the site or user the profile named before would otherwise stay behind
  if (old !== undefined && old !== account) await keyring.delete(old);
  return { profile: { ...rest, keyring: true }, stored: { where: 'keyring' } };
}

/**
 * Removes a profile's saved password from wherever it is kept. `removed` names the places it was
 * taken from; `problem` is set when the keyring holds it and did not answer (the marker stays).
 */
export async function forgetPassword(
  ctx: Context,
  name: string,
  profile: Profile,
): Promise<{ profile: Profile; removed: Array<'keyring' | 'file'>; problem?: string }> {
  const { password, keyring: marker, ...rest } = profile;
  const removed: Array<'keyring' | 'file'> = [];
  let problem: string | undefined;
  let kept: Profile = rest;
  const account = savedAccount(name, profile);
  if (marker && account !== undefined) {
    const deleted = await (await openKeyring(ctx)).delete(account);
    if (!deleted.ok) {
      problem = deleted.reason;
      kept = { ...rest, keyring: true };
    } else if (deleted.value) removed.push('keyring');
  }
  if (password !== undefined) removed.push('file');
  return { profile: kept, removed, problem };
}

/** The keyring entry a profile's marker points at. */
export function savedAccount(name: string, profile: Profile): string | undefined {
  return profile.keyring && profile.url !== undefined && profile.user !== undefined
    ? keyringAccount(name, profile.url, profile.user)
    : undefined;
}

/** Where `profile show` says the password lives (never the password). */
export function passwordPlace(profile: Profile): string {
  if (profile.keyring) return 'system keyring';
  return profile.password ? 'config file' : '';
}
