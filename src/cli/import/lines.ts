// Lines of a byte stream, pulled one at a time: only the current chunk is held, so a file of any
// size streams through in bounded memory. Each line is decoded on its own (file-locale.ts
// lineDecoder: UTF-8, or the code page a line that is not UTF-8 was written in); a stream that
// begins with a UTF-16 byte order mark is decoded as UTF-16 before it is cut into lines.
import { isUtf8 } from 'node:buffer';

export type LineDecoder = (bytes: Buffer, line: number) => string;

const utf8 = (bytes: Buffer) => bytes.toString('utf8');

/** `decode`: a line that is not UTF-8 (string chunks are text already, and are read as such). */
export async function* readLines(
  chunks: AsyncIterable<Buffer | string>,
  decode: LineDecoder = utf8,
): AsyncGenerator<string> {
  const iterator = chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return;
  const head = typeof first.value === 'string' ? Buffer.from(first.value) : first.value;
  const rest = (async function* () {
    yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      yield typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
  })();
  if (head[0] === 0xff && head[1] === 0xfe) yield* utf16Lines(rest, 'utf-16le');
  else if (head[0] === 0xfe && head[1] === 0xff) yield* utf16Lines(rest, 'utf-16be');
  else yield* byteLines(rest, decode);
}

async function* byteLines(chunks: AsyncIterable<Buffer>, decode: LineDecoder): AsyncGenerator<string> {
  let pending: Buffer | undefined;
  let line = 0;
  let first = true;
  const atEnd = (text: string) => (text.endsWith('\r') ? text.slice(0, -1) : text);
  for await (const chunk of chunks) {
    const last = chunk.lastIndexOf(0x0a);
    if (last < 0) {
      pending = pending ? Buffer.concat([pending, chunk]) : chunk;
      continue;
    }
    // the whole lines held so far; the bytes after the last line break wait for the next chunk
    let whole = pending ? Buffer.concat([pending, chunk.subarray(0, last)]) : chunk.subarray(0, last);
    pending = last + 1 < chunk.length ? chunk.subarray(last + 1) : undefined;
    if (first) {
      // a UTF-8 byte order mark before the first line
      if (whole[0] === 0xef && whole[1] === 0xbb && whole[2] === 0xbf) whole = whole.subarray(3);
      first = false;
    }
    if (isUtf8(whole)) {
      // the usual case, decoded at once
      for (const text of whole.toString('utf8').split('\n')) {
        line += 1;
        yield atEnd(text);
      }
      continue;
    }
    let start = 0;
    for (let at = whole.indexOf(0x0a); ; at = whole.indexOf(0x0a, start)) {
      line += 1;
      yield atEnd(decode(whole.subarray(start, at < 0 ? whole.length : at), line));
      if (at < 0) break;
      start = at + 1;
    }
  }
  if (pending && pending.length > 0) {
    if (first && pending[0] === 0xef && pending[1] === 0xbb && pending[2] === 0xbf) pending = pending.subarray(3);
    line += 1;
    yield atEnd(decode(pending, line));
  }
}

async function* utf16Lines(chunks: AsyncIterable<Buffer>, encoding: 'utf-16le' | 'utf-16be'): AsyncGenerator<string> {
  // the byte order mark is dropped by the decoder
  const decoder = new TextDecoder(encoding);
  let rest = '';
  for await (const chunk of chunks) {
    rest += decoder.decode(chunk, { stream: true });
    let at: number;
    while ((at = rest.indexOf('\n')) >= 0) {
      yield rest.slice(0, at).replace(/\r$/, '');
      rest = rest.slice(at + 1);
    }
  }
  rest += decoder.decode();
  if (rest !== '') yield rest.replace(/\r$/, '');
}
