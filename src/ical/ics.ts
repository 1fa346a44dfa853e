// Events as an iCalendar file (RFC 5545): one VEVENT per event with a stable UID, DTSTART/DTEND
// in the event's timezone (TZID plus a generated VTIMEZONE, `Z` for UTC, dates for all-day
// events), SUMMARY, DESCRIPTION, LOCATION, GEO, ORGANIZER, URL, CATEGORIES; text escaped, lines
// folded at 75 octets, CRLF. `calev events import` reads it back into the same events.
import { DateTime } from 'luxon';
import { decodeEntities, plainText, scalarText } from '../domain/text.js';
import { VERSION } from '../spec/version.js';
import { vtimezoneLines } from './vtimezone.js';
import { seriesLines, type SeriesLines } from './ics-series.js';

type View = Record<string, unknown>;

const MAX_OCTETS = 75;

/** TEXT escaping (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A parameter value, quoted when it holds `:`, `;` or `,`. RFC 5545 has no way to write a DQUOTE
 * in one; RFC 6868's caret escapes do (`^'`, and `^^` for a caret), which ical.js reads back, so
 * an organizer's `"` comes back as it was (written as `'`, the import took another organizer).
 */
function paramValue(value: string): string {
  const clean = value
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'")
    .replace(/[\r\n]+/g, ' ');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** Folds a content line into lines of at most 75 octets, never inside a UTF-8 sequence. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    // Continuation lines begin with a space, which counts.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function stamp(wall: string): string {
  return wall.replace(/-/g, '').replace(' ', 'T').replace(/:/g, '');
}

/** A `Y-m-d H:i:s` UTC date, or '' for none (WordPress writes `0000-00-00 00:00:00`). */
function utcDate(value: unknown): string {
  const text = str(value);
  return text.startsWith('0000') ? '' : text;
}

function dayAfter(wall: string): string {
  return DateTime.fromISO(wall.slice(0, 10), { zone: 'utc' }).plus({ days: 1 }).toFormat('yyyyMMdd');
}

function host(view: View): string {
  try {
    return new URL(String(view.url)).hostname || 'calev';
  } catch {
    return 'calev';
  }
}

const str = scalarText;

/** The UID of an event: stable per event (its slug) and site. */
function eventUid(e: View): string {
  return `${str(e.slug) || str(e.id)}@${host(e)}`;
}

/** The media type of an image by its file extension (the plugin writes the attachment's MIME type). */
function imageType(extension: string): string {
  const ext = extension.toLowerCase();
  const subtype = ({ jpg: 'jpeg', jpe: 'jpeg', svg: 'svg+xml', tif: 'tiff' } as Record<string, string>)[ext] ?? ext;
  return `image/${subtype || 'jpeg'}`;
}

export interface CalendarOptions {
  /** calendar properties after METHOD, as content lines (feeds: X-WR-CALNAME, REFRESH-INTERVAL, …) */
  properties?: string[];
  /** LOCATION: the venue's name (what import reads back as the venue), or name and address (what a calendar app can find on a map) */
  location?: 'venue' | 'address';
}

/** Collects events; `toString()` writes the calendar with a VTIMEZONE for every TZID used. */
export class CalendarWriter {
  private readonly events: string[] = [];
  /** per TZID: the first and last year the events touch, and whether a series runs on after them */
  private readonly zones = new Map<string, [number, number, boolean]>();
  private readonly now = stamp(new Date().toISOString().slice(0, 19).replace('T', ' '));

  constructor(private readonly options: CalendarOptions = {}) {}

  /** Events, series among them: masters with their rule, edited occurrences (ics-series.ts). */
  addEvents(values: readonly unknown[]): void {
    const series = seriesLines(values, eventUid);
    values.forEach((value, i) => {
      if (series[i]) this.add(value, series[i]);
    });
  }

  add(value: unknown, series?: SeriesLines): void {
    if (!value || typeof value !== 'object') return;
    const e = value as View;
    const lines: string[] = ['BEGIN:VEVENT', `UID:${escapeText(series?.uid ?? eventUid(e))}`];
    // the event's own slug, which an import of the file keeps (its UID is only a key: a renamed
    // event's slug is not its title's)
    if (!series?.uid && !series?.lines.length && str(e.slug)) lines.push(`X-CALEV-SLUG:${escapeText(str(e.slug))}`);
    const modified = utcDate(e.modified_utc) || utcDate(e.date_utc);
    // DTSTAMP is required; WordPress has no UTC dates for a post never published (0000-00-00).
    lines.push(`DTSTAMP:${modified ? stamp(modified) : this.now}Z`);
    if (modified) lines.push(`LAST-MODIFIED:${stamp(modified)}Z`);
    if (utcDate(e.date_utc)) lines.push(`CREATED:${stamp(str(e.date_utc))}Z`);
    lines.push(...this.times(e));
    // WordPress titles are HTML text (`O&#8217;Brien`); iCalendar text is plain.
    lines.push(`SUMMARY:${escapeText(decodeEntities(str(e.title)))}`);
    const description = str(e.description);
    // an occurrence edited on its own stands alone (RFC 5545): an empty DESCRIPTION says it has
    // none, where leaving it out gave it the series' on import
    if (!description && series?.uid) lines.push('DESCRIPTION:');
    if (description) {
      const html = /<[a-z!/?]/i.test(description);
      lines.push(`DESCRIPTION:${escapeText(html ? decodeEntities(plainText(description)) : description)}`);
      if (html) lines.push(`X-ALT-DESC;FMTTYPE=text/html:${escapeText(description)}`);
    }
    const venue = e.venue && typeof e.venue === 'object' && !Array.isArray(e.venue) ? (e.venue as View) : undefined;
    // WordPress names are HTML text (`O&#8217;Brien`); iCalendar text is plain.
    const location = venue ? decodeEntities(this.locationOf(venue)) : '';
    if (location) lines.push(`LOCATION:${escapeText(location)}`);
    // the venue's coordinates (a site without them shows none), which an import gives the venue
    const [lat, lng] = [venue?.geo_lat, venue?.geo_lng];
    if (typeof lat === 'number' && typeof lng === 'number') lines.push(`GEO:${lat};${lng}`);
    const organizers = (Array.isArray(e.organizer) ? (e.organizer as View[]) : []).filter((o) => str(o.organizer));
    organizers.forEach((o, i) => {
      // RFC 5545 allows one ORGANIZER: the others go in an x-prop import reads back.
      // `invalid:nomail` is Outlook's address for an organizer without one.
      lines.push(
        `${i === 0 ? 'ORGANIZER' : 'X-CALEV-ORGANIZER'};CN=${paramValue(decodeEntities(str(o.organizer)))}:${str(o.email) ? `mailto:${str(o.email)}` : 'invalid:nomail'}`,
      );
    });
    // The site's page of an event without a website (The Events Calendar shows the page as its
    // website) is its URL too, marked as the page, so that an import does not make it a website
    const page = str(e.url);
    const website = str(e.website) === page ? '' : str(e.website);
    if (website) lines.push(`URL:${website}`);
    else if (page) lines.push(`URL;X-CALEV-PAGE=TRUE:${page}`);
    const image = e.image && typeof e.image === 'object' ? (e.image as View) : undefined;
    if (image && str(image.url)) lines.push(`ATTACH;FMTTYPE=${imageType(str(image.extension))}:${str(image.url)}`);
    const categories = (Array.isArray(e.categories) ? (e.categories as View[]) : [])
      .map((c) => decodeEntities(str(c.name)))
      .filter(Boolean);
    if (categories.length) lines.push(`CATEGORIES:${categories.map(escapeText).join(',')}`);
    // Not yet published: without a STATUS a calendar shows the event as confirmed.
    // calev's own property says which (an import of the file keeps it unpublished); a scheduled
    // event's with its publication date, without which the import would publish it at once
    if (e.status === 'pending' || e.status === 'draft') lines.push('STATUS:TENTATIVE', `X-CALEV-STATUS:${e.status}`);
    if (e.status === 'future') {
      lines.push('STATUS:TENTATIVE', 'X-CALEV-STATUS:future');
      if (utcDate(e.date_utc)) lines.push(`X-CALEV-DATE-UTC:${stamp(str(e.date_utc))}Z`);
    }
    if (e.status === 'private') lines.push('CLASS:PRIVATE');
    lines.push(...(series?.lines ?? []), 'END:VEVENT');
    this.events.push(lines.map(foldLine).join('\r\n'));
  }

  private locationOf(venue: View): string {
    if (this.options.location !== 'address') return str(venue.venue);
    const parts = [venue.venue, venue.address, venue.city, venue.stateprovince, venue.zip, venue.country];
    return parts
      .map(str)
      .filter((part) => part.trim() !== '')
      .join(', ');
  }

  private times(e: View): string[] {
    const start = str(e.start_date);
    const end = str(e.end_date) || start;
    if (!start) return [];
    // an all-day event's dates have no zone: its own is said beside them, which an import keeps
    if (e.all_day === true)
      return [
        `DTSTART;VALUE=DATE:${stamp(start).slice(0, 8)}`,
        `DTEND;VALUE=DATE:${dayAfter(end)}`,
        ...(str(e.timezone) ? [`X-CALEV-TIMEZONE:${escapeText(str(e.timezone))}`] : []),
      ];
    const zone = str(e.timezone) || 'UTC';
    if (zone === 'UTC') {
      const utcStart = str(e.utc_start_date) || start;
      const utcEnd = str(e.utc_end_date) || end;
      return [`DTSTART:${stamp(utcStart)}Z`, `DTEND:${stamp(utcEnd)}Z`];
    }
    const [first, last] = [Number(start.slice(0, 4)), Number(end.slice(0, 4))];
    const series = Boolean(e.recurrence && typeof e.recurrence === 'object');
    const seen = this.zones.get(zone);
    this.zones.set(
      zone,
      seen ? [Math.min(seen[0], first), Math.max(seen[1], last), seen[2] || series] : [first, last, series],
    );
    return [`DTSTART;TZID=${paramValue(zone)}:${stamp(start)}`, `DTEND;TZID=${paramValue(zone)}:${stamp(end)}`];
  }

  toString(): string {
    const head = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:-//calev//calev ${VERSION}//EN`,
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      ...(this.options.properties ?? []),
    ];
    const zones = [...this.zones.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([tzid, [from, to, series]]) => vtimezoneLines(tzid, from, to, series));
    const body = [...head, ...zones].map(foldLine);
    return `${[...body, ...this.events, 'END:VCALENDAR'].join('\r\n')}\r\n`;
  }
}
