// Who may reach what: `calev serve` refuses a non-loopback address when nobody could log in
// (exit 2) unless --public-read-only is given; with --public-read-only every HTTP caller is
// anonymous (logins are ignored, so every write over HTTP is refused) while the calev CLI on the
// same data dir still writes through the local token; passwords live only as scrypt hashes.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHost } from '../../src/server/loopback.js';
import { basicAuth, calev, rawRequestBytes, report, startServe, stopServed, tempHome } from './support.js';

const NS = '/wp-json/calendar/events/v1';
let home: ReturnType<typeof tempHome>;
let cells = 0;

beforeAll(() => {
  home = tempHome('calev-exposure-');
});
afterAll(() => {
  home.remove();
  report('exposure and read-only', { requestCells: cells });
});

describe('serve on an address other machines can reach', () => {
  it.each(['0.0.0.0', '::', '192.0.2.10'])(
    '--host %s with no user is refused with exit 2, before listening',
    async (host) => {
      const dir = join(home.home, `open-${host.replace(/\W/g, '_')}`);
      const res = await calev(['serve', '--host', host, '--port', '0', '--data-dir', dir], { env: home.env });
      expect(res.code).toBe(2);
      expect(res.stdout).toBe('');
      expect(res.stderr).toBe(
        `error: refusing to serve ${dir} on ${host}, which other machines can reach, with no user who could log in\n` +
          'hint: add a user with --user login:password[:role] (or calev users add), or pass --public-read-only to serve anonymous reads only\n',
      );
    },
  );

  it('--host localhost with no user is fine: it is this machine only', async () => {
    const s = await startServe(
      ['--host', 'localhost', '--port', '0', '--data-dir', join(home.home, 'localhost')],
      home.env,
    );
    expect(s.apiUrl).toMatch(/^http:\/\/localhost:\d+\//);
    expect(await stopServed(s)).toBe(0);
  });

  it('--public-read-only with --user is a usage error (exit 2): the user could never log in', async () => {
    const res = await calev(
      ['serve', '--public-read-only', '--user', 'admin:pw', '--port', '0', '--data-dir', join(home.home, 'ro-user')],
      { env: home.env },
    );
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(
      /^error: --public-read-only ignores every login, so --user would have no effect\nhint: /,
    );
  });

  it('which addresses count as this machine only', async () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '[::1]'])
      expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ['0.0.0.0', '::', '10.0.0.1', '192.0.2.10', '::ffff:10.0.0.1', 'fe80::1', '128.0.0.1', ''])
      expect(isLoopbackAddress(a), a).toBe(false);
    expect(await isLoopbackHost('localhost')).toBe(true);
    expect(await isLoopbackHost('no-such-host.invalid')).toBe(false);
  });
});

describe('serve --public-read-only', () => {
  const dir = () => join(home.home, 'public');
  let s: Awaited<ReturnType<typeof startServe>>;
  let draftId: number;
  let publishedId: number;

  beforeAll(async () => {
    // an ordinary run first: a user, a published and a draft event
    const first = await startServe(['--port', '0', '--data-dir', dir(), '--user', 'admin:admin-pass'], home.env);
    const make = async (status: string) => {
      const r = await fetch(`${first.apiUrl}events`, {
        method: 'POST',
        headers: { authorization: basicAuth('admin', 'admin-pass'), 'content-type': 'application/json' },
        body: JSON.stringify({
          title: `Read-only ${status}`,
          status,
          start_date: '2031-03-01 10:00',
          end_date: '2031-03-01 11:00',
        }),
      });
      return ((await r.json()) as { id: number }).id;
    };
    publishedId = await make('publish');
    draftId = await make('draft');
    expect(await stopServed(first)).toBe(0);
    s = await startServe(['--public-read-only', '--port', '0', '--data-dir', dir()], home.env);
  });
  afterAll(async () => {
    await stopServed(s);
  });

  const ADMIN = basicAuth('admin', 'admin-pass');
  const cases: Array<[string, string, string, string | undefined, number, string | undefined]> = [
    // label, method, path, authorization, status, code
    ['anonymous GET of a published event', 'GET', `/events/{published}`, undefined, 200, undefined],
    ['anonymous POST /events', 'POST', '/events', undefined, 401, 'rest_forbidden'],
    ['the administrator POST /events: credentials are ignored', 'POST', '/events', ADMIN, 401, 'rest_forbidden'],
    ['the administrator PATCH /events/{id}', 'PATCH', `/events/{published}`, ADMIN, 401, 'rest_forbidden'],
    ['the administrator DELETE /events/{id}', 'DELETE', `/events/{published}`, ADMIN, 401, 'rest_forbidden'],
    [
      'the administrator GET ?_method=DELETE',
      'GET',
      `/events/{published}?_method=DELETE`,
      ADMIN,
      401,
      'rest_forbidden',
    ],
    ['the administrator POST /tags', 'POST', '/tags', ADMIN, 401, 'rest_forbidden'],
    [
      'the administrator GET of a draft: seen as anonymous',
      'GET',
      `/events/{draft}`,
      ADMIN,
      403,
      'event-not-accessible',
    ],
    [
      'a wrong password is ignored too (no 401 to probe with)',
      'GET',
      `/events/{published}`,
      basicAuth('admin', 'wrong'),
      200,
      undefined,
    ],
    ['an unknown user is ignored', 'GET', '/tags', basicAuth('nobody', 'x'), 200, undefined],
  ];

  it.each(cases)('%s', async (_label, method, path, authorization, status, code) => {
    const target = `${NS}${path.replace('{published}', String(publishedId)).replace('{draft}', String(draftId))}`;
    const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
    const body =
      method === 'POST' || method === 'PATCH'
        ? JSON.stringify({ title: 'x', name: 'x', start_date: '2031-03-02 10:00', end_date: '2031-03-02 11:00' })
        : undefined;
    if (body) headers['Content-Type'] = 'application/json';
    const r = await rawRequestBytes(s.base, method, target, { headers, body });
    expect(r.status, r.body).toBe(status);
    if (code) expect(JSON.parse(r.body).code).toBe(code);
    cells += 1;
  });

  it('the calev CLI on the same data dir still writes, through the local token of the lock file', async () => {
    const env = { ...home.env, XDG_CONFIG_HOME: join(home.home, 'no-profiles') };
    const res = await calev(['tags', 'create', '--name', 'written locally', '--data-dir', dir(), '--format', 'ids'], {
      env,
    });
    expect(res.code, res.stderr).toBe(0);
    const seen = await fetch(`${s.apiUrl}tags/${res.stdout.trim()}`);
    expect(((await seen.json()) as { name: string }).name).toBe('written locally');
  });
});

describe('passwords on disk', () => {
  it('users.json (and every other file of the data dir) holds salted scrypt hashes, never a password', async () => {
    const dir = join(home.home, 'hashes');
    const passwords = ['Plain-Admin-Secret-1', 'Same-Password-Twice', 'Carol-Stdin-Secret-3'];
    const s = await startServe(
      [
        '--port',
        '0',
        '--data-dir',
        dir,
        '--user',
        `admin:${passwords[0]}`,
        '--user',
        `ed:${passwords[1]}:editor`,
        '--user',
        `fay:${passwords[1]}:author`,
      ],
      home.env,
    );
    expect(await stopServed(s)).toBe(0);
    const add = await calev(['users', 'add', 'carol', '--role', 'editor', '--data-dir', dir], {
      env: home.env,
      input: `${passwords[2]}\n`,
    });
    expect(add.code, add.stderr).toBe(0);
    const listed = await calev(['users', 'list', '--data-dir', dir], { env: home.env });
    expect(listed.stdout).not.toMatch(/scrypt|Secret|Password/);

    for (const name of await readdir(dir)) {
      const text = await readFile(join(dir, name), 'utf8');
      for (const p of passwords) expect(text.includes(p), `${name} holds a password`).toBe(false);
    }
    const users = JSON.parse(await readFile(join(dir, 'users.json'), 'utf8')) as Array<{
      login: string;
      passwordHash: string;
    }>;
    expect(users.map((u) => u.login)).toEqual(['admin', 'ed', 'fay', 'carol']);
    for (const u of users)
      expect(u.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]+={0,2}\$[A-Za-z0-9+/]+={0,2}$/);
    // the same password gives two different hashes (random salt)
    expect(users[1].passwordHash).not.toBe(users[2].passwordHash);
  });

  // users.json holds the hashes and events.json the event passwords as given (§2.4).
  it('the data files and the data dir are readable by their owner only', async () => {
    const dir = join(home.home, 'hashes');
    expect((await stat(dir)).mode & 0o077).toBe(0);
    for (const name of await readdir(dir)) {
      if (!/\.(json|ndjson)$/.test(name)) continue;
      expect((await stat(join(dir, name))).mode & 0o077, name).toBe(0);
    }
  });
});
