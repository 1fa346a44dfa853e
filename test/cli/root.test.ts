// The command tree is built only as far as argv needs (CLI start-up): outlines of the commands
// argv does not run must print what the full commands print, and argv must be read as commander
// reads it.
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { loadUi } from '../../src/setup/i18n.js';
import { buildProgram } from '../../src/cli/program.js';
import { buildOutline, commandNeed, RESOURCE_NAMES, TOP_COMMANDS } from '../../src/cli/root.js';
import { createContext, type Context } from '../../src/context.js';
import { RESOURCES } from '../../src/spec/routes.js';

function context(ui?: Context['ui']): Context {
  return createContext({
    io: { stdin: process.stdin, stdout: { write: () => true }, stderr: { write: () => true } },
    env: {},
    ui,
  });
}

/** Every command below `root` (itself included) by its path. */
function commands(root: Command, path: string[] = []): Array<[string, Command]> {
  return [[path.join(' '), root], ...root.commands.flatMap((c) => commands(c, [...path, c.name()]))];
}

describe('the outline of the command tree', () => {
  it('names the resources of the route table', () => {
    expect([...RESOURCE_NAMES]).toEqual([...RESOURCES]);
  });

  it('lists the top-level commands in the order and with the help lines of the full tree', async () => {
    for (const ui of [undefined, await loadUi('fr')]) {
      const full = buildProgram(context(ui));
      expect(full.commands.map((c) => c.name())).toEqual(TOP_COMMANDS.map((c) => c.name));
      expect(buildOutline(context(ui)).helpInformation()).toBe(full.helpInformation());
      for (const top of TOP_COMMANDS)
        expect(buildProgram(context(ui), undefined, top.name).helpInformation()).toBe(full.helpInformation());
    }
  });

  it('builds the command argv runs exactly as the full tree does', () => {
    const full = new Map(commands(buildProgram(context())).map(([path, c]) => [path, c.helpInformation()]));
    for (const top of TOP_COMMANDS) {
      for (const [path, cmd] of commands(buildProgram(context(), undefined, top.name))) {
        if (path === top.name || path.startsWith(`${top.name} `))
          expect(cmd.helpInformation(), path).toBe(full.get(path));
      }
    }
  });
});

describe('commandNeed', () => {
  const program = buildOutline(context());
  const need = (...argv: string[]) => commandNeed(program, argv);

  it('finds the command after global options and their values', () => {
    expect(need('events', 'get', '1')).toEqual({ kind: 'one', name: 'events' });
    expect(need('--data-dir', 'events', 'venues', 'list')).toEqual({ kind: 'one', name: 'venues' });
    expect(need('--format=json', '-q', 'serve', '--port', '0')).toEqual({ kind: 'one', name: 'serve' });
    expect(need('--lang', 'fr', '--help', 'users')).toEqual({ kind: 'one', name: 'users' });
  });

  it('needs no command for the program alone', () => {
    expect(need()).toEqual({ kind: 'none' });
    expect(need('--help')).toEqual({ kind: 'none' });
    expect(need('-V')).toEqual({ kind: 'none' });
    expect(need('--format')).toEqual({ kind: 'none' });
  });

  it('needs the whole tree for help, completion and anything unusual', () => {
    for (const argv of [
      ['help', 'events'],
      ['completion', 'bash'],
      ['evnets'],
      ['--bogus', 'events'],
      ['-qv', 'events'],
      ['--', 'events'],
      ['--limit', '2', 'events'],
    ]) {
      expect(need(...argv), argv.join(' ')).toEqual({ kind: 'all' });
    }
  });
});
