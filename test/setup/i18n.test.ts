// The language the CLI speaks (src/setup/i18n.ts): --lang > CALEV_LANG > the active profile's lang >
// LC_ALL > LC_MESSAGES > LANG > English, for the help (drawn from the catalogues of src/spec/catalogues), table headers and
// dates in tables.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chosenLanguage, languageOfLocale, profileFlag, uiLanguage } from '../../src/setup/i18n.js';
import { mockSite, removeDir, run, tempDir, useConfigHome } from '../cli/harness.js';

const SITE = 'https://site.test';

describe('which language', () => {
  it('reads POSIX locales: region, encoding and modifier do not matter; Chinese only in simplified script; C and POSIX are none', () => {
    expect(languageOfLocale('fr_FR.UTF-8')).toBe('fr');
    expect(languageOfLocale('de_AT.ISO-8859-1@euro')).toBe('de');
    expect(languageOfLocale('pt_PT.UTF-8')).toBe('pt-br');
    expect(languageOfLocale('pt_BR')).toBe('pt-br');
    expect(languageOfLocale('zh_CN.UTF-8')).toBe('zh-hans');
    expect(languageOfLocale('zh_TW.UTF-8')).toBeUndefined();
    expect(languageOfLocale('ja_JP.eucJP')).toBe('ja');
    expect(languageOfLocale('bg_BG')).toBe('bg');
    expect(languageOfLocale('es')).toBe('es');
    expect(languageOfLocale('nl_NL.UTF-8')).toBeUndefined();
    expect(languageOfLocale('C.UTF-8')).toBeUndefined();
    expect(languageOfLocale('POSIX')).toBeUndefined();
    expect(languageOfLocale(undefined)).toBeUndefined();
  });

  it('--lang (or --translation-language, either form) > CALEV_LANG > LC_ALL > LC_MESSAGES > LANG > en', () => {
    expect(uiLanguage([], {})).toBe('en');
    expect(uiLanguage([], { LANG: 'de_DE.UTF-8' })).toBe('de');
    expect(uiLanguage([], { LANG: 'de_DE.UTF-8', LC_MESSAGES: 'ja_JP.UTF-8' })).toBe('ja');
    expect(uiLanguage([], { LANG: 'de_DE.UTF-8', LC_MESSAGES: 'ja_JP.UTF-8', LC_ALL: 'es_ES.UTF-8' })).toBe('es');
    expect(uiLanguage([], { LC_ALL: 'es_ES.UTF-8', CALEV_LANG: 'bg' })).toBe('bg');
    expect(uiLanguage(['events', 'list', '--lang', 'fr'], { CALEV_LANG: 'bg' })).toBe('fr');
    expect(uiLanguage(['--lang=zh-hans', 'events'], {})).toBe('zh-hans');
    expect(uiLanguage(['--translation-language', 'pt-br'], {})).toBe('pt-br');
    // an unknown code is left to the option's own check; the next source decides
    expect(uiLanguage(['--lang', 'xx'], { LANG: 'fr_FR' })).toBe('fr');
    // after `--` nothing is an option
    expect(uiLanguage(['api', 'GET', '/events', '--', '--lang', 'de'], {})).toBe('en');
  });

  it("the active profile's lang comes after --lang and CALEV_LANG, before the locale", () => {
    expect(uiLanguage([], { LANG: 'de_DE.UTF-8' }, 'fr')).toBe('fr');
    expect(uiLanguage([], { CALEV_LANG: 'bg' }, 'fr')).toBe('bg');
    expect(uiLanguage(['--lang', 'ja'], { CALEV_LANG: 'bg' }, 'fr')).toBe('ja');
    expect(uiLanguage([], { LANG: 'de_DE.UTF-8' }, 'xx')).toBe('de');
    expect(chosenLanguage([], { LANG: 'de_DE.UTF-8' })).toBeUndefined();
    expect(chosenLanguage(['--translation-language=es'], {})).toBe('es');
    expect(profileFlag(['events', 'list', '--profile', 'work'])).toBe('work');
    expect(profileFlag(['--profile=a', 'agenda', '--profile', 'b'])).toBe('b');
    expect(profileFlag(['api', 'GET', '/', '--', '--profile', 'b'])).toBeUndefined();
  });
});

describe("the active profile's lang is the user's language too (CLI.md §1)", () => {
  const home = useConfigHome();
  const profiles = { current: 'paris', profiles: { paris: { lang: 'fr' }, berlin: { lang: 'de' }, plain: {} } };

  // an empty data dir: the agenda heads its day all the same (--empty)
  let data = '';
  beforeAll(() => void (data = tempDir()));
  afterAll(() => removeDir(data));
  const agendaHeading = async (argv: string[], env: Record<string, string> = {}) => {
    const res = await run(['agenda', '2026-12-04', '--days', '1', '--empty', '--timezone', 'UTC', ...argv], {
      env: { ...home.env, CALEV_DATA_DIR: data, ...env },
    });
    expect(res.stderr).toBe('');
    return res.stdout.split('\n')[2];
  };

  it('agenda labels follow flag > CALEV_LANG > profile lang > locale > English', async () => {
    home.write(profiles);
    expect(await agendaHeading([])).toBe('ven. 4 déc. 2026');
    expect(await agendaHeading([], { LANG: 'ja_JP.UTF-8' })).toBe('ven. 4 déc. 2026');
    expect(await agendaHeading(['--profile', 'berlin'])).toBe('Fr., 4. Dez. 2026');
    expect(await agendaHeading([], { CALEV_PROFILE: 'berlin' })).toBe('Fr., 4. Dez. 2026');
    expect(await agendaHeading([], { CALEV_LANG: 'en' })).toBe('Fri, 4 Dec 2026');
    expect(await agendaHeading(['--lang', 'de'])).toBe('Fr., 4. Dez. 2026');
    expect(await agendaHeading(['--profile', 'plain'], { LANG: 'de_DE.UTF-8' })).toBe('Fr., 4. Dez. 2026');
    expect(await agendaHeading(['--profile', 'plain'])).toBe('Fri, 4 Dec 2026');
  });

  it("the help too; a --profile that names none is still the command's error", async () => {
    home.write(profiles);
    expect((await run(['--help'], { env: home.env })).stdout).toMatch(/^Utilisation/);
    const unknown = await run(['events', 'list', '--profile', 'nope'], { env: home.env });
    expect([unknown.code, unknown.stderr.split('\n')[0]]).toEqual([2, 'error: no profile named "nope"']);
  });
});

describe('the help in the user language', () => {
  it('LANG=fr_FR.UTF-8: headings, command, option and route-argument descriptions and annotations in French', async () => {
    const res = await run(['events', 'list', '--help'], { env: { LANG: 'fr_FR.UTF-8' } });
    expect(res.code).toBe(0);
    const out = res.stdout;
    expect(out).toMatch(/^Utilisation : calev events list \[options\]/);
    expect(out).toContain('Options :');
    expect(out).toContain('Options globales :');
    // a CLI text, a route argument description (API catalogue), a composed one and a negated flag
    expect(out).toContain('parcourir toutes les pages');
    expect(out).not.toContain('follow every page and stream the items');
    expect(out).not.toContain('Number of events per page.');
    expect(out).not.toContain('comma-separated or repeated');
    expect(out).toMatch(/--no-featured\s+envoyer featured=false/);
    expect(out).not.toMatch(/\(choices: |default: /);
    expect(out).not.toContain('display help for command');
  });

  it('--lang de beats CALEV_LANG=ja, which beats LANG; LANG=C.UTF-8 and no locale give English', async () => {
    const de = await run(['--lang', 'de', '--help'], { env: { CALEV_LANG: 'ja', LANG: 'fr_FR.UTF-8' } });
    expect(de.stdout).toMatch(/^Aufruf: calev/);
    const ja = await run(['--help'], { env: { CALEV_LANG: 'ja', LANG: 'fr_FR.UTF-8' } });
    expect(ja.stdout).toMatch(/^使い方: calev/);
    for (const env of [{ LANG: 'C.UTF-8' }, {}]) {
      const en = await run(['--help'], { env });
      expect(en.stdout).toMatch(/^Usage: calev \[options\] \[command\]/);
      expect(en.stdout).toContain('display help for command');
      expect(en.stdout).toContain('(choices: "table",');
    }
  });

  it('a locale only changes the words: the content language sent to the API stays unset', async () => {
    const site = mockSite(SITE, () => [200, { events: [], total: 0, total_pages: 0 }]);
    try {
      const res = await run(['events', 'list'], {
        env: { CALEV_URL: SITE, XDG_CONFIG_HOME: '/nonexistent-calev-config', LANG: 'fr_FR.UTF-8' },
        agent: site.agent,
      });
      expect(res.code).toBe(0);
      expect(site.requests[0].path).not.toContain('translation_language');
    } finally {
      await site.agent.close();
    }
  });
});

describe('tables in the user language', () => {
  let site: ReturnType<typeof mockSite> | undefined;
  afterEach(async () => {
    await site?.agent.close();
    site = undefined;
  });
  const EVENTS = [
    {
      id: 60,
      status: 'publish',
      title: 'Jazz',
      all_day: false,
      start_date: '2024-07-11 19:00:00',
      end_date: '2024-07-11 22:00:00',
      timezone_abbr: 'EDT',
      venue: [],
    },
    {
      id: 61,
      status: 'publish',
      title: 'Fête',
      all_day: true,
      start_date: '2024-07-14 00:00:00',
      end_date: '2024-07-14 23:59:59',
      timezone_abbr: 'CEST',
      venue: [],
    },
  ];
  const table = (env: Record<string, string>, argv: string[] = []) => {
    site = mockSite(SITE, () => [200, { events: EVENTS, total: 2, total_pages: 1 }]);
    return run(['events', 'list', '--format', 'table', ...argv], {
      env: { CALEV_URL: SITE, XDG_CONFIG_HOME: '/nonexistent-calev-config', NO_COLOR: '1', ...env },
      agent: site.agent,
      columns: 120,
    });
  };

  it('French: translated headers, dates as the French locale writes them, in the event zone (no shift)', async () => {
    const res = await table({}, ['--lang', 'fr']);
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/TITRE/);
    expect(res.stdout).not.toMatch(/TITLE|START/);
    expect(res.stdout).toContain(
      `${new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(Date.UTC(2024, 6, 11, 19, 0))} EDT`,
    );
    expect(res.stdout).toContain('11 juil. 2024');
    expect(res.stdout).toContain('19:00 EDT');
    // all-day: the day alone
    expect(res.stdout).toContain('14 juil. 2024');
    expect(res.stdout).not.toContain('CEST');
  });

  it('Japanese from the locale: headers and dates in Japanese', async () => {
    const res = await table({ LC_ALL: 'ja_JP.UTF-8' });
    expect(res.stdout).toContain('タイトル');
    expect(res.stdout).toContain('2024/07/11 19:00 EDT');
  });

  it('English keeps the sortable form', async () => {
    const res = await table({});
    expect(res.stdout).toMatch(/TITLE/);
    expect(res.stdout).toContain('2024-07-11 19:00 EDT');
    expect(res.stdout).toContain('2024-07-14');
  });
});
