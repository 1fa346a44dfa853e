// A write the store could not append to its journal (a full disk, an I/O error; injected under the
// real server by its file layer) is answered in the API's error shape, 507 storage_full or 503
// storage_write_failed, in the request's language; reads go on, and the next write works once the
// disk does, without a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { errno, hookedDisk } from '../store/hooked-disk.js';

let fault: 'ENOSPC' | 'EIO' | undefined;
let t: TestServer;

beforeAll(async () => {
  const disk = hookedDisk(async (at) => {
    if (!fault || at.call !== 'write' || at.file !== 'journal.ndjson') return;
    await at.fh.write(at.data, 0, 10, at.position);
    throw errno(fault);
  });
  t = await startTestServer({ storeOptions: { disk } });
});
afterAll(() => t.stop());

const EVENT = { title: 'Concert', start_date: '2031-05-01 20:00', end_date: '2031-05-01 22:00' };

describe('a journal write that fails', () => {
  it('disk full: 507 storage_full, nothing stored, reads go on, and the next write works', async () => {
    const venue = await t.call('POST', '/venues', { as: 'admin', json: { venue: 'Before the disk filled' } });
    expect(venue.status).toBe(201);
    fault = 'ENOSPC';
    const refused = await t.call('POST', '/events', { as: 'admin', json: EVENT });
    expect(refused.status).toBe(507);
    expect(refused.json).toEqual({
      code: 'storage_full',
      message: 'The change was not saved: there is no space left on the disk that holds the data.',
      data: { status: 507 },
    });
    const german = await t.call('POST', '/events', { as: 'admin', json: { ...EVENT, translation_language: 'de' } });
    expect(german.json.message).toBe(
      'Die Änderung wurde nicht gespeichert: Auf dem Datenträger mit den Daten ist kein Platz mehr frei.',
    );
    expect((await t.call('GET', `/venues/${venue.json.id}`)).json.venue).toBe('Before the disk filled');
    const list = await t.call('GET', '/events', { query: { start_date: '2031-01-01', end_date: '2031-12-31' } });
    expect(list.status).toBe(200);
    expect(list.json.events).toEqual([]);
    fault = undefined;
    const created = await t.call('POST', '/events', { as: 'admin', json: EVENT });
    expect(created.status).toBe(201);
    expect(created.json.id).toBe(venue.json.id + 1);
  });

  it('an I/O error: 503 storage_write_failed', async () => {
    fault = 'EIO';
    const refused = await t.call('POST', '/tags', { as: 'admin', json: { name: 'never stored' } });
    expect(refused.status).toBe(503);
    expect(refused.json).toEqual({
      code: 'storage_write_failed',
      message: 'The change was not saved: the data could not be written. Try again later.',
      data: { status: 503 },
    });
    fault = undefined;
    expect((await t.call('POST', '/tags', { as: 'admin', json: { name: 'stored' } })).status).toBe(201);
    const tags = await t.call('GET', '/tags', { query: { hide_empty: false } });
    expect(tags.json.tags.map((x: { name: string }) => x.name)).toEqual(['stored']);
  });
});
