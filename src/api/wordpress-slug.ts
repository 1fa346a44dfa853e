// The slug WordPress makes of a title or a given slug (sanitize_title in its "save" context, as
// WordPress 6.1 with the site language en_US does it): HTML removed, accents removed by WordPress's
// own table (remove_accents), every other character outside ASCII percent-encoded in UTF-8 (up to
// 200 characters), some punctuation and invisible characters dropped or made a dash, anything else
// that is not a letter, digit, `_` or `-` removed. Checked against the slugs a real site gave
// (test/fixtures/tec-live/wordpress-slugs-of-titles.json). Sites in German, Danish, Catalan or
// Serbian remove a few accents otherwise (ä to ae, å to aa...): their slugs of such titles differ.

/** remove_accents (WordPress 6.1, en_US): each character of the first text becomes the second. */
const ACCENTS: ReadonlyArray<readonly [string, string]> = [
  ['£', ''],
  ['ÀÁÂÃÄÅĀĂĄẦẰẢẨẲẪẴẤẮẠẬẶǍ', 'A'],
  ['ªàáâãäåāăąầằảẩẳẫẵấắạậặɑǎ', 'a'],
  ['Æ', 'AE'],
  ['æ', 'ae'],
  ['ÇĆĈĊČ', 'C'],
  ['çćĉċč', 'c'],
  ['ÐĎĐ', 'D'],
  ['ðďđ', 'd'],
  ['ÈÉÊËĒĔĖĘĚ€ỀẺỂẼỄẾẸỆ', 'E'],
  ['èéêëēĕėęěềẻểẽễếẹệ', 'e'],
  ['ĜĞĠĢ', 'G'],
  ['ĝğġģ', 'g'],
  ['ĤĦ', 'H'],
  ['ĥħ', 'h'],
  ['ÌÍÎÏĨĪĬĮİỈỊǏ', 'I'],
  ['ìíîïĩīĭįıỉịǐ', 'i'],
  ['Ĳ', 'IJ'],
  ['ĳ', 'ij'],
  ['Ĵ', 'J'],
  ['ĵ', 'j'],
  ['Ķ', 'K'],
  ['ķĸ', 'k'],
  ['ĹĻĽĿŁ', 'L'],
  ['ĺļľŀł', 'l'],
  ['ÑŃŅŇŊ', 'N'],
  ['ñńņňŉŋ', 'n'],
  ['ÒÓÔÕÖØŌŎŐƠỒỜỎỔỞỖỠỐỚỌỘỢǑ', 'O'],
  ['ºòóôõöøōŏőơồờỏổởỗỡốớọộợǒ', 'o'],
  ['Œ', 'OE'],
  ['œ', 'oe'],
  ['ŔŖŘ', 'R'],
  ['ŕŗř', 'r'],
  ['ŚŜŞŠȘ', 'S'],
  ['ßśŝşšſș', 's'],
  ['ŢŤŦȚ', 'T'],
  ['ţťŧț', 't'],
  ['Þ', 'TH'],
  ['þ', 'th'],
  ['ÙÚÛÜŨŪŬŮŰŲƯỪỦỬỮỨỤỰǕǗǓǙǛ', 'U'],
  ['ùúûüũūŭůűųưừủửữứụựǖǘǔǚǜ', 'u'],
  ['Ŵ', 'W'],
  ['ŵ', 'w'],
  ['ÝŶŸỲỶỸỴ', 'Y'],
  ['ýÿŷỳỷỹỵ', 'y'],
  ['ŹŻŽ', 'Z'],
  ['źżž', 'z'],
];

const UNACCENTED = new Map<string, string>();
for (const [from, to] of ACCENTS) for (const ch of from) UNACCENTED.set(ch, to);

/** Encoded sequences removed in the save context (soft hyphen, quotes, ©, ™, zero widths...). */
const DROPPED = [
  ...['%c2%ad', '%c2%a1', '%c2%bf', '%c2%ab', '%c2%bb', '%e2%80%b9', '%e2%80%ba'],
  ...['%e2%80%98', '%e2%80%99', '%e2%80%9c', '%e2%80%9d', '%e2%80%9a', '%e2%80%9b', '%e2%80%9e', '%e2%80%9f'],
  ...['%e2%80%a2', '%c2%a9', '%c2%ae', '%c2%b0', '%e2%80%a6', '%e2%84%a2'],
  ...['%c2%b4', '%cb%8a', '%cc%81', '%cd%81', '%cc%80', '%cc%84', '%cc%8c'],
  ...['%e2%80%8b', '%e2%80%8c', '%e2%80%8d', '%e2%80%8e', '%e2%80%8f'],
  ...['%e2%80%aa', '%e2%80%ab', '%e2%80%ac', '%e2%80%ad', '%e2%80%ae', '%ef%bb%bf', '%ef%bf%bc'],
];
/** Encoded sequences made a dash: no-break and other spaces, en and em dashes, line separators. */
const DASHED = [
  ...['%c2%a0', '%e2%80%93', '%e2%80%94'],
  ...['%e2%80%80', '%e2%80%81', '%e2%80%82', '%e2%80%83', '%e2%80%84', '%e2%80%85', '%e2%80%86'],
  ...['%e2%80%87', '%e2%80%88', '%e2%80%89', '%e2%80%8a', '%e2%80%a8', '%e2%80%a9', '%e2%80%af'],
];
const DROPPED_RE = new RegExp(DROPPED.join('|'), 'g');
const DASHED_RE = new RegExp(DASHED.join('|'), 'g');

export function wordpressSlug(title: string): string {
  // strip_tags: a `<` that is followed by anything but white space opens a tag, to its `>` or the end
  let text = title.replace(/<(?=\S)[^>]*(?:>|$)/g, '').normalize('NFC');
  text = Array.from(text, (ch) => UNACCENTED.get(ch) ?? ch).join('');
  // percent signs stay only as escaped octets
  text = text.replace(/%(?![0-9a-f]{2})/gi, '');
  text = utf8UriEncode(text.toLowerCase(), 200).toLowerCase();
  text = text
    .replace(DASHED_RE, '-')
    .replace(/&nbsp;|&#160;|&ndash;|&#8211;|&mdash;|&#8212;|\//g, '-')
    .replace(DROPPED_RE, '')
    .replace(/%c3%97/g, 'x')
    .replace(/&.+?;/g, '')
    .replace(/\./g, '-')
    .replace(/[^%a-z0-9 _-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
  return text.replace(/^-+|-+$/g, '');
}

/** utf8_uri_encode: characters outside ASCII as %xx octets, stopping before `max` is passed. */
function utf8UriEncode(text: string, max: number): string {
  let out = '';
  for (const ch of text) {
    const piece =
      ch.codePointAt(0)! < 0x80 ? ch : Array.from(Buffer.from(ch, 'utf8'), (b) => `%${b.toString(16)}`).join('');
    if (out.length + piece.length > max) break;
    out += piece;
  }
  return out;
}
