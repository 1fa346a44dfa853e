import { describe, expect, it } from 'vitest';
import { sanitizeSlug, slugForUrl, uniqueSlug } from '../../src/domain/slugs.js';

describe('sanitizeSlug', () => {
  it.each([
    ['Jazz Night', 'jazz-night'],
    ['Café & Bar', 'cafe-bar'],
    ['Été 2024!', 'ete-2024'],
    ['Конференция', 'конференция'],
    ['夏祭り', '夏祭り'],
    ['!!!', ''],
  ])('§5.4 example %s -> %s', (input, slug) => {
    expect(sanitizeSlug(input)).toBe(slug);
  });

  it('decomposes compatibility characters (NFKD)', () => {
    expect(sanitizeSlug('ﬁeld ²')).toBe('field-2');
  });

  it('drops marks only after ASCII letters and keeps those of other scripts', () => {
    expect(sanitizeSlug('Ñandú İstanbul')).toBe('nandu-istanbul');
    expect(sanitizeSlug('Йога')).toBe('йога');
    expect(sanitizeSlug('हिन्दी')).toBe('हिन्दी');
  });

  it('returns NFC text', () => {
    const slug = sanitizeSlug('Ёлка');
    expect(slug).toBe('ёлка');
    expect(slug).toBe(slug.normalize('NFC'));
  });

  it('keeps underscores and digits, collapses every other run into one dash', () => {
    expect(sanitizeSlug('  --my_event -- 2024 / v2.0--  ')).toBe('my_event-2024-v2-0');
  });

  it('cuts to 200 characters and trims a dash left at the cut', () => {
    expect(sanitizeSlug('a'.repeat(250))).toBe('a'.repeat(200));
    expect(sanitizeSlug(`${'a'.repeat(199)} b`)).toBe('a'.repeat(199));
  });

  it('cuts by code point, never leaving half of a surrogate pair', () => {
    const slug = sanitizeSlug('𠀀'.repeat(201));
    expect(Array.from(slug)).toHaveLength(200);
    expect(slug).toBe('𠀀'.repeat(200));
  });
});

describe('uniqueSlug', () => {
  it('keeps a free slug', () => {
    expect(uniqueSlug('jazz-night', () => false)).toBe('jazz-night');
  });

  it('adds -2, -3, … and takes the first free one', () => {
    const taken = new Set(['jazz-night', 'jazz-night-2', 'jazz-night-3']);
    expect(uniqueSlug('jazz-night', (s) => taken.has(s))).toBe('jazz-night-4');
  });

  it('fills a gap in the suffixes', () => {
    const taken = new Set(['jazz-night', 'jazz-night-3']);
    expect(uniqueSlug('jazz-night', (s) => taken.has(s))).toBe('jazz-night-2');
  });
});

describe('slugForUrl', () => {
  it('leaves ASCII slugs alone', () => {
    expect(slugForUrl('jazz-night_2')).toBe('jazz-night_2');
  });

  it('percent-encodes non-ASCII slugs as UTF-8', () => {
    expect(slugForUrl('конференция')).toBe(encodeURIComponent('конференция'));
    expect(slugForUrl('夏祭り')).toBe('%E5%A4%8F%E7%A5%AD%E3%82%8A');
    expect(slugForUrl('café-2')).toBe('caf%C3%A9-2');
  });

  it('does not throw on a lone surrogate', () => {
    expect(slugForUrl('a\uD800')).toBe('a%EF%BF%BD');
  });
});
