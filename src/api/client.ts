// The API client: builds request targets under `{url}{api_root}/{namespace}`, encodes parameters,
// turns error answers into ApiError and follows list pages.
import { ApiError, ResponseError } from './errors.js';
import type { Transport, TransportResponse } from './transport.js';

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
}

export interface CallOptions {
  query?: Params;
  body?: Params;
  /** names what failed in error messages: `event 42` */
  subject?: string;
}

export interface ListPage {
  items: unknown[];
  envelope: Record<string, unknown>;
}

/** Namespaces of sites whose updates reset the fields they are not sent (The Events Calendar). */
const REPLACING_NAMESPACES = new Set(['tribe/events/v1']);

export class ApiClient {
  readonly transport: Transport;
  readonly namespace: string;
  private readonly rootPath: string;
  private readonly lang?: string;

  constructor(opts: ApiClientOptions) {
    this.transport = opts.transport;
    this.namespace = opts.namespace.replace(/^\/+|\/+$/g, '');
    this.rootPath = opts.rootPath;
    this.lang = opts.lang;
  }

  /** True for a site whose updates replace omitted fields: `update` must send the merged item. */
  get replacesOmittedFields(): boolean {
    return REPLACING_NAMESPACES.has(this.namespace);
  }

  /** The origin-relative target of a namespace-relative path (`/events/42`, `` for the index). */
  target(path: string, query: Params = {}): string {
    const q = encodeQuery(this.withLang(query));
    const route = `/${this.namespace}${path}`;
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
  ): Promise<TransportResponse> {
    const headers: Record<string, string> = {};
    let payload: Buffer | undefined;
    if (body !== undefined) {
      payload = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body), 'utf8');
      headers['content-type'] = contentType;
    }
    return this.transport.send({ method, target, headers, body: payload });
  }

  /** Sends a request; an error status throws ApiError, a 2xx answer is parsed as JSON. */
  async call(method: string, path: string, opts: CallOptions = {}): Promise<ApiResult> {
    return this.callTarget(method, this.target(path, opts.query), opts);
  }

  async callTarget(method: string, target: string, opts: CallOptions = {}): Promise<ApiResult> {
    const res = await this.send(method, target, opts.body);
    if (res.status < 200 || res.status >= 300) {
      const err = ApiError.fromResponse(res.status, res.body);
      err.subject = opts.subject;
      // a redirect the transport does not follow (src/api/http-transport.ts redirectTarget)
      if (res.status >= 300 && res.status < 400 && res.headers.location)
        err.hint = `the site sends this request on to ${res.headers.location}: if the site has moved, give that address as --url`;
      throw err;
    }
    return { status: res.status, headers: res.headers, data: parseJson(res.body, this.transport.label) };
  }

  /**
   * Pages of a list, from the page the query asks for, following `next_rest_url` (or the next
   * page number) until `total_pages`. Stops on an empty page or a link already followed.
   */
  async *pages(path: string, query: Params, itemsKey: string, subject?: string): AsyncGenerator<ListPage> {
    let page = Number(query.page ?? 1);
    let target = this.target(path, query);
    const seen = new Set([target]);
    for (;;) {
      const res = await this.callTarget('GET', target, { subject });
      const envelope = asObject(res.data);
      const list = envelope[itemsKey];
      const items = Array.isArray(list) ? list : [];
      yield { items, envelope };
      const totalPages = Number(
        envelope.total_pages ?? res.headers['x-tec-totalpages'] ?? res.headers['x-wp-totalpages'],
      );
      if (items.length === 0 || (Number.isFinite(totalPages) && page >= totalPages)) return;
      const next =
        typeof envelope.next_rest_url === 'string'
          ? this.targetFromUrl(envelope.next_rest_url)
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

  private withLang(query: Params): Params {
    if (!this.lang || query.translation_language !== undefined) return query;
    return { ...query, translation_language: this.lang };
  }
}

function parseJson(body: string, label: string): unknown {
  if (body.trim() === '') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    throw new ResponseError(
      `the answer from ${label} is not JSON`,
      'check the site URL, --api-root and --namespace (a WordPress site with The Events Calendar uses --namespace tribe/events/v1)',
    );
  }
}

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
