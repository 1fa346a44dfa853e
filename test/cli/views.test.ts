// `calev agenda` and `calev calendar` in-process with a fixed clock: Today and Tomorrow, today in
// the grids, the eight languages, colour, the terminal's width and height, the first day of the
// week, and the usage errors. The views' expected text at 80 and 120 columns is checked through
// the real binary in test/e2e/views.test.ts.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import stringWidth from 'string-width';
import { CATALOGUES } from '../spec/all-catalogues.js';
import { LANGUAGES } from '../../src/spec/types.js';
import { removeDir, run, tempDir, type RunOptions } from './harness.js';
import { veventLines } from '../support/vevents.js';

const EVENTS = join(import.meta.dirname, '..', 'fixtures', 'views', 'events.ndjson');
/** Friday 27 March 2026, 09:00 in Paris */
const NOW = new Date('2026-03-27T08:00:00Z');
const PARIS = ['--timezone', 'Europe/Paris'];
const ESC = '\u001b';

let home: string;
let env: Record<string, string>;

beforeAll(async () => {
  home = tempDir('calev-views-');
  env = { XDG_CONFIG_HOME: join(home, 'config'), CALEV_DATA_DIR: join(home, 'data'), COLUMNS: '80' };
  const res = await run(['events', 'import', EVENTS], { env });
  expect(res.code).toBe(0);
});
afterAll(() => removeDir(home));

const view = (argv: string[], opts: RunOptions = {}) => run(argv, { now: NOW, ...opts, env: { ...env, ...opts.env } });

describe('today', () => {
  it('calev agenda --days 3 starts today and heads today and tomorrow so', async () => {
    const res = await view(['agenda', '--days', '3', ...PARIS]);
    expect(res.code).toBe(0);
    const headings = res.stdout.split('\n').filter((l) => /^\S/.test(l));
    expect(headings).toEqual([
      '27\u2009–\u200929 Mar 2026 · Europe/Paris',
      'Today · Fri, 27 Mar 2026',
      'Tomorrow · Sat, 28 Mar 2026',
      'Sun, 29 Mar 2026',
    ]);
  });

  it('calev agenda tomorrow and next monday read WHEN like the interactive flow', async () => {
    const tomorrow = await view(['agenda', 'tomorrow', '--days', '1', ...PARIS]);
    expect(tomorrow.stdout.split('\n')[2]).toBe('Tomorrow · Sat, 28 Mar 2026');
    const monday = await view(['agenda', 'next', 'monday', '--days', '1', ...PARIS]);
    expect(monday.stdout.split('\n')[2]).toBe('Mon, 30 Mar 2026');
  });

  it('a bare number is a year or a day (2027, 20271201), not seconds after 1970; a short one is refused', async () => {
    const year = await view(['agenda', '2027', '--days', '1', ...PARIS, '--empty']);
    expect(year.stdout.split('\n')[0]).toBe('1 Jan 2027 · Europe/Paris');
    const day = await view(['agenda', '20271201', '--days', '1', ...PARIS, '--empty']);
    expect(day.stdout.split('\n')[0]).toBe('1 Dec 2027 · Europe/Paris');
    const month = await view(['calendar', '2027', ...PARIS]);
    expect(month.stdout.split('\n')[0].trim()).toBe('January 2027 · Europe/Paris');
    for (const bad of ['12', '20270231']) {
      const res = await view(['agenda', bad, '--days', '1', ...PARIS]);
      expect([res.code, res.stderr.split('\n')[0]]).toEqual([
        2,
        `error: cannot read "${bad}" as a day (e.g. today, tomorrow, next monday, 2026-12-01, 2026-12)`,
      ]);
    }
    // ten digits are still a Unix timestamp, in the display zone
    const stamp = await view(['agenda', '1720717200', '--days', '1', '--timezone', 'Asia/Tokyo', '--empty']);
    expect(stamp.stdout.split('\n')[0]).toBe('12 Jul 2024 · Asia/Tokyo');
  });

  it('the display zone decides what today is: 00:30 in Paris is still the day before in New York', async () => {
    const late = new Date('2026-03-26T23:30:00Z');
    const paris = await view(['agenda', '--days', '1', ...PARIS, '--empty'], { now: late });
    expect(paris.stdout.split('\n')[2]).toBe('Today · Fri, 27 Mar 2026');
    const ny = await view(['agenda', '--days', '1', '--timezone', 'America/New_York', '--empty'], { now: late });
    expect(ny.stdout.split('\n')[2]).toBe('Today · Thu, 26 Mar 2026');
  });

  it('calev calendar marks today in the month and in the week', async () => {
    const month = await view(['calendar', ...PARIS]);
    expect(month.stdout).toMatch(/^│ 23 {7}│ 24 {7}│ 25 {7}│ 26 {7}│ \[27\] {5}│ 28 {7}│ 29 {7}│$/m);
    const week = await view(['calendar', '--week', ...PARIS]);
    expect(week.stdout.split('\n')[1]).toBe(
      '┌─ Mon 23 ─┬─ Tue 24 ─┬─ Wed 25 ─┬─ Thu 26 ─┬[Fri 27]──┬─ Sat 28 ─┬─ Sun 29 ─┐',
    );
  });
});

describe('narrow grids', () => {
  const at = async (width: number, args: string[]) => {
    const res = await view(['calendar', ...PARIS, ...args], { env: { COLUMNS: String(width) } });
    for (const line of res.stdout.split('\n')) expect(stringWidth(line), line).toBeLessThanOrEqual(width);
    return res.stdout;
  };

  it('keep every day number: the weekday goes first, then the brackets of today (`*27`)', async () => {
    expect(await at(40, [])).toMatch(/^│ 23 │ 24 │ 25 │ 26 │ \*27│ 28 │ 29 │$/m);
    expect(await at(43, [])).toMatch(/^│ 23 {2}│ 24 {2}│ 25 {2}│ 26 {2}│ \[27\]│ 28 {2}│ 29 {2}│$/m);
    const week = '┌23──┬24──┬25──┬26──┬[27]┬28──┬29──┐';
    expect((await at(40, ['--week'])).split('\n')[1]).toBe(week);
    expect((await at(40, ['--week', '--lang', 'ja'])).split('\n')[1]).toBe(week);
    expect((await at(50, ['--week', '--lang', 'de'])).split('\n')[1]).toBe(
      '┌Mo 23─┬Di 24─┬Mi 25─┬Do 26─┬[27]──┬Sa 28─┬So 29─┐',
    );
    // with colour too: today is also inverse
    expect(await at(40, ['--color'])).toContain(`${ESC}[7m*27${ESC}[27m`);
  });

  it('an emoji that fits stays where the rest of its title is cut', async () => {
    const row = (await at(40, [])).split('\n').find((l) => l.includes('🎉'));
    expect(row?.split('│')[5]).toBe(' 🎉…');
  });
});

describe('languages', () => {
  it.each(LANGUAGES)('calev agenda --lang %s heads the days and says "all day" in that language', async (lang) => {
    const res = await view(['agenda', '--days', '2', ...PARIS, '--lang', lang]);
    expect(res.code).toBe(0);
    const tr = (text: string) => CATALOGUES[lang][text] ?? text;
    const lines = res.stdout.split('\n');
    expect(lines[2].startsWith(`${tr('Today')} · `)).toBe(true);
    expect(lines).toContain(lines.find((l) => l.startsWith(`${tr('Tomorrow')} · `)));
    expect(res.stdout).toContain(`  ${tr('all day')}`);
    expect(res.stdout).toContain(tr('day %1$s of %2$s').replace('%1$s', '2').replace('%2$s', '3'));
  });

  it('dates, weekday and month names come from Intl in the user language', async () => {
    const de = await view(['agenda', '--days', '1', ...PARIS, '--lang', 'de']);
    expect(de.stdout.split('\n')[2]).toBe('Heute · Fr., 27. März 2026');
    const ja = await view(['calendar', ...PARIS, '--lang', 'ja']);
    expect(ja.stdout.split('\n').slice(0, 2)).toEqual([
      '                           2026年3月 · Europe/Paris',
      '┌─ 月 ─────┬─ 火 ─────┬─ 水 ─────┬─ 木 ─────┬─ 金 ─────┬─ 土 ─────┬─ 日 ─────┐',
    ]);
    const fr = await view(['calendar', ...PARIS, '--lang', 'fr', '--week']);
    expect(fr.stdout.split('\n')[1]).toBe(
      '┌─ lun. 23 ┬─ mar. 24 ┬─ mer. 25 ┬─ jeu. 26 ┬[ven. 27]─┬─ sam. 28 ┬─ dim. 29 ┐',
    );
    const frMonth = await view(['calendar', ...PARIS, '--lang', 'fr']);
    expect(frMonth.stdout).toContain('│ 2 de plus│');
  });
});

describe('colour', () => {
  /** the escape sequence just before `title` */
  const colourOf = (text: string, title: string): string | undefined => {
    const at = text.indexOf(title);
    const m = /\[\d+m$/.exec(text.slice(0, at));
    return m && text[at - m[0].length - 1] === ESC ? `${ESC}${m[0]}` : undefined;
  };

  it('--color paints each category in one colour, the same in the agenda and both grids', async () => {
    const agenda = await view(['agenda', '--days', '5', ...PARIS, '--color'], {
      now: new Date('2026-03-26T08:00:00Z'),
    });
    const week = await view(['calendar', '--week', ...PARIS, '--color', '--lang', 'en'], { env: { COLUMNS: '120' } });
    const month = await view(['calendar', ...PARIS, '--color'], { env: { COLUMNS: '120' } });
    const music = colourOf(agenda.stdout, 'Choir rehearsal');
    expect(music?.startsWith(`${ESC}[`)).toBe(true);
    expect(colourOf(agenda.stdout, 'Music')).toBe(music);
    expect(colourOf(week.stdout, 'Choir rehearsal')).toBe(music);
    expect(colourOf(agenda.stdout, 'Jazz brunch')).toBe(music);
    expect(colourOf(month.stdout, 'Board')).toBe(colourOf(agenda.stdout, 'Board meeting'));
    expect(colourOf(agenda.stdout, '🎉 Launch party')).not.toBe(music);
    // the legend names the categories in their colours
    expect(week.stdout).toContain(`${music}■ Music`);
  });

  it('a terminal gets colour; NO_COLOR and --no-color take it away; a pipe never has it', async () => {
    const tty = { stdoutTTY: true, columns: 80 };
    expect((await view(['agenda', ...PARIS], tty)).stdout).toContain(`${ESC}[`);
    expect((await view(['agenda', ...PARIS], { ...tty, env: { NO_COLOR: '1' } })).stdout).not.toContain(ESC);
    expect((await view(['calendar', ...PARIS, '--no-color'], tty)).stdout).not.toContain(ESC);
    expect((await view(['calendar', ...PARIS])).stdout).not.toContain(ESC);
  });

  it('FORCE_COLOR colours a pipe (0 or false: not a terminal either); TERM=dumb has none; the flags and NO_COLOR win', async () => {
    const tty = { stdoutTTY: true, columns: 80 };
    const coloured = async (argv: string[], env: Record<string, string>, opts: RunOptions = {}) =>
      (await view(['agenda', ...PARIS, ...argv], { ...opts, env })).stdout.includes(`${ESC}[`);
    expect(await coloured([], { FORCE_COLOR: '1' })).toBe(true);
    expect(await coloured([], { FORCE_COLOR: '' })).toBe(true);
    expect(await coloured([], { FORCE_COLOR: '3', TERM: 'dumb' })).toBe(true);
    expect(await coloured([], { FORCE_COLOR: '0' }, tty)).toBe(false);
    expect(await coloured([], { FORCE_COLOR: 'false' }, tty)).toBe(false);
    expect(await coloured([], { TERM: 'dumb' }, tty)).toBe(false);
    expect(await coloured([], { TERM: 'xterm' }, tty)).toBe(true);
    expect(await coloured([], { FORCE_COLOR: '1', NO_COLOR: '1' })).toBe(false);
    expect(await coloured(['--no-color'], { FORCE_COLOR: '1' })).toBe(false);
    expect(await coloured(['--color'], { FORCE_COLOR: '0', TERM: 'dumb' })).toBe(true);
  });

  it('FORCE_COLOR colours the error line on a pipe too', async () => {
    const res = await view(['agenda', 'not a date at all'], { env: { FORCE_COLOR: '1' } });
    expect(res.code).toBe(2);
    expect(res.stderr.startsWith(`${ESC}[31merror:`)).toBe(true);
  });
});

describe('the terminal', () => {
  it('the grid fits the terminal width when COLUMNS is not set, and COLUMNS wins over it', async () => {
    const tty = await view(['calendar', ...PARIS, '--no-color'], {
      stdoutTTY: true,
      columns: 100,
      env: { COLUMNS: '' },
    });
    const widths = new Set(
      tty.stdout
        .split('\n')
        .filter((l) => /^[┌│├└]/.test(l))
        .map((l) => stringWidth(l)),
    );
    expect([...widths]).toEqual([7 * 13 + 8]);
    const env100 = await view(['calendar', ...PARIS], { stdoutTTY: true, columns: 100, env: { COLUMNS: '60' } });
    expect(stringWidth(env100.stdout.split('\n')[1])).toBe(7 * 7 + 8);
  });

  it('a short terminal (LINES) gets fewer events per day and "+N more"', async () => {
    const res = await view(['calendar', ...PARIS], { env: { LINES: '30' } });
    const lines = res.stdout.split('\n');
    const row = lines.findIndex((l) => l.includes('│ [27]'));
    expect(lines.slice(row + 1, row + 3).map((l) => l.split('│')[4])).toEqual([' Board me…', ' +4 more  ']);
    expect(lines[row + 3]).toMatch(/^├/);
  });

  it('weeks start on Monday, on the locale first day (LANG=en_US.UTF-8: Sunday), or as --sunday / --monday say', async () => {
    const first = async (args: string[], lang?: string) =>
      (await view(['calendar', ...PARIS, ...args], { env: lang ? { LANG: lang } : {} })).stdout
        .split('\n')[1]
        .slice(0, 7);
    expect(await first([])).toBe('┌─ Mon ');
    expect(await first([], 'en_US.UTF-8')).toBe('┌─ Sun ');
    // (LANG also makes the user's language German)
    expect(await first([], 'de_DE.UTF-8')).toBe('┌─ Mo ─');
    expect(await first(['--sunday'])).toBe('┌─ Sun ');
    expect(await first(['--monday'], 'en_US.UTF-8')).toBe('┌─ Mon ');
  });

  it('--quiet prints nothing', async () => {
    expect((await view(['agenda', ...PARIS, '--quiet'])).stdout).toBe('');
    expect((await view(['calendar', ...PARIS, '-q'])).stdout).toBe('');
  });
});

describe('--fields', () => {
  it('the agenda as text shows the time and the chosen fields a line (empty ones left out), in the event colour', async () => {
    const res = await view(['agenda', '2026-03-27', '--days', '1', ...PARIS, '--fields', 'title,venue.venue,id']);
    expect(res.code).toBe(0);
    expect(res.stdout).toBe(
      [
        '27 Mar 2026 · Europe/Paris',
        '',
        'Today · Fri, 27 Mar 2026',
        '  all day                  Spring Festival · Riverside Park · 2',
        '  15:00–16:30 (10:00 EDT)  Harlem gospel · Greater Refuge Temple · 10',
        '  19:00–23:00              🎉 Launch party · Le Sucre · 12',
        '',
      ].join('\n'),
    );
    const coloured = await view(['agenda', '2026-03-27', '--days', '1', ...PARIS, '--fields', 'title', '--color']);
    const plain = await view(['agenda', '2026-03-27', '--days', '1', ...PARIS, '--color']);
    const paintOf = (out: string, title: string) =>
      out
        .split('\n')
        .find((l) => l.includes(title))!
        .split(title)[0];
    expect(paintOf(coloured.stdout, 'Harlem gospel')).toBe(paintOf(plain.stdout, 'Harlem gospel'));
  });
});

describe('usage errors', () => {
  it.each([
    [['agenda', '--timezone', 'Mars/Olympus'], /^error: unknown timezone "Mars\/Olympus"/],
    [['agenda', '--days', '3', '--to', 'friday'], /^error: give --days or --to, not both$/m],
    [['agenda', 'the', 'day', 'after', 'never'], /^error: cannot read "the day after never" as a day/],
    [['agenda', '2026-13-01'], /^error: "2026-13-01" is not a day of the calendar \(write 2026-12-01 or 2026-12\)$/m],
    [['agenda', '2026-02-30'], /^error: "2026-02-30" is not a day of the calendar/],
    [['calendar', '2026-13'], /^error: "2026-13" is not a month of the calendar/],
    [['agenda', '2026-03-10', '--to', '2026-03-01'], /^error: --to 2026-03-01 is before the first day, 2026-03-10$/m],
    [['agenda', '2026-01-01', '--to', '2027-06-01'], /^error: an agenda shows at most 366 days, not 517$/m],
    [['agenda', '--format', 'csv'], /^error: agenda prints text, or json, ndjson, ics with --format; not csv$/m],
    [['agenda', '--days', '0'], /--days.*Not an integer from 1 to 366/],
    [['calendar', '--week', '--month'], /^error: give --week or --month, not both$/m],
    [['calendar', '--sunday', '--monday'], /^error: give --sunday or --monday, not both$/m],
    [
      ['calendar', '--week', '--fields', 'title,venue.venue'],
      /^error: calendar prints a grid of titles: --fields does not apply\nhint: for chosen fields use: calev agenda --fields title,venue.venue$/m,
    ],
    [
      ['agenda', '--format', 'ics', '--fields', 'title'],
      /^error: --fields does not apply to --format ics \(iCalendar has its own fields\)\nhint: for chosen fields use --format json or ndjson$/m,
    ],
    [
      ['calendar', '--format', 'json'],
      /^error: calendar prints a grid, not json\nhint: for data use: calev agenda --format json$/m,
    ],
  ])('calev %j exits 2 with one line', async (argv, message) => {
    const res = await view(argv);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(message);
    expect(res.stdout).toBe('');
  });
});

describe('agenda --format ics', () => {
  it('a series the window holds part of goes whole, as its rule with its edits, not its dates as events of their own', async () => {
    const dir = tempDir('calev-agenda-ics-');
    const own = { ...env, CALEV_DATA_DIR: join(dir, 'data') };
    try {
      const made = await run(
        [
          ...['events', 'create', '--title', 'Paris weekly', '--timezone', 'Europe/Paris'],
          ...[
            '--start-date',
            '2027-03-21 10:00',
            '--end-date',
            '2027-03-21 11:30',
            '--repeat',
            'weekly',
            '--count',
            '3',
          ],
        ],
        { env: own },
      );
      expect(made.code, made.stderr).toBe(0);
      const edit = await run(['events', 'update', 'paris-weekly-2027-04-04', '--title', 'Paris weekly (room 2)'], {
        env: own,
      });
      expect(edit.code, edit.stderr).toBe(0);
      // the window after the series began: its second and third dates
      const res = await view(['agenda', '2027-03-28', '--days', '14', ...PARIS, '--format', 'ics'], { env: own });
      expect(res.code, res.stderr).toBe(0);
      expect(veventLines(res.stdout).sort()).toEqual([
        'paris-weekly@localhost edit Paris weekly (room 2)',
        'paris-weekly@localhost rule Paris weekly',
      ]);
    } finally {
      removeDir(dir);
    }
  });
});
