// The import's progress bar (cli-progress) on stderr, only when stderr is a terminal. It counts
// items when their number is known, bytes of the file otherwise; read from a pipe (stdin), whose
// end nobody knows, it is a count of the items done and the time taken, with no bar to fill.
import type { Context } from '../../context.js';

export interface Counts {
  created: number;
  updated: number;
  skipped: number;
  failed: number;
}

export interface Progress {
  readonly active: boolean;
  update(done: number, counts: Counts): void;
  stop(): void;
}

const NONE: Progress = { active: false, update() {}, stop() {} };

export async function startProgress(
  ctx: Context,
  measure: { total(): number | undefined; bytes(): number; size?: number },
): Promise<Progress> {
  if (!ctx.io.stderr.isTTY || ctx.flags.quiet) return NONE;
  const { default: cliProgress } = await import('cli-progress');
  const counts = '{created} created, {updated} updated, {skipped} skipped, {failed} failed';
  const byItems = () => measure.total() !== undefined;
  const endless = !byItems() && !measure.size;
  const bar = new cliProgress.SingleBar(
    {
      stream: ctx.io.stderr as unknown as NodeJS.WritableStream,
      format: endless
        ? `{done} items | ${counts} | {duration_formatted}`
        : `{bar} {percentage}% | {done} items | ${counts}`,
      hideCursor: true,
      barsize: 24,
      etaBuffer: 50,
    },
    cliProgress.Presets.shades_classic,
  );
  const zero: Counts = { created: 0, updated: 0, skipped: 0, failed: 0 };
  bar.start(Math.max(1, measure.total() ?? measure.size ?? 1), 0, { done: 0, ...zero });
  // stopped early on Ctrl+C, so that what follows gets the terminal's last line
  let stopped = false;
  return {
    active: true,
    update(done, c) {
      if (stopped) return;
      const total = measure.total();
      if (total !== undefined) bar.setTotal(Math.max(1, total));
      bar.update(byItems() ? done : measure.size ? measure.bytes() : 0, { done, ...c });
    },
    stop() {
      if (stopped) return;
      stopped = true;
      bar.stop();
    },
  };
}
