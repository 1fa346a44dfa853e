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

type Duration = Parameters<typeof chrono.ParsingComponents.createRelativeFromReference>[1];

/** not within a word: the pattern stands alone, as chrono's own parsers check */
const alone = (pattern: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, 'iu');

/**
 * A phrase that names the day a week (a month, a year) from today, as chrono reads `next week`
 * in English, French and German: `la semana que viene` is next week's Wednesday on a Wednesday.
 */
function later(pattern: RegExp, duration: Duration): chrono.Parser {
  return {
    pattern: () => pattern,
    extract: (context) => chrono.ParsingComponents.createRelativeFromReference(context.reference, duration),
  };
}

/**
 * "Next week", "next month", "next year" (and, in German, Japanese and Chinese, those after
 * them: `übernächste Woche`, `再来週`, `下下周`), which chrono's readers of these languages miss.
 * Counted from today in the event's zone, as all the parsers count (countingInZone).
 */
const LATER: Readonly<Record<'es' | 'pt-br' | 'de' | 'ja' | 'zh-hans', readonly chrono.Parser[]>> = {
  es: [
    later(alone('(?:la\\s+)?(?:próxima\\s+semana|semana\\s+(?:que\\s+viene|próxima|entrante))'), { week: 1 }),
    later(alone('próximo\\s+mes|mes\\s+(?:que\\s+viene|próximo|entrante)'), { month: 1 }),
    later(alone('próximo\\s+año|año\\s+(?:que\\s+viene|próximo|entrante)'), { year: 1 }),
  ],
  'pt-br': [
    later(alone('(?:a\\s+)?(?:próxima\\s+semana|semana\\s+(?:que\\s+vem|próxima))'), { week: 1 }),
    later(alone('próximo\\s+m[eê]s|m[eê]s\\s+(?:que\\s+vem|próximo)'), { month: 1 }),
    later(alone('próximo\\s+ano|ano\\s+(?:que\\s+vem|próximo)'), { year: 1 }),
  ],
  de: [
    later(alone('übernächste[nrs]?\\s+Woche'), { week: 2 }),
    later(alone('übernächste[nrs]?\\s+Monat'), { month: 2 }),
    later(alone('übernächste[nrs]?\\s+Jahr'), { year: 2 }),
  ],
  ja: [
    // 来週の金曜日 and 再来週の金曜日 are days of their weeks (PHRASINGS, WEEK_AFTER_NEXT)
    later(/再来週(?!の?[月火水木金土日]曜)/, { week: 2 }),
    later(/(?<!再)来週(?!の?[月火水木金土日]曜)/, { week: 1 }),
    later(/再来月/, { month: 2 }),
    later(/(?<!再)来月/, { month: 1 }),
    later(/再来年/, { year: 2 }),
    later(/(?<!再)来年/, { year: 1 }),
  ],
  'zh-hans': [
    // 下周五 is a day of next week, which chrono reads
    later(/下下(?:个)?(?:周|星期|礼拜)(?![一二三四五六日天])/, { week: 2 }),
    later(/(?<!下)下(?:个)?(?:周|星期|礼拜)(?![一二三四五六日天])/, { week: 1 }),
    later(/下下个?月/, { month: 2 }),
    later(/(?<!下)下个?月/, { month: 1 }),
    later(/后年/, { year: 2 }),
    later(/明年/, { year: 1 }),
  ],
};

/**
 * The day of the week `day` (0 Monday … 6 Sunday) `weeks` weeks after today's week, weeks from
 * Monday to Sunday (as chrono's `次の金曜日`, the Friday of next week, counts them): `weeks` 0 is
 * this week's, which may be past. Counted from today in the event's zone.
 */
function weekdayOfWeek(context: chrono.ParsingContext, weeks: number, day: number): chrono.ParsingComponents {
  const today = (context.reference.getDateWithAdjustedTimezone().getDay() + 6) % 7;
  return chrono.ParsingComponents.createRelativeFromReference(context.reference, { day: 7 * weeks - today + day });
}

/**
 * A day of this week (`weeks` 0) or of a week after it, named by the first group `pattern` matched
 * (a word of `names`, Monday first): `今週の月曜日` on a Wednesday is the Monday two days before, as
 * `friday this week` is the Friday of this week, not the next Monday or Friday to come.
 */
function weekdayParser(pattern: RegExp, names: readonly string[], weeks: number): chrono.Parser {
  return {
    pattern: () => pattern,
    extract: (context, match) => {
      const word = match.slice(1).find((group) => group !== undefined)!;
      const day = names.findIndex((name) => name.split('|').some((start) => word.toLowerCase().startsWith(start)));
      return weekdayOfWeek(context, weeks, day);
    },
  };
}

/** weekday names (or the start every form of one begins with; `a|b`: either), Monday first */
const WEEKDAYS = {
  en: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  es: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  'pt-br': ['segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado', 'domingo'],
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  de: ['montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag'],
  ja: ['月', '火', '水', '木', '金', '土', '日'],
  'zh-hans': ['一', '二', '三', '四', '五', '六', '日|天'],
} as const;

/** the weekday names of `lang` as a regular expression's alternatives */
const anyWeekday = (lang: keyof typeof WEEKDAYS, suffix = '') => WEEKDAYS[lang].map((d) => d + suffix).join('|');

const EN_WEEKDAY =
  'mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?';

/**
 * "The day after tomorrow", "this week" and the days of this week, and English "the week after
 * next". This week is read as next week is (`la semana que viene` is this weekday a week on):
 * this weekday of this week, today; a day of this week is that day of the week from Monday to
 * Sunday, even past (`Monday this week` on a Wednesday), never one of next week.
 */
const NEAR: Readonly<Record<Language, readonly chrono.Parser[]>> = {
  en: [
    later(alone('(?:the\\s+)?day\\s+after\\s+tomorrow'), { day: 2 }),
    later(alone('(?:the\\s+)?week\\s+after\\s+next'), { week: 2 }),
    weekdayParser(
      alone(`(${EN_WEEKDAY})\\s+(?:of\\s+)?this\\s+week|this\\s+week(?:\\s+on)?\\s+(${EN_WEEKDAY})`),
      WEEKDAYS.en,
      0,
    ),
    later(alone('this\\s+week'), { day: 0 }),
  ],
  es: [
    later(alone('pasado\\s+mañana'), { day: 2 }),
    weekdayParser(alone(`(${anyWeekday('es')})\\s+de\\s+esta\\s+semana`), WEEKDAYS.es, 0),
    later(alone('esta\\s+semana'), { day: 0 }),
  ],
  'pt-br': [
    later(alone('depois\\s+de\\s+amanhã'), { day: 2 }),
    weekdayParser(
      alone(`(${anyWeekday('pt-br', '(?:-feira)?')})\\s+(?:d|n)?(?:esta|essa)\\s+semana`),
      WEEKDAYS['pt-br'],
      0,
    ),
    later(alone('n?(?:esta|essa)\\s+semana'), { day: 0 }),
  ],
  fr: [
    later(alone('apr[eè]s[-\\s]+demain'), { day: 2 }),
    weekdayParser(alone(`(${anyWeekday('fr')})\\s+(?:de\\s+)?cette\\s+semaine`), WEEKDAYS.fr, 0),
    later(alone('cette\\s+semaine'), { day: 0 }),
  ],
  de: [
    weekdayParser(
      alone(
        `(${anyWeekday('de')})\\s+(?:diese|dieser|in\\s+dieser)\\s+Woche|diese\\s+Woche\\s+(?:am\\s+)?(${anyWeekday('de')})`,
      ),
      WEEKDAYS.de,
      0,
    ),
    later(alone('diese\\s+Woche|in\\s+dieser\\s+Woche'), { day: 0 }),
  ],
  ja: [
    later(/明後日|あさって/, { day: 2 }),
    weekdayParser(/今週の?([月火水木金土日])(?:曜日|曜)/, WEEKDAYS.ja, 0),
    later(/今週(?!の?[月火水木金土日]曜)/, { day: 0 }),
  ],
  'zh-hans': [
    weekdayParser(/(?:这|本)个?(?:周|星期|礼拜)([一二三四五六日天])/, WEEKDAYS['zh-hans'], 0),
    later(/(?:这|本)个?(?:周|星期|礼拜)(?![一二三四五六日天])/, { day: 0 }),
  ],
  // Bulgarian is read in English words (PHRASINGS.bg), with English's parsers
  bg: [],
};

/**
 * `再来週の金曜日`: the Friday of the week after next, a week after chrono's `次の金曜日` (the
 * Friday of next week, weeks from Monday to Sunday). Counted from today in the event's zone.
 */
const WEEK_AFTER_NEXT = weekdayParser(/再来週の?([月火水木金土日])(?:曜日|曜)/, WEEKDAYS.ja, 2);

/**
 * chrono's reader of a language with the parsers calev adds to it: NEAR's first (their reading
 * of a phrase wins over chrono's own of the same words: English `this week`), the others last.
 */
function withParsers(
  reader: chrono.Chrono,
  near: readonly chrono.Parser[],
  ...parsers: chrono.Parser[]
): chrono.Chrono {
  const extended = reader.clone();
  extended.parsers = [...near, ...reader.parsers, ...parsers];
  return extended;
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

/** a pattern and what it is written as: words, or a function of the match and its groups */
type Rewrite = readonly [RegExp, string | ((...groups: string[]) => string)];

/** a Bulgarian word or phrase, not within a word */
const bgWord = (pattern: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, 'giu');

const BG_WEEKDAYS: Readonly<Record<string, string>> = {
  понеделник: 'monday',
  вторник: 'tuesday',
  сряда: 'wednesday',
  четвъртък: 'thursday',
  петък: 'friday',
  събота: 'saturday',
  неделя: 'sunday',
};
const BG_MONTHS: Readonly<Record<string, string>> = {
  януари: 'january',
  февруари: 'february',
  март: 'march',
  април: 'april',
  май: 'may',
  юни: 'june',
  юли: 'july',
  август: 'august',
  септември: 'september',
  октомври: 'october',
  ноември: 'november',
  декември: 'december',
};
const BG_UNITS: Readonly<Record<string, string>> = {
  минута: 'minute',
  минути: 'minutes',
  час: 'hour',
  часа: 'hours',
  ден: 'day',
  дни: 'days',
  дена: 'days',
  седмица: 'week',
  седмици: 'weeks',
  месец: 'month',
  месеца: 'months',
};
const BG_WEEKDAY = Object.keys(BG_WEEKDAYS).join('|');
const BG_NEXT = 'следващ(?:ия|ата|ото|а|о)?|друг(?:ия|ата|ото)';
const toEnglish = (words: Readonly<Record<string, string>>) => (word: string) => words[word.toLowerCase()] ?? word;

/**
 * Bulgarian, which chrono has no reader for, in the English words its English reader reads: the
 * days (`утре`, `днес`, `вдругиден`, `довечера`), the days of the week and the months, next and
 * this week, month and year (`следващия петък`, `другата седмица`, `тази седмица`), times as they
 * are written (`19 ч.`, `19.30 ч.`, `в 19:00`, `в 7 вечерта`, `по обяд`), `след 2 дни`, and the
 * year's `г.`. Whole phrases first, then the words left.
 */
const BULGARIAN: readonly Rewrite[] = [
  // times: 19 ч., 19ч, 19.30 ч., 19,30 ч.
  [
    /(?<![\p{L}\p{N}.:,])([01]?\d|2[0-3])(?:[:.,]([0-5]\d))?\s*ч\.?(?![\p{L}\p{N}])/giu,
    (_m, h: string, m?: string) => `${h}:${m ?? '00'}`,
  ],
  [bgWord('(\\d{1,2}(?::\\d{2})?)\\s+(?:часа\\s+)?сутринта'), '$1am'],
  [bgWord('(\\d{1,2}(?::\\d{2})?)\\s+(?:часа\\s+)?(?:следобед|следобяд|вечерта|през\\s+нощта)'), '$1pm'],
  [bgWord('(?:на|по)\\s+об[яе]д|об[яе]д'), 'noon'],
  [bgWord('(?:в\\s+)?полунощ'), 'midnight'],
  [bgWord('довечера|тази\\s+вечер'), 'tonight'],
  [bgWord('сутринта'), 'morning'],
  [bgWord('следобед|следобяд'), 'afternoon'],
  [bgWord('вечерта'), 'evening'],
  // в 19:00, към 19:00, от 19:00
  [bgWord('(?:в|във|към|от)(?=\\s+\\d)'), 'at'],
  // the days
  [bgWord('вдругиден'), 'the day after tomorrow'],
  [bgWord('утре'), 'tomorrow'],
  [bgWord('днес'), 'today'],
  // weeks, months and years: this one, the next one, in N of them
  [bgWord('(?:през\\s+)?тази\\s+седмица'), 'this week'],
  [bgWord(`(?:през\\s+)?(?:${BG_NEXT})\\s+седмица`), 'next week'],
  [bgWord(`(?:${BG_NEXT})\\s+месец`), 'next month'],
  [bgWord(`(?:${BG_NEXT})\\s+година`), 'next year'],
  [
    bgWord(`след\\s+(\\d+)\\s+(${Object.keys(BG_UNITS).join('|')})`),
    (_m, n: string, unit: string) => `in ${n} ${toEnglish(BG_UNITS)(unit)}`,
  ],
  [bgWord(`след\\s+(${Object.keys(BG_UNITS).join('|')})`), (_m, unit: string) => `in 1 ${toEnglish(BG_UNITS)(unit)}`],
  // the days of the week: в петък, във вторник, следващия петък
  [bgWord(`(?:${BG_NEXT})\\s+(${BG_WEEKDAY})`), (_m, day: string) => `next ${toEnglish(BG_WEEKDAYS)(day)}`],
  [new RegExp(`(?<![\\p{L}\\p{N}])(?:в|във)\\s+(?=(?:${BG_WEEKDAY})(?![\\p{L}\\p{N}]))`, 'giu'), ''],
  [bgWord(BG_WEEKDAY), (day: string) => toEnglish(BG_WEEKDAYS)(day)],
  // dates: на 5 декември 2026 г.
  [bgWord('на(?=\\s+\\d)'), 'on'],
  [bgWord(Object.keys(BG_MONTHS).join('|')), (month: string) => toEnglish(BG_MONTHS)(month)],
  [/(?<=\d{4})\s*г\.?(?![\p{L}\p{N}])/giu, ''],
];

/**
 * Ways of saying a day that chrono's reader of the language misses, rewritten into the words it
 * reads: Spanish puts an article before the day (`el viernes`); Portuguese days are feminine
 * (`próxima sexta`, chrono knows only `próximo`) and "next" may follow them (`sexta-feira que
 * vem`); Japanese says next week's Friday (`来週の金曜日`), chrono `次の金曜日`, which it reads
 * as the Friday of next week, as English `next friday`, and so do `el viernes de la semana que
 * viene`, `sexta da semana que vem`, `vendredi de la semaine prochaine` (chrono: `vendredi
 * prochain`) and `nächste Woche Freitag` (`Freitag nächste Woche`). French next week is read with
 * its article (`la semaine prochaine`) and a straight apostrophe (`l'année prochaine`). The week,
 * month and year in "next week" (`semana que viene`, `mês que vem`) are LATER's, not a day's.
 */
const PHRASINGS: Partial<Record<Language, readonly Rewrite[]>> = {
  es: [
    [/(^|\s)el\s+/giu, '$1'],
    [
      /(^|\s)(lunes|martes|miércoles|jueves|viernes|sábado|domingo)\s+de\s+la\s+(?:semana\s+(?:que\s+viene|próxima|entrante)|próxima\s+semana)(?=\s|$)/giu,
      '$1próximo $2',
    ],
    [/(^|\s)(?!(?:semana|mes|año)\s)(\p{L}+)\s+que\s+viene(?=\s|$)/giu, '$1próximo $2'],
  ],
  'pt-br': [
    [/(^|\s)n[ao]\s+/giu, '$1'],
    [
      /(^|\s)((?:segunda|terça|quarta|quinta|sexta)(?:-feira)?|sábado|domingo)\s+d[ao]\s+(?:semana\s+(?:que\s+vem|próxima)|próxima\s+semana)(?=\s|$)/giu,
      '$1próximo $2',
    ],
    [/(^|\s)próxima(?=\s)(?!\s+semana)/giu, '$1próximo'],
    [/(^|\s)(?!(?:semana|m[eê]s|ano)\s)([\p{L}-]+)\s+que\s+vem(?=\s|$)/giu, '$1próximo $2'],
  ],
  fr: [
    // chrono reads l'année prochaine with a straight apostrophe, and "next week" with its article
    [/’/gu, "'"],
    [
      /(?<![\p{L}'])(?<!(?:^|\s)(?:la|le|les|du|des)\s+)(semaine|mois|année)(\s+(?:prochaine?|suivante?))(?![\p{L}])/giu,
      'la $1$2',
    ],
    [
      /(^|\s)(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+de\s+la\s+semaine\s+prochaine(?=\s|$)/giu,
      '$1$2 prochain',
    ],
  ],
  de: [
    [
      /(^|\s)(nächste[nr]?\s+Woche)\s+(?:am\s+)?(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)(?=\s|$)/giu,
      '$1$3 $2',
    ],
  ],
  // 今週の金曜日 is NEAR's
  ja: [[/(?<!再)来週の?(?=[月火水木金土日]曜)/gu, '次の']],
  bg: BULGARIAN,
};

/** `text` in the words chrono's reader of `lang` reads. */
function inReadersWords(text: string, lang: Language): string {
  // one call for each kind of replacement: TypeScript's String.replace takes either, not the union
  return (PHRASINGS[lang] ?? []).reduce(
    (t, [pattern, words]) => (typeof words === 'string' ? t.replace(pattern, words) : t.replace(pattern, words)),
    text,
  );
}

/**
 * chrono's reader of each language, made on first use. chrono has none for Bulgarian: English's
 * reads it, in the English words PHRASINGS.bg puts for its own.
 */
const READERS: Readonly<Record<Language, () => chrono.Chrono>> = {
  en: () => withParsers(chrono.casual, NEAR.en),
  bg: () => withParsers(chrono.casual, NEAR.en),
  de: () => withParsers(chrono.de.casual, NEAR.de, ...LATER.de),
  es: () => withParsers(chrono.es.casual, NEAR.es, ...LATER.es),
  fr: () => withParsers(chrono.fr.casual, NEAR.fr),
  ja: () => withParsers(chrono.ja.casual, NEAR.ja, ...LATER.ja, WEEK_AFTER_NEXT),
  'pt-br': () => withParsers(chrono.pt.casual, NEAR['pt-br'], HOUR_H, ...LATER['pt-br']),
  'zh-hans': () => withParsers(chrono.zh.hans.casual, NEAR['zh-hans'], ...LATER['zh-hans']),
};
const made = new Map<Language, chrono.Chrono>();

function readerOf(lang: Language): chrono.Chrono {
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
  if (lang === 'en') return [english];
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
