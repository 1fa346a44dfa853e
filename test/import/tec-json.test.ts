// JSON that came from a WordPress site with The Events Calendar (`events list --format json`,
// `get`, `list --raw`, or a plain download of its REST API) holds titles and names as the site
// shows them for HTML (`Q&#038;A`, a category's `R&amp;B`) and an event's website escaped
// (`&amp;ref=`): imported into calev's store or `calev serve`, such items (their `rest_url` or
// `urls.self` names `tribe/events/v1`) are stored as the site stores them. An item of calev's own
// store keeps its text as it is: an `&amp;` there is text a user typed.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, run, tempDir } from '../cli/harness.js';
import { importTargets, type Target } from '../support/import-targets.js';
import type { TestServer } from '../support/server.js';

let dir: string;
let server: TestServer | undefined;

beforeEach(() => {
  dir = tempDir('calev-import-tec-json-');
});
afterEach(async () => {
  await server?.stop();
  server = undefined;
  removeDir(dir);
});

const SITE = 'http://127.0.0.1:8237/wp-json/tribe/events/v1';

/** An event as The Events Calendar 6.17.2 answered it (trimmed): the kit's site, by `events list --format json`. */
function tecEvent(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 6,
    global_id: '127.0.0.1?id=6',
    status: 'publish',
    url: 'http://127.0.0.1:8237/event/qa-night-live-obriens/',
    rest_url: `${SITE}/events/6`,
    title: 'Q&#038;A night: &#8220;Live&#8221; &#8212; O&#8217;Brien&#8217;s&#8230;',
    description: '<p>Doors at 7 &#8212; &#8220;don&#8217;t&#8221; be late&#8230;</p>',
    excerpt: '',
    slug: 'qa-night-live-obriens',
    image: false,
    all_day: false,
    start_date: '2037-06-12 19:30:00',
    end_date: '2037-06-12 23:00:00',
    utc_start_date: '2037-06-12 19:30:00',
    utc_end_date: '2037-06-12 23:00:00',
    timezone: 'UTC',
    cost: '',
    cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: [] },
    website: 'https://tix.example.org/buy?id=7&amp;ref=cal&#039;s',
    categories: [
      {
        name: 'R&amp;B',
        slug: 'rb',
        taxonomy: 'tribe_events_cat',
        parent: 0,
        id: 2,
        urls: { self: `${SITE}/categories/2` },
      },
    ],
    tags: [
      {
        name: 'Rock &amp; Roll &lt;3',
        slug: 'rock-roll-3',
        taxonomy: 'post_tag',
        id: 3,
        urls: { self: `${SITE}/tags/3` },
      },
    ],
    venue: {
      id: 4,
      url: 'http://127.0.0.1:8237/venue/kims-cafe-bar/',
      venue: 'Kim&#8217;s Caf\u00e9 &#038; Bar',
      slug: 'kims-cafe-bar',
      address: '1 O&#8217;Connell St',
      city: 'Dublin',
      website: 'https://kim.example.org/?a=1&b=2',
    },
    organizer: [
      {
        id: 5,
        url: 'http://127.0.0.1:8237/organizer/tom-jerrys-live-ltd/',
        organizer: 'Tom &#038; Jerry&#8217;s &#8220;Live&#8221; Ltd',
        slug: 'tom-jerrys-live-ltd',
        email: 't@example.org',
      },
    ],
    ...over,
  };
}

function file(name: string, data: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(data, null, 2));
  return path;
}

/** An empty data dir (the embedded default) and an empty `calev serve`. */
async function targets(): Promise<Target[]> {
  const made = await importTargets(dir);
  server = made.server;
  return made.targets;
}

async function ok(env: Record<string, string>, ...args: string[]): Promise<string> {
  const res = await run(args, { env });
  expect(res.code, res.stderr).toBe(0);
  return res.stdout;
}

async function listed(env: Record<string, string>, resource: string, fields: string): Promise<unknown[]> {
  const extra =
    resource === 'categories' || resource === 'tags'
      ? ['--no-hide-empty']
      : resource === 'events'
        ? ['--status', 'publish,draft', '--start-date', '2037-01-01', '--end-date', '2038-01-01']
        : [];
  return JSON.parse(await ok(env, resource, 'list', ...extra, '--format', 'json', '--fields', fields)) as unknown[];
}

describe("events import of The Events Calendar's JSON", () => {
  it('stores titles and the names of venues, organizers and terms without entities, the website as stored; a re-run skips', async () => {
    const draft = tecEvent({
      id: 7,
      rest_url: `${SITE}/events/7`,
      status: 'draft',
      slug: '',
      title: 'Secret gig &#8216;TBA&#8217;',
      description: '',
      start_date: '2037-06-13 19:30:00',
      end_date: '2037-06-13 23:00:00',
      website: 'http://127.0.0.1:8237/?post_type=tribe_events&amp;p=7',
    });
    const path = file('events.json', [tecEvent(), draft]);
    for (const [name, env] of await targets()) {
      const first = await run(['events', 'import', path], { env });
      expect([first.code, first.stderr], name).toEqual([0, `${path}: 2 created, 0 updated, 0 skipped, 0 failed\n`]);
      expect(await listed(env, 'events', 'title,slug,website,description'), name).toEqual([
        {
          title: 'Q&A night: “Live” — O’Brien’s…',
          slug: 'qa-night-live-obriens',
          website: "https://tix.example.org/buy?id=7&ref=cal's",
          // HTML, where entities are text: as the site showed it
          description: '<p>Doors at 7 &#8212; &#8220;don&#8217;t&#8221; be late&#8230;</p>',
        },
        {
          title: 'Secret gig ‘TBA’',
          slug: 'secret-gig-tba',
          website: 'http://127.0.0.1:8237/?post_type=tribe_events&p=7',
          description: '',
        },
      ]);
      expect(await listed(env, 'venues', 'venue,address,website'), name).toEqual([
        { venue: 'Kim’s Café & Bar', address: '1 O’Connell St', website: 'https://kim.example.org/?a=1&b=2' },
      ]);
      expect(await listed(env, 'organizers', 'organizer'), name).toEqual([{ organizer: 'Tom & Jerry’s “Live” Ltd' }]);
      expect(await listed(env, 'categories', 'name'), name).toEqual([{ name: 'R&B' }]);
      expect(await listed(env, 'tags', 'name'), name).toEqual([{ name: 'Rock & Roll <3' }]);
      const again = await run(['events', 'import', path], { env });
      expect([again.code, again.stderr], name).toEqual([0, `${path}: 0 created, 0 updated, 2 skipped, 0 failed\n`]);
    }
  });

  it('reads a list envelope (--raw) and a site of plain permalinks (?rest_route=) the same way', async () => {
    const plain = tecEvent({ rest_url: 'http://127.0.0.1:8237/?rest_route=/tribe/events/v1/events/6' });
    const path = file('raw.json', { events: [plain], rest_url: `${SITE}/events/`, total: 1, total_pages: 1 });
    const env = { CALEV_DATA_DIR: join(dir, 'data'), XDG_CONFIG_HOME: join(dir, 'config') };
    await ok(env, 'events', 'import', path);
    expect(await listed(env, 'events', 'title,website')).toEqual([
      { title: 'Q&A night: “Live” — O’Brien’s…', website: "https://tix.example.org/buy?id=7&ref=cal's" },
    ]);
  });

  it("keeps the text of an item of calev's own store as it is: its &amp; was typed", async () => {
    const own = tecEvent({
      rest_url: 'http://localhost/wp-json/calendar/events/v1/events/6',
      title: 'HTML for beginners: &amp; and &#038;',
      website: 'https://example.org/?q=&amp;',
      categories: [
        {
          name: 'A &amp; B',
          slug: 'a-amp-b',
          id: 2,
          urls: { self: 'http://localhost/wp-json/calendar/events/v1/categories/2' },
        },
      ],
      tags: [],
      venue: { id: 4, venue: 'The &amp; Bar', slug: 'the-amp-bar' },
      organizer: [],
    });
    const env = { CALEV_DATA_DIR: join(dir, 'data'), XDG_CONFIG_HOME: join(dir, 'config') };
    await ok(env, 'events', 'import', file('own.json', [own]));
    expect(await listed(env, 'events', 'title,website,venue.venue,categories.name')).toEqual([
      {
        title: 'HTML for beginners: &amp; and &#038;',
        website: 'https://example.org/?q=&amp;',
        venue: { venue: 'The &amp; Bar' },
        categories: [{ name: 'A &amp; B' }],
      },
    ]);
  });
});

describe("venues, organizers, categories and tags imports of The Events Calendar's JSON", () => {
  it('store names as the site stores them: terms by their urls.self, venues and organizers by their list envelope', async () => {
    const env = { CALEV_DATA_DIR: join(dir, 'data'), XDG_CONFIG_HOME: join(dir, 'config') };
    const categories = [
      { id: 2, name: 'Music &amp; Arts', slug: 'music-arts', parent: 0, urls: { self: `${SITE}/categories/2` } },
    ];
    const venues = {
      venues: [{ id: 4, venue: 'Kim&#8217;s Caf\u00e9 &#038; Bar', slug: 'kims-cafe-bar', city: 'Dublin' }],
      rest_url: `${SITE}/venues/`,
      total: 1,
      total_pages: 1,
    };
    const organizers = {
      organizers: [
        { id: 5, organizer: 'Tom &#038; Jerry', slug: 'tom-jerry', website: 'https://o.example.org/?a=1&b=2' },
      ],
      rest_url: `${SITE}/organizers/`,
    };
    const tags = [{ id: 3, name: 'R&amp;B', slug: 'rb', urls: { self: `${SITE}/tags/3` } }];
    await ok(env, 'categories', 'import', file('categories.json', categories));
    await ok(env, 'venues', 'import', file('venues.json', venues));
    await ok(env, 'organizers', 'import', file('organizers.json', organizers));
    await ok(env, 'tags', 'import', file('tags.json', tags));
    expect(await listed(env, 'categories', 'name,slug')).toEqual([{ name: 'Music & Arts', slug: 'music-arts' }]);
    expect(await listed(env, 'venues', 'venue,slug')).toEqual([{ venue: 'Kim’s Café & Bar', slug: 'kims-cafe-bar' }]);
    expect(await listed(env, 'organizers', 'organizer,website')).toEqual([
      { organizer: 'Tom & Jerry', website: 'https://o.example.org/?a=1&b=2' },
    ]);
    expect(await listed(env, 'tags', 'name')).toEqual([{ name: 'R&B' }]);
  });
});
