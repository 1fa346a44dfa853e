// `export --excel`: CSV as Excel opens it (a byte order mark; semicolons and decimal commas where
// the locale writes 12,50), which import reads back as it was.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, run, tempDir } from '../cli/harness.js';

let dir: string;
let env: Record<string, string>;
const RANGE = ['--start-date', '2030-01-01', '--end-date', '2030-12-31'];

beforeEach(async () => {
  dir = tempDir('calev-excel-');
  env = { CALEV_DATA_DIR: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config` };
  const lines = [
    { title: 'Café; Konzert, groß', slug: 'cafe', start_date: '2030-02-01 10:00', end_date: '2030-02-01 11:00' },
    { title: 'Range', slug: 'range', start_date: '2030-02-02 10:00', end_date: '2030-02-02 11:00' },
  ].map((e, i) => JSON.stringify({ ...e, cost: ['12.50', '10.5 - 20'][i] }));
  const seeded = await run(['events', 'import', '-', '--input-format', 'ndjson'], { env, stdin: lines.join('\n') });
  expect(seeded.code).toBe(0);
});
afterEach(() => removeDir(dir));

/** `events export ARGS` under this locale: the file's text */
async function exported(locale: string, ...args: string[]): Promise<string> {
  const file = `${dir}/${locale}.csv`;
  const res = await run(['events', 'export', ...RANGE, '--excel', '--output', file, ...args], {
    env: { ...env, LANG: locale },
  });
  expect([res.code, res.stderr]).toEqual([0, `2 events written to ${file}\n`]);
  return readFileSync(file, 'utf8');
}

describe('events export --excel', () => {
  it('where the decimal mark is a comma (de_DE): a byte order mark, semicolons, costs with decimal commas', async () => {
    const text = await exported('de_DE.UTF-8');
    expect(text.startsWith('\uFEFFid;slug;title;')).toBe(true);
    const [, cafe, range] = text.split('\n');
    // a cell with the separator in it is quoted; a comma alone no longer needs it
    expect(cafe).toContain(';"Café; Konzert, groß";');
    expect(cafe).toContain(';$12,5;');
    expect(range).toContain(';$10,5 – $20;');
  });

  it('where it is a point (en_US): a byte order mark, commas, costs as stored', async () => {
    const text = await exported('en_US.UTF-8');
    expect(text.startsWith('\uFEFFid,slug,title,')).toBe(true);
    const [, cafe, range] = text.split('\n');
    expect(cafe).toContain(',"Café; Konzert, groß",');
    expect(cafe).toContain(',$12.5,');
    expect(range).toContain(',$10.5 – $20,');
  });

  it('imports back into another store as it was, in any locale', async () => {
    const file = `${dir}/de_DE.UTF-8.csv`;
    await exported('de_DE.UTF-8');
    const other = { CALEV_DATA_DIR: `${dir}/other`, XDG_CONFIG_HOME: `${dir}/config` };
    const imported = await run(['events', 'import', file], { env: { ...other, LANG: 'C' } });
    expect(imported.code).toBe(0);
    const fields = ['--fields', 'slug,title,cost', '--format', 'json'];
    const before = await run(['events', 'list', ...RANGE, ...fields], { env });
    const after = await run(['events', 'list', ...RANGE, ...fields], { env: other });
    expect(JSON.parse(after.stdout)).toEqual(JSON.parse(before.stdout));
    expect(JSON.parse(after.stdout)).toHaveLength(2);
  });

  describe('saved back by Excel, its dates in the locale’s form, imports the same dates', () => {
    const ISO = /(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):\d{2}/g;
    const dates = ['--fields', 'slug,start_date,end_date', '--format', 'json'];

    /** export under `locale`, the dates rewritten by `resave`, imported into another store under `lang` */
    async function roundTrip(locale: string, resave: (...m: string[]) => string, lang: string, ...flags: string[]) {
      const file = `${dir}/${locale}.csv`;
      const text = (await exported(locale)).replace(ISO, (...m: string[]) => resave(...m));
      writeFileSync(file, text);
      const other = { CALEV_DATA_DIR: `${dir}/other`, XDG_CONFIG_HOME: `${dir}/config` };
      const imported = await run(['events', 'import', file, '--format', 'count', ...flags], {
        env: { ...other, LANG: lang },
      });
      expect(imported.code, imported.stderr).toBe(0);
      const before = await run(['events', 'list', ...RANGE, ...dates], { env });
      const after = await run(['events', 'list', ...RANGE, ...dates], { env: other });
      expect(JSON.parse(after.stdout)).toEqual(JSON.parse(before.stdout));
      return { text, stderr: imported.stderr };
    }

    it('France: 01/02/2030 10:00 is the first of February, as the locale writes dates', async () => {
      const { text, stderr } = await roundTrip(
        'fr_FR.UTF-8',
        (_, y, mo, d, h, mi) => `${d}/${mo}/${y} ${h}:${mi}`,
        'fr_FR.UTF-8',
      );
      expect(text).toContain(';01/02/2030 10:00;');
      expect(stderr).toContain(
        'dates read day first (01/02/2030 on line 2 as 2030-02-01), as the locale fr_FR writes them',
      );
    });

    it('the same file under --date-order dmy where the locale says nothing (C)', async () => {
      await roundTrip('fr_FR.UTF-8', (_, y, mo, d, h, mi) => `${d}/${mo}/${y} ${h}:${mi}`, 'C', '--date-order', 'dmy');
    });

    it('Germany: 01.02.2030 10:00', async () => {
      const { text } = await roundTrip('de_DE.UTF-8', (_, y, mo, d, h, mi) => `${d}.${mo}.${y} ${h}:${mi}`, 'C');
      expect(text).toContain(';01.02.2030 10:00;');
    });

    it('the United States: 2/1/2030 10:00 AM', async () => {
      const us = (_: string, y: string, mo: string, d: string, h: string, mi: string) =>
        `${Number(mo)}/${Number(d)}/${y} ${Number(h) % 12 || 12}:${mi} ${Number(h) < 12 ? 'AM' : 'PM'}`;
      const { text } = await roundTrip('en_US.UTF-8', us, 'en_US.UTF-8');
      expect(text).toContain(',2/1/2030 10:00 AM,');
    });

    it('Japan: 2030/2/1 10:00', async () => {
      const ja = (_: string, y: string, mo: string, d: string, h: string, mi: string) =>
        `${y}/${Number(mo)}/${Number(d)} ${h}:${mi}`;
      const { text } = await roundTrip('ja_JP.UTF-8', ja, 'ja_JP.UTF-8');
      expect(text).toContain(',2030/2/1 10:00,');
    });
  });

  it('is csv: alone it writes csv to stdout; with another format it is a usage error (exit 2)', async () => {
    const res = await run(['events', 'export', ...RANGE, '--excel'], { env: { ...env, LANG: 'fr_FR.UTF-8' } });
    expect(res.code).toBe(0);
    expect(res.stdout.startsWith('\uFEFFid;slug;')).toBe(true);
    const json = await run(['events', 'export', ...RANGE, '--excel', '--format', 'json'], { env });
    expect([json.code, json.stderr]).toEqual([2, 'error: --excel writes csv, not json\n']);
    const ics = await run(['events', 'export', ...RANGE, '--excel', '--output', `${dir}/x.ics`], { env });
    expect([ics.code, ics.stderr]).toEqual([2, 'error: --excel writes csv, not ics\n']);
  });

  it('venues too: every resource exports for Excel', async () => {
    const venue = await run(['venues', 'create', '--venue', 'Salle; Pleyel', '--format', 'ids'], { env });
    expect(venue.code).toBe(0);
    const res = await run(['venues', 'export', '--excel'], { env: { ...env, LANG: 'fr_FR.UTF-8' } });
    expect(res.code).toBe(0);
    expect(res.stdout.startsWith('\uFEFFid;')).toBe(true);
    expect(res.stdout).toContain(';"Salle; Pleyel";');
  });
});
