// An iCalendar file as the import reads it before ical.js does: its bytes become content lines
// (RFC 5545 3.1) unfolded where the octets are, so that a UTF-8 character that a producer folded in
// two (Google folds at 75 octets, inside characters) comes back whole; and the lines are split
// into calendars and their components, so that one broken VEVENT fails on its own (with its line)
// while the others of the file are read.
import { CommandError } from '../../setup/errors.js';

/** One unfolded content line, and the line of the file where it starts. */
export interface ContentLine {
  text: string;
  line: number;
}

/** A component of a calendar (VEVENT, VTIMEZONE, VTODO, …): its lines from BEGIN to END. */
export interface RawComponent {
  /** upper case: `VEVENT` */
  name: string;
  /** the line of its BEGIN */
  line: number;
  /** BEGIN … END; empty for the components the import does not read (VTODO, VJOURNAL, …) */
  lines: ContentLine[];
  /** why its lines cannot be read as a component (no END, a line that is none of iCalendar) */
  broken?: string;
}

export interface RawCalendar {
  /** the calendar's own properties (X-WR-TIMEZONE, PRODID, …) */
  properties: ContentLine[];
  components: RawComponent[];
}

const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Components whose lines the import reads; of the others only the name is kept, to say they were left out. */
const READ = new Set(['VEVENT', 'VTIMEZONE']);
/** Components that only a calendar holds: one of them inside a VEVENT means the VEVENT had no END. */
const CALENDAR_LEVEL = new Set(['VCALENDAR', 'VEVENT', 'VTODO', 'VJOURNAL', 'VFREEBUSY', 'VTIMEZONE', 'VAVAILABILITY']);

/**
 * The file's content lines, one at a time: a line break followed by a space or a tab is removed
 * from the bytes before they are decoded as UTF-8 (a byte order mark at the start is dropped, as
 * the other formats drop it). Only the line being read is held.
 */
export async function* contentLines(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<ContentLine> {
  let parts: Buffer[] = [];
  let start = 0;
  let physical = 0;
  let partial: Buffer[] = [];
  const finish = (): ContentLine | undefined => {
    const text = (parts.length === 1 ? parts[0] : Buffer.concat(parts)).toString('utf8');
    parts = [];
    return text === '' ? undefined : { text, line: start };
  };
  function* take(bytes: Buffer): Generator<ContentLine> {
    physical += 1;
    let line = bytes.length > 0 && bytes[bytes.length - 1] === CR ? bytes.subarray(0, -1) : bytes;
    if (physical === 1 && line.subarray(0, 3).equals(BOM)) line = line.subarray(3);
    if (parts.length > 0 && (line[0] === SPACE || line[0] === TAB)) {
      parts.push(line.subarray(1));
      return;
    }
    const done = parts.length > 0 ? finish() : undefined;
    if (done) yield done;
    parts = [line];
    start = physical;
  }
  for await (const chunk of chunks) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    let from = 0;
    for (let at = buffer.indexOf(LF); at >= 0; at = buffer.indexOf(LF, from)) {
      const piece = buffer.subarray(from, at);
      yield* take(partial.length > 0 ? Buffer.concat([...partial, piece]) : piece);
      partial = [];
      from = at + 1;
    }
    if (from < buffer.length) partial.push(buffer.subarray(from));
  }
  if (partial.length > 0) yield* take(Buffer.concat(partial));
  const last = parts.length > 0 ? finish() : undefined;
  if (last) yield last;
}

/**
 * Can this text be a property line: a name (letters, digits, `-`), then its parameters or its
 * value? Some producers write a line break of a text as it is, without the space that folds a line
 * (`DESCRIPTION:Bring: laptop` then `charger and notes`): such a line is none.
 */
export function isPropertyLine(text: string): boolean {
  return /^[A-Za-z0-9-]+[;:]/.test(text) && text.includes(':');
}

const DELIMITERS = { BEGIN: /^BEGIN:(.+)$/i, END: /^END:(.+)$/i };

/** `BEGIN:VEVENT` -> `VEVENT`, for a BEGIN or END line (`which`). */
function delimited(which: 'BEGIN' | 'END', text: string): string | undefined {
  const m = DELIMITERS[which].exec(text);
  return m ? m[1].trim().toUpperCase() : undefined;
}

/**
 * The file's calendars, each with its properties and its components. Events given without their
 * calendar (BEGIN:VEVENT first) are read as a calendar of their own. A component that has no END
 * before the next VEVENT, VTODO, … or the calendar's END is `broken`, as is one with a line that is
 * no iCalendar line. Throws a CommandError (without the file's name) for a file that is not
 * iCalendar at all, or a line between components that is none.
 */
export async function readCalendars(chunks: AsyncIterable<Buffer | string>): Promise<RawCalendar[]> {
  const calendars: RawCalendar[] = [];
  let calendar: RawCalendar | undefined;
  let bare: RawCalendar | undefined;
  let open: RawComponent | undefined;
  let nested: string[] = [];
  let previous: ContentLine | undefined;
  const close = (broken?: string) => {
    if (!open) return;
    if (broken) open.broken ??= broken;
    if (!READ.has(open.name)) open.lines = [];
    if (!calendar && !bare) calendars.push((bare = { properties: [], components: [] }));
    (calendar ?? bare)!.components.push(open);
    open = undefined;
    nested = [];
  };
  for await (const line of contentLines(chunks)) {
    const begin = delimited('BEGIN', line.text);
    const end = delimited('END', line.text);
    if (!previous && !begin) throw new CommandError(`line ${line.line} is not BEGIN:VCALENDAR (${quoted(line.text)})`);
    if (open && begin && CALENDAR_LEVEL.has(begin))
      close(`it has no END:${open.name} (line ${line.line} begins a ${begin})`);
    else if (open && end === 'VCALENDAR' && !nested.includes(end)) close(`it has no END:${open.name}`);
    if (open) {
      if (begin) nested.push(begin);
      else if (end && nested.includes(end)) {
        const inner = nested[nested.length - 1];
        if (end !== inner) open.broken ??= `it has no END:${inner} (line ${line.line} is END:${end})`;
        nested.length = nested.lastIndexOf(end);
      } else if (end) open.broken ??= `line ${line.line} (END:${end}) ends no component it began`;
      previous = addLine(open.lines, line, previous, (why) => (open!.broken ??= why));
      if (nested.length === 0) close();
      continue;
    } else if (begin === 'VCALENDAR') calendars.push((calendar = { properties: [], components: [] }));
    else if (begin) {
      open = { name: begin, line: line.line, lines: [line] };
      nested = [begin];
    } else if (end === 'VCALENDAR') calendar = undefined;
    else if (calendar && !end) {
      previous = addLine(calendar.properties, line, previous, (why) => {
        throw new CommandError(why);
      });
      continue;
    }
    // anything else outside the components (a stray END, text after the last END:VCALENDAR) holds no event
    previous = line;
  }
  close(open ? `it has no END:${open.name} (the file ends)` : undefined);
  return calendars;
}

/**
 * Adds a line to a component's (or a calendar's) lines: a property line as it is; a line that is
 * none continues the property line just above it (`previous`), after a line break, as some
 * producers write a text's line breaks; anywhere else it is `bad`. Returns the line that now
 * holds the text, the `previous` of the next one.
 */
function addLine(
  lines: ContentLine[],
  line: ContentLine,
  previous: ContentLine | undefined,
  bad: (why: string) => void,
): ContentLine {
  if (isPropertyLine(line.text) || delimited('BEGIN', line.text) || delimited('END', line.text)) {
    lines.push(line);
    return line;
  }
  const above = lines[lines.length - 1];
  if (above && above === previous && !delimited('BEGIN', above.text) && !delimited('END', above.text)) {
    above.text += `\\n${line.text}`;
    return above;
  }
  bad(`line ${line.line} is not an iCalendar line (${quoted(line.text)})`);
  return line;
}

/** A value as a message quotes it: cut after 60 characters. */
export function quoted(text: string): string {
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);
}

/** A property line's name (upper case), parameters (names upper case) and value. */
export interface PropertyLine {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** Splits a property line; a parameter value in quotes may hold `:`, `;` and `,`. */
export function readPropertyLine(text: string): PropertyLine {
  let quote = false;
  let colon = -1;
  const cuts: number[] = [];
  for (let i = 0; i < text.length && colon < 0; i++) {
    const c = text[i];
    if (c === '"') quote = !quote;
    else if (!quote && c === ';') cuts.push(i);
    else if (!quote && c === ':') colon = i;
  }
  if (colon < 0) colon = text.length;
  const name = text.slice(0, cuts[0] ?? colon).toUpperCase();
  const params: Record<string, string> = {};
  cuts.forEach((at, i) => {
    const param = text.slice(at + 1, cuts[i + 1] ?? colon);
    const eq = param.indexOf('=');
    if (eq > 0) params[param.slice(0, eq).toUpperCase()] = param.slice(eq + 1).replace(/^"(.*)"$/, '$1');
  });
  return { name, params, value: text.slice(colon + 1) };
}

/** The properties of the component itself (not of a VALARM inside it), with their lines. */
export function* ownProperties(component: RawComponent): Generator<PropertyLine & { line: number }> {
  let depth = 0;
  for (const line of component.lines) {
    if (delimited('BEGIN', line.text)) depth += 1;
    else if (delimited('END', line.text)) depth -= 1;
    else if (depth === 1) yield { ...readPropertyLine(line.text), line: line.line };
  }
}
