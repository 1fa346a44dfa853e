// Real temp dirs for store tests, removed after each test; and a crashed copy of a live data dir.
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import type { TermRecord, UserRecord } from '../../src/store/records.js';
import type { Store } from '../../src/store/store.js';

const created: string[] = [];

afterEach(async () => {
  await Promise.all(created.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

export async function makeTempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'calev-store-'));
  created.push(dir);
  return dir;
}

/** The pid of a process that has exited (and been reaped), so process.kill(pid, 0) fails with ESRCH. */
export function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid;
}

/** What a data dir looks like after its calev was SIGKILLed: files as they are, lock left behind
 * by a dead pid. */
export async function crashedCopy(dir: string): Promise<string> {
  const copy = await makeTempDir();
  await cp(dir, copy, { recursive: true });
  await writeFile(join(copy, 'calev.lock'), JSON.stringify({ pid: deadPid(), startedAt: new Date().toISOString() }));
  return copy;
}

export function tag(id: number, slug: string, name = slug): TermRecord {
  return { id, name, slug, description: '', parent: 0, i18n: {} };
}

export function user(id: number, login: string): UserRecord {
  return { id, login, email: `${login}@example.test`, role: 'editor', passwordHash: '' };
}

/** One write as the embedded CLI makes it: hold the lock, draw a term id, commit a tag, let go. */
export async function addTag(store: Store, slug: string): Promise<number> {
  const end = await store.hold();
  try {
    const tx = store.begin();
    const id = tx.nextId('term');
    tx.put('tags', tag(id, slug));
    await store.commit(tx);
    return id;
  } finally {
    end();
  }
}
