// Views of venues, organizers and terms are built once per record version and request variant,
// and kept for the records shown most recently, not for every one ever shown
// (src/domain/post-views.ts, src/domain/record-memo.ts).
import { describe, expect, it } from 'vitest';
import { cachedEmbeddedTermView, organizerView, venueView } from '../../src/domain/post-views.js';
import { KEPT_RECORDS } from '../../src/domain/record-memo.js';
import type { ViewContext } from '../../src/domain/view-context.js';
import type { OrganizerRecord, TermRecord, VenueRecord } from '../../src/store/records.js';

const ctx: ViewContext = {
  store: { get: () => undefined, all: () => [] },
  caller: null,
  lang: 'en',
  siteUrl: 'http://127.0.0.1:1',
  nsUrl: 'http://127.0.0.1:1/wp-json/calendar/events/v1',
  site: { host: '127.0.0.1', timezone: 'UTC', language: 'en', premium: true },
  termCounts: () => new Map(),
};

const post = (id: number) => ({
  id,
  author: 1,
  status: 'publish' as const,
  dateUtc: '2024-07-01 10:00:00',
  modifiedUtc: '2024-07-01 10:00:00',
  slug: `p-${id}`,
  i18n: {},
  description: '',
  website: '',
  phone: '',
  image: 0,
});

const venue = (id: number): VenueRecord =>
  Object.freeze({
    ...post(id),
    name: `Hall ${id}`,
    address: '',
    city: 'Lyon',
    country: 'France',
    province: '',
    state: '',
    zip: '',
    stateprovince: '',
    showMap: false,
    showMapLink: false,
    geoLat: null,
    geoLng: null,
  });

const organizer = (id: number): OrganizerRecord => Object.freeze({ ...post(id), name: `Org ${id}`, email: '' });

const term = (id: number): TermRecord =>
  Object.freeze({ id, name: `Term ${id}`, slug: `term-${id}`, description: '', parent: 0, i18n: {} });

describe('views of linked records', () => {
  it(`a venue's view is kept until ${KEPT_RECORDS} other venues and organizers were shown after it`, () => {
    const hall = venue(1);
    const view = venueView(ctx, hall, false);
    expect(venueView(ctx, hall, false)).toBe(view);
    for (let id = 2; id <= KEPT_RECORDS; id++) venueView(ctx, venue(id), false);
    expect(venueView(ctx, hall, false)).toBe(view);
    // the shared post ids: venues and organizers count together
    for (let id = KEPT_RECORDS + 1; id <= 2 * KEPT_RECORDS; id++) organizerView(ctx, organizer(id), false);
    const again = venueView(ctx, hall, false);
    expect(again).not.toBe(view);
    expect(again).toEqual(view);
  });

  it(`a term's view is kept until ${KEPT_RECORDS} other terms were shown after it`, () => {
    const jazz = term(1);
    const view = cachedEmbeddedTermView(ctx, 'categories', jazz);
    for (let id = 2; id <= KEPT_RECORDS; id++) cachedEmbeddedTermView(ctx, 'tags', term(id));
    expect(cachedEmbeddedTermView(ctx, 'categories', jazz)).toBe(view);
    for (let id = KEPT_RECORDS + 1; id <= 2 * KEPT_RECORDS; id++) cachedEmbeddedTermView(ctx, 'tags', term(id));
    const again = cachedEmbeddedTermView(ctx, 'categories', jazz);
    expect(again).not.toBe(view);
    expect(again).toEqual(view);
  });
});
