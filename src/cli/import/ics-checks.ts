// What makes a VEVENT unreadable, said plainly before ical.js reads it: ical.js takes
// `2025-03-10 12:00` and fails later with 'Could not extract integer from ":0"', rolls 31
// February over into March, and leaves a TZID it has no VTIMEZONE for floating (the wall clock
// of wherever the event lands). The import fails such a VEVENT alone, naming the property, its
// line and what is wrong with it.
import ICAL from 'ical.js';
import { wallToMillis } from '../../domain/timezones.js';
import { ownProperties, quoted, type PropertyLine, type RawComponent } from './ics-components.js';

/** The properties of a VEVENT that hold dates or date-times, as the import reads them. */
const DATES = new Set(['DTSTART', 'DTEND', 'RECURRENCE-ID', 'RDATE', 'EXDATE']);
const DATE_TIME = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/;
const DATE = /^(\d{4})(\d{2})(\d{2})$/;
const DURATION = /^[+-]?P(?:\d+W|\d+D(?:T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+S)?)?|T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+S)?)$/;

type Located = PropertyLine & { line: number };

/**
 * Why the VEVENT cannot be imported as written, or undefined. `knowsTzid`: whether a TZID names a
 * VTIMEZONE of the file or a zone calev knows by name.
 */
export function veventProblem(vevent: RawComponent, knowsTzid: (tzid: string) => boolean): string | undefined {
  for (const p of ownProperties(vevent)) {
    const problem = DATES.has(p.name)
      ? datesProblem(p, knowsTzid)
      : p.name === 'DURATION'
        ? durationProblem(p)
        : p.name === 'RRULE'
          ? ruleProblem(p)
          : undefined;
    if (problem) return problem;
  }
  return undefined;
}

function where(p: Located): string {
  return `${p.name} on line ${p.line}`;
}

function datesProblem(p: Located, knowsTzid: (tzid: string) => boolean): string | undefined {
  const type = (p.params.VALUE ?? (p.value.includes('/') ? 'PERIOD' : 'DATE-TIME')).toUpperCase();
  for (const value of p.value.split(',')) {
    // a period is a start and an end or a duration (RDATE;VALUE=PERIOD)
    const parts = type === 'PERIOD' ? value.split('/') : [value];
    for (const part of parts) {
      const problem = DURATION.test(part) && part !== parts[0] ? undefined : dateProblem(p, part, type === 'DATE');
      if (problem) return problem;
    }
  }
  const tzid = p.params.TZID;
  if (tzid !== undefined && !p.value.endsWith('Z') && !knowsTzid(tzid))
    return `${where(p)} names TZID ${quoted(tzid)}, a time zone calev does not know, and the file has no VTIMEZONE of that name: add its VTIMEZONE, or write the zone's IANA name (such as America/Denver)`;
  return undefined;
}

/** A DATE (`20250311`) or DATE-TIME (`20250311T093000`, `…Z` in UTC) that is written right and exists. */
function dateProblem(p: Located, value: string, date: boolean): string | undefined {
  const m = (date ? DATE : DATE_TIME).exec(value);
  if (!m)
    return date
      ? `${where(p)} is not an iCalendar date: ${quoted(value)} (such as 20250310)`
      : `${where(p)} is not an iCalendar date-time: ${quoted(value)} (such as 20250310T093000, or 20250310T093000Z in UTC${DATE.test(value) ? `; a date is written ${p.name};VALUE=DATE:${value}` : ''})`;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  if (!isReal(`${y}-${mo}-${d} 00:00:00`))
    return `${where(p)} is not a real date: there is no ${y}-${mo}-${d} (${value})`;
  if (!isReal(`${y}-${mo}-${d} ${h}:${mi}:${s}`))
    return `${where(p)} is not a real time of day: there is no ${h}:${mi}:${s} (${value})`;
  return undefined;
}

function isReal(wall: string): boolean {
  try {
    wallToMillis(wall);
    return true;
  } catch {
    return false;
  }
}

function durationProblem(p: Located): string | undefined {
  if (DURATION.test(p.value)) return undefined;
  return `${where(p)} is not an iCalendar duration: ${quoted(p.value)} (such as PT1H30M or P1D)`;
}

/** An RRULE whose FREQ, COUNT, BYDAY … ical.js cannot read, or whose UNTIL is no date: the part named. */
function ruleProblem(p: Located): string | undefined {
  const parts = p.value.split(';').filter((part) => part !== '');
  const freq = parts.find((part) => /^FREQ=/i.test(part));
  if (!freq) return `${where(p)} has no FREQ: ${quoted(p.value)} (such as FREQ=WEEKLY;BYDAY=MO)`;
  for (const part of parts) {
    const until = /^UNTIL=(.*)$/i.exec(part);
    const bad = until
      ? dateProblem(p, until[1], DATE.test(until[1])) !== undefined
      : !readsAsRule(part === freq ? part : `${freq};${part}`);
    if (bad) return `${where(p)} is not an iCalendar recurrence rule: ${quoted(part)} in ${quoted(p.value)}`;
  }
  return undefined;
}

function readsAsRule(rule: string): boolean {
  try {
    ICAL.Recur.fromString(rule);
    return true;
  } catch {
    return false;
  }
}
