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
