// What the interactive flows read from the site to offer choices: its timezone, venues and
// organizers matching what the user types, the existing categories and tags, the statuses the
// user may give.
import type { ApiClient } from '../../api/client.js';
import { ApiError, ResponseError } from '../../api/errors.js';
import { POST_STATUSES } from '../../spec/routes.js';
import type { Choice } from '../../setup/prompter.js';
import { NAME_FIELD } from '../resource/ref.js';
import { decodeEntities, scalarText } from '../../domain/text.js';

/** Every IANA zone the runtime knows, plus UTC. */
export function allTimezones(): string[] {
  return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')];
}

/** Zones containing `term` (case-insensitive, `_` read as a space), `first` on top. */
export function matchTimezones(term: string, first: string): string[] {
  const t = term.trim().toLowerCase().replace(/_/g, ' ');
  const zones = allTimezones().filter((z) => z !== first);
  const hits = t === '' ? zones : zones.filter((z) => z.toLowerCase().replace(/_/g, ' ').includes(t));
  return first.toLowerCase().replace(/_/g, ' ').includes(t) ? [first, ...hits] : hits;
}

export interface NamedItem {
  id: number;
  name: string;
  detail: string;
}

/** Venues or organizers whose text contains `term` (the API's `search`), first page. */
export async function searchPosts(
  client: ApiClient,
  resource: 'venues' | 'organizers',
  term: string,
): Promise<NamedItem[]> {
  const query = term.trim() === '' ? { per_page: 20 } : { per_page: 20, search: term.trim() };
  // the first page, as the client reads lists (a search the site cannot make is made here)
  let items: unknown[] = [];
  for await (const page of client.pages(`/${resource}`, query, resource, resource)) {
    items = page.items;
    break;
  }
  return items.map((raw) => {
    const item = raw as Record<string, unknown>;
    const detail = resource === 'venues' ? [item.city, item.country] : [item.email];
    return {
      id: Number(item.id),
      // a WordPress site shows names with entities (`Jazz &amp; Blues`)
      name: decodeEntities(scalarText(item[NAME_FIELD[resource]])),
      detail: detail.filter((d) => typeof d === 'string' && d !== '').join(', '),
    };
  });
}

/** Existing categories or tags (empty ones too), up to `max`. */
export async function listTerms(client: ApiClient, resource: 'categories' | 'tags', max = 200): Promise<NamedItem[]> {
  const out: NamedItem[] = [];
  for await (const page of client.pages(`/${resource}`, { per_page: 50, hide_empty: false }, resource, resource)) {
    for (const raw of page.items) {
      const t = raw as Record<string, unknown>;
      out.push({ id: Number(t.id), name: decodeEntities(scalarText(t.name)), detail: scalarText(t.slug) });
    }
    if (out.length >= max) break;
  }
  return out.slice(0, max);
}

export function itemChoice(item: NamedItem): Choice<number> {
  return { name: item.detail ? `${item.name} (${item.detail})` : item.name, value: item.id };
}

/** The statuses a user chooses from; `future` follows from a publication date in the future. */
export const CHOSEN_STATUSES = POST_STATUSES.filter((s): s is Exclude<typeof s, 'future'> => s !== 'future');
export type ChosenStatus = (typeof CHOSEN_STATUSES)[number];

/**
 * The statuses the user may give an event: all of them, but only draft and pending where the
 * site says the user may not publish events (a contributor, whose `publish` the site would make
 * pending). Asked of WordPress's own user route, which calev serve answers too; where the site
 * says nothing (no credentials, a route closed by a security plugin, not JSON), all of them.
 */
export async function settableStatuses(client: ApiClient): Promise<readonly ChosenStatus[]> {
  let capabilities: unknown;
  try {
    const res = await client.callRoute('GET', '/wp/v2/users/me', {
      query: { context: 'edit', _fields: 'capabilities' },
      subject: 'your user',
    });
    capabilities = (res.data as { capabilities?: unknown } | null)?.capabilities;
  } catch (err) {
    if (err instanceof ApiError || err instanceof ResponseError) return CHOSEN_STATUSES;
    throw err;
  }
  if (typeof capabilities !== 'object' || capabilities === null) return CHOSEN_STATUSES;
  const mayPublish = (capabilities as Record<string, unknown>).publish_tribe_events === true;
  return mayPublish ? CHOSEN_STATUSES : ['draft', 'pending'];
}
