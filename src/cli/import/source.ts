// Where an import reads from (a file or `-` for stdin) and in which format: the extension,
// `--input-format`, or for stdin and pipes a look at the first bytes. Items come out one at a time.
import { isUtf8 } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import type { Context } from '../../context.js';
import type { Resource } from '../../spec/types.js';
import { CommandError, UsageError } from '../../setup/errors.js';
import { INPUT_FORMATS, type InputFormat } from './formats.js';
import type { ImportItem } from './item.js';
import {
  decodeBytes,
  guessedNote,
  legacyEncoding,
  decodedStream,
  lineDecoder,
  localeDateOrder,
  localeDecimalComma,
} from './file-locale.js';
import type { DateOrder } from './formats.js';

export { INPUT_FORMATS, type InputFormat } from './formats.js';

const EXTENSIONS: Record<string, InputFormat> = {
  '.json': 'json',
  '.ndjson': 'ndjson',
  '.jsonl': 'ndjson',
  '.csv': 'csv',
  '.ics': 'ics',
  '.ical': 'ics',
  '.ifb': 'ics',
};

export interface ImportSource {
  /** the file name, or `stdin` */
  name: string;
  /** the file's size in bytes (undefined for stdin) */
  size?: number;
  /** bytes read so far */
  bytesRead: () => number;
  /** how many items there are, once known (files read whole) */
  total: () => number | undefined;
  /** the format the file is read as */
  format: InputFormat;
  items(): AsyncIterable<ImportItem>;
  /**
   * what the user should know of how the file was read, once it is: what it holds that is no item
   * (an iCalendar file's VTODOs), the encoding, separator and date order of a CSV file
   */
  notes: () => string[];
}

/** How a file is read where it does not say (CLI.md §5): `--encoding`; CSV: `--date-order`. */
export interface FileReading {
  encoding?: string;
  dateOrder?: DateOrder;
}

export function formatFromName(file: string): InputFormat | undefined {
  return EXTENSIONS[extname(file).toLowerCase()];
}

/** JSON, NDJSON, iCalendar or CSV, from the first bytes. */
export function sniffFormat(head: string): InputFormat {
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (/^BEGIN:VCALENDAR/i.test(text)) return 'ics';
  if (text.startsWith('[')) return 'json';
  if (text.startsWith('{')) {
    const firstLine = text.split('\n')[0];
    try {
      JSON.parse(firstLine);
      return 'ndjson';
    } catch {
      return 'json';
    }
  }
  return 'csv';
}

export async function openSource(
  file: string,
  given: InputFormat | undefined,
  resource: Resource,
  ctx: Context,
  reading: FileReading = {},
): Promise<ImportSource> {
  let format = given ?? (file === '-' ? undefined : formatFromName(file));
  let size: number | undefined;
  let raw: AsyncIterable<Buffer | string>;
  if (file === '-') {
    raw = ctx.io.stdin as AsyncIterable<Buffer | string>;
  } else {
    // A regular file has a size (the progress bar's measure); a pipe (`<(…)`, a named pipe,
    // /dev/stdin) is read as it comes, like stdin, its format from its name or its first bytes.
    let stream: boolean;
    try {
      const info = await stat(file);
      if (info.isDirectory()) throw new CommandError(`cannot read ${file}: it is a directory`);
      stream = !info.isFile();
      if (!stream) size = info.size;
    } catch (err) {
      if (err instanceof CommandError) throw err;
      throw new CommandError(
        `cannot read ${file}: ${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message}`,
      );
    }
    if (format === undefined && !stream) {
      throw new UsageError(
        `cannot tell the format of ${file} from its name`,
        `add --input-format ${INPUT_FORMATS.join('|')}`,
      );
    }
    // Opened when the first item is wanted, so a usage error below leaves nothing open.
    raw = (async function* () {
      yield* createReadStream(file);
    })();
  }
  let bytes = 0;
  let chunks: AsyncIterable<Buffer | string> = (async function* () {
    for await (const chunk of raw) {
      bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
      yield chunk;
    }
  })();
  if (format === undefined) {
    const iterator = chunks[Symbol.asyncIterator]();
    const first = await iterator.next();
    const head = first.done ? '' : String(first.value);
    format = sniffFormat(head);
    chunks = (async function* () {
      if (!first.done) yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    })();
  }
  if (format === 'ics' && resource !== 'events') throw new UsageError(`iCalendar files hold events, not ${resource}`);
  const name = file === '-' ? 'stdin' : file;
  const chosen = format;
  let total: number | undefined;
  const notes: string[] = [];
  return {
    name,
    size,
    bytesRead: () => bytes,
    total: () => total,
    format: chosen,
    notes: () => notes,
    async *items() {
      const env = ctx.env;
      const fallback = () => legacyEncoding(env.LC_ALL || env.LC_CTYPE || env.LANG, ctx.ui.locale);
      const given = reading.encoding;
      // each parser loads only for the files that need it (CLI start-up: csv-parse, ical.js)
      if (chosen === 'ndjson') {
        const { itemsFromNdjson } = await import('./json.js');
        const lines =
          given !== undefined
            ? itemsFromNdjson(resource, decodedStream(chunks, given))
            : itemsFromNdjson(
                resource,
                chunks,
                lineDecoder(fallback, (line, encoding) => notes.push(guessedNote(encoding, line))),
              );
        // their number, once the file is read: a progress bar then counts rows, not the bytes
        // read, which reach the file's size with its first chunk (100% from the first row of a
        // file under 64 KB)
        let n = 0;
        for await (const item of lines) {
          n++;
          yield item;
        }
        total = n;
        return;
      }
      if (chosen === 'csv') {
        yield* (await import('./csv.js')).itemsFromCsv(resource, chunks, {
          encoding: given,
          fallbackEncoding: fallback(),
          dateOrder: reading.dateOrder,
          localeDateOrder: localeDateOrder(env.LC_ALL || env.LC_TIME || env.LANG),
          localeDecimalComma: localeDecimalComma(env.LC_ALL || env.LC_NUMERIC || env.LANG),
          note: (text) => notes.push(text),
          counted: (rows) => (total = rows),
        });
        return;
      }
      const raw = await readAll(chunks);
      // Google folds an iCalendar line inside a character: its bytes are UTF-8 once unfolded
      const decoded = decodeBytes(raw, given, fallback, chosen === 'ics' ? (b) => isUtf8(unfolded(b)) : undefined);
      if (decoded.guessed) notes.push(guessedNote(decoded.encoding, decoded.guessed.line));
      let items: ImportItem[];
      if (chosen === 'json') items = (await import('./json.js')).itemsFromJson(resource, decoded.text, name);
      else {
        // an iCalendar file is unfolded before it is decoded (Google folds inside characters): it
        // goes to ics.ts as UTF-8 bytes
        const bytes = decoded.encoding === 'utf-8' ? raw : Buffer.from(decoded.text);
        const ics = await (
          await import('./ics.js')
        ).itemsFromIcs(
          (async function* () {
            yield bytes;
          })(),
          name,
        );
        items = ics.items;
        if (ics.leftOut) notes.push(ics.leftOut);
      }
      total = items.length;
      yield* items;
    },
  };
}

/** An iCalendar file's bytes without its folds (a line break and a space or tab). */
function unfolded(bytes: Buffer): Buffer {
  return Buffer.from(bytes.toString('latin1').replace(/\r?\n[ \t]/g, ''), 'latin1');
}

async function readAll(chunks: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(parts);
}
