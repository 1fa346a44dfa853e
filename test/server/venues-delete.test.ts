// Venue trash, restore and the role matrix (API.md §2.2, §2.3, §5.9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type Who } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ clock });
});
afterAll(() => srv.stop());

const create = async (json: Record<string, unknown>, as: Who = 'admin') => {
  const res = await srv.call('POST', '/venues', { as, json });
  expect(res.status).toBe(201);
  return res.json;
};
const event = async (json: Record<string, unknown>) => {
  const res = await srv.call('POST', '/events', {
    as: 'admin',
    json: { title: 'Gig', start_date: '2024-08-01 19:00', end_date: '2024-08-01 22:00', ...json },
  });
  expect(res.status).toBe(201);
  return res.json;
};

describe('DELETE /venues/{id}', () => {
  it('trashes the venue, answers it, and unlinks it from every event', async () => {
    const v = await create({ venue: 'Doomed Hall', city: 'Kyiv' });
    const e1 = await event({ venue: v.id });
    const e2 = await event({ venue: v.id, status: 'draft' });
    const del = await srv.call('DELETE', `/venues/${v.id}`, { as: 'admin' });
    expect(del.status).toBe(200);
    expect(del.json).toEqual({
      ...v,
      status: 'trash',
      slug: 'doomed-hall__trashed',
      url: `${srv.base}/venue/doomed-hall__trashed/`,
    });
    for (const e of [e1, e2]) {
      const got = await srv.call('GET', `/events/${e.id}`, { as: 'admin' });
      expect(got.json.venue).toEqual([]);
    }
    const filtered = await srv.call('GET', '/venues', { query: { event: e1.id } });
    expect(filtered.json.total).toBe(0);
  });

  it('a second DELETE is 410 venue-is-in-trash', async () => {
    const v = await create({ venue: 'Twice Hall' });
    await srv.call('DELETE', `/venues/${v.id}`, { as: 'admin' });
    const again = await srv.call('DELETE', `/venues/${v.id}`, { as: 'admin' });
    expect(again.status).toBe(410);
    expect(again.json).toEqual({
      code: 'venue-is-in-trash',
      message: 'The venue is already trashed',
      data: { status: 410 },
    });
  });

  it('DELETE of a missing venue is 400 rest_invalid_param before the permission check', async () => {
    for (const who of ['admin', 'anonymous', 'subscriber'] as const) {
      const res = await srv.call('DELETE', '/venues/987654', { as: who });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('rest_invalid_param');
      expect(res.json.data.params).toEqual({ id: 'Invalid parameter.' });
    }
  });

  it('DELETE /venues/by-slug/{slug} trashes; the trashed slug then answers 410', async () => {
    const v = await create({ venue: 'Slug Doom' });
    const del = await srv.call('DELETE', '/venues/by-slug/slug-doom', { as: 'admin' });
    expect(del.status).toBe(200);
    expect(del.json.id).toBe(v.id);
    expect((await srv.call('DELETE', '/venues/by-slug/slug-doom', { as: 'admin' })).status).toBe(400);
    expect((await srv.call('DELETE', '/venues/by-slug/slug-doom__trashed', { as: 'admin' })).status).toBe(410);
  });

  it('a trashed venue cannot be linked to an event (400) nor used as an event filter (400)', async () => {
    const v = await create({ venue: 'Trashed Link' });
    await srv.call('DELETE', `/venues/${v.id}`, { as: 'admin' });
    const res = await srv.call('POST', '/events', {
      as: 'admin',
      json: { title: 'x', start_date: '2024-08-01', end_date: '2024-08-01', venue: v.id },
    });
    expect(res.status).toBe(400);
    expect(res.json.data.params).toEqual({ venue: 'Invalid parameter.' });
    const list = await srv.call('GET', '/events', { query: { venue: v.id } });
    expect(list.status).toBe(400);
  });
});

describe('restore (§5.9)', () => {
  it('an update with a status restores the venue and its slug, but not its event links', async () => {
    const v = await create({ venue: 'Lazarus Hall' });
    const e = await event({ venue: v.id });
    await srv.call('DELETE', `/venues/${v.id}`, { as: 'admin' });
    const res = await srv.call('PATCH', `/venues/${v.id}`, { as: 'admin', json: { status: 'publish' } });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('publish');
    expect(res.json.slug).toBe('lazarus-hall');
    expect((await srv.call('GET', `/events/${e.id}`)).json.venue).toEqual([]);
    expect((await srv.call('GET', '/venues/by-slug/lazarus-hall')).json.id).toBe(v.id);
  });

  it('the restored slug is suffixed when it was taken meanwhile', async () => {
    const v = await create({ venue: 'Taken Hall' });
    await srv.call('DELETE', `/venues/${v.id}`, { as: 'admin' });
    const other = await create({ venue: 'Taken Hall' });
    expect(other.slug).toBe('taken-hall');
    const res = await srv.call('PATCH', `/venues/${v.id}`, { as: 'admin', json: { status: 'draft' } });
    expect(res.json.status).toBe('draft');
    expect(res.json.slug).toBe('taken-hall-2');
  });

  it('an update without a status leaves the venue in the trash', async () => {
    const v = await create({ venue: 'Still Trashed' });
    await srv.call('DELETE', `/venues/${v.id}`, { as: 'admin' });
    const res = await srv.call('PATCH', `/venues/${v.id}`, { as: 'admin', json: { city: 'Riga' } });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('trash');
    expect(res.json.city).toBe('Riga');
  });

  it('trashed venues are readable by those who may read non-published items', async () => {
    const mine = await create({ venue: 'Author Trash' }, 'author');
    await srv.call('DELETE', `/venues/${mine.id}`, { as: 'author' });
    const expectations: Array<[Who, number]> = [
      ['admin', 200],
      ['editor', 200],
      ['author', 200],
      ['contributor', 403],
      ['subscriber', 403],
      ['anonymous', 403],
    ];
    for (const [who, status] of expectations) {
      const res = await srv.call('GET', `/venues/${mine.id}`, { as: who });
      expect([who, res.status]).toEqual([who, status]);
      if (status === 200) expect(res.json.status).toBe('trash');
      else
        expect(res.json).toEqual({
          code: 'venue-not-accessible',
          message: 'The requested venue is not accessible',
          data: { status: 403 },
        });
    }
  });
});

describe('venue permissions (§2.2)', () => {
  const roles: Who[] = ['admin', 'editor', 'author', 'contributor', 'subscriber', 'anonymous'];

  it.each<[Who, number]>([
    ['admin', 201],
    ['editor', 201],
    ['author', 201],
    ['contributor', 201],
    ['subscriber', 403],
    ['anonymous', 401],
  ])('POST /venues as %s → %i', async (who, status) => {
    const res = await srv.call('POST', '/venues', { as: who, json: { venue: `Perm Create ${who}` } });
    expect(res.status).toBe(status);
  });

  it("PATCH and DELETE of the administrator's published venue, for each role", async () => {
    const expected: Record<Who, number> = {
      admin: 200,
      editor: 200,
      author: 403,
      contributor: 403,
      subscriber: 403,
      anonymous: 401,
    };
    for (const who of roles) {
      const v = await create({ venue: `Others ${who}` }, 'admin');
      const upd = await srv.call('PATCH', `/venues/${v.id}`, { as: who, json: { city: 'X' } });
      expect([who, upd.status]).toEqual([who, expected[who]]);
      const del = await srv.call('DELETE', `/venues/${v.id}`, { as: who });
      expect([who, del.status]).toEqual([who, expected[who]]);
      if (expected[who] !== 200) {
        expect(upd.json.code).toBe('rest_forbidden');
        expect((await srv.call('GET', `/venues/${v.id}`, { as: 'admin' })).json.status).toBe('publish');
      }
    }
  });

  it('an author edits and deletes their own published venue', async () => {
    const v = await create({ venue: 'Author Own' }, 'author');
    expect(v.status).toBe('publish');
    expect((await srv.call('PATCH', `/venues/${v.id}`, { as: 'author', json: { city: 'Y' } })).status).toBe(200);
    expect((await srv.call('DELETE', `/venues/${v.id}`, { as: 'author' })).status).toBe(200);
  });

  it('a contributor edits their own venue only while draft or pending', async () => {
    const v = await create({ venue: 'Contrib Own' }, 'contributor');
    expect(v.status).toBe('draft');
    const pend = await srv.call('PATCH', `/venues/${v.id}`, { as: 'contributor', json: { status: 'publish' } });
    expect(pend.status).toBe(200);
    expect(pend.json.status).toBe('pending');
    await srv.call('PATCH', `/venues/${v.id}`, { as: 'editor', json: { status: 'publish' } });
    const upd = await srv.call('PATCH', `/venues/${v.id}`, { as: 'contributor', json: { city: 'Z' } });
    expect(upd.status).toBe(403);
    expect((await srv.call('DELETE', `/venues/${v.id}`, { as: 'contributor' })).status).toBe(403);
  });

  it('a contributor trashes their own draft, then gets 410 and may restore it', async () => {
    const v = await create({ venue: 'Contrib Trash' }, 'contributor');
    expect((await srv.call('DELETE', `/venues/${v.id}`, { as: 'contributor' })).status).toBe(200);
    expect((await srv.call('GET', `/venues/${v.id}`, { as: 'contributor' })).status).toBe(200);
    expect((await srv.call('DELETE', `/venues/${v.id}`, { as: 'contributor' })).status).toBe(410);
    const restored = await srv.call('PATCH', `/venues/${v.id}`, { as: 'contributor', json: { status: 'publish' } });
    expect(restored.status).toBe(200);
    expect(restored.json.status).toBe('pending');
  });

  it("a trashed venue is judged by its status before trashing: a contributor's published venue stays out of reach", async () => {
    const v = await create({ venue: 'Contrib Published' }, 'contributor');
    await srv.call('PATCH', `/venues/${v.id}`, { as: 'editor', json: { status: 'publish' } });
    expect((await srv.call('DELETE', `/venues/${v.id}`, { as: 'editor' })).status).toBe(200);
    // still readable by its owner (trash is a non-published status they may read) ...
    expect((await srv.call('GET', `/venues/${v.id}`, { as: 'contributor' })).status).toBe(200);
    // ... but neither restorable nor deletable by them
    expect((await srv.call('PATCH', `/venues/${v.id}`, { as: 'contributor', json: { status: 'draft' } })).status).toBe(
      403,
    );
    expect((await srv.call('DELETE', `/venues/${v.id}`, { as: 'contributor' })).status).toBe(403);
  });

  it.each<[Who, number]>([
    ['admin', 200],
    ['editor', 200],
    ['author', 403],
    ['contributor', 403],
    ['subscriber', 403],
    ['anonymous', 403],
  ])("GET of an editor's draft venue as %s → %i", async (who, status) => {
    const v = await create({ venue: `Draft For ${who}`, status: 'draft' }, 'editor');
    const res = await srv.call('GET', `/venues/${v.id}`, { as: who });
    expect(res.status).toBe(status);
    const bySlug = await srv.call('GET', `/venues/by-slug/${v.slug}`, { as: who });
    expect(bySlug.status).toBe(status);
  });

  it('the owner of a draft reads it; everyone reads a published venue', async () => {
    const own = await create({ venue: 'Own Draft', status: 'draft' }, 'contributor');
    expect((await srv.call('GET', `/venues/${own.id}`, { as: 'contributor' })).status).toBe(200);
    const pub = await create({ venue: 'Public One' }, 'editor');
    for (const who of roles) expect((await srv.call('GET', `/venues/${pub.id}`, { as: who })).status).toBe(200);
  });
});
