import * as Iron from 'iron-webcrypto';

/**
 * What the session cookie holds: the session's random id and nothing else (the session itself is in the
 * SessionStore). Sealed with iron (AES-256-CBC + HMAC-SHA256, keys derived from the secret with a fresh salt per
 * seal), so a cookie cannot be made up or altered: only ids this gateway issued are ever looked up.
 */
export function sealSessionId(sessionId: string, secret: string): Promise<string> {
  return sealValue({ sid: sessionId }, secret);
}

/** The session id in a sealed cookie value, or null when it is tampered, sealed with another secret or malformed. */
export async function unsealSessionId(sealed: string, secret: string): Promise<string | null> {
  const value = await unsealValue(sealed, secret);
  if (typeof value !== 'object' || value === null) return null;
  const sid = (value as Record<string, unknown>)['sid'];
  return typeof sid === 'string' && sid !== '' ? sid : null;
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
