// Turning API values into one-line cell text for tables and CSV (terminal text: src/views/terminal-text.ts).

/** The value at a dotted path; a step that meets an array continues in each element. */
export function valueAt(value: unknown, path: string): unknown {
  let current: unknown[] = [value];
  let spread = false;
  for (const step of path.split('.')) {
    const next: unknown[] = [];
    for (const v of current) {
      if (Array.isArray(v)) {
        spread = true;
        for (const item of v) if (item && typeof item === 'object') next.push((item as Record<string, unknown>)[step]);
      } else if (v && typeof v === 'object') {
        next.push((v as Record<string, unknown>)[step]);
      }
    }
    current = next.filter((v) => v !== undefined);
  }
  return spread ? current : current[0];
}

/** Plain one-line text of a value: lists joined with `, `, objects as compact JSON. */
export function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(cellText).join(', ');
  return JSON.stringify(value);
}
