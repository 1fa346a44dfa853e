// The store's secondary indexes must always say what a scan of the records says: after a bulk
// load, and after any sequence of puts and removes (fast-check drives both).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesAllWords } from '../../src/domain/text.js';
import type { EventRecord, ImageRecord, PostStatus } from '../../src/store/records.js';
import { Tables } from '../../src/store/tables.js';
import { queryWords } from '../../src/store/text-index.js';
import { event } from '../support/records.js';

const STATUSES: PostStatus[] = ['publish', 'future', 'draft', 'pending', 'private', 'trash'];
const WORDS = ['Jazz', 'night', 'jazzy', 'NIGHTS', 'open-air', '<p>jazz</p>', 'İstanbul', 'straße', 'ΣΑΣ'];

const wall = fc
  .record({ d: fc.integer({ min: 1, max: 6 }), h: fc.integer({ min: 0, max: 23 }) })
  .map(({ d, h }) => `2024-07-0${d} ${String(h).padStart(2, '0')}:00:00`);

const eventArb = fc.record({
  id: fc.integer({ min: 1, max: 12 }),
  status: fc.constantFrom(...STATUSES),
  start: wall,
  hours: fc.integer({ min: 0, max: 80 }),
  backwards: fc.boolean(),
  hidden: fc.boolean(),
  categories: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 3 }),
  tags: fc.array(fc.integer({ min: 4, max: 5 }), { maxLength: 2 }),
  venue: fc.integer({ min: 0, max: 2 }),
  organizers: fc.array(fc.integer({ min: 20, max: 22 }), { maxLength: 2 }),
  parent: fc.integer({ min: 0, max: 3 }),
  title: fc.array(fc.constantFrom(...WORDS), { maxLength: 3 }).map((w) => w.join(' ')),
  description: fc.array(fc.constantFrom(...WORDS), { maxLength: 4 }).map((w) => w.join('\n')),
});

function toInput(x: {
  id: number;
  status: PostStatus;
  start: string;
  hours: number;
  backwards: boolean;
  hidden: boolean;
  categories: number[];
  tags: number[];
  venue: number;
  organizers: number[];
  parent: number;
  title: string;
  description: string;
}): EventRecord {
  const startMs = Date.parse(`${x.start.replace(' ', 'T')}Z`);
  const endMs = x.backwards ? startMs - 3_600_000 : startMs + x.hours * 3_600_000;
  const end = new Date(endMs).toISOString().slice(0, 19).replace('T', ' ');
  return {
    ...event(x.id, x.status, `2024-06-${String(x.id + 10).padStart(2, '0')} 00:00:00`, x.start, end),
    modifiedUtc: '2024-06-01 00:00:00',
    title: x.title,
    description: x.description,
    hideFromListings: x.hidden,
    categories: x.categories,
    tags: x.tags,
    venue: x.venue,
    organizers: x.organizers,
    postParent: x.parent,
  };
}

const opArb = fc.oneof(
  { weight: 4, arbitrary: eventArb.map((x) => ({ put: toInput(x) })) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 12 }).map((id) => ({ remove: id })) },
);

const byListOrder = (a: EventRecord, b: EventRecord) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id);
const ids = (list: Iterable<EventRecord>) => [...list].map((e) => e.id);

function check(tables: Tables): void {
  const events = tables.all('events') as EventRecord[];
  const idx = tables.indexes;
  for (const status of STATUSES) {
    const listed = idx.listableEvents(status);
    const want = events.filter((e) => !e.hideFromListings && e.status === status).sort(byListOrder);
    expect(ids(listed.range())).toEqual(ids(want));
    // any window: a count from the bounds equals a scan
    for (const end of ['2024-07-02 05:00:00', '2024-07-04 23:59:59', '2024-07-09 00:00:00']) {
      const from = listed.startBound('2024-07-02 00:00:00', false);
      const to = listed.backwards ? listed.size : listed.startBound(end, true);
      const counted = to - from - listed.countEndingAfter(from, to, end);
      expect(counted).toBe(want.filter((e) => e.start >= '2024-07-02 00:00:00' && e.end <= end).length);
    }
    for (const venue of [1, 2]) {
      const linked = idx.listableLinkedEvents('venues', venue, status);
      expect(ids(linked.range())).toEqual(ids(want.filter((e) => e.venue === venue)));
    }
  }
  for (const [link, of] of [
    ['categories', (e: EventRecord) => e.categories],
    ['tags', (e: EventRecord) => e.tags],
    ['organizers', (e: EventRecord) => e.organizers],
    ['parents', (e: EventRecord) => (e.postParent ? [e.postParent] : [])],
    ['venues', (e: EventRecord) => (e.venue ? [e.venue] : [])],
  ] as const) {
    for (let id = 0; id <= 22; id++) {
      expect(ids(idx.linkedEvents(link, id).range())).toEqual(
        ids(events.filter((e) => of(e).includes(id)).sort(byListOrder)),
      );
    }
  }
  for (const tax of ['categories', 'tags'] as const) {
    const counts = new Map<number, number>();
    for (const e of events)
      if (e.status === 'publish') for (const id of new Set(e[tax])) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect(new Map(idx.publishedCounts(tax))).toEqual(counts);
  }
  const future = events
    .filter((e) => e.status === 'future')
    .map((e) => e.dateUtc)
    .sort();
  expect(idx.nextDue()).toBe(future[0] ?? null);
  const text = idx.textIndex('', (e) => [e.title, e.description, e.excerpt]);
  for (const query of [
    'jazz',
    'JAZZ night',
    'p>ja',
    'i̇stanbul',
    'STRASSE',
    'straße',
    'σας',
    'ς',
    '-air <p>',
    'nothing',
  ]) {
    const found = text.matchAll(queryWords(query));
    expect([...found].sort((a, b) => a - b)).toEqual(
      events.filter((e) => matchesAllWords(query, [e.title, e.description, e.excerpt])).map((e) => e.id),
    );
  }
}

/** the texts the word index of the tests holds */
const texts = (e: EventRecord) => [e.title, e.description, e.excerpt];

/** a published one-hour event with only a title to search */
function titled(id: number, title: string): EventRecord {
  return toInput({
    id,
    status: 'publish',
    start: '2024-07-01 10:00:00',
    hours: 1,
    backwards: false,
    hidden: false,
    categories: [],
    tags: [],
    venue: 0,
    organizers: [],
    parent: 0,
    title,
    description: '',
  });
}

describe('store indexes', () => {
  it('agree with a scan after a bulk load and after any puts and removes', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 12 }), fc.array(opArb, { maxLength: 25 }), (loaded, ops) => {
        const tables = new Tables();
        tables.load('events', [...new Map(loaded.map((x) => [x.id, toInput(x)])).values()]);
        tables.finishLoading();
        // the word index is built on first use and kept up to date from then on
        tables.indexes.textIndex('', (e) => [e.title, e.description, e.excerpt]);
        check(tables);
        for (const op of ops) {
          tables.apply(
            'put' in op
              ? [{ op: 'put', col: 'events', record: op.put }]
              : [{ op: 'remove', col: 'events', id: op.remove }],
          );
          check(tables);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('lists in list order wait for their first use after a load, those per status apart from those per linked item; changes made before it are in them', () => {
    fc.assert(
      fc.property(
        fc.array(eventArb, { maxLength: 12 }),
        fc.array(opArb, { maxLength: 12 }),
        fc.array(opArb, { maxLength: 12 }),
        fc.array(opArb, { maxLength: 12 }),
        (loaded, before, between, after) => {
          const tables = new Tables();
          tables.load('events', [...new Map(loaded.map((x) => [x.id, toInput(x)])).values()]);
          tables.finishLoading();
          const apply = (op: { put: EventRecord } | { remove: number }) =>
            tables.apply(
              'put' in op
                ? [{ op: 'put', col: 'events', record: op.put }]
                : [{ op: 'remove', col: 'events', id: op.remove }],
            );
          // what a command that reads or writes single events does: no list is built
          for (const op of before) apply(op);
          expect(tables.indexes.listsReady).toEqual({ status: false, links: false });
          const events = () => tables.all('events') as EventRecord[];
          // a default list builds the lists per status only
          expect(ids(tables.indexes.listableEvents('publish').range())).toEqual(
            ids(
              events()
                .filter((e) => e.status === 'publish' && !e.hideFromListings)
                .sort(byListOrder),
            ),
          );
          expect(tables.indexes.listsReady).toEqual({ status: true, links: false });
          for (const op of between) apply(op);
          expect(tables.indexes.linkedEvents('categories', 1).size).toBe(
            events().filter((e) => e.categories.includes(1)).length,
          );
          expect(tables.indexes.listsReady).toEqual({ status: true, links: true });
          check(tables);
          for (const op of after) {
            apply(op);
            check(tables);
          }
        },
      ),
      { numRuns: 80 },
    );
  });

  it('a word index built a slice at a time, with puts and removes between the slices, says what a scan says', () => {
    fc.assert(
      fc.property(
        fc.array(eventArb, { maxLength: 12 }),
        fc.array(fc.tuple(opArb, fc.integer({ min: 0, max: 3 })), { maxLength: 25 }),
        (loaded, ops) => {
          const tables = new Tables();
          tables.load('events', [...new Map(loaded.map((x) => [x.id, toInput(x)])).values()]);
          tables.finishLoading();
          const building = tables.indexes.beginTextIndex('', texts);
          let done = false;
          for (const [op, slice] of ops) {
            done = building.step(slice) || done;
            tables.apply(
              'put' in op
                ? [{ op: 'put', col: 'events', record: op.put }]
                : [{ op: 'remove', col: 'events', id: op.remove }],
            );
          }
          // done or not, the index it gives agrees with the records (textIndex finishes it)
          check(tables);
          expect(building.step(1)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('warmTextIndex builds between turns of the event loop; a search that comes first finishes it at once', async () => {
    const ev = titled;
    const tables = new Tables();
    // even ids say jazz
    tables.load(
      'events',
      Array.from({ length: 50 }, (_, i) => ev(i + 1, (i + 1) % 2 === 0 ? 'jazz night' : 'open-air')),
    );
    tables.finishLoading();
    const warmed = tables.indexes.warmTextIndex('', texts, 7);
    await new Promise((r) => setImmediate(r));
    // one reached by the builder already (2), one not yet (3), one removed before it is reached (50)
    tables.apply([{ op: 'put', col: 'events', record: ev(2, 'open-air') }]);
    tables.apply([{ op: 'put', col: 'events', record: ev(3, 'jazz') }]);
    tables.apply([{ op: 'remove', col: 'events', id: 50 }]);
    tables.apply([{ op: 'put', col: 'events', record: ev(51, 'jazz') }]);
    await warmed;
    const found = tables.indexes.textIndex('', texts).matchAll(queryWords('jazz'));
    const want = [3, ...Array.from({ length: 23 }, (_, i) => 2 * i + 4), 51];
    expect([...found].sort((a, b) => a - b)).toEqual(want);

    const other = new Tables();
    other.load('events', [ev(1, 'jazz'), ev(2, 'jazz')]);
    other.finishLoading();
    const pending = other.indexes.warmTextIndex('', texts, 1);
    expect([...other.indexes.textIndex('', texts).matchAll(queryWords('jazz'))].sort()).toEqual([1, 2]);
    await pending;
  });

  it('warmTextIndex goes on while nothing else happens: an idle server builds its word index', async () => {
    // Unref'd immediates run only when something else wakes the event loop: an idle `calev serve`
    // built one slice per incoming request, and the first search after a quiet start paid for all
    // of it (656 ms at 50k events). Here one timer of 1.5 s is all that happens meanwhile.
    const tables = new Tables();
    tables.load(
      'events',
      Array.from({ length: 1_000 }, (_, i) => titled(i + 1, `concert ${i + 1}`)),
    );
    tables.finishLoading();
    void tables.indexes.warmTextIndex('', texts, 10);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(tables.indexes.hasTextIndex('')).toBe(true);
  });

  it('find images by URL (lowest id) and venues by name in each language', () => {
    const tables = new Tables();
    tables.finishLoading();
    const img = (id: number, url: string): ImageRecord => ({ id, url, extension: 'png' });
    tables.apply([
      { op: 'put', col: 'images', record: img(7, 'https://x.example/a.png') },
      { op: 'put', col: 'images', record: img(5, 'https://x.example/a.png') },
    ]);
    expect(tables.indexes.imageWithUrl('https://x.example/a.png')).toBe(5);
    tables.apply([{ op: 'remove', col: 'images', id: 5 }]);
    expect(tables.indexes.imageWithUrl('https://x.example/a.png')).toBe(7);
    const venue = {
      id: 9,
      author: 1,
      status: 'publish',
      dateUtc: '',
      modifiedUtc: '',
      slug: 'hall',
      i18n: { fr: { name: 'Salle' } },
      name: 'Hall',
      description: '',
      address: '',
      city: '',
      country: '',
      province: '',
      state: '',
      zip: '',
      phone: '',
      stateprovince: '',
      website: '',
      image: 0,
      showMap: true,
      showMapLink: true,
      geoLat: null,
      geoLng: null,
    } as const;
    tables.apply([{ op: 'put', col: 'venues', record: venue as never }]);
    expect(tables.indexes.namedIds('venues', 'hall', 'en')).toEqual([9]);
    expect(tables.indexes.namedIds('venues', 'salle', 'fr')).toEqual([9]);
    tables.apply([{ op: 'put', col: 'venues', record: { ...venue, name: 'Big hall', i18n: {} } as never }]);
    expect(tables.indexes.namedIds('venues', 'hall', 'en')).toEqual([]);
    expect(tables.indexes.namedIds('venues', 'salle', 'fr')).toEqual([]);
    expect(tables.indexes.namedIds('venues', 'big hall', 'en')).toEqual([9]);
  });
});
