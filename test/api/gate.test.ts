// The request gate over the real HTTP transport: many requests in flight share the command's one
// `quit` signal, which must neither warn (a MaxListenersExceededWarning on the user's stderr, as an
// import into a real site printed) nor keep a listener once its request settled.
import { getEventListeners } from 'node:events';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateTransport } from '../../src/api/gate.js';
import { openHttpTransport } from '../../src/api/http-transport.js';
import type { Transport } from '../../src/api/transport.js';
import { CutOffError, StoppedError } from '../../src/api/errors.js';
import { Interrupt } from '../../src/setup/interrupt.js';

let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((_req, res) => setTimeout(() => res.end('{}'), 20));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('gateTransport', () => {
  it('20 requests in flight at once: no listener warning, and no listener left once they settle', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on('warning', onWarning);
    const interrupt = new Interrupt({ stderr: { isTTY: false, write: () => true } });
    let transport: Transport | undefined;
    try {
      transport = gateTransport(await openHttpTransport({ url, retries: 0 }), interrupt);
      const t = transport;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => t.send({ method: 'GET', target: '/ping', headers: {} })),
      );
      expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
      // undici lets go of its listener a moment after the body is read
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(getEventListeners(interrupt.quit, 'abort')).toHaveLength(0);
      // warnings are emitted on the next tick
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await transport?.close();
    }
  });

  it('a first signal refuses new requests and lets those in flight finish; a second cuts off the rest at once', async () => {
    const said: string[] = [];
    const interrupt = new Interrupt({ stderr: { isTTY: true, write: (line: string) => said.push(line) > 0 } });
    // in-process, as the embedded transport: a request begun cannot be aborted, only not waited for
    const pending: Array<() => void> = [];
    const slow: Transport = {
      label: 'slow',
      send: () => new Promise((resolve) => pending.push(() => resolve({ status: 200, headers: {}, body: '{}' }))),
      close: async () => undefined,
    };
    const failing: Transport = { ...slow, send: () => Promise.reject(new Error('refused by the site')) };
    const throwing: Transport = {
      ...slow,
      send: () => {
        throw new Error('no socket');
      },
    };
    const t = gateTransport(slow, interrupt);
    const req = { method: 'POST', target: '/events', headers: {} };
    const first = t.send(req);
    const second = t.send(req);
    await expect(gateTransport(failing, interrupt).send(req)).rejects.toThrow('refused by the site');
    // a transport that throws: a rejection too, and the request is not counted in flight
    const thrown = gateTransport(throwing, interrupt).send(req);
    await expect(thrown).rejects.toThrow('no socket');
    expect(getEventListeners(interrupt.quit, 'abort')).toHaveLength(1);
    interrupt.raise('SIGINT');
    // the two waiting for an answer; not the failed one, nor the one whose transport threw (said
    // once what the stop refused has settled)
    await new Promise((resolve) => setImmediate(resolve));
    expect(said).toEqual(['finishing 2 requests in flight... Ctrl-C again to quit now\n']);
    await expect(t.send(req)).rejects.toBeInstanceOf(StoppedError);
    pending.shift()!();
    expect((await first).status).toBe(200);
    interrupt.raise('SIGINT');
    const cut = await second.catch((err: unknown) => err);
    expect(cut).toBeInstanceOf(CutOffError);
    expect((cut as Error).message).toContain('POST /events');
    // its answer coming later changes nothing
    pending.shift()!();
    await expect(second).rejects.toBeInstanceOf(CutOffError);
    expect(getEventListeners(interrupt.quit, 'abort')).toHaveLength(0);
    await expect(t.send(req)).rejects.toBeInstanceOf(StoppedError);
  });
});
