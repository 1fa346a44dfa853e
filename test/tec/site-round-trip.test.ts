// calev against the real plugin: WordPress 6.1 + The Events Calendar 6.17.2 started from the kit
// (test/tec/site.ts), driven through the built binary as a user would, and checked through the
// site's own API. Round trips through calev's store and the site's own iCalendar feed, and login.
// One site for the file; the real-site suite's files run two at a time, each on a site of its own
// (vitest.site.config.ts). `npm run test:site` runs it; where the kit, root or its packages are
// missing it says so in one line and skips (CALEV_SITE_REQUIRED=1, as in CI, makes that a failure).
// The numbers (#1 …) are the items of issue 19.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calevInProcess } from '../e2e/calev.js';
import { eventOn, json, listedIds, ok, siteAndFolderOfFile, sorted, updated } from './on-site.js';

const site = siteAndFolderOfFile('round trips on the real site');
const the = site.the;

describe("a round trip through calev's store", () => {
  it("the site's events exported into calev's store and back are all found again: a draft without a slug, a slug with emoji, one moved to the trash meanwhile", async (ctx) => {
    const s = the(ctx);
    const window = ['--start-date', '2034-03-01', '--end-date', '2034-03-31'];
    const day = ['--start-date', '2034-03-03 10:00', '--end-date', '2034-03-03 11:00'];
    const draft = JSON.parse(await ok(s, 'contributor', 'events', 'create', '--title', 'Round trip draft', ...day));
    const emoji = JSON.parse(await ok(s, 'admin', 'events', 'create', '--title', 'Round trip 🎉', ...day));
    const trashed = JSON.parse(await ok(s, 'admin', 'events', 'create', '--title', 'Round trip trashed', ...day));
    expect([draft.status, draft.slug, emoji.slug]).toEqual(['draft', '', 'round-trip-%f0%9f%8e%89']);
    const fromSite = join(site.dir(), 'round-trip-site.ndjson');
    await ok(s, 'admin', 'events', 'export', '--format', 'ndjson', '--output', fromSite, ...window);
    const local = {
      CALEV_DATA_DIR: join(site.dir(), 'round-trip-store'),
      XDG_CONFIG_HOME: join(site.dir(), 'round-trip-config'),
    };
    expect((await calevInProcess(['events', 'import', fromSite], { env: local })).code).toBe(0);
    const fromStore = join(site.dir(), 'round-trip-store.ndjson');
    await calevInProcess(['events', 'export', '--format', 'ndjson', '--output', fromStore, ...window], { env: local });
    const slugs = readFileSync(fromStore, 'utf8')
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { slug: string }).slug);
    // the emoji's slug in letters, as API.md §5.4 keeps them (it keeps no emoji), not its octets
    expect(slugs.sort()).toEqual(['round-trip', 'round-trip-draft', 'round-trip-trashed']);
    // moved to the trash on the site meanwhile (its slug there is now round-trip-trashed__trashed)
    await ok(s, 'admin', 'events', 'delete', String(trashed.id), '--yes');
    const back = await s.cli('admin', 'events', 'import', fromStore);
    expect([back.code, back.stderr]).toEqual([0, `${fromStore}: 0 created, 0 updated, 3 skipped, 0 failed\n`]);
    expect(JSON.parse(back.stdout)).toContainEqual(
      expect.objectContaining({
        id: trashed.id,
        note: expect.stringMatching(/^the event is in the trash; restore it/),
      }),
    );
    const listed = JSON.parse(await ok(s, 'admin', 'events', 'list', '--format', 'json', '--fields', 'id', ...window));
    expect(listed.map((e: { id: number }) => e.id).sort()).toEqual(sorted([draft.id, emoji.id]));
  });

  it("venues and organizers named in other letters than Latin are found again (the plugin's search finds none of them)", async (ctx) => {
    const s = the(ctx);
    const file = (name: string, rows: Array<Record<string, unknown>>) => {
      const path = join(site.dir(), name);
      writeFileSync(path, rows.map((r) => JSON.stringify(r)).join('\n'));
      return path;
    };
    const venues = file('scripts-venues.ndjson', [
      { venue: 'Зал Чайковского', city: 'Москва' },
      { venue: '東京文化会館', city: '東京' },
      { venue: 'Αίθουσα Φίλων', city: 'Αθήνα' },
    ]);
    const organizers = file('scripts-organizers.ndjson', [{ organizer: 'Оркестр 🎻' }, { organizer: '合唱団' }]);
    for (const [resource, path, n] of [
      ['venues', venues, 3],
      ['organizers', organizers, 2],
    ] as const) {
      expect((await s.cli('admin', resource, 'import', path)).stderr).toBe(
        `${path}: ${n} created, 0 updated, 0 skipped, 0 failed\n`,
      );
      expect((await s.cli('admin', resource, 'import', path)).stderr).toBe(
        `${path}: 0 created, 0 updated, ${n} skipped, 0 failed\n`,
      );
    }
    const event = JSON.parse(
      await ok(
        s,
        'admin',
        ...[
          'events',
          'create',
          '--title',
          'Концерт',
          '--start-date',
          '2034-05-05 19:00',
          '--end-date',
          '2034-05-05 21:00',
        ],
        ...['--venue', 'Зал Чайковского'],
      ),
    );
    const listed = await ok(
      s,
      'admin',
      ...['events', 'list', '--venue', 'Зал Чайковского', '--start-date', '2034-05-01', '--end-date', '2034-05-31'],
      ...['--format', 'ids'],
    );
    expect(listed).toBe(`${event.id}\n`);
    const searched = JSON.parse(await ok(s, 'admin', 'venues', 'list', '--search', 'чайковского', '--fields', 'venue'));
    expect(searched).toEqual([{ venue: 'Зал Чайковского' }]);
  });

  it('a tag or category named with markup (stored without it) is found again: written once, then skipped', async (ctx) => {
    const s = the(ctx);
    const path = join(site.dir(), 'marked-terms.ndjson');
    writeFileSync(path, `${JSON.stringify({ name: 'Marked <b>up</b> term', description: 'Kept.' })}\n`);
    for (const resource of ['tags', 'categories']) {
      expect((await s.cli('admin', resource, 'import', path)).stderr).toBe(
        `${path}: 1 created, 0 updated, 0 skipped, 0 failed\n`,
      );
      expect((await s.cli('admin', resource, 'import', path)).stderr).toBe(
        `${path}: 0 created, 0 updated, 1 skipped, 0 failed\n`,
      );
      const found = (await s.api('GET', `/${resource}?search=Marked+up+term&hide_empty=false`)).json[
        resource
      ] as unknown[];
      expect(found).toEqual([expect.objectContaining({ name: 'Marked up term' })]);
    }
  });

  it('a tag or category named with `<` or `>` is linked, not made again as a tag named after its id; a name the site filters (`Kids <12>`) is noted, and imports skip it the second time', async (ctx) => {
    const s = the(ctx);
    const tag = Number(await ok(s, 'admin', 'tags', 'create', '--name', 'C++ < Rust', '--format', 'ids'));
    const kids = await s.cli('admin', 'categories', 'create', '--name', 'Kids <12>', '--format', 'ids');
    expect(kids.stderr).toBe(
      `note: category ${kids.stdout.trim()} has the name "Kids": the site stored it otherwise than "Kids <12>"\n`,
    );
    const made = await json(
      s,
      'admin',
      'events',
      'create',
      '--title',
      'Lang debate',
      '--start-date',
      '2031-06-20 18:00',
      '--end-date',
      '2031-06-20 19:00',
      '--tags',
      'C++ < Rust,x > y',
      '--categories',
      'Kids <12>',
    );
    const linked = (key: string) => (made[key] as Array<{ id: number; name: string }>).map((t) => [t.id, t.name]);
    expect(linked('tags')).toEqual([
      [tag, 'C++ &lt; Rust'],
      [expect.any(Number), 'x &gt; y'],
    ]);
    expect(linked('categories')).toEqual([[Number(kids.stdout), 'Kids']]);
    // no tag named after an id
    const names = (await s.api('GET', '/tags?per_page=50&hide_empty=false')).json.tags.map(
      (t: { name: string }) => t.name,
    );
    expect(names.filter((n: string) => /^\d+$/.test(n))).toEqual([]);
    const file = join(site.dir(), 'less-than.ndjson');
    writeFileSync(
      file,
      [
        { name: 'Seniors <65+>', description: 'Older ones.' },
        { name: 'a < b', description: 'Compared.' },
      ]
        .map((row) => JSON.stringify(row))
        .join('\n'),
    );
    const events = join(site.dir(), 'less-than-events.ndjson');
    const row = { title: 'Kids day', start_date: '2031-06-21 10:00', end_date: '2031-06-21 11:00' };
    writeFileSync(
      events,
      `${JSON.stringify({ ...row, tags: ['C++ < Rust', 'p > q'], categories: ['Kids <12>', 'a < b'] })}\n`,
    );
    for (const [resource, path] of [
      ['categories', file],
      ['events', events],
    ]) {
      const first = await s.cli('admin', resource, 'import', path);
      expect(first.stderr).toMatch(/^\S+: [12] created, 0 updated, 0 skipped, 0 failed\n$/);
      expect((await s.cli('admin', resource, 'import', path)).stderr).toMatch(
        /: 0 created, 0 updated, [12] skipped, 0 failed\n$/,
      );
    }
    const [event] = (await s.api('GET', '/events?search=Kids+day&starts_after=2031-06-01')).json.events;
    expect(event.tags.map((t: { id: number; name: string }) => t.name)).toEqual(['C++ &lt; Rust', 'p &gt; q']);
    expect(event.categories.map((t: { name: string }) => t.name).sort()).toEqual(['Kids', 'a &lt; b']);
  });

  it("a contributor's update, or an author's delete, of an administrator's event by slug is refused as by id (the plugin's slug routes let them through)", async (ctx) => {
    const s = the(ctx);
    const day = ['--start-date', '2034-06-06 10:00', '--end-date', '2034-06-06 11:00'];
    const made = JSON.parse(await ok(s, 'admin', 'events', 'create', '--title', 'Guarded by its rights', ...day));
    const updated = await s.cli('contributor', 'events', 'update', made.slug, '--title', 'Taken offline');
    expect([updated.code, updated.stderr.split('\n')[0]]).toEqual([
      4,
      `error: event "${made.slug}": Sorry, you are not allowed to do that. (403 rest_forbidden)`,
    ]);
    expect((await s.cli('author', 'events', 'delete', made.slug, '--yes')).code).toBe(4);
    const organizer = JSON.parse(await ok(s, 'admin', 'organizers', 'create', '--organizer', 'Guarded organizer'));
    expect((await s.cli('contributor', 'organizers', 'update', organizer.slug, '--phone', '1')).code).toBe(4);
    expect((await s.api('GET', `/events/${made.id}`)).json).toMatchObject({
      title: 'Guarded by its rights',
      status: 'publish',
    });
    expect((await s.api('GET', `/organizers/${organizer.id}`)).json).toMatchObject({ status: 'publish' });
    // what they may do still goes by slug: the administrator's own update
    expect((await s.cli('admin', 'events', 'update', made.slug, '--title', 'Renamed by its owner')).code).toBe(0);
  });

  it("two venues and two organizers of one name: the site's own export imported back, and through calev's store, leaves both and both events as they were", async (ctx) => {
    const s = the(ctx);
    const window = ['--start-date', '2034-07-01', '--end-date', '2034-07-31'];
    const made = async (resource: string, ...args: string[]) =>
      Number(await ok(s, 'admin', resource, 'create', ...args, '--format', 'ids'));
    // the second of each is made under another name: the plugin would take it for the first
    const bostonHall = await made('venues', '--venue', 'Civic Hall', '--address', '1 City Sq', '--city', 'Boston');
    const parisHall = await made(
      'venues',
      '--venue',
      'Civic Hall Paris',
      '--address',
      'Place de Ville',
      '--city',
      'Paris',
    );
    const bostonDesk = await made('organizers', '--organizer', 'Civic Desk', '--email', 'boston@example.org');
    const parisDesk = await made('organizers', '--organizer', 'Civic Desk Paris', '--email', 'paris@example.org');
    await ok(s, 'admin', 'venues', 'update', String(parisHall), '--venue', 'Civic Hall');
    await ok(s, 'admin', 'organizers', 'update', String(parisDesk), '--organizer', 'Civic Desk');
    const forum = (title: string, day: string, venue: number, organizer: number) =>
      eventOn(s, title, day, '18:00', '20:00', '--venue', String(venue), '--organizer', String(organizer));
    const events = [
      await forum('Boston Civic Forum', '2034-07-10', bostonHall, bostonDesk),
      await forum('Paris Civic Forum', '2034-07-11', parisHall, parisDesk),
    ];
    const items = [
      ...events.map((id) => `/events/${id}`),
      ...[bostonHall, parisHall].map((id) => `/venues/${id}`),
      ...[bostonDesk, parisDesk].map((id) => `/organizers/${id}`),
    ];
    // as stored (json_ld, embedded ones too, has its e-mails obfuscated anew on each read)
    const snapshot = async () =>
      Promise.all(
        items.map(async (path) =>
          JSON.parse(JSON.stringify((await s.api('GET', path)).json), (key, value) =>
            key === 'json_ld' ? undefined : value,
          ),
        ),
      );
    const before = await snapshot();
    expect(before.slice(2).map((i: { slug: string }) => i.slug)).toEqual([
      'civic-hall',
      'civic-hall-paris',
      'civic-desk',
      'civic-desk-paris',
    ]);
    const fromSite = join(site.dir(), 'civic-site.ndjson');
    await ok(s, 'admin', 'events', 'export', '--format', 'ndjson', '--output', fromSite, ...window);
    const again = await s.cli('admin', 'events', 'import', fromSite);
    expect([again.code, again.stderr]).toEqual([0, `${fromSite}: 0 created, 0 updated, 2 skipped, 0 failed\n`]);
    expect(await snapshot()).toEqual(before);
    // into calev's store (each event with its own venue and organizer there) and back
    const local = {
      CALEV_DATA_DIR: join(site.dir(), 'civic-store'),
      XDG_CONFIG_HOME: join(site.dir(), 'civic-config'),
    };
    expect((await calevInProcess(['events', 'import', fromSite], { env: local })).code).toBe(0);
    const stored = await calevInProcess(
      ['events', 'list', ...window, '--format', 'json', '--fields', 'title,venue.slug,venue.city,organizer.slug'],
      { env: local },
    );
    expect(JSON.parse(stored.stdout)).toEqual([
      {
        title: 'Boston Civic Forum',
        venue: { slug: 'civic-hall', city: 'Boston' },
        organizer: [{ slug: 'civic-desk' }],
      },
      {
        title: 'Paris Civic Forum',
        venue: { slug: 'civic-hall-paris', city: 'Paris' },
        organizer: [{ slug: 'civic-desk-paris' }],
      },
    ]);
    const fromStore = join(site.dir(), 'civic-store.ndjson');
    await calevInProcess(['events', 'export', '--format', 'ndjson', '--output', fromStore, ...window], { env: local });
    const back = await s.cli('admin', 'events', 'import', fromStore);
    expect([back.code, back.stderr]).toEqual([0, `${fromStore}: 0 created, 0 updated, 2 skipped, 0 failed\n`]);
    expect(await snapshot()).toEqual(before);
  });

  it("an iCalendar export imported back skips its events: its URL, the event's page, is not written as its website", async (ctx) => {
    const s = the(ctx);
    const window = ['--start-date', '2034-04-01', '--end-date', '2034-04-30'];
    const create = async (title: string, day: string) =>
      JSON.parse(
        await ok(
          s,
          'admin',
          'events',
          'create',
          '--title',
          title,
          '--start-date',
          `${day} 10:00`,
          '--end-date',
          `${day} 11:00`,
        ),
      ) as { id: number; url: string; website: string };
    // the plugin shows a new event's page as its website, and "" once an update has reset it
    const fresh = await create('Followed by its page', '2034-04-04');
    const reset = await create('Followed by its page, updated', '2034-04-05');
    expect(await updated(s, reset.id, '--description', 'Updated.')).toMatchObject({ website: '' });
    expect(fresh.website).toBe(fresh.url);
    const file = join(site.dir(), 'april.ics');
    await ok(s, 'admin', 'events', 'export', '--format', 'ics', '--output', file, ...window);
    // each event's page, marked as such (RFC 5545 lines unfolded): not a website
    const unfolded = readFileSync(file, 'utf8').replace(/\r\n /g, '');
    for (const e of [fresh, reset]) expect(unfolded).toContain(`\r\nURL;X-CALEV-PAGE=TRUE:${e.url}\r\n`);
    const back = await s.cli('admin', 'events', 'import', file);
    expect([back.code, back.stderr]).toEqual([0, `${file}: 0 created, 0 updated, 2 skipped, 0 failed\n`]);
    expect((await s.api('GET', `/events/${reset.id}`)).json.website).toBe('');
  });
});

describe("the site's own iCalendar feed", () => {
  it('imported into the same site: every event is found itself and skipped, after one was moved too; into a store, a moved event is moved, not made twice', async (ctx) => {
    const s = the(ctx);
    await ok(
      s,
      'admin',
      'venues',
      'create',
      '--venue',
      "L'Hôtel de Ville",
      '--address',
      "Place de l'Hôtel de Ville",
      '--city',
      'Paris',
      '--zip',
      '75004',
      '--country',
      'France',
    );
    await ok(s, 'admin', 'organizers', 'create', '--organizer', 'Пётр Чайковский', '--email', 'petr@example.ru');
    const made = [
      await eventOn(
        s,
        'Feed: late show',
        '2035-03-07',
        '20:00',
        '23:00',
        '--venue',
        "L'Hôtel de Ville",
        '--organizer',
        'Пётр Чайковский',
      ),
      Number(
        await ok(
          s,
          'admin',
          'events',
          'create',
          '--title',
          'Feed: fair',
          '--all-day',
          '--start-date',
          '2035-03-09',
          '--end-date',
          '2035-03-10',
          '--format',
          'ids',
        ),
      ),
    ];
    /** The plugin's feed of these events: each event's own, one calendar after another. */
    const feed = async (name: string) => {
      let text = '';
      for (const id of made) {
        const page = (await s.api('GET', `/events/${id}`)).json.url as string;
        text += await (await fetch(`${page}?ical=1`)).text();
      }
      expect(text).toMatch(/PRODID:.* - ECPv\d/);
      const path = join(site.dir(), name);
      writeFileSync(path, text);
      return path;
    };
    const store = {
      CALEV_DATA_DIR: join(site.dir(), 'own-feed-store'),
      XDG_CONFIG_HOME: join(site.dir(), 'own-feed-config'),
    };
    const first = await feed('own-feed-1.ics');
    for (const flags of [['--dry-run'], []]) {
      const res = await s.cli('admin', 'events', 'import', first, ...flags);
      const summary = flags.length
        ? 'dry run, nothing written: 0 to create, 0 to update, 2 to skip, 0 failed'
        : '0 created, 0 updated, 2 skipped, 0 failed';
      expect([res.code, res.stderr]).toEqual([0, `${first}: ${summary}\n`]);
    }
    const into = await calevInProcess(['events', 'import', first], { env: store });
    expect([into.code, into.stderr]).toEqual([0, `${first}: 2 created, 0 updated, 0 skipped, 0 failed\n`]);
    const stored = await calevInProcess(
      [
        'events',
        'list',
        '--start-date',
        '2035-03-01',
        '--end-date',
        '2035-03-31',
        '--fields',
        'title,all_day,organizer.organizer',
        '--format',
        'json',
      ],
      { env: store },
    );
    expect(JSON.parse(stored.stdout)).toEqual([
      { title: 'Feed: late show', all_day: false, organizer: [{ organizer: 'Пётр Чайковский' }] },
      { title: 'Feed: fair', all_day: true, organizer: [] },
    ]);

    // moved on the site: its UID in the feed changes with its times
    await ok(
      s,
      'admin',
      'events',
      'update',
      String(made[0]),
      '--start-date',
      '2035-03-07 22:00',
      '--end-date',
      '2035-03-08 01:30',
    );
    const second = await feed('own-feed-2.ics');
    const again = await s.cli('admin', 'events', 'import', second);
    expect([again.code, again.stderr]).toEqual([0, `${second}: 0 created, 0 updated, 2 skipped, 0 failed\n`]);
    const moved = await calevInProcess(['events', 'import', second], { env: store });
    expect([moved.code, moved.stderr]).toEqual([0, `${second}: 0 created, 1 updated, 1 skipped, 0 failed\n`]);
    expect(sorted(await listedIds(s, 'events', '&start_date=2035-03-01&end_date=2035-03-31', 'admin'))).toEqual(
      sorted(made),
    );
    // the same feed as another site's (its pages elsewhere): events of their own, linked to the
    // venue of LOCATION's name and address (the plugin's `L’Hôtel de Ville, Place de l'Hôtel de
    // Ville, Paris, 75004, France`), not made again under the whole line
    const elsewhere = join(site.dir(), 'own-feed-elsewhere.ics');
    writeFileSync(
      elsewhere,
      readFileSync(second, 'utf8')
        .replace(/\r\n[ \t]/g, '')
        .replaceAll(s.url, 'http://elsewhere.example'),
    );
    const other = await s.cli('admin', 'events', 'import', elsewhere);
    expect([other.code, other.stderr]).toEqual([0, `${elsewhere}: 2 created, 0 updated, 0 skipped, 0 failed\n`]);
    const venues = await json(s, 'admin', 'venues', 'list', '--search', 'Hôtel de Ville', '--fields', 'id');
    expect(venues).toHaveLength(1);
    const linked = await json(
      s,
      'admin',
      'events',
      'list',
      '--start-date',
      '2035-03-01',
      '--end-date',
      '2035-03-31',
      '--search',
      'late show',
      '--fields',
      'id,venue.id',
    );
    expect(linked.map((e: { venue: { id: number } }) => e.venue.id)).toEqual([venues[0].id, venues[0].id]);
  });
});

describe('login on a real site', () => {
  it('without --namespace finds The Events Calendar in the site index and saves it; the next commands need nothing else', async (ctx) => {
    const s = the(ctx);
    const home = mkdtempSync(join(site.dir(), 'home-'));
    const env = { HOME: home, XDG_CONFIG_HOME: join(home, '.config'), NO_COLOR: '1' };
    const login = await calevInProcess(['login', '--url', s.url, '--user', 'editor'], {
      env: { ...env, CALEV_PASSWORD: s.passwords.editor },
    });
    expect(login.code).toBe(0);
    expect(login.stderr).toContain(`${s.url} serves The Events Calendar's API (namespace tribe/events/v1)`);
    const config = JSON.parse(readFileSync(join(home, '.config', 'calev', 'config.json'), 'utf8'));
    expect(config.profiles.default).toMatchObject({ url: s.url, user: 'editor', namespace: 'tribe/events/v1' });
    const created = await calevInProcess(
      [
        'events',
        'create',
        '--title',
        'After login',
        '--start-date',
        '2030-07-01 10:00',
        '--end-date',
        '2030-07-01 11:00',
      ],
      { env },
    );
    expect(created.code).toBe(0);
    expect((await s.api('GET', `/events/${JSON.parse(created.stdout).id}`)).json.title).toBe('After login');
  });

  it('behind a proxy that drops the Authorization header (as Apache with CGI does): login is refused and says why; a write and an export say why too', async (ctx) => {
    const s = the(ctx);
    const upstream = new URL(s.url);
    const proxy = createServer((req, res) => {
      const { authorization: _dropped, ...headers } = req.headers;
      const up = request(
        { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(up);
    });
    await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    try {
      const home = mkdtempSync(join(site.dir(), 'home-'));
      const env = { HOME: home, XDG_CONFIG_HOME: join(home, '.config'), NO_COLOR: '1' };
      const login = await calevInProcess(['login', '--url', url, '--user', 'editor'], {
        env: { ...env, CALEV_PASSWORD: s.passwords.editor },
      });
      expect([login.code, login.stderr]).toEqual([
        4,
        expect.stringContaining(
          `error: ${url} did not get the credentials of user editor: WordPress answered as if none were sent (401 rest_not_logged_in)\n`,
        ),
      ]);
      const write = await calevInProcess(['tags', 'create', '--name', 'dropped-credentials'], {
        env: {
          ...env,
          CALEV_URL: url,
          CALEV_USER: 'editor',
          CALEV_PASSWORD: s.passwords.editor,
          CALEV_NAMESPACE: 'tribe/events/v1',
        },
      });
      expect([write.code, write.stderr]).toEqual([
        4,
        expect.stringContaining(
          'hint: the site answered as if no credentials were sent (401, not 403): its web server may drop the Authorization header',
        ),
      ]);
      // an export lists what anyone may read there (no drafts): it fails, and its file stays
      const draft = await s.api('POST', '/events', {
        body: {
          title: 'Draft behind the proxy',
          start_date: '2030-07-02 10:00',
          end_date: '2030-07-02 11:00',
          status: 'draft',
        },
      });
      expect(draft.status).toBe(201);
      const listed = await s.api('POST', '/events', {
        body: { title: 'Listed behind the proxy', start_date: '2027-07-02 12:00', end_date: '2027-07-02 13:00' },
      });
      expect(listed.status).toBe(201);
      const backup = join(home, 'backup.json');
      writeFileSync(backup, '[]\n');
      const exported = await calevInProcess(['events', 'export', '--output', backup], {
        env: {
          ...env,
          CALEV_URL: url,
          CALEV_USER: 'admin',
          CALEV_PASSWORD: s.passwords.admin,
          CALEV_NAMESPACE: 'tribe/events/v1',
        },
      });
      expect([exported.code, exported.stderr]).toEqual([
        4,
        expect.stringContaining(
          'hint: the site answered as if no credentials were sent (401, not 403): its web server may drop the Authorization header',
        ),
      ]);
      expect(readFileSync(backup, 'utf8')).toBe('[]\n');
    } finally {
      await new Promise((done) => proxy.close(done));
    }
  });
});
