// `export --excel`: CSV as Excel opens it (a byte order mark; semicolons and decimal commas where
// the locale writes 12,50), which import reads back as it was.
import { readFileSync } from 'node:fs';
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
