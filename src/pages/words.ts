// The words pages and feeds show, as English source texts of the catalogues
// (src/spec/catalogues, block "pages and feeds"): the keys here are names, the values the texts.
import { format } from '../spec/catalogues/index.js';
import type { Language } from '../spec/types.js';

export const PAGE_WORDS = {
  events: 'Events',
  list: 'List',
  month: 'Month',
  today: 'Today',
  upcoming: 'Upcoming events',
  past: 'Past events',
  previousEvents: 'Previous events',
  nextEvents: 'Next events',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  thisMonth: 'This month',
  noUpcoming: 'There are no upcoming events.',
  noneFound: 'No events found.',
  eventsOn: 'Events on %s',
  eventsFor: 'Events for %s',
  eventsIn: 'Events in %s',
  eventsTagged: 'Events tagged %s',
  more: '%d more',
  date: 'Date',
  findEvents: 'Find events',
  skip: 'Skip to content',
  views: 'Calendar views',
  languages: 'Languages',
  notFound: 'Page not found',
  notFoundText: 'Nothing is published at this address.',
  allEvents: 'All events',
  subscribe: 'Subscribe to calendar',
  google: 'Google Calendar',
  icalendar: 'iCalendar',
  outlook365: 'Outlook 365',
  outlookLive: 'Outlook Live',
  exportIcs: 'Export .ics file',
  exportOutlookIcs: 'Export Outlook .ics file',
  addGoogle: 'Add to Google Calendar',
  addIcal: 'Add to iCalendar',
  allDay: 'All day',
  details: 'Details',
  venue: 'Venue',
  organizer: 'Organizer',
  organizers: 'Organizers',
  cost: 'Cost',
  categories: 'Categories',
  tags: 'Tags',
  website: 'Website',
  phone: 'Phone',
  email: 'Email',
  map: 'Google Map',
  protectedEvent: 'This event is password protected.',
  protectedContent: 'Content is protected.',
  badFeedDate: 'start_date and end_date take a date such as 2024-07-11.',
} as const;

export type PageWord = keyof typeof PAGE_WORDS;

/** Every text of PAGE_WORDS: the catalogues translate each of them. */
export const PAGE_TEXTS: readonly string[] = Object.values(PAGE_WORDS);

/** A page word in `lang`, its %s / %d filled with `values`. */
export function word(lang: Language, name: PageWord, ...values: Array<string | number>): string {
  return format(PAGE_WORDS[name], lang, ...values);
}
