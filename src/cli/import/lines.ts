// Lines of a byte stream, pulled one at a time: only the current chunk is held, so a file of any
// size streams through in bounded memory.
import { StringDecoder } from 'node:string_decoder';

export async function* readLines(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let first = true;
  for await (const chunk of chunks) {
    rest += typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (first && rest.length > 0) {
      rest = rest.replace(/^\uFEFF/, '');
      first = false;
    }
    let at: number;
    while ((at = rest.indexOf('\n')) >= 0) {
      yield rest.slice(0, at).replace(/\r$/, '');
      rest = rest.slice(at + 1);
    }
  }
  rest += decoder.end();
  if (rest !== '') yield rest.replace(/\r$/, '');
}
