// CSV import files, streamed through csv-parse: our field names as headers (`title`,
// `start_date`, `venue.venue`, …) or The Events Calendar importer's columns (src/cli/import/tec.ts).
import { parse } from 'csv-parse';
import { Readable } from 'node:stream';
import type { Resource } from '../../spec/types.js';
import { itemFromRow } from './fields.js';
import type { ImportItem } from './item.js';
import { isTecHeader, itemFromTecRow } from './tec.js';

interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

export async function* itemsFromCsv(
  resource: Resource,
  chunks: AsyncIterable<Buffer | string>,
): AsyncGenerator<ImportItem> {
  // Spreadsheets write loose CSV: stray quotes, rows longer than the header (the importer's samples).
  const parser = Readable.from(chunks).pipe(
    parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: true }),
  );
  let headers: string[] | undefined;
  let tec = false;
  let lastLine = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<ParsedRecord>) {
      // info.lines is where the record ends; a quoted cell may span lines.
      const line = info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
      lastLine = info.lines;
      if (!headers) {
        headers = record.map((h) => h.trim());
        tec = isTecHeader(resource, headers);
        continue;
      }
      if (record.every((cell) => cell.trim() === '')) continue;
      const row: Record<string, string> = {};
      headers.forEach((h, i) => {
        if (h !== '' && record[i] !== undefined) row[h] = record[i]!;
      });
      yield tec ? itemFromTecRow(resource, row, line) : itemFromRow(resource, row, line);
    }
  } catch (err) {
    const e = err as Error & { lines?: number };
    yield { line: e.lines ?? lastLine + 1, error: `unreadable CSV: ${e.message}` };
  }
}
