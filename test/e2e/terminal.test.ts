// `calev events create` in a real pseudo-terminal (tmux, else script(1); see pty.ts): the
// @inquirer prompts read real key presses, and what they created is read back with the CLI.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from '../cli/harness.js';
import { assertBuilt, calev } from './calev.js';
import { openTerminal, ptyKind, type Terminal } from './pty.js';

let home: string;
let env: Record<string, string>;
let term: Terminal | undefined;

beforeAll(() => {
  assertBuilt();
  home = tempDir('calev-e2e-pty-');
  env = { HOME: home, XDG_CONFIG_HOME: `${home}/config`, CALEV_DATA_DIR: `${home}/data` };
});
afterEach(() => term?.close());
afterAll(() => removeDir(home));

async function answer(t: Terminal, prompt: RegExp, text: string): Promise<void> {
  await t.waitFor(prompt);
  if (text) t.type(text);
  t.press('Enter');
}

describe(`calev events create in a pseudo-terminal (${ptyKind()})`, () => {
  it('answers typed at the prompts create the event; the resolved start is echoed first', async () => {
    term = openTerminal(['events', 'create', '--format', 'ids'], env);
    const t = term;
    await answer(t, /\? Title/, 'Jazz in the park');
    await answer(t, /\? Start \(e\.g\./, 'July 12 2030 8pm');
    // The echo must be read before it is confirmed.
    await t.waitFor(/Start: Friday 12 July 2030, 20:00 \(UTC\)\. Right\?/);
    t.press('Enter');
    await answer(t, /\? End/, ''); // default: start + 1 h
    await answer(t, /Repeats\?/, ''); // "No" is preselected
    await answer(t, /All-day event\?/, '');
    await t.waitFor(/Timezone \(type to search/);
    t.type('paris');
    await t.waitFor(/Europe\/Paris/);
    t.press('Enter');
    await answer(t, /\? Venue/, ''); // no venue exists yet: "No venue" is preselected
    await answer(t, /Organizers \(type to search\)/, ''); // "No organizers"
    await answer(t, /New categories/, 'open air');
    await answer(t, /New tags/, '');
    await answer(t, /Description \(optional\)/, 'Bring a blanket, and friends.');
    await answer(t, /Cost/, '');
    await answer(t, /Website/, '');
    await answer(t, /Featured\?/, '');
    await answer(t, /\? Status/, '');
    await t.waitFor(/Timezone\s+Europe\/Paris/);
    await answer(t, /Create this event\?/, '');
    expect(await t.exited()).toBe(0);
    const id = /^(\d+)$/m.exec(t.screen())?.[1];
    expect(id).toBeDefined();
    const got = await calev(
      ['events', 'get', id!, '--fields', 'title,start_date,end_date,timezone,description,categories.name,status'],
      { env },
    );
    expect(JSON.parse(got.stdout)).toEqual({
      title: 'Jazz in the park',
      start_date: '2030-07-12 20:00:00',
      end_date: '2030-07-12 21:00:00',
      timezone: 'Europe/Paris',
      description: 'Bring a blanket, and friends.',
      categories: [{ name: 'open air' }],
      status: 'publish',
    });
  });

  it("Repeats? weekly on the start's weekday, 4 times: the summary says it, the series is created", async () => {
    // a data dir of its own (no venues, organizers or terms to pick from)
    const own = { ...env, CALEV_DATA_DIR: `${home}/data-repeats` };
    term = openTerminal(['events', 'create', '--format', 'ids'], own);
    const t = term;
    await answer(t, /\? Title/, 'Choir practice');
    await answer(t, /\? Start \(e\.g\./, 'July 13 2027 8pm');
    await t.waitFor(/Start: Tuesday 13 July 2027, 20:00 \(UTC\)\. Right\?/);
    t.press('Enter');
    await answer(t, /\? End/, '');
    // No, Daily, Weekly on Tuesday: two down
    await t.waitFor(/Weekly on Tuesday/);
    t.press('Down');
    t.press('Down');
    t.press('Enter');
    await t.waitFor(/\? Ends/);
    t.press('Down');
    t.press('Enter');
    await answer(t, /How many times/, '4');
    await answer(t, /All-day event\?/, '');
    await answer(t, /Timezone \(type to search/, '');
    await answer(t, /\? Venue/, '');
    await answer(t, /Organizers \(type to search\)/, '');
    await answer(t, /New categories/, '');
    await answer(t, /New tags/, '');
    await answer(t, /Description \(optional\)/, '');
    await answer(t, /Cost/, '');
    await answer(t, /Website/, '');
    await answer(t, /Featured\?/, '');
    await answer(t, /\? Status/, '');
    await t.waitFor(/Repeats\s+Every Tuesday, 4 times; first: 2027-07-13 20:00, 2027-07-20 20:00/);
    await answer(t, /Create this event\?/, '');
    expect(await t.exited()).toBe(0);
    const id = /^(\d+)$/m.exec(t.screen())?.[1];
    expect(id).toBeDefined();
    const series = await calev(
      ['events', 'list', '--post-parent', id!, '--start-date', '2027-01-01', '--fields', 'start_date'],
      { env: own },
    );
    expect(JSON.parse(series.stdout)).toEqual([
      { start_date: '2027-07-20 20:00:00' },
      { start_date: '2027-07-27 20:00:00' },
      { start_date: '2027-08-03 20:00:00' },
    ]);
  });

  it('Ctrl+C at a prompt exits 130 and creates nothing', async () => {
    term = openTerminal(['venues', 'create'], env);
    const t = term;
    await answer(t, /\? Venue name/, 'Half-made venue');
    await t.waitFor(/\? Address/);
    t.press('C-c');
    expect(await t.exited()).toBe(130);
    const count = await calev(['venues', 'list', '--format', 'count'], { env });
    expect(count.stdout).toBe('0\n');
  });
});
