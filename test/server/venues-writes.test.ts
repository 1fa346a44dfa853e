// Venue create and update (API.md §4.7, §5.1, §5.2, §5.3 duplicates and stateprovince, §5.4 slugs, §5.5, §5.8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type Who } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');

describe('venue writes', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ clock });
  });
  afterAll(() => srv.stop());

  const create = (json: Record<string, unknown>, as: Who = 'admin') => srv.call('POST', '/venues', { as, json });
  const update = (id: number, json: Record<string, unknown>, as: Who = 'admin') =>
    srv.call('PATCH', `/venues/${id}`, { as, json });

  describe('required name and the order of checks', () => {
    it('POST /venues without venue is 400 rest_missing_callback_param, even anonymously', async () => {
      for (const who of ['admin', 'anonymous'] as const) {
        const res = await create({ city: 'X' }, who);
        expect(res.status).toBe(400);
        expect(res.json).toEqual({
          code: 'rest_missing_callback_param',
          message: 'Missing parameter(s): venue',
          data: { status: 400, params: ['venue'] },
        });
      }
    });

    it('POST /venues with a blank name is 400 rest_invalid_param', async () => {
      const res = await create({ venue: '   ' });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('rest_invalid_param');
      expect(res.json.data.params).toEqual({ venue: 'Invalid parameter.' });
    });

    it('a valid POST /venues is 401 anonymously and 403 for a subscriber', async () => {
      const anon = await create({ venue: 'Nobody' }, 'anonymous');
      expect(anon.status).toBe(401);
      expect(anon.json).toEqual({
        code: 'rest_forbidden',
        message: 'Sorry, you are not allowed to do that.',
        data: { status: 401 },
      });
      const sub = await create({ venue: 'Nobody' }, 'subscriber');
      expect(sub.status).toBe(403);
      expect(sub.json.code).toBe('rest_forbidden');
      const list = await srv.call('GET', '/venues', { as: 'admin', query: { search: 'Nobody' } });
      expect(list.json.total).toBe(0);
    });

    it('unknown keys such as timezone are ignored', async () => {
      const res = await create({ venue: 'Ignored Keys', timezone: 'nonsense', slug: 'custom-slug' });
      expect(res.status).toBe(201);
      expect(res.json.slug).toBe('ignored-keys');
    });
  });

  describe('partial update (§5.2)', () => {
    it('omitted fields stay; "" clears and the key disappears; the name cannot be emptied', async () => {
      const c = await create({
        venue: 'Partial',
        description: 'desc',
        address: 'a',
        city: 'c',
        phone: 'p',
        website: 'https://w.example',
        zip: 'z',
      });
      const id = c.json.id as number;
      const u = await update(id, { city: '', description: '', website: '' });
      expect(u.status).toBe(200);
      expect(u.json.address).toBe('a');
      expect(u.json.phone).toBe('p');
      expect(u.json.zip).toBe('z');
      expect('city' in u.json).toBe(false);
      expect('description' in u.json).toBe(false);
      expect('website' in u.json).toBe(false);
      const blank = await update(id, { venue: '' });
      expect(blank.status).toBe(400);
      expect(blank.json.data.params).toEqual({ venue: 'Invalid parameter.' });
      const kept = await srv.call('GET', `/venues/${id}`);
      expect(kept.json.venue).toBe('Partial');
    });

    it('PUT and POST update like PATCH', async () => {
      const c = await create({ venue: 'Methods', city: 'One' });
      const id = c.json.id as number;
      expect((await srv.call('PUT', `/venues/${id}`, { as: 'admin', json: { zip: '1' } })).json).toMatchObject({
        city: 'One',
        zip: '1',
      });
      expect((await srv.call('POST', `/venues/${id}`, { as: 'admin', form: 'phone=2' })).json).toMatchObject({
        city: 'One',
        zip: '1',
        phone: '2',
      });
    });

    it('update by slug changes the venue the slug names', async () => {
      const c = await create({ venue: 'By Slug Update' });
      const res = await srv.call('PATCH', '/venues/by-slug/by-slug-update', { as: 'admin', json: { city: 'Turin' } });
      expect(res.status).toBe(200);
      expect(res.json.id).toBe(c.json.id);
      expect(res.json.city).toBe('Turin');
    });

    it('update of an unknown venue id or slug is 400 at validation, anonymous included', async () => {
      for (const who of ['admin', 'anonymous'] as const) {
        const res = await srv.call('PATCH', '/venues/987654', { as: who, json: { city: 'x' } });
        expect(res.status).toBe(400);
        expect(res.json.data.params).toEqual({ id: 'Invalid parameter.' });
        const bySlug = await srv.call('PATCH', '/venues/by-slug/no-such-venue', { as: who, json: { city: 'x' } });
        expect(bySlug.status).toBe(400);
        expect(bySlug.json.data.params).toEqual({ slug: 'Invalid parameter.' });
      }
    });

    it('an event id is not a venue id (400)', async () => {
      const e = await srv.call('POST', '/events', {
        as: 'admin',
        json: { title: 'E', start_date: '2024-08-01 10:00', end_date: '2024-08-01 11:00' },
      });
      const res = await srv.call('GET', `/venues/${e.json.id}`);
      expect(res.status).toBe(400);
    });

    it('status=trash on update is 400; author must be an existing user', async () => {
      const c = await create({ venue: 'Status Checks' });
      expect((await update(c.json.id, { status: 'trash' })).status).toBe(400);
      expect((await update(c.json.id, { author: 99 })).json.data.params).toEqual({ author: 'Invalid parameter.' });
      const moved = await update(c.json.id, { author: 3 });
      expect(moved.json.author).toBe('3');
    });

    it('renaming never changes the slug', async () => {
      const c = await create({ venue: 'Old Name' });
      const u = await update(c.json.id, { venue: '  New Name  ' });
      expect(u.json.venue).toBe('New Name');
      expect(u.json.slug).toBe('old-name');
      expect(u.json.url).toBe(`${srv.base}/venue/old-name/`);
    });
  });

  describe('show_map and show_map_link (truthy)', () => {
    it.each<[unknown, boolean]>([
      ['yes', true],
      ['ON', true],
      ['enabled', true],
      [' y ', true],
      [true, true],
      [1, true],
      ['no', false],
      ['off', false],
      ['2', false],
      [false, false],
      [0, false],
      ['', false],
    ])('show_map=%j gives %s', async (value, expected) => {
      const c = await create({ venue: `Map ${JSON.stringify(value)}`, show_map: value, show_map_link: value });
      expect(c.status).toBe(201);
      expect(c.json.show_map).toBe(expected);
      expect(c.json.show_map_link).toBe(expected);
    });

    it('show_map defaults to true on create and is unchanged when omitted on update; "" sets false', async () => {
      const c = await create({ venue: 'Map Default' });
      expect(c.json.show_map).toBe(true);
      expect((await update(c.json.id, { city: 'x' })).json.show_map).toBe(true);
      const u = await update(c.json.id, { show_map: '' });
      expect(u.json.show_map).toBe(false);
      expect(u.json.show_map_link).toBe(true);
    });

    it('show_map as an array or object is 400 "show_map is not of type string."', async () => {
      const res = await create({ venue: 'Map Array', show_map: ['1'] });
      expect(res.status).toBe(400);
      expect(res.json.data.params).toEqual({ show_map: 'show_map is not of type string.' });
      expect(res.json.data.details).toEqual({
        show_map: {
          code: 'rest_invalid_type',
          message: 'show_map is not of type string.',
          data: { param: 'show_map' },
        },
      });
    });
  });

  describe('stateprovince (§5.3)', () => {
    it.each([
      [{ state: 'TX' }, 'TX'],
      [{ country: 'US', state: 'NY', province: 'P' }, 'NY'],
      [{ country: 'usa', state: 'NY', province: 'P' }, 'NY'],
      [{ country: 'United States', state: 'NY', province: 'P' }, 'NY'],
      [{ country: 'Canada', state: 'QC', province: 'Quebec' }, 'Quebec'],
      [{ country: 'Canada', state: 'QC' }, undefined],
      [{ country: 'Canada', province: 'Quebec', stateprovince: 'Custom' }, 'Custom'],
    ])('create with %j gives stateprovince %s', async (fields, expected) => {
      const res = await create({ venue: `SP ${JSON.stringify(fields)}`, ...fields });
      expect(res.status).toBe(201);
      expect(res.json.stateprovince).toBe(expected);
    });

    it('is re-derived when state, province or country is sent, and kept otherwise', async () => {
      const c = await create({ venue: 'SP Update', country: 'United States', state: 'MA', province: 'Nova Scotia' });
      const id = c.json.id as number;
      expect(c.json.stateprovince).toBe('MA');
      expect((await update(id, { city: 'Halifax' })).json.stateprovince).toBe('MA');
      expect((await update(id, { country: 'Canada' })).json.stateprovince).toBe('Nova Scotia');
      expect((await update(id, { province: 'Ontario' })).json.stateprovince).toBe('Ontario');
      expect((await update(id, { stateprovince: 'Mine', country: 'US' })).json.stateprovince).toBe('Mine');
      expect((await update(id, { zip: '1' })).json.stateprovince).toBe('Mine');
      expect((await update(id, { state: 'NY' })).json.stateprovince).toBe('NY');
      expect((await update(id, { country: '' })).json.stateprovince).toBe('NY');
    });
  });

  describe('website', () => {
    it.each(['ftp://files.example', 'not a url', 'www.example.com', 'javascript:alert(1)'])(
      'website=%j is 400',
      async (website) => {
        const res = await create({ venue: 'Bad Site', website });
        expect(res.status).toBe(400);
        expect(res.json.data.params).toEqual({ website: 'Invalid parameter.' });
      },
    );

    it('an http(s) URL is stored exactly as sent', async () => {
      const website = 'HTTP://Example.com/a?b=c&d=<e>';
      const res = await create({ venue: 'Good Site', website });
      expect(res.json.website).toBe(website);
    });
  });

  describe('image (§5.8)', () => {
    it('an image URL creates an attachment once; the same URL later reuses it; an attachment id links it', async () => {
      const url = 'https://cdn.example.com/a/b/Photo.JPEG?x=1';
      const a = await create({ venue: 'Img A', image: url });
      expect(a.status).toBe(201);
      expect(a.json.image).toEqual({ url, id: a.json.id - 1, extension: 'jpeg' });
      const b = await create({ venue: 'Img B', image: url });
      expect(b.json.image.id).toBe(a.json.image.id);
      expect(b.json.id).toBe(a.json.id + 1);
      const c = await create({ venue: 'Img C', image: String(a.json.image.id) });
      expect(c.json.image).toEqual(a.json.image);
      const removed = await update(c.json.id, { image: '0' });
      expect('image' in removed.json).toBe(false);
    });

    it.each<[string, unknown, string]>([
      ['a non-image URL', 'https://example.com/page.html', 'Invalid parameter.'],
      ['an unknown attachment id', '999999', 'Invalid parameter.'],
      ['a JSON number', 5, 'image is not of type string.'],
      ['a relative path', '/img/a.jpg', 'Invalid parameter.'],
    ])('image as %s is 400', async (_label, image, message) => {
      const res = await create({ venue: 'Bad Img', image });
      expect(res.status).toBe(400);
      expect(res.json.data.params).toEqual({ image: message });
    });

    it('the id of a venue is not an attachment id', async () => {
      const v = await create({ venue: 'Not An Image' });
      const res = await create({ venue: 'Bad Img Id', image: String(v.json.id) });
      expect(res.status).toBe(400);
    });

    it('a contributor may not send an image URL (400) but may send an attachment id', async () => {
      const url = 'https://cdn.example.com/contrib.png';
      const res = await create({ venue: 'Contrib Img', image: url }, 'contributor');
      expect(res.status).toBe(400);
      expect(res.json.data.params).toEqual({ image: 'Invalid parameter.' });
      const owner = await create({ venue: 'Admin Img', image: url });
      const ok = await create({ venue: 'Contrib Img', image: String(owner.json.image.id) }, 'contributor');
      expect(ok.status).toBe(201);
      expect(ok.json.image.id).toBe(owner.json.image.id);
    });
  });

  describe('slugs (§5.4)', () => {
    it('slugs come from the name and are unique across statuses', async () => {
      const a = await create({ venue: 'Café & Bar' });
      expect(a.json.slug).toBe('cafe-bar');
      const b = await create({ venue: 'Cafe Bar', description: 'another one', status: 'draft' });
      expect(b.json.slug).toBe('cafe-bar-2');
      const c = await create({ venue: 'CAFE-BAR', description: 'third' });
      expect(c.json.slug).toBe('cafe-bar-3');
    });

    it('a name without slug characters gets the id as slug', async () => {
      const res = await create({ venue: '!!!' });
      expect(res.json.slug).toBe(String(res.json.id));
    });

    it('a trashed venue keeps its slug taken (…__trashed) and a new one gets the plain slug', async () => {
      const a = await create({ venue: 'Phoenix' });
      const del = await srv.call('DELETE', `/venues/${a.json.id}`, { as: 'admin' });
      expect(del.json.slug).toBe('phoenix__trashed');
      const b = await create({ venue: 'Phoenix' });
      expect(b.json.id).not.toBe(a.json.id);
      expect(b.json.slug).toBe('phoenix');
    });
  });

  describe('status (§5.5)', () => {
    it('a contributor gets draft by default and pending instead of publish, future or private', async () => {
      expect((await create({ venue: 'C1' }, 'contributor')).json.status).toBe('draft');
      expect((await create({ venue: 'C2', status: 'publish' }, 'contributor')).json.status).toBe('pending');
      expect((await create({ venue: 'C3', status: 'private' }, 'contributor')).json.status).toBe('pending');
      expect((await create({ venue: 'C4', status: 'pending' }, 'contributor')).json.status).toBe('pending');
    });

    it('an author keeps the requested status; future with a past date becomes publish', async () => {
      expect((await create({ venue: 'A1', status: 'private' }, 'author')).json.status).toBe('private');
      expect((await create({ venue: 'A2', status: 'future' }, 'author')).json.status).toBe('publish');
      expect((await create({ venue: 'A3', status: 'bogus' }, 'author')).status).toBe(400);
    });
  });
});

describe('venue duplicate avoidance (§5.3)', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ clock });
  });
  afterAll(() => srv.stop());

  const create = (json: Record<string, unknown>, as: Who = 'admin') => srv.call('POST', '/venues', { as, json });

  it('same name, other case: 201 with the existing venue and the sent fields written onto it', async () => {
    const a = await create({ venue: 'Blue Room', city: 'Boston', zip: '02108' });
    const b = await create({ venue: 'BLUE ROOM', city: 'Cambridge', zip: '' });
    expect(b.status).toBe(201);
    expect(b.json.id).toBe(a.json.id);
    expect(b.json.venue).toBe('BLUE ROOM');
    expect(b.json.slug).toBe('blue-room');
    expect(b.json.city).toBe('Cambridge');
    expect('zip' in b.json).toBe(false);
    const list = await srv.call('GET', '/venues', { query: { search: 'blue room' } });
    expect(list.json.total).toBe(1);
  });

  it('a sent description must also match, ignoring case', async () => {
    const a = await create({ venue: 'Green Room', description: 'Upstairs' });
    const same = await create({ venue: 'green room', description: 'UPSTAIRS', phone: '1' });
    expect(same.json.id).toBe(a.json.id);
    expect(same.json.phone).toBe('1');
    const other = await create({ venue: 'green room', description: 'Downstairs' });
    expect(other.status).toBe(201);
    expect(other.json.id).not.toBe(a.json.id);
    expect(other.json.slug).toBe('green-room-2');
  });

  it('without a description the lowest id of several matches wins', async () => {
    const a = await create({ venue: 'Red Room', description: 'one' });
    const b = await create({ venue: 'Red Room', description: 'two' });
    expect(b.json.id).not.toBe(a.json.id);
    const c = await create({ venue: 'red room' });
    expect(c.json.id).toBe(a.json.id);
    expect(c.json.description).toBe('one');
  });

  it('a trashed venue is never reused', async () => {
    const a = await create({ venue: 'Gone Room' });
    await srv.call('DELETE', `/venues/${a.json.id}`, { as: 'admin' });
    const b = await create({ venue: 'Gone Room' });
    expect(b.json.id).not.toBe(a.json.id);
    expect(b.json.status).toBe('publish');
  });

  it("only venues the caller may edit are reused: an author gets a new venue instead of the administrator's", async () => {
    const a = await create({ venue: 'Admin Room', city: 'Paris' });
    const b = await create({ venue: 'Admin Room', city: 'Nice' }, 'author');
    expect(b.status).toBe(201);
    expect(b.json.id).not.toBe(a.json.id);
    expect(b.json.author).toBe('3');
    expect((await srv.call('GET', `/venues/${a.json.id}`)).json.city).toBe('Paris');
    // the author's own venue is reused the next time
    const c = await create({ venue: 'admin room', city: 'Lyon' }, 'author');
    expect(c.json.id).toBe(b.json.id);
    expect(c.json.city).toBe('Lyon');
  });

  it("a contributor reuses their own draft, but not their own published venue nor others' venues", async () => {
    const draft = await create({ venue: 'Contrib Room' }, 'contributor');
    expect(draft.json.status).toBe('draft');
    const again = await create({ venue: 'Contrib Room', city: 'Bern' }, 'contributor');
    expect(again.json.id).toBe(draft.json.id);
    expect(again.json.city).toBe('Bern');
    expect(again.json.status).toBe('draft');
    // published by an editor: the contributor may no longer edit it
    await srv.call('PATCH', `/venues/${draft.json.id}`, { as: 'editor', json: { status: 'publish' } });
    const third = await create({ venue: 'Contrib Room' }, 'contributor');
    expect(third.json.id).not.toBe(draft.json.id);
    expect(third.json.slug).toBe('contrib-room-2');
  });

  it('a reused venue keeps its status unless one is sent', async () => {
    const a = await create({ venue: 'Private Room', status: 'private' });
    const b = await create({ venue: 'Private Room' });
    expect(b.json.id).toBe(a.json.id);
    expect(b.json.status).toBe('private');
    const c = await create({ venue: 'Private Room', status: 'draft' });
    expect(c.json.status).toBe('draft');
  });

  it('updates never deduplicate: renaming onto an existing name keeps two venues', async () => {
    const a = await create({ venue: 'Twin One' });
    const b = await create({ venue: 'Twin Two' });
    const u = await srv.call('PATCH', `/venues/${b.json.id}`, { as: 'admin', json: { venue: 'Twin One' } });
    expect(u.json.id).toBe(b.json.id);
    expect(u.json.slug).toBe('twin-two');
    expect((await srv.call('GET', '/venues', { query: { search: 'twin one' } })).json.total).toBe(2);
    expect(a.json.id).not.toBe(b.json.id);
  });
});
