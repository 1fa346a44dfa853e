// The shapes an event's `venue` and `organizer` values may take (API.md §5.3).

export type LinkItem =
  | { kind: 'id'; id: number }
  /** nested data to create (or reuse) a venue/organizer */
  | { kind: 'new'; fields: Record<string, unknown> }
  | { kind: 'invalid' };

const DIGITS = /^\d+$/;

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function parseItem(item: unknown, nameKey: 'venue' | 'organizer'): LinkItem {
  if (typeof item === 'number')
    return Number.isInteger(item) && item > 0 ? { kind: 'id', id: item } : { kind: 'invalid' };
  if (typeof item === 'string')
    return DIGITS.test(item.trim()) && Number(item) > 0 ? { kind: 'id', id: Number(item) } : { kind: 'invalid' };
  if (isPlainObject(item)) {
    const id = item.id;
    if (id !== undefined && id !== null) {
      if (typeof id === 'number' && Number.isInteger(id) && id > 0) return { kind: 'id', id };
      if (typeof id === 'string' && DIGITS.test(id) && Number(id) > 0) return { kind: 'id', id: Number(id) };
      return { kind: 'invalid' };
    }
    return nameKey in item ? { kind: 'new', fields: item } : { kind: 'invalid' };
  }
  return { kind: 'invalid' };
}

function isNone(v: unknown): boolean {
  return v === '' || v === 0 || v === '0' || (Array.isArray(v) && v.length === 0);
}

/** §1.10 list rule, the same for JSON arrays, bracket lists and CSV strings: empty items are dropped. */
function withoutEmptyItems(items: unknown[]): unknown[] {
  return items.filter((item) => !(typeof item === 'string' && item.trim() === ''));
}

/** Event `venue`: null = unlink; one item otherwise. */
export function parseVenueLink(value: unknown): LinkItem | null {
  if (isNone(value)) return null;
  if (Array.isArray(value)) {
    const items = withoutEmptyItems(value);
    if (items.length === 0) return null;
    if (items.length !== 1) return { kind: 'invalid' };
    return isNone(items[0]) ? null : parseItem(items[0], 'venue');
  }
  return parseItem(value, 'venue');
}

/** Event `organizer`: the list that replaces the links ([] = unlink all). */
export function parseOrganizerLinks(value: unknown): LinkItem[] {
  if (isNone(value)) return [];
  let items: unknown[];
  if (Array.isArray(value)) items = withoutEmptyItems(value);
  else if (typeof value === 'string') items = withoutEmptyItems(value.split(','));
  else items = [value];
  return items.map((item) => parseItem(item, 'organizer'));
}
