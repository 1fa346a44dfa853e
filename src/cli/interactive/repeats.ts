// "Repeats?" in interactive create (issue 13, API.md §7.1): no / daily / weekly on <that weekday> /
// monthly on day <d> / monthly on the <nth weekday> / yearly / custom (an RRULE, or a phrase such
// as "every other friday until june"); then how it ends (never / after N times / on a date). The
// summary shows the rule in words and the first dates.
import type { Params } from '../../api/client.js';
import type { Context } from '../../context.js';
import { dayOfMonth, describeRecurrence, ordinalDay, weekdayName, weekdayOf } from '../../recurrence/describe.js';
import { firstStarts, startOnRule, startProblem } from '../../recurrence/expand.js';
import { normalizeRule, ruleProblem } from '../../recurrence/rule-text.js';
import type { Ui } from '../../setup/i18n.js';
import type { Validate } from '../../setup/prompter.js';
import { formatPhrase } from '../../spec/catalogues/index.js';
import { resolveDateText, wallInstant } from './dates.js';
import { say } from './words.js';

const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth'];
/** weekday words, with the two-letter codes `--on` takes (`mo,we`) */
const WEEKDAY_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/^(mo|mon(day)?s?)$/, 'MO'],
  [/^(tu|tue(s|sday)?s?)$/, 'TU'],
  [/^(we|wed(nesday)?s?)$/, 'WE'],
  [/^(th|thu(r|rs|rsday)?s?)$/, 'TH'],
  [/^(fr|fri(day)?s?)$/, 'FR'],
  [/^(sa|sat(urday)?s?)$/, 'SA'],
  [/^(su|sun(day)?s?)$/, 'SU'],
];
const UNITS: Readonly<Record<string, string>> = { day: 'DAILY', week: 'WEEKLY', month: 'MONTHLY', year: 'YEARLY' };
const NUMBER_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10 };

/** the rule a choice stands for, with what ends it still open */
type Choice = { rule: string } | 'none' | 'custom';

/** which <weekday> of its month a date is: 1..4, or -1 for the last (a fifth is always the last) */
function nthWeekday(wall: string): number {
  const day = Number(wall.slice(8, 10));
  const [y, m] = wall.slice(0, 7).split('-').map(Number);
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return day + 7 > length ? -1 : Math.ceil(day / 7);
}

function weekdayCode(word: string): string | undefined {
  return WEEKDAY_WORDS.find(([re]) => re.test(word))?.[1];
}

/**
 * A phrase ("every other friday until june", "every 2 weeks on monday and thursday 5 times",
 * "monthly on the last friday", "every weekday") or an RRULE as RFC 5545 text. `start` gives
 * the implied parts; `until` is read with chrono from the start on. The phrase is English; why
 * it is not a rule is said in the user's language, as the rest of the prompt is.
 */
export function ruleOfPhrase(text: string, start: string, zone: string, ui: Ui): string | { error: string } {
  const trimmed = text.trim();
  if (/FREQ=/i.test(trimmed)) {
    const rule = normalizeRule(trimmed);
    const problem = ruleProblem(rule) ?? startProblem(rule, start);
    return problem ? { error: formatPhrase(problem, ui.lang) } : rule;
  }
  let body = trimmed.toLowerCase().replace(/[.!]+$/, '');
  const parts: string[] = [];
  let end = '';
  const untilAt = body.search(/\buntil\b/);
  if (untilAt >= 0) {
    // the phrase is English, and so is its end
    const when = resolveDateText(body.slice(untilAt + 5).trim(), zone, wallInstant(start, zone), 'en');
    if (!when) return { error: say(ui, 'ruleNotADate', body.slice(untilAt + 5).trim()) };
    end = `UNTIL=${when.wall.slice(0, 10).replace(/-/g, '')}`;
    body = body.slice(0, untilAt).trim();
  }
  const times = /(?:\bfor\s+)?(\d+)\s+times\b/.exec(body);
  if (times) {
    if (end) return { error: say(ui, 'ruleEndsTwice') };
    end = `COUNT=${times[1]}`;
    body = body.replace(times[0], '').trim();
  }
  const words = body.split(/[\s,]+/).filter((w) => w !== '' && w !== 'and' && w !== 'on' && w !== 'the');
  let interval = 1;
  let freq: string | undefined;
  const days: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    const ordinal =
      ORDINAL_WORDS.indexOf(w) + 1 || (w === 'last' ? -1 : 0) || Number(/^([1-5])(?:st|nd|rd|th)$/.exec(w)?.[1] ?? 0);
    if (w === 'every' || w === 'each') continue;
    if (w === 'other') interval = 2;
    else if (/^\d+$/.test(w) || NUMBER_WORDS[w]) interval = Number(w) || NUMBER_WORDS[w];
    else if (/^(daily|weekly|monthly|yearly|annually)$/.test(w)) freq = w === 'annually' ? 'YEARLY' : w.toUpperCase();
    else if (UNITS[w.replace(/s$/, '')]) freq = UNITS[w.replace(/s$/, '')];
    else if (w === 'weekday' || w === 'weekdays') days.push('MO', 'TU', 'WE', 'TH', 'FR');
    else if (w === 'weekend' || w === 'weekends') days.push('SA', 'SU');
    else if (ordinal !== 0 && weekdayCode(words[i + 1] ?? '')) {
      days.push(`${ordinal}${weekdayCode(words[++i])}`);
      freq ??= 'MONTHLY';
    } else if (weekdayCode(w)) days.push(weekdayCode(w)!);
    else return { error: say(ui, 'ruleUnknownWord', w) };
  }
  if (!freq) freq = days.length ? 'WEEKLY' : undefined;
  if (!freq) return { error: say(ui, 'ruleHowOften') };
  parts.push(`FREQ=${freq}`);
  if (interval > 1) parts.push(`INTERVAL=${interval}`);
  // yearly on a weekday: of the start's month (RFC 5545 alone would read it of the whole year)
  if (freq === 'YEARLY' && days.length) parts.push(`BYMONTH=${Number(start.slice(5, 7))}`);
  if (days.length) parts.push(`BYDAY=${[...new Set(days)].join(',')}`);
  if (end) parts.push(end);
  const rule = parts.join(';');
  const problem = ruleProblem(rule) ?? startProblem(rule, start);
  return problem ? { error: formatPhrase(problem, ui.lang) } : rule;
}

/** Asks whether and how the event repeats; puts the rule in `body.recurrence`. Returns the summary line. */
export async function askRepeats(
  ctx: Context,
  body: Params,
  start: string | null,
  zone: string,
): Promise<((allDay: boolean) => string) | undefined> {
  if (body.recurrence !== undefined || start === null) return undefined;
  const p = ctx.prompter;
  const ui = ctx.ui;
  const day = weekdayOf(start);
  const n = nthWeekday(start);
  const [month, dom] = start.slice(5, 10).split('-').map(Number);
  const choice = await p.select<Choice>(
    say(ui, 'repeatsAsk'),
    [
      { name: say(ui, 'noRepeat'), value: 'none' },
      { name: say(ui, 'daily'), value: { rule: 'FREQ=DAILY' } },
      { name: say(ui, 'weeklyOn', weekdayName(day, ui.lang)), value: { rule: `FREQ=WEEKLY;BYDAY=${day}` } },
      { name: say(ui, 'monthlyOnDay', dom), value: { rule: `FREQ=MONTHLY;BYMONTHDAY=${dom}` } },
      {
        name: say(ui, 'monthlyOnThe', ordinalDay(`${n}${day}`, ui.lang) ?? ''),
        value: { rule: `FREQ=MONTHLY;BYDAY=${n}${day}` },
      },
      { name: say(ui, 'yearlyOn', dayOfMonth(month, dom, ui.lang)), value: { rule: 'FREQ=YEARLY' } },
      { name: say(ui, 'custom'), value: 'custom' },
    ],
    'none',
  );
  if (choice === 'none') return undefined;
  let rule: string;
  if (choice === 'custom') {
    const readable: Validate = (v) => {
      const r = ruleOfPhrase(v, start, zone, ui);
      return typeof r === 'string' ? true : r.error;
    };
    rule = ruleOfPhrase(await p.input(say(ui, 'ruleAsk'), undefined, readable), start, zone, ui) as string;
  } else rule = choice.rule;
  if (!/(^|;)(COUNT|UNTIL)=/.test(rule)) rule = await askEnd(ctx, rule, start, zone);
  body.recurrence = rule;
  const series = { rules: [rule], rdates: [], exdates: [] };
  // from the rule's first day, where the series will start (startOnRule)
  const first = firstStarts({ ...series, start: startOnRule({ ...series, start, timezone: zone }), timezone: zone }, 4);
  // the summary's line, once all-day is known (asked after): an all-day series' dates have no time
  return (allDay) =>
    say(
      ui,
      'firstDates',
      describeRecurrence(series, start, zone, ui.lang),
      first.map((s) => s.slice(0, allDay ? 10 : 16)).join(', '),
    );
}

async function askEnd(ctx: Context, rule: string, start: string, zone: string): Promise<string> {
  const p = ctx.prompter;
  const ui = ctx.ui;
  const how = await p.select<'never' | 'count' | 'until'>(
    say(ui, 'ends'),
    [
      { name: say(ui, 'never'), value: 'never' },
      { name: say(ui, 'afterCount'), value: 'count' },
      { name: say(ui, 'onDate'), value: 'until' },
    ],
    'never',
  );
  if (how === 'never') return rule;
  if (how === 'count') {
    const count = await p.input(say(ui, 'countAsk'), undefined, (v) =>
      /^\s*[1-9]\d{0,4}\s*$/.test(v) ? true : say(ui, 'wholeNumber'),
    );
    return `${rule};COUNT=${count.trim()}`;
  }
  const reference = wallInstant(start, zone);
  const text = await p.input(say(ui, 'lastDayAsk'), undefined, (v) =>
    resolveDateText(v, zone, reference, ui.lang) ? true : say(ui, 'notADateShort'),
  );
  const last = resolveDateText(text, zone, reference, ui.lang)!;
  return `${rule};UNTIL=${last.wall.slice(0, 10).replace(/-/g, '')}`;
}
