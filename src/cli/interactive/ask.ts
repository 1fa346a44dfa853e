// Small building blocks the interactive flows share: optional text answers, the summary shown
// before anything is written, and the final confirmation.
import type { Params, ParamValue } from '../../api/client.js';
import type { Context } from '../../context.js';
import { CancelledError } from '../../setup/errors.js';
import type { Validate } from '../../setup/prompter.js';
import { scalarText } from '../../domain/text.js';
import type { Ui } from '../../setup/i18n.js';
import { say } from './words.js';
import { displayWidth, fitTo, loadWidthsFor } from '../../views/text-width.js';

export const required =
  (ui: Ui): Validate =>
  (v) =>
    v.trim() === '' ? say(ui, 'required') : true;

export const httpUrl =
  (ui: Ui): Validate =>
  (v) => {
    if (v.trim() === '') return true;
    try {
      const u = new URL(v.trim());
      return u.protocol === 'http:' || u.protocol === 'https:' ? true : say(ui, 'notHttp');
    } catch {
      return say(ui, 'notHttp');
    }
  };

/** Asks for `key` unless it was given on the command line; an empty answer sends nothing. */
export async function askText(
  ctx: Context,
  body: Params,
  key: string,
  message: string,
  validate?: Validate,
): Promise<void> {
  if (body[key] !== undefined) return;
  const answer = (await ctx.prompter.input(message, undefined, validate)).trim();
  if (answer !== '') body[key] = answer;
}

/** Asks a yes/no field unless it was given on the command line. */
export async function askFlag(
  ctx: Context,
  body: Params,
  key: string,
  message: string,
  defaultValue = false,
): Promise<void> {
  if (body[key] !== undefined) return;
  body[key] = await ctx.prompter.confirm(message, defaultValue);
}

/** What is created: the question that confirms it, and what "no" says. */
const CONFIRM = {
  event: ['createEvent', 'noEvent'],
  venue: ['createVenue', 'noVenue'],
  organizer: ['createOrganizer', 'noOrganizer'],
  category: ['createCategory', 'noCategory'],
  tag: ['createTag', 'noTag'],
} as const;

/** One line per value: `label  value`, on stderr; then "Create …?"; "no" creates nothing (exit 130). */
export async function confirmSummary(
  ctx: Context,
  what: keyof typeof CONFIRM,
  rows: ReadonlyArray<readonly [string, string | undefined]>,
): Promise<void> {
  const shown = rows.filter(([, v]) => v !== undefined && v !== '') as Array<[string, string]>;
  // labels padded by the columns a terminal gives them (a Chinese or Japanese character takes two)
  await loadWidthsFor(shown.map(([k]) => k));
  const width = Math.max(...shown.map(([k]) => displayWidth(k)));
  ctx.io.stderr.write(`\n${shown.map(([k, v]) => `  ${fitTo(k, width)}  ${v}`).join('\n')}\n\n`);
  const [question, cancelled] = CONFIRM[what];
  if (!(await ctx.prompter.confirm(say(ctx.ui, question), true))) throw new CancelledError(say(ctx.ui, cancelled));
}

/** A value of the body as one line of the summary. */
export function summaryText(value: ParamValue, ui: Ui): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return say(ui, value ? 'yes' : 'no');
  if (Array.isArray(value))
    return value
      .map((v) => summaryText(v, ui) ?? '')
      .filter(Boolean)
      .join(', ');
  if (typeof value === 'object') {
    const name = value.venue ?? value.organizer ?? value.name;
    const rest = Object.entries(value)
      .filter(([k, v]) => !['venue', 'organizer', 'name'].includes(k) && typeof v === 'string' && v !== '')
      .map(([, v]) => v as string);
    return say(ui, 'isNewNested', `${scalarText(name)}${rest.length ? ` (${rest.join(', ')})` : ''}`);
  }
  const text = String(value);
  const firstLine = text.split('\n')[0];
  return firstLine.length > 70 ? `${firstLine.slice(0, 69)}…` : firstLine + (text.includes('\n') ? ' …' : '');
}
