// calev.lock: one writer per data dir. The file names the holder so that a second calev can say
// who holds the dir and, when it is a server, send its commands there instead.
import { chmod, open, readFile, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { StoreError, StoreLockedError } from './errors.js';
import { writeFileAtomically } from './files.js';

export const LOCK_FILE = 'calev.lock';

export interface LockInfo {
  pid: number;
  startedAt: string;
  /** set by `calev serve` once it listens */
  url?: string;
  /** local access token of that server */
  token?: string;
}

/** A lock file younger than this with no readable content is being written by its creator. */
const FRESH_LOCK_MS = 5_000;
/** The lock holds a token: only its owner may read it. */
const LOCK_MODE = 0o600;

function lockPath(dir: string): string {
  return join(dir, LOCK_FILE);
}

function parseLock(text: string): LockInfo | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockInfo> | null;
    // pid 0 or negative would make process.kill address a process group.
    if (!value || !Number.isSafeInteger(value.pid) || (value.pid as number) <= 0) return undefined;
    return value as LockInfo;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: alive, but owned by another user.
    return (err as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

type LockState = { kind: 'none' } | { kind: 'live'; info: LockInfo } | { kind: 'stale' } | { kind: 'being-written' };

async function inspectLock(dir: string): Promise<LockState> {
  let text: string;
  try {
    text = await readFile(lockPath(dir), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'none' };
    throw new StoreError(`cannot read ${lockPath(dir)}: ${(err as Error).message}`);
  }
  const info = parseLock(text);
  if (info) return isAlive(info.pid) ? { kind: 'live', info } : { kind: 'stale' };
  // Empty or garbled: either its creator is between open('wx') and write, or it crashed there.
  const age = await stat(lockPath(dir)).then(
    (s) => Date.now() - s.mtimeMs,
    () => Infinity,
  );
  return age < FRESH_LOCK_MS ? { kind: 'being-written' } : { kind: 'stale' };
}

/** The lock of a live calev process on `dir`, or null when nobody (alive) holds it. */
export async function readLock(dir: string): Promise<LockInfo | null> {
  const state = await inspectLock(dir);
  return state.kind === 'live' ? state.info : null;
}

function lockedError(dir: string, state: LockState): StoreLockedError {
  if (state.kind !== 'live')
    return new StoreLockedError(
      `data dir ${dir} is being locked by another calev process; try again`,
      undefined,
      undefined,
    );
  const { pid, url, startedAt } = state.info;
  const holder = url ? `calev serve at ${url}` : `since ${startedAt}`;
  return new StoreLockedError(`data dir ${dir} is in use by calev process ${pid} (${holder})`, pid, url);
}

async function tryCreateLock(dir: string, info: LockInfo): Promise<boolean> {
  let fh;
  try {
    fh = await open(lockPath(dir), 'wx', LOCK_MODE);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw new StoreError(`cannot create ${lockPath(dir)}: ${(err as Error).message}`);
  }
  try {
    await fh.writeFile(`${JSON.stringify(info)}\n`, 'utf8');
    await fh.sync();
  } catch (err) {
    await fh.close();
    await unlink(lockPath(dir)).catch(() => undefined);
    throw new StoreError(`cannot write ${lockPath(dir)}: ${(err as Error).message}`);
  }
  await fh.close();
  return true;
}

/** Takes the lock of `dir` (which must exist), recovering a lock left by a dead process. */
export async function acquireLock(dir: string): Promise<LockInfo> {
  const info: LockInfo = { pid: process.pid, startedAt: new Date().toISOString() };
  // A few rounds: another process may recover the same stale lock at the same moment.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await tryCreateLock(dir, info)) return info;
    const state = await inspectLock(dir);
    if (state.kind === 'live' || state.kind === 'being-written') throw lockedError(dir, state);
    if (state.kind === 'stale') await unlink(lockPath(dir)).catch(() => undefined);
  }
  throw lockedError(dir, await inspectLock(dir));
}

/** Rewrites our lock with more information (the server's url and token). */
export async function updateLock(dir: string, info: LockInfo): Promise<void> {
  const path = lockPath(dir);
  await writeFileAtomically(path, `${JSON.stringify(info)}\n`, LOCK_MODE);
  // The mode given at creation is reduced by the umask, never widened; chmod makes it exact.
  await chmod(path, LOCK_MODE);
}

/** Removes the lock if it is still ours (a recovered-then-retaken lock belongs to someone else). */
export async function releaseLock(dir: string, mine: LockInfo): Promise<void> {
  const state = await inspectLock(dir).catch(() => undefined);
  if (state?.kind !== 'live' || state.info.pid !== mine.pid || state.info.startedAt !== mine.startedAt) return;
  await unlink(lockPath(dir)).catch(() => undefined);
}
