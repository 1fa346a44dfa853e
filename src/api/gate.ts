// The gate every request of a command passes (src/setup/interrupt.ts holds it open or shut): once
// the command is stopping, requests not yet sent are refused (StoppedError), so nothing new
// starts; those in flight finish, unless the gate quits, which gives them up at once
// (CutOffError). PHP stops a request when its client goes away, partway through a save, so
// leaving with requests in flight is what leaves half a write: the gate counts them.
import { CutOffError, StoppedError } from './errors.js';
import type { Transport, TransportRequest, TransportResponse } from './transport.js';

export interface RequestGate {
  /** true once the command is stopping: requests not yet sent are refused */
  readonly stopping: boolean;
  /** aborted when the requests in flight are given up */
  readonly quit: AbortSignal;
  /** a request left; it is in flight until `settled` */
  sent(): void;
  settled(): void;
}

/** `POST /wp-json/tribe/events/v1/events`: the request as messages name it. */
function requestName(req: TransportRequest): string {
  return `${req.method} ${req.target.split('?')[0]}`;
}

/** A transport behind the gate, which can be put in front of another layer (src/api/batch-transport.ts). */
export interface GatedTransport extends Transport {
  readonly beneath: Transport;
  readonly gate: RequestGate;
}

export function gateTransport(transport: Transport, gate: RequestGate): GatedTransport {
  async function send(req: TransportRequest): Promise<TransportResponse> {
    if (gate.stopping || gate.quit.aborted) throw new StoppedError(requestName(req));
    gate.sent();
    const answer = transport.send({ ...req, signal: gate.quit }).finally(() => gate.settled());
    let onQuit: (() => void) | undefined;
    // The embedded transport cannot abort a request it began: the command stops waiting for it.
    const quit = new Promise<never>((_resolve, reject) => {
      onQuit = () => reject(new CutOffError(requestName(req)));
      gate.quit.addEventListener('abort', onQuit, { once: true });
    });
    try {
      return await Promise.race([answer, quit]);
    } catch (err) {
      if (gate.quit.aborted) throw new CutOffError(requestName(req));
      throw err;
    } finally {
      gate.quit.removeEventListener('abort', onQuit!);
      // the answer of a request given up is not wanted, nor its error
      answer.catch(() => undefined);
    }
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
