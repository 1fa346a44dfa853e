// GET /venues (API.md §4.1 envelope and links, §4.3 filters and order, §2.3 visibility).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type Who } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');

describe('GET /venues', () => {
  let srv: TestServer;
  const ids: Record<string, number> = {};
  const events: Record<string, number> = {};

  async function venue(key: string, json: Record<string, unknown>, as: Who = 'admin'): Promise<number> {
    const res = await srv.call('POST', '/venues', { as, json });
    expect(res.status).toBe(201);
    ids[key] = res.json.id;
    return res.json.id;
  }

  async function event(key: string, json: Record<string, unknown>, as: Who = 'admin'): Promise<number> {
    const res = await srv.call('POST', '/events', {
      as,
      json: { title: key, start_date: '2024-08-01 10:00', end_date: '2024-08-01 12:00', ...json },
    });
    expect(res.status).toBe(201);
    events[key] = res.json.id;
    return res.json.id;
  }

  const names = (body: { venues: Array<{ venue: string }> }) => body.venues.map((v) => v.venue);

  beforeAll(async () => {
    srv = await startTestServer({ clock });
    await venue('alpha', { venue: 'Alpha Hall', city: 'Springfield', date: '2024-01-01 00:00:00' });
    await venue('beta', {
      venue: 'Beta Room',
      description: 'A cosy ALPHA corner',
      date: '2024-02-01 00:00:00',
      country: 'France',
    });
    await venue('gamma', {
      venue: 'Gamma Space',
      phone: '555-0199',
      date: '2024-02-01 00:00:00',
      website: 'https://gamma.example',
    });
    await venue('delta', { venue: 'Delta', zip: 'ZX-9', province: 'Ontario', date: '2024-03-01 00:00:00' });
    await venue('epsilon', { venue: 'Epsilon', status: 'draft', date: '2024-03-02 00:00:00' });
    await venue('zeta', { venue: 'Zeta', address: '9 Hidden Lane', date: '2024-03-03 00:00:00' });
    await venue('eta', { venue: 'Eta', state: 'Vermont', date: '2024-03-04 00:00:00' });
    await venue('theta', { venue: 'Theta', date: '2024-03-05 00:00:00' });
    await venue('iota', { venue: 'Iota', date: '2024-03-06 00:00:00' });
    await venue('kappa', { venue: 'Kappa', date: '2024-03-07 00:00:00' });
    await venue('mine', { venue: 'Author Draft', status: 'draft', date: '2024-03-08 00:00:00' }, 'author');

    await event('upcoming', { venue: ids.alpha });
    await event('past', { venue: ids.beta, start_date: '2024-06-01 10:00', end_date: '2024-06-01 12:00' });
    await event('draftUpcoming', { venue: ids.gamma, status: 'draft' });
    await event('hidden', { venue: ids.zeta, hide_from_listings: true });
    await event('private', { venue: ids.eta, status: 'private' });
    // starts exactly now (UTC start >= now counts) and one minute before now
    await event('startsNow', {
      venue: ids.theta,
      start_date: '2024-07-10 11:30',
      end_date: '2024-07-10 13:00',
      timezone: 'America/New_York',
    });
    await event('startedJustBefore', { venue: ids.iota, start_date: '2024-07-10 15:29', end_date: '2024-07-10 17:00' });
    await event('trashedUpcoming', { venue: ids.kappa });
    expect((await srv.call('DELETE', `/events/${events.trashedUpcoming}`, { as: 'admin' })).status).toBe(200);
    // trashing the event does not unlink it from its venue, but a trashed event is no link for has_events
    await venue('trashed', { venue: 'Trashed Place', date: '2024-03-09 00:00:00' });
    expect((await srv.call('DELETE', `/venues/${ids.trashed}`, { as: 'admin' })).status).toBe(200);
  });
  afterAll(() => srv.stop());

  it('anonymous GET /venues lists published venues by publication date desc, then id desc', async () => {
    const res = await srv.call('GET', '/venues', { query: { per_page: 50 } });
    expect(res.status).toBe(200);
    expect(names(res.json)).toEqual([
      'Kappa',
      'Iota',
      'Theta',
      'Eta',
      'Zeta',
      'Delta',
      'Gamma Space',
      'Beta Room',
      'Alpha Hall',
    ]);
    expect(Object.keys(res.json)).toEqual(['venues', 'rest_url', 'total', 'total_pages']);
    expect(res.json.total).toBe(9);
    expect(res.json.total_pages).toBe(1);
    expect(res.headers.get('x-tec-total')).toBe('9');
    expect(res.headers.get('x-tec-totalpages')).toBe('1');
    expect(res.json.rest_url).toBe(`${srv.ns}/venues/?page=1&per_page=50`);
  });

  it('the administrator also sees drafts of everyone but not the trash by default', async () => {
    const res = await srv.call('GET', '/venues', { as: 'admin', query: { per_page: 50 } });
    expect(names(res.json)).toEqual([
      'Author Draft',
      'Kappa',
      'Iota',
      'Theta',
      'Eta',
      'Zeta',
      'Epsilon',
      'Delta',
      'Gamma Space',
      'Beta Room',
      'Alpha Hall',
    ]);
  });

  it("an author sees their own draft but not others' drafts", async () => {
    const res = await srv.call('GET', '/venues', { as: 'author', query: { per_page: 50 } });
    expect(names(res.json)).toContain('Author Draft');
    expect(names(res.json)).not.toContain('Epsilon');
    expect(res.json.total).toBe(10);
  });

  it('a subscriber sees only published venues', async () => {
    const res = await srv.call('GET', '/venues', { as: 'subscriber', query: { per_page: 50 } });
    expect(res.json.total).toBe(9);
  });

  it('search=" ALPHA " matches name and description, whole trimmed string, case-insensitive', async () => {
    const res = await srv.call('GET', '/venues', { query: { search: ' ALPHA ' } });
    expect(names(res.json)).toEqual(['Beta Room', 'Alpha Hall']);
    expect(res.json.total).toBe(2);
  });

  it('search is the whole string, not separate words', async () => {
    expect(names((await srv.call('GET', '/venues', { query: { search: 'alpha hall' } })).json)).toEqual(['Alpha Hall']);
    expect(names((await srv.call('GET', '/venues', { query: { search: 'hall alpha' } })).json)).toEqual([]);
  });

  it.each([
    ['city', 'pringf', 'Alpha Hall'],
    ['phone', '0199', 'Gamma Space'],
    ['zip', 'zx-9', 'Delta'],
    ['province and stateprovince', 'ontar', 'Delta'],
    ['address', 'hidden lane', 'Zeta'],
    ['state', 'vermo', 'Eta'],
  ])('search matches the %s', async (_field, search, name) => {
    const res = await srv.call('GET', '/venues', { query: { search } });
    expect(names(res.json)).toEqual([name]);
  });

  it('search does not look at country, website or slug', async () => {
    expect((await srv.call('GET', '/venues', { query: { search: 'France' } })).json.total).toBe(0);
    expect((await srv.call('GET', '/venues', { query: { search: 'gamma.example' } })).json.total).toBe(0);
    expect((await srv.call('GET', '/venues', { query: { search: 'gamma-space' } })).json.total).toBe(0);
  });

  it('search="" is 400 (non-empty)', async () => {
    const res = await srv.call('GET', '/venues', { query: { search: '' } });
    expect(res.status).toBe(400);
    expect(res.json.data.params).toEqual({ search: 'Invalid parameter.' });
  });

  it('event=<id> lists the venue of that event; a non-event id is 400', async () => {
    const res = await srv.call('GET', '/venues', { query: { event: events.upcoming } });
    expect(names(res.json)).toEqual(['Alpha Hall']);
    expect(res.json.rest_url).toBe(`${srv.ns}/venues/?page=1&per_page=10&event=${events.upcoming}`);
    const bad = await srv.call('GET', '/venues', { query: { event: ids.alpha } });
    expect(bad.status).toBe(400);
    expect(bad.json.data.params).toEqual({ event: 'Invalid parameter.' });
  });

  it('has_events=true: linked to a publish, future or private event (drafts and trash do not count)', async () => {
    const res = await srv.call('GET', '/venues', { as: 'admin', query: { has_events: 'true', per_page: 50 } });
    expect(names(res.json)).toEqual(['Iota', 'Theta', 'Eta', 'Zeta', 'Beta Room', 'Alpha Hall']);
  });

  it('has_events=no (truthy test) lists the venues without such events and keeps has_events=false in links', async () => {
    const res = await srv.call('GET', '/venues', { as: 'admin', query: { has_events: 'no', per_page: 2 } });
    expect(names(res.json)).toEqual(['Author Draft', 'Kappa']);
    expect(res.json.total).toBe(5);
    expect(res.json.total_pages).toBe(3);
    expect(res.json.rest_url).toBe(`${srv.ns}/venues/?page=1&per_page=2&has_events=false`);
    expect(res.json.next_rest_url).toBe(`${srv.ns}/venues/?page=2&per_page=2&has_events=false`);
    const p3 = await srv.call('GET', '/venues', { as: 'admin', query: { has_events: 'no', per_page: 2, page: 3 } });
    expect(names(p3.json)).toEqual(['Gamma Space']);
    expect(Object.keys(p3.json)).toEqual(['venues', 'rest_url', 'previous_rest_url', 'total', 'total_pages']);
    expect(p3.json.previous_rest_url).toBe(`${srv.ns}/venues/?page=2&per_page=2&has_events=false`);
  });

  it('only_with_upcoming=1 (anonymous): published upcoming events only, hide_from_listings ones count, start == now counts', async () => {
    const res = await srv.call('GET', '/venues', { query: { only_with_upcoming: '1' } });
    expect(names(res.json)).toEqual(['Theta', 'Zeta', 'Alpha Hall']);
    expect(res.json.rest_url).toBe(`${srv.ns}/venues/?page=1&per_page=10&only_with_upcoming=true`);
  });

  it('only_with_upcoming for the administrator also counts draft and private upcoming events', async () => {
    const res = await srv.call('GET', '/venues', { as: 'admin', query: { only_with_upcoming: 'yes' } });
    expect(names(res.json)).toEqual(['Theta', 'Eta', 'Zeta', 'Gamma Space', 'Alpha Hall']);
  });

  it('only_with_upcoming=false is no filter but is kept in links', async () => {
    const res = await srv.call('GET', '/venues', { query: { only_with_upcoming: 'false' } });
    expect(res.json.total).toBe(9);
    expect(res.json.rest_url).toBe(`${srv.ns}/venues/?page=1&per_page=10&only_with_upcoming=false`);
  });

  it('status=draft for the administrator; status=trash lists the trashed venue', async () => {
    const drafts = await srv.call('GET', '/venues', { as: 'admin', query: { status: 'DRAFT' } });
    expect(names(drafts.json)).toEqual(['Author Draft', 'Epsilon']);
    expect(drafts.json.rest_url).toBe(`${srv.ns}/venues/?page=1&per_page=10&status=draft`);
    const trash = await srv.call('GET', '/venues', { as: 'admin', query: { status: 'trash' } });
    expect(names(trash.json)).toEqual(['Trashed Place']);
    expect(trash.json.venues[0].status).toBe('trash');
  });

  it('status=draft for an author is limited to their own drafts', async () => {
    const res = await srv.call('GET', '/venues', { as: 'author', query: { status: 'draft,pending' } });
    expect(names(res.json)).toEqual(['Author Draft']);
  });

  it.each<[Who, number]>([
    ['anonymous', 400],
    ['subscriber', 400],
  ])('status=draft as %s is 400; status=publish is allowed', async (who, code) => {
    const res = await srv.call('GET', '/venues', { as: who, query: { status: 'draft' } });
    expect(res.status).toBe(code);
    expect(res.json.data.params).toEqual({ status: 'Invalid parameter.' });
    const ok = await srv.call('GET', '/venues', { as: who, query: { status: 'publish' } });
    expect(ok.status).toBe(200);
    expect(ok.json.total).toBe(9);
  });

  it('status=any is 400 even for the administrator', async () => {
    expect((await srv.call('GET', '/venues', { as: 'admin', query: { status: 'any' } })).status).toBe(400);
  });

  it('filters combine, and links keep search in table order', async () => {
    const res = await srv.call('GET', '/venues', { query: { has_events: '1', search: 'a', per_page: 1, page: 2 } });
    // published venues with a publish/future/private event whose texts contain "a": Iota, Theta, Eta, Zeta, Beta Room, Alpha Hall
    expect(res.json.total).toBe(6);
    expect(names(res.json)).toEqual(['Theta']);
    expect(res.json.rest_url).toBe(`${srv.ns}/venues/?page=2&per_page=1&search=a&has_events=true`);
    expect(res.json.next_rest_url).toBe(`${srv.ns}/venues/?page=3&per_page=1&search=a&has_events=true`);
    expect(res.json.previous_rest_url).toBe(`${srv.ns}/venues/?per_page=1&search=a&has_events=true`);
  });

  it('search with spaces is written with + in links', async () => {
    const res = await srv.call('GET', '/venues', { query: { search: 'alpha hall' } });
    expect(res.json.rest_url).toBe(`${srv.ns}/venues/?page=1&per_page=10&search=alpha+hall`);
  });

  it('per_page above 50 is clamped to 50 in links', async () => {
    const res = await srv.call('GET', '/venues', { query: { per_page: 500 } });
    expect(res.status).toBe(200);
    expect(res.json.rest_url).toBe(`${srv.ns}/venues/?page=1&per_page=50`);
  });

  it('page beyond the last is 404 venue-archive-page-not-found; page 1 of nothing is 200', async () => {
    const res = await srv.call('GET', '/venues', { query: { page: 2 } });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({
      code: 'venue-archive-page-not-found',
      message: 'The requested venue archive page does not exist',
      data: { status: 404 },
    });
    const empty = await srv.call('GET', '/venues', { query: { search: 'nothing-matches-this' } });
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual({
      venues: [],
      rest_url: `${srv.ns}/venues/?page=1&per_page=10&search=nothing-matches-this`,
      total: 0,
      total_pages: 0,
    });
    expect(empty.headers.get('x-tec-totalpages')).toBe('0');
  });

  it('per_page=0 and page=0 are 400', async () => {
    const res = await srv.call('GET', '/venues', { query: { per_page: 0, page: 0 } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.data.params)).toEqual(['page', 'per_page']);
  });
});
