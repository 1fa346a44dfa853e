// The postings of a word index (src/store/text-index.ts): sorted arrays for rare words, bitmaps
// for common ones, the same ids either way.
import { describe, expect, it } from 'vitest';
import { matchesAllWords } from '../../src/domain/text.js';
import { Postings, TextIndex } from '../../src/store/text-index.js';
import type { EventRecord } from '../../src/store/records.js';

const listed = (p: Postings): number[] => {
  const ids: number[] = [];
  p.forEach((id) => ids.push(id));
  return ids;
};

/** a small deterministic generator (the same sequence every run) */
function lcg(seed: number): () => number {
  let x = seed;
  return () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe('Postings', () => {
  it('holds the same ids as a set under adds and deletes in any order, sparse or dense, ascending', () => {
    for (const [seed, spread] of [
      [1, 100_000],
      [2, 3_000],
      [3, 200],
      // sparse: ids too far apart for a bitmap, the array all along
      [4, 2 ** 30],
    ]) {
      const next = lcg(seed);
      const p = new Postings();
      const ref = new Set<number>();
      for (let i = 0; i < 20_000; i++) {
        const id = 1 + Math.floor(next() * spread);
        if (next() < 0.8) {
          p.add(id);
          ref.add(id);
        } else {
          p.delete(id);
          ref.delete(id);
        }
        if (i % 997 === 0) expect(p.size).toBe(ref.size);
      }
      expect(p.size).toBe(ref.size);
      expect(listed(p)).toEqual([...ref].sort((a, b) => a - b));
    }
  });

  it('ids past the end of a bitmap grow it; ids of 32-bit words edges are kept', () => {
    const p = new Postings();
    // dense from the start: 64 ids up to 64 turn it into a bitmap
    for (let id = 1; id <= 64; id++) p.add(id);
    for (const id of [31, 32, 33, 63, 64, 65, 4095, 4096, 100_001, 2 ** 20 + 31]) p.add(id);
    p.add(64);
    p.delete(7);
    p.delete(999_999);
    const ids = listed(p);
    expect(ids).toContain(2 ** 20 + 31);
    expect(ids).not.toContain(7);
    expect(ids.length).toBe(p.size);
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
    expect(p.size).toBe(63 + 5);
  });
});

describe('TextIndex', () => {
  it('finds events by common and rare words alike, after removals', () => {
    const ev = (id: number, title: string) => ({ id, title }) as unknown as EventRecord;
    const index = new TextIndex((e) => [e.title]);
    const events = Array.from({ length: 3000 }, (_, i) => ev(i + 1, `common ${i % 2 === 0 ? 'even' : 'odd'} word${i}`));
    for (const e of events) index.add(e);
    expect(index.matchAll(['common']).size).toBe(3000);
    expect(index.matchAll(['even', 'common']).size).toBe(1500);
    expect([...index.matchAll(['word2999'])]).toEqual([3000]);
    for (const e of events.slice(0, 1000)) index.remove(e);
    expect(index.matchAll(['common']).size).toBe(2000);
    expect([...index.matchAll(['odd'])].slice(0, 2)).toEqual([1002, 1004]);
    expect(index.matchAll(['word5']).size).toBe(0);
  });

  it('a word an event holds several times (in one text or across its texts) is one match, gone with the event', () => {
    const ev = (id: number, title: string, description: string) =>
      ({ id, title, description }) as unknown as EventRecord;
    const index = new TextIndex((e) => [e.title, e.description]);
    // 80 events: the postings of `jazz` turn into a bitmap (64 ids and more), those of `blues` stay a list
    const events = Array.from({ length: 80 }, (_, i) =>
      ev(i + 1, `Jazz night ${i}`, i % 2 === 0 ? 'jazz\tJAZZ  jazz\nquartet' : 'quartet\u00a0blues'),
    );
    for (const e of events) index.add(e);
    expect(index.matchAll(['jazz']).size).toBe(80);
    expect(index.matchAll(['quartet']).size).toBe(80);
    expect(index.matchAll(['blues']).size).toBe(40);
    for (const e of events.filter((x) => x.id % 4 === 1)) index.remove(e);
    expect(index.matchAll(['jazz']).size).toBe(60);
    expect([...index.matchAll(['jazz', 'quartet'])].filter((id) => id % 4 === 1)).toEqual([]);
    for (const e of events.filter((x) => x.id % 4 !== 1)) index.remove(e);
    expect(index.matchAll(['jazz']).size).toBe(0);
    expect(index.matchAll(['night']).size).toBe(0);
  });
});

describe('TextIndex: searches of many words', () => {
  // a search of thousands of words looked each up in the whole vocabulary (seconds of calev
  // serve's thread): now each once, the longest first, and in the texts of the few events left
  const WORDS = ['jazz', 'night', 'concert', 'park', 'open', 'air', 'café', 'straße', 'σας', 'fête', 'live', 'band'];
  const next = lcg(11);
  const pick = () => WORDS[Math.floor(next() * WORDS.length)];
  const events = Array.from({ length: 600 }, (_, i) => {
    const words = Array.from({ length: 3 + Math.floor(next() * 8) }, pick);
    return {
      id: i + 1,
      title: `${words.slice(0, 2).join(' ')} #${i}`,
      description: `<p>${words.slice(2).join(' ')}</p>`,
      excerpt: i % 7 === 0 ? 'JAZZ ÉTÉ' : '',
    } as unknown as EventRecord;
  });
  const byId = new Map(events.map((e) => [e.id, e]));
  const index = new TextIndex((e) => [e.title, e.description, e.excerpt]);
  for (const e of events) index.add(e);

  /** pieces of the vocabulary's words, whole words, and words no event has */
  function query(n: number): string[] {
    return Array.from({ length: n }, () => {
      const word = pick().toLowerCase();
      const r = next();
      if (r < 0.1) return `${word}zz`;
      const from = Math.floor(next() * (word.length - 1));
      return r < 0.6 ? word : word.slice(from, from + 2 + Math.floor(next() * (word.length - from)));
    });
  }

  it('find what every word of the texts of every event says, with and without the events at hand', () => {
    let found = 0;
    for (const n of [9, 12, 20, 40, 200, 3000]) {
      for (let round = 0; round < 6; round++) {
        const words = query(n);
        // a few words of one event's own texts: one event at least has them all
        if (round % 3 === 0)
          words.splice(
            0,
            words.length,
            ...`${events[round].title} ${events[round].excerpt}`.toLowerCase().split(/\s+/).filter(Boolean),
          );
        const expected = events
          .filter((e) => matchesAllWords(words.join(' '), [e.title, e.description, e.excerpt]))
          .map((e) => e.id);
        const sorted = (ids: Set<number>) => [...ids].sort((a, b) => a - b);
        expect(sorted(index.matchAll(words, (id) => byId.get(id))), words.join(' ')).toEqual(expected);
        expect(sorted(index.matchAll(words)), words.join(' ')).toEqual(expected);
        found += expected.length;
      }
    }
    expect(found).toBeGreaterThan(12);
  });

  it('an event gone from the store since is not found by its texts', () => {
    // every two letters of its texts' words: many words, all of them its own
    const tokens = `${events[5].title} ${events[5].description}`.toLowerCase().split(/\s+/);
    const many = [...new Set(tokens.flatMap((t) => Array.from({ length: t.length - 1 }, (_, i) => t.slice(i, i + 2))))];
    expect(many.length).toBeGreaterThan(8);
    expect(index.matchAll(many, (id) => byId.get(id)).has(6)).toBe(true);
    expect(index.matchAll(many, (id) => (id === 6 ? undefined : byId.get(id))).has(6)).toBe(false);
  });
});
