// Seeding over HTTP: POST /events with `connections` keep-alive clients, each sending its next
// create as soon as the last one is answered (the way a batch script or an importer writes).
import http from 'node:http';

/**
 * Creates `bodies` (API bodies, in order) on `base` with `auth` (an Authorization header value);
 * resolves with the seconds it took and the ids of the created published events (get-by-id
 * draws from them). Any answer but 201 stops the run.
 */
export async function seedEvents(base, auth, bodies, { connections = 8, ns = '/wp-json/calendar/events/v1' } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(`${base}${ns}/events`);
  const published = [];
  let next = 0;
  const post = (body) =>
    new Promise((resolve, reject) => {
      const payload = Buffer.from(JSON.stringify(body));
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json', 'content-length': payload.length },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if (res.statusCode !== 201)
              return reject(new Error(`create answered ${res.statusCode}: ${text.slice(0, 300)}`));
            // the id and status lead the representation: no need to parse all of it
            const head = text.slice(0, 200);
            const id = Number(/"id":(\d+)/.exec(head)?.[1]);
            if (/"status":"publish"/.test(text.slice(0, 400))) published.push(id);
            resolve();
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  const started = process.hrtime.bigint();
  const worker = async () => {
    while (next < bodies.length) await post(bodies[next++]);
  };
  try {
    await Promise.all(Array.from({ length: connections }, worker));
  } finally {
    agent.destroy();
  }
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9, published };
}
