// Colour for the views, decided once (src/cli/output/style.ts says when it is on). Each category
// has one colour, chosen by its slug: the same in every view, every run and every target.
import type { ChalkInstance } from 'chalk';

export type Paint = (text: string) => string;

export interface Palette {
  readonly enabled: boolean;
  bold: Paint;
  dim: Paint;
  /** today's day number */
  inverse: Paint;
  /** the colour of a category (by its slug or name) */
  category(key: string): Paint;
}

const same: Paint = (s) => s;

export const PLAIN: Palette = { enabled: false, bold: same, dim: same, inverse: same, category: () => same };

const CATEGORY_COLOURS = [
  'cyan',
  'magenta',
  'yellow',
  'green',
  'blue',
  'red',
  'cyanBright',
  'magentaBright',
  'yellowBright',
  'greenBright',
  'blueBright',
  'redBright',
] as const;

/** FNV-1a: a stable, well-spread number for a short string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The colour name of a category: what the README and tests can name. */
export function categoryColour(key: string): (typeof CATEGORY_COLOURS)[number] {
  return CATEGORY_COLOURS[hash(key) % CATEGORY_COLOURS.length];
}

export async function createPalette(enabled: boolean): Promise<Palette> {
  if (!enabled) return PLAIN;
  // chalk loads only when there is colour to write
  const { Chalk } = await import('chalk');
  const c: ChalkInstance = new Chalk({ level: 1 });
  return {
    enabled: true,
    bold: c.bold,
    dim: c.dim,
    inverse: c.inverse,
    category: (key) => c[categoryColour(key)],
  };
}
