// One interface for every way a request can reach the API: HTTP to a site or to `calev serve`
// (src/api/http-transport.ts) and in-process against the local store (src/api/embedded-transport.ts).

export interface TransportRequest {
  method: string;
  /** path and query from the origin, e.g. `/wp-json/calendar/events/v1/events?page=2` */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** aborts the request in flight (HTTP); the embedded transport cannot stop a request once begun */
  signal?: AbortSignal;
}

export interface TransportResponse {
  status: number;
  /** lower-case header names */
  headers: Record<string, string>;
  body: string;
  /** the body already parsed (an answer taken out of a batch: src/api/batch-transport.ts) */
  data?: unknown;
  /**
   * The origin a redirect sent the request to, where the credentials were not taken: the answer
   * is the one anyone gets (src/api/http-transport.ts).
   */
  credentialsWithheldAt?: string;
  /** the Authorization header went with the request that got this answer (HTTP with a user) */
  credentialsSent?: boolean;
}

export interface Transport {
  /** where requests go, for messages: `https://example.org` or `embedded:/home/me/.local/share/calev` */
  readonly label: string;
  /**
   * The origin absolute URLs must have to be followed as they are (`next_rest_url`). URLs with
   * another origin are re-rooted on this one, so credentials never leave the configured site.
   * Undefined for the embedded transport, which takes any URL's path.
   */
  readonly origin?: string;
  send(req: TransportRequest): Promise<TransportResponse>;
  close(): Promise<void>;
}

/** Writes one line of the `--verbose` trace to stderr. */
export type Trace = (line: string) => void;

/**
 * A request's target as messages name it: its path without the query (the filters, a password),
 * but with the route of a plain-permalink site (`/index.php?rest_route=/tribe/events/v1/events`),
 * which is its path there: `/index.php` alone names every request the same.
 */
export function targetName(target: string): string {
  const at = target.indexOf('?');
  if (at < 0) return target;
  const route = new URLSearchParams(target.slice(at + 1)).get('rest_route');
  return route === null ? target.slice(0, at) : `${target.slice(0, at)}?rest_route=${route}`;
}

/** Header names never shown in a trace. */
export const SECRET_HEADERS: ReadonlySet<string> = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
]);

/** `name: value` lines of the headers that may be shown. */
export function traceHeaders(headers: Record<string, string>): string[] {
  return Object.entries(headers)
    .filter(([name]) => !SECRET_HEADERS.has(name.toLowerCase()))
    .map(([name, value]) => `${name}: ${value}`);
}
