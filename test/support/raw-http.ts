// Requests that fetch cannot make: any method (HEAD with its headers), a chosen Host header,
// paths sent byte for byte (no dot-segment or percent normalization), bodies of any size.
import http from 'node:http';

export interface RawResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: any;
}

export function rawRequest(
  base: string,
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResult> {
  const url = new URL(base);
  const headers: Record<string, string> = { ...opts.headers };
  const framed = Object.keys(headers).some((k) => ['content-length', 'transfer-encoding'].includes(k.toLowerCase()));
  // Node frames bodies of GET, DELETE, OPTIONS only when told the length.
  if (opts.body !== undefined && !framed) headers['content-length'] = String(Buffer.byteLength(opts.body));
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

export function basicHeader(login: string, password: string): string {
  return `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
}
