// A Disk (src/store/disk.ts) over the real file system that calls the test's hook around chosen
// calls: to pause one until the test lets it go on (another process's compaction in the middle
// of a read, a rival in the middle of a lock take-over), or to fail it as a full or broken disk
// would. Files are named by their base name.
import * as fsp from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Disk } from '../../src/store/disk.js';

export type Hooked =
  /** before open(path, flags) */
  | { call: 'open'; file: string; flags: unknown }
  /** before disk.readFile(path); a hook that returns a Buffer gives it as the content */
  | { call: 'readFile'; file: string }
  /** after a handle's readFile returned (the content is read; what happens next is paused) */
  | { call: 'read'; file: string }
  /** before a handle's write; `fh` is the real handle (a hook may write part and then throw);
   * `position`: where the write goes (null: at the handle's offset) */
  | { call: 'write'; file: string; fh: FileHandle; data: Buffer; position: number | null }
  /** before a handle's truncate */
  | { call: 'truncate'; file: string }
  /** before rename(from, to): `file` is the target */
  | { call: 'rename'; file: string }
  /** before unlink(path) */
  | { call: 'unlink'; file: string }
  /** before rm(path) */
  | { call: 'rm'; file: string }
  /** before link(existing, path): `file` is the new name */
  | { call: 'link'; file: string };

/** What a hook may give back: a Buffer as readFile's content; `{ wrote: n }`: a handle's write
 * takes only its first n bytes and says so (bytesWritten), without an error */
export type HookAnswer = Buffer | { wrote: number } | void;
export type Hook = (at: Hooked) => Promise<HookAnswer> | HookAnswer;

/** where fh.write(data, ...args) writes: its position argument, null for the handle's offset */
function positionOf(data: unknown, args: unknown[]): number | null {
  const position = typeof data === 'string' ? args[0] : args[2];
  return typeof position === 'number' ? position : null;
}

function asBuffer(data: unknown, args: unknown[]): Buffer {
  if (typeof data === 'string') return Buffer.from(data, (typeof args[1] === 'string' ? args[1] : 'utf8') as 'utf8');
  const buf = Buffer.from(data as Uint8Array);
  const offset = typeof args[0] === 'number' ? args[0] : 0;
  const length = typeof args[1] === 'number' ? args[1] : buf.length - offset;
  return buf.subarray(offset, offset + length);
}

function hookHandle(fh: FileHandle, file: string, hook: Hook): FileHandle {
  return new Proxy(fh, {
    get(target, prop) {
      if (prop === 'write')
        return async (data: unknown, ...args: unknown[]) => {
          const bytes = asBuffer(data, args);
          const position = positionOf(data, args);
          const taken = await hook({ call: 'write', file, fh: target, data: bytes, position });
          // a disk that takes only part of the write, without an error, as a nearly full one does
          if (taken && 'wrote' in taken) {
            const { bytesWritten } = await target.write(bytes, 0, Math.min(taken.wrote, bytes.length), position);
            return { bytesWritten, buffer: data };
          }
          return (target.write as (...a: unknown[]) => Promise<unknown>)(data, ...args);
        };
      if (prop === 'writeFile')
        return async (data: string | Uint8Array, options?: unknown) => {
          await hook({ call: 'write', file, fh: target, data: asBuffer(data, []), position: 0 });
          return target.writeFile(data, options as BufferEncoding);
        };
      if (prop === 'truncate')
        return async (length?: number) => {
          await hook({ call: 'truncate', file });
          return target.truncate(length);
        };
      if (prop === 'readFile')
        return async (options?: unknown) => {
          const content = await target.readFile(options as BufferEncoding);
          await hook({ call: 'read', file });
          return content;
        };
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export function hookedDisk(hook: Hook): Disk {
  const disk = {
    ...fsp,
    async open(path: string, flags?: string | number, mode?: number) {
      await hook({ call: 'open', file: basename(path), flags });
      return hookHandle(await fsp.open(path, flags, mode), basename(path), hook);
    },
    async readFile(path: string, options?: unknown) {
      const answer = await hook({ call: 'readFile', file: basename(path) });
      const given = Buffer.isBuffer(answer) ? answer : undefined;
      if (given) return typeof options === 'string' ? given.toString(options as BufferEncoding) : given;
      return fsp.readFile(path, options as BufferEncoding);
    },
    async rename(from: string, to: string) {
      await hook({ call: 'rename', file: basename(to) });
      return fsp.rename(from, to);
    },
    async unlink(path: string) {
      await hook({ call: 'unlink', file: basename(path) });
      return fsp.unlink(path);
    },
    async rm(path: string, options?: Parameters<typeof fsp.rm>[1]) {
      await hook({ call: 'rm', file: basename(path) });
      return fsp.rm(path, options);
    },
    async link(existing: string, path: string) {
      await hook({ call: 'link', file: basename(path) });
      return fsp.link(existing, path);
    },
  };
  return disk as unknown as Disk;
}

/** The error a system call gives: `ENOSPC: no space left on device, write`. */
export function errno(code: 'ENOSPC' | 'EIO' | 'EROFS' | 'EACCES', syscall = 'write'): NodeJS.ErrnoException {
  const text = {
    ENOSPC: 'no space left on device',
    EIO: 'i/o error',
    EROFS: 'read-only file system',
    EACCES: 'permission denied',
  }[code];
  return Object.assign(new Error(`${code}: ${text}, ${syscall}`), { code, syscall });
}

/** A promise the test resolves when a paused call may go on. */
export function gate(): { wait: Promise<void>; open(): void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}
