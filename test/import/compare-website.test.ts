// A website a site shows as the URL it is (punycode host, percent-encoded path) is the website an
// import file wrote with its letters: the item is unchanged, not updated on every run.
import { describe, expect, it } from 'vitest';
import { sameAsView, sameUrl } from '../../src/cli/import/compare.js';

describe('websites compared as URLs', () => {
  it('one URL written two ways is the same; another URL, or no URL, is not', () => {
    expect(sameUrl('https://zénith.fr', 'https://xn--znith-bsa.fr/')).toBe(true);
    expect(sameUrl('https://example.org/é?q=ü', 'https://example.org/%C3%A9?q=%C3%BC')).toBe(true);
    expect(sameUrl('https://zénith.fr', 'https://zenith.fr/')).toBe(false);
    expect(sameUrl('zénith.fr', 'zénith.fr/')).toBe(false);
    expect(sameUrl('', '')).toBe(false);
  });

  it('a venue or event whose website the site shows so is unchanged', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const venue = { id: 1, venue: 'Zénith Hall', website: 'https://xn--znith-bsa.fr/' };
    expect(sameAsView('venues', { venue: 'Zénith Hall', website: 'https://zénith.fr' }, venue, now)).toBe(true);
    expect(sameAsView('venues', { venue: 'Zénith Hall', website: 'https://other.fr' }, venue, now)).toBe(false);
    const event = { id: 2, title: 'Gig', website: 'https://xn--znith-bsa.fr/' };
    expect(sameAsView('events', { title: 'Gig', website: 'https://zénith.fr' }, event, now)).toBe(true);
  });
});
