// The file system calls of the store, as one object that a store is given (StoreOptions.disk):
// by default node:fs/promises itself. Tests hand in a copy whose calls fail or pause where they
// want (a full disk, an I/O error, a compaction that runs in the middle of a read).
import * as fsPromises from 'node:fs/promises';

export type Disk = Pick<
  typeof fsPromises,
  | 'chmod'
  | 'link'
  | 'lstat'
  | 'mkdir'
  | 'open'
  | 'readdir'
  | 'readFile'
  | 'rename'
  | 'rm'
  | 'stat'
  | 'unlink'
  | 'writeFile'
>;

export const nodeDisk: Disk = fsPromises;

/** The errno code of a failed file system call (ENOSPC, EIO, EROFS...), if it has one. */
export function errnoCode(err: unknown): string | undefined {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}
