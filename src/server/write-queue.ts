// Writes are handled one at a time (API.md §1.3): each runs validation, handler and commit alone,
// so every response reflects the stored state after its own write.
export class WriteQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(job: () => Promise<T>): Promise<T> {
    const result = this.tail.then(job, job);
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** resolves once every queued write has finished */
  idle(): Promise<void> {
    return this.tail.then(() => undefined);
  }
}
