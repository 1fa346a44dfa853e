// The month view: a table of the weeks of a month (Monday first), each day with up to three
// events and a link to the day for the rest, the days of the months around it greyed out.
import type { EventRecord } from '../store/records.js';
import type { SortedEvents } from '../store/sorted-events.js';
import {
  addDays,
  addMonths,
  formatDay,
  formatMonth,
  isMonth,
  monthGrid,
  weekdayIndex,
  weekdayNames,
} from './calendar-dates.js';
import type { PageContext } from './context.js';
import { monthEntry } from './fragments.js';
import { html, type Html } from './html.js';
import { viewUrl, type Scope } from './paths.js';
import { overlapping } from './selection.js';
import { word } from './words.js';

/** what a day cell shows before its "N more" link (the plugin's default) */
export const EVENTS_PER_DAY = 3;

/** the grid's first and last day, and the events that touch them */
export function monthEvents(lists: readonly SortedEvents[], month: string): { days: string[]; events: EventRecord[] } {
  const days = monthGrid(month);
  return { days, events: overlapping(lists, `${days[0]} 00:00:00`, `${days.at(-1)!} 23:59:59`) };
}

/** the last day an event occupies: one ending at midnight does not reach into that day */
function lastDay(e: EventRecord): string {
  const day = e.end.slice(0, 10);
  return e.end.endsWith(' 00:00:00') && e.end > e.start ? addDays(day, -1) : day;
}

export function renderMonth(
  ctx: PageContext,
  scope: Scope,
  month: string,
  { days, events }: { days: string[]; events: EventRecord[] },
): Html {
  const perDay = new Map<string, EventRecord[]>(days.map((d) => [d, []]));
  for (const e of events) {
    const last = lastDay(e);
    for (let d = e.start.slice(0, 10) < days[0] ? days[0] : e.start.slice(0, 10); d <= last; d = addDays(d, 1)) {
      const cell = perDay.get(d);
      if (!cell) break;
      cell.push(e);
    }
  }
  const today = ctx.nowWall.slice(0, 10);
  const names = weekdayNames(ctx.lang);
  // the first and last months' weeks are filled up with empty cells where their days are not shown (monthGrid)
  const slots = [
    ...Array<null>(weekdayIndex(days[0])).fill(null),
    ...days,
    ...Array<null>(6 - weekdayIndex(days.at(-1)!)).fill(null),
  ];
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < slots.length; i += 7) weeks.push(slots.slice(i, i + 7));
  const cell = (day: string | null): Html => {
    if (day === null) return html`<td class="other empty"></td>`;
    const list = perDay.get(day)!;
    const classes = [day.slice(0, 7) !== month ? 'other' : '', day === today ? 'today' : '', list.length ? '' : 'empty']
      .filter(Boolean)
      .join(' ');
    const more = list.length - EVENTS_PER_DAY;
    return html`<td${classes ? html` class="${classes}"` : ''}${day === today ? html` aria-current="date"` : ''}>
<a class="day" href="${viewUrl(ctx.siteUrl, scope, { kind: 'day', day })}"><time datetime="${day}"><span class="short">${Number(day.slice(8))}</span><span class="long">${formatDay(ctx.lang, day)}</span></time></a>
${
  list.length
    ? html`<ul>
        ${list.slice(0, EVENTS_PER_DAY).map((e) => monthEntry(ctx, e))}
      </ul>`
    : ''
}
${more > 0 ? html`<a class="more" href="${viewUrl(ctx.siteUrl, scope, { kind: 'day', day })}">${word(ctx.lang, 'more', more)}</a>` : ''}
</td>`;
  };
  // no link past the months a page has (years 1000–9999)
  const link = (m: string) => (isMonth(m) ? viewUrl(ctx.siteUrl, scope, { kind: 'month', month: m }) : null);
  const [previous, next] = [link(addMonths(month, -1)), link(addMonths(month, 1))];
  return html`<h2 id="month-heading">${formatMonth(ctx.lang, month)}</h2>
    <table class="month" aria-labelledby="month-heading">
      <thead>
        <tr>
          ${names.map(([short, long]) => html`<th scope="col"><abbr title="${long}">${short}</abbr></th>`)}
        </tr>
      </thead>
      <tbody>
        ${weeks.map(
          (week) =>
            html`<tr>
              ${week.map(cell)}
            </tr> `,
        )}
      </tbody>
    </table>
    <nav class="pager" aria-label="${word(ctx.lang, 'month')}">
      <ul>
        <li>${previous ? html`<a rel="prev" href="${previous}">← ${word(ctx.lang, 'previousMonth')}</a>` : ''}</li>
        <li><a href="${viewUrl(ctx.siteUrl, scope, { kind: 'month' })}">${word(ctx.lang, 'thisMonth')}</a></li>
        <li>${next ? html`<a rel="next" href="${next}">${word(ctx.lang, 'nextMonth')} →</a>` : ''}</li>
      </ul>
    </nav>`;
}
