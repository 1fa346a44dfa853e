// Word search over event texts (API.md §4.2.5) without lower-casing every event per request.
// The texts are lower-cased once and cut at white space into tokens; a query word (which holds no
// white space) occurs in a lower-cased text exactly when it occurs inside one of its tokens, so
// "every word occurs in one of the texts" is answered from the token vocabulary.
import type { EventRecord } from './records.js';

const WHITE_SPACE_RUN = /\s+/;

/** Ids in ascending order; new events have the highest ids, so most inserts are appends. */
function insertSorted(ids: number[], id: number): void {
  if (ids.length === 0 || ids[ids.length - 1] < id) {
    ids.push(id);
    return;
  }
  const i = lowerBound(ids, id);
  if (ids[i] !== id) ids.splice(i, 0, id);
}

function removeSorted(ids: number[], id: number): void {
  const i = lowerBound(ids, id);
  if (ids[i] === id) ids.splice(i, 1);
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

export function tokensOf(texts: readonly string[]): Set<string> {
  const tokens = new Set<string>();
  for (const text of texts) {
    if (typeof text !== 'string') continue;
    for (const token of text.toLowerCase().split(WHITE_SPACE_RUN)) if (token !== '') tokens.add(token);
  }
  return tokens;
}

/** the words of a query, lower-cased as the texts are */
export function queryWords(query: string): string[] {
  return query
    .split(WHITE_SPACE_RUN)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase());
}

export class TextIndex {
  private readonly postings = new Map<string, number[]>();
  /** raised whenever the vocabulary gains a token, which may change a word's matching tokens */
  private vocabularyVersion = 0;
  private readonly wordTokens = new Map<string, { version: number; tokens: string[] }>();

  /** `texts` gives the searched texts of an event (title, description, excerpt in one language) */
  constructor(private readonly texts: (e: EventRecord) => readonly string[]) {}

  add(e: EventRecord): void {
    for (const token of tokensOf(this.texts(e))) {
      let ids = this.postings.get(token);
      if (!ids) {
        this.postings.set(token, (ids = []));
        this.vocabularyVersion++;
      }
      insertSorted(ids, e.id);
    }
  }

  remove(e: EventRecord): void {
    for (const token of tokensOf(this.texts(e))) {
      const ids = this.postings.get(token);
      if (!ids) continue;
      removeSorted(ids, e.id);
      if (ids.length === 0) this.postings.delete(token);
    }
  }

  /** ids of the events whose texts contain every word (lower-cased, from queryWords) */
  matchAll(words: readonly string[]): Set<number> {
    let result: Set<number> | undefined;
    // the rarest word first keeps the intersection small
    const perWord = words.map((word) => this.matchingTokens(word));
    perWord.sort((a, b) => postingsSize(this.postings, a) - postingsSize(this.postings, b));
    for (const tokens of perWord) {
      const next = new Set<number>();
      for (const token of tokens) {
        for (const id of this.postings.get(token) ?? []) if (!result || result.has(id)) next.add(id);
      }
      result = next;
      if (result.size === 0) break;
    }
    return result ?? new Set();
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

function postingsSize(postings: Map<string, number[]>, tokens: readonly string[]): number {
  let size = 0;
  for (const token of tokens) size += postings.get(token)?.length ?? 0;
  return size;
}
