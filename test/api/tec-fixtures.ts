// The recorded responses of a real The Events Calendar site (test/fixtures/tec-responses), with
// the `{EVENT_ID}`-style placeholders replaced by numbers: item n of a list gets id base + n.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = join(import.meta.dirname, '..', 'fixtures', 'tec-responses');

function fill(value: unknown, id: number): unknown {
  if (typeof value === 'string') {
    if (/^\{[A-Z_]+_ID\}$/.test(value)) return id;
    return value.replace(/\{[A-Z_]+_ID\}|\{NUMBER\}/g, String(id));
  }
  if (Array.isArray(value)) return value.map((v) => fill(v, id));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, id)]));
  return value;
}

export function tecList(
  file: string,
  key: 'events' | 'venues' | 'organizers',
  base = 100,
): Record<string, unknown> & { items: Array<Record<string, unknown>> } {
  const envelope = JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Record<string, unknown>;
  const items = (envelope[key] as unknown[]).map((item, i) => fill(item, base + i + 1) as Record<string, unknown>);
  return { ...envelope, [key]: items, items };
}

export function envelopeOf(list: ReturnType<typeof tecList>): Record<string, unknown> {
  const { items: _items, ...envelope } = list;
  return envelope;
}
