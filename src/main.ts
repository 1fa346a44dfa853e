// Entry point: builds the Context and the program, runs it, and maps what was thrown to an exit
// code and one `error:` line (plus a `hint:`). This is the only place that knows exit codes.
import { CommanderError } from 'commander';
import { ApiError } from './api/errors.js';
import { AuthError, BatchError, CancelledError, UsageError } from './cli/errors.js';
import { loadUi, uiLanguage } from './cli/i18n.js';
import { buildProgram } from './cli/program.js';
import { createContext, type Context, type ContextInit } from './context.js';

export const EXIT = { ok: 0, failed: 1, usage: 2, partial: 3, auth: 4, cancelled: 130 } as const;

/** Errors by type -> exit code (STYLE.md "Errors and exit codes"). */
function exitCode(err: unknown): number {
  if (err instanceof CommanderError) {
    return err.code === 'commander.helpDisplayed' || err.code === 'commander.version' ? EXIT.ok : EXIT.usage;
  }
  if (err instanceof UsageError) return EXIT.usage;
  if (err instanceof BatchError) return EXIT.partial;
  if (err instanceof CancelledError) return EXIT.cancelled;
  if (err instanceof AuthError) return EXIT.auth;
  if (err instanceof ApiError) return err.status === 401 || err.status === 403 ? EXIT.auth : EXIT.failed;
  return EXIT.failed;
}

function message(err: unknown): string {
  if (err instanceof ApiError) return err.describe();
  if (err instanceof Error) return err.message;
  return String(err);
}

async function report(err: unknown, ctx: Context): Promise<number> {
  const code = exitCode(err);
  // commander printed its own message (or the help) already.
  if (err instanceof CommanderError) return code;
  // loaded only when there is an error to report (CLI start-up)
  const [{ colourWanted }, { generalHint }] = await Promise.all([import('./cli/output/style.js'), import('./cli/hints.js')]);
  const colour = colourWanted(ctx.flags.color, ctx.env, ctx.io.stderr);
  const red = colour ? (s: string) => `\u001b[31m${s}\u001b[39m` : (s: string) => s;
  const lines = [`${red('error:')} ${message(err)}`];
  const settings = await ctx.settings().catch(() => undefined);
  const hint = (err as { hint?: string }).hint ?? generalHint(err, { url: settings?.url, user: settings?.user });
  if (hint) lines.push(`hint: ${hint}`);
  if (ctx.env.CALEV_DEBUG === '1' && err instanceof Error && err.stack) lines.push(err.stack);
  ctx.io.stderr.write(`${lines.join('\n')}\n`);
  return code;
}

export async function main(argv: string[], init?: Partial<ContextInit>): Promise<number> {
  const env = init?.env ?? process.env;
  const ui = init?.ui ?? (await loadUi(uiLanguage(argv, env)));
  const ctx = createContext({ io: { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr }, env, ui, ...init });
  // `calev events list | head` closes stdout early: that is not an error.
  if (!init?.io) {
    process.stdout.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE') throw err;
    });
  }
  const program = buildProgram(ctx);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return EXIT.ok;
  } catch (err) {
    return report(err, ctx);
  } finally {
    await ctx.close();
  }
}
