// Collection files of several MB are parsed a slice at a time (files.ts): the same records as one
// JSON.parse of the whole text, and the same located errors when something far into a big file
// is wrong.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCollection, readCollectionFile } from '../../src/store/files.js';
import type { AnyRecord } from '../../src/store/records.js';
import { Store, StoreError } from '../../src/store/store.js';
import { makeTempDir, tag } from './temp-dir.js';

/** ~6 MB of tags in calev's own layout, with texts that need escaping and non-ASCII */
function bigTags(count = 12_000): AnyRecord[] {
  return Array.from({ length: count }, (_, i) => ({
    ...tag(i + 1, `t-${i + 1}`),
    description: `line one\n  },\n  { not a record boundary "quoted" ${i % 7 === 0 ? 'café ☕ 𝄞' : ''} ${'x'.repeat(i % 500)}`,
  }));
}

async function openError(dir: string): Promise<Error> {
  return Store.open(dir).then(
    async (store) => {
      await store.close();
      throw new Error('opened');
    },
    (err: Error) => err,
  );
}

describe('large collection files', () => {
  it('read as the same records as one JSON.parse, in several layouts', async () => {
    const dir = await makeTempDir();
    const records = bigTags();
    for (const text of [
      formatCollection(records),
      JSON.stringify(records),
      `\uFEFF  ${formatCollection(records)}\n\n`,
      JSON.stringify(records, null, 4),
    ]) {
      await writeFile(join(dir, 'tags.json'), text);
      expect(await readCollectionFile(dir, 'tags')).toEqual(JSON.parse(text.replace(/^\uFEFF/, '')));
    }
  });

  it('a syntax error deep in a big file is located as in a small one', async () => {
    const dir = await makeTempDir();
    const text = formatCollection(bigTags());
    const at = text.indexOf('"slug": "t-9000"');
    const broken = `${text.slice(0, at)}"slug": "t-9000",,${text.slice(at + '"slug": "t-9000",'.length)}`;
    await writeFile(join(dir, 'tags.json'), broken);
    const line = broken.slice(0, at).split('\n').length;
    const err = await openError(dir);
    expect(err).toBeInstanceOf(StoreError);
    expect(err.message).toMatch(new RegExp(`tags\\.json: line ${line}, column \\d+: not valid JSON`));
  });

  it('a repeated id deep in a big file names its record and line', async () => {
    const dir = await makeTempDir();
    const records = bigTags();
    records[10_000] = { ...records[10_000], id: 42 };
    const text = formatCollection(records);
    await writeFile(join(dir, 'tags.json'), text);
    const line =
      text.slice(0, text.indexOf('"id": 42,', text.indexOf('"slug": "t-10001"') - 200)).split('\n').length - 1;
    const err = await openError(dir);
    expect(err.message).toContain(`tags.json: line ${line}, column 3: record 10001 repeats id 42`);
  });

  it('a big file cut short by hand is an error, not a shorter collection', async () => {
    const dir = await makeTempDir();
    const text = formatCollection(bigTags());
    await writeFile(join(dir, 'tags.json'), text.slice(0, Math.floor(text.length * 0.7)));
    const err = await openError(dir);
    expect(err.message).toMatch(/tags\.json: line \d+, column \d+: not valid JSON/);
  });
});
