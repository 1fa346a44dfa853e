// Event representations as JSON text, built once per version of what they show and reused:
// a cached text is valid while the event record, its image, terms (and their counts), venue and
// organizers are the very objects (and numbers) it was built from. Records are replaced, never
// changed, on write, so comparing them by identity is an exact invalidation rule: a term
// rename, a venue edit or a count change all show up at the next read.
import { eventListItem, eventView, isLocked } from '../domain/event-view.js';
import type { ViewContext } from '../domain/view-context.js';
import type { EventRecord } from '../store/records.js';
import { RawJson } from './raw-json.js';

/** 'single': GET of one event (json_ld); 'plain': write responses; 'item': list items (masked when locked) */
export type EventJsonMode = 'single' | 'plain' | 'item';

interface Entry {
  record: EventRecord;
  deps: unknown[];
  json: RawJson;
}

/** Enough for the pages and events a site's readers go back to, bounded so memory stays flat. */
const MAX_ENTRIES = 10_000;

function dependencies(ctx: ViewContext, e: EventRecord): unknown[] {
  const deps: unknown[] = [e.image ? ctx.store.get('images', e.image) : undefined];
  for (const tax of ['categories', 'tags'] as const) {
    const counts = ctx.termCounts(tax);
    for (const id of e[tax]) deps.push(ctx.store.get(tax, id), counts.get(id));
  }
  deps.push(e.venue ? ctx.store.get('venues', e.venue) : undefined);
  for (const id of e.organizers) deps.push(ctx.store.get('organizers', id));
  return deps;
}

function sameDeps(a: unknown[], b: unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export class EventJsonCache {
  private readonly entries = new Map<string, Entry>();

  get(ctx: ViewContext, e: EventRecord, mode: EventJsonMode): RawJson {
    const locked = mode === 'item' && isLocked(ctx, e);
    const key = `${e.id}|${mode}|${locked ? 1 : 0}|${ctx.lang}|${ctx.siteUrl}`;
    const deps = dependencies(ctx, e);
    const hit = this.entries.get(key);
    if (hit && hit.record === e && sameDeps(hit.deps, deps)) {
      // most recently used last, so eviction takes the least recently used
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.json;
    }
    const view = mode === 'item' ? eventListItem(ctx, e) : eventView(ctx, e, mode);
    const json = new RawJson(JSON.stringify(view));
    this.entries.delete(key);
    this.entries.set(key, { record: e, deps, json });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return json;
  }
}
