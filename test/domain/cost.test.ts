import { describe, expect, it } from 'vitest';
import { costEntries, parseCost } from '../../src/domain/cost.js';

const cost = (value: unknown, free = 'Free') => parseCost(costEntries(value)!, free);

describe('costEntries', () => {
  it('cost="" and cost=[] mean no entries', () => {
    expect(costEntries('')).toEqual([]);
    expect(costEntries([])).toEqual([]);
  });

  it('keeps a string as one entry, exactly as sent', () => {
    expect(costEntries(' $15 - $25 ')).toEqual([' $15 - $25 ']);
  });

  it('writes JSON numbers as their decimal string', () => {
    expect(costEntries(20)).toEqual(['20']);
    expect(costEntries(0)).toEqual(['0']);
    expect(costEntries(12.5)).toEqual(['12.5']);
    expect(costEntries(['$10', 20])).toEqual(['$10', '20']);
  });

  it('drops empty items of a list', () => {
    expect(costEntries(['', '5$', ''])).toEqual(['5$']);
    expect(costEntries([''])).toEqual([]);
  });

  it.each([
    ['an object', { amount: 5 }],
    ['a nested list', [['5']]],
    ['a boolean', true],
    ['a list with a boolean', ['5', false]],
    ['null', null],
    ['a non-finite number', Number.NaN],
  ])('refuses %s', (_label, value) => {
    expect(costEntries(value)).toBeNull();
  });
});

describe('parseCost: every row of the §5.7 table', () => {
  it.each<[string, unknown, string, string, string, string[]]>([
    ['20$', '20$', '20$', '$', 'postfix', ['20']],
    ['$20', '$20', '$20', '$', 'prefix', ['20']],
    ['20', '20', '$20', '', '', ['20']],
    ['10 - 20', '10 - 20', '$10 – $20', '', '', ['10', '20']],
    ['€10–€25', '€10–€25', '€10 – €25', '€', 'prefix', ['10', '25']],
    ['["0$","20$","30$"]', ['0$', '20$', '30$'], 'Free – 30$', '$', 'postfix', ['0', '20', '30']],
    ['Free – 30$', 'Free – 30$', 'Free – 30$', '$', 'postfix', ['0', '30']],
    ['0', '0', 'Free', '', '', ['0']],
    ['Free', 'Free', 'Free', '', '', ['0']],
    ['1,250.50 CHF', '1,250.50 CHF', '1250.5CHF', 'CHF', 'postfix', ['1250.5']],
    ['["$10","20€"]', ['$10', '20€'], '$10 – $20', '', '', ['10', '20']],
    ['Donation', 'Donation', 'Donation', '', '', ['donation']],
  ])('cost=%s', (_label, input, text, symbol, position, values) => {
    expect(cost(input)).toEqual({
      cost: text,
      details: { currency_symbol: symbol, currency_code: '', currency_position: position, values },
    });
  });

  it('JSON cost 0 (a number) is Free as the string "0" is', () => {
    expect(cost(0).cost).toBe('Free');
    expect(cost(0).details.values).toEqual(['0']);
  });
});

describe('parseCost: details and localization', () => {
  it('writes cost_details keys in the order of §3.2', () => {
    expect(Object.keys(cost('$20').details)).toEqual([
      'currency_symbol',
      'currency_code',
      'currency_position',
      'values',
    ]);
  });

  it('writes 0 with the localized word, here French', () => {
    expect(cost(['0€', '15€'], 'Gratuit').cost).toBe('Gratuit – 15€');
    expect(cost('Free', 'Gratuit').cost).toBe('Gratuit');
  });

  it('no entries give an empty cost and empty details', () => {
    expect(parseCost([], 'Free')).toEqual({
      cost: '',
      details: { currency_symbol: '', currency_code: '', currency_position: '', values: [] },
    });
  });
});

describe('parseCost: edge cases', () => {
  it('recognizes free case-insensitively, as a whole word only', () => {
    expect(cost('FREE entry').details.values).toEqual(['0']);
    expect(cost('free-ish').details.values).toEqual(['0']);
    expect(cost('Freedom').details.values).toEqual(['freedom']);
    expect(cost('carefree').details.values).toEqual(['carefree']);
    expect(cost('Entréefree').details.values).toEqual(['entreefree']);
  });

  it('removes the word free before looking for the symbol', () => {
    expect(cost('$20 or free').details).toMatchObject({
      currency_symbol: '$',
      currency_position: 'prefix',
      values: ['0', '20'],
    });
    expect(cost('$20 or free').cost).toBe('Free – $20');
  });

  it('removes thousands commas and renders numbers canonically', () => {
    expect(cost('1,000,000.00 kr').details.values).toEqual(['1000000']);
    expect(cost('$007').cost).toBe('$7');
    expect(cost('20.50 €').cost).toBe('20.5€');
  });

  it('a comma that is not a thousands separator splits two numbers', () => {
    expect(cost('12,5 €').details.values).toEqual(['5', '12']);
  });

  it('keeps values distinct and sorted numerically, not as text', () => {
    expect(cost(['$100', '$9', '$100', '$25.5']).details.values).toEqual(['9', '25.5', '100']);
    expect(cost(['$100', '$9']).cost).toBe('$9 – $100');
  });

  it('trims white space, -, – and — around the symbol candidate', () => {
    expect(cost('— € 10').details).toMatchObject({ currency_symbol: '€', currency_position: 'prefix' });
    expect(cost('10 –– USD').details).toMatchObject({ currency_symbol: 'USD', currency_position: 'postfix' });
    expect(cost('— 10 —').details).toMatchObject({ currency_symbol: '', currency_position: '' });
  });

  it('looks after the last number only when nothing is before the first', () => {
    expect(cost('€10 - 20$').details).toMatchObject({ currency_symbol: '€', currency_position: 'prefix' });
    expect(cost('€10 - 20$').cost).toBe('€10 – €20');
  });

  it('a candidate longer than three characters or with a digit is no symbol', () => {
    expect(cost('Tickets 20').details).toMatchObject({ currency_symbol: '', currency_position: '' });
    expect(cost('Tickets 20').cost).toBe('$20');
    expect(cost('20 EURO').details.currency_symbol).toBe('');
  });

  it('counts symbol length in characters, not UTF-16 units', () => {
    expect(cost('𝟙𝟙𝟙10').details.currency_symbol).toBe('𝟙𝟙𝟙');
  });

  it('entries without a symbol do not break the agreement of the others', () => {
    expect(cost(['$10', '20', '$30']).details).toMatchObject({ currency_symbol: '$', currency_position: 'prefix' });
  });

  it('the same symbol in different positions disagrees', () => {
    expect(cost(['$10', '20$']).details).toMatchObject({ currency_symbol: '', currency_position: '' });
  });

  it('mixed currencies fall back to $ as prefix in cost', () => {
    expect(cost(['£5', '€7', 'CHF 9']).cost).toBe('$5 – $9');
  });

  it('entries without numbers are joined by ", " and their slugs are the values', () => {
    expect(cost(['Donation', 'Pay what you want'])).toEqual({
      cost: 'Donation, Pay what you want',
      details: {
        currency_symbol: '',
        currency_code: '',
        currency_position: '',
        values: ['donation', 'pay-what-you-want'],
      },
    });
  });

  it('entries whose slug is empty add no value', () => {
    expect(cost(['!!!', 'Café'])).toMatchObject({ cost: '!!!, Café', details: { values: ['cafe'] } });
  });

  it('a number in one entry makes the wordless entries count for nothing', () => {
    expect(cost(['Donation', '$5'])).toMatchObject({ cost: '$5', details: { values: ['5'] } });
  });
});
