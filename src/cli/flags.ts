// Commander options generated from the route table (STYLE.md "The one idea"): one flag per route
// argument, `_` -> `-`; booleans --x/--no-x; lists as CSV or repeated; enums as choices.
import { InvalidArgumentError, Option } from 'commander';
import type { Params, ParamValue } from '../api/client.js';
import type { ArgSpec } from '../spec/types.js';
import { linkedRef } from './resource/ref.js';

export function flagName(argName: string): string {
  return argName.replace(/_/g, '-');
}

/** commander's attribute name of `--start-date`: `startDate` */
export function attributeName(argName: string): string {
  return argName.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

const PLACEHOLDER: Record<ArgSpec['kind'], string> = {
  int: '<n>',
  number: '<number>',
  date: '<date>',
  list: '<items>',
  enum: '<code>',
  string: '<text>',
  any: '<value>',
  bool: '',
  truthy: '',
};

/** The options of one route argument: `--featured` and `--no-featured` for booleans. */
export function optionsFor(arg: ArgSpec): Option[] {
  const flag = `--${flagName(arg.name)}`;
  const description = arg.description ?? arg.name;
  if (arg.kind === 'bool' || arg.kind === 'truthy') {
    return [new Option(flag, description), new Option(`--no-${flagName(arg.name)}`, `send ${arg.name}=false`)];
  }
  const opt = new Option(`${flag} ${PLACEHOLDER[arg.kind]}`, description);
  switch (arg.kind) {
    // `--geo-lat ""`, `--post-parent ""`: the empty value the API takes to clear them
    case 'int':
      return [opt.argParser(arg.emptyClears ? orEmpty(parseInteger) : parseInteger)];
    case 'number':
      return [opt.argParser(arg.emptyClears ? orEmpty(parseNumber) : parseNumber)];
    case 'list':
      return [
        new Option(`${flag} ${PLACEHOLDER.list}`, `${description} (comma-separated or repeated)`).argParser(
          collectList,
        ),
      ];
    case 'enum':
      return [opt.choices([...(arg.enumValues ?? [])])];
    case 'any':
      return [
        new Option(`${flag} ${PLACEHOLDER.any}`, `${description} (a value, or JSON; repeat for several)`).argParser(
          collectAny,
        ),
      ];
    default:
      return [opt];
  }
}

/**
 * A category's `--parent` (create, update, list): the route takes an id, the flag also a slug or
 * a name, which the command looks up (src/cli/resource/linked-filters.ts).
 */
export function categoryRefOption(arg: ArgSpec): Option {
  const description = `${arg.description ?? arg.name} (id, slug or name)`;
  return new Option(`--${flagName(arg.name)} <category>`, description).argParser((value: string) => {
    const text = value.trim();
    if (text === '') throw new InvalidArgumentError('Give an id, a slug or a name.');
    return /^\d+$/.test(text) ? Number(text) : text;
  });
}

/** A parser that also takes `""` (sent as it is). */
const orEmpty =
  (parse: (value: string) => number) =>
  (value: string): number | string =>
    value.trim() === '' ? '' : parse(value);

function parseInteger(value: string): number {
  if (!/^[+-]?\d+$/.test(value.trim())) throw new InvalidArgumentError('Not an integer.');
  return Number(value);
}

function parseNumber(value: string): number {
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(value.trim())) throw new InvalidArgumentError('Not a number.');
  return Number(value);
}

function collectList(value: string, previous: string[] | undefined): string[] {
  const items = value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return [...(previous ?? []), ...items];
}

/** `any` arguments (cost, venue, organizer): JSON when it looks like JSON, else the text; a repeat makes a list. */
function collectAny(value: string, previous: ParamValue | undefined): ParamValue {
  let parsed: ParamValue = value;
  if (/^\s*[[{]/.test(value)) {
    try {
      parsed = JSON.parse(value) as ParamValue;
    } catch {
      throw new InvalidArgumentError('Looks like JSON but does not parse.');
    }
  }
  if (previous === undefined) return parsed;
  const list = Array.isArray(previous) && repeats.has(previous) ? [...previous, parsed] : [previous, parsed];
  repeats.add(list);
  return list;
}

/** Lists built by repeating an `any` flag (a single JSON array value is not one). */
const repeats = new WeakSet<ParamValue[]>();

/** The route arguments given on the command line, by argument name (absent ones left out). */
export function collectParams(args: readonly ArgSpec[], opts: Record<string, unknown>): Params {
  const params: Params = {};
  for (const arg of args) {
    const value = opts[attributeName(arg.name)];
    if (value === undefined) continue;
    const nameKey = arg.rule ? LINKED_NAME_KEY[arg.rule] : undefined;
    params[arg.name] = nameKey ? linkedByName(value as ParamValue, nameKey) : (value as ParamValue);
  }
  return params;
}

/** The key of the name in the data of an event's venue and organizers. */
const LINKED_NAME_KEY: Partial<Record<NonNullable<ArgSpec['rule']>, 'venue' | 'organizer'>> = {
  venueLink: 'venue',
  organizerLink: 'organizer',
};

/**
 * `--venue "Blue Room"`, `--organizer Ana`: a name alone (neither an id nor JSON) is sent as the
 * item's data, `{"venue": "Blue Room"}`, which both servers link to the venue or organizer of that
 * name, or create; as a bare string either refuses it (400 on `venue`).
 */
function linkedByName(value: ParamValue, key: 'venue' | 'organizer'): ParamValue {
  const one = (v: unknown): unknown => (typeof v === 'string' && v.trim() !== '' ? linkedRef(v, key) : v);
  return (Array.isArray(value) ? value.map(one) : one(value)) as ParamValue;
}
