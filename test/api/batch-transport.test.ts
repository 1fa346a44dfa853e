// src/api/batch-transport.ts on its own, where a real server cannot show it: a transport beneath
// it that fails in ways no site answers. The batches against calev serve and against sites that
// refuse them are in test/e2e/import-batches.test.ts and test/tec/site-lists.test.ts.
import { expect, it } from 'vitest';
import { batchingTransport } from '../../src/api/batch-transport.js';
import type { Transport, TransportRequest, TransportResponse } from '../../src/api/transport.js';

function write(n: number): TransportRequest {
  return {
    method: 'POST',
    target: '/wp-json/calendar/events/v1/events',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify({ title: `e${n}` })),
  };
}

function beneath(answer: (req: TransportRequest) => TransportResponse): Transport & { sent: TransportRequest[] } {
  const sent: TransportRequest[] = [];
  return {
    label: 'http://site.test',
    origin: 'http://site.test',
    sent,
    send: (req) => {
      sent.push(req);
      return Promise.resolve(answer(req));
    },
    close: () => Promise.resolve(),
  };
}

interface SentItem {
  method: string;
  path: string;
  body?: unknown;
}

/** the requests of a batch sent beneath */
const itemsOf = (req: TransportRequest): SentItem[] =>
  (JSON.parse(req.body!.toString()) as { requests: SentItem[] }).requests;

/** a 207 batch answer with `answer`'s answer for each request of the batch */
function answering(
  answer: (item: SentItem, i: number) => { status: number; headers: Record<string, string>; body: unknown },
): (req: TransportRequest) => TransportResponse {
  return (req) => ({
    status: 207,
    headers: {},
    body: JSON.stringify({ responses: itemsOf(req).map(answer) }),
  });
}

it('every write of a batch settles even when reading its answer throws', async () => {
  const inner = beneath(() => ({
    status: 207,
    headers: {},
    get body(): string {
      throw new Error('the answer could not be read');
    },
  }));
  const t = batchingTransport(inner, { rootPath: '/wp-json', concurrency: 2, size: 3 });
  const results = await Promise.allSettled([1, 2, 3].map((n) => t.send(write(n))));
  expect(results.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : 'fulfilled'))).toEqual([
    'the answer could not be read',
    'the answer could not be read',
    'the answer could not be read',
  ]);
  expect(inner.sent.map((r) => r.target)).toEqual(['/wp-json/batch/v1']);
});

it('a 2xx answer that is not 207 fails each write without guessing what ran', async () => {
  const inner = beneath(() => ({ status: 200, headers: {}, body: '{}' }));
  const t = batchingTransport(inner, { rootPath: '/wp-json', concurrency: 1, size: 2 });
  const results = await Promise.allSettled([1, 2].map((n) => t.send(write(n))));
  for (const r of results) {
    expect(r.status).toBe('rejected');
    expect((r as PromiseRejectedResult).reason).toMatchObject({
      message: 'http://site.test answered a batch of 2 writes with 200 and no answer for each',
    });
  }
  expect(t.batched).toBe(0);
});

it('each write gets its own answer, parsed once, with lower-case header names', async () => {
  const inner = beneath(
    answering((r, i) => ({ status: 201, headers: { Allow: 'GET, POST' }, body: { id: i + 1, sent: r.body } })),
  );
  const t = batchingTransport(inner, { rootPath: '/wp-json', concurrency: 1, size: 2 });
  const [a, b] = await Promise.all([t.send(write(1)), t.send(write(2))]);
  expect([a.status, a.headers, a.data]).toEqual([201, { allow: 'GET, POST' }, { id: 1, sent: { title: 'e1' } }]);
  expect(JSON.parse(b.body)).toEqual({ id: 2, sent: { title: 'e2' } });
  expect(t.batched).toBe(2);
  expect(inner.sent).toHaveLength(1);
});

it('reads go in batches of their own; a site that refuses a batch of reads (400) gets those and later reads alone, and the writes still in batches', async () => {
  const inner = beneath((req) => {
    if (req.target !== '/wp-json/batch/v1') return { status: 404, headers: {}, body: '{"code":"rest_no_route"}' };
    if (itemsOf(req).some((r) => r.method === 'GET'))
      return { status: 400, headers: {}, body: '{"code":"rest_invalid_param","data":{"status":400}}' };
    return answering((_, i) => ({ status: 201, headers: {}, body: { id: i } }))(req);
  });
  const traced: string[] = [];
  const t = batchingTransport(inner, { rootPath: '/wp-json', concurrency: 2, size: 3, trace: (l) => traced.push(l) });
  const read = (slug: string): TransportRequest => ({
    method: 'GET',
    target: `/wp-json/calendar/events/v1/events/by-slug/${slug}`,
    headers: {},
  });
  const reads = await Promise.all(['a', 'b', 'c'].map((s) => t.send(read(s))));
  // answered alone (404 here), after one refused batch of the three
  expect(reads.map((r) => r.status)).toEqual([404, 404, 404]);
  const writes = await Promise.all([1, 2, 3].map((n) => t.send(write(n))));
  expect(writes.map((r) => r.status)).toEqual([201, 201, 201]);
  await t.send(read('d'));
  const sent = inner.sent.map((r) =>
    r.target === '/wp-json/batch/v1'
      ? `batch ${itemsOf(r)
          .map((q) => q.method)
          .join(',')}`
      : `${r.method} ${r.target.split('/').pop()}`,
  );
  expect(sent).toEqual(['batch GET,GET,GET', 'GET a', 'GET b', 'GET c', 'batch POST,POST,POST', 'GET d']);
  expect(traced).toEqual(['batches: batch/v1 answered 400; the reads go one by one']);
  expect([t.batched, t.batchedReads]).toEqual([3, 0]);
});

it('a batch of reads is answered one answer each, in order', async () => {
  const inner = beneath(answering((r) => ({ status: 200, headers: { 'X-WP-Total': '1' }, body: { path: r.path } })));
  const t = batchingTransport(inner, { rootPath: '/wp-json', concurrency: 1, size: 2 });
  const [a, b] = await Promise.all(
    ['x', 'y'].map((s) =>
      t.send({ method: 'GET', target: `/wp-json/calendar/events/v1/events/by-slug/${s}`, headers: {} }),
    ),
  );
  expect([a.data, b.data, a.headers['x-wp-total']]).toEqual([
    { path: '/calendar/events/v1/events/by-slug/x' },
    { path: '/calendar/events/v1/events/by-slug/y' },
    '1',
  ]);
  expect([t.batchedReads, inner.sent.length]).toEqual([2, 1]);
});

it('on a site that takes no batches, a stop sends none of the writes waiting for a slot: those on the wire finish, the rest are refused', async () => {
  const holds: Array<() => void> = [];
  const sent: TransportRequest[] = [];
  const inner: Transport = {
    label: 'http://site.test',
    origin: 'http://site.test',
    send: (req) => {
      sent.push(req);
      // The Events Calendar's routes opt out of batches: nothing of one runs
      if (req.target.endsWith('/batch/v1'))
        return Promise.resolve(
          answering(() => ({ status: 400, headers: {}, body: { code: 'rest_batch_not_allowed' } }))(req),
        );
      return new Promise((resolve) => holds.push(() => resolve({ status: 201, headers: {}, body: '{"id":1}' })));
    },
    close: () => Promise.resolve(),
  };
  const stop = new AbortController();
  const t = batchingTransport(inner, { rootPath: '/wp-json', concurrency: 2, size: 6, stopped: stop.signal });
  const results = Promise.allSettled([1, 2, 3, 4, 5, 6].map((n) => t.send(write(n))));
  while (holds.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
  stop.abort();
  for (const release of holds.splice(0)) release();
  const settled = await results;
  expect(settled.map((r) => (r.status === 'fulfilled' ? r.value.status : (r.reason as Error).name))).toEqual([
    201,
    201,
    'StoppedError',
    'StoppedError',
    'StoppedError',
    'StoppedError',
  ]);
  expect((settled[5] as PromiseRejectedResult).reason).toMatchObject({
    request: 'POST /wp-json/calendar/events/v1/events',
  });
  // the refused batch and the two writes on the wire; none after the stop
  expect(sent.map((r) => r.target)).toEqual([
    '/wp-json/batch/v1',
    '/wp-json/calendar/events/v1/events',
    '/wp-json/calendar/events/v1/events',
  ]);
  expect(holds).toHaveLength(0);
});
