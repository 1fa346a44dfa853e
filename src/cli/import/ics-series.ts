// Recurring events in iCalendar files (API.md §7.1): a VEVENT with RRULE/RDATE/EXDATE becomes a
// series (the `recurrence` field), each VEVENT with a RECURRENCE-ID an edit of one occurrence.
// A moved occurrence enters its master the way calev keeps it: its new start as an RDATE and its
// old one as an EXDATE; a cancelled one as an EXDATE. So the occurrence to edit is always the one
// on the override's own start, found by its slug `{master}-{Y-m-d}`, and a re-import changes nothing.
import type ICAL from 'ical.js';
import type { ApiClient, Params } from '../../api/client.js';
import { ApiError } from '../../api/errors.js';
import { endToUtc, localToUtc, utcToLocal } from '../../domain/timezones.js';
import { firstStarts, ruleStarts } from '../../recurrence/expand.js';
import { sameAsView } from './compare.js';
import { UNCHANGED, type ImportItem } from './item.js';
import type { ImportResult } from './upsert.js';
import { cutNote, expandedBodies, type Expansion } from '../resource/series.js';
import { UsageError } from '../../setup/errors.js';
import { scalarText } from '../../domain/text.js';

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;

export interface SeriesZone {
  /** the event's timezone, as the import sends it (undefined: the site's) */
  timezone?: string;
  /** the wall clock of an ICAL time as written, whatever its zone */
  wallOf(t: Time): string;
  /** a TZID as an API timezone, or null */
  zoneForTzid(tzid: string): string | null;
}

/** The VEVENTs with a RECURRENCE-ID of a calendar, by UID. */
export function overridesByUid(calendar: Component): Map<string, Component[]> {
  const map = new Map<string, Component[]>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const uid = vevent.getFirstPropertyValue('uid');
    if (!vevent.hasProperty('recurrence-id') || typeof uid !== 'string') continue;
    map.set(uid, [...(map.get(uid) ?? []), vevent]);
  }
  return map;
}

/**
 * Does the calendar of an override (a VEVENT with RECURRENCE-ID) hold its series: a VEVENT of
 * the same UID with RRULE or RDATE? Google exports an instance a user was invited to alone.
 */
export function hasSeries(override: Component): boolean {
  const uid = override.getFirstPropertyValue('uid');
  return (override.parent?.getAllSubcomponents('vevent') ?? []).some(
    (v) =>
      !v.hasProperty('recurrence-id') &&
      v.getFirstPropertyValue('uid') === uid &&
      (v.hasProperty('rrule') || v.hasProperty('rdate')),
  );
}

/** An ICAL time as a wall clock in the event's zone (dates at 00:00:00). */
function wallIn(t: Time, z: SeriesZone): string {
  const wall = z.wallOf(t);
  if (t.isDate) return `${wall.slice(0, 10)} 00:00:00`;
  const tzid = t.zone?.tzid ?? 'floating';
  if (tzid === 'floating' || z.timezone === undefined) return wall;
  const from = tzid === 'UTC' ? 'UTC' : z.zoneForTzid(tzid);
  if (from === null || from === z.timezone) return wall;
  return utcToLocal(localToUtc(wall, from), z.timezone);
}

function times(vevent: Component, name: string): Time[] {
  return vevent.getAllProperties(name).flatMap((p) =>
    p.getValues().map((v: unknown) => {
      // RDATE;VALUE=PERIOD gives periods: their start is the occurrence's
      const period = v as { start?: Time };
      return (period.start ?? v) as Time;
    }),
  );
}

const cancelled = (vevent: Component) =>
  String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

/** The `recurrence` of a master VEVENT, with its overrides folded in; undefined when it does not repeat. */
export function recurrenceOfVevent(
  vevent: Component,
  overrides: readonly Component[],
  z: SeriesZone,
): { rules: string[]; rdates: string[]; exdates: string[] } | undefined {
  if (!vevent.hasProperty('rrule') && !vevent.hasProperty('rdate')) return undefined;
  const rules = vevent.getAllProperties('rrule').map((p) => String(p.getFirstValue()));
  const rdates = new Set(times(vevent, 'rdate').map((t) => wallIn(t, z)));
  const exdates = new Set(times(vevent, 'exdate').map((t) => wallIn(t, z)));
  for (const o of overrides) {
    const id = o.getFirstPropertyValue('recurrence-id') as Time | null;
    const start = o.getFirstPropertyValue('dtstart') as Time | null;
    if (!id) continue;
    const was = wallIn(id, z);
    if (cancelled(o)) exdates.add(was);
    else if (start && wallIn(start, z) !== was) {
      exdates.add(was);
      rdates.add(wallIn(start, z));
    }
  }
  return { rules, rdates: [...rdates].sort(), exdates: [...exdates].sort() };
}

/** The days of a series' occurrences that its overrides edit (at their new start), cancelled ones aside. */
export function editedDays(overrides: readonly Component[], z: SeriesZone): string[] {
  return overrides.flatMap((o) => {
    const start = (o.getFirstPropertyValue('dtstart') ?? o.getFirstPropertyValue('recurrence-id')) as Time | null;
    return start && !cancelled(o) ? [wallIn(start, z).slice(0, 10)] : [];
  });
}

/** What an override edits: the occurrence (by its slug) after its master, or (cancelled) trashes. */
export interface OccurrenceEdit {
  /** the master's slug: the master's item is written first */
  master: string;
  cancelled: boolean;
  /**
   * the occurrence's own row of a JSON, NDJSON or CSV export (not an override VEVENT): it may
   * have been moved off the rule, and is then found at its start, or added to the series there
   */
  row?: boolean;
}

/** An override VEVENT (read like any event) as the edit of its occurrence in the series `masterSlug`. */
export function occurrenceEditItem(item: ImportItem, vevent: Component, masterSlug: string, z: SeriesZone): ImportItem {
  const id = vevent.getFirstPropertyValue('recurrence-id') as Time;
  const isCancelled = cancelled(vevent);
  // a moved occurrence lives on its new start (an RDATE of the master), a cancelled one on its old
  const start = item.input?.start_date;
  const day = (isCancelled || typeof start !== 'string' ? wallIn(id, z) : start).slice(0, 10);
  const { status: _status, ...input } = item.input ?? {};
  return {
    ...item,
    input,
    error: isCancelled ? undefined : item.error,
    slug: `${masterSlug}-${day}`,
    chain: masterSlug,
    occurrence: { master: masterSlug, cancelled: isCancelled },
  };
}

/** What an import does with series: `expand` writes each occurrence as a single event. */
export interface SeriesPlan {
  /** --expand: each occurrence a single event (for a site without recurring events), read from now */
  expand?: { now: Date };
  /** the file holds each occurrence as its own row (JSON, NDJSON and CSV, as calev's exports write them) */
  rowsOfOccurrences?: boolean;
  /** items the expansion added to the file's, and series reduced to their first occurrence */
  added: number;
  reduced: number;
  /** expanded series by slug: the first occurrence's day and the fields every occurrence copies */
  expanded?: Map<string, { first: string; input: Params }>;
  /** series whose first occurrence the file edits, by slug: that day, written as a single event, and the series' fields */
  detached?: Map<string, { first: string; input: Params }>;
  /** rowsOfOccurrences: the slug of each series of the file, by its id in the export */
  masters?: Map<number, string>;
  /** whether the target keeps series (siteHasRecurrence), read at the file's first one */
  recurrence?: boolean;
}

/** Items for which the target's series matter: a series, an occurrence's edit or row. */
export function touchesSeries(item: ImportItem): boolean {
  const recurrence = item.input?.recurrence;
  return (
    (recurrence !== undefined && recurrence !== null && recurrence !== '') ||
    item.occurrence !== undefined ||
    item.exported?.parent !== undefined
  );
}

/**
 * The items an import writes for one item of the file. A site without recurring events gets a
 * series' first occurrence only (and no occurrence edits), never a dropped field; with --expand,
 * on any site, each occurrence up to the API's horizon as a single event, the first with the
 * series' slug and the others `{slug}-{Y-m-d}` as calev's server names occurrences, so that a
 * re-import finds them. An occurrence edited on its own (RECURRENCE-ID) is written once, as the
 * series' fields with its edits, not as a copy the edit then changes (a re-import would write both
 * again); a cancelled one is moved to the trash where an earlier import made it.
 */
export function* itemsForSite(item: ImportItem, client: ApiClient, plan: SeriesPlan): Generator<ImportItem> {
  const recurrence = item.input?.recurrence;
  const hasRecurrence = plan.recurrence ?? client.site.hasRecurrence;
  if (plan.rowsOfOccurrences && item.exported) {
    const { id, parent } = item.exported;
    if (id !== undefined && item.slug && recurrence) (plan.masters ??= new Map()).set(id, item.slug);
    // the row of an occurrence of a series the file holds (calev's exports write each one): the
    // series makes it, so the row edits it, after the series, as an override VEVENT does;
    // written as an event of its own, it stood beside the one the series made
    const master = parent === undefined ? undefined : plan.masters?.get(parent);
    if (master !== undefined && hasRecurrence && !plan.expand) {
      yield { ...item, occurrence: { master, cancelled: false, row: true }, chain: master };
      return;
    }
  }
  if (recurrence === null || recurrence === '') {
    const { recurrence: _none, ...input } = item.input!;
    yield { ...item, input };
    return;
  }
  if (item.occurrence) {
    if (plan.expand) yield expandedEdit(item, plan);
    else if (hasRecurrence) yield detachedEdit(item, plan) ?? item;
    else yield { ...item, skip: `an occurrence of a series: ${client.namespace} has no recurring events` };
    return;
  }
  if (recurrence === undefined || (hasRecurrence && !plan.expand)) {
    yield recurrence === undefined ? item : withoutEditedFirst(item, plan);
    return;
  }
  const { recurrence: _r, ...input } = item.input!;
  if (!plan.expand) {
    plan.reduced += 1;
    const others = plan.rowsOfOccurrences ? 'the others from their own rows' : '--expand imports each';
    const note = `a series: ${client.namespace} has no recurring events, so this is its first occurrence only (${others})`;
    yield { ...item, input, note: [item.note, note].filter(Boolean).join('; ') };
    return;
  }
  let expansion: Expansion;
  try {
    expansion = expandedBodies(item.input!, plan.expand.now);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    yield { ...item, error: `the series cannot be expanded: ${err.message}` };
    return;
  }
  const bodies = expansion.bodies;
  const dayOf = (body: Params) => scalarText(body.start_date).slice(0, 10);
  if (item.slug) (plan.expanded ??= new Map()).set(item.slug, { first: dayOf(bodies[0]), input });
  const edited = new Set(item.editedDays);
  const cut = cutNote(expansion, 'imported');
  const note = `a series: its ${bodies.length} occurrences imported as single events${cut && `, ${cut}`}`;
  // the file's row of the series becomes its occurrences (less those its edits write)
  plan.added += bodies.length - 1;
  for (const [i, body] of bodies.entries()) {
    // written by the edit of that occurrence
    if (edited.has(dayOf(body))) {
      plan.added -= 1;
      continue;
    }
    if (i === 0) yield { ...item, input: body, note: [item.note, note].filter(Boolean).join('; ') };
    else yield { line: item.line, input: body, slug: item.slug && `${item.slug}-${dayOf(body)}`, name: item.name };
  }
}

/** The edit of an occurrence of an expanded series: the single event of that day, with the series' fields. */
function expandedEdit(item: ImportItem, plan: SeriesPlan): ImportItem {
  const master = item.occurrence!.master;
  const series = plan.expanded?.get(master);
  // the first occurrence is the series' own event
  const slug = series && editedDay(item) === series.first ? master : item.slug;
  if (item.occurrence!.cancelled || !series) return { ...item, slug, chain: slug };
  return singleEdit(item, series.input, slug, 'an occurrence edited on its own');
}

/** The day of the occurrence an edit's item names (its slug is `{master}-{Y-m-d}`). */
const editedDay = (item: ImportItem) => item.slug?.slice(item.occurrence!.master.length + 1);

/** An occurrence's edit as a single event: the series' fields with the edit's own. */
function singleEdit(item: ImportItem, series: Params, slug: string | undefined, note: string): ImportItem {
  return { line: item.line, input: { ...series, ...item.input }, slug, name: item.name, note };
}

/**
 * A series whose first occurrence the file edits on its own (RECURRENCE-ID on its start, or on
 * the first start its EXDATEs leave): calev's master is its first occurrence, and a change of the
 * master is a change of every occurrence. So the series starts at its next occurrence, and the
 * edit is the first occurrence's single event (detachedEdit), as the premium extension detaches
 * an occurrence edited alone.
 */
function withoutEditedFirst(item: ImportItem, plan: SeriesPlan): ImportItem {
  const { recurrence, ...fields } = item.input!;
  const start = scalarText(fields.start_date);
  const day = start.slice(0, 10);
  if (!item.slug || !item.editedDays?.includes(day)) return item;
  (plan.detached ??= new Map()).set(item.slug, { first: day, input: fields });
  const rec = recurrence as { rules: string[]; rdates: string[]; exdates: string[] };
  // the first start leaves the series: an RDATE of it is dropped, else it joins the EXDATEs
  const rest = {
    rules: [...rec.rules],
    rdates: rec.rdates.filter((d) => d !== start),
    exdates: [...new Set([...rec.exdates, start])].sort(),
  };
  const input: Params = { ...fields };
  if (!startAtFirstOccurrence(input, rest))
    return { ...item, skip: 'a series of one occurrence, which the file edits: written as a single event' };
  if (rec.rdates.includes(start)) rest.exdates = rec.exdates;
  return { ...item, input: { ...input, recurrence: rest } };
}

/** The edit of a series' first occurrence (withoutEditedFirst): a single event of its own; undefined for other edits. */
function detachedEdit(item: ImportItem, plan: SeriesPlan): ImportItem | undefined {
  const series = plan.detached?.get(item.occurrence!.master);
  if (!series || item.occurrence!.cancelled || editedDay(item) !== series.first) return undefined;
  return singleEdit(
    item,
    series.input,
    item.slug,
    'the first occurrence of its series, edited on its own: a single event',
  );
}

type Found = { id: number; view: Record<string, unknown>; trashed: boolean } | undefined;

/**
 * Writes an occurrence edit: update (or trash, when cancelled) the occurrence. Creates one only
 * for the row of an occurrence moved off its rule (createMoved).
 */
export async function applyOccurrenceEdit(
  item: ImportItem,
  slug: string,
  base: Pick<ImportResult, 'line' | 'item' | 'note'>,
  opts: { client: ApiClient; dryRun: boolean; now: Date; find: (slug: string) => Promise<Found> },
): Promise<ImportResult> {
  const edit = item.occurrence!;
  const found = (await opts.find(slug)) ?? (edit.cancelled ? undefined : await movedHere(item, opts));
  const done = (action: ImportResult['action'], id: number | null, note?: string): ImportResult => ({
    ...base,
    action,
    id,
    error: null,
    ...(note ? { note } : {}),
  });
  if (edit.cancelled) {
    if (!found || found.trashed)
      return done(opts.dryRun ? 'skip' : 'skipped', found?.id || null, 'cancelled occurrence: not in the series');
    if (opts.dryRun) return done('update', found.id, 'cancelled occurrence: moved to the trash');
    await opts.client.call('DELETE', `/events/${found.id}`);
    return done('updated', found.id, 'cancelled occurrence: moved to the trash');
  }
  if (!found && edit.row) {
    // a dry run writes no series: the occurrences of one the file creates are made by it
    if (opts.dryRun && !(await opts.find(edit.master)))
      return done('create', null, `an occurrence of ${edit.master}, made with it`);
    const made = await createMoved(item, slug, opts);
    if (typeof made === 'string') return { ...base, action: 'failed', id: null, error: made };
    return done(opts.dryRun ? 'create' : 'created', made.id, `an occurrence of ${edit.master} moved off its rule`);
  }
  if (!found)
    return { ...base, action: 'failed', id: null, error: `no occurrence ${slug} in the series ${edit.master}` };
  if (found.trashed) return done(opts.dryRun ? 'skip' : 'skipped', found.id || null, 'the occurrence is in the trash');
  const input: Params = item.input ?? {};
  if (sameAsView('events', input, found.view, opts.now))
    return done(opts.dryRun ? 'skip' : 'skipped', found.id, UNCHANGED);
  if (opts.dryRun) return done('update', found.id);
  await opts.client.call('PUT', `/events/${found.id}`, { body: input });
  return done('updated', found.id, 'an occurrence edited on its own');
}

/**
 * The occurrence of the row's series that starts at the row's start. One moved there keeps the
 * slug of the date it was moved from (standup-2027-04-05, now on the 6th), while the file names
 * its edit by its new start (calev's export writes the move as an RDATE and the edit at it): a
 * re-import into the store it came from failed it, every run, as "no occurrence".
 */
async function movedHere(
  item: ImportItem,
  opts: { client: ApiClient; find: (slug: string) => Promise<Found> },
): Promise<Found> {
  const start = item.input?.start_date;
  if (typeof start !== 'string' || !/^\d{4}-\d\d-\d\d/.test(start)) return undefined;
  const master = await opts.find(item.occurrence!.master);
  if (!master || master.trashed) return undefined;
  const day = start.slice(0, 10);
  const query = {
    post_parent: master.id,
    start_date: `${day} 00:00:00`,
    end_date: `${day} 23:59:59`,
    status: 'publish,future,draft,pending,private',
    per_page: 50,
  };
  let data: unknown;
  try {
    ({ data } = await opts.client.call('GET', '/events', { query }));
  } catch (err) {
    if (err instanceof ApiError) return undefined;
    throw err;
  }
  const events = ((data as { events?: unknown } | undefined)?.events ?? []) as Array<Record<string, unknown>>;
  const view = Array.isArray(events)
    ? events.find((e) => typeof e.start_date === 'string' && e.start_date.slice(0, 16) === start.slice(0, 16))
    : undefined;
  return view && typeof view.id === 'number' ? { id: view.id, view, trashed: false } : undefined;
}

/**
 * Writes the row of an occurrence that its series does not make here: one moved off its rule
 * (its old date is among the series' EXDATEs, its row at its new start). It is made as the
 * source keeps it, an event of the series (`post_parent`) at its own start under its own slug,
 * which a re-run finds again; adding its start to the series' RDATEs instead would change the
 * series, which the next run's row of the series would change back.
 */
async function createMoved(
  item: ImportItem,
  slug: string,
  opts: { client: ApiClient; dryRun: boolean; find: (slug: string) => Promise<Found> },
): Promise<{ id: number | null } | string> {
  const masterSlug = item.occurrence!.master;
  const master = await opts.find(masterSlug);
  if (!master || master.trashed) return `no series ${masterSlug} to hold the occurrence`;
  if (opts.dryRun) return { id: null };
  const { data } = await opts.client.call('POST', '/events', {
    body: { ...item.input, slug, post_parent: master.id },
    subject: `occurrence ${slug}`,
  });
  return { id: Number((data as { id?: unknown }).id) };
}

const toMs = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}Z`);
const toWall = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/**
 * calev's master is the series' first occurrence, so a DTSTART that its EXDATE removes (Google
 * writes such files) gives way to the first start that remains. A COUNT, which counted from the
 * old DTSTART, becomes the UNTIL of its last start, so the series keeps its dates. False when
 * no start remains.
 */
export function startAtFirstOccurrence(
  input: Params,
  rec: { rules: string[]; rdates: string[]; exdates: string[] },
): boolean {
  const start = typeof input.start_date === 'string' ? input.start_date : undefined;
  if (!start || !rec.exdates.includes(start)) return true;
  const zone = typeof input.timezone === 'string' ? input.timezone : 'UTC';
  const first = firstStarts({ ...rec, start, timezone: zone }, 2 + rec.exdates.length).find(
    (s) => !rec.exdates.includes(s),
  );
  if (first === undefined) return false;
  rec.rules = rec.rules.map((rule) => {
    const count = /(?:^|;)COUNT=(\d+)/.exec(rule);
    if (!count) return rule;
    const all = ruleStarts(rule, start, zone, {
      from: '0000-01-01 00:00:00',
      to: '9999-12-31 23:59:59',
      limit: Number(count[1]),
    });
    const last = all.starts.at(-1) ?? start;
    return rule.replace(/(^|;)COUNT=\d+/, `$1UNTIL=${last.replace(/[-:]/g, '').replace(' ', 'T')}`);
  });
  input.start_date = first;
  if (typeof input.end_date === 'string')
    input.end_date = endAt(start, input.end_date, first, zone, input.all_day === true);
  return true;
}

/**
 * The end of the occurrence at `first` of a series from `start` to `end`: as long after its start
 * in real time, as the server ends occurrences (API.md §7.1: a series across a change of the
 * clocks keeps its length), on the wall clock for an all-day series.
 */
function endAt(start: string, end: string, first: string, zone: string, allDay: boolean): string {
  if (allDay || zone === 'UTC') return toWall(toMs(first) + toMs(end) - toMs(start));
  const length = toMs(endToUtc(start, end, zone)) - toMs(localToUtc(start, zone));
  return utcToLocal(toWall(toMs(localToUtc(first, zone)) + length), zone);
}
