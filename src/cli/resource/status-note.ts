// A write asked for one status and the site stored another: a contributor's `publish` becomes
// `pending` (API.md §5.5, the same on The Events Calendar). Said on stderr, so that it is not silent.
import type { Context } from '../../context.js';
import type { Params } from '../../api/client.js';

export function noteStatusChange(ctx: Context, subject: string, sent: Params, saved: unknown, quiet: boolean): void {
  const asked = typeof sent.status === 'string' ? sent.status.trim().toLowerCase() : undefined;
  const got = saved && typeof saved === 'object' ? (saved as Record<string, unknown>).status : undefined;
  if (quiet || asked === undefined || typeof got !== 'string' || got === asked) return;
  // A publication date in the future makes `publish` a scheduled post, as asked.
  if (asked === 'publish' && got === 'future') return;
  const why = got === 'pending' ? ': this user may not publish, so it waits for review by an editor' : '';
  ctx.io.stderr.write(`note: ${subject} was saved as ${got}, not ${asked}${why}\n`);
}
