// The route table of calendar/events/v1 (API.md §1.4 and §4), as data.
import { LANGUAGES, type ArgSpec, type EndpointSpec, type Resource, type RouteSpec } from './types.js';

type ArgOptions = Omit<ArgSpec, 'name' | 'kind' | 'index' | 'required'> & Partial<Pick<ArgSpec, 'index' | 'required'>>;

function arg(name: string, kind: ArgSpec['kind'], description: string | undefined, opts: ArgOptions = {}): ArgSpec {
  const { index = {}, required = false, ...rest } = opts;
  return { name, kind, description, index, required, ...rest };
}

const INT = { type: 'integer' } as const;
const STR = { type: 'string' } as const;
const BOOL = { type: 'boolean' } as const;
const INT_ARRAY = { type: 'array', items: 'integer' } as const;

export const POST_STATUSES = ['publish', 'future', 'draft', 'pending', 'private'] as const;
export const LIST_STATUSES = [...POST_STATUSES, 'trash'] as const;

const translationLanguage = arg('translation_language', 'enum', 'Content language code.', {
  index: STR,
  enumValues: LANGUAGES,
});

const page = arg('page', 'int', 'Page of results to return.', { index: { ...INT, default: 1 }, rule: 'atLeast1' });
const perPage = (what: string, dflt: number | string) =>
  arg('per_page', 'int', `Number of ${what} per page.`, { index: { ...INT, default: dflt }, rule: 'perPage' });

// ---- events ---------------------------------------------------------------------------------

const eventListArgs: ArgSpec[] = [
  page,
  perPage('events', '10'),
  arg('start_date', 'date', 'Only events that start on or after this date.', {
    index: { computedDefault: 'windowStart' },
    rule: 'listDate',
  }),
  arg('end_date', 'date', 'Only events that end on or before this date.', {
    index: { computedDefault: 'windowEnd' },
    rule: 'listDate',
  }),
  arg('starts_before', 'date', 'Only events that start before this date.', { rule: 'listDate' }),
  arg('starts_after', 'date', 'Only events that start after this date.', { rule: 'listDate' }),
  arg('ends_before', 'date', 'Only events that end before this date.', { rule: 'listDate' }),
  arg('ends_after', 'date', 'Only events that end after this date.', { rule: 'listDate' }),
  arg('strict_dates', 'truthy', 'Apply the dates at the exact times given instead of whole days.', {
    index: { default: 'false' },
    rule: 'nonEmpty',
  }),
  arg('search', 'string', 'Only events whose title, description or excerpt contain these words.', {
    index: STR,
    rule: 'nonEmpty',
  }),
  arg('categories', 'list', 'Only events in any of these categories (ids or slugs).', {
    index: INT_ARRAY,
    rule: 'categoryList',
  }),
  arg('tags', 'list', 'Only events with any of these tags (ids or slugs).', { index: INT_ARRAY, rule: 'tagList' }),
  arg('venue', 'list', 'Only events at any of these venues.', { index: INT_ARRAY, rule: 'venueIdList' }),
  arg('organizer', 'list', 'Only events with any of these organizers.', { index: INT_ARRAY, rule: 'organizerIdList' }),
  arg('featured', 'bool', 'Only featured (true) or only non-featured (false) events.', { index: BOOL }),
  arg('status', 'list', 'Only events with these post statuses.', { index: STR, rule: 'listStatus' }),
  arg(
    'geoloc',
    'bool',
    'Only events whose venue has (true) or lacks (false) coordinates. Requires the premium extension.',
    { index: BOOL },
  ),
  arg('geoloc_lat', 'number', 'Latitude of the centre of the search area. Requires the premium extension.', {
    index: { type: 'number', format: 'double' },
    rule: 'latitudeFilter',
  }),
  arg('geoloc_lng', 'number', 'Longitude of the centre of the search area. Requires the premium extension.', {
    index: { type: 'number', format: 'double' },
    rule: 'longitudeFilter',
  }),
  arg('include', 'list', 'Only the events with these ids; date filters are ignored.', {
    index: INT_ARRAY,
    rule: 'positiveIntList',
  }),
  arg('post_parent', 'int', 'Only events whose parent event is this one.', { index: INT, rule: 'existingEvent' }),
  arg('hide_subsequent_recurrences', 'bool', 'Only the first listed occurrence of each event series.', {
    index: BOOL,
    premium: true,
  }),
  arg('ticketed', 'bool', 'Only events with (true) or without (false) tickets.', {
    index: BOOL,
    rule: 'ticketedFilter',
  }),
  arg(
    'hide_from_listings',
    'bool',
    'Only events hidden from listings (true), which lists leave out otherwise, or only the others (false).',
    { index: BOOL },
  ),
  translationLanguage,
];

const author = (dflt?: null) =>
  arg('author', 'int', 'Author user id.', {
    index: dflt === null ? { ...INT, default: null } : INT,
    rule: 'existingUser',
  });
const pubDate = (dflt?: null) =>
  arg('date', 'date', 'Publication date.', {
    index: dflt === null ? { ...STR, default: null } : STR,
    rule: 'parsableDate',
  });
const pubDateUtc = (dflt?: null) =>
  arg('date_utc', 'date', 'Publication date in UTC.', {
    index: dflt === null ? { ...STR, default: null } : STR,
    rule: 'parsableDate',
  });
const image = (dflt?: null) =>
  arg('image', 'string', 'Featured image: attachment id or image URL.', {
    index: dflt === null ? { ...STR, default: null } : STR,
    rule: 'image',
  });

/** Event write arguments; `create` marks title/start/end required, `byId` adds password. */
function eventWriteArgs(mode: 'create' | 'byId' | 'bySlug'): ArgSpec[] {
  const required = mode === 'create';
  const args: ArgSpec[] = [];
  if (mode === 'byId')
    args.push(arg('id', 'int', 'Event id.', { index: INT, required: true, path: true, rule: 'eventPathId' }));
  if (mode === 'bySlug')
    args.push(arg('slug', 'string', 'Event slug.', { index: STR, path: true, rule: 'eventPathSlug' }));
  args.push(
    author(),
    pubDate(),
    pubDateUtc(),
    arg('title', 'string', 'Event title.', { index: STR, required, rule: 'nonEmptyTrimmed' }),
    arg('description', 'string', 'Event description (HTML allowed).', { index: STR }),
  );
  if (mode !== 'bySlug') args.push(arg('slug', 'string', 'Event slug.', { index: STR, rule: 'nonEmpty' }));
  args.push(
    arg('excerpt', 'string', 'Event excerpt.', { index: STR }),
    arg('status', 'string', 'Post status of the event.', { index: STR, rule: 'writeStatus' }),
    arg('timezone', 'string', 'Timezone of the event.', { index: STR, rule: 'timezone' }),
    arg('all_day', 'bool', 'Whether the event lasts all day.', { index: { ...BOOL, default: false } }),
    arg('start_date', 'date', 'Start date and time.', { index: STR, required, rule: 'parsableDate' }),
    arg('end_date', 'date', 'End date and time.', { index: STR, required, rule: 'parsableDate' }),
    image(),
    arg('cost', 'any', 'Cost of the event.', { rule: 'cost' }),
    arg('website', 'string', 'Event website URL.', { index: { ...STR, default: null }, rule: 'website' }),
    arg('show_map', 'bool', 'Whether the event shows a map.', { index: BOOL }),
    arg('show_map_link', 'bool', 'Whether the event shows a map link.', { index: BOOL }),
    arg('hide_from_listings', 'bool', 'Hide the event from lists.', { index: BOOL }),
    arg('sticky', 'bool', 'Pin the event in calendar displays.', { index: BOOL }),
    arg('featured', 'bool', 'Highlight the event.', { index: BOOL }),
    arg('categories', 'list', 'Categories: ids, slugs or names.', {
      index: { ...INT_ARRAY, default: null },
      rule: 'eventTerms',
    }),
    arg('tags', 'list', 'Tags: ids, slugs or names.', { index: { ...INT_ARRAY, default: null }, rule: 'eventTerms' }),
    arg('venue', 'any', 'Venue: id or venue data.', { index: { ...INT_ARRAY, default: null }, rule: 'venueLink' }),
    arg('organizer', 'any', 'Organizers: ids or organizer data.', {
      index: { ...INT_ARRAY, default: null },
      rule: 'organizerLink',
    }),
  );
  if (mode === 'byId') args.push(arg('password', 'string', 'Event password; empty removes it.', { index: STR }));
  args.push(
    arg('post_parent', 'int', 'Parent event id (event series).', {
      index: INT,
      rule: 'postParent',
      premium: true,
      emptyClears: true,
    }),
    arg('ticketed', 'bool', 'Whether the event sells tickets.', { index: { ...BOOL, default: false }, premium: true }),
    arg(
      'recurrence',
      'any',
      'Repetition of the event (series): RFC 5545 rules, extra dates and excluded dates; empty makes it single.',
      { rule: 'recurrence', premium: true },
    ),
    translationLanguage,
  );
  return args;
}

// ---- venues and organizers --------------------------------------------------------------------

const nullStr = (name: string, description: string, rule?: ArgSpec['rule']) =>
  arg(name, 'string', description, { index: { ...STR, default: null }, rule });

function venueWriteArgs(mode: 'create' | 'byId' | 'bySlug'): ArgSpec[] {
  return [
    ...pathArg('venues', mode),
    author(),
    pubDate(),
    pubDateUtc(),
    arg('venue', 'string', 'Venue name.', { index: STR, required: mode === 'create', rule: 'nonEmptyTrimmed' }),
    nullStr('description', 'Venue description.'),
    arg('status', 'string', 'Post status of the venue.', { index: STR, rule: 'writeStatus' }),
    arg('show_map', 'truthy', 'Whether linked events show a map.', { index: { ...STR, default: null } }),
    arg('show_map_link', 'truthy', 'Whether linked events show a map link.', { index: { ...STR, default: null } }),
    nullStr('address', 'Street address.'),
    nullStr('city', 'City.'),
    nullStr('country', 'Country.'),
    nullStr('province', 'Province.'),
    nullStr('state', 'State.'),
    nullStr('zip', 'Postal code.'),
    nullStr('phone', 'Phone number.'),
    nullStr('stateprovince', 'State or province.'),
    nullStr('website', 'Venue website URL.', 'website'),
    image(null),
    arg('geo_lat', 'number', 'Latitude.', {
      index: { type: 'number' },
      rule: 'latitude',
      premium: true,
      emptyClears: true,
    }),
    arg('geo_lng', 'number', 'Longitude.', {
      index: { type: 'number' },
      rule: 'longitude',
      premium: true,
      emptyClears: true,
    }),
    translationLanguage,
  ];
}

function organizerWriteArgs(mode: 'create' | 'byId' | 'bySlug'): ArgSpec[] {
  return [
    ...pathArg('organizers', mode),
    author(null),
    pubDate(null),
    pubDateUtc(null),
    arg('organizer', 'string', 'Organizer name.', { index: STR, required: mode === 'create', rule: 'nonEmptyTrimmed' }),
    nullStr('description', 'Organizer description.'),
    nullStr('status', 'Post status of the organizer.', 'writeStatus'),
    nullStr('phone', 'Phone number.'),
    nullStr('email', 'E-mail address.'),
    nullStr('website', 'Organizer website URL.', 'website'),
    image(null),
    translationLanguage,
  ];
}

const SINGULAR: Record<Resource, string> = {
  events: 'Event',
  venues: 'Venue',
  organizers: 'Organizer',
  categories: 'Category',
  tags: 'Tag',
};

function pathArg(resource: 'venues' | 'organizers', mode: 'create' | 'byId' | 'bySlug' | 'read'): ArgSpec[] {
  const word = SINGULAR[resource];
  const prefix = resource === 'venues' ? 'venue' : 'organizer';
  if (mode === 'byId')
    return [arg('id', 'int', `${word} id.`, { index: INT, required: true, path: true, rule: `${prefix}PathId` })];
  if (mode === 'bySlug')
    return [
      arg('slug', 'string', `${word} slug.`, { index: STR, required: true, path: true, rule: `${prefix}PathSlug` }),
    ];
  return [];
}

function linkedListArgs(resource: 'venues' | 'organizers'): ArgSpec[] {
  return [
    page,
    perPage('items', 10),
    arg('search', 'string', 'Only items containing this text.', { index: STR, rule: 'nonEmpty' }),
    arg('event', 'int', `Only the ${resource} linked to this event.`, { index: INT, rule: 'existingEvent' }),
    arg('has_events', 'truthy', 'true: only items linked to events; false: only items without.'),
    arg('only_with_upcoming', 'truthy', 'Only items linked to upcoming events.', { index: { default: false } }),
    arg('status', 'list', 'Only items with these post statuses.', { index: STR, rule: 'listStatus' }),
    translationLanguage,
  ];
}

// ---- categories and tags ---------------------------------------------------------------------

function termListArgs(resource: 'categories' | 'tags'): ArgSpec[] {
  const args: ArgSpec[] = [
    page,
    perPage('terms', 10),
    arg('search', 'string', 'Only terms whose name or slug contains this text.', { index: STR, rule: 'nonEmpty' }),
    arg('exclude', 'list', 'Leave out these terms.', { index: INT_ARRAY, rule: 'termList' }),
    arg('include', 'list', 'Only these terms.', { index: INT_ARRAY, rule: 'termList' }),
    arg('order', 'string', 'Sort direction: asc or desc.', { index: STR, rule: 'nonEmpty' }),
    arg('orderby', 'string', 'Term attribute to sort by.', { index: STR, rule: 'nonEmpty' }),
    arg('hide_empty', 'bool', 'Hide terms not linked to any published event.', { index: { ...BOOL, default: '1' } }),
  ];
  if (resource === 'categories') {
    args.push(
      arg('parent', 'int', 'Only direct children of this category (0: top level).', {
        index: INT,
        rule: 'categoryParentFilter',
      }),
    );
  }
  args.push(
    arg('post', 'int', 'Only terms linked to this event.', { index: INT, rule: 'existingEvent' }),
    arg('event', 'int', 'Same as post; wins over post.', { index: INT, rule: 'existingEvent' }),
    arg('slug', 'string', 'Only the term with this slug.', { index: STR, rule: 'nonEmpty' }),
    translationLanguage,
  );
  return args;
}

function termWriteArgs(resource: 'categories' | 'tags', mode: 'create' | 'byId'): ArgSpec[] {
  const args: ArgSpec[] = [];
  if (mode === 'byId') args.push(termId(resource));
  args.push(
    arg('name', 'string', 'Term name.', { index: STR, required: mode === 'create', rule: 'nonEmptyTrimmed' }),
    arg('description', 'string', 'Term description.', { index: STR }),
    arg('slug', 'string', 'Term slug.', { index: STR, rule: 'nonEmpty' }),
  );
  if (resource === 'categories')
    args.push(arg('parent', 'int', 'Parent category id.', { index: INT, rule: 'categoryParentWrite' }));
  args.push(translationLanguage);
  return args;
}

function termId(resource: 'categories' | 'tags'): ArgSpec {
  return arg('id', 'int', `${SINGULAR[resource]} id.`, { index: INT, required: true, path: true, rule: 'termPathId' });
}

// ---- the table -------------------------------------------------------------------------------

const WRITE = ['POST', 'PUT', 'PATCH'] as const;

function postRoutes(resource: 'events' | 'venues' | 'organizers'): RouteSpec[] {
  const writeArgs =
    resource === 'events' ? eventWriteArgs : resource === 'venues' ? venueWriteArgs : organizerWriteArgs;
  const listArgs = resource === 'events' ? eventListArgs : linkedListArgs(resource);
  const word = SINGULAR[resource];
  const readById: ArgSpec[] =
    resource === 'events'
      ? [
          arg('id', 'int', 'Event id.', { index: INT, required: true, path: true, rule: 'eventPathId' }),
          arg('password', 'string', 'Event password.', { index: STR }),
          translationLanguage,
        ]
      : [...pathArg(resource, 'byId'), translationLanguage];
  const readBySlug: ArgSpec[] = [
    arg('slug', 'string', `${word} slug.`, {
      index: STR,
      required: true,
      path: true,
      rule: resource === 'events' ? 'eventPathSlug' : resource === 'venues' ? 'venuePathSlug' : 'organizerPathSlug',
    }),
    translationLanguage,
  ];
  const single = (shape: 'single' | 'bySlug', readArgs: ArgSpec[]): EndpointSpec[] => [
    { methods: ['GET'], operation: 'get', args: readArgs },
    { methods: ['DELETE'], operation: 'delete', args: readArgs },
    { methods: [...WRITE], operation: 'update', args: writeArgs(shape === 'single' ? 'byId' : 'bySlug') },
  ];
  return [
    {
      pattern: `/${resource}`,
      openapiPath: `/${resource}`,
      shape: 'collection',
      resource,
      endpoints: [
        { methods: ['GET'], operation: 'list', args: listArgs },
        { methods: ['POST'], operation: 'create', args: writeArgs('create') },
      ],
    },
    {
      pattern: `/${resource}/(?P<id>\\d+)`,
      openapiPath: `/${resource}/{id}`,
      shape: 'single',
      resource,
      endpoints: single('single', readById),
    },
    {
      pattern: `/${resource}/by-slug/(?P<slug>[^/]+)`,
      openapiPath: `/${resource}/by-slug/{slug}`,
      shape: 'bySlug',
      resource,
      endpoints: single('bySlug', readBySlug),
    },
  ];
}

function termRoutes(resource: 'categories' | 'tags'): RouteSpec[] {
  const readArgs = [termId(resource), translationLanguage];
  return [
    {
      pattern: `/${resource}`,
      openapiPath: `/${resource}`,
      shape: 'collection',
      resource,
      endpoints: [
        { methods: ['GET'], operation: 'list', args: termListArgs(resource) },
        { methods: ['POST'], operation: 'create', args: termWriteArgs(resource, 'create') },
      ],
    },
    {
      pattern: `/${resource}/(?P<id>\\d+)`,
      openapiPath: `/${resource}/{id}`,
      shape: 'single',
      resource,
      endpoints: [
        { methods: ['GET'], operation: 'get', args: readArgs },
        { methods: [...WRITE], operation: 'update', args: termWriteArgs(resource, 'byId') },
        { methods: ['DELETE'], operation: 'delete', args: readArgs },
      ],
    },
  ];
}

export const ROUTES: readonly RouteSpec[] = [
  {
    pattern: '',
    openapiPath: '',
    shape: 'root',
    endpoints: [
      {
        methods: ['GET'],
        operation: 'index',
        args: [
          arg('namespace', 'string', undefined, { index: { default: 'calendar/events/v1' } }),
          arg('context', 'string', undefined, { index: { default: 'view' } }),
          translationLanguage,
        ],
      },
    ],
  },
  {
    pattern: '/doc',
    openapiPath: '/doc',
    shape: 'doc',
    endpoints: [{ methods: ['GET'], operation: 'doc', args: [translationLanguage] }],
  },
  ...postRoutes('events'),
  ...postRoutes('venues'),
  ...postRoutes('organizers'),
  ...termRoutes('categories'),
  ...termRoutes('tags'),
];

export const RESOURCES: readonly Resource[] = ['events', 'venues', 'organizers', 'categories', 'tags'];

/** The endpoint of a resource for a CLI verb. */
export function findEndpoint(
  resource: Resource,
  operation: 'list' | 'create' | 'get' | 'update' | 'delete',
  shape: 'collection' | 'single' | 'bySlug' = operation === 'list' || operation === 'create' ? 'collection' : 'single',
): EndpointSpec | undefined {
  const route = ROUTES.find((r) => r.resource === resource && r.shape === shape);
  return route?.endpoints.find((e) => e.operation === operation);
}

/** The field holding an item's name (or an event's title). */
export const NAME_FIELD: Record<Resource, string> = {
  events: 'title',
  venues: 'venue',
  organizers: 'organizer',
  categories: 'name',
  tags: 'name',
};

/** The event list's date filters (`start_date`, `starts_after`, …): the window they set. */
export function eventListDateFilters(): string[] {
  return (findEndpoint('events', 'list')?.args ?? []).filter((a) => a.kind === 'date').map((a) => a.name);
}
