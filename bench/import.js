#!/usr/bin/env node
// Import throughput: `calev events import` of N realistic events (NDJSON; venue and organizers by
// id, categories and tags by slug) into `calev serve` over HTTP and into the embedded default
// (no server: the CLI runs the API in-process over the data dir), each into a fresh data dir
// holding the venues, organizers and terms. `npm run bench` runs it; alone:
// `node bench/import.js` (BENCH_EVENTS, BENCH_CONCURRENCY, BENCH_RUNS change it). Uses the built
// dist/; stops by itself and only talks to loopback.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_LOGIN, BENCH_PASSWORD, buildDataset, eventInput, writeCalevDir } from './dataset.js';
import { median } from './drive.js';
import { benchRun, BIN, runBench } from './support.js';

/** Starts `calev serve` on a free loopback port over `dataDir`; resolves with its origin and a stop. */
export function serve(run, dataDir) {
  const child = spawn(process.execPath, [BIN, 'serve', '--host', '127.0.0.1', '--port', '0', '--data-dir', dataDir], {
    env: run.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  run.children.add(child);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`calev serve did not start: ${out}${err}`)), 60_000);
    child.stderr.on('data', (d) => (err += d));
    child.stdout.on('data', (d) => {
      out += d;
      const m = /^API: (\S+)$/m.exec(out);
      if (m && /^Data: /m.test(out)) {
        clearTimeout(timer);
        const base = new URL(m[1]).origin;
        if (new URL(base).hostname !== '127.0.0.1') reject(new Error(`not loopback: ${base}`));
        resolve({ base, stop: () => (child.kill('SIGTERM'), exited) });
      }
    });
    exited.then((code) => reject(new Error(`calev serve exited (${code}): ${out}${err}`)));
  });
}

/** Runs `calev events import FILE ...target` and resolves with its wall time (s) and summary. */
function importFile(run, file, target, concurrency) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(
      process.execPath,
      [BIN, 'events', 'import', file, '--concurrency', String(concurrency), '--format', 'count', ...target],
      { env: { ...run.env, CALEV_PASSWORD: BENCH_PASSWORD }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    run.children.add(child);
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => {
      run.children.delete(child);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) reject(new Error(`import exited ${code}: ${err}`));
      else resolve({ seconds, summary: err.trim().split('\n').at(-1) });
    });
  });
}

/**
 * Imports the first `count` events of `data` (written once as NDJSON) `runs` times into each
 * target, every run into a fresh data dir; resolves with the median events/s per target and the
 * runs' summaries.
 */
export async function measureImports(run, data, { count, runs = 1, concurrency = 4, log = () => undefined }) {
  const file = join(run.work, 'import.ndjson');
  const lines = data.events.slice(0, count).map((e) => JSON.stringify(eventInput(data, e)));
  writeFileSync(file, `${lines.join('\n')}\n`);
  const results = {};
  for (const target of ['serve', 'embedded']) {
    const rates = [];
    for (let i = 0; i < runs; i++) {
      const dir = join(run.work, `import-${target}-${i}`);
      writeCalevDir(dir, data, { events: false });
      let r;
      if (target === 'serve') {
        const server = await serve(run, dir);
        try {
          r = await importFile(run, file, ['--url', server.base, '--user', BENCH_LOGIN], concurrency);
        } finally {
          await server.stop();
        }
      } else {
        r = await importFile(run, file, ['--data-dir', dir], concurrency);
      }
      rates.push(count / r.seconds);
      log(
        `import into ${target}, run ${i + 1}: ${r.seconds.toFixed(2)} s, ${(count / r.seconds).toFixed(0)} events/s (${r.summary.replace(/^.*?: /, '')})`,
      );
    }
    results[target] = median(rates);
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = Number(process.env.BENCH_EVENTS ?? 10_000);
  const run = benchRun('calev-bench-import-', 15 * 60_000);
  await runBench(run, async () => {
    console.log(`calev import benchmark: ${count} events (NDJSON), concurrency ${process.env.BENCH_CONCURRENCY ?? 4}`);
    const rates = await measureImports(run, buildDataset(count), {
      count,
      runs: Number(process.env.BENCH_RUNS ?? 3),
      concurrency: Number(process.env.BENCH_CONCURRENCY ?? 4),
      log: (line) => console.log(line),
    });
    for (const [target, rate] of Object.entries(rates)) console.log(`${target}: median ${rate.toFixed(0)} events/s`);
  });
}
