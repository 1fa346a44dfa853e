// Venues, organizers and categories of one name are told apart by their slugs: an export imported
// back, or into another store (calev's own, or `calev serve`), keeps them apart and links each
// event to its own, through JSON and CSV alike; a file without slugs (other tools) still links by
// name.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, run, tempDir } from '../cli/harness.js';
import { startTestServer, USERS, type TestServer } from '../support/server.js';

let dir: string;
let source: Record<string, string>;
let server: TestServer;
let site: Record<string, string>;

beforeEach(async () => {
  dir = tempDir('calev-import-same-names-');
  source = { CALEV_DATA_DIR: join(dir, 'source'), XDG_CONFIG_HOME: join(dir, 'config') };
  server = await startTestServer();
  site = {
    CALEV_URL: server.base,
    CALEV_USER: 'admin',
    CALEV_PASSWORD: USERS.admin,
    XDG_CONFIG_HOME: join(dir, 'config'),
  };
});
afterEach(async () => {
  await server.stop();
  removeDir(dir);
});

/** `calev ARGS` into `env`; its stdout (it must succeed). */
async function ok(env: Record<string, string>, ...args: string[]): Promise<string> {
  const res = await run(args, { env });
  expect(res.code, `${args.join(' ')}: ${res.stderr}`).toBe(0);
  return res.stdout;
}

/** `calev RESOURCE import FILE` into `env`: the results, by line, as [action, item, note]. */
async function imported(env: Record<string, string>, resource: string, file: string) {
  const out = await ok(env, resource, 'import', file, '--format', 'ndjson');
  return out
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { line: number; action: string; item: string; note?: string })
    .map((r) => [r.action, r.item, r.note])
    .sort((a, b) => String(a[1]).localeCompare(String(b[1])));
}

/** `calev RESOURCE export` from `env` into the file `name`, in the format its extension gives. */
async function exported(env: Record<string, string>, resource: string, name: string): Promise<string> {
  const path = join(dir, name);
  await ok(env, resource, 'export', '--output', path);
  return path;
}

const day = (d: string) => ['--start-date', `2027-03-${d} 18:00`, '--end-date', `2027-03-${d} 20:00`];

/** The explorer's two town halls: "Town Hall" in Boston and "Town Hall" in Paris (renamed, slug town-hall-paris). */
async function twoTownHalls(env: Record<string, string>) {
  const venue = async (...args: string[]) => Number(await ok(env, 'venues', 'create', ...args, '--format', 'ids'));
  const boston = await venue('--venue', 'Town Hall', '--address', '1 City Sq', '--city', 'Boston');
  const paris = await venue('--venue', 'Town Hall Paris', '--address', "Place de l'Hotel de Ville", '--city', 'Paris');
  await ok(env, 'venues', 'update', String(paris), '--venue', 'Town Hall', '-q');
  // the API reuses an organizer of the name given (API.md §5.3): the second is named so afterwards
  const organizer = async (name: string, email: string) =>
    Number(await ok(env, 'organizers', 'create', '--organizer', name, '--email', email, '--format', 'ids'));
  const bostonOffice = await organizer('City Office', 'boston@example.org');
  const parisOffice = await organizer('City Office Paris', 'paris@example.org');
  await ok(env, 'organizers', 'update', String(parisOffice), '--organizer', 'City Office', '-q');
  await ok(
    env,
    'events',
    'create',
    '--title',
    'Boston Forum',
    ...day('10'),
    '--venue',
    String(boston),
    '--organizer',
    String(bostonOffice),
    '-q',
  );
  await ok(
    env,
    'events',
    'create',
    '--title',
    'Paris Forum',
    ...day('11'),
    '--venue',
    String(paris),
    '--organizer',
    String(parisOffice),
    '-q',
  );
}

/** The events of March 2027 as `env` has them, in JSON, with these fields. */
const marchEvents = (env: Record<string, string>, fields: string) =>
  ok(
    env,
    'events',
    'list',
    '--start-date',
    '2027-03-01',
    '--end-date',
    '2027-03-31',
    '--format',
    'json',
    '--fields',
    fields,
  );

/** Each event's venue and organizers as `env` has them, and its venues and organizers. */
async function linked(env: Record<string, string>) {
  const events = JSON.parse(await marchEvents(env, 'title,venue,organizer')) as Array<{
    title: string;
    venue: Record<string, unknown>;
    organizer: Array<Record<string, unknown>>;
  }>;
  const venues = JSON.parse(await ok(env, 'venues', 'list', '--format', 'json', '--fields', 'slug,venue,address,city'));
  const organizers = JSON.parse(
    await ok(env, 'organizers', 'list', '--format', 'json', '--fields', 'slug,organizer,email'),
  );
  return {
    events: events.map((e) => [e.title, e.venue.slug, e.venue.city, e.organizer.map((o) => o.email)]).sort(),
    venues: (venues as Array<{ slug: string }>).sort((a, b) => a.slug.localeCompare(b.slug)),
    organizers: (organizers as Array<{ slug: string }>).sort((a, b) => a.slug.localeCompare(b.slug)),
  };
}

const TWO_HALLS = {
  events: [
    ['Boston Forum', 'town-hall', 'Boston', ['boston@example.org']],
    ['Paris Forum', 'town-hall-paris', 'Paris', ['paris@example.org']],
  ],
  venues: [
    { slug: 'town-hall', venue: 'Town Hall', address: '1 City Sq', city: 'Boston' },
    { slug: 'town-hall-paris', venue: 'Town Hall', address: "Place de l'Hotel de Ville", city: 'Paris' },
  ],
  organizers: [
    { slug: 'city-office', organizer: 'City Office', email: 'boston@example.org' },
    { slug: 'city-office-paris', organizer: 'City Office', email: 'paris@example.org' },
  ],
};

describe('venues and organizers of one name', () => {
  it("an events export imported into its own store: each event keeps its venue, no venue is rewritten with the other's address", async () => {
    await twoTownHalls(source);
    expect(await linked(source)).toEqual(TWO_HALLS);
    const events = await exported(source, 'events', 'events.ndjson');
    expect(await imported(source, 'events', events)).toEqual([
      ['skipped', 'boston-forum', 'unchanged'],
      ['skipped', 'paris-forum', 'unchanged'],
    ]);
    for (const resource of ['venues', 'organizers']) {
      const path = await exported(source, resource, `${resource}.ndjson`);
      expect((await imported(source, resource, path)).map((r) => r[0])).toEqual(['skipped', 'skipped']);
    }
    expect(await linked(source)).toEqual(TWO_HALLS);
  });

  it('into another site: venues and organizers, then events, or the events alone, make both with their slugs; again, all skipped', async () => {
    await twoTownHalls(source);
    const files = {
      venues: await exported(source, 'venues', 'venues.ndjson'),
      organizers: await exported(source, 'organizers', 'organizers.ndjson'),
      events: await exported(source, 'events', 'events.ndjson'),
    };
    for (const resource of ['venues', 'organizers', 'events'] as const)
      expect((await imported(site, resource, files[resource])).map((r) => r[0])).toEqual(['created', 'created']);
    expect(await linked(site)).toEqual(TWO_HALLS);
    for (const resource of ['venues', 'organizers', 'events'] as const)
      expect((await imported(site, resource, files[resource])).map((r) => r[0])).toEqual(['skipped', 'skipped']);
    const alone = { CALEV_DATA_DIR: join(dir, 'alone'), XDG_CONFIG_HOME: join(dir, 'config') };
    expect((await imported(alone, 'events', files.events)).map((r) => r[0])).toEqual(['created', 'created']);
    expect(await imported(alone, 'events', files.events)).toEqual([
      ['skipped', 'boston-forum', 'unchanged'],
      ['skipped', 'paris-forum', 'unchanged'],
    ]);
    expect(await linked(alone)).toEqual(TWO_HALLS);
  });

  it("an events CSV export carries the venue's and organizers' slugs: into its own store, each event keeps its own; into another site, both are made with their slugs; again, all skipped", async () => {
    await twoTownHalls(source);
    const events = await exported(source, 'events', 'events.csv');
    const [header, ...rows] = readFileSync(events, 'utf8').trim().split('\n');
    expect(header.split(',')).toEqual(expect.arrayContaining(['venue.slug', 'organizer.slug']));
    expect(rows.join('\n')).toContain('town-hall-paris');
    expect(await imported(source, 'events', events)).toEqual([
      ['skipped', 'boston-forum', 'unchanged'],
      ['skipped', 'paris-forum', 'unchanged'],
    ]);
    expect(await linked(source)).toEqual(TWO_HALLS);
    expect((await imported(site, 'events', events)).map((r) => r[0])).toEqual(['created', 'created']);
    expect(await linked(site)).toEqual(TWO_HALLS);
    expect(await imported(site, 'events', events)).toEqual([
      ['skipped', 'boston-forum', 'unchanged'],
      ['skipped', 'paris-forum', 'unchanged'],
    ]);
    expect(await linked(site)).toEqual(TWO_HALLS);
  });

  it('a file without slugs (another tool) links by name, the rows of one venue agreeing as the first gives it', async () => {
    await twoTownHalls(source);
    const path = join(dir, 'other-tool.ndjson');
    const row = (title: string, d: string, city: string) => ({
      title,
      start_date: `2027-03-${d} 18:00:00`,
      end_date: `2027-03-${d} 20:00:00`,
      venue: { venue: 'Town Hall', city },
    });
    writeFileSync(
      path,
      [row('Other Forum', '20', 'Boston'), row('Another Forum', '21', 'Paris')]
        .map((r) => JSON.stringify(r))
        .join('\n'),
    );
    expect(await imported(source, 'events', path)).toEqual([
      [
        'created',
        'Another Forum',
        'venue "Town Hall" as line 1 gives it (city): the rows of one venue must agree (change them all, or use calev venues import)',
      ],
      ['created', 'Other Forum', undefined],
    ]);
    const { events } = await linked(source);
    expect(events.filter((e) => e[0] !== 'Boston Forum' && e[0] !== 'Paris Forum').map((e) => e.slice(0, 3))).toEqual([
      ['Another Forum', 'town-hall', 'Boston'],
      ['Other Forum', 'town-hall', 'Boston'],
    ]);
  });
});

describe('categories of one name under different parents', () => {
  it.each(['ndjson', 'csv'])(
    'a categories export into another site keeps both under their parents; the events export (%s) links each event to its own; again, all skipped',
    async (format) => {
      for (const [name, parent, slug] of [
        ['Jazz', '0', 'jazz'],
        ['Cafe Science', '0', 'cafe-science'],
        ['Beginners', 'jazz', 'beginners'],
        ['Beginners', 'cafe-science', 'beginners-cafe-science'],
      ])
        await ok(source, 'categories', 'create', '--name', name, '--parent', parent, '--slug', slug, '-q');
      await ok(
        source,
        'events',
        'create',
        '--title',
        'Jazz for beginners',
        ...day('10'),
        '--categories',
        'beginners',
        '-q',
      );
      await ok(
        source,
        'events',
        'create',
        '--title',
        'Science for beginners',
        ...day('11'),
        '--categories',
        'beginners-cafe-science',
        '-q',
      );
      const categories = await exported(source, 'categories', 'categories.ndjson');
      const events = await exported(source, 'events', `events.${format}`);
      const tree = async (env: Record<string, string>) => {
        const list = JSON.parse(
          await ok(env, 'categories', 'list', '--no-hide-empty', '--format', 'json', '--fields', 'id,slug,name,parent'),
        );
        const slugOf = new Map((list as Array<{ id: number; slug: string }>).map((c) => [c.id, c.slug]));
        const placed = (list as Array<{ slug: string; name: string; parent: number }>).map((c) => [
          c.slug,
          c.name,
          slugOf.get(c.parent) ?? null,
        ]);
        const filed = JSON.parse(await marchEvents(env, 'title,categories.slug'));
        return { placed: placed.sort(), filed };
      };
      const expected = await tree(source);
      expect(expected.placed).toEqual([
        ['beginners', 'Beginners', 'jazz'],
        ['beginners-cafe-science', 'Beginners', 'cafe-science'],
        ['cafe-science', 'Cafe Science', null],
        ['jazz', 'Jazz', null],
      ]);
      expect((await imported(site, 'categories', categories)).map((r) => r[0])).toEqual(Array(4).fill('created'));
      expect((await imported(site, 'events', events)).map((r) => r[0])).toEqual(['created', 'created']);
      expect(await tree(site)).toEqual(expected);
      expect((await imported(site, 'categories', categories)).map((r) => r[0])).toEqual(Array(4).fill('skipped'));
      expect((await imported(site, 'events', events)).map((r) => r[0])).toEqual(['skipped', 'skipped']);
      expect(await tree(site)).toEqual(expected);
    },
  );
});
