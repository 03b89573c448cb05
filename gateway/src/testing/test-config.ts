import { loadConfig, type GatewayConfig } from '../config';
import type { SessionData } from '../session/request-session';
import { unsealSessionId } from '../session/seal';
import type { SessionStore } from '../session/session-store';

export const TEST_SESSION_SECRET = 'test-session-secret-0123456789abcdef-0123';

/** A gateway configuration for tests: the repository's endpoints, a fixed secret, nothing served from disk. */
export function testConfig(apiUrl: string, overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      API_URL: apiUrl,
      API_KEY: 'test-api-key',
      SESSION_SECRET: TEST_SESSION_SECRET,
    }),
    ...overrides,
  };
}

/** A clock tests move by hand. */
export function manualClock(start = Date.UTC(2025, 0, 6, 9, 0, 0)) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

/**
 * The session a test browser's cookie names, as the store keeps it (null when it has none, the cookie does not
 * unseal, or the store does not know it).
 */
export async function sessionInCookies(
  cookies: Map<string, string>,
  store: SessionStore,
): Promise<SessionData | null> {
  const sealed = cookies.get('session');
  const sessionId =
    sealed === undefined ? null : await unsealSessionId(sealed, TEST_SESSION_SECRET);
  const stored = sessionId === null ? null : await store.load(sessionId);
  return sessionId === null || stored === null ? null : { sessionId, ...stored };
}
