// Partial updates through real HTTP, row by row of the §5.2 table, and the premium arguments
// post_parent and ticketed with the extension emulation on and off (API.md §5.2, §7).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';

type Json = Record<string, any>;

let srv: TestServer;
let parentId: number;
let seq = 0;

async function createEvent(body: Json): Promise<Json> {
  const res = await srv.call('POST', '/events', {
    as: 'admin',
    json: { start_date: '2024-08-01 10:00', end_date: '2024-08-01 11:00', ...body },
  });
  expect(res.status, res.text).toBe(201);
  return res.json;
}

/** An event with every optional field set, so that a cleared or kept field shows. */
async function fullEvent(): Promise<Json> {
  seq += 1;
  const res = await srv.call('POST', '/events', {
    as: 'admin',
    json: {
      title: `Full event ${seq}`,
      description: '<p>All the fields.</p>',
      excerpt: 'Short.',
      timezone: 'Europe/Paris',
      start_date: '2024-08-01 18:00',
      end_date: '2024-08-01 20:00',
      image: 'https://img.example.com/full.png',
      cost: '€10',
      website: 'https://full.example/',
      show_map: true,
      show_map_link: true,
      sticky: true,
      featured: true,
      categories: ['Full category'],
      tags: ['full-tag'],
      venue: { venue: 'Full hall' },
      organizer: [{ organizer: 'Full society' }],
      post_parent: parentId,
      ticketed: true,
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.json;
}

/** The keys whose values differ between two representations. */
function changedKeys(before: Json, after: Json): string[] {
  return Object.keys(before).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

async function updated(before: Json, body: Json): Promise<Json> {
  const res = await srv.call('POST', `/events/${before.id}`, { as: 'admin', json: body });
  expect(res.status, res.text).toBe(200);
  return res.json;
}

beforeAll(async () => {
  srv = await startTestServer({ clock: () => new Date('2024-07-10T15:30:00Z') });
  parentId = (
    await srv.call('POST', '/events', {
      as: 'admin',
      json: { title: 'Parent of all', start_date: '2024-08-01', end_date: '2024-08-01' },
    })
  ).json.id;
});
afterAll(() => srv.stop());

describe('omitted fields stay unchanged (§5.2)', () => {
  it('an update sending only excerpt changes only excerpt', async () => {
    const before = await fullEvent();
    const after = await updated(before, { excerpt: 'Changed.' });
    expect(changedKeys(before, after)).toEqual(['excerpt']);
  });

  it('an update with an empty body changes nothing', async () => {
    const before = await fullEvent();
    expect(await updated(before, {})).toEqual(before);
  });

  it('sending only start_date keeps end_date (and the stored timezone is the reference zone)', async () => {
    const before = await fullEvent();
    const after = await updated(before, { start_date: '2024-08-01 19:00' });
    expect(changedKeys(before, after)).toEqual([
      'start_date',
      'start_date_details',
      'utc_start_date',
      'utc_start_date_details',
    ]);
    expect([after.start_date, after.utc_start_date, after.end_date]).toEqual([
      '2024-08-01 19:00:00',
      '2024-08-01 17:00:00',
      '2024-08-01 20:00:00',
    ]);
  });

  it('sending only end_date before the kept start_date moves end to start', async () => {
    const before = await fullEvent();
    const after = await updated(before, { end_date: '2024-08-01 10:00' });
    expect([after.start_date, after.end_date]).toEqual(['2024-08-01 18:00:00', '2024-08-01 18:00:00']);
  });
});

describe('sent empty: 400 for required-like fields and booleans (§5.2)', () => {
  it.each(['title', 'slug', 'author', 'date', 'date_utc', 'status', 'start_date', 'end_date'])(
    '%s="" is 400 and changes nothing',
    async (name) => {
      const before = await fullEvent();
      const res = await srv.call('POST', `/events/${before.id}`, {
        as: 'admin',
        json: { [name]: '', excerpt: 'must not be stored' },
      });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('rest_invalid_param');
      expect(Object.keys(res.json.data.params)).toEqual([name]);
      expect((await srv.call('GET', `/events/${before.id}`, { as: 'admin' })).json.excerpt).toBe('Short.');
    },
  );

  it.each(['all_day', 'show_map', 'show_map_link', 'hide_from_listings', 'sticky', 'featured', 'ticketed'])(
    '%s="" is 400 "is not of type boolean"',
    async (name) => {
      const before = await fullEvent();
      const res = await srv.call('POST', `/events/${before.id}`, { as: 'admin', json: { [name]: '' } });
      expect(res.status).toBe(400);
      expect(res.json.data.params).toEqual({ [name]: `${name} is not of type boolean.` });
      expect(res.json.data.details[name].code).toBe('rest_invalid_type');
    },
  );

  it('booleans are changed only by true/false', async () => {
    const before = await fullEvent();
    const after = await updated(before, { featured: false, sticky: 'false', hide_from_listings: '1' });
    expect(changedKeys(before, after)).toEqual(['hide_from_listings', 'sticky', 'featured']);
  });
});

describe('sent empty: cleared (§5.2)', () => {
  it('description="" and excerpt="" clear them', async () => {
    const before = await fullEvent();
    const after = await updated(before, { description: '', excerpt: '' });
    expect(changedKeys(before, after)).toEqual(['description', 'excerpt']);
    expect([after.description, after.excerpt]).toEqual(['', '']);
  });

  it('website="" is "" and stops following url; never set, it follows url, also after a rename', async () => {
    const before = await fullEvent();
    const after = await updated(before, { website: '' });
    expect(changedKeys(before, after)).toEqual(['website']);
    expect(after.website).toBe('');
    const plain = (
      await srv.call('POST', '/events', {
        as: 'admin',
        json: { title: 'Follows url', start_date: '2024-08-01', end_date: '2024-08-01' },
      })
    ).json;
    expect(plain.website).toBe(plain.url);
    const drafted = await updated(plain, { status: 'draft', slug: 'follows-url-renamed' });
    expect(drafted.website).toBe(`${srv.base}/?post_type=tribe_events&p=${plain.id}`);
    const published = await updated(drafted, { status: 'publish' });
    expect(published.website).toBe(`${srv.base}/event/follows-url-renamed/`);
  });

  it.each(['not a url', 'ftp://full.example/', '/relative'])('website=%j is 400', async (website) => {
    const before = await fullEvent();
    const res = await srv.call('POST', `/events/${before.id}`, { as: 'admin', json: { website } });
    expect(res.status).toBe(400);
    expect(res.json.data.params).toEqual({ website: 'Invalid parameter.' });
  });

  it('timezone="" resets to the site timezone, keeping the wall clocks', async () => {
    const before = await fullEvent();
    const after = await updated(before, { timezone: '' });
    expect([after.timezone, after.timezone_abbr, after.start_date, after.utc_start_date]).toEqual([
      'UTC',
      'UTC',
      '2024-08-01 18:00:00',
      '2024-08-01 18:00:00',
    ]);
    expect(changedKeys(before, after)).toEqual([
      'utc_start_date',
      'utc_start_date_details',
      'utc_end_date',
      'utc_end_date_details',
      'timezone',
      'timezone_abbr',
    ]);
  });

  it.each(['', '0'])('image=%j removes the image', async (image) => {
    const before = await fullEvent();
    const after = await updated(before, { image });
    expect(changedKeys(before, after)).toEqual(['image']);
    expect(after.image).toBe(false);
  });

  it.each([[''], [[]]])('cost=%j removes the cost', async (cost) => {
    const before = await fullEvent();
    const after = await updated(before, { cost });
    expect(changedKeys(before, after)).toEqual(['cost', 'cost_details']);
    expect(after.cost).toBe('');
    expect(JSON.stringify(after.cost_details)).toBe(
      '{"currency_symbol":"","currency_code":"","currency_position":"","values":[]}',
    );
  });

  it.each([[''], [0], ['0']])('post_parent=%j clears the parent', async (post_parent) => {
    const before = await fullEvent();
    const after = await updated(before, { post_parent });
    expect(changedKeys(before, after)).toEqual(['post_parent']);
    expect(after.post_parent).toBe(0);
  });

  it.each([[''], [[]]])('categories=%j and tags=%j remove all terms', async (empty) => {
    const before = await fullEvent();
    const after = await updated(before, { categories: empty, tags: empty });
    expect(changedKeys(before, after)).toEqual(['categories', 'tags']);
    expect([after.categories, after.tags]).toEqual([[], []]);
  });

  it('categories="" sent form-encoded removes them too', async () => {
    const before = await fullEvent();
    const res = await srv.call('POST', `/events/${before.id}`, { as: 'admin', form: 'categories=&tags=' });
    expect([res.json.categories, res.json.tags]).toEqual([[], []]);
  });

  it.each([[''], [0], ['0'], [[]]])('venue=%j unlinks the venue', async (venue) => {
    const before = await fullEvent();
    const after = await updated(before, { venue });
    expect(changedKeys(before, after)).toEqual(['venue']);
    expect(after.venue).toEqual([]);
  });

  it.each([[''], [0], [[]]])('organizer=%j unlinks every organizer', async (organizer) => {
    const before = await fullEvent();
    const after = await updated(before, { organizer });
    expect(changedKeys(before, after)).toEqual(['organizer']);
    expect(after.organizer).toEqual([]);
  });

  it('a sent list replaces the terms and organizers, in order, each organizer once', async () => {
    const before = await fullEvent();
    const orgs = before.organizer.map((o: Json) => o.id);
    const other = (await srv.call('POST', '/organizers', { as: 'admin', json: { organizer: 'Second society' } })).json
      .id;
    const after = await updated(before, { organizer: `${other},${orgs[0]},${other}`, tags: ['other-tag'] });
    expect(after.organizer.map((o: Json) => o.id)).toEqual([other, orgs[0]]);
    expect(after.tags.map((t: Json) => t.slug)).toEqual(['other-tag']);
    expect(after.categories).toEqual(before.categories);
  });

  it('a trashed venue or organizer cannot be linked; unknown term ids are skipped silently', async () => {
    const before = await fullEvent();
    const v = (await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Trashed link hall' } })).json.id;
    const o = (await srv.call('POST', '/organizers', { as: 'admin', json: { organizer: 'Trashed link club' } })).json
      .id;
    await srv.call('DELETE', `/venues/${v}`, { as: 'admin' });
    await srv.call('DELETE', `/organizers/${o}`, { as: 'admin' });
    const venue = await srv.call('POST', `/events/${before.id}`, { as: 'admin', json: { venue: { id: v } } });
    expect(venue.status).toBe(400);
    expect(venue.json.data.params).toEqual({ venue: 'Invalid parameter.' });
    const organizer = await srv.call('POST', `/events/${before.id}`, { as: 'admin', json: { organizer: [o] } });
    expect(organizer.json.data.params).toEqual({ organizer: 'Invalid parameter.' });
    const terms = await updated(before, { categories: [987654, 'Full category'] });
    expect(terms.categories).toEqual(before.categories);
  });

  it('new term names in one list are looked up against each other: name, slug and case give one term', async () => {
    const before = await fullEvent();
    const after = await updated(before, {
      tags: ['Night Birds', 'night-birds', 'NIGHT BIRDS'],
      categories: 'Late Shows,late-shows',
    });
    expect(after.tags.map((t: Json) => [t.name, t.slug])).toEqual([['Night Birds', 'night-birds']]);
    expect(after.categories.map((t: Json) => [t.name, t.slug])).toEqual([['Late Shows', 'late-shows']]);
  });

  it('a venue list of two items is 400; a one-item list links it', async () => {
    const before = await fullEvent();
    const v = (await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'List hall' } })).json.id;
    const two = await srv.call('POST', `/events/${before.id}`, { as: 'admin', json: { venue: [v, before.venue.id] } });
    expect(two.status).toBe(400);
    expect(two.json.data.params).toEqual({ venue: 'Invalid parameter.' });
    expect((await updated(before, { venue: [v] })).venue.id).toBe(v);
  });
});

describe('post_parent and ticketed with premium on (§7)', () => {
  it('post_parent links to an existing top-level event; ticketed is stored', async () => {
    const parent = await createEvent({ title: 'Series parent' });
    const child = await createEvent({ title: 'Series child', post_parent: parent.id, ticketed: true });
    expect([child.post_parent, child.ticketed]).toEqual([parent.id, true]);
    const list = await srv.call('GET', '/events', { query: { post_parent: parent.id } });
    expect(list.json.events.map((x: Json) => x.id)).toEqual([child.id]);
    expect(
      (await srv.call('GET', '/events', { query: { ticketed: 'true', search: 'series' } })).json.events.map(
        (x: Json) => x.id,
      ),
    ).toEqual([child.id]);
  });

  it('post_parent must not be itself, a child, a parent of children, trashed or unknown', async () => {
    const parent = await createEvent({ title: 'Rule parent' });
    const child = await createEvent({ title: 'Rule child', post_parent: parent.id });
    const loner = await createEvent({ title: 'Rule loner' });
    const trashed = await createEvent({ title: 'Rule trashed' });
    await srv.call('DELETE', `/events/${trashed.id}`, { as: 'admin' });
    for (const [target, value] of [
      [loner.id, loner.id],
      [loner.id, child.id],
      [parent.id, loner.id],
      [loner.id, trashed.id],
      [loner.id, 987654],
    ]) {
      const res = await srv.call('POST', `/events/${target}`, { as: 'admin', json: { post_parent: value } });
      expect(res.status, `${target} <- ${value}`).toBe(400);
      expect(res.json.data.params).toEqual({ post_parent: 'Invalid parameter.' });
    }
  });

  it('trashing a parent leaves its children unchanged', async () => {
    const parent = await createEvent({ title: 'Trashed parent' });
    const child = await createEvent({ title: 'Orphan child', post_parent: parent.id });
    expect((await srv.call('DELETE', `/events/${parent.id}`, { as: 'admin' })).status).toBe(200);
    expect((await srv.call('GET', `/events/${child.id}`)).json.post_parent).toBe(parent.id);
  });

  it('post_parent "" or 0 clears it', async () => {
    const parent = await createEvent({ title: 'Clear parent' });
    const a = await createEvent({ title: 'Clear child a', post_parent: parent.id });
    const b = await createEvent({ title: 'Clear child b', post_parent: parent.id });
    expect(
      (await srv.call('POST', `/events/${a.id}`, { as: 'admin', json: { post_parent: '' } })).json.post_parent,
    ).toBe(0);
    expect(
      (await srv.call('POST', `/events/${b.id}`, { as: 'admin', json: { post_parent: 0 } })).json.post_parent,
    ).toBe(0);
  });
});

describe('premium emulation off (§7)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'calev-premium-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('post_parent and ticketed are ignored on write, not output, and kept in storage', async () => {
    const clock = () => new Date('2024-07-10T15:30:00Z');
    const on = await startTestServer({ clock }, dir);
    const when = { start_date: '2024-08-01 10:00', end_date: '2024-08-01 11:00' };
    const parent = (await on.call('POST', '/events', { as: 'admin', json: { title: 'Premium parent', ...when } })).json
      .id;
    const child = (
      await on.call('POST', '/events', {
        as: 'admin',
        json: { title: 'Premium child', ...when, post_parent: parent, ticketed: true },
      })
    ).json.id;
    await on.stop();

    const off = await startTestServer({ clock, premium: false }, dir);
    try {
      const read = await off.call('GET', `/events/${child}`);
      expect(read.json).not.toHaveProperty('post_parent');
      expect(read.json).not.toHaveProperty('ticketed');
      expect(Object.keys(read.json).slice(-2)).toEqual(['custom_fields', 'json_ld']);
      const write = await off.call('POST', `/events/${child}`, {
        as: 'admin',
        json: { post_parent: 987654, ticketed: 'not-a-bool', excerpt: 'off' },
      });
      expect(write.status).toBe(200);
      expect(write.json.excerpt).toBe('off');
      const filtered = await off.call('GET', '/events', { query: { post_parent: parent } });
      expect(filtered.json.events.map((e: Json) => e.id)).toEqual([child]);
      const ticketed = await off.call('GET', '/events', { query: { ticketed: 'true' } });
      expect(ticketed.status).toBe(400);
      expect(ticketed.text).toBe(
        '{"code":"rest_invalid_param","message":"Invalid parameter(s): ticketed","data":{"status":400,"params":{"ticketed":"Event Tickets plugin is not activated."},' +
          '"details":{"ticketed":{"code":"event-tickets-not-active","message":"Event Tickets plugin is not activated.","data":{"param":"ticketed"}}}}}',
      );
      const notTicketed = await off.call('GET', '/events', { query: { ticketed: 'false' } });
      expect(notTicketed.json.total).toBe(2);
    } finally {
      await off.stop();
    }

    const again = await startTestServer({ clock }, dir);
    try {
      const read = await again.call('GET', `/events/${child}`);
      expect([read.json.post_parent, read.json.ticketed, read.json.excerpt]).toEqual([parent, true, 'off']);
    } finally {
      await again.stop();
    }
  });
});
