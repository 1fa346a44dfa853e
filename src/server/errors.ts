// API errors (API.md §1.12, §8): thrown by any layer of the server, rendered once in app.ts.
import { format, formatPhrase, translate, type Phrase } from '../spec/catalogues/index.js';
import { ERRORS, TERM_EXISTS_CATEGORY, type ErrorCode } from '../spec/errors.js';
import type { Language } from '../spec/types.js';

/** One failed argument of a rest_invalid_param answer. */
export interface ParamFailure {
  /** English message text (catalogue key) */
  message: string;
  /** printf values for the message */
  values?: string[];
  /** detail code (rest_invalid_type, rest_not_in_enum, event-tickets-not-active) */
  code?: string;
  /** the detail's message when it says more than the param message (a rule's reason), in the
   * answer's language like the rest */
  detail?: Phrase;
}

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      /** printf values of the message */
      values?: Array<string | number>;
      /** status when the code's default does not apply (rest_forbidden 401 vs 403) */
      status?: number;
      missing?: string[];
      invalid?: Map<string, ParamFailure>;
      termId?: number;
      /** English message replacing the catalogue's (term_exists for categories) */
      messageText?: string;
    } = {},
  ) {
    // An API error is an answer, not a fault: capturing its stack cost more than the rest of a
    // 404 (an import looks each row up by slug first, and most are not there yet).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(code);
    Error.stackTraceLimit = limit;
  }

  get status(): number {
    return this.options.status ?? ERRORS[this.code][0];
  }

  body(lang: Language): Record<string, unknown> {
    const o = this.options;
    const text = o.messageText ?? ERRORS[this.code][1];
    let message: string;
    const data: Record<string, unknown> = { status: this.status };
    if (o.missing) {
      message = format(text, lang, o.missing.join(', '));
      data.params = o.missing;
    } else if (o.invalid) {
      const names = [...o.invalid.keys()];
      message = format(text, lang, names.join(', '));
      const params: Record<string, string> = {};
      const details: Record<string, unknown> = {};
      for (const [name, failure] of o.invalid) {
        const msg = format(failure.message, lang, ...(failure.values ?? []));
        params[name] = msg;
        const detail = failure.detail ? formatPhrase(failure.detail, lang) : msg;
        if (failure.code) details[name] = { code: failure.code, message: detail, data: { param: name } };
      }
      data.params = params;
      data.details = Object.keys(details).length ? details : [];
    } else {
      message = format(text, lang, ...(o.values ?? []));
    }
    if (o.termId !== undefined) data.term_id = o.termId;
    return { code: this.code, message, data };
  }
}

export function forbidden(anonymous: boolean): ApiError {
  return new ApiError('rest_forbidden', { status: anonymous ? 401 : 403 });
}

export function invalidParam(name: string, failure: ParamFailure = { message: 'Invalid parameter.' }): ApiError {
  return new ApiError('rest_invalid_param', { invalid: new Map([[name, failure]]) });
}

export function termExists(taxonomy: 'categories' | 'tags', termId: number): ApiError {
  return new ApiError('term_exists', {
    termId,
    messageText: taxonomy === 'categories' ? TERM_EXISTS_CATEGORY : undefined,
  });
}

export { translate };
