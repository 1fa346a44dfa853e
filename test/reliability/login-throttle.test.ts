// Failed logins are slowed down per client address (a calev addition, README "Reliability and
// security"): after 10 failures within a minute from one address, requests with credentials from
// it get 429 too_many_login_attempts with Retry-After; requests without credentials and other
// addresses are not affected. Through the real binary; the other addresses are other loopback
// addresses (127.0.0.2, ...), which Linux routes to the same server.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, calev, rawRequestBytes, report, startServe, stopServed, tempHome, type Served } from './support.js';

const NS = '/wp-json/calendar/events/v1';
const RIGHT = basicAuth('admin', 'admin-pass');
const WRONG = basicAuth('admin', 'not-the-password');

let home: ReturnType<typeof tempHome>;
let server: Served;
const tally = { failedLogins: 0, refused429: 0, addresses: 0 };

beforeAll(async () => {
  home = tempHome('calev-throttle-');
  server = await startServe(
    ['--port', '0', '--data-dir', join(home.home, 'data'), '--user', 'admin:admin-pass'],
    home.env,
  );
});
afterAll(async () => {
  await stopServed(server);
  home.remove();
  report('login throttle', tally);
});

function from(address: string, method: string, path: string, authorization?: string, s: Served = server) {
  const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
  const body = method === 'POST' ? '{"name":"throttle probe"}' : undefined;
  if (body) headers['Content-Type'] = 'application/json';
  return rawRequestBytes(s.base, method, path, { headers, body, localAddress: address });
}

async function failTimes(
  address: string,
  n: number,
  authorization = WRONG,
  code = 'incorrect_password',
): Promise<void> {
  for (let i = 0; i < n; i++) {
    const r = await from(address, 'GET', `${NS}/tags`, authorization);
    expect(r.status, `failure ${i + 1} from ${address}`).toBe(401);
    expect(JSON.parse(r.body).code).toBe(code);
    tally.failedLogins += 1;
  }
  tally.addresses += 1;
}

describe('10 failed logins a minute from one address', () => {
  it('the 11th attempt, even with the right password, is 429 too_many_login_attempts with Retry-After', async () => {
    await failTimes('127.0.0.1', 10);
    const r = await from('127.0.0.1', 'GET', `${NS}/tags`, RIGHT);
    expect(r.status).toBe(429);
    const wait = Number(r.headers['retry-after']);
    expect(Number.isInteger(wait) && wait >= 1 && wait <= 60, `Retry-After: ${r.headers['retry-after']}`).toBe(true);
    expect(JSON.parse(r.body)).toEqual({
      code: 'too_many_login_attempts',
      message: `Too many failed login attempts. Try again in ${wait} seconds.`,
      data: { status: 429 },
    });
    expect(r.headers['content-type']).toBe('application/json; charset=UTF-8');
    tally.refused429 += 1;
    const fr = await from('127.0.0.1', 'GET', `/fr${NS}/tags`, WRONG);
    expect(fr.status).toBe(429);
    expect(JSON.parse(fr.body).message).toMatch(
      /^Trop de tentatives de connexion échouées\. Réessayez dans \d+ secondes\.$/,
    );
    tally.refused429 += 1;
  });

  it('requests without credentials from that address are still served', async () => {
    const r = await from('127.0.0.1', 'GET', `${NS}/tags`);
    expect(r.status).toBe(200);
  });

  it("the data dir's own commands, which go to the serve holding it with its local token, are never blocked", async () => {
    expect((await from('127.0.0.1', 'GET', `${NS}/tags`, RIGHT)).status).toBe(429);
    const res = await calev(['tags', 'create', '--name', 'still mine', '--format', 'ids'], {
      env: { ...home.env, CALEV_DATA_DIR: join(home.home, 'data') },
    });
    expect([res.code, res.stderr]).toEqual([0, '']);
    expect(res.stdout).toMatch(/^\d+\n$/);
  });

  it('other addresses log in and write as usual, and keep their own count', async () => {
    const ok = await from('127.0.0.2', 'POST', `${NS}/tags`, RIGHT);
    expect(ok.status).toBe(201);
    await failTimes('127.0.0.2', 9);
    expect((await from('127.0.0.2', 'GET', `${NS}/tags`, RIGHT)).status).toBe(200);
  });

  it('unknown user names count as failures too', async () => {
    await failTimes('127.0.0.3', 10, basicAuth('nobody', 'x'), 'invalid_username');
    expect((await from('127.0.0.3', 'GET', `${NS}/tags`, RIGHT)).status).toBe(429);
    tally.refused429 += 1;
  });

  it('40 wrong logins sent at once from one address: exactly 10 are checked, 30 are refused with 429', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => from('127.0.0.4', 'GET', `${NS}/tags`, WRONG)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    tally.failedLogins += 10;
    tally.refused429 += 30;
    tally.addresses += 1;
  });

  it('the CLI over HTTP from a blocked address exits 1 with the 429 message, never the password', async () => {
    const res = await calev(['tags', 'list'], {
      env: { ...home.env, CALEV_URL: server.base, CALEV_USER: 'admin', CALEV_PASSWORD: 'not-the-password' },
    });
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(
      /^error: tags: Too many failed login attempts\. Try again in \d+ seconds\. \(429 too_many_login_attempts\)$/m,
    );
    expect(res.stderr + res.stdout).not.toContain('not-the-password');
  });
});

describe('the window', () => {
  it('with login_failures=3 and login_window_ms=1500: blocked after 3, served again once Retry-After has passed', async () => {
    const quick = await startServe(
      ['--port', '0', '--data-dir', join(home.home, 'quick'), '--user', 'admin:admin-pass'],
      {
        ...home.env,
        CALEV_SERVE_LIMITS: 'login_failures=3,login_window_ms=1500',
      },
    );
    try {
      for (let i = 0; i < 3; i++) expect((await from('127.0.0.1', 'GET', `${NS}/tags`, WRONG, quick)).status).toBe(401);
      const refused = await from('127.0.0.1', 'GET', `${NS}/tags`, RIGHT, quick);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      expect([1, 2]).toContain(wait);
      await new Promise((r) => setTimeout(r, wait * 1000 + 50));
      expect((await from('127.0.0.1', 'GET', `${NS}/tags`, RIGHT, quick)).status).toBe(200);
    } finally {
      await stopServed(quick);
    }
  });
});
