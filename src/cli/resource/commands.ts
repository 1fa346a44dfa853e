// Commander wiring of `calev <resource> list|get|create|update|delete|import|export`, generated
// from the route table: the flags of each verb are the arguments of its endpoint(s); export takes
// the list filters.
import { type Command, InvalidArgumentError, Option } from 'commander';
import type { Context } from '../../context.js';
import { findEndpoint } from '../../spec/routes.js';
import type { ArgSpec, Resource } from '../../spec/types.js';
import { collectAssignment } from '../assignments.js';
import { attributeName, categoryRefOption, collectParams, optionsFor } from '../flags.js';
import { DATE_ORDERS, type DateOrder, INPUT_FORMATS, type InputFormat, isEncoding } from '../import/formats.js';
import { resourceGroupDescription, VERBS, type Verb } from '../root.js';
import { hasSlugRoute, SINGULAR } from './ref.js';
import type { Repeat } from '../../recurrence/friendly.js';
import type { SeriesFlags } from './series.js';

export { VERBS, type Verb } from '../root.js';

/** Binds a command's action: sets the global flags on the Context, then runs. */
export type Bind = (
  cmd: Command,
  run: (opts: Record<string, unknown>, args: string[], ctx: Context) => Promise<void>,
) => Command;

/** The arguments a verb takes: for item verbs the by-id and by-slug endpoints together, path arguments left out. */
export function verbArgs(resource: Resource, verb: Verb): ArgSpec[] {
  const shapes = verb === 'list' || verb === 'create' ? (['collection'] as const) : (['single', 'bySlug'] as const);
  const seen = new Map<string, ArgSpec>();
  for (const shape of shapes) {
    for (const arg of findEndpoint(resource, verb, shape)?.args ?? []) {
      if (!arg.path && !seen.has(arg.name)) seen.set(arg.name, arg);
    }
  }
  return [...seen.values()];
}

function encodingName(value: string): string {
  if (!isEncoding(value))
    throw new InvalidArgumentError(
      'No such character encoding (utf-8, utf-16le, windows-1252, iso-8859-15, shift_jis, gbk, …).',
    );
  return value;
}

function positiveInteger(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new InvalidArgumentError('Not a positive integer.');
  return Number(value);
}

/** A route argument's flags; a category's parent also by slug or name, an image also a file. */
function flagsOf(arg: ArgSpec): Option[] {
  if (arg.rule === 'categoryParentWrite' || arg.rule === 'categoryParentFilter') return [categoryRefOption(arg)];
  // src/cli/resource/image-file.ts
  if (arg.rule === 'image')
    return optionsFor({ ...arg, description: `${arg.description ?? arg.name} (${IMAGE_FILE})` });
  return optionsFor(arg);
}

const IMAGE_FILE = 'or a file, uploaded to a WordPress site';

/** `an event`, `a venue` */
const aOne = (r: Resource): string => `${/^[aeiou]/.test(SINGULAR[r]) ? 'an' : 'a'} ${SINGULAR[r]}`;

// Whole sentences per resource, so that each language can word them its own way (src/setup/i18n.ts).
const DESCRIPTIONS: Record<Verb, (r: Resource) => string> = {
  list: (r) => `list ${r} (one page; --all follows every page)`,
  get: (r) => `show one ${SINGULAR[r]}`,
  create: (r) => `create ${aOne(r)}`,
  update: (r) => `change fields of ${aOne(r)} (only the fields given)`,
  delete: (r) => (hasSlugRoute(r) ? `move ${aOne(r)} to the trash` : `delete ${aOne(r)}`),
};

export function addResourceCommands(
  program: Command,
  resource: Resource,
  bind: Bind,
  globalNames: ReadonlySet<string>,
): void {
  const group = program.command(resource).description(resourceGroupDescription(resource));
  for (const verb of VERBS) {
    const cmd = group.command(verb).description(DESCRIPTIONS[verb](resource));
    const args = verbArgs(resource, verb).filter((a) => !globalNames.has(attributeName(a.name)));
    const item = verb === 'get' || verb === 'update' || verb === 'delete';
    if (item) cmd.argument('<ref>', hasSlugRoute(resource) ? 'id (digits) or slug' : 'id');
    for (const arg of args) for (const opt of flagsOf(arg)) cmd.addOption(opt);
    if (item && hasSlugRoute(resource)) {
      cmd.option('--by-slug', 'treat <ref> as a slug even when it is all digits');
      // `--slug` forces the slug route where it is not already the item's new slug.
      if (!args.some((a) => a.name === 'slug')) cmd.option('--slug', 'same as --by-slug');
    }
    if (verb === 'list') {
      cmd.option('--all', 'follow every page and stream the items');
      cmd.option('--limit <n>', 'stop after n items (follows pages as needed)', positiveInteger);
    }
    if (verb === 'delete') cmd.option('-y, --yes', 'do not ask for confirmation');
    const seriesOptions = resource === 'events' ? addSeriesOptions(cmd, verb) : false;
    if (verb === 'create') {
      cmd.option('--interactive', 'ask for missing values even without a terminal');
      cmd.option('--no-interactive', 'never ask; fail when a required value is missing');
    }
    cmd.option(
      '-F, --field <key=value>',
      'send a parameter the flags lack (typed: true, false, null, numbers; @file reads a file)',
      collectAssignment,
    );
    bind(cmd, async (opts, positional, ctx) => {
      const base = {
        resource,
        params: collectParams(args, opts),
        extra: opts.field as string[] | undefined,
        ...(seriesOptions ? seriesOptionsOf(opts) : {}),
      };
      const ref = positional[0] ?? '';
      const bySlug = Boolean(opts.bySlug) || opts.slug === true;
      // each verb loads its own code when it runs, so `--help` and the other verbs start fast
      switch (verb) {
        case 'list':
          return (await import('./list.js')).runResourceList(
            { ...base, all: opts.all as boolean | undefined, limit: opts.limit as number | undefined },
            ctx,
          );
        case 'get':
          return (await import('./get.js')).runResourceGet({ ...base, ref, bySlug }, ctx);
        case 'create':
          return (await import('./create.js')).runResourceCreate(
            { ...base, interactive: opts.interactive as boolean | undefined },
            ctx,
          );
        case 'update':
          return (await import('./update.js')).runResourceUpdate({ ...base, ref, bySlug }, ctx);
        case 'delete':
          return (await import('./delete.js')).runResourceDelete(
            { ...base, ref, bySlug, yes: opts.yes as boolean | undefined },
            ctx,
          );
      }
    });
  }
  addTransferCommands(group, resource, bind, globalNames);
}

/** The recurring-event flags of events create/update/delete (CLI.md §2); false where none. */
function addSeriesOptions(cmd: Command, verb: Verb): boolean {
  if (verb === 'create' || verb === 'update') {
    cmd.addOption(
      new Option('--repeat <freq>', 'repeat the event: a series (see --every, --on, --until, --count)').choices([
        'daily',
        'weekly',
        'monthly',
        'yearly',
      ]),
    );
    cmd.option('--every <n>', 'repeat every n days, weeks, months or years', positiveInteger);
    cmd.option('--on <days>', 'repeat on these days: mo,we (weekly), 2tu or -1fr (monthly), 15 (day of the month)');
    cmd.option('--until <date>', 'the last day of the series');
    cmd.option('--count <n>', 'the number of occurrences of the series', positiveInteger);
    cmd.option('--except <date>', 'leave this date out of the series (repeatable)', collectRepeated);
    if (verb === 'create')
      cmd.option('--expand', 'on a site without recurring events: create each occurrence as a single event');
    return true;
  }
  if (verb === 'delete') {
    cmd.option('--series', 'an occurrence: move its whole series to the trash');
    cmd.option('--occurrence', 'an occurrence: move only this one to the trash');
    return true;
  }
  return false;
}

function collectRepeated(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

function seriesOptionsOf(opts: Record<string, unknown>): { series: SeriesFlags } {
  const on = typeof opts.on === 'string' ? opts.on.split(',') : undefined;
  return {
    series: {
      repeat: opts.repeat as Repeat | undefined,
      every: opts.every as number | undefined,
      on,
      until: opts.until as string | undefined,
      count: opts.count as number | undefined,
      except: opts.except as string[] | undefined,
      expand: opts.expand as boolean | undefined,
      wholeSeries: opts.series as boolean | undefined,
      occurrence: opts.occurrence as boolean | undefined,
    },
  };
}

/** `import FILE|-` and `export` (CLI.md §5). */
function addTransferCommands(group: Command, resource: Resource, bind: Bind, globalNames: ReadonlySet<string>): void {
  const formats = resource === 'events' ? INPUT_FORMATS : INPUT_FORMATS.filter((f) => f !== 'ics');
  const importCmd = group
    .command('import')
    .description(
      `create or update ${resource} from a file (${formats.join(', ')}); items are matched by slug${resource === 'events' ? '' : ' or name'}, so running it again never duplicates`,
    )
    .argument('<file>', 'the file, or - for stdin')
    .addOption(
      new Option('--input-format <format>', 'the file format (default: from the extension)').choices([...formats]),
    )
    .option('--dry-run', 'check every item and print what would be created, updated or skipped; write nothing')
    .option('--concurrency <n>', 'requests in flight (default 4)', positiveInteger)
    .option(
      '--batch-size <n>',
      'writes (and lookups, where the site takes them) sent together in one request to a site (1 to 25, default 25; 1 sends each alone)',
      positiveInteger,
    )
    .option('--report <file>', 'write every result as NDJSON {line, action, id, error}')
    .option(
      '--encoding <name>',
      "the file's character encoding (default: UTF-8, or your locale's code page for a file that is not UTF-8)",
      encodingName,
    );
  if (resource === 'events')
    importCmd
      .option(
        '--expand',
        'series on a site without recurring events (The Events Calendar): import each occurrence as a single event',
      )
      .addOption(
        new Option(
          '--date-order <order>',
          'CSV: dates written 01/02/2026 are month first (mdy) or day first (dmy) (default: as the file shows, else as your locale writes dates)',
        ).choices([...DATE_ORDERS]),
      );
  bind(importCmd, async (opts, [file], ctx) =>
    (await import('../import/run.js')).runResourceImport(
      {
        resource,
        file: file,
        inputFormat: opts.inputFormat as InputFormat | undefined,
        dryRun: opts.dryRun as boolean | undefined,
        concurrency: opts.concurrency as number | undefined,
        batchSize: opts.batchSize as number | undefined,
        report: opts.report as string | undefined,
        expand: opts.expand as boolean | undefined,
        reading: { encoding: opts.encoding as string | undefined, dateOrder: opts.dateOrder as DateOrder | undefined },
      },
      ctx,
    ),
  );
  // The list filters, without paging: export follows every page.
  const args = verbArgs(resource, 'list').filter(
    (a) => !globalNames.has(attributeName(a.name)) && a.name !== 'page' && a.name !== 'per_page',
  );
  const exportCmd = group
    .command('export')
    .description(
      `write every ${SINGULAR[resource]} the list filters select as ${resource === 'events' ? 'json, ndjson, csv or ics' : 'json, ndjson or csv'} (--format)`,
    );
  for (const arg of args) for (const opt of flagsOf(arg)) exportCmd.addOption(opt);
  exportCmd.option('-o, --output <file>', 'write to this file instead of stdout (its extension sets the format)');
  exportCmd.option(
    '--excel',
    'csv for Excel: a byte order mark, and semicolons and decimal commas where your locale writes 12,50',
  );
  exportCmd.option(
    '-F, --field <key=value>',
    'send a parameter the flags lack (typed: true, false, null, numbers; @file reads a file)',
    collectAssignment,
  );
  bind(exportCmd, async (opts, _args, ctx) =>
    (await import('../export/run.js')).runResourceExport(
      {
        resource,
        params: collectParams(args, opts),
        extra: opts.field as string[] | undefined,
        output: opts.output as string | undefined,
        excel: opts.excel as boolean | undefined,
      },
      ctx,
    ),
  );
}
