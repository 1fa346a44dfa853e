#!/usr/bin/env node
// Import throughput: generates 10k events as NDJSON, starts `calev serve` on 127.0.0.1 port 0
// over a fresh temp data dir, runs `calev events import` against it over HTTP, and prints
// events/s; three runs, median reported. Uses the built dist/ (run `npm run build` first).
// Stops by itself (a global deadline kills what it started) and only talks to loopback.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchRun, BIN } from './support.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const RUNS = 3;
const CONCURRENCY = process.env.BENCH_CONCURRENCY ?? '4';
const DEADLINE_MS = 15 * 60_000;

const { work, env, children, cleanup, deadline } = benchRun('calev-bench-import-', DEADLINE_MS);

function generate(path) {
  const lines = [];
  const start = Date.UTC(2030, 0, 1);
  for (let i = 0; i < EVENTS; i++) {
    const day = new Date(start + Math.floor(i / 10) * 86_400_000).toISOString().slice(0, 10);
    const hour = String(8 + (i % 10)).padStart(2, '0');
    lines.push(
      JSON.stringify({
        title: `Bench event ${i}`,
        slug: `bench-event-${i}`,
        start_date: `${day} ${hour}:00:00`,
        end_date: `${day} ${hour}:45:00`,
        timezone: 'Europe/Paris',
        description: `Event number ${i}, generated for the import benchmark.`,
        venue: { venue: `Hall ${i % 20}`, city: 'Lyon' },
        organizer: [{ organizer: `Organizer ${i % 7}` }],
        categories: [`category-${i % 5}`],
        cost: `${i % 30}`,
      }),
    );
  }
  writeFileSync(path, `${lines.join('\n')}\n`);
}

function serve(dataDir) {
  const child = spawn(
    process.execPath,
    [
      BIN,
      'serve',
      '--host',
      '127.0.0.1',
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--user',
      'bench:bench-pass:administrator',
    ],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.add(child);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`calev serve did not start: ${out}${err}`)), 20_000);
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

function importFile(file, base) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(
      process.execPath,
      [
        BIN,
        'events',
        'import',
        file,
        '--concurrency',
        CONCURRENCY,
        '--format',
        'count',
        '--url',
        base,
        '--user',
        'bench',
      ],
      {
        env: { ...env, CALEV_PASSWORD: 'bench-pass' },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    children.add(child);
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => {
      children.delete(child);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) reject(new Error(`import exited ${code}: ${err}`));
      else resolve({ seconds, summary: err.trim().split('\n').at(-1) });
    });
  });
}

try {
  const file = join(work, 'events.ndjson');
  generate(file);
  console.log(
    `calev import benchmark: ${EVENTS} events (NDJSON), concurrency ${CONCURRENCY}, calev serve on 127.0.0.1, ${RUNS} runs`,
  );
  const rates = [];
  for (let run = 1; run <= RUNS; run++) {
    const server = await serve(join(work, `data-${run}`));
    try {
      const { seconds, summary } = await importFile(file, server.base);
      const rate = EVENTS / seconds;
      rates.push(rate);
      console.log(
        `run ${run}: ${seconds.toFixed(2)} s, ${rate.toFixed(0)} events/s (${summary.replace(/^.*?: /, '')})`,
      );
    } finally {
      await server.stop();
    }
  }
  rates.sort((a, b) => a - b);
  console.log(`median: ${rates[Math.floor(rates.length / 2)].toFixed(0)} events/s`);
} catch (err) {
  console.error(`bench: ${err.message}`);
  process.exitCode = 1;
} finally {
  clearTimeout(deadline);
  cleanup();
}
