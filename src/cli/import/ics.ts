// iCalendar (RFC 5545) files -> events, with ical.js: VEVENT with DTSTART and DTEND or DURATION,
// date-only all-day events, TZID with VTIMEZONE, UTC and floating times; SUMMARY, DESCRIPTION
// (or its HTML twin X-ALT-DESC), LOCATION -> venue (GEO its coordinates), ORGANIZER -> organizers, CATEGORIES, URL.
// A recurring event is imported as a series, its changed occurrences as edits (ics-series.ts).
import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import type { Params, ParamValue } from '../../api/client.js';
import { wordpressSlug } from '../../api/wordpress-slug.js';
import { imageType } from '../../domain/images.js';
import { decodeSlug, sanitizeSlug } from '../../domain/slugs.js';
import {
  localToUtc,
  millisToWall,
  normalizeTimezone,
  toLuxonZone,
  utcToLocal,
  wallToMillis,
} from '../../domain/timezones.js';
import { CommandError } from '../../setup/errors.js';
import type { ImportItem } from './item.js';
import { WINDOWS_ZONES, windowsZoneOfDisplayName } from './windows-zones.js';
import { veventProblem } from './ics-checks.js';
import {
  ownProperties,
  quoted,
  readCalendars,
  readPropertyLine,
  type RawCalendar,
  type RawComponent,
} from './ics-components.js';
import {
  editedDays,
  hasSeries,
  occurrenceEditItem,
  overridesByUid,
  recurrenceOfVevent,
  startAtFirstOccurrence,
  type SeriesZone,
} from './ics-series.js';

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;

const WALL = 'yyyy-MM-dd HH:mm:ss';
const MAX_UID_SLUG = 200;

/**
 * The slug an event of this UID got before slugs came from SUMMARY: the UID's local part when it
 * makes a slug, else a hash. A WordPress slug (calev's export of such a site writes `slug@host`,
 * other scripts percent-encoded) is read in its letters, as the JSON path reads a file's slugs
 * (fields.ts): `%d1%84…` is `ф…`, never `d1-84-…`.
 */
export function slugFromUid(uid: string): string {
  const local = uid.includes('@') ? uid.slice(0, uid.lastIndexOf('@')) : uid;
  const slug = wordpressEncoded(local) ? decodeSlug(local.toLowerCase()) : sanitizeSlug(local);
  if (slug !== '' && local.length <= MAX_UID_SLUG && !/^\d+$/.test(slug)) return slug;
  return `ics-${createHash('sha1').update(uid).digest('hex').slice(0, 20)}`;
}

/** Is this a slug as WordPress keeps it, with other scripts and emoji as percent-encoded UTF-8? */
function wordpressEncoded(text: string): boolean {
  return /%[0-9a-f]{2}/i.test(text) && /^[a-z0-9_%-]+$/i.test(text);
}

/** The slug earlier versions made of such a UID (`d1-84-…`): events they imported are found by it too. */
function octetSlugFromUid(uid: string): string | undefined {
  const local = uid.includes('@') ? uid.slice(0, uid.lastIndexOf('@')) : uid;
  return wordpressEncoded(local) ? sanitizeSlug(local) || undefined : undefined;
}

/** Seven hex digits of the UID's SHA-1: the part of an ICS event's slug that stays with its UID. */
function uidTag(uid: string): string {
  return createHash('sha1').update(uid).digest('hex').slice(0, 7);
}

/**
 * The slug an ICS event is created with and found by: its SUMMARY, readable, plus a tag of its
 * UID (`team-meeting-3f9a2c1`), so that two events of one title stay two events. A UID that is
 * already a slug of the title (calev's own export writes `slug@host`), or an event without a
 * SUMMARY, has the UID's own slug.
 */
export function slugForUid(uid: string, summary: string | undefined): string {
  const local = slugFromUid(uid);
  const title = sanitizeSlug(summary ?? '').slice(0, MAX_UID_SLUG - 8);
  if (title === '') return local;
  // the title's slug by calev's rules or by WordPress's (in its letters), whichever site the file came from
  for (const own of [title, decodeSlug(wordpressSlug(summary ?? ''))])
    if (own !== '' && (local === own || local.startsWith(`${own}-`))) return local;
  return `${title.replace(/-+$/, '')}-${uidTag(uid)}`;
}

/**
 * Is an event (as the API shows it) the event of this UID? Its slug keeps the UID's tag when the
 * SUMMARY changes later (slugs never follow titles), or is the UID's own slug (an earlier import).
 */
export function recognisesUid(uid: string): (view: Record<string, unknown>) => boolean {
  const tagged = new RegExp(`-${uidTag(uid)}(?:-\\d+)?$`);
  const local = slugFromUid(uid);
  const stored = [local, sanitizeSlug(local), octetSlugFromUid(uid)].filter((s): s is string => Boolean(s));
  return (view) => typeof view.slug === 'string' && (tagged.test(view.slug) || stored.includes(view.slug));
}

/**
 * The Events Calendar's UID of an event (`{post id}-{start ts}-{end ts}@{host}`): its post id and
 * host. The times change when the event is moved; the post id stays.
 */
export function tecUid(uid: string): { id: number; host: string } | undefined {
  const m = /^(\d+)-\d+-\d+@([^@\s]+)$/.exec(uid.trim());
  return m ? { id: Number(m[1]), host: m[2].toLowerCase() } : undefined;
}

function either<T>(a: (v: T) => boolean, b: (v: T) => boolean): (v: T) => boolean {
  return (v) => a(v) || b(v);
}

/** A TZID as the API's timezone: IANA names as they are, Windows names (or their display names) mapped, `/vendor/…/Area/City` trimmed. */
export function zoneForTzid(tzid: string): string | null {
  const direct = normalizeTimezone(tzid);
  if (direct) return direct;
  const windows = WINDOWS_ZONES[tzid.trim()] ?? WINDOWS_ZONES[windowsZoneOfDisplayName(tzid) ?? ''];
  if (windows) return normalizeTimezone(windows) ?? (windows === 'UTC' ? 'UTC' : null);
  const parts = tzid.split('/').filter(Boolean);
  for (let n = Math.min(3, parts.length); n >= 2; n--) {
    const zone = normalizeTimezone(parts.slice(-n).join('/'));
    if (zone) return zone;
  }
  return null;
}

export function wallOf(t: Time): string {
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
}

/** `UTC+2`, `UTC-3.5` for an offset in seconds; null when the API has no such zone. */
function fixedZone(offsetSeconds: number): string | null {
  return normalizeTimezone(`UTC${offsetSeconds < 0 ? '-' : '+'}${Math.abs(offsetSeconds) / 3600}`);
}

interface Placed {
  wall: string;
  timezone?: string;
}

/**
 * A DTSTART/DTEND value -> the wall clock and the event timezone that keep its meaning. `tzid`:
 * the property's TZID, which ical.js leaves floating when the file has no VTIMEZONE of that name
 * (against RFC 5545, but common): an IANA or Windows name still says where the time is.
 */
function place(t: Time, calendarZone: string | null, tzid?: string): Placed {
  const named = t.zone?.tzid ?? 'floating';
  const unlisted = named === 'floating' && tzid ? zoneForTzid(tzid) : null;
  if (unlisted) return { wall: wallOf(t), timezone: unlisted };
  return placeIn(t, named, calendarZone);
}

function placeIn(t: Time, tzid: string, calendarZone: string | null): Placed {
  if (tzid === 'floating') return { wall: wallOf(t), timezone: calendarZone ?? undefined };
  if (tzid === 'UTC') {
    if (!calendarZone || calendarZone === 'UTC') return { wall: wallOf(t), timezone: 'UTC' };
    return {
      wall: DateTime.fromSeconds(t.toUnixTime(), { zone: toLuxonZone(calendarZone) }).toFormat(WALL),
      timezone: calendarZone,
    };
  }
  const zone = zoneForTzid(tzid);
  if (zone) return { wall: wallOf(t), timezone: zone };
  // An unknown TZID: its VTIMEZONE gives the offset; keep the wall clock at that fixed offset.
  const fixed = fixedZone(t.utcOffset());
  if (fixed) return { wall: wallOf(t), timezone: fixed };
  return { wall: DateTime.fromSeconds(t.toUnixTime(), { zone: 'utc' }).toFormat(WALL), timezone: 'UTC' };
}

/** The items of an iCalendar file, and what the file holds besides events (VTODO, …), said once. */
export interface IcsItems {
  items: ImportItem[];
  leftOut?: string;
}

/**
 * Reads a whole iCalendar file: each VEVENT an item. A VEVENT that cannot be read fails alone,
 * with its line and why; a file that is no iCalendar at all is a CommandError.
 */
export async function itemsFromIcs(chunks: AsyncIterable<Buffer | string>, source: string): Promise<IcsItems> {
  let raw: RawCalendar[];
  try {
    raw = await readCalendars(chunks);
  } catch (err) {
    if (!(err instanceof CommandError)) throw err;
    throw new CommandError(`${source} is not an iCalendar file: ${err.message}`);
  }
  const items: ImportItem[] = [];
  const leftOut = new Map<string, number>();
  // ical.js keeps the VTIMEZONEs it is given for the process: a TZID names this file's own only
  ICAL.TimezoneService.reset();
  for (const each of raw) {
    for (const c of each.components)
      if (c.name !== 'VEVENT' && c.name !== 'VTIMEZONE') leftOut.set(c.name, (leftOut.get(c.name) ?? 0) + 1);
    const { calendar, lines } = calendarOf(each, source, items);
    const wr = calendar.getFirstPropertyValue('x-wr-timezone');
    const calendarZone = typeof wr === 'string' ? zoneForTzid(wr) : null;
    // The Events Calendar's own feed (PRODID `-//Site - ECPv6.17.2//…`) gives each event's page
    // as its URL, never its website
    const tec = /\s-\sECPv\d/.test(String(calendar.getFirstPropertyValue('prodid') ?? ''));
    const overrides = overridesByUid(calendar);
    const masterTitles = titlesByUid(calendar);
    calendar.getAllSubcomponents('vevent').forEach((vevent, i) => {
      const line = lines[i] ?? 0;
      try {
        items.push(itemFromVevent(vevent, { zone: calendarZone, tec }, line, overrides, masterTitles));
      } catch (err) {
        items.push({ line, error: (err as Error).message });
      }
    });
  }
  // in the file's order; the edits of occurrences after every master, so each finds its series written
  items.sort((a, b) => a.line - b.line);
  return {
    items: [...items.filter((i) => !i.occurrence), ...items.filter((i) => i.occurrence)],
    leftOut: leftOut.size ? leftOutNote(leftOut) : undefined,
  };
}

/**
 * A calendar as ical.js reads it, with its VTIMEZONEs registered and the VEVENTs that can be read
 * (`lines`: where each begins); each of the others is added to `failed` with its line and why. A
 * VTIMEZONE ical.js cannot read is left out: the events naming it fail as with none. The calendar
 * is made whole from its parts, as ical.js makes a file's (a component put in later reads slower).
 */
function calendarOf(
  { properties, components }: RawCalendar,
  source: string,
  failed: ImportItem[],
): { calendar: Component; lines: number[] } {
  const shell = jCalOf({ name: 'VCALENDAR', line: 0, lines: properties });
  if (!shell) {
    const bad = properties.find((p) => !jCalOf({ name: 'VCALENDAR', line: 0, lines: [p] }));
    throw new CommandError(
      `${source} is not an iCalendar file: line ${bad?.line ?? 1} cannot be read (${quoted(bad?.text ?? '')})`,
    );
  }
  const parts: unknown[] = [];
  for (const c of components.filter((c) => c.name === 'VTIMEZONE' && !c.broken)) {
    const vtimezone = jCalOf(c);
    if (!vtimezone) continue;
    parts.push(vtimezone);
    const zone = new ICAL.Component(vtimezone);
    if (zone.getFirstPropertyValue('tzid')) ICAL.TimezoneService.register(zone);
  }
  const knowsTzid = (tzid: string) => ICAL.TimezoneService.has(tzid) || zoneForTzid(tzid) !== null;
  const lines: number[] = [];
  for (const c of components.filter((c) => c.name === 'VEVENT')) {
    const problem = c.broken ?? veventProblem(c, knowsTzid);
    const vevent = problem ? undefined : jCalOf(c);
    if (vevent) {
      parts.push(vevent);
      lines.push(c.line);
    } else failed.push({ line: c.line, name: summaryOf(c), error: problem ?? unreadable(c) });
  }
  shell[2] = parts;
  return { calendar: new ICAL.Component(shell), lines };
}

/** A component's lines as ical.js reads them (jCal), or undefined when it cannot. */
function jCalOf(c: RawComponent): unknown[] | undefined {
  const lines = c.lines.map((l) => l.text);
  const text = c.name === 'VCALENDAR' ? ['BEGIN:VCALENDAR', ...lines, 'END:VCALENDAR'] : lines;
  try {
    return ICAL.parse(text.join('\r\n')) as unknown[];
  } catch {
    return undefined;
  }
}

/** Why ical.js cannot read a VEVENT that passed the checks: the first of its lines it cannot read. */
function unreadable(c: RawComponent): string {
  const bad = c.lines.find(
    (l, i) =>
      i > 0 && i < c.lines.length - 1 && !jCalOf({ name: 'VEVENT', line: 0, lines: [c.lines[0], l, c.lines.at(-1)!] }),
  );
  if (!bad) return 'the VEVENT cannot be read as iCalendar';
  return `${readPropertyLine(bad.text).name} on line ${bad.line} cannot be read: ${quoted(bad.text)}`;
}

/** A failed VEVENT's title, to name it in the failure. */
function summaryOf(c: RawComponent): string | undefined {
  for (const p of ownProperties(c))
    if (p.name === 'SUMMARY' && p.value.trim() !== '') return unescapeText(p.value.trim());
  return undefined;
}

/** "left out 2 VTODO and 1 VJOURNAL: calev imports events (VEVENT) only" */
function leftOutNote(counts: Map<string, number>): string {
  const named = [...counts].map(([name, n]) => `${n} ${name}`);
  const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : named[0];
  return `left out ${list}: calev imports events (VEVENT) only`;
}

/** The SUMMARY of each UID's own VEVENT (not of its RECURRENCE-ID edits): the series' slug comes from it. */
function titlesByUid(calendar: Component): Map<string, string> {
  const titles = new Map<string, string>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const uid = text(vevent, 'uid');
    const title = text(vevent, 'summary')?.trim();
    if (uid && title && !vevent.hasProperty('recurrence-id')) titles.set(uid, title);
  }
  return titles;
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

function text(vevent: Component, name: string): string | undefined {
  const value = vevent.getFirstPropertyValue(name);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** What a calendar says of all its events: its zone (X-WR-TIMEZONE), and whether it is The Events Calendar's feed. */
interface CalendarTraits {
  zone: string | null;
  /** The Events Calendar's own feed (PRODID `-//Site - ECPv6.17.2//…`): URLs are the events' pages */
  tec: boolean;
}

/** The day an instance's RECURRENCE-ID names, as written. */
function instanceDay(vevent: Component): string {
  return wallOf(vevent.getFirstPropertyValue('recurrence-id') as Time).slice(0, 10);
}

/**
 * Where the event is on Earth: GEO (`lat;lng`), or the `geo:lat,lng` URI of Apple's
 * X-APPLE-STRUCTURED-LOCATION; undefined when neither gives a latitude and a longitude.
 */
function geoOf(vevent: Component): [number, number] | undefined {
  const geo: unknown = vevent.getFirstPropertyValue('geo');
  const apple = /^geo:([^,;]+),([^,;?]+)/i.exec(
    String(vevent.getFirstPropertyValue('x-apple-structured-location') ?? ''),
  );
  const pair = Array.isArray(geo) ? geo.map(Number) : apple ? [Number(apple[1]), Number(apple[2])] : [];
  const [lat, lng] = pair;
  if (pair.length !== 2 || !(Math.abs(lat) <= 90) || !(Math.abs(lng) <= 180)) return undefined;
  return [lat, lng];
}

/**
 * The event's image: the first ATTACH given by URL whose path names an image file (`.jpg`, `.png`, …:
 * what the API takes as an image, API.md §5.8) and is no other type by its FMTTYPE, as calev's
 * export and Google write it; attachments of other types (agendas, PDFs), inline ones
 * (VALUE=BINARY) and addresses of no image file (a shared drive's) are not images the API can take.
 */
function imageOf(vevent: Component): string | undefined {
  for (const attach of vevent.getAllProperties('attach')) {
    const value = attach.getFirstValue();
    if (typeof value !== 'string' || !/^https?:\/\//i.test(value.trim())) continue;
    const type = attach.getParameter('fmttype');
    if (typeof type === 'string' && !/^image\//i.test(type)) continue;
    const url = value.trim();
    if (URL.canParse(url) && imageType(new URL(url).pathname)) return url;
  }
  return undefined;
}

/** The TZID parameter of a property (DTSTART, DTEND), if it has one. */
function tzidOf(vevent: Component, name: string): string | undefined {
  const tzid = vevent.getFirstProperty(name)?.getParameter('tzid');
  return typeof tzid === 'string' ? tzid : undefined;
}

/** A placed time's wall clock in `zone`, the same instant; as written where either has no zone. */
function wallInZone(p: Placed, zone: string | undefined): string {
  if (!zone || !p.timezone || p.timezone === zone) return p.wall;
  return utcToLocal(localToUtc(p.wall, p.timezone), zone);
}

/**
 * The end's wall clock in the start's zone. DTEND names an instant, in a zone of its own (a
 * flight lands in another, Google writes UTC ends). DURATION's weeks and days are nominal, the
 * same wall clock that many days later; its hours, minutes and seconds are exact time, across a
 * change of the clocks too (RFC 5545 §3.3.6: PT8H is 8 real hours).
 */
function endWall(
  vevent: Component,
  event: InstanceType<typeof ICAL.Event>,
  start: Placed,
  calendarZone: string | null,
): string {
  if (vevent.hasProperty('dtend')) {
    const end = event.endDate;
    const tzid = tzidOf(vevent, 'dtend');
    // a floating end beside a zoned start is a wall clock of the start's zone
    if ((end.zone?.tzid ?? 'floating') === 'floating' && !tzid) return wallOf(end);
    return wallInZone(place(end, calendarZone, tzid), start.timezone);
  }
  const duration = vevent.getFirstPropertyValue('duration') as InstanceType<typeof ICAL.Duration> | null;
  if (!duration) return start.wall;
  const sign = duration.isNegative ? -1 : 1;
  const days = ICAL.Duration.fromData({ weeks: duration.weeks, days: duration.days, isNegative: duration.isNegative });
  const exact = sign * (duration.hours * 3600 + duration.minutes * 60 + duration.seconds) * 1000;
  const nominal = millisToWall(wallToMillis(start.wall) + days.toSeconds() * 1000);
  if (!start.timezone) return millisToWall(wallToMillis(nominal) + exact);
  return utcToLocal(millisToWall(wallToMillis(localToUtc(nominal, start.timezone)) + exact), start.timezone);
}

/** Are DTSTART and DTEND written in one zone (the same TZID, or both in UTC or floating)? */
function sameZone(vevent: Component): boolean {
  if (!vevent.hasProperty('dtend')) return false;
  const zoneOf = (name: string) => tzidOf(vevent, name) ?? (vevent.getFirstPropertyValue(name) as Time).zone?.tzid;
  return zoneOf('dtstart') === zoneOf('dtend');
}

/** calev's X-CALEV-DATE-UTC (`20271201T090000Z`): a scheduled event's publication date, as a UTC wall clock. */
function publicationDate(vevent: Component): string | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z?$/i.exec(text(vevent, 'x-calev-date-utc')?.trim() ?? '');
  return m ? `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:${m[6]}` : undefined;
}

/** Outlook's own word that an event is all-day (it writes such events from midnight to midnight). */
function outlookAllDay(vevent: Component): boolean {
  return ['x-microsoft-cdo-alldayevent', 'x-microsoft-msncalendar-alldayevent'].some(
    (name) =>
      String(vevent.getFirstPropertyValue(name) ?? '')
        .trim()
        .toUpperCase() === 'TRUE',
  );
}

/** The dates of an event: start_date, end_date, all_day and timezone. */
function datesOf(vevent: Component, event: InstanceType<typeof ICAL.Event>, traits: CalendarTraits): Params {
  const start = event.startDate;
  if (start.isDate) {
    const end = start.clone();
    end.addDuration(event.endDate.subtractDate(start));
    // calev's export says an all-day event's own zone beside its dates (X-CALEV-TIMEZONE)
    const own = text(vevent, 'x-calev-timezone')?.trim();
    return allDayDates(wallOf(start), wallOf(end), (own ? zoneForTzid(own) : null) ?? traits.zone ?? undefined);
  }
  const s = place(start, traits.zone, tzidOf(vevent, 'dtstart'));
  const end = endWall(vevent, event, s, traits.zone);
  // Outlook's all-day events are midnight to midnight in the organizer's zone, and say so
  const midnight = (wall: string) => wall.endsWith(' 00:00:00');
  if (outlookAllDay(vevent) && midnight(s.wall) && midnight(end) && end > s.wall)
    return allDayDates(s.wall, end, s.timezone);
  // The Events Calendar writes an all-day event saved through its REST API (`_EventAllDay=1`,
  // where its feed looks for 'yes') as 00:00:00 to 23:59:59 of one zone, without VALUE=DATE
  if (traits.tec && midnight(s.wall) && end.endsWith(' 23:59:59') && end > s.wall && sameZone(vevent))
    return allDayDates(s.wall, millisToWall(wallToMillis(end) + 1000), s.timezone);
  return { start_date: s.wall, end_date: end, ...(s.timezone ? { timezone: s.timezone } : {}), all_day: false };
}

/** An all-day event from its first day to the day its end names, which is exclusive: an event on the 11th alone ends on the 12th. */
function allDayDates(start: string, end: string, zone: string | undefined): Params {
  const first = start.slice(0, 10);
  const last = millisToWall(wallToMillis(`${end.slice(0, 10)} 00:00:00`) - 86_400_000).slice(0, 10);
  return {
    all_day: true,
    start_date: `${first} 00:00:00`,
    end_date: `${last < first ? first : last} 23:59:59`,
    ...(zone ? { timezone: zone } : {}),
  };
}

function itemFromVevent(
  vevent: Component,
  traits: CalendarTraits,
  line: number,
  overrides: Map<string, Component[]>,
  masterTitles: Map<string, string>,
): ImportItem {
  // its start and end only (the edits of its occurrences are read in ics-series.ts): without
  // `exceptions` ical.js looks for them among all the calendar's VEVENTs, for each event
  const event = new ICAL.Event(vevent, { exceptions: [] });
  const title = text(vevent, 'summary')?.trim();
  const fileUid = text(vevent, 'uid') ?? `${title ?? ''}|${String(vevent.getFirstPropertyValue('dtstart') ?? '')}`;
  // The Events Calendar's UID carries the event's times: its identity is the post id on its host
  // (a moved event is the same event), `{post id}@{host}`; with the port of its page where that
  // is on the UID's host (the UID has none: two sites of one machine are two sites)
  const tecEvent = traits.tec && !vevent.hasProperty('rrule') ? tecUid(fileUid) : undefined;
  const pageUrl = text(vevent, 'url')?.trim();
  const pageHost = pageUrl && URL.canParse(pageUrl) ? new URL(pageUrl) : undefined;
  const site =
    tecEvent && pageHost?.hostname.toLowerCase() === tecEvent.host ? pageHost.host.toLowerCase() : tecEvent?.host;
  const uid = tecEvent ? `${tecEvent.id}@${site}` : fileUid;
  const instance = vevent.hasProperty('recurrence-id');
  // an instance whose series the file does not hold (Google exports one a user was invited to
  // alone) is a single event: one per instance of its UID, by the day of its RECURRENCE-ID
  const override = instance && hasSeries(vevent);
  // calev's own export names the event's slug (X-CALEV-SLUG): kept, so that an event whose slug is
  // not its title's (renamed, a `-2`) is found again wherever the file goes
  const own = instance || vevent.hasProperty('rrule') ? undefined : text(vevent, 'x-calev-slug')?.trim();
  // (in its letters, as the JSON path reads slugs: WordPress gives other scripts percent-encoded)
  const uidSlug =
    own && own.length <= MAX_UID_SLUG && /^[\p{L}\p{M}\p{N}_%-]+$/u.test(own)
      ? decodeSlug(own)
      : slugForUid(uid, masterTitles.get(fileUid) ?? title);
  const slug = instance && !override ? `${uidSlug}-${instanceDay(vevent)}` : uidSlug;
  if (!title && !override) return { line, slug, error: 'no SUMMARY (the event title)' };
  if (!vevent.hasProperty('dtstart')) return { line, slug, name: title, error: 'no DTSTART' };

  let note: string | undefined;
  const input: Params = title ? { title } : {};
  Object.assign(input, datesOf(vevent, event, traits));

  const html = vevent.getAllProperties('x-alt-desc').find((p) => /html/i.test(String(p.getParameter('fmttype') ?? '')));
  // ical.js leaves X- properties as written: undo the TEXT escaping they are written with.
  const description = html ? unescapeText(String(html.getFirstValue() ?? '')) : text(vevent, 'description');
  if (description !== undefined && description !== '') input.description = description;
  // an edited occurrence stands alone: an empty DESCRIPTION is none (calev's export writes one
  // where the series has a text and the occurrence not); left out, the series' is kept
  else if (override && vevent.hasProperty('description')) input.description = '';
  // Apple writes "name\naddress": one line for a venue name.
  const location = text(vevent, 'location')
    ?.trim()
    .replace(/\s*\n\s*/g, ', ');
  const geo = location ? geoOf(vevent) : undefined;
  if (location) input.venue = { venue: location, ...(geo ? { geo_lat: geo[0], geo_lng: geo[1] } : {}) };
  // The Events Calendar writes the venue's name and address on one line: `name, address, city, …`
  const tecLocation = traits.tec && location?.includes(', ') ? location : undefined;
  const organizerProps = [...vevent.getAllProperties('organizer'), ...vevent.getAllProperties('x-calev-organizer')];
  const organizers = organizerProps.flatMap((p): ParamValue[] => {
    const address = String(p.getFirstValue() ?? '');
    const email = /^mailto:/i.test(address) ? address.slice(7).trim() : '';
    const given = p.getParameter('cn');
    // The Events Calendar percent-encodes the name's letters outside ASCII (`%D0%9F%D1%91…`)
    const cn = typeof given === 'string' && traits.tec ? decodeSlug(given) : given;
    const name = (typeof cn === 'string' && cn.trim() !== '' ? cn : email).trim();
    if (name === '') return [];
    return [email ? { organizer: name, email } : { organizer: name }];
  });
  if (organizers.length) input.organizer = organizers;
  const categories = vevent
    .getAllProperties('categories')
    .flatMap((p) => p.getValues().map((v) => String(v).trim()))
    .filter((v) => v !== '');
  if (categories.length) input.categories = [...new Set(categories)];
  // the event's own page is not a website: calev's export marks it (X-CALEV-PAGE), The Events
  // Calendar's feed writes nothing else there
  const urlProperty = vevent.getFirstProperty('url');
  const url = text(vevent, 'url')?.trim();
  const page = traits.tec || urlProperty?.getParameter('x-calev-page') !== undefined;
  if (url && !page && /^https?:\/\//i.test(url)) input.website = url;
  const image = imageOf(vevent);
  if (image) input.image = image;
  const status = text(vevent, 'status')?.toUpperCase();
  const klass = text(vevent, 'class')?.toUpperCase();
  const zone: SeriesZone = {
    timezone: typeof input.timezone === 'string' ? input.timezone : undefined,
    wallOf,
    zoneForTzid,
  };
  if (override) return occurrenceEditItem({ line, input, name: title }, vevent, slug, zone);
  if (instance) note = 'an occurrence of a series the file does not hold: imported as a single event';
  const edits = overrides.get(String(vevent.getFirstPropertyValue('uid'))) ?? [];
  const recurrence = recurrenceOfVevent(vevent, edits, zone);
  if (recurrence) {
    if (!startAtFirstOccurrence(input, recurrence))
      return { line, slug, name: title, skip: 'a recurring event without any occurrence' };
    input.recurrence = recurrence;
  }
  if (status === 'CANCELLED') {
    input.status = 'draft';
    note = [note, 'STATUS:CANCELLED: imported as a draft'].filter(Boolean).join('; ');
  } else if (klass === 'PRIVATE' || klass === 'CONFIDENTIAL') input.status = 'private';
  // calev's own export of a draft or pending event (STATUS:TENTATIVE, which other calendars also
  // write for events that are published)
  const unpublished = text(vevent, 'x-calev-status')?.trim().toLowerCase();
  if (status !== 'CANCELLED' && (unpublished === 'draft' || unpublished === 'pending')) input.status = unpublished;
  // a scheduled event, with its publication date (UTC): without it the target publishes it at once
  if (status !== 'CANCELLED' && unpublished === 'future') {
    const date = publicationDate(vevent);
    if (date) Object.assign(input, { status: 'future', date_utc: date });
    else {
      input.status = 'draft';
      note = [note, 'X-CALEV-STATUS:future without its date (X-CALEV-DATE-UTC): imported as a draft']
        .filter(Boolean)
        .join('; ');
    }
  }
  const edited = recurrence ? editedDays(edits, zone) : [];
  return {
    line,
    input,
    slug,
    name: title,
    note,
    // events imported before by the feed's whole UID are found too
    recognise: tecEvent ? either(recognisesUid(uid), recognisesUid(fileUid)) : recognisesUid(uid),
    ...(traits.tec && organizers.length ? { organizersByEmail: true } : {}),
    ...(tecEvent ? { feedEvent: { ...tecEvent, ...(url ? { url } : {}) } } : {}),
    ...(tecLocation ? { tecLocation } : {}),
    ...(edited.length ? { editedDays: edited } : {}),
  };
}
