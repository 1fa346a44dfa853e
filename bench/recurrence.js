#!/usr/bin/env node
// Recurring events (API.md §7.1): how long the API takes to create a daily series of 730
// occurrences (the 24-month horizon), and to list a month of a store holding 1,000 series
// (weekly ones, about 105k events), in the application itself (no HTTP: the request path of
// `calev serve` and of the embedded target), with a fixed clock. Also the reopening of that
// store (the horizon check at open). Uses the built dist/ (run `npm run build` first).
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchRun, ROOT } from './support.js';

const SERIES = Number(process.env.BENCH_SERIES ?? 1000);
const DEADLINE_MS = 15 * 60_000;
const NOW = new Date('2026-01-05T12:00:00Z');
const { work, cleanup, deadline } = benchRun('calev-bench-recurrence-', DEADLINE_MS);
const { openApp } = await import(join(ROOT, 'dist', 'server', 'app.js'));

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function call(app, method, path, body) {
  const res = await app.handle(
    {
      method,
      path: `/wp-json/calendar/events/v1${path}`,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? Buffer.from(JSON.stringify(body)) : undefined,
    },
    { asAdministrator: true },
  );
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.body.slice(0, 300)}`);
  return JSON.parse(res.body);
}

try {
  // 1. a daily series of 730 occurrences, five times in a fresh store
  const daily = await openApp({ dataDir: join(work, 'daily'), clock: () => NOW, timezone: 'Europe/Berlin' });
  const creates = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await call(daily, 'POST', '/events', {
      title: `Daily standup ${i}`,
      start_date: '2026-01-06 09:30',
      end_date: '2026-01-06 09:45',
      recurrence: 'FREQ=DAILY',
    });
    creates.push(performance.now() - t);
  }
  const count = await call(daily, 'GET', '/events?search=standup&per_page=1&start_date=2026-01-01&end_date=2028-12-31');
  await daily.close();
  console.log(
    `create a daily series (${count.total / 5} events, one journal line each): median ${median(creates).toFixed(0)} ms (runs: ${creates.map((x) => x.toFixed(0)).join(', ')})`,
  );

  // 2. a store of SERIES weekly series
  const dir = join(work, 'weekly');
  let app = await openApp({ dataDir: dir, clock: () => NOW, timezone: 'Europe/Berlin' });
  const fill = performance.now();
  for (let i = 0; i < SERIES; i++) {
    const day = String(5 + (i % 7)).padStart(2, '0');
    const hour = String(8 + (i % 12)).padStart(2, '0');
    await call(app, 'POST', '/events', {
      title: `Weekly ${i}`,
      start_date: `2026-01-${day} ${hour}:00`,
      end_date: `2026-01-${day} ${hour}:45`,
      recurrence: 'FREQ=WEEKLY',
      categories: [`category-${i % 10}`],
    });
  }
  const fillMs = performance.now() - fill;
  await app.close();
  const reopen = performance.now();
  app = await openApp({ dataDir: dir, clock: () => NOW, timezone: 'Europe/Berlin' });
  const first = await call(app, 'GET', '/events?per_page=1');
  const reopenMs = performance.now() - reopen;
  const total = await call(app, 'GET', '/events?per_page=1&start_date=2026-01-01&end_date=2028-12-31');
  console.log(
    `store of ${SERIES} weekly series: ${total.total} events, filled in ${(fillMs / 1000).toFixed(1)} s (${(fillMs / SERIES).toFixed(1)} ms a series); reopen + first list ${reopenMs.toFixed(0)} ms (${first.events.length} event)`,
  );

  const month = '/events?start_date=2027-03-01&end_date=2027-03-31&per_page=50';
  const pages = (await call(app, 'GET', month)).total_pages;
  for (const [label, path] of [
    ['list a month (page 1, 50 a page)', month],
    [`list a month, last page (${pages})`, `${month}&page=${pages}`],
    ['list a month of one category', `${month}&categories=category-3`],
    ['list a month, hide_subsequent_recurrences', `${month}&hide_subsequent_recurrences=true`],
  ]) {
    const times = [];
    let answer;
    for (let i = 0; i < 15; i++) {
      const t = performance.now();
      answer = await call(app, 'GET', path);
      times.push(performance.now() - t);
    }
    console.log(
      `${label}: ${answer.total} matching, median ${median(times).toFixed(1)} ms (first ${times[0].toFixed(1)} ms)`,
    );
  }
  await app.close();
} finally {
  clearTimeout(deadline);
  cleanup();
}
