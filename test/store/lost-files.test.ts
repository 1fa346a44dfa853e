// A data dir missing one of its files after a crash or a slip of the hand: a collection file the
// dir was saved with stops calev (starting it empty would lose its records for good at the next
// compaction).
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Store, StoreError } from '../../src/store/store.js';
import { addTag, crashedCopy, makeTempDir } from './temp-dir.js';

/** Three tags folded into the files (meta.json of generation 1), three more in the journal, and
 * the writer killed: the dir as a SIGKILLed `calev serve` leaves it. */
async function savedThenCrashed(): Promise<string> {
  const dir = await makeTempDir();
  const first = await Store.open(dir);
  for (const slug of ['a', 'b', 'c']) await addTag(first, slug);
  await first.close();
  const second = await Store.open(dir);
  for (const slug of ['d', 'e', 'f']) await addTag(second, slug);
  const crashed = await crashedCopy(dir);
  await second.close();
  return crashed;
}

async function failure(dir: string, opts: Parameters<typeof Store.open>[1]): Promise<Error> {
  return Store.open(dir, opts).then(
    async (store) => {
      await store.close();
      throw new Error('opened');
    },
    (err: Error) => err,
  );
}

async function slugs(dir: string): Promise<string[]> {
  const store = await Store.open(dir, { lock: false });
  const all = store.all('tags').map((t) => t.slug);
  await store.close();
  return all;
}

describe('a collection file missing from a saved data dir', () => {
  it('stops every open (reads and writes) naming the file, and the journal is left as it was', async () => {
    const dir = await savedThenCrashed();
    expect(JSON.parse(await readFile(join(dir, 'meta.json'), 'utf8'))).toMatchObject({ generation: 1 });
    await rm(join(dir, 'tags.json'));
    const journal = await readFile(join(dir, 'journal.ndjson'));
    for (const lock of [false, 'on-write', true] as const) {
      const err = await failure(dir, { lock });
      expect(err).toBeInstanceOf(StoreError);
      expect(err.message).toBe(
        `${join(dir, 'tags.json')} is missing, though ${join(dir, 'meta.json')} (generation 1) says the data dir was saved; calev does not start it empty: restore it from a backup (if it was empty, write [] into it)`,
      );
    }
    expect(await readFile(join(dir, 'journal.ndjson'))).toEqual(journal);
    expect((await readdir(dir)).includes('tags.json')).toBe(false);
  });

  it('a new dir (no meta.json) still starts empty', async () => {
    const dir = await makeTempDir();
    expect(await slugs(dir)).toEqual([]);
    const store = await Store.open(dir);
    await addTag(store, 'first');
    await store.close();
    expect(await slugs(dir)).toEqual(['first']);
  });
});
