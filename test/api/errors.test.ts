// Errors that carry an API's answer (the client's ApiError, the server's ApiError) capture no stack:
// they are answers, not faults, and an import meets one per new row (its 404 lookup by slug),
// where building the stack cost more than the rest of the 404. Other errors keep theirs.
import { expect, it } from 'vitest';
import { ApiError as ClientApiError } from '../../src/api/errors.js';
import { ApiError as ServerApiError } from '../../src/server/errors.js';

const FRAME = /\n\s+at /;

it('an API error answered by the site or raised by the server has no stack frames; the next Error still has them', () => {
  const answered = ClientApiError.fromResponse(
    404,
    JSON.stringify({ code: 'rest-event-not-found', message: 'Nope', data: { status: 404 } }),
  );
  expect(answered.code).toBe('rest-event-not-found');
  expect(answered.stack ?? '').not.toMatch(FRAME);
  const raised = new ServerApiError('rest_invalid_param');
  expect(raised.code).toBe('rest_invalid_param');
  expect(raised.stack ?? '').not.toMatch(FRAME);
  expect(new Error('a fault').stack).toMatch(FRAME);
});
