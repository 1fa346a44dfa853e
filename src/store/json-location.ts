// JSON.parse in Node 20 often reports no position at all, and a hand-edited collection file needs
// "line 12, column 5" to be fixable. This scanner runs only after JSON.parse failed (or to point
// at the n-th record of a file that parsed but holds a bad record), so speed does not matter.

export interface JsonProblem {
  offset: number;
  reason: string;
}

class SyntaxProblem extends Error {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);

class Scanner {
  pos = 0;
  /** start offsets of the elements of the top-level array */
  readonly itemStarts: number[] = [];

  constructor(private readonly text: string) {}

  document(): void {
    this.value(0);
    this.skipWhitespace();
    if (this.pos < this.text.length) this.fail('unexpected content after the end of the JSON value');
  }

  private fail(reason: string, offset = this.pos): never {
    throw new SyntaxProblem(offset, reason);
  }

  private skipWhitespace(): void {
    while (this.pos < this.text.length && WHITESPACE.has(this.text[this.pos])) this.pos++;
  }

  private peek(): string | undefined {
    return this.text[this.pos];
  }

  private value(depth: number): void {
    this.skipWhitespace();
    const c = this.peek();
    if (c === undefined) this.fail('unexpected end of file');
    if (c === '{') return this.object(depth);
    if (c === '[') return this.array(depth);
    if (c === '"') return this.string();
    if (c === '-' || (c >= '0' && c <= '9')) return this.number();
    for (const word of ['true', 'false', 'null']) {
      if (this.text.startsWith(word, this.pos)) {
        this.pos += word.length;
        return;
      }
    }
    this.fail(`unexpected character ${JSON.stringify(c)}`);
  }

  /** An object or array: items separated by commas up to `close`. */
  private container(close: '}' | ']', item: () => void): void {
    this.pos++;
    this.skipWhitespace();
    if (this.peek() === close) {
      this.pos++;
      return;
    }
    for (;;) {
      this.skipWhitespace();
      if (this.peek() === close) this.fail(`trailing comma before "${close}"`);
      item();
      this.skipWhitespace();
      const c = this.peek();
      this.pos++;
      if (c === close) return;
      if (c !== ',') this.fail(c === undefined ? 'unexpected end of file' : `expected "," or "${close}"`, this.pos - 1);
    }
  }

  private object(depth: number): void {
    this.container('}', () => {
      if (this.peek() !== '"') this.fail('expected a double-quoted property name');
      this.string();
      this.skipWhitespace();
      if (this.peek() !== ':') this.fail('expected ":" after the property name');
      this.pos++;
      this.value(depth + 1);
    });
  }

  private array(depth: number): void {
    this.container(']', () => {
      if (depth === 0) this.itemStarts.push(this.pos);
      this.value(depth + 1);
    });
  }

  private string(): void {
    const start = this.pos;
    this.pos++;
    for (;;) {
      const c = this.peek();
      if (c === undefined || c === '\n') this.fail('unterminated string', start);
      if (c < ' ') this.fail('control character inside a string (escape it)');
      this.pos++;
      if (c === '"') return;
      if (c === '\\') this.escape();
    }
  }

  private escape(): void {
    const c = this.peek();
    if (c !== undefined && '"\\/bfnrt'.includes(c)) {
      this.pos++;
      return;
    }
    if (c === 'u' && /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.pos + 1, this.pos + 5))) {
      this.pos += 5;
      return;
    }
    this.fail('invalid escape sequence in a string', this.pos - 1);
  }

  private number(): void {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.pos, this.pos + 400));
    if (!match) this.fail('invalid number');
    this.pos += match[0].length;
  }
}

/** Where and why `text` is not JSON; undefined when the scanner finds no problem. */
export function locateJsonProblem(text: string): JsonProblem | undefined {
  try {
    new Scanner(text).document();
    return undefined;
  } catch (err) {
    if (err instanceof SyntaxProblem) return { offset: err.offset, reason: err.reason };
    return undefined; // e.g. nesting too deep for the recursive scanner: no position, not a crash
  }
}

/** Offset of the `index`-th element of the top-level array in valid JSON `text`. */
export function locateArrayItem(text: string, index: number): number | undefined {
  const scanner = new Scanner(text);
  try {
    scanner.document();
  } catch {
    return undefined;
  }
  return scanner.itemStarts[index];
}

/** 1-based line and column (in UTF-16 code units, as editors mostly count) of an offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
