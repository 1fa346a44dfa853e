// Terminal columns: CJK and emoji take two, combining marks none; cutting never splits a
// character or goes past the width, so titles in any script line up.
import { beforeAll, describe, expect, it } from 'vitest';
import stringWidth from 'string-width';
import {
  centred,
  displayWidth,
  fitTo,
  loadWidthsFor,
  NARROW_TEXT,
  truncate,
  wrap,
} from '../../src/views/text-width.js';

beforeAll(() => loadWidthsFor(['東京']));

describe('displayWidth', () => {
  it.each([
    ['Board meeting', 13],
    ['東京の春祭り', 12],
    ['🎉 Launch party', 15],
    ['👨‍👩‍👧 family', 9],
    ['🇫🇷', 2],
    ['Cafe\u0301', 4],
    ['\u001b[36mJazz\u001b[39m', 4],
  ])('%s takes %i columns', (text, width) => {
    expect(displayWidth(text)).toBe(width);
  });

  it('every character of the narrow fast path is one column for string-width too', () => {
    let checked = 0;
    for (let cp = 0x20; cp < 0x2600; cp++) {
      const ch = String.fromCodePoint(cp);
      if (!NARROW_TEXT.test(ch)) continue;
      expect(stringWidth(ch), cp.toString(16)).toBe(1);
      checked++;
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe('truncate and fitTo', () => {
  it('cut by columns with …, never through a wide character or an emoji sequence', () => {
    expect(truncate('東京の春祭り', 6)).toBe('東京…');
    expect(truncate('東京の春祭り', 5)).toBe('東京…');
    expect(truncate('👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧', 5)).toBe('👨‍👩‍👧👨‍👩‍👧…');
    expect(truncate('Board meeting', 13)).toBe('Board meeting');
    expect(truncate('Board meeting', 8)).toBe('Board m…');
    expect(truncate('Board', 0)).toBe('');
  });

  it('fitTo always gives exactly the width', () => {
    for (const text of ['東京の春祭り', '🎉 Launch party', 'a', '']) {
      for (const width of [1, 2, 3, 5, 9, 16]) expect(displayWidth(fitTo(text, width))).toBe(width);
    }
  });

  it('centred puts the text in the middle', () => {
    expect(centred('March', 11)).toBe('   March');
    expect(centred('東京', 8)).toBe('  東京');
  });
});

describe('wrap', () => {
  it('breaks at spaces, inside words too long for a line, and anywhere in CJK text', () => {
    expect(wrap('Choir rehearsal tonight', 9, 3)).toEqual(['Choir', 'rehearsal', 'tonight']);
    expect(wrap('Supercalifragilistic', 9, 2)).toEqual(['Supercali', 'fragilis…']);
    expect(wrap('東京の春祭り', 9, 2)).toEqual(['東京の春', '祭り']);
    expect(wrap('Night train to Vienna', 9, 2)).toEqual(['Night', 'train to…']);
  });

  it('gives up on a width that cannot hold one character', () => {
    expect(wrap('東京', 1, 3)).toEqual(['…']);
  });
});
