// `calev index` (GET on the namespace root) and `calev doc` (the OpenAPI document), shown as
// `calev api GET /` and `calev api GET /doc` show them: JSON as it came, or their routes and
// operations as rows.
import type { Params } from '../api/client.js';
import type { Context } from '../context.js';
import { applyAssignments } from './assignments.js';
import { writeAnswer } from './api-answer.js';

export interface DocumentOptions {
  params: Params;
  extra?: string[];
}

async function printDocument(path: string, subject: string, opts: DocumentOptions, ctx: Context): Promise<void> {
  const client = await ctx.client();
  const res = await client.call('GET', path, {
    query: applyAssignments({ ...opts.params }, opts.extra, true),
    subject,
  });
  if (!ctx.flags.quiet) await writeAnswer(res.data, path, false, ctx);
}

export function runIndex(opts: DocumentOptions, ctx: Context): Promise<void> {
  return printDocument('', 'namespace index', opts, ctx);
}

export function runDoc(opts: DocumentOptions, ctx: Context): Promise<void> {
  return printDocument('/doc', 'OpenAPI document', opts, ctx);
}
