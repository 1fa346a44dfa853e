#!/usr/bin/env node
// `node bench/search.js [--baseline=DIR] [--events=10000] [--rounds=7]`: `GET /events?search=` of
// one to thousands of words on `calev serve` of this build and of the built checkout DIR, over
// the same events written as a data dir. A search's words are each looked for in the word index's
// vocabulary; a search of thousands of words (a 16 KB URL, or a GET's JSON body of up to 1 MB,
// which WordPress reads as parameters too) held the server's one thread for seconds. The servers
// alternate query by query; each cell prints its median and its spread in ms, and the ratio.
import { request } from 'node:http';
import { join } from 'node:path';
import { buildDataset, writeCalevDir } from './dataset.js';
import { median, processes } from './drive.js';
import { benchRun, ROOT, runBench } from './support.js';

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const baseline = arg('baseline', undefined);
const EVENTS = Number(arg('events', '10000'));
const ROUNDS = Number(arg('rounds', '7'));
const NS = '/wp-json/calendar/events/v1';

const run = benchRun('calev-search-', 20 * 60_000, { NODE_ENV: 'production' });
const { port, startProcess } = processes(run);

/** One GET with the search in a JSON body; its time in ms and its total. */
function search(base, words) {
  const body = JSON.stringify({ search: words.join(' ') });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      `${base}${NS}/events`,
      { method: 'GET', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ ms: performance.now() - started, total: res.headers['x-wp-total'] }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

await runBench(run, async () => {
  const data = buildDataset(EVENTS);
  const servers = [];
  for (const [root, name] of [[ROOT, 'this build'], ...(baseline ? [[baseline, 'baseline']] : [])]) {
    const dir = join(run.work, `data-${servers.length}`);
    writeCalevDir(dir, data);
    const p = port();
    const args = [
      join(root, 'bin', 'calev.js'),
      'serve',
      '--host',
      '127.0.0.1',
      '--port',
      String(p),
      '--data-dir',
      dir,
    ];
    servers.push(await startProcess(name, args, { probe: `${NS}/events?search=a`, port: p }));
  }
  // the words of the events' own texts, and their pieces: each is in some event
  const vocabulary = new Set();
  for (const e of data.events)
    for (const token of `${e.title} ${e.description}`.toLowerCase().split(/\s+/))
      for (let i = 0; i + 3 <= token.length; i += 2) vocabulary.add(token.slice(i, i + 3));
  const words = [...vocabulary];
  // three letters of 22: 10,648 words, some pieces of the events' words, most in none
  const letters = 'etaoinshrdlcumwfgypbvk';
  const combos = [];
  for (const a of letters) for (const b of letters) for (const c of letters) combos.push(a + b + c);
  // every piece of one event's words: thousands of words, all of them in that one event
  const one = `${data.events[0].title} ${data.events[0].description}`.toLowerCase();
  const pieces = new Set();
  for (const token of one.split(/\s+/))
    for (let i = 0; i < token.length; i++) for (let j = i + 1; j <= token.length; j++) pieces.add(token.slice(i, j));
  const cells = [
    ['2 words', (k) => words.slice(k * 2, k * 2 + 2)],
    ['8 words', (k) => words.slice(k * 8, k * 8 + 8)],
    ['100 words', (k) => words.slice(k * 20, k * 20 + 100)],
    ['3,000 words (a 16 KB URL)', (k) => combos.slice(k * 500, k * 500 + 3000)],
    ['10,000 words', (k) => combos.slice(k * 10, k * 10 + 10_000)],
    [`${pieces.size} pieces of one event's words`, () => [...pieces]],
  ];
  console.log(`${EVENTS} events; median of ${ROUNDS} (min–max), ms`);
  console.log(`| search | ${servers.map((s) => s.name).join(' | ')} |${baseline ? ' ratio |' : ''}`);
  console.log(`|---|${servers.map(() => '---:').join('|')}|${baseline ? '---:|' : ''}`);
  for (const [cell, wordsOf] of cells) {
    const times = servers.map(() => []);
    for (let k = 0; k < ROUNDS; k++)
      for (const [i, s] of servers.entries()) times[i].push((await search(s.base, wordsOf(k))).ms);
    const shown = times.map(
      (t) => `${median(t).toFixed(0)} (${Math.min(...t).toFixed(0)}–${Math.max(...t).toFixed(0)})`,
    );
    const ratio = baseline ? ` ${(median(times[1]) / median(times[0])).toFixed(1)}× |` : '';
    console.log(`| ${cell} | ${shown.join(' | ')} |${ratio}`);
  }
  for (const s of servers) await s.stop();
});
