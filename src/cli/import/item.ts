// One item read from an import file, on its way to the API.
import type { Params } from '../../api/client.js';
import type { OccurrenceEdit } from './ics-series.js';

export interface ImportItem {
  /** the line of the file where the item starts (JSON: where its object starts) */
  line: number;
  /**
   * JSON: the item's place among the file's items (1 for the first), where it shares its line
   * with another item (a file of one line, as `export --output` writes it): `line` alone does
   * not tell them apart
   */
  position?: number;
  /** the write arguments; absent when the item could not be read */
  input?: Params;
  /**
   * finds the item again on a re-run: the slug it has or will have. Events without one are
   * created with the slug the site gives their title, and found again by title and start.
   */
  slug?: string;
  /**
   * events: recognises the item among the events on its start day when no event has `slug`
   * any more (an ICS event whose SUMMARY changed is still the event of its UID)
   */
  recognise?: (view: Record<string, unknown>) => boolean;
  /** venues, organizers and terms are also matched by name */
  name?: string;
  /**
   * categories: the parent category by slug or name (an export's `parent_slug`, or a `parent`
   * that is not an id), found in the target or among the file's own rows
   */
  parentRef?: string;
  /**
   * categories: the row's `id` in its file and its parent's (a `parent` given as an id), by which
   * a parent that is a row of the same file is found; and the API root its `urls.self` or
   * `rest_url` names (`http://host/wp-json/tribe/events/v1`): the site those ids are of
   */
  fileIds?: { id?: number; parent?: number; site?: string };
  /** why the item cannot be imported */
  error?: string;
  /** why the item is deliberately left out (it is not an error) */
  skip?: string;
  /** something the user should know (recurrence reduced to its first occurrence, …) */
  note?: string;
  /** items with the same chain are written one after the other, in file order (a series' master
   * before the edits of its occurrences); default: the slug or name */
  chain?: string;
  /** an edit of one occurrence of a series (iCalendar RECURRENCE-ID): updated, never created */
  occurrence?: OccurrenceEdit;
  /** a series: the days of its occurrences that the file edits on their own (RECURRENCE-ID) */
  editedDays?: string[];
  /**
   * events of calev's own JSON, NDJSON and CSV exports: the item's id there and its `post_parent`,
   * by which an occurrence's row is known as one of the file's series
   */
  exported?: { id?: number; parent?: number };
  /**
   * The Events Calendar's CSV: a venue or organizer named by digits is the one of that id where
   * the site has it, else one of that name (the plugin's importer, find_matching_post_id)
   */
  digitRefs?: boolean;
  /**
   * The Events Calendar's feed: an organizer whose name the site has none of is the one of its
   * e-mail address, where the site has one so (the feed names organizers by their shown names)
   */
  organizersByEmail?: boolean;
  /**
   * an event of The Events Calendar's feed: its post id and host (its UID), and its page (URL).
   * Imported into the site the feed came from, it is that event, which the import leaves as it is.
   */
  feedEvent?: { id: number; host: string; url?: string };
  /**
   * The Events Calendar's feed: the LOCATION line (`Town Hall, Place de l'Hôtel de Ville, Paris,
   * 75004, France`), the venue's name then its address; linked to the target's venue of that name
   * and address where there is one
   */
  tecLocation?: string;
}

/** the note of an item skipped because it holds what the file says already */
export const UNCHANGED = 'unchanged';

/** Where an item is in its file, for messages: `line 7`, or `line 1, item 3` on a line of several items. */
export function placeInFile(item: { line: number; position?: number }): string {
  return item.position === undefined ? `line ${item.line}` : `line ${item.line}, item ${item.position}`;
}
