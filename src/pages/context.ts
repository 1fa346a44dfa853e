// What pages and feeds receive from the server application: the store, the site, the request's
// language and clock. Every page is what an anonymous visitor may see.
import type { ViewContext } from '../domain/view-context.js';
import type { Store } from '../store/store.js';

export interface PageContext extends ViewContext {
  store: Store;
  /** {base}: the site root without a language segment */
  baseUrl: string;
  now: Date;
  /** now as a wall clock in the site timezone */
  nowWall: string;
}

export interface PageRequest {
  method: 'GET' | 'HEAD';
  /** the path after the language segment, without the query */
  path: string;
  /** the path after the language segment with the query, as sent */
  here: string;
  query: Readonly<Record<string, unknown>>;
  header(name: string): string | undefined;
}

export interface PageResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}
