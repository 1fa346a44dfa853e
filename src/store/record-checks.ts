// What a loaded record must be for the code to use it: the types of the fields that the server,
// the CLI and the pages read without looking (a login that is lower-cased, a start that is cut
// into a date, a list that is mapped). A hand edit that breaks one (`"login": null`,
// `"start": 12345`, `"role": "wizard"`) is refused when the data dir is loaded, naming the file,
// record and field, as any other damage is (files.ts, journal.ts): let through, it failed later as
// a TypeError in whatever request met the record first (a 500, a "bug in calev"), and lists left
// the record out without a word. Only types are checked, a few per record, so that a load of
// 100k events costs a few milliseconds more; what a field means is the API's to check on writes.
import { ROLES } from './records.js';
import type { CollectionName } from './records.js';

type Check = (value: unknown) => boolean;

const isString: Check = (v) => typeof v === 'string';
const isInteger: Check = (v) => Number.isSafeInteger(v) && (v as number) >= 0;
const isList: Check = (v) => Array.isArray(v);
const isObject: Check = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined || check(v);
const oneOf = (values: readonly string[]): Check => {
  const set = new Set<unknown>(values);
  return (v) => set.has(v);
};

/** what each check asks for, as the error says it */
const NEEDS = new Map<Check, string>();
function needs(check: Check, what: string): Check {
  NEEDS.set(check, what);
  return check;
}

const STRING = needs(isString, 'a string');
const INTEGER = needs(isInteger, 'a non-negative integer');
const LIST = needs(isList, 'a list');
const OBJECT = needs(isObject, 'an object');
const STATUS = needs(oneOf(['publish', 'future', 'draft', 'pending', 'private', 'trash']), 'a post status');
const ROLE = needs(oneOf(ROLES), `one of ${ROLES.join(', ')}`);
const MAYBE_STRING = needs(optional(isString), 'a string');
const MAYBE_OBJECT = needs(optional(isObject), 'an object');

const POST: Record<string, Check> = {
  author: INTEGER,
  status: STATUS,
  dateUtc: STRING,
  modifiedUtc: STRING,
  slug: STRING,
  i18n: OBJECT,
};

const FIELDS: Record<CollectionName, Record<string, Check>> = {
  events: {
    ...POST,
    title: STRING,
    start: STRING,
    end: STRING,
    timezone: STRING,
    cost: LIST,
    categories: LIST,
    tags: LIST,
    venue: INTEGER,
    organizers: LIST,
    recurrence: MAYBE_OBJECT,
    recurrenceId: MAYBE_STRING,
  },
  venues: { ...POST, name: STRING },
  organizers: { ...POST, name: STRING },
  images: { url: STRING },
  categories: { name: STRING, slug: STRING },
  tags: { name: STRING, slug: STRING },
  users: { login: STRING, email: STRING, role: ROLE, passwordHash: STRING },
};

/** The checks of each collection as a list, to find what is wrong with a record. */
const LISTS = Object.fromEntries(
  Object.entries(FIELDS).map(([col, fields]) => [col, Object.entries(fields)]),
) as Record<CollectionName, Array<[string, Check]>>;

type Fields = Record<string, unknown>;
const str = (v: unknown) => typeof v === 'string';
const int = (v: unknown) => typeof v === 'number' && isInteger(v);

/**
 * FIELDS again, written out with the property names in the code: a loop over the field names
 * reads each property by a key that changes (a slow, megamorphic lookup in V8), ~110 ms for 100k
 * events against ~10 ms here. These only say whether a record is right; LISTS says what is wrong.
 */
const post = (r: Fields) =>
  int(r.author) && STATUS(r.status) && str(r.dateUtc) && str(r.modifiedUtc) && str(r.slug) && isObject(r.i18n);
const QUICK: Record<CollectionName, (r: Fields) => boolean> = {
  events: (r) =>
    post(r) &&
    str(r.title) &&
    str(r.start) &&
    str(r.end) &&
    str(r.timezone) &&
    Array.isArray(r.cost) &&
    Array.isArray(r.categories) &&
    Array.isArray(r.tags) &&
    int(r.venue) &&
    Array.isArray(r.organizers) &&
    (r.recurrence === undefined || isObject(r.recurrence)) &&
    (r.recurrenceId === undefined || str(r.recurrenceId)),
  venues: (r) => post(r) && str(r.name),
  organizers: (r) => post(r) && str(r.name),
  images: (r) => str(r.url),
  categories: (r) => str(r.name) && str(r.slug),
  tags: (r) => str(r.name) && str(r.slug),
  users: (r) => str(r.login) && str(r.email) && ROLE(r.role) && str(r.passwordHash),
};

/**
 * Why a record (an object with a positive integer id) cannot be used as one of `col`:
 * `login is not a string`; undefined when it can.
 */
export function recordFieldProblem(col: CollectionName, record: Fields): string | undefined {
  if (QUICK[col](record)) return undefined;
  for (const [field, check] of LISTS[col]) {
    const value = record[field];
    if (!check(value)) return value === undefined ? `${field} is missing` : `${field} is not ${NEEDS.get(check)}`;
  }
  return undefined;
}
