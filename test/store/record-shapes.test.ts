// Records written by transactions are deep-frozen copies built key by key (frozenCopy): objects
// made by spread and frozen in place each had a hidden class of their own in V8, so 100k written
// events held 100k of them (memory a load of the same data does not take, and slower reads).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { frozenCopy } from '../../src/store/tables.js';
import { assertBuilt, ROOT } from '../e2e/calev.js';
import { makeTempDir } from './temp-dir.js';

describe('frozenCopy', () => {
  it('is an equal, deeply frozen copy; the original stays as it was; "__proto__" stays a plain key', () => {
    const original = JSON.parse('{"id":1,"tags":[1,2],"i18n":{"fr":{"title":"Nuit"}},"__proto__":{"x":1}}') as Record<
      string,
      unknown
    >;
    const copy = frozenCopy(original);
    expect(copy).not.toBe(original);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(original));
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.isFrozen(copy)).toBe(true);
    expect(Object.isFrozen(copy.tags)).toBe(true);
    expect(Object.isFrozen((copy.i18n as Record<string, object>).fr)).toBe(true);
    expect(Object.isFrozen(original)).toBe(false);
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
