// Parameter sources, kinds and the order of checks (API.md §1.9–§1.11, steps 4 and 5).
import { PARAM_MESSAGES } from '../spec/errors.js';
import type { ArgSpec, EndpointSpec } from '../spec/types.js';
import { ApiError, type ParamFailure } from './errors.js';
import type { ParamValue } from './query.js';
import { coerce, type Coerced } from './coerce.js';
import { checkRule, type RuleContext } from './rules.js';

export interface ParamSources {
  query: Record<string, ParamValue>;
  form?: Record<string, ParamValue>;
  json?: Record<string, unknown>;
}

/** arguments whose JSON null means something (§7.1: `recurrence: null` makes an event single) */
const NULL_IS_A_VALUE = new Set(['recurrence']);

/** Per top-level name: JSON body > form body > query string; a JSON null counts as absent
 * (except where NULL_IS_A_VALUE says otherwise). */
export function mergeSources(sources: ParamSources): Map<string, unknown> {
  const merged = new Map<string, unknown>();
  const layers: Array<Record<string, unknown> | undefined> = [sources.query, sources.form, sources.json];
  for (const layer of layers) {
    if (!layer) continue;
    for (const key of Object.keys(layer)) {
      const v = layer[key];
      if (v === undefined || (v === null && !NULL_IS_A_VALUE.has(key))) continue;
      merged.set(key, v);
    }
  }
  return merged;
}

/**
 * A path argument that is not required doubles as a body argument: on event updates by slug the
 * sent `slug` is the new slug (§1.9, §4.6). The path value is never shadowed; a sent value is
 * checked at step 5 like the event `slug` argument: its kind, then non-empty.
 */
function sentPathValueFailures(args: readonly ArgSpec[], merged: Map<string, unknown>): Map<string, ParamFailure> {
  const failures = new Map<string, ParamFailure>();
  for (const arg of args) {
    if (!arg.path || arg.required || !merged.has(arg.name)) continue;
    const r = coerce(arg, merged.get(arg.name));
    if (!r.ok) failures.set(arg.name, r.failure);
    else if (r.value === '') failures.set(arg.name, { message: PARAM_MESSAGES.invalid });
  }
  return failures;
}

/** `{ ...ctx, arg, values, raw, endpoint }` written out: spreading the wide request context
 * cost more than the checks themselves */
function ruleContext(
  ctx: Omit<RuleContext, 'values' | 'raw' | 'arg'>,
  arg: ArgSpec,
  values: Map<string, Coerced>,
  raw: Map<string, unknown>,
  endpoint: EndpointSpec,
): RuleContext {
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
    route: ctx.route,
    pathParams: ctx.pathParams,
    endpoint,
    arg,
    values,
    raw,
  };
}

export interface ValidatedParams {
  /** coerced values of the sent (or path) arguments */
  values: Map<string, Coerced>;
  /** raw values as sent */
  raw: Map<string, unknown>;
}

/**
 * A list filter left with no item (`categories=`, `include=,`, an empty multi-select) filters
 * nothing, as on WordPress, where an empty term or id list adds no query: it is read as not sent,
 * instead of matching no item. On writes an empty list keeps its meaning (`categories=` clears).
 */
function noFilter(endpoint: EndpointSpec, value: Coerced): boolean {
  return endpoint.operation === 'list' && Array.isArray(value) && value.length === 0;
}

/**
 * Steps 4 and 5 of §1.11: required arguments, then every sent argument in table order (kind,
 * then rule). `args` is the endpoint's argument list after premium filtering.
 */
export function validateParams(
  endpoint: EndpointSpec,
  args: readonly ArgSpec[],
  merged: Map<string, unknown>,
  pathParams: Record<string, string>,
  ruleCtx: Omit<RuleContext, 'values' | 'raw' | 'arg'>,
): ValidatedParams {
  const raw = new Map<string, unknown>();
  for (const arg of args) {
    if (arg.path) {
      if (pathParams[arg.name] !== undefined) raw.set(arg.name, pathParams[arg.name]);
    } else if (merged.has(arg.name)) raw.set(arg.name, merged.get(arg.name));
  }
  const missing = args.filter((a) => a.required && !raw.has(a.name)).map((a) => a.name);
  if (missing.length) throw new ApiError('rest_missing_callback_param', { missing });

  const values = new Map<string, Coerced>();
  const kindFailures = new Map<string, ParamFailure>();
  for (const arg of args) {
    if (!raw.has(arg.name)) continue;
    const r = coerce(arg, raw.get(arg.name));
    if (r.ok && noFilter(endpoint, r.value)) raw.delete(arg.name);
    else if (r.ok) values.set(arg.name, r.value);
    else kindFailures.set(arg.name, r.failure);
  }
  for (const [name, failure] of sentPathValueFailures(args, merged)) kindFailures.set(name, failure);
  const invalid = new Map<string, ParamFailure>();
  // one rule context for every check (rules run synchronously and keep no reference): copying
  // the request context per argument was a large part of validating a plain GET
  let rc: RuleContext | undefined;
  for (const arg of args) {
    if (!raw.has(arg.name)) continue;
    const kindFailure = kindFailures.get(arg.name);
    if (kindFailure) {
      invalid.set(arg.name, kindFailure);
      continue;
    }
    if (!arg.rule) continue;
    rc ??= ruleContext(ruleCtx, arg, values, raw, endpoint);
    rc.arg = arg;
    const failure = checkRule(arg.rule, rc);
    if (failure) invalid.set(arg.name, failure);
  }
  if (invalid.size) throw new ApiError('rest_invalid_param', { invalid });
  return { values, raw };
}
