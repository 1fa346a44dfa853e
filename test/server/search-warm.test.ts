// `calev serve` builds the site language's word index between requests after it starts, so the
// first search does not hold the server while every event is tokenized.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startTestServer } from '../support/server.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

it('after a restart the word index is built without a search, and searches then find what they should', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'calev-warm-'));
  dirs.push(dir);
  const first = await startTestServer({}, dir);
  for (const title of ['Marimba night', 'Jazz brunch', 'Marimba workshop'])
    expect(
      (
        await first.call('POST', '/events', {
          as: 'admin',
          json: { title, start_date: '2031-01-01 10:00', end_date: '2031-01-01 12:00' },
        })
      ).status,
    ).toBe(201);
  await first.stop();

  const again = await startTestServer({}, dir);
  try {
    const indexes = again.server.app.store.indexes;
    const deadline = Date.now() + 5_000;
    while (!indexes.hasTextIndex('') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    expect(indexes.hasTextIndex('')).toBe(true);
    const found = await again.call('GET', '/events', {
      query: { search: 'marimba', start_date: '2030-01-01', end_date: '2032-01-01' },
    });
    expect(found.json.events.map((e: { title: string }) => e.title).sort()).toEqual([
      'Marimba night',
      'Marimba workshop',
    ]);
  } finally {
    await again.stop();
  }
});
