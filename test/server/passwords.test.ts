import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/server/passwords.js';

describe('password hashes', () => {
  it('hashPassword gives scrypt$N$r$p$salt$hash with a 16-byte salt and verifies the same password', async () => {
    const stored = await hashPassword('correct horse');
    const parts = stored.split('$');
    expect(parts.slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(parts[4], 'base64')).toHaveLength(16);
    expect(Buffer.from(parts[5], 'base64')).toHaveLength(32);
    expect(stored).not.toContain('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
  });

  it('rejects a wrong password, including a different case or an extra space', async () => {
    const stored = await hashPassword('Secret1');
    expect(await verifyPassword('secret1', stored)).toBe(false);
    expect(await verifyPassword('Secret1 ', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash, so the same password hashes differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', a)).toBe(true);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('verifies hashes made with other scrypt parameters', async () => {
    const stored = await hashPassword('pw');
    const [, , , , salt] = stored.split('$');
    const { scryptSync } = await import('node:crypto');
    const key = scryptSync('pw', Buffer.from(salt, 'base64'), 64, { N: 1024, r: 4, p: 2 });
    expect(await verifyPassword('pw', `scrypt$1024$4$2$${salt}$${key.toString('base64')}`)).toBe(true);
    expect(await verifyPassword('px', `scrypt$1024$4$2$${salt}$${key.toString('base64')}`)).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['plain text', 'pw'],
    ['another algorithm', 'bcrypt$16384$8$1$c2FsdA==$aGFzaA=='],
    ['too few fields', 'scrypt$16384$8$1$c2FsdA=='],
    ['N not a power of two', 'scrypt$1000$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA=='],
    ['huge memory cost', 'scrypt$1048576$64$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA=='],
    ['not base64', 'scrypt$16384$8$1$!!!$aGFzaGhhc2hoYXNoaGFzaA=='],
    ['a too short hash', 'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaA=='],
  ])('a malformed stored value (%s) verifies as false', async (_name, stored) => {
    expect(await verifyPassword('pw', stored)).toBe(false);
  });
});
