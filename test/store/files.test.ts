import { constants } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCollection, writeCollectionFile } from '../../src/store/files.js';
import { Store, StoreError } from '../../src/store/store.js';
import { hookedDisk } from './hooked-disk.js';
import { defaultEventRecord } from '../../src/store/records.js';
import { makeTempDir, tag, user } from './temp-dir.js';

function event(id: number) {
  return defaultEventRecord({
    ...{ id, author: 1, status: 'publish', dateUtc: '2030-01-01 00:00:00', slug: `e-${id}` },
    ...{ start: '2030-01-02 10:00:00', end: '2030-01-02 11:00:00', timezone: 'UTC' },
  });
}

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
  it('a collection file written beside the commits has each chunk synced as it goes (O_DSYNC), so that it never leaves much for a journal write to wait behind', async () => {
    const dir = await makeTempDir();
    const opened: unknown[] = [];
    const disk = hookedDisk((at) => {
      if (at.call === 'open' && at.file.startsWith('tags.json')) opened.push(at.flags);
    });
    const tags = Array.from({ length: 250 }, (_, i) => tag(i + 1, `tag-${i + 1}`));
    await writeCollectionFile(dir, 'tags', tags, disk, { besideWrites: true });
    expect(await readFile(join(dir, 'tags.json'), 'utf8')).toBe(formatCollection(tags));
    // on close nothing is written beside it: synced once at the end
    await writeCollectionFile(dir, 'tags', tags.slice(1), disk);
    expect(await readFile(join(dir, 'tags.json'), 'utf8')).toBe(formatCollection(tags.slice(1)));
    expect(opened).toHaveLength(2);
    expect(opened[1]).toBe('w');
    if (constants.O_DSYNC === undefined) console.log('no O_DSYNC on this platform: the flag is not checked');
    else expect(Number(opened[0]) & constants.O_DSYNC).toBe(constants.O_DSYNC);
  });

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

  it.each([
    [
      'users.json',
      JSON.stringify([user(1, 'ana'), { ...user(2, 'bob'), login: null }], null, 2),
      'line 9, column 3: record 2 (id 2): login is not a string',
    ],
    [
      'users.json',
      JSON.stringify([{ ...user(1, 'ana'), role: 'wizard' }], null, 2),
      'line 2, column 3: record 1 (id 1): role is not one of administrator, editor, author, contributor, subscriber',
    ],
    [
      'events.json',
      JSON.stringify([{ ...event(1), start: 12345 }], null, 2),
      'line 2, column 3: record 1 (id 1): start is not a string',
    ],
    [
      'events.json',
      JSON.stringify([event(1), { ...event(2), tags: undefined }]),
      'line 1, column 489: record 2 (id 2): tags is missing',
    ],
    [
      'tags.json',
      JSON.stringify([{ ...tag(1, 'a'), slug: 7 }]),
      'line 1, column 2: record 1 (id 1): slug is not a string',
    ],
  ])(
    'a record whose fields the code cannot use is an error naming the record and field (%s)',
    async (file, text, problem) => {
      const { dir, error } = await openWith(file, text);
      expect(error).toBeInstanceOf(StoreError);
      expect((error as Error).message).toBe(
        `${join(dir, file)}: ${problem}; fix the file by hand or restore it from a backup (calev does not reset it)`,
      );
      expect(await readFile(join(dir, file), 'utf8')).toBe(text);
    },
  );

  it('a journal line that puts such a record is an error naming the line', async () => {
    const line = {
      gen: 0,
      seq: { post: 1, term: 1, user: 3 },
      ops: [{ op: 'put', col: 'users', record: { ...user(2, 'x'), login: null } }],
    };
    const { error } = await openWith(
      'journal.ndjson',
      `${JSON.stringify(line)}\n${JSON.stringify({ ...line, ops: [] })}\n`,
    );
    expect((error as Error).message).toMatch(
      /journal\.ndjson: line 1: operation 1 puts users id 2: login is not a string; this is not a torn last write/,
    );
  });

  it('a byte order mark from an editor is accepted', async () => {
    const dir = await makeTempDir();
    await writeFile(join(dir, 'tags.json'), `\uFEFF${JSON.stringify([tag(1, 'a')])}`);
    const store = await Store.open(dir);
    expect(store.findBySlug('tags', 'a')?.id).toBe(1);
    await store.close();
  });
});
