// Records written by transactions are stored as their journal line reads back (Store's asLoaded):
// objects made by spread and frozen in place each had a hidden class of their own in V8, so 100k
// written events held 100k of them (memory a load of the same data does not take, slower reads).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Store } from '../../src/store/store.js';
import { assertBuilt, ROOT } from '../e2e/calev.js';
import { makeTempDir } from './temp-dir.js';

describe('stored records', () => {
  it('are equal, deeply frozen records apart from what was put; "__proto__" stays a plain key', async () => {
    const store = await Store.open(await makeTempDir());
    const put = JSON.parse(
      '{"id":1,"slug":"night","name":"Night","tags":[1,2],"i18n":{"fr":{"title":"Nuit"}},"__proto__":{"x":1}}',
    ) as Record<string, unknown>;
    const tx = store.begin();
    tx.put('tags', put as never);
    await store.commit(tx);
    const stored = store.get('tags', 1) as unknown as Record<string, unknown>;
    expect(stored).not.toBe(put);
    expect(JSON.stringify(stored)).toBe(JSON.stringify(put));
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype);
    expect(Object.keys(stored)).toContain('__proto__');
    expect(Object.isFrozen(stored)).toBe(true);
    expect(Object.isFrozen(stored.tags)).toBe(true);
    expect(Object.isFrozen((stored.i18n as Record<string, object>).fr)).toBe(true);
    await store.close();
  });

  it('records written from spread objects share one hidden class (V8)', async () => {
    assertBuilt();
    const dir = await makeTempDir();
    const store = JSON.stringify(join(ROOT, 'dist', 'store', 'store.js'));
    const script = `
      const { Store } = await import(${store});
      const s = await Store.open(${JSON.stringify(dir)});
      const base = { id: 0, status: 'publish', slug: '', i18n: {}, title: '', categories: [] };
      for (let i = 1; i <= 50; i++) {
        const tx = s.begin();
        const rec = { ...base, id: i };
        tx.put('tags', { ...rec, title: 'T' + i, i18n: { ...rec.i18n } });
        await s.commit(tx);
      }
      let shapes = 1;
      for (let i = 2; i <= 50; i++) if (!%HaveSameMap(s.get('tags', 1), s.get('tags', i))) shapes++;
      await s.close();
      console.log(shapes);
    `;
    const run = spawnSync(process.execPath, ['--allow-natives-syntax', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('1');
  });
});
