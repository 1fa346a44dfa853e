import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mockSite, removeDir, run, scriptedPrompter, tempDir, useConfigHome } from './harness.js';
import { generalHint } from '../../src/cli/hints.js';
import { CommandError } from '../../src/setup/errors.js';

const SITE = 'https://site.test';
const env = {
  CALEV_URL: SITE,
  CALEV_USER: 'admin',
  CALEV_PASSWORD: 'pw',
  XDG_CONFIG_HOME: '/nonexistent-calev-config',
};
const apiError = (status: number, code: string, message: string) =>
  [status, { code, message, data: { status } }] as [number, unknown];

describe('exit codes and error lines (CLI.md §6)', () => {
  let site: ReturnType<typeof mockSite> | undefined;
  afterEach(async () => {
    await site?.agent.close();
    site = undefined;
  });
  const against = (answer: [number, unknown], argv: string[], opts = {}) => {
    site = mockSite(SITE, () => answer);
    return run(argv, { env, agent: site.agent, ...opts });
  };

  it('--help and --version exit 0', async () => {
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: calev/);
    expect(await run(['--version'])).toMatchObject({ code: 0, stdout: '0.1.0\n' });
    expect((await run(['events', 'list', '--help'])).code).toBe(0);
  });

  it('an unknown flag or command is a usage error (exit 2)', async () => {
    expect((await run(['events', 'list', '--bogus'])).code).toBe(2);
    expect((await run(['bogus'])).code).toBe(2);
    expect((await run(['events'])).code).toBe(2);
  });

  it('events get 42 on a missing event exits 1 with one error line', async () => {
    const res = await against(apiError(404, 'rest-event-not-found', 'Event with ID 42 does not exist.'), [
      'events',
      'get',
      '42',
    ]);
    expect(res.code).toBe(1);
    expect(res.stderr).toBe('error: event 42: Event with ID 42 does not exist. (404 rest-event-not-found)\n');
  });

  it('events delete 42 on a trashed event exits 1 and tells how to restore it', async () => {
    const res = await against(apiError(410, 'event-is-in-trash', 'The event is already trashed'), [
      'events',
      'delete',
      '42',
      '--yes',
    ]);
    expect(res.code).toBe(1);
    expect(res.stderr).toBe(
      'error: event 42: The event is already trashed (410 event-is-in-trash)\nhint: it is in the trash; restore it with: calev events update 42 --status draft (or --status publish to publish it)\n',
    );
  });

  it('a 401 exits 4 with a hint to check the password, given in CALEV_PASSWORD here (a login would not change it)', async () => {
    const res = await against(
      apiError(401, 'incorrect_password', 'The provided password is an invalid application password.'),
      ['events', 'list'],
    );
    expect(res.code).toBe(4);
    expect(res.stderr).toBe(
      'error: events: The provided password is an invalid application password. (401 incorrect_password)\n' +
        'hint: check the user and application password in CALEV_PASSWORD (it goes before any saved one: a login would not change it)\n',
    );
  });

  it('a 403 exits 4', async () => {
    const res = await against(apiError(403, 'rest_forbidden', 'Sorry, you are not allowed to do that.'), [
      'tags',
      'create',
      '--name',
      'x',
    ]);
    expect(res.code).toBe(4);
    expect(res.stderr).toMatch(/\(403 rest_forbidden\)\nhint: your user role is not allowed to do this\n$/);
  });

  it("no route: a hint to The Events Calendar's namespace, or, where it is already in use, to the root and the plugin", async () => {
    const noRoute = apiError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
    const own = await against(noRoute, ['events', 'list']);
    expect(own.code).toBe(1);
    expect(own.stderr).toMatch(
      /\(404 rest_no_route\)\nhint: check --api-root and --namespace \(a WordPress site with The Events Calendar uses --namespace tribe\/events\/v1\)\n$/,
    );
    await site?.agent.close();
    const tec = await against(noRoute, [
      'api',
      'GET',
      '/wp/v2/types',
      '--namespace',
      'tribe/events/v1',
      '--api-root',
      '/api',
    ]);
    expect(tec.code).toBe(1);
    expect(tec.stderr).toMatch(
      /\(404 rest_no_route\)\nhint: check --api-root, and that The Events Calendar is active on the site \(requests went to \/api\/tribe\/events\/v1\)\n$/,
    );
  });

  it("no route at a --url that is the API's address (…/wp-json/): the hint gives the site's; login of a new profile too", async () => {
    const noRoute = apiError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
    const list = await against(noRoute, ['events', 'list', '--url', `${SITE}/wp-json/`]);
    expect([list.code, list.stderr.split('\n')[1]]).toEqual([
      1,
      `hint: --url is the site's address, not its API's: --url ${SITE}`,
    ]);
    await site?.agent.close();
    const login = await against(
      noRoute,
      ['login', '--profile', 'new', '--url', `${SITE}/wp-json`, '--user', 'ana', '--password-stdin'],
      {
        stdin: 'pw\n',
      },
    );
    expect([login.code, login.stderr.split('\n')[1]]).toEqual([
      1,
      `hint: --url is the site's address, not its API's: --url ${SITE}`,
    ]);
  });

  it('a 400 lists the invalid parameters on the one error line', async () => {
    const res = await against(
      [
        400,
        {
          code: 'rest_invalid_param',
          message: 'Invalid parameter(s): per_page',
          data: { status: 400, params: { per_page: 'Invalid parameter.' } },
        },
      ],
      ['events', 'list', '--per-page', '0'],
    );
    expect(res.code).toBe(1);
    expect(res.stderr).toBe(
      'error: events: Invalid parameter(s): per_page [per_page: Invalid parameter.] (400 rest_invalid_param)\n',
    );
  });

  it('a site that answers HTML exits 1 and suggests checking the namespace', async () => {
    site = mockSite(SITE, () => [200, '<html>hello</html>']);
    const res = await run(['events', 'list'], { env, agent: site.agent });
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/^error: the answer from https:\/\/site.test is not JSON\nhint: .*tribe\/events\/v1/);
  });

  it('an unreachable site exits 1 without a stack trace; CALEV_DEBUG=1 adds it', async () => {
    const url = 'http://127.0.0.1:9';
    const res = await run(['events', 'list'], { env: { CALEV_URL: url, XDG_CONFIG_HOME: '/nonexistent' } });
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(
      /^error: cannot reach http:\/\/127.0.0.1:9: connection refused \(GET http:\/\/127.0.0.1:9\/wp-json\/calendar\/events\/v1\/events\)\nhint: check the site URL/,
    );
    expect(res.stderr).not.toMatch(/ at /);
    const debug = await run(['events', 'list'], {
      env: { CALEV_URL: url, XDG_CONFIG_HOME: '/nonexistent', CALEV_DEBUG: '1' },
    });
    expect(debug.stderr).toMatch(/NetworkError: .*\n\s+at /);
  });

  it("on a plain-permalink site the error names the request's route, not index.php alone", async () => {
    const res = await run(['events', 'list', '--api-root', '/index.php?rest_route=', '--status', 'draft'], {
      env: { CALEV_URL: 'http://127.0.0.1:9', XDG_CONFIG_HOME: '/nonexistent' },
    });
    expect(res.code).toBe(1);
    expect(res.stderr.split('\n')[0]).toBe(
      'error: cannot reach http://127.0.0.1:9: connection refused (GET http://127.0.0.1:9/index.php?rest_route=/calendar/events/v1/events)',
    );
  });

  it('create --interactive without a terminal is refused (exit 2) before anything is asked or sent', async () => {
    site = mockSite(SITE, () => [201, {}]);
    for (const resource of ['events', 'venues']) {
      const res = await run([resource, 'create', '--interactive'], {
        env,
        agent: site.agent,
        stdin: 'Piped\ntomorrow 7pm\n',
      });
      expect(res).toMatchObject({
        code: 2,
        stderr: `error: --interactive needs a terminal: give the values as flags (calev ${resource} create --help)\n`,
      });
    }
    expect(site.requests).toHaveLength(0);
  });

  it('events create without the required flags and without a terminal names them (exit 2)', async () => {
    site = mockSite(SITE, () => [201, {}]);
    const res = await run(['events', 'create', '--title', 'x'], { env, agent: site.agent });
    expect(res).toMatchObject({ code: 2, stderr: 'error: missing required flags: --start-date, --end-date\n' });
    expect(site.requests).toHaveLength(0);
    const prompter = scriptedPrompter([
      { kind: 'input', match: /^Venue name$/, answer: 'Hall' },
      { kind: 'input', match: /^Address/, answer: '' },
      { kind: 'input', match: /^City/, answer: 'Lyon' },
      { kind: 'input', match: /^Country/, answer: '' },
      { kind: 'input', match: /^Phone/, answer: '' },
      { kind: 'input', match: /^Website/, answer: '' },
      { kind: 'confirm', match: /^Create this venue\?$/, answer: true },
    ]);
    expect((await run(['venues', 'create', '--interactive'], { env, agent: site.agent, prompter })).code).toBe(0);
    expect(prompter.remaining()).toBe(0);
    expect(JSON.parse(site.requests[0].body!)).toEqual({ venue: 'Hall', city: 'Lyon' });
  });

  it('events delete 42 without --yes and without a terminal is refused (exit 2)', async () => {
    site = mockSite(SITE, () => [200, {}]);
    const res = await run(['events', 'delete', '42'], { env, agent: site.agent });
    expect(res).toMatchObject({
      code: 2,
      stderr: 'error: refusing to delete event 42 without confirmation\nhint: add --yes to delete without a terminal\n',
    });
    expect(site.requests).toHaveLength(0);
  });

  it('events delete 42 on a terminal asks; "no" exits 130 and sends nothing', async () => {
    site = mockSite(SITE, () => [200, {}]);
    const prompter = scriptedPrompter([{ kind: 'confirm', match: /^Move event 42 to the trash\?$/, answer: false }]);
    const res = await run(['events', 'delete', '42'], {
      env,
      agent: site.agent,
      prompter,
      stdinTTY: true,
      stdoutTTY: true,
    });
    expect(res.code).toBe(130);
    expect(site.requests).toHaveLength(0);
  });

  it('events delete 42 on a terminal asks; "yes" trashes it and says how to restore it', async () => {
    site = mockSite(SITE, () => [200, { id: 42, status: 'trash' }]);
    const prompter = scriptedPrompter([{ kind: 'confirm', match: /^Move event 42 to the trash\?$/, answer: true }]);
    const res = await run(['events', 'delete', '42', '--format', 'json'], {
      env,
      agent: site.agent,
      prompter,
      stdinTTY: true,
      stdoutTTY: true,
    });
    expect(res.code).toBe(0);
    // the event is read first: an occurrence of a series would be asked about (API.md §7.1)
    expect(site.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toEqual([
      'GET /wp-json/calendar/events/v1/events/42',
      'DELETE /wp-json/calendar/events/v1/events/42',
    ]);
    expect(res.stderr).toBe(
      'event 42 moved to the trash; restore it with: calev events update 42 --status draft (or --status publish to publish it)\n',
    );
  });

  it('events update 42 with no fields is a usage error', async () => {
    expect((await run(['events', 'update', '42'], { env })).code).toBe(2);
  });

  it('a profile with a user but no saved password exits 4 and points at calev login', async () => {
    const res = await run(['events', 'list'], {
      env: { CALEV_URL: SITE, CALEV_USER: 'ana', XDG_CONFIG_HOME: '/nonexistent' },
    });
    expect(res.code).toBe(4);
    expect(res.stderr).toBe(
      'error: no application password for user "ana"\nhint: save it with: calev login, or set CALEV_PASSWORD\n',
    );
  });
});

describe("a failure of calev's own code", () => {
  it('is named a bug, with the way to its trace: a TypeError, RangeError or ReferenceError; nothing else is', () => {
    const hint = 'this is a bug in calev: run the command again with CALEV_DEBUG=1 to see where, and report it';
    for (const err of [
      new TypeError("Cannot read properties of undefined (reading 'length')"),
      new RangeError('Invalid time value'),
      new ReferenceError('x is not defined'),
    ])
      expect(generalHint(err, {})).toBe(hint);
    expect(generalHint(new Error('a file that cannot be read'), {})).toBeUndefined();
    expect(generalHint(new CommandError('refused'), {})).toBeUndefined();
  });
});

describe('a site that does not answer (real loopback servers)', () => {
  const servers: http.Server[] = [];
  afterEach(async () => {
    for (const s of servers.splice(0)) {
      s.closeAllConnections();
      await new Promise((r) => s.close(r));
    }
  });
  /** A site that records each request and answers none (a GET of its REST index too). */
  async function silentSite(): Promise<{ url: string; seen: string[] }> {
    const seen: string[] = [];
    const server = http.createServer((req) => seen.push(`${req.method} ${req.url}`));
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
  }
  const anonymous = { XDG_CONFIG_HOME: '/nonexistent', HOME: '/nonexistent' };

  it('CALEV_TIMEOUT=0.3 events create: the POST left, so the error says it may have been applied (exit 1)', async () => {
    const site = await silentSite();
    const started = Date.now();
    const res = await run(
      ['events', 'create', '--title', 'Gig', '--start-date', '2031-05-01 10:00', '--end-date', '2031-05-01 11:00'],
      { env: { ...anonymous, CALEV_URL: site.url, CALEV_TIMEOUT: '0.3' } },
    );
    expect(res.code).toBe(1);
    expect(res.stderr).toBe(
      `error: POST ${site.url}/wp-json/calendar/events/v1/events was sent but the answer did not arrive (no answer within 0.3 s): it may have been applied; check the item before running the command again\n` +
        'hint: the site may need longer than 0.3 s: CALEV_TIMEOUT=SECONDS waits longer\n',
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('CALEV_TIMEOUT that is not a number of seconds above 0 is a usage error (exit 2)', async () => {
    for (const value of ['soon', '0', '-5']) {
      const res = await run(['events', 'list'], {
        env: { ...anonymous, CALEV_URL: 'http://127.0.0.1:9', CALEV_TIMEOUT: value },
      });
      expect(res.code, value).toBe(2);
      expect(res.stderr, value).toBe(`error: CALEV_TIMEOUT: "${value}" is not a number of seconds (more than 0)\n`);
    }
  });

  it('a create on The Events Calendar whose site index gets no answer fails on the index read, and sends no POST', async () => {
    const site = await silentSite();
    const res = await run(
      ['events', 'create', '--title', 'Gig', '--start-date', '2031-05-01 10:00', '--end-date', '2031-05-01 11:00'],
      { env: { ...anonymous, CALEV_URL: site.url, CALEV_NAMESPACE: 'tribe/events/v1', CALEV_TIMEOUT: '0.3' } },
    );
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(
      new RegExp(`^error: cannot reach ${site.url}: no answer within 0.3 s \\(GET ${site.url}/wp-json/\\)\\n`),
    );
    expect(site.seen.filter((r) => r.startsWith('POST'))).toEqual([]);
  });
});

describe('a site whose permalinks became plain (a real loopback server)', () => {
  const home = useConfigHome();
  let server: http.Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
  });

  it("events list with a profile whose /wp-json/ is sent on to the home page: the hint names --api-root '/index.php?rest_route=' and the profile's login", async () => {
    // WordPress with plain permalinks: /wp-json/… is no route; it adds a slash (301), then shows its home
    server = http.createServer((req, res) => {
      const [path, query] = req.url!.split('?');
      if (path.startsWith('/wp-json') && !path.endsWith('/')) {
        res.writeHead(301, { location: `${path}/${query ? `?${query}` : ''}` });
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=UTF-8' });
      res.end('<!DOCTYPE html>\n<html lang="en-US"><body>Blog</body></html>');
    });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    home.write({
      current: 'blog',
      profiles: { blog: { url, user: 'ana', password: 'pw', namespace: 'tribe/events/v1' } },
    });
    const res = await run(['events', 'list'], { env: home.env });
    expect(res.code).toBe(1);
    expect(res.stderr).toBe(
      `error: the answer from ${url} is not JSON\n` +
        "hint: check the site URL, --api-root and --namespace (a WordPress site with The Events Calendar uses --namespace tribe/events/v1); the site may have plain permalinks: --api-root '/index.php?rest_route=', or run calev login --profile blog again (it finds the API root)\n",
    );
    // given that root, the page is no longer blamed on it
    const rooted = await run(['events', 'list', '--api-root', '/index.php?rest_route='], { env: home.env });
    expect(rooted.stderr).toBe(
      `error: the answer from ${url} is not JSON\n` +
        'hint: check the site URL, --api-root and --namespace (a WordPress site with The Events Calendar uses --namespace tribe/events/v1)\n',
    );
  });
});

describe('users remove of a login the data dir does not have', () => {
  it('says so (exit 1) before asking anything; a known one is asked about, and "no" keeps it (exit 130)', async () => {
    const dir = tempDir('calev-users-remove-');
    try {
      const local = { CALEV_DATA_DIR: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config` };
      const prompter = scriptedPrompter([]);
      const unknown = await run(['users', 'remove', 'nobody'], {
        env: local,
        stdinTTY: true,
        stdoutTTY: true,
        prompter,
      });
      expect([unknown.code, unknown.stderr]).toEqual([
        1,
        'error: no user nobody\nhint: list them with: calev users list\n',
      ]);
      expect(prompter.asked).toEqual([]);
      expect((await run(['users', 'add', 'bob'], { env: local, stdin: 'bob-pass\n' })).code).toBe(0);
      const keep = scriptedPrompter([{ kind: 'confirm', match: /^Remove user bob\?$/, answer: false }]);
      const kept = await run(['users', 'remove', 'bob'], {
        env: local,
        stdinTTY: true,
        stdoutTTY: true,
        prompter: keep,
      });
      expect(kept.code).toBe(130);
      expect(JSON.parse((await run(['users', 'list'], { env: local })).stdout)).toHaveLength(1);
    } finally {
      removeDir(dir);
    }
  });
});

describe('a 400 that says only "Invalid parameter."', () => {
  it('gets a hint of what the parameter takes: categories and tags by id or slug, a time zone by its name', async () => {
    const dir = tempDir('calev-invalid-param-');
    try {
      const env = { CALEV_DATA_DIR: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config` };
      const categories = await run(['events', 'list', '--categories', 'Nope Cat'], { env });
      expect([categories.code, categories.stderr.split('\n')[1]]).toEqual([
        1,
        'hint: no category has that id or slug here; find it by its name with: calev categories list --search NAME',
      ]);
      const tags = await run(['events', 'list', '--tags', 'nopetag'], { env });
      expect(tags.stderr.split('\n')[1]).toBe(
        'hint: no tag has that id or slug here; find it by its name with: calev tags list --search NAME',
      );
      const zone = await run(
        [
          'events',
          'create',
          '--title',
          'T',
          '--start-date',
          '2027-11-04 10:00',
          '--end-date',
          '2027-11-04 12:00',
        ].concat(['--timezone', 'EST']),
        { env },
      );
      expect([zone.code, zone.stderr.split('\n')[1]]).toEqual([
        1,
        'hint: a time zone is a name of the tz database (America/New_York, Europe/Paris) or UTC, UTC+2, UTC-5:30; abbreviations such as EST are not one',
      ]);
    } finally {
      removeDir(dir);
    }
  });
});
