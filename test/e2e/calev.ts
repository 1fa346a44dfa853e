// Drives the built binary (bin/calev.js -> dist/) as a user would. `npm test` builds first.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { main as Main } from '../../src/main.js';
import { Sink } from '../support/sink.js';
import { testHomeEnv } from '../support/state-home.js';

export const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'calev.js');

export function assertBuilt(): void {
  if (!existsSync(join(ROOT, 'dist', 'main.js')))
    throw new Error('dist/ is missing: run `npx tsc -p tsconfig.json` (npm test does) before the e2e tests');
}

export interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

/** `nodeArgs`: options for node itself, before the binary (e.g. `--import` of a preload) */
export function calev(
  args: string[],
  opts: { env: Record<string, string>; input?: string; nodeArgs?: string[] },
): Promise<Result> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [...(opts.nodeArgs ?? []), BIN, ...args],
      { env: { PATH: process.env.PATH ?? '', ...testHomeEnv(), ...opts.env }, encoding: 'utf8' },
      (err, stdout, stderr) => {
        const code = err
          ? typeof (err as { code?: unknown }).code === 'number'
            ? (err as { code: number }).code
            : 1
          : 0;
        resolve({ code, stdout, stderr });
      },
    );
    child.stdin!.end(opts.input ?? '');
  });
}

/**
 * `calev ARGS` as `calev()` runs it, in this process: the built program's `main()` (dist/), with
 * stdin, stdout and stderr that are not a terminal and the same environment, without the ~0.4 s
 * of CPU a new Node process takes to start and load calev. For the tests that are about what a
 * command does (against a site, a store), not about the process (signals, exit, stdout closing,
 * the modules a start loads, several processes on one data dir), which spawn it with `calev()`.
 */
export async function calevInProcess(
  args: string[],
  opts: { env: Record<string, string>; input?: string },
): Promise<Result> {
  const { main } = (await import(pathToFileURL(join(ROOT, 'dist', 'main.js')).href)) as { main: typeof Main };
  const stdout = new Sink(false);
  const stderr = new Sink(false);
  const stdin = new PassThrough() as PassThrough & { isTTY?: boolean };
  stdin.isTTY = false;
  stdin.end(opts.input ?? '');
  const code = await main(args, {
    io: { stdin, stdout, stderr },
    env: { PATH: process.env.PATH ?? '', ...testHomeEnv(), ...opts.env },
  });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

/** Starts `calev serve` and resolves once it printed its API URL. */
export function startServe(
  args: string[],
  env: Record<string, string>,
): Promise<{
  child: ChildProcess;
  apiUrl: string;
  base: string;
  stdout: () => string;
  exited: Promise<number | null>;
}> {
  const child = spawn(process.execPath, [BIN, 'serve', ...args], {
    env: { PATH: process.env.PATH ?? '', ...testHomeEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`calev serve did not start: ${out}${err}`)), 15_000);
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /^API: (\S+)$/m.exec(out);
      if (m && /^Data: /m.test(out)) {
        clearTimeout(timer);
        resolve({ child, apiUrl: m[1], base: new URL(m[1]).origin, stdout: () => out, exited });
      }
    });
    void exited.then((code) => reject(new Error(`calev serve exited (${code}): ${out}${err}`)));
  });
}

export interface Running {
  child: ChildProcess;
  /** stdout so far */
  stdout(): string;
  /** stderr so far */
  stderr(): string;
  /** resolves when the process is gone: its exit code (1 when a signal ended it), and that signal */
  done: Promise<Result & { signal: NodeJS.Signals | null }>;
}

/** Starts `calev ARGS` without waiting for it, so that a test can watch or signal it while it works. */
export function startCalev(args: string[], opts: { env: Record<string, string> }): Running {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { PATH: process.env.PATH ?? '', ...testHomeEnv(), ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<Result & { signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code: code ?? 1, signal, stdout, stderr })),
  );
  return { child, stdout: () => stdout, stderr: () => stderr, done };
}

/** Polls `check` every 20 ms until it is true (or `ms` pass, when it throws naming `what`). */
export async function until(what: string, check: () => boolean, ms = 20_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
