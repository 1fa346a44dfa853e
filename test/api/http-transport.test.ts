import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { MockAgent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/api/client.js';
import { ApiError, NetworkError } from '../../src/api/errors.js';
import { openHttpTransport, retryAfterMs } from '../../src/api/http-transport.js';
import type { Transport } from '../../src/api/transport.js';
import { assertBuilt, calev } from '../e2e/calev.js';

const ORIGIN = 'https://site.test';
const PATH = '/wp-json/calendar/events/v1/events';

let agent: MockAgent | undefined;
let transport: Transport | undefined;
afterEach(async () => {
  await transport?.close();
  transport = undefined;
  await agent?.close();
  agent = undefined;
});

function scripted(statuses: Array<[number, Record<string, string>?]>) {
  agent = new MockAgent();
  agent.disableNetConnect();
  const pool = agent.get(ORIGIN);
  const seen: string[] = [];
  for (const [status, headers] of statuses) {
    pool.intercept({ path: () => true, method: () => true }).reply((opts) => {
      seen.push(opts.method);
      return {
        statusCode: status,
        data: JSON.stringify(status < 300 ? { ok: true } : { code: `c${status}`, message: 'm', data: { status } }),
        responseOptions: { headers: headers ?? {} },
      };
    });
  }
  return seen;
}

async function open(sleeps: number[], extra = {}) {
  transport = await openHttpTransport({
    url: ORIGIN,
    dispatcher: agent,
    retryBaseMs: 100,
    sleep: async (ms) => void sleeps.push(ms),
    ...extra,
  });
  return transport;
}

describe('HTTP transport retries', () => {
  it('GET on 503, 502 then 200 retries with exponential backoff and returns the 200', async () => {
    const seen = scripted([[503], [502], [200]]);
    const sleeps: number[] = [];
    const res = await (await open(sleeps)).send({ method: 'GET', target: PATH, headers: {} });
    expect(res.status).toBe(200);
    expect(seen).toEqual(['GET', 'GET', 'GET']);
    expect(sleeps).toHaveLength(2);
    expect(sleeps[0]).toBeGreaterThanOrEqual(100);
    expect(sleeps[0]).toBeLessThanOrEqual(110);
    expect(sleeps[1]).toBeGreaterThanOrEqual(200);
    expect(sleeps[1]).toBeLessThanOrEqual(220);
  });

  it('429 with Retry-After: 2 waits 2 s', async () => {
    scripted([[429, { 'retry-after': '2' }], [200]]);
    const sleeps: number[] = [];
    expect((await (await open(sleeps)).send({ method: 'GET', target: PATH, headers: {} })).status).toBe(200);
    expect(sleeps).toEqual([2000]);
  });

  it('a Retry-After longer than the limit is not waited for: the 503 is returned', async () => {
    scripted([[503, { 'retry-after': '3600' }], [200]]);
    const sleeps: number[] = [];
    expect((await (await open(sleeps)).send({ method: 'GET', target: PATH, headers: {} })).status).toBe(503);
    expect(sleeps).toEqual([]);
  });

  it('the number of retries is bounded: four 503s with 3 retries give the last 503', async () => {
    const seen = scripted([[503], [503], [503], [503], [200]]);
    const sleeps: number[] = [];
    const t = await open(sleeps, { retries: 3 });
    const client = new ApiClient({ transport: t, rootPath: '/wp-json', namespace: 'calendar/events/v1' });
    await expect(client.call('GET', '/events')).rejects.toMatchObject({ status: 503, code: 'c503' });
    expect(seen).toHaveLength(4);
    expect(sleeps).toHaveLength(3);
  });

  it('PUT and DELETE are retried, POST and PATCH are not', async () => {
    for (const [method, attempts] of [
      ['PUT', 2],
      ['DELETE', 2],
      ['POST', 1],
      ['PATCH', 1],
    ] as const) {
      const seen = scripted([[503], [200]]);
      const res = await (await open([])).send({ method, target: PATH, headers: {} });
      expect(seen, method).toHaveLength(attempts);
      expect(res.status, method).toBe(attempts === 2 ? 200 : 503);
      await transport!.close();
      transport = undefined;
      await agent!.close();
      agent = undefined;
    }
  });

  it('500 and 404 are not retried', async () => {
    const seen = scripted([[500], [200]]);
    expect((await (await open([])).send({ method: 'GET', target: PATH, headers: {} })).status).toBe(500);
    expect(seen).toHaveLength(1);
  });

  it('sends HTTP Basic credentials', async () => {
    agent = new MockAgent();
    agent.disableNetConnect();
    let auth = '';
    agent
      .get(ORIGIN)
      .intercept({ path: PATH, method: 'GET' })
      .reply((opts) => {
        auth = String((opts.headers as Record<string, string>).authorization);
        return { statusCode: 200, data: '{}' };
      });
    transport = await openHttpTransport({ url: ORIGIN, dispatcher: agent, auth: { user: 'ana', password: 'a b:c' } });
    await transport.send({ method: 'GET', target: PATH, headers: {} });
    expect(auth).toBe(`Basic ${Buffer.from('ana:a b:c').toString('base64')}`);
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('5', 0)).toBe(5000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs(undefined, 0)).toBeUndefined();
    expect(retryAfterMs('soon', 0)).toBeUndefined();
  });
});

describe('HTTP transport timeouts (a real server that never answers)', () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
  });

  it('a request without an answer fails after the request timeout with a NetworkError', async () => {
    server = http.createServer(() => {
      /* never answers */
    });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    transport = await openHttpTransport({ url, requestTimeoutMs: 200, retries: 0 });
    const started = Date.now();
    const err = await transport.send({ method: 'GET', target: PATH, headers: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect((err as Error).message).toMatch(/no answer within 0.2 s/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  /** A loopback server that reads each request whole, then does `then` with it (nothing: no answer). */
  async function listening(then: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<string> {
    server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => then(req, res));
    });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  const post = { method: 'POST', target: PATH, headers: {}, body: Buffer.from('{"title":"Gig"}') };

  it('a POST sent without an answer may have been applied: the error says to check before running it again', async () => {
    const url = await listening(() => {
      /* never answers */
    });
    transport = await openHttpTransport({ url, requestTimeoutMs: 200, retries: 0 });
    const err = await transport.send(post).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect((err as Error).message).toBe(
      `POST ${url}${PATH} was sent but the answer did not arrive (no answer within 0.2 s): it may have been applied; check the item before running the command again`,
    );
    expect((err as NetworkError).hint).toBe('the site may need longer than 0.2 s: CALEV_TIMEOUT=SECONDS waits longer');
  });

  it('a PATCH whose connection closes once it arrived may have been applied too', async () => {
    const url = await listening((req) => req.socket.destroy());
    transport = await openHttpTransport({ url, retries: 0 });
    const err = await transport.send({ ...post, method: 'PATCH' }).catch((e: unknown) => e);
    expect((err as Error).message).toBe(
      `PATCH ${url}${PATH} was sent but the answer did not arrive (other side closed): it may have been applied; check the item before running the command again`,
    );
  });

  it('a read that gets no answer, or a write that never left, cannot reach the site, as before', async () => {
    const url = await listening((req) => req.socket.destroy());
    transport = await openHttpTransport({ url, retries: 0 });
    const read = await transport.send({ method: 'GET', target: PATH, headers: {} }).catch((e: unknown) => e);
    expect((read as Error).message).toBe(`cannot reach ${url}: other side closed (GET ${url}${PATH})`);
    await transport.close();
    // nothing listens on port 9 (discard) of loopback: the connection is refused
    transport = await openHttpTransport({ url: 'http://127.0.0.1:9', retries: 0 });
    const refused = await transport.send(post).catch((e: unknown) => e);
    expect((refused as Error).message).toBe(
      `cannot reach http://127.0.0.1:9: connection refused (POST http://127.0.0.1:9${PATH})`,
    );
    expect((refused as NetworkError).hint).toBe(
      'check the site URL (--url, CALEV_URL or the profile) and your network',
    );
  });

  it('keeps the connection alive between requests', async () => {
    const sockets = new Set<unknown>();
    server = http.createServer((req, res) => {
      sockets.add(req.socket);
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    transport = await openHttpTransport({ url });
    for (let i = 0; i < 6; i++)
      expect((await transport.send({ method: 'GET', target: PATH, headers: {} })).status).toBe(200);
    // undici may open a second connection while the first is being released; it never opens one per request.
    expect(sockets.size).toBeLessThanOrEqual(2);
  });
});

describe('the wrong scheme and a certificate not trusted (real loopback servers, test/fixtures/tls)', () => {
  const TLS = join(import.meta.dirname, '..', 'fixtures', 'tls');
  const servers: http.Server[] = [];
  afterEach(async () => {
    for (const s of servers.splice(0)) {
      s.closeAllConnections();
      await new Promise((r) => s.close(r));
    }
  });
  /** The port of a loopback server answering `[]`, over TLS with the fixture's self-signed certificate or plain. */
  async function serve(tls: boolean): Promise<number> {
    const answer = (_req: http.IncomingMessage, res: http.ServerResponse) => {
      res.setHeader('content-type', 'application/json');
      res.end('[]');
    };
    const server = tls
      ? https.createServer(
          { key: readFileSync(join(TLS, 'localhost.key')), cert: readFileSync(join(TLS, 'localhost.crt')) },
          answer,
        )
      : http.createServer(answer);
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return (server.address() as AddressInfo).port;
  }
  const failure = async (url: string, method = 'GET'): Promise<NetworkError> => {
    transport = await openHttpTransport({ url, retries: 0 });
    const err = await transport.send({ method, target: PATH, headers: {}, body: undefined }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    return err as NetworkError;
  };

  it('--url https:// on a plain http site asks whether the site is http://', async () => {
    const port = await serve(false);
    const err = await failure(`https://127.0.0.1:${port}`);
    expect(err.message).toMatch(
      new RegExp(`^cannot reach https://127.0.0.1:${port}: (the answer is not TLS|connection reset) \\(GET `),
    );
    expect(err.hint).toBe(`it does not answer https there: is the site http://127.0.0.1:${port}?`);
  });

  it('--url http:// on a TLS port says the site speaks https, for a write too (a TLS server read none of it)', async () => {
    const port = await serve(true);
    for (const method of ['GET', 'POST']) {
      const err = await failure(`http://127.0.0.1:${port}`, method);
      expect(err.message, method).toBe(
        `cannot reach http://127.0.0.1:${port}: other side closed (${method} http://127.0.0.1:${port}${PATH})`,
      );
      expect(err.hint, method).toBe(`the site speaks https there: --url https://127.0.0.1:${port}`);
      await transport!.close();
      transport = undefined;
    }
  });

  it('a self-signed certificate says how to trust it, and NODE_EXTRA_CA_CERTS does (the built binary)', async () => {
    const port = await serve(true);
    const err = await failure(`https://localhost:${port}`);
    expect(err.message).toBe(
      `cannot reach https://localhost:${port}: self-signed certificate (GET https://localhost:${port}${PATH})`,
    );
    expect(err.hint).toBe(
      "the site's certificate is not signed by an authority Node trusts: if you trust it, give Node its CA with NODE_EXTRA_CA_CERTS=/path/to/ca.pem",
    );
    assertBuilt();
    const env = { HOME: '/nonexistent', XDG_CONFIG_HOME: '/nonexistent', CALEV_URL: `https://localhost:${port}` };
    const trusted = await calev(['api', 'GET', '/events'], {
      env: { ...env, NODE_EXTRA_CA_CERTS: join(TLS, 'localhost.crt') },
    });
    expect(trusted).toMatchObject({ code: 0, stdout: '[]\n' });
  });
});

describe('ApiError', () => {
  it('is built from an API error body, or from any other answer', () => {
    expect(
      ApiError.fromResponse(404, '{"code":"rest_no_route","message":"No route.","data":{"status":404}}'),
    ).toMatchObject({ status: 404, code: 'rest_no_route', apiMessage: 'No route.' });
    expect(ApiError.fromResponse(502, '<html>Bad gateway</html>')).toMatchObject({ status: 502, code: 'http_502' });
  });
});
