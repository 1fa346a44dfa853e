// When a store opened with `lock: 'on-write'` holds the data dir's lock: from the first write of a
// burst until it has nothing more to write. Other calev processes may write the same dir in
// between, so every time the lock is taken again the store first catches up with what they
// wrote (store.ts). A holder lets go
// - as soon as its writes in progress are done and another process waits (it leaves a mark:
//   lock.ts), checked between writes at most every CHECK_EVERY_MS, so a long import shares the
//   dir with the `calev events create` started beside it;
// - after `idleMs` without a write otherwise, so a command that wrote and then waits for its
//   user keeps nobody waiting.
// After letting go for another process it waits a little before it asks again (lock.ts:
// letOthersFirstMs), or it could take the lock straight back from those who waited.

export interface LeaseSides {
  /** takes the lock and catches up; `afterOthers`: give waiting processes the first turn */
  take(afterOthers: boolean): Promise<void>;
  /** waits for the writes in progress and lets the lock go; never throws */
  give(): Promise<void>;
  othersWaiting(): Promise<boolean>;
}

const CHECK_EVERY_MS = 50;

export class Lease {
  private held = false;
  private users = 0;
  private giving: Promise<void> | undefined;
  /** the holds asked for so far, granted one after the other */
  private turn: Promise<unknown> = Promise.resolve();
  /** the last time the lock could not be taken, and why */
  private failed: { at: number; error: unknown } | undefined;
  /** another process waits: new holds wait until this one is let go and taken again */
  private yielding = false;
  private gaveWay = false;
  private lastCheck = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  /** closing: the store compacts and lets go itself; nothing here may let go under it */
  private closed = false;
  private readonly afterGive: Array<() => void> = [];

  constructor(
    private readonly sides: LeaseSides,
    private readonly idleMs: number,
  ) {}

  get isHeld(): boolean {
    return this.held;
  }

  /**
   * Resolves, holding the lock, to the function that ends this hold; holds of one process
   * overlap. Holds are granted in the order they were asked for: a write queued behind one that
   * waits (for the lock, or for this process to let it go to another) waits too, or the two
   * could wait for each other (server/write-queue.ts runs them in that order).
   */
  hold(): Promise<() => void> {
    const asked = Date.now();
    const granted = this.turn.then(() => this.grant(asked));
    this.turn = granted.catch(() => undefined);
    return granted;
  }

  private async grant(asked: number): Promise<() => void> {
    // holds asked for while the lock could not be taken fail with it, rather than wait again
    if (this.failed && this.failed.at >= asked) throw this.failed.error;
    for (;;) {
      if (this.giving) {
        await this.giving;
        continue;
      }
      if (this.held) {
        if (!this.yielding && Date.now() - this.lastCheck >= CHECK_EVERY_MS) {
          this.lastCheck = Date.now();
          if (await this.sides.othersWaiting()) this.yielding = true;
          continue;
        }
        if (!this.yielding) break;
        if (this.users === 0) void this.letGo();
        await new Promise<void>((resolve) => this.afterGive.push(resolve));
        continue;
      }
      try {
        await this.sides.take(this.gaveWay);
      } catch (error) {
        this.failed = { at: Date.now(), error };
        throw error;
      }
      this.held = true;
      this.gaveWay = false;
      this.lastCheck = Date.now();
    }
    this.users++;
    clearTimeout(this.idleTimer);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      if (--this.users === 0) void this.idle();
    };
  }

  /** Stops the idle timer and waits for the holds asked for and a give under way; whether the
   * lock is held. */
  async close(): Promise<boolean> {
    this.closed = true;
    await this.turn;
    clearTimeout(this.idleTimer);
    await this.giving;
    return this.held;
  }

  private async idle(): Promise<void> {
    if (!this.held) return;
    const wanted = this.yielding || (await this.sides.othersWaiting());
    // a close that began meanwhile compacts holding the lock: letting go now would let another
    // process write under that compaction
    if (this.closed || this.users > 0 || !this.held) return;
    if (wanted) {
      this.gaveWay = true;
      await this.letGo();
      return;
    }
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (!this.closed && this.users === 0 && this.held) void this.letGo();
    }, this.idleMs);
  }

  private letGo(): Promise<void> {
    clearTimeout(this.idleTimer);
    this.giving ??= this.sides.give().finally(() => {
      this.held = false;
      this.yielding = false;
      this.giving = undefined;
      for (const resolve of this.afterGive.splice(0)) resolve();
    });
    return this.giving;
  }
}
