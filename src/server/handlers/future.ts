// §2.3: `future` items become `publish` when their publication date passes, before each request.
import type { Store } from '../../store/store.js';
import type { ViewCache } from '../view-cache.js';
import type { WriteQueue } from '../write-queue.js';

export async function promoteDueItems(
  store: Store,
  views: ViewCache,
  writes: WriteQueue,
  nowUtc: string,
): Promise<void> {
  const due = views.nextDue();
  if (due === null || due > nowUtc) return;
  await writes.run(async () => {
    const tx = store.begin();
    for (const { col, id } of store.indexes.duePosts(nowUtc)) {
      const p = store.get(col, id);
      if (p && p.status === 'future' && p.dateUtc <= nowUtc) tx.put(col, { ...p, status: 'publish' } as never);
    }
    await views.commit(tx);
  });
}
