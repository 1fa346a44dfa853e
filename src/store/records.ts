// What the store keeps. Records are plain JSON objects; the API representations are built from
// them in src/domain. Dates: `*Utc` fields are UTC wall clocks 'YYYY-MM-DD HH:mm:ss'; event
// start/end are local wall clocks in the event's own timezone.

export type PostStatus = 'publish' | 'future' | 'draft' | 'pending' | 'private' | 'trash';
export type Role = 'administrator' | 'editor' | 'author' | 'contributor' | 'subscriber';
export const ROLES: readonly Role[] = ['administrator', 'editor', 'author', 'contributor', 'subscriber'];

/** Per-language values of translatable fields (API.md §6); the default language lives on the record. */
export type Translations = Record<string, Record<string, string>>;

export interface PostCommon {
  id: number;
  /** user id */
  author: number;
  status: PostStatus;
  /** status before trashing (permission checks and restore use it) */
  trashedFrom?: PostStatus;
  /** slug before trashing (restored on untrash) */
  trashedSlug?: string;
  dateUtc: string;
  modifiedUtc: string;
  slug: string;
  /** other languages' values of the translatable fields */
  i18n: Translations;
}

export interface EventRecord extends PostCommon {
  title: string;
  description: string;
  excerpt: string;
  allDay: boolean;
  /** local wall clock in `timezone` */
  start: string;
  end: string;
  /** as stored: IANA name, 'UTC', or 'UTC+5.5' */
  timezone: string;
  /** cost entries as sent (§5.7) */
  cost: string[];
  /** null: never set (follows url) */
  website: string | null;
  showMap: boolean;
  showMapLink: boolean;
  hideFromListings: boolean;
  sticky: boolean;
  featured: boolean;
  categories: number[];
  tags: number[];
  /** venue post id, 0 = none */
  venue: number;
  organizers: number[];
  /** attachment post id, 0 = none */
  image: number;
  /** '' = not protected */
  password: string;
  postParent: number;
  ticketed: boolean;
  /** a series master (API.md §7.1): its rule; absent on single events and occurrences */
  recurrence?: RecurrenceRecord;
  /** an occurrence: the start its series gave it (its identity in the series) */
  recurrenceId?: string;
  /** an occurrence edited on its own: series-wide updates spare it */
  detached?: boolean;
  /** an occurrence trashed because its master was (restoring the master restores it) */
  trashedWithSeries?: boolean;
}

/** An event with every field at its default but those of `post` (what a create starts from). The
 * keys in the order of the files, which gives created and loaded records one hidden class. */
/** An occurrence of a series (API.md §7.1): an event its master made, with the master as parent. */
export function isOccurrence(e: EventRecord): boolean {
  return e.recurrenceId !== undefined && e.postParent !== 0;
}

export function defaultEventRecord(
  post: Pick<EventRecord, 'id' | 'author' | 'status' | 'dateUtc' | 'slug' | 'start' | 'end' | 'timezone'>,
): EventRecord {
  return {
    id: post.id,
    author: post.author,
    status: post.status,
    dateUtc: post.dateUtc,
    modifiedUtc: post.dateUtc,
    slug: post.slug,
    i18n: {},
    title: '',
    description: '',
    excerpt: '',
    allDay: false,
    start: post.start,
    end: post.end,
    timezone: post.timezone,
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

/** The rule of a series (API.md §7.1); dates are wall clocks in the event's timezone. */
export interface RecurrenceRecord {
  /** RFC 5545 RRULE values without the `RRULE:` prefix */
  rules: string[];
  rdates: string[];
  exdates: string[];
  /** the first start of the series beyond its materialised occurrences, or null when there is
   * none (the rule ends, or the series holds its maximum): the horizon moves on only when due */
  next: string | null;
}

export interface VenueRecord extends PostCommon {
  name: string;
  description: string;
  address: string;
  city: string;
  country: string;
  province: string;
  state: string;
  zip: string;
  phone: string;
  stateprovince: string;
  website: string;
  image: number;
  showMap: boolean;
  showMapLink: boolean;
  geoLat: number | null;
  geoLng: number | null;
}

export interface OrganizerRecord extends PostCommon {
  name: string;
  description: string;
  phone: string;
  website: string;
  email: string;
  image: number;
}

/** An image attachment: a post in the shared id sequence. */
export interface ImageRecord {
  id: number;
  url: string;
  extension: string;
}

export interface TermRecord {
  id: number;
  name: string;
  slug: string;
  description: string;
  /** categories only; 0 = top level */
  parent: number;
  i18n: Translations;
}

export interface UserRecord {
  id: number;
  login: string;
  email: string;
  role: Role;
  /** 'scrypt$N$r$p$saltB64$hashB64' */
  passwordHash: string;
}

/** Collections, each one JSON file in the data dir. */
export interface Collections {
  events: EventRecord;
  venues: VenueRecord;
  organizers: OrganizerRecord;
  images: ImageRecord;
  categories: TermRecord;
  tags: TermRecord;
  users: UserRecord;
}
export type CollectionName = keyof Collections;
export type AnyRecord = Collections[CollectionName];
export const COLLECTION_NAMES: readonly CollectionName[] = [
  'events',
  'venues',
  'organizers',
  'images',
  'categories',
  'tags',
  'users',
];

/** Id sequences: posts (events, venues, organizers, images) share one, terms another, users a third. */
export interface Sequences {
  post: number;
  term: number;
  user: number;
}
