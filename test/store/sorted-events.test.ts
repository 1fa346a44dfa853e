// SortedEvents keeps long lists in chunks (so a write moves one chunk, not the whole list): every
// position-based answer must be what one flat array in list order would give, across chunk
// splits, emptied chunks and lists built in bulk.
import { describe, expect, it } from 'vitest';
import type { EventRecord } from '../../src/store/records.js';
import { SortedEvents } from '../../src/store/sorted-events.js';
import { seededRandom } from '../support/random.js';

const byStartThenId = (a: EventRecord, b: EventRecord) =>
  a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id;

const pad = (n: number) => String(n).padStart(2, '0');

function expectSame(list: SortedEvents, model: EventRecord[], rnd: () => number): void {
  expect(list.size).toBe(model.length);
  expect([...list.range()].map((e) => e.id)).toEqual(model.map((e) => e.id));
  for (let k = 0; k < 20 && model.length > 0; k++) {
    const i = Math.floor(rnd() * model.length);
    expect(list.at(i)).toBe(model[i]);
    const j = i + Math.floor(rnd() * 1500);
    expect([...list.range(i, Math.min(j, model.length))]).toEqual(model.slice(i, j));
    const probe = model[i];
    expect(list.position(probe.start, probe.id)).toBe(i);
    const start = probe.start;
    expect(list.startBound(start, false)).toBe(model.findIndex((e) => e.start >= start));
    const after = model.findIndex((e) => e.start > start);
    expect(list.startBound(start, true)).toBe(after === -1 ? model.length : after);
    // no item lasts (start = end): the first that may end after `start` is the first starting after it
    expect(list.endAfterBound(start)).toBe(after === -1 ? model.length : after);
    expect(list.firstRunningAt(start)).toBe(model.findIndex((e) => e.start >= start));
  }
  expect(list.startBound('9999-12-31 23:59:59', true)).toBe(model.length);
  expect(list.startBound('0000-01-01 00:00:00', false)).toBe(0);
}

describe('SortedEvents in chunks', () => {
  it('answers as one flat list through thousands of inserts and removes (chunks split and empty)', () => {
    const rnd = seededRandom(12);
    // few distinct starts: many equal starts ordered by id, across chunk boundaries
    const start = () => `2026-0${1 + Math.floor(rnd() * 3)}-${pad(1 + Math.floor(rnd() * 28))} 10:00:00`;
    const list = new SortedEvents(true);
    const live = new Map<number, EventRecord>();
    let nextId = 1;
    for (let step = 0; step < 6000; step++) {
      // mostly inserts at first, then mostly removes, so chunks grow, split and run empty
      const removing = live.size > 0 && rnd() < (step < 4000 ? 0.2 : 0.9);
      if (removing) {
        const ids = [...live.keys()];
        const e = live.get(ids[Math.floor(rnd() * ids.length)])!;
        list.remove(e);
        live.delete(e.id);
      } else {
        const s = start();
        const e = { id: nextId++, start: s, end: s } as EventRecord;
        list.insert(e);
        live.set(e.id, e);
      }
      if (step % 500 === 0 || step === 5999) expectSame(list, [...live.values()].sort(byStartThenId), rnd);
    }
    // removing a record that is not there (or is stored with another start) changes nothing
    const size = list.size;
    list.remove({ id: 999_999, start: '2026-02-02 10:00:00', end: '' } as EventRecord);
    expect(list.size).toBe(size);
  });

  it('searches by order keys in string order, and by the strings once a start has no key', () => {
    const rnd = seededRandom(31);
    // wide ranges of every field (a key that misordered months, days or hours would show), many
    // equal starts; then starts calev never writes (hand edits), which have no order key
    const wall = () =>
      `${1990 + Math.floor(rnd() * 60)}-${pad(1 + Math.floor(rnd() * 12))}-${pad(1 + Math.floor(rnd() * 28))} ${pad(Math.floor(rnd() * 24))}:${pad(Math.floor(rnd() * 2) * 59)}:00`;
    const odd = [
      '2026-5-1 10:00:00',
      '2026-05-01T10:00:00',
      '2026-05-01',
      '1999-12-31 24:00:00',
      '2026-13-01 10:00:00',
    ];
    for (const bulk of [false, true]) {
      const records = Array.from({ length: 3000 }, (_, i) => {
        const s = i % 7 === 0 ? '2030-06-15 12:00:00' : wall();
        return { id: i + 1, start: s, end: s } as EventRecord;
      });
      const model = [...records].sort(byStartThenId);
      const list = bulk ? SortedEvents.ofSorted([...model], true, 0, false) : new SortedEvents(true);
      if (!bulk) for (const e of records) list.insert(e);
      expectSame(list, model, rnd);
      let nextId = 10_000;
      for (let step = 0; step < 1200; step++) {
        if (rnd() < 0.5) {
          const victim = model.splice(Math.floor(rnd() * model.length), 1)[0];
          list.remove(victim);
        } else {
          // after step 600, some starts without a key: the list goes on by the strings
          const s = step > 600 && rnd() < 0.05 ? odd[Math.floor(rnd() * odd.length)] : wall();
          const e = { id: nextId++, start: s, end: s } as EventRecord;
          list.insert(e);
          const at = model.findIndex((x) => byStartThenId(x, e) > 0);
          model.splice(at === -1 ? model.length : at, 0, e);
        }
        if (step % 200 === 0) expectSame(list, model, rnd);
      }
      expectSame(list, model, rnd);
      for (const s of odd) {
        const at = model.findIndex((e) => e.start >= s);
        expect(list.startBound(s, false)).toBe(at === -1 ? model.length : at);
      }
    }
    // built in bulk with a start without a key: by the strings from the start
    const s = ['2026-05-01 10:00:00', '2026-05-01T09:00:00', '2026-05-02 08:00:00'];
    const few = s.map((start, i) => ({ id: i + 1, start, end: start }) as EventRecord).sort(byStartThenId);
    const list = SortedEvents.ofSorted([...few], false, 0, false);
    const e = { id: 9, start: '2026-05-01 11:00:00', end: '2026-05-01 11:00:00' } as EventRecord;
    list.insert(e);
    expect([...list.range()].map((x) => x.start)).toEqual([...few, e].sort(byStartThenId).map((x) => x.start));
  });

  it('a remove names the record by id and start: the same id stored with another start stays', () => {
    const list = new SortedEvents();
    const a = { id: 1, start: '2026-05-01 10:00:00', end: '2026-05-01 10:00:00' } as EventRecord;
    const b = { id: 2, start: '2026-05-03 10:00:00', end: '2026-05-03 10:00:00' } as EventRecord;
    list.insert(a);
    list.insert(b);
    // the search for (05-02, id 2) lands on b, stored with 05-03
    list.remove({ ...b, start: '2026-05-02 10:00:00' });
    expect([...list.range()]).toEqual([a, b]);
    list.remove(b);
    expect([...list.range()]).toEqual([a]);
  });

  it('a list built in bulk takes inserts and removes like one built item by item', () => {
    const rnd = seededRandom(5);
    const records = Array.from({ length: 5000 }, (_, i) => {
      const s = `2027-${pad(1 + Math.floor(rnd() * 12))}-${pad(1 + Math.floor(rnd() * 28))} ${pad(Math.floor(rnd() * 24))}:00:00`;
      return { id: i + 1, start: s, end: s } as EventRecord;
    }).sort(byStartThenId);
    const model = [...records];
    const list = SortedEvents.ofSorted(records, true, 0, false);
    expectSame(list, model, rnd);
    for (let i = 0; i < 700; i++) {
      const victim = model.splice(Math.floor(rnd() * model.length), 1)[0];
      list.remove(victim);
      const e = { id: 10_000 + i, start: victim.start, end: victim.start } as EventRecord;
      list.insert(e);
      const at = model.findIndex((x) => byStartThenId(x, e) > 0);
      model.splice(at === -1 ? model.length : at, 0, e);
    }
    expectSame(list, model, rnd);
  });
});
