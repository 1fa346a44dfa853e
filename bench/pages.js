#!/usr/bin/env node
// `node bench/pages.js [--quick] [--baseline=DIR]`: calev serve's pages and iCalendar feeds at
// 10 000 generated events (bench/dataset.js), driven by autocannon over loopback at 1 and 10
// connections, beside the API's list page and get-by-id on the same server. With
// --baseline=DIR (another checkout of calev, built), the API rows are measured on that build
// too, so a change can show it did not slow the API down. Prints a Markdown table and the
// target check (a page and a feed >= 1,000 req/s). Uses the built dist/. Not part of npm test.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { BENCH_LOGIN, BENCH_PASSWORD, buildDataset, writeCalevDir } from './dataset.js';
import { benchRun, BIN, ROOT } from './support.js';

const require = createRequire(join(ROOT, 'package.json'));
const autocannon = require('autocannon');
const QUICK = process.argv.includes('--quick');
const SECONDS = QUICK ? 2 : 5;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const BASELINE = process.argv.find((a) => a.startsWith('--baseline='))?.slice('--baseline='.length);
const NS = '/wp-json/calendar/events/v1';
const TARGET = 1000;

const { work, env, children, cleanup, deadline } = benchRun('calev-bench-pages-', 20 * 60_000, {
  NODE_ENV: 'production',
});
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function startCalev(bin, dataDir, port) {
  const child = spawn(process.execPath, [bin, 'serve', '--port', String(port), '--data-dir', dataDir], {
    cwd: work,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`calev serve exited (${child.exitCode})`);
    if (i > 3000) throw new Error('calev serve did not start');
    if (
      await fetch(`${base}${NS}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(20);
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      children.delete(child);
    },
  };
}

/** Each request picks its path from `paths` in turn (several addresses: not one cached answer). */
async function drive(base, { paths, headers = {} }, connections) {
  let n = 0;
  const result = await autocannon({
    url: `${base}${paths[0]}`,
    headers,
    connections,
    duration: SECONDS,
    timeout: 30,
    requests: paths.length > 1 ? [{ setupRequest: (req) => ({ ...req, path: paths[n++ % paths.length] }) }] : undefined,
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad,
    bytes: result.throughput.average,
  };
}

async function main() {
  const data = buildDataset(EVENTS);
  const dir = join(work, 'calev');
  writeCalevDir(dir, data);
  const visible = data.events.filter((e) => e.status === 'publish' && !e.hideFromListings);
  const upcoming = visible
    .filter((e) => e.password === '' && e.start > new Date().toISOString().slice(0, 10))
    .slice(0, 200);
  const slugs = upcoming.map((e) => e.slug);
  const venues = data.venues.filter((v) => v.status === 'publish').map((v) => v.slug);
  const month = new Date().toISOString().slice(0, 7);
  const months = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + i, 1));
    return d.toISOString().slice(0, 7);
  });
  const auth = { authorization: `Basic ${Buffer.from(`${BENCH_LOGIN}:${BENCH_PASSWORD}`).toString('base64')}` };
  const apiRows = {
    'API list page (/wp-json/…/events)': { paths: [`${NS}/events`] },
    'API get-by-id (200 ids)': { paths: upcoming.map((e) => `${NS}/events/${e.id}`) },
    'API list page, authenticated': { paths: [`${NS}/events`], headers: auth },
  };
  const pageRows = {
    'page: list /events/': { paths: ['/events/'] },
    'page: list, pages 1–10': {
      paths: Array.from({ length: 10 }, (_, i) => (i ? `/events/list/page/${i + 1}/` : '/events/')),
    },
    'page: month /events/month/': { paths: ['/events/month/'] },
    'page: month, 12 months': { paths: months.map((m) => `/events/month/${m}/`) },
    'page: event (200 events)': { paths: slugs.map((s) => `/event/${s}/`) },
    'page: venue (all venues)': { paths: venues.map((s) => `/venue/${s}/`) },
    'page: event in French': { paths: slugs.map((s) => `/fr/event/${s}/`) },
    'feed: list /events/?ical=1 (30 events)': { paths: ['/events/?ical=1'] },
    'feed: list, ?limit=100': { paths: ['/events/?ical=1&limit=100'] },
    'feed: single event (200 events)': { paths: slugs.map((s) => `/event/${s}/?ical=1`) },
    'feed: venue (all venues)': { paths: venues.map((s) => `/venue/${s}/?ical=1`) },
    'feed: month /events/month/?ical=1 (whole grid)': { paths: ['/events/month/?ical=1'] },
    'feed: list, gzip': { paths: ['/events/?ical=1'], headers: { 'accept-encoding': 'gzip' } },
  };
  const results = [];
  const run = async (label, server, rows) => {
    for (const [name, scenario] of Object.entries(rows)) {
      for (const c of [1, 10]) {
        const r = await drive(server.base, scenario, c);
        results.push({ build: label, name, c, ...r });
        process.stderr.write(`${label} ${name} c=${c}: ${Math.round(r.rps)} req/s\n`);
      }
    }
  };
  const port = 39_700 + Math.floor(Math.random() * 200);
  const server = await startCalev(BIN, dir, port);
  // a conditional GET as calendar apps send it: 304 without a body
  const etag = (await fetch(`${server.base}/events/?ical=1`)).headers.get('etag');
  pageRows['feed: list, If-None-Match (304)'] = { paths: ['/events/?ical=1'], headers: { 'if-none-match': etag } };
  await run('this', server, { ...apiRows, ...pageRows });
  await server.stop();
  if (BASELINE) {
    const base = await startCalev(join(BASELINE, 'bin', 'calev.js'), dir, port + 1);
    await run('baseline', base, apiRows);
    await base.stop();
  }
  console.log(
    `\ncalev serve pages and feeds, ${EVENTS} events (${SECONDS} s per cell, autocannon over loopback, Node ${process.version})\n`,
  );
  console.log('| build | request | c | req/s | p50 ms | p99 ms | non-2xx/3xx |');
  console.log('| --- | --- | --: | --: | --: | --: | --: |');
  for (const r of results)
    console.log(
      `| ${r.build} | ${r.name} | ${r.c} | ${Math.round(r.rps).toLocaleString('en')} | ${r.p50} | ${r.p99} | ${r.name.includes('304') ? '—' : r.bad} |`,
    );
  const best = (prefix) =>
    Math.max(...results.filter((r) => r.build === 'this' && r.name.startsWith(prefix)).map((r) => r.rps));
  console.log('');
  for (const [what, prefix] of [
    ['a page (list /events/)', 'page: list /events/'],
    ['a page (event, 200 events)', 'page: event (200'],
    ['a feed (list, 30 events)', 'feed: list /events/?ical=1'],
    ['a feed (single event)', 'feed: single'],
  ]) {
    const rps = best(prefix);
    console.log(
      `${rps >= TARGET ? 'met   ' : 'MISSED'}  ${what}: ${Math.round(rps).toLocaleString('en')} req/s (target >= ${TARGET})`,
    );
  }
  if (BASELINE) {
    for (const name of Object.keys(apiRows)) {
      for (const c of [1, 10]) {
        const mine = results.find((r) => r.build === 'this' && r.name === name && r.c === c);
        const theirs = results.find((r) => r.build === 'baseline' && r.name === name && r.c === c);
        console.log(`API ${name} c=${c}: ${(mine.rps / theirs.rps).toFixed(2)}× the baseline`);
      }
    }
  }
}

main()
  .then(() => {
    clearTimeout(deadline);
    cleanup();
  })
  .catch((err) => {
    console.error(err);
    cleanup();
    process.exit(1);
  });
