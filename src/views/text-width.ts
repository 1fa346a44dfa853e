// Text measured, cut, padded and wrapped by terminal columns: East Asian wide characters and
// emoji take two, combining marks none, so that CJK and emoji titles line up in tables and grids.
// string-width knows the Unicode rules; printable ASCII, most text, is measured without it.
import stringWidth from 'string-width';

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Columns a string takes on a terminal (escape codes take none). */
export function displayWidth(text: string): number {
  return PRINTABLE_ASCII.test(text) ? text.length : stringWidth(text);
}

let segmenter: Intl.Segmenter | undefined;

/** The user-perceived characters of `text`: an emoji sequence or a letter with its marks is one. */
function graphemes(text: string): string[] {
  if (PRINTABLE_ASCII.test(text)) return [...text];
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

/** Cuts text to `width` columns, ending with `…` when cut. */
export function truncate(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
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
