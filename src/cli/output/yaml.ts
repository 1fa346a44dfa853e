// A small YAML emitter for API data (JSON values only): block style, strings quoted only when a
// plain scalar would read as something else.

// YAML 1.1 readers (PyYAML, Ruby's Psych) also take dates and times (`2026-11-27 19:00:00` as a
// timestamp, `0000-00-00 00:00:00` as an error), sexagesimal numbers (`19:00` as 1140), binary
// numbers and the merge key: those are quoted too.
const AMBIGUOUS =
  /^(?:~|null|true|false|yes|no|on|off|y|n|[-+]?(?:\d[\d_]*)?\.?\d+(?:[eE][-+]?\d+)?|0x[0-9a-f]+|0o[0-7]+|0b[01_]+|[-+]?\.inf|\.nan|\d{4}-\d{1,2}-\d{1,2}(?:(?:t|\s+)\d{1,2}:\d{2}:\d{2}(?:\.\d*)?(?:\s*z|\s*[-+]\d{1,2}(?::\d{2})?)?)?|[-+]?\d[\d_]*(?::[0-5]?\d)+(?:\.[\d_]*)?|<<|=)$/i;

function scalar(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const s = typeof value === 'string' ? value : JSON.stringify(value);
  const plain =
    s !== '' &&
    !AMBIGUOUS.test(s) &&
    /^[^\s\-?:,[\]{}#&*!|>'"%@`]/.test(s) &&
    !/[\s]$/.test(s) &&
    !/: |:$| #|[\n\r\t]/.test(s) &&
    // eslint-disable-next-line no-control-regex -- control characters force the quoted form
    !/[\u0000-\u001f\u007f\u2028\u2029]/.test(s);
  // A JSON string is a valid YAML double-quoted scalar.
  return plain ? s : JSON.stringify(s);
}

function isEmpty(value: unknown): boolean {
  return Array.isArray(value)
    ? value.length === 0
    : typeof value === 'object' && value !== null && Object.keys(value).length === 0;
}

function isCollection(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !isEmpty(value);
}

function block(value: unknown, indent: string): string {
  if (Array.isArray(value)) {
    return value
      .map((item) => {
        if (!isCollection(item)) return `${indent}- ${inline(item)}\n`;
        // The first line of a nested block goes after the dash.
        const inner = block(item, `${indent}  `);
        return `${indent}- ${inner.slice(indent.length + 2)}`;
      })
      .join('');
  }
  return Object.entries(value as Record<string, unknown>)
    .map(([key, v]) =>
      isCollection(v)
        ? `${indent}${scalar(key)}:\n${block(v, `${indent}  `)}`
        : `${indent}${scalar(key)}: ${inline(v)}\n`,
    )
    .join('');
}

function inline(value: unknown): string {
  if (Array.isArray(value)) return '[]';
  if (typeof value === 'object' && value !== null) return '{}';
  return scalar(value);
}

export function toYaml(value: unknown): string {
  return isCollection(value) ? block(value, '') : `${inline(value)}\n`;
}
