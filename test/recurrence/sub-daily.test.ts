// Rules of HOURLY, MINUTELY and SECONDLY periods (src/recurrence/sub-daily.ts), which calev
// evaluates itself: rrule's loop gives wrong dates for them where BYHOUR or BYMINUTE limits the
// periods, and never returns where no step reaches a BYHOUR. Checked against an oracle that reads
// RFC 5545 §3.3.10 period by period, against rrule where rrule is right, and on the cases rrule
// got wrong.
import { createRequire } from 'node:module';
import type rrulePkg from 'rrule';
import { describe, expect, it } from 'vitest';
import { ruleStarts } from '../../src/recurrence/expand.js';
import { reachProblem, ruleProblem } from '../../src/recurrence/rule-text.js';
import { isSubDaily, subDailyStarts } from '../../src/recurrence/sub-daily.js';

const { RRule } = createRequire(import.meta.url)('rrule') as typeof rrulePkg;
const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const ms = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}Z`);
const wall = (t: number) => new Date(t).toISOString().slice(0, 19).replace('T', ' ');

/** The first `n` dates, period by period: every INTERVAL-th period from DTSTART, limited, expanded, chosen. */
function oracle(rule: string, start: string, n: number, periods: number): string[] {
  const p = new Map(rule.split(';').map((x) => x.split('=') as [string, string]));
  const lists = new Map([...p].map(([k, v]) => [k, v.split(',').map(Number)]));
  const list = (k: string) => lists.get(k);
  const unit = { HOURLY: 3600, MINUTELY: 60, SECONDLY: 1 }[p.get('FREQ')!]! * 1000;
  const t0 = ms(start);
  const out: number[] = [];
  const most = Math.min(n, Number(p.get('COUNT') ?? Infinity));
  for (let k = 0; k < periods && out.length < most; k++) {
    const d = new Date(t0 + k * unit * Number(p.get('INTERVAL') ?? 1));
    const y = d.getUTCFullYear();
    const monthLength = new Date(Date.UTC(y, d.getUTCMonth() + 1, 0)).getUTCDate();
    const yearDay = (Date.UTC(y, d.getUTCMonth(), d.getUTCDate()) - Date.UTC(y, 0, 1)) / 864e5 + 1;
    const yearLength = (Date.UTC(y + 1, 0, 1) - Date.UTC(y, 0, 1)) / 864e5;
    const limits: Array<[string, number[]]> = [
      ['BYMONTH', [d.getUTCMonth() + 1]],
      ['BYMONTHDAY', [d.getUTCDate(), d.getUTCDate() - monthLength - 1]],
      ['BYYEARDAY', [yearDay, yearDay - yearLength - 1]],
      ['BYHOUR', [d.getUTCHours()]],
    ];
    if (p.get('FREQ') !== 'HOURLY') limits.push(['BYMINUTE', [d.getUTCMinutes()]]);
    if (p.get('FREQ') === 'SECONDLY') limits.push(['BYSECOND', [d.getUTCSeconds()]]);
    if (limits.some(([k, v]) => list(k) && !v.some((x) => list(k)!.includes(x)))) continue;
    if (
      p.has('BYDAY') &&
      !p
        .get('BYDAY')!
        .split(',')
        .includes(WEEKDAYS[(d.getUTCDay() + 6) % 7])
    )
      continue;
    let set = [d.getTime()];
    if (p.get('FREQ') === 'HOURLY' && (p.has('BYMINUTE') || p.has('BYSECOND'))) {
      const hour = Date.UTC(y, d.getUTCMonth(), d.getUTCDate(), d.getUTCHours());
      set = (list('BYMINUTE') ?? [d.getUTCMinutes()]).flatMap((m) =>
        (list('BYSECOND') ?? [d.getUTCSeconds()]).map((s) => hour + m * 60_000 + s * 1000),
      );
    } else if (p.get('FREQ') === 'MINUTELY' && p.has('BYSECOND')) {
      const minute = d.getTime() - d.getUTCSeconds() * 1000;
      set = list('BYSECOND')!.map((s) => minute + s * 1000);
    }
    set.sort((a, b) => a - b);
    if (p.has('BYSETPOS'))
      set = [...new Set(list('BYSETPOS')!.map((i) => set[i > 0 ? i - 1 : set.length + i]))]
        .filter((x) => x !== undefined)
        .sort((a, b) => a - b);
    for (const x of set) if (x >= t0) out.push(x);
  }
  return out.slice(0, most).map(wall);
}

function ours(rule: string, start: string, n: number): string[] {
  const out: string[] = [];
  if (n === 0) return out;
  for (const t of subDailyStarts(rule, ms(start), null)) {
    out.push(wall(t));
    if (out.length >= n) break;
  }
  return out;
}

function byRrule(rule: string, start: string, n: number): string[] {
  const options = RRule.parseString(rule);
  options.dtstart = new Date(ms(start));
  return new RRule(options).all((_d, i) => i < n).map((d) => wall(d.getTime()));
}

/** A random rule of short periods, with the parts that limit and expand them, and a start. */
function randomRule(random: () => number): { rule: string; start: string } {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const some = (from: number, to: number, most: number) =>
    [
      ...new Set(
        Array.from({ length: 1 + Math.floor(random() * most) }, () => from + Math.floor(random() * (to - from + 1))),
      ),
    ]
      .sort((a, b) => a - b)
      .join(',');
  const freq = pick(['HOURLY', 'MINUTELY', 'SECONDLY'] as const);
  const parts = [`FREQ=${freq}`];
  if (random() < 0.7) parts.push(`INTERVAL=${pick([2, 3, 5, 7, 12, 24, 25, 30, 45, 60, 90, 168, 365])}`);
  if (random() < 0.5) parts.push(`BYDAY=${[...new Set([pick(WEEKDAYS), pick(WEEKDAYS)])].join(',')}`);
  if (random() < 0.5) parts.push(`BYHOUR=${some(0, 23, 3)}`);
  if (random() < (freq === 'HOURLY' ? 0.3 : 0.5)) parts.push(`BYMINUTE=${some(0, 59, 3)}`);
  if (random() < 0.3) parts.push(`BYSECOND=${some(0, 59, 2)}`);
  if (random() < 0.15) parts.push(`BYMONTHDAY=${pick([1, 13, 28, -1])}`);
  if (random() < 0.1) parts.push(`BYMONTH=${some(1, 12, 3)}`);
  if (random() < 0.1 && parts.some((x) => /^BY(MINUTE|SECOND)=.*,/.test(x)))
    parts.push(`BYSETPOS=${pick(['1', '-1', '2'])}`);
  if (random() < 0.3) parts.push(`COUNT=${1 + Math.floor(random() * 6)}`);
  const day = 1 + Math.floor(random() * 28);
  const time = [random() * 24, random() * 60, random() * 60].map((x) => String(Math.floor(x)).padStart(2, '0'));
  return { rule: parts.join(';'), start: `2027-03-${String(day).padStart(2, '0')} ${time.join(':')}` };
}

function seeded(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 48271) % 2147483647) / 2147483647;
}

describe('sub-daily rules', () => {
  it('give the dates RFC 5545 gives them, period by period, for 200 random rules and starts', () => {
    const random = seeded(20261128);
    let compared = 0;
    for (let i = 0; i < 200; i++) {
      const { rule, start } = randomRule(random);
      if (ruleProblem(rule) || reachProblem(rule, start)) continue;
      // 20,000 periods: two years of hours, two weeks of minutes, and over five hours of seconds
      const expected = oracle(rule, start, 8, 20_000);
      const got = ours(rule, start, expected.length);
      expect(got, `${rule} from ${start}`).toEqual(expected);
      if (expected.length > 0) compared++;
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('agree with rrule where rrule is right: HOURLY, and shorter periods without BYHOUR or BYMINUTE', () => {
    const random = seeded(7);
    let compared = 0;
    for (let i = 0; i < 300; i++) {
      const { rule, start } = randomRule(random);
      if (ruleProblem(rule) || reachProblem(rule, start)) continue;
      if (!rule.includes('HOURLY') && /BYHOUR|BYMINUTE/.test(rule)) continue;
      expect(ours(rule, start, 8), `${rule} from ${start}`).toEqual(byRrule(rule, start, 8));
      compared++;
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('every 30 minutes from 9 to 11 on Mondays and Wednesdays, from a Sunday, starts on the Monday (rrule: the Wednesday of the next week)', () => {
    const rule = 'FREQ=MINUTELY;INTERVAL=30;BYHOUR=9,10;BYDAY=MO,WE';
    expect(byRrule(rule, '2027-03-07 09:00:00', 1)).toEqual(['2027-03-17 09:00:00']);
    const later = ruleStarts(rule, '2027-03-07 09:00:00', 'UTC', {
      from: '2027-03-07 09:00:00',
      to: '2027-03-11 00:00:00',
      limit: 100,
    });
    expect(later.starts).toEqual([
      '2027-03-08 09:00:00',
      '2027-03-08 09:30:00',
      '2027-03-08 10:00:00',
      '2027-03-08 10:30:00',
      '2027-03-10 09:00:00',
      '2027-03-10 09:30:00',
      '2027-03-10 10:00:00',
      '2027-03-10 10:30:00',
    ]);
    expect(later.next).toBe('2027-03-15 09:00:00');
  });

  it('a minute before midnight on Saturdays, every second, from a Sunday: the Saturday (rrule never returns)', () => {
    const rule = 'FREQ=SECONDLY;BYHOUR=23;BYMINUTE=59;BYSECOND=59;BYDAY=SA;COUNT=3';
    expect(ours(rule, '2027-03-07 10:00:00', 5)).toEqual([
      '2027-03-13 23:59:59',
      '2027-03-20 23:59:59',
      '2027-03-27 23:59:59',
    ]);
  });

  it('UNTIL ends them; BYMONTH moves on a month at a time to the year 9999 when nothing is left', () => {
    const until = ms('2027-03-07 12:00:00');
    expect([...subDailyStarts('FREQ=HOURLY;INTERVAL=1', ms('2027-03-07 10:00:00'), until)].map(wall)).toEqual([
      '2027-03-07 10:00:00',
      '2027-03-07 11:00:00',
      '2027-03-07 12:00:00',
    ]);
    // February the 29th, on Mondays, a whole number of weeks from a Monday: 2044 is the next
    expect(ours('FREQ=HOURLY;INTERVAL=168;BYMONTH=2;BYMONTHDAY=29', '2027-03-08 09:00:00', 1)).toEqual([
      '2044-02-29 09:00:00',
    ]);
  });

  it('are the rules of HOURLY, MINUTELY and SECONDLY only', () => {
    expect(['FREQ=HOURLY', 'FREQ=MINUTELY;COUNT=2', 'INTERVAL=2;FREQ=SECONDLY'].every(isSubDaily)).toBe(true);
    expect(['FREQ=DAILY;BYHOUR=1', 'FREQ=WEEKLY', 'FREQ=MONTHLY'].some(isSubDaily)).toBe(false);
  });
});
