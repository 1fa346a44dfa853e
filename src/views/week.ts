// `calev calendar --week`: seven day columns; multi-day events as bars on top, then each day's
// events in time order: all-day ones first (their title), timed ones as their time and title,
// with the event's own start and zone when its zone shows another time.
import { readableZone } from '../domain/timezones.js';
import type { ViewOptions } from './agenda.js';
import { eventPaint, pieceTime } from './agenda.js';
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
import { displayWidth, wrap } from './text-width.js';

/** Lines a timed event's title may take in its column. */
const TITLE_LINES = 2;

function text(segments: Segment[]): Cell {
  return { kind: 'text', segments };
}

/** The lines of one event in a column `width` wide. */
function eventCells(p: DayPiece, width: number, o: ViewOptions): Cell[] {
  const paint = eventPaint(p, o.palette);
  if (p.wholeDay) return [text([{ text: p.event.title, paint }])];
  const range = pieceTime({ ...p, own: undefined }, o.labels);
  const time = displayWidth(range) <= width ? range : p.from || range;
  const cells = [text([{ text: time, paint: o.palette.dim }])];
  for (const line of wrap(p.event.title, width, TITLE_LINES)) cells.push(text([{ text: line, paint }]));
  // `(10:00 EDT)`, or without the brackets where they would cut the zone
  if (p.own)
    cells.push(text([{ text: displayWidth(p.own) + 2 <= width ? `(${p.own})` : p.own, paint: o.palette.dim }]));
  return cells;
}

/** `Fri 27` in the top border, or the number alone where the weekday would cut it. */
function dayTitle(day: string, cw: number, o: ViewOptions): Segment[] {
  const n = String(Number(day.slice(8)));
  return dayLabel([`${o.labels.weekday(day)} ${n}`, n], day === o.today, cw, o.palette);
}

export function renderWeek(byDay: ReadonlyMap<string, readonly DayPiece[]>, o: ViewOptions): string {
  const cw = cellWidth(o.width);
  const days = o.days;
  const lanes = barLanes(byDay, days);
  const columns = days.map((day) =>
    (byDay.get(day) ?? []).filter((p) => p.count < 2).flatMap((p) => eventCells(p, cw - 1, o)),
  );
  const height = Math.max(1, ...columns.map((c) => c.length));
  const out = [
    gridTitle(`${o.labels.range(days[0], days[6])} · ${readableZone(o.zone)}`, 7 * cw + 8, o.palette),
    topBorder(
      days.map((d) => dayTitle(d, cw, o)),
      cw,
    ),
  ];
  for (const lane of lanes) out.push(gridLine(lane, cw, o.palette));
  for (let line = 0; line < height; line++)
    out.push(
      gridLine(
        columns.map((c) => c[line] ?? EMPTY),
        cw,
        o.palette,
      ),
    );
  out.push(
    ruleLine(cw, 'bottom'),
    ...legend(
      days.flatMap((d) => byDay.get(d) ?? []),
      o,
    ),
  );
  return `${out.join('\n')}\n`;
}
