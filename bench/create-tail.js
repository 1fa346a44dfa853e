#!/usr/bin/env node
// `node bench/create-tail.js [--node-options="--v8-pool-size=1"] [--events=100000] [--cells=30]
// [--rounds=1]`: where the p99 of creates at c=1 on a large store comes from, cell by cell. A
// fresh `calev serve` as it is, and one started with the given Node options, each seeded over
// HTTP like `npm run bench` (8 keep-alive clients, its realistic events), read the way the bench's
// read cells do (get-by-id and the default list page at c=1 and c=10, 5 s each: the caches and the
// heap of a server that has served reads), then take `cells` create cells of one second at c=1
// (wrk). Short cells show which seconds hold the tail: a full collection of the ~300 MB heap
// (its marking on V8's helper threads) or a compaction. `rounds` alternates the two servers.
// Uses the built dist/.
import { join } from 'node:path';
import { BENCH_LOGIN, BENCH_PASSWORD, buildDataset, eventInput, writeCalevDir } from './dataset.js';
import { drive, HOST, median, processes, sleep } from './drive.js';
import { seedEvents } from './seed.js';
import { benchRun, BIN, runBench } from './support.js';

const NS = '/wp-json/calendar/events/v1';
const AUTH = `Basic ${Buffer.from(`${BENCH_LOGIN}:${BENCH_PASSWORD}`).toString('base64')}`;
const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const NODE_OPTIONS = arg('node-options', '--v8-pool-size=1');
const EVENTS = Number(arg('events', '100000'));
const CELLS = Number(arg('cells', '30'));
const ROUNDS = Number(arg('rounds', '1'));
/** the p99 of a cell at or above which it counts as a miss of the issue's target (ms) */
const TARGET_P99 = 10;

const run = benchRun('calev-bench-tail-', (10 + ROUNDS * 8) * 60_000, { NODE_ENV: 'production' });
const { port, startProcess } = processes(run);
const log = (line) => process.stderr.write(`${line}\n`);

/** one server's life: seeding, the read cells, then CELLS create cells; their rates and p99s */
async function measure(data, label, nodeArgs, n) {
  const dir = join(run.work, `${n}`);
  writeCalevDir(dir, data, { events: false });
  const p = port();
  const server = await startProcess(
    'calev',
    [...nodeArgs, BIN, 'serve', '--host', HOST, '--port', String(p), '--data-dir', dir],
    {
      probe: `${NS}/events?per_page=1`,
      port: p,
    },
  );
  try {
    const seeded = await seedEvents(
      server.base,
      AUTH,
      data.events.map((e) => eventInput(data, e)),
      { connections: 8, ns: NS },
    );
    await sleep(3000);
    const ids = seeded.published;
    const byId = { path: `${NS}/events/${ids[0]}`, random: { prefix: `${NS}/events/`, ids } };
    for (const scenario of [byId, { path: `${NS}/events` }])
      for (const c of [1, 10]) await drive(run.work, server.base, scenario, c, 5);
    const sample = data.events[0];
    const create = {
      method: 'POST',
      path: `${NS}/events`,
      headers: { authorization: AUTH, 'content-type': 'application/json' },
      bodyTemplate: JSON.stringify({ ...eventInput(data, sample), title: `${sample.title} %d` }),
    };
    const cells = [];
    for (let i = 0; i < CELLS; i++) cells.push(await drive(run.work, server.base, create, 1, 1));
    const p99s = cells.map((c) => c.p99).sort((a, b) => a - b);
    log(`${label}: seeding ${Math.round(EVENTS / seeded.seconds)}/s, p99s ${p99s.map((x) => x.toFixed(1)).join(' ')}`);
    return { label, seeding: EVENTS / seeded.seconds, rate: median(cells.map((c) => c.rps)), p99s };
  } finally {
    await server.stop();
  }
}

await runBench(run, async () => {
  const data = buildDataset(EVENTS);
  const sides = [
    ['as it is', []],
    [NODE_OPTIONS, NODE_OPTIONS.split(/\s+/).filter(Boolean)],
  ];
  const rows = [];
  let n = 0;
  for (let round = 0; round < ROUNDS; round++)
    for (const [label, nodeArgs] of round % 2 === 0 ? sides : [...sides].reverse())
      rows.push(await measure(data, label, nodeArgs, n++));
  const fmt = (x) => x.toFixed(1);
  console.log(
    `\n## Creates at c=1 on ${EVENTS / 1000}k events, ${CELLS} cells of 1 s each (wrk), after the bench's read cells\n`,
  );
  console.log(
    `| calev serve | seeding c=8 | creates/s (median cell) | p99 ms: median cell | 90th pct cell | worst three | cells ≥ ${TARGET_P99} ms |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const at = (q) => r.p99s[Math.min(r.p99s.length - 1, Math.floor(r.p99s.length * q))];
    console.log(
      `| ${r.label} | ${Math.round(r.seeding).toLocaleString('en-US')}/s | ${Math.round(r.rate).toLocaleString('en-US')} | ${fmt(at(0.5))} | ${fmt(at(0.9))} | ${r.p99s.slice(-3).map(fmt).join(' / ')} | ${r.p99s.filter((x) => x >= TARGET_P99).length} |`,
    );
  }
});
