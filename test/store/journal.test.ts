import { appendFile, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Store, StoreError } from '../../src/store/store.js';
import { errno, hookedDisk } from './hooked-disk.js';
import { crashedCopy, makeTempDir, tag } from './temp-dir.js';

/** a journal's text without the padding after its lines */
function linesOf(text: string): string {
  return text.replace(/\n+$/, '\n');
}

async function commitTag(store: Store, slug: string): Promise<void> {
  const tx = store.begin();
  tx.put('tags', tag(tx.nextId('term'), slug));
  await store.commit(tx);
}

/** A crashed data dir whose journal holds two committed transactions (tags 1 and 2); `journal`:
 * its lines, `file`: the whole file (padding included). */
async function crashedWithTwoCommits(): Promise<{ dir: string; journal: string; file: string }> {
  const live = await makeTempDir();
  const store = await Store.open(live);
  for (const slug of ['a', 'b']) {
    const tx = store.begin();
    tx.put('tags', tag(tx.nextId('term'), slug));
    await store.commit(tx);
  }
  const dir = await crashedCopy(live);
  await store.close();
  const file = await readFile(join(dir, 'journal.ndjson'), 'utf8');
  return { dir, journal: linesOf(file), file };
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
    const { dir, journal } = await crashedWithTwoCommits();
    await writeFile(
      join(dir, 'journal.ndjson'),
      `${journal}{"seq":{"post":1,"term":1,"user":1},"ops":[{"op":"put","col":"gigs","record":{"id":1}}]}\n`,
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

describe('the journal padded past its lines', () => {
  it('lines are written over newlines already on disk; readers skip them, and a writer cuts them off when it opens', async () => {
    const dir = await makeTempDir();
    const store = await Store.open(dir);
    await commitTag(store, 'a');
    const afterOne = await readFile(join(dir, 'journal.ndjson'), 'utf8');
    const lineA = linesOf(afterOne);
    expect(lineA.split('\n')).toHaveLength(2);
    // the first write put 64 KiB of newlines after its line
    expect(afterOne).toBe(lineA + '\n'.repeat(64 * 1024));
    await commitTag(store, 'b');
    const afterTwo = await readFile(join(dir, 'journal.ndjson'), 'utf8');
    // the second line went over the padding: the file did not grow
    expect(afterTwo.length).toBe(afterOne.length);
    expect(afterTwo.startsWith(lineA)).toBe(true);
    expect(linesOf(afterTwo).split('\n').filter(Boolean)).toHaveLength(2);
    // a reader without the lock sees both, padding or not
    const reader = await Store.open(dir, { lock: false });
    expect(reader.all('tags').map((t) => t.slug)).toEqual(['a', 'b']);
    await reader.close();
    const copy = await crashedCopy(dir);
    await store.close();
    // a writer opening a crashed dir cuts the padding off, then writes after the lines
    const again = await Store.open(copy);
    expect(await readFile(join(copy, 'journal.ndjson'), 'utf8')).toBe(linesOf(afterTwo));
    await commitTag(again, 'c');
    expect(again.all('tags').map((t) => t.slug)).toEqual(['a', 'b', 'c']);
    await again.close();
    const reopened = await Store.open(copy, { lock: false });
    expect(reopened.all('tags').map((t) => t.slug)).toEqual(['a', 'b', 'c']);
    await reopened.close();
  });

  it('padding is written only when a write runs past it, doubling from 64 KiB to 1 MiB', async () => {
    const dir = await makeTempDir();
    const sizes: number[] = [];
    const disk = hookedDisk((at) => {
      if (at.call === 'write' && at.file === 'journal.ndjson') sizes.push(at.data.length);
    });
    const store = await Store.open(dir, { disk, compactAfter: { transactions: 100_000 } });
    // ~8 KiB lines: 64 KiB of padding holds 7 of them
    const text = 'x'.repeat(8 * 1024);
    for (let i = 0; i < 200; i++) {
      const tx = store.begin();
      tx.put('tags', { ...tag(tx.nextId('term'), `t${i}`), description: text });
      await store.commit(tx);
    }
    const padded = sizes.filter((n) => n > 64 * 1024);
    expect(sizes).toHaveLength(200);
    expect(padded.map((n) => Math.round(n / 1024) - 8)).toEqual([64, 128, 256, 512, 1024]);
    const file = await readFile(join(dir, 'journal.ndjson'), 'utf8');
    expect(linesOf(file).split('\n').filter(Boolean)).toHaveLength(200);
    await store.close();
  });

  it('a line torn over the padding by a power cut is dropped, and so are zeros a padding write left', async () => {
    const { dir, journal, file } = await crashedWithTwoCommits();
    const torn = '{"gen":0,"seq":{"post":1,"term":4,"user":1},"ops":[{"op":"put","col":"tags","rec';
    // the torn line lies where the next line went, the rest of the padding after it; then zeros
    // where a padding write had grown the file
    const crashed = journal + torn + file.slice(journal.length + torn.length) + '\0'.repeat(4096);
    await writeFile(join(dir, 'journal.ndjson'), crashed);
    const store = await Store.open(dir);
    expect(store.all('tags').map((t) => t.slug)).toEqual(['a', 'b']);
    expect(await readFile(join(dir, 'journal.ndjson'), 'utf8')).toBe(journal);
    await store.close();
  });

  it('a damaged line with a line after it is an error whatever padding follows; line numbers count blank lines', async () => {
    const { dir, journal } = await crashedWithTwoCommits();
    const [first, second] = journal.split('\n');
    const text = `${first}\n\n\n{"seq": oops}\n${second}\n${'\n'.repeat(1000)}`;
    await writeFile(join(dir, 'journal.ndjson'), text);
    await expect(Store.open(dir)).rejects.toThrow(/journal\.ndjson: line 4, column 9: not valid JSON/);
    expect(await readFile(join(dir, 'journal.ndjson'), 'utf8')).toBe(text);
  });

  it('on a disk with no room for the padding, the line is written alone', async () => {
    const dir = await makeTempDir();
    const disk = hookedDisk((at) => {
      // room for a line, not for 64 KiB more
      if (at.call === 'write' && at.file === 'journal.ndjson' && at.data.length > 60 * 1024) throw errno('ENOSPC');
    });
    const store = await Store.open(dir, { disk });
    await commitTag(store, 'a');
    await commitTag(store, 'b');
    const file = await readFile(join(dir, 'journal.ndjson'), 'utf8');
    expect(linesOf(file)).toBe(file);
    expect(file.split('\n').filter(Boolean)).toHaveLength(2);
    expect(store.all('tags').map((t) => t.slug)).toEqual(['a', 'b']);
    await store.close();
    const again = await Store.open(dir, { lock: false });
    expect(again.all('tags').map((t) => t.slug)).toEqual(['a', 'b']);
    await again.close();
  });
});
