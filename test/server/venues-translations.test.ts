// Venue and organizer texts per language (API.md §6): create, update, fallback, search, duplicates, json_ld.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ clock });
});
afterAll(() => srv.stop());

const inLang = (lang: string, path: string) => `/${lang}/wp-json/calendar/events/v1${path}`;

describe('venue translations', () => {
  let id: number;

  it('a create in another language sets the default-language values too', async () => {
    const res = await srv.call('POST', inLang('fr', '/venues'), {
      raw: true,
      as: 'admin',
      json: { venue: 'Salle Bleue', description: 'Belle salle' },
    });
    expect(res.status).toBe(201);
    id = res.json.id;
    expect(res.json.slug).toBe('salle-bleue');
    expect(res.json.url).toBe(`${srv.base}/fr/venue/salle-bleue/`);
    const en = await srv.call('GET', `/venues/${id}`);
    expect(en.json).toMatchObject({ venue: 'Salle Bleue', description: 'Belle salle' });
  });

  it('an update in another language changes only that language; the default language falls back', async () => {
    await srv.call('PATCH', inLang('fr', `/venues/${id}`), { raw: true, as: 'admin', json: { venue: 'Salle Azur' } });
    await srv.call('PATCH', `/venues/${id}`, { as: 'admin', json: { venue: 'Blue Hall', description: 'Nice hall' } });
    expect((await srv.call('GET', `/venues/${id}`)).json).toMatchObject({
      venue: 'Blue Hall',
      description: 'Nice hall',
      slug: 'salle-bleue',
    });
    expect((await srv.call('GET', inLang('fr', `/venues/${id}`), { raw: true })).json).toMatchObject({
      venue: 'Salle Azur',
      description: 'Belle salle',
    });
    expect((await srv.call('GET', inLang('de', `/venues/${id}`), { raw: true })).json.venue).toBe('Blue Hall');
  });

  it('an empty description in another language removes that language value (falls back again)', async () => {
    const res = await srv.call('PATCH', inLang('fr', `/venues/${id}`), {
      raw: true,
      as: 'admin',
      json: { description: '' },
    });
    expect(res.json.description).toBe('Nice hall');
  });

  it('translation_language wins over the path segment', async () => {
    const res = await srv.call('GET', inLang('de', `/venues/${id}`), {
      raw: true,
      query: { translation_language: 'fr' },
    });
    expect(res.json.venue).toBe('Salle Azur');
    expect(res.json.url).toBe(`${srv.base}/de/venue/salle-bleue/`);
  });

  it('json_ld and search use the response-language text', async () => {
    const fr = await srv.call('GET', inLang('fr', `/venues/${id}`), { raw: true });
    expect(fr.json.json_ld.name).toBe('Salle Azur');
    expect((await srv.call('GET', inLang('fr', '/venues'), { raw: true, query: { search: 'azur' } })).json.total).toBe(
      1,
    );
    expect((await srv.call('GET', '/venues', { query: { search: 'azur' } })).json.total).toBe(0);
  });

  it('duplicate detection compares names in the response language', async () => {
    const fr = await srv.call('POST', inLang('fr', '/venues'), {
      raw: true,
      as: 'admin',
      json: { venue: 'SALLE AZUR' },
    });
    expect(fr.json.id).toBe(id);
    const en = await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'salle azur' } });
    expect(en.json.id).not.toBe(id);
  });
});

describe('organizer translations', () => {
  it('rename in Japanese keeps the English name and the slug', async () => {
    const c = await srv.call('POST', '/organizers', { as: 'admin', json: { organizer: 'Jazz Society' } });
    const ja = await srv.call('PATCH', inLang('ja', `/organizers/${c.json.id}`), {
      raw: true,
      as: 'admin',
      json: { organizer: 'ジャズ協会' },
    });
    expect(ja.json.organizer).toBe('ジャズ協会');
    expect(ja.json.slug).toBe('jazz-society');
    expect((await srv.call('GET', `/organizers/${c.json.id}`)).json.organizer).toBe('Jazz Society');
    const list = await srv.call('GET', inLang('ja', '/organizers'), { raw: true, query: { search: 'ジャズ' } });
    expect(list.json.organizers.map((o: { id: number }) => o.id)).toEqual([c.json.id]);
  });

  it('a nested organizer in another language reuses by the translated name', async () => {
    const c = await srv.call('POST', '/organizers', { as: 'admin', json: { organizer: 'Choir' } });
    await srv.call('PATCH', inLang('es', `/organizers/${c.json.id}`), {
      raw: true,
      as: 'admin',
      json: { organizer: 'Coro' },
    });
    const e = await srv.call('POST', inLang('es', '/events'), {
      raw: true,
      as: 'admin',
      json: { title: 'Concierto', start_date: '2024-08-01', end_date: '2024-08-01', organizer: { organizer: 'coro' } },
    });
    expect(e.status).toBe(201);
    expect(e.json.organizer.map((o: { id: number; organizer: string }) => [o.id, o.organizer])).toEqual([
      [c.json.id, 'Coro'],
    ]);
    // linked as its Spanish name is spelled (§5.3 as calev reads a link by name); the English one untouched
    expect((await srv.call('GET', `/organizers/${c.json.id}`)).json.organizer).toBe('Choir');
  });
});
