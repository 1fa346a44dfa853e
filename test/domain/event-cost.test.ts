// What an event's representation derives from its cost entries (domain/event-view.ts eventCost):
// events with the same entries share one frozen parse per word for 0, and each still reads what
// parseCost says for its own entries.
import { describe, expect, it } from 'vitest';
import { parseCost } from '../../src/domain/cost.js';
import { eventCost } from '../../src/domain/event-view.js';
import type { ViewContext } from '../../src/domain/view-context.js';
import { defaultEventRecord, type EventRecord } from '../../src/store/records.js';

const ctx = (lang: string) => ({ lang, site: { timezone: 'UTC' } }) as unknown as ViewContext;

let nextId = 1;
function event(cost: string[]): EventRecord {
  const id = nextId++;
  const e = defaultEventRecord({
    id,
    author: 1,
    status: 'publish',
    dateUtc: '2024-07-01 10:00:00',
    slug: `e-${id}`,
    start: '2024-07-10 10:00:00',
    end: '2024-07-10 11:00:00',
    timezone: 'UTC',
  });
  return { ...e, cost };
}

describe('eventCost', () => {
  it('gives events with the same entries one frozen parse, equal to parseCost', () => {
    const costs = [['$10'], ['10 - 25 €'], ['Free'], ['5', '$12.50'], []];
    for (const entries of costs) {
      const a = eventCost(ctx('en'), event(entries));
      const b = eventCost(ctx('en'), event([...entries]));
      expect(b).toBe(a);
      expect(Object.isFrozen(a) && Object.isFrozen(a.details) && Object.isFrozen(a.details.values)).toBe(true);
      expect(a).toEqual(parseCost(entries, 'Free'));
    }
  });

  it('keeps entries that join alike apart, and parses per word for 0', () => {
    const one = eventCost(ctx('en'), event(['5, 10']));
    const two = eventCost(ctx('en'), event(['5', ' 10']));
    expect(one).toEqual(parseCost(['5, 10'], 'Free'));
    expect(two).toEqual(parseCost(['5', ' 10'], 'Free'));
    const en = eventCost(ctx('en'), event(['free']));
    const de = eventCost(ctx('de'), event(['free']));
    expect(de).not.toBe(en);
    expect(de.cost).not.toBe(en.cost);
  });
});
