// `calev <resource> update <id|slug>`: sends only the fields given; against a site that resets
// omitted fields the client reads the item first and sends their stored values along (CLI.md §2).
import { ApiError } from '../../api/errors.js';
import type { Context } from '../../context.js';
import { UsageError } from '../../setup/errors.js';
import { withItemHint } from '../hints.js';
import { Output } from '../output/output.js';
import { requestParams, type ItemOptions } from './options.js';
import { itemTarget, writeTarget } from './ref.js';
import { applyRepeatFlags, movedStartNote, refuseRecurrence, ruleFlagsGiven } from './series.js';
import { noteStoredOtherwise } from './status-note.js';
import { keepLengthPastEnd, readDaylessDates, readPhrasesInLanguage } from './event-dates.js';
import { linkedBySlug, parentCategoryId } from './linked-filters.js';
import { imageFromFile } from './image-file.js';
import { siteTimezone } from '../../api/site-index.js';
import { normalizeTimezone } from '../../domain/timezones.js';

export async function runResourceUpdate(opts: ItemOptions, ctx: Context): Promise<void> {
  const named = itemTarget(opts.resource, opts.ref, opts.bySlug);
  const given = requestParams(opts);
  const lang = given.translation_language;
  delete given.translation_language;
  const repeatFlags = opts.resource === 'events' && ruleFlagsGiven(opts.series) ? opts.series : undefined;
  if (Object.keys(given).length === 0 && !repeatFlags)
    throw new UsageError(
      `nothing to update: give the fields to change, e.g. calev ${opts.resource} update ${opts.ref} ${opts.resource === 'categories' || opts.resource === 'tags' ? '--description "…"' : '--status publish'}`,
    );
  const client = await ctx.client();
  const output = (await Output.for(ctx, opts.resource)).warnOfUnknownFields(ctx.io.stderr);
  ctx.interrupt.listen();
  const query = lang === undefined ? {} : { translation_language: lang };
  const fail = withItemHint(named);
  // slug-writes-unchecked.json: by id where the site checks the user's rights on the item only
  // there; read whole where the update merges with it (read once, not again below)
  const { view, ...target } = await writeTarget(named, client, {
    whole: client.site.mergesUpdates(opts.resource),
    query,
  }).catch(fail);
  if (opts.resource === 'categories') Object.assign(given, await parentCategoryId(given, client));
  if (opts.resource === 'events') await linkedBySlug(given, client);
  // the series as it was, where the command changes its rule
  let series: Record<string, unknown> | undefined;
  if (repeatFlags) {
    // the current rule is the base of --except (and the start gives a date alone its time)
    series = (await client.call('GET', target.path, { query, subject: target.subject }).catch(fail)).data as Record<
      string,
      unknown
    >;
    const notes = applyRepeatFlags(given, repeatFlags, ctx.clock.now(), series);
    for (const note of notes) ctx.io.stderr.write(`note: ${note}\n`);
  }
  // the stored event, read where a date given needs it (its start, its timezone), and then given
  // to a merged update instead of reading it again; not readable (the trash), dates go as given
  let current: Promise<Record<string, unknown>> | undefined = view && Promise.resolve(view);
  if (opts.resource === 'events') {
    const stored = () =>
      (current ??= client.call('GET', target.path, { query, subject: target.subject }).then(
        (res) => (res.data ?? {}) as Record<string, unknown>,
        (err: unknown): Record<string, unknown> => {
          if (err instanceof ApiError) return {};
          throw err;
        },
      ));
    const dates = {
      zone: async () => {
        const zone = (await stored()).timezone;
        return (typeof zone === 'string' && zone !== '' ? normalizeTimezone(zone) : null) ?? siteTimezone(client);
      },
      stored: async () => {
        const { start_date: start, end_date: end, all_day: allDay } = await stored();
        return typeof start === 'string' && typeof end === 'string'
          ? { start, end, allDay: allDay === true }
          : undefined;
      },
    };
    await readPhrasesInLanguage(given, ctx.clock.now(), ctx.ui.lang, dates);
    await readDaylessDates(given, ctx.clock.now(), dates);
    await keepLengthPastEnd(given, ctx.clock.now(), dates);
    await refuseRecurrence(given, client, 'update');
  }
  const read = current ? await current : undefined;
  // uploaded once all else is checked; deleted again if the site refuses the update
  const image = await imageFromFile(given, client);
  const res = await image
    .writing(() =>
      client.update(opts.resource, target.path, given, {
        query,
        subject: target.subject,
        ...(read && typeof read.id === 'number' ? { current: read } : {}),
      }),
    )
    .catch(fail);
  await output.item(res.data);
  noteStoredOtherwise(ctx, target.subject, given, res.data, output.config.quiet, {
    resource: opts.resource,
    shown: client.site.comparableText,
  });
  const asked = given.start_date ?? (series ?? read)?.start_date;
  const moved = opts.resource === 'events' ? movedStartNote(asked, res.data) : undefined;
  if (moved && !output.config.quiet) ctx.io.stderr.write(`note: ${target.subject} ${moved}\n`);
}
