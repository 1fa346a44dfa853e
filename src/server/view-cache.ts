// Values derived from the whole store (term counts, the next due `future` item; the store's
// indexes keep them up to date on every commit, so reading them costs no scan) and cached
// event representations.
import type { ViewContext } from '../domain/view-context.js';
import type { EventRecord } from '../store/records.js';
import type { Store, Transaction } from '../store/store.js';
import { EventJsonCache, type EventJsonMode } from './event-json.js';
import type { RawJson } from './raw-json.js';

export class ViewCache {
  private readonly events = new EventJsonCache();

  constructor(private readonly store: Store) {}

  /** an event's representation as JSON text, cached (event-json.ts) */
  eventJson(ctx: ViewContext, e: EventRecord, mode: EventJsonMode): RawJson {
    return this.events.get(ctx, e, mode);
  }

  /**
   * Commits; `ctx.releaseWrites` (the write queue's) lets the next write begin as soon as the
   * changes are in the tables, while their journal write goes on. Resolves once on disk.
   */
  async commit(tx: Transaction, ctx?: { releaseWrites?: () => void }): Promise<void> {
    if (tx.empty) return;
    const staged = this.store.commitStaged(tx);
    if (ctx?.releaseWrites) void staged.applied.then(ctx.releaseWrites, () => undefined);
    await staged.durable;
  }

  /** published-event counts per term (§3.5: linked directly) */
  termCounts(tax: 'categories' | 'tags'): ReadonlyMap<number, number> {
    return this.store.indexes.publishedCounts(tax);
  }

  /** the earliest publication date (UTC) of a `future` post, or null */
  nextDue(): string | null {
    return this.store.indexes.nextDue();
  }
}
