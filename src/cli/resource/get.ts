// `calev <resource> get <id|slug>`
import type { ApiClient } from '../../api/client.js';
import type { Context } from '../../context.js';
import { withItemHint } from '../hints.js';
import { Output } from '../output/output.js';
import { requestParams, type ItemOptions } from './options.js';
import { itemTarget, readItem } from './ref.js';

export async function runResourceGet(opts: ItemOptions, ctx: Context): Promise<void> {
  const target = itemTarget(opts.resource, opts.ref, opts.bySlug);
  const client = await ctx.client();
  const output = await Output.for(ctx, opts.resource);
  const res = await readItem(target, client, requestParams(opts)).catch(withItemHint(target));
  const event = res.data as Record<string, unknown>;
  if (opts.resource === 'events' && output.config.format === 'table' && event?.recurrence)
    return output.item({ ...event, next_occurrences: await nextOccurrences(client, event) });
  // CSV, a file for other programs, has names as they read, as `list` and `export` write them
  await output.item(output.config.format === 'csv' ? client.site.exportedView(opts.resource, res.data) : res.data);
}

/** A master's next occurrences, in one line for the detail table (API.md §7.1). */
async function nextOccurrences(client: ApiClient, master: Record<string, unknown>): Promise<string> {
  const res = await client.call('GET', '/events', {
    query: { post_parent: String(master.id), per_page: String(NEXT_SHOWN) },
    subject: `the occurrences of event ${String(master.id)}`,
  });
  const events = ((res.data as { events?: Array<Record<string, unknown>> }).events ?? []).map((e) =>
    String(e.start_date).slice(0, e.all_day === true ? 10 : 16),
  );
  return events.length ? events.join(', ') : '-';
}

const NEXT_SHOWN = 5;
