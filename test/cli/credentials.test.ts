// Credentials never in clear over the network: a password for a host that is not this machine is
// refused over plain http before any socket is opened (watched on Node's own diagnostics channels),
// unless the user allows it; anonymous http stays allowed. Also `login --password-stdin`, `logout`,
// and the file fallback where no system keyring answers (the test environment has no D-Bus). The
// remote host is a .invalid name: even a regression could not reach anything.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLoopbackName } from '../../src/server/loopback.js';
import { envSwitch, resolveSettings } from '../../src/setup/settings.js';
import { mockSite, removeDir, run, scriptedPrompter, useConfigHome } from './harness.js';
import { startTestServer, USERS } from '../support/server.js';

const home = useConfigHome();
const configFile = home.file;
const saved = home.saved;
const writeConfig = (data: unknown) => {
  mkdirSync(join(home.dir, 'calev'), { recursive: true });
  writeFileSync(configFile(), JSON.stringify(data), { mode: 0o600 });
};
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** Counts the client sockets Node opens and the requests undici creates while `fn` runs. */
async function connectionsDuring<T>(fn: () => Promise<T>): Promise<{ result: T; sockets: number; requests: number }> {
  let sockets = 0;
  let requests = 0;
  const onSocket = () => void sockets++;
  const onRequest = () => void requests++;
  subscribe('net.client.socket', onSocket);
  subscribe('undici:request:create', onRequest);
  try {
    const result = await fn();
    return { result, sockets, requests };
  } finally {
    unsubscribe('net.client.socket', onSocket);
    unsubscribe('undici:request:create', onRequest);
  }
}

/** A loopback server recording the Authorization header of each request. */
async function loopbackSite(): Promise<{ port: number; auth: Array<string | undefined>; close(): Promise<void> }> {
  const auth: Array<string | undefined> = [];
  const server = http.createServer((req, res) => {
    auth.push(req.headers.authorization);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ namespace: 'calendar/events/v1', events: [], total: 0, total_pages: 0 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    auth,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const REFUSAL =
  'error: refusing to send the password of ana over plain http to events.example.invalid: anyone on the network between could read it\n' +
  'hint: use https://events.example.invalid if the site has it; on a network you trust, pass --allow-http (or CALEV_ALLOW_HTTP=1, or allow_http in the profile)\n';

describe('a password over plain http to another machine', () => {
  it('the spy sees the sockets a request opens (the control for the tests below)', async () => {
    const s = await loopbackSite();
    const { result, sockets, requests } = await connectionsDuring(() =>
      run(['events', 'list', '--url', `http://127.0.0.1:${s.port}`, '--user', 'ana'], {
        env: { ...home.env, CALEV_PASSWORD: 'pw' },
      }),
    );
    await s.close();
    expect(result.code).toBe(0);
    expect(sockets).toBeGreaterThan(0);
    expect(requests).toBe(1);
  });

  it.each([
    ['events', 'list'],
    ['events', 'create', '--title', 'Gig', '--start-date', '2030-01-01 10:00', '--end-date', '2030-01-01 11:00'],
    ['api', 'GET', '/'],
  ])('calev %s %s … is refused with exit 2 before any connection', async (...args) => {
    const { result, sockets, requests } = await connectionsDuring(() =>
      run([...args, '--url', 'http://events.example.invalid', '--user', 'ana'], {
        env: { ...home.env, CALEV_PASSWORD: 'pw' },
      }),
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(REFUSAL);
    expect(sockets).toBe(0);
    expect(requests).toBe(0);
  });

  it('a profile with a saved password on an http site is refused the same way', async () => {
    writeConfig({
      current: 'p',
      profiles: { p: { url: 'http://events.example.invalid', user: 'ana', password: 'pw' } },
    });
    const { result, sockets } = await connectionsDuring(() => run(['events', 'list'], { env: home.env }));
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(REFUSAL);
    expect(sockets).toBe(0);
  });

  it('login is refused before it asks for the password', async () => {
    const prompter = scriptedPrompter([]);
    const { result, sockets } = await connectionsDuring(() =>
      run(['login', '--url', 'http://events.example.invalid', '--user', 'ana'], {
        env: home.env,
        prompter,
        stdinTTY: true,
        stdoutTTY: true,
      }),
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(REFUSAL);
    expect(prompter.asked).toEqual([]);
    expect(sockets).toBe(0);
    expect(() => statSync(configFile())).toThrow();
  });

  it('anonymous requests over http stay allowed', async () => {
    const site = mockSite('http://events.example.invalid', () => [200, { events: [], total: 0, total_pages: 0 }]);
    const res = await run(['events', 'list', '--url', 'http://events.example.invalid'], {
      env: home.env,
      agent: site.agent,
    });
    expect(res.code).toBe(0);
    expect(site.requests).toHaveLength(1);
    expect(site.requests[0].headers.authorization).toBeUndefined();
    await site.agent.close();
  });

  it.each([
    ['--allow-http', ['--allow-http'], {}],
    ['CALEV_ALLOW_HTTP=1', [], { CALEV_ALLOW_HTTP: '1' }],
  ])('%s lets the password go', async (_name, flags, extraEnv) => {
    const site = mockSite('http://events.example.invalid', () => [200, { events: [], total: 0, total_pages: 0 }]);
    const res = await run(['events', 'list', '--url', 'http://events.example.invalid', '--user', 'ana', ...flags], {
      env: { ...home.env, CALEV_PASSWORD: 'pw', ...extraEnv },
      agent: site.agent,
    });
    expect(res.code).toBe(0);
    expect(site.requests[0].headers.authorization).toBe(basic('ana', 'pw'));
    await site.agent.close();
  });

  it("a profile's allow_http lets it go to that profile's site; CALEV_ALLOW_HTTP=0 overrides it", async () => {
    writeConfig({
      current: 'p',
      profiles: { p: { url: 'http://events.example.invalid', user: 'ana', password: 'pw', allow_http: true } },
    });
    const site = mockSite('http://events.example.invalid', () => [200, { events: [], total: 0, total_pages: 0 }]);
    const res = await run(['events', 'list'], { env: home.env, agent: site.agent });
    expect(res.code).toBe(0);
    expect(site.requests[0].headers.authorization).toBe(basic('ana', 'pw'));
    const off = await run(['events', 'list'], { env: { ...home.env, CALEV_ALLOW_HTTP: '0' }, agent: site.agent });
    expect(off.code).toBe(2);
    expect(off.stderr).toBe(REFUSAL);
    expect(site.requests).toHaveLength(1);
    const odd = await run(['events', 'list'], { env: { ...home.env, CALEV_ALLOW_HTTP: 'maybe' }, agent: site.agent });
    expect(odd.code).toBe(2);
    expect(odd.stderr).toBe('error: CALEV_ALLOW_HTTP must be 1 or 0, not "maybe"\n');
    await site.agent.close();
  });

  it("a profile's allow_http does not cover another site given with --url", () => {
    const data = { current: 'p', profiles: { p: { url: 'http://a.example', user: 'ana', allow_http: true } } };
    expect(resolveSettings({}, {}, data).allowHttp).toBe(true);
    expect(resolveSettings({ url: 'http://b.example' }, {}, data).allowHttp).toBe(false);
    expect(resolveSettings({ url: 'http://b.example', allowHttp: true }, {}, data).allowHttp).toBe(true);
  });

  it('loopback hosts need no permission: 127.0.0.1 and localhost get the password', async () => {
    const s = await loopbackSite();
    for (const host of ['127.0.0.1', 'localhost']) {
      const res = await run(['events', 'list', '--url', `http://${host}:${s.port}`, '--user', 'ana'], {
        env: { ...home.env, CALEV_PASSWORD: 'pw' },
      });
      expect(res.code, host).toBe(0);
    }
    await s.close();
    expect(s.auth).toEqual([basic('ana', 'pw'), basic('ana', 'pw')]);
  });

  it('which host names count as this machine without asking DNS', () => {
    for (const h of ['localhost', 'LOCALHOST', 'localhost.', '127.0.0.1', '127.1.2.3', '[::1]', '::1'])
      expect(isLoopbackName(h), h).toBe(true);
    for (const h of [
      'example.org',
      'localhost.example.org',
      '10.0.0.1',
      '192.168.1.2',
      '[::]',
      '0.0.0.0',
      'mylocalhost',
    ])
      expect(isLoopbackName(h), h).toBe(false);
  });

  it('CALEV_ALLOW_HTTP takes 1/true/yes and 0/false/no', () => {
    for (const v of ['1', 'true', 'YES']) expect(envSwitch({ X: v }, 'X')).toBe(true);
    for (const v of ['0', 'false', 'no']) expect(envSwitch({ X: v }, 'X')).toBe(false);
    expect(envSwitch({ X: '' }, 'X')).toBeUndefined();
    expect(envSwitch({}, 'X')).toBeUndefined();
  });
});

describe('calev login --password-stdin', () => {
  const ok = (expected: string) =>
    mockSite('https://site.test', (req) =>
      req.headers.authorization === basic('ana', expected)
        ? [200, { namespace: 'calendar/events/v1' }]
        : [401, { code: 'incorrect_password', message: 'bad', data: { status: 401 } }],
    );

  it('reads the first line of stdin, without its line end, and saves it', async () => {
    for (const [stdin, password] of [
      ['app pass\n', 'app pass'],
      ['app pass\r\n', 'app pass'],
      ['first line\nsecond line\n', 'first line'],
      ['no newline', 'no newline'],
    ]) {
      const site = ok(password);
      const res = await run(['login', '--url', 'https://site.test', '--user', 'ana', '--password-stdin'], {
        env: { ...home.env, CALEV_PASSWORD: 'not this one' },
        stdin,
        agent: site.agent,
      });
      expect(res.code, stdin).toBe(0);
      expect(saved().profiles.default.password).toBe(password);
      await site.agent.close();
    }
  });

  it('an empty stdin is a usage error (exit 2) and nothing is sent', async () => {
    const site = ok('x');
    const res = await run(['login', '--url', 'https://site.test', '--user', 'ana', '--password-stdin'], {
      env: home.env,
      stdin: '',
      agent: site.agent,
    });
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/^error: no password on standard input\nhint: pipe it in: /);
    expect(site.requests).toEqual([]);
    await site.agent.close();
  });

  it('without a keyring the password goes to the config file (0600) and the user is told, even with --quiet', async () => {
    const site = ok('pw');
    const res = await run(['login', '--url', 'https://site.test', '--user', 'ana', '--password-stdin', '--quiet'], {
      env: home.env,
      stdin: 'pw\n',
      agent: site.agent,
    });
    expect(res.code).toBe(0);
    expect(res.stderr).toBe(
      `note: no system keyring answered (no D-Bus session bus), so the password is in ${configFile()} (mode 0600)\n`,
    );
    expect(statSync(configFile()).mode & 0o777).toBe(0o600);
    expect(saved().profiles.default).toEqual({ url: 'https://site.test', user: 'ana', password: 'pw' });
    await site.agent.close();
  });

  it('login --allow-http on an http site saves allow_http, so later commands need no flag', async () => {
    const site = mockSite('http://events.example.invalid', () => [200, { namespace: 'x', events: [], total: 0 }]);
    const res = await run(
      ['login', '--url', 'http://events.example.invalid', '--user', 'ana', '--allow-http', '--password-stdin'],
      { env: home.env, stdin: 'pw\n', agent: site.agent },
    );
    expect(res.code).toBe(0);
    expect(saved().profiles.default).toEqual({
      url: 'http://events.example.invalid',
      user: 'ana',
      password: 'pw',
      allow_http: true,
    });
    const next = await run(['events', 'list'], { env: home.env, agent: site.agent });
    expect(next.code).toBe(0);
    // login reads the site's index, then the namespace; the list
    expect(site.requests.map((r) => r.headers.authorization)).toEqual(Array(3).fill(basic('ana', 'pw')));
    await site.agent.close();
  });
});

describe('calev logout', () => {
  it('removes the password from the config file and keeps the profile; a second logout says there is none', async () => {
    writeConfig({ current: 'p', profiles: { p: { url: 'https://site.test', user: 'ana', password: 'pw' } } });
    const res = await run(['logout'], { env: home.env });
    expect(res.code).toBe(0);
    expect(res.stderr).toBe(`removed the password of ana at https://site.test from ${configFile()} (profile p)\n`);
    expect(saved()).toEqual({ current: 'p', profiles: { p: { url: 'https://site.test', user: 'ana' } } });
    expect(readFileSync(configFile(), 'utf8')).not.toContain('pw');
    const again = await run(['logout', '--profile', 'p'], { env: home.env });
    expect(again.code).toBe(0);
    expect(again.stderr).toBe('profile p has no saved password\n');
    const show = JSON.parse((await run(['profile', 'show', 'p'], { env: home.env })).stdout);
    expect(show.password).toBe('');
  });

  it('--profile chooses the profile; an unknown one or none at all is a usage error', async () => {
    writeConfig({
      current: 'a',
      profiles: {
        a: { url: 'https://a.test', user: 'u', password: 'pa' },
        b: { url: 'https://b.test', user: 'u', password: 'pb' },
      },
    });
    expect((await run(['logout', '--profile', 'b'], { env: home.env })).code).toBe(0);
    expect(saved().profiles).toEqual({
      a: { url: 'https://a.test', user: 'u', password: 'pa' },
      b: { url: 'https://b.test', user: 'u' },
    });
    const unknown = await run(['logout', '--profile', 'zz'], { env: home.env });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^error: no profile named "zz"/);
    removeDir(join(home.dir, 'calev'));
    const none = await run(['logout'], { env: home.env });
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^error: no profile to log out of\n/);
  });
});

describe('a saved password belongs to its site and user', () => {
  it('profile add with another --url or --user removes it; other changes keep it', async () => {
    writeConfig({ current: 'p', profiles: { p: { url: 'https://site.test', user: 'ana', password: 'pw' } } });
    expect((await run(['profile', 'add', 'p', '--lang', 'fr'], { env: home.env })).code).toBe(0);
    expect(saved().profiles.p.password).toBe('pw');
    const moved = await run(['profile', 'add', 'p', '--url', 'https://other.test'], { env: home.env });
    expect(moved.code).toBe(0);
    expect(moved.stderr).toMatch(
      /^removed the saved password of ana at https:\/\/site.test: it was for that site and user\n/,
    );
    expect(saved().profiles.p).toEqual({ url: 'https://other.test', user: 'ana', lang: 'fr' });
  });

  it("another user (--user, CALEV_USER) goes without the profile's password: with CALEV_PASSWORD, else refused before anything is sent", async () => {
    writeConfig({ current: 'p', profiles: { p: { url: 'https://site.test', user: 'ana', password: 'pw' } } });
    const settings = (flags: Record<string, unknown>, env: Record<string, string> = {}) =>
      resolveSettings(flags, env, saved());
    expect(settings({})).toMatchObject({ user: 'ana', password: 'pw' });
    expect(settings({ user: ['bob'] })).toMatchObject({ user: 'bob', password: undefined });
    expect(settings({}, { CALEV_USER: 'bob' })).toMatchObject({ user: 'bob', password: undefined });
    expect(settings({ user: ['bob'] }, { CALEV_PASSWORD: 'bobs' })).toMatchObject({ user: 'bob', password: 'bobs' });
    expect(settings({ user: ['ana'] })).toMatchObject({ user: 'ana', password: 'pw' });
    const site = mockSite('https://site.test', () => [200, { events: [], total: 0, total_pages: 0 }]);
    const res = await run(['events', 'list', '--user', 'bob'], { env: home.env, agent: site.agent });
    await site.agent.close();
    expect([res.code, res.stderr]).toEqual([
      4,
      'error: no application password for user "bob"\n' +
        'hint: save it with: calev login --profile NAME --url https://site.test --user bob (a profile of its own), or set CALEV_PASSWORD\n',
    ]);
    expect(site.requests).toHaveLength(0);
  });

  it("another user of the active profile's site with a profile of its own: the hint names that profile", async () => {
    const list = async (bob: Record<string, unknown>) => {
      writeConfig({
        current: 'p',
        profiles: {
          p: { url: 'https://site.test', user: 'ana', password: 'pw' },
          b: { url: 'https://site.test', ...bob },
        },
      });
      const site = mockSite('https://site.test', () => [200, { events: [], total: 0, total_pages: 0 }]);
      const res = await run(['events', 'list'], { env: { ...home.env, CALEV_USER: 'bob' }, agent: site.agent });
      await site.agent.close();
      expect(site.requests).toHaveLength(0);
      return [res.code, res.stderr];
    };
    expect(await list({ user: 'bob', password: 'bp' })).toEqual([
      4,
      'error: no application password for user "bob"\n' +
        'hint: profile b is for bob at https://site.test: use it: --profile b; or set CALEV_PASSWORD\n',
    ]);
    expect(await list({ user: 'bob' })).toEqual([
      4,
      'error: no application password for user "bob"\n' +
        'hint: profile b is for bob at https://site.test: save its password with: calev login --profile b, then use it: --profile b; or set CALEV_PASSWORD\n',
    ]);
  });

  it('another site (--url) as the same user goes without the password, and the hint says to save it in a profile of its own', async () => {
    writeConfig({ current: 'p', profiles: { p: { url: 'http://127.0.0.1:8113', user: 'admin', password: 'pw' } } });
    const site = mockSite('http://localhost:8113', () => [200, { events: [], total: 0, total_pages: 0 }]);
    const res = await run(['events', 'list', '--url', 'http://localhost:8113', '--user', 'admin'], {
      env: home.env,
      agent: site.agent,
    });
    await site.agent.close();
    expect([res.code, res.stderr]).toEqual([
      4,
      'error: no application password for user "admin"\n' +
        'hint: save it with: calev login --profile NAME --url http://localhost:8113 --user admin (a profile of its own), or set CALEV_PASSWORD\n',
    ]);
    expect(site.requests).toHaveLength(0);
  });

  it("the profile's namespace left out for another address of its site (localhost): the 404's hint says why and how to give it", async () => {
    writeConfig({
      current: 'p',
      profiles: { p: { url: 'http://127.0.0.1:8113', namespace: 'tribe/events/v1', user: 'admin', password: 'pw' } },
    });
    const site = mockSite('http://localhost:8113', () => [
      404,
      {
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
        data: { status: 404 },
      },
    ]);
    const res = await run(['events', 'list', '--url', 'http://localhost:8113'], { env: home.env, agent: site.agent });
    await site.agent.close();
    expect(res.code).toBe(1);
    expect(res.stderr.split('\n')[1]).toBe(
      "hint: the namespace of profile p (tribe/events/v1) is for its own site, http://127.0.0.1:8113, not for http://localhost:8113; if that is the same site, give --namespace tribe/events/v1 (or use the profile's address)",
    );
  });

  it('a password the site refuses (401) under --profile rev, another profile active: the hint names login --profile rev (a real server)', async () => {
    const server = await startTestServer();
    try {
      writeConfig({
        current: 'main',
        profiles: {
          main: { url: 'http://localhost:1', user: 'editor', password: 'x' },
          rev: { url: server.base, user: 'admin', password: 'revoked' },
        },
      });
      const res = await run(['events', 'list', '--profile', 'rev'], { env: home.env });
      expect(res.code).toBe(4);
      expect(res.stderr).toMatch(
        /\nhint: check the user and application password; save new ones with: calev login --profile rev\n$/,
      );
    } finally {
      await server.stop();
    }
  });

  it('a wrong CALEV_PASSWORD beside a good saved one: the hint says the variable was refused, not to log in again (a real server)', async () => {
    const server = await startTestServer();
    try {
      writeConfig({ current: 'rev', profiles: { rev: { url: server.base, user: 'admin', password: USERS.admin } } });
      const res = await run(['events', 'list'], { env: { ...home.env, CALEV_PASSWORD: 'wrong-wrong' } });
      expect(res.code).toBe(4);
      expect(res.stderr).toMatch(
        /\nhint: the password in CALEV_PASSWORD was refused: fix it, or unset it to use the one saved for profile rev\n$/,
      );
      // without it, the saved one is sent
      expect((await run(['events', 'list'], { env: home.env })).code).toBe(0);
    } finally {
      await server.stop();
    }
  });

  it("--api-root as WordPress's Link header writes it (/index.php?rest_route=/) is its plain-permalink root, without the slash", async () => {
    expect(resolveSettings({ apiRoot: '/index.php?rest_route=/' }, {}, { profiles: {} }).apiRoot).toBe(
      '/index.php?rest_route=',
    );
    expect(resolveSettings({ apiRoot: 'index.php?rest_route=' }, {}, { profiles: {} }).apiRoot).toBe(
      '/index.php?rest_route=',
    );
  });

  it("a profile's namespace and API root are its site's: another --url goes without them; profile add --url drops them", async () => {
    writeConfig({
      current: 'p',
      profiles: { p: { url: 'https://site.test', namespace: 'tribe/events/v1', api_root: '/index.php?rest_route=' } },
    });
    expect(resolveSettings({}, {}, saved())).toMatchObject({
      namespace: 'tribe/events/v1',
      apiRoot: '/index.php?rest_route=',
    });
    expect(resolveSettings({ url: 'http://127.0.0.1:8080' }, {}, saved())).toMatchObject({
      namespace: 'calendar/events/v1',
      apiRoot: '/wp-json',
    });
    expect((await run(['profile', 'add', 'p', '--url', 'https://other.test'], { env: home.env })).code).toBe(0);
    expect(saved().profiles.p).toEqual({ url: 'https://other.test' });
  });

  it('login to another site or as another user does not replace the active profile unnamed (exit 2); named, it does, detecting the namespace anew', async () => {
    writeConfig({
      current: 'p',
      profiles: { p: { url: 'https://site.test', user: 'ana', password: 'pw', namespace: 'tribe/events/v1' } },
    });
    const site = mockSite('https://other.test', (req) =>
      req.path === '/wp-json/'
        ? [200, { namespaces: ['calendar/events/v1'] }]
        : [200, { namespace: 'calendar/events/v1' }],
    );
    for (const args of [
      ['--url', 'https://other.test', '--user', 'bob'],
      ['--user', 'bob'],
    ]) {
      const res = await run(['login', ...args, '--password-stdin'], { env: home.env, stdin: 'x\n', agent: site.agent });
      expect([res.code, res.stderr.split('\n')[0]]).toEqual([
        2,
        'error: the active profile p is for ana at https://site.test: this login would replace it',
      ]);
    }
    expect(site.requests).toHaveLength(0);
    expect(saved().profiles.p.password).toBe('pw');
    const named = await run(
      ['login', '--profile', 'p', '--url', 'https://other.test', '--user', 'bob', '--password-stdin'],
      {
        env: home.env,
        stdin: 'x\n',
        agent: site.agent,
      },
    );
    await site.agent.close();
    expect(named.code, named.stderr).toBe(0);
    expect(saved().profiles.p).toMatchObject({ url: 'https://other.test', user: 'bob', password: 'x' });
    expect(saved().profiles.p).not.toHaveProperty('namespace');
  });

  it('profile add --allow-http saves allow_http in the profile', async () => {
    expect(
      (await run(['profile', 'add', 'lan', '--url', 'http://calendar.lan', '--allow-http'], { env: home.env })).code,
    ).toBe(0);
    expect(saved().profiles.lan).toEqual({ url: 'http://calendar.lan', allow_http: true });
  });
});
