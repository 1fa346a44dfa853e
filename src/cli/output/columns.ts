// The columns `table` and `csv` show per resource when --fields is not given (CLI.md §3).
import { readableZone, timezoneAbbr } from '../../domain/timezones.js';
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
  /** the item's name: it keeps more room than the other long texts (a table drops columns first) */
  name?: boolean;
  /** a table too narrow for all the columns leaves this one out, the lowest first */
  drop?: number;
  /** shorter texts of the column for a narrow table, shortest last (`items`: all the rows; `ui`:
   * the user's language, English when absent) */
  shorter?: (items: readonly unknown[], ui?: Ui) => Array<(item: unknown) => string>;
}

const text = (key: string, header: string, flex = false): Column => ({
  key,
  header,
  flex,
  cell: (item) => displayText(cellText(valueAt(item, key))),
});

/** The item's name column. */
const name = (key: string, header: string): Column => ({ ...text(key, header, true), name: true });

/** `column`, left out of a narrow table in the `order` given. */
const droppable = (column: Column, order: number): Column => ({ ...column, drop: order });

/** How much of an event date a table shows: a narrow one leaves out the zone, then the year. */
interface DateForm {
  zone: boolean;
  year: boolean;
}

const FULL_DATE: DateForm = { zone: true, year: true };
const DATE_FORMS: readonly DateForm[] = [
  { zone: false, year: true },
  { zone: false, year: false },
];

/** An event date in its own timezone: `2024-07-11 19:00 EDT`, the day alone when all-day; in
 * another language the locale's own form (`11 juil. 2024, 19:00 EDT`). A narrow table shows
 * `2024-07-11 19:00`, then `07-11 19:00` when every date of the column is in one year. */
const eventDate = (key: 'start_date' | 'end_date', header: string): Column => {
  const parts = (item: unknown) => {
    const e = item as Record<string, unknown>;
    const value = typeof e[key] === 'string' ? e[key] : '';
    const abbr = key === 'end_date' ? endAbbr(e) : e.timezone_abbr;
    const zone = typeof abbr === 'string' && abbr !== '' ? ` ${readableZone(abbr)}` : '';
    return { value, allDay: e.all_day === true, zone };
  };
  const english = (item: unknown, form: DateForm): string => {
    const { value, allDay, zone } = parts(item);
    if (value === '') return '';
    const day = form.year ? value.slice(0, 10) : value.slice(5, 10);
    if (allDay) return day;
    return `${day} ${value.slice(11, 16)}${form.zone ? zone : ''}`;
  };
  const local = (item: unknown, ui: Ui | undefined, form: DateForm): string => {
    const { value, allDay, zone } = parts(item);
    const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(value);
    if (!ui || !m) return english(item, form);
    // the wall-clock digits of the event's own zone, formatted as if UTC so nothing shifts
    const when = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]));
    const day: Intl.DateTimeFormatOptions = form.year ? { dateStyle: 'medium' } : { day: 'numeric', month: 'short' };
    const time: Intl.DateTimeFormatOptions = form.year
      ? { timeStyle: 'short' }
      : { hour: 'numeric', minute: '2-digit' };
    const format = allDay ? day : { ...day, ...time };
    return `${new Intl.DateTimeFormat(ui.locale, { ...format, timeZone: 'UTC' }).format(when)}${allDay || !form.zone ? '' : zone}`;
  };
  /** one year in the column: it goes without saying */
  const oneYear = (items: readonly unknown[]) =>
    new Set(items.map((item) => parts(item).value.slice(0, 4)).filter((y) => y !== '')).size <= 1;
  return {
    key,
    header,
    cell: (item) => english(item, FULL_DATE),
    localCell: (item, ui) => local(item, ui, FULL_DATE),
    shorter: (items, ui) =>
      DATE_FORMS.filter((form) => form.year || oneYear(items)).map((form) => (item: unknown) => local(item, ui, form)),
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
  const plain = name('title', 'TITLE');
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
    droppable(eventDate('end_date', 'END'), 2),
    droppable(text('venue.venue', 'VENUE', true), 1),
    droppable(text('status', 'STATUS'), 3),
  ],
  venues: [
    text('id', 'ID'),
    name('venue', 'NAME'),
    droppable(text('city', 'CITY', true), 2),
    droppable(text('country', 'COUNTRY'), 1),
    droppable(text('status', 'STATUS'), 3),
  ],
  organizers: [
    text('id', 'ID'),
    name('organizer', 'NAME'),
    droppable(text('email', 'EMAIL', true), 2),
    droppable(text('phone', 'PHONE'), 1),
    droppable(text('status', 'STATUS'), 3),
  ],
  categories: [
    text('id', 'ID'),
    name('name', 'NAME'),
    droppable(text('slug', 'SLUG', true), 1),
    droppable(text('parent', 'PARENT'), 2),
    text('count', 'EVENTS'),
  ],
  tags: [text('id', 'ID'), name('name', 'NAME'), droppable(text('slug', 'SLUG', true), 1), text('count', 'EVENTS')],
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
    const shorter = c.shorter;
    return {
      ...c,
      header: ui.tr(c.header),
      cell: local ? (item: unknown) => local(item, ui) : c.cell,
      shorter: shorter && ((items: readonly unknown[]) => shorter(items, ui)),
    };
  });
}

/** Columns for explicit --fields paths; the first long text is the item's name. */
export function fieldColumns(fields: readonly string[]): Column[] {
  const columns = fields.map((f) => ({ ...text(f, f.toUpperCase(), true), flex: !/^(id|status|count)$/.test(f) }));
  const first = columns.findIndex((c) => c.flex);
  return columns.map((c, i) => (i === first ? { ...c, name: true } : c));
}
