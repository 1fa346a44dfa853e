// CSV import files: our field names as headers (`title`, `start_date`, `venue.venue`, …) or The
// Events Calendar importer's columns (src/cli/import/tec.ts), as spreadsheets write them: in the
// encoding of the machine that wrote them (file-locale.ts), with commas, or semicolons where
// the decimal mark is a comma (Excel in most of Europe and Latin America), or tabs; dates a/b/yyyy
// day first or month first. The file is read whole: its encoding, its separator and the order of
// its dates are known before its first row is written.
import { parse } from 'csv-parse/sync';
import type { Resource } from '../../spec/types.js';
import { itemFromRow } from './fields.js';
import type { ImportItem } from './item.js';
import type { DateOrder } from './formats.js';
import { headerKey, isTecHeader, itemFromTecRow, slashDateParts, tecDate, tecTime } from './tec.js';
import { decimalPoints, decodeBytes, guessedNote } from './file-locale.js';

export interface CsvOptions {
  /** `--encoding`: the file's character encoding, as the user named it */
  encoding?: string;
  /** the code page a file that is not UTF-8 is read in (the locale's) */
  fallbackEncoding: string;
  /** `--date-order` */
  dateOrder?: DateOrder;
  /** how the user's locale writes a date: day first (`fr_FR`) or month first (`en_US`), if it says */
  localeDateOrder?: { order: DateOrder; locale: string };
  /** the user's locale writes decimals with a comma (`de_DE`: 12,50) */
  localeDecimalComma?: boolean;
  /** what the user should know of how the file was read, once it is */
  note: (text: string) => void;
  /** how many rows the file holds, once it is read */
  counted?: (rows: number) => void;
}

interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

const SEPARATORS = [',', ';', '\t', '|'] as const;
const SEPARATOR_NAMES: Record<string, string> = { ';': 'semicolons', '\t': 'tabs', '|': 'vertical bars' };

export async function* itemsFromCsv(
  resource: Resource,
  chunks: AsyncIterable<Buffer | string>,
  options: CsvOptions,
): AsyncGenerator<ImportItem> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  const decoded = decodeBytes(Buffer.concat(parts), options.encoding, () => options.fallbackEncoding);
  if (decoded.guessed) options.note(guessedNote(decoded.encoding, decoded.guessed.line));
  const { text, delimiter, told } = dialect(decoded.text);
  if (!told && delimiter !== ',') options.note(`columns separated by ${SEPARATOR_NAMES[delimiter]}`);
  let records: ParsedRecord[];
  try {
    records = parse(text, {
      bom: true,
      delimiter,
      // Spreadsheets write loose CSV: stray quotes, rows longer than the header (the importer's samples).
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as ParsedRecord[];
  } catch (err) {
    const e = err as Error & { lines?: number };
    yield { line: e.lines ?? 1, error: `unreadable CSV: ${e.message}` };
    return;
  }
  const header = records[0];
  if (header === undefined) return;
  const headers = header.record.map((h) => h.trim());
  const tec = isTecHeader(resource, headers);
  // a file of semicolons comes from a spreadsheet whose decimal mark is a comma, as does a file of
  // a locale that writes 12,50
  const decimalComma = delimiter === ';' || options.localeDecimalComma === true;
  const rows = records.slice(1).flatMap(({ record, info }) => {
    if (record.every((cell) => cell.trim() === '')) return [];
    // info.lines is where the record ends; a quoted cell may span lines.
    const line = info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
    const row: Record<string, string> = {};
    headers.forEach((h, i) => {
      const cell = record[i];
      if (h !== '' && cell !== undefined)
        row[h] = decimalComma && COST_COLUMNS.has(headerKey(h)) ? decimalPoints(cell) : cell;
    });
    return [{ row, line }];
  });
  options.counted?.(rows.length);
  // a list's CSV of its default columns (`events list --format csv`: ids, dates and no zone); a
  // hand-written file without ids is meant in the target's zone
  const listed = ['id', 'start_date'].every((h) => headers.includes(h)) && !headers.includes('timezone');
  if (resource === 'events' && !tec && listed && rows.length)
    options.note(
      "the file has no timezone column: its dates are read in the target's timezone (`events export` writes each event's)",
    );
  if (resource !== 'events') {
    for (const { row, line } of rows)
      yield tec ? itemFromTecRow(resource, row, line) : itemFromRow(resource, row, line);
    return;
  }
  const dateColumns = headers.filter((h) =>
    tec ? ['eventstartdate', 'eventenddate'].includes(headerKey(h)) : OWN_DATE_COLUMNS.has(h),
  );
  const order = dateOrder(dateColumns, rows, options);
  for (const { row, line } of rows)
    yield tec
      ? itemFromTecRow(resource, row, line, order)
      : itemFromRow(resource, datesAsIso(row, dateColumns, order), line);
}

/** Our own layout's date columns: ISO as `export` writes them, or as a spreadsheet wrote them back. */
const OWN_DATE_COLUMNS = new Set(['start_date', 'end_date']);

/**
 * A date of our own layout as a spreadsheet writes it back (Excel saves `2030-05-04 20:00:00` as
 * `04/05/2030 20:00` in France, `04.05.2030 20:00` in Germany, `2030/5/4 20:00` in Japan and
 * `5/4/2030 8:00 PM` in the United States): its date made ISO in the file's order and its time
 * read as the importer's columns are (`7:30 p. m.`). The API reads `04/05/2030` month first and
 * refuses `25/12/2030`.
 */
function datesAsIso(row: Record<string, string>, columns: string[], order: DateOrder): Record<string, string> {
  let out = row;
  for (const column of columns) {
    const match = /^\s*(\d{1,2}[/.-]\d{1,2}[/.-]\d{4}|\d{4}[/.]\d{1,2}[/.]\d{1,2})(?:\s+(.*?))?\s*$/s.exec(
      row[column] ?? '',
    );
    const date = match && tecDate(match[1], order);
    if (!date) continue;
    const time = match[2] === undefined ? '' : (tecTime(match[2]) ?? match[2]);
    out = { ...out, [column]: time === '' ? date : `${date} ${time}` };
  }
  return out;
}

const COST_COLUMNS = new Set(['cost', 'eventcost']);

/**
 * The separator: the one a first line `sep=;` names (Excel's own hint, taken out of the text
 * with its line kept blank), else the one that splits the header row into the most known
 * columns, then into the most columns; a comma where none does better.
 */
function dialect(text: string): { text: string; delimiter: string; told: boolean } {
  const sep = /^\uFEFF?"?sep=(.)"?[ \t]*(?=\r?\n|$)/i.exec(text);
  if (sep) return { text: text.slice(sep[0].length), delimiter: sep[1] ?? ',', told: true };
  const firstLine = /^[^\r\n]*/.exec(text.replace(/^\uFEFF/, ''))![0];
  let best = { delimiter: ',', known: -1, columns: 0 };
  for (const delimiter of SEPARATORS) {
    let columns: string[];
    try {
      const parsed: string[][] = parse(firstLine, { delimiter, relax_quotes: true, relax_column_count: true });
      columns = parsed[0] ?? [];
    } catch {
      continue;
    }
    const known = columns.filter((c) => knownColumn(c.trim())).length;
    if (known > best.known || (known === best.known && columns.length > best.columns))
      best = { delimiter, known, columns: columns.length };
  }
  return { text, delimiter: best.delimiter, told: false };
}

/** A header calev reads: a field name (`title`, `venue.venue`) or one of the importer's columns. */
function knownColumn(header: string): boolean {
  return /^[a-z_]+(?:\.[a-z_]+)*$/.test(header) || /^(?:event|venue|organizer)/.test(headerKey(header));
}

/**
 * How the file's dates `a/b/yyyy` are read: as `--date-order` says; else as the file shows, where
 * one of its dates can be read only one way (`25/12/2026` is day first); else as the user's locale
 * writes dates, where it writes the day first (a note says so); else month first, as the importer
 * reads them.
 */
function dateOrder(
  dateColumns: string[],
  rows: Array<{ row: Record<string, string>; line: number }>,
  options: CsvOptions,
): DateOrder {
  if (options.dateOrder !== undefined) return options.dateOrder;
  const seen: Partial<Record<DateOrder, { cell: string; line: number }>> = {};
  let ambiguous: { cell: string; line: number } | undefined;
  for (const { row, line } of rows)
    for (const column of dateColumns) {
      // the date of a cell that holds its time too (our own layout's start_date)
      const cell = (row[column]?.trim() ?? '').split(/\s+/)[0];
      const parts = slashDateParts(cell);
      if (parts === null) continue;
      const [a, b] = parts;
      if (a > 12 && b <= 12) seen.dmy ??= { cell, line };
      else if (b > 12 && a <= 12) seen.mdy ??= { cell, line };
      else if (a !== b) ambiguous ??= { cell, line };
    }
  if (seen.dmy && !seen.mdy) {
    options.note(
      `dates read day first, as ${seen.dmy.cell} on line ${seen.dmy.line} shows; --date-order mdy reads them month first`,
    );
    return 'dmy';
  }
  if (seen.mdy || ambiguous === undefined) return 'mdy';
  const locale = options.localeDateOrder;
  if (locale?.order !== 'dmy') return 'mdy';
  options.note(
    `dates read day first (${ambiguous.cell} on line ${ambiguous.line} as ${tecDate(ambiguous.cell, 'dmy')}), as the locale ${locale.locale} writes them; --date-order mdy reads them month first`,
  );
  return 'dmy';
}
