/** A store that cannot be opened or written; the message names the file (and line) to look at. */
export class StoreError extends Error {
  override name = 'StoreError';
}

/** Another live calev process holds the data dir's lock. */
export class StoreLockedError extends StoreError {
  override name = 'StoreLockedError';

  constructor(
    message: string,
    readonly pid: number | undefined,
    readonly url: string | undefined,
  ) {
    super(message);
  }
}
