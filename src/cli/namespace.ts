// `calev index` (GET on the namespace root) and `calev doc` (the OpenAPI document).
import type { Params } from '../api/client.js';
import type { Context } from '../context.js';
import { applyAssignments } from './assignments.js';
import { Output } from './output/output.js';

export interface DocumentOptions {
  params: Params;
  extra?: string[];
}

async function printDocument(path: string, subject: string, opts: DocumentOptions, ctx: Context): Promise<void> {
  const client = await ctx.client();
  const output = await Output.for(ctx);
  const res = await client.call('GET', path, {
    query: applyAssignments({ ...opts.params }, opts.extra, true),
    subject,
  });
  await output.document(res.data);
}

export function runIndex(opts: DocumentOptions, ctx: Context): Promise<void> {
  return printDocument('', 'namespace index', opts, ctx);
}

export function runDoc(opts: DocumentOptions, ctx: Context): Promise<void> {
  return printDocument('/doc', 'OpenAPI document', opts, ctx);
}
