// `calev serve --public-url URL` from the real binary: it prints where the calendar is, and every
// URL it hands out (API, pages, feeds) starts with the public address; a bad one is a usage error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from '../cli/harness.js';
import { assertBuilt, calev, startServe } from './calev.js';

let home: string;
let env: Record<string, string>;

beforeAll(() => {
  assertBuilt();
  home = tempDir('calev-e2e-public-url-');
  env = { HOME: home, XDG_CONFIG_HOME: `${home}/config`, XDG_DATA_HOME: `${home}/xdg` };
});
afterAll(() => removeDir(home));

describe('calev serve --public-url', () => {
  it('prints the calendar and feed at the public address, and the API, pages and feeds link to it', async () => {
    const server = await startServe(
      [
        '--port',
        '0',
        '--data-dir',
        `${home}/data`,
        '--user',
        'admin:admin-pass',
        '--public-url',
        'https://cal.example.org/',
      ],
      env,
    );
    try {
      expect(server.stdout()).toMatch(
        /^Calendar: https:\/\/cal\.example\.org\/events\/ \(feed: https:\/\/cal\.example\.org\/events\.ics\)$/m,
      );
      const auth = `Basic ${Buffer.from('admin:admin-pass').toString('base64')}`;
      const created = await fetch(`${server.apiUrl.replace(/\/$/, '')}/events`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: 'Tunnel talk',
          start_date: '2099-05-01 18:00:00',
          end_date: '2099-05-01 19:00:00',
        }),
      });
      expect(((await created.json()) as { url: string }).url).toBe('https://cal.example.org/event/tunnel-talk/');
      const page = await (await fetch(`${server.base}/events/list/?tribe-bar-date=2099-01-01`)).text();
      expect(page).toContain('href="https://cal.example.org/event/tunnel-talk/"');
      expect(page).toContain('webcal://cal.example.org/events/list/?ical=1');
      const feed = await (await fetch(`${server.base}/event/tunnel-talk/?ical=1`)).text();
      expect(feed).toContain('\r\nUID:tunnel-talk@cal.example.org\r\n');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('a --public-url that is not an http(s) URL is a usage error (exit 2)', async () => {
    const res = await calev(
      ['serve', '--port', '0', '--data-dir', `${home}/other`, '--public-url', 'webcal://x.example'],
      { env },
    );
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('error: --public-url: "webcal://x.example" must start with http:// or https://');
  });
});
