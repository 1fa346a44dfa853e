import type { Command } from 'commander';
import { afterEach, describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/program.js';
import { createContext } from '../../src/context.js';
import { ROUTES } from '../../src/spec/routes.js';
import type { ArgSpec } from '../../src/spec/types.js';
import { mockSite, queryOf, removeDir, run, tempDir } from './harness.js';

const SITE = 'https://site.test';
const env = { CALEV_URL: SITE, XDG_CONFIG_HOME: '/nonexistent-calev-config' };

function program(): Command {
  const ctx = createContext({
    io: { stdin: process.stdin, stdout: { write: () => true }, stderr: { write: () => true } },
    env: {},
  });
  return buildProgram(ctx);
}

function command(root: Command, path: string[]): Command {
  let cmd = root;
  for (const name of path) cmd = cmd.commands.find((c) => c.name() === name)!;
  expect(cmd, path.join(' ')).toBeDefined();
  return cmd;
}

function longFlags(cmd: Command): Set<string> {
  const names = new Set<string>();
  for (let c: Command | null = cmd; c; c = c.parent) for (const o of c.options) if (o.long) names.add(o.long);
  return names;
}

const VERB: Record<string, string> = {
  index: 'index',
  doc: 'doc',
  list: 'list',
  create: 'create',
  get: 'get',
  update: 'update',
  delete: 'delete',
};

describe('flags generated from the route table', () => {
  it('every argument of every endpoint has a flag on its command', () => {
    const root = program();
    let checked = 0;
    for (const route of ROUTES) {
      for (const ep of route.endpoints) {
        const path = route.resource ? [route.resource, VERB[ep.operation]] : [VERB[ep.operation]];
        const flags = longFlags(command(root, path));
        for (const arg of ep.args.filter((a: ArgSpec) => !a.path)) {
          const flag = `--${arg.name.replace(/_/g, '-')}`;
          expect(flags.has(flag), `${path.join(' ')} ${flag}`).toBe(true);
          if (arg.kind === 'bool' || arg.kind === 'truthy')
            expect(flags.has(`--no-${arg.name.replace(/_/g, '-')}`), `${path.join(' ')} --no-…`).toBe(true);
          checked++;
        }
        expect(flags.has('--translation-language') && flags.has('--lang'), path.join(' ')).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('enum arguments are choices', () => {
    const opt = command(program(), ['events', 'list']).options.find((o) => o.long === '--translation-language')!;
    expect(opt.argChoices).toContain('pt-br');
    expect(opt.argChoices).toHaveLength(8);
  });

  it('every resource command takes -F key=value', () => {
    const root = program();
    for (const r of ['events', 'venues', 'organizers', 'categories', 'tags']) {
      for (const v of ['list', 'get', 'create', 'update', 'delete'])
        expect(longFlags(command(root, [r, v])).has('--field'), `${r} ${v}`).toBe(true);
    }
  });
});

describe('flag values on the wire', () => {
  let site: ReturnType<typeof mockSite> | undefined;
  afterEach(async () => {
    await site?.agent.close();
    site = undefined;
  });

  const list = (argv: string[]) => {
    site = mockSite(SITE, () => [200, { events: [], rest_url: '', total: 0, total_pages: 0 }]);
    return run(['events', 'list', ...argv], { env, agent: site.agent });
  };

  it('events list --featured sends featured=true, --no-featured false, neither nothing', async () => {
    expect((await list(['--featured'])).code).toBe(0);
    expect(queryOf(site!.requests[0].path).featured).toBe('true');
    await list(['--no-featured']);
    expect(queryOf(site!.requests[0].path).featured).toBe('false');
    await list([]);
    expect(queryOf(site!.requests[0].path)).not.toHaveProperty('featured');
  });

  it('events list --categories 3,jazz --categories live sends one comma-separated list', async () => {
    await list(['--categories', '3,jazz', '--categories', 'live']);
    expect(queryOf(site!.requests[0].path).categories).toBe('3,jazz,live');
  });

  it('events list --start-date and --per-page go out under their API names', async () => {
    await list(['--start-date', '2024-07-01', '--per-page', '5', '--strict-dates']);
    const q = queryOf(site!.requests[0].path);
    expect(q).toMatchObject({ start_date: '2024-07-01', per_page: '5', strict_dates: 'true' });
    expect(site!.requests[0].path.startsWith('/wp-json/calendar/events/v1/events?')).toBe(true);
  });

  it('--lang and --translation-language send translation_language; the flag wins over the alias', async () => {
    await list(['--lang', 'fr']);
    expect(queryOf(site!.requests[0].path).translation_language).toBe('fr');
    await list(['--lang', 'fr', '--translation-language', 'de']);
    expect(queryOf(site!.requests[0].path).translation_language).toBe('de');
  });

  it('agenda, calendar and api take --translation-language as they take --lang (CLI.md §1)', async () => {
    for (const argv of [
      ['agenda', '2026-12-04'],
      ['calendar', '2026-12-04'],
      ['api', 'GET', '/events'],
    ]) {
      await site?.agent.close();
      site = mockSite(SITE, () => [200, { events: [], rest_url: '', total: 0, total_pages: 0 }]);
      const res = await run([...argv, '--translation-language', 'de'], { env, agent: site.agent });
      expect(res.stderr, argv[0]).toBe('');
      expect(res.code, argv[0]).toBe(0);
      const events = site.requests.filter((r) => r.path.includes('/events'));
      expect(events.length, argv[0]).toBeGreaterThan(0);
      for (const r of events) expect(queryOf(r.path).translation_language, `${argv[0]} ${r.path}`).toBe('de');
    }
  });

  it('every command takes --translation-language where it takes --lang', () => {
    const walk = (cmd: Command): void => {
      if (cmd.commands.length === 0) expect(longFlags(cmd).has('--translation-language'), cmd.name()).toBe(true);
      cmd.commands.forEach(walk);
    };
    walk(program());
  });

  it('-F adds a parameter the table lacks', async () => {
    await list(['-F', 'orderby=title', '-F', 'custom=1']);
    expect(queryOf(site!.requests[0].path)).toMatchObject({ orderby: 'title', custom: '1' });
  });

  it('events list --per-page abc is a usage error before any request (exit 2)', async () => {
    const res = await list(['--per-page', 'abc']);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/--per-page/);
    expect(site!.requests).toHaveLength(0);
  });

  it('events list --translation-language xx is refused by the choices (exit 2)', async () => {
    const res = await list(['--translation-language', 'xx']);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/Allowed choices/);
  });

  it('events create sends typed JSON: booleans, lists, venue JSON, -F nesting (a zip code keeps its leading zero)', async () => {
    site = mockSite(SITE, () => [201, { id: 7, title: 'X' }]);
    const res = await run(
      [
        'events',
        'create',
        '--title',
        'Jazz',
        '--start-date',
        'tomorrow 7pm',
        '--end-date',
        'tomorrow 10pm',
        '--featured',
        '--categories',
        'music,3',
        '--venue',
        '{"venue":"Blue Room","city":"Boston"}',
        '--organizer',
        '12',
        '--organizer',
        '{"organizer":"Jazz Society"}',
        '-F',
        'venue[zip]=02108',
        '--format',
        'ids',
      ],
      { env: { ...env, CALEV_USER: 'admin', CALEV_PASSWORD: 'pw' }, agent: site.agent },
    );
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toBe('7\n');
    const req = site.requests[0];
    expect(req.method).toBe('POST');
    expect(req.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req.body!)).toEqual({
      title: 'Jazz',
      start_date: 'tomorrow 7pm',
      end_date: 'tomorrow 10pm',
      featured: true,
      categories: ['music', '3'],
      venue: { venue: 'Blue Room', city: 'Boston', zip: '02108' },
      organizer: ['12', { organizer: 'Jazz Society' }],
    });
  });
});

describe('flags whose "" clears the field (API.md: geo_lat, geo_lng, post_parent)', () => {
  it('venues update --geo-lat "" --geo-lng "" clears the coordinates; elsewhere "" is still not a number (exit 2)', async () => {
    const dir = tempDir('calev-flags-empty-');
    try {
      const local = { CALEV_DATA_DIR: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config` };
      const made = await run(
        ['venues', 'create', '--venue', 'Hall', '--geo-lat', '42.3', '--geo-lng', '-71', '--format', 'json'],
        {
          env: local,
        },
      );
      const id = (JSON.parse(made.stdout) as { id: number; geo_lat: number }).id;
      expect(JSON.parse(made.stdout)).toMatchObject({ geo_lat: 42.3, geo_lng: -71 });
      const cleared = await run(
        ['venues', 'update', String(id), '--geo-lat', '', '--geo-lng', '', '--format', 'json'],
        {
          env: local,
        },
      );
      expect([cleared.code, cleared.stderr]).toEqual([0, '']);
      expect(JSON.parse(cleared.stdout)).not.toHaveProperty('geo_lat');
      const perPage = await run(['events', 'list', '--per-page', ''], { env: local });
      expect([perPage.code, perPage.stderr]).toEqual([
        2,
        "error: option '--per-page <n>' argument '' is invalid. Not an integer.\n",
      ]);
    } finally {
      removeDir(dir);
    }
  });
});
