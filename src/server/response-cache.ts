// Answers of the busiest reads (an event by id or slug, the events list without date arguments),
// kept per caller and path, so that a repeated read skips validation and the handler. An answer
// is a function of the records (the store's version, raised by every change, and so by every
// write, promotion or taken-back write), the caller (anonymous or one user), the path with its
// query (language segment, translation_language, filters, _fields) and, for the default window of
// the list, the day: a list's entry holds for one store version and one minute, an event's (by id
// or slug: nothing in it depends on the clock) for one store version. For an anonymous GET
// (no credentials, no Origin) the whole answer sent (headers and text) is kept beside the result,
// and the next such GET of the path is answered with it before any parsing or routing.
import { boundLeastRecent } from '../domain/least-recent.js';
import type { ArgSpec, EndpointSpec, RouteSpec } from '../spec/types.js';
import type { HandlerResult } from './handlers/context.js';
import type { ParamValue } from './query.js';
import type { RawJson } from './raw-json.js';

/** the whole answer of an anonymous GET: its status, headers and text */
export interface KeptAnswer {
  status: number;
  headers: Record<string, string>;
  body: RawJson;
}

interface Entry {
  version: number;
  /** the minute it holds for; null: any (an event's answer does not depend on the clock) */
  minute: number | null;
  result: HandlerResult;
  /** the whole answer of an anonymous GET of this path (headers and text), once one was sent */
  answer?: KeptAnswer;
  /** bytes of `answer` counted in ResponseCache.ownBytes */
  ownBytes?: number;
}

/** entries at most (the oldest goes first): every event of a site of 10 000 and its pages (an
 * event's text is shared with the event representation cache, so an entry costs little more
 * than its key; with 1 000, reads spread over 10 000 events found one in nine kept) */
export const MAX_ENTRIES = 10_000;

/** bytes at most of whole answers whose text is their own (a list page: ~40 KB) */
const MAX_OWN_BYTES = 32 * 1024 * 1024;

/** reads with such an argument are not kept: a date is read relative to the clock ("today",
 * "+1 week"), a password is a secret */
function uncachedArg(arg: ArgSpec): boolean {
  return arg.kind === 'date' || arg.name === 'password';
}

/** the minute a read's result holds for: a list's default window moves with the day, so a
 * list's holds its minute; an event by id or slug shows nothing that depends on the clock, so
 * its result holds any minute (null) until the next change */
export function heldMinute(endpoint: EndpointSpec, minute: number): number | null {
  return endpoint.operation === 'get' ? null : minute;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  /** UTF-8 bytes of the answers kept whose text is their own (list pages; an event's is shared) */
  private ownBytes = 0;

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
    for (const arg of endpoint.args) if (uncachedArg(arg) && arg.name in query) return undefined;
    return callerId === null ? anonymousKey(path) : `${callerId} ${path}`;
  }

  get(key: string, version: number, minute: number): HandlerResult | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.version === version && (entry.minute === null || entry.minute === minute)) return entry.result;
    this.remove(key, entry);
    return undefined;
  }

  /** `minute` null: the result holds whatever the clock says */
  set(key: string, version: number, minute: number | null, result: HandlerResult): void {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { version, minute, result });
    boundLeastRecent(this.entries, MAX_ENTRIES, (_key, dropped) => this.released(dropped));
  }

  /** the whole answer kept for an anonymous GET of `path` at this version and minute */
  answer(path: string, version: number, minute: number): KeptAnswer | undefined {
    const entry = this.entries.get(anonymousKey(path));
    if (entry?.answer === undefined || entry.version !== version) return undefined;
    if (entry.minute !== null && entry.minute !== minute) return undefined;
    return entry.answer;
  }

  /** keeps the answer built from `result` for an anonymous GET of `path`, while `result` is the
   * one kept for it; own texts (not an event's cached one) only up to MAX_OWN_BYTES in all */
  keepAnswer(path: string, result: HandlerResult, answer: KeptAnswer, shared: boolean): void {
    const entry = this.entries.get(anonymousKey(path));
    if (entry?.result !== result || entry.answer !== undefined) return;
    if (!shared) {
      const bytes = Number(answer.headers['Content-Length']);
      if (this.ownBytes + bytes > MAX_OWN_BYTES) return;
      this.ownBytes += bytes;
      entry.ownBytes = bytes;
    }
    entry.answer = answer;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.released(entry);
  }

  /** an entry that left `entries`: its own bytes no longer count */
  private released(entry: Entry): void {
    this.ownBytes -= entry.ownBytes ?? 0;
  }
}

function anonymousKey(path: string): string {
  return `anonymous ${path}`;
}
