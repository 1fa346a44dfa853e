// The linked items of an event, asked for interactively: a venue (search, create or none),
// organizers (pick several or create), categories and tags (pick existing or type new names).
// Each returns the value the API takes plus a label for the summary.
import type { ApiClient, ParamValue } from '../../api/client.js';
import type { Context } from '../../context.js';
import type { Choice } from '../../setup/prompter.js';
import { required } from './ask.js';
import { itemChoice, listTerms, searchPosts } from './lookups.js';
import { scalarText } from '../../domain/text.js';
import { say, type AskWord } from './words.js';

export interface Picked {
  value: ParamValue;
  label: string;
}

type VenueMode = 'search' | 'create' | 'none';

export async function askVenue(ctx: Context, client: ApiClient): Promise<Picked | undefined> {
  const ui = ctx.ui;
  const anyVenue = (await searchPosts(client, 'venues', '')).length > 0;
  const modes: Choice<VenueMode>[] = [
    ...(anyVenue ? [{ name: say(ui, 'searchVenues'), value: 'search' as const }] : []),
    { name: say(ui, 'createNewVenue'), value: 'create' },
    { name: say(ui, 'noVenueChoice'), value: 'none' },
  ];
  const mode = await ctx.prompter.select(say(ui, 'venue'), modes, anyVenue ? 'search' : 'none');
  if (mode === 'none') return undefined;
  if (mode === 'create') {
    const venue = await askNewLinked(ctx, 'venue', [
      ['address', 'addressAsk'],
      ['city', 'cityAsk'],
      ['country', 'countryAsk'],
    ]);
    return { value: venue, label: say(ui, 'isNew', scalarText(venue.venue)) };
  }
  const found = new Map<number, string>();
  const id = await ctx.prompter.search(say(ui, 'venueSearch'), async (term) => {
    const items = await searchPosts(client, 'venues', term);
    for (const item of items) found.set(item.id, item.name);
    // Always a way out when nothing matches.
    return [...items.map(itemChoice), { name: say(ui, 'noVenueChoice'), value: DONE }];
  });
  return id === DONE ? undefined : { value: id, label: `${found.get(id) ?? ''} (${id})` };
}

const DONE = -1;
const CREATE = -2;

/** Organizers one at a time until "done": existing ones by search, or new ones. */
export async function askOrganizers(ctx: Context, client: ApiClient): Promise<Picked | undefined> {
  const ui = ctx.ui;
  const picked: ParamValue[] = [];
  const labels: string[] = [];
  const chosen = new Set<number>();
  for (;;) {
    const found = new Map<number, string>();
    const answer = await ctx.prompter.search(
      say(ui, picked.length ? 'anotherOrganizer' : 'organizersSearch'),
      async (term) => {
        const items = (await searchPosts(client, 'organizers', term)).filter((i) => !chosen.has(i.id));
        for (const item of items) found.set(item.id, item.name);
        return [
          { name: say(ui, picked.length ? 'done' : 'noOrganizers'), value: DONE },
          ...items.map(itemChoice),
          { name: say(ui, 'createNewOrganizer'), value: CREATE },
        ];
      },
    );
    if (answer === DONE) break;
    if (answer === CREATE) {
      const organizer = await askNewLinked(ctx, 'organizer', [
        ['email', 'emailAsk'],
        ['phone', 'phoneAsk'],
      ]);
      picked.push(organizer);
      labels.push(say(ui, 'isNew', scalarText(organizer.organizer)));
      continue;
    }
    chosen.add(answer);
    picked.push(answer);
    labels.push(`${found.get(answer) ?? ''} (${answer})`);
  }
  return picked.length ? { value: picked, label: labels.join(', ') } : undefined;
}

/** Existing terms to tick, then new names typed comma-separated (the API creates them). */
export async function askTerms(
  ctx: Context,
  client: ApiClient,
  resource: 'categories' | 'tags',
): Promise<Picked | undefined> {
  const ui = ctx.ui;
  const existing = await listTerms(client, resource);
  const names = new Map(existing.map((t) => [t.id, t.name]));
  const ids = existing.length
    ? await ctx.prompter.checkbox(
        say(ui, resource),
        existing.map((t) => ({ name: t.name, value: t.id })),
      )
    : [];
  const known = new Set(existing.map((t) => t.name.toLowerCase()));
  const typed = (await ctx.prompter.input(say(ui, resource === 'categories' ? 'newCategories' : 'newTags')))
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  // A typed name that exists is the same term (the API matches names too): send it once.
  const fresh = [...new Set(typed)].filter((n) => !ids.some((id) => names.get(id)?.toLowerCase() === n.toLowerCase()));
  const value = [...ids, ...fresh];
  if (!value.length) return undefined;
  const label = [
    ...ids.map((id) => names.get(id) ?? String(id)),
    ...fresh.map((n) => (known.has(n.toLowerCase()) ? n : say(ui, 'isNew', n))),
  ].join(', ');
  return { value, label };
}

/** A nested venue or organizer: its name, then the optional fields. */
async function askNewLinked(
  ctx: Context,
  nameKey: 'venue' | 'organizer',
  fields: ReadonlyArray<readonly [string, AskWord]>,
): Promise<Record<string, ParamValue>> {
  const ui = ctx.ui;
  const name = say(ui, nameKey === 'venue' ? 'venueName' : 'organizerName');
  const item: Record<string, ParamValue> = {
    [nameKey]: (await ctx.prompter.input(name, undefined, required(ui))).trim(),
  };
  for (const [key, message] of fields) {
    const answer = (await ctx.prompter.input(say(ui, message))).trim();
    if (answer !== '') item[key] = answer;
  }
  return item;
}
