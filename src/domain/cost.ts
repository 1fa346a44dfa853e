// Cost entries and their display form (API.md §5.7). Entries are stored as sent; everything
// shown (`cost`, `cost_details`) is derived from them on every read, in the response language.
import { sanitizeSlug } from './slugs.js';

export interface CostDetails {
  currency_symbol: string;
  currency_code: string;
  currency_position: string;
  values: string[];
}

export interface ParsedCost {
  cost: string;
  details: CostDetails;
}

type Position = 'prefix' | 'postfix';

interface CurrencySymbol {
  text: string;
  position: Position;
}

interface ParsedEntry {
  numbers: number[];
  symbol: CurrencySymbol | null;
}

// Whole word in any script: "Freedom" and "carefree" are not the word `free`.
const FREE_WORD = /(?<![\p{L}\p{N}_])free(?![\p{L}\p{N}_])/giu;
/** A number in a cost entry (`1,000.50`). */
export const COST_NUMBER = /\d+(?:,\d{3})*(?:\.\d+)?/g;
const NUMBER = COST_NUMBER;
const SYMBOL_EDGES = /^[\s\-–—]+|[\s\-–—]+$/gu;
const DEFAULT_SYMBOL: CurrencySymbol = { text: '$', position: 'prefix' };

/** §1.10/§5.7: cost value as sent (string, number, or array of them) -> entries; '' and [] -> []; numbers -> String(n). Returns null when the value is not of those types (object, nested array, boolean). */
export function costEntries(value: unknown): string[] | null {
  if (isCostItem(value)) return value === '' ? [] : [String(value)];
  if (!Array.isArray(value) || !value.every(isCostItem)) return null;
  // An empty item says nothing, so ['', '5'] means the same as '5' and [''] the same as ''.
  return value.map(String).filter((entry) => entry !== '');
}

/** §5.7 parsing. `free` is the localized word for 0 ('Free' in English). Key order of details: currency_symbol, currency_code, currency_position, values. */
export function parseCost(entries: readonly string[], free: string): ParsedCost {
  const parsed = entries.map(parseEntry);
  const numbers = [...new Set(parsed.flatMap((entry) => entry.numbers))].sort((a, b) => a - b);
  const symbol = commonSymbol(parsed);
  const details: CostDetails = {
    currency_symbol: symbol?.text ?? '',
    currency_code: '',
    currency_position: symbol?.position ?? '',
    values: numbers.length > 0 ? numbers.map(String) : entrySlugs(entries),
  };
  return { cost: costText(entries, numbers, symbol ?? DEFAULT_SYMBOL, free), details };
}

/**
 * The cost to write for an event as the API shows it. A cost with no currency symbol of its own
 * is shown with the site's (`12` as `$12`, `cost_details.currency_symbol` empty): written back as
 * shown, the site would pin that symbol on the event, so its values are written instead. A cost
 * with its own symbol, or words, is written as shown; '' when there is none.
 */
export function costAsStored(view: { cost?: unknown; cost_details?: unknown }): string {
  const cost = typeof view.cost === 'string' ? view.cost : '';
  if (cost === '') return '';
  const details = (view.cost_details && typeof view.cost_details === 'object' ? view.cost_details : {}) as {
    currency_symbol?: unknown;
    values?: unknown;
  };
  if (details.currency_symbol) return cost;
  const values = Array.isArray(details.values) ? details.values.map(String) : [];
  if (values.length === 0 || !values.every((v) => /^\d*\.?\d+$/.test(v))) return cost;
  return values.length === 1 ? values[0] : `${values[0]} - ${values[values.length - 1]}`;
}

function isCostItem(value: unknown): value is string | number {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

function parseEntry(entry: string): ParsedEntry {
  let isFree = false;
  const text = entry.replace(FREE_WORD, () => {
    isFree = true;
    return '';
  });
  const matches = [...text.matchAll(NUMBER)];
  const numbers = matches.map((match) => Number(match[0].replaceAll(',', '')));
  if (isFree) numbers.push(0);
  return { numbers, symbol: matches.length > 0 ? entrySymbol(text, matches) : null };
}

/** Text before the first number, else after the last one; `$-` style separators are not part of it. */
function entrySymbol(text: string, matches: readonly RegExpMatchArray[]): CurrencySymbol | null {
  const first = matches[0];
  const last = matches[matches.length - 1];
  const before = text.slice(0, first.index).replace(SYMBOL_EDGES, '');
  const candidate: CurrencySymbol =
    before !== ''
      ? { text: before, position: 'prefix' }
      : { text: text.slice(last.index! + last[0].length).replace(SYMBOL_EDGES, ''), position: 'postfix' };
  const length = Array.from(candidate.text).length;
  return length >= 1 && length <= 3 && !/\d/.test(candidate.text) ? candidate : null;
}

/** The symbol all entries that have one agree on; null when none has one or they disagree. */
function commonSymbol(parsed: readonly ParsedEntry[]): CurrencySymbol | null {
  const symbols = parsed.flatMap((entry) => (entry.symbol ? [entry.symbol] : []));
  const first = symbols[0];
  if (!first) return null;
  const agree = symbols.every((s) => s.text === first.text && s.position === first.position);
  return agree ? first : null;
}

// Entries whose slug is empty (e.g. '!!!') would only add "" to the list, which carries nothing.
function entrySlugs(entries: readonly string[]): string[] {
  return entries.map(sanitizeSlug).filter((slug) => slug !== '');
}

function costText(
  entries: readonly string[],
  numbers: readonly number[],
  symbol: CurrencySymbol,
  free: string,
): string {
  if (numbers.length === 0) return entries.join(', ');
  const show = (n: number): string => {
    if (n === 0) return free;
    return symbol.position === 'prefix' ? `${symbol.text}${n}` : `${n}${symbol.text}`;
  };
  const min = numbers[0];
  const max = numbers[numbers.length - 1];
  return min === max ? show(min) : `${show(min)} – ${show(max)}`;
}
