// HTTP Basic authentication (API.md §2.1, §1.11 step 1).
import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { UserRecord } from '../store/records.js';
import type { Store } from '../store/store.js';
import { ApiError } from './errors.js';
import { verifyPassword } from './passwords.js';

/**
 * Remembers credentials that verified, as a SHA-256 digest keyed by a per-process secret, so
 * that scrypt runs once per user and password rather than on every request. Nothing readable is
 * kept. The digest is the secret followed by the credentials, hashed in one call: it never leaves
 * the process, so HMAC's protection of a published digest (against length extension) is not
 * needed, and an HMAC object per request cost ~17 us of every authenticated request's CPU in
 * `calev serve` (most of it the object's set-up), the one-shot hash ~1 us.
 */
export class CredentialCache {
  private readonly key = randomBytes(32).toString('base64');
  private readonly verified = new Map<number, { hash: string; mac: Buffer }>();

  private mac(login: string, password: string): Buffer {
    return hash('sha256', `${this.key}\0${login}\0${password}`, 'buffer');
  }

  has(user: UserRecord, password: string): boolean {
    const hit = this.verified.get(user.id);
    if (!hit || hit.hash !== user.passwordHash) return false;
    return timingSafeEqual(hit.mac, this.mac(user.login, password));
  }

  remember(user: UserRecord, password: string): void {
    this.verified.set(user.id, { hash: user.passwordHash, mac: this.mac(user.login, password) });
  }
}

function decodeBasic(header: string | undefined): { login: string; password: string } | null {
  if (!header) return null;
  const m = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!m) return null;
  const text = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = text.indexOf(':');
  if (colon < 0 || text.includes('\uFFFD')) return null;
  return { login: text.slice(0, colon), password: text.slice(colon + 1) };
}

/** The header holds decodable Basic credentials (anything else is anonymous, §1.11). */
export function hasBasicCredentials(header: string | undefined): boolean {
  return decodeBasic(header) !== null;
}

function constantEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The header holds the local administrator token: the calev commands that go to the `serve`
 * holding their data dir. Nobody guesses that, so the login throttle leaves it alone: others'
 * failed logins from the same address (every local client is 127.0.0.1) never lock it out.
 */
export function isLocalToken(header: string | undefined, local: { login: string; token: string }): boolean {
  const creds = decodeBasic(header);
  return creds !== null && creds.login === local.login && constantEqual(creds.password, local.token);
}

/**
 * The calling user, null when anonymous, 'local' for the local administrator token. With
 * `users: false` (`serve --public-read-only`) the users of the data dir are never consulted:
 * their credentials are ignored and the caller is anonymous; only the local token still counts.
 */
export async function authenticate(
  header: string | undefined,
  store: Store,
  cache: CredentialCache,
  local: { login: string; token: string },
  opts: { users?: boolean } = {},
): Promise<UserRecord | null | 'local'> {
  const creds = decodeBasic(header);
  if (!creds) return null;
  if (creds.login === local.login) {
    if (constantEqual(creds.password, local.token)) return 'local';
    throw new ApiError('incorrect_password');
  }
  if (opts.users === false) return null;
  const wanted = creds.login.toLowerCase();
  const user = store
    .all('users')
    .find((u) => u.login.toLowerCase() === wanted || (u.email !== '' && u.email.toLowerCase() === wanted));
  if (!user) throw new ApiError('invalid_username');
  if (cache.has(user, creds.password)) return user;
  if (!(await verifyPassword(creds.password, user.passwordHash))) throw new ApiError('incorrect_password');
  cache.remember(user, creds.password);
  return user;
}
