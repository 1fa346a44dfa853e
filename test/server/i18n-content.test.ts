// API.md §6: content translations, the response language (translation_language > segment >
// --language), localized texts (Free, index and /doc texts, error messages), through real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');
const DATES = { start_date: '2024-07-11 19:00', end_date: '2024-07-11 22:00' };
const NS_PATH = '/wp-json/calendar/events/v1';
const ENUM_MSG = {
  en: 'translation_language is not one of bg, zh-hans, en, fr, de, ja, pt-br, es.',
  fr: 'translation_language n’est pas l’une des valeurs bg, zh-hans, en, fr, de, ja, pt-br, es.',
  de: 'translation_language ist keiner der Werte bg, zh-hans, en, fr, de, ja, pt-br, es.',
};

let srv: TestServer;

const fr = (path: string) => `/fr${NS_PATH}${path}`;

beforeAll(async () => {
  srv = await startTestServer({ clock });
});

afterAll(() => srv.stop());

describe('§6 content translations', () => {
  it('an update in French changes only the French values; reads in French fall back per field', async () => {
    const e = (
      await srv.call('POST', '/events', {
        as: 'admin',
        json: { title: 'Harvest Concert', description: 'English description', excerpt: 'English excerpt', ...DATES },
      })
    ).json;
    const u = await srv.call('PATCH', `/events/${e.id}?translation_language=fr`, {
      as: 'admin',
      json: { title: 'Concert des moissons', description: 'Description française' },
    });
    expect(u.status).toBe(200);
    expect([u.json.title, u.json.description, u.json.excerpt]).toEqual([
      'Concert des moissons',
      'Description française',
      'English excerpt',
    ]);
    const en = (await srv.call('GET', `/events/${e.id}`)).json;
    expect([en.title, en.description, en.excerpt, en.slug]).toEqual([
      'Harvest Concert',
      'English description',
      'English excerpt',
      'harvest-concert',
    ]);
    const viaSegment = (await srv.call('GET', fr(`/events/${e.id}`), { raw: true })).json;
    expect([viaSegment.title, viaSegment.description, viaSegment.excerpt, viaSegment.slug]).toEqual([
      'Concert des moissons',
      'Description française',
      'English excerpt',
      'harvest-concert',
    ]);
    expect(viaSegment.json_ld.name).toBe('Concert des moissons');
    expect(viaSegment.json_ld.description).toBe('English excerpt');
    const de = (await srv.call('GET', `/events/${e.id}?translation_language=de`)).json;
    expect(de.title).toBe('Harvest Concert');
  });

  it('an empty description or excerpt in French removes the French value (falls back again); the default one is kept', async () => {
    const e = (
      await srv.call('POST', '/events', {
        as: 'admin',
        json: { title: 'Fallback', description: 'EN desc', excerpt: 'EN ex', ...DATES },
      })
    ).json;
    await srv.call('PATCH', fr(`/events/${e.id}`), {
      raw: true,
      as: 'admin',
      json: { description: 'FR desc', excerpt: 'FR ex' },
    });
    expect((await srv.call('GET', fr(`/events/${e.id}`), { raw: true })).json.description).toBe('FR desc');
    const cleared = await srv.call('PATCH', fr(`/events/${e.id}`), {
      raw: true,
      as: 'admin',
      json: { description: '', excerpt: '' },
    });
    expect([cleared.json.description, cleared.json.excerpt]).toEqual(['EN desc', 'EN ex']);
    const en = (await srv.call('GET', `/events/${e.id}`)).json;
    expect([en.description, en.excerpt]).toEqual(['EN desc', 'EN ex']);
  });

  it('an empty description in the default language clears it for every language without its own value', async () => {
    const e = (
      await srv.call('POST', '/events', { as: 'admin', json: { title: 'Clear Default', description: 'EN', ...DATES } })
    ).json;
    await srv.call('PATCH', `/events/${e.id}`, { as: 'admin', json: { description: '' } });
    expect((await srv.call('GET', `/events/${e.id}?translation_language=es`)).json.description).toBe('');
  });

  it('a create in French stores the values as default and as French; a later English update leaves French alone', async () => {
    const c = await srv.call('POST', fr('/events'), {
      raw: true,
      as: 'admin',
      json: { title: 'Fête de la musique', description: 'Musique partout', ...DATES },
    });
    expect(c.status).toBe(201);
    expect(c.json.slug).toBe('fete-de-la-musique');
    await srv.call('PATCH', `/events/${c.json.id}`, {
      as: 'admin',
      json: { title: 'Music Day', description: 'Music everywhere' },
    });
    const frView = (await srv.call('GET', fr(`/events/${c.json.id}`), { raw: true })).json;
    expect([frView.title, frView.description]).toEqual(['Fête de la musique', 'Musique partout']);
    const enView = (await srv.call('GET', `/events/${c.json.id}`)).json;
    expect([enView.title, enView.description]).toEqual(['Music Day', 'Music everywhere']);
    const jaView = (await srv.call('GET', `/events/${c.json.id}?translation_language=ja`)).json;
    expect(jaView.title).toBe('Music Day');
  });

  it('venue and organizer names and descriptions, and term names and descriptions, are translatable', async () => {
    const v = (
      await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Town Hall', description: 'Big hall' } })
    ).json;
    await srv.call('PATCH', `/venues/${v.id}?translation_language=de`, {
      as: 'admin',
      json: { venue: 'Rathaus', description: 'Großer Saal', city: 'Bonn' },
    });
    const de = (await srv.call('GET', `/venues/${v.id}?translation_language=de`)).json;
    expect([de.venue, de.description, de.city, de.slug, de.json_ld.name]).toEqual([
      'Rathaus',
      'Großer Saal',
      'Bonn',
      'town-hall',
      'Rathaus',
    ]);
    const en = (await srv.call('GET', `/venues/${v.id}`)).json;
    expect([en.venue, en.description, en.city]).toEqual(['Town Hall', 'Big hall', 'Bonn']);

    const o = (await srv.call('POST', '/organizers', { as: 'admin', json: { organizer: 'Friends of Music' } })).json;
    await srv.call('PATCH', `/organizers/${o.id}?translation_language=es`, {
      as: 'admin',
      json: { organizer: 'Amigos de la Música' },
    });
    expect((await srv.call('GET', `/organizers/${o.id}?translation_language=es`)).json.organizer).toBe(
      'Amigos de la Música',
    );
    expect((await srv.call('GET', `/organizers/${o.id}`)).json.organizer).toBe('Friends of Music');

    const t = (await srv.call('POST', '/tags', { as: 'admin', json: { name: 'outdoor', description: 'Open air' } }))
      .json;
    await srv.call('PATCH', `/tags/${t.id}?translation_language=pt-br`, { as: 'admin', json: { name: 'ao ar livre' } });
    const pt = (await srv.call('GET', `/tags/${t.id}?translation_language=pt-br`)).json;
    expect([pt.name, pt.description, pt.slug]).toEqual(['ao ar livre', 'Open air', 'outdoor']);
    expect((await srv.call('GET', `/tags/${t.id}`)).json.name).toBe('outdoor');
  });

  it('search uses the response-language text', async () => {
    const e = (await srv.call('POST', '/events', { as: 'admin', json: { title: 'Cheese Tasting', ...DATES } })).json;
    await srv.call('PATCH', `/events/${e.id}?translation_language=fr`, {
      as: 'admin',
      json: { title: 'Dégustation de fromages' },
    });
    const ids = async (path: string, raw = false) =>
      ((await srv.call('GET', path, { raw })).json.events as Array<{ id: number }>).map((x) => x.id);
    expect(await ids(fr('/events?search=fromages'), true)).toEqual([e.id]);
    expect(await ids('/events?search=fromages')).toEqual([]);
    expect(await ids('/events?search=cheese')).toEqual([e.id]);
    expect(await ids(fr('/events?search=cheese'), true)).toEqual([]);
  });

  it('category name ordering and name lookups use the response language', async () => {
    const s = await startTestServer({ clock });
    try {
      const mk = async (name: string) =>
        (await s.call('POST', '/categories', { as: 'admin', json: { name } })).json.id as number;
      const apple = await mk('Apple');
      const banana = await mk('Banana');
      const cherry = await mk('Cherry');
      await s.call('PATCH', `/categories/${apple}?translation_language=fr`, { as: 'admin', json: { name: 'Pomme' } });
      await s.call('PATCH', `/categories/${cherry}?translation_language=fr`, { as: 'admin', json: { name: 'Cerise' } });
      const names = async (lang?: string) =>
        (
          await s.call('GET', '/categories', {
            query: { hide_empty: 'false', ...(lang ? { translation_language: lang } : {}) },
          })
        ).json.categories.map((c: any) => c.name);
      expect(await names()).toEqual(['Apple', 'Banana', 'Cherry']);
      expect(await names('fr')).toEqual(['Banana', 'Cerise', 'Pomme']);
      // `Pomme` names the existing category in French, so no new term is created
      const e = await s.call('POST', fr('/events'), {
        raw: true,
        as: 'admin',
        json: { title: 'Fruits', ...DATES, categories: ['Pomme', 'banana'] },
      });
      expect(e.json.categories.map((c: any) => c.id).sort()).toEqual([apple, banana].sort());
      expect(e.json.categories.map((c: any) => c.name)).toEqual(['Banana', 'Pomme']);
      const list = await s.call('GET', fr('/events?categories=Pomme'), { raw: true });
      expect(list.json.events.map((x: any) => x.id)).toEqual([e.json.id]);
      // term_exists compares names in the response language
      const dup = await s.call('POST', '/categories?translation_language=fr', { as: 'admin', json: { name: 'pomme' } });
      expect(dup.json).toEqual({
        code: 'term_exists',
        message: 'Un terme portant ce nom existe déjà avec ce parent.',
        data: { status: 400, term_id: apple },
      });
      expect((await s.call('POST', '/categories', { as: 'admin', json: { name: 'Pomme' } })).status).toBe(201);
    } finally {
      await s.stop();
    }
  });

  it('venue duplicate detection compares names in the response language', async () => {
    const v = (await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Opera House' } })).json;
    await srv.call('PATCH', `/venues/${v.id}?translation_language=es`, {
      as: 'admin',
      json: { venue: 'Teatro de la Ópera' },
    });
    const again = await srv.call('POST', '/venues?translation_language=es', {
      as: 'admin',
      json: { venue: 'teatro de la ópera' },
    });
    expect(again.status).toBe(201);
    expect(again.json.id).toBe(v.id);
  });

  it('the cost word Free is localized', async () => {
    const e = (
      await srv.call('POST', '/events', { as: 'admin', json: { title: 'Free Entry', ...DATES, cost: ['0', '20$'] } })
    ).json;
    const FREE = {
      en: 'Free',
      bg: 'Безплатно',
      'zh-hans': '免费',
      fr: 'Gratuit',
      de: 'Kostenlos',
      ja: '無料',
      'pt-br': 'Grátis',
      es: 'Gratis',
    };
    for (const [lang, word] of Object.entries(FREE)) {
      const r = await srv.call('GET', `/events/${e.id}?translation_language=${lang}`);
      expect(r.json.cost, lang).toBe(`${word} – 20$`);
    }
  });

  it('Accept-Language is ignored', async () => {
    const r = await srv.call('GET', '/events/987654', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(r.json.message).toBe('Event with ID 987654 does not exist.');
  });
});

describe('§6 response language of errors', () => {
  it('a translation_language in a JSON body sets the language of the answer', async () => {
    const r = await srv.call('POST', '/events', {
      as: 'admin',
      json: { translation_language: 'de', description: 'x' },
    });
    expect(r.json.message).toBe('Fehlende Parameter: title, start_date, end_date');
  });

  it('a query translation_language also sets the language of answers given before the body is read', async () => {
    const route = await srv.call('GET', '/nothing?translation_language=ja');
    expect(route.json.message).toBe('URL とリクエストメソッドに一致するルートが見つかりませんでした。');
    const creds = await srv.call('GET', '/events?translation_language=es', {
      headers: { authorization: `Basic ${Buffer.from('ghost:x').toString('base64')}` },
    });
    expect(creds.json.message).toBe(
      'Nombre de usuario desconocido. Vuelve a comprobarlo o prueba con tu correo electrónico.',
    );
  });

  it('an invalid translation_language is reported in the segment language, else the default one', async () => {
    const plain = await srv.call('GET', '/events?translation_language=xx');
    expect(plain.json.message).toBe('Invalid parameter(s): translation_language');
    expect(plain.json.data.params.translation_language).toBe(ENUM_MSG.en);
    const seg = await srv.call('GET', '/de/wp-json/calendar/events/v1/events?translation_language=xx', { raw: true });
    expect(seg.json.data.params.translation_language).toBe(ENUM_MSG.de);
    expect(seg.json.message).toBe('Ungültige Parameter: translation_language');
  });

  it('a valid query code with an invalid JSON body code: the body wins, so the segment/default language answers', async () => {
    const r = await srv.call('POST', '/events?translation_language=fr', {
      as: 'admin',
      json: { translation_language: 'xx', title: 't', ...DATES },
    });
    expect(r.json.data.params.translation_language).toBe(ENUM_MSG.en);
  });
});

describe('§6 a server whose default language is French (--language fr)', () => {
  let frSrv: TestServer;

  beforeAll(async () => {
    frSrv = await startTestServer({ clock, language: 'fr' });
  });

  afterAll(() => frSrv.stop());

  it('errors are in French without a segment; /en/ and translation_language=en switch to English', async () => {
    expect((await frSrv.call('GET', '/events/987654')).json.message).toBe('L’événement avec l’ID 987654 n’existe pas.');
    expect((await frSrv.call('GET', `/en${NS_PATH}/events/987654`, { raw: true })).json.message).toBe(
      'Event with ID 987654 does not exist.',
    );
    expect((await frSrv.call('GET', '/events/987654?translation_language=en')).json.message).toBe(
      'Event with ID 987654 does not exist.',
    );
  });

  it('an invalid translation_language is reported in French', async () => {
    const r = await frSrv.call('GET', '/events?translation_language=xx');
    expect(r.json.message).toBe('Paramètre(s) invalide(s) : translation_language');
    expect(r.json.data.params.translation_language).toBe(ENUM_MSG.fr);
  });

  it('content written without a language is French (the default); English falls back to it until translated', async () => {
    const e = (
      await frSrv.call('POST', '/events', {
        as: 'admin',
        json: { title: 'Bal populaire', description: 'Danse', ...DATES, cost: 0 },
      })
    ).json;
    expect(e.cost).toBe('Gratuit');
    expect((await frSrv.call('GET', `/events/${e.id}?translation_language=en`)).json.title).toBe('Bal populaire');
    await frSrv.call('PATCH', `/events/${e.id}?translation_language=en`, {
      as: 'admin',
      json: { title: 'Village Dance' },
    });
    expect((await frSrv.call('GET', `/events/${e.id}?translation_language=en`)).json.title).toBe('Village Dance');
    expect((await frSrv.call('GET', `/events/${e.id}`)).json.title).toBe('Bal populaire');
    expect((await frSrv.call('GET', `/events/${e.id}?translation_language=en`)).json.cost).toBe('Free');
  });
});

describe('§6 index and /doc texts are in the response language; nothing else changes', () => {
  const strip = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(strip);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v)
          .filter(([k]) => !['description', 'summary', 'title'].includes(k))
          .map(([k, x]) => [k, strip(x)]),
      );
    return v;
  };

  it('routes, argument names, types, required flags, defaults and enums are identical in French and English', async () => {
    const en = (await srv.call('GET', '')).json;
    const frIndex = (await srv.call('GET', '?translation_language=fr')).json;
    expect(strip(frIndex.routes)).toEqual(strip(en.routes));
  });

  it('GET {ns}?translation_language=fr describes the arguments in French, not English', async () => {
    const routes = (await srv.call('GET', '?translation_language=fr')).json.routes;
    const args = routes['/calendar/events/v1/events'].endpoints[0].args;
    expect(args.page.description).not.toBe('Page of results to return.');
    expect(args.translation_language.description).not.toBe('Content language code.');
    expect(routes['/calendar/events/v1/events'].endpoints[1].args.title.description).not.toBe('Event title.');
  });

  it('GET /fr/…/doc has a French info and French summaries', async () => {
    const d = (await srv.call('GET', fr('/doc'), { raw: true })).json;
    expect(d.info.title).not.toBe('Calendar Events REST API');
    expect(d.info.description).not.toBe(
      'Read and manage calendar events, venues, organizers, event categories and event tags.',
    );
    expect(d.paths['/events'].get.summary).not.toBe('List events');
    expect(d.paths['/events'].get.responses['200'].description).not.toBe('OK');
  });
});
