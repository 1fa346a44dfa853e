#!/usr/bin/env node
// `node bench/memory.js` (BENCH_EVENTS, default 100 000): what 100k creates leave in memory. A
// fresh `calev serve`, over a data dir holding only the linked items, is seeded over HTTP by 8
// keep-alive clients (bench/seed.js) with the realistic events of `npm run bench`; RSS at once
// and after 5 s without requests (calev serve collects once it is quiet: src/server/idle-gc.ts);
// then it is stopped and started again on the same data: RSS once its word index is built. Only
// creates reach this server, so the comparison is not muddied by the read caches of other cells.
// Uses the built dist/.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_LOGIN, BENCH_PASSWORD, buildDataset, eventInput, writeCalevDir } from './dataset.js';
import { HOST, processes, rssMb, sleep } from './drive.js';
import { seedEvents } from './seed.js';
import { benchRun, BIN, runBench } from './support.js';

const NS = '/wp-json/calendar/events/v1';
const AUTH = `Basic ${Buffer.from(`${BENCH_LOGIN}:${BENCH_PASSWORD}`).toString('base64')}`;

/** RSS (MB) of a calev serve after `count` creates of `data`'s events, and after a cold load of them */
export async function measureMemory(run, data, count, { settleMs = 5000, log = () => undefined } = {}) {
  const { port, startProcess } = processes(run);
  const dir = join(run.work, 'memory');
  writeCalevDir(dir, data, { events: false });
  const start = () => {
    const p = port();
    return startProcess('calev', [BIN, 'serve', '--host', HOST, '--port', String(p), '--data-dir', dir], {
      probe: `${NS}/events?per_page=1`,
      port: p,
    });
  };
  let server = await start();
  const bodies = data.events.slice(0, count).map((e) => eventInput(data, e));
  const seeded = await seedEvents(server.base, AUTH, bodies, { connections: 8, ns: NS });
  const out = { count, rate: count / seeded.seconds, atOnce: rssMb(server.pid) };
  await sleep(5000);
  out.idle = rssMb(server.pid);
  await server.stop();
  server = await start();
  await sleep(settleMs);
  out.cold = rssMb(server.pid);
  await server.stop();
  log(
    `memory: ${count} creates at ${Math.round(out.rate)}/s: RSS ${out.atOnce} MB at once, ${out.idle} MB after 5 s idle; cold load ${out.cold} MB`,
  );
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = Number(process.env.BENCH_EVENTS ?? 100_000);
  const run = benchRun('calev-bench-memory-', 15 * 60_000, { NODE_ENV: 'production' });
  await runBench(run, async () => {
    const m = await measureMemory(run, buildDataset(count), count, { log: (line) => console.log(line) });
    console.log(
      `after ${count} creates / cold load: ${(m.atOnce / m.cold).toFixed(2)}× at once, ${(m.idle / m.cold).toFixed(2)}× after 5 s idle`,
    );
  });
}
