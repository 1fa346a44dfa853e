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
