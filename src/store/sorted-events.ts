// Events kept in list order (API.md §4.2.5: local start ascending, then id), so that a date window
// is two binary searches and a page is a slice. Start and end are local wall clocks, which
// compare correctly as strings.
import { DAY_MS, daysFromCivil, readWall } from './wall-clock.js';
import type { EventRecord } from './records.js';

/** -1, 0, 1: `a` before, equal to, after (start, id) */
function compare(a: EventRecord, start: string, id: number): number {
  if (a.start < start) return -1;
  if (a.start > start) return 1;
  return a.id - id;
}

const SECOND_MS = 1000;
/** countEndingAfter answers kept per list until it changes */
const MAX_COUNTS = 64;

/**
 * A number whose order is the string order of `wall`, for a wall clock of the exact shape
 * 'YYYY-MM-DD HH:MM:SS' with month 1–12, day 1–31, hour 0–23, minute and second 0–59 (a mixed
 * radix number: seconds of a calendar of 31-day months); -1 for anything else.
 */
export function wallOrderKey(wall: string): number {
  const f = readWall(wall);
  if (!f || f.month < 1 || f.month > 12 || f.day < 1 || f.day > 31 || f.hour > 23 || f.minute > 59 || f.second > 59)
    return -1;
  return ((((f.year * 12 + f.month - 1) * 31 + f.day - 1) * 24 + f.hour) * 60 + f.minute) * 60 + f.second;
}

/**
 * Sorts events in list order (start, then id), as `compare` orders them. When every start has the
 * shape wallOrderKey reads and the events come in ascending id order, (start, position) packs into
 * one exact double and a native numeric sort of those replaces ~1.7 million string comparisons
 * (100k events); otherwise the comparison sort.
 */
export function sortInListOrder(events: EventRecord[]): void {
  const n = events.length;
  if (n < 2) return;
  const keys = new Float64Array(n);
  let minKey = Infinity;
  let maxKey = -Infinity;
  // in ascending id order (as loaded from a file calev wrote), an event's position stands for its id
  let ascending = true;
  for (let i = 0; i < n; i++) {
    const e = events[i];
    const key = wallOrderKey(e.start);
    if (key < 0) {
      events.sort(compareEvents);
      return;
    }
    keys[i] = key;
    if (key < minKey) minKey = key;
    if (key > maxKey) maxKey = key;
    if (i > 0 && !(events[i - 1].id < e.id)) ascending = false;
  }
  if (!ascending || (maxKey - minKey + 1) * n > Number.MAX_SAFE_INTEGER) {
    events.sort(compareEvents);
    return;
  }
  for (let i = 0; i < n; i++) keys[i] = (keys[i] - minKey) * n + i;
  keys.sort();
  const byPosition = events.slice();
  for (let i = 0; i < n; i++) events[i] = byPosition[keys[i] % n]!;
}

function compareEvents(a: EventRecord, b: EventRecord): number {
  return a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id;
}

/** A wall clock as milliseconds of a UTC clock (no validation: stored wall clocks are valid). */
function wallMs(wall: string): number {
  const f = readWall(wall);
  // the same as below without six substrings or a Date: with the month in 1–12, Date.UTC is
  // linear in day, hour, minute and second (out-of-range ones carry over alike)
  if (f && f.year >= 100 && f.month >= 1 && f.month <= 12) {
    return daysFromCivil(f.year, f.month, f.day) * DAY_MS + f.hour * 3_600_000 + f.minute * 60_000 + f.second * 1000;
  }
  const year = Number(wall.slice(0, 4));
  // Date.UTC reads years 0–99 as 1900–1999; only those need the slower exact way
  if (year >= 100)
    return Date.UTC(
      year,
      Number(wall.slice(5, 7)) - 1,
      Number(wall.slice(8, 10)),
      Number(wall.slice(11, 13)),
      Number(wall.slice(14, 16)),
      Number(wall.slice(17, 19)),
    );
  const d = new Date(0);
  d.setUTCFullYear(Number(wall.slice(0, 4)), Number(wall.slice(5, 7)) - 1, Number(wall.slice(8, 10)));
  d.setUTCHours(Number(wall.slice(11, 13)), Number(wall.slice(14, 16)), Number(wall.slice(17, 19)), 0);
  return d.getTime();
}

/** How long an event lasts, only to bound how far it reaches past its start. */
export function spanOf(e: EventRecord): number {
  return e.end <= e.start ? 0 : wallMs(e.end) - wallMs(e.start) + SECOND_MS;
}

/** items per chunk of a list: inserts and removes move at most this many references, however
 * long the list (one flat array of 100k events moved ~200 KB on every write) */
const CHUNK = 512;

/**
 * Events in list order, kept in chunks of at most 2 × CHUNK items: an insert or a remove is a
 * binary search and a splice of one chunk, so writes cost the same at 10k and at 100k events.
 * Positions are global (0 … size-1), as if the chunks were one array.
 *
 * Beside each chunk lies the order key (wallOrderKey) of each of its items' starts, so that a
 * search compares numbers in one array instead of reading a record and its start string per step
 * (records lie all over the heap: with the strings, the inserts into an event's 15 lists were
 * most of the 95-110 us Indexes.update took for a create on 10k events, 70% of them in the
 * searches; with the keys it took 61-72 us). A list holding a start without a key (hand-edited
 * data) drops its keys and searches by the strings from then on.
 */
export class SortedEvents {
  private chunks: EventRecord[][] = [];
  /** the order key of each item, chunk by chunk; undefined once an item's start has none */
  private keys: number[][] | undefined = [];
  /** global position of each chunk's first item; undefined after a change until asked for */
  private firsts: number[] | undefined = [];
  private count = 0;
  /** the chunk `at` used last: pages and merges walk positions in order */
  private cursor = 0;
  /** no item lasts longer than this (ms; only ever raised until the next rebuild) */
  private maxSpan = 0;
  /** some item ends before it starts (only hand-edited data can); end bounds then say nothing about starts */
  backwards = false;
  /** countEndingAfter answers since the list last changed, by `${from} ${to} ${end}` */
  private counts = new Map<string, number>();

  /** `spans`: keep the bound countEndingAfter needs (costs a little on every insert) */
  constructor(private readonly spans = false) {}

  /** a list of records already in list order, with their longest span, whether one ends before
   * it starts and their order keys (null when a start has none); neither array is kept as it is
   * (lists built by push have room to spare: 4.4 MB of heap for a store of 100k events) */
  static ofSorted(
    records: EventRecord[],
    spans: boolean,
    maxSpan: number,
    backwards: boolean,
    keys: number[] | null = keysOf(records),
  ): SortedEvents {
    const list = new SortedEvents(spans);
    list.keys = keys ? [] : undefined;
    if (records.length <= 2 * CHUNK) {
      if (records.length > 0) {
        list.chunks.push(records.slice());
        list.keys?.push(keys!.slice());
      }
    } else {
      for (let i = 0; i < records.length; i += CHUNK) {
        list.chunks.push(records.slice(i, i + CHUNK));
        list.keys?.push(keys!.slice(i, i + CHUNK));
      }
    }
    list.count = records.length;
    list.firsts = undefined;
    list.maxSpan = spans ? maxSpan : 0;
    list.backwards = backwards;
    return list;
  }

  get size(): number {
    return this.count;
  }

  at(i: number): EventRecord {
    const firsts = this.starts();
    let c = this.cursor;
    if (!(c < this.chunks.length && firsts[c] <= i && i < firsts[c] + this.chunks[c].length)) {
      c = this.chunkAt(i);
      this.cursor = c;
    }
    return this.chunks[c][i - firsts[c]];
  }

  /**
   * `span`: spanOf(e), `key`: wallOrderKey(e.start), when the caller has them already (it inserts
   * one event into several lists)
   */
  insert(e: EventRecord, span?: number, key = wallOrderKey(e.start)): void {
    const chunks = this.chunks;
    if (key < 0) this.keys = undefined;
    const keys = this.keys;
    if (chunks.length === 0) {
      chunks.push([e]);
      keys?.push([key]);
    } else {
      // the first chunk whose last item is not before e (or the last chunk): e goes in there
      let c = this.chunkOf(e.start, e.id, key);
      if (c === chunks.length) c--;
      const chunk = chunks[c];
      const i = keys ? inKeys(keys[c], chunk, key, e.id) : inChunk(chunk, e.start, e.id);
      chunk.splice(i, 0, e);
      keys?.[c].splice(i, 0, key);
      if (chunk.length > 2 * CHUNK) {
        chunks.splice(c + 1, 0, chunk.splice(CHUNK));
        keys?.splice(c + 1, 0, keys[c].splice(CHUNK));
      }
    }
    this.count++;
    this.changed();
    this.note(e, span);
  }

  private note(e: EventRecord, span?: number): void {
    if (this.spans) this.maxSpan = Math.max(this.maxSpan, span ?? spanOf(e));
    if (e.end < e.start) this.backwards = true;
  }

  /** removes the entry of `e`'s id that was stored with `e`'s start (`key`: as insert's) */
  remove(e: EventRecord, key = this.keys ? wallOrderKey(e.start) : -1): void {
    const c = this.chunkOf(e.start, e.id, key);
    if (c === this.chunks.length) return;
    const chunk = this.chunks[c];
    const keys = key < 0 ? undefined : this.keys;
    const i = keys ? inKeys(keys[c], chunk, key, e.id) : inChunk(chunk, e.start, e.id);
    if (i < chunk.length && chunk[i].id === e.id && chunk[i].start === e.start) {
      chunk.splice(i, 1);
      this.keys?.[c].splice(i, 1);
      if (chunk.length === 0) {
        this.chunks.splice(c, 1);
        this.keys?.splice(c, 1);
      }
      this.count--;
      this.changed();
    }
  }

  private changed(): void {
    this.firsts = undefined;
    if (this.counts.size > 0) this.counts.clear();
  }

  private starts(): number[] {
    if (this.firsts === undefined) {
      const firsts = new Array<number>(this.chunks.length);
      let n = 0;
      for (let c = 0; c < this.chunks.length; c++) {
        firsts[c] = n;
        n += this.chunks[c].length;
      }
      this.firsts = firsts;
    }
    return this.firsts;
  }

  /** the chunk holding global position i (0 <= i < size) */
  private chunkAt(i: number): number {
    const firsts = this.starts();
    let lo = 0;
    let hi = firsts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (firsts[mid] <= i) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /**
   * The first chunk whose last item is not before (start, id) (chunks.length when every item
   * is); by the keys when the list has them and `key` (the order key of `start`) is one.
   */
  private chunkOf(start: string, id: number, key: number): number {
    const chunks = this.chunks;
    const keys = key < 0 ? undefined : this.keys;
    let lo = 0;
    let hi = chunks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const chunk = chunks[mid];
      const last = chunk.length - 1;
      if (keys ? before(keys[mid][last], chunk[last], key, id) : compare(chunk[last], start, id) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** first index whose (start, id) is not before (start, id) */
  position(start: string, id: number): number {
    const key = this.keys ? wallOrderKey(start) : -1;
    const c = this.chunkOf(start, id, key);
    if (c === this.chunks.length) return this.count;
    const chunk = this.chunks[c];
    return this.starts()[c] + (key < 0 ? inChunk(chunk, start, id) : inKeys(this.keys![c], chunk, key, id));
  }

  /** first index with start >= `start` (or > when `after`) */
  startBound(start: string, after: boolean): number {
    // a start bound is the position of (start, id) for an id below (or above) every id
    return this.position(start, after ? Infinity : -Infinity);
  }

  /**
   * The first index of an item that may end after `end`: an item starting the longest span or
   * more before `end` cannot, so a search for what ends after a day skips the years before it.
   * 0 when the list keeps no spans or holds an item that ends before it starts.
   */
  endAfterBound(end: string): number {
    if (!this.spans || this.backwards) return 0;
    return this.firstStartingFrom(wallMs(end) - this.maxSpan, false);
  }

  /**
   * How many of the items in [from, to) end after `end`. Only items starting within the longest
   * span before the range's last start can, so this looks at those few, not the whole range.
   */
  countEndingAfter(from: number, to: number, end: string): number {
    if (!this.spans) throw new Error('countEndingAfter needs a list built with spans');
    // the default list asks the same (the window ends at the end of a day) until the list changes
    const key = `${from} ${to} ${end}`;
    let count = this.counts.get(key);
    if (count === undefined) {
      count = this.countEndingAfterNow(from, to, end);
      if (this.counts.size >= MAX_COUNTS) this.counts.clear();
      this.counts.set(key, count);
    }
    return count;
  }

  private countEndingAfterNow(from: number, to: number, end: string): number {
    let count = 0;
    const endMs = wallMs(end);
    for (let i = to - 1; i >= from; i--) {
      const e = this.at(i);
      if (e.end > end) count++;
      // no item starting at or before this one can end after `end`
      else if (wallMs(e.start) + this.maxSpan <= endMs) break;
    }
    return count;
  }

  /**
   * The first index whose item may still run at `wall` (end at or after it): every item before
   * it starts more than the longest span earlier. Lists built with spans only.
   */
  firstRunningAt(wall: string): number {
    if (!this.spans) throw new Error('firstRunningAt needs a list built with spans');
    return this.firstStartingFrom(wallMs(wall) - this.maxSpan, true);
  }

  /** the first index whose item starts after `ms` (or at it, with `orAt`): chunk, then item */
  private firstStartingFrom(ms: number, orAt: boolean): number {
    const before = (e: EventRecord) => (orAt ? wallMs(e.start) < ms : wallMs(e.start) <= ms);
    const chunks = this.chunks;
    let lo = 0;
    let hi = chunks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const chunk = chunks[mid];
      if (before(chunk[chunk.length - 1])) lo = mid + 1;
      else hi = mid;
    }
    if (lo === chunks.length) return this.count;
    const chunk = chunks[lo];
    let i = 0;
    let j = chunk.length;
    while (i < j) {
      const mid = (i + j) >>> 1;
      if (before(chunk[mid])) i = mid + 1;
      else j = mid;
    }
    return this.starts()[lo] + i;
  }

  /** items in [from, to) in order */
  *range(from = 0, to = this.count): Generator<EventRecord> {
    if (from >= to) return;
    let c = this.chunkAt(from);
    let i = from - this.starts()[c];
    for (let n = from; n < to; n++) {
      let chunk = this.chunks[c];
      if (i === chunk.length) {
        chunk = this.chunks[++c];
        i = 0;
      }
      yield chunk[i++];
    }
  }
}

/** Merges sorted lists (list order; an event in several lists once), keeping those `keep` accepts. */
export function* mergeSorted(
  lists: readonly SortedEvents[],
  ranges: ReadonlyArray<readonly [number, number]>,
  keep: (e: EventRecord) => boolean,
): Generator<EventRecord> {
  const at = ranges.map(([from]) => from);
  let last: EventRecord | undefined;
  for (;;) {
    let best = -1;
    for (let i = 0; i < lists.length; i++) {
      if (at[i] >= ranges[i][1]) continue;
      const e = lists[i].at(at[i]);
      const b = best < 0 ? undefined : lists[best].at(at[best]);
      if (!b || e.start < b.start || (e.start === b.start && e.id < b.id)) best = i;
    }
    if (best < 0) return;
    const e = lists[best].at(at[best]++);
    if (last && last.id === e.id && last.start === e.start) continue;
    last = e;
    if (keep(e)) yield e;
  }
}

/** whether an item of order key `k` (the record `e`) comes before (key, id) */
function before(k: number, e: EventRecord, key: number, id: number): boolean {
  return k < key || (k === key && e.id < id);
}

/** the index in `chunk` (of order keys `keys`) of its first item that is not before (key, id) */
function inKeys(keys: number[], chunk: EventRecord[], key: number, id: number): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(keys[mid], chunk[mid], key, id)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** the order keys of `records`, or null when a start has none */
function keysOf(records: readonly EventRecord[]): number[] | null {
  const keys = new Array<number>(records.length);
  for (let i = 0; i < records.length; i++) {
    const key = wallOrderKey(records[i].start);
    if (key < 0) return null;
    keys[i] = key;
  }
  return keys;
}

/** the index in `chunk` of its first item that is not before (start, id) */
function inChunk(chunk: EventRecord[], start: string, id: number): number {
  let lo = 0;
  let hi = chunk.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(chunk[mid], start, id) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
