// The embedded transport opens the data dir read-only and takes the lock on the first write.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmbeddedTransport } from '../../src/api/embedded-transport.js';
import { openApp, WritableStoreNeeded } from '../../src/server/app.js';
import { Store } from '../../src/store/store.js';
import { removeDir, tempDir } from '../cli/harness.js';

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
  it('reads without the lock, then reopens writable for a write and answers it', async () => {
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
    // the writable app holds the lock until the transport closes
    expect(existsSync(join(dataDir, 'calev.lock'))).toBe(true);
    const id = (JSON.parse(created.body) as { id: number }).id;
    expect((await t.send({ method: 'GET', target: `${NS}/events/${id}`, headers: {} })).status).toBe(200);
    await t.close();
    expect(readdirSync(dataDir)).not.toContain('calev.lock');
    const after = await Store.open(dataDir, { lock: false });
    expect(after.get('events', id)?.title).toBe('Written');
    await after.close();
  });

  it('an app opened read-only refuses to write and changes nothing', async () => {
    const dataDir = freshDir();
    const seed = await Store.open(dataDir);
    await seed.close();
    const app = await openApp({ dataDir, readOnly: true });
    expect(app.store.readOnly).toBe(true);
    const { body, ...headers } = json({ title: 'Nope', start_date: '2030-01-01 10:00', end_date: '2030-01-01 11:00' });
    await expect(
      app.handle({ method: 'POST', path: `${NS}/events`, headers, body }, { asAdministrator: true }),
    ).rejects.toBeInstanceOf(WritableStoreNeeded);
    expect(app.store.count('events')).toBe(0);
    expect(
      (await app.handle({ method: 'GET', path: `${NS}/events`, headers: {} }, { asAdministrator: true })).status,
    ).toBe(200);
    await app.close();
    expect(existsSync(join(dataDir, 'calev.lock'))).toBe(false);
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
