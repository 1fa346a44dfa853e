// Tables and grids in a real pseudo-terminal 40 columns wide (tmux, else script(1); see pty.ts),
// without COLUMNS: the width is the terminal's own, and no line is longer (a wrapped line would
// read as one long line: tmux joins what it wrapped, script(1) shows what was written).
import { writeFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import stringWidth from 'string-width';
import { removeDir, tempDir } from '../cli/harness.js';
import { assertBuilt, calev } from './calev.js';
import { openTerminal, ptyKind, type Terminal } from './pty.js';

const SIZE = { columns: 40, rows: 40 };

let home: string;
let env: Record<string, string>;
let term: Terminal | undefined;

beforeAll(async () => {
  assertBuilt();
  home = tempDir('calev-e2e-narrow-');
  env = { HOME: home, XDG_CONFIG_HOME: `${home}/config`, CALEV_DATA_DIR: `${home}/data`, NO_COLOR: '1' };
  const events = [
    ['東京の春祭り、上野公園でお花見と夜桜', '2030-06-12 19:00:00', 'Asia/Tokyo', '上野公園'],
    ['🎉 Party 🎄', '2030-06-13 20:00:00', 'Europe/Paris', 'Riverside Park Amphitheatre'],
  ].map(([title, start, timezone, venue]) =>
    JSON.stringify({ title, start_date: start, end_date: start.replace(/ \d\d/, ' 23'), timezone, venue: { venue } }),
  );
  writeFileSync(`${home}/events.ndjson`, events.join('\n'));
  expect((await calev(['events', 'import', `${home}/events.ndjson`], { env })).code).toBe(0);
});
afterEach(() => term?.close());
afterAll(() => removeDir(home));

/** The screen of `args` run to its end, without the exit line. */
async function screenOf(args: string[]): Promise<string[]> {
  term = openTerminal(args, env, SIZE);
  expect(await term.exited()).toBe(0);
  return term
    .screen()
    .split('\n')
    .filter((l) => l.trim() !== '' && !/^EXIT=/.test(l));
}

describe(`a terminal ${SIZE.columns} columns wide (${ptyKind()})`, () => {
  it('events list is a table of one line a row within the width', async () => {
    const lines = await screenOf(['events', 'list', '--start-date', '2030-01-01', '--end-date', '2030-12-31']);
    expect(lines[0].split(/\s+/)).toEqual(['ID', 'TITLE', 'START', 'STATUS']);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/ 🎉 Party 🎄 +06-13 20:00 {2}publish$/);
    for (const line of lines) expect(stringWidth(line), line).toBeLessThanOrEqual(SIZE.columns);
  });

  it('the month and week grids fit, every day number whole', async () => {
    const month = await screenOf(['calendar', '2030-06']);
    expect(month).toContain('│ 10 │ 11 │ 12 │ 13 │ 14 │ 15 │ 16 │');
    expect(month.some((l) => l.includes('│ 🎉…│'))).toBe(true);
    const week = await screenOf(['calendar', '--week', '2030-06-12']);
    expect(week).toContain('┌10──┬11──┬12──┬13──┬14──┬15──┬16──┐');
    for (const line of [...month, ...week]) expect(stringWidth(line), line).toBeLessThanOrEqual(SIZE.columns);
  });
});
