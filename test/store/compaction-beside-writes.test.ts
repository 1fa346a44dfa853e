// The compaction runs beside the writes: it seals the journal, and while it writes the files of
// what the sealed journal holds, commits go on into a new journal. A crash at any step of it
// loses no acknowledged write, and a reader without the lock (another calev process) sees every
// acknowledged write meanwhile.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Store } from '../../src/store/store.js';
import { gate, hookedDisk, type Hooked } from './hooked-disk.js';
import { crashedCopy, makeTempDir, tag } from './temp-dir.js';

async function putTag(store: Store, slug: string): Promise<void> {
  const tx = store.begin();
  tx.put('tags', tag(tx.nextId('term'), slug));
  await store.commit(tx);
}

/** The tag slugs a store opened on `dir` finds, with the lock (as after a restart) or without. */
async function slugsIn(dir: string, lock: boolean): Promise<string[]> {
  const store = await Store.open(dir, { lock });
  const slugs = store.all('tags').map((t) => t.slug);
  await store.close();
  return slugs;
}

async function generationOf(dir: string): Promise<number> {
  return (JSON.parse(await readFile(join(dir, 'meta.json'), 'utf8')) as { generation: number }).generation;
}

/** Where a compaction is held while the test looks at the dir. */
const STEPS: Array<{ name: string; at: (h: Hooked) => boolean; writesGoOn: boolean }> = [
  // sealing: the journal has its second name, the new journal is not in place yet
  {
    name: 'between sealing and the new journal',
    at: (h) => h.call === 'rename' && h.file === 'journal.ndjson',
    writesGoOn: false,
  },
  {
    name: 'while the collection file is written',
    at: (h) => h.call === 'write' && h.file.startsWith('tags.json.'),
    writesGoOn: true,
  },
  { name: 'before meta.json is written', at: (h) => h.call === 'rename' && h.file === 'meta.json', writesGoOn: true },
  {
    name: 'before the sealed journal is removed',
    at: (h) => h.call === 'rm' && h.file === 'journal.sealed.ndjson',
    writesGoOn: true,
  },
];

describe('compaction beside the writes', () => {
  for (const step of STEPS) {
    it(`held ${step.name}: a crash there loses nothing, and a reader without the lock sees every write`, async () => {
      const dir = await makeTempDir();
      const held = gate();
      const reached = gate();
      let armed = false;
      const store = await Store.open(dir, {
        compactAfter: { transactions: 3 },
        disk: hookedDisk(async (h) => {
          if (!armed || !step.at(h)) return;
          armed = false;
          reached.open();
          await held.wait;
        }),
      });
      const acked: string[] = [];
      for (const slug of ['a', 'b']) {
        await putTag(store, slug);
        acked.push(slug);
      }
      armed = true;
      // the third commit reaches the threshold: the compaction begins after its journal write
      await putTag(store, 'c');
      acked.push('c');
      await reached.wait;
      // writes go on beside the compaction (sealing itself holds them for a moment only)
      const later = ['d', 'e'].reduce(
        (prev, slug) => prev.then(() => putTag(store, slug)).then(() => void acked.push(slug)),
        Promise.resolve(),
      );
      if (step.writesGoOn) await later;
      expect(await slugsIn(dir, false)).toEqual(acked);
      expect(await slugsIn(await crashedCopy(dir), true)).toEqual(acked);
      held.open();
      await later;
      await store.idle();
      expect(existsSync(join(dir, 'journal.sealed.ndjson'))).toBe(false);
      expect(await generationOf(dir)).toBe(1);
      // the journal holds only what came after the seal
      const lines = (await readFile(join(dir, 'journal.ndjson'), 'utf8')).trim().split('\n');
      expect(
        lines.map((l) => (JSON.parse(l) as { ops: Array<{ record: { slug: string } }> }).ops[0].record.slug),
      ).toEqual(['d', 'e']);
      expect(await slugsIn(dir, false)).toEqual(['a', 'b', 'c', 'd', 'e']);
      expect(await slugsIn(await crashedCopy(dir), true)).toEqual(['a', 'b', 'c', 'd', 'e']);
      await store.close();
      expect(await slugsIn(dir, true)).toEqual(['a', 'b', 'c', 'd', 'e']);
    });
  }

  it('a compaction whose file writes fail keeps every write, and the next one (or close) finishes it', async () => {
    const dir = await makeTempDir();
    let failing = true;
    const store = await Store.open(dir, {
      compactAfter: { transactions: 2 },
      disk: hookedDisk((h) => {
        if (failing && h.call === 'write' && h.file.startsWith('tags.json.'))
          throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      }),
    });
    for (const slug of ['a', 'b', 'c', 'd', 'e']) await putTag(store, slug);
    await store.idle();
    // the sealed journal stays, with the lines after it in the journal of the next generation
    expect(existsSync(join(dir, 'journal.sealed.ndjson'))).toBe(true);
    expect(await slugsIn(dir, false)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(await slugsIn(await crashedCopy(dir), true)).toEqual(['a', 'b', 'c', 'd', 'e']);
    failing = false;
    for (const slug of ['f', 'g']) await putTag(store, slug);
    await store.idle();
    expect(existsSync(join(dir, 'journal.sealed.ndjson'))).toBe(false);
    expect(await slugsIn(dir, false)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    await store.close();
    expect(JSON.parse(await readFile(join(dir, 'tags.json'), 'utf8')).map((t: { slug: string }) => t.slug)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
    ]);
  });
});
