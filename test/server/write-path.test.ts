// The write path's shortcuts give what the general code gives: the ASCII slug path (§5.4), dates
// parsed once per write (§5.6), and write responses built while the journal write is under way
// (§1.3: each shows the stored state after its own write).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../support/random.js';
import { parseDateInput } from '../../src/domain/dates.js';
import { sanitizeSlug } from '../../src/domain/slugs.js';
import { parseDateOnce } from '../../src/server/rules.js';
import { startTestServer, type TestServer } from '../support/server.js';

/** §5.4 steps 1-4 as written, without the ASCII shortcut */
function referenceSlug(text: string): string {
  const folded = text
    .normalize('NFKD')
    .replace(/(?<=[A-Za-z])\p{M}+/gu, '')
    .normalize('NFC');
  const dashed = folded
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{Nd}_]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return Array.from(dashed)
    .slice(0, 200)
    .join('')
    .replace(/^-+|-+$/g, '');
}

describe('sanitizeSlug on printable ASCII', () => {
  it('equals the general steps on random printable ASCII of every length around the cut', () => {
    const rnd = seededRandom(42);
    const alphabet =
      ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~';
    for (let i = 0; i < 3000; i++) {
      const length = Math.floor(rnd() * 260);
      let text = '';
      for (let j = 0; j < length; j++) text += alphabet[Math.floor(rnd() * alphabet.length)];
      expect(sanitizeSlug(text), JSON.stringify(text)).toBe(referenceSlug(text));
    }
  });

  it('cuts at 200 and trims the dashes the cut leaves', () => {
    const text = `${'a'.repeat(199)} b${'c'.repeat(20)}`;
    expect(sanitizeSlug(text)).toBe('a'.repeat(199));
    expect(sanitizeSlug(text)).toBe(referenceSlug(text));
    expect(sanitizeSlug(`--${'x'.repeat(300)}`)).toBe('x'.repeat(200));
    expect(sanitizeSlug('Bench create 12')).toBe('bench-create-12');
    expect(sanitizeSlug('  ')).toBe('');
  });

  it('leaves text with tabs, controls or non-ASCII characters to the general steps', () => {
    for (const text of ['a\tb', 'Café\u0301 x', 'ﬁ', 'x\u0000y', 'Été 2024!'])
      expect(sanitizeSlug(text)).toBe(referenceSlug(text));
  });
});

describe('parseDateOnce', () => {
  it('gives what parseDateInput gives, for every zone and clock reading', () => {
    const inputs = [
      '2030-01-01 10:00:00',
      'tomorrow 10:00',
      '+1 day',
      'next monday',
      'not a date',
      '2024-02-30 10:00',
      '2024-03-10T12:00:00+02:00',
    ];
    const zones = ['UTC', 'Europe/Paris', 'America/New_York', 'UTC+5:30'];
    const clocks = [
      new Date('2024-07-10T15:30:00Z'),
      new Date('2024-07-10T23:59:59.999Z'),
      new Date('2025-03-30T01:30:00Z'),
    ];
    for (let round = 0; round < 2; round++) {
      for (const now of clocks) {
        for (const zone of zones) {
          for (const input of inputs)
            expect(parseDateOnce(input, zone, now), `${input} ${zone} ${now.toISOString()}`).toBe(
              parseDateInput(input, zone, now),
            );
        }
      }
    }
  });

  it('follows a clock object whose time changes', () => {
    const now = new Date('2024-07-10T15:30:00Z');
    expect(parseDateOnce('tomorrow', 'UTC', now)).toBe('2024-07-11 00:00:00');
    now.setTime(Date.parse('2024-08-01T00:00:00Z'));
    expect(parseDateOnce('tomorrow', 'UTC', now)).toBe(parseDateInput('tomorrow', 'UTC', now));
    expect(parseDateOnce(1720625400, 'UTC', now)).toBe(parseDateInput(1720625400, 'UTC', now));
  });
});

describe('write responses', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ clock: () => new Date('2024-07-10T15:30:00Z') });
  });
  afterAll(() => srv.stop());

  const WHEN = { start_date: '2024-07-20 10:00', end_date: '2024-07-20 12:00' };

  it('one writer at a time: each create shows the state after its own write (term counts 1…n)', async () => {
    for (let i = 1; i <= 5; i++) {
      const r = await srv.call('POST', '/events', {
        as: 'admin',
        json: { title: `Sequential ${i}`, categories: ['Alone'], ...WHEN },
      });
      expect(r.status, r.text).toBe(201);
      expect(r.json.categories[0].count).toBe(i);
      expect(r.json.slug).toBe(`sequential-${i}`);
    }
  });

  it('concurrent creates: each shows at least its own write, and all are stored', async () => {
    const n = 16;
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        srv.call('POST', '/events', {
          as: 'admin',
          json: { title: `Parallel ${i}`, categories: ['Overlap'], ...WHEN },
        }),
      ),
    );
    for (const r of results) expect(r.status, r.text).toBe(201);
    for (const r of results) {
      expect(r.json.categories[0].count).toBeGreaterThanOrEqual(1);
      expect(r.json.categories[0].count).toBeLessThanOrEqual(n);
    }
    expect(Math.max(...results.map((r) => r.json.categories[0].count as number))).toBe(n);
    const ids = new Set(results.map((r) => r.json.categories[0].id));
    expect(ids.size).toBe(1);
    // what the responses show is what is stored
    for (const r of results) {
      const back = await srv.call('GET', `/events/${r.json.id}`);
      expect(back.json.title).toBe(r.json.title);
      expect(back.json.slug).toBe(r.json.slug);
    }
  });

  it('a create response is the event as a later read shows it (same bytes but the counts)', async () => {
    const created = await srv.call('POST', '/events', {
      as: 'admin',
      json: { title: 'Byte check', description: '<p>x</p>', ...WHEN },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('content-length')).toBe(String(Buffer.byteLength(created.text)));
    const updated = await srv.call('POST', `/events/${created.json.id}`, {
      as: 'admin',
      json: { title: 'Byte check 2' },
    });
    expect(updated.status).toBe(200);
    expect(updated.json.title).toBe('Byte check 2');
    expect(updated.headers.get('content-length')).toBe(String(Buffer.byteLength(updated.text)));
  });
});
