// What a write stored otherwise than asked, said on stderr so that it is not silent: a
// contributor's `publish` becomes `pending` (API.md §5.5, the same on The Events Calendar), a
// taken slug gets `-2` (§5.4), a category or tag id no term has is skipped (§5.3), coordinates a
// site without its premium fields ignores (§7; The Events Calendar without its Pro add-on), a
// website the site changed, a category's or tag's name the site filtered (WordPress: `Kids <12>`
// stored as `Kids`).
import type { Context } from '../../context.js';
import type { Params } from '../../api/client.js';
import type { Resource } from '../../spec/types.js';
import { sanitizeSlug } from '../../domain/slugs.js';
import { decodeEntities, scalarText } from '../../domain/text.js';
import { sameUrl } from '../import/compare.js';
import { SINGULAR } from './ref.js';

/** The written item: its resource, and how its site shows texts (SiteQuirks.comparableText). */
export interface WrittenItem {
  resource: Resource;
  shown: (text: string) => string;
}

export function noteStoredOtherwise(
  ctx: Context,
  subject: string,
  sent: Params,
  saved: unknown,
  quiet: boolean,
  item: WrittenItem,
): void {
  if (quiet || !saved || typeof saved !== 'object') return;
  const view = saved as Record<string, unknown>;
  for (const note of [
    termNameNote(sent, view, item),
    statusNote(sent, view),
    slugNote(sent, view),
    ...unknownTermNotes(sent, view),
    geoNote(sent, view),
    websiteNote(sent, view),
  ])
    if (note) ctx.io.stderr.write(`note: ${subject} ${note}\n`);
}

function statusNote(sent: Params, saved: Record<string, unknown>): string | undefined {
  const asked = typeof sent.status === 'string' ? sent.status.trim().toLowerCase() : undefined;
  const got = saved.status;
  if (asked === undefined || typeof got !== 'string' || got === asked) return;
  // A publication date in the future makes `publish` a scheduled post, as asked.
  if (asked === 'publish' && got === 'future') return;
  const why = got === 'pending' ? ': this user may not publish, so it waits for review by an editor' : '';
  return `was saved as ${got}, not ${asked}${why}`;
}

/** `--slug jazz` where another item has it: saved as `jazz-2`. */
function slugNote(sent: Params, saved: Record<string, unknown>): string | undefined {
  if (typeof sent.slug !== 'string' || typeof saved.slug !== 'string') return;
  const asked = sanitizeSlug(sent.slug);
  const suffix = saved.slug.startsWith(`${asked}-`) ? saved.slug.slice(asked.length + 1) : '';
  if (asked === '' || !/^\d+$/.test(suffix)) return;
  return `has the slug ${saved.slug}: ${asked} is another one's`;
}

/** `--categories 123` where no category has that id: skipped. */
function unknownTermNotes(sent: Params, saved: Record<string, unknown>): string[] {
  const notes: string[] = [];
  for (const key of ['categories', 'tags'] as const) {
    const word = SINGULAR[key];
    const given = sent[key];
    const linked = saved[key];
    if (given === undefined || given === null || !Array.isArray(linked)) continue;
    const ids = new Set(linked.map((t) => (t && typeof t === 'object' ? Number((t as { id?: unknown }).id) : NaN)));
    const items = Array.isArray(given) ? given.map(scalarText) : scalarText(given).split(',');
    for (const item of items.map((i) => i.trim()))
      if (/^\d+$/.test(item) && !ids.has(Number(item))) notes.push(unknownTermNote(word, item));
  }
  return notes;
}

/** What a write of a category or tag id no term has is told (the site skips the id, §5.3). */
export function unknownTermNote(word: string, id: string): string {
  return `was not given ${word} ${id}: no ${word} has that id`;
}

/** `--geo-lat 42.3 --geo-lng -71` where the site keeps no coordinates: not stored. */
function geoNote(sent: Params, saved: Record<string, unknown>): string | undefined {
  const given = (['geo_lat', 'geo_lng'] as const).filter(
    (k) => sent[k] !== undefined && scalarText(sent[k]).trim() !== '',
  );
  if (given.length === 0 || given.some((k) => k in saved)) return;
  return `was not given ${given.join(', ')}: this site keeps no coordinates (they need its premium fields, The Events Calendar Pro)`;
}

/** `--website https://example.org/?b=é` that the site stored otherwise (The Events Calendar drops an encoded octet). */
function websiteNote(sent: Params, saved: Record<string, unknown>): string | undefined {
  if (typeof sent.website !== 'string' || sent.website.trim() === '' || typeof saved.website !== 'string') return;
  const stored = decodeEntities(saved.website);
  if (stored === sent.website.trim() || sameUrl(stored, sent.website)) return;
  return `has the website ${stored}: the site stored it otherwise than ${sent.website.trim()}`;
}

/**
 * `categories create --name "Kids <12>"` that the site stored otherwise: WordPress removes from a
 * term's name what reads as markup (`Kids`; term-names-as-stored.json), and shows names as stored.
 */
function termNameNote(sent: Params, saved: Record<string, unknown>, item: WrittenItem): string | undefined {
  if (item.resource !== 'categories' && item.resource !== 'tags') return;
  const given = typeof sent.name === 'string' ? sent.name.trim() : '';
  if (given === '' || typeof saved.name !== 'string' || item.shown(given) === item.shown(saved.name)) return;
  return `has the name "${decodeEntities(saved.name)}": the site stored it otherwise than "${given}"`;
}
