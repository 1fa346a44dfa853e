// The error catalogue of API.md §8: code -> HTTP status and English message (the catalogue key).
export const ERRORS = {
  rest_no_route: [404, 'No route was found matching the URL and request method.'],
  rest_invalid_namespace: [404, 'The specified namespace could not be found.'],
  rest_invalid_json: [400, 'Invalid JSON body passed.'],
  rest_payload_too_large: [413, 'The request body is too large.'],
  rest_missing_callback_param: [400, 'Missing parameter(s): %s'],
  rest_invalid_param: [400, 'Invalid parameter(s): %s'],
  // WordPress core's batch endpoint (calev addition to the contract: README "Batch writes")
  rest_batch_not_allowed: [400, 'The requested route does not support batch requests.'],
  invalid_username: [401, 'Unknown username. Check again or try your email address.'],
  incorrect_password: [401, 'The provided password is an invalid application password.'],
  // calev addition (not in WordPress): failed logins from one address are slowed down (README).
  too_many_login_attempts: [429, 'Too many failed login attempts. Try again in %d seconds.'],
  rest_forbidden: [403, 'Sorry, you are not allowed to do that.'],
  // WordPress's `wp/v2/users/me` without credentials (calev addition: README "Who the caller is")
  rest_not_logged_in: [401, 'You are not currently logged in.'],
  'rest-event-not-found': [404, 'Event with ID %d does not exist.'],
  'rest-invalid-event-id': [400, 'The specified ID is not a valid event.'],
  'event-no-longer-available': [403, 'This event is no longer available'],
  'event-not-accessible': [403, 'The requested event is not accessible'],
  'event-password-protected': [403, 'The requested event is not accessible without a password'],
  'event-is-in-trash': [410, 'The event is already trashed'],
  'event-archive-page-not-found': [404, 'The requested event archive page does not exist'],
  'venue-archive-page-not-found': [404, 'The requested venue archive page does not exist'],
  'organizer-archive-page-not-found': [404, 'The requested organizer archive page does not exist'],
  'venue-not-accessible': [403, 'The requested venue is not accessible'],
  'organizer-not-accessible': [403, 'The requested organizer is not accessible'],
  'venue-is-in-trash': [410, 'The venue is already trashed'],
  'organizer-is-in-trash': [410, 'The organizer is already trashed'],
  term_exists: [400, 'A term with the name provided already exists in this taxonomy.'],
  duplicate_term_slug: [400, 'The slug “%s” is already in use by another term.'],
  'could-not-delete-event': [500, 'The event could not be deleted'],
  'could-not-delete-venue': [500, 'The venue could not be deleted'],
  'could-not-delete-organizer': [500, 'The organizer could not be deleted'],
  internal_server_error: [500, 'There has been a critical error on this website.'],
  // calev additions (not in WordPress): a journal write failed, nothing of the change was saved;
  // the next write tries again (README "Running several calev at once").
  storage_full: [507, 'The change was not saved: there is no space left on the disk that holds the data.'],
  storage_write_failed: [503, 'The change was not saved: the data could not be written. Try again later.'],
  // calev additions: what Node's HTTP parser refuses before the request is read (src/server/http.ts),
  // answered in English (the URL that would name the language is what could not be read)
  rest_bad_request: [
    400,
    'The request could not be read: characters outside ASCII must be percent-encoded in the URL.',
  ],
  rest_request_timeout: [408, 'The request did not arrive in time.'],
  rest_request_headers_too_large: [431, 'The request headers are too large.'],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorCode = keyof typeof ERRORS;

export const TERM_EXISTS_CATEGORY = 'A term with the name provided already exists with this parent.';

/** Messages that appear as values of data.params (§1.12, §8). */
export const PARAM_MESSAGES = {
  invalid: 'Invalid parameter.',
  type: '%1$s is not of type %2$s.',
  enum: '%1$s is not one of %2$s.',
  // the batch endpoint's own arguments (src/server/batch.ts)
  maxItems: '%1$s must contain at most %2$s items.',
  requiredProperty: '%1$s is a required property of %2$s.',
  ticketsInactive: 'Event Tickets plugin is not activated.',
} as const;

/** The word that replaces a zero cost (§5.7). */
export const FREE = 'Free';
