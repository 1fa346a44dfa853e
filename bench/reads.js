#!/usr/bin/env node
// `node bench/reads.js [--baseline=DIR] [--events=10000] [--seconds=5] [--rounds=3]`: the read
// cells of `npm run bench` (get-by-id of random published events, the default list page; 1 and
// 10 connections) on `calev serve` of this build and of the built checkout DIR, over the same
// events written as a data dir, beside the bare node:http server answering the bytes of one
// event. The cells alternate between the servers round by round, so both sides share the load
// of the machine; the first round reads events whose representations nobody has built yet (as
// the cells after the seeding of `npm run bench` do), the later ones come back to them.
import { join } from 'node:path';
import { buildDataset, writeCalevDir } from './dataset.js';
import { drive, processes } from './drive.js';
import { benchRun, ROOT } from './support.js';

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const baseline = arg('baseline', undefined);
const EVENTS = Number(arg('events', '10000'));
const SECONDS = Number(arg('seconds', '5'));
const ROUNDS = Number(arg('rounds', '3'));
const NS = '/wp-json/calendar/events/v1';

const run = benchRun('calev-reads-', 30 * 60_000, { NODE_ENV: 'production' });
const { port, startProcess, bareServer } = processes(run);
const data = buildDataset(EVENTS);
const published = data.events.filter((e) => e.status === 'publish').map((e) => e.id);
const cells = {
  'get-by-id': { path: `${NS}/events/${published[0]}`, random: { prefix: `${NS}/events/`, ids: published } },
  'list page': { path: `${NS}/events` },
};

try {
  const servers = [];
  for (const [root, name] of [[ROOT, 'this build'], ...(baseline ? [[baseline, 'baseline']] : [])]) {
    const dir = join(run.work, `data-${servers.length}`);
    writeCalevDir(dir, data);
    const p = port();
    const bin = join(root, 'bin', 'calev.js');
    const args = [bin, 'serve', '--host', '127.0.0.1', '--port', String(p), '--data-dir', dir];
    servers.push(await startProcess(name, args, { probe: `${NS}/events?per_page=1`, port: p }));
  }
  const sample = await fetch(`${servers[0].base}${NS}/events/${published[0]}`).then((r) => r.text());
  const bare = await bareServer(sample);
  const rows = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const c of [1, 10]) {
      for (const [cell, scenario] of Object.entries(cells))
        for (const s of servers) {
          const r = await drive(run.work, s.base, scenario, c, SECONDS);
          rows.push({ round, c, cell, server: s.name, rps: r.rps, p50: r.p50, p99: r.p99 });
        }
      const r = await drive(run.work, bare.base, { path: '/' }, c, SECONDS);
      rows.push({ round, c, cell: 'bare', server: 'node:http', rps: r.rps, p50: r.p50, p99: r.p99 });
    }
  }
  console.log('| round | c | cell | server | req/s | × bare | p50 ms | p99 ms |');
  console.log('|---|---|---|---|---:|---:|---:|---:|');
  for (const r of rows) {
    const ceiling = rows.find((b) => b.round === r.round && b.c === r.c && b.cell === 'bare').rps;
    console.log(
      `| ${r.round} | ${r.c} | ${r.cell} | ${r.server} | ${Math.round(r.rps)} | ${(r.rps / ceiling).toFixed(2)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} |`,
    );
  }
  for (const s of [...servers, bare]) await s.stop();
} finally {
  clearTimeout(run.deadline);
  run.cleanup();
}
