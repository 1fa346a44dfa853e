// Terminal tables (cli-table3): borderless columns like gh, long text cut to the terminal width.
import { displayWidth, loadWidthsFor, truncate } from '../../views/text-width.js';
import type { Column } from './columns.js';
import type { Style } from './style.js';

const GAP = 2;
/** The narrowest a long text gets. */
const MIN_FLEX = 8;
/** The narrowest the item's name gets while other columns can make room for it. */
const MIN_NAME = 12;

const NO_BORDERS = {
  top: '',
  'top-mid': '',
  'top-left': '',
  'top-right': '',
  bottom: '',
  'bottom-mid': '',
  'bottom-left': '',
  'bottom-right': '',
  left: '',
  'left-mid': '',
  mid: '',
  'mid-mid': '',
  right: '',
  'right-mid': '',
  middle: '',
};

/** Column widths that fit `width`, none under its floor, the widest giving up space first;
 * undefined when they do not fit. */
export function fitWidths(natural: readonly number[], floors: readonly number[], width: number): number[] | undefined {
  const widths = [...natural];
  let excess = widths.reduce((a, b) => a + b, 0) + GAP * (widths.length - 1) - width;
  while (excess > 0) {
    let widest = -1;
    for (let i = 0; i < widths.length; i++) {
      if (widths[i] > floors[i] && (widest < 0 || widths[i] > widths[widest])) widest = i;
    }
    if (widest < 0) return undefined;
    widths[widest] -= 1;
    excess -= 1;
  }
  return widths;
}

/** What a table shows: some of the columns, each in one of its forms (0: the full text). */
interface Layout {
  columns: readonly Column[];
  form: number;
}

/**
 * The layouts of a table from the widest to the narrowest: the full one; shorter forms of the
 * columns that have them (dates without their zone, then without their year); then without the
 * columns that can go, in their order; then without the last columns, down to the first.
 */
function* layouts(columns: readonly Column[], forms: ReadonlyMap<Column, unknown[]>): Generator<Layout> {
  const shortest = Math.max(0, ...[...forms.values()].map((f) => f.length - 1));
  for (let form = 0; form <= shortest; form++) yield { columns, form };
  let shown = [...columns];
  const droppable = columns.filter((c) => c.drop !== undefined).sort((a, b) => a.drop! - b.drop!);
  for (const column of droppable) {
    shown = shown.filter((c) => c !== column);
    yield { columns: shown, form: shortest };
  }
  while (shown.length > 1) {
    shown = shown.slice(0, -1);
    yield { columns: shown, form: shortest };
  }
}

/** The narrowest a column gets: long texts down to their floor, the rest as they are. */
function floor(column: Column, natural: number): number {
  if (!column.flex) return natural;
  return Math.min(natural, column.name ? MIN_NAME : MIN_FLEX);
}

async function draw(
  head: string[] | undefined,
  rows: string[][],
  styles: Array<((s: string) => string) | undefined>,
  style: Style,
): Promise<string> {
  const { default: Table } = await import('cli-table3');
  const table = new Table({
    head: head?.map((h) => style.bold(h)) ?? [],
    chars: NO_BORDERS,
    style: { 'padding-left': 0, 'padding-right': GAP, head: [], border: [], compact: true },
  });
  for (const row of rows) table.push(row.map((cell, i) => (styles[i] ? styles[i](cell) : cell)));
  return `${table
    .toString()
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')}\n`;
}

/**
 * Where the table does not fit as it is, the columns empty in every row go first: they say
 * nothing, and cutting the others to keep them (a profile list's API_ROOT, LANG and FORMAT) cut
 * the URLs that tell the rows apart.
 */
async function withoutEmptyColumns(
  columns: readonly Column[],
  items: readonly unknown[],
  width: number,
): Promise<readonly Column[]> {
  const cells = columns.map((c) => items.map((item) => c.cell(item)));
  const empty = columns.filter((_c, i) => items.length > 0 && cells[i].every((cell) => cell === ''));
  if (empty.length === 0 || empty.length === columns.length) return columns;
  await loadWidthsFor([...columns.map((c) => c.header), ...cells.flat()]);
  const natural = columns.map((c, i) => Math.max(displayWidth(c.header), ...cells[i].map(displayWidth)));
  return fitWidths(natural, natural, width) ? columns : columns.filter((c) => !empty.includes(c));
}

/** A list as a table: one row per item, in the widest layout that fits `width` (never wrapped). */
export async function renderTable(
  columns: readonly Column[],
  items: readonly unknown[],
  width: number,
  style: Style,
): Promise<string> {
  columns = await withoutEmptyColumns(columns, items, width);
  const forms = new Map(columns.map((c) => [c, [c.cell, ...(c.shorter?.(items) ?? [])]]));
  const cellsOf = (column: Column, form: number): string[] => {
    const all = forms.get(column)!;
    const cell = all[Math.min(form, all.length - 1)];
    return items.map((item) => cell(item));
  };
  let fitted: { layout: Layout; cells: string[][]; widths: number[] } | undefined;
  for (const layout of layouts(columns, forms)) {
    const cells = layout.columns.map((c) => cellsOf(c, layout.form));
    await loadWidthsFor([...layout.columns.map((c) => c.header), ...cells.flat()]);
    const natural = layout.columns.map((c, i) => Math.max(displayWidth(c.header), ...cells[i].map(displayWidth)));
    const widths =
      fitWidths(
        natural,
        layout.columns.map((c, i) => floor(c, natural[i])),
        width,
      ) ??
      // the first column alone and still too wide: cut to the width
      (layout.columns.length === 1 ? [width] : undefined);
    if (widths) {
      fitted = { layout, cells, widths };
      break;
    }
  }
  const { layout, cells, widths } = fitted!;
  const rows = items.map((_, r) => cells.map((column, i) => truncate(column[r], widths[i])));
  const styles = layout.columns.map((c) =>
    c.key === 'status' ? style.status : c.key === 'id' ? style.dim : undefined,
  );
  return draw(
    layout.columns.map((c) => c.header),
    rows,
    styles,
    style,
  );
}

/** One item as `field  value` lines. */
export async function renderRecord(
  rows: ReadonlyArray<readonly [string, string]>,
  width: number,
  style: Style,
): Promise<string> {
  await loadWidthsFor(rows.flat());
  const keyWidth = Math.max(0, ...rows.map(([k]) => displayWidth(k)));
  const valueWidth = Math.max(MIN_FLEX, width - keyWidth - GAP);
  const cells = rows.map(([k, v]) => [k, truncate(v, valueWidth)]);
  return draw(undefined, cells, [style.bold, undefined], style);
}
