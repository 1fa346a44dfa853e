// Writes are handled one at a time (API.md §1.3): each runs validation, handler and commit alone,
// so every response reflects the stored state after its own write. A write may let the next one
// begin once its changes are in the store's tables (`release`), while its journal write is still
// under way: the next write then sees them, and one fsync can serve both (group commit).
//
// Each write holds the data dir's writer lock (`hold`, Store.hold) from the moment it is queued
// until it is done; writes queued together share one wait for the lock.
export class WriteQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly running = new Set<Promise<unknown>>();
  private waiting = 0;

  constructor(private readonly hold: () => Promise<() => void> = () => Promise.resolve(() => undefined)) {}

  /** writes queued that have not begun yet */
  get queued(): number {
    return this.waiting;
  }

  /** `job` gets `release`: call it once its changes are visible to the next write (optional) */
  run<T>(job: (release: () => void) => Promise<T>): Promise<T> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    this.waiting++;
    const held = this.hold();
    held.catch(() => undefined);
    const start = async () => {
      this.waiting--;
      const letGo = await held;
      try {
        return await job(release);
      } finally {
        letGo();
      }
    };
    const result = this.tail.then(start, start);
    const done = result.then(
      () => undefined,
      () => undefined,
    );
    this.running.add(done);
    void done.then(() => {
      release();
      this.running.delete(done);
    });
    this.tail = Promise.race([released, done]);
    return result;
  }

  /** resolves once every queued write has finished */
  async idle(): Promise<void> {
    await this.tail;
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
