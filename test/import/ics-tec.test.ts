// calev events import of iCalendar as The Events Calendar writes it (its feed, PRODID `… - ECPv…`)
// and as calev's own export of such a site writes it: slugs in their letters as the JSON path
// reads them, TEC's all-day events written 00:00:00–23:59:59, its percent-encoded organizer names,
// its UIDs that carry the event's times, and scheduled events kept scheduled.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, run, tempDir } from '../cli/harness.js';
import type { CollectionName } from '../../src/store/records.js';
import { Store } from '../../src/store/store.js';
import { startTestServer, USERS, type TestServer } from '../support/server.js';

let dir: string;
let env: Record<string, string>;

beforeEach(() => {
  dir = tempDir('calev-import-ics-tec-');
  env = { CALEV_DATA_DIR: join(dir, 'data'), XDG_CONFIG_HOME: join(dir, 'config') };
});
afterEach(() => removeDir(dir));

function ics(name: string, prodid: string, events: string[][]): string {
  const path = join(dir, name);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${prodid}`];
  for (const e of events) lines.push('BEGIN:VEVENT', ...e, 'END:VEVENT');
  lines.push('END:VCALENDAR', '');
  writeFileSync(path, lines.join('\r\n'));
  return path;
}

const TEC = '-//My Site - ECPv6.17.2//NONSGML v1.0//EN';

async function importFile(path: string, ...flags: string[]) {
  const res = await run(['events', 'import', path, '--format', 'ndjson', ...flags], { env });
  const results = res.stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .sort((a, b) => Number(a.line) - Number(b.line));
  return { ...res, results };
}

/** The records of a collection as stored, the journal included: the embedded CLI writes the JSON
 * files when it compacts, which a command that let the lock go while it was idle (lease.ts) leaves
 * to the next writer. */
async function stored(name: CollectionName): Promise<Array<Record<string, unknown>>> {
  const store = await Store.open(join(dir, 'data'), { lock: false });
  try {
    return store.all(name) as unknown as Array<Record<string, unknown>>;
  } finally {
    await store.close();
  }
}

// a slug as WordPress keeps it: `фестиваль`, `東京`
const FEST = '%d1%84%d0%b5%d1%81%d1%82%d0%b8%d0%b2%d0%b0%d0%bb%d1%8c';
const TOKYO = '%e6%9d%b1%e4%ba%ac';

describe('slugs WordPress gives percent-encoded, in an iCalendar file', () => {
  it('are read in their letters, as from JSON: an ICS and a JSON export of one site land on the same events', async () => {
    // calev's export of a WordPress site: UID `slug@host`, X-CALEV-SLUG
    const path = ics('exp.ics', '-//calev//calev//EN', [
      [
        `UID:${FEST}@127.0.0.1`,
        `X-CALEV-SLUG:${FEST}`,
        'DTSTAMP:20260101T000000Z',
        'DTSTART;TZID=Europe/Moscow:20300601T190000',
        'DTEND;TZID=Europe/Moscow:20300601T220000',
        'SUMMARY:Фестиваль',
      ],
      [
        `UID:${TOKYO}-%f0%9f%8c%b8@127.0.0.1`,
        'DTSTAMP:20260101T000000Z',
        'DTSTART:20300602T090000Z',
        'DTEND:20300602T100000Z',
        'SUMMARY:東京 🌸',
      ],
    ]);
    const first = await importFile(path);
    expect([first.code, first.stderr]).toEqual([0, `${path}: 2 created, 0 updated, 0 skipped, 0 failed\n`]);
    const slugs = (await stored('events')).map((e) => e.slug);
    expect(slugs).toEqual(['фестиваль', '東京']);

    const json = join(dir, 'exp.ndjson');
    writeFileSync(
      json,
      [
        {
          slug: FEST,
          title: 'Фестиваль',
          start_date: '2030-06-01 19:00:00',
          end_date: '2030-06-01 22:00:00',
          timezone: 'Europe/Moscow',
        },
        {
          slug: `${TOKYO}-%f0%9f%8c%b8`,
          title: '東京 🌸',
          start_date: '2030-06-02 09:00:00',
          end_date: '2030-06-02 10:00:00',
          timezone: 'UTC',
        },
      ]
        .map((r) => JSON.stringify(r))
        .join('\n'),
    );
    const again = await run(['events', 'import', json], { env });
    expect([again.code, again.stderr]).toEqual([0, `${json}: 0 created, 0 updated, 2 skipped, 0 failed\n`]);
    expect(await stored('events')).toHaveLength(2);
  });

  it('an event imported by an earlier version under the octets of its UID (`d1-84-…`) is found again, not made twice', async () => {
    const path = ics('old.ics', '-//calev//calev//EN', [
      [
        `UID:${FEST}@127.0.0.1`,
        'DTSTAMP:20260101T000000Z',
        'DTSTART:20300601T160000Z',
        'DTEND:20300601T190000Z',
        'SUMMARY:Фестиваль',
      ],
    ]);
    const made = await run(
      [
        'events',
        'create',
        '--title',
        'Фестиваль',
        '--slug',
        'd1-84-d0-b5-d1-81-d1-82-d0-b8-d0-b2-d0-b0-d0-bb-d1-8c',
        '--start-date',
        '2030-06-01 16:00',
        '--end-date',
        '2030-06-01 19:00',
        '--timezone',
        'UTC',
        '--format',
        'ids',
      ],
      { env },
    );
    expect(made.code, made.stderr).toBe(0);
    const res = await importFile(path);
    expect([res.code, res.stderr]).toEqual([0, `${path}: 0 created, 0 updated, 1 skipped, 0 failed\n`]);
  });
});

describe("The Events Calendar's feed: all-day events it writes 00:00:00–23:59:59 (made through its REST API)", () => {
  it('are all-day over the days they cover, in their zone; the same span from another producer, or across two zones, stays timed', async () => {
    const event = (uid: string, summary: string, start: string, end: string) => [
      `UID:${uid}@example.org`,
      'DTSTAMP:20260101T000000Z',
      start,
      end,
      `SUMMARY:${summary}`,
    ];
    const fair = event(
      '31-1935363600-1935547199',
      'Fair',
      'DTSTART;TZID=America/New_York:20270501T000000',
      'DTEND;TZID=America/New_York:20270503T235959',
    );
    const market = event(
      '32-1935622800-1935709199',
      'Market day',
      'DTSTART;TZID=Europe/Moscow:20270504T000000',
      'DTEND;TZID=Europe/Moscow:20270504T235959',
    );
    const night = event(
      '33-1935622800-1935709199',
      'Long night',
      'DTSTART;TZID=Europe/Paris:20270506T000000',
      'DTEND;TZID=America/New_York:20270506T235959',
    );
    const tec = ics('feed.ics', TEC, [fair, market, night]);
    const res = await importFile(tec);
    expect([res.code, res.stderr]).toEqual([0, `${tec}: 3 created, 0 updated, 0 skipped, 0 failed\n`]);
    const dates = (e: Record<string, unknown>) => [e.title, e.allDay, e.start, e.end, e.timezone];
    expect((await stored('events')).map(dates)).toEqual([
      ['Fair', true, '2027-05-01 00:00:00', '2027-05-03 23:59:59', 'America/New_York'],
      ['Market day', true, '2027-05-04 00:00:00', '2027-05-04 23:59:59', 'Europe/Moscow'],
      ['Long night', false, '2027-05-06 00:00:00', '2027-05-07 05:59:59', 'Europe/Paris'],
    ]);
    expect((await importFile(tec)).stderr).toBe(`${tec}: 0 created, 0 updated, 3 skipped, 0 failed\n`);

    // another producer's 00:00:00–23:59:59 is what it says
    const other = ics('other.ics', '-//Other//EN', [
      event('x1', 'Other', 'DTSTART;TZID=Europe/Paris:20270510T000000', 'DTEND;TZID=Europe/Paris:20270510T235959'),
    ]);
    expect((await importFile(other)).code).toBe(0);
    expect((await stored('events')).map(dates).at(-1)).toEqual([
      'Other',
      false,
      '2027-05-10 00:00:00',
      '2027-05-10 23:59:59',
      'Europe/Paris',
    ]);
  });
});

describe("The Events Calendar's feed: organizers", () => {
  it('a name it percent-encodes is read in its letters and links the organizer of that name; a name the target has none of links the organizer of its e-mail', async () => {
    for (const [name, email] of [
      ['Пётр Чайковский', 'petr@example.ru'],
      ['Events Limited', 'info@events.example'],
    ]) {
      const made = await run(['organizers', 'create', '--organizer', name, '--email', email, '--format', 'ids'], {
        env,
      });
      expect(made.code, made.stderr).toBe(0);
    }
    const feed = ics('feed.ics', TEC, [
      [
        'UID:40-1935363600-1935370800@example.org',
        'DTSTAMP:20260101T000000Z',
        'DTSTART;TZID=Europe/Moscow:20270501T190000',
        'DTEND;TZID=Europe/Moscow:20270501T210000',
        'SUMMARY:Concert',
        'ORGANIZER;CN="%D0%9F%D1%91%D1%82%D1%80 %D0%A7%D0%B0%D0%B9%D0%BA%D0%BE%D0%B2%D1%81%D0%BA%D0%B8%D0%B9":MAILTO:petr@example.ru',
      ],
      [
        'UID:41-1935450000-1935457200@example.org',
        'DTSTAMP:20260101T000000Z',
        'DTSTART;TZID=Europe/Moscow:20270502T190000',
        'DTEND;TZID=Europe/Moscow:20270502T210000',
        'SUMMARY:Fair',
        'ORGANIZER;CN="Events Ltd.":MAILTO:info@events.example',
      ],
    ]);
    const res = await importFile(feed);
    expect([res.code, res.stderr]).toEqual([0, `${feed}: 2 created, 0 updated, 0 skipped, 0 failed\n`]);
    expect((await stored('organizers')).map((o) => [o.id, o.name, o.email])).toEqual([
      [1, 'Пётр Чайковский', 'petr@example.ru'],
      [2, 'Events Limited', 'info@events.example'],
    ]);
    expect((await stored('events')).map((e) => [e.title, e.organizers])).toEqual([
      ['Concert', [1]],
      ['Fair', [2]],
    ]);
    expect((await importFile(feed)).stderr).toBe(`${feed}: 0 created, 0 updated, 2 skipped, 0 failed\n`);
  });
});

describe('a scheduled (future) event through iCalendar', () => {
  it('export and list write X-CALEV-STATUS:future with its publication date; an import keeps it scheduled, then skips it', async () => {
    const made = await run(
      [
        'events',
        'create',
        '--title',
        'NYE (scheduled)',
        '--status',
        'future',
        '--date',
        '2099-12-01 09:00',
        '--start-date',
        '2099-12-31 21:00',
        '--end-date',
        '2099-12-31 23:00',
        '--timezone',
        'UTC',
        '--format',
        'ids',
      ],
      { env },
    );
    expect(made.code, made.stderr).toBe(0);
    const exported = join(dir, 'exp.ics');
    const exp = await run(
      [
        'events',
        'export',
        '--start-date',
        '2099-01-01',
        '--end-date',
        '2100-01-01',
        '--format',
        'ics',
        '--output',
        exported,
      ],
      { env },
    );
    expect(exp.code, exp.stderr).toBe(0);
    const text = readFileSync(exported, 'utf8');
    expect(text).toContain('X-CALEV-STATUS:future\r\n');
    expect(text).toContain('X-CALEV-DATE-UTC:20991201T090000Z\r\n');
    const listed = await run(
      [
        'events',
        'list',
        '--status',
        'future',
        '--start-date',
        '2099-01-01',
        '--end-date',
        '2100-01-01',
        '--format',
        'ics',
      ],
      {
        env,
      },
    );
    expect(listed.stdout).toContain('X-CALEV-STATUS:future\r\n');
    expect(listed.stdout).toContain('X-CALEV-DATE-UTC:20991201T090000Z\r\n');

    const other = { ...env, CALEV_DATA_DIR: join(dir, 'other') };
    for (const summary of ['1 created, 0 updated, 0 skipped', '0 created, 0 updated, 1 skipped']) {
      const res = await run(['events', 'import', exported], { env: other });
      expect([res.code, res.stderr]).toEqual([0, `${exported}: ${summary}, 0 failed\n`]);
    }
    const got = await run(
      [
        'events',
        'list',
        '--status',
        'future',
        '--start-date',
        '2099-01-01',
        '--end-date',
        '2100-01-01',
        '--fields',
        'title,status,date_utc',
      ],
      {
        env: other,
      },
    );
    expect(JSON.parse(got.stdout)).toEqual([
      { title: 'NYE (scheduled)', status: 'future', date_utc: '2099-12-01 09:00:00' },
    ]);
  });

  it('X-CALEV-STATUS:future without its date is imported as a draft, with a note', async () => {
    const path = ics('f.ics', '-//calev//calev//EN', [
      [
        'UID:nye@example.org',
        'DTSTAMP:20260101T000000Z',
        'DTSTART:20991231T210000Z',
        'DTEND:20991231T230000Z',
        'SUMMARY:NYE',
        'X-CALEV-STATUS:future',
      ],
    ]);
    const res = await importFile(path);
    expect(res.code, res.stderr).toBe(0);
    expect(res.results.map((r) => [r.action, r.note])).toEqual([
      ['created', 'X-CALEV-STATUS:future without its date (X-CALEV-DATE-UTC): imported as a draft'],
    ]);
    expect((await stored('events')).map((e) => e.status)).toEqual(['draft']);
  });
});

describe("The Events Calendar's feed: its events' identity is the post id on its host, not the UID's times", () => {
  const feedEvent = (id: number, start: string, end: string, summary: string, extra: string[] = []) => [
    `UID:${id}-${Date.parse(`${start}Z`) / 1000}-${Date.parse(`${end}Z`) / 1000}@events.example.org`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${start.replace(/[-:]/g, '')}Z`,
    `DTEND:${end.replace(/[-:]/g, '')}Z`,
    `SUMMARY:${summary}`,
    `URL:https://events.example.org/event/${summary.toLowerCase().replace(/\W+/g, '-')}/`,
    ...extra,
  ];

  it('an event moved on the site (its UID changes with its times) is moved in the target, not made twice', async () => {
    const one = ics('feed1.ics', TEC, [
      feedEvent(31, '2027-03-07T23:00:00', '2027-03-08T01:30:00', 'Late show'),
      feedEvent(32, '2027-03-09T19:00:00', '2027-03-09T21:00:00', 'Early show'),
    ]);
    expect((await importFile(one)).stderr).toBe(`${one}: 2 created, 0 updated, 0 skipped, 0 failed\n`);
    const two = ics('feed2.ics', TEC, [
      feedEvent(31, '2027-03-07T22:00:00', '2027-03-08T01:30:00', 'Late show'),
      feedEvent(32, '2027-04-20T19:00:00', '2027-04-20T21:00:00', 'Early show'),
    ]);
    const moved = await importFile(two);
    expect([moved.code, moved.stderr]).toEqual([0, `${two}: 0 created, 2 updated, 0 skipped, 0 failed\n`]);
    expect((await stored('events')).map((e) => [e.title, e.start])).toEqual([
      ['Late show', '2027-03-07 22:00:00'],
      ['Early show', '2027-04-20 19:00:00'],
    ]);
    expect((await importFile(two)).stderr).toBe(`${two}: 0 created, 0 updated, 2 skipped, 0 failed\n`);
  });

  it('two sites of one machine (UIDs name the host without its port) are two sites: the same post id of each is an event of its own', async () => {
    for (const port of [8195, 8194]) {
      const feed = ics(`feed-${port}.ics`, TEC, [
        [
          'UID:31-1804460400-1804469400@127.0.0.1',
          'DTSTAMP:20260101T000000Z',
          'DTSTART:20270307T230000Z',
          'DTEND:20270308T013000Z',
          'SUMMARY:Late show',
          `URL:http://127.0.0.1:${port}/event/late-show/`,
        ],
      ]);
      const res = await importFile(feed);
      expect([res.code, res.stderr]).toEqual([0, `${feed}: 1 created, 0 updated, 0 skipped, 0 failed\n`]);
    }
    expect(await stored('events')).toHaveLength(2);
  });

  it('an event an earlier version imported under the slug of the whole UID is found, not made twice', async () => {
    const uid = '31-1804460400-1804469400@events.example.org';
    const tag = createHash('sha1').update(uid).digest('hex').slice(0, 7);
    const made = await run(
      [
        'events',
        'create',
        '--title',
        'Late show',
        '--slug',
        `late-show-${tag}`,
        '--start-date',
        '2027-03-07 23:00',
        '--end-date',
        '2027-03-08 01:30',
        '--timezone',
        'UTC',
      ],
      { env },
    );
    expect(made.code, made.stderr).toBe(0);
    const feed = ics('feed.ics', TEC, [feedEvent(31, '2027-03-07T23:00:00', '2027-03-08T01:30:00', 'Late show')]);
    const res = await importFile(feed);
    expect([res.code, res.stderr]).toEqual([0, `${feed}: 0 created, 0 updated, 1 skipped, 0 failed\n`]);
  });

  it('LOCATION, the venue’s name and address on one line, links the target’s venue of that name and address', async () => {
    for (const args of [
      ['--venue', 'Town Hall', '--city', 'Springfield', '--country', 'United States', '--description', 'Springfield'],
      [
        '--venue',
        'Town Hall',
        '--address',
        "Place de l'Hôtel de Ville",
        '--city',
        'Paris',
        '--zip',
        '75004',
        '--country',
        'France',
        '--description',
        'Paris',
      ],
    ]) {
      const made = await run(['venues', 'create', ...args, '--format', 'ids'], { env });
      expect(made.code, made.stderr).toBe(0);
    }
    const feed = ics('feed.ics', TEC, [
      feedEvent(31, '2027-03-07T19:00:00', '2027-03-07T21:00:00', 'In Paris', [
        'LOCATION:Town Hall\\, Place de l’Hôtel de Ville\\, Paris\\, 75004\\, France',
      ]),
      feedEvent(32, '2027-03-08T19:00:00', '2027-03-08T21:00:00', 'Elsewhere', [
        'LOCATION:Town Hall\\, Main Street\\, Shelbyville',
      ]),
    ]);
    const res = await importFile(feed);
    expect([res.code, res.stderr]).toEqual([0, `${feed}: 2 created, 0 updated, 0 skipped, 0 failed\n`]);
    const venues = await stored('venues');
    expect(venues.map((v) => [v.name, v.city])).toEqual([
      ['Town Hall', 'Springfield'],
      ['Town Hall', 'Paris'],
      ['Town Hall, Main Street, Shelbyville', ''],
    ]);
    // the rows are written four at a time: either may be made first
    expect((await stored('events')).map((e) => [e.title, e.venue])).toEqual(
      expect.arrayContaining([
        ['In Paris', venues[1].id],
        ['Elsewhere', venues[2].id],
      ]),
    );
    expect(await stored('events')).toHaveLength(2);
    expect((await importFile(feed)).stderr).toBe(`${feed}: 0 created, 0 updated, 2 skipped, 0 failed\n`);
  });
});

describe("The Events Calendar's feed imported into the site it came from", () => {
  let server: TestServer;
  let site: Record<string, string>;
  beforeEach(async () => {
    server = await startTestServer();
    site = {
      CALEV_URL: server.base,
      CALEV_USER: 'admin',
      CALEV_PASSWORD: USERS.admin,
      XDG_CONFIG_HOME: join(dir, 'config'),
    };
  });
  afterEach(() => server.stop());

  it('finds each event itself by its id and page (moved since too) and leaves it as it is; a feed of another site is imported', async () => {
    const views: Array<Record<string, unknown>> = [];
    for (const [title, start, end] of [
      ['Market day', '2027-05-01 10:00', '2027-05-01 16:00'],
      ['Late show', '2027-05-02 22:00', '2027-05-03 01:30'],
    ]) {
      const made = await run(
        [
          'events',
          'create',
          '--title',
          title,
          '--start-date',
          start,
          '--end-date',
          end,
          '--timezone',
          'UTC',
          '--format',
          'json',
        ],
        { env: site },
      );
      expect(made.code, made.stderr).toBe(0);
      views.push(JSON.parse(made.stdout) as Record<string, unknown>);
    }
    const host = new URL(server.base).hostname;
    // as the plugin writes them: its UIDs carry the times the feed was written with (the late
    // show was moved on the site since), its description is plain text, its URLs the pages
    const vevent = (v: Record<string, unknown>, start: string, end: string) => [
      `UID:${Number(v.id)}-${Date.parse(`${start}Z`) / 1000}-${Date.parse(`${end}Z`) / 1000}@${host}`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART:${start.replace(/[-:]/g, '')}Z`,
      `DTEND:${end.replace(/[-:]/g, '')}Z`,
      `SUMMARY:${String(v.title)}`,
      'DESCRIPTION:Shown as plain text',
      `URL:${String(v.url)}`,
    ];
    const own = ics('own.ics', TEC, [
      vevent(views[0], '2027-05-01T10:00:00', '2027-05-01T16:00:00'),
      vevent(views[1], '2027-05-02T23:00:00', '2027-05-03T01:30:00'),
    ]);
    for (const flags of [['--dry-run'], []]) {
      const res = await run(['events', 'import', own, '--format', 'ndjson', ...flags], { env: site });
      expect(res.code, res.stderr).toBe(0);
      const results = res.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(results.map((r) => [r.action, r.id, r.note])).toEqual(
        views.map((v) => [
          flags.length ? 'skip' : 'skipped',
          v.id,
          `event ${Number(v.id)} of this site, whose own feed this is: left as it is`,
        ]),
      );
    }
    const listed = await run(
      [
        'events',
        'list',
        '--start-date',
        '2027-05-01',
        '--end-date',
        '2027-05-04',
        '--fields',
        'id,start_date,description',
      ],
      { env: site },
    );
    expect(JSON.parse(listed.stdout)).toEqual([
      { id: views[0].id, start_date: '2027-05-01 10:00:00', description: '' },
      { id: views[1].id, start_date: '2027-05-02 22:00:00', description: '' },
    ]);

    // the same ids on another site (its pages elsewhere): events of their own
    const other = readFileSync(own, 'utf8').replaceAll(server.base, 'http://elsewhere.example');
    const path = join(dir, 'other.ics');
    writeFileSync(path, other);
    const res = await run(['events', 'import', path], { env: site });
    expect([res.code, res.stderr]).toEqual([0, `${path}: 2 created, 0 updated, 0 skipped, 0 failed\n`]);
  });
});
