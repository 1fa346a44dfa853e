// Test harness: runs the real program with buffer IO, a temp config dir and a temp data dir;
// HTTP targets go through undici's MockAgent (the real HTTP transport, no network).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { MockAgent } from 'undici';
import { afterEach, beforeEach } from 'vitest';
import { main } from '../../src/main.js';
import { Interrupt, type SignalSource } from '../../src/setup/interrupt.js';
import { Sink } from '../support/sink.js';
import { testHomeEnv } from '../support/state-home.js';
import type { Env } from '../../src/context.js';
import { EditorFailed, type Choice, type Prompter, type Validate } from '../../src/setup/prompter.js';

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  env?: Env;
  stdoutTTY?: boolean;
  stdinTTY?: boolean;
  stderrTTY?: boolean;
  columns?: number;
  stdin?: string;
  prompter?: Prompter;
  agent?: MockAgent;
  /** recorded retry waits */
  sleeps?: number[];
  /** a fixed clock (relative dates) */
  now?: Date;
  /** where the command's Ctrl+C and SIGTERM come from, instead of the process */
  signals?: SignalSource;
  /** called with each chunk written to stderr (after it is recorded) */
  onStderr?: (chunk: string) => void;
}

export function tempDir(prefix = 'calev-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export interface ConfigHome {
  /** HOME and XDG_CONFIG_HOME of the current test */
  readonly env: Record<string, string>;
  readonly dir: string;
  /** the config file calev writes there */
  file: () => string;
  /** the config file, parsed */
  saved: () => any;
  /** writes the config file (mode 0600) */
  write: (data: unknown) => void;
}

/** A fresh temp HOME (also XDG_CONFIG_HOME) for each test of the file that calls this. */
export function useConfigHome(): ConfigHome {
  let dir = '';
  beforeEach(() => {
    dir = tempDir();
  });
  afterEach(() => removeDir(dir));
  const file = () => join(dir, 'calev', 'config.json');
  return {
    get env() {
      return { XDG_CONFIG_HOME: dir, HOME: dir };
    },
    get dir() {
      return dir;
    },
    file,
    saved: () => JSON.parse(readFileSync(file(), 'utf8')),
    write: (data) => {
      mkdirSync(join(dir, 'calev'), { recursive: true });
      writeFileSync(file(), JSON.stringify(data), { mode: 0o600 });
    },
  };
}

/** Runs `calev ...argv` in-process. */
export async function run(argv: string[], opts: RunOptions = {}): Promise<RunResult> {
  const stdout = new Sink(opts.stdoutTTY ?? false, opts.columns);
  const stderr = new Sink(opts.stderrTTY ?? false, undefined, opts.onStderr);
  const stdin = new PassThrough() as PassThrough & { isTTY?: boolean };
  // a scripted prompter stands for a user at a terminal
  stdin.isTTY = opts.stdinTTY ?? opts.prompter !== undefined;
  stdin.end(opts.stdin ?? '');
  const sleeps = opts.sleeps;
  const code = await main(argv, {
    io: { stdin, stdout, stderr },
    env: { ...testHomeEnv(), ...opts.env },
    prompter: opts.prompter,
    interrupt: opts.signals ? new Interrupt({ stderr, source: opts.signals }) : undefined,
    clock: opts.now ? { now: () => opts.now!, sleep: async () => {} } : undefined,
    open: opts.agent
      ? {
          http: {
            dispatcher: opts.agent,
            retryBaseMs: 10,
            sleep: async (ms) => {
              sleeps?.push(ms);
            },
          },
        }
      : undefined,
  });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

export type ScriptStep =
  | { kind: 'confirm'; match: RegExp; answer: boolean }
  | { kind: 'input' | 'password' | 'editor'; match: RegExp; answer: string }
  /** the editor could not be started, or failed: the prompt throws EditorFailed with this message */
  | { kind: 'editorFails'; match: RegExp; message: string }
  /** the choice whose name is `answer` (a string: equal; a RegExp: matching) */
  | { kind: 'select'; match: RegExp; answer: string | RegExp }
  | { kind: 'checkbox'; match: RegExp; answer: Array<string | RegExp> }
  /** types `term`, then picks the choice named `answer` among those the source offered for it */
  | { kind: 'search'; match: RegExp; term: string; answer: string | RegExp };

export type ScriptedPrompter = Prompter & {
  /** the messages asked, in order */
  asked: string[];
  /** messages a validation refused, with the reason */
  refused: string[];
  /** the steps not used yet */
  remaining(): number;
};

/**
 * A prompter that answers from a script and fails on any question it does not expect. Like the
 * terminal prompts, an empty input answer takes the default and an answer the validation
 * refuses is asked again (the next step must answer the same question).
 */
export function scriptedPrompter(script: ScriptStep[]): ScriptedPrompter {
  const asked: string[] = [];
  const refused: string[] = [];
  const next = <K extends ScriptStep['kind']>(kind: K, message: string): Extract<ScriptStep, { kind: K }> => {
    asked.push(message);
    const step = script.shift();
    if (!step || step.kind !== kind || !step.match.test(message)) {
      throw new Error(
        `unexpected ${kind} prompt: ${message}${step ? ` (the script expected ${step.kind} ${step.match})` : ' (the script is finished)'}`,
      );
    }
    return step as Extract<ScriptStep, { kind: K }>;
  };
  const named = <T>(choices: readonly Choice<T>[], answer: string | RegExp, message: string): T => {
    const hit = choices.find((c) => (typeof answer === 'string' ? c.name === answer : answer.test(c.name)));
    if (!hit)
      throw new Error(
        `prompt "${message}" offers no choice ${String(answer)}; it offers: ${choices.map((c) => c.name).join(' | ')}`,
      );
    return hit.value;
  };
  const text = async (
    kind: 'input' | 'password' | 'editor',
    message: string,
    defaultValue?: string,
    validate?: Validate,
  ): Promise<string> => {
    for (;;) {
      const answer = next(kind, message).answer;
      const value = answer === '' && defaultValue !== undefined ? defaultValue : answer;
      const verdict = validate ? validate(value) : true;
      if (verdict === true) return value;
      refused.push(`${message}: ${verdict}`);
    }
  };
  return {
    asked,
    refused,
    remaining: () => script.length,
    confirm: async (m) => next('confirm', m).answer,
    input: (m, d, v) => text('input', m, d, v),
    password: (m) => text('password', m),
    editor: (m, _command, d) => {
      if (script[0]?.kind === 'editorFails') return Promise.reject(new EditorFailed(next('editorFails', m).message));
      return text('editor', m, d);
    },
    select: async (m, choices) => named(choices, next('select', m).answer, m),
    checkbox: async (m, choices) => next('checkbox', m).answer.map((a) => named(choices, a, m)),
    search: async (m, source) => {
      const step = next('search', m);
      return named(await source(step.term), step.answer, m);
    },
  };
}

export interface Recorded {
  method: string;
  path: string;
  body?: string;
  headers: Record<string, string>;
}

/**
 * A MockAgent for `origin` that answers with `respond` and records every request.
 * `respond` returns [status, body, headers?].
 */
export function mockSite(
  origin: string,
  respond: (req: Recorded) => [number, unknown, Record<string, string>?],
): { agent: MockAgent; requests: Recorded[] } {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const requests: Recorded[] = [];
  agent
    .get(origin)
    .intercept({ path: () => true, method: () => true })
    .reply((opts) => {
      const headers: Record<string, string> = {};
      const h = opts.headers as unknown;
      if (Array.isArray(h))
        for (let i = 0; i < h.length; i += 2) headers[String(h[i]).toLowerCase()] = String(h[i + 1]);
      else if (h instanceof Headers) h.forEach((v, k) => (headers[k.toLowerCase()] = v));
      else if (h && typeof h === 'object') for (const [k, v] of Object.entries(h)) headers[k.toLowerCase()] = String(v);
      const req: Recorded = {
        method: opts.method,
        path: opts.path,
        body:
          typeof opts.body === 'string'
            ? opts.body
            : opts.body
              ? Buffer.from(opts.body as Buffer).toString()
              : undefined,
        headers,
      };
      requests.push(req);
      const [status, body, extra] = respond(req);
      return {
        statusCode: status,
        data: typeof body === 'string' ? body : JSON.stringify(body),
        responseOptions: { headers: { 'content-type': 'application/json', ...extra } },
      };
    })
    .persist();
  return { agent, requests };
}

/** The query parameters of a recorded request path. */
export function queryOf(path: string): Record<string, string> {
  const q = path.indexOf('?');
  return Object.fromEntries(new URLSearchParams(q < 0 ? '' : path.slice(q + 1)));
}
