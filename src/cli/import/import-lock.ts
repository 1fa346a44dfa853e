// One import of a resource into a target at a time, on this machine. Two imports of one file (a
// cron job that overlaps the last run, a command typed twice) each find a row missing and each
// create it: duplicates. So an import holds a lock, taken as a data dir's is (src/store/lock.ts:
// exclusive, naming its holder, taken over from a holder that has died), in
// `import-locks/<resource and target>/` of the local data dir it writes (seen by every process that
// writes it, whoever runs it), or of calev's state folder for a site; an import that finds it held
// is refused at once, naming the import that holds it. Dry runs write nothing and take none.
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
  const command = `calev ${what.resource} import ${what.file}`;
  try {
    // a data dir made here is made as the store makes it: its owner's only
    await mkdir(lockDir, { recursive: true, mode: 0o700 });
    // Found held, the lock is read to name its holder. It may have been let go meanwhile (the other
    // import ended: this one takes it and goes on), or its holder may be between creating it and
    // writing its name into it: read again, a little later, for a second at most.
    for (let tries = 0; ; tries++) {
      try {
        const held = await acquireLock(lockDir, { command }, { timeoutMs: 0 });
        return { release: () => releaseLock(lockDir, held).catch(() => undefined) };
      } catch (err) {
        if (!(err instanceof StoreLockedError)) throw err;
        const holder = await readLock(lockDir).catch(() => null);
        if (holder || tries >= 40) {
          const who = holder ? ` (process ${holder.pid}: ${holder.command ?? `since ${holder.startedAt}`})` : '';
          throw new CommandError(
            `another calev import of ${what.resource} into this target is running${who}`,
            'wait for it to end, or stop it; then run this one: it finds what the other wrote and goes on',
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
  } catch (err) {
    if (err instanceof CommandError) throw err;
    warn(
      `cannot lock ${lockDir}: ${(err as Error).message} (another import of this target at the same time would make duplicates)`,
    );
    return NO_LOCK;
  }
}
