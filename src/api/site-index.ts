// WordPress's REST index (`GET {root}/`, API.md §1.4), read for what it says of the site: its
// timezone and the namespaces it serves. Trimmed with `_fields`: a site's whole index lists every
// route of every plugin (345 KB on the kit's WordPress + The Events Calendar).
import { normalizeTimezone } from '../domain/timezones.js';
import type { Params } from './client.js';
import { NetworkError } from './errors.js';

/** What reading the index takes: a request to a route of any namespace (ApiClient.callRoute). */
export interface IndexReader {
  callRoute(
    method: string,
    route: string,
    opts: { query?: Params; body?: Params; subject?: string },
  ): Promise<{ data: unknown }>;
}

/** The index's members `fields` (those it has). Errors are the request's (ApiError, NetworkError). */
export async function readSiteIndex(client: IndexReader, fields: string[]): Promise<Record<string, unknown>> {
  const { data } = await client.callRoute('GET', '/', { query: { _fields: fields.join(',') }, subject: 'site index' });
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

/**
 * The site timezone: its IANA name, or its fixed offset as calev writes one (`UTC+5.5`);
 * undefined where the site will not give its index (an error answer, a page) or it does not say.
 * A request that gets no answer at all fails: the request the timezone is for would fail the
 * same way, after waiting as long again.
 */
export async function siteTimezone(client: IndexReader): Promise<string | undefined> {
  let index: Record<string, unknown>;
  try {
    index = await readSiteIndex(client, ['timezone_string', 'gmt_offset']);
  } catch (err) {
    if (err instanceof NetworkError) throw err;
    return undefined;
  }
  if (typeof index.timezone_string === 'string' && index.timezone_string !== '')
    return normalizeTimezone(index.timezone_string) ?? undefined;
  const offset = Number(index.gmt_offset);
  if (index.gmt_offset === undefined || index.gmt_offset === null || !Number.isFinite(offset)) return undefined;
  return normalizeTimezone(offset === 0 ? 'UTC' : `UTC${offset > 0 ? '+' : '-'}${Math.abs(offset)}`) ?? undefined;
}
