// One import of a resource into a target at a time, on this machine. Two imports of one file (a
// cron job that overlaps the last run, a command typed twice) each find a row missing and each
// create it: duplicates. So an import holds a lock in calev's state folder, taken as a data dir's
// is (src/store/lock.ts: exclusive, naming its holder, taken over from a holder that has died), in
// `import-locks/<resource and target>/`; an import that finds it held is refused at once, naming the
// import that holds it. Dry runs write nothing and take none.
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { CommandError } from '../../setup/errors.js';
import { StoreLockedError } from '../../store/errors.js';
import { acquireLock, readLock, releaseLock } from '../../store/lock.js';

export interface ImportLock {
  release(): Promise<void>;
}

const NO_LOCK: ImportLock = { release: async () => {} };

export async function lockImport(
  dir: string,
  what: { resource: string; target: string; file: string },
  warn: (line: string) => void,
): Promise<ImportLock> {
  const name = createHash('sha256').update(`${what.resource}\n${what.target}`).digest('hex').slice(0, 24);
  const lockDir = join(dir, 'import-locks', name);
  try {
    await mkdir(lockDir, { recursive: true });
    const held = await acquireLock(
      lockDir,
      { command: `calev ${what.resource} import ${what.file}` },
      { timeoutMs: 0 },
    );
    return { release: () => releaseLock(lockDir, held).catch(() => undefined) };
  } catch (err) {
    if (err instanceof StoreLockedError) {
      const holder = await readLock(lockDir).catch(() => null);
      const who = holder ? ` (process ${holder.pid}: ${holder.command ?? `since ${holder.startedAt}`})` : '';
      throw new CommandError(
        `another calev import of ${what.resource} into this target is running${who}`,
        'wait for it to end, or stop it; then run this one: it finds what the other wrote and goes on',
      );
    }
    warn(
      `cannot lock ${lockDir}: ${(err as Error).message} (another import of this target at the same time would make duplicates)`,
    );
    return NO_LOCK;
  }
}
