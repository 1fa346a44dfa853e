// `calev <resource> list`: one page, or with --all / --limit the following pages, streamed.
import type { Context } from '../../context.js';
import { linkedFilterIds, parentCategoryId } from './linked-filters.js';
import { windowNote } from './window-note.js';
import { Output } from '../output/output.js';
import { listParams, type ResourceOptions } from './options.js';
import { CutOffError, StoppedError } from '../../api/errors.js';

export interface ListOptions extends ResourceOptions {
  all?: boolean;
  limit?: number;
}

/** The API's page size limit; a smaller --limit asks for just that many. */
const MAX_PER_PAGE = 50;

export async function runResourceList(opts: ListOptions, ctx: Context): Promise<void> {
  const client = await ctx.client();
  const output = await Output.for(ctx, opts.resource);
  let query = listParams(opts);
  if (opts.resource === 'events') query = await linkedFilterIds(query, client);
  if (opts.resource === 'categories') query = await parentCategoryId(query, client);
  const limit = opts.limit;
  if (limit !== undefined && query.per_page === undefined) query.per_page = Math.min(limit, MAX_PER_PAGE);
  // every page: as few requests as the API allows (from --page N, pages of the size it names)
  else if (opts.all && query.per_page === undefined && query.page === undefined) query.per_page = MAX_PER_PAGE;
  const follow = Boolean(opts.all) || limit !== undefined;
  // Ctrl+C while following pages ends after whole pages, not in the middle of one
  if (follow) ctx.interrupt.listen();
  const writer = output.list();
  let seen = 0;
  let total: number | undefined;
  let pages: number | undefined;
  try {
    for await (const page of client.pages(`/${opts.resource}`, query, opts.resource, opts.resource)) {
      if (total === undefined && typeof page.envelope.total === 'number') total = page.envelope.total;
      if (pages === undefined && typeof page.envelope.total_pages === 'number') pages = page.envelope.total_pages;
      const items = limit === undefined ? page.items : page.items.slice(0, Math.max(0, limit - seen));
      seen += items.length;
      if (output.config.raw) await output.document(page.envelope);
      // CSV, a file for other programs, has names as they read, as `export` writes them
      else
        await writer.add(
          output.config.format === 'csv' ? items.map((i) => client.site.exportedView(opts.resource, i)) : items,
        );
      if (!follow || (limit !== undefined && seen >= limit)) break;
    }
  } catch (err) {
    // Ctrl+C ends after whole pages: the pages listed are printed whole (a JSON array closed, the
    // table, YAML or calendar of them), then the command says it was interrupted (exit 130)
    if (interrupted(err) && !output.config.raw) await writer.end(seen);
    throw err;
  }
  if (output.config.raw) return;
  // a file of every category or tag (--all in JSON, CSV…) is not every one: say so, as a table says when none is left
  const hidesEmpty = (opts.resource === 'categories' || opts.resource === 'tags') && query.hide_empty === undefined;
  if (hidesEmpty && follow && output.config.format !== 'table' && !output.config.quiet)
    ctx.io.stderr.write(
      `note: ${opts.resource} no published event has are not listed: --no-hide-empty lists them (\`calev ${opts.resource} export\` writes them all)\n`,
    );
  // an empty first page counts none, whatever total it names (linked-filters-take-ids.json: the
  // plugin's venue and organizer searches that find nothing name every item's total)
  if (seen === 0 && Number(query.page ?? 1) === 1) total = 0;
  await writer.end(limit === undefined ? (total ?? seen) : seen);
  const note =
    seen === 0 && !output.config.quiet ? await windowNote(opts.resource, query, ctx.clock.now(), client) : undefined;
  if (note) ctx.io.stderr.write(`${note}\n`);
  if (output.config.format !== 'table' || output.config.quiet) return;
  if (seen === 0) {
    // terms no published event has are left out unless asked for: a term just made "vanished"
    const hidden = (opts.resource === 'categories' || opts.resource === 'tags') && query.hide_empty === undefined;
    ctx.io.stderr.write(
      `no ${opts.resource} found${hidden ? ` (those no published event has are hidden: --no-hide-empty lists them)` : ''}\n`,
    );
  }
  // One page on a terminal: say that there are more, and how to get them.
  else if (!follow && total !== undefined && total > seen) {
    const page = Number(query.page ?? 1);
    const next = pages !== undefined && page < pages ? `, --page ${page + 1} the next one` : '';
    ctx.io.stderr.write(
      `${seen} of ${total} ${opts.resource} (page ${page}${pages ? ` of ${pages}` : ''}); --all lists them all${next}\n`,
    );
  }
}

/** the command was stopped (Ctrl+C, SIGTERM): what was listed before is whole */
export function interrupted(err: unknown): boolean {
  return err instanceof StoppedError || err instanceof CutOffError;
}
