// `calev calendar --month`: weeks as rows, seven day columns; each cell the day number and as
// many events as the row height allows, then "+N more"; multi-day events as bars across cells.
import { readableZone } from '../domain/timezones.js';
import type { ViewOptions } from './agenda.js';
import { eventPaint } from './agenda.js';
import {
  barLanes,
  cellWidth,
  dayLabel,
  EMPTY,
  gridLine,
  gridTitle,
  legend,
  ruleLine,
  topBorder,
  type Cell,
} from './grid.js';
import type { DayPiece } from './occurrences.js';
import type { Segment } from './segments.js';

export interface MonthOptions extends ViewOptions {
  /** a day of the month shown (`days` are its whole weeks) */
  month: string;
  /** at most this many event lines under a day number */
  maxLines: number;
}

/** A cell wide enough for `19:00 ` and a few letters shows start times. */
const TIME_FROM = 14;

function singleCell(p: DayPiece, cw: number, o: MonthOptions): Cell {
  const segments: Segment[] = [];
  if (!p.wholeDay && p.from && cw - 1 >= TIME_FROM) segments.push({ text: `${p.from} ` });
  segments.push({ text: p.event.title, paint: eventPaint(p, o.palette) });
  return { kind: 'text', segments };
}

/** The day number on the first line of a cell (`cw - 1` columns after its space). */
function dayNumberCell(day: string, cw: number, o: MonthOptions): Cell {
  const outside = day.slice(0, 7) !== o.month.slice(0, 7);
  const paint = outside ? o.palette.dim : o.palette.bold;
  return {
    kind: 'text',
    segments: dayLabel([String(Number(day.slice(8)))], day === o.today, cw - 1, o.palette, paint),
  };
}

/** The event lines of one week: bars in their lanes, single-day events in the free lines, "+N more" last. */
function weekLines(
  byDay: ReadonlyMap<string, readonly DayPiece[]>,
  week: readonly string[],
  height: number,
  cw: number,
  o: MonthOptions,
): Cell[][] {
  const lanes = barLanes(byDay, week);
  const lines: Cell[][] = Array.from({ length: height }, () => Array.from({ length: 7 }, () => EMPTY));
  week.forEach((day, col) => {
    const pieces = byDay.get(day) ?? [];
    /** fills `usable` lines of the column; how many pieces it showed */
    const fill = (usable: number): number => {
      const singles = pieces.filter((p) => p.count < 2);
      let shown = 0;
      for (let line = 0; line < height; line++) {
        const bar = lanes[line]?.[col];
        let cell: Cell = EMPTY;
        if (line < usable && bar?.kind === 'bar') cell = bar;
        else if (line < usable && singles.length > 0) cell = singleCell(singles.shift()!, cw, o);
        if (cell !== EMPTY) shown++;
        lines[line][col] = cell;
      }
      return shown;
    };
    // a bar in a lane below the last line hides as surely as a crowd of events does
    if (fill(height) < pieces.length) {
      const shown = fill(height - 1);
      lines[height - 1][col] = {
        kind: 'text',
        segments: [{ text: o.labels.more(pieces.length - shown), paint: o.palette.dim }],
      };
    }
  });
  return lines;
}

export function renderMonth(byDay: ReadonlyMap<string, readonly DayPiece[]>, o: MonthOptions): string {
  const cw = cellWidth(o.width);
  const gridWidth = 7 * cw + 8;
  const weeks = Array.from({ length: o.days.length / 7 }, (_, w) => o.days.slice(w * 7, w * 7 + 7));
  const out = [
    gridTitle(`${o.labels.month(o.month)} · ${readableZone(o.zone)}`, gridWidth, o.palette),
    topBorder(
      weeks[0].map((d) => [{ text: o.labels.weekday(d) }]),
      cw,
    ),
  ];
  weeks.forEach((week, w) => {
    if (w > 0) out.push(ruleLine(cw, 'middle'));
    out.push(
      gridLine(
        week.map((d) => dayNumberCell(d, cw, o)),
        cw,
        o.palette,
      ),
    );
    // a row is as high as its busiest day needs, up to maxLines
    const busiest = Math.max(0, ...week.map((d) => byDay.get(d)?.length ?? 0));
    const height = Math.max(1, Math.min(o.maxLines, busiest));
    for (const line of weekLines(byDay, week, height, cw, o)) out.push(gridLine(line, cw, o.palette));
  });
  out.push(
    ruleLine(cw, 'bottom'),
    ...legend(
      o.days.flatMap((d) => byDay.get(d) ?? []),
      o,
    ),
  );
  return `${out.join('\n')}\n`;
}
