// The CSV columns `export --format csv` writes per resource (API field names, dotted for nested
// ones), and how a list sits in one cell. `import` reads the same columns back.
import type { Resource } from '../../spec/types.js';
import { cellText, valueAt } from '../output/cells.js';
import { recurrenceText } from '../../recurrence/rule-text.js';

export const EXPORT_COLUMNS: Record<Resource, readonly string[]> = {
  events: [
    'id',
    'slug',
    'title',
    'status',
    // the publication date, which import sends back for a scheduled event (status future)
    'date_utc',
    'start_date',
    'end_date',
    'all_day',
    'timezone',
    'description',
    'excerpt',
    'cost',
    'website',
    'url',
    'featured',
    'sticky',
    'hide_from_listings',
    'show_map',
    'show_map_link',
    'image.url',
    'venue.venue',
    // the slugs of the linked items, by which an import links these and not others of the same name
    'venue.slug',
    'venue.address',
    'venue.city',
    'venue.state',
    'venue.province',
    'venue.zip',
    'venue.country',
    'venue.phone',
    'venue.website',
    'organizer.organizer',
    'organizer.slug',
    'organizer.email',
    'organizer.phone',
    'organizer.website',
    'categories.name',
    'categories.slug',
    'tags.name',
    'tags.slug',
    'recurrence',
    'post_parent',
  ],
  venues: [
    'id',
    'slug',
    'venue',
    'status',
    'address',
    'city',
    'state',
    'province',
    'stateprovince',
    'zip',
    'country',
    'phone',
    'website',
    'url',
    'description',
    'show_map',
    'show_map_link',
    'image.url',
  ],
  organizers: ['id', 'slug', 'organizer', 'status', 'email', 'phone', 'website', 'url', 'description', 'image.url'],
  categories: ['id', 'slug', 'name', 'description', 'parent', 'parent_slug'],
  tags: ['id', 'slug', 'name', 'description'],
};

/** Columns holding one value per linked item (organizers, terms). */
export function isListColumn(resource: Resource, column: string): boolean {
  return resource === 'events' && /^(organizer|categories|tags)(\.|$)/.test(column);
}

/**
 * A list in one cell: `a, b` when that reads back unambiguously, else a JSON array (an item
 * with a comma, an empty item).
 */
export function listCell(values: readonly string[]): string {
  if (values.length === 0) return '';
  const plain = values.every((v) => v !== '' && !v.includes(',') && v === v.trim()) && !values[0].startsWith('[');
  return plain ? values.join(', ') : JSON.stringify(values);
}

/** The inverse of listCell; a plain cell is split on commas. */
export function parseListCell(cell: string): string[] {
  const text = cell.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.map((v) => (v === null ? '' : String(v)));
    } catch {
      // Not JSON after all: read it as a plain list.
    }
  }
  return text === ''
    ? []
    : text
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
}

/** The cell text of one column of an item. */
export function exportCell(resource: Resource, item: unknown, column: string): string {
  // a series' rule as RFC 5545 lines, which import sends back as they are (API.md §7.1)
  if (resource === 'events' && column === 'recurrence') {
    const rec = valueAt(item, column) as Parameters<typeof recurrenceText>[0] | null | undefined;
    return rec && Array.isArray(rec.rules) ? recurrenceText(rec) : '';
  }
  if (!isListColumn(resource, column)) return cellText(valueAt(item, column));
  const [base, key] = column.split('.', 2) as [string, string | undefined];
  const list = valueAt(item, base);
  // One entry per linked item, empty where it lacks the key, so columns stay aligned.
  const values = (Array.isArray(list) ? list : []).map((v) =>
    cellText(key === undefined ? v : (v as Record<string, unknown> | null)?.[key]),
  );
  return values.every((v) => v === '') ? '' : listCell(values);
}
