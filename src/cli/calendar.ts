// `calev calendar [WHEN] [--week | --month]`: a month grid (default) or a week grid that fits the
// terminal, plain text without one.
import type { Context } from '../context.js';
import { UsageError } from '../setup/errors.js';
import { dayRange, daysBetween, firstOfMonth, lastOfMonth, weekStartOf } from '../views/days.js';
import { localeWeekStart } from '../views/labels.js';
import { renderMonth } from '../views/month.js';
import { renderWeek } from '../views/week.js';
import { fetchWindow, readWhen, viewSurface, type WindowOptions } from './view-window.js';

export interface CalendarOptions extends WindowOptions {
  week?: boolean;
  month?: boolean;
  /** --sunday / --monday: the first column; else the locale's first day, else Monday */
  sunday?: boolean;
  monday?: boolean;
}

/** Event lines under each day number when the terminal's height is unknown (a pipe, a file). */
const DEFAULT_LINES = 4;

/** The first day of the week: --sunday, --monday, else the locale's (LC_ALL, LC_TIME, LANG), else Monday. */
export function weekStart(opts: CalendarOptions, ctx: Context): number {
  if (opts.sunday) return 7;
  if (opts.monday) return 1;
  return localeWeekStart(ctx.env.LC_ALL || ctx.env.LC_TIME || ctx.env.LANG) ?? 1;
}

export async function runCalendar(opts: CalendarOptions, ctx: Context): Promise<void> {
  if (opts.week && opts.month) throw new UsageError('give --week or --month, not both');
  if (opts.sunday && opts.monday) throw new UsageError('give --sunday or --monday, not both');
  if (ctx.flags.format !== undefined && ctx.flags.format !== 'table')
    throw new UsageError(`calendar prints a grid, not ${ctx.flags.format}`, 'for data use: calev agenda --format json');
  if (ctx.flags.fields?.length)
    throw new UsageError(
      'calendar prints a grid of titles: --fields does not apply',
      `for chosen fields use: calev agenda --fields ${ctx.flags.fields.join(',')}`,
    );
  const surface = await viewSurface(opts, ctx);
  const day = await readWhen(opts.when, surface, ctx.clock.now());
  const start = weekStart(opts, ctx);
  if (opts.week) {
    const days = dayRange(weekStartOf(day, start), 7);
    const { byDay } = await fetchWindow(surface, opts.params, days);
    if (!ctx.flags.quiet) ctx.io.stdout.write(renderWeek(byDay, { ...surface, days }));
    return;
  }
  const gridStart = weekStartOf(firstOfMonth(day), start);
  const weeks = Math.ceil((daysBetween(gridStart, lastOfMonth(day)) + 1) / 7);
  const days = dayRange(gridStart, weeks * 7);
  const { byDay } = await fetchWindow(surface, opts.params, days);
  // the grid fits the terminal's height: title, borders, a day-number line per week
  const maxLines = surface.rows ? Math.max(1, Math.floor((surface.rows - 3) / weeks) - 2) : DEFAULT_LINES;
  if (!ctx.flags.quiet) ctx.io.stdout.write(renderMonth(byDay, { ...surface, days, month: day, maxLines }));
}
