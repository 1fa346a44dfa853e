// API.md §4.1: list envelopes, totals headers, paging and the rest_url / next / previous links
// (A.2), for every list, through real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');
const WINDOW = 'start_date=2024-07-09+00%3A00%3A00&end_date=2026-07-10+23%3A59%3A59';

let srv: TestServer;
let ns: string;

beforeAll(async () => {
  srv = await startTestServer({ clock });
  ns = srv.ns;
  for (const name of ['alpha', 'beta', 'gamma'])
    expect((await srv.call('POST', '/categories', { as: 'admin', json: { name } })).status).toBe(201);
  for (let i = 1; i <= 5; i++) {
    const r = await srv.call('POST', '/events', {
      as: 'admin',
      json: {
        title: `jazz ${i}`,
        start_date: `2024-07-1${i} 10:00`,
        end_date: `2024-07-1${i} 11:00`,
        categories: ['alpha'],
        venue: { venue: `Hall ${i}` },
      },
    });
    expect(r.status).toBe(201);
  }
  await srv.call('POST', '/events', {
    as: 'admin',
    json: { title: 'unrelated', start_date: '2024-07-20 10:00', end_date: '2024-07-20 11:00' },
  });
});

afterAll(() => srv.stop());

describe('§4.1 A.2 events paging', () => {
  it('GET /events?search=jazz&per_page=2&page=2 (5 matching) is the A.2 envelope, keys in order', async () => {
    const r = await srv.call('GET', '/events?search=jazz&per_page=2&page=2');
    expect(r.status).toBe(200);
    expect(r.headers.get('x-tec-total')).toBe('5');
    expect(r.headers.get('x-tec-totalpages')).toBe('3');
    expect(Object.keys(r.json)).toEqual([
      'events',
      'rest_url',
      'next_rest_url',
      'previous_rest_url',
      'total',
      'total_pages',
    ]);
    expect(r.json.events.map((e: any) => e.title)).toEqual(['jazz 3', 'jazz 4']);
    expect(r.json.rest_url).toBe(`${ns}/events/?page=2&per_page=2&${WINDOW}&search=jazz`);
    expect(r.json.next_rest_url).toBe(`${ns}/events/?page=3&per_page=2&${WINDOW}&search=jazz`);
    expect(r.json.previous_rest_url).toBe(`${ns}/events/?per_page=2&${WINDOW}&search=jazz`);
    expect([r.json.total, r.json.total_pages]).toEqual([5, 3]);
  });

  it('following next_rest_url returns the next page of the same query', async () => {
    const first = await srv.call('GET', '/events?search=jazz&per_page=2');
    expect(first.json).not.toHaveProperty('previous_rest_url');
    const second: any = await fetch(first.json.next_rest_url).then((x) => x.json());
    const third: any = await fetch(second.next_rest_url).then((x) => x.json());
    expect([...first.json.events, ...second.events, ...third.events].map((e: any) => e.title)).toEqual([
      'jazz 1',
      'jazz 2',
      'jazz 3',
      'jazz 4',
      'jazz 5',
    ]);
    expect(third).not.toHaveProperty('next_rest_url');
  });

  it('page=4 is 404 event-archive-page-not-found; page 1 of an empty result is 200', async () => {
    const r = await srv.call('GET', '/events?search=jazz&per_page=2&page=4');
    expect(r.json).toEqual({
      code: 'event-archive-page-not-found',
      message: 'The requested event archive page does not exist',
      data: { status: 404 },
    });
    const empty = await srv.call('GET', '/events?search=nothing-matches');
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual({
      events: [],
      rest_url: `${ns}/events/?page=1&per_page=10&${WINDOW}&search=nothing-matches`,
      total: 0,
      total_pages: 0,
    });
    expect(empty.headers.get('x-tec-totalpages')).toBe('0');
  });

  it('per_page above 50 is clamped to 50 everywhere, URLs included', async () => {
    const r = await srv.call('GET', '/events?per_page=500');
    expect(r.json.rest_url).toBe(`${ns}/events/?page=1&per_page=50&${WINDOW}`);
    expect(r.json.total_pages).toBe(1);
  });

  it('links keep every sent argument, normalized, in table order', async () => {
    const r = await srv.call(
      'GET',
      '/events?translation_language=de&featured=0&categories=%20alpha%20,,&status=PUBLISH&search=jazz&per_page=1',
    );
    expect(r.json.rest_url).toBe(
      `${ns}/events/?page=1&per_page=1&${WINDOW}&search=jazz&categories=alpha&featured=false&status=publish&translation_language=de`,
    );
    expect(r.json.next_rest_url).toBe(
      `${ns}/events/?page=2&per_page=1&${WINDOW}&search=jazz&categories=alpha&featured=false&status=publish&translation_language=de`,
    );
  });

  it('previous_rest_url beyond the last page points at the last page (terms), or at page 1 without page', async () => {
    const r = await srv.call('GET', '/categories?per_page=2&page=9&hide_empty=false');
    expect(r.status).toBe(200);
    expect(Object.keys(r.json)).toEqual(['rest_url', 'total', 'total_pages', 'categories', 'previous_rest_url']);
    expect(r.json.categories).toEqual([]);
    expect(r.json.previous_rest_url).toBe(`${ns}/categories/?page=2&per_page=2&hide_empty=false`);
    const one = await srv.call('GET', '/categories?per_page=2&page=9');
    expect([one.json.total, one.json.previous_rest_url]).toEqual([1, `${ns}/categories/?per_page=2`]);
  });

  it('a huge page is written in decimal digits in rest_url', async () => {
    const r = await srv.call('GET', '/tags?page=100000000000000000000000');
    expect(r.status).toBe(200);
    expect(r.json.rest_url).toMatch(new RegExp(`^${ns.replace(/[.?]/g, '\\$&')}/tags/\\?page=\\d{20,}&per_page=10$`));
  });
});

describe('§4.1 venue, organizer and term lists', () => {
  it('GET /venues?per_page=2&page=3: envelope keys in order, totals headers, 404 beyond the last page', async () => {
    const r = await srv.call('GET', '/venues?per_page=2&page=3');
    expect(Object.keys(r.json)).toEqual(['venues', 'rest_url', 'previous_rest_url', 'total', 'total_pages']);
    expect(r.json.previous_rest_url).toBe(`${ns}/venues/?page=2&per_page=2`);
    expect([r.headers.get('x-tec-total'), r.headers.get('x-tec-totalpages')]).toEqual(['5', '3']);
    expect((await srv.call('GET', '/venues?per_page=2&page=4')).json.code).toBe('venue-archive-page-not-found');
    expect((await srv.call('GET', '/organizers?page=2')).json.code).toBe('organizer-archive-page-not-found');
  });

  it('venue search and truthy flags are kept in links (false included); the searched set is counted', async () => {
    const r = await srv.call('GET', '/venues?search=hall&has_events=1&only_with_upcoming=off&per_page=2');
    expect(r.json.rest_url).toBe(
      `${ns}/venues/?page=1&per_page=2&search=hall&has_events=true&only_with_upcoming=false`,
    );
    expect(r.json.total).toBe(5);
  });

  it('GET /tags with nothing: {rest_url,total,total_pages,tags} and zero totals', async () => {
    const r = await srv.call('GET', '/tags');
    expect(r.json).toEqual({ rest_url: `${ns}/tags/?page=1&per_page=10`, total: 0, total_pages: 0, tags: [] });
    expect([r.headers.get('x-tec-total'), r.headers.get('x-tec-totalpages')]).toEqual(['0', '0']);
  });
});
