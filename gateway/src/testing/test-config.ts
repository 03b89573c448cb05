import { loadConfig, type GatewayConfig } from '../config';
import { unsealSession, type SessionData } from '../session/seal';

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

/** The session a test browser's cookie holds (null when it has none or it does not unseal). */
export async function sessionInCookies(cookies: Map<string, string>): Promise<SessionData | null> {
  const sealed = cookies.get('session');
  return sealed === undefined ? null : unsealSession(sealed, TEST_SESSION_SECRET);
}
