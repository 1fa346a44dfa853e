// Word search over event texts (API.md §4.2.5) without lower-casing every event per request.
// The texts are lower-cased once and cut at white space into tokens; a query word (which holds no
// white space) occurs in a lower-cased text exactly when it occurs inside one of its tokens, so
// "every word occurs in one of the texts" is answered from the token vocabulary.
import type { EventRecord } from './records.js';

const WHITE_SPACE_RUN = /\s+/;

/**
 * The ids of the events one token occurs in. A token found in few events keeps them in a sorted
 * array (new events have the highest ids, so most inserts are appends). A common one (a word of
 * most descriptions) keeps a bitmap once that takes less room than the array: one bit per id up
 * to the highest, against 8 bytes an id. On 100k events a word in half of them took 400 KB as an
 * array and takes 12.5 KB as a bitmap; such words held most of the index (55 of the 237 MB of
 * the heap of 100k events, all of it in the arrays of the postings).
 */
export class Postings {
  private ids: number[] | undefined = [];
  private bits: Uint32Array | undefined;
  private count = 0;

  get size(): number {
    return this.ids ? this.ids.length : this.count;
  }

  add(id: number): void {
    const ids = this.ids;
    if (!ids) return this.set(id);
    const last = ids.length === 0 ? -Infinity : ids[ids.length - 1];
    // the same id again (a word an event's texts hold twice): nothing to add
    if (last === id) return;
    if (last < id) ids.push(id);
    else {
      const i = lowerBound(ids, id);
      if (ids[i] === id) return;
      ids.splice(i, 0, id);
    }
    // a bitmap up to the highest id takes (highest / 8) bytes; the array 8 bytes an id
    if (ids.length >= 64 && ids.length * 64 > ids[ids.length - 1]) this.toBitmap(ids);
  }

  delete(id: number): void {
    const ids = this.ids;
    if (ids) {
      const i = lowerBound(ids, id);
      if (ids[i] === id) ids.splice(i, 1);
      return;
    }
    const bits = this.bits!;
    const word = id >>> 5;
    const mask = 1 << (id & 31);
    if (word < bits.length && (bits[word] & mask) !== 0) {
      bits[word] &= ~mask;
      this.count--;
    }
  }

  /** calls `fn` with each id in ascending order */
  forEach(fn: (id: number) => void): void {
    if (this.ids) {
      for (const id of this.ids) fn(id);
      return;
    }
    const bits = this.bits!;
    for (let w = 0; w < bits.length; w++) {
      let word = bits[w];
      while (word !== 0) {
        const low = word & -word;
        fn((w << 5) + 31 - Math.clz32(low));
        word ^= low;
      }
    }
  }

  private toBitmap(ids: number[]): void {
    this.ids = undefined;
    // room for the ids of the next events too
    this.bits = new Uint32Array(Math.ceil(((ids[ids.length - 1] >>> 5) + 1) * 1.25));
    this.count = 0;
    for (const id of ids) this.set(id);
  }

  private set(id: number): void {
    let bits = this.bits!;
    const word = id >>> 5;
    if (word >= bits.length) {
      const grown = new Uint32Array(Math.max(word + 1, Math.ceil(bits.length * 1.5)));
      grown.set(bits);
      this.bits = bits = grown;
    }
    const mask = 1 << (id & 31);
    if ((bits[word] & mask) === 0) {
      bits[word] |= mask;
      this.count++;
    }
  }
}

function lowerBound(ids: number[], id: number): number {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ids[mid] < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** calls `fn` with each token of `texts` (lower-cased, cut at white space), repeats included */
function forEachToken(texts: readonly string[], fn: (token: string) => void): void {
  for (const text of texts) {
    if (typeof text !== 'string') continue;
    for (const token of text.toLowerCase().split(WHITE_SPACE_RUN)) if (token !== '') fn(token);
  }
}

export function tokensOf(texts: readonly string[]): Set<string> {
  const tokens = new Set<string>();
  forEachToken(texts, (token) => tokens.add(token));
  return tokens;
}

/** the words of a query, lower-cased as the texts are */
export function queryWords(query: string): string[] {
  return query
    .split(WHITE_SPACE_RUN)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase());
}

/** a search of at most this many words looks each up before it chooses the rarest first */
const FEW_WORDS = 8;
/** once at most this many events are left, the other words are looked for in their texts */
const FEW_EVENTS = 256;

export class TextIndex {
  private readonly postings = new Map<string, Postings>();
  /** raised whenever the vocabulary gains a token, which may change a word's matching tokens */
  private vocabularyVersion = 0;
  private readonly wordTokens = new Map<string, { version: number; tokens: string[] }>();

  /** `texts` gives the searched texts of an event (title, description, excerpt in one language) */
  constructor(private readonly texts: (e: EventRecord) => readonly string[]) {}

  add(e: EventRecord): void {
    // each token as it comes, repeats too (Postings.add takes an id twice as once): a set of the
    // tokens first cost half of the indexing of a write
    forEachToken(this.texts(e), (token) => {
      let ids = this.postings.get(token);
      if (!ids) {
        this.postings.set(token, (ids = new Postings()));
        this.vocabularyVersion++;
      }
      ids.add(e.id);
    });
  }

  remove(e: EventRecord): void {
    for (const token of tokensOf(this.texts(e))) {
      const ids = this.postings.get(token);
      if (!ids) continue;
      ids.delete(e.id);
      if (ids.size === 0) this.postings.delete(token);
    }
  }

  /**
   * ids of the events whose texts contain every word (lower-cased, from queryWords). Each word is
   * looked for in the vocabulary, which costs a pass over every token: a search of thousands of
   * words (a 16 KB URL, or a GET's body of up to 1 MB) held calev serve's thread for seconds (10k
   * distinct words on 10k events: 5.3 s). So a word is looked for once, the longest first (mostly
   * the rarest) when there are more than FEW_WORDS, none after no event is left, and once at most
   * FEW_EVENTS are left, in those events' own texts (`eventOf`) rather than in the vocabulary.
   */
  matchAll(words: readonly string[], eventOf?: (id: number) => EventRecord | undefined): Set<number> {
    const distinct = [...new Set(words)];
    let result: Set<number> | undefined;
    if (distinct.length <= FEW_WORDS) {
      // the rarest word first keeps the intersection small
      const perWord = distinct.map((word) => this.matchingTokens(word));
      perWord.sort((a, b) => postingsSize(this.postings, a) - postingsSize(this.postings, b));
      for (const tokens of perWord) {
        result = this.narrowed(result, tokens);
        if (result.size === 0) break;
      }
      return result ?? new Set();
    }
    distinct.sort((a, b) => b.length - a.length);
    for (const [i, word] of distinct.entries()) {
      if (result && eventOf && result.size <= FEW_EVENTS) return this.inTexts(result, distinct.slice(i), eventOf);
      result = this.narrowed(result, this.matchingTokens(word));
      if (result.size === 0) break;
    }
    return result ?? new Set();
  }

  /** the ids of `result` (all, when undefined) in which one of `tokens` occurs */
  private narrowed(result: Set<number> | undefined, tokens: readonly string[]): Set<number> {
    const next = new Set<number>();
    for (const token of tokens)
      this.postings.get(token)?.forEach((id) => {
        if (!result || result.has(id)) next.add(id);
      });
    return next;
  }

  /** those of `ids` whose texts hold every one of `words` */
  private inTexts(ids: Set<number>, words: string[], eventOf: (id: number) => EventRecord | undefined): Set<number> {
    const kept = new Set<number>();
    for (const id of ids) {
      const e = eventOf(id);
      // a word holds no white space: it occurs in a token exactly when it occurs in the text
      const text = e && this.texts(e).join('\n').toLowerCase();
      if (text !== undefined && words.every((word) => text.includes(word))) kept.add(id);
    }
    return kept;
  }

  private matchingTokens(word: string): string[] {
    const hit = this.wordTokens.get(word);
    if (hit && hit.version === this.vocabularyVersion) return hit.tokens.filter((t) => this.postings.has(t));
    const tokens: string[] = [];
    for (const token of this.postings.keys()) if (token.includes(word)) tokens.push(token);
    if (this.wordTokens.size > 1000) this.wordTokens.clear();
    this.wordTokens.set(word, { version: this.vocabularyVersion, tokens });
    return tokens;
  }
}

function postingsSize(postings: Map<string, Postings>, tokens: readonly string[]): number {
  let size = 0;
  for (const token of tokens) size += postings.get(token)?.size ?? 0;
  return size;
}
