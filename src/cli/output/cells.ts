// Turning API values into one-line cell text for tables and CSV.

/** The value at a dotted path; a step that meets an array continues in each element. */
export function valueAt(value: unknown, path: string): unknown {
  let current: unknown[] = [value];
  let spread = false;
  for (const step of path.split('.')) {
    const next: unknown[] = [];
    for (const v of current) {
      if (Array.isArray(v)) {
        spread = true;
        for (const item of v) if (item && typeof item === 'object') next.push((item as Record<string, unknown>)[step]);
      } else if (v && typeof v === 'object') {
        next.push((v as Record<string, unknown>)[step]);
      }
    }
    current = next.filter((v) => v !== undefined);
  }
  return spread ? current : current[0];
}

/** Plain one-line text of a value: lists joined with `, `, objects as compact JSON. */
export function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(cellText).join(', ');
  return JSON.stringify(value);
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
};

/** Text for a terminal: tags removed, common HTML entities decoded, white space collapsed. */
export function displayText(value: string): string {
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
      }
      return ENTITIES[name.toLowerCase()] ?? m;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Columns a string takes on a terminal (East Asian wide characters count two). */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x20 || (cp >= 0x300 && cp < 0x370)) continue;
    width += isWide(cp) ? 2 : 1;
  }
  return width;
}

function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x1f300 && cp <= 0x1faff) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}

/** Cuts text to `width` columns, ending with `…` when cut. */
export function truncate(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  let out = '';
  let used = 0;
  for (const ch of text) {
    const w = displayWidth(ch);
    if (used + w > width - 1) break;
    out += ch;
    used += w;
  }
  return `${out}…`;
}
