// One catalogue per language (API.md §6): English source text -> translation.
// A catalogue is loaded the first time its language is asked for: the seven of them are ~400 KB of
// code, and a command or a server in English needs none (about 23 ms of every start-up). Each way a
// language comes in loads it before anything is said in it: the site's language and a URL's
// language segment (ApiApp.handle, and page for the pages), translation_language (handle, dispatch,
// and a batch's requests) and the CLI's (loadUi).
import { fillPlaceholders } from '../placeholders.js';
import type { Language } from '../types.js';
import { en } from './en.js';

export type Catalogue = Readonly<Record<string, string>>;

const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<Catalogue>>> = {
  bg: () => import('./bg.js').then((m) => m.bg),
  'zh-hans': () => import('./zh-hans.js').then((m) => m.zh_hans),
  fr: () => import('./fr.js').then((m) => m.fr),
  de: () => import('./de.js').then((m) => m.de),
  ja: () => import('./ja.js').then((m) => m.ja),
  'pt-br': () => import('./pt-br.js').then((m) => m.pt_br),
  es: () => import('./es.js').then((m) => m.es),
};

const loaded: Partial<Record<Language, Catalogue>> = { en };

/** Is the catalogue of `lang` loaded (a request in it need not wait)? */
export function catalogueLoaded(lang: Language): boolean {
  return loaded[lang] !== undefined;
}

/** The catalogue of `lang`, loaded once. */
export async function loadCatalogue(lang: Language): Promise<Catalogue> {
  return (loaded[lang] ??= lang === 'en' ? en : await LOADERS[lang]());
}

/** Translate an English source text; missing entries fall back to English (so would a catalogue
 * not loaded, which test/e2e/catalogues-loaded.test.ts guards against). */
export function translate(text: string, lang: Language): string {
  return loaded[lang]?.[text] ?? text;
}

/** Translate and fill printf-style placeholders (%s, %d, %1$s, %2$s). */
export function format(text: string, lang: Language, ...values: Array<string | number>): string {
  return fillPlaceholders(translate(text, lang), values);
}

/**
 * A source text with its values, kept apart until the answer's language is known (a refused
 * recurrence's reason, API.md §7.1). A value may be a phrase of its own: "rule 2: <why>".
 */
export interface Phrase {
  readonly text: string;
  readonly values: ReadonlyArray<string | number | Phrase>;
}

/** A phrase in `lang`, its inner phrases translated too. */
export function formatPhrase(phrase: Phrase, lang: Language): string {
  const values = phrase.values.map((v) => (typeof v === 'object' ? formatPhrase(v, lang) : v));
  return format(phrase.text, lang, ...values);
}
