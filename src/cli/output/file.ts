// Files the CLI writes for the user (`export --output FILE`): written to a temp file beside FILE
// and renamed over it only when everything was written, so a failed or interrupted export leaves
// an existing FILE as it was, and removes those of earlier exports killed before they could.
import type { FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { nodeDisk } from '../../store/disk.js';
import { replaceAtomically, tempPid } from '../../store/files.js';
import { isAlive } from '../../store/lock.js';
import type { OutStream } from '../../context.js';
import { CommandError } from '../../setup/errors.js';

export interface FileOut extends OutStream {
  /** resolves when the disk has taken what was written so far (backpressure) */
  drain(): Promise<void>;
}

/**
 * Runs `write` against a stream into a temp file beside `path`; when it resolves, the file
 * replaces `path`; when it throws (or is aborted by throwing), the temp file is removed and the
 * error goes on.
 */
export async function writeFileReplacing(path: string, write: (out: FileOut) => Promise<void>): Promise<void> {
  await removeDeadTemps(path);
  try {
    await replaceAtomically(path, 0o666, nodeDisk, async (fh: FileHandle) => {
      // Writes go to the file in order; `drain` waits for those made so far.
      let written: Promise<unknown> = Promise.resolve();
      await write({
        write: (chunk: string) => {
          written = written.then(() => fh.write(chunk));
          // A failed write is reported by the next drain (or the end), not as an unhandled rejection.
          written.catch(() => undefined);
          return true;
        },
        isTTY: false,
        drain: async () => {
          await written;
        },
      });
      await written;
    });
  } catch (err) {
    if (isFileSystemError(err)) throw new CommandError(`cannot write ${path}: ${err.message}`);
    throw err;
  }
}

/**
 * Removes the temp files beside `path` of exports whose process no longer runs: one killed
 * (kill -9, the machine going down) before it could remove its own. Those of a running process
 * (another export to the same file) stay.
 */
async function removeDeadTemps(path: string): Promise<void> {
  const names = await nodeDisk.readdir(dirname(path)).catch(() => [] as string[]);
  for (const name of names) {
    const pid = tempPid(path, name);
    if (pid === undefined || pid === process.pid || isAlive(pid)) continue;
    await nodeDisk.rm(join(dirname(path), name), { force: true }).catch(() => undefined);
  }
}

function isFileSystemError(err: unknown): err is NodeJS.ErrnoException {
  return err instanceof Error && typeof (err as NodeJS.ErrnoException).syscall === 'string';
}
