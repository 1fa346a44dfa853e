// GET {root}/wp/v2/users/me (calev addition, README "Who the caller is"): WordPress's route that
// says who the caller is, with its roles and capabilities in context `edit`, under the names The
// Events Calendar gives the rights of API.md §2.2; anonymous: 401 rest_not_logged_in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.stop());

const me = (as: 'admin' | 'author' | 'contributor' | 'subscriber' | 'anonymous', query = 'context=edit') =>
  srv.call('GET', `/wp-json/wp/v2/users/me?${query}`, { as, raw: true });

describe('wp/v2/users/me', () => {
  it('says who the caller is; its roles and capabilities in context edit', async () => {
    const view = await me('contributor', '');
    expect(view.status).toBe(200);
    expect(view.json).toEqual({ id: expect.any(Number), name: 'contributor', slug: 'contributor' });
    const edit = await me('contributor');
    expect(edit.json).toMatchObject({ name: 'contributor', roles: ['contributor'] });
    expect(edit.json.capabilities).toEqual({
      read: true,
      contributor: true,
      edit_tribe_events: true,
      edit_tribe_venues: true,
      edit_tribe_organizers: true,
    });
    expect((await me('contributor', 'context=edit&_fields=capabilities')).json).toEqual({
      capabilities: edit.json.capabilities,
    });
  });

  it('publish_tribe_events where the role keeps the status it asks for (§5.5): authors and above', async () => {
    const publishes = async (as: 'admin' | 'author' | 'subscriber') =>
      (await me(as)).json.capabilities.publish_tribe_events === true;
    expect([await publishes('admin'), await publishes('author'), await publishes('subscriber')]).toEqual([
      true,
      true,
      false,
    ]);
    expect((await me('admin')).json.capabilities.edit_others_tribe_events).toBe(true);
  });

  it('anonymous: 401 rest_not_logged_in, as WordPress answers', async () => {
    const r = await me('anonymous');
    expect(r.status).toBe(401);
    expect(r.json).toEqual({
      code: 'rest_not_logged_in',
      message: 'You are not currently logged in.',
      data: { status: 401 },
    });
    expect((await srv.call('POST', '/wp-json/wp/v2/users/me', { as: 'admin', raw: true })).json.code).toBe(
      'rest_no_route',
    );
  });
});
