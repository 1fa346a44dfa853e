// Pages over HTTP, as an anonymous visitor: the views and their addresses, what they show and hide,
// the event page's JSON-LD against the API's json_ld, escaping and the security headers, the
// language segment, the HTML 404 and the paths that stay the API's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/pages/delivery.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { create, get, parseCalendar, startCalendar, YEAR, type Calendar } from './support.js';

let cal: Calendar;
let srv: TestServer;

beforeAll(async () => {
  cal = await startCalendar();
  srv = cal.srv;
  // a French title and a French category name (content translations, API.md §6)
  await srv.call('POST', `/events/${cal.ids['jazz-night']}`, {
    as: 'admin',
    json: { title: 'Soirée jazz', translation_language: 'fr' },
  });
});
afterAll(async () => srv.stop());

/** markup with white space between and inside tags collapsed (the templates are laid out by Prettier) */
function flat(markup: string): string {
  return markup
    .replace(/\s*\/?>/g, '>')
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ');
}

async function page(path: string): Promise<{ status: number; headers: Headers; html: string }> {
  const res = await get(srv, path);
  return { status: res.status, headers: res.headers, html: flat(await res.text()) };
}

/** the text of every <h3> link: the events a list shows */
function listed(html: string): string[] {
  return [...html.matchAll(/<h3><a href="[^"]*">([^<]*)<\/a><\/h3>/g)].map((m) => m[1]);
}

describe('the list view', () => {
  it('GET /events/ lists the upcoming published, listed events, soonest first', async () => {
    const { status, headers, html } = await page('/events/');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(listed(html)).toEqual([
      'Jazz Night',
      'Summer Festival',
      'Members Evening',
      '&lt;script&gt;window.__stored = 1&lt;/script&gt;&lt;img src=x onerror=&quot;window.__stored = 2&quot;&gt;',
    ]);
    expect(html).not.toMatch(/Draft Idea|Private Dinner|Unlisted Talk|Old Concert/);
    expect(html).toContain(`<h2>July ${YEAR}</h2>`);
    expect(html).toContain('<p class="where">Blue Room, 1 Main St, Boston, United States</p>');
  });

  it('a protected event shows its title and time only', async () => {
    const { html } = await page('/events/');
    const entry = html.slice(
      html.indexOf('Members Evening'),
      html.indexOf('</article>', html.indexOf('Members Evening')),
    );
    expect(entry).not.toContain('Hidden Hall');
  });

  it('links to the past events, which list the latest first', async () => {
    const { html } = await page('/events/');
    expect(html).toContain(`<a rel="prev" href="${srv.base}/events/list/?eventDisplay=past">← Previous events</a>`);
    expect(listed((await page('/events/list/?eventDisplay=past')).html)).toEqual(['Old Concert']);
  });

  it('?tribe-bar-date= starts the list at that day', async () => {
    const { html } = await page(`/events/list/?tribe-bar-date=${YEAR}-07-13`);
    expect(listed(html)).toEqual(['Summer Festival', 'Members Evening', expect.stringContaining('script')]);
  });

  it('pages by 10 at /events/list/page/N/; a page past the last is the HTML 404', async () => {
    const many = await startTestServer();
    try {
      for (let i = 1; i <= 12; i++)
        await create(many, '/events', {
          title: `Talk ${String(i).padStart(2, '0')}`,
          start_date: `${YEAR}-02-${String(i).padStart(2, '0')} 10:00:00`,
          end_date: `${YEAR}-02-${String(i).padStart(2, '0')} 11:00:00`,
        });
      const first = flat(await (await fetch(`${many.base}/events/`)).text());
      expect(listed(first)).toHaveLength(10);
      expect(first).toContain(`<a rel="next" href="${many.base}/events/list/page/2/">Next events →</a>`);
      const second = flat(await (await fetch(`${many.base}/events/list/page/2/`)).text());
      expect(listed(second)).toEqual(['Talk 11', 'Talk 12']);
      expect((await fetch(`${many.base}/events/page/2/`)).status).toBe(200);
      expect((await fetch(`${many.base}/events/list/page/3/`)).status).toBe(404);
    } finally {
      await many.stop();
    }
  });
});

describe('the month and day views', () => {
  it('/events/month/YYYY-MM/ puts each event in its days, with previous and next months', async () => {
    const { status, html } = await page(`/events/month/${YEAR}-07/`);
    expect(status).toBe(200);
    const cell = (day: string) => {
      const at = html.indexOf(`<time datetime="${day}">`);
      return html.slice(at, html.indexOf('</td>', at));
    };
    expect(cell(`${YEAR}-07-11`)).toContain('Jazz Night');
    for (const d of ['12', '13', '14']) expect(cell(`${YEAR}-07-${d}`)).toContain('Summer Festival');
    expect(cell(`${YEAR}-07-15`)).not.toContain('Summer Festival');
    expect(html).toContain(`href="${srv.base}/events/month/${YEAR}-06/"`);
    expect(html).toContain(`href="${srv.base}/events/month/${YEAR}-08/"`);
    expect(html).toContain('<th scope="col"><abbr title="Monday">Mon</abbr></th>');
  });

  it('the month parameter as the plugin names it: /events/YYYY-MM/ and ?tribe-bar-date=', async () => {
    const viaPath = (await page(`/events/${YEAR}-07/`)).html;
    const viaQuery = (await page(`/events/month/?tribe-bar-date=${YEAR}-07-01`)).html;
    for (const html of [viaPath, viaQuery]) expect(html).toContain(`<h2 id="month-heading">July ${YEAR}</h2>`);
  });

  it('the day view’s date form opens the day view of the date it sends, as the month view’s opens that month', async () => {
    for (const [path, action] of [
      [`/events/${YEAR}-07-12/`, '/events/today/'],
      [`/events/category/music/day/${YEAR}-07-12/`, '/events/category/music/today/'],
    ]) {
      const form =
        /<form method="get" action="([^"]*)" role="search"><label>Date<input type="date" name="tribe-bar-date"/.exec(
          (await page(path)).html,
        );
      expect(form?.[1], path).toBe(`${srv.base}${action}`);
      const sent = flat(await (await fetch(`${form![1]}?tribe-bar-date=${YEAR}-07-11`)).text());
      expect(sent).toMatch(new RegExp(`<h2>\\w+, July 11, ${YEAR}</h2>`));
      expect(listed(sent)).toEqual(['Jazz Night']);
    }
    expect((await page(`/events/month/${YEAR}-07/`)).html).toContain(`action="${srv.base}/events/month/"`);
  });

  it('the first and last months and days a page has (1000-01-01 to 9999-12-31) link to none beyond them', async () => {
    const links = (html: string) =>
      [...html.matchAll(/rel="(prev|next)" href="[^"]*\/events\/([^"]*)"/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(links((await page('/events/month/9999-12/')).html)).toEqual(['prev month/9999-11/']);
    expect(links((await page('/events/month/1000-01/')).html)).toEqual(['next month/1000-02/']);
    expect(links((await page('/events/9999-12-31/')).html)).toEqual(['prev 9999-12-30/']);
    expect(links((await page('/events/1000-01-01/')).html)).toEqual(['next 1000-01-02/']);
    // their grids show their own days, and link to no day a page does not have
    const last = (await page('/events/month/9999-12/')).html;
    expect(last).toContain(`<a class="day" href="${srv.base}/events/9999-12-31/">`);
    expect(last).toContain('<td class="other empty"></td></tr>');
    expect((await page('/events/month/1000-01/')).html).not.toContain('/events/0999-');
  });

  it('a day with more than three events shows three and links to the day', async () => {
    const busy = await startTestServer();
    try {
      for (let i = 1; i <= 5; i++)
        await create(busy, '/events', {
          title: `Slot ${i}`,
          start_date: `${YEAR}-09-09 0${i}:00:00`,
          end_date: `${YEAR}-09-09 0${i}:30:00`,
        });
      const html = flat(await (await fetch(`${busy.base}/events/month/${YEAR}-09/`)).text());
      expect(html).toContain(`<a class="more" href="${busy.base}/events/${YEAR}-09-09/">2 more</a>`);
      expect(html).not.toContain('Slot 4');
      const day = flat(await (await fetch(`${busy.base}/events/${YEAR}-09-09/`)).text());
      expect(listed(day)).toEqual(['Slot 1', 'Slot 2', 'Slot 3', 'Slot 4', 'Slot 5']);
    } finally {
      await busy.stop();
    }
  });
});

describe('the event page', () => {
  it('shows when (with the zone), where, who, cost, terms and the description as text', async () => {
    const { status, html } = await page('/event/jazz-night/');
    expect(status).toBe(200);
    expect(html).toContain('<h1>Jazz Night</h1>');
    expect(html).toMatch(new RegExp(`<time datetime="${YEAR}-07-11T19:00:00-04:00">[^<]*7:00 – 10:00 PM EDT</time>`));
    expect(html).toContain(`<a href="${srv.base}/venue/blue-room/">Blue Room</a>`);
    expect(html).toContain('https://www.google.com/maps/search/?api=1&amp;query=Blue%20Room');
    expect(html).toContain(`<a href="${srv.base}/organizer/jazz-society/">Jazz Society</a>`);
    expect(html).toContain('<a href="mailto:info@jazz.example">info@jazz.example</a>');
    expect(html).toContain('<dt>Cost</dt><dd>$15</dd>');
    expect(html).toContain(`<a href="${srv.base}/events/category/music/" rel="tag">Music</a>`);
    expect(html).toContain(`<a href="${srv.base}/tag/jazz/" rel="tag">jazz</a>`);
    expect(html).toContain('<div class="description"><p>Three sets, one long night.</p></div>');
    expect(html).toContain(`href="${srv.base}/event/jazz-night/?ical=1"`);
    expect(html).toMatch(
      /href="https:\/\/www\.google\.com\/calendar\/event\?action=TEMPLATE&amp;ctz=America%2FNew_York&amp;dates=\d{8}T190000%2F\d{8}T220000&amp;text=Jazz\+Night/,
    );
  });

  it('carries the JSON-LD the API returns as json_ld', async () => {
    const { html } = await page('/event/jazz-night/');
    const m = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
    const api = await srv.call('GET', `/events/${cal.ids['jazz-night']}`);
    expect(JSON.parse(m![1])).toEqual(api.json.json_ld);
  });

  it('a stored <script> title or description stays text, behind a Content-Security-Policy', async () => {
    const { headers, html } = await page('/event/stored-script/');
    expect(headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(html).toContain(
      '<h1>&lt;script&gt;window.__stored = 1&lt;/script&gt;&lt;img src=x onerror=&quot;window.__stored = 2&quot;&gt;</h1>',
    );
    expect(html).not.toContain('<script>window');
    expect(html).not.toContain('<img');
    expect(html).toContain('<p>window.__stored = 3Text stays text</p>');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1];
    expect(ld).not.toContain('<');
  });

  it('a protected event shows its title and that it is protected, and no JSON-LD', async () => {
    const { status, html } = await page('/event/members-evening/');
    expect(status).toBe(200);
    expect(html).toContain('This event is password protected.');
    expect(html).not.toMatch(/Secret agenda|Hidden Hall|ld\+json/);
  });

  it.each([
    '/event/draft-idea/',
    '/event/private-dinner/',
    '/event/nope/',
    '/venue/nowhere/',
    '/events/category/none/',
    '/events/bogus/',
    '/events/month/2024-13/',
    // a page address behind an unknown language segment, or a language twice
    '/xx/events/',
    '/en/en/events/',
    '/pt-pt/event/jazz-night/',
    '/xx/events.ics',
  ])('GET %s is the HTML 404 page', async (path) => {
    const { status, headers, html } = await page(path);
    expect(status).toBe(404);
    expect(headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(html).toContain('<h1>Page not found</h1>');
  });

  it('/fr/fr/events/ (the language twice) is the French HTML 404 page', async () => {
    const { status, headers, html } = await page('/fr/fr/events/');
    expect(status).toBe(404);
    expect(headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(html).toContain('<html lang="fr">');
  });

  it('a hidden event has its page, though no list shows it', async () => {
    expect((await page('/event/unlisted-talk/')).status).toBe(200);
  });
});

describe('unpublished venues and organizers', () => {
  it('a draft venue or organizer linked to a published event is in no page, JSON-LD or feed (the API still embeds it)', async () => {
    const own = await startTestServer();
    try {
      const venue = await create(own, '/venues', {
        venue: 'Unannounced Venue',
        address: '7 Secret St',
        status: 'draft',
      });
      const guest = await create(own, '/organizers', { organizer: 'Unannounced Guest', status: 'draft' });
      const host = await create(own, '/organizers', { organizer: 'Known Host', email: 'host@example.org' });
      await create(own, '/events', {
        title: 'Gala',
        slug: 'gala',
        start_date: `${YEAR}-10-10 19:00:00`,
        end_date: `${YEAR}-10-10 22:00:00`,
        venue: venue.id,
        organizer: [guest.id, host.id],
      });
      const secret = /Unannounced|Secret St/;
      const text = async (path: string) => (await fetch(`${own.base}${path}`)).text();
      const eventPage = await text('/event/gala/');
      expect(eventPage).not.toMatch(secret);
      const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(eventPage)![1]);
      expect(ld.location).toBeUndefined();
      expect(ld.organizer.map((o: { name: string }) => o.name)).toEqual(['Known Host']);
      expect(await text('/events/')).not.toMatch(secret);
      for (const path of [
        '/events/?ical=1',
        '/event/gala/?ical=1',
        `/events/${YEAR}-10-10/?ical=1`,
        `/events/month/${YEAR}-10/?ical=1`,
        '/organizer/known-host/?ical=1',
      ]) {
        const body = await text(path);
        expect(body, path).not.toMatch(secret);
        const [gala] = parseCalendar(body).events;
        expect(gala.organizer, path).toBe('mailto:host@example.org');
        expect(gala.location, path).toBeNull();
      }
      const api = await own.call('GET', '/events/by-slug/gala');
      expect(api.json.venue.venue).toBe('Unannounced Venue');
      expect(api.json.json_ld.organizer).toHaveLength(2);
      // published, it is shown at once (feeds and pages are kept while what they show is the same)
      await own.call('POST', `/venues/${venue.id}`, { as: 'admin', json: { status: 'publish' } });
      expect(parseCalendar(await text('/events/?ical=1')).events[0].location).toBe('Unannounced Venue, 7 Secret St');
      expect(await text('/event/gala/')).toContain('7 Secret St');
    } finally {
      await own.stop();
    }
  });
});

describe('titles and names with HTML entities', () => {
  it('are shown as the characters they stand for (WordPress keeps them as HTML text), escaped once', async () => {
    const own = await startTestServer();
    try {
      const made = await create(own, '/events', {
        title: 'Q&#038;A night',
        slug: 'qa-night',
        start_date: `${YEAR}-11-05 19:00:00`,
        end_date: `${YEAR}-11-05 21:00:00`,
        categories: ['Rock &amp; Roll'],
        venue: { venue: 'O&#8217;Brien&#039;s' },
        organizer: [{ organizer: 'Smith &amp; Sons' }],
      });
      const text = async (url: string) => flat(await (await fetch(url)).text());
      const category = `${own.base}/events/category/${made.categories[0].slug}/`;
      const event = await text(made.url);
      expect(event).toContain('<title>Q&amp;A night – calev</title>');
      expect(event).toContain('<h1>Q&amp;A night</h1>');
      expect(event).toContain(`<a href="${category}" rel="tag">Rock &amp; Roll</a>`);
      expect(event).toContain(`<a href="${made.venue.url}">O’Brien&#39;s</a>`);
      expect(event).toContain(`<a href="${made.organizer[0].url}">Smith &amp; Sons</a>`);
      expect(event).toContain('text=Q%26A+night');
      expect(event).not.toMatch(/&amp;(amp|#0)/);
      const list = await text(`${own.base}/events/`);
      expect(listed(list)).toEqual(['Q&amp;A night']);
      expect(list).toContain('<p class="where">O’Brien&#39;s</p>');
      expect(await text(`${own.base}/events/month/${YEAR}-11/`)).toContain(`<a href="${made.url}">Q&amp;A night</a>`);
      expect(await text(category)).toContain('<h1>Events in Rock &amp; Roll</h1>');
      expect(await text(made.venue.url)).toContain('<h1>O’Brien&#39;s</h1>');
      expect(await text(made.organizer[0].url)).toContain('<h1>Smith &amp; Sons</h1>');
    } finally {
      await own.stop();
    }
  });
});

describe('venue, organizer, category and tag pages', () => {
  it('a venue page shows its address and its upcoming events', async () => {
    const { html } = await page('/venue/blue-room/');
    expect(html).toContain('<h1>Blue Room</h1>');
    expect(html).toContain('<address>1 Main St, Boston, United States</address>');
    expect(listed(html)).toEqual(['Jazz Night']);
    expect(html).toContain(`webcal://${new URL(srv.base).host}/venue/blue-room/?ical=1`);
  });

  it('an organizer page shows how to reach them and their events', async () => {
    const { html } = await page('/organizer/jazz-society/');
    expect(html).toContain('<dt>Phone</dt><dd>555-0100</dd>');
    expect(listed(html)).toEqual(['Jazz Night']);
  });

  it('category and tag pages list their events; /tag/<slug>/ (the API’s tag url) is the tag page', async () => {
    expect(listed((await page('/events/category/music/')).html)).toEqual(['Jazz Night', 'Summer Festival']);
    expect((await page('/events/category/music/')).html).toContain('<h1>Events in Music</h1>');
    expect(listed((await page('/events/tag/jazz/')).html)).toEqual(['Jazz Night']);
    expect(listed((await page('/tag/jazz/')).html)).toEqual(['Jazz Night']);
    expect((await page(`/events/category/music/month/${YEAR}-07/`)).html).toContain('Summer Festival');
  });

  it('every url the API hands out for them is a page', async () => {
    const api = (await srv.call('GET', `/events/${cal.ids['jazz-night']}`)).json;
    const category = (await srv.call('GET', `/categories/${api.categories[0].id}`)).json;
    const tag = (await srv.call('GET', `/tags/${api.tags[0].id}`)).json;
    const urls = [api.url, api.venue.url, api.organizer[0].url, category.url, tag.url];
    for (const url of urls) expect((await fetch(url)).status, url).toBe(200);
  });
});

describe('subscription links', () => {
  it('the list offers webcal://, Google Calendar, Outlook 365 and Live, and the .ics exports', async () => {
    const { html } = await page('/events/');
    const host = new URL(srv.base).host;
    const webcal = `webcal://${host}/events/?ical=1`;
    expect(html).toContain(
      `<a href="https://www.google.com/calendar/render?cid=${encodeURIComponent(webcal)}" rel="nofollow">Google Calendar</a>`,
    );
    expect(html).toContain(`<a href="${webcal}" rel="nofollow">iCalendar</a>`);
    expect(html).toContain(
      `https://outlook.office.com/owa?path=/calendar/action/compose&amp;rru=addsubscription&amp;url=${encodeURIComponent(webcal)}`,
    );
    expect(html).toContain('https://outlook.live.com/owa?path=/calendar/action/compose&amp;rru=addsubscription');
    expect(html).toContain(`<a href="${srv.base}/events/?ical=1" rel="nofollow">Export .ics file</a>`);
    expect(html).toContain(
      `<link rel="alternate" type="text/calendar" title="calev – Events" href="${srv.base}/events/?ical=1">`,
    );
  });
});

describe('languages', () => {
  it('/fr/events/ speaks French: the catalogue’s words, the content translation, French dates and links', async () => {
    const { html } = await page('/fr/events/');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Événements</h1>');
    expect(html).toContain('S’abonner au calendrier');
    expect(html).toContain(`<a href="${srv.base}/fr/event/jazz-night/">Soirée jazz</a>`);
    expect(html).toContain(`<h2>juillet ${YEAR}</h2>`);
    expect(html).toContain(`<a href="${srv.base}/events/" lang="en" hreflang="en">English</a>`);
  });

  it('the French event page carries the French json_ld of the API', async () => {
    const { html } = await page('/fr/event/jazz-night/');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
    const api = await srv.call('GET', `/fr/wp-json/calendar/events/v1/events/${cal.ids['jazz-night']}`, { raw: true });
    expect(ld).toEqual(api.json.json_ld);
    expect(ld.name).toBe('Soirée jazz');
  });
});

describe('credentials', () => {
  it('pages are what an anonymous visitor sees: credentials, right or wrong, change nothing', async () => {
    const basic = (who: string) => ({ authorization: `Basic ${Buffer.from(who).toString('base64')}` });
    expect((await get(srv, '/event/draft-idea/', basic('admin:admin-pass'))).status).toBe(404);
    const list = await get(srv, '/events/', basic('admin:wrong'));
    expect(list.status).toBe(200);
    expect(await list.text()).not.toContain('Draft Idea');
  });
});

describe('what stays the API’s', () => {
  it('/ sends a browser to the calendar', async () => {
    const res = await get(srv, '/');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${srv.base}/events/`);
  });

  it('a path that is no page is still the API’s JSON 404, and so is a POST to a page', async () => {
    for (const [method, path] of [
      ['GET', '/calendars'],
      ['POST', '/events/'],
      ['GET', '/xx/'],
      ['GET', '/xx/wp-json/calendar/events/v1/events'],
      ['GET', '/fr/fr/wp-json/calendar/events/v1/events'],
    ] as const) {
      const res = await fetch(`${srv.base}${path}`, { method });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('rest_no_route');
    }
  });

  it('the API under a language segment still answers', async () => {
    const res = await fetch(`${srv.base}/fr/wp-json/calendar/events/v1/events`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('the stylesheet is calev’s own, cached for long under its versioned address', async () => {
    const html = (await page('/events/')).html;
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(html)![1];
    const res = await fetch(href);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/css; charset=UTF-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(html).not.toMatch(/<(script|link)[^>]+(src|href)="https?:\/\/(?!127\.0\.0\.1)/);
  });
});
