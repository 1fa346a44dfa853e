// The top of the command tree, light enough for `calev --help`: the program with its global
// options and, for every top-level command, its name, description and the shape its line in the
// help has. src/cli/program.ts builds in full only the command that argv names (CLI start-up):
// the others stay outlines that print the same line in the top-level help.
import type * as Commander from 'commander';
import { createRequire } from 'node:module';
import type { Context } from '../context.js';
import { VERSION } from '../context.js';
import { LANGUAGES } from '../spec/types.js';
import { FORMATS } from '../setup/formats.js';
import { localizedHelp } from '../setup/i18n.js';

// commander's CommonJS build, required directly: going through its ESM wrapper (and the scan of
// its exports) costs ~1.5 ms of start-up. It is the very module `import 'commander'` gives the
// other files (one instance in the require cache), so classes and instanceof agree.
const commander = createRequire(import.meta.url)('commander') as typeof Commander;
const { Command, Option } = commander;
type Command = Commander.Command;
/** main.ts takes it from here (start-up: nothing else on the `--help` path loads commander). */
export const CommanderError = commander.CommanderError;

/** The verbs of every resource command (src/cli/resource/commands.ts). */
export type Verb = 'list' | 'get' | 'create' | 'update' | 'delete';
export const VERBS: readonly Verb[] = ['list', 'get', 'create', 'update', 'delete'];

/** The shells `calev completion` writes scripts for (src/cli/completion.ts). */
export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

/** RESOURCES of src/spec/routes.ts, written out so that `--help` does not load the route table
 * (test/cli/root.test.ts checks that both agree). */
export const RESOURCE_NAMES = ['events', 'venues', 'organizers', 'categories', 'tags'] as const;

export const PROGRAM_DESCRIPTION =
  'Manage calendar events, venues, organizers, categories and tags; serve a local copy of the calendar/events/v1 API.';

/** `events: list, get, create, update, delete, import, export` */
export function resourceGroupDescription(resource: string): string {
  return `${resource}: ${[...VERBS, 'import', 'export'].join(', ')}`;
}

/** A top-level command as the top-level help shows it. */
export interface TopCommand {
  name: string;
  description: string;
  /** its arguments, as the help writes them */
  args?: readonly string[];
  /** it has options of its own (the help writes `[options]`) */
  options?: boolean;
}

/** Every top-level command, in the order of the help; program.ts builds each in full. */
export const TOP_COMMANDS: readonly TopCommand[] = [
  ...RESOURCE_NAMES.map((r) => ({ name: r, description: resourceGroupDescription(r) })),
  {
    name: 'agenda',
    description: 'events grouped by day, from WHEN (default today) for --days N (default 7) or --to DATE',
    args: ['[when...]'],
    options: true,
  },
  {
    name: 'calendar',
    description: 'a month grid (or --week) of the events, fitted to the terminal',
    args: ['[when...]'],
    options: true,
  },
  { name: 'index', description: 'the namespace index: routes and their arguments', options: true },
  { name: 'doc', description: 'the OpenAPI document', options: true },
  {
    name: 'api',
    description: 'send a raw request; PATH is relative to the namespace (e.g. /events?per_page=2)',
    args: ['<method>', '<path>'],
    options: true,
  },
  {
    name: 'serve',
    description:
      'serve the calendar/events/v1 API over HTTP on the data dir (users: --user login:password[:role], repeatable)',
    options: true,
  },
  { name: 'users', description: 'users of the local data dir: add, list, remove, passwd' },
  { name: 'profile', description: 'named targets: add, list, use, show, remove' },
  {
    name: 'login',
    description:
      'ask for the application password, check it against the site, save it in the system keyring (else the config file)',
    options: true,
  },
  { name: 'logout', description: 'remove the saved application password of the profile', options: true },
  {
    name: 'completion',
    description: 'print the completion script for a shell',
    args: ['<shell>'],
    options: true,
  },
];

export function topCommand(name: string): TopCommand {
  return TOP_COMMANDS.find((c) => c.name === name)!;
}

/** The program with its global options, no commands yet. */
export function createRoot(ctx: Context): Command {
  const program = new Command('calev')
    .description(PROGRAM_DESCRIPTION)
    .version(VERSION, '-V, --version')
    .exitOverride()
    .configureOutput({ writeOut: (s) => ctx.io.stdout.write(s), writeErr: (s) => ctx.io.stderr.write(s) })
    .configureHelp({
      showGlobalOptions: true,
      sortSubcommands: false,
      ...(ctx.ui.lang === 'en' ? {} : localizedHelp(ctx.ui.tr)),
    });
  addGlobalOptions(program);
  return program;
}

function collectValues(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

function collectCsv(value: string, previous: string[] | undefined): string[] {
  return [
    ...(previous ?? []),
    ...value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ];
}

/** Options every command takes (CLI.md §1 and §3); route arguments never shadow them. */
function addGlobalOptions(program: Command): void {
  program
    .option('--profile <name>', 'use this profile (CALEV_PROFILE)')
    .option('--url <url>', 'site URL (CALEV_URL); without one, commands use the local data dir')
    .option('--api-root <path>', 'API root path (CALEV_API_ROOT; default /wp-json)')
    .option(
      '--namespace <namespace>',
      'API namespace (CALEV_NAMESPACE; default calendar/events/v1, The Events Calendar: tribe/events/v1)',
    )
    .option('--user <login>', 'site user (CALEV_USER); for serve: login:password[:role], repeatable', collectValues)
    .option('--data-dir <dir>', 'local data dir (CALEV_DATA_DIR)')
    .option(
      '--lock-timeout <seconds>',
      'seconds a write waits for another calev process that is writing the data dir (CALEV_LOCK_TIMEOUT; default 30, at most 86400)',
    )
    .addOption(
      new Option('--lang <code>', 'content language, same as --translation-language (CALEV_LANG)').choices([
        ...LANGUAGES,
      ]),
    )
    .addOption(
      new Option(
        '--format <format>',
        'output format (CALEV_FORMAT; default table on a terminal, json otherwise)',
      ).choices([...FORMATS]),
    )
    .option(
      '--fields <paths>',
      'only these fields, comma-separated; dotted paths for nested ones (venue.venue)',
      collectCsv,
    )
    .option('--raw', 'print the whole API answer (the list envelope)')
    .option('-q, --quiet', 'print nothing but errors')
    .option('-v, --verbose', 'print each HTTP request and status on stderr')
    .option('--color', 'colour even when not on a terminal')
    .option('--no-color', 'no colour')
    .option('--allow-http', 'send the password over plain http to a host other than this machine (CALEV_ALLOW_HTTP=1)');
}

/**
 * The outline of a top-level command: what the top-level help prints about it, nothing more.
 * It is never run: argv does not name it (see commandWord).
 */
export function addOutline(program: Command, top: TopCommand): Command {
  const cmd = program.command(top.name).description(top.description);
  for (const arg of top.args ?? []) cmd.argument(arg);
  // any option makes the help write `[options]`; the real ones come with the full build
  if (top.options) cmd.option('--outline');
  return cmd;
}

/** The program with outlines of every command: enough for `calev`, `calev --help`, `calev -V`. */
export function buildOutline(ctx: Context): Command {
  const program = createRoot(ctx);
  for (const top of TOP_COMMANDS) addOutline(program, top);
  return program;
}

/** What the command line needs built: no command, one top-level command, or the whole tree. */
export type Need = { kind: 'none' } | { kind: 'one'; name: string } | { kind: 'all' };

/**
 * The top-level command argv runs, found the way commander finds it (the first operand, global
 * options and their values skipped). Anything unusual (an option the program does not know,
 * `--`, `help`, `completion`, an unknown command) needs the whole tree, so that commander sees
 * the very program it always saw.
 */
export function commandNeed(program: Command, argv: readonly string[]): Need {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') return { kind: 'all' };
    if (arg.length > 1 && arg.startsWith('-')) {
      const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
      const flag = eq > 0 ? arg.slice(0, eq) : arg;
      if (flag === '-h' || flag === '--help') continue;
      const opt = program.options.find((o) => o.long === flag || o.short === flag);
      if (!opt) return { kind: 'all' };
      if (opt.optional) return { kind: 'all' };
      if (opt.required && eq < 0) i++;
      continue;
    }
    if (arg === 'completion' || !TOP_COMMANDS.some((c) => c.name === arg)) return { kind: 'all' };
    return { kind: 'one', name: arg };
  }
  return { kind: 'none' };
}
