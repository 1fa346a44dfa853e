// A line made of differently coloured pieces, cut to a width by display columns: the pieces are
// measured without their colour, and the one that crosses the edge ends with `…`.
import type { Paint } from './palette.js';
import { displayWidth, truncate } from './text-width.js';

export interface Segment {
  text: string;
  paint?: Paint;
}

function painted(s: Segment, text = s.text): string {
  return s.paint && text !== '' ? s.paint(text) : text;
}

export function segmentsWidth(segments: readonly Segment[]): number {
  return segments.reduce((sum, s) => sum + displayWidth(s.text), 0);
}

/** The segments in at most `width` columns (and the columns they take): earlier ones are kept
 * whole first, so their order is their priority. */
export function fitSegments(segments: readonly Segment[], width: number): { text: string; width: number } {
  const total = segmentsWidth(segments);
  if (total <= width) return { text: segments.map((s) => painted(s)).join(''), width: total };
  let text = '';
  let used = 0;
  for (const s of segments) {
    const w = displayWidth(s.text);
    if (used + w < width) {
      text += painted(s);
      used += w;
      continue;
    }
    // text follows this one, so it ends with `…` even where it would fit; a separator (` · `)
    // cut on its own leaves just the `…`, a cut that kept anything else (a letter, an emoji) keeps it
    const cut = truncate(s.text, width - used, true);
    const shown = /[^\s\p{P}]/u.test(cut) ? cut : '…';
    return { text: text + painted(s, shown), width: used + displayWidth(shown) };
  }
  return { text, width: used };
}

/** Exactly `width` columns: fitted, then filled (spaces by default). */
export function padSegments(segments: readonly Segment[], width: number, fill = ' '): string {
  const fitted = fitSegments(segments, width);
  return fitted.text + fill.repeat(Math.max(0, width - fitted.width));
}
