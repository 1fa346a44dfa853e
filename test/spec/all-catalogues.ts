// Every catalogue, loaded, by language: for the tests that read the catalogues themselves (calev
// loads a language's catalogue when the language is first asked for, src/spec/catalogues/index.ts).
import { bg } from '../../src/spec/catalogues/bg.js';
import { de } from '../../src/spec/catalogues/de.js';
import { en } from '../../src/spec/catalogues/en.js';
import { es } from '../../src/spec/catalogues/es.js';
import { fr } from '../../src/spec/catalogues/fr.js';
import type { Catalogue } from '../../src/spec/catalogues/index.js';
import { ja } from '../../src/spec/catalogues/ja.js';
import { pt_br } from '../../src/spec/catalogues/pt-br.js';
import { zh_hans } from '../../src/spec/catalogues/zh-hans.js';
import type { Language } from '../../src/spec/types.js';

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
