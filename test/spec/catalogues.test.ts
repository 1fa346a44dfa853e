// The language catalogues (API.md §6): every English source text the server can answer with has a
// translation in each non-English catalogue, and nothing else is there.
import { describe, expect, it } from 'vitest';
import { helpTexts } from '../../src/setup/i18n.js';
import { COLUMN_HEADERS } from '../../src/cli/output/columns.js';
import { VIEW_TEXTS } from '../../src/views/labels.js';
import { buildProgram } from '../../src/cli/program.js';
import { createContext } from '../../src/context.js';
import { CATALOGUES } from './all-catalogues.js';
import { ERRORS, FREE, PARAM_MESSAGES, TERM_EXISTS_CATEGORY } from '../../src/spec/errors.js';
import { DOC_TEXTS } from '../../src/spec/openapi.js';
import { RECURRENCE_TEXTS } from '../../src/recurrence/describe.js';
import { REASON_TEXTS } from '../../src/recurrence/rule-text.js';
import { PAGE_TEXTS } from '../../src/pages/words.js';
import { ASK_TEXTS } from '../../src/cli/interactive/words.js';
import { ROUTES } from '../../src/spec/routes.js';
import { LANGUAGES, type Language } from '../../src/spec/types.js';

const routeTexts = ROUTES.flatMap((route) => route.endpoints.flatMap((ep) => ep.args.map((a) => a.description))).filter(
  (text): text is string => text !== undefined,
);

const errorTexts = [
  ...Object.values(ERRORS).map(([, message]) => message),
  TERM_EXISTS_CATEGORY,
  ...Object.values(PARAM_MESSAGES),
];

/** What the command line shows: every help text of the whole command tree, the table headers, the
 * words of the agenda and calendar views and those of the interactive flows. */
const cliTexts = [
  ...helpTexts(
    buildProgram(
      createContext({
        io: { stdin: process.stdin, stdout: { write: () => true }, stderr: { write: () => true } },
        env: {},
      }),
    ),
  ),
  ...COLUMN_HEADERS,
  ...VIEW_TEXTS,
  ...ASK_TEXTS,
];

const SOURCE_TEXTS = new Set<string>([
  ...errorTexts,
  FREE,
  ...routeTexts,
  ...DOC_TEXTS,
  ...cliTexts,
  ...RECURRENCE_TEXTS,
  ...REASON_TEXTS,
  ...PAGE_TEXTS,
]);

const TRANSLATED = LANGUAGES.filter((lang): lang is Exclude<Language, 'en'> => lang !== 'en');

/** Words these languages spell exactly like English; any other identical value is an untranslated text. */
const SAME_AS_ENGLISH: Readonly<Partial<Record<Language, readonly string[]>>> = {
  bg: ['ID'],
  'zh-hans': ['ID'],
  fr: ['Latitude.', 'Longitude.', 'Province.', 'Minutes.', 'ID', 'SLUG', 'Date', 'Description', 'E-mail'],
  de: ['ID', 'NAME', 'STATUS', 'Website', 'Name', 'Status', 'Website (optional)'],
  ja: ['ID'],
  'pt-br': [
    'Latitude.',
    'Longitude.',
    'ID',
    'SLUG',
    'STATUS',
    'tags: list, get, create, update, delete, import, export',
    'Status',
    'E-mail',
  ],
  es: ['ID', 'SLUG', 'No', 'no'],
};

/** The cost word of §6, given by the spec. */
const FREE_WORDS: Readonly<Record<Exclude<Language, 'en'>, string>> = {
  bg: 'Безплатно',
  'zh-hans': '免费',
  fr: 'Gratuit',
  de: 'Kostenlos',
  ja: '無料',
  'pt-br': 'Grátis',
  es: 'Gratis',
};

function placeholders(text: string): string[] {
  return (text.match(/%(?:\d+\$)?[sd]/g) ?? []).sort();
}

/** The RFC 5545 names and values a reason for a refused recurrence spells out (FREQ=YEARLY,
 * BYDAY, RDATE:, MO…SU, 2TU…), which stay as they are in every language. */
function rfcTokens(text: string): string[] {
  const names = /(?<![\w=])(?:FREQ|COUNT|UNTIL|INTERVAL|WKST|BY[A-Z]*|RRULE|RDATE|EXDATE|TZID|VALUE)(?:=[A-Z]+)?\b/;
  const weekdays = /(?<![\w-])-?\d?(?:MO|TU|WE|TH|FR|SA|SU)\b/;
  const formats = /RFC 5545|YYYYMMDD(?:THHMMSS\[Z\])?/;
  return (text.match(new RegExp(`${names.source}|${weekdays.source}|${formats.source}`, 'g')) ?? []).sort();
}

describe('the source texts', () => {
  it('are collected from the route table, DOC_TEXTS, the error messages, the command line and the pages', () => {
    expect(PAGE_TEXTS).toContain('Subscribe to calendar');
    expect(cliTexts).toContain('Usage:');
    expect(cliTexts).toContain('list events (one page; --all follows every page)');
    expect(cliTexts).toContain('send %s=false');
    expect(cliTexts).toContain('TITLE');
    expect(cliTexts).toContain('Create this event?');
    expect(routeTexts.length).toBeGreaterThan(0);
    expect(SOURCE_TEXTS.has('Content language code.')).toBe(true);
    expect(SOURCE_TEXTS.has('Calendar Events REST API')).toBe(true);
    expect(SOURCE_TEXTS.has('%1$s is not of type %2$s.')).toBe(true);
    expect(SOURCE_TEXTS.has(TERM_EXISTS_CATEGORY)).toBe(true);
    expect(SOURCE_TEXTS.has('rule %1$d: %2$s')).toBe(true);
    expect(rfcTokens('BYDAY=%1$s: an ordinal (%2$s) needs FREQ=MONTHLY or FREQ=YEARLY')).toEqual(
      ['BYDAY', 'FREQ=MONTHLY', 'FREQ=YEARLY'].sort(),
    );
  });

  it('en overrides nothing', () => {
    expect(CATALOGUES.en).toEqual({});
  });
});

describe.each(TRANSLATED)('the %s catalogue', (lang) => {
  const catalogue = CATALOGUES[lang];
  const entries = Object.entries(catalogue);

  it('translates every source text', () => {
    const missing = [...SOURCE_TEXTS].filter((text) => !Object.hasOwn(catalogue, text));
    expect(missing).toEqual([]);
  });

  it('has no keys that are not source texts', () => {
    const stale = Object.keys(catalogue).filter((key) => !SOURCE_TEXTS.has(key));
    expect(stale).toEqual([]);
  });

  it('leaves no text in English except the allowed identical words', () => {
    const allowed = new Set(SAME_AS_ENGLISH[lang] ?? []);
    const untranslated = entries.filter(([key, value]) => value === key && !allowed.has(key)).map(([key]) => key);
    expect(untranslated).toEqual([]);
    for (const word of allowed) expect(catalogue[word], word).toBe(word);
  });

  it('keeps the placeholders of each source text', () => {
    for (const [key, value] of entries) expect(placeholders(value), key).toEqual(placeholders(key));
  });

  it('keeps the RFC 5545 names of every reason for a refused recurrence', () => {
    for (const text of REASON_TEXTS) expect(rfcTokens(catalogue[text] ?? ''), text).toEqual(rfcTokens(text));
  });

  it('chooses a word by the gender of a weekday ({masculine|feminine}) only in the rule in words', () => {
    const choosing = entries.filter(([, value]) => /\{[^{}|]*\|[^{}|]*\}/.test(value)).map(([key]) => key);
    expect(choosing.filter((key) => !(RECURRENCE_TEXTS as readonly string[]).includes(key))).toEqual([]);
  });

  it('has no empty values and no leading or trailing white space', () => {
    for (const [key, value] of entries) {
      expect(value.trim(), key).not.toBe('');
      expect(value, key).toBe(value.trim());
    }
  });

  it('keeps its keys in the order of the bg catalogue', () => {
    expect(Object.keys(catalogue)).toEqual(Object.keys(CATALOGUES.bg));
  });

  it('says Free as §6 gives it', () => {
    expect(catalogue[FREE]).toBe(FREE_WORDS[lang]);
  });
});
