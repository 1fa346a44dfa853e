// What the views say in the user's language: a few catalogue texts (the "views" block of
// src/spec/catalogues) and, from Intl, weekday and month names, dates and date ranges.
import type { Ui } from '../setup/i18n.js';
import { fillPlaceholders } from '../spec/placeholders.js';
import { dayAsDate } from './days.js';
import type { ViewEvent } from './occurrences.js';

/** The English source texts of the views; every catalogue translates them. */
export const VIEW_TEXTS = ['Today', 'Tomorrow', 'all day', 'day %1$s of %2$s', '+%s more', 'No events'] as const;

export interface Labels {
  readonly today: string;
  readonly tomorrow: string;
  readonly allDay: string;
  readonly noEvents: string;
  /** `day 2 of 3` */
  dayOf(n: number, of: number): string;
  /** `+4 more` */
  more(n: number): string;
  /** `Tue, 24 Nov 2026` */
  date(day: string): string;
  /** `Tue` */
  weekday(day: string): string;
  /** `November 2026` */
  month(day: string): string;
  /** `24 Nov – 1 Dec 2026` */
  range(first: string, last: string): string;
}

export function viewLabels(ui: Ui): Labels {
  // English dates as in most of the English-speaking world and ISO 8601's order (24 Nov 2026)
  const locale = ui.lang === 'en' ? 'en-GB' : ui.locale;
  const formatter = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  const date = formatter({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  const weekday = formatter({ weekday: 'short' });
  const month = formatter({ month: 'long', year: 'numeric' });
  const range = formatter({ day: 'numeric', month: 'short', year: 'numeric' });
  return {
    today: ui.tr('Today'),
    tomorrow: ui.tr('Tomorrow'),
    allDay: ui.tr('all day'),
    noEvents: ui.tr('No events'),
    dayOf: (n, of) => fillPlaceholders(ui.tr('day %1$s of %2$s'), [n, of]),
    more: (n) => fillPlaceholders(ui.tr('+%s more'), [n]),
    date: (day) => date.format(dayAsDate(day)),
    weekday: (day) => weekday.format(dayAsDate(day)),
    month: (day) => month.format(dayAsDate(day)),
    range: (first, last) => {
      if (first === last) return range.format(dayAsDate(first));
      const text = range.formatRange(dayAsDate(first), dayAsDate(last));
      return ui.lang === 'en' ? englishRange(text) : text;
    },
  };
}

/**
 * An English range with the en dash between thin spaces, as the ICU data of CLDR 48 (Node 20.20,
 * 22.23, 24.21) writes every one. Earlier data (CLDR 45 to 47: Node 20.18, 22.12, 24.9, which
 * calev supports too) wrote a range within one month without them (`27–29 Mar 2026`): the views
 * print the same heading whatever ICU data Node carries.
 */
export function englishRange(text: string): string {
  return text.replace(/\s*–\s*/u, '\u2009–\u2009');
}

/** Every text a view of `events` over `days` can show besides digits and drawing (loadWidthsFor
 * loads the Unicode width rules when one needs them). */
export function viewTexts(
  events: readonly ViewEvent[],
  days: readonly string[],
  labels: Labels,
  zone: string,
): string[] {
  const texts = [
    zone,
    labels.today,
    labels.tomorrow,
    labels.allDay,
    labels.noEvents,
    labels.dayOf(1, 2),
    labels.more(2),
  ];
  if (days.length > 0) texts.push(labels.range(days[0], days[days.length - 1]), labels.month(days[0]));
  for (const day of days) texts.push(labels.date(day), labels.weekday(day));
  for (const e of events) texts.push(e.title, e.place, e.status, e.abbr, ...e.categories.map((c) => c.name));
  return texts;
}

/**
 * The first day of the week (1 Monday … 7 Sunday) of a POSIX locale such as `en_US.UTF-8`, when it
 * names a region; undefined for `C`, `POSIX`, a bare language or anything Intl does not know.
 */
export function localeWeekStart(posixLocale: string | undefined): number | undefined {
  const m = /^([a-z]{2,3})_([A-Z]{2}|\d{3})\b/.exec(posixLocale ?? '');
  if (!m) return undefined;
  try {
    const locale = new Intl.Locale(`${m[1]}-${m[2]}`) as Intl.Locale & {
      weekInfo?: { firstDay: number };
      getWeekInfo?: () => { firstDay: number };
    };
    const firstDay = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay;
    return firstDay !== undefined && firstDay >= 1 && firstDay <= 7 ? firstDay : undefined;
  } catch {
    return undefined;
  }
}
