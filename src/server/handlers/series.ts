// Series of recurring events (API.md §7.1): a master and its occurrences, each an event whose
// post_parent is the master. Every change of a series is staged in the write's one transaction,
// so it reaches the journal as one line: after a crash the series is there whole or not at all.
import {
  endToUtc,
  instantFromWall,
  localToUtc,
  millisToWall,
  toLuxonZone,
  wallFromInstant,
  wallToMillis,
} from '../../domain/timezones.js';
import {
  expandSeries,
  followingExdates,
  horizonWall,
  MAX_OCCURRENCES,
  seriesStartProblem,
  startOnRule,
} from '../../recurrence/expand.js';
import { parseRecurrence, reason, untilWall } from '../../recurrence/rule-text.js';
import { isOccurrence, type EventRecord, type RecurrenceRecord } from '../../store/records.js';
import type { Transaction } from '../../store/store.js';
import { invalidParam } from '../errors.js';
import type { RequestContext } from '../site.js';
import { freeSlug, restored, trashed } from './post-writes.js';

/** The fields an occurrence copies from its master (§7.1); start, end, id, slug are its own. */
const COPIED = [
  'author',
  'dateUtc',
  'title',
  'description',
  'excerpt',
  'i18n',
  'allDay',
  'timezone',
  'cost',
  'website',
  'showMap',
  'showMapLink',
  'hideFromListings',
  'sticky',
  'featured',
  'categories',
  'tags',
  'venue',
  'organizers',
  'image',
  'status',
  'ticketed',
  // a protected series hides every occurrence's text, not only its first one's (§2.4)
  'password',
] as const satisfies ReadonlyArray<keyof EventRecord>;

/** The stored recurrence for a sent value (validated before; read in the event's zone). */
export function recurrenceOf(ctx: RequestContext, value: unknown, timezone: string): RecurrenceRecord | undefined {
  const r = parseRecurrence(value, timezone, ctx.now);
  if (!r.ok || r.value === null) return undefined;
  return { ...r.value, next: null };
}

/** the occurrences of a master as stored (trashed ones included), read through tx */
function occurrencesOf(ctx: RequestContext, tx: Transaction, masterId: number): EventRecord[] {
  const list = ctx.store.indexes.linkedEvents('parents', masterId);
  const out: EventRecord[] = [];
  for (let i = 0; i < list.size; i++) {
    const e = tx.get('events', list.at(i).id);
    if (e && e.recurrenceId !== undefined && e.postParent === masterId) out.push(e);
  }
  return out;
}

/**
 * After a write of `e` (before: `current`, undefined on create): keeps its series right. A master
 * (re)generates its occurrences; an occurrence written on its own becomes detached (a new start
 * moves it: the old one joins the master's exdates); a restored occurrence leaves the exdates.
 */
export function afterEventWrite(
  ctx: RequestContext,
  tx: Transaction,
  current: EventRecord | undefined,
  e: EventRecord,
): EventRecord {
  if (current && isOccurrence(current)) {
    writeOccurrence(ctx, tx, current, e);
    return e;
  }
  if (current?.recurrence && !e.recurrence) {
    // single again: its later occurrences go
    for (const o of occurrencesOf(ctx, tx, e.id))
      if (o.status !== 'trash') tx.put('events', trashed(ctx, tx, 'events', o));
    return e;
  }
  if (!e.recurrence) return e;
  if (current?.status === 'trash' && e.status !== 'trash') restoreSeries(ctx, tx, e);
  if (current?.recurrence && current.password !== e.password) protectEdited(ctx, tx, current.password, e);
  return syncSeries(ctx, tx, followStartChange(ctx, tx, current, startOnItsRule(tx, current, e)), {
    strictCap: true,
  });
}

/**
 * A series written with a start its rule does not give (made "on Saturdays" from a Sunday, or
 * changed to Saturdays) starts on the rule's first date after it, as long as it was (startOnRule):
 * otherwise that start was a date beyond COUNT's, which the iCalendar export's readers did not
 * show. Only when the rule, the rdates, the start or the zone are written: a series stored so
 * before stays as it is until then.
 */
function startOnItsRule(tx: Transaction, current: EventRecord | undefined, e: EventRecord): EventRecord {
  const rec = e.recurrence!;
  const before = current?.recurrence;
  if (
    before &&
    current.start === e.start &&
    current.timezone === e.timezone &&
    String(before.rules) === String(rec.rules) &&
    String(before.rdates) === String(rec.rdates)
  )
    return e;
  const start = startOnRule({ ...rec, start: e.start, timezone: e.timezone });
  if (start === e.start) return e;
  const staged: EventRecord = { ...e, start, end: endOfOccurrence(e, start) };
  tx.put('events', staged);
  return staged;
}

/**
 * A master whose start changed (19:00 → 20:00) takes its exdates along (followingExdates), and
 * the occurrences they name (trashed or moved) their identity in the series: otherwise the rule
 * would give the deleted date again at the new time, or a twin of a moved occurrence.
 */
function followStartChange(
  ctx: RequestContext,
  tx: Transaction,
  current: EventRecord | undefined,
  e: EventRecord,
): EventRecord {
  const rec = e.recurrence!;
  if (!current?.recurrence || current.start === e.start) return e;
  const moved = followingExdates(
    { ...current.recurrence, start: current.start, timezone: current.timezone, exdates: rec.exdates },
    { ...rec, start: e.start, timezone: e.timezone },
  );
  if (moved.size === 0) return e;
  for (const o of occurrencesOf(ctx, tx, e.id)) {
    const to = moved.get(o.recurrenceId!);
    if (to !== undefined) tx.put('events', { ...o, recurrenceId: to });
  }
  const staged: EventRecord = {
    ...e,
    recurrence: { ...rec, exdates: rec.exdates.map((d) => moved.get(d) ?? d).sort() },
  };
  tx.put('events', staged);
  return staged;
}

/**
 * A series' password set, changed or removed: the occurrences edited on their own (which keep
 * their fields when the series changes) take it too, unless one was given a password of its own.
 * Protecting a series must hide the text of every occurrence, the edited ones too.
 */
function protectEdited(ctx: RequestContext, tx: Transaction, before: string, master: EventRecord): void {
  for (const o of occurrencesOf(ctx, tx, master.id))
    if (o.detached && o.password === before)
      tx.put('events', { ...o, password: master.password, modifiedUtc: ctx.nowUtc });
}

function writeOccurrence(ctx: RequestContext, tx: Transaction, current: EventRecord, e: EventRecord): void {
  const master = tx.get('events', current.postParent);
  const detached: EventRecord = { ...e, detached: true };
  let exdates = master?.recurrence?.exdates;
  if (exdates && e.start !== current.start && !exdates.includes(current.recurrenceId!))
    exdates = [...exdates, current.recurrenceId!].sort();
  else if (exdates && current.status === 'trash' && e.status !== 'trash' && current.start === current.recurrenceId)
    exdates = exdates.filter((d) => d !== current.recurrenceId);
  tx.put('events', detached);
  if (master?.recurrence && exdates && exdates !== master.recurrence.exdates)
    tx.put('events', { ...master, recurrence: { ...master.recurrence, exdates } });
}

/** Trashing: an occurrence adds its start to its master's exdates; a master takes its series along. */
export function trashEventWithSeries(ctx: RequestContext, tx: Transaction, e: EventRecord): void {
  tx.put('events', trashed(ctx, tx, 'events', e));
  if (isOccurrence(e)) {
    const master = tx.get('events', e.postParent);
    if (master?.recurrence && !master.recurrence.exdates.includes(e.recurrenceId!)) {
      const exdates = [...master.recurrence.exdates, e.recurrenceId!].sort();
      tx.put('events', { ...master, recurrence: { ...master.recurrence, exdates } });
    }
    return;
  }
  if (!e.recurrence) return;
  for (const o of occurrencesOf(ctx, tx, e.id))
    if (o.status !== 'trash') tx.put('events', { ...trashed(ctx, tx, 'events', o), trashedWithSeries: true });
}

function restoreSeries(ctx: RequestContext, tx: Transaction, master: EventRecord): void {
  for (const o of occurrencesOf(ctx, tx, master.id)) {
    if (o.status !== 'trash' || !o.trashedWithSeries) continue;
    const { trashedWithSeries: _with, ...rest } = restored(tx, 'events', o, false);
    tx.put('events', { ...rest, status: o.trashedFrom ?? master.status, modifiedUtc: ctx.nowUtc });
  }
}

/**
 * Makes a master's occurrences match its rule up to the horizon: copies its fields into those
 * not edited on their own, creates the missing ones, trashes those whose date left the series.
 * Returns the master as staged (with the series' next start). `strictCap`: a write that would
 * give more than MAX_OCCURRENCES is refused (400); the horizon's daily move just stops there.
 */
export function syncSeries(
  ctx: RequestContext,
  tx: Transaction,
  master: EventRecord,
  opts: { strictCap: boolean },
): EventRecord {
  const rec = master.recurrence!;
  if (master.status === 'trash') return master;
  if (opts.strictCap) {
    refuseEndBeforeStart(master);
    refuseUnreached(master);
  }
  const horizon = horizonWall(ctx.now, master.timezone);
  const expansion = expandSeries({ ...rec, start: master.start, timezone: master.timezone }, horizon);
  if (expansion.overCap && opts.strictCap)
    throw invalidParam('recurrence', {
      message: 'Invalid parameter.',
      code: 'rest_invalid_param',
      detail: reason(
        'the series would have more than %1$d occurrences before %2$s (the 24-month horizon); end it with COUNT or UNTIL, or repeat less often',
        MAX_OCCURRENCES,
        horizon,
      ),
    });
  const all = occurrencesOf(ctx, tx, master.id);
  const live = all.filter((o) => o.status !== 'trash');
  const excluded = new Set(rec.exdates);
  // moved occurrences keep their own date while the series lasts (§7.1)
  const byStart = new Map(
    live.filter((o) => !(o.detached && excluded.has(o.recurrenceId!))).map((o) => [o.recurrenceId!, o]),
  );
  const unmatched: string[] = [];
  const pairs: Array<[string, EventRecord | undefined]> = [];
  // a start the series now gives where an occurrence was moved to (its first date excluded) is
  // that occurrence's: an RDATE of its own date, as calev's iCalendar export writes a move, made a
  // second occurrence beside it
  const movedTo = new Map(
    live.filter((o) => o.detached && excluded.has(o.recurrenceId!)).map((o) => [o.start, o] as const),
  );
  for (const s of expansion.starts) {
    const o = byStart.get(s) ?? movedTo.get(s);
    if (o) {
      byStart.delete(s);
      movedTo.delete(s);
      pairs.push([s, o]);
    } else unmatched.push(s);
  }
  // a changed start time (19:00 → 20:00) keeps each day's occurrence, its id and slug
  const byDay = new Map<string, EventRecord[]>();
  for (const o of byStart.values())
    byDay.set(o.recurrenceId!.slice(0, 10), [...(byDay.get(o.recurrenceId!.slice(0, 10)) ?? []), o]);
  for (const s of unmatched) {
    const o = byDay.get(s.slice(0, 10))?.shift();
    if (o) byStart.delete(o.recurrenceId!);
    pairs.push([s, o ?? singleAt(ctx, tx, master, s)]);
  }
  for (const o of byStart.values()) tx.put('events', trashed(ctx, tx, 'events', o));
  for (const [start, o] of pairs) {
    if (o?.detached) {
      if (o.recurrenceId !== start) tx.put('events', { ...o, recurrenceId: start });
      continue;
    }
    const copy = occurrenceOf(ctx, tx, master, o, start);
    if (!o || !sameRecord(o, copy)) tx.put('events', copy);
  }
  const staged: EventRecord = { ...master, recurrence: { ...rec, next: expansion.next } };
  if (rec.next !== expansion.next) tx.put('events', staged);
  return staged;
}

/**
 * The single event that already is the series' occurrence at `start`: the one with the slug the
 * occurrence takes, at that very start, in no series. `events import --expand` (for a site
 * without series) made the occurrences of a feed's series so: importing the feed's series over
 * them afterwards made each again beside them (`-2` slugs), every date twice in the calendar.
 */
function singleAt(ctx: RequestContext, tx: Transaction, master: EventRecord, start: string): EventRecord | undefined {
  const found = ctx.store.findBySlug('events', `${master.slug}-${start.slice(0, 10)}`);
  const e = found && (tx.get('events', found.id) ?? found);
  if (!e || e.id === master.id || e.status === 'trash' || e.start !== start) return undefined;
  return e.postParent === 0 && !isOccurrence(e) && !e.recurrence ? e : undefined;
}

/** A rule whose UNTIL comes before the master's start repeats nothing: refused (400), saying why. */
function refuseEndBeforeStart(master: EventRecord): void {
  for (const rule of master.recurrence!.rules) {
    const until = /(?:^|;)UNTIL=([^;]+)/.exec(rule);
    const wall = until ? untilWall(until[1], master.timezone) : null;
    if (wall !== null && wall < master.start)
      throw invalidParam('recurrence', {
        message: 'Invalid parameter.',
        code: 'rest_invalid_param',
        detail: reason(
          'the rule ends (UNTIL %1$s) before the series starts (%2$s): nothing would repeat; end it later or start it earlier',
          wall,
          master.start,
        ),
      });
  }
}

/** A rule whose steps from the master's start never meet its BY parts gives no date: refused (400), saying why. */
function refuseUnreached(master: EventRecord): void {
  const problem = seriesStartProblem(master.recurrence!.rules, master.start);
  if (problem)
    throw invalidParam('recurrence', { message: 'Invalid parameter.', code: 'rest_invalid_param', detail: problem });
}

/** An occurrence of `master` starting at `start`: the master's fields, its own dates and slug. */
function occurrenceOf(
  ctx: RequestContext,
  tx: Transaction,
  master: EventRecord,
  current: EventRecord | undefined,
  start: string,
): EventRecord {
  const id = current?.id ?? tx.nextId('post');
  const end = endOfOccurrence(master, start);
  const wanted = `${master.slug}-${start.slice(0, 10)}`;
  const slug = current && current.slug.startsWith(wanted) ? current.slug : freeSlug(tx, 'events', wanted, id);
  const o: EventRecord = {
    ...(current ?? master),
    id,
    slug,
    start,
    end,
    postParent: master.id,
    recurrenceId: start,
    modifiedUtc: current?.modifiedUtc ?? ctx.nowUtc,
  };
  for (const key of COPIED) (o as unknown as Record<string, unknown>)[key] = master[key];
  delete o.recurrence;
  delete o.detached;
  delete o.trashedFrom;
  delete o.trashedSlug;
  delete o.trashedWithSeries;
  if (current && !sameRecord(current, o)) o.modifiedUtc = ctx.nowUtc;
  return o;
}

/**
 * The end of `master`'s occurrence at `start`: as long after its start as the master lasts, in
 * real time (§7.1), so that a start a DST gap moves forward (02:30 → 03:30) keeps its length
 * instead of ending before it starts; an all-day or UTC series counts on the wall clock.
 */
function endOfOccurrence(master: EventRecord, start: string): string {
  const wallEnd = millisToWall(wallToMillis(start) + (wallToMillis(master.end) - wallToMillis(master.start)));
  if (master.allDay || master.timezone === 'UTC') return wallEnd;
  const zone = toLuxonZone(master.timezone);
  const length =
    wallToMillis(endToUtc(master.start, master.end, master.timezone)) -
    wallToMillis(localToUtc(master.start, master.timezone));
  return wallFromInstant(instantFromWall(start, zone) + length, zone);
}

/** equal as stored, apart from the modification time */
function sameRecord(a: EventRecord, b: EventRecord): boolean {
  return JSON.stringify({ ...a, modifiedUtc: '' }) === JSON.stringify({ ...b, modifiedUtc: '' });
}

/**
 * The horizon's move (§7.1): every live master whose next start has come within 24 months gets
 * its new occurrences, all in one transaction. Returns how many series changed.
 */
export function extendDueSeries(ctx: RequestContext, tx: Transaction): number {
  let n = 0;
  for (const e of dueMasters(ctx.store.all('events'), ctx.now)) {
    syncSeries(ctx, tx, e, { strictCap: false });
    n++;
  }
  return n;
}

/** masters whose next start is within the horizon at `now` */
export function dueMasters(events: readonly EventRecord[], now: Date): EventRecord[] {
  const out: EventRecord[] = [];
  for (const e of events) {
    const next = e.recurrence?.next;
    if (next && e.status !== 'trash' && next <= horizonWall(now, e.timezone)) out.push(e);
  }
  return out;
}
