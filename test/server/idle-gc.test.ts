// calev serve gives memory back once it goes quiet after a burst: a full collection after a span
// with no request, only when the heap grew enough since the last one (src/server/idle-gc.ts).
import { spawnSync } from 'node:child_process';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { afterEach, expect, it } from 'vitest';
import { IdleCollector } from '../../src/server/idle-gc.js';
import { startTestServer, type TestServer } from '../support/server.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const MB = 1024 * 1024;
const stops: Array<() => unknown> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

/** a collector over a heap the test sets, counting what it collects */
function collector(idleMs = 20) {
  const heap = { used: 100 * MB };
  const c = new IdleCollector({
    idleMs,
    heapUsed: () => heap.used,
    collect: () => (heap.used = 100 * MB),
  });
  stops.push(() => c.stop());
  return { c, heap };
}

it('collects three times (one quiet span apart) once the heap grew by a quarter (at least 32 MiB) and nothing came for a span, then not again until it grows', async () => {
  const { c, heap } = collector();
  heap.used = 120 * MB; // +20 MiB: less than the 32 MiB floor
  await sleep(120);
  expect(c.collections).toBe(0);
  heap.used = 140 * MB;
  await sleep(300);
  expect(c.collections).toBe(3);
  expect(heap.used).toBe(100 * MB);
  await sleep(120);
  expect(c.collections).toBe(3);
  heap.used = 200 * MB;
  await sleep(300);
  expect(c.collections).toBe(6);
});

it('a request begun in a span, or one still in flight, puts the collection off', async () => {
  // spans of 100 ms against a request every ~5 ms: only a machine stalled for 100 ms could see a quiet span
  const { c, heap } = collector(100);
  heap.used = 400 * MB;
  const until = Date.now() + 400;
  while (Date.now() < until) {
    c.begin();
    c.end();
    await sleep(5);
  }
  expect(c.collections).toBe(0);
  c.begin();
  await sleep(350);
  expect(c.collections).toBe(0);
  c.end();
  await sleep(900);
  expect(c.collections).toBe(3);
});

it('lets a small heap double between full collections, caps a large one (160 MiB used or more) at 40% until it is back under half of that, busy or not, and gives V8 its own growth back on stop', async () => {
  const heap = { used: 100 * MB };
  const set: number[] = [];
  const c = new IdleCollector({
    idleMs: 20,
    heapUsed: () => heap.used,
    setGrowth: (p) => set.push(p),
    collect: () => undefined,
  });
  stops.push(() => c.stop());
  await sleep(80);
  expect(set).toEqual([100]);
  expect(c.capped).toBe(false);
  heap.used = 170 * MB;
  // a burst: requests in every span
  const until = Date.now() + 120;
  while (Date.now() < until) {
    c.begin();
    c.end();
    await sleep(2);
  }
  expect(set).toEqual([100, 40]);
  expect(c.capped).toBe(true);
  heap.used = 100 * MB; // under 160 but not under 80: the cap stays
  await sleep(80);
  expect(set).toEqual([100, 40]);
  heap.used = 70 * MB;
  await sleep(80);
  expect(set).toEqual([100, 40, 100]);
  heap.used = 300 * MB;
  await sleep(80);
  expect(set).toEqual([100, 40, 100, 40]);
  c.stop();
  expect(set).toEqual([100, 40, 100, 40, 0]);
  expect(c.capped).toBe(false);
});

it("the growths it sets are a flag this Node's V8 takes at run time (an unknown or malformed one makes V8 write an error to stderr)", () => {
  // V8 writes that error itself, to the process's stderr: only a process of its own shows it
  const module = new URL('../../dist/server/idle-gc.js', import.meta.url).href;
  const script = `const { setHeapGrowth } = await import(${JSON.stringify(module)}); setHeapGrowth(40); setHeapGrowth(100); setHeapGrowth(0); setHeapGrowth('x'); process.stdout.write('done');`;
  const out = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(out.stdout).toBe('done');
  // the malformed value shows that such an error would be seen here
  expect(out.stderr.trim().split('\n')[0]).toBe('Error: illegal value for flag --heap-growing-percent=x of type int');
});

it("the default collection is V8's own, forced: garbage of 64 MiB left behind is given back", async () => {
  let forced = 0;
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (((e as { detail?: { flags?: number } }).detail?.flags ?? 0) & constants.NODE_PERFORMANCE_GC_FLAGS_FORCED)
        forced++;
  });
  observer.observe({ entryTypes: ['gc'] });
  stops.push(() => observer.disconnect());
  // V8 may collect the garbage on its own before the collector looks (an incremental marking
  // begun during the allocation), so the collector is told it grew rather than left to find it:
  // by more than a quarter of the heap it starts on, which a worker that ran other files before
  // this one (isolate: false) can hold at 300 MB, where 64 MiB would not count as growth
  let garbage = 0;
  const start = process.memoryUsage().heapUsed;
  const c = new IdleCollector({ idleMs: 50, heapUsed: () => process.memoryUsage().heapUsed + garbage });
  stops.push(() => c.stop());
  let keep: unknown[] | undefined = Array.from({ length: 64 }, () => new Array<number>(128 * 1024).fill(1.5));
  expect(keep.length).toBe(64);
  keep = undefined;
  const before = process.memoryUsage().heapUsed;
  garbage = 64 * MB + start;
  const deadline = Date.now() + 3_000;
  while (c.collections === 0 && Date.now() < deadline) await sleep(20);
  expect(c.collections).toBeGreaterThan(0);
  garbage = 0;
  await sleep(50); // gc entries reach observers after the collection
  expect(forced).toBeGreaterThan(0);
  expect(process.memoryUsage().heapUsed).toBeLessThan(before - 32 * MB);
});

it('calev serve counts its requests: a client that keeps asking is never held up by a collection; once it stops, one runs', async () => {
  let collected = 0;
  let used = 100 * MB;
  const t: TestServer = await startTestServer({
    idleGc: { idleMs: 150, heapUsed: () => used, collect: () => ((used = 100 * MB), collected++) },
  });
  stops.push(() => t.stop());
  const until = Date.now() + 600;
  expect((await t.call('GET', '/events')).status).toBe(200);
  used = 500 * MB; // what a burst of writes leaves
  while (Date.now() < until) expect((await t.call('GET', '/events')).status).toBe(200);
  expect(collected).toBe(0);
  await sleep(1_300);
  expect(collected).toBe(3);
});
