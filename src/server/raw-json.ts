// Bodies that embed JSON text serialized earlier (cached representations): the response is
// spliced together instead of serializing the same objects again on every request.
import { randomBytes } from 'node:crypto';

export class RawJson {
  constructor(readonly json: string) {}
}

// A marker no stored text can forge: it holds a per-process random part.
const MARK = `\u0000calev-raw-${randomBytes(12).toString('hex')}-`;
const QUOTED_MARK = JSON.stringify(MARK).slice(0, -1);

/** JSON text of a body that may hold RawJson values anywhere. */
export function serializeBody(body: unknown): string {
  if (body instanceof RawJson) return body.json;
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (!(value instanceof RawJson)) return value;
    raws.push(value.json);
    return `${MARK}${raws.length - 1}`;
  });
  if (raws.length === 0) return text;
  let out = '';
  let from = 0;
  for (let at = text.indexOf(QUOTED_MARK); at !== -1; at = text.indexOf(QUOTED_MARK, from)) {
    const close = text.indexOf('"', at + QUOTED_MARK.length);
    out += text.slice(from, at) + raws[Number(text.slice(at + QUOTED_MARK.length, close))];
    from = close + 1;
  }
  return out + text.slice(from);
}

/** The body with every RawJson parsed back into plain values (for `_fields`). */
export function materialize(body: unknown): unknown {
  if (body instanceof RawJson) return JSON.parse(body.json) as unknown;
  if (Array.isArray(body)) return body.map(materialize);
  if (typeof body !== 'object' || body === null) return body;
  // fromEntries defines own properties, so a `__proto__` key stays a plain key
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, materialize(v)]));
}
