// The client side: the config file that holds application passwords is 0600; no secret reaches
// the command line, the --verbose trace or an error message; requests time out, and only
// idempotent ones are retried (a bounded number of times, with backoff, honouring Retry-After).
// Real local servers on port 0; the binary where the defaults matter, the transport in-process
// where a test needs short timeouts.
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NetworkError } from '../../src/api/errors.js';
import { openHttpTransport } from '../../src/api/http-transport.js';
import { basicAuth, calev, report, startServe, stopServed, tempHome, type Served } from './support.js';

const PASSWORD = 'Very-Secret-App-Pass-42';
const BASIC = basicAuth('admin', PASSWORD).slice('Basic '.length);

let home: ReturnType<typeof tempHome>;
let server: Served;
const tally = { requestsSeen: 0 };

beforeAll(async () => {
  home = tempHome('calev-client-');
  server = await startServe(
    ['--port', '0', '--data-dir', join(home.home, 'data'), '--user', `admin:${PASSWORD}`],
    home.env,
  );
});
afterAll(async () => {
  await stopServed(server);
  home.remove();
  report('client side', tally);
});

function expectNoSecret(text: string, label: string): void {
  expect(text.includes(PASSWORD), `${label}: the password`).toBe(false);
  expect(text.includes(BASIC), `${label}: the Basic credentials`).toBe(false);
  // (the word itself appears in the server's Access-Control-Allow-Headers, which -i prints)
  expect(/^[>\s]*authorization:/im.test(text), `${label}: an Authorization header`).toBe(false);
}

describe('secrets', () => {
  it('login saves the password in a config file of mode 0600, and tightens one made earlier with 0644', async () => {
    const env = { ...home.env, XDG_CONFIG_HOME: join(home.home, 'cfg-login'), CALEV_PASSWORD: PASSWORD };
    const res = await calev(['login', '--url', server.base, '--user', 'admin'], { env });
    expect(res.code, res.stderr).toBe(0);
    expectNoSecret(res.stdout + res.stderr, 'login output');
    const path = join(home.home, 'cfg-login', 'calev', 'config.json');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(await readFile(path, 'utf8')).toContain(PASSWORD);

    const loose = join(home.home, 'cfg-loose', 'calev');
    await mkdir(loose, { recursive: true });
    await writeFile(join(loose, 'config.json'), JSON.stringify({ profiles: {} }));
    await chmod(join(loose, 'config.json'), 0o644);
    const again = await calev(['login', '--url', server.base, '--user', 'admin'], {
      env: { ...env, XDG_CONFIG_HOME: join(home.home, 'cfg-loose') },
    });
    expect(again.code).toBe(0);
    expect((await stat(join(loose, 'config.json'))).mode & 0o777).toBe(0o600);
  });

  it('the password has no command-line flag (it would show in ps): --password is a usage error', async () => {
    const res = await calev(['tags', 'list', '--url', server.base, '--user', 'admin', '--password', PASSWORD], {
      env: home.env,
    });
    expect(res.code).toBe(2);
  });

  it('--verbose with CALEV_PASSWORD traces every request, never the password nor the Authorization header', async () => {
    const env = { ...home.env, CALEV_URL: server.base, CALEV_USER: 'admin', CALEV_PASSWORD: PASSWORD };
    for (const args of [
      ['tags', 'create', '--name', 'traced', '--verbose'],
      ['tags', 'list', '--verbose', '--format', 'json'],
      ['api', 'GET', '/tags', '--verbose', '-i'],
    ]) {
      const res = await calev(args, { env });
      expect(res.code, res.stderr).toBe(0);
      expect(res.stderr).toMatch(/^> (GET|POST) http:\/\/127\.0\.0\.1:\d+\/wp-json\/calendar\/events\/v1\/tags/m);
      expect(res.stderr).toMatch(/^< 20[01] \(\d+ ms\)$/m);
      expectNoSecret(res.stdout + res.stderr, args.join(' '));
    }
  });

  it('a refused password, an unreachable site and a URL with credentials in it: no error message repeats the secret', async () => {
    const wrong = await calev(['tags', 'create', '--name', 'x', '--verbose'], {
      env: { ...home.env, CALEV_URL: server.base, CALEV_USER: 'admin', CALEV_PASSWORD: `${PASSWORD}-wrong` },
    });
    expect(wrong.code).toBe(4);
    expect(wrong.stderr).toMatch(/\(401 incorrect_password\)/);
    expectNoSecret(wrong.stdout + wrong.stderr, 'refused');
    expect(wrong.stderr).not.toContain(`${PASSWORD}-wrong`);

    const unreachable = await calev(['tags', 'list', '--verbose'], {
      env: { ...home.env, CALEV_URL: 'http://127.0.0.1:9', CALEV_USER: 'admin', CALEV_PASSWORD: PASSWORD },
    });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(/^error: cannot reach http:\/\/127\.0\.0\.1:9: connection refused/m);
    expectNoSecret(unreachable.stdout + unreachable.stderr, 'unreachable');

    const inUrl = new URL(server.base);
    inUrl.username = 'admin';
    inUrl.password = PASSWORD;
    const withUserinfo = await calev(['tags', 'list', '--verbose', '--url', inUrl.href.replace(/\/$/, '')], {
      env: home.env,
    });
    expectNoSecret(withUserinfo.stdout + withUserinfo.stderr, 'URL with credentials');
  });

  it('events get <id> --password … --verbose: the event password is not repeated in the trace', async () => {
    const auth = { authorization: basicAuth('admin', PASSWORD), 'content-type': 'application/json' };
    const created = await fetch(`${server.apiUrl}events`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ title: 'Locked', start_date: '2031-04-01 10:00', end_date: '2031-04-01 11:00' }),
    });
    const { id } = (await created.json()) as { id: number };
    await fetch(`${server.apiUrl}events/${id}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ password: 'event-door-code' }),
    });
    const res = await calev(
      [
        'events',
        'get',
        String(id),
        '--password',
        'event-door-code',
        '--fields',
        'title',
        '--verbose',
        '--url',
        server.base,
      ],
      { env: home.env },
    );
    expect(res.code, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout)).toEqual({ title: 'Locked' });
    expect(res.stderr).toMatch(
      /^> GET http:\/\/127\.0\.0\.1:\d+\/wp-json\/calendar\/events\/v1\/events\/\d+\?.*password=\*\*\*/m,
    );
    expect(res.stderr).not.toContain('event-door-code');
  });

  it('the embedded CLI through a running server never prints the local token of the lock file', async () => {
    const dir = join(home.home, 'data');
    const token = JSON.parse(await readFile(join(dir, 'calev.lock'), 'utf8')).token as string;
    const res = await calev(['tags', 'list', '--data-dir', dir, '--verbose'], {
      env: { ...home.env, XDG_CONFIG_HOME: join(home.home, 'none') },
    });
    expect(res.code, res.stderr).toBe(0);
    expect(res.stderr).toMatch(/is served by pid/);
    expect(res.stderr + res.stdout).not.toContain(token);
    expect(res.stderr).not.toMatch(/^[>\s]*authorization:/im);
  });
});

/** A local server answering from a script of [status, headers] per request; records arrivals. */
async function scriptedServer(
  script: (n: number, req: http.IncomingMessage) => [number, Record<string, string>] | 'hang' | 'reset',
) {
  const arrivals: Array<{ method: string; at: number }> = [];
  const srv = http.createServer((req, res) => {
    const n = arrivals.push({ method: req.method ?? '', at: Date.now() });
    tally.requestsSeen += 1;
    req.resume();
    const step = script(n, req);
    if (step === 'hang') return;
    if (step === 'reset') {
      req.socket.destroy();
      return;
    }
    const [status, headers] = step;
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(
      status < 300
        ? '{"tags":[],"total":0,"total_pages":0}'
        : JSON.stringify({ code: 'unavailable', message: 'Try later.', data: { status } }),
    );
  });
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(srv.address() as AddressInfo).port}`;
  return {
    url,
    arrivals,
    close: () =>
      new Promise<void>((r) => {
        srv.closeAllConnections();
        srv.close(() => r());
      }),
  };
}

describe('retries only for idempotent requests (the binary, default settings)', () => {
  it('GET on 503 with Retry-After: 1, twice, then 200: retried after waiting a second each time', async () => {
    const s = await scriptedServer((n) => (n <= 2 ? [503, { 'retry-after': '1' }] : [200, {}]));
    try {
      const res = await calev(['tags', 'list', '--url', s.url, '--format', 'count', '--verbose'], { env: home.env });
      expect(res.code, res.stderr).toBe(0);
      expect(s.arrivals.map((a) => a.method)).toEqual(['GET', 'GET', 'GET']);
      for (let i = 1; i < s.arrivals.length; i++)
        expect(s.arrivals[i].at - s.arrivals[i - 1].at).toBeGreaterThanOrEqual(950);
      expect(res.stderr).toMatch(/^! 503, retrying in 1000 ms \(1\/3\)$/m);
    } finally {
      await s.close();
    }
  });

  it('GET on 503 without Retry-After: three retries with growing backoff, then the 503 is reported (exit 1)', async () => {
    const s = await scriptedServer(() => [503, {}]);
    try {
      const res = await calev(['tags', 'list', '--url', s.url], { env: home.env });
      expect(res.code).toBe(1);
      expect(res.stderr).toMatch(/\(503 unavailable\)/);
      expect(s.arrivals).toHaveLength(4);
      const gaps = s.arrivals.slice(1).map((a, i) => a.at - s.arrivals[i].at);
      expect(gaps[0]).toBeGreaterThanOrEqual(450);
      expect(gaps[1]).toBeGreaterThan(gaps[0]);
      expect(gaps[2]).toBeGreaterThan(gaps[1]);
    } finally {
      await s.close();
    }
  });

  it('a Retry-After longer than the retries wait (WordPress maintenance: 600) is not waited for but said, once asked', async () => {
    const s = await scriptedServer(() => [503, { 'retry-after': '600' }]);
    try {
      const res = await calev(['tags', 'list', '--url', s.url], { env: home.env });
      expect(res.code).toBe(1);
      expect(s.arrivals).toHaveLength(1);
      expect(res.stderr).toMatch(
        /\(503 unavailable\)\nhint: the site asks to be asked again in 10 min \(Retry-After\): run the command again then\n$/,
      );
    } finally {
      await s.close();
    }
  });

  it('POST on 503 (even with Retry-After) is sent once: a create is never repeated', async () => {
    const s = await scriptedServer(() => [503, { 'retry-after': '1' }]);
    try {
      const res = await calev(['tags', 'create', '--name', 'once', '--url', s.url], { env: home.env });
      expect(res.code).toBe(1);
      expect(s.arrivals.map((a) => a.method)).toEqual(['POST']);
    } finally {
      await s.close();
    }
  });
});

describe('a write the site failed (5xx)', () => {
  it("may have been done (WordPress often fails after it saved): said, with WordPress's critical error in one line", async () => {
    const srv = http.createServer((req, res) => {
      req.resume();
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          code: 'internal_server_error',
          message:
            '<p>There has been a critical error on this website.</p><p><a href="https://wordpress.org/documentation/article/faq-troubleshooting/">Learn more about troubleshooting WordPress.</a></p>',
          data: { status: 500 },
          additional_errors: [],
        }),
      );
    });
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(srv.address() as AddressInfo).port}`;
    try {
      const made = await calev(['tags', 'create', '--name', 'once', '--url', url], { env: home.env });
      expect(made).toEqual({
        code: 1,
        stdout: '',
        stderr:
          'error: new tag: There has been a critical error on this website. Learn more about troubleshooting WordPress. (500 internal_server_error)\n' +
          "hint: the site failed while doing it: it may have been applied; check the item before running the command again (the site's PHP error log says why it failed)\n",
      });
      // a read that failed changed nothing: no such hint
      const read = await calev(['tags', 'get', '1', '--url', url], { env: home.env });
      expect(read.stderr).not.toContain('may have been applied');
    } finally {
      srv.closeAllConnections();
      await new Promise((r) => srv.close(r));
    }
  });
});

describe('an answer that is no list', () => {
  it('is an error (exit 1), not an empty calendar: list says so, and export leaves its file as it was', async () => {
    let body = '';
    const srv = http.createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    });
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(srv.address() as AddressInfo).port}`;
    try {
      const backup = join(home.home, 'backup.json');
      for (body of ['{"code":"ok","message":"Site under maintenance"}', 'null', '[1,2,"x"]', '{"events":"notalist"}']) {
        const listed = await calev(['events', 'list', '--url', url, '--format', 'json'], { env: home.env });
        expect({ body, ...listed }).toEqual({
          body,
          code: 1,
          stdout: '',
          stderr:
            `error: the answer from ${url} is not a list of events (it has no "events")\n` +
            'hint: check the site URL, --api-root and --namespace (a WordPress site with The Events Calendar uses --namespace tribe/events/v1)\n',
        });
        await writeFile(backup, '[{"id":1}]\n');
        const exported = await calev(['events', 'export', '--url', url, '--output', backup], { env: home.env });
        expect([body, exported.code]).toEqual([body, 1]);
        expect(await readFile(backup, 'utf8')).toBe('[{"id":1}]\n');
      }
    } finally {
      srv.closeAllConnections();
      await new Promise((r) => srv.close(r));
    }
  });
});

describe('timeouts and dropped connections (the transport, short settings)', () => {
  const fast = { retryBaseMs: 20, requestTimeoutMs: 300, connectTimeoutMs: 300 };

  it('a POST to a server that never answers fails after the request timeout, sent once', async () => {
    const s = await scriptedServer(() => 'hang');
    const t = await openHttpTransport({ ...fast, url: s.url });
    try {
      const started = Date.now();
      const err = await t
        .send({
          method: 'POST',
          target: '/wp-json/calendar/events/v1/tags',
          headers: { 'content-type': 'application/json' },
          body: Buffer.from('{"name":"x"}'),
        })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(NetworkError);
      expect((err as Error).message).toMatch(/no answer within 0\.3 s/);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(s.arrivals).toHaveLength(1);
    } finally {
      await t.close();
      await s.close();
    }
  });

  it('a connection dropped mid-request: GET is retried (3 times at most), POST is not', async () => {
    const s = await scriptedServer(() => 'reset');
    const t = await openHttpTransport({ ...fast, url: s.url });
    try {
      await expect(
        t.send({ method: 'GET', target: '/wp-json/calendar/events/v1/tags', headers: {} }),
      ).rejects.toBeInstanceOf(NetworkError);
      expect(s.arrivals.map((a) => a.method)).toEqual(['GET', 'GET', 'GET', 'GET']);
      s.arrivals.length = 0;
      await expect(
        t.send({ method: 'POST', target: '/wp-json/calendar/events/v1/tags', headers: {}, body: Buffer.from('{}') }),
      ).rejects.toBeInstanceOf(NetworkError);
      expect(s.arrivals.map((a) => a.method)).toEqual(['POST']);
    } finally {
      await t.close();
      await s.close();
    }
  });
});
