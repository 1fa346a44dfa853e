// Slugs in other scripts and with emoji, as WordPress gives them (percent-encoded UTF-8), are
// imported in their letters (API.md §5.4 keeps letters, drops emoji), not as `d0-ba-…`; venue and
// organizer slugs come along as event and term slugs do. Imported again, nothing is written.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, run, tempDir } from '../cli/harness.js';

let dir: string;
let env: Record<string, string>;

beforeEach(() => {
  dir = tempDir('calev-import-slug-letters-');
  env = { CALEV_DATA_DIR: join(dir, 'data'), XDG_CONFIG_HOME: join(dir, 'config') };
});
afterEach(() => removeDir(dir));

function file(name: string, rows: Array<Record<string, unknown>>): string {
  const path = join(dir, name);
  writeFileSync(path, rows.map((r) => JSON.stringify(r)).join('\n'));
  return path;
}

async function importTwice(resource: string, path: string, n: number): Promise<void> {
  for (const summary of [`${n} created, 0 updated, 0 skipped`, `0 created, 0 updated, ${n} skipped`]) {
    const res = await run([resource, 'import', path], { env });
    expect([res.code, res.stderr]).toEqual([0, `${path}: ${summary}, 0 failed\n`]);
  }
}

async function slugs(resource: string, ...args: string[]): Promise<unknown> {
  const res = await run([resource, 'list', ...args, '--format', 'json', '--fields', 'slug'], { env });
  expect(res.code, res.stderr).toBe(0);
  return (JSON.parse(res.stdout) as Array<{ slug: string }>).map((i) => i.slug).sort();
}

// as The Events Calendar exports them (its slugs as WordPress keeps them)
const KINO = '%d0%ba%d0%b8%d0%bd%d0%be';
const NIGHT = '%d0%bd%d0%be%d1%87%d1%8c';

describe('slugs WordPress gives percent-encoded', () => {
  it('events, and the tags, categories, venue and organizers they name, keep their slugs in letters', async () => {
    const path = file('events.ndjson', [
      {
        id: 41,
        slug: `${KINO}-%f0%9f%8e%b8-night`,
        title: 'Кино 🎸 Night',
        start_date: '2030-04-01 19:00:00',
        end_date: '2030-04-01 21:00:00',
        tags: [{ id: 7, name: '日本語', slug: '%e6%97%a5%e6%9c%ac%e8%aa%9e' }],
        categories: [{ id: 8, name: 'Ночь', slug: NIGHT, parent: 0 }],
        venue: { id: 42, venue: "O'Brien & Sons", slug: 'obrien-sons', city: 'Dublin' },
        organizer: [
          { id: 43, organizer: 'Оркестр 🎻', slug: `%d0%be%d1%80%d0%ba%d0%b5%d1%81%d1%82%d1%80-%f0%9f%8e%bb` },
        ],
      },
    ]);
    await importTwice('events', path, 1);
    expect(await slugs('events', '--start-date', '2030-04-01', '--end-date', '2030-04-02')).toEqual(['кино-night']);
    expect(await slugs('tags', '--no-hide-empty')).toEqual(['日本語']);
    expect(await slugs('categories', '--no-hide-empty')).toEqual(['ночь']);
    expect(await slugs('venues')).toEqual(['obrien-sons']);
    expect(await slugs('organizers')).toEqual(['оркестр']);
  });

  it('a category tree named by encoded slugs (parent_slug too), and venues and tags of their own files', async () => {
    await importTwice(
      'categories',
      file('categories.ndjson', [
        { id: 5, name: 'Ночь', slug: NIGHT, parent: 4, parent_slug: KINO },
        { id: 4, name: 'Кино', slug: KINO, parent: 0, parent_slug: '' },
      ]),
      2,
    );
    const tree = await run(
      ['categories', 'list', '--no-hide-empty', '--format', 'json', '--fields', 'id,slug,parent'],
      {
        env,
      },
    );
    const [kino, night] = JSON.parse(tree.stdout) as Array<{ id: number; slug: string; parent: number }>;
    expect([kino, night].map((c) => c.slug)).toEqual(['кино', 'ночь']);
    expect(night.parent).toBe(kino.id);
    await importTwice('venues', file('venues.ndjson', [{ id: 9, venue: 'Зал', slug: '%d0%b7%d0%b0%d0%bb-2' }]), 1);
    expect(await slugs('venues')).toEqual(['зал-2']);
    await importTwice('tags', file('tags.ndjson', [{ id: 3, name: '夏祭り', slug: '%e5%a4%8f%e7%a5%ad%e3%82%8a' }]), 1);
    expect(await slugs('tags', '--no-hide-empty')).toEqual(['夏祭り']);
  });
});
