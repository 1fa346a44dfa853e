// calev against the real plugin: WordPress 6.1 + The Events Calendar 6.17.2 started from the kit
// (test/tec/site.ts), driven through the built binary as a user would, and checked through the
// site's own API. Lists past a page, imports twice, export past a page, for every role. One site
// for the file; the real-site suite's files run two at a time, each on a site of its own
// (vitest.site.config.ts). `npm run test:site` runs it; where the kit, root or its packages are
// missing it says so in one line and skips (CALEV_SITE_REQUIRED=1, as in CI, makes that a failure).
// The numbers (#1 …) are the items of issue 19.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventOn, ids, json, listedIds, ok, siteAndFolderOfFile, sorted } from './on-site.js';

const site = siteAndFolderOfFile('lists and imports on the real site');
const the = site.the;

describe('lists past a page, imports twice, export', () => {
  const window = ['--start-date', '2030-06-01', '--end-date', '2030-06-30'];

  it('an organizer one row names alone and a later row names with its e-mail gets the e-mail; again, all skipped', async (ctx) => {
    const s = the(ctx);
    const file = join(site.dir(), 'organizer-rows.json');
    const row = (title: string, day: string, organizer: unknown) => ({
      title,
      start_date: `2031-04-${day} 10:00:00`,
      end_date: `2031-04-${day} 11:00:00`,
      organizer,
    });
    writeFileSync(
      file,
      JSON.stringify([
        row('Named alone', '20', 'Row Org'),
        row('Named with mail', '21', [{ organizer: 'Row Org', email: 'row@example.org' }]),
      ]),
    );
    const first = await s.cli('admin', 'events', 'import', file, '--concurrency', '1');
    expect([first.code, first.stderr]).toEqual([0, `${file}: 2 created, 0 updated, 0 skipped, 0 failed\n`]);
    expect(await json(s, 'admin', 'organizers', 'get', 'row-org')).toMatchObject({ email: 'row@example.org' });
    const again = await s.cli('admin', 'events', 'import', file);
    expect([again.code, again.stderr]).toEqual([0, `${file}: 0 created, 0 updated, 2 skipped, 0 failed\n`]);
  });

  it('a row whose end is before its start is made ending at its start, listed (the plugin would list it nowhere); again, skipped', async (ctx) => {
    const s = the(ctx);
    const file = join(site.dir(), 'backwards.ndjson');
    writeFileSync(
      file,
      `${JSON.stringify({ title: 'Backwards row', start_date: '2031-04-10 08:00:00', end_date: '2031-04-01 09:30:00' })}\n`,
    );
    const first = await s.cli('admin', 'events', 'import', file);
    expect([first.code, first.stderr]).toEqual([0, `${file}: 1 created, 0 updated, 0 skipped, 0 failed\n`]);
    // the row's result says so
    expect(JSON.parse(first.stdout)[0].note).toBe(
      'its end (2031-04-01 09:30) is before its start (2031-04-10 08:00): it ends at its start',
    );
    const listed = await json(s, 'admin', 'events', 'list', '--start-date', '2031-04-10', '--end-date', '2031-04-10');
    expect(listed.map((e: { title: string; end_date: string }) => [e.title, e.end_date])).toEqual([
      ['Backwards row', '2031-04-10 08:00:00'],
    ]);
    const again = await s.cli('admin', 'events', 'import', file);
    expect([again.code, again.stderr]).toEqual([0, `${file}: 0 created, 0 updated, 1 skipped, 0 failed\n`]);
  });

  it('our CSV imported twice: created, then all skipped (#7); --all past a page for every role (#2)', async (ctx) => {
    const s = the(ctx);
    const rows = Array.from({ length: 55 }, (_, i) => {
      const day = String((i % 28) + 1).padStart(2, '0');
      const hour = String(8 + Math.floor(i / 28)).padStart(2, '0');
      return `Batch event ${i + 1},2030-06-${day} ${hour}:00,2030-06-${day} ${hour}:30,"Line one of ${i + 1}.\n\nLine two.",${i % 3 === 0 ? '0' : String(i)},Music,outdoor`;
    });
    const file = join(site.dir(), 'batch.csv');
    writeFileSync(file, `title,start_date,end_date,description,cost,categories,tags\n${rows.join('\n')}\n`);
    const first = await s.cli('admin', 'events', 'import', file);
    expect([first.code, first.stderr]).toEqual([0, `${file}: 55 created, 0 updated, 0 skipped, 0 failed\n`]);
    const second = await s.cli('admin', 'events', 'import', file);
    expect([second.code, second.stderr]).toEqual([0, `${file}: 0 created, 0 updated, 55 skipped, 0 failed\n`]);
    expect(await ok(s, 'admin', 'events', 'get', 'batch-event-7', '--fields', 'slug', '--format', 'json')).toBe(
      '{"slug":"batch-event-7"}\n',
    );

    for (const role of ['admin', 'editor', 'contributor', 'subscriber'] as const) {
      const expected = await listedIds(s, 'events', '&start_date=2030-06-01&end_date=2030-06-30', role);
      const all = ids(await ok(s, role, 'events', 'list', ...window, '--all', '--per-page', '20', '--format', 'ids'));
      expect([role, sorted(all)]).toEqual([role, sorted(expected)]);
      expect(all.length).toBeGreaterThanOrEqual(55);
      const limited = ids(await ok(s, role, 'events', 'list', ...window, '--limit', '25', '--format', 'ids'));
      expect(limited).toEqual(expected.slice(0, 25));
    }
    const any = await s.cli(
      'admin',
      'events',
      'list',
      ...window,
      '--status',
      'any',
      '--per-page',
      '50',
      '--format',
      'count',
    );
    expect([any.code, any.stdout]).toEqual([0, '55\n']);
  });

  it('a filtered list past a page keeps its filter on every page: --categories, --tags, --no-featured (the next link drops them)', async (ctx) => {
    const s = the(ctx);
    const day = (n: number) => `2030-12-${String(n).padStart(2, '0')}`;
    const blues: number[] = [];
    const plain: number[] = [];
    for (let n = 1; n <= 7; n++) {
      const more =
        n <= 4 ? ['--categories', 'Paged Blues', '--tags', 'paged-tag'] : ['--featured', '--tags', 'paged-other'];
      const id = await eventOn(s, `Paged ${n}`, day(n), '19:00', '20:00', ...more);
      (n <= 4 ? blues : plain).push(id);
    }
    const list = (...filter: string[]) =>
      ok(s, 'admin', 'events', 'list', '--start-date', day(1), '--end-date', day(7), '--per-page', '3', ...filter);
    expect(ids(await list('--categories', 'paged-blues', '--all', '--format', 'ids'))).toEqual(blues);
    expect(ids(await list('--tags', 'paged-tag', '--all', '--format', 'ids'))).toEqual(blues);
    expect(ids(await list('--no-featured', '--all', '--format', 'ids'))).toEqual(blues);
    expect(ids(await list('--categories', 'paged-blues', '--limit', '4', '--format', 'ids'))).toEqual(blues);
    // several tags: the events of any of them (the site lists those of the first alone)
    expect(ids(await list('--tags', 'paged-other,paged-tag', '--all', '--format', 'ids'))).toEqual([
      ...blues,
      ...plain,
    ]);
    expect(await list('--tags', 'paged-other,paged-tag', '--format', 'count')).toBe('7\n');
  });

  it('events list --include lists those events at any date, past or beyond the next two years, with dates given or not', async (ctx) => {
    const s = the(ctx);
    const made: number[] = [];
    for (const [title, day] of [
      ['Included past', '2015-02-03'],
      ['Included soon', new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)],
      ['Included far', '2035-02-03'],
    ]) {
      made.push(await eventOn(s, title, day, '10:00', '11:00'));
    }
    for (const dates of [
      [],
      ['--start-date', '2000-01-01', '--end-date', '2040-01-01'],
      ['--ends-before', '2016-01-01'],
    ]) {
      const listed = ids(
        await ok(s, 'editor', 'events', 'list', '--include', made.join(','), ...dates, '--format', 'ids'),
      );
      expect([dates, sorted(listed)]).toEqual([dates, made]);
    }
  });

  it('events list and agenda --venue NAME --organizer SLUG: looked up, then listed by id (the plugin takes only ids); an unknown name fails (exit 1)', async (ctx) => {
    const s = the(ctx);
    const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const at = (title: string, ...links: string[]) => eventOn(s, title, day, '18:00', '19:00', ...links);
    const both = await at('Filtered both', '--venue', 'Filter Hall', '--organizer', 'Filter Org');
    const hall = await at('Filtered hall', '--venue', 'Filter Hall');
    await at('Filtered elsewhere', '--venue', 'Other Filter Hall', '--organizer', 'Filter Org');
    expect(
      sorted(ids(await ok(s, 'subscriber', 'events', 'list', '--venue', 'filter hall', '--format', 'ids'))),
    ).toEqual([both, hall]);
    expect(
      ids(
        await ok(
          s,
          'editor',
          'events',
          'list',
          '--venue',
          'Filter Hall',
          '--organizer',
          'filter-org',
          '--format',
          'ids',
        ),
      ),
    ).toEqual([both]);
    const agenda = JSON.parse(
      await ok(s, 'author', 'agenda', day, '--days', '1', '--venue', 'filter-hall', '--format', 'json'),
    ) as Array<{ events: Array<{ id: number }> }>;
    expect(sorted(agenda.flatMap((d) => d.events.map((e) => e.id)))).toEqual([both, hall]);
    const unknown = await s.cli('admin', 'events', 'list', '--venue', 'No Such Filter Hall');
    expect([unknown.code, unknown.stderr.split('\n')[0]]).toEqual([
      1,
      'error: no venue "No Such Filter Hall" (by name or slug) for --venue',
    ]);
  });

  it("an import tries WordPress's batches: the plugin's routes do not take them, nor WordPress reads in one, so nothing of those batches ran and every request goes alone", async (ctx) => {
    const s = the(ctx);
    const file = join(site.dir(), 'batched.ndjson');
    const rows = Array.from({ length: 30 }, (_, i) =>
      JSON.stringify({
        title: `Batched ${i + 1}`,
        start_date: `2030-08-0${(i % 9) + 1} 10:00`,
        end_date: `2030-08-0${(i % 9) + 1} 11:00`,
      }),
    );
    writeFileSync(file, `${rows.join('\n')}\n`);
    const first = await s.cli('admin', 'events', 'import', file, '--verbose');
    expect(first.code).toBe(0);
    expect(first.stderr).toContain(`${file}: 30 created, 0 updated, 0 skipped, 0 failed\n`);
    expect(
      first.stderr.match(/^batches: the site does not take these writes in batches; the writes go one by one$/gm),
    ).toHaveLength(1);
    // WordPress takes no reads in a batch (its schema's methods are the writes'): the lookups go alone
    expect(first.stderr.match(/^batches: batch\/v1 answered 400; the reads go one by one$/gm)).toHaveLength(1);
    const second = await s.cli('admin', 'events', 'import', file);
    expect([second.code, second.stderr]).toEqual([0, `${file}: 0 created, 0 updated, 30 skipped, 0 failed\n`]);
  });

  it('export past 50 items to a file; a failed export leaves the file as it was (#2, #4, #12)', async (ctx) => {
    const s = the(ctx);
    const file = join(site.dir(), 'june.ndjson');
    const done = await s.cli('editor', 'events', 'export', ...window, '--output', file);
    expect(done.stderr).toMatch(/^5\d events written to /);
    const text = readFileSync(file, 'utf8');
    expect(text.trim().split('\n').length).toBeGreaterThanOrEqual(55);
    const failed = await s.cli(
      'editor',
      'events',
      'export',
      ...window,
      '--output',
      file,
      '--api-root',
      '/no-such-root',
    );
    // events hidden from listings: the plugin lists none of them, so an export says so
    expect(done.stderr).toMatch(/\nnote: this site \(tribe\/events\/v1\) lists no events hidden from listings/);
    expect((await s.cli('editor', 'events', 'list', '--hide-from-listings')).code).toBe(1);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toBe(
      'error: events: the server answered HTTP 404 (404 http_404)\nhint: check --api-root, and that The Events Calendar is active on the site (requests went to /no-such-root/tribe/events/v1)\n',
    );
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('ICS and CSV exports import back onto the site without changes', async (ctx) => {
    const s = the(ctx);
    const week = ['--start-date', '2030-06-01', '--end-date', '2030-06-07'];
    for (const ext of ['ics', 'csv']) {
      const file = join(site.dir(), `week.${ext}`);
      await ok(s, 'admin', 'events', 'export', ...week, '--output', file);
      const again = await s.cli('admin', 'events', 'import', file);
      expect([ext, again.code, again.stderr]).toEqual([
        ext,
        0,
        `${file}: 0 created, 0 updated, 14 skipped, 0 failed\n`,
      ]);
    }
  });
});
