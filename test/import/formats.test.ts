// calev <resource> import with our own field names: JSON (array or list envelope), NDJSON, CSV;
// line numbers, partial failures (exit 3), total failure (exit 1), --report, --dry-run, stdin.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forEachBounded } from '../../src/cli/import/pool.js';
import { openSource } from '../../src/cli/import/source.js';
import { elementLines } from '../../src/cli/import/json.js';
import type { Context } from '../../src/context.js';
import { removeDir, run, tempDir } from '../cli/harness.js';

let dir: string;
let env: Record<string, string>;

beforeEach(() => {
  dir = tempDir('calev-import-');
  env = { CALEV_DATA_DIR: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config` };
});
afterEach(() => removeDir(dir));

const event = (n: number, extra: Record<string, unknown> = {}) => ({
  title: `Event ${n}`,
  slug: `event-${n}`,
  start_date: `2030-01-${String(n).padStart(2, '0')} 10:00:00`,
  end_date: `2030-01-${String(n).padStart(2, '0')} 11:00:00`,
  ...extra,
});

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

function sorted(stdout: string): Array<Record<string, unknown>> {
  return stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .sort((a, b) => a.line - b.line);
}

/** The events of 2030 (published and drafts), with these fields, in the list's order. */
async function listed(fields: string): Promise<Array<Record<string, unknown>>> {
  const year = ['--start-date', '2030-01-01', '--end-date', '2030-12-31'];
  const res = await run(
    ['events', 'list', '--all', ...year, '--fields', fields, '--format', 'ndjson', '--status', 'publish,draft'],
    { env },
  );
  return res.stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

async function titles(): Promise<string[]> {
  return (await listed('title')).map((e) => String(e.title)).sort();
}

describe('events import with our field names', () => {
  it('a JSON array, as `events list` prints it, is created; the API-only keys are ignored', async () => {
    const items = [
      event(1, {
        id: 999,
        url: 'http://elsewhere/event/event-1/',
        website: 'http://elsewhere/event/event-1/',
        venue: { id: 5, venue: 'Blue Room', city: 'Boston' },
        categories: [{ id: 3, name: 'Live Shows', slug: 'live-shows' }],
        organizer: [{ id: 7, organizer: 'Jazz Society', email: 'info@jazz.example' }],
      }),
      event(2),
    ];
    const res = await run(['events', 'import', file('events.json', JSON.stringify(items)), '--format', 'ndjson'], {
      env,
    });
    expect(res.code).toBe(0);
    expect(sorted(res.stdout).map((r) => r.action)).toEqual(['created', 'created']);
    const got = JSON.parse(
      (
        await run(
          [
            'events',
            'get',
            'event-1',
            '--fields',
            'title,venue.venue,venue.city,categories.name,organizer.email,website',
          ],
          { env },
        )
      ).stdout,
    );
    // The website only repeated the other site's page: it follows this site's page now.
    expect(got).toEqual({
      title: 'Event 1',
      website: expect.stringMatching(/\/event\/event-1\/$/),
      categories: [{ name: 'Live Shows' }],
      venue: { venue: 'Blue Room', city: 'Boston' },
      organizer: [{ email: 'info@jazz.example' }],
    });
    expect(got.website).not.toMatch(/elsewhere/);
  });

  it('a list envelope (`list --raw`) works too, and pretty JSON reports the line where an item starts', async () => {
    const envelope = {
      events: [event(1), { title: 'No dates' }, event(3, { start_date: 'whenever' })],
      total: 3,
      total_pages: 1,
    };
    const path = file('events.json', JSON.stringify(envelope, null, 2));
    const res = await run(['events', 'import', path, '--format', 'ndjson'], { env });
    expect(res.code).toBe(3);
    const lines = elementLines(readFileSync(path, 'utf8'), 'events');
    expect(lines).toEqual([3, 9, 12]);
    expect(res.stderr).toMatch(/^line 9: No dates: missing start_date, end_date$/m);
    expect(res.stderr).toMatch(
      /^line 12: event-3: start_date "whenever" is not a date \(e\.g\. 2024-07-11 19:00:00\)$/m,
    );
    expect(res.stderr).toMatch(/^error: 2 of 3 events from .*events\.json failed; the others were written$/m);
    expect(await titles()).toEqual(['Event 1']);
  });

  it('NDJSON: a bad line is reported with its number and reason, the good lines are written, exit 3; --report has every result', async () => {
    const text = [
      JSON.stringify(event(1)),
      '{not json',
      '',
      JSON.stringify(event(4, { timezone: 'Mars/Olympus' })),
      JSON.stringify(event(5)),
    ].join('\n');
    const report = join(dir, 'report.ndjson');
    const res = await run(['events', 'import', file('events.ndjson', text), '--report', report, '--format', 'ids'], {
      env,
    });
    expect(res.code).toBe(3);
    expect(res.stderr).toMatch(/^line 2: not JSON: /m);
    expect(res.stderr).toMatch(/^line 4: event-4: timezone "Mars\/Olympus" is not a timezone/m);
    expect(res.stderr).toMatch(
      /events\.ndjson: 2 created, 0 updated, 0 skipped, 2 failed \(report: .*report\.ndjson\)/,
    );
    expect(res.stdout.trim().split('\n')).toHaveLength(2);
    const results = sorted(readFileSync(report, 'utf8'));
    expect(results.map((r) => [r.line, r.action])).toEqual([
      [1, 'created'],
      [2, 'failed'],
      [4, 'failed'],
      [5, 'created'],
    ]);
    for (const r of results) expect(Object.keys(r).slice(0, 4)).toEqual(['line', 'action', 'id', 'error']);
    expect(results[0]).toMatchObject({ error: null, id: expect.any(Number) });
    expect(results[1]).toMatchObject({ id: null, error: expect.stringMatching(/^not JSON/) });
    expect(await titles()).toEqual(['Event 1', 'Event 5']);
  });

  it('a row the server refuses is reported with the API error; the rest are written', async () => {
    const text = [JSON.stringify(event(1)), JSON.stringify(event(2, { website: 'ftp://nope' }))].join('\n');
    const res = await run(['events', 'import', file('e.ndjson', text), '--format', 'ndjson'], { env });
    expect(res.code).toBe(3);
    expect(res.stderr).toMatch(
      /^line 2: event-2: Invalid parameter\(s\): website \[website: Invalid parameter\.\] \(400 rest_invalid_param\)$/m,
    );
  });

  it('when every item fails nothing could be done: exit 1', async () => {
    const res = await run(
      ['events', 'import', file('e.ndjson', '{"title":"x"}\n{"title":"y"}\n'), '--format', 'ndjson'],
      { env },
    );
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/^error: none of the 2 events from .*e\.ndjson could be imported$/m);
  });

  it('CSV with our field names (as export writes them) creates events with nested venue and organizer lists', async () => {
    const csv = [
      'slug,title,start_date,end_date,all_day,featured,venue.venue,venue.city,organizer.organizer,organizer.email,categories.name,cost',
      'csv-one,CSV one,2030-01-01 10:00:00,2030-01-01 11:00:00,false,true,Blue Room,Boston,"[""Smith, Ann"",""Bo""]","[""ann@example.org"",""""]","music, jazz",$10',
      'csv-two,"CSV two, with a comma",2030-01-02,2030-01-02,yes,no,,,,,,',
    ].join('\n');
    const res = await run(['events', 'import', file('events.csv', csv), '--format', 'ndjson'], { env });
    expect(res.stderr).toMatch(/2 created/);
    expect(res.code).toBe(0);
    const one = JSON.parse(
      (
        await run(
          [
            'events',
            'get',
            'csv-one',
            '--fields',
            'featured,venue.venue,venue.city,organizer.organizer,organizer.email,categories.name,cost',
          ],
          { env },
        )
      ).stdout,
    );
    expect(one).toEqual({
      featured: true,
      cost: '$10',
      venue: { venue: 'Blue Room', city: 'Boston' },
      organizer: [{ organizer: 'Smith, Ann', email: 'ann@example.org' }, { organizer: 'Bo' }],
      categories: [{ name: 'jazz' }, { name: 'music' }],
    });
    const two = JSON.parse(
      (await run(['events', 'get', 'csv-two', '--fields', 'title,all_day,featured,end_date'], { env })).stdout,
    );
    expect(two).toEqual({
      title: 'CSV two, with a comma',
      all_day: true,
      end_date: '2030-01-02 23:59:59',
      featured: false,
    });
  });

  it('stdin: NDJSON, JSON and CSV are told apart by their first bytes', async () => {
    for (const [stdin, n] of [
      [`${JSON.stringify(event(1))}\n${JSON.stringify(event(2))}\n`, 2],
      [JSON.stringify([event(3)], null, 2), 1],
      ['title,slug,start_date,end_date\nFrom CSV,event-4,2030-01-04 10:00,2030-01-04 11:00\n', 1],
    ] as const) {
      const res = await run(['events', 'import', '-', '--format', 'ids'], { env, stdin });
      expect(res.code).toBe(0);
      expect(res.stdout.trim().split('\n')).toHaveLength(n);
    }
    expect(await titles()).toEqual(['Event 1', 'Event 2', 'Event 3', 'From CSV']);
  });

  it('a pipe (`<(…)`, a named pipe) is read as it comes, its format from its name or its first bytes; a directory is refused', async () => {
    const csv = 'title,slug,start_date,end_date\nPiped,event-5,2030-01-05 10:00,2030-01-05 11:00\n';
    for (const [name, text] of [
      ['fifo', csv],
      ['fifo.ndjson', `${JSON.stringify(event(6))}\n`],
    ] as const) {
      const pipe = join(dir, name);
      execFileSync('mkfifo', [pipe]);
      // the writer waits for the import to open the pipe
      const written = writeFile(pipe, text);
      const res = await run(['events', 'import', pipe, '--format', 'ids'], { env });
      await written;
      expect(res.stderr).toBe(`${pipe}: 1 created, 0 updated, 0 skipped, 0 failed\n`);
      expect(res.code).toBe(0);
      expect(res.stdout.trim().split('\n')).toHaveLength(1);
    }
    expect(await titles()).toEqual(['Event 6', 'Piped']);
    const folder = await run(['events', 'import', dir], { env });
    expect(folder).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^error: cannot read .*: it is a directory$/m),
    });
  });

  it('a password-protected event as listed masked (all_day null, fields emptied) is skipped, not written back empty', async () => {
    await run(['events', 'import', file('one.ndjson', JSON.stringify(event(1, { description: 'Kept' })))], { env });
    const masked = { ...event(1), all_day: null, description: '', cost: '', venue: [], categories: [] };
    const res = await run(['events', 'import', file('masked.ndjson', JSON.stringify(masked)), '--format', 'ndjson'], {
      env,
    });
    expect(res.code).toBe(0);
    expect(sorted(res.stdout)).toMatchObject([
      {
        action: 'skipped',
        note: 'a password-protected event, as listed to a user who may not read it (its fields are masked)',
      },
    ]);
    const stored = JSON.parse((await run(['events', 'get', 'event-1'], { env })).stdout);
    expect(stored.description).toBe('Kept');
  });

  it('changed items are updated, unchanged ones skipped, by slug', async () => {
    const path = file('e.ndjson', [event(1), event(2)].map((e) => JSON.stringify(e)).join('\n'));
    await run(['events', 'import', path], { env });
    writeFileSync(
      path,
      [event(1), event(2, { title: 'Event 2 renamed', featured: true })].map((e) => JSON.stringify(e)).join('\n'),
    );
    const res = await run(['events', 'import', path, '--format', 'ndjson'], { env });
    expect(sorted(res.stdout).map((r) => r.action)).toEqual(['skipped', 'updated']);
    expect(await titles()).toEqual(['Event 1', 'Event 2 renamed']);
  });

  it('an NDJSON export imported into another store keeps each cost as it was: no currency symbol pinned on a bare number', async () => {
    const costs = ['15', '10 - 20', '€5', 'Free', 'Donation'];
    for (const [i, cost] of costs.entries())
      await run(['events', 'import', file(`in-${i}.ndjson`, JSON.stringify(event(i + 1, { cost })))], { env });
    const exported = await run(
      ['events', 'export', '--start-date', '2030-01-01', '--end-date', '2030-01-31', '--format', 'ndjson'],
      { env },
    );
    const details = (stdout: string) =>
      stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
        .sort((a, b) => a.start_date.localeCompare(b.start_date))
        .map((e) => [e.cost, e.cost_details]);
    const before = details(exported.stdout);
    // shown with the site's symbol, none of its own
    expect(before[0]).toEqual([
      '$15',
      { currency_symbol: '', currency_code: '', currency_position: '', values: ['15'] },
    ]);
    const other = { ...env, CALEV_DATA_DIR: `${dir}/other` };
    const imported = await run(['events', 'import', file('export.ndjson', exported.stdout)], { env: other });
    expect(imported.code, imported.stderr).toBe(0);
    const after = await run(
      ['events', 'export', '--start-date', '2030-01-01', '--end-date', '2030-01-31', '--format', 'ndjson'],
      { env: other },
    );
    expect(details(after.stdout)).toEqual(before);
  });

  it('a field the import cannot read fails its item, named, instead of the item going without it (exit 3)', async () => {
    const items = [
      event(1, { venue: [{ venue: 'Blue Hall' }, { venue: 'Red Hall' }] }),
      event(2, { venue: { city: 'Lyon' } }),
      event(3, { organizer: [{ email: 'a@b.co' }] }),
      event(4, { tags: ['jazz', true] }),
      event(5, { categories: [{ description: 'no name' }] }),
      event(6, { recurrence: { rules: 'RRULE:FREQ=DAILY' } }),
      event(7, { cost: { amount: 10 } }),
      event(8, { description: { rendered: '<p>WordPress shape</p>' } }),
      event(9, { image: { id: 3 } }),
      // what exports show for "none": no venue, no organizer, no image (The Events Calendar)
      event(10, { venue: [], organizer: [], image: false, categories: [] }),
    ];
    const res = await run(['events', 'import', file('e.json', JSON.stringify(items, null, 1)), '--format', 'ndjson'], {
      env,
    });
    expect(res.code).toBe(3);
    expect(sorted(res.stdout).map((r) => [r.item, r.action, r.error])).toEqual([
      ['event-1', 'failed', 'venue: an event has one venue, not 2'],
      ['event-2', 'failed', 'venue: {"city":"Lyon"} names no venue (give "venue": "its name", or "id")'],
      ['event-3', 'failed', 'organizer: {"email":"a@b.co"} names no organizer (give "organizer": "its name", or "id")'],
      ['event-4', 'failed', 'tags: true is not a term (a name, a slug, an id or {"name": ...})'],
      ['event-5', 'failed', 'categories: {"description":"no name"} names no term (give "name", "slug" or "id")'],
      ['event-6', 'failed', 'recurrence: rules "RRULE:FREQ=DAILY" is not a list of texts'],
      ['event-7', 'failed', 'cost: {"amount":10} is not a value this field takes'],
      ['event-8', 'failed', 'description: {"rendered":"<p>WordPress shape</p>"} is not a value this field takes'],
      ['event-9', 'failed', 'image: {"id":3} is not an image (an id, a URL or {"url": ...})'],
      ['event-10', 'created', null],
    ]);
    expect(await titles()).toEqual(['Event 10']);
  });

  it('names with commas: one name in a list, a list in one text; a CSV export of them comes back the same', async () => {
    const items = [
      event(1, { categories: ['Rock, Pop', 'Jazz'], organizer: ['Smith, John', 'Doe, Jane'] }),
      event(2, { categories: 'Folk, Blues', organizer: 'Ann, Bob' }),
    ];
    const res = await run(['events', 'import', file('e.json', JSON.stringify(items))], { env });
    expect(res.code).toBe(0);
    const names = async () =>
      (await listed('slug,categories.name,organizer.organizer')).map((row) => ({
        slug: row.slug,
        categories: ((row.categories ?? []) as Array<{ name: string }>).map((c) => c.name).sort(),
        organizers: ((row.organizer ?? []) as Array<{ organizer: string }>).map((o) => o.organizer),
      }));
    const expected = [
      { slug: 'event-1', categories: ['Jazz', 'Rock, Pop'], organizers: ['Smith, John', 'Doe, Jane'] },
      { slug: 'event-2', categories: ['Blues', 'Folk'], organizers: ['Ann', 'Bob'] },
    ];
    expect(await names()).toEqual(expected);
    const csv = join(dir, 'export.csv');
    await run(
      [
        'events',
        'export',
        '--format',
        'csv',
        '--start-date',
        '2030-01-01',
        '--end-date',
        '2030-12-31',
        '--output',
        csv,
      ],
      {
        env,
      },
    );
    const again = await run(['events', 'import', csv], { env });
    expect(again.stderr).toBe(`${csv}: 0 created, 0 updated, 2 skipped, 0 failed\n`);
    const elsewhere = { ...env, CALEV_DATA_DIR: join(dir, 'elsewhere') };
    expect((await run(['events', 'import', csv], { env: elsewhere })).code).toBe(0);
    env = elsewhere;
    expect(await names()).toEqual(expected);
  });

  it('a Unix timestamp as a JSON number is a date, as --start-date takes it; "yes" and "0" are booleans, as in CSV', async () => {
    const items = [
      event(1, { start_date: 1893492000, end_date: 1893495600, timezone: 'UTC' }),
      event(2, { all_day: 'yes', sticky: '0' }),
    ];
    const res = await run(['events', 'import', file('e.json', JSON.stringify(items))], { env });
    expect([res.code, res.stderr]).toMatchObject([
      0,
      expect.stringMatching(/2 created, 0 updated, 0 skipped, 0 failed/),
    ]);
    expect(await listed('slug,start_date,all_day,sticky')).toEqual([
      { slug: 'event-1', start_date: '2030-01-01 10:00:00', all_day: false, sticky: false },
      { slug: 'event-2', start_date: '2030-01-02 00:00:00', all_day: true, sticky: false },
    ]);
  });

  it('--dry-run on a file with a bad row validates everything, writes nothing and exits 3', async () => {
    const path = file(
      'e.ndjson',
      [event(1), { ...event(2), end_date: '2030-02-30 10:00' }].map((e) => JSON.stringify(e)).join('\n'),
    );
    const res = await run(['events', 'import', path, '--dry-run', '--format', 'ndjson'], { env });
    expect(res.code).toBe(3);
    expect(sorted(res.stdout).map((r) => r.action)).toEqual(['create', 'failed']);
    expect(await titles()).toEqual([]);
  });

  it('--dry-run fails a row whose status, flag or number the contract refuses, as the real run does', async () => {
    const rows = [
      event(1, { status: 'publsh' }),
      event(2, { all_day: 'nope' }),
      event(3, { featured: 'yes', status: 'draft' }),
      event(4, { show_map: 2 }),
    ];
    const path = file('values.ndjson', rows.map((r) => JSON.stringify(r)).join('\n'));
    const expected = [
      [1, 'failed', 'status "publsh" is not one of publish, future, draft, pending, private'],
      [2, 'failed', 'all_day "nope" is not true or false'],
      [3, 'create', null],
      [4, 'failed', 'show_map 2 is not true or false'],
    ];
    const dry = await run(['events', 'import', path, '--dry-run', '--format', 'ndjson'], { env });
    expect(dry.code).toBe(3);
    expect(sorted(dry.stdout).map((r) => [r.line, r.action, r.error])).toEqual(expected);
    expect(await titles()).toEqual([]);
    const real = await run(['events', 'import', path, '--format', 'ndjson'], { env });
    expect(real.code).toBe(3);
    expect(sorted(real.stdout).map((r) => [r.line, r.action, r.error])).toEqual(
      expected.map(([line, action, error]) => [line, action === 'create' ? 'created' : action, error]),
    );
    const venues = file('venues.json', JSON.stringify([{ venue: 'Hall', geo_lat: 'north' }]));
    const venue = await run(['venues', 'import', venues, '--dry-run', '--format', 'ndjson'], { env });
    expect(sorted(venue.stdout).map((r) => [r.action, r.error])).toEqual([
      ['failed', 'geo_lat "north" is not a number'],
    ]);
  });

  it('usage errors: unknown extension, --concurrency 0; a missing file exits 1', async () => {
    const unknown = await run(['events', 'import', file('events.txt', '[]')], { env });
    expect(unknown).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(
        /cannot tell the format of .*events\.txt from its name\nhint: add --input-format json\|ndjson\|csv\|ics/,
      ),
    });
    expect((await run(['events', 'import', file('e.json', '[]'), '--concurrency', '0'], { env })).code).toBe(2);
    const missing = await run(['events', 'import', join(dir, 'nope.json')], { env });
    expect(missing).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^error: cannot read .*nope\.json: no such file$/m),
    });
    const broken = await run(['events', 'import', file('bad.json', '[{"title": ')], { env });
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/bad\.json is not valid JSON/);
  });
});

describe('events import: rows that name one venue or organizer', () => {
  it('agree on it as the first row gives it, with a note where a row differs; a second run changes nothing', async () => {
    const perk = (address: string) => ({ venue: 'Central Perk', address, city: 'New York' });
    const rows = [
      event(1, { venue: perk('90 Bedford Street'), organizer: [{ organizer: 'Gunther', phone: '555-1' }] }),
      event(2, { venue: perk('100 Other St'), organizer: [{ organizer: 'Gunther', phone: '555-2' }] }),
      event(3, { venue: { ...perk('90 Bedford Street'), zip: '10014' } }),
    ];
    const path = file('perk.ndjson', rows.map((r) => JSON.stringify(r)).join('\n'));
    const first = await run(['events', 'import', path, '--format', 'ndjson'], { env });
    expect(first.code, first.stderr).toBe(0);
    expect(sorted(first.stdout).map((r) => [r.action, r.note])).toEqual([
      ['created', undefined],
      [
        'created',
        'venue "Central Perk" as line 1 gives it (address): the rows of one venue must agree (change them all, or use calev venues import); organizer "Gunther" as line 1 gives it (phone): the rows of one organizer must agree (change them all, or use calev organizers import)',
      ],
      ['created', undefined],
    ]);
    const venues = await run(['venues', 'list', '--fields', 'venue,address,zip', '--format', 'json'], { env });
    expect(JSON.parse(venues.stdout)).toEqual([{ venue: 'Central Perk', address: '90 Bedford Street', zip: '10014' }]);
    const organizers = await run(['organizers', 'list', '--fields', 'organizer,phone', '--format', 'json'], { env });
    expect(JSON.parse(organizers.stdout)).toEqual([{ organizer: 'Gunther', phone: '555-1' }]);
    const again = await run(['events', 'import', path], { env });
    expect(again.stderr).toMatch(/perk\.ndjson: 0 created, 0 updated, 3 skipped, 0 failed\n/);
  });
});

describe('events import --dry-run of a file that names one item twice', () => {
  it('announces what the import does: the first row creates it, the second updates it', async () => {
    const rows = [
      event(4, { cost: '5' }),
      event(4, { cost: '7' }),
      { title: 'No slug', start_date: '2030-01-09 10:00', end_date: '2030-01-09 11:00' },
      { title: 'No slug', start_date: '2030-01-09 10:00', end_date: '2030-01-09 12:00' },
    ];
    const path = file('twice.ndjson', rows.map((r) => JSON.stringify(r)).join('\n'));
    const dry = await run(['events', 'import', path, '--dry-run', '--format', 'ndjson'], { env });
    expect(sorted(dry.stdout).map((r) => [r.line, r.action, r.note])).toEqual([
      [1, 'create', undefined],
      [2, 'update', 'made by line 1 of this file'],
      [3, 'create', undefined],
      [4, 'update', 'made by line 3 of this file'],
    ]);
    expect(dry.stderr).toMatch(/dry run, nothing written: 2 to create, 2 to update, 0 to skip, 0 failed\n/);
    const real = await run(['events', 'import', path], { env });
    expect(real.stderr).toMatch(/twice\.ndjson: 2 created, 2 updated, 0 skipped, 0 failed\n/);
  });
});

describe('on a terminal', () => {
  it('a progress bar goes to stderr; the table on stdout lists only what needs a look', async () => {
    const text = [event(1), event(2), { title: 'Broken', slug: 'broken', start_date: 'never', end_date: 'never' }]
      .map((e) => JSON.stringify(e))
      .join('\n');
    const res = await run(['events', 'import', file('e.ndjson', text)], {
      env: { ...env, NO_COLOR: '1' },
      stdoutTTY: true,
      stderrTTY: true,
      columns: 120,
    });
    expect(res.code).toBe(3);
    expect(res.stderr).toMatch(/100% \| 3 items \| 2 created, 0 updated, 0 skipped, 1 failed/);
    // Failures wait until the bar is done, then come on lines of their own.
    expect(res.stderr).toMatch(/\nline 3: broken: start_date "never" is not a date/);
    expect(res.stdout).toMatch(/^LINE\s+ACTION\s+ID\s+ITEM\s+ERROR\s+NOTE\n3\s+failed\s+broken\s+start_date "never"/);
    expect(res.stdout).not.toMatch(/created/);
    // run again: the rows skipped as unchanged need no look either; the failed one still does
    const again = await run(['events', 'import', file('e.ndjson', text)], {
      env: { ...env, NO_COLOR: '1' },
      stdoutTTY: true,
      columns: 120,
    });
    expect(again.code).toBe(3);
    expect(again.stderr).toMatch(/0 created, 0 updated, 2 skipped, 1 failed/);
    expect(again.stdout).toMatch(
      /^LINE\s+ACTION\s+ID\s+ITEM\s+ERROR\s+NOTE\n3\s+failed\s+broken\s+start_date "never"[^\n]*\n$/,
    );
  });

  it('read from a pipe, whose end is unknown, the progress is a count of items and the time, not a bar that stays at 0%', async () => {
    const text = [event(1), event(2)].map((e) => JSON.stringify(e)).join('\n');
    const res = await run(['events', 'import', '-', '--input-format', 'ndjson'], {
      env: { ...env, NO_COLOR: '1' },
      stdin: text,
      stdoutTTY: true,
      stderrTTY: true,
      columns: 120,
    });
    expect(res.code, res.stderr).toBe(0);
    expect(res.stderr).toMatch(/(?<!\d)2 items \| 2 created, 0 updated, 0 skipped, 0 failed \| \d+s/);
    expect(res.stderr).not.toMatch(/%|░/);
  });

  it('a dry run on a terminal lists every item', async () => {
    const res = await run(['events', 'import', file('e.ndjson', JSON.stringify(event(1))), '--dry-run'], {
      env: { ...env, NO_COLOR: '1' },
      stdoutTTY: true,
      columns: 120,
    });
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^LINE\s+ACTION\s+ID\s+ITEM\s+ERROR\s+NOTE\n1\s+create\s+event-1\n$/);
  });
});

describe('venues, organizers, categories and tags import', () => {
  it('venues are matched by name: a second file updates the same venue', async () => {
    await run(['venues', 'import', file('v.json', JSON.stringify([{ venue: 'Blue Room', city: 'Boston' }]))], { env });
    const res = await run(
      [
        'venues',
        'import',
        file('v2.ndjson', JSON.stringify({ venue: 'Blue Room', city: 'Cambridge', zip: '02139' })),
        '--format',
        'ndjson',
      ],
      { env },
    );
    expect(sorted(res.stdout).map((r) => r.action)).toEqual(['updated']);
    const venues = JSON.parse((await run(['venues', 'list', '--fields', 'venue,city,zip'], { env })).stdout);
    expect(venues).toEqual([{ venue: 'Blue Room', city: 'Cambridge', zip: '02139' }]);
  });

  it('numbers where the API takes text (a zip, a phone, a title) are sent as text; imported again, skipped', async () => {
    const venues = file('numbers.ndjson', JSON.stringify({ venue: 'Zip Hall', zip: 69000, phone: 4786 }) + '\n');
    const res = await run(['venues', 'import', venues, '--format', 'ndjson'], { env });
    expect([res.code, sorted(res.stdout).map((r) => r.action)]).toEqual([0, ['created']]);
    const listed = JSON.parse((await run(['venues', 'list', '--fields', 'venue,zip,phone'], { env })).stdout);
    expect(listed).toEqual([{ venue: 'Zip Hall', zip: '69000', phone: '4786' }]);
    expect(sorted((await run(['venues', 'import', venues, '--format', 'ndjson'], { env })).stdout)).toMatchObject([
      { action: 'skipped' },
    ]);
    const events = file('title.ndjson', JSON.stringify(event(1, { title: 2027 })) + '\n');
    const made = await run(['events', 'import', events, '--format', 'ndjson'], { env });
    expect([made.code, sorted(made.stdout).map((r) => r.action)]).toEqual([0, ['created']]);
    expect(await titles()).toEqual(['2027']);
  });

  it('organizers from `organizers export` CSV come back unchanged', async () => {
    await run(
      ['organizers', 'create', '--organizer', 'Jazz Society', '--email', 'info@jazz.example', '--phone', '555'],
      { env },
    );
    const csv = (await run(['organizers', 'export', '--format', 'csv'], { env })).stdout;
    const res = await run(['organizers', 'import', file('o.csv', csv), '--format', 'ndjson'], { env });
    expect(sorted(res.stdout).map((r) => r.action)).toEqual(['skipped']);
  });

  it('categories by slug or name, with a parent; tags by name', async () => {
    const parent = JSON.parse((await run(['categories', 'create', '--name', 'Music'], { env })).stdout);
    const res = await run(
      [
        'categories',
        'import',
        file(
          'c.ndjson',
          [
            JSON.stringify({ name: 'Jazz', parent: parent.id, description: 'Swing' }),
            JSON.stringify({ name: 'music', description: 'All of it' }),
          ].join('\n'),
        ),
        '--format',
        'ndjson',
      ],
      { env },
    );
    expect(sorted(res.stdout).map((r) => r.action)).toEqual(['created', 'updated']);
    const cats = JSON.parse(
      (await run(['categories', 'list', '--no-hide-empty', '--fields', 'name,parent,description'], { env })).stdout,
    );
    expect(cats).toEqual([
      { name: 'Jazz', parent: parent.id, description: 'Swing' },
      // Matched case-insensitively; the file's spelling wins.
      { name: 'music', parent: 0, description: 'All of it' },
    ]);
    const tags = await run(['tags', 'import', '-', '--format', 'ndjson'], {
      env,
      stdin: 'name,description\njazz,\nswing,dance\njazz,\n',
    });
    expect(tags.code).toBe(0);
    expect(sorted(tags.stdout).map((r) => r.action)).toEqual(['created', 'created', 'skipped']);
  });

  it('categories export, imported into another store, keeps the tree: parents by slug (parent_slug), children written after them', async () => {
    for (const [name, parent] of [['Spare'], ['Music'], ['Jazz', 2], ['Bebop', 3]] as const)
      await run(['categories', 'create', '--name', name, ...(parent ? ['--parent', String(parent)] : [])], { env });
    const other = { ...env, CALEV_DATA_DIR: `${dir}/other` };
    // the other store's ids 1 and 2 are taken by categories of its own
    for (const name of ['Other', 'Another']) await run(['categories', 'create', '--name', name], { env: other });
    const tree = async (e: Record<string, string>) =>
      Object.fromEntries(
        (
          JSON.parse(
            (await run(['categories', 'list', '--no-hide-empty', '--fields', 'slug,parent,id'], { env: e })).stdout,
          ) as Array<{ slug: string; parent: number; id: number }>
        ).map((c, _, all) => [c.slug, all.find((p) => p.id === c.parent)?.slug ?? '']),
      );
    for (const format of ['csv', 'ndjson', 'json']) {
      const exported = await run(['categories', 'export', '--format', format], { env });
      expect(exported.code).toBe(0);
      const path = file(`cats.${format}`, exported.stdout);
      if (format === 'csv')
        expect(exported.stdout).toBe(
          'id,slug,name,description,parent,parent_slug\n4,bebop,Bebop,,3,jazz\n3,jazz,Jazz,,2,music\n2,music,Music,,0,\n1,spare,Spare,,0,\n',
        );
      const first = await run(['categories', 'import', path, '--format', 'ndjson'], { env: other });
      expect(first.code, first.stderr).toBe(0);
      expect(await tree(other)).toEqual({ another: '', other: '', bebop: 'jazz', jazz: 'music', music: '', spare: '' });
      const again = await run(['categories', 'import', path, '--format', 'ndjson'], { env: other });
      expect(sorted(again.stdout).map((r) => r.action)).toEqual(['skipped', 'skipped', 'skipped', 'skipped']);
    }
  });

  it('a category file names parents by slug or name, before or after their children; a parent found nowhere fails its row', async () => {
    await run(['categories', 'create', '--name', 'Dance'], { env });
    const path = file(
      'cats.csv',
      'name,slug,parent\nBebop,bebop,jazz-music\nJazz Music,jazz-music,Music\nMusic,music,\nSalsa,,dance\nLost,,nowhere\n',
    );
    const dry = await run(['categories', 'import', path, '--dry-run', '--format', 'ndjson'], { env });
    expect(sorted(dry.stdout).map((r) => [r.item, r.action])).toEqual([
      ['bebop', 'create'],
      ['jazz-music', 'create'],
      ['music', 'create'],
      ['Salsa', 'create'],
      ['Lost', 'failed'],
    ]);
    const res = await run(['categories', 'import', path, '--format', 'ndjson'], { env });
    expect(res.code).toBe(3);
    expect(sorted(res.stdout).find((r) => r.item === 'Lost')).toMatchObject({
      action: 'failed',
      error: 'no parent category "nowhere" (by slug or name) here or in the file',
    });
    const cats = JSON.parse((await run(['categories', 'list', '--no-hide-empty'], { env })).stdout) as Array<{
      id: number;
      slug: string;
      parent: number;
    }>;
    const parentOf = (slug: string) => cats.find((p) => p.id === cats.find((c) => c.slug === slug)!.parent)?.slug;
    expect([parentOf('bebop'), parentOf('jazz-music'), parentOf('music'), parentOf('salsa')]).toEqual([
      'jazz-music',
      'music',
      undefined,
      'dance',
    ]);
    // moved under another parent in the file: updated
    writeFileSync(path, 'name,slug,parent\nBebop,bebop,dance\n');
    const moved = await run(['categories', 'import', path, '--format', 'ndjson'], { env });
    expect(sorted(moved.stdout).map((r) => r.action)).toEqual(['updated']);
  });
});

describe('a row whose end is before its start', () => {
  it("is stored ending at its start, and its result says so (every run: it is the file's)", async () => {
    const path = file(
      'swapped.ndjson',
      [
        { title: 'Swapped', slug: 'swapped', start_date: '2030-01-25 19:00', end_date: '2030-01-25 18:00' },
        { title: 'Days', slug: 'days', start_date: '2030-01-25', end_date: '2030-01-20', all_day: true },
        event(1),
      ]
        .map((e) => JSON.stringify(e))
        .join('\n'),
    );
    for (const action of ['created', 'skipped']) {
      const res = await run(['events', 'import', path, '--format', 'ndjson'], { env });
      expect(res.code, res.stderr).toBe(0);
      const notes = res.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
        .sort((a, b) => a.line - b.line)
        .map((r) => [r.action, r.note]);
      expect(notes).toEqual([
        [action, 'its end (2030-01-25 18:00) is before its start (2030-01-25 19:00): it ends at its start'],
        [action, 'its end (2030-01-20) is before its start (2030-01-25): it ends at its start'],
        [action, action === 'created' ? undefined : 'unchanged'],
      ]);
    }
    const stored = await run(['events', 'get', 'swapped', '--fields', 'start_date,end_date'], { env });
    expect(JSON.parse(stored.stdout)).toEqual({ start_date: '2030-01-25 19:00:00', end_date: '2030-01-25 19:00:00' });
  });
});

describe('streaming', () => {
  it("an NDJSON file's number of rows is known once it is read: the progress bar counts rows, not bytes (100% at the first row of a small file)", async () => {
    const path = file('counted.ndjson', [1, 2, 3].map((n) => JSON.stringify(event(n))).join('\n'));
    const ctx = { io: { stdin: Readable.from([]) }, env: {}, ui: { locale: 'en' } } as unknown as Context;
    const source = await openSource(path, undefined, 'events', ctx);
    expect(source.total()).toBeUndefined();
    const seen: Array<number | undefined> = [];
    for await (const _ of source.items()) seen.push(source.total());
    // known once the parser has met the file's end, before the rows in flight are done
    expect([seen, source.total()]).toEqual([[undefined, undefined, undefined], 3]);
  });

  it('a 100k-line NDJSON stream is read as the work goes, never far ahead of it', async () => {
    const LINES = 100_000;
    let produced = 0;
    const stdin = Readable.from(
      (function* () {
        for (let i = 0; i < LINES; i += 100) {
          let chunk = '';
          for (let j = i; j < i + 100; j++)
            chunk += `${JSON.stringify({ title: `E${j}`, start_date: '2030-01-01 10:00', end_date: '2030-01-01 11:00' })}\n`;
          produced += 100;
          yield chunk;
        }
      })(),
    );
    const ctx = { io: { stdin } } as unknown as Context;
    const source = await openSource('-', 'ndjson', 'events', ctx);
    let done = 0;
    let ahead = 0;
    await forEachBounded(source.items(), 4, async (item) => {
      ahead = Math.max(ahead, produced - done);
      expect(item.input?.title).toBe(`E${item.line - 1}`);
      if (item.line % 1000 === 0) await new Promise((r) => setImmediate(r));
      done += 1;
    });
    expect(done).toBe(LINES);
    // At most a few chunks of the stream's buffer are read ahead of the work, not the file.
    expect(ahead).toBeLessThan(3_000);
  });
});
