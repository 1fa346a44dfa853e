// Colour, decided once per stream as other command-line tools do: --color or --no-color, else
// NO_COLOR (not empty) turns it off, else FORCE_COLOR turns it on (0 or false: off), else a dumb
// terminal (TERM=dumb) has none, else it follows whether the stream is a terminal. chalk is
// loaded only when it is on.
import type { Env, OutStream } from '../../context.js';

export interface Style {
  readonly enabled: boolean;
  readonly bold: (s: string) => string;
  readonly dim: (s: string) => string;
  readonly red: (s: string) => string;
  readonly yellow: (s: string) => string;
  /** a post status in its colour */
  readonly status: (s: string) => string;
}

export function colourWanted(flag: boolean | undefined, env: Env, stream: OutStream): boolean {
  if (flag !== undefined) return flag;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  const forced = forcedColour(env.FORCE_COLOR);
  if (forced !== undefined) return forced;
  if (env.TERM === 'dumb') return false;
  return Boolean(stream.isTTY);
}

/** FORCE_COLOR as chalk and Node read it: set (even empty) means on, but `0` and `false` mean off. */
function forcedColour(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  return !['0', 'false'].includes(value.trim().toLowerCase());
}

const plain: Style = {
  enabled: false,
  bold: (s) => s,
  dim: (s) => s,
  red: (s) => s,
  yellow: (s) => s,
  status: (s) => s,
};

export async function createStyle(enabled: boolean): Promise<Style> {
  if (!enabled) return plain;
  const { Chalk } = await import('chalk');
  const c = new Chalk({ level: 1 });
  const statusColours: Record<string, (s: string) => string> = {
    publish: c.green,
    future: c.cyan,
    draft: c.yellow,
    pending: c.yellow,
    private: c.magenta,
    trash: c.red,
  };
  return {
    enabled: true,
    bold: c.bold,
    dim: c.dim,
    red: c.red,
    yellow: c.yellow,
    status: (s) => (statusColours[s] ?? ((x: string) => x))(s),
  };
}
