// An event list given a --start-date alone ends where the API's default window ends, 24 months
// from now (API.md §4.2.2), even when the start is later: it is empty, and would say nothing of
// why. Said on stderr when a list or an export found nothing for that reason.
import type { Params } from '../../api/client.js';
import { siteTimezone, type IndexReader } from '../../api/site-index.js';
import { defaultWindow, parseDateInput } from '../../domain/dates.js';
import { eventListDateFilters } from '../../spec/routes.js';
import type { Resource } from '../../spec/types.js';

/** Filters that lift the default window's end (§4.2.2): every date filter but the start, and `include`. */
const lifting = () => [...eventListDateFilters().filter((name) => name !== 'start_date'), 'include'];

/** The note for an empty event list whose --start-date lies past the default window's end, if so. */
export async function windowNote(
  resource: Resource,
  query: Params,
  now: Date,
  client: IndexReader,
): Promise<string | undefined> {
  const start = query.start_date;
  if (resource !== 'events' || (typeof start !== 'string' && typeof start !== 'number')) return undefined;
  if (lifting().some((key) => query[key] !== undefined && query[key] !== null && query[key] !== '')) return undefined;
  const zone = (await siteTimezone(client)) ?? 'UTC';
  const from = parseDateInput(start, zone, now)?.slice(0, 10);
  const end = defaultWindow(now, zone).b.slice(0, 10);
  if (from === undefined || from <= end) return undefined;
  return `note: without --end-date the list ends on ${end} (24 months from now), before --start-date ${from}: add --end-date`;
}
