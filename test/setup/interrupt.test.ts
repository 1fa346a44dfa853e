import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { Interrupt } from '../../src/setup/interrupt.js';

class Stderr {
  text = '';
  constructor(readonly isTTY: boolean) {}
  write(chunk: string): boolean {
    this.text += chunk;
    return true;
  }
}

function setUp(opts: { tty?: boolean; boundMs?: number } = {}) {
  const source = new EventEmitter();
  const stderr = new Stderr(opts.tty ?? false);
  const interrupt = new Interrupt({ stderr, source: source, boundMs: opts.boundMs });
  return { source, stderr, interrupt };
}

describe('Ctrl+C and SIGTERM (src/setup/interrupt.ts)', () => {
  it('before listen() a signal is not its business: Node ends the process as always', () => {
    const { source, interrupt } = setUp();
    expect(source.listenerCount('SIGINT')).toBe(0);
    interrupt.listen();
    expect(source.listenerCount('SIGINT')).toBe(1);
    expect(source.listenerCount('SIGTERM')).toBe(1);
    interrupt.dispose();
    expect(source.listenerCount('SIGINT') + source.listenerCount('SIGTERM')).toBe(0);
  });

  it('the first SIGINT stops: no new request, in-flight ones kept, one line on a terminal', async () => {
    const { source, stderr, interrupt } = setUp({ tty: true });
    const stops: string[] = [];
    interrupt.onStop(() => stops.push('progress bar stopped'));
    interrupt.listen();
    interrupt.sent();
    interrupt.sent();
    interrupt.sent();
    interrupt.settled();
    source.emit('SIGINT', 'SIGINT');
    expect(interrupt.stopping).toBe(true);
    expect(interrupt.signal).toBe('SIGINT');
    expect(interrupt.quit.aborted).toBe(false);
    expect(stops).toEqual(['progress bar stopped']);
    // said once what the stop refused has settled (requests handed over but not sent)
    await new Promise((resolve) => setImmediate(resolve));
    expect(stderr.text).toBe('finishing 2 requests in flight... Ctrl-C again to quit now\n');
    interrupt.dispose();
  });

  it('the line is for a terminal only, and only with requests in flight', async () => {
    const settledOnes = () => new Promise((resolve) => setImmediate(resolve));
    const piped = setUp({ tty: false });
    piped.interrupt.listen();
    piped.interrupt.sent();
    piped.source.emit('SIGTERM', 'SIGTERM');
    expect(piped.interrupt.signal).toBe('SIGTERM');
    await settledOnes();
    expect(piped.stderr.text).toBe('');
    piped.interrupt.dispose();
    const idle = setUp({ tty: true });
    idle.interrupt.listen();
    idle.source.emit('SIGINT', 'SIGINT');
    await settledOnes();
    expect(idle.stderr.text).toBe('');
    idle.interrupt.dispose();
  });

  it('a second signal gives up the requests in flight and hands the next one back to Node', () => {
    const { source, interrupt } = setUp();
    interrupt.listen();
    interrupt.sent();
    source.emit('SIGINT', 'SIGINT');
    source.emit('SIGINT', 'SIGINT');
    expect(interrupt.quit.aborted).toBe(true);
    expect(interrupt.quitNow).toBe(true);
    expect(interrupt.signal).toBe('SIGINT');
    expect(source.listenerCount('SIGINT')).toBe(0);
    // a command that starts listening after that does not take the signals again
    interrupt.listen();
    expect(source.listenerCount('SIGINT')).toBe(0);
  });

  it('requests still in flight when the bound runs out are given up, saying so', async () => {
    const { source, stderr, interrupt } = setUp({ boundMs: 30 });
    interrupt.listen();
    interrupt.sent();
    source.emit('SIGTERM', 'SIGTERM');
    await new Promise<void>((resolve) => interrupt.quit.addEventListener('abort', () => resolve()));
    expect(stderr.text).toBe('1 request still in flight after 0.03 s: quitting\n');
    expect(source.listenerCount('SIGTERM')).toBe(0);
  });
});
