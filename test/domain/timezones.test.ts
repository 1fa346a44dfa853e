import { describe, expect, it } from 'vitest';
import {
  gmtOffsetHours,
  localToUtc,
  normalizeTimezone,
  offsetAt,
  timezoneAbbr,
  timezoneString,
  utcToLocal,
} from '../../src/domain/timezones.js';

describe('normalizeTimezone (§5.6 timezone values)', () => {
  const accepted: Array<[string, string]> = [
    ['America/New_York', 'America/New_York'],
    ['america/new_york', 'america/new_york'],
    ['Europe/Berlin', 'Europe/Berlin'],
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['Etc/GMT+5', 'Etc/GMT+5'],
    ['UTC', 'UTC'],
    ['utc', 'UTC'],
    ['Utc', 'UTC'],
    ['UTC+2', 'UTC+2'],
    ['utc+2', 'UTC+2'],
    ['UTC+02', 'UTC+2'],
    ['UTC-3.5', 'UTC-3.5'],
    ['UTC-3:30', 'UTC-3.5'],
    ['UTC+5:30', 'UTC+5.5'],
    ['UTC+05:30', 'UTC+5.5'],
    ['UTC+5.5', 'UTC+5.5'],
    ['UTC+5:45', 'UTC+5.75'],
    ['UTC+5.75', 'UTC+5.75'],
    ['UTC+5:00', 'UTC+5'],
    ['UTC+0', 'UTC+0'],
    ['UTC-0', 'UTC+0'],
    ['UTC+14', 'UTC+14'],
    ['UTC-12', 'UTC-12'],
  ];
  it.each(accepted)('%j is stored as %j', (input, stored) => {
    expect(normalizeTimezone(input)).toBe(stored);
  });

  const rejected = [
    '',
    'EST',
    'Mars/Olympus',
    'GMT',
    'Z',
    'CET',
    'America/',
    'America/New York',
    ' America/New_York',
    'UTC+15',
    'UTC-13',
    'UTC+14:30',
    'UTC-12:30',
    'UTC+5:15',
    'UTC+5.25',
    'UTC+5:3',
    'UTC+5.',
    'UTC+',
    'UTC 2',
    'UTC+2h',
    'UTC+123',
    '+02:00',
    'GMT+2',
    'UTC/GMT',
  ];
  it.each(rejected)('%j is rejected', (input) => {
    expect(normalizeTimezone(input)).toBeNull();
  });
});

describe('localToUtc and utcToLocal', () => {
  const table: Array<[string, string, string]> = [
    // §3.2 example: the Jazz Night event
    ['America/New_York', '2024-07-11 19:00:00', '2024-07-11 23:00:00'],
    ['America/New_York', '2024-07-11 22:00:00', '2024-07-12 02:00:00'],
    ['America/New_York', '2024-01-11 19:00:00', '2024-01-12 00:00:00'],
    ['Europe/Berlin', '2024-07-11 19:00:00', '2024-07-11 17:00:00'],
    ['Asia/Kolkata', '2024-07-11 05:30:00', '2024-07-11 00:00:00'],
    ['UTC', '2024-07-11 19:00:00', '2024-07-11 19:00:00'],
    ['UTC+5.5', '2024-07-11 19:00:00', '2024-07-11 13:30:00'],
    ['UTC-3.5', '2024-07-11 19:00:00', '2024-07-11 22:30:00'],
    ['UTC+0', '2024-07-11 19:00:00', '2024-07-11 19:00:00'],
    // either side of the New York transitions
    ['America/New_York', '2024-03-10 01:59:59', '2024-03-10 06:59:59'],
    ['America/New_York', '2024-03-10 03:00:00', '2024-03-10 07:00:00'],
    ['America/New_York', '2024-11-03 00:59:59', '2024-11-03 04:59:59'],
    ['America/New_York', '2024-11-03 02:00:00', '2024-11-03 07:00:00'],
  ];
  it.each(table)('%s %s is %s UTC and back', (zone, local, utc) => {
    expect(localToUtc(local, zone)).toBe(utc);
    expect(utcToLocal(utc, zone)).toBe(local);
  });

  const dst: Array<[string, string, string, string]> = [
    [
      'a New York spring-forward gap time moves forward by the gap',
      'America/New_York',
      '2024-03-10 02:30:00',
      '2024-03-10 07:30:00',
    ],
    [
      'a New York fall-back ambiguous time takes the earlier instant (EDT)',
      'America/New_York',
      '2024-11-03 01:30:00',
      '2024-11-03 05:30:00',
    ],
    [
      'a Berlin spring-forward gap time moves forward by the gap',
      'Europe/Berlin',
      '2024-03-31 02:30:00',
      '2024-03-31 01:30:00',
    ],
    [
      'a Berlin fall-back ambiguous time takes the earlier instant (CEST)',
      'Europe/Berlin',
      '2024-10-27 02:30:00',
      '2024-10-27 00:30:00',
    ],
    [
      'the first second of the Berlin gap moves to the first second after it',
      'Europe/Berlin',
      '2024-03-31 02:00:00',
      '2024-03-31 01:00:00',
    ],
  ];
  it.each(dst)('%s: %s %s -> %s UTC', (_why, zone, local, utc) => {
    expect(localToUtc(local, zone)).toBe(utc);
  });

  it('both instants of the repeated New York hour read back as the same wall clock', () => {
    expect(utcToLocal('2024-11-03 05:30:00', 'America/New_York')).toBe('2024-11-03 01:30:00');
    expect(utcToLocal('2024-11-03 06:30:00', 'America/New_York')).toBe('2024-11-03 01:30:00');
  });
  it('a gap time reads back as the wall clock the gap moved it to', () => {
    expect(utcToLocal(localToUtc('2024-03-10 02:30:00', 'America/New_York'), 'America/New_York')).toBe(
      '2024-03-10 03:30:00',
    );
  });
  it('accepts an IANA name stored in another case', () => {
    expect(localToUtc('2024-07-11 19:00:00', 'america/new_york')).toBe('2024-07-11 23:00:00');
  });
});

describe('offsetAt (json_ld startDate offsets)', () => {
  const table: Array<[string, string, string]> = [
    ['America/New_York', '2024-07-11 23:00:00', '-04:00'],
    ['America/New_York', '2024-01-12 00:00:00', '-05:00'],
    ['America/New_York', '2024-03-10 06:59:59', '-05:00'],
    ['America/New_York', '2024-03-10 07:00:00', '-04:00'],
    ['Europe/Berlin', '2024-07-11 17:00:00', '+02:00'],
    ['Europe/Berlin', '2024-10-27 01:00:00', '+01:00'],
    ['Asia/Kolkata', '2024-07-11 00:00:00', '+05:30'],
    ['UTC', '2024-07-11 19:00:00', '+00:00'],
    ['UTC+0', '2024-07-11 19:00:00', '+00:00'],
    ['UTC+5.5', '2024-07-11 19:00:00', '+05:30'],
    ['UTC-3.5', '2024-07-11 19:00:00', '-03:30'],
    ['UTC+5.75', '2024-07-11 19:00:00', '+05:45'],
  ];
  it.each(table)('%s at %s UTC is %s', (zone, utc, offset) => {
    expect(offsetAt(zone, utc)).toBe(offset);
  });
});

describe('timezoneAbbr (§3.2 row 27)', () => {
  const table: Array<[string, string, string]> = [
    ['America/New_York', '2024-07-11 23:00:00', 'EDT'],
    ['America/New_York', '2024-01-12 00:00:00', 'EST'],
    ['America/New_York', '2024-03-10 06:59:59', 'EST'],
    ['America/New_York', '2024-03-10 07:00:00', 'EDT'],
    ['Europe/Berlin', '2024-07-11 17:00:00', 'CEST'],
    ['Europe/Berlin', '2024-01-11 17:00:00', 'CET'],
    ['Europe/London', '2024-07-11 17:00:00', 'BST'],
    ['Europe/London', '2024-01-11 17:00:00', 'GMT'],
    ['Asia/Hong_Kong', '2024-07-11 17:00:00', '+08'],
    ['Asia/Kolkata', '2024-07-11 17:00:00', '+0530'],
    ['Asia/Kathmandu', '2024-07-11 17:00:00', '+0545'],
    ['America/Sao_Paulo', '2024-07-11 17:00:00', '-03'],
    ['UTC', '2024-07-11 17:00:00', 'UTC'],
    ['UTC+5.5', '2024-07-11 17:00:00', 'UTC+5.5'],
    ['UTC-3.5', '2024-07-11 17:00:00', 'UTC-3.5'],
    ['UTC+0', '2024-07-11 17:00:00', 'UTC+0'],
  ];
  it.each(table)('%s at %s UTC is %s', (zone, utc, abbr) => {
    expect(timezoneAbbr(zone, utc)).toBe(abbr);
  });
});

describe('site index gmt_offset and timezone_string (§1.4)', () => {
  const now = new Date('2024-07-10T15:30:00Z');
  const table: Array<[string, Date, number, string]> = [
    ['America/New_York', now, -4, 'America/New_York'],
    ['America/New_York', new Date('2024-01-10T15:30:00Z'), -5, 'America/New_York'],
    ['Asia/Kolkata', now, 5.5, 'Asia/Kolkata'],
    ['Europe/Berlin', now, 2, 'Europe/Berlin'],
    ['UTC', now, 0, 'UTC'],
    ['UTC+5.5', now, 5.5, ''],
    ['UTC-3.5', now, -3.5, ''],
    ['UTC+0', now, 0, ''],
  ];
  it.each(table)('site %s at %s: gmt_offset %d, timezone_string %j', (zone, at, hours, name) => {
    expect(gmtOffsetHours(zone, at)).toBe(hours);
    expect(timezoneString(zone)).toBe(name);
  });
});
