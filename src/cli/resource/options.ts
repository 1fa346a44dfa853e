// Options shared by the resource commands; `params` are route arguments by name, as the flags
// generated from the route table collected them.
import type { Params } from '../../api/client.js';
import type { Resource } from '../../spec/types.js';
import { applyAssignments } from '../assignments.js';
import type { SeriesFlags } from './series.js';

export interface ResourceOptions {
  resource: Resource;
  params: Params;
  /** `-F key=value` for what the table lacks */
  extra?: string[];
  /** events: the recurring-event flags (--repeat …, --expand, --series/--occurrence) */
  series?: SeriesFlags;
}

export interface ItemOptions extends ResourceOptions {
  /** `<id|slug>` */
  ref: string;
  /** force the by-slug route */
  bySlug?: boolean;
}

/** Route arguments plus the -F ones (which win). */
export function requestParams(opts: ResourceOptions): Params {
  return applyAssignments({ ...opts.params }, opts.extra, true);
}

/**
 * A list's or export's query: `--status any` is every status the caller may read, as on a
 * WordPress site, where calev sends no status for it (The Events Calendar refuses `any` itself:
 * next-page-status-any.json); API.md §4.2.4 refuses `any` too, so it is left out for every target.
 */
export function listParams(opts: ResourceOptions): Params {
  const query = requestParams(opts);
  const status = query.status;
  const items = typeof status === 'string' ? status.split(',') : Array.isArray(status) ? status : [];
  if (items.some((s) => typeof s === 'string' && s.trim().toLowerCase() === 'any')) delete query.status;
  return query;
}
