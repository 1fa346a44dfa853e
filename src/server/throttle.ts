// Failed logins per client address (a calev addition; WordPress has no such limit). After
// `maxFailures` failed HTTP Basic logins within `windowMs` from one address, every request that
// carries credentials from that address is answered 429 too_many_login_attempts, with Retry-After,
// until the oldest failure leaves the window. Blocked requests never reach the password check, so
// they neither cost an scrypt run nor tell a guess from the right password. Requests without
// credentials and other addresses are not affected.
import { isIP } from 'node:net';
import { ApiError } from './errors.js';

export interface LoginThrottleOptions {
  /** failures allowed within the window; the next attempt is refused */
  maxFailures: number;
  windowMs: number;
  /** addresses tracked at most; the oldest are forgotten beyond this */
  maxAddresses?: number;
  /** tests pass a fake clock */
  now?: () => number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = { maxFailures: 10, windowMs: 60_000 };

/** 429 too_many_login_attempts; app.ts adds the Retry-After header. */
export class LoginThrottledError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super('too_many_login_attempts', { values: [retryAfterSeconds] });
  }
}

function isLoginFailure(err: unknown): boolean {
  return err instanceof ApiError && (err.code === 'invalid_username' || err.code === 'incorrect_password');
}

/**
 * The key an address is counted under: IPv4 as is (also when written IPv4-mapped), IPv6 by its
 * /64 prefix, since one host usually holds a whole /64 and could otherwise rotate addresses.
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0].split('::');
  const left = head === '' ? [] : head.split(':');
  const right = address.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export class LoginThrottle {
  private readonly maxFailures: number;
  private readonly windowMs: number;
  private readonly maxAddresses: number;
  private readonly now: () => number;
  /** failure times per client key, oldest first */
  private readonly failures = new Map<string, number[]>();
  /** the last credential check queued per client key */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(opts: LoginThrottleOptions) {
    this.maxFailures = opts.maxFailures;
    this.windowMs = opts.windowMs;
    this.maxAddresses = opts.maxAddresses ?? 10_000;
    this.now = opts.now ?? Date.now;
  }

  /**
   * Runs `check` (the credential check of one request from `address`) unless the address is
   * blocked. Checks from one address run one after another: otherwise a client could send a
   * thousand guesses at once, all passing the gate before the first failure is counted.
   */
  async guard<T>(address: string, check: () => Promise<T>): Promise<T> {
    const key = clientKey(address);
    this.refuseIfBlocked(key);
    const previous = this.queues.get(key) ?? Promise.resolve();
    const mine = previous.then(async () => {
      this.refuseIfBlocked(key);
      try {
        return await check();
      } catch (err) {
        if (isLoginFailure(err)) this.recordFailure(key);
        throw err;
      }
    });
    const settled = mine.catch(() => undefined);
    this.queues.set(key, settled);
    void settled.then(() => {
      if (this.queues.get(key) === settled) this.queues.delete(key);
    });
    return mine;
  }

  /** seconds until `address` may try again; 0 when it may now */
  retryAfter(address: string): number {
    return this.waitSeconds(clientKey(address));
  }

  private refuseIfBlocked(key: string): void {
    const wait = this.waitSeconds(key);
    if (wait > 0) throw new LoginThrottledError(wait);
  }

  private waitSeconds(key: string): number {
    const times = this.recent(key);
    if (times.length < this.maxFailures) return 0;
    const freeAt = times[times.length - this.maxFailures] + this.windowMs;
    return Math.max(1, Math.ceil((freeAt - this.now()) / 1000));
  }

  /** the failures of `key` still in the window (older ones are dropped) */
  private recent(key: string): number[] {
    const times = this.failures.get(key);
    if (!times) return [];
    const since = this.now() - this.windowMs;
    while (times.length > 0 && times[0] <= since) times.shift();
    if (times.length === 0) this.failures.delete(key);
    return times;
  }

  private recordFailure(key: string): void {
    const times = this.recent(key);
    times.push(this.now());
    // Only the last maxFailures matter for the decision.
    if (times.length > this.maxFailures) times.splice(0, times.length - this.maxFailures);
    this.failures.delete(key);
    this.failures.set(key, times);
    if (this.failures.size > this.maxAddresses) this.forgetOldest();
  }

  private forgetOldest(): void {
    for (const key of this.failures.keys()) {
      this.recent(key);
      if (this.failures.size <= this.maxAddresses) return;
    }
    // Still full of recent failures: the least recently failing addresses go first.
    for (const key of this.failures.keys()) {
      if (this.failures.size <= this.maxAddresses) return;
      this.failures.delete(key);
    }
  }
}
