// Writes one imported item: found again by slug (without one, venues and organizers by name,
// events by title and start; terms by name too, under the same parent), it is updated, or skipped
// when it already holds the same values; otherwise it is created, with its slug. So a re-run, or
// a run after an interrupted one, never makes duplicates, and two venues of one name stay two.
import type { ApiClient, Params, ParamValue } from '../../api/client.js';
import { ApiError, CutOffError, DataDirError, NetworkError, NotSentError, StoppedError } from '../../api/errors.js';
import { parseDateInput } from '../../domain/dates.js';
import { LinkedInFile } from './linked-in-file.js';
import { apiRootOf, LINKED_SLUG } from './fields.js';
import { normalizeTimezone } from '../../domain/timezones.js';
import { findEndpoint, POST_STATUSES } from '../../spec/routes.js';
import type { ArgSpec, Resource } from '../../spec/types.js';
import { coerce } from '../../server/coerce.js';
import { categoryNamed, postsNamed } from '../resource/linked-filters.js';
import { NAME_FIELD, SINGULAR, slugSegment } from '../resource/ref.js';
import { changedFields, endBeforeStartNote, sameName, sameTitleAndStart, textFields } from './compare.js';
import { placeInFile, UNCHANGED, type ImportItem } from './item.js';
import { movedStartNote } from '../resource/series.js';
import { applyOccurrenceEdit } from './ics-series.js';
import type { Row, UnfinishedRows } from './unfinished.js';
import type { ShownTexts } from './shown-texts.js';
import { decodeEntities, plainText, scalarText } from '../../domain/text.js';
import { decodeSlug, sanitizeSlug } from '../../domain/slugs.js';
import { DAY_MS } from '../../store/wall-clock.js';
import { restoreUnknown } from '../hints.js';
import { unknownTermNote } from '../resource/status-note.js';

export type Action = 'created' | 'updated' | 'skipped' | 'failed' | 'create' | 'update' | 'skip';

export interface ImportResult {
  line: number;
  /** the item's place in the file, where it shares its line with others (ImportItem.position) */
  position?: number;
  /** dry runs say what would happen: create, update, skip */
  action: Action;
  id: number | null;
  error: string | null;
  /** the slug (events) or name the item goes by */
  item?: string;
  note?: string;
  /** written again because an earlier run left it unfinished (src/cli/import/unfinished.ts) */
  resaved?: boolean;
  /** failed because the site refused this user (401, or 403 about the caller) */
  refused?: boolean;
}

const RESAVED_NOTE = 're-saved: an earlier run left it unfinished';

/** after the error of a write that failed with a server error (5xx) */
const HALFWAY_NOTE = '; it may be half-written: the next import of this file re-saves it';
const LIVE_STATUSES = POST_STATUSES.join(',');
/** a write's answer is read for its id only: the site need not build (nor send) the rest */
const ONLY_ID = { _fields: 'id' };

/**
 * Failures that doom every other item too: stop the import instead of failing them one by one.
 * A stopping command (Ctrl+C) refuses or gives up requests: those items are not done, not failed.
 */
export function isFatal(err: unknown): boolean {
  return (
    err instanceof NetworkError ||
    err instanceof DataDirError ||
    (err instanceof ApiError && err.status === 401) ||
    err instanceof StoppedError ||
    err instanceof CutOffError
  );
}

/** The write was refused with an answer that says nothing was written (a 5xx may have stopped halfway through a save). */
function refused(err: unknown): boolean {
  return (
    err instanceof StoppedError ||
    err instanceof DataDirError ||
    err instanceof NotSentError ||
    (err instanceof ApiError && err.status < 500)
  );
}

interface Found {
  id: number;
  view: Record<string, unknown>;
  trashed: boolean;
  /** found by what its slug became elsewhere (src/api/tec-site.ts slugsDiffer): its own stays */
  slugDiffers?: boolean;
  /** the event itself, of the site whose own feed the file is (ImportItem.feedEvent) */
  feedOf?: boolean;
}

/** The slugs `t`, `t-2`, … of one title looked at so far, and the next to look at. */
interface ProbedSlugs {
  found: Found[];
  next: number;
}

export class Upserter {
  /** items with the same key run one after the other, so two rows never both create it */
  private readonly chains = new Map<string, Promise<unknown>>();

  constructor(
    private readonly client: ApiClient,
    private readonly resource: Resource,
    private readonly opts: {
      dryRun: boolean;
      now: Date;
      unfinished?: UnfinishedRows;
      /** on a site that shows texts otherwise than written: what it showed after the last writes */
      shownTexts?: ShownTexts;
    },
  ) {}

  /** The slugs of each title looked at so far (events without a slug of their own). */
  private readonly probed = new Map<string, ProbedSlugs>();
  /** May this user list the events in the trash (learnt from the first list that asks)? */
  private trashListed: boolean | undefined;
  /** The events listed per month (`2032-01`), or per day (`2032-01-01`) in a month of more than
   * 1,000, for finding items by title and start (or by ICS UID). */
  private readonly listed = new Map<string, Promise<Array<Record<string, unknown>> | undefined>>();
  /** Rows looked up by slug per month of their start: from the third on, the month is listed. */
  private readonly sluggedRows = new Map<string, number>();
  /** The items this run updated: a month's list may be older than their writes. */
  private readonly updated = new Set<number>();
  /** A dry run's items to create, by row key, and where the row that would create each is in the file. */
  private readonly dryCreates = new Map<string, string>();
  /** venues and organizers looked up by id (linkDigits): whether the site has them */
  private readonly existing = new Map<string, Promise<boolean>>();
  /** category and tag ids of events looked up by dropUnknownTermIds: whether a term has them */
  private readonly termIdsKnown = new Map<string, Promise<boolean>>();
  /** venue names looked up by keepVenueCoordinates: whether the site's venue of that name has coordinates */
  private readonly locatedVenues = new Map<string, Promise<boolean>>();
  /** organizer names looked up by rejoinNames: whether the site has one of that name */
  private readonly namedOrganizers = new Map<string, Promise<boolean>>();
  /** The Events Calendar's LOCATION lines looked up by linkLocation: the venue id of each, if any */
  private readonly locations = new Map<string, Promise<number | undefined>>();
  /** organizers listed by linkByEmail: the id of each e-mail address */
  private emailsListed: Promise<Map<string, number>> | undefined;
  /** The venues and organizers the rows of this import named, as the first row naming each gave them. */
  private readonly linkedInFile = new LinkedInFile();
  /** Categories: the rows of this import by slug and by name (lower-case), and what their write gave. */
  private readonly ofFile = new Map<string, Promise<ParentOfFile>>();
  /** Categories: the rows of this import by their `id` in the file, and what their write gave. */
  private readonly ofFileIds = new Map<number, Promise<ParentOfFile>>();
  /** Categories: the API root of the target, as its own list names it (`rest_url`), read once where needed. */
  private ownRoot: Promise<string | undefined> | undefined;
  /** Events: the imports of the venues, organizers and terms their rows name by slug, by resource. */
  private readonly linkedImports = new Map<Resource, Upserter>();
  /** Events: what each venue, organizer or term named by slug (with the same data) is linked as. */
  private readonly linkedBySlug = new Map<string, Promise<ParamValue>>();
  /** the items found in the trash (rows linking one by slug fail, as the site would refuse it) */
  private readonly inTrash = new Set<number>();
  /** a series' slug in the file → its master's slug here, where the master was found otherwise
   * (by its UID: a series renamed since it was made keeps its first slug): its occurrences are
   * that slug's */
  private readonly seriesFoundAs = new Map<string, string>();
  /** Venues and organizers of a file without slugs: the first row of each name, and what it gave. */
  private readonly firstOfName = new Map<string, { line: number; input: Params }>();

  /**
   * The row an item is, for the rows left unfinished (src/cli/import/unfinished.ts): its slug,
   * for an event without one its title's slug and start, else its name.
   */
  rowKey(item: ImportItem): string {
    const slug = this.slugOf(item);
    if (slug) return slug;
    const input = item.input ?? {};
    if (this.resource !== 'events') return item.name?.toLowerCase() ?? `line ${item.line}`;
    const zone = (typeof input.timezone === 'string' ? normalizeTimezone(input.timezone) : null) ?? 'UTC';
    const start = input.start_date;
    const wall =
      typeof start === 'string' || typeof start === 'number' ? parseDateInput(start, zone, this.opts.now) : null;
    return `${this.client.site.titleSlug(scalarText(input.title)) || 'event'} ${wall ?? scalarText(start)}`;
  }

  /**
   * The slug an item is found by (and created with), if it has one: as the site would store it.
   * The file's slug is read in its letters (fields.ts): WordPress gives other scripts
   * percent-encoded, `%d0%ba…`, which calev's rules would store as `d0-ba…`.
   */
  slugOf(item: ImportItem): string | undefined {
    return item.slug ? this.client.site.titleSlug(item.slug) || undefined : undefined;
  }

  async apply(item: ImportItem): Promise<ImportResult> {
    const result = this.applyItem(item);
    // a category row whose parent is this row's id in the file waits for it, whatever becomes of it
    const id = item.fileIds?.id;
    if (this.resource === 'categories' && id !== undefined && !this.ofFileIds.has(id))
      this.ofFileIds.set(
        id,
        result.then(ofFileResult, () => ({ error: 'not imported' })),
      );
    return result;
  }

  private async applyItem(item: ImportItem): Promise<ImportResult> {
    // the rows of one venue or organizer agree on it (linked-in-file.ts)
    const agreed =
      this.resource === 'events' && item.input ? this.linkedInFile.settle(item.input, item.line) : undefined;
    if (agreed) item = { ...item, note: [item.note, agreed].filter(Boolean).join('; ') };
    const slug = this.slugOf(item);
    const label = slug ?? item.name;
    const base = {
      line: item.line,
      ...(item.position === undefined ? {} : { position: item.position }),
      item: label,
      ...(item.note ? { note: item.note } : {}),
    };
    if (item.skip)
      return { ...base, action: this.opts.dryRun ? 'skip' : 'skipped', id: null, error: null, note: item.skip };
    if (item.error || !item.input)
      return { ...base, action: 'failed', id: null, error: item.error ?? 'nothing to import' };
    const invalid = this.validate(item.input) ?? this.nameTakenInFile(item, slug);
    if (invalid) return { ...base, action: 'failed', id: null, error: invalid };
    // Items are found by slug (events without one by the slug the site gives the title, the others
    // by name): the same key, the same item.
    const key =
      item.chain ??
      ((this.resource === 'events'
        ? (slug ?? this.client.site.titleSlug(scalarText(item.input.title)))
        : (slug ?? item.name?.toLowerCase())) ||
        `line ${item.line}`);
    const previous = this.chains.get(key) ?? Promise.resolve();
    const run = previous.then(() =>
      this.write(item, slug, { key: this.rowKey(item), line: item.line, item: label }, base, placeInFile(item)),
    );
    const settled = run.catch(() => undefined);
    if (this.resource === 'categories') {
      const done = settled.then(ofFileResult);
      for (const k of fileKeys(item)) if (!this.ofFile.has(k)) this.ofFile.set(k, done);
    }
    this.chains.set(key, settled);
    void settled.then(() => {
      if (this.chains.get(key) === settled) this.chains.delete(key);
    });
    return run;
  }

  private async write(
    item: ImportItem,
    slug: string | undefined,
    row: Row,
    base: Pick<ImportResult, 'line' | 'position' | 'item' | 'note'>,
    /** where the item is in the file, for a later item's note */
    place: string,
  ): Promise<ImportResult> {
    const input = item.input!;
    const dry = this.opts.dryRun;
    try {
      if (item.digitRefs) await this.linkDigits(input);
      if (item.organizersByEmail) await this.linkByEmail(input);
      if (this.resource === 'events') {
        const unknown = await this.dropUnknownTermIds(input);
        if (unknown) base.note = this.noted(base.note, unknown).note;
        const swapped = endBeforeStartNote(input, this.opts.now);
        if (swapped) base.note = this.noted(base.note, swapped).note;
        await this.linkBySlugs(input, item.line);
        if (item.tecLocation) await this.linkLocation(input, item.tecLocation);
        await this.keepVenueCoordinates(input);
      }
      const masterHere = item.occurrence && this.seriesFoundAs.get(item.occurrence.master);
      if (item.occurrence && slug && masterHere !== undefined) {
        const { master } = item.occurrence;
        if (slug.startsWith(`${master}-`)) slug = `${masterHere}${slug.slice(master.length)}`;
        item = { ...item, occurrence: { ...item.occurrence, master: masterHere } };
      }
      const occurrenceSlug = slug;
      if (item.occurrence && occurrenceSlug)
        return await this.recorded(row, () =>
          applyOccurrenceEdit(item, occurrenceSlug, base, {
            ...this.opts,
            client: this.client,
            find: (s) => this.bySlug(s),
          }),
        );
      const parent =
        item.parentRef === undefined ? await this.parentOfId(item) : await this.parentOf(item.parentRef, item);
      if (parent !== undefined && 'error' in parent)
        return { ...base, action: 'failed', id: null, error: parent.error };
      if (parent !== undefined && 'id' in parent) input.parent = parent.id;
      // a dry run's parent that this import would create: the row would change (or be created)
      // with it, and no category here is under it yet
      const parentToBe = parent !== undefined && 'toBe' in parent;
      if (parentToBe) delete input.parent;
      const found = await this.find(item, slug);
      if (slug && input.recurrence && typeof found?.view.slug === 'string' && found.view.slug !== slug)
        this.seriesFoundAs.set(slug, found.view.slug);
      if (found?.trashed) {
        if (found.id) this.inTrash.add(found.id);
        return {
          ...base,
          action: dry ? 'skip' : 'skipped',
          id: found.id || null,
          error: null,
          note: `the ${SINGULAR[this.resource]} is in the trash; restore it with: ${restoreUnknown(this.resource, found.id || slug || '')}`,
        };
      }
      if (found?.feedOf) {
        // the site's own feed: the event it shows, whose feed is a lossy view of it (plain text,
        // the address in one line), not a change to write back
        return {
          ...base,
          action: dry ? 'skip' : 'skipped',
          id: found.id,
          error: null,
          note: this.noted(base.note, `event ${found.id} of this site, whose own feed this is: left as it is`).note,
        };
      }
      if (found) {
        // the site's own slug stays: the item is not renamed to what its slug became elsewhere
        if (found.slugDiffers) delete input.slug;
        // an iCalendar URL that is the event's own page (an export's, for an event without a
        // website) was never its website: the event goes on following its page
        if (this.resource === 'events' && input.website !== undefined && input.website === found.view.url)
          delete input.website;
        // an earlier run's write may have stopped halfway: the item can look whole and not be
        const resave = this.opts.unfinished?.leftByEarlierRun(row.key) === true;
        const refusedImage = this.refusedImage(input, found) ? refusedImageNote(input.image, 'earlier') : undefined;
        if (refusedImage) delete input.image;
        if (!resave && !parentToBe && this.unchanged(input, found))
          return {
            ...base,
            action: dry ? 'skip' : 'skipped',
            id: found.id,
            error: null,
            note: this.noted(base.note, refusedImage).note ?? UNCHANGED,
          };
        const given = this.noted(base.note, refusedImage).note;
        const noted = resave ? { note: [given, RESAVED_NOTE].filter(Boolean).join('; '), resaved: true } : {};
        if (dry)
          return { ...base, action: 'update', id: found.id, error: null, ...this.noted(given, undefined), ...noted };
        const { id, note } = await this.recorded(row, () => this.update(found, input));
        this.updated.add(found.id);
        return { ...base, action: 'updated', id, error: null, ...noted, ...this.noted(noted.note ?? given, note) };
      }
      const required = findEndpoint(this.resource, 'create')?.args.filter((a) => a.required) ?? [];
      const missing = required.map((a) => a.name).filter((k) => input[k] === undefined || input[k] === '');
      if (missing.length) return { ...base, action: 'failed', id: null, error: `missing ${missing.join(', ')}` };
      if (dry) {
        // a dry run creates nothing: a later row of the same item would update what this one makes
        const first = this.dryCreates.get(row.key);
        if (first !== undefined)
          return {
            ...base,
            action: 'update',
            id: null,
            error: null,
            ...this.noted(base.note, `made by ${first} of this file`),
          };
        this.dryCreates.set(row.key, place);
        return { ...base, action: 'create', id: null, error: null };
      }
      return await this.recorded(row, () => this.create(input, slug, base));
    } catch (err) {
      if (isFatal(err)) throw err;
      const again = this.opts.unfinished?.failedHalfway(row.key) ? HALFWAY_NOTE : '';
      const refused = err instanceof ApiError && err.refusedCaller ? { refused: true } : {};
      return { ...base, action: 'failed', id: null, error: `${describe(err)}${again}`, ...refused };
    }
  }

  /**
   * An event's venue given with coordinates (an iCalendar GEO says where the event is): they are
   * the venue's where it is made or has none; a venue that has coordinates keeps its own.
   */
  private async keepVenueCoordinates(input: Params): Promise<void> {
    const venue = input.venue;
    if (!venue || typeof venue !== 'object' || Array.isArray(venue)) return;
    if (venue.geo_lat === undefined && venue.geo_lng === undefined) return;
    const name = scalarText(venue.venue).trim();
    let located = this.locatedVenues.get(name.toLowerCase());
    if (located === undefined) {
      located = postsNamed(this.client, 'venues', name, { status: LIVE_STATUSES }).then(
        ([first]) => first !== undefined && 'geo_lat' in first && 'geo_lng' in first,
      );
      this.locatedVenues.set(name.toLowerCase(), located);
    }
    if (!(await located)) return;
    const { geo_lat: _lat, geo_lng: _lng, ...named } = venue;
    input.venue = named;
  }

  /** A venue or organizer named by digits (`{venue: "7"}`): its id where the site has one so. */
  private async linkDigits(input: Params): Promise<void> {
    const byId = async (kind: 'venues' | 'organizers', ref: unknown): Promise<unknown> => {
      const name = (ref as Record<string, unknown> | undefined)?.[kind === 'venues' ? 'venue' : 'organizer'];
      if (typeof name !== 'string' || !/^\d+$/.test(name)) return ref;
      const key = `${kind}/${Number(name)}`;
      let known = this.existing.get(key);
      if (known === undefined) {
        known = this.client.call('GET', `/${kind}/${Number(name)}`, { query: ONLY_ID }).then(
          () => true,
          (err: unknown) => {
            if (err instanceof ApiError && err.status >= 400 && err.status < 500) return false;
            throw err;
          },
        );
        this.existing.set(key, known);
      }
      return (await known) ? Number(name) : ref;
    };
    if (input.venue !== undefined) input.venue = (await byId('venues', input.venue)) as Params[string];
    if (Array.isArray(input.organizer))
      input.organizer = (await this.rejoinNames(
        await Promise.all(input.organizer.map((o) => byId('organizers', o))),
      )) as Params[string];
  }

  /**
   * The organizer cell split at its commas, put together again where two pieces name one organizer
   * the site has ("Smith, John"), as the plugin's importer does (match_organizers): a piece no
   * organizer has, followed by one, is tried with it.
   */
  private async rejoinNames(refs: unknown[]): Promise<unknown[]> {
    const nameOf = (ref: unknown) => (ref as Record<string, unknown> | undefined)?.organizer;
    const known = (name: string): Promise<boolean> => this.organizerNamed(name);
    const out: unknown[] = [];
    for (let i = 0; i < refs.length; i++) {
      const name = nameOf(refs[i]);
      const next = nameOf(refs[i + 1]);
      if (typeof name === 'string' && typeof next === 'string' && !(await known(name))) {
        const joined = `${name}, ${next}`;
        if (await known(joined)) {
          out.push({ organizer: joined });
          i++;
          continue;
        }
      }
      out.push(refs[i]);
    }
    return out;
  }

  /**
   * Organizers given with an e-mail address (`{organizer, email}`): one whose name the site has
   * none of is linked by id to the organizer of that address, where there is one (the first by id).
   */
  private async linkByEmail(input: Params): Promise<void> {
    if (!Array.isArray(input.organizer)) return;
    input.organizer = await Promise.all(
      input.organizer.map(async (ref) => {
        if (!ref || typeof ref !== 'object' || Array.isArray(ref)) return ref;
        const name = scalarText(ref.organizer).trim();
        const email = scalarText(ref.email).trim().toLowerCase();
        if (name === '' || email === '' || (await this.organizerNamed(name))) return ref;
        const id = (await this.organizersByEmail()).get(email);
        return id ?? ref;
      }),
    );
  }

  /** Has the site an organizer of that name (case-insensitive)? Asked once a name. */
  private organizerNamed(name: string): Promise<boolean> {
    let found = this.namedOrganizers.get(name.toLowerCase());
    if (!found) {
      found = postsNamed(this.client, 'organizers', name, { status: LIVE_STATUSES }).then((views) => views.length > 0);
      this.namedOrganizers.set(name.toLowerCase(), found);
    }
    return found;
  }

  /** The site's organizers by e-mail address (lower-case): the lowest id of each. Listed once an import. */
  private organizersByEmail(): Promise<Map<string, number>> {
    this.emailsListed ??= (async () => {
      const ids = new Map<string, number>();
      for await (const page of this.client.pages('/organizers', { status: LIVE_STATUSES, per_page: 50 }, 'organizers'))
        for (const raw of page.items) {
          const view = raw as Record<string, unknown>;
          const email = scalarText(view.email).trim().toLowerCase();
          const id = Number(view.id);
          const had = ids.get(email);
          if (email !== '' && Number.isInteger(id) && (had === undefined || id < had)) ids.set(email, id);
        }
      return ids;
    })();
    return this.emailsListed;
  }

  /** Sends a write with its row written down as unfinished until an answer comes back. */
  private async recorded<T>(row: Row, send: () => Promise<T>): Promise<T> {
    const rows = this.opts.unfinished;
    if (!rows) return send();
    const key = row.key;
    await rows.begin(row);
    try {
      const result = await send();
      await rows.settle(key, 'done');
      return result;
    } catch (err) {
      if (refused(err)) await rows.settle(key, 'refused');
      else if (err instanceof ApiError) await rows.settle(key, 'failed');
      throw err;
    }
  }

  /**
   * Does the item hold what the import would write? Texts the site shows otherwise than written
   * count as held where it still shows them as it did after this import last wrote them.
   */
  private unchanged(input: Params, found: Found): boolean {
    const shown = this.client.site.comparableText;
    const changed = changedFields(this.resource, this.withStoredTermNames(input), found.view, this.opts.now, shown);
    if (changed === null) return false;
    if (!changed.length) return true;
    const texts = textFields(this.resource, input);
    const memo = this.opts.shownTexts;
    return (
      memo !== undefined && changed.every((k) => texts.includes(k)) && memo.holds(found.id, texts, input, found.view)
    );
  }

  /**
   * The names of terms (a term's own, an event's categories and tags) as the site stores them,
   * to compare with the names it shows: `Kids <12>`, stored as `Kids`, is not changed by a
   * write that sends it again.
   */
  private withStoredTermNames(input: Params): Params {
    const stored = (term: ParamValue): ParamValue =>
      typeof term === 'string' && !/^\d+$/.test(term.trim()) ? this.client.site.termName(term) : term;
    if (this.resource === 'categories' || this.resource === 'tags')
      return input.name === undefined ? input : { ...input, name: stored(input.name) };
    if (this.resource !== 'events') return input;
    const out = { ...input };
    for (const key of ['categories', 'tags'] as const) {
      const terms = out[key];
      if (Array.isArray(terms)) out[key] = terms.map(stored);
    }
    return out;
  }

  /**
   * A write's answer: its id only, and the texts written where the site may show them otherwise,
   * and the image sent, which such a site may not take.
   */
  private answerQuery(input: Params): Params {
    // a series' start, which the site moves to its rule's first day (movedStartNote)
    const series = this.resource === 'events' && input.recurrence ? ['start_date', 'recurrence'] : [];
    if (!this.opts.shownTexts) return series.length ? { _fields: ['id', ...series].join(',') } : ONLY_ID;
    const image = sentImage(input) === undefined ? [] : ['image'];
    return { _fields: ['id', ...textFields(this.resource, input), ...image, ...series].join(',') };
  }

  /**
   * What the item's answer says of the write: texts or an image the site shows otherwise than
   * sent, and a series that starts on another day than the file's (its rule's first day).
   */
  private shownAfter(id: number | null, input: Params, answer: unknown): string | undefined {
    const moved = this.resource === 'events' ? movedStartNote(input.start_date, answer) : undefined;
    return this.noted(this.textsShownAfter(id, input, answer), moved && `the series ${moved}`).note;
  }

  /** After a write: the texts the site shows otherwise than written, and an image it did not take, kept for the next import. */
  private textsShownAfter(id: number | null, input: Params, answer: unknown): string | undefined {
    const memo = this.opts.shownTexts;
    if (!memo || id === null || !answer || typeof answer !== 'object') return undefined;
    const view = answer as Record<string, unknown>;
    const texts = textFields(this.resource, input);
    const otherwise = memo.record(id, texts, input, view, this.client.site.comparableText);
    const image = sentImage(input);
    const refused = image !== undefined && memo.recordImage(id, image, view);
    return this.noted(
      otherwise.length
        ? `the site shows ${otherwise.join(', ')} otherwise than written (WordPress's display filters: paragraphs, entities, shortcodes, blocks; or markup this user may not store): the next import compares with what it shows`
        : undefined,
      refused ? refusedImageNote(image, 'now') : undefined,
    ).note;
  }

  /** Did the site take no image from the one the item gives, when an earlier import sent it (and shows none still)? */
  private refusedImage(input: Params, found: Found): boolean {
    const image = sentImage(input);
    return image !== undefined && this.opts.shownTexts?.refusedImage(found.id, image, found.view) === true;
  }

  /**
   * An event's category or tag ids that no term has are left out, and said: the site skips them
   * (API.md §5.3), so the row, compared with what it stored, was written again by every run.
   */
  private async dropUnknownTermIds(input: Params): Promise<string | undefined> {
    const said: string[] = [];
    for (const key of ['categories', 'tags'] as const) {
      const terms = input[key];
      if (!Array.isArray(terms)) continue;
      const known = await Promise.all(
        terms.map(async (term): Promise<boolean> => {
          const id = typeof term === 'number' ? String(term) : typeof term === 'string' ? term.trim() : '';
          if (!/^\d+$/.test(id)) return true;
          const cacheKey = `${key}\n${id}`;
          let lookup = this.termIdsKnown.get(cacheKey);
          if (lookup === undefined) {
            lookup = this.client.call('GET', `/${key}/${id}`, { query: { _fields: 'id' } }).then(
              () => true,
              (err: unknown) => {
                if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return false;
                throw err;
              },
            );
            this.termIdsKnown.set(cacheKey, lookup);
          }
          return lookup;
        }),
      );
      if (known.every(Boolean)) continue;
      input[key] = terms.filter((_, i) => known[i]);
      for (const [i, term] of terms.entries())
        if (!known[i]) said.push(unknownTermNote(SINGULAR[key], scalarText(term).trim()));
    }
    return said.length ? said.join('; ') : undefined;
  }

  private noted(note: string | undefined, added: string | undefined): { note?: string } {
    const joined = [note, added].filter(Boolean).join('; ');
    return joined ? { note: joined } : {};
  }

  private async create(
    input: Params,
    slug: string | undefined,
    base: Pick<ImportResult, 'line' | 'position' | 'item' | 'note'>,
  ): Promise<ImportResult> {
    const body: Params = { ...input };
    if (slug && (this.resource === 'events' || this.resource === 'categories' || this.resource === 'tags'))
      body.slug = slug;
    const query = this.answerQuery(input);
    const written = (action: 'created' | 'updated', answer: unknown): ImportResult => {
      const id = idOf(answer);
      return { ...base, action, id, error: null, ...this.noted(base.note, this.shownAfter(id, input, answer)) };
    };
    if (slug && (await this.renamedToKeep(slug, input))) {
      // The APIs take no slug for venues and organizers: they make it of the name given at
      // creation (API.md §4.7). Made under its slug as its name, then named: the site stores the
      // slug, and keeps it, which a later run finds it by. (Interrupted between, the next run
      // finds it by that slug and names it.)
      const nameKey = NAME_FIELD[this.resource];
      const made = await this.client.call('POST', `/${this.resource}`, { body: { ...body, [nameKey]: slug }, query });
      const id = idOf(made.data);
      if (id === null) return written('created', made.data);
      const named = await this.client.update(
        this.resource,
        `/${this.resource}/${id}`,
        { [nameKey]: input[nameKey] },
        { query },
      );
      return written('created', named.data);
    }
    try {
      return written('created', (await this.client.call('POST', `/${this.resource}`, { body, query })).data);
    } catch (err) {
      // A term of that name appeared meanwhile (another writer): it is the one to update.
      const termId = err instanceof ApiError && err.code === 'term_exists' ? Number(err.data.term_id) : NaN;
      if (!Number.isInteger(termId)) throw err;
      const res = await this.client.call('PUT', `/${this.resource}/${termId}`, { body: input, query });
      return written('updated', res.data);
    }
  }

  private async update(found: Found, input: Params): Promise<{ id: number | null; note?: string }> {
    const res = await this.client.update(this.resource, `/${this.resource}/${found.id}`, input, {
      current: found.view,
      query: this.answerQuery(input),
    });
    const id = idOf(res.data) ?? found.id;
    return { id, note: this.shownAfter(id, input, res.data) };
  }

  /**
   * Venues and organizers: would the site make the item of the file's slug under another slug,
   * made under its name? So when its name gives another slug here (another site's rules, or a
   * venue renamed there), or an item of that name here would be reused or take the slug first.
   */
  private async renamedToKeep(slug: string, input: Params): Promise<boolean> {
    if (this.resource !== 'venues' && this.resource !== 'organizers') return false;
    const name = scalarText(input[NAME_FIELD[this.resource]]).trim();
    return this.client.site.titleSlug(name) !== slug || (await this.postByName(name)) !== undefined;
  }

  /**
   * An event's venue, organizers and terms that the file gives with their slugs (an export's):
   * the ones of those slugs here, linked by id; made with their slugs (and the fields the file
   * gives them) where there are none. By name, another of the same name would be linked (two
   * venues called "Town Hall", two categories "Beginners" under different parents), and written
   * with this one's fields.
   */
  private async linkBySlugs(input: Params, line: number): Promise<void> {
    const linked = (resource: Resource) => async (value: ParamValue) =>
      slugged(value) ? this.linkedOfSlug(resource, value, line) : value;
    if (input.venue !== undefined) input.venue = await linked('venues')(input.venue);
    for (const key of ['organizer', 'categories', 'tags'] as const) {
      const list = input[key];
      if (Array.isArray(list))
        input[key] = await Promise.all(list.map(linked(key === 'organizer' ? 'organizers' : key)));
    }
  }

  /** A venue, organizer or term named by slug: what the event write links it by (once for the same data). */
  private linkedOfSlug(resource: Resource, data: Record<string, ParamValue>, line: number): Promise<ParamValue> {
    const key = `${resource} ${JSON.stringify(data)}`;
    let linked = this.linkedBySlug.get(key);
    if (!linked) {
      let imports = this.linkedImports.get(resource);
      if (!imports) {
        imports = new Upserter(this.client, resource, { dryRun: this.opts.dryRun, now: this.opts.now });
        this.linkedImports.set(resource, imports);
      }
      const { [LINKED_SLUG]: slug, ...fields } = data;
      linked =
        resource === 'categories' || resource === 'tags'
          ? imports.termOfSlug(scalarText(slug), scalarText(fields.name).trim())
          : imports.linkedItem({
              line,
              input: fields,
              slug: scalarText(slug),
              name: scalarText(fields[NAME_FIELD[resource]]).trim(),
            });
      this.linkedBySlug.set(key, linked);
    }
    return linked;
  }

  /**
   * A venue or organizer an event names by slug, imported as its own import would (found by
   * slug, updated with the fields given, or made with that slug): its id, or for a dry run's
   * item to make its data. Fails (the event row with it) where it cannot be linked.
   */
  async linkedItem(item: ImportItem): Promise<ParamValue> {
    const result = await this.apply(item);
    const word = `${SINGULAR[this.resource]} "${item.name}"`;
    if (result.action === 'failed') throw new Error(`${word}: ${result.error}`);
    if (result.id !== null && this.inTrash.has(result.id)) throw new Error(`${word}: ${result.note}`);
    return result.id ?? item.input!;
  }

  /**
   * A term an event names by slug: the one of that slug here, by id; else made with that slug and
   * name (at the top level), or the one of that name there. Without the right to make terms, or
   * in a dry run, its name: the event write links it by name, or makes it.
   */
  async termOfSlug(fileSlug: string, name: string): Promise<ParamValue> {
    const slug = this.client.site.titleSlug(fileSlug) || fileSlug;
    const found = await this.termBy({ slug });
    if (found) return found.id;
    if (this.opts.dryRun) return name;
    try {
      const made = await this.client.call('POST', `/${this.resource}`, { body: { name, slug }, query: ONLY_ID });
      return idOf(made.data) ?? name;
    } catch (err) {
      const termId = err instanceof ApiError && err.code === 'term_exists' ? Number(err.data.term_id) : NaN;
      if (Number.isInteger(termId)) return termId;
      if (err instanceof ApiError && err.status < 500 && err.status !== 401) return name;
      throw err;
    }
  }

  private async find(item: ImportItem, slug: string | undefined): Promise<Found | undefined> {
    const name = item.name;
    switch (this.resource) {
      case 'events':
        return (
          (await this.feedEventHere(item)) ?? (slug ? this.eventBySlug(item, slug) : this.byTitleAndStart(item.input!))
        );
      case 'venues':
      case 'organizers':
        // by name only without a slug: two venues of one name are two venues (their slugs differ)
        return slug ? this.bySlug(slug) : name ? this.postByName(name) : undefined;
      default: {
        // By name too: the API makes no second term of one name (categories: under one parent).
        // WordPress stores a term's name without markup (`Cat <i>x</i>` as `Cat x`).
        const plain = name === undefined ? undefined : plainText(name);
        const parent = item.input?.parent;
        // a category under a parent a dry run would create: no category here is under it yet
        if ((item.parentRef !== undefined || item.fileIds?.parent !== undefined) && typeof parent !== 'number')
          return slug ? this.termBy({ slug }) : undefined;
        return (
          (slug ? await this.termBy({ slug }) : undefined) ??
          (name ? await this.termBy({ search: name }, name, parent) : undefined) ??
          (plain && plain !== name ? await this.termBy({ search: plain }, plain, parent) : undefined)
        );
      }
    }
  }

  /**
   * An event of The Events Calendar's feed imported into the site the feed came from (the page
   * its URL names is on this site's origin, or its UID's host is this site's host): the event of
   * its id, where that event's page is the one the feed gives (a moved event's UID changes with
   * its times; its id and page stay). One in the trash is found there.
   */
  private async feedEventHere(item: ImportItem): Promise<Found | undefined> {
    const feed = item.feedEvent;
    const origin = this.client.transport.origin;
    if (!feed?.url || !origin || !URL.canParse(feed.url) || !URL.canParse(origin)) return undefined;
    const page = new URL(feed.url);
    const here = new URL(origin);
    if (page.origin !== here.origin && feed.host !== here.hostname.toLowerCase()) return undefined;
    let view: Record<string, unknown>;
    try {
      view = ((await this.client.call('GET', `/events/${feed.id}`)).data ?? {}) as Record<string, unknown>;
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      // trashed events are refused to everyone (API.md §2.3)
      if (err.code === 'event-no-longer-available' && page.origin === here.origin)
        return { id: feed.id, view: {}, trashed: true };
      if (err.status >= 400 && err.status < 500 && err.status !== 401) return undefined;
      throw err;
    }
    return typeof view.url === 'string' && samePage(view.url, feed.url)
      ? { id: feed.id, view, trashed: view.status === 'trash', feedOf: true }
      : undefined;
  }

  /**
   * The venue of The Events Calendar's LOCATION line (`name, address, city, …`): the target's
   * venue whose name is the line's first part (or first parts: a name may hold a comma) and whose
   * address, city, state, zip and country are the rest, linked by id. None: the venue as given.
   */
  private async linkLocation(input: Params, location: string): Promise<void> {
    const venue = input.venue;
    if (!venue || typeof venue !== 'object' || Array.isArray(venue) || scalarText(venue.venue) !== location) return;
    let linked = this.locations.get(location);
    if (linked === undefined) {
      linked = this.venueOfLocation(location);
      this.locations.set(location, linked);
    }
    const id = await linked;
    if (id !== undefined) input.venue = id;
  }

  private async venueOfLocation(location: string): Promise<number | undefined> {
    // the plugin's line may show the name as WordPress displays titles (`Kim&#8217;s`, `Kim’s`)
    const parts = location.split(', ').map(decodeEntities);
    const key = (texts: unknown[]) =>
      texts
        .map((t) => comparableAddress(this.client.site.comparableText(scalarText(t))))
        .filter((t) => t !== '')
        .sort()
        .join('\n');
    for (let n = 1; n < parts.length; n++) {
      const name = parts.slice(0, n).join(', ');
      const rest = key(parts.slice(n));
      const typed = comparableQuotes(name);
      for (const each of typed === name ? [name] : [name, typed])
        for (const view of await postsNamed(this.client, 'venues', each, { status: LIVE_STATUSES })) {
          const state = view.stateprovince ?? view.state ?? view.province;
          if (key([view.address, view.city, state, view.zip, view.country]) === rest) return Number(view.id);
        }
    }
    return undefined;
  }

  /**
   * By its slug, or (ICS) recognised among the events of its start day; on a site whose slugs
   * differ from calev's (WordPress), the event of its start day whose slug this one became in
   * calev's store: a draft's none (the same title and start), or one kept percent-encoded.
   */
  private async eventBySlug(item: ImportItem, slug: string): Promise<Found | undefined> {
    const input = item.input!;
    const listed = await this.listedWithSlug(input, slug);
    if (listed) return listed;
    const found = await this.bySlug(slug);
    if (found) return found;
    if (item.recognise) {
      const recognised = await this.onStartDay(input, item.recognise);
      if (recognised) return recognised;
    }
    if (!this.client.site.slugsDiffer) return undefined;
    const now = this.opts.now;
    const shown = this.client.site.comparableText;
    // trashed-event-read-from-the-trash-list.json: a trashed event's slug gains `__trashed`; a
    // slug in other letters is stored by calev in its letters (`кино`; without emoji), and was
    // by earlier versions with its octets (`d0-ba-…`)
    const inLetters = (text: string) => sanitizeSlug(decodeSlug(text));
    const lettered = inLetters(slug);
    const became = (view: Record<string, unknown>) =>
      typeof view.slug === 'string' &&
      (view.slug === ''
        ? sameTitleAndStart(input, view, now, shown)
        : sanitizeSlug(view.slug) === slug ||
          (lettered !== '' && inLetters(view.slug) === lettered) ||
          view.slug === `${slug}__trashed`);
    const other = await this.onStartDay(input, became);
    return other && { ...other, slugDiffers: true };
  }

  /**
   * The event of this slug among those listed in the month the row starts in, where three rows of
   * that month were looked up by slug (or the month is listed already): a re-import of a file
   * then reads its months' lists, a page of 50 events a request, instead of one event a row (on a
   * WordPress site, each request is some 200 ms). Not one in the trash, nor one that moved to
   * another month, nor one hidden from listings, nor one an earlier row of this run wrote (the list
   * may be older): those are looked up by their slug.
   */
  private async listedWithSlug(input: Params, slug: string): Promise<Found | undefined> {
    const start = input.start_date;
    if (typeof start !== 'string' && typeof start !== 'number') return undefined;
    const zone = (typeof input.timezone === 'string' ? normalizeTimezone(input.timezone) : null) ?? 'UTC';
    const month = parseDateInput(start, zone, this.opts.now)?.slice(0, 7);
    if (month === undefined) return undefined;
    const rows = (this.sluggedRows.get(month) ?? 0) + 1;
    this.sluggedRows.set(month, rows);
    if (rows < 3 && !this.listed.has(month)) return undefined;
    const found = await this.onStartDay(input, (view) => view.slug === slug && view.status !== 'trash');
    return found && !this.updated.has(found.id) ? found : undefined;
  }

  /**
   * An event of the same title and start: among the events listed on its start day, else (hidden
   * events are never listed) among those with the slugs the site gives that title: `t`, `t-2`, …
   */
  private async byTitleAndStart(input: Params): Promise<Found | undefined> {
    const site = this.client.site;
    const same = (view: Record<string, unknown>) => sameTitleAndStart(input, view, this.opts.now, site.comparableText);
    const listed = await this.onStartDay(input, same);
    if (listed) return listed;
    const base = site.titleSlug(scalarText(input.title));
    if (!base) return undefined;
    // Items of one title run one after the other (same key), so this record is theirs alone.
    const probed = this.probed.get(base) ?? { found: [], next: 1 };
    this.probed.set(base, probed);
    const earlier = probed.found.find((f) => same(f.view));
    if (earlier) return earlier;
    for (;;) {
      const found = await this.bySlug(probed.next === 1 ? base : `${base}-${probed.next}`);
      if (!found || found.trashed) return undefined;
      probed.next += 1;
      probed.found.push(found);
      if (same(found.view)) return found;
    }
  }

  /** The first event listed around the item's start day that `test` accepts. */
  private async onStartDay(
    input: Params,
    test: (view: Record<string, unknown>) => boolean,
  ): Promise<Found | undefined> {
    const zone = (typeof input.timezone === 'string' ? normalizeTimezone(input.timezone) : null) ?? 'UTC';
    const start = input.start_date;
    const wall =
      typeof start === 'string' || typeof start === 'number' ? parseDateInput(start, zone, this.opts.now) : null;
    if (!wall) return undefined;
    // Rows come in runs of nearby dates: list their month once for all of them.
    const month = wall.slice(0, 7);
    let listing = this.listed.get(month);
    if (!listing) {
      const first = Date.parse(`${month}-01T00:00:00Z`);
      const next = new Date(first);
      next.setUTCMonth(next.getUTCMonth() + 1);
      listing = this.eventsBetween(first, next.getTime() - DAY_MS);
      this.listed.set(month, listing);
    }
    // a month of more than 1,000 events: the day alone, listed once for all its rows too (a day of
    // more than 1,000 is not listed again for each: the rows are then found by their slugs)
    let views = await listing;
    if (!views) {
      const key = wall.slice(0, 10);
      let ofDay = this.listed.get(key);
      if (!ofDay) {
        const day = Date.parse(`${key}T00:00:00Z`);
        ofDay = this.eventsBetween(day, day);
        this.listed.set(key, ofDay);
      }
      views = await ofDay;
    }
    const view = views?.find(test);
    return view ? { id: Number(view.id), view, trashed: view.status === 'trash' } : undefined;
  }

  /**
   * The events listed from the day before `from` to the day after `to` (list filters read dates
   * in the site's timezone: a day either side covers any event's zone); undefined past 1,000.
   * Those in the trash too, where the user may list them: an item found there is not made again.
   */
  private async eventsBetween(from: number, to: number): Promise<Array<Record<string, unknown>> | undefined> {
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const query = { start_date: day(from - DAY_MS), end_date: day(to + DAY_MS), per_page: 50 };
    const list = async (statuses: Params) => {
      const views: Array<Record<string, unknown>> = [];
      for await (const page of this.client.pages('/events', { ...query, ...statuses }, 'events')) {
        views.push(...(page.items as Array<Record<string, unknown>>));
        if (views.length >= 1000) return undefined;
      }
      return views;
    };
    if (this.trashListed !== false) {
      try {
        const views = await list({ status: `${LIVE_STATUSES},trash` });
        this.trashListed = true;
        return views;
      } catch (err) {
        // a user who may not list the trash (or other statuses): the list as it is for them
        if (!(err instanceof ApiError) || err.status >= 500 || err.status === 401) throw err;
        this.trashListed = false;
      }
    }
    return list({});
  }

  private async bySlug(slug: string): Promise<Found | undefined> {
    try {
      const res = await this.client.call('GET', `/${this.resource}/by-slug/${slugSegment(slug)}`);
      const view = (res.data ?? {}) as Record<string, unknown>;
      return { id: Number(view.id), view, trashed: view.status === 'trash' };
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (err.status === 404 || err.status === 400) return undefined;
      // Trashed events are refused to everyone (API.md §2.3): the slug is taken, the item gone.
      if (err.code === 'event-no-longer-available') return { id: 0, view: {}, trashed: true };
      throw err;
    }
  }

  /**
   * The id of a category's parent named by slug or name: a row of this file (placed before its
   * children: parentsFirst), else the category of that slug, else of that name, in the target.
   */
  private async parentOf(ref: string, item: ImportItem): Promise<ParentOfFile> {
    const key = ref.toLowerCase();
    const row = fileKeys(item).includes(key) ? undefined : this.ofFile.get(key);
    if (row) {
      const made = await row;
      return 'error' in made ? { error: `its parent category "${ref}" was not imported` } : made;
    }
    const found = await categoryNamed(this.client, ref);
    return found
      ? { id: Number(found.id) }
      : { error: `no parent category "${ref}" (by slug or name) here or in the file` };
  }

  /**
   * A category's parent given as an id (`parent: 2`): the row of this file whose `id` it is
   * (placed before its children: parentsFirst); else, where the row names the site it came from
   * (`urls.self`, `rest_url`) and that is not the target, none: that id names another category
   * here (ids differ between sites), and the row fails. Undefined: the id as given, the target's.
   */
  private async parentOfId(item: ImportItem): Promise<ParentOfFile | undefined> {
    const { id, parent, site } = item.fileIds ?? {};
    if (parent === undefined) return undefined;
    const row = parent === id ? undefined : this.ofFileIds.get(parent);
    if (row) {
      const made = await row;
      return 'error' in made ? { error: `its parent category (id ${parent} in the file) was not imported` } : made;
    }
    if (site === undefined || site === (await (this.ownRoot ??= this.targetRoot()))) return undefined;
    return {
      error: `parent ${parent} is a category id of ${site}, where this file came from, and no row of the file: here it names another category; give the parent's slug as parent_slug (calev categories export writes it)`,
    };
  }

  /** The target's API root, as its own category list names it; undefined where it names none. */
  private async targetRoot(): Promise<string | undefined> {
    try {
      const res = await this.client.call('GET', `/${this.resource}`, { query: { per_page: 1, hide_empty: false } });
      const data = res.data;
      return data && typeof data === 'object' ? apiRootOf((data as Record<string, unknown>).rest_url) : undefined;
    } catch (err) {
      if (isFatal(err)) throw err;
      return undefined;
    }
  }

  /** The venue or organizer of that name (case-insensitive), lowest id first, not trashed. */
  private async postByName(name: string): Promise<Found | undefined> {
    const resource = this.resource as 'venues' | 'organizers';
    const [first] = await postsNamed(this.client, resource, name, { status: LIVE_STATUSES });
    return first ? { id: Number(first.id), view: first, trashed: false } : undefined;
  }

  /**
   * The term the query lists, or of that name among those it lists; a category of that name only
   * under the parent the row gives it (`parent`: an id; none given, any).
   */
  private async termBy(query: Params, name?: string, parent?: ParamValue): Promise<Found | undefined> {
    for await (const page of this.client.pages(
      `/${this.resource}`,
      { ...query, hide_empty: false, per_page: 50 },
      this.resource,
    )) {
      for (const raw of page.items) {
        const view = raw as Record<string, unknown>;
        const shown = this.client.site.comparableText;
        // a name the site stores otherwise (`Kids <12>` as `Kids`) is the term of the stored one
        if (name !== undefined && !sameName(name, view.name, shown))
          if (!sameName(this.client.site.termName(name), view.name, shown)) continue;
        if (name !== undefined && typeof parent === 'number' && Number(view.parent ?? 0) !== parent) continue;
        return { id: Number(view.id), view, trashed: false };
      }
    }
    return undefined;
  }

  /**
   * Two rows of a venues or organizers file without slugs that give one name with other fields
   * (`venues list --format csv` of two "Town Hall"s, one in Springfield and one in Paris) would be
   * one item, written by each row in turn, the first one's fields lost and every run changing it
   * again: the later row fails, naming the first.
   */
  private nameTakenInFile(item: ImportItem, slug: string | undefined): string | undefined {
    if ((this.resource !== 'venues' && this.resource !== 'organizers') || slug || !item.name || !item.input)
      return undefined;
    const key = item.name.toLowerCase();
    const first = this.firstOfName.get(key);
    if (first === undefined) {
      this.firstOfName.set(key, { line: item.line, input: item.input });
      return undefined;
    }
    const nameField = NAME_FIELD[this.resource];
    const differ = Object.keys(item.input).filter(
      (k) =>
        k !== nameField &&
        first.input[k] !== undefined &&
        JSON.stringify(first.input[k]) !== JSON.stringify(item.input![k]),
    );
    if (differ.length === 0) return undefined;
    return `line ${first.line} of this file is a ${SINGULAR[this.resource]} of the same name with another ${differ.join(', ')}: the two rows would be one ${SINGULAR[this.resource]}; give each a slug (a slug column, as \`${this.resource} export\` writes) to keep two`;
  }

  /** What can be checked without the server: dates in the API's grammar, the timezone. */
  private validate(input: Params): string | undefined {
    const wrong = wrongValue(this.resource, input);
    if (wrong) return wrong;
    if (this.resource !== 'events') return undefined;
    let zone = 'UTC';
    if (typeof input.timezone === 'string' && input.timezone !== '') {
      const normalized = normalizeTimezone(input.timezone);
      if (!normalized)
        return `timezone ${JSON.stringify(input.timezone)} is not a timezone (an IANA name such as Europe/Paris, UTC or UTC+2)`;
      zone = normalized;
    }
    for (const key of ['start_date', 'end_date'] as const) {
      const value = input[key];
      if (value === undefined) continue;
      if (
        (typeof value !== 'string' && typeof value !== 'number') ||
        parseDateInput(value, zone, this.opts.now) === null
      ) {
        return `${key} ${JSON.stringify(value)} is not a date (e.g. 2024-07-11 19:00:00)`;
      }
    }
    return undefined;
  }
}

const KIND_WORDS: Partial<Record<ArgSpec['kind'], string>> = {
  int: 'a whole number',
  bool: 'true or false',
  number: 'a number',
};

/**
 * The first value of a row that the contract refuses whatever the site holds: a flag that is not
 * true or false, a status that is no post status, a number that is none (API.md §1.10). A dry run
 * says so as the real run would, instead of announcing a create the site then refuses; a real run
 * fails the row without a request.
 */
function wrongValue(resource: Resource, input: Params): string | undefined {
  for (const arg of findEndpoint(resource, 'create')?.args ?? []) {
    const value = input[arg.name];
    // a JSON null is no value (the site reads it as absent)
    if (value === undefined || value === null) continue;
    const shown = JSON.stringify(value);
    const kind = coerce(arg, value);
    if (kind.ok) {
      if (
        arg.rule === 'writeStatus' &&
        kind.value !== '' &&
        !(POST_STATUSES as readonly unknown[]).includes(kind.value)
      )
        return `${arg.name} ${shown} is not one of ${POST_STATUSES.join(', ')}`;
    } else if (arg.kind === 'enum') return `${arg.name} ${shown} is not one of ${(arg.enumValues ?? []).join(', ')}`;
    else if (KIND_WORDS[arg.kind]) return `${arg.name} ${shown} is not ${KIND_WORDS[arg.kind]}`;
  }
  return undefined;
}

/** A venue, organizer or term of an event row given with its slug (fields.ts LINKED_SLUG). */
function slugged(value: ParamValue | undefined): value is Record<string, ParamValue> {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    typeof value[LINKED_SLUG] === 'string' &&
    value[LINKED_SLUG] !== ''
  );
}

/** A category row's parent: its id, one a dry run would create, or why there is none. */
type ParentOfFile = { id: number } | { toBe: true } | { error: string };

/** What a category row of the file gives the rows naming it as their parent. */
function ofFileResult(result: ImportResult | undefined): ParentOfFile {
  if (result?.id != null && result.action !== 'failed') return { id: result.id };
  return result?.action === 'create' ? { toBe: true } : { error: 'not imported' };
}

/** The slug and name (lower-case) a row of the file is named by. */
function fileKeys(item: ImportItem): string[] {
  return [item.slug, item.name].filter((k): k is string => Boolean(k)).map((k) => k.toLowerCase());
}

/**
 * Categories: the items of a file with each parent named by slug or name, or by its id in the
 * file, before its children
 * (an export lists them by name), else in file order, so that a child's parent is made first.
 * Category files are small: they are read whole.
 */
export async function* parentsFirst(items: AsyncIterable<ImportItem>): AsyncIterable<ImportItem> {
  const all: ImportItem[] = [];
  for await (const item of items) all.push(item);
  const byKey = new Map<string, ImportItem>();
  for (const item of all) for (const key of fileKeys(item)) if (!byKey.has(key)) byKey.set(key, item);
  const byId = new Map<number, ImportItem>();
  for (const item of all)
    if (item.fileIds?.id !== undefined && !byId.has(item.fileIds.id)) byId.set(item.fileIds.id, item);
  const placed = new Set<ImportItem>();
  const out: ImportItem[] = [];
  const place = (item: ImportItem, path: Set<ImportItem>) => {
    if (placed.has(item) || path.has(item)) return;
    const parent =
      item.parentRef !== undefined
        ? byKey.get(item.parentRef.toLowerCase())
        : item.fileIds?.parent !== undefined
          ? byId.get(item.fileIds.parent)
          : undefined;
    if (parent && parent !== item) place(parent, new Set(path).add(item));
    placed.add(item);
    out.push(item);
  };
  for (const item of all) place(item, new Set());
  yield* out;
}

/** Are two URLs of an event's page the same page (its slug percent-encoded or not, any case of the octets)? */
function samePage(a: string, b: string): boolean {
  const plain = (url: string) => {
    try {
      return decodeURI(url.trim()).replace(/\/+$/, '');
    } catch {
      return url.trim().replace(/\/+$/, '');
    }
  };
  return plain(a) === plain(b);
}

/** Typographic quotes (WordPress's display of `'` and `"`) as typed ones. */
function comparableQuotes(text: string): string {
  return text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"');
}

/** A part of an address as compared: typographic quotes as typed ones, spaces collapsed, any case. */
function comparableAddress(text: string): string {
  return comparableQuotes(text).replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The image a write sends (an id or a URL), if any. */
function sentImage(input: Params): string | undefined {
  const image = input.image;
  return typeof image === 'string' && image.trim() !== '' && image !== '0' ? image : undefined;
}

/**
 * The Events Calendar answers an image URL it could not fetch (a host it will not reach, a
 * download that failed) with no image, rather than an error: said on the item, and not sent again
 * while the file gives the same image and the site shows none (src/cli/import/shown-texts.ts).
 */
function refusedImageNote(image: ParamValue | undefined, when: 'now' | 'earlier'): string {
  return when === 'now'
    ? `the site took no image from ${scalarText(image)} (it shows none); the next import does not send it again`
    : `the site took no image from ${scalarText(image)} when an earlier import sent it: not sent again`;
}

function idOf(data: unknown): number | null {
  const id = (data as Record<string, unknown> | undefined)?.id;
  return typeof id === 'number' ? id : null;
}

function describe(err: unknown): string {
  if (err instanceof ApiError) return err.describe();
  return err instanceof Error ? err.message : String(err);
}
