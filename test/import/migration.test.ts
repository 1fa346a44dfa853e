// Moving a calendar: an export of calev's store imported into another store (the embedded
// default) and into `calev serve`, in JSON, NDJSON and CSV; run again, nothing is written.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, run, tempDir } from '../cli/harness.js';
import { importTargets, type Target } from '../support/import-targets.js';
import type { TestServer } from '../support/server.js';

let dir: string;
let servers: TestServer[];
let source: Record<string, string>;

beforeEach(() => {
  dir = tempDir('calev-import-migration-');
  servers = [];
  source = { CALEV_DATA_DIR: join(dir, 'source'), XDG_CONFIG_HOME: join(dir, 'config') };
});
afterEach(async () => {
  for (const server of servers) await server.stop();
  removeDir(dir);
});

/** The empty targets of a move: another data dir (the embedded default), and a calev serve. */
async function targets(name: string): Promise<Target[]> {
  const made = await importTargets(dir, `target-${name}`);
  servers.push(made.server);
  return made.targets;
}

async function ok(env: Record<string, string>, ...args: string[]): Promise<string> {
  const res = await run(args, { env });
  expect(res.code, res.stderr).toBe(0);
  return res.stdout;
}

describe('a scheduled event moved to another calendar', () => {
  const year = new Date().getFullYear() + 2;
  const fields = 'status,date_utc,modified_utc,venue.modified_utc';

  it('keeps its status and publication date (JSON, NDJSON, CSV); a re-run writes neither it nor its venue', async () => {
    await ok(
      source,
      ...['events', 'create', '--title', 'Scheduled Announcement', '--status', 'future'],
      ...[
        '--date',
        `${year}-01-01 08:00:00`,
        '--start-date',
        `${year}-03-01 12:00`,
        '--end-date',
        `${year}-03-01 13:00`,
      ],
      ...['--venue', '{"venue":"Town Hall","city":"Boston"}', '-q'],
    );
    for (const format of ['json', 'ndjson', 'csv']) {
      const file = join(dir, `events.${format}`);
      writeFileSync(file, await ok(source, 'events', 'export', '--format', format));
      for (const [name, target] of await targets(format)) {
        const what = `${format} into ${name}`;
        await ok(target, 'events', 'import', file, '--format', 'ndjson');
        const imported = JSON.parse(await ok(target, 'events', 'get', 'scheduled-announcement', '--fields', fields));
        expect(imported, what).toMatchObject({ status: 'future', date_utc: `${year}-01-01 08:00:00` });
        const again = JSON.parse(await ok(target, 'events', 'import', file, '--format', 'ndjson'));
        expect([again.action, again.note], what).toEqual(['skipped', 'unchanged']);
        const after = JSON.parse(await ok(target, 'events', 'get', 'scheduled-announcement', '--fields', fields));
        expect(after, what).toEqual(imported);
      }
    }
  });

  it('whose date has passed meanwhile is published (API.md §5.5), and a re-run skips it', async () => {
    const file = join(dir, 'late.ndjson');
    const late = { title: 'Late', slug: 'late', status: 'future', date_utc: '2020-01-01 08:00:00' };
    writeFileSync(
      file,
      `${JSON.stringify({ ...late, start_date: `${year}-03-01 12:00`, end_date: `${year}-03-01 13:00` })}\n`,
    );
    for (const [name, target] of await targets('late')) {
      await ok(target, 'events', 'import', file);
      const imported = JSON.parse(await ok(target, 'events', 'get', 'late', '--fields', 'status,date_utc'));
      expect(imported, name).toEqual({ status: 'publish', date_utc: '2020-01-01 08:00:00' });
      const again = JSON.parse(await ok(target, 'events', 'import', file, '--format', 'ndjson'));
      expect(again.action, name).toBe('skipped');
    }
  });
});

describe('the results of a file of one line (export --output)', () => {
  it('name each item by its place in the file too: as "item N" in the text, as position in JSON and the report', async () => {
    for (const n of [1, 2, 3])
      await ok(
        source,
        ...['events', 'create', '--title', `Talk ${n}`, '--start-date', `2030-05-0${n} 10:00`],
        ...['--end-date', `2030-05-0${n} 11:00`, '-q'],
      );
    const file = join(dir, 'events.json');
    await ok(source, 'events', 'export', '--start-date', '2030-05-01', '--end-date', '2030-05-31', '--output', file);
    const items = JSON.parse(readFileSync(file, 'utf8')) as Array<Record<string, unknown>>;
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(1);
    items[1].start_date = 'never';
    writeFileSync(file, JSON.stringify(items));
    const report = join(dir, 'report.ndjson');
    const target = { CALEV_DATA_DIR: join(dir, 'target'), XDG_CONFIG_HOME: join(dir, 'config') };
    const res = await run(['events', 'import', file, '--format', 'json', '--report', report], { env: target });
    expect(res.code).toBe(3);
    expect(res.stderr.split('\n')[0]).toBe(
      'line 1, item 2: talk-2: start_date "never" is not a date (e.g. 2024-07-11 19:00:00)',
    );
    const results = (JSON.parse(res.stdout) as Array<Record<string, unknown>>).sort(
      (a, b) => Number(a.position) - Number(b.position),
    );
    expect(results.map((r) => [r.line, r.position, r.item, r.action])).toEqual([
      [1, 1, 'talk-1', 'created'],
      [1, 2, 'talk-2', 'failed'],
      [1, 3, 'talk-3', 'created'],
    ]);
    const reported = readFileSync(report, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(reported.map((r) => r.position).sort()).toEqual([1, 2, 3]);
  });
});
