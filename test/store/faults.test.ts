// A disk that fills up or fails under the store (an injected file layer: hooked-disk.ts): a write
// that could not be appended to the journal is refused with the cause and leaves nothing of itself
// behind, reads go on, and writes work again once the disk does, without reopening the store.
// test/reliability/small-disk.test.ts does the same on a real, small file system.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Store, StoreUnavailableError, StoreWriteError } from '../../src/store/store.js';
import { errno, hookedDisk, type Hooked } from './hooked-disk.js';
import { addTag, makeTempDir } from './temp-dir.js';

async function journalSlugs(dir: string): Promise<string[]> {
  const text = await readFile(join(dir, 'journal.ndjson'), 'utf8');
  // every line whole: JSON.parse throws on a torn one
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => (JSON.parse(l) as { ops: Array<{ record: { slug: string } }> }).ops[0].record.slug);
}

/** A journal write that writes half of its first line where the write goes (the padding after a
 * line is not part of it), then fails with `code` (as a disk does when it fills up in the middle
 * of a write). */
async function partialWrite(at: Hooked & { call: 'write' }, code: 'ENOSPC' | 'EIO'): Promise<never> {
  const lineEnd = at.data.indexOf(10);
  await at.fh.write(at.data, 0, Math.floor((lineEnd === -1 ? at.data.length : lineEnd + 1) / 2), at.position);
  throw errno(code);
}

describe('the journal on a failing disk', () => {
  it('disk full in the middle of an append: refused (ENOSPC), nothing of it kept, reads go on, the next write works', async () => {
    const dir = await makeTempDir();
    let full = false;
    const disk = hookedDisk(async (at) => {
      if (full && at.call === 'write' && at.file === 'journal.ndjson') await partialWrite(at, 'ENOSPC');
    });
    const store = await Store.open(dir, { disk });
    await addTag(store, 'before');
    full = true;
    const error = await addTag(store, 'refused').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(StoreWriteError);
    expect((error as StoreWriteError).full).toBe(true);
    expect((error as Error).message).toMatch(
      /^cannot write .*journal\.ndjson: ENOSPC: no space left on device.*; nothing was saved$/,
    );
    // the half line is cut off again; the tables never had the change
    expect(await journalSlugs(dir)).toEqual(['before']);
    expect(store.findBySlug('tags', 'refused')).toBeUndefined();
    // reads go on, in this process and in others
    expect(store.all('tags').map((t) => t.slug)).toEqual(['before']);
    const reader = await Store.open(dir, { lock: false });
    expect(reader.all('tags').map((t) => t.slug)).toEqual(['before']);
    await reader.close();
    // space is back: the same store writes again, and the refused write's id is free
    full = false;
    expect(await addTag(store, 'after')).toBe(2);
    expect(await journalSlugs(dir)).toEqual(['before', 'after']);
    await store.close();
    const again = await Store.open(dir, { lock: false });
    expect(again.all('tags').map((t) => [t.id, t.slug])).toEqual([
      [1, 'before'],
      [2, 'after'],
    ]);
    await again.close();
  });

  it('an I/O error on the append and on cutting it back: the next write cuts the journal first', async () => {
    const dir = await makeTempDir();
    let broken = false;
    let failedTruncates = 0;
    const disk = hookedDisk(async (at) => {
      if (!broken || at.file !== 'journal.ndjson') return;
      if (at.call === 'write') await partialWrite(at, 'EIO');
      if (at.call === 'truncate') {
        failedTruncates++;
        throw errno('EIO', 'ftruncate');
      }
    });
    const store = await Store.open(dir, { disk });
    await addTag(store, 'before');
    broken = true;
    const error = await addTag(store, 'refused').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(StoreWriteError);
    expect((error as StoreWriteError).code).toBe('EIO');
    expect((error as StoreWriteError).full).toBe(false);
    expect(failedTruncates).toBe(1);
    // half a line is still in the file (only the journal's padding after it)
    expect(await readFile(join(dir, 'journal.ndjson'), 'utf8')).toMatch(/\n\{"gen":0,"seq"[^\n]+\n*$/);
    broken = false;
    await addTag(store, 'after');
    expect(await journalSlugs(dir)).toEqual(['before', 'after']);
    await store.close();
    const again = await Store.open(dir, { lock: false });
    expect(again.all('tags').map((t) => t.slug)).toEqual(['before', 'after']);
    await again.close();
  });

  it('a compaction on a full disk keeps everything in the journal; the next start has it all', async () => {
    const dir = await makeTempDir();
    let full = false;
    const disk = hookedDisk((at) => {
      if (full && at.call === 'write' && at.file.endsWith('.tmp')) throw errno('ENOSPC');
    });
    const store = await Store.open(dir, { disk });
    await addTag(store, 'a');
    await addTag(store, 'b');
    full = true;
    await expect(store.close()).rejects.toThrow(
      /could not save .* into its JSON files \(ENOSPC: no space left on device, write\); the journal keeps every change/,
    );
    expect(await journalSlugs(dir)).toEqual(['a', 'b']);
    const again = await Store.open(dir);
    expect(again.all('tags').map((t) => t.slug)).toEqual(['a', 'b']);
    await again.close();
  });

  it('a compaction on a nearly full disk, whose writes take what fits without an error: the JSON file is not cut, nothing is lost', async () => {
    const dir = await makeTempDir();
    let room = Infinity;
    const disk = hookedDisk((at) => {
      if (at.call !== 'write' || !at.file.endsWith('.tmp')) return;
      if (room <= 0) throw errno('ENOSPC');
      const wrote = Math.min(room, at.data.length);
      room -= wrote;
      return { wrote };
    });
    const store = await Store.open(dir, { disk });
    const slugs = Array.from({ length: 60 }, (_, i) => `tag-${i}-${'x'.repeat(150)}`);
    for (const slug of slugs) await addTag(store, slug);
    room = 4096;
    await expect(store.close()).rejects.toThrow(/could not save .* into its JSON files \(ENOSPC/);
    expect(await journalSlugs(dir)).toEqual(slugs);
    const again = await Store.open(dir);
    expect(again.all('tags').map((t) => t.slug)).toEqual(slugs);
    await again.close();
  });

  it('an embedded writer on a read-only file system: refused naming the data dir; reads go on', async () => {
    const dir = await makeTempDir();
    const seed = await Store.open(dir);
    await addTag(seed, 'kept');
    await seed.close();
    const readOnly = hookedDisk((at) => {
      if (at.call === 'open' && typeof at.flags === 'string' && at.flags !== 'r') throw errno('EROFS', 'open');
    });
    const store = await Store.open(dir, { lock: 'on-write', disk: readOnly });
    expect(store.all('tags').map((t) => t.slug)).toEqual(['kept']);
    const error = await addTag(store, 'refused').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect((error as Error).message).toBe(
      `cannot write to data dir ${dir}: it is on a read-only file system (EROFS); nothing was saved`,
    );
    expect(store.all('tags').map((t) => t.slug)).toEqual(['kept']);
    await store.close();
  });
});
