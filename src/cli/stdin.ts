// Reading standard input (`--input -`, passwords piped to `calev users` and `calev login`).
import type { Context } from '../context.js';

export async function readStdin(ctx: Context): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.io.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/** The first line of stdin without its line end (`pass show site` prints the password first). */
export async function readStdinLine(ctx: Context): Promise<string> {
  return (await readStdin(ctx)).toString('utf8').split(/\r?\n/)[0] ?? '';
}
