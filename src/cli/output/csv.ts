// CSV rows with RFC 4180 quoting.

export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvRow(values: readonly string[]): string {
  return `${values.map(csvField).join(',')}\n`;
}
