// HTML text built only from escaped pieces: every interpolated value is escaped unless it is
// markup this module produced, so a stored title such as `<script>…</script>` stays text.

/** Markup known to be safe: produced by `html` (or by `raw`, for calev's own constant text). */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

export type Piece = Html | string | number | null | undefined | false | readonly Piece[];

function render(piece: Piece): string {
  if (piece === null || piece === undefined || piece === false) return '';
  if (piece instanceof Html) return piece.text;
  if (Array.isArray(piece)) return (piece as readonly Piece[]).map(render).join('');
  return escapeHtml(String(piece));
}

/**
 * The static parts of a template without the indentation after each line break: Prettier lays
 * `html` templates out as indented HTML, which pages need not send. Worked out once per template.
 */
const compact = new WeakMap<TemplateStringsArray, readonly string[]>();

function staticParts(strings: TemplateStringsArray): readonly string[] {
  let parts = compact.get(strings);
  if (parts === undefined) compact.set(strings, (parts = strings.map((s) => s.replace(/\n[ \t]+/g, '\n'))));
  return parts;
}

/** The tagged template: `html\`<p>${title}</p>\`` escapes `title`; arrays are joined; null, undefined and false vanish. */
export function html(strings: TemplateStringsArray, ...values: Piece[]): Html {
  const parts = staticParts(strings);
  let out = parts[0];
  for (let i = 0; i < values.length; i++) out += render(values[i]) + parts[i + 1];
  return new Html(out);
}

/** calev's own constant markup (never stored text). */
export function raw(text: string): Html {
  return new Html(text);
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<` is written `\u003c`, so no stored
 * text can close the element or open a comment, and JSON.parse gives back the same value.
 */
export function jsonForScript(value: unknown): Html {
  return new Html(
    JSON.stringify(value)
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
  );
}

/**
 * A stored HTML description as paragraphs of escaped text: tags are dropped (block ends and
 * `<br>` become line breaks), entities of the five escaped characters are read back. Pages never
 * pass stored markup through, so no allow-list of tags has to be trusted.
 */
export function descriptionParagraphs(stored: string): Html[] {
  const text = stored
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|blockquote|pre|tr)\s*>/gi, '\n\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => ENTITIES[name] ?? '');
  return text
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter((para) => para !== '')
    .map((para) => html`<p>${para.split('\n').map((line, i) => (i === 0 ? line : [raw('<br>'), line]))}</p>`);
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: '\u00a0',
};
