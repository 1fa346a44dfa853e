#!/usr/bin/env node
// `npm run bench [-- --quick] [--sizes=10000,100000]`: the write and read workload of a calendar
// site. One `calev serve` is seeded over HTTP (8 keep-alive clients, realistic events: venue and
// two organizers by id, two categories and two tags by slug) to each size in turn; at each size
// it is measured (get by id, the default list page, a category, a search, creates at c=1 and
// c=10) beside json-server 1.x and 0.17 holding the same events; RSS after seeding and after a
// restart; `calev events import` into serve and into the embedded default; a bare node:http
// server as the ceiling (right after calev's read cells at the smallest size); CLI cold starts.
// Prints Markdown tables and the target checks (report.js). Uses the built dist/ (run `npm run
// build` first). Not part of `npm test` or CI.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { coldStarts } from './cold-start.js';
import {
  BENCH_LOGIN,
  BENCH_PASSWORD,
  buildDataset,
  eventInput,
  FILTER_CATEGORY,
  readableIds,
  SEARCH_WORD,
  writeCalevDir,
  writeJsonServerDb,
} from './dataset.js';
import { cpuMs, drive, HOST, processes, rssMb, sleep } from './drive.js';
import { measureImports } from './import.js';
import { measureMemory } from './memory.js';
import { print } from './report.js';
import { seedEvents } from './seed.js';
import { benchRun, BIN, ROOT, runBench } from './support.js';

const require = createRequire(join(ROOT, 'package.json'));
const QUICK = process.argv.includes('--quick');
const SECONDS = QUICK ? 1 : 5;
const COLD_RUNS = QUICK ? 5 : 15;
const SIZES = (
  process.argv
    .find((a) => a.startsWith('--sizes='))
    ?.slice(8)
    .split(',') ?? (QUICK ? ['2000', '10000'] : ['10000', '100000'])
)
  .map(Number)
  .sort((a, b) => a - b);
const IMPORT_EVENTS = QUICK ? 2_000 : 10_000;
const SEED_CONNECTIONS = 8;
const DEADLINE_MS = (QUICK ? 8 : 25) * 60_000;
const NS = '/wp-json/calendar/events/v1';

// Both sides of every comparison run with the same clean environment (no extra CA bundle to load).
const run = benchRun('calev-bench-', DEADLINE_MS, { NODE_ENV: 'production' });
const { port, startProcess, bareServer } = processes(run);
const log = (line) => process.stderr.write(`${line}\n`);
const AUTH = `Basic ${Buffer.from(`${BENCH_LOGIN}:${BENCH_PASSWORD}`).toString('base64')}`;

/** the scenarios of one server kind; `published` are ids get-by-id draws from */
function scenarios(kind, data, published) {
  // wrk puts a counter in place of %d: every create gets its own title (and slug)
  const createTemplate = (body) => JSON.stringify(body);
  const sample = data.events[0];
  if (kind === 'calev') {
    return {
      'get-by-id': { path: `${NS}/events/${published[0]}`, random: { prefix: `${NS}/events/`, ids: published } },
      'list page': { path: `${NS}/events` },
      'list, category': { path: `${NS}/events?categories=${FILTER_CATEGORY}` },
      search: { path: `${NS}/events?search=${SEARCH_WORD}` },
      create: {
        method: 'POST',
        path: `${NS}/events`,
        headers: { authorization: AUTH, 'content-type': 'application/json' },
        bodyTemplate: createTemplate({ ...eventInput(data, sample), title: `${sample.title} %d` }),
      },
    };
  }
  const v1 = kind === 'json-server 1.x';
  const page = v1 ? '_page=1&_per_page=10' : '_page=1&_limit=10';
  const { id: _id, ...record } = sample;
  return {
    'get-by-id': { path: `/events/${published[0]}`, random: { prefix: '/events/', ids: published } },
    'list page': { path: `/events?${page}` },
    'list, category': { path: `/events?${page}&category=${FILTER_CATEGORY}` },
    search: {
      path: v1
        ? `/events?${page}&_where=${encodeURIComponent(JSON.stringify({ or: [{ title: { contains: SEARCH_WORD } }, { description: { contains: SEARCH_WORD } }, { excerpt: { contains: SEARCH_WORD } }] }))}`
        : `/events?${page}&q=${SEARCH_WORD}`,
    },
    create: {
      method: 'POST',
      path: '/events',
      headers: { 'content-type': 'application/json' },
      bodyTemplate: createTemplate({ ...record, title: `${sample.title} %d`, category: FILTER_CATEGORY }),
    },
  };
}

const READS = ['get-by-id', 'list page', 'list, category', 'search'];
const SCENARIOS = [...READS, 'create'];
const JSON_SERVERS = ['json-server 1.x', 'json-server 0.17'];

function startCalev(dataDir) {
  const p = port();
  return startProcess('calev', [BIN, 'serve', '--host', HOST, '--port', String(p), '--data-dir', dataDir], {
    probe: `${NS}/events?per_page=1`,
    port: p,
  });
}

async function startJsonServer(kind, size, dir) {
  const p = port();
  const v1 = kind === 'json-server 1.x';
  const bin = require.resolve(v1 ? 'json-server-1/lib/bin.js' : 'json-server-017/lib/cli/bin.js');
  const db = join(dir, v1 ? 'db-1.json' : 'db-017.json');
  const args = v1
    ? [bin, db, '--port', String(p), '--host', HOST]
    : [bin, db, '--port', String(p), '--host', HOST, '--quiet'];
  // json-server 1.x serves ./public and fails when it is missing
  mkdirSync(join(dir, 'public'), { recursive: true });
  return startProcess(`${kind} ${size}`, args, { probe: '/events/1', port: p, cwd: dir });
}

/** compactions of a calev data dir so far: meta.json's generation (0 before the first) */
function generation(dataDir) {
  try {
    return JSON.parse(readFileSync(join(dataDir, 'meta.json'), 'utf8')).generation ?? 0;
  } catch {
    return 0;
  }
}

/** every scenario at c=1 and c=10 against one server; creates last (they grow the data);
 * `afterReads` runs between the reads and the creates */
async function measure(kind, size, server, defs, results, afterReads = async () => {}) {
  for (const scenario of SCENARIOS) {
    if (scenario === 'create') await afterReads();
    for (const c of [1, 10]) {
      const r = await drive(run.work, server.base, defs[scenario], c, SECONDS);
      (results[`${size}|${scenario}|${c}`] ??= {})[kind] = r;
      log(
        `${size} ${kind} ${scenario} c=${c}: ${Math.round(r.rps)} req/s (p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms)${r.bad ? ` (${r.bad} failed)` : ''}`,
      );
    }
  }
}

/** a bare node:http server answering the bytes of one calev event: `info.bare[c]` req/s */
async function measureBare(info) {
  const bare = await bareServer(info.sampleBody);
  info.bare = {};
  for (const c of [1, 10]) {
    info.bare[c] = (await drive(run.work, bare.base, { path: '/' }, c, SECONDS)).rps;
    log(`bare node:http c=${c}: ${Math.round(info.bare[c])} req/s`);
  }
  await bare.stop();
}

async function main() {
  const largest = SIZES.at(-1);
  const data = buildDataset(largest);
  const info = { sizes: SIZES, quick: QUICK, seconds: SECONDS, seeding: [], rss: {}, startup: {}, results: {} };
  const calevDir = join(run.work, 'calev');
  writeCalevDir(calevDir, data, { events: false });
  let calev = await startCalev(calevDir);
  // events in the store (seeded and created by the create cells), events of `data` seeded so far
  let stored = 0;
  let seededSoFar = 0;
  const published = [];
  for (const size of SIZES) {
    // seeding: the next events of the data set, until the store holds `size` (a --quick run's
    // creates at the smaller size may have taken it past the next one already)
    if (stored >= size) log(`the store holds ${stored} events already: no seeding to ${size}`);
    else {
      const from = stored;
      const bodies = data.events.slice(seededSoFar, seededSoFar + size - stored).map((e) => eventInput(data, e));
      seededSoFar += bodies.length;
      const cpuBefore = cpuMs(calev.pid);
      const genBefore = generation(calevDir);
      const seeded = await seedEvents(calev.base, AUTH, bodies, { connections: SEED_CONNECTIONS, ns: NS });
      const cpuPerCreate = (cpuMs(calev.pid) - cpuBefore) / bodies.length;
      const compactions = generation(calevDir) - genBefore;
      published.push(...seeded.published);
      stored = size;
      info.seeding.push({
        from,
        to: size,
        count: bodies.length,
        rate: bodies.length / seeded.seconds,
        cpuPerCreate,
        compactions,
      });
      info.rss[`calev after seeding to ${size / 1000}k`] = rssMb(calev.pid);
      log(
        `seeded ${from} → ${size} at c=${SEED_CONNECTIONS}: ${Math.round(bodies.length / seeded.seconds)} events/s, ${cpuPerCreate.toFixed(2)} ms CPU per create, RSS ${rssMb(calev.pid)} MB`,
      );
      // calev serve gives back what a burst left once it is quiet for a second (src/server/idle-gc.ts)
      await sleep(3000);
      info.rss[`calev after seeding to ${size / 1000}k, 3 s idle`] = rssMb(calev.pid);
    }

    info.sampleBody ??= await fetch(`${calev.base}${NS}/events/${published[0]}`).then((r) => r.text());

    const results = info.results;
    const cellsBefore = generation(calevDir);
    // the ceiling of the read targets (smallest size), measured right after calev's read cells
    // (calev idle, before its creates start compactions), so that the ratios are side by side
    const ceiling = size === SIZES[0] ? () => measureBare(info) : undefined;
    await measure('calev', size, calev, scenarios('calev', data, published), results, ceiling);
    // only the create cells write: the compactions that finished while they ran
    (info.compactions ??= {})[size] = generation(calevDir) - cellsBefore;
    for (const c of [1, 10])
      stored += results[`${size}|create|${c}`].calev.requests - results[`${size}|create|${c}`].calev.bad;
    info.rss[`calev ${size / 1000}k after the runs`] = rssMb(calev.pid);

    const dir = join(run.work, String(size));
    mkdirSync(dir, { recursive: true });
    const slice = { ...data, events: data.events.slice(0, size) };
    writeJsonServerDb(join(dir, 'db-1.json'), slice, { stringIds: true });
    writeJsonServerDb(join(dir, 'db-017.json'), slice, { stringIds: false });
    const readable = readableIds(slice.events);
    for (const kind of JSON_SERVERS) {
      const server = await startJsonServer(kind, size, dir);
      info.startup[`${kind} ${size / 1000}k`] = server.startupMs;
      info.rss[`${kind} ${size / 1000}k loaded`] = rssMb(server.pid);
      await measure(kind, size, server, scenarios(kind, data, readable), results);
      await server.stop();
    }
  }
  // the same data loaded cold: the journal is folded into the files on stop, then read at start
  await calev.stop();
  calev = await startCalev(calevDir);
  info.startup[`calev ${stored / 1000}k events (restart)`] = calev.startupMs;
  info.rss[`calev ${largest / 1000}k after restart`] = rssMb(calev.pid);
  // the word index of the site language is built between requests after start: let it finish
  // (and the idle collection after it run)
  await sleep(QUICK ? 3000 : 5000);
  info.rss[`calev ${largest / 1000}k after restart, settled`] = rssMb(calev.pid);
  await calev.stop();

  info.imports = await measureImports(run, data, { count: IMPORT_EVENTS, log });
  // issue 12's memory target: a server that only took the creates, against its own cold load
  info.memory = await measureMemory(run, data, largest, { settleMs: QUICK ? 3000 : 5000, log });
  info.importEvents = IMPORT_EVENTS;
  info.cold = await coldStarts(run, COLD_RUNS);
  print(info);
}

await runBench(run, main, { stack: true });
