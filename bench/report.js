// What `npm run bench` prints: Markdown tables (seeding, requests beside json-server, memory and
// start-up, imports, cold starts) and the checks of the performance targets.
import { cpus } from 'node:os';
import { DRIVER } from './drive.js';

const fmt = (x) => (!Number.isFinite(x) ? '—' : x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toFixed(1));
const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(a / b >= 100 ? 0 : 1)}×` : '—');
const ms = (v) => (v < 10 ? v.toFixed(2) : String(Math.round(v)));
const k = (size) => `${size / 1000}k`;

export function print(info) {
  const { sizes, results } = info;
  console.log(
    `\n## calev serve vs json-server (${info.quick ? 'quick run, ' : ''}${info.seconds} s per cell, ${DRIVER} over loopback, ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version})\n`,
  );
  console.log('| seeding over HTTP, c=8 | events | events/s | server CPU per create | compactions beside it |');
  console.log('|---|---:|---:|---:|---:|');
  for (const s of info.seeding)
    console.log(
      `| ${k(s.from)} → ${k(s.to)} | ${fmt(s.count)} | ${fmt(s.rate)} | ${s.cpuPerCreate.toFixed(2)} ms | ${s.compactions} |`,
    );

  console.log(
    '\n| events | request | c | calev req/s (p50/p99 ms) | json-server 1.x | json-server 0.17 | calev / 1.x | calev / 0.17 |',
  );
  console.log('|---:|---|---:|---:|---:|---:|---:|---:|');
  const cell = (x) => (x ? `${fmt(x.rps)} (${ms(x.p50)}/${ms(x.p99)})${x.bad ? ' !' : ''}` : '—');
  for (const size of sizes) {
    for (const scenario of ['get-by-id', 'list page', 'list, category', 'search', 'create']) {
      for (const c of [1, 10]) {
        const r = results[`${size}|${scenario}|${c}`] ?? {};
        const a = r.calev;
        const one = r['json-server 1.x'];
        const old = r['json-server 0.17'];
        console.log(
          `| ${k(size)} | ${scenario} | ${c} | ${cell(a)} | ${cell(one)} | ${cell(old)} | ${ratio(a?.rps, one?.rps)} | ${ratio(a?.rps, old?.rps)} |`,
        );
      }
    }
  }
  console.log(
    `| — | bare node:http, fixed JSON (the bytes of one calev event) | 1 / 10 | ${fmt(info.bare[1])} / ${fmt(info.bare[10])} | | | | |`,
  );
  console.log(
    `\nCompactions that finished during calev's create cells: ${sizes.map((size) => `${k(size)}: ${info.compactions?.[size] ?? 0}`).join(', ')}.`,
  );

  console.log('\n| memory and start-up | RSS MB | start-up ms |');
  console.log('|---|---:|---:|');
  for (const [name, mb] of Object.entries(info.rss)) console.log(`| ${name} | ${mb} | |`);
  const m = info.memory;
  console.log(`| a fresh calev serve after ${k(m.count)} creates (c=8, ${fmt(m.rate)}/s) | ${m.atOnce} | |`);
  console.log(`| the same, after 5 s without requests | ${m.idle} | |`);
  console.log(`| the same data, cold load (word index built) | ${m.cold} | |`);
  for (const [name, t] of Object.entries(info.startup)) console.log(`| ${name} | | ${fmt(t)} |`);

  console.log(`\n| calev events import, ${fmt(info.importEvents)} events (NDJSON), concurrency 4 | events/s |`);
  console.log('|---|---:|');
  console.log(`| into calev serve (HTTP) | ${fmt(info.imports.serve)} |`);
  console.log(`| into the embedded default (--data-dir, no server) | ${fmt(info.imports.embedded)} |`);

  console.log('\n| cold start (median of alternated runs) | ms |');
  console.log('|---|---:|');
  for (const [name, t] of Object.entries(info.cold)) console.log(`| ${name} | ${fmt(t)} |`);
  checkTargets(info);
}

function checkTargets(info) {
  const { sizes, results } = info;
  const small = sizes[0];
  const large = sizes.at(-1);
  const get = (size, scenario, c, kind = 'calev') => results[`${size}|${scenario}|${c}`]?.[kind];
  const rps = (...a) => get(...a)?.rps ?? 0;
  const checks = [];
  const check = (name, value, target, ok) =>
    checks.push(`${ok ? 'met    ' : 'MISSED '} ${name}: ${value} (target ${target})`);

  // issue 12: the write path, memory under writes, the list page
  for (const size of sizes) {
    const r = get(size, 'create', 1);
    check(`create c=1 at ${k(size)}`, `${fmt(r.rps)}/s`, '≥ 2,000/s', r.rps >= 2000);
    check(`create c=1 at ${k(size)}, p99`, `${ms(r.p99)} ms`, '< 10 ms', r.p99 < 10);
  }
  if (sizes.length > 1) {
    const flat = rps(large, 'create', 1) / rps(small, 'create', 1);
    check(`create c=1 at ${k(large)} vs ${k(small)}`, `${(flat * 100).toFixed(0)} %`, '≥ 85 %', flat >= 0.85);
  }
  for (const s of info.seeding)
    check(`bulk create c=8 (seeding ${k(s.from)} → ${k(s.to)})`, `${fmt(s.rate)}/s`, '≥ 3,000/s', s.rate >= 3000);
  for (const [target, rate] of Object.entries(info.imports))
    check(`calev events import into ${target}`, `${fmt(rate)} events/s`, '≥ 2,500/s', rate >= 2500);
  // a server that took only the creates (bench/memory.js), against its own cold load
  const m = info.memory;
  for (const [when, rss] of [
    ['at once', m.atOnce],
    ['after 5 s idle', m.idle],
  ]) {
    check(
      `RSS after ${k(m.count)} creates (${when}) vs a cold load`,
      `${rss} / ${m.cold} MB = ${(rss / m.cold).toFixed(2)}×`,
      '≤ 1.3×',
      rss <= 1.3 * m.cold,
    );
    check(`RSS after ${k(m.count)} creates (${when})`, `${rss} MB`, '< 400 MB', rss < 400);
  }
  for (const c of [1, 10]) {
    const g = rps(small, 'get-by-id', c) / info.bare[c];
    check(`get-by-id ${k(small)} c=${c} vs bare node:http`, `${g.toFixed(2)}×`, '≥ 0.7×', g >= 0.7);
    const l = rps(small, 'list page', c) / info.bare[c];
    check(`list page ${k(small)} c=${c} vs bare node:http`, `${l.toFixed(2)}×`, '≥ 0.5×', l >= 0.5);
  }
  // earlier targets (issue 5), kept so that nothing slips back
  for (const c of [1, 10]) {
    for (const size of sizes) {
      const g = rps(size, 'get-by-id', c) / rps(size, 'get-by-id', c, 'json-server 1.x');
      check(`get-by-id ${k(size)} c=${c} vs json-server 1.x`, `${g.toFixed(1)}×`, '≥ 2×', g >= 2);
      const l = rps(size, 'list page', c) / rps(size, 'list page', c, 'json-server 1.x');
      check(`list page ${k(size)} c=${c} vs json-server 1.x`, `${l.toFixed(1)}×`, '≥ 3×', l >= 3);
    }
    for (const scenario of ['list, category', 'search']) {
      const x = rps(large, scenario, c);
      check(`${scenario} ${k(large)} c=${c}`, `${fmt(x)} req/s`, '≥ 500 req/s', x >= 500);
    }
  }
  const restart = Object.entries(info.startup).find(([name]) => name.startsWith('calev'));
  if (restart) check(`calev serve start-up, ${restart[0]}`, `${fmt(restart[1])} ms`, '< 2000 ms', restart[1] < 2000);
  const help = info.cold['calev --help'] / info.cold['bare commander --help'];
  check('calev --help vs bare commander', `${help.toFixed(2)}×`, '≤ 1.2×', help <= 1.2);
  const embedded = info.cold['calev events get 1 (embedded, 1k events)'] / info.cold['node -e 0'];
  check('calev events get 1 (embedded) vs node -e 0', `${embedded.toFixed(2)}×`, '≤ 3×', embedded <= 3);
  console.log('\n```');
  for (const line of checks) console.log(line);
  console.log('```');
}
