// Where the result of every imported item goes: stdout in the chosen format (streamed; a table on
// a terminal lists what needs attention, or everything in a dry run), the --report file as NDJSON
// `{line, action, id, error}` (and `position`, `item`, `note`), failures on stderr, and the counts
// for the summary.
import { open } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import type { Context } from '../../context.js';
import { CommandError, UsageError } from '../../setup/errors.js';
import { Output, outputConfig, type ListWriter } from '../output/output.js';
import type { Format } from '../../setup/settings.js';
import type { Counts } from './progress.js';
import { placeInFile, UNCHANGED } from './item.js';
import type { Action, ImportResult } from './upsert.js';

const RESULT_FIELDS = ['line', 'action', 'id', 'item', 'error', 'note'];
/** `position` (an item's place in a file of several items a line) in every format but the table, whose `item` names it */
const FIELDS_WITH_POSITION = ['line', 'position', 'action', 'id', 'item', 'error', 'note'];
const COUNTED_AS: Record<Action, keyof Counts> = {
  created: 'created',
  create: 'created',
  updated: 'updated',
  update: 'updated',
  skipped: 'skipped',
  skip: 'skipped',
  failed: 'failed',
};
/** failures written to stderr before the rest are only counted */
const SHOWN_FAILURES = 100;

export class ResultSink {
  readonly counts: Counts = { created: 0, updated: 0, skipped: 0, failed: 0 };
  /** failures written (or held) so far, and the ones held back while the bar runs */
  private failuresShown = 0;
  private readonly held: string[] = [];
  private hiddenFailures = 0;
  /** failures wait while a progress bar owns the terminal's last line */
  deferFailures = false;

  private constructor(
    private readonly ctx: Context,
    private readonly writer: ListWriter,
    private readonly format: Format,
    private readonly dryRun: boolean,
    private readonly report: Writable | undefined,
    private readonly closeReport: () => Promise<void>,
  ) {}

  static async open(ctx: Context, opts: { dryRun: boolean; reportFile?: string }): Promise<ResultSink> {
    const config = await outputConfig(ctx);
    if (config.format === 'ics')
      throw new UsageError(
        '--format ics does not apply to import results (use table, json, ndjson, csv, ids or count)',
      );
    // --fields picks among the result's fields (the report keeps them all): known before any row
    // is written, so a typo stops the import before it starts
    const unknown = config.fields?.find((f) => !FIELDS_WITH_POSITION.includes(f));
    if (unknown !== undefined)
      throw new UsageError(
        `--fields ${unknown}: no such field`,
        `the fields of an import result are: ${FIELDS_WITH_POSITION.join(', ')}`,
      );
    const fields = config.fields ?? (config.format === 'table' ? RESULT_FIELDS : FIELDS_WITH_POSITION);
    const output = new Output({ ...config, fields, raw: false }, ctx.io.stdout, undefined, FIELDS_WITH_POSITION);
    let report: Writable | undefined;
    let closeReport = async () => {};
    if (opts.reportFile) {
      try {
        const handle = await open(opts.reportFile, 'w');
        const stream = handle.createWriteStream();
        report = stream;
        closeReport = () =>
          new Promise<void>((resolve, reject) => stream.end((err?: Error | null) => (err ? reject(err) : resolve())));
      } catch (err) {
        throw new CommandError(`cannot write the report ${opts.reportFile}: ${(err as Error).message}`);
      }
    }
    return new ResultSink(ctx, output.list(), config.format, opts.dryRun, report, closeReport);
  }

  /** failures where the site refused this user (ImportResult.refused) */
  refused = 0;

  async add(r: ImportResult): Promise<void> {
    const kind = COUNTED_AS[r.action];
    this.counts[kind] += 1;
    if (r.refused) this.refused += 1;
    if (kind === 'failed') this.failure(`${placeInFile(r)}: ${r.item ? `${r.item}: ` : ''}${r.error}`);
    const ordered = {
      line: r.line,
      ...(r.position === undefined ? {} : { position: r.position }),
      action: r.action,
      id: r.id,
      error: r.error,
      ...(r.item === undefined ? {} : { item: r.item }),
      ...(r.note ? { note: r.note } : {}),
    };
    // A table on a terminal shows what needs a look (everything in a dry run): not a row skipped as
    // unchanged, of which a re-import has one for every row; ids only the written items.
    const shown =
      this.format === 'ids'
        ? r.id !== null
        : this.format !== 'table' || this.dryRun || kind === 'failed' || (r.note !== undefined && r.note !== UNCHANGED);
    if (shown) await this.writer.add([ordered]);
    if (this.report) {
      const line = `${JSON.stringify(ordered)}\n`;
      if (!this.report.write(line)) await new Promise((resolve) => this.report!.once('drain', resolve));
    }
  }

  private failure(text: string): void {
    if (this.failuresShown >= SHOWN_FAILURES) {
      this.hiddenFailures += 1;
      return;
    }
    this.failuresShown += 1;
    if (this.deferFailures) this.held.push(text);
    else this.ctx.io.stderr.write(`${text}\n`);
  }

  /** Writes what was held back and closes the outputs. */
  async close(): Promise<void> {
    if (this.held.length) this.ctx.io.stderr.write(`${this.held.join('\n')}\n`);
    if (this.hiddenFailures)
      this.ctx.io.stderr.write(
        `… and ${this.hiddenFailures} more failures${this.report ? ' (all of them are in the report)' : ' (write them all with --report FILE)'}\n`,
      );
    await this.writer.end();
    await this.closeReport();
  }

  total(): number {
    const c = this.counts;
    return c.created + c.updated + c.skipped + c.failed;
  }
}
