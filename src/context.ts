// The Context every command receives: IO, environment, prompter, clock, the config file and the
// API client. Built once in src/main.ts; tests build their own with buffers and temp dirs.
// Every module a command may not need loads on first use (CLI start-up: `--help` loads none).
import type { ConfigData, ConfigStore } from './setup/config.js';
import { ENGLISH_UI, type Ui } from './setup/i18n.js';
import { Interrupt } from './setup/interrupt.js';
import type { Prompter } from './setup/prompter.js';
import type { GlobalFlags, Settings } from './setup/settings.js';
import type { ApiClient } from './api/client.js';
import { VERSION } from './spec/version.js';
import type { OpenOptions, TargetSettings } from './api/target.js';
import type { LockInfo, LockWait } from './store/lock.js';

import type { Env } from './setup/env.js';

export type { Env };

export interface OutStream {
  write(chunk: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface IO {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: OutStream;
  stderr: OutStream;
}

export interface Clock {
  now(): Date;
  sleep(ms: number): Promise<void>;
}

export interface Context {
  readonly io: IO;
  readonly env: Env;
  readonly clock: Clock;
  readonly prompter: Prompter;
  /** the language the CLI speaks to its user: help, table headers and dates (src/setup/i18n.ts) */
  readonly ui: Ui;
  /** the global flags of this invocation (set by the commander wiring before a command runs) */
  flags: GlobalFlags;
  /** what the user runs, `calev events import big.ndjson` (set with the flags): other calev
   * processes that wait for this one's data dir name it */
  command?: string;
  /** Ctrl+C and SIGTERM: commands that write or page listen, then stop between requests */
  readonly interrupt: Interrupt;
  /** stdin and stdout are terminals, so prompts are allowed */
  interactive(): boolean;
  config(): Promise<ConfigStore>;
  settings(): Promise<Settings>;
  client(): Promise<ApiClient>;
  /** a client for another target than the settings describe (login checks new credentials); the caller closes it */
  connect(target: TargetSettings): Promise<ApiClient>;
  /** how a write on the local data dir waits for another calev process that writes it: as long
   * as the settings say, telling the user on stderr (unless --quiet) once it has waited a second */
  lockWait(target: Pick<TargetSettings, 'dataDir' | 'lockTimeoutMs'>): LockWait;
  /** one line on stderr when --verbose is on */
  trace(line: string): void;
  close(): Promise<void>;
}

export interface ContextInit {
  io: IO;
  env: Env;
  flags?: GlobalFlags;
  prompter?: Prompter;
  clock?: Clock;
  /** the user's language; English by default */
  ui?: Ui;
  /** an API client to use instead of the one the settings describe (tests) */
  client?: ApiClient;
  /** transport options for the client the settings describe (tests: MockAgent, short retries) */
  open?: Omit<OpenOptions, 'trace'>;
  /** is stdin a terminal; defaults to io.stdin.isTTY */
  interactive?: boolean;
  /** signal handling (tests raise signals themselves); one on the process by default */
  interrupt?: Interrupt;
  /** opens the config file; main opens it once, for the user's language and the command */
  config?: () => Promise<ConfigStore>;
}

export { VERSION };

export function createContext(init: ContextInit): Context {
  let config: Promise<ConfigStore> | undefined;
  let client: Promise<ApiClient> | undefined = init.client ? Promise.resolve(init.client) : undefined;
  let prompter = init.prompter;
  const noted = new Set<string>();
  const ctx: Context = {
    io: init.io,
    env: init.env,
    clock: init.clock ?? { now: () => new Date(), sleep: (ms) => new Promise((r) => setTimeout(r, ms)) },
    get prompter() {
      prompter ??= lazyTerminalPrompter(init.io.stdin, init.io.stderr as NodeJS.WritableStream);
      return prompter;
    },
    ui: init.ui ?? ENGLISH_UI,
    flags: init.flags ?? {},
    interrupt: init.interrupt ?? new Interrupt({ stderr: init.io.stderr }),
    interactive: () => init.interactive ?? Boolean(init.io.stdin.isTTY && init.io.stdout.isTTY),
    config: () => (config ??= init.config?.() ?? import('./setup/config.js').then((m) => m.openConfig(init.env))),
    async settings() {
      const [{ resolveSettings }, store] = await Promise.all([import('./setup/settings.js'), ctx.config()]);
      return resolveSettings(ctx.flags, init.env, store.read());
    },
    client() {
      client ??= (async () => {
        const settings = await ctx.settings();
        const { refuseClearCredentials, withKeyringPassword } = await import('./setup/credentials.js');
        // refused before the keyring is asked: the password would not be sent anyway
        refuseClearCredentials(settings);
        // the keyring answers from a child process: the HTTP client loads meanwhile
        const [{ target, problem }] = await Promise.all([
          withKeyringPassword(settings, ctx),
          settings.keyringAccount !== undefined
            ? import('./api/http-transport.js').then((m) => m.loadUndici())
            : undefined,
        ]);
        try {
          return await ctx.connect(target);
        } catch (err) {
          if (err instanceof (await import('./api/target.js')).MissingPasswordError) {
            const { AuthError } = await import('./setup/errors.js');
            // another site or user than the profile's: a profile of its own, not that one replaced
            const other = settings.profile !== undefined && !settings.ownCredentials;
            // ... or the profile there is for that site and user already
            const theirs = other ? profileFor((await ctx.config()).read(), settings.url, err.user) : undefined;
            if (theirs)
              throw new AuthError(
                `${err.message}${problem ? `: ${problem}` : ''}`,
                `profile ${theirs.name} is for ${err.user} at ${settings.url}: ${theirs.saved ? `use it: --profile ${theirs.name}` : `save its password with: calev login --profile ${theirs.name}, then use it: --profile ${theirs.name}`}; or set CALEV_PASSWORD`,
              );
            const login = other
              ? `calev login --profile NAME --url ${settings.url ?? 'URL'} --user ${err.user} (a profile of its own)`
              : `calev login${settings.profileName ? ` --profile ${settings.profileName}` : ''}`;
            throw new AuthError(
              `${err.message}${problem ? `: ${problem}` : ''}`,
              `save it with: ${login}, or set CALEV_PASSWORD`,
            );
          }
          throw err;
        }
      })();
      return client;
    },
    async connect(target) {
      // no connection at all rather than a password in clear on the network
      (await import('./setup/credentials.js')).refuseClearCredentials(target);
      // the client and its transports load on first use, not for `--help` (CLI start-up)
      const [{ openClient }, { answerTimeoutMs }] = await Promise.all([
        import('./api/target.js'),
        import('./setup/settings.js'),
      ]);
      const requestTimeoutMs = answerTimeoutMs(init.env);
      return openClient(target, {
        ...init.open,
        http: { ...(requestTimeoutMs !== undefined ? { requestTimeoutMs } : {}), ...init.open?.http },
        userAgent: `calev/${VERSION}`,
        trace: ctx.flags.verbose ? (l) => ctx.trace(l) : undefined,
        // said even with --quiet: what a command printed may not be what the user may see
        note: (line) => {
          // once, though a command may open several clients (login connects again)
          if (noted.has(line)) return;
          noted.add(line);
          init.io.stderr.write(`note: ${line}\n`);
        },
        onLockWait: ctx.lockWait(target).onWait,
        command: ctx.command,
        gate: ctx.interrupt,
      });
    },
    lockWait(target) {
      const onWait = (holder: LockInfo, timeoutMs: number) => {
        if (ctx.flags.quiet) return;
        const what = holder.command ? ` (${holder.command})` : '';
        const up = `(up to ${timeoutMs / 1000} s)`;
        // a `calev serve` holds the dir from before it listens (src/store/lock.ts awaitServer)
        init.io.stderr.write(
          holder.server
            ? `waiting for calev serve (process ${holder.pid}), which holds ${target.dataDir}, to start listening ${up}\n`
            : `waiting for calev process ${holder.pid}${what}, which is writing ${target.dataDir} ${up}\n`,
        );
      };
      return { timeoutMs: target.lockTimeoutMs, onWait };
    },
    trace(line) {
      if (ctx.flags.verbose) init.io.stderr.write(`${line}\n`);
    },
    async close() {
      ctx.interrupt.dispose();
      if (client && !init.client) await (await client.catch(() => undefined))?.close();
    },
  };
  return ctx;
}

/** The profile for `user` at `url` (a site's address as settings give it), and whether it keeps a password. */
function profileFor(
  data: ConfigData,
  url: string | undefined,
  user: string,
): { name: string; saved: boolean } | undefined {
  const site = (value: string | undefined) => value?.replace(/\/+$/, '');
  for (const [name, p] of Object.entries(data.profiles))
    if (url !== undefined && site(p.url) === site(url) && p.user === user)
      return { name, saved: p.keyring === true || Boolean(p.password) };
  return undefined;
}

/** The terminal prompter, loaded when the first question is asked. */
function lazyTerminalPrompter(input: NodeJS.ReadableStream, output: NodeJS.WritableStream): Prompter {
  let real: Promise<Prompter> | undefined;
  const load = () => (real ??= import('./setup/prompter.js').then((m) => m.createTerminalPrompter(input, output)));
  return {
    confirm: async (...a) => (await load()).confirm(...a),
    input: async (...a) => (await load()).input(...a),
    password: async (...a) => (await load()).password(...a),
    select: async (message, choices, defaultValue) => (await load()).select(message, choices, defaultValue),
    checkbox: async (message, choices) => (await load()).checkbox(message, choices),
    search: async (message, source) => (await load()).search(message, source),
    editor: async (...a) => (await load()).editor(...a),
  };
}
