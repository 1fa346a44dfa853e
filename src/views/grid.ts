// What the week and month grids share: seven columns that fit the width, box-drawing borders
// with the column titles in the top one, multi-day events laid out in lanes that span their
// cells, and the category legend.
import type { ViewOptions } from './agenda.js';
import { eventPaint } from './agenda.js';
import type { DayPiece } from './occurrences.js';
import type { Paint, Palette } from './palette.js';
import { padSegments, segmentsWidth, type Segment } from './segments.js';
import { centred, displayWidth, fitTo } from './text-width.js';

/** The narrowest column: a day number and a few letters. */
const MIN_CELL = 4;

/** Columns of one cell (without its borders) when seven of them and eight borders fit `width`. */
export function cellWidth(width: number): number {
  return Math.max(MIN_CELL, Math.floor((width - 8) / 7));
}

/** One line of a cell: text, a piece of a multi-day event's bar, or nothing. */
export type Cell = { kind: 'text'; segments: Segment[] } | { kind: 'bar'; piece: DayPiece } | { kind: 'empty' };

export const EMPTY: Cell = { kind: 'empty' };

/**
 * A day's label in `width` columns, its number never cut: the first of `texts` that fits (`Fri
 * 27`, then `27`); today's in brackets (`[Fri 27]`, `[27]`), then marked `*27` where they do not
 * fit. Today is inverse when coloured, and the text is the same without colour.
 */
export function dayLabel(
  texts: readonly string[],
  today: boolean,
  width: number,
  palette: Palette,
  paint?: Paint,
): Segment[] {
  const forms = today ? [...texts.map((t) => `[${t}]`), `*${texts[texts.length - 1]}`] : texts;
  const text = forms.find((f) => displayWidth(f) <= width) ?? forms[forms.length - 1];
  return [{ text, paint: today ? palette.inverse : paint }];
}

/** `┌─ Mon ──┬─ Tue ──┐`: the top border with a title in each column. */
export function topBorder(titles: readonly Segment[][], cw: number): string {
  // `─ Mon 23 ─`, or the title alone where the dashes would cut it (`[ven. 27]` in 10 columns)
  const cells = titles.map((t) =>
    padSegments(segmentsWidth(t) + 3 <= cw ? [{ text: '─ ' }, ...t, { text: ' ' }] : t, cw, '─'),
  );
  return `┌${cells.join('┬')}┐`;
}

export function ruleLine(cw: number, kind: 'middle' | 'bottom'): string {
  const [left, mid, right] = kind === 'middle' ? ['├', '┼', '┤'] : ['└', '┴', '┘'];
  return `${left}${Array.from({ length: 7 }, () => '─'.repeat(cw)).join(mid)}${right}`;
}

/** The bar of a multi-day event over `span` columns: `← Festival ──────→`. */
function barText(first: DayPiece, last: DayPiece, span: number, cw: number, palette: Palette): string {
  const width = span * cw + (span - 1) - 1;
  const left = first.index > 1 ? '← ' : '';
  const right = last.index < last.count ? '→' : '';
  const paint = eventPaint(first, palette);
  const room = width - displayWidth(left) - displayWidth(right);
  const title = first.event.title;
  const segments: Segment[] = [{ text: left, paint }];
  if (displayWidth(title) + 1 < room) {
    segments.push({ text: `${title} `, paint }, { text: '─'.repeat(room - displayWidth(title) - 1), paint });
  } else segments.push({ text: fitTo(title, room), paint });
  segments.push({ text: right, paint });
  return ` ${padSegments(segments, width)}`;
}

/** One line of the grid: cells side by side, a bar running through the borders it spans. */
export function gridLine(cells: readonly Cell[], cw: number, palette: Palette): string {
  const parts: string[] = [];
  for (let c = 0; c < cells.length;) {
    const cell = cells[c];
    if (cell.kind === 'bar') {
      let end = c;
      while (end + 1 < cells.length) {
        const next = cells[end + 1];
        if (next.kind !== 'bar' || next.piece.event !== cell.piece.event) break;
        end++;
      }
      const last = cells[end] as { kind: 'bar'; piece: DayPiece };
      parts.push(barText(cell.piece, last.piece, end - c + 1, cw, palette));
      c = end + 1;
      continue;
    }
    parts.push(cell.kind === 'text' ? ` ${padSegments(cell.segments, cw - 1)}` : ' '.repeat(cw));
    c++;
  }
  return `│${parts.join('│')}│`;
}

/**
 * Lanes for the multi-day events of one week (`days`, seven): each event gets the first lane that
 * is free on all its days there, earlier and longer events first. Returns lanes of seven cells.
 */
export function barLanes(byDay: ReadonlyMap<string, readonly DayPiece[]>, days: readonly string[]): Cell[][] {
  const runs = new Map<DayPiece['event'], { from: number; to: number; pieces: DayPiece[] }>();
  days.forEach((day, col) => {
    for (const p of byDay.get(day) ?? []) {
      if (p.count < 2) continue;
      const run = runs.get(p.event);
      if (run) {
        run.to = col;
        run.pieces.push(p);
      } else runs.set(p.event, { from: col, to: col, pieces: [p] });
    }
  });
  const ordered = [...runs.values()].sort(
    (a, b) =>
      a.from - b.from || b.to - b.from - (a.to - a.from) || a.pieces[0].event.startMs - b.pieces[0].event.startMs,
  );
  const lanes: Cell[][] = [];
  for (const run of ordered) {
    let lane = lanes.find((l) => l.slice(run.from, run.to + 1).every((cell) => cell.kind === 'empty'));
    if (!lane) lanes.push((lane = Array.from({ length: 7 }, () => EMPTY)));
    run.pieces.forEach((piece, i) => (lane[run.from + i] = { kind: 'bar', piece }));
  }
  return lanes;
}

/** `■ Music  ■ Talks`: the categories of the pieces in their colours, wrapped to the width (colour only). */
export function legend(pieces: Iterable<DayPiece>, o: ViewOptions): string[] {
  if (!o.palette.enabled) return [];
  const names = new Map<string, string>();
  for (const p of pieces) for (const c of p.event.categories) if (!names.has(c.key)) names.set(c.key, c.name);
  const lines: string[] = [];
  let line = '';
  let used = 0;
  for (const [key, name] of [...names].sort((a, b) => a[1].localeCompare(b[1]))) {
    const w = displayWidth(name) + 2;
    if (used > 0 && used + 2 + w > o.width) {
      lines.push(line);
      line = '';
      used = 0;
    }
    line += `${used > 0 ? '  ' : ''}${o.palette.category(key)(`■ ${name}`)}`;
    used += (used > 0 ? 2 : 0) + w;
  }
  if (line) lines.push(line);
  return lines;
}

/** The title line of a grid, centred over it. */
export function gridTitle(text: string, gridWidth: number, palette: Palette): string {
  return palette.bold(centred(text, gridWidth)).trimEnd();
}
