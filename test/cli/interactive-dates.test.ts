// The phrases the interactive prompts read (src/cli/interactive/dates.ts): in the user's language
// where chrono-node has a reader for it, and in English in every language.
import { describe, expect, it } from 'vitest';
import { resolveDateText } from '../../src/cli/interactive/dates.js';
import { CATALOGUES } from '../spec/all-catalogues.js';
import { LANGUAGES, type Language } from '../../src/spec/types.js';

const NOW = new Date('2024-07-10T15:30:00Z'); // a Wednesday
const wall = (text: string, lang: Language, zone = 'UTC') => resolveDateText(text, zone, NOW, lang)?.wall;

const TOMORROW_AT_7: ReadonlyArray<[Language, string[]]> = [
  ['fr', ['demain 19h', 'demain à 19h30', 'vendredi prochain 20h']],
  ['de', ['morgen 19 Uhr', 'morgen 19:30', 'nächsten Freitag 20:00']],
  ['es', ['mañana 19:00', 'mañana a las 19:30', 'próximo viernes 20:00']],
  ['pt-br', ['amanhã 19h', 'amanhã às 19h30', 'sexta-feira 20h']],
  ['ja', ['明日 19時', '明日19時30分', '金曜日 20時']],
  ['zh-hans', ['明天 19点', '明天晚上7点半', '下周五 20点']],
  ['bg', ['утре 19:00', 'утре в 19:30', 'следващия петък 20 ч.']],
];

describe('resolveDateText in the user language', () => {
  it.each(TOMORROW_AT_7)('%s: tomorrow at 19:00, at 19:30, a Friday at 20:00', (lang, [tomorrow, half, friday]) => {
    expect(wall(tomorrow, lang)).toBe('2024-07-11 19:00:00');
    expect(wall(half, lang)).toBe('2024-07-11 19:30:00');
    expect(wall(friday, lang)?.slice(11)).toBe('20:00:00');
    expect(['2024-07-12', '2024-07-19']).toContain(wall(friday, lang)?.slice(0, 10));
    // the phrase is read in the event's zone
    expect(wall(tomorrow, lang, 'America/New_York')).toBe('2024-07-11 19:00:00');
  });

  it.each(LANGUAGES)('%s: English phrases and the API grammar are read too', (lang) => {
    expect(wall('tomorrow 7pm', lang)).toBe('2024-07-11 19:00:00');
    expect(wall('next friday 20:00', lang)).toBe('2024-07-19 20:00:00');
    expect(wall('+2 days 11:00', lang)).toBe('2024-07-12 11:00:00');
    expect(wall('2024-07-11 19:00', lang)).toBe('2024-07-11 19:00:00');
  });

  it.each([
    ['es', ['el viernes', 'el viernes 19:00', 'el próximo viernes', 'viernes que viene']],
    ['pt-br', ['na sexta', 'na sexta 19h', 'próxima sexta', 'sexta-feira que vem']],
    ['ja', ['今週の金曜日', '金曜日 19時', '来週の金曜日', '来週金曜日']],
    ['bg', ['в петък', 'петък 19 ч.', 'следващия петък', 'другия петък']],
  ] as const)(
    '%s: a Friday as one says it (with its article, feminine, "next week\'s")',
    (lang, [day, at7, next, next2]) => {
      expect(wall(day, lang)).toBe('2024-07-12 00:00:00');
      expect(wall(at7, lang)).toBe('2024-07-12 19:00:00');
      // "next", as chrono reads `next friday` in English: the Friday of next week
      expect(wall(next, lang)).toBe('2024-07-19 00:00:00');
      expect(wall(next2, lang)).toBe('2024-07-19 00:00:00');
    },
  );

  // next week is this weekday of next week, as chrono reads `next week` in English (a Wednesday:
  // 17 July), next month and next year this day of them
  it.each([
    [
      'es',
      ['la semana que viene', 'la próxima semana', 'la semana próxima', 'semana que viene'],
      'la semana que viene a las 19:00',
      ['el mes que viene', 'el próximo mes'],
      ['el año que viene', 'el próximo año'],
    ],
    [
      'pt-br',
      ['na próxima semana', 'semana que vem', 'na semana que vem', 'próxima semana'],
      'semana que vem 19h',
      ['mês que vem', 'no próximo mês'],
      ['ano que vem', 'no próximo ano'],
    ],
    [
      'fr',
      ['la semaine prochaine', 'semaine prochaine', 'la semaine suivante'],
      'la semaine prochaine à 19h',
      ['le mois prochain', 'mois prochain'],
      ['l’année prochaine', "l'année prochaine"],
    ],
    ['de', ['nächste Woche', 'kommende Woche'], 'nächste Woche 19 Uhr', ['nächsten Monat'], ['nächstes Jahr']],
    ['ja', ['来週'], '来週 19時', ['来月'], ['来年']],
    ['zh-hans', ['下周', '下星期', '下个星期'], '下周 19点', ['下个月', '下月'], ['明年']],
    [
      'bg',
      ['следващата седмица', 'другата седмица', 'през следващата седмица'],
      'следващата седмица в 19:00',
      ['следващия месец', 'другия месец'],
      ['следващата година'],
    ],
  ] as const)('%s: next week, next month, next year', (lang, weeks, at7, months, years) => {
    for (const week of weeks)
      expect(resolveDateText(week, 'UTC', NOW, lang), week).toEqual({ wall: '2024-07-17 00:00:00', hasTime: false });
    expect(wall(at7, lang)).toBe('2024-07-17 19:00:00');
    for (const month of months) expect(wall(month, lang), month).toBe('2024-08-10 00:00:00');
    for (const year of years) expect(wall(year, lang), year).toBe('2025-07-10 00:00:00');
  });

  it('the week after next (再来週, übernächste Woche, 下下周), and its Friday', () => {
    expect(wall('再来週', 'ja')).toBe('2024-07-24 00:00:00');
    expect(wall('再来週の金曜日', 'ja')).toBe('2024-07-26 00:00:00');
    expect(wall('再来週金曜日 19時', 'ja')).toBe('2024-07-26 19:00:00');
    // its Monday and Sunday: weeks run from Monday, as 来週の月曜日 (15 July) counts them
    expect(wall('再来週の月曜日', 'ja')).toBe('2024-07-22 00:00:00');
    expect(wall('再来週の日曜日', 'ja')).toBe('2024-07-28 00:00:00');
    expect(wall('再来月', 'ja')).toBe('2024-09-10 00:00:00');
    expect(wall('再来年', 'ja')).toBe('2026-07-10 00:00:00');
    expect(wall('übernächste Woche', 'de')).toBe('2024-07-24 00:00:00');
    expect(wall('übernächsten Monat', 'de')).toBe('2024-09-10 00:00:00');
    expect(wall('下下周', 'zh-hans')).toBe('2024-07-24 00:00:00');
    // 下周五 and 来週の金曜日 are still the Friday of next week
    expect(wall('下周五', 'zh-hans')).toBe('2024-07-19 00:00:00');
    expect(wall('来週の金曜日', 'ja')).toBe('2024-07-19 00:00:00');
  });

  it.each([
    ['ja', ['明後日', 'あさって'], '明後日 19時'],
    ['es', ['pasado mañana'], 'pasado mañana a las 19:00'],
    ['pt-br', ['depois de amanhã'], 'depois de amanhã 19h'],
    ['fr', ['après-demain', 'apres-demain'], 'après-demain 19h'],
    ['de', ['übermorgen'], 'übermorgen 19 Uhr'],
    ['zh-hans', ['后天'], '后天 19点'],
    ['bg', ['вдругиден'], 'вдругиден 19:00'],
    ['en', ['the day after tomorrow', 'day after tomorrow'], 'the day after tomorrow 7pm'],
  ] as const)('%s: the day after tomorrow', (lang, days, at7) => {
    for (const day of days)
      expect(resolveDateText(day, 'UTC', NOW, lang), day).toEqual({ wall: '2024-07-12 00:00:00', hasTime: false });
    expect(wall(at7, lang)).toBe('2024-07-12 19:00:00');
  });

  // this week is read as next week is (this weekday a week on): this weekday of this week, today;
  // a day of this week is that day of the week from Monday to Sunday, even when it is past
  it.each([
    ['ja', ['今週'], ['今週の金曜日', '今週金曜日'], '今週の月曜日', '今週の日曜日'],
    ['es', ['esta semana'], ['el viernes de esta semana'], 'el lunes de esta semana', 'domingo de esta semana'],
    [
      'pt-br',
      ['esta semana', 'nesta semana'],
      ['sexta desta semana', 'na sexta-feira desta semana'],
      'segunda desta semana',
      'domingo desta semana',
    ],
    [
      'fr',
      ['cette semaine'],
      ['vendredi de cette semaine', 'vendredi cette semaine'],
      'lundi de cette semaine',
      'dimanche cette semaine',
    ],
    [
      'de',
      ['diese Woche', 'in dieser Woche'],
      ['diese Woche Freitag', 'Freitag diese Woche', 'diese Woche am Freitag', 'Freitag dieser Woche'],
      'Montag diese Woche',
      'diese Woche Sonntag',
    ],
    ['zh-hans', ['这周', '本周', '这个星期'], ['这周五', '本周五', '本星期五'], '本周一', '这个星期天'],
    ['bg', ['тази седмица'], ['петък тази седмица'], 'понеделник тази седмица', 'неделя тази седмица'],
    [
      'en',
      ['this week'],
      ['friday this week', 'this week friday', 'this week on Friday'],
      'monday this week',
      'sunday this week',
    ],
  ] as const)('%s: this week, and a day of this week', (lang, weeks, fridays, monday, sunday) => {
    for (const week of weeks)
      expect(resolveDateText(week, 'UTC', NOW, lang), week).toEqual({ wall: '2024-07-10 00:00:00', hasTime: false });
    for (const friday of fridays) expect(wall(friday, lang), friday).toBe('2024-07-12 00:00:00');
    expect(wall(monday, lang), monday).toBe('2024-07-08 00:00:00');
    expect(wall(sunday, lang), sunday).toBe('2024-07-14 00:00:00');
  });

  it('a day of this week with its time', () => {
    expect(wall('今週の金曜日 19時', 'ja')).toBe('2024-07-12 19:00:00');
    expect(wall('el viernes de esta semana a las 19:00', 'es')).toBe('2024-07-12 19:00:00');
    expect(wall('vendredi de cette semaine à 19h', 'fr')).toBe('2024-07-12 19:00:00');
    expect(wall('本周日 19点', 'zh-hans')).toBe('2024-07-14 19:00:00');
    expect(wall('this week friday 7pm', 'en')).toBe('2024-07-12 19:00:00');
  });

  it('the week after next in English', () => {
    expect(wall('the week after next', 'en')).toBe('2024-07-24 00:00:00');
    expect(wall('week after next', 'fr')).toBe('2024-07-24 00:00:00');
    expect(wall('the week after next 7pm', 'en')).toBe('2024-07-24 19:00:00');
    // the week after is still next week
    expect(wall('the week after', 'en')).toBe('2024-07-17 00:00:00');
  });

  it.each([
    ['es', ['el viernes de la semana que viene', 'el viernes de la próxima semana']],
    ['pt-br', ['sexta da semana que vem', 'sexta-feira da próxima semana']],
    ['fr', ['vendredi de la semaine prochaine']],
    ['de', ['nächste Woche Freitag', 'nächste Woche am Freitag']],
  ] as const)('%s: the Friday of next week, as one says it', (lang, phrases) => {
    for (const phrase of phrases) expect(wall(phrase, lang), phrase).toBe('2024-07-19 00:00:00');
  });

  it('Bulgarian, which chrono-node does not read, in the words Bulgarians write', () => {
    expect(wall('днес 18:30', 'bg')).toBe('2024-07-10 18:30:00');
    expect(wall('Утре 19:00', 'bg')).toBe('2024-07-11 19:00:00');
    // times as written: 19 ч., 19.30 ч., 19,30 ч., в 7 вечерта, в 10 сутринта, по обяд
    expect(wall('утре 19.30 ч.', 'bg')).toBe('2024-07-11 19:30:00');
    expect(wall('утре 19,30 ч.', 'bg')).toBe('2024-07-11 19:30:00');
    expect(wall('утре в 7 вечерта', 'bg')).toBe('2024-07-11 19:00:00');
    expect(wall('във вторник в 10 сутринта', 'bg')).toBe('2024-07-16 10:00:00');
    expect(wall('в неделя по обяд', 'bg')).toBe('2024-07-14 12:00:00');
    // dates with the month's name and the year's г.
    expect(wall('5 декември 19:00', 'bg')).toBe('2024-12-05 19:00:00');
    expect(wall('на 5 декември 2026 г. в 19:30', 'bg')).toBe('2026-12-05 19:30:00');
    expect(wall('25.12.2026 19:00', 'bg')).toBe('2026-12-25 19:00:00');
    // in N days, hours
    expect(wall('след 2 дни 11:00', 'bg')).toBe('2024-07-12 11:00:00');
    expect(wall('след 3 часа', 'bg')).toBe('2024-07-10 18:30:00');
    // a word of another word is not read: "утрешен" (tomorrow's) is no date
    expect(wall('утрешен', 'bg')).toBeUndefined();
  });

  it("counts next week and the week after next from the date in the event's zone", () => {
    // 12:00 UTC on Wednesday 10 July is already Thursday 11 July in Kiritimati (UTC+14)
    const kiritimati = (text: string, lang: Language, at: string) =>
      resolveDateText(text, 'Pacific/Kiritimati', new Date(at), lang)?.wall;
    expect(kiritimati('la semana que viene', 'es', '2024-07-10T12:00:00Z')).toBe('2024-07-18 00:00:00');
    expect(kiritimati('semana que vem', 'pt-br', '2024-07-10T12:00:00Z')).toBe('2024-07-18 00:00:00');
    expect(kiritimati('来週', 'ja', '2024-07-10T12:00:00Z')).toBe('2024-07-18 00:00:00');
    expect(kiritimati('下周', 'zh-hans', '2024-07-10T12:00:00Z')).toBe('2024-07-18 00:00:00');
    // 12:00 UTC on Sunday 14 July is Monday 15 July there: the week after next is 29 July's
    expect(kiritimati('再来週の金曜日', 'ja', '2024-07-14T12:00:00Z')).toBe('2024-08-02 00:00:00');
    // this week is Monday 15 July's there, and today is that Monday
    expect(kiritimati('今週の金曜日', 'ja', '2024-07-14T12:00:00Z')).toBe('2024-07-19 00:00:00');
    expect(kiritimati('this week', 'en', '2024-07-14T12:00:00Z')).toBe('2024-07-15 00:00:00');
    expect(kiritimati('diese Woche Freitag', 'de', '2024-07-14T12:00:00Z')).toBe('2024-07-19 00:00:00');
    expect(kiritimati('明後日', 'ja', '2024-07-10T12:00:00Z')).toBe('2024-07-13 00:00:00');
    expect(resolveDateText('再来週の金曜日', 'UTC', new Date('2024-07-14T12:00:00Z'), 'ja')?.wall).toBe(
      '2024-07-26 00:00:00',
    );
  });

  it("counts the day from the date in the event's zone, not from the machine's", () => {
    // 12:00 UTC is already 02:00 the next day in Kiritimati (UTC+14), whatever the machine's zone
    // west of it says; 23:30 UTC is 07:30 the next day in Shanghai
    const kiritimati = (text: string, lang: Language, at: string) =>
      resolveDateText(text, 'Pacific/Kiritimati', new Date(at), lang)?.wall;
    expect(kiritimati('明天', 'zh-hans', '2024-07-10T12:00:00Z')).toBe('2024-07-12 00:00:00');
    expect(kiritimati('明天 19点', 'zh-hans', '2024-07-10T12:00:00Z')).toBe('2024-07-12 19:00:00');
    expect(kiritimati('今晚', 'zh-hans', '2024-07-10T12:00:00Z')).toBe('2024-07-11 00:00:00');
    expect(kiritimati('今夜', 'ja', '2024-07-10T12:00:00Z')).toBe('2024-07-11 00:00:00');
    expect(resolveDateText('明天', 'Asia/Shanghai', new Date('2024-07-10T23:30:00Z'), 'zh-hans')?.wall).toBe(
      '2024-07-12 00:00:00',
    );
    // English reads most days from the zone already; "this month" did not
    expect(kiritimati('this month', 'en', '2024-07-31T12:00:00Z')).toBe('2024-08-01 00:00:00');
    expect(kiritimati('tomorrow', 'en', '2024-07-10T12:00:00Z')).toBe('2024-07-12 00:00:00');
  });

  it('a bare number typed for a start is a year or a day, never seconds after 1970', () => {
    expect(resolveDateText('2027', 'UTC', NOW, 'en')).toEqual({ wall: '2027-01-01 00:00:00', hasTime: false });
    expect(wall('20271201', 'fr')).toBe('2027-12-01 00:00:00');
    expect(wall('12', 'en')).toBeUndefined();
    expect(wall('0999', 'en')).toBeUndefined();
    expect(wall('1720717200', 'en', 'Asia/Tokyo')).toBe('2024-07-12 02:00:00');
  });

  it('a phrase only half read in the user language goes to English, not half read', () => {
    // chrono's French reader sees only "7pm" here; English reads it all
    expect(wall('tomorrow 7pm', 'fr')).toBe('2024-07-11 19:00:00');
    expect(wall('demain 19h', 'en')).toBeUndefined();
    expect(wall('demain 19h', 'de')).toBeUndefined();
  });

  it('the user language reads first: 10/07 is 10 July in French, 7 October in English', () => {
    expect(wall('10/07 19:00', 'fr')).toBe('2024-07-10 19:00:00');
    expect(wall('10/07 19:00', 'en')).toBe('2024-10-07 19:00:00');
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s: the examples the date prompts give are read', (lang) => {
    const catalogue = CATALOGUES[lang];
    for (const key of [
      'Start (e.g. "tomorrow 7pm", "next friday 20:00")',
      'End (e.g. "tomorrow 7pm", "2024-07-11 19:00")',
      'not a date I can read; try "tomorrow 7pm", "next friday 20:00" or "2024-07-11 19:00"',
      'Last day (e.g. "june 30", "2027-03-01")',
    ]) {
      const examples = [...catalogue[key].matchAll(/["«»“”„「」]\s*([^"«»“”„「」]+?)\s*["«»“”„「」]/g)].map(
        (m) => m[1],
      );
      expect(examples.length, key).toBeGreaterThanOrEqual(2);
      for (const example of examples) expect(wall(example, lang), `${lang}: ${example}`).toBeDefined();
    }
  });
});
