// The BCP 47 tag of each language: Intl formatting, the pages' lang attributes, the CLI's dates.
import type { Language } from './types.js';

export const LOCALES: Readonly<Record<Language, string>> = {
  bg: 'bg',
  'zh-hans': 'zh-Hans',
  en: 'en',
  fr: 'fr',
  de: 'de',
  ja: 'ja',
  'pt-br': 'pt-BR',
  es: 'es',
};
