import { existsSync } from 'node:fs';
import { chmod, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { Journal } from '../../src/store/journal.js';
import { defaultEventRecord } from '../../src/store/records.js';
import { Store, StoreError } from '../../src/store/store.js';
import { crashedCopy, makeTempDir, tag, user } from './temp-dir.js';

async function putTags(store: Store, ...slugs: string[]): Promise<number[]> {
  const tx = store.begin();
  const ids = slugs.map((slug) => {
    const id = tx.nextId('term');
    tx.put('tags', tag(id, slug));
    return id;
  });
  await store.commit(tx);
  return ids;
}

function journalLines(text: string): unknown[] {
  return text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l));
}

describe('Store reads and writes', () => {
  it('opening a missing dir creates it and starts empty with sequences at 1', async () => {
    const dir = join(await makeTempDir(), 'nested', 'data');
    const store = await Store.open(dir);
    expect((await stat(dir)).isDirectory()).toBe(true);
    expect(store.count('events')).toBe(0);
    expect(store.all('tags')).toEqual([]);
    expect(store.sequences()).toEqual({ post: 1, term: 1, user: 1 });
    await store.close();
  });

  it('the data dir, collection files and journal are private to their owner; files left 0644 are tightened', async () => {
    const dir = join(await makeTempDir(), 'data');
    const store = await Store.open(dir);
    await putTags(store, 'music');
    await store.close();
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    for (const name of ['tags.json', 'meta.json']) expect((await stat(join(dir, name))).mode & 0o777, name).toBe(0o600);
    await chmod(join(dir, 'tags.json'), 0o644);
    await writeFile(join(dir, 'users.json'), '[]\n', { mode: 0o644 });
    await chmod(join(dir, 'users.json'), 0o644);
    const again = await Store.open(dir);
    await putTags(again, 'art');
    expect((await stat(join(dir, 'journal.ndjson'))).mode & 0o777).toBe(0o600);
    await again.close();
    for (const name of ['tags.json', 'users.json'])
      expect((await stat(join(dir, name))).mode & 0o777, name).toBe(0o600);
  });

  it('a written record is stored as its journal line reads back: what a restart would load, not the object handed in', async () => {
    const dir = await makeTempDir();
    const store = await Store.open(dir);
    const tx = store.begin();
    const id = tx.nextId('term');
    // an undefined property is no JSON: a restart would not have it, so the stored record has none either
    const handed = { ...tag(id, 'music'), note: undefined, parents: [3, 4] };
    tx.put('tags', handed);
    await store.commit(tx);
    const stored = store.get('tags', id)! as unknown as Record<string, unknown>;
    expect(stored).not.toBe(handed);
    expect('note' in stored).toBe(false);
    expect(Object.isFrozen(stored) && Object.isFrozen(stored.parents)).toBe(true);
    await store.close();
    const again = await Store.open(dir);
    expect(again.get('tags', id)).toStrictEqual(stored);
    await again.close();
  });

  it('put, get, remove and case-insensitive slug lookup', async () => {
    const store = await Store.open(await makeTempDir());
    const [a, b] = await putTags(store, 'Music', 'art');
    expect(store.get('tags', a)).toEqual(tag(a, 'Music'));
    expect(store.findBySlug('tags', 'MUSIC')?.id).toBe(a);
    expect(store.findBySlug('tags', 'Art')?.id).toBe(b);
    expect(store.count('tags')).toBe(2);

    const tx = store.begin();
    tx.remove('tags', a);
    tx.put('tags', tag(b, 'painting'));
    await store.commit(tx);
    expect(store.get('tags', a)).toBeUndefined();
    expect(store.findBySlug('tags', 'music')).toBeUndefined();
    expect(store.findBySlug('tags', 'art')).toBeUndefined();
    expect(store.findBySlug('tags', 'painting')?.id).toBe(b);
    expect(store.count('tags')).toBe(1);
    await store.close();
  });

  it('all() lists records in id order even when ids were put out of order', async () => {
    const store = await Store.open(await makeTempDir());
    const tx = store.begin();
    for (const id of [7, 2, 5]) tx.put('tags', tag(id, `t${id}`));
    await store.commit(tx);
    expect(store.all('tags').map((t) => t.id)).toEqual([2, 5, 7]);
    // explicit ids move the sequence past them, so nextId never hands out a taken id
    expect(store.sequences().term).toBe(8);
    await store.close();
  });

  it('stored records are frozen, so an in-place edit throws instead of bypassing the journal', async () => {
    const store = await Store.open(await makeTempDir());
    await putTags(store, 'music');
    const record = store.get('tags', 1)!;
    expect(() => {
      (record as { name: string }).name = 'changed';
    }).toThrow(TypeError);
    expect(() => (store.all('tags') as unknown[]).push(tag(9, 'x'))).toThrow(TypeError);
    await store.close();
  });
});

describe('Transaction', () => {
  it('reads through its staged changes and hides them from the store until commit', async () => {
    const store = await Store.open(await makeTempDir());
    await putTags(store, 'music', 'art');
    const tx = store.begin();
    expect(tx.empty).toBe(true);
    tx.put('tags', tag(1, 'concerts'));
    tx.remove('tags', 2);
    tx.put('tags', tag(3, 'dance'));
    expect(tx.empty).toBe(false);

    expect(tx.get('tags', 1)?.slug).toBe('concerts');
    expect(tx.get('tags', 2)).toBeUndefined();
    expect(tx.findBySlug('tags', 'Dance')?.id).toBe(3);
    expect(tx.findBySlug('tags', 'concerts')?.id).toBe(1);
    // the committed slugs of the renamed and the removed record are gone inside the transaction
    expect(tx.findBySlug('tags', 'music')).toBeUndefined();
    expect(tx.findBySlug('tags', 'art')).toBeUndefined();

    expect(store.get('tags', 1)?.slug).toBe('music');
    expect(store.get('tags', 2)?.slug).toBe('art');
    expect(store.get('tags', 3)).toBeUndefined();

    await store.commit(tx);
    expect(store.all('tags').map((t) => t.slug)).toEqual(['concerts', 'dance']);
    await store.close();
  });

  it('nextId only consumes ids when the transaction commits', async () => {
    const store = await Store.open(await makeTempDir());
    const abandoned = store.begin();
    expect(abandoned.nextId('post')).toBe(1);
    expect(abandoned.nextId('post')).toBe(2);
    const tx = store.begin();
    expect(tx.nextId('post')).toBe(1);
    expect(tx.nextId('user')).toBe(1);
    tx.put('users', user(1, 'ada'));
    await store.commit(tx);
    expect(store.sequences()).toEqual({ post: 2, term: 1, user: 2 });
    expect(store.begin().nextId('post')).toBe(2);
    await store.close();
  });

  it('a transaction begun while another commit is queued draws ids after it', async () => {
    const store = await Store.open(await makeTempDir());
    const first = store.begin();
    first.put('tags', tag(first.nextId('term'), 'a'));
    const committing = store.commit(first);
    const second = store.begin();
    expect(second.nextId('term')).toBe(2);
    second.put('tags', tag(2, 'b'));
    await Promise.all([committing, store.commit(second)]);
    expect(store.all('tags').map((t) => t.id)).toEqual([1, 2]);
    await store.close();
  });

  it('two transactions that drew the same id cannot both commit', async () => {
    const store = await Store.open(await makeTempDir());
    const a = store.begin();
    const b = store.begin();
    a.put('tags', tag(a.nextId('term'), 'a'));
    b.put('tags', tag(b.nextId('term'), 'b'));
    await store.commit(a);
    await expect(store.commit(b)).rejects.toThrow(/concurrent transaction took term id 1/);
    expect(store.get('tags', 1)?.slug).toBe('a');
    await store.close();
  });

  it('a transaction commits once; an empty one commits without writing', async () => {
    const dir = await makeTempDir();
    const store = await Store.open(dir);
    const tx = store.begin();
    tx.put('tags', tag(1, 'a'));
    await store.commit(tx);
    await expect(store.commit(tx)).rejects.toThrow(/already committed/);
    expect(() => tx.put('tags', tag(2, 'b'))).toThrow(StoreError);
    const before = await readFile(join(dir, 'journal.ndjson'), 'utf8');
    await store.commit(store.begin());
    expect(await readFile(join(dir, 'journal.ndjson'), 'utf8')).toBe(before);
    await store.close();
  });
});

describe('durability', () => {
  it('commit appends one journal line per transaction before it resolves', async () => {
    const dir = await makeTempDir();
    const store = await Store.open(dir);
    await putTags(store, 'a', 'b');
    const tx = store.begin();
    tx.remove('tags', 1);
    await store.commit(tx);
    const lines = journalLines(await readFile(join(dir, 'journal.ndjson'), 'utf8'));
    expect(lines).toEqual([
      {
        gen: 0,
        seq: { post: 1, term: 3, user: 1 },
        ops: [
          { op: 'put', col: 'tags', record: tag(1, 'a') },
          { op: 'put', col: 'tags', record: tag(2, 'b') },
        ],
      },
      { gen: 0, seq: { post: 1, term: 3, user: 1 }, ops: [{ op: 'remove', col: 'tags', id: 1 }] },
    ]);
    await store.close();
  });

  it('close writes pretty JSON files in id order and meta.json, empties the journal, and a reopen sees the same data', async () => {
    const dir = await makeTempDir();
    const store = await Store.open(dir);
    await putTags(store, 'b-tag', 'a-tag');
    const tx = store.begin();
    tx.put('users', user(tx.nextId('user'), 'ada'));
    tx.nextId('post');
    tx.put('images', { id: tx.nextId('post'), url: 'http://x.test/i.png', extension: 'png' });
    await store.commit(tx);
    await store.close();

    expect(await readFile(join(dir, 'tags.json'), 'utf8')).toBe(
      `${JSON.stringify([tag(1, 'b-tag'), tag(2, 'a-tag')], null, 2)}\n`,
    );
    expect(await readFile(join(dir, 'events.json'), 'utf8')).toBe('[]\n');
    expect(JSON.parse(await readFile(join(dir, 'meta.json'), 'utf8'))).toEqual({
      format: 1,
      generation: 1,
      sequences: { post: 3, term: 3, user: 2 },
    });
    expect(await readFile(join(dir, 'journal.ndjson'), 'utf8')).toBe('');

    const reopened = await Store.open(dir);
    expect(reopened.all('tags')).toEqual([tag(1, 'b-tag'), tag(2, 'a-tag')]);
    expect(reopened.get('images', 2)?.url).toBe('http://x.test/i.png');
    expect(reopened.findBySlug('tags', 'A-TAG')?.id).toBe(2);
    expect(reopened.sequences()).toEqual({ post: 3, term: 3, user: 2 });
    expect(reopened.begin().nextId('post')).toBe(3);
    await reopened.close();
  });

  it('a store that crashed without close is rebuilt from the journal, sequences included', async () => {
    const dir = await makeTempDir();
    const store = await Store.open(dir);
    await putTags(store, 'a', 'b', 'c');
    const tx = store.begin();
    tx.remove('tags', 3);
    await store.commit(tx);

    const copy = await crashedCopy(dir);
    const recovered = await Store.open(copy);
    expect(recovered.all('tags').map((t) => t.slug)).toEqual(['a', 'b']);
    // the id of the removed record is not handed out again
    expect(recovered.sequences().term).toBe(4);
    await recovered.close();
    await store.close();
  });

  it('temp files of an interrupted compaction are removed at open', async () => {
    const dir = await makeTempDir();
    await writeFile(join(dir, 'events.json.4242.tmp'), '[{"id": 1');
    await writeFile(join(dir, 'notes.txt'), 'mine');
    const store = await Store.open(dir);
    await expect(stat(join(dir, 'events.json.4242.tmp'))).rejects.toThrow(/ENOENT/);
    expect(await readFile(join(dir, 'notes.txt'), 'utf8')).toBe('mine');
    expect(store.count('events')).toBe(0);
    await store.close();
  });

  it('a hand-edited file with a record but no meta.json still never reuses its id', async () => {
    const dir = await makeTempDir();
    const event = defaultEventRecord({
      ...{ id: 41, author: 1, status: 'publish', dateUtc: '2030-01-01 00:00:00', slug: 'e' },
      ...{ start: '2030-01-02 10:00:00', end: '2030-01-02 11:00:00', timezone: 'UTC' },
    });
    await writeFile(join(dir, 'events.json'), JSON.stringify([event]));
    const store = await Store.open(dir);
    expect(store.begin().nextId('post')).toBe(42);
    await store.close();
  });
});

describe('compaction', () => {
  it('runs after the transaction threshold and leaves the journal empty with the same data', async () => {
    const dir = await makeTempDir();
    const store = await Store.open(dir, { compactAfter: { transactions: 3 } });
    for (const slug of ['a', 'b', 'c']) await putTags(store, slug);
    // the compaction seals the journal after the third commit and runs beside the fourth, which
    // goes into the new journal
    await putTags(store, 'd');
    await store.idle();
    expect(existsSync(join(dir, 'journal.sealed.ndjson'))).toBe(false);
    const journal = journalLines(await readFile(join(dir, 'journal.ndjson'), 'utf8'));
    expect(journal).toHaveLength(1);
    expect(JSON.parse(await readFile(join(dir, 'tags.json'), 'utf8'))).toEqual([tag(1, 'a'), tag(2, 'b'), tag(3, 'c')]);

    const copy = await crashedCopy(dir);
    const recovered = await Store.open(copy);
    expect(recovered.all('tags').map((t) => t.slug)).toEqual(['a', 'b', 'c', 'd']);
    expect(recovered.sequences().term).toBe(5);
    await recovered.close();
    await store.close();
  });

  it('runs after the byte threshold', async () => {
    const dir = await makeTempDir();
    const store = await Store.open(dir, { compactAfter: { bytes: 200 } });
    const tx = store.begin();
    tx.put('tags', { ...tag(1, 'long'), description: 'x'.repeat(300) });
    await store.commit(tx);
    await putTags(store, 'next');
    await store.idle();
    expect(journalLines(await readFile(join(dir, 'journal.ndjson'), 'utf8'))).toHaveLength(1);
    expect(JSON.parse(await readFile(join(dir, 'tags.json'), 'utf8'))[0].description).toHaveLength(300);
    await store.close();
  });
});

describe('concurrency and close', () => {
  it('concurrent commits are all applied, in call order', async () => {
    const dir = await makeTempDir();
    const store = await Store.open(dir);
    const order: number[] = [];
    const commits = Array.from({ length: 40 }, (_, i) => {
      const tx = store.begin();
      // every transaction rewrites record 1 and adds its own record
      tx.put('tags', tag(1, 'shared', `version ${i}`));
      tx.put('tags', tag(100 + i, `own-${i}`));
      return store.commit(tx).then(() => order.push(i));
    });
    await Promise.all(commits);
    expect(order).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(store.get('tags', 1)?.name).toBe('version 39');
    expect(store.count('tags')).toBe(41);
    const lines = journalLines(await readFile(join(dir, 'journal.ndjson'), 'utf8')) as {
      ops: { record: { name: string } }[];
    }[];
    expect(lines.map((l) => l.ops[0].record.name)).toEqual(Array.from({ length: 40 }, (_, i) => `version ${i}`));
    await store.close();
  });

  it('commits queued during a journal write share the next write and fsync (group commit)', async () => {
    const store = await Store.open(await makeTempDir());
    const append = vi.spyOn(Journal.prototype, 'append');
    try {
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => {
          const tx = store.begin();
          tx.put('tags', tag(i + 1, `t${i}`));
          return store.commit(tx);
        }),
      );
      expect(store.count('tags')).toBe(20);
      // the first commit is written alone; the 19 queued behind it go out together
      expect(append).toHaveBeenCalledTimes(2);
    } finally {
      append.mockRestore();
    }
    await store.close();
  });

  it('a failed journal write rejects the commit, changes nothing and frees its ids', async () => {
    const dir = await makeTempDir();
    const store = await Store.open(dir);
    const append = vi
      .spyOn(Journal.prototype, 'append')
      .mockRejectedValueOnce(new Error('ENOSPC: no space left on device'));
    try {
      const tx = store.begin();
      tx.put('tags', tag(tx.nextId('term'), 'lost'));
      await expect(store.commit(tx)).rejects.toThrow(/cannot write .*journal\.ndjson: ENOSPC.*nothing was saved/);
      expect(store.count('tags')).toBe(0);
      const retry = store.begin();
      expect(retry.nextId('term')).toBe(1);
      retry.put('tags', tag(1, 'kept'));
      await store.commit(retry);
    } finally {
      append.mockRestore();
    }
    expect(store.findBySlug('tags', 'kept')?.id).toBe(1);
    await store.close();
    expect(JSON.parse(await readFile(join(dir, 'tags.json'), 'utf8'))).toEqual([tag(1, 'kept')]);
  });

  it('close waits for queued commits, is idempotent, and refuses later commits', async () => {
    const dir = await makeTempDir();
    const store = await Store.open(dir);
    const tx = store.begin();
    tx.put('tags', tag(1, 'late'));
    const committed = store.commit(tx);
    const closes = [store.close(), store.close()];
    await committed;
    await Promise.all(closes);
    await store.close();
    expect(JSON.parse(await readFile(join(dir, 'tags.json'), 'utf8'))).toEqual([tag(1, 'late')]);
    await expect(store.commit(store.begin())).rejects.toThrow(/closed/);
    await expect(stat(join(dir, 'calev.lock'))).rejects.toThrow(/ENOENT/);
  });

  it('a store opened without the lock reads a live dir, refuses commits and writes nothing', async () => {
    const dir = await makeTempDir();
    const writer = await Store.open(dir);
    await putTags(writer, 'a');
    const journalBefore = await readFile(join(dir, 'journal.ndjson'), 'utf8');
    const reader = await Store.open(dir, { lock: false });
    expect(reader.get('tags', 1)?.slug).toBe('a');
    await expect(reader.commit(reader.begin())).rejects.toThrow(/read-only/);
    await reader.close();
    expect(await readFile(join(dir, 'journal.ndjson'), 'utf8')).toBe(journalBefore);
    await expect(stat(join(dir, 'tags.json'))).rejects.toThrow(/ENOENT/);
    await writer.close();
  });
});
