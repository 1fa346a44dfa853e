// `calev events create` on a terminal (CLI.md §4): title; start in natural language, echoed back
// resolved; end; all-day; timezone; venue; organizers; categories and tags; description; cost,
// website, featured, status; a summary; confirmation. Values given as flags are not asked again.
import type { ApiClient, Params } from '../../api/client.js';
import type { Context } from '../../context.js';
import { normalizeTimezone } from '../../domain/timezones.js';
import { POST_STATUSES } from '../../spec/routes.js';
import { EditorFailed, type Validate } from '../../setup/prompter.js';
import { askFlag, askText, confirmSummary, httpUrl, required, summaryText } from './ask.js';
import { addMinutes, describeWall, endOfDay, resolveDateText, wallInstant, type ResolvedDate } from './dates.js';
import { askOrganizers, askTerms, askVenue } from './linked.js';
import { siteTimezone } from '../../api/site-index.js';
import { matchTimezones } from './lookups.js';
import { scalarText } from '../../domain/text.js';
import { ruleFlagsGiven, siteHasRecurrence, type SeriesFlags } from '../resource/series.js';
import { askRepeats } from './repeats.js';

// `future` follows from a publication date in the future; it is not chosen.
const STATUSES = POST_STATUSES.filter((s) => s !== 'future');
const NOT_A_DATE = 'not a date I can read; try "tomorrow 7pm", "next friday 20:00" or "2024-07-11 19:00"';

export async function askEventInput(
  body: Params,
  ctx: Context,
  client: ApiClient,
  series?: SeriesFlags,
): Promise<void> {
  const p = ctx.prompter;
  const labels: Record<string, string> = {};
  const site = (await siteTimezone(client)) ?? 'UTC';
  const given = typeof body.timezone === 'string' ? normalizeTimezone(body.timezone) : null;
  // Dates are read in the zone the event will probably have; the wall clock is what is stored.
  const zone = given ?? site;

  if (body.title === undefined) body.title = (await p.input('Title', undefined, required)).trim();

  let start: ResolvedDate | null = null;
  const startAsked = body.start_date === undefined;
  if (startAsked) {
    start = await askDate(ctx, 'Start (e.g. "tomorrow 7pm", "next friday 20:00")', zone, ctx.clock.now());
    body.start_date = start.wall;
  } else {
    start = resolveDateText(scalarText(body.start_date), zone, ctx.clock.now());
  }

  if (body.end_date === undefined) {
    const allDayLikely = body.all_day === true || (start !== null && !start.hasTime);
    const fallback = start ? (allDayLikely ? endOfDay(start.wall) : addMinutes(start.wall, 60)) : undefined;
    const reference = start ? wallInstant(start.wall, zone) : ctx.clock.now();
    const afterStart: Validate = (v) => {
      const r = resolveDateText(v, zone, reference);
      if (!r) return NOT_A_DATE;
      return start && r.wall < start.wall ? 'the end is before the start' : true;
    };
    const shown = fallback?.slice(0, 16);
    const text = (await p.input('End', shown, afterStart)).trim();
    if (text === shown && fallback) body.end_date = fallback;
    else body.end_date = (await confirmDate(ctx, 'End', text, zone, reference, afterStart)).wall;
  }

  // a series, when the start was asked (flags have --repeat), unless the flags gave one or the
  // site has no recurring events (API.md §7.1)
  const repeats =
    startAsked && start && siteHasRecurrence(client) && !ruleFlagsGiven(series)
      ? await askRepeats(ctx, body, start.wall, zone)
      : undefined;

  if (body.all_day === undefined) body.all_day = await p.confirm('All-day event?', start !== null && !start.hasTime);

  if (body.timezone === undefined) {
    const picked = await p.search(`Timezone (type to search; Enter keeps ${site})`, async (term) =>
      matchTimezones(term, site)
        .slice(0, 50)
        .map((z) => ({ name: z === site ? `${z} (site default)` : z, value: z })),
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
      if (await p.confirm(`Write a description in ${editor}?`, false)) {
        try {
          const text = (await p.editor('Description', editor)).trim();
          if (text !== '') body.description = text;
        } catch (err) {
          if (!(err instanceof EditorFailed)) throw err;
          // what was typed so far is kept: the description is asked here instead
          ctx.io.stderr.write(`note: ${err.message}; write the description here\n`);
          await askText(ctx, body, 'description', 'Description (optional)');
        }
      }
    } else {
      await askText(ctx, body, 'description', 'Description (optional)');
    }
  }
  await askText(ctx, body, 'cost', 'Cost (e.g. 15, $10 - $20, Free; optional)');
  await askText(ctx, body, 'website', 'Website (optional)', httpUrl);
  await askFlag(ctx, body, 'featured', 'Featured?');
  if (body.status === undefined)
    body.status = await p.select(
      'Status',
      STATUSES.map((s) => ({ name: s, value: s })),
      'publish',
    );

  const allDay = body.all_day === true;
  const when = (value: unknown) => {
    const r = resolveDateText(String(value), finalZone, ctx.clock.now());
    return r ? describeWall(r.wall, finalZone, allDay) : String(value);
  };
  await confirmSummary(ctx, 'event', [
    ['Title', summaryText(body.title)],
    ['Start', when(body.start_date)],
    ['End', when(body.end_date)],
    ['All day', summaryText(body.all_day)],
    ['Repeats', repeats],
    ['Timezone', finalZone],
    ['Venue', labels.venue ?? summaryText(body.venue)],
    ['Organizers', labels.organizer ?? summaryText(body.organizer)],
    ['Categories', labels.categories ?? summaryText(body.categories)],
    ['Tags', labels.tags ?? summaryText(body.tags)],
    ['Description', summaryText(body.description)],
    ['Cost', summaryText(body.cost)],
    ['Website', summaryText(body.website)],
    ['Featured', summaryText(body.featured)],
    ['Status', summaryText(body.status)],
  ]);
}

/** Asks until a phrase resolves and the user agrees with what it resolved to. */
async function askDate(ctx: Context, message: string, zone: string, reference: Date): Promise<ResolvedDate> {
  const readable: Validate = (v) => (resolveDateText(v, zone, reference) ? true : NOT_A_DATE);
  const text = await ctx.prompter.input(message, undefined, readable);
  return confirmDate(ctx, message.replace(/ \(.*$/, ''), text, zone, reference, readable);
}

async function confirmDate(
  ctx: Context,
  label: string,
  text: string,
  zone: string,
  reference: Date,
  validate: Validate,
): Promise<ResolvedDate> {
  for (;;) {
    const resolved = resolveDateText(text, zone, reference);
    if (resolved && (await ctx.prompter.confirm(`${label}: ${describeWall(resolved.wall, zone)}. Right?`, true)))
      return resolved;
    text = await ctx.prompter.input(`${label} (e.g. "tomorrow 7pm", "2024-07-11 19:00")`, undefined, validate);
  }
}
