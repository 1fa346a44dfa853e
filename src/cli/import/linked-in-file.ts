// One venue or organizer named by several rows of an events file (an export has it on every event
// of it): the first row that names it gives its fields for the whole import. A later row that
// gives a field another value is sent the first row's, with a note. Otherwise the rows would each
// write their own values in turn, the last one's would stay, and every run of the same file would
// change the venue again and update the events of the other rows. Rows that give its slug (an
// export's) name it by slug: two venues of one name are two venues.
import type { Params, ParamValue } from '../../api/client.js';
import { scalarText } from '../../domain/text.js';
import { LINKED_SLUG } from './fields.js';

type Kind = 'venue' | 'organizer';
type Fields = Record<string, ParamValue>;

function named(value: ParamValue | undefined, kind: Kind): value is Fields {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && scalarText(value[kind]).trim() !== '';
}

const same = (a: ParamValue, b: ParamValue) =>
  typeof a === 'object' || typeof b === 'object'
    ? JSON.stringify(a) === JSON.stringify(b)
    : scalarText(a).trim() === scalarText(b).trim();

export class LinkedInFile {
  /** per kind and slug, or name (lower-case): the line that named it first, and the fields the rows gave it */
  private readonly first = new Map<string, { line: number; fields: Fields }>();

  /** Makes the venue and organizers of an event row agree with the rows before it; says where they did not. */
  settle(input: Params, line: number): string | undefined {
    const notes: string[] = [];
    if (named(input.venue, 'venue')) input.venue = this.agree('venue', input.venue, line, notes);
    if (Array.isArray(input.organizer))
      input.organizer = input.organizer.map((o) =>
        named(o, 'organizer') ? this.agree('organizer', o, line, notes) : o,
      );
    return notes.length ? notes.join('; ') : undefined;
  }

  private agree(kind: Kind, given: Fields, line: number, notes: string[]): Fields {
    const name = scalarText(given[kind]).trim();
    const slug = scalarText(given[LINKED_SLUG]);
    const key = slug ? `${kind} slug ${slug}` : `${kind} ${name.toLowerCase()}`;
    const seen = this.first.get(key);
    if (!seen) {
      this.first.set(key, { line, fields: { ...given } });
      return given;
    }
    const out: Fields = { ...given };
    const differing: string[] = [];
    for (const [field, value] of Object.entries(given)) {
      if (field === kind || field === LINKED_SLUG) continue;
      // a field the rows before did not give: this row's, for the rows after it too
      if (!(field in seen.fields)) seen.fields[field] = value;
      else if (!same(seen.fields[field], value)) {
        out[field] = seen.fields[field];
        differing.push(field);
      }
    }
    if (differing.length)
      notes.push(
        `${kind} "${name}" as line ${seen.line} gives it (${differing.join(', ')}): the rows of one ${kind} must agree (change them all, or use calev ${kind}s import)`,
      );
    return out;
  }
}
