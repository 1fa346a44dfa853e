// The embedded transport reads the data dir without the lock and takes it while it writes.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmbeddedTransport } from '../../src/api/embedded-transport.js';
import { openApp } from '../../src/server/app.js';
import { Store } from '../../src/store/store.js';
import { removeDir, tempDir } from '../cli/harness.js';
import { startTestServer } from '../support/server.js';

const NS = '/wp-json/calendar/events/v1';
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) removeDir(d);
});

function freshDir(): string {
  const d = tempDir('calev-embedded-');
  dirs.push(d);
  return join(d, 'data');
}

const json = (body: unknown) => ({ 'content-type': 'application/json', body: Buffer.from(JSON.stringify(body)) });

describe('embedded transport', () => {
  it('reads without the lock, takes it for a write and lets it go by the time it closes', async () => {
    const dataDir = freshDir();
    const seed = await Store.open(dataDir);
    await seed.close();
    const t = await openEmbeddedTransport({ dataDir });
    const list = await t.send({ method: 'GET', target: `${NS}/events`, headers: {} });
    expect(list.status).toBe(200);
    expect(existsSync(join(dataDir, 'calev.lock'))).toBe(false);
    const { body, ...headers } = json({
      title: 'Written',
      start_date: '2030-01-01 10:00',
      end_date: '2030-01-01 11:00',
    });
    const created = await t.send({ method: 'POST', target: `${NS}/events`, headers, body });
    expect(created.status).toBe(201);
    const id = (JSON.parse(created.body) as { id: number }).id;
    expect((await t.send({ method: 'GET', target: `${NS}/events/${id}`, headers: {} })).status).toBe(200);
    await t.close();
    expect(readdirSync(dataDir)).not.toContain('calev.lock');
    const after = await Store.open(dataDir, { lock: false });
    expect(after.get('events', id)?.title).toBe('Written');
    await after.close();
  });

  it('between two writes another process may write: the next write builds on what it wrote', async () => {
    const dataDir = freshDir();
    const app = await openApp({ dataDir, store: Store.open(dataDir, { lock: 'on-write', idleMs: 0 }) });
    const post = async (title: string) => {
      const { body, ...headers } = json({ title, start_date: '2030-01-01 10:00', end_date: '2030-01-01 11:00' });
      const res = await app.handle({ method: 'POST', path: `${NS}/events`, headers, body }, { asAdministrator: true });
      expect(res.status, res.body).toBe(201);
      return (JSON.parse(res.body) as { id: number }).id;
    };
    const first = await post('First');
    // another writer (as another calev process would) takes the lock once the app lets it go
    const other = await Store.open(dataDir, { lock: 'on-write', idleMs: 0 });
    const end = await other.hold();
    const tx = other.begin();
    const otherId = tx.nextId('post');
    expect(otherId).toBe(first + 1);
    tx.put('images', { id: otherId, url: 'http://x.test/other.png', extension: 'png' });
    await other.commit(tx);
    end();
    await other.close();
    const second = await post('Second');
    expect(second).toBe(otherId + 1);
    expect(app.store.get('images', otherId)?.url).toBe('http://x.test/other.png');
    await app.close();
    const after = await Store.open(dataDir, { lock: false });
    expect(after.all('events').map((e) => [e.id, e.title])).toEqual([
      [first, 'First'],
      [second, 'Second'],
    ]);
    expect(after.get('images', otherId)?.url).toBe('http://x.test/other.png');
    await after.close();
  });

  it('a write while a calev serve is starting on the dir waits until it listens and is answered by it', async () => {
    const dataDir = freshDir();
    const trace: string[] = [];
    const t = await openEmbeddedTransport({ dataDir, trace: (l) => trace.push(l), wait: { timeoutMs: 10_000 } });
    // a `calev serve` that has taken the dir and does not listen yet
    const serving = Store.open(dataDir, { server: true, command: 'calev serve' });
    const store = await serving;
    const { body, ...headers } = json({
      title: 'Sent to the server',
      start_date: '2030-01-01 10:00',
      end_date: '2030-01-01 11:00',
    });
    const sent = t.send({ method: 'POST', target: `${NS}/events`, headers, body });
    await new Promise((r) => setTimeout(r, 100));
    const server = await startTestServer({ store: serving }, dataDir);
    try {
      const res = await sent;
      expect(res.status, res.body).toBe(201);
      const id = (JSON.parse(res.body) as { id: number }).id;
      expect(store.get('events', id)?.title).toBe('Sent to the server');
      expect(trace).toContain(`data dir ${dataDir} is served by pid ${process.pid} at ${server.base}`);
      // and what follows goes there too
      expect((await t.send({ method: 'GET', target: `${NS}/events/${id}`, headers: {} })).status).toBe(200);
      expect(trace.filter((l) => l.startsWith(`> GET ${server.base}`))).toHaveLength(1);
    } finally {
      await t.close();
      await server.stop();
    }
  });

  it('a read-only store does not freeze its records; a writable one does', async () => {
    const dataDir = freshDir();
    const app = await openApp({ dataDir });
    const { body, ...headers } = json({
      title: 'Frozen?',
      start_date: '2030-01-01 10:00',
      end_date: '2030-01-01 11:00',
    });
    const id = (
      JSON.parse(
        (await app.handle({ method: 'POST', path: `${NS}/events`, headers, body }, { asAdministrator: true })).body,
      ) as { id: number }
    ).id;
    await app.close();
    const writable = await Store.open(dataDir);
    expect(Object.isFrozen(writable.get('events', id))).toBe(true);
    await writable.close();
    const ro = await Store.open(dataDir, { lock: false });
    expect(ro.get('events', id)?.title).toBe('Frozen?');
    expect(Object.isFrozen(ro.get('events', id))).toBe(false);
    await ro.close();
  });
});
