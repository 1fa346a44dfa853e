// `POST {root}/batch/v1`: WordPress's batch endpoint (core since 5.6), a calev addition to the
// contract (README "Batch writes"). Up to 25 requests of `calendar/events/v1` in one request, run
// one after the other as the batch's caller; the answer (207) holds each one's status, headers
// and body in order. WordPress batches writes (POST, PUT, PATCH, DELETE); calev serve takes reads
// (GET) too, a calev extension (WordPress refuses a batch naming GET: 400 rest_invalid_param), so
// that an import's lookups go 25 to a request as its writes do. With
// `"validation": "require-all-validate"` every request's route and arguments are checked first
// and none runs unless all pass. This file reads and checks the batch's own body and describes
// the route; app.ts runs each request through the same dispatch as a request of its own.
import { PARAM_MESSAGES } from '../spec/errors.js';
import { ApiError, type ParamFailure } from './errors.js';

/** WordPress's default (`rest_get_max_batch_size`) */
export const BATCH_MAX = 25;

/** WordPress's, then GET (calev serve only) */
export const BATCH_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'GET'] as const;
export type BatchMethod = (typeof BATCH_METHODS)[number];

const VALIDATION_MODES = ['require-all-validate', 'normal'] as const;

export interface BatchItem {
  method: BatchMethod;
  /** the route path from the API root with its query: `/calendar/events/v1/events?x=1` */
  path: string;
  body?: Record<string, unknown>;
}

export interface Batch {
  validation: (typeof VALIDATION_MODES)[number];
  requests: BatchItem[];
}

/** One request's answer in the batch's body. */
export interface BatchAnswer {
  body: unknown;
  status: number;
  headers: Record<string, string>;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The batch's arguments (JSON body, form body or query, as for any request), checked as WordPress's schema does. */
export function readBatch(merged: Map<string, unknown>): Batch {
  const failures = new Map<string, ParamFailure>();
  const validation = merged.get('validation') ?? 'normal';
  if (typeof validation !== 'string' || !(VALIDATION_MODES as readonly string[]).includes(validation))
    failures.set('validation', {
      message: PARAM_MESSAGES.enum,
      values: ['validation', VALIDATION_MODES.join(', ')],
      code: 'rest_not_in_enum',
    });
  if (!merged.has('requests')) throw new ApiError('rest_missing_callback_param', { missing: ['requests'] });
  const requests = listOf(merged.get('requests'));
  const items: BatchItem[] = [];
  if (!requests) {
    failures.set('requests', {
      message: PARAM_MESSAGES.type,
      values: ['requests', 'array'],
      code: 'rest_invalid_type',
    });
  } else if (requests.length > BATCH_MAX) {
    failures.set('requests', {
      message: PARAM_MESSAGES.maxItems,
      values: ['requests', String(BATCH_MAX)],
      code: 'rest_too_many_items',
    });
  } else {
    requests.forEach((raw, i) => {
      const item = readItem(raw, `requests[${i}]`);
      if ('failure' in item) failures.set('requests', item.failure);
      else items.push(item);
    });
  }
  if (failures.size) throw new ApiError('rest_invalid_param', { invalid: failures });
  return { validation: validation as Batch['validation'], requests: items };
}

/** A JSON array, or a form's `requests[0][path]=…` (an object keyed 0, 1, …). */
function listOf(v: unknown): unknown[] | undefined {
  if (Array.isArray(v)) return v as unknown[];
  if (!isObject(v)) return undefined;
  const keys = Object.keys(v);
  return keys.every((k, i) => k === String(i)) ? keys.map((k) => v[k]) : undefined;
}

function readItem(raw: unknown, name: string): BatchItem | { failure: ParamFailure } {
  const type = (what: string, kind: string): { failure: ParamFailure } => ({
    failure: { message: PARAM_MESSAGES.type, values: [what, kind], code: 'rest_invalid_type' },
  });
  if (!isObject(raw)) return type(name, 'object');
  const method = raw.method ?? 'POST';
  if (typeof method !== 'string' || !(BATCH_METHODS as readonly string[]).includes(method))
    return {
      failure: {
        message: PARAM_MESSAGES.enum,
        values: [`${name}[method]`, BATCH_METHODS.join(', ')],
        code: 'rest_not_in_enum',
      },
    };
  if (raw.path === undefined)
    return {
      failure: {
        message: PARAM_MESSAGES.requiredProperty,
        values: [`${name}[path]`, name],
        code: 'rest_property_required',
      },
    };
  if (typeof raw.path !== 'string') return type(`${name}[path]`, 'string');
  if (raw.body !== undefined && !isObject(raw.body) && !(Array.isArray(raw.body) && raw.body.length === 0))
    return type(`${name}[body]`, 'object');
  if (raw.headers !== undefined && !isObject(raw.headers) && !(Array.isArray(raw.headers) && raw.headers.length === 0))
    return type(`${name}[headers]`, 'object');
  return { method: method as BatchMethod, path: raw.path, body: isObject(raw.body) ? raw.body : undefined };
}

/** `OPTIONS {root}/batch/v1`: the route as WordPress describes it (clients read `maxItems` there). */
export function batchRouteObject(): Record<string, unknown> {
  return {
    namespace: '',
    methods: ['POST'],
    endpoints: [
      {
        methods: ['POST'],
        args: {
          validation: { type: 'string', enum: [...VALIDATION_MODES], default: 'normal', required: false },
          requests: {
            type: 'array',
            maxItems: BATCH_MAX,
            items: {
              type: 'object',
              properties: {
                method: { type: 'string', enum: [...BATCH_METHODS], default: 'POST' },
                path: { type: 'string', required: true },
                body: { type: 'object', properties: [], additionalProperties: true },
                headers: { type: 'object', properties: [], additionalProperties: { type: ['string', 'array'] } },
              },
            },
            required: true,
          },
        },
      },
    ],
  };
}
