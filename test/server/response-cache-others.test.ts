// The response cache holds an answer for one store version. Another calev process's writes reach
// an on-write store only when it next takes the lock: by catching up with their journal lines, or
// by loading the dir again after the other compacted it. Either must change the version, or a
// cached answer would hide them. The write that takes the lock here is refused (a missing
// title), so only the catch-up or the reload can have changed the tables.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openApp, type ApiApp } from '../../src/server/app.js';
import { Store } from '../../src/store/store.js';

const NS = '/wp-json/calendar/events/v1';
const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(JSON.stringify(body)),
});

async function send(app: ApiApp, method: string, path: string, body?: unknown) {
  const res = await app.handle(
    { method, path: `${NS}${path}`, ...(body === undefined ? { headers: {} } : json(body)) },
    { asAdministrator: true },
  );
  return { status: res.status, json: JSON.parse(res.body) as Record<string, unknown> };
}

async function titles(app: ApiApp): Promise<string[]> {
  const r = await send(app, 'GET', '/events');
  expect(r.status).toBe(200);
  return (r.json.events as Array<{ title: string }>).map((e) => e.title);
}

// in the default window of the events list (from today, two years on)
const soon = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const event = (title: string) => ({ title, start_date: `${soon} 10:00`, end_date: `${soon} 11:00` });

/** what another calev process does: one create through its own app, then let the lock go */
async function otherCreates(dir: string, title: string, close: boolean): Promise<ApiApp> {
  const other = await openApp({ dataDir: dir, store: Store.open(dir, { lock: 'on-write', idleMs: 0 }) });
  expect((await send(other, 'POST', '/events', event(title))).status).toBe(201);
  if (close) await other.close();
  return other;
}

describe('cached reads and the writes of other processes', () => {
  it('a catch-up with their journal lines, and a reload after they compacted, are seen at once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'calev-cache-others-'));
    dirs.push(dir);
    const app = await openApp({ dataDir: dir, store: Store.open(dir, { lock: 'on-write', idleMs: 0 }) });
    expect((await send(app, 'POST', '/events', event('Mine'))).status).toBe(201);
    expect(await titles(app)).toEqual(['Mine']);
    expect(await titles(app)).toEqual(['Mine']);
    const version = app.store.version;

    // same generation: the app catches up with the other's journal line when it takes the lock
    const other = await otherCreates(dir, 'Theirs', false);
    expect((await send(app, 'POST', '/events', { start_date: 'not a date' })).status).toBe(400);
    expect(app.store.version).not.toBe(version);
    expect(await titles(app)).toEqual(['Mine', 'Theirs']);

    // the other compacts as it closes (a new generation): the app loads the dir again
    expect((await send(other, 'POST', '/events', event('Theirs, later'))).status).toBe(201);
    await other.close();
    expect(await titles(app)).toEqual(['Mine', 'Theirs']);
    expect((await send(app, 'POST', '/events', { start_date: 'not a date' })).status).toBe(400);
    expect(await titles(app)).toEqual(['Mine', 'Theirs', 'Theirs, later']);
    await app.close();
  });
});
