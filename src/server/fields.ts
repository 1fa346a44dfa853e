// `_fields` (API.md §1.7): trims a success body to the named dotted paths. Unlike the modelled
// API it descends into arrays, so `events.id` keeps the id of every listed event (§9 #16).

/** The paths a `_fields` value names (a list, or text split on commas). */
export function fieldList(v: unknown): string[] {
  const items = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
  return items
    .filter((s): s is string => typeof s === 'string')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Whether `_fields` keeps only the id: such a write's answer is `{"id": …}` whatever else its
 * representation holds, so it is not built (an import asks for no more).
 */
export function asksOnlyForId(fields: unknown): boolean {
  if (fields === undefined) return false;
  const list = fieldList(fields);
  return list.length > 0 && list.every((path) => path === 'id');
}

/** `true` keeps the whole value under that key. */
type FieldTree = Map<string, FieldTree | true>;

/** §1.7 `_fields`: keep only the named dotted paths, in the body's original key order; a step that meets an array applies the rest of the path to each element; unknown keys ignored. `paths` is already split into a list. An empty list (or only empty paths) leaves the body as it is. */
export function filterFields(body: unknown, paths: readonly string[]): unknown {
  const tree = fieldTree(paths);
  return tree.size === 0 ? body : pickFields(body, tree);
}

function fieldTree(paths: readonly string[]): FieldTree {
  const root: FieldTree = new Map();
  for (const path of paths) {
    if (path !== '') addPath(root, path.split('.'));
  }
  return root;
}

function addPath(root: FieldTree, steps: readonly string[]): void {
  let node = root;
  for (const [i, step] of steps.entries()) {
    const existing = node.get(step);
    // A shorter path already keeps everything below it.
    if (existing === true) return;
    if (i === steps.length - 1) {
      node.set(step, true);
      return;
    }
    const child: FieldTree = existing ?? new Map<string, FieldTree | true>();
    node.set(step, child);
    node = child;
  }
}

/** A scalar met by a longer path is kept whole, as the modelled API does (`title.rendered` keeps `title`). */
function pickFields(value: unknown, tree: FieldTree): unknown {
  if (Array.isArray(value)) return value.map((item) => pickFields(item, tree));
  if (typeof value !== 'object' || value === null) return value;
  const kept: [string, unknown][] = [];
  for (const [key, child] of Object.entries(value)) {
    const sub = tree.get(key);
    if (sub !== undefined) kept.push([key, sub === true ? child : pickFields(child, sub)]);
  }
  // fromEntries defines own properties, so a `__proto__` key in the body stays a plain key.
  return Object.fromEntries(kept);
}
