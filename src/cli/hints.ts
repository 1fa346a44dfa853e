// One-line hints printed under an error: what to run next.
import { ApiError, NetworkError } from '../api/errors.js';
import type { Resource } from '../spec/types.js';

const TRASH_CODES = new Set([
  'event-is-in-trash',
  'venue-is-in-trash',
  'organizer-is-in-trash',
  'event-no-longer-available',
]);

/** The command that restores a trashed item. */
export function restoreCommand(resource: Resource, ref: string): string {
  return `calev ${resource} update ${ref} --status publish`;
}

/** A `.catch` handler that adds the hints of the item a command works on, then rethrows. */
export function withItemHint(resource: Resource, ref: string): (err: unknown) => never {
  return (err) => {
    if (err instanceof ApiError && !err.hint && TRASH_CODES.has(err.code))
      err.hint = `it is in the trash; restore it with: ${restoreCommand(resource, ref)}`;
    throw err;
  };
}

/** Hints any command may get, added where nothing more specific was said. */
export function generalHint(err: unknown, site: { url?: string; user?: string }): string | undefined {
  if (err instanceof NetworkError) return err.hint;
  if (!(err instanceof ApiError)) return undefined;
  if (err.hint) return err.hint;
  if (err.status === 401 && (err.code === 'invalid_username' || err.code === 'incorrect_password')) {
    return `check the user and application password; save new ones with: calev login${site.url ? ` --url ${site.url}` : ''}`;
  }
  if (err.status === 401)
    return site.user
      ? 'the site refused these credentials for this action'
      : 'log in first: calev login --url <site> --user <name>';
  if (err.status === 403 && err.code === 'rest_forbidden') return 'your user role is not allowed to do this';
  if (err.code === 'rest_no_route' || err.code === 'rest_invalid_namespace') {
    return site.url
      ? 'check --api-root and --namespace (a WordPress site with The Events Calendar uses --namespace tribe/events/v1)'
      : undefined;
  }
  return undefined;
}
