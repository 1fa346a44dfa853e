// Moving a calendar between the real plugin and calev's store: what an export carries and an
// import writes, and that a re-run writes nothing. One site for the file (test/tec/site.ts).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { calevInProcess, ROOT } from '../e2e/calev.js';
import { siteOfFile, type Role, type Site } from './site.js';

const site = siteOfFile('real-site migration suite');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'calev-site-migration-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const the = (ctx: TestContext): Site => site.get(ctx);

async function ok(s: Site, role: Role, ...args: string[]): Promise<string> {
  const res = await s.cli(role, ...args);
  if (res.code !== 0) throw new Error(`calev ${args.join(' ')} (as ${role}) exited ${res.code}: ${res.stderr}`);
  return res.stdout;
}

/** `calev ARGS` on a data dir of its own (the embedded default). */
async function local(name: string, ...args: string[]): Promise<string> {
  const res = await calevInProcess(args, {
    env: { CALEV_DATA_DIR: join(dir, name), XDG_CONFIG_HOME: join(dir, 'config') },
  });
  if (res.code !== 0) throw new Error(`calev ${args.join(' ')} exited ${res.code}: ${res.stderr}`);
  return res.stdout;
}

const results = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/**
 * `use` with the URL of a PNG served on a loopback port other than the site's: WordPress fetches
 * images through wp_safe_remote_get, which refuses such a host, and the plugin then stores the
 * item without an image.
 */
async function withFarImage(use: (url: string) => Promise<void>): Promise<void> {
  const png = readFileSync(join(ROOT, 'test', 'fixtures', 'images', 'poster.png'));
  const images = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
    res.end(_req.method === 'HEAD' ? undefined : png);
  });
  await new Promise<void>((done) => images.listen(0, '127.0.0.1', done));
  try {
    await use(`http://127.0.0.1:${(images.address() as AddressInfo).port}/poster.png`);
  } finally {
    await new Promise((done) => images.close(done));
  }
}

describe('a calendar moved between the real plugin and calev', () => {
  it('a scheduled event keeps its status and publication date both ways; a re-run writes neither it nor its venue', async (ctx) => {
    const s = the(ctx);
    const year = new Date().getFullYear() + 1;
    await local(
      'scheduled',
      ...['events', 'create', '--title', 'Scheduled Announcement', '--status', 'future'],
      ...[
        '--date',
        `${year}-01-01 08:00:00`,
        '--start-date',
        `${year}-03-01 12:00`,
        '--end-date',
        `${year}-03-01 13:00`,
      ],
      ...['--venue', '{"venue":"Announcement Hall","city":"Boston"}', '-q'],
    );
    const file = join(dir, 'scheduled.json');
    await local('scheduled', 'events', 'export', '--output', file);
    const [created] = results(await ok(s, 'admin', 'events', 'import', file, '--format', 'ndjson'));
    expect(created).toMatchObject({ action: 'created' });
    const onSite = (await s.api('GET', `/events/${String(created.id)}`)).json;
    expect([onSite.status, onSite.date_utc]).toEqual(['future', `${year}-01-01 08:00:00`]);
    const [again] = results(await ok(s, 'admin', 'events', 'import', file, '--format', 'ndjson'));
    expect([again.action, again.note]).toEqual(['skipped', 'unchanged']);
    const after = (await s.api('GET', `/events/${String(created.id)}`)).json;
    expect([after.modified_utc, after.venue.modified_utc]).toEqual([onSite.modified_utc, onSite.venue.modified_utc]);

    // and back: the site's export into a new store
    const exported = join(dir, 'scheduled-site.ndjson');
    await ok(s, 'admin', 'events', 'export', '--search', 'Scheduled Announcement', '--output', exported);
    await local('scheduled-back', 'events', 'import', exported);
    const back = JSON.parse(
      await local('scheduled-back', 'events', 'get', 'scheduled-announcement', '--fields', 'status,date_utc'),
    );
    expect(back).toEqual({ status: 'future', date_utc: `${year}-01-01 08:00:00` });
  });

  it('an export carries titles, names and descriptions as stored, not as WordPress shows them (“”, —, ×, …); a subscriber is told it holds them as shown', async (ctx) => {
    const s = the(ctx);
    const title = `"Best" -- Night... 1990's 3x4`;
    const description = `<p>O'Brien & Sons -- "live" ... 3x4</p>`;
    await ok(
      s,
      'admin',
      ...['events', 'create', '--title', title, '--description', description, '--excerpt', "It's -- here"],
      ...['--start-date', '2030-11-05 19:00', '--end-date', '2030-11-05 21:00'],
      ...['--venue', `{"venue":"O'Brien's -- Hall"}`, '--organizer', `{"organizer":"The \\"Kid\\" -- 3x4"}`],
    );
    const shown = (await s.api('GET', '/events?search=Best&start_date=2030-11-01&end_date=2030-11-30')).json.events[0];
    expect(shown.title).toBe('&#8220;Best&#8221; &#8212; Night&#8230; 1990&#8217;s 3&#215;4');
    const file = join(dir, 'texts.ndjson');
    const week = ['--start-date', '2030-11-05', '--end-date', '2030-11-05'];
    await ok(s, 'admin', 'events', 'export', ...week, '--output', file);
    const [event] = results(readFileSync(file, 'utf8'));
    expect([event.title, event.description, event.excerpt]).toEqual([title, description, "It's -- here"]);
    expect((event.venue as Record<string, unknown>).venue).toBe("O'Brien's -- Hall");
    expect((event.organizer as Array<Record<string, unknown>>)[0].organizer).toBe('The "Kid" -- 3x4');
    // an event that has ended: WordPress's list of the plugin's events leaves it out (it lists those
    // ending from now on), its own route gives its texts
    const pastDay = ['--start-date', '2024-11-05', '--end-date', '2024-11-05'];
    await ok(s, 'admin', 'events', 'create', '--title', `Past ${title}`, '--description', description, ...pastDay);
    const past = results(await ok(s, 'admin', 'events', 'export', ...pastDay, '--format', 'ndjson'));
    expect(past.map((e) => [e.title, e.description])).toEqual([[`Past ${title}`, description]]);
    const venues = join(dir, 'venues.csv');
    await ok(s, 'editor', 'venues', 'export', '--search', 'Hall', '--output', venues);
    expect(readFileSync(venues, 'utf8')).toContain(`,O'Brien's -- Hall,`);

    // into calev's store as written, and back onto the site: nothing to change
    await local('texts', 'events', 'import', file);
    const stored = JSON.parse(await local('texts', 'events', 'get', String(event.slug), '--fields', 'title'));
    expect(stored.title).toBe(title);
    const again = await s.cli('admin', 'events', 'import', file);
    expect([again.code, again.stderr]).toEqual([0, `${file}: 0 created, 0 updated, 1 skipped, 0 failed\n`]);

    // a subscriber may not read the stored texts: the export holds them as shown, and says so
    const theirs = await s.cli('subscriber', 'events', 'export', ...week, '--format', 'ndjson');
    expect(theirs.code).toBe(0);
    expect(results(theirs.stdout)[0].title).toBe('“Best” — Night… 1990’s 3×4');
    expect(theirs.stderr).toContain(
      'gives them as stored only to users who may edit them: this export holds them as shown',
    );
  });

  it('an image URL the site does not take (image: false) is noted on its item; a re-run does not send it again and skips the item', async (ctx) => {
    const s = the(ctx);
    await withFarImage(async (url) => {
      const file = join(dir, 'image.json');
      const day = { start_date: '2030-12-01 10:00:00', end_date: '2030-12-01 11:00:00' };
      writeFileSync(file, JSON.stringify([{ title: 'Far Poster', slug: 'far-poster', ...day, image: { url } }]));
      const [first] = results(await ok(s, 'admin', 'events', 'import', file, '--format', 'ndjson'));
      expect(first).toMatchObject({
        action: 'created',
        note: `the site took no image from ${url} (it shows none); the next import does not send it again`,
      });
      expect((await s.api('GET', `/events/${String(first.id)}`)).json.image).toBe(false);
      const [second] = results(await ok(s, 'admin', 'events', 'import', file, '--format', 'ndjson'));
      expect(second).toMatchObject({
        action: 'skipped',
        note: `the site took no image from ${url} when an earlier import sent it: not sent again`,
      });
    });
  });

  it('a venue or organizer image URL the site does not take (it shows no image field) is noted too; a re-run does not send it again and skips the item', async (ctx) => {
    const s = the(ctx);
    await withFarImage(async (url) => {
      const rows = {
        venues: { venue: 'Far Hall', city: 'Springfield', image: url },
        organizers: { organizer: 'Far Agency', email: 'far@example.org', image: url },
      };
      for (const [resource, row] of Object.entries(rows)) {
        const file = join(dir, `far-${resource}.ndjson`);
        writeFileSync(file, `${JSON.stringify(row)}\n`);
        const [first] = results(await ok(s, 'admin', resource, 'import', file, '--format', 'ndjson'));
        expect(first).toMatchObject({
          action: 'created',
          note: `the site took no image from ${url} (it shows none); the next import does not send it again`,
        });
        expect((await s.api('GET', `/${resource}/${String(first.id)}`)).json).not.toHaveProperty('image');
        const [second] = results(await ok(s, 'admin', resource, 'import', file, '--format', 'ndjson'));
        expect(second).toMatchObject({
          action: 'skipped',
          note: `the site took no image from ${url} when an earlier import sent it: not sent again`,
        });
      }
    });
  });
});
