// The Events Calendar importer's CSV samples (test/fixtures/tec-csv/, copied from
// ../shared/data/tec-csv): every file imported into a temp data dir, every mapped field checked.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tecDate, tecTime, truthyCell } from '../../src/cli/import/tec.js';
import { removeDir, run, tempDir } from '../cli/harness.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'tec-csv');
let dir: string;
let env: Record<string, string>;

beforeEach(() => {
  dir = tempDir('calev-import-tec-');
  env = { CALEV_DATA_DIR: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config` };
});
afterEach(() => removeDir(dir));

async function importCsv(resource: string, file: string, ...flags: string[]) {
  const res = await run([resource, 'import', join(FIXTURES, file), '--format', 'ndjson', ...flags], { env });
  const results = res.stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  return { ...res, results: results.sort((a, b) => a.line - b.line) };
}

async function list(resource: string, fields: string): Promise<Array<Record<string, unknown>>> {
  const res = await run([resource, 'list', '--all', '--fields', fields, '--format', 'json'], { env });
  return JSON.parse(res.stdout);
}

async function eventBySlug(slug: string, fields: string): Promise<Record<string, unknown>> {
  const res = await run(['events', 'get', slug, '--fields', fields], { env });
  expect(res.stderr).toBe('');
  return JSON.parse(res.stdout);
}

describe('a file of another resource', () => {
  it('fails every row, and the hint names the command that takes it (its columns or keys say which)', async () => {
    for (const [resource, file, other] of [
      ['events', 'venues.csv', 'venues'],
      ['events', 'organizers.csv', 'organizers'],
      ['venues', 'events.csv', 'events'],
    ]) {
      const res = await importCsv(resource, file);
      expect([resource, file, res.code, res.stderr.trimEnd().split('\n').at(-1)]).toEqual([
        resource,
        file,
        1,
        `hint: this looks like a file of ${other}: calev ${other} import ${join(FIXTURES, file)}`,
      ]);
    }
    const venues = join(dir, 'venues.ndjson');
    writeFileSync(venues, `${JSON.stringify({ venue: 'Hall', city: 'Paris' })}\n`);
    const json = await run(['events', 'import', venues], { env });
    expect(json.stderr).toMatch(/\nhint: this looks like a file of venues: calev venues import .*venues\.ndjson\n$/);
    // a file of events whose rows all fail keeps the usual hint
    const events = join(dir, 'events.ndjson');
    writeFileSync(events, `${JSON.stringify({ title: 'No dates' })}\n`);
    expect((await run(['events', 'import', events], { env })).stderr).toMatch(
      /\nhint: see the lines above; --report FILE writes every result\n$/,
    );
  });
});

describe('venues import venues.csv', () => {
  it('creates the 10 venues with their columns mapped', async () => {
    const { code, results } = await importCsv('venues', 'venues.csv');
    expect(code).toBe(0);
    expect(results.map((r) => [r.line, r.action])).toEqual(
      [2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((line) => [line, 'created']),
    );
    const venues = await list('venues', 'venue,address,city,state,province,stateprovince,zip,country,phone');
    const byName = Object.fromEntries(venues.map((v) => [v.venue, v]));
    expect(Object.keys(byName).sort()).toEqual([
      '10 Downing Street',
      '221B Baker Street',
      'Atlantis',
      'Baskerville',
      'Central Perk',
      'International Space Station',
      'Las Cinco Muertes',
      'Scotland Yard',
      'Soup Kitchen International',
      'The Shire',
    ]);
    expect(byName['221B Baker Street']).toEqual({
      venue: '221B Baker Street',
      address: '221B Baker St',
      city: 'London',
      province: 'London',
      stateprovince: 'London',
      zip: 'NW1 6XE',
      country: 'UK',
      phone: 'Telegram preferred',
    });
    // "Venue Address 2" joins the address; the State/Province column is a state in the US.
    expect(byName.Atlantis).toEqual({
      venue: 'Atlantis',
      address: "Bottom o' the ocean, Just past the Kraken",
      country: 'Atlantic',
    });
    expect(byName['Central Perk']).toEqual({
      venue: 'Central Perk',
      address: '1626 Second Avenue',
      city: 'Manhattan',
      state: 'New York',
      stateprovince: 'New York',
      zip: '10001',
      country: 'US',
      phone: '555-8972',
    });
    expect(byName['Soup Kitchen International']).toMatchObject({
      address: '259-A, West 55th Street',
      city: 'New York',
      state: 'NY',
      zip: '10019',
      country: 'United States',
      phone: '+1 (800) 555-8234',
    });
    expect(byName['The Shire']).toEqual({ venue: 'The Shire' });
    expect(byName.Baskerville).toEqual({
      venue: 'Baskerville',
      city: 'Ashford',
      province: 'Kent',
      stateprovince: 'Kent',
      zip: 'TN24 8NS',
      country: 'UK',
    });
  });

  it('a second run finds every venue by name and writes nothing new', async () => {
    await importCsv('venues', 'venues.csv');
    const again = await importCsv('venues', 'venues.csv');
    expect(again.code).toBe(0);
    expect(again.results.every((r) => r.action === 'skipped')).toBe(true);
    expect((await list('venues', 'id')).length).toBe(10);
  });
});

describe('organizers import organizers.csv', () => {
  it('creates the 4 organizers with e-mail, website and phone', async () => {
    const { code } = await importCsv('organizers', 'organizers.csv');
    expect(code).toBe(0);
    const organizers = await list('organizers', 'organizer,email,website,phone');
    expect(organizers.sort((a, b) => String(a.organizer).localeCompare(String(b.organizer)))).toEqual([
      { organizer: 'Abed Nadir', email: 'iambatman@gmail.com', phone: '(303) 555-1902' },
      { organizer: 'Elvis', website: 'http://elvisisback.com' },
      {
        organizer: 'George-Michael Bluth',
        email: 'boygeorge@halliburtonteen.com',
        website: 'http://fakeblock.com',
        phone: '+1-987-555-1238',
      },
      { organizer: 'The man they call Jayne' },
    ]);
  });
});

describe('events import events.csv', () => {
  const FIELDS =
    'title,description,start_date,end_date,all_day,venue.venue,organizer.organizer,show_map_link,show_map,cost,categories.name,website,hide_from_listings,sticky';

  it('maps dates, times, truthy cells, costs and categories; links venues and organizers by name', async () => {
    await importCsv('venues', 'venues.csv');
    await importCsv('organizers', 'organizers.csv');
    const { code, results, stderr } = await importCsv('events', 'events.csv');
    expect(code).toBe(0);
    expect(stderr).toMatch(/events\.csv: 4 created, 0 updated, 0 skipped, 0 failed/);
    // No slug in the file: the events are named by their titles, and found by title and start.
    expect(results.map((r) => [r.line, r.action, r.item])).toEqual([
      [2, 'created', 'Five Star Limousines Of Tx Inc'],
      [3, 'created', 'Ankh-Sto Associates'],
      [4, 'created', 'Mccaleb, John A Esq'],
      [5, 'created', 'Marriott Hotels Resorts Suites'],
    ]);
    // All Day TRUE wins over the times; Hide/Sticky "true"; a row longer than the header.
    expect(await eventBySlug('five-star-limousines-of-tx-inc', FIELDS)).toEqual({
      title: 'Five Star Limousines Of Tx Inc',
      description: 'Great vehicles, better prices. Learn more at this event.',
      all_day: true,
      start_date: '2014-11-19 00:00:00',
      end_date: '2014-11-19 23:59:59',
      cost: '$76',
      website: 'http://theaveragedev.com',
      show_map: true,
      show_map_link: true,
      hide_from_listings: true,
      sticky: true,
      categories: [{ name: 'Conference' }, { name: 'Convention' }],
      venue: { venue: '221B Baker Street' },
      organizer: [{ organizer: 'Abed Nadir' }],
    });
    expect(await eventBySlug('ankh-sto-associates', FIELDS)).toMatchObject({
      all_day: true,
      start_date: '2014-11-25 00:00:00',
      end_date: '2014-11-25 23:59:59',
      cost: '',
      show_map_link: false,
      show_map: true,
      hide_from_listings: false,
      sticky: false,
      categories: [{ name: 'Convention' }],
      website: 'https://ankh-sto-associates.gov',
      venue: { venue: 'The Shire' },
      organizer: [{ organizer: 'Elvis' }],
    });
    expect(await eventBySlug('mccaleb-john-a-esq', FIELDS)).toMatchObject({
      title: 'Mccaleb, John A Esq',
      all_day: false,
      start_date: '2014-11-10 09:30:00',
      end_date: '2014-11-10 17:30:00',
      cost: '$92',
      show_map: true,
      show_map_link: true,
      categories: [],
    });
    expect(await eventBySlug('marriott-hotels-resorts-suites', FIELDS)).toMatchObject({
      all_day: false,
      start_date: '2014-11-10 21:45:00',
      end_date: '2014-11-10 22:45:00',
      cost: 'Free',
      show_map: false,
      show_map_link: false,
      categories: [{ name: 'Concert' }, { name: 'Conference' }],
      venue: { venue: 'Scotland Yard' },
      organizer: [{ organizer: 'Abed Nadir' }],
    });
    // The events reused the imported venues and organizers instead of making new ones.
    expect((await list('venues', 'id')).length).toBe(10);
    expect((await list('organizers', 'id')).length).toBe(4);
  });

  it('without the venues and organizers imported first, the named ones are created once each', async () => {
    const { code } = await importCsv('events', 'events.csv');
    expect(code).toBe(0);
    expect((await list('venues', 'venue')).map((v) => v.venue).sort()).toEqual([
      '221B Baker Street',
      'Scotland Yard',
      'The Shire',
    ]);
    expect((await list('organizers', 'organizer')).map((o) => o.organizer).sort()).toEqual(['Abed Nadir', 'Elvis']);
  });

  it('a second run reports 0 created: every event is found again by title and start, the hidden one too', async () => {
    await importCsv('events', 'events.csv');
    const again = await importCsv('events', 'events.csv');
    expect(again.code).toBe(0);
    expect(again.stderr).toMatch(/0 created, 0 updated, 4 skipped, 0 failed/);
  });

  it('a row whose event was moved to the trash is not made again: skipped, with the way to restore it', async () => {
    await importCsv('events', 'events.csv');
    const listed = await run(
      ['events', 'list', '--start-date', '2014-01-01', '--end-date', '2016-01-01', '--fields', 'id,title'],
      { env },
    );
    const [first] = JSON.parse(listed.stdout) as Array<{ id: number }>;
    await run(['events', 'delete', String(first.id), '--yes'], { env });
    const again = await importCsv('events', 'events.csv');
    expect(again.stderr).toMatch(/0 created, 0 updated, 4 skipped, 0 failed/);
    expect(again.results.filter((r) => r.id === first.id)).toEqual([
      expect.objectContaining({
        action: 'skipped',
        note: `the event is in the trash; restore it with: calev events update ${String(first.id)} --status draft (or --status publish to publish it)`,
      }),
    ]);
  });

  it('--dry-run says what it would do and writes nothing', async () => {
    const dry = await importCsv('events', 'events.csv', '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.results.map((r) => r.action)).toEqual(['create', 'create', 'create', 'create']);
    expect(dry.stderr).toMatch(/dry run, nothing written: 4 to create, 0 to update, 0 to skip, 0 failed/);
    expect((await list('venues', 'id')).length).toBe(0);
    const count = await run(
      ['events', 'list', '--format', 'count', '--start-date', '2014-01-01', '--end-date', '2015-01-01'],
      { env },
    );
    expect(count.stdout).toBe('0\n');
  });
});

describe('the importer formats', () => {
  it("the plugin's own column labels are read, and digits in the venue and organizer cells are the id of an existing one", async () => {
    await importCsv('venues', 'venues.csv');
    await importCsv('organizers', 'organizers.csv');
    const ids = async (resource: string, nameKey: string) =>
      Object.fromEntries((await list(resource, `id,${nameKey}`)).map((r) => [r[nameKey], r.id]));
    const venue = (await ids('venues', 'venue'))['Baskerville'];
    const elvis = (await ids('organizers', 'organizer'))['Elvis'];
    const file = join(dir, 'labels.csv');
    // the headers as the plugin's importer names its columns (Importer/Column_Mapper.php)
    writeFileSync(
      file,
      'Event Name,Event Start Date,Event Start Time,Event End Date,Event End Time,Hide Event From Event Listings,' +
        'Feature Event,Event Venue Name,Event Organizer Name(s) or ID(s)\n' +
        `Labelled,12/10/2030,19:00,12/10/2030,21:00,Yes,yes,${venue},"${elvis}, Abed Nadir, 987654"\n`,
    );
    const first = await run(['events', 'import', file, '--format', 'ndjson'], { env });
    expect(first.code, first.stderr).toBe(0);
    const shown = await run(
      ['events', 'list', '--hide-from-listings', '--start-date', '2030-12-10', '--end-date', '2030-12-10'].concat([
        '--fields',
        'title,hide_from_listings,featured,venue.venue,organizer.organizer',
        '--format',
        'json',
      ]),
      { env },
    );
    expect(JSON.parse(shown.stdout)).toEqual([
      {
        title: 'Labelled',
        hide_from_listings: true,
        featured: true,
        venue: { venue: 'Baskerville' },
        // digits that are no organizer's id are a name, as the plugin reads them
        organizer: [{ organizer: 'Elvis' }, { organizer: 'Abed Nadir' }, { organizer: '987654' }],
      },
    ]);
    const again = await run(['events', 'import', file, '--format', 'ndjson'], { env });
    expect(JSON.parse(again.stdout).action).toBe('skipped');
  });

  it('an organizer cell split at its commas is put together where two pieces name one the site has ("Smith, John")', async () => {
    expect((await run(['organizers', 'create', '--organizer', 'Smith, John'], { env })).code).toBe(0);
    const file = join(dir, 'commas.csv');
    writeFileSync(
      file,
      'Event Name,Event Start Date,Event Start Time,Event End Date,Event End Time,Event Organizer Name\n' +
        'Commas,12/12/2030,10:00,12/12/2030,11:00,"Smith, John, Jane, Doe"\n',
    );
    expect((await run(['events', 'import', file], { env })).code).toBe(0);
    const shown = await run(
      ['events', 'list', '--start-date', '2030-12-12', '--end-date', '2030-12-12', '--fields', 'organizer.organizer'],
      { env },
    );
    // Jane and Doe name no organizer of the site, together or apart: each is one, as before
    expect(JSON.parse(shown.stdout)).toEqual([
      { organizer: [{ organizer: 'Smith, John' }, { organizer: 'Jane' }, { organizer: 'Doe' }] },
    ]);
    const organizers = await list('organizers', 'organizer');
    expect(organizers.filter((o) => /Smith|John/.test(String(o.organizer)))).toEqual([{ organizer: 'Smith, John' }]);
  });

  it("a website written without http(s):// goes as the plugin's pages show it (http://), on events, venues and organizers", async () => {
    const write = (name: string, text: string) => {
      const file = join(dir, name);
      writeFileSync(file, text);
      return file;
    };
    const events = write(
      'events.csv',
      'Event Name,Event Start Date,Event Start Time,Event End Date,Event End Time,Event Website\n' +
        'Bare host,11/19/2030,7:00pm,11/19/2030,9:00pm,www.example.org\n' +
        'With a path,11/20/2030,7:00pm,11/20/2030,9:00pm,example.org/tickets?id=3\n' +
        'Already a URL,11/21/2030,7:00pm,11/21/2030,9:00pm,https://example.org/\n',
    );
    const res = await run(['events', 'import', events], { env });
    expect([res.code, res.stderr]).toEqual([0, `${events}: 3 created, 0 updated, 0 skipped, 0 failed\n`]);
    const shown = await run(
      ['events', 'list', '--start-date', '2030-11-01', '--end-date', '2030-11-30', '--fields', 'title,website'],
      { env },
    );
    expect(JSON.parse(shown.stdout)).toEqual([
      { title: 'Bare host', website: 'http://www.example.org' },
      { title: 'With a path', website: 'http://example.org/tickets?id=3' },
      { title: 'Already a URL', website: 'https://example.org/' },
    ]);
    const venues = write('venues.csv', 'Venue Name,Venue Website\nBare Hall,bare-hall.example\n');
    const organizers = write('organizers.csv', 'Organizer Name,Organizer Website\nBare Org,bare-org.example\n');
    expect((await run(['venues', 'import', venues], { env })).code).toBe(0);
    expect((await run(['organizers', 'import', organizers], { env })).code).toBe(0);
    expect(await list('venues', 'venue,website')).toEqual([
      { venue: 'Bare Hall', website: 'http://bare-hall.example' },
    ]);
    expect(await list('organizers', 'organizer,website')).toEqual([
      { organizer: 'Bare Org', website: 'http://bare-org.example' },
    ]);
  });

  it('a website flag without http(s):// is refused by the API, with a hint', async () => {
    const res = await run(
      [
        'events',
        'create',
        '--title',
        'x',
        '--start-date',
        '2030-01-01 10:00',
        '--end-date',
        '2030-01-01 11:00',
        '--website',
        'example.org',
      ],
      { env },
    );
    expect([res.code, res.stderr]).toEqual([
      1,
      'error: new event: Invalid parameter(s): website [website: Invalid parameter.] (400 rest_invalid_param)\n' +
        'hint: a website is a URL that begins with http:// or https:// (https://example.org)\n',
    ]);
  });

  it('dates are month first; times may omit seconds or use am/pm', () => {
    expect(tecDate('11/19/2014')).toBe('2014-11-19');
    expect(tecDate('2014-11-19')).toBe('2014-11-19');
    expect(tecDate('19.11.2014')).toBe('2014-11-19');
    expect(tecDate('19/11/2014')).toBeNull();
    expect(tecDate('2/30/2014')).toBeNull();
    expect(tecTime('7:30:00')).toBe('07:30:00');
    expect(tecTime('21:45')).toBe('21:45:00');
    expect(tecTime('7:30 pm')).toBe('19:30:00');
    expect(tecTime('12am')).toBe('00:00:00');
    expect(tecTime('25:00')).toBeNull();
  });

  it('TRUE, Yes, 1 and true are true; FALSE, No, 0 and anything else false', () => {
    expect(['TRUE', 'Yes', '1', 'true', ' yes '].map(truthyCell)).toEqual([true, true, true, true, true]);
    expect(['FALSE', 'No', '0', 'false', 'maybe'].map(truthyCell)).toEqual([false, false, false, false, false]);
  });
});
