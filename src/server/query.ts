// Query strings and form bodies (API.md §1.9) and the query part of emitted list URLs (§4.1).
// Decoding and encoding are delegated to WHATWG URLSearchParams, so parsing a URL we emitted
// gives back exactly the values we wrote.

export type ParamValue = string | ParamValue[] | { [key: string]: ParamValue };

/** Deeper names are dropped whole, like PHP's max_input_nesting_level: no request needs them. */
export const MAX_PARAM_DEPTH = 32;
/** Pairs after this many are ignored, so a 1 MiB body of `a[]=` cannot build a huge structure. */
export const MAX_PARAM_COUNT = 10_000;

/** Built in Maps so that keys such as `__proto__` are never looked up on a prototype. */
interface Branch {
  readonly children: Map<string, Node>;
  /** the key `name[]` appends under: one more than the largest index key so far */
  nextIndex: number;
}
type Node = string | Branch;

const INDEX_KEY = /^(?:0|[1-9]\d{0,15})$/;
const BRACKET_SEGMENT = /\[([^\]]*)\]/y;

/** §1.9 bracket nesting for a query string or form body ('a=1&b[]=2&venue[city]=X&organizer[0][organizer]=Y'): '+' is space, names percent-decoded before brackets are read, malformed % sequences stay literal, later plain a=2 replaces, objects whose keys are all non-negative integers become lists ordered by key, any depth. Never throws; objects have a null prototype and keep `__proto__`, `constructor` and `prototype` as ordinary own keys. */
export function parseQueryString(qs: string): Record<string, ParamValue> {
  const root: Branch = { children: new Map(), nextIndex: 0 };
  let count = 0;
  // URLSearchParams drops one leading '?', which is a legitimate name character in a form body.
  for (const [name, value] of new URLSearchParams(qs.startsWith('?') ? `&${qs}` : qs)) {
    count += 1;
    if (count > MAX_PARAM_COUNT) break;
    const path = splitName(name);
    if (path) assign(root, path, value);
  }
  return toRecord(root);
}

/** §4.1: serialize ordered [name, value] pairs like WHATWG URLSearchParams (space '+', ':' '%3A', ',' '%2C') */
export function serializeQuery(pairs: ReadonlyArray<readonly [string, string]>): string {
  return new URLSearchParams(pairs.map(([name, value]): [string, string] => [name, value])).toString();
}

/**
 * `venue[city]` -> ['venue', 'city'], `a[]` -> ['a', ''] ('' = append). Like PHP: a name without a
 * closed bracket is literal, text after the last closed bracket is ignored, an empty base is
 * skipped. null = ignore the pair.
 */
function splitName(name: string): string[] | null {
  const open = name.indexOf('[');
  if (open === -1) return name === '' ? null : [name];
  const segments: string[] = [];
  const segment = new RegExp(BRACKET_SEGMENT);
  segment.lastIndex = open;
  for (let match = segment.exec(name); match; match = segment.exec(name)) {
    if (segments.length === MAX_PARAM_DEPTH) return null;
    segments.push(match[1]);
  }
  if (segments.length === 0) return [name];
  return open === 0 ? null : [name.slice(0, open), ...segments];
}

function assign(root: Branch, path: readonly string[], value: string): void {
  let branch = root;
  for (const step of path.slice(0, -1)) {
    const key = keyFor(branch, step);
    const child = branch.children.get(key);
    if (child !== undefined && typeof child !== 'string') {
      branch = child;
      continue;
    }
    // A string in the way is replaced: later pairs win, as with a plain `a=2`.
    const fresh: Branch = { children: new Map(), nextIndex: 0 };
    setChild(branch, key, fresh);
    branch = fresh;
  }
  setChild(branch, keyFor(branch, path[path.length - 1]), value);
}

function keyFor(branch: Branch, step: string): string {
  return step === '' ? String(branch.nextIndex) : step;
}

function setChild(branch: Branch, key: string, node: Node): void {
  branch.children.set(key, node);
  if (isIndexKey(key)) branch.nextIndex = Math.max(branch.nextIndex, Number(key) + 1);
}

/** Canonical decimal within the safe-integer range (larger ones are names, as in PHP). */
function isIndexKey(key: string): boolean {
  return INDEX_KEY.test(key) && Number(key) <= Number.MAX_SAFE_INTEGER;
}

function toValue(node: Node): ParamValue {
  if (typeof node === 'string') return node;
  const keys = [...node.children.keys()];
  if (!keys.every(isIndexKey)) return toRecord(node);
  return keys.sort((a, b) => Number(a) - Number(b)).map((key) => toValue(node.children.get(key)!));
}

function toRecord(branch: Branch): Record<string, ParamValue> {
  const record = Object.create(null) as Record<string, ParamValue>;
  // Assignment is safe here: without a prototype there is no `__proto__` setter to reach.
  for (const [key, child] of branch.children) record[key] = toValue(child);
  return record;
}
