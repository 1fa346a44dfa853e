// An event's `organizer` (API.md §5.3 organizer forms, §5.1 atomic writes, §5.2 unlinking).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type Who } from '../support/server.js';

const clock = () => new Date('2024-07-10T15:30:00Z');

let srv: TestServer;
let a: number;
let b: number;
let c: number;
let trashed: number;
let venueId: number;

function snapshot() {
  const store = srv.server.app.store;
  return {
    counts: (['events', 'venues', 'organizers', 'images', 'categories', 'tags'] as const).map((col) =>
      store.count(col),
    ),
    seq: { ...store.sequences() },
  };
}

const createEvent = (json: Record<string, unknown>, as: Who = 'admin') =>
  srv.call('POST', '/events', {
    as,
    json: { title: 'Org Linked', start_date: '2024-08-01 19:00', end_date: '2024-08-01 22:00', ...json },
  });
const orgIds = (body: { organizer: Array<{ id: number }> }) => body.organizer.map((o) => o.id);
const mk = async (json: Record<string, unknown>) =>
  (await srv.call('POST', '/organizers', { as: 'admin', json })).json.id as number;

beforeAll(async () => {
  srv = await startTestServer({ clock });
  a = await mk({ organizer: 'Alpha Org', email: 'a@example.org' });
  b = await mk({ organizer: 'Beta Org' });
  c = await mk({ organizer: 'Gamma Org' });
  trashed = await mk({ organizer: 'Trashed Org' });
  await srv.call('DELETE', `/organizers/${trashed}`, { as: 'admin' });
  venueId = (await srv.call('POST', '/venues', { as: 'admin', json: { venue: 'Some Venue' } })).json.id;
});
afterAll(() => srv.stop());

describe('organizer list forms', () => {
  it.each<[string, () => unknown, () => number[]]>([
    ['a JSON array of ids, in order', () => [c, a, b], () => [c, a, b]],
    ['a JSON array of digit strings', () => [String(b), String(a)], () => [b, a]],
    ['a CSV string', () => `${b}, ${c} ,${a}`, () => [b, c, a]],
    ['a single id', () => a, () => [a]],
    ['a single digit string', () => String(c), () => [c]],
    ['a single {"id": N}', () => ({ id: b }), () => [b]],
    ['a list of {"id": N}', () => [{ id: b }, { id: String(a) }], () => [b, a]],
    ['repeated ids (linked once, first position)', () => [b, a, b, a, c], () => [b, a, c]],
    ['a CSV with repeats and empty items', () => `${a},,${a}, ,${b}`, () => [a, b]],
    // §1.10 / §9 #10: the same list rules for JSON arrays as for CSV strings
    ['a JSON array with empty items', () => ['', a, ' ', b], () => [a, b]],
  ])('organizer as %s', async (_label, value, expected) => {
    const res = await createEvent({ organizer: value() });
    expect(res.status).toBe(201);
    expect(orgIds(res.json)).toEqual(expected());
    expect('json_ld' in res.json.organizer[0]).toBe(false);
  });

  it('a bracket list in a form body', async () => {
    const res = await srv.call('POST', '/events', {
      as: 'admin',
      form: `title=Bracket&start_date=2024-08-01&end_date=2024-08-01&organizer[]=${c}&organizer%5B%5D=${a}`,
    });
    expect(res.status).toBe(201);
    expect(orgIds(res.json)).toEqual([c, a]);
  });

  it('a bracket list with an empty field: the empty item is dropped', async () => {
    const res = await srv.call('POST', '/events', {
      as: 'admin',
      form: `title=Bracket&start_date=2024-08-01&end_date=2024-08-01&organizer[]=&organizer[]=${b}`,
    });
    expect(res.status).toBe(201);
    expect(orgIds(res.json)).toEqual([b]);
  });

  it('a mixed bracket list of nested data and an id (A.1 form)', async () => {
    const before = snapshot();
    const res = await srv.call('POST', '/events', {
      as: 'admin',
      form: `title=Mixed&start_date=2024-08-01&end_date=2024-08-01&organizer[0][organizer]=Bracket+Org&organizer[0][email]=info%40bracket.example&organizer[1]=${a}`,
    });
    expect(res.status).toBe(201);
    expect(orgIds(res.json)).toEqual([before.seq.post, a]);
    expect(res.json.organizer[0]).toMatchObject({
      organizer: 'Bracket Org',
      email: 'info@bracket.example',
      slug: 'bracket-org',
    });
    expect(res.json.id).toBe(before.seq.post + 1);
  });

  it('a single nested object counts as a one-item list', async () => {
    const res = await createEvent({ organizer: { organizer: 'Solo Org', phone: '123' } });
    expect(res.status).toBe(201);
    expect(res.json.organizer).toHaveLength(1);
    expect(res.json.organizer[0]).toMatchObject({ organizer: 'Solo Org', phone: '123', status: 'publish' });
  });

  it('nested organizers take ids in list order, after the nested venue and before the image and the event', async () => {
    const before = snapshot();
    const res = await createEvent({
      venue: { venue: 'Order Venue' },
      organizer: [{ organizer: 'Order One' }, a, { organizer: 'Order Two' }],
      image: 'https://cdn.example.com/order.png',
    });
    const p = before.seq.post;
    expect([res.json.venue.id, ...orgIds(res.json), res.json.image.id, res.json.id]).toEqual([
      p,
      p + 1,
      a,
      p + 2,
      p + 3,
      p + 4,
    ]);
  });

  it('the same new organizer twice in one list (any case) is created once and linked once', async () => {
    const before = snapshot();
    const res = await createEvent({ organizer: [{ organizer: 'Twice Org' }, { organizer: 'TWICE ORG', phone: '9' }] });
    expect(res.status).toBe(201);
    expect(res.json.organizer).toHaveLength(1);
    // the name as the first gave it: the second links it (§5.3), its phone written onto it
    expect(res.json.organizer[0]).toMatchObject({ organizer: 'Twice Org', phone: '9', slug: 'twice-org' });
    expect(srv.server.app.store.count('organizers')).toBe(before.counts[2] + 1);
  });

  it('a nested organizer duplicating an existing one is reused', async () => {
    const res = await createEvent({ organizer: [{ organizer: 'alpha org', description: '' }] });
    expect(orgIds(res.json)).toEqual([a]);
  });

  it('a nested organizer named in another letter case is linked as it is: nothing of it is written', async () => {
    const store = srv.server.app.store;
    const delta = await mk({ organizer: 'Delta Org' });
    const before = store.get('organizers', delta);
    const res = await createEvent({ organizer: [{ organizer: 'DELTA org' }] });
    expect(res.status).toBe(201);
    expect(res.json.organizer.map((o: { organizer: string }) => o.organizer)).toEqual(['Delta Org']);
    // records are replaced on write: the same object is the same version
    expect(store.get('organizers', delta)).toBe(before);
    // other fields sent are written onto it, its name still as it was
    const phoned = await createEvent({ organizer: { organizer: 'delta ORG', phone: '555' } });
    expect(phoned.json.organizer[0]).toMatchObject({ id: delta, organizer: 'Delta Org', phone: '555' });
  });

  it('a nested organizer and its id in one list are linked once', async () => {
    const res = await createEvent({ organizer: [a, { organizer: 'Alpha Org' }] });
    expect(orgIds(res.json)).toEqual([a]);
  });
});

describe('unlinking and replacing', () => {
  it.each<[string, unknown]>([
    ['""', ''],
    ['0', 0],
    ['[]', []],
    ['[""]', ['']],
    ['"0" (a form value)', '0'],
  ])('organizer=%s on update unlinks all', async (_label, value) => {
    const e = await createEvent({ organizer: [a, b] });
    const res = await srv.call('PATCH', `/events/${e.json.id}`, { as: 'admin', json: { organizer: value } });
    expect(res.status).toBe(200);
    expect(res.json.organizer).toEqual([]);
  });

  it('the sent list replaces the links, in order; omitted keeps them', async () => {
    const e = await createEvent({ organizer: [a, b] });
    expect(
      orgIds((await srv.call('PATCH', `/events/${e.json.id}`, { as: 'admin', json: { title: 'x' } })).json),
    ).toEqual([a, b]);
    expect(
      orgIds((await srv.call('PATCH', `/events/${e.json.id}`, { as: 'admin', json: { organizer: [c, b] } })).json),
    ).toEqual([c, b]);
  });

  it('a single event GET embeds organizers with their json_ld, in link order', async () => {
    const e = await createEvent({ organizer: [b, a] });
    const got = await srv.call('GET', `/events/${e.json.id}`);
    expect(got.json.organizer.map((o: { organizer: string }) => o.organizer)).toEqual(['Beta Org', 'Alpha Org']);
    expect(got.json.organizer[1].json_ld).toEqual({
      '@context': 'http://schema.org',
      '@type': 'Person',
      name: 'Alpha Org',
      url: `${srv.base}/organizer/alpha-org/`,
      email: 'a@example.org',
    });
    expect(got.json.json_ld.organizer[0]).toEqual({
      '@type': 'Person',
      name: 'Beta Org',
      url: `${srv.base}/organizer/beta-org/`,
    });
  });
});

describe('invalid organizer values: 400 naming organizer, nothing stored', () => {
  it.each<[string, () => unknown]>([
    ['a trashed id', () => trashed],
    ['a trashed id in a list', () => [a, trashed]],
    ['an unknown id', () => 987654],
    ['a venue id', () => venueId],
    ['a CSV with a name in it', () => `${a},Beta Org`],
    ['a name string', () => 'Beta Org'],
    ['a negative id', () => [-3]],
    ['an object without organizer or id', () => ({ email: 'x@y.z' })],
    ['a list with a blank nested name', () => [{ organizer: 'Fine New Org' }, { organizer: '' }]],
    ['a nested bad website', () => [{ organizer: 'Fine New Org', website: 'ftp://x' }]],
    ['a nested bad status', () => ({ organizer: 'Fine New Org', status: 'any' })],
    ['a nested non-string email', () => ({ organizer: 'Fine New Org', email: ['a'] })],
    ['a nested list inside the list', () => [[a]]],
    ['null inside the list', () => [a, null]],
  ])('organizer as %s', async (_label, value) => {
    const before = snapshot();
    const res = await createEvent({ organizer: value(), venue: { venue: 'Would Be Venue' } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): organizer',
      data: { status: 400, params: { organizer: 'Invalid parameter.' }, details: [] },
    });
    expect(snapshot()).toEqual(before);
  });

  it('venue and organizer both invalid are reported together in table order', async () => {
    const res = await createEvent({ organizer: trashed, venue: [1, 2] });
    expect(res.json.message).toBe('Invalid parameter(s): venue, organizer');
    expect(Object.keys(res.json.data.params)).toEqual(['venue', 'organizer']);
  });

  it('a contributor may not create a nested organizer with an image URL', async () => {
    const before = snapshot();
    const res = await createEvent(
      { organizer: { organizer: 'Contrib Org', image: 'https://cdn.example.com/o.jpg' } },
      'contributor',
    );
    expect(res.status).toBe(400);
    expect(snapshot()).toEqual(before);
  });
});
