// The site settings `calev serve` was given (--timezone, --language), kept in the data dir
// (`site.json`), so that the data dir answers alike whoever opens it next: a `calev serve`
// without those flags, and the commands that open it in-process (the embedded default), which
// would otherwise read it as a site in UTC and in English. Written whole and renamed into place.
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../spec/types.js';

export const SITE_FILE = 'site.json';

export interface SavedSite {
  timezone?: string;
  language?: Language;
}

/** What the data dir's site.json says; nothing when it has none or it cannot be read as such. */
export async function readSiteFile(dir: string): Promise<SavedSite> {
  let text: string;
  try {
    text = await readFile(join(dir, SITE_FILE), 'utf8');
  } catch {
    return {};
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return {};
  }
  if (!data || typeof data !== 'object') return {};
  const { timezone, language } = data as Record<string, unknown>;
  return {
    ...(typeof timezone === 'string' ? { timezone } : {}),
    ...(typeof language === 'string' && (LANGUAGES as readonly string[]).includes(language)
      ? { language: language as Language }
      : {}),
  };
}

/** Saves the settings given (into an existing data dir, whose lock the caller holds). */
export async function writeSiteFile(dir: string, site: SavedSite): Promise<void> {
  const path = join(dir, SITE_FILE);
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(site, null, 2)}\n`, 'utf8');
  await rename(temp, path);
}
