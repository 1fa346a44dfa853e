// en: the English source texts are the keys themselves; this catalogue overrides nothing.
import type { Catalogue } from './index.js';

export const en: Catalogue = {};
