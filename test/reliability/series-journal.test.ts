// A series write is one journal line (API.md §7.1, src/server/handlers/series.ts): after a crash
// the master and its occurrences are there together, or (a torn last line) none of them is.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../../src/store/store.js';
import { startTestServer, type TestServer } from '../support/server.js';

let srv: TestServer;
const copies: string[] = [];

beforeAll(async () => {
  srv = await startTestServer({ clock: () => new Date('2024-07-10T15:30:00Z') });
});
afterAll(async () => {
  await srv.stop();
  for (const dir of copies) await rm(dir, { recursive: true, force: true });
});

/** the data dir as a crash would leave it: the files as they are now, the journal's last line as given */
async function crashCopy(lastLine: (line: string) => string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'calev-series-crash-'));
  copies.push(dir);
  await cp(srv.dir, dir, { recursive: true, filter: (src) => !src.endsWith('.lock') && !src.endsWith('lock.json') });
  const lines = (await readFile(join(dir, 'journal.ndjson'), 'utf8')).split('\n').filter(Boolean);
  lines[lines.length - 1] = lastLine(lines[lines.length - 1]);
  await writeFile(join(dir, 'journal.ndjson'), lines.join('\n'));
  return dir;
}

describe('a series write in the journal', () => {
  it('is one line holding the master and every occurrence; a torn line loses all of them, never some', async () => {
    const res = await srv.call('POST', '/events', {
      as: 'admin',
      json: {
        title: 'Daily standup',
        start_date: '2024-07-11 09:30',
        end_date: '2024-07-11 09:45',
        recurrence: 'FREQ=DAILY;COUNT=30',
      },
    });
    expect(res.status).toBe(201);
    const journal = (await readFile(join(srv.dir, 'journal.ndjson'), 'utf8')).trim().split('\n');
    const last = JSON.parse(journal.at(-1)!) as { ops: Array<{ record: { title?: string } }> };
    expect(last.ops.filter((op) => op.record.title === 'Daily standup')).toHaveLength(30);

    const whole = await Store.open(await crashCopy((line) => `${line}\n`), { lock: false });
    expect(whole.all('events').filter((e) => e.title === 'Daily standup')).toHaveLength(30);
    await whole.close();

    const torn = await Store.open(await crashCopy((line) => line.slice(0, Math.floor(line.length / 2))), {
      lock: false,
    });
    expect(torn.all('events').filter((e) => e.title === 'Daily standup')).toHaveLength(0);
    await torn.close();
  });
});
