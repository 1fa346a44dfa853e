// The one place that asks the user something. Commands get a Prompter from the Context; tests
// pass a scripted one. Prompts are written to stderr so stdout stays data only.
import { CancelledError } from './errors.js';

export interface Prompter {
  confirm(message: string, defaultValue?: boolean): Promise<boolean>;
  input(message: string, defaultValue?: string): Promise<string>;
  password(message: string): Promise<string>;
}

export function createTerminalPrompter(input: NodeJS.ReadableStream, output: NodeJS.WritableStream): Prompter {
  const context = { input, output, clearPromptOnDone: false };
  async function ask<T>(run: (p: typeof import('@inquirer/prompts')) => Promise<T>): Promise<T> {
    const prompts = await import('@inquirer/prompts');
    try {
      return await run(prompts);
    } catch (err) {
      if (err instanceof Error && (err.name === 'ExitPromptError' || err.name === 'AbortPromptError')) throw new CancelledError();
      throw err;
    }
  }
  return {
    confirm: (message, defaultValue = false) => ask((p) => p.confirm({ message, default: defaultValue }, context)),
    input: (message, defaultValue) => ask((p) => p.input({ message, default: defaultValue }, context)),
    password: (message) => ask((p) => p.password({ message, mask: '*' }, context)),
  };
}

/** A prompter for contexts without a terminal: any question is a bug in the caller. */
export const noPrompter: Prompter = {
  confirm: (message) => Promise.reject(new Error(`unexpected prompt without a terminal: ${message}`)),
  input: (message) => Promise.reject(new Error(`unexpected prompt without a terminal: ${message}`)),
  password: (message) => Promise.reject(new Error(`unexpected prompt without a terminal: ${message}`)),
};
