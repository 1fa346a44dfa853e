// The real binary against `calev serve` on port 0: as a site (--url), and as the embedded target
// when the server holds the data dir.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from '../cli/harness.js';
import { assertBuilt, calev, startServe } from './calev.js';

let home: string;
let data: string;
let server: Awaited<ReturnType<typeof startServe>>;
let env: Record<string, string>;

beforeAll(async () => {
  assertBuilt();
  home = tempDir('calev-e2e-serve-');
  data = `${home}/data`;
  env = { HOME: home, XDG_CONFIG_HOME: `${home}/config`, XDG_DATA_HOME: `${home}/xdg` };
  server = await startServe(
    [
      '--port',
      '0',
      '--data-dir',
      data,
      '--user',
      'admin:admin-pass:administrator',
      '--user',
      'sub:sub-pass:subscriber',
    ],
    env,
  );
});
afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
  await server?.exited;
  removeDir(home);
});

describe('calev serve and the CLI over HTTP', () => {
  it('serve prints the API URL and the data dir once it listens', () => {
    expect(server.apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/wp-json\/calendar\/events\/v1\/?$/);
    expect(server.stdout()).toMatch(new RegExp(`^Data: ${data}$`, 'm'));
  });

  it('events create --url … --user admin (CALEV_PASSWORD) creates over HTTP; events list reads it back', async () => {
    const site = { ...env, CALEV_URL: server.base, CALEV_USER: 'admin', CALEV_PASSWORD: 'admin-pass' };
    const created = await calev(['venues', 'create', '--venue', 'Hall One', '--city', 'Lyon', '--format', 'ids'], {
      env: site,
    });
    expect(created).toMatchObject({ code: 0 });
    const list = await calev(['venues', 'list', '--format', 'csv', '--fields', 'venue,city'], { env: site });
    expect(list.stdout).toBe('venue,city\nHall One,Lyon\n');
    const anonymous = await calev(['venues', 'list', '--format', 'count'], { env: { ...env, CALEV_URL: server.base } });
    expect(anonymous.stdout).toBe('1\n');
  });

  it('a subscriber creating a venue exits 4; a wrong password exits 4', async () => {
    const sub = await calev(['venues', 'create', '--venue', 'Nope'], {
      env: { ...env, CALEV_URL: server.base, CALEV_USER: 'sub', CALEV_PASSWORD: 'sub-pass' },
    });
    expect(sub.code).toBe(4);
    expect(sub.stderr).toMatch(/^error: new venue: Sorry, you are not allowed to do that\. \(403 rest_forbidden\)$/m);
    const wrong = await calev(['venues', 'list'], {
      env: { ...env, CALEV_URL: server.base, CALEV_USER: 'admin', CALEV_PASSWORD: 'nope' },
    });
    expect(wrong.code).toBe(4);
    expect(wrong.stderr).toMatch(/\(401 incorrect_password\)\nhint: check the user and application password/);
  });

  it('login --url … checks the password against the server and saves the profile', async () => {
    const res = await calev(['login', '--url', server.base, '--user', 'admin'], {
      env: { ...env, CALEV_PASSWORD: 'admin-pass' },
    });
    expect(res.code).toBe(0);
    const list = await calev(['venues', 'list', '--format', 'ids'], { env });
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^\d+\n$/);
    const refused = await calev(['login', '--url', server.base, '--user', 'admin', '--profile', 'bad'], {
      env: { ...env, CALEV_PASSWORD: 'wrong' },
    });
    expect(refused.code).toBe(4);
  });

  it('the embedded target on a data dir held by calev serve goes to the server (as an administrator)', async () => {
    // A config dir without profiles: the login test above made one that points at the server.
    const local = { ...env, XDG_CONFIG_HOME: `${home}/no-profiles`, CALEV_DATA_DIR: data };
    const res = await calev(['organizers', 'create', '--organizer', 'Jazz Society', '--format', 'ids', '--verbose'], {
      env: local,
    });
    expect(res.code).toBe(0);
    expect(res.stderr).toMatch(new RegExp(`^data dir ${data} is served by pid \\d+ at ${server.base}`, 'm'));
    expect(res.stderr).toMatch(/^> POST http:\/\/127\.0\.0\.1:\d+\/wp-json\/calendar\/events\/v1\/organizers$/m);
    const viaHttp = await calev(['organizers', 'list', '--format', 'csv', '--fields', 'organizer'], {
      env: { ...env, CALEV_URL: server.base },
    });
    expect(viaHttp.stdout).toBe('organizer\nJazz Society\n');
  });

  it('users list on the held data dir is refused with a hint (exit 1)', async () => {
    const res = await calev(['users', 'list'], { env: { ...env, CALEV_DATA_DIR: data } });
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(
      /^error: data dir .* is in use by calev process \d+ \(calev serve at http:\/\/127\.0\.0\.1:\d+\)\nhint: stop that process first/,
    );
  });

  it('a second serve on the same data dir fails', async () => {
    const res = await calev(['serve', '--port', '0', '--data-dir', data], { env });
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/in use by calev process/);
  });

  it('SIGTERM stops the server cleanly with exit 0 and releases the data dir', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const users = await calev(['users', 'list', '--format', 'ids'], { env: { ...env, CALEV_DATA_DIR: data } });
    expect(users.code).toBe(0);
    expect(users.stdout.trim().split('\n')).toHaveLength(2);
  });
});
