// Small building blocks the interactive flows share: optional text answers, the summary shown
// before anything is written, and the final confirmation.
import type { Params, ParamValue } from '../../api/client.js';
import type { Context } from '../../context.js';
import { CancelledError } from '../../setup/errors.js';
import type { Validate } from '../../setup/prompter.js';
import { scalarText } from '../../domain/text.js';

export const required: Validate = (v) => (v.trim() === '' ? 'required' : true);

export const httpUrl: Validate = (v) => {
  if (v.trim() === '') return true;
  try {
    const u = new URL(v.trim());
    return u.protocol === 'http:' || u.protocol === 'https:' ? true : 'an http(s) address, e.g. https://example.org';
  } catch {
    return 'an http(s) address, e.g. https://example.org';
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

/** One line per value: `label  value`, on stderr; then "Create …?"; "no" creates nothing (exit 130). */
export async function confirmSummary(
  ctx: Context,
  what: string,
  rows: ReadonlyArray<readonly [string, string | undefined]>,
): Promise<void> {
  const shown = rows.filter(([, v]) => v !== undefined && v !== '') as Array<[string, string]>;
  const width = Math.max(...shown.map(([k]) => k.length));
  ctx.io.stderr.write(`\n${shown.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`).join('\n')}\n\n`);
  if (!(await ctx.prompter.confirm(`Create this ${what}?`, true))) throw new CancelledError(`no ${what} was created`);
}

/** A value of the body as one line of the summary. */
export function summaryText(value: ParamValue): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value))
    return value
      .map((v) => summaryText(v) ?? '')
      .filter(Boolean)
      .join(', ');
  if (typeof value === 'object') {
    const name = value.venue ?? value.organizer ?? value.name;
    const rest = Object.entries(value)
      .filter(([k, v]) => !['venue', 'organizer', 'name'].includes(k) && typeof v === 'string' && v !== '')
      .map(([, v]) => v as string);
    return `${scalarText(name)}${rest.length ? ` (${rest.join(', ')})` : ''} [new]`;
  }
  const text = String(value);
  const firstLine = text.split('\n')[0];
  return firstLine.length > 70 ? `${firstLine.slice(0, 69)}…` : firstLine + (text.includes('\n') ? ' …' : '');
}
