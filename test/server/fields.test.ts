import { describe, expect, it } from 'vitest';
import { filterFields } from '../../src/server/fields.js';

const list = {
  events: [
    {
      id: 60,
      title: 'Jazz Night',
      venue: { id: 57, venue: 'Blue Room', city: 'Boston' },
      organizer: [
        { id: 58, email: 'a@x' },
        { id: 12, email: 'b@x' },
      ],
    },
    { id: 61, title: 'Rehearsal', venue: [], organizer: [] },
  ],
  rest_url: 'http://127.0.0.1:8080/wp-json/calendar/events/v1/events/?page=1',
  total: 2,
  total_pages: 1,
};

describe('filterFields (_fields, §1.7)', () => {
  it('_fields=events.id,total keeps the id of every listed event and the total', () => {
    expect(filterFields(list, ['events.id', 'total'])).toEqual({ events: [{ id: 60 }, { id: 61 }], total: 2 });
  });

  it('keeps the body key order, not the order of _fields', () => {
    expect(Object.keys(filterFields(list, ['total_pages', 'total', 'events.id']) as object)).toEqual([
      'events',
      'total',
      'total_pages',
    ]);
    const event = list.events[0];
    expect(Object.keys(filterFields(event, ['venue', 'title', 'id']) as object)).toEqual(['id', 'title', 'venue']);
  });

  it('_fields=title,venue.city trims a nested object and keeps the other values whole', () => {
    expect(filterFields(list.events[0], ['title', 'venue.city'])).toEqual({
      title: 'Jazz Night',
      venue: { city: 'Boston' },
    });
  });

  it('_fields=events.organizer.email descends through two arrays of objects', () => {
    expect(filterFields(list, ['events.organizer.email'])).toEqual({
      events: [{ organizer: [{ email: 'a@x' }, { email: 'b@x' }] }, { organizer: [] }],
    });
  });

  it('_fields=events.venue.city applies to an object venue and leaves an empty venue list empty', () => {
    expect(filterFields(list, ['events.venue.city'])).toEqual({
      events: [{ venue: { city: 'Boston' } }, { venue: [] }],
    });
  });

  it('a whole key wins over a path inside it, in either order', () => {
    const expected = { events: list.events.map((e) => ({ venue: e.venue })) };
    expect(filterFields(list, ['events.venue', 'events.venue.city'])).toEqual(expected);
    expect(filterFields(list, ['events.venue.city', 'events.venue'])).toEqual(expected);
  });

  it('ignores unknown keys', () => {
    expect(filterFields(list, ['nope', 'events.nope', 'total'])).toEqual({ events: [{}, {}], total: 2 });
    expect(filterFields(list, ['nope'])).toEqual({});
  });

  it('keeps a scalar whole when the path goes deeper than it, as the modelled API does', () => {
    expect(filterFields(list, ['total.value'])).toEqual({ total: 2 });
  });

  it('applies to each element of a top-level array', () => {
    expect(
      filterFields(
        [
          { id: 1, name: 'a' },
          { id: 2, name: 'b' },
        ],
        ['id'],
      ),
    ).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('leaves the body alone when no path is given', () => {
    expect(filterFields(list, [])).toBe(list);
    expect(filterFields(list, [''])).toBe(list);
  });

  it('keeps null and false values of named keys', () => {
    expect(filterFields({ image: false, all_day: null, id: 1 }, ['image', 'all_day'])).toEqual({
      image: false,
      all_day: null,
    });
  });

  it('does not change the body it filters', () => {
    const before = JSON.stringify(list);
    filterFields(list, ['events.id']);
    expect(JSON.stringify(list)).toBe(before);
  });

  it('treats a __proto__ key of the body as a plain key', () => {
    const body = JSON.parse('{"__proto__":{"x":1},"id":2}') as unknown;
    const filtered = filterFields(body, ['__proto__']) as Record<string, unknown>;
    expect(Object.getPrototypeOf(filtered)).toBe(Object.prototype);
    expect(JSON.stringify(filtered)).toBe('{"__proto__":{"x":1}}');
  });
});
