// nextDue keeps the earliest `future` date without walking all of them per request, and
// countEndingAfter (cached until the list changes) always equals a count of the range.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Indexes } from '../../src/store/indexes.js';
import type { CollectionName, EventRecord } from '../../src/store/records.js';
import { event } from '../support/records.js';
import { SortedEvents } from '../../src/store/sorted-events.js';
import type { AnyRecord } from '../../src/store/records.js';

function emptyIndexes(events: EventRecord[] = []): Indexes {
  const idx = new Indexes();
  const records = {
    events: new Map(events.map((e) => [e.id, e])),
    venues: new Map(),
    organizers: new Map(),
    images: new Map(),
    categories: new Map(),
    tags: new Map(),
    users: new Map(),
  } as unknown as Record<CollectionName, Map<number, AnyRecord>>;
  idx.build(records);
  return idx;
}

const date = (d: number) => `2030-01-${String(d).padStart(2, '0')} 00:00:00`;

describe('Indexes.nextDue', () => {
  it('finds the next earliest after the earliest future post is removed, published or moved', () => {
    const a = event(1, 'future', date(5));
    const b = event(2, 'future', date(3));
    const c = event(3, 'future', date(9));
    const idx = emptyIndexes([a, b, c]);
    expect(idx.nextDue()).toBe(date(3));
    idx.update('events', b, undefined);
    expect(idx.nextDue()).toBe(date(5));
    idx.update('events', a, { ...a, status: 'publish' });
    expect(idx.nextDue()).toBe(date(9));
    idx.update('events', c, { ...c, dateUtc: date(20) });
    expect(idx.nextDue()).toBe(date(20));
    idx.update('events', undefined, event(4, 'future', date(1)));
    expect(idx.nextDue()).toBe(date(1));
    idx.update('events', { ...c, dateUtc: date(20) }, undefined);
    idx.update('events', event(4, 'future', date(1)), undefined);
    expect(idx.nextDue()).toBeNull();
  });

  it('equals the least future date of a model across any puts and removes (events, venues, organizers)', () => {
    const op = fc.record({
      col: fc.constantFrom<'events' | 'venues' | 'organizers'>('events', 'venues', 'organizers'),
      id: fc.integer({ min: 1, max: 8 }),
      remove: fc.boolean(),
      status: fc.constantFrom('future', 'publish', 'draft'),
      day: fc.integer({ min: 1, max: 28 }),
    });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), fc.array(fc.integer({ min: 0, max: 60 })), (ops, probes) => {
        const idx = emptyIndexes();
        const model = new Map<string, AnyRecord>();
        const probeAt = new Set(probes);
        ops.forEach((o, i) => {
          const key = `${o.col}:${o.id}`;
          const old = model.get(key);
          const rec = o.remove
            ? undefined
            : ({ ...event(o.id, o.status, date(o.day)), name: `n${o.id}` } as unknown as AnyRecord);
          if (!old && !rec) return;
          idx.update(o.col, old, rec);
          if (rec) model.set(key, rec);
          else model.delete(key);
          if (probeAt.has(i)) {
            const dates = [...model.values()]
              .filter((r) => (r as EventRecord).status === 'future')
              .map((r) => (r as EventRecord).dateUtc)
              .sort();
            expect(idx.nextDue()).toBe(dates[0] ?? null);
          }
        });
        const dates = [...model.values()]
          .filter((r) => (r as EventRecord).status === 'future')
          .map((r) => (r as EventRecord).dateUtc)
          .sort();
        expect(idx.nextDue()).toBe(dates[0] ?? null);
      }),
      { numRuns: 300 },
    );
  });
});

describe('SortedEvents.countEndingAfter', () => {
  const wall = (h: number) =>
    new Date(Date.UTC(2024, 6, 1) + h * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  it('equals a brute-force count of the range across inserts and removes, asked repeatedly', () => {
    const op = fc.record({
      id: fc.integer({ min: 1, max: 15 }),
      start: fc.integer({ min: 0, max: 100 }),
      hours: fc.integer({ min: 0, max: 60 }),
      remove: fc.boolean(),
    });
    const query = fc.record({
      a: fc.integer({ min: 0, max: 20 }),
      b: fc.integer({ min: 0, max: 20 }),
      end: fc.integer({ min: 0, max: 170 }),
    });
    fc.assert(
      fc.property(fc.array(fc.tuple(op, fc.array(query, { maxLength: 4 })), { maxLength: 40 }), (steps) => {
        const list = new SortedEvents(true);
        const model = new Map<number, EventRecord>();
        for (const [o, queries] of steps) {
          const old = model.get(o.id);
          if (old) {
            list.remove(old);
            model.delete(o.id);
          }
          if (!o.remove) {
            const e = event(o.id, 'publish', date(1), wall(o.start), wall(o.start + o.hours));
            list.insert(e);
            model.set(o.id, e);
          }
          for (const q of [...queries, ...queries]) {
            const from = Math.min(q.a, q.b, list.size);
            const to = Math.min(Math.max(q.a, q.b), list.size);
            const end = wall(q.end);
            const items = [...list.range(from, to)];
            expect(list.countEndingAfter(from, to, end)).toBe(items.filter((e) => e.end > end).length);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
