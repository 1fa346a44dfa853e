// Requests sent together in WordPress batches (`POST {root}/batch/v1`: WordPress core since 5.6,
// and calev serve: README "Batch writes"), for imports over HTTP. Two lanes: writes, and reads
// (GET), which only calev serve takes in a batch (WordPress refuses a batch naming GET with 400:
// the reads then go alone). A request waits in its lane until 25 are there, or nothing of the
// other lane is in flight or waiting any more (an import's reads are what bring its writes, and
// its finished writes bring the next rows' reads), or it has waited 50 ms; then they go in one
// request and each gets its own answer back, as if it had gone alone. At most `concurrency`
// requests are in flight, batches and requests alone together. A site that does not batch these
// routes (The Events Calendar's routes do not opt in; a site without the batch route answers 404)
// has run none of them: they are sent one by one, and so is every later one of their lane.
import type { ApiClient } from './client.js';
import { ResponseError, StoppedError } from './errors.js';
import { gateTransport, requestName, type GatedTransport } from './gate.js';
import type { Trace, Transport, TransportRequest, TransportResponse } from './transport.js';

export const BATCH_SIZE = 25;
const MAX_WAIT_MS = 50;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface BatchingOptions {
  /** from the origin to the API root: `/wp-json` or `/index.php?rest_route=` */
  rootPath: string;
  /** requests in flight at once, batches and requests alone together */
  concurrency: number;
  /** requests per batch, at most BATCH_SIZE */
  size?: number;
  trace?: Trace;
  /** aborted when the command stops (the first Ctrl+C): what waits here, in a lane or for a
   * slot, has not been sent, and is refused (StoppedError) instead of sent afterwards */
  stopped?: AbortSignal;
}

interface Queued {
  req: TransportRequest;
  /** the route path from the API root with its query, as a batch names it */
  path: string;
  resolve: (res: TransportResponse) => void;
  reject: (err: unknown) => void;
}

interface Lane {
  name: 'reads' | 'writes';
  queue: Queued[];
  timer?: NodeJS.Timeout;
  /** the site has not refused a batch of this lane */
  enabled: boolean;
  /** requests of this lane (batches or alone) in flight or waiting for a slot */
  out: number;
  /** requests answered through batches so far */
  batched: number;
}

export interface BatchingTransport extends Transport {
  /** writes answered through batches so far */
  readonly batched: number;
  /** reads answered through batches so far */
  readonly batchedReads: number;
}

/**
 * The client an import goes through: its requests go in batches of `size` where the target is a
 * site (HTTP); the embedded default works in-process, and a size of 1 sends each request alone.
 */
export function batchingClient(client: ApiClient, opts: { concurrency: number; size: number }): ApiClient {
  if (client.transport.origin === undefined || opts.size <= 1) return client;
  // Batching goes beneath the command's gate (src/api/gate.ts): a write is in flight once it is
  // handed over, so the first Ctrl+C lets the writes waiting for their batch go too, and a
  // second one gives each of them up.
  const gated = client.transport as Partial<GatedTransport>;
  const batching = batchingTransport(gated.beneath ?? client.transport, {
    ...opts,
    rootPath: client.rootPath,
    trace: client.trace,
    stopped: gated.gate?.stopped,
  });
  return client.withTransport(gated.gate ? gateTransport(batching, gated.gate) : batching);
}

export function batchingTransport(inner: Transport, opts: BatchingOptions): BatchingTransport {
  const restRoute = opts.rootPath.includes('rest_route=');
  const batchTarget = `${opts.rootPath}/batch/v1`;
  const size = Math.min(opts.size ?? BATCH_SIZE, BATCH_SIZE);
  const lane = (name: Lane['name']): Lane => ({ name, queue: [], enabled: true, out: 0, batched: 0 });
  const reads = lane('reads');
  const writes = lane('writes');
  const other = (l: Lane): Lane => (l === reads ? writes : reads);
  let looking = false;
  let inFlight = 0;
  const waiting: Array<{ go: () => void; stop: () => void }> = [];

  async function slot<T>(req: TransportRequest, send: () => Promise<T>): Promise<T> {
    if (opts.stopped?.aborted) throw new StoppedError(requestName(req));
    if (inFlight >= opts.concurrency)
      await new Promise<void>((go, stop) => waiting.push({ go, stop: () => stop(new StoppedError(requestName(req))) }));
    else inFlight++;
    try {
      return await send();
    } finally {
      const next = waiting.shift();
      if (next) next.go();
      else inFlight--;
    }
  }

  // The first Ctrl+C: the requests handed over but not sent (waiting for their batch, or for a
  // slot, as every write does one by one on a site that takes no batches) are not sent; only
  // those on the wire are finished. Before, an import into such a site went on writing its
  // queued rows for the 30 s the stop waits, and named each "cut off in flight".
  opts.stopped?.addEventListener(
    'abort',
    () => {
      for (const l of [writes, reads]) {
        if (l.timer) clearTimeout(l.timer);
        l.timer = undefined;
        for (const q of l.queue.splice(0)) q.reject(new StoppedError(requestName(q.req)));
      }
      for (const w of waiting.splice(0)) w.stop();
    },
    { once: true },
  );

  /** `send` in a slot, counted in `l` until it is answered */
  async function tracked<T>(l: Lane, req: TransportRequest, send: () => Promise<T>): Promise<T> {
    l.out++;
    try {
      return await slot(req, send);
    } finally {
      l.out--;
      lookSoon();
    }
  }

  /** the route path and query of a target under the API root, or undefined */
  function pathOf(target: string): string | undefined {
    if (!target.startsWith(opts.rootPath)) return undefined;
    const rest = target.slice(opts.rootPath.length);
    if (!rest.startsWith('/')) return undefined;
    return restRoute ? rest.replace('&', '?') : rest;
  }

  /** after the current turn: the answers it brought may have queued more */
  function lookSoon(): void {
    if (looking || (reads.queue.length === 0 && writes.queue.length === 0)) return;
    looking = true;
    setImmediate(() => {
      looking = false;
      for (const l of [writes, reads]) if (l.queue.length > 0 && other(l).out === 0) flush(l);
    });
  }

  function flush(l: Lane): void {
    if (l.timer) clearTimeout(l.timer);
    l.timer = undefined;
    while (l.queue.length > 0) {
      const items = l.queue.splice(0, size);
      // each request settles in sendBatch; anything thrown past it still reaches every one of them
      if (l.enabled)
        tracked(l, items[0].req, () => sendBatch(l, items)).catch((err: unknown) =>
          // stopped before the batch went: each request is named as not sent
          items.forEach((q) => q.reject(err instanceof StoppedError ? new StoppedError(requestName(q.req)) : err)),
        );
      else for (const item of items) alone(l, item);
      if (l.queue.length < size && other(l).out > 0) break;
    }
    if (l.queue.length > 0) l.timer = setTimeout(() => flush(l), MAX_WAIT_MS);
  }

  function alone(l: Lane, item: Queued): void {
    tracked(l, item.req, () => inner.send(item.req)).then(item.resolve, item.reject);
  }

  async function sendBatch(l: Lane, items: Queued[]): Promise<void> {
    const first = items[0].req;
    // given up (a second Ctrl+C) while they waited: nothing is sent
    if (first.signal?.aborted) {
      for (const q of items) q.reject(first.signal.reason);
      return;
    }
    // the site said no to an earlier batch while these waited for their turn
    if (!l.enabled) {
      for (const q of items) alone(l, q);
      return;
    }
    // the bodies go in as the client wrote them (JSON objects): no parse and write again
    const parts = items.map(
      (q) =>
        `{"method":${JSON.stringify(q.req.method)},"path":${JSON.stringify(q.path)}${q.req.body?.length ? `,"body":${q.req.body.toString('utf8')}` : ''}}`,
    );
    const headers: Record<string, string> = { ...first.headers, 'content-type': 'application/json' };
    let res: TransportResponse;
    try {
      res = await inner.send({
        method: 'POST',
        target: batchTarget,
        headers,
        body: Buffer.from(`{"requests":[${parts.join(',')}]}`, 'utf8'),
        signal: first.signal,
      });
    } catch (err) {
      for (const q of items) q.reject(err);
      return;
    }
    const answers = res.status === 207 ? answersOf(res.body, items.length) : undefined;
    if (answers) {
      let refused = false;
      answers.forEach((answer, i) => {
        // this route does not take batches: nothing of it ran
        if (isNotAllowed(answer)) {
          refused = true;
          alone(l, items[i]);
        } else {
          l.batched++;
          items[i].resolve(answer);
        }
      });
      if (refused) stopBatching(l, `the site does not take these ${l.name} in batches`);
      return;
    }
    if (res.status >= 200 && res.status < 300) {
      // an answer that does not say what each request did: they may have run
      const err = new ResponseError(
        `${inner.label} answered a batch of ${items.length} ${l.name} with ${res.status} and no answer for each`,
        'the next import of this file re-saves these rows; --batch-size 1 sends each request alone',
      );
      for (const q of items) q.reject(err);
      return;
    }
    if (res.status === 401 || res.status === 403 || res.status >= 500) {
      // refused for everyone, or it may have run some: each request gets the answer
      for (const q of items) q.resolve(res);
      return;
    }
    // no batch route (404: neither lane can batch), or a batch it would not take (WordPress
    // takes no reads in one: 400); nothing ran
    if (res.status === 404) stopBatching(other(l), `batch/v1 answered 404`);
    stopBatching(l, `batch/v1 answered ${res.status}`);
    for (const q of items) alone(l, q);
  }

  function stopBatching(l: Lane, why: string): void {
    if (!l.enabled) return;
    l.enabled = false;
    opts.trace?.(`batches: ${why}; the ${l.name} go one by one`);
    // those waiting for their batch go now
    if (l.queue.length > 0) flush(l);
  }

  async function send(req: TransportRequest): Promise<TransportResponse> {
    const json = !req.body?.length || /^application\/json\b/i.test(req.headers['content-type'] ?? '');
    const l = WRITES.has(req.method) ? writes : reads;
    const batchable = l.enabled && json && (l === writes || (req.method === 'GET' && !req.body?.length));
    const path = batchable ? pathOf(req.target) : undefined;
    if (path === undefined) return tracked(l, req, () => inner.send(req));
    const answer = new Promise<TransportResponse>((resolve, reject) => l.queue.push({ req, path, resolve, reject }));
    if (other(l).out === 0) lookSoon();
    if (l.queue.length >= size) flush(l);
    else l.timer ??= setTimeout(() => flush(l), MAX_WAIT_MS);
    return answer;
  }

  return {
    label: inner.label,
    origin: inner.origin,
    send,
    close: () => inner.close(),
    get batched() {
      return writes.batched;
    },
    get batchedReads() {
      return reads.batched;
    },
  };
}

/** The answers of a 207 batch answer, one per write, as transport responses. */
function answersOf(text: string, count: number): TransportResponse[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const responses = (parsed as { responses?: unknown } | null)?.responses;
  if (!Array.isArray(responses) || responses.length !== count) return undefined;
  const out: TransportResponse[] = [];
  for (const r of responses as unknown[]) {
    if (typeof r !== 'object' || r === null) return undefined;
    const { status, headers, body } = r as { status?: unknown; headers?: unknown; body?: unknown };
    if (typeof status !== 'number') return undefined;
    const lower: Record<string, string> = {};
    if (typeof headers === 'object' && headers !== null)
      for (const [k, v] of Object.entries(headers)) lower[k.toLowerCase()] = String(v);
    out.push(parsedResponse(status, lower, body));
  }
  return out;
}

/** A response whose body is already parsed: its text is written only if someone reads it. */
function parsedResponse(status: number, headers: Record<string, string>, data: unknown): TransportResponse {
  let text: string | undefined;
  return {
    status,
    headers,
    data,
    get body() {
      return (text ??= data === undefined ? '' : JSON.stringify(data));
    },
  };
}

function isNotAllowed(answer: TransportResponse): boolean {
  const data = answer.data as { code?: unknown } | undefined;
  return answer.status === 400 && data?.code === 'rest_batch_not_allowed';
}
