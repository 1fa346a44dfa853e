import { describe, expect, it } from 'vitest';
import { matchesAllWords, plainText, hasOtherLetters } from '../../src/domain/text.js';

describe('plainText', () => {
  it('strips the tags of the §3.2 example description', () => {
    expect(plainText('<p>Three sets.</p>')).toBe('Three sets.');
  });

  it('collapses runs of white space, newlines and tabs included, and trims', () => {
    expect(plainText('  <p>Three\n\n  sets,</p>\t<p> two  breaks.</p>\n')).toBe('Three sets, two breaks.');
  });

  it('removes tags with attributes, self-closing tags, comments and declarations', () => {
    expect(plainText('<!DOCTYPE html><a href="x.html" title="a > b?">Go</a> <br/>now<!-- a > b -->!')).toBe('Go now!');
    expect(plainText("<img alt='1 > 0' src=x.png>Pic")).toBe('Pic');
  });

  it('drops an unclosed tag or comment to the end of the text, as strip_tags does', () => {
    expect(plainText('Tickets <b class="x')).toBe('Tickets');
    expect(plainText('Tickets <!-- note')).toBe('Tickets');
  });

  it('stays fast on a megabyte of unclosed tags', () => {
    const started = performance.now();
    expect(plainText(`ok ${'<a'.repeat(500_000)}`)).toBe('ok');
    expect(plainText(`ok ${'<a "'.repeat(250_000)}`)).toBe('ok');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('removes tags without adding space, as strip_tags does', () => {
    expect(plainText('<p>One</p><p>Two</p>')).toBe('OneTwo');
  });

  it('keeps a lone < that does not start a tag, and entities as written', () => {
    expect(plainText('1 < 2 &amp; 3 > 2')).toBe('1 < 2 &amp; 3 > 2');
  });

  it('returns "" for markup only', () => {
    expect(plainText('<p> </p>')).toBe('');
  });
});

describe('matchesAllWords', () => {
  const texts = ['Jazz Night', '<p>Three sets by the Blue Trio.</p>', ''];

  it('search=jazz matches a word of the title, case-insensitively', () => {
    expect(matchesAllWords('JAZZ', texts)).toBe(true);
  });

  it('search=jazz+trio matches when each word is in some text', () => {
    expect(matchesAllWords('jazz trio', texts)).toBe(true);
  });

  it('search=jazz+rock fails when one word is missing', () => {
    expect(matchesAllWords('jazz rock', texts)).toBe(false);
  });

  it('matches words inside longer words', () => {
    expect(matchesAllWords('ght', texts)).toBe(true);
  });

  it('splits on any white space and ignores leading and trailing space', () => {
    expect(matchesAllWords('  night\tthree\n', texts)).toBe(true);
  });

  it('compares non-Latin text case-insensitively', () => {
    expect(matchesAllWords('КОНФЕРЕНЦИЯ', ['Большая конференция'])).toBe(true);
  });

  it('a query without words matches everything', () => {
    expect(matchesAllWords('   ', texts)).toBe(true);
  });
});

describe('hasOtherLetters', () => {
  it('names text with letters of another script than Latin; accents, emoji, digits and signs are not', () => {
    for (const text of ['Зал Москва', '東京文化会館', 'Αίθουσα', 'Jazz Орг', 'قاعة', 'ホール 🎉'])
      expect([text, hasOtherLetters(text)]).toEqual([text, true]);
    for (const text of ['Café Müller', 'Salle 🎉', 'Łódź – 2030 (№ 5)', 'Ærø & Øresund', ''])
      expect([text, hasOtherLetters(text)]).toEqual([text, false]);
  });
});
