// Events kept in list order (API.md §4.2.5: local start ascending, then id), so that a date window
// is two binary searches and a page is a slice. Start and end are local wall clocks, which
// compare correctly as strings.
import type { EventRecord } from './records.js';

/** -1, 0, 1: `a` before, equal to, after (start, id) */
function compare(a: EventRecord, start: string, id: number): number {
  if (a.start < start) return -1;
  if (a.start > start) return 1;
  return a.id - id;
}

const SECOND_MS = 1000;

/** A wall clock as milliseconds of a UTC clock (no validation: stored wall clocks are valid). */
function wallMs(wall: string): number {
  const year = Number(wall.slice(0, 4));
  // Date.UTC reads years 0–99 as 1900–1999; only those need the slower exact way
  if (year >= 100) return Date.UTC(year, Number(wall.slice(5, 7)) - 1, Number(wall.slice(8, 10)), Number(wall.slice(11, 13)), Number(wall.slice(14, 16)), Number(wall.slice(17, 19)));
  const d = new Date(0);
  d.setUTCFullYear(Number(wall.slice(0, 4)), Number(wall.slice(5, 7)) - 1, Number(wall.slice(8, 10)));
  d.setUTCHours(Number(wall.slice(11, 13)), Number(wall.slice(14, 16)), Number(wall.slice(17, 19)), 0);
  return d.getTime();
}

/** How long an event lasts, only to bound how far it reaches past its start. */
export function spanOf(e: EventRecord): number {
  return e.end <= e.start ? 0 : wallMs(e.end) - wallMs(e.start) + SECOND_MS;
}

export class SortedEvents {
  private items: EventRecord[] = [];
  /** no item lasts longer than this (ms; only ever raised until the next rebuild) */
  private maxSpan = 0;
  /** some item ends before it starts (only hand-edited data can); end bounds then say nothing about starts */
  backwards = false;

  /** `spans`: keep the bound countEndingAfter needs (costs a little on every insert) */
  constructor(private readonly spans = false) {}

  /** a list of records already in list order (taken over, not copied), with their longest span
   * and whether one ends before it starts */
  static ofSorted(records: EventRecord[], spans: boolean, maxSpan: number, backwards: boolean): SortedEvents {
    const list = new SortedEvents(spans);
    list.items = records;
    list.maxSpan = spans ? maxSpan : 0;
    list.backwards = backwards;
    return list;
  }

  get size(): number {
    return this.items.length;
  }

  at(i: number): EventRecord {
    return this.items[i]!;
  }

  insert(e: EventRecord): void {
    this.items.splice(this.position(e.start, e.id), 0, e);
    this.note(e);
  }

  private note(e: EventRecord): void {
    if (this.spans) this.maxSpan = Math.max(this.maxSpan, spanOf(e));
    if (e.end < e.start) this.backwards = true;
  }

  /** removes the entry of `e`'s id that was stored with `e`'s start */
  remove(e: EventRecord): void {
    const i = this.position(e.start, e.id);
    if (i < this.items.length && this.items[i]!.id === e.id) this.items.splice(i, 1);
  }

  /** first index whose (start, id) is not before (start, id) */
  position(start: string, id: number): number {
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(this.items[mid]!, start, id) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** first index with start >= `start` (or > when `after`) */
  startBound(start: string, after: boolean): number {
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const s = this.items[mid]!.start;
      if (s < start || (after && s === start)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * How many of the items in [from, to) end after `end`. Only items starting within the longest
   * span before the range's last start can, so this looks at those few, not the whole range.
   */
  countEndingAfter(from: number, to: number, end: string): number {
    if (!this.spans) throw new Error('countEndingAfter needs a list built with spans');
    let count = 0;
    const endMs = wallMs(end);
    for (let i = to - 1; i >= from; i--) {
      const e = this.items[i]!;
      if (e.end > end) count++;
      // no item starting at or before this one can end after `end`
      else if (wallMs(e.start) + this.maxSpan <= endMs) break;
    }
    return count;
  }

  /** items in [from, to) in order */
  *range(from = 0, to = this.items.length): Generator<EventRecord> {
    for (let i = from; i < to; i++) yield this.items[i]!;
  }
}
