import { SignJWT, jwtVerify } from 'jose';
import { BoundedMemo } from '../contract';

/** Returns the current time; tests pass their own to move time forward without waiting. */
export type Clock = () => Date;

// Pinned so a token minted for another purpose with the same secret is not accepted here.
const ISSUER = 'medicines-online-api';
const AUDIENCE = 'medicines-online-gateway';

/** `SignedIn` is what the database says of a token's account while its sign-in stands (server.ts). */
export interface AccessTokens<SignedIn> {
  readonly ttlSeconds: number;
  /** A signed JWT whose `sub` is the account id and `sid` its sign-in, valid for `ttlSeconds`. */
  issue(accountId: string, signInId: string): Promise<string>;
  /** What findSignedIn found for a valid, unexpired token of a sign-in that stands; else undefined. */
  verify(token: string): Promise<SignedIn | undefined>;
}

/** Short-lived access tokens: HS256 JWTs (docs/rest-api.md, ACCESS_TOKEN_TTL_SECONDS). */
export function createAccessTokens<SignedIn>(options: {
  secret: string;
  ttlSeconds: number;
  clock: Clock;
  /**
   * The token's account, only while the sign-in it names still stands (refresh-tokens.ts signInStands);
   * undefined otherwise. Asked on every request.
   */
  findSignedIn: (accountId: string, signInId: string) => Promise<SignedIn | undefined>;
}): AccessTokens<SignedIn> {
  const key = new TextEncoder().encode(options.secret);
  const verified = new VerifiedTokens();
  const verifySignature = async (token: string): Promise<VerifiedClaims | undefined> => {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp', 'sid'],
        currentDate: options.clock(),
      });
      const { sub, sid, exp } = payload;
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number')
        return undefined;
      return { sub, sid, exp };
    } catch {
      return undefined;
    }
  };
  return {
    ttlSeconds: options.ttlSeconds,
    async issue(accountId, signInId) {
      const now = Math.floor(options.clock().getTime() / 1000);
      return new SignJWT({ sid: signInId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(accountId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + options.ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      const now = Math.floor(options.clock().getTime() / 1000);
      const claims = verified.get(token) ?? (await verifySignature(token));
      // jose's rule, kept for a remembered token: expired once `exp` is now or past.
      if (claims === undefined || claims.exp <= now) {
        verified.delete(token);
        return undefined;
      }
      verified.remember(token, claims);
      // Every time, remembered or not: a sign-out on any instance ends the token at once.
      return options.findSignedIn(claims.sub, claims.sid);
    },
  };
}

/** What a valid token proves: its account, its sign-in and when it expires (epoch seconds). */
interface VerifiedClaims {
  sub: string;
  sid: string;
  exp: number;
}

/**
 * Tokens whose signature, issuer and audience were verified, by their exact text (issue #20: the gateway sends
 * the same access token on every request until it refreshes it, and an HMAC check through WebCrypto cost more
 * than the rest of the check). Only a token that verified is kept, and only the same string finds it, so a
 * forged or altered token still goes through jose. Expiry and the sign-in are checked on every request as
 * before. Bounded: the oldest goes first.
 */
class VerifiedTokens extends BoundedMemo<string, VerifiedClaims> {
  constructor() {
    super(10_000);
  }
}
