// calev events import of an iCalendar file whose TZIDs have no VTIMEZONE (against RFC 5545, as
// scripts write them): ical.js leaves such times floating. A file of its own, so that no other
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
  it('an IANA or Windows TZID still places the time in its zone; an unknown one is a wall clock of the site', async () => {
    const { code, stderr } = await importFile('no-vtimezone.ics');
    expect([code, stderr]).toEqual([
      0,
      `${join(FIXTURES, 'no-vtimezone.ics')}: 3 created, 0 updated, 0 skipped, 0 failed\n`,
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
    expect(await zoned('unknown-zone-6a9f45e')).toMatchObject({ start_date: '2030-03-05 12:00:00', timezone: 'UTC' });
    // again: nothing changes
    const again = await importFile('no-vtimezone.ics');
    expect(again.stderr).toMatch(/3 skipped, 0 failed/);
  });
});
