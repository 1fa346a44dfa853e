// The columns `table` and `csv` show per resource when --fields is not given (CLI.md §3).
import type { Resource } from '../../spec/types.js';
import { cellText, displayText, valueAt } from './cells.js';

export interface Column {
  /** dotted path: the CSV header and the value CSV writes */
  key: string;
  header: string;
  /** the text a table shows */
  cell(item: unknown): string;
  /** long text: shrinks first when the terminal is narrow */
  flex?: boolean;
}

const text = (key: string, header: string, flex = false): Column => ({
  key,
  header,
  flex,
  cell: (item) => displayText(cellText(valueAt(item, key))),
});

/** An event date in its own timezone: `2024-07-11 19:00 EDT`, the day alone when all-day. */
const eventDate = (key: 'start_date' | 'end_date', header: string): Column => ({
  key,
  header,
  cell(item) {
    const e = item as Record<string, unknown>;
    const value = typeof e[key] === 'string' ? (e[key] as string) : '';
    if (value === '') return '';
    if (e.all_day === true) return value.slice(0, 10);
    const zone = typeof e.timezone_abbr === 'string' && e.timezone_abbr !== '' ? ` ${e.timezone_abbr}` : '';
    return `${value.slice(0, 16)}${zone}`;
  },
});

export const COLUMNS: Record<Resource, Column[]> = {
  events: [text('id', 'ID'), text('title', 'TITLE', true), eventDate('start_date', 'START'), eventDate('end_date', 'END'), text('venue.venue', 'VENUE', true), text('status', 'STATUS')],
  venues: [text('id', 'ID'), text('venue', 'NAME', true), text('city', 'CITY', true), text('country', 'COUNTRY'), text('status', 'STATUS')],
  organizers: [text('id', 'ID'), text('organizer', 'NAME', true), text('email', 'EMAIL', true), text('phone', 'PHONE'), text('status', 'STATUS')],
  categories: [text('id', 'ID'), text('name', 'NAME', true), text('slug', 'SLUG', true), text('parent', 'PARENT'), text('count', 'EVENTS')],
  tags: [text('id', 'ID'), text('name', 'NAME', true), text('slug', 'SLUG', true), text('count', 'EVENTS')],
};

/** Columns for explicit --fields paths. */
export function fieldColumns(fields: readonly string[]): Column[] {
  return fields.map((f) => ({ ...text(f, f.toUpperCase(), true), flex: !/^(id|status|count)$/.test(f) }));
}
