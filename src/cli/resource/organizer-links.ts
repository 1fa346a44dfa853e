// `organizers delete` on a site whose trash unlinks every organizer of the events of the one
// trashed (The Events Calendar: its clean-up deletes the events' organizer links, the others'
// too): the events that had others beside it are listed first, and those others linked again.
import type { ApiClient } from '../../api/client.js';
import { ApiError } from '../../api/errors.js';

export interface OtherOrganizers {
  event: number;
  /** the event's other organizers, in order */
  others: number[];
}

const idsOf = (list: unknown): number[] =>
  Array.isArray(list)
    ? list.map((o) => (o as { id?: unknown } | null)?.id).filter((id): id is number => typeof id === 'number')
    : [];

/** The events that link organizer `id` beside others (none where the site's trash unlinks only it). */
export async function eventsWithOtherOrganizers(client: ApiClient, id: number): Promise<OtherOrganizers[]> {
  if (!client.site.trashUnlinksOtherOrganizers) return [];
  const query = { organizer: String(id), start_date: '2000-01-01', end_date: '2100-12-31', per_page: 50 };
  const read = async (status: string | undefined): Promise<OtherOrganizers[]> => {
    const found: OtherOrganizers[] = [];
    for await (const page of client.pages('/events', status ? { ...query, status } : query, 'events'))
      for (const item of page.items) {
        const event = item as { id?: unknown; organizer?: unknown };
        const others = idsOf(event.organizer).filter((o) => o !== id);
        if (typeof event.id === 'number' && others.length > 0) found.push({ event: event.id, others });
      }
    return found;
  };
  // the clean-up reaches the private events too, which only some users may list
  return read('publish,private').catch((err: unknown) => {
    if (err instanceof ApiError && err.status < 500) return read(undefined);
    throw err;
  });
}

/**
 * Links the other organizers again where the trash unlinked them: the ids of those events, and
 * of those this user could not write (the organizer is in the trash by then: said, not thrown).
 */
export async function linkOthersAgain(
  client: ApiClient,
  events: OtherOrganizers[],
): Promise<{ linked: number[]; failed: Array<OtherOrganizers & { why: string }> }> {
  const linked: number[] = [];
  const failed: Array<OtherOrganizers & { why: string }> = [];
  for (const { event, others } of events) {
    const path = `/events/${event}`;
    try {
      const current = (await client.call('GET', path)).data as { organizer?: unknown };
      const now = idsOf(current.organizer);
      if (others.every((o) => now.includes(o))) continue;
      await client.update('events', path, { organizer: others }, { current });
      linked.push(event);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      failed.push({ event, others, why: `${err.status} ${err.code}` });
    }
  }
  return { linked, failed };
}
