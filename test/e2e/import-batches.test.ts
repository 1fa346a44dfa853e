// Imports over HTTP send their writes in WordPress batches (POST {root}/batch/v1, up to 25 at a
// time; src/api/batch-transport.ts), and their lookups in batches of reads where the site takes
// them (calev serve): the built calev (its main(), in-process) against `calev serve` through a
// proxy that counts the requests, and that can answer as a site that has no batch route, one that
// takes no reads in a batch (WordPress), or whose routes do not take batches (The Events
// Calendar's; the real plugin is in test/tec).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { batchMethods, type HoldingProxy } from '../support/holding-proxy.js';
import { calevInProcess } from './calev.js';
import { eventRowsFile, startProxiedServe, type ProxiedServe } from './proxied-serve.js';

let home: string;
let server: ProxiedServe['server'];
let proxy: HoldingProxy;
let env: Record<string, string>;
let stop: (() => Promise<void>) | undefined;
const RANGE = ['--start-date', '2000-01-01', '--end-date', '2099-12-31'];

beforeAll(async () => {
  ({ home, server, proxy, env, stop } = await startProxiedServe('calev-e2e-batches-'));
});
afterEach(() => {
  proxy.answer = undefined;
  proxy.seen.length = 0;
  proxy.batches.length = 0;
  proxy.maxInFlight = 0;
});
afterAll(async () => {
  await stop?.();
});

/** An NDJSON file of `n` events titled `<name> <i>` (no slug: found again by title and start). */
const rowsFile = (name: string, n: number): string => eventRowsFile(home, name, n, { year: 2032, cost: true });

/** An NDJSON file of `n` events titled `<name> <i>` with the slug `<name>-<i>` (found again by it), on one day. */
const sluggedRowsFile = (name: string, n: number, day: string): string =>
  eventRowsFile(home, name, n, { day, cost: true });

/** title -> cost of the events whose title has `name`, as the server lists them. */
async function stored(name: string): Promise<Map<string, string>> {
  const res = await calevInProcess(
    ['events', 'list', '--all', ...RANGE, '--search', name, '--format', 'ndjson', '--fields', 'title,cost'],
    { env: { ...env, CALEV_URL: server.base } },
  );
  return new Map(
    res.stdout
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { title: string; cost: string })
      .map((e) => [e.title, e.cost]),
  );
}

const count = (what: RegExp) => proxy.seen.filter((r) => what.test(r)).length;
const BATCHES = /^POST \/wp-json\/batch\/v1$/;
/** batches of writes, and of reads (each batch is one or the other) */
const writeBatches = () => proxy.batches.filter((b) => !b.includes('GET')).length;
const readBatches = () => proxy.batches.filter((b) => b.every((m) => m === 'GET')).length;
const READS = /^GET \/wp-json\/calendar\//;
const CREATES = /^POST \/wp-json\/calendar\/events\/v1\/events(\?|$)/;

describe('import over HTTP in batches', () => {
  it('sends the writes 25 at a time with at most --concurrency requests in flight; every row is stored as given; a re-run writes nothing', async () => {
    const file = rowsFile('batched', 130);
    const res = await calevInProcess(['events', 'import', file, '--concurrency', '2'], { env });
    expect(res.stderr).toMatch(/batched\.ndjson: 130 created, 0 updated, 0 skipped, 0 failed\n/);
    expect(res.code).toBe(0);
    expect(count(CREATES)).toBe(0);
    // 130 writes: at least 6 batches (25 each at most), and far fewer than one request per write
    expect(writeBatches()).toBeGreaterThanOrEqual(6);
    expect(writeBatches()).toBeLessThanOrEqual(130 / 10);
    expect(proxy.batches.every((b) => b.length <= 25)).toBe(true);
    // a batch holds reads or writes, never both
    expect(proxy.batches.every((b) => b.every((m) => m === 'GET') || !b.includes('GET'))).toBe(true);
    expect(proxy.maxInFlight).toBeLessThanOrEqual(2);
    const events = await stored('batched');
    expect(events.size).toBe(130);
    expect(events.get('batched 7')).toBe('$7');
    proxy.seen.length = 0;
    proxy.batches.length = 0;
    const again = await calevInProcess(['events', 'import', file, '--concurrency', '2'], { env });
    expect(again.stderr).toMatch(/batched\.ndjson: 0 created, 0 updated, 130 skipped, 0 failed\n/);
    expect(writeBatches()).toBe(0);
  });

  it('a site that goes away midway: the summary says how far the import got and what to do, then the error (exit 1)', async () => {
    const file = rowsFile('goneaway', 60);
    let writes = 0;
    proxy.hold((method, path, body) => {
      const batch = batchMethods(method, path, body);
      return batch !== undefined && !batch.includes('GET') && ++writes === 2;
    }, 'request');
    const running = calevInProcess(['events', 'import', file, '--concurrency', '1'], { env });
    await proxy.waitForHeld(1);
    proxy.drop();
    const res = await running;
    proxy.release();
    expect(res.code).toBe(1);
    const lines = res.stderr.trim().split('\n');
    expect(
      lines.filter((l) =>
        l.endsWith('cut off in flight, it may be half-written; the next import of this file re-saves it'),
      ),
    ).toHaveLength(25);
    expect(lines.slice(25)).toEqual([
      expect.stringMatching(/goneaway\.ndjson: 25 created, 0 updated, 0 skipped, 0 failed$/),
      'stopped by the error below: 25 of 60 rows done, 25 cut off in flight (named above: the next run re-saves them); run the same command again to continue',
      // the rows it left are for the next run to repair (said above), not writes to check by hand
      expect.stringMatching(/^error: POST http:\/\/127\.0\.0\.1:\d+\/wp-json\/batch\/v1 got no answer \(.+\)$/),
    ]);
    const again = await calevInProcess(['events', 'import', file, '--concurrency', '1'], { env });
    expect(again.code).toBe(0);
    expect((await stored('goneaway')).size).toBe(60);
  });

  it('rows without a slug on a day of more than 1,000 events: the day is listed once, not again for each row', async () => {
    // 1,100 events on one day: its month is past the 1,000 a month's listing holds
    const file = join(home, 'crowded.ndjson');
    writeFileSync(
      file,
      Array.from({ length: 1100 }, (_, i) =>
        JSON.stringify({ title: `Crowded ${i}`, start_date: '2034-02-02 10:00', end_date: '2034-02-02 11:00' }),
      ).join('\n'),
    );
    expect((await calevInProcess(['events', 'import', file], { env })).code).toBe(0);
    proxy.seen.length = 0;
    proxy.batches.length = 0;
    const again = await calevInProcess(['events', 'import', file], { env });
    expect(again.stderr).toMatch(/crowded\.ndjson: 0 created, 0 updated, 1100 skipped, 0 failed\n/);
    // the month (up to 1,000), the day (up to 1,000), then one read by slug a row at most: it
    // listed the day again for each row (about 22 pages a row)
    const reads = proxy.batches.filter((b) => b.every((m) => m === 'GET')).reduce((n, b) => n + b.length, 0);
    const alone = proxy.seen.filter((r) => r.startsWith('GET ')).length;
    expect(reads + alone).toBeLessThan(1100 + 60);
  });

  it('sends the lookups of rows with a slug in batches of reads: far fewer requests than rows, and a re-run finds every row', async () => {
    const file = sluggedRowsFile('slugged', 120, '2033-03-03');
    const res = await calevInProcess(['events', 'import', file, '--concurrency', '2'], { env });
    expect(res.stderr).toMatch(/slugged\.ndjson: 120 created, 0 updated, 0 skipped, 0 failed\n/);
    // one lookup by slug per row, 25 to a batch: none alone, at least 5 batches, far fewer than 120
    expect(count(READS)).toBe(0);
    expect(readBatches()).toBeGreaterThanOrEqual(5);
    expect(readBatches()).toBeLessThanOrEqual(120 / 10);
    expect(proxy.batches.every((b) => b.length <= 25)).toBe(true);
    expect(proxy.maxInFlight).toBeLessThanOrEqual(2);
    proxy.batches.length = 0;
    writeFileSync(file, readFileSync(file, 'utf8').replace('"cost":7}', '"cost":70}'));
    const again = await calevInProcess(['events', 'import', file, '--concurrency', '2'], { env });
    expect(again.stderr).toMatch(/slugged\.ndjson: 0 created, 1 updated, 119 skipped, 0 failed\n/);
    expect(readBatches()).toBeLessThanOrEqual(120 / 10);
    expect((await stored('slugged')).get('slugged 7')).toBe('$70');
  });

  it('a site that takes no reads in a batch (WordPress: 400 rest_invalid_param): the lookups go alone, the writes still in batches', async () => {
    proxy.answer = (method, path, body) =>
      batchMethods(method, path, body)?.includes('GET')
        ? {
            status: 400,
            json: {
              code: 'rest_invalid_param',
              message: 'Invalid parameter(s): requests',
              data: {
                status: 400,
                params: { requests: 'requests[0][method] is not one of POST, PUT, PATCH, and DELETE.' },
              },
            },
          }
        : undefined;
    const file = sluggedRowsFile('noreads', 60, '2033-04-04');
    const res = await calevInProcess(['events', 'import', file, '--verbose'], { env });
    expect(res.stderr).toMatch(/noreads\.ndjson: 60 created, 0 updated, 0 skipped, 0 failed\n/);
    expect(res.stderr.match(/^batches: batch\/v1 answered 400; the reads go one by one$/gm)).toHaveLength(1);
    expect(res.stderr).not.toMatch(/the writes go one by one/);
    // only the batches of reads sent before the first answer came (at most one per request in flight)
    expect(readBatches()).toBeGreaterThanOrEqual(1);
    expect(readBatches()).toBeLessThanOrEqual(4);
    expect(count(/^GET \/wp-json\/calendar\/events\/v1\/events\/by-slug\/noreads-/)).toBe(60);
    expect(writeBatches()).toBeGreaterThanOrEqual(3);
    expect(count(CREATES)).toBe(0);
    expect((await stored('noreads')).size).toBe(60);
  });

  it('a re-import of rows with slugs on a site that takes no reads in a batch (WordPress): their months are listed, not each row read', async () => {
    proxy.answer = (method, path, body) =>
      batchMethods(method, path, body)?.includes('GET')
        ? {
            status: 400,
            json: { code: 'rest_invalid_param', message: 'Invalid parameter(s): requests', data: { status: 400 } },
          }
        : undefined;
    const file = sluggedRowsFile('monthly', 80, '2033-05-05');
    expect((await calevInProcess(['events', 'import', file], { env })).stderr).toMatch(
      /80 created, 0 updated, 0 skipped/,
    );
    // a first import: no row is on the site yet, so each is read by its slug to be sure
    expect(count(/^GET \/wp-json\/calendar\/events\/v1\/events\/by-slug\/monthly-/)).toBe(80);
    proxy.seen.length = 0;
    writeFileSync(file, readFileSync(file, 'utf8').replace('"cost":7}', '"cost":70}'));
    const again = await calevInProcess(['events', 'import', file], { env });
    expect(again.stderr).toMatch(/monthly\.ndjson: 0 created, 1 updated, 79 skipped, 0 failed\n/);
    // the first two rows read alone, then May 2033 listed (80 events: two pages of 50)
    expect(count(/^GET \/wp-json\/calendar\/events\/v1\/events\/by-slug\/monthly-/)).toBeLessThanOrEqual(2);
    const pages = count(/^GET \/wp-json\/calendar\/events\/v1\/events\/?\?/);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(4);
    expect((await stored('monthly')).get('monthly 7')).toBe('$70');
  });

  it('updates go in batches too, and each row gets its own answer: a bad row fails alone', async () => {
    const file = rowsFile('mixed', 30);
    await calevInProcess(['events', 'import', file], { env });
    const rows = Array.from({ length: 30 }, (_, i) => {
      const day = `2032-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
      return { title: `mixed ${i}`, start_date: `${day} 10:00`, end_date: `${day} 11:00`, cost: i + 100 };
    });
    // a new row the server refuses (a venue that is not there), among the updates
    rows.push({
      title: 'mixed new',
      start_date: '2032-01-01 10:00',
      end_date: '2032-01-01 11:00',
      cost: 1,
      venue: 999999,
    } as never);
    writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n'));
    proxy.seen.length = 0;
    const res = await calevInProcess(['events', 'import', file], { env });
    expect(res.code).toBe(3);
    expect(res.stderr).toMatch(/mixed\.ndjson: 0 created, 30 updated, 0 skipped, 1 failed\n/);
    expect(res.stderr).toMatch(/^line 31: .*venue/m);
    expect(count(/^PUT /)).toBe(0);
    expect(count(BATCHES)).toBeGreaterThanOrEqual(2);
    expect((await stored('mixed')).get('mixed 12')).toBe('$112');
  });

  it('--batch-size 1 sends each write alone; --batch-size 26 is a usage error', async () => {
    const file = rowsFile('alone', 6);
    const res = await calevInProcess(['events', 'import', file, '--batch-size', '1'], { env });
    expect(res.stderr).toMatch(/alone\.ndjson: 6 created/);
    expect(count(CREATES)).toBe(6);
    expect(count(BATCHES)).toBe(0);
    // a write's answer is read for its id only: the site need not build or send the rest
    expect(proxy.seen.filter((r) => CREATES.test(r))).toEqual(
      Array.from({ length: 6 }, () => 'POST /wp-json/calendar/events/v1/events?_fields=id'),
    );
    const bad = await calevInProcess(['events', 'import', file, '--batch-size', '26'], { env });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('error: --batch-size takes a number from 1 to 25\n');
  });

  it('a site without the batch route (404): nothing of the batch ran, its requests and all later ones, reads and writes, go one by one', async () => {
    proxy.answer = (method, path) =>
      path.startsWith('/wp-json/batch/v1')
        ? {
            status: 404,
            json: {
              code: 'rest_no_route',
              message: 'No route was found matching the URL and request method.',
              data: { status: 404 },
            },
          }
        : undefined;
    // more rows than are in flight at once (4 x 25): the later ones are read after the answer
    const file = rowsFile('noroute', 140);
    const res = await calevInProcess(['events', 'import', file, '--verbose'], { env });
    expect(res.stderr).toMatch(/noroute\.ndjson: 140 created, 0 updated, 0 skipped, 0 failed\n/);
    expect(res.stderr.match(/^batches: batch\/v1 answered 404; the writes go one by one$/gm)).toHaveLength(1);
    expect(res.stderr.match(/^batches: batch\/v1 answered 404; the reads go one by one$/gm)).toHaveLength(1);
    // only the batches sent before the first answer came (at most one per request in flight)
    expect(count(BATCHES)).toBeGreaterThanOrEqual(1);
    expect(count(BATCHES)).toBeLessThanOrEqual(4);
    expect(count(CREATES)).toBe(140);
    expect((await stored('noroute')).size).toBe(140);
  });

  it("a site whose routes do not take batches (each write answered rest_batch_not_allowed, as WordPress does for The Events Calendar's routes): they go one by one", async () => {
    proxy.answer = (method, path, body) => {
      if (!path.startsWith('/wp-json/batch/v1')) return undefined;
      const { requests } = JSON.parse(body.toString('utf8')) as { requests: unknown[] };
      const refused = {
        body: {
          code: 'rest_batch_not_allowed',
          message: 'The requested route does not support batch requests.',
          data: { status: 400 },
        },
        status: 400,
        headers: {},
      };
      return { status: 207, json: { responses: requests.map(() => refused) } };
    };
    const file = rowsFile('notallowed', 140);
    const res = await calevInProcess(['events', 'import', file], { env });
    expect(res.stderr).toMatch(/notallowed\.ndjson: 140 created, 0 updated, 0 skipped, 0 failed\n/);
    // per lane, only the batches sent before its first answer came (at most one per request in flight)
    expect(writeBatches()).toBeGreaterThanOrEqual(1);
    expect(writeBatches()).toBeLessThanOrEqual(4);
    expect(readBatches()).toBeGreaterThanOrEqual(1);
    expect(readBatches()).toBeLessThanOrEqual(4);
    expect(count(CREATES)).toBe(140);
  });

  it('the plain-permalink API root (?rest_route=) batches through /index.php?rest_route=/batch/v1', async () => {
    const file = rowsFile('plainroot', 8);
    const res = await calevInProcess(['events', 'import', file, '--api-root', '/index.php?rest_route='], { env });
    expect(res.stderr).toMatch(/plainroot\.ndjson: 8 created/);
    expect(count(/^POST \/index\.php\?rest_route=\/batch\/v1$/)).toBeGreaterThanOrEqual(1);
    expect(count(/^POST \/index\.php\?rest_route=\/calendar\//)).toBe(0);
    expect((await stored('plainroot')).size).toBe(8);
  });
});
