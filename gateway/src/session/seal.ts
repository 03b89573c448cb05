import * as Iron from 'iron-webcrypto';

/** What the session cookie holds. Times are epoch milliseconds. */
export interface SessionData {
  /** Random id: keys the in-process refresh coordination, never an upstream identifier. */
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  createdAt: number;
  lastSeenAt: number;
}

/**
 * Seals with iron (AES-256-CBC + HMAC-SHA256, keys derived from the secret with a fresh salt per seal), so the
 * browser holds the tokens but can neither read nor alter them. Expiry is checked by the caller against the
 * session's own times, not iron's ttl, so that tests can inject a clock.
 */
export function sealSession(data: SessionData, secret: string): Promise<string> {
  return sealValue(data, secret);
}

/** The session in a sealed cookie value, or null when it is tampered, sealed with another secret or malformed. */
export async function unsealSession(sealed: string, secret: string): Promise<SessionData | null> {
  const value = await unsealValue(sealed, secret);
  return isSessionData(value) ? value : null;
}

/** Seals any JSON value as the session is sealed (the flow cookie uses it too). */
export function sealValue(value: unknown, secret: string): Promise<string> {
  return Iron.seal(value, secret, Iron.defaults);
}

/** The value in a sealed string, or null when it is tampered, sealed with another secret or malformed. */
export async function unsealValue(sealed: string, secret: string): Promise<unknown> {
  try {
    return await Iron.unseal(sealed, secret, Iron.defaults);
  } catch {
    return null;
  }
}

function isSessionData(value: unknown): value is SessionData {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record['sessionId'] === 'string' &&
    typeof record['accessToken'] === 'string' &&
    typeof record['refreshToken'] === 'string' &&
    typeof record['createdAt'] === 'number' &&
    typeof record['lastSeenAt'] === 'number'
  );
}
