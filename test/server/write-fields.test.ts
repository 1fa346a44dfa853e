// A write asked for `_fields=id` (what an import asks: src/cli/import/upsert.ts) answers its id
// without its representation being built (src/server/handlers/events.ts); the answer is what
// `_fields` makes of the whole one, and the event reads back whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asksOnlyForId } from '../../src/server/fields.js';
import { startTestServer, type TestServer } from '../support/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const event = { title: 'Only id', start_date: '2031-06-01 10:00:00', end_date: '2031-06-01 12:00:00', cost: '5' };

describe('writes with _fields=id', () => {
  it('a create answers {id} only; the event reads back whole', async () => {
    const made = await t.call('POST', '/events', { as: 'admin', json: event, query: { _fields: 'id' } });
    expect(made.status).toBe(201);
    expect(Object.keys(made.json)).toEqual(['id']);
    const read = await t.call('GET', `/events/${made.json.id}`, { as: 'admin' });
    expect(read.json).toMatchObject({
      id: made.json.id,
      title: 'Only id',
      cost: '$5',
      start_date: '2031-06-01 10:00:00',
    });
    expect(read.json.json_ld.name).toBe('Only id');
  });

  it('an update too; any other field builds the answer as before', async () => {
    const made = await t.call('POST', '/events', { as: 'admin', json: event });
    const id = made.json.id as number;
    const updated = await t.call('PUT', `/events/${id}`, {
      as: 'admin',
      json: { title: 'Renamed' },
      query: { _fields: 'id,id' },
    });
    expect(updated.json).toEqual({ id });
    expect((await t.call('GET', `/events/${id}`, { as: 'admin' })).json.title).toBe('Renamed');
    const more = await t.call('PUT', `/events/${id}`, {
      as: 'admin',
      json: { title: 'Again' },
      query: { _fields: 'id,title' },
    });
    expect(more.json).toEqual({ id, title: 'Again' });
    // the same answer as the whole one trimmed, for a field the record does not have by that name
    const none = await t.call('PUT', `/events/${id}`, {
      as: 'admin',
      json: { title: 'Third' },
      query: { _fields: 'ID' },
    });
    expect(none.json).toEqual({});
  });

  it('asksOnlyForId: a list or comma text naming only id', () => {
    expect([['id'], 'id', 'id, id', ' id '].map(asksOnlyForId)).toEqual([true, true, true, true]);
    expect([undefined, '', 'id,title', ['ID'], 'events.id', 5].map(asksOnlyForId)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
