// Recurring events on the command line (CLI.md §2, API.md §7.1): --recurrence and the --repeat
// family, the series marker in lists, the rule in words and the next occurrences in `get`, delete
// of an occurrence (this one or the series), and sites without the recurrence field.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockSite, removeDir, run, scriptedPrompter, tempDir } from './harness.js';

let dir: string;
let env: Record<string, string>;

beforeEach(() => {
  dir = tempDir('calev-series-');
  env = { CALEV_DATA_DIR: dir };
});
afterEach(() => removeDir(dir));

type Json = Record<string, any>;

async function json(argv: string[]): Promise<any> {
  const r = await run([...argv, '--format', 'json'], { env });
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout);
}

const STANDUP = [
  'events',
  'create',
  '--title',
  'Standup',
  '--start-date',
  '2027-01-04 09:30',
  '--end-date',
  '2027-01-04 09:45',
];

async function occurrences(master: number, status = 'publish'): Promise<Json[]> {
  return json(['events', 'list', '--post-parent', String(master), '--status', status, '--start-date', '2027-01-01']);
}

describe('events create with a series', () => {
  it('--repeat weekly --on mo,we --count 4 --except DATE becomes the recurrence field', async () => {
    const e = await json([...STANDUP, '--repeat', 'weekly', '--on', 'mo,we', '--count', '4', '--except', '2027-01-11']);
    expect(e.recurrence).toMatchObject({
      rules: ['FREQ=WEEKLY;BYDAY=MO,WE;COUNT=4'],
      exdates: ['2027-01-11 09:30:00'],
      description: 'Every Monday and Wednesday, 4 times, except one date',
    });
    expect((await occurrences(e.id)).map((o) => o.start_date)).toEqual(['2027-01-06 09:30:00', '2027-01-13 09:30:00']);
  });

  it('--repeat yearly --on 4th is the fourth Thursday of the start month every year, not of the year (late January)', async () => {
    const dates = ['--start-date', '2027-11-25 19:00', '--end-date', '2027-11-25 21:00'];
    const e = await json([
      'events',
      'create',
      '--title',
      'Thanks',
      ...dates,
      '--repeat',
      'yearly',
      '--on',
      '4th',
      '--count',
      '3',
    ]);
    expect(e.recurrence).toMatchObject({
      rules: ['FREQ=YEARLY;BYMONTH=11;BYDAY=4TH;COUNT=3'],
      description: 'Every year on the fourth Thursday of November, 3 times',
    });
    // the next within the 24-month horizon: Thanksgiving 2028, not 27 January 2028
    expect((await occurrences(e.id)).map((o) => o.start_date)[0]).toBe('2028-11-23 19:00:00');
    const last = await json(['events', 'create', '--title', 'Last', ...dates, '--repeat', 'yearly', '--on', '-1fr']);
    expect(last.recurrence.description).toBe('Every year on the last Friday of November');
  });

  it('--repeat yearly --on mo is every Monday of the start month, and the summary says so in words', async () => {
    const flags = ['--start-date', '2027-11-01 10:00', '--end-date', '2027-11-01 11:00', '--repeat', 'yearly'];
    const created = await run(
      ['events', 'create', '--title', 'Mondays', ...flags, '--on', 'mo', '--count', '3', '--format', 'table'],
      { env: { ...env, NO_COLOR: '1' }, stdoutTTY: true, columns: 120 },
    );
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/recurrence\s+Every year, on every Monday in November, 3 times\n/);
    const get = await run(['events', 'get', '--format', 'json', created.stdout.match(/^id\s+(\d+)/m)![1]], { env });
    expect(JSON.parse(get.stdout).recurrence).toMatchObject({
      rules: ['FREQ=YEARLY;BYMONTH=11;BYDAY=MO;COUNT=3'],
      description: 'Every year, on every Monday in November, 3 times',
    });
    const every2 = await json(['events', 'create', '--title', 'Tue', ...flags, '--every', '2', '--on', '-1fr']);
    expect(every2.recurrence.description).toBe('Every 2 years on the last Friday of November');
  });

  it('--repeat monthly --every 2 --on tu,th is every Tuesday and Thursday of every second month, in words', async () => {
    const e = await json([...STANDUP, '--repeat', 'monthly', '--every', '2', '--on', 'tu,th', '--count', '4']);
    expect(e.recurrence).toMatchObject({
      rules: ['FREQ=MONTHLY;INTERVAL=2;BYDAY=TU,TH;COUNT=4'],
      description: 'Every 2 months, on every Tuesday and Thursday of the month, 4 times',
    });
  });

  it('--repeat monthly --on mo,2tu is every Monday and the second Tuesday, in words and in its occurrences', async () => {
    const e = await json([...STANDUP, '--repeat', 'monthly', '--on', 'mo,2tu', '--until', '2027-02-28']);
    expect(e.recurrence).toMatchObject({
      rules: ['FREQ=MONTHLY;BYDAY=MO,2TU;UNTIL=20270228'],
      description: 'Every Monday and the second Tuesday of the month until 28 February 2027',
    });
    expect((await occurrences(e.id)).map((o) => o.start_date.slice(0, 10))).toEqual([
      '2027-01-11',
      '2027-01-12',
      '2027-01-18',
      '2027-01-25',
      '2027-02-01',
      '2027-02-08',
      '2027-02-09',
      '2027-02-15',
      '2027-02-22',
    ]);
    const yearly = await json([
      'events',
      'create',
      '--title',
      'November',
      '--start-date',
      '2027-11-01 10:00',
      '--end-date',
      '2027-11-01 11:00',
      '--repeat',
      'yearly',
      '--on',
      'mo,2tu',
      '--count',
      '6',
    ]);
    expect(yearly.recurrence.description).toBe(
      'Every year in November, on every Monday and the second Tuesday, 6 times',
    );
  });

  it('--repeat monthly --on -2 and --on 1,-2 say the second to last day and have it', async () => {
    const dates = ['--start-date', '2027-01-30 09:30', '--end-date', '2027-01-30 09:45'];
    const e = await json([
      'events',
      'create',
      '--title',
      'Close',
      ...dates,
      '--repeat',
      'monthly',
      '--on',
      '-2',
      '--count',
      '4',
    ]);
    expect(e.recurrence).toMatchObject({
      rules: ['FREQ=MONTHLY;BYMONTHDAY=-2;COUNT=4'],
      description: 'Every month on the second to last day, 4 times',
    });
    // after the master's 30 January: 27 February, 30 March, 29 April
    expect((await occurrences(e.id)).map((o) => o.start_date.slice(0, 10))).toEqual([
      '2027-02-27',
      '2027-03-30',
      '2027-04-29',
    ]);
    const both = await json([
      'events',
      'create',
      '--title',
      'Pay',
      ...dates,
      '--repeat',
      'monthly',
      '--every',
      '2',
      '--on',
      '1,-2',
      '--count',
      '5',
    ]);
    expect(both.recurrence.description).toBe('Every 2 months on day 1 and on the second to last day, 5 times');
    expect((await occurrences(both.id)).map((o) => o.start_date.slice(0, 10))).toEqual([
      '2027-03-01',
      '2027-03-30',
      '2027-05-01',
      '2027-05-30',
    ]);
  });

  it('an --except date the series does not have is kept but named in a note: it excludes nothing', async () => {
    const args = [...STANDUP, '--repeat', 'weekly', '--on', 'mo,we', '--count', '4', '--format', 'json'];
    const res = await run([...args, '--except', '2027-01-11', '--except', '2027-01-12'], { env });
    expect(res.code, res.stderr).toBe(0);
    expect(res.stderr).toBe(
      'note: --except 2027-01-12: the series has no occurrence at 2027-01-12 09:30:00, so it excludes nothing\n',
    );
    const id = String(JSON.parse(res.stdout).id);
    const update = await run(['events', 'update', id, '--except', '2027-01-13', '--except', '2027-01-14 09:30'], {
      env,
    });
    expect(update.code, update.stderr).toBe(0);
    expect(update.stderr).toBe(
      'note: --except 2027-01-14 09:30: the series has no occurrence at 2027-01-14 09:30:00, so it excludes nothing\n',
    );
  });

  it('--every, --on 2tu and --until make a monthly rule; --recurrence takes RFC 5545 text', async () => {
    const monthly = await json([
      ...STANDUP,
      '--repeat',
      'monthly',
      '--every',
      '2',
      '--on',
      '2tu',
      '--until',
      '2027-12-31',
    ]);
    expect(monthly.recurrence.rules).toEqual(['FREQ=MONTHLY;INTERVAL=2;BYDAY=2TU;UNTIL=20271231']);
    expect(monthly.recurrence.description).toBe('Every 2 months on the second Tuesday until 31 December 2027');
    const raw = await json([...STANDUP, '--recurrence', 'RRULE:FREQ=DAILY;COUNT=2']);
    expect(raw.recurrence.rules).toEqual(['FREQ=DAILY;COUNT=2']);
  });

  it.each([
    [['--every', '2'], 'give --repeat'],
    [['--repeat', 'daily', '--count', '3', '--until', '2027-02-01'], '--count and --until cannot both be given'],
    [['--repeat', 'weekly', '--on', '2tu'], 'needs --repeat monthly or yearly'],
    [['--repeat', 'daily', '--recurrence', 'FREQ=DAILY'], 'cannot both be given'],
    [['--repeat', 'daily', '--until', 'someday'], '--until someday: not a date'],
  ])('%j is a usage error (exit 2)', async (flags, message) => {
    const r = await run([...STANDUP, ...flags], { env });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });

  it('-F password on create is refused before anything is written (the API would drop it); update --password protects the series', async () => {
    for (const password of ['secret', '1234']) {
      const refused = await run([...STANDUP, '--repeat', 'daily', '--count', '3', '-F', `password=${password}`], {
        env,
      });
      expect(refused).toMatchObject({ code: 2, stdout: '' });
      expect(refused.stderr).toBe(
        'error: an event is given a password by update, not create: the API would make it unprotected\n' +
          'hint: create it with --status draft, then: calev events update ID --password … --status publish\n',
      );
    }
    expect(await json(['events', 'list', '--start-date', '2027-01-01'])).toEqual([]);
    const master = await json([...STANDUP, '--repeat', 'daily', '--count', '3', '--status', 'draft']);
    await json(['events', 'update', String(master.id), '--password', 'secret', '--status', 'publish']);
    const { startTestServer } = await import('../support/server.js');
    const srv = await startTestServer({}, dir);
    try {
      const listed = await srv.call('GET', '/events', { query: { start_date: '2027-01-01', per_page: 50 } });
      expect(listed.json.events.map((e: Json) => [e.start_date, e.description, e.all_day])).toEqual([
        ['2027-01-04 09:30:00', '', null],
        ['2027-01-05 09:30:00', '', null],
        ['2027-01-06 09:30:00', '', null],
      ]);
    } finally {
      await srv.stop();
    }
  });

  it('--until before the start fails with the server’s reason (exit 1), and creates nothing', async () => {
    const r = await run([...STANDUP, '--repeat', 'weekly', '--until', '2026-12-01'], { env });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'recurrence: the rule ends (UNTIL 2026-12-01 23:59:59) before the series starts (2027-01-04 09:30:00): nothing would repeat',
    );
    expect(await json(['events', 'list', '--start-date', '2026-01-01'])).toEqual([]);
  });

  it('a bad --recurrence is the server’s 400 with its reason', async () => {
    const r = await run([...STANDUP, '--recurrence', 'FREQ=WEEKLY;COUNT=2;UNTIL=20270101'], { env });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('recurrence');
  });
});

describe('reading series', () => {
  it('events list marks the events of a series; events get of a master says the rule and the next dates', async () => {
    const master = await json([...STANDUP, '--repeat', 'daily', '--count', '3']);
    await json([
      'events',
      'create',
      '--title',
      'Lunch',
      '--start-date',
      '2027-01-04 12:00',
      '--end-date',
      '2027-01-04 13:00',
    ]);
    const list = await run(['events', 'list', '--start-date', '2027-01-01', '--format', 'table'], {
      env,
      stdoutTTY: true,
      columns: 120,
    });
    expect(list.stdout.match(/↻ Standup/g)).toHaveLength(3);
    expect(list.stdout).toMatch(/\s Lunch/);
    expect(list.stdout).not.toContain('↻ Lunch');
    const get = await run(['events', 'get', String(master.id), '--format', 'table'], {
      env,
      stdoutTTY: true,
      columns: 200,
    });
    expect(get.code, get.stderr).toBe(0);
    expect(get.stdout).toContain('Every day, 3 times');
    expect(get.stdout).toMatch(/next_occurrences\W.*2027-01-05 09:30, 2027-01-06 09:30/);
  });
});

describe('events delete of an occurrence', () => {
  it('without a terminal needs --occurrence or --series; --occurrence trashes one, --series the whole series', async () => {
    const master = await json([...STANDUP, '--repeat', 'daily', '--count', '3']);
    const [first, second] = await occurrences(master.id);
    const refused = await run(['events', 'delete', String(first.id), '--yes'], { env });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('is an occurrence of a series');
    expect(refused.stderr).toContain('--occurrence');

    const one = await run(['events', 'delete', String(first.id), '--yes', '--occurrence'], { env });
    expect(one.code, one.stderr).toBe(0);
    expect((await occurrences(master.id)).map((o) => o.id)).toEqual([second.id]);

    const all = await run(['events', 'delete', String(second.id), '--yes', '--series'], { env });
    expect(all.code, all.stderr).toBe(0);
    expect(all.stderr).toContain(`restore it with: calev events update ${master.id}`);
    expect(await occurrences(master.id)).toEqual([]);
    expect(await json(['events', 'list', '--include', String(master.id)])).toEqual([]);
  });

  it('the first event of a series, deleted, says the whole series went with it', async () => {
    const master = await json([...STANDUP, '--repeat', 'daily', '--count', '3']);
    const res = await run(['events', 'delete', String(master.id), '--yes', '--format', 'ids'], { env });
    expect(res.code, res.stderr).toBe(0);
    expect(res.stderr).toBe(
      `event ${master.id} (a series: every occurrence with it) moved to the trash; restore it with: calev events update ${master.id} --status publish\n`,
    );
    expect(await occurrences(master.id)).toEqual([]);
  });

  it('on a terminal asks: this occurrence or the whole series', async () => {
    const master = await json([...STANDUP, '--repeat', 'daily', '--count', '3']);
    const [first] = await occurrences(master.id);
    const prompter = scriptedPrompter([
      { kind: 'confirm', match: /^Move event \d+ to the trash\?$/, answer: true },
      { kind: 'select', match: /occurrence of a series/, answer: 'the whole series' },
    ]);
    const r = await run(['events', 'delete', String(first.id)], {
      env,
      prompter,
      stdinTTY: true,
      stdoutTTY: true,
      stderrTTY: true,
    });
    expect(r.code, r.stderr).toBe(0);
    expect(prompter.remaining()).toBe(0);
    expect(await occurrences(master.id)).toEqual([]);
  });
});

describe('events update of a series', () => {
  it('--except adds to the excluded dates of the current rule', async () => {
    const master = await json([...STANDUP, '--repeat', 'daily', '--count', '4']);
    const updated = await json(['events', 'update', String(master.id), '--except', '2027-01-06']);
    expect(updated.recurrence.exdates).toEqual(['2027-01-06 09:30:00']);
    expect(updated.recurrence.rules).toEqual(['FREQ=DAILY;COUNT=4']);
    expect((await occurrences(master.id)).map((o) => o.start_date.slice(0, 10))).toEqual(['2027-01-05', '2027-01-07']);
  });

  it('--until or --count alone ends the series otherwise and keeps the rest of its rule and its excluded dates', async () => {
    const master = await json([...STANDUP, '--repeat', 'weekly', '--on', 'mo,we', '--except', '2027-01-06']);
    const ended = await json(['events', 'update', String(master.id), '--until', '2027-01-20']);
    expect(ended.recurrence).toMatchObject({
      rules: ['FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20270120'],
      exdates: ['2027-01-06 09:30:00'],
    });
    expect((await occurrences(master.id)).map((o) => o.start_date.slice(0, 10))).toEqual([
      '2027-01-11',
      '2027-01-13',
      '2027-01-18',
      '2027-01-20',
    ]);
    const counted = await json(['events', 'update', String(master.id), '--count', '3']);
    expect(counted.recurrence.rules).toEqual(['FREQ=WEEKLY;BYDAY=MO,WE;COUNT=3']);
    // an event that is no series, or --on without --repeat, still needs --repeat
    const single = await json([
      'events',
      'create',
      '--title',
      'Once',
      '--start-date',
      '2027-02-01 10:00',
      '--end-date',
      '2027-02-01 11:00',
    ]);
    const refused = await run(['events', 'update', String(single.id), '--until', '2027-03-01'], { env });
    expect([refused.code, refused.stderr]).toEqual([
      2,
      'error: --every, --on, --until and --count shape a rule: give --repeat daily|weekly|monthly|yearly\n' +
        `hint: --until or --count alone ends a series of one rule; event ${single.id} is no series\n`,
    ]);
    expect((await run(['events', 'update', String(master.id), '--on', 'fr'], { env })).code).toBe(2);
  });
});

describe('a series whose start its rule does not give', () => {
  // 7 March 2027 is a Sunday
  const CLUB = [
    'events',
    'create',
    '--title',
    'Club',
    '--timezone',
    'Europe/Paris',
    '--start-date',
    '2027-03-07 10:00',
    '--end-date',
    '2027-03-07 11:30',
  ];
  const dates = async (master: Json) =>
    [master, ...(await occurrences(master.id))].map((e) => [e.start_date, e.end_date] as const);

  it('changed to Saturdays, starts on the first Saturday: four dates for --count 4, the same four in its iCalendar export', async () => {
    const master = await json([...CLUB, '--repeat', 'weekly', '--count', '4']);
    const r = await run(['events', 'update', String(master.id), '--repeat', 'weekly', '--on', 'sa', '--count', '4'], {
      env,
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe(
      `note: event ${master.id} starts on 2027-03-13, the first day its rule gives: 2027-03-07 is not one of them\n`,
    );
    const moved = await json(['events', 'get', String(master.id)]);
    expect(await dates(moved)).toEqual(
      ['03-13', '03-20', '03-27', '04-03'].map((d) => [`2027-${d} 10:00:00`, `2027-${d} 11:30:00`]),
    );
    const ics = await run(['events', 'export', '--format', 'ics', '--start-date', '2027-03-01'], { env });
    expect(ics.stdout).toMatch(
      /DTSTART;TZID=Europe\/Paris:20270313T100000\r\nDTEND;TZID=Europe\/Paris:20270313T113000/,
    );
    expect(ics.stdout).toContain('RRULE:FREQ=WEEKLY;BYDAY=SA;COUNT=4');
    // a change of anything else says nothing and moves nothing
    const renamed = await run(['events', 'update', String(master.id), '--title', 'Chess club'], { env });
    expect([renamed.code, renamed.stderr]).toEqual([0, '']);
    expect(await dates(await json(['events', 'get', String(master.id)]))).toEqual(await dates(moved));
  });

  it('created so, starts on the rule first day, saying so; its NDJSON imported twice is made once, then skipped', async () => {
    const r = await run([...CLUB, '--repeat', 'weekly', '--on', 'sa', '--count', '2', '--format', 'json'], { env });
    expect(r.code, r.stderr).toBe(0);
    const master = JSON.parse(r.stdout) as Json;
    expect(r.stderr).toBe(
      `note: event ${master.id} starts on 2027-03-13, the first day its rule gives: 2027-03-07 is not one of them\n`,
    );
    expect(await dates(master)).toEqual([
      ['2027-03-13 10:00:00', '2027-03-13 11:30:00'],
      ['2027-03-20 10:00:00', '2027-03-20 11:30:00'],
    ]);
    const file = join(dir, 'club.ndjson');
    const row = {
      title: 'Book club',
      slug: 'book-club',
      timezone: 'Europe/Paris',
      start_date: '2027-03-07 18:00:00',
      end_date: '2027-03-07 19:00:00',
      recurrence: { rules: ['FREQ=WEEKLY;BYDAY=SA;COUNT=3'], rdates: [], exdates: [] },
    };
    writeFileSync(file, `${JSON.stringify(row)}\n`);
    const first = await run(['events', 'import', file, '--format', 'json'], { env });
    expect([first.code, first.stderr]).toEqual([0, `${file}: 1 created, 0 updated, 0 skipped, 0 failed\n`]);
    expect(JSON.parse(first.stdout)[0]).toMatchObject({
      action: 'created',
      note: 'the series starts on 2027-03-13, the first day its rule gives: 2027-03-07 is not one of them',
    });
    const again = await run(['events', 'import', file], { env });
    expect([again.code, again.stderr]).toEqual([0, `${file}: 0 created, 0 updated, 1 skipped, 0 failed\n`]);
    const club = await json(['events', 'get', 'book-club']);
    expect((await dates(club)).map(([start]) => start)).toEqual([
      '2027-03-13 18:00:00',
      '2027-03-20 18:00:00',
      '2027-03-27 18:00:00',
    ]);
  });
});

describe('sites without recurring events (tribe/events/v1)', () => {
  const SITE = 'https://wp.example.org';
  const siteArgs = ['--url', SITE, '--namespace', 'tribe/events/v1', '--user', 'ana'];

  it('refuse a series before sending anything, saying why and what to do', async () => {
    const site = mockSite(SITE, () => [201, {}]);
    const r = await run([...STANDUP, ...siteArgs, '--repeat', 'daily', '--count', '3'], {
      env: { CALEV_PASSWORD: 'secret' },
      agent: site.agent,
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("recurring events need calev's server: tribe/events/v1 has no recurrence field");
    expect(r.stderr).toContain('--expand');
    expect(site.requests).toEqual([]);
  });

  it('--expand creates each occurrence as a single event, without the recurrence field', async () => {
    let id = 100;
    const site = mockSite(SITE, (req) => [201, { id: ++id, ...JSON.parse(req.body ?? '{}') }]);
    const r = await run(
      [...STANDUP, ...siteArgs, '--repeat', 'weekly', '--count', '3', '--expand', '--format', 'json'],
      {
        env: { CALEV_PASSWORD: 'secret' },
        agent: site.agent,
      },
    );
    expect(r.code, r.stderr).toBe(0);
    // (the site's index is read first, for its timezone)
    const bodies = site.requests.filter((q) => q.method === 'POST').map((q) => JSON.parse(q.body!));
    expect(bodies.map((b) => [b.start_date, b.end_date])).toEqual([
      ['2027-01-04 09:30:00', '2027-01-04 09:45:00'],
      ['2027-01-11 09:30:00', '2027-01-11 09:45:00'],
      ['2027-01-18 09:30:00', '2027-01-18 09:45:00'],
    ]);
    for (const b of bodies) expect(b).not.toHaveProperty('recurrence');
    expect(JSON.parse(r.stdout)).toHaveLength(3);
    expect(r.stderr).toBe('created 3 single events, one per occurrence\n');
  });

  it('--expand from a day its rule does not give makes the first event on the rule first day, and says so', async () => {
    let id = 100;
    const site = mockSite(SITE, (req) => [201, { id: ++id, ...JSON.parse(req.body ?? '{}') }]);
    // 4 January 2027 is a Monday
    const r = await run(
      [...STANDUP, ...siteArgs, '--repeat', 'weekly', '--on', 'fr', '--count', '2', '--expand', '--format', 'ids'],
      { env: { CALEV_PASSWORD: 'secret' }, agent: site.agent },
    );
    expect(r.code, r.stderr).toBe(0);
    const bodies = site.requests.filter((q) => q.method === 'POST').map((q) => JSON.parse(q.body!));
    expect(bodies.map((b) => [b.start_date, b.end_date])).toEqual([
      ['2027-01-08 09:30:00', '2027-01-08 09:45:00'],
      ['2027-01-15 09:30:00', '2027-01-15 09:45:00'],
    ]);
    expect(r.stderr).toBe(
      'created 2 single events, one per occurrence\n' +
        'note: the first is on 2027-01-08, the first day the rule gives: 2027-01-04 is not one of them\n',
    );
  });

  it('--expand of a rule whose steps never meet its days is refused before anything is sent, saying why', async () => {
    const site = mockSite(SITE, (req) => [201, { id: 1, ...JSON.parse(req.body ?? '{}') }]);
    // 4 January 2027 is a Monday: every 7 days from it is a Monday, never a Friday
    const r = await run(
      [...STANDUP, ...siteArgs, '--repeat', 'daily', '--every', '7', '--on', 'fr', '--count', '3', '--expand'],
      { env: { CALEV_PASSWORD: 'secret' }, agent: site.agent },
    );
    expect([r.code, r.stderr]).toEqual([
      2,
      'error: --recurrence: rule 1: FREQ=DAILY;INTERVAL=7 from 2027-01-04 09:30:00 (MO) never reaches BYDAY=FR: the rule gives no date\n',
    ]);
    expect(site.requests.filter((q) => q.method === 'POST')).toEqual([]);
  });

  it('--expand of a series without an end says where it stopped: the site never gets the occurrences after 24 months', async () => {
    let id = 100;
    const site = mockSite(SITE, (req) => [201, { id: ++id, ...JSON.parse(req.body ?? '{}') }]);
    const r = await run([...STANDUP, ...siteArgs, '--repeat', 'monthly', '--expand', '--format', 'ids'], {
      env: { CALEV_PASSWORD: 'secret' },
      agent: site.agent,
      now: new Date('2026-12-01T12:00:00Z'),
    });
    expect(r.code, r.stderr).toBe(0);
    const starts = site.requests.filter((q) => q.method === 'POST').map((q) => JSON.parse(q.body!).start_date);
    expect([starts.length, starts[0], starts.at(-1)]).toEqual([23, '2027-01-04 09:30:00', '2028-11-04 09:30:00']);
    expect(r.stderr).toBe(
      'created 23 single events, one per occurrence up to 2028-12-01 (24 months ahead); later occurrences were not created\n',
    );
  });
});
