// The category tree: a category filter or archive also holds the events of its descendants.
import type { RecordReader } from './view-context.js';

/** Category ids of `ids` and all their descendants. */
export function withDescendants(store: Pick<RecordReader, 'all'>, ids: Iterable<number>): Set<number> {
  const out = new Set(ids);
  const children = new Map<number, number[]>();
  for (const c of store.all('categories')) {
    if (!c.parent) continue;
    const list = children.get(c.parent) ?? [];
    list.push(c.id);
    children.set(c.parent, list);
  }
  const queue = [...out];
  while (queue.length) {
    for (const child of children.get(queue.pop()!) ?? []) {
      if (!out.has(child)) {
        out.add(child);
        queue.push(child);
      }
    }
  }
  return out;
}
