// How `calev api` prints a JSON answer (CLI.md §3). json, ndjson and yaml print it as it came
// (--fields trims it as the API's `_fields` does: `events.id`). table, csv, ids, count and ics
// show what it holds, as `list` and `get` would: a list answer (an array, or an envelope around
// one) as rows, in the resource's own columns where the path is one of its collections, else in
// the items' scalar fields; one object as a field/value table (csv: one row). The namespace index
// and /doc hold a list of their own: the routes with their methods, the operations.
import type { Context } from '../context.js';
import type { Resource, RouteShape } from '../spec/types.js';
import { UsageError } from '../setup/errors.js';
import { Output, outputConfig, type OutputConfig } from './output/output.js';

/** The formats that print the answer itself. */
const AS_IT_CAME: ReadonlySet<string> = new Set(['json', 'ndjson', 'yaml']);

/** What a list answer holds: its items, the envelope's key of them, the total it reports. */
interface ListAnswer {
  items: unknown[];
  key?: string;
  total?: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isScalar = (value: unknown): boolean => value === null || typeof value !== 'object';

/**
 * An array, or an envelope: an object with one array and nothing else but scalars (`total`,
 * `rest_url`: API.md §4.1). An item has more than that (an event several arrays, a venue objects).
 */
function listAnswer(answer: unknown): ListAnswer | undefined {
  if (Array.isArray(answer)) return { items: answer };
  if (!isObject(answer)) return undefined;
  const arrays = Object.keys(answer).filter((k) => Array.isArray(answer[k]));
  if (arrays.length !== 1 || !Object.entries(answer).every(([k, v]) => k === arrays[0] || isScalar(v)))
    return undefined;
  const total = answer.total;
  return {
    items: answer[arrays[0]] as unknown[],
    key: arrays[0],
    total: typeof total === 'number' ? total : undefined,
  };
}

/** How a list held in a document of its own shape is shown: its rows, their columns, their ids. */
interface HeldList {
  /** what the document is called in a refusal */
  name: string;
  rows: (answer: Record<string, unknown>) => Array<Record<string, unknown>>;
  fields: string[];
  /** what `--format ids` prints of each row */
  key: string;
}

/** The documents that hold a list: by the shape of their route. */
const HELD_LISTS: Partial<Record<RouteShape, HeldList>> = {
  root: { name: 'the namespace index', rows: indexRoutes, fields: ['route', 'methods'], key: 'route' },
  doc: {
    name: 'the OpenAPI document',
    rows: documentOperations,
    fields: ['method', 'path', 'summary', 'operationId'],
    key: 'operationId',
  },
};

/** A parameter of a route's pattern: `(?P<id>\d+)`. */
const PATH_PARAMETER = /\(\?P<(\w+)>[^)]*\)/g;

/**
 * The routes of a namespace index (API.md §1.4) with their methods. A route reads as a path
 * relative to the namespace, as `calev api` takes it, its parameters named as /doc names them
 * (`/events/(?P<id>\d+)` is `/events/{id}`; the namespace itself is `/`). A table would read
 * `<id>` as markup and drop it.
 */
function indexRoutes(answer: Record<string, unknown>): Array<Record<string, unknown>> {
  const prefix = typeof answer.namespace === 'string' ? `/${answer.namespace}` : '';
  const routes = isObject(answer.routes) ? answer.routes : {};
  return Object.entries(routes).map(([key, route]) => ({
    route: (prefix && key.startsWith(prefix) ? key.slice(prefix.length) : key).replace(PATH_PARAMETER, '{$1}') || '/',
    methods: isObject(route) && Array.isArray(route.methods) ? route.methods : [],
  }));
}

/** The keys of an OpenAPI path item that are operations (the others: parameters, summary, …). */
const OPERATION_KEYS: ReadonlySet<string> = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch']);

/** The operations of an OpenAPI document, one per path and method, in its order. */
function documentOperations(answer: Record<string, unknown>): Array<Record<string, unknown>> {
  const paths = isObject(answer.paths) ? answer.paths : {};
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(isObject(item) ? item : {})
      .filter(([method, operation]) => OPERATION_KEYS.has(method) && isObject(operation))
      .map(([method, operation]) => {
        const { operationId, summary } = operation as Record<string, unknown>;
        return { method: method.toUpperCase(), path, operationId, summary };
      }),
  );
}

/** The scalar fields of the items, in the order they first come: a table of items of no known resource. */
function scalarFields(items: readonly unknown[]): string[] {
  const fields = new Set<string>();
  for (const item of items)
    if (isObject(item)) for (const [k, v] of Object.entries(item)) if (isScalar(v)) fields.add(k);
  return [...fields];
}

/** --fields as paths in each item: `events.id` (the envelope's path, as for json) is `id`. */
function itemFields(fields: string[] | undefined, key: string | undefined): string[] | undefined {
  return key ? fields?.map((f) => (f.startsWith(`${key}.`) ? f.slice(key.length + 1) : f)) : fields;
}

/** Prints `answer`, the JSON of `path` (relative to the namespace); an error answer only as it came. */
export async function writeAnswer(answer: unknown, path: string, failed: boolean, ctx: Context): Promise<void> {
  const config = await outputConfig(ctx);
  if (AS_IT_CAME.has(config.format)) return new Output(config, ctx.io.stdout).document(answer);
  // the error line says what an error answer says; it holds no items to show
  if (failed) return;
  const { matchRoute } = await import('../server/router.js');
  const route = matchRoute(path.replace(/\/$/, ''))?.route;
  const held = route && HELD_LISTS[route.shape];
  if (held && isObject(answer)) return writeHeldList(held, answer, config, ctx);
  const list = route?.shape === 'single' || route?.shape === 'bySlug' ? undefined : listAnswer(answer);
  if (!list)
    return new Output(config, ctx.io.stdout, route?.resource, objectFields(answer, route?.resource)).item(answer);
  await writeList(list, config, route?.shape === 'collection' ? route.resource : undefined, ctx);
}

/** The fields csv shows of one object of no known resource. */
function objectFields(answer: unknown, resource: Resource | undefined): string[] | undefined {
  return resource ? undefined : scalarFields([answer]);
}

async function writeList(list: ListAnswer, config: OutputConfig, resource: Resource | undefined, ctx: Context) {
  const objects = list.items.every(isObject);
  // items that are no objects (a list of names) are rows of one column
  const items = objects ? list.items : list.items.map((value) => ({ value }));
  const fields = resource ? undefined : objects ? scalarFields(items) : ['value'];
  await writeRows(
    items,
    new Output({ ...config, fields: itemFields(config.fields, list.key) }, ctx.io.stdout, resource, fields),
    list.total,
  );
}

/** The rows of the namespace index or /doc; they are no events, so no iCalendar. */
async function writeHeldList(held: HeldList, answer: Record<string, unknown>, config: OutputConfig, ctx: Context) {
  if (config.format === 'ics')
    throw new UsageError(
      `--format ics is only for events, not ${held.name}`,
      'it prints as table, csv, ids, count, json, ndjson or yaml',
    );
  await writeRows(held.rows(answer), new Output(config, ctx.io.stdout, undefined, held.fields, held.key));
}

async function writeRows(items: readonly unknown[], output: Output, total?: number): Promise<void> {
  const writer = output.list();
  await writer.add(items);
  await writer.end(total);
}
