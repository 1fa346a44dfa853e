import { afterEach, describe, expect, it } from 'vitest';
import { mockSite, run, type RunOptions } from './harness.js';

// eslint-disable-next-line no-control-regex -- the test looks for the terminal's colour escapes
const COLOUR_ESCAPE = /\u001b\[/;

const SITE = 'https://site.test';
const env = { CALEV_URL: SITE, XDG_CONFIG_HOME: '/nonexistent-calev-config' };

const EVENTS = [
  {
    id: 60,
    status: 'publish',
    title: 'Jazz Night, "live"',
    all_day: false,
    start_date: '2024-07-11 19:00:00',
    end_date: '2024-07-11 22:00:00',
    timezone: 'America/New_York',
    timezone_abbr: 'EDT',
    venue: { id: 57, venue: 'Blue Room', city: 'Boston' },
    categories: [
      { id: 3, name: 'music' },
      { id: 7, name: 'Live Shows' },
    ],
  },
  {
    id: 61,
    status: 'draft',
    title: 'Members&#8217; Rehearsal with a title long enough to be cut on a narrow terminal',
    all_day: true,
    start_date: '2024-07-12 00:00:00',
    end_date: '2024-07-12 23:59:59',
    timezone: 'UTC',
    timezone_abbr: 'UTC',
    venue: [],
    categories: [],
  },
];
const ENVELOPE = {
  events: EVENTS,
  rest_url: `${SITE}/wp-json/calendar/events/v1/events/?page=1&per_page=10`,
  total: 2,
  total_pages: 1,
};

describe('output formats', () => {
  let site: ReturnType<typeof mockSite> | undefined;
  afterEach(async () => {
    await site?.agent.close();
    site = undefined;
  });
  const list = (argv: string[], opts: RunOptions = {}, envelope: unknown = ENVELOPE) => {
    site = mockSite(SITE, () => [200, envelope]);
    return run(['events', 'list', ...argv], { ...opts, env: { ...env, ...opts.env }, agent: site.agent });
  };

  it('events list piped prints the items as compact JSON, not the envelope', async () => {
    const res = await list([]);
    expect(res.code).toBe(0);
    expect(res.stdout).toBe(`${JSON.stringify(EVENTS)}\n`);
  });

  it('events list --format json on a terminal is pretty', async () => {
    const res = await list(['--format', 'json'], { stdoutTTY: true });
    expect(JSON.parse(res.stdout)).toEqual(EVENTS);
    expect(res.stdout).toMatch(/^\[\n {2}\{\n {4}"id": 60,/);
  });

  it('events list --raw prints the envelope', async () => {
    expect(JSON.parse((await list(['--raw'])).stdout)).toEqual(ENVELOPE);
  });

  it('events list --format ndjson prints one item per line', async () => {
    const lines = (await list(['--format', 'ndjson'])).stdout.trimEnd().split('\n');
    expect(lines.map((l) => JSON.parse(l))).toEqual(EVENTS);
  });

  it('events list --format csv quotes per RFC 4180 and uses the default columns', async () => {
    const res = await list(['--format', 'csv']);
    expect(res.stdout).toBe(
      'id,title,start_date,end_date,venue.venue,status\n' +
        '60,"Jazz Night, ""live""",2024-07-11 19:00:00,2024-07-11 22:00:00,Blue Room,publish\n' +
        '61,Members&#8217; Rehearsal with a title long enough to be cut on a narrow terminal,2024-07-12 00:00:00,2024-07-12 23:59:59,,draft\n',
    );
  });

  it('events list --format csv --fields id,categories.name joins list values', async () => {
    const res = await list(['--format', 'csv', '--fields', 'id,categories.name']);
    expect(res.stdout).toBe('id,categories.name\n60,"music, Live Shows"\n61,\n');
  });

  it('events list --format ids prints the ids', async () => {
    expect((await list(['--format', 'ids'])).stdout).toBe('60\n61\n');
  });

  it('events list --format count prints the total the API reported', async () => {
    expect((await list(['--format', 'count'], {}, { ...ENVELOPE, total: 25, total_pages: 3 })).stdout).toBe('25\n');
  });

  it('events list --format yaml --fields id,venue.venue keeps the nesting', async () => {
    const res = await list(['--format', 'yaml', '--fields', 'id,venue.venue,title']);
    expect(res.stdout).toBe(
      '- id: 60\n  title: Jazz Night, "live"\n  venue:\n    venue: Blue Room\n- id: 61\n  title: Members&#8217; Rehearsal with a title long enough to be cut on a narrow terminal\n  venue: []\n',
    );
  });

  it('events list --fields id,venue.venue filters JSON items like the API _fields', async () => {
    const res = await list(['--fields', 'id,venue.venue']);
    expect(JSON.parse(res.stdout)).toEqual([
      { id: 60, venue: { venue: 'Blue Room' } },
      { id: 61, venue: [] },
    ]);
  });

  it('events list on a terminal is a table with id, title, start, end, venue, status in the event timezone', async () => {
    const res = await list([], { stdoutTTY: true, columns: 200, env: { NO_COLOR: '1' } });
    const lines = res.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+TITLE\s+START\s+END\s+VENUE\s+STATUS$/);
    expect(lines[1]).toMatch(
      /^60\s+Jazz Night, "live"\s+2024-07-11 19:00 EDT\s+2024-07-11 22:00 EDT\s+Blue Room\s+publish$/,
    );
    // HTML entities decoded, all-day events show the day alone
    expect(lines[2]).toMatch(/^61\s+Members’ Rehearsal .* 2024-07-12\s+2024-07-12\s+draft$/);
    expect(res.stdout).not.toMatch(COLOUR_ESCAPE);
  });

  it('events list on a narrow terminal cuts long titles to fit', async () => {
    const res = await list([], { stdoutTTY: true, columns: 80, env: { NO_COLOR: '1' } });
    for (const line of res.stdout.trimEnd().split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    expect(res.stdout).toMatch(/ Members’ R[^\n]*… /);
  });

  it('events list on a narrow terminal cuts CJK and emoji titles by display width, so the columns line up', async () => {
    const wide = [
      { ...EVENTS[0], id: 70, title: '東京の春祭り、上野公園でお花見と夜桜のライトアップ' },
      { ...EVENTS[0], id: 71, title: '🎉👨‍👩‍👧 Family launch party with a title that is cut as well' },
      { ...EVENTS[0], id: 72, title: 'Plain title' },
    ];
    const res = await list([], { stdoutTTY: true, columns: 80, env: { NO_COLOR: '1' } }, { ...ENVELOPE, events: wide });
    const { default: stringWidth } = await import('string-width');
    const lines = res.stdout.trimEnd().split('\n');
    for (const line of lines) expect(stringWidth(line)).toBeLessThanOrEqual(80);
    // the START column begins at the same terminal column on every row
    const startColumns = lines.slice(1).map((l) => stringWidth(l.slice(0, l.indexOf('2024-07-11'))));
    expect(new Set(startColumns).size).toBe(1);
    expect(res.stdout).toContain('…');
  });

  it('colour: on a terminal by default, off with NO_COLOR or --no-color, forced by --color', async () => {
    expect((await list([], { stdoutTTY: true })).stdout).toMatch(COLOUR_ESCAPE);
    expect((await list([], { stdoutTTY: true, env: { NO_COLOR: '1' } })).stdout).not.toMatch(COLOUR_ESCAPE);
    expect((await list(['--no-color'], { stdoutTTY: true })).stdout).not.toMatch(COLOUR_ESCAPE);
    expect((await list(['--format', 'table', '--color'])).stdout).toMatch(COLOUR_ESCAPE);
    expect((await list(['--format', 'table'])).stdout).not.toMatch(COLOUR_ESCAPE);
  });

  it('events list --quiet prints nothing', async () => {
    const res = await list(['--quiet', '--format', 'table']);
    expect(res).toMatchObject({ code: 0, stdout: '', stderr: '' });
  });

  it('an empty list is not an error: [] piped, a note on a terminal, exit 0', async () => {
    const empty = { events: [], rest_url: '', total: 0, total_pages: 0 };
    expect(await list([], {}, empty)).toMatchObject({ code: 0, stdout: '[]\n' });
    const tty = await list([], { stdoutTTY: true }, empty);
    expect(tty).toMatchObject({ code: 0, stdout: '', stderr: 'no events found\n' });
    expect((await list(['--format', 'csv'], {}, empty)).stdout).toBe(
      'id,title,start_date,end_date,venue.venue,status\n',
    );
  });

  it('CALEV_FORMAT picks the format; --format wins over it', async () => {
    expect((await list([], { env: { CALEV_FORMAT: 'ids' } })).stdout).toBe('60\n61\n');
    expect((await list(['--format', 'count'], { env: { CALEV_FORMAT: 'ids' } })).stdout).toBe('2\n');
    expect((await list([], { env: { CALEV_FORMAT: 'xml' } })).code).toBe(2);
  });

  it('events get 60 on a terminal is a field/value table with linked items by name', async () => {
    site = mockSite(SITE, () => [200, EVENTS[0]]);
    const res = await run(['events', 'get', '60'], {
      env: { ...env, NO_COLOR: '1' },
      agent: site.agent,
      stdoutTTY: true,
      columns: 100,
    });
    expect(res.stdout).toMatch(/^id\s+60$/m);
    expect(res.stdout).toMatch(/^venue\s+Blue Room \(57\)$/m);
    expect(res.stdout).toMatch(/^categories\s+music \(3\), Live Shows \(7\)$/m);
  });

  it('events get 60 --fields title,venue.city on a terminal shows just those', async () => {
    site = mockSite(SITE, () => [200, EVENTS[0]]);
    const res = await run(['events', 'get', '60', '--fields', 'title,venue.city'], {
      env: { ...env, NO_COLOR: '1' },
      agent: site.agent,
      stdoutTTY: true,
    });
    expect(res.stdout).toBe('title       Jazz Night, "live"\nvenue.city  Boston\n');
  });
});

describe('calev api in each format', () => {
  let site: ReturnType<typeof mockSite> | undefined;
  afterEach(async () => {
    await site?.agent.close();
    site = undefined;
  });
  const opts = { env: { ...env, COLUMNS: '100', NO_COLOR: '1' } };
  /** the same command against a site that answers `answer` */
  const against = (argv: string[], answer: unknown, status = 200) => {
    site = mockSite(SITE, () => [status, answer]);
    return run(argv, { ...opts, agent: site.agent });
  };

  it('a list answer of a known collection is that resource table in table, csv, ids and count, as events list prints it', async () => {
    for (const format of ['table', 'csv', 'ids', 'count']) {
      const api = await against(['api', 'GET', '/events?per_page=10', '--format', format], ENVELOPE);
      const list = await against(['events', 'list', '--format', format], ENVELOPE);
      expect(api.code).toBe(0);
      expect(api.stdout, format).toBe(list.stdout);
    }
    const table = await against(['api', 'GET', '/events', '--format', 'table'], ENVELOPE);
    expect(table.stdout.split('\n')[0]).toMatch(/^ID\s+TITLE\s+START\s+END\s+VENUE\s+STATUS$/);
    // --fields names paths in each item, with or without the envelope's key (as json takes them)
    const fields = await against(['api', 'GET', '/events', '--format', 'csv', '--fields', 'events.id,title'], ENVELOPE);
    expect(fields.stdout).toBe(
      'id,title\n60,"Jazz Night, ""live"""\n61,Members&#8217; Rehearsal with a title long enough to be cut on a narrow terminal\n',
    );
  });

  it('a list answer elsewhere is a table of the items scalar fields; one object a field/value table', async () => {
    const things = [
      { id: 1, name: 'first', nested: { x: 1 } },
      { id: 2, name: 'second', shown: true },
    ];
    const table = await against(['api', 'GET', '/things', '--format', 'table'], things);
    expect(table.stdout).toBe('ID  NAME    SHOWN\n1   first\n2   second  true\n');
    expect((await against(['api', 'GET', '/things', '--format', 'csv'], things)).stdout).toBe(
      'id,name,shown\n1,first,\n2,second,true\n',
    );
    const one = await against(['api', 'GET', '/events/60', '--format', 'table'], EVENTS[0]);
    const get = await against(['events', 'get', '60', '--format', 'table'], EVENTS[0]);
    expect(one.stdout).toMatch(/^venue\s+Blue Room \(57\)$/m);
    expect(one.stdout).toBe(get.stdout);
  });

  it('json, ndjson and yaml print the answer as it came; an error answer is said on stderr alone in the other formats', async () => {
    expect((await against(['api', 'GET', '/events', '--format', 'ndjson'], ENVELOPE)).stdout).toBe(
      `${JSON.stringify(ENVELOPE)}\n`,
    );
    const missing = { code: 'rest-event-not-found', message: 'Event with ID 9 does not exist.', data: { status: 404 } };
    const failed = await against(['api', 'GET', '/events/9', '--format', 'csv'], missing, 404);
    expect([failed.code, failed.stdout]).toEqual([1, '']);
    expect(failed.stderr).toBe('error: GET /events/9: Event with ID 9 does not exist. (404 rest-event-not-found)\n');
  });
});
