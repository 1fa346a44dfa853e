// `calev events create` on a terminal (CLI.md §4): title; start in natural language, echoed back
// resolved; end; all-day; timezone; venue; organizers; categories and tags; description; cost,
// website, featured, status; a summary; confirmation. Values given as flags are not asked again.
import type { ApiClient, Params } from '../../api/client.js';
import type { Context } from '../../context.js';
import { normalizeTimezone } from '../../domain/timezones.js';
import { EditorFailed, type Validate } from '../../setup/prompter.js';
import { askFlag, askText, confirmSummary, httpUrl, required, summaryText } from './ask.js';
import { addMinutes, describeWall, endOfDay, resolveDateText, wallInstant, type ResolvedDate } from './dates.js';
import { askOrganizers, askTerms, askVenue } from './linked.js';
import { siteTimezone } from '../../api/site-index.js';
import { CHOSEN_STATUSES, matchTimezones, settableStatuses } from './lookups.js';
import { scalarText } from '../../domain/text.js';
import { ruleFlagsGiven, siteHasRecurrence, type SeriesFlags } from '../resource/series.js';
import { askRepeats } from './repeats.js';
import { say } from './words.js';

export async function askEventInput(
  body: Params,
  ctx: Context,
  client: ApiClient,
  series?: SeriesFlags,
): Promise<void> {
  const p = ctx.prompter;
  const ui = ctx.ui;
  const labels: Record<string, string> = {};
  const site = (await siteTimezone(client)) ?? 'UTC';
  const given = typeof body.timezone === 'string' ? normalizeTimezone(body.timezone) : null;
  // Dates are read in the zone the event will probably have; the wall clock is what is stored.
  const zone = given ?? site;

  if (body.title === undefined) body.title = (await p.input(say(ui, 'title'), undefined, required(ui))).trim();

  let start: ResolvedDate | null = null;
  const startAsked = body.start_date === undefined;
  if (startAsked) {
    start = await askDate(ctx, zone, ctx.clock.now());
    body.start_date = start.wall;
  } else {
    start = resolveDateText(scalarText(body.start_date), zone, ctx.clock.now(), ui.lang);
  }

  if (body.end_date === undefined) {
    const allDayLikely = body.all_day === true || (start !== null && !start.hasTime);
    const fallback = start ? (allDayLikely ? endOfDay(start.wall) : addMinutes(start.wall, 60)) : undefined;
    const reference = start ? wallInstant(start.wall, zone) : ctx.clock.now();
    const afterStart: Validate = (v) => {
      const r = resolveDateText(v, zone, reference, ui.lang);
      if (!r) return say(ui, 'notADate');
      return start && r.wall < start.wall ? say(ui, 'endBeforeStart') : true;
    };
    const shown = fallback?.slice(0, 16);
    const text = (await p.input(say(ui, 'end'), shown, afterStart)).trim();
    if (text === shown && fallback) body.end_date = fallback;
    else body.end_date = (await confirmDate(ctx, END, text, zone, reference, afterStart)).wall;
  }

  // a series, when the start was asked (flags have --repeat), unless the flags gave one or the
  // site has no recurring events (API.md §7.1)
  const repeats =
    startAsked && start && (await siteHasRecurrence(client)) && !ruleFlagsGiven(series)
      ? await askRepeats(ctx, body, start.wall, zone)
      : undefined;

  if (body.all_day === undefined)
    body.all_day = await p.confirm(say(ui, 'allDayAsk'), start !== null && !start.hasTime);

  if (body.timezone === undefined) {
    const picked = await p.search(say(ui, 'timezoneAsk', site), async (term) =>
      matchTimezones(term, site)
        .slice(0, 50)
        .map((z) => ({ name: z === site ? say(ui, 'siteDefault', z) : z, value: z })),
    );
    if (picked !== site) body.timezone = picked;
  }
  const finalZone = (typeof body.timezone === 'string' ? normalizeTimezone(body.timezone) : null) ?? site;

  if (body.venue === undefined) {
    const venue = await askVenue(ctx, client);
    if (venue) [body.venue, labels.venue] = [venue.value, venue.label];
  }
  if (body.organizer === undefined) {
    const organizers = await askOrganizers(ctx, client);
    if (organizers) [body.organizer, labels.organizer] = [organizers.value, organizers.label];
  }
  for (const resource of ['categories', 'tags'] as const) {
    if (body[resource] !== undefined) continue;
    const terms = await askTerms(ctx, client, resource);
    if (terms) [body[resource], labels[resource]] = [terms.value, terms.label];
  }

  if (body.description === undefined) {
    const editor = ctx.env.VISUAL || ctx.env.EDITOR;
    if (editor) {
      if (await p.confirm(say(ui, 'descriptionInEditor', editor), false)) {
        try {
          const text = (await p.editor(say(ui, 'description'), editor)).trim();
          if (text !== '') body.description = text;
        } catch (err) {
          if (!(err instanceof EditorFailed)) throw err;
          // what was typed so far is kept: the description is asked here instead
          ctx.io.stderr.write(`note: ${say(ui, 'editorFailed', err.message)}\n`);
          await askText(ctx, body, 'description', say(ui, 'descriptionOptional'));
        }
      }
    } else {
      await askText(ctx, body, 'description', say(ui, 'descriptionOptional'));
    }
  }
  await askText(ctx, body, 'cost', say(ui, 'costAsk'));
  await askText(ctx, body, 'website', say(ui, 'websiteAsk'), httpUrl(ui));
  await askFlag(ctx, body, 'featured', say(ui, 'featuredAsk'));
  if (body.status === undefined) {
    const statuses = await settableStatuses(client);
    body.status = await p.select(
      say(ui, 'status'),
      statuses.map((s) => ({ name: say(ui, s), value: s })),
      // the site's own default for those who may not publish (API.md §5.5)
      statuses.includes('publish') ? 'publish' : 'draft',
    );
  }

  const allDay = body.all_day === true;
  const when = (value: unknown) => {
    const r = resolveDateText(String(value), finalZone, ctx.clock.now(), ui.lang);
    return r ? describeWall(r.wall, finalZone, ui, allDay) : String(value);
  };
  const status = CHOSEN_STATUSES.find((s) => s === body.status);
  await confirmSummary(ctx, 'event', [
    [say(ui, 'title'), summaryText(body.title, ui)],
    [say(ui, 'start'), when(body.start_date)],
    [say(ui, 'end'), when(body.end_date)],
    [say(ui, 'allDay'), summaryText(body.all_day, ui)],
    [say(ui, 'repeats'), repeats?.(allDay)],
    [say(ui, 'timezone'), finalZone],
    [say(ui, 'venue'), labels.venue ?? summaryText(body.venue, ui)],
    [say(ui, 'organizers'), labels.organizer ?? summaryText(body.organizer, ui)],
    [say(ui, 'categories'), labels.categories ?? summaryText(body.categories, ui)],
    [say(ui, 'tags'), labels.tags ?? summaryText(body.tags, ui)],
    [say(ui, 'description'), summaryText(body.description, ui)],
    [say(ui, 'cost'), summaryText(body.cost, ui)],
    [say(ui, 'website'), summaryText(body.website, ui)],
    [say(ui, 'featured'), summaryText(body.featured, ui)],
    [say(ui, 'status'), status ? say(ui, status) : summaryText(body.status, ui)],
  ]);
}

/** The words of the start's questions and of the end's: asked again, and confirmed. */
const START = { again: 'startAgain', right: 'startRight' } as const;
const END = { again: 'endAgain', right: 'endRight' } as const;

/** Asks until a phrase resolves and the user agrees with what it resolved to. */
async function askDate(ctx: Context, zone: string, reference: Date): Promise<ResolvedDate> {
  const ui = ctx.ui;
  const readable: Validate = (v) => (resolveDateText(v, zone, reference, ui.lang) ? true : say(ui, 'notADate'));
  const text = await ctx.prompter.input(say(ui, 'startAsk'), undefined, readable);
  return confirmDate(ctx, START, text, zone, reference, readable);
}

async function confirmDate(
  ctx: Context,
  words: typeof START | typeof END,
  text: string,
  zone: string,
  reference: Date,
  validate: Validate,
): Promise<ResolvedDate> {
  const ui = ctx.ui;
  for (;;) {
    const resolved = resolveDateText(text, zone, reference, ui.lang);
    if (resolved && (await ctx.prompter.confirm(say(ui, words.right, describeWall(resolved.wall, zone, ui)), true)))
      return resolved;
    text = await ctx.prompter.input(say(ui, words.again), undefined, validate);
  }
}
