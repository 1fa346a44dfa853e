// What every handler receives and returns.
import type { EndpointSpec, RouteSpec } from '../../spec/types.js';
import type { ValidatedParams } from '../params.js';
import type { RequestContext } from '../site.js';

export interface HandlerContext extends RequestContext {
  route: RouteSpec;
  endpoint: EndpointSpec;
  pathParams: Record<string, string>;
  params: ValidatedParams;
  /** every sent parameter (also undeclared ones such as a by-slug update's new `slug`) */
  merged: Map<string, unknown>;
  /** writes: lets the next write begin (see WriteQueue); passed to ViewCache.commit */
  releaseWrites?: () => void;
  /** set by ViewCache.commitThen when the answer was built as soon as its own changes went in:
   * it then shows nothing that is not on disk once its own write is (see commitThen) */
  shownDurable?: boolean;
}

export interface HandlerResult {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type Handler = (ctx: HandlerContext) => Promise<HandlerResult>;
