// The commander program: global options, the resource commands generated from the route table,
// and the other commands. Actions only collect options and call the run functions.
import { Argument, Command, InvalidArgumentError, Option } from 'commander';
import type { Context } from '../context.js';
import { VERSION } from '../context.js';
import { RESOURCES, ROUTES } from '../spec/routes.js';
import { LANGUAGES, type Language } from '../spec/types.js';
import { ROLES, type Role } from '../store/records.js';
import { collectAssignment } from './assignments.js';
import { completionScript, SHELLS } from './completion.js';
import { attributeName, collectParams, optionsFor } from './flags.js';
import { localizedHelp } from './i18n.js';
import { addResourceCommands, type Bind } from './resource/commands.js';
import { FORMATS, type GlobalFlags } from './settings.js';

// Commands load their own code when they run, so that `--help` and each command start fast.
const namespace = () => import('./namespace.js');
const userCommands = () => import('./users.js');
const profiles = () => import('./profile.js');

function collectValues(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

function collectCsv(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), ...value.split(',').map((s) => s.trim()).filter(Boolean)];
}

function integerIn(min: number, max: number) {
  return (value: string): number => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < min || n > max) throw new InvalidArgumentError(`Not an integer from ${min} to ${max}.`);
    return n;
  };
}

function positiveNumber(value: string): number {
  const n = Number(value);
  if (!(n > 0)) throw new InvalidArgumentError('Not a positive number.');
  return n;
}

/** Options every command takes (CLI.md §1 and §3); route arguments never shadow them. */
function addGlobalOptions(program: Command): void {
  program
    .option('--profile <name>', 'use this profile (CALEV_PROFILE)')
    .option('--url <url>', 'site URL (CALEV_URL); without one, commands use the local data dir')
    .option('--api-root <path>', 'API root path (CALEV_API_ROOT; default /wp-json)')
    .option('--namespace <namespace>', 'API namespace (CALEV_NAMESPACE; default calendar/events/v1, The Events Calendar: tribe/events/v1)')
    .option('--user <login>', 'site user (CALEV_USER); for serve: login:password[:role], repeatable', collectValues)
    .option('--data-dir <dir>', 'local data dir (CALEV_DATA_DIR)')
    .addOption(new Option('--lang <code>', 'content language, same as --translation-language (CALEV_LANG)').choices([...LANGUAGES]))
    .addOption(new Option('--format <format>', 'output format (CALEV_FORMAT; default table on a terminal, json otherwise)').choices([...FORMATS]))
    .option('--fields <paths>', 'only these fields, comma-separated; dotted paths for nested ones (venue.venue)', collectCsv)
    .option('--raw', 'print the whole API answer (the list envelope)')
    .option('-q, --quiet', 'print nothing but errors')
    .option('-v, --verbose', 'print each HTTP request and status on stderr')
    .option('--color', 'colour even when not on a terminal')
    .option('--no-color', 'no colour');
}

function globalFlags(opts: Record<string, unknown>): GlobalFlags {
  return {
    profile: opts.profile as string | undefined,
    url: opts.url as string | undefined,
    apiRoot: opts.apiRoot as string | undefined,
    namespace: opts.namespace as string | undefined,
    user: opts.user as string[] | undefined,
    dataDir: opts.dataDir as string | undefined,
    lang: opts.lang as string | undefined,
    format: opts.format as string | undefined,
    fields: opts.fields as string[] | undefined,
    raw: opts.raw as boolean | undefined,
    quiet: opts.quiet as boolean | undefined,
    verbose: opts.verbose as boolean | undefined,
    color: opts.color as boolean | undefined,
  };
}

export function buildProgram(ctx: Context, signals: { stop(): Promise<unknown> } = { stop: stopSignal }): Command {
  const program = new Command('calev')
    .description('Manage calendar events, venues, organizers, categories and tags; serve a local copy of the calendar/events/v1 API.')
    .version(VERSION, '-V, --version')
    .exitOverride()
    .configureOutput({ writeOut: (s) => ctx.io.stdout.write(s), writeErr: (s) => ctx.io.stderr.write(s) })
    .configureHelp({ showGlobalOptions: true, sortSubcommands: false, ...(ctx.ui.lang === 'en' ? {} : localizedHelp(ctx.ui.tr)) });
  addGlobalOptions(program);
  const globalNames = new Set(program.options.map((o) => o.attributeName()));

  const bind: Bind = (cmd, run) =>
    cmd.action(async (...args: unknown[]) => {
      const command = args.at(-1) as Command;
      ctx.flags = globalFlags(command.optsWithGlobals());
      await run(command.opts(), command.args, ctx);
    });

  for (const resource of RESOURCES) addResourceCommands(program, resource, bind, globalNames);

  for (const [name, path, description] of [
    ['index', '', 'the namespace index: routes and their arguments'],
    ['doc', '/doc', 'the OpenAPI document'],
  ] as const) {
    const cmd = program.command(name).description(description);
    const args = ROUTES.find((r) => r.pattern === path)!.endpoints[0]!.args.filter((a) => !globalNames.has(attributeName(a.name)));
    for (const arg of args) for (const opt of optionsFor(arg)) cmd.addOption(opt);
    cmd.option('-F, --field <key=value>', 'send a parameter the flags lack', collectAssignment);
    bind(cmd, async (opts, _args, c) => (name === 'index' ? (await namespace()).runIndex : (await namespace()).runDoc)({ params: collectParams(args, opts), extra: opts.field as string[] | undefined }, c));
  }

  bind(
    program
      .command('api')
      .description('send a raw request; PATH is relative to the namespace (e.g. /events?per_page=2)')
      .argument('<method>', 'GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS')
      .argument('<path>', 'path and query relative to the namespace')
      .option('-f, --raw-field <key=value>', 'a text parameter (query for GET/DELETE, JSON body otherwise)', collectAssignment)
      .option('-F, --field <key=value>', 'a typed parameter: true, false, null, numbers; @file reads a file', collectAssignment)
      .option('--input <file>', 'send this file as the JSON body (- for stdin)')
      .option('-i, --include', 'print the status and headers first'),
    async (opts, [method, path], c) =>
      (await import('./raw-request.js')).runApi({ method: method!, path: path!, rawFields: opts.rawField as string[] | undefined, fields: opts.field as string[] | undefined, input: opts.input as string | undefined, include: opts.include as boolean | undefined }, c),
  );

  bind(
    program
      .command('serve')
      .description('serve the calendar/events/v1 API over HTTP on the data dir (users: --user login:password[:role], repeatable)')
      .option('--host <host>', 'listen address', '127.0.0.1')
      .option('--port <port>', 'listen port (0: any free port)', integerIn(0, 65535), 8080)
      .option('--timezone <zone>', 'site timezone: IANA name, UTC or UTC+N (default UTC)')
      .addOption(new Option('--language <code>', 'default content language (default en)').choices([...LANGUAGES]))
      .option('--geofence <km>', 'radius of geoloc_lat/geoloc_lng searches in km (default 25)', positiveNumber)
      .option('--no-premium', 'behave like a site without the premium extension')
      .option('--public-read-only', 'anonymous reads only: logins are ignored and every write over HTTP is refused (no users needed on a public address)'),
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
        },
        c,
        signals.stop(),
      ),
  );

  const users = program.command('users').description('users of the local data dir: add, list, remove, passwd');
  const role = () => new Option('--role <role>', 'role').choices([...ROLES]);
  bind(users.command('list').description('list the users'), async (_o, _a, c) => (await userCommands()).runUsersList(c));
  bind(
    users.command('add').description('add a user (password asked on a terminal, else read from stdin)').argument('<login>').addOption(role()).option('--email <address>', 'e-mail address'),
    async (o, [login], c) => (await userCommands()).runUsersAdd({ login: login!, role: o.role as Role | undefined, email: o.email as string | undefined }, c),
  );
  bind(
    users.command('passwd').description('set a new password (asked on a terminal, else read from stdin)').argument('<login>').addOption(role()),
    async (o, [login], c) => (await userCommands()).runUsersPasswd({ login: login!, role: o.role as Role | undefined }, c),
  );
  bind(users.command('remove').description('remove a user').argument('<login>').option('-y, --yes', 'do not ask for confirmation'), async (o, [login], c) =>
    (await userCommands()).runUsersRemove({ login: login!, yes: o.yes as boolean | undefined }, c),
  );

  const profile = program.command('profile').description('named targets: add, list, use, show, remove');
  bind(
    profile.command('add').description('add or change a profile from --url, --api-root, --namespace, --user, --lang, --format').argument('<name>').option('--use', 'make it the active profile'),
    async (o, [name], c) => (await profiles()).runProfileAdd({ name: name!, use: o.use as boolean | undefined }, c),
  );
  bind(profile.command('list').description('list the profiles'), async (_o, _a, c) => (await profiles()).runProfileList(c));
  bind(profile.command('use').description('make a profile the active one').argument('<name>'), async (_o, [name], c) => (await profiles()).runProfileUse({ name: name! }, c));
  bind(profile.command('show').description('show a profile (default: the active one)').argument('[name]'), async (_o, [name], c) => (await profiles()).runProfileShow({ name }, c));
  bind(profile.command('remove').description('remove a profile').argument('<name>'), async (_o, [name], c) => (await profiles()).runProfileRemove({ name: name! }, c));

  bind(program.command('login').description('ask for the application password, check it against the site, save it in the profile'), async (_o, _a, c) => (await import('./login.js')).runLogin(c));

  bind(
    program
      .command('completion')
      .description('print the completion script for a shell')
      .addArgument(new Argument('<shell>', 'bash, zsh or fish').choices([...SHELLS])),
    async (_o, [shell], c) => {
      c.io.stdout.write(completionScript(program, shell!));
    },
  );
  return program;
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

