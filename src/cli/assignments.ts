// `-F key=value` (typed) and `-f key=value` (text) parameters for what the route table lacks,
// with bracket keys for nested values: `venue[city]=Boston`, `organizer[]=12`.
import { readFileSync } from 'node:fs';
import type { Params, ParamValue } from '../api/client.js';
import { UsageError } from '../setup/errors.js';

/** commander collector for repeatable `key=value` options */
export function collectAssignment(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/** Typed as gh does: `true`, `false`, `null` and integers become JSON values; `@file` is the file's text. */
function typedValue(text: string): ParamValue {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text === 'null') return null;
  if (/^-?(0|[1-9]\d{0,14})$/.test(text)) return Number(text);
  if (text.startsWith('@') && text.length > 1) {
    try {
      return readFileSync(text.slice(1), 'utf8');
    } catch (err) {
      throw new UsageError(`cannot read ${text.slice(1)}: ${(err as Error).message}`);
    }
  }
  return text;
}

/** Adds `key=value` assignments to `params` (later ones win; brackets nest). */
export function applyAssignments(params: Params, assignments: readonly string[] | undefined, typed: boolean): Params {
  for (const a of assignments ?? []) {
    const eq = a.indexOf('=');
    if (eq <= 0) throw new UsageError(`expected key=value, got "${a}"`);
    const value = typed ? typedValue(a.slice(eq + 1)) : a.slice(eq + 1);
    assignPath(params, a.slice(0, eq), value);
  }
  return params;
}

function assignPath(params: Params, key: string, value: ParamValue): void {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!m) throw new UsageError(`bad parameter name "${key}"`);
  const steps = [...m[2].matchAll(/\[([^[\]]*)\]/g)].map((x) => x[1]);
  let container: Record<string, ParamValue> | ParamValue[] = params;
  let name: string = m[1];
  for (const step of steps) {
    const existing: ParamValue = Array.isArray(container) ? container[Number(name)] : container[name];
    const next: Record<string, ParamValue> | ParamValue[] =
      existing && typeof existing === 'object' ? existing : step === '' ? [] : {};
    setIn(container, name, next);
    container = next;
    name = step === '' && Array.isArray(container) ? String(container.length) : step;
  }
  setIn(container, name, value);
}

function setIn(container: Record<string, ParamValue> | ParamValue[], name: string, value: ParamValue): void {
  if (Array.isArray(container)) container[Number(name)] = value;
  else container[name] = value;
}
