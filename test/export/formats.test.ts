// calev <resource> export: every page, the list filters, json/ndjson/csv to stdout or --output,
// and the CSV and JSON files read back by import without changes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, listCell, parseListCell } from '../../src/cli/export/columns.js';
import { removeDir, run, tempDir } from '../cli/harness.js';

let dir: string;
let env: Record<string, string>;
const RANGE = ['--start-date', '2030-01-01', '--end-date', '2030-12-31'];

beforeEach(() => {
  dir = tempDir('calev-export-');
  env = { CALEV_DATA_DIR: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config` };
});
afterEach(() => removeDir(dir));

async function seedMany(n: number): Promise<void> {
  const lines = Array.from({ length: n }, (_, i) =>
    JSON.stringify({
      title: `Event ${i + 1}`,
      slug: `event-${i + 1}`,
      start_date: `2030-03-01 ${String(8 + (i % 12)).padStart(2, '0')}:00`,
      end_date: `2030-03-01 ${String(9 + (i % 12)).padStart(2, '0')}:00`,
      featured: i % 2 === 0,
    }),
  );
  const res = await run(['events', 'import', '-', '--input-format', 'ndjson'], { env, stdin: lines.join('\n') });
  expect(res.code).toBe(0);
}

describe('events export', () => {
  it('holds the events hidden from listings too (lists leave them out), in every format; imported elsewhere they stay hidden', async () => {
    const lines = [
      { title: 'Shown', slug: 'shown', start_date: '2030-02-01 10:00', end_date: '2030-02-01 11:00' },
      {
        title: 'Hidden',
        slug: 'hidden',
        start_date: '2030-02-02 10:00',
        end_date: '2030-02-02 11:00',
        hide_from_listings: true,
      },
    ].map((e) => JSON.stringify(e));
    expect(
      (await run(['events', 'import', '-', '--input-format', 'ndjson'], { env, stdin: lines.join('\n') })).code,
    ).toBe(0);
    expect(
      (await run(['events', 'list', ...RANGE, '--format', 'ids'], { env })).stdout.trim().split('\n'),
    ).toHaveLength(1);
    const ndjson = await run(['events', 'export', ...RANGE, '--format', 'ndjson'], { env });
    expect([ndjson.code, ndjson.stderr]).toEqual([0, '']);
    const items = ndjson.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { slug: string; hide_from_listings: boolean });
    expect(items.map((e) => [e.slug, e.hide_from_listings])).toEqual([
      ['shown', false],
      ['hidden', true],
    ]);
    const csv = await run(['events', 'export', ...RANGE, '--format', 'csv'], { env });
    expect(csv.stdout.trim().split('\n')).toHaveLength(3);
    expect((await run(['events', 'export', ...RANGE, '--format', 'ics'], { env })).stdout).toMatch(/SUMMARY:Hidden/);
    // asked for one kind, one kind
    const shownOnly = await run(['events', 'export', ...RANGE, '--no-hide-from-listings', '--format', 'ndjson'], {
      env,
    });
    expect(shownOnly.stdout.trim().split('\n')).toHaveLength(1);
    const other = { ...env, CALEV_DATA_DIR: `${dir}/other` };
    const imported = await run(['events', 'import', '-', '--input-format', 'ndjson'], {
      env: other,
      stdin: ndjson.stdout,
    });
    expect(imported.stderr).toMatch(/2 created/);
    const hidden = JSON.parse((await run(['events', 'get', 'hidden'], { env: other })).stdout);
    expect(hidden.hide_from_listings).toBe(true);
    const again = await run(['events', 'import', '-', '--input-format', 'ndjson'], {
      env: other,
      stdin: ndjson.stdout,
    });
    expect(again.stderr).toMatch(/0 created, 0 updated, 2 skipped/);
  });

  it('follows every page: 120 events in json, ndjson and csv', async () => {
    await seedMany(120);
    const json = await run(['events', 'export', ...RANGE], { env });
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toHaveLength(120);
    const ndjson = await run(['events', 'export', ...RANGE, '--format', 'ndjson'], { env });
    expect(ndjson.stdout.trim().split('\n')).toHaveLength(120);
    const csv = await run(['events', 'export', ...RANGE, '--format', 'csv'], { env });
    const rows = csv.stdout.trim().split('\n');
    expect(rows[0]).toBe(EXPORT_COLUMNS.events.join(','));
    expect(rows).toHaveLength(121);
  });

  it('takes the list filters', async () => {
    await seedMany(30);
    const featured = await run(['events', 'export', ...RANGE, '--featured', '--format', 'ndjson', '--fields', 'slug'], {
      env,
    });
    expect(featured.stdout.trim().split('\n')).toHaveLength(15);
    const search = await run(['events', 'export', ...RANGE, '--search', 'Event 27', '--fields', 'title'], { env });
    expect(JSON.parse(search.stdout)).toEqual([{ title: 'Event 27' }]);
  });

  it('--output FILE: the extension sets the format; the count goes to stderr', async () => {
    await seedMany(3);
    for (const [name, check] of [
      [
        'e.ndjson',
        (t: string) =>
          expect(
            t
              .trim()
              .split('\n')
              .map((l) => JSON.parse(l).slug),
          ).toEqual(['event-1', 'event-2', 'event-3']),
      ],
      ['e.csv', (t: string) => expect(t.split('\n')[0]).toBe(EXPORT_COLUMNS.events.join(','))],
      ['e.ics', (t: string) => expect(t.match(/BEGIN:VEVENT/g)).toHaveLength(3)],
      ['e.json', (t: string) => expect(JSON.parse(t)).toHaveLength(3)],
    ] as const) {
      const path = join(dir, name);
      const res = await run(['events', 'export', ...RANGE, '--output', path], { env });
      expect(res).toMatchObject({ code: 0, stdout: '', stderr: `3 events written to ${path}\n` });
      check(readFileSync(path, 'utf8'));
    }
    expect((await run(['events', 'export', '--format', 'yaml'], { env })).code).toBe(2);
  });

  it('a CSV export imports back into another data dir with the same fields, and again with 0 created', async () => {
    for (const args of [
      [
        '--title',
        'Jazz, Night',
        '--start-date',
        '2030-07-11 19:00',
        '--end-date',
        '2030-07-11 22:00',
        '--timezone',
        'America/New_York',
        '--venue',
        '{"venue":"Blue Room","city":"Boston","country":"United States","website":"https://blueroom.example"}',
        '--organizer',
        '[{"organizer":"Smith, Ann","email":"ann@example.org","website":"https://ann.example"},{"organizer":"Bo"}]',
        '--categories',
        'music,Live Shows',
        '--tags',
        'jazz',
        '--cost',
        '$15 - $25',
        '--featured',
        '--description',
        'Line one\nLine "two", quoted',
      ],
      [
        '--title',
        'Festival',
        '--start-date',
        '2030-08-01',
        '--end-date',
        '2030-08-03',
        '--all-day',
        '--status',
        'draft',
        '--website',
        'https://fest.example',
      ],
    ]) {
      expect((await run(['events', 'create', ...args], { env })).code).toBe(0);
    }
    const path = join(dir, 'events.csv');
    await run(['events', 'export', ...RANGE, '--output', path], { env });
    const other = { ...env, CALEV_DATA_DIR: `${dir}/other` };
    const first = await run(['events', 'import', path], { env: other });
    expect(first.stderr).toMatch(/2 created, 0 updated, 0 skipped, 0 failed/);
    const fields =
      'slug,title,status,description,start_date,end_date,all_day,timezone,cost,featured,venue.venue,venue.city,venue.country,venue.website,organizer.organizer,organizer.email,organizer.website,categories.name,tags.name,website';
    const read = async (e: Record<string, string>) =>
      JSON.parse((await run(['events', 'export', ...RANGE, '--fields', fields], { env: e })).stdout);
    expect(await read(other)).toEqual(await read(env));
    // the venue's and organizers' websites too (the file is all the other data dir has of them)
    expect((await read(other))[0]).toMatchObject({
      venue: { website: 'https://blueroom.example' },
      organizer: [{ organizer: 'Smith, Ann', website: 'https://ann.example' }, { organizer: 'Bo' }],
    });
    const second = await run(['events', 'import', path], { env: other });
    expect(second.stderr).toMatch(/0 created, 0 updated, 2 skipped, 0 failed/);
  });

  it('a JSON export imports back with 0 created', async () => {
    await seedMany(5);
    const path = join(dir, 'events.json');
    await run(['events', 'export', ...RANGE, '--output', path], { env });
    const res = await run(['events', 'import', path], { env });
    expect(res.stderr).toMatch(/0 created, 0 updated, 5 skipped, 0 failed/);
  });
});

describe('the other resources', () => {
  it('venues export --format csv writes the venue columns; categories export json', async () => {
    await run(['venues', 'create', '--venue', 'Blue Room', '--city', 'Boston'], { env });
    await run(['categories', 'create', '--name', 'music'], { env });
    const venues = await run(['venues', 'export', '--format', 'csv'], { env });
    const [head, row] = venues.stdout.trim().split('\n');
    expect(head).toBe(EXPORT_COLUMNS.venues.join(','));
    expect(row).toMatch(/^\d+,blue-room,Blue Room,publish,,Boston,/);
    const cats = await run(['categories', 'export', '--no-hide-empty'], { env });
    expect(JSON.parse(cats.stdout).map((c: { name: string }) => c.name)).toEqual(['music']);
  });
});

describe('list cells', () => {
  it('plain when unambiguous, JSON when an item has a comma or is empty', () => {
    expect(listCell(['music', 'jazz'])).toBe('music, jazz');
    expect(listCell(['Smith, Ann', 'Bo'])).toBe('["Smith, Ann","Bo"]');
    expect(listCell(['a@x', ''])).toBe('["a@x",""]');
    for (const list of [['music', 'jazz'], ['Smith, Ann', 'Bo'], ['a@x', ''], ['[x]']])
      expect(parseListCell(listCell(list))).toEqual(list);
  });
});
