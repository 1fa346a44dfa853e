// The one place that asks the user something. Commands get a Prompter from the Context; tests
// pass a scripted one. Prompts are written to stderr so stdout stays data only.
import type * as Prompts from '@inquirer/prompts';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CancelledError } from './errors.js';

/** One answer a list prompt offers: `name` is what the user sees. */
export interface Choice<T> {
  name: string;
  value: T;
  description?: string;
}

/** A check for a typed answer: true, or the message to show before asking again. */
export type Validate = (value: string) => true | string;

export interface Prompter {
  confirm(message: string, defaultValue?: boolean): Promise<boolean>;
  input(message: string, defaultValue?: string, validate?: Validate): Promise<string>;
  password(message: string): Promise<string>;
  /** one of a fixed list; `defaultValue` is preselected */
  select<T>(message: string, choices: readonly Choice<T>[], defaultValue?: T): Promise<T>;
  /** several of a fixed list (possibly none) */
  checkbox<T>(message: string, choices: readonly Choice<T>[]): Promise<T[]>;
  /** one of a list that `source` computes from what the user types */
  search<T>(message: string, source: (term: string) => Promise<readonly Choice<T>[]>): Promise<T>;
  /** text written in the editor `command` ($VISUAL or $EDITOR); EditorFailed where it cannot be */
  editor(message: string, command: string, defaultValue?: string): Promise<string>;
}

/** The editor could not be started, or exited with a failure: nothing it wrote is taken. */
export class EditorFailed extends Error {
  override readonly name = 'EditorFailed';
}

/**
 * Text written in the user's editor: a temporary file (`.html`, as descriptions are) opened with
 * the command as the shell reads it (`code --wait` too), read back once the editor exits 0.
 */
export async function editInEditor(command: string, initial = ''): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'calev-edit-'));
  const file = join(dir, 'description.html');
  try {
    await writeFile(file, initial, { mode: 0o600 });
    const run = spawnSync(`${command} '${file.replace(/'/g, `'\\''`)}'`, { shell: true, stdio: 'inherit' });
    if (run.error) throw new EditorFailed(`the editor ${command} could not be started (${run.error.message})`);
    if (run.status === 127 || run.status === 126)
      throw new EditorFailed(`the editor ${command} was not found or cannot be run (set VISUAL or EDITOR to one)`);
    if (run.status !== 0)
      throw new EditorFailed(
        `the editor ${command} ${run.signal ? `was stopped (${run.signal})` : `exited with ${String(run.status)}`}`,
      );
    return await readFile(file, 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function createTerminalPrompter(input: NodeJS.ReadableStream, output: NodeJS.WritableStream): Prompter {
  const context = { input, output, clearPromptOnDone: false };
  async function ask<T>(run: (p: typeof Prompts) => Promise<T>): Promise<T> {
    const prompts = await import('@inquirer/prompts');
    try {
      return await run(prompts);
    } catch (err) {
      if (err instanceof Error && (err.name === 'ExitPromptError' || err.name === 'AbortPromptError'))
        throw new CancelledError();
      throw err;
    }
  }
  return {
    confirm: (message, defaultValue = false) => ask((p) => p.confirm({ message, default: defaultValue }, context)),
    input: (message, defaultValue, validate) =>
      ask((p) => p.input({ message, default: defaultValue, validate }, context)),
    password: (message) => ask((p) => p.password({ message, mask: '*' }, context)),
    select: (message, choices, defaultValue) =>
      ask((p) =>
        p.select({ message, choices: choices.map((c) => ({ ...c })), default: defaultValue, pageSize: 12 }, context),
      ),
    checkbox: (message, choices) =>
      ask((p) => p.checkbox({ message, choices: choices.map((c) => ({ ...c })), pageSize: 12 }, context)),
    search: (message, source) =>
      ask((p) =>
        p.search(
          { message, source: async (term) => (await source(term ?? '')).map((c) => ({ ...c })), pageSize: 12 },
          context,
        ),
      ),
    editor: async (message, command, defaultValue) => {
      output.write(`${message}: ${command}…\n`);
      return editInEditor(command, defaultValue);
    },
  };
}

/** A prompter for contexts without a terminal: any question is a bug in the caller. */
const refuse = (message: string) => Promise.reject(new Error(`unexpected prompt without a terminal: ${message}`));
export const noPrompter: Prompter = {
  confirm: refuse,
  input: refuse,
  password: refuse,
  select: refuse,
  checkbox: refuse,
  search: refuse,
  editor: refuse,
};
