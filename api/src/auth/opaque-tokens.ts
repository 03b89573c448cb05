import { createHash, randomBytes } from 'node:crypto';

/**
 * A new bearer token for refresh and password-reset tokens: 32 random bytes, base64url (43 characters, safe
 * in a URL). Only its hash (hashToken) is stored.
 */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are high-entropy random values, so a fast unsalted hash is enough to make a stolen table useless. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
