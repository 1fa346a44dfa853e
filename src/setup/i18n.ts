// The language the command line speaks to its user (help, table headers, dates in tables):
// --lang (or --translation-language), else CALEV_LANG, else the active profile's lang (the content
// language, CLI.md §1), else the locale of LC_ALL, LC_MESSAGES or LANG, else English. The texts come from the same catalogues as the server's (src/spec/catalogues);
// only the one language needed is loaded, and none for English.
import type { Command, Help } from 'commander';
import { loadCatalogue, type Catalogue } from '../spec/catalogues/index.js';
import { LANGUAGES, type Language } from '../spec/types.js';
import type { Env } from './env.js';
import { LOCALES } from '../spec/locales.js';

export interface Ui {
  readonly lang: Language;
  /** BCP 47 tag for Intl (`pt-BR`, `zh-Hans`) */
  readonly locale: string;
  /** the text in the user's language; English when the catalogue lacks it */
  readonly tr: (text: string) => string;
}

export const ENGLISH_UI: Ui = { lang: 'en', locale: 'en', tr: (text) => text };

function asLanguage(value: string | undefined): Language | undefined {
  const v = value?.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(v ?? '') ? (v as Language) : undefined;
}

/** `fr_FR.UTF-8` -> fr, `pt_PT` -> pt-br, `zh_CN` -> zh-hans; C, POSIX and the rest -> undefined. */
export function languageOfLocale(locale: string | undefined): Language | undefined {
  const m = /^([a-z]{2,3})(?:[_-]([a-z0-9]+))?/i.exec(locale ?? '');
  if (!m) return undefined;
  const lang = m[1].toLowerCase();
  const region = (m[2] ?? '').toLowerCase();
  if (lang === 'zh') return ['tw', 'hk', 'mo', 'hant'].includes(region) ? undefined : 'zh-hans';
  if (lang === 'pt') return 'pt-br';
  return asLanguage(lang);
}

/** The values an option matching `option` (`--name` or `--name=value`) has on the command line, in order. */
function flagValues(argv: readonly string[], option: RegExp): string[] {
  const values: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') break;
    const m = new RegExp(`^--(?:${option.source})(?:=(.*))?$`).exec(a);
    const value = m ? (m[1] ?? argv[i + 1]) : undefined;
    if (value !== undefined) values.push(value);
  }
  return values;
}

/** The value of --lang / --translation-language on the command line, if it is a language code. */
function languageFlag(argv: readonly string[]): Language | undefined {
  return flagValues(argv, /lang|translation-language/)
    .map(asLanguage)
    .reduce((found, lang) => lang ?? found, undefined);
}

/** The profile --profile names on the command line, if any. */
export function profileFlag(argv: readonly string[]): string | undefined {
  return flagValues(argv, /profile/).at(-1);
}

/** The language --lang or CALEV_LANG asks for: when there is one, the profile's does not count. */
export function chosenLanguage(argv: readonly string[], env: Env): Language | undefined {
  return languageFlag(argv) ?? asLanguage(env.CALEV_LANG);
}

/** `profileLanguage`: the active profile's `lang`, which the caller reads when chosenLanguage is undefined. */
export function uiLanguage(argv: readonly string[], env: Env, profileLanguage?: string): Language {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG;
  return chosenLanguage(argv, env) ?? asLanguage(profileLanguage) ?? languageOfLocale(locale) ?? 'en';
}

/**
 * How src/cli/flags.ts puts some descriptions together, so that each piece is translated on its
 * own: `send featured=false` is the catalogue text `send %s=false` with a name in it;
 * `<description> (comma-separated or repeated)` is two catalogue texts in a fixed shape.
 */
interface Composition {
  /** the shape the pieces go in */
  shape: string;
  /** the shape itself is a catalogue text */
  shapeTranslated: boolean;
  pieces: string[];
  /** the pieces are catalogue texts (else names, kept as they are) */
  piecesTranslated: boolean;
}

const NOTES =
  /^(.+) \((comma-separated or repeated|a value, or JSON; repeat for several|id, slug or name|or a file, uploaded to a WordPress site)\)$/s;

function compositionOf(text: string): Composition | undefined {
  const negated = /^send ([a-z_]+)=false$/.exec(text);
  if (negated) return { shape: 'send %s=false', shapeTranslated: true, pieces: [negated[1]], piecesTranslated: false };
  const noted = NOTES.exec(text);
  if (noted)
    return { shape: '%1$s (%2$s)', shapeTranslated: false, pieces: [noted[1], noted[2]], piecesTranslated: true };
  return undefined;
}

export function translator(catalogue: Catalogue): (text: string) => string {
  const tr = (text: string): string => {
    const direct = catalogue[text];
    if (direct !== undefined) return direct;
    const c = compositionOf(text);
    if (!c) return text;
    const pieces = c.piecesTranslated ? c.pieces.map(tr) : c.pieces;
    const shape = c.shapeTranslated ? (catalogue[c.shape] ?? c.shape) : c.shape;
    return shape.replace(/%(?:(\d)\$)?s/g, (_m, n: string | undefined) => pieces[n ? Number(n) - 1 : 0] ?? '');
  };
  return tr;
}

export async function loadUi(lang: Language): Promise<Ui> {
  if (lang === 'en') return ENGLISH_UI;
  return { lang, locale: LOCALES[lang], tr: translator(await loadCatalogue(lang)) };
}

/** commander's help, with every heading, description and annotation passed through `tr`. */
export function localizedHelp(tr: (text: string) => string): Partial<Help> {
  const extras = (english: string, description: string | undefined): string => {
    const desc = description ?? '';
    const rest = english
      .slice(desc.length)
      .replace(
        /([(,] )?\b(choices|default): /g,
        (_m, lead: string | undefined, word: string) => `${lead ?? ''}${tr(word)}: `,
      );
    return `${tr(desc)}${rest}`.replace(/^ /, '');
  };
  return {
    styleTitle: (title) => tr(title),
    commandDescription: (cmd) => tr(cmd.description()),
    subcommandDescription: (cmd) => tr(cmd.summary() || cmd.description()),
    // commander's own wording, from the Help prototype (configureHelp copies these methods onto
    // the Help object; not importing commander's Help keeps this module light for start-up)
    optionDescription(option) {
      return extras((Object.getPrototypeOf(this) as Help).optionDescription.call(this, option), option.description);
    },
    argumentDescription(argument) {
      return extras(
        (Object.getPrototypeOf(this) as Help).argumentDescription.call(this, argument),
        argument.description,
      );
    },
  };
}

/** Headings and annotations commander writes itself; localizedHelp translates them. */
export const HELP_WORDS = [
  'Usage:',
  'Options:',
  'Commands:',
  'Arguments:',
  'Global Options:',
  'choices',
  'default',
] as const;

/** Every English text the help of `program` can show (descriptions split where translator splits them). */
export function helpTexts(program: Command): Set<string> {
  const texts = new Set<string>(HELP_WORDS);
  const add = (text: string | undefined): void => {
    if (!text) return;
    const c = compositionOf(text);
    if (!c) return void texts.add(text);
    if (c.shapeTranslated) texts.add(c.shape);
    if (c.piecesTranslated) c.pieces.forEach(add);
  };
  const walk = (cmd: Command): void => {
    add(cmd.description());
    for (const opt of cmd.options) add(opt.description);
    for (const arg of cmd.registeredArguments) add(arg.description);
    // commander makes the help option and the help command only when help is shown
    const helper = cmd.createHelp();
    for (const opt of helper.visibleOptions(cmd)) add(opt.description);
    for (const sub of helper.visibleCommands(cmd)) add(sub.description());
    for (const sub of cmd.commands) walk(sub);
  };
  walk(program);
  return texts;
}
