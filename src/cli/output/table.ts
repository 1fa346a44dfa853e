// Terminal tables (cli-table3): borderless columns like gh, long text cut to the terminal width.
import { displayWidth, loadWidthsFor, truncate } from '../../views/text-width.js';
import type { Column } from './columns.js';
import type { Style } from './style.js';

const GAP = 2;
const MIN_FLEX = 8;

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

/** Column widths that fit `width`: flexible columns give up space first, widest first. */
export function fitWidths(natural: number[], flex: boolean[], width: number): number[] {
  const widths = [...natural];
  let excess = widths.reduce((a, b) => a + b, 0) + GAP * (widths.length - 1) - width;
  while (excess > 0) {
    let widest = -1;
    for (let i = 0; i < widths.length; i++) {
      if (flex[i] && widths[i] > MIN_FLEX && (widest < 0 || widths[i] > widths[widest])) widest = i;
    }
    if (widest < 0) break;
    widths[widest] -= 1;
    excess -= 1;
  }
  return widths;
}

async function layout(
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

/** A list as a table: one row per item. */
export async function renderTable(
  columns: readonly Column[],
  items: readonly unknown[],
  width: number,
  style: Style,
): Promise<string> {
  const cells = items.map((item) => columns.map((c) => c.cell(item)));
  await loadWidthsFor([...columns.map((c) => c.header), ...cells.flat()]);
  const natural = columns.map((c, i) => Math.max(displayWidth(c.header), ...cells.map((row) => displayWidth(row[i]))));
  const widths = fitWidths(
    natural,
    columns.map((c) => Boolean(c.flex)),
    width,
  );
  const rows = cells.map((row) => row.map((cell, i) => truncate(cell, widths[i])));
  const styles = columns.map((c) => (c.key === 'status' ? style.status : c.key === 'id' ? style.dim : undefined));
  return layout(
    columns.map((c) => c.header),
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
  return layout(undefined, cells, [style.bold, undefined], style);
}
