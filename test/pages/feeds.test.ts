// iCalendar feeds over HTTP, every one parsed with ical.js: what the plugin writes (headers,
// calendar properties, 30 events, the month grid, protected events), and what calev adds (limit,
// windows, stable UIDs shared with `calev events export`, folding, refresh hints, validators and
// 304, HEAD, gzip, --public-url).
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_DEFAULT_COUNT } from '../../src/pages/feeds.js';
import { removeDir, run, tempDir } from '../cli/harness.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { create, get, parseCalendar, startCalendar, YEAR, type Calendar } from './support.js';

let cal: Calendar;
let srv: TestServer;

beforeAll(async () => {
  cal = await startCalendar();
  srv = cal.srv;
});
afterAll(async () => srv.stop());

async function feed(path: string, headers: Record<string, string> = {}) {
  const res = await get(srv, path, headers);
  const text = await res.text();
  return { res, text, ...parseCalendar(text) };
}

const uids = (events: Array<{ uid: string }>) => events.map((e) => e.uid);

describe('GET /events/?ical=1 (the list feed)', () => {
  it('is text/calendar with a download file name, the plugin’s calendar properties and calev’s refresh hints', async () => {
    const { res, calendar, text } = await feed('/events/?ical=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=UTF-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="calev-[0-9a-f]{11}\.ics"$/);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('calev');
    expect(calendar.getFirstPropertyValue('x-wr-caldesc')).toBe('Events for calev');
    expect(calendar.getFirstPropertyValue('x-original-url')).toBe(`${srv.base}/events/`);
    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(calendar.getFirstPropertyValue('x-published-ttl')).toBe('PT1H');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
  });

  it('holds the upcoming published, listed events only: no draft, private, hidden or past one', async () => {
    const { events } = await feed('/events/?ical=1');
    const host = new URL(srv.base).hostname;
    expect(uids(events)).toEqual(
      ['jazz-night', 'summer-festival', 'members-evening', 'stored-script'].map((s) => `${s}@${host}`),
    );
  });

  it('has one VTIMEZONE per zone used, and times that are the API’s instants', async () => {
    const { calendar, events } = await feed('/events/?ical=1');
    const zones = calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'));
    expect(zones).toEqual(['America/New_York']);
    const jazz = events.find((e) => e.uid.startsWith('jazz-night@'))!;
    const api = (await srv.call('GET', `/events/${cal.ids['jazz-night']}`)).json;
    expect(jazz.startDate.toJSDate().toISOString()).toBe(`${api.utc_start_date.replace(' ', 'T')}.000Z`);
    expect(jazz.location).toBe('Blue Room, 1 Main St, Boston, United States');
    expect(jazz.description).toBe('Three sets, one long night.');
    expect(jazz.component.getFirstPropertyValue('categories')).toBe('Music');
    const festival = events.find((e) => e.uid.startsWith('summer-festival@'))!;
    expect(festival.startDate.isDate).toBe(true);
    expect(festival.startDate.toString()).toBe(`${YEAR}-07-12`);
    expect(festival.endDate.toString()).toBe(`${YEAR}-07-15`);
  });

  it('masks a protected event as the API masks it: "Content is protected.", no venue', async () => {
    const { events } = await feed('/events/?ical=1');
    const locked = events.find((e) => e.uid.startsWith('members-evening@'))!;
    expect(locked.summary).toBe('Members Evening');
    expect(locked.description).toBe('Content is protected.');
    expect(locked.location).toBeNull();
  });

  it('/events.ics, /events/ical/ and ?outlook-ical=1 give the same events; the Outlook one has no X-WR-CALNAME', async () => {
    const list = uids((await feed('/events/?ical=1')).events);
    expect(uids((await feed('/events.ics')).events)).toEqual(list);
    expect(uids((await feed('/events/ical/')).events)).toEqual(list);
    const outlook = await feed('/events/?outlook-ical=1');
    expect(uids(outlook.events)).toEqual(list);
    expect(outlook.calendar.getFirstPropertyValue('x-wr-calname')).toBeNull();
  });

  it('folds long lines at 75 octets and escapes text, so the stored title comes back whole', async () => {
    const { text, events } = await feed('/events/?ical=1');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const stored = events.find((e) => e.uid.startsWith('stored-script@'))!;
    expect(stored.summary).toBe('<script>window.__stored = 1</script><img src=x onerror="window.__stored = 2">');
  });
});

describe('counts and windows', () => {
  let many: TestServer;
  beforeAll(async () => {
    many = await startTestServer();
    for (let i = 1; i <= 40; i++) {
      const day = String(1 + (i % 28)).padStart(2, '0');
      await create(many, '/events', {
        title: `Class ${i}`,
        start_date: `${YEAR}-03-${day} ${String(8 + (i % 10)).padStart(2, '0')}:00:00`,
        end_date: `${YEAR}-03-${day} ${String(9 + (i % 10)).padStart(2, '0')}:00:00`,
      });
    }
    await create(many, '/events', {
      title: 'April talk',
      start_date: `${YEAR}-04-10 10:00:00`,
      end_date: `${YEAR}-04-10 11:00:00`,
    });
    await create(many, '/events', {
      title: 'Past talk',
      start_date: '2021-04-10 10:00:00',
      end_date: '2021-04-10 11:00:00',
    });
  });
  afterAll(async () => many.stop());

  const count = async (path: string) => {
    const res = await fetch(`${many.base}${path}`);
    expect(res.status).toBe(200);
    return parseCalendar(await res.text()).events;
  };

  it(`a list feed carries ${FEED_DEFAULT_COUNT} events, the soonest first, as the plugin's does`, async () => {
    const events = await count('/events/?ical=1');
    expect(events).toHaveLength(30);
    const starts = events.map((e) => e.startDate.toJSDate().getTime());
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });

  it('?limit=N sets the count (up to 1,000)', async () => {
    expect(await count('/events/?ical=1&limit=5')).toHaveLength(5);
    expect(await count('/events/?ical=1&limit=1000')).toHaveLength(41);
  });

  it.each(['0', '1001', 'ten', '-3'])('?limit=%s is 400 with a plain-text reason', async (limit) => {
    const res = await fetch(`${many.base}/events/?ical=1&limit=${limit}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    expect(await res.text()).toBe('limit takes a whole number from 1 to 1000.\n');
  });

  it('start_date and end_date window a list feed (whole days, past ones too), as `events list` windows the API', async () => {
    const april = await count(`/events/?ical=1&start_date=${YEAR}-04-01&end_date=${YEAR}-04-30`);
    expect(april.map((e) => e.summary)).toEqual(['April talk']);
    const past = await count('/events/?ical=1&start_date=2021-01-01&end_date=2021-12-31');
    expect(past.map((e) => e.summary)).toEqual(['Past talk']);
    const res = await fetch(`${many.base}/events/?ical=1&start_date=someday`);
    expect(res.status).toBe(400);
  });

  it('an end_date before the start_date is 400 with a plain-text reason; the same day is a one-day window', async () => {
    const res = await fetch(`${many.base}/events/?ical=1&start_date=2027-01-01&end_date=2026-01-01`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    expect(await res.text()).toBe('end_date (2026-01-01) is before start_date (2027-01-01).\n');
    const oneDay = await count('/events/?ical=1&start_date=2021-04-10&end_date=2021-04-10');
    expect(oneDay.map((e) => e.summary)).toEqual(['Past talk']);
  });

  it('the month feed holds every event of the month grid, not 30', async () => {
    const march = await count(`/events/month/${YEAR}-03/?ical=1`);
    expect(march).toHaveLength(40);
    const viaParam = await count(`/events/month/?ical=1&tribe-bar-date=${YEAR}-03`);
    expect(viaParam).toHaveLength(40);
  });

  it('a day feed holds the events of that day', async () => {
    const day = await count(`/events/${YEAR}-03-02/ical/`);
    expect(day.length).toBeGreaterThan(0);
    for (const e of day) expect(e.startDate.toString().slice(0, 10)).toBe(`${YEAR}-03-02`);
  });
});

describe('single and scoped feeds', () => {
  it('/event/<slug>/?ical=1 and /event/<slug>/ical/ hold that event only', async () => {
    for (const path of ['/event/jazz-night/?ical=1', '/event/jazz-night/ical/']) {
      const { events } = await feed(path);
      expect(events.map((e) => e.summary)).toEqual(['Jazz Night']);
    }
  });

  it.each(['/event/draft-idea/?ical=1', '/event/private-dinner/?ical=1', '/event/no-such-event/?ical=1'])(
    '%s is 404',
    async (path) => {
      expect((await get(srv, path)).status).toBe(404);
    },
  );

  it('category, tag, venue and organizer feeds hold their own events', async () => {
    const titles = async (path: string) => (await feed(path)).events.map((e) => e.summary);
    expect(await titles('/events/category/music/?ical=1')).toEqual(['Jazz Night', 'Summer Festival']);
    expect(await titles('/events/tag/jazz/?ical=1')).toEqual(['Jazz Night']);
    expect(await titles('/tag/jazz/?ical=1')).toEqual(['Jazz Night']);
    expect(await titles('/venue/blue-room/?ical=1')).toEqual(['Jazz Night']);
    expect(await titles('/organizer/jazz-society/?ical=1')).toEqual(['Jazz Night']);
    const { calendar } = await feed('/events/category/music/?ical=1');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('calev – Events in Music');
  });
});

describe('UIDs', () => {
  it('stay the same when an event is moved, and match `calev events export --format ics`', async () => {
    const before = (await feed('/events/?ical=1')).events.find((e) => e.summary === 'Jazz Night')!;
    const dir = tempDir('calev-feed-export-');
    try {
      const out = `${dir}/export.ics`;
      const res = await run(
        [
          'events',
          'export',
          '--start-date',
          `${YEAR}-01-01`,
          '--end-date',
          `${YEAR}-12-31`,
          '--output',
          out,
          '--url',
          srv.base,
          '--user',
          'admin',
        ],
        { env: { CALEV_PASSWORD: 'admin-pass', XDG_CONFIG_HOME: `${dir}/config` } },
      );
      expect(res.code).toBe(0);
      const { readFileSync } = await import('node:fs');
      const exported = parseCalendar(readFileSync(out, 'utf8')).events.find((e) => e.summary === 'Jazz Night')!;
      expect(exported.uid).toBe(before.uid);
    } finally {
      removeDir(dir);
    }
    await srv.call('POST', `/events/${cal.ids['jazz-night']}`, {
      as: 'admin',
      json: { start_date: `${YEAR}-07-11 20:00:00`, end_date: `${YEAR}-07-11 23:00:00` },
    });
    const after = (await feed('/events/?ical=1')).events.find((e) => e.summary === 'Jazz Night')!;
    expect(after.uid).toBe(before.uid);
    expect(after.startDate.toJSDate().getTime() - before.startDate.toJSDate().getTime()).toBe(3_600_000);
  });
});

describe('conditional GET, HEAD and gzip', () => {
  it('a conditional GET with the ETag is 304 with no body; a change gives a new ETag', async () => {
    // the test before changed the feed: in the second of that change, Last-Modified cannot tell
    // the two texts apart (delivery.test.ts), so this one starts in a later second
    await new Promise((resolve) => setTimeout(resolve, 1_020 - (Date.now() % 1_000)));
    const first = await get(srv, '/events/?ical=1');
    await first.text();
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    const lastModified = first.headers.get('last-modified')!;
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);
    const again = await get(srv, '/events/?ical=1', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const since = await get(srv, '/events/?ical=1', { 'if-modified-since': lastModified });
    expect(since.status).toBe(304);
    await create(srv, '/events', {
      title: 'Late addition',
      start_date: `${YEAR}-08-01 10:00:00`,
      end_date: `${YEAR}-08-01 11:00:00`,
    });
    const changed = await get(srv, '/events/?ical=1', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toContain('SUMMARY:Late addition');
  });

  it('HEAD answers the GET’s headers, Content-Length included, without a body', async () => {
    // identity: fetch asks for gzip by default and unzips what it gets
    const identity = { 'accept-encoding': 'identity' };
    const getRes = await get(srv, '/events/?ical=1', identity);
    const body = Buffer.from(await getRes.arrayBuffer());
    const head = await fetch(`${srv.base}/events/?ical=1`, { method: 'HEAD', headers: identity });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(body.length));
    expect(head.headers.get('etag')).toBe(getRes.headers.get('etag'));
    expect(await head.text()).toBe('');
  });

  it('gzip when the client accepts it, the same calendar once unzipped', async () => {
    const plain = await (await get(srv, '/events/?ical=1')).text();
    const res = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      // fetch would unzip on its own: node:http shows the bytes as sent
      void import('node:http').then(({ get: httpGet }) =>
        httpGet(`${srv.base}/events/?ical=1`, { headers: { 'accept-encoding': 'gzip' } }, (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => resolve({ headers: r.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject),
      );
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(res.body).toString('utf8')).toBe(plain);
  });
});

describe('calev serve --public-url', () => {
  it('puts the public address in feeds (URLs, UIDs) and in the API', async () => {
    const pub = await startTestServer({ publicUrl: 'https://events.example.org/calendar/' });
    try {
      await create(pub, '/events', {
        title: 'Proxy party',
        start_date: `${YEAR}-05-01 20:00:00`,
        end_date: `${YEAR}-05-01 23:00:00`,
      });
      expect(pub.server.publicUrl).toBe('https://events.example.org/calendar');
      const res = await fetch(`${pub.base}/events/?ical=1`);
      const { calendar, events } = parseCalendar(await res.text());
      expect(calendar.getFirstPropertyValue('x-original-url')).toBe('https://events.example.org/calendar/events/');
      expect(events[0].uid).toBe('proxy-party@events.example.org');
      expect(events[0].component.getFirstPropertyValue('url')).toBe(
        'https://events.example.org/calendar/event/proxy-party/',
      );
      const api = await pub.call('GET', '/events');
      expect(api.json.events[0].url).toBe('https://events.example.org/calendar/event/proxy-party/');
    } finally {
      await pub.stop();
    }
  });

  it.each(['ftp://x.example', 'not a url', 'https://x.example/?a=1'])('--public-url %s is refused', async (url) => {
    await expect(startTestServer({ publicUrl: url })).rejects.toThrow(/--public-url/);
  });
});

describe('recurring series in feeds (API.md §7.1)', () => {
  let series: TestServer;
  let master: any;
  // Mondays of YEAR: the first of March, two weeks on, and the first of April
  const monday = (month: number, weeks = 0) => {
    const d = new Date(Date.UTC(YEAR, month - 1, 1));
    d.setUTCDate(1 + ((8 - d.getUTCDay()) % 7) + 7 * weeks);
    return d.toISOString().slice(0, 10);
  };
  const [first, third, april] = [monday(3), monday(3, 2), monday(4)];
  beforeAll(async () => {
    series = await startTestServer();
    master = await create(series, '/events', {
      title: 'Weekly Standup',
      slug: 'weekly-standup',
      start_date: `${first} 09:30:00`,
      end_date: `${first} 09:45:00`,
      timezone: 'Europe/Berlin',
      recurrence: `RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=${YEAR}0601T000000Z`,
    });
    const occurrences = (await series.call('GET', `/events?post_parent=${master.id}&per_page=50`)).json.events;
    const edited = occurrences.find((o: any) => o.start_date.startsWith(third));
    await series.call('POST', `/events/${edited.id}`, { as: 'admin', json: { title: 'Standup (long one)' } });
  });
  afterAll(async () => series.stop());

  const feedOf = async (path: string) => parseCalendar(await (await get(series, path)).text());

  it('a list feed carries the series once, as its master with the rule, plus the occurrence edited on its own', async () => {
    const { events } = await feedOf(`/events/?ical=1&start_date=${YEAR}-04-01&limit=1000`);
    const host = new URL(series.base).hostname;
    expect(events.map((e) => e.uid)).toEqual([`weekly-standup@${host}`, `weekly-standup@${host}`]);
    const [rule, edited] = events;
    expect(rule.isRecurring()).toBe(true);
    expect(rule.component.getFirstPropertyValue('rrule')?.toString()).toMatch(/^FREQ=WEEKLY;.*BYDAY=MO/);
    expect(rule.startDate.toString()).toBe(`${first}T09:30:00`);
    expect(edited.isRecurrenceException()).toBe(true);
    expect(edited.summary).toBe('Standup (long one)');
    expect(edited.recurrenceId.toString()).toBe(`${third}T09:30:00`);
  });

  it('the feed of one occurrence is that occurrence alone; the master’s is the series', async () => {
    const occurrence = await feedOf(`/event/weekly-standup-${april}/?ical=1`);
    expect(occurrence.events).toHaveLength(1);
    expect(occurrence.events[0].isRecurring()).toBe(false);
    expect(occurrence.events[0].startDate.toString()).toBe(`${april}T09:30:00`);
    const whole = await feedOf('/event/weekly-standup/?ical=1');
    expect(whole.events.map((e) => e.isRecurring())).toEqual([true, false]);
    expect(whole.events[1].isRecurrenceException()).toBe(true);
  });

  it('an occurrence’s address (its master’s with its date, as its url says) is its page and its feed', async () => {
    const may = monday(5);
    const occurrence = (await series.call('GET', `/events?post_parent=${master.id}&start_date=${may}&per_page=1`)).json
      .events[0];
    expect(occurrence.url).toBe(`${series.base}/event/weekly-standup/${may}/`);
    const list = await (await get(series, `/events/?tribe-bar-date=${may}`)).text();
    expect(list).toContain(`href="${occurrence.url}"`);
    const page = await get(series, `/event/weekly-standup/${may}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Weekly Standup</h1>');
    const { events } = await feedOf(`/event/weekly-standup/${may}/?ical=1`);
    expect(events.map((e) => [e.isRecurring(), e.startDate.toString()])).toEqual([[false, `${may}T09:30:00`]]);
    // the first date is the master's own; a day the series has not, or not a day, is no page
    expect((await get(series, `/event/weekly-standup/${first}/`)).status).toBe(200);
    for (const path of [
      `/event/weekly-standup/${YEAR + 5}-01-05/`,
      '/event/weekly-standup/soon/',
      `/event/weekly-standup/${may}/x/`,
    ])
      expect([path, (await get(series, path)).status]).toEqual([path, 404]);
  });

  it('an occurrence made a draft or private on its own is excluded from the rule (EXDATE), as a trashed one is', async () => {
    const second = monday(3, 1);
    // the series' feed as the server keeps it before the change
    expect((await feedOf('/event/weekly-standup/?ical=1')).events).toHaveLength(2);
    const occurrences = (await series.call('GET', `/events?post_parent=${master.id}&per_page=50`)).json.events;
    const on = (day: string) => occurrences.find((o: any) => o.start_date.startsWith(day)).id;
    await series.call('POST', `/events/${on(second)}`, { as: 'admin', json: { status: 'draft' } });
    await series.call('POST', `/events/${on(april)}`, { as: 'admin', json: { status: 'private' } });
    for (const path of ['/event/weekly-standup/?ical=1', `/events/?ical=1&start_date=${YEAR}-03-01&limit=1000`]) {
      const { events } = await feedOf(path);
      const rule = events.find((e) => e.isRecurring())!;
      const days: string[] = [];
      const it = rule.iterator();
      for (let next = it.next(); next && days.length < 20; next = it.next()) days.push(next.toString().slice(0, 10));
      expect(days).toContain(first);
      expect(days).toContain(third);
      expect(days).not.toContain(second);
      expect(days).not.toContain(april);
    }
  });

  it('after a change of the series’ time, an occurrence edited on its own is one instance, not two', async () => {
    const [june, later] = [monday(6), monday(6, 1)];
    const club = await create(series, '/events', {
      title: 'Club',
      slug: 'club',
      start_date: `${june} 19:00:00`,
      end_date: `${june} 21:00:00`,
      timezone: 'Europe/Paris',
      recurrence: 'FREQ=WEEKLY;COUNT=3',
    });
    const occurrences = (await series.call('GET', `/events?post_parent=${club.id}&per_page=50`)).json.events;
    const edited = occurrences.find((o: any) => o.start_date.startsWith(later));
    await series.call('POST', `/events/${edited.id}`, { as: 'admin', json: { title: 'Special' } });
    await series.call('POST', `/events/${club.id}`, {
      as: 'admin',
      json: { start_date: `${june} 20:00:00`, end_date: `${june} 22:00:00` },
    });
    const { events } = await feedOf('/event/club/?ical=1');
    const rule = events.find((e) => e.isRecurring())!;
    for (const e of events) if (e.isRecurrenceException()) rule.relateException(e.component);
    const instances: string[] = [];
    const it = rule.iterator();
    for (let next = it.next(); next && instances.length < 10; next = it.next()) {
      const d = rule.getOccurrenceDetails(next);
      instances.push(`${d.item.summary} ${d.startDate.toString()}`);
    }
    expect(instances.filter((i) => i.includes(later))).toEqual([`Special ${later}T19:00:00`]);
    expect(instances).toHaveLength(3);
  });
});
