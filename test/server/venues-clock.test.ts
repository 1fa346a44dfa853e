// Publication and modification times of venues and organizers as the clock moves (API.md §3.1, §2.3, §5.5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';

let now = new Date('2024-07-10T15:30:00Z');
const at = (iso: string) => {
  now = new Date(iso);
};

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ clock: () => now, timezone: 'Europe/Paris' });
});
afterAll(() => srv.stop());

describe('modified follows every write to the venue itself', () => {
  it('create, update, duplicate reuse, trash and restore each set modified; date stays', async () => {
    at('2024-07-10T15:30:00Z');
    const c = await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Clocked Hall' } });
    expect(c.json).toMatchObject({
      date: '2024-07-10 17:30:00',
      date_utc: '2024-07-10 15:30:00',
      modified: '2024-07-10 17:30:00',
    });
    const id = c.json.id as number;

    at('2024-07-10T16:00:00Z');
    const u = await srv.call('PATCH', `/venues/${id}`, { as: 'admin', json: { city: 'Paris' } });
    expect(u.json).toMatchObject({
      date_utc: '2024-07-10 15:30:00',
      modified: '2024-07-10 18:00:00',
      modified_utc: '2024-07-10 16:00:00',
    });

    at('2024-07-10T16:10:00Z');
    const reuse = await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'clocked hall' } });
    expect(reuse.json.id).toBe(id);
    expect(reuse.json.modified_utc).toBe('2024-07-10 16:10:00');

    at('2024-07-10T16:20:00Z');
    const del = await srv.call('DELETE', `/venues/${id}`, { as: 'admin' });
    expect(del.json.modified_utc).toBe('2024-07-10 16:20:00');

    at('2024-07-10T16:30:00Z');
    const back = await srv.call('PATCH', `/venues/${id}`, { as: 'admin', json: { status: 'publish' } });
    expect(back.json).toMatchObject({
      status: 'publish',
      modified_utc: '2024-07-10 16:30:00',
      date_utc: '2024-07-10 15:30:00',
    });
  });

  it('linking a venue to an event by id does not change the venue', async () => {
    at('2024-07-10T17:00:00Z');
    const v = await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Untouched Hall' } });
    at('2024-07-10T17:30:00Z');
    await srv.call('POST', '/events', {
      as: 'admin',
      json: { title: 'x', start_date: '2024-08-01', end_date: '2024-08-01', venue: v.json.id },
    });
    expect((await srv.call('GET', `/venues/${v.json.id}`)).json.modified_utc).toBe('2024-07-10 17:00:00');
  });
});

describe('future venues and organizers', () => {
  it('a future venue is published once its date passes, and then listed for everyone', async () => {
    at('2024-07-10T15:30:00Z');
    const v = await srv.call('POST', '/venues', {
      as: 'admin',
      json: { venue: 'Opening Soon', date: '2024-07-11 10:00' },
    });
    expect(v.json).toMatchObject({ status: 'future', date: '2024-07-11 10:00:00', date_utc: '2024-07-11 08:00:00' });
    expect((await srv.call('GET', `/venues/${v.json.id}`)).status).toBe(403);
    expect((await srv.call('GET', '/venues', { query: { search: 'Opening Soon' } })).json.total).toBe(0);
    at('2024-07-11T08:00:00Z');
    const got = await srv.call('GET', `/venues/${v.json.id}`);
    expect(got.status).toBe(200);
    expect(got.json.status).toBe('publish');
    expect((await srv.call('GET', '/venues', { query: { search: 'Opening Soon' } })).json.total).toBe(1);
  });

  it('moving the date of a published organizer into the future makes it future; back makes it publish', async () => {
    at('2024-07-12T00:00:00Z');
    const o = await srv.call('POST', '/organizers', { as: 'admin', json: { organizer: 'Time Traveller' } });
    const fut = await srv.call('PATCH', `/organizers/${o.json.id}`, {
      as: 'admin',
      json: { date_utc: '2030-01-01 00:00:00' },
    });
    expect(fut.json.status).toBe('future');
    expect(fut.json.date).toBe('2030-01-01 01:00:00');
    const past = await srv.call('PATCH', `/organizers/${o.json.id}`, {
      as: 'admin',
      json: { date: '2024-01-01 01:00:00' },
    });
    expect(past.json.status).toBe('publish');
    expect(past.json.date_utc).toBe('2024-01-01 00:00:00');
  });

  it('a draft with a future date stays a draft', async () => {
    at('2024-07-12T00:00:00Z');
    const o = await srv.call('POST', '/organizers', {
      as: 'admin',
      json: { organizer: 'Patient Draft', status: 'draft', date: '2030-01-01' },
    });
    expect(o.json.status).toBe('draft');
  });
});

describe('only_with_upcoming moves with the clock', () => {
  it('a venue stops being listed once its only event has started', async () => {
    at('2024-07-12T00:00:00Z');
    const v = await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Soon Over' } });
    await srv.call('POST', '/events', {
      as: 'admin',
      json: {
        title: 'Soon',
        start_date: '2024-07-12 10:00',
        end_date: '2024-07-12 12:00',
        timezone: 'UTC',
        venue: v.json.id,
      },
    });
    const query = { only_with_upcoming: 'true', search: 'Soon Over' };
    expect((await srv.call('GET', '/venues', { query })).json.total).toBe(1);
    at('2024-07-12T10:00:01Z');
    expect((await srv.call('GET', '/venues', { query })).json.total).toBe(0);
  });
});
