// The START and END columns of an event table name the event's zone as it is at each: an event
// over a change of offset (the night the clocks go forward) ends in another zone name than it
// started in. The embedded store, driven through the CLI.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, run, tempDir } from './harness.js';

let dir: string;
let env: Record<string, string>;

beforeEach(() => {
  dir = tempDir('calev-table-zones-');
  env = { CALEV_DATA_DIR: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config`, NO_COLOR: '1' };
});
afterEach(() => removeDir(dir));

// New York's clocks go forward at 02:00 on the second Sunday of March (next year: inside the list window)
const year = new Date().getFullYear() + 1;
const firstOfMarch = new Date(Date.UTC(year, 2, 1)).getUTCDay();
const springForward = `${year}-03-${String(1 + ((7 - firstOfMarch) % 7) + 7).padStart(2, '0')}`;

async function create(...args: string[]): Promise<void> {
  const res = await run(['events', 'create', ...args, '--format', 'ids'], { env });
  expect([res.code, res.stderr]).toEqual([0, '']);
}

describe('events list as a table', () => {
  it('an event over the change ends in EDT having started in EST; one within a day keeps one name', async () => {
    await create(
      ...['--title', 'Over the change', '--timezone', 'America/New_York'],
      ...['--start-date', `${springForward} 01:00`, '--end-date', `${springForward} 04:00`],
    );
    await create(
      ...['--title', 'Same zone', '--timezone', 'Europe/Paris'],
      ...['--start-date', `${springForward} 23:30`, '--end-date', `${springForward} 23:45`],
    );
    const res = await run(['events', 'list', '--format', 'table', '--start-date', springForward], {
      env,
      columns: 200,
    });
    expect(res.code).toBe(0);
    const rows = res.stdout.trimEnd().split('\n').slice(1);
    expect(rows[0]).toMatch(
      new RegExp(`Over the change\\s+${springForward} 01:00 EST\\s+${springForward} 04:00 EDT\\s`),
    );
    expect(rows[1]).toMatch(new RegExp(`Same zone\\s+${springForward} 23:30 CET\\s+${springForward} 23:45 CET\\s`));
  });

  it('a fixed offset of half or three quarters of an hour reads in hours and minutes: UTC+5:30, UTC-3:30, UTC+5:45', async () => {
    await create(
      ...['--title', 'Mumbai call', '--timezone', 'UTC+5.5'],
      ...['--start-date', `${springForward} 10:00`, '--end-date', `${springForward} 11:00`],
    );
    await create(
      ...['--title', 'St Johns call', '--timezone', 'UTC-3:30'],
      ...['--start-date', `${springForward} 12:00`, '--end-date', `${springForward} 13:00`],
    );
    await create(
      ...['--title', 'Kathmandu call', '--timezone', 'UTC+5:45'],
      ...['--start-date', `${springForward} 14:00`, '--end-date', `${springForward} 15:00`],
    );
    const res = await run(['events', 'list', '--format', 'table', '--start-date', springForward], {
      env,
      columns: 200,
    });
    expect(res.code).toBe(0);
    const rows = res.stdout.trimEnd().split('\n').slice(1);
    expect(rows[0]).toMatch(
      new RegExp(`Mumbai call\\s+${springForward} 10:00 UTC\\+5:30\\s+${springForward} 11:00 UTC\\+5:30\\s`),
    );
    expect(rows[1]).toMatch(new RegExp(`St Johns call\\s+${springForward} 12:00 UTC-3:30\\s`));
    expect(rows[2]).toMatch(new RegExp(`Kathmandu call\\s+${springForward} 14:00 UTC\\+5:45\\s`));
    // the agenda names the event's own zone beside its time in the display zone, and its own zone in its title
    const agenda = await run(['agenda', springForward, '--days', '1', '--timezone', 'UTC+5.5'], { env, columns: 120 });
    expect(agenda.code).toBe(0);
    expect(agenda.stdout.split('\n')[0]).toMatch(/· UTC\+5:30$/);
    expect(agenda.stdout).toMatch(/\(12:00 UTC-3:30\)\s+St Johns call/);
    expect(agenda.stdout).not.toMatch(/UTC[+-]\d+\.\d/);
    // JSON keeps the API's own form
    const json = await run(['events', 'list', '--format', 'json', '--start-date', springForward], { env });
    expect(JSON.parse(json.stdout).map((e: { timezone_abbr: string }) => e.timezone_abbr)).toEqual([
      'UTC+5.5',
      'UTC-3.5',
      'UTC+5.75',
    ]);
  });
});
