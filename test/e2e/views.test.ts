// `calev agenda` and `calev calendar` through the built calev (its main(), in-process), over the
// three kinds of target: the embedded default (a data dir), a running `calev serve`, and a The
// Events Calendar site (its recorded responses, answered by a local stub). The data set
// (test/fixtures/views/events.ndjson) has events across the DST change of 29 March 2026 in
// Europe/Paris, all-day and multi-day events, events in New York and Tokyo, a draft, long, CJK and
// emoji titles; the expected text of each view at 80 and 120 columns is in test/fixtures/views/.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import stringWidth from 'string-width';
import { removeDir, tempDir } from '../cli/harness.js';
import { envelopeOf, tecList } from '../api/tec-fixtures.js';
import { assertBuilt, calevInProcess, startServe } from './calev.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'views');
const expected = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');

/** The commands and the fixture each one prints, at a width. */
const VIEWS: Array<[string, string[]]> = [
  ['agenda', ['agenda', '2026-03-26', '--days', '5']],
  ['month', ['calendar', '2026-03']],
  ['week', ['calendar', '2026-03-26', '--week']],
];

let home: string;
let env: Record<string, string>;

beforeAll(async () => {
  assertBuilt();
  home = tempDir('calev-e2e-views-');
  env = { HOME: home, XDG_CONFIG_HOME: `${home}/config`, CALEV_DATA_DIR: `${home}/data` };
  const imported = await calevInProcess(['events', 'import', join(FIXTURES, 'events.ndjson')], { env });
  expect(imported.stderr).toMatch(/18 created, 0 updated, 0 skipped, 0 failed/);
});
afterAll(() => removeDir(home));

/** Every line of a grid between its top and bottom borders takes the same columns. */
function expectAligned(grid: string): void {
  const lines = grid.split('\n');
  const top = lines.findIndex((l) => l.startsWith('┌'));
  const bottom = lines.findIndex((l) => l.startsWith('└'));
  const widths = new Set(lines.slice(top, bottom + 1).map((l) => stringWidth(l)));
  expect([...widths]).toHaveLength(1);
}

describe('agenda and calendar on the embedded default (--timezone Europe/Paris; the data dir is UTC)', () => {
  for (const width of [80, 120]) {
    for (const [name, args] of VIEWS) {
      it(`calev ${args.join(' ')} at ${width} columns prints test/fixtures/views/${name}-${width}.txt`, async () => {
        const res = await calevInProcess([...args, '--timezone', 'Europe/Paris'], {
          env: { ...env, COLUMNS: String(width) },
        });
        expect(res.stderr).toBe('');
        expect(res.code).toBe(0);
        expect(res.stdout).toBe(expected(`${name}-${width}.txt`));
        // plain text without a terminal: no escape codes
        expect(res.stdout).not.toContain('\u001b');
        for (const line of res.stdout.split('\n')) expect(stringWidth(line)).toBeLessThanOrEqual(width);
        if (name !== 'agenda') expectAligned(res.stdout);
      });
    }
  }

  it('agenda shows times across the DST change in the display zone, and the own zone of events elsewhere', async () => {
    const res = await calevInProcess(['agenda', '2026-03-29', '--days', '1', '--timezone', 'America/New_York'], {
      env: { ...env, COLUMNS: '120' },
    });
    // Early yoga (01:30 CET) is the evening before in New York; the night train ends at 02:00 EDT
    const lines = res.stdout.split('\n');
    expect(lines.slice(0, 3)).toEqual(['29 Mar 2026 · America/New_York', '', 'Sun, 29 Mar 2026']);
    expect(res.stdout).not.toContain('Early yoga');
    expect(lines.find((l) => l.includes('Jazz brunch'))).toMatch(/^ {2}11:00–13:00 +Jazz brunch · Blue Note, New York/);
    expect(lines.find((l) => l.includes('Night train'))).toMatch(/^ {2}→ 02:00 +Night train to Vienna \(day 2 of 2\)/);
  });

  it('agenda --format json groups the API items by day; ndjson a group a line; ics the window once', async () => {
    const json = await calevInProcess(
      ['agenda', '2026-03-28', '--days', '2', '--timezone', 'Europe/Paris', '--format', 'json'],
      {
        env,
      },
    );
    const groups = JSON.parse(json.stdout) as Array<{ date: string; events: Array<{ title: string; id: number }> }>;
    expect(groups.map((g) => [g.date, g.events.map((e) => e.title)])).toEqual([
      ['2026-03-28', ['Spring Festival', 'Market day', 'Night train to Vienna']],
      ['2026-03-29', ['Spring Festival', 'Night train to Vienna', 'Early yoga', 'Jazz brunch']],
    ]);
    const ndjson = await calevInProcess(
      ['agenda', '2026-03-28', '--days', '3', '--timezone', 'Europe/Paris', '--format', 'ndjson', '--fields', 'title'],
      { env },
    );
    const lines = ndjson.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[2])).toEqual({
      date: '2026-03-30',
      events: [
        { title: '東京の春祭り' },
        { title: 'A very long title for a workshop on accessible web design that will not fit in any narrow column' },
        { title: 'Secret gig' },
      ],
    });
    const ics = await calevInProcess(
      ['agenda', '2026-03-28', '--days', '2', '--timezone', 'Europe/Paris', '--format', 'ics'],
      {
        env,
      },
    );
    expect(ics.stdout).toMatch(/^BEGIN:VCALENDAR\r\n/);
    // the festival is on both days but in the calendar once
    expect(ics.stdout.match(/^SUMMARY:/gm)).toHaveLength(5);
    expect(ics.stdout.match(/^SUMMARY:Spring Festival\r$/gm)).toHaveLength(1);
  });

  it('agenda --empty shows the days without events; the list filters apply', async () => {
    const empty = await calevInProcess(
      ['agenda', '2026-03-31', '--to', '2026-04-02', '--timezone', 'Europe/Paris', '--empty', '--categories', 'talks'],
      { env: { ...env, COLUMNS: '80' } },
    );
    expect(empty.stdout).toBe(
      [
        '31 Mar\u2009–\u20092 Apr 2026 · Europe/Paris',
        '',
        'Tue, 31 Mar 2026',
        '  No events',
        '',
        'Wed, 1 Apr 2026',
        '  No events',
        '',
        'Thu, 2 Apr 2026',
        '  19:00–21:00  April meetup · Talks',
        '',
      ].join('\n'),
    );
    const search = await calevInProcess(
      ['agenda', '2026-03-26', '--days', '7', '--timezone', 'Europe/Paris', '--search', 'gig'],
      {
        env,
      },
    );
    expect(search.stdout).toMatch(/^Mon, 30 Mar 2026\n {2}21:00–23:00 +Secret gig \[draft\] · Music\n$/m);
    expect(search.stdout.match(/^ {2}\S/gm)).toHaveLength(1);
    const published = await calevInProcess(
      ['agenda', '2026-03-30', '--days', '1', '--timezone', 'Europe/Paris', '--status', 'publish'],
      { env },
    );
    expect(published.stdout).not.toContain('Secret gig');
  });
});

describe('agenda and calendar against a running calev serve (site timezone Europe/Paris)', () => {
  let server: Awaited<ReturnType<typeof startServe>>;
  beforeAll(async () => {
    server = await startServe(
      [
        '--port',
        '0',
        '--data-dir',
        env.CALEV_DATA_DIR,
        '--timezone',
        'Europe/Paris',
        '--user',
        'admin:admin-pass:administrator',
      ],
      env,
    );
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
    await server?.exited;
  });

  for (const [name, args] of VIEWS) {
    it(`calev ${args.join(' ')} --url (the site's zone by default) prints the same ${name} as the embedded default`, async () => {
      const site = {
        ...env,
        CALEV_URL: server.base,
        CALEV_USER: 'admin',
        CALEV_PASSWORD: 'admin-pass',
        COLUMNS: '120',
      };
      const res = await calevInProcess(args, { env: site });
      expect(res.stderr).toBe('');
      expect(res.stdout).toBe(expected(`${name}-120.txt`));
    });
  }

  it('the embedded target goes through the serve holding the data dir and prints the same agenda', async () => {
    const res = await calevInProcess(VIEWS[0][1], { env: { ...env, COLUMNS: '80' } });
    expect(res.stdout).toBe(expected('agenda-80.txt'));
  });
});

describe('agenda and calendar against a The Events Calendar site (recorded responses, namespace tribe/events/v1)', () => {
  let stub: Server;
  let base: string;
  const requests: string[] = [];
  // The recorded list of five events (two password-masked), answered in two pages as the site pages it.
  const list = tecList('Archive_Event-hide_password_protected_fields.json', 'events');
  beforeAll(async () => {
    stub = createServer((req, res) => {
      const url = req.url ?? '';
      requests.push(url);
      const send = (body: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.split('?')[0] === '/wp-json/') return send({ timezone_string: 'UTC', gmt_offset: 0 });
      if (url.startsWith('/wp-json/tribe/events/v1/events')) {
        const second = new URL(url, base).searchParams.get('page') === '2';
        const envelope = envelopeOf(list);
        return send({
          ...envelope,
          events: second ? list.items.slice(3) : list.items.slice(0, 3),
          total: 5,
          total_pages: 2,
          ...(second
            ? {}
            : {
                next_rest_url: `${base}/wp-json/tribe/events/v1/events?${new URL(url, base).searchParams.toString()}&page=2`,
              }),
        });
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"code":"rest_no_route","message":"No route","data":{"status":404}}');
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));

  const site = () => ({ ...env, CALEV_URL: base, CALEV_NAMESPACE: 'tribe/events/v1', COLUMNS: '80' });

  it('agenda 2024-07-14 reads both pages, asks only for the window, and lists the masked events too', async () => {
    requests.length = 0;
    const res = await calevInProcess(['agenda', '2024-07-14', '--days', '3'], { env: site() });
    expect(res.stderr).toBe('');
    // Intl writes date ranges with thin spaces around the dash
    expect(res.stdout).toBe(
      [
        '14\u2009–\u200916 Jul 2024 · UTC',
        '',
        'Sun, 14 Jul 2024',
        '  12:00–14:00  Test Event 1',
        '  12:00–14:00  Test Event 2',
        '  12:00–14:00  Test Event 3',
        '  12:00–14:00  Test Event 4',
        '  12:00–14:00  Test Event 5',
        '',
      ].join('\n'),
    );
    // the site index, trimmed to the timezone (the whole index lists every route of every plugin)
    expect(requests[0]).toBe('/wp-json/?_fields=timezone_string%2Cgmt_offset');
    const query = new URL(requests[1], base).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      per_page: '50',
      ends_after: '2024-07-11',
      starts_before: '2024-07-18',
    });
    expect(requests).toHaveLength(3);
  });

  it('calendar 2024-07 shows three events on the 14th and "+2 more"; --week all five', async () => {
    const month = await calevInProcess(['calendar', '2024-07'], { env: site() });
    expect(month.code).toBe(0);
    const lines = month.stdout.split('\n');
    const row = lines.findIndex((l) => /│ 14 +│$/.test(l));
    expect(lines.slice(row + 1, row + 5).map((l) => l.slice(-12))).toEqual([
      '│ Test Eve…│',
      '│ Test Eve…│',
      '│ Test Eve…│',
      '│ +2 more  │',
    ]);
    expectAligned(month.stdout);
    const week = await calevInProcess(['calendar', '2024-07-14', '--week'], { env: site() });
    expect(week.stdout.match(/│ 12:00 {4}│$/gm)).toHaveLength(5);
  });
});
