import { afterEach, describe, expect, it } from 'vitest';
import { quirksFor } from '../../src/api/tec-site.js';
import { TEC_NAMESPACE } from '../../src/spec/types.js';
import { mockSite, run } from '../cli/harness.js';
import { envelopeOf, tecList } from './tec-fixtures.js';

const SITE = 'http://wordpress.test';
const NS = '/wp-json/tribe/events/v1';
const env = {
  CALEV_URL: SITE,
  CALEV_NAMESPACE: 'tribe/events/v1',
  XDG_CONFIG_HOME: '/nonexistent-calev-config',
  NO_COLOR: '1',
};
// the recordings come from a test site on plain http, off this machine: calev must be told that is fine
const auth = { CALEV_USER: 'admin', CALEV_PASSWORD: 'app pass', CALEV_ALLOW_HTTP: '1' };

describe('a real The Events Calendar site (recorded responses, namespace tribe/events/v1)', () => {
  let site: ReturnType<typeof mockSite> | undefined;
  afterEach(async () => {
    await site?.agent.close();
    site = undefined;
  });

  it('events list prints the items exactly as the site sent them', async () => {
    const list = tecList('Archive_Event-hide_password_protected_fields.json', 'events');
    site = mockSite(SITE, () => [200, envelopeOf(list)]);
    const res = await run(['events', 'list'], { env, agent: site.agent });
    expect(res.code).toBe(0);
    expect(site.requests[0].path).toBe(`${NS}/events`);
    expect(JSON.parse(res.stdout)).toEqual(list.items);
  });

  it('events list renders password-masked items (null flags, [] venue) as a table', async () => {
    const list = tecList('Archive_Event-hide_password_protected_fields.json', 'events');
    site = mockSite(SITE, () => [200, envelopeOf(list)]);
    const res = await run(['events', 'list'], { env, agent: site.agent, stdoutTTY: true, columns: 120 });
    const lines = res.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(/^ID\s+TITLE\s+START\s+END\s+VENUE\s+STATUS$/);
    expect(lines.slice(1).map((l) => l.split(/\s{2,}/)[0])).toEqual(['101', '102', '103', '104', '105']);
    expect(lines[1]).toMatch(
      /^101\s+Test Event 1\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC\s+publish$/,
    );
  });

  it('events list --format csv and yaml read the same items', async () => {
    const list = tecList('Archive_Event-show_additional_fields.json', 'events');
    site = mockSite(SITE, () => [200, envelopeOf(list)]);
    const csv = (
      await run(['events', 'list', '--format', 'csv', '--fields', 'id,title,custom_fields._ecp_custom_1.value'], {
        env,
        agent: site.agent,
      })
    ).stdout;
    expect(csv.split('\n')[1]).toBe('101,Test Event 1,Cool Value');
    const yaml = (
      await run(['events', 'list', '--format', 'yaml', '--fields', 'id,start_date_details.year'], {
        env,
        agent: site.agent,
      })
    ).stdout;
    expect(yaml).toMatch(/^- id: 101\n {2}start_date_details:\n {4}year: "\d{4}"\n/);
  });

  it('venues list and organizers list render the recorded shapes', async () => {
    const venues = tecList('Archive_Venue-hide_password_protected_fields.json', 'venues', 200);
    site = mockSite(SITE, () => [200, envelopeOf(venues)]);
    // a piped table is 80 columns wide without COLUMNS, as the views: these cells need 100
    const v = await run(['venues', 'list', '--format', 'table'], {
      env: { ...env, COLUMNS: '100' },
      agent: site.agent,
    });
    expect(v.code).toBe(0);
    expect(v.stdout).toMatch(/^202\s+Post title 202\s+venue0.00000000 1718299500city/m);
    expect(v.stdout.trimEnd().split('\n')).toHaveLength(6);
    await site.agent.close();
    const organizers = tecList('Archive_Organizer-hide_password_protected_fields.json', 'organizers', 300);
    site = mockSite(SITE, () => [200, envelopeOf(organizers)]);
    const o = await run(['organizers', 'list', '--format', 'ids'], { env, agent: site.agent });
    expect(o.stdout).toBe('301\n302\n303\n304\n305\n');
  });

  it("events list --all asks for the next pages by number with the list's own query until total_pages, not by the site's next link", async () => {
    const one = tecList('Archive_Event-show_additional_fields.json', 'events', 100);
    const two = tecList('Archive_Event-hide_password_protected_fields.json', 'events', 200);
    const next = `${SITE}/index.php?rest_route=%2Ftribe%2Fevents%2Fv1%2Fevents%2F&per_page=3&page=2`;
    site = mockSite(SITE, (req) =>
      req.path.includes('page=2')
        ? [
            200,
            {
              ...envelopeOf(two),
              previous_rest_url: `${SITE}/index.php?rest_route=%2Ftribe%2Fevents%2Fv1%2Fevents%2F&per_page=3`,
              total: 8,
              total_pages: 2,
            },
          ]
        : [200, { ...envelopeOf(one), next_rest_url: next, total: 8, total_pages: 2 }],
    );
    const res = await run(['events', 'list', '--all', '--per-page', '3', '--format', 'ids'], {
      env,
      agent: site.agent,
    });
    expect(res.code).toBe(0);
    expect(res.stdout).toBe('101\n102\n103\n201\n202\n203\n204\n205\n');
    expect(site.requests.map((r) => r.path)).toEqual([`${NS}/events?per_page=3`, `${NS}/events?per_page=3&page=2`]);
  });

  it('events list --limit 4 stops after four items and asks for no more pages than needed', async () => {
    const one = tecList('Archive_Event-show_additional_fields.json', 'events', 100);
    const two = tecList('Archive_Event-hide_password_protected_fields.json', 'events', 200);
    site = mockSite(SITE, (req) =>
      req.path.includes('page=2')
        ? [200, { ...envelopeOf(two), total: 8, total_pages: 2 }]
        : [
            200,
            { ...envelopeOf(one), next_rest_url: `${SITE}${NS}/events?per_page=4&page=2`, total: 8, total_pages: 2 },
          ],
    );
    const res = await run(['events', 'list', '--limit', '4', '--format', 'json'], { env, agent: site.agent });
    expect(JSON.parse(res.stdout).map((e: { id: number }) => e.id)).toEqual([101, 102, 103, 201]);
    expect(site.requests).toHaveLength(2);
    expect(site.requests[0].path).toBe(`${NS}/events?per_page=4`);
  });

  it('events update 101 --featured against a TEC site reads the event first and sends back the fields an update resets', async () => {
    const event = tecList('Archive_Event-show_additional_fields.json', 'events').items[0];
    event.categories = [{ id: 5, name: 'Music', slug: 'music' }];
    event.venue = { id: 55, venue: 'Hall' };
    event.organizer = [
      { id: 66, organizer: 'Club' },
      { id: 67, organizer: 'Band' },
    ];
    event.image = { id: 77, url: 'http://wordpress.test/a.jpg' };
    site = mockSite(SITE, (req) => (req.method === 'GET' ? [200, event] : [200, { ...event, featured: true }]));
    const res = await run(['events', 'update', '101', '--featured', '--format', 'ids'], {
      env: { ...env, ...auth },
      agent: site.agent,
    });
    expect(res.stderr).toBe('');
    expect(res.stdout).toBe('101\n');
    expect(site.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${NS}/events/101`, `PUT ${NS}/events/101`]);
    const body = JSON.parse(site.requests[1].body!);
    // Only what the site would reset, with stored values: not the title, description and excerpt
    // it keeps (and shows rendered), not the website that is only the event's own page; the
    // publication date, which the update would set to its own time.
    expect(body).toEqual({
      status: 'publish',
      date_utc: '2084-06-13 17:25:00',
      // as text: a number is a 400 (image-id-as-text.json)
      image: '77',
      all_day: false,
      timezone: 'UTC',
      show_map: true,
      show_map_link: true,
      hide_from_listings: false,
      sticky: false,
      featured: true,
      organizer: [66, 67],
    });
  });

  it('events update 101 of an event shown without date_utc sends back its site-time date when it is fixed', async () => {
    const { date_utc: _utc, ...event } = tecList('Archive_Event-show_additional_fields.json', 'events').items[0];
    site = mockSite(SITE, (req) => (req.method === 'GET' ? [200, event] : [200, event]));
    await run(['events', 'update', '101', '--sticky'], { env: { ...env, ...auth }, agent: site.agent });
    expect(JSON.parse(site.requests[1].body!)).toMatchObject({ status: 'publish', date: '2084-06-13 17:25:00' });
    await site.agent.close();
    site = mockSite(SITE, (req) => (req.method === 'GET' ? [200, { ...event, status: 'draft' }] : [200, event]));
    await run(['events', 'update', '101', '--sticky'], { env: { ...env, ...auth }, agent: site.agent });
    expect(JSON.parse(site.requests[1].body!)).not.toHaveProperty('date');
  });

  it('events update 101 against a calendar/events/v1 site sends only the given field', async () => {
    site = mockSite(SITE, () => [200, { id: 101 }]);
    await run(['events', 'update', '101', '--featured'], {
      env: { ...env, ...auth, CALEV_NAMESPACE: 'calendar/events/v1' },
      agent: site.agent,
    });
    expect(site.requests).toHaveLength(1);
    expect(JSON.parse(site.requests[0].body!)).toEqual({ featured: true });
  });

  it('an API root in the plain-permalink form (--api-root "/index.php?rest_route=") builds rest_route targets', async () => {
    const list = tecList('Archive_Event-show_additional_fields.json', 'events');
    site = mockSite(SITE, () => [200, envelopeOf(list)]);
    await run(['events', 'list', '--api-root', '/index.php?rest_route=', '--search', 'jazz night'], {
      env,
      agent: site.agent,
    });
    expect(site.requests[0].path).toBe('/index.php?rest_route=/tribe/events/v1/events&search=jazz+night');
  });
});

describe('venue and organizer data in event writes to a TEC site', () => {
  it('concurrent writes naming one new venue, organizer and category make each once, by a write of its own, and link it by id', async () => {
    const posts: string[] = [];
    const ids: Record<string, number> = { '/venues': 55, '/organizers': 66, '/categories': 77 };
    const client = {
      async call(method: string, path: string, opts: { body?: Record<string, unknown> }) {
        posts.push(`${method} ${path}`);
        await new Promise((r) => setTimeout(r, 5));
        // a create answers the item as written
        return { data: method === 'GET' ? { categories: [] } : { id: ids[path], ...opts.body } };
      },
      callRoute: () => Promise.reject(new Error('no other namespace here')),
    };
    const quirks = quirksFor(TEC_NAMESPACE);
    const body = {
      title: 'T',
      venue: { venue: 'Own Room', city: 'Berlin' },
      organizer: [{ organizer: 'Kim' }, 12],
      categories: ['Own music', '3'],
    };
    const sent = await Promise.all([1, 2, 3].map(() => quirks.writeBody('events', body, true, client, body)));
    // each looked up first (nothing of that name), then made once
    expect(posts.sort()).toEqual([
      'GET /categories',
      'GET /organizers',
      'GET /venues',
      'POST /categories',
      'POST /organizers',
      'POST /venues',
    ]);
    for (const b of sent) expect(b).toMatchObject({ venue: 55, organizer: [66, 12], categories: [77, '3'] });
  });

  it('a venue of that name is linked by id; fields given with the name that it lacks update it, keeping what an update resets', async () => {
    const writes: Array<[string, unknown]> = [];
    const hall = {
      id: 5,
      venue: 'Hall',
      city: 'Lyon',
      status: 'draft',
      show_map: false,
      show_map_link: false,
      image: { id: 9 },
    };
    const client = {
      async call(method: string, path: string, opts: { body?: unknown }) {
        if (method === 'GET') return { data: { venues: [{ id: 4, venue: 'Hall Annex' }, hall] } };
        writes.push([`${method} ${path}`, opts.body]);
        return { data: hall };
      },
      callRoute: () => Promise.reject(new Error('no other namespace here')),
    };
    const same = { venue: { venue: 'hall', city: 'Lyon' } };
    expect(await quirksFor(TEC_NAMESPACE).writeBody('events', same, true, client, same)).toMatchObject({ venue: 5 });
    expect(writes).toEqual([]);
    const moved = { venue: { venue: 'Hall', city: 'Paris' } };
    expect(await quirksFor(TEC_NAMESPACE).writeBody('events', moved, true, client, moved)).toMatchObject({ venue: 5 });
    // (the client's call then writes the image id and the map flags as the site takes them)
    expect(writes).toEqual([
      [
        'PUT /venues/5',
        { status: 'draft', image: 9, show_map: false, show_map_link: false, venue: 'Hall', city: 'Paris' },
      ],
    ]);
  });

  it("an organizer made by one write, named with more by a later one (an import's rows), gets the later one's fields", async () => {
    const writes: Array<[string, unknown]> = [];
    const client = {
      async call(method: string, path: string, opts: { body?: Record<string, unknown> }) {
        if (method === 'GET') return { data: { organizers: [] } };
        writes.push([`${method} ${path}`, opts.body]);
        return { data: { id: 16, status: 'publish', ...opts.body } };
      },
      callRoute: () => Promise.reject(new Error('no other namespace here')),
    };
    const quirks = quirksFor(TEC_NAMESPACE);
    const first = { organizer: [{ organizer: 'Yan Org' }] };
    const second = { organizer: [{ organizer: 'Yan Org', email: 'yan@example.org' }] };
    for (const body of [first, second, second])
      expect(await quirks.writeBody('events', body, true, client, body)).toMatchObject({ organizer: [16] });
    expect(writes).toEqual([
      ['POST /organizers', { organizer: 'Yan Org' }],
      ['PUT /organizers/16', { status: 'publish', organizer: 'Yan Org', email: 'yan@example.org' }],
    ]);
  });

  it('a venue write the user may not make leaves the data with the event, as before', async () => {
    const client = {
      call: async () => {
        throw new Error('403');
      },
      callRoute: () => Promise.reject(new Error('no other namespace here')),
    };
    const sent = await quirksFor(TEC_NAMESPACE).writeBody('events', { venue: { venue: 'Hall' } }, true, client, {});
    expect(sent).toMatchObject({ venue: { venue: 'Hall' } });
  });
});
