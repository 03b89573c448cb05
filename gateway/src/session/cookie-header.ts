/** Reads one cookie's value from a Cookie request header (first one wins, as browsers send the most specific first). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export interface CookieAttributes {
  secure: boolean;
  /** Seconds; 0 deletes the cookie. */
  maxAgeSeconds: number;
}

/**
 * A session cookie: httpOnly so page scripts never see it, SameSite=Lax so other sites' requests do not carry it
 * (links into the app still do), Path=/ and no Domain so that the `__Host-` prefix is valid when secure.
 */
export function serializeSessionCookie(
  name: string,
  value: string,
  attributes: CookieAttributes,
): string {
  const parts = [
    `${name}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.max(0, Math.floor(attributes.maxAgeSeconds))}`,
  ];
  if (attributes.maxAgeSeconds <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

/** `__Host-` binds the cookie to this exact origin over https; browsers reject it without Secure. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-session' : 'session';
}
