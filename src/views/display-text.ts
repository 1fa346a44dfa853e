// API text (titles, names: HTML with entities) made plain for one line of a terminal.
import { decodeEntities } from '../domain/text.js';

/** Elements of HTML a site's text may carry (descriptions, a title with `<em>`): their tags go. */
const HTML_ELEMENTS = new Set(
  (
    'a abbr address article aside audio b bdi bdo big blockquote body br button canvas caption center cite code ' +
    'col colgroup dd del details dfn div dl dt em embed fieldset figcaption figure font footer form h1 h2 h3 h4 ' +
    'h5 h6 head header hr html i iframe img input ins kbd label legend li link main mark meta nav noscript object ' +
    'ol optgroup option p param picture pre q rp rt ruby s samp script section select small source span strike ' +
    'strong style sub summary sup svg table tbody td template textarea tfoot th thead time title tr tt u ul var ' +
    'video wbr'
  ).split(' '),
);

/** a tag (`<p>`, `</b>`, `<br/>`, `<a href="…">`) or an HTML comment */
const TAG = /<!--[\s\S]*?-->|<\/?([A-Za-z][A-Za-z0-9-]*)(?:\s[^<>]*)?\/?>/g;

/**
 * Text for a terminal: the tags of HTML elements removed, common HTML entities decoded, white
 * space collapsed. Other text between angle brackets is text (`Salle <Pleyel>`, `O'Brien <live>`:
 * calev's own store keeps titles as written, and its pages show them so).
 */
export function displayText(value: string): string {
  const untagged = value.replace(TAG, (tag: string, name: string | undefined) =>
    name === undefined || HTML_ELEMENTS.has(name.toLowerCase()) ? ' ' : tag,
  );
  return decodeEntities(untagged).replace(/\s+/g, ' ').trim();
}
