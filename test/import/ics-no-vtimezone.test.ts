// calev events import of an iCalendar file whose TZIDs have no VTIMEZONE (against RFC 5545, as
// scripts write them): ical.js leaves such times floating; calev places them by the TZID's name,
// and fails an event whose TZID names no zone it knows. A file of its own, so that no other
// file's VTIMEZONEs are registered in this process (ical.js keeps them; the import now forgets
// them for each file).
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, run, tempDir } from '../cli/harness.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'ics');
let dir: string;
let env: Record<string, string>;

beforeEach(() => {
  dir = tempDir('calev-import-ics-tzid-');
  env = { CALEV_DATA_DIR: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config` };
});
afterEach(() => removeDir(dir));

const importFile = (name: string) => run(['events', 'import', join(FIXTURES, name), '--format', 'ndjson'], { env });

describe('events import no-vtimezone.ics (TZIDs without their VTIMEZONE, as scripts write them)', () => {
  it("an IANA or Windows TZID still places the time in its zone; an unknown one fails its event, never the site's zone", async () => {
    const { code, stderr } = await importFile('no-vtimezone.ics');
    expect([code, stderr]).toEqual([
      3,
      `line 19: Unknown zone: DTSTART on line 22 names TZID "Mars/Olympus Mons", a time zone calev does not know, and the file has no VTIMEZONE of that name: add its VTIMEZONE, or write the zone's IANA name (such as America/Denver)
${join(FIXTURES, 'no-vtimezone.ics')}: 2 created, 0 updated, 0 skipped, 1 failed
error: 1 of 3 events from ${join(FIXTURES, 'no-vtimezone.ics')} failed; the others were written
hint: fix the lines named above and run the same import again: it updates instead of duplicating
`,
    ]);
    const zoned = async (slug: string) => {
      const res = await run(
        ['events', 'get', slug, '--by-slug', '--fields', 'start_date,end_date,timezone,utc_start_date'],
        { env },
      );
      return JSON.parse(res.stdout) as Record<string, string>;
    };
    expect(await zoned('la-meeting')).toEqual({
      start_date: '2030-03-02 09:00:00',
      end_date: '2030-03-02 10:00:00',
      timezone: 'America/Los_Angeles',
      utc_start_date: '2030-03-02 17:00:00',
    });
    expect(await zoned('berlin-stand-up-d3ef977')).toEqual({
      start_date: '2030-03-04 09:30:00',
      end_date: '2030-03-04 09:45:00',
      timezone: 'Europe/Berlin',
      utc_start_date: '2030-03-04 08:30:00',
    });
    const unknown = await run(['events', 'get', 'unknown-zone-6a9f45e', '--by-slug'], { env });
    expect(unknown.code).toBe(1);
    // again: nothing changes
    const again = await importFile('no-vtimezone.ics');
    expect(again.stderr).toMatch(/2 skipped, 1 failed/);
  });
});
