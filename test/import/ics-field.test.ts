// calev events import of iCalendar files as calendars write them in the field: ends in another
// zone than the start (UTC, a flight's), DURATION across a change of the clocks, the edit of a
// series' first occurrence (Google), an instance without its series, Outlook's all-day events
// from midnight to midnight, and GEO for the venue (Meetup, Apple), through export and back.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, run, tempDir } from '../cli/harness.js';
import { startTestServer, USERS } from '../support/server.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'ics');
let dir: string;
let env: Record<string, string>;

beforeEach(() => {
  dir = tempDir('calev-import-ics-field-');
  env = { CALEV_DATA_DIR: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config` };
});
afterEach(() => removeDir(dir));

/** `events import` of a file: its exit code, summary line and actions (with notes) by line. */
async function importFile(file: string, ...flags: string[]) {
  const res = await run(['events', 'import', file, '--format', 'ndjson', ...flags], { env });
  const results = res.stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { line: number; action: string; item: string; note?: string; error: string | null })
    .sort((a, b) => a.line - b.line);
  return { code: res.code, stderr: res.stderr, results };
}

/** An iCalendar file of these content lines, in the test's directory. */
function icsFile(name: string, lines: string[]): string {
  const file = join(dir, name);
  writeFileSync(
    file,
    ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n'),
  );
  return file;
}

async function listed(fields: string, ...flags: string[]): Promise<Array<Record<string, unknown>>> {
  const res = await run(['events', 'list', '--start-date', '2025-01-01', '--fields', fields, ...flags], { env });
  expect(res.stderr).toBe('');
  return JSON.parse(res.stdout);
}

describe('events import ends.ics: an end is the instant DTEND or DURATION names', () => {
  it('a UTC end and a flight landing in another zone end at their instant, in the start’s zone; PT8H across the clocks change is 8 real hours, P1D a day on the wall clock, in a series too', async () => {
    const file = join(FIXTURES, 'ends.ics');
    const first = await importFile(file);
    expect([first.code, first.stderr]).toEqual([0, `${file}: 5 created, 0 updated, 0 skipped, 0 failed\n`]);
    expect(await listed('title,start_date,end_date,timezone,utc_end_date')).toEqual([
      // a day is nominal: noon the next day, 23 real hours
      {
        title: 'Noon to noon (P1D)',
        start_date: '2025-03-29 12:00:00',
        end_date: '2025-03-30 12:00:00',
        timezone: 'Europe/London',
        utc_end_date: '2025-03-30 11:00:00',
      },
      // 22:00 GMT + 8 hours is 06:00 GMT, 07:00 BST (the clocks went forward at 01:00 GMT)
      {
        title: 'Eight hours across DST (DURATION)',
        start_date: '2025-03-29 22:00:00',
        end_date: '2025-03-30 07:00:00',
        timezone: 'Europe/London',
        utc_end_date: '2025-03-30 06:00:00',
      },
      // DTSTART is EXDATE'd: the series starts at its next occurrence, 8 real hours long as well
      {
        title: 'Night shift',
        start_date: '2025-03-29 22:00:00',
        end_date: '2025-03-30 07:00:00',
        timezone: 'Europe/London',
        utc_end_date: '2025-03-30 06:00:00',
      },
      {
        title: 'Night shift',
        start_date: '2025-04-05 22:00:00',
        end_date: '2025-04-06 06:00:00',
        timezone: 'Europe/London',
        utc_end_date: '2025-04-06 05:00:00',
      },
      // 17:00Z is 13:00 in New York (EDT)
      {
        title: 'Ends in UTC',
        start_date: '2025-05-24 10:00:00',
        end_date: '2025-05-24 13:00:00',
        timezone: 'America/New_York',
        utc_end_date: '2025-05-24 17:00:00',
      },
      // lands 12:00 in New York: 16:00Z, 17:00 in London
      {
        title: 'Flight LHR-JFK',
        start_date: '2025-06-01 09:00:00',
        end_date: '2025-06-01 17:00:00',
        timezone: 'Europe/London',
        utc_end_date: '2025-06-01 16:00:00',
      },
    ]);
    const again = await importFile(file);
    expect(again.stderr).toBe(`${file}: 0 created, 0 updated, 5 skipped, 0 failed\n`);
  });
});

describe("events import of a series whose first occurrence is edited on its own (RECURRENCE-ID on the series' start)", () => {
  it('google-first-edited.ics: the first occurrence is a single event with its edits, the series starts at the next one; again, all skipped', async () => {
    const file = join(FIXTURES, 'google-first-edited.ics');
    const first = await importFile(file);
    expect([first.code, first.stderr]).toEqual([0, `${file}: 2 created, 0 updated, 0 skipped, 0 failed\n`]);
    expect(first.results.map((r) => [r.line, r.action, r.item, r.note])).toEqual([
      [4, 'created', 'kickoff-series-93367b7', undefined],
      [
        12,
        'created',
        'kickoff-series-93367b7-2025-06-02',
        'the first occurrence of its series, edited on its own: a single event',
      ],
    ]);
    // the other occurrences keep the series' title and length
    expect(await listed('slug,title,start_date,end_date,post_parent,recurrence.rules')).toEqual([
      {
        slug: 'kickoff-series-93367b7-2025-06-02',
        title: 'Kickoff series (first, longer)',
        start_date: '2025-06-02 17:00:00',
        end_date: '2025-06-02 19:00:00',
        post_parent: 0,
        recurrence: null,
      },
      {
        slug: 'kickoff-series-93367b7',
        title: 'Kickoff series',
        start_date: '2025-06-09 17:00:00',
        end_date: '2025-06-09 18:00:00',
        post_parent: 0,
        recurrence: { rules: ['FREQ=WEEKLY;UNTIL=20250616T170000;BYDAY=MO'] },
      },
      {
        slug: 'kickoff-series-93367b7-2025-06-16',
        title: 'Kickoff series',
        start_date: '2025-06-16 17:00:00',
        end_date: '2025-06-16 18:00:00',
        post_parent: expect.any(Number),
        recurrence: null,
      },
    ]);
    const again = await importFile(file);
    expect([again.code, again.stderr]).toEqual([0, `${file}: 0 created, 0 updated, 2 skipped, 0 failed\n`]);
  });

  it('google-moved-first.ics: DTSTART EXDATE’d and the next occurrence moved, which is then the first; an instance without its series is a single event; again, all skipped', async () => {
    const file = join(FIXTURES, 'google-moved-first.ics');
    const first = await importFile(file);
    expect([first.code, first.stderr]).toEqual([0, `${file}: 4 created, 0 updated, 0 skipped, 0 failed\n`]);
    expect(first.results.map((r) => [r.line, r.action, r.item, r.note])).toEqual([
      [
        5,
        'created',
        'yoga-aa40257-2025-06-10',
        'the first occurrence of its series, edited on its own: a single event',
      ],
      [13, 'created', 'yoga-aa40257', undefined],
      [22, 'created', 'summer-camp-day-f1150d1', undefined],
      [
        31,
        'created',
        'invited-instance-master-not-shared-296b605-2025-08-01',
        'an occurrence of a series the file does not hold: imported as a single event',
      ],
    ]);
    const events = await listed('title,start_date,end_date,recurrence.rules', '--search', 'yoga');
    expect(events).toEqual([
      {
        title: 'Yoga (moved to Tuesday)',
        start_date: '2025-06-10 17:00:00',
        end_date: '2025-06-10 18:00:00',
        recurrence: null,
      },
      {
        title: 'Yoga',
        start_date: '2025-06-16 17:00:00',
        end_date: '2025-06-16 18:00:00',
        recurrence: { rules: ['FREQ=WEEKLY;UNTIL=20250623T170000;BYDAY=MO'] },
      },
      { title: 'Yoga', start_date: '2025-06-23 17:00:00', end_date: '2025-06-23 18:00:00', recurrence: null },
    ]);
    expect(await listed('title,start_date,end_date,post_parent', '--search', 'invited')).toEqual([
      {
        title: 'Invited instance (master not shared)',
        start_date: '2025-08-01 10:00:00',
        end_date: '2025-08-01 11:00:00',
        post_parent: 0,
      },
    ]);
    const again = await importFile(file);
    expect([again.code, again.stderr]).toEqual([0, `${file}: 0 created, 0 updated, 4 skipped, 0 failed\n`]);
  });

  it('with --expand the edited first occurrence is still the series’ own event', async () => {
    const file = join(FIXTURES, 'google-first-edited.ics');
    const first = await importFile(file, '--expand');
    // the target keeps series: what --expand did is said
    expect(first.stderr).toMatch(
      /3 created, 0 updated, 0 skipped, 0 failed\nnote: --expand made the occurrences of 1 series single events, though this target keeps recurring events: imported without --expand, each is one series\n$/,
    );
    expect(await listed('slug,title,end_date')).toEqual([
      { slug: 'kickoff-series-93367b7', title: 'Kickoff series (first, longer)', end_date: '2025-06-02 19:00:00' },
      { slug: 'kickoff-series-93367b7-2025-06-09', title: 'Kickoff series', end_date: '2025-06-09 18:00:00' },
      { slug: 'kickoff-series-93367b7-2025-06-16', title: 'Kickoff series', end_date: '2025-06-16 18:00:00' },
    ]);
    expect((await importFile(file, '--expand')).stderr).toMatch(
      /0 created, 0 updated, 3 skipped, 0 failed\nnote: --expand/,
    );
  });
});

describe('events import of Outlook’s all-day events (X-MICROSOFT-CDO-ALLDAYEVENT, midnight to midnight)', () => {
  it('are all-day over the days they cover (the end is exclusive), in their zone; a timed event that says FALSE stays timed', async () => {
    const vevent = (uid: string, flag: string, start: string, end: string) => [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `SUMMARY:${uid}`,
      `DTSTART;TZID="Romance Standard Time":${start}`,
      `DTEND;TZID="Romance Standard Time":${end}`,
      flag,
      'END:VEVENT',
    ];
    const file = icsFile('outlook-all-day.ics', [
      'BEGIN:VTIMEZONE',
      'TZID:Romance Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16011028T030000',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010325T020000',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
      ...vevent('Salon', 'X-MICROSOFT-CDO-ALLDAYEVENT:TRUE', '20250602T000000', '20250604T000000'),
      ...vevent('Holiday', 'X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT:TRUE', '20250610T000000', '20250611T000000'),
      ...vevent('Night', 'X-MICROSOFT-CDO-ALLDAYEVENT:FALSE', '20250612T000000', '20250613T000000'),
    ]);
    const first = await importFile(file);
    expect([first.code, first.stderr]).toEqual([0, `${file}: 3 created, 0 updated, 0 skipped, 0 failed\n`]);
    expect(await listed('title,start_date,end_date,all_day,timezone')).toEqual([
      {
        title: 'Salon',
        start_date: '2025-06-02 00:00:00',
        end_date: '2025-06-03 23:59:59',
        all_day: true,
        timezone: 'Europe/Paris',
      },
      {
        title: 'Holiday',
        start_date: '2025-06-10 00:00:00',
        end_date: '2025-06-10 23:59:59',
        all_day: true,
        timezone: 'Europe/Paris',
      },
      {
        title: 'Night',
        start_date: '2025-06-12 00:00:00',
        end_date: '2025-06-13 00:00:00',
        all_day: false,
        timezone: 'Europe/Paris',
      },
    ]);
    expect((await importFile(file)).stderr).toBe(`${file}: 0 created, 0 updated, 3 skipped, 0 failed\n`);
  });
});

describe('events import of GEO: the venue’s coordinates', () => {
  const geoFile = () =>
    icsFile('geo.ics', [
      'BEGIN:VEVENT',
      'UID:meetup-1@meetup.com',
      'SUMMARY:BerlinJS',
      'DTSTART:20250515T170000Z',
      'DTEND:20250515T190000Z',
      'LOCATION:co.up (Adalbertstraße 8\\, Berlin)',
      'GEO:52.5303;13.3848',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:apple-1@icloud.com',
      'SUMMARY:Mahler 5',
      'DTSTART:20250516T180000Z',
      'DTEND:20250516T200000Z',
      'LOCATION:Tonhalle Zürich\\nClaridenstrasse 7',
      'X-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-APPLE-RADIUS=141.17;X-TITLE="Tonhalle Zürich":geo:47.365468,8.535109',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:known-1@example.org',
      'SUMMARY:At the known hall',
      'DTSTART:20250517T180000Z',
      'DTEND:20250517T200000Z',
      'LOCATION:Known Hall',
      'GEO:10;10',
      'END:VEVENT',
    ]);
  /** the venues, by name */
  const venues = async (target = env) => {
    const res = await run(['venues', 'list', '--fields', 'venue,geo_lat,geo_lng'], { env: target });
    expect(res.stderr).toBe('');
    return (JSON.parse(res.stdout) as Array<{ venue: string }>).sort((a, b) => a.venue.localeCompare(b.venue));
  };

  it('GEO and Apple’s structured location give a new venue its coordinates; a venue that has them keeps its own; the export writes GEO, which a fresh store reads back', async () => {
    await run(['venues', 'create', '--venue', 'Known Hall', '--geo-lat', '1.5', '--geo-lng', '2.5'], { env });
    const file = geoFile();
    const first = await importFile(file);
    expect([first.code, first.stderr]).toEqual([0, `${file}: 3 created, 0 updated, 0 skipped, 0 failed\n`]);
    const located = [
      { venue: 'co.up (Adalbertstraße 8, Berlin)', geo_lat: 52.5303, geo_lng: 13.3848 },
      { venue: 'Known Hall', geo_lat: 1.5, geo_lng: 2.5 },
      { venue: 'Tonhalle Zürich, Claridenstrasse 7', geo_lat: 47.365468, geo_lng: 8.535109 },
    ];
    expect(await venues()).toEqual(located);
    expect((await importFile(file)).stderr).toBe(`${file}: 0 created, 0 updated, 3 skipped, 0 failed\n`);

    const exported = await run(
      ['events', 'export', '--format', 'ics', '--start-date', '2025-05-01', '--end-date', '2025-05-31'],
      { env },
    );
    expect(exported.stdout.match(/^GEO:[^\r]*/gm)).toEqual([
      'GEO:52.5303;13.3848',
      'GEO:47.365468;8.535109',
      'GEO:1.5;2.5',
    ]);
    const back = join(dir, 'export.ics');
    writeFileSync(back, exported.stdout);
    const fresh = { ...env, CALEV_DATA_DIR: `${dir}/fresh` };
    const into = await run(['events', 'import', back], { env: fresh });
    expect(into.stderr).toBe(`${back}: 3 created, 0 updated, 0 skipped, 0 failed\n`);
    expect(await venues(fresh)).toEqual(located);
    expect((await run(['events', 'import', back], { env: fresh })).stderr).toBe(
      `${back}: 0 created, 0 updated, 3 skipped, 0 failed\n`,
    );
  });

  it('a site that keeps no coordinates (The Events Calendar alone) drops them: created, then skipped as unchanged', async () => {
    const server = await startTestServer({ premium: false });
    try {
      const site = {
        CALEV_URL: server.base,
        CALEV_USER: 'admin',
        CALEV_PASSWORD: USERS.admin,
        XDG_CONFIG_HOME: `${dir}/config`,
      };
      const file = geoFile();
      const first = await run(['events', 'import', file], { env: site });
      expect([first.code, first.stderr]).toEqual([0, `${file}: 3 created, 0 updated, 0 skipped, 0 failed\n`]);
      const again = await run(['events', 'import', file], { env: site });
      expect([again.code, again.stderr]).toEqual([0, `${file}: 0 created, 0 updated, 3 skipped, 0 failed\n`]);
    } finally {
      await server.stop();
    }
  });
});

describe('events import of ATTACH: the event’s image', () => {
  it('an ATTACH by URL of an image file (of an image FMTTYPE or none) is the image; a PDF, an inline image or a drive’s address is not; export and import again keep it, then skip', async () => {
    const file = icsFile('attach.ics', [
      ...['BEGIN:VEVENT', 'UID:poster@test', 'DTSTART:20270501T100000Z', 'DTEND:20270501T110000Z'],
      ...['SUMMARY:With a poster', 'ATTACH;FMTTYPE=application/pdf:https://example.com/agenda.pdf'],
      ...[
        'ATTACH;FMTTYPE=image/jpeg:https://drive.example.com/open?id=7',
        'ATTACH;FMTTYPE=image/jpeg:https://example.com/poster.jpg',
        'END:VEVENT',
      ],
      ...['BEGIN:VEVENT', 'UID:photo@test', 'DTSTART:20270502T100000Z', 'DTEND:20270502T110000Z'],
      ...['SUMMARY:With a photo', 'ATTACH:https://example.com/photo.png', 'END:VEVENT'],
      ...['BEGIN:VEVENT', 'UID:none@test', 'DTSTART:20270503T100000Z', 'DTEND:20270503T110000Z'],
      ...['SUMMARY:With an agenda', 'ATTACH:https://example.com/agenda.pdf'],
      ...['ATTACH;ENCODING=BASE64;VALUE=BINARY;FMTTYPE=image/png:iVBORw0KGgo=', 'END:VEVENT'],
    ]);
    expect((await importFile(file)).results.map((r) => r.action)).toEqual(['created', 'created', 'created']);
    const images = async () =>
      (await listed('title,image')).map((e) => [e.title, (e.image as { url?: string } | false) || false]);
    const expected = [
      ['With a poster', expect.objectContaining({ url: 'https://example.com/poster.jpg' })],
      ['With a photo', expect.objectContaining({ url: 'https://example.com/photo.png' })],
      ['With an agenda', false],
    ];
    expect(await images()).toEqual(expected);
    // calev's export writes the image as ATTACH: a fresh store reads it back, and again skips it
    const exported = join(dir, 'out.ics');
    expect(
      (await run(['events', 'export', '--format', 'ics', '--output', exported, '--start-date', '2027-01-01'], { env }))
        .code,
    ).toBe(0);
    env = { ...env, CALEV_DATA_DIR: `${dir}/fresh` };
    expect((await importFile(exported)).results.map((r) => r.action)).toEqual(['created', 'created', 'created']);
    expect(await images()).toEqual(expected);
    expect((await importFile(exported)).results.map((r) => r.action)).toEqual(['skipped', 'skipped', 'skipped']);
  });
});
