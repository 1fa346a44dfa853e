// What the CLI says around an item command on any target: a slug no item has is "not found", a
// trashed event is exit 1 with the restore hint (not an authentication error), a status the site
// changed is noted, and one page on a terminal tells that more exist.
import { writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockSite, removeDir, run, tempDir } from './harness.js';

let dir: string;
let env: Record<string, string>;

beforeEach(() => {
  dir = tempDir('calev-item-messages-');
  env = { CALEV_DATA_DIR: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config`, NO_COLOR: '1' };
});
afterEach(() => removeDir(dir));

/** `events create` of a one-hour event on a day of January 2030, plus `more` flags. */
const createArgs = (title: string, day = '01', ...more: string[]) => [
  ...['events', 'create', '--title', title, '--start-date', `2030-01-${day} 10:00`],
  ...['--end-date', `2030-01-${day} 11:00`, ...more, '--format', 'ids'],
];
const create = (title: string, day = '01') => run(createArgs(title, day), { env });

describe('an update given no fields', () => {
  it('is refused (exit 2) with an example of a flag the resource has, which then updates it', async () => {
    for (const [resource, create] of [
      ['events', createArgs('Gig').slice(1)],
      ['venues', ['create', '--venue', 'Hall', '--format', 'ids']],
      ['categories', ['create', '--name', 'Jazz', '--format', 'ids']],
      ['tags', ['create', '--name', 'loud', '--format', 'ids']],
    ] as const) {
      const id = (await run([resource, ...create], { env })).stdout.trim();
      const res = await run([resource, 'update', id], { env });
      const example = /e\.g\. calev (.*)\n$/.exec(res.stderr)?.[1];
      expect([resource, res.code, res.stderr.startsWith('error: nothing to update')]).toEqual([resource, 2, true]);
      const args = example!.match(/"[^"]*"|\S+/g)!.map((a) => a.replace(/^"|"$/g, ''));
      const done = await run(args, { env });
      expect([resource, done.code, done.stderr]).toEqual([resource, 0, '']);
    }
  });
});

describe('events get, update, delete of missing and trashed events', () => {
  it('events get no-such-slug says not found (exit 1)', async () => {
    const res = await run(['events', 'get', 'no-such-slug'], { env });
    expect(res.code).toBe(1);
    expect(res.stderr).toBe(
      'error: event "no-such-slug": not found: no event has this slug (400 rest_invalid_param)\n' +
        'hint: if it was moved to the trash, its slug is now no-such-slug__trashed; find it with: calev events list --status trash\n',
    );
  });

  it('get, update and delete of an id no venue, organizer, category or tag has say not found (exit 1)', async () => {
    for (const [resource, word, args] of [
      ['venues', 'venue', ['get']],
      ['organizers', 'organizer', ['update', '--phone', '1']],
      ['categories', 'category', ['delete', '--yes']],
      ['tags', 'tag', ['get']],
    ] as const) {
      const [verb, ...more] = args;
      const res = await run([resource, verb, '999', ...more], { env });
      expect([res.code, res.stdout, res.stderr]).toEqual([
        1,
        '',
        `error: ${word} 999: not found: no ${word} has this id (400 rest_invalid_param)\n`,
      ]);
    }
  });

  it('delete by slug gives the restore command by id; get of the trashed event is exit 1; the command restores it', async () => {
    const id = (await create('Jazz night')).stdout.trim();
    const deleted = await run(['events', 'delete', 'jazz-night', '--yes', '--format', 'ids'], { env });
    expect(deleted.stderr).toBe(
      `event "jazz-night" moved to the trash; restore it with: calev events update ${id} --status publish\n`,
    );
    const get = await run(['events', 'get', id], { env });
    expect(get.code).toBe(1);
    expect(get.stderr).toBe(
      `error: event ${id}: This event is no longer available (403 event-no-longer-available)\nhint: it is in the trash; restore it with: calev events update ${id} --status draft (or --status publish to publish it)\n`,
    );
    const restored = await run(['events', 'update', id, '--status', 'publish', '--fields', 'slug,status'], { env });
    expect(JSON.parse(restored.stdout)).toEqual({ slug: 'jazz-night', status: 'publish' });
  });

  it('the restore command of a draft or a private item gives its status back, not publish', async () => {
    const id = (await run(createArgs('Draft gala', '02', '--status', 'draft'), { env })).stdout.trim();
    const deleted = await run(['events', 'delete', id, '--yes', '--format', 'ids'], { env });
    expect(deleted.stderr).toBe(
      `event ${id} moved to the trash; restore it with: calev events update ${id} --status draft\n`,
    );
    const restored = await run(['events', 'update', id, '--status', 'draft', '--fields', 'slug,status'], { env });
    expect(JSON.parse(restored.stdout)).toEqual({ slug: 'draft-gala', status: 'draft' });
    const venue = (
      await run(['venues', 'create', '--venue', 'Back Room', '--status', 'private', '--format', 'ids'], { env })
    ).stdout.trim();
    const trashed = await run(['venues', 'delete', 'back-room', '--yes', '--format', 'ids'], { env });
    expect(trashed.stderr).toBe(
      `venue "back-room" moved to the trash; restore it with: calev venues update ${venue} --status private\n`,
    );
  });

  it('a 403 about the caller is still exit 4', async () => {
    const site = mockSite('http://site.test', () => [
      403,
      { code: 'rest_forbidden', message: 'No.', data: { status: 403 } },
    ]);
    const res = await run(['events', 'get', '5'], {
      env: { ...env, CALEV_URL: 'http://site.test' },
      agent: site.agent,
    });
    await site.agent.close();
    expect(res.code).toBe(4);
  });
});

describe('a status the site changed', () => {
  it("is noted on stderr: a contributor's publish became pending", async () => {
    const site = mockSite('http://site.test', (req) => [
      201,
      { ...JSON.parse(req.body ?? '{}'), id: 7, status: 'pending' },
    ]);
    const res = await run(createArgs('T', '01', '--status', 'publish'), {
      env: { ...env, CALEV_URL: 'http://site.test', CALEV_USER: 'c', CALEV_PASSWORD: 'p', CALEV_ALLOW_HTTP: '1' },
      agent: site.agent,
    });
    await site.agent.close();
    expect(res.stdout).toBe('7\n');
    expect(res.stderr).toBe(
      'note: event 7 was saved as pending, not publish: this user may not publish, so it waits for review by an editor\n',
    );
  });

  it('a publish that became future (a publication date ahead) is what was asked: no note', async () => {
    const res = await run(createArgs('T', '01', '--status', 'publish', '--date', '2099-01-01 10:00'), { env });
    expect(res.code).toBe(0);
    expect(res.stderr).toBe('');
  });
});

describe('a slug or a term the write could not give', () => {
  it('is noted on stderr: a taken slug saved with -2, a category or tag id no term has; --quiet says nothing', async () => {
    await run(createArgs('Taken', '01', '--slug', 'taken'), { env });
    const id = (await create('Other', '02')).stdout.trim();
    const jazz = (await run(['categories', 'create', '--name', 'Jazz', '--format', 'ids'], { env })).stdout.trim();
    const res = await run(
      ['events', 'update', id, '--slug', 'taken', '--categories', `${jazz},999`, '--tags', '888', '--format', 'ids'],
      { env },
    );
    expect([res.code, res.stdout]).toEqual([0, `${id}\n`]);
    expect(res.stderr).toBe(
      `note: event ${id} has the slug taken-2: taken is another one's\n` +
        `note: event ${id} was not given category 999: no category has that id\n` +
        `note: event ${id} was not given tag 888: no tag has that id\n`,
    );
    const made = await run(createArgs('Taken', '03', '--slug', 'taken', '--categories', '777'), { env });
    expect(made.stderr).toMatch(/has the slug taken-3: taken is another one's\n.*no category has that id\n$/);
    const quiet = await run(['events', 'update', id, '--slug', 'taken', '--categories', '999', '-q'], { env });
    expect([quiet.code, quiet.stderr]).toEqual([0, '']);
  });
});

describe('coordinates a site keeps none of', () => {
  it('are noted (the answer holds no geo_lat); where it keeps them, nothing is said', async () => {
    const site = mockSite('http://site.test', (req) => [
      200,
      { id: 7, venue: 'Hall', ...JSON.parse(req.body ?? '{}') },
    ]);
    const withoutGeo = mockSite('http://plain.test', () => [200, { id: 7, venue: 'Hall' }]);
    const remote = (url: string) => ({
      ...env,
      CALEV_URL: url,
      CALEV_USER: 'c',
      CALEV_PASSWORD: 'p',
      CALEV_ALLOW_HTTP: '1',
    });
    const args = ['venues', 'update', '7', '--geo-lat', '42.3', '--geo-lng', '-71', '--format', 'ids'];
    const kept = await run(args, { env: remote('http://site.test'), agent: site.agent });
    const dropped = await run(args, { env: remote('http://plain.test'), agent: withoutGeo.agent });
    await site.agent.close();
    await withoutGeo.agent.close();
    expect([kept.code, kept.stderr]).toEqual([0, '']);
    expect([dropped.code, dropped.stderr]).toEqual([
      0,
      'note: venue 7 was not given geo_lat, geo_lng: this site keeps no coordinates (they need its premium fields, The Events Calendar Pro)\n',
    ]);
  });
});

describe('an empty term list on a terminal', () => {
  it('says that terms no published event has are hidden, and how to list them', async () => {
    await run(['categories', 'create', '--name', 'Jazz'], { env });
    const empty = await run(['categories', 'list', '--format', 'table'], { env });
    expect([empty.stdout, empty.stderr]).toEqual([
      '',
      'no categories found (those no published event has are hidden: --no-hide-empty lists them)\n',
    ]);
    const all = await run(['categories', 'list', '--no-hide-empty', '--format', 'table'], { env });
    expect(all.stdout).toMatch(/Jazz/);
    const none = await run(['categories', 'list', '--no-hide-empty', '--search', 'bebop', '--format', 'table'], {
      env,
    });
    expect(none.stderr).toBe('no categories found\n');
  });
});

describe('events list on a terminal', () => {
  it('says how many of how many, and how to get the rest', async () => {
    for (let day = 1; day <= 12; day++) await create(`Event ${day}`, String(day).padStart(2, '0'));
    const range = ['--start-date', '2030-01-01', '--end-date', '2030-01-31'];
    const first = await run(['events', 'list', ...range], { env, stdoutTTY: true, columns: 120 });
    expect(first.stderr).toBe('10 of 12 events (page 1 of 2); --all lists them all, --page 2 the next one\n');
    const last = await run(['events', 'list', ...range, '--page', '2'], { env, stdoutTTY: true, columns: 120 });
    expect(last.stderr).toBe('2 of 12 events (page 2 of 2); --all lists them all\n');
    const all = await run(['events', 'list', ...range, '--all'], { env, stdoutTTY: true, columns: 120 });
    expect(all.stderr).toBe('');
    const piped = await run(['events', 'list', ...range], { env });
    expect(piped.stderr).toBe('');
  });
});

describe('a refused status', () => {
  it('gets a hint naming the statuses, and for a list who may list others than publish (the API says only "Invalid parameter")', async () => {
    const listed = await run(['venues', 'list', '--status', 'drafts'], { env });
    expect([listed.code, listed.stderr]).toEqual([
      1,
      'error: venues: Invalid parameter(s): status [status: Invalid parameter.] (400 rest_invalid_param)\n' +
        'hint: the statuses are publish, future, draft, pending, private, trash; only users who may edit venues list others than publish\n',
    ]);
    const created = await run(createArgs('Draft', '02', '--status', 'drafts'), { env });
    expect([created.code, created.stderr.split('\n')[1]]).toEqual([
      1,
      'hint: the statuses are publish, future, draft, pending, private',
    ]);
  });

  it('a refused date gets a hint naming the forms the API reads', async () => {
    const res = await run(createArgs('Late', '03', '--end-date', '+2h'), { env });
    expect([res.code, res.stderr]).toEqual([
      1,
      'error: new event: Invalid parameter(s): end_date [end_date: Invalid parameter.] (400 rest_invalid_param)\n' +
        'hint: write dates as 2030-03-01 19:00, 21:00, 7pm, tomorrow 7pm, next friday 8pm, +2 hours or +90 min\n',
    ]);
    const listed = await run(['events', 'list', '--starts-after', 'soonish'], { env });
    expect(listed.stderr.split('\n')[1]).toBe(
      'hint: write dates as 2030-03-01 19:00, 21:00, 7pm, tomorrow 7pm, next friday 8pm, +2 hours or +90 min',
    );
  });
});

describe('a refused recurrence', () => {
  it('says the reason the API gives in data.details (API.md §7.1), not only "Invalid parameter."', async () => {
    // a start within the 24-month horizon, where an endless hourly series has too many occurrences
    const soon = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const endless = await run(
      ['events', 'create', '--title', 'Hourly', '--start-date', `${soon} 10:00`, '--end-date', `${soon} 11:00`].concat([
        '--recurrence',
        'FREQ=HOURLY',
      ]),
      { env },
    );
    expect(endless.code).toBe(1);
    expect(endless.stderr).toMatch(
      /^error: new event: Invalid parameter\(s\): recurrence \[recurrence: the series would have more than 1000 occurrences before .*; end it with COUNT or UNTIL, or repeat less often\] \(400 rest_invalid_param\)\n/,
    );
    const unknown = await run(createArgs('Odd', '05', '--recurrence', 'FREQ=FOO'), { env });
    expect(unknown.stderr).toContain(
      '[recurrence: rule 1: FREQ=FOO is not one of SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY]',
    );
  });

  it('calev --lang fr events create --recurrence FREQ=SOMETIMES says the reason in French, like the message', async () => {
    const res = await run(['--lang', 'fr', ...createArgs('Odd', '05', '--recurrence', 'FREQ=SOMETIMES')], { env });
    expect([res.code, res.stderr]).toEqual([
      1,
      'error: new event: Paramètre(s) invalide(s) : recurrence [recurrence: règle 1 : FREQ=SOMETIMES n’est pas ' +
        'l’une des valeurs SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY] (400 rest_invalid_param)\n',
    ]);
  });
});

describe('--image FILE on a site that keeps no files', () => {
  it("is refused in one line before anything is written (exit 2): calev's server takes ids and URLs", async () => {
    const poster = `${dir}/poster.png`;
    writeFileSync(poster, 'png');
    const res = await run(createArgs('With poster', '04', '--image', poster), { env });
    expect([res.code, res.stderr]).toEqual([
      2,
      `error: --image ${poster}: this site keeps no files; give an attachment id or an image URL (https://…/poster.jpg)\n`,
    ]);
    expect((await run(['events', 'list', '--start-date', '2030-01-01', '--format', 'count'], { env })).stdout).toBe(
      '0\n',
    );
  });

  it('a path that names no file (a typo) is refused as such (exit 2), not sent as a URL; ids and URLs go', async () => {
    for (const path of ['./nonexist.png', `${dir}/missing.jpg`, '~/poster.webp', 'poster.png']) {
      const res = await run(createArgs('With poster', '04', '--image', path), { env });
      expect([res.code, res.stderr]).toEqual([
        2,
        `error: --image ${path}: no such file; give an image file, an attachment id or an image URL (https://…/poster.jpg)\n`,
      ]);
    }
    const url = await run(createArgs('With poster', '04', '--image', 'https://example.org/poster.png'), { env });
    expect([url.code, url.stderr]).toEqual([0, '']);
  });
});

describe('a venue or organizer created with the name of one that exists (API.md §5.3)', () => {
  it('is that one, written over: the create says so, naming it and how to make another', async () => {
    const made = await run(
      ['venues', 'create', '--venue', 'Town Hall', '--city', 'Springfield', '--date', '2020-01-01 10:00'],
      {
        env,
      },
    );
    expect([made.code, made.stderr]).toEqual([0, '']);
    const again = await run(['venues', 'create', '--venue', 'Town Hall', '--city', 'Paris', '--format', 'ids'], {
      env,
    });
    expect(again.code).toBe(0);
    expect(again.stderr).toBe(
      'note: venue 1 "Town Hall" already existed (made 2020-01-01 10:00:00 UTC): the site wrote the fields given over it rather than making another venue of the same name; a venue with another --description is a new one\n',
    );
    const other = await run(['venues', 'create', '--venue', 'Town Hall', '--description', 'Paris', '--format', 'ids'], {
      env,
    });
    expect([other.code, other.stdout.trim(), other.stderr]).toEqual([0, '2', '']);
    await run(['organizers', 'create', '--organizer', 'Acme', '--date', '2020-01-01 10:00'], { env });
    const organizer = await run(
      ['organizers', 'create', '--organizer', 'Acme', '--email', 'a@example.org', '--quiet'],
      { env },
    );
    expect([organizer.code, organizer.stderr]).toEqual([0, '']);
    const said = await run(['organizers', 'create', '--organizer', 'Acme', '--email', 'b@example.org'], { env });
    expect(said.stderr).toMatch(/^note: organizer 3 "Acme" already existed \(made 2020-01-01 10:00:00 UTC\)/);
  });
});

describe('lists as a WordPress site reads them', () => {
  it('--status any lists every status the user may read, on the data dir as on a site (the API refuses any)', async () => {
    await run(createArgs('Draft', '02', '--status', 'draft'), { env });
    await run(createArgs('Published', '03'), { env });
    const in2030 = ['--status', 'any', '--start-date', '2030-01-01', '--end-date', '2030-12-31'];
    const any = await run(['events', 'list', ...in2030, '--format', 'json', '--fields', 'title'], {
      env,
    });
    expect([any.code, any.stderr, JSON.parse(any.stdout)]).toEqual([
      0,
      '',
      [{ title: 'Draft' }, { title: 'Published' }],
    ]);
    const exported = await run(['events', 'export', ...in2030, '--format', 'ndjson'], {
      env,
    });
    expect([exported.code, exported.stdout.trim().split('\n').length]).toEqual([0, 2]);
  });

  it('a file of every category or tag from list --all says that those no published event has are not in it', async () => {
    await run(['categories', 'create', '--name', 'Unused'], { env });
    const listed = await run(['categories', 'list', '--all', '--format', 'json'], { env });
    expect([listed.code, listed.stdout, listed.stderr]).toEqual([
      0,
      '[]\n',
      'note: categories no published event has are not listed: --no-hide-empty lists them (`calev categories export` writes them all)\n',
    ]);
    const all = await run(['categories', 'list', '--all', '--no-hide-empty', '--format', 'json', '--fields', 'name'], {
      env,
    });
    expect([all.stderr, JSON.parse(all.stdout)]).toEqual(['', [{ name: 'Unused' }]]);
  });
});
