// Representations kept by address and used again while everything they were built from is the
// same: the stored records (events and the venues, organizers, terms and images they show; the
// scope's venue, organizer or term) compared by identity, since records are replaced, never
// changed, on write, plus the few values of the moment a view shows (today, more pages). Calendar
// apps poll the same feed addresses, and a feed of 30 events costs milliseconds to write.
import { boundLeastRecent } from '../domain/least-recent.js';
import type { EventRecord } from '../store/records.js';
import type { PageContext } from './context.js';

/** the records an event's page, list entry or VEVENT shows, in a fixed order */
export function eventInputs(ctx: PageContext, events: readonly EventRecord[], into: unknown[] = []): unknown[] {
  const { store } = ctx;
  for (const e of events) {
    into.push(
      e,
      e.venue ? store.get('venues', e.venue) : undefined,
      e.image ? store.get('images', e.image) : undefined,
    );
    for (const id of e.organizers) into.push(store.get('organizers', id));
    for (const id of e.categories) into.push(store.get('categories', id));
    for (const id of e.tags) into.push(store.get('tags', id));
  }
  return into;
}

/** The occurrences of a master as stored, every status (what its pages and feeds derive from). */
export function storedOccurrences(ctx: PageContext, master: EventRecord): EventRecord[] {
  const linked = ctx.store.indexes.linkedEvents('parents', master.id);
  const out: EventRecord[] = [];
  for (let i = 0; i < linked.size; i++) {
    const o = ctx.store.get('events', linked.at(i).id);
    if (o?.postParent === master.id && o.recurrenceId !== undefined) out.push(o);
  }
  return out;
}

function same(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Least recently used first; bounded, so memory stays flat whatever addresses are asked for. */
export class Memo<T> {
  private readonly entries = new Map<string, { inputs: readonly unknown[]; value: T }>();

  constructor(private readonly max: number) {}

  get(key: string, inputs: readonly unknown[], build: () => T): T {
    const hit = this.entries.get(key);
    if (hit) this.entries.delete(key);
    if (hit && same(hit.inputs, inputs)) {
      this.entries.set(key, hit);
      return hit.value;
    }
    const value = build();
    this.entries.set(key, { inputs, value });
    boundLeastRecent(this.entries, this.max);
    return value;
  }
}
