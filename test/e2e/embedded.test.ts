// The built calev (its main(), in the test's process) against the default embedded target: the
// local data dir.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from '../cli/harness.js';
import { assertBuilt, calevInProcess } from './calev.js';

let home: string;
let env: Record<string, string>;
beforeAll(() => {
  assertBuilt();
  home = tempDir('calev-e2e-');
  // No CALEV_DATA_DIR: the XDG data dir is the default target.
  env = { HOME: home, XDG_CONFIG_HOME: `${home}/config`, XDG_DATA_HOME: `${home}/data` };
});
afterAll(() => removeDir(home));

describe('calev against the local data dir (embedded)', () => {
  let id = '';

  it('events create … --format ids prints the new id alone', async () => {
    const res = await calevInProcess(
      [
        'events',
        'create',
        '--title',
        'Jazz Night',
        '--start-date',
        'tomorrow 7pm',
        '--end-date',
        'tomorrow 10pm',
        '--venue',
        '{"venue":"Blue Room","city":"Boston"}',
        '--categories',
        'music',
        '--format',
        'ids',
      ],
      { env },
    );
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^\d+\n$/);
    id = res.stdout.trim();
  });

  it('events list --format ids lists it; the data went to $XDG_DATA_HOME/calev', async () => {
    const res = await calevInProcess(['events', 'list', '--format', 'ids'], { env });
    expect(res).toMatchObject({ code: 0, stdout: `${id}\n` });
    const other = await calevInProcess(['events', 'list', '--format', 'count'], {
      env: { ...env, CALEV_DATA_DIR: `${home}/elsewhere` },
    });
    expect(other.stdout).toBe('0\n');
  });

  it('events get jazz-night --fields title,venue.venue reads it by slug', async () => {
    const res = await calevInProcess(['events', 'get', 'jazz-night', '--fields', 'title,venue.venue'], { env });
    expect(JSON.parse(res.stdout)).toEqual({ title: 'Jazz Night', venue: { venue: 'Blue Room' } });
  });

  it('events update <id> --title … changes only the title', async () => {
    const res = await calevInProcess(
      ['events', 'update', id, '--title', 'Jazz Night II', '--fields', 'title,venue.venue,categories.slug'],
      { env },
    );
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toEqual({
      title: 'Jazz Night II',
      venue: { venue: 'Blue Room' },
      categories: [{ slug: 'music' }],
    });
  });

  it('events delete <id> without a terminal needs --yes (exit 2)', async () => {
    const res = await calevInProcess(['events', 'delete', id], { env });
    expect(res.code).toBe(2);
  });

  it('events delete <id> --yes trashes it; deleting again exits 1 and tells how to restore it', async () => {
    const first = await calevInProcess(['events', 'delete', id, '--yes', '--fields', 'status'], { env });
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toEqual({ status: 'trash' });
    expect(first.stderr).toBe(
      `event ${id} moved to the trash; restore it with: calev events update ${id} --status publish\n`,
    );
    const again = await calevInProcess(['events', 'delete', id, '--yes'], { env });
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      `error: event ${id}: The event is already trashed (410 event-is-in-trash)\nhint: it is in the trash; restore it with: calev events update ${id} --status draft (or --status publish to publish it)\n`,
    );
  });

  it('events update <id> --status publish restores it', async () => {
    const res = await calevInProcess(['events', 'update', id, '--status', 'publish', '--fields', 'status,slug'], {
      env,
    });
    expect(JSON.parse(res.stdout)).toEqual({ status: 'publish', slug: 'jazz-night' });
  });

  it('categories list --no-hide-empty --format csv --fields id,name,count', async () => {
    const res = await calevInProcess(
      ['categories', 'list', '--no-hide-empty', '--format', 'csv', '--fields', 'name,count'],
      {
        env,
      },
    );
    expect(res.stdout).toBe('name,count\nmusic,1\n');
  });

  it('events list --lang fr sends translation_language (French messages)', async () => {
    const res = await calevInProcess(['events', 'get', '987654', '--lang', 'fr'], { env });
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/L’événement avec l’ID 987654 n’existe pas\. \(404 rest-event-not-found\)/);
  });

  it('index and doc print the namespace index and the OpenAPI document', async () => {
    const index = JSON.parse((await calevInProcess(['index'], { env })).stdout);
    expect(index.namespace).toBe('calendar/events/v1');
    const doc = JSON.parse((await calevInProcess(['doc'], { env })).stdout);
    expect(doc.openapi).toBe('3.0.3');
  });

  it('api GET /events -f per_page=1 --raw-style output is the envelope', async () => {
    const res = await calevInProcess(['api', 'GET', '/events', '-f', 'per_page=1'], { env });
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ total: 1, total_pages: 1 });
    const missing = await calevInProcess(['api', 'GET', '/events/987654'], { env });
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.stdout).code).toBe('rest-event-not-found');
  });

  it('users add alice --role editor reads the password from stdin; users list shows her; users remove --yes removes her', async () => {
    const add = await calevInProcess(['users', 'add', 'alice', '--role', 'editor', '--email', 'a@example.org'], {
      env,
      input: 'alice-pass\n',
    });
    expect(add).toMatchObject({ code: 0 });
    expect(add.stderr).toMatch(/^added user alice \(editor, id \d+\)\n$/);
    const list = JSON.parse((await calevInProcess(['users', 'list'], { env })).stdout);
    expect(list).toEqual([expect.objectContaining({ login: 'alice', role: 'editor', email: 'a@example.org' })]);
    expect(JSON.stringify(list)).not.toMatch(/scrypt|alice-pass/);
    const table = (await calevInProcess(['users', 'list', '--format', 'table'], { env })).stdout;
    expect(table.split('\n').map((l) => l.trim().split(/\s+/))).toEqual([
      ['ID', 'LOGIN', 'EMAIL', 'ROLE'],
      [String(list[0].id), 'alice', 'a@example.org', 'editor'],
      [''],
    ]);
    expect((await calevInProcess(['users', 'add', 'alice'], { env, input: 'x\n' })).code).toBe(1);
    expect((await calevInProcess(['users', 'remove', 'alice', '--yes'], { env })).code).toBe(0);
    expect(JSON.parse((await calevInProcess(['users', 'list'], { env })).stdout)).toEqual([]);
  });
});
