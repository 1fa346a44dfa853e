// The per-zone transition table behind offsetOf must say what luxon (Intl) says at every instant,
// across DST changes, in far past and far future years, and for fixed-offset zones; the hand-written
// wall clock reading and writing must match the Date-based ones.
import fc from 'fast-check';
import { IANAZone } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import {
  abbreviationAt,
  instantFromWall,
  localToUtc,
  millisToWall,
  offsetAt,
  offsetOf,
  timezoneAbbr,
  toLuxonZone,
  wallToMillis,
} from '../../src/domain/timezones.js';

const HOUR = 3_600_000;
const ZONES = [
  'America/New_York',
  'Europe/Berlin',
  'Australia/Lord_Howe',
  'Africa/Casablanca',
  'America/Sao_Paulo',
  'Asia/Kolkata',
  'Pacific/Apia',
  'America/St_Johns',
];
const YEARS = [1850, 1916, 1945, 1990, 2011, 2024, 2150, 9000];

describe('offsetOf (transition table) equals luxon', () => {
  it.each(ZONES)('%s: every hour of several years, and each millisecond around each change', (name) => {
    const zone = IANAZone.create(name);
    // every instant where the two disagree, for one assertion that names them all (an expect() per
    // instant cost most of this test's time: some 300,000 of them)
    const wrong: string[] = [];
    const check = (ms: number, expected = zone.offset(ms)) => {
      const got = offsetOf(zone, ms);
      if (got !== expected) wrong.push(`${new Date(ms).toISOString()}: ${got}, luxon ${expected}`);
    };
    for (const year of YEARS) {
      const start = Date.UTC(year, 0, 1);
      const end = Date.UTC(year + 1, 0, 1);
      let prev = zone.offset(start);
      for (let t = start; t < end; t += HOUR) {
        const now = zone.offset(t);
        check(t, now);
        // odd minutes and seconds too, not only the top of the hour
        check(t + ((t / HOUR) % 7) * 61_001);
        if (now !== prev) {
          // the change lies in (t - HOUR, t]: every second either side agrees
          let lo = t - HOUR;
          let hi = t;
          while (hi - lo > 1) {
            const mid = Math.floor((lo + hi) / 2);
            if (zone.offset(mid) === prev) lo = mid;
            else hi = mid;
          }
          for (const x of [lo - 1000, lo - 1, lo, hi, hi + 1, hi + 1000]) check(x);
          for (let s = t - HOUR; s <= t; s += 60_000) check(s);
        }
        prev = now;
      }
    }
    expect(wrong).toEqual([]);
  });

  it('random instants over ±400 years in random zones', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: -400 * 365 * 24 * HOUR, max: 400 * 365 * 24 * HOUR }),
        (name, ms) => {
          const zone = IANAZone.create(name);
          expect(offsetOf(zone, ms)).toBe(zone.offset(ms));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('every zone Intl knows, in years of local mean time, war time, today and later', () => {
    // the table samples the offset Intl writes ('longOffset'), not luxon: every zone's spelling
    // of it (negative, half hours, seconds of local mean time, plain 'GMT') must read the same
    for (const name of Intl.supportedValuesOf('timeZone')) {
      const zone = IANAZone.create(name);
      for (const year of [1880, 1942, 1987, 2026, 2091])
        for (let month = 0; month < 12; month++) {
          const ms = Date.UTC(year, month, 1 + ((month * 7) % 28), (month * 5) % 24, 17, 3);
          expect(offsetOf(zone, ms), `${name} ${new Date(ms).toISOString()}`).toBe(zone.offset(ms));
        }
    }
  });

  it('fixed-offset zones and invalid zones answer as luxon does', () => {
    for (const tz of ['UTC', 'UTC+5.5', 'UTC-3.5', 'UTC+5.75', 'UTC+0', 'UTC-12', 'UTC+14']) {
      const zone = toLuxonZone(tz);
      for (const ms of [0, -1e12, 1.7e12, 4e12]) expect(offsetOf(zone, ms)).toBe(zone.offset(ms));
    }
    const bad = IANAZone.create('Mars/Olympus');
    expect(offsetOf(bad, 1.7e12)).toBeNaN();
  });
});

/** the former Date-based functions, as references */
function dateWallToMillis(wall: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(wall);
  if (!m) throw new RangeError('x');
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s, 0);
  if (
    h < 24 &&
    mi < 60 &&
    s < 60 &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d
  )
    return date.getTime();
  throw new RangeError('x');
}
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
function dateMillisToWall(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

describe('wall clocks read and written by hand', () => {
  it('wallToMillis equals the Date reading, and rejects the same strings', () => {
    const part = (max: number, w = 2) => fc.integer({ min: 0, max }).map((n) => pad(n, w));
    fc.assert(
      fc.property(part(9999, 4), part(13), part(32), part(25), part(61), part(61), (y, mo, d, h, mi, s) => {
        const wall = `${y}-${mo}-${d} ${h}:${mi}:${s}`;
        let expected: number | 'throws';
        try {
          expected = dateWallToMillis(wall);
        } catch {
          expected = 'throws';
        }
        if (expected === 'throws') expect(() => wallToMillis(wall)).toThrow(RangeError);
        else expect(wallToMillis(wall)).toBe(expected);
      }),
      { numRuns: 5000 },
    );
    for (const wall of [
      '2024-02-29 00:00:00',
      '2023-02-29 00:00:00',
      '1900-02-29 12:00:00',
      '2000-02-29 12:00:00',
      '0000-01-01 00:00:00',
      '0099-12-31 23:59:59',
      '2024-07-11T19:00:00',
      '2024-07-11 19:00',
      '２024-07-11 19:00:00',
    ]) {
      let expected: number | 'throws';
      try {
        expected = dateWallToMillis(wall);
      } catch {
        expected = 'throws';
      }
      if (expected === 'throws') expect(() => wallToMillis(wall)).toThrow(RangeError);
      else expect(wallToMillis(wall)).toBe(expected);
    }
  });

  it('millisToWall equals the Date writing (fractional and negative instants too)', () => {
    fc.assert(
      fc.property(fc.double({ min: -7e13, max: 2.6e14, noNaN: true }), (ms) => {
        expect(millisToWall(ms)).toBe(dateMillisToWall(ms));
      }),
      { numRuns: 5000 },
    );
    for (const ms of [-62167219200000, -62167219200001, 253402300799999, 253402300800000, -1000.5, -0.5, 0, NaN])
      expect(millisToWall(ms)).toBe(dateMillisToWall(ms));
  });
});

/** the former candidate rule with luxon's own offsets */
function luxonInstantFromWall(wall: string, name: string): number {
  const zone = IANAZone.create(name);
  const naive = dateWallToMillis(wall);
  const candidates = [zone.offset(naive - 24 * HOUR), zone.offset(naive + 24 * HOUR)].map((o) => naive - o * 60_000);
  const exact = candidates.filter((t) => t + zone.offset(t) * 60_000 === naive);
  return exact.length > 0 ? Math.min(...exact) : candidates[0];
}

describe('local wall clocks across DST gaps and overlaps', () => {
  it.each(ZONES)('%s: every half hour around each change of several years', (name) => {
    const zone = IANAZone.create(name);
    for (const year of [1916, 1990, 2024, 2150]) {
      for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 6 * HOUR) {
        if (zone.offset(t) === zone.offset(t + 6 * HOUR)) continue;
        for (let w = t - 6 * HOUR; w <= t + 18 * HOUR; w += HOUR / 2) {
          const wall = dateMillisToWall(w);
          const expected = luxonInstantFromWall(wall, name);
          expect(instantFromWall(wall, zone)).toBe(expected);
          expect(localToUtc(wall, name)).toBe(dateMillisToWall(expected));
        }
      }
    }
  });

  it('offsetAt and timezoneAbbr around a change', () => {
    expect(offsetAt('Australia/Lord_Howe', '2024-10-05 15:29:59')).toBe('+10:30');
    expect(offsetAt('Australia/Lord_Howe', '2024-10-05 15:30:00')).toBe('+11:00');
    for (const [tz, utc] of [
      ['America/New_York', '1850-07-01 12:00:00'],
      ['Europe/Berlin', '1890-01-01 00:00:00'],
      ['Asia/Kolkata', '1900-01-01 00:00:00'],
      ['Europe/Berlin', '2999-07-01 00:00:00'],
    ] as const) {
      const minutes = IANAZone.create(tz).offset(dateWallToMillis(utc));
      const abs = Math.abs(minutes);
      expect(offsetAt(tz, utc)).toBe(`${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`);
    }
    expect(timezoneAbbr('America/New_York', '2150-07-01 12:00:00')).toBe('EDT');
    expect(timezoneAbbr('America/New_York', '2150-01-01 12:00:00')).toBe('EST');
    expect(timezoneAbbr('America/New_York', '2024-03-10 06:59:59')).toBe('EST');
    expect(timezoneAbbr('America/New_York', '2024-03-10 07:00:00')).toBe('EDT');
  });
});

describe('timezoneAbbr kept per offset and block equals Intl', () => {
  it.each(ZONES)('%s: every 5 hours of several years, and each side of each change', (name) => {
    const zone = IANAZone.create(name);
    for (const year of [1916, 1945, 1990, 2011, 2024, 2150]) {
      const start = Date.UTC(year, 0, 1);
      const end = Date.UTC(year + 1, 0, 1);
      let prev = zone.offset(start);
      for (let t = start; t < end; t += 5 * HOUR + 17_000) {
        const now = zone.offset(t);
        const at = now === prev ? [t] : [t - 5 * HOUR, t - 1, t, t + 1];
        prev = now;
        for (const u of at) expect(timezoneAbbr(name, millisToWall(u))).toBe(abbreviationAt(name, new Date(u)));
      }
    }
  });

  it('asks Intl once per offset within a block of the table, not once per day', () => {
    // two months of 2031 in New York (one change, on 9 March), read hourly: ~1 400 readings
    const hours: number[] = [];
    for (let t = Date.UTC(2031, 1, 1); t < Date.UTC(2031, 3, 1); t += HOUR) hours.push(t);
    // the offsets first: luxon asks Intl (formatToParts too) while the table's blocks are built
    const zone = toLuxonZone('America/New_York');
    for (const t of hours) offsetOf(zone, t);
    const spy = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const names = new Set<string>();
    for (const t of hours) names.add(timezoneAbbr('America/New_York', millisToWall(t)));
    const calls = spy.mock.calls.length;
    spy.mockRestore();
    expect([...names].sort()).toEqual(['EDT', 'EST']);
    // blocks of 32 days: three blocks, four (block, offset) pairs; per day it was ~59
    expect(calls).toBeLessThanOrEqual(4);
  });
});
