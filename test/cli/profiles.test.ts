import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSettings } from '../../src/setup/settings.js';
import { recording, SITE, type Exchange } from '../api/tec-live.js';
import { mockSite, removeDir, run, scriptedPrompter, tempDir, useConfigHome } from './harness.js';

const home = useConfigHome();
const configFile = home.file;
const saved = home.saved;

describe('calev profile', () => {
  it('profile add prod --url … stores the profile in $XDG_CONFIG_HOME/calev/config.json with mode 0600 and makes the first one active', async () => {
    const res = await run(
      [
        'profile',
        'add',
        'prod',
        '--url',
        'https://events.example.org/',
        '--user',
        'ana',
        '--namespace',
        'tribe/events/v1',
        '--lang',
        'fr',
      ],
      { env: home.env },
    );
    expect(res.code).toBe(0);
    expect(statSync(configFile()).mode & 0o777).toBe(0o600);
    expect(saved()).toEqual({
      profiles: { prod: { url: 'https://events.example.org', user: 'ana', namespace: 'tribe/events/v1', lang: 'fr' } },
      current: 'prod',
    });
    expect(res.stderr).toMatch(/calev login --profile prod/);
  });

  it("profile add --url of WordPress's dashboard or login page (as a browser shows it) stores the site's address", async () => {
    for (const [name, url] of [
      ['dash', 'https://events.example.org/wp-admin/'],
      ['folder', 'https://example.org/blog/wp-admin/edit.php?post_type=tribe_events'],
      ['login', 'https://example.org/wp-login.php'],
    ])
      expect((await run(['profile', 'add', name, '--url', url], { env: home.env })).code).toBe(0);
    expect(Object.values(saved().profiles as Record<string, { url: string }>).map((p) => p.url)).toEqual([
      'https://events.example.org',
      'https://example.org/blog',
      'https://example.org',
    ]);
  });

  it('--namespace in other letters, or with slashes, is stored as WordPress matches it: The Events Calendar is known by it', async () => {
    expect(
      (
        await run(['profile', 'add', 'upper', '--url', 'https://a.test', '--namespace', '/Tribe/Events/v1/'], {
          env: home.env,
        })
      ).code,
    ).toBe(0);
    expect((saved().profiles as Record<string, { namespace: string }>).upper.namespace).toBe('tribe/events/v1');
    const s = resolveSettings({ namespace: 'TRIBE/events/V1' }, {}, { profiles: {} });
    expect(s.namespace).toBe('tribe/events/v1');
    const { quirksFor } = await import('../../src/api/tec-site.js');
    expect(quirksFor(s.namespace).name).toBe('tribe/events/v1');
  });

  it('profile list, use, show, remove', async () => {
    await run(['profile', 'add', 'a', '--url', 'https://a.test'], { env: home.env });
    await run(['profile', 'add', 'b', '--url', 'https://b.test', '--format', 'yaml'], { env: home.env });
    const list = JSON.parse((await run(['profile', 'list'], { env: home.env })).stdout);
    expect(list.map((p: { name: string; current: boolean }) => [p.name, p.current])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect((await run(['profile', 'use', 'b'], { env: home.env })).code).toBe(0);
    expect(saved().current).toBe('b');
    const shown = JSON.parse((await run(['profile', 'show', '--format', 'json'], { env: home.env })).stdout);
    expect(shown).toMatchObject({ name: 'b', url: 'https://b.test', format: 'yaml', current: true, password: '' });
    // the active one: what the commands use now is said, not silent (a write went to the local store unseen)
    const removed = await run(['profile', 'remove', 'b'], { env: { ...home.env, XDG_DATA_HOME: '/data' } });
    expect([removed.code, removed.stderr]).toEqual([
      0,
      'removed profile b\nnote: no profile is active now: commands use the local data dir /data/calev; pick a site with: calev profile use a\n',
    ]);
    expect(saved()).toEqual({ profiles: { a: { url: 'https://a.test' } } });
    // one that is not active: removed, nothing more to say
    await run(['profile', 'use', 'a'], { env: home.env });
    await run(['profile', 'add', 'c', '--url', 'https://c.test'], { env: home.env });
    expect((await run(['profile', 'remove', 'c'], { env: home.env })).stderr).toBe('removed profile c\n');
    expect((await run(['profile', 'use', 'nope'], { env: home.env })).code).toBe(2);
  });

  it('profile use --none makes no profile active: the commands go to the local data dir again; a name or --none is asked for', async () => {
    await run(['profile', 'add', 'a', '--url', 'https://a.test'], { env: home.env });
    expect(saved().current).toBe('a');
    const data = tempDir('calev-profile-none-');
    try {
      const env = { ...home.env, CALEV_DATA_DIR: data };
      const none = await run(['profile', 'use', '--none'], { env });
      expect([none.code, none.stderr]).toEqual([0, `no active profile: commands use the local data dir ${data}\n`]);
      expect(saved()).toEqual({ profiles: { a: { url: 'https://a.test' } } });
      // a write goes to the local store, not to https://a.test
      const made = await run(
        [
          'events',
          'create',
          '--title',
          'Here',
          '--start-date',
          '2030-01-01 10:00',
          '--end-date',
          '2030-01-01 11:00',
          '--format',
          'ids',
        ],
        {
          env,
        },
      );
      expect([made.code, made.stdout], made.stderr).toEqual([0, '1\n']);
      expect(existsSync(join(data, 'events.json')) || existsSync(join(data, 'journal.ndjson'))).toBe(true);
      // what still picks a site in this shell is said
      const withUrl = await run(['profile', 'use', '--none'], { env: { ...env, CALEV_URL: 'https://b.test' } });
      expect(withUrl.stderr).toBe(
        `no active profile: commands use the local data dir ${data}\nnote: CALEV_URL=https://b.test still picks a site where it is set\n`,
      );
    } finally {
      removeDir(data);
    }
    const bare = await run(['profile', 'use'], { env: home.env });
    expect([bare.code, bare.stderr]).toEqual([
      2,
      'error: give the profile to use\nhint: for the local data dir again: calev profile use --none\n',
    ]);
    const both = await run(['profile', 'use', 'a', '--none'], { env: home.env });
    expect([both.code, both.stderr]).toEqual([2, 'error: give a profile or --none, not both\n']);
    expect(saved().current).toBeUndefined();
  });

  it("an address with WordPress's ?rest_route= is the site before it and its plain-permalink API root; an API address is refused by profile add", async () => {
    for (const url of ['http://h.test/blog/?rest_route=/', 'http://h.test/blog/index.php?rest_route=/tribe/events/v1'])
      expect(resolveSettings({ url }, {}, { profiles: {} })).toMatchObject({
        url: 'http://h.test/blog',
        apiRoot: '/index.php?rest_route=',
      });
    expect(resolveSettings({ url: 'http://h.test/?rest_route=/', apiRoot: '/api' }, {}, { profiles: {} }).apiRoot).toBe(
      '/api',
    );
    // the requests go there
    const paths: string[] = [];
    const site = mockSite('http://h.test', (req) => {
      paths.push(req.path);
      return [200, { events: [], total: 0, total_pages: 0 }];
    });
    const listed = await run(
      ['events', 'list', '--url', 'http://h.test/?rest_route=/', '--namespace', 'tribe/events/v1'],
      {
        env: home.env,
        agent: site.agent,
      },
    );
    await site.agent.close();
    expect(listed.code, listed.stderr).toBe(0);
    expect(paths.map((p) => p.split('&')[0])).toEqual(['/index.php?rest_route=/tribe/events/v1/events']);

    const added = await run(['profile', 'add', 'plain', '--url', 'http://h.test/?rest_route=/'], { env: home.env });
    expect(added.code, added.stderr).toBe(0);
    expect(saved().profiles.plain).toEqual({ url: 'http://h.test', api_root: '/index.php?rest_route=' });
    const api = await run(['profile', 'add', 'api', '--url', 'http://h.test/wp-json/tribe/events/v1/'], {
      env: home.env,
    });
    expect([api.code, api.stderr]).toEqual([
      2,
      "error: --url is the site's address, not its API's\nhint: calev profile add api --url http://h.test\n",
    ]);
    expect(saved().profiles.api).toBeUndefined();
  });

  it('profile list as a table and as CSV shows each profile: name, site, user, API root, languages, format, where the password is, which is active', async () => {
    await run(['profile', 'add', 'a', '--url', 'https://a.test', '--user', 'ana'], { env: home.env });
    await run(['profile', 'add', 'b', '--url', 'https://b.test', '--namespace', 'tribe/events/v1'], { env: home.env });
    const c = ['--url', 'https://c.test', '--api-root', '/index.php?rest_route=', '--lang', 'fr', '--format', 'yaml'];
    await run(['profile', 'add', 'c', ...c], { env: home.env });
    // a terminal wide enough for every column (a narrower one cuts the URLs first)
    const table = await run(['profile', 'list', '--format', 'table'], { env: { ...home.env, COLUMNS: '160' } });
    expect(table.stdout.split('\n').map((l) => l.trim().split(/\s+/))).toEqual([
      ['NAME', 'URL', 'USER', 'NAMESPACE', 'API_ROOT', 'LANG', 'FORMAT', 'PASSWORD', 'CURRENT'],
      ['a', 'https://a.test', 'ana', 'true'],
      ['b', 'https://b.test', 'tribe/events/v1', 'false'],
      ['c', 'https://c.test', '/index.php?rest_route=', 'fr', 'yaml', 'false'],
      [''],
    ]);
    const csv = await run(['profile', 'list', '--format', 'csv'], { env: home.env });
    expect(csv.stdout).toBe(
      'name,url,user,namespace,api_root,lang,format,password,current\n' +
        'a,https://a.test,ana,,,,,,true\n' +
        'b,https://b.test,,tribe/events/v1,,,,,false\n' +
        'c,https://c.test,,,/index.php?rest_route=,fr,yaml,,false\n',
    );
  });

  it('profile show as CSV has every setting of the profile, as a table too', async () => {
    const args = ['--url', 'https://c.test', '--user', 'ana', '--lang', 'fr', '--format', 'yaml', '--allow-http'];
    await run(['profile', 'add', 'c', ...args], { env: home.env });
    const csv = await run(['profile', 'show', 'c', '--format', 'csv'], { env: home.env });
    expect(csv.stdout).toBe(
      'name,url,user,namespace,api_root,lang,format,password,current,allow_http\n' +
        'c,https://c.test,ana,,,fr,yaml,,true,true\n',
    );
    const table = await run(['profile', 'show', 'c', '--format', 'table'], { env: home.env });
    expect(table.stdout.split('\n').map((l) => l.trim().split(/\s+/))).toEqual(
      expect.arrayContaining([
        ['url', 'https://c.test'],
        ['lang', 'fr'],
        ['format', 'yaml'],
        ['allow_http', 'true'],
      ]),
    );
  });

  it('profile add without --url for a new profile is a usage error', async () => {
    const res = await run(['profile', 'add', 'x'], { env: home.env });
    expect(res.code).toBe(2);
    expect(res.stderr).toBe('error: a new profile needs --url\n');
  });

  it('--data-dir runs the command on that data dir while a profile is in use; with --profile beside it, exit 2', async () => {
    await run(['profile', 'add', 'prod', '--url', 'https://events.example.org'], { env: home.env });
    const site = mockSite('https://events.example.org', () => [500, {}]);
    const dir = tempDir('calev-profile-data-dir-');
    try {
      // within the default list window (24 months from now)
      const day = `${new Date().getFullYear() + 1}-03-01`;
      const event = ['--title', 'Local', '--start-date', `${day} 10:00`, '--end-date', `${day} 11:00`];
      const created = await run(['--data-dir', dir, 'events', 'create', ...event, '--format', 'ids'], {
        env: home.env,
        agent: site.agent,
      });
      expect([created.code, created.stderr]).toEqual([0, '']);
      const listed = await run(['events', 'list', '--data-dir', dir, '--format', 'ids'], {
        env: home.env,
        agent: site.agent,
      });
      expect(listed.stdout).toBe(created.stdout);
      expect(site.requests).toEqual([]);
      const both = await run(['--data-dir', dir, '--profile', 'prod', 'events', 'list'], {
        env: home.env,
        agent: site.agent,
      });
      expect([both.code, both.stderr]).toEqual([
        2,
        'error: --data-dir names a local data dir and --profile prod the site https://events.example.org: give one of them\n',
      ]);
    } finally {
      await site.agent.close();
      removeDir(dir);
    }
  });

  it('a damaged config file is named, with the line and column of its problem and how to fix it (exit 1); it is left as it was', async () => {
    mkdirSync(join(home.dir, 'calev'), { recursive: true });
    writeFileSync(configFile(), '{"profiles": {\n');
    for (const argv of [
      ['events', 'list'],
      ['profile', 'list'],
      ['profile', 'add', 'p', '--url', 'https://site.test'],
    ]) {
      const res = await run(argv, { env: home.env });
      expect(res.code, argv.join(' ')).toBe(1);
      expect(res.stderr, argv.join(' ')).toBe(
        `error: ${configFile()}: line 2, column 1: not valid JSON: expected a double-quoted property name\n` +
          'hint: fix the file by hand or restore it from a backup (calev does not reset it)\n',
      );
    }
    expect(readFileSync(configFile(), 'utf8')).toBe('{"profiles": {\n');
  });

  it('profile show never prints the password', async () => {
    await run(['profile', 'add', 'p', '--url', 'https://p.test', '--user', 'u'], { env: home.env });
    const site = mockSite('https://p.test', () => [200, { namespace: 'calendar/events/v1' }]);
    await run(['login'], { env: { ...home.env, CALEV_PASSWORD: 'abcd efgh' }, agent: site.agent });
    const out = (await run(['profile', 'show', 'p'], { env: home.env })).stdout;
    expect(out).not.toMatch(/abcd/);
    // where it lives: no keyring answers in the tests, so the config file
    expect(JSON.parse(out).password).toBe('config file');
    await site.agent.close();
  });
});

describe('settings precedence: flag > environment > profile > default', () => {
  const config = {
    current: 'p',
    profiles: {
      p: {
        url: 'https://profile.test',
        namespace: 'tribe/events/v1',
        user: 'pu',
        password: 'pp',
        lang: 'de',
        format: 'csv',
        api_root: '/api',
      },
    },
  };

  it('takes the profile when nothing else is given', () => {
    expect(resolveSettings({}, {}, config)).toMatchObject({
      url: 'https://profile.test',
      namespace: 'tribe/events/v1',
      user: 'pu',
      password: 'pp',
      lang: 'de',
      format: 'csv',
      apiRoot: '/api',
    });
  });

  it('the environment beats the profile', () => {
    const env = {
      CALEV_NAMESPACE: 'calendar/events/v1',
      CALEV_USER: 'eu',
      CALEV_PASSWORD: 'ep',
      CALEV_LANG: 'fr',
      CALEV_FORMAT: 'json',
      CALEV_API_ROOT: '/wp-json',
    };
    expect(resolveSettings({}, env, config)).toMatchObject({
      namespace: 'calendar/events/v1',
      user: 'eu',
      password: 'ep',
      lang: 'fr',
      format: 'json',
      apiRoot: '/wp-json',
    });
  });

  it('flags beat the environment', () => {
    const s = resolveSettings(
      { namespace: 'x/v1', user: ['fu'], lang: 'ja', format: 'yaml', url: 'https://profile.test/' },
      { CALEV_NAMESPACE: 'y/v1', CALEV_USER: 'eu', CALEV_LANG: 'fr', CALEV_FORMAT: 'json' },
      config,
    );
    expect(s).toMatchObject({ namespace: 'x/v1', user: 'fu', lang: 'ja', format: 'yaml', url: 'https://profile.test' });
  });

  it('defaults: the embedded target, /wp-json, calendar/events/v1, the XDG data dir', () => {
    expect(resolveSettings({}, { HOME: '/home/u' }, { profiles: {} })).toEqual({
      profileName: undefined,
      profile: undefined,
      ownCredentials: true,
      url: undefined,
      apiRoot: '/wp-json',
      namespace: 'calendar/events/v1',
      user: undefined,
      password: undefined,
      allowHttp: false,
      dataDir: '/home/u/.local/share/calev',
      lang: undefined,
      format: undefined,
    });
    expect(resolveSettings({}, { XDG_DATA_HOME: '/x' }, { profiles: {} }).dataDir).toBe('/x/calev');
    expect(resolveSettings({}, { CALEV_DATA_DIR: '/d' }, { profiles: {} }).dataDir).toBe('/d');
    expect(resolveSettings({ dataDir: '/f' }, { CALEV_DATA_DIR: '/d' }, { profiles: {} }).dataDir).toBe('/f');
  });

  it('--profile and CALEV_PROFILE choose the profile; an unknown one is a usage error', () => {
    const two = { current: 'p', profiles: { ...config.profiles, q: { url: 'https://q.test' } } };
    expect(resolveSettings({}, { CALEV_PROFILE: 'q' }, two).url).toBe('https://q.test');
    expect(resolveSettings({ profile: 'p' }, { CALEV_PROFILE: 'q' }, two).url).toBe('https://profile.test');
    expect(() => resolveSettings({ profile: 'zz' }, {}, two)).toThrow(/no profile named "zz"/);
  });

  it('--data-dir makes the data dir the target over a site of the environment or of the profile in use', () => {
    const local = { url: undefined, user: undefined, password: undefined, dataDir: '/f' };
    expect(resolveSettings({ dataDir: '/f' }, {}, config)).toMatchObject(local);
    expect(
      resolveSettings({ dataDir: '/f' }, { CALEV_URL: 'https://e.test', CALEV_PROFILE: 'p' }, config),
    ).toMatchObject(local);
    // CALEV_DATA_DIR is a default dir, not a choice of target: a site configured anywhere wins
    expect(resolveSettings({}, { CALEV_DATA_DIR: '/d' }, config).url).toBe('https://profile.test');
    expect(resolveSettings({}, { CALEV_DATA_DIR: '/d', CALEV_URL: 'https://e.test' }, { profiles: {} }).url).toBe(
      'https://e.test',
    );
  });

  it('--data-dir beside --url, or beside --profile naming a site, is a usage error', () => {
    expect(() => resolveSettings({ dataDir: '/f', url: 'https://u.test' }, {}, { profiles: {} })).toThrow(
      '--data-dir names a local data dir and --url a site: give one of them',
    );
    expect(() => resolveSettings({ dataDir: '/f', profile: 'p' }, {}, config)).toThrow(
      '--data-dir names a local data dir and --profile p the site https://profile.test: give one of them',
    );
  });

  it("the profile's credentials are never sent to another site given by --url or CALEV_URL", () => {
    const s = resolveSettings({}, { CALEV_URL: 'https://other.test' }, config);
    expect(s).toMatchObject({ url: 'https://other.test', user: undefined, password: undefined });
  });
});

describe('calev login', () => {
  it('login --url … --user … with CALEV_PASSWORD verifies with an authenticated GET and saves the password (0600)', async () => {
    const site = mockSite('https://site.test', (req) =>
      req.headers.authorization === `Basic ${Buffer.from('ana:app pass').toString('base64')}`
        ? [200, { namespace: 'calendar/events/v1' }]
        : [401, { code: 'incorrect_password', message: 'bad', data: { status: 401 } }],
    );
    const res = await run(['login', '--url', 'https://site.test', '--user', 'ana'], {
      env: { ...home.env, CALEV_PASSWORD: 'app pass' },
      agent: site.agent,
    });
    expect(res.stderr).toBe(
      'logged in to https://site.test as ana; saved in profile default\n' +
        `note: no system keyring answered (no D-Bus session bus), so the password is in ${configFile()} (mode 0600)\n`,
    );
    expect(res.code).toBe(0);
    // the site's index first (which calendar API it has: here it says nothing of its namespaces)
    expect(site.requests.map((r) => r.path)).toEqual(['/wp-json/?_fields=namespaces', '/wp-json/calendar/events/v1']);
    expect(site.requests.every((r) => r.headers.authorization !== undefined)).toBe(true);
    expect(saved()).toEqual({
      current: 'default',
      profiles: { default: { url: 'https://site.test', user: 'ana', password: 'app pass' } },
    });
    expect(statSync(configFile()).mode & 0o777).toBe(0o600);
    await site.agent.close();
  });

  it("login without --namespace on a site whose index lists The Events Calendar's API saves that namespace", async () => {
    const [index] = recording('site-index-namespaces.json');
    const site = mockSite('https://site.test', (req) =>
      req.path === '/wp-json/?_fields=namespaces'
        ? [200, index.response.body]
        : req.path === '/wp-json/tribe/events/v1'
          ? [200, { namespace: 'tribe/events/v1' }]
          : req.path.split('?')[0] === '/wp-json/tribe/events/v1/events'
            ? [200, { events: [], total: 0, total_pages: 0 }]
            : req.path === '/wp-json/wp/v2/users/me?_fields=id'
              ? [200, { id: 1 }]
              : [404, { code: 'rest_no_route', message: 'No route', data: { status: 404 } }],
    );
    const res = await run(['login', '--url', 'https://site.test', '--user', 'ana'], {
      env: { ...home.env, CALEV_PASSWORD: 'app pass' },
      agent: site.agent,
    });
    expect(res.code).toBe(0);
    expect(res.stderr).toMatch(
      /^https:\/\/site\.test serves The Events Calendar's API \(namespace tribe\/events\/v1\)\n/,
    );
    expect(saved().profiles.default).toEqual({
      url: 'https://site.test',
      user: 'ana',
      namespace: 'tribe/events/v1',
      password: 'app pass',
    });
    const listed = await run(['events', 'list', '--format', 'ids'], { env: home.env, agent: site.agent });
    expect(listed.stderr).toBe('');
    expect(listed.code).toBe(0);
    expect(site.requests.map((r) => r.path.split('?')[0])).toEqual([
      '/wp-json/',
      '/wp-json/tribe/events/v1',
      // WordPress says whether the credentials reached it
      '/wp-json/wp/v2/users/me',
      '/wp-json/tribe/events/v1/events',
    ]);
    await site.agent.close();
  });

  it('login to a WordPress site that never gets the credentials (its web server drops them) is refused (exit 4), and saves nothing; writes say why', async () => {
    // credentials-not-received.json: what WordPress answers a request that came without them
    const [meAnonymous, meSubscriber, , createAnonymous] = recording('credentials-not-received.json');
    const stripped = mockSite('https://site.test', (req) =>
      req.path === '/wp-json/wp/v2/users/me?_fields=id'
        ? [meAnonymous.response.status, meAnonymous.response.body]
        : req.method === 'POST'
          ? [createAnonymous.response.status, createAnonymous.response.body]
          : [200, { namespace: 'tribe/events/v1' }],
    );
    const args = ['login', '--url', 'https://site.test', '--user', 'ana', '--namespace', 'tribe/events/v1'];
    const res = await run(args, { env: { ...home.env, CALEV_PASSWORD: 'app pass' }, agent: stripped.agent });
    expect([res.code, res.stderr]).toEqual([
      4,
      'error: https://site.test did not get the credentials of user ana: WordPress answered as if none were sent (401 rest_not_logged_in)\n' +
        'hint: its web server may drop the Authorization header (Apache with CGI or FastCGI: SetEnvIf Authorization "(.*)" HTTP_AUTHORIZATION=$1 in .htaccess), or its application passwords are off (WordPress offers them over HTTPS)\n',
    ]);
    expect(existsSync(configFile())).toBe(false);
    const site = {
      CALEV_URL: 'https://site.test',
      CALEV_USER: 'ana',
      CALEV_PASSWORD: 'app pass',
      CALEV_NAMESPACE: 'tribe/events/v1',
    };
    const write = await run(['tags', 'create', '--name', 'jazz'], {
      env: { ...home.env, ...site },
      agent: stripped.agent,
    });
    expect([write.code, write.stderr.split('\n')[1]]).toEqual([
      4,
      'hint: the site answered as if no credentials were sent (401, not 403): its web server may drop the Authorization header (Apache with CGI or FastCGI: SetEnvIf Authorization "(.*)" HTTP_AUTHORIZATION=$1 in .htaccess), or its application passwords are off (WordPress offers them over HTTPS)',
    ]);
    await stripped.agent.close();
    // the credentials arrive: WordPress names the user, whatever the role
    const received = mockSite('https://site.test', (req) =>
      req.path === '/wp-json/wp/v2/users/me?_fields=id'
        ? [meSubscriber.response.status, meSubscriber.response.body]
        : [200, { namespace: 'tribe/events/v1' }],
    );
    const ok = await run(args, { env: { ...home.env, CALEV_PASSWORD: 'app pass' }, agent: received.agent });
    expect([ok.code, ok.stderr.split('\n')[0]]).toEqual([
      0,
      'logged in to https://site.test as ana; saved in profile default',
    ]);
    await received.agent.close();
    // a site that closes the route to its users (a security plugin) says nothing of the credentials
    const closed = mockSite('https://site.test', (req) =>
      req.path === '/wp-json/wp/v2/users/me?_fields=id'
        ? [403, { code: 'rest_user_cannot_view', message: 'No.', data: { status: 403 } }]
        : [200, { namespace: 'tribe/events/v1' }],
    );
    const open = await run(args, { env: { ...home.env, CALEV_PASSWORD: 'app pass' }, agent: closed.agent });
    expect([open.code, open.stderr.split('\n')[0]]).toEqual([
      0,
      'logged in to https://site.test as ana; saved in profile default',
    ]);
    await closed.agent.close();
  });

  it('login to a site without pretty permalinks finds its API root where its pages say (plain-permalinks-api-root.json) and saves it', async () => {
    const [page, front, index] = recording('plain-permalinks-api-root.json');
    // recorded on another address: the site's own links name this one
    const answer = (x: Exchange): [number, unknown, Record<string, string>] => [
      x.response.status,
      x.response.body,
      JSON.parse(JSON.stringify(x.response.headers).replaceAll(SITE, 'https://site.test')) as Record<string, string>,
    ];
    const site = mockSite('https://site.test', (req) =>
      req.path === '/'
        ? answer(front)
        : req.path === '/index.php?rest_route=/&_fields=namespaces'
          ? answer(index)
          : req.path === '/index.php?rest_route=/tribe/events/v1'
            ? [200, { namespace: 'tribe/events/v1' }]
            : req.path === '/index.php?rest_route=/wp/v2/users/me&_fields=id'
              ? [200, { id: 1 }]
              : // every other path is a page of the site, as /wp-json/ is there
                answer(page),
    );
    const res = await run(['login', '--url', 'https://site.test', '--user', 'ana'], {
      env: { ...home.env, CALEV_PASSWORD: 'app pass' },
      agent: site.agent,
    });
    expect([res.code, res.stderr.split('\n').slice(0, 3)]).toEqual([
      0,
      [
        'https://site.test serves its REST API at /index.php?rest_route= (as its pages say)',
        "https://site.test serves The Events Calendar's API (namespace tribe/events/v1)",
        'logged in to https://site.test as ana; saved in profile default',
      ],
    ]);
    expect(saved().profiles.default).toEqual({
      url: 'https://site.test',
      user: 'ana',
      api_root: '/index.php?rest_route=',
      namespace: 'tribe/events/v1',
      password: 'app pass',
    });
    expect(site.requests.map((r) => r.path)).toEqual([
      '/wp-json/?_fields=namespaces',
      '/',
      '/index.php?rest_route=/&_fields=namespaces',
      '/index.php?rest_route=/tribe/events/v1',
      '/index.php?rest_route=/wp/v2/users/me&_fields=id',
    ]);
    await site.agent.close();
  });

  it('login on a site whose index lists no calendar API says so (exit 1) and saves nothing; --namespace skips the index', async () => {
    const site = mockSite('https://site.test', (req) =>
      req.path.startsWith('/wp-json/?')
        ? [200, { namespaces: ['oembed/1.0', 'wp/v2'] }]
        : [200, { namespace: 'my/events/v2' }],
    );
    const res = await run(['login', '--url', 'https://site.test', '--user', 'ana'], {
      env: { ...home.env, CALEV_PASSWORD: 'app pass' },
      agent: site.agent,
    });
    expect(res.code).toBe(1);
    expect(res.stderr).toBe(
      'error: https://site.test has no calendar API: its REST API lists neither calendar/events/v1 nor tribe/events/v1\n' +
        'hint: is The Events Calendar active on the site? If its API is under another namespace, give --namespace\n',
    );
    expect(existsSync(configFile())).toBe(false);
    const given = await run(['login', '--url', 'https://site.test', '--user', 'ana', '--namespace', 'my/events/v2'], {
      env: { ...home.env, CALEV_PASSWORD: 'app pass' },
      agent: site.agent,
    });
    expect(given.code).toBe(0);
    expect(site.requests.map((r) => r.path)).toEqual(['/wp-json/?_fields=namespaces', '/wp-json/my/events/v2']);
    await site.agent.close();
  });

  it('login on a terminal asks for the password; a refused one exits 4 and saves nothing', async () => {
    const site = mockSite('https://site.test', () => [
      401,
      {
        code: 'incorrect_password',
        message: 'The provided password is an invalid application password.',
        data: { status: 401 },
      },
    ]);
    const prompter = scriptedPrompter([
      { kind: 'password', match: /Application password for ana at https:\/\/site.test/, answer: 'wrong' },
    ]);
    const res = await run(['login', '--url', 'https://site.test', '--user', 'ana'], {
      env: home.env,
      agent: site.agent,
      prompter,
      stdinTTY: true,
      stdoutTTY: true,
    });
    expect(res.code).toBe(4);
    expect(res.stderr).toMatch(
      /^error: https:\/\/site.test refused user ana: The provided password is an invalid application password. \(401 incorrect_password\)$/m,
    );
    expect(prompter.asked).toHaveLength(1);
    expect(() => statSync(configFile())).toThrow();
    await site.agent.close();
  });

  it('login without a terminal and without CALEV_PASSWORD is a usage error (exit 2)', async () => {
    const res = await run(['login', '--url', 'https://site.test', '--user', 'ana'], { env: home.env });
    expect(res.code).toBe(2);
    expect(res.stderr).toBe(
      'error: no terminal to ask for the application password\nhint: pipe it in with --password-stdin, or set CALEV_PASSWORD\n',
    );
  });

  it('a saved profile is used for requests with HTTP Basic auth; --verbose never shows the Authorization header', async () => {
    const site = mockSite('https://site.test', () => [200, { events: [], total: 0, total_pages: 0 }]);
    await run(['login', '--url', 'https://site.test', '--user', 'ana'], {
      env: { ...home.env, CALEV_PASSWORD: 's3cret pass' },
      agent: site.agent,
    });
    const res = await run(['events', 'list', '--verbose'], { env: home.env, agent: site.agent });
    expect(res.code).toBe(0);
    const auth = `Basic ${Buffer.from('ana:s3cret pass').toString('base64')}`;
    expect(site.requests[1].headers.authorization).toBe(auth);
    expect(res.stderr).toMatch(/^> GET https:\/\/site.test\/wp-json\/calendar\/events\/v1\/events$/m);
    expect(res.stderr).toMatch(/^< 200 \(\d+ ms\)$/m);
    expect(res.stderr).not.toMatch(/authorization/i);
    expect(res.stderr).not.toContain(auth.slice(6));
    await site.agent.close();
  });
});
