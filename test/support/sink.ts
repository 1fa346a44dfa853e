// A stream a command writes its output to in a test run in-process: the text, and whether it
// stands for a terminal (and how wide).
export class Sink {
  text = '';
  isTTY: boolean;
  columns?: number;
  constructor(
    isTTY: boolean,
    columns?: number,
    private readonly onWrite?: (chunk: string) => void,
  ) {
    this.isTTY = isTTY;
    this.columns = columns;
  }
  write(chunk: string): boolean {
    this.text += chunk;
    this.onWrite?.(chunk);
    return true;
  }
}
