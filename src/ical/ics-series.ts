// Series in iCalendar output (API.md §7.1): a master is one VEVENT with RRULE/RDATE/EXDATE; an
// occurrence edited on its own is a VEVENT with the master's UID and a RECURRENCE-ID; the other
// occurrences are what the rule says, so they are not written. A moved occurrence is written as
// an RDATE at its new start plus its RECURRENCE-ID there, which import reads back to the same
// occurrences; the start of the rule it stands for is excluded (EXDATE), so that every instance
// of the file is one stored occurrence. Works on event views (as the API shows them), next to
// the writer in ics.ts.
import { localToUtc } from '../domain/timezones.js';
import { expandSeries } from '../recurrence/expand.js';
import { untilWall } from '../recurrence/rule-text.js';
import { scalarText } from '../domain/text.js';

type View = Record<string, unknown>;

export interface SeriesLines {
  /** the UID to write instead of the event's own (an occurrence carries its master's) */
  uid?: string;
  /** properties to add to the VEVENT */
  lines: string[];
}

interface Rule {
  rules: string[];
  rdates: string[];
  exdates: string[];
}

const str = scalarText;
const stamp = (wall: string) => wall.replace(/[-:]/g, '').replace(' ', 'T');

/** A date-time property (or a list of them) the way DTSTART of `view` is written. */
function timeProperty(name: string, walls: readonly string[], view: View): string {
  if (view.all_day === true) return `${name};VALUE=DATE:${walls.map((w) => stamp(w).slice(0, 8)).join(',')}`;
  const zone = str(view.timezone) || 'UTC';
  if (zone === 'UTC') return `${name}:${walls.map((w) => `${stamp(w)}Z`).join(',')}`;
  const tzid = /[:;,]/.test(zone) ? `"${zone}"` : zone;
  return `${name};TZID=${tzid}:${walls.map(stamp).join(',')}`;
}

/** A stored rule as RFC 5545 wants it next to a zoned DTSTART: UNTIL in UTC (a date for all-day). */
function exportedRule(rule: string, view: View): string {
  const zone = str(view.timezone) || 'UTC';
  return rule.replace(/(^|;)UNTIL=([^;]+)/, (m, sep: string, value: string) => {
    const wall = untilWall(value, zone);
    if (wall === null) return m;
    if (view.all_day === true) return `${sep}UNTIL=${stamp(wall).slice(0, 8)}`;
    return `${sep}UNTIL=${stamp(localToUtc(wall, zone))}Z`;
  });
}

const ids = (list: unknown, key = 'id'): string =>
  JSON.stringify((Array.isArray(list) ? (list as View[]) : []).map((x) => x?.[key]).sort());
const venueId = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as View).id : 0);
const duration = (v: View) => Date.parse(`${str(v.end_date)}Z`) - Date.parse(`${str(v.start_date)}Z`);

/** The fields an occurrence copies from its master (§7.1) are still the master's. */
function sameAsMaster(o: View, m: View): boolean {
  const plain = ['title', 'description', 'excerpt', 'cost', 'all_day', 'timezone', 'status', 'featured', 'sticky'];
  return (
    plain.every((k) => JSON.stringify(o[k]) === JSON.stringify(m[k])) &&
    venueId(o.venue) === venueId(m.venue) &&
    ids(o.organizer) === ids(m.organizer) &&
    ids(o.categories) === ids(m.categories) &&
    ids(o.tags) === ids(m.tags) &&
    duration(o) === duration(m)
  );
}

interface Series {
  view: View;
  rule: Rule;
  /** starts of occurrences that are not the rule's (written as RDATEs) */
  moved: string[];
  /** the rule's starts those stand for (written as EXDATEs) */
  replaced: string[];
  /** the starts some event of the series has */
  taken: Set<string>;
  starts?: Set<string>;
}

/**
 * The rule's start that an occurrence at `start`, not one of the rule's, stands for: the one of
 * its day that no event of the series has. A series whose time changed keeps each day's
 * occurrence (server/handlers/series.ts), and one edited on its own keeps its own time, so the
 * rule's start of that day has no event of its own and must not be written as one.
 */
function replacedStart(series: Series, start: string): string | undefined {
  const day = start.slice(0, 10);
  for (const s of series.starts!)
    if (s.startsWith(day) && !series.taken.has(s)) {
      series.taken.add(s);
      return s;
    }
  return undefined;
}

/**
 * For each view (in order), the lines its VEVENT gets, or null when it is not written (an
 * occurrence the rule already gives). `uidOf` is the writer's UID of a view.
 */
export function seriesLines(views: readonly unknown[], uidOf: (view: View) => string): Array<SeriesLines | null> {
  const masters = new Map<number, Series>();
  for (const v of views as View[]) {
    const rec = v?.recurrence as Rule | null | undefined;
    if (rec && Array.isArray(rec.rules))
      masters.set(Number(v.id), { view: v, rule: rec, moved: [], replaced: [], taken: new Set([str(v.start_date)]) });
  }
  const latest = new Map<number, string>();
  for (const v of views as View[]) {
    const parent = Number(v?.post_parent ?? 0);
    if (!masters.has(parent)) continue;
    masters.get(parent)!.taken.add(str(v.start_date));
    if (str(v.start_date) > (latest.get(parent) ?? '')) latest.set(parent, str(v.start_date));
  }
  const out = (views as View[]).map((v): SeriesLines | null => {
    const series = masters.get(Number(v?.post_parent ?? 0));
    if (!series) return { lines: [] };
    if (!series.starts) {
      const { view, rule } = series;
      // to the end of the last day: a feed of a series holds only its edited occurrences, and
      // the rule's start that the last of them stands for may come later on its day
      const last = latest.get(Number(view.id)) ?? str(view.start_date);
      const expansion = expandSeries(
        { ...rule, start: str(view.start_date), timezone: str(view.timezone) || 'UTC' },
        `${last.slice(0, 10)} 23:59:59`,
      );
      series.starts = new Set(expansion.starts);
    }
    const start = str(v.start_date);
    const moved = !series.starts.has(start);
    if (!moved && sameAsMaster(v, series.view)) return null;
    if (moved) {
      series.moved.push(start);
      const replaced = replacedStart(series, start);
      if (replaced !== undefined) series.replaced.push(replaced);
    }
    return { uid: uidOf(series.view), lines: [timeProperty('RECURRENCE-ID', [start], series.view)] };
  });
  return out.map((entry, i) => {
    const v = (views as View[])[i];
    const series = masters.get(Number(v?.id));
    if (!series || !entry) return entry;
    const { rule, moved, replaced } = series;
    const lines = rule.rules.map((r) => `RRULE:${exportedRule(r, v)}`);
    const rdates = [...new Set([...rule.rdates, ...moved])].sort();
    if (rdates.length) lines.push(timeProperty('RDATE', rdates, v));
    const exdates = [...new Set([...rule.exdates, ...replaced])].sort();
    if (exdates.length) lines.push(timeProperty('EXDATE', exdates, v));
    return { lines };
  });
}
