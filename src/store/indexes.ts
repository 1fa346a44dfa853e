// Secondary indexes over the in-memory tables, so that no common request scans a whole
// collection: events in list order per status, events per linked term/venue/organizer/parent,
// published-event counts per term, images by URL, venues and organizers by name, and the posts
// waiting to be published. Built in one pass after loading, then kept right by every put and
// remove (Tables calls `update` for each).
import type { CollectionName, EventRecord, ImageRecord, OrganizerRecord, PostStatus, VenueRecord } from './records.js';
import { SortedEvents, sortInListOrder, spanOf, wallOrderKey } from './sorted-events.js';
import type { AnyRecord } from './records.js';
import { TextIndex } from './text-index.js';

export type EventLink = 'categories' | 'tags' | 'venues' | 'organizers' | 'parents';
type Named = 'venues' | 'organizers';

const EMPTY = new SortedEvents();
const EMPTY_WITH_SPANS = new SortedEvents(true);

/** lists up to this long are checked for a repeated id pair by pair, without a Set */
const PAIRWISE = 16;

/** Hand-edited files may hold partial records; what is missing is simply not indexed. An id
 * given twice is indexed once; a list without one (as calev writes them) is returned as it is. */
function unique(ids: readonly number[] | undefined): readonly number[] {
  if (!Array.isArray(ids)) return [];
  const list: readonly number[] = ids;
  if (list.length > PAIRWISE) return [...new Set(list)];
  for (let i = 1; i < list.length; i++) for (let j = 0; j < i; j++) if (list[i] === list[j]) return [...new Set(list)];
  return list;
}

/** Events without wall-clock strings cannot be placed in list order (only hand edits make them). */
function ordered(e: EventRecord): boolean {
  return typeof e.start === 'string' && typeof e.end === 'string';
}

function linkIds(e: EventRecord, link: EventLink): readonly number[] {
  switch (link) {
    case 'categories':
      return unique(e.categories);
    case 'tags':
      return unique(e.tags);
    case 'venues':
      return e.venue ? [e.venue] : [];
    case 'organizers':
      return unique(e.organizers);
    case 'parents':
      return e.postParent ? [e.postParent] : [];
  }
}

const STATUS_CODES: Readonly<Record<string, number>> = {
  publish: 1,
  future: 2,
  draft: 3,
  pending: 4,
  private: 5,
  trash: 6,
};

/** a number for (linked id, status), cheaper to hash than a string (other statuses share 7) */
function statusKey(id: number, status: string): number {
  return id * 8 + (STATUS_CODES[status] ?? 7);
}

/** a list being filled in order during the bulk build */
interface Filling {
  items: EventRecord[];
  /** the items' order keys (SortedEvents), null once one has none */
  keys: number[] | null;
  maxSpan: number;
  backwards: boolean;
}

/** An event's place in the bulk build: its span, whether it ends before it starts, its order key. */
interface Placed {
  span: number;
  backwards: boolean;
  key: number;
}

/** `p` set to `e`'s place: its span, whether it ends before it starts, its order key */
function place(e: EventRecord, p: Placed): Placed {
  p.span = spanOf(e);
  p.backwards = e.end < e.start;
  p.key = wallOrderKey(e.start);
  return p;
}

/** appends `e` to the list of `id`, in the order the bulk build visits events */
function fill<K>(map: Map<K, Filling>, id: K, e: EventRecord, p: Placed): void {
  const f = map.get(id);
  if (!f) map.set(id, { items: [e], keys: p.key < 0 ? null : [p.key], maxSpan: p.span, backwards: p.backwards });
  else {
    f.items.push(e);
    if (p.key < 0) f.keys = null;
    else f.keys?.push(p.key);
    if (p.span > f.maxSpan) f.maxSpan = p.span;
    if (p.backwards) f.backwards = true;
  }
}

/** whether ids[i] is the first of its value (what `unique` keeps), without building a set for the
 * usual short lists */
function firstOccurrence(ids: readonly number[], i: number): boolean {
  if (i === 0) return true;
  if (ids.length > 32) return ids.indexOf(ids[i]) === i;
  const id = ids[i];
  for (let j = 0; j < i; j++) if (ids[j] === id) return false;
  return true;
}

const LINKS: readonly EventLink[] = ['categories', 'tags', 'venues', 'organizers', 'parents'];

/** name (lower-cased) -> ids, for the default-language names and per language for translations */
interface NameIndex {
  base: Map<string, Set<number>>;
  translated: Map<string, Map<string, Set<number>>>;
}

function addTo<K>(map: Map<K, Set<number>>, key: K, id: number): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(id);
}

function deleteFrom<K>(map: Map<K, Set<number>>, key: K, id: number): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(id);
  if (set.size === 0) map.delete(key);
}

/**
 * Runs `fn` on a later turn of the event loop without keeping the process alive for it (a server
 * that stops meanwhile need not wait). A timer, not an unref'd immediate: those run only when
 * something else wakes the loop, so an idle server would build one slice per request it gets.
 */
function later(fn: () => void): void {
  setTimeout(fn, 0).unref();
}

/** a word index being built a slice at a time: `ids` (sorted) are indexed up to `pos` */
interface Warming {
  key: string;
  index: TextIndex;
  ids: number[];
  pos: number;
}

export class Indexes {
  private readonly listable = new Map<PostStatus, SortedEvents>();
  private readonly links = Object.fromEntries(LINKS.map((l) => [l, new Map()])) as Record<
    EventLink,
    Map<number, SortedEvents>
  >;
  /** listable events per linked item and status, keyed by statusKey */
  private readonly listableLinks = Object.fromEntries(LINKS.map((l) => [l, new Map()])) as Record<
    EventLink,
    Map<number, SortedEvents>
  >;
  private readonly published = { categories: new Map<number, number>(), tags: new Map<number, number>() };
  /** how many events have a password (a list's fast paths count them as any other only without) */
  private passworded = 0;
  private readonly images = new Map<string, Set<number>>();
  private readonly names: Record<Named, NameIndex> = {
    venues: { base: new Map(), translated: new Map() },
    organizers: { base: new Map(), translated: new Map() },
  };
  /** `${collection}:${id}` -> publication date (UTC) of each `future` post */
  private readonly future = new Map<string, string>();
  /** the least date in `future`: null when there is none, undefined when it must be found again
   * (only after the post holding it left `future`) */
  private futureMin: string | null | undefined = null;
  /** word search per text variant (one per response language searched so far) */
  private readonly texts = new Map<string, TextIndex>();
  /** a word index being built a slice at a time (beginTextIndex), not yet in `texts` */
  private warming: Warming | undefined;
  private events: Map<number, AnyRecord> = new Map();
  /** the lists in list order per status, and those per linked item, hold every event (false from
   * a bulk build until their first use) */
  private statusListsBuilt = true;
  private linkListsBuilt = true;

  /**
   * One pass over freshly loaded collections. The lists in list order wait for their first use: a
   * command that reads or writes one event never needs them, and a default list only those per
   * status (buildStatusLists: a sort and an append per event), not the ones per linked item
   * (buildLinkLists: ~12 appends per event, ~0.6 s of the ~0.75 s all take at 100k events).
   */
  build(records: Record<CollectionName, Map<number, AnyRecord>>): void {
    this.events = records.events;
    for (const e of records.events.values() as IterableIterator<EventRecord>) {
      this.countPublished(e, 1);
      if (e.password !== '') this.passworded++;
      this.noteFuture('events', e);
    }
    this.statusListsBuilt = false;
    this.linkListsBuilt = false;
    for (const img of records.images.values() as IterableIterator<ImageRecord>) addTo(this.images, img.url, img.id);
    for (const kind of ['venues', 'organizers'] as const) {
      for (const rec of records[kind].values() as IterableIterator<VenueRecord | OrganizerRecord>) {
        this.indexName(kind, rec, true);
        this.noteFuture(kind, rec);
      }
    }
  }

  /** The events that have a place in list order, sorted: one sort, after which every list is
   * filled in order and needs no sort of its own. */
  private sortedEvents(): EventRecord[] {
    const all: EventRecord[] = [];
    for (const e of this.events.values() as IterableIterator<EventRecord>) if (ordered(e)) all.push(e);
    sortInListOrder(all);
    return all;
  }

  /** The lists of listable events per status, of the events as they are now, built once; from then
   * on every change keeps them right (indexEvent, unindexEvent). */
  private buildStatusLists(): void {
    if (this.statusListsBuilt) return;
    const listable = new Map<PostStatus, Filling>();
    const p: Placed = { span: 0, backwards: false, key: -1 };
    for (const e of this.sortedEvents()) if (!e.hideFromListings) fill(listable, e.status, e, place(e, p));
    for (const [status, f] of listable)
      this.listable.set(status, SortedEvents.ofSorted(f.items, true, f.maxSpan, f.backwards, f.keys));
    this.statusListsBuilt = true;
  }

  /** The lists per linked item (every event, and the listable ones per status), as
   * buildStatusLists builds its own. */
  private buildLinkLists(): void {
    if (this.linkListsBuilt) return;
    const links = Object.fromEntries(LINKS.map((l) => [l, new Map<number, Filling>()])) as Record<
      EventLink,
      Map<number, Filling>
    >;
    const listableLinks = Object.fromEntries(LINKS.map((l) => [l, new Map<number, Filling>()])) as Record<
      EventLink,
      Map<number, Filling>
    >;
    const p: Placed = { span: 0, backwards: false, key: -1 };
    for (const e of this.sortedEvents()) {
      place(e, p);
      const listed = !e.hideFromListings;
      for (const link of LINKS) {
        // linkIds without its small arrays: 100k events would allocate several each
        const single = link === 'venues' ? e.venue : link === 'parents' ? e.postParent : undefined;
        if (link === 'venues' || link === 'parents') {
          if (!single) continue;
          fill(links[link], single, e, p);
          if (listed) fill(listableLinks[link], statusKey(single, e.status), e, p);
          continue;
        }
        const ids = e[link];
        if (!Array.isArray(ids)) continue;
        for (let i = 0; i < ids.length; i++) {
          const id = ids[i];
          if (!firstOccurrence(ids, i)) continue;
          fill(links[link], id, e, p);
          if (listed) fill(listableLinks[link], statusKey(id, e.status), e, p);
        }
      }
    }
    for (const link of LINKS) {
      for (const [id, f] of links[link])
        this.links[link].set(id, SortedEvents.ofSorted(f.items, false, 0, f.backwards, f.keys));
      for (const [key, f] of listableLinks[link])
        this.listableLinks[link].set(key, SortedEvents.ofSorted(f.items, true, f.maxSpan, f.backwards, f.keys));
    }
    this.linkListsBuilt = true;
  }

  /** which lists in list order are built (after a load, each kind is on its first use) */
  get listsReady(): { status: boolean; links: boolean } {
    return { status: this.statusListsBuilt, links: this.linkListsBuilt };
  }

  /** Keeps the indexes right after `old` (undefined: none) was replaced by `rec` (undefined: removed). */
  update(col: CollectionName, old: AnyRecord | undefined, rec: AnyRecord | undefined): void {
    switch (col) {
      case 'events':
        if (old) this.unindexEvent(old as EventRecord);
        if (rec) this.indexEvent(rec as EventRecord);
        return;
      case 'images':
        if (old) deleteFrom(this.images, (old as ImageRecord).url, old.id);
        if (rec) addTo(this.images, (rec as ImageRecord).url, rec.id);
        return;
      case 'venues':
      case 'organizers':
        if (old) {
          this.indexName(col, old as VenueRecord, false);
          this.forgetFuture(`${col}:${old.id}`);
        }
        if (rec) {
          this.indexName(col, rec as VenueRecord, true);
          this.noteFuture(col, rec as VenueRecord);
        }
        return;
      default:
    }
  }

  /** whether any event has a password */
  hasPasswordedEvents(): boolean {
    return this.passworded > 0;
  }

  /** listable events (not hidden from listings) of one status, in list order */
  listableEvents(status: PostStatus): SortedEvents {
    this.buildStatusLists();
    return this.listable.get(status) ?? EMPTY_WITH_SPANS;
  }

  /** listable events of one status linked to `id`, in list order */
  listableLinkedEvents(link: EventLink, id: number, status: PostStatus): SortedEvents {
    this.buildLinkLists();
    return this.listableLinks[link].get(statusKey(id, status)) ?? EMPTY_WITH_SPANS;
  }

  /** every event (hidden ones too) linked to `id`, in list order */
  linkedEvents(link: EventLink, id: number): SortedEvents {
    this.buildLinkLists();
    return this.links[link].get(id) ?? EMPTY;
  }

  /** published events linked directly to each term (API.md §3.5 `count`); a live map */
  publishedCounts(tax: 'categories' | 'tags'): ReadonlyMap<number, number> {
    return this.published[tax];
  }

  /** the lowest attachment id with this URL */
  imageWithUrl(url: string): number | undefined {
    const ids = this.images.get(url);
    return ids ? Math.min(...ids) : undefined;
  }

  /** ids of venues/organizers whose name in `lang` may be `lowerName` (callers check the record) */
  namedIds(kind: Named, lowerName: string, lang: string): number[] {
    const index = this.names[kind];
    return [...(index.base.get(lowerName) ?? []), ...(index.translated.get(lang)?.get(lowerName) ?? [])];
  }

  /** the earliest publication date (UTC) of a `future` post, or null */
  nextDue(): string | null {
    if (this.futureMin === undefined) {
      // the earliest one left: one walk per removal of the earliest, not one per request
      let min: string | null = null;
      for (const date of this.future.values()) if (min === null || date < min) min = date;
      this.futureMin = min;
    }
    return this.futureMin;
  }

  /** the `future` posts whose publication date is at or before `nowUtc` */
  duePosts(nowUtc: string): Array<{ col: 'events' | Named; id: number }> {
    const due: Array<{ col: 'events' | Named; id: number }> = [];
    for (const [key, date] of this.future) {
      if (date > nowUtc) continue;
      const [col, id] = key.split(':') as ['events' | Named, string];
      due.push({ col, id: Number(id) });
    }
    return due;
  }

  /**
   * The word index of the texts `texts` gives (built on first use, then kept up to date); `key`
   * names the variant, e.g. the language, and must always come with the same `texts`.
   */
  textIndex(key: string, texts: (e: EventRecord) => readonly string[]): TextIndex {
    let index = this.texts.get(key);
    if (!index && this.warming?.key === key) {
      // asked for before its slices are done: finish it now
      this.stepWarming(this.warming, Infinity);
      index = this.texts.get(key)!;
    }
    if (!index) {
      index = new TextIndex(texts);
      for (const e of this.events.values()) index.add(e as EventRecord);
      this.texts.set(key, index);
    }
    return index;
  }

  /** the word index of `key` is built (not merely being built) */
  hasTextIndex(key: string): boolean {
    return this.texts.has(key);
  }

  /**
   * Starts building the word index of `key` a slice at a time, so that a large calendar's first
   * search does not hold the server for a second or more: `step(n)` indexes n more events and
   * says whether the index is done (from then on textIndex returns it). Changes made between
   * steps reach it: an event the builder has still to come to is left to it (it indexes the
   * record as it is then); any other is updated at once. One index is built at a time; a key
   * that is built or being built already gives a step that is done.
   */
  beginTextIndex(key: string, texts: (e: EventRecord) => readonly string[]): { step(n: number): boolean } {
    if (this.texts.has(key) || this.warming) return { step: () => true };
    const w: Warming = { key, index: new TextIndex(texts), ids: [...this.events.keys()].sort((a, b) => a - b), pos: 0 };
    this.warming = w;
    return { step: (n) => this.warming !== w || this.stepWarming(w, n) };
  }

  /** beginTextIndex driven between other work (one slice per turn of the event loop). */
  warmTextIndex(key: string, texts: (e: EventRecord) => readonly string[], slice = 100): Promise<void> {
    const building = this.beginTextIndex(key, texts);
    return new Promise((resolve) => {
      const next = (): void => {
        if (building.step(slice)) resolve();
        else later(next);
      };
      later(next);
    });
  }

  private stepWarming(w: Warming, n: number): boolean {
    const end = Math.min(w.ids.length, w.pos + n);
    for (; w.pos < end; w.pos++) {
      const e = this.events.get(w.ids[w.pos]);
      if (e) w.index.add(e as EventRecord);
    }
    if (w.pos < w.ids.length) return false;
    this.warming = undefined;
    this.texts.set(w.key, w.index);
    return true;
  }

  /** the warming index's builder has still to come to event `id` (so leaves it alone now) */
  private leftToWarming(id: number): boolean {
    const w = this.warming!;
    let lo = w.pos;
    let hi = w.ids.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (w.ids[mid] < id) lo = mid + 1;
      else hi = mid;
    }
    return w.ids[lo] === id;
  }

  private indexEvent(e: EventRecord): void {
    this.countPublished(e, 1);
    if (e.password !== '') this.passworded++;
    this.noteFuture('events', e);
    for (const index of this.texts.values()) index.add(e);
    if (this.warming && !this.leftToWarming(e.id)) this.warming.index.add(e);
    // lists not built yet are built from the records as they are when first used
    if (!ordered(e) || !(this.statusListsBuilt || this.linkListsBuilt)) return;
    // one span and one order key for the lists that keep it (the status list and one per linked item)
    const span = spanOf(e);
    const order = wallOrderKey(e.start);
    if (this.statusListsBuilt && !e.hideFromListings) {
      let list = this.listable.get(e.status);
      if (!list) this.listable.set(e.status, (list = new SortedEvents(true)));
      list.insert(e, span, order);
    }
    if (!this.linkListsBuilt) return;
    for (const link of LINKS) {
      for (const id of linkIds(e, link)) {
        let list = this.links[link].get(id);
        if (!list) this.links[link].set(id, (list = new SortedEvents()));
        list.insert(e, span, order);
        if (e.hideFromListings) continue;
        const key = statusKey(id, e.status);
        let listed = this.listableLinks[link].get(key);
        if (!listed) this.listableLinks[link].set(key, (listed = new SortedEvents(true)));
        listed.insert(e, span, order);
      }
    }
  }

  private unindexEvent(e: EventRecord): void {
    this.countPublished(e, -1);
    if (e.password !== '') this.passworded--;
    this.forgetFuture(`events:${e.id}`);
    for (const index of this.texts.values()) index.remove(e);
    if (this.warming && !this.leftToWarming(e.id)) this.warming.index.remove(e);
    if (!ordered(e) || !(this.statusListsBuilt || this.linkListsBuilt)) return;
    const order = wallOrderKey(e.start);
    if (this.statusListsBuilt && !e.hideFromListings) this.listable.get(e.status)?.remove(e, order);
    if (!this.linkListsBuilt) return;
    for (const link of LINKS) {
      for (const id of linkIds(e, link)) {
        const list = this.links[link].get(id);
        list?.remove(e, order);
        if (list?.size === 0) this.links[link].delete(id);
        if (e.hideFromListings) continue;
        const key = statusKey(id, e.status);
        const listed = this.listableLinks[link].get(key);
        listed?.remove(e, order);
        if (listed?.size === 0) this.listableLinks[link].delete(key);
      }
    }
  }

  private countPublished(e: EventRecord, delta: number): void {
    if (e.status !== 'publish') return;
    for (const tax of ['categories', 'tags'] as const) {
      const counts = this.published[tax];
      const ids = e[tax];
      if (!Array.isArray(ids)) continue;
      for (let i = 0; i < ids.length; i++) {
        // a term listed twice on one event still counts that event once
        if (!firstOccurrence(ids, i)) continue;
        const id = ids[i];
        const n = (counts.get(id) ?? 0) + delta;
        if (n === 0) counts.delete(id);
        else counts.set(id, n);
      }
    }
  }

  private noteFuture(col: 'events' | Named, rec: { id: number; status: PostStatus; dateUtc: string }): void {
    if (rec.status !== 'future') return;
    const key = `${col}:${rec.id}`;
    const replaced = this.future.get(key);
    this.future.set(key, rec.dateUtc);
    const min = this.futureMin;
    // a date that is not a string (hand edits) leaves the answer to the walk, as before
    if (typeof rec.dateUtc !== 'string' || (replaced !== undefined && replaced === min)) this.futureMin = undefined;
    else if (min === null || (min !== undefined && rec.dateUtc < min)) this.futureMin = rec.dateUtc;
  }

  private forgetFuture(key: string): void {
    const date = this.future.get(key);
    if (date === undefined) return;
    this.future.delete(key);
    if (this.future.size === 0) this.futureMin = null;
    else if (date === this.futureMin || typeof date !== 'string') this.futureMin = undefined;
  }

  private indexName(kind: Named, rec: VenueRecord | OrganizerRecord, add: boolean): void {
    const index = this.names[kind];
    const change = add ? addTo : deleteFrom;
    if (typeof rec.name === 'string') change(index.base, rec.name.toLowerCase(), rec.id);
    for (const [lang, values] of Object.entries(rec.i18n ?? {})) {
      const name = values?.name;
      if (typeof name !== 'string') continue;
      let map = index.translated.get(lang);
      if (!map) index.translated.set(lang, (map = new Map<string, Set<number>>()));
      change(map, name.toLowerCase(), rec.id);
    }
  }
}
