// `calev <resource> create`: required values come from flags; on a terminal with some missing
// (or with --interactive) the interactive flow of CLI.md §4 asks for the rest; without one the
// command names the missing flags (exit 2).
import type { Context } from '../../context.js';
import { findEndpoint } from '../../spec/routes.js';
import { UsageError } from '../../setup/errors.js';
import { flagName } from '../flags.js';
import { askCreateInput } from '../interactive/items.js';
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
  const lang = body.translation_language;
  delete body.translation_language;
  const missing = endpoint.args.filter((a) => a.required && (body[a.name] === undefined || body[a.name] === ''));
  const prompt = opts.interactive ?? (missing.length > 0 && ctx.interactive());
  if (missing.length && !prompt) {
    throw new UsageError(
      `missing required ${missing.length > 1 ? 'flags' : 'flag'}: ${missing.map((a) => `--${flagName(a.name)}`).join(', ')}`,
    );
  }
  const client = await ctx.client();
  if (prompt) await askCreateInput(opts.resource, body, ctx, client);
  const output = await Output.for(ctx, opts.resource);
  const res = await client.call('POST', `/${opts.resource}`, {
    query: lang === undefined ? {} : { translation_language: lang },
    body,
    subject: `new ${SINGULAR[opts.resource]}`,
  });
  await output.item(res.data);
}
