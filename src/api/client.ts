// The API client: builds request targets under `{url}{api_root}/{namespace}`, encodes parameters,
// turns error answers into ApiError and follows list pages.
import type { Resource } from '../spec/types.js';
import { ApiError, comeBackHint, MAYBE_APPLIED, movedHint, ResponseError } from './errors.js';
import { hasOtherLetters, matchesAllWords, plainText, scalarText } from '../domain/text.js';
import { quirksFor, resourceOfPath, type SiteQuirks } from './tec-site.js';
import type { Trace, Transport, TransportResponse } from './transport.js';

/** Parameter values as the CLI collects them; encoded as a query string or a JSON body. */
export type ParamValue = string | number | boolean | null | undefined | ParamValue[] | { [key: string]: ParamValue };
export type Params = Record<string, ParamValue>;

export interface ApiResult {
  status: number;
  headers: Record<string, string>;
  /** the parsed JSON body (undefined for an empty body) */
  data: unknown;
}

export interface ApiClientOptions {
  transport: Transport;
  /** path from the origin to the API root: `/wp-json`, `/blog/wp-json` or `/index.php?rest_route=` */
  rootPath: string;
  namespace: string;
  /** content language sent as translation_language on every request */
  lang?: string;
  /** `--verbose`: says where a quirk of the site changed a request */
  trace?: Trace;
}

export interface CallOptions {
  query?: Params;
  body?: Params;
  /** names what failed in error messages: `event 42` */
  subject?: string;
  /** the fields of a write the command was given (an update's, without those it keeps); default: the body */
  given?: Params;
}

export interface ListPage {
  items: unknown[];
  envelope: Record<string, unknown>;
}

export class ApiClient {
  readonly transport: Transport;
  readonly namespace: string;
  /** what this site does differently from the contract (src/api/tec-site.ts) */
  readonly site: SiteQuirks;
  /** from the origin to the API root: `/wp-json`, `/blog/wp-json` or `/index.php?rest_route=` */
  readonly rootPath: string;
  private readonly lang?: string;
  readonly trace?: Trace;

  constructor(opts: ApiClientOptions) {
    this.transport = opts.transport;
    // WordPress matches routes in any case: `Tribe/Events/v1` is The Events Calendar's
    this.namespace = opts.namespace.replace(/^\/+|\/+$/g, '').toLowerCase();
    this.rootPath = opts.rootPath;
    this.lang = opts.lang;
    this.trace = opts.trace;
    this.site = quirksFor(this.namespace);
  }

  /** The same client over another transport (an import's batches: src/api/batch-transport.ts). */
  withTransport(transport: Transport): ApiClient {
    return new ApiClient({
      transport,
      rootPath: this.rootPath,
      namespace: this.namespace,
      lang: this.lang,
      trace: this.trace,
    });
  }

  /** The origin-relative target of a namespace-relative path (`/events/42`, `` for the index). */
  target(path: string, query: Params = {}): string {
    return this.routeTarget(`/${this.namespace}${path}`, this.withLang(query));
  }

  /** The origin-relative target of a route of any namespace of the site (`/wp/v2/tribe_events/42`). */
  routeTarget(route: string, query: Params = {}): string {
    const q = encodeQuery(query);
    if (this.rootPath.includes('rest_route=')) return `${this.rootPath}${route}${q ? `&${q}` : ''}`;
    return `${this.rootPath}${route}${q ? `?${q}` : ''}`;
  }

  /** The target of an absolute URL the API emitted (`next_rest_url`), always on our own origin. */
  targetFromUrl(url: string): string {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  }

  /** Sends a request and returns the raw answer, whatever its status. */
  async send(
    method: string,
    target: string,
    body?: Params | Buffer,
    contentType = 'application/json',
    extraHeaders: Record<string, string> = {},
  ): Promise<TransportResponse> {
    const headers: Record<string, string> = { ...extraHeaders };
    let payload: Buffer | undefined;
    if (body !== undefined) {
      payload = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body), 'utf8');
      headers['content-type'] = contentType;
    }
    return this.transport.send({ method, target, headers, body: payload });
  }

  /**
   * Sends a request; an error status throws ApiError, a 2xx answer is parsed as JSON. Lists and
   * writes go as the site needs them (src/api/tec-site.ts).
   */
  async call(method: string, path: string, opts: CallOptions = {}): Promise<ApiResult> {
    const resource = resourceOfPath(path);
    let { query, body } = opts;
    if (resource && query && method === 'GET' && path === `/${resource}`)
      query = await this.site.listQuery(resource, query, this);
    if (resource && body && method !== 'GET' && method !== 'DELETE') {
      const sent = body;
      const creating = method === 'POST' && path === `/${resource}`;
      body = await this.site.writeBody(resource, sent, creating, this, opts.given ?? sent);
      if (body !== sent) this.trace?.(`${this.site.name}: ${method} ${path} sends ${JSON.stringify(body)}`);
    }
    let res: ApiResult;
    try {
      res = await this.callTarget(method, this.target(path, query), { ...opts, body });
    } catch (err) {
      // a protected item, read by a user who may edit it, where the site asks even them for its password
      const locked = err instanceof ApiError && err.code === 'event-password-protected' && method === 'GET';
      const unlocked = locked && query?.password === undefined ? await this.site.unlock(path, this) : undefined;
      if (!unlocked) throw err;
      res = await this.callTarget(method, this.target(path, { ...query, ...unlocked }), opts);
    }
    return resource ? { ...res, data: this.site.answerAsStored(resource, res.data) } : res;
  }

  /**
   * Changes only the given fields of an item. On a site whose updates reset what they are not
   * sent, the item is read first (or `current` is its view) and its stored values go along.
   */
  async update(
    resource: Resource,
    path: string,
    given: Params,
    opts: CallOptions & { current?: unknown } = {},
  ): Promise<ApiResult> {
    let body = given;
    let current: unknown;
    if (!this.site.mergesUpdates(resource))
      await this.site.beforeUpdate(resource, { current, given, path, subject: opts.subject }, this);
    else {
      // the item is read whole, whatever `_fields` the update's answer is trimmed to
      const { _fields: _trimmed, ...readQuery } = opts.query ?? {};
      current = opts.current ?? (await this.readForUpdate(path, { ...opts, query: readQuery }));
      current =
        (await this.site.beforeUpdate(resource, { current, given, path, subject: opts.subject }, this)) ?? current;
      body = { ...this.site.keptFields(resource, current, given), ...given };
    }
    const res = await this.call('PUT', path, { query: opts.query, subject: opts.subject, body, given });
    // what the site's own API cannot change, changed through another of its routes: read again
    const made = { current, given, result: res.data, subject: opts.subject };
    if (!(await this.site.afterUpdate(resource, made, this))) return res;
    return this.call('GET', path, { query: opts.query, subject: opts.subject });
  }

  /** Like `call`, for a route of any namespace of the site, as it is (no quirks, no language). */
  async callRoute(method: string, route: string, opts: CallOptions = {}): Promise<ApiResult> {
    return this.callTarget(method, this.routeTarget(route, opts.query), opts);
  }

  /** The item an update merges with; a trashed event is read from the trash list. */
  private async readForUpdate(path: string, opts: CallOptions): Promise<unknown> {
    try {
      return (await this.call('GET', path, { query: opts.query, subject: opts.subject })).data;
    } catch (err) {
      const id = /^\/events\/(\d+)$/.exec(path)?.[1];
      const trashed = id && err instanceof ApiError && err.code === 'event-no-longer-available';
      const trash = trashed ? this.site.trashedEventQuery(Number(id)) : undefined;
      if (!trash) throw err;
      const list = await this.call('GET', '/events', { query: { ...opts.query, ...trash }, subject: opts.subject });
      const item = (asObject(list.data).events as unknown[] | undefined)?.[0];
      // Not readable there either (a role without access to the trash): restore with what was given.
      return item ?? {};
    }
  }

  async callTarget(method: string, target: string, opts: CallOptions = {}): Promise<ApiResult> {
    const res = await this.send(method, target, opts.body);
    if (res.status < 200 || res.status >= 300) {
      const err = ApiError.fromResponse(res.status, res.body);
      err.subject = opts.subject;
      // a redirect the transport does not follow (src/api/http-transport.ts redirectTarget)
      if (res.status >= 300 && res.status < 400 && res.headers.location)
        err.hint = movedHint(movedSite(res.headers.location, this.rootPath));
      err.credentialsWithheldAt = res.credentialsWithheldAt;
      err.credentialsSent = res.credentialsSent === true;
      // a wait longer than the transport's retries take (README "The client"): said
      if (res.status === 429 || res.status === 503) err.hint ??= comeBackHint(res.headers['retry-after'], Date.now());
      // WordPress often fails after it saved (a plugin hooked after the save): running the
      // command again would make the item twice
      if (res.status >= 500 && method !== 'GET' && method !== 'HEAD')
        err.hint ??= `the site failed while doing it: ${MAYBE_APPLIED} (the site's PHP error log says why it failed)`;
      throw err;
    }
    const data = res.data !== undefined ? res.data : this.parseJson(res);
    return { status: res.status, headers: res.headers, data };
  }

  /**
   * Pages of a list, from the page the query asks for, following `next_rest_url` (or the next
   * page number) until `total_pages`. Stops on an empty page or a link already followed. An item
   * is given once; on a site whose order of ties changes from page to page, the pages are asked
   * for again (50 at a time) until every item the list counts was given.
   */
  async *pages(path: string, query: Params, itemsKey: Resource, subject?: string): AsyncGenerator<ListPage> {
    query = await this.site.listQuery(itemsKey, query, this);
    const given = new Set<unknown>();
    let total: number | undefined;
    const fresh = (page: ListPage): ListPage => {
      if (total === undefined && Number.isFinite(Number(page.envelope.total))) total = Number(page.envelope.total);
      const items = page.items.filter((item) => {
        const id = asObject(item).id;
        if (id === undefined) return true;
        if (given.has(id)) return false;
        given.add(id);
        return true;
      });
      return { items, envelope: page.envelope };
    };
    const tags = itemsKey === 'events' && this.site.filtersOneTag ? listed(query.tags) : [];
    if (tags.length > 1) {
      yield* this.eachTagMerged(path, query, tags, subject);
      return;
    }
    const local = localSearch(this.site, itemsKey, query);
    for await (const page of this.walk(path, query, itemsKey, subject)) {
      // names-in-other-scripts-not-searched.json: a search the site cannot make is made here
      if (local && page.items.length === 0) {
        yield* this.searchedHere(path, query, itemsKey, local, subject);
        return;
      }
      yield fresh(page);
    }
    // Only a list followed to its end is complete: the caller stopped early otherwise. An empty
    // list is one too, whatever its total says (the plugin's searches that find nothing count the
    // items without the search): a new order of ties cannot hide every item.
    for (const perPage of [50, 49]) {
      if (total === undefined || given.size >= total || given.size === 0 || !this.site.reordersTies(itemsKey)) return;
      this.trace?.(`${this.site.name}: ${given.size} of ${total} ${itemsKey} so far; asking again ${perPage} a page`);
      const { page: _from, ...firstPage } = query;
      for await (const page of this.walk(path, { ...firstPage, per_page: perPage }, itemsKey, subject)) {
        const { items, envelope } = fresh(page);
        if (items.length) yield { items, envelope };
        if (given.size >= total) return;
      }
    }
  }

  /**
   * The list searched here: every item read without the search, those whose texts hold every
   * word of it (case-insensitive) given in pages of the query's size, the total theirs.
   */
  private async *searchedHere(
    path: string,
    query: Params,
    itemsKey: Resource,
    search: string,
    subject?: string,
  ): AsyncGenerator<ListPage> {
    const { search: _search, page: _page, ...rest } = query;
    const matches: unknown[] = [];
    const given = new Set<unknown>();
    for await (const page of this.walk(path, { ...rest, per_page: 50 }, itemsKey, subject))
      for (const item of page.items) {
        const view = asObject(item);
        if (given.has(view.id)) continue;
        given.add(view.id);
        const texts = Object.values(view).filter((v): v is string => typeof v === 'string');
        if (
          matchesAllWords(
            search,
            texts.map((t) => plainText(this.site.comparableText(t))),
          )
        )
          matches.push(item);
      }
    this.trace?.(`${this.site.name}: searched ${given.size} ${itemsKey} here for "${search}": ${matches.length}`);
    yield* pagesOf(matches, query, itemsKey);
  }

  /**
   * The events of any of several tags, where the site lists those of the first alone: each tag's
   * list read whole, merged (each event once, by start), given in pages of the query's size.
   */
  private async *eachTagMerged(
    path: string,
    query: Params,
    tags: string[],
    subject?: string,
  ): AsyncGenerator<ListPage> {
    const { page: _page, tags: _tags, ...rest } = query;
    const byId = new Map<unknown, unknown>();
    for (const tag of tags)
      for await (const page of this.walk(path, { ...rest, tags: tag, per_page: 50 }, 'events', subject))
        for (const item of page.items) if (!byId.has(asObject(item).id)) byId.set(asObject(item).id, item);
    const events = [...byId.values()].sort((a, b) => {
      const [x, y] = [asObject(a), asObject(b)];
      return String(x.start_date).localeCompare(String(y.start_date)) || Number(x.id) - Number(y.id);
    });
    this.trace?.(`${this.site.name}: listed each of ${tags.length} tags: ${events.length} events`);
    yield* pagesOf(events, query, 'events');
  }

  /** The pages from `query.page` on, as the API links them. */
  private async *walk(path: string, query: Params, itemsKey: Resource, subject?: string): AsyncGenerator<ListPage> {
    let page = Number(query.page ?? 1);
    let target = this.target(path, query);
    const seen = new Set([target]);
    for (;;) {
      const res = await this.callTarget('GET', target, { subject });
      const envelope = asObject(this.site.answerAsStored(itemsKey, res.data));
      const list = envelope[itemsKey];
      // an answer of another shape (a proxy's or a maintenance plugin's JSON) is no empty
      // calendar: read as one, a list said "no events" and an export wrote [] over a backup
      if (!Array.isArray(list))
        throw new ResponseError(
          `the answer from ${this.transport.label} is not a list of ${itemsKey} (it has no "${itemsKey}")`,
          NOT_THE_API_HINT,
        );
      const items: unknown[] = list;
      yield { items, envelope };
      const totalPages = Number(
        envelope.total_pages ?? res.headers['x-tec-totalpages'] ?? res.headers['x-wp-totalpages'],
      );
      if (items.length === 0 || (Number.isFinite(totalPages) && page >= totalPages)) return;
      const link =
        typeof envelope.next_rest_url === 'string' ? this.site.nextLink(itemsKey, envelope.next_rest_url) : undefined;
      const next =
        link !== undefined
          ? this.targetFromUrl(link)
          : Number.isFinite(totalPages)
            ? this.target(path, { ...query, page: page + 1 })
            : undefined;
      if (next === undefined || seen.has(next)) return;
      seen.add(next);
      target = next;
      page += 1;
    }
  }

  async close(): Promise<void> {
    await this.transport.close();
  }

  private parseJson(res: TransportResponse): unknown {
    if (res.body.trim() === '') return undefined;
    try {
      return JSON.parse(res.body);
    } catch {
      // A page where the API was asked: the site's own (its home, on a site whose permalinks are
      // plain: its /wp-json/ is no route), unless the root is the plain-permalink one already.
      const page =
        (/html/i.test(res.headers['content-type'] ?? '') || /^\s*</.test(res.body)) &&
        !this.rootPath.includes('rest_route=');
      // a page's hint names the profile, which the command knows (src/cli/hints.ts)
      throw new ResponseError(
        `the answer from ${this.transport.label} is not JSON`,
        page ? undefined : NOT_THE_API_HINT,
        page,
      );
    }
  }

  private withLang(query: Params): Params {
    if (!this.lang || query.translation_language !== undefined) return query;
    return { ...query, translation_language: this.lang };
  }
}

/**
 * The site's address in a redirect's target, where it names the API (`…/wp-json/…`, or
 * `…/index.php?rest_route=…` on plain permalinks): --url takes the site's address, and refuses
 * the API's. A target that names no API is the address as it is.
 */
function movedSite(location: string, rootPath: string): string {
  if (!URL.canParse(location)) return location;
  const url = new URL(location);
  const marker = rootPath.includes('rest_route=') ? '/index.php' : rootPath.slice(rootPath.lastIndexOf('/'));
  const at = marker.length > 1 ? url.pathname.lastIndexOf(`${marker}/`) : -1;
  const plain = rootPath.includes('rest_route=') && url.pathname.endsWith(marker) && url.searchParams.has('rest_route');
  if (at < 0 && !plain) return location;
  const path = plain ? url.pathname.slice(0, -marker.length) : url.pathname.slice(0, at);
  return `${url.origin}${path}`;
}

/** Items listed here, in pages of the query's size from its page on, with their total. */
function* pagesOf(items: unknown[], query: Params, itemsKey: Resource): Generator<ListPage> {
  const size = Math.max(1, Number(query.per_page ?? 10) || 10);
  const pages = Math.max(1, Math.ceil(items.length / size));
  for (let n = Number(query.page ?? 1); n <= pages; n++) {
    const page = items.slice((n - 1) * size, n * size);
    yield { items: page, envelope: { [itemsKey]: page, total: items.length, total_pages: pages } };
    if (!page.length) return;
  }
}

/** A list filter's values (`a,b` or a list), each once. */
function listed(value: ParamValue | undefined): string[] {
  const all = Array.isArray(value) ? value.map(scalarText) : value == null ? [] : scalarText(value).split(',');
  return [...new Set(all.map((v) => v.trim()).filter((v) => v !== ''))];
}

/** The search to make here, where the site's search cannot find it (API.md §4.2.5: every word); else undefined. */
function localSearch(site: SiteQuirks, resource: Resource, query: Params): string | undefined {
  const search = typeof query.search === 'string' ? query.search.trim() : '';
  return search !== '' && site.searchesLatinOnly(resource) && hasOtherLetters(search) ? search : undefined;
}

/** Where an answer is not the API's. */
export const NOT_THE_API_HINT =
  'check the site URL, --api-root and --namespace (a WordPress site with The Events Calendar uses --namespace tribe/events/v1)';

function asObject(data: unknown): Record<string, unknown> {
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

/**
 * Query string in the API's conventions: booleans `true`/`false`, lists as CSV (bracket form
 * `k[]=` when an item contains a comma), objects in bracket form (`venue[city]=Boston`).
 */
export function encodeQuery(params: Params): string {
  const out = new URLSearchParams();
  const add = (key: string, value: ParamValue): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      const scalars = value.every((v) => v === null || typeof v !== 'object');
      if (scalars && !value.some((v) => String(v).includes(','))) {
        if (value.length) out.append(key, value.map((v) => String(v ?? '')).join(','));
        return;
      }
      value.forEach((v, i) => add(scalars ? `${key}[]` : `${key}[${i}]`, v));
      return;
    }
    if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
      return;
    }
    out.append(key, String(value));
  };
  for (const [k, v] of Object.entries(params)) add(k, v);
  return out.toString();
}
