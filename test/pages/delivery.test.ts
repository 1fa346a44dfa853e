// Validators of pages and feeds against the clock: Last-Modified has whole seconds, so two
// representations given out in one second cannot be told apart by If-Modified-Since.
import { describe, expect, it } from 'vitest';
import { deliver, type Representation } from '../../src/pages/delivery.js';
import type { PageRequest } from '../../src/pages/context.js';

function request(headers: Record<string, string> = {}): PageRequest {
  return { method: 'GET', path: '/events/', here: '/events/?ical=1', query: {}, header: (name) => headers[name] };
}

function feed(body: string): Representation {
  return { status: 200, contentType: 'text/calendar; charset=utf-8', body };
}

const at = (iso: string) => new Date(iso);

describe('If-Modified-Since and a change within the second', () => {
  it('a feed changed in the second its Last-Modified names is sent again, not 304; a later second names it', () => {
    const key = `http://calev.test/same-second-${Math.random()}`;
    const first = deliver(request(), feed('one'), key, at('2027-03-01T10:00:00.100Z'));
    const lastModified = first.headers['Last-Modified'];
    expect(lastModified).toBe('Mon, 01 Mar 2027 10:00:00 GMT');
    expect(
      deliver(request({ 'if-modified-since': lastModified }), feed('one'), key, at('2027-03-01T10:00:00.300Z')).status,
    ).toBe(304);

    // the feed changes in the same second: a client holding the first text must get the second
    const changed = deliver(
      request({ 'if-modified-since': lastModified }),
      feed('two'),
      key,
      at('2027-03-01T10:00:00.700Z'),
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toBe('two');
    expect(
      deliver(request({ 'if-modified-since': lastModified }), feed('two'), key, at('2027-03-01T10:00:00.900Z')).status,
    ).toBe(200);

    // from the next second on, a later Last-Modified stands for the second text alone
    const later = deliver(
      request({ 'if-modified-since': lastModified }),
      feed('two'),
      key,
      at('2027-03-01T10:00:01.200Z'),
    );
    expect(later.status).toBe(200);
    expect(later.headers['Last-Modified']).toBe('Mon, 01 Mar 2027 10:00:01 GMT');
    const again = deliver(
      request({ 'if-modified-since': later.headers['Last-Modified'] }),
      feed('two'),
      key,
      at('2027-03-01T10:00:05Z'),
    );
    expect(again.status).toBe(304);
    expect(again.headers['Last-Modified']).toBe('Mon, 01 Mar 2027 10:00:01 GMT');
  });

  it('a change in a later second keeps 304s for the new Last-Modified at once', () => {
    const key = `http://calev.test/later-second-${Math.random()}`;
    const first = deliver(request(), feed('one'), key, at('2027-03-01T10:00:00Z'));
    const changed = deliver(
      request({ 'if-modified-since': first.headers['Last-Modified'] }),
      feed('two'),
      key,
      at('2027-03-01T10:00:02Z'),
    );
    expect(changed.status).toBe(200);
    const since = changed.headers['Last-Modified'];
    expect(since).toBe('Mon, 01 Mar 2027 10:00:02 GMT');
    expect(
      deliver(request({ 'if-modified-since': since }), feed('two'), key, at('2027-03-01T10:00:02.500Z')).status,
    ).toBe(304);
  });
});
