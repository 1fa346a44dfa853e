// A whole event record for tests that build stores and indexes by hand.
import { defaultEventRecord, type EventRecord, type PostStatus } from '../../src/store/records.js';

export function event(
  id: number,
  status: PostStatus,
  dateUtc: string,
  start = '2024-07-01 10:00:00',
  end = '2024-07-01 11:00:00',
): EventRecord {
  return defaultEventRecord({ id, author: 1, status, dateUtc, slug: `e-${id}`, start, end, timezone: 'UTC' });
}
