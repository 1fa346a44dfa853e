// One-line hints printed under an error: what to run next.
import { ApiError, movedHint, NetworkError, ResponseError } from '../api/errors.js';
import { NOT_THE_API_HINT } from '../api/client.js';
import { DATE_HINT } from '../domain/dates.js';
import { LIST_STATUSES, POST_STATUSES, RESOURCES, ROUTES } from '../spec/routes.js';
import { TEC_NAMESPACE, type Resource } from '../spec/types.js';
import type { ItemTarget } from './resource/ref.js';

const TRASH_CODES = new Set([
  'event-is-in-trash',
  'venue-is-in-trash',
  'organizer-is-in-trash',
  'event-no-longer-available',
]);

/** Why WordPress would not get the credentials calev sends, and what to change. */
export const CREDENTIALS_DROPPED =
  'its web server may drop the Authorization header (Apache with CGI or FastCGI: SetEnvIf Authorization "(.*)" HTTP_AUTHORIZATION=$1 in .htaccess), or its application passwords are off (WordPress offers them over HTTPS)';

/**
 * A refusal from the site a redirect sent the request to, which got no credentials: the site's
 * new address, and how the profile in use (if any) keeps it.
 */
export function withheldHint(to: string, profile?: string): string {
  return `${movedHint(to, true)} (and keep it: calev login${profile ? ` --profile ${profile}` : ''} --url ${to})`;
}

/** The command that restores a trashed item: by id, since trashing renames the slug (`…__trashed`). */
export function restoreCommand(resource: Resource, ref: string | number, status: string): string {
  // `future` follows from the publication date, which a restore keeps
  return `calev ${resource} update ${ref} --status ${status === 'future' ? 'publish' : status}`;
}

/**
 * How to restore a trashed item whose status before is not known (the API shows `trash`): as a
 * draft, as WordPress's own Restore does, or published. `--status publish` alone, copied, made a
 * trashed draft public.
 */
export function restoreUnknown(resource: Resource, ref: string | number): string {
  return `${restoreCommand(resource, ref, 'draft')} (or --status publish to publish it)`;
}

/**
 * A `.catch` handler for a command on one item: a slug or an id no item has is reported as not
 * found (both servers answer 400 on the `slug` parameter, and on the `id` of a venue, organizer,
 * category or tag), a trashed item gets the restore hint.
 */
export function withItemHint(target: ItemTarget): (err: unknown) => never {
  return (err) => {
    if (!(err instanceof ApiError)) throw err;
    if (target.shape === 'bySlug' && err.status === 400 && refusedParam(err, 'slug')) {
      throw new ApiError(
        err.status,
        err.code,
        `not found: no ${target.word} has this slug`,
        {},
        target.subject,
        `if it was moved to the trash, its slug is now ${target.ref}__trashed; find it with: calev ${target.resource} list --status trash`,
      );
    }
    if (target.shape === 'single' && err.status === 400 && refusedParam(err, 'id'))
      throw new ApiError(err.status, err.code, `not found: no ${target.word} has this id`, {}, target.subject);
    if (!err.hint && TRASH_CODES.has(err.code))
      err.hint = `it is in the trash; restore it with: ${restoreUnknown(target.resource, target.ref)}`;
    if (!err.hint && err.code === 'event-password-protected')
      err.hint = `it is protected by a password: calev ${target.resource} get ${target.ref} --password TEXT`;
    throw err;
  };
}

/** The route arguments that are dates (`start_date`, `starts_after`, `date_utc`, …). */
const dateParams = (): string[] => [
  ...new Set(
    ROUTES.flatMap((r) => r.endpoints.flatMap((e) => e.args.filter((a) => a.kind === 'date').map((a) => a.name))),
  ),
];

function refusedParam(err: ApiError, name: string): boolean {
  const params = err.data.params;
  return Boolean(params && typeof params === 'object' && name in params);
}

/** Hints any command may get, added where nothing more specific was said. */
export function generalHint(
  err: unknown,
  site: {
    url?: string;
    user?: string;
    apiRoot?: string;
    namespace?: string;
    profileName?: string;
    /** the profile's credentials were the ones sent (src/setup/settings.ts) */
    ownCredentials?: boolean;
    /** the password came from CALEV_PASSWORD, which beats a saved one */
    passwordFromEnv?: boolean;
    /** the profile keeps a password for this target */
    passwordSaved?: boolean;
    /** the profile in use, whose namespace and API root count for its own site only */
    profile?: { url?: string; namespace?: string };
  },
): string | undefined {
  if (err instanceof NetworkError) return err.hint;
  if (err instanceof ResponseError && err.page) {
    const login = `calev login ${site.profileName ? `--profile ${site.profileName}` : `--url ${site.url ?? 'URL'}`}`;
    return `${NOT_THE_API_HINT}; the site may have plain permalinks: --api-root '/index.php?rest_route=', or run ${login} again (it finds the API root)`;
  }
  // a failure of calev's own code, not of the input, the site or the system: worth a report
  if (err instanceof TypeError || err instanceof RangeError || err instanceof ReferenceError)
    return 'this is a bug in calev: run the command again with CALEV_DEBUG=1 to see where, and report it';
  if (!(err instanceof ApiError)) return undefined;
  if (err.hint) return err.hint;
  if (err.refusedCaller && err.credentialsWithheldAt !== undefined)
    return withheldHint(err.credentialsWithheldAt, site.profileName);
  // a login saves a password that CALEV_PASSWORD would still beat: it cannot help
  if (err.status === 401 && err.code === 'incorrect_password' && site.passwordFromEnv)
    return site.passwordSaved && site.profileName !== undefined
      ? `the password in CALEV_PASSWORD was refused: fix it, or unset it to use the one saved for profile ${site.profileName}`
      : 'check the user and application password in CALEV_PASSWORD (it goes before any saved one: a login would not change it)';
  if (err.status === 401 && (err.code === 'invalid_username' || err.code === 'incorrect_password')) {
    // the profile whose credentials were sent, which a login of its own site replaces; under
    // another active profile a login by --url alone is refused
    const login =
      site.profileName !== undefined && site.ownCredentials
        ? ` --profile ${site.profileName}`
        : site.url
          ? ` --url ${site.url}`
          : '';
    return `check the user and application password; save new ones with: calev login${login}`;
  }
  // with credentials, a 401 that is not about them says they never arrived (a refused user gets 403)
  if (err.status === 401)
    return site.user
      ? `the site answered as if no credentials were sent (401, not 403): ${site.namespace === TEC_NAMESPACE ? CREDENTIALS_DROPPED : 'a proxy in front of it may drop the Authorization header'}`
      : 'log in first: calev login --url <site> --user <name>';
  if (err.status === 403 && err.code === 'rest_forbidden') return 'your user role is not allowed to do this';
  if (err.status === 400 && dateParams().some((name) => refusedParam(err, name))) return DATE_HINT;
  if (err.status === 400 && refusedParam(err, 'website'))
    return 'a website is a URL that begins with http:// or https:// (https://example.org)';
  // the API says only "Invalid parameter": a status no item has, or a list of others than publish
  // asked by a user who may not read them
  if (err.status === 400 && refusedParam(err, 'status')) {
    const list = (RESOURCES as readonly string[]).includes(err.subject ?? '');
    return list
      ? `the statuses are ${LIST_STATUSES.join(', ')}; only users who may edit ${err.subject} list others than publish`
      : `the statuses are ${POST_STATUSES.join(', ')}`;
  }
  // "Invalid parameter." alone: what each of these takes
  if (err.status === 400 && refusedParam(err, 'timezone'))
    return 'a time zone is a name of the tz database (America/New_York, Europe/Paris) or UTC, UTC+2, UTC-5:30; abbreviations such as EST are not one';
  for (const [param, one] of [
    ['categories', 'category'],
    ['tags', 'tag'],
  ] as const)
    if (err.status === 400 && refusedParam(err, param))
      return `no ${one} has that id or slug here; find it by its name with: calev ${param} list --search NAME`;
  // A wrong API root reaches the site's own "page not found" (HTML), not the API.
  if (err.code === 'rest_no_route' || err.code === 'rest_invalid_namespace' || err.code === 'http_404') {
    if (!site.url) return undefined;
    // the API's address given as the site's (`--url https://example.org/wp-json/`)
    const api = /^(.*?)\/(?:wp-json|index\.php)(?:\/.*)?$/.exec(site.url);
    if (api) return `--url is the site's address, not its API's: --url ${api[1] || site.url}`;
    // the profile's namespace was left out: it is for the profile's own site, and --url (or
    // CALEV_URL) named another address, which may be the same site spelt otherwise (localhost)
    const theirs = site.profile;
    if (
      site.profileName &&
      theirs?.namespace &&
      theirs.url &&
      theirs.url !== site.url &&
      theirs.namespace !== site.namespace
    )
      return `the namespace of profile ${site.profileName} (${theirs.namespace}) is for its own site, ${theirs.url}, not for ${site.url}; if that is the same site, give --namespace ${theirs.namespace} (or use the profile's address)`;
    // Already The Events Calendar's namespace: the root is wrong, or the plugin is not active.
    if (site.namespace === TEC_NAMESPACE)
      return `check --api-root, and that The Events Calendar is active on the site (requests went to ${new URL(site.url).pathname.replace(/\/+$/, '')}${site.apiRoot ?? '/wp-json'}/${TEC_NAMESPACE})`;
    return `check --api-root and --namespace (a WordPress site with The Events Calendar uses --namespace ${TEC_NAMESPACE})`;
  }
  return undefined;
}
