// The pieces events make on the days of a display zone: DST days are 23 or 25 hours long, all-day
// events keep their dates in every zone, multi-day events are numbered, and an event in another
// zone carries its own start time.
import { describe, expect, it } from 'vitest';
import { addDays, dayStartMs, weekStartOf, weekday, lastOfMonth } from '../../src/views/days.js';
import { localeWeekStart, viewLabels } from '../../src/views/labels.js';
import { pieceTime } from '../../src/views/agenda.js';
import { ENGLISH_UI } from '../../src/setup/i18n.js';
import { piecesByDay, readEvent, type DayPiece } from '../../src/views/occurrences.js';

function event(fields: Record<string, unknown>) {
  const e = readEvent({ id: 1, title: 'Gig', timezone: 'Europe/Paris', ...fields });
  if (!e) throw new Error('not an event');
  return e;
}

const summary = (p: DayPiece) =>
  `${p.day} ${p.wholeDay ? 'whole' : `${p.from}-${p.to}`} ${p.index}/${p.count}${p.own ? ` ${p.own}` : ''}`;

describe('days', () => {
  it('know weekdays, week starts and month ends', () => {
    expect(weekday('2026-03-29')).toBe(7);
    expect(weekStartOf('2026-03-29', 1)).toBe('2026-03-23');
    expect(weekStartOf('2026-03-29', 7)).toBe('2026-03-29');
    expect(weekStartOf('2026-03-28', 6)).toBe('2026-03-28');
    expect(lastOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('the day of the spring DST change in Paris lasts 23 hours, of the autumn one 25', () => {
    const hours = (day: string) =>
      (dayStartMs(addDays(day, 1), 'Europe/Paris') - dayStartMs(day, 'Europe/Paris')) / 3_600_000;
    expect(hours('2026-03-29')).toBe(23);
    expect(hours('2026-10-25')).toBe(25);
    expect(hours('2026-03-30')).toBe(24);
  });

  it('the locale says which day weeks start on', () => {
    expect(localeWeekStart('en_US.UTF-8')).toBe(7);
    expect(localeWeekStart('de_DE.UTF-8')).toBe(1);
    expect(localeWeekStart('en_GB')).toBe(1);
    expect(localeWeekStart('C.UTF-8')).toBeUndefined();
    expect(localeWeekStart('fr')).toBeUndefined();
    expect(localeWeekStart(undefined)).toBeUndefined();
  });
});

describe('piecesByDay', () => {
  const days = ['2026-03-28', '2026-03-29', '2026-03-30'];

  it('a night across the DST change: two pieces with the wall times of the zone', () => {
    const train = event({ start_date: '2026-03-28 22:00:00', end_date: '2026-03-29 08:00:00' });
    expect([...piecesByDay([train], days, 'Europe/Paris').values()].flat().map(summary)).toEqual([
      '2026-03-28 22:00- 1/2',
      '2026-03-29 -08:00 2/2',
    ]);
    // in UTC it is one night too, an hour earlier before the change and two after
    expect([...piecesByDay([train], days, 'UTC').values()].flat().map(summary)).toEqual([
      '2026-03-28 21:00- 1/2 22:00 CET',
      '2026-03-29 -06:00 2/2',
    ]);
  });

  it('an event ending at midnight is on one day; a three-day event has a whole middle day', () => {
    const late = event({ start_date: '2026-03-28 22:00:00', end_date: '2026-03-29 00:00:00' });
    const long = event({ id: 2, start_date: '2026-03-28 18:00:00', end_date: '2026-03-30 10:00:00' });
    expect([...piecesByDay([late, long], days, 'Europe/Paris').values()].flat().map(summary)).toEqual([
      '2026-03-28 18:00- 1/3',
      '2026-03-28 22:00-24:00 1/1',
      '2026-03-29 whole 2/3',
      '2026-03-30 -10:00 3/3',
    ]);
  });

  it('all-day events keep their own dates in any zone; an end at midnight closes the day before', () => {
    const fair = event({
      all_day: true,
      timezone: 'Asia/Tokyo',
      start_date: '2026-03-29 00:00:00',
      end_date: '2026-03-30 00:00:00',
    });
    const byDay = piecesByDay([fair], days, 'America/Los_Angeles');
    expect([...byDay.values()].flat().map(summary)).toEqual(['2026-03-29 whole 1/1']);
  });

  it('an event in another zone carries its own start and abbreviation on its first day', () => {
    const brunch = event({
      timezone: 'America/New_York',
      timezone_abbr: 'EDT',
      start_date: '2026-03-29 11:00:00',
      end_date: '2026-03-29 13:00:00',
      utc_start_date: '2026-03-29 15:00:00',
      utc_end_date: '2026-03-29 17:00:00',
    });
    expect([...piecesByDay([brunch], days, 'Europe/Paris').values()].flat().map(summary)).toEqual([
      '2026-03-29 17:00-19:00 1/1 11:00 EDT',
    ]);
    expect([...piecesByDay([brunch], days, 'America/New_York').values()].flat().map(summary)).toEqual([
      '2026-03-29 11:00-13:00 1/1',
    ]);
  });

  it('a start in the DST gap (02:30 the night clocks go forward) is 03:30 in its own zone: no own time beside it there; its real one elsewhere', () => {
    const gap = event({
      timezone: 'America/New_York',
      timezone_abbr: 'EDT',
      start_date: '2027-03-14 02:30:00',
      end_date: '2027-03-14 03:00:00',
      utc_start_date: '2027-03-14 07:30:00',
      utc_end_date: '2027-03-14 08:00:00',
    });
    const march = ['2027-03-13', '2027-03-14', '2027-03-15'];
    expect([...piecesByDay([gap], march, 'America/New_York').values()].flat().map(summary)).toEqual([
      '2027-03-14 03:30-04:00 1/1',
    ]);
    expect([...piecesByDay([gap], march, 'Europe/Paris').values()].flat().map(summary)).toEqual([
      '2027-03-14 08:30-09:00 1/1 03:30 EDT',
    ]);
  });

  it('an hour that ends at the clock time it began (02:30 CEST to 02:30 CET, the night clocks go back) shows both ends, not a moment', () => {
    const night = event({
      start_date: '2027-10-31 02:30:00',
      end_date: '2027-10-31 02:30:00',
      utc_start_date: '2027-10-31 00:30:00',
      utc_end_date: '2027-10-31 01:30:00',
    });
    const moment = event({
      id: 2,
      start_date: '2027-10-31 09:00:00',
      end_date: '2027-10-31 09:00:00',
      utc_start_date: '2027-10-31 08:00:00',
      utc_end_date: '2027-10-31 08:00:00',
    });
    const labels = viewLabels(ENGLISH_UI);
    const times = [...piecesByDay([night, moment], ['2027-10-31'], 'Europe/Paris').values()]
      .flat()
      .map((p) => pieceTime(p, labels));
    expect(times).toEqual(['02:30–02:30', '09:00']);
  });

  it('orders a day: whole days, then what runs on from the day before, then by start; an event once', () => {
    const a = event({ id: 1, title: 'B', start_date: '2026-03-29 09:00:00', end_date: '2026-03-29 10:00:00' });
    const b = event({
      id: 2,
      title: 'A',
      all_day: true,
      start_date: '2026-03-29 00:00:00',
      end_date: '2026-03-29 23:59:59',
    });
    const c = event({ id: 3, title: 'C', start_date: '2026-03-28 23:00:00', end_date: '2026-03-29 01:00:00' });
    const d = event({ id: 4, title: 'D', start_date: '2026-03-29 08:00:00', end_date: '2026-03-29 08:30:00' });
    const titles = piecesByDay([a, b, c, d, a], ['2026-03-29'], 'Europe/Paris')
      .get('2026-03-29')!
      .map((p) => p.event.title);
    expect(titles).toEqual(['A', 'C', 'D', 'B']);
  });

  it('reads the items of a The Events Calendar site, password-masked ones too', () => {
    const masked = readEvent({
      id: 105,
      title: 'Test Event 5',
      all_day: null,
      start_date: '2024-07-14 12:00:00',
      end_date: '2024-07-14 14:00:00',
      utc_start_date: '2024-07-14 12:00:00',
      utc_end_date: '2024-07-14 14:00:00',
      timezone: 'UTC',
      timezone_abbr: 'UTC',
      venue: [],
      categories: [],
    });
    expect(masked).toMatchObject({ id: '105', allDay: false, place: '', categories: [] });
    expect(readEvent({ id: 1, title: 'no dates' })).toBeNull();
  });
});
