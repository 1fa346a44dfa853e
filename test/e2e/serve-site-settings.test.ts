// `calev serve --timezone/--language` are kept in the data dir (site.json): the commands that open
// it in-process next (the embedded default), and a `calev serve` without the flags, answer as that
// site, not as one in UTC and in English.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from '../cli/harness.js';
import { assertBuilt, calev, startServe } from './calev.js';

let home: string;
let data: string;
let env: Record<string, string>;

beforeEach(() => {
  assertBuilt();
  home = tempDir('calev-e2e-site-');
  data = join(home, 'data');
  env = { HOME: home, XDG_CONFIG_HOME: `${home}/config`, XDG_STATE_HOME: `${home}/state`, CALEV_DATA_DIR: data };
});
afterEach(() => removeDir(home));

async function serveOnce(...flags: string[]): Promise<{ timezone_string: string; language?: string }> {
  const server = await startServe(['--port', '0', '--data-dir', data, ...flags], env);
  try {
    const index = (await (await fetch(`${server.base}/wp-json/`)).json()) as { timezone_string: string };
    return index;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

describe('calev serve --timezone and --language', () => {
  it('are what the data dir answers with next: in-process commands, and a serve without them', async () => {
    expect(existsSync(join(data, 'site.json'))).toBe(false);
    expect((await serveOnce('--timezone', 'Europe/Paris', '--language', 'fr')).timezone_string).toBe('Europe/Paris');
    const made = await calev(
      [
        'events',
        'create',
        '--title',
        'Bal',
        '--start-date',
        '2030-07-14 21:00',
        '--end-date',
        '2030-07-14 23:00',
        '--format',
        'json',
      ],
      { env },
    );
    expect(made.code, made.stderr).toBe(0);
    expect(JSON.parse(made.stdout)).toMatchObject({ timezone: 'Europe/Paris', utc_start_date: '2030-07-14 19:00:00' });
    // the site's language too: its messages
    const missing = await calev(['events', 'get', '999'], { env });
    expect(missing.stderr).toBe(
      'error: event 999: L’événement avec l’ID 999 n’existe pas. (404 rest-event-not-found)\n',
    );
    expect((await serveOnce()).timezone_string).toBe('Europe/Paris');
    // given again, the new ones are kept
    expect((await serveOnce('--timezone', 'UTC')).timezone_string).toBe('UTC');
    const later = await calev(
      [
        'events',
        'create',
        '--title',
        'Bis',
        '--start-date',
        '2030-07-15 21:00',
        '--end-date',
        '2030-07-15 23:00',
        '--format',
        'json',
      ],
      { env },
    );
    expect(JSON.parse(later.stdout)).toMatchObject({ timezone: 'UTC', utc_start_date: '2030-07-15 21:00:00' });
  });
});
