// Answers of the busiest reads (an event by id or slug, the events list without date arguments),
// kept per caller and path, so that a repeated read skips validation and the handler. An answer
// is a function of the records (the store's version, raised by every change, and so by every
// write, promotion or taken-back write), the caller (anonymous or one user), the path with its
// query (language segment, translation_language, filters, _fields) and, for the default window of
// the list, the day: an entry holds for one store version and one minute.
import type { EndpointSpec, RouteSpec } from '../spec/types.js';
import type { HandlerResult } from './handlers/context.js';
import { DATE_FILTERS } from './handlers/events-list.js';
import type { ParamValue } from './query.js';

interface Entry {
  version: number;
  minute: number;
  result: HandlerResult;
}

/** entries at most (the oldest goes first): pages and events readers come back to */
const MAX_ENTRIES = 1000;

/** arguments whose value is read relative to the clock (or a secret): such reads are not kept */
const UNCACHED_ARGS: readonly string[] = [...DATE_FILTERS, 'password'];

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();

  /** the key of a read that may be kept, or undefined */
  keyOf(
    route: RouteSpec,
    endpoint: EndpointSpec,
    path: string,
    query: Record<string, ParamValue>,
    callerId: number | null,
  ): string | undefined {
    if (route.resource !== 'events' || (endpoint.operation !== 'get' && endpoint.operation !== 'list'))
      return undefined;
    for (const name of UNCACHED_ARGS) if (name in query) return undefined;
    return `${callerId ?? 'anonymous'} ${path}`;
  }

  get(key: string, version: number, minute: number): HandlerResult | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.version === version && entry.minute === minute) return entry.result;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, version: number, minute: number, result: HandlerResult): void {
    this.entries.delete(key);
    this.entries.set(key, { version, minute, result });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }
}
