// Content translations (API.md §6): a record holds default-language values plus per-language ones.
import type { Translations } from '../store/records.js';
import type { Language } from '../spec/types.js';

export interface Translatable {
  i18n: Translations;
}

/** The value of a translatable field in `lang`, falling back to the default-language value. */
export function localized<T extends Translatable>(
  record: T,
  field: keyof T & string,
  lang: Language,
  defaultLang: Language,
): string {
  const base = record[field] as unknown as string;
  if (lang === defaultLang) return base;
  return record.i18n[lang]?.[field] ?? base;
}
