// Event representations as JSON text, built once per version of what they show and reused:
// a cached text is valid while the event record, its image, terms (and their counts), venue and
// organizers are the very objects (and numbers) it was built from. Records are replaced, never
// changed, on write, so comparing them by identity is an exact invalidation rule: a term
// rename, a venue edit or a count change all show up at the next read.
import { eventListItem, eventView, isLocked } from '../domain/event-view.js';
import type { ViewContext } from '../domain/view-context.js';
import { isOccurrence, type EventRecord } from '../store/records.js';
import { MARK_PREFIX, RawJson, Splicer } from './raw-json.js';
import { dropLeastRecent, slackOf } from '../domain/least-recent.js';
import { KEPT_RECORDS } from '../domain/record-memo.js';
import { recountOf } from '../domain/post-views.js';
import { addRecurrence } from '../recurrence/view.js';

/** 'single': GET of one event (json_ld); 'plain': write responses (not kept); 'item': list items (masked when locked) */
export type EventJsonMode = 'single' | 'plain' | 'item';

interface Entry {
  record: EventRecord;
  mode: EventJsonMode;
  locked: boolean;
  lang: string;
  siteUrl: string;
  deps: unknown[];
  json: RawJson;
}

/** Enough for the pages and events a site's readers go back to, bounded so memory stays flat. */
const MAX_ENTRIES = KEPT_RECORDS;

/** the master whose slug an occurrence's URL shows (§7.1) */
function masterOf(ctx: ViewContext, e: EventRecord): EventRecord | undefined {
  return isOccurrence(e) ? ctx.store.get('events', e.postParent) : undefined;
}

function dependencies(ctx: ViewContext, e: EventRecord): unknown[] {
  const deps: unknown[] = [masterOf(ctx, e), e.image ? ctx.store.get('images', e.image) : undefined];
  for (const tax of ['categories', 'tags'] as const) {
    const counts = ctx.termCounts(tax);
    for (const id of e[tax]) deps.push(ctx.store.get(tax, id), counts.get(id));
  }
  deps.push(e.venue ? ctx.store.get('venues', e.venue) : undefined);
  for (const id of e.organizers) deps.push(ctx.store.get('organizers', id));
  return deps;
}

/** `dependencies(ctx, e)` would equal `deps` (same order), checked without building the list:
 * this runs on every cache hit. */
function depsUnchanged(ctx: ViewContext, e: EventRecord, deps: unknown[]): boolean {
  if (deps.length !== 3 + 2 * (e.categories.length + e.tags.length) + e.organizers.length) return false;
  if (deps[0] !== masterOf(ctx, e)) return false;
  if (deps[1] !== (e.image ? ctx.store.get('images', e.image) : undefined)) return false;
  let i = 2;
  for (const tax of ['categories', 'tags'] as const) {
    const ids = e[tax];
    if (ids.length === 0) continue;
    const counts = ctx.termCounts(tax);
    for (const id of ids) {
      if (deps[i++] !== ctx.store.get(tax, id) || deps[i++] !== counts.get(id)) return false;
    }
  }
  if (deps[i++] !== (e.venue ? ctx.store.get('venues', e.venue) : undefined)) return false;
  for (const id of e.organizers) if (deps[i++] !== ctx.store.get('organizers', id)) return false;
  return true;
}

/**
 * Least recently used eviction over event ids (each id holds its variants: mode, masking,
 * language, site URL). Keys are numbers, so a hit is a lookup and a reorder of a small-integer
 * key, with no key text to build and hash.
 */
export class EventJsonCache {
  private readonly byId = new Map<number, Entry[]>();
  private entries = 0;

  /** representations kept */
  get size(): number {
    return this.entries;
  }

  get(ctx: ViewContext, e: EventRecord, mode: EventJsonMode): RawJson {
    // A write's answer is sent once: the record it shows is the version just written, which the
    // next write replaces. Kept (the text here, what it derives from the record in eventView),
    // every write would leave a few KB behind (memory that grows old, and a longer garbage
    // collection, under a stream of writes: 100k creates kept ~150 MB).
    if (mode === 'plain') return new RawJson(buildJson(ctx, e, mode, false));
    const locked = mode === 'item' && isLocked(ctx, e);
    const list = this.byId.get(e.id);
    const hit = list && find(list, mode, locked, ctx);
    if (list) {
      // most recently used last, so eviction takes the least recently used
      this.byId.delete(e.id);
      this.byId.set(e.id, list);
      if (hit !== undefined && hit.record === e && depsUnchanged(ctx, e, hit.deps)) return hit.json;
    }
    const entry: Entry = {
      record: e,
      mode,
      locked,
      lang: ctx.lang,
      siteUrl: ctx.siteUrl,
      deps: dependencies(ctx, e),
      json: new RawJson(buildJson(ctx, e, mode, true)),
    };
    if (hit !== undefined) list![list!.indexOf(hit)] = entry;
    else {
      if (list) list.push(entry);
      else this.byId.set(e.id, [entry]);
      this.entries++;
      this.evict();
    }
    return entry.json;
  }

  private evict(): void {
    if (this.entries <= MAX_ENTRIES) return;
    const keep = MAX_ENTRIES - slackOf(MAX_ENTRIES);
    dropLeastRecent(
      this.byId,
      () => this.entries <= keep,
      (_id, dropped) => (this.entries -= dropped.length),
    );
  }
}

/** the text of a representation built now; `keep` false keeps nothing for the record (eventView) */
function buildJson(ctx: ViewContext, e: EventRecord, mode: EventJsonMode, keep: boolean): string {
  const view = mode === 'item' ? eventListItem(ctx, e) : eventView(ctx, e, mode, keep);
  addRecurrence(view, e, ctx.lang);
  return stringifyView(view);
}

function sameVariant(x: Entry, mode: EventJsonMode, locked: boolean, lang: string, siteUrl: string): boolean {
  return x.mode === mode && x.locked === locked && x.lang === lang && x.siteUrl === siteUrl;
}

function find(list: Entry[], mode: EventJsonMode, locked: boolean, ctx: ViewContext): Entry | undefined {
  for (const x of list) if (sameVariant(x, mode, locked, ctx.lang, ctx.siteUrl)) return x;
  return undefined;
}

/**
 * JSON text of a freshly built event view. The parts shared between events (venue, organizer
 * and term views, json_ld places and persons) are frozen cached objects: their texts are
 * serialized once and spliced in, so a cache miss serializes little more than the event's own
 * fields. Parts of one event only (date and cost details) are serialized in place: keeping their
 * texts would cost memory per event for little.
 */
function stringifyView(view: Record<string, unknown>): string {
  const splicer = new Splicer();
  for (const key of SHARED_KEYS) if (key in view) view[key] = markShared(view[key], splicer);
  const ld = view.json_ld;
  if (typeof ld === 'object' && ld !== null && !Object.isFrozen(ld)) {
    const fresh = ld as Record<string, unknown>;
    for (const key of SHARED_LD_KEYS) if (key in fresh) fresh[key] = markShared(fresh[key], splicer);
  }
  return splicer.splice(JSON.stringify(view));
}

const SHARED_KEYS = ['categories', 'tags', 'venue', 'organizer'] as const;
const SHARED_LD_KEYS = ['location', 'organizer'] as const;

/** texts of frozen view parts (frozen parts are never changed, so the text stays right) */
const partTexts = new WeakMap<object, string>();

function partText(part: object): string {
  let text = partTexts.get(part);
  if (text === undefined) {
    const first = recountOf(part);
    text = first === undefined ? JSON.stringify(part) : recountedText(first, (part as { count: number }).count);
    partTexts.set(part, text);
  }
  return text;
}

/** the text of a term view before and after its count, per first view (post-views' recountOf) */
const countSplits = new WeakMap<object, [string, string]>();
/** what stands for the count in a first view while its text is split (no stored text holds it) */
const COUNT_MARK = `${MARK_PREFIX}count`;
const QUOTED_COUNT_MARK = JSON.stringify(COUNT_MARK);

/** The text of `first` with `count` in place of its count: a write of a published event changes
 * the counts of its terms, and serializing each term view anew was ~6 us a term of every write. */
function recountedText(first: object, count: number): string {
  let split = countSplits.get(first);
  if (split === undefined) {
    const text = JSON.stringify({ ...first, count: COUNT_MARK });
    const at = text.indexOf(QUOTED_COUNT_MARK);
    split = [text.slice(0, at), text.slice(at + QUOTED_COUNT_MARK.length)];
    countSplits.set(first, split);
  }
  return `${split[0]}${count}${split[1]}`;
}

/** a frozen object (or a fresh list of them) as splice marks; anything else as it is */
function markShared(value: unknown, splicer: Splicer): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Object.isFrozen(value)) return splicer.mark(partText(value));
  if (!Array.isArray(value)) return value;
  return value.map((item: unknown) =>
    typeof item === 'object' && item !== null && Object.isFrozen(item) ? splicer.mark(partText(item)) : item,
  );
}
