// calev events export --format ics: RFC 5545 text (CRLF, 75-octet folding, escaping, a VTIMEZONE
// for every TZID, Z for UTC, dates for all-day events, stable UIDs), checked by parsing it with
// ical.js, and the round trip through `calev events import`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { escapeText, foldLine } from '../../src/ical/ics.js';
import { vtimezoneLines } from '../../src/ical/vtimezone.js';
import { removeDir, run, tempDir } from '../cli/harness.js';
import { veventLines } from '../support/vevents.js';

let dir: string;
let env: Record<string, string>;
const RANGE = ['--start-date', '2020-01-01', '--end-date', '2030-12-31'];

beforeEach(() => {
  dir = tempDir('calev-export-ics-');
  env = { CALEV_DATA_DIR: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config` };
});
afterEach(() => removeDir(dir));

const LONG_TITLE =
  'Été musical — Café Éclair présente: a very long title, with commas; semicolons and a backslash \\ to escape';

async function seed(target = env): Promise<void> {
  const events: string[][] = [
    [
      '--title',
      'Jazz Night',
      '--start-date',
      '2024-07-11 19:00',
      '--end-date',
      '2024-07-11 22:00',
      '--timezone',
      'America/New_York',
      '--venue',
      '{"venue":"Blue Room","city":"Boston"}',
      '--organizer',
      '[{"organizer":"Jazz Society","email":"info@jazz.example"},{"organizer":"Smith, Ann"}]',
      '--categories',
      'music,Live Shows',
      '--description',
      '<p>Three sets, one <b>long</b> night.</p>',
    ],
    [
      '--title',
      'Winter gig',
      '--start-date',
      '2026-01-15 20:00',
      '--end-date',
      '2026-01-15 23:00',
      '--timezone',
      'America/New_York',
    ],
    [
      '--title',
      LONG_TITLE,
      '--start-date',
      '2025-06-21 18:00',
      '--end-date',
      '2025-06-22 01:00',
      '--timezone',
      'Europe/Paris',
      '--description',
      'Line one\nLine two; with, punctuation',
      '--website',
      'https://example.org/ete',
    ],
    ['--title', 'Festival', '--start-date', '2024-08-01', '--end-date', '2024-08-03', '--all-day'],
    ['--title', 'Standup', '--start-date', '2024-09-02 09:00', '--end-date', '2024-09-02 09:15', '--timezone', 'UTC'],
    [
      '--title',
      'Call with Bangalore',
      '--start-date',
      '2024-12-01 09:30',
      '--end-date',
      '2024-12-01 11:00',
      '--timezone',
      'UTC+5:30',
    ],
  ];
  for (const args of events) {
    const res = await run(['events', 'create', ...args], { env: target });
    expect(res.stderr).toBe('');
  }
}

async function exportIcs(target = env): Promise<string> {
  const path = join(dir, `export-${Math.random().toString(36).slice(2)}.ics`);
  const res = await run(['events', 'export', ...RANGE, '--output', path], { env: target });
  expect(res).toMatchObject({ code: 0, stderr: `6 events written to ${path}\n` });
  return readFileSync(path, 'utf8');
}

const ROUND_TRIP_FIELDS =
  'slug,title,description,start_date,end_date,all_day,timezone,venue.venue,organizer.organizer,organizer.email,categories.name,website';

async function events(target: Record<string, string>): Promise<Array<Record<string, unknown>>> {
  const res = await run(['events', 'list', '--all', ...RANGE, '--fields', ROUND_TRIP_FIELDS, '--format', 'json'], {
    env: target,
  });
  return (JSON.parse(res.stdout) as Array<Record<string, unknown>>).sort((a, b) =>
    String(a.slug).localeCompare(String(b.slug)),
  );
}

describe('events export --format ics', () => {
  it('is RFC 5545 text: CRLF, lines of at most 75 octets, folded with a space, escaped', async () => {
    await seed();
    const ics = await exportIcs();
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.filter((l) => l.startsWith(' ')).length).toBeGreaterThan(0);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      `SUMMARY:${LONG_TITLE.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;')}\r\n`,
    );
    expect(unfolded).toContain('DESCRIPTION:Line one\\nLine two\\; with\\, punctuation\r\n');
    expect(unfolded).toContain(
      'ORGANIZER;CN=Jazz Society:mailto:info@jazz.example\r\nX-CALEV-ORGANIZER;CN="Smith, Ann":invalid:nomail\r\n',
    );
    // One ORGANIZER per VEVENT at most (RFC 5545 §3.6.1).
    for (const vevent of unfolded.split('BEGIN:VEVENT').slice(1))
      expect(vevent.match(/^ORGANIZER[;:]/gm)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(unfolded).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:-\/\/calev\/\/calev [\d.]+\/\/EN\r\n/);
  });

  it('has one VTIMEZONE per TZID used, Z for UTC events and dates for all-day events', async () => {
    await seed();
    const ics = (await exportIcs()).replace(/\r\n /g, '');
    expect([...ics.matchAll(/^TZID:(.*)\r$/gm)].map((m) => m[1])).toEqual([
      'America/New_York',
      'Europe/Paris',
      'UTC+5.5',
    ]);
    expect(new Set([...ics.matchAll(/;TZID=([^:;]+)/g)].map((m) => m[1]))).toEqual(
      new Set(['America/New_York', 'Europe/Paris', 'UTC+5.5']),
    );
    expect(ics).toContain('DTSTART:20240902T090000Z\r\nDTEND:20240902T091500Z\r\n');
    // DTEND of a date is the day after the last one.
    expect(ics).toContain('DTSTART;VALUE=DATE:20240801\r\nDTEND;VALUE=DATE:20240804\r\n');
    // The New York zone spans 2024 to 2026: every DST change in between is there.
    const ny = ics.slice(ics.indexOf('TZID:America/New_York'), ics.indexOf('END:VTIMEZONE'));
    expect([...ny.matchAll(/^DTSTART:(\d{8})T/gm)].map((m) => m[1])).toEqual([
      '20231231',
      '20240310',
      '20241103',
      '20250309',
      '20251102',
      '20260308',
      '20261101',
    ]);
  });

  it('parsed by ical.js with its own VTIMEZONEs, every event starts and ends at the instants the API reports', async () => {
    await seed();
    const ics = await exportIcs();
    const calendar = new ICAL.Component(ICAL.parse(ics));
    for (const vtz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtz);
    const api = JSON.parse(
      (
        await run(
          [
            'events',
            'list',
            '--all',
            ...RANGE,
            '--fields',
            'title,utc_start_date,utc_end_date,all_day',
            '--format',
            'json',
          ],
          { env },
        )
      ).stdout,
    ) as Array<Record<string, string | boolean>>;
    const vevents = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(vevents.map((e) => e.summary).sort()).toEqual(api.map((e) => e.title).sort());
    for (const e of vevents) {
      const match = api.find((a) => a.title === e.summary)!;
      if (match.all_day) continue;
      const utc = (t: InstanceType<typeof ICAL.Time>) =>
        DateTime.fromSeconds(t.toUnixTime(), { zone: 'utc' }).toFormat('yyyy-MM-dd HH:mm:ss');
      expect([e.summary, utc(e.startDate), utc(e.endDate)]).toEqual([
        match.title,
        match.utc_start_date,
        match.utc_end_date,
      ]);
    }
  });

  it('a series that runs into later years: every occurrence ical.js expands is at the instant the API reports', async () => {
    const created = await run(
      [
        'events',
        'create',
        '--title',
        'Monthly',
        '--start-date',
        '2026-12-05 19:00',
        '--end-date',
        '2026-12-05 20:00',
        '--timezone',
        'America/New_York',
        '--recurrence',
        'RRULE:FREQ=MONTHLY;COUNT=12',
        '--format',
        'json',
      ],
      { env },
    );
    const master = JSON.parse(created.stdout);
    const ics = (await run(['events', 'get', String(master.id), '--format', 'ics'], { env })).stdout;
    const calendar = new ICAL.Component(ICAL.parse(ics));
    for (const vtz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtz);
    const it = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!).iterator();
    const expanded: string[] = [];
    for (let next = it.next(); next; next = it.next())
      expanded.push(DateTime.fromSeconds(next.toUnixTime(), { zone: 'utc' }).toFormat('yyyy-MM-dd HH:mm:ss'));
    const listed = await run(
      ['events', 'list', '--all', '--search', 'monthly', ...RANGE, '--fields', 'utc_start_date', '--format', 'json'],
      { env },
    );
    const api = (JSON.parse(listed.stdout) as Array<{ utc_start_date: string }>).map((e) => e.utc_start_date);
    expect(api).toHaveLength(12);
    expect(api).toContain('2027-07-05 23:00:00');
    expect(expanded).toEqual(api);
  });

  it('UIDs are stable: two exports are identical', async () => {
    await seed();
    const first = await exportIcs();
    expect(await exportIcs()).toBe(first);
    expect([...first.replace(/\r\n /g, '').matchAll(/^UID:(.*)\r$/gm)].map((m) => m[1]).sort()).toEqual(
      [
        'call-with-bangalore',
        'festival',
        'jazz-night',
        'standup',
        'winter-gig',
        'ete-musical-cafe-eclair-presente-a-very-long-title-with-commas-semicolons-and-a-backslash-to-escape',
      ]
        .map((s) => `${s}@localhost`)
        .sort(),
    );
  });

  it('round trip: export, import into another data dir, the ICS fields are equal; importing again creates nothing', async () => {
    await seed();
    const ics = await exportIcs();
    const path = join(dir, 'feed.ics');
    writeFileSync(path, ics);
    const other = { ...env, CALEV_DATA_DIR: `${dir}/other` };
    const first = await run(['events', 'import', path], { env: other });
    expect(first.stderr).toMatch(/feed\.ics: 6 created, 0 updated, 0 skipped, 0 failed/);
    expect(await events(other)).toEqual(await events(env));
    const second = await run(['events', 'import', path], { env: other });
    expect(second.code).toBe(0);
    expect(second.stderr).toMatch(/feed\.ics: 0 created, 0 updated, 6 skipped, 0 failed/);
    // Back into the site it came from: the same events, found by their slugs.
    const home = await run(['events', 'import', path], { env });
    expect(home.stderr).toMatch(/feed\.ics: 0 created, 0 updated, 6 skipped, 0 failed/);
  });

  it('series made with the flags (UNTIL a date, COUNT after BYDAY), exported and imported back: skipped at once', async () => {
    const series = [
      ['--title', 'Standup', '--start-date', '2027-01-04 09:30', '--end-date', '2027-01-04 09:45', '--repeat'],
      ['weekly', '--on', 'mo,we', '--until', '2027-03-01', '--except', '2027-01-11'],
      ['--title', 'Board', '--start-date', '2027-01-05 17:00', '--end-date', '2027-01-05 18:00', '--repeat'],
      ['monthly', '--on', '1tu', '--count', '12', '--timezone', 'America/New_York'],
    ];
    for (const i of [0, 2])
      expect((await run(['events', 'create', ...series[i], ...series[i + 1]], { env })).code).toBe(0);
    const path = join(dir, 'flags.ics');
    expect((await run(['events', 'export', ...RANGE, '--output', path], { env })).code).toBe(0);
    // written otherwise than stored (UNTIL as an instant), meaning the same
    expect(readFileSync(path, 'utf8')).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20270301T235959Z\r\n');
    const back = await run(['events', 'import', path], { env });
    expect(back.stderr).toMatch(/flags\.ics: 0 created, 0 updated, 2 skipped, 0 failed/);
  });

  it('a series with a moved occurrence, exported and imported back into its own store: no second occurrence, then all skipped', async () => {
    const made = await run(
      [
        ...['events', 'create', '--title', 'Standup', '--start-date', '2027-01-04 09:30', '--end-date'],
        ...['2027-01-04 09:45', '--recurrence', 'RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20270201T235959Z'],
      ],
      { env },
    );
    expect(made.code).toBe(0);
    const moved = ['--start-date', '2027-01-18 11:00', '--end-date', '2027-01-18 11:30'];
    expect((await run(['events', 'update', 'standup-2027-01-18', ...moved], { env })).code).toBe(0);
    const listed = async () =>
      JSON.parse(
        (await run(['events', 'list', ...RANGE, '--fields', 'id,slug,start_date', '--format', 'json'], { env })).stdout,
      ) as Array<Record<string, unknown>>;
    const before = await listed();
    expect(before.map((e) => e.start_date)).toContain('2027-01-18 11:00:00');
    const path = join(dir, 'series.ics');
    expect((await run(['events', 'export', ...RANGE, '--output', path], { env })).code).toBe(0);
    // the move goes as an RDATE of its own date, the first one excluded, and its own VEVENT
    expect(readFileSync(path, 'utf8')).toMatch(/RDATE:20270118T110000Z\r\nEXDATE:20270118T093000Z\r\n/);
    const first = await run(['events', 'import', path], { env });
    // the master takes the RDATE once (its first date was already excluded)
    expect(first.stderr).toMatch(/series\.ics: 0 created, 1 updated, 1 skipped, 0 failed/);
    // the occurrence moved to that date is the RDATE's: the same five events (it made a sixth, `-2`)
    expect(await listed()).toEqual(before);
    const again = await run(['events', 'import', path], { env });
    expect(again.stderr).toMatch(/series\.ics: 0 created, 0 updated, 2 skipped, 0 failed/);
  });

  it('a renamed series with an edited occurrence and one moved to another day, imported back into its own store: nothing fails, then all skipped', async () => {
    const made = await run(
      [
        ...['events', 'create', '--title', 'Standup', '--timezone', 'Europe/Paris', '--start-date', '2027-03-15 09:30'],
        ...['--end-date', '2027-03-15 09:45', '--repeat', 'weekly', '--on', 'mo', '--until', '2027-04-12'],
      ],
      { env },
    );
    expect(made.code).toBe(0);
    for (const change of [
      ['standup', '--title', 'Team standup'],
      ['standup-2027-03-29', '--title', 'Standup (demo)'],
      ['standup-2027-04-05', '--start-date', '2027-04-06 10:00', '--end-date', '2027-04-06 10:15'],
    ])
      expect((await run(['events', 'update', ...change], { env })).code).toBe(0);
    const listed = async () =>
      (await run(['events', 'list', ...RANGE, '--fields', 'id,slug,title,start_date', '--format', 'csv'], { env }))
        .stdout;
    const before = await listed();
    expect(before).toContain('standup-2027-04-05,Team standup,2027-04-06 10:00:00');
    const path = join(dir, 'renamed.ics');
    expect((await run(['events', 'export', ...RANGE, '--output', path], { env })).code).toBe(0);
    const first = await run(['events', 'import', path], { env });
    // the master takes the RDATE of the move once; the edited occurrences are found under the
    // series' slug (not the one its new title makes) and at the moved one's new day
    expect([first.code, first.stderr]).toEqual([
      0,
      expect.stringMatching(/renamed\.ics: 0 created, 1 updated, 2 skipped, 0 failed\n$/),
    ]);
    expect(await listed()).toBe(before);
    writeFileSync(path, readFileSync(path, 'utf8').replace('SUMMARY:Standup (demo)', 'SUMMARY:Standup (demo 2)'));
    const edited = await run(['events', 'import', path, '--format', 'json'], { env });
    expect(edited.code).toBe(0);
    expect(JSON.parse(edited.stdout).map((r: Record<string, unknown>) => r.action)).toEqual([
      'skipped',
      'updated',
      'skipped',
    ]);
    expect(await listed()).toBe(before.replace('Standup (demo)', 'Standup (demo 2)'));
  });

  it('an edited occurrence without the description its series was given later keeps none in another store', async () => {
    const made = await run(
      [
        ...['events', 'create', '--title', 'Yoga', '--timezone', 'Europe/Paris', '--start-date', '2027-03-15 18:00'],
        ...['--end-date', '2027-03-15 19:00', '--repeat', 'weekly', '--count', '3'],
      ],
      { env },
    );
    expect(made.code).toBe(0);
    expect((await run(['events', 'update', 'yoga-2027-03-22', '--title', 'Yoga (outdoor)'], { env })).code).toBe(0);
    expect((await run(['events', 'update', 'yoga', '--description', 'Bring a mat'], { env })).code).toBe(0);
    const path = join(dir, 'yoga.ics');
    expect((await run(['events', 'export', ...RANGE, '--output', path], { env })).code).toBe(0);
    // the override says it has none, as RFC 5545 overrides stand alone
    const override = readFileSync(path, 'utf8')
      .split('BEGIN:VEVENT')
      .find((block) => block.includes('RECURRENCE-ID'));
    expect(override).toContain('\r\nDESCRIPTION:\r\n');
    const other = { ...env, CALEV_DATA_DIR: `${dir}/other` };
    const listed = async (target: Record<string, string>) =>
      (
        await run(['events', 'list', ...RANGE, '--fields', 'slug,title,description', '--format', 'csv'], {
          env: target,
        })
      ).stdout;
    expect((await run(['events', 'import', path], { env: other })).code).toBe(0);
    expect(await listed(other)).toBe(await listed(env));
    expect(await listed(other)).toContain('yoga-2027-03-22,Yoga (outdoor),\n');
    for (const target of [env, other])
      expect((await run(['events', 'import', path], { env: target })).stderr).toMatch(
        /0 created, 0 updated, 2 skipped, 0 failed/,
      );
  });

  it('an export of a window after a series began writes the series as its rule with its edits, as the feeds do, not its dates as events of their own', async () => {
    const made = await run(
      [
        ...[
          'events',
          'create',
          '--title',
          'Paris weekly',
          '--timezone',
          'Europe/Paris',
          '--start-date',
          '2027-03-21 10:00',
        ],
        ...['--end-date', '2027-03-21 11:30', '--repeat', 'weekly', '--count', '3'],
      ],
      { env },
    );
    expect(made.code).toBe(0);
    expect(
      (await run(['events', 'update', 'paris-weekly-2027-04-04', '--title', 'Paris weekly (room 2)'], { env })).code,
    ).toBe(0);
    const vevents = async (from: string, to: string) => {
      const path = join(dir, `${from}.ics`);
      const res = await run(['events', 'export', '--start-date', from, '--end-date', to, '--output', path], { env });
      expect(res.code, res.stderr).toBe(0);
      return veventLines(readFileSync(path, 'utf8'));
    };
    const series = ['paris-weekly@localhost edit Paris weekly (room 2)', 'paris-weekly@localhost rule Paris weekly'];
    // the window after the first date: the master is added with its rule
    expect((await vevents('2027-03-28', '2027-04-30')).sort()).toEqual(series);
    // the window of the first date: the edit beyond it goes too (the rule alone would give that date unedited)
    expect((await vevents('2027-03-01', '2027-03-27')).sort()).toEqual(series);
  });

  it("an organizer's name with double quotes and a caret goes as RFC 6868 writes them and comes back as it was", async () => {
    const name = 'O\'Malley "Events" ^2';
    const made = await run(
      [
        ...['events', 'create', '--title', 'Quote test', '--start-date', '2027-01-05 10:00'],
        ...[
          '--end-date',
          '2027-01-05 11:00',
          '--organizer',
          JSON.stringify([{ organizer: 'Hosts' }, { organizer: name }]),
        ],
      ],
      { env },
    );
    expect(made.code).toBe(0);
    const path = join(dir, 'quotes.ics');
    expect((await run(['events', 'export', ...RANGE, '--output', path], { env })).code).toBe(0);
    expect(readFileSync(path, 'utf8').replace(/\r\n /g, '')).toContain(
      `X-CALEV-ORGANIZER;CN=O'Malley ^'Events^' ^^2:invalid:nomail\r\n`,
    );
    // back into the same store: the same organizer, nothing written (it was `'`: another organizer, relinked)
    const home = await run(['events', 'import', path], { env });
    expect(home.stderr).toMatch(/quotes\.ics: 0 created, 0 updated, 1 skipped, 0 failed/);
    const organizers = await run(['organizers', 'list', '--fields', 'organizer', '--format', 'json'], { env });
    const names = (JSON.parse(organizers.stdout) as Array<{ organizer: string }>).map((o) => o.organizer);
    expect(names.sort()).toEqual(['Hosts', name].sort());
  });

  it('events list --format ics and events get --format ics print calendars; venues cannot', async () => {
    await seed();
    const list = await run(['events', 'list', ...RANGE, '--format', 'ics'], { env });
    expect(list.code).toBe(0);
    expect(list.stdout.match(/BEGIN:VEVENT/g)).toHaveLength(6);
    const one = await run(['events', 'get', 'jazz-night', '--format', 'ics'], { env });
    expect(one.stdout).toMatch(
      /^BEGIN:VCALENDAR\r\n[\s\S]*BEGIN:VTIMEZONE\r\nTZID:America\/New_York[\s\S]*UID:jazz-night@localhost\r\n[\s\S]*END:VCALENDAR\r\n$/,
    );
    const venues = await run(['venues', 'list', '--format', 'ics'], { env });
    expect(venues).toMatchObject({ code: 2, stderr: 'error: --format ics is only for events, not venues\n' });
    expect((await run(['venues', 'export', '--format', 'ics'], { env })).code).toBe(2);
  });
});

describe('iCalendar writing rules', () => {
  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(folded.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('generated VTIMEZONEs agree with the zone rules over a decade (ical.js vs luxon)', () => {
    for (const tzid of ['America/New_York', 'Europe/London', 'Australia/Sydney', 'Asia/Kolkata', 'America/Sao_Paulo']) {
      const text = [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//test//EN',
        ...vtimezoneLines(tzid, 2015, 2025),
        'END:VCALENDAR',
        '',
      ].join('\r\n');
      const vtz = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vtimezone')!;
      const zone = new ICAL.Timezone(vtz);
      for (let t = Date.UTC(2015, 0, 1); t < Date.UTC(2026, 0, 1); t += 5 * 86_400_000 + 3_600_000) {
        const local = DateTime.fromMillis(t, { zone: tzid });
        const time = ICAL.Time.fromData(
          {
            year: local.year,
            month: local.month,
            day: local.day,
            hour: local.hour,
            minute: local.minute,
            second: local.second,
          },
          zone,
        );
        expect([tzid, local.toISO(), time.toUnixTime()]).toEqual([tzid, local.toISO(), Math.floor(t / 1000)]);
      }
    }
  });

  it('an open-ended VTIMEZONE (a series runs on) agrees with the zone rules for decades after its years', () => {
    // Casablanca's offset moves with Ramadan each year: no yearly rule, dated observances instead
    const zones = ['America/New_York', 'Europe/Paris', 'Australia/Sydney', 'Asia/Kolkata', 'Africa/Casablanca'];
    for (const tzid of zones) {
      const lines = vtimezoneLines(tzid, 2026, 2026, true);
      const text = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
      const zone = new ICAL.Timezone(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vtimezone')!);
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2050, 0, 1); t += 7 * 86_400_000 + 3_600_000) {
        const local = DateTime.fromMillis(t, { zone: tzid });
        // a wall clock next to a change may be there twice: either instant is right
        const near = (h: number) => DateTime.fromMillis(t + h * 3_600_000, { zone: tzid }).offset;
        if (near(-3) !== near(3)) continue;
        const time = ICAL.Time.fromData(
          { year: local.year, month: local.month, day: local.day, hour: local.hour, minute: local.minute },
          zone,
        );
        expect([tzid, local.toISO(), time.toUnixTime()]).toEqual([tzid, local.toISO(), Math.floor(t / 60_000) * 60]);
      }
    }
    // the zone's names are the API's (timezone_abbr), not GMT+1
    expect(vtimezoneLines('Europe/Paris', 2026, 2026).filter((l) => l.startsWith('TZNAME'))).toEqual([
      'TZNAME:CET',
      'TZNAME:CEST',
      'TZNAME:CET',
    ]);
    expect(vtimezoneLines('Asia/Kolkata', 2026, 2026)).toContain('TZNAME:+0530');
    // a yearly rule where the zone has one
    expect(vtimezoneLines('Europe/Paris', 2026, 2026, true)).toEqual(
      expect.arrayContaining(['RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', 'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU']),
    );
  });
});
