// A line of coloured pieces cut to a width: earlier pieces are kept first, and a cut always shows.
import { describe, expect, it } from 'vitest';
import { fitSegments, padSegments, type Segment } from '../../src/views/segments.js';
import { loadWidthsFor } from '../../src/views/text-width.js';

const line: Segment[] = [
  { text: 'Spring Festival' },
  { text: ' · Riverside Park' },
  { text: ' · ' },
  { text: 'Music' },
];

describe('fitSegments', () => {
  it('keeps everything that fits, uncut', () => {
    expect(fitSegments(line, 40)).toEqual({ text: 'Spring Festival · Riverside Park · Music', width: 40 });
  });

  it('ends with … where a piece fits exactly but more follows, and drops a separator cut on its own', () => {
    // ' · ' would just fit after the place, but Music would be lost without a sign
    expect(fitSegments(line, 35).text).toBe('Spring Festival · Riverside Park…');
    expect(fitSegments(line, 20).text).toBe('Spring Festival · R…');
    expect(fitSegments(line, 10).text).toBe('Spring Fe…');
  });

  it('keeps an emoji that fits where the rest of its piece is cut, as it keeps a letter', async () => {
    await loadWidthsFor(['🎉 Party 🎄']);
    expect(fitSegments([{ text: '🎉 Party 🎄' }], 3)).toEqual({ text: '🎉…', width: 3 });
    expect(fitSegments([{ text: 'Film' }, { text: ' · ' }, { text: '🎉' }], 6).text).toBe('Film…');
  });

  it('paints each piece, and pads to the width', () => {
    const red = (s: string) => `<${s}>`;
    expect(fitSegments([{ text: 'Jazz', paint: red }, { text: ' night' }], 7).text).toBe('<Jazz> n…');
    expect(padSegments([{ text: 'Jazz', paint: red }], 7, '─')).toBe('<Jazz>───');
  });
});
