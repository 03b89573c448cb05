import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummyHash, verifyPassword } from './password';

describe('password hashing', { timeout: 20_000 }, () => {
  it('stores scrypt parameters and a fresh salt in every hash', async () => {
    const first = await hashPassword('Password123!');
    const second = await hashPassword('Password123!');
    expect(first).toMatch(/^\$scrypt\$ln=15,r=8,p=3\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Password123!');
  });

  it('accepts the right password and refuses any other', async () => {
    const stored = await hashPassword('Password123!');
    expect(await verifyPassword('Password123!', stored)).toBe(true);
    expect(await verifyPassword('password123!', stored)).toBe(false);
    expect(await verifyPassword('Password123! ', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('verifies hashes made with other parameters, as read from the hash', async () => {
    const cheaper = await hashPassword('correct horse', { parameters: { logN: 10, r: 8, p: 1 } });
    expect(cheaper).toContain('ln=10,r=8,p=1');
    expect(await verifyPassword('correct horse', cheaper)).toBe(true);
  });

  it('treats the same text typed as composed or decomposed characters as one password', async () => {
    const stored = await hashPassword('Zoë-Café');
    expect(await verifyPassword('Zoe\u0308-Cafe\u0301', stored)).toBe(true);
  });

  it('refuses damaged hashes and runaway parameters instead of throwing', async () => {
    const stored = await hashPassword('Password123!');
    expect(await verifyPassword('Password123!', stored.slice(0, -8))).toBe(false);
    expect(await verifyPassword('Password123!', 'plain-text')).toBe(false);
    expect(await verifyPassword('Password123!', stored.replace('ln=15', 'ln=40'))).toBe(false);
  });

  it('has a dummy check for unknown accounts that always fails', async () => {
    expect(await verifyAgainstDummyHash('Password123!')).toBe(false);
  });
});
