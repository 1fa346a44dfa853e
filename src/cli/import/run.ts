// `calev <resource> import FILE|-` (CLI.md §5): reads json, ndjson, csv (our field names or The
// Events Calendar importer's columns) or ics, and upserts every item with bounded concurrency.
// Exit 0 when every item succeeded, 3 when some failed (the others are written), 1 when none
// could be written.
import type { Context } from '../../context.js';
import type { Resource } from '../../spec/types.js';
import { BatchError, CommandError, UsageError } from '../../setup/errors.js';
import { forEachBounded } from './pool.js';
import { startProgress } from './progress.js';
import { ResultSink } from './results.js';
import { openSource, type InputFormat } from './source.js';
import { Upserter } from './upsert.js';
import { itemForSite } from './ics-series.js';
import { scalarText } from '../../domain/text.js';

export interface ImportOptions {
  resource: Resource;
  file: string;
  inputFormat?: InputFormat;
  dryRun?: boolean;
  concurrency?: number;
  report?: string;
}

export async function runResourceImport(opts: ImportOptions, ctx: Context): Promise<void> {
  const concurrency = opts.concurrency ?? 4;
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64)
    throw new UsageError('--concurrency takes a number from 1 to 64');
  const dryRun = Boolean(opts.dryRun);
  const source = await openSource(opts.file, opts.inputFormat, opts.resource, ctx);
  const client = await ctx.client();
  const sink = await ResultSink.open(ctx, { dryRun, reportFile: opts.report });
  const upserter = new Upserter(client, opts.resource, { dryRun, now: ctx.clock.now() });
  const progress = await startProgress(ctx, { total: source.total, bytes: source.bytesRead, size: source.size });
  sink.deferFailures = progress.active;
  let fatal: unknown;
  try {
    await forEachBounded(source.items(), concurrency, async (item) => {
      await sink.add(await upserter.apply(itemForSite(item, client)));
      progress.update(sink.total(), sink.counts);
    });
  } catch (err) {
    fatal = err;
  } finally {
    progress.stop();
    await sink.close();
  }
  const c = sink.counts;
  const done = sink.total();
  if (!ctx.flags.quiet && !(fatal instanceof CommandError && done === 0)) {
    const summary = dryRun
      ? `dry run, nothing written: ${c.created} to create, ${c.updated} to update, ${c.skipped} to skip, ${c.failed} failed`
      : `${c.created} created, ${c.updated} updated, ${c.skipped} skipped, ${c.failed} failed`;
    ctx.io.stderr.write(`${source.name}: ${summary}${opts.report ? ` (report: ${opts.report})` : ''}\n`);
  }
  if (fatal !== undefined) throw fatal instanceof Error ? fatal : new CommandError(scalarText(fatal));
  const what = `${opts.resource} from ${source.name}`;
  if (done === 0) {
    if (!ctx.flags.quiet) ctx.io.stderr.write(`no ${opts.resource} in ${source.name}\n`);
    return;
  }
  if (c.failed === done)
    throw new CommandError(
      `none of the ${done} ${what} could be ${dryRun ? 'validated' : 'imported'}`,
      opts.report ? undefined : 'see the lines above; --report FILE writes every result',
    );
  if (c.failed > 0)
    throw new BatchError(
      `${c.failed} of ${done} ${what} failed; the others were ${dryRun ? 'validated' : 'written'}`,
      'fix the lines named above and run the same import again: it updates instead of duplicating',
    );
}
