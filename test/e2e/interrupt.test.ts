// Ctrl+C (SIGINT), SIGTERM and kill -9 while requests are in flight, at moments the test picks:
// the built binary talks to `calev serve` through a proxy that holds chosen requests (a slow
// site, on cue). The first signal finishes what is in flight and says how far it got (exit 130,
// 143 for SIGTERM); a second one quits at once and names what may be half-written; the next
// import re-saves those rows.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { batchMethods, type HoldingProxy } from '../support/holding-proxy.js';
import { calev, startCalev } from './calev.js';
import { eventRowsFile, startProxiedServe, type ProxiedServe } from './proxied-serve.js';
import { openTerminal, ptyKind, type Terminal } from './pty.js';

let home: string;
let server: ProxiedServe['server'];
let proxy: HoldingProxy;
let env: Record<string, string>;
let stop: (() => Promise<void>) | undefined;
let term: Terminal | undefined;
const RANGE = ['--start-date', '2000-01-01', '--end-date', '2099-12-31'];

beforeAll(async () => {
  ({ home, server, proxy, env, stop } = await startProxiedServe('calev-e2e-interrupt-'));
});
afterEach(() => {
  term?.close();
  term = undefined;
  proxy.release();
});
afterAll(async () => {
  await stop?.();
});

/** An NDJSON file of `n` events titled `<name> <i>`. */
const rowsFile = (name: string, n: number): string => eventRowsFile(home, name, n, { year: 2031 });

/** The slugs of the events whose title has `name`, as `events list --all` shows them. */
async function slugs(name: string): Promise<string[]> {
  const res = await calev(
    ['events', 'list', '--all', ...RANGE, '--search', name, '--format', 'ndjson', '--fields', 'slug'],
    { env: { ...env, CALEV_URL: server.base } },
  );
  return res.stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => (JSON.parse(l) as { slug: string }).slug);
}

/**
 * Runs the same import again, to the end: exit 0, this summary, and the rows an earlier run left
 * unfinished said re-saved (or nothing said when there are none).
 */
async function importAgain(file: string, summary: string, resaved: number) {
  const again = await calev(['events', 'import', file], { env });
  expect(again.code).toBe(0);
  expect(again.stderr).toContain(`${basename(file)}: ${summary}\n`);
  if (resaved > 0)
    expect(again.stderr).toMatch(new RegExp(`^re-saved ${resaved} rows? left unfinished by an earlier run$`, 'm'));
  else expect(again.stderr).not.toMatch(/re-saved/);
  return again;
}

/** Lets the child's signal handler run before the held requests go on. */
const handled = () => new Promise((r) => setTimeout(r, 400));

/** writes: POSTs alone, and batches of writes (an import's lookups go in batches of reads) */
const POSTS = (method: string, path: string, body: Buffer) =>
  method === 'POST' && !(batchMethods(method, path, body)?.every((m) => m === 'GET') ?? false);

/**
 * Runs calev with the requests `which` picks held (before the server sees them, or with the
 * server's answer held back); once `count` are held, sends the signals. One SIGINT or SIGTERM:
 * the held requests then go on, and the command finishes them. Two signals or SIGKILL: the
 * command is gone before they do.
 */
async function signalWhileHeld(
  args: string[],
  held: { which: (method: string, path: string, body: Buffer) => boolean; at: 'request' | 'answer'; count: number },
  signals: NodeJS.Signals[],
  runEnv: Record<string, string> = env,
) {
  proxy.hold(held.which, held.at);
  const run = startCalev(args, { env: runEnv });
  await proxy.waitForHeld(held.count);
  for (const [i, signal] of signals.entries()) {
    if (i > 0) await handled();
    run.child.kill(signal);
  }
  const graceful = signals.length === 1 && signals[0] !== 'SIGKILL';
  if (graceful) {
    await handled();
    proxy.release();
  }
  const res = await run.done;
  proxy.release();
  return res;
}

describe('Ctrl+C during an import (calev serve behind a proxy holding requests)', () => {
  it('the first SIGINT finishes the rows in flight, reports them and exits 130; the next run continues', async () => {
    const file = rowsFile('firstint', 12);
    const res = await signalWhileHeld(
      ['events', 'import', file, '--concurrency', '3', '--batch-size', '1'],
      { which: POSTS, at: 'request', count: 3 },
      ['SIGINT'],
    );
    expect(res.code).toBe(130);
    expect(res.stderr).toMatch(/firstint\.ndjson: 3 created, 0 updated, 0 skipped, 0 failed\n/);
    expect(res.stderr).toMatch(/^interrupted: 3 of 12 rows done; run the same command again to continue$/m);
    // the report lines of the rows done
    expect((JSON.parse(res.stdout) as Array<{ action: string }>).map((r) => r.action)).toEqual([
      'created',
      'created',
      'created',
    ]);
    expect(await slugs('firstint')).toHaveLength(3);
    await importAgain(file, '9 created, 0 updated, 3 skipped, 0 failed', 0);
    expect(new Set(await slugs('firstint')).size).toBe(12);
  });

  it('with a profile (its config file read, which loads conf) the first SIGINT finishes the rows in flight all the same', async () => {
    // conf's file writer hooked SIGINT to send it again: the one Ctrl+C counted twice, and the
    // rows in flight were cut off
    const config: Record<string, string> = { ...env, XDG_CONFIG_HOME: join(home, 'profile-config') };
    const { CALEV_URL: url, CALEV_USER: _user, ...withoutTarget } = config;
    expect(
      (await calev(['profile', 'add', 'site', '--url', url, '--user', 'admin'], { env: withoutTarget })).code,
    ).toBe(0);
    const file = rowsFile('profiled', 12);
    const res = await signalWhileHeld(
      ['events', 'import', file, '--profile', 'site', '--concurrency', '3', '--batch-size', '1'],
      { which: POSTS, at: 'request', count: 3 },
      ['SIGINT'],
      withoutTarget,
    );
    expect(res.code).toBe(130);
    expect(res.stderr).not.toMatch(/cut off/);
    expect(res.stderr).toMatch(/^interrupted: 3 of 12 rows done; run the same command again to continue$/m);
    expect(await slugs('profiled')).toHaveLength(3);
  });

  it('SIGTERM stops the same way and exits 143', async () => {
    const file = rowsFile('sigterm', 6);
    const res = await signalWhileHeld(
      ['events', 'import', file, '--concurrency', '2', '--batch-size', '1'],
      { which: POSTS, at: 'request', count: 2 },
      ['SIGTERM'],
    );
    expect(res.code).toBe(143);
    expect(res.stderr).toMatch(/^interrupted: 2 of 6 rows done; run the same command again to continue$/m);
    expect(await slugs('sigterm')).toHaveLength(2);
  });

  it('a second SIGINT quits at once naming the rows cut off; the next run re-saves them and says so', async () => {
    const file = rowsFile('twice', 8);
    // the server writes them, the answers never come back in time
    const res = await signalWhileHeld(
      ['events', 'import', file, '--concurrency', '2', '--batch-size', '1'],
      { which: POSTS, at: 'answer', count: 2 },
      ['SIGINT', 'SIGINT'],
    );
    expect(res.code).toBe(130);
    const cut = [
      ...res.stderr.matchAll(
        /^line (\d+): (twice \d): cut off in flight, it may be half-written; the next import of this file re-saves it$/gm,
      ),
    ];
    expect(cut.map((m) => m[1])).toEqual(['1', '2']);
    expect(res.stderr).toMatch(
      /^interrupted: 0 of 8 rows done, 2 cut off in flight \(named above: the next run re-saves them\); run the same command again to continue$/m,
    );
    const again = await importAgain(file, '6 created, 2 updated, 0 skipped, 0 failed', 2);
    const resaved = (JSON.parse(again.stdout) as Array<{ item: string; note?: string }>).filter((r) => r.note);
    expect(resaved.map((r) => [r.item, r.note])).toEqual(
      cut.map((m) => [m[2], 're-saved: an earlier run left it unfinished']),
    );
    const third = await calev(['events', 'import', file], { env });
    expect(third.stderr).toMatch(/twice\.ndjson: 0 created, 0 updated, 8 skipped, 0 failed\n/);
    expect(third.stderr).not.toMatch(/re-saved/);
    expect(new Set(await slugs('twice')).size).toBe(8);
  });

  it('kill -9 with writes in flight: the next run re-saves exactly those rows', async () => {
    const file = rowsFile('killed', 9);
    const res = await signalWhileHeld(
      ['events', 'import', file, '--concurrency', '3', '--batch-size', '1'],
      { which: POSTS, at: 'answer', count: 3 },
      ['SIGKILL'],
    );
    expect(res.signal).toBe('SIGKILL');
    await importAgain(file, '6 created, 3 updated, 0 skipped, 0 failed', 3);
    expect(new Set(await slugs('killed')).size).toBe(9);
  });

  it('a dropped connection stops the import (exit 1) naming the rows cut off; the next run re-saves them', async () => {
    const file = rowsFile('dropped', 6);
    proxy.hold(POSTS, 'answer');
    const run = startCalev(['events', 'import', file, '--concurrency', '2', '--batch-size', '1'], { env });
    await proxy.waitForHeld(2);
    proxy.drop();
    const res = await run.done;
    expect(res.code).toBe(1);
    expect(res.stderr.match(/^line \d+: dropped \d: cut off in flight, it may be half-written/gm)).toHaveLength(2);
    // the next run repairs the rows it left: said before the error, which is not one to check by hand
    expect(res.stderr).toMatch(
      /^stopped by the error below: 0 of 6 rows done, 2 cut off in flight \(named above: the next run re-saves them\); run the same command again to continue$/m,
    );
    expect(res.stderr).toMatch(
      /^error: POST http:\/\/127.0.0.1:\d+\/wp-json\/calendar\/events\/v1\/events got no answer \(.*\)$/m,
    );
    await importAgain(file, '4 created, 2 updated, 0 skipped, 0 failed', 2);
  });

  it('a server error (5xx) on a write fails the row saying it may be half-written; the next run re-saves it', async () => {
    const file = rowsFile('servererr', 4);
    // the server wrote them; the answers come back as a site that failed midway
    proxy.hold(POSTS, 'answer');
    const run = startCalev(['events', 'import', file, '--concurrency', '2', '--batch-size', '1'], { env });
    await proxy.waitForHeld(2);
    proxy.fail(500);
    const res = await run.done;
    expect(res.code).toBe(3);
    expect(res.stderr).toMatch(/servererr\.ndjson: 2 created, 0 updated, 0 skipped, 2 failed\n/);
    const failed = res.stderr.match(
      /^line \d+: servererr \d: .*500.*; it may be half-written: the next import of this file re-saves it$/gm,
    );
    expect(failed).toHaveLength(2);
    expect(res.stderr).not.toMatch(/cut off/);
    await importAgain(file, '0 created, 2 updated, 2 skipped, 0 failed', 2);
    expect(new Set(await slugs('servererr')).size).toBe(4);
  });

  it(`on a terminal (${ptyKind()}): one line while the rows in flight finish, then the summary`, async () => {
    const file = rowsFile('onscreen', 10);
    proxy.hold(POSTS, 'request');
    term = openTerminal(['events', 'import', file, '--concurrency', '2', '--batch-size', '1'], env);
    await proxy.waitForHeld(2);
    term.press('C-c');
    await term.waitFor(/^finishing 2 requests in flight\.\.\. Ctrl-C again to quit now$/m);
    proxy.release();
    await term.waitFor(/^interrupted: 2 of 10 rows done; run the same command again to continue$/m);
    expect(await term.exited()).toBe(130);
  });
});

describe('Ctrl+C during an import in batches (src/api/batch-transport.ts)', () => {
  const BATCHED = ['--concurrency', '1', '--batch-size', '5'];

  it('the first SIGINT finishes the batch in flight: its rows are done, no further row is read; the next run continues', async () => {
    const file = rowsFile('batchint', 12);
    const res = await signalWhileHeld(
      ['events', 'import', file, ...BATCHED],
      { which: POSTS, at: 'request', count: 1 },
      ['SIGINT'],
    );
    expect(res.code).toBe(130);
    expect(res.stderr).toMatch(/batchint\.ndjson: 5 created, 0 updated, 0 skipped, 0 failed\n/);
    expect(res.stderr).toMatch(/^interrupted: 5 of 12 rows done; run the same command again to continue$/m);
    expect(await slugs('batchint')).toHaveLength(5);
    await importAgain(file, '7 created, 0 updated, 5 skipped, 0 failed', 0);
    expect(new Set(await slugs('batchint')).size).toBe(12);
  });

  it('a second SIGINT quits with the batch in flight: each of its rows is named cut off, and the next run re-saves them', async () => {
    const file = rowsFile('batchtwice', 8);
    const res = await signalWhileHeld(
      ['events', 'import', file, ...BATCHED],
      { which: POSTS, at: 'answer', count: 1 },
      ['SIGINT', 'SIGINT'],
    );
    expect(res.code).toBe(130);
    const cut = [...res.stderr.matchAll(/^line (\d+): batchtwice \d: cut off in flight, it may be half-written/gm)];
    expect(cut.map((m) => m[1])).toEqual(['1', '2', '3', '4', '5']);
    expect(res.stderr).toMatch(/^interrupted: 0 of 8 rows done, 5 cut off in flight/m);
    await importAgain(file, '3 created, 5 updated, 0 skipped, 0 failed', 5);
    expect(new Set(await slugs('batchtwice')).size).toBe(8);
  });

  it('a server error (5xx) on a batch fails each of its rows as maybe half-written; the rows after it go on; the next run re-saves them', async () => {
    const file = rowsFile('batcherr', 8);
    proxy.hold(POSTS, 'answer');
    const run = startCalev(['events', 'import', file, ...BATCHED], { env });
    await proxy.waitForHeld(1);
    proxy.fail(500);
    const res = await run.done;
    expect(res.code).toBe(3);
    expect(res.stderr).toMatch(/batcherr\.ndjson: 3 created, 0 updated, 0 skipped, 5 failed\n/);
    expect(
      res.stderr.match(
        /^line \d+: batcherr \d: .*500.*; it may be half-written: the next import of this file re-saves it$/gm,
      ),
    ).toHaveLength(5);
    await importAgain(file, '0 created, 5 updated, 3 skipped, 0 failed', 5);
  });

  it('a dropped connection under a batch stops the import (exit 1) naming its rows cut off and the batch request', async () => {
    const file = rowsFile('batchdrop', 7);
    proxy.hold(POSTS, 'answer');
    const run = startCalev(['events', 'import', file, ...BATCHED], { env });
    await proxy.waitForHeld(1);
    proxy.drop();
    const res = await run.done;
    expect(res.code).toBe(1);
    expect(res.stderr.match(/^line \d+: batchdrop \d: cut off in flight, it may be half-written/gm)).toHaveLength(5);
    expect(res.stderr).toMatch(/^error: POST http:\/\/127.0.0.1:\d+\/wp-json\/batch\/v1 got no answer \(.*\)$/m);
    await importAgain(file, '2 created, 5 updated, 0 skipped, 0 failed', 5);
  });
});

describe('Ctrl+C during other commands that write or page', () => {
  async function createdId(title: string): Promise<string> {
    const res = await calev(
      ['events', 'create', '--title', title, '--start-date', '2031-05-01 10:00', '--end-date', '2031-05-01 11:00'],
      { env: { ...env, CALEV_FORMAT: 'ids' } },
    );
    return res.stdout.trim();
  }

  it('events update: the PUT in flight finishes, its result is printed, exit 130', async () => {
    const id = await createdId('Before the signal');
    const res = await signalWhileHeld(
      ['events', 'update', id, '--title', 'After the signal'],
      { which: (method) => method === 'PUT', at: 'request', count: 1 },
      ['SIGINT'],
    );
    expect(res.code).toBe(130);
    expect((JSON.parse(res.stdout) as { title: string }).title).toBe('After the signal');
    expect(res.stderr).toBe('interrupted: the requests in flight were finished first\n');
  });

  it('events delete: a second SIGINT quits, naming the request that may be half-done', async () => {
    const id = await createdId('Deleted in flight');
    const res = await signalWhileHeld(
      ['events', 'delete', id, '--yes'],
      { which: (method) => method === 'DELETE', at: 'answer', count: 1 },
      ['SIGINT', 'SIGINT'],
    );
    expect(res.code).toBe(130);
    expect(res.stdout).toBe('');
    expect(res.stderr).toBe(
      `interrupted: quit with DELETE /wp-json/calendar/events/v1/events/${id} in flight: it may be half-done; check the item before running the command again\n`,
    );
  });

  it('events list --all ends after whole pages: the page in flight is written, no further one asked for', async () => {
    await calev(['events', 'import', rowsFile('paged', 15)], { env });
    const res = await signalWhileHeld(
      ['events', 'list', '--all', ...RANGE, '--search', 'paged', '--per-page', '5', '--format', 'ndjson'],
      { which: (method, path) => method === 'GET' && path.includes('page=2'), at: 'request', count: 1 },
      ['SIGINT'],
    );
    expect(res.code).toBe(130);
    const lines = res.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(10);
    for (const line of lines) expect(JSON.parse(line)).toHaveProperty('id');
    expect(res.stderr).toMatch(/^interrupted: stopped before sending GET \/wp-json\/calendar\/events\/v1\/events\/?$/m);
    expect(proxy.seen.filter((r) => r.includes('page=3'))).toEqual([]);
  });

  it('events list --all and export to stdout: the pages listed before Ctrl+C are printed whole in every format (a JSON array closed)', async () => {
    await calev(['events', 'import', rowsFile('whole', 55)], { env });
    const stopped = (args: string[]) =>
      signalWhileHeld(
        args,
        { which: (method, path) => method === 'GET' && path.includes('page=2'), at: 'request', count: 1 },
        ['SIGINT'],
      );
    const list = ['events', 'list', '--all', ...RANGE, '--search', 'whole', '--per-page', '5'];
    const json = await stopped([...list, '--format', 'json']);
    expect(json.code).toBe(130);
    // the page in flight at the signal is written too (whole pages)
    expect(JSON.parse(json.stdout)).toHaveLength(10);
    const table = await stopped([...list, '--format', 'table']);
    expect(table.code).toBe(130);
    expect(table.stdout.trimEnd().split('\n')).toHaveLength(1 + 10);
    const exported = await stopped(['events', 'export', ...RANGE, '--search', 'whole', '--format', 'json']);
    expect(exported.code).toBe(130);
    expect(JSON.parse(exported.stdout)).toHaveLength(55);
  });

  it('events export --output: Ctrl+C leaves no partial file, and the file there before as it was', async () => {
    await calev(['events', 'import', rowsFile('exported', 120)], { env });
    const out = join(home, 'backup.json');
    writeFileSync(out, 'the previous export\n');
    const args = ['events', 'export', ...RANGE, '--search', 'exported', '--output', out];
    const res = await signalWhileHeld(
      args,
      { which: (method, path) => method === 'GET' && path.includes('page=2'), at: 'request', count: 1 },
      ['SIGINT'],
    );
    expect(res.code).toBe(130);
    expect(res.stderr).toMatch(/^interrupted: stopped before sending GET \/wp-json\/calendar\/events\/v1\/events\/?$/m);
    expect(readFileSync(out, 'utf8')).toBe('the previous export\n');
    expect(readdirSync(home).filter((f) => f.includes('backup'))).toEqual(['backup.json']);
    const full = await calev(args, { env });
    expect(full.code).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toHaveLength(120);
  });
});
