// The width tables and views are drawn to, the same for both: COLUMNS first, as `ls` and `git`
// read it (a pipe has no width of its own), then the terminal's own width, else 80 columns.
import type { Env, OutStream } from '../../context.js';

/** Without COLUMNS or a terminal. */
const DEFAULT_WIDTH = 80;

/** A count the environment sets (COLUMNS, LINES): none when unset, empty or not a positive number. */
export function positiveInteger(value: string | undefined): number | undefined {
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

/** Columns of the terminal `stream` writes to (a pipe has no columns of its own). */
export function terminalWidth(env: Env, stream: OutStream): number {
  const own = stream.columns !== undefined && stream.columns > 0 ? stream.columns : undefined;
  return positiveInteger(env.COLUMNS) ?? own ?? DEFAULT_WIDTH;
}
