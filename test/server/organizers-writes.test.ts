// Organizer representation and writes (API.md §3.4, §3.7, §4.7, §5.2, §5.3 duplicates, §5.4, §5.5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type Who } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ clock });
});
afterAll(() => srv.stop());

const create = (json: Record<string, unknown>, as: Who = 'admin') => srv.call('POST', '/organizers', { as, json });
const update = (id: number, json: Record<string, unknown>, as: Who = 'admin') =>
  srv.call('PATCH', `/organizers/${id}`, { as, json });

describe('organizer representation (§3.4)', () => {
  it('GET /organizers/{id} matches the shape of organizer 12 in §3.2, with its own json_ld', async () => {
    const c = await create({
      organizer: 'City Arts Council',
      phone: '+1 617 555 0100',
      website: 'https://arts.example',
    });
    expect(c.status).toBe(201);
    const id = c.json.id as number;
    const url = `${srv.base}/organizer/city-arts-council/`;
    const got = await srv.call('GET', `/organizers/${id}`);
    expect(got.status).toBe(200);
    expect(got.text).toBe(
      JSON.stringify({
        id,
        author: '1',
        status: 'publish',
        date: '2024-07-10 15:30:00',
        date_utc: '2024-07-10 15:30:00',
        modified: '2024-07-10 15:30:00',
        modified_utc: '2024-07-10 15:30:00',
        url,
        organizer: 'City Arts Council',
        slug: 'city-arts-council',
        phone: '+1 617 555 0100',
        website: 'https://arts.example',
        json_ld: {
          '@context': 'http://schema.org',
          '@type': 'Person',
          name: 'City Arts Council',
          url,
          telephone: '+1 617 555 0100',
          sameAs: 'https://arts.example',
        },
        global_id: `127.0.0.1?id=${id}`,
        global_id_lineage: [`127.0.0.1?id=${id}`],
      }),
    );
    // create responses have no json_ld
    expect('json_ld' in c.json).toBe(false);
    expect(c.text).toBe(got.text.replace(/,"json_ld":\{[^}]*\}/, ''));
  });

  it('every field: keys in §3.4 order, json_ld with description, telephone, email, sameAs', async () => {
    const c = await create({
      organizer: 'Full Org',
      description: '<b>Big</b>\n\n org',
      image: 'https://cdn.example.com/logo.webp',
      phone: '1',
      website: 'https://full.example',
      email: 'not-checked',
    });
    expect(c.status).toBe(201);
    expect(Object.keys(c.json)).toEqual([
      'id',
      'author',
      'status',
      'date',
      'date_utc',
      'modified',
      'modified_utc',
      'url',
      'organizer',
      'description',
      'slug',
      'image',
      'phone',
      'website',
      'email',
      'global_id',
      'global_id_lineage',
    ]);
    expect(c.json.image).toEqual({ url: 'https://cdn.example.com/logo.webp', id: c.json.id - 1, extension: 'webp' });
    const got = await srv.call('GET', `/organizers/${c.json.id}`);
    expect(Object.keys(got.json).slice(-3)).toEqual(['json_ld', 'global_id', 'global_id_lineage']);
    expect(got.json.json_ld).toEqual({
      '@context': 'http://schema.org',
      '@type': 'Person',
      name: 'Full Org',
      description: 'Big org',
      url: `${srv.base}/organizer/full-org/`,
      telephone: '1',
      email: 'not-checked',
      sameAs: 'https://full.example',
    });
  });

  it('a draft organizer has the plain url form', async () => {
    const c = await create({ organizer: 'Draft Org', status: 'draft' });
    expect(c.json.url).toBe(`${srv.base}/?post_type=tribe_organizer&p=${c.json.id}`);
    const p = await create({ organizer: 'Pending Org', status: 'pending' });
    expect(p.json.url).toBe(`${srv.base}/?post_type=tribe_organizer&p=${p.json.id}`);
  });

  it('GET /organizers/by-slug/{slug} is the same body; unknown slug is 400', async () => {
    const c = await create({ organizer: 'Slugged Org', email: 'a@b.c' });
    const byId = await srv.call('GET', `/organizers/${c.json.id}`);
    expect((await srv.call('GET', '/organizers/by-slug/Slugged-Org')).text).toBe(byId.text);
    const missing = await srv.call('GET', '/organizers/by-slug/nobody-here');
    expect(missing.status).toBe(400);
    expect(missing.json.data.params).toEqual({ slug: 'Invalid parameter.' });
  });

  it('a draft organizer is 403 organizer-not-accessible for anonymous callers', async () => {
    const c = await create({ organizer: 'Hidden Org', status: 'draft' });
    const res = await srv.call('GET', `/organizers/${c.json.id}`);
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      code: 'organizer-not-accessible',
      message: 'The requested organizer is not accessible',
      data: { status: 403 },
    });
  });
});

describe('organizer writes (§4.7, §5.2)', () => {
  it('POST /organizers without organizer is 400 missing; blank is 400 invalid; anonymous valid is 401', async () => {
    const missing = await create({ email: 'x' }, 'anonymous');
    expect(missing.status).toBe(400);
    expect(missing.json.data.params).toEqual(['organizer']);
    expect((await create({ organizer: ' \t ' })).json.data.params).toEqual({ organizer: 'Invalid parameter.' });
    expect((await create({ organizer: 'Anon Org' }, 'anonymous')).status).toBe(401);
    expect((await create({ organizer: 'Sub Org' }, 'subscriber')).status).toBe(403);
  });

  it('partial update: "" clears phone, email, website, description; name cannot be emptied; slug never changes', async () => {
    const c = await create({
      organizer: 'Partial Org',
      description: 'd',
      phone: 'p',
      email: 'e',
      website: 'https://w.example',
    });
    const id = c.json.id as number;
    const u = await update(id, { phone: '', email: '', description: '' });
    expect(u.status).toBe(200);
    expect(u.json.website).toBe('https://w.example');
    for (const k of ['phone', 'email', 'description']) expect(k in u.json).toBe(false);
    expect((await update(id, { organizer: '' })).status).toBe(400);
    const renamed = await update(id, { organizer: 'Renamed Org' });
    expect(renamed.json.organizer).toBe('Renamed Org');
    expect(renamed.json.slug).toBe('partial-org');
  });

  it('website must be "" or an http(s) URL; email is not checked', async () => {
    const bad = await create({ organizer: 'Web Org', website: 'mailto:a@b.c' });
    expect(bad.status).toBe(400);
    expect(bad.json.data.params).toEqual({ website: 'Invalid parameter.' });
    const ok = await create({ organizer: 'Web Org', website: 'https://web.example', email: 'anything at all' });
    expect(ok.status).toBe(201);
    expect(ok.json.email).toBe('anything at all');
  });

  it('date is read in the site timezone (UTC here) and a future date gives status future', async () => {
    const c = await create({ organizer: 'Dated Org', date: '2024-07-11 08:00' });
    expect(c.json.date).toBe('2024-07-11 08:00:00');
    expect(c.json.status).toBe('future');
    const past = await create({ organizer: 'Past Org', date_utc: '2020-01-01T00:00:00Z' });
    expect(past.json.date_utc).toBe('2020-01-01 00:00:00');
    expect(past.json.status).toBe('publish');
  });

  it('a contributor gets draft, or pending for publish', async () => {
    expect((await create({ organizer: 'Contrib Org A' }, 'contributor')).json.status).toBe('draft');
    expect((await create({ organizer: 'Contrib Org B', status: 'publish' }, 'contributor')).json.status).toBe(
      'pending',
    );
  });

  it('update of a missing organizer id is 400 (validation), anonymous included', async () => {
    const res = await srv.call('PATCH', '/organizers/987654', { json: { phone: '1' } });
    expect(res.status).toBe(400);
    expect(res.json.data.params).toEqual({ id: 'Invalid parameter.' });
  });
});

describe('organizer duplicate avoidance (§5.3)', () => {
  it('same name ignoring case: 201 with the existing organizer, sent fields written', async () => {
    const a = await create({ organizer: 'Jazz Society', email: 'info@jazz.example' });
    const b = await create({ organizer: 'jazz society', phone: '42', email: '' });
    expect(b.status).toBe(201);
    expect(b.json.id).toBe(a.json.id);
    expect(b.json.phone).toBe('42');
    expect('email' in b.json).toBe(false);
    expect(b.json.slug).toBe('jazz-society');
  });

  it('description must match when sent; lowest id wins otherwise', async () => {
    const a = await create({ organizer: 'Twin Org', description: 'First' });
    const b = await create({ organizer: 'Twin Org', description: 'Second' });
    expect(b.json.id).not.toBe(a.json.id);
    expect(b.json.slug).toBe('twin-org-2');
    expect((await create({ organizer: 'TWIN ORG', description: 'second' })).json.id).toBe(b.json.id);
    expect((await create({ organizer: 'twin org' })).json.id).toBe(a.json.id);
  });

  it("others' organizers are not reused by an author; trashed ones by nobody", async () => {
    const a = await create({ organizer: 'Editor Org' }, 'editor');
    const b = await create({ organizer: 'Editor Org' }, 'author');
    expect(b.json.id).not.toBe(a.json.id);
    expect((await create({ organizer: 'Editor Org' }, 'admin')).json.id).toBe(a.json.id);
    await srv.call('DELETE', `/organizers/${a.json.id}`, { as: 'admin' });
    // the trashed one (lowest id) is skipped; the author's is the next one the editor may edit
    const c = await create({ organizer: 'Editor Org' }, 'editor');
    expect(c.json.id).toBe(b.json.id);
    expect(c.json.author).toBe('3');
  });
});
