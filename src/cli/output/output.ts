// Writes command results to stdout in the chosen format (CLI.md §3). Lists stream: items are
// written as pages arrive, except where the format needs them all (table, yaml, count).
import type { Context, OutStream } from '../../context.js';
import { filterFields } from '../../server/fields.js';
import type { Resource } from '../../spec/types.js';
import { UsageError } from '../../setup/errors.js';
import { ENGLISH_UI, type Ui } from '../../setup/i18n.js';
import type { Format } from '../../setup/settings.js';
import { displayText } from '../../views/display-text.js';
import { cellText, valueAt } from './cells.js';
import { COLUMNS, fieldColumns, localizedColumns, type Column } from './columns.js';
import { csvRow } from './csv.js';
import { colourWanted, createStyle, type Style } from './style.js';
import { refuseUnknownFields } from './unknown-fields.js';
import { terminalWidth } from './width.js';

// The table and YAML renderers load only for those formats (CLI start-up).
const table = () => import('./table.js');
const yaml = () => import('./yaml.js');

export interface OutputConfig {
  format: Format;
  fields?: string[];
  raw: boolean;
  quiet: boolean;
  /** JSON indented (stdout is a terminal) */
  pretty: boolean;
  colour: boolean;
  /** terminal columns for tables (COLUMNS, else the terminal's, as the views) */
  width: number;
  /** the user's language for table headers and dates (English when absent) */
  ui?: Ui;
}

/** The formats that print no chosen fields: what they print instead. */
const FIELDLESS: Partial<Record<string, string>> = {
  ics: 'iCalendar has its own fields',
  ids: 'it prints the ids alone',
  count: 'it prints a number',
};

/**
 * --fields with a format that prints none (CLI.md §3) is a usage error, not ignored; said before
 * anything is fetched. `use`: the command's formats that take --fields.
 */
export function refuseUnusedFields(
  format: string,
  fields: readonly string[] | undefined,
  use = 'table, csv, json, ndjson or yaml',
): void {
  const instead = FIELDLESS[format];
  if (instead && fields?.length)
    throw new UsageError(
      `--fields does not apply to --format ${format} (${instead})`,
      `for chosen fields use --format ${use}`,
    );
}

/** Format: --format > CALEV_FORMAT > profile > table on a terminal, json otherwise. */
export async function outputConfig(ctx: Context): Promise<OutputConfig> {
  const settings = await ctx.settings();
  const tty = Boolean(ctx.io.stdout.isTTY);
  const format = settings.format ?? (tty ? 'table' : 'json');
  refuseUnusedFields(format, ctx.flags.fields);
  return {
    format,
    fields: ctx.flags.fields?.length ? ctx.flags.fields : undefined,
    raw: Boolean(ctx.flags.raw),
    quiet: Boolean(ctx.flags.quiet),
    pretty: tty,
    colour: colourWanted(ctx.flags.color, ctx.env, ctx.io.stdout),
    width: terminalWidth(ctx.env, ctx.io.stdout),
    ui: ctx.ui,
  };
}

export interface ListWriter {
  add(items: readonly unknown[]): Promise<void>;
  /** `total`: the number of matching items the API reported, for --format count */
  end(total?: number): Promise<void>;
}

/** Keys a detail table leaves out: machine detail that has a readable twin. */
const DETAIL_HIDDEN = /(^|_)details$|^json_ld$|^global_id_lineage$|^custom_fields$|^urls$|^meta$|^utc_/;

export class Output {
  private style?: Style;
  /** where an unknown --fields path is a warning, not an error: the answer of a write, which is done */
  private unknownFieldsWarnTo?: OutStream;

  constructor(
    readonly config: OutputConfig,
    private readonly out: OutStream,
    private readonly resource?: Resource,
    /** the table's and CSV's columns of items that are no API resource (profiles, users) */
    private readonly fields?: readonly string[],
    /** what `--format ids` prints of each item: its id, or the name of a profile */
    private readonly key = 'id',
  ) {}

  static async for(ctx: Context, resource?: Resource, fields?: readonly string[], key?: string): Promise<Output> {
    return new Output(await outputConfig(ctx), ctx.io.stdout, resource, fields, key);
  }

  /** After a write, an unknown --fields path (a typo) is told as a warning on `stderr`: what was
   * written stays written, and its answer is still printed. */
  warnOfUnknownFields(stderr: OutStream): this {
    this.unknownFieldsWarnTo = stderr;
    return this;
  }

  private async checkFields(
    items: readonly unknown[],
    fields: readonly string[] | undefined = this.config.fields,
    of: Resource | readonly string[] | null = this.resource ?? this.fields ?? null,
  ): Promise<void> {
    try {
      await refuseUnknownFields(items, fields, of ?? undefined);
    } catch (err) {
      if (!(err instanceof UsageError) || !this.unknownFieldsWarnTo) throw err;
      this.unknownFieldsWarnTo.write(`warning: ${err.message}\n${err.hint ? `hint: ${err.hint}\n` : ''}`);
    }
  }

  /** One item: get, create, update, delete. */
  async item(value: unknown): Promise<void> {
    if (this.config.quiet) return;
    await this.checkFields([value]);
    const { format } = this.config;
    if (format === 'table')
      return this.write(
        await (await table()).renderRecord(this.detailRows(value), this.config.width, await this.styled()),
      );
    if (format === 'ids') return this.write(`${cellText((value as Record<string, unknown>)?.[this.key])}\n`);
    if (format === 'count') return this.write('1\n');
    if (format === 'csv') return this.write(this.csvHeader() + this.csvLine(value));
    if (format === 'ics') return this.write(await this.calendar([value]));
    return this.document(value, true);
  }

  /** A whole document: an envelope (--raw), the namespace index, /doc, a raw API answer.
   * `checked`: its --fields are checked already (an item). */
  async document(value: unknown, checked = false): Promise<void> {
    if (this.config.quiet) return;
    // an envelope, an index, a raw answer: their own keys (no schema), the first step only
    if (!checked)
      await this.checkFields(
        [value],
        this.config.fields?.map((f) => f.split('.')[0]),
        null,
      );
    const v = this.project(value);
    switch (this.config.format) {
      case 'yaml':
        return this.write((await yaml()).toYaml(v));
      case 'ndjson':
        return this.write(`${JSON.stringify(v)}\n`);
      case 'json':
      case 'table':
        return this.write(this.json(v));
      default:
        throw new UsageError(`--format ${this.config.format} does not apply here (use json, ndjson or yaml)`);
    }
  }

  list(): ListWriter {
    const { format } = this.config;
    if (format === 'ics') this.calendarAllowed();
    const buffered: unknown[] = [];
    let count = 0;
    let started = false;
    let checked = false;
    const quiet = this.config.quiet;
    return {
      add: async (items) => {
        count += items.length;
        if (quiet) return;
        if (!checked && items.length) {
          // before anything is written: the first page's items tell the fields there are
          await this.checkFields(items);
          checked = true;
        }
        if (format === 'table' || format === 'yaml' || format === 'count' || format === 'ics') {
          buffered.push(...items);
          return;
        }
        let chunk = '';
        for (const item of items) {
          if (format === 'json') {
            const text = this.config.pretty
              ? JSON.stringify(this.project(item), null, 2).replace(/^/gm, '  ')
              : JSON.stringify(this.project(item));
            chunk += `${started ? ',' : '['}${this.config.pretty ? '\n' : ''}${text}`;
          } else if (format === 'ndjson') chunk += `${JSON.stringify(this.project(item))}\n`;
          else if (format === 'ids') chunk += `${cellText((item as Record<string, unknown>)?.[this.key])}\n`;
          else if (format === 'csv') chunk += `${started ? '' : this.csvHeader()}${this.csvLine(item)}`;
          started = true;
        }
        this.write(chunk);
      },
      end: async (total) => {
        if (quiet) return;
        if (format === 'json') this.write(started ? `${this.config.pretty ? '\n' : ''}]\n` : '[]\n');
        else if (format === 'csv' && !started) this.write(this.csvHeader());
        else if (format === 'count') this.write(`${total ?? count}\n`);
        else if (format === 'ics') this.write(await this.calendar(buffered));
        else if (format === 'yaml')
          this.write(buffered.length ? (await yaml()).toYaml(buffered.map((i) => this.project(i))) : '[]\n');
        else if (format === 'table') {
          if (buffered.length)
            this.write(
              await (
                await table()
              ).renderTable(
                localizedColumns(this.columns(), this.config.ui ?? ENGLISH_UI),
                buffered,
                this.config.width,
                await this.styled(),
              ),
            );
        }
      },
    };
  }

  /** CLI.md §3: `ics` only for events; a usage error before anything is fetched or printed. */
  private calendarAllowed(): void {
    if (this.resource !== 'events')
      throw new UsageError(`--format ics is only for events${this.resource ? `, not ${this.resource}` : ''}`);
  }

  /** iCalendar text of events. */
  private async calendar(items: readonly unknown[]): Promise<string> {
    this.calendarAllowed();
    // luxon and the VTIMEZONE builder load only for ics output (CLI start-up)
    const { CalendarWriter } = await import('../../ical/ics.js');
    const calendar = new CalendarWriter();
    calendar.addEvents(items);
    return calendar.toString();
  }

  private write(text: string): void {
    if (text) this.out.write(text);
  }

  private json(value: unknown): string {
    return `${this.config.pretty ? JSON.stringify(value, null, 2) : JSON.stringify(value)}\n`;
  }

  private project(value: unknown): unknown {
    return this.config.fields ? filterFields(value, this.config.fields) : value;
  }

  private async styled(): Promise<Style> {
    this.style ??= await createStyle(this.config.colour);
    return this.style;
  }

  private columns(): Column[] {
    if (this.config.fields) return fieldColumns(this.config.fields);
    return this.resource ? COLUMNS[this.resource] : fieldColumns(this.fields ?? ['id']);
  }

  private csvHeader(): string {
    return csvRow(this.columns().map((c) => c.key));
  }

  private csvLine(item: unknown): string {
    return csvRow(this.columns().map((c) => cellText(valueAt(item, c.key))));
  }

  private detailRows(value: unknown): Array<[string, string]> {
    if (this.config.fields) return this.config.fields.map((f) => [f, displayText(cellText(valueAt(value, f)))]);
    if (!value || typeof value !== 'object') return [['value', cellText(value)]];
    return Object.entries(value as Record<string, unknown>)
      .filter(([k]) => !DETAIL_HIDDEN.test(k))
      .map(([k, v]) => [k, displayText(summary(v))]);
  }
}

/** A nested value in one line: a linked item by its name, lists of them joined, images by URL. */
function summary(value: unknown): string {
  if (Array.isArray(value)) return value.map(summary).join(', ');
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    // a series' recurrence (API.md §7.1) reads as its rule in words
    if (Array.isArray(o.rules) && typeof o.description === 'string') return o.description;
    const name = o.name ?? o.venue ?? o.organizer ?? o.title;
    if (typeof name === 'string') return o.id !== undefined ? `${name} (${cellText(o.id)})` : name;
    if (typeof o.url === 'string') return o.url;
  }
  return cellText(value);
}
