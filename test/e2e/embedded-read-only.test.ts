// Embedded reads open the data dir read-only (no lock, no journal, nothing written); a read that
// finds a `future` item due for publication reopens it writable and stores the promotion.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp } from '../../src/server/app.js';
import { Store } from '../../src/store/store.js';
import { removeDir, tempDir } from '../cli/harness.js';
import { assertBuilt, calev } from './calev.js';

let home: string;
let dataDir: string;
let env: Record<string, string>;
let publishedId = 0;
let futureId = 0;

/** every file of the dir with its bytes and modification time */
function snapshot(dir: string): Record<string, { text: string; mtimeMs: number }> {
  const out: Record<string, { text: string; mtimeMs: number }> = {};
  for (const name of readdirSync(dir).sort())
    out[name] = { text: readFileSync(join(dir, name), 'utf8'), mtimeMs: statSync(join(dir, name)).mtimeMs };
  return out;
}

beforeAll(async () => {
  assertBuilt();
  home = tempDir('calev-e2e-ro-');
  dataDir = join(home, 'data');
  env = { HOME: home, XDG_CONFIG_HOME: `${home}/config`, XDG_DATA_HOME: `${home}/xdg` };
  // Written at a fixed clock in 2024: one published event and one due in 2024-07-11, long past now.
  const app = await openApp({ dataDir, clock: () => new Date('2024-07-10T15:30:00Z') });
  const post = async (json: Record<string, unknown>) => {
    const res = await app.handle(
      {
        method: 'POST',
        path: '/wp-json/calendar/events/v1/events',
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify(json)),
      },
      { asAdministrator: true },
    );
    expect(res.status).toBe(201);
    return JSON.parse(res.body) as { id: number; status: string };
  };
  publishedId = (await post({ title: 'Open Now', start_date: '2024-08-01 19:00', end_date: '2024-08-01 21:00' })).id;
  const future = await post({
    title: 'Opens Later',
    start_date: '2024-08-02 19:00',
    end_date: '2024-08-02 21:00',
    date: '2024-07-11 10:00',
  });
  expect(future.status).toBe('future');
  futureId = future.id;
  await app.close();
});
afterAll(() => removeDir(home));

describe('embedded reads', () => {
  it('a read with nothing due leaves no lock file and no journal behind and writes nothing', async () => {
    // dataDir holds a due item, whose promotion makes the first read write: this test reads a
    // dir without one
    const roDir = join(home, 'ro');
    const app = await openApp({ dataDir: roDir, clock: () => new Date('2024-07-10T15:30:00Z') });
    const res = await app.handle(
      {
        method: 'POST',
        path: '/wp-json/calendar/events/v1/events',
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(
          JSON.stringify({ title: 'Only One', start_date: '2024-08-01 19:00', end_date: '2024-08-01 21:00' }),
        ),
      },
      { asAdministrator: true },
    );
    expect(res.status).toBe(201);
    await app.close();
    // the writer leaves an empty journal behind; without it, a read that opened one would show
    expect(readFileSync(join(roDir, 'journal.ndjson'), 'utf8')).toBe('');
    rmSync(join(roDir, 'journal.ndjson'));
    const roBefore = snapshot(roDir);
    for (const args of [
      ['events', 'get', '1', '--format', 'json'],
      ['events', 'list', '--format', 'ids'],
      ['venues', 'list', '--format', 'ids'],
    ]) {
      const r = await calev([...args, '--data-dir', roDir], { env });
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
    }
    expect(existsSync(join(roDir, 'calev.lock'))).toBe(false);
    expect(existsSync(join(roDir, 'journal.ndjson'))).toBe(false);
    expect(snapshot(roDir)).toEqual(roBefore);
  });

  it('a due future event read through the embedded CLI is shown as published and the promotion is stored', async () => {
    const stored = await Store.open(dataDir, { lock: false });
    expect(stored.get('events', futureId)?.status).toBe('future');
    await stored.close();
    const r = await calev(
      ['events', 'get', String(futureId), '--data-dir', dataDir, '--format', 'json', '--fields', 'id,status'],
      { env },
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ id: futureId, status: 'publish' });
    expect(existsSync(join(dataDir, 'calev.lock'))).toBe(false);
    const after = await Store.open(dataDir, { lock: false });
    expect(after.get('events', futureId)?.status).toBe('publish');
    expect(after.get('events', publishedId)?.status).toBe('publish');
    await after.close();
    // the next read finds nothing due: it writes nothing
    const before = snapshot(dataDir);
    const again = await calev(
      ['events', 'get', String(futureId), '--data-dir', dataDir, '--format', 'json', '--fields', 'status'],
      { env },
    );
    expect(JSON.parse(again.stdout)).toEqual({ status: 'publish' });
    expect(snapshot(dataDir)).toEqual(before);
  });
});
