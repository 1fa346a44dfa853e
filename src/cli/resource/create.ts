// `calev <resource> create`: required values come from flags; on a terminal with some missing
// (or with --interactive) the interactive flow of CLI.md §4 asks for the rest; without one the
// command names the missing flags (exit 2).
import type { Context } from '../../context.js';
import { findEndpoint } from '../../spec/routes.js';
import { UsageError } from '../../setup/errors.js';
import { flagName } from '../flags.js';
import { Output } from '../output/output.js';
import { requestParams, type ResourceOptions } from './options.js';
import { SINGULAR } from './ref.js';
import { applyRepeatFlags, cutNote, expandedBodies, movedStartNote, refuseRecurrence } from './series.js';
import type { ApiClient, Params } from '../../api/client.js';
import { ApiError } from '../../api/errors.js';
import { noteStoredOtherwise } from './status-note.js';
import { readDaylessDates, readPhrasesInLanguage } from './event-dates.js';
import { linkedBySlug, parentCategoryId } from './linked-filters.js';
import { imageFromFile } from './image-file.js';
import { siteTimezone } from '../../api/site-index.js';
import { givenTrue } from '../../server/coerce.js';

export interface CreateOptions extends ResourceOptions {
  /** true forces prompts, false forbids them; undefined: prompt on a terminal */
  interactive?: boolean;
}

export async function runResourceCreate(opts: CreateOptions, ctx: Context): Promise<void> {
  const endpoint = findEndpoint(opts.resource, 'create')!;
  const body = requestParams(opts);
  const lang = body.translation_language;
  delete body.translation_language;
  // API.md §9 #22: an event's password is set by an update only; a create would drop it and
  // publish what it was to hide
  if (opts.resource === 'events' && body.password !== undefined && body.password !== null && body.password !== '')
    throw new UsageError(
      'an event is given a password by update, not create: the API would make it unprotected',
      'create it with --status draft, then: calev events update ID --password … --status publish',
    );
  const dayOnly = allDayWithoutEnd(opts.resource, body);
  const missing = endpoint.args.filter(
    (a) => a.required && (body[a.name] === undefined || body[a.name] === '') && !(dayOnly && a.name === 'end_date'),
  );
  // --interactive asks on the terminal (stdout may go to a file); without one it could only read
  // the questions' answers from a pipe, which ends before they are asked
  if (opts.interactive === true && !ctx.interactive() && !ctx.io.stdin.isTTY)
    throw new UsageError(
      `--interactive needs a terminal: give the values as flags (calev ${opts.resource} create --help)`,
    );
  const prompt = opts.interactive ?? (missing.length > 0 && ctx.interactive());
  if (missing.length && !prompt) {
    throw new UsageError(
      `missing required ${missing.length > 1 ? 'flags' : 'flag'}: ${missing.map((a) => `--${flagName(a.name)}`).join(', ')}`,
    );
  }
  // a format that cannot show the output is said before the questions, not after them
  const output = (await Output.for(ctx, opts.resource)).warnOfUnknownFields(ctx.io.stderr);
  const client = await ctx.client();
  if (prompt) {
    // the prompts (and chrono-node, which reads their dates) load only when asked for: a scripted
    // create would pay ~200 ms for them
    const { askCreateInput } = await import('../interactive/items.js');
    await askCreateInput(opts.resource, body, ctx, client, opts.series);
  }
  ctx.interrupt.listen();
  if (opts.resource === 'categories') Object.assign(body, await parentCategoryId(body, client));
  if (opts.resource === 'events') {
    await linkedBySlug(body, client);
    // the site's zone read once, for the dates in the user's language and those naming no day
    let siteZone: Promise<string | undefined> | undefined;
    const dates = { zone: () => (siteZone ??= siteTimezone(client)) };
    await readPhrasesInLanguage(body, ctx.clock.now(), ctx.ui.lang, dates);
    await readDaylessDates(body, ctx.clock.now(), dates);
    if (allDayWithoutEnd(opts.resource, body)) body.end_date = body.start_date;
    for (const note of applyRepeatFlags(body, opts.series, ctx.clock.now())) ctx.io.stderr.write(`note: ${note}\n`);
    if (opts.series?.expand) {
      await imageFromFile(body, client);
      return createExpanded(body, lang, ctx, client, output);
    }
    await refuseRecurrence(body, client, 'create');
  }
  // uploaded once all else is checked; deleted again if the site refuses the create
  const image = await imageFromFile(body, client);
  const res = await image
    .writing(() =>
      client.call('POST', `/${opts.resource}`, {
        query: lang === undefined ? {} : { translation_language: lang },
        body,
        subject: `new ${SINGULAR[opts.resource]}`,
      }),
    )
    .catch((err: unknown) => {
      throw withTakenNameHint(err, opts.resource, body, client);
    });
  await output.item(res.data);
  const id = (res.data as Record<string, unknown> | undefined)?.id;
  noteStoredOtherwise(ctx, `${SINGULAR[opts.resource]} ${String(id)}`, body, res.data, output.config.quiet, {
    resource: opts.resource,
    shown: client.site.comparableText,
  });
  const reused = reusedNote(opts.resource, body, res.data, res.headers.date);
  if (reused && !output.config.quiet) ctx.io.stderr.write(`note: ${reused}\n`);
  const moved = opts.resource === 'events' ? movedStartNote(body.start_date, res.data) : undefined;
  if (moved && !output.config.quiet) ctx.io.stderr.write(`note: event ${String(id)} ${moved}\n`);
}

/**
 * A category or tag refused as taken (`term_exists`) whose name the site stores otherwise than
 * given (WordPress: `Kids <13>` as `Kids`): the hint says so and names the term that has it.
 */
function withTakenNameHint(err: unknown, resource: string, body: Params, client: ApiClient): unknown {
  if (!(err instanceof ApiError) || err.code !== 'term_exists' || err.hint !== undefined) return err;
  if ((resource !== 'categories' && resource !== 'tags') || typeof body.name !== 'string') return err;
  const stored = client.site.termName(body.name);
  if (stored === body.name.trim()) return err;
  const id = Number(err.data.term_id);
  const kind = resource === 'categories' ? 'category' : 'tag';
  err.hint = `the site stores the name ${JSON.stringify(body.name)} as ${JSON.stringify(client.site.comparableText(stored))}, which ${Number.isInteger(id) && id > 0 ? `${kind} ${id}` : `another ${kind}`} has: give a name without markup (calev ${resource} update ${Number.isInteger(id) && id > 0 ? id : '<id>'} renames that one)`;
  return err;
}

/**
 * API.md §5.3: a venue or organizer created with the name (and the description, if one is sent)
 * of one that exists is that one, written over with the fields sent (The Events Calendar does the
 * same). Said, since the user asked for a new one: it was made before the answer (its `Date`), or
 * before its own last change (an answer without one, as the embedded target's).
 */
function reusedNote(resource: string, body: Params, saved: unknown, answered: string | undefined): string | undefined {
  if (resource !== 'venues' && resource !== 'organizers') return undefined;
  if (body.date !== undefined || body.date_utc !== undefined || !saved || typeof saved !== 'object') return undefined;
  const view = saved as Record<string, unknown>;
  const utc = (v: unknown) => (typeof v === 'string' ? Date.parse(`${v.replace(' ', 'T')}Z`) : NaN);
  const made = utc(view.date_utc);
  const at = answered === undefined ? utc(view.modified_utc) : Date.parse(answered);
  if (!Number.isFinite(made) || !Number.isFinite(at) || made > at - 60_000) return undefined;
  const kind = SINGULAR[resource];
  const name = view[resource === 'venues' ? 'venue' : 'organizer'];
  return `${kind} ${String(view.id)} ${JSON.stringify(name)} already existed (made ${String(view.date_utc)} UTC): the site wrote the fields given over it rather than making another ${kind} of the same name${body.description === undefined ? '' : ' and description'}; a ${kind} with another --description is a new one`;
}

/**
 * An all-day event given only its day (`--all-day --start-date 2031-01-05`) ends that day, as the
 * interactive create defaults it; a timed event still needs its end.
 */
function allDayWithoutEnd(resource: string, body: Params): boolean {
  const given = (v: unknown) => v !== undefined && v !== '';
  return resource === 'events' && givenTrue('all_day', body.all_day) && given(body.start_date) && !given(body.end_date);
}

/** --expand: each occurrence of the series as a single event (for sites without recurrence). */
async function createExpanded(
  body: Params,
  lang: Params[string] | undefined,
  ctx: Context,
  client: ApiClient,
  output: Output,
): Promise<void> {
  const expansion = expandedBodies(body, ctx.clock.now());
  const bodies = expansion.bodies;
  const list = output.list();
  for (const one of bodies) {
    const res = await client.call('POST', '/events', {
      query: lang === undefined ? {} : { translation_language: lang },
      body: one,
      subject: `new event (${typeof one.start_date === 'string' ? one.start_date : '?'})`,
    });
    await list.add([res.data]);
  }
  await list.end();
  const cut = cutNote(expansion, 'created');
  if (!output.config.quiet) {
    ctx.io.stderr.write(`created ${bodies.length} single events, one per occurrence${cut && ` ${cut}`}\n`);
    const moved = expansion.movedFrom?.slice(0, 10);
    if (moved !== undefined && typeof bodies[0]?.start_date === 'string')
      ctx.io.stderr.write(
        `note: the first is on ${bodies[0].start_date.slice(0, 10)}, the first day the rule gives: ${moved} is not one of them\n`,
      );
  }
}
