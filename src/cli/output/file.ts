// Files the CLI writes for the user (`export --output FILE`): written to a temp file beside FILE
// and renamed over it only when everything was written, so a failed or interrupted export leaves
// an existing FILE as it was.
import type { FileHandle } from 'node:fs/promises';
import { nodeDisk } from '../../store/disk.js';
import { replaceAtomically } from '../../store/files.js';
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

function isFileSystemError(err: unknown): err is NodeJS.ErrnoException {
  return err instanceof Error && typeof (err as NodeJS.ErrnoException).syscall === 'string';
}
