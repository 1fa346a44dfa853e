// Tables on narrow terminals (CLI.md §3: long text is cut to the terminal width): every table of
// the data dir fits 40, 60, 80 and 200 columns, one line a row, its columns lined up with CJK and
// emoji text; event dates lose their zone, then their year, then columns go, least useful first.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import stringWidth from 'string-width';
import { removeDir, run, tempDir } from './harness.js';

const EVENTS = [
  {
    title: '東京の春祭り、上野公園でお花見と夜桜のライトアップ',
    start_date: '2030-06-12 19:00:00',
    end_date: '2030-06-12 22:00:00',
    timezone: 'Asia/Tokyo',
    venue: { venue: '上野公園', city: '東京', country: '日本' },
    categories: ['祭り'],
  },
  {
    title: '🎉👨‍👩‍👧 Family launch party with a title long enough to be cut',
    start_date: '2030-06-13 20:00:00',
    end_date: '2030-06-13 23:00:00',
    timezone: 'Europe/Paris',
    venue: { venue: 'Riverside Park Amphitheatre', city: 'Lyon', country: 'France' },
    categories: ['Music'],
  },
  {
    title: 'Winter Market',
    all_day: true,
    start_date: '2030-06-14 00:00:00',
    end_date: '2030-06-16 23:59:59',
    timezone: 'Europe/Paris',
    venue: { venue: 'Old Town', city: 'Lyon', country: 'France' },
    categories: ['Markets and fairs'],
  },
];

let home: string;
let env: Record<string, string>;
/** a config home of its own: the active profile would take the other commands to its site */
let profiles: Record<string, string>;
let eventId: string;

beforeAll(async () => {
  home = tempDir('calev-narrow-');
  env = { XDG_CONFIG_HOME: join(home, 'config'), CALEV_DATA_DIR: join(home, 'data'), NO_COLOR: '1' };
  profiles = { ...env, XDG_CONFIG_HOME: join(home, 'profiles') };
  const file = join(home, 'events.ndjson');
  writeFileSync(file, EVENTS.map((e) => JSON.stringify({ ...e, status: 'publish' })).join('\n'));
  expect((await run(['events', 'import', file], { env })).code).toBe(0);
  const organizers = [
    ['山田太郎プロダクションズ', 'yamada-productions@example.co.jp', '+81 3-1234-5678'],
    ['Riverside Events Association', 'bookings@riverside-events.example.org', '+33 4 78 00 00 00'],
  ];
  for (const [name, email, phone] of organizers)
    expect(
      (await run(['organizers', 'create', '--organizer', name, '--email', email, '--phone', phone], { env })).code,
    ).toBe(0);
  for (const [login, role] of [
    ['administrator-account', 'administrator'],
    ['花子', 'editor'],
  ])
    expect(
      (
        await run(['users', 'add', login, '--role', role, '--email', `${role}@example-events.org`], {
          env,
          stdin: 'pw\n',
        })
      ).code,
    ).toBe(0);
  for (const [name, url] of [
    ['production-site', 'https://events.example-production-site.org'],
    ['local', 'http://127.0.0.1:8080'],
  ])
    expect(
      (await run(['profile', 'add', name, '--url', url, '--user', 'administrator-account'], { env: profiles })).code,
    ).toBe(0);
  eventId = (await run([...EVENTS_LIST, '--format', 'ids'], { env })).stdout.split('\n')[0];
});
afterAll(() => removeDir(home));

const table = (argv: string[], width: number) =>
  run([...argv, '--format', 'table'], { env: argv[0] === 'profile' ? profiles : env, stdoutTTY: true, columns: width });

/** The text of `line` from display column `column`, where a character starts there. */
function fromColumn(line: string, column: number): string | undefined {
  let used = 0;
  for (const { segment, index } of new Intl.Segmenter().segment(line)) {
    if (used === column) return line.slice(index);
    used += stringWidth(segment);
  }
  return used === column ? '' : undefined;
}

/** Fits `width`, and each column starts at the same display column on every line, after a gap. */
function expectFitted(text: string, width: number): void {
  const lines = text.trimEnd().split('\n');
  for (const line of lines) expect(stringWidth(line), line).toBeLessThanOrEqual(width);
  const starts = [...lines[0].matchAll(/\S+/g)].map((m) => stringWidth(lines[0].slice(0, m.index)));
  for (const line of lines.slice(1))
    for (const start of starts.slice(1)) {
      const rest = fromColumn(line, start);
      if (rest === undefined || rest === '') continue;
      expect(fromColumn(line, start - 1)?.startsWith(' '), `${line} at ${start}`).toBe(true);
    }
}

const EVENTS_LIST = ['events', 'list', '--start-date', '2030-01-01', '--end-date', '2031-12-31'];

const LISTS: Array<[string, string[], number]> = [
  ['events list', EVENTS_LIST, 3],
  ['venues list', ['venues', 'list'], 3],
  ['organizers list', ['organizers', 'list'], 2],
  ['categories list', ['categories', 'list'], 3],
  ['users list', ['users', 'list'], 2],
  ['profile list', ['profile', 'list'], 2],
];

describe('tables fit the terminal', () => {
  for (const width of [40, 60, 80, 200])
    for (const [name, argv, rows] of LISTS)
      it(`${name} at ${width} columns: one line a row, columns lined up`, async () => {
        const res = await table(argv, width);
        expect([res.code, res.stderr]).toEqual([0, '']);
        expect(res.stdout.trimEnd().split('\n')).toHaveLength(rows + 1);
        expectFitted(res.stdout, width);
      });

  it.each([40, 60, 80])('events get at %i columns: field and value on one line each', async (width) => {
    const res = await table(['events', 'get', eventId], width);
    expect(res.stdout).toMatch(/^title\s+東京の春祭り/m);
    expectFitted(res.stdout, width);
  });

  it('events list: dates lose their zone, then their year; then venue, end and status go, the title kept readable', async () => {
    const header = async (width: number) => (await table(EVENTS_LIST, width)).stdout.split('\n')[0].split(/\s+/);
    const row = async (width: number) => (await table(EVENTS_LIST, width)).stdout.split('\n')[2];
    expect(await header(200)).toEqual(['ID', 'TITLE', 'START', 'END', 'VENUE', 'STATUS']);
    expect(await row(200)).toMatch(/ 2030-06-13 20:00 CEST {2}2030-06-13 23:00 CEST {2}Riverside Park Amphitheatre /);
    expect(await row(100)).toMatch(/ 2030-06-13 20:00 CEST {2}2030-06-13 23:00 CEST {2}Riversid/);
    expect(await row(80)).toMatch(/ 2030-06-13 20:00 {2}2030-06-13 23:00 {2}Riversid/);
    expect(await header(60)).toEqual(['ID', 'TITLE', 'START', 'END', 'STATUS']);
    expect(await row(60)).toMatch(/ 🎉👨‍👩‍👧 Family launch \S*… {2}06-13 20:00 {2}06-13 23:00 {2}publish$/);
    expect(await header(40)).toEqual(['ID', 'TITLE', 'START', 'STATUS']);
    expect(await row(40)).toMatch(/ 🎉👨‍👩‍👧 Family \S*… {2}06-13 20:00 {2}publish$/);
  });

  it('profile list: the columns empty in every row go before the URLs that tell the profiles apart are cut', async () => {
    // at 100 columns all nine fit only with the URLs cut; without the empty ones they are whole
    const res = await table(['profile', 'list'], 100);
    const [header, ...rows] = res.stdout.trimEnd().split('\n');
    expect(header.split(/\s+/)).toEqual(['NAME', 'URL', 'USER', 'CURRENT']);
    expect(rows.map((r) => r.split(/\s+/).slice(0, 2))).toEqual([
      ['production-site', 'https://events.example-production-site.org'],
      ['local', 'http://127.0.0.1:8080'],
    ]);
    // where all fit, all stay
    expect((await table(['profile', 'list'], 200)).stdout.split('\n')[0].split(/\s+/)).toEqual([
      'NAME',
      'URL',
      'USER',
      'NAMESPACE',
      'API_ROOT',
      'LANG',
      'FORMAT',
      'PASSWORD',
      'CURRENT',
    ]);
  });

  it('events list keeps the year of dates in more than one year', async () => {
    const file = join(home, 'next-year.ndjson');
    writeFileSync(
      file,
      JSON.stringify({
        ...EVENTS[2],
        title: 'New Year',
        start_date: '2031-01-01 00:00:00',
        end_date: '2031-01-01 23:59:59',
        status: 'publish',
      }),
    );
    expect((await run(['events', 'import', file], { env })).code).toBe(0);
    const res = await table(EVENTS_LIST, 40);
    expect(res.stdout).toMatch(/^\d+\s+New Year\s+2031-01-01$/m);
    expect(res.stdout).toMatch(/ 2030-06-13 20:00$/m);
    expectFitted(res.stdout, 40);
    const id = /^(\d+)\s+New Year/m.exec(res.stdout)![1];
    expect((await run(['events', 'delete', id, '--yes'], { env })).code).toBe(0);
  });

  it('a piped table is as wide as COLUMNS says, as the views; COLUMNS wins over the terminal', async () => {
    const piped = await run([...EVENTS_LIST, '--format', 'table'], { env: { ...env, COLUMNS: '40' } });
    expect(piped.stdout.split('\n')[0].split(/\s+/)).toEqual(['ID', 'TITLE', 'START', 'STATUS']);
    expectFitted(piped.stdout, 40);
    const terminal = await run([...EVENTS_LIST, '--format', 'table'], {
      env: { ...env, COLUMNS: '40' },
      stdoutTTY: true,
      columns: 200,
    });
    expect(terminal.stdout).toBe(piped.stdout);
    // without COLUMNS a pipe gets 80 columns, as the views
    const plain = await run([...EVENTS_LIST, '--format', 'table'], { env });
    expect(plain.stdout).toBe((await table(EVENTS_LIST, 80)).stdout);
  });
});
