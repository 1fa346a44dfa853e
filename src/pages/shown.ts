// The venue and organizers of an event that pages, feeds and JSON-LD show: the published ones,
// the only ones an anonymous visitor may read on their own pages. The API embeds them whatever
// their status (API.md §3.2) and is left so; every page and feed takes them from here.
import { eventListItem, eventView } from '../domain/event-view.js';
import { cachedOrganizerPerson } from '../domain/post-views.js';
import type { EventRecord, OrganizerRecord, VenueRecord } from '../store/records.js';
import type { PageContext } from './context.js';

type Json = Record<string, unknown>;

/** the event's venue when a visitor may see it */
export function shownVenue(ctx: PageContext, e: EventRecord): VenueRecord | undefined {
  const venue = e.venue ? ctx.store.get('venues', e.venue) : undefined;
  return venue?.status === 'publish' ? venue : undefined;
}

/** the event's organizers a visitor may see, in the event's order */
export function shownOrganizers(ctx: PageContext, e: EventRecord): OrganizerRecord[] {
  return e.organizers
    .map((id) => ctx.store.get('organizers', id))
    .filter((o): o is OrganizerRecord => o?.status === 'publish');
}

/**
 * The API's view of `e` as a visitor is shown it: the list item (feeds) or the single view with
 * its json_ld (the event page), with the venue and organizers a visitor may not see left out of
 * the embedded objects and of json_ld's `location` and `organizer`.
 */
export function visitorView(ctx: PageContext, e: EventRecord, mode: 'list' | 'single'): Json {
  const view = mode === 'list' ? eventListItem(ctx, e) : eventView(ctx, e, 'single');
  const venue = shownVenue(ctx, e);
  const organizers = shownOrganizers(ctx, e);
  if (!venue) view.venue = [];
  const shownIds = new Set(organizers.map((o) => o.id));
  view.organizer = (view.organizer as Json[]).filter((o) => shownIds.has(o.id as number));
  const ld = view.json_ld as Json | undefined;
  if (ld) {
    const visible: Json = { ...ld };
    if (!venue) delete visible.location;
    if (organizers.length) visible.organizer = organizers.map((o) => cachedOrganizerPerson(ctx, o));
    else delete visible.organizer;
    view.json_ld = visible;
  }
  return view;
}
