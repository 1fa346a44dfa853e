// Files that `list` writes rather than `export` (README "Import and export"): a list's CSV of its
// default columns has no publication date, no timezone and no slugs. Imported, a scheduled event
// must not be published at once, the dates' zone is said, and two venues of one name are not
// merged into one. Each file is made by the real CLI from a temp data dir and imported into another.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, run, tempDir } from '../cli/harness.js';

let dir: string;
const at = (name: string) => ({ CALEV_DATA_DIR: join(dir, name), XDG_CONFIG_HOME: join(dir, 'config') });

beforeEach(() => {
  dir = tempDir('calev-list-files-');
});
afterEach(() => removeDir(dir));

async function calev(where: string, ...argv: string[]) {
  return run(argv, { env: at(where) });
}

async function importInto(where: string, file: string, text: string) {
  const path = join(dir, file);
  writeFileSync(path, text);
  const res = await calev(where, argv0(file), 'import', path, '--format', 'ndjson');
  const results = res.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { line: number; action: string; error: string | null })
    .sort((a, b) => a.line - b.line);
  return { ...res, results };
}
/** A timed event in the source dir, published. */
const createGig = () =>
  calev(
    'src',
    'events',
    'create',
    '--title',
    'Gig',
    '--start-date',
    '2027-03-20 18:00',
    '--end-date',
    '2027-03-20 21:00',
  );
const argv0 = (file: string) => (file.startsWith('venues') ? 'venues' : 'events');

describe('events list --format csv, imported', () => {
  it('a scheduled event without its publication date fails rather than being published at once', async () => {
    expect((await createGig()).code).toBe(0);
    const scheduled = await calev(
      'src',
      'events',
      'create',
      '--title',
      'NYE',
      '--status',
      'future',
      '--date',
      '2027-12-01 09:00',
      '--start-date',
      '2027-12-31 21:00',
      '--end-date',
      '2027-12-31 23:00',
    );
    expect(scheduled.code).toBe(0);
    const listed = await calev('src', 'events', 'list', '--all', '--format', 'csv');
    expect(listed.stdout.split('\n')[0]).toBe('id,title,start_date,end_date,venue.venue,status');
    const first = await importInto('dst', 'events.csv', listed.stdout);
    expect(first.code).toBe(3);
    expect(first.results.map((r) => [r.action, r.error])).toEqual([
      ['created', null],
      [
        'failed',
        'status future without its publication date (date_utc): the target would publish it at once (`export` writes date_utc)',
      ],
    ]);
    const stored = await calev(
      'dst',
      'events',
      'list',
      '--all',
      '--status',
      'publish,future',
      '--format',
      'json',
      '--fields',
      'title,status',
    );
    expect(JSON.parse(stored.stdout)).toEqual([{ title: 'Gig', status: 'publish' }]);
    // the list's file has no zone: the import says whose it reads the dates in
    expect(first.stderr).toContain(
      "note: the file has no timezone column: its dates are read in the target's timezone",
    );
    // an export keeps it scheduled
    const exported = await calev('src', 'events', 'export', '--format', 'csv', '--start-date', '2027-01-01');
    const again = await importInto('dst2', 'events.csv', exported.stdout);
    expect(again.code).toBe(0);
    expect(again.stderr).not.toContain('no timezone column');
    const kept = await calev(
      'dst2',
      'events',
      'list',
      '--all',
      '--status',
      'publish,future',
      '--format',
      'json',
      '--fields',
      'title,status',
    );
    expect(JSON.parse(kept.stdout)).toEqual([
      { title: 'Gig', status: 'publish' },
      { title: 'NYE', status: 'future' },
    ]);
  });
});

describe('venues list --format csv of two venues of one name, imported', () => {
  it('keeps the first and fails the second, naming it, on every run: nothing is merged or rewritten', async () => {
    for (const city of ['Springfield', 'Paris'])
      expect(
        (await calev('src', 'venues', 'create', '--venue', 'Town Hall', '--city', city, '--description', city)).code,
      ).toBe(0);
    const listed = await calev('src', 'venues', 'list', '--all', '--format', 'csv');
    expect(listed.stdout).not.toContain('slug');
    for (const run of [1, 2]) {
      const res = await importInto('dst', 'venues.csv', listed.stdout);
      expect(res.code).toBe(3);
      expect(res.results.map((r) => r.action)).toEqual([run === 1 ? 'created' : 'skipped', 'failed']);
      expect(res.results[1]?.error).toBe(
        'line 2 of this file is a venue of the same name with another city: the two rows would be one venue; give each a slug (a slug column, as `venues export` writes) to keep two',
      );
      const stored = await calev('dst', 'venues', 'list', '--all', '--format', 'json', '--fields', 'venue,city');
      expect(JSON.parse(stored.stdout)).toEqual([{ venue: 'Town Hall', city: 'Paris' }]);
    }
    // rows of one name that agree are one venue, as before
    const same = await importInto('dst3', 'venues.csv', 'venue,city\nCafé,Lyon\nCafé,Lyon\n');
    expect([same.code, same.results.map((r) => r.action)]).toEqual([0, ['created', 'skipped']]);
    // and an export's slugs keep two
    const exported = await calev('src', 'venues', 'export', '--format', 'csv');
    const both = await importInto('dst4', 'venues.csv', exported.stdout);
    expect([both.code, both.results.map((r) => r.action)]).toEqual([0, ['created', 'created']]);
  });
});

describe('a file of another resource', () => {
  it('says whose items it holds and which import takes them', async () => {
    await createGig();
    await calev('src', 'venues', 'create', '--venue', 'Hall');
    const events = await calev('src', 'events', 'list', '--all', '--format', 'json');
    const asVenues = await importInto('dst', 'venues.json', events.stdout);
    expect([asVenues.code, asVenues.results.map((r) => r.error)]).toEqual([
      1,
      ['an item of events, not of venues (it has a title and a start_date): calev events import'],
    ]);
    const venues = await calev('src', 'venues', 'list', '--all', '--format', 'json');
    const asEvents = await importInto('dst', 'events.json', venues.stdout);
    expect(asEvents.results.map((r) => r.error)).toEqual([
      'an item of venues, not of events (it has a venue name and no title): calev venues import',
    ]);
    const raw = await calev('src', 'events', 'list', '--raw');
    const path = join(dir, 'raw.json');
    writeFileSync(path, raw.stdout);
    const asTags = await calev('dst', 'tags', 'import', path);
    expect([asTags.code, asTags.stderr]).toEqual([
      1,
      `error: ${path} holds events (a {"events": [...]} envelope), not tags\nhint: calev events import ${path}\n`,
    ]);
  });
});
