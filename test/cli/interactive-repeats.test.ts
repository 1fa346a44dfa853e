// "Repeats?" in interactive create (issue 13): the choices built from the start, how the series
// ends, a custom rule typed as a phrase or as RFC 5545 text, and the summary that shows the rule
// in words with the first dates. Scripted answers against the embedded target.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ruleOfPhrase } from '../../src/cli/interactive/repeats.js';
import { ENGLISH_UI } from '../../src/setup/i18n.js';
import { CATALOGUES } from '../spec/all-catalogues.js';
import { fillPlaceholders } from '../../src/spec/placeholders.js';
import { removeDir, run, scriptedPrompter, tempDir, type ScriptStep } from './harness.js';

const NOW = new Date('2024-07-10T15:30:00Z'); // a Wednesday
let dir: string;
let env: Record<string, string>;

beforeEach(() => {
  dir = tempDir('calev-repeats-');
  env = { CALEV_DATA_DIR: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config` };
});
afterEach(() => removeDir(dir));

/** everything but the repeat questions, answered with the defaults */
function script(repeat: ScriptStep[]): ScriptStep[] {
  return [
    { kind: 'input', match: /^Start \(e\.g\./, answer: '2024-07-16 18:00' },
    { kind: 'confirm', match: /^Start: Tuesday 16 July 2024, 18:00 \(UTC\)\. Right\?$/, answer: true },
    { kind: 'input', match: /^End$/, answer: '' },
    ...repeat,
    { kind: 'confirm', match: /^All-day event\?$/, answer: false },
    { kind: 'search', match: /^Timezone/, term: '', answer: /^UTC/ },
    { kind: 'select', match: /^Venue$/, answer: 'No venue' },
    { kind: 'search', match: /^Organizers/, term: '', answer: 'No organizers' },
    { kind: 'input', match: /^New categories/, answer: '' },
    { kind: 'input', match: /^New tags/, answer: '' },
    { kind: 'input', match: /^Description/, answer: '' },
    { kind: 'input', match: /^Cost/, answer: '' },
    { kind: 'input', match: /^Website/, answer: '' },
    { kind: 'confirm', match: /^Featured\?$/, answer: false },
    { kind: 'select', match: /^Status$/, answer: 'publish' },
    { kind: 'confirm', match: /^Create this event\?$/, answer: true },
  ];
}

async function create(repeat: ScriptStep[], allDay = false) {
  const steps = script(repeat).map((s) => (/All-day/.test(String(s.match)) ? { ...s, answer: allDay } : s));
  const prompter = scriptedPrompter(steps as ScriptStep[]);
  const res = await run(['events', 'create', '--title', 'Choir', '--format', 'json'], {
    env,
    prompter,
    stdinTTY: true,
    stdoutTTY: true,
    now: NOW,
  });
  expect(res.code, res.stderr).toBe(0);
  expect(prompter.remaining()).toBe(0);
  return { ...res, event: JSON.parse(res.stdout) as Record<string, any> };
}

describe('Repeats? in events create', () => {
  it('offers the choices of the start (Tuesday 16 July: the third Tuesday) and ends after N times', async () => {
    const { event, stderr } = await create([
      { kind: 'select', match: /^Repeats\?$/, answer: 'Weekly on Tuesday' },
      { kind: 'select', match: /^Ends$/, answer: 'After a number of times' },
      { kind: 'input', match: /^How many times/, answer: '6' },
    ]);
    expect(event.recurrence.rules).toEqual(['FREQ=WEEKLY;BYDAY=TU;COUNT=6']);
    expect(stderr).toMatch(
      /Repeats\s+Every Tuesday, 6 times; first: 2024-07-16 18:00, 2024-07-23 18:00, 2024-07-30 18:00, 2024-08-06 18:00/,
    );
  });

  it('an all-day series (all-day is asked after the rule) shows its first dates without a time', async () => {
    const { event, stderr } = await create(
      [
        { kind: 'select', match: /^Repeats\?$/, answer: 'Weekly on Tuesday' },
        { kind: 'select', match: /^Ends$/, answer: 'After a number of times' },
        { kind: 'input', match: /^How many times/, answer: '3' },
      ],
      true,
    );
    expect(event.all_day).toBe(true);
    expect(stderr).toMatch(/Repeats\s+Every Tuesday, 3 times; first: 2024-07-16, 2024-07-23, 2024-07-30\n/);
  });

  it('monthly on the nth weekday, ending on a date', async () => {
    const { event } = await create([
      { kind: 'select', match: /^Repeats\?$/, answer: 'Monthly on the third Tuesday' },
      { kind: 'select', match: /^Ends$/, answer: 'On a date' },
      { kind: 'input', match: /^Last day/, answer: 'december 31 2024' },
    ]);
    expect(event.recurrence.rules).toEqual(['FREQ=MONTHLY;BYDAY=3TU;UNTIL=20241231']);
    expect(event.recurrence.description).toBe('Every month on the third Tuesday until 31 December 2024');
  });

  it('a custom phrase that says its own end is not asked how it ends; a bad one is asked again', async () => {
    const { event, stderr } = await create([
      { kind: 'select', match: /^Repeats\?$/, answer: 'Custom…' },
      { kind: 'input', match: /^Rule/, answer: 'every blue moon' },
      { kind: 'input', match: /^Rule/, answer: 'every other friday until october 1' },
    ]);
    expect(event.recurrence.rules).toEqual(['FREQ=WEEKLY;INTERVAL=2;BYDAY=FR;UNTIL=20241001']);
    // from Tuesday 16 July, a series on Fridays starts on the first of them, as its summary showed
    expect(stderr).toMatch(/; first: 2024-07-19 18:00, 2024-08-02 18:00, 2024-08-16 18:00, 2024-08-30 18:00\n/);
    expect([event.start_date, event.end_date]).toEqual(['2024-07-19 18:00:00', '2024-07-19 19:00:00']);
    expect(stderr).toContain(
      `note: event ${event.id} starts on 2024-07-19, the first day its rule gives: 2024-07-16 is not one of them\n`,
    );
  });
});

describe('a custom rule in French (CALEV_LANG=fr)', () => {
  /** a question or choice as the French catalogue says it */
  const fr = (english: string, ...values: string[]) => {
    const text = CATALOGUES.fr[english];
    expect(text, english).toBeDefined();
    return fillPlaceholders(text, values);
  };
  const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

  it('says in French why a typed rule is not one (the rule itself is English)', async () => {
    const ruleAsk = fr('Rule (e.g. "every other friday until june", "FREQ=WEEKLY;BYDAY=MO,WE")');
    const rule = exactly(ruleAsk);
    const refusals = [
      [
        'every blue moon',
        '« blue » est un mot que je ne connais pas dans une répétition (essayez « every other friday until june »)',
      ],
      ['FREQ=WEEKLY;BYDAY=2TU', 'BYDAY=2TU : un rang (2TU) nécessite FREQ=MONTHLY ou FREQ=YEARLY'],
      [
        'every friday 3 times until june',
        'une série se termine d’une seule façon : « until » ou « N times », pas les deux',
      ],
      ['every 2', 'dites à quelle fréquence : « every day », « every 2 weeks », « every friday », « monthly »…'],
      ['every friday until blue moon', '« blue moon » n’est pas une date que je sais lire'],
    ];
    const prompter = scriptedPrompter([
      { kind: 'input', match: /^Début \(/, answer: '2024-07-16 18:00' },
      { kind: 'confirm', match: /^Début : /, answer: true },
      { kind: 'input', match: exactly(fr('End')), answer: '' },
      { kind: 'select', match: exactly(fr('Repeats?')), answer: fr('Custom…') },
      ...refusals.map(([answer]) => ({ kind: 'input' as const, match: rule, answer })),
      { kind: 'input', match: rule, answer: 'every other friday until october 1' },
      { kind: 'confirm', match: exactly(fr('All-day event?')), answer: false },
      { kind: 'search', match: /^Fuseau horaire/, term: '', answer: fr('%s (site default)', 'UTC') },
      { kind: 'select', match: exactly(fr('Venue')), answer: fr('No venue') },
      { kind: 'search', match: exactly(fr('Organizers (type to search)')), term: '', answer: fr('No organizers') },
      { kind: 'input', match: exactly(fr('New categories (comma-separated names, optional)')), answer: '' },
      { kind: 'input', match: exactly(fr('New tags (comma-separated names, optional)')), answer: '' },
      { kind: 'input', match: exactly(fr('Description (optional)')), answer: '' },
      { kind: 'input', match: exactly(fr('Cost (e.g. 15, $10 - $20, Free; optional)')), answer: '' },
      { kind: 'input', match: exactly(fr('Website (optional)')), answer: '' },
      { kind: 'confirm', match: exactly(fr('Featured?')), answer: false },
      { kind: 'select', match: exactly(fr('Status')), answer: fr('draft') },
      { kind: 'confirm', match: exactly(fr('Create this event?')), answer: true },
    ]);
    const res = await run(['events', 'create', '--title', 'Chorale', '--format', 'json'], {
      env: { ...env, CALEV_LANG: 'fr' },
      prompter,
      stdinTTY: true,
      stdoutTTY: true,
      now: NOW,
    });
    expect(res.code, res.stderr).toBe(0);
    expect(prompter.remaining()).toBe(0);
    expect(prompter.refused).toEqual(refusals.map(([, why]) => `${ruleAsk}: ${why}`));
    expect((JSON.parse(res.stdout) as { recurrence: { rules: string[] } }).recurrence.rules).toEqual([
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR;UNTIL=20241001',
    ]);
  });
});

describe('ruleOfPhrase', () => {
  const START = '2024-07-16 18:00:00';
  it.each([
    ['every day', 'FREQ=DAILY'],
    ['daily 10 times', 'FREQ=DAILY;COUNT=10'],
    ['every 2 weeks on monday and thursday', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH'],
    ['every weekday', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'],
    ['monthly on the last friday', 'FREQ=MONTHLY;BYDAY=-1FR'],
    ['every month on the first monday for 3 times', 'FREQ=MONTHLY;BYDAY=1MO;COUNT=3'],
    ['every year', 'FREQ=YEARLY'],
    // yearly on a weekday is of the start's month (July), written 4th or fourth
    ['every year on the 4th thursday', 'FREQ=YEARLY;BYMONTH=7;BYDAY=4TH'],
    ['yearly on the last friday', 'FREQ=YEARLY;BYMONTH=7;BYDAY=-1FR'],
    ['every 2nd tuesday', 'FREQ=MONTHLY;BYDAY=2TU'],
    ['every other friday until june', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR;UNTIL=20250601'],
    ['RRULE:FREQ=WEEKLY;BYDAY=MO,WE', 'FREQ=WEEKLY;BYDAY=MO,WE'],
    // the two-letter codes --on takes
    ['every 2 weeks on mo,we', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE'],
    ['weekly on tu th sa su', 'FREQ=WEEKLY;BYDAY=TU,TH,SA,SU'],
    ['monthly on the last fr', 'FREQ=MONTHLY;BYDAY=-1FR'],
  ])('%s -> %s', (phrase, rule) => {
    expect(ruleOfPhrase(phrase, START, 'UTC', ENGLISH_UI)).toBe(rule);
  });

  it('says why a phrase is not a rule', () => {
    expect(ruleOfPhrase('now and then', START, 'UTC', ENGLISH_UI)).toEqual({ error: expect.stringContaining('"now"') });
    // "2nd" is read now: the rule itself says why a week has no second Tuesday
    expect(ruleOfPhrase('every week on the 2nd tuesday', START, 'UTC', ENGLISH_UI)).toEqual({
      error: expect.stringContaining('needs FREQ=MONTHLY or FREQ=YEARLY'),
    });
    expect(ruleOfPhrase('FREQ=WEEKLY;BYDAY=2TU', START, 'UTC', ENGLISH_UI)).toEqual({
      error: expect.stringContaining('needs FREQ=MONTHLY'),
    });
    // from a Tuesday, every 7 days is a Tuesday: said before the summary's expansion looks for a Monday
    expect(ruleOfPhrase('every 7 days on monday', START, 'UTC', ENGLISH_UI)).toEqual({
      error: 'FREQ=DAILY;INTERVAL=7 from 2024-07-16 18:00:00 (TU) never reaches BYDAY=MO: the rule gives no date',
    });
    expect(ruleOfPhrase('FREQ=HOURLY;INTERVAL=24;BYHOUR=5', START, 'UTC', ENGLISH_UI)).toEqual({
      error: expect.stringContaining('never reaches BYHOUR=5'),
    });
    expect(ruleOfPhrase('every 7 days on tuesday', START, 'UTC', ENGLISH_UI)).toBe('FREQ=DAILY;INTERVAL=7;BYDAY=TU');
  });
});
