// For sites whose updates reset omitted fields (The Events Calendar): the write arguments of an
// item, read back from its representation, so an update can send them all.
import type { Params, ParamValue } from '../../api/client.js';
import type { ArgSpec } from '../../spec/types.js';

/** Never sent back: the item keeps them anyway, or we cannot know them (password). */
const NOT_SENT = new Set(['slug', 'password', 'author', 'date_utc']);

/** A linked item or image by its id; lists of them as lists of ids. */
function asInput(value: unknown): ParamValue | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    const ids = value.map(asInput);
    return ids.every((v) => v !== undefined) ? ids : undefined;
  }
  if (typeof value === 'object') {
    const id = (value as Record<string, unknown>).id;
    return typeof id === 'number' || typeof id === 'string' ? id : undefined;
  }
  return value as ParamValue;
}

/** The current values of the endpoint's write arguments, taken from the item as the API shows it. */
export function currentInput(view: unknown, writeArgs: readonly ArgSpec[]): Params {
  const item = (view && typeof view === 'object' ? view : {}) as Record<string, unknown>;
  const input: Params = {};
  for (const arg of writeArgs) {
    if (arg.path || NOT_SENT.has(arg.name) || !(arg.name in item)) continue;
    const raw = item[arg.name];
    // An image is `false` and a venue `[]` when there is none: nothing to keep.
    if (raw === false && arg.name === 'image') continue;
    if (Array.isArray(raw) && raw.length === 0 && arg.kind === 'any') continue;
    const value = asInput(raw);
    if (value !== undefined) input[arg.name] = value;
  }
  return input;
}
