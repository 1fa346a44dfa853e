// Term names and descriptions per language (API.md §6): rename, term_exists, search and order by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');

let srv: TestServer;
const ids: Record<string, number> = {};
const inLang = (lang: string, path: string) => `/${lang}/wp-json/calendar/events/v1${path}`;

beforeAll(async () => {
  srv = await startTestServer({ clock });
  for (const name of ['Apple', 'Banana', 'Cherry']) {
    ids[name] = (
      await srv.call('POST', '/categories', { as: 'admin', json: { name, description: `${name} text` } })
    ).json.id;
  }
  await srv.call('PATCH', inLang('de', `/categories/${ids.Apple}`), {
    raw: true,
    as: 'admin',
    json: { name: 'Zitrone', description: 'gelb' },
  });
  await srv.call('PATCH', inLang('de', `/categories/${ids.Cherry}`), {
    raw: true,
    as: 'admin',
    json: { name: 'Kirsche' },
  });
});
afterAll(() => srv.stop());

describe('category translations', () => {
  it('a rename in German leaves the English name, the slug and the url', async () => {
    const en = await srv.call('GET', `/categories/${ids.Apple}`);
    expect(en.json).toMatchObject({ name: 'Apple', description: 'Apple text', slug: 'apple' });
    const de = await srv.call('GET', inLang('de', `/categories/${ids.Apple}`), { raw: true });
    expect(de.json).toMatchObject({
      name: 'Zitrone',
      description: 'gelb',
      slug: 'apple',
      url: `${srv.base}/de/events/category/apple/`,
    });
  });

  it('lists order by the response-language name and search it', async () => {
    const de = await srv.call('GET', inLang('de', '/categories'), { raw: true, query: { hide_empty: 'false' } });
    expect(de.json.categories.map((c: { name: string }) => c.name)).toEqual(['Banana', 'Kirsche', 'Zitrone']);
    const search = await srv.call('GET', inLang('de', '/categories'), {
      raw: true,
      query: { hide_empty: 'false', search: 'zitr' },
    });
    expect(search.json.total).toBe(1);
    expect((await srv.call('GET', '/categories', { query: { hide_empty: 'false', search: 'zitr' } })).json.total).toBe(
      0,
    );
  });

  it('term_exists compares names in the response language', async () => {
    const clash = await srv.call('POST', inLang('de', '/categories'), {
      raw: true,
      as: 'admin',
      json: { name: 'KIRSCHE' },
    });
    expect(clash.status).toBe(400);
    expect(clash.json.code).toBe('term_exists');
    expect(clash.json.data.term_id).toBe(ids.Cherry);
    // "Kirsche" is no English name
    const ok = await srv.call('POST', '/categories', { as: 'admin', json: { name: 'Kirsche' } });
    expect(ok.status).toBe(201);
  });
});
