// Bounded caches kept as a Map in least recently used order (a hit is deleted and set again, so
// it goes last) drop their oldest entries here, several in one pass.
//
// Dropping the first entry one at a time, `map.delete(map.keys().next().value)` on every insert
// of a full cache, is slow in V8: a Map keeps the slots of deleted entries, in order, until it is
// rehashed, and every new iterator walks over those at the front before it reaches the first live
// entry. With the deletes of a full cache and the moves of its hits, that walk grew to ~5 us an
// insert for 10 000 entries (0.2 us with a sixteenth dropped per pass); in `calev serve`, reads of
// events past the 10 000 it keeps paid it twice (event texts and kept answers).

/** What is dropped in one pass beyond the bound: a sixteenth of it (at least one entry). */
export function slackOf(max: number): number {
  return Math.max(1, max >> 4);
}

/**
 * Drops the oldest entries of `map` (the first in its order), one after another in one pass,
 * until `enough()` says so; `dropped` is told each one after it left the map.
 */
export function dropLeastRecent<K, V>(
  map: Map<K, V>,
  enough: () => boolean,
  dropped?: (key: K, value: V) => void,
): void {
  for (const [key, value] of map) {
    if (enough()) return;
    map.delete(key);
    dropped?.(key, value);
  }
}

/** Drops the oldest entries of `map` when it holds more than `max`: down to `max` less a slack. */
export function boundLeastRecent<K, V>(map: Map<K, V>, max: number, dropped?: (key: K, value: V) => void): void {
  if (map.size <= max) return;
  const keep = max - slackOf(max);
  dropLeastRecent(map, () => map.size <= keep, dropped);
}
