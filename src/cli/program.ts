// The commander program: global options, the resource commands generated from the route table,
// and the other commands. Actions only collect options and call the run functions.
import { Argument, type Command, InvalidArgumentError, Option } from 'commander';
import type { Context } from '../context.js';
import { RESOURCES, ROUTES } from '../spec/routes.js';
import { LANGUAGES, type Language } from '../spec/types.js';
import { ROLES, type Role } from '../store/records.js';
import { collectAssignment } from './assignments.js';
import { attributeName, collectParams, optionsFor } from './flags.js';
import { addResourceCommands, verbArgs, type Bind } from './resource/commands.js';
import { addOutline, createRoot, SHELLS, TOP_COMMANDS, topCommand } from './root.js';
import type { GlobalFlags } from '../setup/settings.js';
import type { WindowOptions } from './view-window.js';

// Commands load their own code when they run, so that `--help` and each command start fast.
const namespace = () => import('./namespace.js');
const userCommands = () => import('./users.js');
const profiles = () => import('./profile.js');

function integerIn(min: number, max: number) {
  return (value: string): number => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < min || n > max)
      throw new InvalidArgumentError(`Not an integer from ${min} to ${max}.`);
    return n;
  };
}

function positiveNumber(value: string): number {
  const n = Number(value);
  if (!(n > 0)) throw new InvalidArgumentError('Not a positive number.');
  return n;
}

function globalFlags(opts: Record<string, unknown>): GlobalFlags {
  return {
    profile: opts.profile as string | undefined,
    url: opts.url as string | undefined,
    apiRoot: opts.apiRoot as string | undefined,
    namespace: opts.namespace as string | undefined,
    user: opts.user as string[] | undefined,
    dataDir: opts.dataDir as string | undefined,
    lockTimeout: opts.lockTimeout as string | undefined,
    // --translation-language is the flag, --lang its short name: the flag wins
    lang: (opts.translationLanguage ?? opts.lang) as string | undefined,
    format: opts.format as string | undefined,
    fields: opts.fields as string[] | undefined,
    raw: opts.raw as boolean | undefined,
    quiet: opts.quiet as boolean | undefined,
    verbose: opts.verbose as boolean | undefined,
    color: opts.color as boolean | undefined,
    allowHttp: opts.allowHttp as boolean | undefined,
  };
}

/** The route table's `--translation-language`, which every command takes as it takes `--lang` (CLI.md §1). */
const TRANSLATION_LANGUAGE = ROUTES.find((r) => r.pattern === '')!.endpoints[0].args.find(
  (a) => a.name === 'translation_language',
)!;

/** Adds `--translation-language` to a command whose routes do not give it one (agenda, api, profile add, …). */
function withTranslationLanguage(cmd: Command): Command {
  if (!cmd.options.some((o) => o.attributeName() === attributeName(TRANSLATION_LANGUAGE.name)))
    for (const opt of optionsFor(TRANSLATION_LANGUAGE)) cmd.addOption(opt);
  return cmd;
}

interface Builder {
  program: Command;
  bind: Bind;
  globalNames: ReadonlySet<string>;
  signals: { stop(): Promise<unknown> };
}

/** The full definition of each top-level command, by name (the order of the help is TOP_COMMANDS'). */
const BUILDERS: Record<string, (b: Builder, name: string) => void> = {
  ...Object.fromEntries(
    RESOURCES.map((r) => [r, (b: Builder) => addResourceCommands(b.program, r, b.bind, b.globalNames)]),
  ),
  agenda: (b) =>
    addViewCommand(
      b,
      'agenda',
      (cmd) =>
        cmd
          .option('--days <n>', 'how many days (default 7)', integerIn(1, 366))
          .option('--to <date>', 'the last day, a date or a phrase (instead of --days)')
          .option('--empty', 'show days without events too'),
      async (window, opts, c) =>
        (await import('./agenda.js')).runAgenda(
          {
            ...window,
            days: opts.days as number | undefined,
            to: opts.to as string | undefined,
            empty: opts.empty as boolean | undefined,
          },
          c,
        ),
    ),
  calendar: (b) =>
    addViewCommand(
      b,
      'calendar',
      (cmd) =>
        cmd
          .option('--week', 'a week grid')
          .option('--month', 'a month grid (the default)')
          .option('--sunday', 'weeks start on Sunday')
          .option('--monday', "weeks start on Monday (the default, unless the locale's weeks start on another day)"),
      async (window, opts, c) =>
        (await import('./calendar.js')).runCalendar(
          {
            ...window,
            week: opts.week as boolean | undefined,
            month: opts.month as boolean | undefined,
            sunday: opts.sunday as boolean | undefined,
            monday: opts.monday as boolean | undefined,
          },
          c,
        ),
    ),
  index: namespaceCommand,
  doc: namespaceCommand,
  api: ({ program, bind }) => {
    bind(
      program
        .command('api')
        .description(topCommand('api').description)
        .argument('<method>', 'GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS')
        .argument('<path>', 'path and query relative to the namespace')
        .option(
          '-f, --raw-field <key=value>',
          'a text parameter (query for GET/DELETE, JSON body otherwise)',
          collectAssignment,
        )
        .option(
          '-F, --field <key=value>',
          'a typed parameter: true, false, null, numbers; @file reads a file',
          collectAssignment,
        )
        .option('--input <file>', 'send this file as the JSON body (- for stdin)')
        .option('-i, --include', 'print the status and headers first'),
      async (opts, [method, path], c) =>
        (await import('./raw-request.js')).runApi(
          {
            method: method,
            path: path,
            rawFields: opts.rawField as string[] | undefined,
            fields: opts.field as string[] | undefined,
            input: opts.input as string | undefined,
            include: opts.include as boolean | undefined,
          },
          c,
        ),
    );
  },
  serve: ({ program, bind, signals }) => {
    bind(
      program
        .command('serve')
        .description(topCommand('serve').description)
        .option('--host <host>', 'listen address', '127.0.0.1')
        .option('--port <port>', 'listen port (0: any free port)', integerIn(0, 65535), 8080)
        .option('--timezone <zone>', 'site timezone: IANA name, UTC or UTC+N (default UTC)')
        .addOption(new Option('--language <code>', 'default content language (default en)').choices([...LANGUAGES]))
        .option('--geofence <km>', 'radius of geoloc_lat/geoloc_lng searches in km (default 25)', positiveNumber)
        .option('--no-premium', 'behave like a site without the premium extension')
        .option(
          '--public-read-only',
          'anonymous reads only: logins are ignored and every write over HTTP is refused (no users needed on a public address)',
        )
        .option(
          '--public-url <url>',
          'the address visitors reach the server at (behind a proxy or tunnel): the base of the URLs in pages, feeds and the API',
        ),
      async (opts, _args, c) =>
        (await import('./serve.js')).runServe(
          {
            host: opts.host as string,
            port: opts.port as number,
            timezone: opts.timezone as string | undefined,
            language: opts.language as Language | undefined,
            geofence: opts.geofence as number | undefined,
            premium: opts.premium as boolean,
            users: c.flags.user ?? [],
            publicReadOnly: opts.publicReadOnly as boolean | undefined,
            publicUrl: opts.publicUrl as string | undefined,
          },
          c,
          signals.stop(),
        ),
    );
  },
  users: ({ program, bind }) => {
    const users = program.command('users').description(topCommand('users').description);
    const role = () => new Option('--role <role>', 'role').choices([...ROLES]);
    bind(users.command('list').description('list the users'), async (_o, _a, c) =>
      (await userCommands()).runUsersList(c),
    );
    bind(
      users
        .command('add')
        .description('add a user (password asked on a terminal, else read from stdin)')
        .argument('<login>')
        .addOption(role())
        .option('--email <address>', 'e-mail address'),
      async (o, [login], c) =>
        (await userCommands()).runUsersAdd(
          { login: login, role: o.role as Role | undefined, email: o.email as string | undefined },
          c,
        ),
    );
    bind(
      users
        .command('passwd')
        .description('set a new password (asked on a terminal, else read from stdin)')
        .argument('<login>')
        .addOption(role()),
      async (o, [login], c) =>
        (await userCommands()).runUsersPasswd({ login: login, role: o.role as Role | undefined }, c),
    );
    bind(
      users
        .command('remove')
        .description('remove a user')
        .argument('<login>')
        .option('-y, --yes', 'do not ask for confirmation'),
      async (o, [login], c) =>
        (await userCommands()).runUsersRemove({ login: login, yes: o.yes as boolean | undefined }, c),
    );
  },
  profile: ({ program, bind }) => {
    const profile = program.command('profile').description(topCommand('profile').description);
    bind(
      profile
        .command('add')
        .description('add or change a profile from --url, --api-root, --namespace, --user, --lang, --format')
        .argument('<name>')
        .option('--use', 'make it the active profile'),
      async (o, [name], c) => (await profiles()).runProfileAdd({ name: name, use: o.use as boolean | undefined }, c),
    );
    bind(profile.command('list').description('list the profiles'), async (_o, _a, c) =>
      (await profiles()).runProfileList(c),
    );
    bind(
      profile
        .command('use')
        .description('make a profile the active one')
        .argument('[name]')
        .option('--none', 'make no profile active: commands use the local data dir'),
      async (o, [name], c) => (await profiles()).runProfileUse({ name, none: o.none as boolean | undefined }, c),
    );
    bind(
      profile.command('show').description('show a profile (default: the active one)').argument('[name]'),
      async (_o, [name], c) => (await profiles()).runProfileShow({ name }, c),
    );
    bind(profile.command('remove').description('remove a profile').argument('<name>'), async (_o, [name], c) =>
      (await profiles()).runProfileRemove({ name: name }, c),
    );
  },
  login: ({ program, bind }) => {
    bind(
      program
        .command('login')
        .description(topCommand('login').description)
        .option('--password-stdin', 'read the application password from standard input (its first line)'),
      async (o, _a, c) => (await import('./login.js')).runLogin({ passwordStdin: o.passwordStdin as boolean }, c),
    );
  },
  logout: ({ program, bind }) => {
    bind(program.command('logout').description(topCommand('logout').description), async (_o, _a, c) =>
      (await import('./login.js')).runLogout(c),
    );
  },
  completion: ({ program, bind }) => {
    bind(
      program
        .command('completion')
        .description(topCommand('completion').description)
        .addArgument(new Argument('<shell>', 'bash, zsh or fish').choices([...SHELLS])),
      async (_o, [shell], c) => {
        c.io.stdout.write((await import('./completion.js')).completionScript(program, shell));
      },
    );
  },
};

/** The `events list` filters `agenda` and `calendar` take (their flags come from the route table). */
const VIEW_FILTERS: ReadonlySet<string> = new Set([
  'categories',
  'tags',
  'venue',
  'organizer',
  'search',
  'featured',
  'status',
]);

/**
 * `agenda` or `calendar`: WHEN, --timezone and the `events list` filters (from the route table),
 * then the options `own` adds; `run` gets what both share as WindowOptions.
 */
function addViewCommand(
  { program, bind, globalNames }: Builder,
  name: string,
  own: (cmd: Command) => Command,
  run: (window: WindowOptions, opts: Record<string, unknown>, ctx: Context) => Promise<void>,
): void {
  const cmd = program
    .command(name)
    .description(topCommand(name).description)
    .argument(
      '[when...]',
      'the first day: a date or a phrase (today, tomorrow, next monday, 2026-12-01); default today',
    )
    .option('--timezone <zone>', "show times in this zone: IANA name, UTC or UTC+N (default: the site's)");
  own(cmd);
  const filters = verbArgs('events', 'list').filter(
    (a) => VIEW_FILTERS.has(a.name) && !globalNames.has(attributeName(a.name)),
  );
  for (const arg of filters) for (const opt of optionsFor(arg)) cmd.addOption(opt);
  bind(cmd, (opts, args, c) =>
    run(
      { when: args.join(' '), timezone: opts.timezone as string | undefined, params: collectParams(filters, opts) },
      opts,
      c,
    ),
  );
}

/** `index` and `doc`: the namespace index and the OpenAPI document. */
function namespaceCommand({ program, bind, globalNames }: Builder, name: string): void {
  const path = name === 'index' ? '' : '/doc';
  const cmd = program.command(name).description(topCommand(name).description);
  const args = ROUTES.find((r) => r.pattern === path)!.endpoints[0].args.filter(
    (a) => !globalNames.has(attributeName(a.name)),
  );
  for (const arg of args) for (const opt of optionsFor(arg)) cmd.addOption(opt);
  cmd.option('-F, --field <key=value>', 'send a parameter the flags lack', collectAssignment);
  bind(cmd, async (opts, _args, c) =>
    (name === 'index' ? (await namespace()).runIndex : (await namespace()).runDoc)(
      { params: collectParams(args, opts), extra: opts.field as string[] | undefined },
      c,
    ),
  );
}

/**
 * The commander program. `only` names the one top-level command argv runs: it alone is built in
 * full, the others are outlines that only print their line of the top-level help (see
 * src/cli/root.ts). Without `only`, every command is built (completion, help, tests).
 */
export function buildProgram(
  ctx: Context,
  signals: { stop(): Promise<unknown> } = { stop: stopSignal },
  only?: string,
): Command {
  const program = createRoot(ctx);
  const globalNames = new Set(program.options.map((o) => o.attributeName()));

  const bind: Bind = (cmd, run) =>
    withTranslationLanguage(cmd).action(async (...args: unknown[]) => {
      const command = args.at(-1) as Command;
      ctx.flags = globalFlags(command.optsWithGlobals());
      ctx.command = commandLine(command);
      await run(command.opts(), command.args, ctx);
    });

  const builder: Builder = { program, bind, globalNames, signals };
  for (const top of TOP_COMMANDS) {
    if (only === undefined || only === top.name) BUILDERS[top.name](builder, top.name);
    else addOutline(program, top);
  }
  return program;
}

/** `calev events import big.ndjson`: the command's words and operands, without its options (a
 * password given to `serve --user` stays out of what other processes show). */
function commandLine(command: Command): string {
  const words: string[] = [];
  for (let c: Command | null = command; c; c = c.parent) words.unshift(c.name());
  return [...words, ...command.args].join(' ');
}

/** Settles on the first SIGINT or SIGTERM. */
function stopSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const done = (sig: NodeJS.Signals) => {
      process.off('SIGINT', done);
      process.off('SIGTERM', done);
      resolve(sig);
    };
    process.on('SIGINT', done);
    process.on('SIGTERM', done);
  });
}
