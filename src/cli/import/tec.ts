// CSV files in the column layout of The Events Calendar's CSV importer ("Event Name", "Event
// Start Date", "Venue Name", "Organizer Email", …): headers are matched loosely (case, spaces and
// punctuation ignored), dates like `11/19/2014` and times like `7:30:00` are read, truthy cells
// (`TRUE`, `Yes`, `1`, `true`) become booleans, venues and organizers are linked by name.
import type { Params } from '../../api/client.js';
import type { Resource } from '../../spec/types.js';
import { parseListCell } from '../export/columns.js';
import type { ImportItem } from './item.js';
import type { DateOrder } from './formats.js';
import { scalarText } from '../../domain/text.js';

/** `Event Start Date` -> `eventstartdate` */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

type Target = string;

const EVENT_COLUMNS: Record<string, Target> = {
  eventname: 'title',
  eventtitle: 'title',
  eventdescription: 'description',
  eventexcerpt: 'excerpt',
  eventstartdate: '@start_date',
  eventstarttime: '@start_time',
  eventenddate: '@end_date',
  eventendtime: '@end_time',
  alldayevent: '!all_day',
  eventallday: '!all_day',
  eventtimezone: 'timezone',
  timezone: 'timezone',
  eventvenuename: '@venue',
  eventorganizername: '@organizer',
  // the plugin's own column labels (Importer/Column_Mapper.php), besides its samples' short ones
  eventorganizernamesorids: '@organizer',
  eventshowmaplink: '!show_map_link',
  eventshowmap: '!show_map',
  eventcost: 'cost',
  eventcurrencysymbol: '@currency_symbol',
  eventcurrencyposition: '@currency_position',
  eventcategory: '@categories',
  eventcategories: '@categories',
  eventtags: '@tags',
  eventtag: '@tags',
  eventwebsite: 'website',
  eventurl: 'website',
  eventfeaturedimage: 'image',
  featuredimage: 'image',
  hide: '!hide_from_listings',
  hidefromeventlistings: '!hide_from_listings',
  eventhidefromeventlistings: '!hide_from_listings',
  hideeventfromeventlistings: '!hide_from_listings',
  sticky: '!sticky',
  stickyinmonthview: '!sticky',
  eventstickyinmonthview: '!sticky',
  featured: '!featured',
  featuredevent: '!featured',
  featureevent: '!featured',
  eventfeatured: '!featured',
  eventisfeatured: '!featured',
};

const VENUE_COLUMNS: Record<string, Target> = {
  venuename: 'venue',
  venuedescription: 'description',
  venuecountry: 'country',
  venueaddress: 'address',
  venueaddress1: 'address',
  venueaddress2: '@address2',
  venuecity: 'city',
  venuestateprovince: '@region',
  venuestate: 'state',
  venueprovince: 'province',
  venuezip: 'zip',
  venuepostalcode: 'zip',
  venuephone: 'phone',
  venuewebsite: 'website',
  venueurl: 'website',
  venuefeaturedimage: 'image',
  venueshowmap: '!show_map',
  venueshowmaplink: '!show_map_link',
};

const ORGANIZER_COLUMNS: Record<string, Target> = {
  organizername: 'organizer',
  organizerdescription: 'description',
  organizeremail: 'email',
  organizerwebsite: 'website',
  organizerphone: 'phone',
  organizerfeaturedimage: 'image',
};

const COLUMNS: Partial<Record<Resource, Record<string, Target>>> = {
  events: EVENT_COLUMNS,
  venues: VENUE_COLUMNS,
  organizers: ORGANIZER_COLUMNS,
};
const NAME_COLUMN: Partial<Record<Resource, string>> = {
  events: 'eventname',
  venues: 'venuename',
  organizers: 'organizername',
};

/** Is this header row the importer's layout (for this resource)? */
export function isTecHeader(resource: Resource, headers: readonly string[]): boolean {
  const name = NAME_COLUMN[resource];
  return (
    name !== undefined &&
    headers.some((h) => headerKey(h) === name || (resource === 'events' && headerKey(h) === 'eventtitle'))
  );
}

/**
 * The spellings of the importer's boolean cells, and the TRUE and yes a spreadsheet writes in
 * calev's other languages (Excel's CSV writes a boolean cell as `WAHR`, `VRAI`, `VERDADERO`,
 * `VERDADEIRO`, `ИСТИНА`); anything else non-empty is false, as there.
 */
export function truthyCell(cell: string): boolean {
  return TRUTHY.has(cell.trim().toLowerCase());
}
const TRUTHY = new Set(
  ['1', 'true', 'yes', 'y', 'on', 'enable', 'enabled'].concat(
    ['wahr', 'ja', 'vrai', 'oui', 'verdadero', 'sí', 'si', 'verdadeiro', 'sim', 'истина', 'да'],
    ['はい', '是', '真'],
  ),
);

/** `a/b/yyyy`: the two numbers before the year, where a date is written so. */
export function slashDateParts(cell: string): [number, number] | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(cell.trim());
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * `11/19/2014` (month first, or day first with `order` dmy), `2014-11-19`, `2014/11/19`,
 * `19.11.2014` and `19-11-2014` (day first, as PHP reads them), `19.11.2014 г.` (Bulgarian)
 * -> `2014-11-19`; null otherwise.
 */
export function tecDate(cell: string, order: DateOrder = 'mdy'): string | null {
  const v = cell.trim().replace(/\s*г\.?$/u, '');
  let y: number, m: number, d: number;
  let match: RegExpExecArray | null;
  if ((match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\.?$/.exec(v)))
    [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v)))
    [m, d, y] =
      order === 'dmy'
        ? [Number(match[2]), Number(match[1]), Number(match[3])]
        : [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[.-](\d{1,2})[.-](\d{4})$/.exec(v)))
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** `7:30:00`, `7:30`, `19:30`, `7:30 pm`, `7pm`, `7:30 p. m.` -> `07:30:00`; null otherwise. */
export function tecTime(cell: string): string | null {
  const match = /^(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?\s*([ap]\.?\s?m\.?)?$/i.exec(cell.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const second = Number(match[3] ?? 0);
  const meridiem = match[4]?.toLowerCase().replace(/[.\s]/g, '');
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  } else if (match[2] === undefined) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  return [hour, minute, second].map((n) => String(n).padStart(2, '0')).join(':');
}

/** One row of an importer-layout CSV -> the item to write, or why it cannot be. */
export function itemFromTecRow(
  resource: Resource,
  row: Record<string, string>,
  line: number,
  dateOrder: DateOrder = 'mdy',
): ImportItem {
  const columns = COLUMNS[resource] ?? {};
  const input: Params = {};
  const extra: Record<string, string> = {};
  for (const [header, raw] of Object.entries(row)) {
    const target = columns[headerKey(header)];
    const cell = (raw ?? '').trim();
    if (target === undefined || cell === '') continue;
    if (target.startsWith('!')) input[target.slice(1)] = truthyCell(cell);
    else if (target.startsWith('@')) extra[target.slice(1)] = cell;
    else input[target] = cell;
  }
  // The plugin's importer stores a website as written and its pages show `www.example.org` as
  // `http://www.example.org` (esc_url); the API takes URLs only: it goes as the pages show it
  if (typeof input.website === 'string' && /^[^\s:/?#]+\.[^\s:/?#]+(?:[/?#]\S*)?$/.test(input.website))
    input.website = `http://${input.website}`;
  if (resource === 'events') return eventItem(input, extra, line, dateOrder);
  if (resource === 'venues') {
    if (extra.address2) input.address = [scalarText(input.address), extra.address2].filter(Boolean).join(', ');
    // The importer's one "State/Province" column: a state in the US, a province elsewhere.
    if (extra.region)
      input[/^(|us|usa|united states)$/i.test(scalarText(input.country)) ? 'state' : 'province'] = extra.region;
  }
  const name = input[resource === 'venues' ? 'venue' : 'organizer'];
  if (typeof name !== 'string')
    return { line, error: `no ${resource === 'venues' ? '"Venue Name"' : '"Organizer Name"'}` };
  return { line, input, name };
}

function eventItem(input: Params, extra: Record<string, string>, line: number, order: DateOrder): ImportItem {
  if (typeof input.title !== 'string') return { line, error: 'no "Event Name"' };
  const date = (key: 'start' | 'end'): string | null | undefined => {
    const day = extra[`${key}_date`];
    if (day === undefined) return undefined;
    return tecDate(day, order);
  };
  const startDay = date('start');
  if (startDay === undefined) return { line, error: 'no "Event Start Date"' };
  if (startDay === null)
    return {
      line,
      error: `"Event Start Date" ${JSON.stringify(extra.start_date)} is not a date (like ${order === 'dmy' ? '19/11/2014' : '11/19/2014'} or 2014-11-19)`,
    };
  const endDay = date('end') ?? startDay;
  if (endDay === null)
    return {
      line,
      error: `"Event End Date" ${JSON.stringify(extra.end_date)} is not a date (like ${order === 'dmy' ? '19/11/2014' : '11/19/2014'} or 2014-11-19)`,
    };
  const time = (key: 'start' | 'end'): string | null =>
    extra[`${key}_time`] === undefined ? null : tecTime(extra[`${key}_time`]);
  for (const key of ['start', 'end'] as const) {
    if (extra[`${key}_time`] !== undefined && time(key) === null) {
      return {
        line,
        error: `"Event ${key === 'start' ? 'Start' : 'End'} Time" ${JSON.stringify(extra[`${key}_time`])} is not a time (like 7:30:00 or 7:30 pm)`,
      };
    }
  }
  const startTime = time('start') ?? '00:00:00';
  input.start_date = `${startDay} ${startTime}`;
  input.end_date = `${endDay} ${time('end') ?? startTime}`;
  if (extra.venue) input.venue = { venue: extra.venue };
  if (extra.organizer) input.organizer = parseListCell(extra.organizer).map((name) => ({ organizer: name }));
  for (const key of ['categories', 'tags'] as const) if (extra[key]) input[key] = parseListCell(extra[key]);
  if (typeof input.cost === 'string' && extra.currency_symbol && /^[\d.,\s–-]+$/.test(input.cost)) {
    input.cost = /suffix|postfix|after/i.test(extra.currency_position ?? '')
      ? `${input.cost}${extra.currency_symbol}`
      : `${extra.currency_symbol}${input.cost}`;
  }
  // No slug, as with the plugin's own importer: the site names the event after its title, and a
  // re-run finds it by the same title and start.
  // "Event Organizer Name(s) or ID(s)": as the plugin's importer reads the venue and organizer
  // cells, digits are the id of an existing one, and otherwise a name (upsert.ts digitRefs)
  return { line, input, name: input.title, digitRefs: true };
}
