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
