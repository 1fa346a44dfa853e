// `POST {root}/batch/v1` (src/server/batch.ts; README "Batch writes"): WordPress's batch endpoint
// for the writes of calendar/events/v1, and its reads (a calev extension), on the real server over
// a temp dir.
import * as fsPromises from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Disk } from '../../src/store/disk.js';
import { startTestServer, type TestServer } from '../support/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const NS = '/calendar/events/v1';
const batch = (json: unknown, as: 'admin' | 'subscriber' | 'anonymous' = 'admin', lang = '') =>
  t.call('POST', `${lang}/wp-json/batch/v1`, { raw: true, as, json });

const event = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  start_date: '2031-05-01 10:00:00',
  end_date: '2031-05-01 12:00:00',
  ...extra,
});

describe('batch/v1', () => {
  it('runs the writes one after the other and answers 207 with each status, headers and body in order, as they would be alone', async () => {
    const r = await batch({
      requests: [
        { path: `${NS}/events`, body: event('Batch one', { slug: 'batch-same' }) },
        { method: 'POST', path: `${NS}/events`, body: event('Batch two', { slug: 'batch-same' }) },
        { path: `${NS}/events`, body: { title: 'No dates' } },
        { method: 'POST', path: `${NS}/categories`, body: { name: 'Batch category' } },
      ],
    });
    expect(r.status).toBe(207);
    const [one, two, bad, cat] = r.json.responses;
    expect(r.json.responses).toHaveLength(4);
    expect(one.status).toBe(201);
    expect(one.body.title).toBe('Batch one');
    expect(one.body.slug).toBe('batch-same');
    expect(one.headers.Allow).toBe('GET, POST');
    // in order: the second saw the first's slug taken
    expect(two.body.slug).toBe('batch-same-2');
    expect(two.body.id).toBeGreaterThan(one.body.id);
    // an error is that write's answer; the others still ran
    const alone = await t.call('POST', '/events', { as: 'admin', json: { title: 'No dates' } });
    expect(bad.status).toBe(alone.status);
    expect(bad.body).toEqual(alone.json);
    expect(cat.status).toBe(201);
    expect(cat.body.name).toBe('Batch category');
    // the same representation as a create of its own, and stored
    const own = await t.call('POST', '/events', { as: 'admin', json: event('Batch own') });
    expect(Object.keys(one.body)).toEqual(Object.keys(own.json));
    const read = await t.call('GET', `/events/${one.body.id}`, { as: 'admin' });
    expect(read.json.title).toBe('Batch one');
  });

  it('updates and deletes too, with the query of each path (`_fields`) applied to its answer', async () => {
    const made = await t.call('POST', '/events', { as: 'admin', json: event('To change') });
    const id = made.json.id as number;
    const r = await batch({
      requests: [
        { method: 'PUT', path: `${NS}/events/${id}?_fields=id,title`, body: { title: 'Changed' } },
        { method: 'DELETE', path: `${NS}/events/${id}` },
      ],
    });
    expect(r.status).toBe(207);
    expect(r.json.responses[0]).toMatchObject({ status: 200, body: { id, title: 'Changed' } });
    expect(Object.keys(r.json.responses[0].body)).toEqual(['id', 'title']);
    expect(r.json.responses[1].status).toBe(200);
    const listed = await t.call('GET', '/events', { as: 'admin', query: { status: 'trash', include: id } });
    expect(listed.json.events.map((e: { id: number }) => e.id)).toEqual([id]);
  });

  it("runs each write as the batch's caller: a subscriber's writes are refused one by one", async () => {
    const r = await batch({ requests: [{ path: `${NS}/events`, body: event('Not mine') }] }, 'subscriber');
    expect(r.status).toBe(207);
    const alone = await t.call('POST', '/events', { as: 'subscriber', json: event('Not mine') });
    expect(r.json.responses[0]).toMatchObject({ status: alone.status, body: alone.json });
    const anonymous = await batch({ requests: [{ path: `${NS}/events`, body: event('Nobody') }] }, 'anonymous');
    expect(anonymous.json.responses[0].status).toBe(401);
  });

  it('only writes of this namespace are batched: another route is not found, a nested batch is not allowed', async () => {
    const r = await batch({
      requests: [
        { path: '/wp/v2/posts', body: { title: 'x' } },
        { path: '/batch/v1', body: { requests: [] } },
        { method: 'POST', path: `${NS}/doc`, body: {} },
        { path: `${NS}/events?_method=GET`, body: event('Still a create') },
        // routes calev has outside the namespace, which a request of their own reaches
        { method: 'GET', path: '/wp/v2/users/me' },
        { method: 'GET', path: '/' },
      ],
    });
    expect(r.status).toBe(207);
    const codes = r.json.responses.map((a: { status: number; body: { code?: string } }) => [a.status, a.body.code]);
    expect([...codes.slice(0, 3), ...codes.slice(4)]).toEqual([
      [404, 'rest_no_route'],
      [400, 'rest_batch_not_allowed'],
      [404, 'rest_no_route'],
      [404, 'rest_no_route'],
      [404, 'rest_no_route'],
    ]);
    // no method override inside a batch: the item's method is the method
    expect(r.json.responses[3].status).toBe(201);
  });

  it('require-all-validate: none runs unless every route and argument passes; the failed ones are named in place', async () => {
    const before = (await t.call('GET', '/events', { as: 'admin', query: { search: 'Validated' } })).json.total;
    const r = await batch({
      validation: 'require-all-validate',
      requests: [
        { path: `${NS}/events`, body: event('Validated first') },
        { path: `${NS}/events`, body: event('Validated second', { featured: 'maybe' }) },
        { path: `${NS}/nowhere`, body: {} },
      ],
    });
    expect(r.status).toBe(207);
    expect(r.json.failed).toBe('validation');
    expect(r.json.responses[0]).toBeNull();
    expect(r.json.responses[1].status).toBe(400);
    expect(r.json.responses[1].body.code).toBe('rest_invalid_param');
    expect(Object.keys(r.json.responses[1].body.data.params)).toEqual(['featured']);
    expect(r.json.responses[2].body.code).toBe('rest_no_route');
    expect((await t.call('GET', '/events', { as: 'admin', query: { search: 'Validated' } })).json.total).toBe(before);
    const ok = await batch({
      validation: 'require-all-validate',
      requests: [{ path: `${NS}/events`, body: event('Validated third') }],
    });
    expect(ok.json.failed).toBeUndefined();
    expect(ok.json.responses[0].status).toBe(201);
  });

  it("takes reads too (a calev extension): each answered with the status, headers and body it gets alone, as the batch's caller, in order with the writes", async () => {
    const made = await t.call('POST', '/events', { as: 'admin', json: event('Batch read', { slug: 'batch-read' }) });
    const draft = await t.call('POST', '/events', {
      as: 'admin',
      json: event('Batch draft', { slug: 'batch-draft', status: 'draft' }),
    });
    const paths = [
      `${NS}/events/by-slug/batch-read`,
      `${NS}/events/by-slug/batch-draft`,
      `${NS}/events/by-slug/no-such-slug`,
      `${NS}/events?search=Batch%20read&start_date=2031-01-01&per_page=1`,
      `${NS}/events/${made.json.id}?_fields=id,title`,
    ];
    for (const as of ['admin', 'anonymous'] as const) {
      const r = await batch({ requests: paths.map((path) => ({ method: 'GET', path })) }, as);
      expect(r.status).toBe(207);
      expect(r.json.responses).toHaveLength(paths.length);
      for (const [i, path] of paths.entries()) {
        const alone = await t.call('GET', `/wp-json${path}`, { raw: true, as });
        const answer = r.json.responses[i];
        expect([path, as, answer.status]).toEqual([path, as, alone.status]);
        expect(answer.body).toEqual(alone.json);
        for (const name of ['X-WP-Total', 'X-WP-TotalPages', 'Allow'])
          expect(answer.headers[name] ?? null).toBe(alone.headers.get(name));
      }
    }
    // the draft is the admin's to read, and nobody else's, in a batch as alone
    const [adminDraft] = (await batch({ requests: [{ method: 'GET', path: paths[1] }] })).json.responses;
    expect([adminDraft.status, adminDraft.body.title]).toEqual([200, 'Batch draft']);
    const [anonDraft] = (await batch({ requests: [{ method: 'GET', path: paths[1] }] }, 'anonymous')).json.responses;
    expect(anonDraft.status).toBeGreaterThanOrEqual(400);
    expect(draft.status).toBe(201);
    // a read after a write of the same batch sees it
    const mixed = await batch({
      requests: [
        { path: `${NS}/events`, body: event('Batch then read', { slug: 'batch-then-read' }) },
        { method: 'GET', path: `${NS}/events/by-slug/batch-then-read?_fields=id` },
      ],
    });
    const [written, read] = mixed.json.responses;
    expect([written.status, read.status, read.body]).toEqual([201, 200, { id: written.body.id }]);
  });

  it('the writes of a batch share journal writes (group commits) instead of waiting for one each, and still run in order', async () => {
    // a disk whose journal writes are counted: each is one commit on disk (O_DSYNC)
    let journalWrites = 0;
    const disk = {
      ...fsPromises,
      open: async (...args: Parameters<typeof fsPromises.open>) => {
        const fh = await fsPromises.open(...args);
        if (String(args[0]).endsWith('journal.ndjson')) {
          const write = fh.write.bind(fh) as (...a: unknown[]) => unknown;
          Object.assign(fh, { write: (...a: unknown[]) => (journalWrites++, write(...a)) });
        }
        return fh;
      },
    } as Disk;
    const dir = await mkdtemp(join(tmpdir(), 'calev-batch-group-'));
    try {
      const own = await startTestServer({ storeOptions: { disk } }, dir);
      const before = journalWrites;
      const r = await own.call('POST', '/wp-json/batch/v1', {
        raw: true,
        as: 'admin',
        json: {
          requests: Array.from({ length: 25 }, (_, i) => ({
            path: `${NS}/events?_fields=id,slug`,
            body: event(`Grouped ${i}`, { slug: 'grouped' }),
          })),
        },
      });
      const written = journalWrites - before;
      await own.stop();
      expect(r.json.responses.map((a: { status: number }) => a.status)).toEqual(Array(25).fill(201));
      // in order: each saw the slugs taken before it
      expect(r.json.responses.map((a: { body: { slug: string } }) => a.body.slug)).toEqual(
        Array.from({ length: 25 }, (_, i) => (i === 0 ? 'grouped' : `grouped-${i + 1}`)),
      );
      expect(written).toBeGreaterThanOrEqual(1);
      expect(written).toBeLessThan(25);
      // and durable: a restart reads them all back
      const again = await startTestServer({}, dir);
      const listed = await again.call('GET', '/events', {
        as: 'admin',
        query: { search: 'Grouped', start_date: '2031-01-01', end_date: '2031-12-31', per_page: 50 },
      });
      await again.stop();
      expect(listed.json.total).toBe(25);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("checks the batch's own arguments as WordPress's schema does", async () => {
    const cases: Array<[unknown, number, string, string]> = [
      [{}, 400, 'rest_missing_callback_param', 'Missing parameter(s): requests'],
      [{ requests: 'x' }, 400, 'rest_invalid_param', 'requests is not of type array.'],
      [
        { requests: Array.from({ length: 26 }, () => ({ path: `${NS}/events` })) },
        400,
        'rest_invalid_param',
        'requests must contain at most 25 items.',
      ],
      [
        { requests: [{ method: 'HEAD', path: `${NS}/events` }] },
        400,
        'rest_invalid_param',
        'requests[0][method] is not one of POST, PUT, PATCH, DELETE, GET.',
      ],
      [
        { requests: [{ body: {} }] },
        400,
        'rest_invalid_param',
        'requests[0][path] is a required property of requests[0].',
      ],
      [{ requests: [{ path: 5 }] }, 400, 'rest_invalid_param', 'requests[0][path] is not of type string.'],
      [
        { requests: [{ path: `${NS}/events`, body: 'x' }] },
        400,
        'rest_invalid_param',
        'requests[0][body] is not of type object.',
      ],
      [
        { validation: 'all', requests: [] },
        400,
        'rest_invalid_param',
        'validation is not one of require-all-validate, normal.',
      ],
    ];
    for (const [json, status, code, detail] of cases) {
      const r = await batch(json);
      expect(r.status, JSON.stringify(json).slice(0, 60)).toBe(status);
      expect(r.json.code).toBe(code);
      const said = code === 'rest_missing_callback_param' ? r.json.message : Object.values(r.json.data.params)[0];
      expect(said).toBe(detail);
    }
    const notJson = await fetch(`${t.base}/wp-json/batch/v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(((await notJson.json()) as { code: string }).code).toBe('rest_invalid_json');
    // an empty batch is a batch
    expect((await batch({ requests: [] })).json).toEqual({ responses: [] });
  });

  it('answers in the language of the batch, takes form bodies, and only POST (OPTIONS describes it, with maxItems)', async () => {
    const fr = await batch({ requests: [{ path: '/nowhere', body: {} }] }, 'admin', '/fr');
    expect(fr.json.responses[0].body.message).toBe('Aucune route ne correspond à l’URL et à la méthode de la requête.');
    const form = await t.call('POST', '/wp-json/batch/v1', {
      raw: true,
      as: 'admin',
      form: `requests[0][path]=${encodeURIComponent(`${NS}/tags`)}&requests[0][body][name]=formtag`,
    });
    expect(form.json.responses[0]).toMatchObject({ status: 201, body: { name: 'formtag' } });
    const get = await t.call('GET', '/wp-json/batch/v1', { raw: true, as: 'admin' });
    expect(get.status).toBe(404);
    expect(get.json.code).toBe('rest_no_route');
    const options = await t.call('OPTIONS', '/wp-json/batch/v1/', { raw: true });
    expect(options.status).toBe(200);
    expect(options.headers.get('allow')).toBe('POST');
    expect(options.json.endpoints[0].args.requests.maxItems).toBe(25);
    const restRoute = await t.call('POST', '/?rest_route=/batch/v1', {
      raw: true,
      as: 'admin',
      json: { requests: [{ path: `${NS}/tags`, body: { name: 'viaroute' } }] },
    });
    expect(restRoute.json.responses[0].status).toBe(201);
  });
});
