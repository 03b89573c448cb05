import { SignJWT, jwtVerify } from 'jose';

/** Returns the current time; tests pass their own to move time forward without waiting. */
export type Clock = () => Date;

// Pinned so a token minted for another purpose with the same secret is not accepted here.
const ISSUER = 'medicines-online-api';
const AUDIENCE = 'medicines-online-gateway';

export interface AccessTokens {
  readonly ttlSeconds: number;
  /** A signed JWT whose `sub` is the account id and `sid` its sign-in, valid for `ttlSeconds`. */
  issue(accountId: string, signInId: string): Promise<string>;
  /** The account id of a valid, unexpired token of a live sign-in; undefined for anything else. */
  verify(token: string): Promise<string | undefined>;
}

/** Short-lived access tokens: HS256 JWTs (docs/rest-api.md, ACCESS_TOKEN_TTL_SECONDS). */
export function createAccessTokens(options: {
  secret: string;
  ttlSeconds: number;
  clock: Clock;
  /** Whether the sign-in a token names still stands (refresh-tokens.ts isSignInLive). */
  isSignInLive: (signInId: string) => Promise<boolean>;
}): AccessTokens {
  const key = new TextEncoder().encode(options.secret);
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
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp', 'sid'],
          currentDate: options.clock(),
        });
        const { sid } = payload;
        if (typeof sid !== 'string' || !(await options.isSignInLive(sid))) return undefined;
        return payload.sub;
      } catch {
        return undefined;
      }
    },
  };
}
