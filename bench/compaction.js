#!/usr/bin/env node
// `node bench/compaction.js [--baseline=DIR]`: does a compaction show in the latency of creates?
// A store of BENCH_EVENTS (100 000) realistic events takes BENCH_CREATES (6 000) creates one after
// the other in the application itself (no HTTP: the request path of `calev serve`), once with a
// compaction every BENCH_EVERY (2 000) commits and once with none in the window; p50, p99 and
// the slowest create of each. `--baseline=DIR` runs the same on the dist/ of another built
// checkout (the code before a change) and prints it beside. Uses the built dist/.
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildDataset, eventInput, writeCalevDir } from './dataset.js';
import { benchRun, ROOT } from './support.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const CREATES = Number(process.env.BENCH_CREATES ?? 6_000);
const EVERY = Number(process.env.BENCH_EVERY ?? 2_000);
const baseline = process.argv.find((a) => a.startsWith('--baseline='))?.slice('--baseline='.length);
const { work, cleanup, deadline } = benchRun('calev-bench-compaction-', 20 * 60_000);

const generation = (dir) => JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')).generation ?? 0;
const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];

async function run(root, label, data, every) {
  const { openApp } = await import(join(root, 'dist', 'server', 'app.js'));
  const { Store } = await import(join(root, 'dist', 'store', 'store.js'));
  const dir = join(work, `${label}-${every}`);
  cpSync(join(work, 'seed'), dir, { recursive: true });
  const app = await openApp({ dataDir: dir, store: Store.open(dir, { compactAfter: { transactions: every } }) });
  const before = generation(dir);
  const times = [];
  for (let i = 0; i < CREATES; i++) {
    const body = Buffer.from(JSON.stringify(eventInput(data, data.events[i % data.events.length], ` c${i}`)));
    const t = performance.now();
    const res = await app.handle(
      {
        method: 'POST',
        path: '/wp-json/calendar/events/v1/events',
        headers: { 'content-type': 'application/json' },
        body,
      },
      { asAdministrator: true },
    );
    times.push(performance.now() - t);
    if (res.status !== 201) throw new Error(`create: ${res.status} ${res.body.slice(0, 200)}`);
  }
  await app.store.idle?.();
  const compactions = generation(dir) - before;
  await app.close();
  const sorted = [...times].sort((a, b) => a - b);
  return { label, every, compactions, p50: at(sorted, 0.5), p99: at(sorted, 0.99), max: sorted.at(-1) };
}

try {
  const data = buildDataset(EVENTS);
  writeCalevDir(join(work, 'seed'), data);
  const rows = [];
  const roots = [[ROOT, 'this build'], ...(baseline ? [[baseline, 'baseline']] : [])];
  for (const every of [EVERY, 10 * CREATES])
    for (const [root, label] of roots) rows.push(await run(root, label, data, every));
  console.log(
    `\n| ${EVENTS / 1000}k events, ${CREATES} creates at c=1 in-process | compactions | p50 ms | p99 ms | max ms |`,
  );
  console.log('|---|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.label}, compaction every ${r.every} commits | ${r.compactions} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.max.toFixed(0)} |`,
    );
} catch (err) {
  console.error(`bench: ${err.stack ?? err.message}`);
  process.exitCode = 1;
} finally {
  clearTimeout(deadline);
  cleanup();
}
