// The name WordPress stores for a category or tag created or renamed with a given name: WordPress
// 6.1's `pre_term_name` filters, which wp_insert_term and wp_update_term apply to every name, in
// their order: sanitize_text_field (a `<` that opens no tag escaped, tags and `<script>`/`<style>`
// with their content removed, white space collapsed, percent-encoded octets removed),
// wp_filter_kses (entities normalised: a stray `&` as `&amp;`; a lone `>` as `&gt;`; what is left
// of a tag kept only for the few tags comments may hold) and _wp_specialchars (`<` and `>` as
// `&lt;` and `&gt;`, entities not encoded twice). So `C++ < Rust` is stored as `C++ &lt; Rust`,
// `Kids <12>` as `Kids`, `a < b and c > d` as `a &lt;b&gt; d`. The term search compares with the
// stored name, and a name whose stored one another term has is that term (wp_insert_term answers
// term_exists). Checked against the names a real site stored (test/api/wordpress-term-name.test.ts,
// test/fixtures/tec-live/term-names-as-stored.json).

/** The name `name` is stored as (WordPress 6.1, `pre_term_name`). */
export function wordpressTermName(name: string): string {
  return specialChars(kses(sanitizeTextField(name)));
}

/** sanitize_text_field, without keeping line breaks. */
function sanitizeTextField(text: string): string {
  let filtered = text;
  if (filtered.includes('<')) {
    filtered = escapeUnclosedLessThan(filtered);
    filtered = stripTags(filtered.replace(/<(script|style)[^>]*?>[\s\S]*?<\/\1>/gi, '')).trim();
    filtered = filtered.replaceAll('<\n', '&lt;\n');
  }
  filtered = filtered.replace(/[\r\n\t ]+/g, ' ').trim();
  let found = false;
  for (let octet = /%[a-f0-9]{2}/i.exec(filtered); octet !== null; octet = /%[a-f0-9]{2}/i.exec(filtered)) {
    filtered = filtered.split(octet[0]).join('');
    found = true;
  }
  return found ? filtered.replace(/ +/g, ' ').trim() : filtered;
}

/** wp_pre_kses_less_than: a `<` with no `>` before the next `<` (or the end) is escaped (esc_html). */
function escapeUnclosedLessThan(text: string): string {
  return text.replace(/<[^<>]*(?:>|(?=<)|$)/g, (m) => (m.includes('>') ? m : specialChars(m, true)));
}

/**
 * PHP's strip_tags: a `<` followed by white space is text; any other starts a tag that ends at
 * the next `>` outside quotes (nested `<` counted), or runs to the end; `<!--` to `-->`.
 */
function stripTags(html: string): string {
  let text = '';
  let i = 0;
  while (i < html.length) {
    const c = html[i];
    if (c !== '<' || /\s/.test(html[i + 1] ?? '')) {
      text += c;
      i += 1;
      continue;
    }
    if (html.startsWith('<!--', i)) {
      const close = html.indexOf('-->', i + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    let quote = '';
    let depth = 0;
    let j = i + 1;
    for (; j < html.length; j += 1) {
      const d = html[j];
      if (quote !== '') {
        if (d === quote) quote = '';
      } else if (d === '"' || d === "'") quote = d;
      else if (d === '<') depth += 1;
      else if (d === '>') {
        if (depth === 0) break;
        depth -= 1;
      }
    }
    i = j + 1;
  }
  return text;
}

/** The tags (and their attributes) wp_kses keeps in `pre_term_name`: WordPress's $allowedtags. */
const ALLOWED_TAGS: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  abbr: ['title'],
  acronym: ['title'],
  b: [],
  blockquote: ['cite'],
  cite: [],
  code: [],
  del: ['datetime'],
  em: [],
  i: [],
  q: ['cite'],
  s: [],
  strike: [],
  strong: [],
};

/**
 * wp_kses with $allowedtags: control characters removed, entities normalised, each `<…>` left
 * (after strip_tags, only `< b …>`: a `<` and white space) kept as the allowed tag it names, with
 * its allowed attributes, or removed; a lone `>` as `&gt;`.
 */
function kses(text: string): string {
  // eslint-disable-next-line no-control-regex -- wp_kses_no_null
  const content = normalizeEntities(text.replace(/[\x00-\x08\x0b\x0c\x0e-\x1f]/g, ''));
  return content.replace(/<[^>]*(?:>|$)|>/g, (m) => {
    if (!m.startsWith('<')) return '&gt;';
    const tag = /^<\s*(\/\s*)?([a-zA-Z0-9-]+)([^>]*)>?$/.exec(m.replace(/\\"/g, '"'));
    if (tag === null) return '';
    const [, slash, elem, attrs] = tag as unknown as [string, string | undefined, string, string];
    const allowed = ALLOWED_TAGS[elem.toLowerCase()];
    if (allowed === undefined) return '';
    if ((slash ?? '').trim() !== '') return `</${elem}>`;
    const xhtmlSlash = /\s*\/\s*$/.test(attrs) ? ' /' : '';
    const kept: string[] = [];
    for (const a of attrs.matchAll(/([-a-zA-Z0-9_:.]+)\s*=\s*("[^"]*"|'[^']*'|[^\s"']+)/g)) {
      const value = a[2];
      if (allowed.includes(a[1].toLowerCase())) kept.push(` ${a[1]}=${/^["']/.test(value) ? value : `"${value}"`}`);
    }
    return `<${elem}${kept.join('')}${xhtmlSlash}>`;
  });
}

/** The entities wp_kses keeps by name (WordPress 6.1's $allowedentitynames): HTML 4's and `apos`. */
const ENTITY_NAMES = new Set(
  (
    'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn acute micro para ' +
    'middot cedil ordm raquo iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml ' +
    'Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml ' +
    'Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute ' +
    'icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml ' +
    'quot amp lt gt apos OElig oelig Scaron scaron Yuml circ tilde ensp emsp thinsp zwnj zwj lrm rlm ndash mdash ' +
    'lsquo rsquo sbquo ldquo rdquo bdquo dagger Dagger permil lsaquo rsaquo euro fnof Alpha Beta Gamma Delta ' +
    'Epsilon Zeta Eta Theta Iota Kappa Lambda Mu Nu Xi Omicron Pi Rho Sigma Tau Upsilon Phi Chi Psi Omega alpha ' +
    'beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigmaf sigma tau upsilon phi ' +
    'chi psi omega thetasym upsih piv bull hellip prime Prime oline frasl weierp image real trade alefsym larr uarr ' +
    'rarr darr harr crarr lArr uArr rArr dArr hArr forall part exist empty nabla isin notin ni prod sum minus lowast ' +
    'radic prop infin ang and or cap cup int sim cong asymp ne equiv le ge sub sup nsub sube supe oplus otimes perp ' +
    'sdot lceil rceil lfloor rfloor lang rang loz spades clubs hearts diams sup1 sup2 sup3 frac14 frac12 frac34 there4'
  ).split(' '),
);

/**
 * wp_kses_normalize_entities: every `&` that starts no entity WordPress knows as `&amp;`; numeric
 * entities of characters XML allows written in decimal with at least 3 digits, others disarmed.
 */
function normalizeEntities(text: string): string {
  return text.replace(
    /&(?:([A-Za-z]{2,8}[0-9]{0,2});|#(0*[0-9]{1,7});|#[Xx](0*[0-9A-Fa-f]{1,6});)?/g,
    (m, named?: string, dec?: string, hex?: string) => {
      if (named !== undefined) return ENTITY_NAMES.has(named) ? m : `&amp;${named};`;
      if (dec !== undefined) {
        // PHP's empty(): `&#0;` is removed
        if (dec === '0') return '';
        return validUnicode(Number(dec)) ? `&#${dec.replace(/^0+/, '').padStart(3, '0')};` : `&amp;#${dec};`;
      }
      if (hex !== undefined)
        return validUnicode(parseInt(hex, 16)) ? `&#x${hex.replace(/^0+/, '')};` : `&amp;#x${hex};`;
      return '&amp;';
    },
  );
}

function validUnicode(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/**
 * _wp_specialchars without encoding entities twice: `<`, `>` (and with `quotes`, esc_html's `"`
 * and `'`). PHP's htmlspecialchars knows the entities of HTML 4, which has no `&apos;`.
 */
function specialChars(text: string, quotes = false): string {
  if (!/[&<>"']/.test(text)) return text;
  const escaped = normalizeEntities(text)
    .replaceAll('&apos;', '&amp;apos;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
  return quotes ? escaped.replaceAll('"', '&quot;').replaceAll("'", '&#039;') : escaped;
}
