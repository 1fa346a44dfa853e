// Maps each (resource, operation) of the route table to its handler; the site and namespace indexes.
import { defaultWindow } from '../../domain/dates.js';
import { capabilitiesOf } from '../../domain/permissions.js';
import { gmtOffsetHours, timezoneString } from '../../domain/timezones.js';
import { buildNamespaceIndex, buildRoutes, type IndexOptions } from '../../spec/namespace-index.js';
import { buildOpenApi } from '../../spec/openapi.js';
import { NAMESPACE, type EndpointSpec, type Operation, type Resource, type RouteSpec } from '../../spec/types.js';
import { ApiError } from '../errors.js';
import type { RequestContext } from '../site.js';
import type { Handler, HandlerContext, HandlerResult } from './context.js';
import { createEvent, deleteEvent, getEvent, updateEvent } from './events.js';
import { listEvents } from './events-list.js';
import { createLinked, deleteLinked, getLinked, listLinked, updateLinked, type LinkedKind } from './linked.js';
import { createTerm, deleteTerm, getTerm, listTerms, updateTerm } from './terms.js';

type CrudOperation = Exclude<Operation, 'index' | 'doc'>;

const linked = (kind: LinkedKind): Record<CrudOperation, Handler> => ({
  list: (c) => listLinked(c, kind),
  get: (c) => getLinked(c, kind),
  create: (c) => createLinked(c, kind),
  update: (c) => updateLinked(c, kind),
  delete: (c) => deleteLinked(c, kind),
});

const terms: Record<CrudOperation, Handler> = {
  list: listTerms,
  get: getTerm,
  create: createTerm,
  update: updateTerm,
  delete: deleteTerm,
};

export const RESOURCE_HANDLERS: Record<Resource, Record<CrudOperation, Handler>> = {
  events: { list: listEvents, get: getEvent, create: createEvent, update: updateEvent, delete: deleteEvent },
  venues: linked('venues'),
  organizers: linked('organizers'),
  categories: terms,
  tags: terms,
};

export function indexOptions(ctx: RequestContext): IndexOptions {
  const w = defaultWindow(ctx.now, ctx.site.timezone);
  return {
    nsUrl: ctx.nsUrl,
    rootUrl: `${ctx.rootUrl}/`,
    lang: ctx.lang,
    premium: ctx.site.premium,
    windowDefaults: { start: w.a, end: w.b },
  };
}

async function namespaceIndex(ctx: HandlerContext): Promise<HandlerResult> {
  const ns = ctx.params.values.get('namespace');
  if (ns !== undefined && ns !== NAMESPACE) throw new ApiError('rest_invalid_namespace');
  return { status: 200, body: buildNamespaceIndex(indexOptions(ctx)) };
}

async function doc(ctx: HandlerContext): Promise<HandlerResult> {
  return { status: 200, body: buildOpenApi({ nsUrl: ctx.nsUrl, lang: ctx.lang, premium: ctx.site.premium }) };
}

export const handlers = {
  run(route: RouteSpec, endpoint: EndpointSpec, ctx: HandlerContext): Promise<HandlerResult> {
    if (endpoint.operation === 'index') return namespaceIndex(ctx);
    if (endpoint.operation === 'doc') return doc(ctx);
    return RESOURCE_HANDLERS[route.resource!][endpoint.operation](ctx);
  },

  /** GET {root}/ (§1.4) */
  siteIndex(ctx: RequestContext): HandlerResult {
    return {
      status: 200,
      body: {
        name: 'calev',
        description: '',
        url: ctx.siteUrl,
        home: ctx.siteUrl,
        gmt_offset: gmtOffsetHours(ctx.site.timezone, ctx.now),
        timezone_string: timezoneString(ctx.site.timezone),
        namespaces: [NAMESPACE],
        authentication: [],
        routes: buildRoutes(indexOptions(ctx)),
      },
    };
  },

  /**
   * GET {root}/wp/v2/users/me, the part of WordPress's route a client asks to learn what it may do
   * (calev addition, README "Who the caller is"): `roles` and `capabilities` in context `edit`,
   * as WordPress shows them to the user itself.
   */
  currentUser(ctx: RequestContext, edit: boolean): HandlerResult {
    const user = ctx.caller;
    if (user === null) throw new ApiError('rest_not_logged_in');
    const shown = { id: user.id, name: user.login, slug: user.login };
    return {
      status: 200,
      body: edit ? { ...shown, roles: [user.role], capabilities: capabilitiesOf(user.role) } : shown,
    };
  },
};
