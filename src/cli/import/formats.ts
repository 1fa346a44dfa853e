// The formats `import` reads; apart from source.ts so that building the commands does not load it.
export const INPUT_FORMATS = ['json', 'ndjson', 'csv', 'ics'] as const;
export type InputFormat = (typeof INPUT_FORMATS)[number];

/** How a CSV file's dates `a/b/yyyy` are read (`--date-order`): month first, as The Events
 * Calendar's importer reads them (`11/19/2014`), or day first. */
export const DATE_ORDERS = ['mdy', 'dmy'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

/** `--encoding NAME`: a label the WHATWG Encoding Standard knows (utf-8, windows-1252, shift_jis, …). */
export function isEncoding(label: string): boolean {
  try {
    new TextDecoder(label);
    return true;
  } catch {
    return false;
  }
}
