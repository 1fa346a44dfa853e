// Ctrl+C and SIGTERM for the commands that write or page. Until a command calls listen(), a
// signal ends the process as it always did. After it, the first SIGINT or SIGTERM stops the
// command gracefully: no new request starts (src/api/gate.ts), those in flight finish, and the
// command writes its results and how far it got. A second signal, or requests still in flight
// after `boundMs`, gives them up at once; the command then names what may be half-written. A
// third signal finds Node's own handling again and ends the process there and then.
import { setMaxListeners } from 'node:events';
import type { RequestGate } from '../api/gate.js';
import type { OutStream } from '../context.js';

export type StopSignal = 'SIGINT' | 'SIGTERM';

/** process, or an EventEmitter in tests */
export interface SignalSource {
  on(signal: StopSignal, listener: (signal: StopSignal) => void): unknown;
  off(signal: StopSignal, listener: (signal: StopSignal) => void): unknown;
}

export interface InterruptOptions {
  stderr: OutStream;
  source?: SignalSource;
  /** how long requests in flight may take to finish after the first signal (default 30 s) */
  boundMs?: number;
}

const SIGNALS: readonly StopSignal[] = ['SIGINT', 'SIGTERM'];

function requests(n: number): string {
  return `${n} ${n === 1 ? 'request' : 'requests'}`;
}

export class Interrupt implements RequestGate {
  private received: StopSignal | undefined;
  private inFlight = 0;
  private listening = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly controller = new AbortController();
  private readonly stopController = new AbortController();
  private readonly stopHandlers: Array<() => void> = [];
  private readonly handle = (signal: StopSignal) => this.raise(signal);

  constructor(private readonly opts: InterruptOptions) {
    // Every request in flight listens on `quit` (the gate, and undici for the socket), so an import
    // with a dozen requests in flight passes Node's default of 10 listeners and would print a
    // MaxListenersExceededWarning on stderr; each listener goes when its request settles.
    setMaxListeners(0, this.controller.signal);
  }

  /** the first signal received, once one is */
  get signal(): StopSignal | undefined {
    return this.received;
  }

  get stopping(): boolean {
    return this.received !== undefined;
  }

  get quit(): AbortSignal {
    return this.controller.signal;
  }

  /** aborted by the first signal: what waits before sending (the data dir's lock) stops waiting */
  get stopped(): AbortSignal {
    return this.stopController.signal;
  }

  /** true when the requests in flight were given up rather than finished */
  get quitNow(): boolean {
    return this.controller.signal.aborted;
  }

  sent(): void {
    this.inFlight += 1;
  }

  settled(): void {
    this.inFlight -= 1;
  }

  /** From now on a signal stops the command gracefully instead of ending the process. */
  listen(): void {
    if (this.listening || this.quitNow) return;
    this.listening = true;
    const source = this.opts.source ?? process;
    for (const s of SIGNALS) source.on(s, this.handle);
  }

  /** Listens while `wait` runs, as the command does from listen() on; unless a signal came, as
   * the command did before once it is over. */
  async listenWhile<T>(wait: (stopped: AbortSignal) => Promise<T>): Promise<T> {
    const listened = this.listening;
    this.listen();
    try {
      return await wait(this.stopped);
    } finally {
      if (!listened && !this.stopping) this.dispose();
    }
  }

  /** Runs when the first signal arrives, before the line about requests in flight (stops a progress bar). */
  onStop(handler: () => void): void {
    this.stopHandlers.push(handler);
  }

  /** What a signal does once the command listens. */
  raise(signal: StopSignal): void {
    if (this.received !== undefined) {
      this.giveUp();
      return;
    }
    this.received = signal;
    for (const handler of this.stopHandlers) handler();
    this.stopController.abort();
    // counted once what `stopped` refused (requests handed over but not sent: batch-transport.ts)
    // has settled
    setImmediate(() => {
      if (this.inFlight > 0 && this.opts.stderr.isTTY && !this.quitNow)
        this.opts.stderr.write(`finishing ${requests(this.inFlight)} in flight... Ctrl-C again to quit now\n`);
    });
    const bound = this.opts.boundMs ?? 30_000;
    this.timer = setTimeout(() => {
      if (this.inFlight > 0)
        this.opts.stderr.write(`${requests(this.inFlight)} still in flight after ${bound / 1000} s: quitting\n`);
      this.giveUp();
    }, bound);
    this.timer.unref();
  }

  /** Gives up the requests in flight; a further signal ends the process the way Node does. */
  private giveUp(): void {
    this.dispose();
    this.controller.abort();
  }

  /** Stops listening (the command is over). */
  dispose(): void {
    clearTimeout(this.timer);
    if (!this.listening) return;
    this.listening = false;
    const source = this.opts.source ?? process;
    for (const s of SIGNALS) source.off(s, this.handle);
  }
}
