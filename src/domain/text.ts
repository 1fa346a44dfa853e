// Plain-text views of stored HTML text: json_ld (API.md §3.7), the event `search` filter (§4.2.5),
// and HTML entities as WordPress writes them in titles (`O&#8217;Brien`, `&#038;`).

// '<' starts a tag only before a letter, '/letter', '!' or '?', so "1 < 2" stays text.
const TAG_START = /<(?:\/?[A-Za-z]|[!?])/y;
const WHITE_SPACE_RUN = /\s+/g;

/** §3.7: HTML tags removed, runs of white space collapsed to one space, trimmed */
export function plainText(html: string): string {
  return stripTags(html).replace(WHITE_SPACE_RUN, ' ').trim();
}

/** §4.2.5: every white-space separated word of `query` occurs case-insensitively in one of the texts */
export function matchesAllWords(query: string, texts: readonly string[]): boolean {
  const haystacks = texts.map((text) => text.toLowerCase());
  return query
    .split(WHITE_SPACE_RUN)
    .filter((word) => word !== '')
    .every((word) => {
      const needle = word.toLowerCase();
      return haystacks.some((haystack) => haystack.includes(needle));
    });
}

/** Has the text letters of another script than Latin (`Зал`, `東京`; not `Café 🎉`)? */
export function hasOtherLetters(text: string): boolean {
  return /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u.test(text);
}

// A scanner rather than a regular expression: it stays linear on text full of unclosed '<a',
// and a tag is removed without leaving a space, as PHP's strip_tags does.
function stripTags(html: string): string {
  let text = '';
  let from = 0;
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', from)) {
    const isTag = isTagStart(html, at);
    text += html.slice(from, isTag ? at : at + 1);
    from = isTag ? tagEnd(html, at) : at + 1;
  }
  return text + html.slice(from);
}

function isTagStart(html: string, at: number): boolean {
  // the one sticky expression, placed by lastIndex (test runs synchronously)
  TAG_START.lastIndex = at;
  return TAG_START.test(html);
}

/** Index just after the tag at `at`: a '>' outside quotes, or '-->' for a comment; an unclosed tag runs to the end. */
function tagEnd(html: string, at: number): number {
  if (html.startsWith('<!--', at)) {
    const close = html.indexOf('-->', at + 4);
    return close === -1 ? html.length : close + 3;
  }
  let quote = '';
  for (let i = at + 1; i < html.length; i += 1) {
    const c = html[i];
    if (quote !== '') {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '>') {
      return i + 1;
    }
  }
  return html.length;
}

/** A JSON value as text: strings as they are, numbers and booleans printed, null and undefined
 * empty, objects and arrays as JSON (never `[object Object]`). */
export function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
};

/** Numeric entities and the common named ones as the characters they stand for; others stay. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[name.toLowerCase()] ?? m;
  });
}
