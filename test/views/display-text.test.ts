// Text for one line of a terminal (tables, agenda, calendar): the tags of HTML go, other text
// between angle brackets stays, entities are read.
import { describe, expect, it } from 'vitest';
import { displayText } from '../../src/views/display-text.js';

describe('displayText', () => {
  it('keeps text between angle brackets that is no HTML element (calev keeps titles as written)', () => {
    expect(displayText(`Q&A "Night" with O'Brien <live> 🎸`)).toBe(`Q&A "Night" with O'Brien <live> 🎸`);
    expect(displayText('Salle <Pleyel> &amp; Co')).toBe('Salle <Pleyel> & Co');
    expect(displayText('Kids <12> & 3 < 4 > 2')).toBe('Kids <12> & 3 < 4 > 2');
  });

  it('removes the tags of HTML elements and comments, keeping their text; reads entities', () => {
    expect(displayText('UTC lunch &amp; learn <b>bold</b>')).toBe('UTC lunch & learn bold');
    expect(displayText('<p>Line one<br />\nLine two &#8212; &#8220;quoted&#8221;</p>')).toBe(
      'Line one Line two — “quoted”',
    );
    expect(displayText('<a href="https://x.example/?a=1&b=2">Tickets</a><!-- note -->')).toBe('Tickets');
    expect(displayText('&lt;b&gt;shown&lt;/b&gt;')).toBe('<b>shown</b>');
  });
});
