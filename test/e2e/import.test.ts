// The built calev (its main(), in-process; the killed import a process of its own) importing and
// exporting over HTTP against `calev serve` on port 0: the importer's CSV samples, a partly bad
// file (exit 3), an import killed half-way and run again.
import { spawn } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from '../cli/harness.js';
import { assertBuilt, calevInProcess, ROOT, startServe } from './calev.js';

let home: string;
let server: Awaited<ReturnType<typeof startServe>>;
let site: Record<string, string>;
const RANGE = ['--start-date', '2000-01-01', '--end-date', '2099-12-31'];

beforeAll(async () => {
  assertBuilt();
  home = tempDir('calev-e2e-import-');
  const env = { HOME: home, XDG_CONFIG_HOME: `${home}/config`, XDG_DATA_HOME: `${home}/xdg` };
  server = await startServe(
    ['--port', '0', '--data-dir', `${home}/data`, '--user', 'admin:admin-pass:administrator'],
    env,
  );
  site = { ...env, CALEV_URL: server.base, CALEV_USER: 'admin', CALEV_PASSWORD: 'admin-pass' };
});
afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
  await server?.exited;
  removeDir(home);
});

async function count(filters: string[] = []): Promise<number> {
  const res = await calevInProcess(
    ['events', 'list', ...RANGE, '--status', 'publish,draft', '--format', 'count', ...filters],
    {
      env: site,
    },
  );
  return Number(res.stdout.trim());
}

describe('import over HTTP (calev serve)', () => {
  it('the importer samples: venues, organizers, then events linked to them by name; a re-run creates nothing', async () => {
    for (const resource of ['venues', 'organizers', 'events']) {
      const file = join(home, `${resource}.csv`);
      copyFileSync(join(ROOT, 'test', 'fixtures', 'tec-csv', `${resource}.csv`), file);
      const res = await calevInProcess([resource, 'import', file], { env: site });
      expect(res.stderr).toMatch(/created, 0 updated, 0 skipped, 0 failed/);
      expect(res.code).toBe(0);
    }
    const again = await calevInProcess(['events', 'import', join(home, 'events.csv'), '--concurrency', '8'], {
      env: site,
    });
    expect(again.stderr).toMatch(/events\.csv: 0 created, 0 updated, 4 skipped, 0 failed/);
    const venues = await calevInProcess(['venues', 'list', '--all', '--format', 'count'], { env: site });
    expect(venues.stdout).toBe('10\n');
    const event = await calevInProcess(
      ['events', 'get', 'marriott-hotels-resorts-suites', '--fields', 'venue.venue,organizer.organizer,cost'],
      { env: site },
    );
    expect(JSON.parse(event.stdout)).toEqual({
      cost: 'Free',
      venue: { venue: 'Scotland Yard' },
      organizer: [{ organizer: 'Abed Nadir' }],
    });
  });

  it('a bad row is reported with its line and reason, the good rows are written, exit 3', async () => {
    const file = join(home, 'mixed.ndjson');
    const report = join(home, 'mixed-report.ndjson');
    writeFileSync(
      file,
      [
        { title: 'Good one', slug: 'good-one', start_date: '2031-01-01 10:00', end_date: '2031-01-01 11:00' },
        { title: 'Bad dates', slug: 'bad-dates', start_date: '2031-02-30 10:00', end_date: '2031-02-30 11:00' },
        {
          title: 'Good two',
          slug: 'good-two',
          start_date: '2031-01-02 10:00',
          end_date: '2031-01-02 11:00',
          status: 'draft',
        },
      ]
        .map((e) => JSON.stringify(e))
        .join('\n'),
    );
    const res = await calevInProcess(['events', 'import', file, '--report', report], { env: site });
    expect(res.code).toBe(3);
    expect(res.stderr).toMatch(/^line 2: bad-dates: start_date "2031-02-30 10:00" is not a date/m);
    expect(res.stderr).toMatch(/^error: 1 of 3 events from .*mixed\.ndjson failed; the others were written$/m);
    const results = readFileSync(report, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
      .sort((a, b) => a.line - b.line);
    expect(results.map((r) => [r.line, r.action])).toEqual([
      [1, 'created'],
      [2, 'failed'],
      [3, 'created'],
    ]);
    expect(await count(['--search', 'Good'])).toBe(2);
  });

  // the writes a kill can cut off: --concurrency of them one by one, or that many batches
  it.each([
    { word: 'Batch', batchSize: 1 },
    { word: 'Killbatched', batchSize: 5 },
  ])(
    'an import killed half-way ($batchSize write(s) a request), run again, finishes the job without duplicates',
    async ({ word, batchSize }) => {
      // batched rows go fast: enough of them that the kill falls half-way
      const N = batchSize > 1 ? 2000 : 300;
      const file = join(home, `many-${batchSize}.ndjson`);
      writeFileSync(
        file,
        Array.from({ length: N }, (_, i) =>
          JSON.stringify({
            title: `${word} ${i}`,
            start_date: `2032-01-01 ${String(i % 24).padStart(2, '0')}:00`,
            end_date: `2032-01-01 ${String(i % 24).padStart(2, '0')}:30`,
            categories: ['batch'],
          }),
        ).join('\n'),
      );
      const child = spawn(
        process.execPath,
        [
          join(ROOT, 'bin', 'calev.js'),
          'events',
          'import',
          file,
          '--concurrency',
          '2',
          '--batch-size',
          String(batchSize),
        ],
        { env: { PATH: process.env.PATH ?? '', ...site }, stdio: 'ignore' },
      );
      const exited = new Promise((resolve) => child.on('exit', resolve));
      const batch = ['--search', word];
      const until = Date.now() + 20_000;
      while ((await count(batch)) < 40 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      child.kill('SIGKILL');
      await exited;
      const before = await count(batch);
      expect(before).toBeGreaterThanOrEqual(40);
      expect(before).toBeLessThan(N);
      const rerun = await calevInProcess(['events', 'import', file], { env: site });
      expect(rerun.code).toBe(0);
      // the rows whose writes the kill cut off (at most --concurrency requests of them) are re-saved, the others skipped
      const m = /(\d+) created, (\d+) updated, (\d+) skipped, 0 failed/.exec(rerun.stderr)!;
      const [created, resaved, skipped] = m.slice(1).map(Number);
      expect(created + resaved + skipped).toBe(N);
      expect(resaved).toBeLessThanOrEqual(2 * batchSize);
      if (resaved > 0)
        expect(rerun.stderr).toMatch(new RegExp(`^re-saved ${resaved} rows? left unfinished by an earlier run$`, 'm'));
      expect(skipped + resaved).toBeGreaterThanOrEqual(before);
      expect(await count(batch)).toBe(N);
      const slugs = (
        await calevInProcess(
          ['events', 'export', ...RANGE, '--search', word, '--format', 'ndjson', '--fields', 'slug'],
          {
            env: site,
          },
        )
      ).stdout
        .trim()
        .split('\n');
      expect(new Set(slugs).size).toBe(N);
    },
    // an import of 300 or 2,000 rows, a kill, a re-run and an export, each a process: 5 s alone,
    // and once past 30 s beside another file's processes on a loaded two-core machine
    90_000,
  );

  it('export over HTTP and import into the same site: 0 created', async () => {
    const path = join(home, 'all.ics');
    const exp = await calevInProcess(['events', 'export', ...RANGE, '--status', 'publish,draft', '--output', path], {
      env: site,
    });
    expect(exp.code).toBe(0);
    const n = Number(/^(\d+) events written/.exec(exp.stderr)![1]);
    // the listed ones and those hidden from listings (the importer samples hide one)
    const hidden = await count(['--hide-from-listings']);
    expect(hidden).toBeGreaterThan(0);
    expect(n).toBe((await count()) + hidden);
    const res = await calevInProcess(['events', 'import', path], { env: site });
    expect(res.code).toBe(0);
    expect(res.stderr).toMatch(new RegExp(`all\\.ics: 0 created, 0 updated, ${n} skipped, 0 failed`));
  });
});
