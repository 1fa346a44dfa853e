// Reading standard input (`--input -`, passwords piped to `calev users`).
import type { Context } from '../context.js';

export async function readStdin(ctx: Context): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.io.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}
