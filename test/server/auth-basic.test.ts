// API.md §2.1: HTTP Basic on every request, login or e-mail (case-insensitive), exact password;
// other schemes and undecodable values are anonymous; §1.11 step 1 comes before routing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertUser } from '../../src/server/users.js';
import { basicHeader } from '../support/raw-http.js';
import { startTestServer, type TestServer } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');
const UNKNOWN = {
  code: 'invalid_username',
  message: 'Unknown username. Check again or try your email address.',
  data: { status: 401 },
};
const WRONG = {
  code: 'incorrect_password',
  message: 'The provided password is an invalid application password.',
  data: { status: 401 },
};

let srv: TestServer;
let ids: Record<string, number>;

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

/** Who the server thinks the caller is: the author of a tag-less draft event it creates, or anonymous. */
async function whoAmI(authorization: string | undefined): Promise<{ status: number; author?: string; code?: string }> {
  const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
  const r = await srv.call('POST', '/events', {
    headers,
    json: { title: 'Who', status: 'draft', start_date: '2024-07-11 10:00', end_date: '2024-07-11 11:00' },
  });
  return r.status === 201 ? { status: 201, author: r.json.author } : { status: r.status, code: r.json.code };
}

beforeAll(async () => {
  srv = await startTestServer({ clock });
  const store = srv.server.app.store;
  await upsertUser(store, { login: 'Editor', password: 'editor-pass', role: 'editor', email: 'Ed.Itor@Example.COM' });
  await upsertUser(store, {
    login: 'José',
    password: 'pässwörd: with colon',
    role: 'author',
    email: 'jose@example.com',
  });
  ids = Object.fromEntries(store.all('users').map((u) => [u.login.toLowerCase(), u.id]));
});

afterAll(() => srv.stop());

describe('§2.1 who is the caller', () => {
  it('no Authorization header is anonymous (401 on a write)', async () => {
    expect(await whoAmI(undefined)).toEqual({ status: 401, code: 'rest_forbidden' });
  });

  it.each([['admin'], ['ADMIN'], ['Admin']])('login %s is case-insensitive', async (login) => {
    expect(await whoAmI(basicHeader(login, 'admin-pass'))).toEqual({ status: 201, author: String(ids.admin) });
  });

  it.each([['ed.itor@example.com'], ['ED.ITOR@EXAMPLE.COM'], ['Ed.Itor@Example.COM']])(
    'e-mail %s works, case-insensitively',
    async (email) => {
      expect(await whoAmI(basicHeader(email, 'editor-pass'))).toEqual({ status: 201, author: String(ids.editor) });
    },
  );

  it('a UTF-8 login and a password containing ":" and non-ASCII characters work', async () => {
    expect(await whoAmI(basicHeader('josé', 'pässwörd: with colon'))).toEqual({
      status: 201,
      author: String(ids['josé']),
    });
  });

  it('the scheme name is case-insensitive and extra spaces are allowed', async () => {
    expect(await whoAmI(`basic ${b64('admin:admin-pass')}`)).toMatchObject({ status: 201 });
    expect(await whoAmI(`BASIC   ${b64('admin:admin-pass')}`)).toMatchObject({ status: 201 });
  });

  it('the same credentials work on repeated requests (the verification cache keeps answering right)', async () => {
    for (let i = 0; i < 3; i++)
      expect((await whoAmI(basicHeader('author', 'author-pass'))).author).toBe(String(ids.author));
    expect(
      await srv
        .call('GET', '/events', { headers: { authorization: basicHeader('author', 'AUTHOR-PASS') } })
        .then((r) => r.json),
    ).toEqual(WRONG);
  });
});

describe('§2.1 refused credentials (401, before routing)', () => {
  it.each([
    ['nobody', 'x', UNKNOWN],
    ['', 'admin-pass', UNKNOWN],
    ['admin@', 'admin-pass', UNKNOWN],
    ['admin', 'wrong', WRONG],
    ['admin', 'Admin-pass', WRONG],
    ['admin', 'admin-pass ', WRONG],
    ['admin', '', WRONG],
    ['ed.itor@example.com', 'admin-pass', WRONG],
  ])('%j / %j is refused', async (login, password, expected) => {
    for (const path of ['/events', '/nothing/at/all']) {
      const r = await srv.call('GET', path, { headers: { authorization: basicHeader(login, password) } });
      expect(r.status).toBe(401);
      expect(r.json).toEqual(expected);
      expect(r.headers.get('www-authenticate')).toBeNull();
    }
  });

  it('refused credentials fail even on routes anonymous callers may read, and outside the API root', async () => {
    // (the calendar's pages, `/` among them, are anonymous and ignore credentials: test/pages/)
    const r = await srv.call('GET', '/calendars', {
      raw: true,
      headers: { authorization: basicHeader('admin', 'nope') },
    });
    expect(r.json).toEqual(WRONG);
    const idx = await srv.call('GET', '/wp-json/', {
      raw: true,
      headers: { authorization: basicHeader('ghost', 'x') },
    });
    expect(idx.json).toEqual(UNKNOWN);
  });
});

describe('§2.1 ignored credentials (anonymous)', () => {
  it.each([
    ['Bearer abc.def.ghi'],
    ['Digest username="admin"'],
    ['Basic'],
    ['Basic !!!not-base64!!!'],
    [`Basic ${b64('no-colon-here')}`],
    [`Basic ${Buffer.from([0x61, 0x3a, 0xff, 0xfe]).toString('base64')}`],
    [`Token ${b64('admin:admin-pass')}`],
    [`${b64('admin:admin-pass')}`],
  ])('Authorization %j is ignored: the caller is anonymous', async (authorization) => {
    expect(await whoAmI(authorization)).toEqual({ status: 401, code: 'rest_forbidden' });
    const read = await srv.call('GET', '/events', { headers: { authorization } });
    expect(read.status).toBe(200);
  });

  it('cookies and X-WP-Nonce are ignored', async () => {
    const r = await srv.call('POST', '/tags', {
      headers: { cookie: 'wordpress_logged_in=admin', 'x-wp-nonce': 'abc' },
      json: { name: 'Cookie' },
    });
    expect(r.status).toBe(401);
    const ok = await srv.call('POST', '/tags', {
      as: 'admin',
      headers: { cookie: 'garbage', 'x-wp-nonce': 'bad' },
      json: { name: 'Cookie' },
    });
    expect(ok.status).toBe(201);
  });

  it('there is no login route', async () => {
    for (const path of ['/login', '/users/me', '/token'])
      expect((await srv.call('POST', path, { as: 'admin' })).json.code).toBe('rest_no_route');
  });
});
