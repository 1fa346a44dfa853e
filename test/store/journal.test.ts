import { appendFile, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Store, StoreError } from '../../src/store/store.js';
import { crashedCopy, makeTempDir, tag } from './temp-dir.js';

/** A crashed data dir whose journal holds two committed transactions (tags 1 and 2). */
async function crashedWithTwoCommits(): Promise<{ dir: string; journal: string }> {
  const live = await makeTempDir();
  const store = await Store.open(live);
  for (const slug of ['a', 'b']) {
    const tx = store.begin();
    tx.put('tags', tag(tx.nextId('term'), slug));
    await store.commit(tx);
  }
  const dir = await crashedCopy(live);
  await store.close();
  return { dir, journal: await readFile(join(dir, 'journal.ndjson'), 'utf8') };
}

describe('journal replay', () => {
  it('drops a torn last line (no newline) and truncates the journal to the last good line', async () => {
    const { dir, journal } = await crashedWithTwoCommits();
    await appendFile(
      join(dir, 'journal.ndjson'),
      '{"seq":{"post":1,"term":4,"user":1},"ops":[{"op":"put","col":"tags","rec',
    );
    const store = await Store.open(dir);
    expect(store.all('tags').map((t) => t.slug)).toEqual(['a', 'b']);
    expect(await readFile(join(dir, 'journal.ndjson'), 'utf8')).toBe(journal);
    // the dropped write never happened: its ids are free again
    expect(store.begin().nextId('term')).toBe(3);
    await store.close();
  });

  it('drops a last line that ends in a newline but is not JSON (zeros after a power cut)', async () => {
    const { dir, journal } = await crashedWithTwoCommits();
    await appendFile(join(dir, 'journal.ndjson'), '\0\0\0\0\0\0\n');
    const store = await Store.open(dir);
    expect(store.count('tags')).toBe(2);
    expect((await stat(join(dir, 'journal.ndjson'))).size).toBe(Buffer.byteLength(journal));
    await store.close();
  });

  it('a corrupt line in the middle is an error naming journal.ndjson and the line', async () => {
    const { dir, journal } = await crashedWithTwoCommits();
    const [first, second] = journal.split('\n');
    await writeFile(join(dir, 'journal.ndjson'), `${first}\n{"seq": oops}\n${second}\n`);
    const opened = Store.open(dir);
    await expect(opened).rejects.toThrow(StoreError);
    await expect(opened).rejects.toThrow(/journal\.ndjson: line 2, column 9: not valid JSON/);
    // nothing was cut off or rewritten
    expect(await readFile(join(dir, 'journal.ndjson'), 'utf8')).toBe(`${first}\n{"seq": oops}\n${second}\n`);
  });

  it('a parsable line that is not a transaction is an error even at the end', async () => {
    const { dir } = await crashedWithTwoCommits();
    await appendFile(
      join(dir, 'journal.ndjson'),
      '{"seq":{"post":1,"term":1,"user":1},"ops":[{"op":"put","col":"gigs","record":{"id":1}}]}\n',
    );
    await expect(Store.open(dir)).rejects.toThrow(/journal\.ndjson: line 3: operation 1 names no known collection/);
  });

  it('the failed open releases the lock so that a fixed dir can be opened', async () => {
    const { dir, journal } = await crashedWithTwoCommits();
    await writeFile(join(dir, 'journal.ndjson'), `garbage\n${journal}`);
    await expect(Store.open(dir)).rejects.toThrow(/line 1/);
    await writeFile(join(dir, 'journal.ndjson'), journal);
    const store = await Store.open(dir);
    expect(store.count('tags')).toBe(2);
    await store.close();
  });
});
