// Values derived from the whole store (term counts, the next due `future` item), recomputed only
// after a write: `bump()` is called on every commit.
import type { Store, Transaction } from '../store/store.js';

export class ViewCache {
  private version = 0;
  private counts = new Map<string, { version: number; value: Map<number, number> }>();
  private due: { version: number; value: string | null } | null = null;

  constructor(private readonly store: Store) {}

  async commit(tx: Transaction): Promise<void> {
    if (tx.empty) return;
    await this.store.commit(tx);
    this.version++;
  }

  /** published-event counts per term (§3.5: linked directly) */
  termCounts(tax: 'categories' | 'tags'): Map<number, number> {
    const hit = this.counts.get(tax);
    if (hit && hit.version === this.version) return hit.value;
    const value = new Map<number, number>();
    for (const e of this.store.all('events')) {
      if (e.status !== 'publish') continue;
      for (const id of e[tax]) value.set(id, (value.get(id) ?? 0) + 1);
    }
    this.counts.set(tax, { version: this.version, value });
    return value;
  }

  /** the earliest publication date (UTC) of a `future` post, or null */
  nextDue(): string | null {
    if (this.due && this.due.version === this.version) return this.due.value;
    let min: string | null = null;
    for (const col of ['events', 'venues', 'organizers'] as const) {
      for (const p of this.store.all(col)) if (p.status === 'future' && (min === null || p.dateUtc < min)) min = p.dateUtc;
    }
    this.due = { version: this.version, value: min };
    return min;
  }
}
