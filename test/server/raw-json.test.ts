// Splicing cached JSON texts into a serialization (raw-json.ts): the result is the very text
// JSON.stringify gives for the whole value, and cached byte lengths are UTF-8 lengths.
import { describe, expect, it } from 'vitest';
import { RawJson, serializeBody, serializeBodyRaw, Splicer } from '../../src/server/raw-json.js';

describe('Splicer', () => {
  it('gives the text of the whole value, marks placed at any depth', () => {
    const venue = { id: 7, name: 'Salle “Pleyel”', tags: ['a', 'b'] };
    const value = { id: 1, title: 'x"y\u0000z', venue, organizer: [venue, { id: 2 }], ld: { location: venue } };
    const splicer = new Splicer();
    const marked = {
      ...value,
      venue: splicer.mark(JSON.stringify(venue)),
      organizer: [splicer.mark(JSON.stringify(venue)), { id: 2 }],
      ld: { location: splicer.mark(JSON.stringify(venue)) },
    };
    expect(splicer.splice(JSON.stringify(marked))).toBe(JSON.stringify(value));
  });

  it('leaves a text without marks as it is, also one that looks like a mark', () => {
    const splicer = new Splicer();
    const text = JSON.stringify({ s: '\u0000calev-raw-0' });
    expect(splicer.splice(text)).toBe(text);
  });
});

describe('RawJson', () => {
  it('measures UTF-8 bytes once, or takes a known length', () => {
    const raw = new RawJson('{"a":"é€😀"}');
    expect(raw.byteLength).toBe(Buffer.byteLength(raw.json));
    expect(new RawJson('{}', 2).byteLength).toBe(2);
  });

  it('is kept as UTF-8 bytes once asked for them, and reads the same text and length after', () => {
    const text = '{"a":"é€😀","b":"\\u0000"}';
    const raw = new RawJson(text);
    const bytes = raw.utf8;
    expect(bytes.equals(Buffer.from(text, 'utf8'))).toBe(true);
    expect(raw.utf8).toBe(bytes);
    expect(raw.json).toBe(text);
    expect(raw.byteLength).toBe(bytes.length);
    expect(serializeBody({ x: raw })).toBe(`{"x":${text}}`);
  });

  it('serializes bodies holding RawJson values as JSON.stringify of their values would', () => {
    const body = { events: [new RawJson('{"id":1}'), new RawJson('{"id":2}')], total: 2 };
    expect(serializeBody(body)).toBe('{"events":[{"id":1},{"id":2}],"total":2}');
    const top = new RawJson('[1]');
    expect(serializeBodyRaw(top)).toBe(top);
    expect(serializeBodyRaw({ a: 1 }).json).toBe('{"a":1}');
  });
});
