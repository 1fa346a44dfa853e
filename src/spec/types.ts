// Shapes of the declarative API table. The table (routes.ts) is the single source of truth for
// routing, validation, the namespace index, /doc, CLI flags and completions.

export const LANGUAGES = ['bg', 'zh-hans', 'en', 'fr', 'de', 'ja', 'pt-br', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const NAMESPACE = 'calendar/events/v1';

/** The Events Calendar's own namespace, on a WordPress site. */
export const TEC_NAMESPACE = 'tribe/events/v1';

/** How a raw value is coerced (API.md §1.10). */
export type ArgKind = 'int' | 'bool' | 'number' | 'string' | 'truthy' | 'list' | 'date' | 'enum' | 'any';

/** A named validation rule checked after the kind check succeeds (implemented in src/server/rules.ts). */
export type RuleName =
  | 'atLeast1'
  | 'perPage'
  | 'parsableDate'
  | 'listDate'
  | 'nonEmptyTrimmed'
  | 'nonEmpty'
  | 'categoryList'
  | 'tagList'
  | 'venueIdList'
  | 'organizerIdList'
  | 'listStatus'
  | 'latitudeFilter'
  | 'longitudeFilter'
  | 'positiveIntList'
  | 'existingEvent'
  | 'ticketedFilter'
  | 'existingUser'
  | 'writeStatus'
  | 'timezone'
  | 'image'
  | 'cost'
  | 'website'
  | 'eventTerms'
  | 'venueLink'
  | 'organizerLink'
  | 'postParent'
  | 'recurrence'
  | 'latitude'
  | 'longitude'
  | 'termList'
  | 'categoryParentFilter'
  | 'categoryParentWrite'
  | 'eventPathId'
  | 'eventPathSlug'
  | 'venuePathId'
  | 'venuePathSlug'
  | 'organizerPathId'
  | 'organizerPathSlug'
  | 'termPathId';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** What the namespace index shows for an argument besides description and required. */
export interface IndexShape {
  type?: 'integer' | 'boolean' | 'number' | 'string' | 'array';
  format?: string;
  /** item type for arrays */
  items?: 'integer';
  /** a fixed default shown in the index */
  default?: JsonValue;
  /** a default computed per request (the event list window) */
  computedDefault?: 'windowStart' | 'windowEnd';
}

export interface ArgSpec {
  name: string;
  kind: ArgKind;
  /** English source text; the key into the language catalogues. */
  description?: string;
  index: IndexShape;
  required: boolean;
  enumValues?: readonly string[];
  rule?: RuleName;
  /** comes from the URL path (id, slug) */
  path?: boolean;
  /** only with premium emulation on (hidden from the index and ignored on write when off) */
  premium?: boolean;
  /** `""` passes the kind check and clears the field (post_parent, geo_lat, geo_lng) */
  emptyClears?: boolean;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Operation = 'index' | 'doc' | 'list' | 'create' | 'get' | 'update' | 'delete';
export type Resource = 'events' | 'venues' | 'organizers' | 'categories' | 'tags';
export type RouteShape = 'root' | 'doc' | 'collection' | 'single' | 'bySlug';

export interface EndpointSpec {
  methods: Method[];
  operation: Operation;
  args: ArgSpec[];
}

export interface RouteSpec {
  /** key in the namespace index, relative to the namespace: '', '/doc', '/events/(?P<id>\\d+)' */
  pattern: string;
  /** OpenAPI path: '/events/{id}' */
  openapiPath: string;
  shape: RouteShape;
  resource?: Resource;
  endpoints: EndpointSpec[];
}
