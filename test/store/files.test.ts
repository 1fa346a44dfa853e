import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Store, StoreError } from '../../src/store/store.js';
import { makeTempDir, tag } from './temp-dir.js';

async function openWith(file: string, text: string): Promise<{ dir: string; error: unknown }> {
  const dir = await makeTempDir();
  await writeFile(join(dir, file), text);
  const error = await Store.open(dir).then(
    (store) => store.close(),
    (err: unknown) => err,
  );
  return { dir, error };
}

describe('collection files', () => {
  it('a trailing comma is reported with the file, line and column, and the file is left alone', async () => {
    const text = '[\n  {\n    "id": 1,\n    "slug": "a",\n  }\n]\n';
    const { dir, error } = await openWith('tags.json', text);
    expect(error).toBeInstanceOf(StoreError);
    expect((error as Error).message).toContain(
      `${join(dir, 'tags.json')}: line 5, column 3: not valid JSON: trailing comma before "}"`,
    );
    expect((error as Error).message).toContain('calev does not reset it');
    expect(await readFile(join(dir, 'tags.json'), 'utf8')).toBe(text);
  });

  it('a truncated file names the line where it ends', async () => {
    const { error } = await openWith('events.json', '[\n  {"id": 1,\n   "title": "Gig"');
    expect((error as Error).message).toMatch(/events\.json: line 3, column 18: not valid JSON: unexpected end of file/);
  });

  it('a string broken over two lines points at its opening quote', async () => {
    const { error } = await openWith('venues.json', '[\n  {"id": 1, "name": "Hall\n"}\n]');
    expect((error as Error).message).toMatch(/venues\.json: line 2, column 21: not valid JSON: unterminated string/);
  });

  it('a record without an id names the line where that record starts', async () => {
    const { error } = await openWith('categories.json', JSON.stringify([tag(1, 'a'), { name: 'no id' }], null, 2));
    expect((error as Error).message).toMatch(
      /categories\.json: line 10, column 3: record 2 has no positive integer "id"/,
    );
  });

  it('a repeated id is an error, not a silent overwrite', async () => {
    const { error } = await openWith('tags.json', JSON.stringify([tag(3, 'a'), tag(3, 'b')]));
    expect((error as Error).message).toMatch(/tags\.json: line 1, column \d+: record 2 repeats id 3/);
  });

  it('a file that is not an array is an error', async () => {
    const { error } = await openWith('users.json', '{"id": 1}');
    expect((error as Error).message).toMatch(/users\.json: line 1, column 1: expected an array of records/);
  });

  it('a broken meta.json is an error naming it', async () => {
    const { error } = await openWith('meta.json', '{"sequences": {"post": "seven"}}');
    expect((error as Error).message).toMatch(/meta\.json: expected \{"sequences"/);
  });

  it('a byte order mark from an editor is accepted', async () => {
    const dir = await makeTempDir();
    await writeFile(join(dir, 'tags.json'), `\uFEFF${JSON.stringify([tag(1, 'a')])}`);
    const store = await Store.open(dir);
    expect(store.findBySlug('tags', 'a')?.id).toBe(1);
    await store.close();
  });
});
