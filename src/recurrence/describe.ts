// A series' rule in words (API.md §7.1 `description`) in the eight catalogue languages: phrases
// from the catalogues, weekday and month names, dates and lists from Intl. Rules beyond what a
// sentence can say plainly (BYSETPOS, BYWEEKNO, BYYEARDAY, BYHOUR…) are shown as their RRULE text.
// Each sentence says the days that rule means in RFC 5545 (expand.ts gives the same days).
import { format, translate } from '../spec/catalogues/index.js';
import { fillPlaceholders } from '../spec/placeholders.js';
import type { Language } from '../spec/types.js';
import { untilWall, weekdayOf } from './rule-text.js';

export { weekdayOf };

/** Every English source text of this file (the catalogues translate each; see catalogues.test.ts). */
export const RECURRENCE_TEXTS = [
  'Every day',
  'Every %d days',
  'Every week',
  'Every %d weeks',
  'Every month',
  'Every %d months',
  'Every year',
  'Every %d years',
  'Every hour',
  'Every %d hours',
  'Every minute',
  'Every %d minutes',
  'Every second',
  'Every %d seconds',
  'Every %s',
  'Every %1$d weeks on %2$s',
  'Every %1$d days, if that day is a %2$s',
  'Every month on day %s',
  'Every %1$d months on day %2$s',
  'Every month on the last day',
  'Every %d months on the last day',
  'Every month on day %s and on the last day',
  'Every %1$d months on day %2$s and on the last day',
  // days counted from the end of the month (BYMONTHDAY=1,-2): %s is a list of the phrases
  // "on day %s", "on the second to last day"… below, "on day 1 and on the second to last day"
  'Every month %s',
  'Every %1$d months %2$s',
  'Every year %s of February',
  'Every %1$d years %2$s of February',
  'on day %s',
  'on the last day',
  'on the second to last day',
  'on the third to last day',
  'on the fourth to last day',
  'on the fifth to last day',
  'on day %d counting from the end',
  'Every month on the %s',
  'Every %1$d months on the %2$s',
  'Every %1$d months, on every %2$s of the month',
  // weekdays and ordinals together (BYDAY=MO,2TU): every Monday and the second Tuesday
  'Every %1$s and the %2$s of the month',
  'Every %1$d months, on every %2$s and the %3$s of the month',
  'Every year on %s',
  'Every %1$d years on %2$s',
  'Every year on the last day of February',
  'Every %d years on the last day of February',
  'Every year on the %1$s of %2$s',
  'Every %1$d years on the %2$s of %3$s',
  'Every year, on every %1$s in %2$s',
  'Every %1$d years, on every %2$s in %3$s',
  'Every year in %1$s, on every %2$s and the %3$s',
  'Every %1$d years in %2$s, on every %3$s and the %4$s',
  'first %s',
  'second %s',
  'third %s',
  'fourth %s',
  'fifth %s',
  'last %s',
  'second to last %s',
  'third to last %s',
  'fourth to last %s',
  'fifth to last %s',
  '%1$s until %2$s',
  '%1$s, %2$d times',
  '%s, plus one more date',
  '%1$s, plus %2$d more dates',
  '%s, except one date',
  '%1$s, except %2$d dates',
  'Custom rule: %s',
  'On one date',
  'On %d dates',
] as const;

type Text = (typeof RECURRENCE_TEXTS)[number];

const t = (text: Text, lang: Language, ...values: Array<string | number>) => format(text, lang, ...values);

/** Words about one weekday ("Saturday", "last Saturday"), and whether they agree with a feminine name. */
interface DayWords {
  readonly words: string;
  readonly feminine: boolean;
}
/** a value of a sentence: the weekdays it is about are a list of DayWords */
type Value = string | number | readonly DayWords[];

const LOCALES: Readonly<Record<Language, string>> = {
  bg: 'bg',
  'zh-hans': 'zh-Hans',
  en: 'en-GB',
  fr: 'fr',
  de: 'de',
  ja: 'ja',
  'pt-br': 'pt-BR',
  es: 'es',
};

const WEEKDAY_INDEX: Readonly<Record<string, number>> = { MO: 0, TU: 1, WE: 2, TH: 3, FR: 4, SA: 5, SU: 6 };
/**
 * The weekdays whose names are feminine, in the languages whose words agree with a weekday's
 * gender: "a segunda-feira" but "o sábado", "сряда" but "понеделник" (in French, Spanish and
 * German all seven are masculine). Their texts about weekdays give such a word as
 * {masculine|feminine}: "{Todo|Toda} %s", "{последния|последната} %s".
 */
const FEMININE_WEEKDAYS: Partial<Readonly<Record<Language, readonly string[]>>> = {
  'pt-br': ['MO', 'TU', 'WE', 'TH', 'FR'],
  bg: ['WE', 'SA', 'SU'],
};
/** a choice of a catalogue text between the word for a masculine and a feminine weekday */
const CHOICE = /\{([^{}|]*)\|([^{}|]*)\}/;
/**
 * Spelling that joins a word to the next one, whatever the sentence put after it: the Bulgarian
 * preposition в is във before a word that starts with в or ф ("във вторник", "в сряда"); the
 * French article le is l’ before a vowel ("l’avant-dernier vendredi", not "le avant-dernier").
 */
const EUPHONY: Partial<Readonly<Record<Language, ReadonlyArray<[RegExp, string]>>>> = {
  bg: [[/(^|\s)([вВ]) (?=[вВфФ])/g, '$1$2ъв ']],
  fr: [[/(^|\s)([lL])e (?=[aeiouàâéèêëîïôûù])/g, '$1$2’']],
};
const ORDINALS: Readonly<Record<string, Text>> = {
  '1': 'first %s',
  '2': 'second %s',
  '3': 'third %s',
  '4': 'fourth %s',
  '5': 'fifth %s',
  '-1': 'last %s',
  '-2': 'second to last %s',
  '-3': 'third to last %s',
  '-4': 'fourth to last %s',
  '-5': 'fifth to last %s',
};
/** the days at the end of the month that have words of their own: BYMONTHDAY=-1 to -5 */
const FROM_THE_END: Readonly<Record<string, Text>> = {
  '1': 'on the last day',
  '2': 'on the second to last day',
  '3': 'on the third to last day',
  '4': 'on the fourth to last day',
  '5': 'on the fifth to last day',
};
const SIMPLE: Readonly<Record<string, [Text, Text]>> = {
  DAILY: ['Every day', 'Every %d days'],
  WEEKLY: ['Every week', 'Every %d weeks'],
  MONTHLY: ['Every month', 'Every %d months'],
  YEARLY: ['Every year', 'Every %d years'],
  HOURLY: ['Every hour', 'Every %d hours'],
  MINUTELY: ['Every minute', 'Every %d minutes'],
  SECONDLY: ['Every second', 'Every %d seconds'],
};
/** parts a sentence says; any other part makes the rule a custom one */
const SAYABLE = new Set(['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH', 'WKST']);

// 2024-01-01 was a Monday: weekday i is that date plus i days
export const weekdayName = (code: string, lang: Language) =>
  new Intl.DateTimeFormat(LOCALES[lang], { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + WEEKDAY_INDEX[code])),
  );
const monthName = (month: number, lang: Language) =>
  new Intl.DateTimeFormat(LOCALES[lang], { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, month - 1, 1)),
  );
export const dayOfMonth = (month: number, day: number, lang: Language) =>
  new Intl.DateTimeFormat(LOCALES[lang], { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, month - 1, day)),
  );
const list = (items: string[], lang: Language, type: Intl.ListFormatType = 'conjunction') =>
  new Intl.ListFormat(LOCALES[lang], { type }).format(items);

/** A wall clock's date in words: "1 March 2027". */
export function dateInWords(wall: string, lang: Language): string {
  const [y, m, d] = wall.slice(0, 10).split('-').map(Number);
  return new Intl.DateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

function parts(rule: string): Map<string, string> {
  return new Map(rule.split(';').map((p) => p.split('=') as [string, string]));
}

/** The rule's repetition without its end, or null when no plain sentence says it. */
function repetition(p: Map<string, string>, start: string, lang: Language): string | null {
  const freq = p.get('FREQ')!;
  const n = Number(p.get('INTERVAL') ?? '1');
  // a day said twice (BYDAY=MO,MO) is one day
  const byday = p.has('BYDAY') ? [...new Set(p.get('BYDAY')!.split(','))] : undefined;
  const bymonthday = p.get('BYMONTHDAY')?.split(',').map(Number);
  const bymonth = p.get('BYMONTH')?.split(',').map(Number);
  const every = (one: Text, many: Text, value: Value) =>
    n === 1 ? tDays(one, lang, value) : tDays(many, lang, n, value);
  const [one, many] = SIMPLE[freq];
  const plain = () => (n === 1 ? t(one, lang) : t(many, lang, n));
  const [, startMonth, startDay] = start.slice(0, 10).split('-').map(Number);
  switch (freq) {
    case 'DAILY':
    case 'WEEKLY': {
      if (bymonthday || bymonth) return null;
      if (freq === 'DAILY' && !byday) return plain();
      const days = byday ?? [weekdayOf(start)];
      if (days.some((d) => !(d in WEEKDAY_INDEX))) return null;
      // every second day counted from the start, kept when it falls on one of the weekdays: on
      // Mondays and Tuesdays that is a Monday one week and a Tuesday the next, not both each time
      if (freq === 'DAILY' && n !== 1) {
        const names = weekdays(days, lang).map((d) => d.words);
        return t('Every %1$d days, if that day is a %2$s', lang, n, list(names, lang, 'disjunction'));
      }
      return every('Every %s', 'Every %1$d weeks on %2$s', weekdays(days, lang));
    }
    case 'MONTHLY': {
      if (bymonth) return null;
      if (byday && bymonthday) return null;
      if (byday) {
        const { plain, ordinal } = kindsOfDays(byday, lang);
        // every Monday of every month is every Monday; of every second month, all of its Mondays
        if (ordinal.length === 0) return every('Every %s', 'Every %1$d months, on every %2$s of the month', plain);
        const items = ordinalItems(ordinal, lang);
        if (items === null) return null;
        if (plain.length === 0) return every('Every month on the %s', 'Every %1$d months on the %2$s', items);
        return n === 1
          ? tDays('Every %1$s and the %2$s of the month', lang, plain, items)
          : tDays('Every %1$d months, on every %2$s and the %3$s of the month', lang, n, plain, items);
      }
      const days = [...new Set(bymonthday ?? [startDay])];
      if (days.some((d) => d < -1)) {
        const said = daysOfMonth(days, lang);
        return n === 1 ? t('Every month %s', lang, said) : t('Every %1$d months %2$s', lang, n, said);
      }
      const numbers = list(days.filter((d) => d > 0).map(String), lang);
      if (!days.includes(-1)) return every('Every month on day %s', 'Every %1$d months on day %2$s', numbers);
      if (days.length === 1)
        return n === 1 ? t('Every month on the last day', lang) : t('Every %d months on the last day', lang, n);
      return every(
        'Every month on day %s and on the last day',
        'Every %1$d months on day %2$s and on the last day',
        numbers,
      );
    }
    case 'YEARLY': {
      const months = bymonth ?? [startMonth];
      if (months.length !== 1) return null;
      // without BYMONTH, RFC 5545 reads the weekdays of the whole year (BYDAY=20MO)
      if (byday) return bymonth ? weekdaysOfMonth(byday, n, monthName(months[0], lang), lang) : null;
      // without BYMONTH, RFC 5545 reads BYMONTHDAY=15 as the 15th of every month
      if (bymonthday && !bymonth) return null;
      const month = months[0];
      if (month === 2 && bymonthday?.length === 1 && bymonthday[0] === -1)
        return n === 1
          ? t('Every year on the last day of February', lang)
          : t('Every %d years on the last day of February', lang, n);
      // a day counted from the end of February has no one date: the second to last is the 27th or the 28th
      if (month === 2 && bymonthday?.some((d) => d < 0)) {
        // the 30th, and the 30th from the end, never come
        if (bymonthday.some((d) => Math.abs(d) > 29)) return null;
        const said = daysOfMonth([...new Set(bymonthday)], lang);
        return n === 1
          ? t('Every year %s of February', lang, said)
          : t('Every %1$d years %2$s of February', lang, n, said);
      }
      const days = datesOfMonth(bymonthday ?? [startDay], month);
      if (days === null) return null;
      const dates = list(
        days.map((d) => dayOfMonth(month, d, lang)),
        lang,
      );
      return every('Every year on %s', 'Every %1$d years on %2$s', dates);
    }
    default:
      return p.size === 1 || (p.size === 2 && p.has('INTERVAL')) ? plain() : null;
  }
}

/**
 * A yearly rule's days of its month as dates, in order: -1 of November is the 30th. Null when the
 * month never has the day (31 November), and for a day from the end of February, whose length varies.
 */
function datesOfMonth(days: number[], month: number): number[] | null {
  // 2024 was a leap year: 29 February is a date, once in four years
  const length = new Date(Date.UTC(2024, month, 0)).getUTCDate();
  const dates = days.map((d) => (d > 0 ? d : month === 2 ? NaN : length + 1 + d));
  if (dates.some((d) => !(d >= 1 && d <= length))) return null;
  return [...new Set(dates)].sort((a, b) => a - b);
}

/**
 * A yearly rule's weekdays of its month: every Monday of November, its fourth Thursday, or every
 * Monday and the second Tuesday.
 */
function weekdaysOfMonth(byday: string[], n: number, month: string, lang: Language): string | null {
  const { plain, ordinal } = kindsOfDays(byday, lang);
  if (ordinal.length === 0) {
    return n === 1
      ? tDays('Every year, on every %1$s in %2$s', lang, plain, month)
      : tDays('Every %1$d years, on every %2$s in %3$s', lang, n, plain, month);
  }
  const items = ordinalItems(ordinal, lang);
  if (items === null) return null;
  if (plain.length === 0) {
    return n === 1
      ? tDays('Every year on the %1$s of %2$s', lang, items, month)
      : tDays('Every %1$d years on the %2$s of %3$s', lang, n, items, month);
  }
  return n === 1
    ? tDays('Every year in %1$s, on every %2$s and the %3$s', lang, month, plain, items)
    : tDays('Every %1$d years in %2$s, on every %3$s and the %4$s', lang, n, month, plain, items);
}

/**
 * BYDAY's weekdays (MO), in their names, apart from its ordinals (2TU). An ordinal of a weekday
 * that is there every week adds no day (MO,2MO is every Monday) and is left out.
 */
function kindsOfDays(byday: string[], lang: Language): { plain: DayWords[]; ordinal: string[] } {
  const codes = byday.filter((d) => d in WEEKDAY_INDEX);
  return {
    plain: weekdays(codes, lang),
    ordinal: byday.filter((d) => !(d in WEEKDAY_INDEX) && !codes.includes(d.slice(-2))),
  };
}

/** ordinals (2TU, -1FR) in words, in their order; null when one has none */
function ordinalItems(ordinal: string[], lang: Language): DayWords[] | null {
  const items = ordinal.map((d) => ordinalItem(d, lang));
  return items.some((i) => i === null) ? null : (items as DayWords[]);
}

/**
 * Days of the month, some counted from its end, as a sentence says them, in the month's order:
 * BYMONTHDAY=-1,1,-2 is "on day 1, on the second to last day and on the last day".
 */
function daysOfMonth(days: number[], lang: Language): string {
  const ahead = days.filter((d) => d > 0).sort((a, b) => a - b);
  const back = days.filter((d) => d < 0).sort((a, b) => a - b);
  const said = ahead.length ? [t('on day %s', lang, list(ahead.map(String), lang))] : [];
  for (const d of back) {
    const words = FROM_THE_END[String(-d)];
    said.push(words ? t(words, lang) : t('on day %d counting from the end', lang, -d));
  }
  return list(said, lang);
}

/** weekday codes as their names in week order, each with its gender */
function weekdays(days: string[], lang: Language): DayWords[] {
  return [...days]
    .sort((a, b) => WEEKDAY_INDEX[a] - WEEKDAY_INDEX[b])
    .map((d) => ({ words: weekdayName(d, lang), feminine: FEMININE_WEEKDAYS[lang]?.includes(d) ?? false }));
}

/** a text's placeholders by their place: "%s of %s" as "%1$s of %2$s" */
function numbered(text: string): string {
  let next = 0;
  return text.replace(/%(\d+\$)?([sd])/g, (placeholder, at: string | undefined, kind: string) =>
    at ? placeholder : `%${++next}$${kind}`,
  );
}

/**
 * A sentence about weekdays, lists of them among its values: each choice {masculine|feminine}
 * agrees with the first day of the list it comes before ("Toda segunda-feira e o segundo sábado";
 * after the last list, with that one's). Where the days of a list differ in gender no one word
 * agrees with all of them, so the choice right before their place is said before each day, as
 * people write it: "Toda segunda-feira e todo sábado", "Всеки понеделник и всяка сряда".
 */
function tDays(text: Text, lang: Language, ...values: Value[]): string {
  let sentence = numbered(translate(text, lang));
  const filled = values.map((v) => (typeof v === 'object' ? '' : v));
  const lists: Array<{ at: number; feminine: boolean }> = [];
  values.forEach((value, at) => {
    if (typeof value !== 'object') return;
    const days = value;
    const feminine = days[0]?.feminine ?? false;
    let items = days.map((d) => d.words);
    if (days.some((d) => d.feminine !== feminine)) {
      const before = new RegExp(`${CHOICE.source}(\\s+)(%${at + 1}\\$s)`);
      sentence = sentence.replace(before, (_all, m: string, f: string, space: string, place: string) => {
        // the first day's word stands where the text puts it, the others' within the sentence
        const word = (d: DayWords, i: number) => {
          const chosen = d.feminine ? f : m;
          return i === 0 ? chosen : chosen.toLocaleLowerCase(LOCALES[lang]);
        };
        items = days.map((d, i) => `${word(d, i)}${space}${d.words}`);
        return place;
      });
    }
    filled[at] = list(items, lang);
    lists.push({ at, feminine });
  });
  const places = lists
    .map((l) => ({ ...l, place: sentence.indexOf(`%${l.at + 1}$s`) }))
    .filter((l) => l.place >= 0)
    .sort((a, b) => a.place - b.place);
  sentence = sentence.replace(new RegExp(CHOICE.source, 'g'), (_all, m: string, f: string, offset: number) => {
    const owner = places.find((l) => l.place > offset) ?? places.at(-1);
    return owner?.feminine ? f : m;
  });
  return fillPlaceholders(sentence, filled);
}

/** `3TU` in words, "third Tuesday" (interactive create offers "Monthly on the third Tuesday") */
export function ordinalDay(item: string, lang: Language): string | null {
  return ordinalItem(item, lang)?.words ?? null;
}

/** `3TU`: the third Tuesday, in the gender of Tuesday; null when no sentence says it */
function ordinalItem(item: string, lang: Language): DayWords | null {
  const m = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(item);
  if (!m || m[1] === undefined) return null;
  const text = ORDINALS[String(Number(m[1]))];
  if (!text) return null;
  const day = weekdays([m[2]], lang);
  return { words: tDays(text, lang, day), feminine: day[0].feminine };
}

/** a sentence of `lang` with its words joined as they are spelled together ("във вторник") */
function spelled(text: string, lang: Language): string {
  return (EUPHONY[lang] ?? []).reduce((out, [pattern, joined]) => out.replace(pattern, joined), text);
}

/** One rule in words: its repetition and its end. */
export function describeRule(rule: string, start: string, timezone: string, lang: Language): string {
  const p = parts(rule);
  const sayable = [...p.keys()].every((k) => SAYABLE.has(k));
  const repeats = sayable ? repetition(p, start, lang) : null;
  if (repeats === null) return t('Custom rule: %s', lang, rule);
  const words = spelled(repeats, lang);
  const count = p.get('COUNT');
  if (count !== undefined) return t('%1$s, %2$d times', lang, words, Number(count));
  const until = p.get('UNTIL');
  const wall = until === undefined ? null : untilWall(until, timezone);
  return wall === null ? words : t('%1$s until %2$s', lang, words, dateInWords(wall, lang));
}

/** The whole series in words: "Every Monday and Wednesday until 1 March 2027". */
export function describeRecurrence(
  series: { rules: readonly string[]; rdates: readonly string[]; exdates: readonly string[] },
  start: string,
  timezone: string,
  lang: Language,
): string {
  let text: string;
  if (series.rules.length > 0) text = series.rules.map((r) => describeRule(r, start, timezone, lang)).join('; ');
  else {
    const dates = series.rdates.length + 1;
    return dates === 1 ? t('On one date', lang) : t('On %d dates', lang, dates);
  }
  const extra = series.rdates.length;
  if (extra === 1) text = t('%s, plus one more date', lang, text);
  else if (extra > 1) text = t('%1$s, plus %2$d more dates', lang, text, extra);
  const except = series.exdates.length;
  if (except === 1) text = t('%s, except one date', lang, text);
  else if (except > 1) text = t('%1$s, except %2$d dates', lang, text, except);
  return text;
}
