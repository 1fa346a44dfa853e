import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireLock, releaseLock } from '../../src/store/lock.js';
import { readLock, Store, StoreError, StoreLockedError } from '../../src/store/store.js';
import { errno, gate, hookedDisk } from './hooked-disk.js';
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
    const { startedAt, proc } = await lockOf(dir);
    // on Linux the holder's start as /proc counts it: boot id and start ticks (tells pid reuse)
    if (process.platform === 'linux') expect(proc).toMatch(/^[0-9a-f-]{36}\/\d+$/);
    await store.setLockInfo({ url: 'http://127.0.0.1:8080', token: 'secret-token' });
    expect(await lockOf(dir)).toEqual({
      pid: process.pid,
      startedAt,
      proc,
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

describe('several processes want the lock', () => {
  it('a second open waits for the first to close, tells once whom it waits for, then holds the lock', async () => {
    const dir = await makeTempDir();
    const first = await Store.open(dir, { command: 'calev events import big.ndjson' });
    const told: Array<[number, string | undefined, number]> = [];
    let opened = false;
    const second = Store.open(dir, {
      wait: { timeoutMs: 20_000, onWait: (holder, timeoutMs) => told.push([holder.pid, holder.command, timeoutMs]) },
    }).then((s) => {
      opened = true;
      return s;
    });
    // past the first second of waiting it has said whom it waits for, and still waits
    while (told.length === 0) await new Promise((r) => setTimeout(r, 50));
    expect(told).toEqual([[process.pid, 'calev events import big.ndjson', 20_000]]);
    expect(opened).toBe(false);
    await first.close();
    const store = await second;
    expect((await lockOf(dir)).pid).toBe(process.pid);
    expect(told).toHaveLength(1);
    await store.close();
  });

  it('past the timeout the error names the holder by pid and command', async () => {
    const dir = await makeTempDir();
    const first = await Store.open(dir, { command: 'calev events import big.ndjson' });
    await expect(Store.open(dir, { wait: { timeoutMs: 300 } })).rejects.toThrow(
      `data dir ${dir} is in use by calev process ${process.pid} (calev events import big.ndjson); gave up waiting after 0.3 s`,
    );
    await first.close();
  });

  it('a calev serve holding the dir is not waited for, even before it listens', async () => {
    const dir = await makeTempDir();
    const server = await Store.open(dir, { server: true, command: 'calev serve' });
    const started = Date.now();
    const error = await Store.open(dir, { wait: { timeoutMs: 20_000 } }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(StoreLockedError);
    expect((error as StoreLockedError).server).toBe(true);
    expect((error as Error).message).toBe(
      `data dir ${dir} is in use by calev process ${process.pid} (calev serve, starting)`,
    );
    expect(Date.now() - started).toBeLessThan(20_000);
    await server.close();
  });

  // The lost write of issue 11: B reads the lock of a holder that has gone (it had released the
  // lock and exited, or crashed), C meanwhile recovers that lock and takes its own, then B, going
  // on with what it read, removed "the dead lock" - C's live one - and took the lock as well.
  it("a dead holder's lock judged stale by two processes: the slower one never removes the lock the other took", async () => {
    const dir = await makeTempDir();
    await writeFile(join(dir, 'calev.lock'), JSON.stringify({ pid: deadPid(), startedAt: '2024-01-01T00:00:00.000Z' }));
    const bHasRead = gate();
    const bGoesOn = gate();
    let paused = false;
    const slowB = hookedDisk(async (at) => {
      if (at.call === 'read' && at.file === 'calev.lock' && !paused) {
        paused = true;
        bHasRead.open();
        await bGoesOn.wait;
      }
    });
    const b = acquireLock(dir, {}, { timeoutMs: 400 }, slowB);
    b.catch(() => undefined);
    await bHasRead.wait;
    // C recovers the dead holder's lock and holds the dir
    const c = await acquireLock(dir, { command: 'calev events create' }, { timeoutMs: 0 });
    bGoesOn.open();
    await expect(b).rejects.toThrow(/is in use by calev process \d+ \(calev events create\); gave up waiting/);
    expect(await lockOf(dir)).toMatchObject({ command: 'calev events create' });
    // and nothing of the take-over is left behind
    expect((await readdir(dir)).sort()).toEqual(['calev.lock']);
    await releaseLock(dir, c);
    expect(await readdir(dir)).toEqual([]);
  });

  it("of two processes recovering one dead holder's lock at once, exactly one gets it", async () => {
    const dir = await makeTempDir();
    await writeFile(join(dir, 'calev.lock'), JSON.stringify({ pid: deadPid(), startedAt: '2024-01-01T00:00:00.000Z' }));
    // both have read the dead lock before either acts
    const bothRead = gate();
    let reads = 0;
    const disk = hookedDisk(async (at) => {
      if (at.call === 'read' && at.file === 'calev.lock' && reads < 2) {
        if (++reads === 2) bothRead.open();
        await bothRead.wait;
      }
    });
    const results = await Promise.allSettled([
      acquireLock(dir, { command: 'one' }, { timeoutMs: 300 }, disk),
      acquireLock(dir, { command: 'two' }, { timeoutMs: 300 }, disk),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    const holder = won[0].value;
    expect(await lockOf(dir)).toMatchObject({ command: holder.info.command });
    await releaseLock(dir, holder);
  });
});

describe('a data dir whose lock cannot be read', () => {
  it('a dir this user may not enter is named as such', async () => {
    const dir = await makeTempDir();
    // as root the real permission is not refused: the disk answers as it would for another user
    const disk = hookedDisk((at) => {
      if (at.call === 'open' && at.file === 'calev.lock') throw errno('EACCES', 'open');
    });
    const error = await readLock(dir, disk).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(StoreError);
    expect((error as Error).message).toBe(`cannot read data dir ${dir}: it is not readable by this user (EACCES)`);
  });

  it('a directory named calev.lock is named, for reads and writes', async () => {
    const dir = await makeTempDir();
    await mkdir(join(dir, 'calev.lock'));
    const message = `${join(dir, 'calev.lock')} is a directory, not calev's lock file; move it out of the data dir`;
    await expect(readLock(dir)).rejects.toThrow(message);
    await expect(Store.open(dir)).rejects.toThrow(message);
  });
});
