// Crash safety of the real `calev serve` (the built binary): several clients create and update
// events, venues, categories and tags at once; the server is SIGKILLed at a random moment and
// started again on the same data dir, round after round. Every write that was acknowledged (a 2xx
// with its body received) must be there with its content, nothing else may appear but the writes
// still in flight at the kill, and the data dir must open every time (the dead server's lock is
// recovered on each restart). Some rounds also append half a journal line while the server is
// down, as a torn write would leave it.
import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../../src/store/store.js';
import { basicAuth, report, seededRandom, startServe, stopServed, tempHome, type Served } from './support.js';

const MIN_ROUNDS = 10;
const MAX_ROUNDS = 30;
/** rounds continue past MIN_ROUNDS only while the test has run for less than this */
const BUDGET_MS = 22_000;
const CLIENTS = 4;
const SEED = Number(process.env.CALEV_STORM_SEED ?? Date.now() % 1_000_000);
const AUTH = basicAuth('admin', 'storm-pass');

type Kind = 'events' | 'venues' | 'categories' | 'tags';
type Fields = Record<string, unknown>;

interface Item {
  kind: Kind;
  id: number;
  /** the stored fields after the last acknowledged write */
  acked: Fields;
  /** writes sent after it whose answer never came: any of them may have landed */
  maybe: Fields[];
}

const items = new Map<string, Item>();
/** names of creates whose answer never came: they may exist */
const maybeCreated = new Set<string>();
const unexpected: string[] = [];
let acknowledged = 0;
let attempted = 0;
let serverErrors = 0;

let home: ReturnType<typeof tempHome>;
let dataDir: string;
let server: Served | undefined;

beforeAll(() => {
  home = tempHome('calev-storm-');
  dataDir = join(home.home, 'data');
});

afterAll(async () => {
  await stopServed(server, 'SIGKILL');
  home.remove();
});

const key = (kind: Kind, id: number) => `${kind}:${id}`;
const ofKind = (kind: Kind) => [...items.values()].filter((i) => i.kind === kind);

/** One client: random creates and updates until its request fails (the server died) or `stop`. */
async function runClient(client: number, base: string, random: () => number, stop: { now: boolean }): Promise<void> {
  const ns = `${base}/wp-json/calendar/events/v1`;
  let n = 0;
  const token = () => `w${Math.floor(random() * 1e9).toString(36)}`;
  const pick = <T>(list: T[]): T | undefined => list[Math.floor(random() * list.length)];
  while (!stop.now) {
    n += 1;
    const name = `S${SEED} c${client} n${n} r${Math.floor(random() * 1e6)}`;
    const roll = random();
    const venues = ofKind('venues');
    const terms = [...ofKind('categories'), ...ofKind('tags')];
    const events = ofKind('events');
    let req: {
      method: string;
      path: string;
      body: Fields;
      kind: Kind;
      target?: Item;
      expect: (json: any) => Fields;
      name?: string;
    };
    if (roll < 0.15 || venues.length === 0) {
      const city = token();
      req = {
        method: 'POST',
        path: '/venues',
        kind: 'venues',
        name,
        body: { venue: name, city },
        expect: () => ({ name, city }),
      };
    } else if (roll < 0.3 || terms.length === 0) {
      const kind: Kind = random() < 0.5 ? 'categories' : 'tags';
      const description = token();
      req = {
        method: 'POST',
        path: `/${kind}`,
        kind,
        name,
        body: { name, description },
        expect: () => ({ name, description }),
      };
    } else if (roll < 0.55 || events.length === 0) {
      const description = token();
      const venue = pick(venues)!.id;
      const categories = ofKind('categories').length > 0 && random() < 0.7 ? [pick(ofKind('categories'))!.id] : [];
      req = {
        method: 'POST',
        path: '/events',
        kind: 'events',
        name,
        body: {
          title: name,
          description,
          start_date: '2031-05-04 19:00',
          end_date: '2031-05-04 21:00',
          venue,
          categories: categories.map(String),
        },
        expect: () => ({ title: name, description, venue, categories }),
      };
    } else if (roll < 0.8) {
      const target = pick(events)!;
      const description = token();
      const title = random() < 0.5 ? `${target.acked.title as string} +` : (target.acked.title as string);
      req = {
        method: 'PATCH',
        path: `/events/${target.id}`,
        kind: 'events',
        target,
        body: { title, description },
        expect: () => ({ ...target.acked, title, description }),
      };
    } else if (roll < 0.9) {
      const target = pick(venues)!;
      const city = token();
      req = {
        method: 'PATCH',
        path: `/venues/${target.id}`,
        kind: 'venues',
        target,
        body: { city },
        expect: () => ({ ...target.acked, city }),
      };
    } else {
      const target = pick(terms)!;
      const description = token();
      req = {
        method: 'POST',
        path: `/${target.kind}/${target.id}`,
        kind: target.kind,
        target,
        body: { description },
        expect: () => ({ ...target.acked, description }),
      };
    }
    // Updates of one item come from the client that holds it: one writer per item keeps "the last
    // acknowledged value" well defined while the clients run in parallel.
    if (req.target && (req.target.acked.owner as number) !== client) continue;
    const expected = req.expect(undefined);
    attempted += 1;
    if (req.target) req.target.maybe.push(expected);
    let status = 0;
    let json: any;
    try {
      const res = await fetch(`${ns}${req.path}`, {
        method: req.method,
        headers: { authorization: AUTH, 'content-type': 'application/json' },
        body: JSON.stringify(req.body),
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
      json = await res.json();
    } catch {
      // no complete answer: the write may or may not be there
      if (!req.target) maybeCreated.add(req.name!);
      return;
    }
    if (status >= 500) serverErrors += 1;
    if (status < 200 || status >= 300) {
      unexpected.push(
        `${req.method} ${req.path} ${JSON.stringify(req.body)} -> ${status} ${JSON.stringify(json).slice(0, 200)}`,
      );
      if (req.target) req.target.maybe.pop();
      continue;
    }
    acknowledged += 1;
    if (req.target) {
      req.target.acked = { ...expected, owner: client };
      req.target.maybe = [];
    } else {
      items.set(key(req.kind, json.id), {
        kind: req.kind,
        id: json.id,
        acked: { ...expected, owner: client },
        maybe: [],
      });
    }
  }
}

/** The stored fields of a record, as the model writes them. */
function storedFields(kind: Kind, record: any): Fields {
  if (kind === 'events')
    return {
      title: record.title,
      description: record.description,
      venue: record.venue,
      categories: [...record.categories].sort((a: number, b: number) => a - b),
    };
  if (kind === 'venues') return { name: record.name, city: record.city };
  return { name: record.name, description: record.description };
}

const withoutOwner = ({ owner: _owner, ...rest }: Fields): Fields => rest;

/** Opens the data dir as a read-only snapshot and checks it against the model. */
async function verifyDataDir(): Promise<number> {
  const store = await Store.open(dataDir, { lock: false });
  let verified = 0;
  try {
    for (const item of items.values()) {
      const record = store.get(item.kind, item.id);
      expect(record, `${item.kind} ${item.id} (acknowledged) is missing`).toBeDefined();
      const stored = storedFields(item.kind, record);
      const allowed = [item.acked, ...item.maybe].map(withoutOwner);
      expect(allowed, `${item.kind} ${item.id}: stored ${JSON.stringify(stored)}`).toContainEqual(stored);
      // what the store holds now is what later rounds build on
      item.acked = { ...stored, owner: item.acked.owner };
      item.maybe = [];
      verified += 1;
    }
    for (const kind of ['events', 'venues', 'categories', 'tags'] as const) {
      for (const record of store.all(kind)) {
        if (items.has(key(kind, record.id))) continue;
        const name = kind === 'events' ? (record as any).title : (record as any).name;
        expect(maybeCreated.has(name), `${kind} ${record.id} "${name}" was never written`).toBe(true);
      }
    }
  } finally {
    await store.close();
  }
  return verified;
}

/** Half of a journal line, as a write cut short leaves it. */
async function tearJournalTail(): Promise<boolean> {
  const path = join(dataDir, 'journal.ndjson');
  const text = await readFile(path, 'utf8').catch(() => '');
  const lines = text.split('\n').filter(Boolean);
  if (lines.length === 0) return false;
  const last = lines.at(-1)!;
  const separator = text.endsWith('\n') ? '' : '\n';
  await appendFile(path, `${separator}${last.slice(0, Math.floor(last.length / 2))}`);
  return true;
}

describe('calev serve killed with SIGKILL during a write storm', () => {
  it(`loses no acknowledged write over at least ${MIN_ROUNDS} kill-and-restart rounds`, async () => {
    const random = seededRandom(SEED);
    const started = Date.now();
    let rounds = 0;
    let verified = 0;
    let torn = 0;
    while (rounds < MIN_ROUNDS || (rounds < MAX_ROUNDS && Date.now() - started < BUDGET_MS)) {
      server = await startServe(['--port', '0', '--data-dir', dataDir, '--user', 'admin:storm-pass'], home.env);
      const stop = { now: false };
      const clients = Array.from({ length: CLIENTS }, (_, c) =>
        runClient(c, server!.base, seededRandom(SEED * 31 + rounds * 7 + c), stop),
      );
      await new Promise((r) => setTimeout(r, 150 + Math.floor(random() * 700)));
      server.child.kill('SIGKILL');
      await server.exited;
      stop.now = true;
      await Promise.all(clients);
      server = undefined;
      rounds += 1;
      if (rounds % 3 === 0 && (await tearJournalTail())) torn += 1;
      verified = await verifyDataDir();
    }
    // A last start on the dir: it loads, serves every acknowledged item, and stops cleanly.
    server = await startServe(['--port', '0', '--data-dir', dataDir, '--user', 'admin:storm-pass'], home.env);
    let served = 0;
    const all = [...items.values()];
    for (let i = 0; i < all.length; i += 16) {
      await Promise.all(
        all.slice(i, i + 16).map(async (item) => {
          const res = await fetch(`${server!.apiUrl.replace(/\/$/, '')}/${item.kind}/${item.id}`, {
            headers: { authorization: AUTH },
          });
          expect(res.status, `${item.kind} ${item.id}`).toBe(200);
          const json = (await res.json()) as any;
          expect(item.kind === 'events' ? json.title : item.kind === 'venues' ? json.venue : json.name).toBe(
            item.acked[item.kind === 'events' ? 'title' : 'name'],
          );
          served += 1;
        }),
      );
    }
    expect(await stopServed(server)).toBe(0);
    server = undefined;
    verified = await verifyDataDir();

    report('crash storm', {
      seed: SEED,
      rounds,
      killed: rounds,
      tornTails: torn,
      writesSent: attempted,
      acknowledged,
      itemsVerified: verified,
      servedAfterRestart: served,
      inFlightAtKill: maybeCreated.size,
      unexpectedStatuses: unexpected.length,
      serverErrors,
    });
    expect(unexpected, unexpected.slice(0, 5).join('\n')).toEqual([]);
    expect(serverErrors).toBe(0);
    expect(rounds).toBeGreaterThanOrEqual(MIN_ROUNDS);
    expect(acknowledged).toBeGreaterThan(rounds * 10);
    expect(served).toBe(items.size);
  }, 90_000);
});
