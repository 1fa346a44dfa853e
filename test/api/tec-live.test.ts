// The client against the exchanges recorded on a live WordPress + The Events Calendar 6.17.2 site
// (test/fixtures/tec-live/): each quirk in src/api/tec-site.ts replayed through the real CLI.
// Without the quirk's handling each test gets the recorded error answer, or sends what it shows
// to be harmful.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import { mockSite, queryOf, run, scriptedPrompter, type Recorded } from '../cli/harness.js';
import { quirksFor, renderedText } from '../../src/api/tec-site.js';
import { wordpressSlug } from '../../src/api/wordpress-slug.js';
import { NS, SITE, notRecorded, recording, replaySite, type Exchange } from './tec-live.js';
import { openClient } from '../../src/api/target.js';
import { searchPosts } from '../../src/cli/interactive/lookups.js';

const env = {
  CALEV_URL: SITE,
  CALEV_NAMESPACE: 'tribe/events/v1',
  CALEV_USER: 'admin',
  CALEV_PASSWORD: 'app pass',
  // the recordings come from a test site on plain http, off this machine: calev must be told that is fine
  CALEV_ALLOW_HTTP: '1',
  XDG_CONFIG_HOME: '/nonexistent-calev-config',
  NO_COLOR: '1',
};

let site: ReturnType<typeof replaySite> | undefined;
afterEach(async () => {
  await site?.agent.close();
  site = undefined;
});

const calev = (...argv: string[]) => run(argv, { env, agent: site!.agent });
const bodyOf = (req: Recorded) => JSON.parse(req.body ?? '{}') as Record<string, unknown>;
const writes = () => site!.requests.filter((r) => r.method !== 'GET');

describe('partial-update-resets.json: an update resets what it is not sent', () => {
  const [created, renamed] = recording('partial-update-resets.json');

  it('events update 29 --title sends back the stored values of the reset fields, not the rendered text', async () => {
    site = replaySite([], (req) => (req.method === 'GET' ? created.response : renamed.response));
    const res = await calev('events', 'update', '29', '--title', 'Full event, renamed', '--format', 'ids');
    expect(res.stderr).toBe('');
    expect(res.stdout).toBe('29\n');
    expect(site.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${NS}/events/29`, `PUT ${NS}/events/29`]);
    // `cost` "12" is shown as "$12"; the website is the event's own; "Desc" is shown as "<p>Desc</p>".
    expect(bodyOf(site.requests[1])).toEqual({
      title: 'Full event, renamed',
      status: 'publish',
      date_utc: '2026-11-25 02:19:32',
      all_day: false,
      timezone: 'America/New_York',
      cost: '12',
      website: 'https://example.org/full',
      show_map: true,
      show_map_link: true,
      hide_from_listings: true,
      sticky: true,
      featured: true,
      organizer: [28],
    });
  });
});

describe('partial-update-resets-status-image-all-day.json', () => {
  const exchanges = recording('partial-update-resets-status-image-all-day.json');
  const draft = exchanges[0].response;
  const scheduled = exchanges[2].response;

  it('a draft all-day event with an image stays a draft, all day, with its image', async () => {
    site = replaySite([], (req) => (req.method === 'GET' ? draft : exchanges[1].response));
    await calev('events', 'update', '30', '--title', 'Draft all-day, renamed');
    expect(bodyOf(writes()[0])).toMatchObject({
      status: 'draft',
      all_day: true,
      image: '14',
      timezone: 'Europe/Paris',
    });
  });

  it('a scheduled event stays scheduled: its status and publication date go back', async () => {
    site = replaySite([], (req) => (req.method === 'GET' ? scheduled : exchanges[3].response));
    await calev('events', 'update', '33', '--title', 'Scheduled, renamed');
    expect(bodyOf(writes()[0])).toMatchObject({ status: 'future', date_utc: '2027-05-01 10:00:00' });
  });
});

describe('partial-update-resets-publication-date.json', () => {
  const [created, renamed, dated, draft, draftRenamed] = recording('partial-update-resets-publication-date.json');
  // The site's rule, as recorded: an update without the date moves it to the time of the update.
  const rule = (req: Recorded, body: Record<string, unknown>): Exchange['response'] =>
    req.method === 'GET'
      ? created.response
      : body.date_utc === '2025-06-01 09:00:00'
        ? dated.response
        : renamed.response;

  it('the recording: an update with only a title moved the date to its own time; sent back, the date stayed', () => {
    expect(created.response.body).toMatchObject({ status: 'publish', date: '2025-06-01 09:00:00' });
    expect((renamed.response.body as { date: string }).date).not.toBe('2025-06-01 09:00:00');
    expect(dated.response.body).toMatchObject({ date: '2025-06-01 09:00:00', date_utc: '2025-06-01 09:00:00' });
  });

  it('events update --title of a published event sends its publication date back in UTC, so it is kept', async () => {
    site = replaySite([], rule);
    const res = await calev('events', 'update', '4', '--title', 'Published in June, renamed again', '--format', 'json');
    expect(res.stderr).toBe('');
    const sent = bodyOf(writes()[0]);
    expect(sent).toMatchObject({ status: 'publish', date_utc: '2025-06-01 09:00:00' });
    // the site-time date would be read in the site's timezone of now, which may not be the one it was written in
    expect(sent).not.toHaveProperty('date');
    expect(JSON.parse(res.stdout)).toMatchObject({ date: '2025-06-01 09:00:00' });
  });

  it('a date given with the update is sent instead, in site time or in UTC', async () => {
    site = replaySite([], rule);
    await calev('events', 'update', '4', '--date', '2025-07-01 08:00:00');
    await calev('events', 'update', '4', '--date-utc', '2025-07-01 06:00:00');
    expect(bodyOf(writes()[0])).toMatchObject({ date: '2025-07-01 08:00:00' });
    expect(bodyOf(writes()[0])).not.toHaveProperty('date_utc');
    expect(bodyOf(writes()[1])).toMatchObject({ date_utc: '2025-07-01 06:00:00' });
    expect(bodyOf(writes()[1])).not.toHaveProperty('date');
  });

  it("a draft's date floats (the time of its last save): it is not sent back, so it is not fixed", async () => {
    expect(draft.response.body).toMatchObject({ status: 'draft', date_utc: '0000-00-00 00:00:00' });
    site = replaySite([], (req) => (req.method === 'GET' ? draft.response : draftRenamed.response));
    await calev('events', 'update', '7', '--title', 'A draft, renamed');
    const sent = bodyOf(writes()[0]);
    expect(sent).toMatchObject({ status: 'draft' });
    expect(sent).not.toHaveProperty('date');
    expect(sent).not.toHaveProperty('date_utc');
  });
});

describe('venue-unlinked-through-wordpress-meta.json, venue-meta-not-exposed.json', () => {
  const exchanges = recording('venue-unlinked-through-wordpress-meta.json');
  const [created, keptEmpty, keptZero, keptList, unlinked, unlinkedView] = exchanges;
  const [ignored] = recording('venue-meta-not-exposed.json');
  const WP = '/wp-json/wp/v2/tribe_events/19';
  // The site's rule, as recorded: its own updates keep the venue; the WordPress meta write unlinks it.
  const rule =
    (meta: Exchange) =>
    (req: Recorded): Exchange['response'] => {
      const done = site!.requests.some((r) => r.path.startsWith(WP)) && meta === unlinked;
      if (req.path.startsWith(WP)) return meta.response;
      if (req.method === 'GET') return done ? unlinkedView.response : { ...created.response, status: 200 };
      return keptEmpty.response;
    };

  it('the recording: "", 0 and [] keep the venue; the meta write unlinks it and nothing else changes', () => {
    for (const x of [keptEmpty, keptZero, keptList])
      expect((x.response.body as { venue: { id: number } }).venue.id).toBe(15);
    expect(unlinked.response.body).toEqual({ id: 19, meta: { _EventVenueID: [] } });
    const {
      venue: _v,
      modified: _m,
      modified_utc: _mu,
      organizer: _o,
      ...before
    } = created.response.body as Record<string, unknown>;
    const after = unlinkedView.response.body as Record<string, unknown>;
    expect(after.venue).toEqual([]);
    expect(after).toMatchObject({ ...before, date: '2025-06-01 09:00:00', cost: '$15', timezone: 'Europe/Paris' });
    expect(ignored.response.body).toEqual({ id: 19, meta: [] });
  });

  it.each([[''], ['0'], ['[]']])(
    'events update --venue %j unlinks it through the meta, then reads the event again',
    async (value) => {
      site = replaySite([], rule(unlinked));
      const res = await calev('events', 'update', '19', '--venue', value, '--format', 'json');
      expect(res.stderr).toBe('');
      expect(res.code).toBe(0);
      expect(site.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toEqual([
        `GET ${NS}/events/19`,
        `PUT ${NS}/events/19`,
        `POST ${WP}`,
        `GET ${NS}/events/19`,
      ]);
      // the plugin's own update is not sent a venue it would only keep
      expect(bodyOf(site.requests[1])).not.toHaveProperty('venue');
      expect(JSON.parse(res.stdout)).toMatchObject({ id: 19, venue: [], date: '2025-06-01 09:00:00', cost: '$15' });
    },
  );

  it('an event without a venue: nothing more is sent', async () => {
    site = replaySite([], (req) => (req.method === 'GET' ? unlinkedView.response : unlinkedView.response));
    const res = await calev('events', 'update', '19', '--venue', '', '--format', 'ids');
    expect(res.code).toBe(0);
    expect(site.requests.map((r) => r.method)).toEqual(['GET', 'PUT']);
  });

  it('a site whose WordPress API does not offer the meta: the update is done, the venue stays, and calev says so (exit 1)', async () => {
    site = replaySite([], rule(ignored));
    const res = await calev('events', 'update', '19', '--venue', '', '--title', 'Unlink me, renamed');
    expect(res.code).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toBe(
      "error: event 19: updated, but its venue Unlink Hall (15) is still linked: The Events Calendar's API cannot unlink a venue, and this site's WordPress API does not offer the event's venue (_EventVenueID)\n" +
        'hint: link another venue with --venue ID, or remove this one in WordPress\n',
    );
  });
});

describe('zoned-dates-read-as-wall-clocks.json', () => {
  const exchanges = recording('zoned-dates-read-as-wall-clocks.json');
  const [, index, zulu, offset, stamp, wall, zuluParis, wallParis] = exchanges;
  const view = (x: Exchange) => x.response.body as { start_date: string; utc_start_date: string };

  it('the recording: a zone after the time is dropped and a timestamp read as UTC; a plain wall clock is kept', () => {
    expect(index.response.body).toMatchObject({ timezone_string: 'America/New_York', gmt_offset: -5 });
    // 15:00Z, 14:00Z and 17:00Z, stored as 15:00, 15:00 and 17:00 in New York
    expect([zulu, offset, stamp].map((x) => view(x).start_date)).toEqual([
      '2030-01-01 15:00:00',
      '2030-01-01 15:00:00',
      '2030-01-01 17:00:00',
    ]);
    expect(view(wall).utc_start_date).toBe('2030-01-01 15:00:00');
    expect(view(zuluParis).start_date).toBe('2030-01-01 15:00:00');
    expect(view(wallParis).utc_start_date).toBe('2030-01-01 15:00:00');
  });

  it.each([
    ['2030-01-01T15:00:00Z', '2030-01-01T17:00:00Z'],
    ['2030-01-01 16:00:00+01:00', '2030-01-01 18:00:00+01:00'],
    ['1893510000', '@1893517200'],
  ])(
    'events create --start-date %s: sent as the wall clock of the site timezone, read from its index once',
    async (start, end) => {
      site = replaySite(exchanges, notRecorded);
      const res = await calev(
        'events',
        'create',
        '--title',
        'Wall',
        '--start-date',
        start,
        '--end-date',
        end,
        '--format',
        'json',
      );
      expect(res.stderr).toBe('');
      expect(site.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        'GET /wp-json/?_fields=timezone_string%2Cgmt_offset',
        `POST ${NS}/events`,
      ]);
      expect(JSON.parse(res.stdout)).toMatchObject({
        start_date: '2030-01-01 10:00:00',
        utc_start_date: '2030-01-01 15:00:00',
      });
    },
  );

  it("with --timezone the dates are read in the event's own zone, and the index is not asked", async () => {
    site = replaySite(exchanges, notRecorded);
    const res = await calev(
      ...['events', 'create', '--title', 'Wall in Paris', '--timezone', 'Europe/Paris'],
      ...['--start-date', '2030-01-01T15:00:00Z', '--end-date', '1893517200', '--format', 'json'],
    );
    expect(res.stderr).toBe('');
    expect(site.requests.map((r) => r.method)).toEqual(['POST']);
    expect(JSON.parse(res.stdout)).toMatchObject({ start_date: '2030-01-01 16:00:00', timezone: 'Europe/Paris' });
  });

  it('a plain wall clock goes as it is; the index is read for the site timezone (an offset would change it), once', async () => {
    site = replaySite(exchanges, notRecorded);
    const res = await calev(
      ...[
        'events',
        'create',
        '--title',
        'Wall',
        '--start-date',
        '2030-01-01 10:00:00',
        '--end-date',
        '2030-01-01 12:00:00',
      ],
    );
    expect(res.code).toBe(0);
    expect(site.requests.map((r) => r.method)).toEqual(['GET', 'POST']);
  });
});

describe('one-date-alone-ignored-on-update.json', () => {
  const [created, startAlone, endAlone, both, endBefore, day, dayMoved, dayMovedWhole] = recording(
    'one-date-alone-ignored-on-update.json',
  );
  const dates = (x: Exchange) => {
    const { start_date, end_date } = x.response.body as Record<string, string>;
    return [start_date, end_date];
  };
  // The site's rule, as recorded: one date alone changes nothing; both are stored (an end before
  // the start becomes the start; the recording's dates are full wall clocks or days).
  const rule = (item: Exchange) => (req: Recorded, body: Record<string, unknown>) => {
    const view = item.response.body as Record<string, unknown>;
    if (req.method === 'GET' || !body.start_date || !body.end_date) return { ...item.response, status: 200 };
    const wall = (v: unknown) => (String(v).length === 10 ? `${String(v)} 00:00:00` : String(v));
    const [start, end] = [wall(body.start_date), wall(body.end_date)];
    return { ...item.response, status: 200, body: { ...view, start_date: start, end_date: end < start ? start : end } };
  };

  it('the recording: one date alone changes neither; both change; an end before the start becomes the start', () => {
    expect([created, startAlone, endAlone].map(dates)).toEqual(
      Array(3).fill(['2031-03-01 10:00:00', '2031-03-01 12:00:00']),
    );
    expect(dates(both)).toEqual(['2031-03-01 09:00:00', '2031-03-01 13:00:00']);
    expect(dates(endBefore)).toEqual(['2031-03-02 09:00:00', '2031-03-02 09:00:00']);
    expect(dates(dayMoved)).toEqual(['2031-04-03 00:00:00', '2031-04-03 00:00:00']);
    expect(dates(dayMovedWhole)).toEqual(['2031-04-03 00:00:00', '2031-04-03 23:59:59']);
  });

  it('events update --start-date sends the stored end along, and --end-date the stored start: the date moves', async () => {
    site = replaySite([], rule(created));
    const moved = await calev(
      'events',
      'update',
      '54',
      '--start-date',
      '2031-03-01 09:00:00',
      '--end-date',
      '2031-03-01 13:00:00',
    );
    expect(moved.code).toBe(0);
    const start = await calev('events', 'update', '54', '--start-date', '2031-03-01 11:00:00', '--format', 'json');
    expect(bodyOf(writes()[1])).toMatchObject({ start_date: '2031-03-01 11:00:00', end_date: '2031-03-01 12:00:00' });
    expect(start.stderr).toBe('');
    const end = await calev('events', 'update', '54', '--end-date', '2031-03-01 13:00:00');
    expect(end.stderr).toBe('');
    expect(bodyOf(writes()[2])).toMatchObject({ start_date: '2031-03-01 10:00:00', end_date: '2031-03-01 13:00:00' });
    // a start past the stored end moves the end along, keeping the two hours (src/cli/resource/event-dates.ts)
    await calev('events', 'update', '54', '--start-date', '2031-03-02 09:00:00');
    expect(bodyOf(writes()[3])).toMatchObject({ start_date: '2031-03-02 09:00:00', end_date: '2031-03-02 11:00:00' });
    // given both, both go as given
    expect(bodyOf(writes()[0])).toMatchObject({ start_date: '2031-03-01 09:00:00', end_date: '2031-03-01 13:00:00' });
  });

  it('an end naming no day is read from the stored start, which the merged update then uses: one read, one write', async () => {
    site = replaySite([], rule(created));
    const res = await calev('events', 'update', '54', '--end-date', '13:30');
    expect(res.stderr).toBe('');
    expect(site.requests.map((r) => r.method)).toEqual(['GET', 'PUT']);
    expect(bodyOf(writes()[0])).toMatchObject({ start_date: '2031-03-01 10:00:00', end_date: '2031-03-01 13:30:00' });
  });

  it('an all-day event moved past its end day ends on its new day, as on calev serve (the plugin would end it at 00:00)', async () => {
    site = replaySite([], rule(day));
    const res = await calev('events', 'update', '56', '--start-date', '2031-04-03', '--format', 'json');
    expect(res.stderr).toBe('');
    expect(bodyOf(writes()[0])).toMatchObject({
      all_day: true,
      start_date: '2031-04-03',
      end_date: '2031-04-03 23:59:59',
    });
    expect(JSON.parse(res.stdout)).toMatchObject({
      start_date: '2031-04-03 00:00:00',
      end_date: '2031-04-03 23:59:59',
    });
    // made all-day by the same update, in any spelling the API reads as true
    site = replaySite([], rule(created));
    await calev('events', 'update', '54', '-F', 'all_day=1', '--start-date', '2031-03-05');
    expect(bodyOf(writes()[0])).toMatchObject({ start_date: '2031-03-05', end_date: '2031-03-05 23:59:59' });
  });
});

describe('timezone-alone-keeps-utc-dates.json', () => {
  const [created, tokyo, read, paris] = recording('timezone-alone-keeps-utc-dates.json');
  const utc = (x: Exchange) => (x.response.body as { utc_start_date: string }).utc_start_date;

  it('the recording: a timezone alone keeps the old UTC dates; with the dates they follow it', () => {
    expect([utc(created), utc(tokyo), utc(read)]).toEqual(Array(3).fill('2031-05-01 10:00:00'));
    expect(utc(paris)).toBe('2031-05-01 08:00:00');
  });

  it('events update --timezone sends the stored dates along, so the wall clocks stay and the instants move', async () => {
    site = replaySite([], (req) => (req.method === 'GET' ? { ...created.response, status: 200 } : paris.response));
    const res = await calev('events', 'update', '60', '--timezone', 'Europe/Paris', '--format', 'json');
    expect(res.stderr).toBe('');
    expect(bodyOf(writes()[0])).toMatchObject({
      timezone: 'Europe/Paris',
      start_date: '2031-05-01 10:00:00',
      end_date: '2031-05-01 12:00:00',
    });
    expect(JSON.parse(res.stdout)).toMatchObject({
      start_date: '2031-05-01 10:00:00',
      utc_start_date: '2031-05-01 08:00:00',
    });
  });

  it('--timezone "" (back to the site timezone) sends them too', async () => {
    site = replaySite([], (req) => (req.method === 'GET' ? { ...paris.response, status: 200 } : created.response));
    await calev('events', 'update', '60', '--timezone', '');
    expect(bodyOf(writes()[0])).toMatchObject({
      timezone: '',
      start_date: '2031-05-01 10:00:00',
      end_date: '2031-05-01 12:00:00',
    });
  });
});

describe('term-empty-description-and-top-level-refused.json', () => {
  const exchanges = recording('term-empty-description-and-top-level-refused.json');
  const [
    ,
    dance,
    noDescription,
    noParent,
    mime,
    viaWordpress,
    danceAfter,
    tiptoe,
    noTagDescription,
    tagViaWordpress,
    tiptoeAfter,
  ] = exchanges;
  const WP = '/wp-json/wp/v2/';

  it('the recording: "" and parent 0 are refused by the plugin, taken by WordPress', () => {
    for (const x of [noDescription, noParent, mime, noTagDescription]) expect(x.response.status).toBe(400);
    expect([viaWordpress.response.status, tagViaWordpress.response.status]).toEqual([200, 200]);
    expect(danceAfter.response.body).toMatchObject({ description: '', parent: 0 });
    expect(tiptoeAfter.response.body).toMatchObject({ description: '' });
  });

  it('categories update --parent 0 --description "" sends neither to the plugin; WordPress makes both, then it is read again', async () => {
    site = replaySite(exchanges, (req) =>
      req.method === 'PUT' || req.method === 'POST' ? { ...dance.response, status: 200 } : notRecorded(req),
    );
    const res = await calev('categories', 'update', '9', '--parent', '0', '--description', '', '--format', 'json');
    expect(res.stderr).toBe('');
    expect(site.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toEqual([
      `PUT ${NS}/categories/9`,
      `POST ${WP}tribe_events_cat/9`,
      `GET ${NS}/categories/9`,
    ]);
    expect(bodyOf(site.requests[0])).toEqual({});
    expect(JSON.parse(res.stdout)).toMatchObject({ id: 9, description: '', parent: 0 });
  });

  it('tags update --description "" clears it through /wp/v2/tags; a new term is created without either', async () => {
    site = replaySite(exchanges, (req) =>
      req.method === 'PUT' ? { ...tiptoe.response, status: 200 } : notRecorded(req),
    );
    const res = await calev('tags', 'update', '10', '--description', '', '--format', 'json');
    expect(res.stderr).toBe('');
    expect(JSON.parse(res.stdout)).toMatchObject({ id: 10, description: '' });
    site = replaySite([], (req, body) => ({ ...mime.response, status: 201, body: { id: 12, ...body } }));
    await calev('categories', 'create', '--name', 'Mime', '--parent', '0', '--description', '');
    expect(bodyOf(writes()[0])).toEqual({ name: 'Mime' });
  });
});

describe('venue-organizer-empty-description-kept.json', () => {
  const exchanges = recording('venue-organizer-empty-description-kept.json');
  const [hall, hallKept, hallCleared, org, orgKept, orgCleared] = exchanges;

  it('the recording: "" keeps the description (200), a blank clears it', () => {
    for (const x of [hall, hallKept, org, orgKept]) expect(x.response.body).toHaveProperty('description');
    for (const x of [hallCleared, orgCleared]) expect(x.response.body).not.toHaveProperty('description');
  });

  it.each([
    ['venues', '67', hall, hallCleared, { status: 'publish', show_map: 'true', show_map_link: 'true' }],
    ['organizers', '70', org, orgCleared, { status: 'publish' }],
  ])('%s update --description "" sends a blank, which clears it', async (resource, id, view, cleared, kept) => {
    site = replaySite([], (req) => (req.method === 'GET' ? view.response : cleared.response));
    const res = await calev(resource, 'update', id, '--description', '', '--format', 'json');
    expect(res.stderr).toBe('');
    expect(bodyOf(writes()[0])).toEqual({ description: ' ', ...kept });
    expect(JSON.parse(res.stdout)).not.toHaveProperty('description');
  });
});

describe('image-id-as-text.json', () => {
  const exchanges = recording('image-id-as-text.json');
  const [poster, asNumber, asText, empty, zero, without, hall, hallAsNumber, hallEmpty] = exchanges;
  const image = (x: Exchange) => (x.response.body as { image?: unknown }).image;
  // The site's rule, as recorded: a number or "" or "0" is refused; text is taken; none removes it.
  const rule = (req: Recorded, body: Record<string, unknown>): Exchange['response'] => {
    if (req.method === 'GET') return { ...poster.response, status: 200 };
    if (!('image' in body)) return without.response;
    return body.image === '103' ? asText.response : asNumber.response;
  };

  it('the recording: a number is refused, text is taken; an event refuses "" and "0" and loses its image when not sent', () => {
    expect([asNumber, empty, zero, hallAsNumber].map((x) => x.response.status)).toEqual([400, 400, 400, 400]);
    expect((asNumber.response.body as { data: { params: Record<string, string> } }).data.params.image).toBe(
      'image is not of type string.',
    );
    expect([asText.response.status, without.response.status, hallEmpty.response.status]).toEqual([200, 200, 200]);
    expect((image(asText) as { id: number }).id).toBe((image(poster) as { id: number }).id);
    expect(image(without)).toBe(false);
    expect(image(hall)).toMatchObject({ id: 103 });
    expect(hallEmpty.response.body).not.toHaveProperty('image');
  });

  it('events update --title of an event with an image sends its id back as text (a number was a 400)', async () => {
    site = replaySite([], rule);
    const res = await calev('events', 'update', '104', '--title', 'With a poster, renamed', '--format', 'json');
    expect(res.stderr).toBe('');
    expect(bodyOf(writes()[0])).toMatchObject({ image: '103', title: 'With a poster, renamed' });
    expect(JSON.parse(res.stdout)).toMatchObject({ title: 'With a poster, renamed', image: { id: 103 } });
  });

  it.each([[''], ['0']])('events update --image %j removes the image: it is not sent at all', async (value) => {
    site = replaySite([], rule);
    const res = await calev('events', 'update', '104', '--image', value, '--format', 'json');
    expect(res.stderr).toBe('');
    expect(bodyOf(writes()[0])).not.toHaveProperty('image');
    expect(JSON.parse(res.stdout)).toMatchObject({ image: false });
  });

  it('a JSON item with a numeric image goes as text, for a venue too', async () => {
    site = replaySite([], (req, body) => ({
      ...hall.response,
      body: { ...(hall.response.body as object), sent: body },
    }));
    await calev('venues', 'update', '106', '-F', 'image=103');
    expect(bodyOf(writes()[0])).toEqual({ image: '103', status: 'publish', show_map: 'true', show_map_link: 'true' });
  });
});

describe('cost-range-loses-its-symbol.json', () => {
  const exchanges = recording('cost-range-loses-its-symbol.json');
  const shown = (x: Exchange) => (x.response.body as { cost: string }).cost;
  const sent = (x: Exchange) => (x.request.body as { cost: string }).cost;
  const [kept, keptUpdate, lostUpdate] = [exchanges[9], exchanges[11], exchanges[10]];

  it('the recording: ranges, "€1,000" and comma lists lose the symbol or a value; one number an entry, " , " between, is read right', () => {
    expect(exchanges.slice(0, 9).map((x) => [sent(x), shown(x)])).toEqual([
      ['€10 - €20', '$10 – $20'],
      ['€10, €20', '€20'],
      ['€10 , €20', '€10 – €20'],
      ['10 - 20 EUR', '$10 – $20'],
      ['10EUR , 20EUR', '10EUR – 20EUR'],
      ['€1,000', '$1,000'],
      ['€1000', '€1000'],
      ['1,000 - 2,500 kr', 'Free'],
      ['1000kr , 2500kr', '1000kr – 2500kr'],
    ]);
    expect([sent(lostUpdate), shown(lostUpdate), sent(keptUpdate), shown(keptUpdate)]).toEqual([
      '€10 – €20',
      '$10 – $20',
      '€10 , €20',
      '€10 – €20',
    ]);
  });

  it('events create --cost sends a cost of numbers and one symbol as one number an entry: the symbol is kept', async () => {
    for (const [given, recorded] of [
      ['€10 - €20', '€10 , €20'],
      ['10 - 20 EUR', '10EUR , 20EUR'],
      ['€1,000', '€1000'],
      ['1,000 - 2,500 kr', '1000kr , 2500kr'],
    ]) {
      site = replaySite(exchanges, notRecorded);
      const res = await calev(
        ...['events', 'create', '--title', `Cost ${recorded}`, '--cost', given],
        ...['--start-date', '2031-07-01 19:00:00', '--end-date', '2031-07-01 22:00:00', '--format', 'json'],
      );
      expect(res.stderr).toBe('');
      expect(bodyOf(writes()[0]).cost).toBe(recorded);
      expect(JSON.parse(res.stdout).cost).toBe(shown(exchanges.find((x) => sent(x) === recorded)!));
      await site.agent.close();
      site = undefined;
    }
  });

  it('a merged update sends the shown range back so that the symbol stays; a cost with words or a decimal comma goes as given', async () => {
    const id = (kept.response.body as { id: number }).id;
    site = replaySite([], (req, body) =>
      req.method === 'GET' ? kept.response : body.cost === '€10 , €20' ? keptUpdate.response : lostUpdate.response,
    );
    const res = await calev('events', 'update', String(id), '--title', 'Cost kept, renamed', '--format', 'json');
    expect(res.stderr).toBe('');
    expect(bodyOf(writes()[0]).cost).toBe('€10 , €20');
    expect(JSON.parse(res.stdout).cost).toBe('€10 – €20');
    for (const [i, cost] of ['€10 (students), €15', '10,50 €'].entries()) {
      await calev('events', 'update', String(id), '--cost', cost);
      expect(bodyOf(writes()[i + 1]).cost).toBe(cost);
    }
  });
});

describe('fixed-offset-timezone-guessed.json', () => {
  const exchanges = recording('fixed-offset-timezone-guessed.json');
  const answer = (x: Exchange) => x.response.body as { id: number; timezone: string; utc_start_date: string };
  const dates = ['--start-date', '2030-07-01 10:00:00', '--end-date', '2030-07-01 11:00:00'];

  it("the recording: a fixed offset's instants are a guessed region's, with its summer time, or UTC; Etc/GMT and zones without summer time are right", () => {
    expect(
      exchanges.map((x) => [(x.request.body as { timezone: string }).timezone, answer(x).utc_start_date.slice(11, 16)]),
    ).toEqual([
      ['UTC+2', '07:00'],
      ['Etc/GMT-2', '08:00'],
      ['UTC-5', '14:00'],
      ['Etc/GMT+5', '15:00'],
      ['UTC-3:30', '10:00'],
      ['UTC+10:30', '10:00'],
      ['UTC+5:30', '04:30'],
      ['Asia/Kolkata', '04:30'],
      ['UTC+9:30', '00:30'],
      ['Australia/Darwin', '00:30'],
    ]);
  });

  it('events create --timezone UTC+2 sends Etc/GMT-2, UTC-5 Etc/GMT+5, UTC+9:30 a zone without summer time: the instants are right', async () => {
    for (const [given, sent] of [
      ['UTC+2', 'Etc/GMT-2'],
      ['utc-05:00', 'Etc/GMT+5'],
      ['UTC+9:30', 'Australia/Darwin'],
    ]) {
      site = replaySite(exchanges, notRecorded);
      const res = await calev(
        'events',
        'create',
        '--title',
        `Offset ${sent}`,
        '--timezone',
        given,
        ...dates,
        '--format',
        'json',
      );
      expect(res.stderr).toBe('');
      expect(bodyOf(writes()[0]).timezone).toBe(sent);
      expect(JSON.parse(res.stdout)).toMatchObject({ timezone: sent });
      await site.agent.close();
      site = undefined;
    }
  });

  it('an offset no zone keeps all year is refused before anything is sent (exit 1); a stored offset sent back by a merged update stays', async () => {
    site = replaySite(exchanges, notRecorded);
    const refused = await calev('events', 'create', '--title', 'Offset', '--timezone', 'UTC-3:30', ...dates);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^error: timezone UTC-3:30: The Events Calendar would store the event's times as UTC/,
    );
    expect(writes()).toEqual([]);
    await site.agent.close();
    const stored = exchanges[0];
    site = replaySite([], (req) => (req.method === 'GET' ? { ...stored.response, status: 200 } : stored.response));
    await calev('events', 'update', String(answer(stored).id), '--title', 'Offset, renamed');
    expect(bodyOf(writes()[0])).toMatchObject({ timezone: 'UTC+2', title: 'Offset, renamed' });
  });
});

describe('an import row calev refuses before sending it', () => {
  it('is failed with the reason, not cut off in flight: the next run says the same, and nothing is re-saved', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'calev-refused-'));
    const file = join(dir, 'offset.ndjson');
    writeFileSync(
      file,
      `${JSON.stringify({ title: 'Offset row', start_date: '2030-07-01 10:00', end_date: '2030-07-01 11:00', timezone: 'UTC+10.5' })}\n`,
    );
    const empty = { status: 200, headers: {}, body: { events: [], total: 0, total_pages: 0 } };
    // WordPress refuses a batch of reads, and a slug no event has (drafts-without-slugs.json)
    const recorded = recording('drafts-without-slugs.json');
    const [batchOfReads] = recorded.filter((x) => x.request.url.endsWith('/batch/v1'));
    const [noSuchSlug] = recorded.filter((x) => x.request.url.includes('/by-slug/'));
    for (const run of [1, 2]) {
      site = replaySite([], (req) =>
        req.path.endsWith('/batch/v1')
          ? batchOfReads.response
          : req.method === 'GET'
            ? req.path.includes('/by-slug/')
              ? noSuchSlug.response
              : empty
            : notRecorded(req),
      );
      const res = await calev('events', 'import', file);
      expect([
        run,
        res.code,
        writes()
          .flatMap((r) => (r.path.endsWith('/batch/v1') ? bodyOf(r).requests : [r]))
          .filter((r: any) => r.method !== 'GET'),
      ]).toEqual([run, 1, []]);
      expect(res.stderr).toMatch(/^line 1: Offset row: timezone UTC\+10\.5: The Events Calendar would store/);
      expect(res.stderr).not.toMatch(/cut off|re-saved/);
      expect(res.stderr).toMatch(/offset\.ndjson: 0 created, 0 updated, 0 skipped, 1 failed\n/);
      await site.agent.close();
      site = undefined;
    }
    rmSync(dir, { recursive: true });
  });
});

describe('password-through-wordpress.json', () => {
  const exchanges = recording('password-through-wordpress.json');
  const [
    created,
    putWithPassword,
    stillOpen,
    setThroughWordpress,
    locked,
    lockedForAdmin,
    passwordRead,
    unlocked,
    notAnEditor,
  ] = exchanges;
  const id = (created.response.body as { id: number }).id;
  // The site's rule, as recorded: a GET by id without the password is refused; WordPress's API
  // gives the password to an administrator (not to a subscriber) and sets it.
  const rule =
    (editor: boolean) =>
    (req: Recorded): Exchange['response'] => {
      const { pathname, searchParams } = new URL(req.path, SITE);
      if (pathname === `/wp-json/wp/v2/tribe_events/${id}`)
        return req.method === 'GET' ? (editor ? passwordRead : notAnEditor).response : setThroughWordpress.response;
      if (req.method !== 'GET') return putWithPassword.response;
      return searchParams.get('password') === 'letmein' ? unlocked.response : lockedForAdmin.response;
    };

  it('the recording: the plugin ignores a password; set through WordPress, the event is refused to everyone without it', () => {
    expect([putWithPassword, stillOpen, setThroughWordpress].map((x) => x.response.status)).toEqual([200, 200, 200]);
    expect([locked, lockedForAdmin].map((x) => (x.response.body as { code: string }).code)).toEqual([
      'event-password-protected',
      'event-password-protected',
    ]);
    expect(passwordRead.response.body).toEqual({ password: 'letmein' });
    expect([unlocked.response.status, notAnEditor.response.status]).toEqual([200, 403]);
    expect(unlocked.response.body).toMatchObject({ description: '<p>The secret programme</p>' });
  });

  it('events update --password sets it through WordPress and reads the event back with it', async () => {
    site = replaySite([], rule(true));
    const res = await calev('events', 'update', String(id), '--password', 'letmein', '--format', 'json');
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const put = writes().find((r) => r.method === 'PUT')!;
    expect(bodyOf(put)).not.toHaveProperty('password');
    const set = writes().find((r) => r.path.startsWith(`/wp-json/wp/v2/tribe_events/${id}`))!;
    expect(bodyOf(set)).toEqual({ password: 'letmein' });
    expect(JSON.parse(res.stdout)).toMatchObject({ id, description: '<p>The secret programme</p>' });
  });

  it('events get of a protected event: an editor reads it with its password; a user who may not edit it is refused (exit 4)', async () => {
    site = replaySite([], rule(true));
    const got = await calev('events', 'get', String(id), '--format', 'json');
    expect(got.stderr).toBe('');
    expect(JSON.parse(got.stdout)).toMatchObject({ id, cost: '$15' });
    expect(queryOf(site.requests.at(-1)!.path)).toMatchObject({ password: 'letmein' });
    await site.agent.close();
    site = replaySite([], rule(false));
    const refused = await calev('events', 'get', String(id));
    expect(refused.code).toBe(4);
    expect(refused.stderr).toMatch(
      /\(403 event-password-protected\)\nhint: it is protected by a password: calev events get \d+ --password TEXT\n$/,
    );
  });
});

describe('protected-event-in-the-trash.json', () => {
  const exchanges = recording('protected-event-in-the-trash.json');
  const [, , , gone, maskedInTrash, restored, whole] = exchanges;
  const [, , , , , lockedForAdmin, passwordRead] = recording('password-through-wordpress.json');
  const id = (whole.response.body as { id: number }).id;
  // The site's rule, as recorded: in the trash it is refused by id even with its password and
  // listed masked; restored through WordPress, it is read whole with its password.
  const rule = () => {
    let inTrash = true;
    return (req: Recorded): Exchange['response'] => {
      const { pathname, searchParams } = new URL(req.path, SITE);
      if (pathname === `/wp-json/wp/v2/tribe_events/${id}`) {
        if (req.method === 'GET') return passwordRead.response;
        inTrash = false;
        return restored.response;
      }
      if (pathname.endsWith('/events')) return maskedInTrash.response;
      if (req.method !== 'GET' || (!inTrash && searchParams.get('password') === 'letmein')) return whole.response;
      return inTrash ? gone.response : lockedForAdmin.response;
    };
  };

  it('the recording: refused by id even with its password, masked in the trash list, whole once restored through WordPress', () => {
    expect((gone.response.body as { code: string }).code).toBe('event-no-longer-available');
    expect((maskedInTrash.response.body as { events: Array<Record<string, unknown>> }).events[0]).toMatchObject({
      all_day: null,
      cost: '',
      website: '',
    });
    expect(whole.response.body).toMatchObject({
      status: 'publish',
      cost: '$15',
      website: 'https://example.org/members',
    });
  });

  it('events update --status publish restores it through WordPress first, then keeps its fields (the masked view would reset them)', async () => {
    site = replaySite([], rule());
    const res = await calev('events', 'update', String(id), '--status', 'publish', '--format', 'json');
    expect(res.stderr).toBe('');
    const [restore, put] = writes();
    expect([restore.path.split('?')[0], bodyOf(restore)]).toEqual([
      `/wp-json/wp/v2/tribe_events/${id}`,
      { status: 'publish' },
    ]);
    expect(bodyOf(put)).toMatchObject({ status: 'publish', cost: '15', website: 'https://example.org/members' });
    expect(JSON.parse(res.stdout)).toMatchObject({ cost: '$15' });
  });

  it('any other update of it is refused before anything is written (exit 1), naming the restore', async () => {
    site = replaySite([], rule());
    const res = await calev('events', 'update', String(id), '--title', 'Renamed');
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(
      /masked, so its other fields could not be kept\nhint: restore it first: calev events update \d+ --status draft \(or --status publish to publish it\)\n$/,
    );
    expect(writes()).toEqual([]);
  });
});

describe('names-shown-with-entities.json', () => {
  const [categories, venues] = recording('names-shown-with-entities.json');

  it('the recording: "Rock & Roll" is shown as "Rock &amp; Roll", the venue with &#038;', () => {
    expect((categories.response.body as { categories: Array<{ name: string }> }).categories[0].name).toBe(
      'Rock &amp; Roll',
    );
    expect((venues.response.body as { venues: Array<{ venue: string }> }).venues[0].venue).toBe(
      'Rock &#038; Roll Hall',
    );
  });

  it('exports, and lists and gets as CSV, write the names as they read (the file carries no entities elsewhere)', async () => {
    site = replaySite([], (req) => (req.path.includes('/categories') ? categories.response : venues.response));
    const terms = await calev('categories', 'export', '--format', 'ndjson', '--search', 'roll');
    expect(JSON.parse(terms.stdout)).toMatchObject({ id: 7, name: 'Rock & Roll' });
    const halls = await calev('venues', 'export', '--format', 'csv', '--fields', 'id,venue,city', '--search', 'roll');
    expect(halls.stdout).toBe('id,venue,city\n174,Rock & Roll Hall,Köln\n');
    // list as CSV too; as JSON it prints the site's answer as it is
    const listed = await calev('venues', 'list', '--format', 'csv', '--fields', 'venue', '--search', 'roll');
    expect(listed.stdout).toBe('venue\nRock & Roll Hall\n');
    const raw = await calev('venues', 'list', '--format', 'json', '--fields', 'venue', '--search', 'roll');
    expect(JSON.parse(raw.stdout)).toEqual([{ venue: 'Rock &#038; Roll Hall' }]);
    // and get as CSV
    const hall = (venues.response.body as { venues: unknown[] }).venues[0];
    site = replaySite([], () => ({ status: 200, headers: {}, body: hall }));
    const got = await calev('venues', 'get', '174', '--format', 'csv', '--fields', 'venue');
    expect(got.stdout).toBe('venue\nRock & Roll Hall\n');
  });

  it('interactive create offers the names as they read: categories create picks "Rock & Roll" as the parent', async () => {
    site = replaySite([], (req, body) =>
      req.method === 'GET'
        ? categories.response
        : { status: 201, headers: {}, body: { id: 20, name: body.name, parent: body.parent, description: '' } },
    );
    const prompter = scriptedPrompter([
      { kind: 'input', match: /^Category name$/, answer: 'Rockabilly' },
      { kind: 'input', match: /^Description/, answer: '' },
      { kind: 'select', match: /^Parent category$/, answer: 'Rock & Roll' },
      { kind: 'confirm', match: /^Create this category\?$/, answer: true },
    ]);
    const res = await run(['categories', 'create', '--format', 'json'], {
      env,
      agent: site.agent,
      prompter,
      stdinTTY: true,
      stdoutTTY: true,
    });
    expect(res.code).toBe(0);
    expect(prompter.remaining()).toBe(0);
    expect(bodyOf(writes()[0])).toMatchObject({ name: 'Rockabilly', parent: 7 });
  });
});

describe('texts-stored-through-wordpress.json', () => {
  const [created, shownForEdit, events, venues, refused] = recording('texts-stored-through-wordpress.json');
  const shown = created.response.body as Record<string, unknown>;

  it("the recording: the plugin's texts are WordPress's display, even with context=edit; WordPress's API gives them as stored", () => {
    expect(shown.title).toBe('&#8220;Best&#8221; &#8212; Night&#8230; 1990&#8217;s 3&#215;4');
    expect((shownForEdit.response.body as Record<string, unknown>).title).toBe(shown.title);
    expect((events.response.body as Array<{ title: { raw: string } }>)[0].title.raw).toBe(
      `"Best" -- Night... 1990's 3x4`,
    );
    expect(refused.response.status).toBe(403);
  });

  /** The site: the event listed as created, WordPress's routes answered with `wordpress`. */
  const answering = (wordpress: (req: Recorded) => Exchange['response']) =>
    replaySite([], (req) =>
      req.path.includes('/wp/v2/')
        ? wordpress(req)
        : { status: 200, headers: {}, body: { events: [shown], total: 1, total_pages: 1 } },
    );

  it('an export writes the titles, descriptions, excerpts and venue names as stored', async () => {
    site = answering((req) => (req.path.includes('tribe_venue') ? venues.response : events.response));
    const res = await calev('events', 'export', '--format', 'ndjson');
    expect(JSON.parse(res.stdout)).toMatchObject({
      title: `"Best" -- Night... 1990's 3x4`,
      description: `O'Brien & Sons -- "live" ... 3x4`,
      excerpt: "It's -- here",
      venue: { venue: "O'Brien's -- Hall" },
    });
    const read = site.requests.find((r) => r.path.startsWith('/wp-json/wp/v2/tribe_events'))!;
    expect(queryOf(read.path)).toMatchObject({ context: 'edit', include: String(shown.id), status: 'publish' });
  });

  it('a user who may not edit them gets them as shown, and a note that says so', async () => {
    site = answering(() => refused.response);
    const res = await calev('events', 'export', '--format', 'ndjson');
    expect(JSON.parse(res.stdout).title).toBe('“Best” — Night… 1990’s 3×4');
    expect(res.stderr).toContain(
      'gives them as stored only to users who may edit them: this export holds them as shown',
    );
  });
});
describe('empty-description-excerpt-refused.json', () => {
  const exchanges = recording('empty-description-excerpt-refused.json');
  const [, , both] = exchanges;
  const [created] = recording('partial-update-resets.json');
  // The site's rule, as recorded: "" is refused, anything else is taken.
  const refuseEmpty = (req: Recorded, body: Record<string, unknown>): Exchange['response'] =>
    req.method === 'GET'
      ? created.response
      : body.description === '' || body.excerpt === ''
        ? both.response
        : created.response;

  it('events update --description "" clears it with a blank, which the site stores as empty', async () => {
    site = replaySite(exchanges, refuseEmpty);
    const res = await calev('events', 'update', '29', '--description', '', '--excerpt', '', '--format', 'ids');
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(bodyOf(writes()[0])).toMatchObject({ description: ' ', excerpt: ' ' });
  });

  it('a merged update of an event without description and excerpt sends neither', async () => {
    const [, website] = recording('website-permalink-fallback.json');
    site = replaySite([], (req, body) => (req.method === 'GET' ? website.response : refuseEmpty(req, body)));
    const res = await calev('events', 'update', '38', '--featured', '--format', 'ids');
    expect(res.code).toBe(0);
    const sent = bodyOf(writes()[0]);
    expect(Object.keys(sent)).not.toContain('description');
    expect(Object.keys(sent)).not.toContain('excerpt');
  });
});

describe('website-permalink-fallback.json', () => {
  it('the website the site shows for an event without one (its own page) is not written back', async () => {
    const [, get] = recording('website-permalink-fallback.json');
    site = replaySite([get], () => get.response);
    await calev('events', 'update', '38', '--sticky');
    expect(get.response.body).toMatchObject({ website: `${SITE}/event/no-website/` });
    expect(bodyOf(writes()[0])).not.toHaveProperty('website');
  });
});

describe('next-page-status-any.json', () => {
  const exchanges = recording('next-page-status-any.json');
  const [first, refused, secondPage, refusedAny] = exchanges;
  // The site's rule, as recorded: status=any is a 400; the next page without it answers.
  const rule = (req: Recorded): Exchange['response'] =>
    queryOf(req.path).status === 'any'
      ? refused.response
      : queryOf(req.path).page === '2'
        ? secondPage.response
        : first.response;

  it('events list --limit 4 --per-page 2 as an administrator asks for page 2 without status=any', async () => {
    site = replaySite(exchanges, rule);
    const res = await calev('events', 'list', '--limit', '4', '--per-page', '2', '--format', 'ids');
    expect(res.stderr).toBe('');
    expect(res.stdout).toBe('4\n12\n13\n8\n');
    expect(queryOf(site.requests[1].path)).toMatchObject({ page: '2', per_page: '2' });
    expect(queryOf(site.requests[1].path)).not.toHaveProperty('status');
  });

  it('events list --status any leaves status out, which means any for an administrator', async () => {
    site = replaySite(exchanges, rule);
    expect(refusedAny.response.status).toBe(400);
    const res = await calev('events', 'list', '--status', 'any', '--format', 'ids');
    expect(res.code).toBe(0);
    expect(res.stdout).toBe('4\n12\n');
    expect(site.requests[0].path).toBe(`${NS}/events`);
  });
});

describe('include-keeps-date-window.json', () => {
  const exchanges = recording('include-keeps-date-window.json');
  const ids = (x: Exchange) => (x.response.body as { events: Array<{ id: number }> }).events.map((e) => e.id);

  it('the recording: include keeps the default window, even to dates given; a relative date filter lifts it', () => {
    expect(exchanges.map(ids)).toEqual([[23], [23], [18, 23, 34]]);
  });

  it('events list --include lists those events at any date, with dates given or not (API.md: include ignores them)', async () => {
    for (const dates of [
      [],
      ['--start-date', '2000-01-01', '--end-date', '2040-01-01'],
      ['--ends-before', '2020-01-01'],
    ]) {
      site = replaySite(exchanges, notRecorded);
      const res = await calev('events', 'list', '--include', '18,23,34', ...dates, '--format', 'ids');
      expect(res.stderr).toBe('');
      expect(res.stdout).toBe('18\n23\n34\n');
      await site.agent.close();
      site = undefined;
    }
  });
});

describe('events hidden from listings (the plugin lists none of them, and ignores hide_from_listings)', () => {
  const empty = (): Exchange['response'] => ({
    status: 200,
    headers: {},
    body: { events: [], rest_url: `${SITE}${NS}/events/`, total: 0, total_pages: 0 },
  });

  it('events list --hide-from-listings is refused before anything is sent (it would list the others)', async () => {
    site = replaySite([], empty);
    const res = await calev('events', 'list', '--hide-from-listings');
    expect([res.code, res.stderr]).toEqual([
      1,
      expect.stringMatching(/^error: events hidden from listings: The Events Calendar lists none of them/),
    ]);
    expect(site.requests).toEqual([]);
  });

  it('an export asks once and says that hidden events are not in it', async () => {
    site = replaySite([], empty);
    const res = await calev('events', 'export', '--format', 'ndjson');
    expect(res.code).toBe(0);
    expect(res.stderr).toBe(
      'note: this site (tribe/events/v1) lists no events hidden from listings: any it has are not in this export\n',
    );
    expect(site.requests.map((r) => queryOf(r.path).hide_from_listings)).toEqual([undefined]);
  });
});

describe('list-order-of-ties-is-unstable.json', () => {
  it('venues list --all --per-page 3 gives each venue once, and asks again for those the pages missed', async () => {
    const exchanges = recording('list-order-of-ties-is-unstable.json');
    const everything = (exchanges[6].response.body as { venues: Array<{ id: number }> }).venues.map((v) => v.id);
    site = replaySite(exchanges, notRecorded);
    const res = await calev('venues', 'list', '--all', '--per-page', '3', '--format', 'ids');
    expect(res.stderr).toBe('');
    const listed = res.stdout.trim().split('\n').map(Number);
    expect(listed).toHaveLength(15);
    expect([...listed].sort()).toEqual([...everything].sort());
    expect(site.requests.map((r) => queryOf(r.path))).toEqual([
      ...[undefined, '2', '3', '4', '5'].map((page) => ({ per_page: '3', ...(page ? { page } : {}) })),
      { per_page: '50' },
    ]);
  });
});

describe('term-next-link-drops-query.json', () => {
  it('tags list --limit 4 --per-page 2 --no-hide-empty asks for page 2 with the same query', async () => {
    const exchanges = recording('term-next-link-drops-query.json');
    site = replaySite(exchanges, notRecorded);
    const res = await calev('tags', 'list', '--limit', '4', '--per-page', '2', '--no-hide-empty', '--format', 'ids');
    expect(res.stderr).toBe('');
    expect(res.stdout).toBe('3\n4\n2\n5\n');
    expect(queryOf(site.requests[1].path)).toEqual({ per_page: '2', hide_empty: 'false', page: '2' });
  });
});

describe('organizer-object-vs-array.json', () => {
  it('events create --organizer with one object sends a list of one', async () => {
    site = replaySite(recording('organizer-object-vs-array.json'), notRecorded);
    const res = await calev(
      'events',
      'create',
      '--title',
      'Org array',
      '--start-date',
      '2026-12-16 10:00',
      '--end-date',
      '2026-12-16 11:00',
      '--organizer',
      '{"organizer":"Single Org"}',
      '--format',
      'ids',
    );
    expect(res.stderr).toBe('');
    expect(res.stdout).toBe('37\n');
  });
});

describe('venue-booleans-are-strings.json', () => {
  const exchanges = recording('venue-booleans-are-strings.json');
  const [refused, accepted] = exchanges;
  // The site's rule, as recorded: a JSON boolean for the map flags is a 400.
  const rule = (req: Recorded, body: Record<string, unknown>): Exchange['response'] =>
    req.method === 'GET' || !(typeof body.show_map === 'boolean' || typeof body.show_map_link === 'boolean')
      ? accepted.response
      : refused.response;

  it('venues update 27 --show-map --no-show-map-link sends the flags as strings', async () => {
    site = replaySite(exchanges, rule);
    const res = await calev('venues', 'update', '27', '--show-map', '--no-show-map-link', '--format', 'ids');
    expect(res.stderr).toBe('');
    expect(bodyOf(writes()[0])).toEqual({ show_map: 'true', show_map_link: 'false', status: 'publish' });
  });

  it('venues create --show-map is accepted', async () => {
    site = replaySite(exchanges, rule);
    const res = await calev('venues', 'create', '--venue', 'Recorder Hall', '--show-map', '--format', 'ids');
    expect(res.code).toBe(0);
    expect(bodyOf(writes()[0])).toEqual({ venue: 'Recorder Hall', show_map: 'true' });
  });
});

describe('existing-tag-by-name.json', () => {
  const exchanges = recording('existing-tag-by-name.json');
  const [, byName, byId] = exchanges;
  // The site's rule, as recorded: an existing tag's name links a junk tag; its id links it. The
  // site index (its timezone, asked before a create) is not recorded.
  const rule = (req: Recorded, body: Record<string, unknown>): Exchange['response'] =>
    req.method === 'GET'
      ? notRecorded(req)
      : (body.tags as unknown[]).every((t) => typeof t === 'number')
        ? byId.response
        : byName.response;

  it('events create --tags outdoor sends the id of the existing tag', async () => {
    site = replaySite(exchanges, rule);
    const res = await calev(
      'events',
      'create',
      '--title',
      'Tag by name',
      '--start-date',
      '2031-01-05 10:00',
      '--end-date',
      '2031-01-05 11:00',
      '--tags',
      'outdoor',
      '--fields',
      'tags.name',
      '--format',
      'json',
    );
    expect(res.stderr).toBe('');
    expect(JSON.parse(res.stdout)).toEqual({ tags: [{ name: 'outdoor' }] });
    expect(bodyOf(writes()[0]).tags).toEqual([2]);
  });
});

describe('trash-and-restore.json, trashed-event-read-from-the-trash-list.json', () => {
  it('events delete by slug prints a restore hint by id (the slug became …__trashed)', async () => {
    const [deleted] = recording('trash-and-restore.json');
    site = replaySite([], () => deleted.response);
    const res = await calev('events', 'delete', 'full-event', '--yes', '--format', 'ids');
    expect(res.stdout).toBe('29\n');
    expect(res.stderr).toBe(
      'event "full-event" moved to the trash; restore it with: calev events update 29 --status draft (or --status publish to publish it)\n',
    );
  });

  it('events update 36 --status publish restores the trashed event with its stored fields', async () => {
    const exchanges = recording('trashed-event-read-from-the-trash-list.json');
    const [, trashed] = exchanges;
    site = replaySite(exchanges, () => ({
      ...trashed.response,
      body: { ...(trashed.response.body as object), status: 'publish' },
    }));
    const res = await calev('events', 'update', '36', '--status', 'publish', '--format', 'ids');
    expect(res.stderr).toBe('');
    expect(res.stdout).toBe('36\n');
    expect(site.requests.map((r) => r.method)).toEqual(['GET', 'GET', 'PUT']);
    // restored with the publication date it had (an update without it would move it to now)
    expect(bodyOf(writes()[0])).toMatchObject({
      status: 'publish',
      cost: '7',
      organizer: [35],
      date_utc: (trashed.response.body as { date_utc: string }).date_utc,
    });
  });

  it('events get 36 of a trashed event exits 1 (not 4: it is not about the password), with the restore hint', async () => {
    const exchanges = recording('trashed-event-read-from-the-trash-list.json');
    site = replaySite(exchanges, notRecorded);
    const res = await calev('events', 'get', '36');
    expect(res.code).toBe(1);
    expect(res.stderr).toBe(
      'error: event 36: This event is no longer available (403 event-no-longer-available)\nhint: it is in the trash; restore it with: calev events update 36 --status draft (or --status publish to publish it)\n',
    );
  });

  it('events get to-trash (a slug no event has now) says not found, exit 1', async () => {
    site = replaySite(recording('trashed-event-read-from-the-trash-list.json'), notRecorded);
    const res = await calev('events', 'get', 'to-trash');
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(
      /^error: event "to-trash": not found: no event has this slug \(400 rest_invalid_param\)\n/,
    );
  });
});

describe('zero-cost-dropped-on-create.json', () => {
  it('events create --cost 0 sends Free, which the site keeps', async () => {
    const exchanges = recording('zero-cost-dropped-on-create.json');
    const free = exchanges[1];
    site = replaySite(exchanges, (_req, body) => (body.cost === 'Free' ? free.response : exchanges[0].response));
    const res = await calev(
      'events',
      'create',
      '--title',
      'Zero cost',
      '--start-date',
      '2031-03-01 10:00',
      '--end-date',
      '2031-03-01 11:00',
      '--cost',
      '0',
      '--fields',
      'cost',
      '--format',
      'json',
    );
    expect(JSON.parse(res.stdout)).toEqual({ cost: 'Free' });
  });
});

describe('title-as-wordpress-shows-and-slugs-it.json', () => {
  const exchanges = recording('title-as-wordpress-shows-and-slugs-it.json');

  it('wordpressSlug gives the slugs the site gave', () => {
    for (const x of exchanges) {
      const title = (x.request.body as { title: string }).title;
      expect(wordpressSlug(title)).toBe(String((x.response.body as { slug: string }).slug).replace(/-2$/, ''));
    }
  });

  it("wordpressSlug gives the slugs the site gave 54 titles: other scripts, emoji, accents by WordPress's table, symbols, 200 characters", () => {
    const file = join(import.meta.dirname, '..', 'fixtures', 'tec-live', 'wordpress-slugs-of-titles.json');
    const { titles } = JSON.parse(readFileSync(file, 'utf8')) as { titles: Array<{ title: string; slug: string }> };
    expect(titles).toHaveLength(54);
    const wrong = titles
      .map(({ title, slug }) => ({ title, slug: slug.replace(/-2$/, ''), ours: wordpressSlug(title) }))
      .filter((t) => t.ours !== t.slug);
    expect(wrong).toEqual([]);
  });

  it('renderedText recovers the titles sent from the titles shown', () => {
    for (const x of exchanges) {
      const sent = (x.request.body as { title: string }).title;
      expect(renderedText((x.response.body as { title: string }).title)).toBe(renderedText(sent));
    }
    const [full] = recording('partial-update-resets.json');
    expect(renderedText((full.response.body as { description: string }).description)).toBe('Desc');
  });
});

describe('linked-filters-take-ids.json: the venue and organizer filters take ids', () => {
  const exchanges = recording('linked-filters-take-ids.json');

  it('the recording: a name is refused (400); a search that finds nothing counts every venue; by-slug answers 400 for a missing slug', () => {
    expect(exchanges.map((x) => x.response.status)).toEqual([400, 200, 200, 400, 200, 200, 200]);
    expect(exchanges[2].response.body).toMatchObject({ venues: [], total: 2 });
  });

  it('events list --venue NAME --organizer SLUG looks them up and lists by id, one search each', async () => {
    site = replaySite(exchanges, notRecorded);
    const res = await calev('events', 'list', '--venue', 'Blue Hall', '--organizer', 'ann-org', '--format', 'ids');
    expect([res.code, res.stderr, res.stdout]).toEqual([0, '', '9\n']);
    expect(site.requests.map((r) => r.path)).toEqual([
      `${NS}/venues?search=Blue+Hall&per_page=50`,
      `${NS}/organizers?search=ann-org&per_page=50`,
      `${NS}/organizers/by-slug/ann-org?_fields=id`,
      `${NS}/events?venue=7&organizer=8`,
    ]);
  });

  it('a venue of no such name or slug fails in one line (exit 1): the empty search is not asked again for its total', async () => {
    site = replaySite(exchanges, notRecorded);
    const res = await calev('events', 'list', '--venue', 'nowhere');
    expect([res.code, res.stderr]).toEqual([
      1,
      'error: no venue "nowhere" (by name or slug) for --venue\nhint: find it with: calev venues list --search "nowhere"\n',
    ]);
    expect(site.requests.map((r) => r.path)).toEqual([
      `${NS}/venues?search=nowhere&per_page=50`,
      `${NS}/venues/by-slug/nowhere?_fields=id`,
    ]);
  });
});

describe("date-phrases-read-by-php.json: the plugin reads dates with PHP's strtotime, not the API's grammar", () => {
  const exchanges = recording('date-phrases-read-by-php.json');
  const view = (x: Exchange) => x.response.body as { start_date: string; end_date: string };
  const [, index] = recording('zoned-dates-read-as-wall-clocks.json');
  const echo = (_req: Recorded, body: Record<string, unknown>): Exchange['response'] => ({
    status: 201,
    headers: {},
    body: { id: 90, ...body },
  });

  it("the recording: 'noon tomorrow' at 00:00; '+2h' and '+90m' end the event when it starts; '+1h30m' refused; wall clocks kept", () => {
    expect(exchanges.map((x) => x.response.status)).toEqual([201, 201, 201, 400, 201, 201]);
    expect(view(exchanges[0]).start_date).toMatch(/ 00:00:00$/);
    expect([1, 2].map((i) => view(exchanges[i]).end_date)).toEqual(['2030-01-05 19:00:00', '2030-01-05 19:00:00']);
    const sent = exchanges[4].request.body as { start_date: string; end_date: string };
    expect([view(exchanges[4]).start_date, view(exchanges[4]).end_date]).toEqual([sent.start_date, sent.end_date]);
  });

  it('events create sends the wall clocks calev reads from phrases, in the site timezone from its index', async () => {
    site = replaySite([index], echo);
    const tomorrow = () => DateTime.now().setZone('America/New_York').plus({ days: 1 }).toISODate();
    const before = tomorrow();
    const res = await calev(
      ...['events', 'create', '--title', 'Noon', '--start-date', 'noon tomorrow'],
      ...['--end-date', 'tomorrow 11pm', '--format', 'ids'],
    );
    expect([res.code, res.stderr, res.stdout]).toEqual([0, '', '90\n']);
    const body = bodyOf(writes()[0]);
    const day = [before, tomorrow()].find((d) => body.start_date === `${d} 12:00:00`);
    expect(body).toMatchObject({ start_date: `${day} 12:00:00`, end_date: `${day} 23:00:00` });
  });

  it("a date outside the API's grammar ('+2h') is refused before anything is sent (exit 1), as calev serve refuses it", async () => {
    site = replaySite([index], echo);
    const res = await calev(
      'events',
      'create',
      '--title',
      'P',
      '--start-date',
      '2030-01-05 19:00',
      '--end-date',
      '+2h',
    );
    expect([res.code, res.stderr]).toEqual([
      1,
      'error: end_date "+2h" is not a date\n' +
        'hint: write dates as 2030-03-01 19:00, 21:00, 7pm, tomorrow 7pm, next friday 8pm, +2 hours or +90 min\n',
    ]);
    expect(site.requests).toEqual([]);
  });
});

describe('site-offset-timezone-guessed.json: a site whose own timezone is a fixed offset', () => {
  const exchanges = recording('site-offset-timezone-guessed.json');
  const [index, bare, steady, updatedWithOffset, updatedSteady] = exchanges;
  const view = (x: Exchange) => x.response.body as { id: number; timezone: string; utc_start_date: string };

  it("the recording: an event without a timezone takes UTC+1 at a guessed region's instants (summer time), on create and update; Etc/GMT-1 does not", () => {
    expect(index.response.body).toMatchObject({ gmt_offset: '1', timezone_string: '' });
    expect([bare, updatedWithOffset].map((x) => [view(x).timezone, view(x).utc_start_date])).toEqual([
      ['UTC+1', '2030-07-01 08:00:00'],
      ['UTC+1', '2030-07-02 08:00:00'],
    ]);
    expect([steady, updatedSteady].map((x) => view(x).utc_start_date)).toEqual([
      '2030-07-01 09:00:00',
      '2030-07-03 09:00:00',
    ]);
  });

  it('events create without --timezone sends the zone that keeps the site offset all year (Etc/GMT-1): the instants are right', async () => {
    site = replaySite(exchanges, notRecorded);
    const res = await calev(
      ...['events', 'create', '--title', 'Site offset, Etc/GMT-1'],
      ...['--start-date', '2030-07-01 10:00', '--end-date', '2030-07-01 11:00', '--format', 'json'],
    );
    expect(res.stderr).toBe('');
    expect(site.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /wp-json/?_fields=timezone_string%2Cgmt_offset',
      `POST ${NS}/events`,
    ]);
    expect(JSON.parse(res.stdout)).toMatchObject({ timezone: 'Etc/GMT-1', utc_start_date: '2030-07-01 09:00:00' });
  });

  it('an update with new dates of an event stored at an offset sends the steady zone too; an update without dates keeps the offset', async () => {
    const id = view(bare).id;
    site = replaySite([], (req) => (req.method === 'GET' ? bare.response : updatedSteady.response));
    const res = await calev('events', 'update', String(id), '--start-date', '2030-07-03 10:00', '--format', 'ids');
    expect([res.code, res.stderr]).toEqual([0, '']);
    expect(bodyOf(writes()[0])).toMatchObject({
      timezone: 'Etc/GMT-1',
      start_date: '2030-07-03 10:00',
      end_date: '2030-07-03 11:00:00',
    });
    await site.agent.close();
    site = replaySite([], (req) => (req.method === 'GET' ? bare.response : updatedWithOffset.response));
    const renamed = await calev('events', 'update', String(id), '--title', 'Renamed', '--format', 'ids');
    expect([renamed.code, renamed.stderr]).toEqual([0, '']);
    expect(bodyOf(writes()[0])).toMatchObject({ title: 'Renamed', timezone: 'UTC+1' });
  });
});

describe('term-search-of-ampersand.json: a term search compares with the name as stored, & as &amp;', () => {
  const exchanges = recording('term-search-of-ampersand.json');
  const names = (x: Exchange) => (x.response.body as { tags: Array<{ name: string }> }).tags.map((t) => t.name);

  it("the recording: 'Rock & Roll' finds nothing, 'Rock &amp; Roll' finds the tag", () => {
    expect(exchanges.map(names)).toEqual([[], ['Rock &amp; Roll'], ['Rock &amp; Roll'], ['Rock &amp; Roll']]);
  });

  it('tags list --search "Rock & Roll" finds it: the search goes as the name is stored', async () => {
    site = replaySite(exchanges, notRecorded);
    const res = await calev('tags', 'list', '--search', 'Rock & Roll', '--no-hide-empty', '--format', 'ids');
    expect([res.code, res.stderr, res.stdout]).toEqual([0, '', '4\n']);
    expect(queryOf(site.requests[0].path).search).toBe('Rock &amp; Roll');
    // already written as stored, it goes as it is
    const again = await calev('tags', 'list', '--search', 'Rock &amp; Roll', '--no-hide-empty', '--format', 'ids');
    expect(again.stdout).toBe('4\n');
  });
});

describe('image-file-through-wordpress.json: --image FILE', () => {
  const [uploaded, refused, made, path] = recording('image-file-through-wordpress.json');
  const dir = mkdtempSync(join(tmpdir(), 'calev-image-'));
  const poster = join(dir, 'poster.png');
  // calev sends the file as it is (the site reads it): text here, so that the test can compare it
  writeFileSync(poster, 'the bytes of a poster');
  const answering = (media: Exchange) =>
    mockSite(SITE, (req) => {
      const x = req.path.startsWith('/wp-json/wp/v2/media') ? media : made;
      return [x.response.status, x.response.body];
    });
  const args = ['events', 'create', '--title', 'With poster', '--start-date', '2030-03-01 10:00'];

  it('the recording: a path is a 400; the media route takes the file from an administrator, not a contributor; the id names it', () => {
    expect([uploaded, refused, made, path].map((x) => x.response.status)).toEqual([201, 403, 201, 400]);
    expect((made.response.body as { image: { id: number } }).image.id).toBe(
      (uploaded.response.body as { id: number }).id,
    );
  });

  it('events create --image FILE uploads the file through WordPress and sends its attachment id', async () => {
    site = answering(uploaded);
    const res = await calev(...args, '--end-date', '2030-03-01 11:00', '--image', poster, '--format', 'ids');
    expect([res.code, res.stderr]).toEqual([0, '']);
    const [upload] = site.requests;
    const create = site.requests.find((r) => r.method === 'POST' && r.path === `${NS}/events`)!;
    expect(upload).toMatchObject({ method: 'POST', path: '/wp-json/wp/v2/media?_fields=id' });
    expect(upload.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'attachment; filename="poster.png"',
    });
    expect(upload.body).toBe('the bytes of a poster');
    expect(bodyOf(create)).toMatchObject({ image: String((uploaded.response.body as { id: number }).id) });
  });

  it('a file named in other letters goes with an ASCII name WordPress reads and its whole name beside it (a header takes ASCII only)', async () => {
    for (const [name, sent] of [
      ['ポスター.png', 'attachment; filename="image.png"; filename*=UTF-8\'\'%E3%83%9D%E3%82%B9%E3%82%BF%E3%83%BC.png'],
      ['Café "live".png', 'attachment; filename="Cafe _live_.png"; filename*=UTF-8\'\'Caf%C3%A9%20%22live%22.png'],
    ]) {
      site = answering(uploaded);
      const file = join(dir, name);
      writeFileSync(file, 'the bytes of a poster');
      const res = await calev(...args, '--end-date', '2030-03-01 11:00', '--image', file, '--format', 'ids');
      expect([name, res.code, res.stderr]).toEqual([name, 0, '']);
      expect(site.requests[0].headers['content-disposition']).toBe(sent);
      await site.agent.close();
      site = undefined;
    }
  });

  it('a user who may not upload files is refused before the event is made (exit 4), with a hint', async () => {
    site = answering(refused);
    const res = await calev(...args, '--end-date', '2030-03-01 11:00', '--image', poster);
    expect([res.code, res.stderr]).toEqual([
      4,
      `error: upload of ${poster}: Sorry, you are not allowed to create posts as this user. (403 rest_cannot_create)\n` +
        'hint: uploading needs a role that may upload files (author, editor, administrator); or give an image URL\n',
    ]);
    expect(site.requests.map((r) => r.path)).toEqual(['/wp-json/wp/v2/media?_fields=id']);
  });

  it('a file that is not an image is refused before anything is sent (exit 2)', async () => {
    site = answering(uploaded);
    const notes = join(dir, 'notes.txt');
    writeFileSync(notes, 'not an image');
    const res = await calev(...args, '--end-date', '2030-03-01 11:00', '--image', notes);
    expect([res.code, res.stderr.split('\n')[0]]).toEqual([
      2,
      `error: --image ${notes}: not an image file (.jpg, .jpeg, .jpe, .png, .gif, .webp, .avif, .bmp, .tif, .tiff, .ico, .heic)`,
    ]);
    expect(site.requests).toEqual([]);
  });
});

describe('list-date-filters-read-by-php.json: the list date filters are read by strtotime too', () => {
  const exchanges = recording('list-date-filters-read-by-php.json');

  it("the recording: '+2h' lists as if no filter were given; 'soonish' is refused", () => {
    expect(exchanges.map((x) => x.response.status)).toEqual([200, 400]);
    expect((exchanges[0].response.body as { events: unknown[] }).events).toHaveLength(2);
  });

  it('events list --starts-after +2h is refused before anything is sent (exit 1), as calev serve refuses it', async () => {
    site = replaySite(exchanges, notRecorded);
    const res = await calev('events', 'list', '--starts-after', '+2h', '--search', 'filter');
    expect([res.code, res.stderr]).toEqual([
      1,
      'error: starts_after "+2h" is not a date\n' +
        'hint: write dates as 2030-03-01 19:00, 21:00, 7pm, tomorrow 7pm, next friday 8pm, +2 hours or +90 min\n',
    ]);
    expect(site.requests).toEqual([]);
  });
});

describe('texts-shown-otherwise.json: WordPress shows texts otherwise than sent', () => {
  const exchanges = recording('texts-shown-otherwise.json');
  const sent = exchanges
    .filter((x) => x.request.method === 'PUT')
    .map((x) => x.request.body as Record<string, unknown>);
  const fields = ['title', 'start_date', 'end_date', 'description', 'excerpt'];
  /** the row of the file each recorded import sent (the author's, the administrator's) */
  const rowOf = (body: Record<string, unknown>, changes: Record<string, unknown> = {}) => ({
    slug: String(body.title).toLowerCase().replaceAll(' ', '-'),
    ...Object.fromEntries(fields.filter((k) => k in body).map((k) => [k, body[k]])),
    ...changes,
  });
  let dir = '';
  const fileOf = (row: Record<string, unknown>, name = String(row.slug)) => {
    const file = join(dir, `${name}.ndjson`);
    writeFileSync(file, `${JSON.stringify(row)}\n`);
    return file;
  };
  /** an import as `user`, with calev's state folder in `state` */
  const importAs = async (user: string, file: string, state: string, ...flags: string[]) => {
    const res = await run(['events', 'import', file, ...flags], {
      env: { ...env, CALEV_USER: user, XDG_STATE_HOME: join(dir, state) },
      agent: site!.agent,
    });
    return { ...res, results: JSON.parse(res.stdout || '[]') as Array<Record<string, unknown>> };
  };

  afterEach(() => {
    dir = '';
  });

  it('the recording: the texts sent, and the texts shown before and after the write', () => {
    dir = mkdtempSync(join(tmpdir(), 'calev-texts-'));
    const shown = exchanges
      .filter((x) => x.request.method !== 'POST')
      .map((x) => x.response.body as Record<string, unknown>);
    expect(sent.map((b) => b.description)).toEqual([
      '<p>Doors at 7 <script>track()</script></p>\n\n<iframe src="https://maps.example/x"></iframe>Bring the kids: a < b and c > d',
      '<!-- wp:paragraph -->\n<p>Before [gallery ids="1,2"] after, <a href="https://tickets.example" target="_blank">tickets</a></p>\n<!-- /wp:paragraph -->',
    ]);
    // GET and PUT answers, author then administrator: the same text before and after each write
    expect(shown.map((v) => v.description)).toEqual([
      '<p>Doors at 7 track()</p>\n<p>Bring the kids: a <b> d</p>',
      '<p>Doors at 7 track()</p>\n<p>Bring the kids: a <b> d</p>',
      '<p>Before  after, <a href="https://tickets.example" target="_blank" rel="noopener">tickets</a></p>',
      '<p>Before  after, <a href="https://tickets.example" target="_blank" rel="noopener">tickets</a></p>',
    ]);
    expect(renderedText(String(shown[0].description))).not.toBe(renderedText(String(sent[0].description)));
  });

  for (const [who, user, index] of [
    ['an author whose markup WordPress removes', 'author', 0],
    ['an administrator whose shortcode and block comments WordPress renders', 'admin', 1],
  ] as const) {
    it(`${who}: the import writes the text once and says so; the next import of it skips it`, async () => {
      dir = mkdtempSync(join(tmpdir(), 'calev-texts-'));
      site = replaySite(exchanges, notRecorded);
      const file = fileOf(rowOf(sent[index]));
      const first = await importAs(user, file, 'state');
      expect(first.code).toBe(0);
      expect(first.results).toEqual([
        expect.objectContaining({
          action: 'updated',
          note: "the site shows description otherwise than written (WordPress's display filters: paragraphs, entities, shortcodes, blocks; or markup this user may not store): the next import compares with what it shows",
        }),
      ]);
      const put = writes().filter((r) => r.method === 'PUT');
      expect(put).toHaveLength(1);
      // the answer carries the texts written, to keep what the site made of them
      expect(queryOf(put[0].path)._fields).toBe(index === 0 ? 'id,description,excerpt,title' : 'id,description,title');
      const again = await importAs(user, file, 'state');
      expect([again.code, again.stderr]).toEqual([0, `${file}: 0 created, 0 updated, 1 skipped, 0 failed\n`]);
      expect(again.results).toEqual([expect.objectContaining({ action: 'skipped', note: 'unchanged' })]);
      expect(writes().filter((r) => r.method === 'PUT')).toHaveLength(1);
      // without what the first import kept (another machine; the state folder removed) it is written again
      rmSync(join(dir, 'state'), { recursive: true });
      expect((await importAs(user, file, 'state', '--dry-run')).results).toEqual([
        expect.objectContaining({ action: 'update' }),
      ]);
    });
  }

  it('a text changed in the file, or on the site, is written again; what is kept is per user', async () => {
    dir = mkdtempSync(join(tmpdir(), 'calev-texts-'));
    site = replaySite(exchanges, notRecorded);
    const file = fileOf(rowOf(sent[0]));
    expect((await importAs('author', file, 'state')).results[0].action).toBe('updated');
    const edited = fileOf(rowOf(sent[0], { description: `${String(sent[0].description)} Free entry.` }), 'edited');
    expect((await importAs('author', edited, 'state', '--dry-run')).results[0].action).toBe('update');
    // another user stores the text otherwise (an administrator keeps the <script>): not skipped for them
    expect((await importAs('admin', file, 'state', '--dry-run')).results[0].action).toBe('update');
    // the site's text edited since the import wrote it
    const [read] = exchanges.filter((x) => x.request.method === 'GET');
    const view = read.response.body as Record<string, unknown>;
    await site.agent.close();
    site = replaySite([], (req) =>
      req.method === 'GET' && req.path.includes('/by-slug/')
        ? {
            ...read.response,
            body: { ...view, description: '<p>Doors at 8 track()</p>\n<p>Bring the kids: a <b> d</p>' },
          }
        : notRecorded(req),
    );
    expect((await importAs('author', file, 'state', '--dry-run')).results[0].action).toBe('update');
    await site.agent.close();
    site = replaySite([], (req) =>
      req.method === 'GET' && req.path.includes('/by-slug/') ? read.response : notRecorded(req),
    );
    expect((await importAs('author', file, 'state', '--dry-run')).results[0].action).toBe('skip');
  });
});

describe("drafts-without-slugs.json: slugs calev's store gave that the site does not have", () => {
  const exchanges = recording('drafts-without-slugs.json');
  const rows = [
    ['draft-of-february', 'Draft of February', '01'],
    ['february-f0-9f-8e-89', 'February 🎉', '02'],
    ['trashed-in-february', 'Trashed in February', '03'],
  ].map(([slug, title, day]) => ({
    slug,
    title,
    start_date: `2033-02-${day} 10:00:00`,
    end_date: `2033-02-${day} 11:00:00`,
  }));
  const [listing, refusedToSubscriber] = exchanges.filter((x) => x.request.url.includes('/events?'));
  // WordPress refuses a batch of reads as it refused the recorded one, whatever it names
  const [batchOfReads] = exchanges.filter((x) => x.request.url.endsWith('/batch/v1'));
  // and an event of no such slug as it refused the recorded ones
  const [noSuchSlug] = exchanges.filter((x) => x.request.url.includes('/by-slug/'));
  const otherwise = (req: Recorded) =>
    req.path.endsWith('/batch/v1')
      ? batchOfReads.response
      : req.method === 'GET' && req.path.includes('/events/by-slug/')
        ? noSuchSlug.response
        : notRecorded(req);
  const importRows = async (items: Array<Record<string, unknown>>, ...flags: string[]) => {
    const dir = mkdtempSync(join(tmpdir(), 'calev-slugs-'));
    const file = join(dir, 'events.ndjson');
    writeFileSync(file, items.map((r) => JSON.stringify(r)).join('\n'));
    const res = await calev('events', 'import', file, '--concurrency', '1', ...flags);
    rmSync(dir, { recursive: true });
    return { ...res, results: JSON.parse(res.stdout || '[]') as Array<Record<string, unknown>> };
  };

  it('the recording: by-slug finds none; the month lists the draft without a slug, the emoji percent-encoded, the trashed renamed', () => {
    expect(exchanges.filter((x) => x.request.url.includes('/by-slug/')).map((x) => x.response.status)).toEqual([
      400, 400, 400,
    ]);
    expect((listing.response.body as { events: Array<Record<string, unknown>> }).events).toEqual([
      expect.objectContaining({ id: 162, slug: '', status: 'draft' }),
      expect.objectContaining({ id: 163, slug: 'february-%f0%9f%8e%89', status: 'publish' }),
      expect.objectContaining({ id: 164, slug: 'trashed-in-february__trashed', status: 'trash' }),
    ]);
    expect(refusedToSubscriber.response.status).toBe(400);
  });

  it("an import back from calev's store finds them on their start day: no duplicates; the trashed one is said", async () => {
    site = replaySite(exchanges, otherwise);
    const res = await importRows(rows);
    expect([res.code, res.stderr]).toEqual([0, expect.stringMatching(/0 created, 0 updated, 3 skipped, 0 failed\n$/)]);
    expect(res.results.map((r) => [r.item, r.id, r.action, r.note])).toEqual([
      ['draft-of-february', 162, 'skipped', 'unchanged'],
      ['february-f0-9f-8e-89', 163, 'skipped', 'unchanged'],
      [
        'trashed-in-february',
        164,
        'skipped',
        'the event is in the trash; restore it with: calev events update 164 --status draft (or --status publish to publish it)',
      ],
    ]);
    expect(writes().filter((r) => r.path.startsWith(NS))).toEqual([]);
  });

  it("a changed one is updated under its own slug: the site's slug is not renamed to calev's", async () => {
    site = replaySite(exchanges, (req) =>
      req.method === 'PUT' ? { status: 200, headers: {}, body: { id: 163 } } : otherwise(req),
    );
    const res = await importRows([{ ...rows[1], description: 'moved indoors' }]);
    expect(res.results).toEqual([expect.objectContaining({ id: 163, action: 'updated' })]);
    const [put] = writes().filter((r) => r.path.startsWith(NS));
    expect(put.path).toMatch(new RegExp(`^${NS}/events/163\\?`));
    expect(bodyOf(put)).toMatchObject({ description: 'moved indoors' });
    expect(bodyOf(put)).not.toHaveProperty('slug');
  });

  it("another title on the draft's day, or a slug the site has not in any form, is not taken for them", async () => {
    site = replaySite(exchanges, otherwise);
    const res = await importRows(
      [
        { ...rows[0], slug: 'draft-of-february-2', title: 'Another draft' },
        { ...rows[1], slug: 'february-2' },
      ],
      '--dry-run',
    );
    expect(res.results.map((r) => r.action)).toEqual(['create', 'create']);
  });

  it('a user who may not list the trash (400) gets the list as it is for them, and the rows are found in it', async () => {
    const live = (listing.response.body as { events: Array<Record<string, unknown>> }).events.filter(
      (e) => e.status !== 'trash',
    );
    site = replaySite([], (req) => {
      if (!req.path.startsWith(`${NS}/events?`)) return otherwise(req);
      return queryOf(req.path).status
        ? refusedToSubscriber.response
        : { ...listing.response, body: { ...(listing.response.body as object), events: live, total: live.length } };
    });
    const march = { ...rows[0], slug: 'in-march', title: 'In March', start_date: '2033-03-05 10:00:00' };
    const res = await importRows([...rows.slice(0, 2), march], '--dry-run');
    expect(res.results.map((r) => [r.id, r.action])).toEqual([
      [162, 'skip'],
      [163, 'skip'],
      [null, 'create'],
    ]);
    // the trash is asked for once, refused, and not again: March is listed as it is at once
    const lists = site.requests.filter((r) => r.path.startsWith(`${NS}/events?`)).map((r) => queryOf(r.path));
    expect(lists.map((q) => [q.start_date, q.status])).toEqual([
      ['2033-01-31', 'publish,future,draft,pending,private,trash'],
      ['2033-01-31', undefined],
      ['2033-02-28', undefined],
    ]);
  });
});

describe('image-of-a-refused-write.json: the image of a write the site refuses', () => {
  const [uploaded, refusedCreate, deleted] = recording('image-of-a-refused-write.json');
  const dir = mkdtempSync(join(tmpdir(), 'calev-image-'));
  const poster = join(dir, 'poster.png');
  writeFileSync(poster, 'the bytes of a poster');
  const id = (uploaded.response.body as { id: number }).id;
  const deletion = `/wp-json/wp/v2/media/${id}?force=true&_fields=deleted`;
  /** the site of the recording, with the write (and the deletion) answered as given */
  const answering = (write: Exchange['response'], deletes: Exchange['response'] = deleted.response) =>
    mockSite(SITE, (req) => {
      const res = req.path.startsWith('/wp-json/wp/v2/media')
        ? req.method === 'DELETE'
          ? deletes
          : uploaded.response
        : req.method === 'GET'
          ? {
              status: 200,
              body: {
                id: 7,
                title: 'Stored',
                timezone: 'UTC',
                start_date: '2031-11-01 10:00:00',
                end_date: '2031-11-01 11:00:00',
              },
            }
          : write;
      return [res.status, res.body];
    });
  const create = ['events', 'create', '--title', 'Poster of a refused event', '--start-date', '2031-11-01 10:00'];
  const more = ['--end-date', '2031-11-01 11:00', '--timezone', 'UTC', '--image', poster];

  it('the recording: uploaded, the create refused, the attachment deleted', () => {
    expect([uploaded, refusedCreate, deleted].map((x) => `${x.request.method} ${x.response.status}`)).toEqual([
      'POST 201',
      'POST 400',
      'DELETE 200',
    ]);
    expect(deleted.request.url).toBe(`${SITE}${deletion}`);
  });

  it("events create: the site refuses the event, so its image is deleted again; the error is the site's (exit 1)", async () => {
    site = answering(refusedCreate.response);
    const res = await calev(...create, ...more, '--venue', '999999');
    expect([res.code, res.stderr]).toEqual([
      1,
      'error: new event: Invalid parameter(s): venue [venue: Invalid parameter.] (400 rest_invalid_param)\n',
    ]);
    expect(site.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /wp-json/wp/v2/media?_fields=id',
      `POST ${NS}/events`,
      `DELETE ${deletion}`,
    ]);
  });

  it('events update: the same', async () => {
    site = answering(refusedCreate.response);
    const res = await calev('events', 'update', '7', '--image', poster, '--venue', '999999');
    expect(res.code).toBe(1);
    expect(site.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /wp-json/wp/v2/media?_fields=id',
      `PUT ${NS}/events/7`,
      `DELETE ${deletion}`,
    ]);
  });

  it("an image that cannot be deleted (another role's rule) is named in the hint, where it stays", async () => {
    site = answering(refusedCreate.response, {
      status: 403,
      headers: {},
      body: {
        code: 'rest_cannot_delete',
        message: 'Sorry, you are not allowed to delete this post.',
        data: { status: 403 },
      },
    });
    const res = await calev(...create, ...more, '--venue', '999999');
    expect(res.stderr).toBe(
      'error: new event: Invalid parameter(s): venue [venue: Invalid parameter.] (400 rest_invalid_param)\n' +
        `hint: ${poster} stays in the site's media library as attachment ${id}\n`,
    );
  });

  it('a write whose outcome is unknown (a server error) keeps the image: the event may hold it', async () => {
    site = answering({
      status: 500,
      headers: {},
      body: { code: 'internal_server_error', message: 'Boom', data: { status: 500 } },
    });
    const res = await calev(...create, ...more);
    expect(res.code).not.toBe(0);
    expect(site.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  it('what calev refuses itself (a series on a site without them) is refused before anything is uploaded', async () => {
    site = answering(refusedCreate.response);
    const res = await calev(...create, ...more, '--recurrence', 'every week');
    expect(res.code).toBe(2);
    expect(site.requests).toEqual([]);
  });
});

describe('names-in-other-scripts-not-searched.json: the searches find no name in other letters than Latin', () => {
  const exchanges = recording('names-in-other-scripts-not-searched.json');
  const dir = mkdtempSync(join(tmpdir(), 'calev-names-'));
  const rowFile = (name: string, row: Record<string, unknown>) => {
    const file = join(dir, name);
    writeFileSync(file, `${JSON.stringify(row)}\n`);
    return file;
  };
  const [bySlug] = exchanges;
  const [search] = exchanges.filter((x) => x.request.url.includes('search='));

  it('the recording: the search is empty and names every venue; the slug of the name finds it', () => {
    expect(search.response.body).toMatchObject({ venues: [], total: 15 });
    expect(bySlug.response.body).toMatchObject({ id: 168, venue: 'Зал Москва' });
  });

  it('venues and organizers imports find them by the slug of their name (one read): skipped, not made again', async () => {
    site = replaySite(exchanges, notRecorded);
    const venues = await calev(
      'venues',
      'import',
      rowFile('v.ndjson', { venue: 'Зал Москва', city: 'Москва' }),
      '--dry-run',
    );
    expect(JSON.parse(venues.stdout)).toEqual([
      expect.objectContaining({ id: 168, action: 'skip', note: 'unchanged' }),
    ]);
    const organizers = await calev('organizers', 'import', rowFile('o.ndjson', { organizer: 'Орг 🎉' }), '--dry-run');
    expect(JSON.parse(organizers.stdout)).toEqual([expect.objectContaining({ id: 167, action: 'skip' })]);
    expect(site.requests.map((r) => decodeURIComponent(r.path))).toEqual([
      `${NS}/venues/by-slug/зал-москва`,
      `${NS}/organizers/by-slug/орг-🎉`,
    ]);
  });

  it('events list --venue NAME lists the events of that venue', async () => {
    site = replaySite(exchanges, notRecorded);
    const res = await calev(
      ...['events', 'list', '--venue', 'Зал Москва', '--start-date', '2032-01-01', '--end-date', '2032-12-31'],
      ...['--format', 'count'],
    );
    expect([res.code, res.stdout, res.stderr]).toEqual([0, '1\n', '']);
  });

  it('venues list --search is made over the whole list; one that finds nothing counts 0, not the total the plugin names', async () => {
    site = replaySite(exchanges, notRecorded);
    const found = await calev('venues', 'list', '--search', 'Москва', '--fields', 'id,venue');
    expect([found.code, JSON.parse(found.stdout)]).toEqual([0, [{ id: 168, venue: 'Зал Москва' }]]);
    const none = await calev('venues', 'list', '--search', 'Нет такого', '--format', 'count');
    expect([none.code, none.stdout]).toEqual([0, '0\n']);
  });
});

describe('names-in-other-scripts-not-searched.json: the venue picker of the interactive create', () => {
  const exchanges = recording('names-in-other-scripts-not-searched.json');
  const [search] = exchanges.filter((x) => decodeURIComponent(x.request.url).includes('search=Москва'));
  const [everyVenue] = exchanges.filter((x) => x.request.url.endsWith('/venues?per_page=50'));

  it('offers the venues whose names hold the words typed in other letters (the site finds none)', async () => {
    site = replaySite([], (req) => {
      const query = queryOf(req.path);
      if (!req.path.startsWith(`${NS}/venues?`)) return notRecorded(req);
      return query.search ? search.response : query.per_page === '50' ? everyVenue.response : notRecorded(req);
    });
    const client = await openClient(
      { url: SITE, apiRoot: '/wp-json', namespace: 'tribe/events/v1', dataDir: '/nonexistent' },
      { http: { dispatcher: site.agent } },
    );
    expect(await searchPosts(client, 'venues', 'москва')).toEqual([{ id: 168, name: 'Зал Москва', detail: 'Москва' }]);
    expect(site.requests.map((r) => queryOf(r.path))).toEqual([
      { per_page: '20', search: 'москва' },
      { per_page: '50' },
    ]);
  });
});

describe('term-names-without-markup.json: a term name is stored without its markup', () => {
  const exchanges = recording('term-names-without-markup.json');

  it('an import finds the term by its name without markup, searched as stored: the same, not written again', async () => {
    site = replaySite(exchanges, notRecorded);
    const dir = mkdtempSync(join(tmpdir(), 'calev-terms-'));
    const file = join(dir, 'tags.ndjson');
    writeFileSync(file, `${JSON.stringify({ name: 'Tag <b>Bold</b> one', description: 'd' })}\n`);
    const res = await calev('tags', 'import', file, '--dry-run');
    expect(JSON.parse(res.stdout)).toEqual([expect.objectContaining({ id: 37, action: 'skip' })]);
    expect(site.requests.map((r) => queryOf(r.path).search)).toEqual(['Tag Bold one']);
  });
});

describe('term-name-with-less-than.json: a term name is stored with `<` as `&lt;`, and markup removed', () => {
  const exchanges = recording('term-name-with-less-than.json');
  const [tag, , , refused, byName, byId, kids, , , , kidsDay] = exchanges;
  const found = (x: Exchange) =>
    Object.values(x.response.body as object).find(Array.isArray) as Array<{ name: string }>;
  const linked = (x: Exchange, key: string) =>
    ((x.response.body as Record<string, Array<{ id: number; name: string }>>)[key] ?? []).map((t) => [t.id, t.name]);
  const day = ['--start-date', '2031-06-20 18:00', '--end-date', '2031-06-20 19:00'];
  /** the site's rule, as recorded: a tag's name links a tag named after its id, its id links it */
  const eventWrite = (req: Recorded, body: Record<string, unknown>): Exchange['response'] =>
    req.method === 'POST' && req.path.startsWith(`${NS}/events`)
      ? (body.tags as unknown[]).every((t) => typeof t === 'number')
        ? byId.response
        : byName.response
      : notRecorded(req);

  it('the recording: the name as written finds nothing, as stored finds it; a create of it names its id; by name it links a tag named after that id', () => {
    expect([1, 2, 7, 8].map((i) => found(exchanges[i]).map((t) => t.name))).toEqual([
      [],
      ['C++ &lt; Rust'],
      [],
      ['Kids'],
    ]);
    expect(refused.response).toMatchObject({ status: 400, body: { code: 'term_exists', data: { term_id: 2 } } });
    expect([linked(byName, 'tags'), linked(byId, 'tags'), linked(kidsDay, 'categories')]).toEqual([
      [[3, '2']],
      [[2, 'C++ &lt; Rust']],
      [[4, 'Kids']],
    ]);
    expect((tag.response.body as { name: string }).name).toBe('C++ &lt; Rust');
  });

  it('events create --tags "C++ < Rust" searches the name as stored and sends the tag\'s id', async () => {
    site = replaySite(exchanges, eventWrite);
    const res = await calev(
      'events',
      'create',
      '--title',
      'Lang debate',
      ...day,
      '--tags',
      'C++ < Rust',
      '--format',
      'ids',
    );
    expect([res.code, res.stderr, res.stdout]).toEqual([0, '', '5\n']);
    const searches = site.requests.filter((r) => r.path.startsWith(`${NS}/tags?`));
    expect(searches.map((r) => queryOf(r.path).search)).toEqual(['C++ &lt; Rust']);
    expect(writes().map((r) => [r.path, bodyOf(r).tags])).toEqual([[`${NS}/events`, [2]]]);
  });

  it('a tag the search does not find, whose create is refused as one the site has (term_exists), is sent as the id the refusal names', async () => {
    const nothing = exchanges[1].response;
    site = replaySite([], (req, body) =>
      req.method === 'GET' && req.path.startsWith(`${NS}/tags?`)
        ? nothing
        : req.method === 'POST' && req.path === `${NS}/tags`
          ? refused.response
          : eventWrite(req, body),
    );
    const res = await calev(
      'events',
      'create',
      '--title',
      'Lang debate',
      ...day,
      '--tags',
      'C++ < Rust',
      '--format',
      'ids',
    );
    expect([res.code, res.stderr, res.stdout]).toEqual([0, '', '5\n']);
    expect(writes().map((r) => [r.path, r.body && JSON.parse(r.body)])).toEqual([
      [`${NS}/tags`, { name: 'C++ < Rust' }],
      [`${NS}/events`, expect.objectContaining({ tags: [2] })],
    ]);
  });

  it('categories create --name "Kids <12>" says the site stored it as Kids', async () => {
    site = replaySite(exchanges, notRecorded);
    const res = await calev('categories', 'create', '--name', 'Kids <12>', '--format', 'ids');
    expect([res.code, res.stdout, res.stderr]).toEqual([
      0,
      '4\n',
      'note: category 4 has the name "Kids": the site stored it otherwise than "Kids <12>"\n',
    ]);
    expect(kids.response.status).toBe(201);
  });

  it('categories create of a name stored as one the site has (Kids <12> once Kids exists): the refusal says so, naming the category', async () => {
    const taken = exchanges[9];
    site = replaySite([], (req) =>
      req.method === 'POST' && req.path === `${NS}/categories` ? taken.response : notRecorded(req),
    );
    const res = await calev('categories', 'create', '--name', 'Kids <12>', '--format', 'ids');
    expect([res.code, res.stdout]).toEqual([1, '']);
    expect(res.stderr).toBe(
      'error: new category: A term with the name provided already exists with this parent. (400 term_exists)\n' +
        'hint: the site stores the name "Kids <12>" as "Kids", which category 4 has: give a name without markup (calev categories update 4 renames that one)\n',
    );
  });

  it('an import of the category Kids <12> finds Kids, and skips it: nothing to write', async () => {
    site = replaySite(exchanges, notRecorded);
    const dir = mkdtempSync(join(tmpdir(), 'calev-terms-'));
    const file = join(dir, 'categories.ndjson');
    writeFileSync(file, `${JSON.stringify({ name: 'Kids <12>' })}\n`);
    const res = await calev('categories', 'import', file, '--dry-run');
    expect(JSON.parse(res.stdout)).toEqual([expect.objectContaining({ id: 4, action: 'skip' })]);
    expect(site.requests.map((r) => queryOf(r.path).search).filter(Boolean)).toEqual(['Kids']);
  });
});

describe('venue-organizer-image-not-taken.json: a venue or organizer the site took no image for shows none', () => {
  const exchanges = recording('venue-organizer-image-not-taken.json');
  const [venueMade, venueRead, organizerMade, organizerRead, , venueWithImage] = exchanges;
  const far = 'http://127.0.0.1:8239/poster.png';
  // WordPress refuses a batch (drafts-without-slugs.json)
  const [batch] = recording('drafts-without-slugs.json').filter((x) => x.request.url.endsWith('/batch/v1'));

  it('the recording: made with the URL, shown without an image field; made with an image it took, shown with it', () => {
    for (const x of [venueMade, venueRead, organizerMade, organizerRead])
      expect(x.response.body).not.toHaveProperty('image');
    expect(venueWithImage.response.body).toMatchObject({ image: { id: 15 } });
  });

  it.each([
    ['venues', { venue: 'Far Hall', city: 'Springfield' }, venueMade, venueRead],
    ['organizers', { organizer: 'Far Agency', email: 'far@example.org' }, organizerMade, organizerRead],
  ] as const)('%s import: noted, then not sent again: skipped', async (resource, row, made, read) => {
    const dir = mkdtempSync(join(tmpdir(), 'calev-far-image-'));
    const file = join(dir, `${resource}.ndjson`);
    writeFileSync(file, `${JSON.stringify({ ...row, image: far })}\n`);
    let created = false;
    site = replaySite([], (req) => {
      if (req.path.endsWith('/batch/v1')) return batch.response;
      if (req.method === 'POST' && req.path.startsWith(`${NS}/${resource}?`)) {
        created = true;
        return made.response;
      }
      if (req.method === 'GET' && req.path.startsWith(`${NS}/${resource}?`))
        return {
          status: 200,
          headers: {},
          body: {
            total: created ? 1 : 0,
            total_pages: created ? 1 : 0,
            [resource]: created ? [read.response.body] : [],
          },
        };
      return notRecorded(req);
    });
    const state = { ...env, XDG_STATE_HOME: join(dir, 'state') };
    const importing = () => run([resource, 'import', file, '--format', 'ndjson'], { env: state, agent: site!.agent });
    const first = await importing();
    expect(JSON.parse(first.stdout)).toMatchObject({
      action: 'created',
      note: `the site took no image from ${far} (it shows none); the next import does not send it again`,
    });
    const second = await importing();
    expect(JSON.parse(second.stdout)).toMatchObject({
      action: 'skipped',
      note: `the site took no image from ${far} when an earlier import sent it: not sent again`,
    });
    // created once; the second run sent nothing
    expect(
      writes()
        .filter((r) => !r.path.endsWith('/batch/v1'))
        .map((r) => r.method),
    ).toEqual(['POST']);
  });
});

describe('slug-writes-unchecked.json: the by-slug routes do not check the rights on the item', () => {
  const exchanges = recording('slug-writes-unchecked.json');
  const [byIdRefused, bySlugTaken, , , , deleteByIdRefused, deleteBySlugTaken, readBySlug] = exchanges;
  const contributor = { ...env, CALEV_USER: 'contributor' };
  /** the site of the recording: writes by id refused, by slug taken; the event read by slug and by id */
  const answering = () =>
    replaySite([], (req) => {
      if (req.method === 'GET' && req.path.includes('/by-slug/')) return readBySlug.response;
      if (req.method === 'GET')
        return { status: 200, headers: {}, body: { id: 232, status: 'publish', title: 'Checked by id' } };
      if (req.path.includes('/by-slug/'))
        return req.method === 'DELETE' ? deleteBySlugTaken.response : bySlugTaken.response;
      return req.method === 'DELETE' ? deleteByIdRefused.response : byIdRefused.response;
    });

  it('the recording: by id refused, by slug taken (the event left a draft, trashed)', () => {
    expect([byIdRefused, bySlugTaken, deleteByIdRefused, deleteBySlugTaken].map((x) => x.response.status)).toEqual([
      403, 200, 403, 200,
    ]);
    expect(bySlugTaken.response.body).toMatchObject({ status: 'draft' });
    expect(deleteBySlugTaken.response.body).toMatchObject({ status: 'trash' });
  });

  it('events update SLUG goes by id: the site refuses what the user may not do (exit 4), and nothing changes', async () => {
    site = answering();
    const res = await run(['events', 'update', 'checked-by-id', '--title', 'Edited by a contributor'], {
      env: contributor,
      agent: site.agent,
    });
    expect([res.code, res.stderr]).toEqual([
      4,
      'error: event "checked-by-id": Sorry, you are not allowed to do that. (403 rest_forbidden)\n' +
        'hint: your user role is not allowed to do this\n',
    ]);
    expect(writes().map((r) => `${r.method} ${r.path}`)).toEqual([`PUT ${NS}/events/232`]);
    // the event read once, whole, by its slug: the update merges with it
    expect(site.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET ${NS}/events/by-slug/checked-by-id`,
      `PUT ${NS}/events/232`,
    ]);
  });

  it('events delete SLUG and organizers update SLUG go by id too', async () => {
    site = answering();
    const deleted = await run(['events', 'delete', 'checked-by-id', '--yes'], { env: contributor, agent: site.agent });
    expect(deleted.code).toBe(4);
    const organizer = await run(['organizers', 'update', 'organizer-checked', '--phone', '+1 555 0100'], {
      env: contributor,
      agent: site.agent,
    });
    expect(organizer.code).toBe(4);
    expect(writes().map((r) => `${r.method} ${r.path.replace(/\?.*/, '')}`)).toEqual([
      `DELETE ${NS}/events/232`,
      `PUT ${NS}/organizers/232`,
    ]);
  });
});

describe("next-link-drops-filters.json: an event list's next link leaves filters out", () => {
  const exchanges = recording('next-link-drops-filters.json');
  const idsOf = (...xs: Exchange[]) =>
    xs.flatMap((x) => (x.response.body as { events: { id: number }[] }).events.map((e) => e.id));
  const window = ['--per-page', '2', '--start-date', '2032-03-01', '--end-date', '2032-03-31'];

  it('the recording: followed, the link of the Music events lists every event on page 2; asked for by number, page 2 is right', () => {
    const titles = (x: Exchange) => (x.response.body as { events: { title: string }[] }).events.map((e) => e.title);
    expect(exchanges[0].response.body).toMatchObject({ total: 3 });
    expect(titles(exchanges[1])).toEqual(['Rock show', 'Pottery']);
    expect(exchanges[1].response.body).toMatchObject({ total: 5 });
    expect(titles(exchanges[4])).toEqual(['Rock show']);
  });

  it('events list --all --categories and --no-featured: page 2 with the same filters, each event once', async () => {
    site = replaySite(exchanges, notRecorded);
    const music = await calev('events', 'list', '--categories', 'music', '--all', ...window, '--format', 'ids');
    expect([music.code, music.stderr]).toEqual([0, '']);
    expect(music.stdout.trim().split('\n').map(Number)).toEqual(idsOf(exchanges[0], exchanges[4]));
    const plain = await calev('events', 'list', '--no-featured', '--all', ...window, '--format', 'ids');
    expect([plain.code, plain.stderr]).toEqual([0, '']);
    expect(plain.stdout.trim().split('\n').map(Number)).toEqual(idsOf(exchanges[2], exchanges[5]));
  });
});

describe('linked-update-resets.json: a venue or organizer update resets what it is not sent; one in the trash is published', () => {
  const exchanges = recording('linked-update-resets.json');
  const [hall, hallReset, hallKept, org, orgReset, orgKept] = exchanges;
  const [binHall, , hallRestored, hallTrashed, hallStays] = exchanges.slice(6, 11);
  const [, , orgRestored, orgStays] = exchanges.slice(11, 15);
  const [, , eventRestored, , eventStays, trashList] = exchanges.slice(15, 21);
  const view = (x: Exchange) => x.response.body as Record<string, unknown>;
  const image = (x: Exchange) => (view(x).image as { id?: number } | undefined)?.id;

  it('the recording: not sent, a draft is published, the map flags turned on, the image removed, the trash left; sent back, all stay', () => {
    expect([view(hall).status, view(hall).show_map, view(hall).show_map_link, image(hall)]).toEqual([
      'draft',
      false,
      false,
      26,
    ]);
    expect([view(hallReset).status, view(hallReset).show_map, view(hallReset).show_map_link, image(hallReset)]).toEqual(
      ['publish', true, true, undefined],
    );
    expect([view(hallKept).status, view(hallKept).show_map, image(hallKept)]).toEqual(['draft', false, 26]);
    expect([view(org).status, image(org), view(orgReset).status, image(orgReset)]).toEqual([
      'draft',
      26,
      'publish',
      undefined,
    ]);
    expect([view(orgKept).status, image(orgKept)]).toEqual(['draft', 26]);
    expect([hallRestored, orgRestored, eventRestored].map((x) => view(x).status)).toEqual([
      'publish',
      'publish',
      'publish',
    ]);
    expect([hallStays, orgStays, eventStays].map((x) => view(x).status)).toEqual(['trash', 'trash', 'trash']);
    expect([view(hallStays).city, view(orgStays).phone, view(eventStays).cost]).toEqual(['Nice', '2', '$6']);
  });

  it('venues update --zip and organizers update --email send the status, map flags and image back (read first)', async () => {
    site = replaySite([hallKept, orgKept], (req) => (req.path.includes('/venues/') ? hall.response : org.response));
    const venue = await calev('venues', 'update', String(view(hall).id), '--zip', '69002', '--format', 'json');
    expect([venue.code, venue.stderr]).toEqual([0, '']);
    expect(JSON.parse(venue.stdout)).toMatchObject({
      status: 'draft',
      show_map: false,
      zip: '69002',
      image: { id: 26 },
    });
    const organizer = await calev('organizers', 'update', String(view(org).id), '--email', 'org2@example.org');
    expect([organizer.code, organizer.stderr]).toEqual([0, '']);
    expect(site.requests.map((r) => r.method)).toEqual(['GET', 'PUT', 'GET', 'PUT']);
  });

  it('an update of a venue, organizer or event in the trash keeps it there; --status publish restores it', async () => {
    const id = (x: Exchange) => String(view(x).id);
    site = replaySite([trashList], (req, body) => {
      if (req.method === 'GET' && req.path.includes('/v1/events/'))
        return {
          status: 403,
          headers: {},
          body: { code: 'event-no-longer-available', message: 'gone', data: { status: 403 } },
        };
      const answer = req.path.includes('/venues/')
        ? hallTrashed
        : req.path.includes('/organizers/')
          ? orgStays
          : eventStays;
      if (req.method === 'GET') return answer.response;
      return { ...answer.response, body: { ...view(answer), status: body.status ?? 'publish' } };
    });
    for (const args of [
      ['venues', 'update', id(binHall), '--city', 'Nice'],
      ['organizers', 'update', id(orgStays), '--phone', '2'],
      ['events', 'update', id(eventStays), '--cost', '6'],
    ]) {
      const res = await calev(...args, '--format', 'json');
      expect([args[0], res.code, res.stderr]).toEqual([args[0], 0, '']);
      expect(JSON.parse(res.stdout).status).toBe('trash');
    }
    expect(writes().map((w) => bodyOf(w).status)).toEqual(['trash', 'trash', 'trash']);
    const restored = await calev('venues', 'update', id(binHall), '--status', 'publish', '--format', 'json');
    expect(JSON.parse(restored.stdout).status).toBe('publish');
  });
});

describe('linked-by-name-rewritten.json: a create naming an existing venue or organizer rewrites it', () => {
  const exchanges = recording('linked-by-name-rewritten.json');
  const [hall, org, hallSearch, orgSearch, linked, hallAfter, hallFolded, orgFolded] = exchanges;
  const view = (x: Exchange) => x.response.body as Record<string, unknown>;

  it('the recording: folded into the existing one, its map flags are turned on and its image removed; linked by id, it stays', () => {
    expect([view(hallFolded).id, view(hallFolded).show_map, view(hallFolded).image]).toEqual([
      view(hall).id,
      true,
      undefined,
    ]);
    expect([view(orgFolded).id, view(orgFolded).image]).toEqual([view(org).id, undefined]);
    expect(view(hallAfter)).toMatchObject({ show_map: false, image: { id: (view(hall).image as { id: number }).id } });
  });

  it('events create --venue NAME --organizer NAME: looked up by name (exactly: not "Folded Hall") and linked by id; nothing else is written', async () => {
    site = replaySite([hallSearch, orgSearch], (req) =>
      req.path.startsWith('/wp-json/?')
        ? { status: 200, headers: {}, body: { timezone_string: 'UTC', gmt_offset: 0 } }
        : linked.response,
    );
    const res = await calev(
      ...[
        'events',
        'create',
        '--title',
        'Linked by name',
        '--start-date',
        '2032-05-01 19:00',
        '--end-date',
        '2032-05-01 20:00',
      ],
      ...['--venue', 'Fold Hall', '--organizer', 'Fold Org', '--format', 'ids'],
    );
    expect([res.code, res.stderr]).toEqual([0, '']);
    expect(writes().map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${NS}/events`]);
    expect(bodyOf(writes()[0])).toMatchObject({ venue: view(hall).id, organizer: [view(org).id] });
  });
});

describe('one-tag-of-several.json: the tags filter takes the first tag only', () => {
  const exchanges = recording('one-tag-of-several.json');
  const titles = (x: Exchange) => (x.response.body as { events: { title: string }[] }).events.map((e) => e.title);

  it('the recording: tags=a,b lists the events of a, tags=b,a those of b', () => {
    expect(exchanges.map(titles)).toEqual([['TagA ev'], ['TagB ev'], ['TagA ev'], ['TagB ev']]);
  });

  it('events list --tags a,b lists each tag and merges them: the events of any of the tags, counted', async () => {
    site = replaySite(exchanges, notRecorded);
    const window = ['--start-date', '2032-06-01', '--end-date', '2032-06-30'];
    const res = await calev(
      'events',
      'list',
      '--tags',
      'tag-bb,tag-aa',
      ...window,
      '--format',
      'csv',
      '--fields',
      'title',
    );
    expect([res.code, res.stderr, res.stdout]).toEqual([0, '', 'title\nTagA ev\nTagB ev\n']);
    const count = await calev('events', 'list', '--tags', 'tag-aa,tag-bb', ...window, '--format', 'count');
    expect(count.stdout).toBe('2\n');
  });
});

describe('unpublished-read-by-title-slug.json: a draft or pending event has no slug', () => {
  const exchanges = recording('unpublished-read-by-title-slug.json');
  const [created, , , read] = exchanges;
  const id = (created.response.body as { id: number }).id;

  it('events get SLUG finds it among the unpublished events by the slug its title would get; an update goes by its id', async () => {
    site = replaySite(exchanges, (req) => (req.method === 'PUT' ? read.response : notRecorded(req)));
    const got = await calev('events', 'get', 'pending-soiree', '--format', 'json');
    expect([got.code, got.stderr]).toEqual([0, '']);
    expect(JSON.parse(got.stdout)).toMatchObject({ id, title: 'Pending Soirée', slug: '' });
    const updated = await calev('events', 'update', 'pending-soiree', '--cost', '5', '--format', 'ids');
    expect([updated.code, updated.stderr, updated.stdout]).toEqual([0, '', `${id}\n`]);
    expect(writes().map((r) => `${r.method} ${r.path}`)).toEqual([`PUT ${NS}/events/${id}`]);
  });

  it('a slug nothing has is still not found (exit 1)', async () => {
    site = replaySite(exchanges, notRecorded);
    const res = await calev('events', 'get', 'no-such-event');
    expect(res.code).toBe(1);
    expect(res.stderr.split('\n')[0]).toBe(
      'error: event "no-such-event": not found: no event has this slug (400 rest_invalid_param)',
    );
  });
});

describe("messages-with-entities.json: WordPress's messages carry HTML entities", () => {
  const exchanges = recording('messages-with-entities.json');

  it('an error says them as text', async () => {
    site = replaySite(exchanges, notRecorded);
    const res = await calev('categories', 'update', '6', '--slug', 'fresh');
    expect(res.stderr.split('\n')[0]).toBe(
      'error: category 6: The slug “fresh” is already in use by another term. (500 duplicate_term_slug)',
    );
  });
});

describe('category-parent-loop-taken.json: WordPress takes a parent loop with a 200', () => {
  const exchanges = recording('category-parent-loop-taken.json');
  const [root, branch, leaf] = exchanges.map((x) => x.response.body as { id: number; parent: number });
  const [loop, self] = [exchanges[5], exchanges[9]];

  it('the recording: under its own subcategory, the parent stays; under itself, it goes to the top level', () => {
    expect([loop.response.status, (loop.response.body as { parent: number }).parent]).toEqual([200, 0]);
    expect([self.response.status, (self.response.body as { parent: number }).parent]).toEqual([200, 0]);
    expect([branch.parent, leaf.parent]).toEqual([root.id, branch.id]);
  });

  it('categories update --parent with the category itself or one of its subcategories is refused; nothing is written', async () => {
    site = replaySite(exchanges.slice(3, 5), notRecorded);
    const under = await calev('categories', 'update', String(root.id), '--parent', String(leaf.id));
    expect([under.code, under.stderr]).toEqual([
      1,
      `error: category ${root.id}: not updated: --parent ${leaf.id} is one of its subcategories\n` +
        'hint: a category goes under another branch, or to the top level with --parent 0\n',
    ]);
    const itself = await calev('categories', 'update', String(branch.id), '--parent', String(branch.id));
    expect(itself.stderr.split('\n')[0]).toBe(
      `error: category ${branch.id}: not updated: --parent ${branch.id} is the category itself`,
    );
    expect(writes()).toEqual([]);
  });
});

describe('end-before-start-kept.json: an end before the start hides the event from every list', () => {
  const exchanges = recording('end-before-start-kept.json');
  const [backwards, , listed, , listedAfter] = exchanges;

  it('the recording: shown ending at its start, its UTC end as sent, listed nowhere; ending at its start, listed', () => {
    expect(backwards.response.body).toMatchObject({
      end_date: '2038-01-01 08:00:00',
      utc_end_date: '2033-01-01 09:30:00',
    });
    expect(listed.response.body).toMatchObject({ total: 0 });
    expect(listedAfter.response.body).toMatchObject({ total: 1 });
  });

  it('an event write with its end before its start is sent ending at its start, as calev serve stores it', async () => {
    const client = {
      call: () => Promise.reject(new Error('nothing to look up')),
      callRoute: () => Promise.reject(new Error('none')),
    };
    const body = { title: 'Backwards', start_date: '2038-01-01 08:00:00', end_date: '2033-01-01 09:30:00' };
    const sent = await quirksFor('tribe/events/v1').writeBody('events', body, true, client, body);
    expect(sent).toMatchObject({ start_date: '2038-01-01 08:00:00', end_date: '2038-01-01 08:00:00' });
  });
});

describe('website-in-other-letters-refused.json: a website with letters outside ASCII', () => {
  const exchanges = recording('website-in-other-letters-refused.json');
  const [refusedVenue, venue, refusedEvent, event] = exchanges;

  it("the recording: refused as written, taken as the URL it is (the event's encoded octet then dropped)", () => {
    expect([refusedVenue, venue, refusedEvent, event].map((x) => x.response.status)).toEqual([400, 201, 400, 201]);
    expect(event.response.body).toMatchObject({ website: 'https://example.org/jazz?a=1&amp;b=' });
  });

  it("venues create --website https://zénith.fr goes in punycode; an event's website the site then stores otherwise is noted", async () => {
    site = replaySite(exchanges, notRecorded);
    const hall = await calev(
      'venues',
      'create',
      '--venue',
      'Zénith Hall',
      '--website',
      'https://zénith.fr',
      '--format',
      'json',
    );
    expect([hall.code, hall.stderr]).toEqual([0, '']);
    expect(JSON.parse(hall.stdout)).toMatchObject({ website: 'https://xn--znith-bsa.fr/' });
    const made = await calev(
      ...['events', 'create', '--title', 'Accent link', '--start-date', '2039-01-01 10:00:00'],
      ...['--end-date', '2039-01-01 11:00:00', '--website', 'https://example.org/jazz?a=1&b=é', '--format', 'ids'],
    );
    expect([made.code, made.stderr]).toEqual([
      0,
      `note: event ${(event.response.body as { id: number }).id} has the website https://example.org/jazz?a=1&b=: the site stored it otherwise than https://example.org/jazz?a=1&b=é\n`,
    ]);
  });
});

describe('draft-restored-as-trashed.json: a draft restored from the trash keeps the slug `__trashed`', () => {
  const exchanges = recording('draft-restored-as-trashed.json');

  it('the recording: restored with its status alone, the draft is `__trashed`', () => {
    expect(exchanges[2].request.body).toEqual({ status: 'draft' });
    expect(exchanges[2].response.body).toMatchObject({ status: 'draft', slug: '__trashed' });
  });

  it('events update ID --status draft sends the slug of its title with the restore', async () => {
    const restore = exchanges.slice(5);
    const id = (exchanges[3].response.body as { id: number }).id;
    site = replaySite(restore, notRecorded);
    const res = await calev('events', 'update', String(id), '--status', 'draft', '--fields', 'slug,status');
    expect([res.code, res.stderr]).toEqual([0, '']);
    expect(JSON.parse(res.stdout)).toEqual({ slug: 'draft-soiree', status: 'draft' });
    expect(writes().map((r) => [r.method, r.path, bodyOf(r).slug])).toEqual([
      ['PUT', `${NS}/events/${id}`, 'draft-soiree'],
    ]);
  });
});

describe('list-date-filters-in-site-time.json: the plugin reads list date filters with PHP', () => {
  const exchanges = recording('list-date-filters-in-site-time.json');
  const titles = (x: Exchange) => (x.response.body as { events: Array<{ title: string }> }).events.map((e) => e.title);

  it('the recording: an instant lists by the day written, strict site wall clocks are read as UTC', () => {
    expect(exchanges.slice(4).map(titles)).toEqual([
      ['Late Evening', 'Before Midnight', 'Small Hours'],
      ['Small Hours'],
      ['Small Hours'],
      ['Before Midnight', 'Small Hours'],
    ]);
  });

  it('an instant or a timestamp goes as the site wall clock it stands for; under --strict-dates, as its UTC wall clock', async () => {
    for (const [args, listed] of [
      [['--start-date', '2031-07-21T00:30:00+02:00', '--end-date', '2031-07-21'], ['Small Hours']],
      [['--start-date', String(Date.UTC(2031, 6, 20, 22, 30) / 1000), '--end-date', '2031-07-21'], ['Small Hours']],
      [
        ['--start-date', '2031-07-20 23:00', '--end-date', '2031-07-21 03:00', '--strict-dates'],
        ['Before Midnight', 'Small Hours'],
      ],
    ] as const) {
      site = replaySite(exchanges, notRecorded);
      const res = await calev('events', 'list', ...args, '--fields', 'title', '--format', 'json');
      expect([args, res.stderr, JSON.parse(res.stdout || '[]')]).toEqual([
        args,
        '',
        listed.map((title) => ({ title })),
      ]);
      await site.agent.close();
      site = undefined;
    }
  });
});

describe("website-shown-escaped.json: an event's website is shown through esc_html", () => {
  const exchanges = recording('website-shown-escaped.json');
  const [, , created, got, listed] = exchanges;
  const event = got.response.body as { id: number; venue: { website: string }; organizer: Array<{ website: string }> };
  const stored = "https://tix.example.org/buy?id=7&ref=cal's";

  it("the recording: sent with & and ', shown as &amp; and &#039;; the venue's and organizer's as stored", () => {
    expect((created.request.body as { website: string }).website).toBe(stored);
    for (const answer of [created.response.body, event, (listed.response.body as { events: unknown[] }).events[0]])
      expect(answer).toMatchObject({ website: 'https://tix.example.org/buy?id=7&amp;ref=cal&#039;s' });
    expect(event.venue.website).toBe('https://hall.example.org/?a=1&b=2');
    expect(event.organizer[0].website).toBe('https://office.example.org/?a=1&b=2');
  });

  it('events get, get --format ics, list and list --raw give the website as stored; a merged update sends it back so', async () => {
    site = replaySite(exchanges, (req) =>
      req.method === 'GET' ? got.response : { status: 200, headers: {}, body: got.response.body },
    );
    const one = await calev('events', 'get', String(event.id), '--format', 'json');
    expect(JSON.parse(one.stdout)).toMatchObject({
      website: stored,
      venue: { website: 'https://hall.example.org/?a=1&b=2' },
      organizer: [{ website: 'https://office.example.org/?a=1&b=2' }],
    });
    const ics = await calev('events', 'get', String(event.id), '--format', 'ics');
    expect(ics.stdout).toContain(`\r\nURL:${stored}\r\n`);
    const query = ['--search', 'Ticket link', '--start-date', '2037-03-01', '--end-date', '2037-03-02'];
    const list = await calev('events', 'list', ...query, '--format', 'json', '--fields', 'website');
    expect(JSON.parse(list.stdout)).toEqual([{ website: stored }]);
    const raw = await calev('events', 'list', ...query, '--raw');
    expect(JSON.parse(raw.stdout)).toMatchObject({ events: [{ website: stored }] });
    await calev('events', 'update', String(event.id), '--excerpt', 'x', '--format', 'ids');
    expect(bodyOf(writes()[0])).toMatchObject({ website: stored });
  });
});
