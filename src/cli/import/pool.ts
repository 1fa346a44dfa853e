// Runs `work` over an async sequence with at most `limit` items in flight. Items are pulled only
// when a worker is free, so a streamed file is never read ahead of the work. The first error
// (from the sequence or from `work`) stops the pulling; items in flight finish; then it is thrown.
// `stopped` stops the pulling the same way, without an error (Ctrl+C).

export async function forEachBounded<T>(
  items: AsyncIterable<T>,
  limit: number,
  work: (item: T) => Promise<void>,
  stopped: () => boolean = () => false,
): Promise<void> {
  const iterator = items[Symbol.asyncIterator]();
  let failure: { err: unknown } | undefined;
  const worker = async (): Promise<void> => {
    try {
      while (!failure && !stopped()) {
        // Concurrent next() calls on an async generator are queued: each item goes to one worker.
        const next = await iterator.next();
        if (next.done || stopped()) return;
        await work(next.value);
      }
    } catch (err) {
      failure ??= { err };
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, limit) }, worker));
  if (failure || stopped()) await iterator.return?.(undefined)?.catch(() => undefined);
  if (failure) throw failure.err;
}
