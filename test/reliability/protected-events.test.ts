// Password-protected events (API.md §2.4) never show what they hide to callers who cannot unlock
// them, whatever way they ask: the list item, `_fields`, `search` (in any language), `include`,
// the single routes (by id, by slug, with a wrong password), and the venue, organizers and terms
// embedded in the event. A caller × probe matrix through real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type Who } from '../support/server.js';
import { report } from './support.js';

const clock = () => new Date('2024-07-10T15:30:00Z');
const LOCKED: Who[] = ['anonymous', 'subscriber', 'contributor', 'author'];
const UNLOCKED: Who[] = ['editor', 'admin'];
/** words that appear only in the hidden fields of the protected event */
const SECRET = {
  description: 'zanzibarcipher',
  excerpt: 'quokkaledger',
  frDescription: 'motdepasseperdu',
  venue: 'Hidden Vault Hall',
  organizer: 'Whispering Society',
  category: 'Clandestine Category',
  tag: 'covert-tag',
  cost: '$42',
  website: 'https://secret.example/',
  image: 'https://img.example/secret.jpg',
};
const WINDOW = { start_date: '2024-01-01', end_date: '2025-12-31' };
const MASKED = {
  description: '',
  excerpt: '',
  image: false,
  all_day: null,
  cost: '',
  cost_details: { currency_symbol: '', currency_position: '', currency_code: '', values: [] },
  website: '',
  show_map: null,
  show_map_link: null,
  hide_from_listings: null,
  sticky: null,
  featured: null,
  categories: [],
  tags: [],
  venue: [],
  organizer: [],
  custom_fields: [],
  ticketed: null,
};

let srv: TestServer;
let event: { id: number; slug: string };
let venueId: number;
let organizerId: number;
let categoryId: number;
let tagId: number;
let cells = 0;

/** No secret word anywhere in the answer. */
function expectNoSecret(text: string, label: string): void {
  for (const [field, word] of Object.entries(SECRET))
    expect(text.includes(word), `${label}: ${field} "${word}" leaked`).toBe(false);
  expect(text.includes('s3cret-pass'), `${label}: the event password leaked`).toBe(false);
}

function itemOf(body: any): any {
  return body.events.find((e: any) => e.id === event.id);
}

beforeAll(async () => {
  srv = await startTestServer({ clock });
  const r = await srv.call('POST', '/events', {
    as: 'admin',
    json: {
      title: 'Members Rehearsal',
      description: `<p>Bring the ${SECRET.description} score.</p>`,
      excerpt: `The ${SECRET.excerpt} session`,
      start_date: '2024-07-12 18:00',
      end_date: '2024-07-12 20:00',
      cost: SECRET.cost,
      website: SECRET.website,
      image: SECRET.image,
      featured: true,
      venue: { venue: SECRET.venue, city: 'Nowhere' },
      organizer: [{ organizer: SECRET.organizer }],
      categories: [SECRET.category],
      tags: [SECRET.tag],
    },
  });
  expect(r.status, r.text).toBe(201);
  event = { id: r.json.id, slug: r.json.slug };
  venueId = r.json.venue.id;
  organizerId = r.json.organizer[0].id;
  categoryId = r.json.categories[0].id;
  tagId = r.json.tags[0].id;
  expect(
    (await srv.call('PATCH', `/events/${event.id}`, { as: 'admin', json: { password: 's3cret-pass' } })).status,
  ).toBe(200);
  expect(
    (
      await srv.call('PATCH', `/events/${event.id}?translation_language=fr`, {
        as: 'admin',
        json: { description: `Apportez ${SECRET.frDescription}.` },
      })
    ).status,
  ).toBe(200);
  // an open event in the same window, so that lists are never about the protected one alone
  expect(
    (
      await srv.call('POST', '/events', {
        as: 'admin',
        json: {
          title: 'Open Night',
          start_date: '2024-07-13 18:00',
          end_date: '2024-07-13 20:00',
          venue: { venue: 'Public Hall' },
        },
      })
    ).status,
  ).toBe(201);
});

afterAll(async () => {
  await srv?.stop();
  report('protected events matrix', { cells });
});

type Probe = (who: Who) => Promise<void>;

const LOCKED_PROBES: Record<string, Probe> = {
  'GET /events: the item is there with every hidden key masked': async (who) => {
    const r = await srv.call('GET', '/events', { as: who, query: WINDOW });
    expect(r.status).toBe(200);
    expect(itemOf(r.json)).toMatchObject({ title: 'Members Rehearsal', ...MASKED });
    expect(itemOf(r.json)).not.toHaveProperty('json_ld');
    expectNoSecret(r.text, `${who} list`);
  },
  'GET /events?_fields=<every hidden key, and paths into them>: masked': async (who) => {
    const keys = [...Object.keys(MASKED), 'json_ld', 'password', 'id'];
    const deep = [
      'venue.venue',
      'venue.address',
      'organizer.organizer',
      'categories.name',
      'tags.slug',
      'cost_details.values',
      'image.url',
      'description.rendered',
    ];
    for (const paths of [keys, deep, ['id', ...deep]]) {
      const r = await srv.call('GET', '/events', {
        as: who,
        query: { ...WINDOW, _fields: paths.map((p) => `events.${p}`).join(',') },
      });
      expect(r.status).toBe(200);
      const item = itemOf(r.json);
      if (paths === keys) expect(item).toEqual({ id: event.id, ...MASKED });
      expectNoSecret(r.text, `${who} _fields=${paths.join(',')}`);
    }
  },
  'GET /fr/…/events: the French texts are masked too': async (who) => {
    const r = await srv.call(
      'GET',
      `/fr/wp-json/calendar/events/v1/events?start_date=${WINDOW.start_date}&end_date=${WINDOW.end_date}`,
      { as: who, raw: true },
    );
    expect(itemOf(r.json)).toMatchObject(MASKED);
    expectNoSecret(r.text, `${who} fr list`);
  },
  'GET /events?search=<a word of the description, the excerpt, the French description>: not found; a title word finds it masked':
    async (who) => {
      for (const word of [SECRET.description, SECRET.excerpt]) {
        const r = await srv.call('GET', '/events', { as: who, query: { ...WINDOW, search: word } });
        expect(r.json.total, `${who} search ${word}`).toBe(0);
      }
      const fr = await srv.call(
        'GET',
        `/fr/wp-json/calendar/events/v1/events?search=${SECRET.frDescription}&start_date=${WINDOW.start_date}&end_date=${WINDOW.end_date}`,
        { as: who, raw: true },
      );
      expect(fr.json.total, `${who} fr search`).toBe(0);
      const title = await srv.call('GET', '/events', { as: who, query: { ...WINDOW, search: 'Rehearsal' } });
      expect(itemOf(title.json)).toMatchObject(MASKED);
      expectNoSecret(title.text, `${who} title search`);
    },
  'GET /events?include=<id>: masked': async (who) => {
    const r = await srv.call('GET', '/events', { as: who, query: { include: String(event.id) } });
    expect(r.json.events).toHaveLength(1);
    expect(r.json.events[0]).toMatchObject(MASKED);
    expectNoSecret(r.text, `${who} include`);
  },
  'GET /events/<id>, by slug, with _fields, with a wrong password: 403 event-password-protected': async (who) => {
    for (const [path, query] of [
      [`/events/${event.id}`, {}],
      [`/events/${event.id}`, { _fields: 'description,venue' }],
      [`/events/${event.id}`, { password: 'wrong' }],
      [`/events/${event.id}`, { password: 'S3CRET-PASS' }],
      [`/events/by-slug/${event.slug}`, {}],
      [`/events/by-slug/${event.slug}`, { password: 's3cret-pass' }],
    ] as const) {
      const r = await srv.call('GET', path, { as: who, query });
      expect(r.status, `${who} ${path} ${JSON.stringify(query)}`).toBe(403);
      expect(r.json.code).toBe('event-password-protected');
      expectNoSecret(r.text, `${who} ${path}`);
    }
  },
  'GET /events/<id>?password=<right one>: the full event, without json_ld': async (who) => {
    const r = await srv.call('GET', `/events/${event.id}`, { as: who, query: { password: 's3cret-pass' } });
    expect(r.status).toBe(200);
    expect(r.json.description).toContain(SECRET.description);
    expect(r.json.venue.venue).toBe(SECRET.venue);
    expect(r.json).not.toHaveProperty('json_ld');
    expect(r.text).not.toContain('s3cret-pass');
  },
  'the venue and organizer on their own routes never show the protected event': async (who) => {
    for (const path of [
      `/venues/${venueId}`,
      `/organizers/${organizerId}`,
      `/venues?search=Vault`,
      `/categories/${categoryId}`,
      `/tags/${tagId}`,
    ]) {
      const r = await srv.call('GET', path, { as: who });
      expect(r.status, `${who} ${path}`).toBe(200);
      expect(r.text.includes('Members Rehearsal'), `${who} ${path}`).toBe(false);
      expect(r.text.includes(SECRET.description), `${who} ${path}`).toBe(false);
    }
  },
};

const UNLOCKED_PROBES: Record<string, Probe> = {
  'GET /events: the item in full': async (who) => {
    const r = await srv.call('GET', '/events', { as: who, query: WINDOW });
    const item = itemOf(r.json);
    expect(item.description).toContain(SECRET.description);
    expect(item.venue.venue).toBe(SECRET.venue);
    expect(item.organizer[0].organizer).toBe(SECRET.organizer);
    expect(r.text).not.toContain('s3cret-pass');
  },
  'GET /events?search=<a description word>: found': async (who) => {
    const r = await srv.call('GET', '/events', { as: who, query: { ...WINDOW, search: SECRET.description } });
    expect(r.json.events.map((e: any) => e.id)).toEqual([event.id]);
  },
  'GET /events/<id>: the full event without json_ld, never the password': async (who) => {
    const r = await srv.call('GET', `/events/${event.id}`, { as: who });
    expect(r.status).toBe(200);
    expect(r.json).not.toHaveProperty('json_ld');
    expect(r.json).not.toHaveProperty('password');
    expect(r.text).not.toContain('s3cret-pass');
  },
};

describe('a protected event, for callers who cannot unlock it', () => {
  const cases = LOCKED.flatMap((who) => Object.keys(LOCKED_PROBES).map((probe) => [who, probe] as const));
  it.each(cases)('%s: %s', async (who, probe) => {
    await LOCKED_PROBES[probe](who);
    cells += 1;
  });
});

describe('a protected event, for callers who may edit it', () => {
  const cases = UNLOCKED.flatMap((who) => Object.keys(UNLOCKED_PROBES).map((probe) => [who, probe] as const));
  it.each(cases)('%s: %s', async (who, probe) => {
    await UNLOCKED_PROBES[probe](who);
    cells += 1;
  });
});

describe('linked-item filters naming a protected event', () => {
  // The event's venue, organizers, categories and tags are masked in its list item (§2.4); these
  // filters must not hand the same links out by another route.
  const FILTERS = [
    ['/venues', 'event'],
    ['/organizers', 'event'],
    ['/categories', 'post'],
    ['/tags', 'event'],
  ] as const;
  const cases = LOCKED.flatMap((who) => FILTERS.map(([path, param]) => [who, path, param] as const));
  it.each(cases)('%s: GET %s?%s=<the protected event> returns none of its links', async (who, path, param) => {
    const r = await srv.call('GET', path, { as: who, query: { [param]: event.id, hide_empty: 'false' } });
    expect(r.status).toBe(200);
    expectNoSecret(r.text, `${who} ${path}?${param}=`);
  });
});
