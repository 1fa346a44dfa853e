// The store across server restarts (API.md §1.3: users and data live in the data dir): everything
// written is served again by a new server on the same dir, ids continue, and a second server on a
// dir in use fails with a clear error while the first keeps serving.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');
const DATES = { start_date: '2024-07-11 19:00', end_date: '2024-07-11 22:00' };

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'calev-restart-'));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

/** Bodies of a server with its own base URL written as BASE, so two servers can be compared. */
async function snapshot(s: TestServer, paths: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const p of paths) {
    const r = await s.call('GET', p, { as: 'admin' });
    expect(r.status, `${p} ${r.text}`).toBeLessThan(500);
    out[p] = `${r.status} ${r.text.split(s.base).join('BASE')}`;
  }
  return out;
}

describe('a new server on the same data dir', () => {
  const ids: Record<string, number> = {};
  let paths: string[];
  let before: Record<string, string>;

  it('serves everything the first one stored, byte for byte apart from the port', async () => {
    const first = await startTestServer({ clock }, dir);
    try {
      const call = async (
        method: string,
        path: string,
        json: Record<string, unknown>,
        as: 'admin' | 'author' | 'contributor' = 'admin',
      ) => {
        const r = await first.call(method, path, { as, json });
        expect(r.status, `${method} ${path} ${r.text}`).toBeLessThan(300);
        return r.json;
      };
      const cat = await call('POST', '/categories', { name: 'Music', description: 'Concerts' });
      const child = await call('POST', '/categories', { name: 'Jazz', parent: cat.id });
      const event = await call('POST', '/events', {
        title: 'Jazz Night',
        description: '<p>Three sets.</p>',
        ...DATES,
        timezone: 'America/New_York',
        cost: '$15 - $25',
        image: 'https://cdn.example.com/img/jazz.jpg',
        categories: [String(child.id), 'Live Shows'],
        tags: ['jazz'],
        venue: {
          venue: 'Blue Room',
          address: '1 Main St',
          city: 'Boston',
          country: 'United States',
          state: 'MA',
          geo_lat: 42.3555,
          geo_lng: -71.0605,
        },
        organizer: [{ organizer: 'Jazz Society', email: 'info@jazz.example' }],
      });
      await call('PATCH', `/events/${event.id}?translation_language=fr`, { title: 'Soirée jazz' });
      await call('PATCH', `/events/${event.id}`, { password: 's3cret' });
      const draft = await call('POST', '/events', { title: 'Contributor Draft', ...DATES }, 'contributor');
      const trashed = await call('POST', '/events', { title: 'Trashed', ...DATES });
      await call('DELETE', `/events/${trashed.id}`, {});
      const lastTag = await call('POST', '/tags', { name: 'short-lived' });
      await call('DELETE', `/tags/${lastTag.id}`, {});
      Object.assign(ids, {
        event: event.id,
        draft: draft.id,
        trashed: trashed.id,
        venue: event.venue.id,
        organizer: event.organizer[0].id,
        cat: cat.id,
        child: child.id,
        lastTag: lastTag.id,
      });
      paths = [
        `/events/${event.id}`,
        `/events/${event.id}?translation_language=fr`,
        `/events/${draft.id}`,
        `/events/${trashed.id}`,
        '/events?status=publish,draft,trash&per_page=50',
        `/venues/${ids.venue}`,
        `/organizers/${ids.organizer}`,
        '/categories?hide_empty=false',
        '/tags?hide_empty=false',
        `/categories/${child.id}`,
        '/venues?status=publish,trash',
      ];
      before = await snapshot(first, paths);
    } finally {
      await first.stop();
    }

    const second = await startTestServer({ clock }, dir);
    try {
      expect(await snapshot(second, paths)).toEqual(before);
      const anon = await second.call('GET', `/events/${ids.event}`);
      expect(anon.json.code).toBe('event-password-protected');
      const contributor = await second.call('GET', `/events/${ids.draft}`, { as: 'contributor' });
      expect(contributor.json.title).toBe('Contributor Draft');
    } finally {
      await second.stop();
    }
  });

  it('ids continue after a restart: posts after the last post id, terms after the last (deleted) term id', async () => {
    const s = await startTestServer({ clock }, dir);
    try {
      const maxPost = Math.max(
        ...s.server.app.store.all('events').map((e) => e.id),
        ...s.server.app.store.all('images').map((i) => i.id),
      );
      const e = await s.call('POST', '/events', { as: 'admin', json: { title: 'After Restart', ...DATES } });
      expect(e.json.id).toBe(maxPost + 1);
      const t = await s.call('POST', '/tags', { as: 'admin', json: { name: 'after-restart' } });
      expect(t.json.id).toBe(ids.lastTag + 1);
      expect(e.json.slug).toBe('after-restart');
      const again = await s.call('POST', '/events', { as: 'admin', json: { title: 'Jazz Night', ...DATES } });
      expect(again.json.slug).toBe('jazz-night-2');
    } finally {
      await s.stop();
    }
    const s2 = await startTestServer({ clock }, dir);
    try {
      expect((await s2.call('GET', '/events/by-slug/after-restart')).status).toBe(200);
      expect((await s2.call('GET', '/tags?slug=after-restart&hide_empty=0')).json.total).toBe(1);
    } finally {
      await s2.stop();
    }
  });
});

describe('one server per data dir', () => {
  it('a second server on a dir in use fails with a clear error; the first keeps serving and the dir is free after it stops', async () => {
    const first = await startTestServer({ clock }, dir);
    let stopped = false;
    try {
      const err = await startTestServer({ clock }, dir).then(
        async (s) => {
          await s.stop();
          return null;
        },
        (e: unknown) => e as Error,
      );
      expect(err).toBeInstanceOf(Error);
      expect(err!.message).toContain(dir);
      expect(err!.message).toContain(`in use by calev process ${process.pid}`);
      expect(err!.message).toContain(first.base);
      const still = await first.call('POST', '/tags', { as: 'admin', json: { name: 'still-serving' } });
      expect(still.status).toBe(201);
      await first.stop();
      stopped = true;
      const next = await startTestServer({ clock }, dir);
      try {
        expect((await next.call('GET', '/tags?slug=still-serving&hide_empty=0')).json.total).toBe(1);
      } finally {
        await next.stop();
      }
    } finally {
      if (!stopped) await first.stop();
    }
  });
});
