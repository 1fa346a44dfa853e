import { afterEach, describe, expect, it } from 'vitest';
import { mockSite, run } from './harness.js';

const SITE = 'https://site.test';
const env = {
  CALEV_URL: SITE,
  CALEV_USER: 'admin',
  CALEV_PASSWORD: 'pw',
  XDG_CONFIG_HOME: '/nonexistent-calev-config',
};
const NS = '/wp-json/calendar/events/v1';

describe('<id|slug> routing', () => {
  let site: ReturnType<typeof mockSite> | undefined;
  afterEach(async () => {
    await site?.agent.close();
    site = undefined;
  });
  const call = async (argv: string[]) => {
    site = mockSite(SITE, () => [200, { id: 42, title: 'T' }]);
    const res = await run(argv, { env, agent: site.agent });
    return { ...res, req: site.requests[0] };
  };

  it('events get 42 uses the id route', async () => {
    const { code, req } = await call(['events', 'get', '42']);
    expect(code).toBe(0);
    expect(req.path).toBe(`${NS}/events/42`);
  });

  it('events get jazz-night uses the slug route', async () => {
    expect((await call(['events', 'get', 'jazz-night'])).req.path).toBe(`${NS}/events/by-slug/jazz-night`);
  });

  it('events get 2024 --slug forces the slug route for an all-digit slug', async () => {
    expect((await call(['events', 'get', '2024', '--slug'])).req.path).toBe(`${NS}/events/by-slug/2024`);
    expect((await call(['events', 'get', '2024', '--by-slug'])).req.path).toBe(`${NS}/events/by-slug/2024`);
  });

  it('venues get café-bar percent-encodes the slug', async () => {
    expect((await call(['venues', 'get', 'café-bar'])).req.path).toBe(`${NS}/venues/by-slug/caf%C3%A9-bar`);
    // a WordPress slug holds its octets already: sent as written, not encoded twice
    expect((await call(['events', 'get', '%d1%84%d0%b5%d1%81%d1%82-50%'])).req.path).toBe(
      `${NS}/events/by-slug/%d1%84%d0%b5%d1%81%d1%82-50%25`,
    );
  });

  it('events update 42 --slug new-name renames through the id route', async () => {
    const { req } = await call(['events', 'update', '42', '--slug', 'new-name']);
    expect(req.method).toBe('PUT');
    expect(req.path).toBe(`${NS}/events/42`);
    expect(JSON.parse(req.body!)).toEqual({ slug: 'new-name' });
  });

  it('events update jazz-night --by-slug --title X uses the slug route and sends only the title', async () => {
    const { req } = await call(['events', 'update', 'jazz-night', '--title', 'X']);
    expect(req.path).toBe(`${NS}/events/by-slug/jazz-night`);
    expect(JSON.parse(req.body!)).toEqual({ title: 'X' });
  });

  it('organizers delete club --yes uses the slug route (read first, for the status a restore gives back)', async () => {
    const { code } = await call(['organizers', 'delete', 'club', '--yes']);
    expect(code).toBe(0);
    expect(site!.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET ${NS}/organizers/by-slug/club`,
      `DELETE ${NS}/organizers/by-slug/club`,
    ]);
  });

  it('categories get music is a usage error: terms take ids (exit 2)', async () => {
    const res = await call(['categories', 'get', 'music']);
    expect(res.code).toBe(2);
    expect(res.req).toBeUndefined();
    expect(res.stderr).toMatch(/^error: categories are addressed by id/m);
    expect(res.stderr).toMatch(/^hint: find the id with: calev categories list --slug music/m);
  });

  it('tags get 8 uses the id route', async () => {
    expect((await call(['tags', 'get', '8'])).req.path).toBe(`${NS}/tags/8`);
  });
});
