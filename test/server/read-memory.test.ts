// Memory under reads: once the caches of `calev serve` are full, reading more events leaves the
// heap where it was. What a view derives from an event (dates, date details, the time zone
// abbreviation, the site-time dates) was kept for every event ever shown, ~1.3 KB each, past every
// bound of the caches (src/domain/record-memo.ts).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { assertBuilt, ROOT } from '../e2e/calev.js';
import { makeTempDir } from '../store/temp-dir.js';

const SCRIPT = `
const [root, dir, n] = process.argv.slice(1);
const { buildDataset, writeCalevDir } = await import(root + '/bench/dataset.js');
const { openApp } = await import(root + '/dist/server/app.js');
const data = buildDataset(Number(n));
writeCalevDir(dir, data);
const ids = data.events.filter((e) => e.status === 'publish' && e.password === '').map((e) => e.id);
const app = await openApp({ dataDir: dir });
const read = async (some) => {
  for (const id of some) {
    const r = await app.handle({ method: 'GET', path: '/wp-json/calendar/events/v1/events/' + id, headers: {} });
    if (r.status !== 200) throw new Error(id + ': ' + r.status);
  }
};
const heap = () => { gc(); gc(); return process.memoryUsage().heapUsed; };
const half = Math.floor(ids.length / 2);
await read(ids.slice(0, half));
const first = heap();
await read(ids.slice(half));
const second = heap();
await app.close();
console.log(JSON.stringify({ reads: ids.length, first, second }));
`;

describe('memory under reads', () => {
  it('reading 10 000 more events after the caches are full leaves the heap within 4 MB', async () => {
    assertBuilt();
    const run = spawnSync(
      process.execPath,
      ['--expose-gc', '--input-type=module', '-e', SCRIPT, ROOT, await makeTempDir(), '24000'],
      { encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    const { reads, first, second } = JSON.parse(run.stdout) as { reads: number; first: number; second: number };
    // each half is past the 10 000 representations and answers the server keeps
    expect(reads / 2).toBeGreaterThan(10_000);
    expect((second - first) / 2 ** 20).toBeLessThan(4);
  }, 120_000);
});
