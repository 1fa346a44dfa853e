// The calendar in a real browser: Debian's Chromium driven by playwright-core (no browser is ever
// downloaded). Where no Chromium is found the tests print one line and skip, so `npm test` passes
// on a machine without one; `.ci/run` installs it. CALEV_CHROMIUM names another binary.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, parseCalendar, startCalendar, YEAR, type Calendar } from './support.js';

const CHROMIUM = [
  process.env.CALEV_CHROMIUM,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].find((path): path is string => path !== undefined && path !== '' && existsSync(path));
if (!CHROMIUM)
  console.log('browser tests skipped: no Chromium found (apt-get install chromium, or set CALEV_CHROMIUM)');

// without the background-networking flags Chromium keeps calling out from a closed network
interface AxeSummary {
  checked: number;
  violations: Array<{ id: string; impact: string | null; nodes: string[] }>;
}

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

describe.skipIf(!CHROMIUM)('the calendar in Chromium', { timeout: 60_000 }, () => {
  let cal: Calendar;
  let browser: Browser;
  let context: BrowserContext;
  let shots: string;

  beforeAll(async () => {
    cal = await startCalendar();
    await create(cal.srv, '/events', {
      title: 'June Picnic',
      start_date: `${YEAR}-06-20 12:00:00`,
      end_date: `${YEAR}-06-20 15:00:00`,
      venue: { venue: 'Riverside Park', city: 'Boston' },
    });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
    context = await browser.newContext({ acceptDownloads: true });
    shots = mkdtempSync(join(tmpdir(), 'calev-shots-'));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await cal?.srv.stop();
    if (shots) rmSync(shots, { recursive: true, force: true });
  });

  async function open(path: string, ctx: BrowserContext = context): Promise<Page> {
    const page = await ctx.newPage();
    const res = await page.goto(`${cal.srv.base}${path}`);
    expect(res?.status(), path).toBe(200);
    return page;
  }

  it('month view → next month → an event → its venue → back', async () => {
    const page = await open(`/events/month/${YEAR}-06/`);
    expect(await page.locator('h2#month-heading').textContent()).toBe(`June ${YEAR}`);
    await page.getByRole('link', { name: 'Next month →' }).click();
    await page.waitForURL(`${cal.srv.base}/events/month/${YEAR}-07/`);
    await page.getByRole('link', { name: 'Jazz Night' }).click();
    await page.waitForURL(`${cal.srv.base}/event/jazz-night/`);
    expect(await page.locator('h1').textContent()).toBe('Jazz Night');
    await page.getByRole('link', { name: 'Blue Room' }).click();
    await page.waitForURL(`${cal.srv.base}/venue/blue-room/`);
    expect(await page.locator('h1').textContent()).toBe('Blue Room');
    await page.goBack();
    await page.waitForURL(`${cal.srv.base}/event/jazz-night/`);
    expect(await page.locator('h1').textContent()).toBe('Jazz Night');
    await page.close();
  });

  it('the event page’s JSON-LD parses and equals the API’s json_ld', async () => {
    const page = await open('/event/jazz-night/');
    const ld: unknown = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    const api = await cal.srv.call('GET', `/events/${cal.ids['jazz-night']}`);
    expect(ld).toEqual(api.json.json_ld);
    await page.close();
  });

  it('"Add to iCalendar" downloads an .ics that ical.js reads', async () => {
    const page = await open('/event/jazz-night/');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add to iCalendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^calev-[0-9a-f]{11}\.ics$/);
    const file = join(shots, 'event.ics');
    await download.saveAs(file);
    const { events } = parseCalendar(readFileSync(file, 'utf8'));
    expect(events.map((e) => e.summary)).toEqual(['Jazz Night']);
    await page.close();
  });

  it.each([390, 1280])('at %i px wide no page is wider than the screen', async (width) => {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    for (const path of [
      '/events/',
      `/events/month/${YEAR}-07/`,
      '/event/jazz-night/',
      '/venue/blue-room/',
      '/fr/events/',
    ]) {
      const page = await open(path, ctx);
      const [scroll, inner] = await page.evaluate<number[]>(
        '[document.documentElement.scrollWidth, window.innerWidth]',
      );
      expect(scroll, `${path} at ${width}px`).toBeLessThanOrEqual(inner);
      await page.screenshot({ path: join(shots, `${width}-${path.replace(/\W+/g, '-')}.png`), fullPage: true });
      await page.close();
    }
    await ctx.close();
  });

  it('axe-core finds nothing serious or critical on the list, month, day, event, venue and organizer pages', async () => {
    // axe is injected as a script, which the pages' Content-Security-Policy would refuse
    const ctx = await browser.newContext({ bypassCSP: true });
    for (const path of [
      '/events/',
      `/events/month/${YEAR}-07/`,
      `/events/${YEAR}-07-12/`,
      '/event/jazz-night/',
      '/venue/blue-room/',
      '/organizer/jazz-society/',
    ]) {
      const page = await open(path, ctx);
      await page.addScriptTag({ content: axe.source });
      // a string, evaluated in the page (the tests are compiled without the DOM's types)
      const { checked, violations } = await page.evaluate<AxeSummary>(`axe.run(document).then((r) => ({
        checked: r.passes.length,
        violations: r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.html) })),
      }))`);
      expect(checked, path).toBeGreaterThan(10);
      expect(
        violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
        path,
      ).toEqual([]);
      await page.close();
    }
    await ctx.close();
  });

  it('the keyboard reaches the skip link first, and it moves focus to the content', async () => {
    const page = await open('/events/');
    await page.keyboard.press('Tab');
    expect(await page.evaluate<string>('document.activeElement.textContent')).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate<string>('document.activeElement.id')).toBe('content');
    await page.close();
  });

  it('a stored <script> title never runs, with or without the Content-Security-Policy', async () => {
    for (const bypassCSP of [false, true]) {
      const ctx = await browser.newContext({ bypassCSP });
      const dialogs: string[] = [];
      for (const path of ['/events/', '/event/stored-script/', `/events/month/${YEAR}-07/`]) {
        const page = await open(path, ctx);
        page.on('dialog', (d) => void d.dismiss().then(() => dialogs.push(d.message())));
        expect(await page.evaluate<unknown>('window.__stored')).toBeUndefined();
        expect(await page.locator('body').textContent()).toContain('<script>window.__stored = 1</script>');
        await page.close();
      }
      expect(dialogs).toEqual([]);
      await ctx.close();
    }
  });
});
