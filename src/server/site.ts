// Server settings (API.md §1.3) and the per-request context every handler receives.
import type { Caller } from '../domain/permissions.js';
import type { Language } from '../spec/types.js';
import type { Store } from '../store/store.js';
import type { ViewCache } from './view-cache.js';
import type { WriteQueue } from './write-queue.js';

export interface SiteSettings {
  /** http://HOST:PORT, fixed at start (§1.2) */
  baseUrl: string;
  /** HOST for global_id */
  host: string;
  /** normalized site timezone */
  timezone: string;
  language: Language;
  geofence: number;
  premium: boolean;
}

export interface RequestContext {
  store: Store;
  site: SiteSettings;
  caller: Caller;
  /** response language (§6) */
  lang: Language;
  /** {base} or {base}/{lang} */
  siteUrl: string;
  /** {site}/wp-json */
  rootUrl: string;
  /** {root}/calendar/events/v1 */
  nsUrl: string;
  now: Date;
  /** now as a UTC wall clock */
  nowUtc: string;
  views: ViewCache;
  writes: WriteQueue;
  termCounts: (tax: 'categories' | 'tags') => ReadonlyMap<number, number>;
}
