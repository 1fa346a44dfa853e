// The shorter interactive flows of `calev venues|organizers|categories|tags create`: the name,
// a few optional fields, a summary and a confirmation. Flags given are not asked again.
import type { ApiClient, Params } from '../../api/client.js';
import type { Context } from '../../context.js';
import type { Resource } from '../../spec/types.js';
import { askText, confirmSummary, httpUrl, required, summaryText } from './ask.js';
import { askEventInput } from './events.js';
import type { SeriesFlags } from '../resource/series.js';
import { listTerms } from './lookups.js';
import { say, type AskWord } from './words.js';

type Field = readonly [key: string, message: AskWord, label: AskWord];

const FIELDS: Record<
  Exclude<Resource, 'events'>,
  { what: 'venue' | 'organizer' | 'category' | 'tag'; name: Field; optional: Field[] }
> = {
  venues: {
    what: 'venue',
    name: ['venue', 'venueName', 'name'],
    optional: [
      ['address', 'addressAsk', 'address'],
      ['city', 'cityAsk', 'city'],
      ['country', 'countryAsk', 'country'],
      ['phone', 'phoneAsk', 'phone'],
      ['website', 'websiteAsk', 'website'],
    ],
  },
  organizers: {
    what: 'organizer',
    name: ['organizer', 'organizerName', 'name'],
    optional: [
      ['email', 'emailAsk', 'email'],
      ['phone', 'phoneAsk', 'phone'],
      ['website', 'websiteAsk', 'website'],
    ],
  },
  categories: {
    what: 'category',
    name: ['name', 'categoryName', 'name'],
    optional: [['description', 'descriptionOptional', 'description']],
  },
  tags: {
    what: 'tag',
    name: ['name', 'tagName', 'name'],
    optional: [['description', 'descriptionOptional', 'description']],
  },
};

/** Fills `body` interactively for a create of `resource`; throws CancelledError on "no". */
export async function askCreateInput(
  resource: Resource,
  body: Params,
  ctx: Context,
  client: ApiClient,
  series?: SeriesFlags,
): Promise<void> {
  if (resource === 'events') return askEventInput(body, ctx, client, series);
  const ui = ctx.ui;
  const spec = FIELDS[resource];
  const [nameKey, nameMessage, nameLabel] = spec.name;
  if (body[nameKey] === undefined || body[nameKey] === '')
    body[nameKey] = (await ctx.prompter.input(say(ui, nameMessage), undefined, required(ui))).trim();
  for (const [key, message] of spec.optional)
    await askText(ctx, body, key, say(ui, message), key === 'website' ? httpUrl(ui) : undefined);
  let parentLabel: string | undefined;
  if (resource === 'categories' && body.parent === undefined) {
    const existing = await listTerms(client, 'categories');
    if (existing.length) {
      const parent = await ctx.prompter.select(
        say(ui, 'parentCategory'),
        [{ name: say(ui, 'topLevel'), value: 0 }, ...existing.map((t) => ({ name: t.name, value: t.id }))],
        0,
      );
      if (parent !== 0) [body.parent, parentLabel] = [parent, existing.find((t) => t.id === parent)?.name];
    }
  }
  await confirmSummary(ctx, spec.what, [
    [say(ui, nameLabel), summaryText(body[nameKey], ui)],
    ...spec.optional.map(([key, , label]) => [say(ui, label), summaryText(body[key], ui)] as const),
    ...(resource === 'categories' ? [[say(ui, 'parent'), parentLabel ?? summaryText(body.parent, ui)] as const] : []),
  ]);
}
