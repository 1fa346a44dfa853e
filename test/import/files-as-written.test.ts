// Import files as other programs write them (README "Import and export"): Excel's plain
// "CSV" in the Windows code page of its language, "Unicode text" in UTF-16 with tabs, semicolons
// where the decimal mark is a comma, dates day first, booleans in the sheet's language. Each file
// is imported into a temp data dir through the real CLI and the stored events are read back.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decimalPoints } from '../../src/cli/import/file-locale.js';
import { legacyEncoding, localeDateOrder, localeDecimalComma } from '../../src/cli/import/file-locale.js';
import { tecDate, tecTime, truthyCell } from '../../src/cli/import/tec.js';
import { removeDir, run, tempDir } from '../cli/harness.js';

let dir: string;
let env: Record<string, string>;

beforeEach(() => {
  dir = tempDir('calev-spreadsheet-');
  env = { CALEV_DATA_DIR: join(dir, 'data'), XDG_CONFIG_HOME: join(dir, 'config') };
});
afterEach(() => removeDir(dir));

/** Imports `bytes` as `name` (results as NDJSON on stdout, the summary and notes on stderr). */
async function importFile(
  name: string,
  bytes: Buffer | string,
  flags: string[] = [],
  more: Record<string, string> = {},
) {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  const res = await run(['events', 'import', file, '--format', 'ndjson', ...flags], { env: { ...env, ...more } });
  const results = res.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { line: number; action: string; error: string | null })
    .sort((a, b) => a.line - b.line);
  return { ...res, results };
}

async function stored(fields = 'title,start_date,end_date,all_day,cost'): Promise<Array<Record<string, unknown>>> {
  const res = await run(
    ['events', 'list', '--all', '--start-date', '2000-01-01', '--fields', fields, '--format', 'json'],
    {
      env,
    },
  );
  expect(res.stderr).toBe('');
  return (JSON.parse(res.stdout) as Array<Record<string, unknown>>).sort((a, b) =>
    String(a.start_date).localeCompare(String(b.start_date)),
  );
}

const HEADER = ['Event Name', 'Event Start Date', 'Event Start Time', 'Event End Time'];

describe('character encodings', () => {
  it('reads a Windows-1252 file (Excel\'s plain "CSV" in Western Europe) as such, and says so', async () => {
    const text = `${HEADER.join(',')}\r\nBook club,12/03/2026,18:00,19:00\r\nF\xeate de la musique,06/21/2026,18:00,23:00\r\n`;
    const res = await importFile('fete.csv', Buffer.from(text, 'latin1'));
    expect(res.code).toBe(0);
    expect((await stored()).map((e) => e.title)).toEqual(['Fête de la musique', 'Book club']);
    // the first line that is not UTF-8 is named, and how to read it otherwise
    expect(res.stderr).toContain('note: read as windows-1252');
    expect(res.stderr).toContain('not UTF-8 (line 3)');
    expect(res.stderr).toContain('--encoding');
  });

  it('reads a file that is not UTF-8 in the code page of the locale: Shift_JIS in Japan, Windows-1251 in Bulgaria', async () => {
    // 新年会 in Shift_JIS, Концерт in Windows-1251
    const sjis = Buffer.concat([
      Buffer.from(`${HEADER.join(',')}\r\n`),
      Buffer.from('9056944e89ef', 'hex'),
      Buffer.from(',01/10/2027,19:00,21:00\r\n'),
    ]);
    expect((await importFile('ja.csv', sjis, [], { LC_CTYPE: 'ja_JP.UTF-8' })).code).toBe(0);
    const cp1251 = Buffer.concat([
      Buffer.from(`${HEADER.join(',')}\r\n`),
      Buffer.from('caeeedf6e5f0f2', 'hex'),
      Buffer.from(',01/11/2027,19:00,21:00\r\n'),
    ]);
    const res = await importFile('bg.csv', cp1251, [], { LANG: 'bg_BG.UTF-8', CALEV_LANG: 'en' });
    expect(res.code).toBe(0);
    expect(res.stderr).toContain('read as windows-1251');
    expect((await stored()).map((e) => e.title)).toEqual(['新年会', 'Концерт']);
  });

  it('--encoding names the encoding, and an unknown one is a usage error', async () => {
    const text = `${HEADER.join(',')}\r\nF\xeate,06/21/2026,18:00,23:00\r\n`;
    // Windows-1251 reads byte EA as к
    const res = await importFile('fete.csv', Buffer.from(text, 'latin1'), ['--encoding', 'windows-1251']);
    expect(res.code).toBe(0);
    expect(res.stderr).not.toContain('note: read as');
    expect((await stored()).map((e) => e.title)).toEqual(['Fкte']);
    const bad = await importFile('fete.csv', Buffer.from(text, 'latin1'), ['--encoding', 'klingon']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--encoding.*'klingon' is invalid\. No such character encoding/);
  });

  it('reads UTF-16 with a byte order mark and tabs (Excel\'s "Unicode text"), and UTF-8 with a BOM', async () => {
    const tsv = `${HEADER.join('\t')}\r\nRéunion d'été\t07/14/2026\t19:00\t22:00\r\n`;
    const res = await importFile(
      'unicode.csv',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(tsv, 'utf16le')]),
    );
    expect(res.code).toBe(0);
    expect(res.stderr).toContain('note: columns separated by tabs');
    expect(res.stderr).not.toContain('read as');
    const bom = `\uFEFF${HEADER.join(',')}\r\nCafé,07/15/2026,19:00,22:00\r\n`;
    expect((await importFile('bom.csv', bom)).code).toBe(0);
    expect((await stored()).map((e) => [e.title, e.start_date])).toEqual([
      ["Réunion d'été", '2026-07-14 19:00:00'],
      ['Café', '2026-07-15 19:00:00'],
    ]);
  });
});

describe('separators', () => {
  it('reads semicolons (Excel where the decimal mark is a comma), with decimal commas in costs', async () => {
    const text =
      'Event Name;Event Start Date;Event Start Time;Event End Time;Event Cost;Event Category\r\n' +
      'Weihnachtsmarkt;01.12.2026;10:00;20:00;12,50;Markt, Winter\r\n' +
      'Konzert;02.12.2026;19:00;21:00;1,250;\r\n';
    const res = await importFile('de.csv', text);
    expect(res.code).toBe(0);
    expect(res.stderr).toContain('note: columns separated by semicolons');
    expect(await stored('title,start_date,cost')).toEqual([
      { title: 'Weihnachtsmarkt', start_date: '2026-12-01 10:00:00', cost: '$12.5' },
      // a comma before three digits is a thousands mark, kept
      { title: 'Konzert', start_date: '2026-12-02 19:00:00', cost: '$1250' },
    ]);
    const categories = await run(
      ['events', 'get', 'weihnachtsmarkt', '--fields', 'categories.name', '--format', 'json'],
      {
        env,
      },
    );
    expect(JSON.parse(categories.stdout)).toEqual({ categories: [{ name: 'Markt' }, { name: 'Winter' }] });
  });

  it('takes the separator a first line sep=… names, and keeps the line numbers of the rows', async () => {
    const text = `sep=|\r\n${HEADER.join('|')}\r\nA, B and C|07/14/2026|19:00|22:00\r\nBad|07/44/2026|19:00|22:00\r\n`;
    const res = await importFile('pipes.csv', text);
    expect(res.code).toBe(3);
    expect(res.results.map((r) => [r.line, r.action])).toEqual([
      [3, 'created'],
      [4, 'failed'],
    ]);
    expect(res.stderr).not.toContain('separated by');
    expect((await stored()).map((e) => e.title)).toEqual(['A, B and C']);
  });

  it('keeps commas where the header says so, though cells hold semicolons', async () => {
    const text = `${HEADER.join(',')}\r\n"Talk; Q&A",07/14/2026,19:00,22:00\r\n`;
    const res = await importFile('commas.csv', text);
    expect(res.code).toBe(0);
    expect(res.stderr).not.toContain('separated by');
    expect((await stored()).map((e) => e.title)).toEqual(['Talk; Q&A']);
  });
});

describe('dates day first', () => {
  const rows = (...dates: string[]) =>
    `${HEADER.join(',')}\r\n${dates.map((d, i) => `Event ${i + 1},${d},10:00,11:00`).join('\r\n')}\r\n`;

  it('reads the whole file day first where one of its dates can only be so, and says which', async () => {
    const res = await importFile('uk.csv', rows('01/12/2026', '25/12/2026'));
    expect(res.code).toBe(0);
    expect(res.stderr).toContain('note: dates read day first, as 25/12/2026 on line 3 shows; --date-order mdy');
    expect((await stored()).map((e) => e.start_date)).toEqual(['2026-12-01 10:00:00', '2026-12-25 10:00:00']);
  });

  it('reads dates that can be either way as the locale writes them; month first, as the importer does, elsewhere', async () => {
    const res = await importFile('fr.csv', rows('01/12/2026', '05/06/2026'), [], { LC_TIME: 'fr_FR.UTF-8' });
    expect(res.code).toBe(0);
    expect(res.stderr).toContain(
      'note: dates read day first (01/12/2026 on line 2 as 2026-12-01), as the locale fr_FR writes them',
    );
    expect((await stored()).map((e) => e.start_date)).toEqual(['2026-06-05 10:00:00', '2026-12-01 10:00:00']);
    removeDir(join(dir, 'data'));
    const us = await importFile('us.csv', rows('01/12/2026', '05/06/2026'), [], { LANG: 'en_US.UTF-8' });
    expect(us.stderr).not.toContain('day first');
    expect((await stored()).map((e) => e.start_date)).toEqual(['2026-01-12 10:00:00', '2026-05-06 10:00:00']);
  });

  it('--date-order decides, against the locale and the file', async () => {
    const res = await importFile('x.csv', rows('01/12/2026', '12/25/2026'), ['--date-order', 'dmy'], {
      LC_TIME: 'en_US.UTF-8',
    });
    expect(res.code).toBe(3);
    expect(res.results.find((r) => r.line === 3)?.error).toBe(
      '"Event Start Date" "12/25/2026" is not a date (like 19/11/2014 or 2014-11-19)',
    );
    expect((await stored()).map((e) => e.start_date)).toEqual(['2026-12-01 10:00:00']);
    const json = await importFile('x.json', '[]', ['--date-order', 'dmy']);
    expect(json.code).toBe(2);
    expect(json.stderr).toContain('error: --date-order applies to CSV files; ');
  });

  it("our own layout's start_date and end_date too, their times kept (a spreadsheet saved them back so)", async () => {
    const own = (...dates: string[]) =>
      `title,start_date,end_date\r\n${dates.map((d, i) => `Own ${i + 1},${d} 20:00,${d} 22:30:00`).join('\r\n')}\r\n`;
    const res = await importFile('own.csv', own('04/05/2026', '25/12/2026'));
    expect(res.code).toBe(0);
    expect(res.stderr).toContain('note: dates read day first, as 25/12/2026 on line 3 shows; --date-order mdy');
    expect((await stored()).map((e) => [e.start_date, e.end_date])).toEqual([
      ['2026-05-04 20:00:00', '2026-05-04 22:30:00'],
      ['2026-12-25 20:00:00', '2026-12-25 22:30:00'],
    ]);
  });

  it('a file with dates of both orders keeps month first: the day-first ones fail, naming the form', async () => {
    const res = await importFile('mixed.csv', rows('12/25/2026', '25/12/2026'), [], { LC_TIME: 'fr_FR.UTF-8' });
    expect(res.code).toBe(3);
    expect(res.results.find((r) => r.line === 3)?.error).toBe(
      '"Event Start Date" "25/12/2026" is not a date (like 11/19/2014 or 2014-11-19)',
    );
  });
});

describe('cells in the spreadsheet language', () => {
  it("reads Excel's TRUE in calev's languages as true", async () => {
    const text =
      'Event Name;Event Start Date;All Day Event;Event Show Map\r\n' +
      'A;01.12.2026;WAHR;FALSCH\r\nB;02.12.2026;VRAI;FAUX\r\nC;03.12.2026;VERDADERO;FALSO\r\n' +
      'D;04.12.2026;ИСТИНА;ЛОЖЬ\r\nE;05.12.2026;Sí;No\r\n';
    expect((await importFile('bool.csv', text)).code).toBe(0);
    expect((await stored('title,all_day,show_map')).map((e) => [e.title, e.all_day, e.show_map])).toEqual([
      ['A', true, false],
      ['B', true, false],
      ['C', true, false],
      ['D', true, false],
      ['E', true, false],
    ]);
  });

  it('reads dates and times as other locales write them', () => {
    expect(tecDate('25-12-2026')).toBe('2026-12-25');
    expect(tecDate('25.12.2026 г.')).toBe('2026-12-25');
    expect(tecDate('2026/12/25')).toBe('2026-12-25');
    expect(tecDate('2026.12.25.')).toBe('2026-12-25');
    expect(tecDate('01/12/2026', 'dmy')).toBe('2026-12-01');
    expect(tecDate('01/12/2026')).toBe('2026-01-12');
    expect(tecDate('31/02/2026', 'dmy')).toBeNull();
    expect(tecDate('12/25/26')).toBeNull();
    expect(tecTime('7:30 p. m.')).toBe('19:30:00');
    expect(tecTime('7:30 a. m.')).toBe('07:30:00');
    expect(truthyCell('Verdadeiro')).toBe(true);
    expect(truthyCell('FAUX')).toBe(false);
  });

  it('turns decimal commas into points, and leaves thousands commas and lists', () => {
    expect(decimalPoints('12,50 €')).toBe('12.50 €');
    expect(decimalPoints('10,5 – 20,75')).toBe('10.5 – 20.75');
    expect(decimalPoints('1,250')).toBe('1,250');
    expect(decimalPoints('1,250,000')).toBe('1,250,000');
    expect(decimalPoints('Free')).toBe('Free');
  });
});

describe('the locale', () => {
  it("names the code page of a language, of a charset the locale names, and of calev's language", () => {
    expect(legacyEncoding('de_DE.UTF-8', 'de')).toBe('windows-1252');
    expect(legacyEncoding('ja_JP.UTF-8', 'en')).toBe('shift_jis');
    expect(legacyEncoding('zh_CN.UTF-8', 'en')).toBe('gbk');
    expect(legacyEncoding('zh_TW.UTF-8', 'en')).toBe('big5');
    expect(legacyEncoding('pl_PL.UTF-8', 'en')).toBe('windows-1250');
    expect(legacyEncoding('de_DE.ISO-8859-15', 'de')).toBe('iso-8859-15');
    expect(legacyEncoding('C.UTF-8', 'zh-Hans')).toBe('gbk');
    expect(legacyEncoding(undefined, 'bg')).toBe('windows-1251');
    expect(legacyEncoding(undefined, 'en')).toBe('windows-1252');
  });

  it('tells day-first, month-first and year-first locales, and decimal commas', () => {
    expect(localeDateOrder('en_GB.UTF-8')).toEqual({ order: 'dmy', locale: 'en_GB' });
    expect(localeDateOrder('en_US.UTF-8')).toEqual({ order: 'mdy', locale: 'en_US' });
    expect(localeDateOrder('pt_BR.UTF-8')?.order).toBe('dmy');
    expect(localeDateOrder('ja_JP.UTF-8')).toBeUndefined();
    expect(localeDateOrder('C.UTF-8')).toBeUndefined();
    expect(localeDecimalComma('de_DE.UTF-8')).toBe(true);
    expect(localeDecimalComma('en_US.UTF-8')).toBe(false);
    expect(localeDecimalComma('C')).toBe(false);
  });

  it('reads a decimal comma in a comma-separated file where the locale writes decimals so', async () => {
    const text = `${HEADER.join(',')},Event Cost\r\nA,07/14/2026,19:00,22:00,"12,50 €"\r\n`;
    expect((await importFile('a.csv', text, [], { LC_NUMERIC: 'fr_FR.UTF-8' })).code).toBe(0);
    expect((await stored('title,cost')).map((e) => e.cost)).toEqual(['12.5€']);
  });
});

describe('JSON, NDJSON and iCalendar files that are not UTF-8', () => {
  const event = (title: string, day: number) =>
    `{"title": "${title}", "start_date": "2026-07-${day} 19:00:00", "end_date": "2026-07-${day} 21:00:00", "slug": "e${day}"}`;

  it('reads a JSON file in the code page of the locale (Python on Windows writes it so), and one in UTF-16 (PowerShell)', async () => {
    const res = await importFile('cp1252.json', Buffer.from(`[${event('Caf\xe9', 10)}]`, 'latin1'));
    expect(res.code).toBe(0);
    expect(res.stderr).toContain(
      'note: read as windows-1252, the code page of this locale: the file is not UTF-8 (line 1)',
    );
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`[${event('Þing', 11)}]\r\n`, 'utf16le')]);
    const ps = await importFile('ps.json', utf16);
    expect(ps.code).toBe(0);
    expect(ps.stderr).not.toContain('read as');
    expect((await stored()).map((e) => e.title)).toEqual(['Café', 'Þing']);
  });

  it('reads each NDJSON line that is not UTF-8 in the code page, and the others as UTF-8', async () => {
    const bytes = Buffer.concat([
      Buffer.from(`${event('Crème brûlée', 12)}\n`),
      Buffer.from(`${event('F\xeate', 13)}\n`, 'latin1'),
      Buffer.from(`${event('Noël', 14)}\n`),
    ]);
    const res = await importFile('mixed.ndjson', bytes);
    expect(res.code).toBe(0);
    expect(res.stderr).toContain(
      'note: read as windows-1252, the code page of this locale: the file is not UTF-8 (line 2)',
    );
    expect((await stored()).map((e) => e.title)).toEqual(['Crème brûlée', 'Fête', 'Noël']);
    // UTF-16 with a BOM, line by line; --encoding for one without
    removeDir(join(dir, 'data'));
    const lines = `${event('Één', 15)}\r\n${event('Twee', 16)}\r\n`;
    expect(
      (await importFile('bom.ndjson', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(lines, 'utf16le')]))).code,
    ).toBe(0);
    expect(
      (await importFile('le.ndjson', Buffer.from(lines.replaceAll('e1', 'e2'), 'utf16le'), ['--encoding', 'utf-16le']))
        .code,
    ).toBe(0);
    expect((await stored()).map((e) => e.title)).toEqual(['Één', 'Één', 'Twee', 'Twee']);
  });

  it('reads an iCalendar file in the code page of the locale, or as --encoding says', async () => {
    const ics = (title: string) =>
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//test//EN',
        'BEGIN:VEVENT',
        'UID:enc-1@test',
        'DTSTART:20260720T190000Z',
        'DTEND:20260720T210000Z',
        `SUMMARY:${title}`,
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n');
    const res = await importFile('cp1251.ics', Buffer.from(ics('ÊÈÍÎ'), 'latin1'), [], {
      LANG: 'bg_BG.UTF-8',
      CALEV_LANG: 'en',
    });
    expect(res.code).toBe(0);
    expect(res.stderr).toContain('note: read as windows-1251');
    expect((await stored()).map((e) => e.title)).toEqual(['КИНО']);
    const again = await importFile('cp1251.ics', Buffer.from(ics('Ãðàä'), 'latin1'), ['--encoding', 'windows-1251']);
    expect(again.code).toBe(0);
    expect(again.stderr).not.toContain('note: read as');
    expect((await stored()).map((e) => e.title)).toEqual(['Град']);
  });
});
