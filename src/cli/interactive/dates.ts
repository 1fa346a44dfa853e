// Loose date phrases typed at the interactive prompts ("next friday 8pm", "July 20 3pm",
// "demain 19h") turned into the fixed `YYYY-MM-DD HH:mm:ss` wall clock the API stores, in the
// event's timezone. The server itself only reads the grammar of API.md §5.6; chrono-node reads far
// more on the client, in the user's language and in English, and what it understood is echoed back
// before anything is sent.
import * as chrono from 'chrono-node';
import { DateTime } from 'luxon';
import { parseDateInput } from '../../domain/dates.js';
import { instantFromWall, toLuxonZone } from '../../domain/timezones.js';
import type { Ui } from '../../setup/i18n.js';
import type { Language } from '../../spec/types.js';

const WALL = 'yyyy-MM-dd HH:mm:ss';

export interface ResolvedDate {
  /** `YYYY-MM-DD HH:mm:ss` in the zone */
  wall: string;
  /** the phrase named a time of day (not just a day) */
  hasTime: boolean;
}

/**
 * `19h`, `19h30`, `às 19h`: how Brazilians write a time of day, which chrono's Portuguese parser
 * does not read (`amanhã 19h` would be the next day at this hour). chrono merges it with the day.
 */
const HOUR_H: chrono.Parser = {
  pattern: () => /(?:^|\s)(?:às?\s+)?([01]?\d|2[0-3])h([0-5]\d)?(?=\W|$)/i,
  extract: (_context, match) => ({ hour: Number(match[1]), minute: Number(match[2] ?? 0) }),
};

function portuguese(): chrono.Chrono {
  const configuration = chrono.pt.createCasualConfiguration();
  configuration.parsers.push(HOUR_H);
  return new chrono.Chrono(configuration);
}

/**
 * Some of chrono's parsers count the day from the reference's fields in the machine's own
 * timezone (Chinese 明天, 今天, 周五, 19点; Japanese 今夜; French cette nuit; English this month,
 * last night), while the rest of chrono counts it in the timezone it is given: near midnight,
 * 明天 in Shanghai was the day after the machine's date, not after Shanghai's. Each parser is
 * handed a reference whose machine-local fields show the wall clock of the event's zone (what
 * chrono's `getDateWithAdjustedTimezone` gives the others), keeping that zone's offset, so that
 * they all count from the same day and their results still name the same instants.
 */
function countingInZone(reader: chrono.Chrono): chrono.Chrono {
  const zoned = reader.clone();
  zoned.parsers = reader.parsers.map((parser) => ({
    pattern: (context) => parser.pattern(context),
    extract: (context, match) => parser.extract(inZoneWallClock(context), match),
  }));
  return zoned;
}

function inZoneWallClock(context: chrono.ParsingContext): chrono.ParsingContext {
  const wall = context.reference.getDateWithAdjustedTimezone();
  const reference = Object.create(context.reference, {
    instant: { value: wall },
    getDateWithAdjustedTimezone: { value: () => new Date(wall) },
  }) as chrono.ReferenceWithTimezone;
  return Object.create(context, { refDate: { value: wall }, reference: { value: reference } }) as chrono.ParsingContext;
}

/**
 * Ways of saying a day that chrono's reader of the language misses, rewritten into the words it
 * reads: Spanish puts an article before the day (`el viernes`); Portuguese days are feminine
 * (`próxima sexta`, chrono knows only `próximo`) and "next" may follow them (`sexta-feira que
 * vem`); Japanese says next week's Friday (`来週の金曜日`), chrono `次の金曜日`, which it reads
 * as the Friday of next week, as English `next friday`.
 */
const PHRASINGS: Partial<Record<Language, ReadonlyArray<readonly [RegExp, string]>>> = {
  es: [
    [/(^|\s)el\s+/giu, '$1'],
    [/(^|\s)(\p{L}+)\s+que\s+viene(?=\s|$)/giu, '$1próximo $2'],
  ],
  'pt-br': [
    [/(^|\s)n[ao]\s+/giu, '$1'],
    [/(^|\s)próxima(?=\s)/giu, '$1próximo'],
    [/(^|\s)([\p{L}-]+)\s+que\s+vem(?=\s|$)/giu, '$1próximo $2'],
  ],
  ja: [
    [/来週の?(?=[月火水木金土日]曜)/gu, '次の'],
    [/今週の(?=[月火水木金土日]曜)/gu, '今週'],
  ],
};

/** `text` in the words chrono's reader of `lang` reads. */
function inReadersWords(text: string, lang: Language): string {
  return (PHRASINGS[lang] ?? []).reduce((t, [pattern, words]) => t.replace(pattern, words), text);
}

/** chrono's reader of each language it has one for; Bulgarian has none. Made on first use. */
const READERS: Readonly<Record<Exclude<Language, 'bg'>, () => chrono.Chrono>> = {
  en: () => chrono.casual,
  de: () => chrono.de.casual,
  es: () => chrono.es.casual,
  fr: () => chrono.fr.casual,
  ja: () => chrono.ja.casual,
  'pt-br': portuguese,
  'zh-hans': () => chrono.zh.hans.casual,
};
const made = new Map<Language, chrono.Chrono>();

function readerOf(lang: Exclude<Language, 'bg'>): chrono.Chrono {
  let reader = made.get(lang);
  if (!reader) made.set(lang, (reader = countingInZone(READERS[lang]())));
  return reader;
}

/**
 * The phrase as each reader it goes through sees it, in order: the user's language (in the words
 * its reader reads), then English.
 */
function readings(text: string, lang: Language): Array<[chrono.Chrono, string]> {
  const english: [chrono.Chrono, string] = [readerOf('en'), text];
  if (lang === 'en' || lang === 'bg') return [english];
  return [[readerOf(lang), inReadersWords(text, lang)], english];
}

/**
 * Resolves `text` to a wall clock in `zone` (IANA, `UTC` or `UTC±N`), relative to `reference`
 * (an instant). chrono-node first, in `lang` and then in English (a phrase only counts when it is
 * read whole, so `tomorrow 7pm` is not half read in French); the API's own grammar
 * (`+2 days 11:00`) as a fallback. Text with an explicit zone or offset is converted into `zone`.
 * null: not a date.
 */
export function resolveDateText(text: string, zone: string, reference: Date, lang: Language): ResolvedDate | null {
  const read = readDateText(text, zone, reference, lang);
  // to the minute, as it is shown and confirmed (`in 2 hours` is not 13:24:08), unless the
  // seconds were written
  if (!read || /\d:\d{2}:\d{2}/.test(text)) return read;
  return { ...read, wall: `${read.wall.slice(0, 17)}00` };
}

function readDateText(text: string, zone: string, reference: Date, lang: Language): ResolvedDate | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  for (const [reader, phrase] of readings(trimmed, lang)) {
    const read = readPhrase(reader, phrase, zone, reference);
    if (read) return read;
  }
  if (/^\d+$/.test(trimmed)) return digitsDate(trimmed, zone, reference);
  const wall = parseDateInput(trimmed, zone, reference);
  if (wall === null) return null;
  return { wall, hasTime: !wall.endsWith(' 00:00:00') || /\d:\d|am\b|pm\b|noon|midnight/i.test(trimmed) };
}

/**
 * A bare number a person types for a day: `2027` is that year's first day, `20271201` that day.
 * The API reads every all-digit string as a Unix timestamp (§5.6), which made `calev agenda 2027`
 * show 1 January 1970; only a number of 9 digits or more is still read so (`1720717200`), and a
 * shorter one (`12`) is no date.
 */
function digitsDate(digits: string, zone: string, reference: Date): ResolvedDate | null {
  if (digits.length >= 9) {
    const wall = parseDateInput(digits, zone, reference);
    return wall === null ? null : { wall, hasTime: true };
  }
  const day =
    digits.length === 4 && digits >= '1000'
      ? `${digits}-01-01`
      : digits.length === 8
        ? `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`
        : undefined;
  if (day === undefined || !DateTime.fromISO(day, { zone: 'utc' }).isValid || digits < '1000') return null;
  return { wall: `${day} 00:00:00`, hasTime: false };
}

/** The phrase as one reader reads it, when it reads all of it. */
function readPhrase(reader: chrono.Chrono, text: string, zone: string, reference: Date): ResolvedDate | null {
  const luxonZone = toLuxonZone(zone);
  const offset = luxonZone.offset(reference.getTime());
  const [result] = reader.parse(text, { instant: reference, timezone: offset }, { forwardDate: true });
  // Words chrono skipped ("meeting tomorrow") would be silently dropped: only whole phrases count.
  const rest = result ? text.slice(0, result.index) + text.slice(result.index + result.text.length) : text;
  if (!result || /[\p{L}\p{N}]/u.test(rest)) return null;
  const start = result.start;
  const hasTime = start.isCertain('hour');
  if (start.isCertain('timezoneOffset')) {
    return { wall: DateTime.fromJSDate(start.date(), { zone: luxonZone }).toFormat(WALL), hasTime };
  }
  const wall = DateTime.fromObject(
    {
      year: start.get('year')!,
      month: start.get('month')!,
      day: start.get('day')!,
      hour: hasTime ? start.get('hour')! : 0,
      minute: hasTime ? (start.get('minute') ?? 0) : 0,
      second: hasTime ? (start.get('second') ?? 0) : 0,
    },
    { zone: 'utc' },
  );
  return wall.isValid ? { wall: wall.toFormat(WALL), hasTime } : null;
}

/** The instant a wall clock in `zone` stands for. */
export function wallInstant(wall: string, zone: string): Date {
  return new Date(instantFromWall(wall, toLuxonZone(zone)));
}

/** `wall` plus `minutes` (calendar arithmetic on the wall clock). */
export function addMinutes(wall: string, minutes: number): string {
  return DateTime.fromFormat(wall, WALL, { zone: 'utc' }).plus({ minutes }).toFormat(WALL);
}

/** The last second of the wall clock's day. */
export function endOfDay(wall: string): string {
  return `${wall.slice(0, 10)} 23:59:59`;
}

const DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };

/**
 * `Thursday 11 July 2024, 19:00 (Europe/Paris, CEST)`; the day alone when all-day. In another
 * language, the day and time as Intl writes them there (`jeudi 11 juillet 2024 à 19:00`).
 */
export function describeWall(wall: string, zone: string, ui: Ui, allDay = false): string {
  const luxonZone = toLuxonZone(zone);
  const english = ui.lang === 'en';
  const local = DateTime.fromMillis(instantFromWall(wall, luxonZone), {
    zone: luxonZone,
    locale: english ? 'en-US' : ui.locale,
  });
  if (allDay) return english ? local.toFormat('cccc d LLLL yyyy') : local.toLocaleString(DAY);
  const abbr = local.offsetNameShort;
  const day = english
    ? local.toFormat('cccc d LLLL yyyy, HH:mm')
    : local.toLocaleString({ ...DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${day} (${zone}${abbr && abbr !== zone ? `, ${abbr}` : ''})`;
}
