// An export of calev's own store (premium extension on: events show `ticketed`, venues their
// coordinates) imported into a site without the extension (The Events Calendar alone, here
// `calev serve --no-premium`), which neither stores nor shows those fields: run again, the import
// finds nothing to change.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, run, tempDir } from '../cli/harness.js';
import { startTestServer, USERS, type TestServer } from '../support/server.js';

let dir: string;
let server: TestServer;
let local: Record<string, string>;
let site: Record<string, string>;

beforeEach(async () => {
  dir = tempDir('calev-import-premium-');
  server = await startTestServer({ premium: false });
  local = { CALEV_DATA_DIR: join(dir, 'data'), XDG_CONFIG_HOME: join(dir, 'config') };
  site = {
    CALEV_URL: server.base,
    CALEV_USER: 'admin',
    CALEV_PASSWORD: USERS.admin,
    XDG_CONFIG_HOME: join(dir, 'config'),
  };
});
afterEach(async () => {
  await server.stop();
  removeDir(dir);
});

/** the actions of an import of `file` into the site, by line */
async function importInto(resource: string, file: string): Promise<string[]> {
  const res = await run([resource, 'import', file, '--format', 'ndjson'], { env: site });
  expect(res.code, res.stderr).toBe(0);
  return res.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { line: number; action: string })
    .sort((a, b) => a.line - b.line)
    .map((r) => r.action);
}

async function exportFrom(resource: string, name: string): Promise<string> {
  const res = await run([resource, 'export', '--format', 'ndjson'], { env: local });
  expect(res.code, res.stderr).toBe(0);
  const file = join(dir, name);
  writeFileSync(file, res.stdout);
  return file;
}

describe('an export of a store with the premium extension, into a site without it', () => {
  it('events (ticketed: false in the file) are created, then skipped as unchanged', async () => {
    const day = `${new Date().getFullYear() + 1}-02-0`;
    for (const i of [1, 2])
      await run(
        [
          'events',
          'create',
          '--title',
          `Gig ${i}`,
          '--start-date',
          `${day}${i} 20:00`,
          '--end-date',
          `${day}${i} 22:00`,
        ],
        { env: local },
      );
    const file = await exportFrom('events', 'events.ndjson');
    expect(readFileSync(file, 'utf8')).toContain('"ticketed":false');
    expect(await importInto('events', file)).toEqual(['created', 'created']);
    expect(await importInto('events', file)).toEqual(['skipped', 'skipped']);
  });

  it('venues (their coordinates in the file) are created, then skipped as unchanged', async () => {
    await run(
      ['venues', 'create', '--venue', 'Hall', '--city', 'Boston', '--geo-lat', '42.3555', '--geo-lng', '-71.0605'],
      {
        env: local,
      },
    );
    const file = await exportFrom('venues', 'venues.ndjson');
    expect(readFileSync(file, 'utf8')).toContain('"geo_lat":42.3555');
    expect(await importInto('venues', file)).toEqual(['created']);
    expect(await importInto('venues', file)).toEqual(['skipped']);
  });
});

describe('a series sent to a site without the extension', () => {
  it('events create --repeat is refused before anything is sent, --expand makes single events, an import keeps the first occurrence', async () => {
    const soon = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const dates = ['--start-date', `${soon} 19:00`, '--end-date', `${soon} 20:00`];
    const refused = await run(
      ['events', 'create', '--title', 'Weekly', ...dates, '--repeat', 'weekly', '--count', '3'],
      {
        env: site,
      },
    );
    expect([refused.code, refused.stderr.split('\n')[0]]).toEqual([
      2,
      'error: this calendar/events/v1 has no recurrence field (its server runs without the premium features, as calev serve --no-premium), and the site would drop it (nothing was sent)',
    ]);
    const count = async () =>
      (
        await run(['events', 'list', '--format', 'count', '--start-date', soon, '--end-date', '2099-12-31'], {
          env: site,
        })
      ).stdout;
    expect(await count()).toBe('0\n');
    const expanded = await run(
      ['events', 'create', '--title', 'Weekly', ...dates, '--repeat', 'weekly', '--count', '3', '--expand'],
      { env: site },
    );
    expect(expanded.code, expanded.stderr).toBe(0);
    expect(await count()).toBe('3\n');
    // a series of the local store, as its export holds it
    const made = await run(['events', 'create', '--title', 'Club', ...dates, '--repeat', 'daily', '--count', '2'], {
      env: local,
    });
    expect(made.code, made.stderr).toBe(0);
    const file = await exportFrom('events', 'series.ndjson');
    const res = await run(['events', 'import', file, '--format', 'ndjson'], { env: site });
    expect(res.code, res.stderr).toBe(0);
    expect(res.stderr).toContain('note: 1 series imported as the first occurrence only');
    expect(await count()).toBe('5\n');
  });
});
