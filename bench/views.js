#!/usr/bin/env node
// `node bench/views.js`: `calev agenda` (and the calendar grids) against `calev events list` on the
// embedded default with 10 000 events (bench/dataset.js), each a cold process as a user runs it,
// alternated run by run, medians side by side and the ratio to `events list`. The target of
// issue 14: agenda under 3x events list. BENCH_EVENTS and BENCH_RUNS change the size and the runs.
// Uses the built dist/ (run `npm run build` first). Not part of `npm test` or CI.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildDataset, writeCalevDir } from './dataset.js';
import { benchRun, BIN } from './support.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const { work, env, cleanup, deadline } = benchRun('calev-bench-views-', 10 * 60_000, { NODE_ENV: 'production' });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  const dir = join(work, 'data');
  // the events spread from a year ago to 2.5 years ahead: about 8 a day
  writeCalevDir(dir, buildDataset(EVENTS));
  const base = ['--data-dir', dir];
  const commands = {
    'events list': ['events', 'list', '--format', 'json'],
    'agenda (7 days)': ['agenda'],
    'agenda --format json': ['agenda', '--format', 'json'],
    'agenda next monday (chrono-node)': ['agenda', 'next', 'monday'],
    'calendar --week': ['calendar', '--week'],
    'calendar (month)': ['calendar'],
  };
  const times = Object.fromEntries(Object.keys(commands).map((k) => [k, []]));
  const items = {};
  for (let i = 0; i < RUNS; i++) {
    for (const [name, args] of Object.entries(commands)) {
      const t = process.hrtime.bigint();
      const r = spawnSync(process.execPath, [BIN, ...args, ...base], {
        env: { ...env, COLUMNS: '120' },
        stdio: ['ignore', 'pipe', 'pipe'],
        encoding: 'utf8',
      });
      times[name].push(Number(process.hrtime.bigint() - t) / 1e6);
      if (r.status !== 0) throw new Error(`${name} exited ${r.status}: ${r.stderr}`);
      if (i === 0 && name.startsWith('agenda --format'))
        items[name] = JSON.parse(r.stdout).reduce((n, g) => n + g.events.length, 0);
    }
  }
  const list = median(times['events list']);
  console.log(
    `calev views on the embedded default, ${EVENTS.toLocaleString('en-US')} events, ${RUNS} alternated cold runs each`,
  );
  console.log(`(Node ${process.version}; medians)\n`);
  console.log('| command | median ms | × events list |');
  console.log('| --- | ---: | ---: |');
  for (const [name, ts] of Object.entries(times))
    console.log(`| calev ${name} | ${median(ts).toFixed(0)} | ${(median(ts) / list).toFixed(2)}× |`);
  console.log(`\nthe 7-day agenda held ${items['agenda --format json']} event-days`);
  const ratio = median(times['agenda (7 days)']) / list;
  console.log(
    `${ratio < 3 ? 'met   ' : 'MISSED'}  calev agenda vs calev events list: ${ratio.toFixed(2)}× (target < 3×)`,
  );
} finally {
  clearTimeout(deadline);
  cleanup();
}
