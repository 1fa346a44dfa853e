// Whole answers kept for anonymous GETs (server/response-cache.ts `answer`, app.ts `keptAnswer`):
// a repeated read is answered with the very headers and text of the first, and never where the
// answer depends on more than the path (credentials, Origin, HEAD, a write in between).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HandlerResult } from '../../src/server/handlers/context.js';
import { RawJson } from '../../src/server/raw-json.js';
import { MAX_ENTRIES, ResponseCache, type KeptAnswer } from '../../src/server/response-cache.js';
import { rawRequest } from '../support/raw-http.js';
import { startTestServer, type TestServer } from '../support/server.js';

const now = new Date('2024-07-10T12:00:10Z');
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ clock: () => now });
});
afterAll(() => s.stop());

const answerOf = (text: string): KeptAnswer => ({
  status: 200,
  headers: { 'Content-Length': String(Buffer.byteLength(text)) },
  body: new RawJson(text),
});

describe('ResponseCache', () => {
  it('keeps the results of 10 000 paths (reads spread over a site of 10 000 events)', () => {
    const cache = new ResponseCache();
    const first: HandlerResult = { status: 200, body: 'first' };
    cache.set('anonymous /events/0', 1, 1, first);
    for (let i = 1; i < 10_000; i++) cache.set(`anonymous /events/${i}`, 1, 1, { status: 200, body: i });
    expect(MAX_ENTRIES).toBe(10_000);
    expect(cache.get('anonymous /events/0', 1, 1)).toBe(first);
    cache.set('anonymous /events/10000', 1, 1, first);
    cache.set('anonymous /events/10001', 1, 1, first);
    expect(cache.get('anonymous /events/1', 1, 1)).toBeUndefined();
  });

  it('gives a whole answer only for the version and minute of its result, and only for that result', () => {
    const cache = new ResponseCache();
    const result: HandlerResult = { status: 200, body: 'x' };
    cache.set('anonymous /events/1', 5, 7, result);
    cache.keepAnswer('/events/1', { status: 200, body: 'other' }, answerOf('"other"'), true);
    expect(cache.answer('/events/1', 5, 7)).toBeUndefined();
    const answer = answerOf('"x"');
    cache.keepAnswer('/events/1', result, answer, true);
    expect(cache.answer('/events/1', 5, 7)).toBe(answer);
    expect(cache.answer('/events/1', 6, 7)).toBeUndefined();
    expect(cache.answer('/events/1', 5, 8)).toBeUndefined();
    // a user's result is never an anonymous answer
    cache.set('3 /events/2', 5, 7, result);
    cache.keepAnswer('/events/2', result, answer, true);
    expect(cache.answer('/events/2', 5, 7)).toBeUndefined();
  });

  it('keeps answers with texts of their own up to 32 MiB in all, and frees them with their entries', () => {
    const cache = new ResponseCache();
    const big = answerOf('x'.repeat(1024 * 1024));
    const results: HandlerResult[] = [];
    for (let i = 0; i < 40; i++) {
      results.push({ status: 200, body: i });
      cache.set(`anonymous /events?page=${i}`, 1, 1, results[i]);
      cache.keepAnswer(`/events?page=${i}`, results[i], big, false);
    }
    const kept = results.filter((_, i) => cache.answer(`/events?page=${i}`, 1, 1) !== undefined).length;
    expect(kept).toBe(32);
    // a result replaced frees its answer's bytes: one more can be kept
    cache.set('anonymous /events?page=0', 2, 1, results[0]);
    cache.keepAnswer('/events?page=39', results[39], big, false);
    expect(cache.answer('/events?page=39', 1, 1)).toBe(big);
    // an answer sharing an event's text counts nothing
    cache.keepAnswer('/events?page=38', results[38], big, true);
    expect(cache.answer('/events?page=38', 1, 1)).toBe(big);
  });
});

describe('kept answers over HTTP', () => {
  const plain = (r: { status: number; text: string; headers: Headers }) => ({
    status: r.status,
    text: r.text,
    headers: [...r.headers].filter(([k]) => k !== 'date' && k !== 'keep-alive' && k !== 'connection'),
  });

  it('a repeated anonymous read gets the headers and text of the first; a write shows at once', async () => {
    const created = await s.call('POST', '/events', {
      as: 'admin',
      json: { title: 'Kept', start_date: '2024-07-12 10:00:00', end_date: '2024-07-12 11:00:00' },
    });
    const id = (created.json as { id: number }).id;
    for (const path of [`/events/${id}`, '/events', '/events?per_page=1', '/events?_fields=total']) {
      const first = plain(await s.call('GET', path));
      expect(first.status).toBe(200);
      expect(plain(await s.call('GET', path))).toEqual(first);
      expect(plain(await s.call('GET', path))).toEqual(first);
    }
    await s.call('PUT', `/events/${id}`, { as: 'admin', json: { title: 'Kept, renamed' } });
    expect((await s.call('GET', `/events/${id}`)).json).toMatchObject({ title: 'Kept, renamed' });
    expect((await s.call('GET', '/events?per_page=1')).json).toMatchObject({ events: [{ title: 'Kept, renamed' }] });
    await s.call('POST', '/events', {
      as: 'admin',
      json: { title: 'Another', start_date: '2024-07-14 10:00:00', end_date: '2024-07-14 11:00:00' },
    });
    expect((await s.call('GET', '/events?_fields=total')).json).toEqual({ total: 2 });
  });

  it('an anonymous read is sent as its UTF-8 bytes, encoded once; the representation reads the same after', async () => {
    const title = 'Fête “Kept” 😀 à Zürich';
    const created = await s.call('POST', '/events', {
      as: 'admin',
      json: { title, start_date: '2024-07-15 10:00:00', end_date: '2024-07-15 11:00:00' },
    });
    const path = `/wp-json/calendar/events/v1/events/${(created.json as { id: number }).id}`;
    const app = s.server.app;
    const get = () => app.handle({ method: 'GET', path, headers: {} });
    const first = await get();
    const second = await get();
    const third = await get();
    // the bytes are what the answer's text encodes to, encoded once and sent as they are
    expect(first.bytes).toBeInstanceOf(Buffer);
    expect(first.bytes!.equals(Buffer.from(first.body, 'utf8'))).toBe(true);
    expect(second.bytes).toBe(first.bytes);
    expect(third.bytes).toBe(first.bytes);
    expect(first.headers['Content-Length']).toBe(String(first.bytes!.length));
    expect(second.body).toBe(first.body);
    expect((JSON.parse(first.body) as { title: string }).title).toBe(title);
    // the representation kept as bytes is read back as text where a body is built from it
    const admin = await s.call('GET', path.replace('/wp-json/calendar/events/v1', ''), { as: 'admin' });
    expect(admin.text).toBe(first.body);
    const fields = await s.call('GET', path.replace('/wp-json/calendar/events/v1', ''), {
      query: { _fields: 'title' },
    });
    expect(fields.json).toEqual({ title });
    const http = await s.call('GET', path.replace('/wp-json/calendar/events/v1', ''));
    expect(http.text).toBe(first.body);
    expect(http.headers.get('content-length')).toBe(String(Buffer.byteLength(first.body)));
  });

  it('the HTTP server sends a kept answer at once, without going through handle', async () => {
    const path = '/events?per_page=2';
    const first = plain(await s.call('GET', path));
    const handle = vi.spyOn(s.server.app, 'handle');
    try {
      expect(plain(await s.call('GET', path))).toEqual(first);
      expect(plain(await s.call('GET', path))).toEqual(first);
      expect(handle).not.toHaveBeenCalled();
      // with credentials it is no kept answer: handle answers
      expect((await s.call('GET', path, { as: 'admin' })).status).toBe(200);
      expect(handle).toHaveBeenCalledTimes(1);
    } finally {
      handle.mockRestore();
    }
  });

  it('a GET with a body over the limit is 413 with Connection: close, also where an answer is kept', async () => {
    const path = '/wp-json/calendar/events/v1/events?per_page=3';
    await s.call('GET', path, { raw: true });
    expect((await s.call('GET', path, { raw: true })).status).toBe(200);
    const big = await rawRequest(s.base, 'GET', path, {
      headers: { 'content-type': 'application/json' },
      body: `{"x":"${'x'.repeat(1024 * 1024)}"}`,
    });
    expect(big.status).toBe(413);
    expect(big.json).toMatchObject({ code: 'rest_payload_too_large' });
    expect(big.headers.connection).toBe('close');
    expect((await s.call('GET', path, { raw: true })).status).toBe(200);
  });

  it('credentials, an Origin and HEAD get answers of their own after a kept one', async () => {
    const draft = await s.call('POST', '/events', {
      as: 'admin',
      json: { title: 'Draft', status: 'draft', start_date: '2024-07-13 10:00:00', end_date: '2024-07-13 11:00:00' },
    });
    const path = `/events/${(draft.json as { id: number }).id}`;
    for (let i = 0; i < 2; i++) expect((await s.call('GET', path)).status).toBe(403);
    expect((await s.call('GET', path, { as: 'admin' })).status).toBe(200);
    const list = '/events';
    await s.call('GET', list);
    await s.call('GET', list);
    const cors = await s.call('GET', list, { headers: { origin: 'https://example.org' } });
    expect(cors.headers.get('access-control-allow-origin')).toBe('https://example.org');
    expect((await s.call('GET', list)).headers.get('access-control-allow-origin')).toBeNull();
    const head = await s.call('HEAD', list);
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('content-length')).toBe((await s.call('GET', list)).headers.get('content-length'));
  });
});

describe('kept answers and the clock', () => {
  it("an event's answer holds while the clock moves on; a list page's for its minute", async () => {
    let clock = new Date('2024-07-10T12:00:10Z');
    const t = await startTestServer({ clock: () => clock });
    try {
      const created = await t.call('POST', '/events', {
        as: 'admin',
        json: { title: 'Clockless', start_date: '2024-07-12 10:00:00', end_date: '2024-07-12 11:00:00' },
      });
      const id = (created.json as { id: number }).id;
      const event = `/events/${id}`;
      const list = '/events?per_page=1';
      for (const path of [event, `${event}?_fields=title`, list]) await t.call('GET', path);
      const handle = vi.spyOn(t.server.app, 'handle');
      try {
        clock = new Date('2024-07-10T12:07:00Z');
        const again = await t.call('GET', event);
        expect((again.json as { title: string }).title).toBe('Clockless');
        expect((await t.call('GET', `${event}?_fields=title`)).json).toEqual({ title: 'Clockless' });
        expect(handle).not.toHaveBeenCalled();
        // the list's default window starts now: its answer is built again in the new minute
        expect((await t.call('GET', list)).json).toMatchObject({ events: [{ id }] });
        expect(handle).toHaveBeenCalledTimes(1);
        // and a change shows at once, whatever the clock
        await t.call('PUT', event, { as: 'admin', json: { title: 'Clockless, renamed' } });
        expect((await t.call('GET', event)).json).toMatchObject({ title: 'Clockless, renamed' });
      } finally {
        handle.mockRestore();
      }
    } finally {
      await t.stop();
    }
  });
});
