// The gate every request of a command passes (src/setup/interrupt.ts holds it open or shut): once
// the command is stopping, requests not yet sent are refused (StoppedError), so nothing new
// starts; those in flight finish, unless the gate quits, which gives them up at once
// (CutOffError). PHP stops a request when its client goes away, partway through a save, so
// leaving with requests in flight is what leaves half a write: the gate counts them.
import { CutOffError, StoppedError } from './errors.js';
import { targetName, type Transport, type TransportRequest, type TransportResponse } from './transport.js';

export interface RequestGate {
  /** true once the command is stopping: requests not yet sent are refused */
  readonly stopping: boolean;
  /** aborted when the requests in flight are given up */
  readonly quit: AbortSignal;
  /** aborted as soon as the command is stopping: a request that has not reached the data dir yet
   * (it waits for the lock) gives up and fails with StoppedError */
  readonly stopped?: AbortSignal;
  /** runs `wait`, listening for Ctrl+C and SIGTERM meanwhile though the command may not listen
   * yet (it waits for a starting `calev serve` before sending anything): the first aborts `stopped` */
  listenWhile?<T>(wait: (stopped: AbortSignal) => Promise<T>): Promise<T>;
  /** a request left; it is in flight until `settled` */
  sent(): void;
  settled(): void;
}

/** `POST /wp-json/tribe/events/v1/events`: the request as messages name it. */
export function requestName(req: TransportRequest): string {
  return `${req.method} ${targetName(req.target)}`;
}

/** A transport behind the gate, which can be put in front of another layer (src/api/batch-transport.ts). */
export interface GatedTransport extends Transport {
  readonly beneath: Transport;
  readonly gate: RequestGate;
}

export function gateTransport(transport: Transport, gate: RequestGate): GatedTransport {
  // The requests waiting for an answer, each cut off when the gate quits. One listener on `quit`
  // for all of them, there only while one waits: a listener per request (added and removed on an
  // EventTarget) cost more than the rest of the gate, for each request an import sends.
  const waiting = new Set<() => void>();
  const onQuit = (): void => {
    for (const cut of [...waiting]) cut();
  };
  const wait = (cut: () => void): void => {
    if (waiting.size === 0) gate.quit.addEventListener('abort', onQuit, { once: true });
    waiting.add(cut);
  };
  const done = (cut: () => void): void => {
    waiting.delete(cut);
    if (waiting.size === 0) gate.quit.removeEventListener('abort', onQuit);
  };

  function send(req: TransportRequest): Promise<TransportResponse> {
    if (gate.stopping || gate.quit.aborted) return Promise.reject(new StoppedError(requestName(req)));
    gate.sent();
    let sent: Promise<TransportResponse>;
    try {
      sent = transport.send({ ...req, signal: gate.quit });
    } catch (err) {
      // a transport that throws instead of rejecting: no request left
      gate.settled();
      return Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
    const answer = sent.finally(() => gate.settled());
    // The embedded transport cannot abort a request it began: the command stops waiting for it
    // (the answer of a request given up is not wanted, nor its error).
    return new Promise<TransportResponse>((resolve, reject) => {
      const cut = (): void => reject(new CutOffError(requestName(req)));
      wait(cut);
      answer.then(
        (res) => {
          done(cut);
          resolve(res);
        },
        // what a transport rejects with: an Error (src/api/errors.ts)
        (err: Error) => {
          done(cut);
          reject(gate.quit.aborted ? new CutOffError(requestName(req)) : err);
        },
      );
    });
  }
  return {
    label: transport.label,
    origin: transport.origin,
    send,
    close: () => transport.close(),
    beneath: transport,
    gate,
  };
}
