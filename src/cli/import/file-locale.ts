// What an import file owes to the machine that wrote it: its character encoding, and for CSV the
// order of its dates and its decimal mark. Spreadsheets: "CSV UTF-8" and Google Sheets write UTF-8
// (Excel with a BOM); Excel's plain "CSV" writes the Windows code page of the machine's language
// (Windows-1252 in Western Europe and the Americas, Shift_JIS in Japan, Windows-1251 for Cyrillic,
// GBK in mainland China), and its "Unicode text" UTF-16 with a BOM. Scripts: Python on Windows
// writes a file in the same code page unless told otherwise, Windows PowerShell 5 writes UTF-16
// with a BOM. A file that is not UTF-8 is read in the code page of the user's locale, as the
// program that wrote it did, and the import says so; `--encoding` names another.
import { isUtf8 } from 'node:buffer';
import { type DateOrder, isEncoding } from './formats.js';

/** The Windows code page of each language that has one other than Windows-1252. */
const CODE_PAGES: Record<string, string> = {
  ja: 'shift_jis',
  ko: 'euc-kr',
  th: 'windows-874',
  vi: 'windows-1258',
  el: 'windows-1253',
  he: 'windows-1255',
  ar: 'windows-1256',
  fa: 'windows-1256',
  ur: 'windows-1256',
  tr: 'windows-1254',
  az: 'windows-1254',
  et: 'windows-1257',
  lv: 'windows-1257',
  lt: 'windows-1257',
  ...Object.fromEntries(['bg', 'ru', 'uk', 'be', 'mk', 'sr', 'kk', 'ky', 'mn', 'tg'].map((l) => [l, 'windows-1251'])),
  ...Object.fromEntries(['pl', 'cs', 'sk', 'hu', 'hr', 'sl', 'ro', 'sq', 'bs'].map((l) => [l, 'windows-1250'])),
};

/**
 * The code page a spreadsheet on this user's machine writes: the charset a POSIX locale names
 * (`de_DE.ISO-8859-15`), else its language's Windows code page (`ja_JP.UTF-8`: Shift_JIS;
 * Traditional Chinese: Big5, Simplified: GBK), else that of calev's language, else Windows-1252.
 */
export function legacyEncoding(posixLocale: string | undefined, language: string | undefined): string {
  const posix = /^([a-z]{2,3})(?:_([A-Za-z]{2,4}))?(?:\.([^@]+))?/.exec(posixLocale ?? '');
  const charset = posix?.[3];
  if (charset !== undefined && !/^utf-?8$/i.test(charset) && isEncoding(charset)) return charset.toLowerCase();
  const [lang, region] = posix ? [posix[1], posix[2]?.toLowerCase()] : (language?.toLowerCase().split('-') ?? []);
  if (lang === undefined) return 'windows-1252';
  if (lang === 'zh') return ['tw', 'hk', 'mo', 'hant'].includes(region ?? '') ? 'big5' : 'gbk';
  return CODE_PAGES[lang] ?? 'windows-1252';
}

/** The note of a file read in a code page it did not name. */
export function guessedNote(encoding: string, line: number): string {
  return `read as ${encoding}, the code page of this locale: the file is not UTF-8 (line ${line}); --encoding NAME reads it in another`;
}

export interface DecodedText {
  text: string;
  /** the encoding the bytes were read in, as the Encoding Standard names it */
  encoding: string;
  /** why it is not UTF-8, when the file said nothing (no BOM, no --encoding): for a note */
  guessed?: { line: number };
}

/**
 * The file's text: in `given` where the user named one; in the encoding its byte order mark
 * names; in UTF-8 where its bytes are UTF-8 (`isText`: an iCalendar file's once its folds are
 * out); else in `fallback` (the locale's code page), with the line of the first byte that is not
 * UTF-8. A multi-byte code page the bytes do not fit (a stray byte in a Shift_JIS file) falls back
 * to Windows-1252, which reads every byte.
 */
export function decodeBytes(
  bytes: Buffer,
  given: string | undefined,
  fallback: () => string,
  isText: (bytes: Buffer) => boolean = isUtf8,
): DecodedText {
  if (given !== undefined) {
    const decoder = new TextDecoder(given);
    return { text: decoder.decode(bytes), encoding: decoder.encoding };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'utf-16be' };
  if (isText(bytes)) return { text: new TextDecoder('utf-8').decode(bytes), encoding: 'utf-8' };
  const decoder = legacyDecoder(bytes, fallback());
  return { text: decoder.decode(bytes), encoding: decoder.encoding, guessed: { line: lineOfFirstNonUtf8(bytes) } };
}

/**
 * A line reader's decoder for a streamed file (NDJSON) whose encoding the user did not name: a
 * line that is not UTF-8 in `fallback`; `guessed` is called with the first such line.
 */
export function lineDecoder(
  fallback: () => string,
  guessed: (line: number, encoding: string) => void,
): (bytes: Buffer, line: number) => string {
  let legacy: InstanceType<typeof TextDecoder> | undefined;
  return (bytes, line) => {
    if (isUtf8(bytes)) return bytes.toString('utf8');
    if (legacy === undefined) {
      legacy = legacyDecoder(bytes, fallback());
      guessed(line, legacy.encoding);
    }
    return legacy.decode(bytes);
  };
}

/** A stream's bytes as text in the encoding the user named (`--encoding`). */
export async function* decodedStream(chunks: AsyncIterable<Buffer | string>, encoding: string): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding);
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    if (text !== '') yield text;
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}

/** The locale's code page where these bytes fit it (a multi-byte one may not), else Windows-1252. */
function legacyDecoder(bytes: Buffer, fallback: string): InstanceType<typeof TextDecoder> {
  try {
    new TextDecoder(fallback, { fatal: true }).decode(bytes);
    return new TextDecoder(fallback);
  } catch {
    return new TextDecoder('windows-1252');
  }
}

/** The 1-based line of the first byte sequence that is not UTF-8. */
function lineOfFirstNonUtf8(bytes: Buffer): number {
  // line by line: no UTF-8 character holds the byte of a newline
  let line = 1;
  let start = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] !== 0x0a) continue;
    if (!isUtf8(bytes.subarray(start, i))) return line;
    line += 1;
    start = i + 1;
  }
  return line;
}

/**
 * How the user's locale (`LC_ALL`, `LC_TIME` or `LANG`: `fr_FR.UTF-8`) writes a date with the day
 * and month as numbers: day first (`fr_FR`, `en_GB`) or month first (`en_US`); undefined for
 * C/POSIX, and for locales that write the year first (`ja_JP`), whose spreadsheets do too.
 */
export function localeDateOrder(posixLocale: string | undefined): { order: DateOrder; locale: string } | undefined {
  const m = /^([a-z]{2,3})(?:_([A-Z]{2}|\d{3}))?(?=[.@]|$)/.exec(posixLocale ?? '');
  if (!m) return undefined;
  try {
    const parts = new Intl.DateTimeFormat(m[2] ? `${m[1]}-${m[2]}` : m[1], {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
    })
      .formatToParts(Date.UTC(2026, 11, 25))
      .map((p) => p.type)
      .filter((t) => t === 'year' || t === 'month' || t === 'day');
    if (parts[0] === 'year') return undefined;
    return { order: parts[0] === 'day' ? 'dmy' : 'mdy', locale: m[0] };
  } catch {
    return undefined;
  }
}

/** Does the user's locale (`LC_ALL`, `LC_NUMERIC` or `LANG`) write decimals with a comma (`de_DE`: 12,50)? */
export function localeDecimalComma(posixLocale: string | undefined): boolean {
  const m = /^([a-z]{2,3})(?:_([A-Z]{2}|\d{3}))?(?=[.@]|$)/.exec(posixLocale ?? '');
  if (!m) return false;
  try {
    const parts = new Intl.NumberFormat(m[2] ? `${m[1]}-${m[2]}` : m[1]).formatToParts(1.5);
    return parts.find((p) => p.type === 'decimal')?.value === ',';
  } catch {
    return false;
  }
}

/**
 * A cost as a spreadsheet of a decimal comma writes it (`12,50 €`, `10,5 – 20`) with the decimal
 * points the API reads (API.md §5.7 reads `12,50` as 12 and 50): a comma followed by one or two
 * digits and no more; `1,250` (a thousands comma) stays as it is.
 */
export function decimalPoints(cost: string): string {
  return cost.replace(/(\d),(\d{1,2})(?![\d,])/g, '$1.$2');
}

/** A cost as a spreadsheet of a decimal comma shows it (`12.50` as `12,50`): what decimalPoints reads back. */
export function decimalCommas(cost: string): string {
  return cost.replace(/(\d)\.(\d{1,2})(?![\d.])/g, '$1,$2');
}
