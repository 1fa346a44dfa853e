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
  private taking: Promise<void> | undefined;
  private giving: Promise<void> | undefined;
  /** another process waits: new holds wait until this one is let go and taken again */
  private yielding = false;
  private gaveWay = false;
  private lastCheck = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly afterGive: Array<() => void> = [];

  constructor(
    private readonly sides: LeaseSides,
    private readonly idleMs: number,
  ) {}

  get isHeld(): boolean {
    return this.held;
  }

  /** Resolves, holding the lock, to the function that ends this hold; holds of one process overlap. */
  async hold(): Promise<() => void> {
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
      this.taking ??= this.sides
        .take(this.gaveWay)
        .then(() => {
          this.held = true;
          this.gaveWay = false;
          this.lastCheck = Date.now();
        })
        .finally(() => (this.taking = undefined));
      await this.taking;
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

  /** Stops the idle timer and waits for a take or give under way; whether the lock is held. */
  async close(): Promise<boolean> {
    clearTimeout(this.idleTimer);
    await this.taking?.catch(() => undefined);
    await this.giving;
    return this.held;
  }

  private async idle(): Promise<void> {
    if (!this.held) return;
    const wanted = this.yielding || (await this.sides.othersWaiting());
    if (this.users > 0 || !this.held) return;
    if (wanted) {
      this.gaveWay = true;
      await this.letGo();
      return;
    }
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.users === 0 && this.held) void this.letGo();
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
