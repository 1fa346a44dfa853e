// calev.lock: one writer per data dir at a time. The file names the holder (pid, command, and for
// `calev serve` its URL and token) so that another calev can say whom it waits for and, when the
// holder is a server, send its requests there instead.
//
// Taking it: create the file exclusively (O_EXCL). Another live holder: wait, polling, up to the
// timeout (a waiting process leaves a `calev.lock.<pid>-<n>.wait` mark, so that a holder with more
// to write lets go between two writes); a `calev serve` is never waited for. A holder that has
// died leaves its file behind, and removing it is where two processes can collide: a file judged
// dead by one may, by the time it is removed, have been replaced by the live lock of a third (the
// dead holder's file was recovered by someone else, or the "dead" holder had just released it
// and exited). So a dead holder's file is only removed by the one process that wins an exclusive
// claim on that very file (its inode number, which stays unique while the claimant keeps it open),
// and only if the file at the path is still that inode. A claimant that dies while claiming is
// followed by the next claim number.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { errnoCode, nodeDisk, type Disk } from './disk.js';
import { StoreError, StoreLockedError, StoreUnavailableError, StoreWaitStoppedError } from './errors.js';
import { writeFileAtomically } from './files.js';

export const LOCK_FILE = 'calev.lock';

export interface LockInfo {
  pid: number;
  startedAt: string;
  /** what the holder runs, for the messages of those who wait: `calev events import big.ndjson` */
  command?: string;
  /** the holder is a `calev serve`: it holds the lock until it stops */
  server?: boolean;
  /** set by `calev serve` once it listens */
  url?: string;
  /** local access token of that server */
  token?: string;
  /** the holder's start as the kernel counts it (Linux: the boot's id and the process's start
   * time since it, /proc): another process given the same pid later, or after a reboot, differs */
  proc?: string;
}

/** The lock this process holds: what it wrote, and the inode of the file it wrote it to. */
export interface HeldLock {
  info: LockInfo;
  ino: number;
}

export interface LockWait {
  /** how long to wait for another calev process that holds the lock (default 30 s; 0: not at all) */
  timeoutMs?: number;
  /** told once, when the wait has lasted a second, whom it waits for (and how long it will) */
  onWait?: (holder: LockInfo, timeoutMs: number) => void;
  /** first leave the lock this long to the processes that wait for it (lease.ts: a holder that
   * has just let go for them) */
  letOthersFirstMs?: number;
  /** aborted when the command stops (Ctrl+C, SIGTERM): the wait ends at once, nothing written */
  signal?: AbortSignal;
}

export const DEFAULT_LOCK_TIMEOUT_MS = 30_000;
const TELL_AFTER_MS = 1_000;
/** polling pauses grow from 2 ms to this */
const MAX_PAUSE_MS = 25;
/** A lock file younger than this with no readable content is being written by its creator. */
const FRESH_LOCK_MS = 5_000;
/** The lock holds a token: only its owner may read it. */
const LOCK_MODE = 0o600;
const WAIT_MARK = /^calev\.lock\.(\d+)-[0-9a-f]+\.wait$/;

function lockPath(dir: string): string {
  return join(dir, LOCK_FILE);
}

function claimPath(dir: string, ino: number, n: number): string {
  return join(dir, `${LOCK_FILE}.${ino}-${n}.takeover`);
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

/** Whether process `pid` runs (a zombie does not: it holds nothing any more). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: alive, but owned by another user.
    return errnoCode(err) !== 'ESRCH';
  }
  // a killed process stays a zombie (state Z) until its parent reaps it: it holds nothing any more
  return processState(pid) !== 'Z';
}

/** The state letter of process `pid` (field 3 of /proc/PID/stat: R, S, Z…), where /proc tells. */
function processState(pid: number): string | undefined {
  const stat = procText(`/proc/${pid}/stat`);
  return stat?.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) || undefined;
}

/** A file of /proc as text, undefined where there is none (not Linux) or it cannot be read. */
function procText(path: string): string | undefined {
  try {
    return readFileSync(path, 'latin1');
  } catch {
    return undefined;
  }
}

/** The start time of process `pid` in clock ticks since boot (field 22 of /proc/PID/stat). */
function startTicks(pid: number): number | undefined {
  const stat = procText(`/proc/${pid}/stat`);
  // the fields after the command name, which is in parentheses and may hold spaces or ')'
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields?.[19]);
  return Number.isSafeInteger(ticks) ? ticks : undefined;
}

/** `<boot id>/<start ticks>` of process `pid` (LockInfo.proc), undefined where /proc cannot say. */
function procStart(pid: number): string | undefined {
  const boot = procText('/proc/sys/kernel/random/boot_id')?.trim();
  const ticks = startTicks(pid);
  return boot && ticks !== undefined ? `${boot}/${ticks}` : undefined;
}

/** clock ticks a second as /proc counts them (USER_HZ, 100 on every Linux calev runs on) */
const USER_HZ = 100;
/** how much later than its lock says a holder may seem to have started (the boot time /proc
 * gives is whole seconds, and the clock may have been set a little meanwhile) */
const START_SLACK_MS = 60_000;

/** When process `pid` started, by the wall clock (Linux), for locks written without `proc`. */
function startedAtMs(pid: number): number | undefined {
  const boot = /^btime (\d+)$/m.exec(procText('/proc/stat') ?? '');
  const ticks = startTicks(pid);
  return boot && ticks !== undefined ? Number(boot[1]) * 1000 + (ticks * 1000) / USER_HZ : undefined;
}

/**
 * Whether the lock's holder still runs: its pid is alive and is the same process, not another
 * one given that pid later (after a reboot, pids start again from 1). Where /proc tells, a lock
 * holding `proc` is compared exactly (no clock involved); one without (written by hand, or by an
 * older calev) is the holder's unless the process started well after the lock says it did.
 */
function holderAlive(info: LockInfo): boolean {
  if (!isAlive(info.pid)) return false;
  if (info.proc !== undefined) {
    const now = procStart(info.pid);
    return now === undefined || now === info.proc;
  }
  const started = startedAtMs(info.pid);
  const locked = Date.parse(info.startedAt);
  return started === undefined || Number.isNaN(locked) || started <= locked + START_SLACK_MS;
}

export function isServer(info: LockInfo): boolean {
  return info.server === true || info.url !== undefined;
}

type LockState =
  | { kind: 'none' }
  | { kind: 'live'; info: LockInfo }
  | { kind: 'being-written' }
  /** the file of a dead holder, kept open so that its inode number is not reused meanwhile */
  | { kind: 'stale'; fh: FileHandle; ino: number };

/** What is at `path`: a live holder, a dead one, one being written, or nothing. */
async function inspect(path: string, disk: Disk): Promise<LockState> {
  let fh: FileHandle;
  try {
    fh = await disk.open(path, 'r');
  } catch (err) {
    const code = errnoCode(err);
    if (code === 'ENOENT') return { kind: 'none' };
    // the lock is the first file any command reads: a dir this user may not enter fails here
    if (code === 'EACCES' || code === 'EPERM')
      throw new StoreError(`cannot read data dir ${dirname(path)}: it is not readable by this user (${code})`);
    throw new StoreError(`cannot read ${path}: ${(err as Error).message}`);
  }
  let state: LockState | undefined;
  try {
    const st = await fh.stat();
    if (!st.isFile())
      throw new StoreError(
        `${path} is ${st.isDirectory() ? 'a directory' : 'not a file'}, not calev's lock file; move it out of the data dir`,
      );
    const info = parseLock(await fh.readFile('utf8'));
    // Empty or garbled: either its creator is between open('wx') and write, or it crashed there.
    if (info ? holderAlive(info) : Date.now() - st.mtimeMs < FRESH_LOCK_MS)
      state = info ? { kind: 'live', info } : { kind: 'being-written' };
    else state = { kind: 'stale', fh, ino: st.ino };
    return state;
  } finally {
    if (state?.kind !== 'stale') await fh.close();
  }
}

/** The lock of a live calev process on `dir`, or null when nobody (alive) holds it. */
export async function readLock(dir: string, disk: Disk = nodeDisk): Promise<LockInfo | null> {
  const state = await inspect(lockPath(dir), disk);
  if (state.kind === 'stale') await state.fh.close();
  return state.kind === 'live' ? state.info : null;
}

/** Creates `path` with `text` if it does not exist; its inode number, or null when it existed. */
async function createExclusive(path: string, text: string, disk: Disk): Promise<number | null> {
  let fh;
  try {
    fh = await disk.open(path, 'wx', LOCK_MODE);
  } catch (err) {
    if (errnoCode(err) === 'EEXIST') return null;
    throw err;
  }
  try {
    await fh.writeFile(text, 'utf8');
    return (await fh.stat()).ino;
  } catch (err) {
    await disk.unlink(path).catch(() => undefined);
    throw err;
  } finally {
    await fh.close();
  }
}

/** Why nothing can be written into `dir`, as one line that names it. */
export function unwritableDir(dir: string, err: unknown): StoreUnavailableError {
  const code = errnoCode(err);
  const full = code === 'ENOSPC' || code === 'EDQUOT';
  const reason =
    code === 'EROFS'
      ? 'it is on a read-only file system'
      : code === 'EACCES' || code === 'EPERM'
        ? 'permission denied'
        : full
          ? 'no space left on the device'
          : (err as Error).message;
  return new StoreUnavailableError(
    `cannot write to data dir ${dir}: ${reason}${code ? ` (${code})` : ''}; nothing was saved`,
    full ? 'free some space, then run the command again' : 'make the dir writable, or use another data dir',
  );
}

async function tryCreateLock(dir: string, info: LockInfo, disk: Disk): Promise<HeldLock | null> {
  // Not fsynced: after a power cut nobody holds the lock, and an empty or lost file is harmless.
  try {
    const ino = await createExclusive(lockPath(dir), `${JSON.stringify(info)}\n`, disk);
    return ino === null ? null : { info, ino };
  } catch (err) {
    throw unwritableDir(dir, err);
  }
}

/**
 * Removes the dead holder's file `stale` if this process wins the claim on it and it is still at
 * the path. False when another live process is at it (the caller waits a little).
 */
async function takeOver(dir: string, stale: { ino: number }, disk: Disk): Promise<boolean> {
  let won = -1;
  for (let n = 0; won < 0; n++) {
    const path = claimPath(dir, stale.ino, n);
    let created: number | null;
    try {
      created = await createExclusive(path, `${JSON.stringify({ pid: process.pid })}\n`, disk);
    } catch (err) {
      throw unwritableDir(dir, err);
    }
    if (created !== null) won = n;
    else {
      const claimant = await inspect(path, disk);
      if (claimant.kind === 'stale') await claimant.fh.close();
      // a live claimant does the work; a vanished claim means the work is done
      else return false;
    }
  }
  try {
    const now = await disk.lstat(lockPath(dir)).catch(() => undefined);
    if (now?.ino === stale.ino) await disk.unlink(lockPath(dir)).catch(() => undefined);
  } finally {
    // The stale file is gone from the path, and its inode stays ours while we keep it open: any
    // later claim on it finds another inode there and does nothing.
    for (let n = 0; n <= won; n++) await disk.unlink(claimPath(dir, stale.ino, n)).catch(() => undefined);
  }
  return true;
}

function lockedError(dir: string, info: LockInfo | undefined, timeoutMs?: number): StoreLockedError {
  if (!info)
    return new StoreLockedError(
      `data dir ${dir} is being locked by another calev process; try again`,
      undefined,
      undefined,
    );
  const { pid, url, startedAt, command } = info;
  if (isServer(info)) {
    const holder = url ? `calev serve at ${url}` : 'calev serve, starting';
    return new StoreLockedError(`data dir ${dir} is in use by calev process ${pid} (${holder})`, pid, url, true);
  }
  const waited = timeoutMs ? `; gave up waiting after ${timeoutMs / 1000} s` : '';
  return new StoreLockedError(
    `data dir ${dir} is in use by calev process ${pid} (${command ?? `since ${startedAt}`})${waited}`,
    pid,
    undefined,
  );
}

/** Marks this process as waiting (see othersWaiting); a hint only, so a failure is ignored. */
async function markWaiting(dir: string, disk: Disk): Promise<string | undefined> {
  const path = join(dir, `${LOCK_FILE}.${process.pid}-${randomBytes(4).toString('hex')}.wait`);
  return disk.writeFile(path, '', { mode: LOCK_MODE, flag: 'wx' }).then(
    () => path,
    () => undefined,
  );
}

/** Whether another live process waits for the lock; the marks of dead waiters are removed. */
export async function othersWaiting(dir: string, disk: Disk = nodeDisk): Promise<boolean> {
  const names = await disk.readdir(dir).catch(() => [] as string[]);
  let waiting = false;
  for (const name of names) {
    const m = WAIT_MARK.exec(name);
    if (!m) continue;
    if (isAlive(Number(m[1]))) waiting = true;
    else await disk.unlink(join(dir, name)).catch(() => undefined);
  }
  return waiting;
}

/** this process's LockInfo.proc, read once */
const ownStart = procStart(process.pid);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sleeps `ms`, or less when `signal` aborts meanwhile. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return sleep(ms).then(() => undefined);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** The error of a wait given up by a signal: whom it waited for, and that nothing was written. */
function waitStopped(dir: string, holder: LockInfo | undefined): StoreWaitStoppedError {
  const who = holder
    ? `calev process ${holder.pid}${holder.command ? ` (${holder.command})` : ''}`
    : 'another calev process';
  return new StoreWaitStoppedError(`stopped waiting for ${who}, which is writing ${dir}`);
}

/**
 * Takes the lock of `dir` (which must exist), waiting for another calev process that holds it
 * and recovering the lock of one that has died. Throws StoreLockedError at once when a `calev
 * serve` holds it, or when the wait runs out; StoreUnavailableError when the dir is not writable.
 */
export async function acquireLock(
  dir: string,
  who: Pick<LockInfo, 'command' | 'server'> = {},
  wait: LockWait = {},
  disk: Disk = nodeDisk,
): Promise<HeldLock> {
  const info: LockInfo = { pid: process.pid, startedAt: new Date().toISOString(), proc: ownStart, ...who };
  const started = Date.now();
  const timeoutMs = wait.timeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS;
  let mark: string | undefined;
  let told = false;
  let pauseMs = 2;
  const othersFirst = started + (wait.letOthersFirstMs ?? 0);
  while (Date.now() < othersFirst && !(await readLock(dir, disk)) && (await othersWaiting(dir, disk)))
    await pause(5, wait.signal);
  let holder: LockInfo | undefined;
  try {
    for (;;) {
      if (wait.signal?.aborted) throw waitStopped(dir, holder);
      const held = await tryCreateLock(dir, info, disk);
      if (held) return held;
      const state = await inspect(lockPath(dir), disk);
      if (state.kind === 'none') continue;
      if (state.kind === 'stale') {
        const removed = await takeOver(dir, state, disk).finally(() => state.fh.close());
        if (removed) continue;
      } else if (state.kind === 'live' && isServer(state.info)) throw lockedError(dir, state.info);
      const waited = Date.now() - started;
      holder = state.kind === 'live' ? state.info : undefined;
      if (waited >= timeoutMs) throw lockedError(dir, holder, timeoutMs);
      mark ??= await markWaiting(dir, disk);
      if (!told && holder && waited >= TELL_AFTER_MS) {
        told = true;
        wait.onWait?.(holder, timeoutMs);
      }
      await pause(Math.min(pauseMs + Math.random() * pauseMs, Math.max(1, timeoutMs - waited)), wait.signal);
      pauseMs = Math.min(pauseMs * 2, MAX_PAUSE_MS);
    }
  } finally {
    if (mark) await disk.unlink(mark).catch(() => undefined);
  }
}

/** The error of a wait for a starting server given up by a signal: nothing was sent to it. */
function serverWaitStopped(dir: string, server: LockInfo): StoreWaitStoppedError {
  return new StoreWaitStoppedError(
    `stopped waiting for calev serve (process ${server.pid}), which holds ${dir}, to start listening`,
  );
}

/**
 * Waits until the `calev serve` that holds `dir` has written its URL. Null when no server holds it
 * (any more); StoreLockedError when it has not within the timeout; StoreWaitStoppedError at once
 * when `wait.signal` aborts (Ctrl+C, SIGTERM), as the wait for the lock does. `wait.onWait` is
 * told once, after a second, whom it waits for.
 */
export async function awaitServer(dir: string, wait: LockWait = {}, disk: Disk = nodeDisk): Promise<LockInfo | null> {
  const started = Date.now();
  const timeoutMs = wait.timeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS;
  let told = false;
  for (;;) {
    const info = await readLock(dir, disk);
    if (!info || !isServer(info)) return null;
    if (info.url) return info;
    if (wait.signal?.aborted) throw serverWaitStopped(dir, info);
    const waited = Date.now() - started;
    if (waited >= timeoutMs)
      throw new StoreLockedError(
        `calev serve (process ${info.pid}) holds data dir ${dir} but did not start listening within ${Math.round(timeoutMs / 1000)} s`,
        info.pid,
        undefined,
        true,
      );
    if (!told && waited >= TELL_AFTER_MS) {
      told = true;
      wait.onWait?.(info, timeoutMs);
    }
    await pause(20, wait.signal);
  }
}

/** Rewrites our lock with more information (the server's url and token). */
export async function updateLock(
  dir: string,
  held: HeldLock,
  info: LockInfo,
  disk: Disk = nodeDisk,
): Promise<HeldLock> {
  const path = lockPath(dir);
  await writeFileAtomically(path, `${JSON.stringify(info)}\n`, LOCK_MODE, disk);
  // The mode given at creation is reduced by the umask, never widened; chmod makes it exact.
  await disk.chmod(path, LOCK_MODE);
  return { info, ino: (await disk.lstat(path)).ino };
}

/**
 * Removes the lock if it is still ours: the file at the path is the one we wrote (our inode) with
 * what we wrote. Nobody else removes a live holder's file, so it cannot change between this check
 * and the unlink.
 */
export async function releaseLock(dir: string, mine: HeldLock, disk: Disk = nodeDisk): Promise<void> {
  const path = lockPath(dir);
  const fh = await disk.open(path, 'r').catch(() => undefined);
  if (!fh) return;
  let ours: boolean;
  try {
    const info = (await fh.stat()).ino === mine.ino ? parseLock(await fh.readFile('utf8')) : undefined;
    ours = info?.pid === mine.info.pid && info.startedAt === mine.info.startedAt;
  } finally {
    await fh.close();
  }
  if (ours) await disk.unlink(path).catch(() => undefined);
}
