// Event creates and updates through real HTTP: required arguments, status defaults and scale-back,
// slugs, images, translations and the order of checks (API.md §1.11, §2.2, §4.6, §5.1, §5.4, §5.5,
// §5.8, §6, A.3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type Who } from '../support/server.js';

type Json = Record<string, any>;

let srv: TestServer;

const WHEN = { start_date: '2024-07-20 10:00', end_date: '2024-07-20 12:00' };

async function create(body: Json, as: Who = 'admin'): Promise<Json> {
  const res = await srv.call('POST', '/events', { as, json: { ...WHEN, ...body } });
  expect(res.status, res.text).toBe(201);
  return res.json;
}

function update(idOrPath: number | string, body: Json, as: Who = 'admin') {
  const path = typeof idOrPath === 'number' ? `/events/${idOrPath}` : idOrPath;
  return srv.call('POST', path, { as, json: body });
}

beforeAll(async () => {
  srv = await startTestServer({ clock: () => new Date('2024-07-10T15:30:00Z') });
});
afterAll(() => srv.stop());

describe('required arguments and the order of checks (§1.11, A.3)', () => {
  it('POST /events (admin, {"description":"x"}) is the A.3 missing-parameter error', async () => {
    const res = await srv.call('POST', '/events', { as: 'admin', json: { description: 'x' } });
    expect(res.status).toBe(400);
    expect(res.text).toBe(
      '{"code":"rest_missing_callback_param","message":"Missing parameter(s): title, start_date, end_date","data":{"status":400,"params":["title","start_date","end_date"]}}',
    );
  });

  it('POST /events anonymous with a valid body is 401 rest_forbidden (A.3); without title it is 400', async () => {
    const res = await srv.call('POST', '/events', { json: { title: 'Nope', ...WHEN } });
    expect(res.status).toBe(401);
    expect(res.text).toBe(
      '{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.","data":{"status":401}}',
    );
    expect(res.headers.get('www-authenticate')).toBeNull();
    expect((await srv.call('POST', '/events', { json: WHEN })).status).toBe(400);
  });

  it('POST /events as a subscriber is 403 rest_forbidden', async () => {
    const res = await srv.call('POST', '/events', { as: 'subscriber', json: { title: 'Nope', ...WHEN } });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('rest_forbidden');
  });

  it('a title of only white space is 400; titles are trimmed on write', async () => {
    const bad = await srv.call('POST', '/events', { as: 'admin', json: { title: '   ', ...WHEN } });
    expect(bad.status).toBe(400);
    expect(bad.json.data.params).toEqual({ title: 'Invalid parameter.' });
    expect((await create({ title: '  Padded title \n' })).title).toBe('Padded title');
  });

  it('a failed create stores nothing (no venue, organizer or image is left behind)', async () => {
    const before = (await srv.call('GET', '/venues', { query: { search: 'Atomic hall' } })).json.total;
    const res = await srv.call('POST', '/events', {
      as: 'admin',
      json: { title: 'Atomic', ...WHEN, venue: { venue: 'Atomic hall' }, status: 'nonsense' },
    });
    expect(res.status).toBe(400);
    expect(res.json.data.params).toEqual({ status: 'Invalid parameter.' });
    expect((await srv.call('GET', '/venues', { query: { search: 'Atomic hall' } })).json.total).toBe(before);
  });

  it('generated keys sent in a body are ignored', async () => {
    const e = await create({
      title: 'Ignores generated keys',
      id: 999999,
      url: 'https://evil.example/',
      timezone_abbr: 'XYZ',
      utc_start_date: '2000-01-01 00:00:00',
    });
    expect(e.id).not.toBe(999999);
    expect(e.url).toBe(`${srv.base}/event/ignores-generated-keys/`);
    expect([e.timezone_abbr, e.utc_start_date]).toEqual(['UTC', '2024-07-20 10:00:00']);
  });

  it('the path id wins over an id in the body (§1.9)', async () => {
    const a = await create({ title: 'Path id A' });
    const b = await create({ title: 'Path id B' });
    const res = await update(a.id, { id: b.id, excerpt: 'path wins' });
    expect(res.json.id).toBe(a.id);
    expect((await srv.call('GET', `/events/${b.id}`)).json.excerpt).toBe('');
  });

  it('update of a missing id is 404 with the id; an anonymous one is 401; a venue id is 400', async () => {
    const missing = await update(987654, { title: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.text).toBe(
      '{"code":"rest-event-not-found","message":"Event with ID 987654 does not exist.","data":{"status":404}}',
    );
    expect((await update(987654, { title: 'x' }, 'anonymous')).status).toBe(401);
    expect((await update(987654, { title: 'x' }, 'subscriber')).status).toBe(403);
    expect((await update(987654, { title: 'x' }, 'contributor')).status).toBe(404);
    const venue = (await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Not an event hall' } })).json.id;
    const wrongKind = await update(venue, { title: 'x' });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.json.code).toBe('rest-invalid-event-id');
  });

  it('PUT and PATCH update exactly like POST', async () => {
    const e = await create({ title: 'Three verbs' });
    expect((await srv.call('PUT', `/events/${e.id}`, { as: 'admin', json: { excerpt: 'put' } })).json.excerpt).toBe(
      'put',
    );
    expect(
      (await srv.call('PATCH', `/events/${e.id}`, { as: 'admin', form: 'description=patched' })).json.description,
    ).toBe('patched');
    const after = (await srv.call('GET', `/events/${e.id}`)).json;
    expect([after.title, after.excerpt, after.description]).toEqual(['Three verbs', 'put', 'patched']);
  });
});

describe('defaults on create (§5.1)', () => {
  it('an admin create with only the required arguments gets every §5.1 default', async () => {
    const e = await create({ title: 'Bare event' });
    expect(e).toMatchObject({
      author: '1',
      status: 'publish',
      date: '2024-07-10 15:30:00',
      date_utc: '2024-07-10 15:30:00',
      modified: '2024-07-10 15:30:00',
      excerpt: '',
      description: '',
      image: false,
      all_day: false,
      timezone: 'UTC',
      timezone_abbr: 'UTC',
      cost: '',
      cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: [] },
      website: `${srv.base}/event/bare-event/`,
      show_map: false,
      show_map_link: false,
      hide_from_listings: false,
      sticky: false,
      featured: false,
      categories: [],
      tags: [],
      venue: [],
      organizer: [],
      custom_fields: [],
      post_parent: 0,
      ticketed: false,
    });
    expect(e).not.toHaveProperty('json_ld');
  });

  it('author can be set to another existing user; an unknown user is 400', async () => {
    const users = await srv.call('POST', '/events', {
      as: 'author',
      json: { title: 'Given to admin', ...WHEN, author: 1 },
    });
    expect(users.json.author).toBe('1');
    const bad = await srv.call('POST', '/events', {
      as: 'admin',
      json: { title: 'No such author', ...WHEN, author: 999 },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.data.params).toEqual({ author: 'Invalid parameter.' });
  });
});

describe('status defaults and scale-back (§5.5)', () => {
  it.each([
    ['admin', undefined, 'publish'],
    ['editor', 'draft', 'draft'],
    ['author', 'private', 'private'],
    ['author', 'pending', 'pending'],
    ['contributor', undefined, 'draft'],
    ['contributor', 'publish', 'pending'],
    ['contributor', 'future', 'pending'],
    ['contributor', 'private', 'pending'],
    ['contributor', 'draft', 'draft'],
    ['contributor', 'pending', 'pending'],
  ] as const)('%s creating with status %s gets %s', async (who, status, expected) => {
    const e = await create({ title: `Status ${who} ${status ?? 'default'}`, ...(status ? { status } : {}) }, who);
    expect(e.status).toBe(expected);
  });

  it('publish with a future publication date becomes future; future with a past date becomes publish', async () => {
    const later = await create({ title: 'Publishes later', date: '2024-08-01 09:00' });
    expect([later.status, later.date_utc]).toEqual(['future', '2024-08-01 09:00:00']);
    expect(later.url).toBe(`${srv.base}/event/publishes-later/`);
    const past = await create({ title: 'Future in the past', status: 'future', date: '2024-07-01 09:00' });
    expect(past.status).toBe('publish');
    const noDate = await create({ title: 'Future without a date', status: 'future' });
    expect(noDate.status).toBe('publish');
  });

  it('drafts and pending events have the plain permalink', async () => {
    const d = await create({ title: 'Plain link', status: 'draft' });
    expect(d.url).toBe(`${srv.base}/?post_type=tribe_events&p=${d.id}`);
    expect(d.website).toBe(d.url);
  });

  it("a contributor edits an own draft, but not once it is published, and never others' events", async () => {
    const own = await create({ title: 'Contributor own' }, 'contributor');
    const edited = await update(own.id, { excerpt: 'edited', status: 'publish' }, 'contributor');
    expect(edited.status).toBe(200);
    expect(edited.json.status).toBe('pending');
    expect((await update(own.id, { status: 'publish' })).json.status).toBe('publish');
    expect((await update(own.id, { excerpt: 'again' }, 'contributor')).status).toBe(403);
    const others = await create({ title: 'Admin owned', status: 'draft' });
    expect((await update(others.id, { excerpt: 'x' }, 'contributor')).status).toBe(403);
    expect((await update(others.id, { excerpt: 'x' }, 'author')).status).toBe(403);
    expect((await update(others.id, { excerpt: 'x' }, 'editor')).status).toBe(200);
  });

  it('status=trash on update is 400 (use DELETE)', async () => {
    const e = await create({ title: 'Not trashed by update' });
    const res = await update(e.id, { status: 'trash' });
    expect(res.status).toBe(400);
    expect(res.json.data.params).toEqual({ status: 'Invalid parameter.' });
  });

  it('an update that sends a future date on a published event makes it future, and back', async () => {
    const e = await create({ title: 'Rescheduled publication' });
    expect((await update(e.id, { date: '2024-12-01 00:00' })).json.status).toBe('future');
    expect((await update(e.id, { date_utc: '2024-07-01 00:00' })).json.status).toBe('publish');
  });

  it('a future event becomes publish once its publication date has passed', async () => {
    let now = new Date('2024-07-10T15:30:00Z');
    const other = await startTestServer({ clock: () => now });
    try {
      const e = await other.call('POST', '/events', {
        as: 'admin',
        json: { title: 'Goes live', ...WHEN, date: '2024-07-10 16:00' },
      });
      expect(e.json.status).toBe('future');
      expect((await other.call('GET', `/events/${e.json.id}`)).json.code).toBe('event-not-accessible');
      now = new Date('2024-07-10T16:00:00Z');
      const live = await other.call('GET', `/events/${e.json.id}`);
      expect(live.status).toBe(200);
      expect(live.json.status).toBe('publish');
    } finally {
      await other.stop();
    }
  });
});

describe('content translations on events (§6)', () => {
  it('an update in French changes only the French texts; reads fall back to the default language', async () => {
    const e = await create({ title: 'Summer concert', description: 'In the park', excerpt: 'Bring a chair' });
    const fr = await srv.call('POST', `/events/${e.id}`, {
      as: 'admin',
      json: { title: 'Concert d’été', description: 'Dans le parc', translation_language: 'fr' },
    });
    expect([fr.json.title, fr.json.description, fr.json.excerpt, fr.json.slug]).toEqual([
      'Concert d’été',
      'Dans le parc',
      'Bring a chair',
      'summer-concert',
    ]);
    const en = (await srv.call('GET', `/events/${e.id}`)).json;
    expect([en.title, en.description]).toEqual(['Summer concert', 'In the park']);
    const search = await srv.call('GET', '/events', { query: { search: 'parc', translation_language: 'fr' } });
    expect(search.json.events.map((x: Json) => x.id)).toEqual([e.id]);
    expect((await srv.call('GET', '/events', { query: { search: 'parc' } })).json.total).toBe(0);
    const ld = (await srv.call('GET', `/fr/wp-json/calendar/events/v1/events/${e.id}`, { raw: true })).json;
    expect([ld.json_ld.name, ld.json_ld.description, ld.url]).toEqual([
      'Concert d’été',
      'Bring a chair',
      `${srv.base}/fr/event/summer-concert/`,
    ]);
    const cleared = await srv.call('POST', `/events/${e.id}`, {
      as: 'admin',
      json: { description: '', translation_language: 'fr' },
    });
    expect(cleared.json.description).toBe('In the park');
  });
});

describe('slugs (§5.4)', () => {
  it('titles give sanitized slugs; a taken slug gets -2, -3', async () => {
    expect((await create({ title: 'Slug Night' })).slug).toBe('slug-night');
    expect((await create({ title: 'Slug night' })).slug).toBe('slug-night-2');
    expect((await create({ title: 'SLUG NIGHT!' })).slug).toBe('slug-night-3');
    expect((await create({ title: 'Café & Bar' })).slug).toBe('cafe-bar');
    expect((await create({ title: 'Été 2024!' })).slug).toBe('ete-2024');
    expect((await create({ title: 'Конференция' })).slug).toBe('конференция');
    const bang = await create({ title: '!!!' });
    expect(bang.slug).toBe(String(bang.id));
  });

  it('non-ASCII slugs are percent-encoded in url', async () => {
    const e = await create({ title: '夏祭り' });
    expect(e.slug).toBe('夏祭り');
    expect(e.url).toBe(`${srv.base}/event/${encodeURIComponent('夏祭り')}/`);
    expect((await srv.call('GET', `/events/by-slug/${encodeURIComponent('夏祭り')}`)).json.id).toBe(e.id);
  });

  it('drafts hold their slug too (unique across statuses)', async () => {
    expect((await create({ title: 'Draft holder', status: 'draft' })).slug).toBe('draft-holder');
    expect((await create({ title: 'Draft holder' })).slug).toBe('draft-holder-2');
  });

  it('a sent slug is sanitized and suffixed when taken; an empty slug is 400', async () => {
    expect((await create({ title: 'Whatever', slug: 'My Custom Slug' })).slug).toBe('my-custom-slug');
    expect((await create({ title: 'Whatever 2', slug: 'my-custom-slug' })).slug).toBe('my-custom-slug-2');
    const bad = await srv.call('POST', '/events', { as: 'admin', json: { title: 'Empty slug', ...WHEN, slug: '' } });
    expect(bad.status).toBe(400);
    expect(bad.json.data.params).toEqual({ slug: 'Invalid parameter.' });
  });

  it('renaming keeps the slug; updating onto a taken slug suffixes it; re-sending its own slug keeps it', async () => {
    const a = await create({ title: 'Rename me' });
    const renamed = await update(a.id, { title: 'A completely new name' });
    expect([renamed.json.title, renamed.json.slug]).toEqual(['A completely new name', 'rename-me']);
    await create({ title: 'Taken slug' });
    expect((await update(a.id, { slug: 'taken-slug' })).json.slug).toBe('taken-slug-2');
    expect((await update(a.id, { slug: 'taken-slug-2' })).json.slug).toBe('taken-slug-2');
  });

  it('an update by slug finds the event and a body slug renames it', async () => {
    const e = await create({ title: 'By slug original' });
    const res = await update('/events/by-slug/by-slug-original', { slug: 'by-slug-renamed', excerpt: 'via slug' });
    expect(res.status).toBe(200);
    expect([res.json.id, res.json.slug, res.json.excerpt]).toEqual([e.id, 'by-slug-renamed', 'via slug']);
    expect((await srv.call('GET', '/events/by-slug/by-slug-renamed')).json.id).toBe(e.id);
    const gone = await srv.call('GET', '/events/by-slug/by-slug-original');
    expect(gone.status).toBe(400);
    expect(gone.json.code).toBe('rest_invalid_param');
  });

  it('an update by slug without a body slug keeps the slug', async () => {
    const e = await create({ title: 'By slug keep' });
    const res = await srv.call('PATCH', '/events/by-slug/BY-SLUG-KEEP', { as: 'admin', json: { title: 'Kept slug' } });
    expect([res.json.id, res.json.slug, res.json.title]).toEqual([e.id, 'by-slug-keep', 'Kept slug']);
  });

  it('an update by an unknown slug is 400 rest_invalid_param, not 404', async () => {
    const res = await update('/events/by-slug/no-such-event-slug', { title: 'x' });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('rest_invalid_param');
  });

  it('an update by slug with an empty body slug is 400, even for an anonymous caller (validation before permission)', async () => {
    await create({ title: 'Empty rename' });
    const admin = await update('/events/by-slug/empty-rename', { slug: '' });
    expect(admin.status).toBe(400);
    expect(admin.json.data.params).toEqual({ slug: 'Invalid parameter.' });
    const anon = await update('/events/by-slug/empty-rename', { slug: '' }, 'anonymous');
    expect(anon.status).toBe(400);
    const typed = await update('/events/by-slug/empty-rename', { slug: 5 });
    expect(typed.status).toBe(400);
    expect(typed.json.data.params).toEqual({ slug: 'slug is not of type string.' });
    expect(typed.json.data.details.slug.code).toBe('rest_invalid_type');
  });

  it('an empty body slug is reported with the other invalid arguments, in table order', async () => {
    await create({ title: 'Two failures' });
    const res = await update('/events/by-slug/two-failures', { slug: '', title: '' });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Invalid parameter(s): slug, title');
    expect(res.json.data.params).toEqual({ slug: 'Invalid parameter.', title: 'Invalid parameter.' });
  });

  it("a contributor cannot update someone else's event through its slug (per-object check)", async () => {
    await create({ title: 'Slug guarded', status: 'draft' });
    expect((await update('/events/by-slug/slug-guarded', { title: 'hijack' }, 'contributor')).status).toBe(403);
    expect((await srv.call('DELETE', '/events/by-slug/slug-guarded', { as: 'contributor' })).status).toBe(403);
  });
});

describe('image (§5.8)', () => {
  const url = 'https://img.example.com/path/Poster.JPEG';

  it('a URL creates one attachment the first time it is seen, then reuses it', async () => {
    const a = await create({ title: 'Image first', image: url });
    expect(a.image).toEqual({ url, id: a.id - 1, extension: 'jpeg' });
    const b = await create({ title: 'Image second', image: url });
    expect(b.image).toEqual(a.image);
    expect(b.id).toBe(a.id + 1);
    const byId = await create({ title: 'Image by id', image: String(a.image.id) });
    expect(byId.image).toEqual(a.image);
  });

  it('a contributor may send an attachment id but not a URL', async () => {
    const known = (await create({ title: 'Image for contributor', image: 'https://img.example.com/c.png' })).image.id;
    const res = await srv.call('POST', '/events', {
      as: 'contributor',
      json: { title: 'Contrib image', ...WHEN, image: 'https://img.example.com/new.png' },
    });
    expect(res.status).toBe(400);
    expect(res.json.data.params).toEqual({ image: 'Invalid parameter.' });
    expect((await create({ title: 'Contrib image id', image: String(known) }, 'contributor')).image.id).toBe(known);
  });

  it.each([
    ['an unknown id', '987654'],
    ['a URL without an image extension', 'https://img.example.com/page.html'],
    ['a relative path', '/img/a.jpg'],
    ['an ftp URL', 'ftp://img.example.com/a.jpg'],
  ])('%s is 400 rest_invalid_param', async (_what, image) => {
    const res = await srv.call('POST', '/events', { as: 'admin', json: { title: 'Bad image', ...WHEN, image } });
    expect(res.status).toBe(400);
    expect(res.json.data.params).toEqual({ image: 'Invalid parameter.' });
  });

  it('the id of an event (another kind of post) is 400; a JSON number is a type error', async () => {
    const e = await create({ title: 'Not an image' });
    expect(
      (await srv.call('POST', '/events', { as: 'admin', json: { title: 'x', ...WHEN, image: String(e.id) } })).status,
    ).toBe(400);
    const num = await srv.call('POST', '/events', { as: 'admin', json: { title: 'x', ...WHEN, image: 5 } });
    expect(num.status).toBe(400);
    expect(num.json.data.params).toEqual({ image: 'image is not of type string.' });
  });

  it('ids are taken nested venue, nested organizers, image, then the event (§5.1)', async () => {
    const e = await create({
      title: 'Id order',
      image: 'https://img.example.com/order.gif',
      organizer: [{ organizer: 'Id order org one' }, { organizer: 'Id order org two' }],
      venue: { venue: 'Id order hall' },
    });
    const v = e.venue.id;
    expect([e.organizer[0].id, e.organizer[1].id, e.image.id, e.id]).toEqual([v + 1, v + 2, v + 3, v + 4]);
  });
});
