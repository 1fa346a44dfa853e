// CSV rows with RFC 4180 quoting.

/** `separator`: a comma, or the semicolon Excel writes where the decimal mark is a comma */
export function csvField(value: string, separator = ','): string {
  return /["\r\n]/.test(value) || value.includes(separator) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvRow(values: readonly string[], separator = ','): string {
  return `${values.map((v) => csvField(v, separator)).join(separator)}\n`;
}
