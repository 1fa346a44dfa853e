// What the real-site test files share: the site of the file (test/tec/site.ts) and a folder for
// its files, and the few ways those tests drive calev on it and read the site back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, type TestContext } from 'vitest';
import { siteOfFile, type Role, type Site } from './site.js';

/** The site of this test file (or a skip where it cannot run), and a folder removed after it. */
export function siteAndFolderOfFile(what: string): { the: (ctx: TestContext) => Site; dir: () => string } {
  const site = siteOfFile(what);
  let dir: string | undefined;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'calev-site-files-'));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    the: (ctx) => site.get(ctx),
    dir: () => dir!,
  };
}

/** `calev ARGS` as this role: its stdout, or a thrown error naming the exit code and stderr. */
export async function ok(s: Site, role: Role | 'anonymous', ...args: string[]): Promise<string> {
  const res = await s.cli(role, ...args);
  if (res.code !== 0) throw new Error(`calev ${args.join(' ')} (as ${role}) exited ${res.code}: ${res.stderr}`);
  return res.stdout;
}

export const json = async (s: Site, role: Role | 'anonymous', ...args: string[]) =>
  JSON.parse(await ok(s, role, ...args, '--format', 'json'));
export const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
export const ids = (stdout: string) => stdout.trim().split('\n').filter(Boolean).map(Number);

/** `events create` as admin of an event on `day` from `from` to `to`: its id. */
export async function eventOn(
  s: Site,
  title: string,
  day: string,
  from: string,
  to: string,
  ...more: string[]
): Promise<number> {
  const args = ['--title', title, '--start-date', `${day} ${from}`, '--end-date', `${day} ${to}`, ...more];
  return Number(await ok(s, 'admin', 'events', 'create', ...args, '--format', 'ids'));
}

/** `events update ID ARGS` as admin, then the event as the site has it. */
export async function updated(s: Site, id: number | string, ...args: string[]) {
  await ok(s, 'admin', 'events', 'update', String(id), ...args);
  return (await s.api('GET', `/events/${id}`)).json;
}

/** Every id the site lists for this role (its own paging, 50 a page). */
export async function listedIds(s: Site, resource: string, query: string, as: Role): Promise<number[]> {
  const all: number[] = [];
  for (let page = 1; ; page++) {
    const res = await s.api('GET', `/${resource}?per_page=50&page=${page}${query}`, { as });
    if (res.status !== 200) break;
    const items = res.json[resource] as Array<{ id: number }>;
    all.push(...items.map((i) => i.id));
    if (page >= Number(res.json.total_pages)) break;
  }
  return all;
}
