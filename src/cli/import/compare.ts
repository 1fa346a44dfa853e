// Does an existing item already hold what an import would write? Then the item is skipped
// instead of rewritten. Conservative: anything this cannot compare counts as a change. Text is
// compared as the site stores it, undoing how it renders it (SiteQuirks.comparableText).
import type { Params, ParamValue } from '../../api/client.js';
import { costEntries, parseCost } from '../../domain/cost.js';
import { parseDateInput } from '../../domain/dates.js';
import { millisToWall, normalizeTimezone, toLuxonZone, wallToMillis } from '../../domain/timezones.js';
import { startOnRule } from '../../recurrence/expand.js';
import { normalizeRule, parseRecurrence, untilWall } from '../../recurrence/rule-text.js';
import type { Resource } from '../../spec/types.js';
import { scalarText } from '../../domain/text.js';
import { writeArgs } from './fields.js';

type View = Record<string, unknown>;

/** Text as the site shows it -> text as it was sent. */
export type ShownText = (text: string) => string;

const asSent: ShownText = (text) => text;

class Comparison {
  constructor(private readonly shown: ShownText) {}

  lower(v: unknown): string {
    return this.shown(scalarText(v).trim()).toLowerCase();
  }

  text(input: ParamValue, current: unknown): boolean {
    return typeof input === 'string' && this.shown(input.trim()) === this.shown(scalarText(current).trim());
  }

  scalar(input: ParamValue, current: unknown): boolean {
    if (typeof input === 'boolean' || typeof input === 'number')
      return input === current || String(input) === scalarText(current);
    return this.text(input, current);
  }

  /** A term, venue or organizer as sent (id, name or nested object) against the linked one shown. */
  linked(sent: ParamValue, shown: unknown, nameKey: string): boolean {
    if (!shown || typeof shown !== 'object') return false;
    const item = shown as View;
    if (typeof sent === 'number' || (typeof sent === 'string' && /^\d+$/.test(sent))) return Number(sent) === item.id;
    if (typeof sent === 'string')
      return this.lower(sent) === this.lower(item.slug) || this.lower(sent) === this.lower(item[nameKey]);
    if (sent && typeof sent === 'object' && !Array.isArray(sent)) {
      // a venue's coordinates where it shows none: a site without them (The Events Calendar
      // alone) drops them; an import gives them to a venue that has none (keepVenueCoordinates)
      const dropped = (k: string) => nameKey === 'venue' && ignoredBySite('venues', k, item);
      return Object.entries(sent).every(([k, v]) =>
        k === nameKey ? this.lower(v) === this.lower(item[k]) : dropped(k) || this.scalar(v, item[k]),
      );
    }
    return false;
  }

  list(sent: ParamValue, shown: unknown, nameKey: string, ordered: boolean): boolean {
    const items = Array.isArray(sent) ? sent : [sent];
    const linked = Array.isArray(shown) ? shown : [];
    if (items.length !== linked.length) return false;
    return ordered
      ? items.every((s, i) => this.linked(s, linked[i], nameKey))
      : items.every((s) => linked.some((l) => this.linked(s, l, nameKey)));
  }

  eventField(key: string, value: ParamValue, view: View): boolean {
    switch (key) {
      case 'timezone':
        return typeof value === 'string' && sameZone(normalizeTimezone(value) ?? value, view);
      case 'start_date':
      case 'end_date':
      case 'recurrence':
        return true; // compared together, below
      case 'image':
        return imageOf(view).url === value || imageOf(view).id === Number(value);
      case 'cost': {
        const entries = costEntries(value);
        if (entries === null) return false;
        const sent = parseCost(entries, 'Free').cost;
        if (sent === view.cost) return true;
        // a site that keeps the cost as written shows `$12.50`, `$1,000.50` where calev's reading
        // gives `$12.5`, `$1000.5`: the text shown, read so too
        const shown = typeof view.cost === 'string' ? costEntries(view.cost) : null;
        return shown !== null && parseCost(shown, 'Free').cost === sent;
      }
      case 'categories':
      case 'tags':
        return this.list(value, view[key], 'name', false);
      case 'venue':
        return this.linked(value, view.venue, 'venue');
      case 'organizer':
        return this.list(value, view.organizer, 'organizer', true);
      case 'website':
        return key in view && (this.scalar(value, view[key]) || sameUrl(value, view[key]));
      default:
        return key in view && this.scalar(value, view[key]);
    }
  }
}

/** One URL written two ways: `https://zénith.fr/é` as a site shows it (`https://xn--znith-bsa.fr/%C3%A9`). */
export function sameUrl(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string' || a === '' || b === '') return false;
  try {
    return new URL(a.trim()).href === new URL(b.trim()).href;
  } catch {
    return false;
  }
}

/**
 * The event's zone, or a fixed offset a site keeps as a zone of that offset (The Events Calendar:
 * `UTC+2` as `Etc/GMT-2`, `UTC+9:30` as `Australia/Darwin`): the same offset at the event's start.
 */
function sameZone(zone: string, view: View): boolean {
  if (zone === view.timezone) return true;
  const start = typeof view.utc_start_date === 'string' ? Date.parse(`${view.utc_start_date.replace(' ', 'T')}Z`) : NaN;
  if (!/^UTC[+-]/.test(zone) || typeof view.timezone !== 'string' || !Number.isFinite(start)) return false;
  const stored = toLuxonZone(view.timezone);
  return stored.isValid && stored.offset(start) === toLuxonZone(zone).offset(start);
}

/**
 * A row whose end is before its start (swapped dates, a CSV's end time before its start time):
 * the server stores it ending at its start (§5.6), which the row's result says rather than
 * leaving the changed end unsaid.
 */
export function endBeforeStartNote(input: Params, now: Date): string | undefined {
  const zone = (typeof input.timezone === 'string' ? normalizeTimezone(input.timezone) : null) ?? 'UTC';
  const read = (v: ParamValue | undefined) =>
    typeof v === 'string' || typeof v === 'number' ? parseDateInput(v, zone, now) : null;
  const start = read(input.start_date);
  const end = read(input.end_date);
  if (start === null || end === null) return undefined;
  const allDay = input.all_day === true;
  if (allDay ? end.slice(0, 10) >= start.slice(0, 10) : end >= start) return undefined;
  const shown = (wall: string) => (allDay ? wall.slice(0, 10) : wall.slice(0, 16));
  return `its end (${shown(end)}) is before its start (${shown(start)}): it ends at its start`;
}

/** The wall clocks the server would store for these dates (API.md §5.6), or null. */
function storedDates(input: Params, view: View, now: Date): { start: string; end: string } | null {
  const zone =
    (typeof input.timezone === 'string' ? normalizeTimezone(input.timezone) : null) ??
    (typeof view.timezone === 'string' ? view.timezone : 'UTC');
  const read = (v: ParamValue, fallback: unknown) =>
    v === undefined
      ? typeof fallback === 'string'
        ? fallback
        : null
      : typeof v === 'string' || typeof v === 'number'
        ? parseDateInput(v, zone, now)
        : null;
  let start = read(input.start_date, view.start_date);
  let end = read(input.end_date, view.end_date);
  if (start === null || end === null) return null;
  const allDay = input.all_day ?? view.all_day;
  if (allDay === true) {
    start = `${start.slice(0, 10)} 00:00:00`;
    end = `${(end.slice(0, 10) < start.slice(0, 10) ? start : end).slice(0, 10)} 23:59:59`;
  }
  if (end < start) end = start;
  return onItsRule({ start, end }, input, view, zone, now);
}

/**
 * A series' dates as the server stores them: a start its rule does not give moves to the rule's
 * first date, as long as it was (startOnRule, as calev's server does): a file with such a start
 * would be written again on every import.
 */
function onItsRule(
  dates: { start: string; end: string },
  input: Params,
  view: View,
  zone: string,
  now: Date,
): { start: string; end: string } {
  const parsed = input.recurrence === undefined ? null : parseRecurrence(input.recurrence, zone, now);
  const series = parsed
    ? parsed.ok
      ? parsed.value
      : null
    : (view.recurrence as { rules: string[]; rdates: string[]; exdates: string[] } | null | undefined);
  if (!series || !Array.isArray(series.rules)) return dates;
  const start = startOnRule({ ...series, start: dates.start, timezone: zone });
  if (start === dates.start) return dates;
  return { start, end: millisToWall(wallToMillis(start) + wallToMillis(dates.end) - wallToMillis(dates.start)) };
}

function imageOf(view: View): View {
  return view.image && typeof view.image === 'object' ? (view.image as View) : {};
}

/** A series' rule as sent against the one shown (API.md §7.1): the same rules and dates. */
function sameRecurrence(value: ParamValue, view: View, now: Date): boolean {
  const zone = typeof view.timezone === 'string' ? view.timezone : 'UTC';
  const parsed = parseRecurrence(value, zone, now);
  if (!parsed.ok) return false;
  const shown = view.recurrence as { rules?: unknown; rdates?: unknown; exdates?: unknown } | null | undefined;
  if (parsed.value === null) return !shown;
  if (!shown) return false;
  const same = (a: readonly string[], b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const rules = (list: unknown) => (Array.isArray(list) ? list.map((r) => ruleMeaning(String(r), zone)).sort() : []);
  return (
    same(rules(parsed.value.rules), rules(shown.rules)) &&
    same(parsed.value.rdates, shown.rdates) &&
    same(parsed.value.exdates, shown.exdates)
  );
}

/**
 * A rule by what it means, not how it is written: its parts in one order, UNTIL as the wall clock
 * it ends at in the event's zone. `BYDAY=1TU;COUNT=12;UNTIL=20270301` as the flags write it and
 * `COUNT=12;BYDAY=1TU`, `UNTIL=20270301T225959Z` as an export writes it are one rule (the first
 * re-import of an export wrote every series' master again).
 */
function ruleMeaning(rule: string, zone: string): string {
  return normalizeRule(rule)
    .split(';')
    .map((part) => {
      const [key, value = ''] = part.split('=');
      return key === 'UNTIL' ? `UNTIL=${untilWall(value, zone) ?? value}` : part;
    })
    .sort()
    .join(';');
}

/** the premium extension's write arguments of each resource (API.md §7), but a series' rule */
const premiumArgs = new Map<Resource, Set<string>>();

/**
 * A write argument of the premium extension that the item does not show: a site without the
 * extension (The Events Calendar alone, `calev serve --no-premium`) neither stores nor shows it,
 * so writing it changes nothing there (an export of calev's own store holds `ticketed: false`).
 */
function ignoredBySite(resource: Resource, key: string, view: View): boolean {
  if (key in view) return false;
  let args = premiumArgs.get(resource);
  if (!args) {
    args = new Set(
      [...writeArgs(resource).values()].filter((a) => a.premium && a.name !== 'recurrence').map((a) => a.name),
    );
    premiumArgs.set(resource, args);
  }
  return args.has(key);
}

/** Would writing `input` leave the item `view` as it is? */
export function sameAsView(resource: Resource, input: Params, view: unknown, now: Date, shown = asSent): boolean {
  return changedFields(resource, input, view, now, shown)?.length === 0;
}

/**
 * The fields of `input` the item `view` does not hold as written (`dates` for an event's dates
 * and all-day flag together); null when there is no item to compare with.
 */
export function changedFields(
  resource: Resource,
  input: Params,
  view: unknown,
  now: Date,
  shown = asSent,
): string[] | null {
  if (!view || typeof view !== 'object') return null;
  const v = view as View;
  const c = new Comparison(shown);
  const stored = withStoredStatus(input, now);
  const changed = (same: (key: string, value: ParamValue) => boolean) =>
    Object.entries(stored)
      .filter(
        ([k, value]) =>
          value !== undefined &&
          !ignoredBySite(resource, k, v) &&
          !(k === 'date_utc' ? sameUtcDate(value, v.date_utc, now) : same(k, value)),
      )
      .map(([k]) => k);
  if (resource === 'events') {
    const fields = changed((k, value) => c.eventField(k, value, v));
    if (input.recurrence !== undefined && !sameRecurrence(input.recurrence, v, now) && !fields.includes('recurrence'))
      fields.push('recurrence');
    if (input.start_date === undefined && input.end_date === undefined && input.all_day === undefined) return fields;
    const dates = storedDates(input, v, now);
    if (dates === null || dates.start !== v.start_date || dates.end !== v.end_date) fields.push('dates');
    return fields;
  }
  return changed((k, value) => {
    if (k === 'image') return imageOf(v).url === value;
    // Venue map flags are truthy strings on the way in, booleans on the way out.
    if (k === 'show_map' || k === 'show_map_link')
      return v[k] === (value === true || ['1', 'true', 'yes', 'y', 'on'].includes(c.lower(value)));
    if (typeof value === 'number') return v[k] === value;
    if (k === 'website' && sameUrl(value, v[k])) return true;
    // An empty optional venue/organizer field is left out of the view.
    return c.scalar(value, v[k] ?? '');
  });
}

/**
 * `input` with the status the site stores for it (API.md §5.5): a scheduled item whose date is no
 * longer in the future is published, and then shows `publish`, not the `future` of the file.
 */
function withStoredStatus(input: Params, now: Date): Params {
  if (input.status !== 'future' || (typeof input.date_utc !== 'string' && typeof input.date_utc !== 'number'))
    return input;
  const date = parseDateInput(input.date_utc, 'UTC', now);
  const nowUtc = now.toISOString().slice(0, 19).replace('T', ' ');
  return date === null || date > nowUtc ? input : { ...input, status: 'publish' };
}

/** A publication date in UTC as sent against the one shown: the same instant, however written. */
function sameUtcDate(sent: ParamValue, shown: unknown, now: Date): boolean {
  if (typeof sent !== 'string' && typeof sent !== 'number') return false;
  return typeof shown === 'string' && parseDateInput(sent, 'UTC', now) === shown;
}

/** the text fields of each resource: titles, names, descriptions, addresses (not dates, links, slugs) */
const textArgs = new Map<Resource, Set<string>>();

/** The fields of `input` that hold text a site may show otherwise than written (src/cli/import/shown-texts.ts). */
export function textFields(resource: Resource, input: Params): string[] {
  let args = textArgs.get(resource);
  if (!args) {
    args = new Set(
      [...writeArgs(resource).values()]
        .filter((a) => a.kind === 'string' && (a.rule === undefined || a.rule === 'nonEmptyTrimmed'))
        .filter((a) => a.name !== 'password')
        .map((a) => a.name),
    );
    textArgs.set(resource, args);
  }
  return Object.keys(input)
    .filter((k) => args.has(k) && typeof input[k] === 'string')
    .sort();
}

/**
 * Is `view` the event an import item without a slug stands for? The same title and the same
 * start, as The Events Calendar's own importer matches rows (all-day events: the same day).
 */
export function sameTitleAndStart(input: Params, view: unknown, now: Date, shown = asSent): boolean {
  if (!view || typeof view !== 'object' || typeof input.title !== 'string') return false;
  const v = view as View;
  if (!sameName(input.title, v.title, shown)) return false;
  const dates = storedDates(input, v, now);
  return dates !== null && dates.start === v.start_date;
}

/** Is `name` the name shown (venues, organizers, terms)? */
export function sameName(name: string, shownName: unknown, shown = asSent): boolean {
  const c = new Comparison(shown);
  return c.lower(name) === c.lower(shownName);
}
