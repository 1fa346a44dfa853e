// `list --all` follows the pages at the API's largest page size (50), not the default 10: five
// times fewer requests for the same items; `--page N --all` keeps the default page size, so it
// starts where `--page N` does. The real server; the requests counted from `-v`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, USERS, type TestServer } from '../support/server.js';
import { run } from './harness.js';

let srv: TestServer;
let env: Record<string, string>;
const N = 120;

beforeAll(async () => {
  srv = await startTestServer();
  for (let i = 0; i < N; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const r = await srv.call('POST', '/events', {
      as: 'admin',
      json: {
        title: `Paged ${i}`,
        start_date: `2031-03-${day} 10:${String(i % 60).padStart(2, '0')}`,
        end_date: `2031-03-${day} 23:00`,
      },
    });
    expect(r.status).toBe(201);
  }
  env = {
    CALEV_URL: srv.base,
    CALEV_USER: 'admin',
    CALEV_PASSWORD: USERS.admin,
    XDG_CONFIG_HOME: `${srv.dir}/config`,
  };
});
afterAll(async () => {
  await srv.stop();
});

const RANGE = ['--start-date', '2031-03-01', '--end-date', '2031-03-31'];
/** the event lists a `-v` run asked for */
const lists = (stderr: string) =>
  stderr.split('\n').filter((l) => /^> GET \S+\/wp-json\/calendar\/events\/v1\/events\/?\?/.test(l));

describe('events list --all', () => {
  it('asks for pages of 50: 120 events in 3 requests', async () => {
    const res = await run(['events', 'list', '-v', '--all', ...RANGE, '--format', 'ids'], { env });
    expect(res.code, res.stderr).toBe(0);
    expect(new Set(res.stdout.trim().split('\n')).size).toBe(N);
    expect(lists(res.stderr)).toHaveLength(3);
    expect(lists(res.stderr).every((r) => r.includes('per_page=50'))).toBe(true);
    const count = await run(['events', 'list', '-v', '--all', ...RANGE, '--format', 'count'], { env });
    expect([count.stdout, lists(count.stderr).length]).toEqual([`${N}\n`, 3]);
  });

  it('--per-page given is kept; --page N --all starts where --page N does (pages of the default 10)', async () => {
    const given = await run(['events', 'list', '-v', '--all', '--per-page', '40', ...RANGE, '--format', 'count'], {
      env,
    });
    expect([given.stdout, lists(given.stderr).length]).toEqual([`${N}\n`, 3]);
    const page2 = (await run(['events', 'list', '--page', '2', ...RANGE, '--format', 'ids'], { env })).stdout;
    const from2 = (await run(['events', 'list', '--page', '2', '--all', ...RANGE, '--format', 'ids'], { env })).stdout;
    expect(from2.trim().split('\n')).toHaveLength(N - 10);
    expect(from2.startsWith(page2)).toBe(true);
  });
});
