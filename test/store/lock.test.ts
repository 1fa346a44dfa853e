import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLock, Store, StoreLockedError } from '../../src/store/store.js';
import { deadPid, makeTempDir } from './temp-dir.js';

async function lockOf(dir: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(join(dir, 'calev.lock'), 'utf8'));
}

describe('calev.lock', () => {
  it('holds the pid and start time, with mode 0600', async () => {
    const dir = await makeTempDir();
    const store = await Store.open(dir);
    const lock = await lockOf(dir);
    expect(lock.pid).toBe(process.pid);
    expect(Date.parse(lock.startedAt as string)).not.toBeNaN();
    expect((await stat(join(dir, 'calev.lock'))).mode & 0o777).toBe(0o600);
    await store.close();
  });

  it('a second open of the same dir with no wait (timeout 0) throws StoreLockedError naming the holding pid', async () => {
    const dir = await makeTempDir();
    const store = await Store.open(dir);
    const second = Store.open(dir, { wait: { timeoutMs: 0 } });
    await expect(second).rejects.toThrow(StoreLockedError);
    await expect(second).rejects.toThrow(`data dir ${dir} is in use by calev process ${process.pid} (since `);
    await store.close();
    const third = await Store.open(dir);
    await third.close();
  });

  it('setLockInfo adds url and token, keeps mode 0600, and the locked error names the server', async () => {
    const dir = await makeTempDir();
    const store = await Store.open(dir);
    const { startedAt } = await lockOf(dir);
    await store.setLockInfo({ url: 'http://127.0.0.1:8080', token: 'secret-token' });
    expect(await lockOf(dir)).toEqual({
      pid: process.pid,
      startedAt,
      url: 'http://127.0.0.1:8080',
      token: 'secret-token',
    });
    expect((await stat(join(dir, 'calev.lock'))).mode & 0o777).toBe(0o600);
    const error = await Store.open(dir).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(StoreLockedError);
    expect((error as Error).message).toBe(
      `data dir ${dir} is in use by calev process ${process.pid} (calev serve at http://127.0.0.1:8080)`,
    );
    expect((error as StoreLockedError).pid).toBe(process.pid);
    expect((error as StoreLockedError).url).toBe('http://127.0.0.1:8080');
    await store.close();
  });

  it('readLock returns the live lock and null once it is released', async () => {
    const dir = await makeTempDir();
    expect(await readLock(dir)).toBeNull();
    const store = await Store.open(dir);
    await store.setLockInfo({ url: 'http://127.0.0.1:9', token: 't' });
    expect(await readLock(dir)).toMatchObject({ pid: process.pid, url: 'http://127.0.0.1:9', token: 't' });
    await store.close();
    expect(await readLock(dir)).toBeNull();
  });

  it('a lock left by a dead process is recovered', async () => {
    const dir = await makeTempDir();
    const pid = deadPid();
    await writeFile(
      join(dir, 'calev.lock'),
      JSON.stringify({ pid, startedAt: '2024-01-01T00:00:00.000Z', url: 'http://127.0.0.1:1', token: 'old' }),
    );
    expect(await readLock(dir)).toBeNull();
    const store = await Store.open(dir);
    const lock = await lockOf(dir);
    expect(lock.pid).toBe(process.pid);
    expect(lock).not.toHaveProperty('token');
    await store.close();
  });

  it('an empty lock file that is not fresh counts as a crash between create and write', async () => {
    const dir = await makeTempDir();
    await writeFile(join(dir, 'calev.lock'), '');
    const { utimes } = await import('node:fs/promises');
    const old = new Date(Date.now() - 60_000);
    await utimes(join(dir, 'calev.lock'), old, old);
    const store = await Store.open(dir);
    expect((await lockOf(dir)).pid).toBe(process.pid);
    await store.close();
  });

  it('an empty lock file being written right now is respected', async () => {
    const dir = await makeTempDir();
    await writeFile(join(dir, 'calev.lock'), '');
    await expect(Store.open(dir, { wait: { timeoutMs: 0 } })).rejects.toThrow(/being locked by another calev process/);
  });

  it('close removes the lock only if it is still ours', async () => {
    const dir = await makeTempDir();
    const store = await Store.open(dir);
    const other = JSON.stringify({ pid: process.pid, startedAt: '1999-01-01T00:00:00.000Z' });
    await writeFile(join(dir, 'calev.lock'), other);
    await store.close();
    expect(await readFile(join(dir, 'calev.lock'), 'utf8')).toBe(other);
  });
});
