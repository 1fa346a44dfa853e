#!/usr/bin/env node
// `node bench/read-memory.js [--baseline=DIR]` (BENCH_EVENTS, default 100 000; BENCH_PAGES, default
// 3 000): what reads leave in memory. `calev serve` starts on a data dir of the realistic events
// of `npm run bench`; its RSS once it has settled, then after reading every published event once
// (one after the other, in three steps: the first 10 000, up to 40 000, the rest), then after
// BENCH_PAGES list pages of 10 events in English, in French and in German; each RSS 8 s after the
// step (calev serve collects once it is quiet: src/server/idle-gc.ts). Every cache of the server is
// bounded, so after the first steps the RSS should stay where it is. `--baseline=DIR` runs the same
// on the built dist/ of another checkout (the code before a change) and prints it beside.
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { buildDataset, readableIds, writeCalevDir } from './dataset.js';
import { HOST, processes, rssMb, sleep } from './drive.js';
import { benchRun, BIN, runBench } from './support.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const PAGES = Number(process.env.BENCH_PAGES ?? 3_000);
const SETTLE_MS = 8_000;
const CONNECTIONS = 4;
const NS = '/wp-json/calendar/events/v1';
const baseline = process.argv.find((a) => a.startsWith('--baseline='))?.slice('--baseline='.length);
const run = benchRun('calev-bench-read-memory-', 30 * 60_000, { NODE_ENV: 'production' });
const { port, startProcess } = processes(run);

/** GETs every path once, CONNECTIONS at a time; the paths answered 200 (a list page past the
 * last one is a 404: the crawl stops there) */
async function getAll(base, paths) {
  let next = 0;
  let ok = 0;
  let ended = false;
  const worker = async () => {
    while (!ended && next < paths.length) {
      const path = paths[next++];
      const res = await fetch(`${base}${path}`);
      await res.arrayBuffer();
      if (res.status === 200) ok++;
      else if (res.status === 404) ended = true;
      else throw new Error(`${path}: ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return ok;
}

async function measure(label, bin, seed, published) {
  const dir = join(run.work, label);
  cpSync(seed, dir, { recursive: true });
  const p = port();
  const server = await startProcess(label, [bin, 'serve', '--host', HOST, '--port', String(p), '--data-dir', dir], {
    probe: `${NS}/events?per_page=1`,
    port: p,
  });
  const rows = [];
  const step = async (name, paths) => {
    const started = performance.now();
    const answered = paths ? await getAll(server.base, paths) : 0;
    const seconds = (performance.now() - started) / 1000;
    await sleep(SETTLE_MS);
    rows.push({ name, answered, rate: paths ? answered / seconds : undefined, rss: rssMb(server.pid) });
    console.error(`${label}: ${name}: ${answered} answered, RSS ${rows.at(-1).rss} MB`);
  };
  try {
    await step('settled after start');
    const byId = published.map((id) => `${NS}/events/${id}`);
    const cuts = [0, ...new Set([10_000, 40_000, byId.length].map((n) => Math.min(n, byId.length)))];
    for (let i = 1; i < cuts.length; i++)
      await step(`events ${cuts[i - 1] + 1}–${cuts[i]} by id`, byId.slice(cuts[i - 1], cuts[i]));
    for (const [lang, name] of [
      ['', 'English'],
      ['/fr', 'French'],
      ['/de', 'German'],
    ])
      await step(
        `list pages in ${name}`,
        Array.from({ length: PAGES }, (_, i) => `${lang}/events/list/page/${i + 1}/`),
      );
  } finally {
    await server.stop();
  }
  return rows;
}

await runBench(run, async () => {
  const data = buildDataset(EVENTS);
  const seed = join(run.work, 'seed');
  writeCalevDir(seed, data);
  const published = readableIds(data.events);
  const mine = await measure('this build', BIN, seed, published);
  const before = baseline ? await measure('baseline', join(baseline, 'bin', 'calev.js'), seed, published) : undefined;
  console.log(
    `\n## Memory under reads: calev serve on ${EVENTS.toLocaleString('en-US')} events (${published.length.toLocaleString('en-US')} published)\n`,
  );
  console.log(`| step | answered | req/s | RSS MB${before ? ' | baseline RSS MB' : ''} |`);
  console.log(`|---|---:|---:|---:|${before ? '---:|' : ''}`);
  mine.forEach((row, i) =>
    console.log(
      `| ${row.name} | ${row.answered.toLocaleString('en-US')} | ${row.rate === undefined ? '' : Math.round(row.rate).toLocaleString('en-US')} | ${row.rss} |${before ? ` ${before[i]?.rss ?? ''} |` : ''}`,
    ),
  );
});
