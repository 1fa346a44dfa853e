// `calev <resource> delete <id|slug>`: asks first on a terminal, needs --yes otherwise.
import type { Context } from '../../context.js';
import { CancelledError, UsageError } from '../../setup/errors.js';
import { withItemHint, restoreCommand, restoreUnknown } from '../hints.js';
import { Output } from '../output/output.js';
import { requestParams, type ItemOptions } from './options.js';
import { hasSlugRoute, itemTarget, writeTarget } from './ref.js';
import { eventsWithOtherOrganizers, linkOthersAgain } from './organizer-links.js';
import { seriesDeleteTarget } from './series.js';

export interface DeleteOptions extends ItemOptions {
  yes?: boolean;
}

export async function runResourceDelete(opts: DeleteOptions, ctx: Context): Promise<void> {
  const target = itemTarget(opts.resource, opts.ref, opts.bySlug);
  // a format that cannot show the output is said before the confirmation, not after it
  const output = (await Output.for(ctx, opts.resource)).warnOfUnknownFields(ctx.io.stderr);
  // Events, venues and organizers go to the trash; categories and tags are deleted for good.
  const trashes = hasSlugRoute(opts.resource);
  if (!opts.yes && !ctx.interactive())
    throw new UsageError(
      `refusing to delete ${target.subject} without confirmation`,
      'add --yes to delete without a terminal',
    );
  if (!opts.yes) {
    const question = trashes ? `Move ${target.subject} to the trash?` : `Delete ${target.subject} permanently?`;
    if (!(await ctx.prompter.confirm(question, false))) throw new CancelledError(`${target.subject} was not deleted`);
  }
  const client = await ctx.client();
  // slug-writes-unchecked.json: by id where the site checks the user's rights on the item only there
  let { path, subject } = await writeTarget(target, client).catch(withItemHint(target));
  let restoreRef = opts.ref;
  // what the item is before: its status is what a restore gives back (a draft stays a draft)
  const current = trashes
    ? await client.call('GET', path, { subject }).then(
        (r) => r.data as Record<string, unknown>,
        () => undefined,
      )
    : undefined;
  if (opts.resource === 'events') {
    // an occurrence of a series: this one, or the whole series (API.md §7.1)
    const series = current && (await seriesDeleteTarget(ctx, client, current, opts.series, Boolean(opts.yes)));
    if (series?.path === '') throw new CancelledError(`${subject} was not deleted`);
    if (series) {
      ({ path, subject } = series);
      restoreRef = path.slice('/events/'.length);
    }
    // the first event of a series takes the whole series along (API.md §7.1): said, not only "event 2"
    else if (current?.recurrence && typeof current.recurrence === 'object')
      subject = `${subject} (a series: every occurrence with it)`;
  }
  // a site whose trash unlinks the other organizers of the organizer's events: those events, first
  const organizer = opts.resource === 'organizers' ? current?.id : undefined;
  const others = typeof organizer === 'number' ? await eventsWithOtherOrganizers(client, organizer) : [];
  ctx.interrupt.listen();
  const res = await client.call('DELETE', path, { query: requestParams(opts), subject }).catch(withItemHint(target));
  const { linked, failed } = await linkOthersAgain(client, others);
  if (linked.length > 0 && !output.config.quiet)
    ctx.io.stderr.write(
      `note: the site unlinked the other organizers of ${linked.length === 1 ? 'event' : 'events'} ${linked.sort((x, y) => x - y).join(', ')} too: linked again\n`,
    );
  for (const { event, others: kept, why } of failed)
    ctx.io.stderr.write(
      `warning: the site unlinked the other organizers of event ${event} too, which this user may not link again (${why}): calev events update ${event} --organizer ${kept.join(',')}\n`,
    );
  await output.item(res.data);
  if (trashes && !output.config.quiet) {
    // By id: the trashed item's slug is renamed (`…__trashed`), so the slug given no longer finds it.
    const id = (res.data as Record<string, unknown> | undefined)?.id;
    const ref = typeof id === 'number' ? id : restoreRef;
    const before = current?.status;
    const status = typeof before === 'string' && before !== 'trash' ? before : undefined;
    ctx.io.stderr.write(
      `${subject} moved to the trash; restore it with: ${status ? restoreCommand(opts.resource, ref, status) : restoreUnknown(opts.resource, ref)}\n`,
    );
  }
}
