// One catalogue per language (API.md §6): English source text -> translation.
import { fillPlaceholders } from '../placeholders.js';
import type { Language } from '../types.js';
import { bg } from './bg.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ja } from './ja.js';
import { pt_br } from './pt-br.js';
import { zh_hans } from './zh-hans.js';

export type Catalogue = Readonly<Record<string, string>>;

export const CATALOGUES: Readonly<Record<Language, Catalogue>> = {
  bg,
  'zh-hans': zh_hans,
  en,
  fr,
  de,
  ja,
  'pt-br': pt_br,
  es,
};

/** Translate an English source text; missing entries fall back to English. */
export function translate(text: string, lang: Language): string {
  return CATALOGUES[lang][text] ?? text;
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
