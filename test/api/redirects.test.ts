// Redirects and credentials, against real loopback servers: the Authorization header goes to the
// configured origin only, never to another one (not even back after leaving), never from https
// down to http; writes follow only the redirects that keep what they carry.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Agent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/api/client.js';
import { ApiError } from '../../src/api/errors.js';
import { openHttpTransport, redirectTarget } from '../../src/api/http-transport.js';
import type { Transport } from '../../src/api/transport.js';
import { run, useConfigHome } from '../cli/harness.js';

const TLS = join(import.meta.dirname, '..', 'fixtures', 'tls');
const AUTH = { user: 'ana', password: 'app pass' };
const BASIC = `Basic ${Buffer.from('ana:app pass').toString('base64')}`;

interface Seen {
  method: string;
  path: string;
  authorization?: string;
  body: string;
}

interface Site {
  origin: string;
  seen: Seen[];
  close(): Promise<void>;
}

type Answer = (req: Seen) => { status: number; location?: string; body?: unknown };

/** A loopback server that records each request and answers as `answer` says (JSON `{}` otherwise). */
async function site(answer: Answer, opts: { tls?: boolean; host?: string } = {}): Promise<Site> {
  const seen: Seen[] = [];
  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (body += d));
    req.on('end', () => {
      const r: Seen = { method: req.method!, path: req.url!, authorization: req.headers.authorization, body };
      seen.push(r);
      const a = answer(r);
      res.writeHead(a.status, {
        'content-type': 'application/json',
        ...(a.location ? { location: a.location } : {}),
      });
      res.end(JSON.stringify(a.body ?? { path: r.path }));
    });
  };
  const server = opts.tls
    ? https.createServer(
        { key: readFileSync(join(TLS, 'localhost.key')), cert: readFileSync(join(TLS, 'localhost.crt')) },
        handler,
      )
    : http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  open.push(server);
  return {
    origin: `${opts.tls ? 'https' : 'http'}://${opts.host ?? '127.0.0.1'}:${port}`,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const open: http.Server[] = [];
let transport: Transport | undefined;
let agent: Agent | undefined;
afterEach(async () => {
  await transport?.close();
  transport = undefined;
  await agent?.close();
  agent = undefined;
  for (const s of open.splice(0)) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
});

async function connect(origin: string, extra: { dispatcher?: Agent } = {}): Promise<Transport> {
  transport = await openHttpTransport({ url: origin, auth: AUTH, retries: 0, ...extra });
  return transport;
}

describe('redirects and the Authorization header (real loopback servers)', () => {
  it('a redirect on the same origin keeps the credentials', async () => {
    const a = await site((r) => (r.path === '/old' ? { status: 301, location: '/new' } : { status: 200 }));
    const res = await (await connect(a.origin)).send({ method: 'GET', target: '/old', headers: {} });
    expect(res.status).toBe(200);
    expect(a.seen.map((r) => [r.path, r.authorization])).toEqual([
      ['/old', BASIC],
      ['/new', BASIC],
    ]);
  });

  it('a redirect to another origin arrives there without Authorization, and a way back does not get it again', async () => {
    // B is the same machine under another name and port: another origin all the same
    let aOrigin = '';
    const b = await site((r) => (r.path === '/b' ? { status: 302, location: `${aOrigin}/back` } : { status: 200 }), {
      host: 'localhost',
    });
    const a = await site((r) => (r.path === '/start' ? { status: 307, location: `${b.origin}/b` } : { status: 200 }));
    aOrigin = a.origin;
    const res = await (await connect(a.origin)).send({ method: 'GET', target: '/start', headers: {} });
    expect(res.status).toBe(200);
    expect(b.seen).toEqual([{ method: 'GET', path: '/b', authorization: undefined, body: '' }]);
    expect(a.seen.map((r) => [r.path, r.authorization])).toEqual([
      ['/start', BASIC],
      ['/back', undefined],
    ]);
  });

  it('the CLI sends nothing secret to the origin a site redirects it to', async () => {
    const b = await site(() => ({ status: 200 }), { host: 'localhost' });
    const a = await site((r) => ({ status: 301, location: `${b.origin}/elsewhere${r.path}` }));
    const { run } = await import('../cli/harness.js');
    const res = await run(['api', 'GET', '/events', '--url', a.origin, '--user', 'ana', '--verbose'], {
      env: { CALEV_PASSWORD: 'app pass', HOME: '/nonexistent', XDG_CONFIG_HOME: '/nonexistent' },
    });
    expect(res.code).toBe(0);
    expect(a.seen[0].authorization).toBe(BASIC);
    expect(b.seen).toHaveLength(1);
    expect(b.seen[0].authorization).toBeUndefined();
    expect(b.seen[0].path).toBe('/elsewhere/wp-json/calendar/events/v1/events');
    expect(res.stderr).toContain(`! 301 to ${b.origin}, another origin: no credentials`);
  });

  describe('the user is told when a redirect kept the credentials back', () => {
    const home = useConfigHome();
    const notLoggedIn = { code: 'rest_not_logged_in', message: 'You are not currently logged in.', data: {} };
    /** A site A that sends every request on to B, where B answers as `answer` says. */
    async function moved(answer: Answer): Promise<{ a: Site; b: Site }> {
      const b = await site(answer, { host: 'localhost' });
      const a = await site((r) => ({ status: 301, location: `${b.origin}${r.path}` }));
      return { a, b };
    }

    it("events list --all, answered by the other origin: exit 0, one note that the answer is anyone's", async () => {
      const page = (n: number) => ({ events: [{ id: n, title: `Gig ${n}` }], total: 2, total_pages: 2 });
      const { a, b } = await moved((r) => ({ status: 200, body: page(r.path.includes('page=2') ? 2 : 1) }));
      const res = await run(['events', 'list', '--url', a.origin, '--user', 'ana', '--all'], {
        env: { ...home.env, CALEV_PASSWORD: 'app pass' },
      });
      expect(res.code).toBe(0);
      expect(JSON.parse(res.stdout).map((e: { id: number }) => e.id)).toEqual([1, 2]);
      expect(b.seen.map((r) => r.authorization)).toEqual([undefined, undefined]);
      expect(res.stderr).toBe(
        `note: the site sends this request on to ${b.origin}, and calev does not take your credentials to another address: what came back is what anyone may see there; if the site has moved, give that address as --url\n`,
      );
    });

    it('a 401 from the other origin names the redirect and the login that keeps the new address, not the web server', async () => {
      const { a, b } = await moved(() => ({ status: 401, body: notLoggedIn }));
      home.write({
        current: 'prod',
        profiles: { prod: { url: a.origin, user: 'ana', password: 'app pass', namespace: 'tribe/events/v1' } },
      });
      const res = await run(['events', 'list'], { env: home.env });
      expect(res.code).toBe(4);
      expect(res.stderr).toBe(
        'error: events: You are not currently logged in. (401 rest_not_logged_in)\n' +
          `hint: the site sends this request on to ${b.origin}, and calev does not take your credentials to another address: if the site has moved, give that address as --url (and keep it: calev login --profile prod --url ${b.origin})\n`,
      );
    });

    it('login on The Events Calendar sent on to another origin is refused (exit 4) naming the redirect, not Apache', async () => {
      const { a, b } = await moved((r) =>
        r.path.startsWith('/wp-json/wp/v2/users/me')
          ? { status: 401, body: notLoggedIn }
          : { status: 200, body: { namespaces: ['tribe/events/v1'] } },
      );
      const res = await run(['login', '--url', a.origin, '--user', 'ana', '--profile', 'prod'], {
        env: { ...home.env, CALEV_PASSWORD: 'app pass' },
      });
      expect(res.code).toBe(4);
      expect(res.stderr).toMatch(
        new RegExp(
          `^error: ${a.origin} did not get the credentials of user ana: it sends the requests on to ${b.origin} \\(401 rest_not_logged_in\\)\nhint: the site sends this request on to ${b.origin}, and calev does not take your credentials to another address: .* \\(and keep it: calev login --profile prod --url ${b.origin}\\)\n$`,
          'm',
        ),
      );
      expect(res.stderr).not.toMatch(/Apache/);
    });
  });

  it('a redirect from https down to http is not followed: the http server sees nothing', async () => {
    const plain = await site(() => ({ status: 200 }));
    const secure = await site(() => ({ status: 302, location: `${plain.origin}/down` }), { tls: true });
    agent = new Agent({ connect: { ca: readFileSync(join(TLS, 'localhost.crt')) } });
    const t = await connect(secure.origin, { dispatcher: agent });
    const res = await t.send({ method: 'GET', target: '/x', headers: {} });
    expect(res.status).toBe(302);
    expect(secure.seen.map((r) => r.authorization)).toEqual([BASIC]);
    expect(plain.seen).toEqual([]);
    // and the client says where the site wanted to go
    const client = new ApiClient({ transport: t, rootPath: '/wp-json', namespace: 'calendar/events/v1' });
    const err = await client.call('GET', '/events').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).hint).toBe(
      `the site sends this request on to ${plain.origin}/down: if the site has moved, give that address as --url`,
    );
  });

  it("a write answered with a redirect to the API elsewhere: the hint names that site's address, which --url takes", async () => {
    const moved = await site(() => ({ status: 200 }));
    for (const [rootPath, to, address] of [
      ['/wp-json', `${moved.origin}/wp-json/calendar/events/v1/events`, moved.origin],
      ['/blog/wp-json', `${moved.origin}/news/wp-json/calendar/events/v1/events`, `${moved.origin}/news`],
      ['/index.php?rest_route=', `${moved.origin}/index.php?rest_route=/calendar/events/v1/events`, moved.origin],
      ['/wp-json', `${moved.origin}/elsewhere`, `${moved.origin}/elsewhere`],
    ]) {
      const old = await site(() => ({ status: 301, location: to }));
      const client = new ApiClient({ transport: await connect(old.origin), rootPath, namespace: 'calendar/events/v1' });
      const err = await client.call('POST', '/events', { body: { title: 'x' } }).catch((e: unknown) => e);
      expect((err as ApiError).hint).toBe(
        `the site sends this request on to ${address}: if the site has moved, give that address as --url`,
      );
      expect(moved.seen).toEqual([]);
    }
  });

  it('https to https on another origin drops the credentials too', async () => {
    const other = await site(() => ({ status: 200 }), { tls: true, host: 'localhost' });
    const secure = await site(() => ({ status: 308, location: `${other.origin}/moved` }), { tls: true });
    agent = new Agent({ connect: { ca: readFileSync(join(TLS, 'localhost.crt')) } });
    const res = await (
      await connect(secure.origin, { dispatcher: agent })
    ).send({
      method: 'GET',
      target: '/x',
      headers: {},
    });
    expect(res.status).toBe(200);
    expect(other.seen.map((r) => [r.path, r.authorization])).toEqual([['/moved', undefined]]);
  });

  it('a POST follows 307 with its body, and 303 as a GET; a 301 or 302 is returned as it is', async () => {
    const b = await site(() => ({ status: 201 }));
    const a = await site((r) => {
      const status = Number(r.path.slice(1));
      return { status, location: `${b.origin}/after-${status}` };
    });
    const t = await connect(a.origin);
    const post = (status: number) =>
      t.send({
        method: 'POST',
        target: `/${status}`,
        headers: { 'content-type': 'application/json' },
        body: Buffer.from('{"title":"Gig"}'),
      });
    expect((await post(307)).status).toBe(201);
    expect((await post(303)).status).toBe(201);
    expect((await post(301)).status).toBe(301);
    expect((await post(302)).status).toBe(302);
    expect(b.seen).toEqual([
      { method: 'POST', path: '/after-307', authorization: undefined, body: '{"title":"Gig"}' },
      { method: 'GET', path: '/after-303', authorization: undefined, body: '' },
    ]);
  });

  it('a redirect loop stops after 5 hops and returns the last answer', async () => {
    const a = await site((r) => ({ status: 302, location: `${r.path}x` }));
    const res = await (await connect(a.origin)).send({ method: 'GET', target: '/x', headers: {} });
    expect(res.status).toBe(302);
    expect(a.seen.map((r) => r.path)).toEqual(['/x', '/xx', '/xxx', '/xxxx', '/xxxxx', '/xxxxxx']);
  });
});

describe('redirectTarget', () => {
  const from = new URL('https://site.test/wp-json/x');
  const answer = (status: number, location?: string) => ({
    status,
    headers: location ? { location } : ({} as Record<string, string>),
    body: '',
  });

  it('resolves a relative Location against the request URL', () => {
    expect(redirectTarget(answer(301, '../y?a=1'), from, 'GET', 0)?.href).toBe('https://site.test/y?a=1');
  });

  it('follows nothing without a Location, to another scheme than http(s), or from https to http', () => {
    expect(redirectTarget(answer(301), from, 'GET', 0)).toBeUndefined();
    expect(redirectTarget(answer(302, 'ftp://site.test/'), from, 'GET', 0)).toBeUndefined();
    expect(redirectTarget(answer(302, 'http://site.test/'), from, 'GET', 0)).toBeUndefined();
    expect(redirectTarget(answer(302, 'http://[::1'), from, 'GET', 0)).toBeUndefined();
    expect(redirectTarget(answer(200, '/y'), from, 'GET', 0)).toBeUndefined();
  });

  it('http may go up to https', () => {
    expect(redirectTarget(answer(301, 'https://site.test/'), new URL('http://site.test/'), 'GET', 0)?.href).toBe(
      'https://site.test/',
    );
  });

  it('writes follow 303, 307 and 308 only; reads every redirect; nothing past the fifth hop', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(redirectTarget(answer(301, '/y'), from, method, 0), method).toBeUndefined();
      expect(redirectTarget(answer(302, '/y'), from, method, 0), method).toBeUndefined();
      for (const status of [303, 307, 308]) expect(redirectTarget(answer(status, '/y'), from, method, 0)).toBeDefined();
    }
    for (const status of [301, 302, 303, 307, 308])
      expect(redirectTarget(answer(status, '/y'), from, 'HEAD', 4)).toBeDefined();
    expect(redirectTarget(answer(301, '/y'), from, 'GET', 5)).toBeUndefined();
  });
});
