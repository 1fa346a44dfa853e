// `calev agenda` as text: a heading per day, a line per event piece (time range, title, place,
// categories), every line cut to the width; and the same grouping as data for --format json.
import { readableZone } from '../domain/timezones.js';
import type { Labels } from './labels.js';
import type { DayPiece } from './occurrences.js';
import type { Paint, Palette } from './palette.js';
import { fitSegments, type Segment } from './segments.js';
import { addDays } from './days.js';
import { displayWidth, fitTo, truncate } from './text-width.js';

export interface ViewOptions {
  /** the days shown, consecutive */
  days: readonly string[];
  /** the display zone */
  zone: string;
  /** today in the display zone */
  today: string;
  /** terminal columns */
  width: number;
  labels: Labels;
  palette: Palette;
}

export interface AgendaOptions extends ViewOptions {
  /** show days without events too */
  empty: boolean;
  /** --fields: the texts of the chosen fields of an API item, shown after the time instead of
   * the title, place and categories */
  fields?: (item: unknown) => string[];
}

const INDENT = '  ';
const GAP = '  ';

/** `Today · Wed, 25 Nov 2026` */
export function dayHeading(day: string, o: ViewOptions): string {
  const date = o.labels.date(day);
  if (day === o.today) return `${o.labels.today} · ${date}`;
  if (day === addDays(o.today, 1)) return `${o.labels.tomorrow} · ${date}`;
  return date;
}

/** `19:00–22:00`, `19:00 →`, `→ 18:00`, `all day`; the event's own time after it when its zone differs. */
export function pieceTime(p: DayPiece, labels: Labels): string {
  const time = p.wholeDay
    ? labels.allDay
    : p.from && p.to
      ? // a moment, not an hour that ends where it began (02:30 to 02:30 the night clocks go back)
        p.from === p.to && p.event.startMs === p.event.endMs
        ? p.from
        : `${p.from}–${p.to}`
      : p.from
        ? `${p.from} →`
        : `→ ${p.to}`;
  return p.own ? `${time} (${p.own})` : time;
}

/** The colour of an event: its first category's. */
export function eventPaint(p: DayPiece, palette: Palette): Paint | undefined {
  const first = p.event.categories[0];
  return first ? palette.category(first.key) : undefined;
}

/** Title, `(day 2 of 3)`, a status other than publish. */
export function titleSegments(p: DayPiece, o: ViewOptions): Segment[] {
  const segments: Segment[] = [{ text: p.event.title, paint: eventPaint(p, o.palette) }];
  if (p.count > 1) segments.push({ text: ` (${o.labels.dayOf(p.index, p.count)})`, paint: o.palette.dim });
  if (p.event.status !== '' && p.event.status !== 'publish')
    segments.push({ text: ` [${p.event.status}]`, paint: o.palette.dim });
  return segments;
}

/** Title, place, categories: what a line says of its event without --fields. */
function eventSegments(p: DayPiece, o: AgendaOptions): Segment[] {
  const segments = titleSegments(p, o);
  if (p.event.place) segments.push({ text: ` · ${p.event.place}`, paint: o.palette.dim });
  p.event.categories.forEach((c, i) =>
    segments.push({ text: i === 0 ? ' · ' : ', ' }, { text: c.name, paint: o.palette.category(c.key) }),
  );
  return segments;
}

/** The chosen fields, joined as the default line joins its parts (empty ones left out, as an
 * event without a place is); the first in the event's colour, as the title is. */
function fieldSegments(p: DayPiece, fields: (item: unknown) => string[], o: AgendaOptions): Segment[] {
  return fields(p.event.item)
    .filter((text) => text !== '')
    .map((text, i) => (i === 0 ? { text, paint: eventPaint(p, o.palette) } : { text: ` · ${text}` }));
}

function pieceLine(p: DayPiece, timeWidth: number, o: AgendaOptions): string {
  const time = pieceTime(p, o.labels);
  const segments = o.fields ? fieldSegments(p, o.fields, o) : eventSegments(p, o);
  const prefix = `${INDENT}${fitTo(time, timeWidth)}${GAP}`;
  return `${prefix}${fitSegments(segments, Math.max(8, o.width - displayWidth(prefix))).text}`.trimEnd();
}

export function renderAgenda(byDay: ReadonlyMap<string, readonly DayPiece[]>, o: AgendaOptions): string {
  const { labels, palette } = o;
  const first = o.days[0];
  const last = o.days[o.days.length - 1];
  const lines = [palette.bold(truncate(`${labels.range(first, last)} · ${readableZone(o.zone)}`, o.width))];
  const shown = o.days.filter((d) => o.empty || (byDay.get(d)?.length ?? 0) > 0);
  const pieces = shown.flatMap((d) => byDay.get(d) ?? []);
  const timeWidth = Math.max(0, ...pieces.map((p) => displayWidth(pieceTime(p, labels))));
  for (const day of shown) {
    const heading = truncate(dayHeading(day, o), o.width);
    lines.push('', day === o.today ? palette.inverse(palette.bold(heading)) : palette.bold(heading));
    const dayPieces = byDay.get(day) ?? [];
    if (dayPieces.length === 0) lines.push(`${INDENT}${palette.dim(labels.noEvents)}`);
    for (const p of dayPieces) lines.push(pieceLine(p, timeWidth, o));
  }
  if (shown.length === 0) lines.push('', labels.noEvents);
  return `${lines.join('\n')}\n`;
}

export interface AgendaGroup {
  date: string;
  events: unknown[];
}

/** The agenda as data: a group per day (days without events only with `empty`), the API items as they came. */
export function agendaGroups(
  byDay: ReadonlyMap<string, readonly DayPiece[]>,
  days: readonly string[],
  empty: boolean,
): AgendaGroup[] {
  return days
    .map((date) => ({ date, events: (byDay.get(date) ?? []).map((p) => p.event.item) }))
    .filter((g) => empty || g.events.length > 0);
}
