// How a page or feed goes out: validators (ETag, Last-Modified) and 304 answers to conditional
// GETs, which calendar apps send every time they poll; gzip when the client accepts it; HEAD
// with the headers of the GET; and the security headers every page carries.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { boundLeastRecent } from '../domain/least-recent.js';
import type { PageRequest, PageResponse } from './context.js';

/** Pages load nothing but calev's stylesheet; JSON-LD is data, not script, so no script may run. */
export const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

export interface Representation {
  status: number;
  contentType: string;
  body: string;
  /** e.g. Content-Disposition, Location */
  headers?: Record<string, string>;
  cacheControl?: string;
}

/** what one address last answered: the representation's tag, since when, and its gzip form */
interface Seen {
  etag: string;
  since: string;
  /** it replaced another representation given out in the same second: `since` (whole seconds)
   * cannot tell them apart, so If-Modified-Since gets no 304 until a later second stands for it */
  sameSecond?: boolean;
  gzip?: Buffer;
}

/** Last-Modified is when this server first gave out a representation: a deleted event or the clock
 * moving an event out of a feed changes the content without any stored modification date. */
const seen = new Map<string, Seen>();
const MAX_SEEN = 2_000;

const GZIP_MIN_BYTES = 1024;

function httpDate(now: Date): string {
  return new Date(Math.floor(now.getTime() / 1000) * 1000).toUTCString();
}

function remember(key: string, etag: string, now: Date): Seen {
  const last = seen.get(key);
  const since = httpDate(now);
  if (last && last.etag === etag) {
    // a later second now stands for this representation alone: the one before it was given out
    // before that second, so a client holding it (its Last-Modified earlier) gets the new one
    if (last.sameSecond && last.since !== since) {
      last.since = since;
      last.sameSecond = false;
    }
    return last;
  }
  const entry: Seen = { etag, since };
  if (last?.since === since) entry.sameSecond = true;
  seen.delete(key);
  seen.set(key, entry);
  boundLeastRecent(seen, MAX_SEEN);
  return entry;
}

function acceptsGzip(req: PageRequest): boolean {
  const accept = req.header('accept-encoding');
  if (!accept) return false;
  return accept.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    if (coding.trim().toLowerCase() !== 'gzip') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** RFC 9110 §13.1.2 weak comparison against an If-None-Match list */
function matchesAny(list: string, etag: string): boolean {
  const opaque = etag.replace(/^W\//, '');
  return list.split(',').some((item) => {
    const tag = item.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/** RFC 9110 §13.2.2: If-None-Match when sent, else If-Modified-Since */
function notModified(req: PageRequest, entry: Seen): boolean {
  const ifNoneMatch = req.header('if-none-match');
  if (ifNoneMatch !== undefined) return matchesAny(ifNoneMatch, entry.etag);
  const ifModifiedSince = req.header('if-modified-since');
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !entry.sameSecond && !Number.isNaN(since) && Date.parse(entry.since) <= since;
}

/** kept representations (memo.ts) are hashed once */
const etags = new WeakMap<Representation, string>();

function etagOf(rep: Representation): string {
  let etag = etags.get(rep);
  if (etag === undefined) {
    etag = `W/"${createHash('sha1').update(rep.body).digest('base64url').slice(0, 22)}"`;
    etags.set(rep, etag);
  }
  return etag;
}

/** The response for `rep`; `key` names the address (and language) whose history Last-Modified follows. */
export function deliver(req: PageRequest, rep: Representation, key: string, now: Date): PageResponse {
  const headers: Record<string, string> = {
    'Content-Type': rep.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cache-Control': rep.cacheControl ?? 'no-cache',
    Vary: 'Accept-Encoding',
    ...rep.headers,
  };
  if (rep.contentType.startsWith('text/html')) headers['Content-Security-Policy'] = CONTENT_SECURITY_POLICY;
  let entry: Seen | undefined;
  if (rep.status === 200) {
    entry = remember(key, etagOf(rep), now);
    headers.ETag = entry.etag;
    headers['Last-Modified'] = entry.since;
    if (notModified(req, entry)) {
      delete headers['Content-Type'];
      return { status: 304, headers, body: '' };
    }
  }
  let body: string | Buffer = rep.body;
  if (acceptsGzip(req) && Buffer.byteLength(rep.body) >= GZIP_MIN_BYTES) {
    let gzip = entry?.gzip;
    if (!gzip) {
      gzip = gzipSync(rep.body);
      if (entry) entry.gzip = gzip;
    }
    headers['Content-Encoding'] = 'gzip';
    body = gzip;
  }
  headers['Content-Length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.length);
  return { status: rep.status, headers, body: req.method === 'HEAD' ? '' : body };
}
