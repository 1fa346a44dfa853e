// Text measured, cut, padded and wrapped by terminal columns: East Asian wide characters and
// emoji take two, combining marks none, so that CJK and emoji titles line up in tables and grids.
// string-width knows the Unicode rules. Loading it costs a cold command more than drawing a whole
// view, so it loads only for text that needs it (loadWidthsFor); the rest is measured by length.

/**
 * Characters that take one column each on their own and never join with a neighbour: printable
 * ASCII and Latin letters, spaces and general punctuation (thin space, – · … “”), arrows, box
 * drawing, ■: most titles, and every line the views draw. test/views/text-width.test.ts checks
 * every one of them against string-width.
 */
export const NARROW_TEXT =
  /^[\x20-\x7e\u00a0-\u00ac\u00ae-\u02ff\u2000-\u200a\u2010-\u2027\u2030-\u205e\u2190-\u21ff\u2500-\u257f\u25a0]*$/;

let stringWidth: ((text: string) => number) | undefined;

/** Loads the Unicode width rules when one of `texts` needs them; call it before measuring those. */
export async function loadWidthsFor(texts: Iterable<string>): Promise<void> {
  if (stringWidth) return;
  for (const text of texts) {
    if (NARROW_TEXT.test(text)) continue;
    stringWidth = (await import('string-width')).default;
    return;
  }
}

/** Columns a string takes on a terminal (escape codes take none). Text that loadWidthsFor was not
 * shown counts a column a character: misaligned, never lost. */
export function displayWidth(text: string): number {
  if (NARROW_TEXT.test(text)) return text.length;
  return stringWidth ? stringWidth(text) : [...text].length;
}

let segmenter: Intl.Segmenter | undefined;

/** The user-perceived characters of `text`: an emoji sequence or a letter with its marks is one. */
function graphemes(text: string): string[] {
  if (NARROW_TEXT.test(text)) return [...text];
  segmenter ??= new Intl.Segmenter();
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/** The longest start of `text` that fits `width` columns, whole characters only. */
function fitStart(text: string, width: number): string {
  let out = '';
  let used = 0;
  for (const ch of graphemes(text)) {
    const w = displayWidth(ch);
    if (used + w > width) break;
    out += ch;
    used += w;
  }
  return out;
}

/** Cuts text to `width` columns, ending with `…` when cut (or always, when more text follows it). */
export function truncate(text: string, width: number, more = false): string {
  if (!more && displayWidth(text) <= width) return text;
  if (width <= 0) return '';
  return `${fitStart(text, width - 1)}…`;
}

/** Exactly `width` columns: cut with `…`, or filled with `fill` on the right. */
export function fitTo(text: string, width: number, fill = ' '): string {
  const cut = truncate(text, width);
  return cut + fill.repeat(Math.max(0, width - displayWidth(cut)));
}

/** `text` in the middle of `width` columns (cut when longer), without trailing spaces. */
export function centred(text: string, width: number): string {
  const cut = truncate(text, width);
  return ' '.repeat(Math.max(0, Math.floor((width - displayWidth(cut)) / 2))) + cut;
}

/**
 * At most `maxLines` lines of at most `width` columns: broken at spaces where a word fits, inside
 * a word where it does not (CJK text has no spaces); the last line ends with `…` when text is left.
 */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let rest = text.trim();
  while (rest !== '' && lines.length < maxLines) {
    if (lines.length === maxLines - 1 || displayWidth(rest) <= width) {
      lines.push(truncate(rest, width));
      break;
    }
    const head = fitStart(rest, width);
    if (head === '') {
      lines.push(truncate(rest, width));
      break;
    }
    const space = head.lastIndexOf(' ');
    const nextIsSpace = rest[head.length] === ' ';
    const line = nextIsSpace || space <= 0 ? head : head.slice(0, space);
    lines.push(line.trimEnd());
    rest = rest.slice(line.length).trimStart();
  }
  return lines;
}
