// What a calendar holds of an iCalendar text, one line a VEVENT: its UID, whether it is a series'
// rule, an edit of one of its dates (RECURRENCE-ID) or an event of its own, and its summary.
import ICAL from 'ical.js';

export function veventLines(text: string): string[] {
  return new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((v) =>
      [
        v.getFirstPropertyValue('uid'),
        v.hasProperty('rrule') ? 'rule' : v.hasProperty('recurrence-id') ? 'edit' : 'event',
        v.getFirstPropertyValue('summary'),
      ].join(' '),
    );
}
