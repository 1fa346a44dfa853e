// A data dir missing one of its files after a crash or a slip of the hand: a collection file the
// dir was saved with stops calev (starting it empty would lose its records for good at the next
// compaction); a lost meta.json is recovered from the journal's lines where that is safe, and
// stops calev naming it where it is not.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Store, StoreError } from '../../src/store/store.js';
import { addTag, crashedCopy, makeTempDir, tag } from './temp-dir.js';

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

describe('a lost meta.json', () => {
  it('with journal lines: the lines are replayed over the files, writes go on, and meta.json is written again', async () => {
    const dir = await savedThenCrashed();
    await rm(join(dir, 'meta.json'));
    expect(await slugs(dir)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    // an embedded write: loads without the lock, then again under it
    const cli = await Store.open(dir, { lock: 'on-write' });
    expect(await addTag(cli, 'g')).toBe(7);
    await cli.close();
    expect(await slugs(dir)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    const server = await Store.open(dir);
    expect(await addTag(server, 'h')).toBe(8);
    await server.close();
    // each close folded the journal into the files (generation 2, then 3)
    expect(JSON.parse(await readFile(join(dir, 'meta.json'), 'utf8'))).toMatchObject({
      generation: 3,
      sequences: { term: 9 },
    });
    expect(await slugs(dir)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('with lines already folded into the files (a close cut off before it emptied the journal): the same records', async () => {
    const dir = await savedThenCrashed();
    const lines = await readFile(join(dir, 'journal.ndjson'), 'utf8');
    const store = await Store.open(dir);
    await store.close();
    // the files and meta.json of generation 2 hold the journal's lines, which are still there
    await writeFile(join(dir, 'journal.ndjson'), lines);
    await rm(join(dir, 'meta.json'));
    expect(await slugs(dir)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('with a sealed journal beside an empty one: stops naming meta.json, with how to recover', async () => {
    const dir = await savedThenCrashed();
    const store = await Store.open(dir);
    await store.close();
    // a close that emptied the journal and was cut off before it removed the sealed one: the
    // files hold a newer version of tag 1 than the sealed line
    const line = {
      gen: 1,
      seq: { post: 1, term: 7, user: 1 },
      ops: [{ op: 'put', col: 'tags', record: tag(1, 'old') }],
    };
    await writeFile(join(dir, 'journal.sealed.ndjson'), `${JSON.stringify(line)}\n`);
    await rm(join(dir, 'meta.json'));
    for (const lock of [false, true] as const) {
      const err = await failure(dir, { lock });
      expect(err).toBeInstanceOf(StoreError);
      expect(err.message).toBe(
        `${join(dir, 'meta.json')} is missing, and ${join(dir, 'journal.sealed.ndjson')} holds changes that the JSON files may hold newer versions of (a compaction was cut short), so calev cannot tell what to keep; restore meta.json from a backup; without one, {"generation": 1, "sequences": {}} in meta.json replays that journal over the files, {"generation": 2, "sequences": {}} keeps the files as they are`,
      );
    }
    await writeFile(join(dir, 'meta.json'), '{"generation": 2, "sequences": {}}');
    expect(await slugs(dir)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});
