// Bounded caches drop their least recently used entries several at a time (src/domain/least-recent.ts).
import { describe, expect, it } from 'vitest';
import { boundLeastRecent, dropLeastRecent, slackOf } from '../../src/domain/least-recent.js';

function filled(n: number): Map<number, string> {
  return new Map(Array.from({ length: n }, (_, i) => [i, `v${i}`] as const));
}

describe('least recently used entries', () => {
  it('a map over its bound drops its oldest down to the bound less a sixteenth, in order', () => {
    const map = filled(1_000);
    // a hit goes last (deleted and set again), so it is the most recent
    map.delete(0);
    map.set(0, 'v0');
    map.set(1_000, 'v1000');
    const dropped: Array<[number, string, boolean]> = [];
    boundLeastRecent(map, 1_000, (key, value) => dropped.push([key, value, map.has(key)]));
    expect(slackOf(1_000)).toBe(62);
    expect(map.size).toBe(1_000 - 62);
    expect(dropped).toEqual(Array.from({ length: 63 }, (_, i) => [i + 1, `v${i + 1}`, false]));
    expect([...map.keys()].slice(0, 2)).toEqual([64, 65]);
    expect([...map.keys()].slice(-2)).toEqual([0, 1_000]);
  });

  it('a map within its bound keeps everything; past a bound of 10 it goes down to 9', () => {
    const map = filled(10);
    boundLeastRecent(map, 10, () => expect.unreachable());
    expect(map.size).toBe(10);
    map.set(10, 'v10');
    boundLeastRecent(map, 10);
    expect(slackOf(10)).toBe(1);
    expect([...map.keys()]).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('drops while the caller says it needs more room, and stops at the end of the map', () => {
    const map = filled(5);
    let weight = 15;
    dropLeastRecent(
      map,
      () => weight <= 9,
      (key) => (weight -= key + 1),
    );
    expect([...map.keys()]).toEqual([3, 4]);
    dropLeastRecent(map, () => false);
    expect(map.size).toBe(0);
  });
});
