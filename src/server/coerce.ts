// §1.10: the kind check and coercion of one raw parameter value. Shared by the parameter
// validation (params.ts) and the rules that coerce the items of a value (rules.ts).
import { PARAM_MESSAGES } from '../spec/errors.js';
import { findEndpoint } from '../spec/routes.js';
import type { ArgSpec } from '../spec/types.js';
import type { ParamFailure } from './errors.js';

/** string, number, boolean or string[] once coerced; `any`-kind arguments pass through as sent */
export type Coerced = unknown;

const TYPE_WORD: Partial<Record<ArgSpec['kind'], string>> = {
  int: 'integer',
  bool: 'boolean',
  number: 'number',
  string: 'string',
  truthy: 'string',
};

const TRUTHY = new Set(['1', 'true', 'yes', 'y', 'on', 'enable', 'enabled']);
const NUMBER_RE = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

export type KindResult = { ok: true; value: Coerced } | { ok: false; failure: ParamFailure };

function typeFailure(arg: ArgSpec): KindResult {
  return {
    ok: false,
    failure: {
      message: PARAM_MESSAGES.type,
      values: [arg.name, TYPE_WORD[arg.kind] ?? 'string'],
      code: 'rest_invalid_type',
    },
  };
}

const INVALID: KindResult = { ok: false, failure: { message: PARAM_MESSAGES.invalid } };

/** §1.10: the kind check and coercion of one raw value. */
export function coerce(arg: ArgSpec, raw: unknown): KindResult {
  if (arg.emptyClears && raw === '') return { ok: true, value: '' };
  switch (arg.kind) {
    case 'int':
      if (typeof raw === 'number' && Number.isInteger(raw)) return { ok: true, value: raw };
      if (typeof raw === 'string' && /^[+-]?\d+$/.test(raw)) return { ok: true, value: Number(raw) };
      return typeFailure(arg);
    case 'bool':
      if (typeof raw === 'boolean') return { ok: true, value: raw };
      if (raw === 0 || raw === 1) return { ok: true, value: raw === 1 };
      if (typeof raw === 'string') {
        const s = raw.toLowerCase();
        if (s === 'true' || s === '1') return { ok: true, value: true };
        if (s === 'false' || s === '0') return { ok: true, value: false };
      }
      return typeFailure(arg);
    case 'number':
      if (typeof raw === 'number' && Number.isFinite(raw)) return { ok: true, value: raw };
      if (typeof raw === 'string' && NUMBER_RE.test(raw) && Number.isFinite(Number(raw)))
        return { ok: true, value: Number(raw) };
      return typeFailure(arg);
    case 'string':
      return typeof raw === 'string' ? { ok: true, value: raw } : typeFailure(arg);
    case 'truthy':
      if (typeof raw === 'boolean') return { ok: true, value: raw };
      if (typeof raw === 'number') return { ok: true, value: raw === 1 };
      if (typeof raw === 'string') return { ok: true, value: TRUTHY.has(raw.trim().toLowerCase()) };
      return typeFailure(arg);
    case 'list':
      return coerceList(raw);
    case 'date':
      if (typeof raw === 'string' && raw.trim() !== '') return { ok: true, value: raw };
      if (typeof raw === 'number' && arg.rule === 'listDate' && Number.isFinite(raw)) return { ok: true, value: raw };
      return INVALID;
    case 'enum':
      if (typeof raw === 'string' && arg.enumValues?.includes(raw)) return { ok: true, value: raw };
      return {
        ok: false,
        failure: {
          message: PARAM_MESSAGES.enum,
          values: [arg.name, (arg.enumValues ?? []).join(', ')],
          code: 'rest_not_in_enum',
        },
      };
    case 'any':
      return { ok: true, value: raw };
  }
}

function coerceList(raw: unknown): KindResult {
  let items: unknown[];
  if (Array.isArray(raw)) items = raw;
  else if (typeof raw === 'string') items = raw.split(',');
  else if (typeof raw === 'number' && Number.isFinite(raw)) items = [raw];
  else return INVALID;
  const out: string[] = [];
  for (const item of items) {
    if (typeof item === 'number' && Number.isFinite(item)) out.push(String(item));
    else if (typeof item === 'string') {
      const t = item.trim();
      if (t !== '') out.push(t);
    } else return INVALID;
  }
  return { ok: true, value: out };
}

/** Does the event update's (or list's) `name` argument read `value` as true (`true`, `1`, `"yes"`, …)? */
export function givenTrue(name: string, value: unknown, operation: 'update' | 'list' = 'update'): boolean {
  if (value === undefined) return false;
  const arg = findEndpoint('events', operation)?.args.find((a) => a.name === name);
  const read = arg ? coerce(arg, value) : undefined;
  return read?.ok === true && read.value === true;
}
