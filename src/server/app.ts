// The API application: one request in, one response out, independent of node:http so the CLI's
// embedded transport runs the very same code (API.md §1.11 order of checks).
import { randomBytes } from 'node:crypto';
import type { Caller } from '../domain/permissions.js';
import { millisToWall, normalizeTimezone } from '../domain/timezones.js';
import { LANGUAGES, NAMESPACE, type EndpointSpec, type Language, type Method, type RouteSpec } from '../spec/types.js';
import type { UserRecord } from '../store/records.js';
import { Store, StoreUnavailableError, StoreWriteError, type StoreOptions } from '../store/store.js';
import { authenticate, CredentialCache, hasBasicCredentials, isLocalToken } from './auth.js';
import { ApiError } from './errors.js';
import { catalogueLoaded, loadCatalogue } from '../spec/catalogues/index.js';
import { fieldList, filterFields } from './fields.js';
import { materialize, RawJson, serializeBodyRaw } from './raw-json.js';
import { handlers, indexOptions } from './handlers/index.js';
import type { HandlerContext, HandlerResult } from './handlers/context.js';
import { buildRouteObject } from '../spec/namespace-index.js';
import { mergeSources, validateParams, type ParamSources, type ValidatedParams } from './params.js';
import { parseQueryString } from './query.js';
import { findEndpointFor, parseUrl, routeMethods, type ParsedUrl } from './router.js';
import type { PageRequest } from '../pages/context.js';
import type * as Pages from '../pages/site.js';
import { nowWall } from '../domain/dates.js';
import type { RequestContext, SiteSettings } from './site.js';
import { readSiteFile, writeSiteFile } from './site-file.js';
import { heldMinute, ResponseCache } from './response-cache.js';
import { ViewCache } from './view-cache.js';
import { promoteDueItems } from './handlers/future.js';
import { dueMasters, extendDueSeries } from './handlers/series.js';
import { WriteQueue } from './write-queue.js';
import { LoginThrottle, LoginThrottledError, type LoginThrottleOptions } from './throttle.js';
import { batchRouteObject, readBatch, type BatchAnswer, type BatchItem } from './batch.js';

/** src/pages, imported on the first page request (kept, so later ones skip the loader): the
 * CLI's embedded app never serves one */
let pages: Promise<typeof Pages> | undefined;

export interface ApiRequest {
  method: string;
  /** path + query from the site root, e.g. '/wp-json/calendar/events/v1/events?page=2' */
  path: string;
  headers: Record<string, string | undefined>;
  /** every header name is already lower-case (node:http), so a lookup needs no scan */
  lowerCaseHeaders?: boolean;
  body?: Buffer;
  /** the transport stopped reading a body over the limit */
  bodyTooLarge?: boolean;
  /** the client's IP address (HTTP only): failed logins are counted per address */
  remoteAddress?: string;
  /** a write of a batch: its JSON body, already parsed (read instead of `body`) */
  json?: Record<string, unknown>;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** sent instead of `body` when set: a gzipped page or feed, or the UTF-8 bytes of an API
   * answer kept for anonymous reads (its `body` is the same text) */
  bytes?: Buffer;
}

/** An answer of an anonymous read that may be kept, sent as the bytes it is kept as (RawJson.utf8) */
class KeptResponse implements ApiResponse {
  constructor(
    readonly status: number,
    readonly headers: Record<string, string>,
    readonly bytes: Buffer,
  ) {}

  /** the text, read back from the bytes (the HTTP server sends the bytes) */
  get body(): string {
    return this.bytes.toString('utf8');
  }
}

export interface AppOptions {
  dataDir: string;
  /** http://HOST:PORT; the embedded app uses http://localhost */
  baseUrl?: string;
  timezone?: string;
  language?: Language;
  geofence?: number;
  premium?: boolean;
  /** the server's clock; tests pass a fixed one */
  clock?: () => Date;
  /** slow down failed logins per client address (`calev serve` always does); off when absent */
  loginThrottle?: LoginThrottleOptions;
  /** `serve --public-read-only`: credentials of users are ignored, every caller is anonymous
   * (only the local administrator token of the lock file still counts) */
  publicReadOnly?: boolean;
  /** how the store of dataDir is opened (calev serve: with the lock, as a server) */
  storeOptions?: StoreOptions;
  /** the store of dataDir, already being opened by the caller: the embedded transport reads the
   * data dir while the server's modules load */
  store?: Promise<Store>;
}

export interface ApiApp {
  /** `keptLookedUp`: the caller asked `keptAnswer` already and got nothing */
  handle(req: ApiRequest, opts?: { asAdministrator?: boolean; keptLookedUp?: boolean }): Promise<ApiResponse>;
  /** what `handle` answers an anonymous read with at once when it kept the answer, found
   * synchronously (the HTTP server sends it without a turn of the event loop); its headers are
   * shared and frozen */
  keptAnswer(req: ApiRequest): ApiResponse | undefined;
  close(): Promise<void>;
  readonly store: Store;
  readonly site: SiteSettings;
  /** password of the `calev-local` administrator (written to the lock file by `serve`) */
  readonly localToken: string;
  /** scheduled work that requests also trigger: due `future` posts, the series horizon (§2.3, §7.1) */
  maintain(): Promise<void>;
}

export const LOCAL_LOGIN = 'calev-local';
export const MAX_BODY = 1024 * 1024;

export class SettingsError extends Error {}

export function siteSettings(opts: AppOptions): SiteSettings {
  const baseUrl = (opts.baseUrl ?? 'http://localhost').replace(/\/+$/, '');
  const timezone = normalizeTimezone(opts.timezone ?? 'UTC');
  if (!timezone)
    throw new SettingsError(
      `unknown timezone: ${opts.timezone} (use an IANA name such as Europe/Paris, UTC, or UTC+2)`,
    );
  const language = opts.language ?? 'en';
  if (!LANGUAGES.includes(language))
    throw new SettingsError(`unknown language: ${language} (one of ${LANGUAGES.join(', ')})`);
  const geofence = opts.geofence ?? 25;
  if (!(geofence > 0)) throw new SettingsError(`the geofence must be a positive number of kilometres`);
  return { baseUrl, host: new URL(baseUrl).hostname, timezone, language, geofence, premium: opts.premium ?? true };
}

export async function openApp(opts: AppOptions): Promise<ApiApp> {
  let site: SiteSettings;
  // the settings `calev serve` was last given on this data dir, where these options give none
  const saved = await readSiteFile(opts.dataDir);
  try {
    site = siteSettings({
      ...opts,
      timezone: opts.timezone ?? saved.timezone,
      language: opts.language ?? saved.language,
    });
  } catch (err) {
    if (opts.store)
      await opts.store.then(
        (s) => s.close(),
        () => undefined,
      );
    throw err;
  }
  const store = await (opts.store ?? Store.open(opts.dataDir, opts.storeOptions));
  // `calev serve --timezone`/`--language` (which holds the data dir now): kept for the next ones
  const given = { timezone: site.timezone, language: site.language };
  if (
    opts.storeOptions?.server &&
    (opts.timezone !== undefined || opts.language !== undefined) &&
    (given.timezone !== saved.timezone || given.language !== saved.language)
  ) {
    try {
      await writeSiteFile(store.dir, given);
    } catch (err) {
      await store.close();
      throw err;
    }
  }
  return new App(store, site, opts.clock ?? (() => new Date()), {
    logins: opts.loginThrottle ? new LoginThrottle(opts.loginThrottle) : undefined,
    publicReadOnly: opts.publicReadOnly ?? false,
  });
}

/** A journal write failed: 507 when the disk is full, else 503 (the data could not be saved now). */
function storageError(err: StoreWriteError): ApiError {
  if (process.env.CALEV_DEBUG) process.stderr.write(`calev serve: ${err.message}\n`);
  return new ApiError(err.full ? 'storage_full' : 'storage_write_failed');
}

export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json; charset=UTF-8',
  'X-Content-Type-Options': 'nosniff',
  'X-Robots-Tag': 'noindex',
  'Cache-Control': 'no-cache, must-revalidate, max-age=0, no-store, private',
  'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link, X-TEC-Total, X-TEC-TotalPages',
  'Access-Control-Allow-Headers': 'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
};

function header(req: ApiRequest, name: string): string | undefined {
  const lower = name.toLowerCase();
  if (req.lowerCaseHeaders) return req.headers[lower];
  for (const [k, v] of Object.entries(req.headers)) if (k.toLowerCase() === lower) return v;
  return undefined;
}

/** the language and site URL a request is answered in */
interface Where {
  lang: Language;
  segmentLang: Language;
  siteUrl: string;
}

class App implements ApiApp {
  readonly localToken = randomBytes(24).toString('hex');
  private readonly credentials = new CredentialCache();
  private readonly writes: WriteQueue;
  private readonly views: ViewCache;
  private readonly responses = new ResponseCache();

  constructor(
    readonly store: Store,
    readonly site: SiteSettings,
    private readonly clock: () => Date,
    private readonly access: { logins?: LoginThrottle; publicReadOnly: boolean } = { publicReadOnly: false },
  ) {
    this.views = new ViewCache(store);
    // every write holds the data dir's writer lock (the embedded CLI takes it for its writes only)
    this.writes = new WriteQueue(() => store.hold());
  }

  async close(): Promise<void> {
    await this.writes.idle();
    await this.store.close();
  }

  async maintain(): Promise<void> {
    const ctx = this.requestContext(this.localAdministrator(), this.site.language, this.site.baseUrl);
    await promoteDueItems(this.store, this.views, this.writes, ctx.nowUtc);
    await this.moveSeriesHorizon(ctx);
  }

  /** UTC day of the last horizon move (§7.1: occurrences within 24 months exist from the store's
   * opening on, then the horizon moves daily) */
  private seriesDay: string | undefined;

  private async moveSeriesHorizon(ctx: RequestContext): Promise<void> {
    const day = ctx.nowUtc.slice(0, 10);
    if (!this.site.premium || this.seriesDay === day) return;
    // only when a series needs them: a read of the embedded CLI takes the writer lock for nothing else
    if (dueMasters(this.store.all('events'), ctx.now).length > 0)
      await this.writes.run(async () => {
        const tx = this.store.begin();
        extendDueSeries(ctx, tx);
        await this.views.commit(tx);
      });
    this.seriesDay = day;
  }

  async handle(
    req: ApiRequest,
    opts: { asAdministrator?: boolean; keptLookedUp?: boolean } = {},
  ): Promise<ApiResponse> {
    const kept = opts.asAdministrator || opts.keptLookedUp ? undefined : this.keptAnswer(req);
    if (kept) return kept;
    const headers: Record<string, string> = { ...BASE_HEADERS };
    const origin = header(req, 'origin');
    if (origin) {
      Object.assign(headers, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': 'OPTIONS, GET, POST, PUT, PATCH, DELETE',
        'Access-Control-Allow-Credentials': 'true',
        Vary: 'Origin',
      });
    }
    let lang: Language = this.site.language;
    let siteUrl = this.site.baseUrl;
    const isHead = req.method.toUpperCase() === 'HEAD';
    try {
      const url = parseUrl(req.path);
      if (url.path !== null) {
        const page = await this.page(req, url.path, url);
        if (page) return page;
      }
      if (url.lang) {
        lang = url.lang;
        siteUrl = `${this.site.baseUrl}/${url.lang}`;
      }
      // §6: a valid translation_language from any source wins, also for the errors raised before
      // the body is read (credentials, route, body); a body value replaces this one in dispatch.
      const segmentLang = lang;
      lang = languageOf(url.query.translation_language) ?? lang;
      if (!catalogueLoaded(lang)) await loadCatalogue(lang);
      headers.Link = `<${siteUrl}/wp-json/>; rel="https://api.w.org/"`;
      const caller = opts.asAdministrator ? this.localAdministrator() : await this.identify(req);
      const result = await this.dispatch(req, url, caller, headers, { lang, segmentLang, siteUrl }, (l) => (lang = l));
      Object.assign(headers, result.headers ?? {});
      const raw = serializeBodyRaw(result.body);
      if (caller === null && answerMayBeKept(req)) {
        // sent as the bytes it is kept as from now on (node:http would encode the text anyway),
        // encoded first: their length is the Content-Length, and the text is not read back
        const bytes = raw.utf8;
        headers['Content-Length'] = String(bytes.length);
        this.responses.keepAnswer(
          req.path,
          result,
          { status: result.status, headers: Object.freeze({ ...headers }), body: raw },
          result.body instanceof RawJson,
        );
        return new KeptResponse(result.status, headers, bytes);
      }
      return respond(result.status, headers, raw, isHead);
    } catch (err) {
      // the data dir cannot take a write now (locked by another process, not writable): nothing
      // was written; the embedded transport tells its user, or sends the request to the server
      if (err instanceof StoreUnavailableError) throw err;
      const apiErr =
        err instanceof ApiError ? err : err instanceof StoreWriteError ? storageError(err) : this.unexpected(err);
      if (err instanceof LoginThrottledError) headers['Retry-After'] = String(err.retryAfterSeconds);
      headers.Link ??= `<${siteUrl}/wp-json/>; rel="https://api.w.org/"`;
      return respond(apiErr.status, headers, new RawJson(JSON.stringify(apiErr.body(lang))), isHead);
    }
  }

  /**
   * The whole answer sent before to an anonymous GET of this path, while the response cache
   * holds its result (same store version, and minute for a list; no `future` item due): a repeated read of
   * an event or a list page skips parsing, routing and the building of its headers and text.
   */
  keptAnswer(req: ApiRequest): ApiResponse | undefined {
    if (!answerMayBeKept(req)) return undefined;
    const now = this.clock();
    const due = this.views.nextDue();
    if (due !== null && due <= utcWallOf(now)) return undefined;
    const answer = this.responses.answer(req.path, this.store.version, Math.floor(now.getTime() / 60_000));
    return answer && new KeptResponse(answer.status, answer.headers, answer.body.utf8);
  }

  /**
   * A page or feed (src/pages) for a GET or HEAD of a non-API path, as an anonymous visitor sees
   * it; null when the path is not a page address, so the API's 404 answers it.
   */
  private async page(req: ApiRequest, path: string, url: ParsedUrl): Promise<ApiResponse | null> {
    const method = req.method.toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') return null;
    const lang = url.lang ?? this.site.language;
    if (!catalogueLoaded(lang)) await loadCatalogue(lang);
    const siteUrl = url.lang ? `${this.site.baseUrl}/${url.lang}` : this.site.baseUrl;
    const q = req.path.indexOf('?');
    const pageRequest: PageRequest = {
      method,
      path,
      here: q < 0 ? path : `${path}${req.path.slice(q)}`,
      query: url.query,
      header: (name) => header(req, name),
    };
    const { servePage } = await (pages ??= import('../pages/site.js'));
    for (let attempt = 1; ; attempt++) {
      const ctx = this.requestContext(null, lang, siteUrl);
      await promoteDueItems(this.store, this.views, this.writes, ctx.nowUtc);
      const out = servePage(pageRequest, {
        ...ctx,
        baseUrl: this.site.baseUrl,
        nowWall: nowWall(this.site.timezone, ctx.now),
      });
      // as for API reads: only what is on disk is shown
      if (out === null || (await this.store.settle()) || attempt === 3)
        return (
          out && (typeof out.body === 'string' ? { ...out, body: out.body } : { ...out, body: '', bytes: out.body })
        );
    }
  }

  private unexpected(err: unknown): ApiError {
    if (process.env.CALEV_DEBUG)
      process.stderr.write(`calev serve: ${err instanceof Error ? err.stack : String(err)}\n`);
    return new ApiError('internal_server_error');
  }

  private localAdministrator(): UserRecord {
    const admin = this.store.all('users').find((u) => u.role === 'administrator');
    return admin ?? { id: 0, login: LOCAL_LOGIN, email: '', role: 'administrator', passwordHash: '' };
  }

  private async identify(req: ApiRequest): Promise<Caller> {
    const auth = header(req, 'authorization');
    const local = { login: LOCAL_LOGIN, token: this.localToken };
    const check = () => authenticate(auth, this.store, this.credentials, local, { users: !this.access.publicReadOnly });
    const { logins } = this.access;
    const throttled =
      logins !== undefined &&
      req.remoteAddress !== undefined &&
      hasBasicCredentials(auth) &&
      !isLocalToken(auth, local);
    const caller = throttled ? await logins.guard(req.remoteAddress!, check) : await check();
    return caller === 'local' ? this.localAdministrator() : caller;
  }

  private async dispatch(
    req: ApiRequest,
    url: ReturnType<typeof parseUrl>,
    caller: Caller,
    headers: Record<string, string>,
    where: Where,
    setLang: (l: Language) => void,
    batched?: { validateOnly: boolean; applied?: () => void },
  ): Promise<HandlerResult> {
    const target = url.target;
    let method = req.method.toUpperCase();
    const override = typeof url.query._method === 'string' ? url.query._method : header(req, 'x-http-method-override');
    if (override) method = override.toUpperCase();
    if (method === 'HEAD') method = 'GET';
    if (target.kind === 'none') throw new ApiError('rest_no_route');
    // a batch runs the routes of calendar/events/v1 only: not the site's index or wp/v2
    if (batched && (target.kind === 'siteIndex' || target.kind === 'currentUser')) throw new ApiError('rest_no_route');
    const base = this.requestContext(caller, where.lang, where.siteUrl);
    if (target.kind === 'siteIndex') {
      if (method !== 'GET' && method !== 'OPTIONS') throw new ApiError('rest_no_route');
      return withFields(handlers.siteIndex(base), url.query._fields);
    }
    if (target.kind === 'currentUser') {
      if (method !== 'GET') throw new ApiError('rest_no_route');
      return withFields(handlers.currentUser(base, url.query.context === 'edit'), url.query._fields);
    }
    if (target.kind === 'batch') {
      headers.Allow = 'POST';
      if (batched) throw new ApiError('rest_batch_not_allowed');
      if (method === 'OPTIONS') return { status: 200, body: batchRouteObject() };
      if (method !== 'POST') throw new ApiError('rest_no_route');
      return this.batch(req, url, caller, where);
    }
    const route = target.route;
    headers.Allow = allowHeader(route);
    if (method === 'OPTIONS')
      return withFields({ status: 200, body: buildRouteObject(route.pattern, indexOptions(base)) }, url.query._fields);
    const endpoint = findEndpointFor(route, method as Method);
    if (!endpoint) throw new ApiError('rest_no_route');
    // a read answered before at this store version (and minute) is answered again as it was; a
    // due `future` item is promoted first (a write), so such a read takes the long way
    const due = this.views.nextDue();
    const cacheKey =
      method === 'GET' && !req.bodyTooLarge && !(req.body && req.body.length > 0) && (due === null || due > base.nowUtc)
        ? this.responses.keyOf(route, endpoint, req.path, url.query, caller?.id ?? null)
        : undefined;
    const minute = Math.floor(base.now.getTime() / 60_000);
    if (cacheKey !== undefined) {
      const hit = this.responses.get(cacheKey, this.store.version, minute);
      if (hit) return hit;
    }

    const sources = this.readBody(req, url.query);
    const merged = mergeSources(sources);
    if (merged.has('translation_language')) {
      // an invalid code is reported in the segment or default language (§6)
      const tl = languageOf(merged.get('translation_language')) ?? where.segmentLang;
      if (!catalogueLoaded(tl)) await loadCatalogue(tl);
      setLang(tl);
      base.lang = tl;
    }
    const args = this.site.premium ? endpoint.args : basicArgs(endpoint);
    /** the handler's context, its arguments validated (steps 4 and 5 of §1.11) */
    const validated = (ctx: RequestContext, releaseWrites?: () => void): HandlerContext => {
      const handlerCtx = handlerContext(ctx, route, endpoint, target.pathParams, merged, releaseWrites);
      handlerCtx.params = validateParams(endpoint, args, merged, target.pathParams, handlerCtx);
      return handlerCtx;
    };
    // a write of a batch checked before any runs (require-all-validate)
    if (batched?.validateOnly) {
      validated(base);
      return { status: 200, body: null };
    }
    await promoteDueItems(this.store, this.views, this.writes, base.nowUtc);
    await this.moveSeriesHorizon(base);
    let shownDurable = false;
    const run = async (releaseWrites?: () => void): Promise<HandlerResult> => {
      // a queued write reads the clock when its turn comes
      const ctx = method === 'GET' ? base : this.requestContext(caller, base.lang, where.siteUrl);
      // a write of a batch lets the batch's next request begin when it lets the next write begin
      const applied = batched?.applied;
      const release = releaseWrites && applied ? () => (releaseWrites(), applied()) : releaseWrites;
      const handlerCtx = validated(ctx, release);
      const result = await handlers.run(route, endpoint, handlerCtx);
      shownDurable = handlerCtx.shownDurable === true;
      return withFields(result, merged.get('_fields'));
    };
    if (method !== 'GET') {
      const result = await this.writes.run(run);
      // the response may show other writes' changes applied ahead of their journal write (not
      // one built as soon as its own changes went in: ViewCache.commitThen)
      if (!shownDurable) await this.store.settle();
      return result;
    }
    // A response shows only what is on disk: a read waits for changes applied ahead of their
    // journal write, and is read again if a failed write took them back.
    for (let attempt = 1; ; attempt++) {
      const version = this.store.version;
      const result = await run();
      const settled = await this.store.settle();
      if (settled && cacheKey !== undefined && this.store.version === version)
        this.responses.set(cacheKey, version, heldMinute(endpoint, minute), result);
      if (settled || attempt === 3) return result;
    }
  }

  /**
   * `POST {root}/batch/v1` (src/server/batch.ts): the requests one after the other, each through
   * dispatch as a request of its own made by the batch's caller; with require-all-validate, none
   * runs unless every one's route and arguments pass.
   */
  private async batch(req: ApiRequest, url: ParsedUrl, caller: Caller, where: Where): Promise<HandlerResult> {
    const batch = readBatch(mergeSources(this.readBody(req, url.query)));
    if (batch.validation === 'require-all-validate') {
      const checked: Array<BatchAnswer | null> = [];
      for (const item of batch.requests) {
        const answer = await this.batchItem(item, caller, where, true);
        checked.push(answer.status >= 400 ? answer : null);
      }
      if (checked.some((a) => a !== null)) return { status: 207, body: { failed: 'validation', responses: checked } };
    }
    // Each request begins once the one before it is done, or (a write) once its changes are in
    // the tables while its journal write goes on: it sees them, and the batch's writes share
    // group commits instead of waiting for one fsync each. The answer waits for all of them.
    const answers: Array<Promise<BatchAnswer>> = [];
    for (const item of batch.requests) {
      let applied!: () => void;
      const begun = new Promise<void>((resolve) => (applied = resolve));
      const answer = this.batchItem(item, caller, where, false, applied);
      // rejected only when the store is unavailable, which the batch rethrows
      answer.catch(() => undefined);
      answers.push(answer);
      await Promise.race([begun, answer]);
    }
    return { status: 207, body: { responses: await Promise.all(answers) } };
  }

  /** One request of a batch, answered as it would be alone (its errors included). */
  private async batchItem(
    item: BatchItem,
    caller: Caller,
    where: Where,
    validateOnly: boolean,
    applied?: () => void,
  ): Promise<BatchAnswer> {
    const path = item.path.startsWith('/') ? item.path : `/${item.path}`;
    const url = parseUrl(`/wp-json${path}`);
    // the method is the item's: no override
    delete url.query._method;
    const req: ApiRequest = {
      method: item.method,
      path: `/wp-json${path}`,
      headers: {},
      lowerCaseHeaders: true,
      json: item.body,
    };
    let lang = languageOf(url.query.translation_language) ?? where.lang;
    if (!catalogueLoaded(lang)) await loadCatalogue(lang);
    const headers: Record<string, string> = {};
    try {
      const result = await this.dispatch(req, url, caller, headers, { ...where, lang }, (l) => (lang = l), {
        validateOnly,
        applied,
      });
      return { body: result.body ?? null, status: result.status, headers: { ...headers, ...result.headers } };
    } catch (err) {
      if (err instanceof StoreUnavailableError) throw err;
      const apiErr =
        err instanceof ApiError ? err : err instanceof StoreWriteError ? storageError(err) : this.unexpected(err);
      return { body: apiErr.body(lang), status: apiErr.status, headers };
    }
  }

  private readBody(req: ApiRequest, query: ParamSources['query']): ParamSources {
    const sources: ParamSources = { query };
    if (req.json) {
      sources.json = req.json;
      return sources;
    }
    if (req.bodyTooLarge || (req.body && req.body.length > MAX_BODY)) throw new ApiError('rest_payload_too_large');
    const type = (header(req, 'content-type') ?? '').split(';')[0].trim().toLowerCase();
    // A UTF-8 byte order mark (as some Windows tools write) is not part of the JSON text (RFC 8259 §8.1).
    const text = req.body && req.body.length > 0 ? req.body.toString('utf8').replace(/^\uFEFF/, '') : '';
    if (type === 'application/json') {
      if (text.trim() === '') return sources;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new ApiError('rest_invalid_json');
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new ApiError('rest_invalid_json');
      sources.json = parsed as Record<string, unknown>;
    } else if (type === 'application/x-www-form-urlencoded') {
      sources.form = parseQueryString(text);
    }
    return sources;
  }

  requestContext(caller: Caller, lang: Language, siteUrl: string): RequestContext {
    const now = this.clock();
    const rootUrl = `${siteUrl}/wp-json`;
    return {
      store: this.store,
      site: this.site,
      caller,
      lang,
      siteUrl,
      rootUrl,
      nsUrl: `${rootUrl}/${NAMESPACE}`,
      now,
      // utcToLocal(…, 'UTC') returns its input: the ISO form's first 19 characters
      nowUtc: utcWallOf(now),
      views: this.views,
      writes: this.writes,
      termCounts: (tax) => this.views.termCounts(tax),
    };
  }
}

/**
 * The request context with what the handler needs, written out field by field: object spread
 * and Object.assign of these wide objects were a visible part of every request.
 */
function handlerContext(
  ctx: RequestContext,
  route: RouteSpec,
  endpoint: EndpointSpec,
  pathParams: Record<string, string>,
  merged: Map<string, unknown>,
  releaseWrites: (() => void) | undefined,
): HandlerContext {
  return {
    store: ctx.store,
    site: ctx.site,
    caller: ctx.caller,
    lang: ctx.lang,
    siteUrl: ctx.siteUrl,
    rootUrl: ctx.rootUrl,
    nsUrl: ctx.nsUrl,
    now: ctx.now,
    nowUtc: ctx.nowUtc,
    views: ctx.views,
    writes: ctx.writes,
    termCounts: ctx.termCounts,
    route,
    endpoint,
    pathParams,
    params: EMPTY_PARAMS,
    merged,
    releaseWrites,
  };
}

/** what a handler context holds until validation has run (never read) */
const EMPTY_PARAMS: ValidatedParams = Object.freeze({ values: new Map(), raw: new Map() });

const allowOf = new WeakMap<RouteSpec, string>();

/** the Allow header of a route: it depends on the route alone */
function allowHeader(route: RouteSpec): string {
  let allow = allowOf.get(route);
  if (allow === undefined) allowOf.set(route, (allow = routeMethods(route).join(', ')));
  return allow;
}

const basicArgsOf = new WeakMap<EndpointSpec, EndpointSpec['args']>();

/** the arguments of an endpoint without the premium ones (§7, premium emulation off) */
function basicArgs(endpoint: EndpointSpec): EndpointSpec['args'] {
  let args = basicArgsOf.get(endpoint);
  if (!args) basicArgsOf.set(endpoint, (args = endpoint.args.filter((a) => !a.premium)));
  return args;
}

/** A GET with no credentials, no body (none over the limit either: that is a 413), no Origin
 * (CORS headers) and no method override: its whole answer depends on the path alone, for one
 * store version (and, for a list, one minute). */
function answerMayBeKept(req: ApiRequest): boolean {
  if (req.method !== 'GET' || req.bodyTooLarge || (req.body && req.body.length > 0)) return false;
  return (
    header(req, 'authorization') === undefined &&
    header(req, 'origin') === undefined &&
    header(req, 'x-http-method-override') === undefined
  );
}

/** §1.8: HEAD answers with the headers of the GET, Content-Length included, and no body. */
function respond(status: number, headers: Record<string, string>, body: RawJson, head: boolean): ApiResponse {
  // `headers` is this request's own object: Content-Length goes last, as it always has
  headers['Content-Length'] = String(body.byteLength);
  return { status, headers, body: head ? '' : body.json };
}

/** 'YYYY-MM-DD HH:MM:SS' of `now` in UTC (every request reads it: the arithmetic writing, not
 * toISOString and two string edits) */
function utcWallOf(now: Date): string {
  return millisToWall(now.getTime());
}

function languageOf(v: unknown): Language | undefined {
  return typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v) ? (v as Language) : undefined;
}

/** §1.7: `_fields` trims every success body (error bodies are never filtered). */
function withFields(result: HandlerResult, fields: unknown): HandlerResult {
  if (fields === undefined || result.status >= 300) return result;
  return { ...result, body: filterFields(materialize(result.body), fieldList(fields)) };
}
