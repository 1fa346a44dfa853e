// `calev <resource> create`: required values come from flags; on a terminal the missing ones are
// asked for, without one the command names the missing flags (exit 2).
import type { Context } from '../../context.js';
import { findEndpoint } from '../../spec/routes.js';
import { UsageError } from '../errors.js';
import { flagName } from '../flags.js';
import { Output } from '../output/output.js';
import { requestParams, type ResourceOptions } from './options.js';
import { SINGULAR } from './ref.js';

export interface CreateOptions extends ResourceOptions {
  /** true forces prompts, false forbids them; undefined: prompt on a terminal */
  interactive?: boolean;
}

export async function runResourceCreate(opts: CreateOptions, ctx: Context): Promise<void> {
  const endpoint = findEndpoint(opts.resource, 'create')!;
  const body = requestParams(opts);
  const missing = endpoint.args.filter((a) => a.required && (body[a.name] === undefined || body[a.name] === ''));
  if (missing.length) {
    const prompt = opts.interactive ?? ctx.interactive();
    if (!prompt) {
      throw new UsageError(`missing required ${missing.length > 1 ? 'flags' : 'flag'}: ${missing.map((a) => `--${flagName(a.name)}`).join(', ')}`);
    }
    for (const arg of missing) body[arg.name] = await ctx.prompter.input(arg.description ?? arg.name);
  }
  const lang = body.translation_language;
  delete body.translation_language;
  const client = await ctx.client();
  const output = await Output.for(ctx, opts.resource);
  const res = await client.call('POST', `/${opts.resource}`, {
    query: lang === undefined ? {} : { translation_language: lang },
    body,
    subject: `new ${SINGULAR[opts.resource]}`,
  });
  await output.item(res.data);
}
