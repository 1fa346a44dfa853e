// The page shell every page shares: landmarks (header, nav, main, footer), a skip link, the
// language alternatives, the one stylesheet, and the subscription links the plugin offers.
import { LANGUAGES, type Language } from '../spec/types.js';
import { localeOf } from './calendar-dates.js';
import type { PageContext } from './context.js';
import { html, jsonForScript, raw, type Html } from './html.js';
import { feedUrl, scopeUrl, STYLESHEET_PATH, viewUrl, type FeedKind } from './paths.js';
import { STYLESHEET_VERSION } from './stylesheet.js';
import { word } from './words.js';

export const SITE_NAME = 'calev';

export interface Shell {
  /** the <h1>, and the start of the <title> */
  title: string;
  /** added to the <title>: the view (a month, a day, a page) */
  subtitle?: string;
  /** the path after the language segment, with its query: the language links keep it */
  here: string;
  /** which view link is the current one */
  current?: 'list' | 'month' | 'day';
  /** the page's iCalendar feed, announced with <link rel="alternate"> */
  feed?: string;
  main: Html;
  jsonLd?: unknown;
}

const languageNames = new Map<Language, string>();

/** a language's name in that language (Français, Deutsch, 日本語, …) */
function autonym(lang: Language): string {
  let name = languageNames.get(lang);
  if (name === undefined) {
    const locale = localeOf(lang);
    const found = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? lang;
    languageNames.set(lang, (name = found.charAt(0).toLocaleUpperCase(locale) + found.slice(1)));
  }
  return name;
}

/** the site address of `lang`: the default language has no segment */
function siteUrlOf(ctx: PageContext, lang: Language): string {
  return lang === ctx.site.language ? ctx.baseUrl : `${ctx.baseUrl}/${lang}`;
}

function viewNav(ctx: PageContext, current: Shell['current']): Html {
  const all = { kind: 'all' } as const;
  const items: Array<[NonNullable<Shell['current']>, string, string]> = [
    ['list', word(ctx.lang, 'list'), scopeUrl(ctx.siteUrl, all)],
    ['month', word(ctx.lang, 'month'), viewUrl(ctx.siteUrl, all, { kind: 'month' })],
    ['day', word(ctx.lang, 'today'), viewUrl(ctx.siteUrl, all, { kind: 'day' })],
  ];
  return html`<nav class="views" aria-label="${word(ctx.lang, 'views')}">
    <ul>
      ${items.map(
        ([kind, label, href]) =>
          html`<li><a href="${href}" ${kind === current ? raw(' aria-current="page"') : ''}>${label}</a></li>`,
      )}
    </ul>
  </nav>`;
}

function languageNav(ctx: PageContext, here: string): Html {
  return html`<nav class="languages" aria-label="${word(ctx.lang, 'languages')}">
    <ul>
      ${LANGUAGES.map(
        (lang) =>
          html`<li>
            <a
              href="${siteUrlOf(ctx, lang)}${here}"
              lang="${localeOf(lang)}"
              hreflang="${localeOf(lang)}"
              ${lang === ctx.lang ? raw(' aria-current="true"') : ''}
              >${autonym(lang)}</a
            >
          </li>`,
      )}
    </ul>
  </nav>`;
}

/** The whole document. */
export function renderPage(ctx: PageContext, shell: Shell): string {
  const lang = localeOf(ctx.lang);
  const doc = html`<!DOCTYPE html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${shell.title}${shell.subtitle ? ` – ${shell.subtitle}` : ''} – ${SITE_NAME}</title>
        <link rel="stylesheet" href="${ctx.baseUrl}${STYLESHEET_PATH}?v=${STYLESHEET_VERSION}" />
        ${shell.feed ? html`<link rel="alternate" type="text/calendar" title="${SITE_NAME} – ${shell.title}" href="${shell.feed}" />` : ''}
        ${LANGUAGES.map((l) => html`<link rel="alternate" hreflang="${localeOf(l)}" href="${siteUrlOf(ctx, l)}${shell.here}" />`)}
        ${
          shell.jsonLd === undefined
            ? ''
            : html`<script type="application/ld+json">
                ${jsonForScript(shell.jsonLd)}
              </script>`
        }
      </head>
      <body>
        <a class="skip" href="#content">${word(ctx.lang, 'skip')}</a>
        <header class="site">
          <a class="site-name" href="${ctx.siteUrl}/events/">${SITE_NAME}</a>
          ${viewNav(ctx, shell.current)}
        </header>
        <main id="content" tabindex="-1">
          <h1>${shell.title}</h1>
          ${shell.main}
        </main>
        <footer class="site">${languageNav(ctx, shell.here)}</footer>
      </body>
    </html> `;
  return doc.text;
}

/** http(s)://… as webcal://…: calendar apps open it as a subscription */
export function webcalOf(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/** The "Subscribe to calendar" links of a view (The Events Calendar's list): Google Calendar, iCalendar (webcal), Outlook 365 and Live, and the two .ics exports. */
export function subscribeBlock(ctx: PageContext, pageUrl: string, name: string): Html {
  const feed = feedUrl(pageUrl);
  const webcal = webcalOf(feed);
  const outlook = (host: string) =>
    `https://outlook.${host}.com/owa?path=/calendar/action/compose&rru=addsubscription&url=${encodeURIComponent(webcal)}&name=${encodeURIComponent(`${SITE_NAME} ${name}`)}`;
  const links: Array<[string, string]> = [
    [word(ctx.lang, 'google'), `https://www.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`],
    [word(ctx.lang, 'icalendar'), webcal],
    [word(ctx.lang, 'outlook365'), outlook('office')],
    [word(ctx.lang, 'outlookLive'), outlook('live')],
    [word(ctx.lang, 'exportIcs'), feed],
    [word(ctx.lang, 'exportOutlookIcs'), feedUrl(pageUrl, 'outlook' satisfies FeedKind)],
  ];
  return html`<details class="subscribe">
    <summary>${word(ctx.lang, 'subscribe')}</summary>
    <ul>
      ${links.map(([label, href]) => html`<li><a href="${href}" rel="nofollow">${label}</a></li>`)}
    </ul>
  </details>`;
}
