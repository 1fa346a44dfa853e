// `calev <resource> export` (CLI.md §5): the list filters, every page, written as json, ndjson,
// csv (the columns import reads back) or ics (events) to stdout or --output FILE.
import { open } from 'node:fs/promises';
import { extname } from 'node:path';
import type { Writable } from 'node:stream';
import type { Params } from '../../api/client.js';
import type { Context, OutStream } from '../../context.js';
import { CommandError, UsageError } from '../../setup/errors.js';
import { csvRow } from '../output/csv.js';
import { CalendarWriter } from '../../ical/ics.js';
import { Output } from '../output/output.js';
import { requestParams, type ResourceOptions } from '../resource/options.js';
import { EXPORT_COLUMNS, exportCell } from './columns.js';

export const EXPORT_FORMATS = ['json', 'ndjson', 'csv', 'ics'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportOptions extends ResourceOptions {
  output?: string;
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
    : (fromName ?? ((EXPORT_FORMATS as readonly string[]).includes(String(given)) ? given : 'json'));
  if (!(EXPORT_FORMATS as readonly string[]).includes(String(format)))
    throw new UsageError(`export writes ${EXPORT_FORMATS.join(', ')}, not ${format}`);
  if (format === 'ics' && opts.resource !== 'events')
    throw new UsageError(`--format ics is only for events, not ${opts.resource}`);
  return format as ExportFormat;
}

/** A file written through a stream that waits for the disk (backpressure). */
async function fileSink(
  path: string,
): Promise<{ out: OutStream; drain: () => Promise<void>; close: () => Promise<void> }> {
  let stream: Writable;
  try {
    stream = (await open(path, 'w')).createWriteStream();
  } catch (err) {
    throw new CommandError(`cannot write ${path}: ${(err as Error).message}`);
  }
  return {
    out: { write: (chunk: string) => stream.write(chunk), isTTY: false },
    drain: () =>
      stream.writableNeedDrain ? new Promise((resolve) => stream.once('drain', () => resolve())) : Promise.resolve(),
    close: () =>
      new Promise<void>((resolve, reject) => stream.end((err?: Error | null) => (err ? reject(err) : resolve()))),
  };
}

export async function runResourceExport(opts: ExportOptions, ctx: Context): Promise<void> {
  const format = await exportFormat(opts, ctx);
  const client = await ctx.client();
  const query: Params = { ...requestParams(opts), per_page: 50 };
  delete query.page;
  const file = opts.output ? await fileSink(opts.output) : undefined;
  const out: OutStream = file?.out ?? ctx.io.stdout;
  const drain = file?.drain ?? (async () => {});
  let count = 0;
  try {
    if (format === 'ics') {
      const calendar = new CalendarWriter();
      // a series needs all its events at hand: its master's RDATEs come from its moved occurrences
      const events: unknown[] = [];
      for await (const page of client.pages(`/${opts.resource}`, query, opts.resource, opts.resource))
        events.push(...page.items);
      calendar.addEvents(events);
      count = events.length;
      out.write(calendar.toString());
    } else if (format === 'csv') {
      const columns = ctx.flags.fields?.length ? ctx.flags.fields : EXPORT_COLUMNS[opts.resource];
      out.write(csvRow(columns));
      for await (const page of client.pages(`/${opts.resource}`, query, opts.resource, opts.resource)) {
        out.write(page.items.map((item) => csvRow(columns.map((c) => exportCell(opts.resource, item, c)))).join(''));
        count += page.items.length;
        await drain();
      }
    } else {
      const output = new Output(
        {
          format,
          fields: ctx.flags.fields?.length ? ctx.flags.fields : undefined,
          raw: false,
          quiet: false,
          pretty: !file && Boolean(ctx.io.stdout.isTTY),
          colour: false,
          width: 100,
        },
        out,
        opts.resource,
      );
      const writer = output.list();
      for await (const page of client.pages(`/${opts.resource}`, query, opts.resource, opts.resource)) {
        await writer.add(page.items);
        count += page.items.length;
        await drain();
      }
      await writer.end(count);
    }
  } finally {
    await file?.close();
  }
  if (opts.output && !ctx.flags.quiet) ctx.io.stderr.write(`${count} ${opts.resource} written to ${opts.output}\n`);
}
