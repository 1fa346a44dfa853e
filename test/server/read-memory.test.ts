// Memory under reads: once the caches of `calev serve` are full, reading more events, or more pages
// that show events, leaves the heap where it was. What a view derives from an event (dates, date
// details, the time zone abbreviation, the site-time dates) and the HTML fragments of the pages
// were kept for every event ever shown, past every bound of the caches: ~1.3 KB an event for
// each (src/domain/record-memo.ts).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { assertBuilt, ROOT } from '../e2e/calev.js';
import { makeTempDir } from '../store/temp-dir.js';

/** Writes `events` events (the benchmark's data), opens the application on them in a child
 * process and requests `paths(ids)` for the published ids: the heap after the first `split`
 * paths and after the rest (MB). */
const SCRIPT = `
const [root, dir, events, pathsOf, split] = process.argv.slice(1);
const { buildDataset, readableIds, writeCalevDir } = await import(root + '/bench/dataset.js');
const { openApp } = await import(root + '/dist/server/app.js');
const data = buildDataset(Number(events));
writeCalevDir(dir, data);
const ids = readableIds(data.events);
const paths = new Function('ids', 'return ' + pathsOf)(ids);
const app = await openApp({ dataDir: dir });
const request = async (some) => {
  for (const path of some) {
    const r = await app.handle({ method: 'GET', path, headers: {} });
    if (r.status !== 200) throw new Error(path + ': ' + r.status);
  }
};
const heap = () => { gc(); gc(); return process.memoryUsage().heapUsed / 2 ** 20; };
await request(paths.slice(0, Number(split)));
const first = heap();
await request(paths.slice(Number(split)));
const second = heap();
await app.close();
console.log(JSON.stringify({ first, second }));
`;

async function heapGrowth(events: number, pathsOf: string, split: number): Promise<number> {
  const run = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      '--input-type=module',
      '-e',
      SCRIPT,
      ROOT,
      await makeTempDir(),
      String(events),
      pathsOf,
      String(split),
    ],
    { encoding: 'utf8' },
  );
  expect(run.stderr).toBe('');
  const { first, second } = JSON.parse(run.stdout) as { first: number; second: number };
  return second - first;
}

describe('memory under reads', () => {
  it('reading 10 000 more events after the caches are full leaves the heap within 4 MB', async () => {
    assertBuilt();
    // 24 000 events: ~21 000 published, so each half is past the 10 000 representations,
    // answers and derived values the server keeps
    const growth = await heapGrowth(24_000, `ids.map((id) => '/wp-json/calendar/events/v1/events/' + id)`, 10_500);
    expect(growth).toBeLessThan(4);
  }, 120_000);

  it('500 more list pages (5 000 events) after 10 500 events were shown leave the heap within 2 MB', async () => {
    assertBuilt();
    // 26 000 events: ~16 600 upcoming, 10 a page
    const growth = await heapGrowth(
      26_000,
      `Array.from({ length: 1550 }, (_, i) => '/events/list/page/' + (i + 1) + '/')`,
      1_050,
    );
    expect(growth).toBeLessThan(2);
  }, 120_000);
});
