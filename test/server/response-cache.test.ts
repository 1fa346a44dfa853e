// Reads answered again from the response cache (server/response-cache.ts) must be exactly what a
// fresh read would answer: after any write, for another caller, after the day changes, and when
// a `future` event falls due within the same minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';

let now = new Date('2024-07-10T12:00:10Z');
const clock = () => now;
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ clock });
});
afterAll(() => s.stop());

const titles = async (query: Record<string, string> = {}, as: 'anonymous' | 'admin' = 'anonymous') => {
  const r = await s.call('GET', '/events', { as, query });
  expect(r.status, r.text).toBe(200);
  return (r.json.events as Array<{ title: string }>).map((e) => e.title);
};

async function create(json: Record<string, unknown>): Promise<{ id: number }> {
  const r = await s.call('POST', '/events', { as: 'admin', json });
  expect(r.status, r.text).toBe(201);
  return r.json as { id: number };
}

describe('cached reads', () => {
  it('the list and an event show every write at once (create, update of the event and of its venue)', async () => {
    const venue = (await s.call('POST', '/venues', { as: 'admin', json: { venue: 'Old Hall' } })).json as {
      id: number;
    };
    const e = await create({
      title: 'First',
      start_date: '2024-07-12 10:00:00',
      end_date: '2024-07-12 11:00:00',
      venue: venue.id,
    });
    expect(await titles()).toEqual(['First']);
    expect(await titles()).toEqual(['First']);
    const read = async () =>
      (await s.call('GET', `/events/${e.id}`)).json as { title: string; venue: { venue: string } };
    expect((await read()).venue.venue).toBe('Old Hall');
    await read();
    await create({ title: 'Second', start_date: '2024-07-13 10:00:00', end_date: '2024-07-13 11:00:00' });
    expect(await titles()).toEqual(['First', 'Second']);
    await s.call('PUT', `/events/${e.id}`, { as: 'admin', json: { title: 'First, renamed' } });
    expect((await read()).title).toBe('First, renamed');
    expect(await titles()).toEqual(['First, renamed', 'Second']);
    await s.call('PUT', `/venues/${venue.id}`, { as: 'admin', json: { venue: 'New Hall' } });
    expect((await read()).venue.venue).toBe('New Hall');
  });

  it('one caller never gets what another was answered', async () => {
    const draft = await create({
      title: 'Draft',
      status: 'draft',
      start_date: '2024-07-14 10:00:00',
      end_date: '2024-07-14 11:00:00',
    });
    for (let i = 0; i < 2; i++) {
      expect((await s.call('GET', `/events/${draft.id}`, { as: 'admin' })).status).toBe(200);
      expect((await s.call('GET', `/events/${draft.id}`)).status).toBe(403);
      expect(await titles({ status: 'draft' }, 'admin')).toContain('Draft');
      expect(await titles()).not.toContain('Draft');
    }
  });

  it('the default window moves with the day although nothing was written', async () => {
    now = new Date('2024-07-10T23:59:30Z');
    await create({ title: 'Yesterday', start_date: '2024-07-09 12:00:00', end_date: '2024-07-09 13:00:00' });
    expect(await titles()).toContain('Yesterday');
    now = new Date('2024-07-11T00:00:30Z');
    expect(await titles()).not.toContain('Yesterday');
  });

  it('a future event that falls due within the minute is listed (promoted first)', async () => {
    now = new Date('2024-07-11T12:00:10Z');
    await create({
      title: 'Soon',
      date_utc: '2024-07-11 12:00:30',
      start_date: '2024-07-20 10:00:00',
      end_date: '2024-07-20 11:00:00',
    });
    expect(await titles()).not.toContain('Soon');
    now = new Date('2024-07-11T12:00:40Z');
    expect(await titles()).toContain('Soon');
  });
  it('a read with a date read against the clock ("now") is answered afresh within the same minute', async () => {
    now = new Date('2024-07-20T09:00:10Z');
    await create({ title: 'At 09:00:40', start_date: '2024-07-20 09:00:40', end_date: '2024-07-20 09:30:00' });
    const soon = { starts_after: 'now', strict_dates: 'true' };
    expect(await titles(soon)).toContain('At 09:00:40');
    expect(await titles(soon)).toContain('At 09:00:40');
    now = new Date('2024-07-20T09:00:50Z');
    expect(await titles(soon)).not.toContain('At 09:00:40');
  });
});
