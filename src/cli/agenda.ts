// `calev agenda [WHEN] [--days N | --to DATE]`: the events of a window of days grouped by day, as
// text (a terminal or not; --fields: the time and the chosen fields a line), or as data with
// --format json, ndjson or ics.
import type { Context } from '../context.js';
import { filterFields } from '../server/fields.js';
import { refuseUnknownFields } from './output/unknown-fields.js';
import { fieldColumns } from './output/columns.js';
import { refuseUnusedFields } from './output/output.js';
import { UsageError } from '../setup/errors.js';
import { agendaGroups, renderAgenda } from '../views/agenda.js';
import { daysBetween, dayRange } from '../views/days.js';
import { fetchWindow, MAX_DAYS, readWhen, viewSurface, type WindowOptions } from './view-window.js';

export interface AgendaOptions extends WindowOptions {
  /** --days: how many days from WHEN (default 7) */
  days?: number;
  /** --to: the last day, a date or a phrase */
  to?: string;
  /** --empty: days without events too */
  empty?: boolean;
}

const DATA_FORMATS = ['json', 'ndjson', 'ics'] as const;
type AgendaFormat = 'text' | (typeof DATA_FORMATS)[number];

/** text, unless --format (or CALEV_FORMAT, a profile) asks for data the agenda can give. */
async function agendaFormat(ctx: Context): Promise<AgendaFormat> {
  const format = (await ctx.settings()).format;
  if (format === undefined || format === 'table') return 'text';
  if ((DATA_FORMATS as readonly string[]).includes(format)) return format as AgendaFormat;
  if (ctx.flags.format !== undefined)
    throw new UsageError(`agenda prints text, or ${DATA_FORMATS.join(', ')} with --format; not ${format}`);
  return 'text';
}

export async function runAgenda(opts: AgendaOptions, ctx: Context): Promise<void> {
  if (opts.days !== undefined && opts.to !== undefined) throw new UsageError('give --days or --to, not both');
  const format = await agendaFormat(ctx);
  refuseUnusedFields(format, ctx.flags.fields, 'json or ndjson');
  const surface = await viewSurface(opts, ctx);
  const now = ctx.clock.now();
  const first = await readWhen(opts.when, surface, now);
  const count =
    opts.to === undefined ? (opts.days ?? 7) : daysBetween(first, await readWhen(opts.to, surface, now)) + 1;
  if (count < 1) throw new UsageError(`--to ${opts.to} is before the first day, ${first}`);
  if (count > MAX_DAYS) throw new UsageError(`an agenda shows at most ${MAX_DAYS} days, not ${count}`);
  const days = dayRange(first, count);
  const { events, byDay } = await fetchWindow(surface, opts.params, days);
  if (ctx.flags.quiet) return;
  const out = ctx.io.stdout;
  const fields = ctx.flags.fields?.length ? ctx.flags.fields : undefined;
  await refuseUnknownFields(
    events.map((e) => e.item),
    fields,
    'events',
  );
  if (format === 'text') {
    const columns = fields && fieldColumns(fields);
    const texts = columns && ((item: unknown) => columns.map((c) => c.cell(item)));
    out.write(renderAgenda(byDay, { ...surface, days, empty: Boolean(opts.empty), fields: texts }));
    return;
  }
  if (format === 'ics') {
    // ical.js and the VTIMEZONE builder load only for ics (CLI start-up)
    const [{ CalendarWriter }, { withWholeSeries }] = await Promise.all([
      import('../ical/ics.js'),
      import('./export/whole-series.js'),
    ]);
    const calendar = new CalendarWriter();
    // a series the window holds part of goes whole, as its rule with its edits, as a windowed
    // export and the feeds write it: its dates alone would each have a UID of their own
    const items = events.map((e) => e.item);
    calendar.addEvents(await withWholeSeries(items, surface.client, opts.params));
    out.write(calendar.toString());
    return;
  }
  const groups = agendaGroups(byDay, days, Boolean(opts.empty)).map((g) => ({
    date: g.date,
    events: fields ? g.events.map((e) => filterFields(e, fields)) : g.events,
  }));
  if (format === 'ndjson') out.write(groups.map((g) => `${JSON.stringify(g)}\n`).join(''));
  else out.write(`${out.isTTY ? JSON.stringify(groups, null, 2) : JSON.stringify(groups)}\n`);
}
