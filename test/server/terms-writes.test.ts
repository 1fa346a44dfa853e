// Category and tag writes (API.md §4.8, §5.2, §5.4 term_exists / duplicate_term_slug, §5.9 delete, §2.2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type Who } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ clock });
});
afterAll(() => srv.stop());

const create = (tax: 'categories' | 'tags', json: Record<string, unknown>, as: Who = 'admin') =>
  srv.call('POST', `/${tax}`, { as, json });
const update = (tax: 'categories' | 'tags', id: number, json: Record<string, unknown>, as: Who = 'admin') =>
  srv.call('PATCH', `/${tax}/${id}`, { as, json });
const made = async (tax: 'categories' | 'tags', json: Record<string, unknown>) => {
  const res = await create(tax, json);
  expect(res.status).toBe(201);
  return res.json;
};

const CATEGORY_EXISTS = 'A term with the name provided already exists with this parent.';
const TAG_EXISTS = 'A term with the name provided already exists in this taxonomy.';

describe('create', () => {
  it('POST /categories answers 201 with the standalone term; name trimmed, slug from the name', async () => {
    const res = await create('categories', { name: '  Été 2024!  ', description: ' <i>Summer</i> ' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: res.json.id,
      count: 0,
      description: ' <i>Summer</i> ',
      name: 'Été 2024!',
      slug: 'ete-2024',
      taxonomy: 'tribe_events_cat',
      parent: 0,
      meta: [],
      url: `${srv.base}/events/category/ete-2024/`,
      urls: { self: `${srv.ns}/categories/${res.json.id}`, collection: `${srv.ns}/categories` },
    });
    expect(res.headers.get('location')).toBeNull();
  });

  it('a sent slug is sanitized; a taken slug gets -2, -3 on create', async () => {
    expect((await made('tags', { name: 'One', slug: 'My Slug!' })).slug).toBe('my-slug');
    expect((await made('tags', { name: 'Two', slug: 'my-slug' })).slug).toBe('my-slug-2');
    expect((await made('tags', { name: 'my slug' })).slug).toBe('my-slug-3');
    expect((await made('tags', { name: '!!!' })).slug).toMatch(/^\d+$/);
  });

  it('categories and tags have separate slug spaces', async () => {
    expect((await made('categories', { name: 'Shared Slug' })).slug).toBe('shared-slug');
    expect((await made('tags', { name: 'Shared Slug' })).slug).toBe('shared-slug');
  });

  it('name is required and must not be blank; slug must not be empty', async () => {
    const missing = await create('tags', { description: 'x' });
    expect(missing.json).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): name',
      data: { status: 400, params: ['name'] },
    });
    expect((await create('tags', { name: ' ' })).json.data.params).toEqual({ name: 'Invalid parameter.' });
    expect((await create('tags', { name: 'Fine', slug: '' })).json.data.params).toEqual({ slug: 'Invalid parameter.' });
  });

  it('term_exists for a category name at the same level (case-insensitive), with data.term_id', async () => {
    const a = await made('categories', { name: 'Theatre' });
    const res = await create('categories', { name: 'THEATRE' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 'term_exists', message: CATEGORY_EXISTS, data: { status: 400, term_id: a.id } });
    // the same name under another parent is fine, with a suffixed slug
    const child = await made('categories', { name: 'theatre', parent: a.id });
    expect(child.slug).toBe('theatre-2');
    expect(child.parent).toBe(a.id);
    const again = await create('categories', { name: 'Theatre', parent: a.id });
    expect(again.json.data.term_id).toBe(child.id);
  });

  it('term_exists for a tag name anywhere in the taxonomy, with the tag message', async () => {
    const a = await made('tags', { name: 'outdoor' });
    const res = await create('tags', { name: 'Outdoor', parent: 5 });
    expect(res.json).toEqual({ code: 'term_exists', message: TAG_EXISTS, data: { status: 400, term_id: a.id } });
  });

  it('term_exists is localized', async () => {
    await made('tags', { name: 'localized' });
    const res = await srv.call('POST', '/fr/wp-json/calendar/events/v1/tags', {
      raw: true,
      as: 'admin',
      json: { name: 'Localized' },
    });
    expect(res.json.message).toBe('Un terme portant ce nom existe déjà dans cette taxonomie.');
    const cat = await made('categories', { name: 'localized' });
    const res2 = await srv.call('POST', '/de/wp-json/calendar/events/v1/categories', {
      raw: true,
      as: 'admin',
      json: { name: 'LOCALIZED' },
    });
    expect(res2.json.message).toBe(
      'Ein Begriff mit diesem Namen existiert bereits unter diesem übergeordneten Begriff.',
    );
    expect(res2.json.data.term_id).toBe(cat.id);
  });

  it('parent must be 0 or an existing category', async () => {
    expect((await create('categories', { name: 'Orphan', parent: 987 })).json.data.params).toEqual({
      parent: 'Invalid parameter.',
    });
    const tag = await made('tags', { name: 'not a category' });
    expect((await create('categories', { name: 'Orphan', parent: tag.id })).status).toBe(400);
    expect((await create('categories', { name: 'Orphan', parent: '' })).json.data.params).toEqual({
      parent: 'parent is not of type integer.',
    });
    expect((await made('categories', { name: 'Orphan', parent: 0 })).parent).toBe(0);
  });
});

describe('update', () => {
  it('rename keeps the slug; description "" clears; a sent slug replaces it', async () => {
    const a = await made('categories', { name: 'Dance', description: 'moves' });
    const u = await update('categories', a.id, { name: ' Dancing ', description: '' });
    expect(u.status).toBe(200);
    expect(u.json.name).toBe('Dancing');
    expect(u.json.slug).toBe('dance');
    expect(u.json.description).toBe('');
    const s = await update('categories', a.id, { slug: 'Dancing Now' });
    expect(s.json.slug).toBe('dancing-now');
    expect(s.json.url).toBe(`${srv.base}/events/category/dancing-now/`);
    expect((await update('categories', a.id, { name: '' })).status).toBe(400);
  });

  it('renaming onto another name at the same level is term_exists; onto its own name in other case is fine', async () => {
    const a = await made('categories', { name: 'Film' });
    const b = await made('categories', { name: 'Cinema' });
    const res = await update('categories', b.id, { name: 'film' });
    expect(res.json).toEqual({ code: 'term_exists', message: CATEGORY_EXISTS, data: { status: 400, term_id: a.id } });
    expect((await update('categories', a.id, { name: 'FILM' })).json.name).toBe('FILM');
  });

  it('moving a category under a parent that has a child of the same name is term_exists', async () => {
    const p = await made('categories', { name: 'Parent P' });
    const child = await made('categories', { name: 'Kid', parent: p.id });
    const other = await made('categories', { name: 'kid' });
    const res = await update('categories', other.id, { parent: p.id });
    expect(res.json.code).toBe('term_exists');
    expect(res.json.data.term_id).toBe(child.id);
  });

  it('a slug taken by another term is 400 duplicate_term_slug; its own slug is fine', async () => {
    const a = await made('tags', { name: 'Taken' });
    const b = await made('tags', { name: 'Other' });
    const res = await update('tags', b.id, { slug: 'TAKEN' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      code: 'duplicate_term_slug',
      message: 'The slug “taken” is already in use by another term.',
      data: { status: 400 },
    });
    expect((await update('tags', a.id, { slug: 'taken' })).status).toBe(200);
    expect((await srv.call('GET', `/tags/${b.id}`)).json.slug).toBe('other');
  });

  it('parent: not itself, not a descendant (400); 0 makes it top level; "" is 400', async () => {
    const root = await made('categories', { name: 'Root' });
    const mid = await made('categories', { name: 'Mid', parent: root.id });
    const leaf = await made('categories', { name: 'Leaf', parent: mid.id });
    expect((await update('categories', root.id, { parent: root.id })).json.data.params).toEqual({
      parent: 'Invalid parameter.',
    });
    expect((await update('categories', root.id, { parent: mid.id })).status).toBe(400);
    expect((await update('categories', root.id, { parent: leaf.id })).status).toBe(400);
    expect((await update('categories', mid.id, { parent: '' })).json.data.params).toEqual({
      parent: 'parent is not of type integer.',
    });
    const top = await update('categories', mid.id, { parent: 0 });
    expect(top.status).toBe(200);
    expect(top.json.parent).toBe(0);
    expect('up' in top.json.urls).toBe(false);
    // now root is no longer an ancestor of leaf: root may go under leaf
    const moved = await update('categories', root.id, { parent: leaf.id });
    expect(moved.json.parent).toBe(leaf.id);
    expect(moved.json.urls.up).toBe(`${srv.ns}/categories/${leaf.id}`);
  });

  it('update of an unknown term is 400; PUT and POST work like PATCH', async () => {
    expect((await update('tags', 987654, { name: 'x' })).json.data.params).toEqual({ id: 'Invalid parameter.' });
    const a = await made('tags', { name: 'Verb' });
    expect(
      (await srv.call('PUT', `/tags/${a.id}`, { as: 'admin', json: { description: 'put' } })).json.description,
    ).toBe('put');
    expect((await srv.call('POST', `/tags/${a.id}`, { as: 'admin', form: 'description=post' })).json.description).toBe(
      'post',
    );
    expect((await srv.call('GET', `/tags/${a.id}`)).json.name).toBe('Verb');
  });
});

describe('delete', () => {
  it('answers the term as it was, removes it from events, reparents children; again is 400', async () => {
    const parent = await made('categories', { name: 'Grand' });
    const doomed = await made('categories', { name: 'Doomed', parent: parent.id, description: 'bye' });
    const kid = await made('categories', { name: 'Kiddo', parent: doomed.id });
    const other = await made('categories', { name: 'Survivor' });
    const ev = await srv.call('POST', '/events', {
      as: 'admin',
      json: {
        title: 'Uses terms',
        start_date: '2024-08-01 10:00',
        end_date: '2024-08-01 11:00',
        categories: [doomed.id, other.id, kid.id],
      },
    });
    const before = await srv.call('GET', `/categories/${doomed.id}`);
    expect(before.json.count).toBe(1);
    const del = await srv.call('DELETE', `/categories/${doomed.id}`, { as: 'admin' });
    expect(del.status).toBe(200);
    expect(del.text).toBe(before.text);
    const after = await srv.call('GET', `/events/${ev.json.id}`);
    expect(after.json.categories.map((x: { id: number }) => x.id)).toEqual([kid.id, other.id]);
    const k = await srv.call('GET', `/categories/${kid.id}`);
    expect(k.json.parent).toBe(parent.id);
    expect(k.json.urls.up).toBe(`${srv.ns}/categories/${parent.id}`);
    const again = await srv.call('DELETE', `/categories/${doomed.id}`, { as: 'admin' });
    expect(again.status).toBe(400);
    expect(again.json.data.params).toEqual({ id: 'Invalid parameter.' });
    expect((await srv.call('GET', `/categories/${doomed.id}`)).status).toBe(400);
  });

  it('deleting a tag removes it from events and frees its name and slug', async () => {
    const tag = await made('tags', { name: 'Ephemeral' });
    const ev = await srv.call('POST', '/events', {
      as: 'admin',
      json: { title: 'Tagged', start_date: '2024-08-01 10:00', end_date: '2024-08-01 11:00', tags: [tag.id] },
    });
    expect((await srv.call('DELETE', `/tags/${tag.id}`, { as: 'admin' })).json.count).toBe(1);
    expect((await srv.call('GET', `/events/${ev.json.id}`)).json.tags).toEqual([]);
    const again = await made('tags', { name: 'Ephemeral' });
    expect(again.slug).toBe('ephemeral');
  });
});

describe('term permissions (§2.2)', () => {
  it.each<['categories' | 'tags', Who, number]>([
    ['categories', 'admin', 201],
    ['categories', 'editor', 201],
    ['categories', 'author', 201],
    ['categories', 'contributor', 403],
    ['categories', 'subscriber', 403],
    ['categories', 'anonymous', 401],
    ['tags', 'admin', 201],
    ['tags', 'editor', 201],
    ['tags', 'author', 403],
    ['tags', 'contributor', 403],
    ['tags', 'subscriber', 403],
    ['tags', 'anonymous', 401],
  ])('%s: create, update and delete as %s → %i', async (tax, who, createStatus) => {
    const res = await create(tax, { name: `Perm ${who}` }, who);
    expect(res.status).toBe(createStatus);
    const target = await made(tax, { name: `Target ${who}` });
    const editStatus = createStatus === 201 ? 200 : createStatus;
    const upd = await update(tax, target.id, { description: 'x' }, who);
    expect(upd.status).toBe(editStatus);
    const del = await srv.call('DELETE', `/${tax}/${target.id}`, { as: who });
    expect(del.status).toBe(editStatus);
    if (editStatus !== 200) {
      expect(del.json).toEqual({
        code: 'rest_forbidden',
        message: 'Sorry, you are not allowed to do that.',
        data: { status: editStatus },
      });
      expect((await srv.call('GET', `/${tax}/${target.id}`)).status).toBe(200);
    }
  });

  it('anyone reads terms', async () => {
    const a = await made('tags', { name: 'Readable' });
    for (const who of ['anonymous', 'subscriber', 'contributor'] as const) {
      expect((await srv.call('GET', `/tags/${a.id}`, { as: who })).status).toBe(200);
      expect((await srv.call('GET', '/tags', { as: who, query: { hide_empty: 'false' } })).status).toBe(200);
    }
  });

  it('validation comes before permission: anonymous POST /tags without name is 400', async () => {
    expect((await create('tags', {}, 'anonymous')).status).toBe(400);
  });
});
