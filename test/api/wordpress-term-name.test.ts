import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wordpressTermName } from '../../src/api/wordpress-term-name.js';

const file = join(import.meta.dirname, '..', 'fixtures', 'tec-live', 'term-names-as-stored.json');
const { names } = JSON.parse(readFileSync(file, 'utf8')) as { names: Array<{ name: string; stored?: string }> };

describe('wordpressTermName: the name WordPress stores for a term', () => {
  it.each(names.filter((n) => n.stored !== undefined))('$name is stored as $stored', ({ name, stored }) => {
    expect(wordpressTermName(name)).toBe(stored);
  });

  it('a stored name is stored as it is (the term search and a rename send it again)', () => {
    for (const { stored } of names) if (stored !== undefined) expect(wordpressTermName(stored)).toBe(stored);
  });

  it('stays linear on text full of unclosed `<` and `&`', () => {
    const started = performance.now();
    wordpressTermName('<a '.repeat(20_000) + '&x'.repeat(20_000));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
