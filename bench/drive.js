// What the benchmark drives servers with: server processes started and probed, RSS and CPU read
// from /proc, bounded load runs with wrk when installed (else autocannon), a bare node:http
// server as the ceiling.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './support.js';

const require = createRequire(join(ROOT, 'package.json'));
export const HOST = '127.0.0.1';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** resident set size of a process in MB */
export function rssMb(pid) {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);
  } catch {
    return NaN;
  }
}

/** CPU time (user + system) a process has used so far, in ms */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** Starts processes for one benchmark run (work dir, environment, the set the deadline kills). */
export function processes({ work, env, children }) {
  let nextPort = 39_100 + Math.floor(Math.random() * 500);
  const port = () => nextPort++;

  /** Starts a server process and resolves once `probe` answers 200; records the start-up time. */
  async function startProcess(name, args, { probe, port: p, cwd = work }) {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
    children.add(child);
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}): ${stderr}`);
      if (Number(process.hrtime.bigint() - started) / 1e9 > 180) throw new Error(`${name} did not start within 180 s`);
      const ok = await fetch(`http://${HOST}:${p}${probe}`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await sleep(20);
    }
    const startupMs = Number(process.hrtime.bigint() - started) / 1e6;
    return {
      name,
      base: `http://${HOST}:${p}`,
      startupMs,
      pid: child.pid,
      stop: async () => {
        child.kill('SIGTERM');
        await exited;
        children.delete(child);
      },
    };
  }

  // A bare node:http server is a ceiling only if it is not slowed by the driver sharing its
  // process: it runs in a child of its own, like the servers it is compared with.
  async function bareServer(body) {
    const p = port();
    const file = join(work, 'bare.mjs');
    writeFileSync(
      file,
      `import http from 'node:http';\nconst body = ${JSON.stringify(body)};\nhttp.createServer((req, res) => { res.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8', 'Content-Length': Buffer.byteLength(body) }); res.end(body); }).listen(${p}, '${HOST}');\n`,
    );
    return startProcess('node:http', [file], { probe: '/', port: p });
  }

  return { port, startProcess, bareServer };
}

export const WRK = !process.argv.includes('--autocannon') && spawnSync('wrk', ['--version']).error === undefined;
export const DRIVER = WRK ? 'wrk' : 'autocannon';

const luaString = (s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * A scenario: `path` (and `method`, `headers`); `random` {prefix, ids} asks for prefix + a random
 * id; `bodyTemplate` is a body whose `%d` is replaced by a request counter (as string.format does).
 */
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
    '  io.write(string.format("\\nWRK-JSON {\\"requests\\":%d,\\"us\\":%d,\\"p50\\":%f,\\"p99\\":%f,\\"max\\":%f,\\"bad\\":%d}\\n", summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency.max, e.connect + e.read + e.write + e.status + e.timeout))',
    'end',
  );
  return `${lines.join('\n')}\n`;
}

let scriptNo = 0;
/** One bounded wrk run (one thread: the other core is the server's). Latencies in ms. */
function driveWrk(work, base, scenario, connections, seconds) {
  const file = join(work, `wrk-${scriptNo++}.lua`);
  writeFileSync(file, wrkScript(scenario));
  return new Promise((resolve, reject) => {
    const child = spawn(
      'wrk',
      [
        '-t1',
        `-c${connections}`,
        `-d${Math.max(1, Math.round(seconds))}s`,
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
      resolve({
        rps: r.requests / (r.us / 1e6),
        requests: r.requests,
        p50: r.p50 / 1000,
        p99: r.p99 / 1000,
        max: r.max / 1000,
        bad: r.bad,
      });
    });
  });
}

/** The same scenario with autocannon: a random id per request, the counter in the body. */
async function driveAutocannon(
  base,
  { method = 'GET', path, headers = {}, random, bodyTemplate },
  connections,
  seconds,
) {
  const autocannon = require('autocannon');
  let n = 0;
  const make = () => {
    n++;
    const req = {};
    if (random) req.path = `${random.prefix}${random.ids[Math.floor(Math.random() * random.ids.length)]}`;
    if (bodyTemplate) req.body = bodyTemplate.replaceAll('%d', String(n));
    return req;
  };
  const result = await autocannon({
    url: `${base}${path}`,
    method,
    headers,
    connections,
    duration: seconds,
    timeout: 30,
    requests: random || bodyTemplate ? [{ setupRequest: (req) => ({ ...req, ...make() }) }] : undefined,
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    bad,
  };
}

/** One bounded run with wrk when installed, else autocannon. */
export function drive(work, base, scenario, connections, seconds) {
  if (WRK) return driveWrk(work, base, scenario, connections, seconds);
  return driveAutocannon(base, scenario, connections, seconds);
}
