// --fields paths that name nothing an item may hold (CLI.md §3): a typo (`--fields titel`) would
// otherwise print `{}` for each item, or an empty column, and exit 0.
import type { representationSchemas } from '../../spec/openapi.js';
import type { Resource } from '../../spec/types.js';
import { UsageError } from '../../setup/errors.js';

type Schema = { readonly [key: string]: unknown };

/**
 * The first path of `fields` that names a field neither the items nor the resource's schema (the
 * contract's representation, API.md §3) know where it leads. Both are asked: a real site leaves
 * empty fields out of an item (a venue without a phone has no `phone`), and it adds fields of its
 * own the contract has not. A step is unknown when the values reached so far include an object and
 * none of them has that key, and the schema there lists its properties without it. Where neither
 * knows anything (an empty list, a scalar, a venue given as `[]`), the path is taken. Lists are
 * looked into, as the selection does (`organizer.email`).
 */
export function unknownField(
  items: readonly unknown[],
  fields: readonly string[],
  root?: Schema,
  known?: ReturnType<typeof representationSchemas>,
): { path: string; keys: string[] } | 'undecided' | undefined {
  let undecided = false;
  const resolve = (schema: Schema | undefined): Schema | undefined => {
    if (!schema) return undefined;
    if (typeof schema.$ref === 'string') return known && resolve(known.schemas[schema.$ref.split('/').pop()!]);
    if (Array.isArray(schema.allOf)) return resolve(schema.allOf[0] as Schema);
    // a venue or an empty array, an image or false: the one that has fields
    for (const key of ['oneOf', 'anyOf'])
      if (Array.isArray(schema[key]))
        return (schema[key] as Schema[]).map(resolve).find((s) => s?.properties !== undefined);
    if (schema.type === 'array') return resolve(schema.items as Schema | undefined);
    return schema;
  };
  for (const field of fields) {
    let level: unknown[] = [...items];
    let schema = resolve(root);
    const steps = field.split('.');
    for (const [i, step] of steps.entries()) {
      const objects = level.flatMap(objectsIn);
      const properties = schema?.properties as Schema | undefined;
      const inItems = objects.some((o) => Object.hasOwn(o, step));
      const inSchema = properties !== undefined && Object.hasOwn(properties, step);
      if (!inItems && !inSchema) {
        if (objects.length === 0 && properties === undefined) {
          undecided = true;
          break;
        }
        const keys = new Set([...objects.flatMap((o) => Object.keys(o)), ...Object.keys(properties ?? {})]);
        return { path: steps.slice(0, i + 1).join('.'), keys: [...keys] };
      }
      level = objects.filter((o) => Object.hasOwn(o, step)).map((o) => o[step]);
      schema = inSchema ? resolve(properties[step] as Schema) : undefined;
    }
  }
  return undecided ? 'undecided' : undefined;
}

function objectsIn(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(objectsIn);
  return typeof value === 'object' && value !== null ? [value as Record<string, unknown>] : [];
}

/**
 * A usage error (exit 2) for the first unknown path, naming the fields there are. `of`: the items
 * are that resource's representations, or items whose fields are those (import results, profiles);
 * absent, only the items tell (an envelope, an index).
 */
export async function refuseUnknownFields(
  items: readonly unknown[],
  fields: readonly string[] | undefined,
  of?: Resource | readonly string[],
): Promise<void> {
  if (!fields?.length || items.length === 0) return;
  let unknown = unknownField(items, fields);
  if (!unknown) return;
  if (Array.isArray(of))
    unknown = unknownField(items, fields, { properties: Object.fromEntries(of.map((k) => [k, {}])) });
  // the items lack it, or hold nothing to tell: the schemas load only then (CLI start-up)
  else if (typeof of === 'string') {
    const known = (await import('../../spec/openapi.js')).representationSchemas();
    unknown = unknownField(items, fields, { $ref: known.of[of] }, known);
  }
  if (!unknown || unknown === 'undecided') return;
  const under = unknown.path.includes('.') ? ` of ${unknown.path.slice(0, unknown.path.lastIndexOf('.'))}` : '';
  throw new UsageError(
    `--fields ${unknown.path}: no such field`,
    unknown.keys.length ? `the fields${under} are: ${unknown.keys.join(', ')}` : undefined,
  );
}
