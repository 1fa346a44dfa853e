// events create|update: an end that names no day of its own is read from the start (a time before
// the start's is the next day's), on update a date given alone from the stored start, and an end
// before the start is refused (exit 2) rather than stored as an event that ends when it starts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, run, tempDir } from './harness.js';

let dir: string;
let env: Record<string, string>;
beforeEach(() => {
  dir = tempDir('calev-event-dates-');
  env = { CALEV_DATA_DIR: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config` };
});
afterEach(() => removeDir(dir));

async function dates(...argv: string[]): Promise<{ id: number; start_date: string; end_date: string }> {
  const res = await run([...argv, '--format', 'json'], { env });
  expect(res.stderr).toBe('');
  expect(res.code).toBe(0);
  return JSON.parse(res.stdout) as { id: number; start_date: string; end_date: string };
}
const create = (start: string, end: string, ...more: string[]) =>
  dates('events', 'create', '--title', 'Gig', '--start-date', start, '--end-date', end, ...more);
const plusHours = (wall: string, hours: number) =>
  new Date(Date.parse(`${wall.replace(' ', 'T')}Z`) + hours * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

describe('an end that names no day is read from the start', () => {
  it('a time alone is on the start day, or the next day when it comes before the start time; offsets count from the start', async () => {
    expect(await create('2030-03-01 19:00', '21:00')).toMatchObject({ end_date: '2030-03-01 21:00:00' });
    expect(await create('2030-03-01 19:00', '+90 min')).toMatchObject({ end_date: '2030-03-01 20:30:00' });
    expect(await create('2030-03-01 22:00', '1am')).toMatchObject({ end_date: '2030-03-02 01:00:00' });
    expect(await create('2030-03-01', '+2 days', '--all-day')).toMatchObject({ end_date: '2030-03-03 23:59:59' });
    // a day of its own is read from now, as written
    const later = await create('now', 'tomorrow 10pm');
    expect(later.end_date.slice(11)).toBe('22:00:00');
  });

  it("a start read from now is read in the event's zone: the one given, or the site's", async () => {
    for (const zone of [['--timezone', 'Pacific/Kiritimati'], ['--timezone', 'Pacific/Pago_Pago'], []]) {
      const made = await create('tomorrow 23:00', '+2 hours', ...zone);
      expect([zone, made.end_date]).toEqual([zone, plusHours(made.start_date, 2)]);
    }
  });

  it("update: with both dates given, the same; a start read from now is read in the event's stored zone", async () => {
    const made = await create('2030-03-01 19:00', '21:00', '--timezone', 'Pacific/Kiritimati');
    const moved = await dates(
      'events',
      'update',
      String(made.id),
      '--start-date',
      '2030-03-05 10:00',
      '--end-date',
      'noon',
    );
    expect(moved).toMatchObject({ start_date: '2030-03-05 10:00:00', end_date: '2030-03-05 12:00:00' });
    // 14 hours ahead of UTC and 11 behind: for any hour of the UTC day, one of them has another "tomorrow"
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const event = await create('2030-03-01 19:00', '21:00', '--timezone', zone);
      const relative = await dates(
        ...['events', 'update', String(event.id), '--start-date', 'tomorrow 23:00', '--end-date', '+2 hours'],
      );
      expect([zone, relative.end_date]).toEqual([zone, plusHours(relative.start_date, 2)]);
    }
  });
});

describe('update: a date that names no day, given alone, is read from the stored start', () => {
  it("the end on the event's own day (or the next, before its start time), the start moved on its day or by an offset", async () => {
    const made = await create('2030-03-01 19:00', '21:00', '--timezone', 'Europe/Paris');
    const update = (...flags: string[]) => dates('events', 'update', String(made.id), ...flags);
    expect(await update('--end-date', '23:30')).toMatchObject({
      start_date: '2030-03-01 19:00:00',
      end_date: '2030-03-01 23:30:00',
    });
    expect(await update('--end-date', '1am')).toMatchObject({ end_date: '2030-03-02 01:00:00' });
    expect(await update('--start-date', '+30 min')).toMatchObject({ start_date: '2030-03-01 19:30:00' });
    expect(await update('--start-date', '18:00', '--end-date', '+4 hours')).toMatchObject({
      start_date: '2030-03-01 18:00:00',
      end_date: '2030-03-01 22:00:00',
    });
    const refused = await run(['events', 'update', String(made.id), '--end-date', '-1 hour'], { env });
    expect([refused.code, refused.stderr.split('\n')[0]]).toEqual([
      2,
      'error: --end-date 2030-03-01 17:00:00 is before the start 2030-03-01 18:00:00',
    ]);
  });
});

describe('update: a start given alone past the stored end', () => {
  it('moves the end along, keeping the length; a start before the end keeps the end (all-day events by days)', async () => {
    const made = await create('2030-03-01 19:00', '21:30');
    const update = (...flags: string[]) => dates('events', 'update', String(made.id), ...flags);
    expect(await update('--start-date', '2030-03-01 20:00')).toMatchObject({
      start_date: '2030-03-01 20:00:00',
      end_date: '2030-03-01 21:30:00',
    });
    expect(await update('--start-date', '2030-03-08 19:00')).toMatchObject({
      start_date: '2030-03-08 19:00:00',
      end_date: '2030-03-08 20:30:00',
    });
    expect(await update('--start-date', '+1 day')).toMatchObject({
      start_date: '2030-03-09 19:00:00',
      end_date: '2030-03-09 20:30:00',
    });
    const holiday = await create('2030-12-24', '2030-12-26', '--all-day');
    expect(await dates('events', 'update', String(holiday.id), '--start-date', '2031-12-24')).toMatchObject({
      start_date: '2031-12-24 00:00:00',
      end_date: '2031-12-26 23:59:59',
    });
  });
});

describe('an all-day event given only its start', () => {
  it('ends on its start day (a relative start read once); a timed event without an end is still refused (exit 2)', async () => {
    const oneDay = await dates('events', 'create', '--title', 'Fair', '--all-day', '--start-date', '2031-01-05');
    expect(oneDay).toMatchObject({ start_date: '2031-01-05 00:00:00', end_date: '2031-01-05 23:59:59' });
    const relative = await dates('events', 'create', '--title', 'Fair', '--all-day', '--start-date', '+2 days');
    expect(relative.end_date).toBe(`${relative.start_date.slice(0, 10)} 23:59:59`);
    const timed = await run(['events', 'create', '--title', 'Gig', '--start-date', '2031-01-05 19:00'], { env });
    expect([timed.code, timed.stderr]).toEqual([2, 'error: missing required flag: --end-date\n']);
  });
});

describe('an end before the start', () => {
  it('is refused with both dates named (exit 2), and nothing is written', async () => {
    for (const [start, end, line] of [
      [
        '2030-03-01 19:00',
        '2030-03-01 18:00',
        '--end-date 2030-03-01 18:00:00 is before --start-date 2030-03-01 19:00:00',
      ],
      ['2030-03-01 19:00', '-1 hour', '--end-date 2030-03-01 18:00:00 is before --start-date 2030-03-01 19:00:00'],
      ['2030-03-02', '2030-03-01', '--end-date 2030-03-01 00:00:00 is before --start-date 2030-03-02 00:00:00'],
    ]) {
      const res = await run(['events', 'create', '--title', 'Gig', '--start-date', start, '--end-date', end], { env });
      expect([end, res.code, res.stderr.split('\n')[0]]).toEqual([end, 2, `error: ${line}`]);
    }
    const listed = await run(['events', 'list', '--start-date', '2030-01-01', '--format', 'count'], { env });
    expect(listed.stdout).toBe('0\n');
  });

  it("update: an end given alone before the event's start is refused (exit 2), all-day events by day; the event is kept", async () => {
    const timed = await create('2031-07-05 10:00', '2031-07-05 12:00');
    const early = await run(['events', 'update', String(timed.id), '--end-date', '2031-05-12 10:00'], { env });
    expect([early.code, early.stderr]).toEqual([
      2,
      'error: --end-date 2031-05-12 10:00:00 is before the start 2031-07-05 10:00:00\n',
    ]);
    const allDay = await create('2031-07-05', '2031-07-05', '--all-day');
    const day = await run(['events', 'update', String(allDay.id), '--end-date', '2031-05-12'], { env });
    expect([day.code, day.stderr]).toEqual([
      2,
      'error: --end-date 2031-05-12 00:00:00 is before the start 2031-07-05 00:00:00\n',
    ]);
    // the same day is no end before the start of an all-day event
    expect(await dates('events', 'update', String(allDay.id), '--end-date', '2031-07-05')).toMatchObject({
      end_date: '2031-07-05 23:59:59',
    });
    expect(await dates('events', 'get', String(timed.id))).toMatchObject({ end_date: '2031-07-05 12:00:00' });
  });
});

describe('a list given a --start-date past the default window', () => {
  it('is empty, as the API says, and a note says why and what to add; with --end-date the events are there', async () => {
    const year = new Date().getUTCFullYear() + 3;
    await create(`${year}-05-01 19:00`, '21:00');
    const list = await run(['events', 'list', '--start-date', `${year}-01-01`, '--format', 'ids'], { env });
    expect([list.code, list.stdout]).toEqual([0, '']);
    expect(list.stderr).toMatch(
      new RegExp(
        `^note: without --end-date the list ends on \\d{4}-\\d{2}-\\d{2} \\(24 months from now\\), before --start-date ${year}-01-01: add --end-date\\n$`,
      ),
    );
    const exported = await run(['events', 'export', '--start-date', `${year}-01-01`, '--format', 'ndjson'], { env });
    expect(exported.stderr).toMatch(/^note: without --end-date the list ends on /);
    const bounded = await run(
      ['events', 'list', '--start-date', `${year}-01-01`, '--end-date', `${year}-12-31`, '--format', 'count'],
      { env },
    );
    expect([bounded.stdout, bounded.stderr]).toEqual(['1\n', '']);
    // an empty list inside the window says nothing more
    const inside = await run(['events', 'list', '--start-date', 'tomorrow', '--format', 'count'], { env });
    expect([inside.stdout, inside.stderr]).toEqual(['0\n', '']);
  });
});

describe("dates written in the user's language", () => {
  const NOW = new Date('2030-03-05T12:00:00Z'); // a Tuesday
  const inLanguage = async (lang: string, ...argv: string[]) => {
    const res = await run([...argv, '--format', 'json'], { env: { ...env, LANG: lang }, now: NOW });
    expect([res.code, res.stderr]).toEqual([0, '']);
    return JSON.parse(res.stdout) as { id: number; start_date: string; end_date: string };
  };

  it('are read as the prompts read them (demain 19h, morgen 20 Uhr), in the event zone; English still is, as the API reads it', async () => {
    const made = await inLanguage(
      'fr_FR.UTF-8',
      ...['events', 'create', '--title', 'Concert', '--start-date', 'demain 19h', '--end-date', 'demain 21h30'],
      ...['--timezone', 'Pacific/Kiritimati'],
    );
    // 12:00 UTC is 02:00 on the 6th in Kiritimati (UTC+14): its tomorrow is the 7th
    expect([made.start_date, made.end_date]).toEqual(['2030-03-07 19:00:00', '2030-03-07 21:30:00']);
    const moved = await inLanguage(
      'de_DE.UTF-8',
      ...['events', 'update', String(made.id), '--start-date', 'morgen 20 Uhr', '--end-date', 'morgen 22 Uhr'],
    );
    expect([moved.start_date, moved.end_date]).toEqual(['2030-03-07 20:00:00', '2030-03-07 22:00:00']);
    // read by the API, on the real clock (as the embedded server's is)
    const res = await run(
      [
        'events',
        'create',
        '--title',
        'Gig',
        '--start-date',
        'tomorrow 7pm',
        '--end-date',
        '+2 hours',
        '--format',
        'json',
      ],
      { env: { ...env, LANG: 'fr_FR.UTF-8' } },
    );
    expect([res.code, res.stderr]).toEqual([0, '']);
    const english = JSON.parse(res.stdout) as { start_date: string; end_date: string };
    expect(english.start_date.slice(11)).toBe('19:00:00');
    expect(english.end_date).toBe(plusHours(english.start_date, 2));
  });

  it('the same phrases as the prompts: a Bulgarian Friday of next week, with its time as written', async () => {
    const made = await inLanguage(
      'bg_BG.UTF-8',
      ...['events', 'create', '--title', 'Концерт', '--start-date', 'следващия петък 19 ч.'],
      ...['--end-date', 'следващия петък 21.30 ч.'],
    );
    expect([made.start_date, made.end_date]).toEqual(['2030-03-15 19:00:00', '2030-03-15 21:30:00']);
  });

  it('the same phrases as the prompts: a Spanish day with its article', async () => {
    const dinner = await inLanguage(
      'es_ES.UTF-8',
      ...['events', 'create', '--title', 'Cena', '--start-date', 'el viernes 19:00', '--end-date', 'el viernes 21:00'],
    );
    expect([dinner.start_date, dinner.end_date]).toEqual(['2030-03-08 19:00:00', '2030-03-08 21:00:00']);
  });

  it('the same phrases as the prompts: a Chinese tomorrow counted from the date in the event zone', async () => {
    const made = await inLanguage(
      'zh_CN.UTF-8',
      ...['events', 'create', '--title', '音乐会', '--start-date', '明天 19点', '--end-date', '明天 21点'],
      ...['--timezone', 'Pacific/Kiritimati'],
    );
    // 02:00 on the 6th in Kiritimati, while still the 5th on the clock of a machine west of it
    expect([made.start_date, made.end_date]).toEqual(['2030-03-07 19:00:00', '2030-03-07 21:00:00']);
  });
});
