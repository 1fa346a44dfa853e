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

  /**
   * Commits like `commit`, then returns `view()`. When no other write is waiting, the view is
   * built as soon as the changes are in the tables, while their journal write is under way (the
   * CPU work overlaps the disk wait; a single writer's response is ready when the write is on
   * disk). With writes waiting, it is built once on disk as after `commit`: building it ahead
   * would hold the next write back, and with it the next group commit. Resolves once on disk;
   * a failed commit rejects as `commit` does, and the view is dropped.
   *
   * A view built ahead shows the tables as this write left them: what is on disk, and changes
   * applied ahead of their journal write before this one, which a failed write takes back only
   * together with this one (Store.writeBatch). So once this write is on disk, so is everything
   * the view shows, and `ctx.shownDurable` says so: the answer need not wait for the writes
   * applied after it (Store.settle), which under a stream of concurrent writes held every
   * answer one group commit longer.
   */
  async commitThen<T>(
    tx: Transaction,
    ctx: { releaseWrites?: () => void; writes?: { readonly queued: number }; shownDurable?: boolean } | undefined,
    view: () => T,
  ): Promise<T> {
    if (tx.empty || (ctx?.writes?.queued ?? 0) > 0) {
      await this.commit(tx, ctx);
      return view();
    }
    const staged = this.store.commitStaged(tx);
    let built: { value: T } | undefined;
    let failure: { error: unknown } | undefined;
    // registered first (reactions to one promise run in registration order): the view shows
    // this write's changes, before the next write may begin
    void staged.applied.then(
      () => {
        try {
          built = { value: view() };
        } catch (error) {
          failure = { error };
        }
      },
      () => undefined,
    );
    if (ctx?.releaseWrites) void staged.applied.then(ctx.releaseWrites, () => undefined);
    await staged.durable;
    if (failure) throw failure.error;
    if (!built) return view();
    if (ctx) ctx.shownDurable = true;
    return built.value;
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
