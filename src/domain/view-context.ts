// What representation builders need to know about the request and the store.
import type { Caller } from './permissions.js';
import type { Language } from '../spec/types.js';
import type { Collections, CollectionName } from '../store/records.js';

export interface RecordReader {
  get<C extends CollectionName>(col: C, id: number): Collections[C] | undefined;
  all<C extends CollectionName>(col: C): Collections[C][];
}

export interface ViewContext {
  store: RecordReader;
  caller: Caller;
  lang: Language;
  /** {base} or {base}/{lang} */
  siteUrl: string;
  /** {site}/wp-json/calendar/events/v1 */
  nsUrl: string;
  site: { host: string; timezone: string; language: Language; premium: boolean };
  /** published-event counts per term, computed once per store version */
  termCounts(tax: 'categories' | 'tags'): ReadonlyMap<number, number>;
}
