// export --output FILE writes a temp file beside FILE and renames it over FILE only when the
// export finished; terms are exported whether used or not; ICS marks unpublished events.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileReplacing } from '../../src/cli/output/file.js';
import { CalendarWriter } from '../../src/ical/ics.js';
import { mockSite, queryOf, removeDir, run, tempDir } from '../cli/harness.js';

let dir: string;
let env: Record<string, string>;

beforeEach(() => {
  dir = tempDir('calev-export-file-');
  env = { CALEV_DATA_DIR: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config` };
});
afterEach(() => removeDir(dir));

const SITE = 'http://calendar.test';
const event = (id: number) => ({ id, title: `Event ${id}`, start_date: '2030-01-01 10:00:00' });

describe('events export --output FILE', () => {
  it('a failure on page 2 leaves the existing FILE as it was, and no temp file behind', async () => {
    const file = join(dir, 'backup.json');
    writeFileSync(file, 'the previous backup\n');
    const site = mockSite(SITE, (req) =>
      queryOf(req.path).page === '2'
        ? [500, { code: 'internal_server_error', message: 'Boom', data: { status: 500 } }]
        : [200, { events: [event(1)], total: 2, total_pages: 2 }],
    );
    const res = await run(['events', 'export', '--output', file], {
      env: { ...env, CALEV_URL: SITE },
      agent: site.agent,
    });
    await site.agent.close();
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/^error: events: Boom \(500 internal_server_error\)/);
    expect(readFileSync(file, 'utf8')).toBe('the previous backup\n');
    expect(readdirSync(dir).sort()).toEqual(['backup.json']);
  });

  it('a finished export replaces FILE', async () => {
    const file = join(dir, 'backup.ndjson');
    writeFileSync(file, 'the previous backup\n');
    const site = mockSite(SITE, () => [200, { events: [event(1), event(2)], total: 2, total_pages: 1 }]);
    const res = await run(['events', 'export', '--output', file, '--fields', 'id'], {
      env: { ...env, CALEV_URL: SITE },
      agent: site.agent,
    });
    await site.agent.close();
    expect(res.stderr).toBe(`2 events written to ${file}\n`);
    expect(readFileSync(file, 'utf8')).toBe('{"id":1}\n{"id":2}\n');
    expect(readdirSync(dir).sort()).toEqual(['backup.ndjson']);
  });

  it('writeFileReplacing: what throws inside leaves the file and removes the temp file', async () => {
    const file = join(dir, 'out.txt');
    writeFileSync(file, 'old');
    await expect(
      writeFileReplacing(file, async (out) => {
        out.write('half of the new');
        await out.drain();
        throw new Error('interrupted');
      }),
    ).rejects.toThrow('interrupted');
    expect(readFileSync(file, 'utf8')).toBe('old');
    expect(readdirSync(dir)).toEqual(['out.txt']);
    await writeFileReplacing(file, async (out) => {
      out.write('new');
      await out.drain();
    });
    expect(readFileSync(file, 'utf8')).toBe('new');
  });

  it("the temp files of exports killed before they could remove them (kill -9) go; a running export's stays", async () => {
    const file = join(dir, 'backup.json');
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    const running = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      for (const name of [`backup.json.${dead}.tmp`, `backup.json.${running.pid}.tmp`, `other.json.${dead}.tmp`])
        writeFileSync(join(dir, name), '[{"id":1},');
      await writeFileReplacing(file, async (out) => {
        out.write('[]\n');
        await out.drain();
      });
      expect(readFileSync(file, 'utf8')).toBe('[]\n');
      expect(readdirSync(dir).sort()).toEqual(
        ['backup.json', `backup.json.${running.pid}.tmp`, `other.json.${dead}.tmp`].sort(),
      );
    } finally {
      running.kill();
    }
  });

  it('a directory that cannot be written to is a one-line error', async () => {
    await expect(writeFileReplacing(join(dir, 'missing', 'out.txt'), async () => {})).rejects.toThrow(
      /^cannot write .*missing\/out\.txt: ENOENT/,
    );
  });
});

describe('categories export and tags export', () => {
  it('include unused terms unless --hide-empty is given', async () => {
    for (const name of ['Used', 'Unused'])
      expect((await run(['categories', 'create', '--name', name], { env })).code).toBe(0);
    await run(
      [
        'events',
        'create',
        '--title',
        'E',
        '--start-date',
        '2030-01-01 10:00',
        '--end-date',
        '2030-01-01 11:00',
        '--categories',
        'Used',
      ],
      { env },
    );
    const all = await run(['categories', 'export', '--format', 'ndjson', '--fields', 'name'], { env });
    expect(all.stdout).toBe('{"name":"Unused"}\n{"name":"Used"}\n');
    const used = await run(['categories', 'export', '--hide-empty', '--format', 'ndjson', '--fields', 'name'], { env });
    expect(used.stdout).toBe('{"name":"Used"}\n');
  });
});

describe('ICS of unpublished events', () => {
  it('pending and draft events are STATUS:TENTATIVE; dates WordPress leaves at 0000-00-00 are not written', () => {
    const calendar = new CalendarWriter();
    const base = { title: 'T', start_date: '2030-01-01 10:00:00', end_date: '2030-01-01 11:00:00', timezone: 'UTC' };
    calendar.add({
      ...base,
      id: 1,
      status: 'pending',
      date_utc: '0000-00-00 00:00:00',
      modified_utc: '0000-00-00 00:00:00',
    });
    calendar.add({ ...base, id: 2, status: 'draft' });
    calendar.add({ ...base, id: 3, status: 'publish', date_utc: '2029-12-01 08:00:00' });
    const events = calendar.toString().split('BEGIN:VEVENT').slice(1);
    expect(events.map((e) => /STATUS:(\w+)/.exec(e)?.[1])).toEqual(['TENTATIVE', 'TENTATIVE', undefined]);
    expect(events[0]).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(events[0]).not.toMatch(/0000000|LAST-MODIFIED|CREATED/);
    expect(events[2]).toMatch(
      /\r\nDTSTAMP:20291201T080000Z\r\nLAST-MODIFIED:20291201T080000Z\r\nCREATED:20291201T080000Z\r\n/,
    );
  });
});
