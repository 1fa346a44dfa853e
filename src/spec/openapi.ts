// GET /doc (API.md §1.5): an OpenAPI 3.0.3 document generated from the route table. Schemas
// describe the real output of §3; parameters and request bodies come from the table's arguments.
import { translate } from './catalogues/index.js';
import { visibleArgs } from './namespace-index.js';
import { LIST_STATUSES, ROUTES } from './routes.js';
import type { ArgSpec, EndpointSpec, JsonValue, Language, Method, Operation, Resource, RouteSpec } from './types.js';

/** Every English source text /doc introduces besides the table's argument descriptions: the keys
 *  translators add to the catalogues (§6). */
export const DOC_TEXTS = [
  // info
  'Calendar Events REST API',
  'Read and manage calendar events, venues, organizers, event categories and event tags.',
  // summaries
  'Get the API documentation',
  'List events',
  'Create an event',
  'Get an event',
  'Update an event',
  'Delete an event',
  'Get an event by slug',
  'Update an event by slug',
  'Delete an event by slug',
  'List venues',
  'Create a venue',
  'Get a venue',
  'Update a venue',
  'Delete a venue',
  'Get a venue by slug',
  'Update a venue by slug',
  'Delete a venue by slug',
  'List organizers',
  'Create an organizer',
  'Get an organizer',
  'Update an organizer',
  'Delete an organizer',
  'Get an organizer by slug',
  'Update an organizer by slug',
  'Delete an organizer by slug',
  'List categories',
  'Create a category',
  'Get a category',
  'Update a category',
  'Delete a category',
  'List tags',
  'Create a tag',
  'Get a tag',
  'Update a tag',
  'Delete a tag',
  // responses
  'OK',
  'Created',
  'Bad request',
  'Authentication required',
  'Forbidden',
  'Not found',
  'Gone',
  'The OpenAPI document.',
  // list envelopes
  'Events of this page.',
  'Venues of this page.',
  'Organizers of this page.',
  'Categories of this page.',
  'Tags of this page.',
  'URL of this page.',
  'URL of the next page.',
  'URL of the previous page.',
  'Number of matching items.',
  'Number of pages.',
  // shared post properties
  'Global identifier of the item.',
  'Global identifiers of the item and its origins.',
  'Date of the last change.',
  'Date of the last change in UTC.',
  'Public page URL.',
  'Structured data (schema.org).',
  // ImageSize, Image
  'Width in pixels.',
  'Height in pixels.',
  'MIME type.',
  'Image URL.',
  'Attachment id.',
  'File extension.',
  // CostDetails
  'Currency symbol.',
  'Currency code (always empty).',
  'Position of the currency symbol: prefix or postfix.',
  'Numeric values of the cost, as strings.',
  // Term
  'Term id.',
  'Number of published events linked to the term.',
  'Taxonomy of the term.',
  'Parent term id (0: none).',
  'Term meta (always empty).',
  'API URLs of the term, its collection and its parent.',
  'Term group (always 0).',
  'Term taxonomy id (same as id).',
  'Filter context (always raw).',
  // DateDetails
  'Year.',
  'Month.',
  'Day.',
  'Hour.',
  'Minutes.',
  'Seconds.',
  // Event
  'API URL of the event.',
  'Featured image, or false when there is none.',
  'Parts of the start date.',
  'Parts of the end date.',
  'Start date and time in UTC.',
  'End date and time in UTC.',
  'Parts of the UTC start date.',
  'Parts of the UTC end date.',
  'Timezone abbreviation at the start of the event.',
  'Parsed cost.',
  'Categories of the event.',
  'Tags of the event.',
  'Venue of the event, or an empty array.',
  'Organizers of the event.',
  'Custom fields (always empty).',
  'Featured image.',
  // Error
  'Error code.',
  'Error message.',
  'HTTP status and details of the error.',
  'HTTP status.',
  'The parameters concerned.',
  'Details of each invalid parameter.',
  'Id of the existing term.',
  // texts shared with the route table's argument descriptions
  'Event id.',
  'Venue id.',
  'Organizer id.',
  'Author user id.',
  'Publication date.',
  'Publication date in UTC.',
  'Post status of the event.',
  'Post status of the venue.',
  'Post status of the organizer.',
  'Event title.',
  'Event description (HTML allowed).',
  'Event excerpt.',
  'Event slug.',
  'Venue slug.',
  'Organizer slug.',
  'Whether the event lasts all day.',
  'Start date and time.',
  'End date and time.',
  'Timezone of the event.',
  'Cost of the event.',
  'Event website URL.',
  'Whether the event shows a map.',
  'Whether the event shows a map link.',
  'Hide the event from lists.',
  'Pin the event in calendar displays.',
  'Highlight the event.',
  'Parent event id (event series).',
  'Whether the event sells tickets.',
  'Venue name.',
  'Venue description.',
  'Street address.',
  'City.',
  'Country.',
  'Province.',
  'State.',
  'Postal code.',
  'Phone number.',
  'Venue website URL.',
  'State or province.',
  'Latitude.',
  'Longitude.',
  'Whether linked events show a map.',
  'Whether linked events show a map link.',
  'Organizer name.',
  'Organizer description.',
  'Organizer website URL.',
  'E-mail address.',
  'Term name.',
  'Term description.',
  'Term slug.',
  'Rule of a series master (§7.1); null for single events and occurrences.',
  'RFC 5545 rules.',
  'Extra occurrence starts.',
  'Excluded occurrence starts.',
  'The rule in words.',
] as const;

export type DocText = (typeof DOC_TEXTS)[number];

type Schema = { [key: string]: unknown };
type Texts = (text: DocText) => string;

export const SCHEMA_NAMES = [
  'ImageSize',
  'CostDetails',
  'Term',
  'Image',
  'DateDetails',
  'Event',
  'Venue',
  'Organizer',
  'Error',
] as const;
type SchemaName = (typeof SCHEMA_NAMES)[number];

const ref = (name: SchemaName): Schema => ({ $ref: `#/components/schemas/${name}` });
const object = (properties: Schema): Schema => ({ type: 'object', properties });

/** Property builders; `allOf` carries a description next to a reference (3.0 ignores $ref siblings). */
function props(t: Texts) {
  return {
    str: (d: DocText, extra: Schema = {}): Schema => ({ type: 'string', description: t(d), ...extra }),
    int: (d: DocText): Schema => ({ type: 'integer', description: t(d) }),
    num: (d: DocText): Schema => ({ type: 'number', format: 'double', description: t(d) }),
    bool: (d: DocText): Schema => ({ type: 'boolean', description: t(d) }),
    /** a boolean that password masking turns into null (§2.4) */
    maskable: (d: DocText): Schema => ({ type: 'boolean', nullable: true, description: t(d) }),
    list: (d: DocText, items: Schema): Schema => ({ type: 'array', description: t(d), items }),
    obj: (d: DocText): Schema => ({ type: 'object', description: t(d) }),
    refTo: (d: DocText, name: SchemaName): Schema => ({ description: t(d), allOf: [ref(name)] }),
  };
}

const STATUS_ENUM = { enum: [...LIST_STATUSES] };
const EMPTY_ARRAY: Schema = { type: 'array', items: {}, maxItems: 0 };

/** id, author, status, dates and url: the leading keys of events, venues and organizers. */
function postHead(t: Texts, id: DocText, status: DocText): Schema {
  const p = props(t);
  return {
    id: p.int(id),
    author: p.str('Author user id.'),
    status: p.str(status, STATUS_ENUM),
    date: p.str('Publication date.'),
    date_utc: p.str('Publication date in UTC.'),
    modified: p.str('Date of the last change.'),
    modified_utc: p.str('Date of the last change in UTC.'),
    url: p.str('Public page URL.', { format: 'uri' }),
  };
}

function globalIds(t: Texts): Schema {
  const p = props(t);
  return {
    global_id: p.str('Global identifier of the item.'),
    global_id_lineage: p.list('Global identifiers of the item and its origins.', { type: 'string' }),
  };
}

/** `premium`: with the series' `recurrence` field (§7.1), which a server without the premium
 * features has nowhere, /doc included */
function eventSchema(t: Texts, premium: boolean): Schema {
  const p = props(t);
  const { id, ...head } = postHead(t, 'Event id.', 'Post status of the event.');
  return object({
    id,
    ...globalIds(t),
    ...head,
    rest_url: p.str('API URL of the event.', { format: 'uri' }),
    title: p.str('Event title.'),
    description: p.str('Event description (HTML allowed).'),
    excerpt: p.str('Event excerpt.'),
    slug: p.str('Event slug.'),
    image: {
      description: t('Featured image, or false when there is none.'),
      oneOf: [ref('Image'), { type: 'boolean', enum: [false] }],
    },
    all_day: p.maskable('Whether the event lasts all day.'),
    start_date: p.str('Start date and time.'),
    start_date_details: p.refTo('Parts of the start date.', 'DateDetails'),
    end_date: p.str('End date and time.'),
    end_date_details: p.refTo('Parts of the end date.', 'DateDetails'),
    utc_start_date: p.str('Start date and time in UTC.'),
    utc_start_date_details: p.refTo('Parts of the UTC start date.', 'DateDetails'),
    utc_end_date: p.str('End date and time in UTC.'),
    utc_end_date_details: p.refTo('Parts of the UTC end date.', 'DateDetails'),
    timezone: p.str('Timezone of the event.'),
    timezone_abbr: p.str('Timezone abbreviation at the start of the event.'),
    cost: p.str('Cost of the event.'),
    cost_details: p.refTo('Parsed cost.', 'CostDetails'),
    website: p.str('Event website URL.'),
    show_map: p.maskable('Whether the event shows a map.'),
    show_map_link: p.maskable('Whether the event shows a map link.'),
    hide_from_listings: p.maskable('Hide the event from lists.'),
    sticky: p.maskable('Pin the event in calendar displays.'),
    featured: p.maskable('Highlight the event.'),
    categories: p.list('Categories of the event.', ref('Term')),
    tags: p.list('Tags of the event.', ref('Term')),
    venue: { description: t('Venue of the event, or an empty array.'), oneOf: [ref('Venue'), EMPTY_ARRAY] },
    organizer: p.list('Organizers of the event.', ref('Organizer')),
    custom_fields: { ...EMPTY_ARRAY, description: t('Custom fields (always empty).') },
    post_parent: p.int('Parent event id (event series).'),
    ...(premium
      ? {
          recurrence: {
            ...object({
              rules: p.list('RFC 5545 rules.', { type: 'string' }),
              rdates: p.list('Extra occurrence starts.', { type: 'string' }),
              exdates: p.list('Excluded occurrence starts.', { type: 'string' }),
              description: p.str('The rule in words.'),
            }),
            nullable: true,
            description: t('Rule of a series master (§7.1); null for single events and occurrences.'),
          },
        }
      : {}),
    ticketed: p.maskable('Whether the event sells tickets.'),
    json_ld: p.obj('Structured data (schema.org).'),
  });
}

function venueSchema(t: Texts): Schema {
  const p = props(t);
  return object({
    ...postHead(t, 'Venue id.', 'Post status of the venue.'),
    venue: p.str('Venue name.'),
    description: p.str('Venue description.'),
    slug: p.str('Venue slug.'),
    image: p.refTo('Featured image.', 'Image'),
    address: p.str('Street address.'),
    city: p.str('City.'),
    country: p.str('Country.'),
    province: p.str('Province.'),
    state: p.str('State.'),
    zip: p.str('Postal code.'),
    phone: p.str('Phone number.'),
    website: p.str('Venue website URL.'),
    stateprovince: p.str('State or province.'),
    geo_lat: p.num('Latitude.'),
    geo_lng: p.num('Longitude.'),
    json_ld: p.obj('Structured data (schema.org).'),
    show_map: p.bool('Whether linked events show a map.'),
    show_map_link: p.bool('Whether linked events show a map link.'),
    ...globalIds(t),
  });
}

function organizerSchema(t: Texts): Schema {
  const p = props(t);
  return object({
    ...postHead(t, 'Organizer id.', 'Post status of the organizer.'),
    organizer: p.str('Organizer name.'),
    description: p.str('Organizer description.'),
    slug: p.str('Organizer slug.'),
    image: p.refTo('Featured image.', 'Image'),
    phone: p.str('Phone number.'),
    website: p.str('Organizer website URL.'),
    email: p.str('E-mail address.'),
    json_ld: p.obj('Structured data (schema.org).'),
    ...globalIds(t),
  });
}

/** Standalone keys (§3.5) first, then the keys only embedded terms carry. */
function termSchema(t: Texts): Schema {
  const p = props(t);
  return object({
    id: p.int('Term id.'),
    count: p.int('Number of published events linked to the term.'),
    description: p.str('Term description.'),
    name: p.str('Term name.'),
    slug: p.str('Term slug.'),
    taxonomy: p.str('Taxonomy of the term.', { enum: ['tribe_events_cat', 'post_tag'] }),
    parent: p.int('Parent term id (0: none).'),
    meta: { ...EMPTY_ARRAY, description: t('Term meta (always empty).') },
    url: p.str('Public page URL.', { format: 'uri' }),
    urls: {
      ...object({
        self: { type: 'string', format: 'uri' },
        collection: { type: 'string', format: 'uri' },
        up: { type: 'string', format: 'uri' },
      }),
      description: t('API URLs of the term, its collection and its parent.'),
    },
    term_group: p.int('Term group (always 0).'),
    term_taxonomy_id: p.int('Term taxonomy id (same as id).'),
    filter: p.str('Filter context (always raw).'),
  });
}

function componentSchemas(t: Texts, premium = true): Record<SchemaName, Schema> {
  const p = props(t);
  return {
    ImageSize: object({
      width: p.int('Width in pixels.'),
      height: p.int('Height in pixels.'),
      'mime-type': p.str('MIME type.'),
      url: p.str('Image URL.', { format: 'uri' }),
    }),
    CostDetails: object({
      currency_symbol: p.str('Currency symbol.'),
      currency_code: p.str('Currency code (always empty).'),
      currency_position: p.str('Position of the currency symbol: prefix or postfix.', {
        enum: ['', 'prefix', 'postfix'],
      }),
      values: p.list('Numeric values of the cost, as strings.', { type: 'string' }),
    }),
    Term: termSchema(t),
    Image: object({
      url: p.str('Image URL.', { format: 'uri' }),
      id: p.int('Attachment id.'),
      extension: p.str('File extension.'),
    }),
    DateDetails: object({
      year: p.str('Year.'),
      month: p.str('Month.'),
      day: p.str('Day.'),
      hour: p.str('Hour.'),
      minutes: p.str('Minutes.'),
      seconds: p.str('Seconds.'),
    }),
    Event: eventSchema(t, premium),
    Venue: venueSchema(t),
    Organizer: organizerSchema(t),
    Error: object({
      code: p.str('Error code.'),
      message: p.str('Error message.'),
      data: {
        ...object({
          status: p.int('HTTP status.'),
          params: { description: t('The parameters concerned.') },
          details: { description: t('Details of each invalid parameter.') },
          term_id: p.int('Id of the existing term.'),
        }),
        required: ['status'],
        description: t('HTTP status and details of the error.'),
      },
    }),
  };
}

// ---- operations ---------------------------------------------------------------------------------

type OperationKey = 'list' | 'create' | 'get' | 'update' | 'delete' | 'getBySlug' | 'updateBySlug' | 'deleteBySlug';

const SUMMARIES: Record<Resource, Partial<Record<OperationKey, DocText>>> = {
  events: {
    list: 'List events',
    create: 'Create an event',
    get: 'Get an event',
    update: 'Update an event',
    delete: 'Delete an event',
    getBySlug: 'Get an event by slug',
    updateBySlug: 'Update an event by slug',
    deleteBySlug: 'Delete an event by slug',
  },
  venues: {
    list: 'List venues',
    create: 'Create a venue',
    get: 'Get a venue',
    update: 'Update a venue',
    delete: 'Delete a venue',
    getBySlug: 'Get a venue by slug',
    updateBySlug: 'Update a venue by slug',
    deleteBySlug: 'Delete a venue by slug',
  },
  organizers: {
    list: 'List organizers',
    create: 'Create an organizer',
    get: 'Get an organizer',
    update: 'Update an organizer',
    delete: 'Delete an organizer',
    getBySlug: 'Get an organizer by slug',
    updateBySlug: 'Update an organizer by slug',
    deleteBySlug: 'Delete an organizer by slug',
  },
  categories: {
    list: 'List categories',
    create: 'Create a category',
    get: 'Get a category',
    update: 'Update a category',
    delete: 'Delete a category',
  },
  tags: { list: 'List tags', create: 'Create a tag', get: 'Get a tag', update: 'Update a tag', delete: 'Delete a tag' },
};

const NAMES: Record<Resource, { one: string; many: string; schema: SchemaName; items: DocText }> = {
  events: { one: 'Event', many: 'Events', schema: 'Event', items: 'Events of this page.' },
  venues: { one: 'Venue', many: 'Venues', schema: 'Venue', items: 'Venues of this page.' },
  organizers: { one: 'Organizer', many: 'Organizers', schema: 'Organizer', items: 'Organizers of this page.' },
  categories: { one: 'Category', many: 'Categories', schema: 'Term', items: 'Categories of this page.' },
  tags: { one: 'Tag', many: 'Tags', schema: 'Term', items: 'Tags of this page.' },
};

/** §1.5 response codes per operation kind */
export const RESPONSE_CODES: Readonly<Record<Exclude<Operation, 'index'>, readonly number[]>> = {
  doc: [200],
  list: [200, 400, 404],
  get: [200, 400, 403, 404],
  create: [201, 400, 401, 403],
  update: [200, 400, 401, 403, 404],
  delete: [200, 400, 401, 403, 404, 410],
};

const STATUS_TEXTS: Record<number, DocText> = {
  200: 'OK',
  201: 'Created',
  400: 'Bad request',
  401: 'Authentication required',
  403: 'Forbidden',
  404: 'Not found',
  410: 'Gone',
};

const METHOD_ORDER: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const UPDATE_VERB: Partial<Record<Method, string>> = { POST: 'update', PUT: 'replace', PATCH: 'patch' };

function operationId(route: RouteSpec, endpoint: EndpointSpec, method: Method): string {
  if (endpoint.operation === 'doc' || !route.resource) return 'getDoc';
  const names = NAMES[route.resource];
  if (endpoint.operation === 'list') return `list${names.many}`;
  const verb = endpoint.operation === 'update' ? UPDATE_VERB[method] : endpoint.operation;
  return `${verb}${names.one}${route.shape === 'bySlug' ? 'BySlug' : ''}`;
}

function summary(route: RouteSpec, endpoint: EndpointSpec): DocText {
  if (!route.resource) return 'Get the API documentation';
  const key = `${endpoint.operation}${route.shape === 'bySlug' ? 'BySlug' : ''}` as OperationKey;
  const text = SUMMARIES[route.resource][key];
  if (!text) throw new Error(`no summary for ${key} on ${route.pattern}`);
  return text;
}

// ---- argument schemas -----------------------------------------------------------------------------

/** List rules whose items are ids only; the other id lists also take slugs or names. */
const ID_ONLY_LISTS = new Set<ArgSpec['rule']>(['venueIdList', 'organizerIdList', 'positiveIntList']);

function listItems(arg: ArgSpec): Schema {
  if (arg.index.items !== 'integer') return { type: 'string' };
  if (ID_ONLY_LISTS.has(arg.rule)) return { type: 'integer' };
  return { anyOf: [{ type: 'integer' }, { type: 'string' }] };
}

/** The index default in the type of the schema (the index shows some as strings: "10", "1"). */
function schemaDefault(arg: ArgSpec): JsonValue | undefined {
  const d = arg.index.default;
  if (d === undefined || d === null) return undefined;
  const text = typeof d === 'string' ? d : JSON.stringify(d);
  if (arg.kind === 'int') return /^[+-]?\d+$/.test(text) ? Number(text) : undefined;
  if (arg.kind === 'bool')
    return ['true', '1'].includes(text) ? true : ['false', '0'].includes(text) ? false : undefined;
  return text;
}

/** `withDefault` is off for update bodies: an omitted field keeps its value there (§5.2). */
function argSchema(arg: ArgSpec, where: 'path' | 'query' | 'body', withDefault = true): Schema {
  let schema: Schema;
  switch (arg.kind) {
    case 'int':
      schema = { type: 'integer' };
      break;
    case 'bool':
      schema = { type: 'boolean' };
      break;
    case 'number':
      schema = arg.index.format ? { type: 'number', format: arg.index.format } : { type: 'number' };
      break;
    case 'enum':
      schema = { type: 'string', enum: [...(arg.enumValues ?? [])] };
      break;
    case 'truthy':
      schema =
        where === 'body'
          ? { anyOf: [{ type: 'string' }, { type: 'boolean' }, { type: 'number' }] }
          : { type: 'string' };
      break;
    case 'list':
      schema = { type: 'array', items: listItems(arg) };
      break;
    case 'any':
      schema = {};
      break;
    default:
      schema = { type: 'string' };
  }
  const dflt = withDefault ? schemaDefault(arg) : undefined;
  if (dflt !== undefined) schema.default = dflt;
  if (arg.emptyClears && where === 'body') schema = { oneOf: [schema, { type: 'string', enum: [''] }] };
  return schema;
}

function parameter(arg: ArgSpec, where: 'path' | 'query', lang: Language): Schema {
  const out: Schema = { name: arg.name, in: where };
  if (arg.description !== undefined) out.description = translate(arg.description, lang);
  out.required = where === 'path' ? true : arg.required;
  out.schema = argSchema(arg, where);
  if (arg.kind === 'list') Object.assign(out, { style: 'form', explode: false });
  return out;
}

const BODY_METHODS = new Set<Method>(['POST', 'PUT', 'PATCH']);

/** A path argument that is not required (event by-slug updates) is also the body's new value (§4.6). */
function isBodyArg(arg: ArgSpec): boolean {
  return arg.name !== 'translation_language' && (!arg.path || !arg.required);
}

function parameters(args: ArgSpec[], method: Method, lang: Language): Schema[] {
  const inBody = BODY_METHODS.has(method);
  const path = args.filter((a) => a.path).map((a) => parameter(a, 'path', lang));
  const query = args
    .filter((a) => !a.path && (!inBody || a.name === 'translation_language'))
    .map((a) => parameter(a, 'query', lang));
  return [...path, ...query];
}

function requestBody(args: ArgSpec[], operation: Operation, lang: Language): Schema {
  const properties: Schema = {};
  const bodyArgs = args.filter(isBodyArg);
  for (const arg of bodyArgs) {
    const schema = argSchema(arg, 'body', operation === 'create');
    properties[arg.name] =
      arg.description === undefined ? schema : { description: translate(arg.description, lang), ...schema };
  }
  const schema: Schema = object(properties);
  const required = bodyArgs.filter((a) => a.required).map((a) => a.name);
  if (operation === 'create' && required.length > 0) schema.required = required;
  const content = { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } };
  return operation === 'create' ? { content, required: true } : { content };
}

function listEnvelope(resource: Resource, t: Texts): Schema {
  const p = props(t);
  const items = p.list(NAMES[resource].items, ref(NAMES[resource].schema));
  const pages = {
    next_rest_url: p.str('URL of the next page.', { format: 'uri' }),
    previous_rest_url: p.str('URL of the previous page.', { format: 'uri' }),
  };
  const head = { rest_url: p.str('URL of this page.', { format: 'uri' }) };
  const totals = { total: p.int('Number of matching items.'), total_pages: p.int('Number of pages.') };
  // §4.1: post lists put the items first, term lists after the totals
  if (resource === 'categories' || resource === 'tags')
    return object({ ...head, ...totals, [resource]: items, ...pages });
  return object({ [resource]: items, ...head, ...pages, ...totals });
}

function responses(route: RouteSpec, operation: Exclude<Operation, 'index'>, t: Texts): Schema {
  const out: Schema = {};
  for (const code of RESPONSE_CODES[operation]) {
    let schema: Schema;
    if (code >= 400) schema = ref('Error');
    else if (operation === 'doc' || !route.resource)
      schema = { type: 'object', description: t('The OpenAPI document.') };
    else if (operation === 'list') schema = listEnvelope(route.resource, t);
    else schema = ref(NAMES[route.resource].schema);
    out[String(code)] = { description: t(STATUS_TEXTS[code]), content: { 'application/json': { schema } } };
  }
  return out;
}

function operationObject(route: RouteSpec, endpoint: EndpointSpec, method: Method, opts: DocOptions, t: Texts): Schema {
  const operation = endpoint.operation as Exclude<Operation, 'index'>;
  const args = visibleArgs(endpoint, opts.premium);
  const out: Schema = {
    summary: t(summary(route, endpoint)),
    operationId: operationId(route, endpoint, method),
    parameters: parameters(args, method, opts.lang),
  };
  if (BODY_METHODS.has(method)) out.requestBody = requestBody(args, operation, opts.lang);
  out.responses = responses(route, operation, t);
  return out;
}

function pathItem(route: RouteSpec, opts: DocOptions, t: Texts): Schema {
  const item: Schema = {};
  for (const method of METHOD_ORDER) {
    const endpoint = route.endpoints.find((e) => e.methods.includes(method));
    if (endpoint) item[method.toLowerCase()] = operationObject(route, endpoint, method, opts, t);
  }
  return item;
}

export interface DocOptions {
  /** {ns}, with the language segment when the request had one */
  nsUrl: string;
  lang: Language;
  premium: boolean;
}

/** The /doc body (§1.5). */
export function buildOpenApi(opts: DocOptions): Record<string, unknown> {
  const t: Texts = (text) => translate(text, opts.lang);
  const paths: Schema = {};
  for (const route of ROUTES) {
    if (route.shape !== 'root') paths[route.openapiPath] = pathItem(route, opts, t);
  }
  return {
    openapi: '3.0.3',
    info: {
      version: '1.0.0',
      title: t('Calendar Events REST API'),
      description: t('Read and manage calendar events, venues, organizers, event categories and event tags.'),
    },
    components: { schemas: componentSchemas(t, opts.premium) },
    servers: [{ url: `${opts.nsUrl}/` }],
    paths,
  };
}

/** The schemas of the representations, and which one a resource's items follow (texts untranslated):
 * what the CLI knows of the fields an item may hold, whether or not this item holds them. */
export function representationSchemas(): { schemas: Readonly<Record<string, Schema>>; of: Record<Resource, string> } {
  return {
    schemas: componentSchemas((text) => text),
    of: Object.fromEntries(Object.entries(NAMES).map(([r, n]) => [r, n.schema])) as Record<Resource, string>,
  };
}
