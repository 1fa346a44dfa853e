// Slugs (API.md §5.4). Non-Latin letters are kept as characters (§9 #14); only emitted URLs
// percent-encode them (§1.2).

/** Accents on Latin letters are dropped ("Été" -> "ete"), but marks of other scripts are part of their letters. */
const MARKS_AFTER_ASCII_LETTER = /(?<=[A-Za-z])\p{M}+/gu;
const NOT_SLUG_CHARACTERS = /[^\p{L}\p{M}\p{Nd}_]+/gu;
const EDGE_DASHES = /^-+|-+$/g;
const MAX_SLUG_LENGTH = 200;
const NON_ASCII_RUN = /[^\p{ASCII}]+/gu;
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

/** §5.4 steps 1-4 (NFKD, drop combining marks after ASCII letters, NFC, lower-case, runs of non letters/marks/digits/_ -> '-', trim '-', cut to 200, trim '-'); '' when nothing is left (the caller applies the id fallback). */
export function sanitizeSlug(text: string): string {
  // Printable ASCII (most titles and names): NFKD/NFC leave it as it is, it has no marks, and
  // one UTF-16 unit is one code point, so the general steps reduce to these.
  if (PRINTABLE_ASCII.test(text)) {
    const dashed = text.toLowerCase().replace(NOT_SLUG_CHARACTERS, '-').replace(EDGE_DASHES, '');
    return dashed.length <= MAX_SLUG_LENGTH ? dashed : dashed.slice(0, MAX_SLUG_LENGTH).replace(EDGE_DASHES, '');
  }
  const folded = text.normalize('NFKD').replace(MARKS_AFTER_ASCII_LETTER, '').normalize('NFC');
  const dashed = folded.toLowerCase().replace(NOT_SLUG_CHARACTERS, '-').replace(EDGE_DASHES, '');
  // Cut by code point so that a letter outside the BMP is never split into a lone surrogate.
  return Array.from(dashed).slice(0, MAX_SLUG_LENGTH).join('').replace(EDGE_DASHES, '');
}

/** first free of base, base-2, base-3, ... according to `taken` */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base;
  let suffix = 2;
  while (taken(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

/** for emitted URLs: percent-encode (UTF-8) only when the slug has non-ASCII characters */
export function slugForUrl(slug: string): string {
  return slug.replace(NON_ASCII_RUN, percentEncodeUtf8);
}

// Buffer rather than encodeURIComponent: it never throws on a lone surrogate (it writes U+FFFD).
function percentEncodeUtf8(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) encoded += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  return encoded;
}

const ENCODED_RUN = /(?:%[0-9a-fA-F]{2})+/g;

/**
 * A slug as WordPress gives it (other scripts and emoji as percent-encoded UTF-8, `%d0%ba…`) in
 * the letters it stands for (`к…`), as §5.4 keeps them; a run of octets that is no UTF-8 stays.
 */
export function decodeSlug(slug: string): string {
  return slug.replace(ENCODED_RUN, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/**
 * A slug as a segment of a request path: percent-encoded, but for the octets it already holds
 * (WordPress stores other scripts so, `%d0%ba%d0%b8…`, and its route reads them as written).
 */
export function slugSegment(slug: string): string {
  return slug
    .split(/(%[0-9a-fA-F]{2})/)
    .map((part, i) => (i % 2 === 1 ? part : encodeURIComponent(part)))
    .join('');
}
