// `calev <resource> import FILE|-` (CLI.md §5): reads json, ndjson, csv (our field names or The
// Events Calendar importer's columns) or ics, and upserts every item with bounded concurrency.
// Exit 0 when every item succeeded, 3 when some failed (the others are written), 1 when none
// could be written; 130 or 143 when Ctrl+C or SIGTERM stopped it after the rows in flight.
import { resolve } from 'node:path';
import type { Context } from '../../context.js';
import type { Resource } from '../../spec/types.js';
import { CutOffError, NetworkError, StoppedError, UnansweredWrite } from '../../api/errors.js';
import { AuthError, BatchError, CommandError, InterruptedError, UsageError } from '../../setup/errors.js';
import { stateDir } from '../../setup/settings.js';
import { forEachBounded } from './pool.js';
import { BATCH_SIZE, batchingClient } from '../../api/batch-transport.js';
import { startProgress } from './progress.js';
import { ResultSink } from './results.js';
import { openSource, type FileReading, type ImportSource, type InputFormat } from './source.js';
import { UnfinishedRows, type ImportIdentity } from './unfinished.js';
import { ShownTexts } from './shown-texts.js';
import { lockImport } from './import-lock.js';
import { fileResource } from './file-kind.js';
import { isFatal, parentsFirst, Upserter } from './upsert.js';
import { itemsForSite, touchesSeries, type SeriesPlan } from './ics-series.js';
import { siteHasRecurrence } from '../resource/series.js';
import type { ImportItem } from './item.js';
import type { ApiClient } from '../../api/client.js';
import { scalarText } from '../../domain/text.js';

export interface ImportOptions {
  resource: Resource;
  file: string;
  inputFormat?: InputFormat;
  dryRun?: boolean;
  concurrency?: number;
  /** writes per request over HTTP (src/api/batch-transport.ts); 1: each alone */
  batchSize?: number;
  /** events: each occurrence of a series as a single event */
  expand?: boolean;
  report?: string;
  /** the file's encoding, and a CSV file's date order, where the user names them */
  reading?: FileReading;
}

export async function runResourceImport(opts: ImportOptions, ctx: Context): Promise<void> {
  const concurrency = opts.concurrency ?? 4;
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64)
    throw new UsageError('--concurrency takes a number from 1 to 64');
  const batchSize = opts.batchSize ?? BATCH_SIZE;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > BATCH_SIZE)
    throw new UsageError(`--batch-size takes a number from 1 to ${BATCH_SIZE}`);
  const dryRun = Boolean(opts.dryRun);
  const source = await openSource(opts.file, opts.inputFormat, opts.resource, ctx, opts.reading);
  const { writer, ...identity } = await importIdentity(opts, ctx);
  const warn = (line: string) => ctx.io.stderr.write(`warning: ${line}\n`);
  // one import of this resource into this target at a time (a dry run writes nothing); taken
  // before the target is opened: the local data dir is read as it is then, and an import that
  // read it while another was writing would find that one's last rows missing and make them again
  const lock = dryRun ? undefined : await lockImport(await importLockDir(ctx), identity, warn);
  try {
    // over HTTP the requests go in batches (dry runs only read): enough rows are in flight to fill
    // them, while at most `concurrency` requests are. In-process (the embedded default) as many
    // rows are in flight, so that their writes share fsyncs (group commits) as a batch's do.
    const site = await ctx.client();
    const client = dryRun ? site : batchingClient(site, { concurrency, size: batchSize });
    const rowsInFlight = dryRun ? concurrency : concurrency * batchSize;
    await importInto({ site, client, rowsInFlight, identity, writer, warn }, source, opts, ctx);
  } finally {
    await lock?.release();
  }
}

/** The import itself, once it holds the target (src/cli/import/import-lock.ts). */
async function importInto(
  target: {
    site: ApiClient;
    client: ApiClient;
    rowsInFlight: number;
    identity: ImportIdentity;
    writer: string;
    warn: (line: string) => void;
  },
  source: ImportSource,
  opts: ImportOptions,
  ctx: Context,
): Promise<void> {
  const { site, client, rowsInFlight, identity, writer, warn } = target;
  const dryRun = Boolean(opts.dryRun);
  const sink = await ResultSink.open(ctx, { dryRun, reportFile: opts.report });
  const unfinished = await UnfinishedRows.open(stateDir(ctx.env), identity, {
    writes: !dryRun,
    warn,
    // in-process (the embedded default): no origin, calev's own store takes the rows' writes
    byTurn: site.transport.origin === undefined,
  });
  const shownTexts = site.site.filtersText
    ? await ShownTexts.open(stateDir(ctx.env), { resource: opts.resource, target: writer }, { writes: !dryRun, warn })
    : undefined;
  const upserter = new Upserter(client, opts.resource, { dryRun, now: ctx.clock.now(), unfinished, shownTexts });
  // calev's JSON, NDJSON and CSV exports hold each occurrence of a series as a row of its own
  if (opts.reading?.dateOrder !== undefined && source.format !== 'csv')
    throw new UsageError(`--date-order applies to CSV files; ${source.name} is read as ${source.format.toUpperCase()}`);
  if (opts.expand && source.format !== 'ics')
    throw new UsageError(
      `--expand applies to iCalendar files: ${source.format.toUpperCase()} files hold each occurrence of a series as its own row (as calev's exports write them)`,
    );
  const plan: SeriesPlan = {
    expand: opts.expand ? { now: ctx.clock.now() } : undefined,
    rowsOfOccurrences: source.format !== 'ics',
    added: 0,
    reduced: 0,
  };
  // the occurrences an expansion adds count as rows of the file
  const total = () => {
    const known = source.total();
    return known === undefined ? undefined : known + plan.added;
  };
  const progress = await startProgress(ctx, { total, bytes: source.bytesRead, size: source.size });
  sink.deferFailures = progress.active;
  ctx.interrupt.onStop(() => progress.stop());
  ctx.interrupt.listen();
  let fatal: unknown;
  let resaved = 0;
  try {
    await forEachBounded(
      opts.resource === 'categories' ? parentsFirst(source.items()) : forSite(source.items(), client, plan),
      rowsInFlight,
      async (item) => {
        const result = await upserter.apply(item).catch((err: unknown) => {
          // refused or given up on Ctrl+C: the row is not done (and not failed)
          if (err instanceof StoppedError || err instanceof CutOffError) return undefined;
          throw err;
        });
        if (!result) return;
        if (result.resaved && result.action === 'updated') resaved += 1;
        await sink.add(result);
        progress.update(sink.total(), sink.counts);
      },
      () => ctx.interrupt.stopping,
    );
  } catch (err) {
    fatal = err;
  } finally {
    progress.stop();
    await sink.close();
  }
  await unfinished.close(ctx.interrupt.signal === undefined && fatal === undefined);
  await shownTexts?.close();
  const cutOff = unfinished.cutOff();
  for (const row of cutOff)
    ctx.io.stderr.write(
      `line ${row.line}: ${row.item ?? row.key}: cut off in flight, it may be half-written; the next import of this file re-saves it\n`,
    );
  const c = sink.counts;
  const done = sink.total();
  if (!ctx.flags.quiet && !(fatal instanceof CommandError && done === 0)) {
    const summary = dryRun
      ? `dry run, nothing written: ${c.created} to create, ${c.updated} to update, ${c.skipped} to skip, ${c.failed} failed`
      : `${c.created} created, ${c.updated} updated, ${c.skipped} skipped, ${c.failed} failed`;
    ctx.io.stderr.write(`${source.name}: ${summary}${opts.report ? ` (report: ${opts.report})` : ''}\n`);
    if (resaved) ctx.io.stderr.write(`re-saved ${rows(resaved)} left unfinished by an earlier run\n`);
    for (const note of source.notes()) ctx.io.stderr.write(`note: ${note}\n`);
    if (plan.reduced)
      ctx.io.stderr.write(
        `note: ${plan.reduced} series imported as the first occurrence only (${client.namespace} has no recurring events); ${plan.rowsOfOccurrences ? 'the others are imported from their own rows, where the file has them' : '--expand imports each occurrence as a single event'}\n`,
      );
    // --expand is for a site without series: on one that keeps them, what it did is said
    const expanded = plan.expanded?.size ?? 0;
    if (expanded > 0 && (await siteHasRecurrence(site)))
      ctx.io.stderr.write(
        `note: --expand made the occurrences of ${expanded} series single events, though this target keeps recurring events: imported without --expand, each is one series\n`,
      );
  }
  // read again after the summary: a signal that came while the run was ending (its record of
  // unfinished rows closing, its summary written) stopped nothing, and says so ("600 of 600 rows
  // done, nothing is left to do") where the command's generic line would leave it unsaid
  const signal = ctx.interrupt.signal;
  if (signal !== undefined && fatal === undefined) {
    // an expansion's rows are not all known before the file's end
    const total = plan.expand ? undefined : await countItems(source, opts, ctx);
    throw new InterruptedError(interruptedSummary(done, total, cutOff.length), signal);
  }
  if (fatal !== undefined) {
    // the site went away or stopped taking the credentials: the rows not done yet are said, as
    // after Ctrl+C, before the error itself
    if (ctx.interrupt.signal === undefined && isFatal(fatal) && !ctx.flags.quiet) {
      const total = plan.expand ? undefined : await countItems(source, opts, ctx);
      ctx.io.stderr.write(`${progressSummary('stopped by the error below', done, total, cutOff.length)}\n`);
    }
    // the rows it left may be half-written, which the next run repairs (said above): not a
    // write to check by hand
    if (fatal instanceof UnansweredWrite)
      throw new NetworkError(`${fatal.what} got no answer (${fatal.reason})`, fatal.target, fatal.hint);
    throw fatal instanceof Error ? fatal : new CommandError(scalarText(fatal));
  }
  const what = `${opts.resource} from ${source.name}`;
  if (done === 0) {
    if (!ctx.flags.quiet) ctx.io.stderr.write(`no ${opts.resource} in ${source.name}\n`);
    return;
  }
  // every row refused to this user: a matter of rights (exit 4), as a create would say
  if (c.failed === done && sink.refused === done)
    throw new AuthError(
      `none of the ${done} ${what} could be imported: the site refused this user each one`,
      'your user role is not allowed to do this',
    );
  if (c.failed === done) {
    // a file of another resource (a venues file given to events import) fails every row
    const other = await fileResource(opts.file);
    throw new CommandError(
      `none of the ${done} ${what} could be ${dryRun ? 'validated' : 'imported'}`,
      other !== undefined && other !== opts.resource
        ? `this looks like a file of ${other}: calev ${other} import ${opts.file}`
        : opts.report
          ? undefined
          : 'see the lines above; --report FILE writes every result',
    );
  }
  if (c.failed > 0)
    throw new BatchError(
      `${c.failed} of ${done} ${what} failed; the others were ${dryRun ? 'validated' : 'written'}`,
      'fix the lines named above and run the same import again: it updates instead of duplicating',
    );
}

function rows(n: number): string {
  return `${n} ${n === 1 ? 'row' : 'rows'}`;
}

/** "interrupted: 83 of 200 rows done; run the same command again to continue" */
function interruptedSummary(done: number, total: number | undefined, cutOff: number): string {
  return progressSummary('interrupted', done, total, cutOff);
}

/** How far an import that stopped early got, and what to do: `how` says why it stopped. */
function progressSummary(how: string, done: number, total: number | undefined, cutOff: number): string {
  const progress = total === undefined ? `${rows(done)} done` : `${done} of ${rows(total)} done`;
  const cut = cutOff ? `, ${cutOff} cut off in flight (named above: the next run re-saves them)` : '';
  if (total !== undefined && done >= total && !cutOff) return `${how}: ${progress}, nothing is left to do`;
  return `${how}: ${progress}${cut}; run the same command again to continue`;
}

/**
 * An import is the same one again for the same rows of the same file into the same place;
 * `writer`: the place and the user who writes there (what a site stores differs by user).
 */
/**
 * Where the lock of an import lives: a local data dir holds its own, which every process that
 * writes it sees, whoever runs it (another user, a service, `sudo -u`, a cron job with another
 * HOME); a site's is in calev's state folder, the one place this machine's imports share.
 */
async function importLockDir(ctx: Context): Promise<string> {
  const s = await ctx.settings();
  return s.url === undefined ? resolve(s.dataDir) : stateDir(ctx.env);
}

async function importIdentity(opts: ImportOptions, ctx: Context): Promise<ImportIdentity & { writer: string }> {
  const s = await ctx.settings();
  // a data dir is the same target whether `calev serve` holds it or not
  const target = s.url !== undefined ? `${s.url}${s.apiRoot} ${s.namespace}` : `data dir ${resolve(s.dataDir)}`;
  return {
    resource: opts.resource,
    file: opts.file === '-' ? '-' : resolve(opts.file),
    target,
    writer: `${target} as ${s.user ?? 'anyone'}`,
  };
}

/** How many items the file holds, for "83 of 200": a streamed file is read again (stdin cannot be). */
async function countItems(source: ImportSource, opts: ImportOptions, ctx: Context): Promise<number | undefined> {
  const known = source.total();
  if (known !== undefined || opts.file === '-') return known;
  try {
    let n = 0;
    const again = await openSource(opts.file, opts.inputFormat, opts.resource, ctx, opts.reading);
    for await (const _ of again.items()) n += 1;
    return n;
  } catch {
    return undefined;
  }
}

/** The file's items as the import writes them: series expanded or reduced for the site (ics-series.ts). */
async function* forSite(
  items: AsyncIterable<ImportItem>,
  client: ApiClient,
  plan: SeriesPlan,
): AsyncGenerator<ImportItem> {
  for await (const item of items) {
    if (plan.recurrence === undefined && touchesSeries(item)) plan.recurrence = await siteHasRecurrence(client);
    yield* itemsForSite(item, client, plan);
  }
}
