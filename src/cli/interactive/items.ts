// The shorter interactive flows of `calev venues|organizers|categories|tags create`: the name,
// a few optional fields, a summary and a confirmation. Flags given are not asked again.
import type { ApiClient, Params } from '../../api/client.js';
import type { Context } from '../../context.js';
import type { Resource } from '../../spec/types.js';
import { askText, confirmSummary, httpUrl, required, summaryText } from './ask.js';
import { askEventInput } from './events.js';
import type { SeriesFlags } from '../resource/series.js';
import { listTerms } from './lookups.js';

type Field = readonly [key: string, message: string, label: string];

const FIELDS: Record<Exclude<Resource, 'events'>, { what: string; name: Field; optional: Field[] }> = {
  venues: {
    what: 'venue',
    name: ['venue', 'Venue name', 'Name'],
    optional: [
      ['address', 'Address (optional)', 'Address'],
      ['city', 'City (optional)', 'City'],
      ['country', 'Country (optional)', 'Country'],
      ['phone', 'Phone (optional)', 'Phone'],
      ['website', 'Website (optional)', 'Website'],
    ],
  },
  organizers: {
    what: 'organizer',
    name: ['organizer', 'Organizer name', 'Name'],
    optional: [
      ['email', 'E-mail (optional)', 'E-mail'],
      ['phone', 'Phone (optional)', 'Phone'],
      ['website', 'Website (optional)', 'Website'],
    ],
  },
  categories: {
    what: 'category',
    name: ['name', 'Category name', 'Name'],
    optional: [['description', 'Description (optional)', 'Description']],
  },
  tags: {
    what: 'tag',
    name: ['name', 'Tag name', 'Name'],
    optional: [['description', 'Description (optional)', 'Description']],
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
  const spec = FIELDS[resource];
  const [nameKey, nameMessage, nameLabel] = spec.name;
  if (body[nameKey] === undefined || body[nameKey] === '')
    body[nameKey] = (await ctx.prompter.input(nameMessage, undefined, required)).trim();
  for (const [key, message] of spec.optional)
    await askText(ctx, body, key, message, key === 'website' ? httpUrl : undefined);
  let parentLabel: string | undefined;
  if (resource === 'categories' && body.parent === undefined) {
    const existing = await listTerms(client, 'categories');
    if (existing.length) {
      const parent = await ctx.prompter.select(
        'Parent category',
        [{ name: '(none: top level)', value: 0 }, ...existing.map((t) => ({ name: t.name, value: t.id }))],
        0,
      );
      if (parent !== 0) [body.parent, parentLabel] = [parent, existing.find((t) => t.id === parent)?.name];
    }
  }
  await confirmSummary(ctx, spec.what, [
    [nameLabel, summaryText(body[nameKey])],
    ...spec.optional.map(([key, , label]) => [label, summaryText(body[key])] as const),
    ...(resource === 'categories' ? [['Parent', parentLabel ?? summaryText(body.parent)] as const] : []),
  ]);
}
