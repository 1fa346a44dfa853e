// `--venue NAME` and `--organizer NAME` on events create and update: a name alone is the item's
// data (`{"venue": NAME}`), which links the venue or organizer of that name, or creates it; ids
// and JSON go as they are.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, run, tempDir } from './harness.js';

let dir: string;
let env: Record<string, string>;

beforeEach(() => {
  dir = tempDir('calev-link-by-name-');
  env = { CALEV_DATA_DIR: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config`, NO_COLOR: '1' };
});
afterEach(() => removeDir(dir));

const day = `${new Date().getFullYear() + 1}-03-01`;
const dates = ['--start-date', `${day} 19:00`, '--end-date', `${day} 21:00`];

async function links(...args: string[]): Promise<{ venue: number; organizers: number[] }> {
  const res = await run([...args, '--format', 'json'], { env });
  expect([res.code, res.stderr]).toEqual([0, '']);
  const e = JSON.parse(res.stdout) as { venue: { id: number }; organizer: Array<{ id: number }> };
  return { venue: e.venue.id, organizers: e.organizer.map((o) => o.id) };
}

/** The id of what a create makes (exit 0, nothing said). */
async function id(...args: string[]): Promise<number> {
  const res = await run([...args, '--format', 'ids'], { env });
  expect([res.code, res.stderr]).toEqual([0, '']);
  return Number(res.stdout);
}

describe('events create and update --venue NAME --organizer NAME', () => {
  it('link the venue and organizers of those names, creating the missing ones once', async () => {
    const hall = Number((await run(['venues', 'create', '--venue', 'Blue Room', '--format', 'ids'], { env })).stdout);
    const first = await links(
      ...['events', 'create', '--title', 'Jazz', ...dates, '--venue', 'Blue Room'],
      ...['--organizer', 'Ana Lima', '--organizer', 'Band'],
    );
    expect(first.venue).toBe(hall);
    expect(first.organizers).toHaveLength(2);
    const second = await links(
      'events',
      'create',
      '--title',
      'Blues',
      ...dates,
      '--venue',
      'Blue Room',
      '--organizer',
      'Band',
    );
    expect(second).toEqual({ venue: hall, organizers: [first.organizers[1]] });
    const moved = await links(
      'events',
      'update',
      'jazz',
      '--venue',
      'Red Room',
      '--organizer',
      String(first.organizers[0]),
    );
    expect(moved.venue).not.toBe(hall);
    expect(moved.organizers).toEqual([first.organizers[0]]);
    const venues = await run(['venues', 'list', '--format', 'json', '--fields', 'venue'], { env });
    expect((JSON.parse(venues.stdout) as Array<{ venue: string }>).map((v) => v.venue).sort()).toEqual([
      'Blue Room',
      'Red Room',
    ]);
  });
});

describe('events create and update --venue SLUG --organizer SLUG', () => {
  it('link the venue and organizer of that slug, as the list filters take them; a slug no item has is a new name', async () => {
    const hall = await id('venues', 'create', '--venue', 'Blue Room');
    const ana = await id('organizers', 'create', '--organizer', 'Ana Lima');
    const made = await links(
      'events',
      'create',
      '--title',
      'Jazz',
      ...dates,
      '--venue',
      'blue-room',
      '--organizer',
      'ana-lima',
    );
    expect(made).toEqual({ venue: hall, organizers: [ana] });
    const moved = await links('events', 'update', 'jazz', '--venue', 'green-room');
    expect(moved.venue).not.toBe(hall);
    const venues = await run(['venues', 'list', '--format', 'csv', '--fields', 'venue'], { env });
    expect(venues.stdout.split('\n').slice(1).filter(Boolean).sort()).toEqual(['Blue Room', 'green-room']);
  });
});

describe('event lists filtered by --venue NAME and --organizer NAME', () => {
  async function listed(...args: string[]): Promise<number[]> {
    const res = await run([...args, '--format', 'ids'], { env });
    expect([res.code, res.stderr]).toEqual([0, '']);
    return res.stdout
      .split('\n')
      .filter(Boolean)
      .map(Number)
      .sort((a, b) => a - b);
  }

  it('list, export, agenda and calendar take a venue or an organizer by name or slug, as create does', async () => {
    const blue = await id('venues', 'create', '--venue', 'Blue Room');
    const red = await id('venues', 'create', '--venue', 'Red Room');
    const jazz = await id(
      'events',
      'create',
      '--title',
      'Jazz',
      ...dates,
      '--venue',
      'Blue Room',
      '--organizer',
      'Ana Lima',
    );
    const blues = await id('events', 'create', '--title', 'Blues', ...dates, '--venue', String(red));
    expect(await listed('events', 'list', '--venue', 'Blue Room')).toEqual([jazz]);
    expect(await listed('events', 'list', '--venue', 'blue room')).toEqual([jazz]);
    expect(await listed('events', 'list', '--venue', 'blue-room')).toEqual([jazz]);
    expect(await listed('events', 'list', '--venue', String(blue))).toEqual([jazz]);
    expect(await listed('events', 'list', '--venue', `Blue Room,${red}`)).toEqual([jazz, blues]);
    expect(await listed('events', 'list', '--organizer', 'ana lima')).toEqual([jazz]);
    // every venue of that name: a second "blue room" (renamed) is one of them
    await id('venues', 'update', String(red), '--venue', 'BLUE ROOM');
    expect(await listed('events', 'list', '--venue', 'Blue Room')).toEqual([jazz, blues]);

    const exported = await run(['events', 'export', '--venue', 'Red Room', '--format', 'ndjson'], { env });
    // renamed, the venue goes by its new name only
    expect([exported.code, exported.stderr.split('\n')[0]]).toEqual([
      1,
      'error: no venue "Red Room" (by name or slug) for --venue',
    ]);
    const bySlug = await run(['events', 'export', '--venue', 'blue-room', '--format', 'ndjson'], { env });
    expect(
      bySlug.stdout
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { title: string }).title),
    ).toEqual(['Jazz']);
    const agenda = await run(['agenda', day, '--days', '1', '--organizer', 'Ana Lima', '--format', 'json'], { env });
    expect(agenda.code).toBe(0);
    const days = JSON.parse(agenda.stdout) as Array<{ events: Array<{ title: string }> }>;
    expect(days.flatMap((d) => d.events.map((e) => e.title))).toEqual(['Jazz']);
    const calendar = await run(['calendar', day, '--week', '--venue', 'blue-room'], {
      env: { ...env, COLUMNS: '120' },
    });
    expect(calendar.stdout).toContain('Jazz');
    expect(calendar.stdout).not.toContain('Blues');
  });

  it('a name that is no venue nor slug fails in one line that says where to look (exit 1), before listing', async () => {
    const res = await run(['events', 'list', '--venue', 'Nowhere', '-v'], { env });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('error: no venue "Nowhere" (by name or slug) for --venue\n');
    expect(res.stderr).toContain('hint: find it with: calev venues list --search "Nowhere"\n');
    expect(res.stderr).not.toMatch(/GET \S*\/v1\/events/);
    const organizer = await run(['events', 'list', '--organizer', 'nobody'], { env });
    expect([organizer.code, organizer.stderr.split('\n')[0]]).toEqual([
      1,
      'error: no organizer "nobody" (by name or slug) for --organizer',
    ]);
  });
});

describe('categories --parent SLUG or NAME', () => {
  const json = async (...args: string[]) => {
    const res = await run([...args, '--format', 'json'], { env });
    expect([res.code, res.stderr]).toEqual([0, '']);
    return JSON.parse(res.stdout) as Record<string, unknown> & Array<Record<string, unknown>>;
  };

  it('create, update, list and export take the parent by id, slug or name, as imports do', async () => {
    const jazz = (await json('categories', 'create', '--name', 'Jazz')).id as number;
    const blues = (await json('categories', 'create', '--name', 'Blues Music')).id as number;
    expect((await json('categories', 'create', '--name', 'Bebop', '--parent', 'jazz')).parent).toBe(jazz);
    expect((await json('categories', 'create', '--name', 'Cool jazz', '--parent', 'JAZZ')).parent).toBe(jazz);
    const delta = await json('categories', 'create', '--name', 'Delta', '--parent', String(blues));
    expect(delta.parent).toBe(blues);
    expect((await json('categories', 'update', String(delta.id), '--parent', 'blues music')).parent).toBe(blues);
    expect((await json('categories', 'update', String(delta.id), '--parent', 'jazz')).parent).toBe(jazz);
    const children = await json('categories', 'list', '--parent', 'Jazz', '--no-hide-empty');
    expect(children.map((c) => c.name).sort()).toEqual(['Bebop', 'Cool jazz', 'Delta']);
    const exported = await run(['categories', 'export', '--parent', 'jazz', '--format', 'ndjson'], { env });
    expect(exported.stdout.trim().split('\n')).toHaveLength(3);
  });

  it('a parent that is no category fails in one line (exit 1) and nothing is made', async () => {
    const res = await run(['categories', 'create', '--name', 'Orphan', '--parent', 'nowhere'], { env });
    expect([res.code, res.stderr]).toEqual([
      1,
      'error: no category "nowhere" (by slug or name) for --parent\n' +
        'hint: find it with: calev categories list --search "nowhere" --no-hide-empty\n',
    ]);
    const listed = await run(['categories', 'list', '--no-hide-empty', '--format', 'count'], { env });
    expect(listed.stdout).toBe('0\n');
  });
});
