#!/usr/bin/env node
// `npm run bench [-- --quick]`: calev serve against json-server 0.17.4 and 1.x on the same
// generated data (10k and 100k events), driven by wrk when installed (else autocannon) over
// loopback, bounded runs at
// c=1 and c=10; a bare node:http server returning fixed JSON as the get-by-id ceiling; start-up
// time, RSS, and cold starts of the CLI. Prints one Markdown table plus the target checks.
// Uses the built dist/ (run `npm run build` first). Not part of `npm test` or CI.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  BENCH_LOGIN,
  BENCH_PASSWORD,
  buildDataset,
  FILTER_CATEGORY,
  SEARCH_WORD,
  writeCalevDir,
  writeJsonServerDb,
} from './dataset.js';
import { benchRun, BIN, ROOT } from './support.js';

const require = createRequire(join(ROOT, 'package.json'));
const autocannon = require('autocannon');
const QUICK = process.argv.includes('--quick');
const SECONDS = QUICK ? 1.5 : 5;
const COLD_RUNS = QUICK ? 7 : 15;
const SIZES = (
  process.argv
    .find((a) => a.startsWith('--sizes='))
    ?.slice(8)
    .split(',') ?? ['10000', '100000']
).map(Number);
const DEADLINE_MS = (QUICK ? 8 : 30) * 60_000;
const HOST = '127.0.0.1';
const NS = '/wp-json/calendar/events/v1';

// Both sides of every comparison run with the same clean environment (no extra CA bundle to load).
const { work, env, children, cleanup, deadline } = benchRun('calev-bench-', DEADLINE_MS, { NODE_ENV: 'production' });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function rssMb(pid) {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);
  } catch {
    return NaN;
  }
}

/** Starts a server process and resolves once `probe` answers 200; records the start-up time. */
async function startProcess(name, args, { probe, port, cwd = work }) {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  children.add(child);
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}): ${stderr}`);
    if (Number(process.hrtime.bigint() - started) / 1e9 > 180) throw new Error(`${name} did not start within 180 s`);
    const ok = await fetch(`http://${HOST}:${port}${probe}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(20);
  }
  const startupMs = Number(process.hrtime.bigint() - started) / 1e6;
  return {
    name,
    base: `http://${HOST}:${port}`,
    startupMs,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      children.delete(child);
    },
  };
}

let nextPort = 39_100 + Math.floor(Math.random() * 500);
const port = () => nextPort++;

const WRK = !process.argv.includes('--autocannon') && spawnSync('wrk', ['--version']).error === undefined;
const DRIVER = WRK ? 'wrk' : 'autocannon';

const luaString = (s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** The wrk script of a scenario: random ids, a numbered body, and a JSON summary at the end. */
function wrkScript({ method = 'GET', path, headers = {}, random, bodyTemplate }) {
  const lines = [];
  lines.push(
    `local headers = {${Object.entries(headers)
      .map(([k, v]) => `[${luaString(k)}] = ${luaString(v)}`)
      .join(', ')}}`,
  );
  if (random)
    lines.push(`local ids = {${random.ids.join(',')}}`, `math.randomseed(${Math.floor(Math.random() * 1e9)})`);
  lines.push('local n = 0', 'request = function()', '  n = n + 1');
  const target = random ? `${luaString(random.prefix)} .. ids[math.random(#ids)]` : luaString(path);
  const body = bodyTemplate ? `string.format(${luaString(bodyTemplate.replace(/%(?!d)/g, '%%'))}, n)` : 'nil';
  lines.push(`  return wrk.format(${luaString(method)}, ${target}, headers, ${body})`, 'end');
  lines.push(
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format("\\nWRK-JSON {\\"requests\\":%d,\\"us\\":%d,\\"p50\\":%f,\\"p99\\":%f,\\"bad\\":%d}\\n", summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.connect + e.read + e.write + e.status + e.timeout))',
    'end',
  );
  return `${lines.join('\n')}\n`;
}

let scriptNo = 0;
/** One bounded wrk run (one thread: the other core is the server's). Latencies in ms. */
function driveWrk(base, scenario, connections) {
  const file = join(work, `wrk-${scriptNo++}.lua`);
  writeFileSync(file, wrkScript(scenario));
  return new Promise((resolve, reject) => {
    const child = spawn(
      'wrk',
      [
        '-t1',
        `-c${connections}`,
        `-d${Math.max(1, Math.round(SECONDS))}s`,
        '--timeout',
        '30s',
        '-s',
        file,
        `${base}${scenario.path}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', () => {
      const m = /WRK-JSON (\{.*\})/.exec(out);
      if (!m) return reject(new Error(`wrk gave no summary: ${out}`));
      const r = JSON.parse(m[1]);
      resolve({ rps: r.requests / (r.us / 1e6), p50: r.p50 / 1000, p99: r.p99 / 1000, bad: r.bad });
    });
  });
}

/** One bounded run with wrk when installed, else autocannon; `make` gives each request's path and body. */
async function drive(base, scenario, connections) {
  if (WRK) return driveWrk(base, scenario, connections);
  return driveAutocannon(base, scenario, connections);
}

async function driveAutocannon(base, { method = 'GET', path, make, headers = {} }, connections) {
  const result = await autocannon({
    url: `${base}${path}`,
    method,
    headers,
    connections,
    duration: SECONDS,
    timeout: 30,
    requests: make ? [{ setupRequest: (req) => ({ ...req, ...make() }) }] : undefined,
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad };
}

function scenarios(kind, data) {
  const readable = data.events.filter((e) => e.status === 'publish' && e.password === '').map((e) => e.id);
  const randomId = () => readable[Math.floor(Math.random() * readable.length)];
  // for wrk: the same requests described as data (random id from `ids`, body with a counter)
  const byId = (prefix) => ({ prefix, ids: readable });
  const createBody = (extra) =>
    JSON.stringify({
      title: 'Bench create %d',
      description: '<p>Created by the benchmark.</p>',
      start_date: '2030-01-01 10:00:00',
      end_date: '2030-01-01 12:00:00',
      ...extra,
    });
  const venueId = data.venues[0].id;
  let n = 0;
  const newEvent = () => ({
    title: `Bench create ${n++}`,
    description: '<p>Created by the benchmark.</p>',
    start_date: '2030-01-01 10:00:00',
    end_date: '2030-01-01 12:00:00',
  });
  if (kind === 'calev') {
    const auth = `Basic ${Buffer.from(`${BENCH_LOGIN}:${BENCH_PASSWORD}`).toString('base64')}`;
    return {
      'get-by-id': {
        path: `${NS}/events/1`,
        make: () => ({ path: `${NS}/events/${randomId()}` }),
        random: byId(`${NS}/events/`),
      },
      'list page': { path: `${NS}/events` },
      'list, category': { path: `${NS}/events?categories=${FILTER_CATEGORY}` },
      search: { path: `${NS}/events?search=${SEARCH_WORD}` },
      create: {
        method: 'POST',
        path: `${NS}/events`,
        headers: { authorization: auth, 'content-type': 'application/json' },
        make: () => ({ body: JSON.stringify({ ...newEvent(), categories: [FILTER_CATEGORY], venue: venueId }) }),
        bodyTemplate: createBody({ categories: [FILTER_CATEGORY], venue: venueId }),
      },
    };
  }
  const v1 = kind === 'json-server 1.x';
  return {
    'get-by-id': { path: '/events/1', make: () => ({ path: `/events/${randomId()}` }), random: byId('/events/') },
    'list page': { path: v1 ? '/events?_page=1&_per_page=10' : '/events?_page=1&_limit=10' },
    'list, category': {
      path: v1
        ? `/events?_page=1&_per_page=10&category=${FILTER_CATEGORY}`
        : `/events?_page=1&_limit=10&category=${FILTER_CATEGORY}`,
    },
    search: {
      path: v1
        ? `/events?_page=1&_per_page=10&_where=${encodeURIComponent(JSON.stringify({ or: [{ title: { contains: SEARCH_WORD } }, { description: { contains: SEARCH_WORD } }, { excerpt: { contains: SEARCH_WORD } }] }))}`
        : `/events?_page=1&_limit=10&q=${SEARCH_WORD}`,
    },
    create: {
      method: 'POST',
      path: '/events',
      headers: { 'content-type': 'application/json' },
      make: () => ({
        body: JSON.stringify({ ...newEvent(), categories: [1], category: FILTER_CATEGORY, venue: venueId }),
      }),
      bodyTemplate: createBody({ categories: [1], category: FILTER_CATEGORY, venue: venueId }),
    },
  };
}

const SCENARIOS = ['get-by-id', 'list page', 'list, category', 'search', 'create'];
const KINDS = ['calev', 'json-server 1.x', 'json-server 0.17'];

async function startKind(kind, size, dir) {
  const p = port();
  if (kind === 'calev') {
    const dataDir = join(dir, 'calev');
    return startProcess(kind, [BIN, 'serve', '--host', HOST, '--port', String(p), '--data-dir', dataDir], {
      probe: `${NS}/events/1`,
      port: p,
    });
  }
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

// A bare node:http server is a ceiling only if it is not slowed by the driver sharing its process:
// it runs in a child of its own, like the servers it is compared with.
async function bareServerProcess(body) {
  const p = port();
  const file = join(work, 'bare.mjs');
  writeFileSync(
    file,
    `import http from 'node:http';\nconst body = ${JSON.stringify(body)};\nhttp.createServer((req, res) => { res.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8', 'Content-Length': Buffer.byteLength(body) }); res.end(body); }).listen(${p}, '${HOST}');\n`,
  );
  return startProcess('node:http', [file], { probe: '/', port: p });
}

function coldStarts(dir1k) {
  const commanderUrl = pathToFileURL(require.resolve('commander')).href;
  const bare = join(work, 'bare-commander.mjs');
  writeFileSync(
    bare,
    `import { Command } from ${JSON.stringify(commanderUrl)};\nconst p = new Command('bare').description('A bare commander program').version('1.0.0');\np.command('events').description('Manage events').option('--format <f>', 'output format');\np.parse(['--help'], { from: 'user' });\n`,
  );
  const commands = {
    'node -e 0': [['-e', '0'], {}],
    'bare commander --help': [[bare], {}],
    'calev --help': [[BIN, '--help'], {}],
    'calev events get 1 (embedded, 1k events)': [
      [BIN, 'events', 'get', '1', '--data-dir', dir1k, '--format', 'json'],
      {},
    ],
  };
  const times = Object.fromEntries(Object.keys(commands).map((k) => [k, []]));
  for (let i = 0; i < COLD_RUNS; i++) {
    for (const [name, [args, extra]] of Object.entries(commands)) {
      const t = process.hrtime.bigint();
      const r = spawnSync(process.execPath, args, { env: { ...env, ...extra }, stdio: ['ignore', 'pipe', 'pipe'] });
      const ms = Number(process.hrtime.bigint() - t) / 1e6;
      if (r.status !== 0) throw new Error(`${name} exited ${r.status}: ${r.stderr}`);
      times[name].push(ms);
    }
  }
  return Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));
}

const fmt = (x) => (x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toFixed(1));
const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(a / b >= 100 ? 0 : 1)}×` : '—');

async function main() {
  const rows = [];
  const info = { startup: {}, rss: {} };
  let bareRps = {};
  let sampleBody;
  for (const size of SIZES) {
    const dir = join(work, String(size));
    const data = buildDataset(size);
    writeCalevDir(join(dir, 'calev'), data);
    writeJsonServerDb(join(dir, 'db-1.json'), data, { stringIds: true });
    writeJsonServerDb(join(dir, 'db-017.json'), data, { stringIds: false });
    const results = {};
    for (const kind of KINDS) {
      const server = await startKind(kind, size, dir);
      info.startup[`${kind} ${size}`] = server.startupMs;
      info.rss[`${kind} ${size} loaded`] = rssMb(server.pid);
      if (kind === 'calev' && !sampleBody)
        sampleBody = await fetch(`${server.base}${NS}/events/1`).then((r) => r.text());
      const defs = scenarios(kind, data);
      for (const scenario of SCENARIOS) {
        for (const c of [1, 10]) {
          const r = await drive(server.base, defs[scenario], c);
          (results[`${scenario}|${c}`] ??= {})[kind] = r;
          process.stderr.write(
            `${size} ${kind} ${scenario} c=${c}: ${fmt(r.rps)} req/s${r.bad ? ` (${r.bad} failed)` : ''}\n`,
          );
        }
      }
      info.rss[`${kind} ${size} after runs`] = rssMb(server.pid);
      await server.stop();
    }
    for (const scenario of SCENARIOS)
      for (const c of [1, 10]) rows.push({ size, scenario, c, r: results[`${scenario}|${c}`] });
  }
  const bare = await bareServerProcess(sampleBody);
  for (const c of [1, 10]) bareRps[c] = (await drive(bare.base, { path: '/' }, c)).rps;
  await bare.stop();

  const dir1k = join(work, '1k');
  writeCalevDir(dir1k, buildDataset(1_000));
  const cold = coldStarts(dir1k);
  print(rows, info, bareRps, cold);
}

function print(rows, info, bareRps, cold) {
  const nodeVersion = process.version;
  console.log(
    `\n## calev serve vs json-server (${QUICK ? 'quick run, ' : ''}${SECONDS} s per cell, ${DRIVER} over loopback, ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${nodeVersion})\n`,
  );
  console.log(
    '| events | request | c | calev req/s (p50/p99 ms) | json-server 1.x | json-server 0.17 | calev / 1.x | calev / 0.17 |',
  );
  console.log('|---:|---|---:|---:|---:|---:|---:|---:|');
  for (const { size, scenario, c, r } of rows) {
    const ms = (v) => (v < 10 ? v.toFixed(2) : String(Math.round(v)));
    const cell = (x) => (x ? `${fmt(x.rps)} (${ms(x.p50)}/${ms(x.p99)})${x.bad ? ' !' : ''}` : '—');
    const a = r.calev;
    console.log(
      `| ${size / 1000}k | ${scenario} | ${c} | ${cell(a)} | ${cell(r['json-server 1.x'])} | ${cell(r['json-server 0.17'])} | ${ratio(a.rps, r['json-server 1.x'].rps)} | ${ratio(a.rps, r['json-server 0.17'].rps)} |`,
    );
  }
  console.log(
    `| — | bare node:http, fixed JSON (same bytes as calev's event 1) | 1 / 10 | ${fmt(bareRps[1])} / ${fmt(bareRps[10])} | | | | |`,
  );
  console.log('\n| start-up (ready to answer) | ms | RSS MB loaded / after runs |');
  console.log('|---|---:|---:|');
  for (const [k, ms] of Object.entries(info.startup))
    console.log(`| ${k} | ${fmt(ms)} | ${info.rss[`${k} loaded`]} / ${info.rss[`${k} after runs`]} |`);
  console.log('\n| cold start (median of alternated runs) | ms |');
  console.log('|---|---:|');
  for (const [k, ms] of Object.entries(cold)) console.log(`| ${k} | ${fmt(ms)} |`);
  checkTargets(rows, info, bareRps, cold);
}

function checkTargets(rows, info, bareRps, cold) {
  const get = (size, scenario, c, kind = 'calev') =>
    rows.find((r) => r.size === size && r.scenario === scenario && r.c === c)?.r[kind]?.rps ?? 0;
  const checks = [];
  // a run with other --sizes lacks some rows: those targets are not checked
  const has = (size) => SIZES.includes(size);
  const check = (name, value, target, ok) =>
    checks.push(`${ok ? 'met    ' : 'MISSED '} ${name}: ${value} (target ${target})`);
  for (const c of [1, 10]) {
    const g = get(10_000, 'get-by-id', c);
    if (has(10_000))
      check(`get-by-id c=${c} vs bare node:http`, `${(g / bareRps[c]).toFixed(2)}×`, '≥ 0.6×', g >= 0.6 * bareRps[c]);
    for (const size of SIZES) {
      const r = get(size, 'get-by-id', c) / get(size, 'get-by-id', c, 'json-server 1.x');
      check(`get-by-id ${size / 1000}k c=${c} vs json-server 1.x`, `${r.toFixed(1)}×`, '≥ 2×', r >= 2);
    }
    for (const [size, want] of [
      [10_000, 3],
      [100_000, 20],
    ].filter(([size]) => has(size))) {
      const r = get(size, 'list page', c) / get(size, 'list page', c, 'json-server 1.x');
      check(`list page ${size / 1000}k c=${c} vs json-server 1.x`, `${r.toFixed(1)}×`, `≥ ${want}×`, r >= want);
    }
    for (const [size, want] of [
      [10_000, 100],
      [100_000, 1000],
    ].filter(([size]) => has(size))) {
      const r = get(size, 'create', c) / get(size, 'create', c, 'json-server 0.17');
      check(`create ${size / 1000}k c=${c} vs json-server 0.17`, `${r.toFixed(0)}×`, `≥ ${want}×`, r >= want);
    }
    const drop = get(100_000, 'create', c) / get(10_000, 'create', c);
    if (has(10_000) && has(100_000))
      check(`create c=${c} at 100k vs 10k`, `${(drop * 100).toFixed(0)} %`, '≥ 80 %', drop >= 0.8);
    for (const scenario of has(100_000) ? ['list, category', 'search'] : []) {
      const x = get(100_000, scenario, c);
      check(`${scenario} 100k c=${c}`, `${fmt(x)} req/s`, '≥ 500 req/s', x >= 500);
    }
  }
  const startup = info.startup['calev 100000'];
  if (has(100_000)) check('calev serve start-up, 100k events', `${fmt(startup)} ms`, '< 2000 ms', startup < 2000);
  const rss = info.rss['calev 100000 loaded'];
  if (has(100_000)) check('calev serve RSS, 100k events loaded', `${rss} MB`, '< 400 MB', rss < 400);
  const help = cold['calev --help'] / cold['bare commander --help'];
  check('calev --help vs bare commander', `${help.toFixed(2)}×`, '≤ 1.2×', help <= 1.2);
  const embedded = cold['calev events get 1 (embedded, 1k events)'] / cold['node -e 0'];
  check('calev events get 1 (embedded) vs node -e 0', `${embedded.toFixed(2)}×`, '≤ 3×', embedded <= 3);
  console.log('\n```');
  for (const line of checks) console.log(line);
  console.log('```');
}

try {
  await main();
} catch (err) {
  console.error(`bench: ${err.stack ?? err.message}`);
  process.exitCode = 1;
} finally {
  clearTimeout(deadline);
  cleanup();
}
