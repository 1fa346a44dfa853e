// JSON import files: an array of items, or a list envelope (`{"events": [...], "total": …}`) as
// `list --raw` prints it; NDJSON: one item per line, streamed.
import { namesTecRoute } from '../../api/tec-site.js';
import type { Resource } from '../../spec/types.js';
import { RESOURCES } from '../../spec/routes.js';
import { CommandError } from '../../setup/errors.js';
import { itemFromObject } from './fields.js';
import type { ImportItem } from './item.js';
import { type LineDecoder, readLines } from './lines.js';

export function itemsFromJson(resource: Resource, text: string, source: string): ImportItem[] {
  // an empty file holds no items, as an empty CSV, NDJSON or iCalendar file
  if (text.replace(/^\uFEFF/, '').trim() === '') return [];
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (err) {
    throw new CommandError(
      `${source} is not valid JSON: ${(err as Error).message}`,
      'give --input-format ndjson for one JSON object per line',
    );
  }
  let list: unknown[];
  let key: string | undefined;
  if (Array.isArray(data)) list = data;
  else if (data && typeof data === 'object' && Array.isArray((data as Record<string, unknown>)[resource])) {
    key = resource;
    list = (data as Record<string, unknown[]>)[resource]!;
  } else if (data && typeof data === 'object') {
    // a list envelope of another resource (`{"events": […]}` given to `tags import`)
    const other = RESOURCES.find((r) => r !== resource && Array.isArray((data as Record<string, unknown>)[r]));
    if (other)
      throw new CommandError(
        `${source} holds ${other} (a {"${other}": [...]} envelope), not ${resource}`,
        `calev ${other} import ${source}`,
      );
    list = [data];
  } else
    throw new CommandError(`${source} holds no ${resource}: expected an array or a {"${resource}": [...]} envelope`);
  const lines = Array.isArray(data) || key ? elementLines(text, key) : [1];
  // `list --raw` of The Events Calendar: its envelope names the plugin's route (its venues and organizers do not)
  const fromTec = key !== undefined && namesTecRoute((data as Record<string, unknown>).rest_url);
  const items = list.map((value, i) => itemFromObject(resource, value, lines[i] ?? i + 1, { fromTec }));
  return withPositions(items);
}

/** Items that share their line with another (a file of one line) are told apart by their place in the file. */
function withPositions(items: ImportItem[]): ImportItem[] {
  const perLine = new Map<number, number>();
  for (const item of items) perLine.set(item.line, (perLine.get(item.line) ?? 0) + 1);
  return items.map((item, i) => (perLine.get(item.line)! > 1 ? { ...item, position: i + 1 } : item));
}

export async function* itemsFromNdjson(
  resource: Resource,
  chunks: AsyncIterable<Buffer | string>,
  decode?: LineDecoder,
): AsyncGenerator<ImportItem> {
  let line = 0;
  for await (const text of readLines(chunks, decode)) {
    line += 1;
    if (text.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (err) {
      yield { line, error: `not JSON: ${(err as Error).message}` };
      continue;
    }
    yield itemFromObject(resource, value, line);
  }
}

/**
 * The line where each element of the item array starts: the root array, or the array held by
 * the root object's member `key`. A small scanner, so errors can name lines of a pretty file.
 */
export function elementLines(text: string, key?: string): number[] {
  const lines: number[] = [];
  const stack: string[] = [];
  let line = 1;
  let inString = false;
  let escaped = false;
  let str = '';
  let lastString: string | undefined;
  let target = -1;
  let expectValue = false;
  for (const c of text) {
    if (c === '\n') line += 1;
    if (inString) {
      if (escaped) escaped = false;
      else if (c === '\\') escaped = true;
      else if (c === '"') {
        inString = false;
        lastString = str;
      } else str += c;
      continue;
    }
    if (stack.length === target && expectValue && !/[\s,\]]/.test(c)) {
      lines.push(line);
      expectValue = false;
    }
    if (c === '"') {
      inString = true;
      str = '';
    } else if (c === '[' || c === '{') {
      stack.push(c);
      const root = stack.length === 1 && key === undefined;
      const member = stack.length === 2 && stack[0] === '{' && key !== undefined && lastString === key;
      if (c === '[' && target === -1 && (root || member)) {
        target = stack.length;
        expectValue = true;
      }
    } else if (c === ']' || c === '}') {
      if (stack.length === target) target = -2;
      stack.pop();
    } else if (c === ',' && stack.length === target) expectValue = true;
  }
  return lines;
}
