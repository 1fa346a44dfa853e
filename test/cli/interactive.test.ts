// Interactive create (CLI.md §4) with scripted answers, against the embedded target on a temp
// data dir: the real flow, the real lookups, the real store. The scripted prompter fails on any
// question it does not expect, so each test also pins which questions are asked.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Prompter } from '../../src/setup/prompter.js';
import { startTestServer, USERS, type TestServer } from '../support/server.js';
import { removeDir, run, scriptedPrompter, tempDir, type ScriptStep } from './harness.js';

const NOW = new Date('2024-07-10T15:30:00Z'); // a Wednesday
let dir: string;
let env: Record<string, string>;
const terminal = { stdinTTY: true, stdoutTTY: true, now: NOW };
/** An event's flags after its dates but the description, prefilled so that a test is asked only what it is about. */
const PREFILLED = [
  '--no-all-day',
  '--timezone',
  'UTC',
  '--venue',
  '0',
  '--organizer',
  '0',
  '--categories',
  'x',
  '--tags',
  'y',
];
const PREFILLED_END = ['--cost', '', '--website', '', '--no-featured', '--status', 'publish'];

beforeEach(() => {
  dir = tempDir('calev-interactive-');
  env = { CALEV_DATA_DIR: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config` };
});
afterEach(() => removeDir(dir));

async function create(argv: string[], script: ScriptStep[], extraEnv: Record<string, string> = {}) {
  const prompter = scriptedPrompter(script);
  const res = await run(argv, { env: { ...env, ...extraEnv }, prompter, ...terminal });
  return { ...res, prompter };
}

async function seed(): Promise<void> {
  for (const argv of [
    ['venues', 'create', '--venue', 'Blue Room', '--city', 'Boston'],
    ['venues', 'create', '--venue', 'Green Hall', '--city', 'Lyon'],
    ['organizers', 'create', '--organizer', 'Jazz Society', '--email', 'info@jazz.example'],
    ['categories', 'create', '--name', 'music'],
    ['categories', 'create', '--name', 'theatre'],
  ]) {
    expect((await run(argv, { env })).code).toBe(0);
  }
}

describe('events create on a terminal (CLI.md §4)', () => {
  it('asks every question in order, echoes the resolved start, and creates what was answered', async () => {
    await seed();
    const { code, stdout, stderr, prompter } = await create(
      ['events', 'create', '--format', 'json'],
      [
        { kind: 'input', match: /^Title$/, answer: 'Jazz Night' },
        { kind: 'input', match: /^Start \(e\.g\./, answer: 'friday 8pm' },
        { kind: 'confirm', match: /^Start: Friday 12 July 2024, 20:00 \(UTC\)\. Right\?$/, answer: true },
        // Enter keeps the default end: start + 1 h.
        { kind: 'input', match: /^End$/, answer: '' },
        { kind: 'select', match: /^Repeats\?$/, answer: 'No' },
        { kind: 'confirm', match: /^All-day event\?$/, answer: false },
        {
          kind: 'search',
          match: /^Timezone \(type to search; Enter keeps UTC\)$/,
          term: 'new york',
          answer: 'America/New_York',
        },
        { kind: 'select', match: /^Venue$/, answer: 'Search existing venues' },
        { kind: 'search', match: /^Venue \(type to search\)$/, term: 'blue', answer: /^Blue Room \(Boston\)$/ },
        { kind: 'search', match: /^Organizers \(type to search\)$/, term: 'jazz', answer: /^Jazz Society/ },
        { kind: 'search', match: /^Another organizer/, term: '', answer: 'Create a new organizer' },
        { kind: 'input', match: /^Organizer name$/, answer: 'Brass Band' },
        { kind: 'input', match: /^E-mail/, answer: 'brass@example.org' },
        { kind: 'input', match: /^Phone/, answer: '' },
        { kind: 'search', match: /^Another organizer/, term: '', answer: 'Done' },
        { kind: 'checkbox', match: /^Categories$/, answer: ['music'] },
        { kind: 'input', match: /^New categories/, answer: 'Live Shows, music' },
        // No tag exists yet: nothing to tick, only new names.
        { kind: 'input', match: /^New tags/, answer: 'jazz' },
        { kind: 'input', match: /^Description \(optional\)$/, answer: 'Three sets.' },
        { kind: 'input', match: /^Cost/, answer: '$15 - $25' },
        { kind: 'input', match: /^Website/, answer: 'not a url' },
        { kind: 'input', match: /^Website/, answer: 'https://jazz.example' },
        { kind: 'confirm', match: /^Featured\?$/, answer: true },
        { kind: 'select', match: /^Status$/, answer: 'draft' },
        { kind: 'confirm', match: /^Create this event\?$/, answer: true },
      ],
    );
    expect(stderr).not.toMatch(/^error/m);
    expect(code).toBe(0);
    expect(prompter.remaining()).toBe(0);
    expect(prompter.refused).toEqual(['Website (optional): an http(s) address, e.g. https://example.org']);
    const event = JSON.parse(stdout);
    expect(event).toMatchObject({
      title: 'Jazz Night',
      start_date: '2024-07-12 20:00:00',
      end_date: '2024-07-12 21:00:00',
      all_day: false,
      timezone: 'America/New_York',
      description: 'Three sets.',
      cost: '$15 – $25',
      website: 'https://jazz.example',
      featured: true,
      status: 'draft',
      venue: { venue: 'Blue Room' },
    });
    expect(event.organizer.map((o: { organizer: string }) => o.organizer)).toEqual(['Jazz Society', 'Brass Band']);
    expect(event.categories.map((c: { name: string }) => c.name)).toEqual(['Live Shows', 'music']);
    expect(event.tags.map((t: { name: string }) => t.name)).toEqual(['jazz']);
    // The summary came before the confirmation, on stderr.
    expect(stderr).toMatch(/Start\s+Friday 12 July 2024, 20:00 \(America\/New_York, EDT\)/);
    expect(stderr).toMatch(/Venue\s+Blue Room \(\d+\)/);
    expect(stderr).toMatch(/Organizers\s+Jazz Society \(\d+\), Brass Band \(new\)/);
    expect(stderr).toMatch(/Categories\s+music, Live Shows \(new\)/);
  });

  it('values given as flags are not asked again', async () => {
    const { code, stdout, prompter } = await create(
      [
        'events',
        'create',
        '--title',
        'Board meeting',
        '--start-date',
        '2024-07-11 10:00',
        '--no-all-day',
        '--timezone',
        'Europe/Paris',
        '--venue',
        '0',
        '--organizer',
        '0',
        '--categories',
        'board',
        '--tags',
        'internal',
        '--cost',
        '0',
        '--website',
        'https://example.org',
        '--no-featured',
        '--status',
        'publish',
        '--format',
        'json',
      ],
      [
        // Only the end (default: start + 1 h) and the description are missing.
        { kind: 'input', match: /^End$/, answer: '' },
        { kind: 'input', match: /^Description/, answer: '' },
        { kind: 'confirm', match: /^Create this event\?$/, answer: true },
      ],
    );
    expect(code).toBe(0);
    expect(prompter.asked).toEqual(['End', 'Description (optional)', 'Create this event?']);
    expect(JSON.parse(stdout)).toMatchObject({
      title: 'Board meeting',
      start_date: '2024-07-11 10:00:00',
      end_date: '2024-07-11 11:00:00',
      timezone: 'Europe/Paris',
      venue: [],
      organizer: [],
      cost: 'Free',
    });
  });

  it('a start the user rejects is asked again; a phrase that is not a date is refused', async () => {
    const { code, stdout, prompter } = await create(
      [
        'events',
        'create',
        '--title',
        'Picnic',
        '--venue',
        '0',
        '--organizer',
        '0',
        '--categories',
        'x',
        '--tags',
        'y',
        '--description',
        '',
        '--cost',
        '',
        '--website',
        '',
        '--featured',
        '--status',
        'publish',
        '--timezone',
        'UTC',
        '--format',
        'json',
      ],
      [
        { kind: 'input', match: /^Start/, answer: 'sometime soonish' },
        { kind: 'input', match: /^Start/, answer: 'next friday' },
        { kind: 'confirm', match: /^Start: Friday 19 July 2024, 00:00 \(UTC\)\. Right\?$/, answer: false },
        { kind: 'input', match: /^Start \(e\.g\./, answer: 'July 13' },
        { kind: 'confirm', match: /^Start: Saturday 13 July 2024, 00:00 \(UTC\)\. Right\?$/, answer: true },
        // A day without a time: the end defaults to the end of that day, all-day defaults to yes.
        { kind: 'input', match: /^End$/, answer: '' },
        { kind: 'select', match: /^Repeats\?$/, answer: 'No' },
        { kind: 'confirm', match: /^All-day event\?$/, answer: true },
        { kind: 'confirm', match: /^Create this event\?$/, answer: true },
      ],
    );
    expect(code).toBe(0);
    expect(prompter.refused).toEqual([
      'Start (e.g. "tomorrow 7pm", "next friday 20:00"): not a date I can read; try "tomorrow 7pm", "next friday 20:00" or "2024-07-11 19:00"',
    ]);
    expect(JSON.parse(stdout)).toMatchObject({
      start_date: '2024-07-13 00:00:00',
      end_date: '2024-07-13 23:59:59',
      all_day: true,
    });
  });

  it('an end typed in words is read relative to the start and echoed; an end before the start is refused', async () => {
    const { code, stdout, prompter } = await create(
      [
        'events',
        'create',
        '--title',
        'Gig',
        '--start-date',
        '2024-07-12 20:00',
        '--no-all-day',
        '--timezone',
        'UTC',
        '--venue',
        '0',
        '--organizer',
        '0',
        '--categories',
        'x',
        '--tags',
        'y',
        '--description',
        'd',
        '--cost',
        '5',
        '--website',
        '',
        '--no-featured',
        '--status',
        'publish',
        '--format',
        'json',
      ],
      [
        { kind: 'input', match: /^End$/, answer: '2024-07-12 19:00' },
        { kind: 'input', match: /^End$/, answer: '11:30pm' },
        { kind: 'confirm', match: /^End: Friday 12 July 2024, 23:30 \(UTC\)\. Right\?$/, answer: true },
        { kind: 'confirm', match: /^Create this event\?$/, answer: true },
      ],
    );
    expect(code).toBe(0);
    expect(prompter.refused).toEqual(['End: the end is before the start']);
    expect(JSON.parse(stdout).end_date).toBe('2024-07-12 23:30:00');
  });

  it('"no" at the confirmation exits 130 and creates nothing', async () => {
    const res = await create(
      [
        ...['events', 'create', '--title', 'Nope', '--start-date', '2024-07-12 20:00'],
        ...PREFILLED,
        ...['--description', '', ...PREFILLED_END],
      ],
      [
        { kind: 'input', match: /^End$/, answer: '' },
        { kind: 'confirm', match: /^Create this event\?$/, answer: false },
      ],
    );
    expect(res.code).toBe(130);
    expect(res.stderr).toMatch(/^error: no event was created$/m);
    const count = await run(['events', 'list', '--format', 'count', '--status', 'publish,draft'], { env });
    expect(count.stdout).toBe('0\n');
  });

  it('a start read from now ("in 2 hours") is to the minute, as shown and confirmed; seconds written stay', async () => {
    for (const [typed, stored] of [
      ['in 2 hours', '2024-07-10 17:30:00'],
      ['2024-07-12 10:30:15', '2024-07-12 10:30:15'],
    ]) {
      const prompter = scriptedPrompter([
        { kind: 'input', match: /^Start/, answer: typed },
        { kind: 'confirm', match: /^Start: .* Right\?$/, answer: true },
        { kind: 'input', match: /^End$/, answer: '' },
        { kind: 'select', match: /^Repeats\?$/, answer: 'No' },
        { kind: 'confirm', match: /^Create this event\?$/, answer: true },
      ]);
      const flags = [...PREFILLED, '--description', '', ...PREFILLED_END, '--format', 'json'];
      const res = await run(['events', 'create', '--title', 'Soon', ...flags], {
        env,
        prompter,
        ...terminal,
        now: new Date('2024-07-10T15:30:42Z'),
      });
      expect([typed, res.code]).toEqual([typed, 0]);
      expect(JSON.parse(res.stdout)).toMatchObject({ start_date: stored });
    }
  });

  it('with $EDITOR set the description is written in the editor', async () => {
    const { code, stdout } = await create(
      [
        ...['events', 'create', '--title', 'Talk', '--start-date', '2024-07-12 20:00', '--interactive'],
        ...['--end-date', '2024-07-12 21:00', ...PREFILLED, ...PREFILLED_END, '--format', 'json'],
      ],
      [
        { kind: 'confirm', match: /^Write a description in vi\?$/, answer: true },
        { kind: 'editor', match: /^Description$/, answer: '<p>Slides\nand questions.</p>\n' },
        { kind: 'confirm', match: /^Create this event\?$/, answer: true },
      ],
      { EDITOR: 'vi' },
    );
    expect(code).toBe(0);
    expect(JSON.parse(stdout).description).toBe('<p>Slides\nand questions.</p>');
  });

  it('an editor that cannot be started (or fails) is said, and the description is asked at the prompt instead', async () => {
    const { code, stdout, stderr } = await create(
      [
        ...['events', 'create', '--title', 'Talk', '--start-date', '2024-07-12 20:00', '--interactive'],
        ...['--end-date', '2024-07-12 21:00', ...PREFILLED, ...PREFILLED_END, '--format', 'json'],
      ],
      [
        { kind: 'confirm', match: /^Write a description in \/nonexistent\/ed\?$/, answer: true },
        { kind: 'editorFails', match: /^Description$/, message: 'the editor /nonexistent/ed was not found' },
        { kind: 'input', match: /^Description \(optional\)$/, answer: 'Typed here.' },
        { kind: 'confirm', match: /^Create this event\?$/, answer: true },
      ],
      { EDITOR: '/nonexistent/ed' },
    );
    expect(code).toBe(0);
    expect(stderr).toMatch(/^note: the editor \/nonexistent\/ed was not found; write the description here$/m);
    expect(JSON.parse(stdout).description).toBe('Typed here.');
  });

  it('the venue can be created on the way; without venues the search is not offered', async () => {
    const { code, stdout } = await create(
      [
        'events',
        'create',
        '--title',
        'Fair',
        '--start-date',
        '2024-07-12 10:00',
        '--end-date',
        '2024-07-12 18:00',
        '--interactive',
        '--no-all-day',
        '--timezone',
        'UTC',
        '--organizer',
        '0',
        '--categories',
        'x',
        '--tags',
        'y',
        '--description',
        '',
        '--cost',
        '',
        '--website',
        '',
        '--no-featured',
        '--status',
        'publish',
        '--format',
        'json',
      ],
      [
        { kind: 'select', match: /^Venue$/, answer: 'Create a new venue' },
        { kind: 'input', match: /^Venue name$/, answer: 'Town Square' },
        { kind: 'input', match: /^Address/, answer: '1 Main St' },
        { kind: 'input', match: /^City/, answer: 'Springfield' },
        { kind: 'input', match: /^Country/, answer: 'United States' },
        { kind: 'confirm', match: /^Create this event\?$/, answer: true },
      ],
    );
    expect(code).toBe(0);
    expect(JSON.parse(stdout).venue).toMatchObject({
      venue: 'Town Square',
      address: '1 Main St',
      city: 'Springfield',
      country: 'United States',
    });
  });

  it('a venue search that matches nothing still offers a way out', async () => {
    await seed();
    const { code, stdout } = await create(
      [
        'events',
        'create',
        '--title',
        'Fair',
        '--start-date',
        '2024-07-12 10:00',
        '--end-date',
        '2024-07-12 18:00',
        '--interactive',
        '--no-all-day',
        '--timezone',
        'UTC',
        '--organizer',
        '0',
        '--categories',
        'x',
        '--tags',
        'y',
        '--description',
        '',
        '--cost',
        '',
        '--website',
        '',
        '--no-featured',
        '--status',
        'publish',
        '--format',
        'json',
      ],
      [
        { kind: 'select', match: /^Venue$/, answer: 'Search existing venues' },
        { kind: 'search', match: /^Venue \(type to search\)$/, term: 'nowhere at all', answer: 'No venue' },
        { kind: 'confirm', match: /^Create this event\?$/, answer: true },
      ],
    );
    expect(code).toBe(0);
    expect(JSON.parse(stdout).venue).toEqual([]);
  });

  it('without a terminal the missing flags are named (exit 2) and nothing is asked', async () => {
    const prompter = scriptedPrompter([]);
    const res = await run(['events', 'create', '--title', 'x'], { env, prompter });
    expect(res).toMatchObject({ code: 2, stderr: 'error: missing required flags: --start-date, --end-date\n' });
    expect(prompter.asked).toEqual([]);
  });

  it('--no-interactive on a terminal does not ask either', async () => {
    const res = await create(['venues', 'create', '--no-interactive'], []);
    expect(res).toMatchObject({ code: 2, stderr: 'error: missing required flag: --venue\n' });
  });
});

describe('the shorter flows', () => {
  it('venues create asks name, address, city, country, phone, website, then confirms', async () => {
    const { code, stdout, stderr } = await create(
      ['venues', 'create', '--phone', '555-0100', '--format', 'json'],
      [
        { kind: 'input', match: /^Venue name$/, answer: '' },
        { kind: 'input', match: /^Venue name$/, answer: 'Blue Room' },
        { kind: 'input', match: /^Address/, answer: '1 Main St' },
        { kind: 'input', match: /^City/, answer: 'Boston' },
        { kind: 'input', match: /^Country/, answer: 'United States' },
        { kind: 'input', match: /^Website/, answer: '' },
        { kind: 'confirm', match: /^Create this venue\?$/, answer: true },
      ],
    );
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      venue: 'Blue Room',
      address: '1 Main St',
      city: 'Boston',
      country: 'United States',
      phone: '555-0100',
    });
    expect(stderr).toMatch(/Name\s+Blue Room\n\s+Address\s+1 Main St/);
  });

  it('organizers create asks name, e-mail, phone, website', async () => {
    const { code, stdout } = await create(
      ['organizers', 'create', '--format', 'json'],
      [
        { kind: 'input', match: /^Organizer name$/, answer: 'Jazz Society' },
        { kind: 'input', match: /^E-mail/, answer: 'info@jazz.example' },
        { kind: 'input', match: /^Phone/, answer: '' },
        { kind: 'input', match: /^Website/, answer: 'https://jazz.example' },
        { kind: 'confirm', match: /^Create this organizer\?$/, answer: true },
      ],
    );
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      organizer: 'Jazz Society',
      email: 'info@jazz.example',
      website: 'https://jazz.example',
    });
  });

  it('categories create offers the existing categories as parent', async () => {
    await seed();
    const { code, stdout } = await create(
      ['categories', 'create', '--format', 'json'],
      [
        { kind: 'input', match: /^Category name$/, answer: 'Jazz' },
        { kind: 'input', match: /^Description/, answer: 'Swing and more' },
        { kind: 'select', match: /^Parent category$/, answer: 'music' },
        { kind: 'confirm', match: /^Create this category\?$/, answer: true },
      ],
    );
    expect(code).toBe(0);
    const jazz = JSON.parse(stdout);
    const music = JSON.parse(
      (await run(['categories', 'list', '--search', 'music', '--no-hide-empty'], { env })).stdout,
    )[0];
    expect(jazz).toMatchObject({ name: 'Jazz', description: 'Swing and more', parent: music.id });
  });

  it('tags create --interactive asks even with the name given; "no" exits 130', async () => {
    const res = await create(
      ['tags', 'create', '--name', 'jazz', '--interactive'],
      [
        { kind: 'input', match: /^Description/, answer: '' },
        { kind: 'confirm', match: /^Create this tag\?$/, answer: false },
      ],
    );
    expect(res.code).toBe(130);
    expect((await run(['tags', 'list', '--no-hide-empty', '--format', 'count'], { env })).stdout).toBe('0\n');
  });
});

describe('Status offers the statuses the user may set', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer();
  });
  afterAll(() => srv.stop());

  /** events create asked only its status, answered `answer`; the choices and the default offered */
  async function statusAsked(target: Record<string, string>, answer: string) {
    const offered: { choices: string[]; preselected?: unknown } = { choices: [] };
    const scripted = scriptedPrompter([
      { kind: 'select', match: /^Status$/, answer },
      { kind: 'confirm', match: /^Create this event\?$/, answer: true },
    ]);
    const prompter: Prompter = {
      ...scripted,
      select: (message, choices, preselected) => {
        offered.choices = choices.map((c) => c.name);
        offered.preselected = preselected;
        return scripted.select(message, choices, preselected);
      },
    };
    const res = await run(
      [
        ...['events', 'create', '--interactive', '--title', 'Gig'],
        ...['--start-date', '2031-01-01 10:00', '--end-date', '2031-01-01 11:00'],
        ...PREFILLED.filter((f) => f !== 'x' && f !== 'y' && f !== '--categories' && f !== '--tags'),
        ...['--categories', '', '--tags', '', '--description', '', ...PREFILLED_END.slice(0, -2), '--format', 'json'],
      ],
      { env: { ...env, ...target }, prompter, ...terminal },
    );
    expect(res.code, res.stderr).toBe(0);
    expect(scripted.remaining()).toBe(0);
    return { offered, event: JSON.parse(res.stdout) as { status: string } };
  }
  const as = (who: 'contributor' | 'author') => ({ CALEV_URL: srv.base, CALEV_USER: who, CALEV_PASSWORD: USERS[who] });

  it('on calev serve, a contributor is offered draft and pending (draft first, as the site defaults it)', async () => {
    const { offered, event } = await statusAsked(as('contributor'), 'pending');
    expect(offered).toEqual({ choices: ['draft', 'pending'], preselected: 'draft' });
    expect(event.status).toBe('pending');
  });

  it('an author, and the administrator of the local data dir, may publish: every status', async () => {
    for (const target of [as('author'), {}]) {
      const { offered, event } = await statusAsked(target, 'publish');
      expect(offered).toEqual({ choices: ['publish', 'draft', 'pending', 'private'], preselected: 'publish' });
      expect(event.status).toBe('publish');
    }
  });
});
