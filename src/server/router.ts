// Request targets (API.md §1.2, §1.6): language segment, /wp-json and ?rest_route= forms, and
// matching against the route table.
import { ROUTES } from '../spec/routes.js';
import { LANGUAGES, NAMESPACE, type EndpointSpec, type Language, type Method, type RouteSpec } from '../spec/types.js';
import { parseQueryString, type ParamValue } from './query.js';

export type Target =
  | { kind: 'siteIndex' }
  /** WordPress's `batch/v1` (src/server/batch.ts) */
  | { kind: 'batch' }
  /** WordPress's `wp/v2/users/me`: who the caller is and what it may do */
  | { kind: 'currentUser' }
  | { kind: 'namespace'; route: RouteSpec; pathParams: Record<string, string> }
  | { kind: 'none' };

export interface ParsedUrl {
  lang: Language | null;
  /** the path after the language segment, without the query; null when it addresses the API
   * (`/wp-json/…` or `?rest_route=`) */
  path: string | null;
  target: Target;
  query: Record<string, ParamValue>;
}

const NS_PREFIX = `/${NAMESPACE}`;

interface CompiledRoute {
  route: RouteSpec;
  regex: RegExp;
}

const COMPILED: CompiledRoute[] = ROUTES.map((route) => ({
  route,
  regex: new RegExp(`^${route.pattern.replace(/\(\?P</g, '(?<')}$`, 'i'),
}));

export function parseUrl(rawPath: string): ParsedUrl {
  const q = rawPath.indexOf('?');
  const path = q < 0 ? rawPath : rawPath.slice(0, q);
  // no query string: what parseQueryString('') returns, without a URLSearchParams
  const query = q < 0 ? (Object.create(null) as Record<string, ParamValue>) : parseQueryString(rawPath.slice(q + 1));
  let rest = path;
  let lang: Language | null = null;
  const seg = /^\/([^/]+)(\/.*|)$/.exec(rest);
  if (seg) {
    const code = seg[1].toLowerCase() as Language;
    if ((LANGUAGES as readonly string[]).includes(code)) {
      lang = code;
      rest = seg[2] || '/';
    }
  }
  let apiPath: string | null = null;
  const restRoute = query.rest_route;
  delete query.rest_route;
  if (/^\/(index\.php)?$/i.test(rest) && typeof restRoute === 'string') {
    apiPath = restRoute;
  } else {
    const wp = /^\/wp-json(\/.*|)$/i.exec(rest);
    if (wp) apiPath = wp[1] || '/';
  }
  if (apiPath === null) return { lang, path: rest, target: { kind: 'none' }, query };
  return { lang, path: null, target: matchApiPath(apiPath), query };
}

function matchApiPath(apiPath: string): Target {
  let p = apiPath.startsWith('/') ? apiPath : `/${apiPath}`;
  if (p === '/' || p === '') return { kind: 'siteIndex' };
  if (p.endsWith('/')) p = p.slice(0, -1);
  if (p.toLowerCase() === '/batch/v1') return { kind: 'batch' };
  if (p.toLowerCase() === '/wp/v2/users/me') return { kind: 'currentUser' };
  if (p.toLowerCase() !== NS_PREFIX && !p.toLowerCase().startsWith(`${NS_PREFIX}/`)) return { kind: 'none' };
  const found = matchRoute(p.slice(NS_PREFIX.length));
  return found ? { kind: 'namespace', ...found } : { kind: 'none' };
}

/** The route of a path inside the namespace (`/events/42`, `` for its root), with its parameters. */
export function matchRoute(inner: string): { route: RouteSpec; pathParams: Record<string, string> } | undefined {
  for (const { route, regex } of COMPILED) {
    const m = regex.exec(inner);
    if (!m) continue;
    const pathParams: Record<string, string> = {};
    for (const [k, v] of Object.entries(m.groups ?? {})) pathParams[k] = safeDecode(v);
    return { route, pathParams };
  }
  return undefined;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function findEndpointFor(route: RouteSpec, method: Method): EndpointSpec | undefined {
  return route.endpoints.find((e) => e.methods.includes(method));
}

const methodsOf = new WeakMap<RouteSpec, Method[]>();

export function routeMethods(route: RouteSpec): Method[] {
  let methods = methodsOf.get(route);
  if (!methods) methodsOf.set(route, (methods = route.endpoints.flatMap((e) => e.methods)));
  return methods;
}
