// The facts of a venue and of an organizer, as the event page and their own pages show them.
import { postUrl } from '../domain/post-views.js';
import type { OrganizerRecord, VenueRecord } from '../store/records.js';
import type { PageContext } from './context.js';
import { descriptionParagraphs, html, type Html } from './html.js';
import { shownText, venueLine } from './fragments.js';
import { word } from './words.js';

/** only http(s) and mailto addresses become links; anything else is shown as text */
export function safeHref(url: string): string | null {
  return /^(https?:\/\/|mailto:)/i.test(url.trim()) ? url.trim() : null;
}

function linkOrText(url: string): Html {
  const href = safeHref(url);
  return href ? html`<a href="${href}" rel="nofollow">${url}</a>` : html`${url}`;
}

function fact(name: string, value: Html | string | null): Html {
  return value === null || value === ''
    ? html``
    : html`<dt>${name}</dt>
        <dd>${value}</dd>`;
}

/** the address without the name: street, city, region, code, country */
function addressOf(v: VenueRecord): string {
  return [v.address, v.city, v.stateprovince, v.zip, v.country].filter((p) => p.trim() !== '').join(', ');
}

/** A map search of the venue (the plugin's "Google Map" link), when its show_map_link is on and it has an address. */
export function mapLink(ctx: PageContext, v: VenueRecord): Html {
  const address = addressOf(v);
  if (!v.showMapLink || address === '') return html``;
  return html`<a
    href="https://www.google.com/maps/search/?api=1&amp;query=${encodeURIComponent(venueLine(ctx, v))}"
    rel="nofollow"
    >${word(ctx.lang, 'map')}</a
  >`;
}

export function venueName(ctx: PageContext, v: VenueRecord): string {
  return shownText(ctx, v, 'name');
}

export function organizerName(ctx: PageContext, o: OrganizerRecord): string {
  return shownText(ctx, o, 'name');
}

/** Address, phone, website and map link of a venue. */
export function venueFacts(ctx: PageContext, v: VenueRecord): Html {
  const map = mapLink(ctx, v);
  return html`<dl class="facts">
      ${fact(word(ctx.lang, 'venue'), addressOf(v) ? html`<address>${addressOf(v)}</address>` : null)}
      ${fact(word(ctx.lang, 'phone'), v.phone)}
      ${fact(word(ctx.lang, 'website'), v.website ? linkOrText(v.website) : null)}
    </dl>
    ${map.text ? html`<p>${map}</p>` : ''}`;
}

/** Phone, e-mail and website of an organizer. */
export function organizerFacts(ctx: PageContext, o: OrganizerRecord): Html {
  return html`<dl class="facts">
    ${fact(word(ctx.lang, 'phone'), o.phone)}
    ${fact(word(ctx.lang, 'email'), o.email ? html`<a href="mailto:${o.email}">${o.email}</a>` : null)}
    ${fact(word(ctx.lang, 'website'), o.website ? linkOrText(o.website) : null)}
  </dl>`;
}

/** The venue as an event page names it: its name linking to its page, then its facts. */
export function venueSection(ctx: PageContext, v: VenueRecord): Html {
  return html`<section aria-labelledby="venue-heading">
    <h2 id="venue-heading">${word(ctx.lang, 'venue')}</h2>
    <h3><a href="${postUrl(ctx, 'venues', v.id, v.slug, v.status)}">${venueName(ctx, v)}</a></h3>
    ${venueFacts(ctx, v)}
  </section>`;
}

export function organizersSection(ctx: PageContext, organizers: readonly OrganizerRecord[]): Html {
  if (organizers.length === 0) return html``;
  return html`<section aria-labelledby="organizer-heading">
    <h2 id="organizer-heading">${word(ctx.lang, organizers.length === 1 ? 'organizer' : 'organizers')}</h2>
    ${organizers.map(
      (o) =>
        html`<h3><a href="${postUrl(ctx, 'organizers', o.id, o.slug, o.status)}">${organizerName(ctx, o)}</a></h3>
          ${organizerFacts(ctx, o)}`,
    )}
  </section>`;
}

/** A stored description as escaped paragraphs. */
export function descriptionBlock(text: string): Html {
  const paragraphs = descriptionParagraphs(text);
  return paragraphs.length ? html`<div class="description">${paragraphs}</div>` : html``;
}
