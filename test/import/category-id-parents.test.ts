// A category file with parents given as ids (`categories list --format json|csv` of a site, a
// download of its `/categories`): ids are only meaningful on the site that wrote them. A parent
// that is the `id` of another row of the file is that row, written first; one that is no row of a
// file from another site (its `urls.self` names another API) fails its row rather than link the
// target's category of that id; a hand-written `parent: 2` for the same target stays the target's.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, run, tempDir } from '../cli/harness.js';
import { importTargets, type Target } from '../support/import-targets.js';
import type { TestServer } from '../support/server.js';

let dir: string;
let server: TestServer | undefined;

beforeEach(() => {
  dir = tempDir('calev-import-category-ids-');
});
afterEach(async () => {
  await server?.stop();
  server = undefined;
  removeDir(dir);
});

const TEC = 'http://127.0.0.1:8195/wp-json/tribe/events/v1';

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** A data dir (the embedded default) and a `calev serve`, each holding Sports (1) and Kids (2). */
async function targets(): Promise<Target[]> {
  const made = await importTargets(dir);
  server = made.server;
  for (const [, env] of made.targets)
    for (const name of ['Sports', 'Kids']) await ok(env, 'categories', 'create', '--name', name, '-q');
  return made.targets;
}

async function ok(env: Record<string, string>, ...args: string[]): Promise<string> {
  const res = await run(args, { env });
  expect(res.code, res.stderr).toBe(0);
  return res.stdout;
}

/** `name < parent's name` for every category, by name. */
async function tree(env: Record<string, string>): Promise<string[]> {
  const list = JSON.parse(
    await ok(env, 'categories', 'list', '--no-hide-empty', '--format', 'json', '--fields', 'id,name,parent'),
  ) as Array<{ id: number; name: string; parent: number }>;
  const named = new Map(list.map((c) => [c.id, c.name]));
  return list.map((c) => (c.parent ? `${c.name} < ${named.get(c.parent) ?? c.parent}` : c.name)).sort();
}

describe('categories import of a file whose parents are ids', () => {
  it("puts a category under the file's row of that id, written first, whatever has that id here (JSON and CSV)", async () => {
    const json = file(
      'categories.json',
      JSON.stringify([
        {
          id: 3,
          name: 'Jazz',
          slug: 'jazz',
          taxonomy: 'tribe_events_cat',
          parent: 2,
          urls: { self: `${TEC}/categories/3` },
        },
        {
          id: 4,
          name: 'Bebop',
          slug: 'bebop',
          taxonomy: 'tribe_events_cat',
          parent: 3,
          urls: { self: `${TEC}/categories/4` },
        },
        {
          id: 2,
          name: 'Music',
          slug: 'music',
          taxonomy: 'tribe_events_cat',
          parent: 0,
          urls: { self: `${TEC}/categories/2` },
        },
      ]),
    );
    // as `categories list --format csv` writes it: no URLs
    const csv = file(
      'categories.csv',
      'id,name,slug,parent,count\n3,Jazz,jazz,2,0\n4,Bebop,bebop,3,0\n2,Music,music,0,0\n',
    );
    for (const path of [json, csv]) {
      for (const [name, env] of await targets()) {
        const what = `${path} into ${name}`;
        const first = await run(['categories', 'import', path], { env });
        expect([first.code, first.stderr], what).toEqual([0, `${path}: 3 created, 0 updated, 0 skipped, 0 failed\n`]);
        expect(await tree(env), what).toEqual(['Bebop < Jazz', 'Jazz < Music', 'Kids', 'Music', 'Sports']);
        const again = await run(['categories', 'import', path], { env });
        expect([again.code, again.stderr], what).toEqual([0, `${path}: 0 created, 0 updated, 3 skipped, 0 failed\n`]);
      }
      await server?.stop();
      server = undefined;
      removeDir(join(dir, 'data'));
    }
  });

  it('fails a row whose parent id is no row of a file from another site, naming it and parent_slug; links nothing', async () => {
    const path = file(
      'jazz.json',
      JSON.stringify([{ id: 3, name: 'Jazz', slug: 'jazz', parent: 2, urls: { self: `${TEC}/categories/3` } }]),
    );
    for (const [name, env] of await targets()) {
      const res = await run(['categories', 'import', path, '--format', 'json'], { env });
      expect(res.code, name).toBe(1);
      expect(JSON.parse(res.stdout), name).toEqual([
        {
          line: 1,
          action: 'failed',
          id: null,
          item: 'jazz',
          error: `parent 2 is a category id of ${TEC}, where this file came from, and no row of the file: here it names another category; give the parent's slug as parent_slug (calev categories export writes it)`,
        },
      ]);
      expect(await tree(env), name).toEqual(['Kids', 'Sports']);
    }
  });

  it("keeps a hand-written file's parent id, and one of a file from the target itself, as the target's", async () => {
    for (const [name, env] of await targets()) {
      const hand = file('hand.json', JSON.stringify([{ name: 'Lullabies', parent: 2 }]));
      await ok(env, 'categories', 'import', hand);
      expect(await tree(env), name).toEqual(['Kids', 'Lullabies < Kids', 'Sports']);
      // the target's own list of one category, whose parent the file does not hold
      const own = file('own.json', await ok(env, 'categories', 'list', '--search', 'Lullabies', '--no-hide-empty'));
      expect(JSON.parse(await ok(env, 'categories', 'import', own, '--format', 'json')), name).toMatchObject([
        { action: 'skipped', note: 'unchanged' },
      ]);
      expect(await tree(env), name).toEqual(['Kids', 'Lullabies < Kids', 'Sports']);
    }
  });
});
