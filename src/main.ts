// Entry point: builds the Context and the program, runs it, and maps what was thrown to an exit
// code and one `error:` line (plus a `hint:`). This is the only place that knows exit codes.
import { chosenLanguage, loadUi, profileFlag, uiLanguage } from './setup/i18n.js';
import { buildOutline, commandNeed, CommanderError } from './cli/root.js';
import type * as ApiErrors from './api/errors.js';
import type * as SetupErrors from './setup/errors.js';
import { createContext, type Context, type ContextInit, type IO } from './context.js';
import type { ConfigStore } from './setup/config.js';
import type { Env } from './setup/env.js';
import type { Language } from './spec/types.js';

export const EXIT = { ok: 0, failed: 1, usage: 2, partial: 3, auth: 4, cancelled: 130, terminated: 143 } as const;

/** The error classes; loaded only when there is an error to report (CLI start-up). */
type ErrorClasses = typeof SetupErrors & typeof ApiErrors;

/** Errors by type -> exit code (STYLE.md "Errors and exit codes"). */
function exitCode(
  err: unknown,
  { UsageError, BatchError, CancelledError, AuthError, ApiError, InterruptedError }: ErrorClasses,
): number {
  if (err instanceof InterruptedError) return signalExit(err.signal);
  if (err instanceof UsageError) return EXIT.usage;
  if (err instanceof BatchError) return EXIT.partial;
  if (err instanceof CancelledError) return EXIT.cancelled;
  if (err instanceof AuthError) return EXIT.auth;
  if (err instanceof ApiError) return err.refusedCaller ? EXIT.auth : EXIT.failed;
  return EXIT.failed;
}

/** 130 for SIGINT (Ctrl+C), 143 for SIGTERM: 128 + the signal's number, as a shell reports it. */
function signalExit(signal: 'SIGINT' | 'SIGTERM'): number {
  return signal === 'SIGTERM' ? EXIT.terminated : EXIT.cancelled;
}

/**
 * A command that listened for signals and got one without saying how far it got: a request was
 * refused or given up on its way (StoppedError, CutOffError), or the command finished anyway.
 */
function interruptedBy(err: unknown, ctx: Context, classes: ErrorClasses): unknown {
  const signal = ctx.interrupt.signal;
  if (!signal) return err;
  if (err instanceof classes.StoppedError) {
    const unsent =
      err.request === undefined
        ? ', so nothing was sent'
        : /^(GET|HEAD|OPTIONS) /.test(err.request)
          ? ''
          : ', so nothing of it was written';
    return new classes.InterruptedError(`interrupted: ${err.message}${unsent}`, signal);
  }
  if (err instanceof classes.CutOffError)
    return new classes.InterruptedError(
      `interrupted: quit with ${err.request} in flight: it may be half-done; check the item before running the command again`,
      signal,
    );
  return err;
}

function message(err: unknown, { ApiError }: ErrorClasses): string {
  if (err instanceof ApiError) return err.describe();
  if (err instanceof Error) return err.message;
  return String(err);
}

async function report(err: unknown, ctx: Context): Promise<number> {
  // commander printed its own message (or the help) already.
  if (err instanceof CommanderError)
    return err.code === 'commander.helpDisplayed' || err.code === 'commander.version' ? EXIT.ok : EXIT.usage;
  // loaded only when there is an error to report (CLI start-up)
  const [cliErrors, apiErrors, { colourWanted }, { generalHint }] = await Promise.all([
    import('./setup/errors.js'),
    import('./api/errors.js'),
    import('./cli/output/style.js'),
    import('./cli/hints.js'),
  ]);
  const classes: ErrorClasses = { ...cliErrors, ...apiErrors };
  err = interruptedBy(err, ctx, classes);
  const code = exitCode(err, classes);
  // "interrupted: ..." is a summary, not an error
  if (err instanceof classes.InterruptedError) {
    ctx.io.stderr.write(`${err.message}\n`);
    return code;
  }
  const colour = colourWanted(ctx.flags.color, ctx.env, ctx.io.stderr);
  const red = colour ? (s: string) => `\u001b[31m${s}\u001b[39m` : (s: string) => s;
  const lines = [`${red('error:')} ${message(err, classes)}`];
  // settings that cannot be resolved (login of a profile not made yet): the site the flags name
  const settings = await ctx.settings().catch(() => ({ url: ctx.flags.url, namespace: ctx.flags.namespace }));
  const hint = (err as { hint?: string }).hint ?? generalHint(err, settings ?? {});
  if (hint) lines.push(`hint: ${hint}`);
  if (ctx.env.CALEV_DEBUG === '1' && err instanceof Error && err.stack) lines.push(err.stack);
  ctx.io.stderr.write(`${lines.join('\n')}\n`);
  return code;
}

/**
 * The user's language: the active profile's `lang` counts when neither --lang nor CALEV_LANG
 * gives one (CLI.md §1), so only then is the config read before the command. A config that
 * cannot be read is the command's error to report, not the language's.
 */
async function userLanguage(argv: readonly string[], env: Env, config: () => Promise<ConfigStore>): Promise<Language> {
  if (chosenLanguage(argv, env) !== undefined) return uiLanguage(argv, env);
  const profileLang = await Promise.all([config(), import('./setup/settings.js')])
    .then(([store, { profileLanguage }]) => profileLanguage({ profile: profileFlag(argv) }, env, store.read()))
    .catch(() => undefined);
  return uiLanguage(argv, env, profileLang);
}

export async function main(argv: string[], init?: Partial<ContextInit>): Promise<number> {
  const env = init?.env ?? process.env;
  // read once: for the user's language (the profile's) and for the command's settings
  let store: Promise<ConfigStore> | undefined;
  const config = () => (store ??= import('./setup/config.js').then((m) => m.openConfig(env)));
  const ui = init?.ui ?? (await loadUi(await userLanguage(argv, env, config)));
  // process.stdin is made on first use: most commands never read it (CLI start-up)
  const io: IO = {
    get stdin() {
      return process.stdin;
    },
    stdout: process.stdout,
    stderr: process.stderr,
  };
  const ctx = createContext({ io, env, ui, config, ...init });
  // `calev events list | head` closes stdout early: that is not an error.
  if (!init?.io) {
    process.stdout.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE') throw err;
    });
  }
  // Only what argv runs is built (CLI start-up): `calev --help` needs outlines of the commands,
  // `calev events get 1` the events commands; completion and the unusual get the whole tree.
  let program = buildOutline(ctx);
  const need = commandNeed(program, argv);
  if (need.kind !== 'none')
    program = (await import('./cli/program.js')).buildProgram(
      ctx,
      undefined,
      need.kind === 'one' ? need.name : undefined,
    );
  try {
    await program.parseAsync(argv, { from: 'user' });
    const signal = ctx.interrupt.signal;
    if (!signal) return EXIT.ok;
    // the command finished with what was in flight when the signal came: all of it is done
    if (!ctx.flags.quiet) ctx.io.stderr.write('interrupted: the requests in flight were finished first\n');
    return signalExit(signal);
  } catch (err) {
    return report(err, ctx);
  } finally {
    await ctx.close();
  }
}
