// Which events a visitor sees: published, listed (not hidden from listings) events of a scope,
// read from the store's sorted per-status lists by binary search, never by a scan of the store.
import { withDescendants } from '../domain/categories.js';
import type { EventRecord, OrganizerRecord, TermRecord, VenueRecord } from '../store/records.js';
import { mergeSorted, type SortedEvents } from '../store/sorted-events.js';
import type { PageContext } from './context.js';
import type { Scope } from './paths.js';

export type ScopeItem =
  | { kind: 'all' }
  | { kind: 'category' | 'tag'; term: TermRecord }
  | { kind: 'venue'; venue: VenueRecord }
  | { kind: 'organizer'; organizer: OrganizerRecord };

/** The item a scope names, or null when there is none an anonymous visitor may see. */
export function resolveScope(ctx: PageContext, scope: Scope): ScopeItem | null {
  switch (scope.kind) {
    case 'all':
      return { kind: 'all' };
    case 'category':
    case 'tag': {
      const term = ctx.store.findBySlug(scope.kind === 'category' ? 'categories' : 'tags', scope.slug);
      return term ? { kind: scope.kind, term } : null;
    }
    case 'venue': {
      const venue = ctx.store.findBySlug('venues', scope.slug);
      return venue?.status === 'publish' ? { kind: 'venue', venue } : null;
    }
    case 'organizer': {
      const organizer = ctx.store.findBySlug('organizers', scope.slug);
      return organizer?.status === 'publish' ? { kind: 'organizer', organizer } : null;
    }
  }
}

/** The sorted lists that hold a scope's published, listed events (a category's descendants too). */
export function scopeLists(ctx: PageContext, item: ScopeItem): SortedEvents[] {
  const idx = ctx.store.indexes;
  switch (item.kind) {
    case 'all':
      return [idx.listableEvents('publish')];
    case 'category':
      return [...withDescendants(ctx.store, [item.term.id])].map((id) =>
        idx.listableLinkedEvents('categories', id, 'publish'),
      );
    case 'tag':
      return [idx.listableLinkedEvents('tags', item.term.id, 'publish')];
    case 'venue':
      return [idx.listableLinkedEvents('venues', item.venue.id, 'publish')];
    case 'organizer':
      return [idx.listableLinkedEvents('organizers', item.organizer.id, 'publish')];
  }
}

export interface Slice {
  events: EventRecord[];
  /** more events follow the slice */
  more: boolean;
}

function take(events: Iterable<EventRecord>, skip: number, count: number): Slice {
  const out: EventRecord[] = [];
  let n = 0;
  for (const e of events) {
    if (n++ < skip) continue;
    if (out.length === count) return { events: out, more: true };
    out.push(e);
  }
  return { events: out, more: false };
}

/** Events still running at `from` or starting later (end >= from), in list order: the list view (`from` = now, or the tribe-bar-date day). */
export function runningFrom(lists: readonly SortedEvents[], from: string, skip: number, count: number): Slice {
  const ranges = lists.map((l): [number, number] => [l.firstRunningAt(from), l.size]);
  return take(
    mergeSorted(lists, ranges, (e) => e.end >= from),
    skip,
    count,
  );
}

/** Events that ended before `now`, the latest start first (the past list). */
export function endedBefore(lists: readonly SortedEvents[], now: string, skip: number, count: number): Slice {
  const wanted = skip + count + 1;
  const found: EventRecord[] = [];
  for (const list of lists) {
    let kept = 0;
    for (let i = list.startBound(now, false) - 1; i >= 0 && kept < wanted; i--) {
      const e = list.at(i);
      if (e.end < now) {
        found.push(e);
        kept++;
      }
    }
  }
  found.sort((a, b) => (a.start > b.start ? -1 : a.start < b.start ? 1 : b.id - a.id));
  const unique = found.filter((e, i) => i === 0 || e.id !== found[i - 1].id);
  return take(unique, skip, count);
}

/** Every event that touches [from, to] (start <= to and end >= from), in list order: the month grid and the day view. */
export function overlapping(lists: readonly SortedEvents[], from: string, to: string): EventRecord[] {
  const ranges = lists.map((l): [number, number] => [l.firstRunningAt(from), l.startBound(to, true)]);
  return [...mergeSorted(lists, ranges, (e) => e.end >= from)];
}

/** A feed window: events starting at or after `start` (else still running at `now`), ending at or before `end` when given; at most `limit`. */
export function feedWindow(
  lists: readonly SortedEvents[],
  window: { start?: string; end?: string; now: string },
  limit: number,
): EventRecord[] {
  const { start, end } = window;
  const ranges = lists.map((l): [number, number] => [
    start !== undefined ? l.startBound(start, false) : l.firstRunningAt(window.now),
    end !== undefined ? l.startBound(end, true) : l.size,
  ]);
  const keep = (e: EventRecord) => (start !== undefined || e.end >= window.now) && (end === undefined || e.end <= end);
  return take(mergeSorted(lists, ranges, keep), 0, limit).events;
}
