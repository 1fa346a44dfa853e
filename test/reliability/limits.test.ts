// Request limits of the real `calev serve` (the built binary), with short timeouts set through
// CALEV_SERVE_LIMITS so the test stays bounded: the 1 MiB body limit (413, also for a chunked body
// that never ends), the header size limit (431 from Node), slow clients (slowloris headers, a body
// that trickles, a connection that sends nothing) cut off with 408, and the cap on open
// connections. After each, the server still answers.
import net from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, rawExchange, report, startServe, stopServed, tempHome, type Served } from './support.js';

const MIB = 1024 * 1024;
const NS = '/wp-json/calendar/events/v1';
const ADMIN = basicAuth('admin', 'admin-pass');
const HEADERS_TIMEOUT = 600;
const REQUEST_TIMEOUT = 1_500;

let home: ReturnType<typeof tempHome>;
let server: Served;
const tally = { slowClientsCut: 0, connectionsRefusedOverCap: 0 };

beforeAll(async () => {
  home = tempHome('calev-limits-');
  server = await startServe(['--port', '0', '--data-dir', join(home.home, 'data'), '--user', 'admin:admin-pass'], {
    ...home.env,
    CALEV_SERVE_LIMITS: `headers_timeout_ms=${HEADERS_TIMEOUT},request_timeout_ms=${REQUEST_TIMEOUT},max_connections=32`,
  });
});
afterAll(async () => {
  expect(await stopServed(server)).toBe(0);
  home.remove();
  report('request limits', tally);
});

async function stillServes(s: Served = server): Promise<void> {
  const started = Date.now();
  const res = await fetch(`${s.apiUrl}tags`);
  expect(res.status).toBe(200);
  await res.text();
  expect(Date.now() - started).toBeLessThan(1_000);
}

function post(path: string, body: string | Buffer, headers: Record<string, string> = {}): string {
  const length = Buffer.byteLength(body);
  return `POST ${NS}${path} HTTP/1.1\r\nHost: x\r\nAuthorization: ${ADMIN}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${Object.entries(
    headers,
  )
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
}

describe('body size (API.md §1.9: 1 MiB)', () => {
  it('a body of 1 MiB + 1 byte is 413 rest_payload_too_large and the connection is closed; exactly 1 MiB is accepted', async () => {
    const over = Buffer.alloc(MIB + 1, 0x20);
    const refused = await rawExchange(server.base, [post('/tags', over), over], { waitMs: 3_000 });
    expect(refused.status).toBe(413);
    expect(refused.text).toMatch(/\r\nConnection: close\r\n/i);
    expect(refused.text).toMatch(/"code":"rest_payload_too_large"/);
    expect(refused.closed).toBe(true);

    const json = `{"name":"exactly one mebibyte"}`;
    const exact = json + ' '.repeat(MIB - json.length);
    const accepted = await fetch(`${server.apiUrl}tags`, {
      method: 'POST',
      headers: { authorization: ADMIN, 'content-type': 'application/json' },
      body: exact,
    });
    expect(accepted.status).toBe(201);
    await stillServes();
  });

  it('a chunked body that grows past 1 MiB and never ends gets its 413 at once, not after the request timeout', async () => {
    const head = `POST ${NS}/tags HTTP/1.1\r\nHost: x\r\nAuthorization: ${ADMIN}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`;
    const chunk = Buffer.concat([
      Buffer.from(`${(256 * 1024).toString(16)}\r\n`),
      Buffer.alloc(256 * 1024, 0x20),
      Buffer.from('\r\n'),
    ]);
    const res = await rawExchange(server.base, [head, chunk, chunk, chunk, chunk, chunk], { gapMs: 10, waitMs: 500 });
    expect(res.status).toBe(413);
    expect(res.text).toMatch(/"code":"rest_payload_too_large"/);
    await stillServes();
  });
});

describe('header size', () => {
  it('20 KiB of headers is 431 from Node, and the server goes on', async () => {
    const res = await rawExchange(server.base, [
      `GET ${NS}/tags HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    ]);
    expect(res.status).toBe(431);
    expect(res.closed).toBe(true);
    expect(JSON.parse(res.text.slice(res.text.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 'rest_request_headers_too_large',
      message: 'The request headers are too large.',
      data: { status: 431 },
    });
    await stillServes();
  });

  it("a URL with raw UTF-8 bytes, which Node's parser refuses, gets the API's JSON 400 with its headers, not a bare status line", async () => {
    const res = await rawExchange(server.base, [
      Buffer.from(`GET ${NS}/events?search=фестиваль HTTP/1.1\r\nHost: x\r\n\r\n`, 'utf8'),
    ]);
    expect(res.status).toBe(400);
    expect(res.closed).toBe(true);
    expect(res.text).toMatch(/\r\nContent-Type: application\/json; charset=UTF-8\r\n/);
    expect(res.text).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
    const body = JSON.parse(res.text.slice(res.text.indexOf('\r\n\r\n') + 4)) as { code: string; data: unknown };
    expect([body.code, body.data]).toEqual(['rest_bad_request', { status: 400 }]);
    await stillServes();
  });
});

describe('slow clients are cut off (headers and request timeouts)', () => {
  it('four slowloris clients sending their headers a byte at a time are closed with 408 while others are served', async () => {
    const head = `GET ${NS}/tags HTTP/1.1\r\nHost: x\r\nX-Slow: ${'s'.repeat(400)}\r\n\r\n`;
    const slow = Array.from({ length: 4 }, () => rawExchange(server.base, [...head], { gapMs: 20, waitMs: 100 }));
    await new Promise((r) => setTimeout(r, 200));
    await stillServes();
    const results = await Promise.all(slow);
    for (const r of results) {
      expect(r.closed).toBe(true);
      expect(r.status).toBe(408);
      // sending it all would take 8 s; the server gave up after its headers timeout
      expect(r.elapsed).toBeLessThan(HEADERS_TIMEOUT + 2_000);
      tally.slowClientsCut += 1;
    }
    await stillServes();
  });

  it('a body trickling in a byte at a time is cut off with 408 after the request timeout', async () => {
    const body = `{"name":"${'t'.repeat(500)}"}`;
    const res = await rawExchange(server.base, [post('/tags', body), ...body], { gapMs: 20, waitMs: 100 });
    expect(res.closed).toBe(true);
    expect(res.status).toBe(408);
    expect(res.elapsed).toBeLessThan(REQUEST_TIMEOUT + 2_000);
    tally.slowClientsCut += 1;
    await stillServes();
  });

  it('a connection that sends nothing is closed after the headers timeout', async () => {
    const res = await rawExchange(server.base, [], { waitMs: HEADERS_TIMEOUT + 3_000 });
    expect(res.closed).toBe(true);
    expect(res.elapsed).toBeLessThan(HEADERS_TIMEOUT + 2_000);
    tally.slowClientsCut += 1;
  });
});

describe('a cap on open connections, and stopping with clients still connected', () => {
  it('with max_connections=4, a fifth connection is closed at once; once some go, new ones are served; SIGTERM does not wait for the rest', async () => {
    const capped = await startServe(
      ['--port', '0', '--data-dir', join(home.home, 'capped'), '--user', 'admin:admin-pass'],
      {
        ...home.env,
        CALEV_SERVE_LIMITS: 'headers_timeout_ms=20000,request_timeout_ms=25000,max_connections=4',
      },
    );
    const url = new URL(capped.base);
    const holders: net.Socket[] = [];
    try {
      for (let i = 0; i < 4; i++) {
        const socket = net.connect(Number(url.port), url.hostname);
        socket.on('error', () => undefined);
        await new Promise((r) => socket.once('connect', r));
        socket.write('GET /wp-json/ HTTP/1.1\r\nHost: x\r\n');
        holders.push(socket);
      }
      await new Promise((r) => setTimeout(r, 100));
      const fifth = await rawExchange(
        capped.base,
        [`GET ${NS}/tags HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`],
        { waitMs: 2_000 },
      );
      expect(fifth.closed).toBe(true);
      expect(fifth.status).toBe(0);
      expect(fifth.elapsed).toBeLessThan(1_000);
      tally.connectionsRefusedOverCap += 1;
      for (const s of holders.slice(0, 2)) s.destroy();
      await new Promise((r) => setTimeout(r, 100));
      await stillServes(capped);
      // two half-sent requests still hold connections: a stop lets them finish for a moment
      // (3 s), then cuts them, rather than waiting for their 20 s headers timeout
      const stopping = Date.now();
      expect(await stopServed(capped)).toBe(0);
      expect(Date.now() - stopping).toBeLessThan(6_000);
    } finally {
      for (const s of holders) s.destroy();
      await stopServed(capped, 'SIGKILL');
    }
  });
});
