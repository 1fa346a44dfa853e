// What a WordPress site with The Events Calendar (namespace tribe/events/v1) does differently from
// the contract `calev serve` keeps (../shared/API.md), and what the client does about it. This is
// the one home of such quirks: each entry names the recorded exchange in test/fixtures/tec-live/
// that shows it. ApiClient applies them to every request; commands ask `client.site` only where a
// quirk changes what they do (merged updates, import matching).
import { COST_NUMBER, costAsStored, costEntries, parseCost } from '../domain/cost.js';
import { DATE_HINT, dateKind, parseDateInput } from '../domain/dates.js';
import { sanitizeSlug, slugSegment } from '../domain/slugs.js';
import { decodeEntities, hasOtherLetters, scalarText } from '../domain/text.js';
import { localToUtc, normalizeTimezone } from '../domain/timezones.js';
import { DateTime, IANAZone } from 'luxon';
import { givenTrue } from '../server/coerce.js';
import { eventListDateFilters, NAME_FIELD, POST_STATUSES, ROUTES } from '../spec/routes.js';
import { TEC_NAMESPACE, type Resource } from '../spec/types.js';
import type { Params, ParamValue } from './client.js';
import { ApiError, NotSentError, ResponseError } from './errors.js';
import { siteTimezone, type IndexReader } from './site-index.js';
import { wordpressSlug } from './wordpress-slug.js';
import { wordpressTermName } from './wordpress-term-name.js';

type View = Record<string, unknown>;

/** The requests a quirk may need to make (lookups of terms, venues and organizers; other namespaces). */
export interface QuirkClient extends IndexReader {
  call(method: string, path: string, opts: { query?: Params; body?: Params }): Promise<{ data: unknown }>;
}

/** An update as the client made it: the item's view read first (merged updates), the fields given, the answer. */
export interface UpdateMade {
  current: unknown;
  given: Params;
  /** the update's answer */
  result: unknown;
  subject?: string;
}

export interface SiteQuirks {
  readonly name: string;
  /** Has the site the `recurrence` field (API.md §7.1)? */
  readonly hasRecurrence: boolean;
  /** Does the event list take `hide_from_listings` (a calev addition), to list hidden events? */
  readonly listsHidden: boolean;
  /** Where the site takes an image file, whose attachment id an `image` then names (WordPress's media route); none: only ids and URLs. */
  readonly mediaRoute?: string;
  /** A list query as the site accepts it (and reads as the API says). */
  readonly listQuery: (resource: Resource, query: Params, client: QuirkClient) => Params | Promise<Params>;
  /** The `next_rest_url` to follow, or undefined to ask for the next page by number instead. */
  readonly nextLink: (resource: Resource, url: string) => string | undefined;
  /** A create (`creating`) or update body as the site reads it; `given`: the fields the command
   * was given (an update's body also holds the stored values it keeps). */
  readonly writeBody: (
    resource: Resource,
    body: Params,
    creating: boolean,
    client: QuirkClient,
    given: Params,
  ) => Promise<Params>;
  /** Do items that tie in the list's order come in another order on each page (so paging misses some)? */
  readonly reordersTies: (resource: Resource) => boolean;
  /** Does a write through a by-slug route skip the check of the user's rights on that item (so that
   * writes go by id)? slug-writes-unchecked.json */
  readonly slugWritesUnchecked: boolean;
  /** Does the list's search find no text in other letters than Latin (so it is searched here)? */
  readonly searchesLatinOnly: (resource: Resource) => boolean;
  /** Does the event list filter by the first of several tags only (so each is listed, and the lists merged)? */
  readonly filtersOneTag: boolean;
  /** Does trashing an organizer unlink every organizer of its events, not only it (so the others
   * are linked again after)? */
  readonly trashUnlinksOtherOrganizers: boolean;
  /** Does an update reset the fields it is not sent (so it must send them back)? */
  readonly mergesUpdates: (resource: Resource) => boolean;
  /** The stored values of the fields an update would reset, read from the item's view (less
   * those the update's `given` fields replace). */
  readonly keptFields: (resource: Resource, view: unknown, given: Params) => Params;
  /** Before an update; a merged one with the item's view read first (`current`): that view made
   * whole where the site showed it masked (undefined: as it is). May refuse an update it cannot
   * make whole, or one the site would take otherwise than the contract says. */
  readonly beforeUpdate: (
    resource: Resource,
    update: { current: unknown; given: Params; path: string; subject?: string },
    client: QuirkClient,
  ) => Promise<unknown>;
  /** After an update: changes its write could not make, made through other routes. True if it
   * changed the item (to be read again). */
  readonly afterUpdate: (resource: Resource, update: UpdateMade, client: QuirkClient) => Promise<boolean>;
  /** The query that reads an item refused for its password (`path`, an item's own) by a user who
   * may edit it: its password; undefined where there is none to give. */
  readonly unlock: (path: string, client: QuirkClient) => Promise<Params | undefined>;
  /** How to read an event the site no longer shows by id (trash), for a merged update. */
  readonly trashedEventQuery: (id: number) => Params | undefined;
  /** An answer of the site (an item, or a list's envelope) with the values it shows escaped as they are stored. */
  readonly answerAsStored: (resource: Resource, data: unknown) => unknown;
  /** Text as it was sent, recovered from how the site shows it, for comparisons. */
  readonly comparableText: (text: string) => string;
  /** Does the site show texts otherwise than written in ways comparableText cannot undo (WordPress's
   * filters: shortcodes, blocks, markup a user may not store; src/cli/import/shown-texts.ts)? */
  readonly filtersText: boolean;
  /** The slug the site gives an item created with this title or name (before any `-2`). */
  readonly titleSlug: (title: string) => string;
  /** The name the site stores for a category or tag given this name, which its search compares
   * with and which another term of that name has (WordPress: `Kids <12>` as `Kids`). */
  readonly termName: (name: string) => string;
  /** Can an event's slug from another store fail to find it here, though it is the same event?
   * (WordPress: a draft has no slug until it is published; a slug in other scripts or with
   * emoji is kept percent-encoded, which calev's own store makes plain: drafts-without-slugs.json) */
  readonly slugsDiffer: boolean;
  /** An item as an export writes it: names as they read, for the file to carry elsewhere. */
  readonly exportedView: (resource: Resource, view: unknown) => unknown;
  /** Items (a page of an export) with their texts as stored where the site shows them otherwise
   * (typographic quotes and dashes); `asShown` where this user may not read them so. */
  readonly storedTexts: (
    resource: Resource,
    items: unknown[],
    client: QuirkClient,
  ) => Promise<{ items: unknown[]; asShown: boolean }>;
}

/** `calev serve` and the embedded store: the contract as written, nothing to work around. */
export const CONTRACT_SITE: SiteQuirks = {
  name: 'calendar/events/v1',
  hasRecurrence: true,
  listsHidden: true,
  listQuery: (_resource, query) => query,
  nextLink: (_resource, url) => url,
  writeBody: (_resource, body) => Promise.resolve(body),
  reordersTies: () => false,
  searchesLatinOnly: () => false,
  filtersOneTag: false,
  slugWritesUnchecked: false,
  trashUnlinksOtherOrganizers: false,
  mergesUpdates: () => false,
  keptFields: () => ({}),
  beforeUpdate: () => Promise.resolve(undefined),
  afterUpdate: () => Promise.resolve(false),
  // editors read protected events (API.md §2.4)
  unlock: () => Promise.resolve(undefined),
  trashedEventQuery: () => undefined,
  answerAsStored: (_resource, data) => data,
  comparableText: (text) => text,
  filtersText: false,
  titleSlug: sanitizeSlug,
  termName: (name) => name.trim(),
  slugsDiffer: false,
  exportedView: (_resource, view) => view,
  storedTexts: (_resource, items) => Promise.resolve({ items, asShown: false }),
};

/**
 * The fields a partial event update resets, and so must be sent back with their stored values.
 * partial-update-resets.json: timezone, cost, website, show_map(_link), hide_from_listings,
 * sticky, featured, organizer; partial-update-resets-status-image-all-day.json: status (a draft
 * is published), image, all_day; partial-update-resets-publication-date.json: the publication
 * date, which becomes the time of the update (a scheduled event is published at once: see
 * keptPublicationDate). Title,
 * description, excerpt, dates, venue and terms are kept, and are not sent back: the site shows
 * them rendered (title-as-wordpress-shows-and-slugs-it.json), not as stored.
 */
const RESET_BY_EVENT_UPDATE = [
  'status',
  'image',
  'all_day',
  'timezone',
  'cost',
  'website',
  'show_map',
  'show_map_link',
  'hide_from_listings',
  'sticky',
  'featured',
  'organizer',
] as const;

/**
 * The fields each resource's update resets, by resource (those a merged update sends back).
 * linked-update-resets.json: a venue update not sent them publishes a draft, turns show_map and
 * show_map_link on and removes the image; an organizer's publishes it and removes the image; and
 * an update of a venue, organizer or event in the trash not sent its status publishes it (API.md
 * §5.2: only a status given restores it), while sent `trash` it stays there.
 */
const RESET_BY_UPDATE: Partial<Record<Resource, readonly ResetField[]>> = {
  events: RESET_BY_EVENT_UPDATE,
  venues: ['status', 'image', 'show_map', 'show_map_link'],
  organizers: ['status', 'image'],
};
type ResetField = (typeof RESET_BY_EVENT_UPDATE)[number];

/** The quirks of the site at this namespace (a fresh object: the TEC one caches the ids of terms, venues and organizers it looked up). */
export function quirksFor(namespace: string): SiteQuirks {
  return namespace === TEC_NAMESPACE ? tecSite() : CONTRACT_SITE;
}

/** A date, or a date and time, written as the plugin and the API read them alike. */
const ISO_WALL = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;

function tecSite(): SiteQuirks {
  // the ids of terms named by event writes, by resource and name; the venues and organizers
  // named by event writes, as looked up, made or last updated, by resource and name
  const ids = new Map<string, Promise<number | undefined>>();
  const linked = new Map<string, Promise<View | undefined>>();
  // the site's timezone, read once where a date needs it
  let siteZone: Promise<string | undefined> | undefined;
  return {
    name: TEC_NAMESPACE,
    // The plugin has no recurring events (its Pro add-on has another model): a series is refused
    // before anything is sent, or expanded into single events (src/cli/resource/series.ts).
    hasRecurrence: false,
    // The plugin's lists never show events hidden from listings, and its list takes no filter
    // that would (it ignores `hide_from_listings`, listing the others).
    listsHidden: false,
    // image-file-through-wordpress.json: WordPress takes the file, the plugin its attachment id
    mediaRoute: '/wp/v2/media',
    async listQuery(resource, query, client) {
      if (resource === 'categories' || resource === 'tags') return withoutStatusAny(termSearch(query));
      if (resource !== 'events') return withoutStatusAny(query);
      const { hide_from_listings: hidden, ...rest } = query;
      // list-date-filters-read-by-php.json: a filter outside the API's grammar that strtotime
      // reads otherwise (`+2h`) lists as if it were not given: refused, as calev serve refuses it
      for (const key of eventListDateFilters()) {
        const value = rest[key];
        if ((typeof value === 'string' || typeof value === 'number') && value !== '' && dateKind(value) === null)
          throw new NotSentError(`${key} ${JSON.stringify(value)} is not a date`, DATE_HINT);
      }
      if (givenTrue('hide_from_listings', hidden))
        throw new NotSentError(
          'events hidden from listings: The Events Calendar lists none of them (they are read by id or slug)',
        );
      const dated = await filtersAsSiteReads(rest, () => (siteZone ??= siteTimezone(client)));
      return withoutStatusAny(includedAtAnyDate(dated));
    },
    // The next page is asked for by number with the list's own query, never by the site's link:
    // term-next-link-drops-query.json: a term list's next link is a bare `?page=2`, without
    // per_page or hide_empty; next-link-drops-filters.json: an event list's link leaves out
    // categories, tags, `featured=false` and strict_dates (a filtered `--all` went on with every
    // event); next-page-status-any.json: for users with edit rights it carries `status=any`, which
    // the same API refuses.
    nextLink: () => undefined,
    async writeBody(resource, rawBody, creating, client, given) {
      const body = asciiWebsite(rawBody);
      if (resource === 'venues') return venueBody(blankDescription(imageAsText(body)));
      if (resource === 'organizers') return blankDescription(imageAsText(body));
      if (resource === 'categories' || resource === 'tags') return termBody(body);
      if (resource !== 'events') return body;
      const out: Params = imageAsText(body);
      // image-id-as-text.json: an event's image "" or "0" is a 400; an update not sent the image
      // removes it (partial-update-resets-status-image-all-day.json), a create makes none
      if (out.image === '' || out.image === '0') delete out.image;
      // empty-description-excerpt-refused.json: `""` is a 400; a blank is stored and shown as
      // empty, so it clears the text as `""` does on calev serve.
      for (const key of ['description', 'excerpt'] as const) if (out[key] === '') out[key] = ' ';
      // date-phrases-read-by-php.json: a date outside the API's grammar is refused before anything
      // is read or sent (the plugin would read `+2h` as a zone, making an event of no length)
      const DATES = ['start_date', 'end_date'] as const;
      const kinds = DATES.map((key) => {
        const value = out[key];
        if (typeof value !== 'string' && typeof value !== 'number') return undefined;
        const kind = dateKind(value);
        if (kind === null) throw new NotSentError(`${key} ${JSON.stringify(value)} is not a date`, DATE_HINT);
        return kind;
      });
      // fixed-offset-timezone-guessed.json: an offset goes as a zone that keeps it all year where
      // the plugin computes the event's instants from it: given, or stored and sent back with new
      // dates; and a create without a timezone on a site whose own timezone is an offset
      const dated = given.start_date !== undefined || given.end_date !== undefined;
      if (typeof out.timezone === 'string' && out.timezone !== '' && (out.timezone === given.timezone || dated))
        out.timezone = zoneForFixedOffset(out.timezone, out.start_date) ?? out.timezone;
      else if (creating && (out.timezone === undefined || out.timezone === '')) {
        const site = await (siteZone ??= siteTimezone(client));
        const steady = site === undefined ? undefined : siteZoneForFixedOffset(site, out.start_date);
        if (steady !== undefined) out.timezone = steady;
      }
      // The plugin reads dates with PHP's strtotime, not the API's grammar (API.md §5.6): sent as
      // the wall clocks calev reads, in the event's timezone. zoned-dates-read-as-wall-clocks.json:
      // a zone after the time is dropped and a timestamp read as a UTC wall clock;
      // date-phrases-read-by-php.json: `noon tomorrow` is stored at 00:00.
      for (const [i, key] of DATES.entries()) {
        const value = out[key];
        const kind = kinds[i];
        if ((typeof value !== 'string' && typeof value !== 'number') || kind === undefined) continue;
        // `2030-03-01 19:00` (the usual form) is read alike: it goes as given
        if (kind.kind === 'wall' && typeof value === 'string' && ISO_WALL.test(value.trim())) continue;
        const given = typeof out.timezone === 'string' ? normalizeTimezone(out.timezone) : null;
        // a wall clock needs no zone: the site's is read only for what is read from now or names an instant
        const zone = kind.kind === 'wall' ? 'UTC' : (given ?? (await (siteZone ??= siteTimezone(client))));
        const wall = zone === undefined ? null : parseDateInput(value, zone, new Date());
        if (wall !== null) out[key] = wall;
      }
      // end-before-start-kept.json: an end before the start is shown as the start, but its UTC
      // end is stored as sent, so no list, export or calendar shows the event: it ends when it
      // starts, as calev's server makes it (API.md §5.6)
      const [start, end] = [out.start_date, out.end_date];
      if (typeof start === 'string' && typeof end === 'string' && ISO_WALL.test(start) && ISO_WALL.test(end))
        if (end.replace('T', ' ') < start.replace('T', ' ')) out.end_date = start;
      if (out.cost !== undefined && out.cost !== null) out.cost = costAsSiteReads(out.cost);
      // password-through-wordpress.json: the plugin takes no password; afterUpdate sets it
      delete out.password;
      // zero-cost-dropped-on-create.json: a cost of 0 is not stored on create; `Free` is.
      if (creating && (out.cost === '0' || out.cost === 0)) out.cost = 'Free';
      // organizer-object-vs-array.json: one organizer object is refused; a list of one is fine.
      if (out.organizer && typeof out.organizer === 'object' && !Array.isArray(out.organizer))
        out.organizer = [out.organizer];
      if (isData(out.venue)) out.venue = (await linkedIdFor('venues', out.venue, client, linked)) ?? out.venue;
      // venue-unlinked-through-wordpress-meta.json: no venue leaves the link as it is (`[]` as
      // text is a 400); an update unlinks it afterwards (afterUpdate)
      else if (isNoVenue(out.venue)) delete out.venue;
      if (Array.isArray(out.organizer))
        out.organizer = await Promise.all(
          out.organizer.map(async (o) => (isData(o) ? ((await linkedIdFor('organizers', o, client, linked)) ?? o) : o)),
        );
      // existing-tag-by-name.json: an existing tag given by name or slug is linked as a new tag
      // named after its id; its id links it, and a new name is created correctly.
      if (Array.isArray(out.tags) || typeof out.tags === 'string')
        out.tags = await termIdsFor('tags', listOf(out.tags), client, ids);
      // Categories by name are linked right, but event writes at once that name a new one each
      // create it (two categories of one name) or leave it off the event that lost the race: made
      // once, like tags, and linked by id.
      const categories = out.categories === undefined || out.categories === null ? [] : listOf(out.categories);
      if (categories.length > 0) out.categories = await termIdsFor('categories', categories, client, ids);
      return out;
    },
    // list-order-of-ties-is-unstable.json: posts are ordered by one date alone, and items of the
    // same second (an import) come in another order for every page: some repeat, some never show.
    reordersTies: (resource) => resource === 'events' || resource === 'venues' || resource === 'organizers',
    // names-in-other-scripts-not-searched.json
    searchesLatinOnly: (resource) => resource === 'venues' || resource === 'organizers',
    // one-tag-of-several.json: `tags=a,b` lists the events of `a` alone (categories list any)
    filtersOneTag: true,
    // slug-writes-unchecked.json: the by-slug routes check only that the user may edit (or delete)
    // some event, venue or organizer: a contributor's update took an administrator's event offline
    slugWritesUnchecked: true,
    // The plugin's clean-up of a trashed organizer deletes the organizer links of each (upcoming,
    // published) event that had it: all of them, the other organizers' too.
    trashUnlinksOtherOrganizers: true,
    mergesUpdates: (resource) => resource in RESET_BY_UPDATE,
    keptFields(resource, view, given) {
      const reset = RESET_BY_UPDATE[resource];
      if (!reset || !view || typeof view !== 'object') return {};
      const item = view as View;
      const kept: Params = {};
      for (const key of reset) {
        const value = keptValue(key, item);
        if (value !== undefined) kept[key] = value;
      }
      Object.assign(kept, restoredSlug(resource, item, given));
      if (resource === 'venues') Object.assign(kept, keptRegion(item, given));
      if (resource !== 'events') return kept;
      // a publication date given, in site time or in UTC, replaces the stored one
      if (given.date === undefined && given.date_utc === undefined) Object.assign(kept, keptPublicationDate(item));
      return Object.assign(kept, keptEventDates(item, given));
    },
    async beforeUpdate(resource, { current, given, path, subject }, client) {
      if (resource === 'categories') return refuseParentLoop(path, given, client, subject);
      const item = current && typeof current === 'object' ? (current as View) : {};
      // protected-event-in-the-trash.json: a protected event in the trash is refused by id even
      // with its password, and the trash list shows it masked (all_day null, no cost, organizers…):
      // kept from that, an update would reset them all
      if (resource !== 'events' || item.all_day !== null) return undefined;
      const id = idOf(item);
      const status = typeof given.status === 'string' ? given.status : undefined;
      if (item.status !== 'trash' || id === undefined || status === undefined || status === 'trash')
        throw new NotSentError(
          `${subject ? `${subject}: ` : ''}not updated: the site shows this password-protected event masked, so its other fields could not be kept`,
          item.status === 'trash'
            ? `restore it first: calev events update ${id ?? ''} --status draft (or --status publish to publish it)`
            : undefined,
        );
      // restored through WordPress's API, which changes nothing else; then read whole (unlock)
      await wordpressWrite(
        client,
        `/wp/v2/tribe_events/${id}`,
        { query: { _fields: 'id,status' }, body: { status }, subject },
        () =>
          new ResponseError(
            `${subject ? `${subject}: ` : ''}not restored: this site's WordPress API does not offer its events`,
          ),
      );
      return (await client.call('GET', path, {})).data;
    },
    async afterUpdate(resource, { current, given, result, subject }, client) {
      if (resource === 'categories' || resource === 'tags')
        return clearTermFields(resource, given, result, client, subject);
      if (resource !== 'events') return false;
      const item = current && typeof current === 'object' ? (current as View) : {};
      const id = idOf(item) ?? idOf(result);
      if (id === undefined) return false;
      let changed = false;
      if ('venue' in given && isNoVenue(given.venue) && idOf(item.venue) !== undefined) {
        await unlinkVenue(id, item, client, subject);
        changed = true;
      }
      if ('password' in given) {
        await setPassword(id, scalarText(given.password), client, subject);
        changed = true;
      }
      return changed;
    },
    async unlock(path, client) {
      // password-through-wordpress.json: a protected event is refused by id to everyone without
      // its password, administrators too; those who may edit it read it from WordPress's API
      const id = /^\/events\/(\d+)$/.exec(path)?.[1];
      const slug = /^\/events\/by-slug\/([^/]+)$/.exec(path)?.[1];
      if (id === undefined && slug === undefined) return undefined;
      const query = { context: 'edit', _fields: 'password' };
      try {
        const { data } = await (id !== undefined
          ? client.callRoute('GET', `/wp/v2/tribe_events/${id}`, { query })
          : client.callRoute('GET', '/wp/v2/tribe_events', {
              query: { ...query, slug: decodeURIComponent(slug!), status: POST_STATUSES.join(',') },
            }));
        const found = (Array.isArray(data) ? data[0] : data) as View | undefined;
        return typeof found?.password === 'string' && found.password !== '' ? { password: found.password } : undefined;
      } catch (err) {
        // not allowed to edit it (rest_forbidden_context), or no such route: the refusal stands
        if (err instanceof ApiError) return undefined;
        throw err;
      }
    },
    // trashed-event-read-from-the-trash-list.json: GET is a 403 and the list applies its date
    // window even with include, unless a relative date filter (starts_after) lifts it.
    trashedEventQuery: (id) => ({ include: id, status: 'trash', starts_after: ANY_DATE }),
    answerAsStored: (resource, data) => (resource === 'events' ? eventsAsStored(data) : data),
    comparableText: renderedText,
    // texts-shown-otherwise.json
    filtersText: true,
    titleSlug: wordpressSlug,
    // term-names-as-stored.json
    termName: wordpressTermName,
    slugsDiffer: true,
    exportedView: decodedNames,
    storedTexts,
  };
}

/**
 * category-parent-loop-taken.json: WordPress takes a category as its own parent by making it a
 * top-level one, and one of its subcategories as its parent by leaving the parent as it was, both
 * answered 200. calev's server refuses both (API.md §4.8): refused before anything is written.
 */
async function refuseParentLoop(
  path: string,
  given: Params,
  client: QuirkClient,
  subject?: string,
): Promise<undefined> {
  const id = Number(/^\/categories\/(\d+)$/.exec(path)?.[1]);
  const parent = Number(scalarText(given.parent).trim());
  if (!Number.isInteger(id) || !Number.isInteger(parent) || parent <= 0 || given.parent === '') return undefined;
  let above = parent;
  for (let depth = 0; above > 0 && depth < 100; depth++) {
    if (above === id)
      throw new NotSentError(
        `${subject ? `${subject}: ` : ''}not updated: --parent ${parent} is ${parent === id ? 'the category itself' : 'one of its subcategories'}`,
        'a category goes under another branch, or to the top level with --parent 0',
      );
    const { data } = await client.call('GET', `/categories/${above}`, {});
    above = Number((data as View | undefined)?.parent ?? 0);
  }
  return undefined;
}

/**
 * website-in-other-letters-refused.json: a website with letters outside ASCII (`https://zénith.fr`,
 * `…?b=é`) is refused as an invalid parameter: sent as the URL it is, its host in punycode and
 * the rest percent-encoded (`https://xn--znith-bsa.fr/`), as browsers write it.
 */
function asciiWebsite(body: Params): Params {
  const website = body.website;
  // eslint-disable-next-line no-control-regex -- the ASCII range
  if (typeof website !== 'string' || !/[^\x00-\x7f]/.test(website)) return body;
  try {
    return { ...body, website: new URL(website.trim()).href };
  } catch {
    return body; // not a URL: refused as it is, with the hint that says what one is
  }
}

/**
 * term-search-of-ampersand.json: a term's name is stored with `&amp;` for `&`, and its search
 * compares with that, so `Rock & Roll` found nothing; term-name-with-less-than.json: `<` and `>`
 * as `&lt;` and `&gt;` (`C++ < Rust` found nothing, and the tag was linked as a new one named
 * after its id); term-names-without-markup.json: without markup. Searched as stored
 * (term-names-as-stored.json).
 */
function termSearch(query: Params): Params {
  const search = query.search;
  if (typeof search !== 'string') return query;
  const stored = wordpressTermName(search);
  // a search that is all markup (`<b></b>`) would list every term
  return stored === search || stored === '' ? query : { ...query, search: stored };
}

/** next-page-status-any.json: `status=any` is refused (400), while leaving `status` out means
 * exactly that for users with edit rights (and `publish` for the others). */
function withoutStatusAny(query: Params): Params {
  const statuses = query.status === undefined || query.status === null ? [] : listOf(query.status);
  if (!statuses.some((s) => scalarText(s).trim().toLowerCase() === 'any')) return query;
  const { status: _any, ...rest } = query;
  return rest;
}

/**
 * include-keeps-date-window.json: a list with `include` still applies the default window (from
 * yesterday to 24 months ahead), even to a start_date and end_date given, and applies the
 * relative date filters: the events asked for by id at any date are listed when the only date
 * filter is a relative one that lets everything through (which lifts the window).
 */
function includedAtAnyDate(query: Params): Params {
  const ids = query.include;
  if (ids === undefined || ids === null || (Array.isArray(ids) && ids.length === 0) || ids === '') return query;
  // API.md: `include` ignores the date filters
  const dates = eventListDateFilters();
  const rest: Params = {};
  for (const [key, value] of Object.entries(query)) if (!dates.includes(key)) rest[key] = value;
  return { ...rest, starts_after: ANY_DATE };
}

/** A date before every event: a relative date filter that lets everything through. */
const ANY_DATE = '1000-01-01';

/**
 * cost-range-loses-its-symbol.json: the plugin keeps a currency symbol only where each
 * comma-separated entry of the cost holds one number that it does not read as a decimal: `€10 -
 * €20`, `10 - 20 EUR` and `€1,000` are shown with the site's symbol (`$10 – $20`), `€10, €20` as
 * `€20`, `1,000 - 2,500 kr` as `Free`. Entries of one number each, without thousands separators,
 * joined by ` , `, are read right (`€10 , €20`: `€10 – €20`). A cost of numbers and one symbol
 * goes so (a shown range sent back by a merged update too); a cost with words, or a decimal
 * comma, goes as given.
 */
function costAsSiteReads(cost: ParamValue): ParamValue {
  const entries = costEntries(cost);
  if (entries === null || entries.length === 0) return cost;
  const { currency_symbol: symbol, currency_position: position } = parseCost(entries, 'Free').details;
  const numbers: string[] = [];
  for (const entry of entries) {
    const found = entry.match(COST_NUMBER) ?? [];
    const bare = entry.replace(COST_NUMBER, '');
    const rest = symbol === '' ? bare : bare.split(symbol).join('');
    // a decimal comma (`10,50 €`) is read as such by the site (and as two numbers by calev serve);
    // an entry of more commas is a list (`10,20,30`, which the site read as `Free`)
    const decimalComma = /\d,\d{1,2}(?!\d)/.test(entry) && entry.split(',').length === 2;
    if (found.length === 0 || /[^\s\-–—,]/u.test(rest) || decimalComma) return cost;
    numbers.push(...found.map((n) => n.replaceAll(',', '')));
  }
  const text = numbers.map((n) => (symbol === '' ? n : position === 'postfix' ? `${n}${symbol}` : `${symbol}${n}`));
  return text.join(' , ');
}

/**
 * fixed-offset-timezone-guessed.json: a fixed offset (`UTC+2`) is kept as the event's timezone,
 * but its instants are those of a region's zone guessed from the offset, with its summer time
 * (UTC+2 on 1 July: 07:00 UTC for 10:00), or UTC where none is found (UTC-3:30). An offset given
 * goes as a zone that keeps it all year: `Etc/GMT-2` for whole hours, else one without summer
 * time in the event's year (`Australia/Darwin` for UTC+9:30); none: refused, before anything is
 * written. Undefined: not a fixed offset (or UTC itself). `ofSite`: the site's own timezone, which
 * an event made without one takes.
 */
function zoneForFixedOffset(timezone: string, start: ParamValue | undefined, ofSite = false): string | undefined {
  const fixed = normalizeTimezone(timezone);
  const m = fixed === null ? null : /^UTC([+-])(\d+(?:\.\d+)?)$/.exec(fixed);
  if (m === null) return undefined;
  const hours = (m[1] === '-' ? -1 : 1) * Number(m[2]);
  if (hours === 0) return 'UTC';
  if (Number.isInteger(hours)) return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
  const dated = typeof start === 'string' && /^\d{4}-\d{2}-/.test(start);
  const [year, month] = dated
    ? [Number(start.slice(0, 4)), Number(start.slice(5, 7)) - 1]
    : [new Date().getUTCFullYear(), 0];
  const minutes = hours * 60;
  const at = (zone: string, m: number) => IANAZone.create(zone).offset(Date.UTC(year, m, 1));
  const zones = Intl.supportedValuesOf('timeZone');
  const steady = zones.find((z) => at(z, 0) === minutes && at(z, 6) === minutes);
  if (steady) return steady;
  const then = zones.find((z) => at(z, month) === minutes);
  throw new NotSentError(
    `${ofSite ? "the site's " : ''}timezone ${timezone}: The Events Calendar would store the event's times as UTC (it reads a fixed offset as the zone of a region, and no zone keeps ${timezone} all year)`,
    `give ${ofSite ? '--timezone with ' : ''}the name of a zone${ofSite ? '' : ' instead'}${then ? `, e.g. --timezone ${then} (${timezone} in ${DateTime.utc(year, month + 1).toFormat('LLLL yyyy')})` : ''}`,
  );
}

/** The zone an event made without a timezone goes with on a site whose own timezone is an offset. */
function siteZoneForFixedOffset(site: string, start: ParamValue | undefined): string | undefined {
  const zone = zoneForFixedOffset(site, start, true);
  // UTC+0, the default of a new WordPress site, is read right
  return zone === 'UTC' ? undefined : zone;
}

/**
 * draft-restored-as-trashed.json: WordPress gives a draft no slug, and its trash gives it
 * `__trashed`, which a restore keeps (a published item gets its own back): a draft restored
 * would be published later at `/event/__trashed/`. Restored, it is sent the slug of its title.
 */
function restoredSlug(resource: Resource, item: View, given: Params): Params {
  const status = given.status;
  if (item.status !== 'trash' || typeof status !== 'string' || status === 'trash' || given.slug !== undefined)
    return {};
  if (typeof item.slug !== 'string' || !/^__trashed(-\d+)?$/.test(item.slug)) return {};
  const name = item[NAME_FIELD[resource]];
  const slug = typeof name === 'string' ? wordpressSlug(decodeEntities(name)) : '';
  return slug === '' ? {} : { slug };
}

/**
 * list-date-filters-in-site-time.json: the plugin reads a list's date filters with PHP: the day of
 * an inclusive filter from the text as written (`2025-07-21T00:30+02:00` is the 21st, whatever
 * the site's zone), and a strict one (`strict_dates`) as a UTC wall clock, turned into the site's
 * time. The API reads each as the site's wall clock it stands for (API.md §4.2.3): an instant or a
 * phrase goes as that wall clock, and under strict_dates as its UTC one.
 */
async function filtersAsSiteReads(query: Params, siteZoneOf: () => Promise<string | undefined>): Promise<Params> {
  const strict = givenTrue('strict_dates', query.strict_dates, 'list');
  const out: Params = { ...query };
  for (const key of eventListDateFilters()) {
    const value = out[key];
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '') continue;
    // `2030-03-01` or `2030-03-01 19:00` (the usual form) is read alike where the filter is inclusive
    if (!strict && typeof value === 'string' && ISO_WALL.test(value.trim())) continue;
    const zone = (await siteZoneOf()) ?? 'UTC';
    const wall = parseDateInput(value, zone, new Date());
    if (wall !== null) out[key] = strict ? localToUtc(wall, zone) : wall;
  }
  return out;
}

/** partial-update-resets*.json: the value a reset field had, as the update must send it. */
function keptValue(key: ResetField, item: View): ParamValue | undefined {
  const value = item[key];
  switch (key) {
    case 'status':
      // an item in the trash stays there (linked-update-resets.json); a status given restores it
      return typeof value === 'string' ? value : undefined;
    case 'image':
      return value && typeof value === 'object' ? idOf(value) : undefined;
    case 'organizer':
      return Array.isArray(value) ? value.map(idOf).filter((id): id is number => id !== undefined) : undefined;
    case 'website':
      // website-permalink-fallback.json: without a website the site shows the event's own page.
      return typeof value === 'string' && value !== '' && value !== item.url ? value : undefined;
    case 'cost': {
      // partial-update-resets.json: a cost stored as `12` is shown as `$12` with no currency symbol of
      // its own; sending the shown text back would pin the site's symbol on the event.
      const cost = costAsStored(item);
      return cost === '' ? undefined : cost;
    }
    default:
      return typeof value === 'boolean' || typeof value === 'string' ? value : undefined;
  }
}

/**
 * A venue update not sent `stateprovince` sets it anew from the state and province sent with it
 * (the state where the country sent is none or the US), blank where it is sent neither: a phone
 * changed took the region off the venue's address. Sent none of the four, the update sends the
 * stored one back; sent a state, province or country, it sends the others as stored, so that the
 * plugin sets it from the whole address, as calev serve does (API.md §5.3).
 */
function keptRegion(item: View, given: Params): Params {
  if (given.stateprovince !== undefined) return {};
  const stored = (key: string) => (typeof item[key] === 'string' ? decodeEntities(item[key]) : '');
  const address = ['state', 'province', 'country'] as const;
  if (!address.some((key) => given[key] !== undefined))
    return stored('stateprovince') === '' ? {} : { stateprovince: stored('stateprovince') };
  const kept: Params = {};
  for (const key of address) if (given[key] === undefined && stored(key) !== '') kept[key] = stored(key);
  return kept;
}

/**
 * partial-update-resets-publication-date.json: an update not sent the publication date sets it to
 * its own time (a scheduled event is published at once), so it goes back whenever it is fixed: as
 * `date_utc`, the instant, which keeps it where it was even if the site's timezone changed since
 * (sent as `date`, the site would read that wall time in its timezone of now). A draft's or a
 * pending event's date floats (date_utc 0000-00-00 00:00:00: the time of its last save until it
 * is published): sent back, it would be fixed.
 */
function keptPublicationDate(item: View): Params {
  const utc = item.date_utc;
  if (typeof utc === 'string') return utc.startsWith('0000-00-00') ? {} : { date_utc: utc };
  // a view without date_utc: the site-time date of an event whose date is fixed
  const fixed = item.status === 'publish' || item.status === 'future' || item.status === 'private';
  return fixed && typeof item.date === 'string' ? { date: item.date } : {};
}

/** `venue` values that mean no venue (API.md §5.3), and `[]` as text (`-F venue=[]`). */
function isNoVenue(value: ParamValue | undefined): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return value === null || value === 0 || value === '' || value === '0' || value === '[]';
}

/**
 * venue-unlinked-through-wordpress-meta.json: the plugin's API cannot unlink an event's venue (an
 * update with no venue keeps it), but WordPress's own API can: the block editor's meta
 * `_EventVenueID`, set to [] on the event's post; nothing else of the event changes. A site whose
 * block editor does not load has no such meta there (venue-meta-not-exposed.json: a 200 that
 * ignores it) or no such route: then the update is done but the venue stays, which is said.
 */
async function unlinkVenue(id: number, item: View, client: QuirkClient, subject?: string): Promise<void> {
  const venue = item.venue && typeof item.venue === 'object' ? (item.venue as View) : {};
  const cannot = partlyDone(
    subject,
    `its venue ${decodeEntities(scalarText(venue.venue))} (${idOf(venue)}) is still linked`,
    "The Events Calendar's API cannot unlink a venue, and this site's WordPress API does not offer the event's venue (_EventVenueID)",
    'link another venue with --venue ID, or remove this one in WordPress',
  );
  const data = await wordpressWrite(
    client,
    `/wp/v2/tribe_events/${id}`,
    { query: { _fields: 'id,meta._EventVenueID' }, body: { meta: { _EventVenueID: [] } }, subject },
    cannot,
  );
  const meta = data && typeof data === 'object' ? (data as View).meta : undefined;
  const linked = meta && typeof meta === 'object' ? (meta as View)._EventVenueID : undefined;
  if (!Array.isArray(linked) || linked.length > 0) throw cannot();
}

/**
 * password-through-wordpress.json: the plugin's update takes no password (sent one, the event
 * stays readable by anyone); WordPress's own API sets it on the post, `""` removes it.
 */
async function setPassword(id: number, password: string, client: QuirkClient, subject?: string): Promise<void> {
  const cannot = partlyDone(
    subject,
    password === '' ? 'its password is still set' : 'it is not protected by a password',
    "The Events Calendar's API takes no password, and this site's WordPress API does not offer the event's",
    'set it in WordPress',
  );
  const data = await wordpressWrite(
    client,
    `/wp/v2/tribe_events/${id}`,
    { query: { _fields: 'id,password' }, body: { password }, subject },
    cannot,
  );
  if (!data || typeof data !== 'object' || (data as View).password !== password) throw cannot();
}

/** term-empty-description-and-top-level-refused.json: what the plugin refuses is left to afterUpdate. */
function termBody(body: Params): Params {
  const out: Params = { ...body };
  if (out.description === '') delete out.description;
  if (isTopLevel(out.parent)) delete out.parent;
  return out;
}

function isTopLevel(parent: ParamValue | undefined): boolean {
  return parent === 0 || parent === '0';
}

/**
 * term-empty-description-and-top-level-refused.json: a term's description `""` and a category's
 * parent 0 (the top level) are refused by the plugin, on create and update alike (termBody leaves
 * them out: a new term has neither); WordPress's own API for the taxonomy takes them.
 */
async function clearTermFields(
  resource: 'categories' | 'tags',
  given: Params,
  result: unknown,
  client: QuirkClient,
  subject?: string,
): Promise<boolean> {
  const fields: Params = {};
  if (given.description === '') fields.description = '';
  if (resource === 'categories' && isTopLevel(given.parent)) fields.parent = 0;
  const id = idOf(result);
  if (Object.keys(fields).length === 0 || id === undefined) return false;
  const what = [
    ...(fields.description === '' ? ['its description is not cleared'] : []),
    ...(fields.parent === 0 ? ['it is not moved to the top level'] : []),
  ].join(' and ');
  const route = resource === 'tags' ? '/wp/v2/tags' : '/wp/v2/tribe_events_cat';
  const cannot = partlyDone(
    subject,
    what,
    `The Events Calendar's API refuses that, and this site's WordPress API has no ${route}`,
    'change it in WordPress',
  );
  await wordpressWrite(client, `${route}/${id}`, { query: { _fields: 'id' }, body: fields, subject }, cannot);
  return true;
}

/** A write to WordPress's own API; a route it does not have is `missing`'s error. */
async function wordpressWrite(
  client: QuirkClient,
  route: string,
  opts: { query: Params; body: Params; subject?: string },
  missing: () => Error,
): Promise<unknown> {
  try {
    return (await client.callRoute('POST', route, opts)).data;
  } catch (err) {
    // WordPress's answer for a route it does not have (an unknown id is another 404: rest_post_invalid_id)
    if (err instanceof ApiError && err.code === 'rest_no_route') throw missing();
    throw err;
  }
}

/** An update done but for one part, which only WordPress's own API could make and did not. */
function partlyDone(subject: string | undefined, what: string, why: string, hint: string): () => ResponseError {
  return () => new ResponseError(`${subject ? `${subject}: ` : ''}updated, but ${what}: ${why}`, hint);
}

/**
 * one-date-alone-ignored-on-update.json: an update sent one of the dates changes neither, so the
 * other goes along with its stored value (API.md §5.6: the other is kept); a timezone alone goes
 * with both. An end before the new start becomes the start there, as on calev serve; but an
 * all-day event moved past its end day must end on its new day (the plugin would end it at its
 * start, 00:00:00): that end is sent.
 */
function keptEventDates(item: View, given: Params): Params {
  const start = given.start_date;
  const sent = (value: ParamValue | undefined) => value !== undefined && value !== null && value !== '';
  // timezone-alone-keeps-utc-dates.json: a new timezone without the dates keeps the UTC dates of
  // the old one (the event moves to another instant); with them, the wall clocks are kept
  // (`""` too: it resets the timezone to the site's)
  if (!sent(start) && !sent(given.end_date) && typeof given.timezone === 'string') {
    const { start_date, end_date } = item;
    return typeof start_date === 'string' && typeof end_date === 'string' ? { start_date, end_date } : {};
  }
  if (sent(start) === sent(given.end_date)) return {};
  if (!sent(start)) return typeof item.start_date === 'string' ? { start_date: item.start_date } : {};
  const end = item.end_date;
  if (typeof end !== 'string') return {};
  const allDay = given.all_day === undefined ? item.all_day === true : givenTrue('all_day', given.all_day);
  if (allDay && (typeof start === 'string' || typeof start === 'number')) {
    const zone = normalizeTimezone(scalarText(given.timezone ?? item.timezone)) ?? 'UTC';
    const day = parseDateInput(start, zone, new Date())?.slice(0, 10);
    if (day !== undefined && day > end.slice(0, 10)) return { end_date: `${day} 23:59:59` };
  }
  return { end_date: end };
}

function idOf(value: unknown): number | undefined {
  const id = value && typeof value === 'object' ? (value as View).id : undefined;
  return typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : undefined;
}

/**
 * names-shown-with-entities.json: titles and names are shown with HTML entities (`Rock &#038;
 * Roll`, a category's `Rock &amp; Roll`); an export writes them as they read, so that a file
 * imported into another site or calev's store does not carry the entities into the names.
 * Descriptions and excerpts are HTML and stay as shown.
 */
function decodedNames(resource: Resource, view: unknown): unknown {
  if (!view || typeof view !== 'object' || Array.isArray(view)) return view;
  const item = { ...(view as View) };
  const decode = (obj: unknown, key: string): unknown => {
    if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return obj;
    const value = (obj as View)[key];
    return typeof value === 'string' ? { ...(obj as View), [key]: decodeEntities(value) } : obj;
  };
  Object.assign(item, decode(item, NAME_FIELD[resource]));
  if (resource !== 'events') return item;
  item.venue = decode(item.venue, 'venue');
  if (Array.isArray(item.organizer)) item.organizer = item.organizer.map((o) => decode(o, 'organizer'));
  for (const key of ['categories', 'tags'] as const)
    if (Array.isArray(item[key])) item[key] = (item[key] as unknown[]).map((t) => decode(t, 'name'));
  return item;
}

/**
 * website-shown-escaped.json: the plugin shows an event's website through esc_html (its venue's
 * and organizers' as stored): `https://tix.example.org/buy?id=7&ref=cal's` as
 * `…?id=7&amp;ref=cal&#039;s`, which `list`, `get`, an ICS `URL` and an export would carry on (into
 * calev's store, a broken link: `amp;ref`). Read as stored, in every answer: an event, or a list.
 */
function eventsAsStored(data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const view = data as View;
  if (Array.isArray(view.events)) return { ...view, events: view.events.map(eventsAsStored) };
  return typeof view.website === 'string' && view.website.includes('&')
    ? { ...view, website: storedWebsite(view.website) }
    : data;
}

/** What esc_html writes in a URL (it leaves entities that are there already as they are), undone. */
const ESCAPED_IN_HTML: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#039': "'" };

/** A website as the plugin stores it, from how it shows an event's (esc_html). */
export function storedWebsite(shown: string): string {
  return shown.replace(/&(amp|lt|gt|quot|#039);/g, (_m, name: string) => ESCAPED_IN_HTML[name]);
}

/** A URL of The Events Calendar's API: `…/wp-json/tribe/events/v1/…`, or `?rest_route=/tribe/events/v1/…` (plain permalinks). */
export function namesTecRoute(url: unknown): boolean {
  if (typeof url !== 'string') return false;
  let text = url;
  try {
    text = decodeURIComponent(url);
  } catch {
    // a URL with a stray `%`: read as it is
  }
  return /(?:\/|rest_route=\/?)tribe\/events\/v1(?:[/?&#]|$)/i.test(text);
}

/**
 * Is this item an answer of The Events Calendar's API (as `list`, `get` or a plain download of it
 * saves one): its own `rest_url` (events) or `urls.self` (terms) names the plugin's routes?
 * Venues and organizers name none: their file's list envelope does (`rest_url`).
 */
export function isTecView(view: unknown): boolean {
  if (!view || typeof view !== 'object' || Array.isArray(view)) return false;
  const { rest_url: restUrl, urls } = view as View;
  return namesTecRoute(restUrl) || (Boolean(urls) && typeof urls === 'object' && namesTecRoute((urls as View).self));
}

/** A venue's fields of plain text (besides its name), which an import reads as the site stores them. */
const VENUE_TEXTS = ['address', 'city', 'country', 'province', 'state', 'zip', 'phone', 'stateprovince'] as const;

/**
 * An item of The Events Calendar's API as a file holds it, with the texts the plugin shows for
 * HTML as it stores them (names-shown-with-entities.json, website-shown-escaped.json): titles
 * and the names of venues, organizers and terms without entities (`Q&#038;A` as `Q&A`, a
 * category's `R&amp;B` as `R&B`), a venue's plain fields so too, the event's website unescaped.
 * Descriptions and excerpts are HTML, where entities are text: they stay. Typographic quotes and
 * dashes the site shows stay too (an `—` may be one: export reads texts as stored).
 */
export function tecViewAsStored(resource: Resource, view: unknown): unknown {
  const named = decodedNames(resource, view);
  const item = resource === 'events' ? eventsAsStored(named) : named;
  if (!item || typeof item !== 'object' || Array.isArray(item)) return item;
  const venueTexts = (venue: unknown): unknown => {
    if (!venue || typeof venue !== 'object' || Array.isArray(venue)) return venue;
    const out = { ...(venue as View) };
    for (const key of VENUE_TEXTS) if (typeof out[key] === 'string') out[key] = decodeEntities(out[key]);
    return out;
  };
  if (resource === 'venues') return venueTexts(item);
  return resource === 'events' ? { ...(item as View), venue: venueTexts((item as View).venue) } : item;
}

/** WordPress's own routes of the plugin's post types, which give their texts as stored. */
const STORED_TEXTS_ROUTE: Partial<Record<Resource, string>> = {
  events: '/wp/v2/tribe_events',
  venues: '/wp/v2/tribe_venue',
  organizers: '/wp/v2/tribe_organizer',
};

/** ids a page of WordPress's API takes in one `include` */
const INCLUDED_AT_ONCE = 100;

type StoredTexts = Map<number, { title: string; content: string; excerpt: string }>;

/**
 * texts-stored-through-wordpress.json: the plugin shows titles, names, descriptions and excerpts
 * through WordPress's display filters (wptexturize: `--` as an em dash, straight quotes as curly
 * ones, `3x4` as `3×4`, `...` as `…`; wpautop: paragraphs), and gives no stored text, not even
 * with `context=edit`. An export that wrote them so would carry the display into another site or
 * calev's store as the text itself. WordPress's own API gives them as stored (`title.raw`,
 * `content.raw`, `excerpt.raw` with `context=edit`) to the users who may edit the items: read
 * there, one request a page for the items and one for their venues and organizers. Others (a
 * subscriber, a site whose WordPress API does not offer the post type) keep the texts as shown.
 */
async function storedTexts(
  resource: Resource,
  items: unknown[],
  client: QuirkClient,
): Promise<{ items: unknown[]; asShown: boolean }> {
  const route = STORED_TEXTS_ROUTE[resource];
  const views = items.filter((i): i is View => Boolean(i) && typeof i === 'object');
  if (route === undefined || views.length === 0) return { items, asShown: false };
  const own = await storedTextsOf(route, views, client);
  if (own === undefined) return { items, asShown: true };
  const nameKey = NAME_FIELD[resource];
  if (resource !== 'events') return { items: items.map((i) => withStoredTexts(i, own, nameKey)), asShown: false };
  const venues = views.map((v) => v.venue).filter((v): v is View => idOf(v) !== undefined);
  const organizers = views.flatMap((v) => (Array.isArray(v.organizer) ? (v.organizer as View[]) : []));
  const [venueTexts, organizerTexts] = await Promise.all([
    storedTextsOf(STORED_TEXTS_ROUTE.venues!, venues, client),
    storedTextsOf(STORED_TEXTS_ROUTE.organizers!, organizers, client),
  ]);
  const event = (item: unknown): unknown => {
    const view = withStoredTexts(item, own, 'title') as View;
    return {
      ...view,
      venue: venueTexts ? withStoredTexts(view.venue, venueTexts, 'venue') : view.venue,
      organizer:
        organizerTexts && Array.isArray(view.organizer)
          ? view.organizer.map((o) => withStoredTexts(o, organizerTexts, 'organizer'))
          : view.organizer,
    };
  };
  return { items: items.map(event), asShown: false };
}

/** The stored texts of these items (by id), or undefined where this user may not read them. */
async function storedTextsOf(route: string, views: View[], client: QuirkClient): Promise<StoredTexts | undefined> {
  const ids = [...new Set(views.map(idOf).filter((id): id is number => id !== undefined))];
  const statuses = [...new Set(views.map((v) => v.status).filter((s): s is string => typeof s === 'string'))];
  const texts: StoredTexts = new Map();
  for (let at = 0; at < ids.length; at += INCLUDED_AT_ONCE) {
    const include = ids.slice(at, at + INCLUDED_AT_ONCE);
    const query: Params = {
      context: 'edit',
      include: include.join(','),
      per_page: include.length,
      _fields: 'id,title,content,excerpt',
      // WordPress lists published items alone unless asked (an embedded venue may have no status)
      status: statuses.length ? statuses.join(',') : POST_STATUSES.join(','),
    };
    let data: unknown;
    try {
      ({ data } = await client.callRoute('GET', route, { query }));
    } catch (err) {
      // not allowed to edit them (rest_forbidden_context), or no such route: as shown; but a 401
      // to credentials sent says they never arrived (a server that drops the Authorization
      // header): every read was then anyone's, and the drafts, pending and private items are
      // missing from what was listed, which an export must not pass for the whole calendar
      if (credentialsDropped(err)) throw err;
      if (err instanceof ApiError && err.status < 500) return undefined;
      throw err;
    }
    for (const raw of Array.isArray(data) ? (data as View[]) : []) keepStored(texts, raw);
  }
  // The plugin adds "ending from now on" to every list of its events that names no date of its
  // own, WordPress's too: an event that has ended is missing from those pages (its texts were
  // exported as shown). Its own route gives it: those are read one by one, a few at a time.
  const missing = ids.filter((id) => !texts.has(id));
  let next = 0;
  const reader = async (): Promise<void> => {
    while (next < missing.length) {
      const id = missing[next++];
      try {
        const query = { context: 'edit', _fields: 'id,title,content,excerpt' };
        keepStored(texts, (await client.callRoute('GET', `${route}/${id}`, { query })).data);
      } catch (err) {
        // not this user's to edit, or gone since: as shown
        if (credentialsDropped(err) || !(err instanceof ApiError && err.status < 500)) throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_ALONE_AT_ONCE, missing.length) }, reader));
  return texts;
}

/** A 401 to a request that carried the credentials: WordPress never got them (403 says no). */
function credentialsDropped(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401 && err.credentialsSent;
}

/** single reads of stored texts in flight at once */
const READ_ALONE_AT_ONCE = 4;

function keepStored(texts: StoredTexts, raw: unknown): void {
  if (!raw || typeof raw !== 'object') return;
  const view = raw as View;
  const id = idOf(view);
  if (id !== undefined)
    texts.set(id, { title: rawOf(view.title), content: rawOf(view.content), excerpt: rawOf(view.excerpt) });
}

function rawOf(field: unknown): string {
  const raw = field && typeof field === 'object' ? (field as View).raw : undefined;
  return typeof raw === 'string' ? raw : '';
}

/** An item (or a linked one) with its name, description and excerpt as stored, where they are known. */
function withStoredTexts(item: unknown, texts: StoredTexts, nameKey: string): unknown {
  const id = idOf(item);
  const stored = id === undefined ? undefined : texts.get(id);
  if (!stored || !item || typeof item !== 'object') return item;
  const view = { ...(item as View), [nameKey]: stored.title };
  // a linked venue or organizer leaves out an empty description, as the site shows it
  if ('description' in view || stored.content !== '') view.description = stored.content;
  if ('excerpt' in view) view.excerpt = stored.excerpt;
  return view;
}

/** image-id-as-text.json: an image id as a number is a 400 ("image is not of type string"). */
function imageAsText(body: Params): Params {
  return typeof body.image === 'number' ? { ...body, image: String(body.image) } : { ...body };
}

/**
 * venue-organizer-empty-description-kept.json: a venue's or organizer's description `""` is taken
 * and changes nothing; a blank clears it, as `""` does on calev serve.
 */
function blankDescription(body: Params): Params {
  return body.description === '' ? { ...body, description: ' ' } : body;
}

/** venue-booleans-are-strings.json: venue `show_map`/`show_map_link` must be strings. */
function venueBody(body: Params): Params {
  const out: Params = { ...body };
  for (const key of ['show_map', 'show_map_link'] as const)
    if (typeof out[key] === 'boolean') out[key] = out[key] ? 'true' : 'false';
  return out;
}

function listOf(value: ParamValue): ParamValue[] {
  if (Array.isArray(value)) return value;
  return scalarText(value)
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Every tag given by name or slug as its id: found, or created first where the caller may. */
/** One lookup or creation per key, shared by concurrent writes, so two rows never both create an item. */
function once<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let value = cache.get(key);
  if (!value) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

function isData(value: ParamValue | undefined): value is Record<string, ParamValue> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The id of the venue or organizer an event's data names. The site links the existing one of that
 * name (POST /venues answers it too), but two event writes at once that name a new one each create
 * it (an import's rows: two venues of one name). So it is made, or found, once per name by a write
 * of its own, shared by concurrent rows, and the event links it by id. Undefined (the data goes
 * with the event as before) when that write is refused, as for a user who may not make venues.
 */
async function linkedIdFor(
  resource: 'venues' | 'organizers',
  data: Record<string, ParamValue>,
  client: QuirkClient,
  cache: Map<string, Promise<View | undefined>>,
): Promise<number | undefined> {
  const nameKey = resource === 'venues' ? 'venue' : 'organizer';
  const given = typeof data[nameKey] === 'string' ? data[nameKey].trim() : '';
  if (given === '') return undefined;
  // linked-by-name-rewritten.json: a create naming an existing venue or organizer is folded into
  // it and rewrites it as new (its map flags turned on, its image removed): the one
  // of that name is looked up first (once per name: writes at once share it) and linked by id,
  // made where there is none
  const key = `${resource}\n${given.toLowerCase()}`;
  let made = false;
  const found = await once(cache, key, async () => {
    const view = await existingNamed(resource, given, client).catch(() => undefined);
    if (view) return view;
    made = true;
    return client.call('POST', `/${resource}`, { body: data }).then(
      (res) => asView(res.data),
      () => undefined,
    );
  });
  const id = found && idOf(found);
  if (id === undefined || made) return id;
  // fields given with the name that it does not have already (a later row of an import may give
  // more than the one that made it) update it, merged with what it has
  const shown = (v: unknown) => renderedText(scalarText(v));
  const more = Object.keys(data).filter((k) => k !== nameKey && k !== 'id' && shown(data[k]) !== shown(found![k]));
  if (more.length === 0) return id;
  const kept: Params = {};
  for (const field of RESET_BY_UPDATE[resource] ?? []) {
    const value = keptValue(field, found!);
    if (value !== undefined) kept[field] = value;
  }
  if (resource === 'venues') Object.assign(kept, keptRegion(found!, data));
  const updated = client.call('PUT', `/${resource}/${id}`, { body: { ...kept, ...data } }).then(
    (res) => asView(res.data) ?? found,
    // not the user's to change: linked as it is
    () => found,
  );
  cache.set(key, updated);
  await updated;
  return id;
}

const asView = (data: unknown): View | undefined =>
  data && typeof data === 'object' && !Array.isArray(data) ? (data as View) : undefined;

/** The venue or organizer of this name (the oldest of several), as the user may list it. */
async function existingNamed(
  resource: 'venues' | 'organizers',
  name: string,
  client: QuirkClient,
): Promise<View | undefined> {
  const nameKey = resource === 'venues' ? 'venue' : 'organizer';
  const same = (view: View) =>
    renderedText(scalarText(view[nameKey])).toLowerCase() === renderedText(name).toLowerCase();
  // names-in-other-scripts-not-searched.json: the search finds no name in other letters than
  // Latin; the one of that name has the slug WordPress gives the name
  if (hasOtherLetters(name)) {
    const path = `/${resource}/by-slug/${slugSegment(wordpressSlug(name))}`;
    const view = (await client.call('GET', path, {}).catch(() => undefined))?.data;
    return view && typeof view === 'object' && same(view as View) ? (view as View) : undefined;
  }
  const res = await client.call('GET', `/${resource}`, { query: { search: name, per_page: 50 } });
  const list = (res.data as View | undefined)?.[resource];
  const matches = (Array.isArray(list) ? (list as View[]) : []).filter(same);
  return matches.sort((a, b) => Number(a.id) - Number(b.id))[0];
}

async function termIdsFor(
  resource: 'categories' | 'tags',
  terms: ParamValue[],
  client: QuirkClient,
  cache: Map<string, Promise<number | undefined>>,
): Promise<ParamValue[]> {
  return Promise.all(
    terms.map(async (term) => {
      if (typeof term === 'number' || typeof term !== 'string' || /^\d+$/.test(term.trim())) return term;
      const key = `${resource}\n${term.trim().toLowerCase()}`;
      const id = await once(cache, key, () => findOrCreateTerm(resource, term.trim(), client));
      return id ?? term;
    }),
  );
}

async function findOrCreateTerm(
  resource: 'categories' | 'tags',
  name: string,
  client: QuirkClient,
): Promise<number | undefined> {
  const res = await client.call('GET', `/${resource}`, { query: { search: name, hide_empty: false, per_page: 50 } });
  const list = (res.data as View | undefined)?.[resource];
  const wanted = name.toLowerCase();
  const slug = wordpressSlug(name);
  // term-names-as-stored.json: `C++ < Rust` is stored as `C++ &lt; Rust`, `Kids <12>` as `Kids`
  const stored = renderedText(wordpressTermName(name)).toLowerCase();
  for (const term of Array.isArray(list) ? (list as View[]) : []) {
    const termSlug = scalarText(term.slug).toLowerCase();
    const termName = renderedText(scalarText(term.name)).toLowerCase();
    if (termSlug === wanted || termSlug === slug || termName === wanted || termName === stored) return idOf(term);
  }
  // A new name would be created correctly by the event write too, but two writes at once would
  // both create it (and a tag's second would hit the quirk); creating it here is done once.
  try {
    return idOf((await client.call('POST', `/${resource}`, { body: { name } })).data);
  } catch (err) {
    // term-name-with-less-than.json: a term of that name (as stored) that the search did not
    // find: the refusal names it. Sent by name, it would be linked as a new tag named after its id.
    const existing = err instanceof ApiError && err.code === 'term_exists' ? Number(err.data.term_id) : NaN;
    if (Number.isInteger(existing) && existing > 0) return existing;
    return undefined; // not allowed to create terms: the event write creates it
  }
}

const TYPOGRAPHIC: Array<[RegExp, string]> = [
  [/[\u2018\u2019\u201a\u2032]/g, "'"],
  [/[\u201c\u201d\u201e\u2033]/g, '"'],
  [/[\u2013\u2014]/g, '-'],
  [/\u2026/g, '...'],
  [/\u00d7/g, 'x'],
];

/**
 * Titles and descriptions as they were sent, as far as they can be recovered from how WordPress
 * shows them: entities decoded, typographic quotes and dashes made plain
 * (title-as-wordpress-shows-and-slugs-it.json), paragraphs unwrapped (partial-update-resets.json:
 * "Desc" comes back as "<p>Desc</p>"), white space collapsed.
 */
export function renderedText(text: string): string {
  let plain = decodeEntities(text.replace(/<\/?p>|<br\s*\/?>/gi, '\n'));
  for (const [pattern, plainText] of TYPOGRAPHIC) plain = plain.replace(pattern, plainText);
  return plain.replace(/-{2,}/g, '-').replace(/\s+/g, ' ').trim();
}

/** The resources of the route table, to tell which a request path is about. */
const RESOURCES = new Set(ROUTES.map((r) => r.resource).filter((r): r is Resource => r !== undefined));

/** `/events/42` -> events; undefined for the index, `/doc` and anything else. */
export function resourceOfPath(path: string): Resource | undefined {
  const first = path.split('/')[1] as Resource;
  return RESOURCES.has(first) ? first : undefined;
}
