// sortInListOrder (the bulk build's one sort) must give exactly the order of the comparison it
// replaces, whatever the starts look like.
import { describe, expect, it } from 'vitest';
import type { EventRecord } from '../../src/store/records.js';
import { sortInListOrder, wallOrderKey } from '../../src/store/sorted-events.js';

const byStartThenId = (a: EventRecord, b: EventRecord) =>
  a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id;

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function events(starts: string[], ids: number[]): EventRecord[] {
  return starts.map((start, i) => ({ id: ids[i], start, end: start }) as EventRecord);
}

describe('list order of the bulk build', () => {
  const rnd = prng(7);
  const pad = (n: number) => String(n).padStart(2, '0');
  const wall = () =>
    `${2020 + Math.floor(rnd() * 8)}-${pad(1 + Math.floor(rnd() * 12))}-${pad(1 + Math.floor(rnd() * 31))} ${pad(Math.floor(rnd() * 24))}:${pad(Math.floor(rnd() * 4) * 15)}:00`;

  it('equals the comparison sort for well-formed starts, many of them equal, ids ascending', () => {
    const starts = Array.from({ length: 5000 }, () => (rnd() < 0.3 ? '2026-05-01 10:00:00' : wall()));
    const list = events(
      starts,
      starts.map((_, i) => 3 * i + 1),
    );
    const expected = [...list].sort(byStartThenId);
    sortInListOrder(list);
    expect(list).toEqual(expected);
  });

  it('equals the comparison sort when ids are not ascending or starts are odd', () => {
    const starts = Array.from({ length: 2000 }, () => wall());
    const shuffledIds = starts.map((_, i) => i + 1).sort(() => rnd() - 0.5);
    for (const [s, ids] of [
      [starts, shuffledIds],
      [
        [
          ...starts.slice(0, 1000),
          '2026-13-01 00:00:00',
          '2026-1-5 10:00:00',
          '',
          '0099-12-31 23:59:59',
          '9999-12-31 23:59:59',
          ...starts.slice(1005),
        ],
        starts.map((_, i) => i + 1),
      ],
    ] as Array<[string[], number[]]>) {
      const list = events(s, ids);
      const expected = [...list].sort(byStartThenId);
      sortInListOrder(list);
      expect(list).toEqual(expected);
    }
  });

  it('keys order like the strings they come from', () => {
    const walls = Array.from({ length: 3000 }, () => wall()).sort();
    for (let i = 1; i < walls.length; i++)
      expect(Math.sign(wallOrderKey(walls[i]) - wallOrderKey(walls[i - 1]))).toBe(walls[i] === walls[i - 1] ? 0 : 1);
    expect(wallOrderKey('2026-13-01 00:00:00')).toBe(-1);
    expect(wallOrderKey('2026-01-01T00:00:00')).toBe(-1);
  });
});
