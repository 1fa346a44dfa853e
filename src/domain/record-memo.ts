// Values derived from one stored version of a record (records are replaced, never changed, on
// write, so the record object tells a version), kept for the records used most recently only. A
// WeakMap keyed by the record kept them for every record ever shown, for as long as it stays in
// the store: in `calev serve`, reading each of 88k events once left ~1.3 KB behind for each
// (dates, date details, time zone abbreviation), ~80 MB that no bound of the caches covered.
import { boundLeastRecent } from './least-recent.js';

/** Records whose derived values are kept; `calev serve` keeps as many event representations
 * (server/event-json.ts), so what the kept ones were built from stays at hand. */
export const KEPT_RECORDS = 10_000;

export class RecordMemo<R extends { readonly id: number }, V> {
  private readonly byId = new Map<number, { record: R; value: V }>();

  constructor(private readonly max = KEPT_RECORDS) {}

  /** records with a value kept */
  get size(): number {
    return this.byId.size;
  }

  /** the value kept for this very version of the record */
  get(record: R): V | undefined {
    const entry = this.byId.get(record.id);
    if (entry === undefined || entry.record !== record) return undefined;
    // most recently used last, so the bound drops the least recently used
    this.byId.delete(record.id);
    this.byId.set(record.id, entry);
    return entry.value;
  }

  /** keeps `value` for this version of the record (in place of what an older version had) */
  set(record: R, value: V): void {
    this.byId.delete(record.id);
    this.byId.set(record.id, { record, value });
    boundLeastRecent(this.byId, this.max);
  }
}
