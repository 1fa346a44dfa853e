// Drives the built binary in a real pseudo-terminal, as a person at a keyboard would. With tmux
// (send-keys / capture-pane) when it is installed; otherwise through script(1) from util-linux,
// which every Debian/Ubuntu image has (package bsdutils, Essential). With neither, tests fail
// with a message saying what to install: they never skip silently.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './calev.js';

export type Key = 'Enter' | 'C-c' | 'Down' | 'Up';

export interface Terminal {
  readonly kind: 'tmux' | 'script';
  /** the screen text (tmux) or everything written so far (script), without escape sequences */
  screen(): string;
  /** resolves once `pattern` is on the screen; fails after `ms` showing the screen */
  waitFor(pattern: RegExp, ms?: number): Promise<RegExpMatchArray>;
  type(text: string): void;
  press(key: Key): void;
  /** the exit status of the command */
  exited(ms?: number): Promise<number>;
  close(): void;
}

function found(cmd: string): boolean {
  return (
    spawnSync(cmd, ['-V'], { stdio: 'ignore' }).status === 0 ||
    spawnSync(cmd, ['--version'], { stdio: 'ignore' }).status === 0
  );
}

/** tmux, else script(1); CALEV_TEST_PTY=tmux|script forces one. */
export function ptyKind(): 'tmux' | 'script' {
  const forced = process.env.CALEV_TEST_PTY;
  if (forced === 'tmux' || forced === 'script') {
    if (!found(forced)) throw new Error(`CALEV_TEST_PTY=${forced} but ${forced} is not installed`);
    return forced;
  }
  if (found('tmux')) return 'tmux';
  if (found('script')) return 'script';
  throw new Error(
    'the terminal tests need tmux or script(1) to drive a pseudo-terminal: install tmux (apt-get install -y tmux) or util-linux (script)',
  );
}

// eslint-disable-next-line no-control-regex -- strips the terminal's escape sequences from a screen capture
const ESCAPES = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b[()][0-9A-Za-z]|\u001b[=>78]|\u001b\][^\u0007]*\u0007/g;

function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** `env K=V … node bin/calev.js args…`, then the exit status on a line of its own. */
function commandLine(args: string[], env: Record<string, string>): string {
  const vars = Object.entries({ PATH: process.env.PATH ?? '', TERM: 'xterm-256color', ...env }).map(([k, v]) =>
    shellQuote(`${k}=${v}`),
  );
  return `env -i ${vars.join(' ')} ${shellQuote(process.execPath)} ${shellQuote(join(ROOT, 'bin', 'calev.js'))} ${args.map(shellQuote).join(' ')}; echo "EXIT=$?"`;
}

async function poll<T>(what: () => T | undefined, ms: number, failure: () => string): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = what();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(failure());
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The terminal's size: columns and rows. */
export interface Size {
  columns: number;
  rows: number;
}

const DEFAULT_SIZE: Size = { columns: 120, rows: 50 };

export function openTerminal(args: string[], env: Record<string, string>, size = DEFAULT_SIZE): Terminal {
  return ptyKind() === 'tmux' ? openTmux(args, env, size) : openScript(args, env, size);
}

function openTmux(args: string[], env: Record<string, string>, size: Size): Terminal {
  // A private server socket: the user's own tmux sessions are never touched.
  const socket = `calev-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const tmux = (...a: string[]) => execFileSync('tmux', ['-L', socket, ...a], { encoding: 'utf8' });
  tmux(
    '-f',
    '/dev/null',
    'new-session',
    '-d',
    '-s',
    'calev',
    '-x',
    String(size.columns),
    '-y',
    String(size.rows),
    `${commandLine(args, env)}; sleep 120`,
  );
  const screen = () => tmux('capture-pane', '-p', '-J', '-t', 'calev', '-S', '-200');
  const term: Terminal = {
    kind: 'tmux',
    screen,
    waitFor: (pattern, ms = 10_000) =>
      poll(
        () => screen().match(pattern) ?? undefined,
        ms,
        () => `timed out waiting for ${pattern} in tmux; the screen:\n${screen()}`,
      ),
    type: (text) => void tmux('send-keys', '-t', 'calev', '-l', text),
    press: (key) => void tmux('send-keys', '-t', 'calev', key),
    exited: async (ms = 15_000) => Number((await term.waitFor(/^EXIT=(\d+)$/m, ms))[1]),
    close: () => {
      try {
        tmux('kill-server');
      } catch {
        // already gone
      }
    },
  };
  return term;
}

function openScript(args: string[], env: Record<string, string>, size: Size): Terminal {
  const child: ChildProcess = spawn(
    'script',
    ['-qfec', `stty cols ${size.columns} rows ${size.rows}; ${commandLine(args, env)}`, '/dev/null'],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString('utf8')));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString('utf8')));
  const screen = () => out.replace(ESCAPES, '').replace(/\r/g, '');
  const keys: Record<Key, string> = { Enter: '\r', 'C-c': '\u0003', Down: '\u001b[B', Up: '\u001b[A' };
  const term: Terminal = {
    kind: 'script',
    screen,
    waitFor: (pattern, ms = 10_000) =>
      poll(
        () => screen().match(pattern) ?? undefined,
        ms,
        () => `timed out waiting for ${pattern} under script(1); the output:\n${screen()}`,
      ),
    type: (text) => void child.stdin!.write(text),
    press: (key) => void child.stdin!.write(keys[key]),
    exited: async (ms = 15_000) => Number((await term.waitFor(/^EXIT=(\d+)$/m, ms))[1]),
    close: () => {
      child.stdin!.end();
      if (child.exitCode === null) child.kill('SIGTERM');
    },
  };
  return term;
}
