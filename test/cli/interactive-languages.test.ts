// Interactive create (CLI.md §4) in the user's language (LANG): the questions, the choices, the
// echo of the start, the refusals, the summary and the confirmation come from the catalogues, and
// the start is typed as one says it in that language. Scripted answers against the embedded target.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, run, scriptedPrompter, tempDir } from './harness.js';
import { CATALOGUES } from '../spec/all-catalogues.js';
import type { Language } from '../../src/spec/types.js';

const NOW = new Date('2024-07-10T15:30:00Z'); // a Wednesday
let dir: string;
let env: Record<string, string>;

beforeEach(() => {
  dir = tempDir('calev-interactive-lang-');
  env = { CALEV_DATA_DIR: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config` };
});
afterEach(() => removeDir(dir));

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

interface Case {
  lang: Exclude<Language, 'en'>;
  locale: string;
  /** tomorrow 19:00, as one types it */
  phrase: string;
  title: string;
  /** the start echoed back (Intl writes the day and time; ICU versions differ in the joint) */
  echo: RegExp;
  noVenue: string;
  draft: string;
  notHttp: string;
  confirm: string;
  /** the summary's start line and status line */
  summary: RegExp[];
}

const CASES: Case[] = [
  {
    lang: 'fr',
    locale: 'fr_FR.UTF-8',
    phrase: 'demain 19h',
    title: 'Titre',
    echo: /^Début : jeudi 11 juillet 2024\D+19:00 \(UTC\)\. C’est bien ça \?$/,
    noVenue: 'Aucun lieu',
    draft: 'brouillon',
    notHttp: 'une adresse http(s), p. ex. https://example.org',
    confirm: 'Créer cet événement ?',
    summary: [/^ {2}Début {13}jeudi 11 juillet 2024\D+19:00 \(UTC\)$/m, /^ {2}État +brouillon$/m],
  },
  {
    lang: 'de',
    locale: 'de_DE.UTF-8',
    phrase: 'morgen 19 Uhr',
    title: 'Titel',
    echo: /^Beginn: Donnerstag, 11\. Juli 2024\D+19:00 \(UTC\)\. Stimmt das\?$/,
    noVenue: 'Kein Veranstaltungsort',
    draft: 'Entwurf',
    notHttp: 'eine http(s)-Adresse, z. B. https://example.org',
    confirm: 'Diese Veranstaltung erstellen?',
    summary: [/^ {2}Beginn +Donnerstag, 11\. Juli 2024\D+19:00 \(UTC\)$/m, /^ {2}Status +Entwurf$/m],
  },
  {
    lang: 'es',
    locale: 'es_ES.UTF-8',
    phrase: 'mañana 19:00',
    title: 'Título',
    echo: /^Inicio: jueves, 11 de julio de 2024\D+19:00 \(UTC\)\. ¿Es correcto\?$/,
    noVenue: 'Ningún lugar',
    draft: 'borrador',
    notHttp: 'una dirección http(s), p. ej., https://example.org',
    confirm: '¿Crear este evento?',
    summary: [/^ {2}Inicio +jueves, 11 de julio de 2024\D+19:00 \(UTC\)$/m, /^ {2}Estado +borrador$/m],
  },
  {
    lang: 'pt-br',
    locale: 'pt_BR.UTF-8',
    phrase: 'amanhã 19h',
    title: 'Título',
    echo: /^Início: quinta-feira, 11 de julho de 2024\D+19:00 \(UTC\)\. Está certo\?$/,
    noVenue: 'Nenhum local',
    draft: 'rascunho',
    notHttp: 'um endereço http(s), p. ex. https://example.org',
    confirm: 'Criar este evento?',
    summary: [/^ {2}Início +quinta-feira, 11 de julho de 2024\D+19:00 \(UTC\)$/m, /^ {2}Status +rascunho$/m],
  },
  {
    lang: 'ja',
    locale: 'ja_JP.UTF-8',
    phrase: '明日 19時',
    title: 'タイトル',
    echo: /^開始: 2024年7月11日木曜日 19:00 \(UTC\)。よろしいですか\?$/,
    noVenue: '会場なし',
    draft: '下書き',
    notHttp: 'http(s) のアドレス (例: https://example.org)',
    confirm: 'このイベントを作成しますか?',
    // labels padded by terminal columns: 開始 takes four, タイムゾーン (the widest) twelve
    summary: [/^ {2}開始 {10}2024年7月11日木曜日 19:00 \(UTC\)$/m, /^ {2}ステータス {4}下書き$/m],
  },
  {
    lang: 'zh-hans',
    locale: 'zh_CN.UTF-8',
    phrase: '明天 19点',
    title: '标题',
    echo: /^开始：2024年7月11日星期四 19:00 \(UTC\)。对吗？$/,
    noVenue: '无场地',
    draft: '草稿',
    notHttp: 'http(s) 地址，例如 https://example.org',
    confirm: '创建此活动？',
    summary: [/^ {2}开始 {2}2024年7月11日星期四 19:00 \(UTC\)$/m, /^ {2}状态 {2}草稿$/m],
  },
  {
    // chrono reads no Bulgarian: calev puts its words in English (src/cli/interactive/dates.ts)
    lang: 'bg',
    locale: 'bg_BG.UTF-8',
    phrase: 'утре 19 ч.',
    title: 'Заглавие',
    echo: /^Начало: четвъртък, 11 юли 2024\D+19:00 \(UTC\)\. Така ли е\?$/,
    noVenue: 'Без място',
    draft: 'чернова',
    notHttp: 'http(s) адрес, напр. https://example.org',
    confirm: 'Да се създаде ли това събитие?',
    summary: [/^ {2}Начало +четвъртък, 11 юли 2024\D+19:00 \(UTC\)$/m, /^ {2}Статус +чернова$/m],
  },
];

describe.each(CASES)('events create with LANG=$locale', (c) => {
  /** a question or choice as the catalogue says it */
  const tr = (english: string, ...values: string[]) => {
    const text = CATALOGUES[c.lang][english];
    expect(text, english).toBeDefined();
    return values.reduce((t, v) => t.replace('%s', v), text);
  };

  it(`asks in ${c.lang}, reads "${c.phrase}", shows the summary and confirms in ${c.lang}`, async () => {
    const prompter = scriptedPrompter([
      { kind: 'input', match: exactly(c.title), answer: 'Jazz' },
      { kind: 'input', match: exactly(tr('Start (e.g. "tomorrow 7pm", "next friday 20:00")')), answer: c.phrase },
      { kind: 'confirm', match: c.echo, answer: true },
      { kind: 'input', match: exactly(tr('End')), answer: '' },
      { kind: 'select', match: exactly(tr('Repeats?')), answer: tr('No') },
      { kind: 'confirm', match: exactly(tr('All-day event?')), answer: false },
      {
        kind: 'search',
        match: exactly(tr('Timezone (type to search; Enter keeps %s)', 'UTC')),
        term: '',
        answer: tr('%s (site default)', 'UTC'),
      },
      { kind: 'select', match: exactly(tr('Venue')), answer: c.noVenue },
      { kind: 'search', match: exactly(tr('Organizers (type to search)')), term: '', answer: tr('No organizers') },
      { kind: 'input', match: exactly(tr('New categories (comma-separated names, optional)')), answer: '' },
      { kind: 'input', match: exactly(tr('New tags (comma-separated names, optional)')), answer: 'jazz' },
      { kind: 'input', match: exactly(tr('Description (optional)')), answer: '' },
      { kind: 'input', match: exactly(tr('Cost (e.g. 15, $10 - $20, Free; optional)')), answer: '' },
      { kind: 'input', match: exactly(tr('Website (optional)')), answer: 'jazz' },
      { kind: 'input', match: exactly(tr('Website (optional)')), answer: '' },
      { kind: 'confirm', match: exactly(tr('Featured?')), answer: false },
      { kind: 'select', match: exactly(tr('Status')), answer: c.draft },
      { kind: 'confirm', match: exactly(c.confirm), answer: true },
    ]);
    const res = await run(['events', 'create', '--format', 'json'], {
      env: { ...env, LANG: c.locale },
      prompter,
      stdinTTY: true,
      stdoutTTY: true,
      now: NOW,
    });
    expect(res.stderr).not.toMatch(/^error/m);
    expect(res.code).toBe(0);
    expect(prompter.remaining()).toBe(0);
    expect(prompter.refused).toEqual([`${tr('Website (optional)')}: ${c.notHttp}`]);
    expect(JSON.parse(res.stdout)).toMatchObject({
      title: 'Jazz',
      start_date: '2024-07-11 19:00:00',
      end_date: '2024-07-11 20:00:00',
      status: 'draft',
    });
    for (const line of c.summary) expect(res.stderr).toMatch(line);
    expect(res.stderr).toMatch(
      new RegExp(`^ {2}${tr('Tags')} +${tr('%s (new)', 'jazz').replace(/[()]/g, '\\$&')}$`, 'm'),
    );
  });
});

describe('the shorter flows in the user language', () => {
  it('venues create asks and sums up in French; "no" says so in French (exit 130)', async () => {
    const prompter = scriptedPrompter([
      { kind: 'input', match: /^Nom du lieu$/, answer: '' },
      { kind: 'input', match: /^Nom du lieu$/, answer: 'Salle Bleue' },
      { kind: 'input', match: /^Adresse \(facultative\)$/, answer: '1 rue de la Paix' },
      { kind: 'input', match: /^Ville \(facultative\)$/, answer: 'Lyon' },
      { kind: 'input', match: /^Pays \(facultatif\)$/, answer: '' },
      { kind: 'input', match: /^Téléphone \(facultatif\)$/, answer: '' },
      { kind: 'input', match: /^Site web \(facultatif\)$/, answer: '' },
      { kind: 'confirm', match: /^Créer ce lieu \?$/, answer: false },
    ]);
    const res = await run(['venues', 'create'], { env: { ...env, LANG: 'fr_FR.UTF-8' }, prompter, stdoutTTY: true });
    expect(res.code).toBe(130);
    expect(prompter.refused).toEqual(['Nom du lieu: obligatoire']);
    expect(res.stderr).toMatch(/^ {2}Nom {6}Salle Bleue\n {2}Adresse {2}1 rue de la Paix\n {2}Ville {4}Lyon$/m);
    expect(res.stderr).toMatch(/^error: aucun lieu n’a été créé$/m);
  });

  it('categories create offers the parent in German', async () => {
    expect((await run(['categories', 'create', '--name', 'Musik'], { env })).code).toBe(0);
    const prompter = scriptedPrompter([
      { kind: 'input', match: /^Name der Kategorie$/, answer: 'Jazz' },
      { kind: 'input', match: /^Beschreibung \(optional\)$/, answer: '' },
      { kind: 'select', match: /^Übergeordnete Kategorie$/, answer: 'Musik' },
      { kind: 'confirm', match: /^Diese Kategorie erstellen\?$/, answer: true },
    ]);
    const res = await run(['categories', 'create', '--format', 'json'], {
      env: { ...env, LANG: 'de_DE.UTF-8' },
      prompter,
      stdoutTTY: true,
    });
    expect(res.code).toBe(0);
    expect(res.stderr).toMatch(/^ {2}Name {10}Jazz\n {2}Übergeordnet {2}Musik$/m);
  });
});
