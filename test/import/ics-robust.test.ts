// calev events import of iCalendar files as they come from the field: folds inside UTF-8
// characters (Google), a byte order mark, values ical.js cannot read or reads wrong (a broken
// RRULE, `2025-03-10 12:00`, 31 February), a text's line break written without the folding space,
// a VEVENT without its END, TZIDs without their VTIMEZONE (Outlook's display names, names no one
// knows), and VTODOs and VJOURNALs, which are no events. test/fixtures/ics/handmade.ics holds
// eight VEVENTs, a VTODO and a VJOURNAL; the broken files are made from it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { zoneForTzid } from '../../src/cli/import/ics.js';
import { contentLines } from '../../src/cli/import/ics-components.js';
import { removeDir, run, tempDir } from '../cli/harness.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'ics');
const HANDMADE = readFileSync(join(FIXTURES, 'handmade.ics'), 'utf8');
let dir: string;
let env: Record<string, string>;

beforeEach(() => {
  dir = tempDir('calev-import-ics-field-');
  env = { CALEV_DATA_DIR: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config` };
});
afterEach(() => removeDir(dir));

/** Imports `text` (or bytes) as a file of that name; the results sorted by line. */
async function importText(name: string, text: string | Buffer, ...flags: string[]) {
  const file = join(dir, name);
  writeFileSync(file, text);
  const res = await run(['events', 'import', file, '--format', 'ndjson', ...flags], { env });
  const results = res.stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { ...res, file, results: results.sort((a, b) => Number(a.line) - Number(b.line)) };
}

/** `handmade.ics` with one of its lines replaced (the line must be there). */
function handmade(line: string, by: string): string {
  expect(HANDMADE).toContain(`${line}\r\n`);
  return HANDMADE.replace(`${line}\r\n`, by === '' ? '' : `${by}\r\n`);
}

async function titles(): Promise<string[]> {
  const res = await run(['events', 'list', '--start-date', '2025-01-01', '--per-page', '50', '--fields', 'title'], {
    env,
  });
  return (JSON.parse(res.stdout) as { title: string }[]).map((e) => e.title).sort();
}

const LEFT_OUT = 'note: left out 1 VTODO and 1 VJOURNAL: calev imports events (VEVENT) only\n';

describe('events import: a UTF-8 character folded in two (Google folds at 75 octets)', () => {
  it('is whole again: the fold is taken out of the bytes before they are read as UTF-8', async () => {
    // "Ideenküche": the fold falls between the two octets of ü (C3 BC)
    const bytes = Buffer.concat([
      Buffer.from('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\r\n'),
      Buffer.from('BEGIN:VEVENT\r\nUID:fold@google.com\r\nDTSTART:20300101T100000Z\r\nDTEND:20300101T110000Z\r\n'),
      Buffer.from('SUMMARY:Ideenk\xc3', 'latin1'),
      Buffer.from('\r\n \xbcche', 'latin1'),
      Buffer.from('\r\nDESCRIPTION:Gr\xc3\xb6', 'latin1'),
      Buffer.from('\r\n\t\xc3\x9fenwahn\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n', 'latin1'),
    ]);
    const { code, results } = await importText('folded.ics', bytes);
    expect([code, results.map((r) => r.item)]).toEqual([0, [expect.stringMatching(/^ideenkuche-[0-9a-f]{7}$/)]]);
    const got = await run(['events', 'get', String(results[0].id), '--fields', 'title,description'], { env });
    expect(JSON.parse(got.stdout)).toEqual({ title: 'Ideenküche', description: 'Größenwahn' });
  });

  it('a fold that a read of the file splits across two chunks is taken out too', async () => {
    const text = Buffer.from('BEGIN:VEVENT\r\nSUMMARY:Ideenk\xc3\r\n \xbcche\r\nEND:VEVENT\r\n', 'latin1');
    // one byte at a time: the line break, the space and each octet of ü come in chunks of their own
    const chunks = (async function* () {
      for (const byte of text) yield Buffer.from([byte]);
    })();
    const lines = [];
    for await (const line of contentLines(chunks)) lines.push(line);
    expect(lines).toEqual([
      { text: 'BEGIN:VEVENT', line: 1 },
      { text: 'SUMMARY:Ideenküche', line: 2 },
      { text: 'END:VEVENT', line: 4 },
    ]);
  });
});

describe('events import: an iCalendar file with a byte order mark', () => {
  it('is read as the other formats are, from a file and from stdin', async () => {
    const { code, stderr } = await importText('bom.ics', `\uFEFF${HANDMADE}`);
    expect([code, stderr]).toEqual([
      0,
      `${join(dir, 'bom.ics')}: 9 created, 0 updated, 0 skipped, 0 failed\n${LEFT_OUT}`,
    ]);
    const piped = await run(['events', 'import', '-', '--format', 'ndjson'], { env, stdin: `\uFEFF${HANDMADE}` });
    expect([piped.code, piped.stderr]).toEqual([0, `stdin: 0 created, 0 updated, 9 skipped, 0 failed\n${LEFT_OUT}`]);
  });
});

describe('events import: a date or time that does not exist', () => {
  it('31 February fails its event with a plain reason, in --dry-run too; the others are imported', async () => {
    const text = handmade('DTSTART;TZID=Europe/London:20250310T120000', 'DTSTART;TZID=Europe/London:20250231T120000');
    const reason =
      'line 28: Reminder without DTEND: DTSTART on line 31 is not a real date: there is no 2025-02-31 (20250231T120000)\n';
    const dry = await importText('feb.ics', text, '--dry-run');
    expect([dry.code, dry.stderr.split('\n')[0] + '\n']).toEqual([3, reason]);
    expect(dry.stderr).toContain('dry run, nothing written: 8 to create, 0 to update, 0 to skip, 1 failed');
    const { code, stderr, results } = await importText('feb.ics', text);
    expect([code, stderr.split('\n')[0] + '\n']).toEqual([3, reason]);
    expect(results.filter((r) => r.action === 'failed').map((r) => r.line)).toEqual([28]);
    expect(await titles()).not.toContain('Reminder without DTEND');
  });

  it('25:00 fails its event the same way', async () => {
    const text = handmade('DTEND;TZID=Europe/London:20250501T110000', 'DTEND;TZID=Europe/London:20250501T250000');
    const { code, stderr } = await importText('hour.ics', text, '--dry-run');
    expect(code).toBe(3);
    expect(stderr).toMatch(
      /^line 75: Last event in the file: DTEND on line 79 is not a real time of day: there is no 25:00:00 \(20250501T250000\)$/m,
    );
  });
});

describe('events import: one malformed VEVENT fails alone, with its line and the property named', () => {
  it('an RRULE ical.js cannot read (BYDAY=XX, COUNT=six)', async () => {
    const text = handmade(
      'RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=6',
      'RRULE:FREQ=MONTHLY;BYDAY=XX;COUNT=six',
    );
    const { code, stderr, results } = await importText('rrule.ics', text);
    expect(code).toBe(3);
    expect(stderr).toMatch(
      /^line 20: Last workday review \(BYSETPOS\): RRULE on line 25 is not an iCalendar recurrence rule: "BYDAY=XX" in "FREQ=MONTHLY;BYDAY=XX;COUNT=six"$/m,
    );
    expect(stderr).toContain('8 created, 0 updated, 0 skipped, 1 failed');
    expect(results.map((r) => r.action)).toEqual([...Array(2).fill('created'), 'failed', ...Array(6).fill('created')]);
    // COUNT alone
    const count = await importText(
      'count.ics',
      handmade('RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=6', 'RRULE:FREQ=MONTHLY;COUNT=six'),
    );
    expect(count.stderr).toMatch(
      /RRULE on line 25 is not an iCalendar recurrence rule: "COUNT=six" in "FREQ=MONTHLY;COUNT=six"$/m,
    );
  });

  it('a DTSTART that is no iCalendar date-time, and a DURATION that is none', async () => {
    const text = handmade('DTSTART;TZID=Europe/London:20250310T120000', 'DTSTART;TZID=Europe/London:2025-03-10 12:00');
    const { code, stderr } = await importText('date.ics', text);
    expect(code).toBe(3);
    expect(stderr).toMatch(
      /^line 28: Reminder without DTEND: DTSTART on line 31 is not an iCalendar date-time: "2025-03-10 12:00" \(such as 20250310T093000, or 20250310T093000Z in UTC\)$/m,
    );
    expect(stderr).not.toMatch(/extract integer/);
    const duration = await importText(
      'duration.ics',
      handmade('DTEND;TZID=Europe/London:20250501T110000', 'DURATION:PT1X'),
    );
    expect(duration.stderr).toMatch(
      /^line 75: Last event in the file: DURATION on line 79 is not an iCalendar duration: "PT1X" \(such as PT1H30M or P1D\)$/m,
    );
  });

  it("a text's line break written without the folding space continues the text above it", async () => {
    const text = handmade(
      'SUMMARY:Reminder without DTEND',
      'SUMMARY:Reminder without DTEND\r\nDESCRIPTION:Bring: laptop\r\ncharger and notes\r\nand a pen',
    );
    const { code, stderr, results } = await importText('raw-line.ics', text);
    expect([code, stderr]).toEqual([
      0,
      `${join(dir, 'raw-line.ics')}: 9 created, 0 updated, 0 skipped, 0 failed\n${LEFT_OUT}`,
    ]);
    const reminder = results.find((r) => String(r.item).startsWith('reminder-without-dtend'))!;
    const got = await run(['events', 'get', String(reminder.id), '--fields', 'description'], { env });
    expect(JSON.parse(got.stdout)).toEqual({ description: 'Bring: laptop\ncharger and notes\nand a pen' });
  });

  it('a line that is no iCalendar line where no property is above it, and a VEVENT without its END', async () => {
    const text = handmade('UID:edge-dst@example.org', 'no colon here\r\nUID:edge-dst@example.org').replace(
      'DTEND:20251026T030000Z\r\nSUMMARY:UTC night across DST end\r\nEND:VEVENT\r\n',
      'SUMMARY:UTC night across DST end\r\n',
    );
    const { code, stderr, results } = await importText('broken.ics', text);
    expect(code).toBe(3);
    expect(stderr).toMatch(/^line 40: Night shift across DST: line 41 is not an iCalendar line \("no colon here"\)$/m);
    expect(stderr).toMatch(/^line 48: UTC night across DST end: it has no END:VEVENT \(line 53 begins a VEVENT\)$/m);
    expect(stderr).toContain('7 created, 0 updated, 0 skipped, 2 failed');
    expect(results.filter((r) => r.action === 'failed').map((r) => r.line)).toEqual([40, 48]);
  });

  it('a file that is no iCalendar at all is refused as a whole, naming its first line', async () => {
    const { code, stderr } = await importText('notes.ics', 'Meeting notes\r\nBEGIN:VEVENT\r\n');
    expect([code, stderr]).toEqual([
      1,
      `error: ${join(dir, 'notes.ics')} is not an iCalendar file: line 1 is not BEGIN:VCALENDAR ("Meeting notes")\n`,
    ]);
  });
});

describe('events import: a TZID without its VTIMEZONE', () => {
  it("Outlook's display name is its Windows zone; a name calev does not know fails its event, never the site's zone", async () => {
    const text = readFileSync(join(FIXTURES, 'tzid-names.ics'));
    const { code, stderr, results } = await importText('tzids.ics', text);
    expect(code).toBe(3);
    expect(stderr).toMatch(
      /^line 18: Unknown TZID no VTIMEZONE: DTSTART on line 20 names TZID "Mountain Time", a time zone calev does not know, and the file has no VTIMEZONE of that name: add its VTIMEZONE, or write the zone's IANA name \(such as America\/Denver\)$/m,
    );
    expect(results.map((r) => [r.line, r.action])).toEqual([
      [4, 'created'],
      [10, 'created'],
      [18, 'failed'],
      [24, 'created'],
    ]);
    const got = await run(
      ['events', 'get', String(results[1].id), '--fields', 'start_date,end_date,timezone,utc_start_date'],
      { env },
    );
    expect(JSON.parse(got.stdout)).toEqual({
      start_date: '2025-05-21 10:00:00',
      end_date: '2025-05-21 11:00:00',
      timezone: 'Europe/Berlin',
      utc_start_date: '2025-05-21 08:00:00',
    });
  });

  it('display names map by their places, in the forms Outlook wrote over the years', () => {
    expect(zoneForTzid('(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna')).toBe('Europe/Berlin');
    // the summer offset, as some calendars show it
    expect(zoneForTzid('(UTC+02:00) Brussels, Copenhagen, Madrid, Paris')).toBe('Europe/Paris');
    expect(zoneForTzid('(GMT+01.00) Amsterdam / Berlin / Bern / Rome / Stockholm / Vienna')).toBe('Europe/Berlin');
    expect(zoneForTzid('(UTC-07:00) Mountain Time (US & Canada)')).toBe('America/Denver');
    expect(zoneForTzid('(UTC) Coordinated Universal Time')).toBe('UTC');
    expect(zoneForTzid('(UTC+01:00) Atlantis')).toBeNull();
    expect(zoneForTzid('Mountain Time')).toBeNull();
  });
});

describe('events import: VTODO, VJOURNAL and other components that are no events', () => {
  it('are left out with one note on stderr; the exit code is that of the events', async () => {
    const { code, stderr } = await importText('handmade.ics', HANDMADE);
    expect([code, stderr]).toEqual([
      0,
      `${join(dir, 'handmade.ics')}: 9 created, 0 updated, 0 skipped, 0 failed\n${LEFT_OUT}`,
    ]);
    const todos = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Example//Tasks//EN',
      'BEGIN:VTODO',
      'UID:t1',
      'SUMMARY:Buy tickets',
      'END:VTODO',
      'BEGIN:VTODO',
      'UID:t2',
      'SUMMARY:Book the hall',
      'END:VTODO',
      'BEGIN:VFREEBUSY',
      'UID:f1',
      'END:VFREEBUSY',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const only = await importText('todo.ics', todos);
    expect([only.code, only.stderr]).toEqual([
      0,
      `${only.file}: 0 created, 0 updated, 0 skipped, 0 failed\nnote: left out 2 VTODO and 1 VFREEBUSY: calev imports events (VEVENT) only\nno events in ${only.file}\n`,
    ]);
  });
});
