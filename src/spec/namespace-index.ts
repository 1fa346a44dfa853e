// The namespace index (API.md §1.4), generated from the route table: the `routes` object shared by
// the site index and the namespace index, and one route's object for OPTIONS.
import { translate } from './catalogues/index.js';
import { ROUTES } from './routes.js';
import { NAMESPACE, type ArgSpec, type EndpointSpec, type JsonValue, type Language, type RouteSpec } from './types.js';

export interface IndexOptions {
  /** {ns}, with the language segment when the request had one */
  nsUrl: string;
  /** {root}/ */
  rootUrl: string;
  /** response language for descriptions */
  lang: Language;
  premium: boolean;
  /** current computed defaults of the events list start_date / end_date (§4.2.2) */
  windowDefaults: { start: string; end: string };
}

/** The arguments a client is told about: premium ones disappear with premium emulation off (§7). */
export function visibleArgs(endpoint: EndpointSpec, premium: boolean): ArgSpec[] {
  return premium ? endpoint.args : endpoint.args.filter((a) => !a.premium);
}

/** '/calendar/events/v1' + the table's pattern */
export function routeKey(route: RouteSpec): string {
  return `/${NAMESPACE}${route.pattern}`;
}

function hasPathParameter(route: RouteSpec): boolean {
  return route.pattern.includes('(?P<');
}

/** Keys in the order of §1.4: description, type, format, items, enum, default, required. */
function argObject(arg: ArgSpec, opts: IndexOptions): Record<string, JsonValue> {
  const { index } = arg;
  const out: Record<string, JsonValue> = {};
  if (arg.description !== undefined) out.description = translate(arg.description, opts.lang);
  if (index.type !== undefined) out.type = index.type;
  if (index.format !== undefined) out.format = index.format;
  if (index.items !== undefined) out.items = { type: index.items };
  if (arg.kind === 'enum' && arg.enumValues) out.enum = [...arg.enumValues];
  if (index.computedDefault === 'windowStart') out.default = opts.windowDefaults.start;
  else if (index.computedDefault === 'windowEnd') out.default = opts.windowDefaults.end;
  else if (index.default !== undefined) out.default = index.default;
  out.required = arg.required;
  return out;
}

function endpointObject(endpoint: EndpointSpec, opts: IndexOptions): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const arg of visibleArgs(endpoint, opts.premium)) args[arg.name] = argObject(arg, opts);
  return { methods: [...endpoint.methods], args };
}

function routeObject(route: RouteSpec, opts: IndexOptions): Record<string, unknown> {
  const out: Record<string, unknown> = {
    namespace: NAMESPACE,
    methods: route.endpoints.flatMap((e) => e.methods),
    endpoints: route.endpoints.map((e) => endpointObject(e, opts)),
  };
  if (!hasPathParameter(route)) out._links = { self: [{ href: `${opts.nsUrl}${route.pattern}` }] };
  return out;
}

/** The `routes` object of §1.4 (also the site index's `routes`). */
export function buildRoutes(opts: IndexOptions): Record<string, unknown> {
  const routes: Record<string, unknown> = {};
  for (const route of ROUTES) routes[routeKey(route)] = routeObject(route, opts);
  return routes;
}

/** GET {ns}: {namespace, routes, _links: {up: [{href: rootUrl}]}} */
export function buildNamespaceIndex(opts: IndexOptions): Record<string, unknown> {
  return {
    namespace: NAMESPACE,
    routes: buildRoutes(opts),
    _links: { up: [{ href: opts.rootUrl }] },
  };
}

/** One route's object from the index (the OPTIONS body, §1.6), by the route table's `pattern`. */
export function buildRouteObject(pattern: string, opts: IndexOptions): Record<string, unknown> {
  const route = ROUTES.find((r) => r.pattern === pattern);
  if (!route) throw new Error(`no route with pattern ${JSON.stringify(pattern)} in the route table`);
  return routeObject(route, opts);
}
