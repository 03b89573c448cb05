import { SignJWT, jwtVerify } from 'jose';

/** Returns the current time; tests pass their own to move time forward without waiting. */
export type Clock = () => Date;

// Pinned so a token minted for another purpose with the same secret is not accepted here.
const ISSUER = 'medicines-online-api';
const AUDIENCE = 'medicines-online-gateway';

export interface AccessTokens {
  readonly ttlSeconds: number;
  /** A signed JWT whose `sub` is the account id, valid for `ttlSeconds`. */
  issue(accountId: string): Promise<string>;
  /** The account id of a valid, unexpired token; undefined for anything else. */
  verify(token: string): Promise<string | undefined>;
}

/** Short-lived access tokens: HS256 JWTs (docs/rest-api.md, ACCESS_TOKEN_TTL_SECONDS). */
export function createAccessTokens(options: {
  secret: string;
  ttlSeconds: number;
  clock: Clock;
}): AccessTokens {
  const key = new TextEncoder().encode(options.secret);
  return {
    ttlSeconds: options.ttlSeconds,
    async issue(accountId) {
      const now = Math.floor(options.clock().getTime() / 1000);
      return new SignJWT({})
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
          requiredClaims: ['sub', 'exp'],
          currentDate: options.clock(),
        });
        return payload.sub;
      } catch {
        return undefined;
      }
    },
  };
}
