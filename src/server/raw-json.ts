// Bodies that embed JSON text serialized earlier (cached representations): the response is
// spliced together instead of serializing the same objects again on every request.
import { randomBytes } from 'node:crypto';

export class RawJson {
  private text: string | undefined;
  private encoded: Buffer | undefined;
  private bytes: number | undefined;

  /** `byteLength`: the UTF-8 length of `json` when the caller already knows it */
  constructor(json: string, byteLength?: number) {
    this.text = json;
    this.bytes = byteLength;
  }

  /** the JSON text (read back from its bytes once it is kept as bytes: see `utf8`) */
  get json(): string {
    return this.text ?? this.encoded!.toString('utf8');
  }

  /** UTF-8 length, measured once: cached texts are sent many times */
  get byteLength(): number {
    return (this.bytes ??= Buffer.byteLength(this.text!));
  }

  /**
   * The UTF-8 bytes, encoded once; the text is kept as these bytes from then on. A text sent
   * again and again (an answer kept for anonymous reads) is then written to the socket as it
   * is, where a string would be encoded into a fresh buffer on every send, and takes the same
   * room (one byte per character of ASCII text) outside the garbage-collected heap.
   */
  get utf8(): Buffer {
    if (this.encoded === undefined) {
      this.encoded = Buffer.from(this.text!, 'utf8');
      this.bytes = this.encoded.length;
      this.text = undefined;
    }
    return this.encoded;
  }
}

/** The start of markers no stored text can forge: it holds a per-process random part. */
export const MARK_PREFIX = `\u0000calev-raw-${randomBytes(12).toString('hex')}-`;
const QUOTED_MARK = JSON.stringify(MARK_PREFIX).slice(0, -1);

/** JSON text of a body that may hold RawJson values anywhere, as a RawJson (a RawJson body is
 * returned as it is, with its byte length known). */
export function serializeBodyRaw(body: unknown): RawJson {
  return body instanceof RawJson ? body : new RawJson(serializeBody(body));
}

/** JSON text of a body that may hold RawJson values anywhere. */
export function serializeBody(body: unknown): string {
  if (body instanceof RawJson) return body.json;
  const splicer = new Splicer();
  const text = JSON.stringify(body, (_key, value: unknown) =>
    value instanceof RawJson ? splicer.mark(value.json) : value,
  );
  return splicer.splice(text);
}

/**
 * Splices JSON texts into the serialization of a value: put `mark(json)` where the text belongs,
 * serialize, then `splice`. Placing the marks directly (where a caller knows the texts go) lets
 * JSON.stringify run without a replacer, which is several times faster.
 */
export class Splicer {
  private readonly raws: string[] = [];

  /** a string that stands for `json` in the value until `splice` */
  mark(json: string): string {
    this.raws.push(json);
    return `${MARK_PREFIX}${this.raws.length - 1}`;
  }

  /** `text` with each marked string replaced by its JSON text */
  splice(text: string): string {
    if (this.raws.length === 0) return text;
    let out = '';
    let from = 0;
    for (let at = text.indexOf(QUOTED_MARK); at !== -1; at = text.indexOf(QUOTED_MARK, from)) {
      const close = text.indexOf('"', at + QUOTED_MARK.length);
      out += text.slice(from, at) + this.raws[Number(text.slice(at + QUOTED_MARK.length, close))];
      from = close + 1;
    }
    return out + text.slice(from);
  }
}

/** The body with every RawJson parsed back into plain values (for `_fields`). */
export function materialize(body: unknown): unknown {
  if (body instanceof RawJson) return JSON.parse(body.json) as unknown;
  if (Array.isArray(body)) return body.map(materialize);
  if (typeof body !== 'object' || body === null) return body;
  // fromEntries defines own properties, so a `__proto__` key stays a plain key
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, materialize(v)]));
}
