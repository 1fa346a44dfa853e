// How an import finds its items again: events without a slug by title and start (as The Events
// Calendar's importer does), ICS events by their UID while their slugs come from SUMMARY.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recognisesUid, slugForUid } from '../../src/cli/import/ics.js';
import { removeDir, run, tempDir } from '../cli/harness.js';

let dir: string;
let env: Record<string, string>;

beforeEach(() => {
  dir = tempDir('calev-import-identity-');
  env = { CALEV_DATA_DIR: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config` };
});
afterEach(() => removeDir(dir));

async function importText(name: string, text: string) {
  const file = join(dir, name);
  writeFileSync(file, text);
  const res = await run(['events', 'import', file, '--format', 'ndjson'], { env });
  const results = res.stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { line: number; action: string; id: number; item: string });
  return { ...res, results: results.sort((a, b) => a.line - b.line) };
}

async function events(): Promise<Array<Record<string, unknown>>> {
  const res = await run(
    [
      'events',
      'export',
      '--start-date',
      '2030-01-01',
      '--end-date',
      '2030-12-31',
      '--format',
      'json',
      '--fields',
      'id,slug,title,start_date,end_date',
    ],
    { env },
  );
  return JSON.parse(res.stdout) as Array<Record<string, unknown>>;
}

const TEC_HEADER = 'Event Name,Event Start Date,Event Start Time,Event End Date,Event End Time,Hide\n';

describe('events without a slug (The Events Calendar CSV, our CSV without a slug column)', () => {
  it('get the slug of their title, -2 only on a clash, and a re-run finds each by title and start', async () => {
    const csv = [
      'Jazz Night,03/01/2030,19:00:00,03/01/2030,22:00:00,',
      'Jazz Night,03/08/2030,19:00:00,03/08/2030,22:00:00,true',
      "O'Brien's Quiz,03/02/2030,20:00:00,03/02/2030,21:00:00,",
    ].join('\n');
    const first = await importText('events.csv', `${TEC_HEADER}${csv}\n`);
    expect(first.code).toBe(0);
    expect(first.results.map((r) => [r.action, r.item])).toEqual([
      ['created', 'Jazz Night'],
      ['created', 'Jazz Night'],
      ['created', "O'Brien's Quiz"],
    ]);
    const exported = await events();
    expect(exported.map((e) => [e.slug, e.start_date]).sort()).toEqual([
      ['jazz-night', '2030-03-01 19:00:00'],
      ['jazz-night-2', '2030-03-08 19:00:00'],
      ['o-brien-s-quiz', '2030-03-02 20:00:00'],
    ]);
    // The hidden one is not listed (an export asks for it apart): a re-run finds it among the
    // slugs of its title.
    const hidden = await run(['events', 'get', 'jazz-night-2', '--fields', 'id,start_date,hide_from_listings'], {
      env,
    });
    expect(JSON.parse(hidden.stdout)).toEqual({
      id: first.results[1].id,
      start_date: '2030-03-08 19:00:00',
      hide_from_listings: true,
    });
    const again = await importText('events.csv', `${TEC_HEADER}${csv}\n`);
    expect(again.code).toBe(0);
    expect(again.results.map((r) => r.action)).toEqual(['skipped', 'skipped', 'skipped']);
    expect(again.results.map((r) => r.id)).toEqual(first.results.map((r) => r.id));
  });

  it('a changed end time updates the event of the same title and start; a new start is a new event', async () => {
    await importText('a.csv', `${TEC_HEADER}Jazz Night,03/01/2030,19:00:00,03/01/2030,22:00:00,\n`);
    const changed = await importText(
      'b.csv',
      `${TEC_HEADER}jazz night,03/01/2030,19:00:00,03/01/2030,23:00:00,\nJazz Night,03/01/2030,20:00:00,03/01/2030,23:00:00,\n`,
    );
    expect(changed.results.map((r) => r.action)).toEqual(['updated', 'created']);
    expect((await events()).map((e) => [e.slug, e.title, e.start_date, e.end_date])).toEqual([
      ['jazz-night', 'jazz night', '2030-03-01 19:00:00', '2030-03-01 23:00:00'],
      ['jazz-night-2', 'Jazz Night', '2030-03-01 20:00:00', '2030-03-01 23:00:00'],
    ]);
  });

  it('our own CSV without a slug column is matched the same way', async () => {
    const csv = 'title,start_date,end_date\nBook club,2030-05-01 18:00,2030-05-01 19:00\n';
    expect((await importText('own.csv', csv)).results.map((r) => r.action)).toEqual(['created']);
    expect((await importText('own.csv', csv)).results.map((r) => r.action)).toEqual(['skipped']);
    expect((await events()).map((e) => e.slug)).toEqual(['book-club']);
  });
});

function vevent(uid: string, summary: string, day: string): string {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20300101T000000Z',
    `DTSTART:${day}T100000Z`,
    `DTEND:${day}T110000Z`,
    `SUMMARY:${summary}`,
    'END:VEVENT',
  ].join('\r\n');
}

function calendar(...events: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
}

describe('ICS events: slugs from SUMMARY, identity from UID', () => {
  it('two events of one SUMMARY stay two; a changed SUMMARY updates the event of that UID', async () => {
    const a = 'a1b2c3@calendar.example.com';
    const b = 'd4e5f6@calendar.example.com';
    const first = await importText(
      'feed.ics',
      calendar(vevent(a, 'Standup', '20300301'), vevent(b, 'Standup', '20300302')),
    );
    expect(first.results.map((r) => [r.action, r.item])).toEqual([
      ['created', slugForUid(a, 'Standup')],
      ['created', slugForUid(b, 'Standup')],
    ]);
    expect(slugForUid(a, 'Standup')).toMatch(/^standup-[0-9a-f]{7}$/);
    const renamed = await importText(
      'feed.ics',
      calendar(vevent(a, 'Daily standup', '20300301'), vevent(b, 'Standup', '20300302')),
    );
    expect(renamed.results.map((r) => r.action)).toEqual(['updated', 'skipped']);
    expect((await events()).map((e) => [e.slug, e.title])).toEqual([
      [slugForUid(a, 'Standup'), 'Daily standup'],
      [slugForUid(b, 'Standup'), 'Standup'],
    ]);
  });

  it('an event imported earlier under the UID as its slug is found again, not duplicated', async () => {
    const uid = '7rel9call2030@google.com';
    const json = JSON.stringify([
      { title: 'Release call', slug: '7rel9call2030', start_date: '2030-09-01 10:00', end_date: '2030-09-01 11:00' },
    ]);
    await importText('old.json', json);
    const res = await importText('feed.ics', calendar(vevent(uid, 'Release call', '20300901')));
    expect(res.results.map((r) => r.action)).toEqual(['skipped']);
    expect((await events()).map((e) => e.slug)).toEqual(['7rel9call2030']);
  });

  it('slugForUid: readable from SUMMARY; a UID that is a slug of the title, or no SUMMARY, keeps the UID slug', () => {
    expect(slugForUid('x1@example.org', 'Café & Bar')).toMatch(/^cafe-bar-[0-9a-f]{7}$/);
    expect(slugForUid('jazz-night@site.example', 'Jazz Night')).toBe('jazz-night');
    expect(slugForUid('jazz-night-2@site.example', 'Jazz Night')).toBe('jazz-night-2');
    expect(slugForUid('jazz-night@site.example', undefined)).toBe('jazz-night');
    const tag = slugForUid('x1@example.org', 'A').slice(-7);
    const recognise = recognisesUid('x1@example.org');
    expect(recognise({ slug: `renamed-${tag}` })).toBe(true);
    expect(recognise({ slug: `a-${tag}-2` })).toBe(true);
    expect(recognise({ slug: 'x1' })).toBe(true);
    expect(recognise({ slug: 'a-0000000' })).toBe(false);
  });
});

describe("events with slugs, found among their month's listed events", () => {
  it('one an earlier row of the run updated (by its title and start) is read again, not taken from the older list', async () => {
    const row = (title: string, slug: string | undefined, cost: number) =>
      JSON.stringify({
        title,
        ...(slug ? { slug } : {}),
        start_date: '2030-03-03 10:00',
        end_date: '2030-03-03 11:00',
        cost,
      });
    const first = [1, 2, 3, 4].map((i) => row(`Listed ${i}`, `listed-${i}`, i));
    expect((await importText('first.ndjson', first.join('\n'))).code).toBe(0);
    // by title and start it gets 50; then, by its slug, its first cost again
    const again = [...first.slice(0, 3), row('Listed 4', undefined, 50), row('Listed 4', 'listed-4', 4)];
    const file = join(dir, 'again.ndjson');
    writeFileSync(file, again.join('\n'));
    const res = await run(['events', 'import', file, '--concurrency', '1', '--format', 'ndjson'], { env });
    expect(res.code).toBe(0);
    const actions = res.stdout
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { action: string }).action);
    expect(actions).toEqual(['skipped', 'skipped', 'skipped', 'updated', 'updated']);
    const cost = await run(['events', 'get', 'listed-4', '--by-slug', '--fields', 'cost', '--format', 'json'], { env });
    expect(JSON.parse(cost.stdout)).toEqual({ cost: '$4' });
  });
});

describe('category and tag ids no term has', () => {
  it('are left out with a note on the row; a re-import finds the row unchanged and skips it', async () => {
    const made = await run(['categories', 'create', '--name', 'Jazz', '--format', 'ids'], { env });
    const jazz = Number(made.stdout.trim());
    const row = {
      slug: 'cat-id-only',
      title: 'Cat id only',
      start_date: '2030-01-13 10:00:00',
      end_date: '2030-01-13 11:00:00',
      categories: [99999, jazz],
      tags: ['88888'],
    };
    const note = 'was not given category 99999: no category has that id; was not given tag 88888: no tag has that id';
    const first = await importText('terms.ndjson', `${JSON.stringify(row)}\n`);
    expect(first.results).toMatchObject([{ action: 'created', note }]);
    const stored = await run(['events', 'get', 'cat-id-only', '--fields', 'categories.id,tags', '--format', 'json'], {
      env,
    });
    expect(JSON.parse(stored.stdout)).toEqual({ categories: [{ id: jazz }], tags: [] });
    // it was "updated" by every run: the file's 99999 never matched what the site stored
    const again = await importText('terms.ndjson', `${JSON.stringify(row)}\n`);
    expect(again.results).toMatchObject([{ action: 'skipped', note }]);
  });
});
