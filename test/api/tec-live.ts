// Replays the exchanges recorded against a live WordPress + The Events Calendar site
// (test/fixtures/tec-live/, README there): a request that matches a recorded one (method, path,
// query in any order, JSON body) gets the recorded answer verbatim; anything else goes to the
// test's own `otherwise`, which answers from the recorded bodies by the rule the recording shows.
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import { mockSite, type Recorded } from '../cli/harness.js';

export const SITE = 'http://wordpress.test';
export const NS = '/wp-json/tribe/events/v1';
const DIR = join(import.meta.dirname, '..', 'fixtures', 'tec-live');

export interface Exchange {
  request: { method: string; url: string; as: string; body?: unknown };
  response: { status: number; headers: Record<string, string>; body: unknown };
}

/** The exchanges of one file, with `{site}` (and the recording site's own address) made SITE. */
export function recording(file: string): Exchange[] {
  const text = readFileSync(join(DIR, file), 'utf8')
    .replaceAll('{site}', SITE)
    .replace(/http:\/\/127\.0\.0\.1:\d+/g, SITE);
  return (JSON.parse(text) as { exchanges: Exchange[] }).exchanges;
}

/** POST, PUT and PATCH all update an item on this site. */
const methodOf = (m: string) => (m === 'PUT' || m === 'PATCH' ? 'POST' : m);

function sameTarget(url: string, path: string): boolean {
  const a = new URL(url);
  const b = new URL(path, SITE);
  const sorted = (u: URL) => [...u.searchParams.entries()].sort().join('&');
  return a.pathname.replace(/\/$/, '') === b.pathname.replace(/\/$/, '') && sorted(a) === sorted(b);
}

/** The recorded exchange a request repeats, if any. */
export function matching(exchanges: Exchange[], req: Recorded): Exchange | undefined {
  const body: unknown = req.body ? JSON.parse(req.body) : undefined;
  return exchanges.find(
    (x) =>
      methodOf(x.request.method) === methodOf(req.method) &&
      sameTarget(x.request.url, req.path) &&
      isDeepStrictEqual(x.request.body, body),
  );
}

/** A site that answers recorded requests as recorded and the others with `otherwise`. */
export function replaySite(
  exchanges: Exchange[],
  otherwise: (req: Recorded, body: Record<string, unknown>) => Exchange['response'],
): ReturnType<typeof mockSite> {
  return mockSite(SITE, (req) => {
    const res =
      matching(exchanges, req)?.response ??
      otherwise(req, req.body ? (JSON.parse(req.body) as Record<string, unknown>) : {});
    const headers = Object.fromEntries(
      Object.entries(res.headers).filter(([k]) => k === 'x-tec-total' || k === 'x-tec-totalpages'),
    );
    return [res.status, res.body, headers];
  });
}

/** What a recording does not cover: a test that reaches it is wrong about what the client sends. */
export function notRecorded(req: Recorded): Exchange['response'] {
  return {
    status: 599,
    headers: {},
    body: { code: 'not_recorded', message: `${req.method} ${req.path} ${req.body ?? ''}`, data: { status: 599 } },
  };
}
