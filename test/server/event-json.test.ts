// The event representation cache keeps what reads ask for again (an event, list items) and not
// the answers of writes, which show a version the next write replaces.
import { describe, expect, it } from 'vitest';
import type { ViewContext } from '../../src/domain/view-context.js';
import { EventJsonCache } from '../../src/server/event-json.js';
import type { RawJson } from '../../src/server/raw-json.js';
import type { EventRecord } from '../../src/store/records.js';
import { Store } from '../../src/store/store.js';
import { makeTempDir } from '../store/temp-dir.js';
import { event as record } from '../support/records.js';

const event: EventRecord = {
  ...record(1, 'publish', '2024-07-01 10:00:00', '2024-07-11 19:00:00', '2024-07-11 22:00:00'),
  slug: 'jazz-night',
  title: 'Jazz night',
  timezone: 'Europe/Paris',
  cost: ['10'],
};

function viewContext(store: Store): ViewContext {
  return {
    store,
    caller: null,
    lang: 'en',
    siteUrl: 'http://127.0.0.1:1',
    nsUrl: 'http://127.0.0.1:1/wp-json/calendar/events/v1',
    site: { host: '127.0.0.1', timezone: 'UTC', language: 'en', premium: true },
    termCounts: (tax) => store.indexes.publishedCounts(tax),
  };
}

describe('EventJsonCache', () => {
  it('answers a write without keeping it, and keeps what reads ask for', async () => {
    const store = await Store.open(await makeTempDir());
    try {
      const tx = store.begin();
      tx.put('events', event);
      await store.commit(tx);
      const ctx = viewContext(store);
      const cache = new EventJsonCache();
      const stored = store.get('events', 1)!;
      const written = cache.get(ctx, stored, 'plain');
      expect(JSON.parse(written.json)).toMatchObject({ id: 1, title: 'Jazz night', slug: 'jazz-night' });
      expect(cache.get(ctx, stored, 'plain').json).toBe(written.json);
      expect(cache.size).toBe(0);
      const single = cache.get(ctx, stored, 'single');
      expect(cache.get(ctx, stored, 'single')).toBe(single);
      cache.get(ctx, stored, 'item');
      expect(cache.size).toBe(2);
    } finally {
      await store.close();
    }
  });

  it('keeps 10 000 representations; past them it drops the least recently used, a sixteenth at once', async () => {
    const store = await Store.open(await makeTempDir());
    try {
      const tx = store.begin();
      for (let id = 1; id <= 10_001; id++) tx.put('events', { ...event, id, slug: `e-${id}` });
      await store.commit(tx);
      const ctx = viewContext(store);
      const cache = new EventJsonCache();
      const get = (id: number) => cache.get(ctx, store.get('events', id)!, 'single');
      const built: Array<RawJson | undefined> = [undefined];
      for (let id = 1; id <= 10_000; id++) built.push(get(id));
      expect(cache.size).toBe(10_000);
      // read again: the most recent now, so 2 is the oldest
      expect(get(1)).toBe(built[1]);
      expect(get(10_001)).toBeDefined();
      // 10 001 would be one too many: the 626 oldest went at once (2 to 627), to 10 000 less 625
      expect(cache.size).toBe(10_000 - 625);
      expect(get(1)).toBe(built[1]);
      expect(get(628)).toBe(built[628]);
      expect(cache.size).toBe(10_000 - 625);
      const again = get(627);
      expect(again).not.toBe(built[627]);
      expect(again.json).toBe(built[627]!.json);
      expect(cache.size).toBe(10_000 - 624);
    } finally {
      await store.close();
    }
  });
});
