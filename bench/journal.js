#!/usr/bin/env node
// `node bench/journal.js`: what one journal write costs on this disk. The store's Journal (lines
// written over newline padding already on disk, O_DSYNC) against a plain O_APPEND | O_DSYNC
// append of the same lines, as the journal was written before round 7 of issue 12: BENCH_LINES
// (2 000) writes of a line of BENCH_BYTES (2 500, an event's line) each, the two alternated
// BENCH_ROUNDS (3) times in one run, in a temp dir (the OS temp dir's file system). Prints the
// median and p99 of each and their ratio. Uses the built dist/.
import { open } from 'node:fs/promises';
import { constants, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildDataset, eventInput } from './dataset.js';
import { median } from './drive.js';
import { benchRun, ROOT } from './support.js';

const LINES = Number(process.env.BENCH_LINES ?? 2_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const { work, cleanup } = benchRun('calev-bench-journal-', 10 * 60_000);
const { Journal } = await import(join(ROOT, 'dist', 'store', 'journal.js'));

const BYTES = Number(process.env.BENCH_BYTES ?? 2_500);
const data = buildDataset(10);
// an event's line as the store writes it is ~2.5 KB (the stored record, with its defaults and
// texts): the API input of a realistic event, its description repeated until the line is BENCH_BYTES or a little more
const record = eventInput(data, data.events[0]);
const body = (description) =>
  JSON.stringify({
    gen: 1,
    seq: { post: 2, term: 1, user: 1 },
    ops: [{ op: 'put', col: 'events', record: { ...record, description } }],
  });
let description = record.description ?? '';
while (body(description).length < BYTES) description += ` ${record.description ?? 'text'}`;
const line = `${body(description)}\n`;
const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];

async function timed(write) {
  const times = [];
  for (let i = 0; i < LINES; i++) {
    const t = performance.now();
    await write();
    times.push((performance.now() - t) * 1000);
  }
  return times.sort((a, b) => a - b);
}

async function padded(dir) {
  const journal = await Journal.open(dir, { goodLength: 0, fileLength: 0, exists: false });
  try {
    return await timed(() => journal.append(line));
  } finally {
    await journal.close();
  }
}

async function appended(dir) {
  const fh = await open(
    join(dir, 'journal.ndjson'),
    constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | (constants.O_DSYNC ?? 0),
  );
  try {
    return await timed(async () => {
      await fh.write(line);
      if (constants.O_DSYNC === undefined) await fh.datasync();
    });
  } finally {
    await fh.close();
  }
}

try {
  const results = { padded: [], appended: [] };
  for (let r = 0; r < ROUNDS; r++) {
    for (const [name, fn] of [
      ['appended', appended],
      ['padded', padded],
    ]) {
      const dir = join(work, `${name}-${r}`);
      mkdirSync(dir, { recursive: true });
      const times = await fn(dir);
      results[name].push({ p50: at(times, 0.5), p99: at(times, 0.99) });
      console.log(`round ${r + 1} ${name}: p50 ${at(times, 0.5).toFixed(0)} us, p99 ${at(times, 0.99).toFixed(0)} us`);
    }
  }
  const med = (name, k) => median(results[name].map((x) => x[k]));
  console.log(
    `journal write of a ${line.length}-byte line, medians of ${ROUNDS} rounds of ${LINES}: appended p50 ${med('appended', 'p50').toFixed(0)} us / p99 ${med('appended', 'p99').toFixed(0)} us, padded p50 ${med('padded', 'p50').toFixed(0)} us / p99 ${med('padded', 'p99').toFixed(0)} us (${(med('padded', 'p50') / med('appended', 'p50')).toFixed(2)}x)`,
  );
} finally {
  cleanup();
}
