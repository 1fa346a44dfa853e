// The date grammar of API.md §5.6, §3.1 `*_details` and the §4.2.2 default window.
//
// The grammar is hand-written, not chrono-node. Checked against chrono 2.x with now = Wednesday
// 2024-07-10: it reads `next friday` as Jul 19 (spec: Jul 12, the first Friday after today), sets
// weekdays to 12:00 (spec: 00:00), reads `11.07.2024` as 7 November (spec: day first), accepts
// `11 July` without a year, and knows neither `+1 fortnight` nor Unix timestamps. The spec demands
// identical answers on every server, so every accepted form is spelled out below.
//
// All arithmetic runs on a naive wall clock (a luxon DateTime in UTC standing for the wall clock of
// the evaluation zone): calendar steps never meet a DST rule, and a wall clock that falls in a gap
// is returned as written, like any other stored local time (§3.2 resolves it when converting).
import { DateTime, FixedOffsetZone } from 'luxon';
import { formatWall, parseWall, toLuxonZone, wallFromInstant, wallToMillis } from './timezones.js';

type Unit = 'seconds' | 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years';
type WeekdayMode = 'this' | 'next' | 'last';
interface CalendarDate {
  year: number;
  month: number;
  day: number;
}
/** `zoneMinutes`: the explicit zone written after the time, as an offset from UTC */
interface TimeOfDay {
  hour: number;
  minute: number;
  second: number;
  zoneMinutes?: number;
}
interface Offset {
  amount: number;
  unit: Unit;
}
type Token =
  | ({ kind: 'date'; joined: boolean } & CalendarDate)
  | { kind: 'time'; time: TimeOfDay }
  | ({ kind: 'offset' } & Offset)
  | { kind: 'word'; word: string };
type Base =
  | { kind: 'now' }
  | { kind: 'day'; shift: number }
  | { kind: 'weekday'; weekday: number; mode: WeekdayMode }
  | ({ kind: 'date'; time?: TimeOfDay } & CalendarDate);
interface Phrase {
  base?: Base;
  offsets: Offset[];
  time?: TimeOfDay;
}
interface Lexed {
  token: Token;
  end: number;
}

const MONTH =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const MONTH_PREFIXES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** `ymd`: which capture groups hold year, month, day */
const DATE_FORMS: ReadonlyArray<{ re: RegExp; ymd: [number, number, number] }> = [
  { re: /(\d{4})-(\d{1,2})-(\d{1,2})/y, ymd: [1, 2, 3] },
  { re: /(\d{4})\/(\d{1,2})\/(\d{1,2})/y, ymd: [1, 2, 3] },
  { re: /(\d{1,2})\/(\d{1,2})\/(\d{4})/y, ymd: [3, 1, 2] },
  { re: /(\d{1,2})\.(\d{1,2})\.(\d{4})/y, ymd: [3, 2, 1] },
  { re: new RegExp(`(\\d{1,2}) (${MONTH}) (\\d{4})`, 'y'), ymd: [3, 2, 1] },
  { re: new RegExp(`(${MONTH}) (\\d{1,2}),? (\\d{4})`, 'y'), ymd: [3, 1, 2] },
];
/** The first form that matches decides; fractions of seconds are matched and dropped. */
const TIME_FORMS: ReadonlyArray<{ re: RegExp; read: (m: RegExpExecArray) => TimeOfDay | null }> = [
  {
    re: /(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?: ?([ap]m)(?![a-z]))?/y,
    read: (m) => clockTime(m[1], m[2], m[3], m[4]),
  },
  { re: /(\d{1,2}) ?([ap]m)(?![a-z])/y, read: (m) => clockTime(m[1], undefined, undefined, m[2]) },
  { re: /(noon|midnight)(?![a-z])/y, read: (m) => ({ hour: m[1] === 'noon' ? 12 : 0, minute: 0, second: 0 }) },
];
const ZONE = / ?(?:z|utc|gmt|([+-])(\d{2})(?::?(\d{2}))?)(?![a-z0-9:])/y;
const OFFSET = /([+-]?)(\d+) ?([a-z]+)/y;
const WORD = /[a-z]+/y;
const TIMESTAMP = /^@?\d+$/;
const IN_RANGE = /^\d{4}-/;

const UNITS = new Map<string, Offset>();
for (const [names, unit, amount] of [
  ['sec secs second seconds', 'seconds', 1],
  ['min mins minute minutes', 'minutes', 1],
  ['hour hours', 'hours', 1],
  ['day days', 'days', 1],
  ['week weeks', 'weeks', 1],
  ['fortnight fortnights', 'weeks', 2],
  ['month months', 'months', 1],
  ['year years', 'years', 1],
] as const) {
  for (const name of names.split(' ')) UNITS.set(name, { unit, amount });
}
const WEEKDAYS = new Map<string, number>();
[
  'monday mon',
  'tuesday tue tues',
  'wednesday wed',
  'thursday thu thur thurs',
  'friday fri',
  'saturday sat',
  'sunday sun',
].forEach((names, i) => names.split(' ').forEach((name) => WEEKDAYS.set(name, i + 1)));
const DAY_SHIFTS = new Map([
  ['today', 0],
  ['tomorrow', 1],
  ['yesterday', -1],
]);
const KEYWORDS = new Set([
  'now',
  'this',
  'next',
  'last',
  'ago',
  ...DAY_SHIFTS.keys(),
  ...WEEKDAYS.keys(),
  ...UNITS.keys(),
]);

/** §5.6: resolve an input (string, or a JSON number = Unix timestamp) to a wall clock 'YYYY-MM-DD HH:mm:ss' in refZone, relative to `now`. null = invalid. Naive text is a wall clock in refZone; text with a zone and timestamps are instants converted into refZone. */
export function parseDateInput(input: string | number, refZone: string, now: Date): string | null {
  if (typeof input === 'number') {
    return Number.isFinite(input) ? wallAtInstant(Math.floor(input) * 1000, refZone) : null;
  }
  const text = input.trim().replace(/\s+/g, ' ').toLowerCase();
  const plain = plainWall(text);
  if (plain !== null) return plain;
  if (TIMESTAMP.test(text)) return wallAtInstant(Number(text.replace('@', '')) * 1000, refZone);
  const phrase = phraseOf(text);
  return phrase ? evaluate(phrase, refZone, now) : null;
}

/** How to write a date the API reads (§5.6), for a hint under a refused one. */
export const DATE_HINT =
  'write dates as 2030-03-01 19:00, 21:00, 7pm, tomorrow 7pm, next friday 8pm, +2 hours or +90 min';

/**
 * What an input's wall clock depends on: `instant` (a timestamp, a zone written after the time:
 * the reference zone), `now` (`21:00`, `+2 hours`, `tomorrow 9pm`: the reference zone and now),
 * `wall` (`2024-07-11 21:00`, `2024-07-11 +1 day`: nothing). `dayless` when it is read from now and
 * names no day of its own: `time` (a time of day alone) or `offsets` (with or without one).
 * null: not a date.
 */
export function dateKind(
  input: string | number,
): { kind: 'instant' | 'now' | 'wall'; dayless: 'time' | 'offsets' | false } | null {
  if (typeof input === 'number') return Number.isFinite(input) ? { kind: 'instant', dayless: false } : null;
  const text = input.trim().replace(/\s+/g, ' ').toLowerCase();
  if (plainWall(text) !== null) return { kind: 'wall', dayless: false };
  if (TIMESTAMP.test(text)) return { kind: 'instant', dayless: false };
  const phrase = phraseOf(text);
  if (phrase === null) return null;
  if (explicitZone(phrase) !== undefined) return { kind: 'instant', dayless: false };
  if (phrase.base?.kind === 'date') return { kind: 'wall', dayless: false };
  if (phrase.base !== undefined) return { kind: 'now', dayless: false };
  return { kind: 'now', dayless: phrase.offsets.length === 0 ? 'time' : 'offsets' };
}

function phraseOf(text: string): Phrase | null {
  const tokens = tokenize(text);
  return tokens && tokens.length > 0 ? parsePhrase(tokens) : null;
}

/** The zone written after the phrase's time (or its date's), as minutes from UTC. */
function explicitZone(phrase: Phrase): number | undefined {
  return phrase.time?.zoneMinutes ?? (phrase.base?.kind === 'date' ? phrase.base.time?.zoneMinutes : undefined);
}

const PLAIN_WALL = /^(\d{4})-(\d{2})-(\d{2})[ t](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The most common input, a naive 'YYYY-MM-DD HH:mm[:ss]' (also with 'T'), is that very wall clock
 * in refZone: answered without the general parser, which costs far more. null: not of that form
 * (or not a real date), so the general parser decides.
 */
function plainWall(text: string): string | null {
  const m = PLAIN_WALL.exec(text);
  if (!m || m[1] < '1000') return null;
  const wall = `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:${m[6] ?? '00'}`;
  try {
    wallToMillis(wall);
    return wall;
  } catch {
    return null;
  }
}

function wallAtInstant(ms: number, zone: string): string | null {
  const dt = DateTime.fromMillis(ms, { zone: toLuxonZone(zone) });
  return dt.isValid ? inRange(formatWall(dt)) : null;
}

// Years outside 0000–9999 would not fit the 'YYYY-MM-DD HH:mm:ss' format.
function inRange(wall: string): string | null {
  return IN_RANGE.test(wall) ? wall : null;
}

function matchAt(re: RegExp, text: string, pos: number): RegExpExecArray | null {
  re.lastIndex = pos;
  return re.exec(text);
}

function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  for (let pos = 0; pos < text.length;) {
    const lexed = lexDate(text, pos) ?? lexTime(text, pos) ?? lexOffset(text, pos) ?? lexWord(text, pos);
    if (!lexed) return null;
    tokens.push(lexed.token);
    pos = lexed.end;
    // tokens are separated by one space, except a date joined to its time by 'T'
    if (text[pos] === ' ') pos++;
    else if (pos < text.length && !(lexed.token.kind === 'date' && lexed.token.joined)) return null;
  }
  return tokens;
}

function lexDate(text: string, pos: number): Lexed | null {
  for (const { re, ymd } of DATE_FORMS) {
    const m = matchAt(re, text, pos);
    if (!m) continue;
    const [year, month, day] = [Number(m[ymd[0]]), monthNumber(m[ymd[1]]), Number(m[ymd[2]])];
    if (!DateTime.utc(year, month, day).isValid) return null;
    const end = pos + m[0].length;
    const joined = text[end] === 't' && /\d/.test(text[end + 1] ?? '');
    return { token: { kind: 'date', joined, year, month, day }, end: joined ? end + 1 : end };
  }
  return null;
}

function monthNumber(text: string): number {
  return /^\d/.test(text) ? Number(text) : MONTH_PREFIXES.indexOf(text.slice(0, 3)) + 1;
}

function lexTime(text: string, pos: number): Lexed | null {
  for (const { re, read } of TIME_FORMS) {
    const m = matchAt(re, text, pos);
    if (!m) continue;
    const time = read(m);
    if (!time) return null;
    const end = pos + m[0].length;
    const zone = lexZone(text, end);
    if (zone) time.zoneMinutes = zone.minutes;
    return { token: { kind: 'time', time }, end: zone?.end ?? end };
  }
  return null;
}

/** 12-hour clocks take hours 1–12; impossible values give null. */
function clockTime(h: string, min = '0', sec = '0', meridiem?: string): TimeOfDay | null {
  let hour = Number(h);
  const [minute, second] = [Number(min), Number(sec)];
  if (minute > 59 || second > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  return hour > 23 ? null : { hour, minute, second };
}

function lexZone(text: string, pos: number): { minutes: number; end: number } | null {
  // '19:00 +2 days' / '19:00 -04 hours' carry an offset, not a zone
  if (lexOffset(text, text[pos] === ' ' ? pos + 1 : pos)) return null;
  const m = matchAt(ZONE, text, pos);
  if (!m) return null;
  const [hours, minutes] = [Number(m[2] ?? 0), Number(m[3] ?? 0)];
  if (hours > 23 || minutes > 59) return null;
  return { minutes: (m[1] === '-' ? -1 : 1) * (hours * 60 + minutes), end: pos + m[0].length };
}

function lexOffset(text: string, pos: number): Lexed | null {
  const m = matchAt(OFFSET, text, pos);
  const unit = m && UNITS.get(m[3]);
  if (!m || !unit) return null;
  const amount = (m[1] === '-' ? -1 : 1) * Number(m[2]) * unit.amount;
  return { token: { kind: 'offset', amount, unit: unit.unit }, end: pos + m[0].length };
}

function lexWord(text: string, pos: number): Lexed | null {
  const m = matchAt(WORD, text, pos);
  return m && KEYWORDS.has(m[0]) ? { token: { kind: 'word', word: m[0] }, end: pos + m[0].length } : null;
}

/** At most one base and one time of day (none when the base has its own), offsets in any order. */
function parsePhrase(tokens: Token[]): Phrase | null {
  const phrase: Phrase = { offsets: [] };
  for (let i = 0; i < tokens.length;) {
    const used = readToken(tokens, i, phrase);
    if (used === 0) return null;
    i += used;
  }
  const baseTime = phrase.base?.kind === 'date' ? phrase.base.time : undefined;
  return phrase.time && baseTime ? null : phrase;
}

/** Returns how many tokens were consumed; 0 means the phrase is invalid. */
function readToken(tokens: Token[], i: number, phrase: Phrase): number {
  const token = tokens[i];
  switch (token.kind) {
    case 'date': {
      const next = tokens[i + 1];
      const time = next?.kind === 'time' ? next.time : undefined;
      if (token.joined && !time) return 0;
      const { year, month, day } = token;
      return setBase(phrase, { kind: 'date', year, month, day, time }) ? (time ? 2 : 1) : 0;
    }
    case 'time':
      if (phrase.time) return 0;
      phrase.time = token.time;
      return 1;
    case 'offset':
      phrase.offsets.push({ amount: token.amount, unit: token.unit });
      return 1;
    case 'word':
      return readWord(tokens, i, phrase);
  }
}

function readWord(tokens: Token[], i: number, phrase: Phrase): number {
  const word = (tokens[i] as { word: string }).word;
  const next = tokens[i + 1];
  const nextWord = next?.kind === 'word' ? next.word : '';
  const shift = DAY_SHIFTS.get(word);
  if (shift !== undefined) return setBase(phrase, { kind: 'day', shift }) ? 1 : 0;
  if (word === 'now') return setBase(phrase, { kind: 'now' }) ? 1 : 0;
  const weekday = WEEKDAYS.get(word);
  if (weekday) return setBase(phrase, { kind: 'weekday', weekday, mode: 'this' }) ? 1 : 0;
  if (word === 'ago') return readAgo(tokens, i, phrase);
  if (word !== 'this' && word !== 'next' && word !== 'last') return 0;
  const nextWeekday = WEEKDAYS.get(nextWord);
  if (nextWeekday) return setBase(phrase, { kind: 'weekday', weekday: nextWeekday, mode: word }) ? 2 : 0;
  const unit = UNITS.get(nextWord);
  if (!unit || word === 'this') return 0;
  phrase.offsets.push({ unit: unit.unit, amount: (word === 'last' ? -1 : 1) * unit.amount });
  return 2;
}

/** `ago` is final and negates every offset; alone it means nothing. */
function readAgo(tokens: Token[], i: number, phrase: Phrase): number {
  if (i !== tokens.length - 1 || phrase.offsets.length === 0) return 0;
  phrase.offsets = phrase.offsets.map((o) => ({ unit: o.unit, amount: -o.amount }));
  return 1;
}

function setBase(phrase: Phrase, base: Base): boolean {
  if (phrase.base) return false;
  phrase.base = base;
  return true;
}

/**
 * Start from now, let the base set the date, add the offsets in order, then set the time of day.
 * With an explicit zone the phrase is read in that zone and the instant converted to refZone.
 */
function evaluate(phrase: Phrase, refZone: string, now: Date): string | null {
  const zoneMinutes = explicitZone(phrase);
  const evalZone = zoneMinutes === undefined ? toLuxonZone(refZone) : FixedOffsetZone.instance(zoneMinutes);
  let wall = applyBase(naiveWall(DateTime.fromJSDate(now, { zone: evalZone })), phrase.base);
  for (const { amount, unit } of phrase.offsets) wall = wall.plus({ [unit]: amount });
  if (phrase.time) wall = wall.set({ hour: phrase.time.hour, minute: phrase.time.minute, second: phrase.time.second });
  if (!wall.isValid) return null;
  if (zoneMinutes === undefined) return inRange(formatWall(wall));
  return wallAtInstant(wall.toMillis() - zoneMinutes * 60_000, refZone);
}

function naiveWall(dt: DateTime): DateTime {
  return DateTime.utc(dt.year, dt.month, dt.day, dt.hour, dt.minute, dt.second);
}

function applyBase(current: DateTime, base: Base | undefined): DateTime {
  if (!base || base.kind === 'now') return current;
  if (base.kind === 'date') {
    const t = base.time ?? { hour: 0, minute: 0, second: 0 };
    return DateTime.utc(base.year, base.month, base.day, t.hour, t.minute, t.second);
  }
  const midnight = current.startOf('day');
  if (base.kind === 'day') return midnight.plus({ days: base.shift });
  return midnight.plus({ days: weekdayShift(current.weekday, base.weekday, base.mode) });
}

/** `this`/bare: the next such day counting today; `next`: strictly after today; `last`: strictly before. */
function weekdayShift(from: number, to: number, mode: WeekdayMode): number {
  const ahead = (to - from + 7) % 7;
  if (mode === 'this') return ahead;
  if (mode === 'next') return ahead || 7;
  return -((from - to + 7) % 7 || 7);
}

export function dateDetails(wall: string): {
  year: string;
  month: string;
  day: string;
  hour: string;
  minutes: string;
  seconds: string;
} {
  return {
    year: wall.slice(0, 4),
    month: wall.slice(5, 7),
    day: wall.slice(8, 10),
    hour: wall.slice(11, 13),
    minutes: wall.slice(14, 16),
    seconds: wall.slice(17, 19),
  };
}

let lastWindow: { second: number; zone: string; value: { a: string; b: string } } | undefined;

/** §4.2.2 A and B (wall clocks in siteZone); both change at most once a second */
export function defaultWindow(now: Date, siteZone: string): { a: string; b: string } {
  const second = Math.floor(now.getTime() / 1000);
  if (lastWindow?.second === second && lastWindow.zone === siteZone) return { ...lastWindow.value };
  const value = computeDefaultWindow(now, siteZone);
  lastWindow = { second, zone: siteZone, value };
  return { ...value };
}

function computeDefaultWindow(now: Date, siteZone: string): { a: string; b: string } {
  const yesterdayUtc = DateTime.fromJSDate(now, { zone: 'utc' }).minus({ days: 1 });
  const a = yesterdayUtc.set({ hour: 23, minute: 59, second: 0, millisecond: 0 });
  // luxon clamps the day when adding months (2024-02-29 + 24 months = 2026-02-28)
  const b = parseWall(nowWall(siteZone, now)).plus({ months: 24 });
  return { a: wallFromInstant(a.toMillis(), toLuxonZone(siteZone)), b: formatWall(b) };
}

/** now as a wall clock in tz */
export function nowWall(tz: string, now: Date): string {
  return wallFromInstant(now.getTime(), toLuxonZone(tz));
}

/** §4.2.3 inclusive normalization of a start-type filter: the day's first second. */
export function wallDayStart(wall: string): string {
  return `${wall.slice(0, 10)} 00:00:00`;
}

/** §4.2.3 inclusive normalization of the other filters: the day's last second. */
export function wallDayEnd(wall: string): string {
  return `${wall.slice(0, 10)} 23:59:59`;
}
