// Errors the command layer throws; src/main.ts maps them (and the API's) to exit codes.

/** Wrong or missing input on the command line (exit 2). */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  constructor(
    message: string,
    public hint?: string,
  ) {
    super(message);
  }
}

/** The user said no or pressed Ctrl+C (exit 130). */
export class CancelledError extends Error {
  override readonly name = 'CancelledError';
  constructor(message = 'cancelled') {
    super(message);
  }
}

/**
 * A command stopped by SIGINT (exit 130) or SIGTERM (exit 143) after finishing what was in
 * flight. The message is the command's summary ("interrupted: 83 of 200 rows done; ..."), shown
 * as it is.
 */
export class InterruptedError extends Error {
  override readonly name = 'InterruptedError';
  constructor(
    message: string,
    readonly signal: 'SIGINT' | 'SIGTERM',
  ) {
    super(message);
  }
}

/** A local operation failed (exit 1): config, data dir, files. */
export class CommandError extends Error {
  override readonly name = 'CommandError';
  constructor(
    message: string,
    public hint?: string,
  ) {
    super(message);
  }
}

/** Credentials are missing or were refused before any API call (exit 4). */
export class AuthError extends Error {
  override readonly name = 'AuthError';
  constructor(
    message: string,
    public hint?: string,
  ) {
    super(message);
  }
}

/** A batch (import) finished with some items failed; the others were written (exit 3). */
export class BatchError extends Error {
  override readonly name = 'BatchError';
  constructor(
    message: string,
    public hint?: string,
  ) {
    super(message);
  }
}
