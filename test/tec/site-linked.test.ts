// calev against the real plugin: WordPress 6.1 + The Events Calendar 6.17.2 started from the kit
// (test/tec/site.ts), driven through the built binary as a user would, and checked through the
// site's own API. Venues, organizers, categories and tags on the real plugin, and category trees.
// One site for the file; the real-site suite's files run two at a time, each on a site of its own
// (vitest.site.config.ts). `npm run test:site` runs it; where the kit, root or its packages are
// missing it says so in one line and skips (CALEV_SITE_REQUIRED=1, as in CI, makes that a failure).
// The numbers (#1 …) are the items of issue 19.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calevInProcess, ROOT } from '../e2e/calev.js';
import { eventOn, ids, json, listedIds, ok, siteAndFolderOfFile, sorted, updated } from './on-site.js';

const site = siteAndFolderOfFile('venues, organizers and terms on the real site');
const the = site.the;

describe('venues, organizers, categories and tags on a real site', () => {
  it('venues: create --show-map, update one field keeps the rest (#5), get by slug, delete', async (ctx) => {
    const s = the(ctx);
    const v = await json(
      s,
      'admin',
      'venues',
      'create',
      '--venue',
      'Map Hall',
      '--city',
      'Lyon',
      '--country',
      'France',
      '--show-map',
    );
    expect(v).toMatchObject({ venue: 'Map Hall', show_map: true });
    expect((await json(s, 'subscriber', 'venues', 'get', 'map-hall')).id).toBe(v.id);
    await ok(s, 'admin', 'venues', 'update', 'map-hall', '--description', 'Round', '--city', 'Lyon');
    // "" clears the description (the plugin keeps it for "")
    await ok(s, 'admin', 'venues', 'update', 'map-hall', '--description', '');
    expect((await s.api('GET', `/venues/${v.id}`)).json.description).toBeUndefined();
    await ok(s, 'admin', 'venues', 'update', 'map-hall', '--phone', '+33 1', '--no-show-map-link');
    expect((await s.api('GET', `/venues/${v.id}`)).json).toMatchObject({
      venue: 'Map Hall',
      city: 'Lyon',
      country: 'France',
      phone: '+33 1',
      show_map: true,
      show_map_link: false,
    });
    // the plugin keeps no coordinates without its Pro add-on: said, not silent
    const geo = await s.cli('admin', 'venues', 'update', String(v.id), '--geo-lat', '45.76', '--geo-lng', '4.83');
    expect([geo.code, geo.stderr]).toEqual([
      0,
      `note: venue ${v.id} was not given geo_lat, geo_lng: this site keeps no coordinates (they need its premium fields, The Events Calendar Pro)\n`,
    ]);
    await ok(s, 'admin', 'venues', 'delete', 'map-hall', '--yes');
    expect((await s.api('GET', `/venues/${v.id}`)).json.status).toBe('trash');
  });

  it('venue and organizer updates keep a draft a draft, the map flags, the image; one in the trash stays there until a status is given', async (ctx) => {
    const s = the(ctx);
    const poster = join(ROOT, 'test', 'fixtures', 'images', 'poster.png');
    const media = await s.cli(
      'admin',
      'venues',
      'create',
      '--venue',
      'Poster Venue',
      '--image',
      poster,
      '--format',
      'json',
    );
    const image = (JSON.parse(media.stdout) as { image: { id: number } }).image.id;
    const v = await json(s, 'admin', 'venues', 'create', '--venue', 'Quiet Hall', '--status', 'draft', '--no-show-map');
    await ok(s, 'admin', 'venues', 'update', String(v.id), '--no-show-map-link', '--image', String(image));
    await ok(s, 'admin', 'venues', 'update', String(v.id), '--zip', '69001');
    expect((await s.api('GET', `/venues/${v.id}`)).json).toMatchObject({
      status: 'draft',
      show_map: false,
      show_map_link: false,
      zip: '69001',
      image: { id: image },
    });
    const o = await json(s, 'admin', 'organizers', 'create', '--organizer', 'Quiet Org', '--status', 'draft');
    await ok(s, 'admin', 'organizers', 'update', String(o.id), '--image', String(image));
    await ok(s, 'admin', 'organizers', 'update', String(o.id), '--phone', '7');
    expect((await s.api('GET', `/organizers/${o.id}`)).json).toMatchObject({
      status: 'draft',
      phone: '7',
      image: { id: image },
    });
    // in the trash: an update changes the field and leaves it there; --status restores it
    const e = await eventOn(s, 'Binned', '2031-03-05', '10:00', '11:00');
    for (const [resource, id, field] of [
      ['venues', v.id, ['--city', 'Nice']],
      ['organizers', o.id, ['--email', 'quiet@example.org']],
      ['events', e, ['--cost', '6']],
    ] as const) {
      await ok(s, 'admin', resource, 'delete', String(id), '--yes');
      await ok(s, 'admin', resource, 'update', String(id), ...field);
      const list = (
        await s.api(
          'GET',
          `/${resource}?status=trash&per_page=50${resource === 'events' ? '&starts_after=1000-01-01' : ''}`,
        )
      ).json;
      expect([resource, (list[resource] as Array<{ id: number }>).map((i) => i.id)]).toEqual([
        resource,
        expect.arrayContaining([id]),
      ]);
    }
    await ok(s, 'admin', 'venues', 'update', String(v.id), '--status', 'publish');
    expect((await s.api('GET', `/venues/${v.id}`)).json).toMatchObject({
      status: 'publish',
      city: 'Nice',
      show_map: false,
    });
  });

  it("a venue's region (stateprovince) stays through updates of other fields, from the CLI and from an event's venue data", async (ctx) => {
    const s = the(ctx);
    const region = async (id: number) => (await s.api('GET', `/venues/${id}`)).json.stateprovince;
    const ca = await json(s, 'admin', 'venues', 'create', '--venue', 'Region Hall', '--city', 'Toronto')
      .then(() => ok(s, 'admin', 'venues', 'update', 'region-hall', '--province', 'Ontario', '--country', 'Canada'))
      .then(() => json(s, 'admin', 'venues', 'get', 'region-hall'));
    expect(ca.stateprovince).toBe('Ontario');
    const us = await json(
      s,
      'admin',
      ...['venues', 'create', '--venue', 'Harbor Hall', '--state', 'MA', '--country', 'United States'],
    );
    expect(us.stateprovince).toBe('MA');
    // the plugin sets it anew from what an update sends: the phone alone blanked it
    await ok(s, 'admin', 'venues', 'update', String(ca.id), '--phone', '+1 416');
    await ok(s, 'admin', 'venues', 'update', String(us.id), '--zip', '02111');
    expect([await region(ca.id), await region(us.id)]).toEqual(['Ontario', 'MA']);
    // the country alone: set from the province kept (as calev serve does)
    await ok(s, 'admin', 'venues', 'update', String(ca.id), '--country', 'Canada');
    expect(await region(ca.id)).toBe('Ontario');
    // an event's venue data with a field the venue lacks updates it, merged
    await ok(
      s,
      'admin',
      ...['events', 'create', '--title', 'At the hall', '--start-date', '2030-05-03 19:00'],
      ...['--end-date', '2030-05-03 21:00', '--venue', JSON.stringify({ venue: 'Region Hall', zip: 'M5V 2T6' })],
    );
    expect((await s.api('GET', `/venues/${ca.id}`)).json).toMatchObject({ zip: 'M5V 2T6', stateprovince: 'Ontario' });
  });

  it('events create --venue NAME --organizer NAME links the venue and organizer of those names', async (ctx) => {
    const s = the(ctx);
    // a venue without its map, of a name another one holds inside its own; an organizer with an image
    const poster = join(ROOT, 'test', 'fixtures', 'images', 'poster.png');
    await ok(s, 'admin', 'venues', 'create', '--venue', 'Named Hall Annex');
    const venue = (await json(s, 'admin', 'venues', 'create', '--venue', 'Named Hall', '--no-show-map')).id as number;
    const made = await json(s, 'admin', 'organizers', 'create', '--organizer', 'Named Org', '--image', poster);
    const organizer = made.id as number;
    const created = await json(
      s,
      'admin',
      ...['events', 'create', '--title', 'By name', '--start-date', '2030-05-01 19:00'],
      ...['--end-date', '2030-05-01 21:00', '--venue', 'Named Hall', '--organizer', 'Named Org'],
    );
    expect([created.venue.id, created.organizer.map((o: { id: number }) => o.id)]).toEqual([venue, [organizer]]);
    const halls = (await s.api('GET', '/venues?per_page=50')).json.venues.filter((v: any) => v.venue === 'Named Hall');
    expect(halls).toHaveLength(1);
    // by slug too
    const bySlug = await json(s, 'admin', 'events', 'update', String(created.id), '--venue', 'named-hall-annex');
    expect(bySlug.venue.venue).toBe('Named Hall Annex');
    expect(await json(s, 'admin', 'events', 'update', String(created.id), '--venue', 'named-hall')).toMatchObject({
      venue: { id: venue },
    });
    // linked as they are (a create of the name would rewrite them: the map on, the image gone)
    expect((await s.api('GET', `/venues/${venue}`)).json.show_map).toBe(false);
    expect((await s.api('GET', `/organizers/${organizer}`)).json.image).toMatchObject({ id: made.image.id });
  });

  it('events update --venue "" unlinks the venue (through WordPress\'s API); nothing else of the event changes', async (ctx) => {
    const s = the(ctx);
    const created = await json(
      s,
      'admin',
      ...[
        'events',
        'create',
        '--title',
        'Unlinked',
        '--start-date',
        '2030-05-02 19:00',
        '--end-date',
        '2030-05-02 21:00',
      ],
      ...['--venue', 'Left Hall', '--organizer', 'Left Org', '--cost', '8', '--timezone', 'Europe/Paris'],
      ...['--featured', '--date', '2025-06-01 09:00:00'],
    );
    expect(created.venue.venue).toBe('Left Hall');
    const unlinked = await json(s, 'admin', 'events', 'update', String(created.id), '--venue', '');
    expect(unlinked.venue).toEqual([]);
    // (any update turns the website shown for an event without one, its page, into "": #9)
    const { venue: _v, modified: _m, modified_utc: _mu, organizer: _o, website: _w, ...rest } = created;
    const stored = (await s.api('GET', `/events/${created.id}`)).json;
    expect(stored).toMatchObject({ ...rest, venue: [], date: '2025-06-01 09:00:00', cost: '$8', featured: true });
    expect(stored.organizer.map((o: { id: number }) => o.id)).toEqual(
      created.organizer.map((o: { id: number }) => o.id),
    );
    // linked again, then unlinked with 0
    await ok(s, 'admin', 'events', 'update', String(created.id), '--venue', String(created.venue.id));
    expect((await updated(s, created.id, '--venue', '0')).venue).toEqual([]);
  });

  it('organizers: create, get, update one field keeps the rest, delete', async (ctx) => {
    const s = the(ctx);
    const o = await json(
      s,
      'editor',
      'organizers',
      'create',
      '--organizer',
      'Org One',
      '--email',
      'one@example.org',
      '--phone',
      '1',
    );
    expect((await json(s, 'editor', 'organizers', 'get', 'org-one')).id).toBe(o.id);
    await ok(s, 'editor', 'organizers', 'update', String(o.id), '--phone', '2');
    expect((await s.api('GET', `/organizers/${o.id}`)).json).toMatchObject({
      organizer: 'Org One',
      email: 'one@example.org',
      phone: '2',
    });
    await ok(s, 'editor', 'organizers', 'delete', String(o.id), '--yes');
    expect((await s.api('GET', `/organizers/${o.id}`)).json.status).toBe('trash');
  });

  it("organizers delete unlinks that organizer alone: the plugin's trash unlinks its events' other organizers too, linked again", async (ctx) => {
    const s = the(ctx);
    const id = async (name: string) =>
      (await json(s, 'admin', 'organizers', 'create', '--organizer', name)).id as number;
    const [a, b, c] = [await id('Leaving Org'), await id('Staying Org'), await id('Third Org')];
    const event = async (title: string, organizers: number[], ...more: string[]) =>
      (
        await json(
          s,
          'admin',
          ...[
            'events',
            'create',
            '--title',
            title,
            '--start-date',
            '2030-06-01 19:00',
            '--end-date',
            '2030-06-01 21:00',
          ],
          ...organizers.flatMap((o) => ['--organizer', String(o)]),
          ...more,
        )
      ).id as number;
    const both = await event('Two orgs', [a, b]);
    const three = await event('Three orgs, private', [b, a, c], '--status', 'private');
    const alone = await event('One org', [a]);
    const res = await s.cli('admin', 'organizers', 'delete', String(a), '--yes', '--format', 'ids');
    expect(res.code).toBe(0);
    expect(res.stderr).toContain(
      `note: the site unlinked the other organizers of events ${[both, three].sort((x, y) => x - y).join(', ')} too: linked again\n`,
    );
    const organizersOf = async (e: number) =>
      (await s.api('GET', `/events/${e}`)).json.organizer.map((o: { id: number }) => o.id);
    expect([await organizersOf(both), await organizersOf(three), await organizersOf(alone)]).toEqual([[b], [b, c], []]);
    // an author's organizer on an administrator's event: the author may not link the others again, said
    const own = (await json(s, 'author', 'organizers', 'create', '--organizer', 'Author Org')).id as number;
    const theirs = await event('Author and admin orgs', [own, b]);
    const byAuthor = await s.cli('author', 'organizers', 'delete', String(own), '--yes', '--format', 'ids');
    expect(byAuthor.code).toBe(0);
    expect(byAuthor.stderr).toMatch(
      new RegExp(
        `^warning: the site unlinked the other organizers of event ${theirs} too, which this user may not link again \\(403 [a-z_]+\\): calev events update ${theirs} --organizer ${b}\\n`,
      ),
    );
  });

  it('categories and tags: CRUD, "" and parent 0, --all past a page with --per-page and --no-hide-empty (#8), export keeps unused ones (#12)', async (ctx) => {
    const s = the(ctx);
    for (const resource of ['categories', 'tags']) {
      const file = join(site.dir(), `${resource}.csv`);
      writeFileSync(file, `name,description\n${[1, 2, 3, 4, 5].map((n) => `${resource} ${n},`).join('\n')}\n`);
      await ok(s, 'admin', resource, 'import', file);
      const terms = (await s.api('GET', `/${resource}?search=${resource}&hide_empty=false&per_page=50`)).json[resource];
      expect(terms.map((t: { name: string }) => t.name)).toEqual([1, 2, 3, 4, 5].map((n) => `${resource} ${n}`));
      const made: number[] = terms.map((t: { id: number }) => t.id);
      expect((await json(s, 'anonymous', resource, 'get', String(made[1]))).name).toBe(`${resource} 2`);
      await ok(s, 'admin', resource, 'update', String(made[0]), '--description', 'First');
      expect((await s.api('GET', `/${resource}/${made[0]}`)).json).toMatchObject({
        name: `${resource} 1`,
        description: 'First',
      });
      // "" clears it, and a category's --parent 0 makes it top level (the plugin refuses both)
      if (resource === 'categories')
        await ok(s, 'admin', resource, 'update', String(made[0]), '--parent', String(made[1]));
      expect((await s.api('GET', `/${resource}/${made[0]}`)).json.parent ?? 0).toBe(
        resource === 'categories' ? made[1] : 0,
      );
      const cleared = ['--description', '', ...(resource === 'categories' ? ['--parent', '0'] : [])];
      expect(await json(s, 'admin', resource, 'update', String(made[0]), ...cleared)).toMatchObject({
        description: '',
      });
      expect((await s.api('GET', `/${resource}/${made[0]}`)).json).toMatchObject({
        name: `${resource} 1`,
        description: '',
        ...(resource === 'categories' ? { parent: 0 } : {}),
      });
      const all = ids(
        await ok(s, 'admin', resource, 'list', '--all', '--per-page', '2', '--no-hide-empty', '--format', 'ids'),
      );
      const expected = (await listedIds(s, resource, '&hide_empty=false', 'admin')).sort((a, b) => a - b);
      expect(all.sort((a, b) => a - b)).toEqual(expected);
      expect(all).toEqual(expect.arrayContaining(made));
      const exported = (await ok(s, 'admin', resource, 'export', '--format', 'ndjson')).trim().split('\n');
      expect(exported.length).toBe(expected.length);
      await ok(s, 'admin', resource, 'delete', String(made[4]), '--yes');
      expect((await s.api('GET', `/${resource}/${made[4]}`)).status).not.toBe(200);
    }
  });
});

describe('category trees', () => {
  it('a category cannot go under itself or one of its subcategories: refused, the tree as it was (WordPress answers 200)', async (ctx) => {
    const s = the(ctx);
    const make = async (name: string, ...parent: string[]) =>
      Number(await ok(s, 'admin', 'categories', 'create', '--name', name, ...parent, '--format', 'ids'));
    const top = await make('Loop top');
    const mid = await make('Loop mid', '--parent', String(top));
    const low = await make('Loop low', '--parent', String(mid));
    for (const [id, parent] of [
      [top, low],
      [mid, mid],
    ]) {
      const res = await s.cli('admin', 'categories', 'update', String(id), '--parent', String(parent));
      expect([res.code, res.stderr.split('\n')[0]]).toEqual([
        1,
        expect.stringMatching(/not updated: --parent \d+ is /),
      ]);
    }
    const parents = await Promise.all(
      [top, mid, low].map(async (id) => (await s.api('GET', `/categories/${id}`)).json.parent),
    );
    expect(parents).toEqual([0, top, mid]);
  });

  it("a CSV naming parents by slug and name makes the tree on the site (the plugin takes only ids); its export keeps it in calev's store", async (ctx) => {
    const s = the(ctx);
    const file = join(site.dir(), 'tree.csv');
    writeFileSync(
      file,
      'name,slug,parent\nTree leaf,tree-leaf,tree-branch\nTree branch,tree-branch,Tree root\nTree root,tree-root,\n',
    );
    const first = await s.cli('admin', 'categories', 'import', file);
    expect([first.code, first.stderr]).toEqual([0, `${file}: 3 created, 0 updated, 0 skipped, 0 failed\n`]);
    const again = await s.cli('admin', 'categories', 'import', file);
    expect([again.code, again.stderr]).toEqual([0, `${file}: 0 created, 0 updated, 3 skipped, 0 failed\n`]);
    const onSite = async (slug: string) =>
      (await s.api('GET', `/categories?slug=${slug}&hide_empty=false`)).json.categories[0] as {
        id: number;
        parent: number;
      };
    const [leaf, branch, root] = [await onSite('tree-leaf'), await onSite('tree-branch'), await onSite('tree-root')];
    expect([leaf.parent, branch.parent, root.parent]).toEqual([branch.id, root.id, 0]);

    const exported = join(site.dir(), 'tree-export.csv');
    expect((await s.cli('admin', 'categories', 'export', '--output', exported)).code).toBe(0);
    const local = { CALEV_DATA_DIR: join(site.dir(), 'tree-store'), XDG_CONFIG_HOME: join(site.dir(), 'tree-config') };
    const imported = await calevInProcess(['categories', 'import', exported], { env: local });
    expect(imported.code, imported.stderr).toBe(0);
    const stored = JSON.parse(
      (await calevInProcess(['categories', 'list', '--no-hide-empty', '--all', '--format', 'json'], { env: local }))
        .stdout,
    ) as Array<{ id: number; slug: string; parent: number }>;
    const parentSlug = (slug: string) => stored.find((p) => p.id === stored.find((c) => c.slug === slug)!.parent)?.slug;
    expect([parentSlug('tree-leaf'), parentSlug('tree-branch'), parentSlug('tree-root')]).toEqual([
      'tree-branch',
      'tree-root',
      undefined,
    ]);

    // the commands take a parent by slug or name too (the plugin takes only ids)
    const twig = JSON.parse(
      await ok(
        s,
        'editor',
        'categories',
        'create',
        '--name',
        'Tree twig',
        '--parent',
        'tree-branch',
        '--format',
        'json',
      ),
    ) as { id: number; parent: number };
    expect(twig.parent).toBe(branch.id);
    await ok(s, 'editor', 'categories', 'update', String(twig.id), '--parent', 'Tree root');
    expect((await onSite('tree-twig')).parent).toBe(root.id);
    const children = ids(
      await ok(s, 'subscriber', 'categories', 'list', '--parent', 'tree root', '--no-hide-empty', '--format', 'ids'),
    );
    expect(sorted(children)).toEqual(sorted([branch.id, twig.id]));
  });
});
