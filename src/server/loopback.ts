// Which hosts are this machine only: `calev serve` refuses to expose a data dir nobody can log in
// to beyond them, and the client sends credentials over plain http only to them.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

export function isLoopbackAddress(address: string): boolean {
  const a = address.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(a) === 4) return a.startsWith('127.');
  if (isIP(a) === 6) return a === '::1' || /^(0{1,4}:){7}0{0,3}1$/.test(a) || /^::ffff:127\./.test(a);
  return false;
}

/** Every address `host` stands for is a loopback one (a name is resolved; unresolvable: no). */
export async function isLoopbackHost(host: string): Promise<boolean> {
  const h = host.replace(/^\[|\]$/g, '');
  if (h === '') return false;
  if (isIP(h)) return isLoopbackAddress(h);
  const addresses = await lookup(h, { all: true }).catch(() => []);
  return addresses.length > 0 && addresses.every((a) => isLoopbackAddress(a.address));
}

/**
 * A URL hostname that is loopback without asking DNS: `localhost` or a loopback literal. The client
 * decides before any lookup or connection, and a name that resolves to 127.0.0.1 today may not
 * tomorrow, so only these count.
 */
export function isLoopbackName(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/\.$/, '');
  return h === 'localhost' || isLoopbackAddress(h);
}
