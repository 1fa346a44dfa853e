// Reading 'YYYY-MM-DD HH:MM:SS' wall clocks by hand, without a regex or a Date: the store's list
// order and the time-zone conversions (src/domain/timezones.ts) read them on hot paths. It lives in
// the store, which imports nothing outside itself (test/store/crash.test.ts runs it on its own).

/** A day of 24 hours in milliseconds (UTC and naive wall clocks have no DST). */
export const DAY_MS = 86_400_000;

export interface WallFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** the number written with the decimal digits of `s` from `from` to `to`, or -1 if one is not a digit */
function digitsAt(s: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/** The six numbers of a wall clock of the exact shape 'YYYY-MM-DD HH:MM:SS' (digits where digits
 * go, these separators), not checked against a calendar; null for any other shape. */
export function readWall(wall: string): WallFields | null {
  if (
    wall.length !== 19 ||
    wall.charCodeAt(4) !== 45 ||
    wall.charCodeAt(7) !== 45 ||
    wall.charCodeAt(10) !== 32 ||
    wall.charCodeAt(13) !== 58 ||
    wall.charCodeAt(16) !== 58
  )
    return null;
  const f = {
    year: digitsAt(wall, 0, 4),
    month: digitsAt(wall, 5, 7),
    day: digitsAt(wall, 8, 10),
    hour: digitsAt(wall, 11, 13),
    minute: digitsAt(wall, 14, 16),
    second: digitsAt(wall, 17, 19),
  };
  return f.year < 0 || f.month < 0 || f.day < 0 || f.hour < 0 || f.minute < 0 || f.second < 0 ? null : f;
}

/** days from 1970-01-01 to `day` (linear in it: 0 or 32 carry over) of `month` (1–12) of `year`
 * (proleptic Gregorian, year >= 0); days_from_civil of H. Hinnant */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}
