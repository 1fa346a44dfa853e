// Event cost through real HTTP: every row of the §5.7 table, zero on create, the localized word
// Free, and json_ld offers (API.md §3.7, §5.7, §6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';

type Json = Record<string, any>;

let srv: TestServer;

const WHEN = { start_date: '2024-07-20 10:00', end_date: '2024-07-20 12:00' };

async function withCost(cost: unknown, extra: Json = {}): Promise<Json> {
  const res = await srv.call('POST', '/events', {
    as: 'admin',
    json: { title: 'Cost probe', ...WHEN, cost, ...extra },
  });
  expect(res.status, res.text).toBe(201);
  return res.json;
}

beforeAll(async () => {
  srv = await startTestServer({ clock: () => new Date('2024-07-10T15:30:00Z') });
});
afterAll(() => srv.stop());

describe('the §5.7 table through POST /events', () => {
  it.each([
    ['20$', '20$', '$', 'postfix', ['20']],
    ['$20', '$20', '$', 'prefix', ['20']],
    ['20', '$20', '', '', ['20']],
    [20, '$20', '', '', ['20']],
    ['10 - 20', '$10 – $20', '', '', ['10', '20']],
    ['€10–€25', '€10 – €25', '€', 'prefix', ['10', '25']],
    [['0$', '20$', '30$'], 'Free – 30$', '$', 'postfix', ['0', '20', '30']],
    ['Free – 30$', 'Free – 30$', '$', 'postfix', ['0', '30']],
    ['0', 'Free', '', '', ['0']],
    [0, 'Free', '', '', ['0']],
    ['Free', 'Free', '', '', ['0']],
    ['1,250.50 CHF', '1250.5CHF', 'CHF', 'postfix', ['1250.5']],
    [['$10', '20€'], '$10 – $20', '', '', ['10', '20']],
    ['Donation', 'Donation', '', '', ['donation']],
    [['Donation', 'Pay what you can'], 'Donation, Pay what you can', '', '', ['donation', 'pay-what-you-can']],
    ['20.50', '$20.5', '', '', ['20.5']],
    ['007', '$7', '', '', ['7']],
    [[5, '$20', 10], '$5 – $20', '$', 'prefix', ['5', '10', '20']],
  ])('cost=%j → cost %j, symbol %j, position %j, values %j', async (cost, text, symbol, position, values) => {
    const e = await withCost(cost);
    expect(e.cost).toBe(text);
    expect(JSON.stringify(e.cost_details)).toBe(
      JSON.stringify({ currency_symbol: symbol, currency_code: '', currency_position: position, values }),
    );
  });

  it('the whole word free only: "Freedom pass 5" is not free', async () => {
    const e = await withCost('Freedom pass 5');
    expect(e.cost_details.values).toEqual(['5']);
  });

  it('form-encoded cost[]=… is a list of entries', async () => {
    const res = await srv.call('POST', '/events', {
      as: 'admin',
      form: 'title=Form+cost&start_date=2024-07-20&end_date=2024-07-20&cost[]=10%24&cost[]=25%24',
    });
    expect(res.json.cost).toBe('10$ – 25$');
  });

  it.each([
    ['an object', { amount: 5 }],
    ['a boolean', true],
    ['a nested list', [['5']]],
    ['a list with an object', ['5', {}]],
  ])('cost as %s is 400 rest_invalid_param', async (_what, cost) => {
    const res = await srv.call('POST', '/events', { as: 'admin', json: { title: 'Bad cost', ...WHEN, cost } });
    expect(res.status).toBe(400);
    expect(res.json.data.params).toEqual({ cost: 'Invalid parameter.' });
  });
});

describe('zero, Free and the response language', () => {
  it('cost 0 sent on create gives Free, as on update (departure 12)', async () => {
    const created = await withCost(0);
    expect(created.cost).toBe('Free');
    const other = await withCost('5');
    const res = await srv.call('POST', `/events/${other.id}`, { as: 'admin', json: { cost: 0 } });
    expect(res.json.cost).toBe('Free');
    expect(res.json.cost_details).toEqual(created.cost_details);
  });

  it('translation_language=fr writes Free as Gratuit; the stored entries are shared by all languages', async () => {
    const e = await withCost(['0$', '30$']);
    const fr = await srv.call('GET', `/events/${e.id}`, { query: { translation_language: 'fr' } });
    expect(fr.json.cost).toBe('Gratuit – 30$');
    const en = await srv.call('GET', `/events/${e.id}`);
    expect(en.json.cost).toBe('Free – 30$');
    expect(fr.json.cost_details).toEqual(en.json.cost_details);
  });

  it.each([
    ['bg', 'Безплатно'],
    ['zh-hans', '免费'],
    ['de', 'Kostenlos'],
    ['ja', '無料'],
    ['pt-br', 'Grátis'],
    ['es', 'Gratis'],
  ])('the /%s/ language segment localizes Free as %s', async (lang, word) => {
    const e = await withCost('Free');
    const res = await srv.call('GET', `/${lang}/wp-json/calendar/events/v1/events/${e.id}`, { raw: true });
    expect(res.json.cost).toBe(word);
  });

  it('a create with translation_language=fr answers Gratuit', async () => {
    const e = await withCost('0', { translation_language: 'fr' });
    expect(e.cost).toBe('Gratuit');
  });

  it('lists localize Free too', async () => {
    const e = await withCost('free', { title: 'Listed free event' });
    const res = await srv.call('GET', '/events', { query: { search: 'listed free', translation_language: 'de' } });
    expect(res.json.events.map((x: Json) => [x.id, x.cost])).toEqual([[e.id, 'Kostenlos']]);
  });
});

describe('json_ld offers (§3.7)', () => {
  it('price is the lowest numeric value, url the event url', async () => {
    const e = await withCost(['$25', '$15']);
    const ld = (await srv.call('GET', `/events/${e.id}`)).json.json_ld;
    expect(ld.offers).toEqual({ '@type': 'Offer', url: e.url, price: '15' });
  });

  it('a free event offers price "0"', async () => {
    const e = await withCost('Free – 30$');
    expect((await srv.call('GET', `/events/${e.id}`)).json.json_ld.offers.price).toBe('0');
  });

  it('no numeric value, no offers', async () => {
    const e = await withCost('Donation');
    const ld = (await srv.call('GET', `/events/${e.id}`)).json.json_ld;
    expect(ld).not.toHaveProperty('offers');
    expect(Object.keys(ld)).toEqual([
      '@context',
      '@type',
      'name',
      'description',
      'url',
      'eventAttendanceMode',
      'eventStatus',
      'startDate',
      'endDate',
      'performer',
    ]);
  });

  it('values sort numerically, so 100 comes after 9 and the price is 9', async () => {
    const e = await withCost(['100', '9']);
    expect(e.cost_details.values).toEqual(['9', '100']);
    expect((await srv.call('GET', `/events/${e.id}`)).json.json_ld.offers.price).toBe('9');
  });
});
