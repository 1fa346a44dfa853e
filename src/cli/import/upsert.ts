// Writes one imported item: found again by slug (or by name for venues, organizers and terms),
// it is updated, or skipped when it already holds the same values; otherwise it is created with
// that slug. So a re-run, or a run after an interrupted one, never makes duplicates.
import type { ApiClient, Params } from '../../api/client.js';
import { ApiError, DataDirError, NetworkError } from '../../api/errors.js';
import { parseDateInput } from '../../domain/dates.js';
import { sanitizeSlug } from '../../domain/slugs.js';
import { normalizeTimezone } from '../../domain/timezones.js';
import { findEndpoint } from '../../spec/routes.js';
import type { Resource } from '../../spec/types.js';
import { currentInput } from '../resource/merge.js';
import { NAME_FIELD, SINGULAR } from '../resource/ref.js';
import { sameAsView } from './compare.js';
import type { ImportItem } from './item.js';
import { applyOccurrenceEdit } from './ics-series.js';
import { scalarText } from '../../domain/text.js';

export type Action = 'created' | 'updated' | 'skipped' | 'failed' | 'create' | 'update' | 'skip';

export interface ImportResult {
  line: number;
  /** dry runs say what would happen: create, update, skip */
  action: Action;
  id: number | null;
  error: string | null;
  /** the slug (events) or name the item goes by */
  item?: string;
  note?: string;
}

const LIVE_STATUSES = 'publish,future,draft,pending,private';

/** Failures that doom every other item too: stop the import instead of failing them one by one. */
export function isFatal(err: unknown): boolean {
  return err instanceof NetworkError || err instanceof DataDirError || (err instanceof ApiError && err.status === 401);
}

interface Found {
  id: number;
  view: Record<string, unknown>;
  trashed: boolean;
}

export class Upserter {
  /** items with the same key run one after the other, so two rows never both create it */
  private readonly chains = new Map<string, Promise<unknown>>();

  constructor(
    private readonly client: ApiClient,
    private readonly resource: Resource,
    private readonly opts: { dryRun: boolean; now: Date },
  ) {}

  /** The slug an item is found by; events without one get title + start day. */
  slugOf(item: ImportItem): string | undefined {
    if (item.slug) return sanitizeSlug(item.slug) || undefined;
    if (this.resource !== 'events' || !item.input) return undefined;
    const { title, start_date: start, timezone } = item.input;
    if (typeof title !== 'string' || (typeof start !== 'string' && typeof start !== 'number')) return undefined;
    const zone = (typeof timezone === 'string' ? normalizeTimezone(timezone) : null) ?? 'UTC';
    const day = parseDateInput(start, zone, this.opts.now)?.slice(0, 10);
    return day ? `${sanitizeSlug(title) || 'event'}-${day}` : undefined;
  }

  async apply(item: ImportItem): Promise<ImportResult> {
    const slug = this.slugOf(item);
    const label = slug ?? item.name;
    const base = { line: item.line, item: label, ...(item.note ? { note: item.note } : {}) };
    if (item.skip)
      return { ...base, action: this.opts.dryRun ? 'skip' : 'skipped', id: null, error: null, note: item.skip };
    if (item.error || !item.input)
      return { ...base, action: 'failed', id: null, error: item.error ?? 'nothing to import' };
    const invalid = this.validate(item.input);
    if (invalid) return { ...base, action: 'failed', id: null, error: invalid };
    // Events are found by slug, the others by name first: the same key, the same item.
    const key =
      item.chain ??
      (this.resource === 'events' ? (slug ?? item.name) : (item.name?.toLowerCase() ?? slug)) ??
      `line ${item.line}`;
    const previous = this.chains.get(key) ?? Promise.resolve();
    const run = previous.then(() => this.write(item, slug, base));
    const settled = run.catch(() => undefined);
    this.chains.set(key, settled);
    void settled.then(() => {
      if (this.chains.get(key) === settled) this.chains.delete(key);
    });
    return run;
  }

  private async write(
    item: ImportItem,
    slug: string | undefined,
    base: Pick<ImportResult, 'line' | 'item' | 'note'>,
  ): Promise<ImportResult> {
    const input = item.input!;
    const dry = this.opts.dryRun;
    try {
      if (item.occurrence && slug)
        return await applyOccurrenceEdit(item, slug, base, {
          ...this.opts,
          client: this.client,
          find: (s) => this.bySlug(s),
        });
      const found = await this.find(slug, item.name);
      if (found?.trashed) {
        return {
          ...base,
          action: dry ? 'skip' : 'skipped',
          id: found.id || null,
          error: null,
          note: `the ${SINGULAR[this.resource]} is in the trash; restore it with: calev ${this.resource} update ${found.id || slug} --status publish`,
        };
      }
      if (found) {
        if (sameAsView(this.resource, input, found.view, this.opts.now))
          return {
            ...base,
            action: dry ? 'skip' : 'skipped',
            id: found.id,
            error: null,
            note: base.note ?? 'unchanged',
          };
        if (dry) return { ...base, action: 'update', id: found.id, error: null };
        return { ...base, action: 'updated', id: await this.update(found, input), error: null };
      }
      const required = findEndpoint(this.resource, 'create')?.args.filter((a) => a.required) ?? [];
      const missing = required.map((a) => a.name).filter((k) => input[k] === undefined || input[k] === '');
      if (missing.length) return { ...base, action: 'failed', id: null, error: `missing ${missing.join(', ')}` };
      if (dry) return { ...base, action: 'create', id: null, error: null };
      return await this.create(input, slug, base);
    } catch (err) {
      if (isFatal(err)) throw err;
      return { ...base, action: 'failed', id: null, error: describe(err) };
    }
  }

  private async create(
    input: Params,
    slug: string | undefined,
    base: Pick<ImportResult, 'line' | 'item' | 'note'>,
  ): Promise<ImportResult> {
    const body: Params = { ...input };
    if (slug && (this.resource === 'events' || this.resource === 'categories' || this.resource === 'tags'))
      body.slug = slug;
    try {
      const res = await this.client.call('POST', `/${this.resource}`, { body });
      return { ...base, action: 'created', id: idOf(res.data), error: null };
    } catch (err) {
      // A term of that name appeared meanwhile (another writer): it is the one to update.
      const termId = err instanceof ApiError && err.code === 'term_exists' ? Number(err.data.term_id) : NaN;
      if (!Number.isInteger(termId)) throw err;
      const res = await this.client.call('PUT', `/${this.resource}/${termId}`, { body: input });
      return { ...base, action: 'updated', id: idOf(res.data), error: null };
    }
  }

  private async update(found: Found, input: Params): Promise<number | null> {
    let body = input;
    // Sites whose updates reset omitted fields get the item's other fields back (CLI.md §2).
    const endpoint = findEndpoint(this.resource, 'update');
    if (this.client.replacesOmittedFields && endpoint && this.resource !== 'categories' && this.resource !== 'tags') {
      body = { ...currentInput(found.view, endpoint.args), ...input };
    }
    const res = await this.client.call('PUT', `/${this.resource}/${found.id}`, { body });
    return idOf(res.data) ?? found.id;
  }

  private async find(slug: string | undefined, name: string | undefined): Promise<Found | undefined> {
    switch (this.resource) {
      case 'events':
        return slug ? this.bySlug(slug) : undefined;
      case 'venues':
      case 'organizers':
        return (name ? await this.postByName(name) : undefined) ?? (slug ? await this.bySlug(slug) : undefined);
      default:
        return (
          (slug ? await this.termBy({ slug }) : undefined) ??
          (name ? await this.termBy({ search: name }, name) : undefined)
        );
    }
  }

  private async bySlug(slug: string): Promise<Found | undefined> {
    try {
      const res = await this.client.call('GET', `/${this.resource}/by-slug/${encodeURIComponent(slug)}`);
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

  /** The venue or organizer of that name (case-insensitive), lowest id first, not trashed. */
  private async postByName(name: string): Promise<Found | undefined> {
    const key = NAME_FIELD[this.resource];
    const matches: Array<Record<string, unknown>> = [];
    let pages = 0;
    for await (const page of this.client.pages(
      `/${this.resource}`,
      { search: name, per_page: 50, status: LIVE_STATUSES },
      this.resource,
    )) {
      for (const raw of page.items) {
        const view = raw as Record<string, unknown>;
        if (scalarText(view[key]).trim().toLowerCase() === name.trim().toLowerCase()) matches.push(view);
      }
      if (++pages >= 20) break;
    }
    matches.sort((a, b) => Number(a.id) - Number(b.id));
    return matches[0] ? { id: Number(matches[0].id), view: matches[0], trashed: false } : undefined;
  }

  private async termBy(query: Params, name?: string): Promise<Found | undefined> {
    for await (const page of this.client.pages(
      `/${this.resource}`,
      { ...query, hide_empty: false, per_page: 50 },
      this.resource,
    )) {
      for (const raw of page.items) {
        const view = raw as Record<string, unknown>;
        if (name === undefined || scalarText(view.name).toLowerCase() === name.toLowerCase())
          return { id: Number(view.id), view, trashed: false };
      }
    }
    return undefined;
  }

  /** What can be checked without the server: dates in the API's grammar, the timezone. */
  private validate(input: Params): string | undefined {
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

function idOf(data: unknown): number | null {
  const id = (data as Record<string, unknown> | undefined)?.id;
  return typeof id === 'number' ? id : null;
}

function describe(err: unknown): string {
  if (err instanceof ApiError) return err.describe();
  return err instanceof Error ? err.message : String(err);
}
