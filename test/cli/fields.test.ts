// --fields with each command and format, on the embedded default (CLI.md §3): a format that
// prints no chosen fields (ics, ids, count) refuses them (exit 2, one line and a hint) before
// anything is asked, fetched or written, rather than ignoring them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, run, scriptedPrompter, tempDir } from './harness.js';

let dir: string;
let env: Record<string, string>;
let id = '';
beforeAll(async () => {
  dir = tempDir('calev-fields-');
  env = { CALEV_DATA_DIR: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config` };
  const made = await calev([
    'events',
    'create',
    '--title',
    'Gig',
    '--start-date',
    'tomorrow 19:00',
    '--end-date',
    '21:00',
    '--format',
    'ids',
  ]);
  expect(made.code).toBe(0);
  id = made.stdout.trim();
});
afterAll(() => removeDir(dir));

const calev = (argv: string[]) => run(argv, { env });

/** The refusal of --fields with `format`; `use`: the formats its hint names. */
const refusal = (format: string, use = 'table, csv, json, ndjson or yaml') => {
  const instead = { ics: 'iCalendar has its own fields', ids: 'it prints the ids alone', count: 'it prints a number' };
  return (
    `error: --fields does not apply to --format ${format} (${instead[format as keyof typeof instead]})\n` +
    `hint: for chosen fields use --format ${use}\n`
  );
};

describe('--fields with a format that prints none is refused', () => {
  it.each(['events list', 'events get <id>', 'venues list', 'api GET /events', 'users list', 'profile list'])(
    'calev %s --format ics|ids|count --fields title exits 2 with one line and a hint',
    async (command) => {
      const args = command.split(' ').map((a) => (a === '<id>' ? id : a));
      for (const format of ['ics', 'ids', 'count']) {
        const res = await calev([...args, '--format', format, '--fields', 'title']);
        expect({ format, ...res }).toEqual({ format, code: 2, stdout: '', stderr: refusal(format) });
      }
    },
  );

  it('events create and delete refuse them before creating or deleting anything', async () => {
    const create = await calev([
      'events',
      'create',
      '--title',
      'Not made',
      '--start-date',
      'tomorrow 9:00',
      '--end-date',
      '10:00',
      '--format',
      'ids',
      '--fields',
      'id',
    ]);
    expect(create).toEqual({ code: 2, stdout: '', stderr: refusal('ids') });
    const remove = await calev(['events', 'delete', id, '--yes', '--format', 'count', '--fields', 'id']);
    expect(remove).toEqual({ code: 2, stdout: '', stderr: refusal('count') });
    expect((await calev(['events', 'list', '--format', 'ids'])).stdout).toBe(`${id}\n`);
    expect((await calev(['events', 'get', id, '--fields', 'status'])).stdout).toBe('{"status":"publish"}\n');
  });

  it('on a terminal, events create and delete refuse them before the first question', async () => {
    const terminal = () => ({ env, prompter: scriptedPrompter([]), stdoutTTY: true });
    const create = await run(['events', 'create', '--format', 'ids', '--fields', 'id'], terminal());
    expect(create).toEqual({ code: 2, stdout: '', stderr: refusal('ids') });
    const remove = await run(['events', 'delete', id, '--format', 'count', '--fields', 'id'], terminal());
    expect(remove).toEqual({ code: 2, stdout: '', stderr: refusal('count') });
  });

  it('events export --format ics (or an .ics --output) refuses them and writes no file', async () => {
    const res = await calev(['events', 'export', '--format', 'ics', '--fields', 'title']);
    expect(res).toEqual({ code: 2, stdout: '', stderr: refusal('ics', 'csv, json or ndjson') });
    const file = `${dir}/events.ics`;
    const toFile = await calev(['events', 'export', '--output', file, '--fields', 'title']);
    expect([toFile.code, toFile.stderr]).toEqual([2, refusal('ics', 'csv, json or ndjson')]);
    expect(existsSync(file)).toBe(false);
  });

  it('the formats that take them still do', async () => {
    expect((await calev(['events', 'list', '--format', 'csv', '--fields', 'id,title'])).stdout).toBe(
      `id,title\n${id},Gig\n`,
    );
    expect((await calev(['events', 'export', '--format', 'ndjson', '--fields', 'title'])).stdout).toBe(
      '{"title":"Gig"}\n',
    );
    expect((await calev(['events', 'get', id, '--format', 'yaml', '--fields', 'title'])).stdout).toBe('title: Gig\n');
  });
});

describe('a path that names no field', () => {
  const noSuch = (path: string, fields: RegExp) =>
    expect.objectContaining({
      code: 2,
      stdout: '',
      stderr: expect.stringMatching(
        new RegExp(`^error: --fields ${path}: no such field\nhint: the fields${fields.source}.*\n$`),
      ),
    });

  it('is refused (exit 2) with the fields there are, before anything is printed: list, get, export, agenda, --raw', async () => {
    expect(await calev(['events', 'list', '--fields', 'id,titel'])).toEqual(noSuch('titel', / are: id, .*, title, /));
    expect(await calev(['events', 'list', '--format', 'csv', '--fields', 'titel'])).toEqual(
      noSuch('titel', / are: id, /),
    );
    expect(await calev(['events', 'get', id, '--fields', 'start_date_details.yeer'])).toEqual(
      noSuch('start_date_details.yeer', / of start_date_details are: year, month, day, hour, minutes, seconds/),
    );
    expect(await calev(['events', 'export', '--format', 'csv', '--fields', 'titel'])).toEqual(
      noSuch('titel', / are: id, /),
    );
    expect(await calev(['events', 'export', '--format', 'ndjson', '--fields', 'titel'])).toEqual(
      noSuch('titel', / are: id, /),
    );
    expect(await calev(['agenda', 'tomorrow', '--fields', 'titel'])).toEqual(noSuch('titel', / are: id, /));
    expect(await calev(['events', 'list', '--raw', '--fields', 'totl'])).toEqual(
      noSuch('totl', / are: events, rest_url, total, total_pages/),
    );
    expect(await calev(['events', 'import', '-', '--fields', 'acton'])).toEqual(
      noSuch('acton', / of an import result are: line, position, action, id, item, error, note/),
    );
    // an export to a file leaves it as it was
    const file = `${dir}/kept.csv`;
    writeFileSync(file, 'before\n');
    expect((await calev(['events', 'export', '--output', file, '--fields', 'titel'])).code).toBe(2);
    expect(readFileSync(file, 'utf8')).toBe('before\n');
  });

  it('a field the item leaves out but the contract has is taken (a venue with no phone; an event with no venue)', async () => {
    const venue = await calev(['venues', 'create', '--venue', 'Hall', '--fields', 'id,phone']);
    expect(venue.code).toBe(0);
    expect(JSON.parse(venue.stdout)).toEqual({ id: expect.any(Number) });
    expect(await calev(['events', 'list', '--format', 'csv', '--fields', 'title,venue.phone'])).toEqual({
      code: 0,
      stdout: 'title,venue.phone\nGig,\n',
      stderr: '',
    });
    // where neither the event's venue ([]) nor the venue's fields have it, it is refused
    expect(await calev(['events', 'list', '--fields', 'venue.phon'])).toEqual(
      noSuch('venue.phon', / of venue are: id, .*phone/),
    );
  });

  it('after a write, which is done, it is a warning and the answer is printed', async () => {
    const res = await calev(['events', 'update', id, '--cost', '5', '--fields', 'cots']);
    expect(res.code).toBe(0);
    expect(res.stdout).toBe('{}\n');
    expect(res.stderr).toMatch(/^warning: --fields cots: no such field\nhint: the fields are: id, .*cost, /);
    expect(JSON.parse((await calev(['events', 'get', id, '--fields', 'cost'])).stdout)).toEqual({ cost: '$5' });
  });
});

describe('import results', () => {
  const rows =
    '{"title":"Set","slug":"set","start_date":"2031-01-01 10:00","end_date":"2031-01-01 11:00"}\n{"title":"No date"}\n';

  it('events import --fields line,action,item shows those fields of each result; the --report keeps them all', async () => {
    const file = `${dir}/rows.ndjson`;
    writeFileSync(file, rows);
    const report = `${dir}/report.ndjson`;
    const csv = await calev([
      'events',
      'import',
      file,
      '--format',
      'csv',
      '--fields',
      'line,action,item',
      '--report',
      report,
    ]);
    expect(csv.code).toBe(3);
    expect(csv.stdout.split('\n')[0]).toBe('line,action,item');
    expect(csv.stdout.split('\n').sort()).toEqual(['', '1,created,set', '2,failed,No date', 'line,action,item'].sort());
    const reported = readFileSync(report, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(reported).toContainEqual({
      line: 2,
      action: 'failed',
      id: null,
      error: expect.any(String),
      item: 'No date',
    });
    expect(reported).toContainEqual({ line: 1, action: 'created', id: expect.any(Number), error: null, item: 'set' });
    const json = await calev(['events', 'import', file, '--format', 'ndjson', '--fields', 'action']);
    expect(json.stdout.split('\n').sort()).toEqual(['', '{"action":"failed"}', '{"action":"skipped"}']);
  });

  it('events import --format ids|count --fields id is refused before anything is written', async () => {
    const file = `${dir}/other.ndjson`;
    writeFileSync(file, rows.replace('"set"', '"other"'));
    for (const format of ['ids', 'count']) {
      const res = await calev(['events', 'import', file, '--format', format, '--fields', 'id']);
      expect({ format, ...res }).toEqual({ format, code: 2, stdout: '', stderr: refusal(format) });
    }
    expect((await calev(['events', 'get', 'other'])).code).toBe(1);
  });
});
