// A whole event record for tests that build stores and indexes by hand.
import type { EventRecord, PostStatus } from '../../src/store/records.js';

export function event(
  id: number,
  status: PostStatus,
  dateUtc: string,
  start = '2024-07-01 10:00:00',
  end = '2024-07-01 11:00:00',
): EventRecord {
  return {
    id,
    author: 1,
    status,
    dateUtc,
    modifiedUtc: dateUtc,
    slug: `e-${id}`,
    i18n: {},
    title: '',
    description: '',
    excerpt: '',
    allDay: false,
    start,
    end,
    timezone: 'UTC',
    cost: [],
    website: null,
    showMap: false,
    showMapLink: false,
    hideFromListings: false,
    sticky: false,
    featured: false,
    categories: [],
    tags: [],
    venue: 0,
    organizers: [],
    image: 0,
    password: '',
    postParent: 0,
    ticketed: false,
  };
}
