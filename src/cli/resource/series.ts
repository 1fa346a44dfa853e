// Recurring events on the command line (CLI.md §2, API.md §7.1): the --repeat family of flags
// becomes the one `recurrence` field; a site without that field (The Events Calendar's
// tribe/events/v1) gets a clear refusal, or with --expand the occurrences as single events.
import type { ApiClient, Params } from '../../api/client.js';
import { ApiError } from '../../api/errors.js';
import type { Context } from '../../context.js';
import { parseDateInput } from '../../domain/dates.js';
import {
  expandSeries,
  firstStarts,
  horizonWall,
  MAX_OCCURRENCES,
  seriesStartProblem,
  startOnRule,
} from '../../recurrence/expand.js';
import { exceptStarts, RepeatError, ruleOfRepeat, ruleWithEnd, type Repeat } from '../../recurrence/friendly.js';
import { parseRecurrence } from '../../recurrence/rule-text.js';
import { UsageError } from '../../setup/errors.js';
import { formatPhrase } from '../../spec/catalogues/index.js';

export interface SeriesFlags {
  repeat?: Repeat;
  every?: number;
  on?: string[];
  until?: string;
  count?: number;
  except?: string[];
  /** create on a site without recurrence: one single event per occurrence */
  expand?: boolean;
  /** delete of an occurrence: the whole series */
  wholeSeries?: boolean;
  /** delete of an occurrence: this one only */
  occurrence?: boolean;
}

type Json = Record<string, unknown>;

const SHAPING = ['every', 'on', 'until', 'count'] as const;

/** whether any of the --repeat family was given */
export function ruleFlagsGiven(f: SeriesFlags | undefined): boolean {
  return f !== undefined && (f.repeat !== undefined || SHAPING.some((k) => f[k] !== undefined) || !!f.except?.length);
}

/** The start time of day a create or update body implies (naive texts keep their wall clock). */
function startWall(text: unknown, now: Date): string | null {
  return typeof text === 'string' || typeof text === 'number' ? parseDateInput(text, 'UTC', now) : null;
}

/**
 * Puts the --repeat family into `body.recurrence`. `current` is the event being updated (its rule
 * is the base: --repeat replaces the rule, --except adds to the excluded dates).
 */
export function applyRepeatFlags(body: Params, flags: SeriesFlags | undefined, now: Date, current?: Json): string[] {
  if (!ruleFlagsGiven(flags)) return [];
  const f = flags!;
  if (body.recurrence !== undefined)
    throw new UsageError('--recurrence and --repeat (--every, --on, --until, --count, --except) cannot both be given');
  const base = current?.recurrence as { rules: string[]; rdates: string[]; exdates: string[] } | null | undefined;
  // --until or --count alone on a series of one rule ends it otherwise, the rest kept
  const endOnly = f.repeat === undefined && f.every === undefined && f.on === undefined;
  const ends = endOnly && (f.until !== undefined || f.count !== undefined) && base?.rules.length === 1;
  if (f.repeat === undefined && SHAPING.some((k) => f[k] !== undefined) && !ends)
    throw new UsageError(
      '--every, --on, --until and --count shape a rule: give --repeat daily|weekly|monthly|yearly',
      endOnly && (f.until !== undefined || f.count !== undefined) && current
        ? `--until or --count alone ends a series of one rule; event ${String(current.id)} ${base ? `has ${base.rules.length} rules` : 'is no series'}`
        : undefined,
    );
  if (f.repeat === undefined && !base)
    throw new UsageError(
      `--except applies to a series: ${current ? `event ${String(current.id)} has no recurrence` : 'give --repeat too'}`,
    );
  const start =
    startWall(body.start_date, now) ?? (typeof current?.start_date === 'string' ? current.start_date : null);
  try {
    const month = start === null ? undefined : Number(start.slice(5, 7));
    const rules =
      f.repeat !== undefined
        ? [ruleOfRepeat({ ...f, repeat: f.repeat, month }, now)]
        : ends
          ? [ruleWithEnd(base.rules[0], f, now)]
          : base!.rules;
    const added = f.except?.length ? exceptStarts(f.except, start ?? '0000-01-01 00:00:00', now) : [];
    const rdates = base?.rdates ?? [];
    body.recurrence = { rules, rdates, exdates: [...new Set([...(base?.exdates ?? []), ...added])].sort() };
    return start === null ? [] : exceptNotes(added, f.except!, { rules, rdates, start });
  } catch (err) {
    if (err instanceof RepeatError) throw new UsageError(err.message);
    throw err;
  }
}

const recurrenceOf = new WeakMap<ApiClient, Promise<boolean>>();

/**
 * Whether the target has the `recurrence` field: The Events Calendar's API has none, and calev's
 * own has it unless it is served with `--no-premium`, whose namespace index leaves it out (API.md
 * §7.1): read there once per command, when a series is at stake. A site whose index cannot be read
 * is taken at its namespace's word (the write then says what is wrong).
 */
export function siteHasRecurrence(client: ApiClient): Promise<boolean> {
  if (!client.site.hasRecurrence) return Promise.resolve(false);
  let known = recurrenceOf.get(client);
  if (!known) {
    known = indexHasRecurrence(client);
    recurrenceOf.set(client, known);
  }
  return known;
}

async function indexHasRecurrence(client: ApiClient): Promise<boolean> {
  try {
    const { data } = await client.call('GET', '/');
    const routes = (data as { routes?: Record<string, { endpoints?: Array<{ methods?: string[]; args?: object }> }> })
      .routes;
    const events = routes?.[`/${client.namespace}/events`]?.endpoints;
    const create = events?.find((e) => e.methods?.includes('POST'));
    return create?.args === undefined ? true : 'recurrence' in create.args;
  } catch (err) {
    // an index the site will not show: the write says what is wrong; a network failure is said now
    if (!(err instanceof ApiError)) throw err;
    return true;
  }
}

/**
 * Notes for the --except dates that are no start of the series: they exclude nothing, and "except
 * 3 dates" would count them. Said, not refused (the rule may be changed to meet them later).
 */
function exceptNotes(
  added: readonly string[],
  given: readonly string[],
  series: { rules: string[]; rdates: string[]; start: string },
): string[] {
  if (added.length === 0) return [];
  const last = [...added].sort().at(-1)!;
  const starts = new Set([series.start, ...expandSeries({ ...series, exdates: [], timezone: 'UTC' }, last).starts]);
  return added.flatMap((wall, i) =>
    starts.has(wall) ? [] : [`--except ${given[i]}: the series has no occurrence at ${wall}, so it excludes nothing`],
  );
}

/**
 * A series the site started on its rule's first date rather than on the day asked for (calev's
 * server does so for a start its rule does not give: startOnRule): said, since the user named
 * another day. `asked` is the start the command sent, or the stored one when it sent none; a
 * start given with an offset or as a timestamp is left alone (its day is the site's to read).
 */
export function movedStartNote(asked: unknown, saved: unknown): string | undefined {
  if (typeof asked !== 'string' || !saved || typeof saved !== 'object') return undefined;
  const view = saved as Json;
  const rules = (view.recurrence as { rules?: unknown } | null | undefined)?.rules;
  if (!Array.isArray(rules) || rules.length === 0 || typeof view.start_date !== 'string') return undefined;
  const day = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(asked.trim())?.[1];
  if (day === undefined || view.start_date.startsWith(day)) return undefined;
  return `starts on ${view.start_date.slice(0, 10)}, the first day its rule gives: ${day} is not one of them`;
}

/** A body that asks for a series, sent to a site without recurring events: refuse, clearly. */
export async function refuseRecurrence(body: Params, client: ApiClient, verb: 'create' | 'update'): Promise<void> {
  if (body.recurrence === undefined || body.recurrence === '' || (await siteHasRecurrence(client))) return;
  // calev's own namespace without the field: a server started with --no-premium
  const why = client.site.hasRecurrence
    ? `this ${client.namespace} has no recurrence field (its server runs without the premium features, as calev serve --no-premium)`
    : `recurring events need calev's server: ${client.namespace} has no recurrence field`;
  throw new UsageError(
    `${why}, and the site would drop it (nothing was sent)`,
    verb === 'create'
      ? 'add --expand to create each occurrence as a single event, or use calev serve / the local data dir'
      : 'use calev serve or the local data dir for series',
  );
}

/** --expand's events, and the last day they reach when the series goes on after the horizon. */
export interface Expansion {
  bodies: Params[];
  /** the horizon (site wall time, 24 months from now) when the series has occurrences after it,
   * which a site without recurring events never gets */
  cutAt?: string;
  /** the start given, when its rule does not give it: the first event is on the rule's first day */
  movedFrom?: string;
}

/**
 * --expand: the series' occurrences as single events (start and end shifted alike), computed on
 * the client up to the same 24-month horizon and 1,000 events the server would keep.
 */
export function expandedBodies(body: Params, now: Date): Expansion {
  const start = startWall(body.start_date, now);
  const end = startWall(body.end_date, now);
  if (start === null || end === null)
    throw new UsageError('--expand needs --start-date and --end-date as dates (e.g. 2024-07-11 19:00)');
  const zone = typeof body.timezone === 'string' && body.timezone !== '' ? body.timezone : 'UTC';
  const parsed = parseRecurrence(body.recurrence, zone, now);
  // in English, as the command line's other usage errors
  if (!parsed.ok) throw new UsageError(`--recurrence: ${formatPhrase(parsed.reason, 'en')}`);
  const { recurrence: _r, ...single } = body;
  if (parsed.value === null) return { bodies: [single] };
  const unreached = seriesStartProblem(parsed.value.rules, start);
  if (unreached) throw new UsageError(`--recurrence: ${formatPhrase(unreached, 'en')}`);
  const horizon = horizonWall(now, zone);
  // the first is the event itself, on its rule's first day (as on calev's server); the others up to
  // the horizon
  const series = { ...parsed.value, start, timezone: zone };
  const first = startOnRule(series);
  const all = firstStarts({ ...series, start: first }, MAX_OCCURRENCES + 1);
  const starts = all.filter((s, i) => i === 0 || s <= horizon);
  if (starts.length > MAX_OCCURRENCES)
    throw new UsageError(
      `the series has more than ${MAX_OCCURRENCES} occurrences before ${horizon}; end it with --count or --until`,
    );
  const length = Date.parse(`${end.replace(' ', 'T')}Z`) - Date.parse(`${start.replace(' ', 'T')}Z`);
  const wall = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
  const bodies = starts.map((s) => {
    const at = Date.parse(`${s.replace(' ', 'T')}Z`);
    return { ...single, start_date: s, end_date: wall(at + length) };
  });
  return {
    bodies,
    ...(starts.length < all.length ? { cutAt: horizon } : {}),
    ...(first === start ? {} : { movedFrom: start }),
  };
}

/** What --expand says of the occurrences it left out, or '' when it made them all. */
export function cutNote(expansion: Expansion, verb: 'created' | 'imported'): string {
  return expansion.cutAt === undefined
    ? ''
    : `up to ${expansion.cutAt.slice(0, 10)} (24 months ahead); later occurrences were not ${verb}`;
}

/** Delete of an event: which event to trash when it is an occurrence of a series. */
export async function seriesDeleteTarget(
  ctx: Context,
  client: ApiClient,
  event: Json,
  flags: SeriesFlags | undefined,
  yes: boolean,
): Promise<{ path: string; subject: string } | undefined> {
  const parent = typeof event.post_parent === 'number' ? event.post_parent : 0;
  if (parent === 0 || !(await siteHasRecurrence(client))) return undefined;
  const whole = { path: `/events/${parent}`, subject: `the series of event ${String(event.id)} (event ${parent})` };
  if (flags?.wholeSeries && flags.occurrence) throw new UsageError('--series and --occurrence cannot both be given');
  if (flags?.wholeSeries) return whole;
  if (flags?.occurrence) return undefined;
  if (yes || !ctx.interactive())
    throw new UsageError(
      `event ${String(event.id)} is an occurrence of a series (event ${parent})`,
      'add --occurrence to trash this one only, or --series to trash the whole series',
    );
  const choice = await ctx.prompter.select<'one' | 'all' | 'none'>(
    `Event ${String(event.id)} is an occurrence of a series. Move to the trash:`,
    [
      { name: 'this occurrence', value: 'one' },
      { name: 'the whole series', value: 'all' },
      { name: 'nothing', value: 'none' },
    ],
    'one',
  );
  if (choice === 'none') return { path: '', subject: '' };
  return choice === 'all' ? whole : { path: `/events/${String(event.id)}`, subject: `event ${String(event.id)}` };
}
