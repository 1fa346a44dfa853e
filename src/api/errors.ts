// Failures of API calls. They carry what the server said; src/main.ts turns them into exit codes.
import { decodeEntities } from '../domain/text.js';

/** 403 answers that are about the item, not the caller. */
const GONE_CODES: ReadonlySet<string> = new Set(['event-no-longer-available']);

/** The API answered with an error status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    /** the API error code (`rest-event-not-found`), or `http_<status>` when the body had none */
    readonly code: string,
    /** the API's (localized) message */
    readonly apiMessage: string,
    /** the error body's `data` member */
    readonly data: Record<string, unknown>,
    /** what was being done, e.g. `event 42`; set by the caller */
    public subject?: string,
    /** one line telling what to run next */
    public hint?: string,
    /** the origin a redirect sent the request to, where the credentials were not taken */
    public credentialsWithheldAt?: string,
    /** the request carried the credentials: a 401 to it says they never reached WordPress */
    public credentialsSent = false,
  ) {
    // what the site answered, not a fault of calev: no stack to capture (an import meets a 404 per
    // new row, its lookup by slug)
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(`${subject ? `${subject}: ` : ''}${apiMessage} (${status} ${code})`);
    Error.stackTraceLimit = limit;
  }

  /**
   * Did the site refuse the caller (401, 403)? A trashed event is a 403 too
   * (`event-no-longer-available`), but that says the item is gone, not who is asking.
   */
  get refusedCaller(): boolean {
    return this.status === 401 || (this.status === 403 && !GONE_CODES.has(this.code));
  }

  /** Rebuilds the message after `subject` changed. */
  describe(): string {
    const detail = paramDetail(this.data);
    return `${this.subject ? `${this.subject}: ` : ''}${this.apiMessage}${detail} (${this.status} ${this.code})`;
  }

  /** Builds the error from a non-2xx response body (JSON error object or anything else). */
  static fromResponse(status: number, body: string): ApiError {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = undefined;
    }
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const obj = parsed as Record<string, unknown>;
      if (typeof obj.code === 'string') {
        const data = obj.data && typeof obj.data === 'object' ? (obj.data as Record<string, unknown>) : {};
        return new ApiError(status, obj.code, typeof obj.message === 'string' ? stripTags(obj.message) : '', data);
      }
    }
    return new ApiError(status, `http_${status}`, `the server answered HTTP ${status}`, {});
  }
}

/**
 * `data.params` of rest_invalid_param, written after the message: ` [per_page: Invalid parameter.]`.
 * Where `data.details` gives a parameter's reason (WordPress's own shape, and API.md §7.1's for a
 * refused recurrence: "the series would have more than 1000 occurrences…"), the reason is said
 * instead of the bare "Invalid parameter.".
 */
function paramDetail(data: Record<string, unknown>): string {
  const params = asRecord(data.params);
  if (!params) return '';
  const details = asRecord(data.details);
  const parts = Object.entries(params).map(([k, v]) => {
    const reason = asRecord(details?.[k])?.message;
    return `${k}: ${typeof reason === 'string' && reason !== '' ? stripTags(reason) : String(v)}`;
  });
  return parts.length ? ` [${parts.join('; ')}]` : '';
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** A WordPress message as text: without its markup, its entities read (`&#8220;fresh&#8221;`: “fresh”). */
function stripTags(text: string): string {
  // WordPress's "critical error" message is two paragraphs: they read as two sentences
  return decodeEntities(text.replace(/<\/p>\s*<p[^>]*>/gi, ' ').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

const MOVED = 'if the site has moved, give that address as --url';
const WITHHELD = 'calev does not take your credentials to another address';

/**
 * What to do about a site that sends its requests on to `to`: give that address as the site's.
 * `withheld`: the credentials were not taken there (another origin).
 */
export function movedHint(to: string, withheld = false): string {
  return `the site sends this request on to ${to}${withheld ? `, and ${WITHHELD}` : ''}: ${MOVED}`;
}

/** Said of an answer that came from `to` without the credentials. */
export function withheldNote(to: string): string {
  return `the site sends this request on to ${to}, and ${WITHHELD}: what came back is what anyone may see there; ${MOVED}`;
}

/** What is said of a write that may have been done though its answer never came. */
export const MAYBE_APPLIED = 'it may have been applied; check the item before running the command again';

/** The request never got an HTTP answer (refused, reset, DNS, timeout). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    message: string,
    readonly target: string,
    public hint?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** nobody listens there: the connection was refused, so nothing of the request was sent */
  get refused(): boolean {
    const cause = this.cause as { code?: unknown; cause?: { code?: unknown } } | undefined;
    return !(this instanceof UnansweredWrite) && (cause?.code ?? cause?.cause?.code) === 'ECONNREFUSED';
  }
}

/** A write sent whose answer never came: the site may have made it. */
export class UnansweredWrite extends NetworkError {
  constructor(
    /** `POST https://site/wp-json/…` */
    readonly what: string,
    /** why no answer came (`no answer within 30 s`) */
    readonly reason: string,
    target: string,
    hint?: string,
    options?: { cause?: unknown },
  ) {
    super(`${what} was sent but the answer did not arrive (${reason}): ${MAYBE_APPLIED}`, target, hint, options);
  }
}

/** The answer was not what an API of this kind sends (e.g. HTML instead of JSON). */
export class ResponseError extends Error {
  override readonly name: string = 'ResponseError';
  constructor(
    message: string,
    public hint?: string,
    /** the answer was a web page where the API was asked, under the default (pretty) API root */
    readonly page = false,
  ) {
    super(message);
  }
}

/** A request the client refuses before sending it, since the site would take it wrong: nothing
 * was written (an import's row is done with, not cut off in flight). */
export class NotSentError extends ResponseError {
  override readonly name = 'NotSentError';
}

/**
 * The local data dir cannot take the request, and nothing was written: another calev process
 * held it for longer than the wait, or the dir cannot be written (permissions, a read-only or
 * full file system).
 */
export class DataDirError extends Error {
  override readonly name = 'DataDirError';
  constructor(
    message: string,
    public hint?: string,
  ) {
    super(message);
  }
}

/** A request not sent because the command is stopping (the first Ctrl+C or SIGTERM): nothing of it
 * was written. Without a request, the command stopped before it could send any (`waiting` says where). */
export class StoppedError extends Error {
  override readonly name = 'StoppedError';
  constructor(
    readonly request: string | undefined,
    /** what it was stopped doing, when not before it was sent: `stopped waiting for calev process 42` */
    waiting?: string,
  ) {
    super(
      request === undefined
        ? (waiting ?? 'stopped before sending anything')
        : waiting
          ? `${waiting}, before ${request}`
          : `stopped before sending ${request}`,
    );
  }
}

/** A request given up while in flight (a second Ctrl+C, or the wait for it ran out): it may be half-done. */
export class CutOffError extends Error {
  override readonly name = 'CutOffError';
  constructor(readonly request: string) {
    super(`${request} was cut off in flight`);
  }
}

/** Retry-After as delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

/** What to do about a site that asks to be asked again later (429 or 503 with Retry-After). */
export function comeBackHint(retryAfter: string | undefined, now: number): string | undefined {
  const ms = retryAfterMs(retryAfter, now);
  if (ms === undefined) return undefined;
  const s = Math.ceil(ms / 1000);
  const wait = s < 120 ? `${s} s` : s < 7200 ? `${Math.round(s / 60)} min` : `${Math.round(s / 3600)} h`;
  return `the site asks to be asked again in ${wait} (Retry-After): run the command again then`;
}
