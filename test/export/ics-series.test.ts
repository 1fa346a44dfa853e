// A series in iCalendar and back (API.md §7.1): export writes the master with RRULE/RDATE/EXDATE
// and the occurrences edited on their own as RECURRENCE-ID VEVENTs; importing that file into a
// fresh data dir gives the same occurrences, and importing it again changes nothing.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, run, tempDir } from '../cli/harness.js';

let dir: string;

beforeEach(() => {
  dir = tempDir('calev-ics-series-');
});
afterEach(() => removeDir(dir));

const envOf = (name: string) => ({ CALEV_DATA_DIR: join(dir, name), XDG_CONFIG_HOME: join(dir, 'config') });
const ALL = ['--start-date', '2000-01-01', '--end-date', '2100-01-01'];

async function ok(argv: string[], env: Record<string, string>): Promise<string> {
  const r = await run(argv, { env });
  expect(r.code, r.stderr).toBe(0);
  return r.stdout;
}

/** the series' events as (title, start, end), the master first */
async function seriesOf(env: Record<string, string>, slug: string): Promise<string[]> {
  const master = JSON.parse(await ok(['events', 'get', slug, '--format', 'json'], env));
  const rest = JSON.parse(
    await ok(['events', 'list', '--post-parent', String(master.id), ...ALL, '--format', 'json'], env),
  ) as Array<Record<string, string>>;
  return [master, ...rest].map((e) => `${e.title} | ${e.start_date} | ${e.end_date}`);
}

/** Every instance of the calendar's series as ical.js expands it: 'title | local start'. */
function expanded(ics: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const vtz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtz);
  const vevents = calendar.getAllSubcomponents('vevent');
  const master = new ICAL.Event(vevents.find((v) => !v.hasProperty('recurrence-id')));
  for (const v of vevents) if (v.hasProperty('recurrence-id')) master.relateException(v);
  const out: string[] = [];
  const it = master.iterator();
  for (let next = it.next(); next && out.length < 50; next = it.next()) {
    const d = master.getOccurrenceDetails(next);
    out.push(`${d.item.summary} | ${d.startDate.toString().replace('T', ' ')}`);
  }
  return out;
}

describe('events export --format ics of a series, and import back', () => {
  it('writes one VEVENT for the rule and one per edited occurrence; a fresh store gets the same occurrences', async () => {
    const a = envOf('a');
    const master = JSON.parse(
      await ok(
        [
          'events',
          'create',
          '--title',
          'Book club',
          '--slug',
          'book-club',
          '--start-date',
          '2027-03-01 19:00',
          '--end-date',
          '2027-03-01 21:00',
          '--timezone',
          'Europe/Berlin',
          '--recurrence',
          'FREQ=WEEKLY;COUNT=5',
          '--format',
          'json',
        ],
        a,
      ),
    );
    const occurrences = JSON.parse(
      await ok(['events', 'list', '--post-parent', String(master.id), ...ALL, '--format', 'json'], a),
    ) as Array<{ id: number }>;
    const [second, third, fourth] = occurrences;
    await ok(['events', 'update', String(second.id), '--title', 'Book club: the author visits'], a);
    await ok(
      ['events', 'update', String(third.id), '--start-date', '2027-03-16 18:00', '--end-date', '2027-03-16 20:00'],
      a,
    );
    await ok(['events', 'delete', String(fourth.id), '--yes', '--occurrence'], a);
    const before = await seriesOf(a, 'book-club');
    expect(before).toEqual([
      'Book club | 2027-03-01 19:00:00 | 2027-03-01 21:00:00',
      'Book club: the author visits | 2027-03-08 19:00:00 | 2027-03-08 21:00:00',
      'Book club | 2027-03-16 18:00:00 | 2027-03-16 20:00:00',
      'Book club | 2027-03-29 19:00:00 | 2027-03-29 21:00:00',
    ]);

    const ics = await ok(['events', 'export', ...ALL, '--format', 'ics'], a);
    const vevents = ics.split('BEGIN:VEVENT').slice(1);
    expect(vevents).toHaveLength(3);
    expect(vevents[0]).toContain('RRULE:FREQ=WEEKLY;COUNT=5\r\n');
    expect(vevents[0]).toContain('RDATE;TZID=Europe/Berlin:20270316T180000\r\n');
    expect(vevents[0]).toContain('EXDATE;TZID=Europe/Berlin:20270315T190000,20270322T190000\r\n');
    for (const v of vevents) expect(v).toContain('UID:book-club@localhost\r\n');
    expect(vevents[1]).toContain('RECURRENCE-ID;TZID=Europe/Berlin:20270308T190000\r\n');
    expect(vevents[1]).toContain('SUMMARY:Book club: the author visits');
    expect(vevents[2]).toContain('RECURRENCE-ID;TZID=Europe/Berlin:20270316T180000\r\n');

    const file = join(dir, 'club.ics');
    writeFileSync(file, ics);
    const b = envOf('b');
    await ok(['events', 'import', file], b);
    expect(await seriesOf(b, 'book-club')).toEqual(before);
    const again = await run(['events', 'import', file, '--format', 'json'], { env: b });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain('0 created, 0 updated, 3 skipped, 0 failed');
  });

  it('after a change of the series’ time, each instance of the file is one stored occurrence (no twin of an edited one)', async () => {
    const a = envOf('a');
    const club = ['--title', 'Club', '--slug', 'club', '--timezone', 'Europe/Paris', '--repeat', 'weekly'];
    await ok(
      [
        'events',
        'create',
        ...club,
        '--on',
        'mo,we',
        '--count',
        '6',
        '--start-date',
        '2027-03-01 19:00',
        '--end-date',
        '2027-03-01 21:00',
      ],
      a,
    );
    const occurrences = JSON.parse(
      await ok(['events', 'list', '--post-parent', '1', ...ALL, '--format', 'json'], a),
    ) as Array<{ id: number; start_date: string }>;
    const on = (day: string) => String(occurrences.find((o) => o.start_date.startsWith(day))!.id);
    await ok(['events', 'update', on('2027-03-03'), '--title', 'Special'], a);
    await ok(['events', 'delete', on('2027-03-08'), '--yes', '--occurrence'], a);
    await ok(
      ['events', 'update', on('2027-03-10'), '--start-date', '2027-03-11 19:00', '--end-date', '2027-03-11 21:00'],
      a,
    );
    await ok(['events', 'update', '1', '--start-date', '2027-03-01 20:00', '--end-date', '2027-03-01 22:00'], a);
    const stored = (await seriesOf(a, 'club')).map((e) => e.split(' | ').slice(0, 2).join(' | '));
    expect(stored).toEqual([
      'Club | 2027-03-01 20:00:00',
      'Special | 2027-03-03 19:00:00',
      'Club | 2027-03-11 19:00:00',
      'Club | 2027-03-15 20:00:00',
      'Club | 2027-03-17 20:00:00',
    ]);

    const ics = await ok(['events', 'export', ...ALL, '--format', 'ics'], a);
    expect(ics).toContain('EXDATE;TZID=Europe/Paris:20270303T200000,20270308T200000,20270310T200000\r\n');
    expect(expanded(ics)).toEqual(stored);
    const file = join(dir, 'club.ics');
    writeFileSync(file, ics);
    const b = envOf('b');
    await ok(['events', 'import', file], b);
    expect((await seriesOf(b, 'club')).map((e) => e.split(' | ').slice(0, 2).join(' | '))).toEqual(stored);
  });

  it('writes UNTIL in UTC next to a zoned start, and as a date for an all-day series', async () => {
    const env = envOf('c');
    const common = ['events', 'create', '--start-date', '2027-05-03 19:00', '--end-date', '2027-05-03 20:00'];
    await ok(
      [...common, '--title', 'Run', '--timezone', 'America/New_York', '--repeat', 'weekly', '--until', '2027-05-31'],
      env,
    );
    await ok(
      [
        'events',
        'create',
        '--title',
        'Fair',
        '--start-date',
        '2027-05-03',
        '--end-date',
        '2027-05-03',
        '--all-day',
      ].concat(['--repeat', 'daily', '--until', '2027-05-05']),
      env,
    );
    const ics = await ok(['events', 'export', ...ALL, '--format', 'ics'], env);
    expect(ics).toContain('RRULE:FREQ=WEEKLY;UNTIL=20270601T035959Z\r\n');
    expect(ics).toContain('RRULE:FREQ=DAILY;UNTIL=20270505\r\n');
  });
});
