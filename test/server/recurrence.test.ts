// Recurring events through real HTTP (API.md §7.1): the recurrence field and its write forms,
// occurrences as events, series-wide updates that spare edited occurrences, trash and restore,
// hide_subsequent_recurrences, the cap, permissions and the horizon moving with the clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type Who } from '../support/server.js';

type Json = Record<string, any>;

let srv: TestServer;
let now = new Date('2024-07-10T15:30:00Z');

beforeAll(async () => {
  srv = await startTestServer({ clock: () => now, timezone: 'America/New_York' });
});
afterAll(() => srv.stop());

async function create(body: Json, as: Who = 'admin'): Promise<Json> {
  const res = await srv.call('POST', '/events', {
    as,
    json: { title: 'Standup', start_date: '2024-07-15 09:30', end_date: '2024-07-15 10:00', ...body },
  });
  expect(res.status, res.text).toBe(201);
  return res.json;
}

async function update(id: number, body: Json, as: Who = 'admin'): Promise<Json> {
  const res = await srv.call('POST', `/events/${id}`, { as, json: body });
  expect(res.status, res.text).toBe(200);
  return res.json;
}

/** the series' events in start order (the master first), as the admin sees them */
async function series(master: number, status = 'publish,draft,pending,future,private'): Promise<Json[]> {
  const res = await srv.call('GET', '/events', {
    as: 'admin',
    query: { include: String(master), per_page: 50, status },
  });
  const occurrences = await srv.call('GET', '/events', {
    as: 'admin',
    query: { post_parent: master, per_page: 50, status, start_date: '2000-01-01', end_date: '2100-01-01' },
  });
  expect(occurrences.status, occurrences.text).toBe(200);
  return [...res.json.events, ...occurrences.json.events];
}

describe('POST /events with recurrence', () => {
  it('creates the master and one event per later occurrence, with slugs and URLs carrying the date', async () => {
    const master = await create({
      slug: 'standup',
      recurrence: {
        rules: ['FREQ=WEEKLY;BYDAY=MO,WE;COUNT=6'],
        rdates: ['2024-07-20 11:00'],
        exdates: ['2024-07-24 09:30'],
      },
    });
    expect(master.recurrence).toEqual({
      rules: ['FREQ=WEEKLY;BYDAY=MO,WE;COUNT=6'],
      rdates: ['2024-07-20 11:00:00'],
      exdates: ['2024-07-24 09:30:00'],
      description: 'Every Monday and Wednesday, 6 times, plus one more date, except one date',
    });
    expect(Object.keys(master).indexOf('recurrence')).toBe(Object.keys(master).indexOf('post_parent') + 1);
    const events = await series(master.id);
    expect(events.map((e) => e.start_date)).toEqual([
      '2024-07-15 09:30:00',
      '2024-07-17 09:30:00',
      '2024-07-20 11:00:00',
      '2024-07-22 09:30:00',
      '2024-07-29 09:30:00',
      '2024-07-31 09:30:00',
    ]);
    const [first, second] = events.slice(1);
    expect(second.end_date).toBe('2024-07-20 11:30:00');
    expect(first).toMatchObject({
      title: 'Standup',
      slug: 'standup-2024-07-17',
      post_parent: master.id,
      recurrence: null,
      url: `${srv.base}/event/standup/2024-07-17/`,
    });
    expect(first.utc_start_date).toBe('2024-07-17 13:30:00');
  });

  it('takes RFC 5545 lines and answers the description in the request language', async () => {
    const master = await create({
      recurrence: 'RRULE:FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20270301T235959Z',
      start_date: '2026-12-07 19:00',
      end_date: '2026-12-07 21:00',
    });
    expect(master.recurrence.description).toBe('Every Monday and Wednesday until 1 March 2027');
    const de = await srv.call('GET', `/events/${master.id}`, { query: { translation_language: 'de' } });
    expect(de.json.recurrence.description).toBe('Jeden Montag und Mittwoch bis 1. März 2027');
    // the occurrences so far: the horizon is 24 months after now (2026-07-10), so none yet
    expect(await series(master.id)).toHaveLength(1);
  });

  it('rejects a bad rule with the reason in data.details, and a rule on an occurrence or with a parent', async () => {
    const bad = await srv.call('POST', '/events', {
      as: 'admin',
      json: {
        title: 'x',
        start_date: '2024-08-01 10:00',
        end_date: '2024-08-01 11:00',
        recurrence: 'FREQ=WEEKLY;BYDAY=2TU',
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('rest_invalid_param');
    expect(bad.json.data.params.recurrence).toBe('Invalid parameter.');
    expect(bad.json.data.details.recurrence.message).toContain('needs FREQ=MONTHLY or FREQ=YEARLY');
    // a rule of no day: said at once (rrule alone tried every day up to the year 9999, 31 s of
    // the server's one thread), in the request's language
    const never = await srv.call('POST', '/fr/wp-json/calendar/events/v1/events', {
      as: 'admin',
      raw: true,
      json: {
        title: 'Feb 30',
        start_date: '2024-08-01 10:00',
        end_date: '2024-08-01 11:00',
        recurrence: 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
      },
    });
    expect([never.status, never.json.data.details.recurrence.message]).toEqual([
      400,
      'règle 1 : aucun jour d’aucune année n’a BYMONTH=2, BYMONTHDAY=30 : la règle ne donne aucune date',
    ]);

    const master = await create({
      recurrence: 'FREQ=DAILY;COUNT=2',
      start_date: '2024-08-01 10:00',
      end_date: '2024-08-01 11:00',
    });
    const [, occurrence] = await series(master.id);
    const onOccurrence = await srv.call('POST', `/events/${occurrence.id}`, {
      as: 'admin',
      json: { recurrence: 'FREQ=DAILY' },
    });
    expect(onOccurrence.status).toBe(400);
    expect(onOccurrence.json.data.details.recurrence.message).toContain('occurrence');
    const withParent = await srv.call('POST', '/events', {
      as: 'admin',
      json: {
        title: 'y',
        start_date: '2024-08-01 10:00',
        end_date: '2024-08-01 11:00',
        recurrence: 'FREQ=DAILY',
        post_parent: master.id,
      },
    });
    expect(withParent.status).toBe(400);
    const parentOnMaster = await srv.call('POST', `/events/${master.id}`, {
      as: 'admin',
      json: { post_parent: master.id + 100 },
    });
    expect(parentOnMaster.status).toBe(400);
  });

  it('refuses a rule whose UNTIL is before the series’ start (it would repeat nothing), saying why', async () => {
    const res = await srv.call('POST', '/events', {
      as: 'admin',
      json: {
        title: 'Never again',
        start_date: '2025-03-03 10:00',
        end_date: '2025-03-03 11:00',
        recurrence: 'FREQ=WEEKLY;UNTIL=20250101',
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('rest_invalid_param');
    expect(res.json.data.params).toEqual({ recurrence: 'Invalid parameter.' });
    expect(res.json.data.details.recurrence.message).toBe(
      'the rule ends (UNTIL 2025-01-01 23:59:59) before the series starts (2025-03-03 10:00:00): nothing would repeat; end it later or start it earlier',
    );
    expect((await srv.call('GET', '/events', { query: { search: 'Never again' } })).json.total).toBe(0);
  });

  it('refuses a rule that gives no date from its start (steps that never meet its BY parts, months without its days), saying why', async () => {
    // every 24 hours from 10:00 is always 10:00, never 05:00: rrule looked for it for ever
    const hourly = await srv.call('POST', '/events', {
      as: 'author',
      json: {
        title: 'Never at five',
        start_date: '2025-03-02 10:00',
        end_date: '2025-03-02 11:00',
        recurrence: 'FREQ=HOURLY;INTERVAL=24;BYHOUR=5',
      },
    });
    expect([hourly.status, hourly.json.code, hourly.json.data.details.recurrence.message]).toEqual([
      400,
      'rest_invalid_param',
      'rule 1: FREQ=HOURLY;INTERVAL=24 from 2025-03-02 10:00:00 (SU) never reaches BYHOUR=5: the rule gives no date',
    ]);
    // every 7 days from a Sunday is always a Sunday (rrule: 3 s to the year 9999), in German
    const weekly = await srv.call('POST', '/de/wp-json/calendar/events/v1/events', {
      as: 'admin',
      raw: true,
      json: {
        title: 'Never on Monday',
        start_date: '2025-03-02 10:00',
        end_date: '2025-03-02 11:00',
        recurrence: 'FREQ=DAILY;INTERVAL=7;BYDAY=MO',
      },
    });
    expect([weekly.status, weekly.json.data.details.recurrence.message]).toEqual([
      400,
      'Regel 1: FREQ=DAILY;INTERVAL=7 erreicht ab 2025-03-02 10:00:00 (SU) nie BYDAY=MO: die Regel ergibt kein Datum',
    ]);
    // the first Wednesday of a month is never its 31st (rrule: month by month to 9999, ~1 s a look)
    const monthly = await srv.call('POST', '/events', {
      as: 'contributor',
      json: {
        title: 'Never the first Wednesday',
        start_date: '2025-03-02 10:00',
        end_date: '2025-03-02 11:00',
        recurrence: 'FREQ=MONTHLY;BYDAY=1WE;BYMONTHDAY=31',
      },
    });
    expect([monthly.status, monthly.json.data.details.recurrence.message]).toEqual([
      400,
      'rule 1: no month or year from 2025-03-02 10:00:00 (SU) has a date the rule asks for (the calendar repeats every 400 years): the rule gives no date',
    ]);
    // a stored series changed so: refused, and left as it was
    const master = await create({
      title: 'Sundays',
      recurrence: 'FREQ=DAILY;INTERVAL=7;COUNT=3',
      start_date: '2025-03-02 10:00',
      end_date: '2025-03-02 11:00',
    });
    const changed = await srv.call('POST', `/events/${master.id}`, {
      as: 'admin',
      json: { recurrence: 'FREQ=MINUTELY;INTERVAL=1440;BYHOUR=5;COUNT=3' },
    });
    expect(changed.status).toBe(400);
    expect(changed.json.data.details.recurrence.message).toContain('never reaches BYHOUR=5');
    expect((await series(master.id)).map((e) => e.start_date)).toEqual([
      '2025-03-02 10:00:00',
      '2025-03-09 10:00:00',
      '2025-03-16 10:00:00',
    ]);
    expect((await srv.call('GET', '/events', { query: { search: 'Never' } })).json.total).toBe(0);
  });

  it('refuses a series of more than 1,000 occurrences within the horizon, saying why', async () => {
    const res = await srv.call('POST', '/events', {
      as: 'admin',
      json: {
        title: 'Hourly',
        start_date: '2024-08-01 10:00',
        end_date: '2024-08-01 10:30',
        recurrence: 'FREQ=HOURLY',
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.data.details.recurrence.message).toMatch(
      /more than 1000 occurrences before 2026-07-10.*COUNT or UNTIL/,
    );
    const none = await srv.call('GET', '/events', { query: { search: 'Hourly' } });
    expect(none.json.total).toBe(0);
  });
});

describe('editing a series', () => {
  it('a master update changes the occurrences not edited on their own; an edited or moved one keeps its changes', async () => {
    const master = await create({
      title: 'Choir',
      recurrence: 'FREQ=WEEKLY;COUNT=4',
      start_date: '2024-09-02 19:00',
      end_date: '2024-09-02 21:00',
    });
    const [, a, b, c] = await series(master.id);
    await update(a.id, { title: 'Choir (in the small hall)' });
    const moved = await update(b.id, { start_date: '2024-09-17 19:00', end_date: '2024-09-17 21:00' });
    expect(moved.post_parent).toBe(master.id);
    const after = await srv.call('GET', `/events/${master.id}`, { as: 'admin' });
    expect(after.json.recurrence.exdates).toEqual(['2024-09-16 19:00:00']);

    await update(master.id, { title: 'Chorus', description: 'Bring music' });
    const events = await series(master.id);
    const byId = new Map(events.map((e) => [e.id, e]));
    expect(byId.get(a.id)).toMatchObject({ title: 'Choir (in the small hall)', description: '' });
    expect(byId.get(b.id)).toMatchObject({ title: 'Choir', start_date: '2024-09-17 19:00:00' });
    expect(byId.get(c.id)).toMatchObject({ title: 'Chorus', description: 'Bring music' });
    expect(events).toHaveLength(4);
  });

  it('a password on the master protects every occurrence, the edited ones too, but for one given its own; removing it frees them', async () => {
    const master = await create({
      title: 'Board',
      description: 'Minutes inside',
      recurrence: 'FREQ=WEEKLY;COUNT=4',
      start_date: '2024-10-07 18:00',
      end_date: '2024-10-07 19:00',
    });
    const [, plain, edited, own] = await series(master.id);
    await update(edited.id, { title: 'Board (online)' });
    await update(own.id, { password: 'own' });
    await update(master.id, { password: 'pw' });

    const anonymous = async (id: number, password?: string) =>
      (await srv.call('GET', `/events/${id}`, { query: password === undefined ? {} : { password } })).status;
    for (const o of [plain, edited]) {
      expect([o.id, await anonymous(o.id)]).toEqual([o.id, 403]);
      expect([o.id, await anonymous(o.id, 'pw')]).toEqual([o.id, 200]);
    }
    expect(await anonymous(own.id, 'pw')).toBe(403);
    expect(await anonymous(own.id, 'own')).toBe(200);
    const listed = await srv.call('GET', '/events', {
      query: { start_date: '2024-10-01', end_date: '2024-11-01', per_page: 50 },
    });
    expect(listed.json.events.map((e: Json) => [e.title, e.description, e.all_day])).toEqual([
      ['Board', '', null],
      ['Board', '', null],
      ['Board (online)', '', null],
      ['Board', '', null],
    ]);
    // the series' text stays in the store: the admin reads it
    expect((await series(master.id)).map((e) => e.description)).toEqual(Array(4).fill('Minutes inside'));

    await update(master.id, { password: '' });
    for (const o of [master, plain, edited]) expect([o.id, await anonymous(o.id)]).toEqual([o.id, 200]);
    expect(await anonymous(own.id)).toBe(403);
  });

  it('a changed start time keeps each day’s occurrence (same id and slug); a changed rule adds and trashes', async () => {
    const master = await create({
      title: 'Yoga',
      recurrence: 'FREQ=DAILY;COUNT=3',
      start_date: '2024-10-01 07:00',
      end_date: '2024-10-01 08:00',
    });
    const before = await series(master.id);
    await update(master.id, { start_date: '2024-10-01 07:30', end_date: '2024-10-01 08:30' });
    const after = await series(master.id);
    expect(after.map((e) => e.id)).toEqual(before.map((e) => e.id));
    expect(after.map((e) => e.start_date.slice(11))).toEqual(['07:30:00', '07:30:00', '07:30:00']);
    expect(after[1].slug).toBe(before[1].slug);

    await update(master.id, { recurrence: 'FREQ=DAILY;INTERVAL=2;COUNT=3' });
    const changed = await series(master.id);
    expect(changed.map((e) => e.start_date.slice(0, 10))).toEqual(['2024-10-01', '2024-10-03', '2024-10-05']);
    const gone = await srv.call('GET', `/events/${before[1].id}`, { as: 'admin' });
    expect(gone.status).toBe(403);
    expect(gone.json.code).toBe('event-no-longer-available');
  });

  it('a changed start time keeps a deleted date deleted and a moved occurrence without a twin (exdates follow)', async () => {
    const master = await create({
      title: 'Club',
      recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=6',
      start_date: '2024-12-02 19:00',
      end_date: '2024-12-02 21:00',
    });
    const [, , deleted, wednesday] = await series(master.id);
    expect([deleted.start_date, wednesday.start_date]).toEqual(['2024-12-09 19:00:00', '2024-12-11 19:00:00']);
    expect((await srv.call('DELETE', `/events/${deleted.id}`, { as: 'admin' })).status).toBe(200);
    await update(wednesday.id, { start_date: '2024-12-12 19:00', end_date: '2024-12-12 21:00' });

    const m = await update(master.id, { start_date: '2024-12-02 20:00', end_date: '2024-12-02 22:00' });
    expect(m.recurrence.exdates).toEqual(['2024-12-09 20:00:00', '2024-12-11 20:00:00']);
    expect((await series(master.id)).map((e) => e.start_date)).toEqual([
      '2024-12-02 20:00:00',
      '2024-12-04 20:00:00',
      '2024-12-12 19:00:00',
      '2024-12-16 20:00:00',
      '2024-12-18 20:00:00',
    ]);
    // the moved occurrence is still its series' own: a master update leaves it where it is
    await update(master.id, { title: 'Club night' });
    expect((await series(master.id)).map((e) => e.start_date)).toContain('2024-12-12 19:00:00');
    expect(await series(master.id)).toHaveLength(5);
  });

  it('a start its rule does not give moves to the rule first date, as long as it was, on create and when the rule changes', async () => {
    // 15 July 2024 is a Monday
    const master = await create({ recurrence: 'RRULE:FREQ=WEEKLY;BYDAY=FR;COUNT=3' });
    expect([master.start_date, master.end_date]).toEqual(['2024-07-19 09:30:00', '2024-07-19 10:00:00']);
    const starts = async () =>
      (await series(master.id)).filter((e) => e.status !== 'trash').map((e) => e.start_date.slice(0, 10));
    expect(await starts()).toEqual(['2024-07-19', '2024-07-26', '2024-08-02']);
    const tuesdays = await update(master.id, { recurrence: 'RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=3' });
    expect([tuesdays.start_date, tuesdays.end_date]).toEqual(['2024-07-23 09:30:00', '2024-07-23 10:00:00']);
    expect(await starts()).toEqual(['2024-07-23', '2024-07-30', '2024-08-06']);
    // a start given off the rule with it moves too; a write of anything else moves nothing
    const given = await update(master.id, { start_date: '2024-08-01 09:30', end_date: '2024-08-01 10:00' });
    expect(given.start_date).toBe('2024-08-06 09:30:00');
    expect((await update(master.id, { title: 'Tuesday standup' })).start_date).toBe('2024-08-06 09:30:00');
  });

  it('recurrence "" or null makes the event single again and trashes its later occurrences', async () => {
    for (const single of ['', null]) {
      const master = await create({
        recurrence: 'FREQ=DAILY;COUNT=3',
        start_date: '2024-10-10 07:00',
        end_date: '2024-10-10 08:00',
      });
      const updated = await update(master.id, { recurrence: single });
      expect(updated.recurrence).toBeNull();
      expect(await series(master.id)).toHaveLength(1);
    }
  });
});

describe('a series across DST (§7.1, §3.2)', () => {
  const times = (events: Json[]) =>
    events.map((e) => `${e.start_date} ${e.end_date} ${e.utc_start_date} ${e.utc_end_date}`);

  it('an occurrence on the spring-forward day starts where the gap moves it and lasts as long as the master', async () => {
    const master = await create({
      recurrence: 'FREQ=DAILY;COUNT=3',
      start_date: '2025-03-08 02:30',
      end_date: '2025-03-08 03:00',
      timezone: 'America/New_York',
    });
    expect(times(await series(master.id))).toEqual([
      '2025-03-08 02:30:00 2025-03-08 03:00:00 2025-03-08 07:30:00 2025-03-08 08:00:00',
      '2025-03-09 02:30:00 2025-03-09 04:00:00 2025-03-09 07:30:00 2025-03-09 08:00:00',
      '2025-03-10 02:30:00 2025-03-10 03:00:00 2025-03-10 06:30:00 2025-03-10 07:00:00',
    ]);
    const gapDay = (await series(master.id))[1];
    const single = (await srv.call('GET', `/events/${gapDay.id}`)).json;
    expect([single.json_ld.startDate, single.json_ld.endDate]).toEqual([
      '2025-03-09T03:30:00-04:00',
      '2025-03-09T04:00:00-04:00',
    ]);
  });

  it('an occurrence on the fall-back day starts at the earlier 02:30 and lasts the master’s hour', async () => {
    const master = await create({
      recurrence: 'FREQ=DAILY;COUNT=3',
      start_date: '2025-10-25 02:30',
      end_date: '2025-10-25 03:30',
      timezone: 'Europe/Paris',
    });
    expect(times(await series(master.id))).toEqual([
      '2025-10-25 02:30:00 2025-10-25 03:30:00 2025-10-25 00:30:00 2025-10-25 01:30:00',
      '2025-10-26 02:30:00 2025-10-26 02:30:00 2025-10-26 00:30:00 2025-10-26 01:30:00',
      '2025-10-27 02:30:00 2025-10-27 03:30:00 2025-10-27 01:30:00 2025-10-27 02:30:00',
    ]);
    const fallDay = (await series(master.id))[1];
    const single = (await srv.call('GET', `/events/${fallDay.id}`)).json;
    expect([single.json_ld.startDate, single.json_ld.endDate]).toEqual([
      '2025-10-26T02:30:00+02:00',
      '2025-10-26T02:30:00+01:00',
    ]);
  });
});

describe('trash and restore', () => {
  it('trashing an occurrence adds its start to the exdates, and a master update does not bring it back', async () => {
    const master = await create({
      recurrence: 'FREQ=DAILY;COUNT=3',
      start_date: '2024-11-01 12:00',
      end_date: '2024-11-01 13:00',
    });
    const [, second] = await series(master.id);
    const del = await srv.call('DELETE', `/events/${second.id}`, { as: 'admin' });
    expect(del.status).toBe(200);
    const m = await update(master.id, { title: 'Lunch talk' });
    expect(m.recurrence.exdates).toEqual(['2024-11-02 12:00:00']);
    expect((await series(master.id)).map((e) => e.start_date)).toEqual(['2024-11-01 12:00:00', '2024-11-03 12:00:00']);
  });

  it('trashing the master trashes the series; restoring it restores them (not the one trashed on its own)', async () => {
    const master = await create({
      recurrence: 'FREQ=DAILY;COUNT=4',
      start_date: '2024-11-10 12:00',
      end_date: '2024-11-10 13:00',
    });
    const [, , third] = await series(master.id);
    await srv.call('DELETE', `/events/${third.id}`, { as: 'admin' });
    expect((await srv.call('DELETE', `/events/${master.id}`, { as: 'admin' })).status).toBe(200);
    const trashed = await srv.call('GET', '/events', {
      as: 'admin',
      query: { post_parent: master.id, status: 'trash', start_date: '2000-01-01' },
    });
    expect(trashed.json.total).toBe(3);
    expect(await series(master.id)).toHaveLength(0);
    await update(master.id, { status: 'publish' });
    expect((await series(master.id)).map((e) => e.start_date.slice(0, 10))).toEqual([
      '2024-11-10',
      '2024-11-11',
      '2024-11-13',
    ]);
  });
});

describe('GET /events with series', () => {
  it('lists occurrences like any event; hide_subsequent_recurrences keeps the first listed of each series', async () => {
    const master = await create({
      title: 'Zumba',
      recurrence: 'FREQ=DAILY;COUNT=5',
      start_date: '2024-12-01 18:00',
      end_date: '2024-12-01 19:00',
    });
    const all = await srv.call('GET', '/events', { query: { search: 'Zumba' } });
    expect(all.json.total).toBe(5);
    const first = await srv.call('GET', '/events', {
      query: { search: 'Zumba', hide_subsequent_recurrences: true },
    });
    expect(first.json.events.map((e: Json) => e.id)).toEqual([master.id]);
    const later = await srv.call('GET', '/events', {
      query: { search: 'Zumba', hide_subsequent_recurrences: true, start_date: '2024-12-03' },
    });
    expect(later.json.events.map((e: Json) => e.start_date)).toEqual(['2024-12-03 18:00:00']);
    expect(later.json.rest_url).toContain('hide_subsequent_recurrences=true');
  });
});

describe('permissions', () => {
  it('a contributor’s series is pending and theirs; another contributor may not edit it, an editor may', async () => {
    const master = await create(
      {
        title: 'Reading club',
        status: 'publish',
        recurrence: 'FREQ=WEEKLY;COUNT=3',
        start_date: '2025-01-06 18:00',
        end_date: '2025-01-06 19:00',
      },
      'contributor',
    );
    expect(master.status).toBe('pending');
    const events = await series(master.id, 'pending');
    expect(events).toHaveLength(3);
    expect(new Set(events.map((e) => `${e.status}/${e.author}`))).toEqual(new Set([`pending/${master.author}`]));
    const mine = await srv.call('POST', `/events/${events[1].id}`, {
      as: 'contributor',
      json: { title: 'Reading club (cancelled?)' },
    });
    expect(mine.status).toBe(200);
    const other = await srv.call('POST', `/events/${events[2].id}`, { as: 'author', json: { title: 'x' } });
    expect(other.status).toBe(403);
    await update(master.id, { status: 'publish', title: 'Book club' }, 'editor');
    // the occurrence the contributor edited on its own keeps its title and its status
    const after = await series(master.id, 'publish,pending');
    expect(after.map((e) => `${e.title}/${e.status}`)).toEqual([
      'Book club/publish',
      'Reading club (cancelled?)/pending',
      'Book club/publish',
    ]);
  });
});

describe('the horizon', () => {
  it('holds occurrences up to 24 months after now and moves on with the clock', async () => {
    const master = await create({
      title: 'Board meeting',
      recurrence: 'FREQ=MONTHLY;BYDAY=1TU',
      start_date: '2024-08-06 17:00',
      end_date: '2024-08-06 18:00',
    });
    const before = await series(master.id);
    expect(before.at(-1)!.start_date).toBe('2026-07-07 17:00:00');
    expect(before).toHaveLength(24);
    now = new Date('2024-09-12T12:00:00Z');
    try {
      // the first request of a new day moves the horizon (2026-09-12): August and September 2026
      const after = await series(master.id);
      expect(after.slice(-2).map((e) => e.start_date)).toEqual(['2026-08-04 17:00:00', '2026-09-01 17:00:00']);
    } finally {
      now = new Date('2024-07-10T15:30:00Z');
    }
  });
});

describe('--no-premium', () => {
  it('has no recurrence: not in the index or /doc, ignored on write, not output', async () => {
    const basic = await startTestServer({ premium: false, clock: () => new Date('2024-07-10T15:30:00Z') });
    try {
      const doc = await basic.call('GET', '/doc');
      expect(doc.json.components.schemas.Event.properties).not.toHaveProperty('recurrence');
      expect(doc.json.components.schemas.Event.properties).toHaveProperty('post_parent');
      expect(doc.json.components.schemas.Event.properties).toHaveProperty('ticketed');
      expect((await srv.call('GET', '/doc')).json.components.schemas.Event.properties).toHaveProperty('recurrence');
      const index = await basic.call('GET', '');
      const args = index.json.routes['/calendar/events/v1/events'].endpoints[1].args;
      expect(args.recurrence).toBeUndefined();
      expect(
        index.json.routes['/calendar/events/v1/events'].endpoints[0].args.hide_subsequent_recurrences,
      ).toBeUndefined();
      const res = await basic.call('POST', '/events', {
        as: 'admin',
        json: {
          title: 'Plain',
          start_date: '2024-08-01 10:00',
          end_date: '2024-08-01 11:00',
          recurrence: 'FREQ=DAILY;COUNT=3',
        },
      });
      expect(res.status).toBe(201);
      expect('recurrence' in res.json).toBe(false);
      const list = await basic.call('GET', '/events', { query: { search: 'Plain' } });
      expect(list.json.total).toBe(1);
    } finally {
      await basic.stop();
    }
  });
});
