// Appendix A.1: create an event with a nested venue and organizers, form-encoded and as JSON; the
// second request reuses the venue, the organizer and the image (API.md §3.2 example, §5.1, §5.3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');

const A1_FORM = [
  'title=Jazz+Night&description=%3Cp%3EThree+sets.%3C%2Fp%3E',
  '&start_date=tomorrow+7pm&end_date=tomorrow+10pm&timezone=America%2FNew_York',
  '&image=https%3A%2F%2Fcdn.example.com%2Fimg%2Fjazz.jpg&cost=%2415+-+%2425',
  '&categories=music%2CLive+Shows&tags=jazz',
  '&venue[venue]=Blue+Room&venue[address]=1+Main+St&venue[city]=Boston',
  '&venue[country]=United+States&venue[state]=MA&venue[zip]=02108',
  '&organizer[0][organizer]=Jazz+Society&organizer[0][email]=info%40jazz.example&organizer[1]=ORG12',
].join('');

/** The §3.2 example with this server's ids and base URL; `withLd` adds every json_ld (single GET). */
function expectedEvent(
  base: string,
  ids: Record<string, number>,
  slug: string,
  withLd: boolean,
): Record<string, unknown> {
  const ns = `${base}/wp-json/calendar/events/v1`;
  const g = (id: number) => `127.0.0.1?id=${id}`;
  const eventUrl = `${base}/event/${slug}/`;
  const venueUrl = `${base}/venue/blue-room/`;
  const address = {
    '@type': 'PostalAddress',
    streetAddress: '1 Main St',
    addressLocality: 'Boston',
    addressRegion: 'MA',
    postalCode: '02108',
    addressCountry: 'United States',
  };
  const place = { '@type': 'Place', name: 'Blue Room', url: venueUrl, address };
  const jazzSociety = {
    '@type': 'Person',
    name: 'Jazz Society',
    url: `${base}/organizer/jazz-society/`,
    email: 'info@jazz.example',
  };
  const council = {
    '@type': 'Person',
    name: 'City Arts Council',
    url: `${base}/organizer/city-arts-council/`,
    telephone: '+1 617 555 0100',
    sameAs: 'https://arts.example',
  };
  const d = (date: string) => {
    const [day, time] = date.split(' ') as [string, string];
    const [year, month, dd] = day.split('-');
    const [hour, minutes, seconds] = time.split(':');
    return { year, month, day: dd, hour, minutes, seconds };
  };
  const now = '2024-07-10 15:30:00';
  const venue: Record<string, unknown> = {
    id: ids.venue,
    author: '1',
    status: 'publish',
    date: now,
    date_utc: now,
    modified: now,
    modified_utc: now,
    url: venueUrl,
    venue: 'Blue Room',
    slug: 'blue-room',
    address: '1 Main St',
    city: 'Boston',
    country: 'United States',
    state: 'MA',
    zip: '02108',
    stateprovince: 'MA',
  };
  if (withLd) venue.json_ld = { '@context': 'http://schema.org', ...place };
  Object.assign(venue, {
    show_map: true,
    show_map_link: true,
    global_id: g(ids.venue),
    global_id_lineage: [g(ids.venue)],
  });
  const org58: Record<string, unknown> = {
    id: ids.jazzSociety,
    author: '1',
    status: 'publish',
    date: now,
    date_utc: now,
    modified: now,
    modified_utc: now,
    url: `${base}/organizer/jazz-society/`,
    organizer: 'Jazz Society',
    slug: 'jazz-society',
    email: 'info@jazz.example',
  };
  if (withLd) org58.json_ld = { '@context': 'http://schema.org', ...jazzSociety };
  Object.assign(org58, { global_id: g(ids.jazzSociety), global_id_lineage: [g(ids.jazzSociety)] });
  const then = '2024-05-02 09:12:40';
  const org12: Record<string, unknown> = {
    id: ids.council,
    author: '1',
    status: 'publish',
    date: then,
    date_utc: then,
    modified: now,
    modified_utc: now,
    url: `${base}/organizer/city-arts-council/`,
    organizer: 'City Arts Council',
    slug: 'city-arts-council',
    phone: '+1 617 555 0100',
    website: 'https://arts.example',
  };
  if (withLd) org12.json_ld = { '@context': 'http://schema.org', ...council };
  Object.assign(org12, { global_id: g(ids.council), global_id_lineage: [g(ids.council)] });
  const body: Record<string, unknown> = {
    id: ids.event,
    global_id: g(ids.event),
    global_id_lineage: [g(ids.event)],
    author: '1',
    status: 'publish',
    date: now,
    date_utc: now,
    modified: now,
    modified_utc: now,
    url: eventUrl,
    rest_url: `${ns}/events/${ids.event}`,
    title: 'Jazz Night',
    description: '<p>Three sets.</p>',
    excerpt: '',
    slug,
    image: { url: 'https://cdn.example.com/img/jazz.jpg', id: ids.image, extension: 'jpg' },
    all_day: false,
    start_date: '2024-07-11 19:00:00',
    start_date_details: d('2024-07-11 19:00:00'),
    end_date: '2024-07-11 22:00:00',
    end_date_details: d('2024-07-11 22:00:00'),
    utc_start_date: '2024-07-11 23:00:00',
    utc_start_date_details: d('2024-07-11 23:00:00'),
    utc_end_date: '2024-07-12 02:00:00',
    utc_end_date_details: d('2024-07-12 02:00:00'),
    timezone: 'America/New_York',
    timezone_abbr: 'EDT',
    cost: '$15 – $25',
    cost_details: { currency_symbol: '$', currency_code: '', currency_position: 'prefix', values: ['15', '25'] },
    website: eventUrl,
    show_map: false,
    show_map_link: false,
    hide_from_listings: false,
    sticky: false,
    featured: false,
    categories: [
      {
        name: 'Live Shows',
        slug: 'live-shows',
        term_group: 0,
        term_taxonomy_id: ids.live,
        taxonomy: 'tribe_events_cat',
        description: '',
        parent: 0,
        count: ids.liveCount,
        filter: 'raw',
        id: ids.live,
        urls: { self: `${ns}/categories/${ids.live}`, collection: `${ns}/categories` },
      },
      {
        name: 'music',
        slug: 'music',
        term_group: 0,
        term_taxonomy_id: ids.music,
        taxonomy: 'tribe_events_cat',
        description: 'Concerts and gigs',
        parent: 0,
        count: ids.musicCount,
        filter: 'raw',
        id: ids.music,
        urls: { self: `${ns}/categories/${ids.music}`, collection: `${ns}/categories` },
      },
    ],
    tags: [
      {
        name: 'jazz',
        slug: 'jazz',
        term_group: 0,
        term_taxonomy_id: ids.jazz,
        taxonomy: 'post_tag',
        description: '',
        parent: 0,
        count: ids.liveCount,
        filter: 'raw',
        id: ids.jazz,
        urls: { self: `${ns}/tags/${ids.jazz}`, collection: `${ns}/tags` },
      },
    ],
    venue,
    organizer: [org58, org12],
    custom_fields: [],
    post_parent: 0,
    recurrence: null,
    ticketed: false,
  };
  if (withLd) {
    body.json_ld = {
      '@context': 'http://schema.org',
      '@type': 'Event',
      name: 'Jazz Night',
      description: 'Three sets.',
      image: 'https://cdn.example.com/img/jazz.jpg',
      url: eventUrl,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      startDate: '2024-07-11T19:00:00-04:00',
      endDate: '2024-07-11T22:00:00-04:00',
      location: place,
      organizer: [jazzSociety, council],
      offers: { '@type': 'Offer', url: eventUrl, price: '15' },
      performer: 'Organization',
    };
  }
  return body;
}

describe('A.1 form-encoded', () => {
  let srv: TestServer;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    srv = await startTestServer({ clock });
    const council = await srv.call('POST', '/organizers', {
      as: 'admin',
      json: {
        organizer: 'City Arts Council',
        phone: '+1 617 555 0100',
        website: 'https://arts.example',
        date: '2024-05-02 09:12:40',
      },
    });
    ids.council = council.json.id;
    const music = await srv.call('POST', '/categories', {
      as: 'admin',
      json: { name: 'music', description: 'Concerts and gigs' },
    });
    ids.music = music.json.id;
    // three published events already in music: its count becomes 4, as in the example
    for (let i = 0; i < 3; i++) {
      await srv.call('POST', '/events', {
        as: 'admin',
        json: { title: `Gig ${i}`, start_date: '2024-08-01', end_date: '2024-08-01', categories: [ids.music] },
      });
    }
  });
  afterAll(() => srv.stop());

  it('POST /events answers 201 with the §3.2 example without any json_ld; ids: venue, organizer, image, event', async () => {
    const seq = srv.server.app.store.sequences();
    const res = await srv.call('POST', '/events', { as: 'admin', form: A1_FORM.replace('ORG12', String(ids.council)) });
    expect(res.status).toBe(201);
    Object.assign(ids, {
      venue: seq.post,
      jazzSociety: seq.post + 1,
      image: seq.post + 2,
      event: seq.post + 3,
      live: seq.term,
      jazz: seq.term + 1,
      musicCount: 4,
      liveCount: 1,
    });
    expect(res.text).toBe(JSON.stringify(expectedEvent(srv.base, ids, 'jazz-night', false)));
    expect(res.text).not.toContain('json_ld');
  });

  it('GET /events/{id} is the §3.2 example with every json_ld', async () => {
    const res = await srv.call('GET', `/events/${ids.event}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual(expectedEvent(srv.base, ids, 'jazz-night', true));
    expect(res.text).toBe(JSON.stringify(expectedEvent(srv.base, ids, 'jazz-night', true)));
  });

  it('sending it again creates jazz-night-2 but reuses the venue, the organizer, the image and the terms', async () => {
    const seq = srv.server.app.store.sequences();
    const counts = (['venues', 'organizers', 'images', 'categories', 'tags'] as const).map((c) =>
      srv.server.app.store.count(c),
    );
    const res = await srv.call('POST', '/events', { as: 'admin', form: A1_FORM.replace('ORG12', String(ids.council)) });
    expect(res.status).toBe(201);
    expect(res.json.id).toBe(seq.post);
    expect(res.json.slug).toBe('jazz-night-2');
    expect(res.json.venue.id).toBe(ids.venue);
    expect(res.json.organizer.map((o: { id: number }) => o.id)).toEqual([ids.jazzSociety, ids.council]);
    expect(res.json.image.id).toBe(ids.image);
    expect(res.json.categories.map((t: { id: number }) => t.id)).toEqual([ids.live, ids.music]);
    expect(res.json.tags.map((t: { id: number }) => t.id)).toEqual([ids.jazz]);
    expect(
      (['venues', 'organizers', 'images', 'categories', 'tags'] as const).map((c) => srv.server.app.store.count(c)),
    ).toEqual(counts);
    expect(srv.server.app.store.sequences().term).toBe(seq.term);
  });
});

describe('A.1 as JSON', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ clock });
  });
  afterAll(() => srv.stop());

  it('the JSON form of the request gives the same event', async () => {
    const council = (
      await srv.call('POST', '/organizers', {
        as: 'admin',
        json: { organizer: 'City Arts Council', phone: '+1 617 555 0100' },
      })
    ).json.id;
    await srv.call('POST', '/categories', { as: 'admin', json: { name: 'music' } });
    const json = {
      title: 'Jazz Night',
      description: '<p>Three sets.</p>',
      start_date: 'tomorrow 7pm',
      end_date: 'tomorrow 10pm',
      timezone: 'America/New_York',
      image: 'https://cdn.example.com/img/jazz.jpg',
      cost: '$15 - $25',
      categories: ['music', 'Live Shows'],
      tags: 'jazz',
      venue: {
        venue: 'Blue Room',
        address: '1 Main St',
        city: 'Boston',
        country: 'United States',
        state: 'MA',
        zip: '02108',
      },
      organizer: [{ organizer: 'Jazz Society', email: 'info@jazz.example' }, council],
    };
    const first = await srv.call('POST', '/events', { as: 'admin', json });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      slug: 'jazz-night',
      cost: '$15 – $25',
      start_date: '2024-07-11 19:00:00',
      utc_start_date: '2024-07-11 23:00:00',
    });
    expect(first.json.venue).toMatchObject({ venue: 'Blue Room', stateprovince: 'MA' });
    expect(first.json.organizer.map((o: { organizer: string }) => o.organizer)).toEqual([
      'Jazz Society',
      'City Arts Council',
    ]);
    const second = await srv.call('POST', '/events', { as: 'admin', json });
    expect(second.json.slug).toBe('jazz-night-2');
    expect(second.json.id).toBe(first.json.id + 1);
    expect(second.json.venue.id).toBe(first.json.venue.id);
    expect(second.json.organizer[0].id).toBe(first.json.organizer[0].id);
  });
});
