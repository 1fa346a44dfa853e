import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderedText } from '../../src/api/tec-site.js';
import { changedFields, textFields } from '../../src/cli/import/compare.js';
import { ShownTexts } from '../../src/cli/import/shown-texts.js';
import { removeDir, tempDir } from '../cli/harness.js';

const AUTHOR = { resource: 'events', target: 'https://example.org/wp-json tribe/events/v1 as author' };
const NOW = new Date('2026-11-27T12:00:00Z');
const sent = { title: 'Filtered', description: '<p>Doors <script>x()</script></p>', excerpt: 'Music & more' };
const shown = { id: 7, title: 'Filtered', description: '<p>Doors x()</p>', excerpt: '<p>Music &amp; more</p>' };
const keys = ['description', 'excerpt', 'title'];

describe('texts a site shows otherwise than written (src/cli/import/shown-texts.ts)', () => {
  let dir: string;
  const warnings: string[] = [];
  const open = (identity = AUTHOR, writes = true) =>
    ShownTexts.open(dir, identity, { writes, warn: (l) => warnings.push(l) });
  const file = () => join(dir, 'texts', readdirSync(join(dir, 'texts'))[0]);
  beforeEach(() => {
    dir = tempDir('calev-texts-');
    warnings.length = 0;
  });
  afterEach(() => removeDir(dir));

  it('the text fields of each resource: titles, names, descriptions, addresses; not dates, links, slugs, passwords', () => {
    const input = {
      ...sent,
      slug: 's',
      start_date: '2030-01-01 10:00',
      password: 'p',
      website: 'https://x',
      venue: 'V',
    };
    expect(textFields('events', input)).toEqual(keys);
    expect(textFields('venues', { venue: 'Hall', address: '1 Main St', city: 'Lyon', website: 'https://x' })).toEqual([
      'address',
      'city',
      'venue',
    ]);
    expect(textFields('categories', { name: 'Jazz', slug: 'jazz', parent: 3, description: 'd' })).toEqual([
      'description',
      'name',
    ]);
    // a text given as a number is not compared as text
    expect(textFields('organizers', { organizer: 'O', phone: 5551234 })).toEqual(['organizer']);
  });

  it('changedFields names the fields the item does not hold as written, dates together', () => {
    const view = { ...shown, start_date: '2030-01-01 10:00:00', end_date: '2030-01-01 11:00:00', timezone: 'UTC' };
    const input = { ...sent, start_date: '2030-01-01 10:00', end_date: '2030-01-01 12:00' };
    expect(changedFields('events', input, view, NOW, renderedText)).toEqual(['description', 'dates']);
    expect(changedFields('events', { excerpt: 'Music & more' }, view, NOW, renderedText)).toEqual([]);
    expect(changedFields('venues', { venue: 'Hall', city: 'Lyon' }, { venue: 'Hall' }, NOW)).toEqual(['city']);
    expect(changedFields('events', input, undefined, NOW)).toBeNull();
  });

  it('kept after a write whose answer shows a text otherwise, and held while the file and the site both stay', async () => {
    const run = await open();
    expect(run.holds(7, keys, sent, shown)).toBe(false);
    expect(run.record(7, keys, sent, shown, renderedText)).toEqual(['description']);
    expect(run.holds(7, keys, sent, shown)).toBe(true);
    await run.close();
    expect(statSync(file()).mode & 0o777).toBe(0o600);
    const next = await open();
    expect(next.holds(7, keys, sent, shown)).toBe(true);
    // the file's text changed, the site's text changed, another item, other fields
    expect(next.holds(7, keys, { ...sent, description: '<p>Doors at 8</p>' }, shown)).toBe(false);
    expect(next.holds(7, keys, sent, { ...shown, description: '<p>Doors at 8 x()</p>' })).toBe(false);
    expect(next.holds(8, keys, sent, shown)).toBe(false);
    expect(next.holds(7, ['description'], sent, shown)).toBe(false);
    expect(next.holds(7, [], {}, shown)).toBe(false);
    expect(warnings).toEqual([]);
  });

  it('an item the site shows as written is not kept, and an entry it had is dropped', async () => {
    const run = await open();
    expect(run.record(7, keys, sent, shown, renderedText)).toEqual(['description']);
    await run.close();
    const next = await open();
    expect(next.record(7, ['excerpt'], { excerpt: 'Music & more' }, shown, renderedText)).toEqual([]);
    expect(next.record(9, ['title'], { title: 'Plain' }, { title: 'Plain' }, renderedText)).toEqual([]);
    await next.close();
    expect(JSON.parse(readFileSync(file(), 'utf8'))).toMatchObject({ ...AUTHOR, items: {} });
  });

  it('per user: what an author wrote is not held for an administrator', async () => {
    const run = await open();
    run.record(7, keys, sent, shown, renderedText);
    await run.close();
    const admin = await open({ ...AUTHOR, target: 'https://example.org/wp-json tribe/events/v1 as admin' });
    expect(admin.holds(7, keys, sent, shown)).toBe(false);
  });

  it('two imports at once: each one adds its entries to what the other wrote', async () => {
    const a = await open();
    const b = await open();
    a.record(7, keys, sent, shown, renderedText);
    b.record(8, keys, sent, { ...shown, id: 8 }, renderedText);
    await a.close();
    await b.close();
    const next = await open();
    expect(next.holds(7, keys, sent, shown)).toBe(true);
    expect(next.holds(8, keys, sent, shown)).toBe(true);
  });

  it('a dry run keeps nothing; an unreadable file is said once and the import compares without it', async () => {
    const dry = await open(AUTHOR, false);
    dry.record(7, keys, sent, shown, renderedText);
    await dry.close();
    expect(() => readdirSync(join(dir, 'texts'))).toThrow();
    const run = await open();
    run.record(7, keys, sent, shown, renderedText);
    await run.close();
    writeFileSync(file(), '{"items": {"7": "trunc');
    const broken = await open();
    expect(warnings).toEqual([expect.stringMatching(/^cannot read .*texts.*\.json: /)]);
    expect(broken.holds(7, keys, sent, shown)).toBe(false);
    broken.record(7, keys, sent, shown, renderedText);
    await broken.close();
    expect((await open()).holds(7, keys, sent, shown)).toBe(true);
  });

  it('a state folder that cannot be written is said, and the import goes on', async () => {
    const blocked = tempDir('calev-texts-blocked-');
    writeFileSync(join(blocked, 'texts'), 'a file where the folder goes');
    const run = await ShownTexts.open(blocked, AUTHOR, { writes: true, warn: (l) => warnings.push(l) });
    run.record(7, keys, sent, shown, renderedText);
    await run.close();
    expect(warnings).toEqual([
      expect.stringMatching(/^cannot read .*: ENOTDIR/),
      expect.stringMatching(/^cannot write .*: .* \(the next import writes these items again\)$/),
    ]);
    removeDir(blocked);
  });
});
