// Recurring events against a real WordPress + The Events Calendar site (namespace
// tribe/events/v1, no recurrence field): the CLI refuses a series before sending anything, and
// `--expand` creates its occurrences as single events. A site of its own from the kit
// (test/tec/site.ts); like the rest of the real-site suite it says why and skips without the kit.
import { describe, expect, it, type TestContext } from 'vitest';
import { siteOfFile } from './site.js';

const site = siteOfFile('the real-site series tests');

function calev(ctx: TestContext, args: string[]) {
  return site.get(ctx).cli('admin', ...args);
}

// a month from now: within the 24-month horizon whenever the test runs
const DAY = (offset: number) => new Date(Date.now() + (30 + offset) * 86_400_000).toISOString().slice(0, 10);
const STANDUP = ['events', 'create', '--title', 'Series standup', '--start-date', `${DAY(0)} 09:30`];

describe('a series against The Events Calendar (tribe/events/v1)', () => {
  it('is refused before anything is sent, with the way out', async (ctx) => {
    const r = await calev(ctx, [...STANDUP, '--end-date', `${DAY(0)} 09:45`, '--repeat', 'weekly', '--count', '3']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("recurring events need calev's server: tribe/events/v1 has no recurrence field");
    expect(r.stderr).toContain('--expand');
    const found = await calev(ctx, ['events', 'list', '--search', 'Series standup', '--format', 'count']);
    expect(found.stdout).toBe('0\n');
  });

  it('--expand creates each occurrence as a single event on the site', async (ctx) => {
    const r = await calev(ctx, [
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
    ]);
    expect(r.code, r.stderr).toBe(0);
    const created = JSON.parse(r.stdout) as Array<Record<string, unknown>>;
    expect(created.map((e) => e.start_date)).toEqual([DAY(0), DAY(7), DAY(14)].map((d) => `${d} 09:30:00`));
    for (const e of created) expect(e).not.toHaveProperty('recurrence');
    const listed = await calev(ctx, [
      'events',
      'list',
      '--search',
      'Series standup',
      '--start-date',
      DAY(-1),
      '--fields',
      'start_date',
    ]);
    expect(JSON.parse(listed.stdout)).toHaveLength(3);
  });
});
