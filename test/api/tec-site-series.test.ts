// Recurring events against a real WordPress + The Events Calendar site (namespace
// tribe/events/v1, no recurrence field): the CLI refuses a series before sending anything, and
// `--expand` creates its occurrences as single events. Starts ../shared/tec-site (or
// $CALEV_TEC_SITE) on loopback; prints one line and skips when the kit is not there.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from '../cli/harness.js';
import { assertBuilt, calev, ROOT } from '../e2e/calev.js';

const KIT = process.env.CALEV_TEC_SITE ?? join(ROOT, '..', 'shared', 'tec-site');
const PORT = process.env.CALEV_TEC_PORT ?? '8142';
const available = existsSync(join(KIT, 'start.sh'));
if (!available) console.log(`skipping the real-site series tests: no tec-site kit at ${KIT}`);

let dir: string;
let env: Record<string, string>;

beforeAll(() => {
  if (!available) return;
  assertBuilt();
  dir = tempDir('calev-tec-series-');
  const url = execFileSync('bash', [join(KIT, 'start.sh'), join(dir, 'site'), PORT], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .at(-1)!;
  const passwords = JSON.parse(readFileSync(join(dir, 'site', 'app-passwords.json'), 'utf8')) as Record<string, string>;
  env = {
    HOME: dir,
    XDG_CONFIG_HOME: join(dir, 'config'),
    CALEV_URL: url,
    CALEV_NAMESPACE: 'tribe/events/v1',
    CALEV_USER: 'admin',
    CALEV_PASSWORD: passwords.admin,
  };
}, 300_000);

afterAll(() => {
  if (!available) return;
  execFileSync('bash', [join(KIT, 'stop.sh'), join(dir, 'site'), '--drop'], { stdio: 'ignore' });
  removeDir(dir);
});

// a month from now: within the 24-month horizon whenever the test runs
const DAY = (offset: number) => new Date(Date.now() + (30 + offset) * 86_400_000).toISOString().slice(0, 10);
const STANDUP = ['events', 'create', '--title', 'Series standup', '--start-date', `${DAY(0)} 09:30`];

describe.runIf(available)('a series against The Events Calendar (tribe/events/v1)', () => {
  it('is refused before anything is sent, with the way out', async () => {
    const r = await calev([...STANDUP, '--end-date', `${DAY(0)} 09:45`, '--repeat', 'weekly', '--count', '3'], {
      env,
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("recurring events need calev's server: tribe/events/v1 has no recurrence field");
    expect(r.stderr).toContain('--expand');
    const found = await calev(['events', 'list', '--search', 'Series standup', '--format', 'count'], { env });
    expect(found.stdout).toBe('0\n');
  });

  it('--expand creates each occurrence as a single event on the site', async () => {
    const r = await calev(
      [
        ...STANDUP,
        '--end-date',
        `${DAY(0)} 09:45`,
        '--repeat',
        'weekly',
        '--count',
        '3',
        '--expand',
        '--format',
        'json',
      ],
      { env },
    );
    expect(r.code, r.stderr).toBe(0);
    const created = JSON.parse(r.stdout) as Array<Record<string, unknown>>;
    expect(created.map((e) => e.start_date)).toEqual([DAY(0), DAY(7), DAY(14)].map((d) => `${d} 09:30:00`));
    for (const e of created) expect(e).not.toHaveProperty('recurrence');
    const listed = await calev(
      ['events', 'list', '--search', 'Series standup', '--start-date', DAY(-1), '--fields', 'start_date'],
      { env },
    );
    expect(JSON.parse(listed.stdout)).toHaveLength(3);
  });
});
