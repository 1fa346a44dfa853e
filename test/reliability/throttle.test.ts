// The login throttle on its own, with a fake clock: the sliding window, Retry-After, how addresses
// are grouped, and the bound on what it remembers.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/server/errors.js';
import { clientKey, LoginThrottle, LoginThrottledError } from '../../src/server/throttle.js';

const fail = () => Promise.reject(new ApiError('incorrect_password'));
const succeed = () => Promise.resolve('ok');

function throttle(now: { t: number }, maxAddresses?: number): LoginThrottle {
  return new LoginThrottle({ maxFailures: 10, windowMs: 60_000, maxAddresses, now: () => now.t });
}

describe('LoginThrottle', () => {
  it('10 failures in a minute block the address until the oldest is a minute old', async () => {
    const now = { t: 1_000_000 };
    const t = throttle(now);
    for (let i = 0; i < 10; i++) {
      await expect(t.guard('10.0.0.1', fail)).rejects.toThrow('incorrect_password');
      now.t += 3_000;
    }
    // failures at 0, 3, ..., 27 s; now 30 s
    expect(t.retryAfter('10.0.0.1')).toBe(30);
    const refused = await t.guard('10.0.0.1', succeed).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(LoginThrottledError);
    expect((refused as LoginThrottledError).retryAfterSeconds).toBe(30);
    expect((refused as LoginThrottledError).status).toBe(429);
    now.t += 29_999;
    expect(t.retryAfter('10.0.0.1')).toBe(1);
    now.t += 1;
    // the first failure left the window: one more attempt is allowed, and it succeeds
    await expect(t.guard('10.0.0.1', succeed)).resolves.toBe('ok');
    // a new failure fills the window again, until the second oldest leaves it
    await expect(t.guard('10.0.0.1', fail)).rejects.toThrow();
    expect(t.retryAfter('10.0.0.1')).toBe(3);
  });

  it('successes and other errors are not counted; other addresses are not affected', async () => {
    const now = { t: 0 };
    const t = throttle(now);
    for (let i = 0; i < 9; i++) await t.guard('10.0.0.2', fail).catch(() => undefined);
    for (let i = 0; i < 20; i++) await t.guard('10.0.0.2', succeed);
    await t.guard('10.0.0.2', () => Promise.reject(new ApiError('rest_forbidden'))).catch(() => undefined);
    expect(t.retryAfter('10.0.0.2')).toBe(0);
    await t.guard('10.0.0.2', fail).catch(() => undefined);
    expect(t.retryAfter('10.0.0.2')).toBe(60);
    expect(t.retryAfter('10.0.0.3')).toBe(0);
  });

  it('checks from one address run one at a time, so a burst cannot pass the gate together', async () => {
    const now = { t: 0 };
    const t = throttle(now);
    let running = 0;
    let most = 0;
    const slowFail = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 2));
      running -= 1;
      throw new ApiError('incorrect_password');
    };
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => t.guard('10.0.0.4', slowFail)));
    expect(most).toBe(1);
    const reasons = results.map((r) => (r.status === 'rejected' ? (r.reason as ApiError).code : 'ok'));
    expect(reasons.filter((c) => c === 'incorrect_password')).toHaveLength(10);
    expect(reasons.filter((c) => c === 'too_many_login_attempts')).toHaveLength(15);
  });

  it('remembers a bounded number of addresses, forgetting the longest-quiet ones first', async () => {
    const now = { t: 0 };
    const t = throttle(now, 3);
    for (const a of ['10.0.1.1', '10.0.1.2', '10.0.1.3'])
      for (let i = 0; i < 10; i++) await t.guard(a, fail).catch(() => undefined);
    expect(t.retryAfter('10.0.1.1')).toBe(60);
    await t.guard('10.0.1.4', fail).catch(() => undefined);
    expect(t.retryAfter('10.0.1.1')).toBe(0);
    expect(t.retryAfter('10.0.1.2')).toBe(60);
  });
});

describe('clientKey', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::99', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s counts as %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});
