// A write's answer waits for its own journal write, not for the writes that came after it: under
// a stream of concurrent writes (an import, a seeding script) each answer used to wait one group
// commit longer than its own (Store.settle after the handler; ViewCache.commitThen).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { hookedDisk } from '../store/hooked-disk.js';

/** a gate the journal write of the event with that title waits at */
const gates = new Map<string, { open: Promise<void>; release: () => void }>();
function gate(title: string) {
  let release!: () => void;
  const open = new Promise<void>((r) => (release = r));
  gates.set(title, { open, release });
  return release;
}

let t: TestServer;
beforeAll(async () => {
  const disk = hookedDisk(async (at) => {
    if (at.call !== 'write' || at.file !== 'journal.ndjson') return;
    const text = at.data.toString('utf8');
    for (const [title, g] of gates) if (text.includes(title)) await g.open;
  });
  t = await startTestServer({ storeOptions: { disk } });
});
afterAll(() => t.stop());

const event = (title: string) => ({ title, start_date: '2031-05-01 20:00', end_date: '2031-05-01 22:00' });

it('the answer of a create comes once its own write is on disk, while a create applied after it is still being written', async () => {
  const releaseFirst = gate('First concert');
  const releaseSecond = gate('Second concert');
  const store = t.server.app.store;
  const before = store.count('events');
  const applied = async (n: number) => {
    for (let i = 0; i < 400 && store.count('events') < before + n; i++) await new Promise((r) => setTimeout(r, 5));
    expect(store.count('events')).toBe(before + n);
  };
  const first = t.call('POST', '/events', { as: 'admin', json: event('First concert') });
  await applied(1);
  const second = t.call('POST', '/events', { as: 'admin', json: event('Second concert') });
  // the second is in the tables too, applied ahead of its journal write, behind the first's
  await applied(2);
  releaseFirst();
  const answered = await Promise.race([first, new Promise((r) => setTimeout(() => r('still waiting'), 3_000))]);
  if (answered === 'still waiting') releaseSecond();
  expect(answered).not.toBe('still waiting');
  const one = await first;
  expect(one.status).toBe(201);
  expect(one.json.title).toBe('First concert');
  releaseSecond();
  const two = await second;
  expect(two.status).toBe(201);
  expect(two.json.title).toBe('Second concert');
  expect(two.json.id).toBe(one.json.id + 1);
});
