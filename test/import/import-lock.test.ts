// One import of a resource into a target at a time (src/cli/import/import-lock.ts).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockImport } from '../../src/cli/import/import-lock.js';
import { acquireLock, releaseLock } from '../../src/store/lock.js';
import { removeDir, tempDir } from '../cli/harness.js';
import { calev } from '../e2e/calev.js';

const WHAT = { resource: 'events', target: 'data dir /srv/calendar', file: '/data/events.ndjson' };

/** a process that runs until killed, and its pid */
function sleeper(): { pid: number; stop: () => Promise<void> } {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  return {
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

describe('one import of a resource into a target at a time', () => {
  let dir: string;
  const warnings: string[] = [];
  /** the lock file of WHAT: the first taken in the test */
  let path = '';
  const lockFile = () => {
    if (!path) path = join(dir, 'import-locks', readdirSync(join(dir, 'import-locks'))[0], 'calev.lock');
    return path;
  };
  const lock = (what = WHAT) => lockImport(dir, what, (l) => warnings.push(l));
  beforeEach(() => {
    dir = tempDir('calev-import-lock-');
    warnings.length = 0;
    path = '';
  });
  afterEach(() => removeDir(dir));

  it('a second import of the resource into the target is refused while the first runs, naming it', async () => {
    const other = sleeper();
    try {
      // the lock as another running import holds it
      const first = await lock();
      const held = JSON.parse(readFileSync(lockFile(), 'utf8')) as Record<string, unknown>;
      expect(held).toMatchObject({ pid: process.pid, command: 'calev events import /data/events.ndjson' });
      // without this process's start ("proc"), which would tell the sleeper from its holder; the
      // sleeper started before the lock's startedAt, so it may be the holder
      writeFileSync(
        lockFile(),
        JSON.stringify({ ...held, pid: other.pid, proc: undefined, command: 'calev events import /data/other.ndjson' }),
      );
      await expect(lock()).rejects.toMatchObject({
        message: `another calev import of events into this target is running (process ${other.pid}: calev events import /data/other.ndjson)`,
        hint: 'wait for it to end, or stop it; then run this one: it finds what the other wrote and goes on',
      });
      // another resource, or another target, is not held
      await (await lock({ ...WHAT, resource: 'venues' })).release();
      await (await lock({ ...WHAT, target: 'https://example.org' })).release();
      // a lock another import holds now is not released by the first
      await first.release();
      expect(existsSync(lockFile())).toBe(true);
    } finally {
      await other.stop();
    }
    expect(warnings).toEqual([]);
  });

  it('a lock whose import has died (kill -9) is taken over, and released at the end', async () => {
    const gone = sleeper();
    await gone.stop();
    const first = await lock();
    const held = JSON.parse(readFileSync(lockFile(), 'utf8')) as Record<string, unknown>;
    writeFileSync(lockFile(), JSON.stringify({ ...held, pid: gone.pid }));
    const next = await lock();
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    await next.release();
    expect(existsSync(lockFile())).toBe(false);
    await first.release();
    expect(warnings).toEqual([]);
  });

  it('a state folder that cannot be written is said, and the import goes on without the lock', async () => {
    writeFileSync(join(dir, 'import-locks'), 'a file where the folder goes');
    await (await lock()).release();
    expect(warnings).toEqual([
      expect.stringMatching(
        /^cannot lock .*: .* \(another import of this target at the same time would make duplicates\)$/,
      ),
    ]);
  });

  it('is taken before the data dir is read: an import that reads the data dir while another writes it would miss its last rows', async () => {
    const data = join(dir, 'data');
    const env = { CALEV_DATA_DIR: data, XDG_STATE_HOME: join(dir, 'state'), CALEV_LOCK_TIMEOUT: '1' };
    const file = join(dir, 'events.ndjson');
    writeFileSync(file, JSON.stringify({ title: 'Row', start_date: '2030-05-01 10:00', end_date: '2030-05-01 11:00' }));
    // another import of events into this data dir holds its lock, and a calev serve that has not
    // begun to listen holds the data dir: the import is refused for the first before it waits on the second
    const held = await lockImport(
      data,
      { resource: 'events', target: `data dir ${data}`, file: '/elsewhere.ndjson' },
      () => undefined,
    );
    mkdirSync(data, { recursive: true });
    const serving = await acquireLock(data, { server: true });
    try {
      const res = await calev(['events', 'import', file], { env });
      expect([res.code, res.stderr.split('\n')[0]]).toEqual([
        1,
        expect.stringMatching(/^error: another calev import of events into this target is running/),
      ]);
    } finally {
      await releaseLock(data, serving);
      await held.release();
    }
  });

  it('a lock found while its holder writes its name (empty) names the holder once written; one let go meanwhile is taken', async () => {
    const other = sleeper();
    try {
      const first = await lock();
      const held = JSON.parse(readFileSync(lockFile(), 'utf8')) as Record<string, unknown>;
      // the holder between creating the file and writing into it: empty, then its name 100 ms later
      writeFileSync(lockFile(), '');
      const named = setTimeout(
        () =>
          writeFileSync(
            lockFile(),
            JSON.stringify({ ...held, pid: other.pid, proc: undefined, command: 'calev events import /data/b.ndjson' }),
          ),
        100,
      );
      await expect(lock()).rejects.toMatchObject({
        message: `another calev import of events into this target is running (process ${other.pid}: calev events import /data/b.ndjson)`,
      });
      clearTimeout(named);
      // an empty lock let go 100 ms later (its holder ended): this import takes it and goes on
      writeFileSync(lockFile(), '');
      const gone = setTimeout(() => rmSync(lockFile()), 100);
      const second = await lock();
      clearTimeout(gone);
      await first.release(); // the file is the second's now: left as it is
      expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
      await second.release();
      expect(warnings).toEqual([]);
    } finally {
      await other.stop();
    }
  });

  it('two imports of one file into one data dir at once make no duplicates: the second is refused, or skips all; run by two users (two state folders) too', async () => {
    const env = { CALEV_DATA_DIR: join(dir, 'data'), XDG_STATE_HOME: join(dir, 'state') };
    // another user, a service or a cron job with another HOME: calev's state folder is not shared
    const other = { ...env, XDG_STATE_HOME: join(dir, 'state-of-another') };
    const file = join(dir, 'events.ndjson');
    const rows = Array.from({ length: 150 }, (_, i) =>
      JSON.stringify({
        title: `Row ${i}`,
        slug: `row-${i}`,
        start_date: '2030-05-01 10:00',
        end_date: '2030-05-01 11:00',
      }),
    );
    writeFileSync(file, rows.join('\n'));
    const both = await Promise.all([
      calev(['events', 'import', file], { env }),
      calev(['events', 'import', file], { env }),
      calev(['events', 'import', file], { env: other }),
    ]);
    for (const res of both)
      expect(res.stderr).toMatch(
        /^(?:.*: (?:150 created, 0 updated, 0 skipped|0 created, 0 updated, 150 skipped), 0 failed|error: another calev import of events into this target is running \(process \d+: calev events import .*\)\nhint: .*)\n$/,
      );
    const listed = await calev(
      ['events', 'list', '--start-date', '2030-05-01', '--end-date', '2030-05-02', '--all', '--format', 'count'],
      { env },
    );
    expect(listed.stdout).toBe('150\n');
  });
});
