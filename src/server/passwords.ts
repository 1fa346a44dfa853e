// Password hashes for the users of a data dir: scrypt with a random salt, stored as
// 'scrypt$N$r$p$saltB64$hashB64' so the cost can be raised later without breaking old hashes.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

// N = 2^14 costs ~16 MiB and some tens of milliseconds: enough against offline guessing for a
// local tool, cheap enough for tests and interactive logins.
const COST = { N: 16384, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Refuse stored parameters that would make one verification eat more memory than this. */
const MAX_MEMORY = 256 * 1024 * 1024;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function deriveKey(
  password: string,
  salt: Buffer,
  keyLength: number,
  cost: ScryptOptions & { N: number; r: number; p: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // scrypt needs 128 * N * r bytes; the default maxmem (32 MiB) is too tight for larger N.
    const options = { ...cost, maxmem: 128 * cost.N * cost.r * cost.p + 1024 * 1024 };
    scrypt(password, salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, KEY_BYTES, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  cost: { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map((n) => (/^\d{1,10}$/.test(n) ? Number(n) : NaN)) as [number, number, number];
  const powerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || !(r >= 1) || !(p >= 1) || 128 * N * r * p > MAX_MEMORY) return undefined;
  const [saltText, keyText] = [parts[4], parts[5]];
  if (!BASE64.test(saltText) || !BASE64.test(keyText)) return undefined;
  const key = Buffer.from(keyText, 'base64');
  if (key.length < 16 || key.length > 128) return undefined;
  return { cost: { N, r, p }, salt: Buffer.from(saltText, 'base64'), key };
}

/** true when `password` matches `stored`; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = typeof stored === 'string' ? parseHash(stored) : undefined;
  if (!parsed) return false;
  try {
    const key = await deriveKey(password, parsed.salt, parsed.key.length, parsed.cost);
    return timingSafeEqual(key, parsed.key);
  } catch {
    return false;
  }
}
