// The built binary on a real, small file system: a tmpfs of 2 MiB mounted for this test (as root;
// where mounting is not permitted the test says so in one line and skips). Filled up, then freed,
// then remounted read-only: writes are refused with a clear error and nothing of them kept, reads
// go on, and writes work again once there is space, without a restart of `calev serve`.
// test/store/faults.test.ts injects the same faults (and I/O errors) through the store's file layer.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { basicAuth, calev, startServe, stopServed, tempHome, type Served } from './support.js';

const home = tempHome('calev-small-disk-');
const mnt = join(home.home, 'mnt');
mkdirSync(mnt);

function tryMount(): boolean {
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=2m,mode=0700', 'tmpfs', mnt], { encoding: 'utf8' });
  if (r.status === 0) return true;
  console.log(
    `[small-disk] skipped: cannot mount a 2 MiB tmpfs here (${(r.stderr || r.error?.message || 'mount failed').trim()}); as root the test fills a real file system`,
  );
  return false;
}

const mounted = tryMount();
afterAll(() => {
  if (mounted) spawnSync('umount', [mnt]);
  home.remove();
});

/** Writes a filler file until the file system is full. */
function fill(): void {
  const fd = openSync(join(mnt, 'filler'), 'w');
  try {
    for (const size of [256 * 1024, 4096, 512, 1]) {
      const chunk = Buffer.alloc(size, 0x61);
      for (;;) writeSync(fd, chunk);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
  } finally {
    closeSync(fd);
  }
}

function free(): void {
  rmSync(join(mnt, 'filler'), { force: true });
}

const env = { ...home.env, CALEV_LOCK_TIMEOUT: '5' };
const when = ['--start-date', '2031-03-01 10:00', '--end-date', '2031-03-01 11:00'];
const window = ['--start-date', '2031-01-01', '--end-date', '2031-12-31'];

async function titles(dir: string): Promise<string[]> {
  const r = await calev(['events', 'list', '--data-dir', dir, ...window, '--format', 'csv', '--fields', 'title'], {
    env,
  });
  expect(r.code, r.stderr).toBe(0);
  return r.stdout.split('\n').slice(1).filter(Boolean);
}

describe.skipIf(!mounted)('a data dir on a small real file system', () => {
  it('the embedded CLI on a full disk: exit 1 with the reason, reads go on, and it writes again once there is space', async () => {
    const dir = join(mnt, 'cli');
    const create = (title: string) =>
      calev(['events', 'create', '--data-dir', dir, '--title', title, ...when, '--format', 'ids'], { env });
    expect((await create('Before')).code).toBe(0);
    fill();
    try {
      const refused = await create('Refused');
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toMatch(
        new RegExp(
          `^error: cannot write to data dir ${dir}: no space left on the device \\(ENOSPC\\); nothing was saved\\n`,
        ),
      );
      expect(refused.stderr).not.toMatch(/\n\s+at /);
      expect(await titles(dir)).toEqual(['Before']);
    } finally {
      free();
    }
    expect((await create('After')).code).toBe(0);
    expect(await titles(dir)).toEqual(['Before', 'After']);
  });

  it('calev serve on a full disk: 507 storage_full, reads go on, writes work again once there is space', async () => {
    const dir = join(mnt, 'served');
    let served: Served | undefined;
    try {
      served = await startServe(['--port', '0', '--data-dir', dir, '--user', 'admin:admin-pass'], env);
      const post = (path: string, body: Record<string, unknown>) =>
        fetch(`${served!.apiUrl}${path}`, {
          method: 'POST',
          headers: { authorization: basicAuth('admin', 'admin-pass'), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const event = (title: string) => ({
        title,
        start_date: '2031-03-01 10:00',
        end_date: '2031-03-01 11:00',
        // more than what is left of the journal's last page
        description: 'x'.repeat(64 * 1024),
      });
      expect((await post('events', event('Served before'))).status).toBe(201);
      fill();
      // writes that fit in the journal's padding (already on disk) are stored; the first that
      // runs past it needs new space and is refused
      const fitted: string[] = [];
      try {
        let refused: Response | undefined;
        for (let i = 1; i <= 10 && !refused; i++) {
          const r = await post('events', event(`Fitted ${i}`));
          if (r.status === 201) fitted.push(`Fitted ${i}`);
          else refused = r;
        }
        expect(fitted.length).toBeLessThan(10);
        expect(refused!.status).toBe(507);
        expect(await refused!.json()).toMatchObject({ code: 'storage_full', data: { status: 507 } });
        const list = await fetch(`${served.apiUrl}events?start_date=2031-01-01&end_date=2031-12-31`);
        expect(list.status).toBe(200);
        expect(((await list.json()) as { events: Array<{ title: string }> }).events.map((e) => e.title)).toEqual([
          'Served before',
          ...fitted,
        ]);
      } finally {
        free();
      }
      expect((await post('events', event('Served after'))).status).toBe(201);
      expect(await stopServed(served)).toBe(0);
      served = undefined;
      expect(await titles(dir)).toEqual(['Served before', ...fitted, 'Served after']);
    } finally {
      if (served) await stopServed(served);
    }
  });

  it('a read-only file system: writes and calev serve are refused naming the data dir, reads go on', async () => {
    const dir = join(mnt, 'cli');
    expect(spawnSync('mount', ['-o', 'remount,ro', mnt]).status).toBe(0);
    try {
      const refused = await calev(['events', 'create', '--data-dir', dir, '--title', 'Nope', ...when], { env });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        new RegExp(
          `^error: cannot write to data dir ${dir}: it is on a read-only file system \\(EROFS\\); nothing was saved\\n`,
        ),
      );
      expect(await titles(dir)).toEqual(['Before', 'After']);
      const serve = await calev(['serve', '--port', '0', '--data-dir', dir], { env });
      expect(serve.code).toBe(1);
      expect(serve.stderr).toMatch(
        new RegExp(
          `^error: cannot write to data dir ${dir}: it is on a read-only file system \\(EROFS\\); nothing was saved\\n`,
        ),
      );
    } finally {
      spawnSync('mount', ['-o', 'remount,rw', mnt]);
    }
  });
});
