// `calev api METHOD PATH [-f k=v]... [-F k=v]... [--input FILE|-]`: a raw request, path relative
// to the namespace. Parameters go in the query for GET/HEAD/DELETE, in a JSON body otherwise.
import { readFile } from 'node:fs/promises';
import { ApiError } from '../api/errors.js';
import type { Params } from '../api/client.js';
import type { Context } from '../context.js';
import { applyAssignments } from './assignments.js';
import { UsageError } from '../setup/errors.js';
import { writeAnswer } from './api-answer.js';
import { readStdin } from './stdin.js';

export interface ApiOptions {
  method: string;
  path: string;
  /** -f: text values */
  rawFields?: string[];
  /** -F: typed values */
  fields?: string[];
  /** a body file, `-` for stdin */
  input?: string;
  /** print the status line and headers first */
  include?: boolean;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const QUERY_METHODS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);

export async function runApi(opts: ApiOptions, ctx: Context): Promise<void> {
  const method = opts.method.toUpperCase();
  if (!METHODS.has(method)) throw new UsageError(`unknown method "${opts.method}" (one of ${[...METHODS].join(', ')})`);
  const q = opts.path.indexOf('?');
  const rawPath = q < 0 ? opts.path : opts.path.slice(0, q);
  if (/^[a-z]+:\/\//i.test(rawPath)) throw new UsageError('give the path relative to the namespace, e.g. /events/42');
  const path = rawPath === '' || rawPath === '/' ? '' : rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
  const query: Params = Object.fromEntries(new URLSearchParams(q < 0 ? '' : opts.path.slice(q + 1)));
  const params = applyAssignments(applyAssignments({}, opts.rawFields, false), opts.fields, true);
  let body: Params | Buffer | undefined;
  if (opts.input !== undefined) {
    body =
      opts.input === '-'
        ? await readStdin(ctx)
        : await readFile(opts.input).catch((err: Error) => {
            throw new UsageError(`cannot read ${opts.input}: ${err.message}`);
          });
    Object.assign(query, params);
  } else if (QUERY_METHODS.has(method)) {
    Object.assign(query, params);
  } else if (Object.keys(params).length) {
    body = params;
  }
  const client = await ctx.client();
  // a write in flight is finished on Ctrl+C rather than cut off halfway
  if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') ctx.interrupt.listen();
  const res = await client.send(method, client.target(path, query), body);
  const quiet = Boolean(ctx.flags.quiet);
  if (opts.include && !quiet) {
    ctx.io.stdout.write(
      `HTTP ${res.status}\n${Object.entries(res.headers)
        .map(([k, v]) => `${k}: ${v}\n`)
        .join('')}\n`,
    );
  }
  if (res.body !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      parsed = undefined;
    }
    if (parsed === undefined) {
      if (!quiet) ctx.io.stdout.write(res.body.endsWith('\n') ? res.body : `${res.body}\n`);
    } else if (!quiet) {
      await writeAnswer(parsed, path, res.status >= 400, ctx);
    }
  }
  if (res.status >= 400) {
    const err = ApiError.fromResponse(res.status, res.body);
    err.subject = `${method} ${path || '/'}`;
    throw err;
  }
}
