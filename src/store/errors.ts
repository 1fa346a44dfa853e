/** A store that cannot be opened or written; the message names the file (and line) to look at. */
export class StoreError extends Error {
  override name = 'StoreError';
}

/**
 * The data dir cannot take a write now, and nothing was written: another calev process held it
 * for longer than the wait, a `calev serve` holds it, or the dir cannot be written at all.
 */
export class StoreUnavailableError extends StoreError {
  override name = 'StoreUnavailableError';

  constructor(
    message: string,
    /** one line telling what to do */
    readonly hint?: string,
  ) {
    super(message);
  }
}

/** Another live calev process holds the data dir's lock. */
export class StoreLockedError extends StoreUnavailableError {
  override name = 'StoreLockedError';

  constructor(
    message: string,
    readonly pid: number | undefined,
    /** where the holding `calev serve` listens (once it does) */
    readonly url: string | undefined,
    /** the holder is a `calev serve`: writes go to it, nobody waits for it to finish */
    readonly server = false,
    hint?: string,
  ) {
    super(message, hint);
  }
}

/** The wait for another calev process's lock was given up (Ctrl+C, SIGTERM): nothing was written. */
export class StoreWaitStoppedError extends StoreUnavailableError {
  override name = 'StoreWaitStoppedError';
}

/** A journal write failed (disk full, I/O error); nothing of the transaction was saved. */
export class StoreWriteError extends StoreError {
  override name = 'StoreWriteError';

  constructor(
    message: string,
    /** the errno code: ENOSPC, EDQUOT, EIO... */
    readonly code: string | undefined,
  ) {
    super(message);
  }

  /** no space left (a full disk or a used-up quota) */
  get full(): boolean {
    return this.code === 'ENOSPC' || this.code === 'EDQUOT';
  }
}
