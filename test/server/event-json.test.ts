// The event representation cache keeps what reads ask for again (an event, list items) and not
// the answers of writes, which show a version the next write replaces.
import { describe, expect, it } from 'vitest';
import type { ViewContext } from '../../src/domain/view-context.js';
import { EventJsonCache } from '../../src/server/event-json.js';
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

describe('EventJsonCache', () => {
  it('answers a write without keeping it, and keeps what reads ask for', async () => {
    const store = await Store.open(await makeTempDir());
    try {
      const tx = store.begin();
      tx.put('events', event);
      await store.commit(tx);
      const ctx: ViewContext = {
        store,
        caller: null,
        lang: 'en',
        siteUrl: 'http://127.0.0.1:1',
        nsUrl: 'http://127.0.0.1:1/wp-json/calendar/events/v1',
        site: { host: '127.0.0.1', timezone: 'UTC', language: 'en', premium: true },
        termCounts: (tax) => store.indexes.publishedCounts(tax),
      };
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
});
