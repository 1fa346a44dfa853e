// API.md §2.2 and §2.3: the route × method × role matrix, table-driven, through real HTTP.
// Every row names a request and the status each caller gets; 401/403 answers must carry the code
// the spec gives (rest_forbidden for permission, *-not-accessible for reads).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type Who } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');
const ROLES = ['anonymous', 'subscriber', 'contributor', 'author', 'editor', 'admin'] as const satisfies readonly Who[];
type Role = (typeof ROLES)[number];
type Statuses = Record<Role, number>;
const row = (
  anonymous: number,
  subscriber: number,
  contributor: number,
  author: number,
  editor: number,
  admin: number,
): Statuses => ({
  anonymous,
  subscriber,
  contributor,
  author,
  editor,
  admin,
});

type PostKind = 'events' | 'venues' | 'organizers';
const KINDS: PostKind[] = ['events', 'venues', 'organizers'];
const NAME_KEY = { events: 'title', venues: 'venue', organizers: 'organizer' } as const;
const NOT_ACCESSIBLE = {
  events: 'event-not-accessible',
  venues: 'venue-not-accessible',
  organizers: 'organizer-not-accessible',
} as const;
const DATES = { start_date: '2024-07-11 19:00', end_date: '2024-07-11 22:00' };

/** The kinds of target a post row acts on: who owns it and its status. */
const TARGETS = [
  'publishedByAdmin',
  'draftByAdmin',
  'publishedByAuthor',
  'draftByAuthor',
  'draftByContributor',
  'pendingByContributor',
  'publishedByContributor',
] as const;
type Target = (typeof TARGETS)[number];

const READ: Record<Target, Statuses> = {
  publishedByAdmin: row(200, 200, 200, 200, 200, 200),
  draftByAdmin: row(403, 403, 403, 403, 200, 200),
  publishedByAuthor: row(200, 200, 200, 200, 200, 200),
  draftByAuthor: row(403, 403, 403, 200, 200, 200),
  draftByContributor: row(403, 403, 200, 403, 200, 200),
  pendingByContributor: row(403, 403, 200, 403, 200, 200),
  publishedByContributor: row(200, 200, 200, 200, 200, 200),
};

const WRITE: Record<Target, Statuses> = {
  publishedByAdmin: row(401, 403, 403, 403, 200, 200),
  draftByAdmin: row(401, 403, 403, 403, 200, 200),
  publishedByAuthor: row(401, 403, 403, 200, 200, 200),
  draftByAuthor: row(401, 403, 403, 200, 200, 200),
  draftByContributor: row(401, 403, 200, 403, 200, 200),
  pendingByContributor: row(401, 403, 200, 403, 200, 200),
  publishedByContributor: row(401, 403, 403, 403, 200, 200),
};

let srv: TestServer;
let userIds: Record<'author' | 'contributor', number>;
let counter = 0;

interface Post {
  id: number;
  slug: string;
}

async function createPost(kind: PostKind, target: Target, prefix = 'Matrix'): Promise<Post> {
  counter += 1;
  const name = `${prefix} ${kind} ${target} ${counter}`;
  const owner = target.endsWith('Admin') ? 'admin' : target.endsWith('Author') ? 'author' : 'contributor';
  const status = target.startsWith('draft') ? 'draft' : target.startsWith('pending') ? 'pending' : 'publish';
  const body: Record<string, unknown> = { [NAME_KEY[kind]]: name, ...(kind === 'events' ? DATES : {}) };
  let r;
  if (owner === 'contributor' && status === 'publish') {
    // a contributor cannot publish: an administrator writes it for them (§2.2 "choosing another user as author")
    r = await srv.call('POST', `/${kind}`, { as: 'admin', json: { ...body, status, author: userIds.contributor } });
  } else {
    r = await srv.call('POST', `/${kind}`, { as: owner, json: { ...body, status } });
  }
  expect(r.status, r.text).toBe(201);
  expect(r.json.status).toBe(status);
  return { id: r.json.id, slug: r.json.slug };
}

function expectCode(r: { status: number; json: any }, expected: number, forbiddenCode: string): void {
  expect(r.status).toBe(expected);
  if (expected === 401 || expected === 403) {
    expect(r.json).toEqual({ code: forbiddenCode, message: expect.any(String), data: { status: expected } });
  }
}

const fixtures = new Map<string, Post>();

beforeAll(async () => {
  srv = await startTestServer({ clock });
  const users = srv.server.app.store.all('users');
  userIds = {
    author: users.find((u) => u.login === 'author')!.id,
    contributor: users.find((u) => u.login === 'contributor')!.id,
  };
  for (const kind of KINDS)
    for (const target of TARGETS) fixtures.set(`${kind}:${target}`, await createPost(kind, target, 'Fixture'));
});

afterAll(() => srv.stop());

describe('§2.2 posts: read, update and delete by id and by slug', () => {
  const cases = KINDS.flatMap((kind) =>
    TARGETS.flatMap((target) => (['id', 'slug'] as const).map((by) => [kind, target, by] as const)),
  );

  it.each(cases)('GET /%s of a %s, by %s', async (kind, target, by) => {
    const post = fixtures.get(`${kind}:${target}`)!;
    const path = by === 'id' ? `/${kind}/${post.id}` : `/${kind}/by-slug/${post.slug}`;
    for (const role of ROLES) {
      const r = await srv.call('GET', path, { as: role });
      expect.soft(r.status, `${role} GET ${path}`).toBe(READ[target][role]);
      if (r.status === 403) expect.soft(r.json.code, role).toBe(NOT_ACCESSIBLE[kind]);
      if (r.status === 200) expect.soft(r.json.id).toBe(post.id);
    }
  });

  it.each(cases)('PATCH /%s of a %s, by %s', async (kind, target, by) => {
    const post = fixtures.get(`${kind}:${target}`)!;
    const path = by === 'id' ? `/${kind}/${post.id}` : `/${kind}/by-slug/${post.slug}`;
    for (const role of ROLES) {
      const r = await srv.call('PATCH', path, { as: role, json: { description: `edited by ${role}` } });
      expectCode(r, WRITE[target][role], 'rest_forbidden');
      if (r.status === 200) expect(r.json.description).toBe(`edited by ${role}`);
    }
    const after = await srv.call('GET', path, { as: 'admin' });
    const lastAllowed = [...ROLES].reverse().find((role) => WRITE[target][role] === 200);
    expect(after.json.description).toBe(`edited by ${lastAllowed}`);
  });

  it.each(cases)(
    'DELETE /%s of a %s, by %s (a fresh item for each caller allowed to trash it)',
    async (kind, target, by) => {
      for (const role of ROLES) {
        // a refused DELETE changes nothing, so the shared fixture serves; an allowed one needs its own item
        const post = WRITE[target][role] === 200 ? await createPost(kind, target) : fixtures.get(`${kind}:${target}`)!;
        const path = by === 'id' ? `/${kind}/${post.id}` : `/${kind}/by-slug/${post.slug}`;
        const r = await srv.call('DELETE', path, { as: role });
        expectCode(r, WRITE[target][role], 'rest_forbidden');
        const stored = srv.server.app.store.get(kind, post.id)!;
        expect(stored.status, `${role} DELETE ${path}`).toBe(
          r.status === 200
            ? 'trash'
            : target.startsWith('draft')
              ? 'draft'
              : target.startsWith('pending')
                ? 'pending'
                : 'publish',
        );
      }
    },
  );

  it.each(KINDS)('POST /%s: anonymous 401, subscriber 403, every writer 201 (contributors get draft)', async (kind) => {
    const expected = row(401, 403, 201, 201, 201, 201);
    for (const role of ROLES) {
      const r = await srv.call('POST', `/${kind}`, {
        as: role,
        json: { [NAME_KEY[kind]]: `Create ${kind} as ${role}`, ...(kind === 'events' ? DATES : {}) },
      });
      expectCode(r, expected[role], 'rest_forbidden');
      if (r.status === 201) expect(r.json.status).toBe(role === 'contributor' ? 'draft' : 'publish');
    }
  });

  it.each(KINDS)('POST /%s with status publish by a contributor is scaled back to pending', async (kind) => {
    const r = await srv.call('POST', `/${kind}`, {
      as: 'contributor',
      json: { [NAME_KEY[kind]]: `Scaled ${kind}`, status: 'publish', ...(kind === 'events' ? DATES : {}) },
    });
    expect(r.status).toBe(201);
    expect(r.json.status).toBe('pending');
  });
});

describe('§2.2 trashed items keep the permissions of the status they had', () => {
  it('a contributor’s own trashed draft: the contributor gets 410 on DELETE again; a trashed published one: 403', async () => {
    const draft = await createPost('events', 'draftByContributor');
    expect((await srv.call('DELETE', `/events/${draft.id}`, { as: 'contributor' })).status).toBe(200);
    expect((await srv.call('DELETE', `/events/${draft.id}`, { as: 'contributor' })).json.code).toBe(
      'event-is-in-trash',
    );
    const published = await createPost('events', 'publishedByContributor');
    expect((await srv.call('DELETE', `/events/${published.id}`, { as: 'admin' })).status).toBe(200);
    const r = await srv.call('DELETE', `/events/${published.id}`, { as: 'contributor' });
    expect(r.status).toBe(403);
    expect(r.json.code).toBe('rest_forbidden');
  });

  it('a trashed venue stays readable by those who may read non-published items', async () => {
    const v = await createPost('venues', 'draftByContributor');
    await srv.call('DELETE', `/venues/${v.id}`, { as: 'admin' });
    const expected = row(403, 403, 200, 403, 200, 200);
    for (const role of ROLES)
      expect((await srv.call('GET', `/venues/${v.id}`, { as: role })).status, role).toBe(expected[role]);
  });

  it('a trashed event is 403 event-no-longer-available for everyone, its author included', async () => {
    const e = await createPost('events', 'publishedByAuthor');
    await srv.call('DELETE', `/events/${e.id}`, { as: 'author' });
    for (const role of ROLES) {
      const r = await srv.call('GET', `/events/${e.id}`, { as: role });
      expect(r.json.code, role).toBe('event-no-longer-available');
    }
  });
});

describe('§2.2 a missing event id: the general capability, then 404', () => {
  it.each([['PATCH'], ['POST'], ['PUT'], ['DELETE']])('%s /events/987654', async (method) => {
    const expected = row(401, 403, 404, 404, 404, 404);
    for (const role of ROLES) {
      const r = await srv.call(method, '/events/987654', {
        as: role,
        json: method === 'DELETE' ? undefined : { title: 'x' },
      });
      expectCode(r, expected[role], 'rest_forbidden');
      if (r.status === 404) expect(r.json.code).toBe('rest-event-not-found');
    }
  });

  it('an id of a venue: 400 rest-invalid-event-id for writers', async () => {
    const v = fixtures.get('venues:publishedByAdmin')!;
    const expected = row(401, 403, 400, 400, 400, 400);
    for (const role of ROLES) {
      const r = await srv.call('DELETE', `/events/${v.id}`, { as: role });
      expectCode(r, expected[role], 'rest_forbidden');
      if (r.status === 400) expect(r.json.code).toBe('rest-invalid-event-id');
    }
  });
});

describe('§2.2 terms', () => {
  const TERM_WRITE = {
    categories: row(401, 403, 403, 200, 200, 200),
    tags: row(401, 403, 403, 403, 200, 200),
  };
  const create = async (tax: 'categories' | 'tags') => {
    counter += 1;
    const r = await srv.call('POST', `/${tax}`, { as: 'admin', json: { name: `Matrix term ${counter}` } });
    expect(r.status).toBe(201);
    return r.json.id as number;
  };

  it.each([['categories'], ['tags']] as const)('GET /%s and /%s/{id}: everyone 200', async (tax) => {
    const id = await create(tax);
    for (const role of ROLES) {
      expect((await srv.call('GET', `/${tax}?hide_empty=false`, { as: role })).status).toBe(200);
      expect((await srv.call('GET', `/${tax}/${id}`, { as: role })).status).toBe(200);
    }
  });

  it.each([['categories'], ['tags']] as const)('POST /%s', async (tax) => {
    for (const role of ROLES) {
      const r = await srv.call('POST', `/${tax}`, { as: role, json: { name: `Create ${tax} ${role}` } });
      expectCode(r, TERM_WRITE[tax][role] === 200 ? 201 : TERM_WRITE[tax][role], 'rest_forbidden');
    }
  });

  it.each([
    ['categories', 'PATCH'],
    ['categories', 'PUT'],
    ['categories', 'POST'],
    ['categories', 'DELETE'],
    ['tags', 'PATCH'],
    ['tags', 'PUT'],
    ['tags', 'POST'],
    ['tags', 'DELETE'],
  ] as const)('%s: %s /{id}', async (tax, method) => {
    for (const role of ROLES) {
      const id = await create(tax);
      const r = await srv.call(method, `/${tax}/${id}`, {
        as: role,
        json: method === 'DELETE' ? undefined : { description: role },
      });
      expectCode(r, TERM_WRITE[tax][role], 'rest_forbidden');
      const stored = srv.server.app.store.get(tax, id);
      if (method === 'DELETE') expect(stored === undefined, role).toBe(r.status === 200);
      else expect(stored!.description, role).toBe(r.status === 200 ? role : '');
    }
  });
});

describe('§2.2 list status filters and §2.3 list visibility', () => {
  it.each(KINDS)('GET /%s?status=…: only exactly publish for anonymous and subscribers', async (kind) => {
    const cases: Array<[string, Statuses]> = [
      ['publish', row(200, 200, 200, 200, 200, 200)],
      ['draft', row(400, 400, 200, 200, 200, 200)],
      ['publish,draft', row(400, 400, 200, 200, 200, 200)],
      ['trash', row(400, 400, 200, 200, 200, 200)],
      ['any', row(400, 400, 400, 400, 400, 400)],
    ];
    for (const [status, expected] of cases) {
      for (const role of ROLES) {
        const r = await srv.call('GET', `/${kind}`, { as: role, query: { status } });
        expect(r.status, `${role} status=${status}`).toBe(expected[role]);
        if (r.status === 400) expect(r.json.data.params).toEqual({ status: 'Invalid parameter.' });
      }
    }
  });

  it.each(KINDS)('GET /%s lists only what the caller may read (others’ drafts never)', async (kind) => {
    const visible = (role: Role): Target[] =>
      TARGETS.filter((t) => {
        if (t.startsWith('published')) return true;
        if (role === 'admin' || role === 'editor') return true;
        return (role === 'author' && t.endsWith('Author')) || (role === 'contributor' && t.endsWith('Contributor'));
      });
    for (const role of ROLES) {
      const r = await srv.call('GET', `/${kind}`, { as: role, query: { per_page: 50, search: 'Fixture' } });
      expect(r.status).toBe(200);
      const listed = new Set((r.json[kind] as Array<{ id: number }>).map((p) => p.id));
      for (const t of TARGETS) {
        const post = fixtures.get(`${kind}:${t}`)!;
        expect.soft(listed.has(post.id), `${role} sees ${kind} ${t}`).toBe(visible(role).includes(t));
      }
    }
  });
});

describe('§2.2 image URLs need upload rights', () => {
  it('POST /events with image=<url>: contributors 400 (invalid param), authors and up 201', async () => {
    const expected = row(400, 400, 400, 201, 201, 201);
    for (const role of ROLES) {
      const r = await srv.call('POST', '/events', {
        as: role,
        json: { title: `Image ${role}`, ...DATES, image: `https://cdn.example.com/${role}.jpg` },
      });
      expect(r.status, role).toBe(expected[role]);
      if (r.status === 400) expect(r.json.data.params).toEqual({ image: 'Invalid parameter.' });
      if (r.status === 201)
        expect(r.json.image).toMatchObject({ url: `https://cdn.example.com/${role}.jpg`, extension: 'jpg' });
    }
  });
});

describe('§2.2 choosing another user as author', () => {
  it('a contributor may create an event for the administrator; it is then not theirs to edit', async () => {
    const admin = srv.server.app.store.all('users').find((u) => u.login === 'admin')!;
    const r = await srv.call('POST', '/events', {
      as: 'contributor',
      json: { title: 'For the admin', ...DATES, author: admin.id },
    });
    expect(r.status).toBe(201);
    expect([r.json.author, r.json.status]).toEqual([String(admin.id), 'draft']);
    expect(
      (await srv.call('PATCH', `/events/${r.json.id}`, { as: 'contributor', json: { title: 'mine?' } })).status,
    ).toBe(403);
    expect((await srv.call('GET', `/events/${r.json.id}`, { as: 'contributor' })).json.code).toBe(
      'event-not-accessible',
    );
  });

  it('an author may hand their own event to the contributor; an unknown user id is 400', async () => {
    const e = await createPost('events', 'draftByAuthor');
    const r = await srv.call('PATCH', `/events/${e.id}`, { as: 'author', json: { author: userIds.contributor } });
    expect(r.json.author).toBe(String(userIds.contributor));
    expect(
      (await srv.call('PATCH', `/events/${e.id}`, { as: 'contributor', json: { description: 'now mine' } })).status,
    ).toBe(200);
    const bad = await srv.call('PATCH', `/events/${e.id}`, { as: 'admin', json: { author: 987654 } });
    expect(bad.json.data.params).toEqual({ author: 'Invalid parameter.' });
  });

  it('nested venues and organizers get their status from the caller, not from the event', async () => {
    const r = await srv.call('POST', '/events', {
      as: 'contributor',
      json: {
        title: 'Nested by contributor',
        ...DATES,
        status: 'pending',
        venue: { venue: 'Contributor Hall' },
        organizer: { organizer: 'Contributor Org', status: 'publish' },
      },
    });
    expect(r.status).toBe(201);
    expect([r.json.status, r.json.venue.status, r.json.organizer[0].status]).toEqual(['pending', 'draft', 'pending']);
  });
});
