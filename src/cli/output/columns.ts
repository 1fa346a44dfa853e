// The columns `table` and `csv` show per resource when --fields is not given (CLI.md §3).
import { timezoneAbbr } from '../../domain/timezones.js';
import type { Resource } from '../../spec/types.js';
import type { Ui } from '../../setup/i18n.js';
import { displayText } from '../../views/display-text.js';
import { cellText, valueAt } from './cells.js';

export interface Column {
  /** dotted path: the CSV header and the value CSV writes */
  key: string;
  header: string;
  /** the text a table shows */
  cell: (item: unknown) => string;
  /** the text a table shows to a user of another language than English (dates in their locale) */
  localCell?: (item: unknown, ui: Ui) => string;
  /** long text: shrinks first when the terminal is narrow */
  flex?: boolean;
}

const text = (key: string, header: string, flex = false): Column => ({
  key,
  header,
  flex,
  cell: (item) => displayText(cellText(valueAt(item, key))),
});

/** An event date in its own timezone: `2024-07-11 19:00 EDT`, the day alone when all-day; in
 * another language the locale's own form (`11 juil. 2024, 19:00 EDT`). */
const eventDate = (key: 'start_date' | 'end_date', header: string): Column => {
  const parts = (item: unknown) => {
    const e = item as Record<string, unknown>;
    const value = typeof e[key] === 'string' ? e[key] : '';
    const abbr = key === 'end_date' ? endAbbr(e) : e.timezone_abbr;
    const zone = typeof abbr === 'string' && abbr !== '' ? ` ${abbr}` : '';
    return { value, allDay: e.all_day === true, zone };
  };
  const cell = (item: unknown): string => {
    const { value, allDay, zone } = parts(item);
    if (value === '') return '';
    if (allDay) return value.slice(0, 10);
    return `${value.slice(0, 16)}${zone}`;
  };
  return {
    key,
    header,
    cell,
    localCell(item, ui) {
      const { value, allDay, zone } = parts(item);
      const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(value);
      if (!m) return cell(item);
      // the wall-clock digits of the event's own zone, formatted as if UTC so nothing shifts
      const when = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]));
      const format = allDay
        ? { dateStyle: 'medium' as const }
        : { dateStyle: 'medium' as const, timeStyle: 'short' as const };
      return `${new Intl.DateTimeFormat(ui.locale, { ...format, timeZone: 'UTC' }).format(when)}${allDay ? '' : zone}`;
    },
  };
};

/**
 * The zone's name at the end of an event: `timezone_abbr` is the one at its start, which an event
 * over a change of offset (EST to EDT) does not keep; then it is the zone's name at the end.
 */
function endAbbr(e: Record<string, unknown>): unknown {
  const { timezone, start_date, utc_start_date, end_date, utc_end_date } = e;
  const texts = [timezone, start_date, utc_start_date, end_date, utc_end_date];
  if (!texts.every((t): t is string => typeof t === 'string' && t !== '')) return e.timezone_abbr;
  const offset = (local: string, utc: string) =>
    Date.parse(`${local.replace(' ', 'T')}Z`) - Date.parse(`${utc.replace(' ', 'T')}Z`);
  const [tz, start, utcStart, end, utcEnd] = texts;
  if (offset(start, utcStart) === offset(end, utcEnd)) return e.timezone_abbr;
  try {
    return timezoneAbbr(tz, utcEnd);
  } catch {
    return e.timezone_abbr; // a zone this machine does not know
  }
}

/** The series marker of an event title (API.md §7.1): a master (it has a recurrence) or an event
 * of a series (it has a parent). CSV still writes the title alone. */
export const SERIES_MARKER = '↻ ';

const eventTitle = (): Column => {
  const plain = text('title', 'TITLE', true);
  return {
    ...plain,
    cell: (item) => {
      const e = item as Record<string, unknown>;
      const inSeries = (e.recurrence !== null && typeof e.recurrence === 'object') || (e.post_parent ?? 0) !== 0;
      return `${inSeries ? SERIES_MARKER : ''}${plain.cell(item)}`;
    },
  };
};

export const COLUMNS: Record<Resource, Column[]> = {
  events: [
    text('id', 'ID'),
    eventTitle(),
    eventDate('start_date', 'START'),
    eventDate('end_date', 'END'),
    text('venue.venue', 'VENUE', true),
    text('status', 'STATUS'),
  ],
  venues: [
    text('id', 'ID'),
    text('venue', 'NAME', true),
    text('city', 'CITY', true),
    text('country', 'COUNTRY'),
    text('status', 'STATUS'),
  ],
  organizers: [
    text('id', 'ID'),
    text('organizer', 'NAME', true),
    text('email', 'EMAIL', true),
    text('phone', 'PHONE'),
    text('status', 'STATUS'),
  ],
  categories: [
    text('id', 'ID'),
    text('name', 'NAME', true),
    text('slug', 'SLUG', true),
    text('parent', 'PARENT'),
    text('count', 'EVENTS'),
  ],
  tags: [text('id', 'ID'), text('name', 'NAME', true), text('slug', 'SLUG', true), text('count', 'EVENTS')],
};

/** The table headers, English source texts of the catalogues. */
export const COLUMN_HEADERS: ReadonlySet<string> = new Set(
  Object.values(COLUMNS).flatMap((cols) => cols.map((c) => c.header)),
);

/** Columns for a user of another language: headers translated, dates in their locale. */
export function localizedColumns(columns: readonly Column[], ui: Ui): Column[] {
  if (ui.lang === 'en') return [...columns];
  return columns.map((c) => {
    const local = c.localCell;
    return { ...c, header: ui.tr(c.header), cell: local ? (item: unknown) => local(item, ui) : c.cell };
  });
}

/** Columns for explicit --fields paths. */
export function fieldColumns(fields: readonly string[]): Column[] {
  return fields.map((f) => ({ ...text(f, f.toUpperCase(), true), flex: !/^(id|status|count)$/.test(f) }));
}
