// The data dir across starts of the real binary: a torn journal tail is dropped and everything
// acknowledged before it is served; a damaged or hand-edited file stops `calev serve` with an
// error naming the file and line (exit 1) and is left as it was; one writer per data dir (a second
// serve is refused, a dead server's lock is recovered); the embedded CLI goes through the running
// server instead of opening the store.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { appendFile, mkdir, readFile, readdir, rename, stat, utimes, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openClient } from '../../src/api/target.js';
import { defaultEventRecord } from '../../src/store/records.js';
import { Store } from '../../src/store/store.js';
import { basicAuth, calev, startCalev, startServe, stopServed, tempHome, until, type Served } from './support.js';

const ADMIN = basicAuth('admin', 'admin-pass');
const SERVE = (dir: string) => ['--port', '0', '--data-dir', dir, '--user', 'admin:admin-pass'];
const WHEN = ['--start-date', '2031-01-02 10:00', '--end-date', '2031-01-02 11:00'];

let home: ReturnType<typeof tempHome>;
const servers: Served[] = [];
let dirs = 0;

beforeAll(() => {
  home = tempHome('calev-startup-');
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => stopServed(s, 'SIGKILL')));
});
afterAll(() => home.remove());

async function newDir(): Promise<string> {
  dirs += 1;
  const dir = join(home.home, `data-${dirs}`);
  await mkdir(dir);
  return dir;
}

async function serve(dir: string, extra: string[] = []): Promise<Served> {
  const s = await startServe([...SERVE(dir), ...extra], home.env);
  servers.push(s);
  return s;
}

async function post(s: Served, path: string, body: Record<string, unknown>): Promise<any> {
  const res = await fetch(`${s.apiUrl}${path}`, {
    method: 'POST',
    headers: { authorization: ADMIN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, path).toBe(201);
  return res.json();
}

async function get(s: Served, path: string): Promise<{ status: number; json: any }> {
  const res = await fetch(`${s.apiUrl}${path}`, { headers: { authorization: ADMIN } });
  return { status: res.status, json: await res.json() };
}

/** The pid of a process that has exited and been reaped. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid;
}

async function snapshotFiles(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of await readdir(dir)) if (name !== 'calev.lock') out[name] = await readFile(join(dir, name), 'utf8');
  return out;
}

describe('a torn journal tail, through the real server', () => {
  it('half a line appended while the server is down is dropped; acknowledged data is served and new writes work', async () => {
    const dir = await newDir();
    const first = await serve(dir);
    const venues = [];
    for (let i = 0; i < 5; i++)
      venues.push(await post(first, 'venues', { venue: `Torn Hall ${i}`, city: `City ${i}` }));
    await stopServed(first, 'SIGKILL');
    const journal = join(dir, 'journal.ndjson');
    const lines = (await readFile(journal, 'utf8')).split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThanOrEqual(5);
    await appendFile(journal, lines.at(-1)!.slice(0, Math.floor(lines.at(-1)!.length / 2)));

    const second = await serve(dir);
    for (const v of venues)
      expect((await get(second, `venues/${v.id}`)).json).toMatchObject({ id: v.id, venue: v.venue, city: v.city });
    const after = await post(second, 'venues', { venue: 'After the tear' });
    expect(after.id).toBeGreaterThan(venues.at(-1)!.id);
    // the torn fragment was cut off, so the new line starts on a line of its own
    const text = await readFile(journal, 'utf8');
    for (const line of text.split('\n').filter(Boolean)) expect(() => JSON.parse(line)).not.toThrow();
    expect(await stopServed(second)).toBe(0);
    // a clean stop folds the journal into the JSON files
    expect((await stat(journal)).size).toBe(0);
    const stored = JSON.parse(await readFile(join(dir, 'venues.json'), 'utf8')).map((v: { name: string }) => v.name);
    expect(stored).toEqual([...venues.map((v) => v.venue), 'After the tear']);
  });
});

describe('a damaged or hand-edited data dir stops calev serve with the file and line (exit 1), untouched', () => {
  const cases: Array<[string, (dir: string) => Promise<void>, RegExp]> = [
    [
      'a syntax error in events.json',
      (dir) => writeFile(join(dir, 'events.json'), '[\n  {\n    "id": 1,\n    "title": "x",,\n  }\n]\n'),
      /events\.json: line 4, column \d+: not valid JSON/,
    ],
    [
      'a record without an id in venues.json',
      (dir) =>
        writeFile(
          join(dir, 'venues.json'),
          '[\n  {\n    "id": 3,\n    "name": "A"\n  },\n  {\n    "name": "B"\n  }\n]\n',
        ),
      /venues\.json: line 6, column 3: record 2 has no positive integer "id"/,
    ],
    [
      'a repeated id in tags.json',
      (dir) => writeFile(join(dir, 'tags.json'), '[\n  {"id": 2, "name": "a"},\n  {"id": 2, "name": "b"}\n]\n'),
      /tags\.json: line 3, column 3: record 2 repeats id 2/,
    ],
    [
      'an object instead of an array in users.json',
      (dir) => writeFile(join(dir, 'users.json'), '{"admin": true}\n'),
      /users\.json: line 1, column 1: expected an array of records/,
    ],
    [
      'a user whose login was edited to null in users.json',
      async (dir) => {
        const path = join(dir, 'users.json');
        await writeFile(path, (await readFile(path, 'utf8')).replace(/"login": "admin"/, '"login": null'));
      },
      /users\.json: line 2, column 3: record 1 \(id 1\): login is not a string; fix the file/,
    ],
    [
      'an event whose start was edited to a number in events.json',
      (dir) =>
        writeFile(
          join(dir, 'events.json'),
          JSON.stringify(
            [
              defaultEventRecord({
                ...{ id: 9, author: 1, status: 'publish', dateUtc: '2030-01-01 00:00:00', slug: 'gig' },
                ...{ start: 12345 as never, end: '2030-01-02 11:00:00', timezone: 'UTC' },
              }),
            ],
            null,
            2,
          ),
        ),
      /events\.json: line 2, column 3: record 1 \(id 9\): start is not a string/,
    ],
    [
      'a bad line in the middle of journal.ndjson (not a torn tail)',
      async (dir) => {
        const path = join(dir, 'journal.ndjson');
        const good = '{"seq":{"post":1,"term":1,"user":2},"ops":[]}\n';
        await writeFile(path, `${good}{"seq": oops}\n${good}`);
      },
      /journal\.ndjson: line 2, column \d+: not valid JSON: .*this is not a torn last write/,
    ],
    [
      'sequences that are not numbers in meta.json',
      (dir) => writeFile(join(dir, 'meta.json'), '{"sequences": {"post": "ten"}}\n'),
      /meta\.json: expected \{"sequences"/,
    ],
  ];

  it.each(cases)('%s', async (_label, damage, message) => {
    const dir = await newDir();
    const first = await serve(dir);
    await post(first, 'categories', { name: 'Before the damage' });
    expect(await stopServed(first)).toBe(0);
    await damage(dir);
    const before = await snapshotFiles(dir);

    const res = await calev(['serve', ...SERVE(dir)], { env: home.env });
    expect(res.code, res.stderr).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toMatch(new RegExp(`^error: ${dir}/`));
    expect(res.stderr).toMatch(message);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
    // never a silent reset: every file as it was, and no lock left behind
    expect(await snapshotFiles(dir)).toEqual(before);
    expect((await readdir(dir)).includes('calev.lock')).toBe(false);
  });
});

describe('one writer per data dir', () => {
  it('a second calev serve on the dir is refused (exit 1) naming the running one, which keeps serving', async () => {
    const dir = await newDir();
    const first = await serve(dir);
    const res = await calev(['serve', '--port', '0', '--data-dir', dir], { env: home.env });
    expect(res.code).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toBe(
      `error: data dir ${dir} is in use by calev process ${first.child.pid} (calev serve at ${first.base})\n` +
        'hint: only one calev serve per data dir: use that one, stop it first, or serve another --data-dir\n',
    );
    expect((await get(first, 'categories')).status).toBe(200);
    await post(first, 'tags', { name: 'still writable' });
  });

  it('a lock left by a dead server (pid gone, url and token inside) is recovered by the next serve', async () => {
    const dir = await newDir();
    const first = await serve(dir);
    const tag = await post(first, 'tags', { name: 'survives the crash' });
    await stopServed(first, 'SIGKILL');
    const stale = JSON.parse(await readFile(join(dir, 'calev.lock'), 'utf8'));
    expect(stale.pid).toBe(first.child.pid);
    // also a lock naming a pid that never was calev's
    await writeFile(join(dir, 'calev.lock'), JSON.stringify({ ...stale, pid: deadPid() }));

    const second = await serve(dir);
    expect((await get(second, `tags/${tag.id}`)).json.name).toBe('survives the crash');
    const lock = JSON.parse(await readFile(join(dir, 'calev.lock'), 'utf8'));
    expect(lock).toMatchObject({ pid: second.child.pid, url: second.base });
    expect(lock.token).not.toBe(stale.token);
  });

  it('an empty lock file older than a few seconds (a crash between create and write) is recovered', async () => {
    const dir = await newDir();
    await writeFile(join(dir, 'calev.lock'), '');
    const old = new Date(Date.now() - 60_000);
    await utimes(join(dir, 'calev.lock'), old, old);
    const s = await serve(dir);
    expect((await get(s, 'tags')).status).toBe(200);
  });

  it('the embedded CLI (--data-dir D) goes through the running server: its writes land in the server', async () => {
    const dir = await newDir();
    const s = await serve(dir);
    const env = { ...home.env, XDG_CONFIG_HOME: join(home.home, 'no-profiles') };
    const created = await calev(
      [
        'events',
        'create',
        '--data-dir',
        dir,
        '--title',
        'Through the server',
        '--start-date',
        '2031-01-02 10:00',
        '--end-date',
        '2031-01-02 11:00',
        '--venue',
        '{"venue":"Embedded Hall"}',
        '--format',
        'ids',
        '--verbose',
      ],
      { env },
    );
    expect(created.code, created.stderr).toBe(0);
    expect(created.stderr).toMatch(new RegExp(`^data dir ${dir} is served by pid ${s.child.pid} at ${s.base}$`, 'm'));
    expect(created.stderr).not.toMatch(/embedded\)/);
    const id = Number(created.stdout.trim());
    // the server has it at once: it made the write, nobody else opened the store
    const seen = await get(s, `events/${id}`);
    expect(seen.json).toMatchObject({ id, title: 'Through the server', venue: { venue: 'Embedded Hall' } });

    const updated = await calev(
      ['events', 'update', String(id), '--data-dir', dir, '--title', 'Updated through the server', '--format', 'ids'],
      { env },
    );
    expect(updated.code, updated.stderr).toBe(0);
    expect((await get(s, `events/${id}`)).json.title).toBe('Updated through the server');
    const listed = await calev(
      [
        'events',
        'list',
        '--data-dir',
        dir,
        '--start-date',
        '2031-01-01',
        '--end-date',
        '2031-12-31',
        '--format',
        'csv',
        '--fields',
        'id,title',
      ],
      { env },
    );
    expect(listed.stdout).toBe(`id,title\n${id},Updated through the server\n`);

    // and after the server stops, the same command opens the store itself and finds the data
    expect(await stopServed(s)).toBe(0);
    const direct = await calev(['events', 'get', String(id), '--data-dir', dir, '--fields', 'title', '--verbose'], {
      env,
    });
    expect(direct.stderr).toMatch(/\(embedded\)/);
    expect(JSON.parse(direct.stdout)).toEqual({ title: 'Updated through the server' });
  });

  it('calev serve waits for a CLI command that holds the dir, says whom it waits for, then serves', async () => {
    const dir = await newDir();
    const cli = await Store.open(dir, { command: 'calev events import big.ndjson' });
    const serve = startCalev(['serve', ...SERVE(dir)], { env: { ...home.env, CALEV_LOCK_TIMEOUT: '20' } });
    try {
      await until('calev serve to say whom it waits for', () => serve.stderr().includes('waiting for'));
      expect(serve.stderr()).toBe(
        `waiting for calev process ${process.pid} (calev events import big.ndjson), which is writing ${dir} (up to 20 s)\n`,
      );
      await cli.close();
      await until('calev serve to listen', () => /^API: /m.test(serve.stdout()));
      const apiUrl = /^API: (\S+)$/m.exec(serve.stdout())![1];
      const res = await fetch(`${apiUrl}tags`, {
        method: 'POST',
        headers: { authorization: ADMIN, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'served after the wait' }),
      });
      expect(res.status).toBe(201);
    } finally {
      serve.child.kill('SIGTERM');
      expect((await serve.done).code).toBe(0);
    }
  });

  it('a write past --lock-timeout exits 1 naming the holder by pid and command, and writes nothing', async () => {
    const dir = await newDir();
    const cli = await Store.open(dir, { command: 'calev events import big.ndjson' });
    try {
      const args = ['events', 'create', '--data-dir', dir, '--title', 'Too late', ...WHEN];
      const waited = await calev([...args, '--lock-timeout', '1.5'], { env: home.env });
      expect(waited.code).toBe(1);
      expect(waited.stdout).toBe('');
      expect(waited.stderr).toBe(
        `waiting for calev process ${process.pid} (calev events import big.ndjson), which is writing ${dir} (up to 1.5 s)\n` +
          `error: data dir ${dir} is in use by calev process ${process.pid} (calev events import big.ndjson); gave up waiting after 1.5 s\n` +
          'hint: wait for it to finish, or wait longer with --lock-timeout SECONDS (CALEV_LOCK_TIMEOUT)\n',
      );
      // CALEV_LOCK_TIMEOUT=0: no wait at all, so nothing to announce
      const at_once = await calev(args, { env: { ...home.env, CALEV_LOCK_TIMEOUT: '0' } });
      expect(at_once.code).toBe(1);
      expect(at_once.stderr).toMatch(/^error: data dir .* \(calev events import big\.ndjson\)\nhint: /);
      for (const value of ['soon', '0x10', '1e3', '99999999999', 'Infinity', '-1']) {
        const bad = await calev([...args, '--lock-timeout', value], { env: home.env });
        expect(bad.code).toBe(2);
        expect(bad.stderr).toBe(
          `error: --lock-timeout: "${value}" is not a number of seconds (a decimal number from 0 to 86400)\n`,
        );
      }
    } finally {
      await cli.close();
    }
    expect(cli.count('events')).toBe(0);
    const after = await Store.open(dir, { lock: false });
    expect(after.count('events')).toBe(0);
    await after.close();
  });

  /** An event create on `dir` that waits up to `seconds` for the dir, started in a process of its own. */
  const waitingCreate = (dir: string, seconds: number) =>
    startCalev(
      ['events', 'create', '--data-dir', dir, '--title', 'Never', ...WHEN, '--lock-timeout', String(seconds)],
      {
        env: home.env,
      },
    );

  /** Sends `signal` to a command that waits and checks that it ended at once with `code`, printing
   * nothing on stdout: its stderr. */
  async function stoppedBy(waiting: ReturnType<typeof startCalev>, signal: NodeJS.Signals, code: number) {
    const sent = Date.now();
    waiting.child.kill(signal);
    const done = await waiting.done;
    expect(Date.now() - sent).toBeLessThan(3000);
    expect(done.code).toBe(code);
    expect(done.stdout).toBe('');
    return done.stderr;
  }

  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)(
    '%s ends a write that waits for the lock at once (exit %d), saying nothing was written',
    async (signal, code) => {
      const dir = await newDir();
      const cli = await Store.open(dir, { command: 'calev events import big.ndjson' });
      try {
        const create = waitingCreate(dir, 86400);
        await until('the write to say whom it waits for', () => create.stderr().includes('waiting for'));
        const stderr = await stoppedBy(create, signal, code);
        expect(stderr.split('\n').slice(1).join('\n')).toBe(
          `interrupted: stopped waiting for calev process ${process.pid} (calev events import big.ndjson), which is writing ${dir}, before POST /wp-json/calendar/events/v1/events, so nothing of it was written\n`,
        );
      } finally {
        await cli.close();
      }
      expect(cli.count('events')).toBe(0);
    },
  );

  /** The lock of a `calev serve` (this process) that has taken `dir` and does not listen yet. */
  const startingServerLock = () =>
    JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString(), command: 'calev serve', server: true });

  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)(
    '%s ends a command that waits for a starting calev serve at once (exit %d), saying nothing was sent',
    async (signal, code) => {
      const dir = await newDir();
      await writeFile(join(dir, 'calev.lock'), startingServerLock());
      const create = waitingCreate(dir, 60);
      await until('the command to say it waits for the server', () => create.stderr().includes('waiting for'));
      const stderr = await stoppedBy(create, signal, code);
      expect(stderr).toBe(
        `waiting for calev serve (process ${process.pid}), which holds ${dir}, to start listening (up to 60 s)\n` +
          `interrupted: stopped waiting for calev serve (process ${process.pid}), which holds ${dir}, to start listening, so nothing was sent\n`,
      );
    },
  );

  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)(
    '%s ends a write that found a starting calev serve in its place at once (exit %d), saying nothing was written',
    async (signal, code) => {
      const dir = await newDir();
      const cli = await Store.open(dir, { command: 'calev events import big.ndjson' });
      try {
        const create = waitingCreate(dir, 60);
        await until('the write to wait for the lock', () => create.stderr().includes('waiting for calev process'));
        // the import ends and a calev serve takes the dir at once: the write now waits for it to listen
        await writeFile(join(dir, 'calev.lock.next'), startingServerLock());
        await rename(join(dir, 'calev.lock.next'), join(dir, 'calev.lock'));
        await until('the write to wait for the server', () => create.stderr().includes('waiting for calev serve'));
        const stderr = await stoppedBy(create, signal, code);
        expect(stderr.split('\n').slice(2).join('\n')).toBe(
          `interrupted: stopped waiting for calev serve (process ${process.pid}), which holds ${dir}, to start listening, before POST /wp-json/calendar/events/v1/events, so nothing of it was written\n`,
        );
      } finally {
        await cli.close();
      }
      const after = await Store.open(dir, { lock: false });
      expect(after.count('events')).toBe(0);
      await after.close();
    },
  );

  it('an embedded write waits for the CLI command that holds the dir, then writes on what it wrote', async () => {
    const dir = await newDir();
    const holder = await Store.open(dir, { command: 'calev events import big.ndjson' });
    const end = await holder.hold();
    const tx = holder.begin();
    const firstId = tx.nextId('post');
    tx.put('images', { id: firstId, url: 'http://x.test/first.png', extension: 'png' });
    await holder.commit(tx);
    end();
    const create = startCalev(
      ['events', 'create', '--data-dir', dir, '--title', 'After the import', ...WHEN, '--format', 'ids'],
      { env: home.env },
    );
    await until('the write to say whom it waits for', () => create.stderr().includes('waiting for'));
    await holder.close();
    const done = await create.done;
    expect(done.code, done.stderr).toBe(0);
    expect(Number(done.stdout.trim())).toBe(firstId + 1);
  });
});

describe('a lock whose holder is gone, though its pid is alive or its server does not answer', () => {
  /** A live process that is not calev: what a pid of a stale lock may belong to after a reboot. */
  function otherProcess(): ChildProcess {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    others.push(child);
    return child;
  }
  const others: ChildProcess[] = [];
  afterEach(() => {
    for (const child of others.splice(0)) child.kill('SIGKILL');
  });

  /** A port nobody listens on (one just closed). */
  async function closedPort(): Promise<number> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  const dayAgo = () => new Date(Date.now() - 86_400_000).toISOString();
  const create = (dir: string, title: string) =>
    calev(
      ['events', 'create', '--data-dir', dir, '--title', title, ...WHEN, '--format', 'ids', '--lock-timeout', '5'],
      {
        env: home.env,
      },
    );

  it('a server lock from before a reboot whose pid now belongs to another process: commands run on the dir', async () => {
    const dir = await newDir();
    const url = `http://127.0.0.1:${await closedPort()}`;
    const lock = {
      pid: otherProcess().pid,
      startedAt: dayAgo(),
      command: 'calev serve',
      server: true,
      url,
      token: 't',
    };
    await writeFile(join(dir, 'calev.lock'), JSON.stringify(lock));
    const made = await create(dir, 'After the reboot');
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    const id = made.stdout.trim();
    const got = await calev(['events', 'get', id, '--data-dir', dir, '--format', 'ids'], { env: home.env });
    expect(got.stdout.trim()).toBe(id);
  });

  it('a CLI lock whose pid now belongs to another process (its start differs from the lock): no wait', async () => {
    const dir = await newDir();
    const other = otherProcess();
    await new Promise((resolve) => other.once('spawn', resolve));
    // startedAt now, so only the start the lock records tells it from the process with the pid
    const lock = { pid: other.pid, startedAt: new Date().toISOString(), command: 'calev events import', proc: 'x/1' };
    await writeFile(join(dir, 'calev.lock'), JSON.stringify(lock));
    const made = await create(dir, 'Not waiting');
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    // and one from before the reboot, written without it
    await writeFile(join(dir, 'calev.lock'), JSON.stringify({ ...lock, proc: undefined, startedAt: dayAgo() }));
    expect((await create(dir, 'Not waiting either')).code).toBe(0);
  });

  it('a live holder whose lock names a server that refuses connections: one line naming calev.lock and how to clear it', async () => {
    const dir = await newDir();
    const url = `http://127.0.0.1:${await closedPort()}`;
    const lock = { pid: process.pid, startedAt: new Date().toISOString(), server: true, url, token: 't' };
    await writeFile(join(dir, 'calev.lock'), JSON.stringify(lock));
    const res = await calev(['events', 'list', '--data-dir', dir], { env: home.env });
    expect(res.code).toBe(1);
    const path = join(dir, 'calev.lock');
    expect(res.stderr).toBe(
      `error: ${path} names calev serve (process ${process.pid}) at ${url}, which refuses connections\n` +
        `hint: if no calev serve runs on ${dir}, remove ${path}\n`,
    );
  });

  it('a killed server not yet reaped by its parent (a zombie) holds nothing: commands run on the dir at once', async () => {
    const dir = await newDir();
    // the shell starts the holder, then becomes `sleep`, which never reaps it: killed, it stays a zombie
    const parent = spawn(
      'sh',
      ['-c', `${process.execPath} -e "setTimeout(() => {}, 60000)" & echo $!; exec sleep 60`],
      {
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    others.push(parent);
    const pid = Number(
      await new Promise<string>((resolve) => parent.stdout.once('data', (d: Buffer) => resolve(String(d)))),
    );
    process.kill(pid, 'SIGKILL');
    const state = () => {
      try {
        return readFileSync(`/proc/${pid}/stat`, 'latin1').replace(/^.*\) /s, '')[0];
      } catch {
        return undefined;
      }
    };
    await until('the holder to be a zombie', () => state() === 'Z' || state() === undefined, 5_000);
    if (state() !== 'Z') {
      console.log('no /proc here to show a zombie: the zombie holder is not tried');
      return;
    }
    const url = `http://127.0.0.1:${await closedPort()}`;
    const lock = { pid, startedAt: new Date().toISOString(), command: 'calev serve', server: true, url, token: 't' };
    await writeFile(join(dir, 'calev.lock'), JSON.stringify(lock));
    const made = await create(dir, 'After the kill');
    expect([made.code, made.stderr]).toEqual([0, '']);
  });

  it('a server that dies after its lock was read: the command runs on the dir in-process', async () => {
    const dir = await newDir();
    const server = otherProcess();
    await new Promise((resolve) => server.once('spawn', resolve));
    const url = `http://127.0.0.1:${await closedPort()}`;
    const lock = { pid: server.pid, startedAt: new Date().toISOString(), server: true, url, token: 't' };
    await writeFile(join(dir, 'calev.lock'), JSON.stringify(lock));
    const client = await openClient({ apiRoot: '/wp-json', namespace: 'calendar/events/v1', dataDir: dir });
    try {
      server.kill('SIGKILL');
      await new Promise((resolve) => server.once('exit', resolve));
      const res = await client.call('POST', '/tags', { body: { name: 'after the server died' } });
      expect(res.status).toBe(201);
    } finally {
      await client.close();
    }
    const store = await Store.open(dir, { lock: false });
    expect(store.all('tags').map((t) => t.name)).toEqual(['after the server died']);
    await store.close();
  });
});
