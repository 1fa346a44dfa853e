// List envelopes: paging, totals headers and the rest_url/next/previous links (API.md §4.1).
import type { EndpointSpec } from '../../spec/types.js';
import type { Coerced } from '../coerce.js';
import { serializeQuery } from '../query.js';
import type { HandlerResult } from './context.js';

export const MAX_PER_PAGE = 50;

export interface Paging {
  page: number;
  perPage: number;
}

export function pagingOf(values: Map<string, Coerced>): Paging {
  return {
    page: (values.get('page') as number | undefined) ?? 1,
    perPage: Math.min((values.get('per_page') as number | undefined) ?? 10, MAX_PER_PAGE),
  };
}

export function totalPages(total: number, perPage: number): number {
  return total === 0 ? 0 : Math.ceil(total / perPage);
}

/** §4.1 "ints in decimal": String(1e23) would be '1e+23', which no int parser reads back. */
function decimal(n: number): string {
  return Number.isSafeInteger(n) ? String(n) : BigInt(n).toString();
}

/** How one sent argument is written in a link (§4.1), or null to leave it out. */
function linkValue(kind: string, name: string, value: Coerced, raw: unknown): string | null {
  switch (kind) {
    case 'int':
      return decimal(value as number);
    case 'number':
      return String(value);
    case 'bool':
    case 'truthy':
      return value ? 'true' : 'false';
    case 'list':
      return (value as string[]).map((s) => (name === 'status' ? s.toLowerCase() : s)).join(',');
    case 'any':
      return typeof raw === 'string' ? raw : JSON.stringify(raw);
    default:
      return typeof value === 'string' ? value : String(value);
  }
}

/**
 * The effective query in table order: page and per_page always; `overrides` replace a value
 * (null drops it: normalized dates, strict_dates); other arguments only when sent.
 */
export function effectiveQuery(
  endpoint: EndpointSpec,
  values: Map<string, Coerced>,
  raw: Map<string, unknown>,
  paging: Paging,
  overrides: Map<string, string | null> = new Map(),
): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const arg of endpoint.args) {
    if (arg.name === 'page') pairs.push(['page', decimal(paging.page)]);
    else if (arg.name === 'per_page') pairs.push(['per_page', decimal(paging.perPage)]);
    else if (overrides.has(arg.name)) {
      const v = overrides.get(arg.name);
      if (v !== null && v !== undefined) pairs.push([arg.name, v]);
    } else if (values.has(arg.name)) {
      const v = linkValue(arg.kind, arg.name, values.get(arg.name), raw.get(arg.name));
      if (v !== null) pairs.push([arg.name, v]);
    }
  }
  return pairs;
}

function withPage(base: string, pairs: Array<[string, string]>, page: number): string {
  const list = pairs
    .filter(([k]) => k !== 'page' || page !== 1)
    .map(([k, v]): [string, string] => (k === 'page' ? [k, decimal(page)] : [k, v]));
  return `${base}?${serializeQuery(list)}`;
}

export interface Links {
  rest_url: string;
  next_rest_url?: string;
  previous_rest_url?: string;
}

export function pageLinks(collectionUrl: string, pairs: Array<[string, string]>, paging: Paging, pages: number): Links {
  const base = `${collectionUrl}/`;
  const links: Links = { rest_url: `${base}?${serializeQuery(pairs)}` };
  if (paging.page < pages) links.next_rest_url = withPage(base, pairs, paging.page + 1);
  if (paging.page > 1) links.previous_rest_url = withPage(base, pairs, Math.min(paging.page - 1, Math.max(pages, 1)));
  return links;
}

export function totalsHeaders(total: number, pages: number): Record<string, string> {
  return { 'X-TEC-Total': String(total), 'X-TEC-TotalPages': String(pages) };
}

export type { HandlerResult };
