import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PARAM_COUNT, MAX_PARAM_DEPTH, parseQueryString, serializeQuery } from '../../src/server/query.js';

describe('parseQueryString: §1.9 bracket nesting', () => {
  it('a=1 sets a string', () => {
    expect(parseQueryString('a=1')).toEqual({ a: '1' });
  });

  it('a later plain a=2 replaces it', () => {
    expect(parseQueryString('a=1&a=2')).toEqual({ a: '2' });
  });

  it('a[]=1&a[]=2 is ["1","2"]', () => {
    expect(parseQueryString('a[]=1&a[]=2')).toEqual({ a: ['1', '2'] });
  });

  it('venue[venue]=X&venue[city]=Y is {"venue":"X","city":"Y"}', () => {
    expect(parseQueryString('venue[venue]=X&venue[city]=Y')).toEqual({ venue: { venue: 'X', city: 'Y' } });
  });

  it('organizer[0][organizer]=Y&organizer[1]=12 is [{"organizer":"Y"},"12"]', () => {
    expect(parseQueryString('organizer[0][organizer]=Y&organizer[1]=12')).toEqual({
      organizer: [{ organizer: 'Y' }, '12'],
    });
  });

  it('reads names percent-decoded before brackets: venue%5Bcity%5D = venue[city]', () => {
    expect(parseQueryString('venue%5Bcity%5D=Boston&a%5B%5D=1')).toEqual({ venue: { city: 'Boston' }, a: ['1'] });
  });

  it('+ is a space in names and values; %2B is a plus', () => {
    expect(parseQueryString('title=Jazz+Night&my+name=a%2Bb')).toEqual({ title: 'Jazz Night', 'my name': 'a+b' });
  });

  it('parses the form body of Appendix A.1', () => {
    const body =
      'title=Jazz+Night&description=%3Cp%3EThree+sets.%3C%2Fp%3E' +
      '&start_date=tomorrow+7pm&end_date=tomorrow+10pm&timezone=America%2FNew_York' +
      '&image=https%3A%2F%2Fcdn.example.com%2Fimg%2Fjazz.jpg&cost=%2415+-+%2425' +
      '&categories=music%2CLive+Shows&tags=jazz' +
      '&venue[venue]=Blue+Room&venue[address]=1+Main+St&venue[city]=Boston' +
      '&venue[country]=United+States&venue[state]=MA&venue[zip]=02108' +
      '&organizer[0][organizer]=Jazz+Society&organizer[0][email]=info%40jazz.example&organizer[1]=12';
    expect(JSON.stringify(parseQueryString(body))).toBe(
      JSON.stringify({
        title: 'Jazz Night',
        description: '<p>Three sets.</p>',
        start_date: 'tomorrow 7pm',
        end_date: 'tomorrow 10pm',
        timezone: 'America/New_York',
        image: 'https://cdn.example.com/img/jazz.jpg',
        cost: '$15 - $25',
        categories: 'music,Live Shows',
        tags: 'jazz',
        venue: {
          venue: 'Blue Room',
          address: '1 Main St',
          city: 'Boston',
          country: 'United States',
          state: 'MA',
          zip: '02108',
        },
        organizer: [{ organizer: 'Jazz Society', email: 'info@jazz.example' }, '12'],
      }),
    );
  });

  it('orders a list by key, not by arrival', () => {
    expect(parseQueryString('a[2]=c&a[0]=a&a[10]=d&a[1]=b')).toEqual({ a: ['a', 'b', 'c', 'd'] });
  });

  it('makes a list of sparse integer keys dense', () => {
    expect(parseQueryString('a[5]=x&a[9]=y')).toEqual({ a: ['x', 'y'] });
  });

  it('a[] appends after the largest index so far', () => {
    expect(parseQueryString('a[4]=x&a[]=y&a[1]=z')).toEqual({ a: ['z', 'x', 'y'] });
  });

  it('keeps an object when one key is not a non-negative integer', () => {
    expect(parseQueryString('a[0]=x&a[01]=y&a[-1]=z')).toEqual({ a: { 0: 'x', '01': 'y', '-1': 'z' } });
    expect(parseQueryString('a[]=x&a[b]=y')).toEqual({ a: { 0: 'x', b: 'y' } });
  });

  it('nests any depth, lists inside objects inside lists', () => {
    expect(parseQueryString('x[0][a][b][]=1&x[0][a][b][]=2&x[1][c]=3')).toEqual({
      x: [{ a: { b: ['1', '2'] } }, { c: '3' }],
    });
  });

  it('a later nested value replaces an earlier string, and a later plain value replaces a structure', () => {
    expect(parseQueryString('a=1&a[b]=2')).toEqual({ a: { b: '2' } });
    expect(parseQueryString('a[b]=2&a=3')).toEqual({ a: '3' });
    expect(parseQueryString('a[b]=1&a[b][c]=2')).toEqual({ a: { b: { c: '2' } } });
  });

  it('keeps the first position of a replaced name', () => {
    expect(Object.keys(parseQueryString('a=1&b=2&a=3'))).toEqual(['a', 'b']);
  });

  it('a name without = has the value ""; empty pairs and empty names are skipped', () => {
    expect(parseQueryString('flag&&=x&a=&[b]=y')).toEqual({ flag: '', a: '' });
  });

  it('an unclosed bracket is part of a plain name; text after the last ] is ignored', () => {
    expect(parseQueryString('a[b=1&c[d]e=2&f[g]h[i]=3')).toEqual({ 'a[b': '1', c: { d: '2' }, f: { g: '3' } });
  });

  it('a [ inside a bracket is part of the key', () => {
    expect(parseQueryString('a[b[c]]=1')).toEqual({ a: { 'b[c': '1' } });
  });

  it('an empty string is no parameter; a leading ? belongs to the first name', () => {
    expect(parseQueryString('')).toEqual({});
    expect(parseQueryString('?a=1')).toEqual({ '?a': '1' });
  });
});

describe('parseQueryString: malformed percent sequences', () => {
  it('keeps %ZZ, a trailing % and %4 literally', () => {
    expect(parseQueryString('a=%ZZ&b=100%&c=%4&d%=1')).toEqual({ a: '%ZZ', b: '100%', c: '%4', 'd%': '1' });
  });

  it('decodes UTF-8 and replaces invalid byte sequences with U+FFFD', () => {
    expect(parseQueryString('e=%E2%82%AC&c=%e2%82&d=%FF')).toEqual({ e: '€', c: '\uFFFD', d: '\uFFFD' });
  });

  it('a malformed sequence in a bracket name stays literal', () => {
    expect(parseQueryString('venue%5Bci%ZZty%5D=X')).toEqual({ venue: { 'ci%ZZty': 'X' } });
  });
});

describe('parseQueryString: safety', () => {
  it('__proto__, constructor and prototype are plain keys and pollute nothing', () => {
    const params = parseQueryString(
      '__proto__[polluted]=1&constructor[prototype][polluted]=2&a[__proto__][polluted]=3&prototype=4&b[__proto__]=5',
    );
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(Object.getPrototypeOf(params)).toBeNull();
    expect(Object.keys(params)).toEqual(['__proto__', 'constructor', 'a', 'prototype', 'b']);
    expect(JSON.stringify(params)).toBe(
      '{"__proto__":{"polluted":"1"},"constructor":{"prototype":{"polluted":"2"}},"a":{"__proto__":{"polluted":"3"}},"prototype":"4","b":{"__proto__":"5"}}',
    );
  });

  it('returns null-prototype objects, so inherited names are not parameters', () => {
    const params = parseQueryString('a[b]=1');
    expect('toString' in params).toBe(false);
    expect('hasOwnProperty' in (params['a'] as object)).toBe(false);
  });

  it(`keeps names of ${MAX_PARAM_DEPTH} bracket levels and drops deeper ones`, () => {
    const name = (depth: number) => `a${'[x]'.repeat(depth)}`;
    const deep = parseQueryString(`${name(MAX_PARAM_DEPTH)}=ok`);
    let node: unknown = deep['a'];
    for (let i = 1; i < MAX_PARAM_DEPTH; i += 1) node = (node as Record<string, unknown>)['x'];
    expect(node).toEqual({ x: 'ok' });
    expect(parseQueryString(`${name(MAX_PARAM_DEPTH + 1)}=no&b=1`)).toEqual({ b: '1' });
  });

  it(`reads at most ${MAX_PARAM_COUNT} pairs`, () => {
    const qs = Array.from({ length: MAX_PARAM_COUNT + 5 }, (_, i) => `p${i}=1`).join('&');
    const params = parseQueryString(qs);
    expect(Object.keys(params)).toHaveLength(MAX_PARAM_COUNT);
    expect(params[`p${MAX_PARAM_COUNT - 1}`]).toBe('1');
    expect(params[`p${MAX_PARAM_COUNT}`]).toBeUndefined();
  });

  it('does not build a huge list for a huge index', () => {
    expect(parseQueryString('a[4294967295]=x&a[]=y')).toEqual({ a: ['x', 'y'] });
    expect(parseQueryString('a[99999999999999999999]=x')).toEqual({ a: { '99999999999999999999': 'x' } });
  });

  it('never throws, whatever the input', () => {
    const unit = fc.constantFrom(
      'a',
      'b',
      '0',
      '1',
      '[',
      ']',
      '=',
      '&',
      '%',
      '+',
      '5B',
      '5D',
      'E2',
      'ZZ',
      '\uD800',
      'é',
      '__proto__',
      ' ',
      '?',
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 60 }), (qs) => {
        const params = parseQueryString(qs);
        expect(typeof JSON.stringify(params)).toBe('string');
        expect(Object.prototype).not.toHaveProperty('a');
      }),
      { numRuns: 2000 },
    );
  });
});

describe('serializeQuery: §4.1, like URLSearchParams', () => {
  it('writes the rest_url query of the §4.1 example', () => {
    expect(
      serializeQuery([
        ['page', '1'],
        ['per_page', '10'],
        ['start_date', '2024-07-09 00:00:00'],
        ['end_date', '2026-07-10 23:59:59'],
      ]),
    ).toBe('page=1&per_page=10&start_date=2024-07-09+00%3A00%3A00&end_date=2026-07-10+23%3A59%3A59');
  });

  it('encodes , as %2C, UTF-8 as percent bytes and ~ as %7E, and keeps *-._', () => {
    expect(
      serializeQuery([
        ['categories', 'music,Live Shows'],
        ['search', 'café ~*-._'],
        ['x', '&=+%/?#'],
      ]),
    ).toBe('categories=music%2CLive+Shows&search=caf%C3%A9+%7E*-._&x=%26%3D%2B%25%2F%3F%23');
  });

  it('keeps the order and repeats of the pairs', () => {
    expect(
      serializeQuery([
        ['b', '1'],
        ['a', '2'],
        ['b', '3'],
      ]),
    ).toBe('b=1&a=2&b=3');
  });

  it('writes nothing for no pairs', () => {
    expect(serializeQuery([])).toBe('');
  });

  it('gives exactly what URLSearchParams gives, and parseQueryString reads it back', () => {
    const text = fc.string({ unit: 'binary', maxLength: 12 });
    // Bracket-free names that are not empty: those are the names a list URL carries.
    const name = fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }).filter((s) => !s.includes('['));
    fc.assert(
      fc.property(fc.array(fc.tuple(name, text), { maxLength: 6 }), (pairs) => {
        const qs = serializeQuery(pairs);
        expect(qs).toBe(new URLSearchParams(pairs).toString());
        expect(parseQueryString(qs)).toEqual(Object.fromEntries(pairs));
      }),
      { numRuns: 500 },
    );
  });
});
