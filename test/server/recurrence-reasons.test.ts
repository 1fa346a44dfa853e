// API.md §6 and §7.1: the reason a `recurrence` is refused (data.details.recurrence.message) comes
// in the response language like the rest of the answer, its RFC 5545 names untouched; in English
// it reads as it always did. Every kind of reason, each in one of the seven other languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';

type Json = Record<string, any>;

let srv: TestServer;
const clock = () => new Date('2024-07-10T15:30:00Z');
const DATES = { start_date: '2024-08-01 10:00', end_date: '2024-08-01 11:00' };
const FREQS = 'SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY';

beforeAll(async () => {
  srv = await startTestServer({ clock });
});
afterAll(() => srv.stop());

/** data.details.recurrence.message of a refused write, in `lang` (translation_language) or English */
async function reasonOf(body: Json, lang?: string, path = '/events'): Promise<string> {
  const query: Record<string, string> = lang ? { translation_language: lang } : {};
  const res = await srv.call('POST', path, { as: 'admin', query, json: body });
  expect(res.status, res.text).toBe(400);
  expect(res.json.code).toBe('rest_invalid_param');
  return res.json.data.details.recurrence.message;
}

/** [recurrence sent, language, the reason in that language, the reason in English] */
const CASES: ReadonlyArray<[unknown, string, string, string]> = [
  ['FREQ=DAILY;X', 'fr', 'règle 1 : « X » n’est pas de la forme NOM=VALEUR', 'rule 1: "X" is not NAME=VALUE'],
  ['FREQ=DAILY;FREQ=WEEKLY', 'de', 'Regel 1: FREQ ist doppelt angegeben', 'rule 1: FREQ is given twice'],
  [{ rules: ['BYDAY=MO'] }, 'es', 'regla 1: falta FREQ', 'rule 1: FREQ is missing'],
  [
    'FREQ=SOMETIMES',
    'ja',
    `ルール 1: FREQ=SOMETIMES は ${FREQS} のいずれでもありません`,
    `rule 1: FREQ=SOMETIMES is not one of ${FREQS}`,
  ],
  [
    'FREQ=WEEKLY;COUNT=2;UNTIL=20270101',
    'pt-br',
    'regra 1: COUNT e UNTIL não podem ser informados juntos',
    'rule 1: COUNT and UNTIL cannot both be given',
  ],
  [
    'FREQ=MONTHLY;BYSETPOS=1',
    'bg',
    'правило 1: BYSETPOS изисква още една част BY, от която да избира',
    'rule 1: BYSETPOS needs another BY part to choose from',
  ],
  ['FREQ=DAILY;COUNT=', 'zh-hans', '规则 1：COUNT 没有值', 'rule 1: COUNT has no value'],
  [
    'FREQ=DAILY;INTERVAL=0',
    'fr',
    'règle 1 : INTERVAL=0 n’est pas un nombre entier à partir de 1',
    'rule 1: INTERVAL=0 is not a whole number from 1',
  ],
  [
    'FREQ=DAILY;UNTIL=2027-01-01',
    'de',
    'Regel 1: UNTIL=2027-01-01 ist kein Datum (YYYYMMDD oder YYYYMMDDTHHMMSS[Z])',
    'rule 1: UNTIL=2027-01-01 is not a date (YYYYMMDD or YYYYMMDDTHHMMSS[Z])',
  ],
  [
    'FREQ=WEEKLY;WKST=XX',
    'es',
    'regla 1: WKST=XX no es un día de la semana (MO…SU)',
    'rule 1: WKST=XX is not a weekday (MO…SU)',
  ],
  [
    'FREQ=DAILY;FOO=1',
    'ja',
    'ルール 1: FOO は RFC 5545 のルールの要素ではありません',
    'rule 1: FOO is not a part of an RFC 5545 rule',
  ],
  ['FREQ=MONTHLY;BYWEEKNO=1', 'pt-br', 'regra 1: BYWEEKNO exige FREQ=YEARLY', 'rule 1: BYWEEKNO needs FREQ=YEARLY'],
  [
    'FREQ=DAILY;BYYEARDAY=1',
    'bg',
    'правило 1: BYYEARDAY не може да се използва с FREQ=DAILY',
    'rule 1: BYYEARDAY cannot be used with FREQ=DAILY',
  ],
  [
    'FREQ=WEEKLY;BYMONTHDAY=1',
    'zh-hans',
    '规则 1：BYMONTHDAY 不能与 FREQ=WEEKLY 一起使用',
    'rule 1: BYMONTHDAY cannot be used with FREQ=WEEKLY',
  ],
  [
    'FREQ=MONTHLY;BYMONTHDAY=32',
    'fr',
    'règle 1 : BYMONTHDAY=32 : 32 est hors limites',
    'rule 1: BYMONTHDAY=32: 32 is out of range',
  ],
  [
    'FREQ=WEEKLY;BYDAY=XX',
    'de',
    'Regel 1: BYDAY=XX: XX ist kein Wochentag (MO…SU, wahlweise mit einer Ordnungszahl wie 2TU oder -1FR)',
    'rule 1: BYDAY=XX: XX is not a weekday (MO…SU, optionally with an ordinal such as 2TU or -1FR)',
  ],
  [
    'FREQ=MONTHLY;BYDAY=60MO',
    'es',
    'regla 1: BYDAY=60MO: el ordinal de 60MO está fuera de rango',
    'rule 1: BYDAY=60MO: the ordinal of 60MO is out of range',
  ],
  [
    'FREQ=WEEKLY;BYDAY=2TU',
    'ja',
    'ルール 1: BYDAY=2TU: 序数 (2TU) には FREQ=MONTHLY または FREQ=YEARLY が必要です',
    'rule 1: BYDAY=2TU: an ordinal (2TU) needs FREQ=MONTHLY or FREQ=YEARLY',
  ],
  [
    '{"rules": [',
    'pt-br',
    'não foi possível interpretar o texto JSON da recorrência',
    'the JSON text of the recurrence does not parse',
  ],
  [
    { rule: 'FREQ=DAILY' },
    'bg',
    'непознат ключ rule (използвайте rules, rdates, exdates)',
    'unknown key rule (use rules, rdates, exdates)',
  ],
  [
    { rules: 5 },
    'zh-hans',
    'rules、rdates 和 exdates 必须是字符串列表',
    'rules, rdates and exdates must be lists of strings',
  ],
  [
    42,
    'fr',
    'un objet {rules, rdates, exdates} ou un texte RFC 5545 est attendu',
    'expected an object {rules, rdates, exdates} or RFC 5545 text',
  ],
  [{ rules: [5] }, 'de', 'jede Regel muss eine Zeichenkette sein', 'each rule must be a string'],
  [
    { rules: ['FREQ=DAILY', 'FREQ=WEEKLY;BYDAY=XX'] },
    'es',
    'regla 2: BYDAY=XX: XX no es un día de la semana (MO…SU, opcionalmente con un ordinal como 2TU o -1FR)',
    'rule 2: BYDAY=XX: XX is not a weekday (MO…SU, optionally with an ordinal such as 2TU or -1FR)',
  ],
  [
    { rules: Array.from({ length: 11 }, (_, i) => `FREQ=DAILY;INTERVAL=${i + 1}`) },
    'ja',
    'ルールは最大 10 個までです',
    'at most 10 rules',
  ],
  [
    { rules: ['FREQ=DAILY'], rdates: ['2024-02-30'] },
    'pt-br',
    'rdate "2024-02-30" não é uma data',
    'rdate "2024-02-30" is not a date',
  ],
  [
    { rules: ['FREQ=DAILY'], exdates: ['2024-02-30'] },
    'bg',
    'exdate "2024-02-30" не е дата',
    'exdate "2024-02-30" is not a date',
  ],
  [
    'DTSTART:20240101T000000',
    'zh-hans',
    '行“DTSTART:20240101T000000”不是 RRULE:、RDATE: 或 EXDATE:',
    'line "DTSTART:20240101T000000" is not RRULE:, RDATE: or EXDATE:',
  ],
  [
    'RRULE:FREQ=DAILY\nRDATE;VALUE=PERIOD:20270101T000000/PT1H',
    'fr',
    'RDATE : VALUE=PERIOD n’est pas pris en charge',
    'RDATE: VALUE=PERIOD is not supported',
  ],
  [
    'RRULE:FREQ=DAILY\nRDATE;TZID=Mars/Base:20270101T100000',
    'de',
    'RDATE: unbekannte TZID Mars/Base',
    'RDATE: unknown TZID Mars/Base',
  ],
  [
    'RRULE:FREQ=DAILY\nEXDATE;TZID=Europe/Berlin:20270230T100000',
    'es',
    'EXDATE: 20270230T100000 no es una fecha',
    'EXDATE: 20270230T100000 is not a date',
  ],
  [
    'FREQ=WEEKLY;UNTIL=20240701',
    'fr',
    'la règle se termine (UNTIL 2024-07-01 23:59:59) avant le début de la série (2024-08-01 10:00:00) : rien ne se répéterait ; terminez-la plus tard ou commencez-la plus tôt',
    'the rule ends (UNTIL 2024-07-01 23:59:59) before the series starts (2024-08-01 10:00:00): nothing would repeat; end it later or start it earlier',
  ],
];

describe('a refused recurrence says why in the response language', () => {
  it.each(CASES)('POST /events recurrence=%j in %s', async (recurrence, lang, translated, english) => {
    const body = { title: 'x', ...DATES, recurrence };
    expect(await reasonOf(body, lang)).toBe(translated);
    expect(await reasonOf(body)).toBe(english);
  });

  it('an occurrence given a rule of its own (ja), and a rule with a parent event (pt-br)', async () => {
    const created = await srv.call('POST', '/events', {
      as: 'admin',
      json: { title: 'Daily', ...DATES, recurrence: 'FREQ=DAILY;COUNT=2' },
    });
    expect(created.status, created.text).toBe(201);
    const master = created.json.id as number;
    const list = await srv.call('GET', '/events', { as: 'admin', query: { post_parent: master } });
    const occurrence = list.json.events[0].id as number;
    const own = { recurrence: 'FREQ=WEEKLY' };
    expect(await reasonOf(own, 'ja', `/events/${occurrence}`)).toBe(
      'シリーズの回 (または親イベントのあるイベント) は独自の繰り返しを持つことができません',
    );
    expect(await reasonOf(own, undefined, `/events/${occurrence}`)).toBe(
      'an occurrence of a series (or an event with a parent) cannot have a recurrence of its own',
    );
    const withParent = { title: 'y', ...DATES, recurrence: 'FREQ=DAILY', post_parent: master };
    expect(await reasonOf(withParent, 'pt-br')).toBe('um evento com recorrência não pode ter um evento ascendente');
    expect(await reasonOf(withParent)).toBe('an event with a recurrence cannot have a parent event');
  });

  it('a series over 1,000 occurrences, in the language of the /zh-hans/ segment', async () => {
    const body = { title: 'Hourly', ...DATES, recurrence: 'FREQ=HOURLY' };
    const res = await srv.call('POST', '/zh-hans/wp-json/calendar/events/v1/events', {
      as: 'admin',
      raw: true,
      json: body,
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('无效参数：recurrence');
    expect(res.json.data.details.recurrence.message).toBe(
      '该系列在 2026-07-10 15:30:00（24 个月的范围）之前将超过 1000 次；请用 COUNT 或 UNTIL 结束它，或降低重复频率',
    );
    expect(await reasonOf(body)).toBe(
      'the series would have more than 1000 occurrences before 2026-07-10 15:30:00 (the 24-month horizon); end it with COUNT or UNTIL, or repeat less often',
    );
  });
});

describe('on a site whose language is French', () => {
  let frSrv: TestServer;
  beforeAll(async () => {
    frSrv = await startTestServer({ clock, language: 'fr' });
  });
  afterAll(() => frSrv.stop());

  it('the reason is French with no language asked for, English with translation_language=en', async () => {
    const json = { title: 'x', ...DATES, recurrence: 'FREQ=SOMETIMES' };
    const fr = await frSrv.call('POST', '/events', { as: 'admin', json });
    expect(fr.json.message).toBe('Paramètre(s) invalide(s) : recurrence');
    expect(fr.json.data.details.recurrence.message).toBe(
      `règle 1 : FREQ=SOMETIMES n’est pas l’une des valeurs ${FREQS}`,
    );
    const en = await frSrv.call('POST', '/events', { as: 'admin', query: { translation_language: 'en' }, json });
    expect(en.json.data.details.recurrence.message).toBe(`rule 1: FREQ=SOMETIMES is not one of ${FREQS}`);
  });
});
