// A series exported as JSON, NDJSON or CSV holds each occurrence as a row of its own (with its
// `post_parent`). Imported into another data dir or served site, the series comes back as itself:
// the series makes its occurrences, the rows of edited ones edit them, the row of one moved off
// the rule is made at its own start, and nothing is written twice, on the first run or the next
// (API.md §7.1, CLI.md §5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, run, tempDir } from '../cli/harness.js';
import { startTestServer, type TestServer, USERS } from '../support/server.js';

let dir: string;
let source: Record<string, string>;
const files = new Map<string, string>();
const RANGE = ['--start-date', '2027-01-01', '--end-date', '2027-12-31'];
const FIELDS = 'slug,title,start_date,end_date,post_parent,recurrence';

/** The events of 2027, as `slug title start end parent-slug recurrence` lines. */
async function stored(env: Record<string, string>): Promise<string[]> {
  const res = await run(['events', 'list', '--all', ...RANGE, '--fields', `id,${FIELDS}`, '--format', 'ndjson'], {
    env,
  });
  expect(res.code, res.stderr).toBe(0);
  const rows = res.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  const slugOf = new Map(rows.map((r) => [r.id, r.slug]));
  return rows.map((r) =>
    [r.slug, r.title, r.start_date, r.end_date, slugOf.get(r.post_parent) ?? '-', JSON.stringify(r.recurrence)].join(
      ' | ',
    ),
  );
}

const actions = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { action: string; item: string; note?: string })
    .map((r) => `${r.item} ${r.action}${r.note ? ` (${r.note})` : ''}`);

beforeAll(async () => {
  dir = tempDir('calev-series-rows-');
  source = { CALEV_DATA_DIR: `${dir}/source`, XDG_CONFIG_HOME: `${dir}/config` };
  const calev = async (...args: string[]) => {
    const res = await run(args, { env: source });
    expect(res.code, res.stderr).toBe(0);
    return res.stdout.trim();
  };
  // a weekly series of five (within the 24-month horizon, where its occurrences are made); the second edited, the third deleted, the fourth moved a day later
  const master = await calev(
    ...['events', 'create', '--title', 'Club', '--start-date', '2027-01-04 19:00', '--end-date', '2027-01-04 21:00'],
    ...['--timezone', 'Europe/Paris', '--repeat', 'weekly', '--count', '5', '--format', 'ids'],
  );
  const occurrences = (await calev('events', 'list', ...RANGE, '--post-parent', master, '--format', 'ids')).split('\n');
  expect(occurrences).toHaveLength(4);
  const [edited, deleted, moved] = occurrences;
  await calev('events', 'update', edited, '--title', 'Club special', '--format', 'ids');
  await calev('events', 'delete', deleted, '--occurrence', '--yes', '--format', 'ids');
  await calev(
    ...['events', 'update', moved, '--start-date', '2027-01-26 18:00', '--end-date', '2027-01-26 20:00'],
    '--format',
    'ids',
  );
  for (const format of ['json', 'ndjson', 'csv']) {
    const path = `${dir}/club.${format}`;
    await calev('events', 'export', ...RANGE, '--output', path);
    files.set(format, path);
  }
});
afterAll(() => removeDir(dir));

describe('a series exported as rows, imported into an empty data dir', () => {
  for (const format of ['json', 'ndjson', 'csv']) {
    it(`${format}: comes back as the same series, occurrences, edit and move, and a second run writes nothing`, async () => {
      const target = { CALEV_DATA_DIR: `${dir}/target-${format}`, XDG_CONFIG_HOME: `${dir}/config` };
      const path = files.get(format)!;
      const dry = await run(['events', 'import', path, '--dry-run', '--format', 'ndjson'], { env: target });
      expect(dry.code, dry.stderr).toBe(0);
      expect(actions(dry.stdout)).toEqual([
        'club create',
        'club-2027-01-11 create (an occurrence of club, made with it)',
        'club-2027-01-25 create (an occurrence of club, made with it)',
        'club-2027-02-01 create (an occurrence of club, made with it)',
      ]);
      const first = await run(['events', 'import', path, '--format', 'ndjson'], { env: target });
      expect(first.code, first.stderr).toBe(0);
      expect(actions(first.stdout)).toEqual([
        'club created',
        'club-2027-01-11 updated (an occurrence edited on its own)',
        'club-2027-01-25 created (an occurrence of club moved off its rule)',
        'club-2027-02-01 skipped (unchanged)',
      ]);
      const expected = await stored(source);
      expect(expected).toHaveLength(4);
      expect(await stored(target)).toEqual(expected);
      const again = await run(['events', 'import', path, '--format', 'ndjson'], { env: target });
      expect(actions(again.stdout).map((a) => a.split(' ')[1])).toEqual(['skipped', 'skipped', 'skipped', 'skipped']);
      expect(await stored(target)).toEqual(expected);
    });
  }
});

describe('into calev serve over HTTP (its writes in batches)', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer();
  });
  afterAll(() => srv.stop());

  it('the series and its rows come back once, as in the data dir', async () => {
    const env = {
      CALEV_URL: srv.base,
      CALEV_USER: 'admin',
      CALEV_PASSWORD: USERS.admin,
      XDG_CONFIG_HOME: `${dir}/config`,
    };
    for (let run_ = 0; run_ < 2; run_++) {
      const res = await run(['events', 'import', files.get('ndjson')!, '--format', 'ndjson'], { env });
      expect(res.code, res.stderr).toBe(0);
    }
    expect(await stored(env)).toEqual(await stored(source));
  });
});
