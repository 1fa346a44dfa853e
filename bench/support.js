// What every benchmark script needs: the built dist/, a temp work dir with a clean environment
// for the processes it starts, and a deadline that kills them and stops the run.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');
export const BIN = join(ROOT, 'bin', 'calev.js');

/** `extraEnv` joins the clean environment (PATH, and HOME and XDG dirs inside the work dir). */
export function benchRun(prefix, deadlineMs, extraEnv = {}) {
  if (!existsSync(join(ROOT, 'dist', 'main.js'))) {
    console.error('dist/ is missing: run `npm run build` first');
    process.exit(1);
  }
  const work = mkdtempSync(join(tmpdir(), prefix));
  const children = new Set();
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: work,
    XDG_CONFIG_HOME: join(work, 'config'),
    XDG_DATA_HOME: join(work, 'xdg'),
    ...extraEnv,
  };
  const cleanup = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  };
  const deadline = setTimeout(() => {
    console.error(`bench: still running after ${deadlineMs / 60_000} minutes, giving up`);
    cleanup();
    process.exit(1);
  }, deadlineMs);
  deadline.unref();
  return { work, env, children, cleanup, deadline };
}

/**
 * Runs a benchmark's `main` within `run` (benchRun): a failure is one `bench:` line on stderr and
 * exit code 1 (`stack`: with its stack), and the deadline and the work dir go in every case.
 */
export async function runBench(run, main, { stack = false } = {}) {
  try {
    await main();
  } catch (err) {
    console.error(`bench: ${stack ? (err.stack ?? err.message) : err.message}`);
    process.exitCode = 1;
  } finally {
    clearTimeout(run.deadline);
    run.cleanup();
  }
}
