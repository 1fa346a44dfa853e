// The write forms of `recurrence` and the rule in words (API.md §7.1).
import { describe, expect, it } from 'vitest';
import { describeRecurrence, ordinalDay } from '../../src/recurrence/describe.js';
import { firstStarts, seriesStartProblem } from '../../src/recurrence/expand.js';
import { parseRecurrence, reachProblem, ruleProblem } from '../../src/recurrence/rule-text.js';
import { formatPhrase, type Phrase } from '../../src/spec/catalogues/index.js';
import { LANGUAGES, type Language } from '../../src/spec/types.js';

const NOW = new Date('2024-07-10T15:30:00Z');
const NY = 'America/New_York';

/** a reason as the English answer says it */
const english = (reason: Phrase | undefined) => (reason ? formatPhrase(reason, 'en') : undefined);

describe('parseRecurrence', () => {
  it('reads the object form, normalises rules and §5.6 dates, drops duplicates', () => {
    const r = parseRecurrence(
      { rules: ['RRULE:freq=weekly;byday=MO,WE;'], rdates: ['December 24, 2026 7pm'], exdates: ['2026-12-28T19:00'] },
      NY,
      NOW,
    );
    expect(r).toEqual({
      ok: true,
      value: { rules: ['FREQ=WEEKLY;BYDAY=MO,WE'], rdates: ['2026-12-24 19:00:00'], exdates: ['2026-12-28 19:00:00'] },
    });
  });

  it('reads RFC 5545 lines: RRULE, RDATE with TZID, EXDATE in UTC and as a date list', () => {
    const r = parseRecurrence(
      [
        'RRULE:FREQ=WEEKLY;BYDAY=MO',
        'RDATE;TZID=Europe/Berlin:20261225T010000',
        'EXDATE:20261229T000000Z,20270104T000000Z',
      ].join('\r\n'),
      NY,
      NOW,
    );
    expect(r).toEqual({
      ok: true,
      value: {
        rules: ['FREQ=WEEKLY;BYDAY=MO'],
        rdates: ['2026-12-24 19:00:00'],
        exdates: ['2026-12-28 19:00:00', '2027-01-03 19:00:00'],
      },
    });
  });

  it('"" and null make the event single again; an object with no rule and no rdate too', () => {
    expect(parseRecurrence('', NY, NOW)).toEqual({ ok: true, value: null });
    expect(parseRecurrence(null, NY, NOW)).toEqual({ ok: true, value: null });
    expect(parseRecurrence({ exdates: ['2026-01-01'] }, NY, NOW)).toEqual({ ok: true, value: null });
  });

  it.each([
    ['FREQ=WEEKLY;COUNT=2;UNTIL=20270101', 'COUNT and UNTIL cannot both be given'],
    ['BYDAY=MO', 'FREQ is missing'],
    ['FREQ=FORTNIGHTLY', 'FREQ=FORTNIGHTLY is not one of'],
    ['FREQ=WEEKLY;BYDAY=2TU', 'needs FREQ=MONTHLY or FREQ=YEARLY'],
    ['FREQ=MONTHLY;BYMONTHDAY=32', 'out of range'],
    ['FREQ=DAILY;INTERVAL=0', 'INTERVAL=0 is not a whole number'],
    ['FREQ=MONTHLY;BYSETPOS=1', 'BYSETPOS needs another BY part'],
    ['FREQ=DAILY;FOO=1', 'FOO is not a part of an RFC 5545 rule'],
    ['FREQ=DAILY;UNTIL=2027-01-01', 'is not a date'],
    ['FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30', 'no day of any year has BYMONTH=2, BYMONTHDAY=30: the rule gives no date'],
    ['FREQ=MINUTELY;BYMONTH=4,6;BYMONTHDAY=31', 'no day of any year has BYMONTH=4,6, BYMONTHDAY=31'],
    ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-30', 'no day of any year has'],
    ['FREQ=YEARLY;BYYEARDAY=1;BYMONTH=6', 'no day of any year has BYMONTH=6, BYYEARDAY=1'],
    ['FREQ=YEARLY;BYYEARDAY=40;BYMONTHDAY=1,2,3', 'no day of any year has'],
    ['FREQ=DAILY;BYMONTHDAY=1;BYSETPOS=2', 'BYSETPOS=2 picks past what each DAILY period holds (at most 1)'],
    [
      'FREQ=WEEKLY;BYDAY=MO,FR;BYHOUR=9,17;BYSETPOS=-5,5',
      'BYSETPOS=-5,5 picks past what each WEEKLY period holds (at most 4)',
    ],
    // a month has five Mondays at most (rrule: 0.85 s to the year 9999), a year 53
    ['FREQ=MONTHLY;BYDAY=MO;BYSETPOS=6', 'BYSETPOS=6 picks past what each MONTHLY period holds (at most 5)'],
    ['FREQ=MONTHLY;BYMONTHDAY=1,15;BYHOUR=9,17;BYSETPOS=5', 'picks past what each MONTHLY period holds (at most 4)'],
    ['FREQ=YEARLY;BYDAY=MO;BYSETPOS=54', 'BYSETPOS=54 picks past what each YEARLY period holds (at most 53)'],
    ['FREQ=YEARLY;BYMONTH=2;BYDAY=MO;BYSETPOS=-6', 'picks past what each YEARLY period holds (at most 5)'],
    ['FREQ=YEARLY;BYDAY=1MO;BYSETPOS=2', 'picks past what each YEARLY period holds (at most 1)'],
    ['FREQ=YEARLY;BYWEEKNO=20;BYSETPOS=8', 'picks past what each YEARLY period holds (at most 7)'],
  ])('rejects %s with a reason', (rule, reason) => {
    expect(english(ruleProblem(rule))).toContain(reason);
    const r = parseRecurrence({ rules: [rule] }, NY, NOW);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(english(r.reason)).toContain(reason);
  });

  it('takes a rule whose days come together only now and then (Feb 29, Friday the 13th, day 366)', () => {
    for (const rule of [
      'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29',
      'FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13',
      'FREQ=YEARLY;BYYEARDAY=366',
      'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO',
      'FREQ=DAILY;BYMONTH=12;BYMONTHDAY=-1',
      'FREQ=YEARLY;BYYEARDAY=-1;BYMONTH=12;BYMONTHDAY=31',
      'FREQ=WEEKLY;BYDAY=SA',
      'FREQ=WEEKLY;BYDAY=MO,FR;BYHOUR=9,17;BYSETPOS=-1,4',
      'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1',
      'FREQ=MONTHLY;BYDAY=MO;BYSETPOS=5',
      'FREQ=YEARLY;BYDAY=MO;BYSETPOS=53',
      'FREQ=YEARLY;BYMONTH=2;BYDAY=MO;BYSETPOS=-5',
      'FREQ=YEARLY;BYMONTH=1,7;BYSETPOS=2',
    ]) {
      expect(ruleProblem(rule), rule).toBeUndefined();
      const start = '2027-01-04 10:00:00'; // a Monday, on each rule's days
      expect(firstStarts({ start, timezone: 'UTC', rules: [rule], rdates: [], exdates: [] }, 2), rule).toHaveLength(2);
    }
  });

  // 2027-03-07 is a Sunday
  it.each([
    [
      'FREQ=HOURLY;INTERVAL=24;BYHOUR=5',
      '2027-03-07 10:00:00',
      'FREQ=HOURLY;INTERVAL=24 from 2027-03-07 10:00:00 (SU) never reaches BYHOUR=5',
    ],
    ['FREQ=HOURLY;INTERVAL=6;BYHOUR=11', '2027-03-07 00:00:00', 'never reaches BYHOUR=11'],
    [
      'FREQ=DAILY;INTERVAL=7;BYDAY=MO',
      '2027-03-07 10:00:00',
      'FREQ=DAILY;INTERVAL=7 from 2027-03-07 10:00:00 (SU) never reaches BYDAY=MO',
    ],
    ['FREQ=DAILY;INTERVAL=14;BYDAY=MO,TU', '2027-03-07 10:00:00', 'never reaches BYDAY=MO,TU'],
    ['FREQ=HOURLY;INTERVAL=168;BYDAY=MO', '2027-03-07 10:00:00', 'never reaches BYDAY=MO'],
    ['FREQ=MINUTELY;INTERVAL=60;BYMINUTE=5', '2027-03-07 10:00:00', 'never reaches BYMINUTE=5'],
    // every 90 minutes from 10:00 is at 08:30 and 10:00 each day, never in the 9 o'clock hour
    ['FREQ=MINUTELY;INTERVAL=90;BYHOUR=9;BYDAY=TU', '2027-03-07 10:00:00', 'never reaches BYDAY=TU, BYHOUR=9'],
    ['FREQ=MINUTELY;INTERVAL=1440;BYHOUR=5', '2027-03-07 10:00:00', 'never reaches BYHOUR=5'],
    ['FREQ=SECONDLY;INTERVAL=60;BYSECOND=5', '2027-03-07 10:00:00', 'never reaches BYSECOND=5'],
    // every other month from March: March, May, … January, never February
    [
      'FREQ=MONTHLY;INTERVAL=2;BYMONTH=2,4',
      '2027-03-07 10:00:00',
      'FREQ=MONTHLY;INTERVAL=2 from 2027-03-07 10:00:00 (SU) never reaches BYMONTH=2,4',
    ],
    [
      'FREQ=SECONDLY;BYSECOND=60',
      '2027-03-07 10:00:00',
      'FREQ=SECONDLY from 2027-03-07 10:00:00 (SU) never reaches BYSECOND=60',
    ],
    [
      'FREQ=MINUTELY;INTERVAL=30;BYDAY=SU;BYHOUR=9;BYMINUTE=15,45',
      '2027-03-07 10:00:00',
      'never reaches BYDAY=SU, BYHOUR=9, BYMINUTE=15,45',
    ],
  ])('%s from %s gives no date, and says why', (rule, start, why) => {
    expect(ruleProblem(rule)).toBeUndefined();
    expect(english(reachProblem(rule, start))).toContain(`${why}: the rule gives no date`);
    expect(english(seriesStartProblem(['FREQ=WEEKLY', rule], start))).toMatch(/^rule 2: /);
  });

  it.each([
    ['FREQ=HOURLY;INTERVAL=24;BYHOUR=10', '2027-03-07 10:00:00'],
    ['FREQ=HOURLY;INTERVAL=5;BYHOUR=5', '2027-03-07 10:00:00'],
    ['FREQ=DAILY;INTERVAL=7;BYDAY=SU', '2027-03-07 10:00:00'],
    ['FREQ=DAILY;INTERVAL=3;BYDAY=MO', '2027-03-07 10:00:00'],
    ['FREQ=MINUTELY;INTERVAL=90;BYHOUR=8;BYDAY=TU', '2027-03-07 10:00:00'],
    ['FREQ=SECONDLY;INTERVAL=7;BYSECOND=3', '2027-03-07 10:00:00'],
    ['FREQ=HOURLY;INTERVAL=168;BYMONTH=2;BYMONTHDAY=29', '2027-03-08 09:00:00'],
    ['FREQ=MINUTELY;INTERVAL=30;BYDAY=SU;BYHOUR=9;BYMINUTE=15,30', '2027-03-07 10:00:00'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=MO', '2027-03-07 10:00:00'],
    ['FREQ=MONTHLY;INTERVAL=7;BYDAY=1MO', '2027-03-07 10:00:00'],
    ['FREQ=MONTHLY;INTERVAL=2;BYMONTH=1,2', '2027-03-07 10:00:00'],
    ['FREQ=MONTHLY;INTERVAL=5;BYMONTH=2', '2027-03-07 10:00:00'],
  ])('%s from %s gives dates', (rule, start) => {
    expect(reachProblem(rule, start)).toBeUndefined();
    expect(firstStarts({ start, timezone: 'UTC', rules: [rule], rdates: [], exdates: [] }, 2)).toHaveLength(2);
  });

  it('rejects more than 10 rules, bad dates, bad lines and other shapes', () => {
    const rules = Array.from({ length: 11 }, (_, i) => `FREQ=DAILY;INTERVAL=${i + 1}`);
    const tooMany = parseRecurrence({ rules }, NY, NOW);
    expect(tooMany.ok).toBe(false);
    if (!tooMany.ok) expect(english(tooMany.reason)).toBe('at most 10 rules');
    expect(parseRecurrence({ rules: ['FREQ=DAILY'], rdates: ['2024-02-30'] }, NY, NOW).ok).toBe(false);
    expect(parseRecurrence('DTSTART:20240101T000000', NY, NOW).ok).toBe(false);
    expect(parseRecurrence(42, NY, NOW).ok).toBe(false);
    expect(parseRecurrence({ rule: 'FREQ=DAILY' }, NY, NOW).ok).toBe(false);
  });
});

describe('describeRecurrence', () => {
  const series = (rules: string[], more: { rdates?: string[]; exdates?: string[] } = {}) => ({
    rules,
    rdates: more.rdates ?? [],
    exdates: more.exdates ?? [],
  });
  const weekly = series(['FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20270301T235959Z']);
  const START = '2026-12-07 19:00:00';

  it('says the example of §7.1 in the eight languages', () => {
    const say = (lang: Parameters<typeof describeRecurrence>[3]) => describeRecurrence(weekly, START, NY, lang);
    expect(say('en')).toBe('Every Monday and Wednesday until 1 March 2027');
    expect(say('de')).toBe('Jeden Montag und Mittwoch bis 1. März 2027');
    expect(say('fr')).toBe('Chaque lundi et mercredi jusqu’au 1 mars 2027');
    expect(say('es')).toBe('Cada lunes y miércoles hasta el 1 de marzo de 2027');
    expect(say('pt-br')).toBe('Toda segunda-feira e quarta-feira até 1 de março de 2027');
    expect(say('bg')).toBe('Всеки понеделник и всяка сряда до 1 март 2027 г.');
    expect(say('ja')).toBe('毎週 月曜日、水曜日（2027年3月1日まで）');
    expect(say('zh-hans')).toBe('每周 星期一和星期三，直到 2027年3月1日');
  });

  it.each([
    [['FREQ=DAILY'], 'Every day'],
    [['FREQ=DAILY;INTERVAL=3;COUNT=5'], 'Every 3 days, 5 times'],
    [['FREQ=WEEKLY'], 'Every Monday'],
    [['FREQ=WEEKLY;INTERVAL=2;BYDAY=FR'], 'Every 2 weeks on Friday'],
    [['FREQ=MONTHLY'], 'Every month on day 7'],
    [['FREQ=MONTHLY;BYDAY=2TU'], 'Every month on the second Tuesday'],
    [['FREQ=MONTHLY;BYDAY=-1FR'], 'Every month on the last Friday'],
    [['FREQ=MONTHLY;BYMONTHDAY=-1'], 'Every month on the last day'],
    [['FREQ=YEARLY'], 'Every year on 7 December'],
    [['FREQ=YEARLY;BYMONTH=11;BYDAY=4TH'], 'Every year on the fourth Thursday of November'],
    [['FREQ=WEEKLY;BYDAY=MO,MO'], 'Every Monday'],
    [['FREQ=MONTHLY;BYDAY=MO'], 'Every Monday'],
    [['FREQ=MONTHLY;BYDAY=MO,TH'], 'Every Monday and Thursday'],
    [['FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1'], 'Custom rule: FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1'],
  ])('%j reads "%s"', (rules, words) => {
    expect(describeRecurrence(series(rules), START, NY, 'en')).toBe(words);
  });

  /** the rules in words, one list per language */
  const inEachLanguage = (rules: string[]) =>
    Object.fromEntries(
      LANGUAGES.map((lang: Language) => [lang, rules.map((r) => describeRecurrence(series([r]), START, NY, lang))]),
    );

  it('says a yearly rule on weekdays of its month (--repeat yearly --on mo, --every 2 --on -1fr) in the eight languages', () => {
    const rules = [
      'FREQ=YEARLY;BYMONTH=11;BYDAY=MO',
      'FREQ=YEARLY;INTERVAL=2;BYMONTH=11;BYDAY=TU,TH;COUNT=3',
      'FREQ=YEARLY;INTERVAL=2;BYMONTH=4;BYDAY=-1FR',
      'FREQ=YEARLY;BYMONTH=11;BYDAY=1MO,3MO',
    ];
    expect(inEachLanguage(rules)).toEqual({
      en: [
        'Every year, on every Monday in November',
        'Every 2 years, on every Tuesday and Thursday in November, 3 times',
        'Every 2 years on the last Friday of April',
        'Every year on the first Monday and third Monday of November',
      ],
      de: [
        'Jedes Jahr an jedem Montag im November',
        'Alle 2 Jahre an jedem Dienstag und Donnerstag im November, 3-mal',
        'Alle 2 Jahre am letzten Freitag im April',
        'Jedes Jahr am ersten Montag und dritten Montag im November',
      ],
      fr: [
        'Chaque année, en novembre, chaque lundi',
        'Tous les 2 ans, en novembre, chaque mardi et jeudi, 3 fois',
        'Tous les 2 ans, en avril, le dernier vendredi',
        'Chaque année, en novembre, le premier lundi et troisième lundi',
      ],
      es: [
        'Cada año, cada lunes de noviembre',
        'Cada 2 años, cada martes y jueves de noviembre, 3 veces',
        'Cada 2 años el último viernes de abril',
        'Cada año el primer lunes y tercer lunes de noviembre',
      ],
      'pt-br': [
        'Todo ano, toda segunda-feira de novembro',
        'A cada 2 anos, toda terça-feira e quinta-feira de novembro, 3 vezes',
        'A cada 2 anos na última sexta-feira de abril',
        'Todo ano na primeira segunda-feira e terceira segunda-feira de novembro',
      ],
      bg: [
        'Всяка година, всеки понеделник през ноември',
        'На всеки 2 години, всеки вторник и четвъртък през ноември, 3 пъти',
        'На всеки 2 години на последния петък от април',
        'Всяка година на първия понеделник и третия понеделник от ноември',
      ],
      ja: [
        '毎年11月の毎週月曜日',
        '2年ごとの11月の毎週火曜日、木曜日（3回）',
        '2年ごとの4月の最終金曜日',
        '毎年11月の第1月曜日、第3月曜日',
      ],
      'zh-hans': [
        '每年十一月的每个星期一',
        '每 2 年十一月的每个星期二和星期四，共 3 次',
        '每 2 年四月的最后一个星期五',
        '每年十一月的第一个星期一和第三个星期一',
      ],
    });
  });

  it('says a rule of every second month on weekdays (--repeat monthly --every 2 --on tu,th) in the eight languages', () => {
    expect(inEachLanguage(['FREQ=MONTHLY;INTERVAL=2;BYDAY=TU,TH;COUNT=3', 'FREQ=MONTHLY;INTERVAL=3;BYDAY=SA'])).toEqual(
      {
        en: [
          'Every 2 months, on every Tuesday and Thursday of the month, 3 times',
          'Every 3 months, on every Saturday of the month',
        ],
        de: [
          'Alle 2 Monate an jedem Dienstag und Donnerstag des Monats, 3-mal',
          'Alle 3 Monate an jedem Samstag des Monats',
        ],
        fr: ['Tous les 2 mois, chaque mardi et jeudi du mois, 3 fois', 'Tous les 3 mois, chaque samedi du mois'],
        es: ['Cada 2 meses, cada martes y jueves del mes, 3 veces', 'Cada 3 meses, cada sábado del mes'],
        'pt-br': [
          'A cada 2 meses, toda terça-feira e quinta-feira do mês, 3 vezes',
          'A cada 3 meses, todo sábado do mês',
        ],
        bg: [
          'На всеки 2 месеца, всеки вторник и четвъртък от месеца, 3 пъти',
          'На всеки 3 месеца, всяка събота от месеца',
        ],
        ja: ['2か月ごと、その月の毎週火曜日、木曜日（3回）', '3か月ごと、その月の毎週土曜日'],
        'zh-hans': ['每 2 个月，当月的每个星期二和星期四，共 3 次', '每 3 个月，当月的每个星期六'],
      },
    );
  });

  it('says a rule of every second day kept on weekdays (--repeat daily --every 2 --on mo,tu) in the eight languages', () => {
    expect(inEachLanguage(['FREQ=DAILY;INTERVAL=2;BYDAY=MO,TU;COUNT=6', 'FREQ=DAILY;INTERVAL=3;BYDAY=SA'])).toEqual({
      en: ['Every 2 days, if that day is a Monday or Tuesday, 6 times', 'Every 3 days, if that day is a Saturday'],
      de: [
        'Alle 2 Tage, wenn dieser Tag ein Montag oder Dienstag ist, 6-mal',
        'Alle 3 Tage, wenn dieser Tag ein Samstag ist',
      ],
      fr: ['Tous les 2 jours, si ce jour est un lundi ou mardi, 6 fois', 'Tous les 3 jours, si ce jour est un samedi'],
      es: ['Cada 2 días, si ese día es lunes o martes, 6 veces', 'Cada 3 días, si ese día es sábado'],
      'pt-br': [
        'A cada 2 dias, se o dia for segunda-feira ou terça-feira, 6 vezes',
        'A cada 3 dias, se o dia for sábado',
      ],
      bg: ['На всеки 2 дни, ако денят е понеделник или вторник, 6 пъти', 'На всеки 3 дни, ако денят е събота'],
      ja: ['2日ごと、月曜日または火曜日に当たる日のみ（6回）', '3日ごと、土曜日に当たる日のみ'],
      'zh-hans': ['每 2 天，仅限落在星期一或星期二的日子，共 6 次', '每 3 天，仅限落在星期六的日子'],
    });
  });

  it('says a yearly rule in April, August and October in French without "de avril"', () => {
    const say = (rule: string) => describeRecurrence(series([rule]), START, NY, 'fr');
    expect(say('FREQ=YEARLY;BYMONTH=4;BYDAY=-1FR')).toBe('Chaque année, en avril, le dernier vendredi');
    expect(say('FREQ=YEARLY;BYMONTH=10;BYDAY=2MO')).toBe('Chaque année, en octobre, le deuxième lundi');
    expect(say('FREQ=YEARLY;INTERVAL=2;BYMONTH=8;BYDAY=1SA')).toBe('Tous les 2 ans, en août, le premier samedi');
  });

  it('says the second Tuesday in Bulgarian without "в втория" (its "в" would be "във")', () => {
    const say = (rule: string) => describeRecurrence(series([rule]), START, NY, 'bg');
    expect(say('FREQ=MONTHLY;BYDAY=2TU')).toBe('Всеки месец на втория вторник');
    expect(say('FREQ=MONTHLY;INTERVAL=2;BYDAY=2TU')).toBe('На всеки 2 месеца на втория вторник');
    expect(say('FREQ=YEARLY;BYMONTH=11;BYDAY=2TU')).toBe('Всяка година на втория вторник от ноември');
  });

  it('says "във вторник" in Bulgarian, not "в вторник" (--every 2 --on tu)', () => {
    const say = (rule: string) => describeRecurrence(series([rule]), START, NY, 'bg');
    expect(say('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU')).toBe('На всеки 2 седмици във вторник');
    expect(say('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;COUNT=4')).toBe(
      'На всеки 2 седмици във вторник и четвъртък, 4 пъти',
    );
    expect(say('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TU')).toBe('На всеки 2 седмици в понеделник и вторник');
    expect(say('FREQ=WEEKLY;INTERVAL=3;BYDAY=TH')).toBe('На всеки 3 седмици в четвъртък');
  });

  describe('agrees with the gender of each weekday', () => {
    const WEEK = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
    /** every <day>, every 2 weeks on it, the first and the last of the month, the last of November */
    const rulesOf = (day: string) => [
      `FREQ=WEEKLY;BYDAY=${day}`,
      `FREQ=WEEKLY;INTERVAL=2;BYDAY=${day}`,
      `FREQ=MONTHLY;BYDAY=1${day}`,
      `FREQ=MONTHLY;BYDAY=-1${day}`,
      `FREQ=YEARLY;BYMONTH=11;BYDAY=-1${day}`,
    ];
    const eachDay = (lang: Language) =>
      Object.fromEntries(
        WEEK.map((day) => [day, rulesOf(day).map((r) => describeRecurrence(series([r]), START, NY, lang))]),
      );
    /** two days of different genders in both languages (Monday and Saturday), then of one */
    const lists = [
      'FREQ=WEEKLY;BYDAY=MO,SA',
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,SA',
      'FREQ=MONTHLY;BYDAY=1MO,-1SA',
      'FREQ=MONTHLY;INTERVAL=2;BYDAY=MO,SA',
      'FREQ=YEARLY;BYMONTH=11;BYDAY=MO,SA',
      'FREQ=YEARLY;BYMONTH=11;BYDAY=-1MO,-1SA',
      'FREQ=WEEKLY;BYDAY=MO,WE,SA',
      'FREQ=WEEKLY;BYDAY=SA,SU',
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH',
    ];
    const sayLists = (lang: Language) => lists.map((r) => describeRecurrence(series([r]), START, NY, lang));

    it('in Brazilian Portuguese: toda segunda-feira, todo sábado; na última sexta-feira, no último domingo', () => {
      expect(eachDay('pt-br')).toEqual({
        MO: [
          'Toda segunda-feira',
          'A cada 2 semanas na segunda-feira',
          'Todo mês na primeira segunda-feira',
          'Todo mês na última segunda-feira',
          'Todo ano na última segunda-feira de novembro',
        ],
        TU: [
          'Toda terça-feira',
          'A cada 2 semanas na terça-feira',
          'Todo mês na primeira terça-feira',
          'Todo mês na última terça-feira',
          'Todo ano na última terça-feira de novembro',
        ],
        WE: [
          'Toda quarta-feira',
          'A cada 2 semanas na quarta-feira',
          'Todo mês na primeira quarta-feira',
          'Todo mês na última quarta-feira',
          'Todo ano na última quarta-feira de novembro',
        ],
        TH: [
          'Toda quinta-feira',
          'A cada 2 semanas na quinta-feira',
          'Todo mês na primeira quinta-feira',
          'Todo mês na última quinta-feira',
          'Todo ano na última quinta-feira de novembro',
        ],
        FR: [
          'Toda sexta-feira',
          'A cada 2 semanas na sexta-feira',
          'Todo mês na primeira sexta-feira',
          'Todo mês na última sexta-feira',
          'Todo ano na última sexta-feira de novembro',
        ],
        SA: [
          'Todo sábado',
          'A cada 2 semanas no sábado',
          'Todo mês no primeiro sábado',
          'Todo mês no último sábado',
          'Todo ano no último sábado de novembro',
        ],
        SU: [
          'Todo domingo',
          'A cada 2 semanas no domingo',
          'Todo mês no primeiro domingo',
          'Todo mês no último domingo',
          'Todo ano no último domingo de novembro',
        ],
      });
    });

    it('in Bulgarian: всеки понеделник, всяка сряда; на последния петък, на последната събота; във вторник', () => {
      expect(eachDay('bg')).toEqual({
        MO: [
          'Всеки понеделник',
          'На всеки 2 седмици в понеделник',
          'Всеки месец на първия понеделник',
          'Всеки месец на последния понеделник',
          'Всяка година на последния понеделник от ноември',
        ],
        TU: [
          'Всеки вторник',
          'На всеки 2 седмици във вторник',
          'Всеки месец на първия вторник',
          'Всеки месец на последния вторник',
          'Всяка година на последния вторник от ноември',
        ],
        WE: [
          'Всяка сряда',
          'На всеки 2 седмици в сряда',
          'Всеки месец на първата сряда',
          'Всеки месец на последната сряда',
          'Всяка година на последната сряда от ноември',
        ],
        TH: [
          'Всеки четвъртък',
          'На всеки 2 седмици в четвъртък',
          'Всеки месец на първия четвъртък',
          'Всеки месец на последния четвъртък',
          'Всяка година на последния четвъртък от ноември',
        ],
        FR: [
          'Всеки петък',
          'На всеки 2 седмици в петък',
          'Всеки месец на първия петък',
          'Всеки месец на последния петък',
          'Всяка година на последния петък от ноември',
        ],
        SA: [
          'Всяка събота',
          'На всеки 2 седмици в събота',
          'Всеки месец на първата събота',
          'Всеки месец на последната събота',
          'Всяка година на последната събота от ноември',
        ],
        SU: [
          'Всяка неделя',
          'На всеки 2 седмици в неделя',
          'Всеки месец на първата неделя',
          'Всеки месец на последната неделя',
          'Всяка година на последната неделя от ноември',
        ],
      });
    });

    it('says each day of a list with its own word where their genders differ (--on mo,sa)', () => {
      expect(sayLists('pt-br')).toEqual([
        'Toda segunda-feira e todo sábado',
        'A cada 2 semanas na segunda-feira e no sábado',
        'Todo mês na primeira segunda-feira e no último sábado',
        'A cada 2 meses, toda segunda-feira e todo sábado do mês',
        'Todo ano, toda segunda-feira e todo sábado de novembro',
        'Todo ano na última segunda-feira e no último sábado de novembro',
        'Toda segunda-feira, toda quarta-feira e todo sábado',
        'Todo sábado e domingo',
        'A cada 2 semanas na terça-feira e quinta-feira',
      ]);
      expect(sayLists('bg')).toEqual([
        'Всеки понеделник и всяка събота',
        'На всеки 2 седмици в понеделник и събота',
        'Всеки месец на първия понеделник и последната събота',
        'На всеки 2 месеца, всеки понеделник и всяка събота от месеца',
        'Всяка година, всеки понеделник и всяка събота през ноември',
        'Всяка година на последния понеделник и последната събота от ноември',
        'Всеки понеделник, всяка сряда и всяка събота',
        'Всяка събота и неделя',
        'На всеки 2 седмици във вторник и четвъртък',
      ]);
    });

    it('offers "Monthly on the last Saturday" in interactive create in the gender of the day', () => {
      expect(ordinalDay('-1SA', 'pt-br')).toBe('último sábado');
      expect(ordinalDay('2TU', 'pt-br')).toBe('segunda terça-feira');
      expect(ordinalDay('-1SA', 'bg')).toBe('последната събота');
      expect(ordinalDay('-3SU', 'bg')).toBe('третата от края неделя');
    });

    it('keeps French, Spanish and German, whose weekdays are all masculine', () => {
      expect([...eachDay('fr').SA, ...eachDay('fr').SU]).toEqual([
        'Chaque samedi',
        'Toutes les 2 semaines le samedi',
        'Chaque mois le premier samedi',
        'Chaque mois le dernier samedi',
        'Chaque année, en novembre, le dernier samedi',
        'Chaque dimanche',
        'Toutes les 2 semaines le dimanche',
        'Chaque mois le premier dimanche',
        'Chaque mois le dernier dimanche',
        'Chaque année, en novembre, le dernier dimanche',
      ]);
      expect([...eachDay('es').SA, ...eachDay('es').WE]).toEqual([
        'Cada sábado',
        'Cada 2 semanas el sábado',
        'Cada mes el primer sábado',
        'Cada mes el último sábado',
        'Cada año el último sábado de noviembre',
        'Cada miércoles',
        'Cada 2 semanas el miércoles',
        'Cada mes el primer miércoles',
        'Cada mes el último miércoles',
        'Cada año el último miércoles de noviembre',
      ]);
      expect([...eachDay('de').SA, ...eachDay('de').SU]).toEqual([
        'Jeden Samstag',
        'Alle 2 Wochen am Samstag',
        'Jeden Monat am ersten Samstag',
        'Jeden Monat am letzten Samstag',
        'Jedes Jahr am letzten Samstag im November',
        'Jeden Sonntag',
        'Alle 2 Wochen am Sonntag',
        'Jeden Monat am ersten Sonntag',
        'Jeden Monat am letzten Sonntag',
        'Jedes Jahr am letzten Sonntag im November',
      ]);
      expect(sayLists('fr').slice(0, 3)).toEqual([
        'Chaque lundi et samedi',
        'Toutes les 2 semaines le lundi et samedi',
        'Chaque mois le premier lundi et dernier samedi',
      ]);
    });
  });

  it('says the third, fourth and fifth weekday from the end of the month (--on -3fr)', () => {
    const rules = [
      'FREQ=MONTHLY;BYDAY=-3FR',
      'FREQ=MONTHLY;INTERVAL=2;BYDAY=-4TH',
      'FREQ=YEARLY;BYMONTH=11;BYDAY=-5MO',
    ];
    const words = inEachLanguage(rules);
    expect(words.en).toEqual([
      'Every month on the third to last Friday',
      'Every 2 months on the fourth to last Thursday',
      'Every year on the fifth to last Monday of November',
    ]);
    expect(words.de).toEqual([
      'Jeden Monat am drittletzten Freitag',
      'Alle 2 Monate am viertletzten Donnerstag',
      'Jedes Jahr am fünftletzten Montag im November',
    ]);
    expect(words.es).toEqual([
      'Cada mes el antepenúltimo viernes',
      'Cada 2 meses el cuarto jueves contando desde el final',
      'Cada año el quinto lunes contando desde el final de noviembre',
    ]);
    expect(words.fr[0]).toBe('Chaque mois le troisième vendredi en partant de la fin');
    expect(words.ja).toEqual([
      '毎月最後から3番目の金曜日',
      '2か月ごとの最後から4番目の木曜日',
      '毎年11月の最後から5番目の月曜日',
    ]);
    expect(words['zh-hans']).toEqual([
      '每月的倒数第三个星期五',
      '每 2 个月的倒数第四个星期四',
      '每年十一月的倒数第五个星期一',
    ]);
  });

  it('says days of the month with the last day (--repeat monthly --on 15,-1) in the eight languages', () => {
    expect(
      inEachLanguage(['FREQ=MONTHLY;BYMONTHDAY=15,-1', 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1,-1;COUNT=5']),
    ).toEqual({
      en: ['Every month on day 15 and on the last day', 'Every 3 months on day 1 and on the last day, 5 times'],
      de: ['Jeden Monat am Tag 15 und am letzten Tag', 'Alle 3 Monate am Tag 1 und am letzten Tag, 5-mal'],
      fr: ['Chaque mois le 15 et le dernier jour', 'Tous les 3 mois le 1 et le dernier jour, 5 fois'],
      es: ['Cada mes el día 15 y el último día', 'Cada 3 meses el día 1 y el último día, 5 veces'],
      'pt-br': ['Todo mês no dia 15 e no último dia', 'A cada 3 meses no dia 1 e no último dia, 5 vezes'],
      bg: ['Всеки месец на дата 15 и в последния ден', 'На всеки 3 месеца на дата 1 и в последния ден, 5 пъти'],
      ja: ['毎月15日と末日', '3か月ごとの1日と末日（5回）'],
      'zh-hans': ['每月 15 日和最后一天', '每 3 个月的 1 日和最后一天，共 5 次'],
    });
  });

  it('says a yearly rule on days of its month (--repeat yearly --on 1,15 or -1) in the eight languages', () => {
    const rules = [
      'FREQ=YEARLY;BYMONTH=11;BYMONTHDAY=15,1',
      'FREQ=YEARLY;INTERVAL=2;BYMONTH=11;BYMONTHDAY=-1',
      'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1;COUNT=3',
    ];
    expect(inEachLanguage(rules)).toEqual({
      en: [
        'Every year on 1 November and 15 November',
        'Every 2 years on 30 November',
        'Every year on the last day of February, 3 times',
      ],
      de: [
        'Jedes Jahr am 1. November und 15. November',
        'Alle 2 Jahre am 30. November',
        'Jedes Jahr am letzten Tag im Februar, 3-mal',
      ],
      fr: [
        'Chaque année le 1 novembre et 15 novembre',
        'Tous les 2 ans le 30 novembre',
        'Chaque année le dernier jour de février, 3 fois',
      ],
      es: [
        'Cada año el 1 de noviembre y 15 de noviembre',
        'Cada 2 años el 30 de noviembre',
        'Cada año el último día de febrero, 3 veces',
      ],
      'pt-br': [
        'Todo ano em 1 de novembro e 15 de novembro',
        'A cada 2 anos em 30 de novembro',
        'Todo ano no último dia de fevereiro, 3 vezes',
      ],
      bg: [
        'Всяка година на 1 ноември и 15 ноември',
        'На всеки 2 години на 30 ноември',
        'Всяка година в последния ден на февруари, 3 пъти',
      ],
      ja: ['毎年11月1日、11月15日', '2年ごとの11月30日', '毎年2月の末日（3回）'],
      'zh-hans': ['每年11月1日和11月15日', '每 2 年的11月30日', '每年二月的最后一天，共 3 次'],
    });
  });

  it.each([
    // November has no 31st: the rule never happens (it read "Every year on 1 December")
    'FREQ=YEARLY;BYMONTH=11;BYMONTHDAY=31',
    // without BYMONTH, the 15th of every month (it read "Every year on 15 December")
    'FREQ=YEARLY;BYMONTHDAY=15',
    // the second to last day of February is the 27th or the 28th: it is said so, never as one
    // date (below); February has no 30th, from its start or its end
    'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-30',
    'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=1,30,-2',
  ])('says no wrong date for %s', (rule) => {
    expect(describeRecurrence(series([rule]), START, NY, 'en')).toBe(`Custom rule: ${rule}`);
  });

  it('says every Monday and the second Tuesday (--on mo,2tu) in the eight languages', () => {
    const rules = [
      'FREQ=MONTHLY;BYDAY=MO,2TU',
      'FREQ=MONTHLY;INTERVAL=2;BYDAY=MO,2TU;COUNT=6',
      'FREQ=YEARLY;BYMONTH=11;BYDAY=MO,2TU',
      'FREQ=YEARLY;INTERVAL=2;BYMONTH=4;BYDAY=SA,-2FR',
      'FREQ=MONTHLY;BYDAY=MO,WE,2TU,-1FR',
    ];
    expect(inEachLanguage(rules)).toEqual({
      en: [
        'Every Monday and the second Tuesday of the month',
        'Every 2 months, on every Monday and the second Tuesday of the month, 6 times',
        'Every year in November, on every Monday and the second Tuesday',
        'Every 2 years in April, on every Saturday and the second to last Friday',
        'Every Monday and Wednesday and the second Tuesday and last Friday of the month',
      ],
      de: [
        'An jedem Montag und am zweiten Dienstag des Monats',
        'Alle 2 Monate an jedem Montag und am zweiten Dienstag des Monats, 6-mal',
        'Jedes Jahr im November an jedem Montag und am zweiten Dienstag',
        'Alle 2 Jahre im April an jedem Samstag und am vorletzten Freitag',
        'An jedem Montag und Mittwoch und am zweiten Dienstag und letzten Freitag des Monats',
      ],
      fr: [
        'Chaque lundi et le deuxième mardi du mois',
        'Tous les 2 mois, chaque lundi et le deuxième mardi du mois, 6 fois',
        'Chaque année, en novembre, chaque lundi et le deuxième mardi',
        'Tous les 2 ans, en avril, chaque samedi et l’avant-dernier vendredi',
        'Chaque lundi et mercredi et le deuxième mardi et dernier vendredi du mois',
      ],
      es: [
        'Cada lunes y el segundo martes del mes',
        'Cada 2 meses, cada lunes y el segundo martes del mes, 6 veces',
        'Cada año en noviembre, cada lunes y el segundo martes',
        'Cada 2 años en abril, cada sábado y el penúltimo viernes',
        'Cada lunes y miércoles y el segundo martes y último viernes del mes',
      ],
      'pt-br': [
        'Toda segunda-feira e a segunda terça-feira do mês',
        'A cada 2 meses, toda segunda-feira e a segunda terça-feira do mês, 6 vezes',
        'Todo ano em novembro, toda segunda-feira e a segunda terça-feira',
        'A cada 2 anos em abril, todo sábado e a penúltima sexta-feira',
        'Toda segunda-feira e quarta-feira e a segunda terça-feira e última sexta-feira do mês',
      ],
      bg: [
        'Всеки понеделник и на втория вторник от месеца',
        'На всеки 2 месеца, всеки понеделник и на втория вторник от месеца, 6 пъти',
        'Всяка година през ноември, всеки понеделник и на втория вторник',
        'На всеки 2 години през април, всяка събота и на предпоследния петък',
        'Всеки понеделник и всяка сряда и на втория вторник и последния петък от месеца',
      ],
      ja: [
        '毎週月曜日と毎月第2火曜日',
        '2か月ごと、その月の毎週月曜日と第2火曜日（6回）',
        '毎年11月の毎週月曜日と第2火曜日',
        '2年ごとの4月の毎週土曜日と最後から2番目の金曜日',
        '毎週月曜日、水曜日と毎月第2火曜日、最終金曜日',
      ],
      'zh-hans': [
        '每周 星期一，以及每月的第二个星期二',
        '每 2 个月，当月的每个星期一以及第二个星期二，共 6 次',
        '每年十一月的每个星期一以及第二个星期二',
        '每 2 年四月的每个星期六以及倒数第二个星期五',
        '每周 星期一和星期三，以及每月的第二个星期二和最后一个星期五',
      ],
    });
  });

  it('agrees with the gender of each day of a mix of weekdays and ordinals (--on sa,1mo)', () => {
    const rules = [
      'FREQ=MONTHLY;BYDAY=SA,1MO',
      'FREQ=MONTHLY;BYDAY=MO,SA,-1WE,2SU',
      'FREQ=YEARLY;BYMONTH=11;BYDAY=WE,-1SA',
    ];
    const words = inEachLanguage(rules);
    expect(words['pt-br']).toEqual([
      'Todo sábado e a primeira segunda-feira do mês',
      'Toda segunda-feira e todo sábado e a última quarta-feira e o segundo domingo do mês',
      'Todo ano em novembro, toda quarta-feira e o último sábado',
    ]);
    expect(words.bg).toEqual([
      'Всяка събота и на първия понеделник от месеца',
      'Всеки понеделник и всяка събота и на последната сряда и втората неделя от месеца',
      'Всяка година през ноември, всяка сряда и на последната събота',
    ]);
  });

  it('says an ordinal of a weekday that is there every week no more (BYDAY=TU,2TU is every Tuesday)', () => {
    const say = (rule: string) => describeRecurrence(series([rule]), START, NY, 'en');
    expect(say('FREQ=MONTHLY;BYDAY=TU,2TU')).toBe('Every Tuesday');
    expect(say('FREQ=MONTHLY;BYDAY=MO,TU,-1TU,2FR')).toBe(
      'Every Monday and Tuesday and the second Friday of the month',
    );
    expect(say('FREQ=YEARLY;BYMONTH=11;BYDAY=TH,4TH')).toBe('Every year, on every Thursday in November');
  });

  it('says "l’avant-dernier" in French, not "le avant-dernier" (--on -2fr)', () => {
    const say = (rule: string) => describeRecurrence(series([rule]), START, NY, 'fr');
    expect(say('FREQ=MONTHLY;BYDAY=-2FR')).toBe('Chaque mois l’avant-dernier vendredi');
    expect(say('FREQ=YEARLY;BYMONTH=4;BYDAY=-2FR')).toBe('Chaque année, en avril, l’avant-dernier vendredi');
    expect(say('FREQ=MONTHLY;BYDAY=-2SA,1MO')).toBe('Chaque mois l’avant-dernier samedi et premier lundi');
  });

  it('says days counted from the end of the month (--on -2, -3, 1,-2) in the eight languages', () => {
    const rules = [
      'FREQ=MONTHLY;BYMONTHDAY=-2',
      'FREQ=MONTHLY;BYMONTHDAY=-3;COUNT=4',
      'FREQ=MONTHLY;BYMONTHDAY=1,-2',
      'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=-1,15,1,-2',
      'FREQ=MONTHLY;BYMONTHDAY=-7',
      'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-2',
    ];
    expect(inEachLanguage(rules)).toEqual({
      en: [
        'Every month on the second to last day',
        'Every month on the third to last day, 4 times',
        'Every month on day 1 and on the second to last day',
        'Every 3 months on day 1 and 15, on the second to last day and on the last day',
        'Every month on day 7 counting from the end',
        'Every year on the second to last day of February',
      ],
      de: [
        'Jeden Monat am vorletzten Tag',
        'Jeden Monat am drittletzten Tag, 4-mal',
        'Jeden Monat am Tag 1 und am vorletzten Tag',
        'Alle 3 Monate am Tag 1 und 15, am vorletzten Tag und am letzten Tag',
        'Jeden Monat am 7.-letzten Tag',
        'Jedes Jahr am vorletzten Tag im Februar',
      ],
      fr: [
        'Chaque mois l’avant-dernier jour',
        'Chaque mois le troisième jour en partant de la fin, 4 fois',
        'Chaque mois le 1 et l’avant-dernier jour',
        'Tous les 3 mois le 1 et 15, l’avant-dernier jour et le dernier jour',
        'Chaque mois le 7e jour en partant de la fin',
        'Chaque année l’avant-dernier jour de février',
      ],
      es: [
        'Cada mes el penúltimo día',
        'Cada mes el antepenúltimo día, 4 veces',
        'Cada mes el día 1 y el penúltimo día',
        'Cada 3 meses el día 1 y 15, el penúltimo día y el último día',
        'Cada mes el día 7 contando desde el final',
        'Cada año el penúltimo día de febrero',
      ],
      'pt-br': [
        'Todo mês no penúltimo dia',
        'Todo mês no antepenúltimo dia, 4 vezes',
        'Todo mês no dia 1 e no penúltimo dia',
        'A cada 3 meses no dia 1 e 15, no penúltimo dia e no último dia',
        'Todo mês no 7º dia contando do fim',
        'Todo ano no penúltimo dia de fevereiro',
      ],
      bg: [
        'Всеки месец в предпоследния ден',
        'Всеки месец в третия ден от края, 4 пъти',
        'Всеки месец на дата 1 и в предпоследния ден',
        'На всеки 3 месеца на дата 1 и 15, в предпоследния ден и в последния ден',
        'Всеки месец в 7-ия ден от края',
        'Всяка година в предпоследния ден на февруари',
      ],
      ja: [
        '毎月末日の前日',
        '毎月末日の2日前（4回）',
        '毎月1日、末日の前日',
        '3か月ごとの1、15日、末日の前日、末日',
        '毎月最後から7番目の日',
        '毎年2月の末日の前日',
      ],
      'zh-hans': [
        '每月倒数第二天',
        '每月倒数第三天，共 4 次',
        '每月1日和倒数第二天',
        '每 3 个月的1和15日、倒数第二天和最后一天',
        '每月倒数第 7 天',
        '每年二月的倒数第二天',
      ],
    });
  });

  describe('says the days the rule gives (expanded)', () => {
    const START_2027 = '2027-01-04 09:30:00'; // a Monday
    const daysOf = (rule: string, n: number) =>
      firstStarts({ ...series([rule]), start: START_2027, timezone: NY }, n)
        .slice(1)
        .map((s) => new Date(`${s.slice(0, 10)}T00:00:00Z`));
    const lengthOf = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
    const say = (rule: string) => describeRecurrence(series([rule]), START_2027, NY, 'en');

    it('every Monday and the second Tuesday: the Mondays, and the Tuesday from the 8th to the 14th', () => {
      const rule = 'FREQ=MONTHLY;BYDAY=MO,2TU';
      expect(say(rule)).toBe('Every Monday and the second Tuesday of the month');
      const days = daysOf(rule, 60);
      for (const d of days) {
        const secondTuesday = d.getUTCDay() === 2 && d.getUTCDate() >= 8 && d.getUTCDate() <= 14;
        expect(d.getUTCDay() === 1 || secondTuesday, d.toISOString()).toBe(true);
      }
      // each week's Monday follows the last, and each month has its second Tuesday
      const mondays = days.filter((d) => d.getUTCDay() === 1).map((d) => d.getTime());
      expect(mondays.slice(1).every((t, i) => t - mondays[i] === 7 * 86_400_000)).toBe(true);
      const tuesdays = days.filter((d) => d.getUTCDay() === 2).map((d) => d.toISOString().slice(0, 7));
      expect(tuesdays).toEqual([...new Set(tuesdays)]);
      expect(tuesdays.slice(0, 3)).toEqual(['2027-01', '2027-02', '2027-03']);
    });

    it('the second to last day, and day 1 with it, of every month', () => {
      expect(say('FREQ=MONTHLY;BYMONTHDAY=-2')).toBe('Every month on the second to last day');
      const days = daysOf('FREQ=MONTHLY;BYMONTHDAY=-2', 13);
      expect(days.map((d) => lengthOf(d) - d.getUTCDate())).toEqual(Array(12).fill(1));
      expect(days.map((d) => d.toISOString().slice(5, 10)).slice(0, 3)).toEqual(['01-30', '02-27', '03-30']);
      expect(say('FREQ=MONTHLY;BYMONTHDAY=1,-2')).toBe('Every month on day 1 and on the second to last day');
      const both = daysOf('FREQ=MONTHLY;BYMONTHDAY=1,-2', 9);
      expect(both.map((d) => (d.getUTCDate() === 1 ? 1 : d.getUTCDate() - lengthOf(d) - 1))).toEqual([
        -2, 1, -2, 1, -2, 1, -2, 1,
      ]);
    });

    it('the third to last day of February is the 26th, or the 27th in a leap year', () => {
      const rule = 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-3';
      expect(say(rule)).toBe('Every year on the third to last day of February');
      expect(daysOf(rule, 5).map((d) => d.toISOString().slice(0, 10))).toEqual([
        '2027-02-26',
        '2028-02-27',
        '2029-02-26',
        '2030-02-26',
      ]);
    });
  });

  it('counts extra and excluded dates, and a series of dates alone', () => {
    expect(
      describeRecurrence(
        series(['FREQ=DAILY'], {
          rdates: ['2026-12-24 10:00:00'],
          exdates: ['2026-12-25 19:00:00', '2026-12-26 19:00:00'],
        }),
        START,
        NY,
        'en',
      ),
    ).toBe('Every day, plus one more date, except 2 dates');
    expect(
      describeRecurrence(series([], { rdates: ['2026-12-24 10:00:00', '2026-12-31 10:00:00'] }), START, NY, 'en'),
    ).toBe('On 3 dates');
  });
});
