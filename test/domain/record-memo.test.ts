// Values derived from a record version, kept for the records used most recently only
// (src/domain/record-memo.ts).
import { describe, expect, it } from 'vitest';
import { RecordMemo } from '../../src/domain/record-memo.js';

const record = (id: number) => Object.freeze({ id });

describe('values kept per record version', () => {
  it('a value is found for the very record object it was kept for, not for another version', () => {
    const memo = new RecordMemo<{ id: number }, string>(10);
    const v1 = record(7);
    memo.set(v1, 'derived from v1');
    expect(memo.get(v1)).toBe('derived from v1');
    const v2 = record(7);
    expect(memo.get(v2)).toBeUndefined();
    memo.set(v2, 'derived from v2');
    expect(memo.size).toBe(1);
    expect(memo.get(v1)).toBeUndefined();
    expect(memo.get(v2)).toBe('derived from v2');
  });

  it('past its bound it drops the records used least recently, and a read counts as a use', () => {
    const memo = new RecordMemo<{ id: number }, number>(100);
    const records = Array.from({ length: 101 }, (_, i) => record(i));
    for (const r of records.slice(0, 100)) memo.set(r, r.id * 2);
    expect(memo.size).toBe(100);
    // record 0 is read again: the least recently used are now 1, 2, …
    expect(memo.get(records[0])).toBe(0);
    memo.set(records[100], 200);
    // down to the bound less a sixteenth (least-recent.ts)
    expect(memo.size).toBe(100 - 6);
    expect(memo.get(records[0])).toBe(0);
    for (const r of records.slice(1, 8)) expect(memo.get(r)).toBeUndefined();
    for (const r of records.slice(8)) expect(memo.get(r)).toBe(r.id * 2);
  });
});
