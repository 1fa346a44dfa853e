// `calev <resource> get <id|slug>`
import type { Context } from '../../context.js';
import { withItemHint } from '../hints.js';
import { Output } from '../output/output.js';
import { requestParams, type ItemOptions } from './options.js';
import { itemTarget } from './ref.js';

export async function runResourceGet(opts: ItemOptions, ctx: Context): Promise<void> {
  const target = itemTarget(opts.resource, opts.ref, opts.bySlug);
  const client = await ctx.client();
  const output = await Output.for(ctx, opts.resource);
  const res = await client
    .call('GET', target.path, { query: requestParams(opts), subject: target.subject })
    .catch(withItemHint(opts.resource, opts.ref));
  await output.item(res.data);
}
