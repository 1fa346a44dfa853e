// Which resource a file's first row is of, when an import of another resource failed every row
// (a TEC venues file given to `events import`: "missing title, start_date, end_date" ten times):
// the hint names the command that takes it.
import { open } from 'node:fs/promises';
import type { Resource } from '../../spec/types.js';

/** The columns of The Events Calendar's CSV importer, and calev's own field names, per resource. */
const MARKS: ReadonlyArray<[Resource, RegExp]> = [
  ['events', /^(?:event name|event start date|title|start_date)$/i],
  ['venues', /^(?:venue name|venue)$/i],
  ['organizers', /^(?:organizer name|organizer)$/i],
];

/** The resource the file's first row names by its columns or keys; undefined where unsure. */
export async function fileResource(path: string): Promise<Resource | undefined> {
  if (path === '-') return undefined;
  let head: string;
  try {
    const handle = await open(path, 'r');
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(16_384), 0, 16_384, 0);
      head = buffer
        .subarray(0, bytesRead)
        .toString('utf8')
        .replace(/^\uFEFF/, '');
    } finally {
      await handle.close();
    }
  } catch {
    return undefined;
  }
  const first = head.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const names = keysOf(first) ?? first.split(/[,;\t]/).map((n) => n.trim().replace(/^"|"$/g, ''));
  // the first resource a name marks, events before the rest (an event row names its venue too)
  for (const [resource, mark] of MARKS) if (names.some((n) => mark.test(n))) return resource;
  return undefined;
}

/** The keys of a JSON object on the line (NDJSON, or the first item of a JSON array). */
function keysOf(line: string): string[] | undefined {
  const text = line
    .trim()
    .replace(/^\[\s*/, '')
    .replace(/,\s*$/, '');
  if (!text.startsWith('{')) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : undefined;
  } catch {
    return undefined;
  }
}
