// `calev <resource> export` (CLI.md §5): the list filters, every page, written as json, ndjson,
// csv (the columns import reads back) or ics (events) to stdout or --output FILE.
import { extname } from 'node:path';
import type { ApiClient, Params } from '../../api/client.js';
import { ApiError } from '../../api/errors.js';
import { scalarText } from '../../domain/text.js';
import type { Context } from '../../context.js';
import { UsageError } from '../../setup/errors.js';
import { csvRow } from '../output/csv.js';
import { decimalCommas, localeDecimalComma } from '../import/file-locale.js';
import { CalendarWriter } from '../../ical/ics.js';
import { writeFileReplacing, type FileOut } from '../output/file.js';
import { Output, refuseUnusedFields } from '../output/output.js';
import { refuseUnknownFields } from '../output/unknown-fields.js';
import { linkedFilterIds, parentCategoryId } from '../resource/linked-filters.js';
import { listParams, type ResourceOptions } from '../resource/options.js';
import { interrupted } from '../resource/list.js';
import { withWholeSeries } from './whole-series.js';
import { EXPORT_COLUMNS, exportCell } from './columns.js';
import { windowNote } from '../resource/window-note.js';

export const EXPORT_FORMATS = ['json', 'ndjson', 'csv', 'ics'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportOptions extends ResourceOptions {
  output?: string;
  /** CSV for Excel: a byte order mark, and semicolons and decimal commas where the locale writes 12,50 */
  excel?: boolean;
}

const BY_EXTENSION: Record<string, ExportFormat> = {
  '.json': 'json',
  '.ndjson': 'ndjson',
  '.jsonl': 'ndjson',
  '.csv': 'csv',
  '.ics': 'ics',
};

/** --format when given, else the --output file's extension, else json. */
async function exportFormat(opts: ExportOptions, ctx: Context): Promise<ExportFormat> {
  const given = ctx.flags.format ?? (await ctx.settings()).format;
  const explicit = ctx.flags.format !== undefined;
  const fromName = opts.output ? BY_EXTENSION[extname(opts.output).toLowerCase()] : undefined;
  const format = explicit
    ? given
    : (fromName ??
      (opts.excel ? 'csv' : (EXPORT_FORMATS as readonly string[]).includes(String(given)) ? given : 'json'));
  if (!(EXPORT_FORMATS as readonly string[]).includes(String(format)))
    throw new UsageError(`export writes ${EXPORT_FORMATS.join(', ')}, not ${format}`);
  if (opts.excel && format !== 'csv') throw new UsageError(`--excel writes csv, not ${format}`);
  if (format === 'ics' && opts.resource !== 'events')
    throw new UsageError(`--format ics is only for events, not ${opts.resource}`);
  refuseUnusedFields(String(format), ctx.flags.fields, 'csv, json or ndjson');
  return format as ExportFormat;
}

export async function runResourceExport(opts: ExportOptions, ctx: Context): Promise<void> {
  const format = await exportFormat(opts, ctx);
  const client = await ctx.client();
  ctx.interrupt.listen();
  const given = listParams(opts);
  const query: Params = {
    ...(opts.resource === 'events'
      ? await linkedFilterIds(given, client)
      : opts.resource === 'categories'
        ? await parentCategoryId(given, client)
        : given),
    per_page: 50,
  };
  delete query.page;
  // A backup holds every term, not only those in use (the list's default hides unused ones).
  if ((opts.resource === 'categories' || opts.resource === 'tags') && query.hide_empty === undefined)
    query.hide_empty = false;
  // A backup holds the events hidden from listings too, which lists leave out: a second pass
  // asks for them (a calev addition); a site without it lists none of them, and that is said.
  const hiddenToo = opts.resource === 'events' && query.hide_from_listings === undefined;
  const passes = hiddenToo && client.site.listsHidden ? [query, { ...query, hide_from_listings: true }] : [query];
  let count = 0;
  // texts this user may read only as the site shows them (src/api/tec-site.ts storedTexts)
  let textsAsShown = false;
  const write = async (out: FileOut): Promise<void> => {
    const listed = async function* () {
      for (const [pass, q] of passes.entries()) {
        for await (const page of client.pages(`/${opts.resource}`, q, opts.resource, opts.resource)) {
          // a server without the addition ignores it and lists the others again: only hidden ones count
          const listedItems =
            pass === 0 ? page.items : page.items.filter((i) => (i as View).hide_from_listings === true);
          const items = opts.resource === 'events' ? await unlocked(listedItems, client) : listedItems;
          const stored = await client.site.storedTexts(opts.resource, items, client);
          textsAsShown ||= stored.asShown;
          yield { ...page, items: stored.items.map((item) => client.site.exportedView(opts.resource, item)) };
        }
      }
    };
    const pages = opts.resource === 'categories' ? () => withParentSlugs(listed(), client) : listed;
    if (format === 'ics') {
      const calendar = new CalendarWriter();
      // a series needs all its events at hand: its master's RDATEs come from its moved occurrences
      const events: unknown[] = [];
      for await (const page of pages()) events.push(...page.items);
      count = events.length;
      // a series the window holds part of goes whole, as its rule (whole-series.ts)
      calendar.addEvents(opts.resource === 'events' ? await withWholeSeries(events, client, query) : events);
      out.write(calendar.toString());
    } else if (format === 'csv') {
      const columns = ctx.flags.fields?.length ? ctx.flags.fields : EXPORT_COLUMNS[opts.resource];
      const excel = opts.excel ? excelDialect(ctx) : undefined;
      const cell = (item: unknown, column: string) => {
        const text = exportCell(opts.resource, item, column);
        return excel?.decimalComma && column === 'cost' ? decimalCommas(text) : text;
      };
      if (excel) out.write('\uFEFF');
      let headed = false;
      const head = () => {
        if (!headed) out.write(csvRow(columns, excel?.separator));
        headed = true;
      };
      for await (const page of pages()) {
        // the first page tells whether each chosen column is a field, before anything is written
        if (!headed) {
          const exportColumns: readonly string[] = EXPORT_COLUMNS[opts.resource];
          const chosen = ctx.flags.fields?.filter((f) => !exportColumns.includes(f));
          await refuseUnknownFields(page.items, chosen, opts.resource);
        }
        head();
        out.write(
          page.items
            .map((item) =>
              csvRow(
                columns.map((c) => cell(item, c)),
                excel?.separator,
              ),
            )
            .join(''),
        );
        count += page.items.length;
        await out.drain();
      }
      head();
    } else {
      const output = new Output(
        {
          format,
          fields: ctx.flags.fields?.length ? ctx.flags.fields : undefined,
          raw: false,
          quiet: false,
          pretty: !opts.output && Boolean(ctx.io.stdout.isTTY),
          colour: false,
          width: 100,
        },
        out,
        opts.resource,
      );
      const writer = output.list();
      try {
        for await (const page of pages()) {
          await writer.add(page.items);
          count += page.items.length;
          await out.drain();
        }
      } catch (err) {
        // Ctrl+C to stdout ends after whole pages (a JSON array closed); a file stays as it was
        if (!opts.output && interrupted(err)) await writer.end(count);
        throw err;
      }
      await writer.end(count);
    }
  };
  if (opts.output) await writeFileReplacing(opts.output, write);
  else await write({ write: (chunk) => ctx.io.stdout.write(chunk), isTTY: ctx.io.stdout.isTTY, drain: async () => {} });
  if (opts.output && !ctx.flags.quiet) ctx.io.stderr.write(`${count} ${opts.resource} written to ${opts.output}\n`);
  if (hiddenToo && !client.site.listsHidden && !ctx.flags.quiet)
    ctx.io.stderr.write(
      `note: this site (${client.site.name}) lists no events hidden from listings: any it has are not in this export\n`,
    );
  if (textsAsShown && !ctx.flags.quiet)
    ctx.io.stderr.write(
      `note: this site shows titles, names and descriptions typographically (“quotes”, — for --, × for x) and gives them as stored only to users who may edit them: this export holds them as shown\n`,
    );
  const note =
    count === 0 && !ctx.flags.quiet ? await windowNote(opts.resource, query, ctx.clock.now(), client) : undefined;
  if (note) ctx.io.stderr.write(`${note}\n`);
}

type View = Record<string, unknown>;

/**
 * CSV as Excel opens it: Excel reads a file without a byte order mark in the Windows code page
 * (`Café` shows as `CafÃ©`), and splits rows at its list separator, a semicolon wherever the
 * decimal mark is a comma (`LC_ALL`, `LC_NUMERIC` or `LANG`: `de_DE`, `fr_FR`), where costs are
 * written with decimal commas too. calev's import reads such a file back as it was
 * (src/cli/import/csv.ts).
 */
function excelDialect(ctx: Context): { separator: string; decimalComma: boolean } {
  const decimalComma = localeDecimalComma(ctx.env.LC_ALL || ctx.env.LC_NUMERIC || ctx.env.LANG);
  return { separator: decimalComma ? ';' : ',', decimalComma };
}

/** An item the site would not give: left as it was (anything else, a Ctrl+C, ends the export). */
function refused(err: unknown): undefined {
  if (err instanceof ApiError) return undefined;
  throw err;
}

/**
 * Events listed locked (password-protected: `all_day` null, no description, cost, venue or
 * terms, API.md §2.4), read whole by id, as a user who may edit them can (The Events Calendar
 * asks even them for the password: src/api/tec-site.ts unlock). Written masked, a backup would
 * lose them, and imported back it would empty them. Those the user may not read stay as listed.
 */
async function unlocked(items: unknown[], client: ApiClient): Promise<unknown[]> {
  return Promise.all(
    items.map(async (item) => {
      const view = item as View;
      if (view.all_day !== null || typeof view.id !== 'number') return item;
      return (await client.call('GET', `/events/${view.id}`).catch(refused))?.data ?? item;
    }),
  );
}

/**
 * Categories with `parent_slug` beside `parent`: ids differ between sites, so an import into
 * another one finds the parent by its slug (src/cli/import/fields.ts). Read whole (categories
 * are few), a parent the export leaves out (a filter) is read by its id.
 */
async function* withParentSlugs<P extends { items: unknown[] }>(
  pages: AsyncIterable<P>,
  client: ApiClient,
): AsyncIterable<P> {
  const all: P[] = [];
  for await (const page of pages) all.push(page);
  const slugs = new Map<number, string>();
  for (const page of all) for (const item of page.items as View[]) slugs.set(Number(item.id), scalarText(item.slug));
  for (const page of all) {
    const items: View[] = [];
    for (const item of page.items as View[]) {
      const parent = Number(item.parent);
      let slug = parent > 0 ? slugs.get(parent) : '';
      if (slug === undefined) {
        const res = await client.call('GET', `/categories/${parent}`).catch(refused);
        slug = scalarText((res?.data as View | undefined)?.slug);
        slugs.set(parent, slug);
      }
      items.push({ ...item, parent_slug: slug });
    }
    yield { ...page, items };
  }
}
