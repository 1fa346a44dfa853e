// A served calendar for the page, feed and browser tests: the real server on port 0 over a temp
// dir, filled through the API as an administrator, read as an anonymous visitor.
import ICAL from 'ical.js';
import { startTestServer, type TestServer } from '../support/server.js';

export interface Calendar {
  srv: TestServer;
  /** id by slug of what was created */
  ids: Record<string, number>;
}

export async function create(srv: TestServer, path: string, body: Record<string, unknown>): Promise<any> {
  const r = await srv.call('POST', path, { as: 'admin', json: body });
  if (r.status >= 300) throw new Error(`POST ${path}: ${r.status} ${r.text}`);
  return r.json;
}

/** GET from the server root as an anonymous visitor */
export async function get(srv: TestServer, path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${srv.base}${path}`, { headers, redirect: 'manual' });
}

/** The VEVENTs of an iCalendar text, parsed by ical.js (which throws on a malformed text). */
export function parseCalendar(text: string): { calendar: ICAL.Component; events: ICAL.Event[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const vtz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtz);
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

/** next year, so every date below is upcoming whenever the tests run */
export const YEAR = new Date().getUTCFullYear() + 1;

/**
 * A small calendar: a timed event in New York with a venue, an organizer, a category and a tag; an
 * all-day festival; a protected event; a draft, a private and a hidden event (never shown); a past
 * event; a title that must stay text.
 */
export async function seedCalendar(srv: TestServer): Promise<Calendar> {
  const ids: Record<string, number> = {};
  const add = async (body: Record<string, unknown>) => {
    const e = await create(srv, '/events', body);
    ids[e.slug as string] = e.id as number;
    return e;
  };
  await add({
    title: 'Jazz Night',
    slug: 'jazz-night',
    start_date: `${YEAR}-07-11 19:00:00`,
    end_date: `${YEAR}-07-11 22:00:00`,
    timezone: 'America/New_York',
    description: '<p>Three sets, one <b>long</b> night.</p>',
    cost: '15',
    venue: { venue: 'Blue Room', address: '1 Main St', city: 'Boston', country: 'United States', show_map_link: true },
    organizer: [{ organizer: 'Jazz Society', email: 'info@jazz.example', phone: '555-0100' }],
    categories: ['Music'],
    tags: ['jazz'],
  });
  await add({
    title: 'Summer Festival',
    slug: 'summer-festival',
    start_date: `${YEAR}-07-12 00:00:00`,
    end_date: `${YEAR}-07-14 23:59:59`,
    all_day: true,
    timezone: 'Europe/Paris',
    categories: ['Music'],
  });
  const locked = await add({
    title: 'Members Evening',
    slug: 'members-evening',
    start_date: `${YEAR}-07-15 18:00:00`,
    end_date: `${YEAR}-07-15 20:00:00`,
    description: '<p>Secret agenda</p>',
    venue: { venue: 'Hidden Hall', city: 'Paris' },
  });
  await srv.call('POST', `/events/${locked.id}`, { as: 'admin', json: { password: 'open sesame' } });
  // never shown by a list: a draft, a private event, one hidden from listings
  for (const [title, slug, hour, extra] of [
    ['Draft Idea', 'draft-idea', 10, { status: 'draft' }],
    ['Private Dinner', 'private-dinner', 12, { status: 'private' }],
    ['Unlisted Talk', 'unlisted-talk', 14, { hide_from_listings: true }],
  ] as const)
    await add({
      title,
      slug,
      start_date: `${YEAR}-07-11 ${hour}:00:00`,
      end_date: `${YEAR}-07-11 ${hour + 1}:00:00`,
      ...extra,
    });
  await add({
    title: 'Old Concert',
    slug: 'old-concert',
    start_date: '2020-03-01 20:00:00',
    end_date: '2020-03-01 22:00:00',
  });
  await add({
    title: '<script>window.__stored = 1</script><img src=x onerror="window.__stored = 2">',
    slug: 'stored-script',
    start_date: `${YEAR}-07-20 10:00:00`,
    end_date: `${YEAR}-07-20 11:00:00`,
    description: '<script>window.__stored = 3</script><p>Text stays text</p>',
  });
  return { srv, ids };
}

export async function startCalendar(opts: Parameters<typeof startTestServer>[0] = {}): Promise<Calendar> {
  const srv = await startTestServer(opts);
  return seedCalendar(srv);
}
