// calev events import FILE.ics: Google-, Outlook- and Apple-style files written from RFC 5545
// (test/fixtures/ics/): all-day dates, TZID with VTIMEZONE (IANA, Windows and custom names), UTC
// times, DURATION, folded lines, escaped commas; RRULE/RDATE/EXDATE as a series and RECURRENCE-ID
// as the edit of one occurrence (API.md §7.1).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { slugForUid, slugFromUid, zoneForTzid } from '../../src/cli/import/ics.js';
import { Store } from '../../src/store/store.js';
import { removeDir, run, tempDir } from '../cli/harness.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'ics');
let dir: string;
let env: Record<string, string>;

beforeEach(() => {
  dir = tempDir('calev-import-ics-');
  env = { CALEV_DATA_DIR: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config` };
});
afterEach(() => removeDir(dir));

const FIELDS =
  'title,description,start_date,end_date,all_day,timezone,venue.venue,organizer.organizer,organizer.email,categories.name,website,status';

async function importFile(name: string, ...flags: string[]) {
  const res = await run(['events', 'import', join(FIXTURES, name), '--format', 'ndjson', ...flags], { env });
  // Results stream in the order items finish: sort them by line to compare.
  const results = res.stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  return { ...res, results: results.sort((a, b) => a.line - b.line) };
}

async function event(slug: string): Promise<Record<string, unknown>> {
  const res = await run(['events', 'get', slug, '--by-slug', '--fields', FIELDS], { env });
  expect(res.stderr).toBe('');
  return JSON.parse(res.stdout);
}

describe('events import google.ics', () => {
  it('imports a series with its moved occurrence, reads all-day and UTC events', async () => {
    const { code, results, stderr } = await importFile('google.ics');
    expect(code).toBe(0);
    expect(stderr).toMatch(/google\.ics: 3 created, 1 updated, 0 skipped, 0 failed/);
    expect(results.map((r) => [r.line, r.action, r.item])).toEqual([
      [26, 'created', 'team-standup-8465c47'],
      [44, 'updated', 'team-standup-8465c47-2024-07-22'],
      [52, 'created', 'company-holiday-7002de6'],
      [60, 'created', 'release-call-0cc1912'],
    ]);
    expect(results[1].note).toBe('an occurrence edited on its own');

    // EXDATE removed 8 July (DTSTART): the master is the first occurrence left, 15 July, and the
    // COUNT that counted from 8 July becomes the UNTIL of its last start. The moved 22 July
    // occurrence is an RDATE at its new time, its old start an EXDATE.
    const master = await run(['events', 'get', 'team-standup-8465c47', '--fields', 'id,recurrence'], { env });
    const { id, recurrence } = JSON.parse(master.stdout);
    expect(recurrence).toMatchObject({
      rules: ['FREQ=WEEKLY;UNTIL=20240909T100000;BYDAY=MO'],
      rdates: ['2024-07-22 11:00:00'],
      exdates: ['2024-07-08 10:00:00', '2024-07-22 10:00:00'],
    });
    const series = await run(
      ['events', 'list', '--post-parent', String(id), '--start-date', '2024-01-01', '--fields', 'title,start_date'],
      { env },
    );
    expect(JSON.parse(series.stdout)).toEqual([
      { title: 'Team standup (moved)', start_date: '2024-07-22 11:00:00' },
      ...['07-29', '08-05', '08-12', '08-19', '08-26', '09-02', '09-09'].map((d) => ({
        title: 'Team standup',
        start_date: `2024-${d} 10:00:00`,
      })),
    ]);
    // The folded, escaped description is whole.
    expect(await event('team-standup-8465c47')).toEqual({
      title: 'Team standup',
      description:
        'Weekly sync for the whole team. Agenda in the shared document, notes go to the wiki; action items to the tracker.\nSecond line: bring questions.',
      start_date: '2024-07-15 10:00:00',
      end_date: '2024-07-15 10:30:00',
      all_day: false,
      timezone: 'Europe/Berlin',
      venue: { venue: 'Room 4.12, Main Building' },
      organizer: [],
      categories: [],
      website: expect.stringMatching(/\/event\/team-standup-8465c47\/$/),
      status: 'publish',
    });
    // DTEND of a date is exclusive; X-WR-TIMEZONE is the calendar's zone.
    expect(await event('company-holiday-7002de6')).toMatchObject({
      start_date: '2024-08-15 00:00:00',
      end_date: '2024-08-15 23:59:59',
      all_day: true,
      timezone: 'Europe/Berlin',
    });
    // 16:00Z is 18:00 in Berlin (CEST); an escaped comma stays inside one category.
    expect(await event('release-call-0cc1912')).toMatchObject({
      start_date: '2024-09-01 18:00:00',
      end_date: '2024-09-01 19:30:00',
      timezone: 'Europe/Berlin',
      organizer: [{ organizer: 'Ana Lima', email: 'ana@example.com' }],
      categories: [{ name: 'Jazz' }, { name: 'Rock, Pop' }],
      website: 'https://meet.example.com/release',
    });
  });

  it('importing the same feed again creates nothing', async () => {
    await importFile('google.ics');
    const again = await importFile('google.ics');
    expect(again.code).toBe(0);
    expect(again.results.map((r) => r.action)).toEqual(['skipped', 'skipped', 'skipped', 'skipped']);
    expect(again.stderr).toMatch(/0 created, 0 updated, 4 skipped, 0 failed/);
  });
});

describe('events import --expand: each occurrence of a series as a single event', () => {
  it("google.ics: the series as single events, the moved occurrence written once with the series' fields; again, all skipped", async () => {
    const { code, results, stderr } = await importFile('google.ics', '--expand');
    expect([code, stderr]).toEqual([
      0,
      // the target keeps series: what --expand did is said
      expect.stringMatching(
        /google\.ics: 11 created, 0 updated, 0 skipped, 0 failed\nnote: --expand made the occurrences of 1 series single events, though this target keeps recurring events: imported without --expand, each is one series\n$/,
      ),
    ]);
    const series = results.filter((r) => String(r.item).startsWith('team-standup'));
    expect(series.map((r) => [r.action, r.item]).sort()).toEqual(
      [
        '',
        '-2024-07-22',
        '-2024-07-29',
        '-2024-08-05',
        '-2024-08-12',
        '-2024-08-19',
        '-2024-08-26',
        '-2024-09-02',
        '-2024-09-09',
      ]
        .map((day) => ['created', `team-standup-8465c47${day}`])
        .sort(),
    );
    expect(series.find((r) => r.item === 'team-standup-8465c47')?.note).toBe(
      'a series: its 9 occurrences imported as single events',
    );
    const listed = await run(
      [
        'events',
        'list',
        '--search',
        'standup',
        '--start-date',
        '2024-01-01',
        '--fields',
        'title,start_date,post_parent,recurrence',
      ],
      { env },
    );
    const events = JSON.parse(listed.stdout) as Array<Record<string, unknown>>;
    expect(events.map((e) => [e.title, e.start_date])).toEqual([
      ['Team standup', '2024-07-15 10:00:00'],
      ['Team standup (moved)', '2024-07-22 11:00:00'],
      ...['07-29', '08-05', '08-12', '08-19', '08-26', '09-02', '09-09'].map((d) => [
        'Team standup',
        `2024-${d} 10:00:00`,
      ]),
    ]);
    expect(events.every((e) => e.post_parent === 0 && e.recurrence === null)).toBe(true);
    // the moved occurrence has what its override does not say from the series
    expect(await event('team-standup-8465c47-2024-07-22')).toMatchObject({
      title: 'Team standup (moved)',
      description: expect.stringMatching(/^Weekly sync for the whole team/),
      end_date: '2024-07-22 11:30:00',
      venue: { venue: 'Room 4.12, Main Building' },
    });

    const again = await importFile('google.ics', '--expand');
    expect(again.stderr).toMatch(/0 created, 0 updated, 11 skipped, 0 failed/);
  });

  it('the series imported later over the single events --expand made: they become its occurrences, no date twice', async () => {
    const file = join(dir, 'standup.ics');
    writeFileSync(
      file,
      [
        ...['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', 'BEGIN:VEVENT', 'UID:standup-777@example.org'],
        ...['DTSTAMP:20261101T000000Z', 'DTSTART;TZID=Europe/Berlin:20270301T093000'],
        ...['DTEND;TZID=Europe/Berlin:20270301T094500', 'RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=3', 'SUMMARY:Standup'],
        ...['END:VEVENT', 'END:VCALENDAR', ''],
      ].join('\r\n'),
    );
    const listed = async () =>
      JSON.parse(
        (
          await run(
            [
              ...['events', 'list', '--start-date', '2027-01-01', '--end-date', '2027-12-31'],
              ...['--fields', 'id,slug,start_date,post_parent', '--format', 'json'],
            ],
            { env },
          )
        ).stdout,
      ) as Array<Record<string, unknown>>;
    expect((await run(['events', 'import', file, '--expand'], { env })).code).toBe(0);
    const singles = await listed();
    expect(singles.map((e) => [e.slug, e.post_parent])).toEqual([
      ['standup-777', 0],
      ['standup-777-2027-03-08', 0],
      ['standup-777-2027-03-15', 0],
    ]);
    const series = await run(['events', 'import', file], { env });
    expect(series.stderr).toMatch(/standup\.ics: 0 created, 1 updated, 0 skipped, 0 failed/);
    // the same three events, the later two now the series' occurrences (each date was twice: `-2`)
    const master = singles[0].id;
    expect(await listed()).toEqual(singles.map((e, i) => ({ ...e, post_parent: i === 0 ? 0 : master })));
    expect((await run(['events', 'import', file], { env })).stderr).toMatch(/0 created, 0 updated, 1 skipped/);
  });

  it('a series without an end: its occurrences up to the 24-month horizon, and the note says the later ones were not imported', async () => {
    const file = join(dir, 'monthly.ics');
    writeFileSync(
      file,
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'UID:monthly@example.org',
        'SUMMARY:Board',
        'DTSTART:20270104T090000Z',
        'DTEND:20270104T100000Z',
        'RRULE:FREQ=MONTHLY',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    const res = await run(['events', 'import', file, '--expand', '--format', 'ndjson'], {
      env,
      now: new Date('2026-12-01T12:00:00Z'),
    });
    expect(res.stderr).toMatch(
      /23 created, 0 updated, 0 skipped, 0 failed\nnote: --expand made the occurrences of 1 series single events/,
    );
    const notes = res.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l).note)
      .filter(Boolean);
    expect(notes).toEqual([
      'a series: its 23 occurrences imported as single events, up to 2028-12-01 (24 months ahead); later occurrences were not imported',
    ]);
  });

  it("an edit of the first occurrence is the series' own event; a cancelled occurrence is none", async () => {
    const file = join(dir, 'first.ics');
    const vevent = (lines: string[]) => ['BEGIN:VEVENT', 'UID:first-edit@example.org', ...lines, 'END:VEVENT'];
    writeFileSync(
      file,
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        ...vevent(['SUMMARY:Band', 'DTSTART:20270107T180000Z', 'DTEND:20270107T190000Z', 'RRULE:FREQ=WEEKLY;COUNT=3']),
        ...vevent([
          'RECURRENCE-ID:20270107T180000Z',
          'SUMMARY:Band (long)',
          'DTSTART:20270107T180000Z',
          'DTEND:20270107T200000Z',
        ]),
        ...vevent([
          'RECURRENCE-ID:20270114T180000Z',
          'STATUS:CANCELLED',
          'SUMMARY:Band',
          'DTSTART:20270114T180000Z',
          'DTEND:20270114T190000Z',
        ]),
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    const first = await run(['events', 'import', file, '--expand', '--format', 'json'], { env });
    expect(first.stderr).toMatch(/2 created, 0 updated, 1 skipped, 0 failed/);
    const listed = await run(
      ['events', 'list', '--search', 'band', '--start-date', '2027-01-01', '--fields', 'slug,title,end_date'],
      { env },
    );
    expect(JSON.parse(listed.stdout)).toEqual([
      { slug: 'band-aadeb35', title: 'Band (long)', end_date: '2027-01-07 20:00:00' },
      { slug: 'band-aadeb35-2027-01-21', title: 'Band', end_date: '2027-01-21 19:00:00' },
    ]);
    const again = await run(['events', 'import', file, '--expand', '--format', 'json'], { env });
    expect(again.stderr).toMatch(/0 created, 0 updated, 3 skipped, 0 failed/);
  });
});

describe('events import --expand of a JSON, NDJSON or CSV file', () => {
  it("is refused (exit 2) before anything is read: calev's exports hold each occurrence as a row of its own", async () => {
    const file = join(dir, 'series.ndjson');
    writeFileSync(file, '{"title":"Jam","start_date":"2027-02-01 19:00","end_date":"2027-02-01 21:00"}\n');
    const res = await run(['events', 'import', file, '--expand'], { env });
    expect([res.code, res.stderr]).toEqual([
      2,
      "error: --expand applies to iCalendar files: NDJSON files hold each occurrence of a series as its own row (as calev's exports write them)\n",
    ]);
    expect((await run(['events', 'list', '--search', 'jam', '--format', 'count'], { env })).stdout).toBe('0\n');
  });
});

describe('events import outlook.ics', () => {
  it('maps Windows zone names, keeps custom zones at their offset, reads DURATION, X-ALT-DESC and CLASS:PRIVATE', async () => {
    const { code, results } = await importFile('outlook.ics');
    expect(code).toBe(0);
    expect(results.map((r) => r.action)).toEqual(['created', 'created', 'created']);
    const [review, call, closed] = results.map((r) => r.item as string);
    expect(review).toMatch(/^q4-review-[0-9a-f]{7}$/);
    expect(await event(review)).toMatchObject({
      title: 'Q4 review',
      description: '<html><body><p>Quarterly review, with <b>numbers</b>.</p></body></html>',
      start_date: '2024-11-05 14:00:00',
      end_date: '2024-11-05 16:00:00',
      timezone: 'Europe/Berlin',
      venue: { venue: 'Conference Room A' },
      organizer: [{ organizer: 'Müller, Jörg', email: 'joerg.mueller@example.com' }],
    });
    expect(await event(call)).toMatchObject({
      start_date: '2024-12-01 09:30:00',
      end_date: '2024-12-01 11:00:00',
      timezone: 'UTC+5.5',
      categories: [{ name: 'Calls' }, { name: 'Red Category' }],
    });
    expect(await event(closed)).toMatchObject({
      start_date: '2024-12-23 00:00:00',
      end_date: '2024-12-27 23:59:59',
      all_day: true,
      status: 'private',
      timezone: 'UTC',
    });
  });
});

describe('events import apple.ics', () => {
  it('reads a yearly all-day series, folded UTF-8 lines and a two-line location', async () => {
    const { code, results } = await importFile('apple.ics');
    expect(code).toBe(0);
    expect(results.map((r) => [r.action, r.item])).toEqual([
      ['created', 'mum-s-birthday-2bc165d'],
      ['created', 'concert-in-the-park-cafe-eclair-s-summer-finale-with-guests-and-a-long-title-that-folds-e9880e2'],
    ]);
    const birthday = await run(['events', 'get', 'mum-s-birthday-2bc165d', '--fields', 'recurrence'], {
      env,
    });
    expect(JSON.parse(birthday.stdout).recurrence).toMatchObject({
      rules: ['FREQ=YEARLY'],
      description: 'Every year on 15 September',
    });
    expect(await event('mum-s-birthday-2bc165d')).toMatchObject({
      title: 'Mum’s birthday',
      start_date: '2024-09-15 00:00:00',
      end_date: '2024-09-15 23:59:59',
      all_day: true,
      timezone: 'America/Los_Angeles',
    });
    expect(
      await event('concert-in-the-park-cafe-eclair-s-summer-finale-with-guests-and-a-long-title-that-folds-e9880e2'),
    ).toMatchObject({
      title: 'Concert in the park — Café Éclair’s summer finale, with guests and a long title that folds',
      description: 'Doors at 6:30.\nBring chairs, blankets and a jacket: the fog comes in early.',
      start_date: '2024-10-19 19:00:00',
      end_date: '2024-10-19 22:00:00',
      timezone: 'America/Los_Angeles',
      venue: { venue: 'Golden Gate Park, San Francisco, CA, United States' },
      website: 'https://example.org/concerts/finale',
    });
  });
});

describe('iCalendar details', () => {
  it('calendars one after another (files put together) are all read; an event without its calendar too', async () => {
    const vevent = (uid: string, title: string, day: string) =>
      `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20300101T000000Z\r\nSUMMARY:${title}\r\nDTSTART:${day}T100000Z\r\nDTEND:${day}T110000Z\r\nEND:VEVENT\r\n`;
    const calendar = (body: string) =>
      `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//x//EN\r\n${body}END:VCALENDAR\r\n`;
    const together = calendar(vevent('one@x', 'One', '20300101')) + calendar(vevent('two@x', 'Two', '20300102'));
    const res = await run(['events', 'import', '-', '--input-format', 'ics', '--format', 'ndjson'], {
      env,
      stdin: together,
    });
    expect([res.code, res.stderr]).toEqual([0, 'stdin: 2 created, 0 updated, 0 skipped, 0 failed\n']);
    const bare = await run(['events', 'import', '-', '--input-format', 'ics', '--format', 'ndjson'], {
      env,
      stdin: vevent('three@x', 'Three', '20300103'),
    });
    expect([bare.code, bare.stderr]).toEqual([0, 'stdin: 1 created, 0 updated, 0 skipped, 0 failed\n']);
    const listed = await run(['events', 'list', '--starts-after', '2029-12-31', '--fields', 'title,start_date'], {
      env,
    });
    expect(JSON.parse(listed.stdout)).toEqual([
      { title: 'One', start_date: '2030-01-01 10:00:00' },
      { title: 'Two', start_date: '2030-01-02 10:00:00' },
      { title: 'Three', start_date: '2030-01-03 10:00:00' },
    ]);
  });

  it('an export imported again into its store skips its events, with a website and without (its URL is then its page)', async () => {
    await run(
      [
        'events',
        'create',
        '--title',
        'No website',
        '--start-date',
        '2030-02-01 10:00',
        '--end-date',
        '2030-02-01 11:00',
      ],
      { env },
    );
    await run(
      [
        'events',
        'create',
        '--title',
        'A website',
        '--start-date',
        '2030-02-02 10:00',
        '--end-date',
        '2030-02-02 11:00',
        '--website',
        'https://band.example',
      ],
      { env },
    );
    const file = join(dir, 'feb.ics');
    await run(
      [
        'events',
        'export',
        '--format',
        'ics',
        '--start-date',
        '2030-02-01',
        '--end-date',
        '2030-02-28',
        '--output',
        file,
      ],
      { env },
    );
    // the page, marked as such: not a website
    expect(readFileSync(file, 'utf8')).toMatch(/\r\nURL;X-CALEV-PAGE=TRUE:http:\/\/localhost\/event\/no-website\/\r\n/);
    expect(readFileSync(file, 'utf8')).toMatch(/\r\nURL:https:\/\/band\.example\r\n/);
    const again = await run(['events', 'import', file], { env });
    expect([again.code, again.stderr]).toEqual([0, `${file}: 0 created, 0 updated, 2 skipped, 0 failed\n`]);
    // into another store (another site): the source's page does not become the event's website
    // (the store's records, the journal included: a view shows the page where an event has no website)
    const other = join(dir, 'other');
    expect((await run(['events', 'import', file], { env: { ...env, CALEV_DATA_DIR: other } })).code).toBe(0);
    const store = await Store.open(other, { lock: false });
    const records = store.all('events');
    await store.close();
    expect(records.map((r) => [r.slug, r.website])).toEqual([
      ['no-website', null],
      ['a-website', 'https://band.example'],
    ]);
    // an event without a website shows its page there (API.md, as The Events Calendar does)
    const listed = await run(['events', 'list', '--starts-after', '2030-01-31', '--fields', 'slug,website'], { env });
    expect(JSON.parse(listed.stdout)).toEqual([
      { slug: 'no-website', website: 'http://localhost/event/no-website/' },
      { slug: 'a-website', website: 'https://band.example' },
    ]);
  });

  it("The Events Calendar's own feed: its URLs are the events' pages, not websites", async () => {
    const file = join(dir, 'tec.ics');
    writeFileSync(
      file,
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//My Site - ECPv6.17.2//NONSGML v1.0//EN',
        'BEGIN:VEVENT',
        'UID:10-1900000000-1900003600@example.org',
        'DTSTART:20300301T100000Z',
        'DTEND:20300301T110000Z',
        'SUMMARY:From the plugin',
        'URL:https://example.org/event/from-the-plugin/',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    expect((await run(['events', 'import', file], { env })).code).toBe(0);
    // as stored, the journal included (the JSON files are written when a writer compacts)
    const store = await Store.open(join(dir, 'data'), { lock: false });
    const records = store.all('events');
    await store.close();
    expect(records.map((r) => [r.title, r.website])).toEqual([['From the plugin', null]]);
  });

  it("an all-day event keeps its own time zone through calev's export (X-CALEV-TIMEZONE beside its dates)", async () => {
    const made = await run(
      [
        'events',
        'create',
        '--title',
        'Fair',
        '--all-day',
        '--start-date',
        '2030-08-20',
        '--end-date',
        '2030-08-21',
        '--timezone',
        'America/New_York',
      ],
      { env },
    );
    expect(made.code, made.stderr).toBe(0);
    const file = join(dir, 'fair.ics');
    const august = ['--start-date', '2030-08-01', '--end-date', '2030-08-31'];
    await run(['events', 'export', '--format', 'ics', ...august, '--output', file], { env });
    expect(readFileSync(file, 'utf8')).toContain('\r\nDTSTART;VALUE=DATE:20300820\r\n');
    expect(readFileSync(file, 'utf8')).toContain('\r\nX-CALEV-TIMEZONE:America/New_York\r\n');
    const other = { ...env, CALEV_DATA_DIR: join(dir, 'other') };
    expect((await run(['events', 'import', file], { env: other })).code).toBe(0);
    const listed = await run(['events', 'list', ...august, '--fields', 'title,all_day,start_date,end_date,timezone'], {
      env: other,
    });
    expect(JSON.parse(listed.stdout)).toEqual([
      {
        title: 'Fair',
        all_day: true,
        start_date: '2030-08-20 00:00:00',
        end_date: '2030-08-21 23:59:59',
        timezone: 'America/New_York',
      },
    ]);
    expect((await run(['events', 'import', file], { env: other })).stderr).toMatch(/0 created, 0 updated, 1 skipped/);
  });

  it('an empty file holds no events (exit 0), as an empty JSON, NDJSON or CSV file', async () => {
    for (const [name, text] of [
      ['empty.ics', ''],
      ['blank.ics', '\r\n\r\n'],
      ['empty.json', ''],
      ['blank.json', '\uFEFF \n'],
      ['empty.ndjson', ''],
      ['empty.csv', ''],
    ]) {
      writeFileSync(join(dir, name), text);
      const res = await run(['events', 'import', join(dir, name)], { env });
      expect([name, res.code, res.stdout, res.stderr]).toEqual([
        name,
        0,
        '[]\n',
        `${join(dir, name)}: 0 created, 0 updated, 0 skipped, 0 failed\nno events in ${join(dir, name)}\n`,
      ]);
    }
  });

  it('a VEVENT without SUMMARY fails with its line; the others are written (exit 3)', async () => {
    const text = readFileSync(join(FIXTURES, 'apple.ics'), 'utf8').replace('SUMMARY:Mum’s birthday\r\n', '');
    const res = await run(['events', 'import', '-', '--input-format', 'ics', '--format', 'ndjson'], {
      env,
      stdin: text,
    });
    expect(res.code).toBe(3);
    expect(res.stderr).toMatch(/^line 26: 5fc53010-1267-4f8e-bc28-1d7ae55a7c99: no SUMMARY \(the event title\)$/m);
    expect(
      res.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).action)
        .sort(),
    ).toEqual(['created', 'failed']);
  });

  it("a file's TZID names its own VTIMEZONE only, not one an earlier file of the same process defined", async () => {
    await importFile('outlook.ics'); // defines "Customized Time Zone" at +05:30
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Example//Script//EN',
      'BEGIN:VEVENT',
      'UID:custom-zone@example.com',
      'DTSTART;TZID="Customized Time Zone":20241202T093000',
      'DTEND;TZID="Customized Time Zone":20241202T103000',
      'SUMMARY:Custom zone, not defined here',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const res = await run(['events', 'import', '-', '--format', 'ndjson'], { env, stdin: ics });
    // an undefined zone of unknown name: the event fails, naming it (not placed at +05:30)
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(
      /^line 4: Custom zone, not defined here: DTSTART on line 6 names TZID "Customized Time Zone", a time zone calev does not know/m,
    );
  });

  it('stdin without --input-format is recognised as iCalendar', async () => {
    const res = await run(['events', 'import', '-', '--format', 'ids'], {
      env,
      stdin: readFileSync(join(FIXTURES, 'apple.ics'), 'utf8'),
    });
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^\d+\n\d+\n$/);
  });

  it('venues import of an .ics file is a usage error', async () => {
    expect((await run(['venues', 'import', join(FIXTURES, 'apple.ics')], { env })).code).toBe(2);
  });

  it('slugs come from the UID: the local part when it makes one, else a hash', () => {
    expect(slugFromUid('7rel9call2024@google.com')).toBe('7rel9call2024');
    expect(slugFromUid('jazz-night@events.example.org')).toBe('jazz-night');
    expect(slugFromUid('12345@example.org')).toMatch(/^ics-[0-9a-f]{20}$/);
    expect(slugFromUid('@@@')).toMatch(/^ics-[0-9a-f]{20}$/);
    expect(slugFromUid('x'.repeat(300))).toBe(slugFromUid('x'.repeat(300)));
    // a WordPress slug, as calev's export of such a site writes it, is read in its letters (as JSON's are)
    expect(slugFromUid('%d1%84%d0%b5%d1%81%d1%82-%F0%9F%8E%B8@127.0.0.1')).toBe('фест-🎸');
    expect(slugFromUid('50%-off@example.org')).toBe('50-off');
  });

  it("an event of calev's export of a WordPress site keeps its slug: the UID's is the title's, by WordPress's rules", () => {
    const uid = '%d1%84%d0%b5%d1%81%d1%82-%f0%9f%8e%b8@127.0.0.1';
    expect(slugForUid(uid, 'Фест 🎸')).toBe('фест-🎸');
    expect(slugForUid('rock-roll-2@127.0.0.1', 'Rock & Roll')).toBe('rock-roll-2');
    // another title: the title's own slug and the UID's tag, as before
    expect(slugForUid(uid, 'Другое')).toMatch(/^другое-[0-9a-f]{7}$/);
  });

  it('TZIDs: IANA names, Windows names and vendor prefixes map to zones the API takes', () => {
    expect(zoneForTzid('Europe/Paris')).toBe('Europe/Paris');
    expect(zoneForTzid('Eastern Standard Time')).toBe('America/New_York');
    expect(zoneForTzid('/mozilla.org/20050126_1/Europe/Berlin')).toBe('Europe/Berlin');
    expect(zoneForTzid('Customized Time Zone')).toBeNull();
  });
});

describe('itemsForSite --expand: the rows it adds to the file count (the progress total)', () => {
  it('a series becomes its occurrences, less those its edits write, the first one too', async () => {
    const { itemsForSite } = await import('../../src/cli/import/ics-series.js');
    const client = { namespace: 'tribe/events/v1', site: { hasRecurrence: false } } as never;
    const series = {
      line: 1,
      slug: 'band',
      input: {
        title: 'Band',
        start_date: '2027-01-04 18:00:00',
        end_date: '2027-01-04 19:00:00',
        recurrence: { rules: ['FREQ=WEEKLY;COUNT=3'], rdates: [], exdates: [] },
      },
    };
    for (const [edited, written] of [
      [[], 3],
      [['2027-01-11'], 2],
      [['2027-01-04'], 2],
      [['2027-01-04', '2027-01-18'], 1],
    ] as const) {
      const plan = { expand: { now: new Date('2026-11-27T12:00:00Z') }, added: 0, reduced: 0 };
      const items = [...itemsForSite({ ...series, editedDays: [...edited] }, client, plan)];
      // the file's one row, plus what it added, is what is written for it
      expect([edited, items.length, 1 + plan.added]).toEqual([edited, written, written]);
    }
  });
});

describe('unpublished events through ICS', () => {
  it("calev's export of drafts and pending events imports them unpublished; another calendar's TENTATIVE is published", async () => {
    const made = (title: string, day: string, status: string) =>
      run(
        [
          'events',
          'create',
          '--title',
          title,
          '--start-date',
          `2030-01-${day} 10:00`,
          '--end-date',
          `2030-01-${day} 11:00`,
        ],
        { env: { ...env, CALEV_DATA_DIR: `${dir}/from` } },
      ).then(() =>
        status === 'publish'
          ? undefined
          : run(['events', 'update', title.toLowerCase(), '--status', status], {
              env: { ...env, CALEV_DATA_DIR: `${dir}/from` },
            }),
      );
    await made('Drafted', '01', 'draft');
    await made('Pended', '02', 'pending');
    await made('Shown', '03', 'publish');
    const exported = await run(
      ['events', 'export', '--format', 'ics', '--start-date', '2030-01-01', '--end-date', '2030-01-31'],
      {
        env: { ...env, CALEV_DATA_DIR: `${dir}/from` },
      },
    );
    const file = join(dir, 'export.ics');
    // and an event another calendar marks tentative
    writeFileSync(
      file,
      exported.stdout.replace(
        'END:VCALENDAR',
        'BEGIN:VEVENT\r\nUID:maybe@example.org\r\nSUMMARY:Maybe\r\nSTATUS:TENTATIVE\r\nDTSTART:20300104T100000Z\r\nDTEND:20300104T110000Z\r\nEND:VEVENT\r\nEND:VCALENDAR',
      ),
    );
    const first = await run(['events', 'import', file], { env });
    expect([first.code, first.stderr]).toEqual([0, `${file}: 4 created, 0 updated, 0 skipped, 0 failed\n`]);
    const statuses = await run(
      [
        'events',
        'list',
        '--status',
        'publish,draft,pending',
        '--start-date',
        '2030-01-01',
        '--end-date',
        '2030-01-31',
        '--format',
        'csv',
        '--fields',
        'title,status',
      ],
      { env },
    );
    expect(statuses.stdout).toBe('title,status\nDrafted,draft\nPended,pending\nShown,publish\nMaybe,publish\n');
    const again = await run(['events', 'import', file], { env });
    expect(again.stderr).toBe(`${file}: 0 created, 0 updated, 4 skipped, 0 failed\n`);
  });
});

describe("an event whose slug is not its title's, through calev's ICS exports", () => {
  it('keeps its slug (X-CALEV-SLUG) from store to store and back: no event is made twice', async () => {
    const store = (name: string) => ({ env: { ...env, CALEV_DATA_DIR: `${dir}/${name}` } });
    const window = ['--start-date', '2030-09-01', '--end-date', '2030-09-02'];
    await run(
      ['events', 'create', '--title', 'Old talk', '--start-date', '2030-09-01 10:00', '--end-date', '2030-09-01 11:00'],
      store('a'),
    );
    await run(['events', 'update', 'old-talk', '--title', 'New talk'], store('a'));
    const first = await run(['events', 'export', ...window, '--format', 'ics'], store('a'));
    expect(first.stdout).toMatch(/\r\nUID:old-talk@[^\r]+\r\nX-CALEV-SLUG:old-talk\r\n/);
    writeFileSync(join(dir, 'a.ics'), first.stdout);
    expect((await run(['events', 'import', join(dir, 'a.ics')], store('b'))).stderr).toMatch(/1 created/);
    const second = await run(['events', 'export', ...window, '--format', 'ics'], store('b'));
    writeFileSync(join(dir, 'b.ics'), second.stdout);
    const back = await run(['events', 'import', join(dir, 'b.ics')], store('a'));
    expect(back.stderr).toMatch(/0 created, 0 updated, 1 skipped, 0 failed/);
    const slugs = await run(['events', 'list', ...window, '--format', 'csv', '--fields', 'slug,title'], store('b'));
    expect(slugs.stdout).toBe('slug,title\nold-talk,New talk\n');
  });

  it('an event an earlier import made under its title (before the slug was written) is found again by its UID', async () => {
    const file = join(dir, 'older.ics');
    const vevent = (extra: string[]) =>
      ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:old-talk@example.org', 'SUMMARY:New talk', ...extra]
        .concat(['DTSTART:20300901T100000Z', 'DTEND:20300901T110000Z', 'END:VEVENT', 'END:VCALENDAR', ''])
        .join('\r\n');
    writeFileSync(file, vevent([]));
    expect((await run(['events', 'import', file], { env })).stderr).toMatch(/1 created/);
    writeFileSync(file, vevent(['X-CALEV-SLUG:old-talk']));
    expect((await run(['events', 'import', file], { env })).stderr).toMatch(
      /0 created, 0 updated, 1 skipped, 0 failed/,
    );
  });
});
